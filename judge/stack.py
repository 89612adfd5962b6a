"""Playing spells and abilities: timing, targets, costs (212, 403, 406, 408, 409, 411, 415),
the keywords that change how a card is played (cycling, morph's turning face up, storm),
and the targets of triggered abilities (410.4)."""

from __future__ import annotations

import re

from judge import costs, keywords, mana_abilities, triggers, zones
from judge.abilities import LAND_TYPES, Activated, Instruction, Keyword, SpellText, Static, Target, Triggered, mana_symbols
from judge.actions import Action
from judge.cards import CardDef, unrun_activated_message
from judge.characteristics import Chars, Game, snapshot
from judge.costs import card_snapshot
from judge.entering import put_into_play
from judge.errors import AmbiguousActionError, IllegalActionError, ScenarioError
from judge.objects import Permanent, Player, Snapshot, StackObject
from judge.rules import cite
from judge.targets import choose_targets, find_target, target_problem
from judge.cost_text import read_additional_cost
from judge.timing_text import read_timing, timing_problem


_TYPE_RULE = {"instant": "212.5a", "sorcery": "212.7a", "creature": "212.3a",
              "enchantment": "212.4a", "artifact": "212.2a"}
_MAIN = ("precombat_main", "postcombat_main")


# -- targets -----------------------------------------------------------------

# -- costs -------------------------------------------------------------------

def _stopper(state: Game, chars: Chars, ability: Activated) -> tuple[Permanent, Static] | None:
    """The permanent and static ability that say *ability* of a permanent with *chars* can't be played (Null Rod,
    Cursed Totem, Damping Matrix: 103.2), or None."""
    return next(((p, s) for p in state.permanents for s in state.chars(p).statics if s.kind == "no_activation"
                 and set(s.words.split()) & set(chars.types) and not (s.condition == "nonmana" and ability.mana_ability)),
                None)


def _sources(state: Game, player: Player) -> list[tuple[Permanent, Activated]]:
    out = []
    for perm in state.permanents:
        if perm.controller != player.name or perm.tapped:
            continue
        chars = state.chars(perm)
        for ability in chars.activated:
            if ability.mana_ability and ability.tap and not ability.mana_cost and ability.effect.instructions[0].mana:
                if chars.is_creature and perm.sick and not chars.has("haste") or _stopper(state, chars, ability):
                    continue
                out.append((perm, ability))
                break
    return out


#: Each payment's rules (mana abilities, paying, failing): spells and abilities, attacks, blocks.
PAY_RULES = {
    "spell": (("409.1g", "411.1", "411.2"), ("409.1f", "409.1h"), ("409.1h",)),
    "attack": (("308.2e", "411.1", "411.2"), ("308.2f",), ("308.2f", "308.2")),
    "block": (("309.2c", "411.1", "411.2"), ("309.2d",), ("309.2d", "309.2")),
}


