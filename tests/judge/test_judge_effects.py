"""State-based effects (420), layers (418.5), replacement and prevention (419), triggered
abilities (410) and local enchantments (212.4)."""

from __future__ import annotations

from judge import turn
from judge.cards import card_named
from judge.stack import put_into_play
from kb.model import parse_rule_number as R

from judge_helpers import build_state, cited_rules, play_all


# -- state-based effects ----------------------------------------------------------------


def test_state_based_effects_are_one_event_420_3() -> None:
    state, _ = build_state(bob={"life": 0},
                           in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "damage": 2},
                                    {"id": "wall", "card": "Wall of Stone", "controller": "Bob",
                                     "counters": {"-1/-1": 8}}])
    sbe = [e for e in state.events if e.kind == "state_based"]
    assert len(sbe) == 1
    assert sbe[0].rules == (R("408.2c"), R("420.3"), R("420.5"), R("420.5a"), R("420.5b"), R("420.5c"))
    assert state.result == "won:Alice"
    assert state.player("Alice").graveyard == ["Grizzly Bears"] and state.player("Bob").graveyard == ["Wall of Stone"]


def test_toughness_zero_cannot_be_regenerated_420_5b() -> None:
    state, actions = build_state(
        in_play=[{"id": "boa", "card": "River Boa", "controller": "Alice"}],
        actions=[{"activate": {"source": "boa"}}, {"pass": True}, {"effect": {"counters": {"-1/-1": 1}, "to": "boa"}}])
    play_all(state, actions)
    assert state.find("boa") is None and "420.5b" in cited_rules(state)


def test_lethal_damage_is_replaced_by_regeneration_419_6b() -> None:
    state, actions = build_state(
        in_play=[{"id": "boa", "card": "River Boa", "controller": "Alice"}],
        actions=[{"activate": {"source": "boa"}}, {"pass": True}, {"effect": {"damage": 5, "to": "boa"}}])
    play_all(state, actions)
    boa = state.get("boa")
    assert (boa.damage, boa.tapped, boa.regeneration) == (0, True, 0)
    assert {"420.5c", "419.6b"} <= cited_rules(state)


def test_legend_rule_keeps_the_oldest_420_5e() -> None:
    legend = {"name": "Old Hero", "types": ["creature"], "supertypes": ["legendary"], "power": 1, "toughness": 1}
    state, _ = build_state(in_play=[{"id": "a", "controller": "Alice", **legend},
                                    {"id": "b", "controller": "Bob", **legend}])
    assert [p.id for p in state.permanents] == ["a"] and "420.5e" in cited_rules(state)


def test_local_enchantment_on_nothing_goes_to_the_graveyard_212_4f() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "str", "card": "Giant Strength", "controller": "Alice", "attached_to": "bears"}],
        actions=[{"effect": {"destroy": True, "to": "bears"}}])
    assert state.power_toughness("bears") == (4, 4)
    play_all(state, actions)
    assert state.permanents == [] and state.player("Alice").graveyard == ["Giant Strength"]
    assert {"420.5d", "212.4f"} <= cited_rules(state)


def test_enchantment_with_protection_quality_falls_off_502_7c() -> None:
    state, _ = build_state(
        in_play=[{"id": "knight", "card": "Black Knight", "controller": "Bob"},
                 {"id": "str", "card": "Holy Strength", "controller": "Alice", "attached_to": "knight"}])
    assert state.find("str") is None and "420.5d" in cited_rules(state)


# -- layers and timestamps -------------------------------------------------------------


def test_switch_example_of_418_5i() -> None:
    turtle = {"id": "t", "name": "Turtle", "types": ["creature"], "power": 1, "toughness": 3, "controller": "Alice"}
    state, actions = build_state(in_play=[turtle], alice={"hand": ["About Face"]},
                                 actions=[{"effect": {"pump": "+0/+1", "to": "t"}},
                                          {"play": {"card": "About Face", "targets": ["t"]}}, {"pass": True},
                                          {"effect": {"pump": "+5/+0", "to": "t"}}])
    play_all(state, actions[:3])
    assert state.power_toughness("t") == (4, 1)
    state.apply(actions[3])
    assert state.power_toughness("t") == (9, 1)
    assert "418.5i" in cited_rules(state)


