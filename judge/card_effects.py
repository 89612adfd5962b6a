"""What the instructions of :mod:`judge.card_texts` do as a spell or ability resolves (413.2b):
Humble's lost abilities and 0/1 (layers 5 and 6 of 418.5a), Final Punishment's life loss
counted from the damage dealt this turn (413.2f), Kamahl's land animation (layer 4) and his
pump of the creatures a target player controls (418.3b), Forgotten Ancient's moved counters,
and a search put into play ("if you do", Academy Rector)."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import stack, triggers, zones
from judge.abilities import Instruction
from judge.characteristics import Game
from judge.costs import card_snapshot
from judge.damage import deal_damage
from judge.entering import put_into_play
from judge.errors import IllegalActionError
from judge.objects import Effect, Library, Permanent, Player, Snapshot, StackObject
from judge.targets import find_target, target_problem
from judge.rules import cite

#: The operations this module follows.
OPS = ("pump_x", "mill", "humble", "lose_life_damage", "animate_land", "mass_pump_target", "move_counters", "tutor_into_play",
       "imprint_hand", "play_imprinted", "copy_spell", "animate_self", "unpreventable",
       "sacrifice_unless", "lose_life_each", "look_hand", "discard_each", "hand_to_top", "damage_others", "tap_others",
       "return_theirs", "damage_counted_that", "land_from_hand", "animate_keyword", "pump_type", "damage_counted_target",
       "lose_life_counted", "lose_all_but", "gain_lost", "gain_life_toughness", "discard_n_you", "pump_enchanted",
       "counted_each", "pump_attacking", "gain_x", "draw_x", "pump_gain_self")


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
        zones.pump(state, key, dataclasses.replace(ins, op="pump", power=obj.x, x=False), obj.name, this, rules)
    elif ins.op == "mill" and state.is_player(key):
        player, milled = state.player(key), []
        for _ in range(min(ins.amount, len(player.library))):
            card, player.library = player.library.draw()
            milled.append(card or "Card")
        player.graveyard.extend(milled)
        state.changed()
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
    elif ins.op == "sacrifice_unless":
        _sacrifice_unless(state, obj, ins, rules)
    elif ins.op in MORE_OPS:
        _follow_more(state, obj, ins, key, rules)
    elif ins.op == "animate_self" and obj.source is not None and state.find(obj.source.perm_id or "") is not None:
        _animate_self(state, obj, ins, str(obj.source.perm_id), rules)


#: Session 23's effects of triggers many pool cards share.
MORE_OPS = ("lose_life_each", "look_hand", "discard_each", "hand_to_top", "damage_others", "tap_others", "return_theirs",
            "damage_counted_that", "land_from_hand", "animate_keyword", "pump_type", "damage_counted_target",
            "lose_life_counted", "lose_all_but", "gain_lost", "gain_life_toughness", "discard_n_you", "pump_enchanted",
            "counted_each", "pump_attacking", "gain_x", "draw_x", "pump_gain_self")


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
    elif ins.op == "discard_each":  # Earsplitting Rats: in turn order, each chooses (103.4, 217.3a)
        for player in _players_from(state, obj, "each player"):
            if not player.hand:
                state.log("discard", f"{player.name} has no card in hand to discard.", rules + cite("103.3"))
                continue
            choice = state.answer("object")
            if choice is not None and choice.object not in player.hand:
                raise IllegalActionError(f"{player.name} has no {choice.object!r} in hand to discard", cite("217.3a"))
            card = choice.object if choice is not None else player.hand[0]
            player.hand.remove(card)
            player.graveyard.append(card)
            state.log("discard", f"{player.name} discards {card}" + (" (the default: the first card in hand)" if choice
                      is None else "") + ".", rules + cite("103.4", "217.3a"), default=choice is None)
        state.changed()
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
        affected = [p for p in state.creatures() if subtype in state.chars(p).subtypes
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
        state.log("pump", f"{subtype} creatures{' ' + obj.controller + ' controls' if ins.who == 'you' else ''} {what} "
                  "until end of turn: "
                  + (", ".join(f"{state.name_of(p.id)} (now {_pt(state, p.id)})" for p in affected) or "none is in play")
                  + "; creatures that come into play later aren't affected.", rules + cite("418.3a", "418.3b"))
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
        player.life += toughness
        state.changed()
        state.log("life", f"{player.name} gains {toughness} life, {obj.extra.get('that_name', 'that creature')}'s "
                  f"toughness{' as it resolves' if creature is not None else ' as it came into play'} (now "
                  f"{player.life}).", rules + cite("413.2f"))
    elif ins.op == "gain_x":  # Death Grasp: the X announced as it was played (409.1b)
        player = state.player(obj.controller)
        player.life += obj.x
        state.changed()
        state.log("life", f"{player.name} gains {obj.x} life (now {player.life}).", rules + cite("409.1b"))
    elif ins.op == "draw_x" and state.is_player(key):  # Stroke of Genius: the X announced (409.1b)
        zones.draw(state, state.player(key), obj.x, rules + cite("409.1b"))
    elif ins.op == "pump_gain_self" and this is not None:  # Megatog: +3/+3 (layer 6) and trample (layer 5)
        zones.pump(state, this.id, dataclasses.replace(ins, op="pump", words=""), obj.name, this.id, rules)
        state.effects.append(Effect("grant", state.next_timestamp(), this.id, source=obj.name, label=ins.words))
        state.changed()
        state.log("continuous", f"{state.name_of(this.id)} gains {ins.words} until end of turn.", rules + cite("418.3a"))
    elif ins.op in ("discard_n_you", "pump_enchanted", "counted_each", "pump_attacking"):
        _follow_simple(state, obj, ins, this, rules)
    elif ins.op in ("lose_all_but", "gain_lost"):
        _life_remembered(state, obj, ins, rules)
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
            player.hand.remove(card)
            player.graveyard.append(card)
            state.changed()
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
        where = "in play" if where == "in play" else f"controlled by {player.name}"
        state.log("count", f"As {obj.name} resolves, {count} {kind} permanent{'s' * (count != 1)} "
                  f"{'is' if count == 1 else 'are'} {where}.", rules + cite("413.2f"))
        if what == "draw":
            zones.draw(state, player, count, rules)
        else:
            player.life += ins.amount * count
            state.changed()
            state.log("life", f"{player.name} gains {ins.amount * count} life (now {player.life}).", rules)
    elif ins.op == "pump_attacking":  # Pianna: the creatures attacking as it resolves (418.3b)
        for perm in [p for p in state.creatures() if p.attacking]:
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
    player.life += gained
    state.changed()
    name = obj.source.name if obj.source is not None else obj.name
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
        player.hand.remove(card)
        player.graveyard.append(card)
        state.changed()
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
              f"{_pt(state, target.id)}).", rules + cite("418.5g"))


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
