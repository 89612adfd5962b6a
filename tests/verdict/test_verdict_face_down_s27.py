"""Face-down creatures told in players' words (504.2: a 2/2 with no name, text or color):
"a face-down 2/2" is the size it has face down, said; a face-down creature told with
another size or abilities is declined. Our own letters, in the shapes forum posts use."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

NOTHING = "No player's life total changes."
STAYS = "A face-down creature is a 2/2 with no name, text or color (504.2), and stays face down."


@pytest.mark.parametrize("question, summary", [
    ("I attack with a face-down 2/2 and my opponent blocks with a 3/3. What happens?",
     f"{NOTHING} The 2/2 (yours) is put into the graveyard."),
    ("My opponent attacks with a face-down 2/2. I block with my 1/3. What happens?",
     f"{NOTHING} Nothing is put into a graveyard."),
    ("My opponent attacks me with a facedown 2/2 and I don't block. How much damage do I take?",
     "You go to 18. Nothing is put into a graveyard."),
])
def test_face_down_two_two_is_read(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert STAYS in judged.verdict.assumptions


@pytest.mark.parametrize("question, unread", [
    ("My opponent attacks with a face-down 3/3. I block with my 1/3. What happens?", ("a face-down 3/3",)),
    ("I attack with a face-down 2/2 flier and he doesn't block. What happens?", ("a face-down 2/2 flier",)),
])
def test_face_down_described_otherwise_is_declined(question: str, unread: tuple[str, ...],
                                                   lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("a face-down creature described otherwise", unread)
