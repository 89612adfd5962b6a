"""Static abilities that work while their card is in a graveyard (402.8, 405.1): Wonder's
"as long as this is in your graveyard and you control an Island, creatures you control
have flying", and Anger's, Brawn's, Filth's and Valor's of the same build."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from judge.abilities import Keyword, Static
from judge.cards import CardDef


class Seen(Protocol):
    """What the abilities look at of a permanent: its characteristics as they stand."""

    @property
    def controller(self) -> str:
        """Who controls it."""

    @property
    def subtypes(self) -> Sequence[str]:
        """Its subtypes (a land's basic land types among them)."""

    @property
    def is_creature(self) -> bool:
        """Whether it is a creature."""


class Holder(Protocol):
    """A player and the card names in his or her graveyard."""

    @property
    def name(self) -> str:
        """The player's name."""

    @property
    def graveyard(self) -> Sequence[str]:
        """The cards in the graveyard, by name."""


def graveyard_grants(players: Iterable[Holder], seen: Mapping[str, Seen],
                     card_def: Callable[[str], CardDef]) -> list[tuple[str, Keyword]]:
    """(permanent id, keyword) for each creature a card in its controller's graveyard grants a
    keyword to: the graveyard's owner controls a land of the type the ability names."""
    out: list[tuple[str, Keyword]] = []
    for player in players:
        mine = [perm_id for perm_id, chars in seen.items() if chars.controller == player.name]
        for name in player.graveyard:
            for static in _statics(card_def, name):
                if static.keyword is not None and any(static.affects in seen[i].subtypes for i in mine):
                    out += [(i, static.keyword) for i in mine if seen[i].is_creature]
    return out


def _statics(card_def: Callable[[str], CardDef], name: str) -> list[Static]:
    try:
        card = card_def(name)
    except KeyError:  # an anonymous card ("Card") has no abilities
        return []
    return [a for a in card.abilities if isinstance(a, Static) and a.kind == "graveyard_grant"]


__all__ = ["Holder", "Seen", "graveyard_grants"]
