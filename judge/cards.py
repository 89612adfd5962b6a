"""Card definitions: the built-in pool of the scenario spec and inline definitions.

Behaviour is as of the Oracle wording of late 2003, written in our own words in the
ability language of :mod:`judge.abilities`.

>>> card = card_named("Serra Angel")
>>> card.power, card.toughness, card.colors
(4, 4, ('white',))
>>> [a.text for a in card.abilities]
['flying', "attacking doesn't cause it to tap"]
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence

from judge.abilities import (
    COLOR_OF_SYMBOL, COLORS, Ability, AbilityParseError, Enchant, SpellText,
    mana_symbols, parse_ability, parse_mana, parse_modes,
)

CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "sorcery")
"""The card types of the 2003 rules (rule 212)."""
SUPERTYPES = ("basic", "legendary", "snow")
"""Supertypes an inline definition may give."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics and its parsed abilities."""

    name: str
    """The card's name."""
    mana_cost: str = ""
    """Mana cost as symbols without braces: ``"4GG"``."""
    types: tuple[str, ...] = ()
    """Card types, lower case: ``("creature",)``."""
    subtypes: tuple[str, ...] = ()
    """Subtypes as printed: ``("Wurm",)``, ``("Enchant Creature",)``."""
    supertypes: tuple[str, ...] = ()
    """Supertypes: ``("basic",)``."""
    colors: tuple[str, ...] = ()
    """Colors, derived from the mana cost unless given."""
    power: int | None = None
    """Printed power of a creature."""
    toughness: int | None = None
    """Printed toughness of a creature."""
    abilities: tuple[Ability, ...] = ()
    """Abilities of the permanent (or static abilities of the card)."""
    spell: tuple[SpellText, ...] = ()
    """For instants and sorceries: the modes (one unless modal)."""

    def __deepcopy__(self, memo: object) -> CardDef:
        return self

    @property
    def is_permanent_card(self) -> bool:
        """Whether the card becomes a permanent when it resolves (rule 214.1)."""
        return not ({"instant", "sorcery"} & set(self.types))

    @property
    def is_equipment(self) -> bool:
        """Whether it is an artifact with the subtype Equipment (rule 212.2g)."""
        return "artifact" in self.types and "Equipment" in self.subtypes

    @property
    def is_local_enchantment(self) -> bool:
        """Whether it is an enchant-creature local enchantment (rule 212.4c)."""
        return "enchantment" in self.types and any(isinstance(a, Enchant) for a in self.abilities)

    @property
    def mana_value(self) -> int:
        """Converted mana cost."""
        total = 0
        for symbol in mana_symbols(self.mana_cost):
            symbol = symbol.strip("()")
            total += int(symbol) if symbol.isdigit() else (0 if symbol == "X" else 1)
        return total

    @classmethod
    def from_fields(
        cls, name: str, mana_cost: str = "", types: Sequence[str] = (), subtypes: Sequence[str] = (),
        supertypes: Sequence[str] = (), colors: Sequence[str] | None = None,
        power: int | None = None, toughness: int | None = None, abilities: Sequence[str] = (),
        text: str = "",
    ) -> CardDef:
        """Build a definition from plain fields, parsing cost and ability strings.

        :raises AbilityParseError: naming the first unknown ability string or cost.
        :raises ValueError: for an unknown type, supertype or color.
        """
        cost = parse_mana(mana_cost) if mana_cost else ""
        type_list = tuple(t.lower() for t in types)
        for card_type in type_list:
            if card_type not in CARD_TYPES:
                raise ValueError(f"unknown card type {card_type!r}")
        for supertype in supertypes:
            if supertype.lower() not in SUPERTYPES:
                raise ValueError(f"unknown supertype {supertype!r}")
        if colors is None:
            derived = {COLOR_OF_SYMBOL[s] for s in mana_symbols(cost) if s in COLOR_OF_SYMBOL}
            color_list = tuple(c for c in COLORS if c in derived)
        else:
            color_list = tuple(c.lower() for c in colors)
            for color in color_list:
                if color not in COLORS:
                    raise ValueError(f"unknown color {color!r}")
        parsed: list[Ability] = [parse_ability(a, name) for a in abilities]
        subs = tuple(subtypes)
        if any(s.lower().startswith("enchant ") for s in subs) and not any(isinstance(a, Enchant) for a in parsed):
            parsed.insert(0, Enchant(subs[0].lower().split(" ", 1)[1]))
        spell: tuple[SpellText, ...] = ()
        if {"instant", "sorcery"} & set(type_list):
            if not text:
                raise AbilityParseError(f"{name!r}: an instant or sorcery needs its text")
            spell = parse_modes(text, name)
        return cls(name, cost, type_list, subs, tuple(s.lower() for s in supertypes), color_list,
                   power, toughness, tuple(parsed), spell)


