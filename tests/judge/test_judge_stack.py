"""Playing spells and abilities: timing, priority, targets, costs, resolution, countering
(212, 403, 406, 408, 409, 411, 413, 414, 415)."""

from __future__ import annotations

import pytest

from judge.errors import AmbiguousActionError, IllegalActionError
from kb.model import parse_rule_number as R

from judge_helpers import build_state, cited_rules, last_action_illegal, play_all


def test_sorcery_cannot_be_played_while_stack_nonempty() -> None:
    error = last_action_illegal(alice={"hand": ["Shock", "Lava Axe"]},
                     actions=[{"play": {"card": "Shock", "targets": ["Bob"]}},
                              {"play": {"card": "Lava Axe", "targets": ["Bob"]}}])
    assert R("408.1d") in error.rules and R("212.7a") in error.rules


def test_sorcery_cannot_be_played_in_the_opponents_turn() -> None:
    error = last_action_illegal(bob={"hand": ["Lava Axe"]}, actions=[{"play": {"card": "Lava Axe", "targets": ["Alice"]}}])
    assert R("408.1d") in error.rules


def test_creature_spell_outside_a_main_phase_is_illegal() -> None:
    error = last_action_illegal(alice={"hand": ["Grizzly Bears"]}, turn={"step": "upkeep"},
                     actions=[{"play": {"card": "Grizzly Bears"}}])
    assert error.rules == (R("408.1d"), R("212.3a"), R("408.1a"))


def test_instant_in_the_opponents_turn_is_legal() -> None:
    state, actions = build_state(bob={"hand": ["Lightning Bolt"]},
                                 actions=[{"play": {"card": "Lightning Bolt", "targets": ["Alice"]}}, {"pass": True}])
    play_all(state, actions)
    assert state.player("Alice").life == 17 and state.player("Bob").graveyard == ["Lightning Bolt"]


