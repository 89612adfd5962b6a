"""Turn structure, priority and passing, mana burn, cleanup, drawing (300-314, 408)."""

from __future__ import annotations

import pytest

from judge.errors import IllegalActionError
from kb.model import parse_rule_number as R

from judge_helpers import build_state, cited_rules, play_all


def test_pass_with_empty_stack_ends_the_step() -> None:
    state, actions = build_state(turn={"step": "upkeep"}, alice={"library": 5}, actions=[{"pass": True}])
    play_all(state, actions)
    assert state.step == "draw" and state.player("Alice").hand == ["Card"]
    assert len(state.player("Alice").library) == 4
    assert {"300.2", "408.1c", "304.1"} <= cited_rules(state)


def test_pass_with_a_nonempty_stack_resolves_the_top_object_only() -> None:
    state, actions = build_state(alice={"hand": ["Shock", "Lightning Bolt"]},
                                 actions=[{"play": {"card": "Shock", "targets": ["Bob"]}},
                                          {"play": {"card": "Lightning Bolt", "targets": ["Bob"]}}, {"pass": True}])
    play_all(state, actions)
    assert state.player("Bob").life == 17 and [o.name for o in state.stack] == ["Shock"]
    assert state.step == "precombat_main" and state.priority == 0


def test_mana_burn_when_a_phase_ends_300_3() -> None:
    state, actions = build_state(alice={"mana_pool": "{R}{R}"}, bob={"mana_pool": "{G}"},
                                 actions=[{"advance": "beginning_of_combat"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (18, 19)
    burn = [e for e in state.events if e.kind == "mana_burn"]
    assert len(burn) == 2 and burn[0].rules == (R("300.3"), R("408.2g"))


def test_mana_stays_between_steps_of_one_phase() -> None:
    state, actions = build_state(turn={"step": "upkeep"}, alice={"mana_pool": "{G}"}, actions=[{"pass": True}])
    play_all(state, actions)
    assert state.player("Alice").mana == {"G": 1} and state.player("Alice").life == 20


def test_advance_to_next_turn_untaps_and_switches_the_active_player() -> None:
    state, actions = build_state(in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob", "tapped": True},
                                          {"id": "bears", "card": "Grizzly Bears", "controller": "Alice",
                                           "tapped": True}],
                                 turn={"number": 4}, actions=[{"advance": "next_turn"}])
    play_all(state, actions)
    assert (state.turn_number, state.active_player.name, state.step) == (5, "Bob", "upkeep")
    assert state.get("giant").tapped is False and state.get("bears").tapped is True
    assert "302.2" in cited_rules(state)


def test_advance_backwards_is_illegal() -> None:
    state, actions = build_state(turn={"step": "postcombat_main"}, actions=[{"advance": "upkeep"}])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[0])
    assert err.value.rules == (R("300.1"),)


def test_cleanup_discards_to_seven_and_removes_damage() -> None:
    hand = ["Forest"] * 9
    state, actions = build_state(alice={"hand": hand},
                                 in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Alice", "damage": 2}],
                                 actions=[{"effect": {"pump": "+2/+2", "to": "giant"}}, {"advance": "next_turn"}])
    play_all(state, actions)
    assert len(state.player("Alice").hand) == 7 and state.player("Alice").graveyard == ["Forest", "Forest"]
    assert state.get("giant").damage == 0 and state.power_toughness("giant") == (3, 3)
    assert {"314.1", "314.2"} <= cited_rules(state)


def test_cleanup_gives_priority_when_state_based_effects_wait_314_3() -> None:
    state, actions = build_state(
        in_play=[{"id": "merfolk", "card": "Merfolk of the Pearl Trident", "controller": "Alice"}],
        turn={"step": "end_of_turn"}, actions=[{"effect": {"pump": "+2/+2", "to": "merfolk"}},
                                               {"effect": {"counters": {"-1/-1": 2}, "to": "merfolk"}},
                                               {"pass": True}])
    play_all(state, actions)
    assert state.step == "cleanup" and state.find("merfolk") is None
    assert {"314.2", "314.3", "420.5b"} <= cited_rules(state)


def test_cleanup_without_anything_waiting_gives_no_priority() -> None:
    state, actions = build_state(turn={"step": "end_of_turn"}, actions=[{"pass": True}])
    play_all(state, actions)
    assert (state.step, state.turn_number) == ("upkeep", 3)


def test_draw_action_from_an_empty_library_loses_the_game() -> None:
    state, actions = build_state(bob={"library": 1}, actions=[{"draw": {"player": "Bob", "count": 2}}])
    play_all(state, actions)
    assert state.result == "won:Alice" and state.player("Bob").hand == ["Card"]
    assert {"102.2", "420.5g"} <= cited_rules(state)


def test_library_as_card_names_is_drawn_top_first() -> None:
    state, actions = build_state(alice={"library": ["Shock", "Forest"]}, turn={"step": "upkeep"},
                                 actions=[{"pass": True}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Shock"] and list(state.player("Alice").library) == ["Forest"]


def test_actions_after_the_game_ended_are_illegal_102_3() -> None:
    state, actions = build_state(bob={"life": 0}, alice={"hand": ["Shock"]},
                                 actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}])
    assert state.result == "won:Alice"
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[0])
    assert err.value.rules == (R("102.3"),)


