"""What session 23's effects of the pool cards do as a spell or ability resolves (413.2b): the instructions
:mod:`judge.card_texts` reads for the not-run phrases many cards share ("sacrifice this unless you sacrifice two
Mountains", "each player loses 4 life", "Elves get +2/+2 until end of turn", "draw a card for each Bird in play",
"you lose all but 1 life" ...); :mod:`judge.card_effects` hands them here."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import more_effects, triggers, zones
from judge.abilities import Instruction
from judge.characteristics import Game
from judge.damage import deal_damage
from judge.entering import put_into_play
from judge.errors import IllegalActionError
from judge.group_text import Group
from judge.objects import Effect, Library, Permanent, Player, Snapshot, StackObject
from judge.rules import cite


def _pt(state: Game, perm_id: str) -> str:
    power, toughness = state.power_toughness(perm_id)
    return f"{power}/{toughness}"


#: Session 23's effects of triggers many pool cards share.
MORE_OPS = ("lose_life_each", "look_hand", "discard_each", "hand_to_top", "damage_others", "tap_others", "return_theirs",
            "damage_counted_that", "land_from_hand", "animate_keyword", "pump_type", "damage_counted_target",
            "lose_life_counted", "lose_all_but", "gain_lost", "gain_life_toughness", "discard_n_you", "pump_enchanted",
            "counted_each", "pump_attacking", "gain_x", "draw_x", "pump_gain_self", "damage_counted_player", "wheel",
            "discard_x", "remove_graveyard", "graveyard_shuffle", "destroy_land_nonbasic", "pump_noncolor", "pump_group",
            "choose_type_self", "life_equal")


def of_source(state: Game, obj: StackObject, what: str) -> int:
    """The +1/+1 counters on, or the power of, the source of *obj* as it resolves, or as it last
    existed in play (413.2f)."""
    holder = state.find(obj.source.perm_id or "") if obj.source is not None else None
    if holder is None:
        return int(str(obj.extra.get("source_counters" if what.endswith("counter") else "source_power", 0)))
    return holder.counters.get("+1/+1", 0) if what.endswith("counter") else state.chars(holder).power or 0


def last_known(state: Game, key: str) -> list[str]:
    """A permanent's power, toughness, converted mana cost and name now, kept by a resolving spell before
    its instructions act (413.2f: its last known information if it then leaves play)."""
    power, toughness = state.power_toughness(key)
    return [str(power or 0), str(toughness or 0), str(state.get(key).card.mana_value), state.name_of(key)]


def _players_from(state: Game, obj: StackObject, who: str) -> list[Player]:
    """"each player" (the active player first, 103.4), "each opponent", "each other player"."""
    ordered = sorted(state.players, key=lambda p: p.name != state.active_player.name)
    return [p for p in ordered if who == "each player" or p.name != obj.controller]


def _follow_more(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`MORE_OPS`; *key* is the target, or the player "that player" names."""
    this = state.find(obj.source.perm_id or "") if obj.source is not None else None
    source = obj.source if obj.source is not None else Snapshot(obj.name, (), ())
    if ins.op == "lose_life_each":  # Caustic Hound: each at once (103.4)
        for player in _players_from(state, obj, ins.who):
            player.life -= ins.amount
            state.log("life", f"{player.name} loses {ins.amount} life (now {player.life}).", rules + cite("103.4"))
        state.changed()
    elif ins.op == "look_hand" and state.is_player(key):  # nothing in the game changes (Telepathic Spies)
        hand = state.player(key).hand
        state.log("look", f"{obj.controller} looks at {key}'s hand: {', '.join(hand) if hand else 'no cards'}.", rules)
    elif ins.op == "discard_each":  # Earsplitting Rats, Screeching Buzzard: in turn order, each chooses (103.4, 217.3a)
        for player in _players_from(state, obj, ins.who):
            discard_card(state, player, rules + cite("103.4"))
    elif ins.op == "hand_to_top" and state.is_player(key):  # Chittering Rats: the player's choice (217.2)
        player = state.player(key)
        choice = state.answer("object")
        if choice is not None and choice.object not in player.hand:
            raise IllegalActionError(f"{player.name} has no {choice.object!r} in hand", cite("413.2b"))
        card = choice.object if choice is not None else (player.hand[0] if player.hand else "")
        if not card:
            state.log("resolve", f"{player.name} has no card in hand to put on top of his or her library.",
                      rules + cite("103.3"))
            return
        player.hand.remove(card)
        player.library = player.library.put_on_top(card)
        state.changed()
        state.log("library", f"{player.name} puts {card} from his or her hand on top of his or her library"
                  + (" (the default: the first card in hand)" if choice is None else "") + ".", rules + cite("217.2"),
                  default=choice is None)
    elif ins.op == "damage_others":  # Crater Hellion: each other creature at once (103.4)
        for perm in [p for p in state.creatures() if p is not this]:
            deal_damage(state, source, perm.id, ins.amount, False, rules)
    elif ins.op == "tap_others":  # Thundermare
        tapped = [p for p in state.creatures() if p is not this and not p.tapped]
        for perm in tapped:
            perm.tapped = True
        state.changed()
        state.log("tap", "All other creatures are tapped: " + (", ".join(state.name_of(p.id) for p in tapped) or
                                                              "none was untapped") + ".", rules)
    elif ins.op == "return_theirs" and state.is_player(key):  # Sunken Hope: the player's choice (413.2b)
        _return_theirs(state, obj, key, rules)
    elif ins.op == "damage_counted_that" and state.is_player(key):  # Karma: counted as it resolves (413.2f)
        count = sum(1 for p in state.permanents if state.chars(p).controller == key and ins.words in state.chars(p).subtypes)
        state.log("count", f"{key} controls {count} {ins.words}{'s' * (count != 1)} as {obj.name} resolves.",
                  rules + cite("413.2f"))
        deal_damage(state, source, key, count, False, rules)
    elif ins.op == "land_from_hand":
        _land_from_hand(state, obj, ins, rules)
    elif ins.op == "pump_type":  # Gempalm Strider: the creatures of the type in play now (418.3b)
        subtype, keyword = ins.words.split("|")
        affected = [p for p in state.creatures() if (not subtype or subtype in state.chars(p).subtypes)
                    and (ins.who == "all" or state.chars(p).controller == obj.controller)]
        for perm in affected:
            stamp = state.next_timestamp()
            if ins.power or ins.toughness:
                state.effects.append(Effect("pump", stamp, perm.id, ins.power, ins.toughness, source=obj.name))
            if keyword:
                state.effects.append(Effect("grant", stamp, perm.id, source=obj.name, label=keyword))
        state.changed()
        what = " and ".join(part for part in (f"get {ins.power:+d}/{ins.toughness:+d}" * bool(ins.power or ins.toughness),
                                              f"gain {keyword}" * bool(keyword)) if part)
        group = f"{subtype} creatures" if subtype else "Creatures"  # Dirge of Dread: every creature
        state.log("pump", f"{group}{' ' + obj.controller + ' controls' if ins.who == 'you' else ''} {what} "
                  "until end of turn: "
                  + (", ".join(f"{state.name_of(p.id)} (now {_pt(state, p.id)})" for p in affected) or "none is in play")
                  + "; creatures that come into play later aren't affected.", rules + cite("418.3a", "418.3b"))
    elif ins.op == "lose_life_counted" and ins.who == "you":  # Embalmed Brawler: its counters (or last known, 413.2f)
        player, count = state.player(obj.controller), of_source(state, obj, "+1/+1 counter")
        player.life -= ins.amount * count
        state.changed()
        state.log("life", f"{player.name} loses {ins.amount * count} life, for {count} +1/+1 counter{'s' * (count != 1)} "
                  f"on {obj.source.name if obj.source else 'it'} (now {player.life}).", rules + cite("413.2f"))
    elif ins.op == "lose_life_counted" and ins.who in ("each player", "that"):  # Shepherd of Rot, Stern Judge (413.2f,
        kind, own = ins.words.removesuffix("|own"), ins.words.endswith("|own")  # 103.4); Emissary of Despair: that player
        for player in sorted(state.players, key=lambda p: p is not state.active_player) if ins.who != "that" else (
                [state.player(key)] if key and state.is_player(key) else []):
            count = sum(1 for p in state.permanents if (kind in state.chars(p).subtypes or kind.lower() in
                                                        state.chars(p).types) and (not own or p.controller == player.name))
            player.life -= ins.amount * count
            state.log("life", f"{player.name} loses {ins.amount * count} life, for {count} {kind}{'s' * (count != 1)}"
                      f"{' he or she controls' if own else ' in play'} (now {player.life}).", rules + cite("413.2f"))
        state.changed()
    elif ins.op in ("damage_counted_target", "lose_life_counted"):  # counted as it resolves (413.2f)
        count = sum(1 for p in state.permanents if ins.words in state.chars(p).subtypes)
        state.log("count", f"{count} {ins.words}{'s' * (count != 1)} {'is' if count == 1 else 'are'} in play as "
                  f"{obj.name} resolves.", rules + cite("413.2f"))
        if ins.op == "damage_counted_target" and (state.find(key) is not None or state.is_player(key)):
            deal_damage(state, source, key, count, False, rules)
        elif ins.op == "lose_life_counted" and state.is_player(key):
            player = state.player(key)
            player.life -= ins.amount * count
            state.changed()
            state.log("life", f"{player.name} loses {ins.amount * count} life (now {player.life}).", rules)
    elif ins.op == "gain_life_toughness":  # Angelic Chorus: as it resolves (413.2f), or as it came into play if gone
        creature, player = state.find(key), state.player(obj.controller)
        toughness = state.power_toughness(key)[1] or 0 if creature is not None else int(obj.extra.get("that_toughness", 0))
        if triggers.gain_life(state, player, toughness, by=obj.controller):
            state.log("life", f"{player.name} gains {toughness} life, {obj.extra.get('that_name', 'that creature')}'s "
                      f"toughness{' as it resolves' if creature is not None else ' as it came into play'} (now "
                      f"{player.life}).", rules + cite("413.2f"))
    elif ins.op == "life_equal":  # Chastise: the target as it is now, or as it last existed in play (413.2f)
        verb, what = ins.words.split(":")
        player, creature = state.player(obj.controller), state.find(key)
        values = dict(zip(("power", "toughness", "converted mana cost", "name"), last_known(state, key) if creature
                          is not None else str(obj.extra.get(f"last:{key}", "0|0|0|it")).split("|")))
        amount = int(values[what])
        if triggers.gain_life(state, player, amount if verb == "gain" else -amount, by=obj.controller):
            state.log("life", f"{player.name} {verb}s {amount} life, {values['name']}'s {what}"
                      f"{'' if creature is not None else ' as it last existed in play'} (now {player.life}).",
                      rules + cite("413.2f"))
    elif ins.op == "gain_x":  # Death Grasp: the X announced as it was played (409.1b)
        player = state.player(obj.controller)
        if triggers.gain_life(state, player, obj.x, by=obj.controller):
            state.log("life", f"{player.name} gains {obj.x} life (now {player.life}).", rules + cite("409.1b"))
    elif ins.op in ("damage_counted_player", "wheel", "discard_x", "remove_graveyard", "graveyard_shuffle"):
        _follow_players(state, obj, ins, key, source, rules)
    elif ins.op == "draw_x" and state.is_player(key):  # Stroke of Genius: the X announced (409.1b)
        zones.draw(state, state.player(key), obj.x, rules + cite("409.1b"))
    elif ins.op == "pump_gain_self" and this is not None:  # Megatog: +3/+3 (layer 6) and trample (layer 5)
        zones.pump(state, this.id, dataclasses.replace(ins, op="pump", words=""), obj.name, this.id, rules)
        state.effects.append(Effect("grant", state.next_timestamp(), this.id, source=obj.name, label=ins.words))
        state.changed()
        state.log("continuous", f"{state.name_of(this.id)} gains {ins.words} until end of turn.", rules + cite("418.3a"))
    elif ins.op in ("discard_n_you", "pump_enchanted", "counted_each", "pump_attacking", "pump_noncolor", "pump_group"):
        _follow_simple(state, obj, ins, this, rules)
    elif ins.op in ("lose_all_but", "gain_lost"):
        _life_remembered(state, obj, ins, rules)
    elif ins.op == "choose_type_self" and this is not None:  # the Mistform creatures: its only creature type now
        choice = state.answer("words")
        current = state.chars(this).subtypes
        kind = choice.words[0].capitalize() if choice is not None and choice.words else (current[0] if current else "")
        state.effects.append(Effect("creature_type", state.next_timestamp(), this.id, source=obj.name, label=kind))
        state.changed()
        state.log("continuous", f"{state.name_of(this.id)} becomes the creature type {kind} until end of turn"
                  + (" (the default: its first creature type)" if choice is None else "") + ".",
                  rules + cite("418.3a", "418.5a"), default=choice is None)
    elif ins.op == "animate_keyword" and this is not None:  # Blinkmoth Nexus: layers 4, 6 and the keyword, together
        subtype, keyword = ins.words.split("|")
        stamp = state.next_timestamp()
        state.effects.append(Effect("animate", stamp, this.id, ins.power, ins.toughness, source=obj.name, label=subtype))
        state.effects.append(Effect("grant", stamp, this.id, source=obj.name, label=keyword))
        land = "land" in state.chars(this).types
        state.changed()
        state.log("animate", f"{state.name_of(this.id)} becomes a {ins.power}/{ins.toughness} {subtype} artifact creature "
                  f"with {keyword} until end of turn" + "; it's still a land" * land + ".",
                  rules + cite("418.3a", "418.5a", "418.5b"))


def _follow_players(state: Game, obj: StackObject, ins: Instruction, key: str, source: Snapshot,
                    rules: tuple[RuleNumber, ...]) -> None:
    """Effects on players' hands, graveyards and libraries: damage counted from the Goblins its controller controls or
    the cards in the target's hand (413.2f); each player discards his or her hand and draws seven (103.4); X cards
    discarded (at random: by default the first ones in hand, or ``choose: {object: card}`` each); a graveyard
    removed from the game, or shuffled into its owner's library."""
    if ins.op == "wheel":
        players = _players_from(state, obj, "each player")
        for player in players:  # all at once, then the draws in turn order (103.4)
            zones.discard(state, player, list(player.hand))
        state.log("discard", "Each player discards his or her hand.", rules + cite("103.4"))
        for player in players:
            zones.draw(state, player, ins.amount, rules)
        return
    if not state.is_player(key):
        return
    player = state.player(key)
    if ins.op == "damage_counted_player":
        count = len(player.hand) if ins.words == "hand" else sum(
            1 for p in state.permanents if state.chars(p).controller == obj.controller and ins.words in state.chars(p).subtypes)
        what = f"cards in {key}'s hand" if ins.words == "hand" else f"{ins.words} permanents {obj.controller} controls"
        state.log("count", f"As {obj.name} resolves, it counts {count} {what}.", rules + cite("413.2f"))
        deal_damage(state, source, key, count, False, rules)
    elif ins.op == "discard_x":
        for _ in range(obj.x):
            if not player.hand:
                break
            choice = state.answer("object")
            card = choice.object if choice is not None and choice.object in player.hand else player.hand[0]
            zones.discard(state, player, [card])
            state.log("discard", f"{player.name} discards {card}{' at random' * bool(ins.words)}" + (
                " (the default for the random choice: the first card in hand)" if choice is None else "") + ".",
                rules + cite("409.1b", "217.3a"), default=choice is None)
    elif ins.op == "remove_graveyard":  # Tormod's Crypt
        cards, player.graveyard[:] = list(player.graveyard), []
        player.removed.extend(cards)
        state.changed()
        state.log("remove", f"{player.name}'s graveyard is removed from the game: {', '.join(cards) or 'no cards'}.", rules)
    elif ins.op == "graveyard_shuffle":  # Reminisce: the same cards, order unknown (217.2b)
        cards, player.graveyard[:] = list(player.graveyard), []
        player.library = Library(tuple(player.library) + tuple(cards))
        state.changed()
        state.log("library", f"{player.name} shuffles his or her graveyard ({', '.join(cards) or 'no cards'}) into his "
                  "or her library.", rules + cite("217.2b"))


