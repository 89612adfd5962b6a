"""Permanents coming into play: tokens, face-down and kicked permanents, copies (503.5),
amplify (502.27), and the comes-into-play triggers they set off (410.10a)."""

from __future__ import annotations

import dataclasses

from kb.numbers import RuleNumber

from judge import zones
from judge.abilities import COLORS, Instruction, Keyword, Static, Triggered
from judge.cards import CardDef
from judge.characteristics import Game, snapshot
from judge.errors import IllegalActionError
from judge.objects import Permanent, StackObject
from judge.rules import cite


def _amplify(state: Game, perm: Permanent, card: CardDef, controller: str, amounts: list[int],
             copied: bool = False) -> None:
    """As it comes into play, reveal cards from hand that share a creature type with it: X
    +1/+1 counters for each (502.27a), each instance separately (502.27b). The scenario's
    ``choose: {reveal: [...]}``, or by default every such card. *copied*: a copy uses the
    copied amplify (503.5)."""
    hand = state.player(controller).hand
    sharing = [c for c in hand if set(state.card_def(c).subtypes) & set(card.subtypes)
               and "creature" in state.card_def(c).types] if hand and "Card" not in hand else []
    choice = state.answer("reveal")
    shown = list(choice.reveal) if choice is not None else sharing
    bad = [c for c in shown if c not in sharing]
    if bad:
        raise IllegalActionError(f"{', '.join(bad)} doesn't share a creature type with {card.name}", cite("502.27a"))
    counters = len(shown) * sum(amounts)
    if counters:
        perm.counters["+1/+1"] = perm.counters.get("+1/+1", 0) + counters
        perm.counter_stamps.append((perm.timestamp, counters, counters))
    state.log("amplify", f"{controller} reveals {', '.join(shown) or 'no cards'}"
              + (" (the default: every card that can be revealed)" if choice is None else "")
              + f": {f'{perm.card.name} (as {card.name})' if copied else card.name} comes into play with "
              f"{counters} +1/+1 counters.",
              cite("502.27", "502.27a", "410.10e") + (cite("502.27b") if len(amounts) > 1 else ())
              + (cite("503.5") if copied else ()), default=choice is None)


def _clone_choice(state: Game, controller: str) -> CardDef | None:
    """As a Clone comes into play its controller may choose a creature in play to copy
    (503.5): the scenario's ``choose: {object: id}`` (or ``{may: false}``), or by default
    the first creature an opponent controls, else the first creature."""
    choice = state.answer("object") or state.answer("may")
    creatures = state.creatures()
    chosen = None
    if choice is not None and choice.object:
        chosen = state.find(choice.object)
        if chosen is None or chosen not in creatures:
            raise IllegalActionError(f"{choice.object!r} is not a creature in play to copy", cite("503.5"))
    elif choice is None:
        chosen = next((p for p in creatures if p.controller != controller), creatures[0] if creatures else None)
    if chosen is None:
        state.log("choice", f"{controller} copies nothing" + (" (no creature is in play)" if not creatures else "")
                  + ".", cite("503.5"), default=choice is None)
        return None
    values = chosen.copy_of or chosen.card  # copiable values include other copy effects (503.2, 503.3)
    copied = f" (itself a copy: the copiable values are {values.name}'s)" if chosen.copy_of is not None else ""
    state.log("choice", f"{controller} chooses {state.name_of(chosen.id)} to copy{copied}"
              + (" (the default: an opponent's creature first)" if choice is None else "") + ".",
              cite("503.5") + (cite("503.3") if copied else ()), default=choice is None)
    return values