def pay_mana(state: Game, player: Player, cost: str, x: int, what: str, step: str = "spell") -> None:
    """Pay *cost* from the pool and untapped mana sources (409.1g, 409.1h), if costs are enforced;
    *step* names whose rules the payment follows (:data:`PAY_RULES`).

    :raises IllegalActionError: if the cost can't be paid in full.
    """
    tap_rules, pay_rules, fail_rules = PAY_RULES[step]
    if not state.enforce_costs or not cost:
        return
    colored: list[str] = []
    generic = 0
    for symbol in mana_symbols(cost):
        symbol = symbol.strip("()")
        if symbol == "X":
            generic += x
        elif symbol.isdigit():
            generic += int(symbol)
        else:
            colored.append(symbol)
    pool = dict(player.mana)
    sources = _sources(state, player)
    tapped: list[tuple[Permanent, str]] = []
    for symbol in colored:
        if pool.get(symbol, 0) > 0:
            pool[symbol] -= 1
            continue
        found = next((s for s in sources if s[1].effect.instructions[0].mana == symbol), None)
        if found is None:
            raise IllegalActionError(f"{player.name} can't pay {{{symbol}}} for {what}", cite(*fail_rules))
        sources.remove(found)
        tapped.append((found[0], symbol))
    for _ in range(generic):
        symbol = next((s for s in "CWUBRG" if pool.get(s, 0) > 0), "")
        if symbol:
            pool[symbol] -= 1
            continue
        if not sources:
            raise IllegalActionError(f"{player.name} can't pay the generic mana of {what}", cite(*fail_rules))
        perm, ability = sources.pop(0)
        tapped.append((perm, ability.effect.instructions[0].mana))
    for perm, symbol in tapped:
        perm.tapped = True
        state.log("mana", f"{player.name} taps {state.name_of(perm.id)} for {{{symbol}}} (a mana ability).",
                  cite(*tap_rules))
    player.mana = {k: v for k, v in pool.items() if v > 0}
    for perm, symbol in tapped:
        mana_abilities.land_mana_triggers(state, player, perm, symbol)
    state.log("cost", f"{player.name} pays {_braces(cost, x)} for {what}.", cite(*pay_rules))
    state.changed()


def _braces(cost: str, x: int) -> str:
    return "".join("{" + s.strip("()") + "}" for s in mana_symbols(cost)).replace("{X}", f"{{X={x}}}")


# -- playing -----------------------------------------------------------------

def _acting_player(state: Game, by: str, card: str = "") -> Player:
    if by:
        return state.player(by)
    holder = state.players[state.priority]
    if card and card not in holder.hand:
        other = state.players[1 - state.priority]
        if card in other.hand:
            return other
    return holder


def _take_priority(state: Game, player: Player) -> None:
    """A player who does not hold priority acts: the holder passed to them (spec).

    :raises IllegalActionError: in a step where no player receives priority (302.3, 314.3).
    """
    if state.step == "untap":
        raise IllegalActionError("no player receives priority during the untap step", cite("302.3", "408.1d"))
    if state.step == "cleanup" and not state.cleanup_priority:
        raise IllegalActionError("no player receives priority in this cleanup step", cite("314.3", "408.1d"))
    state.priority = state.index_of(player.name)


def _sorcery_timing(state: Game, player: Player, what: str, rules: tuple[str, ...]) -> None:
    if state.step not in _MAIN or state.active_player is not player or state.stack:
        reason = ("the stack is not empty" if state.stack else
                  f"it is not {player.name}'s main phase" if state.step in _MAIN or state.active_player is player
                  else f"it is not {player.name}'s turn")
        if state.step not in _MAIN:
            reason = f"it is the {state.step.replace('_', ' ')} step, not a main phase"
            if state.step.endswith("main"):
                reason = "it is not a main phase"
        raise IllegalActionError(f"cannot play {what}: {reason}", cite(*rules))


def _card_timing(state: Game, player: Player, what: str, words: str, rules: tuple[str, ...]) -> None:
    """The card's own restriction on when *what* may be played ("play this only during combat", 408.1a)."""
    timing = read_timing(words)
    problem = timing_problem(timing, state.step, state.active_player is player, state.blockers_declared, player.name) \
        if timing is not None else ""
    if timing is not None and problem:
        raise IllegalActionError(f"cannot play {what}: it can be played only {words}, and {problem}",
                                 cite("408.1a", *rules, *timing.rules))


def play(state: Game, action: Action) -> None:
    """Play a spell, or a land as a special action (409, 212.6)."""
    card = state.card_def(action.card)
    player = _acting_player(state, action.by, card.name)
    zone = getattr(player, action.zone)
    if card.name not in zone:
        where = "in hand" if action.zone == "hand" else f"in the {action.zone} zone"
        raise IllegalActionError(f"{player.name} has no {card.name} {where}", cite("217.3a", "409.1a"))
    _take_priority(state, player)
    if "land" in card.types:
        _sorcery_timing(state, player, card.name, ("212.6a", "408.2d"))
        if player.lands_played >= 1:
            raise IllegalActionError(f"{player.name} has already played a land this turn", cite("212.6b"))
        player.hand.remove(card.name)
        player.lands_played += 1
        put_into_play(state, card, player.name, player.name)
        state.log("land", f"{player.name} plays {card.name} (a special action that doesn't use the stack).",
                  cite("212.6a", "305.4", "408.2d", "408.1i"))
        return
    barred = next((e for e in state.effects if e.kind == "no_spells" and e.affected == player.name
                   and (not e.label or e.label in card.types)), None)  # Cease-Fire: only creature spells
    if barred is not None:  # Xantid Swarm: a land isn't a spell (212.6a), so it may still be played
        raise IllegalActionError(f"{player.name} can't play {barred.label + ' ' if barred.label else ''}spells this turn "
                                 f"({barred.source})", cite("103.2", "409.1"))
    whole = card.name
    if card.halves:
        card = keywords.split_half(card, action.half)
    plan = keywords.plan_spell(state, card, player, action)
    face_down = bool(plan.extra.get("face_down"))
    kind = "creature" if face_down else next(
        t for t in ("creature", "artifact", "enchantment", "sorcery", "instant") if t in card.types)
    flash = not face_down and keywords.has_keyword(card, "you may play this any time you could play an instant")
    for timed in [a for a in card.abilities if isinstance(a, Static) and a.kind == "timing"]:
        _card_timing(state, player, card.name, timed.words, ("103.1",))  # the card's text over 212.5a
    if kind != "instant" and not plan.extra.get("madness") and not flash:  # madness: any time an instant could be
        _sorcery_timing(state, player, card.name, ("408.1d", _TYPE_RULE[kind], "408.1a"))  # played; only at certain times
    text: SpellText | None = None
    mode = 0
    specs: tuple[Target, ...] = ()
    if card.spell:
        if plan.extra.get("entwined"):
            text = SpellText("; ".join(m.text for m in card.spell),
                             tuple(i for m in card.spell for i in m.instructions))  # every mode, in order
        elif len(card.spell) > 1:
            if not action.mode:
                raise AmbiguousActionError(f"{card.name} is modal: choose a mode (1-{len(card.spell)})",
                                           cite("409.1b"))
            if action.mode > len(card.spell):
                raise IllegalActionError(f"{card.name} has no mode {action.mode}", cite("409.1b"))
            mode = action.mode
        text = text or card.spell[max(mode, 1) - 1]
        # 502.21c: the targets of text that depends on the kicker cost are chosen only if it is paid
        specs = tuple(i.target for i in text.instructions if i.target is not None
                      and (not i.kicked or plan.extra.get("kicked")))
    elif card.is_local_enchantment and not face_down:
        specs = (Target(card.played_on),)  # 212.4c: "enchant permanent" targets a permanent
    source = card_snapshot(card, player.name)
    name = "Face-down spell" if face_down else card.name
    divided = text is not None and any(i.words.startswith("divided") for i in text.instructions)
    most = max((i.amount if i.words == "divided any" else 2 for i in text.instructions if i.words.startswith(
        "divided")), default=2) if text is not None else 2  # "any number of targets": at least 1 damage each
    if divided and specs and 1 <= len(action.targets) <= most:
        specs = specs * len(action.targets)  # 409.1c: the number of targets is announced
    targets = choose_targets(state, specs, action.targets, source, name, card.name)
    if divided and text is not None:
        plan.extra["divide"] = _division(card.name, text, targets, dict(action.divide))
    x_mana = next((a for a in card.abilities if isinstance(a, Static) and a.kind == "x_mana"), None)
    if x_mana is None:
        pay_mana(state, player, plan.cost, action.x, name)
    else:  # Drain Life: X paid with mana of one color only (409.1b)
        try:
            pay_mana(state, player, "".join(f"{{{x_mana.words * action.x if s.strip('()') == 'X' else s}}}"
                                            for s in mana_symbols(plan.cost)), action.x, name)
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} ({x_mana.text})", error.rules + cite("409.1b")) from None
    for cost in [a.affects or "creature" for a in card.abilities if isinstance(a, Static) and a.kind == "sacrifice_cost"]:
        plan.extra["sacrificed_power"] = costs.sacrifice_cost(state, player, action.sacrifice, name, cost)
    zone.remove(whole)
    for words in [a.words for a in card.abilities if isinstance(a, Static) and a.kind == "additional_cost"]:
        cost_words = read_additional_cost(words)
        if cost_words is not None:  # discarding, life, several sacrificed, cards removed (409.1f), the card on the
            # stack already (409.1a)
            plan.extra["sacrificed_power"], plan.extra["sacrificed_count"] = costs.additional_cost(
                state, player, cost_words, action.x, action.sacrifice, action.discard, name)
    if "alternative" in plan.extra:  # the rest of an alternative cost, the card on the stack (402.4, 409.1a, 409.1f)
        costs.alternative_cost(state, player, str(plan.extra["alternative"]), action.sacrifice, action.discard, name)
    if plan.extra.get("madness"):
        del state.madness[player.name]
    if whole != card.name:
        plan.extra["whole"] = whole  # 505.4: one card, whichever half is played
    state.serial += 1
    state.spells_this_turn += 1
    obj = StackObject("spell", name, player.name, card=card, text=None if face_down else text, targets=targets,
                      source=source, mode=mode, x=action.x, serial=state.serial, extra=dict(plan.extra))
    state.stack.append(obj)
    shown = f" targeting {', '.join(state.target_name(t) for t in targets)}" if targets else ""
    mode_text = f" (mode {mode}: {text.text if text else ''})" if mode else ""
    own = [f"{player.name} controls {state.active_player.name}'s turn and still makes his or her own decisions"] \
        if state.turn_controller == player.name else []  # 507.3d
    how = f" ({'; '.join(plan.notes + tuple(own))})" if plan.notes or own else ""
    # 409.1b: a mode or the value of X (zero too) is announced
    has_x = action.x or any(s.strip("()") == "X" for s in mana_symbols(plan.cost))
    rules = ["409.1a", _TYPE_RULE[kind]] + (["409.1b"] if mode or has_x else [])
    rules += ["103.1", "212.5a"] if flash and (state.stack or state.step not in _MAIN) else []  # the card wins
    rules += ["505.1", "505.2", "505.3"] if whole != card.name else []  # a split card: one half is played
    rules += ["507.3d"] if own else []
    rules += ["409.1e"] if "divide" in plan.extra else []
    rules += ["502.21c"] if text is not None and any(i.kicked and i.target for i in text.instructions) else []
    if targets:
        # 409.1d: a modal spell has the targets of the chosen mode only
        rules += ["409.1c"] + (["409.1d"] if mode else ["415.3" if card.is_local_enchantment else "415.1"])
    else:
        rules += ["401.1", "409.1i"]  # the card goes on the stack and becomes a spell
    state.log("play", f"{player.name} plays {name}{how}{mode_text}{shown}; it goes on the stack.",
              cite(*rules) + plan.rules)
    triggers.spell_played(state, obj)
    state.changed()
    if any(isinstance(a, Keyword) and a.name == "storm" for a in card.abilities):
        storm(state, obj)


def turn_face_up(state: Game, action: Action) -> None:
    """Turn a face-down permanent face up by paying its morph cost: a special action that
    doesn't use the stack (408.2h, 502.26d, 504.5)."""
    perm = state.get(action.source)
    player = state.player(action.by or perm.controller)
    if not perm.face_down:
        raise IllegalActionError(f"{state.name_of(perm.id)} isn't face down", cite("504.3"))
    if player.name != perm.controller:
        raise IllegalActionError(f"only {perm.controller}, who controls it, may turn it face up", cite("408.2h"))
    morph = keywords.keyword_cost(perm.card, "morph")
    if morph is None:
        raise IllegalActionError(f"{perm.card.name} has no morph cost to pay", cite("502.26d"))
    _take_priority(state, player)
    paid = costs.return_cost(state, player, morph[7:], f"{perm.card.name}'s morph cost") if morph.startswith(
        "return:") else "paying its morph cost " + _braces(morph, 0)  # Raven Guild Initiate: a Bird (502.26a)
    pay_mana(state, player, "" if morph.startswith("return:") else morph, 0, f"{perm.card.name}'s morph cost")
    perm.face_down = False
    state.changed()
    state.log("face_up", f"{player.name} turns the face-down creature {perm.id} face up, {paid}: it is "
              f"{perm.card.name}; this special action doesn't use the stack.",
              cite("408.2h", "502.26d", "504.5"))
    for holder in list(state.permanents):  # its own ability, its local enchantment's, any permanent's (410.2)
        for trig in state.chars(holder).triggered:
            if trig.event == "turned_face_up" and (holder is perm if trig.subject == "this" else trig.subject == "any"
                                                   or holder.attached_to == perm.id):
                zones.add_trigger(state, trig, snapshot(state, holder), holder.controller, ("410.2",), {"that": perm.id})