def test_static_effects_apply_in_timestamp_order_with_counters() -> None:
    state, _ = build_state(in_play=[{"id": "anthem", "card": "Glorious Anthem", "controller": "Alice"},
                                    {"id": "crusade", "card": "Crusade", "controller": "Bob"},
                                    {"id": "knight", "card": "White Knight", "controller": "Alice",
                                     "counters": {"+1/+1": 2}},
                                    {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}])
    assert state.power_toughness("knight") == (6, 6)
    assert state.power_toughness("bears") == (2, 2)


def test_lord_of_atlantis_grants_islandwalk_to_other_merfolk_only() -> None:
    state, _ = build_state(in_play=[{"id": "lord", "card": "Lord of Atlantis", "controller": "Alice"},
                                    {"id": "m", "card": "Merfolk of the Pearl Trident", "controller": "Bob"}])
    assert state.chars("m").keyword_texts() == ["islandwalk"] and state.power_toughness("m") == (2, 2)
    assert state.chars("lord").keyword_texts() == [] and state.power_toughness("lord") == (2, 2)


def test_until_end_of_turn_effects_end_in_cleanup() -> None:
    state, actions = build_state(in_play=[{"id": "b", "card": "Grizzly Bears", "controller": "Alice"}],
                                 alice={"hand": ["Giant Growth"]},
                                 actions=[{"play": {"card": "Giant Growth", "targets": ["b"]}}, {"pass": True},
                                          {"advance": "next_turn"}])
    play_all(state, actions[:2])
    assert state.power_toughness("b") == (5, 5)
    state.apply(actions[2])
    assert state.power_toughness("b") == (2, 2) and state.effects == []


# -- replacement and prevention ----------------------------------------------------------


def test_two_furnaces_apply_once_each_419_6a() -> None:
    state, actions = build_state(in_play=[{"id": "f1", "card": "Furnace of Rath", "controller": "Alice"},
                                          {"id": "f2", "card": "Furnace of Rath", "controller": "Bob"}],
                                 alice={"hand": ["Shock"]}, actions=[{"play": {"card": "Shock", "targets": ["Bob"]}},
                                                                     {"pass": True}])
    play_all(state, actions)
    assert state.player("Bob").life == 12
    damage = [e for e in state.events if e.kind == "damage"][0]
    assert damage.rules == (R("413.2b"), R("419.1a"), R("419.6"), R("419.6a"), R("419.9"), R("419.9a"))


def test_prevention_shield_applies_before_doubling_419_9a() -> None:
    state, actions = build_state(in_play=[{"id": "f", "card": "Furnace of Rath", "controller": "Alice"}],
                                 alice={"hand": ["Lightning Bolt"]}, bob={"hand": ["Healing Salve"]},
                                 actions=[{"play": {"card": "Healing Salve", "mode": 2, "targets": ["Bob"],
                                                    "by": "Bob"}},
                                          {"pass": True},
                                          {"play": {"card": "Lightning Bolt", "targets": ["Bob"], "by": "Alice"}},
                                          {"pass": True}])
    play_all(state, actions)
    assert state.player("Bob").life == 20  # the shield prevents all 3 before the Furnace doubles nothing
    assert "419.7b" in cited_rules(state)


def test_shield_remainder_is_used_up_by_later_damage_419_7b() -> None:
    state, actions = build_state(bob={"hand": ["Healing Salve"]},
                                 actions=[{"play": {"card": "Healing Salve", "mode": 2, "targets": ["Alice"]}},
                                          {"pass": True}, {"effect": {"damage": 2, "to": "Alice"}},
                                          {"effect": {"damage": 2, "to": "Alice"}}])
    play_all(state, actions)
    assert state.player("Alice").life == 19


def test_protection_prevents_damage_from_its_quality_502_7e() -> None:
    state, actions = build_state(in_play=[{"id": "k", "card": "White Knight", "controller": "Alice"}],
                                 actions=[{"effect": {"damage": 5, "to": "k", "source_color": "black"}},
                                          {"effect": {"damage": 1, "to": "k", "source_color": "red"}}])
    play_all(state, actions)
    assert state.get("k").damage == 1 and "502.7e" in cited_rules(state)


