"""Trample past a creature blocking several attackers (502.9b, 502.9e): when checking for
assigned lethal damage, the damage other creatures assign to that blocker at the same time
counts, both for the engine's default assignment and for a scenario's told one."""

from __future__ import annotations

from typing import Any

import pytest

from judge_helpers import build_state, cited_rules, event_texts, last_action_illegal, play_all

_WALL = {"id": "w", "name": "Wall", "types": ["creature"], "power": 0, "toughness": 2,
         "abilities": ["this can block any number of creatures"], "controller": "Bob"}
_PLAIN = {"id": "a", "name": "Plain One", "types": ["creature"], "power": 1, "toughness": 1,
          "controller": "Alice"}
_TRAMPLER = {"id": "t", "name": "Trampler", "types": ["creature"], "power": 3, "toughness": 3,
             "abilities": ["trample"], "controller": "Alice"}


def _combat(in_play: list[dict[str, Any]], blocks: dict[str, Any], *told: dict[str, Any]) -> Any:
    attackers = [p["id"] for p in in_play if p["controller"] == "Alice"]
    state, actions = build_state(in_play=in_play, actions=[
        {"attack": attackers}, {"block": blocks}, *told, {"advance": "end_of_combat"}])
    play_all(state, actions)
    return state


@pytest.mark.parametrize("first", ["trampler", "plain"])
def test_the_rules_example_whichever_attacker_comes_first(first: str) -> None:
    """502.9e's example: a 2/2 blocking a 1/1 and a 3/3 trampler; 1 from each kills it, 2 trample over."""
    attackers = [_TRAMPLER, _PLAIN] if first == "trampler" else [_PLAIN, _TRAMPLER]
    wall = {**_WALL, "power": 2}
    state = _combat([*attackers, wall], {"w": ["a", "t"]})
    assert state.player("Bob").life == 18
    assert state.player("Bob").graveyard == ["Wall"]
    assert state.player("Alice").graveyard == ["Plain One"]  # the wall's 2 damage: lethal to the first it blocks
    assert [p.id for p in state.permanents] == ["t"]
    assert {"502.9b", "502.9e", "310.2c", "310.2d"} <= cited_rules(state)
    texts = event_texts(state, "combat_damage")
    assert "Trampler assigns 1 to Wall, 2 to Bob" in texts[0] and "Plain One assigns 1 to Wall" in texts[0]


def test_damage_already_on_the_blocker_and_the_other_attackers_both_count() -> None:
    wall = {**_WALL, "toughness": 4, "damage": 2}
    state = _combat([_TRAMPLER, _PLAIN, wall], {"w": ["t", "a"]})
    assert (state.player("Bob").life, state.player("Bob").graveyard) == (18, ["Wall"])
    assert state.player("Alice").graveyard == []


def test_the_other_attacker_already_deals_lethal_so_everything_tramples_over() -> None:
    bear = {"id": "a", "card": "Grizzly Bears", "controller": "Alice"}
    state = _combat([_TRAMPLER, bear, _WALL], {"w": ["t", "a"]})
    assert (state.player("Bob").life, state.player("Bob").graveyard) == (17, ["Wall"])
    assert "Trampler assigns 3 to Bob" in event_texts(state, "combat_damage")[0]


def test_a_second_blocker_of_the_trampler_still_gets_lethal_first() -> None:
    bears = {"id": "b", "card": "Grizzly Bears", "controller": "Bob"}
    big = {**_TRAMPLER, "power": 5, "toughness": 5}
    state = _combat([big, _PLAIN, _WALL, bears], {"w": ["t", "a"], "b": "t"})
    # Wall needs 1 more after the 1/1's damage, the Bears 2; 2 trample over
    assert state.player("Bob").life == 18
    assert sorted(state.player("Bob").graveyard) == ["Grizzly Bears", "Wall"]
    assert state.player("Alice").graveyard == []


def test_a_told_assignment_counting_the_other_attackers_damage_is_legal() -> None:
    state = _combat([_TRAMPLER, _PLAIN, _WALL], {"w": ["t", "a"]}, {"assign": {"t": {"w": 1, "Bob": 2}}})
    assert (state.player("Bob").life, state.player("Bob").graveyard) == (18, ["Wall"])
    assert {"310.2", "502.9b", "502.9e"} <= cited_rules(state)


def test_a_told_assignment_the_other_attackers_damage_does_not_make_lethal_is_illegal() -> None:
    err = last_action_illegal(in_play=[_TRAMPLER, _PLAIN, _WALL], actions=[
        {"attack": ["t", "a"]}, {"block": {"w": ["t", "a"]}}, {"assign": {"t": {"Bob": 3}}}])
    assert str(err) == ("Trampler can assign damage to Bob only after lethal damage to all its blockers; "
                        "Wall would not be assigned lethal damage")
    assert [str(r) for r in err.rules] == ["502.9b"]


def test_two_tramplers_may_share_the_lethal_damage() -> None:
    second = {**_TRAMPLER, "id": "u", "name": "Second Trampler", "power": 2, "toughness": 2}
    state = _combat([_TRAMPLER, second, _WALL], {"w": ["t", "u"]},
                    {"assign": {"t": {"w": 1, "Bob": 2}, "u": {"w": 1, "Bob": 1}}})
    assert (state.player("Bob").life, state.player("Bob").graveyard) == (17, ["Wall"])
