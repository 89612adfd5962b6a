"""Cards of 2002-2004 added to the built-in pool in session 19 for the combat and damage
questions players ask: each runs in a board as its text says, with exact outcomes."""

from __future__ import annotations

import pytest
from judge_helpers import build_state, cited_rules, play_all

from judge.cards import card_pool

#: The added cards whose every ability the engine runs.
RUN_WHOLE = ("Ridgetop Raptor", "Eager Cadet", "Crossbow Infantry", "Silklash Spider",
             "Phantom Flock", "Gustcloak Harrier", "Mystic Zealot", "Crested Craghorn", "Aven Redeemer",
             "Coast Watcher", "Zombie Brute", "Hundroog", "Enormous Baloth", "Shaleskin Plower", "Blinking Spirit",
             "Lunge", "Rain of Blades", "Marsh Viper", "Swamp Mosquito", "Repercussion",
             "Frontline Strategist", "Soul Collector",
             "Weatherseed Treefolk", "Humble", "Necratog", "Gorilla Titan",  # and Glory Seeker, already in; these four since session 20
             "Vengeful Dead",  # since session 24
             "Akroma's Devoted",  # since session 28
             "Sylvan Safekeeper")  # since session 30 (tests/judge/test_judge_pool_s30.py)
#: The added cards the engine knows but refuses in a scenario, with the text it doesn't run: none since
#: session 30, when Sylvan Safekeeper, the last of them, came to run.
NOT_RUN: tuple[str, ...] = ()


def test_the_added_cards_run_or_say_what_they_dont_run() -> None:
    pool = card_pool()
    assert [name for name in RUN_WHOLE if pool[name].not_run] == []
    assert [name for name in NOT_RUN if not pool[name].not_run] == []
    assert (pool["Ridgetop Raptor"].power, pool["Ridgetop Raptor"].toughness) == (2, 1)
    assert pool["Ridgetop Raptor"].subtypes == ("Beast",)  # the 2003 type line


