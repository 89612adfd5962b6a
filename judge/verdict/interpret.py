"""The walk over a board question's parse tree: each clause's action on the timeline.

The attack and block clauses are read in :mod:`judge.verdict.combat_clauses`, the
division of combat damage in :mod:`judge.verdict.splits`, the clauses that tell the board
(life totals, what a player has, a permanent's state) in :mod:`judge.verdict.board_clauses`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.cards import CardDef
from judge.verdict.board import ME, OBJECT_NODES, OPP, Board, Declined, Step, _counters, _helps, _leaves
from judge.verdict.board_clauses import BoardClauses
from judge.verdict.strike_steps import FIRST_STEP, REGULAR_STEP


class Interpreter(BoardClauses):
    """Walks a parse tree and builds the :class:`Board`."""

    # -- the walk ---------------------------------------------------------------------

    def run(self, trees: list[Any]) -> Board:
        for tree in trees:
            for clause in tree.children:
                if getattr(clause, "data", "") in ("clause", "timing_only"):
                    self.clause(clause)
        if not self.steps:
            raise Declined([], "nothing happens on the board")
        who, said = self.bare_attack
        if who and not (self.steps[0].verb == "attack" and self.steps[0].by == who
                        and len(self.steps) > 1 and self.steps[1].verb == "block"):
            # "He attacked me": only a block told next says with what (combat_clauses)
            raise Declined([said], "which creature attacks")
        if who:
            named = ", ".join(f"the {self.thing(k).label()}" for k in self.steps[0].things)
            self.notes.append(f"'{said}' read as an attack with what the block names ({named}).")
        self.called_roles()
        if self.upkeep_step:
            self.before_combat_step()
        return Board(self.things, self.steps, self.names, self.life, self.third_person,
                     self.turn, self.notes, spells=self.spells)

    def before_combat_step(self) -> None:
        """Actions "during her upkeep" are read as in the main phase before combat: the same
        for what players play (instants, abilities), unless something in play has an ability
        of that step (an upkeep trigger, 303.2 / 304.2), which the reader then doesn't place."""
        for thing in self.things:
            card = self.lexicon.cards.get(thing.card) if thing.card else None
            texts = [str(a) for a in (card.abilities if card else ())] + list(thing.keywords)
            if any(w in text.lower() for text in texts for w in ("upkeep", "draw")):
                raise Declined([thing.surface], f"an ability of the {self.upkeep_step}")
        self.notes.append(f"What is played in the {self.upkeep_step} is read as played before "
                          "combat (nothing in play has an ability of that step).")

    def clause(self, clause: Any) -> None:
        self.mentions.append([])
        timing, response = self.pending_timing, self.pending_response
        times = 1
        core = None
        for child in clause.children:
            name = getattr(child, "data", "")
            if name.startswith("t_"):
                value = name[2:]
                if value == "response":
                    if not any(s.verb in ("play", "activate") for s in self.steps):
                        # "He blocks with a 3/3. In response I Giant Growth mine": nothing
                        # is played yet, so it answers the block (or the attack) just told.
                        last = self.steps[-1].verb if self.steps else ""
                        if last in ("block", "no_block", "attack") and len(child.children) == 1:
                            timing = "declare_attackers" if last == "attack" else "declare_blockers"
                            continue
                        # "in response to his Shock" before the Shock is told: the order
                        # of what happens is not the order of the words.
                        raise Declined([" ".join(self.tok(c).surface for c in _leaves(child))],
                                       "a response to something not yet played")
                    response = True
                elif value == "next_turn":
                    # "Next turn he attacks": the next turn begins (judge/verdict/turns_told.py)
                    self.steps.append(Step("next_turn", ""))
                elif value in ("my_turn", "opp_turn"):
                    self.turn = ME if value == "my_turn" else OPP
                elif value == "turn_of":
                    # "On Alice's turn", "during her upkeep": whose turn it is.
                    turn = self.player(child.children[1].children[0])
                    if self.turn and self.turn != turn:
                        raise Declined([self.tok(child.children[0]).surface], "whose turn it is")
                    self.turn = turn
                    early = str(self.tok(child.children[0]).value)
                    if early:
                        self.upkeep_step = early
                elif value == "times_n":
                    # "pumps it 5 times"
                    times = int(self.tok(child.children[0]).value)
                    if not 1 <= times <= 20:
                        raise Declined([self.tok(child.children[0]).surface], "how many times")
                elif value.startswith("times"):
                    times = int(value[5:])
                else:
                    timing = {"damage_stack": "damage_on_stack",
                              "first_strike_damage_stack": "first_strike_damage_on_stack",
                              "first_main": "main1",
                              "second_main": "main2", "before_blocks": "declare_attackers",
                              "after_blocks": "declare_blockers",
                              "after_damage": "end_of_combat"}.get(value, value)
            else:
                core = child
        if core is None:
            self.pending_timing, self.pending_response = timing, response
            return
        self.pending_timing, self.pending_response = "", False
        self.last_subject = self.subject or self.last_subject
        self.subject = ""
        before = len(self.steps)
        first = min(int(leaf.value) for leaf in _leaves(clause))
        self.sentence_start = first == 0 or self.tokens[first - 1].canon == "."
        if self.sentence_start:
            self.previous_players, self.sentence_players = self.sentence_players, set()
        # "... for first strike", "... for regular damage": a division's step (strike_steps.py).
        self.strike_step = timing if timing in (FIRST_STEP, REGULAR_STEP) else ""
        getattr(self, "c_" + core.data)(core)
        self.strike_step = ""
        self.sentence_players |= self.clause_players(core)
        for step in self.steps[before:]:
            if timing in (FIRST_STEP, REGULAR_STEP) and step.verb != "assign":
                raise Declined([], "a combat damage step said of what isn't a division of combat damage")
            if step.verb in ("play", "activate", "turn_face_up"):
                step.timing = step.timing or timing
                step.response = step.response or response or self.answers(step)
                if step.response and self.repeated == before:
                    # "I activate Pestilence five times, and he regenerates in response": in
                    # response to which of the five is not said.
                    raise Declined(["in response"], "a response to an action done more than once: to which")
        if times != 1:
            # "I activate Pestilence twice", "I Giant Growth it twice": the same action again,
            # each after the last resolves (a spell played twice is two cards in hand).
            done = self.steps[before:]
            if len(done) != 1 or done[0].verb not in ("play", "activate"):
                raise Declined([], "what is done more than once")
            if done[0].verb == "play":
                self.notes.append(f"{times} copies of {done[0].card} are in hand (the question plays "
                                  f"it {times} times).")
            for _ in range(times - 1):
                self.steps.append(dataclasses.replace(done[0], response=False, timing=""))
            self.repeated = len(self.steps)

    # -- spells and abilities ------------------------------------------------------------

    def c_play(self, node: Any, response: bool = False) -> None:
        who = self.subj(node.children[0])
        card = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "sc"][0]
        targets_node = [c for c in node.children if getattr(c, "data", "") == "targets"]
        definition = self.lexicon.cards[str(card.value)]
        targets = self.targets(targets_node[0], who, definition) if targets_node else []
        purpose = [c for c in node.children if getattr(c, "data", "") == "purpose"]
        # "... Healing Salve on the 1/1 to prevent 3 damage", "Grab the Reins to gain control
        # of the Hill Giant": the mode that does that (judge/verdict/choices.py).
        mode_said = self.purpose_mode(purpose[0], definition, bool(targets)) if purpose else 0
        aimed = [c for c in purpose[0].children if getattr(c, "data", "") in (
            "described", "it", "the_attacker", "the_blocker", "player", "face")] if purpose and not \
            self.aim_only(purpose[0], definition, bool(targets)) else []
        if aimed:  # "I Shock his 2/2 to kill it": the target said twice is one
            aim = [self.one_target(aimed[0], who)]
            if targets and targets != aim:
                raise Declined([card.surface], "a spell aimed at two things")
            targets = aim
        if not targets:
            targets = self.implied_targets(who, definition, card.surface, response)
        # A spell that targets a spell is played while that spell is on the stack.
        response = response or any(t.startswith("spell:") for t in targets)
        x_nodes = [c for c in node.children if getattr(c, "data", "") == "x_value"]
        x = None
        if x_nodes:
            # "Fireballs my 4/4 for 4": the value of X (409.1b), for a spell that has one.
            number = [self.tok(c) for c in x_nodes[0].children if self.tok(c).canon == "num"][0]
            damage = {i.amount for mode in definition.spell for i in mode.instructions if i.op == "damage"}
            if any(i.x for mode in definition.spell for i in mode.instructions):
                x = int(number.value)
            elif len(x_nodes[0].children) == 3 and damage == {number.value}:
                pass  # "I Shock it for 2 damage": the damage the spell deals
            else:
                raise Declined([number.surface], "a value of X for a spell without X")
        self.steps.append(Step("play", who, response=response, card=str(card.value), targets=targets,
                               x=x, mode=mode_said))
        self.chosen(node)

    def c_play_same_subject(self, node: Any) -> None:
        """"... and casts Giant Growth": the subject of the clause before."""
        if not self.last_subject:
            raise Declined([self.tok(node.children[0]).surface], "who plays it")
        who = self.last_subject
        card = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "sc"][0]
        targets_node = [c for c in node.children if getattr(c, "data", "") == "targets"]
        definition = self.lexicon.cards[str(card.value)]
        self.subject = who
        targets = self.targets(targets_node[0], who, definition) if targets_node else []
        if not targets:
            targets = self.implied_targets(who, definition, card.surface, False)
        self.steps.append(Step("play", who, card=str(card.value), targets=targets,
                               response=any(t.startswith("spell:") for t in targets)))

    def c_play_aura(self, node: Any) -> None:
        """"I enchant my 3/3 with Lure", "I put Rancor on my 2/2", "I play Holy Strength on
        his Knight": the local enchantment played targeting that creature (415.3); it comes
        into play attached to it (212.4d). Whose creature must be said when it is new."""
        who = self.subj(node.children[0])
        card = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "pc"][0]
        definition = self.lexicon.cards[str(card.value)]
        if not definition.is_local_enchantment:
            raise Declined([card.surface], "not a local enchantment")
        obj = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES][0]
        desc = self.desc(obj)
        before = len(self.things)
        target = self.place(desc, who, prefer=who)
        if len(self.things) > before and desc.kind != "it" and not desc.owner:
            raise Declined([desc.surface], "whose creature the enchantment goes on")
        self.steps.append(Step("play", who, card=str(card.value), targets=[target]))

    def c_return_with(self, node: Any) -> None:
        """"Bob returns his 2/2 to his hand with Unsummon": Unsummon played on it."""
        who = self.subj(node.children[0])
        card = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "sc"][0]
        definition = self.lexicon.cards[str(card.value)]
        if not any(i.op == "bounce" for mode in definition.spell for i in mode.instructions):
            raise Declined([card.surface], "a spell that doesn't return a creature to its owner's hand")
        obj = [c for c in node.children if hasattr(c, "data")][0]
        other = OPP if who == ME else ME
        target = self.place(self.desc(obj), other, prefer=who)
        self.steps.append(Step("play", who, card=str(card.value), targets=[target]))

    def c_play_response(self, node: Any) -> None:
        self.c_play(node, response=True)

    def targets(self, node: Any, who: str, card: CardDef | None) -> list[str]:
        out = []
        helps = card is not None and _helps(card)
        for child in node.children:
            name = getattr(child, "data", "")
            if name == "player":
                out.append(self.player(child.children[0]))
            elif name == "face":
                leaf = child.children[0]
                out.append(OPP if self.tok(leaf).canon == "face" and not self.third_person
                           else self.player(leaf))
            elif name == "spell" or (name == "it" and card is not None and _counters(card)):
                out.append(self.spell_target(child, who))
            elif name in ("described", "it", "the_attacker", "the_blocker"):
                other = OPP if who == ME else ME
                before = len(self.things)
                # A bounce is played on either player's creature (to save one's own, to
                # remove the other's): "it" is read only when the clause before agrees.
                self.targeting = card is not None and any(
                    i.op == "bounce" for mode in card.spell for i in mode.instructions)
                try:
                    out.append(self.place(self.desc(child), who if helps else other,
                                          prefer=who if helps else other))
                finally:
                    self.targeting = False
                if len(self.things) > before and not self.things[-1].surface.split()[0:1] in (
                        ["my"], ["his"], ["her"], ["their"]) and "'s" not in self.things[-1].surface:
                    thing = self.things[-1]
                    owner = self.names.get(thing.controller) if self.third_person else (
                        "yours" if thing.controller == ME else "your opponent's")
                    self.notes.append(f"The {thing.label()} is {owner}.")
        return out

    def spell_target(self, node: Any, who: str) -> str:
        """A spell on the stack a spell targets: the latest one played by the other player."""
        leaves = [self.tok(c) for c in node.children if not hasattr(c, "data")]
        named = [t for t in leaves if t.canon == "sc"]
        plays = [s for s in self.steps if s.verb == "play" and s.by != who]
        if named:
            plays = [s for s in plays if s.card == named[0].value]
        if not plays:
            raise Declined([" ".join(t.surface for t in leaves)], "a spell not played before")
        return f"spell:{plays[-1].card}"

    def c_activate(self, node: Any) -> None:
        who = self.subj(node.children[0])
        obj = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES][0]
        source = self.place(self.desc(obj), who, prefer=who)
        targets_node = [c for c in node.children if getattr(c, "data", "") == "targets"]
        targets = self.targets(targets_node[0], who, None) if targets_node else []
        self.steps.append(Step("activate", who, source=source, targets=targets))
        self.chosen(node)

    def c_tap_targeting(self, node: Any) -> None:
        """"I tap my Sorceress Queen targeting the Warlord": the permanent's one ability with
        {T} in its cost, at the target said (two such abilities are declined)."""
        who = self.subj(node.children[0])
        source, _, _ = self.tapped_for(node.children[2], who)
        targets = self.targets(node.children[-1], who, None)
        self.steps.append(Step("activate", who, source=source, targets=targets))

    def c_regenerate(self, node: Any) -> None:
        who = self.subj(node.children[0])
        obj = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES][0]
        desc = self.desc(obj)
        able = [k for k in self.recent if self.thing(k).controller == who and self.regenerates(k)]
        if desc.kind == "it" and len(able) == 1 and desc.post is None:
            # "... and a 4/3 with '{G}: Regenerate', and regenerate it": the one that can.
            source = able[0]
        else:
            source = self.place(desc, who, prefer=who)
        self.steps.append(Step("activate", who, source=source, ability="regenerate"))

    def pings(self, key: str) -> bool:
        """Whether permanent *key* has an activated ability that deals damage."""
        return self.activates(key, "damage")

    def c_regenerate_bare(self, node: Any) -> None:
        """"He regenerates": the one creature of his that can regenerate itself."""
        who = self.subj(node.children[0])
        able = [t.key for t in self.things if t.controller == who and self.regenerates(t.key)]
        if len(able) != 1:
            raise Declined([self.tok(node.children[1]).surface], "what is regenerated")
        self.steps.append(Step("activate", who, source=able[0], ability="regenerate"))

    def regenerates(self, key: str) -> bool:
        """Whether permanent *key* has an activated ability that regenerates it."""
        from judge.abilities import Activated, parse_ability

        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        abilities = list(card.abilities) if card else []
        abilities += [parse_ability(k) for k in thing.keywords]
        return any(isinstance(a, Activated) and any(i.op == "regenerate" for i in a.effect.instructions)
                   for a in abilities)

    def c_pump(self, node: Any) -> None:
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        self.steps.append(Step("activate", who, source=source, ability="pump"))

    def c_pump_with(self, node: Any) -> None:
        """"He pumped it with Giant Growth": the spell played on it."""
        who = self.subj(node.children[0])
        card = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "sc"][0]
        definition = self.lexicon.cards[str(card.value)]
        if not _helps(definition):
            raise Declined([card.surface], "a spell that doesn't pump")
        target = self.place(self.desc(node.children[2]), who, prefer=who)
        self.steps.append(Step("play", who, card=str(card.value), targets=[target]))

    def c_ping_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        objs = [c for c in node.children[2:] if getattr(c, "data", "") in OBJECT_NODES]
        target_node = node.children[2]
        if len(objs) == 2 or (objs and objs[0] is not target_node):
            source = self.place(self.desc(objs[-1]), who, prefer=who)
        else:
            # "I ping his guy": my one permanent that can deal damage by an activated ability.
            pingers = [t.key for t in self.things if t.controller == who and self.pings(t.key)]
            if len(pingers) != 1:
                raise Declined([self.tok(node.children[1]).surface], "which creature pings")
            source = pingers[0]
        target = self.one_target(target_node, who)
        self.steps.append(Step("activate", who, source=source, ability="damage", targets=[target]))

    def c_ping_by(self, node: Any) -> None:
        """"My Prodigal Sorcerer pings his attacking Llanowar Elves": its controller plays its
        ability."""
        desc = self.desc(node.children[0])
        before = len(self.things)
        source = self.place(desc, "")
        if len(self.things) > before and not desc.owner:
            # "Prodigal Sorcerer pings my Elves": whose Sorcerer is not said.
            raise Declined([desc.surface], "whose creature pings")
        who = self.thing(source).controller
        target = self.one_target(node.children[2], who)
        self.steps.append(Step("activate", who, source=source, ability="damage", targets=[target]))

    def c_regenerate_by(self, node: Any) -> None:
        """"The Abomination regenerates": a creature already in the question, one that can
        regenerate itself, is regenerated by its controller."""
        desc = self.desc(node.children[0])
        before = len(self.things)
        source = self.place(desc, "")
        if len(self.things) > before or not self.regenerates(source):
            raise Declined([desc.surface], "what regenerates")
        self.steps.append(Step("activate", self.thing(source).controller, source=source,
                               ability="regenerate"))

    def c_tap_to_ping(self, node: Any) -> None:
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        target = self.one_target(node.children[-1], who)
        self.steps.append(Step("activate", who, source=source, ability="damage", targets=[target]))

    def c_tap_to_deal(self, node: Any) -> None:
        """"Nate taps the Sorcerer to deal 1 damage to the Bears": the permanent's ability
        that deals that much damage to a target (its tap ability, or another it has)."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        amount = next(self.tok(c) for c in node.children if not hasattr(c, "data")
                      and self.tok(c).canon == "num")
        target = self.one_target(node.children[-1], who)
        if amount.value not in self.tap_damage(source):
            raise Declined([amount.surface], "not the damage its ability deals")
        self.steps.append(Step("activate", who, source=source, ability="damage", targets=[target]))

    def tap_damage(self, key: str) -> set[int]:
        """The damage the activated abilities of permanent *key* without a sacrifice deal."""
        from judge.abilities import Activated, parse_ability

        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        abilities = list(card.abilities) if card else []
        abilities += [parse_ability(k) for k in thing.keywords]
        return {i.amount for a in abilities if isinstance(a, Activated) and not a.sacrifice
                for i in a.effect.instructions if i.op == "damage"}

    def c_tap_with(self, node: Any) -> None:
        """"Bob taps Alice's Serra Angel with Icy Manipulator": the tapping ability of the
        permanent named after "with"."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[-1]), who, prefer=who)
        other = OPP if who == ME else ME
        target = self.place(self.desc(node.children[2]), other, prefer=other)
        self.steps.append(Step("activate", who, source=source, ability="tap", targets=[target]))

    def c_tap_to_give(self, node: Any) -> None:
        """"He taps the Factory to give itself +1/+1": the permanent's ability that gives a
        target that much (its "target ... gets +N/+N")."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        target = self.place(self.desc(node.children[5]), who, prefer=who)
        amount = self.tok(node.children[-1])
        if amount.value not in self.gives(source):
            raise Declined([amount.surface], "not what its ability gives")
        self.steps.append(Step("activate", who, source=source, ability="give", targets=[target]))

    def gives(self, key: str) -> set[tuple[int, int]]:
        """The +N/+N the activated abilities of permanent *key* give a target."""
        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        from judge.abilities import Activated

        return {(i.power, i.toughness) for a in (card.abilities if card else ())
                if isinstance(a, Activated) for i in a.effect.instructions
                if i.op == "pump" and i.who == "target"}

    def c_give_kw(self, node: Any) -> None:
        """"I give Morphling flying": the ability of the creature itself that gives it that
        keyword (its "this gains flying"), or the one ability of another permanent of the
        player's that gives a target creature that keyword."""
        who = self.subj(node.children[0])
        target = self.place(self.desc(node.children[2]), who, prefer=who)
        self.give(who, target, self.tok(node.children[-1]), None)

    def c_give_kw_with(self, node: Any) -> None:
        """"Sam activates Morphling's ability to give it flying"."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        objs = [c for c in node.children[3:] if getattr(c, "data", "") in OBJECT_NODES]
        target = self.place(self.desc(objs[-1]), who, prefer=who)
        self.give(who, target, self.tok(node.children[-1]), source)

    def c_animate(self, node: Any) -> None:
        """"Abe animates his Mishra's Factory": its ability that makes it a creature."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        self.steps.append(Step("activate", who, source=source, ability="animate"))

    def c_provoke(self, node: Any) -> None:
        """"Alice attacks with a 3/3 with provoke and targets Bob's 2/2": the target of the
        provoke trigger of the one attacker with provoke (502.29a)."""
        who = self.subj(node.children[0])
        provokers = [k for k in dict.fromkeys(self.attackers()) if self.thing(k).controller == who
                     and self.provokes(k)]
        if len(provokers) != 1 or self.provokes(provokers[0]) != 1:
            raise Declined([self.tok(node.children[1]).surface], "which provoke trigger")
        other = OPP if who == ME else ME
        target = self.place(self.desc(node.children[2]), other, prefer=other)
        if self.thing(target).controller != other:
            raise Declined([self.thing(target).surface], "provoke targets a creature defending player controls")
        self.steps.append(Step("provoke", who, source=provokers[0], targets=[target]))

    def provokes(self, key: str) -> int:
        """How many instances of provoke permanent *key* has."""
        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        texts = list(thing.keywords) + [a.text for a in (card.abilities if card else ())]
        return sum(1 for text in texts if text.lower() == "provoke")

    def c_tap_to_do(self, node: Any) -> None:
        """"He taps Visara to destroy my Elemental", "I use Master Decoy to tap his attacker":
        the permanent's one activated ability that does that to a target."""
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        verb = self.tok(node.children[4]).canon
        target = self.one_target(node.children[-1], who)
        ability = {"destroy": "destroy", "tap": "tap", "prevent_damage_to": "prevent"}[verb]
        self.steps.append(Step("activate", who, source=source, ability=ability, targets=[target]))

    def c_sacrifice(self, node: Any) -> None:
        """"I sacrifice Mogg Fanatic to ping his 2/2": the ability whose cost sacrifices it."""
        who = self.subj(node.children[0])
        objs = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES]
        source = self.place(self.desc(objs[0]), who, prefer=who)
        target_nodes = [c for c in node.children[2:] if hasattr(c, "data")][1:]
        targets = [self.one_target(target_nodes[0], who)] if target_nodes else []
        amounts = [self.tok(c) for c in node.children if not hasattr(c, "data")
                   and self.tok(c).canon == "num"]
        self.steps.append(Step("activate", who, source=source, ability="sacrifice",
                               targets=targets))
        if amounts and amounts[0].value not in self.sacrifice_damage(source):
            raise Declined([amounts[0].surface], "not the damage its sacrifice ability deals")

    def c_sacrifice_to(self, node: Any) -> None:
        """"I sacrifice my 1/1 to Nantuko Husk": the ability of the second whose cost
        sacrifices a creature, paid with the first (409.1f)."""
        who = self.subj(node.children[0])
        objs = [c for c in node.children if getattr(c, "data", "") in OBJECT_NODES]
        victim = self.place(self.desc(objs[0]), who, prefer=who)
        outlet = self.place(self.desc(objs[1]), who, prefer=who)
        targets_node = [c for c in node.children if getattr(c, "data", "") == "targets"]
        targets = self.targets(targets_node[0], who, None) if targets_node else []
        self.steps.append(Step("activate", who, source=outlet, ability="outlet", targets=targets,
                               sacrificed=[victim]))

    def sacrifice_damage(self, key: str) -> set[int]:
        """The damage the sacrifice abilities of permanent *key* deal."""
        from judge.abilities import Activated, parse_ability

        thing = self.thing(key)
        card = self.lexicon.cards.get(thing.card) if thing.card else None
        abilities = list(card.abilities) if card else []
        abilities += [parse_ability(k) for k in thing.keywords]
        return {i.amount for a in abilities if isinstance(a, Activated) and a.sacrifice
                for i in a.effect.instructions if i.op == "damage"}

    def one_target(self, node: Any, who: str) -> str:
        name = getattr(node, "data", "")
        if name == "player":
            return self.player(node.children[0])
        if name == "face":
            return OPP if who == ME else ME
        other = OPP if who == ME else ME
        return self.place(self.desc(node), other, prefer=other)
