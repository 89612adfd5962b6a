"""Combat: declaring attackers and blockers with their restrictions and evasion abilities
(308, 309, 500-502), combat damage assignment on the stack (310), first and double strike
(310.5, 502.2, 502.28), trample (502.9), banding (502.10), rampage and flanking."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.model import RuleNumber

from judge import zones
from judge.abilities import Keyword, Static
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
        return f"{name} can't attack", cite("500.1", "500.2", "402.3")
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
                # 502.10c: each creature may be a member of only one band
                raise IllegalActionError(f"{state.name_of(perm_id)} is declared twice",
                                         cite("308.2a") + (cite("502.10c") if len(group) > 1 else ()))
            seen.add(perm_id)
            reason, forbidding = attack_problem(state, perm)
            if reason:
                # 308.2: an attack that breaks a rule is illegal; the game returns to before it
                raise IllegalActionError(f"{state.name_of(perm_id)} can't attack: {reason}.", forbidding + cite("308.2"))
        if len(group) > 1:
            without = [p for p in group if not state.chars(p).has("banding")]
            if len(without) > 1 and not _bands_with_other(state, group):
                others = cite("502.11b") if any(state.chars(p).keyword_args("bands with other") for p in group) else ()
                raise IllegalActionError(
                    f"a band may hold any number of creatures with banding and at most one without: "
                    f"{', '.join(state.name_of(p) for p in without)} lack banding", cite("308.2b", "502.10b") + others)
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
            rules += ("308.2g",)  # it is an attacking creature until removed from combat or combat ends
            if perm.sick:
                tail += "; it has haste, so it can attack the turn it came under its controller's control"
                rules += ("212.3d", "502.5b") + (("502.5c",) if is_redundant(state, perm, "haste") else ())
            state.log("attack", f"{active.name} declares {state.name_of(perm_id)} as an attacker; {tail}.",
                      cite(*rules))
            for trig in state.chars(perm).triggered:
                if trig.event == "attacks":
                    # 308.1, 308.3: it triggers as the creature starts to attack
                    zones.add_trigger(state, trig, zones.snapshot(state, perm), perm.controller, ("308.1", "308.3"))
        if band:
            twice = ("502.10i",) if any(is_redundant(state, state.get(p), "banding") for p in group) else ()
            kind = ("502.11b",) if _bands_with_other(state, group) and sum(
                1 for p in group if not state.chars(p).has("banding")) > 1 else ("502.10b",)
            state.log("band", f"{', '.join(state.name_of(p) for p in group)} attack as a band.",
                      cite("308.2b", "502.10a", *kind, *twice))
    state.priority = state.active
    state.changed()


# -- declare blockers --------------------------------------------------------

_EVASION = ("flying", "shadow", "horsemanship", "fear", "landwalk", "snow landwalk")


def block_problem(state: GameState, blocker: Permanent, attacker: Permanent) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why *blocker* can't block *attacker*, with rules; ``("", ())`` if it can.

    With two or more evasion abilities on the attacker, each must be satisfied (501.2).
    """
    reason, rules = _block_problem(state, blocker, attacker)
    if reason and rules[0] != cite("502.7a")[0] and _evasion_met(state, blocker, attacker):
        rules += cite("501.2")  # one evasion ability met, another one still stops the block
    if reason and str(rules[0]) in _REDUNDANT and is_redundant(state, attacker, _REDUNDANT[str(rules[0])][0]):
        rules += cite(_REDUNDANT[str(rules[0])][1])
    if reason and str(rules[0]) in _REDUNDANT and _threshold_grants(attacker, _REDUNDANT[str(rules[0])][0]):
        rules += cite("502.23a")  # the threshold text is active: seven or more cards in the graveyard
    return reason, rules


def _threshold_grants(perm: Permanent, name: str) -> bool:
    """Whether *perm* has a threshold ability granting keyword *name* (502.23a)."""
    return any(isinstance(a, Static) and a.condition == "threshold" and a.keyword is not None
               and a.keyword.name == name for a in perm.card.abilities)


#: The rule that decided a block, to the keyword and its "multiple instances are redundant" rule.
_REDUNDANT = {"502.4a": ("flying", "502.4c"), "502.8a": ("shadow", "502.8c"), "502.17a": ("horsemanship", "502.17c"),
              "502.25a": ("fear", "502.25c"), "502.6b": ("landwalk", "502.6e"), "502.7a": ("protection", "502.7g"),
              "502.6c": ("snow landwalk", "502.6e")}


def is_redundant(state: GameState, perm: Permanent, name: str) -> bool:
    """Whether *perm* has two or more instances of keyword *name* (with the same quality
    or land type): they are redundant and act as one."""
    args = state.chars(perm).keyword_args(name)
    return len(args) > len(set(args))


