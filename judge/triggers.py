"""Abilities that trigger on combat and damage: blocking and becoming blocked (309.3, 410.9),
dealing and being dealt damage (410.2; combat damage as it resolves, 310.4), "at end of
combat" and the delayed abilities waiting for it (311.1, 404.4), and becoming the target
of a spell or ability (415).

Each trigger waits in ``state.pending`` until a player would receive priority (410.2); one
that refers to "that creature" or "that player" carries it in ``extra["that"]``, and one that
says "that much" carries the amount (410.2: what triggered it, as it triggered).
"""

from __future__ import annotations

import dataclasses

from judge.abilities import SpellText, Triggered
from judge.characteristics import Game, snapshot
from judge.objects import Effect, Permanent, Player, Snapshot, StackObject
from judge.rules import cite
from judge.trigger_text import parse_trigger

#: The block events that trigger once each combat (410.9a), and those that trigger for each
#: creature on the other side (410.9b, 410.9c, 410.6).
ONCE = ("blocks", "becomes_blocked", "blocks_or_blocked", "attacks_or_blocks")
EACH = ("blocks_creature", "blocked_by", "blocks_or_blocked_by")


def pend(state: Game, trig: Triggered, source: Snapshot, controller: str, rules: tuple[str, ...],
         that: str = "", amount: int | None = None) -> StackObject:
    """*trig* triggered: it waits to go on the stack (410.2). *that* is the creature or player
    its effect calls "that"; *amount* replaces the "that much" of its instructions."""
    effect = trig.effect
    if amount is not None:
        effect = SpellText(trig.text, tuple(dataclasses.replace(i, amount=amount * i.amount, words="") if i.words == "each 1 life"
                                            else dataclasses.replace(i, amount=amount) if i.words == "that much" or i.that_many
                                            else i for i in effect.instructions))
    extra: dict[str, object] = {"rules": rules}
    if amount is not None:
        extra["amount"] = amount
    if that:
        extra["that"] = that
        extra["that_name"] = state.name_of(that)
        holder = state.find(that)
        if holder is not None:  # "that creature's controller", as it triggered (Backfire)
            extra["that_controller"] = holder.controller
    obj = StackObject("trigger", f"{source.name}'s triggered ability", controller, text=effect, source=source,
                      trigger=trig, extra=extra)
    state.pending.append(obj)
    return obj


def qualifies(state: Game, perm: Permanent, qualifier: str) -> bool:
    """Whether *perm* is what a block trigger's "by a non-Wall creature" asks, as it blocks or
    becomes blocked (309.3: a later change doesn't make it trigger)."""
    if not qualifier:
        return True
    chars = state.chars(perm)
    negate = qualifier.startswith("non")
    word = qualifier.removeprefix("non-").removeprefix("non")
    has = "Wall" in chars.subtypes if word == "wall" else "artifact" in chars.types if word == "artifact" else \
        word in chars.colors
    return has != negate


