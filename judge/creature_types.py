"""The creature types the ability language's "a Goblin" / "other Goblins" slots may name (212.3c):
the list of the December 2003 Comprehensive Rules' glossary (212.1e points to it), read from
``judge/data/creature_types.yaml``, and the creature types of the built-in pool's cards. Any
other word in such a slot is refused, naming the word, so that a typo can't silently make a
trigger that never triggers."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import yaml

from judge.instructions import IRREGULAR_PLURALS, LAND_TYPES
from judge.mana import AbilityParseError

_DATA = Path(__file__).with_name("data")
#: One pool record's types and subtypes lines (cards.yaml keeps each on one line).
_RECORD_TYPES = re.compile(r"^  types: \[([^\]]*)\]\n(?:  [a-z_]+: .*\n)*?  subtypes: \[([^\]]*)\]", re.M)


@functools.lru_cache(maxsize=1)
def _rules_types() -> dict[str, str]:
    """The CR glossary's creature types, by lower-case name."""
    data = yaml.safe_load((_DATA / "creature_types.yaml").read_text(encoding="utf-8"))
    return {str(name).lower(): str(name) for name in data["types"]}


@functools.lru_cache(maxsize=1)
def _pool_types() -> dict[str, str]:
    """The creature types of the built-in pool's creature cards, by lower-case name."""
    text = (_DATA / "cards.yaml").read_text(encoding="utf-8")
    found: dict[str, str] = {}
    for match in _RECORD_TYPES.finditer(text):
        if "creature" in (t.strip() for t in match.group(1).split(",")):
            for name in match.group(2).split(","):
                found.setdefault(name.strip().lower(), name.strip())
    return found


def every_creature_type() -> tuple[str, ...]:
    """Every creature type of the December 2003 glossary's list (212.1e): what "is every creature type" makes a
    creature (Mistform Ultimus)."""
    return tuple(_rules_types().values())


def _known(word: str) -> str | None:
    word = word.lower()
    return _rules_types().get(word) or _pool_types().get(word)


def creature_type(word: str, plural: bool = False) -> str:
    """The creature type *word* names, as printed: ``goblin`` -> ``Goblin``; with *plural*,
    ``elves`` -> ``Elf``, ``zombies`` -> ``Zombie``.

    :raises AbilityParseError: naming *word* when it names no creature type the knowledge base knows.
    """
    lower = word.lower()
    if plural:
        candidates = [IRREGULAR_PLURALS.get(lower, ""), lower.removesuffix("s"), lower.removesuffix("es")]
    else:
        candidates = [lower]
    for candidate in candidates:
        known = _known(candidate) if candidate else None
        if known is not None:
            return known
    raise AbilityParseError(f"{word!r} is not a creature type (the Comprehensive Rules' list, 212.1e, and "
                            "the pool's cards)")


#: The card types a "sacrifice a ..." or "a ... comes into play" slot may name.
CARD_TYPE_WORDS = ("artifact", "creature", "enchantment", "land")


def type_word(word: str, plural: bool = False, permanent: bool = False) -> str:
    """A card type as written (``land``; with *permanent*, ``permanent`` too), a basic land type
    (``forest`` -> ``Forest``, 212.6d) or a creature type as printed (``goblin`` -> ``Goblin``);
    with *plural*, ``goblins``.

    :raises AbilityParseError: for any other word (212.1e).
    """
    single = word.removesuffix("s") if plural else word
    if single in CARD_TYPE_WORDS or permanent and single == "permanent":
        return single
    land = next((t for t in LAND_TYPES if t.lower() in (word, single)), None)
    return land or creature_type(word, plural)


__all__ = ["CARD_TYPE_WORDS", "creature_type", "type_word"]
