"""Combat damage: assignment as the combat damage step begins, put on the stack as one
object, and dealt all at once when it resolves (310, 502.2, 502.9, 502.10h, 502.28)."""

from __future__ import annotations

from judge.actions import Action
from judge.blocking import is_redundant, shared_bands_with_other
from judge.characteristics import Game, snapshot
from judge.damage import deal_damage, protection_from
from judge.errors import IllegalActionError
from judge.objects import Permanent, Snapshot, StackObject
from judge.rules import cite
from judge.trigger_text import Triggered
from judge.triggers import one_event, pend



def assign(state: Game, action: Action) -> None:
    """Record combat damage assignments; if combat damage is still ahead this combat,
    move on to the combat damage step, where they are used (310.1)."""
    for creature_id, parts in action.assignments:
        perm = state.get(creature_id)
        name = state.name_of(creature_id)
        if not perm.in_combat:
            raise IllegalActionError(f"{name} is neither attacking nor blocking", cite("310.2"))
        chooser = _chooser(state, perm)
        if action.by and action.by != chooser:
            other_side = "502.11c" if shared_bands_with_other(state, perm.blockers or perm.blocking) else "502.10h"
            raise IllegalActionError(f"{chooser}, not {action.by}, assigns {name}'s combat damage",
                                     cite("310.1") + (cite(other_side) if chooser != perm.controller else ()))
        state.assignments[creature_id] = {recipient: amount for recipient, amount in parts}
    if not any(p.attacking for p in state.permanents):
        raise IllegalActionError("no creatures are attacking: there is no combat damage to assign", cite("308.4"))


def _chooser(state: Game, perm: Permanent) -> str:
    """Who assigns a creature's combat damage (310.1; with banding on the other side: 502.10h;
    with two or more creatures on the other side that share a "bands with other": 502.11c)."""
    if perm.attacking and shared_bands_with_other(state, perm.blockers):
        return state.defending_player.name
    if perm.blocking and shared_bands_with_other(state, perm.blocking):
        return state.active_player.name
    if perm.attacking:
        for blocker_id in perm.blockers:
            blocker = state.find(blocker_id)
            if blocker is not None and state.chars(blocker).has("banding"):
                return blocker.controller
    if perm.blocking:
        for attacker_id in perm.blocking:
            attacker = state.find(attacker_id)
            if attacker is not None and state.chars(attacker).has("banding"):
                return attacker.controller
    return perm.controller


def _strikes_first(state: Game, perm: Permanent) -> bool:
    chars = state.chars(perm)
    return chars.has("first strike") or chars.has("double strike")


