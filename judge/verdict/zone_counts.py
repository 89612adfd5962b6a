"""Cards a letter counts in a graveyard: "I have a Magnivore and four sorcery cards in my
graveyard", "There are two creature cards in his graveyard.", "with no cards in my graveyard".

The statement is taken out of the question's text before it is lexed
(:func:`graveyard_counts`: the board's reader never sees it) and placed after the board is
read (:func:`place_counts`): the counted cards are defined inline in the player's graveyard
(version 2 of the scenario format), of the type said, with no other part in the board, and
said among the assumptions. Whose graveyard "the graveyard" is, or which type "five cards"
are, matters only to some cards: where a card of the board counts cards of a type in all
graveyards (Lhurgoyf, Magnivore) or looks at its controller's own graveyard (Gorilla Titan,
Psychatog), a count that doesn't say it declines.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from judge.verdict.board import ME, OPP, Board, Declined
from judge.verdict.lexicon import Lexicon

_NUMBERS = {"no": 0, "zero": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4,
            "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
#: Types a letter counts, → the inline card's types and subtypes.
_TYPES = {"creature": (["creature"], []), "sorcery": (["sorcery"], []), "instant": (["instant"], []),
          "land": (["land"], []), "artifact": (["artifact"], []), "enchantment": (["enchantment"], []),
          "zombie": (["creature"], ["Zombie"])}
_WHOSE = {"my": ME, "his": OPP, "her": OPP, "the": "", "all": "", "both": "", "our": "", "your": ""}

_COUNT = re.compile(
    r"(?P<lead>(?:,\s*|\s+)(?:and|with)\s+)?"
    r"(?P<subject>\b(?:there\s+(?:are|is|were|was)|I\s+have|I\s+had|I've\s+got|he\s+has|she\s+has|he\s+had|she\s+had)\s+)?"
    r"\b(?P<n>\d+|no|zero|one|two|three|four|five|six|seven|eight|nine|ten|an?)\s+"
    r"(?:(?P<type>creature|sorcery|sorceries|instant|land|artifact|enchantment|zombie)\s+)?"
    r"(?P<noun>cards?|sorceries|instants|creatures|zombies)\s+(?:left\s+)?in\s+"
    r"(?:(?P<whose>my|his|her|your|the|all|both|our)\s+)?(?P<zone>graveyards?|library|hand)\b",
    re.IGNORECASE)


@dataclasses.dataclass(frozen=True, slots=True)
class Counted:
    """Cards a letter counts in a graveyard."""

    whose: str
    """``my``, ``his``, ``her``, or a word that doesn't say (``the``, ``all``)."""
    number: int
    kind: str
    """``creature``, ``sorcery``, ..., or "" when the letter says "cards"."""
    said: str
    """The letter's words."""
    zone: str = "graveyard"
    """``graveyard`` or ``library`` (where only the number of cards is read)."""


def graveyard_counts(question: str) -> tuple[str, tuple[Counted, ...]]:
    """*question* without its statements of cards counted in a graveyard, and those."""
    counted: list[Counted] = []

    def take(match: re.Match[str]) -> str:
        if not (match.group("lead") or match.group("subject")):
            return match.group(0)  # ("return a creature card in my graveyard": no count told)
        noun = match.group("noun").lower()
        kind = (match.group("type") or "").lower()
        if noun != "card" and noun != "cards":
            if kind:  # "two creature zombies in ..." is no count of cards
                return match.group(0)
            kind = {"sorceries": "sorcery", "instants": "instant", "creatures": "creature",
                    "zombies": "zombie"}[noun]
        kind = "sorcery" if kind == "sorceries" else kind
        word = match.group("n").lower()
        number = int(word) if word.isdigit() else _NUMBERS[word]
        zone = match.group("zone").lower().removesuffix("s")
        whose = (match.group("whose") or "").lower()
        subject = (match.group("subject") or "").lower()
        if not whose:  # "he has 3 cards in hand": the subject's
            if zone != "hand" or not subject.strip() or subject.startswith("there"):
                return match.group(0)
            whose = "my" if subject.startswith("i") else "his"
        counted.append(Counted(whose, number, kind, match.group(0).strip(" ,"), zone))
        return ""

    out = _COUNT.sub(take, question)
    if not counted:
        return question, ()
    # A sentence emptied ("There are two creature cards in his graveyard.") goes whole.
    out = re.sub(r"(^|[.!?;])\s*[.!;]", r"\1", out)
    out = re.sub(r"\s+([,.!?;])", r"\1", out).strip()
    return out, tuple(counted)


_NAMED = re.compile(
    r"\b(?P<have>I\s+have|I\s+had|I've\s+got|[Hh]e\s+has|[Ss]he\s+has|[Hh]e\s+had|[Ss]he\s+had|and|with)"
    r"\s+(?:an?\s+|one\s+)?(?P<name>[A-Z][\w'-]*(?:,?\s+(?:[A-Z][\w'-]*|of|the))*)"
    r"(?P<where>\s+in\s+(?P<whose>my|his|her)\s+graveyard)\b")
#: "My Craw Wurm is in my graveyard.", "There is a Craw Wurm in his graveyard.": a sentence of its own.
_IS_IN = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))(?:(?:My|His|Her)\s+|There\s+(?:is|was)\s+(?:an?\s+)?)?"
    r"(?P<name>[A-Z][\w'-]*(?:,?\s+(?:[A-Z][\w'-]*|of|the))*)\s+(?:(?:is|was)\s+)?"
    r"in\s+(?P<whose>my|his|her)\s+graveyard(?=[.!?])")


def named_in_graveyard(question: str, lexicon: Lexicon) -> tuple[str, tuple[tuple[str, str], ...]]:
    """*question* without the words that put a card it names in a graveyard ("I have a Grizzly
    Bears in my graveyard": "I have a Grizzly Bears"), and those cards with the words saying
    whose graveyard (``my``, ``his``, ``her``)."""
    found: list[tuple[str, str]] = []

    if " graveyard" not in question:
        return question, ()
    names = {n.lower(): n for n in (*lexicon.cards.keys(), *getattr(lexicon.cards, "pool", ()))}

    def take(match: re.Match[str]) -> str:
        name = names.get(match.group("name").lower())
        if name is None or any(n == name for n, _ in found):
            return match.group(0)
        found.append((name, match.group("whose").lower()))
        return match.group(0)[:match.start("where") - match.start()]

    def told(match: re.Match[str]) -> str:
        name = names.get(match.group("name").lower())
        if name is None or any(n == name for n, _ in found):
            return match.group(0)
        whose = match.group("whose").lower()
        found.append((name, whose))
        return ("I have " if whose == "my" else "He has " if whose == "his" else "She has ") + str(name)

    out = _NAMED.sub(take, _IS_IN.sub(told, question))
    return out, tuple(found)


def place_named(board: Board, named: tuple[tuple[str, str], ...]) -> Board:
    """*board* with the cards the question named in a graveyard marked there
    (:attr:`Board.in_graveyards`, moved by :func:`judge.verdict.graveyards.graveyard_targets`).

    :raises Declined: when the reader placed no one such card, or whose it is differs.
    """
    if not named:
        return board
    where = dict(board.in_graveyards)
    for name, whose in named:
        matches = [t for t in board.things if t.card == name]
        if len(matches) != 1 or board.third_person:
            raise Declined([name], "a card in a graveyard the question also has in play")
        key = _WHOSE[whose]
        if not matches[0].guessed and matches[0].controller != key:
            raise Declined([name], "whose graveyard the card is in")
        matches[0].controller, matches[0].guessed = key, False
        where[matches[0].key] = key
    return dataclasses.replace(board, in_graveyards=where)


