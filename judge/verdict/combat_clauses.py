"""Reading the combat of a board question: "I attack with my 2/2", "he blocks with his
3/3", "it's unblocked" — who attacks, who blocks what, and the clauses they answer
(:class:`judge.verdict.interpret.Interpreter` reads the rest)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.abilities import Activated, parse_ability
from judge.verdict.board import ME, OPP, Declined, Step, Thing
from judge.verdict.splits import Splitter


def fights(method: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    """A clause that tells an attack or a block: while it is read, "it" is a creature, not
    an Aura or Equipment attached to one ("I have a 2/2 with Holy Strength on it. I attack
    with it")."""
    def read(self: Any, node: Any) -> None:
        self.fighting = True
        try:
            method(self, node)
        finally:
            self.fighting = False
    read.__doc__ = method.__doc__
    return read


class CombatClauses(Splitter):
    """The attack and block clauses of the grammar."""

    bare_attack: tuple[str, str] = ("", "")
    """An attack told with no creature before any creature of its player ("He attacked me"):
    the player and the words, until a block says which creature attacks."""

    # -- combat -----------------------------------------------------------------------

    @fights
    def c_attack_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        for player in [c for c in node.children if getattr(c, "data", "") == "player"]:
            # "Bob attacks Alice with ...": Alice is the defending player ("her": the other one).
            if self.third_person and self.tok(player.children[0]).canon == "opp":
                continue
            if self.player(player.children[0]) == who:
                raise Declined([self.tok(player.children[0]).surface], "a player attacks himself")
        objs = [c for c in node.children if getattr(c, "data", "") == "objs"][0]
        self.attack(who, [self.place(d, who) for d in self.descs(objs)])

    def c_attack_bare(self, node: Any) -> None:
        who = self.subj(node.children[0])
        # (an Aura or Equipment attached to a creature is not what attacks)
        mine = [t.key for t in self.things if t.controller == who and not t.attached_to]
        if not mine and not self.steps and not self.bare_attack[0]:
            # "He attacked me and I blocked his 2/2 with my 3/3": none of the player's
            # creatures told yet; the block that follows says which attacks (checked in run)
            self.bare_attack = (who, self.tok(node.children[1]).surface)
            return
        if len(mine) != 1:
            raise Declined([self.tok(node.children[1]).surface], "which creature attacks")
        self.attack(who, mine)

    def c_attack_all(self, node: Any) -> None:
        """"I attack with both": the two creatures the player was said to have."""
        who = self.subj(node.children[0])
        mine = [t.key for t in self.things if t.controller == who]
        if len(mine) != 2:
            raise Declined([self.tok(node.children[-1]).surface], "which creatures attack")
        self.attack(who, mine)

    def c_attack_subject(self, node: Any) -> None:
        descs = self.both(node)
        target = [c for c in node.children[1:] if getattr(c, "data", "") == "player"]
        default = ""
        if target and not self.defending_said(target[0].children[0]):
            default = OPP if self.player(target[0].children[0]) == ME else ME
        keys = [self.place(d, default) for d in descs]
        self.attack(self.thing(keys[0]).controller, keys)

    def defending_said(self, leaf: Any) -> bool:
        """Whether the player a story's attack is at is told only as the defending player
        ("A 5/5 attacks an opponent", "... attacks the defending player"): the attacker's
        controller's opponent, whoever that is."""
        return self.third_person and self.tok(leaf).canon == "opp" and self.tok(leaf).surface.lower() in (
            "opponent", "an opponent", "the opponent", "the defending player", "defending player")

    def c_attack_is(self, node: Any) -> None:
        """"Alice's Hill Giant is attacking (Bob)": it attacks."""
        target = [c for c in node.children[1:] if getattr(c, "data", "") == "player"]
        default = OPP if target and self.player(target[0].children[0]) == ME else ME if target else ""
        key = self.place(self.desc(node.children[0]), default)
        self.attack(self.thing(key).controller, [key])

    def c_attacked_by(self, node: Any) -> None:
        """"Alice is attacked by Bob's Craw Wurm", "I'm attacked by a 3/3": the player attacked
        is the defending player; the attackers are the other player's."""
        first = node.children[0]
        defender = self.player(first.children[0]) if first.data == "player" else self.subj(first)
        other = OPP if defender == ME else ME
        keys = [self.place(d, other) for d in self.descs(node.children[-1])]
        if any(self.thing(k).controller != other for k in keys):
            raise Declined([self.thing(k).surface for k in keys if self.thing(k).controller != other],
                           "a player attacked by his or her own creature")
        said = self.tok(node.children[-2]).surface.lower()
        if said.endswith(("damaged by", "hit by")):
            # "I get hit by his Prodigal Sorcerer": an ability's damage, or an attack?
            named = [self.thing(k).card for k in keys if self.thing(k).card]
            abilities = [a for card in named for a in self.lexicon.cards[card].abilities] + [
                parse_ability(w) for k in keys for w in self.thing(k).keywords if not w.startswith("color:")]
            if any(isinstance(a, Activated) for a in abilities):
                raise Declined([said], "damage from an attack or from an ability")
        self.attack(other, keys)

    @fights
    def c_attack_into(self, node: Any) -> None:
        """"A 3/3 attacked into a 4/2 and two 1/1s": they block it."""
        attackers = self.descs(node.children[0])
        if len(attackers) != 1:
            raise Declined([self.tok(node.children[1]).surface], "which attacker is blocked")
        attacker = self.place(attackers[0], ME)
        other = OPP if self.thing(attacker).controller == ME else ME
        self.block(other, [self.place_blocker(d, other) for d in self.descs(node.children[-1])], attacker)

    @fights
    def c_attack_with_into(self, node: Any) -> None:
        """"I swing my Craw Wurm into his Wall of Stone": it attacks, the wall blocks it."""
        who = self.subj(node.children[0])
        objs = [c for c in node.children if getattr(c, "data", "") == "objs"]
        attackers = [self.place(d, who) for d in self.descs(objs[0])]
        if len(attackers) != 1:
            raise Declined([self.tok(node.children[1]).surface], "which attacker is blocked")
        self.attack(who, attackers)
        other = OPP if who == ME else ME
        self.block(other, [self.place_blocker(d, other) for d in self.descs(objs[1])], attackers[0])

    def attackers(self) -> list[str]:
        """The attackers of the turn being told (after the last "next turn",
        judge/verdict/turns_told.py)."""
        return [k for s in self.this_turn() if s.verb == "attack" for k in s.things]

    def this_turn(self) -> list[Step]:
        """The steps told since the last "next turn" (all of them when none is told)."""
        begin = max((n + 1 for n, s in enumerate(self.steps) if s.verb == "next_turn"), default=0)
        return self.steps[begin:]

    def answers(self, step: Step) -> bool:
        """Whether *step*, told right after the other player's spell at one of its player's
        permanents, with no time said, answers it ("He casts Terror on my River Boa. Can I
        regenerate it?"): played in response, before the spell resolves (said out loud)."""
        index = self.steps.index(step)
        if step.timing or index == 0:
            return False
        spell = self.steps[index - 1]
        if spell.verb != "play" or spell.by == step.by:
            return False
        touched = ({step.source} | set(step.targets)) & set(spell.targets)
        if not touched or any(self.thing(k).controller != step.by for k in touched if k in
                              {t.key for t in self.things}):
            return False
        self.notes.append(f"Read as played in response to {spell.card}, before it resolves.")
        return True

    def defender(self, node: Any) -> str:
        """A block's subject; in a story about two named players, "he"/"she" blocking is the
        one who isn't attacking ("Bob attacks her with Craw Wurm and she blocks")."""
        if not hasattr(node, "data") and self.third_person and self.tok(node).canon in ("opp", "opp_be"):
            sides = {self.thing(k).controller for k in self.attackers()}
            if len(sides) == 1 and len(self.names) == 2:
                who = OPP if ME in sides else ME
                self.subject = who
                self.pronouns[int(node.value)] = who  # the next clause's carried subject too
                return who
        return self.subj(node)

    @fights
    def c_block_attacker_with(self, node: Any) -> None:
        who = self.defender(node.children[0])
        other = OPP if who == ME else ME
        attacker = self.place(self.desc(node.children[2]), other)
        blockers = [self.place_blocker(d, who) for d in self.descs(node.children[4])]
        self.block(who, blockers, attacker)

    @fights
    def c_block_with(self, node: Any) -> None:
        who = self.defender(node.children[0])
        self.implied_attack(OPP if who == ME else ME)
        attacker = self.only_attacker(node.children[1])
        # ("I'm blocking with my 2/2": the blockers last, after "blocking" and "with")
        self.block(who, [self.place_blocker(d, who) for d in self.descs(node.children[-1])], attacker)

    def c_block_all_bare(self, node: Any) -> None:
        """"I have a 2/2 and a 3/3. I double block": the one attacker, blocked by the
        player's creatures, as many as the word says."""
        who = self.defender(node.children[0])
        word = self.tok(node.children[1])
        attacker = self.only_attacker(node.children[1])
        mine = [t.key for t in self.things if t.controller == who and not t.tapped]
        if len(mine) != (2 if word.canon == "double_block" else 3):
            raise Declined([word.surface], "which creatures block")
        self.block(who, mine, attacker)

    def c_block_all_attacker(self, node: Any) -> None:
        """"I have a 2/2 and a 1/1. He attacks with a 3/3 and I double block it": the attacker
        said, blocked by the player's creatures, as many as the word says."""
        who = self.defender(node.children[0])
        word = self.tok(node.children[1])
        other = OPP if who == ME else ME
        attacker = self.place(self.desc(node.children[2]), other, prefer=other)
        if attacker not in self.attackers():
            raise Declined([word.surface], "with what it blocks")
        mine = [t.key for t in self.things if t.controller == who and not t.tapped]
        if len(mine) != (2 if word.canon == "double_block" else 3):
            raise Declined([word.surface], "which creatures block")
        self.block(who, mine, attacker)

    def c_block_with_both(self, node: Any) -> None:
        """"Bob blocks with both of his creatures": the one attacker, blocked by the two
        untapped creatures the player was said to have."""
        who = self.defender(node.children[0])
        attacker = self.only_attacker(node.children[1])
        mine = [t.key for t in self.things if t.controller == who and not t.tapped and not t.attached_to
                and (t.power is not None or (t.card and "creature" in self.lexicon.cards[t.card].types))]
        if len(mine) != 2 or len([t for t in self.things if t.controller == who]) != 2:
            raise Declined([self.tok(node.children[-1]).surface], "which creatures block")
        self.block(who, mine, attacker)

    @fights
    def c_block_both_with(self, node: Any) -> None:
        """"I block both with my 4/4": the one blocker declared as blocking each of the two
        attackers not yet blocked (309.2a allows one; the engine refuses it unless the
        creature can block any number of creatures, 103.1)."""
        who = self.defender(node.children[0])
        blocked = {a for s in self.this_turn() for _, a in s.blocks}
        free = [a for a in self.attackers() if a not in blocked and self.thing(a).controller != who]
        blockers = [self.place_blocker(d, who) for d in self.descs(node.children[-1])]
        said = str(self.tok(node.children[2]).value)  # "both", or how many "all" says (several_blocks)
        count = 2 if said == "both" else int(said) if said.isdigit() else len(free)
        if len(free) != count or count < 2 or len(blockers) != 1:
            raise Declined([self.tok(node.children[2]).surface], "which creatures block which")
        for attacker in free:
            self.block(who, blockers, attacker)
            self.steps[-1].several = True
        self.notes.append(f"'{self.tok(node.children[2]).surface}' read as: the {self.thing(blockers[0]).label()} "
                          f"blocks {'both' if count == 2 else f'all {count}'} attackers.")

    @fights
    def c_block_one_with(self, node: Any) -> None:
        """"I block one (of them) with my 1/1": one of the attackers not yet blocked, when
        they are all alike (which one doesn't change the outcome); else declined."""
        who = self.defender(node.children[0])
        attacker = self.one_alike(who, self.tok(node.children[2]).surface)
        self.block(who, [self.place_blocker(d, who) for d in self.descs(node.children[4])], attacker)

    def c_block_one_bare(self, node: Any) -> None:
        """"He attacks with two 3/3s and I have a 4/4. I block one of them.": one of the alike
        attackers, blocked by the player's one untapped creature; else declined."""
        who = self.defender(node.children[0])
        said = self.tok(node.children[2]).surface
        attacker = self.one_alike(who, said)
        mine = [t.key for t in self.things if t.controller == who and not t.attached_to and not t.tapped]
        if len(mine) != 1:
            raise Declined([said], "with what it blocks")
        self.block(who, mine, attacker)

    def one_alike(self, who: str, said: str) -> str:
        """One of the attackers not yet blocked that *who* may block, when they are all alike
        (which one doesn't change the outcome); the reading is said in the notes.

        :raises Declined: when they differ, or there is none.
        """
        blocked = {a for s in self.this_turn() for _, a in s.blocks}
        free = [a for a in self.attackers() if a not in blocked and self.thing(a).controller != who]
        def alike(key: str) -> tuple[Any, ...]:
            return _characteristics(self.thing(key)) + (sorted(
                t.card or t.name for t in self.things if t.attached_to == key),)

        if not free or any(alike(a) != alike(free[0]) for a in free):
            raise Declined([said], "which attacker is blocked")
        if len(free) > 1:
            self.notes.append(f"'{said}' read as one of the alike attackers ({self.thing(free[0]).label()}).")
        return free[0]

    @fights
    def c_block_it_with(self, node: Any) -> None:
        who = self.defender(node.children[0])
        attacker = self.pronoun(self.tok(node.children[1]), prefer=OPP if who == ME else ME)
        self.block(who, [self.place_blocker(d, who) for d in self.descs(node.children[2])], attacker)

    def c_block_attacker(self, node: Any) -> None:
        who = self.defender(node.children[0])
        other = OPP if who == ME else ME
        desc = self.desc(node.children[2])
        attacker = self.place(desc, other, prefer=other)
        if attacker not in self.attackers() and (self.attackers() or (desc.power is None and not desc.cards)):
            # (with no attack told, "I block his 3/3" says it attacks: block() declares it;
            # "he blocks mine" tells too little of it)
            raise Declined([self.tok(node.children[1]).surface], "with what it blocks")
        mine = [t.key for t in self.things if t.controller == who and not t.attached_to and not t.tapped]
        if len(mine) != 1:
            raise Declined([self.tok(node.children[1]).surface], "with what it blocks")
        if not self.attackers():
            self.notes.append(f"The {self.thing(attacker).label()} is read as attacking: it is blocked.")
        self.block(who, mine, attacker)

    def c_block_bare(self, node: Any) -> None:
        """"I have Giant Spider and block": the one attacker, with the one creature."""
        who = self.defender(node.children[0])
        attacker = self.only_attacker(node.children[1])
        # (a tapped creature can't block)
        mine = [t.key for t in self.things if t.controller == who and not t.attached_to and not t.tapped]
        if len(mine) != 1:
            raise Declined([self.tok(node.children[1]).surface], "with what it blocks")
        self.notes.append(f"{self.thing(mine[0]).label()} blocks {self.thing(attacker).label()}.")
        self.block(who, mine, attacker)

    @fights
    def c_blockers_block(self, node: Any) -> None:
        descs = self.both(node)
        # "My 3/3 took 2 damage. It blocks a 1/1.": "it" is said before the 1/1 is told.
        said = {n: self.place(d, "") for n, d in enumerate(descs) if d.kind == "it"}
        target = node.children[-1]
        attacker = self.place(self.desc(target), "")
        other = OPP if self.thing(attacker).controller == ME else ME
        blockers = [said[n] if n in said else self.place(d, other) for n, d in enumerate(descs)]
        self.block(self.thing(blockers[0]).controller, blockers, attacker)

    def both(self, node: Any) -> list[Any]:
        """The creatures of "my 2/2 and my 3/3 both block": two, if "both" is said."""
        descs = self.descs(node.children[0])
        said = [c for c in node.children[1:2] if not hasattr(c, "data")]
        if said and self.tok(said[0]).canon == "both" and len(descs) != 2:
            raise Declined([self.tok(said[0]).surface], "'both' of other than two creatures")
        return descs

    def c_blockers_block_bare(self, node: Any) -> None:
        """"He attacks with Hill Giant and Grizzly Bears block": the one attacker, blocked by
        creatures of the defending player."""
        attacker = self.only_attacker(node.children[1])
        other = OPP if self.thing(attacker).controller == ME else ME
        blockers = [self.place(d, other) for d in self.descs(node.children[0])]
        self.block(other, blockers, attacker)

    @fights
    def c_blocked_by(self, node: Any) -> None:
        attacker = self.place(self.desc(node.children[0]), ME)
        other = OPP if self.thing(attacker).controller == ME else ME
        blockers = [self.place(d, other) for d in self.descs(node.children[-1])]
        self.block(other, blockers, attacker)

    @fights
    def c_blocked_by_it(self, node: Any) -> None:
        told = [k for k in self.recent if not self.thing(k).attached_to]  # (not its Aura)
        if not self.attackers() and len(told) == 1:
            # "My Hill Giant was a 3/3 and got blocked by a 2/2": the creature just told of.
            attacker = told[0]
            self.attack(self.thing(attacker).controller, [attacker])
        else:
            attacker = self.only_attacker(node.children[0])
        other = OPP if self.thing(attacker).controller == ME else ME
        blockers = [self.place(d, other) for d in self.descs(node.children[-1])]
        self.block(other, blockers, attacker)

    def c_no_block(self, node: Any) -> None:
        """"He doesn't block": the attackers stay unblocked (no block is declared)."""
        who = self.defender(node.children[0])
        said = self.tok(node.children[1]).surface
        if not self.attackers() and not self.steps and said.lower().endswith(("creatures", "blockers")):
            # "My opponent, at 3 life, has no creatures. I attack ...": a board with no
            # creature of that player's, told before any attack (none is placed).
            self.no_creatures[who] = said
            return
        if not self.attackers() or any(self.thing(k).controller == who for k in self.attackers()):
            raise Declined([said], "no attack to leave unblocked")
        if not any(s.verb in ("block", "no_block") for s in self.this_turn()):
            # Said, not assumed: the scenario declares no blockers (309.1).
            self.steps.append(Step("no_block", who))

    def c_no_block_one(self, node: Any) -> None:
        """"... and doesn't block the Hill Giant": that attacker stays unblocked; "If my
        opponent doesn't block my 2/2", no attack told before: the 2/2 attacks, unblocked."""
        who = self.defender(node.children[0])
        key = self.place(self.desc(node.children[-1]), OPP if who == ME else ME)
        if not self.attackers() and self.thing(key).controller != who:
            self.attack(self.thing(key).controller, [key])
            self.notes.append(f"The {self.thing(key).label()} attacks (said not blocked).")
            self.steps.append(Step("no_block", who))  # said: no blockers are declared (309.1)
        if key not in self.attackers() or self.thing(key).controller == who:
            raise Declined([self.thing(key).surface], "no attack to leave unblocked")
        if any(a == key for s in self.this_turn() for _, a in s.blocks):
            raise Declined([self.thing(key).surface], "a creature said blocked and unblocked")

    def c_is_blocking(self, node: Any) -> None:
        """"His Grizzly Bears was blocking it": the first creature blocks the second."""
        attacker = self.place(self.desc(node.children[-1]), "")
        other = OPP if self.thing(attacker).controller == ME else ME
        blocker = self.place_blocker(self.desc(node.children[0]), other)
        self.block(self.thing(blocker).controller, [blocker], attacker)

    def c_unblocked(self, node: Any) -> None:
        key = self.place(self.desc(node.children[0]), ME)
        if key not in self.attackers():
            self.attack(self.thing(key).controller, [key])

    def c_unblocked_it(self, node: Any) -> None:
        if not self.attackers():
            raise Declined([self.tok(node.children[0]).surface], "no attack to leave unblocked")


def _characteristics(thing: Thing) -> tuple[Any, ...]:
    """What makes two permanents play alike in combat."""
    return (thing.card, thing.name, thing.power, thing.toughness, sorted(thing.keywords),
            sorted(thing.colors), sorted(thing.subtypes), thing.tapped, thing.damage, thing.face_down,
            thing.attached_to)