def test_last_in_first_out() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Giant Growth"]}, bob={"hand": ["Shock"]},
        actions=[{"play": {"card": "Giant Growth", "targets": ["bears"]}},
                 {"play": {"card": "Shock", "targets": ["bears"], "by": "Bob"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.find("bears") is None
    assert state.player("Alice").graveyard == ["Grizzly Bears", "Giant Growth"]
    assert {"413.2a", "414.1"} <= cited_rules(state)


def test_spell_with_an_illegal_target_is_countered_on_resolution_413_2a() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Shock"]}, bob={"hand": ["Unsummon"]},
        actions=[{"play": {"card": "Shock", "targets": ["bears"]}},
                 {"play": {"card": "Unsummon", "targets": ["bears"]}}, {"resolve": "all"}])
    play_all(state, actions)
    countered = [e for e in state.events if e.kind == "counter"]
    assert countered and countered[0].rules == (R("413.2a"), R("414.1"), R("401.7"))
    assert state.player("Bob").hand == ["Grizzly Bears"] and state.player("Alice").graveyard == ["Shock"]


def test_counterspell_counters_a_spell_414_1() -> None:
    state, actions = build_state(alice={"hand": ["Lava Axe"]}, bob={"hand": ["Counterspell"]},
                                 actions=[{"play": {"card": "Lava Axe", "targets": ["Bob"]}},
                                          {"play": {"card": "Counterspell", "targets": ["Lava Axe"]}},
                                          {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").life == 20 and state.player("Alice").graveyard == ["Lava Axe"]
    assert "414.1" in cited_rules(state) and not state.stack


def test_counterspell_needs_a_spell_target() -> None:
    error = last_action_illegal(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                     bob={"hand": ["Counterspell"]}, actions=[{"play": {"card": "Counterspell", "targets": ["bears"]}}])
    assert R("409.1c") in error.rules


def test_targets_are_checked_on_announcement_terror_black_creature() -> None:
    error = last_action_illegal(in_play=[{"id": "legion", "card": "Severed Legion", "controller": "Bob"}],
                     alice={"hand": ["Terror"]}, actions=[{"play": {"card": "Terror", "targets": ["legion"]}}])
    assert error.rules == (R("409.1c"), R("415.5"))


def test_protection_stops_targeting_502_7b() -> None:
    error = last_action_illegal(in_play=[{"id": "knight", "card": "White Knight", "controller": "Bob"}],
                     alice={"hand": ["Terror"]}, actions=[{"play": {"card": "Terror", "targets": ["knight"]}}])
    assert R("502.7b") in error.rules


def test_wrong_number_of_targets() -> None:
    error = last_action_illegal(alice={"hand": ["Shock"]}, actions=[{"play": {"card": "Shock"}}])
    assert error.rules == (R("409.1c"),)


def test_modal_spell_needs_a_mode() -> None:
    state, actions = build_state(alice={"hand": ["Healing Salve"]},
                                 actions=[{"play": {"card": "Healing Salve", "targets": ["Alice"]}}])
    with pytest.raises(AmbiguousActionError) as err:
        state.apply(actions[0])
    assert err.value.rules == (R("409.1b"),)


def test_card_not_in_hand() -> None:
    error = last_action_illegal(actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}])
    assert R("409.1a") in error.rules


def test_tap_ability_of_a_summoning_sick_creature_403_4() -> None:
    error = last_action_illegal(in_play=[{"id": "pro", "card": "Prodigal Sorcerer", "controller": "Alice", "sick": True}],
                     actions=[{"activate": {"source": "pro", "targets": ["Bob"]}}])
    assert error.rules == (R("403.4"), R("212.3d"))


def test_tapped_permanent_cannot_pay_tap_cost() -> None:
    error = last_action_illegal(in_play=[{"id": "pro", "card": "Prodigal Sorcerer", "controller": "Alice", "tapped": True}],
                     actions=[{"activate": {"source": "pro", "targets": ["Bob"]}}])
    assert R("104.4") in error.rules


def test_only_the_controller_plays_an_activated_ability_403_2() -> None:
    error = last_action_illegal(in_play=[{"id": "pro", "card": "Prodigal Sorcerer", "controller": "Alice"}],
                     actions=[{"activate": {"source": "pro", "targets": ["Alice"], "by": "Bob"}}])
    assert error.rules == (R("403.2"),)


def test_mana_ability_does_not_use_the_stack_406_4() -> None:
    state, actions = build_state(in_play=[{"id": "forest", "card": "Forest", "controller": "Alice"}],
                                 actions=[{"activate": {"source": "forest"}}])
    play_all(state, actions)
    assert state.player("Alice").mana == {"G": 1} and not state.stack
    assert {"406.4", "411.1", "408.2e"} <= cited_rules(state)


def test_activated_ability_can_be_named_by_its_text() -> None:
    state, actions = build_state(in_play=[{"id": "dragon", "card": "Shivan Dragon", "controller": "Alice"}],
                                 actions=[{"activate": {"source": "dragon", "ability": "{R}: this gets +1/+0 until end of turn"}},
                                          {"pass": True}])
    play_all(state, actions)
    assert state.power_toughness("dragon") == (6, 5)


def test_land_is_a_special_action_once_per_turn() -> None:
    state, actions = build_state(alice={"hand": ["Forest", "Island"]},
                                 actions=[{"play": {"card": "Forest"}}, {"play": {"card": "Island"}}])
    state.apply(actions[0])
    assert [p.card.name for p in state.permanents] == ["Forest"] and not state.stack
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[1])
    assert err.value.rules == (R("212.6b"),)


def test_land_needs_an_empty_stack() -> None:
    error = last_action_illegal(alice={"hand": ["Shock", "Forest"]},
                     actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}, {"play": {"card": "Forest"}}])
    assert R("408.2d") in error.rules


def test_enforced_costs_tap_lands_and_fail_without_mana() -> None:
    state, actions = build_state(enforce_costs=True,
                                 in_play=[{"id": "mountain", "card": "Mountain", "controller": "Alice"}],
                                 alice={"hand": ["Lightning Bolt", "Shock"]},
                                 actions=[{"play": {"card": "Lightning Bolt", "targets": ["Bob"]}},
                                          {"play": {"card": "Shock", "targets": ["Bob"]}}])
    state.apply(actions[0])
    assert state.get("mountain").tapped
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[1])
    assert err.value.rules == (R("409.1h"),)


