"""Instructions that reach past one target's damage or life (413.2b): a target creature
gains an ability or a restriction until end of turn, a player sacrifices a creature of his
or her choice ("target player sacrifices a creature", "each player sacrifices a creature"),
every permanent of a type is destroyed or returned to its owner's hand, a target is removed
from the game (and its controller gains life equal to its power, as it last existed), and
+1/+1 counters go on a target creature."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import keywords, triggers, zones
from judge.abilities import Instruction
from judge.instructions import subtype_of
from judge.cards import CardDef
from judge.characteristics import Game, counted
from judge.damage import deal_damage
from judge.entering import put_into_play
from judge.errors import IllegalActionError
from judge.layer_rules import pt_change_rules
from judge.objects import Effect, Library, Permanent, Player, Snapshot, StackObject
from judge.pool_effects import discard_card
from judge.rules import cite

#: The operations this module follows.
OPS = ("gain_target", "remove_blocked", "delayed_return", "flicker", "remove_all", "bounce_enchanted", "edict", "destroy_kinds", "bounce_all", "remove", "gain_life_power", "add_counters_target",
       "damage_sweep", "pump_all", "discard_you", "sacrifice_unless_discard", "damage_no_regen", "return_card",
       "lose_life_cmc", "tutor", "duress", "untap_lands", "recoil", "damage_counted", "mana_short",
       "regenerate_target", "counter_to_top", "put_back", "twiddle", "prevent_all", "void", "destroy_blocks", "to_library",
       "destroy_locals")

#: The card types "destroy all ..." names, by its words.
_KINDS = {"lands": ("land",), "enchantments": ("enchantment",), "artifacts": ("artifact",),
          "artifacts and enchantments": ("artifact", "enchantment"),
          "artifacts, creatures, and enchantments": ("artifact", "creature", "enchantment"),
          "artifacts, creatures and enchantments": ("artifact", "creature", "enchantment"),
          "artifacts and creatures": ("artifact", "creature"),
          "artifacts, creatures, and lands": ("artifact", "creature", "land"),
          "artifacts, creatures and lands": ("artifact", "creature", "land")}


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...],
           source: Snapshot) -> None:
    """Follow one of :data:`OPS` for *obj* (whose damage comes from *source*); *key* is its
    target (or what "that" names)."""
    if ins.op == "gain_target" and ins.who == "this" and obj.source is not None:
        key = obj.source.perm_id or ""  # "this gains protection from the color of your choice" (Jareth)
    if ins.op == "gain_target" and ins.who == "enchanted":  # Keldon Mantle: what the source is attached to now
        holder = state.find(obj.source.perm_id or "") if obj.source is not None else None
        key = holder.attached_to or "" if holder is not None else ""
    if ins.op == "gain_target" and state.find(key) is not None:
        words, default = ins.words, False
        if words.endswith("of your choice"):  # chosen as it resolves (413.2b)
            choice = state.answer("color")
            theirs = [c for p in state.permanents if p.controller != obj.controller for c in state.chars(p).colors]
            color = choice.color if choice is not None else (theirs or ["white"])[0]
            words, default = f"protection from {color}", choice is None
        state.effects.append(Effect("grant", state.next_timestamp(), key, source=obj.name, label=words))
        state.changed()
        restriction = words.startswith("can't")
        state.log("continuous", f"{state.name_of(key)} {'' if restriction else 'gains '}{words}"
                  f"{' this turn' if restriction else ' until end of turn'}"
                  + (" (the default color: the first of a permanent an opponent controls, else white)" * default) + ".",
                  rules + cite("418.3a") + (cite("500.1") if restriction else ()), default=default)
    elif ins.op == "discard_you":
        _discard(state, obj, rules)
    elif ins.op == "sacrifice_unless_discard" and obj.source is not None and state.find(obj.source.perm_id or ""):
        perm, player = state.get(obj.source.perm_id or ""), state.player(obj.controller)
        choice = state.answer("pay")  # Masticore: the player chooses, on resolution (413.2b)
        wants = choice.pay if choice is not None and choice.pay is not None else True
        said = " (the default: a player pays when able)" if choice is None else ""
        if wants and player.hand:
            state.log("choice", f"{player.name} chooses to discard a card for {obj.name}{said}.",
                      rules + cite("413.2c"), default=choice is None)
            _discard(state, obj, rules)
            return
        why = " and can't: no card in hand" if wants else ""
        name = state.name_of(perm.id)
        before = zones.static_view(state)
        zones.leave_play(state, perm, "graveyard")
        state.log("sacrifice", f"{player.name} doesn't discard a card{why}{said}: {player.name} sacrifices "
                  f"{name}.", rules + cite("413.2c", "217.4a"), default=choice is None)
        zones.report_static_change(state, before, [perm], entering=False)
    elif ins.op == "return_card" and key.startswith("card:"):
        owner, card = key[5:].split(":", 1)
        if card not in state.player(owner).graveyard:  # gone (a token ceased to exist): nothing to find (410.10)
            state.log("resolve", f"{obj.name} finds no {card} in {owner}'s graveyard: it does nothing.", rules
                      + cite("410.10"))
            return
        state.player(owner).graveyard.remove(card)
        if ins.words == "library":  # on top of its owner's library (Haunted Crossroads, 217.2)
            state.player(owner).library = state.player(owner).library.put_on_top(card)
            state.log("library", f"{card} is put from {owner}'s graveyard on top of {owner}'s library.",
                      rules + cite("217.2"))
        elif ins.words == "play":  # under the spell's or ability's controller's control (217.1a: owner unchanged)
            perm = put_into_play(state, state.card_def(card), obj.controller, owner)
            state.log("comes_into_play", f"{card} is put into play from {owner}'s graveyard under {obj.controller}'s "
                      f"control (id {perm.id}).", rules + cite("217.1a"))
        else:
            getattr(state.player(owner), ins.words).append(card)
            state.log("bounce" if ins.words == "hand" else "removed", f"{card} is " + (
                f"returned from {owner}'s graveyard to {owner}'s hand." if ins.words == "hand" else
                f"removed from the game from {owner}'s graveyard."),
                rules + cite("217.1a" if ins.words == "hand" else "217.7a"))
        state.changed()
    elif ins.op == "lose_life_cmc" and key.startswith("card:"):
        player, card = state.player(obj.controller), key.split(":", 2)[2]
        cost = state.card_def(card).mana_value
        player.life -= cost
        state.log("life", f"{player.name} loses {cost} life, {card}'s converted mana cost (now {player.life}).",
                  rules + cite("413.2f"))
    elif ins.op == "damage_counted" and obj.source is not None:  # X counted as it resolves (413.2f)
        seen = {p.id: state.chars(p) for p in state.permanents}
        holder = state.find(obj.source.perm_id or "")
        amount = counted(state.permanents, seen, holder, ins.words) if holder is not None else sum(
            1 for c in seen.values() if subtype_of(ins.words.split()[0]) in c.subtypes)
        state.log("count", f"X is {amount}, the number of {ins.words}.", rules + cite("413.2f"))
        deal_damage(state, source, key, amount, False, rules)
        deal_damage(state, source, obj.controller, amount, False, rules)
    elif ins.op == "mana_short" and state.is_player(key):
        player = state.player(key)
        lands = [p for p in state.permanents if p.controller == key and "land" in state.chars(p).types]
        for land in lands:
            land.tapped = True
        player.mana.clear()
        state.log("tap", f"All lands {key} controls become tapped ({', '.join(state.name_of(p.id) for p in lands) or 'none'})"
                  f" and {key}'s mana pool empties.", rules + cite("300.3"))
    elif ins.op == "regenerate_target" and state.find(key) is not None:
        state.get(key).regeneration += 1
        state.log("shield", f"The next time {state.name_of(key)} would be destroyed this turn, it regenerates instead.",
                  rules + cite("419.1", "419.6b"))
    elif ins.op == "counter_to_top" and key.startswith("spell:"):
        countered = next((o for o in state.stack if o.serial == int(key[6:])), None)
        if countered is not None and not keywords.cant_be_countered(state, countered, obj.name, rules):
            state.stack.remove(countered)
            holder_of = state.player(countered.controller)  # a spell's card is its controller's (as 401.7 has it here)
            where = " and ceases to exist: a copy" if countered.extra.get("copy") else (
                " and removed from the game: it was played by flashback" if countered.extra.get("flashback") else
                f" and put on top of {holder_of.name}'s library instead of into his or her graveyard")
            if countered.card is not None and countered.extra.get("flashback") and not countered.extra.get("copy"):
                holder_of.removed.append(countered.card.name)
            elif countered.card is not None and not countered.extra.get("copy"):
                holder_of.library = holder_of.library.put_on_top(countered.card.name)
            state.changed()
            state.log("counter", f"{countered.name} is countered{where}.", rules + cite("414.1", "419.1a"))
    elif ins.op == "put_back":
        player = state.player(obj.controller)
        chosen: list[str] = []
        defaults = 0
        for _ in range(min(ins.amount, len(player.hand))):  # 217.2d: in any order; the first chosen ends on top
            choice = state.answer("object")
            if choice is not None and choice.object not in player.hand:
                raise IllegalActionError(f"{player.name} has no {choice.object!r} in hand", cite("217.3a"))
            card = choice.object if choice is not None else player.hand[-1]
            defaults += choice is None
            player.hand.remove(card)
            chosen.append(card)
        for card in reversed(chosen):
            player.library = player.library.put_on_top(card)
        state.changed()
        state.log("library", f"{player.name} puts {len(chosen)} card{'s' * (len(chosen) != 1)} from his or her hand on "
                  f"top of his or her library, {chosen[0] if chosen else 'none'} on top" + (
                      " (the default: the last cards in hand)" if defaults else "") + ".", rules + cite("217.2d"),
                  default=bool(defaults))
    elif ins.op == "twiddle" and state.find(key) is not None:
        perm = state.get(key)
        perm.tapped = not perm.tapped  # tap it or untap it: by default the one that changes it
        state.log("tap" if perm.tapped else "untap", f"{state.name_of(key)} becomes {'' if perm.tapped else 'un'}tapped"
                  " (the default: the choice that changes it).", rules, default=True)
    elif ins.op == "prevent_all" and state.find(key) is not None:  # a prevention effect (419.1, 419.7a)
        state.effects.append(Effect("prevent_all", state.next_timestamp(), key, power=ins.amount, source=obj.name,
                                    label=ins.words))
        state.log("shield", f"All {'combat ' * ins.amount}damage that would be dealt {ins.words} {state.name_of(key)} "
                  "this turn will be prevented.", rules + cite("419.1", "419.7a"))
    elif ins.op == "tutor":
        _tutor(state, obj, ins, rules)
    elif ins.op == "void" and state.is_player(key):
        _void(state, obj, state.player(key), rules)
    elif ins.op == "duress" and state.is_player(key):
        player = state.player(key)
        fits = [c for c in player.hand if c not in ("", "Card") and not {"creature", "land"} & set(state.card_def(c).types)]
        choice = state.answer("object")
        if choice is not None and choice.object not in fits:
            raise IllegalActionError(f"{choice.object!r} is not a noncreature, nonland card in {key}'s hand",
                                     cite("413.2b"))
        card, revealed = choice.object if choice is not None else (fits[0] if fits else ""), list(player.hand)
        if card:
            zones.discard(state, player, [card])
        state.log("discard", f"{key} reveals his or her hand ({', '.join(revealed) or 'no cards'})"
                  + (f"; {obj.controller} chooses {card} and {key} discards it" if card else
                     "; it holds no noncreature, nonland card") + (" (the default: the first such card)" if card and
                                                                  choice is None else "") + ".",
                  rules + cite("217.3a"), default=bool(card) and choice is None)
    elif ins.op == "untap_lands":  # "up to": the player chooses; by default the first tapped ones
        lands = [p for p in state.permanents if p.controller == obj.controller and p.tapped
                 and "land" in state.chars(p).types][:ins.amount]
        for land in lands:
            land.tapped = False
        state.log("untap", f"{obj.controller} untaps {', '.join(state.name_of(p.id) for p in lands) or 'no land'}"
                  + (" (the default: the first tapped lands, as many as it allows)" if lands else "") + ".",
                  rules, default=bool(lands))
    elif ins.op == "recoil" and state.find(key) is not None:
        perm = state.get(key)
        name, owner = state.name_of(key), perm.owner
        before = zones.static_view(state)
        zones.leave_play(state, perm, "hand")
        state.log("bounce", f"{name} is returned to {owner}'s hand.", rules + cite("217.1a"))
        zones.report_static_change(state, before, [perm], entering=False)
        _discard(state, obj, rules, owner)
    elif ins.op == "damage_no_regen":  # Incinerate: only a creature actually dealt damage (419.6b)
        hit = deal_damage(state, source, key, obj.x if ins.x else ins.amount, False, rules)
        removing = ins.words == "remove instead"  # Disintegrate: "that creature", dealt damage or not (419.1a)
        if (hit or removing) and state.find(key):
            state.effects.append(Effect("no_regenerate", state.next_timestamp(), key, source=obj.name))
            if removing:
                state.effects.append(Effect("remove_instead", state.next_timestamp(), key, source=obj.name))
            state.log("continuous", f"{state.name_of(key)} can't be regenerated this turn" + (
                ", and if it would be put into a graveyard this turn, it is removed from the game instead" * removing)
                + ".", rules + cite("419.6b", "418.3a") + cite("419.1a") * removing)
    elif ins.op == "destroy_blocks":  # Kjeldoran Frostbeast: the creatures on the other side now (413.2f, 413.2b)
        holder = state.find(obj.source.perm_id or "") if obj.source is not None else None
        others = [p for p in state.permanents if holder is not None and p.id in holder.blocking + holder.blockers]
        if holder is None:  # it has left play: what it blocked or was blocked by as it last existed (413.2f, 402.6)
            others = [p for key in str(obj.extra.get("blocks", "")).split("|") if (p := state.find(key)) is not None]
            rules += cite("402.6")
        if others:
            zones.destroy_at_once(state, others, True, obj.name, rules + cite("413.2f"))
        else:
            state.log("resolve", f"{obj.name} destroys nothing: no creature is blocking or blocked by "
                      f"{obj.source.name if obj.source is not None else 'it'}.", rules + cite("413.2f"))
    elif ins.op == "remove_blocked":  # Wall of Nets: the creatures it blocks, or blocked as it left play (413.2f)
        holder = state.find(obj.source.perm_id or "") if obj.source is not None else None
        keys = holder.blocking if holder is not None else str(obj.extra.get("blocks", "")).split("|")
        blocked = [p for key in keys if (p := state.find(key)) is not None and (holder is not None or p.attacking)]
        if not blocked:
            state.log("resolve", f"{obj.name} removes nothing: no creature is blocked by "
                      f"{obj.source.name if obj.source is not None else 'it'}.", rules + cite("413.2b"))
        for perm in blocked:
            follow(state, obj, dataclasses.replace(ins, op="remove", who="target"), perm.id, rules, source)
    elif ins.op == "damage_sweep":
        amount = obj.x if ins.x else ins.amount
        flying = {"with flying": True, "without flying": False}.get(ins.words)
        itself = obj.source.perm_id if obj.source is not None and ins.who == "each other creature" else None  # Fire Ants
        victims = [p.id for p in state.creatures() if (flying is None or state.chars(p).has("flying") == flying)
                   and (p.attacking or ins.who != "each attacking creature") and p.id != itself]  # Leonin Bladetrap
        victims += [p.name for p in state.players] if "player" in ins.who else []
        first = len(state.pending)
        dealt = [victim for victim in victims  # 413.2f: the set is fixed as it resolves; each is dealt damage at once
                 if deal_damage(state, source, victim, amount, False, rules) and state.find(victim) is not None]
        triggers.one_event(state, first)  # 410.6: "whenever this deals damage" triggers once for it all
        if not ins.regenerate and dealt:  # Flamebreak: only the creatures actually dealt damage (419.6b)
            for victim in dealt:
                state.effects.append(Effect("no_regenerate", state.next_timestamp(), victim, source=obj.name))
            state.log("continuous", f"{', '.join(state.name_of(v) for v in dealt)} can't be regenerated this turn.",
                      rules + cite("419.6b", "418.3a"))
    elif ins.op == "pump_all":
        # 418.3b: the creatures affected are locked in as it resolves
        affected = [p for p in state.creatures() if ins.who == "all creatures" or (
            p.controller == obj.controller and not (ins.who.startswith("other") and obj.source is not None
                                                    and p.id == obj.source.perm_id))]
        for perm in affected:
            state.effects.append(Effect("pump", state.next_timestamp(), perm.id, ins.power, ins.toughness,
                                        source=obj.name))
        state.changed()
        names = ", ".join(state.name_of(p.id) for p in affected) or "no creature"
        state.log("pump", f"{names} get{'s' if len(affected) == 1 else ''} {ins.power:+d}/{ins.toughness:+d} until end "
                  "of turn; creatures that come into play later aren't affected.", rules + cite("418.3a", "418.3b"))
    elif ins.op == "edict":
        players = [key] if ins.who in ("target", "that") else [obj.controller] if ins.who == "you" else [p.name for p in sorted(
            state.players, key=lambda p: p.name != state.active_player.name)  # 103.4: the active player first
            if ins.who == "each player" or p.name != obj.controller]
        _edict(state, obj, players, ins.words, rules + (cite("103.4") if len(players) > 1 else ()), max(ins.amount, 1))
    elif ins.op in ("destroy_kinds", "bounce_all", "remove_all"):
        _sweep(state, obj, ins, rules)
    elif ins.op == "destroy_locals":  # Treefolk Mystic: the local enchantments on that creature now, at once (212.4c)
        doomed = [p for p in state.permanents if key and p.attached_to == key and "enchantment" in state.chars(p).types]
        if not doomed:
            state.log("resolve", f"{obj.name} destroys nothing: no local enchantment is on {state.target_name(key)}.",
                      rules + cite("212.4c"))
        zones.destroy_at_once(state, doomed, True, obj.name, rules + cite("212.4c"))
    elif ins.op == "flicker":  # Anurid Brushhopper: itself removed, and returned at end of turn (404.4)
        holder = state.find(obj.source.perm_id or "") if obj.source else None
        if holder is None:
            state.log("resolve", f"{obj.name} does nothing: {obj.source.name if obj.source else 'its source'} has left "
                      "play.", rules + cite("413.2b"))
            return
        follow(state, obj, dataclasses.replace(ins, op="remove", who="target"), holder.id, rules, source)
        follow(state, obj, dataclasses.replace(ins, op="delayed_return"), "", rules, source)
    elif ins.op == "to_library" and state.find(key) is not None:  # Repel: on top of its owner's library (217.2)
        perm = state.get(key)
        name, before = state.name_of(key), zones.static_view(state)
        zones.leave_play(state, perm, "library")
        state.log("library", f"{name} is put on top of {perm.owner}'s library.", rules + cite("217.2"))
        zones.report_static_change(state, before, [perm], entering=False)
    elif ins.op == "remove" and state.find(key) is not None:
        perm = state.get(key)
        chars = state.chars(perm)
        # 413.2f: "its power" is read from the permanent as it last existed in play
        obj.extra["removed_power"], obj.extra["removed_controller"] = chars.power or 0, perm.controller
        if not perm.token:  # a token removed from the game ceases to exist (216.3)
            obj.extra["removed_card"] = f"card:{perm.owner}:{perm.card.name}"
        holder = state.find(obj.source.perm_id or "") if obj.source and ins.words == "linked" else None
        if holder is not None and not perm.token:  # Faceless Butcher: its leaves-play ability returns this card
            holder.removed_with = (*holder.removed_with, f"card:{perm.owner}:{perm.card.name}")
        elif ins.words == "linked":  # it left play first: nothing will return the card (410.10c)
            rules += cite("410.10c")
        before = zones.static_view(state)
        zones.leave_play(state, perm, "removed")
        state.log("removed", f"{chars.name} is removed from the game.", rules + cite("217.7a"))
        zones.report_static_change(state, before, [perm], entering=False)
    elif ins.op == "delayed_return" and obj.extra.get("removed_card"):  # Astral Slide, Planar Guide (404.4)
        label = " and ".join(key.split(":", 2)[2] for key in str(obj.extra["removed_card"]).split("|"))
        state.effects.append(Effect("delayed_return", state.next_timestamp(), str(obj.extra["removed_card"]),
                                    source=obj.name, until="", controller=obj.controller, label=label))
        later = " (this turn's \"at end of turn\" abilities have already triggered, so it waits for the next " \
                "end of turn)" if state.step in ("end_of_turn", "cleanup") else ""
        whose = "their owners'" if "|" in str(obj.extra["removed_card"]) else "its owner's"
        state.log("delayed", f"A delayed triggered ability is created: at end of turn, return {label} to play under "
                  f"{whose} control{later}.", rules + cite("404.4", "404.4a") + (cite("313.2") if later else ()))
    elif ins.op == "bounce_enchanted":  # Disappear: what it enchants (as it last did, 402.6), and itself (217.1a)
        holder = state.find(obj.source.perm_id or "") if obj.source else None
        enchanted = state.find(str(holder.attached_to if holder is not None else obj.extra.get("enchanted", "")) or "")
        if enchanted is None:
            state.log("resolve", f"{obj.name} does nothing: {obj.source.name if obj.source else 'it'} enchants no "
                      "creature in play.", rules)
        before = zones.static_view(state)
        for perm in [p for p in (enchanted, holder if ins.words and enchanted else None) if p is not None]:
            name = state.name_of(perm.id)
            zones.leave_play(state, perm, "hand")
            state.log("bounce", f"{name} is returned to {perm.owner}'s hand.", rules + cite("217.1a"))
        zones.report_static_change(state, before, [p for p in (enchanted, holder) if p is not None
                                                   and p not in state.permanents], entering=False)
    elif ins.op == "gain_life_power" and "removed_controller" in obj.extra:
        player = state.player(str(obj.extra["removed_controller"]))
        amount = int(obj.extra["removed_power"])
        if triggers.gain_life(state, player, amount, by=obj.controller):
            state.log("life", f"{player.name} gains {amount} life, the removed creature's power as it last existed in "
                      f"play (now {player.life}).", rules + cite("413.2f"))
    elif ins.op == "add_counters_target" and state.find(key) is not None:
        perm, amount, kind = state.get(key), ins.amount, ins.words
        if kind == "counters":  # modular: "its +1/+1 counters", as it last existed in play (413.2f)
            kind, amount, rules = "+1/+1", int(obj.extra.get("counters", 0)), rules + cite("413.2f")
        state.add_counters(perm, kind, amount)
        put = f"{amount} {kind} counters are" if amount != 1 else f"A {kind} counter is"
        power, toughness = state.power_toughness(key)
        state.log("counters", f"{put} put on {state.name_of(key)} (now {power}/{toughness}).",
                  rules + pt_change_rules(state, key, counters=True))


def _tutor(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """"Search your library for a [kind] card and put it [where]; then shuffle your library":
    the scenario's ``choose: {object: card}`` (for one card), or by default the first
    ones that fit; a search for a kind of card needn't find one (glossary: Search)."""
    player = state.player(obj.controller)
    kind, where = ins.words.split(">")
    kind, _, cost = kind.partition("@")
    said = f" with converted mana cost {cost[:-1]} or {'less' if cost.endswith('-') else 'more'}" if cost else ""
    cards = list(player.library)
    fits = [c for c in cards if c not in ("", "Card") and any(_fits(state.card_def(c), f"{part}@{cost}" if cost else part)
                                                              for part in kind.split(" or "))]
    choice = state.answer("object")
    if choice is not None and choice.object not in fits:
        raise IllegalActionError(f"{choice.object!r} is not {'a ' + kind if kind else 'a'} card{said} in "
                                 f"{player.name}'s library", cite("413.2b"))
    found = [choice.object] if choice is not None else fits[:ins.amount]
    for card in found:
        cards.remove(card)
    player.library = Library(tuple(cards))  # shuffled: the same cards, order unknown
    made = []
    if where == "on top of your library":  # Worldly Tutor: after the shuffle (217.2b)
        for card in found:
            player.library = player.library.put_on_top(card)
        found, made = [], list(found)
    for card in found:
        if where.startswith("into play"):
            perm = put_into_play(state, state.card_def(card), player.name, player.name)
            perm.tapped = perm.tapped or where.endswith("tapped")
            made.append(f"{card} (id {perm.id})")
        else:
            (player.hand if where == "into your hand" else player.graveyard).append(card)
            made.append(card)
    state.changed()
    what = f"{'an' if kind[:1] in tuple('aeiou') else 'a'}{' ' * bool(kind)}{kind} card{said}" if ins.amount == 1 else \
        f"up to {ins.amount} {kind} cards{said}"
    told = f", puts {', '.join(made)} {where.replace('your', 'his or her')}" if made else ", finding none"
    state.log("search", f"{player.name} searches his or her library for {what}" + (
        f", shuffles it{told}" if where.startswith("on top") else told + ", then shuffles it") +
        (" (the default: the first that fit)" if made and choice is None else "") + ".",
        rules + cite("217.2b"), default=bool(made) and choice is None)


def _fits(card: CardDef, kind: str) -> bool:
    """Whether *card* is a card of *kind*: ``basic land``, a card type, a subtype ("a Forest card"), a subtype's
    permanent card ("a Dragon permanent card": not an instant or sorcery, 212.1); ``KIND@N-`` (``@N+``): of
    converted mana cost N or less (or more, 203.3)."""
    kind, _, cost = kind.partition("@")
    if cost and (card.mana_value > int(cost[:-1]) if cost.endswith("-") else card.mana_value < int(cost[:-1])):
        return False
    if not kind:
        return True
    if kind == "basic land":
        return "land" in card.types and "basic" in card.supertypes
    if kind.endswith(" permanent"):
        return card.is_permanent_card and _fits(card, kind[:-10])
    return kind in card.types or kind.capitalize() in card.subtypes


def _discard(state: Game, obj: StackObject, rules: tuple[RuleNumber, ...], who: str = "") -> None:
    """*who* (by default *obj*'s controller) discards a card of his or her choice (217.3a)."""
    discard_card(state, state.player(who or obj.controller), rules)


def _edict(state: Game, obj: StackObject, players: list[str], words: str, rules: tuple[RuleNumber, ...],
           count: int = 1) -> None:
    """Each of *players*, in turn order, chooses a permanent of *words* he or she controls
    (``creature``, ``attacking creature``, ``artifact, creature, or land``) and they are
    sacrificed together (103.4, 217.4a): the scenario's ``choose: {object: id}``, or by
    default the one with the least power (the first listed, among noncreatures)."""
    picked: list[tuple[str, Permanent, bool]] = []
    for player in players:
        kinds = [k for k in ("artifact", "creature", "land") if k in words] or (
            ["artifact", "creature", "enchantment", "land"] if words == "permanent" else [])  # Misguided Rage
        mine = [p for p in state.permanents if p.controller == player and set(kinds) & set(state.chars(p).types)
                and (not words.startswith("attacking") or p.attacking)  # "a non-Zombie creature": not of the type
                and not (words.startswith("non-") and words.split()[0][4:] in state.chars(p).subtypes)]
        if not mine:
            state.log("sacrifice", f"{player} controls no {words.replace(', or', ' or')} to sacrifice to "
                      f"{obj.name}.", rules + cite("103.3"))
        for _ in range(min(count, len(mine))):  # "sacrifices four lands": as many as he or she can (103.3)
            choice = state.answer("object")
            if choice is not None:
                perm = state.find(choice.object)
                if perm is None or perm not in mine:
                    raise IllegalActionError(f"{player} can't sacrifice {choice.object!r} to {obj.name}: not "
                                             f"{'an' if words[0] in 'aeiou' else 'a'} {words} he or she controls",
                                             cite("217.4a", "413.2b"))
            else:
                perm = min(mine, key=lambda p: (state.chars(p).power or 0, mine.index(p)))
            mine.remove(perm)
            picked.append((player, perm, choice is None))
    before = zones.static_view(state)
    for player, perm, default in picked:
        chars = state.chars(perm)
        zones.leave_play(state, perm, "graveyard")
        state.log("sacrifice", f"{player} sacrifices {chars.name} to {obj.name}"
                  + ((" (the default: the creature with the least power)" if words.endswith("creature") else
                      " (the default: the one with the least power, a noncreature's counting as 0)") if default else "")
                  + ".",
                  rules + cite("217.4a"), default=default)
    zones.report_static_change(state, before, [p for _, p, _ in picked], entering=False)