def _choose_color(state: Game, perm: Permanent, entering_as: CardDef, controller: str) -> None:
    """"As this comes into play, choose a color": the scenario's ``choose: {color: ...}``, or
    by default the first color of a permanent an opponent controls (else white). A copy's
    controller makes the choice for the copy, which remembers it (503.6, 503.8)."""
    choice = state.answer("color")
    theirs = [c for p in state.permanents if p.controller != controller for c in state.chars(p).colors]
    perm.chosen_color = choice.color if choice is not None else (theirs[0] if theirs else COLORS[0])
    copied = perm.copy_of is not None
    state.log("choice", f"As {perm.card.name}{f' (as {entering_as.name})' if copied else ''} comes into play, "
              f"{controller} chooses {perm.chosen_color}"
              + (" (the default: an opponent's permanent's color)" if choice is None else "")
              + (f"; the choice made for the {entering_as.name} it copies isn't copied, and the copy keeps its own"
                 if copied else "") + ".", cite("503.5", "503.6", "503.8") if copied else cite("410.10e"),
              default=choice is None)


def _pay_life(state: Game, perm: Permanent, controller: str) -> None:
    """"As this comes into play, pay any amount of life" (410.10e): the scenario's ``choose:
    {number: N}``, by default 0; no more than the player has.

    :raises IllegalActionError: for more life than he or she has."""
    choice, player = state.answer("number"), state.player(controller)
    amount = choice.number if choice is not None and choice.number is not None else 0
    if amount > max(player.life, 0):
        raise IllegalActionError(f"{controller} has {player.life} life and can't pay {amount} as {perm.card.name} "
                                 "comes into play", cite("410.10e", "409.1h"))
    player.life -= amount
    perm.life_paid = amount
    state.log("life", f"As {perm.card.name} comes into play, {controller} pays {amount} life (now {player.life})"
              + (" (the default: none)" if choice is None else "") + ".", cite("410.10e"), default=choice is None)


def _choose_type(state: Game, perm: Permanent, controller: str) -> None:
    """"As this comes into play, choose a creature type" (410.10e): the scenario's ``choose:
    {words: [Goblin]}``, or by default the type most creatures an opponent controls share (the
    first such), else that of any creature in play, else Goblin."""
    choice = state.answer("words")
    counts: dict[str, int] = {}
    for side in (True, False):
        for other in state.permanents:
            chars = state.chars(other)
            if chars.is_creature and (other.controller != controller) == side:
                for subtype in chars.subtypes:
                    counts[subtype] = counts.get(subtype, 0) + 1
        if counts:
            break
    chosen = choice.words[0] if choice is not None and choice.words else max(counts, key=counts.__getitem__,
                                                                              default="Goblin")
    perm.chosen_type = chosen[:1].upper() + chosen[1:]
    state.log("choice", f"As {perm.card.name} comes into play, {controller} chooses the creature type "
              f"{perm.chosen_type}" + (" (the default: the type most of an opponent's creatures share)"
                                       if choice is None else "") + ".", cite("410.10e"), default=choice is None)


def become_copy(state: Game, perm: Permanent, target: Permanent, ability: Triggered | None) -> None:
    """*perm* becomes a copy of *target* while it stays in play, except that it keeps its color
    and gains *ability* (503.4, 503.9): it doesn't come into play, so no comes-into-play
    ability triggers, and noncopy effects on it still apply."""
    values = target.copy_of or target.card  # the copiable values (503.2, 503.3)
    mine, was = perm.copy_of or perm.card, state.name_of(perm.id)
    gained = (ability,) if ability is not None and ability not in values.abilities else ()
    perm.copy_of = dataclasses.replace(values, colors=mine.colors, abilities=values.abilities + gained)
    state.changed()
    rules = cite("503.2", "503.4", "503.9")
    shown = state.name_of(target.id) + (f" (itself a copy of {values.name})" if target.copy_of is not None else "")
    text = (f"{was} becomes a copy of {shown} except that it keeps its "
            f"color ({', '.join(mine.colors) or 'colorless'}) and gains the ability that copied it; it doesn't come "
            "into play, so no comes-into-play ability triggers, and effects on it still apply")
    if not perm.chosen_color and any(isinstance(a, Keyword) and a.arg == "the chosen color" for a in values.abilities):
        text += "; no color was ever chosen for it, so \"the chosen color\" is undefined and protects from nothing"
        rules += cite("503.7")
    tracking = sorted({e.source for e in state.effects if e.affected == perm.id})
    if tracking:  # 503.11: an effect follows the permanent, whatever it is now called
        text += f"; the effect of {', '.join(tracking)} still tracks it under its new name"
        rules += cite("503.11")
    state.log("copy", text + ".", rules)


