"""Placing what a question names: players ("I", "he", "Alice") and object phrases (a new
permanent, or one already mentioned: "it", "the 2/2", "my guy", "the attacker")."""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.cards import CardDef, pool_outline
from judge.verdict.board import (ME, OPP, Declined, Desc, Step, Thing, _leaves, _matches, _slug,
                                 artifact_creature)
from judge.verdict.card_lines import card_line_told
from judge.verdict.lexicon import Lexicon, Token
from judge.verdict.player_words import DEFENDING as _DEFENDING
from judge.verdict.player_words import PLAYER_PRONOUNS as _PLAYER_PRONOUNS
from judge.verdict.player_words import PRONOUN_OF as _PRONOUN_OF


class Placer:
    fighting = False  # whether an attack or a block is being read (combat_clauses.fights)
    """What has been read so far, and placing object phrases and players in it."""

    def __init__(self, tokens: tuple[Token, ...], lexicon: Lexicon, third_person: bool) -> None:
        self.tokens = tokens
        self.lexicon = lexicon
        self.third_person = third_person
        self.things: list[Thing] = []
        self.steps: list[Step] = []
        self.names: dict[str, str] = {}
        self.life: dict[str, int] = {}
        self.notes: list[str] = []
        self.spells: dict[str, CardDef] = {}
        """Instants the question plays without naming a card (a pump given as +N/+N)."""
        self.turn = ""
        self.upkeep_step = ""
        """A step before combat the question places actions in ("during her upkeep")."""
        self.name_order: list[str] = []
        """Players' names in the order the whole question first says them."""
        self.recent: list[str] = []
        self.mentions: list[list[str]] = [[]]
        """The permanents each clause read so far placed, clause by clause."""
        self.no_creatures: dict[str, str] = {}
        """Players said to have no creatures ("has no creatures"), and the words said."""
        self.targeting = False
        """Whether the object being placed is what a spell is played on that a player plays
        on either side's creatures (a bounce): "it" must then be the clause before's."""
        self.subject = ""
        self.last_subject = ""
        self.pending_timing = ""
        self.pending_response = False
        self.repeated = -1
        """The number of steps right after an action said a number of times ("five times")."""
        self.pronouns: dict[int, str] = {}
        """Pronouns already resolved, by token index ("he blocks ... and casts ...")."""
        self.previous_players: set[str] = set()
        """The players the sentence before names ("?" for a pronoun not resolved)."""
        self.sentence_players: set[str] = set()
        """The players the sentence being read names so far."""
        self.sentence_start = False
        """Whether the clause being read begins a sentence."""
        self.called: dict[str, str] = {}
        """Permanents a phrase called a blocker or an attacker ("his 2/2 blocker"), by key."""

    # -- tokens and players ---------------------------------------------------------

    def tok(self, leaf: Any) -> Token:
        return self.tokens[int(leaf.value)]

    def player(self, leaf: Any) -> str:
        """The player a subject or player word names."""
        token = self.tok(leaf)
        if int(leaf.value) in self.pronouns:
            return self.pronouns[int(leaf.value)]
        if token.canon in ("me", "me_be", "me_have", "my"):
            return ME
        if token.canon in ("opp", "opp_be", "opps"):
            if self.third_person:
                # "Alice attacks; Bob blocks; during her upkeep ...": with two named players
                # whose names take different pronouns, "her" is Alice.
                gendered = self.by_pronoun(token.surface)
                if not self.name_order and self.two_genders() and token.surface.lower() in _PRONOUN_OF:
                    # "He attacks with a 3/3 and she blocks": no names; the pronoun said first is the first player.
                    first = next(_PRONOUN_OF[w] for t in self.tokens if (w := t.surface.lower()) in _PRONOUN_OF)
                    self.notes += [n for n in [f"Alice is the player called '{first}', Bob the other."]
                                   if n not in self.notes]
                    return ME if _PRONOUN_OF[token.surface.lower()] == first else OPP
                if gendered:
                    key = self.named(Token("pl", gendered, gendered, token.start))
                    self.pronouns[int(leaf.value)] = key
                    return key
                # "he"/"his" in a story about two named players: the subject, if named.
                if token.canon == "opps" and self.subject:
                    return self.subject
                # "Ana has Furnace of Rath. Her Monstrosaur attacks": in the first clause of a
                # sentence, the one player the sentence before names, its subject, when no other
                # player is named yet; else (or with "he" and "she" both said) either could be meant.
                if (token.surface.lower() in _PLAYER_PRONOUNS and self.last_subject and self.sentence_start
                        and self.previous_players == {self.last_subject} and not self.two_genders()
                        and set(self.names) == {self.last_subject}):
                    self.pronouns[int(leaf.value)] = self.last_subject
                    return self.last_subject
                if token.surface.lower() in _DEFENDING and self.attackers():
                    # "A 3/3 attacks. The defending player blocks it": the other player.
                    return OPP if self.thing(self.attackers()[0]).controller == ME else ME
                raise Declined([token.surface], "a pronoun that could mean either player")
            return OPP
        if token.canon == "other":
            if not self.subject:
                raise Declined([token.surface])
            return OPP if self.subject == ME else ME
        if token.canon == "pl":
            return self.named(token)
        raise Declined([token.surface])

    def by_pronoun(self, word: str) -> str:
        """The named player a pronoun means, when the question names two players whose
        names take different pronouns (``words.yaml``'s ``player_names``); else empty."""
        from judge.verdict.describe import _words_data

        pronoun = _PRONOUN_OF.get(word.lower())
        names = self.name_order[:2]
        if not pronoun or len(self.name_order) != 2:
            return ""
        lists = _words_data().get("player_names") or {}
        takes = {n: next((p for p, listed in lists.items() if n.lower() in listed), "") for n in names}
        if "" in takes.values() or len(set(takes.values())) != 2:
            return ""
        return next(n for n in names if takes[n] == pronoun)

    def two_genders(self) -> bool:
        """Whether the question says both "he" and "she" (then a pronoun is not taken to
        mean the player the clause before names: it may mean the other one)."""
        said = {t.surface.lower() for t in self.tokens}
        return bool(said & {"he", "his", "him", "he's"}) and bool(said & {"she", "her", "hers", "she's"})

    def clause_players(self, node: Any) -> set[str]:
        """The players a clause names: by name, or by a pronoun resolved ("?" if not)."""
        found = set()
        for leaf in _leaves(node):
            token = self.tok(leaf)
            if token.canon == "pl":
                found |= {k for k, known in self.names.items() if known == str(token.value)} or {"?"}
            elif token.canon in ("opp", "opps", "opp_be", "other"):
                found.add(self.pronouns.get(int(leaf.value), "?"))
        return found

    def subj(self, node: Any) -> str:
        """The player a clause's subject names (also "I'm", "he's"); it becomes the subject
        the next clause without one carries on."""
        if getattr(node, "data", "") == "subj_be":
            node = node.children[0]
        if getattr(node, "data", "") == "controller_of":
            # "The Boa's controller regenerates it": whoever controls the Boa.
            key = self.thing(self.place(self.desc(node.children[0]), "")).controller
            self.subject = key
            return key
        key = self.player(node) if not hasattr(node, "data") else self.player(node.children[-1])
        self.subject = key
        return key

    def named(self, token: Token) -> str:
        name = str(token.value)
        for key, known in self.names.items():
            if known == name:
                return key
        if self.third_person:
            key = ME if ME not in self.names else OPP
            # The first player the question names is "me" (issue 9's contract), even when
            # a clause naming the other one comes first in the board ("On Alice's turn,
            # Bob taps ...").
            if name in self.name_order[:2]:
                wanted = ME if name == self.name_order[0] else OPP
                if wanted not in self.names:
                    key = wanted
        else:
            key = OPP
        if key in self.names:
            raise Declined([token.surface], "a third player")
        self.names[key] = name
        return key

    # -- combat, as object phrases imply it ("my 2/2 blocked by a 3/3") ------------

    def attack(self, who: str, keys: list[str]) -> None:
        for key in keys:
            if self.thing(key).controller != who:
                raise Declined([self.thing(key).surface], "a creature attacks for the other player")
        self.steps.append(Step("attack", who, things=keys))

    def attackers(self) -> list[str]:
        return [k for s in self.steps if s.verb == "attack" for k in s.things]

    def block(self, who: str, blockers: list[str], attacker: str) -> None:
        if len(set(blockers)) != len(blockers):
            # "blocked by his 1/1 and his 1/1": two creatures, or one named twice?
            twice = next(k for k in blockers if blockers.count(k) > 1)
            raise Declined([self.thing(twice).surface], "a blocker named twice")
        if who in self.no_creatures:
            raise Declined([self.no_creatures[who]], "a player said to have no creatures blocks")
        for key in blockers:
            if self.thing(key).controller != who:
                raise Declined([self.thing(key).surface], "a blocker of the attacking player")
        if attacker not in self.attackers():
            self.attack(self.thing(attacker).controller, [attacker])
        thing = self.thing(attacker)
        attack = [s for s in self.steps if s.verb == "attack" and attacker in s.things]
        if (thing.controller == who and thing.guessed and len(attack) == 1
                and attack[0].things == [attacker]):
            # "Mortivore (a 10/10) attacks and I block with a 4/4": it is the other player's.
            other = OPP if who == ME else ME
            self.notes.remove(f"{thing.surface} taken to be {self.names.get(ME, 'yours')}")
            thing.controller, thing.guessed, attack[0].by = other, False, other
        if self.thing(attacker).controller == who:
            raise Declined([self.thing(attacker).surface], "a player blocks his or her own creature")
        self.steps.append(Step("block", who, blocks=[(b, attacker) for b in blockers]))

    def implied_attack(self, attacking: str) -> None:
        """"If I have a 2/2 with first strike and my buddy blocks with a 3/1": with nothing
        told before the block, the one creature of the other player is the attacker (only an
        attacking creature is blocked, 309.2), said out loud."""
        if self.steps:
            return
        theirs = [t for t in self.things if t.controller == attacking]
        if len(theirs) == 1 and not theirs[0].tapped:
            self.attack(attacking, [theirs[0].key])
            self.notes.append(f"The {theirs[0].label()} is read as attacking: it is blocked.")

    def only_attacker(self, where: Any) -> str:
        attackers = self.attackers()
        if len(attackers) != 1:
            raise Declined([self.tok(where).surface], "which attacker is blocked")
        return attackers[0]

    # -- objects -----------------------------------------------------------------------------

    def descs(self, node: Any) -> list[Desc]:
        """The object phrases of a list; "four 1/1 goblins" is four new permanents."""
        out = []
        for child in node.children:
            if not hasattr(child, "data"):
                continue
            desc = self.desc(child)
            if desc.det.isdigit():
                count = int(desc.det)
                if not 1 <= count <= 10:
                    raise Declined([desc.surface], "how many")
                told = [t for t in self.things if _matches(t, desc, self.lexicon)] \
                    if desc.owner or not _names_new(desc) else []
                if len(told) == count:
                    # "I have two 2/2s ... I block with my two 2/2s": the ones told, not two more.
                    out += [dataclasses.replace(desc, det="the", kind="key:" + t.key) for t in told]
                    continue
                if told and len(told) < count and not _names_new(desc):
                    raise Declined([desc.surface], "more of them than the question told")
                if len(told) > count and (desc.owner or not _names_new(desc)):
                    # "he has three 1/1 Elves ... he blocks with two Elves", "two of his 1/1s":
                    # two of those told, not two more.
                    out += [dataclasses.replace(desc, det="the", kind="key:" + k)
                            for k in self.of_told(desc, count, "")]
                    continue
                out += [dataclasses.replace(desc, det="a") for _ in range(count)]
            else:
                out.append(desc)
        return out

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
                token = self.tok(child.children[0])
                desc.det = str(token.value) if token.canon == "num" else token.canon
                words.append(self.tok(child.children[0]).surface)
            elif part == "owner":
                desc.owner = self.player(child.children[0])
                words.append(" ".join(self.tok(c).surface for c in child.children))
            elif part == "desc":
                self.desc_parts(child, desc, words)
            elif part.startswith("post_"):
                desc.post = self.post(child)
        desc.surface = " ".join(w for w in words if w)  # (a word a rewrite added has no surface)
        return desc

    def desc_parts(self, node: Any, desc: Desc, words: list[str]) -> None:
        for child in node.children:
            if hasattr(child, "data"):
                self.desc_parts(child, desc, words)
                continue
            token = self.tok(child)
            if token.canon not in ("(", ")", "with", ",", "and") and token.surface:
                words.append(token.surface)
            if token.canon in ("cc", "pc"):
                desc.cards.append(str(token.value))
            elif token.canon == "named":
                desc.name = str(token.value)
            elif token.canon == "paren":
                pt, abilities = token.value
                abilities, pt = card_line_told(desc, abilities, pt, token.surface, self.lexicon.cards)
                if pt is not None:
                    if desc.power is not None and (desc.power, desc.toughness) != pt:
                        raise Declined([token.surface], "two powers and toughnesses for one creature")
                    desc.power, desc.toughness = pt
                desc.colors += [a[6:] for a in abilities if a.startswith("color:")
                                and a[6:] not in desc.colors]
                desc.keywords += [a for a in abilities if a not in desc.keywords
                                  and not a.startswith("color:")]
            elif token.canon == "pt" and token.surface.lower() in ("face-down", "facedown", "morph",
                                                                   "morphs"):
                desc.face_down = True
            elif token.canon == "pt":
                if desc.power is not None and (desc.power, desc.toughness) != token.value:
                    raise Declined([token.surface], "two powers and toughnesses for one creature")
                desc.power, desc.toughness = token.value
            elif token.canon == "kw":
                desc.keywords.append(str(token.value))
            elif token.canon == "color":
                desc.colors.append(str(token.value))
            elif token.canon == "noun" and str(token.value).startswith("@"):
                desc.types.append(str(token.value)[1:])  # "an enchantment that says ..."
            elif token.canon == "noun":
                desc.nouns += 1
                if token.value:
                    desc.subtypes.append(str(token.value))
            elif token.canon == "tapped":
                desc.tapped = True
            elif token.canon == "counters" and int(token.value) < 0:
                desc.minus_counters -= int(token.value)  # "with a -1/-1 counter" (counted.py)
            elif token.canon == "counters":
                desc.counters += int(token.value)

    def post(self, node: Any) -> tuple[str, Any]:
        if node.data == "post_blocked_by":
            return ("blocked_by", self.descs(node.children[-1]))
        if node.data == "post_blocking":
            return ("blocking", self.desc(node.children[-1]))
        if node.data == "post_enchanted":
            return ("enchanted", self.desc(node.children[-1]))
        players = [c for c in node.children if getattr(c, "data", "") == "player"]
        return ("attacking", self.player(players[0].children[0]) if players else "")

    def thing(self, key: str) -> Thing:
        return next(t for t in self.things if t.key == key)

    def pronoun(self, token: Token, prefer: str = "") -> str:
        """What "it" means: the one permanent of the latest clause that named any, or among
        them the one of the player *prefer*."""
        candidates = list(self.recent)
        if len(candidates) > 1 and self.fighting:  # what attacks or blocks: not an Aura on it
            candidates = [k for k in candidates if not self.thing(k).attached_to] or candidates
        if len(candidates) > 1 and prefer:
            candidates = [k for k in candidates if self.thing(k).controller == prefer]
        if len(candidates) != 1:
            raise Declined([token.surface], "what 'it' refers to")
        latest = next((m for m in reversed(self.mentions[:-1]) if m), []) if self.targeting else []
        near = [k for k in latest if not prefer or self.thing(k).controller == prefer] \
            if len(latest) > 1 else latest
        if len(near) == 1 and near[0] != candidates[0]:
            # "He attacks with a 6/4, I block with a 2/2 and then Unsummon it": the clause
            # before says the 2/2, the player's aim says the 6/4. Not guessed.
            raise Declined([token.surface], "what 'it' refers to")
        if len(self.recent) > 1:
            self.notes.append(f"'{token.surface}' read as {self.thing(candidates[0]).label()}")
        return candidates[0]

    def place(self, desc: Desc, controller_default: str, prefer: str = "",
              owner_default: str = "") -> str:
        """The key of the permanent *desc* names: one already mentioned, or a new one."""
        key = self._place(desc, controller_default, prefer)
        role = next((w.rstrip("s") for w in desc.surface.lower().split()
                     if w in ("blocker", "blockers", "attacker", "attackers")), "")
        if role and self.attackers():
            # said once an attack is told: its role in that combat ("he has a 2/2 blocker"
            # before any attack may be only what it could do)
            self.called.setdefault(key, role)
        if desc.post is not None:
            self.apply_post(key, desc.post)
        if key not in self.recent:
            self.recent.append(key)
        if key not in self.mentions[-1]:
            self.mentions[-1].append(key)
        return key

    def called_roles(self) -> None:
        """A permanent called a blocker ("I Shock his 2/2 blocker") blocks: with no block
        told, the one attacker of the other player (said in the assumptions); one called an
        attacker attacks. Else what it does is not read: declined, never taken as not blocking."""
        blocking = {b for s in self.steps for b, _ in s.blocks}
        for key, role in self.called.items():
            thing = self.thing(key)
            if role == "attacker" and key not in self.attackers() or role == "blocker" and key not in blocking and (
                    blocking or len(self.attackers()) != 1 or self.thing(self.attackers()[0]).controller
                    == thing.controller):
                raise Declined([thing.surface], f"a creature called {role} that the question doesn't say "
                               f"{'attacks' if role == 'attacker' else 'blocks'}")
            if role == "blocker" and key not in blocking:
                attacker = self.attackers()[0]
                last = max(n for n, s in enumerate(self.steps) if s.verb == "attack")
                self.steps.insert(last + 1, Step("block", thing.controller, blocks=[(key, attacker)]))
                blocking.add(key)
                self.notes.append(f"The {thing.label()} called a blocker is read as blocking the "
                                  f"{self.thing(attacker).label()}.")

    def size_with_counters(self, desc: Desc, card: CardDef) -> Desc:
        """A size said for a card that comes into play with +1/+1 counters (410.10e): "my 6/6
        Clockwork Dragon" is its 0/0 with the six counters (said in the assumptions, the
        counters kept for what removes them); another size is read as said, with no counters
        (said too)."""
        from judge.verdict.counters import comes_with_counters

        count = comes_with_counters(card)
        if not count:
            return desc
        if (card.power, card.toughness) == ((desc.power or 0) - count, (desc.toughness or 0) - count):
            self.notes.append(f"The {desc.power}/{desc.toughness} said of {card.name} is its size with "
                              f"the {count} +1/+1 counters it comes into play with.")
            return dataclasses.replace(desc, power=None, toughness=None)
        self.notes.append(f"{card.name} is read as the {desc.power}/{desc.toughness} said, with no +1/+1 "
                          "counters.")
        return desc

    def any_of(self, desc: Desc) -> str:
        """"One of his Grizzly Bears": the first of the permanents the phrase fits, when there
        are several and they are alike in all the question tells (card, characteristics,
        controller, what they attack or block); else not placed."""
        matches = [t for t in self.things if _matches(t, desc, self.lexicon)]
        if len(matches) < 2:
            raise Declined([desc.surface], "one of several permanents, where there aren't several")
        if len({self.alike(t) for t in matches}) != 1:
            raise Declined([desc.surface], "which of several permanents")
        self.notes.append(f"'{desc.surface}' read as the first of them (they are alike).")
        return matches[0].key

    def alike(self, thing: Thing) -> tuple[Any, ...]:
        """What makes two permanents told interchangeable: card, characteristics, controller,
        damage, attachments and every role the steps so far gave them."""
        roles = tuple(sorted((s.verb, tuple(a if b == thing.key else b for b, a in s.blocks  # (in any order:
                                            if thing.key in (b, a)), thing.key in s.things)  # one blocker of
                             for s in self.steps))  # each of three alike attackers is told step by step)
        targeted = any(thing.key in s.targets for s in self.steps)
        return (thing.card, thing.name, thing.power, thing.toughness, tuple(thing.keywords),
                tuple(thing.colors), thing.controller, thing.tapped, thing.damage, thing.counters,
                any(t.attached_to == thing.key for t in self.things), roles, targeted)

    def of_told(self, desc: Desc, count: int, controller: str) -> list[str]:
        """*count* of the permanents told before that a phrase naming no new one fits ("two
        Elves", "an Elf" after "three 1/1 Elves"), of *controller* when given: the first ones,
        when they are all alike (which ones doesn't change the outcome), said in the
        assumptions; else declined."""
        matches = [t for t in self.things if _matches(t, desc, self.lexicon)
                   and (not controller or t.controller == controller)]
        if len(matches) < count:
            raise Declined([desc.surface], "a creature without a name or power and toughness")
        if len({self.alike(t) for t in matches}) != 1:
            raise Declined([desc.surface], "which of several permanents")
        if len(matches) > count:
            self.notes.append(f"'{desc.surface}' read as {count} of the {len(matches)} alike "
                              f"{matches[0].label()} told before.")
        return [t.key for t in matches[:count]]

    def place_blocker(self, desc: Desc, who: str) -> str:
        """A creature *who* blocks with: "Bob blocks with Grizzly Bears" after Alice attacked
        with Grizzly Bears is Bob's own Grizzly Bears (a player blocks only with his or her
        creatures, 309.2a), unless the phrase points back ("the", "it") or names an owner."""
        if desc.cards and not desc.det and not desc.owner and desc.kind not in ("it", "attacker", "blocker"):
            matches = [t for t in self.things if _matches(t, desc, self.lexicon)]
            if matches and all(t.controller != who for t in matches):
                return self.place(dataclasses.replace(desc, det="a"), who)
        return self.place(desc, who, prefer=who if desc.kind == "it" else "")

    def _place(self, desc: Desc, controller_default: str, prefer: str) -> str:
        if desc.kind.startswith("key:"):
            return desc.kind[len("key:"):]
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
        if desc.face_down:
            # A face-down creature: its card's own characteristics don't count (504.2).
            # ("a face-down 2/2": the size it has face down, said)
            if (desc.power is not None and (desc.power, desc.toughness) != (2, 2)) or desc.keywords \
                    or desc.colors or desc.name or (
                    card and card not in pool_outline()):
                raise Declined([desc.surface], "a face-down creature described otherwise")
            if not card:
                desc = dataclasses.replace(desc, power=2, toughness=2)
        if not (card or desc.name or desc.power is not None or desc.nouns or desc.keywords
                or desc.face_down or desc.types):
            raise Declined([desc.surface])
        if card and card not in self.lexicon.cards:
            raise Declined([desc.surface], "a card the reader doesn't know")
        if card and "creature" not in self.lexicon.cards[card].types and desc.power is not None:
            if not _animated_size(self.lexicon.cards[card], desc.power, desc.toughness):
                raise Declined([desc.surface], "a power and toughness for a noncreature")
            # "Mishra's Factory (2/2)": the size its own ability makes it, said.
            desc = dataclasses.replace(desc, power=None, toughness=None)
        if card and desc.power is not None and any(getattr(a, "kind", "") == "count_pt"
                                                   for a in self.lexicon.cards[card].abilities):
            # "a 7/7 Soulless One": its ability sets its size from the board (418.5a), which the
            # question doesn't give whole; the size said would be overridden.
            raise Declined([desc.surface], "a size said for a creature whose ability sets it")
        if card and desc.power is not None:
            desc = self.size_with_counters(desc, self.lexicon.cards[card])
        if desc.det == "any_of":
            return self.any_of(desc)
        if desc.det != "a":
            matches = [t for t in self.things if _matches(t, desc, self.lexicon)]
            if len(matches) > 1 and prefer:
                matches = [t for t in matches if t.controller == prefer] or matches
            if len(matches) > 1 and _said_token(desc.surface):
                # "a 1/1 token is blocking a 4/4 ... 1 to the token": the one told as a token
                matches = [t for t in matches if _said_token(t.surface)] or matches
            if len(matches) == 1:
                return matches[0].key
            if len(matches) > 1:
                raise Declined([desc.surface], "which of several permanents")
        if desc.types and not artifact_creature(desc) and (card or desc.power is not None or desc.subtypes
                                                             or not desc.keywords
                                                             or any(":" not in k and not k.startswith(("when", "at "))
                                                                    for k in desc.keywords)):
            # A described noncreature permanent is read only as its quoted ability says it.
            raise Declined([desc.surface], "a permanent that isn't a creature, described otherwise")
        if desc.det == "a" and not _names_new(desc) and (desc.nouns or desc.keywords) and any(
                _matches(t, desc, self.lexicon) for t in self.things):
            # "he has three 1/1 Elves ... I shoot an Elf": one of those told.
            return self.of_told(desc, 1, desc.owner or controller_default)[0]
        if not (card or desc.name or desc.power is not None or desc.types):
            # "my guy", "a flier" with nothing known about it: no permanent to make.
            raise Declined([desc.surface], "a creature without a name or power and toughness")
        if desc.name and desc.power is None:
            raise Declined([desc.surface])
        controller = desc.owner or controller_default
        guessed = not controller
        if guessed:
            controller = ME
            self.notes.append(f"{desc.surface} taken to be {self.names.get(ME, 'yours')}")
        thing = Thing(_slug(desc, {t.key for t in self.things}), controller, card, desc.name, desc.power,
                      desc.toughness, list(desc.keywords), list(desc.colors), list(desc.subtypes),
                      desc.tapped, desc.surface, guessed=guessed, face_down=desc.face_down and bool(card),
                      types=list(desc.types) + ["creature"] * artifact_creature(desc), counters=desc.counters,
                      minus_counters=desc.minus_counters)
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
        elif kind == "enchanted":
            aura = self.place(value, thing.controller)
            card = self.lexicon.cards.get(self.thing(aura).card)
            if card is None or not (card.is_local_enchantment or card.is_equipment):
                raise Declined([value.surface], "not a local enchantment or Equipment")
            if self.thing(aura).controller != thing.controller and not value.owner:
                raise Declined([value.surface], "whose enchantment it is")
            self.thing(aura).attached_to = key
            self.notes += [] if value.owner else [  # ("enchanted with Russell's Weakness": his, as said)
                f"{self.thing(aura).label()} is controlled by the controller of the {thing.label()}."]


def _said_token(surface: str) -> bool:
    """Whether a phrase calls its permanent a token ("a 1/1 token", "the Beast token")."""
    return any(w in ("token", "tokens") for w in surface.lower().split())


def _names_new(desc: Desc) -> bool:
    """Whether *desc* could name a permanent not told before: a card, a name, a size or a
    type of its own."""
    return bool(desc.cards or desc.name or desc.power is not None or desc.types or desc.kind
                or desc.face_down)


def _animated_size(card: Any, power: int, toughness: int | None) -> bool:
    """Whether *card* (not a creature) has an ability that makes it a creature of that size."""
    return any(i.op == "animate" and i.who == "this" and (i.power, i.toughness) == (power, toughness)
               for a in card.abilities for i in getattr(getattr(a, "effect", None), "instructions", ()))
