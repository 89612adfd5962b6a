"""Session 34: whose side of the board a creature is on, as players say it: "My board: a 2/2.
His board: a 3/3.", "On my side I have a 2/2 and on his side he has a 3/3 flyer.",
"Opponent's side: a 3/3." (judge/verdict/sides_said.py): what each player has in play."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.sides_said import sides_said
from verdict_helpers import life_and_summary


def test_the_sides_said_as_what_each_player_has() -> None:
    assert sides_said("My board: a 2/2. His board: a 3/3 flyer.") == "I have a 2/2. He has a 3/3 flyer."
    assert sides_said("My side: a 2/2. Opponent's side - a 3/3.") == "I have a 2/2. My opponent has a 3/3."
    assert sides_said("On my side I have a 2/2, and on his side of the board he has a 3/3.") == \
        "I have a 2/2, and he has a 3/3."
    assert sides_said("I keep it on my side.") == "I keep it on my side."


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("My board: a 2/2. His board: a 3/3. He attacks with his 3/3, I block with my 2/2. Who dies?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("My side: a 2/2 first striker. Opponent's side: a 3/3. He attacks and I block. What happens?",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 with first strike (yours) is put into the graveyard."),
    ("My opponent's board: a 4/4 trampler. My board: a 1/1. He attacks and I chump. How much do I take?",
     {"Alice": 17, "Bob": 20}, "You go to 17. The 1/1 (yours) is put into the graveyard."),
])
def test_a_board_told_by_sides(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_a_block_the_sides_forbid(lexicon: Lexicon) -> None:
    judged = judge_question("On my side I have a 2/2 and on his side he has a 3/3 flyer. He attacks and I "
                            "block. What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary.startswith("That can't be done: 2/2 can't block 3/3 with flying")
