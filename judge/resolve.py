"""Resolving the top object of the stack (413, 414) and following instructions (413.2b)."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import (card_effects, changing, combat, combat_damage, combat_tricks, countering, following, games, keywords, mana_abilities,
                   own_permanents, payments, pool_effects, shields, spell_card, sweeping, trigger_effects, triggers, zones)
from judge.abilities import Instruction, Target, Triggered
from judge.cards import CardDef
from judge.characteristics import Game, snapshot
from judge.damage import deal_damage
from judge.objects import Effect, Permanent, Player, Snapshot, StackObject
from judge.rules import cite
from judge.entering import become_copy, make_tokens
from judge.targets import target_problem


def _current_source(state: Game, obj: StackObject) -> Snapshot:
    assert obj.source is not None
    if obj.source.perm_id:
        perm = state.find(obj.source.perm_id)
        if perm is not None:
            return snapshot(state, perm)
    return obj.source


def _that_source(state: Game, obj: StackObject, source: Snapshot,
                 rules: tuple[RuleNumber, ...]) -> tuple[Snapshot, tuple[RuleNumber, ...]]:
    """The permanent a trigger calls "that creature", as it is now, or as it last existed in play (413.2f)."""
    that = state.find(str(obj.extra.get("that", "")))
    if that is not None:
        return snapshot(state, that), rules
    known = obj.extra.get("that_source")
    return (known, rules + cite("413.2f")) if isinstance(known, Snapshot) else (source, rules)


def resolve_top(state: Game) -> None:
    """Both players passed: the top object of the stack resolves (413.1, 217.6d)."""
    state.resolutions += 1  # odd while it resolves
    _resolve_top(state)
    state.resolutions += 1


def _resolve_top(state: Game) -> None:
    obj = state.stack.pop()
    state.changed()
    if obj.kind == "combat_damage":
        combat_damage.resolve_damage(state, obj)
        return
    source = _current_source(state, obj)
    legal: list[str] = []
    illegal: list[str] = []
    specs = tuple(i.target for i in obj.text.instructions if i.target is not None
                  and (not i.kicked or obj.extra.get("kicked"))) if obj.text else ()  # 502.21c
    if obj.card is not None and obj.card.is_local_enchantment:
        specs = (Target(obj.card.played_on),)
    for spec, key in zip(specs, obj.targets):
        reason, _rules = target_problem(state, spec, key, source, obj.serial)
        (illegal if reason else legal).append(key)
    if obj.targets and not legal:
        countering.countered_on_resolution(state, obj)
        return
    if obj.kind == "trigger" and isinstance(obj.trigger, Triggered) and obj.trigger.condition:
        if not zones.condition_holds(state, obj.trigger.condition, obj.source.perm_id if obj.source else None, True):
            state.log("resolve", f"{obj.name} resolves but does nothing: its condition is no longer true.",
                      cite("410.8", "404.3"))
            return
    note = ""
    if illegal:
        note = f" ({', '.join(state.target_name(t) for t in illegal)} is no longer a legal target and is unaffected)"
    rules: tuple[RuleNumber, ...] = cite("413.1", "413.2a") if obj.targets else cite("413.1")
    if obj.kind == "spell" and obj.card is not None:
        # 401.3: an instant's or sorcery's abilities are followed as it resolves; 413.2: the steps
        rules += cite("413.2") if obj.card.is_permanent_card else cite("401.3")
    elif obj.source is not None and obj.source.perm_id and state.find(obj.source.perm_id) is None:
        # 402.6: the ability exists independently of its source; 413.2f: last known information
        note += f" ({obj.source.name} has left play; its last known information is used)"
        rules += cite("402.6", "413.2f")
    state.log("resolve", f"{obj.name} resolves{note}.", rules)
    if obj.kind == "trigger" and obj.extra.get("keyword") == "madness":
        card = obj.extra["card"]
        if card in state.player(obj.controller).removed:
            state.madness[obj.controller] = card
            state.log("madness", f"Until {obj.controller} next passes, {obj.controller} may play {card} any time an "
                      "instant could be played, paying its madness cost rather than its mana cost.",
                      cite("502.24a", "502.24b"))
        return
    if obj.kind == "trigger" and obj.extra.get("keyword"):
        (storm_copies if obj.extra["keyword"] == "storm" else combat.resolve_keyword_trigger)(state, obj)
        return
    if obj.kind == "trigger" and obj.extra.get("delayed"):
        trigger_effects.resolve_delayed(state, obj)
        return
    if obj.text is not None:
        keys, last = iter(obj.targets), ""
        dipped: dict[str, str] = {}
        for instruction in following.instructions_to_follow(state, obj, obj.text):
            if instruction.words.startswith("divided"):
                for key in keys:  # one instruction, each target its share (409.1e)
                    if key not in illegal:
                        follow(state, obj, instruction, key, source)
                continue
            that = last or str(obj.extra.get("that", ""))  # a target named before, or what triggered it (410.2)
            key = next(keys, "") if instruction.target is not None else that * (instruction.who == "that")
            last = key if instruction.target is not None else last
            if key and key in illegal or instruction.target is not None and not key:
                continue  # an illegal target, or an "up to one target" left unchosen (409.1c)
            if instruction.target is not None and state.find(key) is not None:
                obj.extra[f"last:{key}"] = "|".join(pool_effects.last_known(state, key))
            follow(state, obj, instruction, key, source)
            dipped = zones.note_dips(state, dipped) if len(obj.text.instructions) > 1 else dipped
        zones.report_dips(state, dipped)  # 420.4: state-based effects ignore the middle of a resolution
        _link_players(state, obj)
    if obj.kind == "spell" and obj.card is not None:
        spell_card.finish_spell(state, obj)


def _sink(state: Game, obj: StackObject, player: Player, rules: tuple[RuleNumber, ...]) -> None:
    """Power Sink, its X not paid: *player* taps all lands with mana abilities he or she controls and empties his or
    her mana pool (413.2b), the mana abilities as they are now (406.1)."""
    lands = [p for p in state.permanents if p.controller == player.name and "land" in state.chars(p).types
             and not p.tapped and any(a.mana_ability for a in state.chars(p).activated)]
    for land in lands:
        land.tapped = True
    player.mana = {}
    state.changed()
    names = ", ".join(state.name_of(p.id) for p in lands) or "no untapped land"
    state.log("tap", f"{player.name} didn't pay for {obj.name}, so {player.name} taps all lands with mana abilities "
              f"{player.name} controls ({names}) and empties {player.name}'s mana pool.", rules + cite("406.1"))


def _link_players(state: Game, obj: StackObject) -> None:
    """A comes-into-play ability's target player is remembered by its source, still in play, for its
    leaves-play ability's "that player" (Laquatus's Champion: linked abilities)."""
    holder = state.find(obj.source.perm_id or "") if obj.source is not None and isinstance(obj.trigger, Triggered) \
        and obj.trigger.event == "comes_into_play" else None
    if holder is not None:
        holder.removed_with = (*holder.removed_with, *(f"player:{t}" for t in obj.targets if state.is_player(t)))


def storm_copies(state: Game, trigger: StackObject) -> None:
    """Put a copy of the spell on the stack (not played, 503.10) for each other spell played before it this turn,
    with the same targets unless new ones are chosen (502.30a)."""
    spell = next((o for o in state.stack if o.serial == trigger.extra["copies_of"]), None)
    if spell is None:
        state.log("resolve", f"{trigger.name} does nothing: the spell has left the stack.", cite("502.30a"))
        return
    count = int(trigger.extra["played"])
    for _ in range(count):
        choice = state.answer("targets")
        targets = list(choice.targets) if choice is not None else list(spell.targets)
        state.serial += 1
        copy = dataclasses.replace(spell, targets=targets, serial=state.serial, extra={**spell.extra, "copy": True})
        state.stack.append(copy)
        shown = ", ".join(state.target_name(t) for t in targets)
        state.log("copy", f"A copy of {spell.name} is put on the stack" + (f" targeting {shown}" if shown else "")
                  + ("" if choice is not None else " (the default: the original's targets)") + ".",
                  cite("502.30", "502.30a", "503.2", "503.10"), default=choice is None)
    if not count:
        state.log("resolve", f"No other spell was played before {spell.name} this turn: no copies.", cite("502.30a"))


def _sacrifice(state: Game, perm: Permanent, rules: tuple[RuleNumber, ...]) -> None:
    """Its controller sacrifices *perm* as the spell or ability resolves (217.4a)."""
    name = state.name_of(perm.id)
    before = zones.static_view(state)
    zones.leave_play(state, perm, "graveyard")
    state.log("sacrifice", f"{perm.controller} sacrifices {name}.", rules + cite("217.4a"))
    zones.report_static_change(state, before, [perm], entering=False)


def state_layer_rules(state: Game) -> tuple[RuleNumber, ...]:
    """418.5 with 418.5c/418.5d when dependency or timestamps ordered a layer's effects."""
    return cite("418.5", *state.layer_rules()) if state.layer_rules() else ()


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, source: Snapshot) -> None:
    """Follow one instruction of a resolving spell or ability (413.2b)."""
    state.look_back = []
    rules = cite("413.2b")
    controller = state.player(obj.controller)
    this = obj.source.perm_id if obj.source else None
    op = ins.op
    if ins.otherwise and not obj.extra.get("couldnt") or ins.done and obj.extra.get("couldnt") is not False or \
            following.not_of_color(state, obj, ins, key):  # Pyroblast: "counter target spell if it's blue"
        return  # "if you can't, ...", "if you do, ...": the sacrifice before it was (wasn't) made (413.2b)
    if op == "tap" and ins.who == "this":
        key = this or ""  # Minion of Leshrac: "you tap this"
    if op in ("tap", "untap", "damage") and ins.who == "enchanted":  # Paralyze, Guilty Conscience: what its
        key = _enchanted(state, obj) or ""  # source enchants as it resolves (413.2b)
    if ins.optional:
        chooser = state.player(obj.extra["subject_controller"]) if ins.who == "its controller" else controller
        choice = state.answer("may")
        wants = choice.may if choice is not None and choice.may is not None else True
        state.log("choice", f"{chooser.name} {'chooses' if wants else 'chooses not'} to follow \"you may\" of "
                  f"{obj.name}" + (" (the default: yes)" if choice is None else "") + ".", cite("410.5", "413.2c"),
                  default=choice is None)
        if not wants:
            obj.extra["couldnt"] = obj.extra.get("couldnt") or op == "sacrifice_one"  # "...; if you don't, ..."
            return
    if ins.unless and op != "counter" and payments.pays_unless(state, controller, ins.unless, obj.name):
        return  # "sacrifice this unless you pay {R}{R}{R}{R}": paid, so it isn't followed (413.2b)
    if ins.paid == "sacrifice":  # "you may sacrifice it; if you do, ...": only if it is sacrificed now (413.2b)
        perm = state.find(this) if this else None
        if perm is None or perm.controller != controller.name:
            state.log("resolve", f"{obj.name}: {obj.source.name if obj.source else 'its source'} can't be sacrificed now "
                      "(it has left play or changed control), so what follows \"if you do\" isn't done.", rules + cite("217.4a"))
            return
        _sacrifice(state, perm, rules)
    elif ins.paid and not payments.pays_unless(state, _payer(state, obj, ins, controller), ins.paid, obj.name):
        return  # "you may pay {1}; if you do, ...": not paid, so it isn't followed (413.2b)
    amount = obj.x if ins.x else ins.amount
    if ins.words == "sacrificed":
        amount = int(obj.extra.get("sacrificed_power", 0))
        rules += cite("413.2f")  # the sacrificed creature's last known information
    if ins.words == "power":
        holder = state.find(this) if this else None
        # 413.2f: its power as the effect applies, or as it last existed in play (sacrificed to pay for it)
        amount = (state.chars(holder).power or 0) if holder is not None else int(obj.extra.get("source_power", 0))
        rules += cite("413.2f")
    if ins.words == "counters":
        holder = state.find(this) if this else None
        # 418.3c, 413.2f: counted once, as it resolves (last known information if it left play)
        amount = holder.counters.get("+1/+1", 0) if holder is not None else int(obj.extra.get("counters", 0))
        rules += cite("418.3c")
    if ins.x:
        rules += cite("409.1b")  # the value of X was announced as it was played
    if op == "damage":
        if ins.words == "by that":  # Aether Charge: "have that Beast deal": the Beast is the source (413.2b)
            source, rules = _that_source(state, obj, source, rules)
        if ins.who == "target" and ins.words.startswith("divided"):
            deal_damage(state, source, key, obj.extra["divide"][key], False, rules + cite("409.1e"))
        elif ins.who in ("target", "that", "enchanted"):  # the damage dealt, for "the damage dealt" after it (Drain Life)
            obj.extra["dealt"] = deal_damage(state, source, key, amount, False, rules, unpreventable=(
                ins.unpreventable == "always" or (ins.unpreventable == "kicked" and bool(obj.extra.get("kicked")))))
        elif ins.who == "this" and this:
            deal_damage(state, source, this, ins.amount, False, rules)
        elif ins.who == "that's controller" and (obj.extra.get("that_controller") or obj.extra.get("subject_controller")):
            # as it triggered (Backfire), or as it last existed in play (Dingus Egg: 410.10d)
            deal_damage(state, source, str(obj.extra.get("that_controller") or obj.extra["subject_controller"]), amount,
                        False, rules)
        elif ins.who == "you":
            deal_damage(state, source, controller.name, ins.amount, False, rules)
        else:
            victims = [p.id for p in state.creatures() if p.attacking or "attacking" not in ins.who] \
                if "creature" in ins.who else []
            if "player" in ins.who or ins.who == "each opponent":  # Sizzle: each player but its controller
                victims += [p.name for p in state.players if ins.who != "each opponent" or p.name != controller.name]
            first = len(state.pending)
            for victim in victims:
                deal_damage(state, source, victim, ins.amount, False, rules)
            triggers.one_event(state, first)  # 410.6: dealt at once, one event
    elif op == "pump":
        zones.pump(state, key or this or "", ins, obj.name, this, rules)
    elif op == "switch" and (key or this):
        key = key or str(this)  # Aquamoeba: "switch this's power and toughness" (418.5i)
        state.effects.append(Effect("switch", state.next_timestamp(), key, source=obj.name))
        state.changed()
        state.log("switch", f"{state.name_of(key)}'s power and toughness are switched until end of turn "
                  f"(now {_pt(state, key)}).", rules + cite("418.5a", "418.5i"))
    elif op == "destroy":
        perm = state.find(key or (this if ins.who == "this" and this else ""))
        if perm is not None:
            zones.destroy(state, perm, ins.regenerate, obj.name, rules)
    elif op == "destroy_all":
        doomed, rules = zones.creatures_described(state, ins.words, rules, obj.controller)
        zones.destroy_at_once(state, doomed, ins.regenerate, obj.name, rules)
    elif op == "tokens":
        make_tokens(state, obj, ins, rules)
    elif op == "counter":
        countered = next((o for o in state.stack if o.serial == int(key[6:])), None)
        if countered is None:  # "counter that spell" (Chalice of the Void): it has left the stack (413.2b)
            state.log("resolve", f"{obj.name} does nothing: that spell is no longer on the stack.", rules + cite("413.2b"))
        elif not keywords.cant_be_countered(state, countered, obj.name, rules) and not (
                (ins.unless or ins.words.startswith("pays:")) and payments.pays_unless(
                    state, state.player(countered.controller), str(obj.x) if ins.unless == "x" else
                    ins.unless or payments.counted_unless(state, obj.controller, countered, ins.words[5:]), obj.name)):
            if ins.words == "tap lands":
                _sink(state, obj, state.player(countered.controller), rules)
            state.stack.remove(countered)
            obj.extra["countered_controller"] = countered.controller  # "its controller" after it (Undermine)
            countered.extra["removed_instead"] = ins.words == "remove"  # Liquify: a replacement (419.1a)
            where, went = countering.countered_card(state, countered)
            # 401.7: the card goes to the graveyard; 414.2: no refund of the costs paid
            refund = cite("414.2") if state.enforce_costs else ()
            state.log("counter", f"{countered.name} is countered{where}.", rules + cite("414.1") + went + refund)
    elif op == "bounce":
        perm = state.find(key)
        if perm is not None:
            name = state.name_of(key)
            before = zones.static_view(state)
            zones.leave_play(state, perm, "hand")
            state.log("bounce", f"{name} is returned to {perm.owner}'s hand.", rules + cite("217.1a"))
            zones.report_static_change(state, before, [perm], entering=False)
    elif op in ("gain_life", "lose_life") and ins.who == "that" and not key:  # no linked player (410.10c)
        state.log("resolve", f"{obj.name} does nothing: no player was chosen for it to name.", rules + cite("410.10c"))
    elif op in ("gain_life", "lose_life"):
        who = state.player(obj.extra.get("countered_controller", key) if ins.words == "controller" else
                           str(obj.extra["subject_controller"]) if ins.who == "its controller" else key or controller.name)
        amount, half = ins.amount, ins.words.startswith("half ")
        if half:  # 104.1: the ability says how to round; 104.2: a life total below 0 counts as 0
            amount = (max(who.life, 0) + (ins.words == "half up")) // 2
            rules += cite("104.1") + (cite("104.2") if who.life < 0 else ())
        if triggers.gain_life(state, who, amount if op == "gain_life" else -amount, by=obj.controller):  # 410.2
            verb = "gains" if op == "gain_life" else "loses"
            state.log("life", f"{who.name} {verb} " + f"half his or her life, rounded {ins.words[5:]}: " * half
                      + f"{amount} life (now {who.life}).", rules)
    elif op == "pump_color":
        if this and state.find(this) is not None:
            choice = state.answer("color")
            color = choice.color if choice is not None else (state.chars(this).colors or ("green",))[0]
            stamp = state.next_timestamp()
            state.effects.append(Effect("color", stamp, this, source=obj.name, label=color))
            state.effects.append(Effect("pump", stamp, this, ins.power, ins.toughness, source=obj.name))
            state.changed()
            state.log("pump", f"{state.name_of(this)} gets {ins.power:+d}/{ins.toughness:+d} and becomes {color} until "
                      f"end of turn (now {_pt(state, this)})" + ("" if choice is not None else
                                                                 " (the default color: the one it has)") + ".",
                      rules + cite("418.3a", "418.5b"), default=choice is None)
    elif op == "provoke":
        perm = state.find(key)
        if perm is not None and this:
            perm.tapped = False
            state.effects.append(Effect("provoked", state.next_timestamp(), key, source=obj.name, controller=this))
            state.log("untap", f"{state.name_of(key)} untaps and must block {state.name_of(this)} this combat if "
                      "able.", rules + cite("502.29", "502.29a"))
    elif op == "add_mana":  # "to that player's mana pool": the active player (Eladamri's Vineyard, 410.2)
        controller = state.player(key) if ins.who == "that" and key else controller
        mana_abilities.add_mana(controller, ins.mana)
        state.log("mana", f"{controller.name} adds {''.join('{' + s + '}' for s in ins.mana)} to his or her "
                  "mana pool.", rules + cite("406.2"))
    elif op == "regenerate":
        target_id = this if ins.who == "this" else _enchanted(state, obj)
        perm = state.find(target_id) if target_id else None
        if perm is not None:
            perm.regeneration += 1
            state.log("shield", f"The next time {state.name_of(perm.id)} would be destroyed this turn, it "
                      "regenerates instead.", rules + cite("419.1", "419.6b"))
    elif op == "draw":
        drawer = state.player(obj.extra["subject_controller"]) if ins.who == "its controller" else controller
        zones.draw(state, drawer, ins.amount, rules)
    elif op == "sacrifice":
        perm = state.find(this) if this else None
        if perm is not None:
            _sacrifice(state, perm, rules)
    elif op in card_effects.OPS:
        card_effects.follow(state, obj, ins, key, rules)
    elif op in trigger_effects.OPS:
        trigger_effects.follow(state, obj, ins, key, rules)
    elif op in combat_tricks.OPS:
        combat_tricks.follow(state, obj, ins, key, rules)
    elif op in shields.OPS:
        shields.follow(state, obj, ins, key, rules)
    elif op in own_permanents.OPS:
        own_permanents.follow(state, obj, ins, key, rules)
    elif op in sweeping.OPS:
        sweeping.follow(state, obj, ins, key, rules, source)
    elif op in ("retarget", "text_change", "set_color", "land_type"):  # a spell's target (415.7), text (418.6), color (418.5a)
        changing.change(state, obj, ins, key, rules)
    elif op == "delayed_destroy":
        if state.find(key) is not None:
            state.effects.append(Effect("delayed_destroy", state.next_timestamp(), key, source=obj.name, until="",
                                        controller=obj.controller, label=state.name_of(key)))
            later = " (this turn's \"at end of turn\" abilities have already triggered, so it waits for the next " \
                    "end of turn)" if state.step in ("end_of_turn", "cleanup") else ""
            state.log("delayed", f"A delayed triggered ability is created: at end of turn, destroy "
                      f"{state.name_of(key)}{later}.",
                      rules + cite("417.2", "404.4a", "408.2a") + (cite("313.2") if later else ()))
    elif op == "mass_pump":
        # 418.3b: the set of creatures is locked in as it resolves
        affected = [p for p in state.creatures() if p.controller == controller.name]
        for perm in affected:
            state.effects.append(Effect("pump", state.next_timestamp(), perm.id, ins.power, ins.toughness,
                                        source=obj.name))
            state.effects.append(Effect("grant", state.next_timestamp(), perm.id, source=obj.name, label=ins.words))
        state.changed()
        names = ", ".join(state.name_of(p.id) for p in affected) or "no creature"
        state.log("pump", f"{names} get{'s' if len(affected) == 1 else ''} {ins.power:+d}/{ins.toughness:+d} and "
                  f"gain{'s' if len(affected) == 1 else ''} {ins.words} until end of turn; creatures that come under "
                  f"{controller.name}'s control later aren't affected.", rules + cite("418.3a", "418.3b", "418.5b"))
    elif op == "threaten":
        perm = state.find(key)
        if perm is not None and ins.words == "keep":  # Sliver Overlord: for the rest of the game (418.5a, layer 2)
            state.effects.append(Effect("control", state.next_timestamp(), key, source=obj.name,
                                        controller=controller.name, until=""))
            state.log("control", f"{controller.name} gains control of {state.name_of(key)} for the rest of the game: "
                      "control in layer 2.", rules + cite("418.5a"))
            zones.update_control(state)
        elif perm is not None and ins.words == "turn":  # Chamber of Manipulation: control only, until end of turn
            state.effects.append(Effect("control", state.next_timestamp(), key, source=obj.name, controller=controller.name))
            state.log("control", f"{controller.name} gains control of {state.name_of(key)} until end of turn: control in "
                      "layer 2.", rules + cite("418.3a", "418.5a"))
            zones.update_control(state)
        elif perm is not None:
            untaps = ins.words != "steal"  # Grab the Reins doesn't untap it
            perm.tapped, stamp = perm.tapped and not untaps, state.next_timestamp()
            state.effects.append(Effect("control", stamp, key, source=obj.name, controller=controller.name))
            state.effects.append(Effect("grant", stamp, key, source=obj.name, label="haste"))
            did = f"{state.name_of(key)} untaps; {controller.name} gains control of it" if untaps else \
                f"{controller.name} gains control of {state.name_of(key)} (it stays {'un' * (not perm.tapped)}tapped)"
            state.log("untap" if untaps else "control", f"{did} and it gains haste until end of turn: control in "
                      "layer 2, haste in layer 5.", rules + cite("418.3a", "418.5b"))
            zones.update_control(state)
    elif op == "control_owned":  # Brand: the permanents of the kind its controller owns as it resolves (418.3b)
        owned = [p for p in state.permanents if p.owner == controller.name
                 and (ins.words == "permanent" or ins.words in state.chars(p).types)]
        for perm in owned:
            state.effects.append(Effect("control", state.next_timestamp(), perm.id, source=obj.name,
                                        controller=controller.name, until=""))
        taken = [state.name_of(p.id) for p in owned if state.chars(p).controller != controller.name]
        zones.update_control(state)
        state.log("control", f"{controller.name} gains control of every {ins.words} {controller.name} owns for the "
                  f"rest of the game ({', '.join(taken) or 'none controlled by another player'}): control in layer 2; "
                  f"{ins.words}s that come into play later aren't affected.", rules + cite("418.3b", "418.5a"))
    elif op == "face_down" and state.find(key := key or (this if ins.who == "this" and this else "")) is not None:
        state.log("face_down", f"{state.target_name(key)} is turned face down: a 2/2 creature with no text, name, "
                  "subtypes, expansion symbol or mana cost; it can be turned face up for its morph cost.",
                  rules + cite("502.26e", "504.2"))
        state.get(key).face_down = True  # its copiable values are the face-down ones; other effects still apply
        state.changed()
    elif op in ("name_card", "discard_named"):
        following.name_and_discard(state, obj, ins.op, key, rules, ins.words == "color")
    elif op == "search_land":
        zones.search_for_land(state, controller, ins.words, rules)
    elif op == "sacrifice_one":
        kind, _, other = (ins.words or "creature").partition(" ")
        obj.extra["couldnt"] = not following.sacrifice_on_resolution(state, obj, controller.name, rules, kind,
                                                                    (this or "") if other else "")
    elif op == "become_copy" and state.find(key) is not None and this and state.find(this) is not None:
        become_copy(state, state.get(this), state.get(key), obj.trigger if isinstance(obj.trigger, Triggered) else None)
    elif op == "lose_all" and state.find(key or (this if ins.who == "this" else "") or "") is not None:
        # all abilities, or one keyword: banding takes bands with other along (502.11a)
        key = key or this or ""
        others = ins.words == "banding" and bool(state.chars(key).keyword_args("bands with other"))
        twice, overrides = zones.lose_all(state, key, obj.name, ins.words)  # 407.3, 418.5h
        state.log("continuous", f"{state.name_of(key)} loses {ins.words or 'all abilities'}" + " and all its bands with "
                  "other abilities" * others + f" until end of turn{twice} (now {_pt(state, key)}).", rules + cite("418.3a",
                  "418.5a") + cite("502.11", "502.11a") * others + state_layer_rules(state) + cite("407.3") * bool(twice) + overrides)
    elif op == "animate" and this and state.find(this) is not None:
        land = "land" in state.chars(state.get(this)).types  # Mishra's Factory; not Darksteel Brute
        state.effects.append(Effect("animate", state.next_timestamp(), this, ins.power, ins.toughness,
                                    source=obj.name, label=ins.words))
        state.changed()
        state.log("animate", f"{state.name_of(this)} becomes a {ins.power}/{ins.toughness} {ins.words} artifact "
                  "creature until end of turn" + "; it's still a land" * land + ".",
                  rules + cite("418.3a", "418.5a", "418.5b") + state_layer_rules(state))
    elif op == "gain" and this and state.find(this) is not None:
        state.effects.append(Effect("grant", state.next_timestamp(), this, source=obj.name, label=ins.words))
        state.changed()
        gains = "" if ins.words.startswith("can't") else "gains "  # a restriction: "can't be the target ..."
        state.log("continuous", f"{state.name_of(this)} {gains}{ins.words} until end of turn.",
                  rules + cite("418.3a", "418.5a"))
    elif op == "imprint":
        gone, holder = state.find(key), state.find(this) if this else None
        if gone is not None:
            card = gone.card
            zones.leave_play(state, gone, "removed")
            if holder is not None:
                holder.imprinted = card
                state.changed()
            state.log("removed", f"{card.name} is removed from the game and imprinted on "
                      f"{obj.source.name if obj.source else 'it'}" + (
                          f" (now {_pt(state, holder.id)})" if holder is not None else "") + ".",
                      rules + cite("502.34", "502.34a", "502.34b", "405.2", "408.2f"))  # a characteristic-setting ability
    elif op == "extra_turn":
        state.extra_turns.append(controller.name)
        state.log("turn", f"{controller.name} will take an extra turn after this one.", rules + cite("300.6"))
    elif op in ("skip_draw", "skip_turn", "skip_untap", "skip_combat"):
        state.skips.append((key or controller.name, op[5:]))
        state.log("skip", f"{key or controller.name} will skip his or her next " + {"skip_turn": "turn", "skip_combat":
                  "combat phase"}.get(op, op[5:] + " step") + ".", rules + cite("300.9", "419.6e"))
    elif op == "control_turn":
        games.schedule_turn_control(state, controller.name, key)
    elif op == "subgame":
        choice = state.answer("winner")
        games.play_subgame(state, (choice.winner or None) if choice is not None else None, choice is not None)
    elif op in ("echo", "cumulative_upkeep"):
        perm = state.find(this) if this else None
        if perm is not None:
            payments.upkeep_cost(state, perm, op, obj.name)
    elif op == "fade":
        perm = state.find(this) if this else None
        if perm is not None and perm.counters.get("fade", 0) > 0:
            perm.counters["fade"] -= 1
            state.log("counters", f"A fade counter is removed from {state.name_of(perm.id)} "
                      f"({perm.counters['fade']} left).", rules + cite("502.20", "502.20a"))
            if not perm.counters["fade"]:
                del perm.counters["fade"]
        elif perm is not None:
            name = state.name_of(perm.id)
            before = zones.static_view(state)
            zones.leave_play(state, perm, "graveyard")
            state.log("sacrifice", f"No fade counter can be removed from {name}: {perm.controller} sacrifices it.",
                      rules + cite("502.20a", "217.4a"))
            zones.report_static_change(state, before, [perm], entering=False)
    elif op in ("equip", "attach"):  # Cranial Plating: "attach this to target creature you control" (212.2g)
        equipment = state.find(this) if this else None
        creature = state.find(key)
        if equipment is not None and creature is not None:
            before = zones.static_view(state)
            equipment.attached_to = creature.id
            equipment.timestamp = state.next_timestamp()  # 418.5e: a new timestamp as it becomes attached
            state.changed()
            state.log("equip", f"{state.name_of(equipment.id)} becomes attached to {state.name_of(creature.id)}: it "
                      "equips that creature.", rules + cite(*("212.2g", "212.2j") if op == "attach" else ("502.33", "502.33a"),
                                                            "418.5e"))
            zones.report_static_change(state, before, [equipment], entering=True, how="as it becomes attached")
    elif op in ("tap", "untap"):
        perm = state.find(key)
        if perm is not None:
            perm.tapped = op == "tap"
            state.log(op, f"{state.name_of(key)} becomes {op}ped.", rules)
            if ins.words == "frozen":  # 302.2: an effect keeps it tapped through its controller's next untap step
                state.effects.append(Effect("grant", state.next_timestamp(), key, source=obj.name, until="next_untap",
                                            label="this doesn't untap during its controller's untap step"))
                state.log("continuous", f"{state.name_of(key)} doesn't untap during its controller's next untap "
                          "step.", rules + cite("302.2", "418.3a"))
    state.changed()


def _payer(state: Game, obj: StackObject, ins: Instruction, controller: Player) -> Player:
    """Who may pay an instruction's "if you do" mana: its controller, or "that player" of a trigger (410.2)."""
    that = str(obj.extra.get("that", ""))
    return state.player(that) if ins.payer == "that" and state.is_player(that) else controller


def _enchanted(state: Game, obj: StackObject) -> str | None:
    if obj.source is None or obj.source.perm_id is None:
        return None
    perm = state.find(obj.source.perm_id)
    return perm.attached_to if perm is not None else None


def _pt(state: Game, perm_id: str) -> str:
    power, toughness = state.power_toughness(perm_id)
    return f"{power}/{toughness}"
