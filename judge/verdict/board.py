"""What a board question says: the players, the permanents, and what happens in order.

:class:`Interpreter` walks the parse tree of :mod:`judge.verdict.reader` clause by
clause, placing each object phrase (a new permanent, or one already mentioned:
"it", "the 2/2", "my guy") and each action on a timeline.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.cards import CardDef
from judge.verdict.lexicon import Lexicon, Token

ME, OPP = "A", "B"
"""The asker (the first-named player in a third-person question) and the other player."""

TIMINGS = ("main1", "declare_attackers", "declare_blockers", "damage_on_stack",
           "after_first_strike", "end_of_combat", "main2", "end_of_turn")
"""Moments of a turn a question can place an action in, in order."""


class Declined(Exception):
    """The question can't be read whole: :attr:`unread` names the words not placed."""

    def __init__(self, unread: list[str], reason: str = "") -> None:
        super().__init__(reason or "could not read: " + ", ".join(unread))
        self.unread = unread
        self.reason = reason


@dataclasses.dataclass(slots=True)
class Thing:
    """A permanent the question puts in play."""

    key: str
    """Its id in the scenario."""
    controller: str
    """:data:`ME` or :data:`OPP`."""
    card: str = ""
    """A known card's name (pool or loaded card data), if named."""
    name: str = ""
    """A name the question gives to a described card ("Ball Lightning")."""
    power: int | None = None
    """Power, if described (wins over the card's)."""
    toughness: int | None = None
    """Toughness, if described."""
    keywords: list[str] = dataclasses.field(default_factory=list)
    """Ability strings described."""
    colors: list[str] = dataclasses.field(default_factory=list)
    """Colors described."""
    subtypes: list[str] = dataclasses.field(default_factory=list)
    """Creature types named ("a 2/2 bear")."""
    tapped: bool = False
    """Described as tapped."""
    surface: str = ""
    """How the question first named it."""

    @property
    def described(self) -> bool:
        """Whether the question gives its characteristics rather than (only) a known card."""
        return not self.card or self.power is not None or bool(self.keywords)

    def label(self) -> str:
        """How a verdict names it: the card's name, or its description ("5/5 with trample")."""
        if self.card and not self.described:
            return self.card
        if self.name:
            return self.name
        colors = " ".join(self.colors)
        pt = f"{self.power}/{self.toughness}" if self.power is not None else "creature"
        text = " ".join(x for x in (colors, pt) if x)
        if self.keywords:
            text += " with " + " and ".join(self.keywords)
        return text


@dataclasses.dataclass(slots=True)
class Step:
    """One action on the timeline."""

    verb: str
    """``attack``, ``block``, ``play`` or ``activate``."""
    by: str
    """The acting player."""
    timing: str = ""
    """One of :data:`TIMINGS`, if the question says when."""
    response: bool = False
    """Played in response to what was played before it (the stack doesn't resolve)."""
    things: list[str] = dataclasses.field(default_factory=list)
    """``attack``: attacker keys."""
    blocks: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    """``block``: (blocker key, attacker key) pairs."""
    card: str = ""
    """``play``: the card's name."""
    source: str = ""
    """``activate``: the permanent's key."""
    ability: str = ""
    """``activate``: what the ability does: ``regenerate``, ``pump``, ``damage`` or empty."""
    targets: list[str] = dataclasses.field(default_factory=list)
    """Target thing keys or players (:data:`ME`, :data:`OPP`)."""


@dataclasses.dataclass(slots=True)
class Board:
    """A board question as read."""

    things: list[Thing]
    """The permanents, in the order first named."""
    steps: list[Step]
    """What happens, in order."""
    names: dict[str, str]
    """:data:`ME`/:data:`OPP` → the player's name."""
    life: dict[str, int]
    """Life totals the question gives."""
    third_person: bool
    """Whether the question names players instead of "I"."""
    turn: str = ""
    """Whose turn the question says it is, if it says."""
    notes: list[str] = dataclasses.field(default_factory=list)
    """How ambiguous words were read ("'it' read as your 2/2")."""
    corrections: tuple[str, ...] = ()
    """Spelling corrections made."""
    surfaces: list[str] = dataclasses.field(default_factory=list)
    """Phrases the reader placed (for the record)."""


