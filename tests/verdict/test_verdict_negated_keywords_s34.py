"""Session 34: a described creature said not to have a keyword ("a 4/5 that did not have first
strike", "a 3/3 which has no flying") has only the abilities the letter gives it, as "without
first strike" (judge/verdict/negated_said.py); of a card named, or of a keyword the description
gives, the clause stays unread."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("My opponent attacks with a 4/5 that did not have first strike and I block with my 2/2 first "
     "striker. What happens?", {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 with "
     "first strike (yours) is put into the graveyard."),
    ("I attack with a 3/3 that doesn't have trample and he blocks with a 1/1. How much damage does he take?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 1/1 (your opponent's) is put into "
     "the graveyard."),
    ("I attack with a 3/3 which has no flying or trample and he doesn't block. What is his life?",
     {"Alice": 20, "Bob": 17}, "Your opponent goes to 17. Nothing is put into a graveyard."),
])
def test_a_keyword_denied_a_described_creature(question: str, life: dict[str, int], summary: str,
                                               lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


@pytest.mark.parametrize(("question", "unread"), [
    ("I attack with a Serra Angel that doesn't have flying and he blocks with a 2/2. What happens?",
     ("that", "doesn't")),
    ("I attack with a 2/2 flyer that doesn't have flying and he blocks with a 2/2. What happens?",
     ("that", "doesn't")),
])
def test_a_keyword_denied_that_the_board_gives_stays_unread(question: str, unread: tuple[str, ...],
                                                            lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread
