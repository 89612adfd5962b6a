"""Combat: declaring attackers and blockers with their restrictions and evasion abilities
(308, 309, 500-502), combat damage assignment on the stack (310), first and double strike
(310.5, 502.2, 502.28), trample (502.9), banding (502.10), rampage and flanking."""

from __future__ import annotations

from kb.numbers import RuleNumber

from judge import triggers, zones
from judge.trigger_effects import beyond_first
from judge.abilities import Instruction, SpellText, Static, Target, Triggered
from judge.actions import Action
from judge.blocking import attack_problem, bands_with_other, block_problem, evasion_rules, is_redundant
from judge.characteristics import Game, has_threshold, snapshot
from judge.errors import IllegalActionError
from judge.keywords import reduce_generic
from judge.mana import format_mana
from judge.objects import Effect, Permanent, StackObject
from judge.rules import cite
from judge.stack import PAY_RULES, pay_mana


# -- declare attackers -------------------------------------------------------

def check_declarer(state: Game, action: Action, attacking: bool) -> None:
    """Only the active player declares attackers, only the defending player blockers (306.3).

    :raises IllegalActionError: if *action* names another player.
    """
    player = state.active_player if attacking else state.defending_player
    if action.by and action.by != player.name:
        what, rule = ("attackers", "308.1") if attacking else ("blockers", "309.1")
        role = "active" if attacking else "defending"
        raise IllegalActionError(f"only the {role} player, {player.name}, declares {what}", cite("306.3", rule))


def check_blockers_step_comes(state: Game) -> None:
    """With no creature attacking, the declare blockers step is skipped (308.4).

    :raises IllegalActionError: if no creature is attacking.
    """
    if not any(p.attacking for p in state.permanents):
        raise IllegalActionError("no creatures are attacking, so there is no declare blockers step",
                                 cite("308.4"))


def _alone(state: Game, creatures: list[Permanent], verb: str) -> None:
    """Mogg Flunkies, Silent Arbiter: restrictions checked against the whole proposed set (500.2, 500.3)."""
    rule = "500.2" if verb == "attack" else "500.3"
    if len(creatures) == 1 and state.chars(creatures[0]).has("can't attack or block alone"):
        raise IllegalActionError(f"{state.name_of(creatures[0].id)} can't {verb} unless another creature also does",
                                 cite("500.1", rule))
    limit = next((f"{state.name_of(p.id)}: {s.text}" for p in state.permanents for s in state.chars(p).statics
                  if s.kind == "one_only" and s.words == verb), "")
    if limit and len(creatures) > 1:  # one combat phase a turn: "each turn" and "each combat" agree
        raise IllegalActionError(f"no more than one creature can {verb} ({limit}), and {len(creatures)} would",
                                 cite("500.1", rule))


def must_attack(state: Game, attacking: set[str]) -> None:
    """A creature that "attacks each turn if able" and is able to must be declared as an attacker
    (500.1, 500.2, 500.4); one with a cost to attack is exempt (500.2)."""
    taxed = any(s.kind == "attack_tax" for p in state.permanents for s in state.chars(p).statics)
    for perm in state.permanents:
        if perm.id not in attacking and not taxed and state.chars(perm).has("attacks each turn if able") \
                and perm.controller == state.active_player.name and not attack_problem(state, perm)[0]:
            raise IllegalActionError(f"{state.name_of(perm.id)} attacks each turn if able, and it is able to: it must "
                                     "be declared as an attacker", cite("500.1", "500.2", "500.4", "308.2"))


def no_attackers(state: Game) -> None:
    """No `attack` action: the active player declares no attackers, and the declare blockers and
    combat damage steps are skipped (308.4), unless a creature must attack (500.2)."""
    must_attack(state, set())
    state.log("skip", f"{state.active_player.name} declares no attackers: the declare blockers and combat "
              "damage steps are skipped.", cite("308.4"))


