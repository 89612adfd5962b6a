"""Targets (rule 415): finding what a name targets (a permanent, a player, a spell or ability on
the stack, a card in a graveyard) and whether it is a legal target for a target specification."""

from __future__ import annotations

import re

from kb.numbers import RuleNumber

from judge.abilities import Target
from judge.effect_patterns import CREATURE_TYPES
from judge.characteristics import Game
from judge.damage import targeting_problem
from judge.errors import IllegalActionError
from judge.kinds import permanent_fits
from judge.objects import Snapshot, StackObject
from judge.rules import cite


def find_target(state: Game, name: str, kind: str = "", playing: str = "") -> str:
    """The key of a named target: a permanent id, a player name, or ``spell:<serial>`` for
    the topmost spell with that card name. *kind* is what the target must be and
    *playing* the name of the spell being played, for the reasons of an illegal choice.

    :raises IllegalActionError: if nothing by that name is in play or on the stack.
    """
    if state.find(name) is not None or state.is_player(name):
        return name
    for obj in reversed(state.stack):
        if obj.kind == "spell" and obj.name.lower() == name.lower():
            return f"spell:{obj.serial}"
    if any(p.id == name for p, _ in state.phased_out):
        raise IllegalActionError(f"{name} is phased out: it is treated as though it doesn't exist",
                                 cite("415.5", "217.8c"))
    for player in state.players if "graveyard" in kind else ():  # a card in a graveyard (217.3)
        card = next((c for c in player.graveyard if c.lower() == name.lower()), None)
        if card is not None:
            return f"card:{player.name}:{card}"
    if kind == "activated or triggered ability":  # Stifle: "X's ability", "X's triggered ability"
        found = next((o for o in reversed(state.stack) if o.name.lower() == name.lower()), None)
        if found is not None and found.kind in ("ability", "trigger"):
            return f"spell:{found.serial}"
        if found is not None:
            raise IllegalActionError(f"{found.name} is not an activated or triggered ability", cite("415.5"))
    if kind.startswith("spell"):
        # "X's ability" names any ability of X on the stack ("X's cycling ability", ...)
        owner = name[:-len("'s ability")].lower() if name.lower().endswith("'s ability") else None
        named = [o for o in reversed(state.stack) if o.name.lower() == name.lower()] + [
            o for o in reversed(state.stack) if owner is not None and o.kind != "spell"
            and o.name.lower().startswith(owner + "'s ") and o.name.lower().endswith(" ability")]
        for obj in named:
            if obj.kind == "combat_damage":
                raise IllegalActionError("combat damage on the stack is not a spell or ability and can't be "
                                         "countered", cite("310.3", "415.5"))
            raise IllegalActionError(f"{obj.name} is an ability, not a spell", cite("402.5", "415.5"))
        if playing and name.lower() == playing.lower():
            # 401.1: the spell is already on the stack while its targets are chosen
            raise IllegalActionError(f"{playing} can't target itself", cite("415.6", "409.1c"))
    if name in state.left_play:  # an id of a permanent that left play: it is a new object now (217.1c)
        raise IllegalActionError(f"{state.left_play[name]}, is no longer in play and can't be targeted",
                                 cite("217.1c", "415.5"))
    raise IllegalActionError(f"no permanent, player or spell {name!r} to target", cite("415.5"))


