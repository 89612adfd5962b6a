"""Session 35: a trampler's account told with "deals" ("If a 5/5 creature with trample is blocked by
a 3/3 creature, the 5/5 creature deals 2 damage to the defending player."): all of its damage past
its blocker's toughness, dealt to the player, is the most it can assign him (502.9) and what the
reader assigns, so the account is set aside (judge/verdict/outcomes_told.py); any other amount is
the attacking player's choice and is not."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("If a 5/5 creature with trample is blocked by a 3/3 creature, the 5/5 creature deals 2 damage to the "
     "defending player.", {"Alice": 20, "Bob": 18}, "Bob goes to 18. Bob's 3/3 is put into the graveyard."),
    ("If a 5/5 with trample attacks an opponent who blocks with a 3/3, the 5/5 deals 2 damage to the opponent.",
     {"Alice": 20, "Bob": 18}, "Bob goes to 18. Bob's 3/3 is put into the graveyard."),
    ("I attack with my 5/5 trampler and he blocks with a 3/3. My 5/5 deals 2 damage to him. What's his life?",
     {"Alice": 20, "Bob": 18}, "Your opponent goes to 18. The 3/3 (your opponent's) is put into the graveyard."),
])
def test_the_most_a_trampler_assigns_its_player_is_an_account(
        question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_the_account_set_aside_is_said(lexicon: Lexicon) -> None:
    verdict = verdict_of("If a 5/5 creature with trample is blocked by a 3/3 creature, the 5/5 creature deals 2 "
                         "damage to the defending player.", lexicon)
    assert verdict.assumptions[0] == ("The letter's own account of the outcome was set aside: 'the 5/5 creature "
                                      "deals 2 damage to the defending player'.")
    assert verdict.decisive[0] == (
        "Combat damage is assigned and put on the stack: 5/5 with trample assigns 3 to 3/3, 2 to Bob; 3/3 assigns 3 "
        "to 5/5 with trample.", ("310.1", "310.2a", "408.1g", "502.9", "502.9a", "502.9b", "310.2d"))


@pytest.mark.parametrize("question", [
    # less than all past the blocker's toughness, or more than its power can: a choice told
    "If a 5/5 creature with trample is blocked by a 3/3 creature, the 5/5 creature deals 1 damage to the "
    "defending player.",
    "If a 5/5 creature with trample is blocked by a 3/3 creature, the 5/5 creature deals 5 damage to the "
    "defending player.",
    # two blockers: the division among them is the attacking player's
    "A 5/5 with trample is blocked by a 3/3 and a 1/1. The 5/5 deals 1 damage to the defending player.",
])
def test_another_amount_is_no_account(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None