def _one_blocker(state: Game, pairs: list[tuple[Permanent, Permanent]]) -> None:
    """"This can't be blocked by more than one creature" and "... except by two (three) or more
    creatures": restrictions checked against the whole proposed set of blocks (500.1, 500.3)."""
    for attacker in {a.id: a for _, a in pairs}.values():
        blockers = [b for b, a in pairs if a is attacker]
        least = next((n for n, word in ((3, "three"), (2, "two")) if state.chars(attacker).has(
            f"can't be blocked except by {word} or more creatures")), 0)
        if len(blockers) < least:
            raise IllegalActionError(
                f"{state.name_of(attacker.id)} can't be blocked except by {('two', 'three')[least - 2]} or more "
                f"creatures, and only {' and '.join(state.name_of(b.id) for b in blockers)} would block it",
                cite("500.1", "500.3", "309.2"))
        if len(blockers) > 1 and state.chars(attacker).has("can't be blocked by more than one creature"):
            raise IllegalActionError(
                f"{state.name_of(attacker.id)} can't be blocked by more than one creature, and "
                f"{' and '.join(state.name_of(b.id) for b in blockers)} would {'both' if len(blockers) == 2 else 'all'} "
                "block it", cite("500.1", "500.3", "309.2"))


def _check_declaration(state: Game, action: Action, player: str, role: str, what: str, declared: bool,
                       rule: str) -> None:
    """Attackers (308.1) or blockers (309.1) are declared by *player* alone (306.3), once,
    as their declare step begins."""
    if action.by and action.by != player:
        raise IllegalActionError(f"only the {role} player, {player}, declares {what}", cite("306.3", rule))
    if state.step != f"declare_{what}" or declared:
        raise IllegalActionError(
            f"{what} are declared only as the declare {what} step begins; it is the "
            f"{state.step.replace('_', ' ')} step" + (f" and {what} were already declared" if declared else ""),
            cite(rule))


def declare_attackers(state: Game, action: Action) -> None:
    """The active player declares attackers as the declare attackers step begins (308)."""
    active = state.active_player
    _check_declaration(state, action, active.name, "active", "attackers", state.attackers_declared, "308.1")
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
            if len(without) > 1 and not bands_with_other(state, group):
                others = cite("502.11b") if any(state.chars(p).keyword_args("bands with other") for p in group) else ()
                raise IllegalActionError(
                    f"a band may hold any number of creatures with banding and at most one without: "
                    f"{', '.join(state.name_of(p) for p in without)} lack banding", cite("308.2b", "502.10b") + others)
    _alone(state, [state.get(p) for group in groups for p in group], "attack")
    must_attack(state, seen)
    _combat_costs(state, True, [state.get(p) for group in groups for p in group])
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
            perm.attacked_turn = state.turn_number  # Erg Raiders: "if this didn't attack this turn"
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
                rules += ("212.3d", "502.5", "502.5b") + (("502.5c",) if is_redundant(state, perm, "haste") else ())
            elif perm.phased_in_turn == state.turn_number:
                # 502.15m: phasing in doesn't stop it from attacking, as though it had haste
                tail += "; it phased in this turn, which doesn't keep it from attacking"
                rules += ("502.15m",)
            state.log("attack", f"{active.name} declares {state.name_of(perm_id)} as an attacker; {tail}.",
                      cite(*rules))
            for trig in state.chars(perm).triggered:
                if trig.event in ("attacks", "attacks_or_blocks"):
                    # 308.1, 308.3: it triggers as the creature starts to attack
                    zones.add_trigger(state, trig, snapshot(state, perm), perm.controller, ("308.1", "308.3"))
            for holder in list(state.permanents):  # "whenever a creature attacks" (Caltrops): "it" is the attacker (410.2)
                for trig in [t for t in state.chars(holder).triggered if (t.event == "creature_attacks" and (
                        not t.qualifier.startswith("with:") or state.chars(perm).has(t.qualifier[5:]))) or (
                        t.event == "my_creature_attacks" and holder.controller == perm.controller)]:
                    triggers.pend(state, trig, snapshot(state, holder), holder.controller, ("308.1", "308.3"), that=perm_id)
            provokes = state.chars(perm).keyword_args("provoke")
            for _ in provokes:  # 502.29b: each instance triggers separately
                zones.add_trigger(state, PROVOKE, snapshot(state, perm), perm.controller,
                                  ("502.29a",) + (("502.29b",) if len(provokes) > 1 else ()))
        if band:
            twice: tuple[str, ...] = ("502.10i",) if any(is_redundant(state, state.get(p), "banding") for p in group) else ()
            twice += ("502.11d",) if any(is_redundant(state, state.get(p), "bands with other") for p in group) else ()
            kind = ("502.11", "502.11b") if bands_with_other(state, group) and sum(
                1 for p in group if not state.chars(p).has("banding")) > 1 else ("502.10b",)
            state.log("band", f"{', '.join(state.name_of(p) for p in group)} attack as a band.",
                      cite("308.2b", "502.10", "502.10a", *kind, *twice))
    attacking = [p for p in state.permanents if p.attacking]
    if len(attacking) == 1:
        alone = attacking[0]
        for trig in state.chars(alone).triggered:
            if trig.event == "attacks_alone":
                # 306.4: it is attacking alone: no other creature is attacking
                zones.add_trigger(state, trig, snapshot(state, alone), alone.controller, ("306.4", "308.3"))
    state.priority = state.active
    state.changed()


