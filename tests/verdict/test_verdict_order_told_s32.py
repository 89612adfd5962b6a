"""Session 32: an attacker's damage told in an order and then in amounts, as primers tell it
("assign the damage to the 2/2 first, then any remaining damage to the 3/3. If you assign 2
damage to the 2/2, you assign the remaining 3 damage to the 3/3"): one division (310.2c) when
the amounts are the order's lethal damage in turn, else declined; "the order" is the order of
the damage, no card's name (judge/verdict/damage_order.py, build.py, words.yaml)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


@pytest.mark.parametrize("question", [
    # the rest said after "then": what the order leaves goes to the last one named
    "My 5/5 is blocked by a 2/2 and a 3/3. I assign the damage to the 2/2 first, then any remaining damage to "
    "the 3/3. What dies?",
    # the order and its amounts told: one division, the amounts being the order's
    "My 5/5 attacking creature is blocked by a 2/2 and a 3/3. I dictate the order. I assign the damage to the "
    "2/2 first, then any remaining damage to the 3/3. If I assign 2 damage to the 2/2, I assign the remaining 3 "
    "damage to the 3/3.",
])
def test_an_order_with_the_rest_is_one_division(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert [a for a in verdict.scenario["actions"] if "assign" in a] == [
        {"assign": {"p5-5": {"p2-2": 2, "p3-3": 3}}}]
    final = verdict.outcome["final"]["players"]
    assert (final[verdict.players["me"]]["life"], final[verdict.players["opponent"]]["life"]) == (20, 20)
    assert verdict.summary == ("No player's life total changes. The 5/5 (yours), the 2/2 (your opponent's) "
                               "and the 3/3 (your opponent's) are put into the graveyard.")


def test_an_order_and_other_amounts_decline(lexicon: Lexicon) -> None:
    judged = judge_question("My 5/5 is blocked by a 2/2 and a 3/3. I assign the damage to the 2/2 first, then "
                            "any remaining damage to the 3/3. I assign 1 damage to the 2/2 and 4 damage to the "
                            "3/3.", lexicon)
    assert judged.verdict is None and judged.unread == ("first",)
    assert judged.reason == "the damage divided in the order named and in amounts that differ"


def test_the_order_is_no_card(lexicon: Lexicon) -> None:
    tokens = lexicon.lex("You dictate the order.").tokens
    assert [t.canon for t in tokens] == ["me", "?", "the", "."]