def _void(state: Game, obj: StackObject, player: Player, rules: tuple[RuleNumber, ...]) -> None:
    """Void: a number is chosen as it resolves (the scenario's ``choose: {number: N}``, by
    default the converted mana cost most artifacts and creatures an opponent controls share,
    the lowest of a tie), all artifacts and creatures with that converted mana cost are
    destroyed (a face-down one's is 0, 502.26b), then *player* reveals his or her hand and
    discards every nonland card with it (413.2b, 217.3a)."""
    def cost(perm: Permanent) -> int:
        return 0 if perm.face_down else (perm.copy_of or perm.card).mana_value

    hit = [p for p in state.permanents if {"artifact", "creature"} & set(state.chars(p).types)]
    theirs = [cost(p) for p in hit if p.controller != obj.controller]
    choice = state.answer("number")
    number = choice.number if choice is not None and choice.number is not None else \
        min(theirs, key=lambda n: (-theirs.count(n), n), default=0)
    state.log("choice", f"{obj.controller} chooses the number {number}"
              + (" (the default: the converted mana cost most of an opponent's artifacts and creatures share)"
                 if choice is None else "") + ".", rules, default=choice is None)
    zones.destroy_at_once(state, [p for p in hit if cost(p) == number], True, obj.name, rules)
    revealed = list(player.hand)
    known = [c for c in revealed if c not in ("", "Card")]
    gone = [c for c in known if "land" not in state.card_def(c).types and state.card_def(c).mana_value == number]
    zones.discard(state, player, gone)
    state.log("discard", f"{player.name} reveals his or her hand ({', '.join(revealed) or 'no cards'}) and discards "
              + (", ".join(gone) if gone else "nothing") + f": the nonland cards with converted mana cost {number}.",
              rules + cite("217.3a"))