def _combat_costs(state: Game, attacking: bool, creatures: list[Permanent]) -> None:
    """Costs to attack (308.2d-f) or to block (309.2b-d): the attacking or defending player
    totals them, the total is locked in, mana abilities may be played, and all of it is paid
    at once; partial payment isn't allowed.

    :raises IllegalActionError: if the total can't be paid (the declaration is undone, 308.2, 309.2).
    """
    if not creatures:
        return
    payer = state.active_player if attacking else state.defending_player
    kind, rule, step = ("attack_tax", "308.2d", "attack") if attacking else ("block_tax", "309.2b", "block")
    parts: list[str] = []
    total = ""
    for perm in state.permanents:
        for static in state.chars(perm).statics:
            if static.kind != kind or (attacking and perm.controller != state.defending_player.name):
                continue
            total += static.cost * len(creatures)
            role = "attacking" if attacking else "blocking"
            each = f"each of the {len(creatures)} {role} creatures" if len(creatures) > 1 else f"the one {role} creature"
            parts.append(f"{state.name_of(perm.id)}: {format_mana(static.cost)} for {each}")
    if not total:
        return
    total = reduce_generic(total, 0)
    what = "the attack" if attacking else "the blocks"
    state.log("cost", f"{payer.name} determines the total cost of {what}: {format_mana(total)} "
              f"({'; '.join(parts)}); the total is locked in.", cite(rule))
    before = len(state.events)
    pay_mana(state, payer, total, 0, what, step)
    if len(state.events) == before:  # costs aren't enforced: the payment is taken as made
        state.log("cost", f"{payer.name} pays {format_mana(total)} for {what}.", cite(*PAY_RULES[step][1]))


# -- declare blockers --------------------------------------------------------

