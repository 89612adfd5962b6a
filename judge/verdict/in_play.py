"""The ``in_play`` entries of a board's scenario: a pool card by name, else an inline
definition made of the card's characteristics and the question's description (split out of
:mod:`judge.verdict.build`)."""

from __future__ import annotations

from typing import Any

from judge.cards import CardDef, pool_outline
from judge.verdict.board import Declined, Thing
from judge.verdict.counters import same_words
from judge.verdict.lexicon import Lexicon


def permanent(thing: Thing, names: dict[str, str], lexicon: Lexicon) -> dict[str, Any]:
    """An ``in_play`` entry: a pool card by name, else an inline definition."""
    entry: dict[str, Any] = {"id": thing.key}
    card = lexicon.cards.get(thing.card) if thing.card else None
    if card is not None and thing.face_down:
        entry.update({"card": thing.card, "face_down": True})  # version 2 (504.2)
    elif card is not None and not thing.described and thing.card in pool_outline() and (
            not thing.colors or set(thing.colors) == set(card.colors)):  # ("his Hill Giant is black")
        entry["card"] = thing.card
    else:
        entry.update(inline(thing, card))
    entry["controller"] = names[thing.controller]
    if thing.tapped:
        entry["tapped"] = True
    if thing.damage:
        entry["damage"] = thing.damage
    if thing.attached_to:
        entry["attached_to"] = thing.attached_to
    return entry


def inline(thing: Thing, card: CardDef | None) -> dict[str, Any]:
    """An inline definition: the card's own characteristics, the question's description winning."""
    abilities = [a.text for a in card.abilities] if card else []
    name = thing.card or thing.name or thing.label()
    # A described ability the card already has, told with other punctuation or its name for
    # "this" ("whenever Jungle Wurm becomes blocked, it gets ..."), is not added again.
    abilities += [k for k in thing.keywords if same_words(k, name) not in {
        same_words(a, name) for a in abilities}]
    if not card and any(name.lower() in a.lower() for a in abilities):
        # The engine reads a card's own name in its text as "this" (a described permanent's
        # name inside its quoted ability would change what the ability says).
        raise Declined([thing.surface], "a described permanent named in its own ability")
    out: dict[str, Any] = {
        "name": name,
        "types": list(card.types) if card else (list(thing.types) or ["creature"]),
    }
    if card and card.mana_cost:
        out["mana_cost"] = "".join("{" + s + "}" for s in _symbols(card.mana_cost))
    subtypes = list(card.subtypes) if card else []
    subtypes += [s for s in thing.subtypes if s not in subtypes]
    if subtypes:
        out["subtypes"] = subtypes
    colors = thing.colors or (list(card.colors) if card else [])
    out["colors"] = colors
    power = thing.power if thing.power is not None else (card.power if card else None)
    toughness = thing.toughness if thing.toughness is not None else (card.toughness if card else None)
    if power is not None:
        out["power"], out["toughness"] = power, toughness
    elif "creature" in out["types"]:
        # Mortivore's "*/*": the letter must say how big it is ("my Mortivore (4/4)").
        raise Declined([thing.surface], "a creature whose power and toughness the question doesn't give")
    out["abilities"] = abilities
    return out


def _symbols(cost: str) -> list[str]:
    from judge.abilities import mana_symbols

    return mana_symbols(cost)
