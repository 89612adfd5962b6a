"""Zone changes, destruction and regeneration, drawing, and the "at" triggers of steps
(state-based effects, 420, are judge/state_based.py)."""

from __future__ import annotations

import collections
from collections.abc import Mapping

from kb.numbers import RuleNumber

from judge.abilities import Instruction, SpellText, Static, Triggered
from judge.blocking import block_problem
from judge.characteristics import Game, snapshot
from judge.errors import IllegalActionError
from judge.layer_rules import pt_change_rules
from judge.objects import Effect, Library, Permanent, Player, Snapshot, StackObject
from judge.rules import cite
from judge.triggers import graveyard_watchers, madness_removes, pend, to_graveyard
from judge.trigger_text import DIES_EVENTS, dies_fits



def remove_from_combat(state: Game, perm: Permanent) -> None:
    """Remove a creature from combat (306.2)."""
    # a creature that blocked it stays a blocking creature, blocking nothing, until combat
    # ends: it assigns no combat damage (310.2d)
    for attacker_id in perm.blocking:
        attacker = state.find(attacker_id)
        if attacker is not None and perm.id in attacker.blockers:
            attacker.blockers.remove(perm.id)  # it stays blocked (309.2f)
    perm.attacking = False
    perm.blocking = []
    perm.blockers = []
    perm.band = 0


View = dict[str, tuple[int | None, int | None, tuple[str, ...]]]


def static_view(state: Game) -> View:
    """Each creature's power, toughness and keyword abilities now, to see what static
    abilities change when a permanent comes into play or leaves play."""
    return {p.id: (*state.power_toughness(p.id), tuple(state.chars(p).keyword_texts()))
            for p in state.permanents if state.chars(p).is_creature}


def report_static_change(state: Game, before: View, sources: list[Permanent], entering: bool,
                         how: str = "") -> None:
    """Log how the continuous effects of *sources*' static abilities changed the other
    creatures, as those permanents came into play or left play (405.1, 412, 418.4), or
    as *how* says."""
    after = static_view(state)
    changes = []
    extra: list[str] = []
    for perm_id, now in after.items():
        old = before.get(perm_id)
        if old is None or old == now or any(s.id == perm_id for s in sources):
            continue
        parts = [f"is now {now[0]}/{now[1]}"] if old[:2] != now[:2] else []
        gained = [k for k in now[2] if k not in old[2]]
        lost = [k for k in old[2] if k not in now[2]]
        parts += [f"has {', '.join(gained)}"] if gained else []
        parts += [f"loses {', '.join(lost)}"] if lost else []
        if gained or lost:
            extra.append("407.1")  # effects add and remove abilities
        if old[:2] != now[:2] and any(a.kind == "count_pt" for a in state.chars(perm_id).statics):
            extra += ["208.2", "418.5a"]  # Lhurgoyf's * is set by its ability, first in layer 6
        kept, why = _still_in_combat(state, state.get(perm_id))
        extra += why
        changes.append(f"{state.name_of(perm_id)} {' and '.join(parts)}" + (f", but it remains {kept}" if kept else ""))
    if not changes:
        return
    names = ", ".join(s.card.name for s in sources)
    local = all(s.card.is_local_enchantment or s.card.is_equipment for s in sources)
    rules: tuple[str, ...]
    own = any(isinstance(a, Static) and a.kind not in ("count_pt", "pt_each", "enters_tapped", "enters_with_counters")
              for s in sources for a in s.card.abilities)
    if entering and not own:  # Kird Ape, Vexing Beetle: another's static ability counts it (418.4)
        text = f"The continuous effects that count {names} change " + (how or "as it comes into play")
        rules = ("405.1", "418.4", "418.4b")
    elif entering:
        text = f"The static abilities of {names} apply {how or 'from the moment it comes into play'}"
        # 418.5e: a local enchantment gets a timestamp as it becomes attached; 418.5f: the effect shares it
        # 408.2b: static abilities don't use the stack; they apply at once
        rules = ("412.2", "418.4", "418.4b", "418.5e", "408.2b") if local else (
            "418.4", "418.4a", "418.4b", "418.5f", "408.2b")
    else:
        text = (f"The static abilities of {names} stop applying " if own
                else f"The continuous effects that counted {names} change ") + (how or f"as {'it leaves' if len(sources) == 1 else 'they leave'} play")
        rules = ("405.1", "412.2" if local else "412.1", "418.4", "418.4b")
        if how:  # still in play, but no longer attached: the effect follows its text (418.4a)
            rules = ("412.2", "418.4", "418.4a", "418.4b")
    if state.layer_rules():  # 418.5: effects interacted; 418.5c, 418.5d: how the layers ordered them
        extra += ["418.5", *state.layer_rules()]
    state.log("continuous", f"{text}: {'; '.join(changes)}.", cite(*dict.fromkeys(rules + tuple(extra))))


