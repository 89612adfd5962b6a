"""The rules that decide a power/toughness change's result, for the events that report one.

A change from a resolved spell or ability, or from counters, is applied in layer 6 (418.5a); a
counter's change after characteristic-setting abilities (418.5a, 200.10: what a +X/+Y counter
adds). The order of layer 6's other changes matters only when one of them sets power and
toughness or switches them: then they are applied in timestamp order (418.5d), a resolved
effect's timestamp being the moment it was created (418.5g)."""

from __future__ import annotations

from kb.numbers import RuleNumber

from judge.characteristics import Game
from judge.rules import cite


def order_matters(state: Game, perm_id: str) -> bool:
    """Whether an effect that sets or switches the power and toughness of *perm_id* applies to it, so
    that the order of its layer-6 changes decides the result (418.5d)."""
    if any(e.kind in ("set", "switch") and e.affected == perm_id for e in state.effects):
        return True
    return any(s.kind == "lose_all" and s.affects == "all" for p in state.permanents for s in state.chars(p).statics)


def pt_change_rules(state: Game, perm_id: str, counters: bool = False) -> tuple[RuleNumber, ...]:
    """The rules behind a change of *perm_id*'s power and toughness: from a resolved effect, or with
    *counters* from counters put on or removed from it."""
    if counters:
        return cite("200.10", "418.5a") + (cite("418.5d") if order_matters(state, perm_id) else ())
    return cite("418.5a") + (cite("418.5d", "418.5g") if order_matters(state, perm_id) else ())


__all__ = ["order_matters", "pt_change_rules"]
