"""Sizes typed in other ways than "3/3" (judge/verdict/sizes_typed.py): in words after an
article or a possessive ("a three/three", "my two-two", "his five/five"), or with a backslash
("a 3\\3"); read as the size said, by the reader and by the precheck `ask` runs first."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.precheck import may_be_board_question
from judge.verdict.sizes_typed import typed_sizes

NOTHING = "No player's life total changes."


@pytest.mark.parametrize("question, summary", [
    ("I attack with a three/three and my opponent blocks with a two/two. What happens?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with a 3\\3 and my opponent blocks with a 2\\2. What happens?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with a two-two and my opponent blocks with a one-one. What happens?",
     f"{NOTHING} The 1/1 (your opponent's) is put into the graveyard."),
    ("My opponent attacks with his five/five trampler and I block with my two-two. How much damage do I take?",
     "You go to 17. The 2/2 (yours) is put into the graveyard."),
])
def test_sizes_typed_otherwise_are_read(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert may_be_board_question(question, [])


@pytest.mark.parametrize("text, typed", [
    ("twenty-two life", "twenty-two life"),
    ("one-two of them", "one-two of them"),  # no article: not a size
    ("C:\\2\\3", "C:\\2\\3"),
    ("two 3\\3s", "two 3/3s"),
])
def test_only_a_size_of_one_creature_is_rewritten(text: str, typed: str) -> None:
    assert typed_sizes(text) == typed