def _still_in_combat(state: Game, perm: Permanent) -> tuple[str, list[str]]:
    """How *perm* stays in combat although it could no longer attack or block as it
    did, with the rules (306.2a; for an evasion ability gained or lost, 501.3);
    ``("", [])`` if that isn't so."""
    chars = state.chars(perm)
    if perm.attacking and ((perm.sick and not chars.has("haste")) or chars.has("can't attack")):
        return "an attacking creature", ["306.2a"]
    if perm.blocking and chars.has("can't block"):
        return "a blocking creature", ["306.2a"]
    pairs = [(perm, state.find(a)) for a in perm.blocking] + [(state.find(b), perm) for b in perm.blockers]
    for blocker, attacker in pairs:
        if blocker is not None and attacker is not None and attacker.attacking and block_problem(state, blocker, attacker)[0]:
            role = "blocking" if blocker is perm else "blocked"
            return f"{role} (a block already declared stands)", ["306.2a", "501.3"]
    return "", []


def creatures_described(state: Game, words: str, rules: tuple[RuleNumber, ...], controller: str = ""
                         ) -> tuple[list[Permanent], tuple[RuleNumber, ...]]:
    """The creatures "all [*words*] creatures" means, with the rules: for a color or "non"
    color, only that color is checked, whatever other colors a creature has (413.2g); ``opponents'``:
    "all creatures you don't control" (Plague Wind), those *controller* doesn't control."""
    if words.endswith("opponents'"):
        theirs, rules = creatures_described(state, words.removesuffix("opponents'").strip(), rules)
        return [p for p in theirs if p.controller != controller], rules
    if not words:
        return list(state.creatures()), rules
    color, non = words.removeprefix("non"), words.startswith("non")
    return [p for p in state.creatures() if (color in state.chars(p).colors) != non], rules + cite("413.2g")


def lose_all(state: Game, perm_id: str, source: str, keyword: str = "") -> tuple[str, tuple[RuleNumber, ...]]:
    """*perm_id* loses all abilities, or only *keyword*, until end of turn (an effect of
    *source*). Returns words for the keyword abilities it had more than once, which losing
    all abilities removes every instance of (407.3), ``""`` if none; and 418.5h if that
    overrides an earlier effect that granted one."""
    if keyword:
        state.effects.append(Effect("lose_all", state.next_timestamp(), perm_id, source=source, label=keyword))
        state.changed()
        return "", ()
    perm = state.get(perm_id)
    texts = [k.text for k in state.chars(perm_id).keywords]
    twice = [t for t in dict.fromkeys(texts) if texts.count(t) > 1]
    granted = len(state.chars(perm_id).keywords) > sum(1 for a in perm.card.abilities if a in state.chars(perm_id).keywords)
    state.effects.append(Effect("lose_all", state.next_timestamp(), perm_id, source=source))
    state.changed()
    words = ", every instance of " + " and of ".join(twice) + " included" if twice else ""
    return words, cite("418.5h") if granted else ()  # the later effect wins over the granting one


def pump(state: Game, target: str, ins: Instruction, source: str, this: str | None,
         rules: tuple[RuleNumber, ...]) -> None:
    """*target* gets +N/+N until end of turn, or "as long as" its source (*this*) remains tapped:
    if that duration already ended before the effect would apply, it does nothing (418.3d)."""
    if state.find(target) is None:
        return
    until, duration = "end_of_turn", "until end of turn"
    if ins.words == "while tapped":
        holder = state.find(this) if this else None
        if holder is None or not holder.tapped:
            state.log("pump", f"{source}'s effect does nothing: its \"as long as\" duration ended before it would "
                      "first apply, so it doesn't start and stop, and doesn't last forever.", rules + cite("418.3d"))
            return
        until, duration = f"tapped:{holder.id}", f"as long as {state.name_of(holder.id)} remains tapped"
    state.effects.append(Effect("pump", state.next_timestamp(), target, ins.power, ins.toughness, source=source,
                                until=until))
    state.changed()
    power, toughness = state.power_toughness(target)
    state.log("pump", f"{state.name_of(target)} gets {ins.power:+d}/{ins.toughness:+d} {duration} (now "
              f"{power}/{toughness}).", rules + cite("418.1", "418.3", "418.3a") + pt_change_rules(state, target))


