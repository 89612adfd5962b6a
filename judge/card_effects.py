"""What the instructions of :mod:`judge.card_texts` do as a spell or ability resolves (413.2b):
Humble's lost abilities and 0/1 (layers 5 and 6 of 418.5a), Final Punishment's life loss
counted from the damage dealt this turn (413.2f), Kamahl's land animation (layer 4) and his
pump of the creatures a target player controls (418.3b), Forgotten Ancient's moved counters,
and a search put into play ("if you do", Academy Rector)."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import pool_effects, stack, triggers, zones
from judge.abilities import Instruction
from judge.characteristics import Game
from judge.costs import card_snapshot
from judge.damage import deal_damage
from judge.entering import put_into_play
from judge.errors import IllegalActionError
from judge.layer_rules import pt_change_rules
from judge.objects import Effect, Library, Permanent, Player, Snapshot, StackObject
from judge.targets import find_target, target_problem
from judge.rules import cite

#: The operations this module follows.
OPS = ("pump_x", "mill", "humble", "lose_life_damage", "animate_land", "mass_pump_target", "move_counters", "tutor_into_play",
       "imprint_hand", "play_imprinted", "copy_spell", "animate_self", "unpreventable", "become") + pool_effects.OPS


def _pt(state: Game, perm_id: str) -> str:
    power, toughness = state.power_toughness(perm_id)
    return f"{power}/{toughness}"


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is its target, or what the trigger calls "that"."""
    if ins.op == "humble" and state.find(key) is not None:
        stamp = state.next_timestamp()
        state.effects.append(Effect("lose_all", stamp, key, source=obj.name))
        state.effects.append(Effect("set", stamp, key, ins.power, ins.toughness, source=obj.name))
        state.changed()
        state.log("continuous", f"{state.name_of(key)} loses all abilities and becomes {ins.power}/{ins.toughness} "
                  f"until end of turn (now {_pt(state, key)}): the abilities in layer 5, the power and toughness in "
                  "layer 6, after the effects with earlier timestamps.",
                  rules + cite("418.3a", "418.5a", "418.5b", "418.5d"))
    elif ins.op == "lose_life_damage" and state.is_player(key):
        player = state.player(key)
        amount = player.damage_this_turn
        player.life -= amount
        state.log("life", f"{player.name} has been dealt {amount} damage this turn, counted as {obj.name} resolves: "
                  f"{player.name} loses {amount} life (now {player.life}).", rules + cite("413.2f"))
    elif ins.op == "animate_land" and state.find(key) is not None:
        state.effects.append(Effect("animate", state.next_timestamp(), key, ins.power, ins.toughness,
                                    source=obj.name))
        state.changed()
        state.log("animate", f"{state.name_of(key)} becomes a {ins.power}/{ins.toughness} creature until end of turn; "
                  "it's still a land.", rules + cite("418.3a", "418.5a", "418.5b"))
    elif ins.op == "mass_pump_target" and state.is_player(key):
        affected = [p for p in state.creatures() if p.controller == key]  # locked in as it resolves (418.3b)
        for perm in affected:
            state.effects.append(Effect("pump", state.next_timestamp(), perm.id, ins.power, ins.toughness,
                                        source=obj.name))
            state.effects.append(Effect("grant", state.next_timestamp(), perm.id, source=obj.name, label=ins.words))
        state.changed()
        names = ", ".join(f"{state.name_of(p.id)} (now {_pt(state, p.id)})" for p in affected) or "no creature"
        state.log("pump", f"Creatures {key} controls get {ins.power:+d}/{ins.toughness:+d} and gain {ins.words} until "
                  f"end of turn: {names}; creatures that come under {key}'s control later aren't affected.",
                  rules + cite("418.3a", "418.3b", "418.5b"))
    elif ins.op == "pump_x" and state.find(key) is not None:  # X: the value announced (409.1b)
        this = obj.source.perm_id if obj.source else None
        times = int(obj.extra.get("sacrificed_count", 0)) if ins.words == "sacrificed" else obj.x
        rules += cite("409.1f", "413.2f") if ins.words == "sacrificed" else ()  # counted from the cost paid
        zones.pump(state, key, dataclasses.replace(ins, op="pump", power=ins.power * times, toughness=ins.toughness * times,
                                                   x=False, words=""), obj.name, this, rules)
    elif ins.op == "mill" and (state.is_player(key) or ins.who == "you"):
        key = key or obj.controller  # Cephalid Illusionist: "your library"
        player, milled = state.player(key), []
        for _ in range(min(ins.amount, len(player.library))):
            card, player.library = player.library.draw()
            milled.append(card or "Card")
        triggers.to_graveyard(state, player, milled)
        state.log("mill", f"{key} puts the top {len(milled)} card{'s' * (len(milled) != 1)} of his or her library into "
                  f"his or her graveyard" + (f" ({', '.join(milled)})" if milled else "") + ".", rules + cite("217.2"))
    elif ins.op == "move_counters":
        _move_counters(state, obj, rules)
    elif ins.op == "tutor_into_play":
        _tutor_into_play(state, obj, ins, key, rules)
    elif ins.op == "imprint_hand":
        _imprint_from_hand(state, obj, ins, rules)
    elif ins.op == "play_imprinted":
        _play_imprinted(state, obj, rules)
    elif ins.op == "copy_spell":
        _copy_spell(state, obj, key, rules)
    elif ins.op == "unpreventable":  # it affects damage from sources that come into play later too (418.3b)
        state.effects.append(Effect("unpreventable", state.next_timestamp(), source=obj.name))
        state.log("continuous", f"{obj.name}: damage can't be prevented this turn; no prevention effect or "
                  "protection applies to it, and \"can't\" wins.", rules + cite("103.2", "418.3b"))
    elif ins.op in pool_effects.OPS:
        pool_effects.follow(state, obj, ins, key, rules)
    elif ins.op == "animate_self" and obj.source is not None and state.find(obj.source.perm_id or "") is not None:
        _animate_self(state, obj, ins, str(obj.source.perm_id), rules)
    elif ins.op == "become" and obj.source is not None and state.find(obj.source.perm_id or "") is not None:
        _become(state, obj, ins, str(obj.source.perm_id), rules)


