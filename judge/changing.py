"""Effects that change another spell as it waits on the stack: changing its target (415.7)."""

from __future__ import annotations

from kb.model import RuleNumber

from judge.characteristics import Game
from judge.errors import IllegalActionError
from judge.objects import StackObject
from judge.rules import cite
from judge.stack import find_target, target_problem


def change_target(state: Game, obj: StackObject, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """*obj* changes the target of the spell *key* (``spell:<serial>``), a spell with a single
    target: to the target the scenario's ``choose: {targets: [...]}`` names, or by default to
    the first other legal target (an opponent of *obj*'s controller first). The new target must
    be legal for the spell as it was played, its mode included (415.7b); if it isn't, or there
    is none, the original target is unchanged (415.7a)."""
    spell = next((o for o in state.stack if o.serial == int(key[6:])), None)
    if spell is None or len(spell.targets) != 1 or spell.text is None or not spell.text.targets:
        return
    assert spell.source is not None
    spec, old = spell.text.targets[0], spell.targets[0]
    moded = cite("415.7b") if spell.mode else ()
    mode = f" (its mode {spell.mode} stays, and so does what that mode may target)" if spell.mode else ""
    choice = state.answer("targets")
    if choice is not None and choice.targets:
        wanted = choice.targets[0]
        try:
            new = find_target(state, wanted, spec.kind)
        except IllegalActionError as error:
            reason, why = str(error), error.rules
        else:
            reason, why = target_problem(state, spec, new, spell.source, spell.serial)
            if not reason and new == old:
                reason = "it is the target already"
        if reason:
            state.log("retarget", f"{spell.name}'s target can't be changed to {wanted}: {reason}{mode}; its target, "
                      f"{state.target_name(old)}, is unchanged.", rules + cite("415.7", "415.7a") + moded + why)
            return
        default = False
    else:
        opponents = [p.name for p in state.players if p.name != obj.controller]
        keys = opponents + [obj.controller] + [p.id for p in state.permanents if p.controller != obj.controller] + [
            p.id for p in state.permanents if p.controller == obj.controller] + [
            f"spell:{o.serial}" for o in state.stack if o is not spell and o.kind == "spell"]
        legal = [k for k in keys if k != old and not target_problem(state, spec, k, spell.source, spell.serial)[0]]
        if not legal:
            state.log("retarget", f"{spell.name} has no other legal target{mode}: its target, "
                      f"{state.target_name(old)}, is unchanged.", rules + cite("415.7", "415.7a") + moded)
            return
        new, default = legal[0], True
    spell.targets[0] = new
    shown = " (the default: the first other legal target, an opponent first)" if default else ""
    state.log("retarget", f"{spell.name} now targets {state.target_name(new)} instead of {state.target_name(old)}"
              f"{mode}{shown}.", rules + cite("415.7") + moded, default=default)
    state.changed()


__all__ = ["change_target"]