def blocks_declared(state: Game, pairs: list[tuple[Permanent, Permanent]]) -> None:
    """Blockers were declared (*pairs*: blocker, attacker as declared, each band member
    included): block and becomes-blocked abilities trigger (309.3, 410.9)."""
    blocked_by: dict[str, list[Permanent]] = {}
    blocking: dict[str, list[Permanent]] = {}
    for blocker, attacker in pairs:
        blocked_by.setdefault(attacker.id, []).append(blocker)
        blocking.setdefault(blocker.id, []).append(attacker)
    for perm in list(state.permanents):  # "whenever a creature you control becomes blocked": for each one
        for trig in [t for t in state.chars(perm).triggered if t.event == "yours_blocked"]:
            for attacker in [a for a in state.permanents if a.id in blocked_by and a.controller == perm.controller]:
                pend(state, trig, snapshot(state, perm), perm.controller, ("309.3", "410.9", "410.9a"), that=attacker.id)
    for perm in list(state.permanents):
        others = blocking.get(perm.id, []) + blocked_by.get(perm.id, [])
        unblocked = perm.attacking and not perm.blocked
        if not others and not unblocked:
            continue
        for holder, trig in _block_watchers(state, perm):
            source, controller = snapshot(state, holder), holder.controller
            event = trig.event
            if event == "unblocked" and unblocked:  # as blockers are declared and it isn't blocked (309.2f)
                pend(state, trig, source, controller, ("309.2f", "410.2"))
            elif event in ("blocks", "attacks_or_blocks") and perm.id in blocking:
                obj = pend(state, trig, source, controller, ("309.3", "410.9", "410.9a"))
                obj.extra["blocked"] = tuple(a.id for a in blocking[perm.id])  # "creatures it blocked this turn"
            elif event == "becomes_blocked" and trig.qualifier.isdigit():
                if len(blocked_by.get(perm.id, [])) >= int(trig.qualifier):  # as the blocks are declared
                    pend(state, trig, source, controller, ("309.3", "410.9", "410.9d"))
            elif event == "becomes_blocked" and perm.id in blocked_by:
                pend(state, trig, source, controller, ("309.3", "410.9", "410.9a"))
            elif event == "blocks_or_blocked":
                pend(state, trig, source, controller, ("309.3", "410.9", "410.9a"))
            elif event == "blocks_creature":
                many = ("410.6",) if len(blocking.get(perm.id, [])) > 1 else ()
                for attacker in blocking.get(perm.id, []):  # once for each attacker it blocks
                    if qualifies(state, attacker, trig.qualifier):
                        pend(state, trig, source, controller, ("309.3", "410.9", "410.9b") + many, that=attacker.id)
            elif event == "blocked_by":
                many = ("410.6",) if len(blocked_by.get(perm.id, [])) > 1 else ()
                for blocker in blocked_by.get(perm.id, []):  # once for each creature that blocks it
                    if qualifies(state, blocker, trig.qualifier):
                        pend(state, trig, source, controller, ("309.3", "410.9", "410.9c") + many, that=blocker.id)
            elif event == "blocks_or_blocked_by":
                many = ("410.6",) if len(others) > 1 else ()  # each creature on the other side: one occurrence
                for other in others:
                    if qualifies(state, other, trig.qualifier):
                        pend(state, trig, source, controller, ("309.3", "410.9") + many, that=other.id)


def _block_watchers(state: Game, perm: Permanent) -> list[tuple[Permanent, Triggered]]:
    """The block triggers *perm*'s blocks trigger: its own, and those of local enchantments on it that watch the
    creature they enchant ("whenever enchanted creature blocks or becomes blocked", Venom)."""
    own = [(perm, t) for t in state.chars(perm).triggered if t.subject != "enchanted"]
    return own + [(aura, t) for aura in state.permanents if aura.attached_to == perm.id
                  for t in state.chars(aura).triggered if t.subject == "enchanted" and t.event in ONCE + EACH]


def _watches(state: Game, holder: Permanent, trig: Triggered, dealer: Permanent | None) -> bool:
    """Whether *trig* of *holder* watches the damage *dealer* deals."""
    if trig.subject == "any":  # "whenever an opponent is dealt damage": a spell's damage too
        return True
    if dealer is None:
        return False
    if trig.subject == "this":
        return dealer is holder
    if trig.subject == "enchanted":
        return holder.attached_to == dealer.id
    chars = state.chars(dealer)
    if trig.subject == "mine":  # "a creature you control" (Noble Purpose, Larceny)
        return chars.is_creature and dealer.controller == holder.controller
    return chars.is_creature and (trig.subject == "creature" or trig.subject in chars.subtypes)


def _hits(state: Game, trig: Triggered, holder: Permanent, to: str) -> bool:
    """Whether damage dealt to *to* is what *trig* watches for."""
    recipient = trig.recipient
    if not recipient:
        return True
    is_player = state.is_player(to)
    if recipient == "player":
        return is_player
    if recipient in ("opponent", "you"):
        return is_player and (to == holder.controller) == (recipient == "you")
    if recipient == "creature":
        return not is_player
    return not is_player or to != holder.controller  # "a creature or opponent"


