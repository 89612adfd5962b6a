"""Players' names in a letter typed all in lower case ("alice attacks bob with a 2/2 and bob
blocks with ...").

The lexicon reads an unknown capitalised word as a player's name; a letter typed without
capitals has no such sign, and its names were left unread. In such a letter (not one capital
letter in it) an unknown word is a player's name when it is a first name players are given
(words.yaml ``player_names``), or when it stands where a player does at least once: right
before a player's verb or "'s" ("kim attacks", "dana's life total"), or after "attacks"
("attacks lee with"), and is no slip of a known word ("creture attacks", "ned" and "end").
Every place the word stands is then the name. A word the vocabulary knows is never a name
("will", "bear"). So too a card's name typed in lower case before its description
(:func:`names_before_descriptions`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

#: Words after which a word stands where a player does: a player's verbs.
_PLAYER_VERBS = frozenset(
    "attacks attacked blocks blocked casts plays played controls controlled has had is was "
    "takes took activates activated sacrifices sacrificed swings swung declares declared "
    "chooses chose responds responded taps tapped goes went gains gained loses lost decides "
    "decided says said doesn't didn't does did 's chump chumps regenerates regenerated "
    "enchants enchanted equips equipped pays paid".split())
_AFTER = frozenset({"attacks", "attacked", "attacking", "vs", "versus", "against"})


def typed_lower(question: str) -> bool:
    """Whether *question* is typed without one capital letter."""
    return question == question.lower() and any(c.isalpha() for c in question)


def names_before_descriptions(question: str, knows: Callable[[str], bool]) -> str:
    """In a letter typed without capitals, the unknown words right before a parenthesised
    description with a size capitalised as the card's name they are ("rockcaster platoon
    (5/7) attacks" is "Rockcaster Platoon (5/7) attacks"), as the reader reads a described
    card it doesn't know.

    >>> names_before_descriptions("terra stomper (8/8 trample) attacks", lambda w: w == "attacks")
    'Terra Stomper (8/8 trample) attacks'
    """
    if not typed_lower(question) or "(" not in question:
        return question

    def title(match: re.Match[str]) -> str:
        words = match.group(1).split()
        named: list[str] = []
        for word in reversed(words):
            bare = word.split("'")[0]
            if knows(bare) and not (named and word in ("of", "the")):
                break
            named.insert(0, word)
        while named and named[0] in ("of", "the"):
            named.pop(0)
        if not named:
            return match.group(0)
        kept = words[:len(words) - len(named)]
        return " ".join(kept + [w[:1].upper() + w[1:] for w in named]) + match.group(2)
    return _BEFORE_DESCRIPTION.sub(title, question)


_BEFORE_DESCRIPTION = re.compile(r"((?:[a-z][a-z'-]*\s+){0,4}[a-z][a-z'-]*)(\s*\((?=[^()]*\d+/\d+))")


def lower_case_names(typed_without_capitals: bool, raw: Sequence[str], knows: Callable[[str], bool],
                     player_names: Mapping[str, Iterable[Any]],
                     slip: Callable[[str], bool]) -> frozenset[str]:
    """The unknown words of *raw* (a letter's lower-case words) that are players' names, when
    the letter is *typed_without_capitals*; none otherwise. A word *slip* says is a
    misspelt word ("creture attacks") is a name only if it is a given first name."""
    if not typed_without_capitals:
        return frozenset()
    given = {str(n) for names in player_names.values() for n in names}
    found = set()
    for n, word in enumerate(raw):
        if not (word.isalpha() and 2 <= len(word) <= 12) or knows(word):
            continue
        after = raw[n + 1] if n + 1 < len(raw) else ""
        before = raw[n - 1] if n > 0 else ""
        if word in given or ((after in _PLAYER_VERBS or before in _AFTER) and not slip(word)):
            found.add(word)
    return frozenset(found)
