"""Rules the engine applies and cites on the events they decide: turn structure (300-314),
abilities (402-407), static abilities as permanents come and go (412, 418.4), Equipment
(212.2, 420.5k, 502.33), enchant worlds (420.5i), snow-covered landwalk (502.6c) and the
"multiple instances are redundant" rules of 502."""

from __future__ import annotations

import pytest

from judge.abilities import Activated, Keyword, parse_ability
from judge.errors import IllegalActionError
from kb.model import parse_rule_number as R

from judge_helpers import build_state, cited_rules, play_all


def _events(state: object, kind: str) -> list[object]:
    return [e for e in state.events if e.kind == kind]  # type: ignore[attr-defined]


BONESPLITTER = {"id": "splitter", "name": "Bonesplitter", "mana_cost": "{1}", "types": ["artifact"],
                "subtypes": ["Equipment"], "abilities": ["equipped creature gets +2/+0", "equip {1}"],
                "controller": "Alice"}


def test_a_main_phase_ends_citing_305_2() -> None:
    state, actions = build_state(actions=[{"pass": True}])
    play_all(state, actions)
    passed = _events(state, "pass")[0]
    assert passed.rules == (R("300.2"), R("305.2"), R("408.1c"))  # type: ignore[attr-defined]
    assert state.step == "beginning_of_combat"


def test_step_events_name_the_phase_rules() -> None:
    state, actions = build_state(actions=[{"advance": "end_of_turn"}])
    play_all(state, actions)
    steps = {e.step: e.rules for e in _events(state, "step")}  # type: ignore[attr-defined]
    assert steps["beginning_of_combat"] == (R("300.1"), R("306.1"), R("307.1"))
    assert steps["end_of_turn"] == (R("300.1"), R("312.1"), R("313.1"))


def test_lone_trigger_cites_408_1f_and_several_cite_410_3() -> None:
    shrine = {"name": "Shrine", "types": ["enchantment"], "controller": "Alice",
              "abilities": ["at end of turn, you gain 1 life"]}
    state, actions = build_state(in_play=[dict(shrine, id="s1")], actions=[{"advance": "end_of_turn"}])
    play_all(state, actions)
    assert _events(state, "trigger")[0].rules[:2] == (R("410.2"), R("408.1f"))  # type: ignore[attr-defined]
    state, actions = build_state(in_play=[dict(shrine, id="s1"), dict(shrine, id="s2")],
                                 actions=[{"advance": "end_of_turn"}])
    play_all(state, actions)
    assert all(R("410.3") in e.rules for e in _events(state, "trigger"))  # type: ignore[attr-defined]


def test_sorcery_speed_ability_is_parsed_and_enforced_403_5() -> None:
    ability = parse_ability("{1}: this gets +1/+1 until end of turn. "
                            "Play this ability only any time you could play a sorcery.")
    assert isinstance(ability, Activated) and ability.sorcery
    golem = {"id": "g", "name": "Golem", "types": ["artifact", "creature"], "power": 2, "toughness": 2,
             "controller": "Alice", "abilities": [ability.text]}
    state, actions = build_state(in_play=[golem], actions=[{"attack": ["g"]},
                                                           {"activate": {"source": "g", "ability": 1}}])
    state.apply(actions[0])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[1])
    assert err.value.rules == (R("403.5"), R("408.1d"), R("408.1a"))


def test_an_ability_on_the_stack_is_not_a_spell_402_5() -> None:
    state, actions = build_state(
        in_play=[{"id": "pf", "card": "Prodigal Sorcerer", "controller": "Alice"}],
        bob={"hand": ["Counterspell"]},
        actions=[{"activate": {"source": "pf", "ability": 1, "targets": ["Bob"]}},
                 {"play": {"card": "Counterspell", "by": "Bob", "targets": ["Prodigal Sorcerer's ability"]}}])
    state.apply(actions[0])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[1])
    assert err.value.rules == (R("402.5"), R("415.5"))


def test_static_abilities_stop_applying_as_their_source_leaves_play() -> None:
    state, actions = build_state(
        in_play=[{"id": "lord", "card": "Lord of Atlantis", "controller": "Alice"},
                 {"id": "m", "card": "Merfolk of the Pearl Trident", "controller": "Alice"}],
        actions=[{"effect": {"destroy": True, "to": "lord"}}])
    play_all(state, actions)
    change = _events(state, "continuous")[0]
    assert change.text == ("The static abilities of Lord of Atlantis stop applying as it leaves play: "  # type: ignore[attr-defined]
                           "Merfolk of the Pearl Trident is now 1/1 and loses islandwalk.")
    assert change.rules == (R("405.1"), R("412.1"), R("418.4"), R("418.4b"), R("407.1"))  # type: ignore[attr-defined]


