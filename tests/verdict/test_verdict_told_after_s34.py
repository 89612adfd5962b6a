"""Session 34: an action told after the letter's own account of the combat damage, with no time
said ("I don't block and I take 4 damage. Then I play Giant Growth on it."): the account is set
aside, so the action would run before the damage the letter says came first (310.4); the reader
declines naming it (judge/verdict/told_after.py). An action with its time said, one told before
the account, and an outcome only supposed ("would die") are read as before."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary

_REASON = "whether it was done before or after the combat damage told"


@pytest.mark.parametrize(("question", "unread"), [
    ("My opponent attacks me with a 4/4. I don't block and I take 4 damage. Then I play Giant Growth on it. "
     "What happens?", ("play", "Giant Growth")),
    ("I attack with my 3/3 and he blocks with a 2/2 and his 2/2 dies. Then he plays Giant Growth on it. "
     "What happens?", ("plays", "Giant Growth")),
    ("I attack with my 3/3 and he doesn't block and takes 3. Then I play Giant Growth on my 3/3. What happens?",
     ("play", "Giant Growth")),
    ("I attack with my 5/5 trampler and he blocks with a 2/2 and takes 3 damage. Then he plays Giant Growth "
     "on his 2/2. What happens?", ("plays", "Giant Growth")),
    ("I attack with my 3/3 and he blocks with his 2/2. His 2/2 dies. What happens if I play Giant Growth on "
     "my 3/3?", ("play", "Giant Growth")),
])
def test_an_action_after_the_damage_told_is_declined(question: str, unread: tuple[str, ...],
                                                     lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert (judged.unread, judged.reason) == (unread, _REASON)


@pytest.mark.parametrize(("question", "life", "summary"), [
    # the time said: after combat, the 2/2 is already in the graveyard
    ("I attack with my 3/3 and he blocks with a 2/2 and his 2/2 dies. After combat he plays Giant Growth on "
     "my 3/3. What happens?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    # the action told before the account
    ("I attack with my 3/3 and he blocks with a 2/2. He plays Giant Growth on it. My 3/3 dies. Right?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 3/3 (yours) is put into the graveyard."),
])
def test_an_action_placed_in_time_is_read(question: str, life: dict[str, int], summary: str,
                                          lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)