@dataclasses.dataclass(slots=True)
class Desc:
    """An object phrase before it is placed."""

    det: str = ""
    owner: str = ""
    cards: list[str] = dataclasses.field(default_factory=list)
    name: str = ""
    power: int | None = None
    toughness: int | None = None
    keywords: list[str] = dataclasses.field(default_factory=list)
    colors: list[str] = dataclasses.field(default_factory=list)
    subtypes: list[str] = dataclasses.field(default_factory=list)
    nouns: int = 0
    tapped: bool = False
    surface: str = ""
    kind: str = ""
    """``it``, ``attacker``, ``blocker`` for the pronoun and role references."""
    post: tuple[str, Any] | None = None
    """A participle after the phrase: ("blocked_by", [Desc...]), ("blocking", Desc), ("attacking", player)."""


class Interpreter:
    """Walks a parse tree and builds the :class:`Board`."""

    def __init__(self, tokens: tuple[Token, ...], lexicon: Lexicon, third_person: bool) -> None:
        self.tokens = tokens
        self.lexicon = lexicon
        self.third_person = third_person
        self.things: list[Thing] = []
        self.steps: list[Step] = []
        self.names: dict[str, str] = {}
        self.life: dict[str, int] = {}
        self.notes: list[str] = []
        self.turn = ""
        self.recent: list[str] = []
        self.subject = ""
        self.last_subject = ""
        self.pending_timing = ""
        self.pending_response = False

    # -- tokens and players ---------------------------------------------------------

    def tok(self, leaf: Any) -> Token:
        return self.tokens[int(leaf.value)]

    def player(self, leaf: Any) -> str:
        """The player a subject or player word names."""
        token = self.tok(leaf)
        if token.canon in ("me", "me_be", "me_have", "my"):
            return ME
        if token.canon in ("opp", "opp_be", "opps"):
            if self.third_person:
                # "he"/"his" in a story about two named players: the subject, if named.
                if token.canon == "opps" and self.subject:
                    return self.subject
                raise Declined([token.surface], "a pronoun that could mean either player")
            return OPP
        if token.canon == "other":
            if not self.subject:
                raise Declined([token.surface])
            return OPP if self.subject == ME else ME
        if token.canon == "pl":
            return self.named(token)
        raise Declined([token.surface])

    def named(self, token: Token) -> str:
        name = str(token.value)
        for key, known in self.names.items():
            if known == name:
                return key
        if self.third_person:
            key = ME if ME not in self.names else OPP
        else:
            key = OPP
        if key in self.names:
            raise Declined([token.surface], "a third player")
        self.names[key] = name
        return key

    # -- the walk ---------------------------------------------------------------------

    def run(self, trees: list[Any]) -> Board:
        for tree in trees:
            for clause in tree.children:
                if getattr(clause, "data", "") in ("clause", "timing_only"):
                    self.clause(clause)
        if not self.steps:
            raise Declined([], "nothing happens on the board")
        return Board(self.things, self.steps, self.names, self.life, self.third_person,
                     self.turn, self.notes)

    def clause(self, clause: Any) -> None:
        timing, response = self.pending_timing, self.pending_response
        times = 1
        core = None
        for child in clause.children:
            name = getattr(child, "data", "")
            if name.startswith("t_"):
                value = name[2:]
                if value == "response":
                    if not any(s.verb in ("play", "activate") for s in self.steps):
                        # "in response to his Shock" before the Shock is told: the order
                        # of what happens is not the order of the words.
                        raise Declined([" ".join(self.tok(c).surface for c in _leaves(child))],
                                       "a response to something not yet played")
                    response = True
                elif value in ("my_turn", "opp_turn"):
                    self.turn = ME if value == "my_turn" else OPP
                elif value.startswith("times"):
                    times = int(value[5:])
                else:
                    timing = {"damage_stack": "damage_on_stack", "first_main": "main1",
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
        getattr(self, "c_" + core.data)(core)
        for step in self.steps[before:]:
            if step.verb in ("play", "activate"):
                step.timing = step.timing or timing
                step.response = step.response or response
        if times != 1:
            # "I activate Pestilence twice": the same action again, each after the last resolves.
            done = self.steps[before:]
            if len(done) != 1 or done[0].verb not in ("play", "activate") or done[0].verb == "play":
                raise Declined([], "what is done more than once")
            for _ in range(times - 1):
                self.steps.append(dataclasses.replace(done[0], response=False, timing=""))

    def subj(self, node: Any) -> str:
        key = self.player(node) if not hasattr(node, "data") else self.player(node.children[-1])
        self.subject = key
        return key

    # -- combat -----------------------------------------------------------------------

    def c_attack_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        objs = [c for c in node.children if getattr(c, "data", "") == "objs"][0]
        self.attack(who, [self.place(d, who) for d in self.descs(objs)])

    def c_attack_bare(self, node: Any) -> None:
        who = self.subj(node.children[0])
        mine = [t.key for t in self.things if t.controller == who]
        if len(mine) != 1:
            raise Declined([self.tok(node.children[1]).surface], "which creature attacks")
        self.attack(who, mine)

    def c_attack_subject(self, node: Any) -> None:
        descs = self.descs(node.children[0])
        target = [c for c in node.children[1:] if getattr(c, "data", "") == "player"]
        default = ""
        if target:
            default = OPP if self.player(target[0].children[0]) == ME else ME
        keys = [self.place(d, default) for d in descs]
        self.attack(self.thing(keys[0]).controller, keys)

    def attack(self, who: str, keys: list[str]) -> None:
        for key in keys:
            if self.thing(key).controller != who:
                raise Declined([self.thing(key).surface], "a creature attacks for the other player")
        self.steps.append(Step("attack", who, things=keys))

    def attackers(self) -> list[str]:
        return [k for s in self.steps if s.verb == "attack" for k in s.things]

    def block(self, who: str, blockers: list[str], attacker: str) -> None:
        for key in blockers:
            if self.thing(key).controller != who:
                raise Declined([self.thing(key).surface], "a blocker of the attacking player")
        if attacker not in self.attackers():
            self.attack(self.thing(attacker).controller, [attacker])
        if self.thing(attacker).controller == who:
            raise Declined([self.thing(attacker).surface], "a player blocks his or her own creature")
        self.steps.append(Step("block", who, blocks=[(b, attacker) for b in blockers]))

    def only_attacker(self, where: Any) -> str:
        attackers = self.attackers()
        if len(attackers) != 1:
            raise Declined([self.tok(where).surface], "which attacker is blocked")
        return attackers[0]

    def c_block_attacker_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        other = OPP if who == ME else ME
        attacker = self.place(self.desc(node.children[2]), other)
        blockers = [self.place(d, who) for d in self.descs(node.children[4])]
        self.block(who, blockers, attacker)

    def c_block_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        attacker = self.only_attacker(node.children[1])
        self.block(who, [self.place(d, who) for d in self.descs(node.children[2])], attacker)

    def c_block_it_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        attacker = self.pronoun(self.tok(node.children[1]), prefer=OPP if who == ME else ME)
        self.block(who, [self.place(d, who) for d in self.descs(node.children[2])], attacker)

    def c_block_attacker(self, node: Any) -> None:
        who = self.subj(node.children[0])
        other = OPP if who == ME else ME
        attacker = self.place(self.desc(node.children[2]), other)
        if attacker not in self.attackers():
            raise Declined([self.tok(node.children[1]).surface], "with what it blocks")
        mine = [t.key for t in self.things if t.controller == who]
        if len(mine) != 1:
            raise Declined([self.tok(node.children[1]).surface], "with what it blocks")
        self.block(who, mine, attacker)

    def c_block_bare(self, node: Any) -> None:
        raise Declined([self.tok(node.children[1]).surface], "with what it blocks")

    def c_blockers_block(self, node: Any) -> None:
        descs = self.descs(node.children[0])
        target = node.children[-1]
        attacker = self.place(self.desc(target), "")
        other = OPP if self.thing(attacker).controller == ME else ME
        blockers = [self.place(d, other) for d in descs]
        self.block(self.thing(blockers[0]).controller, blockers, attacker)

    def c_blocked_by(self, node: Any) -> None:
        attacker = self.place(self.desc(node.children[0]), ME)
        other = OPP if self.thing(attacker).controller == ME else ME
        blockers = [self.place(d, other) for d in self.descs(node.children[-1])]
        self.block(other, blockers, attacker)

    def c_blocked_by_it(self, node: Any) -> None:
        attacker = self.only_attacker(node.children[0])
        other = OPP if self.thing(attacker).controller == ME else ME
        blockers = [self.place(d, other) for d in self.descs(node.children[-1])]
        self.block(other, blockers, attacker)

    def c_no_block(self, node: Any) -> None:
        """"He doesn't block": the attackers stay unblocked (no block is declared)."""
        who = self.subj(node.children[0])
        if not self.attackers() or any(self.thing(k).controller == who for k in self.attackers()):
            raise Declined([self.tok(node.children[1]).surface], "no attack to leave unblocked")

    def c_unblocked(self, node: Any) -> None:
        key = self.place(self.desc(node.children[0]), ME)
        if key not in self.attackers():
            self.attack(self.thing(key).controller, [key])

    def c_unblocked_it(self, node: Any) -> None:
        if not self.attackers():
            raise Declined([self.tok(node.children[0]).surface], "no attack to leave unblocked")

    # -- spells and abilities ------------------------------------------------------------

    def c_play(self, node: Any, response: bool = False) -> None:
        who = self.subj(node.children[0])
        card = [self.tok(c) for c in node.children if not hasattr(c, "data") and self.tok(c).canon == "sc"][0]
        targets_node = [c for c in node.children if getattr(c, "data", "") == "targets"]
        definition = self.lexicon.cards[str(card.value)]
        targets = self.targets(targets_node[0], who, definition) if targets_node else []
        # A spell that targets a spell is played while that spell is on the stack.
        response = response or any(t.startswith("spell:") for t in targets)
        self.steps.append(Step("play", who, response=response, card=str(card.value), targets=targets))

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
        self.steps.append(Step("play", who, card=str(card.value), targets=targets,
                               response=any(t.startswith("spell:") for t in targets)))

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
                out.append(self.place(self.desc(child), who if helps else other,
                                      prefer=who if helps else other))
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
        obj = [c for c in node.children if getattr(c, "data", "") in ("described", "it")][0]
        source = self.place(self.desc(obj), who, prefer=who)
        targets_node = [c for c in node.children if getattr(c, "data", "") == "targets"]
        targets = self.targets(targets_node[0], who, None) if targets_node else []
        self.steps.append(Step("activate", who, source=source, targets=targets))

    def c_regenerate(self, node: Any) -> None:
        who = self.subj(node.children[0])
        obj = [c for c in node.children if getattr(c, "data", "") in ("described", "it")][0]
        source = self.place(self.desc(obj), who, prefer=who)
        self.steps.append(Step("activate", who, source=source, ability="regenerate"))

    def c_pump(self, node: Any) -> None:
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        self.steps.append(Step("activate", who, source=source, ability="pump"))

    def c_ping_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        objs = [c for c in node.children[2:] if getattr(c, "data", "") in ("described", "it")]
        target_node = node.children[2]
        if len(objs) == 2 or (objs and objs[0] is not target_node):
            source = self.place(self.desc(objs[-1]), who, prefer=who)
        else:
            pingers = [t.key for t in self.things if t.controller == who]
            if len(pingers) != 1:
                raise Declined([self.tok(node.children[1]).surface], "which creature pings")
            source = pingers[0]
        target = self.one_target(target_node, who)
        self.steps.append(Step("activate", who, source=source, ability="damage", targets=[target]))

    def c_tap_to_ping(self, node: Any) -> None:
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        target = self.one_target(node.children[-1], who)
        self.steps.append(Step("activate", who, source=source, ability="damage", targets=[target]))

    def one_target(self, node: Any, who: str) -> str:
        name = getattr(node, "data", "")
        if name == "player":
            return self.player(node.children[0])
        if name == "face":
            return OPP if who == ME else ME
        other = OPP if who == ME else ME
        return self.place(self.desc(node), other, prefer=other)

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

    def c_has(self, node: Any) -> None:
        who = self.subj(node.children[0])
        for desc in self.descs(node.children[2]):
            if desc.det != "a" and not desc.cards and desc.kind:
                raise Declined([desc.surface])
            self.place(dataclasses.replace(desc, det=desc.det or "a"), who, owner_default=who)

    def c_there_is(self, node: Any) -> None:
        raise Declined([self.tok(node.children[0]).surface], "whose permanent it is")

    def c_in_hand(self, node: Any) -> None:
        self.subj(node.children[0])

    # -- objects -----------------------------------------------------------------------------

    def descs(self, node: Any) -> list[Desc]:
        return [self.desc(c) for c in node.children if hasattr(c, "data")]

    def desc(self, node: Any) -> Desc:
        name = node.data
        if name == "it":
            desc = Desc(kind="it", surface=self.tok(node.children[0]).surface)
            post = [c for c in node.children if hasattr(c, "data")]
            if post:
                desc.post = self.post(post[0])
            return desc
        if name in ("the_attacker", "the_blocker"):
            return Desc(kind=name[4:], surface=self.tok(node.children[0]).surface)
        desc = Desc()
        words: list[str] = []
        for child in node.children:
            part = getattr(child, "data", "")
            if part == "det":
                desc.det = self.tok(child.children[0]).canon
                words.append(self.tok(child.children[0]).surface)
            elif part == "owner":
                desc.owner = self.player(child.children[0])
                words.append(" ".join(self.tok(c).surface for c in child.children))
            elif part == "desc":
                self.desc_parts(child, desc, words)
            elif part.startswith("post_"):
                desc.post = self.post(child)
        desc.surface = " ".join(words)
        return desc

    def desc_parts(self, node: Any, desc: Desc, words: list[str]) -> None:
        for child in node.children:
            if hasattr(child, "data"):
                self.desc_parts(child, desc, words)
                continue
            token = self.tok(child)
            if token.canon not in ("(", ")", "with", ",", "and"):
                words.append(token.surface)
            if token.canon in ("cc", "pc"):
                desc.cards.append(str(token.value))
            elif token.canon == "named":
                desc.name = str(token.value)
            elif token.canon == "paren":
                pt, abilities = token.value
                if pt is not None:
                    if desc.power is not None and (desc.power, desc.toughness) != pt:
                        raise Declined([token.surface], "two powers and toughnesses for one creature")
                    desc.power, desc.toughness = pt
                desc.keywords += [a for a in abilities if a not in desc.keywords]
            elif token.canon == "pt":
                if desc.power is not None and (desc.power, desc.toughness) != token.value:
                    raise Declined([token.surface], "two powers and toughnesses for one creature")
                desc.power, desc.toughness = token.value
            elif token.canon == "kw":
                desc.keywords.append(str(token.value))
            elif token.canon == "color":
                desc.colors.append(str(token.value))
            elif token.canon == "noun":
                desc.nouns += 1
                if token.value:
                    desc.subtypes.append(str(token.value))
            elif token.canon == "tapped":
                desc.tapped = True

    def post(self, node: Any) -> tuple[str, Any]:
        if node.data == "post_blocked_by":
            return ("blocked_by", self.descs(node.children[-1]))
        if node.data == "post_blocking":
            return ("blocking", self.desc(node.children[-1]))
        players = [c for c in node.children if getattr(c, "data", "") == "player"]
        return ("attacking", self.player(players[0].children[0]) if players else "")

    def thing(self, key: str) -> Thing:
        return next(t for t in self.things if t.key == key)

    def pronoun(self, token: Token, prefer: str = "") -> str:
        """What "it" means: the one permanent of the latest clause that named any, or among
        them the one of the player *prefer*."""
        candidates = list(self.recent)
        if len(candidates) > 1 and prefer:
            candidates = [k for k in candidates if self.thing(k).controller == prefer]
        if len(candidates) != 1:
            raise Declined([token.surface], "what 'it' refers to")
        if len(self.recent) > 1:
            self.notes.append(f"'{token.surface}' read as {self.thing(candidates[0]).label()}")
        return candidates[0]

    def place(self, desc: Desc, controller_default: str, prefer: str = "",
              owner_default: str = "") -> str:
        """The key of the permanent *desc* names: one already mentioned, or a new one."""
        key = self._place(desc, controller_default, prefer)
        if desc.post is not None:
            self.apply_post(key, desc.post)
        if key not in self.recent:
            self.recent.append(key)
        return key

    def _place(self, desc: Desc, controller_default: str, prefer: str) -> str:
        if desc.kind == "it":
            return self.pronoun(Token("it", "it", desc.surface, 0), prefer)
        if desc.kind in ("attacker", "blocker"):
            keys = self.attackers() if desc.kind == "attacker" else [
                b for s in self.steps if s.verb == "block" for b, _ in s.blocks]
            if len(set(keys)) != 1:
                raise Declined([desc.surface], f"which {desc.kind}")
            return keys[0]
        if len(desc.cards) > 1 or (desc.name and desc.cards):
            raise Declined([desc.surface], "two cards in one phrase")
        card = desc.cards[0] if desc.cards else ""
        if not (card or desc.name or desc.power is not None or desc.nouns or desc.keywords):
            raise Declined([desc.surface])
        if card and "creature" not in self.lexicon.cards[card].types and desc.power is not None:
            raise Declined([desc.surface], "a power and toughness for a noncreature")
        if desc.det != "a":
            matches = [t for t in self.things if _matches(t, desc, self.lexicon)]
            if len(matches) > 1 and prefer:
                matches = [t for t in matches if t.controller == prefer] or matches
            if len(matches) == 1:
                return matches[0].key
            if len(matches) > 1:
                raise Declined([desc.surface], "which of several permanents")
        if not (card or desc.name or desc.power is not None):
            # "my guy", "a flier" with nothing known about it: no permanent to make.
            raise Declined([desc.surface], "a creature without a name or power and toughness")
        if desc.name and desc.power is None:
            raise Declined([desc.surface])
        controller = desc.owner or controller_default
        if not controller:
            controller = ME
            self.notes.append(f"{desc.surface} taken to be {self.names.get(ME, 'yours')}")
        thing = Thing(_slug(desc, {t.key for t in self.things}), controller, card, desc.name, desc.power,
                      desc.toughness, list(desc.keywords), list(desc.colors), list(desc.subtypes),
                      desc.tapped, desc.surface)
        self.things.append(thing)
        return thing.key

    def apply_post(self, key: str, post: tuple[str, Any]) -> None:
        kind, value = post
        thing = self.thing(key)
        other = OPP if thing.controller == ME else ME
        if kind == "blocked_by":
            blockers = [self.place(d, other) for d in value]
            self.block(other, blockers, key)
        elif kind == "blocking":
            attacker = self.place(value, other)
            self.block(thing.controller, [key], attacker)
        elif kind == "attacking" and key not in self.attackers():
            self.attack(thing.controller, [key])


def _leaves(node: Any) -> list[Any]:
    """The tokens under a parse tree node, in order."""
    if not hasattr(node, "data"):
        return [node]
    return [leaf for child in node.children for leaf in _leaves(child)]


def _helps(card: CardDef) -> bool:
    """Whether a spell is one a player plays on his or her own creature (a pump, a shield)."""
    ops = {i.op for mode in card.spell for i in mode.instructions}
    return bool(ops) and ops <= {"pump", "prevent", "gain_life", "regenerate", "untap"}


def _counters(card: CardDef) -> bool:
    """Whether a spell targets spells (Counterspell)."""
    return any(t.kind == "spell" for mode in card.spell for t in mode.targets)


def _matches(thing: Thing, desc: Desc, lexicon: Lexicon) -> bool:
    """Whether an already mentioned *thing* fits the phrase *desc*."""
    if desc.owner and thing.controller != desc.owner:
        return False
    if desc.cards and thing.card != desc.cards[0]:
        return False
    if desc.name and thing.name != desc.name:
        return False
    card = lexicon.cards.get(thing.card) if thing.card else None
    power = thing.power if thing.power is not None else (card.power if card else None)
    toughness = thing.toughness if thing.toughness is not None else (card.toughness if card else None)
    if desc.power is not None and (power, toughness) != (desc.power, desc.toughness):
        return False
    keywords = set(thing.keywords) | ({a.text for a in card.abilities} if card else set())
    if not set(desc.keywords) <= keywords:
        return False
    subtypes = set(thing.subtypes) | (set(card.subtypes) if card else set())
    if desc.subtypes and not set(desc.subtypes) <= subtypes:
        return False
    colors = set(thing.colors) | (set(card.colors) if card else set())
    return set(desc.colors) <= colors


def _slug(desc: Desc, taken: set[str]) -> str:
    """A new permanent's id: its card's name, or its power and toughness ("bears", "p5-5")."""
    import re

    base = desc.cards[0] if desc.cards else desc.name or f"p{desc.power}-{desc.toughness}"
    slug = re.sub(r"[^a-z0-9]+", "-", base.lower()).strip("-") or "creature"
    key, n = slug, 1
    while key in taken:
        n += 1
        key = f"{slug}-{n}"
    return key
