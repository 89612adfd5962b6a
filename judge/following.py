"""What a resolving spell or ability follows beyond the plain instructions: text that
depends on kicker or threshold (502.21c, 502.23), naming a card (505.7) and sacrificing
a creature as it resolves (413.2b, 217.4a)."""

from __future__ import annotations

from kb.numbers import RuleNumber

from judge.abilities import Instruction, SpellText
from judge.characteristics import Game
from judge.errors import IllegalActionError
from judge.objects import StackObject
from judge.rules import cite
from judge.zones import discard, leave_play, report_static_change, static_view


def instructions_to_follow(state: Game, obj: StackObject, text: SpellText) -> tuple[Instruction, ...]:
    """The instructions a resolving spell or ability follows: text that depends on an unpaid
    kicker cost is left out (502.21c); a spell's threshold text ("threshold - ... instead")
    replaces the rest if its controller has seven or more cards in his or her graveyard as it
    resolves, the spell itself being on the stack, not there (502.23a, 502.23c)."""
    out = tuple(i for i in text.instructions if not i.kicked or obj.extra.get("kicked"))
    if not any(i.threshold for i in out):
        return out
    count = len(state.player(obj.controller).graveyard)
    active = count >= 7
    state.log("threshold", f"{obj.controller} has {count} cards in his or her graveyard as {obj.name} resolves (it is "
              f"on the stack, not in the graveyard): its threshold text {'applies instead' if active else 'does nothing'}.",
              cite("502.23", "502.23a", "502.23c") + (() if active else cite("502.23b")))
    return tuple(i for i in out if i.threshold == active)


def not_of_color(state: Game, obj: StackObject, ins: Instruction, key: str) -> bool:
    """Whether an instruction that says "if it's blue" (Pyroblast, Hydroblast) finds its target of another color as it
    resolves, and so does nothing (413.2b): a spell's color is its card's, none face down (504.2)."""
    if not ins.words.startswith("if it's "):
        return False
    color = ins.words.removeprefix("if it's ")
    spell = next((o for o in state.stack if key == f"spell:{o.serial}"), None)
    if spell is not None:
        colors: tuple[str, ...] = () if spell.card is None or spell.extra.get("face_down") else spell.card.colors
    else:
        colors = state.chars(key).colors if state.find(key) is not None else (color,)  # gone: left to the rest
    if color in colors:
        return False
    state.log("resolve", f"{obj.name} does nothing to {state.target_name(key)}: it isn't {color}.", cite("413.2b"))
    return True


def name_and_discard(state: Game, obj: StackObject, op: str, key: str, rules: tuple[RuleNumber, ...],
                     color: bool = False) -> None:
    """Cabal Therapy: its controller names a nonland card as it resolves (the scenario's
    ``choose: {object: name}``, or by default the first nonland card in the target player's
    hand), then the target player discards all cards with that name. A split card is named
    by both halves; one half's name names no card (505.7).

    With *color* (Persecute), a color is chosen instead (``choose: {color}``, by default the first color of the first
    colored card in that hand) and the cards of that color are discarded (413.2c).

    :raises IllegalActionError: for a name that is no nonland card, or half a split card.
    """
    if color:
        _choose_color_and_discard(state, obj, op, key, rules)
        return
    if op == "discard_named":
        player, named = state.player(key), str(obj.extra.get("named", ""))
        gone = [c for c in player.hand if c.lower() == named.lower()]
        discard(state, player, gone)
        state.log("discard", f"{player.name} reveals his or her hand and discards {len(gone)} card"
                  f"{'s' * (len(gone) != 1)} named {named or 'nothing'}.", rules)
        return
    choice = state.answer("object")
    hand = state.player(obj.targets[0]).hand if obj.targets and state.is_player(obj.targets[0]) else []
    named = choice.object if choice is not None else next(
        (c for c in hand if c != "Card" and "land" not in state.card_def(c).types), "")
    halves = {h.name.lower(): c for c in hand if c != "Card" for h in state.card_def(c).halves}
    if named.lower() in halves:
        raise IllegalActionError(f"{named!r} is half of {halves[named.lower()]}: to name a split card, name both "
                                 "halves", cite("505.7"))
    try:
        found = state.card_def(named) if named else None
    except KeyError:
        found = None
    if named and (found is None or "land" in found.types):
        raise IllegalActionError(f"{named!r} is not the name of a nonland card", cite("413.2b"))
    obj.extra["named"] = found.name if found is not None else ""
    state.log("choice", f"{obj.controller} names {found.name if found else 'no card (the hand holds none)'}"
              + (" (the default: the first nonland card in the target player's hand)" if choice is None else "")
              + (": a split card is named by both its halves" if found is not None and found.halves else "") + ".",
              rules + (cite("505.7") if found is not None and found.halves else ()), default=choice is None)


