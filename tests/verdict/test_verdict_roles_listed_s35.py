"""Session 35: a combat laid out by its roles, as primers and issue reports list it ("Attacker: a
3/3. Blockers: a 2/2 and a 1/1.", "Attacker: - Matter Reshaper (3/2) Defenders: - ...",
"creature 1 -> 4/3"), judge/verdict/roles_listed.py."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.roles_listed import roles_listed
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize(("question", "told"), [
    ("Attacker: a 3/3. Blocker: a 2/2. Who dies?", "A 3/3 attacks. A 2/2 blocks it. Who dies?"),
    ("Attacking creature: my 3/3. Blocking creatures: his 2/2, his 1/1 and his 1/3.",
     "My 3/3 attacks. His 2/2, his 1/1 and his 1/3 block it."),
    ("Attacker: creature 1 -> 4/3 Blocker: creature 2 \u2013> 2/5 (Blocks creature 1) and creature 3 -> 1/2 "
     "(Blocks creature 1). Who dies?",
     "Creature 1 (4/3) attacks. Creature 2 (2/5) and creature 3 (1/2) block it. Who dies?"),
    ("Attacker: a 5/5 trampler.", "A 5/5 trampler attacks."),
])
def test_a_layout_told_as_the_grammar_reads_it(question: str, told: str) -> None:
    assert roles_listed(question) == told


@pytest.mark.parametrize("question", [
    "Attackers: a 3/3 and a 2/2. Blockers: a 2/2.",       # which blocks which is the letter's to tell
    "Blocker: a 2/2. Attacker: a 3/3.",                    # blockers before the attacker
    "Attacker: a 3/3. He thinks about it. Blocker: a 2/2.",  # words between the lists
    "I attack with my 3/3 and he blocks with a 2/2.",
])
def test_other_text_left_as_written(question: str) -> None:
    assert roles_listed(question) == question


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("Attacker: a 3/3. Blockers: a 2/2 and a 1/1. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. Alice's 3/3, Bob's 2/2 and Bob's 1/1 are put into the graveyard."),
    ("Attacker: a 5/5 trampler. Blocker: a 2/2. How much damage does the defending player take?",
     {"Alice": 20, "Bob": 17}, "Bob goes to 17. Bob's 2/2 is put into the graveyard."),
    ("Attacking: my 3/3. Blocking: his 2/2 and his 1/1. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (yours), the 2/2 (your opponent's) and the 1/1 (your "
     "opponent's) are put into the graveyard."),
])
def test_a_layout_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_two_first_strikers_kill_the_attacker_first(lexicon: Lexicon) -> None:
    # 1 + 1 first-strike damage (310.5) destroys the 3/2 (420.5c) before it deals its own.
    verdict = verdict_of("Attacker: - Matter Reshaper (3/2) Defenders: - Plated Sliver (1/2, first strike), - "
                         "Striking Sliver (1/2, first strike)", lexicon)
    assert verdict.summary == "No player's life total changes. Alice's Matter Reshaper is put into the graveyard."
    said = [text for text, _ in verdict.decisive]
    rules = [rules for _, rules in verdict.decisive]
    assert "310.5" in rules[0]
    assert said[3] == "State-based effects: Matter Reshaper is destroyed (lethal damage, 420.5c)."
    assert rules[3] == ("408.2c", "420.3", "420.5", "420.5c")
    # the regular combat damage step: the attacker is gone, nothing is assigned
    assert said[4] == "No combat damage is assigned (second combat damage step)."


def test_a_flier_listed_blocked_by_a_ground_creature(lexicon: Lexicon) -> None:
    judged = judge_question("Attacker: a 4/4 with flying. Blocker: a 2/2. What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary.startswith("That can't be done: 2/2 can't block 4/4 with flying")