def cycle(state: Game, action: Action) -> None:
    """Cycle a card: its cycling ability, "[cost], discard this card: draw a card", is played
    from hand and goes on the stack (502.18a); "when you cycle" abilities trigger."""
    card = state.card_def(action.card)
    player = _acting_player(state, action.by, card.name)
    if card.name not in player.hand:
        raise IllegalActionError(f"{player.name} has no {card.name} in hand: cycling works only from a "
                                 "player's hand", cite("502.18a"))
    # 502.18c: landcycling is a kind of cycling: "[cost], discard this card: search your library for a
    # [land type] card, reveal it, and put it into your hand; then shuffle your library"
    kind = next((k for k in ("cycling", *(f"{t.lower()}cycling" for t in LAND_TYPES))
                 if keywords.keyword_cost(card, k) is not None), "")
    cost = keywords.keyword_cost(card, kind) if kind else None
    if cost is None:
        raise IllegalActionError(f"{card.name} has no cycling", cite("502.18a"))
    land = kind[:-len("cycling")].capitalize()
    _take_priority(state, player)
    pay_mana(state, player, cost, 0, f"{card.name}'s cycling cost")
    player.hand.remove(card.name)
    triggers.to_graveyard(state, player, [card.name])  # discarding it is part of the cost (409.1f)
    source = card_snapshot(card, player.name)
    state.serial += 1
    draw = SpellText(f"search your library for a {land} card" if land else "draw a card", (
        Instruction("search_land", who="you", words=land) if land else Instruction("draw", who="you", amount=1),))
    state.stack.append(StackObject("ability", f"{card.name}'s {kind} ability", player.name, text=draw,
                                   source=source, serial=state.serial))
    state.log("cycle", f"{player.name} cycles {card.name}" + (f" by {kind}" if land else "") + f", paying "
              f"{_braces(cost, 0)} and discarding it; its {kind} ability goes on the stack.",
              cite("502.18", "502.18a", "402.9", "409.1f", "408.1e") + (cite("502.18c") if land else ()))
    state.changed()
    for ability in card.abilities:
        if isinstance(ability, Triggered) and ability.event == "cycled":
            # 402.8: an ability that can trigger only in another zone works there
            zones.add_trigger(state, ability, source, player.name, ("410.2", "402.8") + (("502.18c",) if land else ()))
    for perm in list(state.permanents):  # "whenever a player cycles a card" (Astral Slide); "whenever you cycle"
        for trig in state.chars(perm).triggered:
            if trig.event == "any_cycled" and (trig.qualifier != "you" or perm.controller == player.name):
                zones.add_trigger(state, trig, snapshot(state, perm), perm.controller, ("410.2", "502.18a"))


