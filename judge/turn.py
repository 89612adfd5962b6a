"""Turn structure and priority: steps, passing, mana burn, cleanup, triggers (300–314, 408, 410)."""

from __future__ import annotations

from judge import combat, combat_damage, games, resolve, stack, state_based, triggers, untap_step, zones
from judge.actions import Action, Choice
from judge.characteristics import Game, snapshot
from judge.errors import IllegalActionError
from judge.objects import PHASE_OF_STEP, STEP_WORDS, STEPS, StackObject
from judge.rules import cite


#: The rule that describes what happens as each step begins.
#: 300.1 where a new phase begins; 301.1, 306.1 and 312.1 name the steps of their phases.
STEP_RULES = {
    "untap": ("300.1", "301.1", "302.2", "302.3"), "upkeep": ("301.1", "303.1"), "draw": ("301.1", "304.1"),
    "precombat_main": ("300.1", "305.1", "305.3"), "beginning_of_combat": ("300.1", "306.1", "307.1"),
    "declare_attackers": ("306.1", "308.1"), "declare_blockers": ("306.1", "309.1"),
    "combat_damage": ("306.1", "310.1"), "end_of_combat": ("306.1", "311.1"),
    "postcombat_main": ("300.1", "305.1", "305.3"), "end_of_turn": ("300.1", "312.1", "313.1"),
    "cleanup": ("312.1", "314.1"),
}

_MAX_PASSES = 500


def priority_moment(state: Game) -> None:
    """Go on to the moment a player would receive priority: state-based effects are
    checked and performed until none apply (420.3), then triggered abilities go on the
    stack (410.3), and the check repeats."""
    for _ in range(_MAX_PASSES):
        state.look_back = []
        _tap_triggers(state)
        zones.end_tapped_durations(state)
        zones.update_control(state)
        while state_based.check_state_based_effects(state):
            zones.update_control(state)
        if state.ended:
            return
        _state_triggers(state)
        if not state.pending:
            return
        put_triggers_on_stack(state)


def _tap_triggers(state: Game) -> None:
    """"Whenever this becomes tapped" (City of Brass) and "whenever enchanted creature becomes tapped"
    (Betrayal) trigger for a permanent that was untapped at the last such moment and is tapped now
    (410.2); one put into play tapped didn't become tapped."""
    for perm in list(state.permanents):
        was, perm.seen_tapped = perm.seen_tapped, perm.tapped
        if was is not False or not perm.tapped:
            continue
        for holder in [perm] + [p for p in state.permanents if p.attached_to == perm.id]:
            for trig in state.chars(holder).triggered:
                if trig.event == "becomes_tapped" and trig.subject == ("this" if holder is perm else "enchanted"):
                    # "that land's controller" (Psychic Venom), "destroy it": the tapped permanent (410.2)
                    extra = {} if holder is perm else {"that": perm.id, "subject_controller": perm.controller}
                    zones.add_trigger(state, trig, snapshot(state, holder), holder.controller, ("410.2",), extra)


def _state_triggers(state: Game) -> None:
    """State triggers (410.11): "whenever you have no cards in hand" triggers while the
    hand is empty, "when this has twenty or more charge counters on it" while it has them, "when you have 10 or less
    life" while its controller has (if its intervening "if" holds, 410.8), but not again until that ability has left
    the stack."""
    for perm in state.permanents:
        for trig in state.chars(perm).triggered:
            kind, _, count = trig.qualifier.partition(":")  # Darksteel Reactor: "charge:20"; Opal Avenger: "life:10"
            if not (perm.counters.get(kind, 0) >= int(count) if trig.event == "counters_state" else
                    state.player(perm.controller).life <= int(count) if trig.event == "life_state" else
                    trig.event == "empty_hand" and not state.player(perm.controller).hand):
                continue
            if trig.condition.startswith("is:") and trig.condition[3:] not in state.chars(perm).types:
                continue  # Opal Avenger: "if this is an enchantment", as it would trigger (410.8)
            waiting = [o for o in state.stack + state.pending if o.trigger is trig and o.source is not None
                       and o.source.perm_id == perm.id]
            if not waiting:
                zones.add_trigger(state, trig, snapshot(state, perm), perm.controller, ("410.11",))


