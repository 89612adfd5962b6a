"""Session 35: a described creature's ability in players' shorthand, in parentheses or unquoted
("a 3/3 (R: +1/+0)", "a 2/2 with G: Regenerate", "a 2/2 that can regenerate for G", "my 3/3
firebreather (R: +1/+0)"), judge/verdict/ability_shorthand.py; "pumping" a creature."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from judge.verdict.ability_shorthand import ability_shorthand
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize(("question", "told"), [
    ("My 3/3 (R: +1/+0) is blocked.", "My 3/3 ({R}: +1/+0 until end of turn) is blocked."),
    ("My 3/3 firebreather (1R: +2/+0) attacks.", "My 3/3 ({1}{R}: +2/+0 until end of turn) attacks."),
    ("a 2/2 with G: Regenerate blocks", 'a 2/2 with "{G}: Regenerate" blocks'),
    ("a 3/3 with 1R: +2/+0.", 'a 3/3 with "{1}{R}: +2/+0 until end of turn".'),
    ("a 2/2 that can regenerate for {1}{B} blocks", 'a 2/2 with "{1}{B}: Regenerate" blocks'),
    ("a 2/2 which regenerates for G.", 'a 2/2 with "{G}: Regenerate".'),
])
def test_shorthand_in_the_engine_s_words(question: str, told: str) -> None:
    assert ability_shorthand(question)[0] == told


@pytest.mark.parametrize("question", [
    "He attacks with a 3/3 (flying).",
    "It regenerates for the second time.",
    "a 2/2 with trample: it deals damage",
])
def test_other_text_left_as_written(question: str) -> None:
    assert ability_shorthand(question) == (question, [])


@pytest.mark.parametrize(("question", "life", "summary"), [
    # regenerated (419.6b: removed from combat, tapped, damage removed): nothing dies
    ("My 2/2 that can regenerate for G blocks his 3/3. I regenerate it. What happens?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. Nothing is put into a graveyard."),
    ("My 2/2 with G: Regenerate blocks his 3/3. I regenerate it. What happens?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. Nothing is put into a graveyard."),
    # pumped twice: a 5/3, which deals 5 to the 4/4 and takes 4
    ("My 3/3 firebreather (R: +1/+0) is blocked by a 4/4. I pump it twice. What happens?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (yours) and the 4/4 (your opponent's) are put into the graveyard."),
    ("I attack with a 2/2 and he blocks with a 3/3. I respond by pumping my guy +2/+2. Who dies?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
])
def test_shorthand_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_the_regeneration_said_and_its_rules(lexicon: Lexicon) -> None:
    verdict = verdict_of("My 2/2 that can regenerate for G blocks his 3/3. I regenerate it. What happens?", lexicon)
    assert "'that can regenerate for G' read as the ability \"{G}: Regenerate\"." in verdict.assumptions
    assert any("419.6b" in rules for _, rules in verdict.decisive)
