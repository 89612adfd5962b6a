"""Session 34: the reason an account of the combat gives for its outcome ("The opponent takes 2
damage, since the 3/3 only has 3 toughness.", "He takes 2 because 3 damage is enough to kill the
3/3.") set aside with it when it says only the sizes, keywords and amounts of the combat told
(judge/verdict/outcomes_told.py); a reason that tells more (a keyword, an action, a card, another
amount) keeps the sentence unread."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("A 5/5 creature with trample attacks and is blocked by a 3/3 creature. The opponent takes 2 damage, "
     "since the 3/3 only has 3 toughness.", {"Alice": 20, "Bob": 18}, "Bob goes to 18. Bob's 3/3 is put into "
     "the graveyard."),
    ("My 5/5 trampler is blocked by a 3/3. He takes 2 because 3 damage is enough to kill the 3/3.",
     {"Alice": 20, "Bob": 18}, "Your opponent goes to 18. The 3/3 (your opponent's) is put into the graveyard."),
    ("My 3/3 is blocked by a 2/2. The 2/2 dies since it only has 2 toughness.", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_an_account_and_its_reason(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


@pytest.mark.parametrize(("question", "unread"), [
    ("My 5/5 trampler is blocked by a 3/3. He takes 2 because the 3/3 has flying.", ("takes", "because")),
    ("My 5/5 trampler is blocked by a 3/3. He takes 2 because I pumped it.", ("takes", "because")),
    ("My 3/3 is blocked by a 2/2. The 2/2 dies because it has 4 toughness.", ("dies", "because", "toughness")),
    ("My 5/5 trampler is blocked by a 3/3. He takes 2 because 4 damage is enough to kill the 3/3.",
     ("takes", "because", "enough")),
])
def test_a_reason_that_tells_more(question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread
