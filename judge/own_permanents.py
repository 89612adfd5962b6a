"""Instructions that look at the permanents their controller controls as they resolve:
"target creature gets +1/+1 until end of turn for each basic land type among lands you
control" (Gaea's Might: counted once, as it resolves, 418.3c) and "return a red or green
enchantment you control to its owner's hand" (Natural Emergence: no target, the player
chooses as it resolves, 413.2b)."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import zones
from judge.abilities import COLORS, LAND_TYPES, Instruction
from judge.characteristics import Game
from judge.objects import StackObject
from judge.rules import cite

#: The operations this module follows.
OPS = ("pump_domain", "return_own")


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is its target."""
    if ins.op == "pump_domain":
        if state.find(key) is None:
            return
        kinds = [t for t in LAND_TYPES if any(t in state.chars(p).subtypes for p in state.permanents
                                              if p.controller == obj.controller and "land" in state.chars(p).types)]
        shown = ", ".join(kinds) or "none"
        state.log("count", f"Basic land types among lands {obj.controller} controls: {shown} ({len(kinds)}); counted "
                  "once, as it resolves.", rules + cite("212.6d", "418.3c"))
        zones.pump(state, key, dataclasses.replace(ins, power=ins.power * len(kinds),
                                                   toughness=ins.toughness * len(kinds)), obj.name, None, rules)
    else:
        _return_own(state, obj, ins, rules)


def _matches(state: Game, perm_id: str, words: str) -> bool:
    chars = state.chars(state.get(perm_id))
    colors = [w for w in words.split() if w in COLORS]  # "red or green enchantment": either color
    kind = words.split()[-1]
    return (kind == "permanent" or kind in chars.types) and (not colors or bool(set(colors) & set(chars.colors)))


def _return_own(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """Return a permanent of the kind *ins* names that *obj*'s controller controls: the one the
    scenario's ``choose: {object: ...}`` names, by default the first in play (it may be the
    source itself)."""
    mine = [p for p in state.permanents if p.controller == obj.controller and _matches(state, p.id, ins.words)]
    if not mine:
        state.log("bounce", f"{obj.controller} controls no {ins.words}: nothing is returned.", rules)
        return
    choice = state.answer("object")
    named = choice.object if choice is not None else ""
    perm = next((p for p in mine if named in (p.id, p.card.name)), None) if named else None
    default = perm is None
    perm = perm or mine[0]
    name, owner = state.name_of(perm.id), perm.owner
    before = zones.static_view(state)
    zones.leave_play(state, perm, "hand")
    state.log("bounce", f"{obj.controller} returns {name} to {owner}'s hand"
              + (f" (the default: the first {ins.words} {obj.controller} controls)" if default else "") + ".",
              rules + cite("217.1a"), default=default)
    zones.report_static_change(state, before, [perm], entering=False)