def _snow_lands(state: GameState, player: str) -> set[str]:
    """The land types of the snow-covered lands *player* controls (502.14a; the spec's
    supertype ``snow`` counts as snow-covered)."""
    out: set[str] = set()
    for perm in state.permanents:
        chars = state.chars(perm)
        if perm.controller == player and "land" in chars.types and (
                chars.has("snow-covered") or "snow" in chars.supertypes):
            out.update(chars.subtypes)
    return out


def _bands_with_other(state: GameState, group: tuple[str, ...]) -> str:
    """The "bands with other" ability every member of *group* has, or has banding instead,
    if they may form a band by it (502.11b); ``""`` if not."""
    shared: set[str] | None = None
    for perm_id in group:
        chars = state.chars(perm_id)
        if chars.has("banding"):
            continue
        kinds = {str(arg) for arg in chars.keyword_args("bands with other")}
        shared = kinds if shared is None else shared & kinds
    return sorted(shared)[0] if shared else ""


def shared_bands_with_other(state: GameState, perm_ids: list[str]) -> bool:
    """Whether two or more of *perm_ids* have the same "bands with other" ability (502.11c)."""
    seen: set[str] = set()
    for perm_id in perm_ids:
        if state.find(perm_id) is None:
            continue
        for arg in {str(a) for a in state.chars(perm_id).keyword_args("bands with other")}:
            if arg in seen:
                return True
            seen.add(arg)
    return False


def _granted(state: GameState, perm: Permanent, name: str) -> bool:
    """Whether *perm* has keyword *name* only because an effect grants it."""
    printed = [a for a in perm.card.abilities if isinstance(a, Keyword) and a.name == name]
    return state.chars(perm).has(name) and not printed


def _evasion_rules(state: GameState, blocker: Permanent, attacker: Permanent) -> list[str]:
    """The rules that let *blocker* block an attacker with an evasion ability it meets."""
    a, b = state.chars(attacker), state.chars(blocker)
    rules = []
    if a.has("flying"):
        rules.append("502.4b")  # a creature with flying can be blocked by one with flying
    if a.has("shadow"):
        rules.append("502.8b")
    if a.has("horsemanship"):
        rules.append("502.17b")
    if a.has("fear") and ("artifact" in b.types or "black" in b.colors):
        rules.append("502.25b")
    if a.has("snow landwalk"):
        rules.append("502.6c")  # only a snow-covered land of that type stops the block
    return rules[:2]


def _evasion_met(state: GameState, blocker: Permanent, attacker: Permanent) -> bool:
    """Whether *attacker* has two or more evasion abilities and *blocker* meets one of them."""
    a, b = state.chars(attacker), state.chars(blocker)
    lands = {sub for p in state.permanents if p.controller == blocker.controller
             and "land" in state.chars(p).types for sub in state.chars(p).subtypes}
    met = {
        "flying": b.has("flying") or b.has("can block as though it had flying"),
        "shadow": b.has("shadow"), "horsemanship": b.has("horsemanship"),
        "fear": "artifact" in b.types or "black" in b.colors,
        "landwalk": not any(str(arg) in lands for arg in a.keyword_args("landwalk")),
        "snow landwalk": not any(str(arg) in _snow_lands(state, blocker.controller)
                                 for arg in a.keyword_args("snow landwalk")),
    }
    present = [k for k in _EVASION if a.has(k)]
    return len(present) > 1 and any(met[k] for k in present)


