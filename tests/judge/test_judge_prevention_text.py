"""Damage prevention in the ability language: a creature's own "prevent all damage that
would be dealt to this" (Cho-Manno, 419.7a), a shield on itself ("prevent the next 1 damage
that would be dealt to this this turn", 419.7b), and Test of Faith's shield that puts a
+1/+1 counter on the creature for each 1 damage it prevents."""

from __future__ import annotations

import pytest
from judge_helpers import build_state, cited_rules, play_all

from judge.abilities import Static
from judge.cards import CardDef, card_pool


def test_cho_manno_reads_as_its_own_prevention() -> None:
    (ability,) = card_pool()["Cho-Manno, Revolutionary"].abilities
    assert isinstance(ability, Static) and (ability.kind, ability.power) == ("prevent_self", 0)


@pytest.mark.parametrize("text, combat_only", [
    ("Prevent all damage that would be dealt to Guardian.", 0),
    ("prevent all combat damage that would be dealt to this", 1),
])
def test_the_oracle_and_combat_only_wordings(text: str, combat_only: int) -> None:
    card = CardDef.from_fields("Guardian", "{2}{W}", ["creature"], power=2, toughness=2, abilities=[text])
    (ability,) = card.abilities
    assert isinstance(ability, Static) and (ability.kind, ability.power) == ("prevent_self", combat_only)


def test_cho_manno_takes_no_damage_from_a_spell() -> None:
    state, actions = build_state(
        in_play=[{"id": "cho", "card": "Cho-Manno, Revolutionary", "controller": "Bob"}],
        alice={"hand": ["Shock"]}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["cho"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.get("cho").damage == 0
    assert state.player("Alice").graveyard == ["Shock"]
    assert {"419.1", "419.7a"} <= cited_rules(state)


def test_combat_only_prevention_lets_a_spell_through() -> None:
    guardian = {"id": "g", "name": "Guardian", "mana_cost": "{2}{W}", "types": ["creature"], "power": 2,
                "toughness": 3, "abilities": ["prevent all combat damage that would be dealt to this"],
                "controller": "Bob"}
    state, actions = build_state(
        in_play=[guardian], alice={"hand": ["Shock"]}, turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["g"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.get("g").damage == 2


def test_a_shield_on_itself_from_its_own_ability() -> None:
    knight = {"id": "k", "name": "Shield Knight", "mana_cost": "{1}{W}", "types": ["creature"], "power": 2,
              "toughness": 3, "abilities": ["{0}: prevent the next 1 damage that would be dealt to this this turn"],
              "controller": "Bob"}
    giant = {"id": "giant", "card": "Hill Giant", "controller": "Alice"}
    state, actions = build_state(
        in_play=[knight, giant], version=2,
        actions=[{"attack": ["giant"]}, {"block": {"k": "giant"}},
                 {"activate": {"source": "k", "ability": 1, "by": "Bob"}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.get("k").damage == 2  # the Giant's 3, 1 of it prevented: the 2/3 survives
    assert state.get("giant").damage == 2
    assert {"419.1", "419.7b"} <= cited_rules(state)


def test_test_of_faith_reads_as_a_growing_shield() -> None:
    (mode,) = card_pool()["Test of Faith"].spell
    (ins,) = mode.instructions
    assert (ins.op, ins.amount, ins.words, ins.target.kind if ins.target else None) == (
        "prevent", 3, "grow", "creature")


def test_test_of_faith_oracle_order_of_words() -> None:
    card = CardDef.from_fields("Faith Test", "{1}{W}", ["instant"], text=(
        "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented "
        "this way, put a +1/+1 counter on that creature."))
    (ins,) = card.spell[0].instructions
    assert (ins.op, ins.amount, ins.words) == ("prevent", 3, "grow")


def test_test_of_faith_a_shield_of_3_against_2_damage_gives_2_counters() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Shock"]}, bob={"hand": ["Test of Faith"]},
        turn={"active": "Alice", "step": "precombat_main"}, version=2,
        actions=[{"play": {"card": "Shock", "by": "Alice", "targets": ["bears"]}},
                 {"play": {"card": "Test of Faith", "by": "Bob", "targets": ["bears"]}}, {"resolve": "all"}])
    play_all(state, actions)
    bears = state.get("bears")
    assert (bears.damage, bears.counters) == (0, {"+1/+1": 2})
    assert (state.chars(bears).power, state.chars(bears).toughness) == (4, 4)
    (shield,) = [e for e in state.effects if e.kind == "prevent"]
    assert (shield.affected, shield.amount) == ("bears", 1)  # 1 of the shield is left for this turn


def test_prevention_of_damage_dealt_by_itself() -> None:
    pinger = {"id": "p", "name": "Muzzled Pinger", "mana_cost": "{1}{R}", "types": ["creature"], "power": 1,
              "toughness": 1, "controller": "Alice",
              "abilities": ["{T}: this deals 1 damage to target creature or player",
                            "prevent all damage that would be dealt by this"]}
    state, actions = build_state(in_play=[pinger], version=2,
                                 actions=[{"activate": {"source": "p", "ability": 1, "targets": ["Bob"]}},
                                          {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").life == 20
    assert any(e.text == "1 damage Muzzled Pinger would deal to Bob is prevented (Muzzled Pinger's own ability)."
               for e in state.events)


def test_fog_bank_and_maze_of_ith_run_whole() -> None:
    pool = card_pool()
    (static,) = [a for a in pool["Fog Bank"].abilities if isinstance(a, Static)]
    assert (static.kind, static.affects, static.power) == ("prevent_self", "to and by", 1)
    (maze,) = pool["Maze of Ith"].abilities
    assert [i.op for i in maze.effect.instructions] == ["untap", "prevent_all"]


def test_phantom_tiger_loses_a_counter_for_each_spell() -> None:
    state, actions = build_state(
        in_play=[{"id": "tiger", "card": "Phantom Tiger", "counters": {"+1/+1": 2}, "controller": "Bob"}],
        alice={"hand": ["Shock", "Shock"]}, version=2,
        actions=[{"play": {"card": "Shock", "targets": ["tiger"]}}, {"resolve": "all"}] * 2)
    play_all(state, actions[:2])
    tiger = state.get("tiger")
    assert (tiger.damage, tiger.counters, state.chars(tiger).toughness) == (0, {"+1/+1": 1}, 1)
    play_all(state, actions[2:])  # the second counter goes: a 1/0, put into the graveyard (420.5c)
    assert state.find("tiger") is None and state.player("Bob").graveyard == ["Phantom Tiger"]
    assert state.player("Bob").life == 20


def test_the_phantoms_run_whole() -> None:
    pool = card_pool()
    assert pool["Phantom Centaur"].runs and pool["Phantom Tiger"].runs
