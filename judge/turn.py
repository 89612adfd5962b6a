"""Turn structure and priority: steps, passing, mana burn, cleanup, triggers (300–314, 408, 410)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge import zones
from judge.errors import IllegalActionError
from judge.objects import PHASE_OF_STEP, STEP_WORDS, STEPS
from judge.rules import cite

if TYPE_CHECKING:
    from judge.scenario import Action
    from judge.state import GameState

#: The rule that describes what happens as each step begins.
STEP_RULES = {
    "untap": ("302.2", "302.3"), "upkeep": ("303.1",), "draw": ("304.1",), "precombat_main": ("305.1", "305.3"),
    "beginning_of_combat": ("307.1",), "declare_attackers": ("308.1",), "declare_blockers": ("309.1",),
    "combat_damage": ("310.1",), "end_of_combat": ("311.1",), "postcombat_main": ("305.1", "305.3"),
    "end_of_turn": ("313.1",), "cleanup": ("314.1",),
}

_MAX_PASSES = 500


def priority_moment(state: GameState) -> None:
    """Go on to the moment a player would receive priority: state-based effects are
    checked and performed until none apply (420.3), then triggered abilities go on the
    stack (410.3), and the check repeats."""
    for _ in range(_MAX_PASSES):
        while zones.check_state_based_effects(state):
            pass
        if state.ended:
            return
        if not state.pending:
            return
        put_triggers_on_stack(state)


def put_triggers_on_stack(state: GameState) -> None:
    """Put waiting triggered abilities on the stack, the active player's first (410.3)."""
    active = state.active_player.name
    ordered = [t for t in state.pending if t.controller == active] + \
              [t for t in state.pending if t.controller != active]
    state.pending = []
    for obj in ordered:
        state.serial += 1
        obj.serial = state.serial
        state.stack.append(obj)
        targets = f" targeting {', '.join(state.name_of(t) for t in obj.targets)}" if obj.targets else ""
        rules = ["410.2", "410.3", "408.1f"] + list(obj.extra.get("rules", ()))
        state.log("trigger", f"{obj.name} is put on the stack{targets}.", cite(*rules))
    state.changed()


def pass_once(state: GameState) -> None:
    """Both players pass in succession once: the top object of the stack resolves, or
    the step ends if the stack is empty (rules 408.1c, 300.2)."""
    from judge import resolve
    if state.ended:
        raise IllegalActionError("the game is over", cite("102.3"))
    if state.stack:
        resolve.resolve_top(state)
        state.priority = state.active
        priority_moment(state)
        return
    state.log("pass", f"Both players pass in succession with the stack empty: the {STEP_WORDS[state.step]} "
              "ends.", cite("300.2", "408.1c"))
    next_step(state)


def resolve_all(state: GameState) -> None:
    """Pass until the stack is empty."""
    for _ in range(_MAX_PASSES):
        if not state.stack or state.ended:
            return
        pass_once(state)


def next_step(state: GameState, stop_at: str | None = None) -> None:
    """End the current step (the stack is empty and both players passed) and go on to
    the next step in which a player receives priority, or to *stop_at*."""
    for _ in range(_MAX_PASSES):
        following = _end_step(state)
        gets_priority = _begin_step(state, following)
        if state.ended or gets_priority or following == stop_at:
            priority_moment(state)
            return


def _following(state: GameState) -> str:
    step = state.step
    if step == "declare_attackers" and not any(p.attacking for p in state.permanents):
        return "end_of_combat"  # 308.4
    if step == "combat_damage":
        if state.damage_step == "first" and any(p.in_combat for p in state.permanents):
            return "combat_damage"  # 310.5
        return "end_of_combat"
    if step == "cleanup":
        # 314.3: after players had priority in a cleanup step, another cleanup step begins.
        return "cleanup" if state.cleanup_priority else "untap"
    return STEPS[STEPS.index(step) + 1]


def _end_step(state: GameState) -> str:
    following = _following(state)
    old = state.step
    # 300.4 and 314.2: "until end of" effects; 311.2: creatures leave combat.
    if old == "end_of_combat":
        combat_over(state)
    if PHASE_OF_STEP[old] != PHASE_OF_STEP[following]:
        mana_burn(state)
    return following


def combat_over(state: GameState) -> None:
    """Remove all creatures from combat as the end of combat step ends (311.2)."""
    fighting = [state.name_of(p.id) for p in state.permanents if p.in_combat]
    if fighting:
        state.log("combat_over", f"The end of combat step ends: {', '.join(fighting)} "
                  f"{'is' if len(fighting) == 1 else 'are'} removed from combat.", cite("311.2"))
    for perm in state.permanents:
        perm.attacking = False
        perm.blocking = []
        perm.blockers = []
        perm.blocked = False
        perm.band = 0
        perm.dealt_first_strike = False
    state.attackers_declared = False
    state.blockers_declared = False
    state.damage_step = ""
    state.assignments = {}
    state.assign_by = {}


