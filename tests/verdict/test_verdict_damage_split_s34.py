"""Session 34: an attacker's damage divided with the damage named between the verb and the
division: "he split the damage 3 and 2", "he splits his damage 3 to the 3/3 and 2 to the 2/2",
"he divided the damage ..." (310.2c; words.yaml); "he assigns the damage to the 3/3" stays the
grammar's own words, which ask how much."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary

_BLOCK = "My opponent attacked with a 5/5. I blocked with a 3/3 and a 2/2. "


@pytest.mark.parametrize(("told", "summary"), [
    ("He split the damage 3 and 2.", "No player's life total changes. The 5/5 (your opponent's), the 3/3 (yours) "
     "and the 2/2 (yours) are put into the graveyard."),
    ("He splits his damage 3 to the 3/3 and 2 to the 2/2.", "No player's life total changes. The 5/5 (your "
     "opponent's), the 3/3 (yours) and the 2/2 (yours) are put into the graveyard."),
    ("He divided the damage 2 to the 3/3 and 3 to the 2/2.", "No player's life total changes. The 5/5 (your "
     "opponent's) and the 2/2 (yours) are put into the graveyard."),
])
def test_the_damage_divided_said_with_its_name(told: str, summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(_BLOCK + told + " What dies?", lexicon) == ({"Alice": 20, "Bob": 20}, summary)


def test_all_the_damage_to_one_asks_how_much(lexicon: Lexicon) -> None:
    judged = judge_question(_BLOCK + "He assigns the damage to the 3/3. What dies?", lexicon)
    assert judged.verdict is None
    assert (judged.unread, judged.reason) == (("assigns the damage to",), "how much damage")
