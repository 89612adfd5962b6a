""""The other one" of two creatures told together (judge/verdict/others_said.py): the one of
the pair not named since; declined when neither (or a creature of the same size elsewhere)
makes it sure. Our own letters, in the shapes forum posts use."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

NOTHING = "No player's life total changes."


@pytest.mark.parametrize("question, summary, note", [
    ("My opponent has a 2/2 and a 1/1. I attack with my 3/3 and he blocks with the 2/2. I play Shock on "
     "the other one. What happens?",
     f"{NOTHING} The 2/2 (your opponent's) and the 1/1 (your opponent's) are put into the graveyard.",
     "Read 'the other one' as the 1/1 (the other of the 2/2 and the 1/1)."),
    # the 1/1 blocks the 2/2 and dies; the 2/4 and the 3/3 both survive
    ("My opponent attacks with a 2/2 and a 3/3. I block the 3/3 with my 2/4 and the other one with my 1/1. "
     "What happens?", f"{NOTHING} The 1/1 (yours) is put into the graveyard.",
     "Read 'the other one' as the 2/2 (the other of the 2/2 and the 3/3)."),
    ("My opponent attacks with a 2/2 and a 3/3. I block the 3/3 with my 2/4 and the other with my 3/3. "
     "What happens?", f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.",
     "Read 'the other' as the 2/2 (the other of the 2/2 and the 3/3)."),
])
def test_the_other_of_two(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert note in judged.verdict.assumptions


@pytest.mark.parametrize("question, unread", [
    # neither of the two named since the list
    ("My opponent attacks with a 2/2 and a 3/3. I Shock the other one. What happens?", ("other",)),
])
def test_the_other_unsure_declines(question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread
