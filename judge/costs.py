"""Costs paid as a spell or ability is played (409.1f): sacrificing a permanent of a kind
("sacrifice a creature", "sacrifice a Goblin"), discarding cards (a card with madness may be
removed from the game instead, 502.24a); what an alternative cost asks besides mana (402.4); and
a spell card's characteristics as a source."""

from __future__ import annotations

import re

from kb.numbers import RuleNumber

from judge import keywords, zones
from judge.abilities import LAND_TYPES
from judge.activated_text import Activated
from judge.cards import CardDef
from judge.characteristics import Game
from judge.cost_text import AdditionalCost
from judge.errors import AmbiguousActionError, IllegalActionError
from judge.objects import Player, Snapshot, StackObject
from judge.rules import cite


def card_snapshot(card: CardDef, controller: str) -> Snapshot:
    """A spell's characteristics as a damage or targeting source."""
    return Snapshot(card.name, card.colors, card.types, card.subtypes, controller)




def a_kind(kind: str) -> str:
    """"a Goblin", "an artifact": what a sacrifice cost of *kind* asks for."""
    return f"{'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind}"


def remove_from_graveyard(state: Game, player: Player, count: int, what: str, kind: str = "") -> str:
    """Remove *count* cards in *player*'s graveyard from the game to pay a cost (409.1f): the
    oldest ones (the first put there), or with *kind* the top card of that type (Necratog).
    Words for the cost paid.

    :raises IllegalActionError: with fewer cards there than that (409.1h)."""
    if kind:
        found = next((c for c in reversed(player.graveyard) if c and kind in state.card_def(c).types), "")
        if not found:
            raise IllegalActionError(f"{player.name} has no {kind} card in his or her graveyard: {what} needs the top "
                                     f"one removed from the game", cite("409.1f", "409.1h"))
        del player.graveyard[len(player.graveyard) - 1 - player.graveyard[::-1].index(found)]
        player.removed.append(found)
        state.changed()
        state.log("removed", f"{player.name} removes {found}, the top {kind} card of his or her graveyard, from the "
                  f"game to pay for {what}.", cite("409.1f", "217.7a"))
        return f"removing {found} in the graveyard from the game"
    if len(player.graveyard) < count:
        raise IllegalActionError(f"{player.name} has {len(player.graveyard)} card{'s' * (len(player.graveyard) != 1)}"
                                 f" in his or her graveyard: {what} needs {count} removed from the game",
                                 cite("409.1f", "409.1h"))
    cards = list(player.graveyard[:count])
    del player.graveyard[:count]
    player.removed.extend(cards)
    state.changed()
    state.log("removed", f"{player.name} removes {', '.join(cards)} in his or her graveyard from the game to pay "
              f"for {what} (the default: the oldest cards there).", cite("409.1f", "217.7a"), default=True)
    return f"removing {count} cards in the graveyard from the game"


def return_cost(state: Game, player: Player, kind: str, what: str) -> str:
    """Return a *kind* permanent *player* controls to its owner's hand to pay a cost (409.1f):
    the scenario's ``choose: {object: id}`` (inline on the action), by default the first one.

    :raises IllegalActionError: if he or she controls none, or the one named isn't one (409.1h)."""
    fits = [p for p in state.permanents if p.controller == player.name
            and (kind in state.chars(p).subtypes or kind in state.chars(p).types)]
    choice = state.answer("object")
    perm = next((p for p in fits if p.id == choice.object), None) if choice is not None else (fits[0] if fits else None)
    if perm is None:
        named = f" {choice.object!r}" if choice is not None else ""
        raise IllegalActionError(f"{player.name} controls no {kind}{named} to return to its owner's hand for {what}",
                                 cite("409.1f", "409.1h"))
    name = state.name_of(perm.id)
    before = zones.static_view(state)
    zones.leave_play(state, perm, "hand")
    state.log("bounce", f"{player.name} returns {name} to {perm.owner}'s hand to pay for {what}"
              + (" (the default: the first one)" if choice is None else "") + ".", cite("409.1f", "217.1a"),
              default=choice is None)
    zones.report_static_change(state, before, [perm], entering=False)
    return f"returning {name} to its owner's hand"


def more_costs(state: Game, player: Player, ability: Activated, source: str, what: str) -> str:
    """Pay the costs of *ability* (of the permanent *source*) besides mana, {T}, sacrifices,
    discards and removals, as it is played (409.1f): returning a permanent, paying life,
    tapping an untapped permanent. Words for what was paid; empty if none.

    :raises IllegalActionError: if one can't be paid (409.1h: no partial payments)."""
    paid = [return_cost(state, player, ability.return_kind, what)] if ability.return_kind else []
    if ability.life or ability.life_half:  # half a life total below 0 is half of 0 (104.2)
        half = (max(player.life, 0) + (ability.life_half == "up")) // 2
        counted = f" (half of {player.life}, rounded {ability.life_half})" if ability.life_half else ""
        paid.append(pay_life(state, player, ability.life or half, what, counted,
                             (cite("104.1") + cite("104.2") * (player.life < 0)) if counted else ()))
    if ability.tap_kind:
        paid.append(_tap_cost(state, player, ability.tap_kind, source, what, ability.tap_count))
    return ", ".join(paid)


def pay_life(state: Game, player: Player, life: int, what: str, counted: str = "",
             rules: tuple[RuleNumber, ...] = ()) -> str:
    """*player* pays *life* life for *what* (409.1f); *counted*: words for how the amount was counted, by *rules*.

    :raises IllegalActionError: if he or she has less (409.1h: no partial payments); zero life can always be
        paid, even below 0 life (the glossary's "Costs")."""
    if life > player.life and life > 0:  # a player can't pay more life than he or she has (409.1f)
        raise IllegalActionError(f"{player.name} has {player.life} life and can't pay {life} life for {what}",
                                 cite("409.1f", "409.1h"))
    player.life -= life
    state.log("life", f"{player.name} pays {life} life{counted} for {what} (now {player.life}).",
              cite("409.1f", "409.1h") + rules)
    return f"paying {life} life"


_COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3}


def alternative_cost(state: Game, player: Player, words: str, named: tuple[str, ...], discarded: tuple[str, ...],
                     what: str) -> None:
    """Pay what the alternative cost *words* asks besides mana as the spell is played (402.4,
    409.1f): life; the permanents the action's ``sacrifice`` field names; the card its
    ``discard`` field names; the permanents returned to their owner's hand and the card in hand
    removed from the game (``choose: {object}`` answers, by default the first ones).

    :raises IllegalActionError: if it can't be paid in full (409.1h)."""
    life = re.match(r"pay (\d+) life", words)
    if life:
        pay_life(state, player, int(life.group(1)), what)
    card = re.search(r"(discard|remove) an? ([a-z]+) card", words)
    if card and card.group(1) == "discard":  # Abolish: "discard a Plains card"
        discard_cost(state, player, 1, discarded, what, card.group(2))
    elif card:  # Force of Will: "remove a blue card in your hand from the game"
        _remove_from_hand(state, player, card.group(2), what)
    match = re.fullmatch(r"(sacrifice|return) (an?|two|three) ([a-z]+)(?: you control to .+)?", words)
    if match is None:
        return
    verb, count = match.group(1), _COUNTS[match.group(2)]
    noun = match.group(3) if match.group(3) == "plains" else match.group(3).removesuffix("s")
    kind = noun.capitalize() if noun.capitalize() in LAND_TYPES else noun
    if verb == "return":
        if sum(1 for p in state.permanents if p.controller == player.name and (
                kind in state.chars(p).subtypes or kind in state.chars(p).types)) < count:
            raise IllegalActionError(f"{player.name} controls fewer than {count} {kind} to return for {what}",
                                     cite("409.1f", "409.1h"))
        for _ in range(count):
            return_cost(state, player, kind, what)
        return
    if len(set(named)) != count:
        raise AmbiguousActionError(f"{what} needs {count} {kind} sacrificed as its alternative cost "
                                   "(the sacrifice field)", cite("409.1f"))
    for one in named:
        sacrifice_cost(state, player, (one,), what, kind)


def _remove_from_hand(state: Game, player: Player, color: str, what: str) -> None:
    choice = state.answer("object")
    fits = [c for c in player.hand if color in state.card_def(c).colors]
    card = choice.object if choice is not None else next(iter(fits), "")
    if card not in player.hand:
        raise IllegalActionError(f"{player.name} has no {card or f'{color} card'} in hand to remove from the game for "
                                 f"{what}", cite("409.1f", "409.1h"))
    keywords.check_card_color(state, player.name, card, color, what)
    player.hand.remove(card)
    player.removed.append(card)
    state.changed()
    state.log("removed", f"{player.name} removes {card} in his or her hand from the game to pay for {what}"
              + (" (the default: the first one)" if choice is None else "") + ".", cite("409.1f"), default=choice is None)


