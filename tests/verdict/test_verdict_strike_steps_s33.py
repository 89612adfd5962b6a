"""Session 33: a double striker's combat damage divided for each combat damage step, the step
said ("for first strike", "for regular damage", "in the second combat damage step"), the second
division told with no verb of its own ("and then 2 to the player for regular damage"):
judge/verdict/strike_steps.py, judge/verdict/splits.py (310.5, 502.28b)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of

TRAMPLER = "Let's say you have a 2/2 double striking trampler. "


def dead(verdict: Any) -> list[str]:
    """Ids of the scenario's permanents not in play at the end."""
    still = {p["id"] for p in verdict.outcome["final"]["in_play"]}
    return sorted(p["id"] for p in verdict.scenario["in_play"] if p["id"] not in still)


def life(verdict: Any) -> dict[str, int]:
    return {name: player["life"] for name, player in verdict.outcome["final"]["players"].items()}


def test_each_step_divided_as_told(lexicon: Lexicon) -> None:
    verdict = verdict_of(TRAMPLER + "If blocked by a 1/1, you assign 1 to the creature and 1 to the player "
                         "for first strike, and then 2 to the player for regular damage.", lexicon)
    # 1 to the player in the first step, 2 in the second; the 1/1 dies in the first.
    assert life(verdict) == {"Alice": 20, "Bob": 17}
    assert dead(verdict) == ["p1-1"]
    assert verdict.scenario["actions"] == [
        {"attack": ["p2-2"]}, {"block": {"p1-1": "p2-2"}}, {"assign": {"p2-2": {"p1-1": 1, "Bob": 1}}},
        {"resolve": "all"}, {"assign": {"p2-2": {"Bob": 2}}}, {"advance": "postcombat_main"}]
    rules = {r for _, numbers in verdict.decisive for r in numbers}
    assert {"310.5", "502.28b", "502.9c"} <= rules
    assert any("(502.28b, 310.5)" in a for a in verdict.assumptions)


def test_second_step_to_the_player_after_the_blocker_died(lexicon: Lexicon) -> None:
    verdict = verdict_of(TRAMPLER + "If blocked by a 2/2, you assign 2 to the creature for first strike, "
                         "and then 2 to the player for regular damage.", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 18}
    blocker = next(p["id"] for p in verdict.scenario["in_play"] if p["controller"] == "Bob")
    assert dead(verdict) == [blocker]


def test_second_step_divided_between_blocker_and_player(lexicon: Lexicon) -> None:
    verdict = verdict_of(TRAMPLER + "If blocked by a 3/3, you assign 2 to the creature for first strike, "
                         "and then 1 to the creature and 1 to the player for regular damage.", lexicon)
    # The 3/3 survives the first step with 2 damage, then deals its 3 as it is dealt lethal 1 more.
    assert life(verdict) == {"Alice": 20, "Bob": 19}
    assert dead(verdict) == ["p2-2", "p3-3"]


def test_second_step_all_to_the_player_before_lethal_damage_is_refused(lexicon: Lexicon) -> None:
    verdict = verdict_of(TRAMPLER + "If blocked by a 3/3, you assign 2 to the creature for first strike, "
                         "and then 2 to the player for regular damage.", lexicon)
    # 502.9b: the 3/3 with 2 damage must be assigned lethal damage (1) before any goes to the player.
    assert verdict.legal is False
    assert [list(i["rules"]) for i in verdict.outcome["illegal"]] == [["502.9b"]]


def test_steps_said_the_long_way(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with my 2/2 double striker with trample and he blocks with a 1/1. In the "
                         "first combat damage step I assign 1 to the 1/1 and 1 to him. In the second combat "
                         "damage step I assign 2 to him.", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 17}


@pytest.mark.parametrize(("question", "reason"), [
    # A first striker deals no damage in the second step (502.2): no division to tell for it.
    ("I attack with a 2/2 first striker with trample. He blocks with a 1/1. I assign 1 to the creature "
     "and 1 to the player for first strike, and then 2 to the player for regular damage.",
     "a combat damage step said of the 2/2 with first strike and trample's division that it doesn't "
     "deal damage in"),
    # The second step's division told before the first's.
    ("I attack with a 2/2 double striker with trample. He blocks with a 1/1. I assign 2 to him for "
     "regular damage, and then 1 to the 1/1 and 1 to him for first strike.",
     "the attacker's combat damage divided twice"),
])
def test_steps_that_cannot_be_read_are_declined(question: str, reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == reason


def test_a_step_said_of_no_division_stays_unread(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 double striker. He blocks with a 1/1. I Giant Growth my "
                            "2/2 for regular damage.", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("regular",)


def test_the_step_words_stay_in_an_account_of_the_combat(lexicon: Lexicon) -> None:
    # "In the first combat damage step the 3/3 deals ...": no division, the words are left alone.
    canons = [t.canon for t in lexicon.lex("A 3/3 first striker is blocked by a 2/2. In the first combat damage "
                                           "step the 3/3 deals 3 damage to the 2/2.").tokens]
    assert "first_step" not in canons and "regular_step" not in canons
