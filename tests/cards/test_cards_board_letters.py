"""The 2002-2004 cards the fresh board letters of 2003 name (issue 9): the block's exact
records, what the engine runs whole, and outcomes that turn on each card's numbers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from judge import run_scenario
from judge.cards import card_named, card_pool

POOL = Path(__file__).resolve().parent.parent.parent / "judge" / "data" / "cards.yaml"
BLOCK = "# -- the 2002-2004 cards the fresh board letters"


@pytest.fixture(scope="module")
def block() -> list[dict[str, Any]]:
    """The block's records, read independently of the loader."""
    text = POOL.read_text(encoding="utf-8")
    records = yaml.safe_load(text[text.index(BLOCK):])
    assert isinstance(records, list)
    return records


def test_the_block_has_its_exact_size_and_is_at_the_end(block: list[dict[str, Any]]) -> None:
    names = [r["name"] for r in block]
    assert len(names) == len(set(names)) == 51
    assert sum(1 for name in names if card_named(name).runs) == 26
    assert names[0] == "Tephraderm" and list(card_pool())[-len(names):] == names


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