def _become(state: Game, obj: StackObject, ins: Instruction, this: str, rules: tuple[RuleNumber, ...]) -> None:
    """"This becomes an X/X Construct artifact creature until end of turn" (Chimeric Staff), "... a 4/4 green and white
    Insect Monk creature with first strike until end of turn; it's still a land" (Nantuko Monastery), "... a 3/3 artifact
    creature that's still a land" with no end (Stalking Stones, 418.3a): the types and power/toughness (layers 4 and 6),
    the colors and keywords (layer 5), one timestamp; X as the ability was played (409.1b)."""
    colors, subtypes, artifact, keywords, until, still = ins.words.split("|")
    kept = artifact or still  # "artifact creature", "it's still a land": its types stay (212.1c); else replaced
    power, toughness = (obj.x, obj.x) if ins.x else (ins.power, ins.toughness)
    before = state.chars(this).types
    stamp = state.next_timestamp()
    state.effects.append(Effect("animate", stamp, this, power, toughness, source=obj.name, until=until,
                                label=("@" if artifact else "~" if kept else "=") + subtypes))
    if colors:
        state.effects.append(Effect("color", stamp, this, source=obj.name, until=until, label=colors))
    for keyword in filter(None, keywords.split(" and ")):
        state.effects.append(Effect("grant", stamp, this, source=obj.name, until=until, label=keyword))
    state.changed()
    old = next((t for t in ("land", "enchantment", "artifact") if t in before and (t != "artifact" or not artifact)), "")
    state.log("animate", f"{state.name_of(this)} becomes a {power}/{toughness} " + " ".join(filter(None, (
        colors.replace(" ", " and "), subtypes, "artifact" * bool(artifact)))) + " creature"
        + f" with {keywords}" * bool(keywords) + (" until end of turn" if until else " for as long as it remains in play")
        + f"; it's {'still' if kept else 'no longer'} {'an' if old[:1] in 'aeiou' else 'a'} {old}" * bool(old) + ".",
        rules + cite("418.3a", "418.5a", "418.5b") + cite("212.1c") * bool(old))


def _animate_self(state: Game, obj: StackObject, ins: Instruction, this: str, rules: tuple[RuleNumber, ...]) -> None:
    """"This becomes a 3/3 green Ape creature with trample until end of turn; it's still a land" (Treetop
    Village): the type and power/toughness (layers 4 and 6), the color (layer 5) and the keyword, one timestamp."""
    subtype, color, keyword = ins.words.split("|")
    stamp = state.next_timestamp()
    state.effects.append(Effect("animate", stamp, this, ins.power, ins.toughness, source=obj.name, label="~" + subtype))
    state.effects.append(Effect("color", stamp, this, source=obj.name, label=color))
    if keyword:
        state.effects.append(Effect("grant", stamp, this, source=obj.name, label=keyword))
    state.changed()
    state.log("animate", f"{state.name_of(this)} becomes a {ins.power}/{ins.toughness} {color} {subtype} creature"
              + (f" with {keyword}" if keyword else "") + " until end of turn; it's still a land.",
              rules + cite("418.3a", "418.5a", "418.5b"))


