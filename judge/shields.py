"""Prevention effects a resolving spell or ability creates (419.1, 419.7): shields for the
next N damage to a creature or player (419.7b), Test of Faith's shield that puts a +1/+1
counter on the creature for each 1 damage it prevents, and "prevent all combat damage"
for everything or for one creature (Fog, 419.1d). The damage they prevent is counted in
:func:`judge.damage.deal_damage`."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge.abilities import Instruction
from judge.characteristics import Game, counted
from judge.objects import Effect, StackObject
from judge.rules import cite

#: The operations this module follows.
OPS = ("prevent", "prevent_combat", "redirect_next")


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is its target (empty for "this")."""
    this = obj.source.perm_id if obj.source else None
    if ins.op == "redirect_next":
        _redirect_next(state, obj, ins, key, rules)
    elif ins.op == "prevent":
        key = key or (this if ins.who == "this" and this and state.find(this) is not None else "")
        if not key:
            state.log("shield", f"{obj.name} does nothing: {obj.source.name if obj.source else 'its source'} has "
                      "left play.", rules + cite("413.2f"))
            return
        if ins.words.startswith("counted:"):  # "the next X damage, where X is the number of Clerics in play" (413.2f)
            holder = state.find(this or "") or state.find(key)
            amount = counted(state.permanents, {p.id: state.chars(p) for p in state.permanents}, holder,
                             ins.words[8:]) if holder is not None else 0
            state.log("count", f"X is {amount}, the number of {ins.words[8:9].upper() + ins.words[9:]}, counted as it "
                      "resolves.", rules + cite("413.2f"))
            ins = dataclasses.replace(ins, amount=amount, words="")
        state.effects.append(Effect("prevent", state.next_timestamp(), key, amount=ins.amount, source=obj.name,
                                    label=ins.words))
        waiting = any(o.kind == "combat_damage" for o in state.stack)  # 419.2: not locked in ahead of time
        grows = (", and a +1/+1 counter will be put on it for each 1 damage prevented this way"
                 if ins.words == "grow" else "")
        state.log("shield", f"The next {ins.amount} damage that would be dealt to {state.name_of(key)} this turn will be "
                  "prevented" + (", combat damage already on the stack included" if waiting else "") + grows + ".",
                  rules + cite("419.1", "419.7b") + (cite("419.2") if waiting else ()))
    elif ins.who == "this":
        if this and state.find(this) is not None:
            state.effects.append(Effect("prevent_combat", state.next_timestamp(), this, source=obj.name))
            state.log("shield", f"All combat damage that would be dealt to and dealt by {state.name_of(this)} this "
                      "turn will be prevented.", rules + cite("419.1d", "419.7a"))
    else:
        state.effects.append(Effect("prevent_combat", state.next_timestamp(), source=obj.name, label=ins.words))
        by = f" by creatures that aren't {ins.words[4:]}s" if ins.words else ""
        state.log("shield", f"All combat damage that would be dealt this turn{by} will be prevented.",
                  rules + cite("419.1", "419.1d", "419.7a"))


def _redirect_next(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """"The next N damage that would be dealt to this this turn is dealt to target creature you control
    (its owner, you) instead": a redirection shield on the ability's source (419.6c), used up as it
    redirects; it does nothing once its source has left play (413.2f)."""
    this = obj.source.perm_id if obj.source else None
    holder = state.find(this) if this else None
    if holder is None:
        state.log("shield", f"{obj.name} does nothing: {obj.source.name if obj.source else 'its source'} has "
                  "left play.", rules + cite("413.2f"))
        return
    to = key or (holder.owner if ins.words == "owner" else obj.controller)
    state.effects.append(Effect("redirect_next", state.next_timestamp(), holder.id, amount=ins.amount,
                                source=obj.name, controller=to))
    state.log("shield", f"The next {ins.amount} damage that would be dealt to {state.name_of(holder.id)} this turn "
              f"will be dealt to {state.name_of(to)} instead.", rules + cite("419.1a", "419.6c"))
