"""The one table of action verbs: each verb's reader (:mod:`judge.actions`) and the
procedure that performs it, like python-chess's one ``Move`` type and one ``push``.

A verb is added here and nowhere else: the scenario loader reads actions through
:data:`VERBS`, :meth:`judge.game.GameState.apply` performs them through it, and the
format's JSON Schema lists them from it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from judge import actions, combat, combat_damage, resolve, stack, turn
from judge.actions import Action, Entry
from judge.characteristics import Game
from judge.errors import IllegalActionError
from judge.objects import STEPS
from judge.rules import cite


@dataclasses.dataclass(frozen=True, slots=True)
class Verb:
    """One action verb of the scenario format."""

    name: str
    """The key of the action mapping."""
    read: Callable[[Entry], Action | None]
    """Reads and checks the verb's value."""
    perform: Callable[[Game, Action], None]
    """Performs the action on the game."""
    summary: str
    """What it does, for the format document and its schema."""
    then_priority: bool = True
    """Whether a player receives priority after it (a moment of 408.1 follows); the verbs
    that pass priority reach such a moment themselves."""
    version: int = 1
    """The format version that introduced it."""


def _reach(state: Game, step: str, what: str) -> None:
    """Move forward to *step* of this turn if it is still ahead (the format's implicit advance)."""
    if STEPS.index(state.step) < STEPS.index(step):
        turn.advance(state, step)
    if state.ended:
        raise IllegalActionError(f"cannot {what}: the game is over", cite("102.3"))


def _attack(state: Game, action: Action) -> None:
    combat.check_declarer(state, action, attacking=True)
    if state.step in ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat"):
        _reach(state, "declare_attackers", "attack")
    combat.declare_attackers(state, action)


def _block(state: Game, action: Action) -> None:
    combat.check_declarer(state, action, attacking=False)
    if state.step == "declare_attackers":
        combat.check_blockers_step_comes(state)
        _reach(state, "declare_blockers", "block")
    combat.declare_blockers(state, action)


def _assign(state: Game, action: Action) -> None:
    combat_damage.assign(state, action)
    if STEPS.index(state.step) < STEPS.index("combat_damage"):
        turn.advance(state, "combat_damage")


def _pass(state: Game, action: Action) -> None:
    turn.pass_once(state)


def _resolve(state: Game, action: Action) -> None:
    turn.resolve_all(state)


def _advance(state: Game, action: Action) -> None:
    turn.advance(state, action.step)


VERBS: dict[str, Verb] = {verb.name: verb for verb in (
    Verb("attack", actions.read_attack, _attack, "declare attackers; a nested list is a band (308, 502.10)"),
    Verb("block", actions.read_block, _block, "declare blockers: blocker id to attacker id (309)"),
    Verb("assign", actions.read_assign, _assign, "assign combat damage: creature to {recipient: amount} (310.2)"),
    Verb("play", actions.read_play, stack.play, "play a spell or a land (409, 212.6)"),
    Verb("activate", actions.read_activate, stack.activate, "activate an ability of a permanent (403, 409)"),
    Verb("pass", actions.read_bare, _pass, "both players pass once (408.1c)", then_priority=False),
    Verb("resolve", actions.read_bare, _resolve, "pass until the stack is empty", then_priority=False),
    Verb("advance", actions.read_advance, _advance, "pass until a step of this turn, or next_turn",
         then_priority=False),
    Verb("draw", actions.read_draw, turn.draw_action, "a player draws, as an effect tells him or her"),
    Verb("effect", actions.read_effect, resolve.bare_effect, "an effect from outside the board: damage, "
         "destroy, gain_life, lose_life, pump, counters"),
)}
"""Every action verb, in the order the format document lists them."""


__all__ = ["VERBS", "Verb"]