def _enter_with_counters(state: Game, perm: Permanent, ability: Static, x: int) -> None:
    """"This comes into play with N (X) +1/+1 (charge ...) counters on it": part of the event (410.10e, 419.1b);
    +1/+1 and +1/+0 counters change its power and toughness (418.5a)."""
    count, kind = (x if ability.condition == "x" else ability.power), ability.words or "+1/+1"
    if count:
        perm.counters[kind] = perm.counters.get(kind, 0) + count
    if count and kind in ("+1/+1", "+1/+0"):
        perm.counter_stamps.append((perm.timestamp, count, count if kind == "+1/+1" else 0))
    state.log("counters", f"{perm.card.name} comes into play with {count} {kind} counter{'s' * (count != 1)} on it"
              + (f" (X is {x})" if ability.condition == "x" else "") + ".",
              cite("410.10e", "419.1b") + (cite("409.1b") if ability.condition == "x" else ()))


def put_into_play(state: Game, card: CardDef, controller: str, owner: str,
                  attached_to: str | None = None, token: bool = False, face_down: bool = False,
                  kicked: bool = False, played: bool = False, x: int = 0) -> Permanent:
    """A card (or a token) comes into play (its comes-into-play abilities trigger, 410.10a;
    a face-down one's don't, 504.2); *played*: as a spell played from its owner's hand resolves
    (Phage the Untouchable's "if you didn't play it from your hand", 410.8); *x*: the X announced
    for its spell (409.1b), 0 for a card put into play otherwise."""
    perm = Permanent(state.new_id(card.name), card, controller, owner, state.next_timestamp(),
                     sick=True, attached_to=attached_to, token=token, face_down=face_down, kicked=kicked)
    perm.echo_due = True  # 502.19a: it came under its controller's control since the last upkeep
    if not face_down and any(isinstance(a, Static) and a.kind == "clone" for a in card.abilities):
        perm.copy_of = _clone_choice(state, controller)
    # 503.5: a copy comes into play with the copied "as this comes into play" abilities
    entering_as = perm.copy_of or card
    if not face_down and any(isinstance(a, Static) and a.kind == "choose_color" for a in entering_as.abilities):
        _choose_color(state, perm, entering_as, controller)
    if not face_down and any(isinstance(a, Static) and a.kind == "choose_type" for a in entering_as.abilities):
        _choose_type(state, perm, controller)
    if not face_down and any(isinstance(a, Static) and a.kind == "pay_life" for a in entering_as.abilities):
        _pay_life(state, perm, controller)
    amplify = [int(a.arg or 0) for a in entering_as.abilities if isinstance(a, Keyword) and a.name == "amplify"]
    if amplify and not face_down:
        _amplify(state, perm, entering_as, controller, amplify, copied=perm.copy_of is not None)
    for ability in () if face_down else entering_as.abilities:
        if isinstance(ability, Static) and ability.kind == "enters_with_counters":  # 410.10e, 419.1b
            _enter_with_counters(state, perm, ability, x)
    for ability in card.abilities:
        if kicked and isinstance(ability, Static) and ability.kind == "kicked":
            perm.counters["+1/+1"] = perm.counters.get("+1/+1", 0) + ability.power  # 502.21b, 410.10e
            perm.counter_stamps.append((perm.timestamp, ability.power, ability.power))
    # 410.10e: "comes into play tapped" and fading's counters are part of the event itself
    perm.tapped = any(isinstance(a, Static) and a.kind == "enters_tapped" for a in card.abilities)
    fade = sum(int(a.arg or 0) for a in card.abilities if isinstance(a, Keyword) and a.name == "fading")
    if fade:
        perm.counters["fade"] = fade
    state.permanents.append(perm)
    state.changed()
    for trig in state.chars(perm).triggered:
        if trig.event == "comes_into_play" and not (trig.condition == "not played from hand" and played) and not (
                trig.condition == "played from hand" and not played) and not (  # Furnace Dragon (410.8)
                trig.condition == "kicked" and not kicked):  # Benalish Emissary (410.8, 502.21c)
            zones.add_trigger(state, trig, snapshot(state, perm), controller, ("410.10a",) + (
                ("410.8", "502.21c") if trig.condition == "kicked" else ("410.8",) if trig.condition else ()))
    if state.chars(perm).is_creature:
        for other in state.permanents:
            if other is perm:
                continue
            for trig in state.chars(other).triggered:
                if trig.event == "other_creature_enters":
                    zones.add_trigger(state, trig, snapshot(state, other), other.controller, ("410.10a",))
    chars = state.chars(perm)
    for other in list(state.permanents):
        for trig in state.chars(other).triggered:
            kind = trig.qualifier.removeprefix("other:").removeprefix("mine:").removeprefix("self-or:")
            itself = other is perm and trig.qualifier.startswith("self-or:")  # Noxious Ghoul: "this or another Zombie"
            if trig.event == "permanent_enters" and (kind in chars.types or kind in chars.subtypes or itself) and not (
                    other is perm and trig.qualifier.startswith("other:")) and not (
                    trig.qualifier.startswith("mine:") and chars.controller != state.chars(other).controller):
                zones.add_trigger(state, trig, snapshot(state, other), other.controller, ("410.10a",),
                                  {"that": perm.id, "that_name": state.name_of(perm.id), "that_source": snapshot(state, perm),
                                   "that_toughness": str(chars.toughness or 0), "that_controller": chars.controller})
    return perm