def declare_blockers(state: Game, action: Action) -> None:
    """The defending player declares blockers as the declare blockers step begins (309)."""
    defender = state.defending_player
    _check_declaration(state, action, defender.name, "defending", "blockers", state.blockers_declared, "309.1")
    pairs: list[tuple[Permanent, Permanent]] = []
    for blocker_id, attacker_ids in action.blocks:
        blocker = state.get(blocker_id)
        b = state.chars(blocker)
        if not b.is_creature or blocker.controller != defender.name:
            raise IllegalActionError(f"{b.name} can't block: {defender.name} doesn't control it as a creature",
                                     cite("309.2a"))
        # the card's text over 309.2a's "one" (103.1): any number of attackers, or two (Two-Headed Dragon)
        most = len(attacker_ids) if b.has("can block any number of creatures") else \
            2 if b.has("can block an additional creature") else 1
        if not 1 <= len(attacker_ids) <= most or len(set(attacker_ids)) != len(attacker_ids):
            raise IllegalActionError(f"{b.name} must block exactly one attacking creature" if most == 1 else
                                     f"{b.name} can block at most {most} attacking creatures, each once",
                                     cite("309.2a") + cite("103.1") * (most > 1))
        if blocker.tapped:
            raise IllegalActionError(f"{b.name} can't block: it is tapped", cite("309.2a"))
        if b.has("can't block"):
            raise IllegalActionError(f"{b.name} can't block", cite("500.1", "500.3", "402.3"))
        for attacker in [state.get(a) for a in attacker_ids]:
            if not attacker.attacking:
                raise IllegalActionError(f"{b.name} can't block {state.name_of(attacker.id)}: it isn't attacking",
                                         cite("309.2a"))
            reason, forbidding = block_problem(state, blocker, attacker)
            if reason:
                # 309.2: a block that breaks a rule is illegal; the game returns to before it
                raise IllegalActionError(f"{b.name} can't block {state.name_of(attacker.id)}: {reason}.",
                                         forbidding + cite("309.2a", "309.2"))
            pairs.append((blocker, attacker))
    lured = "; ".join(filter(None, (lure_requirement(state, pairs), provoke_requirement(state, pairs))))
    _alone(state, list({blocker.id: blocker for blocker, _ in pairs}.values()), "block")
    _one_blocker(state, pairs)
    _combat_costs(state, False, list({blocker.id: blocker for blocker, _ in pairs}.values()))
    state.blockers_declared = True
    if not pairs:
        state.log("block", f"{defender.name} declares no blockers.", cite("309.2a"))
    for blocker, attacker in pairs:
        group = [attacker]
        if attacker.band:
            group = [p for p in state.permanents if p.band == attacker.band and p.attacking]
        for member in [m for m in group if m.id not in blocker.blocking]:
            blocker.blocking.append(member.id)
            member.blockers.append(blocker.id)
            member.blocked = True
        extra = ""
        rules = ["309.2a", "309.2e"] + evasion_rules(state, blocker, attacker)
        if sum(1 for other, _ in pairs if other is blocker) > 1:
            rules.append("103.1")  # "can block any number of creatures": the card's text over 309.2a's "one"
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
    if lured:
        state.log("block", f"The blocks obey every requirement: {lured}.", cite("500.4", "500.5"))
    _block_triggers(state)
    state.priority = state.active
    state.changed()


def declare_no_blockers(state: Game) -> bool:
    """The declare blockers step would end with attackers and no declaration: the defending
    player is taken to declare no blockers (309.1, 309.2a; reported as a default), and the
    attackers are unblocked (309.2f). Whether it did."""
    attackers = [p for p in state.permanents if p.attacking]
    if state.step != "declare_blockers" or state.blockers_declared or not attackers:
        return False
    state.blockers_declared = True
    state.log("block", f"{state.defending_player.name} declares no blockers (the default: no block was declared).",
              cite("309.1", "309.2a"), default=True)
    state.log("block", "; ".join(f"{state.name_of(p.id)} is unblocked" for p in attackers) + ".", cite("309.2f"))
    _block_triggers(state)
    state.changed()
    return True


def _block_triggers(state: Game) -> None:
    # 309.3, 410.9: block and becomes-blocked abilities trigger as the blocks are declared
    triggers.blocks_declared(state, [(b, state.get(a)) for b in state.permanents for a in b.blocking])
    for attacker in state.permanents:
        if not attacker.blocked:
            continue
        chars = state.chars(attacker)
        source = snapshot(state, attacker)
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


PROVOKE = Triggered("provoke", "attacks", "", SpellText(
    "you may choose to have target creature defending player controls block this creature this combat if able; "
    "if you do, untap that creature", (Instruction("provoke", target=Target("creature defending player controls"),
                                                   optional=True),)))
"""Provoke's trigger (502.29a)."""


def provoke_requirement(state: Game, pairs: list[tuple[Permanent, Permanent]]) -> str:
    """A provoked creature blocks the provoking creature if able (502.29a, 500.4).

    :raises IllegalActionError: naming the creature that doesn't.
    """
    blocking = {b.id: a.id for b, a in pairs}
    obeyed = []
    for effect in state.effects:
        if effect.kind != "provoked":
            continue
        blocker, attacker = state.find(effect.affected), state.find(effect.controller)
        if blocker is None or attacker is None or not attacker.attacking or blocker.tapped:
            continue
        if block_problem(state, blocker, attacker)[0] or state.chars(blocker).has("can't block"):
            continue
        if blocking.get(blocker.id) != attacker.id:
            raise IllegalActionError(f"{state.name_of(blocker.id)} was provoked and must block "
                                     f"{state.name_of(attacker.id)}: it is able to", cite("502.29a", "500.4"))
        obeyed.append(f"{state.name_of(blocker.id)} blocks {state.name_of(attacker.id)}, as provoked")
    return "; ".join(obeyed)


