"""Pool patterns read in session 19: losing half a life total, rounded as the ability says
(104.1, 104.2), and the en-Kor redirection shields ("the next 1 damage that would be dealt
to this this turn is dealt to target creature you control instead", 419.6c)."""

from __future__ import annotations

from typing import Any

import pytest
from judge_helpers import build_state, cited_rules, play_all

from judge.abilities import Triggered
from judge.cards import card_pool


def _sorcery(text: str) -> dict[str, Any]:
    return {"name": "Halving", "mana_cost": "{B}", "types": ["sorcery"], "text": text}


@pytest.mark.parametrize("life, rounding, left, rules", [
    (20, "up", 10, {"104.1"}),
    (9, "up", 4, {"104.1"}),
    (9, "down", 5, {"104.1"}),
    (1, "up", 0, {"104.1"}),
])
def test_you_lose_half_your_life(life: int, rounding: str, left: int, rules: set[str]) -> None:
    state, actions = build_state(
        alice={"life": life, "hand": [_sorcery(f"You lose half your life, rounded {rounding}.")]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Halving", "by": "Alice"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == left
    assert rules <= cited_rules(state)


def test_half_of_a_life_total_below_0_is_0() -> None:
    state, actions = build_state(
        alice={"life": 3, "hand": [_sorcery("You lose 5 life. You lose half your life, rounded up.")]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Halving", "by": "Alice"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == -2  # 3 - 5; then half of 0 (104.2)
    assert {"104.1", "104.2", "420.5a"} <= cited_rules(state)


def test_target_player_loses_half_his_or_her_life() -> None:
    state, actions = build_state(
        alice={"hand": [_sorcery("Target player loses half his or her life, rounded up.")]},
        bob={"life": 7}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Halving", "by": "Alice", "targets": ["Bob"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 3)


def test_ebonblade_reaper_runs_whole() -> None:
    reaper = card_pool()["Ebonblade Reaper"]
    attack, hit = [a for a in reaper.abilities if isinstance(a, Triggered)]
    assert (attack.event, hit.event, hit.recipient, hit.combat) == ("attacks", "deals_damage", "player", True)
    assert [i.words for i in (*attack.effect.instructions, *hit.effect.instructions)] == ["half up", "half up"]