def begin_damage_step(state: Game) -> None:
    """As a combat damage step begins, assign combat damage and put it on the stack (310.1, 310.5)."""
    in_combat = [p for p in state.permanents if p.in_combat and state.chars(p).is_creature]
    rules = ["310.1", "310.2a", "408.1g"]
    if state.damage_step == "":
        if any(_strikes_first(state, p) for p in in_combat):
            state.damage_step = "first"
            dealers = [p for p in in_combat if _strikes_first(state, p)]
            rules += ["310.5"]
            if any(state.chars(p).has("first strike") for p in dealers):
                rules += ["502.2", "502.2a", "502.2b"]  # first strike, 502.2
            if any(state.chars(p).has("double strike") for p in dealers):
                rules += ["502.28", "502.28a", "502.28b"]  # double strike, 502.28
        else:
            state.damage_step = "regular"
            dealers = in_combat
    else:
        state.damage_step = "regular"
        dealers = [p for p in in_combat if not p.dealt_first_strike or state.chars(p).has("double strike")]
        rules += ["310.5"]
        if any(state.chars(p).has("double strike") for p in dealers):
            rules.append("502.28b")
        if any(p.dealt_first_strike != _strikes_first(state, p) and not state.chars(p).has("double strike")
               and not p.double_struck for p in in_combat):
            rules.append("502.2c")  # first strike gained or lost after the first step changes nothing
        if any(p.double_struck and not state.chars(p).has("double strike") for p in in_combat):
            rules.append("502.28c")  # double strike removed during the first step: no second assignment
        if any(p.dealt_first_strike and not p.double_struck and state.chars(p).has("double strike") for p in in_combat):
            rules.append("502.28d")  # double strike given after first-strike damage: it assigns again
    assignments: list[tuple[str, str, int]] = []
    chosen_tramplers: list[tuple[Permanent, dict[str, int]]] = []
    texts: list[str] = []
    attackers = [p for p in dealers if p.attacking]
    blockers = [p for p in dealers if p.blocking]
    for perm in attackers + blockers:
        if state.damage_step == "first":
            perm.dealt_first_strike = True
            perm.double_struck = state.chars(perm).has("double strike")
    planned, plans = _plan(state, attackers, blockers)
    for perm in attackers + blockers:
        if perm.id not in plans:
            power = state.chars(perm).power or 0
            # 419.5a: a source that would deal 0 damage deals none; nothing triggers on it
            texts.append(f"{state.name_of(perm.id)}, with {power} power, assigns and deals no combat damage")
            rules.append("419.5a")
            continue
        split, used, chosen = plans[perm.id]
        if chosen and perm.attacking and perm.blocked and state.chars(perm).has("trample"):
            chosen_tramplers.append((perm, split))
        rules += used
        if chosen:
            rules.append("310.2")  # the player divided the damage as he or she chose
        if perm.blocking and perm.tapped:
            rules.append("306.2b")  # a blocker that became tapped still deals combat damage
        if perm.blocking and state.chars(perm).has("trample"):
            rules.append("502.9a")  # trample does nothing for a blocking creature
        for name, rule in (("first strike", "502.2d"), ("double strike", "502.28e"), ("trample", "502.9f")):
            if is_redundant(state, perm, name) and (name != "trample" or perm.attacking):
                rules.append(rule)  # several instances act as one
        for recipient, amount in split.items():
            if amount <= 0:
                continue
            assignments.append((perm.id, recipient, amount))
        if split:
            texts.append(f"{state.name_of(perm.id)} assigns " + ", ".join(
                f"{amount} to {state.name_of(r)}" for r, amount in split.items() if amount > 0))
    for perm, split in chosen_tramplers:
        rules += _check_trample(state, perm, split, planned)
    which = {"first": " (first strike combat damage step)", "regular": ""}[state.damage_step]
    if state.damage_step == "regular" and "310.5" in rules:
        which = " (second combat damage step)"
    if not assignments:
        state.log("combat_damage", f"No combat damage is assigned{which}.", cite(*dict.fromkeys(rules)))
        return
    sources = {perm.id: snapshot(state, perm) for perm in attackers + blockers}
    state.serial += 1
    names = {r: state.name_of(r) for _, r, _ in assignments}
    obj = StackObject("combat_damage", "combat damage", state.active_player.name, assignments=assignments,
                      sources=sources, serial=state.serial, extra={"names": names})
    state.stack.append(obj)
    state.log("combat_damage", f"Combat damage is assigned and put on the stack{which}: " + "; ".join(texts) + ".",
              cite(*dict.fromkeys(rules)))
    state.changed()


