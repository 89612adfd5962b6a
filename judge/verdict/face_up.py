"""Turning a face-down creature face up, told in players' words (408.2h, 502.26d: a special
action that doesn't use the stack; 504.2): "I turn it face up", "he flips his Skinthinner
face-up", "I flip it up", "I unmorph the Angel", "then I morph it (up)".

:func:`face_up_said` puts the words as the grammar's ``turn_up`` verb before its object (a
token rewrite, run by :func:`judge.verdict.sizes_said.sizes_said`); :class:`FaceUpClauses`
reads the clause: the permanent turned must have been told face down with its card named
("a face-down Exalted Angel"), or the reader declines (which card it is decides what it
becomes). The action goes on the timeline where the question tells it, with the timing said.
"""

from __future__ import annotations

from typing import Any

from judge.verdict.board import ME, OBJECT_NODES, OPP, Declined, Desc, Step, Thing
from judge.verdict.counters_put import CounterClauses
from judge.verdict.tokens import Token

#: Verbs said before the object and "face up" after it.
_TURN = frozenset({"turn", "turns", "turned", "flip", "flips", "flipped"})
#: Verbs that say it alone ("unmorph it"; "morph it" is read as the face-down word's token).
_UNMORPH = frozenset({"unmorph", "unmorphs", "unmorphed", "morph", "morphs", "morphed"})
#: "I decide to unmorph": the words of a choice before the verb.
_DECIDES = frozenset({"decide", "decides", "decided", "choose", "chooses", "chose"})
#: Who may be said doing it, just before the verb.
_SUBJECTS = frozenset({"me", "opp", "pl"})
#: The words of the object turned ("it", "my face-down Angel", "the creature").
_OBJECT = frozenset({"it", "my", "opps", "the", "a", "pt", "cc", "noun", "kw", "color", "named"})


def _is_face_up(tokens: list[Token], k: int) -> int:
    """How many tokens at *k* say "face up" ("face up", "face-up"), 0 if they don't."""
    if k < len(tokens) and tokens[k].surface.lower() == "face-up":
        return 1
    if k + 1 < len(tokens) and tokens[k].canon == "face" and tokens[k + 1].surface.lower() == "up":
        return 2
    return 0


def face_up_said(tokens: list[Token]) -> list[Token]:
    """*tokens* with "turn (flip) OBJ face up" and "unmorph (morph) OBJ" said by a player as
    ``turn_up`` OBJ."""
    out = list(tokens)
    n = 1
    while n < len(out):
        word = out[n].surface.lower()
        if n > 2 and out[n - 2].surface.lower() in _DECIDES and out[n - 3].canon in _SUBJECTS \
                and out[n - 1].surface.lower() == "to" and word in _UNMORPH:
            del out[n - 2:n]  # "I decide to unmorph (it)"
            n -= 2
        if out[n - 1].canon not in _SUBJECTS or out[n].canon not in ("?", "pt") or not (word in _TURN or word in _UNMORPH):
            n += 1
            continue
        if word in _UNMORPH and (n + 1 == len(out) or out[n + 1].canon in (".", ",", "and", "then")):
            # "I unmorph.": the one face-down creature of the player (FaceUpClauses)
            out[n:n + 1] = [Token("turn_up", "turn_up", out[n].surface, out[n].start), Token("it", "it", "", out[n].start)]
            n += 2
            continue
        end = n + 1
        while end < len(out) and out[end].canon in _OBJECT and end - n <= 6:
            end += 1
        said = _is_face_up(out, end)
        if not said and end < len(out) and out[end].surface.lower() == "up" and not word.startswith("turn"):
            said = 1  # "I flip it up", "he morphs it up"
        if end == n + 1 or (word in _TURN and not said):
            n += 1
            continue
        verb = Token("turn_up", "turn_up", " ".join([out[n].surface] + [t.surface for t in out[end:end + said]]),
                     out[n].start)
        out[n:end + said] = [verb] + out[n + 1:end]
        n = end
    return out


class FaceUpClauses(CounterClauses):
    """The clause that turns a face-down permanent face up."""

    def c_turn_face_up(self, node: Any) -> None:
        who = self.subj(node.children[0])
        objs = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES]
        desc = self.desc(objs[0])
        if desc.kind == "it" and not desc.surface:  # "I unmorph.": the player's one face-down creature
            mine = [t.key for t in self.things if t.controller == who and t.face_down and t.card]
            if len(mine) != 1:
                raise Declined([self.tok(node.children[1]).surface], "which face-down creature is turned face up")
            key = mine[0]
        else:
            key = self.place(desc, who, prefer=who)
        thing = self.thing(key)
        if len(objs) > 1:
            self.revealed(thing, self.desc(objs[1]))
        if not (thing.face_down and thing.card):
            raise Declined([desc.surface], "a permanent turned face up not told face down with its card named")
        if thing.controller != who:
            raise Declined([desc.surface], "a face-down permanent turned face up by a player who doesn't control it")
        self.steps.append(Step("turn_face_up", who, source=key))

    def c_turn_face_up_at(self, node: Any) -> None:
        """"I flip my Skinthinner face up to kill his Northern Paladin", "... targeting his
        2/2": turned face up, the target of its "when turned face up" ability said."""
        who = self.subj(node.children[0])
        target = node.children[-1]
        other = OPP if who == ME else ME
        chosen = self.player(target.children[0]) if getattr(target, "data", "") == "player" else self.place(
            self.desc(target), other, prefer=other)
        self.c_turn_face_up(type(node)("turn_face_up", node.children[:3]))
        self.steps[-1].targets = [chosen]

    def revealed(self, thing: Thing, into: Desc) -> None:
        """"He morphs it into a Treespring Lorian": the card of a face-down 2/2 told without
        it (504.2: its card is hidden until then), when the card has morph."""
        from judge.cards import pool_outline

        card = into.cards[0] if len(into.cards) == 1 and not (into.power is not None or into.keywords) else ""
        told_face_down = any(w in thing.surface.lower() for w in ("face-down", "facedown", "morph"))
        if not (card and told_face_down and not thing.card and (thing.power, thing.toughness) == (2, 2)
                and not (thing.keywords or thing.colors or thing.counters or thing.minus_counters)):
            raise Declined([into.surface], "what a face-down permanent is turned into")
        if card not in pool_outline() or not any("morph" in str(getattr(a, "text", "")).lower()
                                                 for a in self.lexicon.cards[card].abilities):
            raise Declined([into.surface], "a card without morph turned face up")
        thing.card, thing.face_down, thing.power, thing.toughness = card, True, None, None
        self.notes.append(f"The face-down 2/2 is {card} (turned face up into it).")


__all__ = ["FaceUpClauses", "face_up_said"]
