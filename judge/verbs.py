"""The one table of action verbs: each verb's reader (:mod:`judge.actions`) and the
procedure that performs it, like python-chess's one ``Move`` type and one ``push``.

A verb is added here and nowhere else: the scenario loader reads actions through
:data:`VERBS`, :meth:`judge.game.GameState.apply` performs them through it, and the
format's JSON Schema lists them from it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from judge import actions, bare_effects, combat, combat_damage, stack, turn, zones
from judge.actions import Action, Entry
from judge.characteristics import Game
from judge.errors import IllegalActionError
from judge.fields import ACTIVATE_FIELDS, EFFECT_FIELDS, IDS, PLAY_FIELDS, STEP, STRING, WHOLE, mapping_schema
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
    schema: Mapping[str, Any]
    """The JSON Schema of the verb's value."""
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


def _choose(state: Game, action: Action) -> None:
    if action.choice is None or not state.was_answered(action.choice):
        raise IllegalActionError("there is no choice waiting for this answer: no spell, ability or rule "
                                 "asked for it", ())


def _concede(state: Game, action: Action) -> None:
    zones.concede(state, state.player(action.player), action.by)


_ANY: Mapping[str, Any] = {}
_SOURCE = {"oneOf": [STRING, {"type": "object", "properties": {"source": STRING, "by": STRING}, "required": ["source"],
                              "additionalProperties": False}]}
_ATTACK = {"type": "array", "items": IDS}
_BLOCK = {"type": "object", "properties": {"by": STRING}, "additionalProperties": IDS}
_ASSIGN = {"type": "object", "properties": {"by": STRING},
           "additionalProperties": {"type": "object", "additionalProperties": WHOLE}}
_PLAY = {"oneOf": [STRING, mapping_schema(PLAY_FIELDS)]}
_ADVANCE = {"oneOf": [{"enum": [*STEP["enum"], "next_turn"]}, {"type": "object", "properties": {"step": STEP},
                                                              "additionalProperties": False}]}
_DRAW = {"oneOf": [STRING, {"type": "object", "properties": {"player": STRING, "count": WHOLE, "by": STRING},
                            "additionalProperties": False}]}
_PLAYER = {"oneOf": [STRING, {"type": "object", "properties": {"player": STRING, "by": STRING}, "required": ["player"],
                              "additionalProperties": False}]}


VERBS: dict[str, Verb] = {verb.name: verb for verb in (
    Verb("attack", actions.read_attack, _attack, "declare attackers; a nested list is a band (308, 502.10)",
         _ATTACK),
    Verb("block", actions.read_block, _block, "declare blockers: blocker id to attacker id (309)", _BLOCK),
    Verb("assign", actions.read_assign, _assign, "assign combat damage: creature to {recipient: amount} (310.2)",
         _ASSIGN),
    Verb("play", actions.read_play, stack.play, "play a spell or a land (409, 212.6)", _PLAY),
    Verb("activate", actions.read_activate, stack.activate, "activate an ability of a permanent (403, 409)",
         mapping_schema(ACTIVATE_FIELDS)),
    Verb("pass", actions.read_bare, _pass, "both players pass once (408.1c)", _ANY, then_priority=False),
    Verb("resolve", actions.read_bare, _resolve, "pass until the stack is empty", _ANY, then_priority=False),
    Verb("advance", actions.read_advance, _advance, "pass until a step of this turn, or next_turn", _ADVANCE,
         then_priority=False),
    Verb("draw", actions.read_draw, turn.draw_action, "a player draws, as an effect tells him or her", _DRAW),
    Verb("effect", actions.read_effect, bare_effects.bare_effect, "an effect from outside the board: damage, "
         "destroy, gain_life, lose_life, pump, counters", mapping_schema(EFFECT_FIELDS)),
    Verb("turn_face_up", actions.read_turn_face_up, stack.turn_face_up, "turn a face-down permanent face up by "
         "paying its morph cost; a special action (408.2h, 502.26d)", _SOURCE, version=2),
    Verb("cycle", actions.read_cycle, stack.cycle, "cycle a card from hand (502.18)",
         {"oneOf": [STRING, {"type": "object", "properties": {"card": STRING, "by": STRING}, "required": ["card"],
                             "additionalProperties": False}]}, version=2),
    Verb("choose", actions.read_choose, _choose, "answer the choices the action before it leads to",
         {"$ref": "#/$defs/choice"}, then_priority=False, version=2),
    Verb("concede", actions.read_concede, _concede, "a player concedes and loses the game (100.6, 102.7)",
         _PLAYER, then_priority=False, version=2),
)}
"""Every action verb, in the order the format document lists them."""


__all__ = ["VERBS", "Verb"]