def _plan(state: Game, attackers: list[Permanent], blockers: list[Permanent]
          ) -> tuple[dict[str, int], dict[str, tuple[dict[str, int], list[str], bool]]]:
    """Every dealer's assignment this step, and the damage each creature is to be assigned in all.

    A trampler's lethal damage counts the damage other creatures assign to its blockers at the
    same time (502.9b), so attackers without trample are assigned first, then tramplers told
    their assignment, then the others (502.9e: those without trample may serve the tramplers).
    Creatures with no power assign nothing (419.5a) and have no plan.
    """
    planned: dict[str, int] = {}
    plans: dict[str, tuple[dict[str, int], list[str], bool]] = {}

    def turn(perm: Permanent) -> tuple[bool, bool]:
        tramples = perm.attacking and state.chars(perm).has("trample")
        return tramples, perm.id not in state.assignments

    for perm in sorted(attackers, key=turn) + blockers:
        power = state.chars(perm).power or 0
        if power <= 0:
            continue
        chosen = perm.id in state.assignments
        split, used = _assignment(state, perm, power, planned)
        plans[perm.id] = split, used, chosen
        for recipient, amount in split.items():
            if amount > 0 and state.find(recipient) is not None:
                planned[recipient] = planned.get(recipient, 0) + amount
    return planned, plans


def _check_trample(state: Game, perm: Permanent, split: dict[str, int], planned: dict[str, int]) -> list[str]:
    """A trampler's chosen assignment to the player is legal only if every blocker is assigned
    lethal damage, counting the damage all other creatures assign at the same time (502.9b, 502.9e).

    *planned* holds every creature's assignment this step, this one's included.
    """
    defender = state.defending_player.name
    if split.get(defender, 0) <= 0:
        return []
    blockers = [b for b in perm.blockers if state.find(b) is not None]
    short = [b for b in blockers if planned.get(b, 0) < _lethal(state, b, {})]
    if short:
        raise IllegalActionError(
            f"{state.chars(perm).name} can assign damage to {defender} only after lethal damage to all its "
            f"blockers; {', '.join(state.name_of(b) for b in short)} would not be assigned lethal damage",
            cite("502.9b"))
    others = any(planned.get(b, 0) > split.get(b, 0) for b in blockers)
    return ["502.9e"] if others else []


def _lethal(state: Game, perm_id: str, planned: dict[str, int]) -> int:
    """Damage still needed for lethal damage (502.9b, 502.9d: actual toughness only)."""
    toughness = state.chars(perm_id).toughness or 0
    perm = state.get(perm_id)
    return max(0, toughness - perm.damage - planned.get(perm_id, 0))


#: Thorn Elemental's ability: its combat damage is assigned as though it weren't blocked (310.2e).
AS_THOUGH_UNBLOCKED = "you may have this deal its combat damage to defending player as though it weren't blocked"


def _assignment(state: Game, perm: Permanent, power: int,
                planned: dict[str, int]) -> tuple[dict[str, int], list[str]]:
    chars = state.chars(perm)
    defender = state.defending_player.name
    given = state.assignments.pop(perm.id, None)
    if perm.attacking:
        if not perm.blocked:
            if given is not None:
                _check_total(state, perm, given, power)
                _check_recipients(state, perm, given, {defender}, "310.2b")
            return {defender: power}, ["310.2b"]
        if chars.has(AS_THOUGH_UNBLOCKED) and given is None:
            choice = state.answer("may")
            wants = choice is None or bool(choice.may)  # 310.2e: it changes how its damage is assigned
            state.log("choice", f"{perm.controller} chooses {'' if wants else 'not '}to have {chars.name} deal its combat "
                      "damage as though it weren't blocked" + (" (the default: yes)" if choice is None else "") + ".",
                      cite("310.2e"), default=choice is None)
            if wants:
                return {defender: power}, ["310.2e", "310.2b"]
        blockers = [b for b in perm.blockers if state.find(b) is not None]
        trample = chars.has("trample")
        if not blockers:
            if trample:
                return {defender: power}, ["502.9c"]
            return {}, ["310.2c"]
        if _chooser(state, perm) != perm.controller:
            rules_extra = ["502.11c" if shared_bands_with_other(state, perm.blockers) else "502.10h"]
        else:
            rules_extra = []
        if given is not None:
            _check_total(state, perm, given, power)
            allowed = set(blockers) | ({defender} if trample else set())
            _check_recipients(state, perm, given, allowed, "502.9b" if trample else "310.2c")
            return dict(given), (["502.9", "502.9a", "502.9b"] if trample else ["310.2c"]) + rules_extra + \
                _toughness_only(state, perm, blockers, trample)
        if trample and any(planned.get(b, 0) for b in blockers):
            rules_extra.append("502.9e")  # damage other creatures assign at the same time counts
        return _default_split(state, blockers, power, planned, defender if trample else None), \
            (["502.9", "502.9a", "502.9b"] if trample else ["310.2c"]) + rules_extra + _toughness_only(state, perm, blockers, trample)
    targets = [a for a in perm.blocking if state.find(a) is not None and state.get(a).attacking]
    if not targets:
        return {}, ["310.2d"]
    other_side = "502.11c" if shared_bands_with_other(state, perm.blocking) else "502.10h"
    used = ["310.2d"] + ([other_side] if _chooser(state, perm) != perm.controller else [])
    if given is not None:
        _check_total(state, perm, given, power)
        _check_recipients(state, perm, given, set(targets), "310.2d")
        return dict(given), used
    return _default_split(state, targets, power, planned, None), used


