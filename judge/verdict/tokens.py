"""The tokens the verdict reader's lexer places (:class:`Token`, a question as
:class:`Lexed`), and the passes of :meth:`judge.verdict.lexicon.Lexicon.lex` over the
placed tokens: cards described in parentheses, players by letter ("Player A"),
blockers by their place ("the first one"), a word of a card named earlier.
"""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True, slots=True)
class Token:
    """One placed word or phrase of a question."""

    canon: str
    """The grammar's word: ``attack``, ``my``; or a class: ``cc`` (creature card), ``sc``
    (instant or sorcery card), ``pc`` (other permanent card), ``pt``, ``ptmod``, ``num``,
    ``kw``, ``color``, ``noun``, ``pl`` (a named player), ``.`` and ``,``."""
    value: Any
    """The card name, (power, toughness), number, ability string, color, creature type or
    player name; the canonical word otherwise."""
    surface: str
    """The words as typed."""
    start: int
    """Index of the first raw word."""


@dataclasses.dataclass(frozen=True, slots=True)
class Lexed:
    """A question as tokens, with what could not be placed and what was corrected."""

    tokens: tuple[Token, ...]
    """The placed tokens, in order."""
    unread: tuple[str, ...]
    """Words no vocabulary places."""
    corrections: tuple[str, ...]
    """Spelling corrections made ("'grizly' read as 'grizzly'")."""


def _words_of_named(tokens: list[Token], unread: list[str]) -> tuple[list[Token], list[str]]:
    """A word of a card named in full earlier in the question refers to it ("Lotleth Troll
    … regenerate the Troll") even when the word is shared with other known cards and so
    means nothing alone; a word two named cards share stays unread."""
    owners: dict[str, set[str]] = {}
    # a described card ("named", not a known card) stays described; a player stays a player
    canons: dict[str, str] = {}
    for t in tokens:
        if t.canon in ("cc", "named", "pc", "unreadable") and " " in t.surface.strip():
            canons[str(t.value)] = t.canon
            for w in str(t.value).lower().split():
                if len(w) > 2 and w.isalpha():
                    owners.setdefault(w, set()).add(str(t.value))
    out: list[Token] = []
    for t in tokens:
        names = owners.get(str(t.value).lower(), set()) if t.canon == "?" else set()
        # "Lord of Atlantis and Merfolk of the Pearl Trident ... attacks with the Merfolk": a
        # creature type that is a word of one card named in full is that card.
        if t.canon == "noun" and " " not in t.surface.strip():
            names = owners.get(t.surface.lower(), set())
            if len(names) == 1:
                name = next(iter(names))
                t = Token(canons[name], name, t.surface, t.start)
            out.append(t)
            continue
        if len(names) == 1 and t.surface in unread:
            unread = list(unread)
            unread.remove(t.surface)
            name = next(iter(names))
            # a card the engine can't run is named whole as the reader declines ("the Drinker"
            # after "Drinker of Sorrow": one "Drinker of Sorrow (its text is not ...)")
            t = Token(canons[name], name, name if canons[name] == "unreadable" else t.surface, t.start)
        out.append(t)
    return out, unread


_NAME_JOINS = frozenset({"of", "the", "in", "en", "and"})


def _named_cards(question: str, tokens: list[Token],
                 unread: list[str]) -> tuple[list[Token], list[str]]:
    """Capitalised unknown words right before a description in parentheses name a card the
    question describes: "Ball Lightning (6/1 trample, haste)"."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if token.canon == "paren" or (token.canon == "(" and n + 1 < len(tokens)
                                       and tokens[n + 1].canon == "pt"):
            words: list[Token] = []
            while out and (
                    (out[-1].canon in ("?", "pl", "cc", "sc", "pc", "unreadable", "noun", "color")
                     and out[-1].surface[:1].isupper())
                    or ((out[-1].surface in _NAME_JOINS or out[-1].canon == "s") and len(out) > 1
                        and words and out[-2].surface[:1].isupper())):
                words.insert(0, out.pop())
            if words and (any(w.canon in ("?", "pl", "unreadable") for w in words) or _parts_of_names(words)):
                for word in words:
                    if word.canon == "?" and word.surface in unread:
                        unread.remove(word.surface)
                name = " ".join(w.surface if w.canon == "s" else w.surface[:1].upper() + w.surface[1:]
                                for w in words).replace(" '", "'")
                out.append(Token("named", name, " ".join(w.surface for w in words).replace(" '", "'"),
                                 words[0].start))
            else:
                out.extend(words)
        out.append(token)
    return out, unread


def _parts_of_names(words: list[Token]) -> bool:
    """Whether *words*, two or more, are one name though a word of it is only part of a pool
    card's name and none is a whole one: "Canyon Minotaur (3/3)" is no Canyon Wildcat and
    Minotaur Explorer but the one card the question describes."""
    whole = [w for w in words if w.canon in ("cc", "sc", "pc") and w.surface.lower() == str(w.value).lower()]
    return len(words) > 1 and not whole and any(w.canon in ("cc", "sc", "pc") for w in words)


def _player_letters(tokens: list[Token], unread: list[str]) -> tuple[list[Token], list[str]]:
    """"Player A", "Player B" (and "the active player" / "the nonactive player" when the
    question names the active one): players by name, as judges' questions write them."""
    out: list[Token] = []
    skip = 0
    active = any(t.surface.lower() in ("the active player", "the attacking player") for t in tokens)
    for n, token in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        following = tokens[n + 1] if n + 1 < len(tokens) else None
        if (token.surface.lower() == "player" and following is not None
                and following.surface in ("A", "B", "1", "2")):
            for word in (token.surface, following.surface):
                if word in unread:
                    unread.remove(word)
            name = f"Player {following.surface}"
            out.append(Token("pl", name, name, token.start))
            skip = 1
            continue
        if token.surface in ("AP", "NAP") and token.canon == "?":
            # Judges' shorthand: the active player and the nonactive player.
            if token.surface in unread:
                unread.remove(token.surface)
            out.append(Token("pl", token.surface, token.surface, token.start))
            continue
        if active and token.surface.lower() in ("the active player", "the defending player",
                                                "the nonactive player", "the non-active player",
                                                "the attacking player"):
            name = {"active player": "Active player", "attacking player": "Attacking player"}.get(
                token.surface.lower()[4:], "Defending player")
            out.append(Token("pl", name, token.surface, token.start))
            continue
        out.append(token)
    return out, unread


_ORDINALS = {"first": 1, "second": 2, "third": 3}


def _ordinals(tokens: list[Token], unread: list[str]) -> tuple[list[Token], list[str]]:
    """"the first (one)", "the second (blocker)": a blocker by its place in the order named, as one
    token (``nth1`` ...) the grammar reads where damage is divided."""
    out: list[Token] = []
    skip = 0
    for n, token in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        following = tokens[n + 1] if n + 1 < len(tokens) else None
        if (token.canon == "the" and following is not None and following.canon == "?"
                and str(following.value) in _ORDINALS):
            if following.surface in unread:
                unread.remove(following.surface)
            skip = 1
            # "the first one", "the second blocker", "the first creature": the word after the
            # ordinal only says it is a creature (a noun with no creature type).
            if n + 2 < len(tokens) and (tokens[n + 2].surface.lower() == "one" or (
                    tokens[n + 2].canon == "noun" and not tokens[n + 2].value)):
                skip = 2
            out.append(Token(f"nth{_ORDINALS[str(following.value)]}", _ORDINALS[str(following.value)],
                             f"{token.surface} {following.surface}", token.start))
            continue
        out.append(token)
    return out, unread