def _creature(name: str, cost: str, subtypes: str, pt: str, *abilities: str) -> CardDef:
    power, toughness = (int(x) for x in pt.split("/"))
    return CardDef.from_fields(name, cost, ["creature"], subtypes.split(), power=power,
                               toughness=toughness, abilities=abilities)


def _spell(name: str, cost: str, kind: str, text: str) -> CardDef:
    return CardDef.from_fields(name, cost, [kind], text=text)


def _enchantment(name: str, cost: str, *abilities: str, subtypes: Sequence[str] = ()) -> CardDef:
    return CardDef.from_fields(name, cost, ["enchantment"], subtypes, abilities=abilities)


def _basic(name: str, symbol: str) -> CardDef:
    return CardDef.from_fields(name, "", ["land"], [name], ["basic"], colors=[],
                               abilities=[f"{{T}}: add {{{symbol}}}"])


@functools.lru_cache(maxsize=1)
def card_pool() -> dict[str, CardDef]:
    """The built-in card pool by name (the scenario spec's table and a few more)."""
    cards = [
        _creature("Grizzly Bears", "{1}{G}", "Bear", "2/2"),
        _creature("Craw Wurm", "{4}{G}{G}", "Wurm", "6/4"),
        _creature("Hill Giant", "{3}{R}", "Giant", "3/3"),
        _creature("Serra Angel", "{3}{W}{W}", "Angel", "4/4", "flying", "attacking doesn't cause it to tap"),
        _creature("Giant Spider", "{3}{G}", "Spider", "2/4", "can block as though it had flying"),
        _creature("Shivan Dragon", "{4}{R}{R}", "Dragon", "5/5", "flying", "{R}: this gets +1/+0 until end of turn"),
        _creature("River Boa", "{1}{G}", "Snake", "2/1", "islandwalk", "{G}: regenerate this"),
        _creature("White Knight", "{W}{W}", "Knight", "2/2", "first strike", "protection from black"),
        _creature("Black Knight", "{B}{B}", "Knight", "2/2", "first strike", "protection from white"),
        _creature("Wall of Stone", "{1}{R}{R}", "Wall", "0/8"),
        _creature("Llanowar Elves", "{G}", "Elf", "1/1", "{T}: add {G}"),
        _creature("Prodigal Sorcerer", "{2}{U}", "Wizard", "1/1", "{T}: 1 damage to target creature or player"),
        _creature("Raging Goblin", "{R}", "Goblin", "1/1", "haste"),
        _creature("Goblin Piker", "{1}{R}", "Goblin", "2/1", "can't block"),
        _creature("Lord of Atlantis", "{U}{U}", "Merfolk", "2/2", "other Merfolk get +1/+1",
                  "other Merfolk have islandwalk"),
        _creature("Merfolk of the Pearl Trident", "{U}", "Merfolk", "1/1"),
        _creature("Severed Legion", "{1}{B}{B}", "Zombie", "2/2", "fear"),
        _creature("Soltari Foot Soldier", "{W}", "Soltari Soldier", "1/1", "shadow"),
        _creature("Wolverine Pack", "{2}{G}{G}", "Wolverine", "2/4", "rampage 2"),
        _creature("Suq'Ata Lancer", "{2}{R}", "Knight", "2/2", "haste", "flanking"),
        _creature("Royal Assassin", "{1}{B}{B}", "Assassin", "1/1", "{T}: destroy target tapped creature"),
        _creature("Benalish Hero", "{W}", "Soldier", "1/1", "banding"),
        _creature("Sabretooth Tiger", "{2}{R}", "Cat", "2/1", "first strike"),
        _creature("Fencing Ace", "{1}{W}", "Soldier", "1/1", "double strike"),
        _creature("Scaled Wurm", "{7}{G}", "Wurm", "7/6"),
        _creature("Trained Armodon", "{1}{G}{G}", "Elephant", "3/3"),
        _creature("Venerable Monk", "{2}{W}", "Monk Cleric", "2/2", "when this comes into play, you gain 2 life"),
        _creature("Skyshroud Behemoth", "{5}{G}{G}", "Beast", "10/10", "fading 2", "this comes into play tapped"),
        _spell("Giant Growth", "{G}", "instant", "target creature gets +3/+3 until end of turn"),
        _spell("Shock", "{R}", "instant", "2 damage to target creature or player"),
        _spell("Lightning Bolt", "{R}", "instant", "3 damage to target creature or player"),
        _spell("Lava Axe", "{4}{R}", "sorcery", "5 damage to target player"),
        _spell("Terror", "{1}{B}", "instant", "destroy target nonartifact, nonblack creature; it can't be regenerated"),
        _spell("Wrath of God", "{2}{W}{W}", "sorcery", "destroy all creatures; they can't be regenerated"),
        _spell("Counterspell", "{U}{U}", "instant", "counter target spell"),
        _spell("Unsummon", "{U}", "instant", "return target creature to its owner's hand"),
        _spell("Healing Salve", "{W}", "instant",
               "choose one: target player gains 3 life; or prevent the next 3 damage that would be "
               "dealt to target creature or player this turn"),
        _spell("Fog", "{G}", "instant", "prevent all combat damage that would be dealt this turn"),
        _spell("About Face", "{R}", "instant", "switch target creature's power and toughness until end of turn"),
        _spell("Disenchant", "{1}{W}", "instant", "destroy target artifact or enchantment"),
        _spell("Dark Ritual", "{B}", "instant", "add {B}{B}{B}"),
        _spell("Shatter", "{1}{R}", "instant", "destroy target artifact"),
        _spell("Stone Rain", "{2}{R}", "sorcery", "destroy target land"),
        _enchantment("Pestilence", "{2}{B}{B}", "{B}: 1 damage to each creature and each player",
                     "at end of turn, if no creatures are in play, sacrifice this"),
        _enchantment("Glorious Anthem", "{1}{W}{W}", "creatures you control get +1/+1"),
        _enchantment("Crusade", "{W}{W}", "white creatures get +1/+1"),
        _enchantment("Furnace of Rath", "{1}{R}{R}{R}",
                     "if a source would deal damage to a creature or player, it deals double that damage instead"),
        _enchantment("Regeneration", "{1}{G}", "{G}: regenerate enchanted creature", subtypes=["Enchant Creature"]),
        _enchantment("Giant Strength", "{R}{R}", "enchanted creature gets +2/+2", subtypes=["Enchant Creature"]),
        _enchantment("Holy Strength", "{W}", "enchanted creature gets +1/+2", subtypes=["Enchant Creature"]),
        _enchantment("Unholy Strength", "{B}", "enchanted creature gets +2/+1", subtypes=["Enchant Creature"]),
        _basic("Forest", "G"), _basic("Island", "U"), _basic("Mountain", "R"),
        _basic("Plains", "W"), _basic("Swamp", "B"),
    ]
    return {card.name: card for card in cards}


def is_known_card(name: str) -> bool:
    """Whether *name* is a card of the built-in pool (case-insensitive)."""
    return _lookup(name) is not None


def _lookup(name: str) -> CardDef | None:
    pool = card_pool()
    if name in pool:
        return pool[name]
    folded = name.strip().lower().replace("\u2019", "'")
    for card_name, card in pool.items():
        if card_name.lower() == folded:
            return card
    return None


def card_named(name: str) -> CardDef:
    """The pool card called *name* (case-insensitive).

    :raises KeyError: naming the card if the pool has no such card.
    """
    card = _lookup(name)
    if card is None:
        raise KeyError(f"unknown card {name!r}")
    return card


__all__ = ["CARD_TYPES", "AbilityParseError", "CardDef", "card_named", "card_pool", "is_known_card"]