def _tap_cost(state: Game, player: Player, kind: str, source: str, what: str, count: int = 1) -> str:
    """Tap *count* untapped *kind* permanents *player* controls (Lodestone Myr: "tap an untapped
    artifact you control"; Skirk Fire Marshal: "tap five untapped Goblins you control", 409.1f):
    for one, the scenario's ``choose: {object: id}``; by default the first ones other than the
    source, then the source itself. No {T} symbol: summoning sickness doesn't matter (212.3d)."""
    fits = [p for p in state.permanents if p.controller == player.name and not p.tapped and (
        kind.lower() in state.chars(p).types  # a card type: "creatures" is read as "Creature"
        or state.chars(p).is_creature and kind in state.chars(p).subtypes)]
    choice = state.answer("object") if count == 1 else None
    if choice is not None:
        chosen = [p for p in fits if p.id == choice.object]
    else:
        chosen = sorted(fits, key=lambda p: p.id == source)[:count]  # the source last (a stable sort)
    if len(chosen) < count or not chosen:
        named = f" {choice.object!r}" if choice is not None else ""
        many = f" (it controls {len(fits)}; the cost taps {count})" if count > 1 else ""
        noun = kind.lower() if kind.lower() in ("artifact", "creature", "land", "enchantment") else kind
        raise IllegalActionError(f"{player.name} controls no{' ' + str(count) if count > 1 else ''} untapped "
                                 f"{noun}{'s' * (count > 1)}{named} to tap for {what}{many}",
                                 cite("409.1f", "409.1h"))
    for perm in chosen:
        perm.tapped = True
    names = ", ".join(state.name_of(p.id) for p in chosen)
    state.log("tap", f"{player.name} taps {names} to pay for {what}"
              + (f" (the default: the first one{'s' * (count > 1)})" if choice is None else "") + ".",
              cite("409.1f"), default=choice is None)
    return f"tapping {names}"


def sacrifice_cost(state: Game, player: Player, named: tuple[str, ...], what: str, kind: str = "creature") -> int:
    """Sacrifice a permanent of *kind* (``creature``, ``artifact``, ``land`` or a creature type
    such as ``Goblin``) as a cost (409.1f): the one the action's ``sacrifice`` field names;
    its power as it last existed in play is remembered (413.2f)."""
    land_type = kind in LAND_TYPES  # "sacrifice a Forest": a land of that land type, not a creature (212.6c, 212.6d)
    noun = a_kind(kind if kind in ("creature", "artifact", "land", "permanent") or land_type else f"{kind} creature")
    if len(named) != 1:
        raise AmbiguousActionError(f"{what} needs {noun} sacrificed as a cost "
                                   "(the sacrifice field)", cite("409.1f"))
    perm = state.get(named[0])
    chars = state.chars(perm)
    fits = kind == "permanent" or kind in chars.types if kind in ("creature", "artifact", "land", "permanent") else (
        (land_type or chars.is_creature) and kind in chars.subtypes)
    if perm.controller != player.name or not fits:
        raise IllegalActionError(f"{player.name} can't sacrifice {chars.name}: not {noun} he or she controls",
                                 cite("409.1f"))
    power = chars.power or 0
    zones.leave_play(state, perm, "graveyard")
    state.log("sacrifice", f"{player.name} sacrifices {chars.name}{f' (power {power})' * chars.is_creature} to pay for {what}.",
              cite("409.1f"))
    return power


