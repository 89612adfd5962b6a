"""A card's line given in parentheses, as quiz letters print it: "a Wild Jhovall (R3, Creature-
Cat, 3/3)", "an Elvish Ranger (2G, Creature - Elf, 4/1)": the mana cost (its symbols in any
order), the type line and the power and toughness, then any abilities.

The line describes the card (203.1 mana cost, 205.1 type line): for a card the reader doesn't
know it is the card's description (its colors come from its mana cost, 203.2); for a card it
knows, the line must be the card's own, or the reader declines (a letter about another card
of the same name is not guessed).

The parts go into the description as pseudo-abilities (``cost:3R``, ``type:creature``,
``subtype:Cat``) beside ``color:red``; :func:`line_parts` takes them back out.
"""

from __future__ import annotations

from collections.abc import Mapping

from judge.cards import CardDef
from judge.verdict.board import Declined, Desc
from judge.verdict.card_syntax import PREFIXES, cost_symbols



def line_parts(abilities: tuple[str, ...] | list[str]) -> dict[str, list[str]]:
    """The card line's parts among a description's *abilities*, by prefix without its colon
    (``{"cost": ["3R"], "type": ["creature"], ...}``); empty when no card line was given."""
    out: dict[str, list[str]] = {}
    for ability in abilities:
        for prefix in PREFIXES:
            if ability.startswith(prefix):
                out.setdefault(prefix[:-1], []).append(ability[len(prefix):])
    return out


def disagreement(parts: dict[str, list[str]], told_pt: tuple[int, int] | None, card: CardDef) -> str:
    """What of a card line's *parts* and *told_pt* (its power and toughness) the known *card*
    differs in, in a few words; empty when the line is the card's own."""
    if cost_symbols("".join(parts.get("cost", []))) != cost_symbols(card.mana_cost):
        return f"the mana cost in parentheses is not {card.name}'s ({card.mana_cost or 'none'})"
    if sorted(parts.get("type", [])) != sorted(t.lower() for t in card.types):
        return f"the card type in parentheses is not {card.name}'s"
    if sorted(parts.get("supertype", [])) != sorted(t.lower() for t in card.supertypes):
        return f"the supertype in parentheses is not {card.name}'s"
    if sorted(s.lower() for s in parts.get("subtype", [])) != sorted(s.lower() for s in card.subtypes):
        return f"the creature type in parentheses is not {card.name}'s"
    if told_pt is not None and told_pt != (card.power, card.toughness):
        return f"the power and toughness in parentheses are not {card.name}'s"
    return ""


def card_line_told(desc: Desc, abilities: tuple[str, ...], pt: tuple[int, int] | None, surface: str,
                   cards: Mapping[str, CardDef]) -> tuple[tuple[str, ...], tuple[int, int] | None]:
    """*abilities* and *pt* of a description in parentheses, less what a card line among them
    ("(R3, Creature- Cat, 3/3)") gives: a known card's own line says nothing more (no power and
    toughness of its own), else the line's types go into *desc* (its colors are among *abilities*).

    :raises Declined: if the line is not the known card's, or gives a card no color that isn't
        an artifact (a colorless creature card the reader doesn't take on trust).
    """
    line = line_parts(abilities)
    if not line:  # a description with no card line ("(3/3 trample)")
        return abilities, pt
    rest = tuple(a for a in abilities if not a.startswith(PREFIXES))
    if desc.cards:
        card = cards.get(desc.cards[-1])
        differs = disagreement(line, pt, card) if card is not None else "a card line for a card not known"
        if differs:
            raise Declined([surface], differs)
        return rest, None
    if not any(a.startswith("color:") for a in rest) and "artifact" not in line.get("type", []):
        raise Declined([surface], "a card line with no color for a creature that isn't an artifact")
    desc.types += [t for t in line.get("type", []) if t != "creature" and t not in desc.types]
    desc.subtypes += [s for s in line.get("subtype", []) if s not in desc.subtypes]
    return rest, pt


__all__ = ["card_line_told", "disagreement", "line_parts"]