def end_tapped_durations(state: Game) -> None:
    """End the effects that last "as long as" a permanent remains tapped, once it isn't, or
    "as long as you control" it, once you don't (418.3a)."""
    for effect in [e for e in state.effects if e.until.startswith("while:")]:
        _, holder_id, who, *tapped = effect.until.split(":")  # Rubinia Soulsinger: "... and this remains tapped"
        holder = state.find(holder_id)
        if holder is None or holder.controller != who or tapped and not holder.tapped:
            state.effects.remove(effect)
            state.changed()
            state.log("continuous", f"{effect.source}'s effect on {state.name_of(effect.affected)} ends: " + (
                "its source is no longer tapped." if holder is not None and holder.controller == who else
                f"{who} no longer controls its source."), cite("418.3a"))
    for effect in [e for e in state.effects if e.until.startswith("tapped:")]:
        _, holder_id, *power = effect.until.split(":")  # Old Man of the Sea: "... and that creature's power remains
        holder = state.find(holder_id)  # less than or equal to this's power"
        stronger = bool(power) and holder is not None and state.find(effect.affected) is not None and (
            state.chars(effect.affected).power or 0) > (state.chars(holder).power or 0)
        if holder is None or not holder.tapped or stronger:
            state.effects.remove(effect)
            state.changed()
            state.log("continuous", f"{effect.source}'s effect on {state.name_of(effect.affected)} ends: " + (
                "its power is greater than its source's." if stronger else "its source is no longer tapped."),
                cite("418.3a"))


def note_dips(state: Game, dipped: dict[str, str]) -> dict[str, str]:
    """*dipped* with the creatures whose toughness is 0 or less now, in the middle of a
    resolution (id → how they stood)."""
    now = {p.id: "/".join(map(str, state.power_toughness(p.id))) for p in state.creatures()
           if (state.chars(p).toughness or 0) <= 0}
    return {**now, **dipped}


def report_dips(state: Game, dipped: dict[str, str]) -> None:
    """Creatures whose toughness was 0 or less in the middle of a resolution but isn't once it
    is over: state-based effects pay no attention to what happens during a resolution (420.4)."""
    for perm_id, was in dipped.items():
        perm = state.find(perm_id)
        if perm is not None and state.chars(perm).is_creature and (state.chars(perm).toughness or 0) > 0:
            power, toughness = state.power_toughness(perm_id)
            state.log("continuous", f"{state.name_of(perm_id)} was {was} in the middle of the resolution but is "
                      f"{power}/{toughness} once it is over: state-based effects, checked only then, leave it in "
                      "play.", cite("420.4"))


def update_control(state: Game, starting: bool = False) -> None:
    """Control-changing effects, layer 2 (418.5a): each permanent's controller is the one
    who put it into play, changed by control effects in timestamp order. A creature whose
    controller changes leaves combat (306.2), hasn't been under its new controller's
    control since the turn began (212.3d) and owes echo at his or her next upkeep (502.19a).
    *starting*: the scenario's board as given, whose control effects were already there as
    the turn began: the permanent's ``sick`` stays as the scenario says."""
    changes: list[tuple[int, str, str, str]] = []
    for source in state.permanents:
        for static in state.chars(source).statics:
            if static.kind == "control" and source.attached_to:
                changes.append((source.timestamp, source.attached_to, source.controller, state.name_of(source.id)))
    for effect in state.effects:
        if effect.kind == "control":
            changes.append((effect.timestamp, effect.affected, effect.controller, effect.source))
    wanted = {p.id: (p.base_controller, "") for p in state.permanents}
    for _stamp, perm_id, who, why in sorted(changes):
        if perm_id in wanted:
            wanted[perm_id] = (who, why)
    for perm in list(state.permanents):
        who, why = wanted[perm.id]
        if who == perm.controller:
            continue
        because = f" ({why})" if why else " (the control-changing effect ended)"
        if starting:
            perm.controller = who
            state.changed()
            state.log("control", f"{state.name_of(perm.id)} is under {who}'s control{because} as the scenario "
                      "begins" + ("; it came under it this turn" if perm.sick else "") + ".", cite("418.5a"))
            continue
        fought = perm.in_combat
        remove_from_combat(state, perm)
        perm.controller, perm.sick = who, True
        perm.echo_due = True  # 502.19a: it came under the new controller's control since his or her last upkeep
        state.changed()
        state.log("control", f"{state.name_of(perm.id)} comes under {who}'s control{because}"
                  + ("; it is removed from combat" if fought else "") + ".",
                  cite("418.5a", "212.3d") + (cite("306.2") if fought else ()))