def test_first_step_events_carry_turn_and_step() -> None:
    state, actions = build_state(turn={"number": 7, "step": "beginning_of_combat"}, actions=[{"pass": True}])
    play_all(state, actions)
    step_event = [e for e in state.events if e.kind == "step"][0]
    assert (step_event.turn, step_event.step, step_event.rules) == (7, "declare_attackers", (R("306.1"), R("308.1")))


def test_another_cleanup_step_follows_one_with_priority_314_3() -> None:
    state, actions = build_state(
        in_play=[{"id": "merfolk", "card": "Merfolk of the Pearl Trident", "controller": "Alice"}],
        turn={"step": "end_of_turn"}, actions=[{"effect": {"pump": "+2/+2", "to": "merfolk"}},
                                               {"effect": {"counters": {"-1/-1": 2}, "to": "merfolk"}},
                                               {"pass": True}, {"pass": True}])
    play_all(state, actions)
    cleanups = [e for e in state.events if e.kind == "step" and e.step == "cleanup"]
    assert len(cleanups) == 2 and (state.step, state.turn_number) == ("upkeep", 3)


def _hatchery(ident: str, name: str, controller: str) -> dict[str, object]:
    return {"id": ident, "name": name, "mana_cost": "{3}{G}", "types": ["creature"], "power": 0, "toughness": 4,
            "abilities": ["whenever another creature comes into play, you may put a 1/1 colorless Myr creature "
                          "token into play"], "controller": controller}


@pytest.mark.parametrize(("numbers", "myr", "rule"), [([], 39, "421.2"), ([2], 41, "421.2")])
def test_a_loop_with_may_repeats_as_many_more_times_as_its_player_says_421_2(
        numbers: list[int], myr: int, rule: str) -> None:
    state, actions = build_state(version=2, in_play=[_hatchery("h", "Willing Hatchery", "Alice")],
                                 alice={"hand": ["Grizzly Bears"]},
                                 actions=[{"play": "Grizzly Bears"}, {"resolve": "all"}]
                                 + [{"choose": {"number": n}} for n in numbers])
    state.apply(actions[0])
    state.apply(actions[1], [a.choice for a in actions[2:] if a.choice is not None])
    assert sum(1 for p in state.permanents if p.card.name == "Myr") == myr
    assert not state.stack and not state.ended
    loop = [e for e in state.events if e.kind == "loop"]
    assert len(loop) == 1 and R(rule) in loop[0].rules and loop[0].default == (not numbers)


def test_both_players_loop_goes_on_to_the_higher_number_421_5() -> None:
    state, actions = build_state(version=2, in_play=[_hatchery("h", "Willing Hatchery", "Alice"),
                                                     _hatchery("e", "Eager Hatchery", "Bob")],
                                 alice={"hand": ["Grizzly Bears"]},
                                 actions=[{"play": "Grizzly Bears"}, {"resolve": "all"},
                                          {"choose": {"number": 2}}, {"choose": {"number": 3}}])
    state.apply(actions[0])
    state.apply(actions[1], [a.choice for a in actions[2:] if a.choice is not None])
    assert sum(1 for p in state.permanents if p.card.name == "Myr") == 42
    assert not state.stack
    assert [str(r) for r in next(e for e in state.events if e.kind == "loop").rules] == ["421.1", "421.5"]