def _copy_spell(state: Game, obj: StackObject, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """"Copy that spell and you may choose new targets for the copy" (Mirari): a copy put on the stack, not
    played (503.10), with the scenario's ``choose: {targets: [...]}`` or by default the original's targets."""
    spell = next((o for o in state.stack if key == f"spell:{o.serial}"), None)
    if spell is None:
        state.log("resolve", f"{obj.name} does nothing: that spell is no longer on the stack.", rules + cite("413.2b"))
        return
    choice = state.answer("targets")
    specs = spell.text.targets if spell.text else ()
    targets = [find_target(state, t, s.kind) for s, t in zip(specs, choice.targets)] if choice is not None else []
    for spec, target in zip(specs, targets):  # new targets must be legal ones (415.5)
        reason, why = target_problem(state, spec, target, spell.source) if spell.source else ("", ())
        if reason:
            raise IllegalActionError(f"the copy of {spell.name} can't target {state.target_name(target)}: {reason}", why)
    state.serial += 1
    copy = dataclasses.replace(spell, targets=targets if choice is not None else list(spell.targets), serial=state.serial,
                               extra={**spell.extra, "copy": True})
    state.stack.append(copy)
    shown = ", ".join(state.target_name(t) for t in copy.targets)
    state.log("copy", f"A copy of {spell.name} is put on the stack" + (f" targeting {shown}" if shown else "")
              + ("" if choice is not None else " (the default: the original's targets)") + ".",
              rules + cite("503.2", "503.10"), default=choice is None)


def _imprint_from_hand(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """"Imprint - ... you may remove an instant card with converted mana cost 2 or less in your hand from the
    game" (Isochron Scepter, 502.34a): the scenario's ``choose: {object: card}``, by default the first such card."""
    player, holder = state.player(obj.controller), state.find(obj.source.perm_id or "") if obj.source else None
    fits = [c for c in player.hand if ins.words in state.card_def(c).types and state.card_def(c).mana_value <= ins.amount]
    choice = state.answer("object")
    card = choice.object if choice is not None else next(iter(fits), "")
    if card not in fits:
        what = f"no {card}" if card else f"no {ins.words} card with converted mana cost {ins.amount} or less"
        state.log("resolve", f"{obj.name} removes nothing: {player.name} has {what} in hand that it allows.",
                  rules + cite("502.34a"))
        return
    player.hand.remove(card)
    player.removed.append(card)
    if holder is not None:
        holder.imprinted = state.card_def(card)
    state.changed()
    state.log("removed", f"{player.name} removes {card} in his or her hand from the game; it is imprinted on "
              f"{obj.source.name if obj.source else 'it'}" + (" (the default: the first one)" if choice is None else "")
              + ".", rules + cite("502.34", "502.34a"), default=choice is None)


def _play_imprinted(state: Game, obj: StackObject, rules: tuple[RuleNumber, ...]) -> None:
    """"Copy the imprinted card; you may play the copy without paying its mana cost" (Isochron Scepter):
    the copy is played while the ability resolves (503.12), its targets chosen as it is (409.1c: the scenario's
    ``choose: {targets: [...]}``, by default the first legal ones); it ceases to exist as it leaves the stack."""
    name = str(obj.extra.get("imprinted", ""))
    if not name:
        state.log("resolve", f"{obj.name} does nothing: no card is imprinted on it.", rules + cite("502.34b"))
        return
    card = state.card_def(name)
    if not card.spell:
        raise IllegalActionError(f"the imprinted {name} has no text the engine can play", cite("503.12"))
    state.serial += 1
    copy = StackObject("spell", name, obj.controller, card=card, text=card.spell[0], source=card_snapshot(card, obj.controller),
                       serial=state.serial, extra={"copy": True})
    if not stack.trigger_targets(state, copy):
        state.log("resolve", f"The copy of {name} can't be played: it has no legal target.", rules + cite("409.1c", "503.12"))
        return
    state.stack.append(copy)
    state.spells_this_turn += 1
    shown = f" targeting {', '.join(state.target_name(t) for t in copy.targets)}" if copy.targets else ""
    default = " (the default: the first legal target, an opponent's permanent first)" * bool(copy.extra.get("default_targets"))
    state.log("play", f"{obj.controller} plays a copy of {name} without paying its mana cost{shown}{default}; it goes on "
              "the stack.", rules + cite("503.12", "409.1a", "502.34b") + (cite("409.1c") if shown else ()),
              default=bool(default))
    triggers.spell_played(state, copy)


def _move_counters(state: Game, obj: StackObject, rules: tuple[RuleNumber, ...]) -> None:
    """"Move any number of +1/+1 counters from this onto other creatures": how many, and onto
    which creature, are ``choose: {number: N}`` and ``choose: {object: id}``; by default none."""
    this = obj.source.perm_id if obj.source else None
    holder = state.find(this) if this else None
    if holder is None:
        state.log("counters", f"{obj.name} does nothing: its source has left play.", rules + cite("413.2b"))
        return
    number, onto = state.answer("number"), state.answer("object")
    count = number.number if number is not None and number.number is not None else 0
    have = holder.counters.get("+1/+1", 0)
    if count > have:
        raise IllegalActionError(f"{state.name_of(holder.id)} has {have} +1/+1 counters: it can't move {count}",
                                 cite("413.2b"))
    if not count:
        state.log("counters", f"{holder.controller} moves no +1/+1 counters from {state.name_of(holder.id)}"
                  + (" (the default)" if number is None else "") + ".", rules, default=number is None)
        return
    target = state.find(onto.object) if onto is not None else None
    if target is None or target.id == holder.id or not state.chars(target).is_creature:
        raise IllegalActionError(f"{obj.name}: say which other creature gets the counters (choose: {{object: id}})",
                                 cite("413.2b"))
    state.add_counters(holder, "+1/+1", -count)
    state.add_counters(target, "+1/+1", count)
    state.log("counters", f"{holder.controller} moves {count} +1/+1 counter{'s' * (count != 1)} from "
              f"{state.name_of(holder.id)} (now {_pt(state, holder.id)}) onto {state.name_of(target.id)} (now "
              f"{_pt(state, target.id)}).", rules + pt_change_rules(state, target.id, counters=True))


def _tutor_into_play(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Search a library for a card of a type and put it into play, then shuffle: the searching
    player is the trigger's "that creature's controller" (the controller it had as it was put
    into a graveyard, 410.10) or the ability's controller; "remove this from the game; if you
    do" first removes the card that triggered it from its owner's graveyard, and does nothing
    more if it isn't there (413.2b). The card: ``choose: {object: name}``, by default the first."""
    kind, _, remove = ins.words.partition(" ")
    who = str(obj.extra.get("subject_controller") or obj.controller) if ins.who == "its controller" else obj.controller
    player = state.player(who)
    if remove:
        card = str(obj.extra.get("card", ""))
        owner = state.player(str(obj.extra.get("owner") or obj.controller))
        if obj.extra.get("zone") != "graveyard" or card not in owner.graveyard:
            state.log("removed", f"{card} is no longer in {owner.name}'s graveyard: it can't be removed from the game, "
                      "so nothing more is done.", rules)
            return
        del owner.graveyard[len(owner.graveyard) - 1 - owner.graveyard[::-1].index(card)]  # the one just put there
        owner.removed.append(card)
        state.changed()
        state.log("removed", f"{card} is removed from the game from {owner.name}'s graveyard.", rules + cite("217.7", "410.10"))
    cards = list(player.library)
    fits = [c for c in cards if c not in ("", "Card") and kind in state.card_def(c).types]
    choice = state.answer("object")
    if choice is not None and choice.object not in fits:
        raise IllegalActionError(f"{choice.object!r} is not an {kind} card in {player.name}'s library", cite("413.2b"))
    found = choice.object if choice is not None else (fits[0] if fits else "")
    if found:
        cards.remove(found)
    player.library = Library(tuple(cards))  # shuffled: the same cards, order unknown
    made = ""
    if found:
        perm = put_into_play(state, state.card_def(found), player.name, player.name)
        made = f", puts {found} into play (id {perm.id})"
    state.changed()
    state.log("search", f"{player.name} searches his or her library for {'an' if kind[0] in 'aeiou' else 'a'} {kind} "
              f"card{made or ', finding none'}, then shuffles it" + (" (the default: the first that fits)" if found and
                                                                      choice is None else "") + ".",
              rules + cite("217.2b"), default=bool(found) and choice is None)


__all__ = ["OPS", "follow"]