#: What became of a permanent that left play, by the zone it went to (``state.left_play``).
_WENT = {"graveyard": "put into {owner}'s graveyard", "hand": "returned to {owner}'s hand",
         "removed": "removed from the game", "library": "put on top of {owner}'s library"}


def leave_play(state: Game, perm: Permanent, zone: str) -> str:
    """Move a permanent from play to its owner's ``graveyard``, ``hand``, ``removed`` zone or the
    top of his or her ``library`` (217.1a); it leaves combat (306.2) and leaves-play abilities trigger (410.10c).
    The zone it went to: a ``remove_instead`` effect (Disintegrate) replaces the graveyard
    with the removed-from-the-game zone (419.1a), so it is never put into a graveyard."""
    replacing = next((e for e in state.effects if e.kind == "remove_instead" and e.affected == perm.id), None)
    if zone == "graveyard" and replacing is not None:
        zone = "removed"
        state.log("removed", f"{state.name_of(perm.id)} would be put into {perm.owner}'s graveyard, but "
                  f"{replacing.source} removes it from the game instead.", cite("419.1a", "419.6"))
    remove_from_combat(state, perm)
    chars = state.chars(perm)
    leaves = [t for t in chars.triggered if t.event == "leaves_play"
              and (zone == "graveyard" or "leaves play" in t.text.lower())]  # "is put into a graveyard"
    source = snapshot(state, perm)
    seen = graveyard_watchers(state) + [w for w in state.look_back if w[2].event == "card_to_graveyard"]  # 410.10d
    if zone == "graveyard":
        # 410.10d: the game looks back in time: abilities of permanents in play just before the event (this
        # one too, and those leaving with it) trigger on it; Pattern of Rebirth's, for what it enchants only
        watchers = [(snapshot(state, p), p.controller, t) for p in state.permanents for t in state.chars(p).triggered
                    if t.event in DIES_EVENTS and (t.event != "enchanted_dies" or p.attached_to == perm.id)] + [
                        w for w in state.look_back if w[2].event in DIES_EVENTS]
        for watcher, owner, trig in watchers:  # "a creature dealt damage by this this turn"; "an artifact" (Disciple)
            if not dies_fits(trig.qualifier, chars.types, chars.subtypes, watcher.perm_id == perm.id) or (
                    trig.qualifier == "you control" and perm.controller != owner) or \
                    trig.event == "damaged_dies" and \
                    perm.damaged_by.get(watcher.perm_id or "") != state.turn_number:
                continue
            add_trigger(state, trig, watcher, owner, ("410.10", "410.10c", "410.10d"),
                        {"subject_controller": perm.controller, "subject": source.name, "that": f"card:{perm.owner}:{perm.card.name}"})
        state.look_back += [(source, perm.controller, t) for t in chars.triggered
                            if t.event in DIES_EVENTS or t.event == "card_to_graveyard"]
    for obj in state.stack:  # an ability's "its power" uses its source's last known information (413.2f)
        if obj.source is not None and obj.source.perm_id == perm.id:
            obj.extra["source_power"], obj.extra["source_counters"] = chars.power or 0, perm.counters.get("+1/+1", 0)
    state.left_play[perm.id] = f"{source.name}, " + _WENT[zone].format(owner=perm.owner)
    state.permanents.remove(perm)
    owner = state.player(perm.owner)
    name = perm.card.name  # the card itself: a copy's or face-down permanent's real card (503, 504.6)
    if zone == "library":  # Repel: on top of its owner's library (217.2)
        owner.library = owner.library.put_on_top(name)
    elif zone == "graveyard" and not perm.token:  # a token is no card (Vulturous Zombie's "a card")
        to_graveyard(state, owner, [name], seen, ("410.2", "410.10d"))
    else:
        getattr(owner, zone).append(name)
    if perm.face_down:
        state.log("reveal", f"The face-down permanent {perm.id} leaves play and its owner reveals it: it is {name}.", cite("504.6"))
    if perm.token:
        state.tokens_elsewhere.append((perm.owner, zone, name))
    # a delayed triggered ability that refers to it still triggers, and then fails (404.4d)
    state.effects = [e for e in state.effects if e.affected != perm.id or e.kind.startswith("delayed_destroy")]
    state.changed()
    for trig in leaves:
        # 410.10d: the game "looks back in time" to the permanent as it was in play
        add_trigger(state, trig, source, perm.controller, ("410.10", "410.10c", "410.10d"), {  # 410.10: where to look
            "zone": zone, "owner": perm.owner, "card": name, "counters": str(perm.counters.get("+1/+1", 0)),
            "linked": "|".join(k for k in perm.removed_with if k.startswith("card:")),
            "that": next((k[len("player:"):] for k in perm.removed_with if k.startswith("player:")), "")})
    return zone


