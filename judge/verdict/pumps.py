"""A pump given only as a number ("I pump it +3/+3", "I gave my 3/3 +2/+2 in response"),
and the cards a verdict's scenario defines inline in a player's hand.

A letter that names no card for a pump is read as an instant whose text is "target
creature gets +N/+N until end of turn", played at the moment the question says; its
mana cost is not counted ({0}) and it is colorless, both said among the assumptions.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.abilities import Activated, parse_ability
from judge.cards import CardDef, pool_outline
from judge.verdict.board import ME, OBJECT_NODES, OPP, Declined, Step
from judge.verdict.combat_clauses import CombatClauses


def pump_instant(power: int, toughness: int) -> CardDef:
    """The instant a pump given only as +N/+N is read as."""
    amount = f"{power:+d}/{toughness:+d}"
    return CardDef.from_fields(f"Pump {amount}", "{0}", ["instant"],
                               text=f"target creature gets {amount} until end of turn", oracle=False)


def burn_instant(amount: int) -> CardDef:
    """The instant a burn spell said by what it is ("a burn spell that deals 2 damage to
    his 3/3") is read as."""
    return CardDef.from_fields(f"Burn {amount}", "{0}", ["instant"],
                               text=f"{amount} damage to target creature or player", oracle=False)


def hand_entry(card: CardDef) -> str | dict[str, Any]:
    """A card in a scenario's ``hand``: a built-in card by name, any other (a card of the
    user's card data, a pump read from a number) as an inline definition from its own
    fields (format version 2), so the scenario runs unchanged with ``rulesjudge scenario``.

    :raises Declined: for a card whose text the inline definition can't say whole.
    """
    if card.name in pool_outline():
        return card.name
    spell = {"instant", "sorcery"} & set(card.types)
    if card.halves or card.not_run or (spell and len(card.spell) != 1):
        # A split card, a modal spell: the modes' texts don't say the whole card again.
        raise Declined([card.name], "a card of the card data whose text can't be given inline")
    entry: dict[str, Any] = {"name": card.name, "types": list(card.types)}
    if card.mana_cost:
        entry["mana_cost"] = "".join("{" + s + "}" for s in _symbols(card.mana_cost))
    if card.subtypes:
        entry["subtypes"] = list(card.subtypes)
    entry["colors"] = list(card.colors)
    if card.abilities:
        entry["abilities"] = [a.text for a in card.abilities]
    if card.power is not None:
        entry["power"], entry["toughness"] = card.power, card.toughness
    if spell:
        entry["text"] = card.spell[0].text
    return entry


def _symbols(cost: str) -> list[str]:
    from judge.abilities import mana_symbols

    return mana_symbols(cost)


class PumpClauses(CombatClauses):
    """The clauses of a pump given as a number."""

    def c_pump_by(self, node: Any) -> None:
        """"I pump it +3/+3", "I pumped my 2/2 by +1/+1", "I gave my 3/3 +2/+2": the instant
        :func:`pump_instant` played on that creature."""
        who = self.subj(node.children[0])
        amount = self.tok(node.children[-1])
        obj = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES][0]
        target = self.place(self.desc(obj), who, prefer=who)
        thing = self.thing(target)
        if any(self.self_pumps(t.key) for t in self.things if t.controller == who):
            # "I pump my Shivan Dragon +3/+3": its own ability, played three times, or a spell?
            raise Declined([amount.surface], "whether the pump is a spell or an ability")
        if any(k.startswith("protection") for k in thing.keywords) or (
                thing.card and any(a.text.startswith("protection") for a in
                                   self.lexicon.cards[thing.card].abilities)):
            # A pump spell's color would decide whether it can target the creature (502.7).
            raise Declined([amount.surface], "the color of the pump on a creature with protection")
        power, toughness = amount.value
        if power < 0 or toughness < 0:
            # "I give his 2/2 -1/-1": whose creature, and from what, the number doesn't say.
            raise Declined([amount.surface], "a -N/-N given only as a number")
        card = pump_instant(power, toughness)
        owner = self._made_up(card, who)
        self.notes.append(f"The {card.name[5:]} comes from an instant {owner} play"
                          f"{'s' if owner != 'you' else ''} on the {thing.label()} "
                          f"(\"{card.spell[0].text}\"); it is colorless and its cost is not "
                          "counted (taken as {0}).")
        self.steps.append(Step("play", who, card=card.name, targets=[target]))

    def _made_up(self, card: Any, who: str) -> str:
        """Add a spell the letter only describes (:func:`pump_instant`, :func:`burn_instant`)
        to this question's cards; return who plays it, in the verdict's words."""
        if card.name not in self.spells:
            if not self.spells:  # the lexicon is shared: this question's cards on a copy
                self.lexicon = dataclasses.replace(self.lexicon, cards=self.lexicon.cards.copy())
            self.spells[card.name] = card
            self.lexicon.cards[card.name] = card
        return str(self.names.get(who)) if self.third_person else ("you" if who == "A" else "your opponent")

    def c_burn_said(self, node: Any) -> None:
        """"I play a burn spell that deals 2 damage to his 3/3", "I burn his 3/3 for 2": the
        instant :func:`burn_instant` played on that target, said under assumed."""
        who = self.subj(node.children[0])
        amount = next(self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "num")
        aim, other = node.children[-1], OPP if who == ME else ME
        target = (self.player(aim.children[0]) if aim.data == "player" else other if aim.data == "face"
                  else self.place(self.desc(aim), other, prefer=other))
        thing = next((t for t in self.things if t.key == target), None)
        if thing is not None and (any(k.startswith("protection") for k in thing.keywords) or (
                thing.card and any(a.text.startswith("protection") for a in self.lexicon.cards[thing.card].abilities))):
            raise Declined([amount.surface], "the color of the burn spell on a creature with protection")
        card = burn_instant(int(amount.value))
        owner = self._made_up(card, who)
        at = f"the {thing.label()}" if thing is not None else "a player"
        self.notes.append(f"The burn spell is an instant {owner} play{'s' if owner != 'you' else ''} on {at} "
                          f"(\"{card.spell[0].text}\"); it is colorless and its cost is not counted (taken as {{0}}).")
        self.steps.append(Step("play", who, card=card.name, targets=[target]))

    def c_pump_with_said(self, node: Any) -> None:
        """"I gave my guy +2/+2 with Giant Growth": the spell played on it, when it gives
        that much (anything else: declined)."""
        who = self.subj(node.children[0])
        card = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "sc"][0]
        amount = [self.tok(c) for c in node.children if not hasattr(c, "data")
                  and self.tok(c).canon == "ptmod"][0]
        definition = self.lexicon.cards[str(card.value)]
        gives = {(i.power, i.toughness) for mode in definition.spell for i in mode.instructions
                 if i.op == "pump"}
        if gives != {amount.value}:
            raise Declined([amount.surface], f"not what {definition.name} gives")
        obj = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES][0]
        target = self.place(self.desc(obj), who, prefer=who)
        self.steps.append(Step("play", who, card=str(card.value), targets=[target]))

    def c_tap_bare(self, node: Any) -> None:
        """"He taps a Royal Assassin": the permanent's one ability with {T} in its cost, at the
        one creature of the other player it could target (said as assumed); anything more
        (two abilities, two creatures, a player as a target) is declined."""
        from judge.verdict.board import ME, OPP

        who = self.subj(node.children[0])
        source, tapped, said = self.tapped_for(node.children[2], who)
        thing = self.thing(source)
        instructions = tapped.effect.instructions
        kinds = [i.target.kind for i in instructions if i.who == "target" and i.target is not None]
        targets = []
        if kinds:
            other = OPP if who == ME else ME
            candidates = [t for t in self.things if t.controller == other and not t.types]
            if len(kinds) != 1 or "player" in kinds[0] or len(candidates) != 1:
                raise Declined([said], "what its ability targets")
            targets = [candidates[0].key]
            self.notes.append(f"The ability of {thing.label()} targets the {candidates[0].label()} "
                              "(the question doesn't say).")
        op = instructions[0].op if instructions else ""
        ability = op if op in ("destroy", "damage", "tap", "prevent") else ""
        self.steps.append(Step("activate", who, source=source, ability=ability, targets=targets))

    def tapped_for(self, obj: Any, who: str) -> tuple[str, Activated, str]:
        """The permanent *who* taps (the object node *obj*), its one activated ability with {T}
        in its cost (mana abilities aside) and the words that name it.

        :raises Declined: when it has no such ability, or more than one activated ability.
        """
        desc = self.desc(obj)
        source = self.place(desc, who, prefer=who)
        thing = self.thing(source)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        abilities = [a for a in [*(card.abilities if card else ()),
                                 *(parse_ability(k) for k in thing.keywords if not k.startswith("color:"))]
                     if isinstance(a, Activated) and not a.mana_ability]
        if len(abilities) != 1 or not abilities[0].tap:
            raise Declined([desc.surface], "which ability it is tapped for")
        return source, abilities[0], desc.surface

    def c_tap_to_make(self, node: Any) -> None:
        """"I tap the Page to make itself 2/2": the permanent's one ability that gives a
        target +N/+N, when the creature's own size (nothing else done to it before) and that
        make the size said; anything else is declined."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        objs = [c for c in node.children[3:] if getattr(c, "data", "") in OBJECT_NODES]
        target = self.place(self.desc(objs[-1]), who, prefer=who)
        size = self.tok(node.children[-1])
        thing = self.thing(target)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        power = thing.power if thing.power is not None else getattr(card, "power", None)
        toughness = thing.toughness if thing.toughness is not None else getattr(card, "toughness", None)
        source_card = self.lexicon.cards.get(self.thing(source).card) if self.thing(source).card else None
        gives = {(i.power, i.toughness) for a in (source_card.abilities if source_card else ())
                 if isinstance(a, Activated) for i in a.effect.instructions
                 if i.op == "pump" and i.who == "target"}
        done = any(s.verb not in ("attack", "block") for s in self.steps)
        if (len(gives) != 1 or done or not isinstance(power, int) or not isinstance(toughness, int)
                or (power + next(iter(gives))[0], toughness + next(iter(gives))[1]) != size.value):
            raise Declined([size.surface], "not the size its ability makes it")
        self.steps.append(Step("activate", who, source=source, ability="give", targets=[target]))

    def c_tap_to_kill(self, node: Any) -> None:
        """"I tap my Sharpshooter to kill one Elf": the permanent's one ability that deals
        damage to or destroys a target, at that creature (whether it dies is the verdict's)."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        kinds = [op for op in ("damage", "destroy") if self.activates(source, op)]
        if len(kinds) != 1:
            raise Declined([self.tok(node.children[3]).surface], "which ability is used to kill")
        other = OPP if who == ME else ME
        target = self.place(self.desc(node.children[-1]), other, prefer=other) if getattr(
            node.children[-1], "data", "") != "player" else self.player(node.children[-1].children[0])
        self.steps.append(Step("activate", who, source=source, ability=kinds[0], targets=[target]))

    def c_regenerate_with(self, node: Any) -> None:
        """"I put a regeneration shield on the Soulless One with Boneknitter": the ability of
        the permanent after "with" that regenerates a target, on the creature before it."""
        who = self.subj(node.children[0])
        objs = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES]
        target = self.place(self.desc(objs[0]), who, prefer=who)
        source = self.place(self.desc(objs[-1]), who, prefer=who)
        thing = self.thing(source)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        if not any(isinstance(a, Activated) and any(i.op == "regenerate_target" and i.who == "target"
                                                    for i in a.effect.instructions)
                   for a in (card.abilities if card else ())):
            raise Declined([thing.surface], "an ability that regenerates a target")
        self.steps.append(Step("activate", who, source=source, ability="regenerate_target",
                               targets=[target]))

    def self_pumps(self, key: str) -> bool:
        """Whether permanent *key* has an activated ability that pumps a creature."""
        return self.activates(key, "pump")

    def activates(self, key: str, op: str) -> bool:
        """Whether permanent *key* (its card's abilities and the question's keywords) has an
        activated ability with an instruction *op* (``damage``, ``pump``)."""
        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        abilities = list(card.abilities) if card else []
        abilities += [parse_ability(k) for k in thing.keywords if not k.startswith("color:")]
        return any(isinstance(a, Activated) and any(i.op == op for i in a.effect.instructions)
                   for a in abilities)
