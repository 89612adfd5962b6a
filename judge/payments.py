"""Paying on resolution: "unless pays" (413.2b, 410.5), echo (502.19a) and cumulative
upkeep (502.13a), each asking its player through the ``choose`` protocol."""

from __future__ import annotations

from judge import zones
from judge.abilities import format_mana
from judge.characteristics import Game
from judge.errors import IllegalActionError
from judge.keywords import reduce_generic
from judge.objects import Permanent, Player, StackObject
from judge.rules import cite

#: The basic land types (212.6d).
BASIC_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
from judge.stack import pay_mana


def counted_unless(state: Game, controller: str, countered: StackObject, what: str) -> str:
    """The generic mana an "unless its controller pays {1} for each ..." asks, counted as the spell or ability
    resolves (413.2b): for each artifact or basic land type of *controller*'s, each card in his or her graveyard,
    or the countered spell's converted mana cost (203.3)."""
    mine = [p for p in state.permanents if p.controller == controller]
    if what == "artifact you control":
        count = sum(1 for p in mine if "artifact" in state.chars(p).types)
    elif what == "card in your graveyard":
        count = len(state.player(controller).graveyard)
    elif what == "basic land type among lands you control":
        count = len({t for p in mine if "land" in state.chars(p).types for t in state.chars(p).subtypes} & BASIC_TYPES)
    else:  # "its converted mana cost": a face-down spell's is 0 (504.2)
        count = 0 if countered.card is None or countered.extra.get("face_down") else countered.card.mana_value
    return str(count)


def pays_unless(state: Game, player: Player, cost: str, what: str) -> bool:
    """Whether *player* pays *cost* to stop *what* ("unless ... pays", on resolution, 413.2b):
    the scenario's ``choose: {pay: ...}``, or by default, yes if he or she can."""
    choice = state.answer("pay")
    wants = choice.pay if choice is not None and choice.pay is not None else True
    able = True
    before = len(state.events)
    life = int(cost.removeprefix("life:")) if cost.startswith("life:") else 0
    if wants and life:  # Carnophage: "unless you pay 1 life", no more than he or she has (409.1h)
        able = life <= player.life
        player.life -= life if able else 0
    elif wants:
        try:
            pay_mana(state, player, cost, 0, what)
        except IllegalActionError:
            able = False
    # 413.2c: the choice is made while the effect applies; 413.2e: mana abilities may be played to pay
    tapped = any(e.kind == "mana" for e in state.events[before:])
    how = cite("413.2c") + (cite("413.2e") if tapped else ())
    shown = f"{life} life" if life else format_mana(cost)
    default = " (the default: a player pays when able)" if choice is None else ""
    if wants and able:
        now = f" (now {player.life} life)" if life else ""
        state.log("choice", f"{player.name} chooses to pay {shown}{now} for {what}{default}.",
                  cite("413.2b") + how, default=choice is None)
        return True
    why = " and can't" if wants and not able else ""
    state.log("choice", f"{player.name} doesn't pay {shown}{why} for {what}{default}.", cite("413.2b") + how,
              default=choice is None)
    return False


def upkeep_cost(state: Game, perm: Permanent, op: str, what: str) -> None:
    """Echo: sacrifice it unless its controller pays its mana cost (502.19a). Cumulative
    upkeep: put an age counter on it, then sacrifice it unless its controller pays the
    cost once for each age counter (502.13a)."""
    player = state.player(perm.controller)
    name = state.name_of(perm.id)
    if op == "echo":
        cost, rules = perm.card.mana_cost, cite("502.19", "502.19a", "410.5")
    else:
        state.add_counters(perm, "age", 1)
        ages = perm.counters["age"]
        each = next(str(k.arg) for k in state.chars(perm).keywords if k.name == "cumulative upkeep")
        cost, rules = reduce_generic(each * ages, 0), cite("502.13", "502.13a", "410.5")
        state.log("counters", f"An age counter is put on {name} (now {ages}).", cite("502.13a"))
    if pays_unless(state, player, cost, what):
        perm.echo_due = False
        return
    zones.leave_play(state, perm, "graveyard")
    state.log("sacrifice", f"{player.name} sacrifices {name}: the cost wasn't paid.", rules)


__all__ = ["pays_unless", "upkeep_cost"]