def destroy(state: Game, perm: Permanent, regenerate: bool, why: str,
            rules: tuple[RuleNumber, ...], quiet: bool = False, report: bool = True) -> bool:
    """Destroy a permanent, unless it is indestructible (103.2) or a regeneration shield replaces it
    (419.6b); with *report*, log what its static abilities stop doing. Whether it was put into the graveyard."""
    name = state.name_of(perm.id)
    if state.chars(perm).has("indestructible"):  # it can't be destroyed, and the "can't" wins (103.2)
        state.log("indestructible", f"{name} would be destroyed ({why}) but is indestructible: it stays in play.",
                  rules + cite("103.2"))
        return False
    if perm.regeneration > 0:
        if regenerate and not any(e.kind == "no_regenerate" and e.affected == perm.id for e in state.effects):
            perm.regeneration -= 1
            perm.damage = 0
            perm.tapped = True
            in_combat, banded = perm.in_combat, bool(perm.band)
            remove_from_combat(state, perm)
            combat = (" and removed from combat" + (" and from its band" if banded else "")) if in_combat else ""
            extra = ["419.6b"] + (["306.2"] if in_combat else []) + (["502.10d"] if banded else [])
            note = ""
            if any(t.event == "leaves_play" for t in state.chars(perm).triggered):
                # 419.5, 410.7: a replaced event never happens, so it triggers nothing
                extra += ["419.5", "410.7"]
                note = "; as it isn't put into a graveyard, its leaves-play ability doesn't trigger"
            if len(rules) + len(extra) < 4:
                extra.append("419.4")  # the shield existed before the destruction
            state.log("regenerate", f"{name} would be destroyed ({why}) but regenerates instead: all damage "
                      f"is removed from it, it becomes tapped{combat}{note}.", rules + cite(*extra))
            state.changed()
            return False
        rules = rules + cite("419.6b")
        why += "; it can't be regenerated"
    before = static_view(state) if report and not quiet else {}
    if any(e.kind == "remove_instead" and e.affected == perm.id for e in state.effects):
        if not quiet:  # Disintegrate: leave_play says where it goes instead (419.1a)
            state.log("destroy", f"{name} is destroyed ({why}).", rules)
        leave_play(state, perm, "graveyard")
    else:
        leave_play(state, perm, "graveyard")
        if not quiet:
            state.log("destroy", f"{name} is destroyed ({why}) and put into {perm.owner}'s graveyard.", rules)
        if report:
            report_static_change(state, before, [perm], entering=False)
    return True


def destroy_at_once(state: Game, doomed: list[Permanent], regenerate: bool, why: str,
                    rules: tuple[RuleNumber, ...]) -> list[Permanent]:
    """Destroy every permanent of *doomed* still in play at the same time (413.2b), then report
    once what the static abilities of those put into a graveyard stop doing. The ones destroyed."""
    before = static_view(state)
    for perm in doomed:
        if perm in state.permanents:
            destroy(state, perm, regenerate, why, rules, report=False)
    gone = [p for p in doomed if p not in state.permanents]
    report_static_change(state, before, gone, entering=False)
    return gone


