"""Session 36: a claim ("I think ...", "I say ...") set aside with a keyword it tells of a
creature that the board lacks ("I think he takes 2, since my 3/3 has trample" of a 3/3 told
without trample) gave a verdict without the keyword (the 1/1 dies, nobody takes damage) where the
writer's board has it (he goes to 18): the keyword now stays unread and the letter declines
(judge/verdict/reasons_owned.py claimed_facts). A keyword the board told, printed on a card
named, said of creatures at large or "as though" still lets the claim be set aside."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary

BOARD = "I attack with a 3/3 and he blocks with a 1/1. "


@pytest.mark.parametrize("claim", [
    "I think he takes 2, since my 3/3 has trample.",
    "I say he takes 2 because it has trample.",
    "I think I should be able to trample over, since my 3/3 has trample.",
])
def test_a_keyword_told_only_in_a_claim_declines(claim: str, lexicon: Lexicon) -> None:
    judged = judge_question(BOARD + claim, lexicon)
    assert judged.verdict is None
    assert judged.unread == ("trample",)


def test_a_keyword_the_board_told_lets_the_claim_be_set_aside(lexicon: Lexicon) -> None:
    assert life_and_summary("I attack with a 3/3 trampler and he blocks with a 1/1. I think he takes 2, since my 3/3 "
                            "has trample.", lexicon) == (
        {"Alice": 20, "Bob": 18}, "Your opponent goes to 18. The 1/1 (your opponent's) is put into the graveyard.")


def test_a_claim_without_a_keyword_is_set_aside_as_before(lexicon: Lexicon) -> None:
    assert life_and_summary(BOARD + "He says his 1/1 survives.", lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard.")


def test_a_printed_keyword_in_a_claim_is_no_new_fact(lexicon: Lexicon) -> None:
    """Death Speakers has protection from black printed: the friend's claim names it."""
    judged = judge_question("I have a No Mercy out in play, and my opponent attacks with a Death Speakers. My friend says "
                            "that the No Mercy can't kill the Speakers because of protection from black.", lexicon)
    assert judged.verdict is not None
