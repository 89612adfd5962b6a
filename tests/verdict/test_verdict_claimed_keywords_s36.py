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


@pytest.mark.parametrize(("claim", "unread"), [
    # a reason that gives the 3/3 the size of the 2/2: it contradicts the board
    ("I believe both die since his 3/3 is only a 2/2.", ("believe", "die", "since")),
    ("Both die since his 3/3 is a 2/2.", ("die", "since")),
])
def test_a_size_the_reason_of_an_outcome_says_a_creature_is_declines(claim: str, unread: tuple[str, ...],
                                                                lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 3/3 and I block with my 2/2. " + claim, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


def test_a_size_told_again_as_told_is_set_aside(lexicon: Lexicon) -> None:
    assert life_and_summary("He attacks with a 3/3 and I block with my 2/2. My 2/2 dies since his 3/3 is a 3/3.",
                            lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) is put into the graveyard.")


def test_a_size_disputed_in_a_claim_stays_the_claims(lexicon: Lexicon) -> None:
    """"I say it survives because it is a 2/4" disputes the board as told, as session 28's "His
    objection is that my 2/2 is a 4/4" does: the verdict answers the board told."""
    assert life_and_summary("He attacks with a 3/3 and I block with my 2/2. My friend thinks my 2/2 dies, but I say "
                            "it survives because it is a 2/4.", lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) is put into the graveyard.")
