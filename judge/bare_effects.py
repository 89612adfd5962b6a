"""The scenario's ``effect`` action: an effect from outside the board (damage, destroy, life, a pump,
counters), applied at once without the stack, with a new timestamp (417.1)."""

from __future__ import annotations

from judge import triggers, zones
from judge.actions import Action
from judge.characteristics import Game
from judge.damage import deal_damage
from judge.errors import IllegalActionError
from judge.layer_rules import pt_change_rules
from judge.objects import Effect, Snapshot
from judge.rules import cite


def _pt(state: Game, perm_id: str) -> str:
    power, toughness = state.power_toughness(perm_id)
    return f"{power}/{toughness}"


def bare_effect(state: Game, action: Action) -> None:
    """The spec's ``effect`` action: applied at once, without the stack, with a new timestamp."""
    to = action.to
    perm = state.find(to)
    if perm is None and not state.is_player(to):
        raise IllegalActionError(f"{to!r} is not in play", cite("416.2"))
    rules = cite("417.1")
    kind = action.effect
    if kind == "damage":
        color = action.source_color
        colors = (color,) if color and color != "colorless" else ()
        name = f"A {color} source" if color else "An effect"
        deal_damage(state, Snapshot(name, colors, ()), to, action.amount, False, rules)
    elif kind == "destroy":
        if perm is None:
            raise IllegalActionError(f"{to} is a player; only permanents can be destroyed", cite("416.2"))
        zones.destroy(state, perm, True, "an effect", rules)
    elif kind in ("gain_life", "lose_life"):
        if perm is not None:
            raise IllegalActionError(f"{to} is not a player", cite("416.2"))
        player = state.player(to)
        if triggers.gain_life(state, player, action.amount if kind == "gain_life" else -action.amount):
            verb = "gains" if kind == "gain_life" else "loses"
            state.log("life", f"{player.name} {verb} {action.amount} life (now {player.life}).", rules)
    elif kind == "pump":
        if perm is None:
            raise IllegalActionError(f"{to} is not a permanent", cite("416.2"))
        power, toughness = action.pump
        state.effects.append(Effect("pump", state.next_timestamp(), to, power, toughness, source="an effect"))
        state.changed()
        state.log("pump", f"{state.name_of(to)} gets {power:+d}/{toughness:+d} until end of turn "
                  f"(now {_pt(state, to)}).", cite("418.3a") + pt_change_rules(state, to))
    elif kind == "counters":
        if perm is None:
            player = state.player(to)
            for name, amount in action.counters:
                if name == "poison":
                    player.poison += amount
            state.log("counters", f"{to} gets {', '.join(f'{a} {n}' for n, a in action.counters)} counters.",
                      rules)
        else:
            for name, amount in action.counters:
                state.add_counters(perm, name, amount)
            state.log("counters", f"{state.name_of(to)} gets "
                      f"{', '.join(f'{a} {n} counter' + ('s' if a != 1 else '') for n, a in action.counters)}"
                      f" (now {_pt(state, to)}).", rules + pt_change_rules(state, to, counters=True))
    state.changed()
