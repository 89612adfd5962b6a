"""Land types and animated lands in the ability language: "target land becomes the basic
land type of your choice until end of turn" (Dream Thrush; 212.6d, 212.6e, layer 4) and
"all Forests are 1/1 creatures that are still lands", "lands you control are 2/2 creatures
with first strike; they're still lands" (Living Lands, Natural Emergence: all in layer 4,
418.5b), with landwalk and dependency (418.5c)."""

from __future__ import annotations

import pytest
from judge_helpers import build_state, cited_rules, play_all, scenario_text

from judge import run_scenario
from judge.abilities import Static
from judge.cards import CardDef, card_pool

EMERGENCE = {"id": "emergence", "name": "Natural Emergence", "mana_cost": "{2}{R}{G}", "types": ["enchantment"],
             "abilities": ["Lands you control are 2/2 creatures with first strike. They're still lands."],
             "controller": "Alice"}


@pytest.mark.parametrize("text, affects, pt, words, keyword", [
    ("all Forests are 1/1 creatures that are still lands", "all:Forest", (1, 1), "", None),
    ("Forests you control are 1/1 green Elf creatures that are still lands", "you control:Forest", (1, 1),
     "green Elf", None),
    ("Lands you control are 2/2 creatures with first strike. They're still lands.", "you control:", (2, 2), "",
     "first strike"),
])
def test_animated_lands_read(text: str, affects: str, pt: tuple[int, int], words: str, keyword: str | None) -> None:
    (ability,) = CardDef.from_fields("Grove Spirit", "{3}{G}", ["enchantment"], abilities=[text]).abilities
    assert isinstance(ability, Static) and ability.kind == "animate_lands"
    assert (ability.affects, (ability.power, ability.toughness), ability.words) == (affects, pt, words)
    assert (ability.keyword.name if ability.keyword else None) == keyword


@pytest.mark.parametrize("text, words", [
    ("target land becomes the basic land type of your choice until end of turn", "choice until end of turn"),
    ("Target land becomes an Island until end of turn.", "Island until end of turn"),
    ("target land becomes a Swamp", "Swamp"),
])
def test_land_type_changes_read(text: str, words: str) -> None:
    (ins,) = CardDef.from_fields("Shift", "{U}", ["instant"], text=text).spell[0].instructions
    assert (ins.op, ins.target.kind if ins.target else None, ins.words) == ("land_type", "land", words)


def test_ambush_commander_makes_its_forests_green_elves() -> None:
    state, actions = build_state(
        in_play=[{"id": "commander", "card": "Ambush Commander", "controller": "Alice"},
                 {"id": "mine", "card": "Forest", "controller": "Alice"},
                 {"id": "theirs", "card": "Forest", "controller": "Bob"}], version=2)
    chars = state.chars(state.get("mine"))
    assert (chars.types, chars.subtypes, chars.colors, chars.power, chars.toughness) == (
        ("land", "creature"), ("Forest", "Elf"), ("green",), 1, 1)
    assert not state.chars(state.get("theirs")).is_creature  # only Forests its controller controls


def test_a_land_made_an_island_keeps_first_strike_from_another_effect() -> None:
    state, actions = build_state(
        in_play=[EMERGENCE, {"id": "plains", "card": "Plains", "controller": "Alice"},
                 {"id": "thrush", "card": "Dream Thrush", "controller": "Bob"}], version=2,
        actions=[{"activate": {"source": "thrush", "ability": 1, "by": "Bob", "targets": ["plains"],
                               "choose": {"words": ["Island"]}}}, {"resolve": "all"}])
    play_all(state, actions)
    chars = state.chars(state.get("plains"))
    assert (chars.subtypes, chars.power, chars.toughness) == (("Island",), 2, 2)
    assert chars.has("first strike")  # granted by another effect: it stays (212.6e)
    assert [a.text for a in chars.activated] == ["{T}: add {U}"]
    assert {"212.6d", "212.6e", "418.5a"} <= cited_rules(state)


def test_the_land_type_change_ends_at_end_of_turn() -> None:
    state, actions = build_state(
        in_play=[{"id": "forest", "card": "Forest", "controller": "Alice"},
                 {"id": "thrush", "card": "Dream Thrush", "controller": "Alice"}], version=2,
        actions=[{"activate": {"source": "thrush", "ability": 1, "targets": ["forest"],
                               "choose": {"words": ["Swamp"]}}}, {"resolve": "all"}, {"advance": "cleanup"}])
    play_all(state, actions[:2])
    assert state.chars(state.get("forest")).subtypes == ("Swamp",)
    state.apply(actions[2])
    assert state.chars(state.get("forest")).subtypes == ("Forest",)
    assert [a.text for a in state.chars(state.get("forest")).activated] == ["{T}: add {G}"]


def test_living_lands_runs_whole_in_the_pool() -> None:
    pool = card_pool()
    assert pool["Living Lands"].runs and pool["Ambush Commander"].runs and pool["Dream Thrush"].runs


def test_natural_emergence_returns_a_red_or_green_enchantment_as_it_comes_into_play() -> None:
    ward = {"id": "ward", "name": "Green Ward", "mana_cost": "{G}", "types": ["enchantment"], "controller": "Alice"}
    out = run_scenario(scenario_text(
        in_play=[{"id": "forest", "card": "Forest", "controller": "Alice"}, ward],
        alice={"hand": ["Natural Emergence"]}, version=2,
        actions=[{"play": {"card": "Natural Emergence"}}, {"resolve": "all"}, {"choose": {"object": "ward"}}])).to_json()
    assert out["final"]["players"]["Alice"]["hand"] == ["Green Ward"]
    forest = next(p for p in out["final"]["in_play"] if p["id"] == "forest")
    assert (forest["power"], forest["toughness"], forest["abilities"]) == (2, 2, ["first strike"])
    assert any(e["text"] == "Alice returns Green Ward to Alice's hand." for e in out["events"])


def test_natural_emergence_alone_returns_itself_by_default() -> None:
    state, actions = build_state(
        in_play=[{"id": "forest", "card": "Forest", "controller": "Alice"}],
        alice={"hand": ["Natural Emergence"]}, version=2,
        actions=[{"play": {"card": "Natural Emergence"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Natural Emergence"]
    assert not state.chars(state.get("forest")).is_creature
    assert any("(the default: the first red or green enchantment Alice controls)" in e.text for e in state.events)


def test_gaeas_might_counts_basic_land_types_once() -> None:
    state, actions = build_state(
        in_play=[{"id": "taiga", "card": "Taiga", "controller": "Alice"},
                 {"id": "forest", "card": "Forest", "controller": "Alice"},
                 {"id": "island", "card": "Island", "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Gaea's Might"]}, version=2,
        actions=[{"play": {"card": "Gaea's Might", "targets": ["bears"]}}, {"resolve": "all"}])
    play_all(state, actions)
    chars = state.chars(state.get("bears"))
    assert (chars.power, chars.toughness) == (4, 4)  # Mountain and Forest: the opponent's Island doesn't count
    assert "418.3c" in cited_rules(state)
