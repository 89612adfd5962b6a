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


def _enkor(ident: str, controller: str = "Bob", to: str = "target creature you control") -> dict[str, Any]:
    return {"id": ident, "name": f"Shieldbearer {ident}", "mana_cost": "{W}", "types": ["creature"], "power": 2,
            "toughness": 2, "controller": controller,
            "abilities": [f"{{0}}: the next 1 damage that would be dealt to this this turn is dealt to {to} instead"]}


def test_the_en_kor_ability_reads_as_a_redirection_shield() -> None:
    (ability,) = card_pool()["Nomads en-Kor"].abilities
    (ins,) = ability.effect.instructions  # type: ignore[union-attr]
    assert (ins.op, ins.who, ins.amount, ins.target.kind if ins.target else "") == (
        "redirect_next", "this", 1, "creature you control")


def test_a_shield_moves_one_combat_damage_to_another_creature() -> None:
    state, actions = build_state(
        in_play=[_enkor("k"), {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Alice"}], version=2,
        turn={"active": "Alice", "step": "precombat_main"},
        actions=[{"attack": ["giant"]}, {"block": {"k": "giant"}},
                 {"activate": {"source": "k", "ability": 1, "by": "Bob", "targets": ["bears"]}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    # the Giant's 3: 1 to the Bears instead, 2 to the 2/2, which is destroyed
    assert any(e.text.startswith("Hill Giant deals 2 combat damage to Shieldbearer k") for e in state.events)
    assert state.player("Bob").graveyard == ["Shieldbearer k"]
    assert state.get("bears").damage == 1
    assert {"419.1a", "419.6c", "310.4"} <= cited_rules(state)


def test_a_shield_to_a_creature_no_longer_in_play_does_nothing() -> None:
    state, actions = build_state(
        in_play=[_enkor("k"), {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Shock", "Terror"]}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"activate": {"source": "k", "ability": 1, "by": "Bob", "targets": ["bears"]}}, {"resolve": "all"},
                 {"play": {"card": "Terror", "by": "Alice", "targets": ["bears"]}}, {"resolve": "all"},
                 {"play": {"card": "Shock", "by": "Alice", "targets": ["k"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == ["Grizzly Bears", "Shieldbearer k"]  # Shock's 2 kill the 2/2
    assert any(e.kind == "redirect" and "does nothing" in e.text for e in state.events)


def test_to_its_owner_moves_the_damage_to_a_player() -> None:
    state, actions = build_state(
        in_play=[_enkor("k", to="its owner")], alice={"hand": ["Shock"]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["k"]}},
                 {"activate": {"source": "k", "ability": 1, "by": "Bob"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.get("k").damage, state.player("Bob").life) == (1, 19)


def test_two_en_kors_pass_damage_back_and_forth_once_each() -> None:
    state, actions = build_state(
        in_play=[_enkor("a"), _enkor("b")], alice={"hand": ["Shock"]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["a"]}},
                 {"activate": {"source": "a", "ability": 1, "by": "Bob", "targets": ["b"]}},
                 {"activate": {"source": "b", "ability": 1, "by": "Bob", "targets": ["a"]}}, {"resolve": "all"}])
    play_all(state, actions)
    # a's shield sends 1 to b; b's shield sends that 1 back to a, where a's used shield can't apply
    # again (419.6a): a is dealt 2 in all, b none
    assert state.player("Bob").graveyard == ["Shieldbearer a"]
    assert state.get("b").damage == 0


@pytest.mark.parametrize("spell, bob_life", [("Lightning Bolt", 19), ("Shock", 20)])
def test_sphere_of_law_prevents_2_of_each_red_source(spell: str, bob_life: int) -> None:
    state, actions = build_state(
        in_play=[{"id": "sphere", "card": "Sphere of Law", "controller": "Bob"}], alice={"hand": [spell]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": spell, "by": "Alice", "targets": ["Bob"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").life == bob_life
    assert {"419.1", "419.7"} <= cited_rules(state)


def test_sphere_of_law_ignores_a_source_of_another_color() -> None:
    state, actions = build_state(
        in_play=[{"id": "sphere", "card": "Sphere of Law", "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"attack": ["bears"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 18


def test_daunting_defender_guards_only_clerics_its_controller_controls() -> None:
    state, actions = build_state(
        in_play=[{"id": "defender", "card": "Daunting Defender", "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "cleric", "name": "Acolyte", "mana_cost": "{W}", "types": ["creature"], "subtypes": ["Cleric"],
                  "power": 1, "toughness": 2, "controller": "Alice"}],
        alice={"hand": ["Pyroclasm"]}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Pyroclasm", "by": "Alice"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.get("defender").damage == 1  # 2, 1 of it prevented
    assert sorted(state.player("Bob").graveyard + state.player("Alice").graveyard) == [
        "Acolyte", "Grizzly Bears", "Pyroclasm"]


def _kite_fight(*more: Any) -> Any:
    sentry = {"id": "sentry", "name": "Cloud Sentry", "mana_cost": "{2}{U}", "types": ["creature"], "power": 1,
              "toughness": 3, "abilities": ["flying"], "controller": "Bob"}
    state, actions = build_state(
        in_play=[{"id": "kite", "card": "Mercurial Kite", "controller": "Alice"}, sentry], version=2,
        turn={"active": "Alice", "step": "precombat_main"},
        actions=[{"attack": ["kite"]}, {"block": {"sentry": "kite"}}, {"advance": "combat_damage"}, {"resolve": "all"},
                 *more])
    play_all(state, actions)
    return state


def test_the_kites_effect_ends_after_one_untap_step() -> None:
    state = _kite_fight({"advance": "next_turn"}, {"advance": "upkeep"})
    assert state.get("sentry").tapped
    assert not any(e.until == "next_untap" for e in state.effects)  # used up in Bob's untap step
    state = _kite_fight({"advance": "next_turn"}, {"advance": "next_turn"}, {"advance": "next_turn"},
                        {"advance": "upkeep"})
    assert (state.active_player.name, state.get("sentry").tapped) == ("Bob", False)


def test_the_kites_effect_waits_for_its_controllers_untap_step() -> None:
    sentry = {"id": "sentry", "name": "Cloud Sentry", "mana_cost": "{2}{U}", "types": ["creature"], "power": 1,
              "toughness": 3, "abilities": ["flying"], "controller": "Bob"}
    state, actions = build_state(
        in_play=[{"id": "kite", "card": "Mercurial Kite", "controller": "Alice"}, sentry], version=2,
        turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"attack": ["sentry"]}, {"block": {"kite": "sentry"}}, {"advance": "combat_damage"},
                 {"resolve": "all"}, {"advance": "next_turn"}])
    play_all(state, actions)
    # Alice's untap step is not the sentry's controller's: the effect waits for Bob's
    assert any(e.until == "next_untap" and e.affected == "sentry" for e in state.effects)
    for action in build_state(actions=[{"advance": "next_turn"}, {"advance": "upkeep"}])[1]:
        state.apply(action)
    assert (state.active_player.name, state.get("sentry").tapped) == ("Bob", True)
    assert not any(e.until == "next_untap" for e in state.effects)


def test_frozen_solid_keeps_it_tapped_and_destroys_it_when_it_is_dealt_damage() -> None:
    frozen = {"id": "frozen", "card": "Frozen Solid", "controller": "Alice", "attached_to": "bears"}
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "Bob", "tapped": True}
    state, actions = build_state(in_play=[bears, frozen], version=2, turn={"active": "Alice", "step": "end_of_turn"},
                                 actions=[{"advance": "next_turn"}, {"advance": "upkeep"}])
    play_all(state, actions)
    assert state.get("bears").tapped
    assert {"302.2"} <= cited_rules(state)
    state, actions = build_state(
        in_play=[{**bears, "tapped": False}, frozen], alice={"hand": ["Healing Salve", "Shock"]}, version=2,
        turn={"active": "Alice", "step": "precombat_main"},
        actions=[{"play": {"card": "Healing Salve", "by": "Alice", "mode": 2, "targets": ["bears"]}},
                 {"resolve": "all"}, {"play": {"card": "Shock", "by": "Alice", "targets": ["bears"]}},
                 {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == []  # all 2 damage prevented: it isn't dealt damage
    state, actions = build_state(
        in_play=[{**bears, "tapped": False}, frozen], alice={"hand": ["Shock"]}, version=2,
        turn={"active": "Alice", "step": "precombat_main"},
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["bears"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == ["Grizzly Bears"]
    assert any(e.text.startswith("Frozen Solid's triggered ability is put on the stack") for e in state.events)


#: The pool's cards these patterns let run whole (session 19).
UNLOCKED_HERE = ("Ebonblade Reaper", "Warrior en-Kor", "Nomads en-Kor", "Sphere of Law", "Daunting Defender",
                 "Mercurial Kite", "Frozen Solid", "Pariah's Shield")


def test_the_cards_these_patterns_unlock_run_whole() -> None:
    pool = card_pool()
    assert [name for name in UNLOCKED_HERE if pool[name].not_run] == []


def test_pariahs_shield_deals_its_controllers_damage_to_the_equipped_creature() -> None:
    state, actions = build_state(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Bob"},
                 {"id": "shield", "card": "Pariah's Shield", "controller": "Bob", "attached_to": "wurm"}],
        alice={"hand": ["Lightning Bolt"]}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Lightning Bolt", "by": "Alice", "targets": ["Bob"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Bob").life, state.get("wurm").damage) == (20, 3)
    assert {"419.1a", "419.6c"} <= cited_rules(state)
