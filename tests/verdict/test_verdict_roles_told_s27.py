"""Described creatures told by their role ("The attacking creature is a 3/3 and the blocking
creature is a 2/2.") or listed alike ("my 2/2 and 2/2": two 2/2s), judge/verdict/roles_told.py.
Our own letters, in the shapes forum posts use."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

NOTHING = "No player's life total changes."


@pytest.mark.parametrize("question, summary, note", [
    ("The attacking creature is a 3/3 and the blocking creature is a 2/2. What dies?",
     f"{NOTHING} Bob's 2/2 is put into the graveyard.",
     "Read 'The attacking creature is a 3/3 and the blocking creature is a 2/2' as "
     "'a 3/3 attacks and is blocked by a 2/2'."),
    # the blocker first; first strike deals 2 to the 3/3 first, which survives and kills it
    ("The blocker is a 2/2 with first strike. The attacker is a 3/3. What dies?",
     f"{NOTHING} Bob's 2/2 with first strike is put into the graveyard.",
     "Read 'The blocker is a 2/2 with first strike. The attacker is a 3/3' as "
     "'a 3/3 attacks and is blocked by a 2/2 with first strike'."),
])
def test_roles_told(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert note in judged.verdict.assumptions


@pytest.mark.parametrize("question", [
    "He attacks with his 3/3 into my 2/2 and 2/2. I double block. What dies?",
    "He attacks with his 3/3 and I block with my 2/2 and 2/2. What dies?",
])
def test_alike_listed_are_two(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    # the 3/3 kills the first 2/2 and takes 4
    assert judged.verdict.summary == f"{NOTHING} The 3/3 (your opponent's) and the 2/2 (yours) are put into the graveyard."
    assert len(judged.verdict.scenario["in_play"]) == 3
