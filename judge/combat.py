"""Combat: declaring attackers and blockers with their restrictions and evasion abilities
(308, 309, 500-502), combat damage assignment on the stack (310), first and double strike
(310.5, 502.2, 502.28), trample (502.9), banding (502.10), rampage and flanking."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.model import RuleNumber

from judge import zones
from judge.errors import IllegalActionError
from judge.objects import Effect, Permanent, StackObject
from judge.rules import cite

if TYPE_CHECKING:
    from judge.scenario import Action
    from judge.state import GameState


def _reach(state: GameState, step: str, what: str) -> None:
    """Move forward to *step* of this turn if it is still ahead (the spec's implicit advance)."""
    from judge import turn
    from judge.objects import STEPS
    if STEPS.index(state.step) < STEPS.index(step):
        turn.advance(state, step)
    if state.ended:
        raise IllegalActionError(f"cannot {what}: the game is over", cite("102.3"))


# -- declare attackers -------------------------------------------------------

def attack_problem(state: GameState, perm: Permanent) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why *perm* can't attack, with rules; ``("", ())`` if it can (308.2a, 500.2)."""
    chars = state.chars(perm)
    name = chars.name
    if not chars.is_creature:
        return f"{name} is not a creature", cite("308.2a")
    if perm.controller != state.active_player.name:
        return f"{state.active_player.name} doesn't control {name}", cite("308.2a")
    if perm.tapped:
        return f"{name} is tapped", cite("308.2a")
    if "Wall" in chars.subtypes:
        return f"{name} is a Wall", cite("308.2a")
    if perm.sick and not chars.has("haste"):
        return (f"{name} hasn't been under {perm.controller}'s control continuously since the beginning "
                "of the turn and doesn't have haste", cite("308.2a", "212.3d", "502.5b"))
    if chars.has("can't attack"):
        return f"{name} can't attack", cite("500.1", "500.2")
    return "", ()


def declare_attackers(state: GameState, action: Action) -> None:
    """The active player declares attackers as the declare attackers step begins (308)."""
    active = state.active_player
    if action.by and action.by != active.name:
        raise IllegalActionError(f"only the active player, {active.name}, declares attackers",
                                 cite("306.3", "308.1"))
    if state.step in ("precombat_main", "upkeep", "draw", "beginning_of_combat", "untap"):
        _reach(state, "declare_attackers", "attack")
    if state.step != "declare_attackers" or state.attackers_declared:
        raise IllegalActionError(
            f"attackers are declared only as the declare attackers step begins; it is the "
            f"{state.step.replace('_', ' ')} step" + (" and attackers were already declared"
                                                      if state.attackers_declared else ""), cite("308.1"))
    groups: list[tuple[str, ...]] = [(i,) if isinstance(i, str) else tuple(i) for i in action.attackers]
    seen: set[str] = set()
    for group in groups:
        for perm_id in group:
            perm = state.get(perm_id)
            if perm_id in seen:
                raise IllegalActionError(f"{state.name_of(perm_id)} is declared twice", cite("308.2a"))
            seen.add(perm_id)
            reason, forbidding = attack_problem(state, perm)
            if reason:
                raise IllegalActionError(f"{state.name_of(perm_id)} can't attack: {reason}.", forbidding)
        if len(group) > 1:
            without = [p for p in group if not state.chars(p).has("banding")]
            if len(without) > 1:
                raise IllegalActionError(
                    f"a band may hold any number of creatures with banding and at most one without: "
                    f"{', '.join(state.name_of(p) for p in without)} lack banding", cite("308.2b", "502.10b"))
    state.attackers_declared = True
    if not groups:
        state.log("attack", f"{active.name} declares no attackers.", cite("308.2a", "308.4"))
        return
    for group in groups:
        band = 0
        if len(group) > 1:
            state.next_band += 1
            band = state.next_band
        for perm_id in group:
            perm = state.get(perm_id)
            perm.attacking = True
            perm.band = band
            rules: tuple[str, ...]
            if state.chars(perm).has("attacking doesn't cause it to tap"):
                tail, rules = "it doesn't become tapped (attacking doesn't cause it to tap)", ("308.2a", "308.2c")
            else:
                perm.tapped = True
                tail, rules = "it becomes tapped", ("308.2a", "308.2c")
            if perm.sick:
                tail += "; it has haste, so it can attack the turn it came under its controller's control"
                rules += ("212.3d", "502.5b")
            state.log("attack", f"{active.name} declares {state.name_of(perm_id)} as an attacker; {tail}.",
                      cite(*rules))
        if band:
            state.log("band", f"{', '.join(state.name_of(p) for p in group)} attack as a band.",
                      cite("308.2b", "502.10b"))
    state.priority = state.active
    state.changed()


# -- declare blockers --------------------------------------------------------

def block_problem(state: GameState, blocker: Permanent, attacker: Permanent) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why *blocker* can't block *attacker*, with rules; ``("", ())`` if it can."""
    b, a = state.chars(blocker), state.chars(attacker)
    if a.has("unblockable"):
        return f"{a.name} is unblockable", cite("500.3", "501.1")
    if a.has("flying") and not b.has("flying") and not b.has("can block as though it had flying"):
        return f"{a.name} has flying", cite("502.4b")
    if a.has("shadow") and not b.has("shadow"):
        return f"{a.name} has shadow and {b.name} doesn't", cite("502.8b")
    if b.has("shadow") and not a.has("shadow"):
        return f"{b.name} has shadow and {a.name} doesn't", cite("502.8b")
    if a.has("horsemanship") and not b.has("horsemanship"):
        return f"{a.name} has horsemanship", cite("502.17b")
    if a.has("fear") and "artifact" not in b.types and "black" not in b.colors:
        return f"{a.name} has fear and {b.name} is neither an artifact creature nor black", cite("502.25b")
    defender = blocker.controller
    for land_arg in a.keyword_args("landwalk"):
        land_type = str(land_arg)
        if any(p.controller == defender and "land" in state.chars(p).types and land_type in state.chars(p).subtypes
               for p in state.permanents):
            return (f"{a.name} has {str(land_type).lower()}walk and {defender} controls an {land_type}"
                    if land_type[0] in "AEIOU" else
                    f"{a.name} has {str(land_type).lower()}walk and {defender} controls a {land_type}"), cite("502.6b")
    from judge.damage import protection_from
    quality = protection_from(state, attacker, zones.snapshot(state, blocker))
    if quality:
        return f"{a.name} has protection from {quality}", cite("502.7f")
    return "", ()


def declare_blockers(state: GameState, action: Action) -> None:
    """The defending player declares blockers as the declare blockers step begins (309)."""
    defender = state.defending_player
    if action.by and action.by != defender.name:
        raise IllegalActionError(f"only the defending player, {defender.name}, declares blockers",
                                 cite("306.3", "309.1"))
    if state.step == "declare_attackers" and not any(p.attacking for p in state.permanents):
        raise IllegalActionError("no creatures are attacking, so there is no declare blockers step",
                                 cite("308.4"))
    if state.step in ("declare_attackers",):
        _reach(state, "declare_blockers", "block")
    if state.step != "declare_blockers" or state.blockers_declared:
        raise IllegalActionError(
            f"blockers are declared only as the declare blockers step begins; it is the "
            f"{state.step.replace('_', ' ')} step" + (" and blockers were already declared"
                                                      if state.blockers_declared else ""), cite("309.1"))
    pairs: list[tuple[Permanent, Permanent]] = []
    for blocker_id, attacker_ids in action.blocks:
        blocker = state.get(blocker_id)
        b = state.chars(blocker)
        if not b.is_creature or blocker.controller != defender.name:
            raise IllegalActionError(f"{b.name} can't block: {defender.name} doesn't control it as a creature",
                                     cite("309.2a"))
        if len(attacker_ids) != 1:
            raise IllegalActionError(f"{b.name} must block exactly one attacking creature", cite("309.2a"))
        attacker = state.get(attacker_ids[0])
        if not attacker.attacking:
            raise IllegalActionError(f"{b.name} can't block {state.name_of(attacker.id)}: it isn't attacking",
                                     cite("309.2a"))
        if blocker.tapped:
            raise IllegalActionError(f"{b.name} can't block: it is tapped", cite("309.2a"))
        if b.has("can't block"):
            raise IllegalActionError(f"{b.name} can't block", cite("500.1", "500.3"))
        reason, forbidding = block_problem(state, blocker, attacker)
        if reason:
            raise IllegalActionError(f"{b.name} can't block {state.name_of(attacker.id)}: {reason}.",
                                     forbidding + cite("309.2a"))
        pairs.append((blocker, attacker))
    state.blockers_declared = True
    if not pairs:
        state.log("block", f"{defender.name} declares no blockers.", cite("309.2a"))
    for blocker, attacker in pairs:
        group = [attacker]
        if attacker.band:
            group = [p for p in state.permanents if p.band == attacker.band and p.attacking]
        for member in group:
            blocker.blocking.append(member.id)
            member.blockers.append(blocker.id)
            member.blocked = True
        extra = ""
        rules = ["309.2a", "309.2e"]
        if len(group) > 1:
            extra = f"; the rest of its band ({', '.join(state.name_of(m.id) for m in group if m is not attacker)}) " \
                    "becomes blocked by it too"
            rules.append("502.10e")
        state.log("block", f"{defender.name} declares {state.name_of(blocker.id)} as a blocker of "
                  f"{state.name_of(attacker.id)}{extra}.", cite(*rules))
    statuses = []
    for perm in state.permanents:
        if perm.attacking:
            statuses.append(f"{state.name_of(perm.id)} is {'blocked' if perm.blocked else 'unblocked'}")
    if statuses:
        state.log("block", "; ".join(statuses) + ".", cite("309.2f"))
    _block_triggers(state)
    state.priority = state.active
    state.changed()


def _block_triggers(state: GameState) -> None:
    for attacker in state.permanents:
        if not attacker.blocked:
            continue
        chars = state.chars(attacker)
        source = zones.snapshot(state, attacker)
        rampages = chars.keyword_args("rampage")
        for n in rampages:
            state.pending.append(StackObject(
                "trigger", f"{chars.name}'s rampage ability", attacker.controller, source=source,
                extra={"keyword": "rampage", "attacker": attacker.id, "n": n,
                       "rules": ("502.12a",) + (("502.12c",) if len(rampages) > 1 else ())}))
        flankings = chars.keyword_args("flanking")
        for _ in flankings:
            for blocker_id in attacker.blockers:
                if not state.chars(blocker_id).has("flanking"):
                    state.pending.append(StackObject(
                        "trigger", f"{chars.name}'s flanking ability", attacker.controller, source=source,
                        extra={"keyword": "flanking", "blocker": blocker_id,
                               "rules": ("502.3a",) + (("502.3b",) if len(flankings) > 1 else ())}))


def resolve_keyword_trigger(state: GameState, obj: StackObject) -> None:
    """Resolve a rampage (502.12) or flanking (502.3) trigger."""
    if obj.extra["keyword"] == "rampage":
        attacker = state.find(obj.extra["attacker"])
        if attacker is None:
            return
        beyond = max(0, len(attacker.blockers) - 1)
        bonus = beyond * int(obj.extra["n"])
        if bonus:
            state.effects.append(Effect("pump", state.next_timestamp(), attacker.id, bonus, bonus, source=obj.name))
        state.changed()
        power, toughness = state.power_toughness(attacker.id)
        state.log("pump", f"{state.name_of(attacker.id)} gets +{bonus}/+{bonus} until end of turn for the "
                  f"{beyond} creature{'s' if beyond != 1 else ''} blocking it beyond the first (now "
                  f"{power}/{toughness}).", cite("502.12a", "502.12b"))
    else:
        blocker = state.find(obj.extra["blocker"])
        if blocker is None:
            return
        state.effects.append(Effect("pump", state.next_timestamp(), blocker.id, -1, -1, source=obj.name))
        state.changed()
        power, toughness = state.power_toughness(blocker.id)
        state.log("pump", f"{state.name_of(blocker.id)} gets -1/-1 until end of turn (now {power}/{toughness}).",
                  cite("502.3a"))


from judge.combat_damage import assign, begin_damage_step, resolve_damage  # noqa: E402

__all__ = ["assign", "attack_problem", "begin_damage_step", "block_problem", "declare_attackers",
           "declare_blockers", "resolve_damage", "resolve_keyword_trigger"]