def search_for_land(state: Game, player: Player, land_type: str, rules: tuple[RuleNumber, ...]) -> None:
    """Landcycling's effect (502.18c): *player* searches his or her library for a card of
    *land_type*, reveals it and puts it into his or her hand, then shuffles. The scenario's
    ``choose: {object: card name}``, or by default the first such card in the library."""
    cards = list(player.library)
    found = [c for c in cards if c != "Card" and land_type in state.card_def(c).subtypes]
    choice = state.answer("object")
    if choice is not None and choice.object not in found:
        raise IllegalActionError(f"{choice.object!r} is not a {land_type} card in {player.name}'s library",
                                 cite("502.18c"))
    picked = choice.object if choice is not None else (found[0] if found else "")
    if picked:
        cards.remove(picked)
        player.hand.append(picked)
    player.library = Library(tuple(cards))  # shuffled: the same cards, order unknown
    state.changed()
    state.log("search", f"{player.name} searches his or her library" + (
        f", reveals {picked} and puts it into his or her hand" if picked else f" and finds no {land_type} card")
        + (" (the default: the first one)" if choice is None and picked else "") + ", then shuffles it.",
        rules + cite("502.18c"), default=choice is None and bool(picked))


def draw(state: Game, player: Player, count: int, rules: tuple[RuleNumber, ...]) -> None:
    """*player* draws *count* cards; drawing from an empty library is remembered (102.2)."""
    drawn = 0
    for _ in range(count):
        if not player.library:
            player.drew_from_empty = True
            break
        card, player.library = player.library.draw()
        player.hand.append(card or "Card")
        drawn += 1
    if drawn:
        # 416.3: told to draw more than the library holds, the player draws what is there
        short = cite("416.3") if drawn < count else ()
        # 507.2: what the controlled player sees, the controller of the turn sees too
        seen = f" ({state.turn_controller}, who controls the turn, sees it too)" \
            if state.turn_controller and player is state.active_player else ""
        state.log("draw", f"{player.name} draws {'a card' if drawn == 1 else f'{drawn} cards'}{seen}.",
                  rules + short + (cite("507.2") if seen else ()))
    if player.drew_from_empty:
        state.log("draw", f"{player.name} is required to draw more cards than are left in his or her library.",
                  rules + cite("102.2"))
    card_events(state, player, "draws", drawn)


def discard(state: Game, player: Player, cards: list[str], graveyard: bool = True) -> None:
    """*player* discards *cards* from his or her hand, into his or her graveyard (217.3a) unless
    *graveyard* is False (a replacement has put them elsewhere: madness, 502.24a); each card discarded
    triggers "whenever an opponent (a player) discards a card" once (410.2)."""
    for card in cards:  # a card with madness may be removed from the game instead (502.24a)
        player.hand.remove(card)
        if graveyard and not madness_removes(state, player, card):
            to_graveyard(state, player, [card])
    state.changed()
    card_events(state, player, "discards", len(cards))


def card_events(state: Game, player: Player, event: str, count: int) -> None:
    """*player* drew or discarded (*event*: ``draws``, ``discards``) *count* cards: the abilities of
    permanents in play that trigger "whenever an opponent (a player) draws (discards) a card" trigger
    once for each card (410.2), "that player" being *player*."""
    for holder in list(state.permanents) if count else ():
        for trig in state.chars(holder).triggered:
            if trig.event == event and (trig.recipient == "player" or holder.controller != player.name):
                for _ in range(count):
                    pend(state, trig, snapshot(state, holder), holder.controller, ("410.2",), that=player.name)


def add_trigger(state: Game, trig: Triggered, source: Snapshot, controller: str,
                rules: tuple[str, ...] = (), extra: Mapping[str, object] | None = None) -> None:
    """Remember a triggered ability until a player would receive priority (410.2)."""
    name = f"{source.name}'s triggered ability"
    state.pending.append(StackObject("trigger", name, controller, text=trig.effect, source=source,
                                     trigger=trig, extra={"rules": rules, **(extra or {})}))


