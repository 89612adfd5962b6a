"""Keywords that change how a spell is played and what it costs: kicker (502.21),
buyback (502.16), flashback (502.22), morph (502.26, 504), affinity (502.31) and
entwine (502.32); and the upkeep keywords echo (502.19) and cumulative upkeep (502.13).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from kb.numbers import RuleNumber

from judge.abilities import LAND_TYPES, Keyword, Static, mana_symbols
from judge.actions import Action
from judge.cards import CardDef
from judge.characteristics import Game
from judge.errors import AmbiguousActionError, IllegalActionError
from judge.keyword_text import ALTERNATIVE
from judge.mana import parse_mana
from judge.objects import Player, StackObject
from judge.rules import cite

MORPH_COST = "3"
"""What playing a card face down costs (502.26a; the bundled text's {0} is a misprint for {3})."""


@dataclasses.dataclass(frozen=True, slots=True)
class SpellPlan:
    """How a card is played: what it costs and what the spell remembers."""

    cost: str
    """The total mana cost to pay, symbols without braces."""
    extra: dict[str, Any]
    """Flags the spell keeps: ``kicked``, ``buyback``, ``entwined``, ``flashback``, ``face_down``."""
    rules: tuple[RuleNumber, ...]
    """The rules that decided the cost."""
    notes: tuple[str, ...]
    """What the play event says about the choices made."""


def keyword_cost(card: CardDef, name: str) -> str | None:
    """The mana cost of the card's keyword *name* (``kicker``, ``morph`` ...), or ``None``."""
    for ability in card.abilities:
        if isinstance(ability, Keyword) and ability.name == name:
            return str(ability.arg)
    return None


def has_keyword(card: CardDef, name: str) -> bool:
    """Whether the card has keyword *name* printed."""
    return any(isinstance(a, Keyword) and a.name == name for a in card.abilities)


def cant_be_countered(state: Game, countered: StackObject, by: str, rules: tuple[RuleNumber, ...]) -> bool:
    """Whether *countered* is a spell with "this can't be countered": *by* (a spell or ability) then
    doesn't counter it, and the event says so (103.2: the "can't" wins). The rules still counter it
    on resolution when all its targets are illegal (413.2a)."""
    if countered.kind != "spell" or countered.card is None or not has_keyword(countered.card, "can't be countered"):
        return False
    state.log("counter", f"{countered.name} can't be countered: {by} doesn't counter it.",
              rules + cite("103.2", "414.1"))
    return True


def _alternative(state: Game, player: Player, card: CardDef, extra: dict[str, Any]) -> str:
    """The mana part of the card's alternative cost ("you may pay {W}{U}{B}{R}{G} rather than pay
    this spell's mana cost"; none for "sacrifice two Mountains"), paid instead of its mana cost;
    the cost's words are kept in *extra* for the rest to be paid (409.1f).

    :raises IllegalActionError: if the card has none, or another alternative way of playing it is
        chosen too (409.1b: never two)."""
    words = keyword_cost(card, ALTERNATIVE)
    if words is None:
        raise IllegalActionError(f"{card.name} has no alternative cost", cite("409.1b", "402.4"))
    if {"flashback", "madness", "face_down", "alternative"} & set(extra):
        raise IllegalActionError(f"{card.name} can't be played with two alternative costs", cite("409.1b"))
    land, _, words = words.rpartition(": ")
    if land and not any(p.controller == player.name and land.capitalize() in state.chars(p).subtypes
                        for p in state.permanents):  # Snuff Out: "if you control a Swamp, you may ..."
        raise IllegalActionError(f"{player.name} controls no {land.capitalize()}, so {card.name}'s alternative cost "
                                 "can't be paid", cite("409.1b", "402.4"))
    extra["alternative"] = words
    mana = re.fullmatch(r"pay ((?:\{[^}]+\})+)", words)
    return parse_mana(mana.group(1)) if mana else ""


def plan_spell(state: Game, card: CardDef, player: Player, action: Action) -> SpellPlan:
    """Check the version 2 choices of a ``play`` and total the cost (409.1f).

    :raises IllegalActionError: for a choice the card doesn't offer, citing the keyword's rule.
    """
    cost, rules, notes = card.mana_cost, [], []
    extra: dict[str, Any] = {}
    if action.zone == "graveyard":
        flashback = keyword_cost(card, "flashback")
        if flashback is None:
            raise IllegalActionError(f"{card.name} has no flashback: it can't be played from the graveyard",
                                     cite("217.3a", "409.1a"))
        cost, _, also = flashback.partition("; ")  # an alternative cost (502.22a): its mana, and any more it asks
        extra["flashback"] = True
        if also:  # "pay 3 life", "sacrifice a Mountain": paid as it is played, as an alternative cost's (409.1f)
            extra["alternative"] = also
        # a static ability lets it be played from the graveyard (401.4), working while the card is
        # in that zone (401.5, 412.4); an alternative cost is an ability of the card (402.4)
        rules += ["502.22", "502.22a", "401.4", "401.5", "412.4", "402.4"]
        notes.append("from the graveyard by flashback")
    elif action.zone == "removed":
        madness = keyword_cost(card, "madness")
        if madness is None or state.madness.get(player.name) != card.name:
            raise IllegalActionError(f"{card.name} can be played from the removed-from-the-game zone only by its "
                                     "madness ability, until its player next passes", cite("502.24a"))
        cost, extra["madness"] = madness, True  # an alternative cost (502.24b)
        rules += ["502.24", "502.24a", "502.24b", "402.4"]  # an alternative cost is an ability of the card
        notes.append("from the removed-from-the-game zone by madness")
    if action.face_down:
        if keyword_cost(card, "morph") is None:
            raise IllegalActionError(f"{card.name} has no morph: it can't be played face down", cite("502.26c"))
        cost, extra["face_down"] = MORPH_COST, True  # an alternative cost (502.26a, 502.26b)
        rules += ["502.26", "502.26a", "502.26b", "504.1", "504.2"]  # morph lets it be face down
        notes.append("face down as a 2/2 creature for {3}")
    if "alternative" in action.extra_costs:
        cost = _alternative(state, player, card, extra)
        rules += ["409.1b", "409.1f", "401.6", "402.4", "412.3"]
        notes.append(f"its alternative cost: {extra['alternative']}")
    for name, rule, flag in (("kicker", "502.21a", "kicked"), ("buyback", "502.16a", "buyback"),
                             ("entwine", "502.32a", "entwined")):
        if name not in action.extra_costs:
            continue
        added = keyword_cost(card, name)
        if added is None:
            raise IllegalActionError(f"{card.name} has no {name}", cite(rule))
        cost, extra[flag] = reduce_generic(cost + added, 0), True
        rules += [rule.rstrip("a"), rule]  # the keyword (502.21 kicker ...) and what it does
        notes.append(f"paying the {name} cost")
    if extra.get("entwined"):
        rules.append("502.32b")
    if len(card.spell) == 1 and not extra.get("kicked") and any(
            i.kicked and i.target for i in card.spell[0].instructions):
        unkicked = sum(1 for i in card.spell[0].instructions if i.target is not None and not i.kicked)
        if len(action.targets) > unkicked:
            raise IllegalActionError(f"{card.name}'s kicker cost isn't paid, so the target of its kicker text isn't "
                                     f"chosen: it has {unkicked} target{'s' * (unkicked != 1)}",
                                     cite("502.21c", "409.1c"))
    if {"kicked", "buyback", "entwined"} & set(extra):
        # an additional cost is an ability of the card (402.4), a static ability that works while
        # the spell is on the stack (401.6, 412.3)
        rules += ["401.6", "402.4", "412.3"]
    more = [(p, s) for p in state.permanents for s in state.chars(p).statics if s.kind == "cost_more"
            and not (s.condition == "opponents" and p.controller == player.name) and _spell_is(card, s.affects, action.face_down)]
    if more:  # Sphere of Resistance, Chill: an increase of the generic part, before any reduction (409.1f)
        cost = reduce_generic(cost, -sum(s.power for _, s in more))
        rules += ["409.1f"]
        notes += [f"{s.power} more for {state.name_of(p.id)}" for p, s in more]
    affinities = [a for a in card.abilities if isinstance(a, Keyword) and a.name.startswith("affinity for")]
    for affinity in affinities:  # "affinity for artifacts", "affinity for Swamps": each applies (502.31c)
        kind = "artifact" if affinity.arg is None else str(affinity.arg)
        counted = sum(1 for p in state.permanents if p.controller == player.name
                      and kind in (state.chars(p).types if affinity.arg is None else state.chars(p).subtypes))
        cost = reduce_generic(cost, counted)
        notes.append(f"{counted} less for the {affinity.text.removeprefix('affinity for ')} {player.name} controls")
    if affinities:
        rules += ["502.31", "502.31a", "502.31b", "401.6"] + (["502.31c"] if len(affinities) > 1 else [])
    for own in [a for a in card.abilities if isinstance(a, Static) and a.kind == "self_cost_less"]:
        reason = _self_cost_reason(state, player, own.condition)
        if reason:  # the Avatars: checked as the spell is played, its total cost locked in then (401.6, 409.1f)
            cost = reduce_generic(cost, own.power)
            rules += ["401.6", "409.1f"]
            notes.append(f"{own.power} less: {reason}")
    less = [(p, s) for p in state.permanents if p.controller == player.name for s in state.chars(p).statics
            if s.kind == "cost_less" and not action.face_down
            and (s.affects in card.subtypes or bool(set(s.affects.removeprefix("color:").split("|")) & set(card.colors)))]
    if less:  # Goblin Warchief: each one reduces the generic part, never below 0 (409.1f)
        cost = reduce_generic(cost, sum(s.power for _, s in less))
        rules += ["409.1f"]
        notes += [f"{s.power} less for {state.name_of(p.id)}" for p, s in less]
    return SpellPlan(cost, extra, cite(*rules), tuple(notes))


def _self_cost_reason(state: Game, player: Player, condition: str) -> str:
    """Why an Avatar's "costs {6} less to play" applies as *player* plays it, or ``""`` when it doesn't."""
    kind, _, number = condition.partition(":")
    others = [p for p in state.players if p.name != player.name]
    if kind == "life":
        return f"{player.name} has {player.life} life" if player.life <= int(number) else ""
    if kind == "empty hand":
        return next((f"{p.name} has no cards in hand" for p in others if not p.hand), "")
    if kind == "graveyards":
        dead = sum(1 for p in state.players for c in p.graveyard if c not in ("", "Card")
                   and "creature" in state.card_def(c).types)
        return f"{dead} creature cards are in all graveyards" if dead >= int(number) else ""
    mine = sum(1 for p in state.creatures() if p.controller == player.name)
    return next((f"{p.name} controls {n} creatures to {player.name}'s {mine}" for p in others
                 for n in [sum(1 for c in state.creatures() if c.controller == p.name)] if n >= mine + int(number)), "")


def _spell_is(card: CardDef, kinds: str, face_down: bool) -> bool:
    """Whether a spell of *card* is one of *kinds* (``kinds:red|artifact``; ``kinds:`` every spell); a face-down
    spell is a colorless creature spell (504.2)."""
    wanted = [k for k in kinds.removeprefix("kinds:").split("|") if k]
    types, colors = (("creature",), ()) if face_down else (card.types, card.colors)
    return not wanted or any(k in types or k in colors for k in wanted)


def reduce_generic(cost: str, by: int) -> str:
    """*cost* with its generic parts added up and reduced by *by*, never below 0 (502.31b):
    ``"1G2G"``, 0 → ``"3GG"``."""
    generic, colored = 0, ""
    for symbol in mana_symbols(cost):
        symbol = symbol.strip("()")
        if symbol.isdigit():
            generic += int(symbol)
        else:
            colored += symbol
    generic = max(0, generic - by)
    if generic == 0:
        return colored or ("0" if "0" in cost else "")
    return (str(generic) if generic < 10 else f"({generic})") + colored



def split_half(card: CardDef, half: str) -> CardDef:
    """The half of a split card being played: on the stack only its characteristics exist (505.2)."""
    if not half:
        raise AmbiguousActionError(f"{card.name} is a split card: say which half is played (half: "
                                   f"{' or '.join(h.name for h in card.halves)})", cite("505.2"))
    for candidate in card.halves:
        if candidate.name.lower() == half.strip().lower():
            return candidate
    raise IllegalActionError(f"{card.name} has no half called {half!r}", cite("505.2"))


def check_card_color(state: Game, player: str, name: str, color: str, what: str) -> None:
    """Check that *name* is a *color* card, for a cost such as "discard a red card". A split
    card's color outside the stack combines its halves' (505.5), and it matches if either
    half does (505.6).

    :raises IllegalActionError: if it isn't.
    """
    card = state.card_def(name)
    if color in ("artifact", "creature", "land", "enchantment", "instant", "sorcery") or color.capitalize() in LAND_TYPES:
        if color not in card.types and color.capitalize() not in card.subtypes:  # Survival of the Fittest; Abolish
            raise IllegalActionError(f"{name} is not {'an' if color[0] in 'aeiou' else 'a'} {color} card: it can't be "
                                     f"discarded for {what}", cite("409.1f"))
        return
    split = cite("505.5", "505.6") if card.halves else ()
    if color not in card.colors:
        raise IllegalActionError(f"{name} is not a {color} card: it can't be discarded for {what}",
                                 cite("409.1f") + split)
    if card.halves:
        state.log("cost", f"{name} in {player}'s hand is {' and '.join(card.colors)}: outside the stack a split card "
                  f"has both halves' colors, so it is a {color} card because one half is.", split)

__all__ = ["MORPH_COST", "SpellPlan", "cant_be_countered", "check_card_color", "has_keyword", "keyword_cost", "plan_spell", "reduce_generic",
           "split_half"]
