"""A creature described and named by an example (judge/verdict/like_cards.py): "a creature
like Hill Giant", "a 3/3 creature like Hill Giant", "a creature with first strike, like
Wall of Razors" are the card named when it fits every word said; one that doesn't fit (a
1/1 Suntail Hawk as "a 2/2 flier such as Suntail Hawk") is not read as it."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, summary, note", [
    ("I have a creature like Hill Giant. I attack with it and he blocks with a 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     "'a creature' with Hill Giant as its example read as Hill Giant."),
    ("I attack with a 3/3 creature like Hill Giant and he blocks with a 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     "'a 3/3 creature' with Hill Giant as its example read as Hill Giant."),
    # the example's card decides: Wall of Razors is a Wall and can't attack (its text, not the words)
    ("I attack with a creature with first strike, like Wall of Razors, and he blocks with a 2/2. What dies?",
     "That can't be done: Wall of Razors can't attack: Wall of Razors is a Wall. Which creatures attack instead isn't told (308.2, 500.2).",
     "'a creature with first strike' with Wall of Razors as its example read as Wall of Razors."),
])
def test_example_named_is_the_card(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert note in judged.verdict.assumptions


def test_example_that_does_not_fit_is_not_read(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 flier such as Suntail Hawk and he blocks with a 1/1.", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("such", "as")


def test_a_card_starting_the_next_clause_is_no_example(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent attacks with a 2/2 creature, Grizzly Bears blocks it. What dies?", lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == ("No player's life total changes. The 2/2 (your opponent's) and Grizzly Bears "
                                      "(yours) are put into the graveyard.")
