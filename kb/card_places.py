"""How the text of the cards a question names enters :func:`kb.ask.ask`'s ranking: it may
add results, never crowd out the ones the question's own words find.

A card's text says what the card does, not what is asked about it ("Can I use Power
Conduit to put a counter on Time Vault?" asks about counters, whatever else the two
cards' text mentions).  So :func:`kb.ask.ask` ranks a question naming known cards
twice: with their text read, and with the names known but their text unread (the
question's own words, :class:`NamesOnly`).  :func:`keep_own` then lets the first
ranking place at most :data:`CARD_PLACES` results in the top :data:`TOP` that the
question's own ranking does not hold in its top :data:`TOP`: the others are the
question's own, so at least ``TOP - CARD_PLACES`` of its best stay there, whatever the
cards' text adds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol, TypeVar

from kb.reading import CardMention

#: How many places of the top :data:`TOP` the cards' text may give to results the
#: question's own words do not rank there.
CARD_PLACES = 3
#: The places shared out: the top five a question is measured on.
TOP = 5


#: Whether the cards' places go first to the results that share the question's own
#: concepts (:func:`keep_own`'s *share*): a result the cards' text lifts into the top
#: :data:`TOP` whose own text holds at least :data:`OWN_SHARE_MIN` of the question's own
#: words (weighted by rarity: :func:`own_share`) takes a place before one holding less.
#: On: the lead fixed the rule before measuring a fresh unseen batch (batch 24, never
#: used to choose): with the cards read, recall@5 / MRR@10 0.363 / 0.408 (off) -> 0.371 /
#: 0.423 (on); without the cards unchanged.  On dev material it had failed the adoption
#: rule of kb/situations.py.  Measured with OWN_SHARE_MIN 0.2
#: (recall@5 / MRR@10, off -> on, cards read; --no-cards and the own set unchanged):
#: scripts/cv_rank.py 5-fold CV 0.731 / 0.600 -> 0.722 / 0.609; dev part 0.737 / 0.611
#: -> 0.730 / 0.622; batch 18 0.374 / 0.359 -> 0.401 / 0.364, 18c 0.386 / 0.357 -> 0.386 /
#: 0.350, 19 0.374 / 0.353 -> 0.374 / 0.354, 20 0.423 / 0.379 -> 0.432 / 0.386, 21
#: 0.348 / 0.395 -> 0.342 / 0.399, 22 0.333 / 0.321 -> 0.352 / 0.333; own set 0.929
#: both.  MRR rises, recall@5 falls (CV, dev, 21) and 18c's MRR falls.  OWN_SHARE_MIN
#: 0.1 / 0.15 / 0.25 / 0.3 / 0.4 fall on dev recall (0.717-0.732) and on batch 18c or 19
#: too; without the rules the question pulls in counted as sharing all, 0.2 gives dev
#: 0.730 / 0.621, 18c 0.371 / 0.352, 19 0.368 / 0.354.  Stricter forms, on the captured rankings:
#: no place for a result sharing no word, translation, principle or concept of the
#: question's own (dev 0.726 / 0.609, 18c 0.372 / 0.345, 22 0.322 / 0.312); places
#: ordered by how many of them it shares (dev 0.706 / 0.607).
OWN_SHARE_ENABLED = True
#: The share of the question's own words (by rarity) a lifted result must hold to go
#: first (:func:`keep_own`); a rule the question's own words pull in holds all.
OWN_SHARE_MIN = 0.2


#: How a rule pulled in by two cards' interaction is told (kb.interpret_terms).
JOINT = "cards together:"


def joint_pins(pins: Sequence[tuple[str, object, str]]) -> frozenset[str]:
    """The rules of *pins* (``(number, bonus, why)``) that two cards named together
    interact by (:data:`JOINT`): a question naming both is about how they interact, so
    these count as its own concepts (:func:`own_share`).

    >>> sorted(joint_pins([("410.7", (0.8, 0.6), "cards together: ... → 410.7"),
    ...                    ("502.9", (0.8, 0.6), "card text: trample → 502.9")]))
    ['410.7']
    """
    return frozenset(number for number, _, why in pins if why.startswith(JOINT))


def own_share(rarity: Mapping[str, float], stems: frozenset[str],
              family: Sequence[str] = (), pins: frozenset[str] = frozenset()) -> float:
    """The share of the question's own concepts a record holds: 1 if it is a rule whose
    *family* (its number, its parent's...) meets *pins* (the rules the question's own
    words pull in: its principles, translations, glossary terms), else the summed
    *rarity* (stem → its share of the question's own words, :func:`kb.ask._rarity` of
    the reading without the cards' text) of the record's own *stems*.

    >>> own_share({"mana": 0.5, "burn": 0.3, "play": 0.2}, frozenset({"burn", "damag"}))
    0.3
    >>> own_share({"mana": 1.0}, frozenset(), ("300.3", "300"), frozenset({"300"}))
    1.0
    >>> own_share({}, frozenset({"burn"}))
    0.0
    """
    if not pins.isdisjoint(family):
        return 1.0
    return sum((weight for stem, weight in rarity.items() if stem in stems), 0.0)


#: How many forms of the cards' text (kb.interpret_terms.TEXT_CONCEPTS: "card text: …")
#: are ideas of the question that claim a place in the top :data:`TOP` (kb.ask._diversify):
#: those whose rules hold most of the question's own words first (:func:`card_concepts`).
#: A question naming several cards otherwise gets one idea per form of each card's text
#: ("an X spell", "imprint", "converted mana cost"...), and the forms crowd out what the
#: question asks.  Measured (recall@5 / MRR@10, cards read, off -> 3; --no-cards and the
#: own set unchanged): scripts/cv_rank.py 5-fold CV 0.724 / 0.609 both; dev part 0.728 /
#: 0.621 both; batches 18-23 (question-weighted) 0.3729 / 0.3649 -> 0.3742 / 0.3650,
#: batch 20 0.432 / 0.386 -> 0.441 / 0.387 (its Fireball on Panoptic Mirror question:
#: six forms, 502.34a into the top 5), the other batches unchanged.  4 changes nothing;
#: 2 gives dev 0.725 / 0.621, batches 0.3717 / 0.3649; 1 gives 0.725 / 0.622, 0.3679 /
#: 0.3667.  Keeping only the forms whose rules hold :data:`CARD_CONCEPT_MIN` of the
#: question's words: 0.1 / 0.2 / 0.3 give dev 0.714 / 0.612-0.619 (the forms a question
#: does not word are often its answer: Great Furnace is an artifact, 203.3).
CARD_CONCEPTS = 3
#: The least share of the question's own words (:func:`own_share`) a form's rules must
#: hold for it to be an idea of the question (0: any form may be one).
CARD_CONCEPT_MIN = 0.0
#: How the reading labels an idea a form of a card's text brings (kb.interpret_terms).
TEXT_FORM = "card text:"


class _Idea(Protocol):
    @property
    def label(self) -> str: ...


I = TypeVar("I", bound=_Idea)


def card_concepts(concepts: Sequence[I], share: Callable[[I], float],
                  most: int = CARD_CONCEPTS, least: float = CARD_CONCEPT_MIN) -> tuple[I, ...]:
    """*concepts* (the ideas of a question read with its cards' text) with at most
    *most* forms of card text (labelled :data:`TEXT_FORM`), those whose *share* of the
    question's own words is greatest first (then in order), none under *least*; the
    others all kept, in order.

    >>> from types import SimpleNamespace as Idea
    >>> ideas = [Idea(label=f"card text: {n}") for n in "abcd"] + [Idea(label="keyword x")]
    >>> shares = {"card text: a": 0.1, "card text: b": 0.0, "card text: c": 0.3,
    ...           "card text: d": 0.1}
    >>> [i.label[-1] for i in card_concepts(ideas, lambda i: shares[i.label], most=2)]
    ['a', 'c', 'x']
    >>> [i.label[-1] for i in card_concepts(ideas, lambda i: shares[i.label], least=0.2)]
    ['c', 'x']
    """
    forms = [(n, idea) for n, idea in enumerate(concepts) if idea.label.startswith(TEXT_FORM)]
    if len(forms) <= most and least <= 0:
        return tuple(concepts)
    shares = {n: share(idea) for n, idea in forms}
    kept = {n for n in sorted((n for n, _ in forms if shares[n] >= least),
                              key=lambda n: (-shares[n], n))[:most]}
    return tuple(idea for n, idea in enumerate(concepts)
                 if n in kept or not idea.label.startswith(TEXT_FORM))


#: Whether :func:`blocker_text` drops a blocking card's attacker-only keywords.  Off: the
#: adoption rule (kb/situations.py) asks the 5-fold CV of scripts/cv_rank.py to improve,
#: and it stays 0.730 / 0.602 (dev part unchanged, 0.737 / 0.614, with or without
#: --no-cards); on, batch 20 rises 0.423 / 0.379 -> 0.432 / 0.394 (its Colossus blocking
#: question: 420.5c rank 5 -> 1), batches 18, 18c, 19, 21 and the own set unchanged.
ROLE_ENABLED = False
#: Keywords that only matter while their creature attacks (502.9 trample: the attacker
#: assigns the excess damage); a question that has the card block does not ask about them.
ATTACKER_KEYWORDS = ("trample",)
_BLOCKER = (r"\bblock(?:s|ed|ing)?\s+(?:\w+\s+){{0,3}}?with\s+"
            r"(?:(?:my|his|her|their|your|a|an|the)\s+)?{name}\b|\b{name}\s+blocks\b")


def blocker_text(question: str, name: str, text: str) -> str:
    """The card *name*'s *text*, less its attacker-only keywords
    (:data:`ATTACKER_KEYWORDS`) when *question* has that card block (only with
    :data:`ROLE_ENABLED`).

    >>> colossus = "Darksteel Colossus"
    >>> ROLE_ENABLED, blocker_text(f"I block with {colossus}", colossus, "Trample")
    (False, 'Trample')
    >>> blocker_text(f"{colossus} attacks", colossus, "Trample")
    'Trample'
    """
    if not ROLE_ENABLED:
        return text
    if not re.search(_BLOCKER.format(name=re.escape(name)), question, re.IGNORECASE):
        return text
    for keyword in ATTACKER_KEYWORDS:
        text = re.sub(rf"\b{keyword}\b,?[ ]?", "", text, flags=re.IGNORECASE)
    return text


class CardNames(Protocol):
    """What :class:`NamesOnly` needs of a card index (:class:`kb.interpret.CardIndex`)."""

    def lookup(self, key: str) -> str | None:
        """The name of the card whose :func:`kb.reading.name_key` is *key*, or ``None``."""

    def text(self, name: str) -> str | None:
        """The rules text (and type line) of the card *name*."""


class NamesOnly:
    """A card index whose cards are known by name but have no text: a question read
    with it is read in its own words (card names are still not misspelt words)."""

    def __init__(self, cards: CardNames) -> None:
        self._cards = cards

    def lookup(self, key: str) -> str | None:
        """The card's name, as the wrapped index knows it."""
        return self._cards.lookup(key)

    def late(self, name: str) -> bool:
        """Whether the wrapped index says the card is printed after the KB's edition."""
        late = getattr(self._cards, "late", None)
        return bool(late(name)) if late is not None else False

    def text(self, name: str) -> str | None:
        """Nothing: the card's text is not read."""
        return None


class _Ranked(Protocol):
    @property
    def key(self) -> str: ...


H = TypeVar("H", bound=_Ranked)


def keep_own(ranked: list[tuple[float, H, list[str]]], own: list[tuple[float, H, list[str]]],
             places: int = CARD_PLACES, top: int = TOP,
             share: Callable[[str], float] | None = None) -> list[tuple[float, H, list[str]]]:
    """*ranked* (``(score, hit, why)``, best first, read with the cards' text) with at
    most *places* results in its first *top* that are not in the first *top* of *own*
    (the same question's ranking without the cards' text); the places left go to the
    best of *own*'s first *top*, in *ranked*'s order (then *own*'s).  Scores still
    decrease: a result moved up scores as the one before it.

    With *share* (a result's key → the share of the question's own words it holds,
    :func:`own_share`), the places go first to the results holding at least
    :data:`OWN_SHARE_MIN`, then to the others, each group in *ranked*'s order.

    >>> from types import SimpleNamespace as Hit
    >>> r = [(s, Hit(key=k), []) for s, k in [(9, "c1"), (8, "c2"), (7, "c3"), (6, "c4"),
    ...                                       (5, "q1"), (4, "q2")]]
    >>> o = [(s, Hit(key=k), []) for s, k in [(3, "q1"), (2, "q2"), (1, "c1")]]
    >>> [(h.key, s) for s, h, _ in keep_own(r, o, places=2, top=5)]
    [('c1', 9), ('c2', 8), ('c3', 7), ('q1', 5), ('q2', 4), ('c4', 4)]
    """
    mine = {item[1].key: n for n, item in enumerate(own[:top], 1)}
    allowed: set[str] | None = None
    if share is not None:
        lifts = [item[1].key for item in ranked if item[1].key not in mine]
        first = [key for key in lifts if share(key) >= OWN_SHARE_MIN]
        allowed = set([*first, *(key for key in lifts if key not in first)][:places])

    def kept(item: tuple[float, H, list[str]]) -> tuple[float, H, list[str]]:
        why = f"the question's own words rank it {mine[item[1].key]}: the cards' text " \
              f"does not push it out of the top {top}"
        return item[0], item[1], [*item[2], why]

    head: list[tuple[float, H, list[str]]] = []
    lifted = passed = 0
    for item in ranked:
        if len(head) >= top:
            break
        if item[1].key in mine:
            head.append(kept(item) if passed else item)
        elif lifted < places and (allowed is None or item[1].key in allowed):
            head.append(item)
            lifted += 1
        else:
            passed += 1
    shown = {item[1].key for item in head}
    for item in own[:top]:
        if len(head) >= top:
            break
        if item[1].key not in shown:
            head.append(kept(item))
            shown.add(item[1].key)
    out: list[tuple[float, H, list[str]]] = []
    for score, hit, why in [*head, *(item for item in ranked if item[1].key not in shown)]:
        if out and score > out[-1][0]:
            score = out[-1][0]
        out.append((score, hit, why))
    return out


#: Whether a card that only an added card file has, printed after the KB's edition (or
#: of unknown printing)
#: (:meth:`kb.ask.KBCards.late`) is read by name only where the question writes the name
#: as a name: capitalised, and not a placeholder name ("________ Goblin", which every
#: "Goblin" would name).  A full card file's late cards are named by common phrases a
#: question writes in lower case ("the end", "deal damage", "step, through").  Built-in
#: pool only: every figure unchanged.  With /tmp/carddata/AtomicCards (34,624 cards, no
#: printings: every card only it has is late) and kb.ask.BUILTIN_TEXT_FIRST, off -> on:
#: dev 224 0.702 / 0.623 -> 0.702 / 0.622, batches 18-29 pooled 0.353 / 0.371 -> 0.357 /
#: 0.374, own set 0.929 / 0.897 -> 0.929 / 0.902 ("deal damage"), held aside 0.589 /
#: 0.488 both, --no-cards unchanged.
LATE_NAMES_CAPITALISED = True


def as_names(mentions: Sequence[CardMention], cards: object) -> list[CardMention]:
    """*mentions* less those of a late card (*cards*' ``late``) the question does not
    write as a name (only with :data:`LATE_NAMES_CAPITALISED`; any card index without
    ``late`` keeps them all).

    >>> class Cards:
    ...     def late(self, name: str) -> bool: return name in {"The End", "________ Goblin"}
    >>> found = [CardMention("the end", "The End", 0, 2), CardMention("The End", "The End", 3, 5),
    ...          CardMention("Goblin", "________ Goblin", 6, 7), CardMention("shock", "Shock", 8, 9)]
    >>> [m.surface for m in as_names(found, Cards())]
    ['The End', 'shock']
    """
    late = getattr(cards, "late", None)
    if not LATE_NAMES_CAPITALISED or late is None:
        return list(mentions)
    return [m for m in mentions if m.name is None
            or not (m.surface[:1].islower() or "_" in m.name) or not late(m.name)]
