"""Session 35: that nobody blocks, told in the short ways players and primers tell it ("No
blocks.", "No blockers.", "..., no blockers are declared" after creatures said attacking,
"Defending player is at 2 life.", "I attack with a 3/3 that he doesn't block"),
judge/verdict/unblocked_said.py."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from judge.verdict.unblocked_said import unblocked_said
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize(("question", "told"), [
    ("Defending player takes 3.", "The defending player takes 3."),
    ("A 2/2 attacks, defending player is at 2 life.", "A 2/2 attacks, the defending player is at 2 life."),
    ("I attack with my 5/5, which my opponent doesn't block.", "I attack with my 5/5 and my opponent doesn't block it."),
])
def test_nobody_blocks_said_the_grammar_s_way(question: str, told: str) -> None:
    assert unblocked_said(question) == told


@pytest.mark.parametrize("question", [
    "A 2/2 attacks. No blocks.",                        # read after the lexicon (no_blocks)
    "I attack with a 3/3 that he doesn't block with his 2/2.",
    "The defending player is at 2 life.",
])
def test_other_text_left_as_written(question: str) -> None:
    assert unblocked_said(question) == question


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("A 2/2 attacks. No blocks. What happens?", {"Alice": 20, "Bob": 18},
     "Bob goes to 18. Nothing is put into a graveyard."),
    ("My 3/3 attacks; no block. How much does he take?", {"Alice": 20, "Bob": 17},
     "Your opponent goes to 17. Nothing is put into a graveyard."),
    ("I attack with a 3/3 that he doesn't block. What happens?", {"Alice": 20, "Bob": 17},
     "Your opponent goes to 17. Nothing is put into a graveyard."),
    ("Two 2/2s attack. No blockers. What happens?", {"Alice": 20, "Bob": 16},
     "Bob goes to 16. Nothing is put into a graveyard."),
    ("A 2/2 attacks, no blockers are declared. What happens?", {"Alice": 20, "Bob": 18},
     "Bob goes to 18. Nothing is put into a graveyard."),
    # the attacking creature's controller said: the other player is the one who doesn't block
    ("His 3/3 attacks. No blocks. What's my life?", {"Alice": 17, "Bob": 20},
     "You go to 17. Nothing is put into a graveyard."),
    ("A 3/3 attacks me. No blocks. What's my life?", {"Alice": 17, "Bob": 20},
     "You go to 17. Nothing is put into a graveyard."),
])
def test_unblocked_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_lethal_damage_to_a_player_at_2_life(lexicon: Lexicon) -> None:
    # 2 combat damage (310.4) brings the defending player to 0 life: he loses (420.5a).
    verdict = verdict_of("A 2/2 attacks. No blocks. Defending player is at 2 life. What happens?", lexicon)
    assert verdict.summary == "Bob goes to 0. Nothing is put into a graveyard. Bob loses the game."
    assert any("420.5a" in rules for _, rules in verdict.decisive)