def put_triggers_on_stack(state: Game) -> None:
    """Put waiting triggered abilities on the stack, the active player's first (410.3)."""
    active = state.active_player.name
    groups = [[t for t in state.pending if t.controller == active], [t for t in state.pending if t.controller != active]]
    ordered: list[StackObject] = []
    chosen: dict[int, tuple[str, bool]] = {}  # the first object of a group → how its order was chosen
    for group in groups:
        if len(group) > 1 and state.version >= 2:
            group, how, default = _choose_order(state, group)
            chosen[id(group[0])] = (how, default)
        ordered += group
    state.pending = []
    for obj in ordered:
        state.serial += 1
        obj.serial = state.serial
        if not stack.trigger_targets(state, obj):
            state.log("trigger", f"{obj.name} has no legal target: it is removed from the stack.", cite("410.4"))
            continue
        state.stack.append(obj)
        targets = f" targeting {', '.join(state.target_name(t) for t in obj.targets)}" if obj.targets else ""
        if obj.extra.get("that_name"):
            targets += f" (that {_that_noun(state, str(obj.extra['that']))}: {obj.extra['that_name']})"
        if obj.extra.get("subject"):
            targets += f" (for {obj.extra['subject']} put into a graveyard)"
        if obj.extra.get("default_targets"):
            targets += " (the default: the first legal target, an opponent's permanent first)"
        # 410.3 orders several triggers APNAP; a lone one just goes on the stack (408.1f, 404.2).
        rules = ["410.2", "410.3" if len(ordered) > 1 else "408.1f"] + list(obj.extra.get("rules", ()))
        if len(rules) < 4:
            rules.append("404.2")
        if obj.targets:
            rules.append("410.4")
        how, default = chosen.get(id(obj), ("", False))
        if how:
            targets += how
            rules.insert(2, "410.3")  # its controller puts his or her triggers on the stack in any order
        rules.append("408.1b")  # as a player would receive priority, after state-based effects
        state.log("trigger", f"{obj.name} is put on the stack{targets}.", cite(*dict.fromkeys(rules)),
                  default=bool(obj.extra.get("default_targets")) or default)
        triggers.became_targets(state, obj)
    state.changed()


def _that_noun(state: Game, that: str) -> str:
    """What a trigger's "that" names: a player, a spell, a creature, or a noncreature permanent by its type."""
    if state.is_player(that):
        return "player"
    if that.startswith("spell:"):
        return "spell"
    perm = state.find(that)
    types = state.chars(perm).types if perm is not None else ("creature",)
    return "creature" if "creature" in types else next((t for t in ("land", "artifact", "enchantment") if t in types),
                                                       "permanent")


def _name_matches(obj: StackObject, name: str) -> bool:
    """Whether *name* names the waiting trigger *obj*: its source's id or name, its own
    name, or the subject of a look-back trigger."""
    wanted = name.lower()
    source = obj.source
    return (source is not None and (source.perm_id == name or source.name.lower() == wanted)) or \
        obj.name.lower() == wanted or str(obj.extra.get("subject", "")).lower() == wanted


def _choose_order(state: Game, group: list[StackObject]) -> tuple[list[StackObject], str, bool]:
    """The order a player puts his or her simultaneous triggers on the stack in (410.3): a
    ``choose: {order: [...]}`` answer lists them first to last onto the stack (the last one
    listed resolves first); triggers it doesn't name follow in the order they triggered.
    Unanswered, the order they triggered is the default.

    :raises IllegalActionError: for a name that is none of the player's waiting triggers.
    """
    player = group[0].controller
    choice = state.answer("order")
    if choice is None:
        return group, f" (first of {player}'s {len(group)} triggers; the default: in the order they triggered)", True
    rest, out = list(group), []
    for name in choice.order:
        match = next((obj for obj in rest if _name_matches(obj, name)), None)
        if match is None:
            raise IllegalActionError(f"the order names {name!r}, which is not one of {player}'s triggered abilities waiting to "
                                     f"go on the stack ({', '.join(o.name for o in group)})", cite("410.3"))
        rest.remove(match)
        out.append(match)
    return out + rest, f" (first of {player}'s {len(group)} triggers, in the order {player} chose)", False