def test_ridgetop_raptor_kills_its_blocker_before_it_strikes_back() -> None:
    state, actions = build_state(
        in_play=[{"id": "raptor", "card": "Ridgetop Raptor", "controller": "Alice"},
                 {"id": "cadet", "card": "Eager Cadet", "controller": "Bob"}],
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["raptor"]}, {"block": {"cadet": "raptor"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == ["Eager Cadet"]
    assert state.get("raptor").damage == 0
    assert state.player("Bob").life == 20
    assert {"502.28", "502.28a", "310.5", "420.5c"} <= cited_rules(state)


def test_crossbow_infantry_shoots_an_attacker_before_damage() -> None:
    state, actions = build_state(
        in_play=[{"id": "raptor", "card": "Ridgetop Raptor", "controller": "Alice"},
                 {"id": "xbow", "card": "Crossbow Infantry", "controller": "Bob"}],
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["raptor"]}, {"advance": "declare_blockers"},
                 {"activate": {"source": "xbow", "ability": 1, "by": "Bob", "targets": ["raptor"]}},
                 {"resolve": "all"}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Ridgetop Raptor"]
    assert state.player("Bob").life == 20


def test_silklash_spider_sweeps_the_fliers_for_x() -> None:
    state, actions = build_state(
        in_play=[{"id": "spider", "card": "Silklash Spider", "controller": "Bob"},
                 {"id": "watcher", "card": "Coast Watcher", "controller": "Alice"},
                 {"id": "harrier", "card": "Gustcloak Harrier", "controller": "Alice"},
                 {"id": "redeemer", "card": "Aven Redeemer", "controller": "Bob"},
                 {"id": "raptor", "card": "Ridgetop Raptor", "controller": "Alice"}],
        turn={"active": "Bob", "step": "precombat_main"}, version=2,
        actions=[{"activate": {"source": "redeemer", "ability": 1, "by": "Bob", "targets": ["redeemer"]}},
                 {"resolve": "all"},
                 {"activate": {"source": "spider", "ability": 1, "by": "Bob", "x": 2}}, {"resolve": "all"}])
    play_all(state, actions)
    # the Watcher's protection from green prevents the green Spider's damage (502.7e); the Redeemer's
    # own shield prevents its 2 (419.7b); the Harrier is destroyed; the Raptor, no flier, is untouched
    assert state.player("Alice").graveyard == ["Gustcloak Harrier"]
    assert (state.get("watcher").damage, state.get("redeemer").damage, state.get("raptor").damage) == (0, 0, 0)
    assert {"502.7e", "419.7b"} <= cited_rules(state)


@pytest.mark.parametrize("spell, counters", [("Shock", 2), ("Pyroclasm", 2)])
def test_phantom_flock_loses_one_counter_to_each_damage_event(spell: str, counters: int) -> None:
    target = {"targets": ["flock"]} if spell == "Shock" else {}
    state, actions = build_state(
        in_play=[{"id": "flock", "card": "Phantom Flock", "controller": "Bob", "counters": {"+1/+1": 3}}], alice={"hand": [spell]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": spell, "by": "Alice", **target}}, {"resolve": "all"}])
    play_all(state, actions)
    flock = state.get("flock")
    assert (flock.counters.get("+1/+1", 0), flock.damage) == (counters, 0)


def test_blinking_spirit_leaves_its_attacker_blocked() -> None:
    state, actions = build_state(
        in_play=[{"id": "seeker", "card": "Glory Seeker", "controller": "Alice"},
                 {"id": "spirit", "card": "Blinking Spirit", "controller": "Bob"}],
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["seeker"]}, {"block": {"spirit": "seeker"}},
                 {"activate": {"source": "spirit", "ability": 1, "by": "Bob"}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").hand == ["Blinking Spirit"]
    assert state.player("Bob").life == 20  # a blocked creature stays blocked (309.2f); no trample, no damage
    assert state.get("seeker").damage == 0


def test_a_not_run_card_is_refused_with_its_text() -> None:
    from judge import ScenarioError

    with pytest.raises(ScenarioError) as raised:
        # (Vengeful Dead runs since session 24, Noxious Ghoul since session 33: Dead-Iron Sledge in their place)
        build_state(in_play=[{"id": "sledge", "card": "Dead-Iron Sledge", "controller": "Alice"}])
    assert "destroy both creatures at end of combat" in str(raised.value)


def test_lunge_damages_a_creature_and_a_player() -> None:
    state, actions = build_state(
        in_play=[{"id": "cadet", "card": "Eager Cadet", "controller": "Bob"}], alice={"hand": ["Lunge"]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Lunge", "by": "Alice", "targets": ["cadet", "Bob"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Bob").life, state.player("Bob").graveyard) == (18, ["Eager Cadet"])


def test_rain_of_blades_hits_only_the_attacking_creatures() -> None:
    state, actions = build_state(
        in_play=[{"id": "cadet", "card": "Eager Cadet", "controller": "Alice"},
                 {"id": "seeker", "card": "Glory Seeker", "controller": "Alice"},
                 {"id": "home", "card": "Eager Cadet", "controller": "Bob"}], bob={"hand": ["Rain of Blades"]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["cadet", "seeker"]}, {"advance": "declare_blockers"},
                 {"play": {"card": "Rain of Blades", "by": "Bob"}}, {"resolve": "all"}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Eager Cadet"]
    assert state.get("seeker").damage == 1 and state.get("home").damage == 0
    assert state.player("Bob").life == 18  # damage marked on the Seeker leaves its power at 2


def test_fog_stops_marsh_vipers_poison_but_not_swamp_mosquitos() -> None:
    state, actions = build_state(
        in_play=[{"id": "viper", "card": "Marsh Viper", "controller": "Alice"},
                 {"id": "mosquito", "card": "Swamp Mosquito", "controller": "Alice"}], bob={"hand": ["Fog"]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["viper", "mosquito"]}, {"advance": "declare_blockers"}, {"resolve": "all"},
                 {"play": {"card": "Fog", "by": "Bob"}}, {"resolve": "all"}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    # the Viper's damage is prevented (419.1d): it deals none, so nothing triggers; the Mosquito's
    # trigger is on being unblocked, not on damage
    assert (state.player("Bob").poison, state.player("Bob").life) == (1, 20)


def test_marsh_viper_gives_two_poison_counters_and_ten_lose_the_game() -> None:
    state, actions = build_state(
        in_play=[{"id": "viper", "card": "Marsh Viper", "controller": "Alice"}], bob={"poison": 8},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["viper"]}, {"advance": "combat_damage"}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Bob").poison, state.player("Bob").life) == (10, 19)
    assert {"420.5h"} <= cited_rules(state)


def test_sword_of_fire_and_ice_deals_2_and_draws() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "sword", "card": "Sword of Fire and Ice", "controller": "Alice", "attached_to": "bears"},
                 {"id": "cadet", "card": "Eager Cadet", "controller": "Bob"}],
        alice={"library": 5}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["bears"]}, {"advance": "combat_damage"}, {"resolve": "all"}])
    play_all(state, actions)
    # the 4/4 deals 4 to Bob; the trigger's 2 damage goes to the default target, an opponent's
    # permanent first (410.4): the Cadet; then Alice draws
    assert (state.player("Bob").life, state.player("Bob").graveyard) == (16, ["Eager Cadet"])
    assert len(state.player("Alice").hand) == 1
    assert {"410.2", "410.4", "413.2b"} <= cited_rules(state)


def test_frontline_strategist_spares_soldiers_only() -> None:
    state, actions = build_state(
        in_play=[{"id": "seeker", "card": "Glory Seeker", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "strat", "card": "Frontline Strategist", "controller": "Bob", "face_down": True}],
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["seeker", "bears"]}, {"advance": "declare_blockers"},
                 {"turn_face_up": {"source": "strat", "by": "Bob"}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 18  # the Soldier's 2 is dealt; the Bears' 2 is prevented (419.1d)


def _has(state: object, perm_id: str, keyword: str) -> bool:
    return state.chars(perm_id).has(keyword)  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize("lands, flies", [(["Island"], True), (["Plains"], False), ([], False)])
def test_wonder_works_from_its_owners_graveyard_with_an_island(lands: list[str], flies: bool) -> None:
    state, _ = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                 *({"id": f"land{i}", "card": land, "controller": "Alice"} for i, land in enumerate(lands))],
        alice={"graveyard": ["Wonder"]}, version=2)
    assert (_has(state, "bears", "flying"), _has(state, "giant", "flying")) == (flies, False)


def test_wonder_in_play_gives_nothing_but_its_own_flying() -> None:
    state, _ = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "wonder", "card": "Wonder", "controller": "Alice"},
                 {"id": "island", "card": "Island", "controller": "Alice"}], version=2)
    assert (_has(state, "bears", "flying"), _has(state, "wonder", "flying")) == (False, True)


def test_anger_in_the_graveyard_lets_a_new_creature_attack() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "sick": True},
                 {"id": "mountain", "card": "Mountain", "controller": "Alice"}],
        alice={"graveyard": ["Anger"]}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["bears"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 18


def test_soul_collector_finds_no_token_in_the_graveyard() -> None:
    token = {"id": "soldier", "name": "Soldier", "types": ["creature"], "subtypes": ["Soldier"], "power": 1,
             "toughness": 1, "colors": ["white"], "token": True, "controller": "Bob"}
    state, actions = build_state(
        in_play=[{"id": "collector", "card": "Soul Collector", "controller": "Alice"}, token],
        turn={"active": "Bob", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["soldier"]}, {"block": {"collector": "soldier"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert [p.id for p in state.permanents] == ["collector"]
    assert any("finds no Soldier" in e.text for e in state.events)
