"""What session 24's instructions of :mod:`judge.pool_texts` do as a spell or ability resolves (413.2b):
a target and every other permanent of its kind with the same name (the Echoing cards: destroyed, returned
to their owners' hands, or a power/toughness change until end of turn); :mod:`judge.pool_effects` hands
them here."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import triggers, zones
from judge.abilities import Instruction
from judge.characteristics import Game
from judge.damage import deal_damage
from judge.errors import IllegalActionError
from judge.kinds import group_fits
from judge.objects import Effect, Library, Player, Snapshot, StackObject
from judge.rules import cite

#: The operations this module follows.
OPS = ("same_name", "set_pt", "pump_sharing", "destroy_type", "sacrifice_unless_damaged", "double_life",
       "shuffle_self", "attach_all_equipment", "tap_all", "player_shroud", "no_spells", "graveyards_to_hands",
       "remove_library", "no_attacks", "punisher", "gain_life_dealt", "delayed_trigger")


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is its target."""
    if ins.op == "same_name":
        _same_name(state, obj, ins, key, rules)
    elif ins.op == "delayed_trigger":  # False Cure: it lasts the turn, triggering each time (404.4, 404.4b)
        state.effects.append(Effect("delayed_trigger", state.next_timestamp(), source=obj.name, controller=obj.controller,
                                    label=ins.words))
        state.changed()
        state.log("delayed", f"Until end of turn, {ins.words} ({obj.name}'s delayed triggered ability).",
                  rules + cite("404.4", "404.4b"))
    elif ins.op == "destroy_type":  # all at once (413.2b); the creatures of the type as it resolves
        doomed = [p for p in state.creatures() if ins.words in state.chars(p).subtypes]
        if not doomed:
            state.log("resolve", f"{obj.name} finds no {ins.words} in play.", rules)
        zones.destroy_at_once(state, doomed, ins.regenerate, obj.name, rules)
    elif ins.op == "sacrifice_unless_damaged":
        _sacrifice_unless_damaged(state, obj, rules)
    elif ins.op == "double_life" and key and state.is_player(key):
        _double_life(state, state.player(key), obj.controller, rules)
    elif ins.op == "player_shroud":  # Gilded Light: "can't" wins over any spell or ability that would target (103.2)
        state.effects.append(Effect("player_shroud", state.next_timestamp(), obj.controller, source=obj.name))
        state.changed()
        state.log("continuous", f"{obj.controller} can't be the target of spells or abilities this turn.",
                  rules + cite("103.2", "415.1"))
    elif ins.op == "graveyards_to_hands":  # Infernal Caretaker: from every graveyard to its owner's hand (413.2b)
        for owner in state.players:
            moved = [c for c in owner.graveyard if c not in ("", "Card") and (
                ins.words in state.card_def(c).subtypes or ins.words.lower() in state.card_def(c).types)]
            for card in moved:
                owner.graveyard.remove(card)
                owner.hand.append(card)
            state.log("hand", f"{owner.name} returns {', '.join(moved) or 'no card'} from his or her graveyard to "
                      "his or her hand.", rules)
        state.changed()
    elif ins.op == "no_spells":  # Xantid Swarm: until end of turn; "can't" wins over any permission (103.2)
        player = key if ins.who == "target" and key else state.defending_player.name
        state.effects.append(Effect("no_spells", state.next_timestamp(), player, source=obj.name, label=ins.words))
        state.changed()
        state.log("continuous", f"{player} can't play {ins.words + ' ' if ins.words else ''}spells this turn.",
                  rules + cite("103.2"))
    elif ins.op == "no_attacks":  # Orim's Chant kicked: until end of turn; "can't" wins over any permission (103.2)
        state.effects.append(Effect("no_attacks", state.next_timestamp(), source=obj.name))
        state.log("continuous", "Creatures can't attack this turn.", rules + cite("103.2", "418.3a"))
    elif ins.op == "gain_life_dealt":
        _gain_life_dealt(state, obj, rules)
    elif ins.op == "punisher":
        _punisher(state, obj, ins, rules)
    elif ins.op == "remove_library":  # Leveler: every card of its controller's library, at once (217.7a)
        owner = state.player(obj.controller)
        cards = list(owner.library)
        owner.removed += cards
        owner.library = Library()
        state.log("removed", f"{owner.name} removes all {len(cards)} cards of his or her library from the game.",
                  rules + cite("217.7a"))
    elif ins.op == "shuffle_self":  # done as the spell finishes resolving, instead of its graveyard (413.2b)
        obj.extra["shuffle_in"] = True
    elif ins.op == "attach_all_equipment":
        _attach_all_equipment(state, obj, rules)
    elif ins.op == "tap_all":
        _tap_all(state, obj, ins.words, rules)
    elif ins.op == "pump_sharing":
        _pump_sharing(state, obj, ins, rules)
    elif ins.op == "set_pt" and state.find(key) is not None:  # layer 6, in timestamp order (418.5a, 418.5e)
        state.effects.append(Effect("set", state.next_timestamp(), key, ins.power, ins.toughness, source=obj.name))
        state.changed()
        power, toughness = state.power_toughness(key)
        state.log("continuous", f"{state.name_of(key)} becomes {ins.power}/{ins.toughness} until end of turn (now "
                  f"{power}/{toughness}): effects with later timestamps still apply after it.",
                  rules + cite("418.3a", "418.5a", "418.5e"))