def trigger_at(state: Game, event: str) -> None:
    """Abilities that trigger "at" the beginning of a step (300.5, 303.1, 313.1)."""
    # 300.5: "at the beginning of" a step triggers as it begins; "at end of turn": 313.1.
    rules = {"upkeep": ("303.1", "300.5"), "end_of_turn": ("313.1",)}[event]
    if event == "end_of_turn":
        for effect in [e for e in state.effects if e.kind in ("delayed_destroy", "delayed_return")]:
            state.effects.remove(effect)  # 404.4b: it triggers only once
            creator = effect.source.removesuffix("'s ability").removesuffix("'s triggered ability")
            name = f"{creator}'s delayed triggered ability"
            state.pending.append(StackObject("trigger", name, effect.controller, source=Snapshot(creator, (), ()),
                                             extra={"delayed": effect.affected, "label": effect.label,
                                                    "rules": ("313.1", "404.4b")}))
    for effect in [e for e in state.effects if e.kind == "delayed_tokens" and event == "end_of_turn"]:
        state.effects.remove(effect)  # Rukh Egg's "at end of turn" (404.4b: once)
        tokens = Instruction("tokens", who="you", amount=effect.amount, power=effect.power, toughness=effect.toughness,
                             words=effect.label)
        creator = effect.source.removesuffix("'s triggered ability")
        state.pending.append(StackObject("trigger", f"{creator}'s delayed triggered ability", effect.controller,
                                         text=SpellText("put tokens into play", (tokens,)), source=Snapshot(creator, (), ()),
                                         extra={"rules": ("313.1", "404.4b")}))
    for effect in [e for e in state.effects if e.kind == "delayed_draw" and event == "upkeep"]:
        state.effects.remove(effect)  # Panic's "at the beginning of the next turn's upkeep" (404.4b: once)
        draw = Instruction("draw", who="you", amount=effect.amount)
        words = "draw a card" if effect.amount == 1 else f"draw {effect.amount} cards"
        state.pending.append(StackObject("trigger", f"{effect.source}'s delayed triggered ability", effect.controller,
                                         text=SpellText(words, (draw,)), source=Snapshot(effect.source, (), ()),
                                         extra={"rules": ("303.1", "404.4b")}))
    for perm in list(state.permanents):
        chars = state.chars(perm)
        if event == "upkeep" and chars.has("fading") and perm.controller == state.active_player.name:
            add_trigger(state, _FADING, snapshot(state, perm), perm.controller, ("303.1", "502.20a"))
        if event == "upkeep" and perm.controller == state.active_player.name:
            if chars.has("echo") and perm.echo_due:
                add_trigger(state, _ECHO, snapshot(state, perm), perm.controller, ("303.1", "502.19a"))
            upkeeps = chars.keyword_args("cumulative upkeep")
            for _ in upkeeps:  # 502.13b: each instance triggers separately
                add_trigger(state, _CUMULATIVE, snapshot(state, perm), perm.controller,
                            ("303.1", "502.13a") + (("502.13b",) if len(upkeeps) > 1 else ()))
        for trig in chars.triggered:
            if trig.event != event:
                continue
            if (event == "upkeep" or trig.qualifier == "your") and perm.controller != state.active_player.name:
                continue  # "at end of your turn" (Erg Raiders) as "at the beginning of your upkeep"
            if trig.condition and not condition_holds(state, trig.condition, perm.id):
                continue  # 410.8: the intervening "if" is checked as it triggers
            add_trigger(state, trig, snapshot(state, perm), perm.controller,
                        rules + (("410.8",) if trig.condition else ()))


#: Fading's upkeep trigger (502.20a): remove a fade counter; if you can't, sacrifice the permanent.
_FADING = Triggered("at the beginning of your upkeep, remove a fade counter from this permanent. If you can't, "
                    "sacrifice the permanent", "upkeep", "",
                    SpellText("remove a fade counter from this; if you can't, sacrifice this",
                              (Instruction("fade", who="this"),)))


#: Echo's upkeep trigger (502.19a).
_ECHO = Triggered("echo", "upkeep", "", SpellText("sacrifice this unless you pay its mana cost",
                                                  (Instruction("echo", who="this"),)))
#: Cumulative upkeep's trigger (502.13a).
_CUMULATIVE = Triggered("cumulative upkeep", "upkeep", "", SpellText(
    "put an age counter on this, then sacrifice it unless you pay its upkeep cost for each age counter",
    (Instruction("cumulative_upkeep", who="this"),)))