def damage_dealt(state: Game, source: Snapshot, to: str, amount: int, combat: bool) -> None:
    """*source* dealt *amount* damage to *to*: damage abilities trigger (410.2), carrying the
    amount and what was dealt the damage; combat damage as it resolves (310.4)."""
    dealer = state.find(source.perm_id) if source.perm_id else None
    rules = ("410.2", "310.4") if combat else ("410.2",)
    victim = state.find(to)
    if victim is not None and source.perm_id:
        victim.damaged_by[source.perm_id] = state.turn_number  # remembered for "dealt damage by this this turn"
    for holder in list(state.permanents):
        for trig in state.chars(holder).triggered:
            if trig.event == "deals_damage":
                if (trig.combat and not combat) or not _watches(state, holder, trig, dealer) \
                        or not _hits(state, trig, holder, to):
                    continue
                # "that creature" of "a creature deals damage to you" is the dealer; otherwise what was dealt it
                that = (source.perm_id or "") if trig.recipient == "you" else to
                waiting = pend(state, trig, snapshot(state, holder), holder.controller, rules, that=that, amount=amount)
                waiting.extra["subject_controller"] = source.controller  # "its controller" (410.2)
                waiting.extra["dealer"] = source.perm_id or source.name
            elif trig.event == "dealt_damage" and trig.subject == "creature":
                if victim is not None:  # any creature dealt damage: "that player" is its controller
                    pend(state, trig, snapshot(state, holder), holder.controller, rules, that=victim.controller,
                         amount=amount).extra["victim"] = to
            elif trig.event == "dealt_damage" and to == (holder.id if trig.subject == "this" else holder.attached_to):
                if trig.combat and not combat:
                    continue  # "whenever this is dealt combat damage" (Wall of Essence)
                if trig.qualifier == "creature" and "creature" not in source.types:
                    continue  # "whenever a creature deals damage to this"
                if trig.qualifier == "spell":  # an instant or sorcery; "that player": its controller
                    if not {"instant", "sorcery"} & set(source.types):
                        continue
                    pend(state, trig, snapshot(state, holder), holder.controller, rules,
                         that=source.controller, amount=amount)
                    continue
                waiting = pend(state, trig, snapshot(state, holder), holder.controller, rules,
                               that=to if trig.qualifier == "it" else source.perm_id or "", amount=amount)
                waiting.extra["subject_controller"] = victim.controller if victim else holder.controller
                waiting.extra["victim"] = to


def _occurrence(waiting: StackObject) -> tuple[str, ...] | None:
    """What one occurrence of a damage event is for the ability *waiting* (410.6), or None for
    an ability that triggers for each source: "whenever this (a creature, an opponent) is dealt
    damage" once for each one dealt damage, for all of it; "whenever this deals (combat) damage",
    no recipient named, once for all its dealer deals; "... deals damage to a player (a creature)"
    once for each recipient, as it triggered (General Rulings E.14.Ruling.2)."""
    trig, source = waiting.trigger, waiting.source
    if not isinstance(trig, Triggered) or source is None:
        return None
    key = (source.perm_id or "", str(id(trig)))
    if trig.event == "dealt_damage" and not trig.qualifier:  # the one dealt it: this, or each creature
        return key + (str(waiting.extra.get("victim", "")),) if trig.subject in ("this", "enchanted", "creature") else None
    if trig.event == "deals_damage" and trig.subject == "any":  # "whenever an opponent is dealt damage": each player
        return key + ("player", str(waiting.extra.get("that", "")))
    if trig.event == "deals_damage" and not trig.recipient:
        return key + ("dealer", str(waiting.extra.get("dealer", "")))
    return None