def _follow_simple(state: Game, obj: StackObject, ins: Instruction, this: Permanent | None,
                   rules: tuple[RuleNumber, ...]) -> None:
    """"Discard two cards" (its controller's choice: ``choose: {object: card}`` each, by default the first in
    hand); "enchanted creature gets +1/+1 until end of turn" (the creature it is attached to as it resolves);
    "draw a card / gain 1 life for each Elf in play" (counted as it resolves, 413.2f); "attacking creatures get
    +1/+1 until end of turn" (those attacking as it resolves, 418.3b)."""
    player = state.player(obj.controller)
    if ins.op == "discard_n_you":
        for _ in range(ins.amount):
            if not player.hand:
                state.log("discard", f"{player.name} has no card in hand to discard.", rules + cite("103.3"))
                return
            choice = state.answer("object")
            card = choice.object if choice is not None and choice.object in player.hand else player.hand[0]
            zones.discard(state, player, [card])
            state.log("discard", f"{player.name} discards {card}" + (" (the default: the first card in hand)" if choice
                      is None else "") + ".", rules + cite("217.3a"), default=choice is None)
    elif ins.op == "pump_enchanted":  # the creature the Aura or Equipment is attached to now (Blessing)
        creature = state.find(this.attached_to or "") if this is not None else None
        if creature is None:
            state.log("resolve", f"{obj.name} does nothing: its source enchants or equips no creature now.", rules)
            return
        zones.pump(state, creature.id, dataclasses.replace(ins, op="pump", who="target"), obj.name, None, rules)
    elif ins.op == "counted_each":
        what, kind, where = ins.words.split("|")
        count = sum(1 for p in state.permanents if (kind in state.chars(p).types or kind in state.chars(p).subtypes)
                    and (where == "in play" or state.chars(p).controller == player.name))
        count = len(player.graveyard) if where == "your graveyard" else count  # Ancestor's Chosen
        name = obj.card.name if obj.card is not None else obj.name
        count = sum(p.graveyard.count(name) for p in state.players) if kind == "named" else count  # Accumulated Knowledge
        where = {"in play": "in play", "your graveyard": f"in {player.name}'s graveyard"}.get(where, f"controlled by {player.name}")
        counted = f"card{'s' * (count != 1)} named {name}" if kind == "named" else \
            f"{kind}{' permanent' * (kind != 'card')}{'s' * (count != 1)}"
        state.log("count", f"As {obj.name} resolves, {count} {counted} {'is' if count == 1 else 'are'} "
                  + ("in all graveyards" if kind == "named" else where) + ".", rules + cite("413.2f"))
        if what.startswith("draw"):
            zones.draw(state, player, count, rules)
        if what == "draw+lose":  # Graveborn Muse: as many cards and as much life as it counted
            player.life -= count
            state.changed()
            state.log("life", f"{player.name} loses {count} life (now {player.life}).", rules)
        elif what != "draw":
            if triggers.gain_life(state, player, ins.amount * count, by=obj.controller):
                state.log("life", f"{player.name} gains {ins.amount * count} life (now {player.life}).", rules)
    elif ins.op in ("pump_attacking", "pump_noncolor", "pump_group"):  # Pianna, Holy Light, Hold the Line: the
        # creatures as it resolves (418.3b)
        group = Group.from_words(ins.words) if ins.op == "pump_group" else None
        for perm in [p for p in state.creatures() if (p.attacking if ins.op == "pump_attacking" else group.fits(
                colors=state.chars(p).colors, subtypes=state.chars(p).subtypes, mine=p.controller == obj.controller,
                itself=p is this, attacking=p.attacking, blocking=bool(p.blocking), tapped=p.tapped) if group else
                ins.words not in state.chars(p).colors)]:
            zones.pump(state, perm.id, dataclasses.replace(ins, op="pump", who="target"), obj.name, None, rules)


