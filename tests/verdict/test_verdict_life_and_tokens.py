"""A life total told after "and" in the clause of the player it is about ("Player B has no
creatures and 2 life", "I have a 2/2 and 3 life": grammar.lark ``life_same_subject``,
judge/verdict/rewrites.py), "the token" among several creatures, one told as a token, and an
owner said after the creature ("a 3/3 of mine")."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, summary, not_assumed", [
    ("Player A is attacking with a 2/2. Player B has no creatures and 2 life. Does player B lose?",
     "Player B goes to 0. Nothing is put into a graveyard. Player B loses the game.",
     "Player B is at 20 life."),
    ("He has a 3/3 and 5 life. I attack with a 6/6 trampler and he blocks. Does he lose?",
     "Your opponent goes to 2. The 3/3 (your opponent's) is put into the graveyard.",
     "Your opponent is at 20 life."),
    ("I have a 2/2 and 3 life. He attacks with a 4/4 and I block. What happens?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard.",
     "You are at 20 life."),
])
def test_a_life_total_after_and_is_the_players(question: str, summary: str, not_assumed: str,
                                                lexicon: Lexicon) -> None:
    """The life told is read (the summary counts from it), not assumed to be 20."""
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary
    assert not_assumed not in verdict.assumptions


def test_a_life_total_with_no_player_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("2 life. I attack with a 3/3. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("2",)
    assert judged.reason == "whose life total"


def test_the_token_is_the_one_told_as_a_token(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with a 4/4 trampler and he blocks with a 1/1 token. I assign 1 to the "
                             "token and 3 to him. How much damage does he take?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "Your opponent goes to 17. The 1/1 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("A 3/3 of mine is blocked by a 2/2 of his. What happens?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("He attacks with a 4/4 creature of his and I block with a 2/2 of mine. What happens?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
])
def test_an_owner_said_after_is_read(question: str, summary: str, lexicon: Lexicon) -> None:
    """"a 3/3 of mine", "a 2/2 of his": whose it is (judge/verdict/rewrites.py ``_owner_after``)."""
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary
