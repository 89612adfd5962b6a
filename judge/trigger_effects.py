"""Instructions the effects of combat and damage triggers give (413.2b): a player named by
the trigger discards, counters go on the source, the source returns to its owner's hand,
a bonus counted as it resolves, and "destroy that creature at end of combat" (404.4)."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import pool_effects, zones
from judge.abilities import COLORS, LAND_TYPES, Instruction
from judge.damage import kept_from_losing
from judge.characteristics import Game
from judge.characteristics import counted as count_permanents
from judge.entering import put_into_play
from judge.errors import IllegalActionError
from judge.layer_rules import pt_change_rules
from judge.objects import Effect, Permanent, StackObject
from judge.rules import cite

#: The operations this module follows.
OPS = ("discard", "add_counters", "return_self", "pump_each", "delayed_destroy_combat", "color_choice", "untap_self",
       "draw_that", "steal_blockers", "remove_from_combat", "discard_hands", "counters_attacking", "pump_counted",
       "poison", "lose_game", "win_game", "reorder_top", "return_linked", "steal_while_tapped", "remove_counters_all")


def _counted_creature(state: Game, perm: Permanent, who: str, controller: str, this: str | None) -> bool:
    """Whether *perm* is one of "each attacking creature", "each (other) creature (with modular) you
    control" as the instruction is followed (413.2b); a creature with modular has the look-back ability
    modular gives it ("you may put its +1/+1 counters on target artifact creature")."""
    chars = state.chars(perm)
    if not chars.is_creature:
        return False
    if who == "each attacking creature":
        return perm.attacking
    return (perm.controller == controller and not (who.startswith("each other ") and perm.id == this)
            and ("with modular" not in who or any(i.op == "add_counters_target" and i.words == "counters"
                                                  for t in chars.triggered for i in t.effect.instructions)))


def _lacks_each(state: Game, player: str, condition: str) -> list[str]:
    """What *player* lacks of an ``each:`` condition ("you control a land of each basic land type and a creature
    of each color", judge.effect_text): the basic land types none of his or her lands has (212.6d) and the colors
    none of his or her creatures has (203.2b), as it is now."""
    mine = [state.chars(p) for p in state.permanents if state.chars(p).controller == player]
    lacking: list[str] = []
    for part in condition.removeprefix("each:").split("&"):
        if part == "land:type":
            have = {sub for c in mine if "land" in c.types for sub in c.subtypes}
            lacking += [land for land in LAND_TYPES if land not in have]
        elif part == "creature:color":
            have = {color for c in mine if c.is_creature for color in c.colors}
            lacking += [color for color in COLORS if color not in have]
    return lacking


def _lacked(lacking: list[str]) -> list[str]:
    """The words for the basic land types and colors of :func:`_lacks_each`: ``land with the type Island``,
    ``blue creature``."""
    return [f"land with the type {what}" if what[0].isupper() else f"{what} creature" for what in lacking]


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is what the trigger calls "that"."""
    this = obj.source.perm_id if obj.source else None
    holder = state.find(this) if this else None
    if ins.op == "discard":
        _discard(state, obj, ins, key, rules)
    elif ins.op == "poison":  # the player it hit (410.2), or the defending player; ten or more lose (420.5h)
        player = state.player(key) if ins.who == "that" and key else state.defending_player
        player.poison += ins.amount
        state.log("poison", f"{player.name} gets {ins.amount} poison counter{'s' * (ins.amount != 1)} (now "
                  f"{player.poison}).", rules + cite("420.5h") * (player.poison >= 10))
    elif ins.op == "return_linked":  # Faceless Butcher: the cards its first ability removed, as it left play (410.10d)
        linked = [key for key in str(obj.extra.get("linked", "")).split("|") if key]
        if not linked:
            state.log("resolve", f"{obj.name} does nothing: no card was removed from the game with "
                      f"{obj.source.name if obj.source else 'it'}.", rules + cite("410.10d"))
        for card in linked:
            _return_removed(state, obj, card, rules)
    elif ins.op == "reorder_top":
        _reorder_top(state, obj, ins.amount, rules)
    elif ins.op == "lose_game":  # the player it hit (410.2), or its controller; the game ends at once (102.3)
        player = state.player(key) if ins.who == "that" and key else state.player(obj.controller)
        if kept_from_losing(state, player, f"{obj.name} says {player.name} loses it"):
            return
        player.lost = True
        state.log("lose", f"{player.name} loses the game ({obj.name}).", rules + cite("102.3"))
        state.ended = True
        state.log("game_over", zones.game_over_text(state), cite("102.3"))
    elif ins.op == "steal_while_tapped" and state.find(key) is not None:
        _steal_while_tapped(state, obj, holder, key, ins.words, rules)
    elif ins.op == "win_game":  # Epic Struggle: its controller wins, so every opponent loses (102.3); an opponent's
        # Platinum Angel says its controller's opponents can't win the game: "can't" wins (103.2)
        winner = state.player(obj.controller)
        lacking = _lacks_each(state, winner.name, ins.words) if ins.words.startswith("each:") else []
        if lacking:  # Coalition Victory: "if you control ...", as it resolves (413.2b)
            state.log("resolve", f"{obj.name} does nothing: {winner.name} controls no "
                      f"{' and no '.join(_lacked(lacking))}.", rules)
            return
        if any(kept_from_losing(state, p, f"{obj.name} says {winner.name} wins it") for p in state.players if p is not winner):
            return
        for player in state.players:
            player.lost = player is not winner
        state.log("win", f"{winner.name} wins the game ({obj.name}).", rules + cite("102.3"))
        state.ended = True
        state.log("game_over", zones.game_over_text(state), cite("102.3"))
    elif ins.op == "add_counters" and ins.who == "that":  # Aurification: the creature that dealt the damage (410.2)
        that = state.find(key) if key else None
        if that is None:
            state.log("resolve", f"{obj.name} does nothing: that creature is no longer in play.", rules + cite("413.2b"))
        else:
            state.add_counters(that, ins.words, ins.amount)
            count = that.counters.get(ins.words, 0)
            state.log("counters", f"A {ins.words} counter is put on {state.name_of(that.id)} (now {count} {ins.words} "
                      f"counter{'s' * (count != 1)}).", rules)
    elif ins.op == "remove_counters_all":  # Aurification: every creature in play as it resolves (413.2b)
        having = [p for p in state.creatures() if p.counters.get(ins.words, 0)]
        for perm in having:
            state.remove_counters(perm, ins.words, perm.counters[ins.words])
        names = ", ".join(state.name_of(p.id) for p in having) or "no creature"
        state.log("counters", f"All {ins.words} counters are removed from all creatures ({names}).", rules)
    elif ins.op == "add_counters" and holder is not None and ins.amount < 0:  # Karstoderm: one it has (413.2b)
        _remove_counter(state, obj, holder, ins.words, rules)
    elif ins.op == "add_counters" and ins.who == "enchanted":  # Sadistic Glee: what its source enchants now
        enchanted = state.find(str(holder.attached_to)) if holder is not None and holder.attached_to else None
        if enchanted is not None:
            state.add_counters(enchanted, ins.words, ins.amount)
            power, toughness = state.power_toughness(enchanted.id)
            state.log("counters", f"A {ins.words} counter is put on {state.name_of(enchanted.id)} (now "
                      f"{power}/{toughness}).", rules + pt_change_rules(state, enchanted.id, counters=True))
    elif ins.op == "add_counters" and holder is not None:
        state.add_counters(holder, ins.words, ins.amount)
        power, toughness = state.power_toughness(holder.id)
        counted = f"{ins.amount} {ins.words} counters are" if ins.amount != 1 else f"A {ins.words} counter is"
        count = holder.counters.get(ins.words, 0)
        now = f" (now {power}/{toughness})" if power is not None else f" (now {count} {ins.words} counter{'s' * (count != 1)})"
        state.log("counters", f"{counted} put on {state.name_of(holder.id)}{now}.",
                  rules + (pt_change_rules(state, holder.id, counters=True) if ins.words in ("+1/+1", "-1/-1") else ()))
    elif ins.op == "return_self" and holder is not None:
        name = state.name_of(holder.id)
        before = zones.static_view(state)
        zones.leave_play(state, holder, "hand")
        state.log("bounce", f"{name} is returned to {holder.owner}'s hand.", rules + cite("217.1a"))
        zones.report_static_change(state, before, [holder], entering=False)
    elif ins.op == "return_self" and obj.extra.get("zone") == "graveyard":
        _return_from_graveyard(state, obj, rules)
    elif ins.op == "steal_blockers":
        _steal_blockers(state, obj, holder, rules)
    elif ins.op == "draw_that" and key and state.is_player(key):
        zones.draw(state, state.player(key), ins.amount, rules)
    elif ins.op == "counters_attacking":  # Fangren Firstborn: each one attacking as it resolves (413.2b)
        for perm in [p for p in state.permanents if _counted_creature(state, p, ins.who, obj.controller, this)]:
            state.add_counters(perm, ins.words, ins.amount)
            power, toughness = state.power_toughness(perm.id)
            state.log("counters", f"A {ins.words} counter is put on {state.name_of(perm.id)} (now {power}/{toughness}).",
                      rules + pt_change_rules(state, perm.id, counters=True))
    elif ins.op == "pump_counted" and (ins.who == "all creatures" or state.find(
            key or (this if ins.who == "this" else "") or "") is not None):
        key = key or this or ""  # Timberwatch Elf, Feeding Frenzy; Vile Deacon: itself. X counted once (413.2f)
        # "you control" is the spell's or ability's controller (Irradiate), whoever controls the target
        mine = [p for p in state.permanents if p.controller == obj.controller]
        ref = (mine[0] if mine else None) if ins.words.endswith(" you control") or not key else state.get(key)
        count = 0 if ref is None else count_permanents(state.permanents, {p.id: state.chars(p) for p in state.permanents},
                                                       ref, ins.words) if not ins.words.endswith(" of this") else \
            pool_effects.of_source(state, obj, ins.words.removesuffix(" of this"))
        what = (f"the number of {ins.words[:1].upper() + ins.words[1:]}" if not ins.words.endswith(" of this") else
                f"{obj.source.name if obj.source else 'its source'}'s " + ins.words.removesuffix(" of this").replace("counter", "counters"))
        state.log("count", f"X is {count}, {what}, counted as it resolves.", rules + cite("413.2f"))
        power, toughness = (ins.power, ins.toughness) if ins.power or ins.toughness else (1, 1)
        pump = dataclasses.replace(ins, op="pump", who="target", power=power * count, toughness=toughness * count, words="")
        for each in [p.id for p in state.creatures()] if ins.who == "all creatures" else [key]:  # locked in (418.3b)
            zones.pump(state, each, pump, obj.name, this, rules + cite("418.3b") * (ins.who == "all creatures"))
    elif ins.op == "discard_hands":
        everyone = sorted(state.players, key=lambda p: p is not state.active_player)  # at once (103.4)
        for player in everyone if ins.who == "each player" else [state.player(obj.controller)]:
            cards = list(player.hand)
            zones.discard(state, player, cards)
            state.log("discard", f"{player.name} discards every card in hand ({', '.join(cards)})." if cards else
                      f"{player.name} has no card in hand to discard.",
                      rules + cite("217.3a", *("103.4",) * (ins.who == "each player")))
        state.changed()
    elif ins.op == "remove_from_combat" and ins.who == "that" and state.find(key) is not None:
        _untap_and_remove(state, state.get(key), ins, rules)
    elif ins.op == "remove_from_combat" and ins.who == "this" and holder is not None:
        _untap_and_remove(state, holder, ins, rules)
    elif ins.op == "untap_self" and holder is not None and holder.tapped:
        holder.tapped = False
        state.changed()
        state.log("untap", f"{state.name_of(holder.id)} becomes untapped.", rules)
    elif ins.op == "pump_each" and holder is not None and ins.words.startswith(("beyond the first", "blocking it")):
        _pump_beyond_first(state, obj, ins, holder, rules)
    elif ins.op == "pump_each" and holder is not None:
        # 413.2f: the number is determined once, as the effect is applied
        count = sum(1 for p in state.permanents if p.attacking and p is not holder
                    and ins.words in state.chars(p).subtypes)
        pump = dataclasses.replace(ins, op="pump", power=ins.power * count, toughness=ins.toughness * count, words="")
        state.log("count", f"{state.name_of(holder.id)} counts {count} other attacking {ins.words}"
                  f"{'s' * (count != 1)} as the effect applies.", rules + cite("413.2f"))
        zones.pump(state, holder.id, pump, obj.name, this, rules)
    elif ins.op == "color_choice" and holder is not None:
        choice = state.answer("color")
        color = choice.color if choice is not None and choice.color else (state.chars(holder).colors or ("green",))[0]
        state.effects.append(Effect("color", state.next_timestamp(), holder.id, source=obj.name, label=color))
        state.changed()
        state.log("color", f"{state.name_of(holder.id)} becomes {color} until end of turn"
                  + (" (the default color: the one it has)" if choice is None else "") + ".",
                  rules + cite("418.3a", "418.5b"), default=choice is None)
    elif ins.op == "delayed_destroy_combat" and ins.words.startswith(("counter:", "bounce:")):  # Clockwork Dragon,
        if holder is not None:                                                                    # Wall of Junk (404.4)
            state.effects.append(Effect("delayed_destroy_combat", state.next_timestamp(), holder.id, source=obj.name,
                                        until="", controller=obj.controller, label=f"{ins.words}|{holder.id}"))
        what = f"remove a {ins.words[8:]} counter from {{}}" if ins.words.startswith("counter:") else \
            "return {} to its owner's hand"
        state.log("delayed", f"A delayed triggered ability is created: at end of combat, "
                  f"{what.format(state.name_of(holder.id))}." if holder is not None else f"{obj.name} creates no "
                  "delayed ability: its source is no longer in play.", rules + cite("404.4", "404.4a"))
    elif ins.op == "delayed_destroy_combat" and ins.who == "this":
        _delayed_destroy_blocked(state, obj, holder, rules, alone=ins.words == "itself")
    elif ins.op == "delayed_destroy_combat" and state.find(key) is not None:
        blocks = ins.words == "its blocks"  # Venomous Breath: what blocked or was blocked by it, as it triggers
        state.effects.append(Effect("delayed_destroy_combat", state.next_timestamp(), key, source=obj.name,
                                    until="", controller=obj.controller,
                                    label=("blocks:" if blocks else "") + state.name_of(key)))
        later = " (this combat's \"at end of combat\" abilities have already triggered, so it waits for the next " \
                "end of combat)" if state.step == "end_of_combat" else ""
        what = f"all creatures that blocked or were blocked by {state.name_of(key)} this turn" if blocks else \
            state.name_of(key)
        state.log("delayed", f"A delayed triggered ability is created: at end of combat, destroy {what}{later}.",
                  rules + cite("404.4", "404.4a"))
    elif ins.op == "delayed_destroy_combat":
        state.log("resolve", f"{obj.name} creates no delayed ability: {obj.extra.get('that_name', 'that creature')} "
                  "is no longer in play.", rules + cite("404.4d"))


def beyond_first(perm: Permanent) -> int:
    """How many creatures block *perm* beyond the first, now: what rampage (502.12a) and
    "for each creature blocking it beyond the first" count as they resolve (413.2f, 502.12b)."""
    return max(0, len(perm.blockers) - 1)


def _pump_beyond_first(state: Game, obj: StackObject, ins: Instruction, holder: Permanent,
                       rules: tuple[RuleNumber, ...]) -> None:
    """"It gets -1/-1 until end of turn for each creature blocking it beyond the first"
    (Jungle Wurm): counted once, as it resolves (413.2f), as rampage's bonus is (502.12b); "for each creature
    blocking it" (Gang of Elk): every one blocking it then."""
    every = ins.words.startswith("blocking it")
    beyond = sum(1 for b in holder.blockers if (p := state.find(b)) is not None and holder.id in p.blocking) if every \
        else beyond_first(holder)
    read = " (read as the printed ability: until end of turn)" if ins.words.endswith("(no duration)") else ""
    state.log("count", f"{state.name_of(holder.id)} counts {beyond} creature{'s' * (beyond != 1)} blocking it"
              f"{'' if every else ' beyond the first'} as the effect applies{read}.",
              rules + cite("413.2f") + (() if every else cite("502.12b")))
    if beyond:
        pump = dataclasses.replace(ins, op="pump", power=ins.power * beyond, toughness=ins.toughness * beyond, words="")
        zones.pump(state, holder.id, pump, obj.name, holder.id, rules)


def _delayed_destroy_blocked(state: Game, obj: StackObject, holder: Permanent | None,
                             rules: tuple[RuleNumber, ...], alone: bool = False) -> None:
    """"At end of combat, destroy it and all creatures it blocked this turn" (Defiant
    Vanguard): one delayed triggered ability (404.4) for the creature and the attackers it
    blocked, remembered as the blocks trigger triggered (410.2); each one still in play. *alone*: "destroy it at
    end of combat" (Cinder Wall), the creature only."""
    blocked = [] if alone else [str(i) for i in obj.extra.get("blocked", ())] or (
        holder.blocking if holder is not None else [])
    doomed = ([holder.id] if holder is not None else []) + [i for i in blocked if state.find(i) is not None]
    if not doomed:
        state.log("resolve", f"{obj.name} creates no delayed ability: none of the creatures it names is still in "
                  "play.", rules + cite("404.4d"))
        return
    stamp = state.next_timestamp()
    for key in doomed:  # one ability: the effects share their timestamp
        state.effects.append(Effect("delayed_destroy_combat", stamp, key, source=obj.name, until="",
                                    controller=obj.controller, label=state.name_of(key)))
    names = " and ".join(state.name_of(key) for key in doomed)
    state.log("delayed", f"A delayed triggered ability is created: at end of combat, destroy {names}.",
              rules + cite("404.4", "404.4a"))


def resolve_delayed(state: Game, obj: StackObject) -> None:
    """A delayed "destroy" ability resolves: it destroys what it refers to, whatever that has
    become (404.4c), and does nothing to what left play after it was created (404.4d)."""
    if str(obj.extra["delayed"]).startswith("card:"):
        for key in str(obj.extra["delayed"]).split("|"):  # "those cards" (Planar Guide)
            _return_removed(state, obj, key)
        return
    keys = (str(obj.extra["delayed"]), *(str(key) for key in obj.extra.get("also", ())))
    labels = tuple(obj.extra.get("labels", ())) or (obj.extra.get("label", "the permanent"),)
    for key, label in zip(keys, labels):
        doomed = state.find(key)
        if label.startswith("counter:"):  # "remove a +1/+1 counter from it at end of combat" (Clockwork Dragon)
            _remove_counter(state, obj, doomed, label[8:].split("|")[0])
        elif label.startswith("bounce:") and doomed is not None:  # "return it to its owner's hand at end of combat"
            name = state.name_of(doomed.id)
            zones.leave_play(state, doomed, "hand")
            state.log("bounce", f"{name} is returned to {doomed.owner}'s hand.", cite("413.2b", "404.4", "217.1a"))
        elif label.startswith("bounce:"):
            state.log("resolve", f"{obj.name} does nothing: the permanent left play after the ability was created.",
                      cite("404.4d"))
        elif doomed is not None:
            changed = cite("404.4c") if not state.chars(doomed).is_creature else ()  # whatever it has become
            why = obj.name + ("; it refers to that permanent, which is no longer a creature" if changed else "")
            zones.destroy(state, doomed, True, why, cite("413.2b", "404.4") + changed)
        else:
            what = f" to {label}: it" if len(keys) > 1 else f": {label}"
            state.log("resolve", f"{obj.name} does nothing{what} left play after the ability was created.",
                      cite("404.4d"))


def _remove_counter(state: Game, obj: StackObject, perm: Permanent | None, kind: str,
                    rules: tuple[RuleNumber, ...] = cite("413.2b", "404.4")) -> None:
    """A delayed ability (or Karstoderm's, *rules* its own) removes a counter of *kind* from the permanent it refers
    to, if it is still in play with one (404.4d, 416.3)."""
    if perm is None or not perm.counters.get(kind):
        state.log("resolve", f"{obj.name} does nothing: " + ("the permanent left play after the ability was created"
                  if perm is None else f"{state.name_of(perm.id)} has no {kind} counter") + ".",
                  cite("404.4d") if perm is None else cite("416.3"))
        return
    state.remove_counters(perm, kind, 1)
    power, toughness = state.power_toughness(perm.id)
    state.log("counters", f"A {kind} counter is removed from {state.name_of(perm.id)} (now {power}/{toughness}).",
              rules + pt_change_rules(state, perm.id, counters=True))


def _return_removed(state: Game, obj: StackObject, key: str, rules: tuple[RuleNumber, ...] = cite("413.2b", "404.4")) -> None:
    """A delayed "return it to play under its owner's control" ability resolves (404.4), or Faceless Butcher's
    (*rules* its own): the card comes back as a new object (217.1c), unless it has left the removed-from-the-game
    zone."""
    _, owner, card = key.split(":", 2)
    player = state.player(owner)
    if card not in player.removed:
        state.log("resolve", f"{obj.name} does nothing: {card} is no longer removed from the game.",
                  cite("404.4d") if "404.4" in {str(r) for r in rules} else rules)
        return
    player.removed.remove(card)
    perm = put_into_play(state, state.card_def(card), owner, owner)
    state.log("comes_into_play", f"{card} returns to play under {owner}'s control (id {perm.id}).", rules + cite("217.1c"))


def _steal_blockers(state: Game, obj: StackObject, holder: Permanent | None, rules: tuple[RuleNumber, ...]) -> None:
    """"Gain control of all creatures blocking this for as long as you control this" (The
    Wretched): the creatures blocking it as it resolves, in layer 2, for an "as long as"
    duration that does nothing if it ended before it would begin (418.3d)."""
    if holder is None or holder.controller != obj.controller:
        state.log("resolve", f"{obj.name} does nothing: {obj.controller} no longer controls "
                  f"{obj.source.name if obj.source else 'its source'}, so its \"as long as\" duration has ended.",
                  rules + cite("418.3d"))
        return
    blockers = [p for p in state.permanents if holder.id in p.blocking]
    stamp = state.next_timestamp()
    for perm in blockers:
        state.effects.append(Effect("control", stamp, perm.id, source=obj.name, controller=obj.controller,
                                    until=f"while:{holder.id}:{obj.controller}"))
    names = ", ".join(state.name_of(p.id) for p in blockers) or "no creature (none is blocking it)"
    state.log("control", f"{obj.controller} gains control of {names} for as long as {obj.controller} controls "
              f"{state.name_of(holder.id)}.", rules + cite("418.3a", "418.5a"))
    zones.update_control(state)


def _steal_while_tapped(state: Game, obj: StackObject, holder: Permanent | None, key: str, words: str,
                        rules: tuple[RuleNumber, ...]) -> None:
    """"Gain control of target creature for as long as [you control this and] this remains tapped" (Rubinia
    Soulsinger, Vedalken Shackles): layer 2 (418.5a), ended once its source untaps or leaves play (or changes
    control), 418.3a; Old Man of the Sea's, also once that creature's power is greater than its own; a duration
    already over as it resolves: nothing happens (418.3d)."""
    controlled = words == "controlled"
    if holder is None or not holder.tapped or controlled and holder.controller != obj.controller:
        state.log("resolve", f"{obj.name} does nothing: its \"as long as\" duration ended before it would begin.",
                  rules + cite("418.3d"))
        return
    until = f"while:{holder.id}:{obj.controller}:tapped" if controlled else \
        f"tapped:{holder.id}" + ":power" * (words == "power bound")
    state.effects.append(Effect("control", state.next_timestamp(), key, source=obj.name, controller=obj.controller,
                                until=until))
    duration = f"{obj.controller} controls {state.name_of(holder.id)} and it" if controlled else state.name_of(holder.id)
    power = f" and {state.name_of(key)}'s power remains no greater than its power" if words == "power bound" else ""
    state.log("control", f"{obj.controller} gains control of {state.name_of(key)} for as long as {duration} remains "
              f"tapped{power}: control in layer 2.", rules + cite("418.3a", "418.5a"))
    zones.update_control(state)


def _return_from_graveyard(state: Game, obj: StackObject, rules: tuple[RuleNumber, ...]) -> None:
    """"When this is put into a graveyard from play, return it to its owner's hand": the
    ability looks for the card in the zone it went to (410.10)."""
    owner, card = state.player(str(obj.extra["owner"])), str(obj.extra["card"])
    if card not in owner.graveyard:
        state.log("resolve", f"{obj.name} does nothing: {card} is no longer in {owner.name}'s graveyard.",
                  rules + cite("410.10"))
        return
    owner.graveyard.remove(card)
    owner.hand.append(card)
    state.changed()
    state.log("hand", f"{card} is returned from {owner.name}'s graveyard to his or her hand.", rules + cite("410.10"))


def _untap_and_remove(state: Game, perm: Permanent, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """"(Untap it and) remove it from combat": it stops being an attacking, blocking, blocked or
    unblocked creature (306.2)."""
    untapped = ins.words == "untap" and perm.tapped
    perm.tapped = perm.tapped and not untapped
    was = perm.in_combat
    zones.remove_from_combat(state, perm)
    state.changed()
    state.log("combat", f"{state.name_of(perm.id)} " + ("becomes untapped and " if untapped else "")
              + ("is removed from combat" if was else "is not in combat") + ".", rules + cite("306.2"))


def _reorder_top(state: Game, obj: StackObject, count: int, rules: tuple[RuleNumber, ...]) -> None:
    """Sage Owl: its controller looks at the top *count* cards of his or her library and puts
    them back in any order: the scenario's ``choose: {order: [...]}``, top first, by default as
    they were (the card text lets the player look, an exception to 217.2b, 103.1)."""
    player = state.player(obj.controller)
    library, seen = player.library, []
    for _ in range(min(count, len(library))):
        card, library = library.draw()
        seen.append(card)
    choice = state.answer("order")
    order = list(choice.order) if choice is not None else seen
    if sorted(order) != sorted(seen):
        raise IllegalActionError(f"{player.name} must put back exactly the cards seen ({', '.join(seen)}), "
                                 f"not {', '.join(order)}", cite("413.2b"))
    for card in reversed(order):
        library = library.put_on_top(card)
    player.library = library
    shown = ", ".join(c or "a card" for c in order)
    state.log("library", f"{player.name} looks at the top {len(seen)} cards of his or her library and puts them back "
              f"in this order, top first: {shown}" + (" (the default: as they were)" if choice is None else "") + ".",
              rules + cite("217.2b", "103.1"), default=choice is None)


def _discard(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """"That player discards a card" (at random), or "two cards": for each, the scenario's
    ``choose: {object: card}``, or by default the first card in hand."""
    if not key or not state.is_player(key):
        return
    player = state.player(key)
    times = max(ins.amount, 1)
    if ins.words.startswith("for each "):  # Mind Sludge: "for each Swamp you control", counted once (413.2f)
        kind = ins.words.removeprefix("for each ")
        times = sum(1 for p in state.permanents if p.controller == obj.controller
                    and (kind in state.chars(p).types or kind in state.chars(p).subtypes))
        state.log("count", f"As {obj.name} resolves, {obj.controller} controls {times} {kind}"
                  f"{'s' * (times != 1 and kind != 'Plains')}.", rules + cite("413.2f"))
    for _ in range(times):
        if not player.hand:
            state.log("discard", f"{player.name} has no card in hand to discard.", rules)
            return
        choice = state.answer("object")
        card = choice.object if choice is not None and choice.object in player.hand else player.hand[0]
        how = " at random" if ins.words == "at random" else ""
        default = "" if choice is not None else (" (the default: the first card in hand)" if not how else
                                                 " (the default for the random choice: the first card in hand)")
        zones.discard(state, player, [card])
        state.log("discard", f"{player.name} discards {card}{how}{default}.", rules + cite("217.3a"),
                  default=choice is None)


__all__ = ["OPS", "beyond_first", "follow", "resolve_delayed"]