def _sweep(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """"Destroy all lands", "return all creatures to their owners' hands": every permanent
    of the types, as the instruction is followed, at the same time (413.2b, 418.3b)."""
    kinds = _KINDS.get(ins.words) or (("creature",) if ins.words == "creatures" else ())
    spared = ins.words.removeprefix("non").removesuffix(" permanents") if ins.words.startswith("non") else ""
    doomed = [p for p in state.permanents  # "all permanents": every one; "with converted mana cost X or less"
              if (not kinds or set(kinds) & set(state.chars(p).types)) and (not ins.x or p.card.mana_value <= obj.x)
              and spared not in state.chars(p).types]  # Soulscour: "all nonartifact permanents", every other one
    if ins.words.startswith("tokens:"):  # Sengir Autocrat: "remove all Serf tokens from the game"
        doomed = [p for p in state.permanents if p.token and ins.words[7:] in state.chars(p).subtypes]
    if ins.op == "destroy_kinds":
        zones.destroy_at_once(state, doomed, ins.regenerate, obj.name, rules)
        return
    before = zones.static_view(state)
    zone = "removed" if ins.op == "remove_all" else "hand"
    for perm in doomed:
        name = state.name_of(perm.id)
        zones.leave_play(state, perm, zone)
        state.log("removed" if ins.op == "remove_all" else "bounce", f"{name} is " + (
            "removed from the game." if ins.op == "remove_all" else f"returned to {perm.owner}'s hand."),
            rules + cite("217.7a" if ins.op == "remove_all" else "217.1a"))
    # "those cards" a delayed ability returns (Planar Guide); tokens cease to exist (216.3)
    obj.extra["removed_card"] = "|".join(f"card:{p.owner}:{p.card.name}" for p in doomed if not p.token)
    zones.report_static_change(state, before, [p for p in doomed if p not in state.permanents], entering=False)


__all__ = ["OPS", "follow"]
