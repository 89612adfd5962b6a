"""Session 35: a sentence that only gives keywords to a creature told before it ("My 2/2 blocked
his 2/2. Mine had first strike.", "... I block with a 1/1. The 5/5 has trample.") read as that
creature's description (judge/verdict/players_verbs.py, keywords_after)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.players_verbs import keywords_after
from verdict_helpers import life_and_summary


def _canons(question: str, lexicon: Lexicon) -> list[str]:
    return [t.canon for t in lexicon.lex(question).tokens]


def test_the_keyword_moved_to_the_creature_first_told(lexicon: Lexicon) -> None:
    assert _canons("My 2/2 blocked his 2/2. Mine had first strike.", lexicon) == [
        "my", "pt", "with_kw", "kw", "block", "opps", "pt", "."]
    # no creature told before: nothing to move
    assert keywords_after([]) == []


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("My 2/2 blocked his 2/2. Mine had first strike. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    # trample (502.9): 4 of the 5/5's 5 past the 1/1's toughness
    ("He attacks with a 5/5 and I block with a 1/1. The 5/5 has trample. How much damage do I take?",
     {"Alice": 16, "Bob": 20}, "You go to 16. The 1/1 (yours) is put into the graveyard."),
    # first strike (310.5): the 2/2 deals 2 first and the 3/3 survives it
    ("My 3/3 attacks and his 2/2 blocks. His 2/2 has first strike. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 with first strike (your opponent's) is put into the graveyard."),
])
def test_keywords_told_after_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


@pytest.mark.parametrize("question", [
    # a spell in the story may have given it: the keyword may be an outcome, not the board
    "I play Jump on my 2/2. My 2/2 has flying. He attacks with a 3/3 flier and I block with my 2/2. Who dies?",
    # "the 2/2" of two 2/2s: which one?
    "I attack with my 2/2 and his 2/2 blocks. The 2/2 has first strike. Who dies?",
])
def test_a_keyword_that_may_not_be_the_board_s_declines(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None
