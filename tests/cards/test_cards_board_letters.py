"""The 2002-2004 cards the fresh board letters of 2003 name (issue 9): the block's exact
records, what the engine runs whole, and outcomes that turn on each card's numbers."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge import run_scenario
from judge.cards import card_named, card_pool

BLOCK = "# -- the 2002-2004 cards the fresh board letters"
#: The comment that opens the next block (the letters' and questions' cards of session 20, which stand
#: before the combat and damage cards of session 19), which ends this one.
BLOCK_END = "# -- the 2003-era cards real letters and rules questions name that the pool lacked"


def test_the_block_has_its_exact_size_and_is_at_the_end(block: list[dict[str, Any]]) -> None:
    names = [r["name"] for r in block]
    assert len(names) == len(set(names)) == 70
    # Ebonblade Reaper, Warrior en-Kor, Daunting Defender, Mercurial Kite run since session 19; Final Punishment,
    # Undead Warchief, Raven Guild Initiate, Brood Sliver since session 20; Skirk Commando since session 21;
    # Battlefield Medic since session 22; Gempalm Avenger, Krark-Clan Grunt and Fallen Cleric since session 23;
    # Troll Ascetic since session 24; Pinpoint Avalanche since session 27; Haunted Cadaver, Spectral Sliver,
    # Clot Sliver, Magma Sliver, Vile Deacon, Sunstrike Legionnaire since session 28; Krosan Avenger since session 31;
    # Noxious Ghoul since session 33
    assert sum(1 for name in names if card_named(name).runs) == 64
    pool = list(card_pool())
    assert names[0] == "Tephraderm" and pool[pool.index(names[0]):pool.index(names[0]) + len(names)] == names


@pytest.mark.parametrize(("name", "cost", "pt", "subtypes"), [
    ("Tephraderm", "4R", (4, 5), ("Beast",)),
    ("Voracious Cobra", "2RG", (2, 2), ("Snake",)),
    ("Twisted Abomination", "5B", (5, 3), ("Zombie", "Mutant")),
    ("Battering Craghorn", "2RR", (3, 1), ("Beast",)),
    ("Havoc Demon", "5BB", (5, 5), ("Demon",)),
    ("Undead Warchief", "2BB", (1, 1), ("Zombie",)),
    ("Raven Guild Initiate", "2U", (1, 4), ("Wizard",)),
])
def test_the_printed_numbers(name: str, cost: str, pt: tuple[int, int], subtypes: tuple[str, ...]) -> None:
    card = card_named(name)
    assert (card.mana_cost, (card.power, card.toughness), tuple(card.subtypes)) == (cost, pt, subtypes)


def _run(players: list[dict[str, Any]], in_play: list[dict[str, Any]], actions: list[dict[str, Any]]) -> Any:
    text = yaml.safe_dump({"title": "board letter card", "version": 2, "players": players, "in_play": in_play, "actions": actions})
    return run_scenario(text).to_json()


def test_voracious_cobra_destroys_the_creature_it_deals_combat_damage_to() -> None:
    # its first-strike damage to a 6/4 Craw Wurm triggers (410.2) and destroys it before regular damage (310.5)
    out = _run([{"name": "Alice"}, {"name": "Bob"}],
               [{"id": "cobra", "card": "Voracious Cobra", "controller": "Alice"},
                {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
               [{"attack": ["cobra"]}, {"block": {"wurm": "cobra"}}, {"advance": "end_of_combat"}])
    final = out["final"]
    assert final["players"]["Bob"]["graveyard"] == ["Craw Wurm"]
    assert [p["id"] for p in final["in_play"]] == ["cobra"] and final["in_play"][0]["damage"] == 0
    rules = {r for event in out["events"] for r in event["rules"]}
    assert {"410.2", "502.2"} <= rules


def test_havoc_demon_leaving_play_gives_all_creatures_minus_five() -> None:
    # Death Pulse makes the 5/5 Demon a 1/1, Shock finishes it; as it is put into the graveyard its
    # trigger gives -5/-5 to every creature (410.10d): the 6/4 Wurm, toughness -1, is put into the graveyard (420.5b), the 0/8 Wall is a -5/3
    out = _run([{"name": "Alice", "hand": ["Death Pulse", "Shock"]}, {"name": "Bob"}],
               [{"id": "demon", "card": "Havoc Demon", "controller": "Alice"},
                {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"},
                {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
               [{"play": {"card": "Death Pulse", "targets": ["demon"]}}, {"resolve": "all"},
                {"play": {"card": "Shock", "targets": ["demon"]}}, {"resolve": "all"}])
    final = out["final"]
    assert sorted(final["players"]["Alice"]["graveyard"]) == ["Death Pulse", "Havoc Demon", "Shock"]
    assert final["players"]["Bob"]["graveyard"] == ["Craw Wurm"]
    assert [(p["id"], p["toughness"]) for p in final["in_play"]] == [("wall", 3)]
    rules = {r for event in out["events"] for r in event["rules"]}
    assert {"410.10d", "418.3b", "420.5b"} <= rules


def test_aven_brigadier_gives_a_bird_soldier_both_bonuses_and_infest_counts_them() -> None:
    # two Brigadiers: each is a Bird Soldier and gets +1/+1 twice from the other (a 5/7); Infest's
    # -2/-2 (fixed as it resolves, 418.3b) leaves them 3/5 and puts the 2/2 Bears into the graveyard
    out = _run([{"name": "Alice", "hand": ["Infest"]}, {"name": "Bob"}],
               [{"id": "a", "card": "Aven Brigadier", "controller": "Alice"},
                {"id": "b", "card": "Aven Brigadier", "controller": "Alice"},
                {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
               [{"play": {"card": "Infest"}}, {"resolve": "all"}])
    final = out["final"]
    assert [(p["id"], p["power"], p["toughness"]) for p in final["in_play"]] == [("a", 3, 5), ("b", 3, 5)]
    assert final["players"]["Bob"]["graveyard"] == ["Grizzly Bears"]


def test_shaleskin_bruiser_gets_three_for_each_other_attacking_beast_and_tramples_over() -> None:
    # with Fangren Hunter attacking too, the Bruiser is a 7/4 trampler (410.2, 413.2f); blocked by a
    # 2/2 it assigns 2 lethal damage and tramples 5 over (502.9b); the unblocked Hunter deals 4
    out = _run([{"name": "Alice"}, {"name": "Bob"}],
               [{"id": "bruiser", "card": "Shaleskin Bruiser", "controller": "Alice"},
                {"id": "hunter", "card": "Fangren Hunter", "controller": "Alice"},
                {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
               [{"attack": ["bruiser", "hunter"]}, {"block": {"bears": "bruiser"}}, {"advance": "end_of_combat"}])
    final = out["final"]
    assert final["players"]["Bob"]["life"] == 20 - 5 - 4
    assert final["players"]["Bob"]["graveyard"] == ["Grizzly Bears"]
    assert [(p["id"], p["power"]) for p in final["in_play"]] == [("bruiser", 7), ("hunter", 4)]


def test_slith_firewalker_gets_its_counter_as_combat_damage_resolves() -> None:
    # haste lets it attack the turn it came (502.5); unblocked, its 1 damage triggers: a 2/2 (310.4)
    out = _run([{"name": "Alice"}, {"name": "Bob"}],
               [{"id": "slith", "card": "Slith Firewalker", "controller": "Alice", "sick": True}],
               [{"attack": ["slith"]}, {"advance": "end_of_combat"}])
    final = out["final"]
    assert final["players"]["Bob"]["life"] == 19
    assert [(p["power"], p["toughness"], p["counters"]) for p in final["in_play"]] == [(2, 2, {"+1/+1": 1})]


def test_goblin_taskmaster_pumps_only_a_goblin() -> None:
    # "{1}{R}: target Goblin gets +1/+0": Raging Goblin is a 2/1; Grizzly Bears can't be targeted (415.5)
    out = _run([{"name": "Alice"}, {"name": "Bob"}],
               [{"id": "master", "card": "Goblin Taskmaster", "controller": "Alice"},
                {"id": "goblin", "card": "Raging Goblin", "controller": "Alice"},
                {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
               [{"activate": {"source": "master", "ability": 1, "targets": ["bears"]}}])
    assert [(i["action"], i["rules"][-1]) for i in out["illegal"]] == [(1, "415.5")]
    out = _run([{"name": "Alice"}, {"name": "Bob"}],
               [{"id": "master", "card": "Goblin Taskmaster", "controller": "Alice"},
                {"id": "goblin", "card": "Raging Goblin", "controller": "Alice"}],
               [{"activate": {"source": "master", "ability": 1, "targets": ["goblin"]}}, {"resolve": "all"}])
    assert [(p["id"], p["power"], p["toughness"]) for p in out["final"]["in_play"]] == [
        ("master", 1, 1), ("goblin", 2, 1)]


def test_phantom_nishoba_prevents_the_damage_loses_a_counter_and_gains_life() -> None:
    # blocking Bob's 6/4 Craw Wurm: the Wurm's 6 damage is prevented and one counter removed (one for
    # all the damage dealt at once, 310.4); Nishoba's 7 damage kills the Wurm and Alice gains 7 (410.2)
    text = yaml.safe_dump({
        "title": "Phantom Nishoba blocks", "version": 2, "turn": {"active": "Bob"},
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "in_play": [{"id": "nishoba", "card": "Phantom Nishoba", "controller": "Alice", "counters": {"+1/+1": 7}},
                    {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
        "actions": [{"attack": ["wurm"]}, {"block": {"nishoba": "wurm"}}, {"advance": "end_of_combat"}]})
    final = run_scenario(text).to_json()["final"]
    assert (final["players"]["Alice"]["life"], final["players"]["Bob"]["life"]) == (27, 20)
    assert final["players"]["Bob"]["graveyard"] == ["Craw Wurm"]
    assert [(p["power"], p["toughness"], p["damage"]) for p in final["in_play"]] == [(6, 6, 0)]