def _block_problem(state: GameState, blocker: Permanent, attacker: Permanent) -> tuple[str, tuple[RuleNumber, ...]]:
    b, a = state.chars(blocker), state.chars(attacker)
    if a.has("unblockable"):
        return f"{a.name} is unblockable", cite("500.3", "501.1")
    if a.has("flying") and not b.has("flying") and not b.has("can block as though it had flying"):
        return f"{a.name} has flying", cite("502.4a", "502.4b")
    if a.has("shadow") and not b.has("shadow"):
        return f"{a.name} has shadow and {b.name} doesn't", cite("502.8a", "502.8b")
    if b.has("shadow") and not a.has("shadow"):
        return f"{b.name} has shadow and {a.name} doesn't", cite("502.8b")
    if a.has("horsemanship") and not b.has("horsemanship"):
        return f"{a.name} has horsemanship", cite("502.17a", "502.17b")
    if a.has("fear") and "artifact" not in b.types and "black" not in b.colors:
        return f"{a.name} has fear and {b.name} is neither an artifact creature nor black", cite("502.25a", "502.25b")
    defender = blocker.controller
    for land_arg in a.keyword_args("landwalk"):
        land_type = str(land_arg)
        if any(p.controller == defender and "land" in state.chars(p).types and land_type in state.chars(p).subtypes
               for p in state.permanents):
            article = "an" if land_type[0] in "AEIOU" else "a"
            rules = cite("502.6b")
            if land_type in b.keyword_args("landwalk"):
                rules += cite("502.6d")  # the blocker's own landwalk doesn't cancel it
            elif _granted(state, attacker, "landwalk"):
                rules += cite("402.1")  # an ability granted by another permanent's "have"
            else:
                rules += cite("502.6a")  # "islandwalk" is a landwalk ability
            return f"{a.name} has {land_type.lower()}walk and {defender} controls {article} {land_type}", rules
    for land_arg in a.keyword_args("snow landwalk"):
        land_type = str(land_arg)
        if land_type in _snow_lands(state, defender):
            rules = cite("502.6c", "502.14a")
            if land_type in b.keyword_args("snow landwalk"):
                rules += cite("502.6d")
            return f"{a.name} has snow-covered {land_type.lower()}walk and {defender} controls a snow-covered " \
                   f"{land_type}", rules
    from judge.damage import protection_from
    quality = protection_from(state, attacker, zones.snapshot(state, blocker))
    if quality:
        return f"{a.name} has protection from {quality}", cite("502.7a", "502.7f")
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
            raise IllegalActionError(f"{b.name} can't block", cite("500.1", "500.3", "402.3"))
        reason, forbidding = block_problem(state, blocker, attacker)
        if reason:
            # 309.2: a block that breaks a rule is illegal; the game returns to before it
            raise IllegalActionError(f"{b.name} can't block {state.name_of(attacker.id)}: {reason}.",
                                     forbidding + cite("309.2a", "309.2"))
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
        rules = ["309.2a", "309.2e"] + _evasion_rules(state, blocker, attacker)
        from judge.layers import has_threshold
        if any(isinstance(a, Static) and a.condition == "threshold" for a in attacker.card.abilities) \
                and not has_threshold(state, attacker):
            rules.append("502.23b")  # without threshold its threshold text doesn't count
        if len(group) > 1:
            extra = f"; the rest of its band ({', '.join(state.name_of(m.id) for m in group if m is not attacker)}) " \
                    "becomes blocked by it too"
            rules.append("502.10e")
            if any(block_problem(state, blocker, m)[0] for m in group if m is not attacker):
                rules.append("502.10f")  # the band doesn't share the other members' evasion
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
        for trig in chars.triggered:
            if trig.event == "blocked_by":
                for _ in attacker.blockers:
                    # 410.9, 410.9c: once for each creature that blocks it
                    zones.add_trigger(state, trig, source, attacker.controller, ("410.9", "410.9c"))
        rampages = chars.keyword_args("rampage")
        for n in rampages:
            state.pending.append(StackObject(
                "trigger", f"{chars.name}'s rampage ability", attacker.controller, source=source,
                extra={"keyword": "rampage", "attacker": attacker.id, "n": n,
                       "rules": ("502.12a", "410.9a") + (("502.12c",) if len(rampages) > 1 else ())}))
        flankings = chars.keyword_args("flanking")
        for _ in flankings:
            for blocker_id in attacker.blockers:
                if not state.chars(blocker_id).has("flanking"):
                    state.pending.append(StackObject(
                        "trigger", f"{chars.name}'s flanking ability", attacker.controller, source=source,
                        extra={"keyword": "flanking", "blocker": blocker_id,
                               "rules": ("502.3a", "309.3") + (("502.3b",) if len(flankings) > 1 else ())
                               # 410.6: one event, several blockers: it triggers for each
                               + (("410.6",) if len(attacker.blockers) > 1 else ())}))


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
                  f"{power}/{toughness}).", cite("502.12a", "502.12b", "418.3c") + _each_instance(obj))
    else:
        blocker = state.find(obj.extra["blocker"])
        if blocker is None:
            return
        state.effects.append(Effect("pump", state.next_timestamp(), blocker.id, -1, -1, source=obj.name))
        state.changed()
        power, toughness = state.power_toughness(blocker.id)
        state.log("pump", f"{state.name_of(blocker.id)} gets -1/-1 until end of turn (now {power}/{toughness}).",
                  cite("502.3a", "418.3a") + _each_instance(obj))


def _each_instance(obj: StackObject) -> tuple[RuleNumber, ...]:
    """402.7, when the trigger is one of several instances of the keyword (502.3b, 502.12c)."""
    return cite("402.7") if {"502.3b", "502.12c"} & set(obj.extra.get("rules", ())) else ()


from judge.combat_damage import assign, begin_damage_step, resolve_damage  # noqa: E402

__all__ = ["assign", "attack_problem", "begin_damage_step", "block_problem", "declare_attackers",
           "declare_blockers", "resolve_damage", "resolve_keyword_trigger"]