def additional_cost(state: Game, player: Player, cost: AdditionalCost, x: int, named: tuple[str, ...],
                    discarded: tuple[str, ...], what: str) -> tuple[int, int]:
    """Pay the additional cost *cost* of the spell *what* as it is played (409.1f), X announced as
    *x* (409.1b): the permanents the action's ``sacrifice`` field names, the cards its ``discard``
    field names (by default the last ones in hand; at random, the first ones), life, or the oldest
    creature cards in the graveyard removed from the game. The sacrificed creatures' total power
    as they last existed in play (413.2f) and how many were sacrificed.

    :raises IllegalActionError: if it can't be paid in full (409.1h: no partial payments).
    :raises AmbiguousActionError: if the permanents to sacrifice aren't named."""
    count = cost.number(x)
    if cost.verb == "pay":
        pay_life(state, player, count or 0, what)
        return 0, 0
    if cost.verb == "discard":
        if count:
            paid = discard_cost(state, player, count, discarded, what, random=cost.random)
            state.log("discard", f"{player.name} pays for {what} by {paid}.", cite("409.1f"), default=not discarded)
        return 0, 0
    if cost.verb == "remove":
        _remove_creature_cards(state, player, count or 0, what)
        return 0, 0
    mine = [p for p in state.permanents if p.controller == player.name and cost.kind in state.chars(p).types]
    if cost.count == "all":
        named = tuple(p.id for p in mine)
    elif count is not None and len(mine) < count:
        raise IllegalActionError(f"{player.name} controls {len(mine)} {cost.kind}{'s' * (len(mine) != 1)}: {what} needs "
                                 f"{count} sacrificed as its additional cost", cite("409.1f", "409.1h"))
    elif count is not None and len(set(named)) != count:
        raise AmbiguousActionError(f"{what} needs {count} {cost.kind}s sacrificed as its additional cost "
                                   "(the sacrifice field)", cite("409.1f"))
    if len(set(named)) != len(named):
        raise IllegalActionError(f"{what}: a permanent can be sacrificed only once", cite("409.1f"))
    power = sum(sacrifice_cost(state, player, (one,), what, cost.kind) for one in named)
    if not named:
        state.log("sacrifice", f"{player.name} sacrifices no {cost.kind}s to pay for {what}.", cite("409.1b", "409.1f"))
    return power, len(named)


def _remove_creature_cards(state: Game, player: Player, count: int, what: str) -> None:
    """Remove *count* creature cards in *player*'s graveyard from the game (409.1f): the oldest ones."""
    fits = [c for c in player.graveyard if c and "creature" in state.card_def(c).types]
    if len(fits) < count:
        raise IllegalActionError(f"{player.name} has {len(fits)} creature card{'s' * (len(fits) != 1)} in his or her "
                                 f"graveyard: {what} needs {count} removed from the game", cite("409.1f", "409.1h"))
    for card in fits[:count]:
        player.graveyard.remove(card)
        player.removed.append(card)
    state.changed()
    if count:
        state.log("removed", f"{player.name} removes {', '.join(fits[:count])} in his or her graveyard from the game to "
                  f"pay for {what} (the default: the oldest creature cards there).", cite("409.1f", "217.7a"),
                  default=True)


def discard_cost(state: Game, player: Player, count: int, named: tuple[str, ...], what: str,
                  color: str = "", random: bool = False) -> str:
    """Discard *count* cards (of *color*, if given) to pay a cost (409.1f): the ones the action
    names, or by default the last ones in hand; *random*: the ones chosen at random, which the
    action names as the outcome, by default the first ones in hand."""
    able = [c for c in player.hand if not color or c not in ("", "Card") and (
        color in state.card_def(c).types or color in state.card_def(c).colors
        or color.capitalize() in state.card_def(c).subtypes)]  # "discard a creature card", "... a Plains card"
    chosen = list(named) if named else able[:count] if random else able[-count:]
    if len(chosen) != count or any(player.hand.count(c) < chosen.count(c) for c in chosen):
        raise IllegalActionError(f"{player.name} can't discard {count} card{'s' * (count > 1)} from hand for {what}"
                                 + (f": {', '.join(chosen)}" if chosen else ""), cite("409.1f"))
    for card in chosen if color else ():
        keywords.check_card_color(state, player.name, card, color, what)
    for card in chosen:  # madness: the card is discarded, but may be removed from the game instead (502.24a)
        zones.discard(state, player, [card])
    default = "" if named else f" (the default: the {'first' if random else 'last'} {color + ' ' if color else ''}card in hand)"
    return f"discarding {', '.join(chosen)}{' at random' * random}{default}"


__all__ = ["a_kind", "additional_cost", "alternative_cost", "more_costs", "pay_life", "card_snapshot", "discard_cost", "remove_from_graveyard", "return_cost", "sacrifice_cost"]
