"""The clauses of a board question that tell the board rather than an action: life totals,
what a player has (in play, in hand), a permanent's damage, tapped state, size, color and
aura (split from :mod:`judge.verdict.interpret`, whose :class:`Interpreter` they are part of)."""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.verdict.board import ME, OPP, Declined
from judge.verdict.face_up import FaceUpClauses


class BoardClauses(FaceUpClauses):
    """The board's clauses of :class:`judge.verdict.interpret.Interpreter`."""

    # -- the board -------------------------------------------------------------------------

    def c_life(self, node: Any) -> None:
        first = node.children[0]
        if getattr(first, "data", "") == "subj_be":
            who = self.player(first.children[0])
        elif getattr(first, "data", "") == "player":
            who = self.player(first.children[0])
        else:
            leaves = [c for c in node.children if getattr(c, "data", "") == "player"]
            who = self.player(leaves[0].children[0]) if leaves else self.player(first)
        number = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "num"]
        self.life[who] = int(number[0].value)

    def c_life_both(self, node: Any) -> None:
        """"Both players are at 20 life"."""
        number = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "num"]
        self.life[ME] = self.life[OPP] = int(number[0].value)

    def c_has(self, node: Any) -> None:
        who = self.subj(node.children[0])
        for desc in self.descs(node.children[2]):
            if desc.det != "a" and not desc.cards and desc.kind:
                raise Declined([desc.surface])
            self.place(dataclasses.replace(desc, det=desc.det or "a"), who, owner_default=who)

    def c_has_sick(self, node: Any) -> None:
        """"I played my 2/2 this turn" (judge/verdict/sick_said.py): the player has it, and
        it came into play this turn."""
        before = len(self.things)
        self.c_has(node)
        for thing in self.things[before:]:
            thing.sick = str(self.tok(node.children[-1]).value)
        if len(self.things) == before:
            raise Declined([self.tok(node.children[1]).surface], "a creature played that was told before")

    def c_is_sick(self, node: Any) -> None:
        """"My 2/2 came into play this turn": the permanent came into play this turn."""
        desc = self.desc(node.children[0])
        before = len(self.things)
        key = self.place(desc, desc.owner)
        if len(self.things) > before and not desc.owner:
            raise Declined([desc.surface], "whose permanent it is")
        self.thing(key).sick = str(self.tok(node.children[-1]).value)

    def c_took_damage(self, node: Any) -> None:
        """"Bob's 2/4 blocker already took 2 damage from a Shock this turn": damage marked."""
        key = self.place(self.desc(node.children[0]), ME)
        amount = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "num"]
        self.thing(key).damage += int(amount[0].value)
        self.notes.append(f"The {self.thing(key).label()} has {self.thing(key).damage} damage "
                          "already this turn.")

    def c_is_in_play(self, node: Any) -> None:
        """"My opponent's Crusade is in play": a permanent, whose it is said."""
        desc = self.desc(node.children[0])
        if not desc.owner:
            raise Declined([desc.surface], "whose permanent it is")
        self.place(desc, desc.owner)

    def c_is_tapped(self, node: Any) -> None:
        """"My 2/2 is tapped": a permanent, whose it is said, tapped (or untapped)."""
        desc = self.desc(node.children[0])
        before = len(self.things)
        key = self.place(desc, desc.owner)
        if len(self.things) > before and not desc.owner:
            raise Declined([desc.surface], "whose permanent it is")
        self.thing(key).tapped = self.tok(node.children[-1]).canon == "tapped"

    def c_is_pt(self, node: Any) -> None:
        """"My Hill Giant was a 3/3": the power and toughness the question gives win."""
        key = self.place(self.desc(node.children[0]), ME)
        pt = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "pt"][0]
        thing = self.thing(key)
        if thing.power is not None and (thing.power, thing.toughness) != pt.value:
            raise Declined([pt.surface], "two powers and toughnesses for one creature")
        thing.power, thing.toughness = pt.value

    def c_is_color(self, node: Any) -> None:
        """"The 5/5 is green": the color the question gives the creature it told of."""
        thing = self.thing(self.place(self.desc(node.children[0]), ME))
        color = str(self.tok(node.children[-1]).value)
        thing.colors += [] if color in thing.colors else [color]

    def c_is_enchanted(self, node: Any) -> None:
        """"A 2/2 creature is enchanted with Holy Strength": as "a 2/2 enchanted with ..."."""
        desc = self.desc(node.children[0])
        self.place(dataclasses.replace(desc, post=("enchanted", self.desc(node.children[-1]))), ME)

    def c_there_is(self, node: Any) -> None:
        raise Declined([self.tok(node.children[0]).surface], "whose permanent it is")

    def c_in_hand(self, node: Any) -> None:
        self.subj(node.children[0])

    def c_in_hand_has(self, node: Any) -> None:
        """"I have a Terror in my hand and two untapped Swamps in play": what is in play."""
        objs = next(c for c in node.children if getattr(c, "data", "") == "objs")
        self.c_has(type(node)("has", [node.children[0], node.children[1], objs]))

