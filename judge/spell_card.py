"""Where a spell's card goes as the spell finishes resolving (413.2h): a permanent card comes into play,
an instant or sorcery card is put into its owner's graveyard, unless buyback, flashback or the spell's own
words send it elsewhere."""

from __future__ import annotations

from judge import triggers, zones
from judge.abilities import Static
from judge.characteristics import Game
from judge.entering import put_into_play
from judge.objects import Effect, Library, StackObject
from judge.rules import cite

#: The rule that says where a resolved spell of each card type goes.
_DONE = {"instant": "212.5b", "sorcery": "212.7b", "creature": "212.3b", "enchantment": "212.4b",
         "artifact": "212.2b"}


def finish_spell(state: Game, obj: StackObject) -> None:
    """Where a spell's card goes as it finishes resolving (413.2h): a permanent into play, an instant or
    sorcery into its owner's graveyard (or to the hand with buyback, removed with flashback, shuffled into
    its owner's library when the spell says so); a copy ceases to exist (503.10a)."""
    card = obj.card
    assert card is not None
    kind = next(t for t in ("creature", "artifact", "enchantment", "sorcery", "instant") if t in card.types)
    if obj.extra.get("copy"):
        state.log("copy", f"The copy of {card.name} ceases to exist as it leaves the stack.", cite("503.10a", "420.5j"))
        return
    face_down, kicked = bool(obj.extra.get("face_down")), bool(obj.extra.get("kicked"))
    if card.is_permanent_card or face_down:
        kind = "creature" if face_down else kind
        attached = obj.targets[0] if card.is_local_enchantment and obj.targets else None
        before = zones.static_view(state)
        perm = put_into_play(state, card, obj.controller, obj.controller, attached, face_down=face_down,
                             kicked=kicked, played=not obj.extra.get("madness"), x=obj.x)
        recolored = obj.extra.get("color")
        if recolored:
            # 217.1c: an effect that edited the spell on the stack keeps applying to the permanent
            state.effects.append(Effect("color", int(obj.extra["color_stamp"]), perm.id, source=obj.name,
                                        label=str(recolored), until=""))
            state.changed()
        onto = f" enchanting {state.name_of(attached)}" if attached else ""
        rules = cite("413.2h", "401.7", _DONE[kind]) + (cite("212.4d") if attached else ())
        if face_down:  # 504.2: the face-down spell's characteristics; 504.4: face-down permanents told apart
            others = sum(1 for p in state.permanents if p.face_down and p.controller == obj.controller) > 1
            onto, rules = onto + f" (its id tells it from {obj.controller}'s other face-down permanents)" * others, \
                rules + cite("502.26b", "504.2") + cite("504.4") * others
        if perm.copy_of is not None:
            onto += f" as a copy of {perm.copy_of.name}"
            rules += cite("503.1", "503.2", "503.5")
        if kicked and any(isinstance(a, Static) and a.kind == "kicked" for a in card.abilities):
            granted = [k.text for k in state.chars(perm).keywords if k not in card.abilities]
            onto += f" with {perm.counters.get('+1/+1', 0)} +1/+1 counters" + "".join(
                f" and {k}" for k in granted) + f", as it was kicked (a {'/'.join(map(str, state.power_toughness(perm.id)))})"
            rules += cite("502.21b", "410.10e")
        power, toughness = state.power_toughness(perm.id)
        with_ = [w for w, ok in (("tapped", perm.tapped), (f"with {perm.counters.get('fade', 0)} fade counters on it",
                                                           "fade" in perm.counters)) if ok]
        if with_:  # 410.10e, 419.1b/419.1c: these happen as part of coming into play; 502.20a: fading
            onto += " " + " ".join(with_)
            rules = cite("413.2h", "410.10e") + (cite("419.1c") if perm.tapped else ()) + (
                cite("419.1b", "502.20a") if "fade" in perm.counters else ())
        if (power, toughness) != (card.power, card.toughness) and not kicked and not face_down \
                and perm.copy_of is None:
            # 418.2: continuous effects apply as it comes into play, not afterwards
            onto += f" as a {power}/{toughness}"
            rules = cite("413.2h", _DONE[kind], "418.2", "410.10b")
        shown = "A face-down creature" if face_down else card.name
        if recolored:
            onto += f", {recolored}: its color was changed while it was a spell on the stack"
            rules += cite("217.1c", "418.5a")  # a color-changing effect, applied in layer 5
        state.log("comes_into_play", f"{shown} comes into play under {obj.controller}'s control{onto} "
                  f"(id {perm.id}).", rules)
        zones.report_static_change(state, before, [perm], entering=True)
    elif obj.extra.get("buyback"):
        state.player(obj.controller).hand.append(card.name)
        state.log("hand", f"{card.name} is put into {obj.controller}'s hand instead of the graveyard: its buyback "
                  "cost was paid.", cite("413.2h", "502.16a"))
    elif obj.extra.get("flashback"):
        state.player(obj.controller).removed.append(card.name)
        state.log("removed", f"{card.name} is removed from the game instead of being put anywhere else: it was "
                  "played by flashback.", cite("413.2h", "502.22a"))
    elif obj.extra.get("shuffle_in"):  # the Beacons: the spell's own instruction (413.2b), so not its graveyard
        owner = state.player(obj.controller)
        owner.library = Library((*owner.library, card.name))  # shuffled: the same cards, order unknown
        state.changed()
        state.log("library", f"{card.name} is shuffled into {obj.controller}'s library, as it says, instead of being "
                  "put into the graveyard.", cite("413.2b", "217.2"))
    else:
        whole = obj.extra.get("whole", card.name)
        triggers.to_graveyard(state, state.player(obj.controller), [whole])  # its size can matter (threshold, 502.23a)
        state.log("graveyard", f"{whole} is put into {obj.controller}'s graveyard"
                  + (" (one card, whichever half was played)" if whole != card.name else "") + ".",
                  cite("413.2h", "401.2", "401.7", _DONE[kind]) + (cite("505.4") if whole != card.name else ()))


__all__ = ["finish_spell"]