def trigger_targets(state: Game, obj: StackObject) -> bool:
    """Choose the targets of a triggered ability as it goes on the stack (410.4): the
    scenario's ``choose: {targets: [...]}``, or by default the first legal ones, the
    opponents' permanents first. Whether a legal choice was made."""
    specs = obj.text.targets if obj.text else ()
    if not specs or obj.targets:
        return True
    assert obj.source is not None
    choice = state.answer("targets")
    if choice is not None:
        chosen = [k if k.startswith(("spell:", "card:")) else find_target(state, k, spec.kind)
                  for spec, k in zip(specs, choice.targets)]  # a spell by its name (Voidmage Apprentice)
        for spec, key in zip(specs, chosen):
            reason, rules = target_problem(state, spec, key, obj.source, obj.serial)
            if reason:
                raise IllegalActionError(f"{obj.name} can't target {state.target_name(key)}: {reason}", rules + cite("410.4"))
        obj.targets = chosen[:len(specs)]
        return len(obj.targets) == len(specs) or len(obj.targets) == len(specs) - 1 and specs[-1].up_to
    candidates = [p.id for p in state.permanents if p.controller != obj.controller] + \
        [p.id for p in state.permanents if p.controller == obj.controller] + \
        [p.name for p in state.players if p.name != obj.controller] + [obj.controller] + \
        [f"card:{p.name}:{c}" for p in state.players for c in p.graveyard] + \
        [f"spell:{o.serial}" for o in reversed(state.stack) if o.kind == "spell"]  # the topmost spell first
    for spec in specs:
        legal = next((k for k in candidates if k not in obj.targets
                      and not target_problem(state, spec, k, obj.source, obj.serial)[0]), None)
        if legal is None:
            return spec.up_to  # "up to one target": none chosen, which is legal (409.1c, 410.4)
        obj.targets.append(legal)
    obj.extra["default_targets"] = True
    return True


def _division(name: str, text: SpellText, targets: list[str], divide: dict[str, int]) -> dict[str, int]:
    """How divided damage is split among the targets, announced as it is played (409.1e)."""
    total = next(i.amount for i in text.instructions if i.words.startswith("divided"))
    if len(targets) == 1 and not divide:
        return {targets[0]: total}
    if set(divide) != set(targets):
        raise AmbiguousActionError(f"{name} divides {total} damage: give divide: with an amount for each target",
                                   cite("409.1e"))
    if sum(divide.values()) != total or min(divide.values()) < 1:
        raise IllegalActionError(f"{name} divides exactly {total} damage, at least 1 to each target",
                                 cite("409.1e"))
    return divide


def storm(state: Game, obj: StackObject) -> None:
    """Storm triggers as the spell is played (502.30a); each instance separately (502.30b)."""
    assert obj.card is not None
    count = sum(1 for a in obj.card.abilities if isinstance(a, Keyword) and a.name == "storm")
    for _ in range(count):
        trigger = StackObject("trigger", f"{obj.name}'s storm ability", obj.controller, source=obj.source,
                              extra={"keyword": "storm", "copies_of": obj.serial, "played": state.spells_this_turn - 1,
                                     "rules": ("502.30a",) + (("502.30b",) if count > 1 else ())})
        state.pending.append(trigger)


def _pick_ability(state: Game, perm: Permanent, which: int | str) -> Activated:
    abilities = state.chars(perm).activated
    name = state.name_of(perm.id)
    if isinstance(which, int):
        if not 1 <= which <= len(abilities):
            _refuse_unrun(perm.card, which, len(abilities))
            raise IllegalActionError(f"{name} has no activated ability {which} (it has {len(abilities)})",
                                     cite("403.1"))
        return abilities[which - 1]
    wanted = which.strip().lower()
    matches = [a for a in abilities if wanted in (a.text.lower(), a.text.lower().replace("this", name.lower()))]
    matches = matches or [a for a in abilities if wanted in a.text.lower()]
    if len(matches) != 1:
        if matches:
            raise AmbiguousActionError(f"{which!r} matches several abilities of {name}", cite("409.1a"))
        _refuse_unrun(perm.card, which, len(abilities))
        raise IllegalActionError(f"{name} has no activated ability {which!r}", cite("403.1"))
    return matches[0]


