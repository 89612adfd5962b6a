"""A second case asked after the board ("And what if the 5/5 had first strike?") is named as
the reader declines: one verdict answers one board, never a mixture of two."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize(("question", "named"), [
    ("I attack with a 7/5 trampler and he blocks with a 5/5. How much damage does he take? "
     "And what if the 5/5 had first strike?", "what if the 5/5 had first strike"),
    ("My 3/3 is blocked by a 2/2. Who dies? What if the 2/2 was a 4/4?", "What if the 2/2 was a 4/4"),
    ("My 3/3 is blocked by a 2/2. Who dies? What if the 2/2 had +2/+2?", "What if the 2/2 had +2/+2"),
    ("If you attack with a 7/5 trampler and they block with a 5/5, they still take 2 trample damage. "
     "Also, if the 5/5 had first strike and killed the trampler, they will take no trample damage.",
     "if the 5/5 had first strike"),
])
def test_a_second_case_is_named_as_the_reader_declines(lexicon: Lexicon, question: str, named: str) -> None:
    judged = judge_question(question, lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.unread == (named,)
    assert judged.reason == (f"a second case ('{named}') after the board as told: one verdict answers "
                             "one board; ask about each case on its own")


@pytest.mark.parametrize("question", [
    # An "if" that starts the board, before anything happens, is the board itself.
    "If my 2/2 had flying and attacked, and he blocks with a 3/3 with flying, who dies?",
    "I attack with a 3/3 and he blocks with a 2/2. If the 2/2 dies, do I take damage?",
])
def test_an_if_that_is_the_board_is_no_second_case(lexicon: Lexicon, question: str) -> None:
    judged = judge_question(question, lexicon)
    assert "second case" not in judged.reason


def test_an_if_after_not_sure_is_no_second_case(lexicon: Lexicon) -> None:
    judged = judge_question("I attacked with a 3/3 and he blocked with a 2/2. I'm not sure if the 2/2 "
                            "had flying. What happens?", lexicon)
    assert judged.verdict is None and judged.unread == ("had",) and "second case" not in judged.reason
