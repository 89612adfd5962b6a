"""Session 34: a described creature that "can block as though it had flying", said as a relative
clause ("my 2/2 that can block as though it had flying", "my 2/4 that can block flyers"): it may
block a creature with flying (502.4; Giant Spider's words); and one that "first strikes" or
"double strikes" (words.yaml)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from verdict_helpers import life_and_summary


@pytest.mark.parametrize(("blocker", "summary"), [
    ("my 2/2 that can block as though it had flying",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("my 2/4 that can block flyers", "No player's life total changes. Nothing is put into a graveyard."),
])
def test_a_blocker_that_can_block_flyers(blocker: str, summary: str, lexicon: Lexicon) -> None:
    question = f"My opponent attacks me with a 3/3 flyer. I block with {blocker}. What happens?"
    assert life_and_summary(question, lexicon) == ({"Alice": 20, "Bob": 20}, summary)


@pytest.mark.parametrize(("attacker", "summary"), [
    ("a 3/3 that first strikes", "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
    ("a 2/2 that double strikes", "No player's life total changes. The 2/2 with double strike (yours) and the 3/3 "
     "(your opponent's) are put into the graveyard."),
])
def test_a_strike_said_as_a_verb(attacker: str, summary: str, lexicon: Lexicon) -> None:
    question = f"I attack with {attacker} and he blocks with a 3/3. What happens?"
    assert life_and_summary(question, lexicon) == ({"Alice": 20, "Bob": 20}, summary)