def _life_remembered(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """Soulgorger Orgg: "you lose all but 1 life" (nothing if the life total is 1 or less: 416.3), the life lost
    remembered with the permanent; "you gain life equal to the life you lost when it came into play": that amount,
    0 if the first ability never resolved while it was in play."""
    player = state.player(obj.controller)
    perm_id = obj.source.perm_id if obj.source is not None else None
    if ins.op == "lose_all_but":
        lost = max(0, player.life - ins.amount)
        player.life -= lost
        if perm_id is not None and state.find(perm_id) is not None:
            state.effects.append(Effect("life_lost", state.next_timestamp(), f"lost:{perm_id}", amount=lost,
                                        source=obj.name, until=""))  # kept after the permanent leaves play
        state.changed()
        state.log("life", f"{player.name} loses all but {ins.amount} life: {lost} life (now {player.life})"
                  + (f"; a life total below {ins.amount} isn't raised" if player.life < ins.amount else "") + ".",
                  rules + (cite("416.3") if not lost else ()))
        return
    record = next((e for e in state.effects if e.kind == "life_lost" and e.affected == f"lost:{perm_id}"), None)
    gained = record.amount if record is not None else 0
    if record is not None:
        state.effects.remove(record)
    name = obj.source.name if obj.source is not None else obj.name
    if triggers.gain_life(state, player, gained, by=obj.controller):
        state.log("life", f"{player.name} gains {gained} life, the life he or she lost as {name} came into play (now "
                  f"{player.life}).", rules)


def _return_theirs(state: Game, obj: StackObject, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """"That player returns a creature he or she controls to its owner's hand": his or her choice as it resolves, the
    scenario's ``choose: {object: id}``, by default the creature with the least power (the first listed)."""
    mine = [p for p in state.creatures() if state.chars(p).controller == key]
    choice = state.answer("object")
    perm = state.find(choice.object) if choice is not None else min(
        mine, key=lambda p: (state.chars(p).power or 0, mine.index(p)), default=None)
    if choice is not None and perm not in mine:
        raise IllegalActionError(f"{key} can't return {choice.object!r}: not a creature he or she controls",
                                 cite("413.2b"))
    if perm is None:
        state.log("resolve", f"{key} controls no creature to return.", rules + cite("103.3"))
        return
    name = state.name_of(perm.id)
    before = zones.static_view(state)
    zones.leave_play(state, perm, "hand")
    state.log("bounce", f"{key} returns {name} to its owner's hand" + (" (the default: the creature with the least "
              "power)" if choice is None else "") + ".", rules, default=choice is None)
    zones.report_static_change(state, before, [perm], entering=False)


def _land_from_hand(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """"You may put a basic land card from your hand into play tapped" (Elvish Pioneer): not playing a land (212.6b
    counts only lands played); the scenario's ``choose: {object: card}``, by default the first basic land in hand."""
    player = state.player(obj.controller)
    lands = [c for c in player.hand if c and "land" in state.card_def(c).types and "basic" in state.card_def(c).supertypes]
    choice = state.answer("object")
    if choice is not None and choice.object not in lands:
        raise IllegalActionError(f"{player.name} has no basic land card {choice.object!r} in hand", cite("413.2b"))
    card = choice.object if choice is not None else (lands[0] if lands else "")
    if not card:
        state.log("resolve", f"{player.name} has no basic land card in hand.", rules + cite("103.3"))
        return
    player.hand.remove(card)
    perm = put_into_play(state, state.card_def(card), player.name, player.name)
    perm.tapped = ins.words == "tapped"
    state.changed()
    state.log("comes_into_play", f"{player.name} puts {card} from his or her hand into play{' tapped' * perm.tapped} "
              f"(id {perm.id}); it isn't played, so it doesn't count as his or her land for the turn"
              + (" (the default: the first basic land in hand)" if choice is None else "") + ".",
              rules + cite("212.6b"), default=choice is None)


def _sacrifice_unless(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """"Sacrifice this unless you sacrifice two Mountains" ("... a Forest", "... an artifact", "... discard a card
    at random"): its controller chooses as it resolves (413.2b, 413.2c): the scenario's ``choose: {pay: false}``,
    or by default he or she pays when able; the permanents sacrificed with ``choose: {object: id}`` each, by
    default the first ones listed (never the source itself); the random card by default the first in hand."""
    this = state.find(obj.source.perm_id or "") if obj.source is not None else None
    player = state.player(obj.controller)
    kind = ins.words
    mine = [p for p in state.permanents if p is not this and state.chars(p).controller == player.name
            and (kind in state.chars(p).types or kind in state.chars(p).subtypes or kind == "permanent")]
    able = bool(player.hand) if kind == "discard at random" else len(mine) >= ins.amount
    choice = state.answer("pay")
    wants = choice.pay if choice is not None and choice.pay is not None else True
    said = " (the default: a player pays when able)" if choice is None else ""
    what = "discard a card at random" if kind == "discard at random" else \
        f"sacrifice {_count_words(ins.amount, kind)}"
    before = zones.static_view(state)
    if wants and able and kind == "discard at random":
        picked = state.answer("object")
        card = picked.object if picked is not None and picked.object in player.hand else player.hand[0]
        zones.discard(state, player, [card])
        state.log("discard", f"{player.name} chooses to {what} for {obj.name}{said}: {player.name} discards {card}"
                  + (" (the default for the random choice: the first card in hand)" if picked is None else "") + ".",
                  rules + cite("413.2c", "217.3a"), default=choice is None)
        return
    if wants and able:
        paid: list[Permanent] = []
        for _ in range(ins.amount):
            picked = state.answer("object")
            perm = state.find(picked.object) if picked is not None else next(p for p in mine if p not in paid)
            if perm is None or perm not in mine or perm in paid:
                raise IllegalActionError(f"{player.name} can't sacrifice {picked.object if picked else ''!r} for "
                                         f"{obj.name}: not another {kind} he or she controls", cite("217.4a", "413.2b"))
            paid.append(perm)
        names = " and ".join(state.name_of(p.id) for p in paid)
        for perm in paid:
            zones.leave_play(state, perm, "graveyard")
        state.log("sacrifice", f"{player.name} chooses to {what} for {obj.name}{said}: {player.name} sacrifices "
                  f"{names}.", rules + cite("413.2c", "217.4a"), default=choice is None)
        zones.report_static_change(state, before, paid, entering=False)
        return
    why = f" and can't: {'no card in hand' if kind == 'discard at random' else 'too few'}" if wants else ""
    if this is None:
        state.log("resolve", f"{player.name} doesn't {what}{why}, and {obj.name}'s source is no longer in play to be "
                  "sacrificed.", rules + cite("413.2c"))
        return
    name = state.name_of(this.id)
    zones.leave_play(state, this, "graveyard")
    state.log("sacrifice", f"{player.name} doesn't {what}{why}{said}: {player.name} sacrifices {name}.",
              rules + cite("413.2c", "217.4a"), default=choice is None)
    zones.report_static_change(state, before, [this], entering=False)


def _count_words(count: int, kind: str) -> str:
    """``two Mountains``, ``a Forest``, ``an artifact``."""
    if count == 1:
        return f"{'an' if kind[0].lower() in 'aeiou' else 'a'} {kind}"
    return f"{('two', 'three')[count - 2] if count < 4 else count} {kind}s"


def _destroy_land_nonbasic(state: Game, obj: StackObject, ins: Instruction, key: str,
                           rules: tuple[RuleNumber, ...]) -> None:
    """Molten Rain: the land is destroyed; if it was nonbasic (no supertype basic, 205.4b) as it last existed in
    play, its controller then is dealt the damage (413.2f)."""
    land = state.find(key)
    if land is None:
        return
    chars = state.chars(land)
    nonbasic, controller = "basic" not in chars.supertypes, chars.controller
    zones.destroy(state, land, True, obj.name, rules)
    if nonbasic:
        state.log("count", f"{chars.name} was a nonbasic land: {obj.name} deals its damage to {controller}, the land's "
                  "controller.", rules + cite("205.4b", "413.2f"))
        card = obj.card  # the spell is the source (its characteristics as it resolves)
        source = obj.source or (Snapshot(card.name, card.colors, card.types, card.subtypes, obj.controller) if card
                                else Snapshot(obj.name, (), ()))
        deal_damage(state, source, controller, ins.amount, False, rules)


def _sacrifice_other_or(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """Lord of the Pit: "sacrifice a creature other than this; if you can't, it deals 7 damage to you": not a
    choice; the creature with ``choose: {object: id}``, by default the one with the least power (217.4a)."""
    this = state.find(obj.source.perm_id or "") if obj.source is not None else None
    player = state.player(obj.controller)
    mine = [p for p in state.permanents if p is not this and state.chars(p).controller == player.name
            and ins.words in state.chars(p).types]
    if not mine:
        state.log("sacrifice", f"{player.name} controls no {ins.words} other than {obj.source.name if obj.source else 'it'}"
                  f" to sacrifice, so the rest of {obj.name} applies.", rules + cite("217.4a"))
        deal_damage(state, obj.source or Snapshot(obj.name, (), ()), player.name, ins.amount, False, rules)
        return
    choice = state.answer("object")
    perm = state.find(choice.object) if choice is not None else min(
        mine, key=lambda p: (state.chars(p).power or 0, mine.index(p)))
    if perm is None or perm not in mine:
        raise IllegalActionError(f"{player.name} can't sacrifice {choice.object if choice else ''!r} to {obj.name}: not "
                                 f"another {ins.words} he or she controls", cite("217.4a", "413.2b"))
    name = state.name_of(perm.id)
    before = zones.static_view(state)
    zones.leave_play(state, perm, "graveyard")
    state.log("sacrifice", f"{player.name} sacrifices {name} to {obj.name}" + (
        f" (the default: the {ins.words} with the least power)" if choice is None else "") + ".",
        rules + cite("217.4a"), default=choice is None)
    zones.report_static_change(state, before, [perm], entering=False)


#: The operations this module follows.
OPS = MORE_OPS + ("sacrifice_unless", "destroy_land_nonbasic", "sacrifice_other_or", "bounce_color") + more_effects.OPS


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is its target, or what the trigger calls "that"."""
    if ins.op == "sacrifice_unless":
        _sacrifice_unless(state, obj, ins, rules)
    elif ins.op == "destroy_land_nonbasic":
        _destroy_land_nonbasic(state, obj, ins, key, rules)
    elif ins.op == "sacrifice_other_or":
        _sacrifice_other_or(state, obj, ins, rules)
    elif ins.op == "bounce_color":  # Hibernation: all at once (413.2b); a token ceases to exist (216.3)
        gone = [p for p in state.permanents if ins.words in state.chars(p).colors]
        before = zones.static_view(state)
        for perm in gone:
            name = state.name_of(perm.id)
            zones.leave_play(state, perm, "hand")
            state.log("bounce", f"{name} is returned to {perm.owner}'s hand.", rules + cite("217.1a"))
        if not gone:
            state.log("resolve", f"{obj.name} finds no {ins.words} permanent in play.", rules)
        zones.report_static_change(state, before, gone, entering=False)
    elif ins.op in more_effects.OPS:
        more_effects.follow(state, obj, ins, key, rules)
    else:
        _follow_more(state, obj, ins, key, rules)


def discard_card(state: Game, player: Player, rules: tuple[RuleNumber, ...]) -> None:
    """*player* discards a card of his or her choice: the scenario's ``choose: {object: card}``,
    or by default the first card in hand (217.3a); with an empty hand, nothing (103.3)."""
    if not player.hand:
        state.log("discard", f"{player.name} has no card in hand to discard.", rules + cite("103.3"))
        return
    choice = state.answer("object")
    if choice is not None and choice.object not in player.hand:
        raise IllegalActionError(f"{player.name} has no {choice.object!r} in hand to discard", cite("217.3a"))
    card = choice.object if choice is not None else player.hand[0]
    zones.discard(state, player, [card])
    state.log("discard", f"{player.name} discards {card}" + (" (the default: the first card in hand)" if choice is None
                                                             else "") + ".", rules + cite("217.3a"), default=choice is None)


__all__ = ["OPS", "discard_card", "follow"]