def place_counts(board: Board, counted: tuple[Counted, ...], lexicon: Lexicon) -> Board:
    """*board* with the counted cards in its players' graveyards (:attr:`Board.graveyards`)
    and the assumptions said.

    :raises Declined: when whose graveyard, or which type of card, matters and isn't said.
    """
    if not counted:
        return board
    texts = [" ".join(a.text for a in getattr(lexicon.cards.get(t.card), "abilities", ()))
             for t in board.things if t.card] + [k for t in board.things for k in t.keywords]
    typed = any(re.search(r"\b\w+ cards in all graveyards", t) for t in texts)
    own = any("your graveyard" in t for t in texts)
    graveyards: dict[str, list[dict[str, Any]]] = {k: list(v) for k, v in board.graveyards.items()}
    libraries = dict(board.libraries)
    hands = dict(board.hands)
    notes = list(board.notes)
    for item in counted:
        whose = _WHOSE[item.whose]
        if item.zone in ("library", "hand"):
            # "with 1 card in your library" (the letter's generic "you" is its asker; 420.5g),
            # "he has 3 cards in his hand" (cards of no other part: what they are isn't said)
            counts = libraries if item.zone == "library" else hands
            if item.kind or item.whose not in ("my", "his", "her", "your") or (
                    item.whose == "your" and board.third_person) or (whose or ME) in counts:
                raise Declined([item.said], f"which cards are in the {item.zone}, or whose it is")
            key = whose or ME
            counts[key] = item.number
            where = "your" if key == ME and not board.third_person else "your opponent's"
            notes.append(f"'{item.said}': {item.number or 'no'} card{'' if item.number == 1 else 's'} in "
                         f"{where} {item.zone}" + (", of no other part in the board." if item.zone == "hand"
                                                   and item.number else "."))
            continue
        if item.whose == "your":
            raise Declined([item.said], "whose graveyard the cards are in")
        if board.third_person and whose:
            raise Declined([item.said], "whose graveyard: 'my' and 'his' in a letter about named players")
        if not whose and own:
            raise Declined([item.said], "whose graveyard the cards are in")
        if not item.kind and typed and item.number:
            raise Declined([item.said], "which type of card is in the graveyard")
        key = whose or ME
        types, subtypes = _TYPES[item.kind or "land"]
        name = (item.kind or "other").capitalize() + " card"
        for n in range(item.number):
            card: dict[str, Any] = {"name": f"{name} {len(graveyards.get(key, [])) + 1}", "types": list(types)}
            if subtypes:
                card["subtypes"] = list(subtypes)
            if "creature" in types:
                card["power"], card["toughness"] = 1, 1
            if "sorcery" in types or "instant" in types:
                card["text"] = "you gain 1 life"
            graveyards.setdefault(key, []).append(card)
        where = {ME: "your" if not board.third_person else board.names.get(ME, "") + "'s",
                 OPP: "your opponent's"}[key]
        notes.append(f"'{item.said}': {item.number or 'no'} {item.kind + ' ' if item.kind else ''}card"
                     f"{'' if item.number == 1 else 's'} in {where} graveyard"
                     + ("" if whose else " (whose graveyard isn't said, and doesn't change the outcome)")
                     + (", of no other part in the board." if item.number else "."))
    return dataclasses.replace(board, graveyards=graveyards, libraries=libraries, hands=hands, notes=notes)


def hand_cards(count: int) -> list[dict[str, Any]]:
    """The cards a question counts in a hand, of no other part: lands with no text."""
    return [{"name": f"Card in hand {n}", "types": ["land"]} for n in range(1, count + 1)]


def unsaid_hand(text: str, board: Board) -> bool:
    """Whether an illegal action's *text* is a discard from a hand the question didn't
    count (the reader's gap, not the rules' answer: "he pumps his Wild Mongrel twice")."""
    return " can't discard " in text and " from hand " in text and not board.hands
