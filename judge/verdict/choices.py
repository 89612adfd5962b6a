"""The choices a question states, read into the scenario instead of left to the engine's
defaults (format v2, docs/scenario-format.md "Choices"): what a player names as a spell
or ability resolves ("he names black", "naming Island"), the mode a modal spell's purpose
says ("Grab the Reins to gain control of the Hill Giant"), the "you may" of a provoke trigger
the question targets (502.29a), "assigns its combat damage as though it weren't blocked"
(310.2e, Thorn Elemental), and a keyword given by the ability that gives it ("gives her Bears
flanking with Jabari's Banner").

A stated choice the spell or ability doesn't ask for is declined, never dropped.
"""

from __future__ import annotations

from typing import Any

from judge.abilities import LAND_TYPES, Activated
from judge.cards import CardDef
from judge.mana import COLORS
from judge.verdict.board import ME, OPP, Board, Declined, Step, _helps, _leaves
from judge.verdict.lexicon import Lexicon, Token
from judge.verdict.pumps import PumpClauses

AS_UNBLOCKED = "as though it weren't blocked"
"""The words of the ability that lets a creature assign its combat damage to the defending
player although blocked (310.2e)."""

#: What a spell that harms only a target player does: damage, loss of life.
_HARMS_PLAYER = frozenset({"damage", "lose_life", "lose_life_damage"})
_STEPS_PAST_DAMAGE = frozenset({"combat_damage", "end_of_combat", "postcombat_main", "end_of_turn"})