def lure_requirement(state: Game, pairs: list[tuple[Permanent, Permanent]]) -> str:
    """Block requirements ("all creatures able to block enchanted creature do so", "... this do so",
    that one at threshold too): a set of blocks is illegal if a creature able to block a lured
    attacker doesn't block one, unless it obeys another such requirement (500.4, 500.5). What was
    required, or ``""``.

    :raises IllegalActionError: naming the creature that disobeys the requirement.
    """
    lured = [a for a in state.permanents if a.attacking and (any(
        s.kind == "lure" and s.affects == "enchanted" and src.attached_to == a.id
        and (s.condition != "threshold" or has_threshold(state, src))  # Seton's Desire: its controller's graveyard
        for src in state.permanents for s in state.chars(src).statics) or any(
        s.kind == "lure" and s.affects == "self" and (s.condition != "threshold" or has_threshold(state, a))
        for s in state.chars(a).statics))]
    if not lured:
        return ""
    blocking = {b.id: a for b, a in pairs}
    for blocker in state.permanents:
        if blocker.controller != state.defending_player.name or blocker.tapped or not state.chars(blocker).is_creature:
            continue
        able = [a for a in lured if not block_problem(state, blocker, a)[0] and not state.chars(blocker).has("can't block")]
        chosen = blocking.get(blocker.id)
        if able and (chosen is None or chosen not in lured):
            raise IllegalActionError(
                f"{state.name_of(blocker.id)} is able to block {state.name_of(able[0].id)} and must do so: all "
                "creatures able to block it do so", cite("500.4", "500.5", "309.2"))
    return "each creature able to block " + ", ".join(state.name_of(a.id) for a in lured) + " blocks it"


def resolve_keyword_trigger(state: Game, obj: StackObject) -> None:
    """Resolve a rampage (502.12) or flanking (502.3) trigger."""
    if obj.extra["keyword"] == "rampage":
        attacker = state.find(obj.extra["attacker"])
        if attacker is None:
            return
        beyond = beyond_first(attacker)
        bonus = beyond * int(obj.extra["n"])
        if bonus:
            state.effects.append(Effect("pump", state.next_timestamp(), attacker.id, bonus, bonus, source=obj.name))
        state.changed()
        power, toughness = state.power_toughness(attacker.id)
        state.log("pump", f"{state.name_of(attacker.id)} gets +{bonus}/+{bonus} until end of turn for the "
                  f"{beyond} creature{'s' if beyond != 1 else ''} blocking it beyond the first (now "
                  f"{power}/{toughness}).", cite("502.12", "502.12a", "502.12b", "418.3c") + _each_instance(obj))
    else:
        blocker = state.find(obj.extra["blocker"])
        if blocker is None:
            return
        state.effects.append(Effect("pump", state.next_timestamp(), blocker.id, -1, -1, source=obj.name))
        state.changed()
        power, toughness = state.power_toughness(blocker.id)
        state.log("pump", f"{state.name_of(blocker.id)} gets -1/-1 until end of turn (now {power}/{toughness}).",
                  cite("502.3", "502.3a", "418.3a") + _each_instance(obj))


def _each_instance(obj: StackObject) -> tuple[RuleNumber, ...]:
    """402.7, when the trigger is one of several instances of the keyword (502.3b, 502.12c)."""
    return cite("402.7") if {"502.3b", "502.12c"} & set(obj.extra.get("rules", ())) else ()


__all__ = ["check_blockers_step_comes", "check_declarer", "declare_attackers", "declare_blockers", "declare_no_blockers",
           "resolve_keyword_trigger"]
