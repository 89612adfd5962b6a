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
OPS = ("prevent", "prevent_combat", "redirect_next", "prevent_source")


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is its target (empty for "this")."""
    this = obj.source.perm_id if obj.source else None
    if ins.op == "redirect_next":
        _redirect_next(state, obj, ins, key, rules)
    elif ins.op == "prevent_source":
        _prevent_source(state, obj, ins, key, rules)
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


def _prevent_source(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """"The next time a [red] source of your choice would deal damage to you this turn, prevent that damage" (the
    Circles of Protection; the source a ``choose: {object: id}``, by default the first such permanent an opponent
    controls), or "the next time target creature would deal damage this turn" (Awe Strike: to anything), with
    "you gain life equal to the damage prevented this way" (Reverse Damage) when *ins* says ``|gain`` (419.8a)."""
    color, _, gain = ins.words.partition("|")
    controller = obj.controller
    gainer = controller if gain else ""
    if ins.target is not None:  # Awe Strike: the target, whatever it would deal damage to
        state.effects.append(Effect("prevent_source", state.next_timestamp(), "", amount=1, source=obj.name,
                                    controller=key, label=color, gainer=gainer))
        state.log("prevent", f"The next time {state.name_of(key)} would deal damage this turn, that damage is prevented"
                  + f", and {controller} gains that much life" * bool(gain) + ".", rules + cite("419.7a", "419.8a"))
        return
    choice = state.answer("object")
    sources = [p for p in state.permanents if (not color or color in (*state.chars(p).colors, *state.chars(p).types))
               and p.controller != controller]
    picked = choice.object if choice is not None else (sources[0].id if sources else "")
    kind = f"{color} source" if color else "source"
    if not picked:
        state.log("prevent", f"{controller} has no {kind} to choose; the shield does nothing.",
                  rules + cite("419.8a"), default=True)
        return
    found = state.find(picked)
    name = state.name_of(picked) if found is not None else picked
    state.effects.append(Effect("prevent_source", state.next_timestamp(), controller, amount=1,
                                source=obj.name, controller=picked, label=color, gainer=gainer))
    state.log("prevent", f"{controller} chooses {name} as the {kind}: the next time it would deal damage to {controller} "
              "this turn, that damage is prevented" + f" and {controller} gains that much life" * bool(gain)
              + (" (the default: the first such permanent an opponent controls)" if choice is None else "")
              + ".", rules + cite("419.8a"), default=choice is None)