class ChoiceClauses(PumpClauses):
    """The clauses of stated choices."""

    def implied_targets(self, who: str, card: CardDef, surface: str, response: bool) -> list[str]:
        """The target of a spell the question plays without saying on what ("I respond with
        Giant Growth"): the creature the spell it responds to targets, or the player's (or,
        for a harmful spell, the other player's) only creature; the other player, for a spell
        that only deals damage to or makes lose life a target player ("Then I play Final
        Punishment; is he dead?"); else declined."""
        kinds = [t.kind for mode in card.spell for t in mode.targets]
        if not kinds:
            return []
        ops = {i.op for mode in card.spell for i in mode.instructions}
        if len(card.spell) == 1 and kinds == ["player"] and ops and ops <= _HARMS_PLAYER:
            other = OPP if who == ME else ME
            aimed = "your opponent" if other == OPP and not self.third_person else (
                "you" if not self.third_person else self.names.get(other, "the other player"))
            self.notes.append(f"{card.name} targets {aimed} (the question doesn't say).")
            return [other]
        if len(card.spell) != 1 or len(kinds) != 1 or "creature" not in kinds[0] \
                or "player" in kinds[0]:
            raise Declined([surface], "what the spell targets")
        side = who if _helps(card) else (OPP if who == ME else ME)
        mine = [t.key for t in self.things if t.controller == side]
        if response and _helps(card):
            earlier = [t for s in self.steps if s.verb == "play" and s.by != who
                       for t in s.targets if t in mine]
            if len(set(earlier)) == 1:
                mine = earlier[:1]
        if len(mine) != 1:
            raise Declined([surface], "what the spell targets")
        owner = "your" if side == ME and not self.third_person else (
            "your opponent's" if not self.third_person else self.names.get(side, "its controller's"))
        self.notes.append(f"{card.name} targets {owner} {self.thing(mine[0]).label()} "
                          "(the question doesn't say).")
        return mine[:1]

    def c_life_same_subject(self, node: Any) -> None:
        """"Bob has no creatures and 2 life": the life total of the player the clause before
        (in the same sentence) is about."""
        said = self.tok(node.children[0])
        if not self.last_subject or self.sentence_start:
            raise Declined([said.surface], "whose life total")
        self.life[self.last_subject] = int(said.value)

    def c_names(self, node: Any) -> None:
        """"Your opponent names Island", "..., naming black": the answer to the choice of the
        spell or ability told just before, given inline on it."""
        who = self.subj(node.children[0]) if len(node.children) == 3 else ""
        self.choose_named(node.children[-2:], who)

    def choose_named(self, leaves: list[Any], who: str) -> None:
        """The answer the words *leaves* ("names", the color, land type or card) give to the
        choice of the spell or ability told last, by *who* (empty: its player)."""
        named = self.tok(leaves[-1])
        said = f"{self.tok(leaves[0]).surface} {named.surface}"
        played = [s for s in self.steps if s.verb in ("play", "activate")]
        if not played:
            raise Declined([said], "a choice with nothing played that asks for it")
        step = played[-1]
        if who and who != step.by:
            raise Declined([said], "a choice by a player who didn't play what asks for it")
        kind, value = self.named_answer(named, step, said)
        if kind in step.choose:
            raise Declined([said], "a second answer to one choice")
        step.choose[kind] = value

    def chosen(self, node: Any) -> None:
        """A play or activation told with its choice ("Shelter on his 3/3 naming red")."""
        for child in node.children:
            if getattr(child, "data", "") == "chosen":
                self.choose_named(child.children, "")

    def named_answer(self, named: Token, step: Step, said: str) -> tuple[str, Any]:
        """The ``choose`` answer that *named* gives to what *step* plays, by the kind of
        choice its text asks for (a color, a basic land type; no card the engine runs names a card)."""
        texts = " ".join(self.choice_texts(step)).lower()
        word = str(named.value)
        if named.canon == "color" and word in COLORS and "color of your choice" in texts:
            return "color", word
        if word.capitalize() in LAND_TYPES and "basic land type of your choice" in texts:
            return "words", [word.capitalize()]
        raise Declined([said], "a choice the spell or ability doesn't ask for")

    def choice_texts(self, step: Step) -> list[str]:
        """The texts of what *step* plays: the spell's modes, or the source's activated abilities."""
        if step.verb == "play":
            return [mode.text for mode in self.lexicon.cards[step.card].spell]
        thing = self.thing(step.source)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        return [a.text for a in (card.abilities if card else ()) if isinstance(a, Activated)]

    def purpose_mode(self, purpose: Any, definition: CardDef, targeted: bool = False) -> int:
        """The mode of *definition* that a play's purpose says: "to prevent 3 damage", "to
        gain 3 life", "to gain control of ...", "to deal 3 damage ..." (0 for a spell with
        one mode that does it).

        :raises Declined: when no mode, or more than one, does that.
        """
        leaves = [self.tok(c) for c in _leaves(purpose)]
        canons = [t.canon for t in leaves]
        amounts = [t.value for t in leaves if t.canon == "num"]
        if self.aim_only(purpose, definition, targeted):
            self.notes.append(f"'{' '.join(t.surface for t in leaves)}' read as the outcome asked "
                              f"about, not what {definition.name} does.")
            return 0
        if "to_kill" in canons:
            op, said, why = "kill", None, "not a spell that deals damage or destroys"
        elif "gain_control" in canons:
            op, said, why = "threaten", None, "not a spell that gains control"
        elif "deal" in canons:
            op, said, why = "damage", (amounts[0] if amounts else None), "not the damage the spell deals"
        elif "gain" in canons:
            op, said, why = "gain_life", amounts[0], "not the life the spell gains"
        else:
            op, said, why = "prevent", amounts[0], "not the damage the spell prevents"
        modes = [n for n, mode in enumerate(definition.spell, 1)
                 if any((i.op == op or (op == "kill" and i.op in ("damage", "destroy")))
                        and (said is None or i.amount == said) for i in mode.instructions)]
        if len(modes) != 1:
            raise Declined([t.surface for t in leaves if t.canon == "num"][:1] or [leaves[1].surface], why)
        return modes[0] if len(definition.spell) > 1 else 0

    def aim_only(self, purpose: Any, definition: CardDef, targeted: bool) -> bool:
        """Whether a play's purpose is only what the asker hopes the spell brings about: "Can
        I Giant Growth my 2/2 to kill the wall?" (a pump of one mode, its own target said
        (*targeted*); the verdict says whether the wall dies), not the spell's own target."""
        return targeted and any(self.tok(c).canon == "to_kill" for c in _leaves(purpose)) and len(
            definition.spell) == 1 and _helps(definition)

    def c_give_kw_by(self, node: Any) -> None:
        """"Alice gives her Bears flanking with Jabari's Banner": the one activated ability of
        the permanent named last that gives a target creature that keyword."""
        who = self.subj(node.children[0])
        target, source = [self.place(self.desc(c), who, prefer=who) for c in node.children
                          if getattr(c, "data", "") in ("described", "it")]
        keyword = next(self.tok(c) for c in node.children if not hasattr(c, "data")
                       and self.tok(c).canon == "given_kw")
        self.give(who, target, keyword, source)

    def give(self, who: str, target: str, keyword: Token, source: str | None) -> None:
        """*who* activates the ability that gives *target* *keyword*: of *source*, else of
        *target* itself ("this gains flying"), else the one permanent of *who*'s that gives a
        target creature that keyword (Jabari's Banner's "target creature gains flanking")."""

        def grants(key: str) -> bool:
            thing = self.thing(key)
            card = self.lexicon.cards.get(thing.card) if thing.card else None
            return any(isinstance(a, Activated) and any(
                i.op in ("gain", "gain_target") and i.words == keyword.value
                and i.who == ("this" if key == target else "target")
                for i in a.effect.instructions) for a in (card.abilities if card else ()))

        sources = [source] if source else (
            [target] if grants(target) else [t.key for t in self.things if t.controller == who and grants(t.key)])
        if len(sources) != 1 or not grants(sources[0]):
            raise Declined([keyword.surface], f"what gives it {keyword.value}")
        self.steps.append(Step("activate", who, source=sources[0], ability="gain:" + str(keyword.value),
                               targets=[] if sources[0] == target else [target]))

    def c_as_unblocked(self, node: Any) -> None:
        """"Ken has Thorn Elemental assign its combat damage as though it weren't blocked",
        "my Thorn Elemental deals its damage to him as if it were unblocked": the attacker's
        "you may" (310.2e) taken."""
        *before, damage = node.children
        objs = [c for c in before if getattr(c, "data", "") in ("described", "it", "the_attacker")]
        subjects = [c for c in before if c not in objs and not (
            not hasattr(c, "data") and self.tok(c).canon == "have")]
        said = self.tok(damage.children[-1])
        who = self.subj(subjects[0]) if subjects else ""
        if objs:
            key = self.place(self.desc(objs[0]), who or ME, prefer=who)
        else:
            able = [k for k in dict.fromkeys(self.attackers()) if self.assigns_as_unblocked(k)
                    and (not who or self.thing(k).controller == who)]
            if len(able) != 1:
                raise Declined([said.surface], "which attacker assigns its damage as though unblocked")
            key = able[0]
        if key not in self.attackers() or not self.assigns_as_unblocked(key):
            raise Declined([said.surface], "a creature that can't assign its damage as though unblocked")
        if who and self.thing(key).controller != who:
            raise Declined([said.surface], "a player choosing for a creature he or she doesn't control")
        players = [c for c in damage.children if getattr(c, "data", "") == "player"]
        if players and self.player(players[0].children[0]) == self.thing(key).controller:
            raise Declined([said.surface], "damage assigned to its own controller")
        self.steps.append(Step("as_unblocked", self.thing(key).controller, source=key))

    def assigns_as_unblocked(self, key: str) -> bool:
        """Whether permanent *key* has the ability of 310.2e (Thorn Elemental's)."""
        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        texts = list(thing.keywords) + [a.text for a in (card.abilities if card else ())]
        return any(AS_UNBLOCKED in text.lower() for text in texts)


