"""The asker's guesses and questions in the past: "I think I should deal 2 damage to him", "I
believe he takes 0 too" (an outcome guessed, set aside as the asker's argument:
judge/verdict/reader.py ``_claims``), and "Was he right?" (a question clause)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, summary", [
    ("I attack with a 4/4 and he blocks with a 2/2. I think I should deal 2 damage to him. My friend thinks "
     "I deal none. Who is correct?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with a 5/5 trampler and he blocks with a 2/2 and Giant Growths it. My opponent claims he "
     "takes no damage since his creature is now 5/5. I believe he takes 0 too. Are we right?",
     "No player's life total changes. The 5/5 with trample (yours) and the 2/2 (your opponent's) are put "
     "into the graveyard."),
    ("My buddy attacked me with a 6/6 trampler. I blocked with a 1/1 and a 2/2. He assigned 1 to my 1/1, "
     "2 to my 2/2 and 3 to me. I thought he had to assign all the damage to the blockers. Was he right?",
     "You go to 17. The 1/1 (yours) and the 2/2 (yours) are put into the graveyard."),
])
def test_guesses_and_past_questions_are_set_aside(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


def test_a_hedged_board_clause_is_not_set_aside(lexicon: Lexicon) -> None:
    """"I think he blocked with his 2/2" tells the board, hedged: not set aside as a guess (the
    hedge itself is not read, so the letter is declined)."""
    judged = judge_question("I attack with a 3/3. I think he blocked with his 2/2. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("think",)
