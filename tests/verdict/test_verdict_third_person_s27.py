"""Session 27's shapes told in the third person (judges' quizzes: "Alice", "Bob"): a face-down
creature turned face up, counters told in a clause of their own, a group told again, a
creature had then told with "a", "the other one", a text with its size told after it."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

NOTHING = "No player's life total changes."


@pytest.mark.parametrize("question, summary, permanents", [
    ("Alice controls a face-down Exalted Angel. She attacks with it and Bob blocks with a 3/3. Alice turns it "
     "face up. What happens?", "Alice goes to 24. Bob's 3/3 is put into the graveyard.", 2),
    ("Alice attacks with a face-down Exalted Angel. Bob doesn't block. Alice unmorphs it. How much damage does "
     "Bob take?", "Alice goes to 24 and Bob goes to 16. Nothing is put into a graveyard.", 1),
    ("Alice's Grizzly Bears has a +1/+1 counter on it. It attacks and Bob blocks with a 3/3. What dies?",
     f"{NOTHING} Alice's Grizzly Bears and Bob's 3/3 are put into the graveyard.", 2),
    ("Alice attacks with a 2/2 with a -1/-1 counter on it. Bob blocks with a 1/1. What dies?",
     f"{NOTHING} Alice's 2/2 and Bob's 1/1 are put into the graveyard.", 2),
    ("Bob has two 2/2s. Alice attacks with a 4/4 and Bob blocks with both 2/2s. What dies?",
     f"{NOTHING} Bob's 2/2, Bob's 2/2 and Alice's 4/4 are put into the graveyard.", 3),
    ("Bob controls a 2/2. Alice attacks with a 3/3 and Bob blocks with a 2/2. What dies?",
     f"{NOTHING} Bob's 2/2 is put into the graveyard.", 2),
    ("Bob controls a 2/2 and a 1/1. Alice attacks with a 3/3 and Bob blocks with the 2/2. Alice Shocks the "
     "other one. What dies?", f"{NOTHING} Bob's 2/2 and Bob's 1/1 are put into the graveyard.", 3),
    ('Alice attacks with a creature that says "whenever this deals combat damage to a player, you gain 2 life". '
     "It is a 2/2. Bob doesn't block. What happens?",
     "Alice goes to 22 and Bob goes to 18. Nothing is put into a graveyard.", 1),
])
def test_third_person_shapes(question: str, summary: str, permanents: int, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert len(judged.verdict.scenario["in_play"]) == permanents