def make_tokens(state: Game, obj: StackObject, ins: Instruction, rules: tuple[RuleNumber, ...]) -> None:
    """Put creature tokens into play: the spell's or ability's controller controls and owns
    them; the creature type is also the name (216.1)."""
    words, _, keyword = ins.words.partition(" with ")  # "black Wurm with trample": an ability it gives (216.1)
    if words.endswith(" x=life paid"):  # Phyrexian Processor: the life paid as it came into play (413.2f)
        words, paid = words.removesuffix(" x=life paid"), int(obj.extra.get("life_paid", 0))
        ins = dataclasses.replace(ins, power=paid, toughness=paid)
    color, subtype = words.split(" ", 1)
    artifact = subtype.endswith(" artifact")  # Pentavus: "a 1/1 colorless Pentavite artifact creature token"
    subtype = subtype.removesuffix(" artifact")
    card = CardDef.from_fields(subtype, types=["artifact", "creature"] if artifact else ["creature"],
                               subtypes=[subtype], colors=[] if color == "colorless" else [color],
                               power=ins.power, toughness=ins.toughness, abilities=[keyword] if keyword else [])
    whose = str(obj.extra.get("subject_controller") or obj.controller) if ins.who == "its controller" else obj.controller
    made = [put_into_play(state, card, whose, whose, token=True) for _ in range(ins.amount)]
    ids = ", ".join(p.id for p in made)
    count = {1: "A", 2: "Two", 3: "Three", 4: "Four"}.get(len(made), str(len(made)))
    state.log("comes_into_play", f"{count} {ins.power}/{ins.toughness} {color} {subtype}{' artifact' * artifact} "
              "creature token"
              f"{'s' if len(made) != 1 else ''}{' with ' + keyword if keyword else ''}"
              f"{' come' if len(made) != 1 else ' comes'} into play under {whose}'s control (id "
              f"{ids}).", rules + cite("216.1", "216.2"))


__all__ = ["become_copy", "make_tokens", "put_into_play"]