def pass_once(state: Game) -> None:
    """Both players pass in succession once: the top object of the stack resolves, or
    the step ends if the stack is empty (rules 408.1c, 300.2)."""
    if state.ended:
        raise IllegalActionError("the game is over", cite("102.3"))
    for name, card in list(state.madness.items()):
        # 502.24a: when the player passes, the unplayed card goes to the graveyard
        player = state.player(name)
        if card in player.removed:
            player.removed.remove(card)
            triggers.to_graveyard(state, player, [card])
            state.log("graveyard", f"{name} passes without playing {card}: it is put into the graveyard.",
                      cite("502.24a"))
        del state.madness[name]
    if state.stack:
        resolve.resolve_top(state)
        state.priority = state.active
        priority_moment(state)
        return
    if _no_blockers(state):
        return
    _log_step_ends(state)
    next_step(state)


def _no_blockers(state: Game) -> bool:
    """No blockers were declared as the declare blockers step would end: none are (309.1);
    whether abilities that triggered on it now wait on the stack."""
    if not combat.declare_no_blockers(state):
        return False
    priority_moment(state)
    return bool(state.stack)


def _log_step_ends(state: Game) -> None:
    main = ("305.2",) if state.step.endswith("_main") else ()  # a main phase has no steps
    state.log("pass", f"Both players pass in succession with the stack empty: the {STEP_WORDS[state.step]} "
              "ends.", cite("300.2", *main, "408.1c"))


def resolve_all(state: Game) -> None:
    """Pass until the stack is empty."""
    watch = LoopWatch()
    for _ in range(_MAX_PASSES):
        if not state.stack or state.ended:
            return
        watch.see(state)
        if state.ended:
            return
        pass_once(state)


_LOOP_PASSES = 40
"""Resolutions in one action after which a stack that refills itself is a loop (421.1)."""


