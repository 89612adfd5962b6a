"""What characteristics are computed from (418.5), as protocols of just the fields the layers read
(:attr:`judge.objects.Permanent.LAYER_FIELDS`, :attr:`judge.objects.Player.LAYER_FIELDS`), and the counts
characteristic-setting and counted abilities make of permanents and cards (``counted``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from judge.cards import CardDef
from judge.instructions import subtype_of


class LayerPermanent(Protocol):
    """A permanent as characteristics are computed from it: just the fields :attr:`Permanent.LAYER_FIELDS`
    names (a change to one of them moves the journal's version on: cached characteristics can't miss it)."""

    id: str
    """The scenario's handle."""
    card: CardDef
    """Its printed characteristics."""
    controller: str
    """Its controller."""
    timestamp: int
    """When it came into play (418.5e)."""
    counter_stamps: list[tuple[int, int, int]]
    """P/T counters, in layer 6 order."""
    counters: dict[str, int]
    """Every counter on it by kind (Banshee's Blade counts its charge counters)."""
    attached_to: str | None
    """What it enchants or equips."""
    token: bool
    """A token (a text change reaches its name, 418.6c)."""
    face_down: bool
    """Face down (504)."""
    kicked: bool
    """Kicked (502.21b)."""
    copy_of: CardDef | None
    """What it copies (layer 1, 503)."""
    imprinted: CardDef | None
    """The card imprinted on it (502.34)."""
    chosen_color: str
    """The color chosen as it came into play (410.10e; Ward Sliver grants protection from it, 503.8)."""
    chosen_type: str
    """The creature type chosen as it came into play (410.10e; Engineered Plague)."""
    tapped: bool
    """Tapped (Giant Tortoise: "as long as it's untapped")."""
    attacking: bool
    """Attacking (Soltari Lancer: "as long as it's attacking")."""
    blocking: list[str]
    """What it blocks ("blocking creatures get +1/+1": a group of 418.5a)."""


class LayerPlayer(Protocol):
    """A player as characteristics are computed from it (:attr:`Player.LAYER_FIELDS`)."""

    name: str
    """The player's name."""
    graveyard: list[str]
    """The graveyard (threshold, 502.23a; "creature cards in all graveyards")."""
    hand: list[str]
    """The hand ("the number of cards in all players' hands")."""


class Seen(Protocol):
    """A permanent's characteristics as far as :func:`counted` looks at them."""

    @property
    def types(self) -> tuple[str, ...]:
        """Card types."""

    @property
    def subtypes(self) -> tuple[str, ...]:
        """Subtypes."""

    @property
    def controller(self) -> str:
        """Controller."""

    @property
    def is_creature(self) -> bool:
        """Whether it is a creature."""


def counted(permanents: Sequence[LayerPermanent], chars: Mapping[str, Seen], perm: LayerPermanent, what: str,
            players: Sequence[LayerPlayer] = (), card_def: Callable[[str], CardDef] | None = None) -> int:
    """How many permanents there are of *what* ("Swamps you control", "other creatures in
    play") for *perm*, as characteristics stand after layers 1-5; or cards: "creature cards in
    all graveyards" (by *card_def*), "cards in all players' hands"."""
    if what == "other creatures in play that share a creature type with it":  # Coat of Arms, for each creature
        kinds = set(chars[perm.id].subtypes)
        return sum(1 for c in permanents if c.id != perm.id and chars[c.id].is_creature and kinds & set(chars[c.id].subtypes))
    if what == "cards in all players' hands":
        return sum(len(player.hand) for player in players)
    if what == "card in your hand":  # Empyrial Plate: its controller's hand (418.5a, layer 6)
        return sum(len(player.hand) for player in players if player.name == perm.controller)
    if what.endswith(" counter on this"):  # Banshee's Blade: the counters on the source itself (418.5a, layer 6)
        return perm.counters.get(what.removesuffix(" counter on this"), 0)
    if what.endswith("cards in all graveyards") and card_def is not None:
        kind = what.removesuffix("cards in all graveyards").strip()
        return sum(1 for player in players for name in player.graveyard
                   if not kind or _card_is(card_def, name, kind))
    other, rest = what.startswith("other "), what.removeprefix("other ")
    noun, mine = rest.rsplit(" ", 2)[0], rest.endswith("you control")
    excluded, _, noun = noun.rpartition(" ") if noun.startswith("non-") else ("", "", noun)  # "non-Wall creatures"
    kind, excluded = subtype_of(noun).lower(), subtype_of(excluded[4:]) if excluded else ""
    total = 0
    for candidate in permanents:
        seen = chars[candidate.id]
        if (other and candidate.id == perm.id) or (mine and seen.controller != perm.controller) or (
                excluded and excluded in seen.subtypes):
            continue
        total += kind in seen.types or kind.capitalize() in seen.subtypes
    return total


def _card_is(card_def: Callable[[str], CardDef], name: str, kind: str) -> bool:
    try:
        return kind in card_def(name).types or kind.capitalize() in card_def(name).subtypes
    except KeyError:  # an anonymous card ("Card") has no type
        return False


__all__ = ["LayerPermanent", "LayerPlayer", "Seen", "counted"]