def _tap_all(state: Game, obj: StackObject, words: str, rules: tuple[RuleNumber, ...]) -> None:
    """"tap all red creatures", "untap all creatures you control": the permanents of the group as the spell or
    ability resolves (413.2b), "you" its controller; those already so are left as they are."""
    verb, group = words.split(":", 1)
    changed = [p for p in state.permanents if p.tapped != (verb == "tap") and group_fits(state, p, group, obj.controller)]
    for perm in changed:
        perm.tapped = verb == "tap"
    state.changed()
    names = ", ".join(state.name_of(p.id) for p in changed)
    state.log(verb, f"{obj.name}: all {group} become {verb}ped ({names or 'none was ' + 'un' * (verb == 'tap') + 'tapped'}).",
              rules)


def _sacrifice_unless_damaged(state: Game, obj: StackObject, rules: tuple[RuleNumber, ...]) -> None:
    """War Elemental: as the ability resolves (413.2b), its controller sacrifices the source unless an opponent
    has been dealt damage this turn, by any source (217.4a)."""
    source = state.find(obj.source.perm_id) if obj.source and obj.source.perm_id else None
    hurt = [p for p in state.players if p.name != obj.controller and p.damage_this_turn > 0]
    if hurt:
        state.log("resolve", f"{obj.name}: {hurt[0].name} was dealt {hurt[0].damage_this_turn} damage this turn, so "
                  f"{obj.source.name if obj.source else 'it'} isn't sacrificed.", rules)
        return
    if source is None:
        state.log("resolve", f"{obj.name}: no opponent was dealt damage this turn, but its source is no longer in "
                  "play; nothing is sacrificed.", rules)
        return
    name = state.name_of(source.id)
    before = zones.static_view(state)
    zones.leave_play(state, source, "graveyard")
    state.log("sacrifice", f"No opponent was dealt damage this turn: {source.controller} sacrifices {name}.",
              rules + cite("217.4a"))
    zones.report_static_change(state, before, [source], entering=False)


def _attach_all_equipment(state: Game, obj: StackObject, rules: tuple[RuleNumber, ...]) -> None:
    """Vulshok Battlemaster: every Equipment in play, whoever controls it, becomes attached to the source as the
    ability resolves (413.2b), each with a new timestamp (418.5e); its controller doesn't change. An Equipment that
    is a creature can't equip (212.2i); gone, the source gets nothing (413.2b)."""
    source = state.find(obj.source.perm_id) if obj.source and obj.source.perm_id else None
    if source is None:
        state.log("resolve", f"{obj.name} does nothing: {obj.source.name if obj.source else 'its source'} is no longer "
                  "in play, so no Equipment is attached.", rules)
        return
    gear = [p for p in state.permanents if p is not source and "Equipment" in state.chars(p).subtypes
            and not state.chars(p).is_creature]
    before = zones.static_view(state)
    for perm in gear:
        perm.attached_to = source.id
        perm.timestamp = state.next_timestamp()
    state.changed()
    names = ", ".join(state.name_of(p.id) for p in gear) or "no Equipment"
    state.log("equip", f"{obj.name}: {names} {'become' if len(gear) > 1 else 'becomes'} attached to "
              f"{state.name_of(source.id)}" + (f" (now {'/'.join(map(str, state.power_toughness(source.id)))})"
                                               if gear else "") + ".", rules + cite("212.2h", "418.5e"))
    zones.report_static_change(state, before, gear, entering=True, how="as it becomes attached")


def _double_life(state: Game, player: Player, controller: str, rules: tuple[RuleNumber, ...]) -> None:
    """Beacon of Immortality: the player's life total becomes twice what it is, by gaining (or, below 0, losing)
    the difference, so "whenever you gain life" abilities see the gain (410.2)."""
    before = player.life
    if triggers.gain_life(state, player, before, by=controller):
        verb = "gains" if before >= 0 else "loses"
        state.log("life", f"{player.name}'s life total is doubled: {player.name} {verb} {abs(before)} life (now "
                  f"{player.life}).", rules + cite("410.2") * (before > 0))