def _choose_color_and_discard(state: Game, obj: StackObject, op: str, key: str, rules: tuple[RuleNumber, ...]) -> None:
    if op == "discard_named":
        player, chosen = state.player(key), str(obj.extra.get("color", ""))
        gone = [c for c in player.hand if c != "Card" and chosen in state.card_def(c).colors]
        discard(state, player, gone)
        state.log("discard", f"{player.name} reveals his or her hand and discards {len(gone)} {chosen or 'colored'} card"
                  f"{'s' * (len(gone) != 1)}" + f" ({', '.join(gone)})" * bool(gone) + ".", rules)
        return
    choice = state.answer("color")
    hand = state.player(obj.targets[0]).hand if obj.targets and state.is_player(obj.targets[0]) else []
    chosen = choice.color if choice is not None else next(
        (state.card_def(c).colors[0] for c in hand if c != "Card" and state.card_def(c).colors), "")
    obj.extra["color"] = chosen
    state.log("choice", f"{obj.controller} chooses {chosen or 'no color (the hand holds no colored card)'}"
              + (" (the default: the first color of the first colored card in the target player's hand)"
                 if choice is None else "") + ".", rules + cite("413.2c"), default=choice is None)


def sacrifice_on_resolution(state: Game, obj: StackObject, player: str, rules: tuple[RuleNumber, ...],
                            kind: str = "creature", other_than: str = "") -> bool:
    """"Sacrifice a creature" (a permanent, a land, an artifact) as a spell or ability resolves
    (Grab the Reins, Drinker of Sorrow): its controller chooses one of that kind he or she controls
    as the instruction is followed (413.2b, 217.4a): the scenario's ``choose: {object: id}``, or by
    default the creature with the greatest power (the first listed on a tie), or the first other
    permanent listed. A creature's power as it last existed in play is remembered (413.2f).

    Not *other_than* ("a creature other than this", Minion of Leshrac). Whether one was sacrificed.

    :raises IllegalActionError: for a choice that isn't a permanent of that kind *player* controls.
    """
    mine = [p for p in state.permanents if p.controller == player and p.id != other_than
            and (kind == "permanent" or kind in state.chars(p).types)]
    choice = state.answer("object")
    if choice is not None:
        perm = state.find(choice.object)
        if perm is None or perm not in mine:
            raise IllegalActionError(f"{player} can't sacrifice {choice.object!r} to {obj.name}: not a {kind} he "
                                     "or she controls", cite("217.4a", "413.2b"))
    elif mine:
        perm = max(mine, key=lambda p: (state.chars(p).power or 0, -mine.index(p))) if kind == "creature" else mine[0]
    else:
        state.log("sacrifice", f"{player} controls no {'other ' * bool(other_than)}{kind} to sacrifice to {obj.name}.",
                  rules + cite("217.4a"))
        obj.extra["sacrificed_power"] = 0
        return False
    chars = state.chars(perm)
    obj.extra["sacrificed_power"] = chars.power or 0
    before = static_view(state)
    leave_play(state, perm, "graveyard")
    power = f" (power {chars.power or 0})" if chars.is_creature else ""
    state.log("sacrifice", f"{player} sacrifices {chars.name}{power} to {obj.name}"
              + ((" (the default: the creature with the greatest power)" if kind == "creature" else
                  f" (the default: the first {kind} listed)") if choice is None else "") + ".",
              rules + cite("217.4a"), default=choice is None)
    report_static_change(state, before, [perm], entering=False)
    return True
