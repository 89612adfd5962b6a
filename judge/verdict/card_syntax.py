"""The syntax of a card's line given in parentheses, as quiz letters print it: "(R3, Creature- Cat,
3/3)": a mana cost (its symbols in any order), a creature type line, a power and toughness, then
any abilities. Read into pseudo-abilities of a description (``cost:3R``, ``type:creature``,
``subtype:Cat``); judge/verdict/card_lines.py places them.
"""

from __future__ import annotations

import re
from collections import Counter


#: Prefixes of the pseudo-abilities a card line puts into a description.
PREFIXES = ("cost:", "type:", "subtype:", "supertype:")

_COST = re.compile(r"^(?:\{(?:\d+|[WUBRGX])\}|\d|[WUBRGX])+$", re.IGNORECASE)
_TYPE_LINE = re.compile(r"^(?P<types>(?:(?:legendary|artifact|snow)\s+)*creature)"
                        r"(?:\s*(?:-|\u2013|\u2014|--)\s*(?P<subtypes>[A-Za-z' ]+?))?$", re.IGNORECASE)
_PT = re.compile(r"^(\d+)/(\d+)$")
_SUPERTYPES = frozenset({"legendary", "snow"})


def cost_symbols(cost: str) -> Counter[str]:
    """The symbols of a mana cost, however ordered or braced: "R3", "3R" and "{3}{R}" are each
    ``{"generic": 3, "R": 1}``."""
    out: Counter[str] = Counter()
    for number, letter in re.findall(r"(\d+)|([WUBRGX])", cost.upper()):
        if number:
            out["generic"] += int(number)
        else:
            out[letter] += 1
    return +out


def card_line(text: str) -> tuple[tuple[str, ...], tuple[int, int], str] | None:
    """*text* (a parenthesis's inside) read as a card's line: the pseudo-abilities of its mana
    cost, types and creature types, its power and toughness, and what is left after them (its
    abilities, for the description reader); None unless it has a mana cost, a creature type line
    and a power and toughness, each once, before anything else."""
    pieces = [p.strip() for p in text.split(",")]
    cost = types = None
    pt: tuple[int, int] | None = None
    used = 0
    for piece in pieces:
        if cost is None and _COST.match(piece):
            cost = piece
        elif types is None and _TYPE_LINE.match(piece):
            types = _TYPE_LINE.match(piece)
        elif pt is None and _PT.match(piece):
            size = _PT.match(piece)
            assert size is not None
            pt = (int(size.group(1)), int(size.group(2)))
        else:
            break
        used += 1
    if cost is None or types is None or pt is None:
        return None
    words = types.group("types").lower().split()
    told = [f"cost:{cost.replace('{', '').replace('}', '').upper()}"]
    told += [f"supertype:{w}" for w in words if w in _SUPERTYPES]
    told += [f"type:{w}" for w in words if w not in _SUPERTYPES]
    told += [f"subtype:{w}" for w in (types.group("subtypes") or "").split()]
    return tuple(told), pt, ", ".join(pieces[used:])


__all__ = ["PREFIXES", "card_line", "cost_symbols"]