def test_equip_attaches_with_a_new_timestamp_502_33a() -> None:
    state, actions = build_state(in_play=[BONESPLITTER, {"id": "b", "card": "Grizzly Bears", "controller": "Alice"}],
                                 actions=[{"activate": {"source": "splitter", "ability": 1, "targets": ["b"]}},
                                          {"pass": True}])
    stamp = state.get("splitter").timestamp
    play_all(state, actions)
    assert state.get("splitter").attached_to == "b" and state.get("splitter").timestamp > stamp
    assert state.power_toughness("b") == (4, 2)
    assert {"502.33a", "418.5e", "412.2"} <= cited_rules(state)


def test_equipment_of_a_creature_that_left_play_stays_in_play_420_5k() -> None:
    state, actions = build_state(in_play=[dict(BONESPLITTER, attached_to="b"),
                                          {"id": "b", "card": "Grizzly Bears", "controller": "Alice"}],
                                 actions=[{"effect": {"destroy": True, "to": "b"}}])
    play_all(state, actions)
    assert state.get("splitter").attached_to is None
    sbe = _events(state, "state_based")[-1]
    assert sbe.rules == (R("408.2c"), R("420.3"), R("420.5"), R("420.5k"))  # type: ignore[attr-defined]


def test_only_the_newest_enchant_world_stays_420_5i() -> None:
    world = {"types": ["enchantment"], "subtypes": ["World"], "controller": "Alice"}
    state, _ = build_state(in_play=[dict(world, id="old", name="Old World"), dict(world, id="new", name="New World")])
    assert [p.id for p in state.permanents] == ["new"]
    assert _events(state, "state_based")[0].rules == (R("408.2c"), R("420.3"), R("420.5"), R("420.5i"), R("418.5e"))  # type: ignore[attr-defined]


def test_snow_covered_landwalk_needs_a_snow_covered_land_502_6c() -> None:
    assert parse_ability("snow-covered islandwalk") == Keyword("snow landwalk", "Island")
    lurker = {"id": "l", "name": "Lurker", "types": ["creature"], "power": 2, "toughness": 2,
              "abilities": ["snow-covered islandwalk"], "controller": "Alice"}
    snowy = {"id": "si", "name": "Snow-Covered Island", "types": ["land"], "subtypes": ["Island"],
             "supertypes": ["basic"], "abilities": ["snow-covered"], "controller": "Bob"}
    bears = {"id": "b", "card": "Grizzly Bears", "controller": "Bob"}
    state, actions = build_state(in_play=[lurker, {"id": "i", "card": "Island", "controller": "Bob"}, bears],
                                 actions=[{"attack": ["l"]}, {"block": {"b": "l"}}])
    play_all(state, actions)
    assert state.get("l").blocked
    state, actions = build_state(in_play=[lurker, snowy, bears], actions=[{"attack": ["l"]}, {"block": {"b": "l"}}])
    state.apply(actions[0])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[1])
    assert err.value.rules == (R("502.6c"), R("502.6"), R("502.14"), R("502.14a"), R("309.2a"), R("309.2"))


def test_redundant_flying_is_cited_502_4c() -> None:
    levitation = {"id": "lev", "name": "Levitation", "types": ["enchantment"], "controller": "Alice",
                  "abilities": ["creatures you control have flying"]}
    state, actions = build_state(in_play=[levitation, {"id": "a", "card": "Serra Angel", "controller": "Alice"},
                                          {"id": "b", "card": "Grizzly Bears", "controller": "Bob"}],
                                 actions=[{"attack": ["a"]}, {"block": {"b": "a"}}])
    state.apply(actions[0])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[1])
    assert err.value.rules == (R("502.4a"), R("502.4b"), R("502.4"), R("502.4c"), R("309.2a"), R("309.2"))