def test_fog_prevents_combat_damage_but_not_other_damage() -> None:
    state, actions = build_state(in_play=[{"id": "w", "card": "Craw Wurm", "controller": "Alice"}],
                                 bob={"hand": ["Fog"]},
                                 actions=[{"attack": ["w"]}, {"play": {"card": "Fog"}}, {"pass": True},
                                          {"advance": "end_of_combat"}, {"effect": {"damage": 2, "to": "Bob"}}])
    play_all(state, actions)
    assert state.player("Bob").life == 18 and "419.7a" in cited_rules(state)


def test_terror_ignores_a_regeneration_shield() -> None:
    state, actions = build_state(in_play=[{"id": "boa", "card": "River Boa", "controller": "Bob"}],
                                 alice={"hand": ["Terror"]},
                                 actions=[{"play": {"card": "Terror", "targets": ["boa"]}},
                                          {"activate": {"source": "boa"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.find("boa") is None and state.player("Bob").graveyard == ["River Boa"]


def test_regeneration_removes_the_creature_from_combat_306_2() -> None:
    state, actions = build_state(
        in_play=[{"id": "w", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "boa", "card": "River Boa", "controller": "Bob"}],
        actions=[{"attack": ["w"]}, {"block": {"boa": "w"}}, {"activate": {"source": "boa"}}, {"pass": True},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.get("boa").tapped and state.get("boa").damage == 0 and state.get("w").damage == 2
    assert {"306.2", "419.6b"} <= cited_rules(state)


# -- triggered abilities ------------------------------------------------------------------


def test_end_of_turn_triggers_go_on_the_stack_apnap_410_3() -> None:
    state, actions = build_state(in_play=[{"id": "pa", "card": "Pestilence", "controller": "Alice"},
                                          {"id": "pb", "card": "Pestilence", "controller": "Bob"}],
                                 turn={"step": "postcombat_main"}, actions=[{"advance": "end_of_turn"}])
    play_all(state, actions)
    assert [o.controller for o in state.stack] == ["Alice", "Bob"]
    assert {"410.3", "313.1", "410.8"} <= cited_rules(state)


def test_intervening_if_is_checked_again_on_resolution_410_8() -> None:
    state, actions = build_state(in_play=[{"id": "p", "card": "Pestilence", "controller": "Alice"}],
                                 turn={"step": "postcombat_main"}, actions=[{"advance": "end_of_turn"}])
    play_all(state, actions)
    assert len(state.stack) == 1
    put_into_play(state, card_named("Grizzly Bears"), "Alice", "Alice")
    turn.pass_once(state)
    assert state.find("p") is not None
    assert state.events[-1].text.endswith("does nothing: its condition is no longer true.")
    assert state.events[-1].rules == (R("410.8"), R("404.3"))


def test_comes_into_play_trigger_410_10a() -> None:
    state, actions = build_state(alice={"hand": ["Venerable Monk"]},
                                 actions=[{"play": {"card": "Venerable Monk"}}, {"pass": True}])
    play_all(state, actions)
    assert [o.name for o in state.stack] == ["Venerable Monk's triggered ability"]
    assert "410.10a" in cited_rules(state)
    state.apply(actions[1])
    assert state.player("Alice").life == 22 and not state.stack


def test_leaves_play_trigger_410_10c() -> None:
    state, actions = build_state(
        in_play=[{"id": "x", "name": "Martyr", "types": ["creature"], "power": 1, "toughness": 1,
                  "abilities": ["when this is put into a graveyard from play, you gain 2 life"],
                  "controller": "Alice"}],
        actions=[{"effect": {"destroy": True, "to": "x"}}, {"pass": True}])
    play_all(state, actions)
    assert state.player("Alice").life == 22 and "410.10c" in cited_rules(state)


def test_reword_changes_words_of_their_kind_but_not_names_418_6a() -> None:
    from judge.abilities import Keyword, parse_ability, reword, reword_ability

    assert reword("Swampwalk; other Zombie get +1/+1", "swamp", "island", "Zombie Master") == \
        "Islandwalk; other Zombie get +1/+1"
    assert reword("Mountain Goat has mountainwalk", "Mountain", "Forest", "Mountain Goat") == \
        "Mountain Goat has forestwalk"
    assert reword_ability(parse_ability("protection from white"), "white", "red") == Keyword("protection", "red")
    ability = parse_ability("other Merfolk have islandwalk")
    assert reword_ability(ability, "Goblin", "Elf") is ability  # no such word: unchanged
