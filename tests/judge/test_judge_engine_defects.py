"""Defects of the engine the verdict reader met, fixed: Manabarbs' "that player" is the player
who tapped the land (406.5); a trigger that targets a spell (Voidmage Apprentice turned face
up) finds it, by name or by default (410.4); "untap up to seven lands" reads; and the
not-run report calls a card ready only when the engine builds it whole."""

from __future__ import annotations

from judge_helpers import build_state, cited_rules, load_script, play_all, scenario_text

from judge import run_scenario
from judge.cards import card_pool


def test_the_converted_cards_run_whole() -> None:
    pool = card_pool()
    for name in ("Manabarbs", "Voidmage Apprentice", "Palinchron", "Great Whale", "Cho-Manno, Revolutionary", "Shelter",
                 "Patrol Hound",
                 "Defiant Vanguard", "Natural Emergence", "Gaea's Might", "Taiga"):
        assert pool[name].runs, name


def test_manabarbs_damages_whoever_taps_the_land() -> None:
    state, actions = build_state(
        in_play=[{"id": "barbs", "card": "Manabarbs", "controller": "Alice"},
                 {"id": "island", "card": "Island", "controller": "Bob"}],
        turn={"active": "Bob", "step": "precombat_main"}, version=2,
        actions=[{"activate": {"source": "island", "ability": 1, "by": "Bob"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 19)
    assert state.player("Bob").mana == {"U": 1}
    assert {"406.5", "410.2"} <= cited_rules(state)


def test_a_face_up_trigger_targets_the_topmost_spell_by_default() -> None:
    state, actions = build_state(
        in_play=[{"id": "vm", "card": "Voidmage Apprentice", "face_down": True, "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Shock", "Giant Growth"]}, version=2,
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["Bob"]}},
                 {"play": {"card": "Giant Growth", "by": "Alice", "targets": ["bears"]}},
                 {"turn_face_up": {"source": "vm"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Giant Growth", "Shock"]
    assert state.player("Bob").life == 18  # Shock resolved; Giant Growth, on top, was countered
    assert state.chars(state.get("bears")).power == 2
    assert any("the default" in e.text and "targeting Giant Growth" in e.text for e in state.events)


def test_a_trigger_can_name_the_spell_it_targets() -> None:
    result = run_scenario(scenario_text(
        in_play=[{"id": "vm", "card": "Voidmage Apprentice", "face_down": True, "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Shock", "Giant Growth"]}, version=2,
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["Bob"]}},
                 {"play": {"card": "Giant Growth", "by": "Alice", "targets": ["bears"]}},
                 {"turn_face_up": {"source": "vm"}}, {"choose": {"targets": ["Shock"]}}, {"resolve": "all"}]))
    out = result.to_json()
    final = out["final"]
    assert {name: p["life"] for name, p in final["players"].items()} == {"Alice": 20, "Bob": 20}
    assert final["players"]["Alice"]["graveyard"] == ["Shock", "Giant Growth"]
    assert [(p["id"], p["power"]) for p in final["in_play"]] == [("vm", 1), ("bears", 5)]
    assert out["illegal"] == []


def test_the_report_lists_as_ready_only_what_the_engine_builds() -> None:
    report = load_script("not_run_report")
    refused = {"name": "Mind Drain", "cost": "2U", "types": ["sorcery"],
               "not_run": ["its controller draws a card"]}  # reads as a line; the card is refused
    assert report._reads("its controller draws a card", refused)
    assert not report._builds(refused)
    fine = {"name": "Salve", "cost": "W", "types": ["instant"], "not_run": ["target player gains 3 life"]}
    assert report._builds(fine)
    creature = {"name": "Barbed", "cost": "2R", "types": ["creature"], "power": 2, "toughness": 2,
                "not_run": ["whenever a player taps a land for mana, this deals 1 damage to that player"]}
    assert report._builds(creature)


def test_defiant_vanguard_destroys_what_it_blocked_after_it_is_gone() -> None:
    out = run_scenario(scenario_text(
        in_play=[{"id": "big", "name": "Rock Giant", "mana_cost": "{4}{R}", "types": ["creature"], "power": 5,
                  "toughness": 7, "controller": "Bob"},
                 {"id": "vanguard", "card": "Defiant Vanguard", "controller": "Alice"}],
        turn={"active": "Bob", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["big"]}, {"block": {"vanguard": "big"}}, {"advance": "postcombat_main"}])).to_json()
    players = out["final"]["players"]
    assert (players["Alice"]["graveyard"], players["Bob"]["graveyard"]) == (["Defiant Vanguard"], ["Rock Giant"])
    assert {p["life"] for p in players.values()} == {20}
    assert out["final"]["in_play"] == []