def _toughness_only(state: Game, perm: Permanent, blockers: list[str], trample: bool) -> list[str]:
    """502.9d, when a blocker's protection or shield would change the damage actually dealt."""
    if not trample:
        return []
    source = snapshot(state, perm)
    for blocker_id in blockers:
        blocker = state.get(blocker_id)
        if protection_from(state, blocker, source) or any(
                e.kind == "prevent" and e.affected == blocker_id for e in state.effects):
            return ["502.9d"]
    return []


def _default_split(state: Game, recipients: list[str], power: int, planned: dict[str, int],
                   excess_to: str | None) -> dict[str, int]:
    """Lethal damage to each in order, the rest to the last one, or to *excess_to* (spec, 502.9b)."""
    split: dict[str, int] = {}
    remaining = power
    local = dict(planned)
    for recipient in recipients:
        if remaining <= 0:
            break
        need = _lethal(state, recipient, local)
        amount = min(need, remaining)
        split[recipient] = split.get(recipient, 0) + amount
        local[recipient] = local.get(recipient, 0) + amount
        remaining -= amount
    if remaining > 0:
        key = excess_to or recipients[-1]
        split[key] = split.get(key, 0) + remaining
    return {k: v for k, v in split.items() if v > 0}


def _check_total(state: Game, perm: Permanent, given: dict[str, int], power: int) -> None:
    total = sum(given.values())
    if total != power:
        raise IllegalActionError(
            f"{state.name_of(perm.id)} assigns combat damage equal to its power, {power}, not {total}",
            cite("310.2a"))


def _check_recipients(state: Game, perm: Permanent, given: dict[str, int], allowed: set[str],
                      rule: str) -> None:
    for recipient in given:
        if recipient not in allowed:
            raise IllegalActionError(
                f"{state.name_of(perm.id)} can't assign combat damage to {state.name_of(recipient)}",
                cite("310.2", rule))


def resolve_damage(state: Game, obj: StackObject) -> None:
    """Combat damage resolves: all dealt at once, as originally assigned (310.4)."""
    state.log("resolve", "Combat damage resolves; it is dealt all at once, as originally assigned.",
              cite("310.4", "413.1"))
    at_once: set[str] = set()  # damage dealt at the same time: a Phantom creature loses one counter for it all
    first = len(state.pending)
    for source_id, recipient, amount in obj.assignments:
        perm = state.find(source_id)
        source = snapshot(state, perm) if perm is not None else obj.sources[source_id]  # 310.4b
        rules = cite("310.4")
        if perm is None:
            rules += cite("310.4a", "310.4b")
        deal_damage(state, source, recipient, amount, True, rules, obj.extra.get("names", {}).get(recipient, ""),
                    at_once)
    one_event(state, first)