class LoopWatch:
    """Notices a loop while players pass: the same objects resolve again and again and the
    stack never empties (421.1). A loop of mandatory actions makes the game a draw (421.4,
    102.6). A loop with a "may" in it is settled by numbers (421.2, 421.5): the player who
    controls its optional actions, or the active player when both do, chooses how many more
    times it repeats (``choose: {number: N}``; by default none), the other player may ask
    for more when both do; after that the players choose not to do what "may" offers."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.optional: set[str] = set()
        self.left: int | None = None

    def see(self, state: Game) -> None:
        """Note the object about to resolve; end a mandatory loop, or settle an optional one."""
        top = state.stack[-1]
        self.names.append(top.name)
        if top.text is not None and any(i.optional for i in top.text.instructions):
            self.optional.add(top.controller)
        if self.left is not None:
            self._count_down(state)
            return
        recent = self.names[-_LOOP_PASSES // 2:]
        before = self.names[-_LOOP_PASSES:-_LOOP_PASSES // 2]
        if len(self.names) < _LOOP_PASSES or set(recent) != set(before):
            return
        if self.optional:
            # the optional actions of the loop: those resolving, and those it keeps putting on the stack
            waiting = [o for o in state.stack if o.text is not None and any(i.optional for i in o.text.instructions)]
            self.optional |= {o.controller for o in waiting}
            self._settle(state, sorted({o.name for o in waiting} | set(recent)))
            return
        state.drawn = True  # 102.6: neither player wins or loses
        state.stack.clear()
        state.ended = True
        state.log("game_over", f"The game is in a loop of mandatory actions ({', '.join(sorted(set(recent)))} "
                  "resolving again and again, with no way to stop it): the game is a draw.",
                  cite("421.1", "421.4", "102.6"))

    def _settle(self, state: Game, names: list[str]) -> None:
        active, other = state.active_player.name, state.players[1 - state.active].name
        first = state.answer("number")
        chosen = first.number if first is not None and first.number is not None else 0
        loop = f"The loop ({', '.join(names)} resolving again and again) has optional actions"
        default = " (the default: no more)" if first is None else ""
        if len(self.optional) == 1:
            (chooser,) = self.optional
            text = (f"{loop}, all controlled by {chooser}: {chooser} chooses a number, {chosen}{default}, and it "
                    f"repeats that many more times")
            rules = cite("421.1", "421.2")
        else:
            second = state.answer("number")
            higher = second is not None and second.number is not None and second.number > chosen
            agreed = f"{other} chooses a higher number, {second.number}" if higher and second is not None \
                else f"{other} agrees" + (" (the default)" if second is None else "")
            text = (f"{loop} controlled by each player, which don't depend on one another: {active}, the active "
                    f"player, chooses {chosen}{default}; {agreed}; it repeats that many more times")
            chosen = second.number if higher and second is not None and second.number is not None else chosen
            rules = cite("421.1", "421.5")
        state.log("loop", text + ", then the players choose not to do what \"may\" offers.", rules,
                  default=first is None)
        self.left = chosen
        self._count_down(state)

    def _count_down(self, state: Game) -> None:
        assert self.left is not None
        if self.left > 0:
            self.left -= 1
            return
        # the loop is over: each "may" still waiting on the stack is answered no
        waiting = sum(1 for o in state.stack if o.text is not None for i in o.text.instructions if i.optional)
        state.answers[:0] = [Choice(may=False, by=o.controller) for o in state.stack[-waiting:]] if waiting else []


def next_step(state: Game, stop_at: str | None = None) -> None:
    """End the current step (the stack is empty and both players passed) and go on to
    the next step in which a player receives priority, or to *stop_at*."""
    for _ in range(_MAX_PASSES):
        following = _end_step(state)
        what = {"draw": "draw step", "beginning_of_combat": "combat phase"}.get(following, "")
        skip = (state.players[state.active].name, what.split(" ")[0])
        if what and skip in state.skips:
            # 300.9, 419.6e: a skip replaces the step (or phase) with nothing; the next one waits (419.6f)
            state.skips.remove(skip)
            waiting = skip in state.skips  # 419.6f: each skip is satisfied by one draw step (combat phase)
            state.log("skip", f"{skip[0]} skips this {what}: the game proceeds as though it didn't exist"
                      + ("; another effect still waits to skip the next one" if waiting else "") + ".",
                      cite("300.9", "419.6e") + (cite("419.6f") if waiting else ()))
            state.step = following if what == "draw step" else "end_of_combat"
            following = _end_step(state)
        while (skipper := _skipped_by(state, following)) is not None:
            # 300.9, 419.6e: a static ability replaces the step with nothing (Eon Hub), every turn it applies
            state.log("skip", f"{state.players[state.active].name} skips this {STEP_WORDS[following]} ({skipper}): "
                      "the game proceeds as though it didn't exist.", cite("300.9", "419.6e"))
            state.step = following
            following = _end_step(state)
        gets_priority = _begin_step(state, following)
        if state.ended or gets_priority or following == stop_at:
            priority_moment(state)
            return


def _skipped_by(state: Game, step: str) -> str | None:
    """The permanent whose static ability makes the active player skip *step* ("players skip
    their upkeep steps", "skip your draw step"), if any."""
    active = state.players[state.active].name
    for perm in state.permanents:
        if any(s.kind == "skip_step" and s.words == step and (s.affects == "all" or perm.controller == active)
               for s in state.chars(perm).statics):
            return state.name_of(perm.id)
    return None


def _following(state: Game) -> str:
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


def _end_step(state: Game) -> str:
    following = _following(state)
    old = state.step
    if old == "declare_attackers" and following == "end_of_combat" and not state.attackers_declared:
        combat.no_attackers(state)  # 308.4: declaring no attackers (no `attack` action) skips to end of combat
    # 300.4 and 314.2: "until end of" effects; 311.2: creatures leave combat.
    if old == "end_of_combat":
        combat_over(state)
    if PHASE_OF_STEP[old] != PHASE_OF_STEP[following]:
        mana_burn(state)
    return following


def combat_over(state: Game) -> None:
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
        perm.double_struck = False
    state.attackers_declared = False
    state.blockers_declared = False
    state.damage_step = ""
    state.assignments = {}
    state.assign_by = {}


def mana_burn(state: Game) -> None:
    """Empty mana pools as a phase ends; each player loses 1 life per mana lost (300.3)."""
    for player in state.players:
        lost = sum(player.mana.values())
        if lost and games.escapes_mana_burn(state, player):
            player.mana = {}
            state.log("mana_burn", f"{player.name}'s unused mana empties from the mana pool as the phase ends; "
                      f"{player.name} loses no life: another player controls the turn.", cite("300.3", "507.4"))
        elif lost:
            player.mana = {}
            player.life -= lost
            state.log("mana_burn", f"{player.name}'s unused mana empties from the mana pool as the phase "
                      f"ends; {player.name} loses {lost} life from mana burn.", cite("300.3", "408.2g"))


def _begin_step(state: Game, step: str) -> bool:
    """Begin *step*; whether a player receives priority in it."""
    extra = ""
    if step == "untap":
        state.turn_number += 1
        extra = state.extra_turns.pop() if state.extra_turns else ""
        state.active = state.index_of(extra) if extra else 1 - state.active
        state.spells_this_turn = 0
        for player in state.players:
            player.lands_played = 0
            player.damage_this_turn = 0
    state.step = step
    if step == "untap":
        if not extra and (state.active_player.name, "turn") in state.skips:
            games.skip_turn(state)
        if extra:
            state.log("turn", f"Turn {state.turn_number} is an extra turn for {extra}, added directly after the "
                      "turn before it.", cite("300.6"))
        games.begin_turn(state)
    state.priority = state.active
    active = state.active_player
    if step == "untap" and (active.name, "untap") in state.skips:
        untap_step.skip_untap_step(state)
        return False
    state.log("step", f"The {STEP_WORDS[step]} of {active.name}'s turn {state.turn_number} begins.",
              cite(*STEP_RULES[step]))
    if step == "untap":
        untap_step.untap(state)
        return False  # 302.3
    if step == "upkeep":
        zones.trigger_at(state, "upkeep")
        triggers.each_upkeep(state)
    elif step == "draw":
        zones.draw(state, active, 1, cite("304.1", "408.2g"))
        triggers.draw_step(state)
    elif step == "precombat_main":
        triggers.precombat_main(state)
    elif step == "declare_attackers":
        state.attackers_declared = False
    elif step == "declare_blockers":
        state.blockers_declared = False
    elif step == "combat_damage":
        combat_damage.begin_damage_step(state)
    elif step == "end_of_combat":
        triggers.end_of_combat(state)  # 311.1
    elif step == "end_of_turn":
        zones.trigger_at(state, "end_of_turn")
    elif step == "cleanup":
        return cleanup(state)
    return True


def cleanup(state: Game) -> bool:
    """The cleanup step (314): discard to seven, then damage wears off and "until end of
    turn" effects end; a player gets priority only if state-based effects or triggers
    are waiting (314.3)."""
    active = state.active_player
    state.cleanup_priority = False
    excess = len(active.hand) - 7
    if excess > 0:
        discarded = active.hand[-excess:]
        del active.hand[-excess:]
        triggers.to_graveyard(state, active, discarded)
        zones.card_events(state, active, "discards", excess)
        state.log("discard", f"{active.name} discards {', '.join(discarded)} down to seven cards.",
                  cite("314.1", "408.2g"))
    healed = [state.name_of(p.id) for p in state.permanents if p.damage]
    shields = any(p.regeneration for p in state.permanents) or any(
        e.kind == "prevent" and e.until == "end_of_turn" for e in state.effects)
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
        # 300.4 defers "until end of turn" to 314.2; 419.3: shields last until their duration expires.
        rules = ["314.2", "408.2g"] + (["300.4"] if ended else []) + (["419.3"] if shields else [])
        state.log("cleanup", "Simultaneously, " + " and ".join(parts) + ".", cite(*rules))
    zones.update_control(state)  # a control-changing effect that ended gives control back
    if state_based.has_state_based_effects(state) or state.pending:
        state.log("priority", "State-based effects or triggered abilities are waiting, so "
                  f"{active.name} receives priority in the cleanup step.", cite("314.3"))
        state.cleanup_priority = True
        return True
    return False


def advance(state: Game, target: str) -> None:
    """Pass until *target* begins (a step of this turn, or ``next_turn``): the stack
    resolves, and each step ends in turn after what happened in it.

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
    watch = LoopWatch()
    for _ in range(_MAX_PASSES):
        if state.ended:
            return
        if state.stack:
            watch.see(state)
            if state.ended:
                return
            pass_once(state)
            continue
        if _no_blockers(state):
            continue
        # each pass is told where it happens, so a step's line follows what happened in it
        _log_step_ends(state)
        next_step(state, stop_at=None if target == "next_turn" else target)
        if target == "next_turn":
            if state.turn_number != start_turn:
                return
        elif state.turn_number != start_turn or STEPS.index(state.step) >= STEPS.index(target):
            return


def draw_action(state: Game, action: Action) -> None:
    """A ``draw`` action: the player draws as if an effect told them to."""
    zones.draw(state, state.player(action.player), action.count, cite("217.3a"))