def test_tapped_blocker_still_assigns_damage_306_2b() -> None:
    state, actions = build_state(
        in_play=[{"id": "m", "card": "Merfolk of the Pearl Trident", "controller": "Alice"},
                 {"id": "b", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "ra", "card": "Royal Assassin", "controller": "Bob"}],
        actions=[{"attack": ["m", "b"]}, {"block": {"ra": "m"}},
                 {"activate": {"source": "ra", "ability": 1, "targets": ["b"], "by": "Bob"}},
                 {"resolve": "all"}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assigned = [e for e in _events(state, "combat_damage") if "306.2b" in {str(r) for r in e.rules}]  # type: ignore[attr-defined]
    assert len(assigned) == 1
    assert state.find("m") is None and state.find("ra") is None


def test_fading_creature_comes_into_play_tapped_with_fade_counters_502_20a() -> None:
    state, actions = build_state(alice={"hand": ["Skyshroud Behemoth"]},
                                 actions=[{"play": {"card": "Skyshroud Behemoth"}}, {"pass": True}])
    play_all(state, actions)
    behemoth = state.get("skyshroud-behemoth")
    assert (behemoth.tapped, behemoth.counters) == (True, {"fade": 2})
    entered = _events(state, "comes_into_play")[0]
    assert entered.rules == (R("413.2h"), R("410.10e"), R("419.1c"), R("419.1b"), R("502.20a"))  # type: ignore[attr-defined]


def test_fading_sacrifices_when_no_counter_is_left() -> None:
    state, actions = build_state(in_play=[{"id": "b", "card": "Skyshroud Behemoth", "controller": "Bob"}],
                                 actions=[{"advance": "next_turn"}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.find("b") is None and state.player("Bob").graveyard == ["Skyshroud Behemoth"]
    assert R("502.20a") in _events(state, "sacrifice")[0].rules  # type: ignore[attr-defined]


@pytest.mark.parametrize(("graveyard", "flying"), [(6, False), (7, True)])
def test_threshold_text_counts_only_with_seven_cards_502_23a(graveyard: int, flying: bool) -> None:
    roc = {"id": "r", "name": "Roc", "types": ["creature"], "power": 2, "toughness": 2,
           "abilities": ["Threshold - this has flying"], "controller": "Alice"}
    state, _ = build_state(in_play=[roc], alice={"graveyard": ["Forest"] * graveyard})
    assert state.chars("r").has("flying") is flying


def test_bands_with_other_forms_a_band_without_banding_502_11b() -> None:
    wolf = {"name": "Pack Wolf", "types": ["creature"], "subtypes": ["Wolf"], "power": 2, "toughness": 2,
            "abilities": ["bands with other Wolves"], "controller": "Alice"}
    state, actions = build_state(in_play=[dict(wolf, id="w1"), dict(wolf, id="w2"),
                                          {"id": "b", "card": "Grizzly Bears", "controller": "Alice"}],
                                 actions=[{"attack": [["w1", "w2", "b"]]}, {"attack": [["w1", "w2"]]}])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[0])
    assert err.value.rules == (R("308.2b"), R("502.10b"), R("502.11b"))
    state.apply(actions[1])
    assert state.get("w1").band == state.get("w2").band != 0
    assert _events(state, "band")[0].rules == (R("308.2b"), R("502.10"), R("502.10a"), R("502.11"), R("502.11b"))  # type: ignore[attr-defined]


def test_phasing_out_and_in_in_the_untap_step_302_1() -> None:
    djinn = {"id": "d", "name": "Djinn", "types": ["creature"], "power": 4, "toughness": 4,
             "abilities": ["phasing"], "controller": "Alice"}
    state, actions = build_state(in_play=[djinn, {"id": "gs", "card": "Giant Strength", "controller": "Alice",
                                                  "attached_to": "d"}],
                                 actions=[{"advance": "next_turn"}, {"advance": "next_turn"},
                                          {"advance": "next_turn"}, {"advance": "next_turn"}])
    play_all(state, actions[:2])
    assert state.find("d") is None and state.find("gs") is None
    assert [(p.id, indirect) for p, indirect in state.phased_out] == [("d", False), ("gs", True)]
    assert _events(state, "phasing")[0].rules == (R("302.1"), R("502.15"), R("502.15a"), R("502.15b"), R("502.15i"))  # type: ignore[attr-defined]
    stamp = state.phased_out[0][0].timestamp
    play_all(state, actions[2:])
    assert state.get("d").timestamp == stamp and state.get("gs").attached_to == "d"
    assert state.power_toughness("d") == (6, 6) and state.phased_out == []
    state.undo()
    assert state.find("d") is None and len(state.phased_out) == 2