def one_event(state: Game, first: int) -> None:
    """Damage dealt at once (combat damage, 310.4; "each creature and each player") is one event
    (410.6): an ability triggers once for each occurrence of its trigger event in it, carrying
    the total of that occurrence's damage, not once for each source or each recipient. The
    abilities that triggered from *first* on in the waiting list are merged that way."""
    groups: dict[tuple[str, ...], list[StackObject]] = {}
    for waiting in state.pending[first:]:
        key = _occurrence(waiting)
        if key is not None:
            groups.setdefault(key, []).append(waiting)
    for group in groups.values():
        if len(group) < 2:
            continue
        head = group[0]
        at = state.pending.index(head)
        for waiting in group:
            state.pending.remove(waiting)
        assert isinstance(head.trigger, Triggered) and head.source is not None
        rules = tuple(str(rule) for rule in head.extra["rules"]) + ("410.6",)
        total = sum(int(str(waiting.extra.get("amount", 0))) for waiting in group)
        thats = {str(waiting.extra.get("that", "")) for waiting in group}  # several recipients: no one "that"
        merged = pend(state, head.trigger, head.source, head.controller, rules, that=thats.pop() if len(thats) == 1 else "",
                      amount=total)
        for name in ("subject_controller", "dealer", "victim"):
            if name in head.extra:
                merged.extra[name] = head.extra[name]
        state.pending.insert(at, state.pending.pop())


def madness_removes(state: Game, player: Player, card: str) -> bool:
    """A card with madness being discarded, by any effect or cost, may be removed from the game instead, and its
    madness ability triggers (502.24a): the scenario's ``choose: {may: false}``, or by default, yes."""
    found = state.card_def(card) if card not in ("", "Card") else None
    if found is None or not any(getattr(a, "name", "") == "madness" for a in found.abilities):
        return False
    choice = state.answer("may")
    if choice is not None and choice.may is False:
        return False
    player.removed.append(card)
    source = Snapshot(found.name, found.colors, found.types, found.subtypes, player.name)
    state.pending.append(StackObject("trigger", f"{card}'s madness ability", player.name, source=source,
                                     extra={"keyword": "madness", "card": card, "rules": ("502.24a",)}))
    state.log("removed", f"{player.name} discards {card} but removes it from the game instead of putting it into "
              "the graveyard (madness)" + (" (the default: yes)" if choice is None else "") + ".",
              cite("502.24a"), default=choice is None)
    return True


def player_fits(recipient: str, controller: str, player: str) -> bool:
    """Whether a "whenever you gain life" ("a card is put into your graveyard": *recipient* empty), "whenever a player
    gains life" (``player``) or "an opponent" (``opponent``) ability *controller* controls triggers on *player*'s event."""
    return recipient == "player" or (recipient == "opponent") == (player != controller)


#: A permanent's triggered ability that may trigger, as (its source, its controller, the ability).
Watcher = tuple[Snapshot, str, Triggered]


def graveyard_watchers(state: Game) -> list[Watcher]:
    """The "whenever a card is put into a graveyard from anywhere" abilities of the permanents in play now."""
    return [(snapshot(state, p), p.controller, t) for p in state.permanents for t in state.chars(p).triggered
            if t.event == "card_to_graveyard"]


def to_graveyard(state: Game, player: Player, cards: list[str], watchers: list[Watcher] | None = None,
                 rules: tuple[str, ...] = ("410.2",)) -> None:
    """*cards* are put into *player*'s graveyard, from anywhere: "whenever a card is put into an opponent's (your, a)
    graveyard from anywhere" abilities trigger once for each card (410.2); *watchers*: those of the permanents in
    play just before a permanent left play, looking back (410.10d); by default those in play now."""
    player.graveyard.extend(cards)
    state.changed()
    for source, controller, trig in graveyard_watchers(state) if watchers is None else watchers:
        if trig.event == "card_to_graveyard" and player_fits(trig.recipient, controller, player.name):
            for _ in cards:
                pend(state, trig, source, controller, rules, that=player.name)


