"""Session 35: a number typed with a minus sign ("I'm at -2 life") was read as the number
itself, so a letter about a player below 0 life got a verdict computed from 2 life (found when
engine35 converted Lurking Evil: batch 24's "you're at -10 life"). The minus sign now stays on
the word (judge/verdict/raw_text.py), which the reader doesn't place: such a letter declines
and names it."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.raw_text import raw_words


def test_a_minus_sign_stays_on_its_number() -> None:
    assert raw_words("I'm at -2 life, he is at 5 and gets -1/-1") == [
        "i'm", "at", "-2", "life", ",", "he", "is", "at", "5", "and", "gets", "-1/-1"]


def test_a_dash_between_words_or_sizes_is_as_before() -> None:
    assert raw_words("a 2/2 - then -1/-1 and +1/+1") == ["a", "2/2", "-", "then", "-1/-1", "and", "+1/+1"]


@pytest.mark.parametrize("question", [
    "I'm at -2 life and my opponent is at 5. I attack with my 3/3 and he doesn't block. What happens?",
    "My opponent is at -10 life. I attack with my 2/2 and he doesn't block. What happens?",
])
def test_a_life_total_below_zero_declines_naming_it(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert [word for word in judged.unread if word.startswith("-")] == [question.split(" at ")[1].split()[0]]


def test_the_same_letter_at_2_life_still_gets_its_verdict(lexicon: Lexicon) -> None:
    judged = judge_question("I'm at 2 life and my opponent is at 5. I attack with my 3/3 and he doesn't "
                            "block. What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 2. Nothing is put into a graveyard."
