"""A spell's additional cost in words (409.1b, 409.1f) beyond sacrificing one permanent of a
kind: discarding cards ("discard a card", "discard X cards [at random]"), paying life ("pay X
life"), sacrificing several permanents ("sacrifice five lands", "sacrifice any number of
creatures", "sacrifice all creatures you control") and removing creature cards in the graveyard
from the game ("remove X creature cards in your graveyard from the game").

"Spend only black mana on X" (Drain Life) is a restriction on paying X (:func:`read_x_mana`).

Each additional cost reads as an :class:`AdditionalCost`; X is the value the player announces as the spell is
played (409.1b: "some other variable cost").

>>> read_additional_cost("as an additional cost to play this, discard x cards at random")
AdditionalCost(verb='discard', count='x', kind='card', random=True)
>>> read_additional_cost("as an additional cost to play this spell, sacrifice any number of creatures").count
'any'
"""

from __future__ import annotations

import dataclasses
import re

_COUNTS = {"a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "x": "x"}
_PREFIX = re.compile(r"as an additional cost to play (?:this|~)(?: spell)?, (.+)")
_FORMS = (
    re.compile(r"(?P<verb>discard) (?P<count>a|x|two|three) cards?(?P<random> at random)?"),
    re.compile(r"(?P<verb>pay) (?P<count>x|\d+) life"),
    re.compile(r"(?P<verb>sacrifice) (?P<count>two|three|four|five|any number of) (?P<kind>creature|land|artifact)s"),
    re.compile(r"(?P<verb>sacrifice) (?P<count>all) (?P<kind>creature|land|artifact)s you control"),
    re.compile(r"(?P<verb>remove) (?P<count>x|a|one|two|three) (?P<kind>creature )?cards? in your graveyard from the "
               r"game"),
)


@dataclasses.dataclass(frozen=True, slots=True)
class AdditionalCost:
    """What an additional cost asks besides mana (409.1f)."""

    verb: str
    """``discard``, ``pay`` (life), ``sacrifice`` or ``remove`` (cards in the graveyard, from the game)."""
    count: str
    """How many: a number, ``x`` (announced, 409.1b), ``any`` (any number, zero too) or ``all``."""
    kind: str = "card"
    """What: ``card``, ``creature card``, ``life``, or the card type of the permanents sacrificed."""
    random: bool = False
    """``discard``: at random."""

    def number(self, x: int) -> int | None:
        """How many with X announced as *x*; None for ``any`` and ``all`` (the payment decides)."""
        return x if self.count == "x" else None if self.count in ("any", "all") else int(self.count)

    def words(self) -> str:
        """The cost in words, as the card says it."""
        if self.verb == "pay":
            return f"pay {self.count.upper()} life"
        count = {"any": "any number of", "x": "X", "1": "a", "2": "two", "3": "three", "4": "four", "5": "five"}.get(
            self.count, self.count)
        plural = "" if self.count == "1" else "s"
        if self.verb == "sacrifice":
            mine = " you control" if self.count == "all" else ""
            return f"sacrifice {count} {self.kind}{plural}{mine}"
        if self.verb == "remove":
            return f"remove {count} {self.kind}{plural} in your graveyard from the game"
        return f"discard {count} card{plural}" + " at random" * self.random


def read_x_mana(norm: str) -> str | None:
    """The one color of mana X must be paid with ("spend only black mana on X": Drain Life, 409.1b), as its
    symbol, or None."""
    match = re.fullmatch(r"spend only (white|blue|black|red|green) mana on x", norm)
    return {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[match.group(1)] if match else None


def read_additional_cost(norm: str) -> AdditionalCost | None:
    """The additional cost *norm* (normalised: lower case, ``this`` for the card's name) states, or
    None if it is none of these forms."""
    prefix = _PREFIX.fullmatch(norm)
    if prefix is None:
        return None
    for form in _FORMS:
        match = form.fullmatch(prefix.group(1))
        if match is None:
            continue
        parts = match.groupdict()
        count = {"any number of": "any", "all": "all"}.get(parts["count"]) or _COUNTS.get(parts["count"], parts["count"])
        if parts["verb"] == "pay":
            return AdditionalCost("pay", count, "life")
        if parts["verb"] == "sacrifice":
            return AdditionalCost("sacrifice", count, parts["kind"])
        if parts["verb"] == "remove":
            return AdditionalCost("remove", count, "creature card" if parts.get("kind") else "card")
        return AdditionalCost("discard", count, random=bool(parts.get("random")))
    return None


__all__ = ["AdditionalCost", "read_additional_cost", "read_x_mana"]
