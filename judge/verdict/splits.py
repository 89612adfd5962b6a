"""Reading how an attacker's combat damage is divided: "I assign 1 to the 1/1 and 3 to the
3/3", "he puts all 5 on the 1/5", "it assigns 4, 4 and 2", "1 damage to each".

Rule 310.2c lets the attacking player divide a blocked creature's combat damage among its
blockers as he or she chooses (502.9b: with trample, lethal damage to every blocker before
any to the player). The split becomes the scenario's ``assign`` action; the engine checks it.
"""

from __future__ import annotations

from typing import Any

from judge.verdict.board import Declined, Step
from judge.verdict.places import Placer


class Splitter(Placer):
    """The ``assign`` clauses of the grammar."""

    strike_step = ""
    """The combat damage step the clause being read says its division is for ("for first
    strike": :data:`~judge.verdict.strike_steps.FIRST_STEP`, "for regular damage":
    :data:`~judge.verdict.strike_steps.REGULAR_STEP`), else empty."""

    def c_assign_split(self, node: Any) -> None:
        who = self.subj(node.children[0])
        self.split_clause(node, who)

    def c_assign_split_bare(self, node: Any) -> None:
        self.split_clause(node, "")

    def c_assign_amounts(self, node: Any) -> None:
        who = self.subj(node.children[0])
        self.amounts_clause(node, who)

    def c_assign_amounts_bare(self, node: Any) -> None:
        self.amounts_clause(node, "")

    def c_assign_each(self, node: Any) -> None:
        who = self.subj(node.children[0])
        amounts = self.numbers(node)
        attacker = self.split_attacker(who, None, node)
        split = {b: amounts[0] for b in self.blockers_of(attacker)}
        # "2 to each of them and 2 to him": the rest to the defending player (502.9b).
        players = [c for c in node.children if getattr(c, "data", "") == "player"]
        if players:
            key = self.player(players[0].children[0])
            if key == self.thing(attacker).controller:
                raise Declined([self.tok(players[0].children[0]).surface],
                               "damage assigned to its own player")
            split[key] = amounts[1]
        self.add_split(who, attacker, split)

    def c_assign_order(self, node: Any) -> None:
        self.order_clause(node, self.subj(node.children[0]))

    def c_assign_order_bare(self, node: Any) -> None:
        self.order_clause(node, "")

    def order_clause(self, node: Any, who: str) -> None:
        """"I assign the damage to the 8/8 first and then the 2/2": the blockers in the order
        named; the amounts (lethal damage to each in turn) are worked out as the scenario is
        built (:func:`judge.verdict.damage_order.ordered_split`)."""
        named: list[str] = []
        for target in [c for c in node.children if getattr(c, "data", "") in ("described", "it")]:
            before = len(self.things)
            key = self.place(self.desc(target), "")
            if len(self.things) > before:
                raise Declined([self.things[-1].surface], "damage assigned to a creature not in combat")
            if key in named:
                raise Declined([self.thing(key).surface], "damage assigned to the same recipient twice")
            named.append(key)
        attacker = self.split_attacker(who, named, node)
        controller = self.thing(attacker).controller
        if who and who != controller:
            raise Declined([], "a player divides the damage of a creature he or she doesn't control")
        self.steps.append(Step("assign_order", controller, source=attacker, targets=named))

    def c_assign_rest(self, node: Any) -> None:
        """"Ann assigns the rest of the damage to Ben": her blocked trampler's damage beyond
        lethal damage to its blockers goes to the defending player (502.9b), as the scenario's
        default assignment has it; any other division is said in numbers."""
        who = self.subj(node.children[0])
        key = self.player(node.children[-1].children[0])
        blocked = list(dict.fromkeys(a for a in self.attackers() if self.thing(a).controller == who
                                     and self.blockers_of(a)))
        if len(blocked) != 1 or key == who or any(s.verb == "assign" for s in self.steps):
            raise Declined([self.tok(node.children[1]).surface], "whose combat damage is divided")
        if not any(k == "trample" for k in self.keywords_of(blocked[0])):
            raise Declined([self.tok(node.children[1]).surface], "damage to the player from a creature "
                           "without trample (502.9a)")
        self.notes.append(f"The {self.thing(blocked[0]).label()} assigns lethal damage to its "
                          "blockers and the rest to the defending player (502.9b).")

    def c_assign_all(self, node: Any) -> None:
        """"He assigns all (its) damage to the 3/3": the whole power of the attacker that
        creature blocks goes to it (310.2c), the other blockers none; only for a board of
        described creatures whose power nothing has changed (no spell, ability or Aura)."""
        who = self.subj(node.children[0])
        said = " ".join(self.tok(c).surface for c in node.children[1:] if not hasattr(c, "data"))
        if " all" not in f" {said.lower()}":
            raise Declined([said], "how much damage")
        before = len(self.things)
        target = self.place(self.desc(node.children[-1]), "")
        if len(self.things) > before:
            raise Declined([self.things[-1].surface], "damage assigned to a creature not in combat")
        attacker = self.split_attacker(who, [target], node)
        thing = self.thing(attacker)
        if thing.power is None or any(t.card or t.attached_to or t.types for t in self.things) or any(
                s.verb not in ("attack", "block", "no_block") for s in self.steps):
            raise Declined([said], "the attacker's power when its damage is assigned")
        self.notes.append(f"All of the {thing.label()}'s {thing.power} damage is assigned to the "
                          f"{self.thing(target).label()}.")
        self.add_split(who, attacker, {b: thing.power if b == target else 0 for b in self.blockers_of(attacker)})

    def keywords_of(self, key: str) -> list[str]:
        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        return [k.lower() for k in thing.keywords] + [a.text.lower() for a in (card.abilities if card else ())]

    # -- the parts ------------------------------------------------------------------------

    def split_clause(self, node: Any, who: str) -> None:
        parts = [c for c in node.children if getattr(c, "data", "") == "split_list"][0].children
        chosen: list[tuple[Any, int]] = []
        rest = [p for p in parts if getattr(p, "data", "") == "rest_split"]
        for part in parts:
            if getattr(part, "data", "") != "split":
                continue
            amount = self.numbers(part)[0]
            target = [c for c in part.children if hasattr(c, "data") or self.tok(c).canon.startswith("nth")]
            chosen.append((target[-1], amount))
        # The attacker: the one whose blockers the named objects are.
        named: list[str] = []
        for target, _ in chosen:
            if not hasattr(target, "data") or target.data in ("player", "nth"):
                continue
            before = len(self.things)
            key = self.place(self.desc(target), "")
            if len(self.things) > before:
                raise Declined([self.things[-1].surface], "damage assigned to a creature not in combat")
            named.append(key)
        attacker = self.split_attacker(who, named, node)
        blockers = self.blockers_of(attacker)
        split: dict[str, int] = {}
        for target, amount in chosen:
            if not hasattr(target, "data"):
                index = int(self.tok(target).canon[3:]) - 1
                if index >= len(blockers):
                    raise Declined([self.tok(target).surface], "which blocker")
                key = blockers[index]
            elif target.data == "player":
                key = self.player(target.children[0])
                if key == self.thing(attacker).controller:
                    raise Declined([self.tok(target.children[0]).surface], "damage assigned to its own player")
            else:
                key = named.pop(0)
            if key in split:
                raise Declined([self.thing(key).surface if key in {t.key for t in self.things}
                                else key], "damage assigned to the same recipient twice")
            split[key] = amount
        if rest:
            self.rest_part(rest[0], attacker, split)
        self.add_split(who, attacker, split)

    def rest_part(self, part: Any, attacker: str, split: dict[str, int]) -> None:
        """"... and the remaining damage to the defending player": the attacker's power less
        the parts told (502.9b), only for a described attacker whose power nothing changes."""
        token = self.tok(part.children[0])
        key = self.player(part.children[-1].children[0])
        thing = self.thing(attacker)
        if key == thing.controller or key in split:
            raise Declined([token.surface], "damage assigned to its own player")
        if thing.power is None or any(t.card or t.attached_to or t.types for t in self.things) or any(
                s.verb not in ("attack", "block", "no_block") for s in self.steps):
            raise Declined([token.surface], "the attacker's power when its damage is assigned")
        left = thing.power - sum(split.values())
        if left <= 0:
            raise Declined([token.surface], "how much damage is left")
        self.notes.append(f"The rest of the {thing.label()}'s {thing.power} damage, {left}, is assigned "
                          "to the defending player (502.9b).")
        split[key] = left

    def amounts_clause(self, node: Any, who: str) -> None:
        amounts = self.numbers(node)
        attacker = self.split_attacker(who, None, node, count=len(amounts))
        blockers = self.blockers_of(attacker)
        self.notes.append(f"The amounts go to the {self.thing(attacker).label()}'s blockers in the "
                          "order the question names them.")
        self.add_split(who, attacker, dict(zip(blockers, amounts)))

    def numbers(self, node: Any) -> list[int]:
        return [int(self.tok(c).value) for c in node.children
                if not hasattr(c, "data") and self.tok(c).canon == "num"] or [
            n for c in node.children if hasattr(c, "data") for n in self.numbers(c)]

    def blockers_of(self, attacker: str) -> list[str]:
        return [b for s in self.steps if s.verb == "block" for b, a in s.blocks if a == attacker]

    def split_attacker(self, who: str, named: list[str] | None, node: Any, count: int = 0) -> str:
        """The attacker whose damage the clause divides: the one the named creatures block,
        or the only attacker blocked by several creatures (by *count* of them)."""
        attackers = list(dict.fromkeys(self.attackers()))
        if named:
            fits = [a for a in attackers if set(named) <= set(self.blockers_of(a))]
        elif self.strike_step:
            # "... for first strike, and then 2 to the player for regular damage": the
            # attacker whose division the step before was told, else the only one.
            earlier = [s.source for s in self.steps if s.verb == "assign" and s.timing]
            fits = earlier[-1:] if earlier else attackers if len(attackers) == 1 else []
        else:
            fits = [a for a in attackers if len(self.blockers_of(a)) >= 2
                    and (not count or len(self.blockers_of(a)) == count)]
        if who:
            fits = [a for a in fits if self.thing(a).controller == who or self.bands_against(a, who)]
        if len(fits) != 1:
            raise Declined([self.tok(_first_leaf(node)).surface], "whose combat damage is divided")
        return fits[0]

    def bands_against(self, attacker: str, who: str) -> bool:
        """Whether *who* controls a creature with banding that blocks *attacker*: then *who*
        chooses how its combat damage is assigned (502.10h)."""
        return any(self.thing(b).controller == who and "banding" in self.keywords_of(b)
                   for b in self.blockers_of(attacker))

    def add_split(self, who: str, attacker: str, split: dict[str, int]) -> None:
        controller = self.thing(attacker).controller
        if who and who == controller and any(self.bands_against(attacker, self.thing(b).controller)
                                             for b in self.blockers_of(attacker)):
            raise Declined([], "a creature with banding blocks it: the defending player chooses how its "
                               "damage is assigned (502.10h)")
        if who and who != controller:
            if not self.bands_against(attacker, who):
                raise Declined([], "a player divides the damage of a creature he or she doesn't control")
            self.notes.append(f"The defending player chooses how the {self.thing(attacker).label()}'s combat "
                              "damage is assigned: a creature with banding blocks it (502.10h).")
        if not split:
            raise Declined([], "no damage divided")
        since = next((n for n in range(len(self.steps) - 1, -1, -1) if self.steps[n].verb == "attack"), 0)
        told = [s for s in self.steps[since:] if s.verb == "assign" and s.source == attacker]
        if self.strike_step or any(s.timing for s in told):
            self.step_split(attacker, controller, split, told)
            return
        if told and (set(told[-1].split) & set(split) or told[-1].timing or any(
                s.verb != "assign" for s in self.steps[self.steps.index(told[-1]):])
                or any(self.strikes_first(k) for k in [attacker, *self.blockers_of(attacker)])):
            # (With first or double strike each step has its own division, 310.5.)
            raise Declined([], "the attacker's combat damage divided twice")
        if told:
            # "If you assign 2 damage to the 2/2, you can then assign the remaining 3 to the 3/3":
            # one division told in parts (the engine checks it adds up to the power, 310.2c).
            told[-1].split.update(split)
            return
        self.steps.append(Step("assign", controller, source=attacker, split=split))

    def step_split(self, attacker: str, controller: str, split: dict[str, int], told: list[Step]) -> None:
        """A division said for one combat damage step (judge/verdict/strike_steps.py): the
        first step's only for a creature that strikes first, the second step's only for one
        with double strike, which divides its damage anew in each step (310.5, 502.28b);
        the second step's is told after the first step's, and a division told in parts is
        one step's."""
        from judge.verdict.strike_steps import FIRST_STEP, REGULAR_STEP

        step = self.strike_step
        name = self.thing(attacker).label()
        if not step or (told and not told[-1].timing):
            raise Declined([], "the attacker's combat damage divided twice")
        if not self.strikes_first(attacker) or (step == REGULAR_STEP and "double strike" not in self.keywords_of(attacker)):
            raise Declined([], f"a combat damage step said of the {name}'s division that it doesn't deal damage in")
        if any(s.verb == "assign_order" and s.source == attacker for s in self.steps):
            raise Declined([], "the damage divided in the order named and for a combat damage step")
        if told and told[-1].timing == step and self.steps[-1] is told[-1]:
            if set(told[-1].split) & set(split):
                raise Declined([], "damage assigned to the same recipient twice in one step")
            told[-1].split.update(split)
            return
        later = self.steps[self.steps.index(told[-1]) + 1:] if told else []
        if any(s.timing == step for s in told) or (told and step == FIRST_STEP) or any(
                s.verb != "assign" for s in later):
            raise Declined([], "the attacker's combat damage divided twice")
        if step == REGULAR_STEP:
            self.notes.append(f"Double strike: the {name} deals combat damage in both combat damage "
                              "steps, its damage divided anew in the second as told (502.28b, 310.5).")
        self.steps.append(Step("assign", controller, timing=step, source=attacker, split=split))

    def strikes_first(self, key: str) -> bool:
        """Whether permanent *key* has first strike or double strike (its keywords or card)."""
        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        texts = set(thing.keywords) | ({a.text for a in card.abilities} if card else set())
        return bool({"first strike", "double strike"} & texts)


def _first_leaf(node: Any) -> Any:
    while hasattr(node, "data"):
        node = node.children[0]
    return node