def test_enforced_costs_use_the_mana_pool_first() -> None:
    state, actions = build_state(enforce_costs=True, alice={"hand": ["Lava Axe"], "mana_pool": "{4}{R}{R}"},
                                 actions=[{"play": {"card": "Lava Axe", "targets": ["Bob"]}}])
    play_all(state, actions)
    assert state.player("Alice").mana == {"R": 1}


def test_illegal_action_leaves_the_state_unchanged_422_1() -> None:
    state, actions = build_state(alice={"hand": ["Grizzly Bears"]}, turn={"step": "upkeep"},
                                 actions=[{"play": {"card": "Grizzly Bears"}}])
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        state.apply(actions[0])
    assert state.to_json() == before


def test_undo_takes_back_the_last_action() -> None:
    state, actions = build_state(alice={"hand": ["Shock"]},
                                 actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}, {"pass": True}])
    before = state.to_json()
    play_all(state, actions)
    assert state.player("Bob").life == 18
    state.undo()
    assert len(state.stack) == 1
    state.undo()
    assert state.to_json() == before and state.events == []


def test_the_non_priority_player_acting_means_the_holder_passed() -> None:
    state, actions = build_state(alice={"hand": ["Shock"]}, bob={"hand": ["Giant Growth"]},
                                 in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                 actions=[{"play": {"card": "Shock", "targets": ["bears"]}},
                                          {"play": {"card": "Giant Growth", "targets": ["bears"]}}])
    play_all(state, actions)
    assert [o.name for o in state.stack] == ["Shock", "Giant Growth"] and state.priority == 1


def test_nothing_can_be_played_in_a_cleanup_step_without_priority_314_3() -> None:
    error = last_action_illegal(alice={"hand": ["Shock"]}, turn={"step": "end_of_turn"},
                     actions=[{"advance": "cleanup"}, {"play": {"card": "Shock", "targets": ["Bob"]}}])
    assert error.rules == (R("314.3"), R("408.1d"))


DEFLECTION = {"name": "Deflection", "mana_cost": "{3}{U}", "types": ["instant"],
              "text": "change the target of target spell with a single target"}


def test_deflection_by_default_moves_the_target_to_an_opponent_415_7() -> None:
    state, actions = build_state(
        version=2, in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Lightning Bolt"]}, bob={"hand": [DEFLECTION]},
        actions=[{"play": {"card": "Lightning Bolt", "targets": ["bears"]}},
                 {"play": {"card": "Deflection", "by": "Bob", "targets": ["Lightning Bolt"]}},
                 {"resolve": "all"}])
    play_all(state, actions)
    moved = [e for e in state.events if e.kind == "retarget"]
    assert [e.text for e in moved] == ["Lightning Bolt now targets Alice instead of Grizzly Bears (the default: "
                                       "the first other legal target, an opponent first)."]
    assert moved[0].default and moved[0].rules == (R("413.2b"), R("415.7"))
    assert state.player("Alice").life == 17 and state.get("bears").damage == 0


def test_a_land_tapped_to_pay_a_cost_sets_off_triggered_mana_abilities_411_3() -> None:
    heartbeat = {"id": "hb", "name": "Heartbeat of Spring", "mana_cost": "{2}{G}", "types": ["enchantment"],
                 "controller": "Alice", "abilities": ["whenever a player taps a land for mana, that player adds one "
                                                      "mana to his or her mana pool of any type that land produced"]}
    state, actions = build_state(
        version=2, enforce_costs=True, alice={"hand": ["Giant Growth"]},
        in_play=[heartbeat, {"id": "f", "card": "Forest", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        actions=[{"play": {"card": "Giant Growth", "targets": ["bears"]}}])
    play_all(state, actions)
    assert state.player("Alice").mana == {"G": 1}  # the Forest's {G} paid; the Heartbeat's {G} floats
    assert R("411.3") in next(e for e in state.events if "Heartbeat" in e.text).rules
