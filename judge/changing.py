"""Effects that change another object: changing a spell's target (415.7), changing the
text of a spell or permanent (418.6), and its color (layer 5 of 418.5a)."""

from __future__ import annotations

import dataclasses
import re

from kb.numbers import RuleNumber

from judge.abilities import LAND_TYPES, COLORS, Ability, Enchant, Instruction, parse_spell_text, reword
from judge.characteristics import Game
from judge.errors import IllegalActionError
from judge.objects import Effect, StackObject
from judge.rules import cite
from judge.targets import find_target, target_problem


def change_target(state: Game, obj: StackObject, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """*obj* changes the target of the spell *key* (``spell:<serial>``), a spell with a single
    target: to the target the scenario's ``choose: {targets: [...]}`` names, or by default to
    the first other legal target (an opponent of *obj*'s controller first). The new target must
    be legal for the spell as it was played, its mode included (415.7b); if it isn't, or there
    is none, the original target is unchanged (415.7a)."""
    spell = next((o for o in state.stack if o.serial == int(key[6:])), None)
    if spell is None or len(spell.targets) != 1 or spell.text is None or not spell.text.targets:
        return
    assert spell.source is not None
    spec, old = spell.text.targets[0], spell.targets[0]
    moded = cite("415.7b") if spell.mode else ()
    mode = f" (its mode {spell.mode} stays, and so does what that mode may target)" if spell.mode else ""
    choice = state.answer("targets")
    if choice is not None and choice.targets:
        wanted = choice.targets[0]
        try:
            new = find_target(state, wanted, spec.kind)
        except IllegalActionError as error:
            reason, why = str(error), error.rules
        else:
            reason, why = target_problem(state, spec, new, spell.source, spell.serial)
            if not reason and new == old:
                reason = "it is the target already"
        if reason:
            state.log("retarget", f"{spell.name}'s target can't be changed to {wanted}: {reason}{mode}; its target, "
                      f"{state.target_name(old)}, is unchanged.", rules + cite("415.7", "415.7a") + moded + why)
            return
        default = False
    else:
        opponents = [p.name for p in state.players if p.name != obj.controller]
        keys = opponents + [obj.controller] + [p.id for p in state.permanents if p.controller != obj.controller] + [
            p.id for p in state.permanents if p.controller == obj.controller] + [
            f"spell:{o.serial}" for o in state.stack if o is not spell and o.kind == "spell"]
        legal = [k for k in keys if k != old and not target_problem(state, spec, k, spell.source, spell.serial)[0]]
        if not legal:
            state.log("retarget", f"{spell.name} has no other legal target{mode}: its target, "
                      f"{state.target_name(old)}, is unchanged.", rules + cite("415.7", "415.7a") + moded)
            return
        new, default = legal[0], True
    spell.targets[0] = new
    shown = " (the default: the first other legal target, an opponent first)" if default else ""
    state.log("retarget", f"{spell.name} now targets {state.target_name(new)} instead of {state.target_name(old)}"
              f"{mode}{shown}.", rules + cite("415.7") + moded, default=default)
    state.changed()


def _words_of(kind: str, text: str, subtypes: tuple[str, ...]) -> list[str]:
    """The words of *kind* that *text* (and the type line's *subtypes*) use, in order."""
    if kind == "creature type":
        return list(subtypes)
    vocabulary = COLORS if kind == "color word" else LAND_TYPES
    found = [(m.start(), w) for w in vocabulary for m in re.finditer(rf"(?<![a-z]){w.lower()}(?=walk\b|\b)", text.lower())]
    return [w for _, w in sorted(found)] + [s for s in subtypes if s in vocabulary]


def _replacement(kind: str, old: str, others: list[str]) -> str:
    """The default new word: the next color of the color wheel, the next basic land type, or
    another creature's creature type."""
    if kind == "creature type":
        return next((o for o in others if o.lower() not in (old.lower(), "wall")), "")
    vocabulary = [w.lower() for w in (COLORS if kind == "color word" else LAND_TYPES)]
    return vocabulary[(vocabulary.index(old.lower()) + 1) % len(vocabulary)]


def change_text(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """*obj* changes the text of the spell or permanent *key*, replacing every instance of
    one word of a kind (a color word, a basic land type, a creature type) with another
    (418.6): the words the scenario's ``choose: {words: [old, new]}`` names, or by default the
    first such word of its text and the next one of its kind. Only words used as that kind
    of word change; names never do (418.6a). The effect doesn't end at end of turn."""
    kind = ins.words.removesuffix(" not wall")
    spell = next((o for o in state.stack if o.serial == int(key[6:])), None) if key.startswith("spell:") else None
    perm = state.find(key) if spell is None else None
    if spell is None and perm is None:
        return
    if perm is not None:
        chars = state.chars(perm)
        printed: list[Ability] = [*chars.keywords, *chars.activated, *chars.statics, *chars.triggered]
        text = "; ".join(a.text for a in printed if not isinstance(a, Enchant))
        subtypes, name = chars.subtypes, chars.name
    else:
        assert spell is not None and spell.text is not None
        text, subtypes, name = spell.text.text, (), spell.name
    choice = state.answer("words")
    if choice is not None and len(choice.words) == 2:
        old, new = choice.words
    else:
        present = _words_of(kind, text, subtypes)
        others = [s for p in state.permanents for s in state.chars(p).subtypes]
        old = present[0] if present else ""
        new = _replacement(kind, old, others) if old else ""
    allowed = {"color word": COLORS, "basic land type": LAND_TYPES}.get(kind)
    wrong = [w for w in (old, new) if not w or (allowed is not None and w.lower() not in (a.lower() for a in allowed))]
    if kind == "creature type" and new.lower() == "wall" and ins.words.endswith("not wall"):
        wrong.append(new)
    if wrong:
        state.log("text", f"{obj.name} changes nothing: {', '.join(repr(w) for w in wrong if w) or 'no word'} "
                  f"isn't a {kind} it can replace.", rules + cite("418.6", "418.6a"))
        return
    default = (" (the default: its first creature type, and another creature type in play)" if kind == "creature type"
               else " (the default: the first such word of its text, and the next of its kind)") if choice is None else ""
    extra: list[str] = []
    if perm is not None:
        before = state.chars(perm)
        state.effects.append(Effect("text", state.next_timestamp(), key, source=obj.name, label=f"{old}>{new}",
                                    until=""))
        state.changed()
        after = state.chars(perm)
        now: list[Ability] = [*after.keywords, *after.statics]
        words = [a.text for a in now if not isinstance(a, Enchant)]
        notes = [f"its abilities are now: {'; '.join(words)}"] if words else []
        if re.search(rf"(?<![a-z]){old.lower()}", name.lower()) and not perm.token:
            notes.append(f"its name, {name}, is a proper noun and doesn't change")
            extra.append("418.6a")
        granted = [k.text for k in after.keywords if k not in perm.card.abilities and old.lower() in k.text.lower()]
        if granted:
            notes.append(f"the {', '.join(granted)} another effect grants it keeps its words")
            extra.append("418.6b")
        if perm.token and before.name != after.name:
            notes.append(f"the token's name and creature type, defined by the effect that created it, are both "
                         f"{after.name} now")
            extra += ["418.6c", "418.6d"]
        shown = state.name_of(key) if before.name == after.name else f"{before.name} (now {after.name})"
    else:
        assert spell is not None and spell.text is not None
        spell.text = parse_spell_text(reword(spell.text.text, old, new, name))
        notes, shown = [f"its text now reads \"{spell.text.text}\""], spell.name
    state.log("text", f"{obj.name} changes the text of {shown}: each {kind} \"{old}\" becomes \"{new}\"{default}; "
              + "; ".join(notes) + ".", rules + cite("418.6", *dict.fromkeys(["418.6a", *extra])) + cite("418.5a"),
              default=choice is None)


def set_color(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """*obj* makes the spell or permanent *key* a color: the one its text names or the one its
    controller chooses as it resolves (the scenario's ``choose: {color: ...}``; by default the
    first color the permanent has, else white), until end of turn or, with no duration stated,
    for the rest of the game. A spell's new color stays with the permanent it becomes (217.1c)."""
    color, _, until = ins.words.partition(" until ")
    if key.startswith("spell:"):
        spell = next(o for o in state.stack if o.serial == int(key[6:]))
        if spell.source is not None:
            spell.source = dataclasses.replace(spell.source, colors=(color,))
        if spell.card is not None and spell.card.is_permanent_card:
            spell.extra["color"], spell.extra["color_stamp"] = color, state.next_timestamp()
        state.log("color", f"{spell.name} becomes {color}.", rules + cite("418.3a"))
        return
    if state.find(key) is None:
        return
    default = ""
    if color == "choice":  # chosen as it resolves (413.2b)
        choice = state.answer("color")
        color = choice.color if choice is not None else (state.chars(key).colors or ("white",))[0]
        default = "" if choice is not None else " (the default color: the first it has, else white)"
    state.effects.append(Effect("color", state.next_timestamp(), key, source=obj.name, label=color,
                                until="end_of_turn" if until else ""))
    state.changed()
    how = "until end of turn" if until else "for the rest of the game (no duration is stated)"
    state.log("color", f"{state.name_of(key)} becomes {color} {how}{default}.",
              rules + cite("418.3a", "418.5a") + (cite("418.5", *state.layer_rules()) if state.layer_rules() else ())
              + (cite("413.2b") if default else ()), default=bool(default))


def set_land_type(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """*obj* makes the land *key* a basic land type: the one its text names or the one its controller
    chooses as it resolves (the scenario's ``choose: {words: [Island]}``; by default the first basic
    land type the land doesn't have). The land loses its old land types and the abilities of its
    text and gains the new type's mana ability (212.6d, 212.6e), in layer 4 (418.5a)."""
    perm = state.find(key)
    if perm is None:
        return
    land, _, until = ins.words.partition(" until ")
    default = ""
    if land == "choice":  # chosen as it resolves (413.2b)
        choice = state.answer("words")
        wanted = choice.words[0].capitalize() if choice is not None and len(choice.words) == 1 else ""
        if wanted not in LAND_TYPES:
            has = state.chars(perm).subtypes
            wanted = next(t for t in LAND_TYPES if t not in has)
            default = " (the default: the first basic land type it doesn't have)"
        land = wanted
    state.effects.append(Effect("land_type", state.next_timestamp(), key, source=obj.name, label=land,
                                until="end_of_turn" if until else ""))
    state.changed()
    how = "until end of turn" if until else "for the rest of the game (no duration is stated)"
    state.log("type", f"{state.name_of(key)} becomes a{'n' * (land[0] in 'AEIOU')} {land} {how}{default}: it loses its "
              f"other land types and the abilities of its text and has \"{{T}}: add {{{'WUBRG'[LAND_TYPES.index(land)]}}}\".",
              rules + cite("212.6d", "212.6e", "418.3a", "418.5a")
              + (cite("418.5", *state.layer_rules()) if state.layer_rules() else ())
              + (cite("413.2b") if default else ()), default=bool(default))


def change(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow a ``retarget`` (415.7), ``text_change`` (418.6) or ``set_color`` (418.5a) instruction
    of *obj* on *key*."""
    if ins.op == "retarget":
        change_target(state, obj, key, rules)
    elif ins.op == "set_color":
        set_color(state, obj, ins, key, rules)
    elif ins.op == "land_type":
        set_land_type(state, obj, ins, key, rules)
    else:
        change_text(state, obj, ins, key, rules)


__all__ = ["change", "change_target", "change_text", "set_color", "set_land_type"]