def condition_holds(state: Game, condition: str, perm_id: str | None = None, resolving: bool = False) -> bool:
    """An intervening-if condition (410.8), checked as the ability triggers and as it resolves
    (*resolving*: then an "unless" of its effect too, 413.2b)."""
    if condition.startswith("didn't attack"):  # Erg Raiders: "if this didn't attack this turn ... unless it came
        source = state.find(perm_id) if perm_id else None  # under your control this turn" (212.3d)
        return source is not None and source.attacked_turn != state.turn_number and not (
            resolving and condition.endswith("|unless new") and source.sick)
    if condition == "no creatures":
        return not state.creatures()
    if condition in ("untapped", "yours|tapped"):  # "if this is untapped", Mana Vault's "if this is tapped": the
        source = state.find(perm_id) if perm_id else None  # source, as it resolves
        return source is not None and source.tapped == (condition != "untapped")
    if condition.startswith("is:"):  # Hidden Gibbons: "if this is an enchantment", again as it resolves (410.8)
        source = state.find(perm_id) if perm_id else None
        return source is not None and condition[3:] in state.chars(source).types
    if condition.startswith("no:"):  # "if there are no Zombies in play"
        return not any(condition[3:] in state.chars(p).subtypes for p in state.permanents)
    return _counted_condition(state, condition, state.find(perm_id) if perm_id else None)


def _counted_condition(state: Game, condition: str, source: Permanent | None) -> bool:
    """The counting conditions of judge.trigger_text.intervening_condition, for *source* (its controller's
    "you"), as the ability triggers and as it resolves (410.8); a source that has left play: its
    condition isn't met (nothing of it is counted)."""
    kind, _, rest = condition.partition(":")
    if source is None or kind not in ("count", "library", "hand", "counters", "more"):
        return kind not in ("count", "library", "hand", "counters", "more")
    you = state.player(source.controller)
    if kind == "library":  # Battle of Wits
        return len(you.library) >= int(rest)
    if kind == "hand":  # Imaginary Pet
        return len(you.hand) >= int(rest)
    if kind == "counters":  # Serrated Arrows: "if there are no arrowhead counters on this"
        return source.counters.get(rest.split(":")[0], 0) == 0
    card_type = rest.split(":")[-1] if kind == "more" else rest.split(":")[1]
    controls = collections.Counter(state.chars(p).controller for p in state.permanents
                                   if card_type in state.chars(p).types)
    if kind == "more":  # Land Tax: "an opponent controls more lands than you"
        return any(controls[p.name] > controls[you.name] for p in state.players if p is not you)
    whose, _, need = rest.split(":")
    if whose == "all":  # Impending Disaster: "seven or more lands in play"
        return sum(controls.values()) >= int(need)
    if whose == "you":  # Epic Struggle; Glimmervoid: "you control no artifacts", none
        return controls[you.name] >= int(need) if int(need) else not controls[you.name]
    return any(controls[p.name] >= int(need) for p in state.players if p is not you)


def concede(state: Game, player: Player, by: str = "") -> None:
    """*player* concedes: he or she leaves the game at once and loses it (100.6, 102.7).

    :raises IllegalActionError: when *by* names another player: only a player may concede,
        even for the controller of his or her turn (507.3b, 507.3c).
    """
    controlled = state.turn_controller and player is state.active_player
    if by and by != player.name:
        raise IllegalActionError(f"{by} can't make {player.name} concede: conceding is only {player.name}'s decision"
                                 + (", even while " + by + " controls the turn" if controlled else ""),
                                 cite("102.7") + (cite("507.3b", "507.3c") if controlled else ()))
    player.lost = True
    state.log("concede", f"{player.name} concedes and leaves the game; {player.name} loses"
              + (f" (even with {state.turn_controller} controlling the turn, the choice is the player's)"
                 if controlled else "") + ".", cite("100.6", "102.7") + (cite("507.3b") if controlled else ()))
    state.ended = True
    state.log("game_over", game_over_text(state), cite("102.3"))


def game_over_text(state: Game) -> str:
    """Who won, or that the game is a draw (102.3, 102.4)."""
    result = state.result
    return "Both players lose simultaneously: the game is a draw." if result == "draw" else \
        f"The game ends: {result[4:]} wins."