def _pump_sharing(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """The Crowns: the creature the sacrificed Aura enchanted (last known, 413.2f) and the other creatures that share
    a creature type with it as the ability resolves get +N/+N (and a keyword) until end of turn (418.3b)."""
    enchanted = state.find(str(obj.extra.get("enchanted") or ""))
    if enchanted is None:
        state.log("resolve", f"{obj.name}: the creature it enchanted is no longer in play; no creature is affected.",
                  rules + cite("413.2f"))
        return
    kinds = set(state.chars(enchanted).subtypes)
    affected = [enchanted] + [p for p in state.creatures() if p is not enchanted and kinds & set(state.chars(p).subtypes)]
    for perm in affected:
        stamp = state.next_timestamp()
        state.effects.append(Effect("pump", stamp, perm.id, ins.power, ins.toughness, source=obj.name))
        if ins.words:
            state.effects.append(Effect("grant", stamp, perm.id, source=obj.name, label=ins.words))
    state.changed()
    gains = f" and gain {ins.words}" if ins.words else ""
    names = ", ".join(f"{state.name_of(p.id)} (now {'/'.join(map(str, state.power_toughness(p.id)))})" for p in affected)
    state.log("pump", f"{state.name_of(enchanted.id)} and the other creatures that share a creature type with it get "
              f"{ins.power:+d}/{ins.toughness:+d}{gains} until end of turn: {names}; creatures that come into play "
              "later aren't affected.", rules + cite("413.2f", "418.3a", "418.3b"))


def _fits(state: Game, perm_id: str, kind: str) -> bool:
    chars = state.chars(perm_id)
    if kind in ("permanent", "nonland permanent"):
        return kind == "permanent" or "land" not in chars.types
    return kind in chars.types


def _gain_life_dealt(state: Game, obj: StackObject, rules: tuple[RuleNumber, ...]) -> None:
    """Drain Life: its controller gains the life of the damage its instruction before dealt, but no more than the
    player's life total before it or the creature's toughness (413.2b, 413.2f: the damage as it was dealt)."""
    dealt, target = int(obj.extra.get("dealt", 0)), obj.targets[0] if obj.targets else ""
    perm = state.find(target)
    if state.is_player(target):
        most, whose = state.player(target).life + dealt, f"{target}'s life total before it"
    else:
        most, whose = (state.chars(perm).toughness or 0) if perm is not None else dealt, "the creature's toughness"
    amount = max(0, min(dealt, most))
    player = state.player(obj.controller)
    capped = f" ({dealt} damage dealt, but no more than {whose}, {most})" if amount < dealt else ""
    if triggers.gain_life(state, player, amount, by=obj.controller):
        state.log("life", f"{player.name} gains {amount} life, the damage {obj.name} dealt{capped} (now {player.life}).",
                  rules + cite("413.2f"))


def _punisher(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """Browbeat: any player may have the spell deal the damage to him or her as it resolves (413.2c): the
    scenario's ``choose: {object: player}``, by default no one does (an assumption, said as one); what
    follows "if no one does" is followed only then (413.2b).

    :raises IllegalActionError: if the one named isn't a player."""
    choice = state.answer("object")
    chooser = choice.object if choice is not None else ""
    if chooser and not state.is_player(chooser):
        raise IllegalActionError(f"{obj.name}: {chooser!r} is not a player, and only a player may have it deal "
                                 f"{ins.amount} damage to him or her", cite("413.2c"))
    obj.extra["couldnt"] = not chooser  # "if no one does, ..."
    if not chooser:
        state.log("choice", f"No player has {obj.name} deal {ins.amount} damage to himself or herself (the default, an "
                  "assumption: no one does).", rules + cite("413.2c"), default=True)
        return
    state.log("choice", f"{chooser} has {obj.name} deal {ins.amount} damage to himself or herself.", rules + cite("413.2c"))
    source = obj.source if obj.source is not None else Snapshot(obj.name, (), (), (), obj.controller)
    deal_damage(state, source, chooser, ins.amount, False, rules + cite("413.2c"))


def _same_name(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """The target and all other permanents of the kind with its name as the spell resolves (201.2, 413.2b); a
    face-down creature has no name, so it shares none (504.2). All of them at once (413.2b)."""
    target = state.find(key)
    if target is None or ins.target is None:
        return
    name = state.chars(target).name if not target.face_down else ""
    kind = "permanent" if ins.words == "bounce" else ins.target.kind
    others = [p for p in state.permanents if p is not target and name and not p.face_down
              and state.chars(p).name == name and _fits(state, p.id, kind)]
    affected = [target] + others
    plural = {"nonland permanent": "permanents"}.get(kind, kind + "s")
    state.log("resolve", f"{obj.name} affects {state.name_of(key)} and all other {plural} named {name or 'nothing'} "
              f"in play as it resolves: {len(others)} other{'s' * (len(others) != 1)}.",
              rules + cite("201.2", "413.2b") + (cite("504.2") if target.face_down else ()))
    if ins.words == "pump":  # locked in as it resolves (418.3b)
        for perm in affected:
            zones.pump(state, perm.id, dataclasses.replace(ins, op="pump", words=""), obj.name, None,
                       rules + cite("418.3b"))
        return
    if ins.words == "destroy":
        zones.destroy_at_once(state, affected, ins.regenerate, obj.name, rules)
        return
    before = zones.static_view(state)
    for perm in affected:
        if perm not in state.permanents:
            continue
        owner, label = perm.owner, state.name_of(perm.id)
        zones.leave_play(state, perm, "hand")
        state.log("bounce", f"{label} is returned to {owner}'s hand.", rules + cite("217.1a"))
    zones.report_static_change(state, before, [p for p in affected if p not in state.permanents], entering=False)


__all__ = ["OPS", "follow"]