def place_stated_choices(board: Board, lexicon: Lexicon, actions: list[dict[str, Any]]) -> None:
    """Put the answers to the "you may" choices *board* states right after the action that
    leads the engine to ask them: a provoke trigger the question targets ("targets his
    Hill Giant with provoke") is followed, as it resolves (410.5, 502.29a); an attacker
    "assigns its combat damage as though it weren't blocked" as the combat damage step
    begins (310.2e)."""
    if any(s.verb == "provoke" for s in board.steps):
        chosen = next(n for n, a in enumerate(actions) if "targets" in a.get("choose", {}))
        resolves = next(n for n, a in enumerate(actions) if n > chosen and "resolve" in a)
        actions.insert(resolves + 1, {"choose": {"may": True}})
    stated = [s for s in board.steps if s.verb == "as_unblocked"]
    if not stated:
        return
    if len(stated) > 1:
        raise Declined([], "more than one attacker assigning its damage as though unblocked")
    blocked = {a for s in board.steps for _, a in s.blocks}
    if stated[0].source not in blocked:
        raise Declined([], "an unblocked attacker assigning its damage as though unblocked")
    # The answer goes to the first "you may" asked as combat damage comes: no other may be.
    for thing in board.things:
        card = lexicon.cards.get(thing.card) if thing.card else None
        texts = list(thing.keywords) + [a.text for a in (card.abilities if card else ())]
        if thing.key != stated[0].source and any(" may " in f" {t.lower()} " for t in texts):
            raise Declined([thing.surface], "another \"you may\" beside the one the question answers")
    for n, action in enumerate(actions):
        if "assign" in action:
            raise Declined([], "damage divided by an attacker assigning it as though unblocked")
        if action.get("advance") in _STEPS_PAST_DAMAGE:
            actions.insert(n + 1, {"choose": {"may": True}})
            return
    raise Declined([], "no combat damage step")


__all__ = ["AS_UNBLOCKED", "ChoiceClauses", "place_stated_choices"]