def _replaced_gain(state: Game, player: Player, amount: int, by: str | None) -> bool:
    """Whether a replacement effect replaces *player*'s gain of *amount* life, caused by a spell or ability *by*
    controls (None: by no spell or ability), and performs what replaces it (419.1a): "that player gains no life
    instead" (Sulfuric Vortex), "if a spell or ability would cause its controller to gain life, that player loses
    that much life instead" (Rain of Gore). With several, the player chooses (419.9a): by default the first in play."""
    found = [(p, s) for p in state.permanents for s in state.chars(p).statics if s.kind == "gain_replace"
             and (s.affects == "player" or by == player.name)]
    if not found:
        return False
    holder, static = found[0]
    if static.words == "loses":
        player.life -= amount
        state.changed()
    state.log("life", f"{player.name} would gain {amount} life, but " + (
        f"loses {amount} life instead ({state.name_of(holder.id)}; now {player.life})" if static.words == "loses"
        else f"gains no life instead ({state.name_of(holder.id)})") + (
        " (the default of the replacement effects that apply: the first in play)" if len(found) > 1 else "") + ".",
        cite("419.1a") + (cite("419.9a") if len(found) > 1 else ()), default=len(found) > 1)
    return True


def gain_life(state: Game, player: Player, amount: int, by: str | None = None) -> bool:
    """*player* gains *amount* life: "whenever you (a player, an opponent) gains life" abilities of the
    permanents in play trigger, carrying the amount (410.2), and delayed triggered abilities that wait for it
    this turn (False Cure, 404.4b); gaining 0 life is no gain. *by*: the controller of the spell or ability that
    causes it. Whether the gain happened: False when a replacement effect replaced it (and said so, 419.1a), so the
    caller says nothing of a gain."""
    if amount > 0 and _replaced_gain(state, player, amount, by):
        return False
    player.life += amount
    state.changed()
    if amount <= 0:
        return True
    for holder in list(state.permanents):
        for trig in state.chars(holder).triggered:
            if trig.event == "gain_life" and player_fits(trig.recipient, holder.controller, player.name):
                pend(state, trig, snapshot(state, holder), holder.controller, ("410.2",),
                     that=player.name if trig.recipient else "", amount=amount)
    for effect in [e for e in state.effects if e.kind == "delayed_trigger"]:
        waiting = parse_trigger(effect.label)
        if waiting is not None and waiting.event == "gain_life" and player_fits(waiting.recipient, effect.controller, player.name):
            try:  # the spell that created it, as it was (its card)
                found = state.card_def(effect.source)
                source = Snapshot(effect.source, found.colors, found.types, controller=effect.controller)
            except KeyError:
                source = Snapshot(effect.source, (), (), controller=effect.controller)
            pend(state, waiting, source, effect.controller, ("404.4", "404.4b", "410.2"), that=player.name, amount=amount)
    return True


def _blocks_of(state: Game, perm_id: str) -> list[str]:
    """The creatures in play that *perm_id* blocks or is blocked by, in the order declared."""
    perm = state.find(perm_id)
    found = [*perm.blockers, *perm.blocking] if perm is not None else []
    found += [p.id for p in state.permanents if perm_id in p.blocking or perm_id in p.blockers]
    return [key for key in dict.fromkeys(found) if state.find(key) is not None]


def end_of_combat(state: Game) -> None:
    """The end of combat step begins: "at end of combat" abilities trigger, and the delayed
    abilities waiting for it, each only once (311.1, 404.4b)."""
    abilities: dict[tuple[str, int], list[Effect]] = {}  # one ability's effects share their timestamp
    for effect in [e for e in state.effects if e.kind == "delayed_destroy_combat"]:
        state.effects.remove(effect)  # 404.4b: it triggers only once
        if effect.label.startswith("blocks:"):  # Venomous Breath: what blocked it or it blocked, now (404.4)
            abilities.setdefault((effect.source, effect.timestamp), [])
            for other in _blocks_of(state, effect.affected):
                abilities[(effect.source, effect.timestamp)].append(
                    dataclasses.replace(effect, affected=other, label=state.name_of(other)))
            continue
        abilities.setdefault((effect.source, effect.timestamp), []).append(effect)
    for (creator, _), found in abilities.items():
        if not found:
            state.log("delayed", f"{creator}'s delayed triggered ability has nothing to destroy: no creature blocked or "
                      "was blocked by that creature this turn.", cite("311.1", "404.4b"))
            continue
        effect, *also = found
        creator = creator.removesuffix("'s triggered ability").removesuffix("'s ability")
        state.pending.append(StackObject("trigger", f"{creator}'s delayed triggered ability", effect.controller,
                                         source=Snapshot(creator, (), ()),
                                         extra={"delayed": effect.affected, "label": effect.label,
                                                "also": tuple(e.affected for e in also),
                                                "labels": (effect.label, *(e.label for e in also)),
                                                "rules": ("311.1", "404.4", "404.4b")}))
    for perm in list(state.permanents):
        for trig in state.chars(perm).triggered:
            if trig.event == "end_of_combat":  # what it blocks or is blocked by, kept should it leave play (413.2f)
                pend(state, trig, snapshot(state, perm), perm.controller, ("311.1",)).extra["blocks"] = "|".join(
                    _blocks_of(state, perm.id))


def draw_step(state: Game) -> None:
    """The draw step began and its draw was made (304.1): "at the beginning of each player's
    draw step" triggers, "that player" being the active player; "if this is untapped" is
    checked as it triggers and as it resolves (410.8)."""
    for perm in list(state.permanents):
        for trig in state.chars(perm).triggered:
            said = trig.condition.split("|")  # "your draw step", "if this is (un)tapped"
            if trig.event == "each_draw" and not ("untapped" in said and perm.tapped) and not (
                    "tapped" in said and not perm.tapped) and not (
                    "yours" in said and perm.controller != state.active_player.name):
                rules = ("304.1", "300.5") + (("410.8",) if trig.condition else ())
                pend(state, trig, snapshot(state, perm), perm.controller, rules, that=state.active_player.name)


def each_upkeep(state: Game) -> None:
    """The upkeep began: "at the beginning of each player's upkeep" triggers, "that player"
    being the active player (303.1, 300.5, 410.2)."""
    for perm in list(state.permanents):
        for trig in state.chars(perm).triggered:
            enchanted = state.find(perm.attached_to or "") if trig.condition == "enchanted" else None
            if trig.condition == "enchanted" and (enchanted is None or enchanted.controller != state.active_player.name):
                continue  # "the upkeep of enchanted creature's controller" (Wanderlust): only that player's
            if trig.event == "each_upkeep":
                pend(state, trig, snapshot(state, perm), perm.controller, ("303.1", "300.5"),
                     that=state.active_player.name)
    active = state.active_player
    texts = {}
    for name in dict.fromkeys(active.graveyard):  # an anonymous library's cards have no text
        try:
            texts[name] = state.card_def(name)
        except KeyError:
            continue
    for name in [n for n in active.graveyard if n in texts]:  # Squee, Genesis: from the graveyard (402.8)
        card = texts[name]
        for trig in (a for a in card.abilities if isinstance(a, Triggered) and a.event == "graveyard_upkeep"):
            source = Snapshot(card.name, card.colors, card.types, card.subtypes, controller=active.name)
            pend(state, trig, source, active.name, ("303.1", "300.5", "402.8")).extra.update(
                zone="graveyard", owner=active.name, card=name)


def precombat_main(state: Game) -> None:
    """The precombat main phase began: "at the beginning of each player's precombat main phase"
    triggers, "that player" being the active player (305.3, 300.5, 410.2)."""
    for perm in list(state.permanents):
        for trig in state.chars(perm).triggered:
            if trig.event == "each_main":
                pend(state, trig, snapshot(state, perm), perm.controller, ("305.3", "300.5"),
                     that=state.active_player.name)


