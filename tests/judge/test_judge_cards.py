"""The built-in card pool: every card's printed characteristics and behaviour."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import yaml

from judge.abilities import AbilityParseError, format_mana, parse_ability
from judge.cards import CARD_FIELDS, POOL_PATH, CardDef, card_from_record, card_named, card_pool
from judge.game import GameState

from judge_helpers import build_state, play_all

#: name → (mana cost, types, subtypes, power/toughness, keyword abilities) as in the spec's table.
SPEC_POOL: dict[str, tuple[str, tuple[str, ...], tuple[str, ...], str, tuple[str, ...]]] = {
    "Grizzly Bears": ("{1}{G}", ("creature",), ("Bear",), "2/2", ()),
    "Craw Wurm": ("{4}{G}{G}", ("creature",), ("Wurm",), "6/4", ()),
    "Hill Giant": ("{3}{R}", ("creature",), ("Giant",), "3/3", ()),
    "Serra Angel": ("{3}{W}{W}", ("creature",), ("Angel",), "4/4", ("flying", "attacking doesn't cause it to tap")),
    "Giant Spider": ("{3}{G}", ("creature",), ("Spider",), "2/4", ("can block as though it had flying",)),
    "Shivan Dragon": ("{4}{R}{R}", ("creature",), ("Dragon",), "5/5", ("flying",)),
    "River Boa": ("{1}{G}", ("creature",), ("Snake",), "2/1", ("islandwalk",)),
    "White Knight": ("{W}{W}", ("creature",), ("Knight",), "2/2", ("first strike", "protection from black")),
    "Black Knight": ("{B}{B}", ("creature",), ("Knight",), "2/2", ("first strike", "protection from white")),
    "Wall of Stone": ("{1}{R}{R}", ("creature",), ("Wall",), "0/8", ()),
    "Llanowar Elves": ("{G}", ("creature",), ("Elf",), "1/1", ()),
    "Prodigal Sorcerer": ("{2}{U}", ("creature",), ("Wizard",), "1/1", ()),
    "Raging Goblin": ("{R}", ("creature",), ("Goblin",), "1/1", ("haste",)),
    "Goblin Piker": ("{1}{R}", ("creature",), ("Goblin",), "2/1", ("can't block",)),
    "Lord of Atlantis": ("{U}{U}", ("creature",), ("Merfolk",), "2/2", ()),
    "Merfolk of the Pearl Trident": ("{U}", ("creature",), ("Merfolk",), "1/1", ()),
    "Severed Legion": ("{1}{B}{B}", ("creature",), ("Zombie",), "2/2", ("fear",)),
    "Soltari Foot Soldier": ("{W}", ("creature",), ("Soltari", "Soldier"), "1/1", ("shadow",)),
    "Wolverine Pack": ("{2}{G}{G}", ("creature",), ("Wolverine",), "2/4", ("rampage 2",)),
    "Suq'Ata Lancer": ("{2}{R}", ("creature",), ("Knight",), "2/2", ("haste", "flanking")),
    "Royal Assassin": ("{1}{B}{B}", ("creature",), ("Assassin",), "1/1", ()),
    "Giant Growth": ("{G}", ("instant",), (), "", ()),
    "Shock": ("{R}", ("instant",), (), "", ()),
    "Lightning Bolt": ("{R}", ("instant",), (), "", ()),
    "Lava Axe": ("{4}{R}", ("sorcery",), (), "", ()),
    "Terror": ("{1}{B}", ("instant",), (), "", ()),
    "Wrath of God": ("{2}{W}{W}", ("sorcery",), (), "", ()),
    "Counterspell": ("{U}{U}", ("instant",), (), "", ()),
    "Unsummon": ("{U}", ("instant",), (), "", ()),
    "Healing Salve": ("{W}", ("instant",), (), "", ()),
    "Fog": ("{G}", ("instant",), (), "", ()),
    "About Face": ("{R}", ("instant",), (), "", ()),
    "Disenchant": ("{1}{W}", ("instant",), (), "", ()),
    "Dark Ritual": ("{B}", ("instant",), (), "", ()),
    "Pestilence": ("{2}{B}{B}", ("enchantment",), (), "", ()),
    "Glorious Anthem": ("{1}{W}{W}", ("enchantment",), (), "", ()),
    "Crusade": ("{W}{W}", ("enchantment",), (), "", ()),
    "Furnace of Rath": ("{1}{R}{R}{R}", ("enchantment",), (), "", ()),
    "Regeneration": ("{1}{G}", ("enchantment",), ("Enchant Creature",), "", ()),
    "Giant Strength": ("{R}{R}", ("enchantment",), ("Enchant Creature",), "", ()),
    "Forest": ("", ("land",), ("Forest",), "", ()),
    "Island": ("", ("land",), ("Island",), "", ()),
    "Mountain": ("", ("land",), ("Mountain",), "", ()),
    "Plains": ("", ("land",), ("Plains",), "", ()),
    "Swamp": ("", ("land",), ("Swamp",), "", ()),
}


@pytest.mark.parametrize("name", sorted(SPEC_POOL))
def test_pool_card_has_the_printed_characteristics_of_the_spec(name: str) -> None:
    cost, types, subtypes, pt, keywords = SPEC_POOL[name]
    card = card_named(name)
    assert (format_mana(card.mana_cost), card.types, card.subtypes) == (cost, types, subtypes)
    assert (f"{card.power}/{card.toughness}" if card.power is not None else "") == pt
    assert tuple(a.text for a in card.abilities if a.__class__.__name__ == "Keyword") == keywords


def test_card_lookup_is_case_insensitive_and_unknown_cards_raise() -> None:
    assert card_named("craw wurm").name == "Craw Wurm"
    with pytest.raises(KeyError, match="Craw Worm"):
        card_named("Craw Worm")


def test_colors_are_derived_from_the_mana_cost() -> None:
    assert card_named("Wall of Stone").colors == ("red",)
    assert card_named("Forest").colors == ()
    assert CardDef.from_fields("Gold", "{W}{U}", ["creature"], power=1, toughness=1).colors == ("white", "blue")


def test_unknown_ability_string_is_an_error_naming_it() -> None:
    with pytest.raises(AbilityParseError, match="'teleport'"):
        parse_ability("teleport")


@pytest.mark.parametrize("text", [
    "flying", "first strike", "double strike", "trample", "haste", "banding", "shadow", "horsemanship",
    "fear", "flanking", "rampage 3", "protection from green", "protection from artifacts",
    "protection from creatures", "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk",
    "can't block", "can't attack", "can block as though it had flying", "attacking doesn't cause it to tap",
    "unblockable",
])
def test_every_keyword_of_the_spec_parses_and_round_trips(text: str) -> None:
    assert parse_ability(text).text == text


Check = Callable[[GameState], bool]

#: Each card in action: scenario parts, then a check of the state after all actions.
BEHAVIOUR: dict[str, tuple[dict[str, Any], Check]] = {
    "Grizzly Bears": ({"alice": {"hand": ["Grizzly Bears"]}, "actions": [{"play": {"card": "Grizzly Bears"}},
                                                                          {"pass": True}]},
                      lambda s: s.power_toughness("grizzly-bears") == (2, 2) and s.get("grizzly-bears").sick),
    "Craw Wurm": ({"in_play": [{"id": "w", "card": "Craw Wurm", "controller": "Alice"}],
                   "actions": [{"attack": ["w"]}, {"advance": "end_of_combat"}]},
                  lambda s: s.player("Bob").life == 14),
    "Hill Giant": ({"in_play": [{"id": "g", "card": "Hill Giant", "controller": "Alice"}],
                    "actions": [{"attack": ["g"]}, {"advance": "end_of_combat"}]},
                   lambda s: s.player("Bob").life == 17),
    "Serra Angel": ({"in_play": [{"id": "a", "card": "Serra Angel", "controller": "Alice"}],
                     "actions": [{"attack": ["a"]}, {"advance": "end_of_combat"}]},
                    lambda s: s.player("Bob").life == 16 and not s.get("a").tapped),
    "Giant Spider": ({"in_play": [{"id": "a", "card": "Serra Angel", "controller": "Alice"},
                                  {"id": "s", "card": "Giant Spider", "controller": "Bob"}],
                      "actions": [{"attack": ["a"]}, {"block": {"s": "a"}}, {"advance": "end_of_combat"}]},
                     lambda s: s.find("s") is None and s.get("a").damage == 2),
    "Shivan Dragon": ({"in_play": [{"id": "d", "card": "Shivan Dragon", "controller": "Alice"}],
                       "actions": [{"activate": {"source": "d"}}, {"activate": {"source": "d"}}, {"resolve": "all"}]},
                      lambda s: s.power_toughness("d") == (7, 5) and s.chars("d").has("flying")),
    "River Boa": ({"in_play": [{"id": "b", "card": "River Boa", "controller": "Alice"}],
                   "actions": [{"activate": {"source": "b"}}, {"pass": True}, {"effect": {"destroy": True, "to": "b"}}]},
                  lambda s: s.get("b").tapped and s.chars("b").keyword_texts() == ["islandwalk"]),
    "White Knight": ({"in_play": [{"id": "k", "card": "White Knight", "controller": "Alice"}],
                      "actions": [{"effect": {"damage": 3, "to": "k", "source_color": "black"}}]},
                     lambda s: s.get("k").damage == 0 and s.chars("k").has("first strike")),
    "Black Knight": ({"in_play": [{"id": "k", "card": "Black Knight", "controller": "Alice"}],
                      "actions": [{"effect": {"damage": 3, "to": "k", "source_color": "white"}}]},
                     lambda s: s.get("k").damage == 0 and s.chars("k").has("first strike")),
    "Wall of Stone": ({"in_play": [{"id": "g", "card": "Craw Wurm", "controller": "Alice"},
                                   {"id": "w", "card": "Wall of Stone", "controller": "Bob"}],
                       "actions": [{"attack": ["g"]}, {"block": {"w": "g"}}, {"advance": "end_of_combat"}]},
                      lambda s: s.get("w").damage == 6 and s.player("Bob").life == 20),
    "Llanowar Elves": ({"in_play": [{"id": "e", "card": "Llanowar Elves", "controller": "Alice"}],
                        "actions": [{"activate": {"source": "e"}}]},
                       lambda s: s.player("Alice").mana == {"G": 1} and s.get("e").tapped),
    "Prodigal Sorcerer": ({"in_play": [{"id": "p", "card": "Prodigal Sorcerer", "controller": "Alice"}],
                           "actions": [{"activate": {"source": "p", "targets": ["Bob"]}}, {"pass": True}]},
                          lambda s: s.player("Bob").life == 19),
    "Raging Goblin": ({"in_play": [{"id": "g", "card": "Raging Goblin", "controller": "Alice", "sick": True}],
                       "actions": [{"attack": ["g"]}, {"advance": "end_of_combat"}]},
                      lambda s: s.player("Bob").life == 19),
    "Goblin Piker": ({"in_play": [{"id": "g", "card": "Goblin Piker", "controller": "Alice"}]},
                     lambda s: s.chars("g").has("can't block")),
    "Lord of Atlantis": ({"in_play": [{"id": "l", "card": "Lord of Atlantis", "controller": "Alice"},
                                      {"id": "m", "card": "Merfolk of the Pearl Trident", "controller": "Alice"}]},
                         lambda s: s.power_toughness("m") == (2, 2) and s.chars("m").has("landwalk")),
    "Merfolk of the Pearl Trident": ({"in_play": [{"id": "m", "card": "Merfolk of the Pearl Trident",
                                                   "controller": "Alice"}]},
                                     lambda s: s.power_toughness("m") == (1, 1) and s.chars("m").colors == ("blue",)),
    "Severed Legion": ({"in_play": [{"id": "l", "card": "Severed Legion", "controller": "Alice"}]},
                       lambda s: s.chars("l").has("fear")),
    "Soltari Foot Soldier": ({"in_play": [{"id": "f", "card": "Soltari Foot Soldier", "controller": "Alice"}]},
                             lambda s: s.chars("f").has("shadow")),
    "Wolverine Pack": ({"in_play": [{"id": "w", "card": "Wolverine Pack", "controller": "Alice"},
                                    {"id": "a", "card": "Grizzly Bears", "controller": "Bob"},
                                    {"id": "b", "card": "Grizzly Bears", "controller": "Bob"}],
                        "actions": [{"attack": ["w"]}, {"block": {"a": "w", "b": "w"}}, {"resolve": "all"}]},
                       lambda s: s.power_toughness("w") == (4, 6)),
    "Suq'Ata Lancer": ({"in_play": [{"id": "l", "card": "Suq'Ata Lancer", "controller": "Alice", "sick": True},
                                    {"id": "b", "card": "Grizzly Bears", "controller": "Bob"}],
                        "actions": [{"attack": ["l"]}, {"block": {"b": "l"}}, {"advance": "end_of_combat"}]},
                       lambda s: s.find("b") is None and s.find("l") is not None),
    "Royal Assassin": ({"in_play": [{"id": "r", "card": "Royal Assassin", "controller": "Alice"},
                                    {"id": "g", "card": "Hill Giant", "controller": "Bob", "tapped": True}],
                        "actions": [{"activate": {"source": "r", "targets": ["g"]}}, {"pass": True}]},
                       lambda s: s.find("g") is None),
    "Giant Growth": ({"in_play": [{"id": "b", "card": "Grizzly Bears", "controller": "Alice"}],
                      "alice": {"hand": ["Giant Growth"]},
                      "actions": [{"play": {"card": "Giant Growth", "targets": ["b"]}}, {"pass": True}]},
                     lambda s: s.power_toughness("b") == (5, 5)),
    "Shock": ({"alice": {"hand": ["Shock"]}, "actions": [{"play": {"card": "Shock", "targets": ["Bob"]}},
                                                         {"pass": True}]},
              lambda s: s.player("Bob").life == 18),
    "Lightning Bolt": ({"in_play": [{"id": "g", "card": "Hill Giant", "controller": "Bob"}],
                        "alice": {"hand": ["Lightning Bolt"]},
                        "actions": [{"play": {"card": "Lightning Bolt", "targets": ["g"]}}, {"pass": True}]},
                       lambda s: s.find("g") is None and s.player("Bob").graveyard == ["Hill Giant"]),
    "Lava Axe": ({"alice": {"hand": ["Lava Axe"]}, "actions": [{"play": {"card": "Lava Axe", "targets": ["Bob"]}},
                                                               {"pass": True}]},
                 lambda s: s.player("Bob").life == 15),
    "Terror": ({"in_play": [{"id": "g", "card": "Hill Giant", "controller": "Bob"}], "alice": {"hand": ["Terror"]},
                "actions": [{"play": {"card": "Terror", "targets": ["g"]}}, {"pass": True}]},
               lambda s: s.find("g") is None),
    "Wrath of God": ({"in_play": [{"id": "g", "card": "Hill Giant", "controller": "Bob"},
                                  {"id": "b", "card": "River Boa", "controller": "Alice"},
                                  {"id": "f", "card": "Forest", "controller": "Alice"}],
                      "alice": {"hand": ["Wrath of God"]},
                      "actions": [{"activate": {"source": "b"}}, {"pass": True},
                                  {"play": {"card": "Wrath of God"}}, {"pass": True}]},
                     lambda s: [p.id for p in s.permanents] == ["f"]),
    "Counterspell": ({"alice": {"hand": ["Shock"]}, "bob": {"hand": ["Counterspell"]},
                      "actions": [{"play": {"card": "Shock", "targets": ["Bob"]}},
                                  {"play": {"card": "Counterspell", "targets": ["Shock"]}}, {"resolve": "all"}]},
                     lambda s: s.player("Bob").life == 20 and s.player("Alice").graveyard == ["Shock"]),
    "Unsummon": ({"in_play": [{"id": "g", "card": "Hill Giant", "controller": "Bob"}], "alice": {"hand": ["Unsummon"]},
                  "actions": [{"play": {"card": "Unsummon", "targets": ["g"]}}, {"pass": True}]},
                 lambda s: s.player("Bob").hand == ["Hill Giant"] and not s.permanents),
    "Healing Salve": ({"alice": {"hand": ["Healing Salve"]},
                       "actions": [{"play": {"card": "Healing Salve", "mode": 1, "targets": ["Alice"]}},
                                   {"pass": True}]},
                      lambda s: s.player("Alice").life == 23),
    "Fog": ({"in_play": [{"id": "w", "card": "Craw Wurm", "controller": "Alice"}], "bob": {"hand": ["Fog"]},
             "actions": [{"attack": ["w"]}, {"play": {"card": "Fog"}}, {"pass": True}, {"advance": "end_of_combat"}]},
            lambda s: s.player("Bob").life == 20),
    "About Face": ({"in_play": [{"id": "w", "card": "Wall of Stone", "controller": "Bob"}],
                    "alice": {"hand": ["About Face"]},
                    "actions": [{"play": {"card": "About Face", "targets": ["w"]}}, {"pass": True}]},
                   lambda s: s.find("w") is None),
    "Disenchant": ({"in_play": [{"id": "a", "card": "Glorious Anthem", "controller": "Bob"}],
                    "alice": {"hand": ["Disenchant"]},
                    "actions": [{"play": {"card": "Disenchant", "targets": ["a"]}}, {"pass": True}]},
                   lambda s: s.player("Bob").graveyard == ["Glorious Anthem"]),
    "Dark Ritual": ({"alice": {"hand": ["Dark Ritual"]}, "actions": [{"play": {"card": "Dark Ritual"}},
                                                                     {"pass": True}]},
                    lambda s: s.player("Alice").mana == {"B": 3}),
    "Pestilence": ({"in_play": [{"id": "p", "card": "Pestilence", "controller": "Alice"},
                                {"id": "e", "card": "Llanowar Elves", "controller": "Bob"}],
                    "actions": [{"activate": {"source": "p"}}, {"pass": True}, {"advance": "end_of_turn"},
                                {"pass": True}]},
                   lambda s: s.player("Bob").life == 19 and s.permanents == []
                   and s.player("Alice").graveyard == ["Pestilence"]),
    "Glorious Anthem": ({"in_play": [{"id": "a", "card": "Glorious Anthem", "controller": "Alice"},
                                     {"id": "b", "card": "Grizzly Bears", "controller": "Alice"},
                                     {"id": "c", "card": "Grizzly Bears", "controller": "Bob"}]},
                        lambda s: s.power_toughness("b") == (3, 3) and s.power_toughness("c") == (2, 2)),
    "Crusade": ({"in_play": [{"id": "c", "card": "Crusade", "controller": "Alice"},
                             {"id": "k", "card": "White Knight", "controller": "Bob"},
                             {"id": "b", "card": "Grizzly Bears", "controller": "Alice"}]},
                lambda s: s.power_toughness("k") == (3, 3) and s.power_toughness("b") == (2, 2)),
    "Furnace of Rath": ({"in_play": [{"id": "f", "card": "Furnace of Rath", "controller": "Bob"}],
                         "alice": {"hand": ["Shock"]},
                         "actions": [{"play": {"card": "Shock", "targets": ["Alice"]}}, {"pass": True}]},
                        lambda s: s.player("Alice").life == 16),
    "Regeneration": ({"in_play": [{"id": "g", "card": "Hill Giant", "controller": "Alice"},
                                  {"id": "r", "card": "Regeneration", "controller": "Alice", "attached_to": "g"}],
                      "actions": [{"activate": {"source": "r"}}, {"pass": True},
                                  {"effect": {"damage": 5, "to": "g"}}]},
                     lambda s: s.get("g").tapped and s.get("g").damage == 0),
    "Giant Strength": ({"in_play": [{"id": "b", "card": "Grizzly Bears", "controller": "Alice"}],
                        "alice": {"hand": ["Giant Strength"]},
                        "actions": [{"play": {"card": "Giant Strength", "targets": ["b"]}}, {"pass": True}]},
                       lambda s: s.power_toughness("b") == (4, 4) and s.get("giant-strength").attached_to == "b"),
    **{land: ({"alice": {"hand": [land]}, "actions": [{"play": {"card": land}},
                                                      {"activate": {"source": land.lower()}}]},
              (lambda symbol: lambda s: s.player("Alice").mana == {symbol: 1})(symbol))
       for land, symbol in (("Forest", "G"), ("Island", "U"), ("Mountain", "R"), ("Plains", "W"), ("Swamp", "B"))},
}


def test_every_pool_card_has_a_behaviour_test() -> None:
    assert sorted(SPEC_POOL) == sorted(BEHAVIOUR)
    assert set(SPEC_POOL) <= set(card_pool())


@pytest.mark.parametrize("name", sorted(BEHAVIOUR))
def test_card_behaviour(name: str) -> None:
    parts, check = BEHAVIOUR[name]
    state, actions = build_state(**parts)
    play_all(state, actions)
    assert check(state), [e.text for e in state.events]


@pytest.mark.parametrize(("text", "kind", "detail"), [
    ("{G}: regenerate this", "Activated", "regenerate"),
    ("{T}: 1 damage to target creature or player", "Activated", "damage"),
    ("{2}{R}, {T}: destroy target land", "Activated", "destroy"),
    ("other Elves get +1/+1", "Static", "other:Elf"),
    ("creatures you control have flying", "Static", "you control"),
    ("enchanted creature gets -2/-0", "Static", "enchanted"),
    ("at end of turn, if no creatures are in play, sacrifice this", "Triggered", "end_of_turn"),
    ("when this comes into play, you gain 2 life", "Triggered", "comes_into_play"),
    ("when this is put into a graveyard from play, draw a card", "Triggered", "leaves_play"),
])
def test_the_ability_language_of_inline_definitions(text: str, kind: str, detail: str) -> None:
    ability = parse_ability(text)
    assert type(ability).__name__ == kind
    summary = {"Activated": lambda a: a.effect.instructions[0].op, "Static": lambda a: a.affects,
               "Triggered": lambda a: a.event}[kind](ability)
    assert summary == detail


def test_pool_is_read_from_the_data_file_in_its_documented_shape() -> None:
    records = yaml.safe_load(POOL_PATH.read_text(encoding="utf-8"))
    assert [r["name"] for r in records] == list(card_pool())
    for record in records:
        assert set(record) <= set(CARD_FIELDS), record["name"]
        assert "{" not in record["cost"], record["name"]
        assert all(t == t.lower() for t in record["types"]), record["name"]
        assert card_from_record(record) == card_pool()[record["name"]]
    assert next(r for r in records if r["name"] == "Serra Angel") == {
        "name": "Serra Angel", "cost": "3WW", "types": ["creature"], "subtypes": ["Angel"],
        "power": 4, "toughness": 4, "abilities": ["flying", "attacking doesn't cause it to tap"]}
    assert next(r for r in records if r["name"] == "Shock")["text"] == "2 damage to target creature or player"


def test_a_record_with_an_unknown_field_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown field 'flavor'"):
        card_from_record({"name": "X", "cost": "1", "types": ["artifact"], "flavor": "y"})