def mana_burn(state: GameState) -> None:
    """Empty mana pools as a phase ends; each player loses 1 life per mana lost (300.3)."""
    for player in state.players:
        lost = sum(player.mana.values())
        if lost:
            player.mana = {}
            player.life -= lost
            state.log("mana_burn", f"{player.name}'s unused mana empties from the mana pool as the phase "
                      f"ends; {player.name} loses {lost} life from mana burn.", cite("300.3"))


def _begin_step(state: GameState, step: str) -> bool:
    """Begin *step*; whether a player receives priority in it."""
    from judge import combat
    if step == "untap":
        state.turn_number += 1
        state.active = 1 - state.active
        for player in state.players:
            player.lands_played = 0
    state.step = step
    state.priority = state.active
    active = state.active_player
    state.log("step", f"The {STEP_WORDS[step]} of {active.name}'s turn {state.turn_number} begins.",
              cite(*STEP_RULES[step]))
    if step == "untap":
        untapped = []
        for perm in state.permanents:
            if perm.controller == active.name:
                perm.sick = False
                if perm.tapped:
                    perm.tapped = False
                    untapped.append(state.name_of(perm.id))
        if untapped:
            state.log("untap", f"{active.name} untaps {', '.join(untapped)}.", cite("302.2"))
        state.changed()
        return False  # 302.3
    if step == "upkeep":
        zones.trigger_at(state, "upkeep")
    elif step == "draw":
        zones.draw(state, active, 1, cite("304.1", "408.2g"))
    elif step == "declare_attackers":
        state.attackers_declared = False
    elif step == "declare_blockers":
        state.blockers_declared = False
    elif step == "combat_damage":
        combat.begin_damage_step(state)
    elif step == "end_of_turn":
        zones.trigger_at(state, "end_of_turn")
    elif step == "cleanup":
        return cleanup(state)
    return True


def cleanup(state: GameState) -> bool:
    """The cleanup step (314): discard to seven, then damage wears off and "until end of
    turn" effects end; a player gets priority only if state-based effects or triggers
    are waiting (314.3)."""
    active = state.active_player
    state.cleanup_priority = False
    excess = len(active.hand) - 7
    if excess > 0:
        discarded = active.hand[-excess:]
        del active.hand[-excess:]
        active.graveyard.extend(discarded)
        state.log("discard", f"{active.name} discards {', '.join(discarded)} down to seven cards.",
                  cite("314.1"))
    healed = [state.name_of(p.id) for p in state.permanents if p.damage]
    for perm in state.permanents:
        perm.damage = 0
        perm.regeneration = 0
    ended = [e for e in state.effects if e.until == "end_of_turn"]
    state.effects = [e for e in state.effects if e.until != "end_of_turn"]
    state.changed()
    if healed or ended:
        parts = []
        if healed:
            parts.append(f"damage is removed from {', '.join(healed)}")
        if ended:
            parts.append(f"{len(ended)} \"until end of turn\" and \"this turn\" effect"
                         f"{'s end' if len(ended) > 1 else ' ends'}")
        state.log("cleanup", "Simultaneously, " + " and ".join(parts) + ".", cite("314.2"))
    if zones.has_state_based_effects(state) or state.pending:
        state.log("priority", "State-based effects or triggered abilities are waiting, so "
                  f"{active.name} receives priority in the cleanup step.", cite("314.3"))
        state.cleanup_priority = True
        return True
    return False


def advance(state: GameState, target: str) -> None:
    """Pass until *target* begins (a step of this turn, or ``next_turn``).

    :raises IllegalActionError: if this turn is already past *target* (300.1).
    """
    start_turn = state.turn_number
    if target != "next_turn":
        if STEPS.index(target) < STEPS.index(state.step):
            raise IllegalActionError(
                f"cannot advance to the {STEP_WORDS[target]}: this turn is already in the "
                f"{STEP_WORDS[state.step]}", cite("300.1"))
        if target == state.step:
            return
    if not state.ended:
        goal = "the next turn" if target == "next_turn" else f"the {STEP_WORDS[target]}"
        state.log("pass", f"Both players pass in succession until {goal} begins.", cite("300.2", "408.1c"))
    for _ in range(_MAX_PASSES):
        if state.ended:
            return
        if state.stack:
            pass_once(state)
            continue
        next_step(state, stop_at=None if target == "next_turn" else target)
        if target == "next_turn":
            if state.turn_number != start_turn:
                return
        elif state.turn_number != start_turn or STEPS.index(state.step) >= STEPS.index(target):
            return


def draw_action(state: GameState, action: Action) -> None:
    """A ``draw`` action: the player draws as if an effect told them to."""
    zones.draw(state, state.player(action.player), action.count, cite("217.3a"))