def spell_played(state: Game, obj: StackObject) -> None:
    """*obj* was played as a spell: "whenever a player plays a spell" triggers, "that player"
    being its controller (410.2), and it becomes the target of what it targets."""
    for perm in list(state.permanents):
        for trig in state.chars(perm).triggered:
            if trig.event == "spell_played" and trig.qualifier == "charge":  # Chalice of the Void (410.2)
                if obj.card is not None and obj.card.mana_value == perm.counters.get("charge", 0):
                    pend(state, trig, snapshot(state, perm), perm.controller, ("410.2", "409.1", "410.1"),
                         that=f"spell:{obj.serial}").extra["that_name"] = obj.name
                continue
            if trig.qualifier.startswith("spell:") and not _spell_fits(trig.qualifier, obj, perm.controller):
                continue  # "whenever an opponent plays a spell", "... an artifact spell", "... with converted mana cost 3 or less"
            colors = set(trig.qualifier.split(":")[-1].split("|")) if ":color:" in trig.qualifier else set()
            if colors and (obj.card is None or not colors & set(obj.card.colors) or (
                    trig.qualifier.startswith("mine:") and obj.controller != perm.controller)):
                continue  # "whenever a player plays a green spell" (Wurm's Tooth), "you play a white, ... spell"
            kinds = trig.qualifier.split(" or ") if trig.qualifier and not colors \
                and not trig.qualifier.startswith("spell:") else []
            if kinds and (obj.controller != perm.controller or obj.card is None
                          or not set(kinds) & set(obj.card.types)):
                continue  # "whenever you play an enchantment spell": only those
            if trig.condition.startswith("is:") and trig.condition[3:] not in state.chars(perm).types:
                continue  # Hidden Gibbons: "if this is an enchantment", checked as it triggers (410.8)
            if trig.event == "spell_played":
                # 410.1: it triggers while the spell is being played, when no spell could be; "that player" is
                # its controller, "that spell" the spell itself (Mirari)
                spell = any(i.words == "that spell" or i.op == "counter" and i.who == "that"  # Presence of the Master
                            for i in trig.effect.instructions)
                pended = pend(state, trig, snapshot(state, perm), perm.controller, ("410.2", "409.1", "410.1")
                              + ("410.8",) * bool(trig.condition),
                              that=f"spell:{obj.serial}" if spell else obj.controller)
                pended.extra["that_name"] = obj.name if spell else pended.extra["that_name"]
    became_targets(state, obj)


def _spell_fits(qualifier: str, obj: StackObject, controller: str) -> bool:
    """Whether the spell *obj* is what a ``spell:WHOSE:TYPE:MOST`` qualifier of an ability *controller*
    controls watches: played by anyone, by an opponent or by that player; of the card type; of converted
    mana cost MOST or less (a face-down spell's is 0, 504.2)."""
    _, whose, kind, most = qualifier.split(":")
    if (whose == "mine") != (obj.controller == controller) and whose != "any":
        return False
    cost = 0 if obj.card is None or obj.extra.get("face_down") else obj.card.mana_value
    return (not kind or obj.card is not None and kind in obj.card.types) and (not most or cost <= int(most))


def spell_countered(state: Game, obj: StackObject) -> None:
    """*obj*, a spell (not a copy), is countered: "whenever a spell you played is countered" triggers for the
    player who played it (410.2)."""
    for perm in list(state.permanents):
        for trig in state.chars(perm).triggered:
            if trig.event == "spell_countered" and perm.controller == obj.controller:
                pend(state, trig, snapshot(state, perm), perm.controller, ("410.2",))


def became_targets(state: Game, obj: StackObject) -> None:
    """A spell or ability was put on the stack with its targets: "whenever this becomes the
    target of a spell or ability" triggers for each permanent it targets (410.2, 415.1)."""
    for key in dict.fromkeys(obj.targets):
        perm = state.find(key)
        if perm is None:
            continue
        for trig in state.chars(perm).triggered:
            if trig.event == "becomes_target":
                pend(state, trig, snapshot(state, perm), perm.controller, ("410.2", "415.1"))


__all__ = ["EACH", "ONCE", "became_targets", "draw_step", "blocks_declared", "damage_dealt", "end_of_combat", "one_event",
           "gain_life", "pend", "qualifies", "spell_played", "spell_countered", "each_upkeep", "precombat_main"]