def _refuse_unrun(card: CardDef, which: int | str, count: int) -> None:
    """A scenario can use a card whose unrun text is activated abilities, but not activate
    one of them: refused as a scenario error naming the card and the text."""
    unrun = card.unrun_activated
    if isinstance(which, int):
        texts = unrun if which > count else ()
    else:
        wanted = which.strip().lower()
        texts = tuple(t for t in unrun if wanted and (wanted in t.lower() or wanted in t.lower().replace(
            "this", card.name.lower())))
    if texts:
        raise ScenarioError([unrun_activated_message(card.name, text) for text in texts])


def activate(state: Game, action: Action) -> None:
    """Play an activated ability of a permanent (403, 409); mana abilities resolve at once (406.4)."""
    perm = state.get(action.source)
    player = state.player(action.by) if action.by else state.player(perm.controller)
    name = state.name_of(perm.id)
    ability = _pick_ability(state, perm, action.ability)
    if perm.controller != player.name and not ability.anyone:  # Lethal Vapors: "any player may play" (403.2)
        raise IllegalActionError(f"{player.name} doesn't control {name}", cite("403.2"))
    _take_priority(state, player)
    chars = state.chars(perm)
    stopper = _stopper(state, chars, ability)
    if stopper is not None:  # Null Rod, Cursed Totem, Damping Matrix: "can't" wins (103.2)
        raise IllegalActionError(f"{name}'s ability can't be played: {state.name_of(stopper[0].id)} says \"{stopper[1].text}\"",
                                 cite("103.2"))
    if ability.sorcery:
        # 403.5: the timing rules of a sorcery, though the ability isn't a sorcery (equip: 502.33a)
        equip_rule = ("502.33a",) if any(i.op == "equip" for i in ability.effect.instructions) else ()
        _sorcery_timing(state, player, f"{name}'s ability", ("403.5", "408.1d") + equip_rule + ("408.1a",))
    if ability.timing:  # "play this ability only during your turn" (408.1a), whoever controls it (403.3)
        _card_timing(state, player, f"{name}'s ability", ability.timing, ("403.3",))
    used = perm.played.get(ability.text)
    limit = 1 if ability.once else ability.limit
    times = used[2] if used is not None and used[0] == state.turn_number else 0
    if limit and used is not None and times >= limit:
        # 403.3: the restriction stays with the object, whoever controls it now
        how = "only once" if limit == 1 else f"no more than {'twice' if limit == 2 else f'{limit} times'}"
        raise IllegalActionError(f"{name}'s ability can be played {how} each turn, and {used[1]} played it "
                                 + ("" if limit == 1 else "twice " if times == 2 else f"{times} times ") + "this turn"
                                 + (f"; its restriction applies even though {player.name} controls it now"
                                    if used[1] != player.name else ""), cite("403.3"))
    if ability.tap:
        if perm.tapped:
            raise IllegalActionError(f"{name} is already tapped: its {{T}} ability can't be played",
                                     cite("104.4", "409.1h"))
        if chars.is_creature and perm.sick and not chars.has("haste"):
            raise IllegalActionError(
                f"{name} hasn't been under {player.name}'s control since the start of his or her most "
                "recent turn: its {T} ability can't be played", cite("403.4", "212.3d"))
    source = snapshot(state, perm)
    label = f"{name}'s ability"
    targets = choose_targets(state, ability.effect.targets, action.targets, source, label)
    pay_mana(state, player, ability.mana_cost, action.x, label)
    if ability.tap:
        perm.tapped = True
    if limit:
        perm.played[ability.text] = (state.turn_number, player.name, times + 1)
    cost_text = "".join(filter(None, ("{T}" if ability.tap else "", _braces(ability.mana_cost, action.x))))
    gone = "removing it from the game" if ability.remove_self else "sacrificing it"
    paid = " and ".join(filter(None, ("paying " + cost_text if cost_text else "", gone * ability.sacrifice,
                                      "sacrificing " + costs.a_kind(ability.sacrifice_kind) if ability.sacrifice_kind else "")))
    if ability.sacrifice:
        zones.leave_play(state, perm, "removed" if ability.remove_self else "graveyard")  # part of the cost (409.1f); the ability exists on its own
    if ability.remove_counters:  # part of the cost (409.1f); it can't be paid without them (409.1h)
        have = perm.counters.get("+1/+1", 0)
        if have < ability.remove_counters:
            raise IllegalActionError(f"{name} has {have} +1/+1 counter{'s' * (have != 1)}: the cost of removing "
                                     f"{ability.remove_counters} can't be paid", cite("409.1f", "409.1h"))
        state.remove_counters(perm, "+1/+1", ability.remove_counters)
        paid = ", ".join(filter(None, (paid, f"removing {ability.remove_counters} +1/+1 counter"
                                                f"{'s' * (ability.remove_counters > 1)} from it")))
    if ability.remove_graveyard:
        paid = ", ".join(filter(None, (paid, costs.remove_from_graveyard(state, player, ability.remove_graveyard, label,
                                                                         ability.remove_kind))))
    # Wirewood Symbiote, Wall of Blood, Lodestone Myr (409.1f)
    more = costs.more_costs(state, player, ability, perm.id, label)
    paid = ", ".join(filter(None, (paid, more)))
    extra: dict[str, object] = {"sacrificed_power": costs.sacrifice_cost(
        state, player, action.sacrifice, label, ability.sacrifice_kind)} if ability.sacrifice_kind else {}  # 409.1f
    extra |= {"imprinted": perm.imprinted.name} if perm.imprinted is not None else {}  # 502.34b
    extra |= {"enchanted": perm.attached_to} if perm.attached_to else {}  # last known information (402.6, 413.2f)
    extra |= {"source_power": chars.power or 0} if ability.sacrifice else {}  # "its power", as it last existed (413.2f)
    if ability.discard:
        paid = costs.discard_cost(state, player, ability.discard, action.discard, name, ability.discard_color,
                                  ability.discard_random)
    if ability.mana_ability:
        mana_abilities.play_mana_ability(state, player, perm, ability, ", ".join(filter(None, (cost_text, more))))
        return
    state.serial += 1
    obj = StackObject("ability", label, player.name, text=ability.effect, targets=targets, source=source,
                      x=action.x, serial=state.serial, extra=extra)
    state.stack.append(obj)
    shown = f" targeting {', '.join(state.target_name(t) for t in targets)}" if targets else ""
    equip = any(i.op == "equip" for i in ability.effect.instructions)
    # 502.33a: equip is an activated ability; 502.33c: any of several equip abilities may be used
    rules = ["409.1a", "502.33a" if equip else "403.1"] + (["403.4"] if ability.tap and chars.is_creature else [])
    rules += ["403.5"] if ability.sorcery else []
    rules += ["409.1f", "402.6"] if ability.sacrifice else (
        ["409.1f"] if ability.discard or extra or ability.remove_counters or ability.remove_graveyard
        or ability.return_kind or ability.life or ability.life_half or ability.tap_kind else [])
    rules += ["502.33c"] if equip and sum(
        1 for a in chars.activated if any(i.op == "equip" for i in a.effect.instructions)) > 1 else []
    rules += (["409.1c", "415.2"] if targets else ["409.1i"]) + ["408.1e"]
    shown_text = re.sub(r"\bthis\b(?! ability| turn)", name, ability.text)
    state.log("activate", f"{player.name} plays {name}'s ability \"{shown_text}\" ({paid}){shown}; "
              "it goes on the stack.", cite(*rules))
    if perm.life_paid:  # Phyrexian Processor's X, remembered should it leave play (413.2f)
        obj.extra["life_paid"] = perm.life_paid
    triggers.became_targets(state, obj)
    state.changed()