def _spell_problem(state: Game, obj: StackObject, what: str) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why the spell *obj* isn't what a qualified spell target asks: ``creature``, ``artifact or enchantment``,
    ``nonblue``, ``red``, ``cmc<=3`` (its characteristics on the stack, 401.1, 203.3)."""
    card = obj.card
    if obj.kind != "spell" or card is None:
        return f"{obj.name} is an ability, not a spell", cite("402.5", "415.5")
    face_down = bool(obj.extra.get("face_down"))  # a 2/2 creature spell with no color and no mana cost (504.2)
    colors = set() if face_down else set(obj.source.colors if obj.source is not None else card.colors)
    types = {"creature"} if face_down else set(card.types)
    if what.startswith("cmc<="):
        cost = 0 if face_down else card.mana_value
        return ("", ()) if cost <= int(what[5:]) else (f"{obj.name} has converted mana cost {cost}, more than "
                                                       f"{what[5:]}", cite("415.5", "203.3"))
    if what.startswith("non"):
        fits = what[3:] not in colors
    elif what in ("white", "blue", "black", "red", "green"):
        fits = what in colors
    else:
        fits = bool(set(what.split(" or ")) & types)
    return ("", ()) if fits else (f"{obj.name} is not {'an' if what[0] in 'aeiou' else 'a'} {what} spell",
                                  cite("415.5"))


def target_problem(state: Game, spec: Target, key: str, source: Snapshot,
                   self_serial: int = 0) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why *key* is not a legal target for *spec*, with rules; ``("", ())`` if legal."""
    kind = spec.kind
    if key.startswith("spell:"):
        serial = int(key[6:])
        obj = next((o for o in state.stack if o.serial == serial), None)
        if kind == "activated or triggered ability":  # Stifle (402.5, 415.1)
            if obj is None:
                return "that ability is no longer on the stack", cite("413.2a")
            if obj.kind not in ("ability", "trigger"):
                return f"{obj.name} is not an activated or triggered ability", cite("415.5")
            return "", ()
        if kind not in ("spell", "spell or permanent", "spell with a single target") and not kind.startswith("spell:"):
            return "a spell is not a legal target here", cite("415.5")
        if obj is None:
            return "that spell is no longer on the stack", cite("413.2a", "401.2")
        if serial == self_serial:
            return "a spell can't target itself", cite("415.6")
        if kind.startswith("spell:"):  # "target creature spell", "target nonblue spell" (415.5)
            return _spell_problem(state, obj, kind[6:])
        if kind == "spell with a single target" and len(obj.targets) != 1:
            # 415.7c: "you" in a spell's text isn't a target
            you = obj.text is not None and re.search(r"\byou\b", obj.text.text.lower()) is not None
            return (f"{obj.name} has {len(obj.targets) or 'no'} target{'s' * (len(obj.targets) > 1)}"
                    + (" (\"you\" in its text isn't a target)" if you and not obj.targets else ""),
                    cite("415.5") + (cite("415.7c") if you and not obj.targets else ()))
        return "", ()
    if key.startswith("card:"):  # "target creature card in your graveyard" (Raise Dead)
        owner, card = key[5:].split(":", 1)
        if kind.startswith("another ") and card == source.name and state.player(owner).graveyard.count(card) < 2:
            return f"{card} is the card of {source.name} itself, not another card", cite("415.5")  # Myr Retriever
        kind = kind.removeprefix("another ")
        if "graveyard" not in kind:
            return f"{card} in a graveyard is not a legal target here", cite("415.5")
        if card not in state.player(owner).graveyard:
            return f"{card} is no longer in {owner}'s graveyard", cite("413.2a")
        if "your graveyard" in kind and owner != source.controller:
            return f"{card} is in {owner}'s graveyard, not its player's own", cite("415.5")
        if "an opponent's graveyard" in kind and owner == source.controller:
            return f"{card} is in {owner}'s own graveyard, not an opponent's", cite("415.5")
        for typ in ("creature", "sorcery", "instant", "artifact", "land"):  # Anarchist: "target sorcery card"; Moriok Scavenger:
            if typ in kind.split(" card", 1)[0].split() and typ not in state.card_def(card).types:  # "artifact creature"
                return f"{card} is not {'an' if typ[0] in 'aeiou' else 'a'} {typ} card", cite("415.5")
        most = re.search(r"with converted mana cost (\d+) or less", kind)  # Leonin Squire, Auriok Salvagers
        if most and state.card_def(card).mana_value > int(most.group(1)):
            return (f"{card} has converted mana cost {state.card_def(card).mana_value}, more than {most.group(1)}",
                    cite("415.5", "203.3"))
        typed = kind.split(" ", 1)[0]  # "target Zombie card in your graveyard" (Lord of the Undead)
        if typed in CREATURE_TYPES and typed.title() not in state.card_def(card).subtypes:
            return f"{card} is not {'an' if typed[0] in 'aeiou' else 'a'} {typed.title()} card", cite("415.5")
        return "", ()
    if state.is_player(key):
        if kind in ("player", "creature or player") or (kind == "opponent" and key != source.controller):
            guard = next((p for p in state.permanents if p.controller == key
                          and state.chars(p).has("you can't be the target of spells or abilities")), None)
            if guard is not None:  # True Believer, Ivory Mask: "can't" wins (103.2)
                return (f"{key} can't be the target of spells or abilities ({state.name_of(guard.id)})",
                        cite("103.2", "415.1", "415.2"))
            shroud = next((e for e in state.effects if e.kind == "player_shroud" and e.affected == key), None)
            if shroud is not None:  # Gilded Light: until end of turn
                return (f"{key} can't be the target of spells or abilities this turn ({shroud.source})",
                        cite("103.2", "415.1", "415.2"))
            return "", ()
        return f"{key} is a player, not a {kind}", cite("415.5")
    perm = state.find(key)
    if perm is None:
        return f"{key} is no longer in play", cite("413.2a")
    chars = state.chars(perm)
    ok = permanent_fits(state, perm, kind, source.controller, source.perm_id or "")
    if not ok:
        return f"{chars.name} is not {'an' if kind[0] in 'aeiou' else 'a'} {kind}", cite("415.5")
    if kind == "creature you control" and perm.id == source.perm_id:
        return "an Equipment can't equip itself", cite("502.33a", "415.6")
    if kind == "wall" and any(s.kind == "not_wall_target" for s in chars.statics):  # Wall of Shadows: "can't" wins
        return f"{chars.name} can't be the target of spells or abilities that can target only Walls", cite("103.2", "415.5")
    return targeting_problem(state, perm, source)


def choose_targets(state: Game, specs: tuple[Target, ...], names: tuple[str, ...],
                    source: Snapshot, what: str, playing: str = "") -> list[str]:
    """The keys of the targets *names* for *specs*, each checked as it is chosen (409.1c).

    :raises IllegalActionError: for a wrong count or an illegal target."""
    if specs and specs[-1].up_to and len(names) == len(specs) - 1:
        specs = specs[:-1]  # "up to one target": left unchosen (409.1c)
    if len(names) != len(specs):
        wanted = ", ".join(s.text for s in specs) or "no targets"
        raise IllegalActionError(f"{what} needs {wanted}; {len(names)} given", cite("409.1c"))
    keys = []
    for spec, name in zip(specs, names):
        key = find_target(state, name, spec.kind, playing)
        reason, rules = target_problem(state, spec, key, source)
        if reason:
            raise IllegalActionError(f"{what} can't target {state.target_name(key)}: {reason}",
                                     cite("409.1c") + rules)
        if spec.another and key in keys:  # "another target" (409.1c)
            raise IllegalActionError(f"{what} can't target {state.target_name(key)} twice: the same target can't be "
                                     "chosen multiple times", cite("409.1c"))
        keys.append(key)
    return keys


__all__ = ["choose_targets", "find_target", "target_problem"]
