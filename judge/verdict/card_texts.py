"""The cards a caller passes the verdict reader, and the table of cards it places by name.

:class:`CardText` is a card from the knowledge base (its name, types and text);
:class:`PoolMap` holds a value for every card of the engine's pool, worked out when
first looked up. The lexicon (:mod:`judge.verdict.lexicon`) reads both.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from judge.cards import card_named


@dataclasses.dataclass(frozen=True, slots=True)
class CardText:
    """A card the caller knows (from loaded card data) for the reader to place by name."""

    name: str
    """The card's name."""
    types: tuple[str, ...] = ()
    """Card types, lower case."""
    text: str = ""
    """Rules text, abilities separated by newlines, in the engine's ability language."""
    mana_cost: str = ""
    """Mana cost, ``{1}{G}``."""
    power: int | None = None
    """Printed power."""
    toughness: int | None = None
    """Printed toughness."""
    subtypes: tuple[str, ...] = ()
    """Subtypes."""


    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> CardText:
        """A card from the knowledge base's card page JSON (``rulesjudge card NAME --json``).

        :raises ValueError: if its power or toughness is not a number ("*").
        """
        def number(value: Any) -> int | None:
            return None if value is None else int(str(value))

        return cls(str(data["name"]), tuple(str(t).lower() for t in data.get("types") or ()),
                   str(data.get("text") or ""), str(data.get("mana_cost") or ""),
                   number(data.get("power")), number(data.get("toughness")),
                   tuple(str(t) for t in data.get("subtypes") or ()))


_V = TypeVar("_V")


class PoolMap(dict[str, _V]):
    """Values by card name; a pool card's value is worked out by *build* when first looked
    up: the reader needs every name, but only the values of the cards a question names."""

    def __init__(self, build: Callable[[str], _V], pool: Iterable[str] = (),
                 given: Mapping[str, _V] = {}) -> None:
        super().__init__(given)
        self.build = build
        self.pool = frozenset(pool)
        """Names of pool cards whose value may still be worked out."""

    def __missing__(self, name: str) -> _V:
        if name not in self.pool:
            raise KeyError(name)
        value = self[name] = self.build(name)
        return value

    def __contains__(self, name: object) -> bool:
        return dict.__contains__(self, name) or name in self.pool

    def get(self, name: str, default: Any = None) -> Any:
        """The value for *name*, worked out if need be; *default* for no such card."""
        return self[name] if name in self else default

    def copy(self) -> PoolMap[_V]:
        """A copy that works out the same pool values when looked up."""
        return PoolMap(self.build, self.pool, self)


def _not_run_message(name: str) -> str:
    return card_named(name).not_run_message()
