"""The raw words of a question, before the lexicon places them: its words, numbers, P/T and
punctuation (:func:`raw_words`), a quiz's answer choices cut off (:func:`without_choices`), a
greeting (``_SALUTATION``), a capitalised player's name (``_player_name``), and the card names a
question says (:func:`names_in`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

#: A number typed with a minus sign ("I'm at -10 life") is a word of its own, not the number: the
#: lexicon doesn't place it, so a letter that says one declines rather than read -10 as 10.
_RAW_RE = re.compile(
    r"[+-]\d+/[+-]\d+|\d+/\d+|(?<=\s)-\d+(?![\d/])|\d+|[a-z][a-z0-9]*(?:[-'][a-z0-9]+)*|'s|[(),.?!;:]|\s[-\u2013\u2014]+\s")
_RAW_CASED_RE = re.compile(_RAW_RE.pattern, re.IGNORECASE)

_SALUTATION = re.compile(r"^\s*(?:dear|hi|hello|hey)\b[^,:;.!?]{0,30}[,:;!]\s*", re.IGNORECASE)

# A quiz's answer choices after its question: "A) ...", "B. ...", "(c) ...", "1) ...".
_CHOICE = re.compile(r"(?:(?<=\s)|^)(?:\(?[A-Ea-e]\)|[A-E]\.|\(?[1-5]\))\s")


def without_choices(question: str) -> str:
    """*question* without the answer choices of a multiple-choice quiz after its question
    mark ("What happens? A) ... B) ..."): the choices are what is asked, not the board.

    >>> without_choices("Who dies? A) The 2/2. B) The 3/3. C) Neither.")
    'Who dies?'
    """
    for mark in [n for n, c in enumerate(question) if c == "?"]:
        rest = question[mark + 1:]
        first = _CHOICE.search(rest)
        if first is not None and not rest[:first.start()].strip() and len(_CHOICE.findall(rest)) >= 2:
            return question[:mark + 1]
    return question


def raw_words(text: str, keep_case: bool = False) -> list[str]:
    """The lower-case words, numbers, P/T and punctuation of *text* (as typed with *keep_case*).

    >>> raw_words("Bob's 2/2 — Giant Growth'd, +3/+3?")
    ['bob', "'s", '2/2', '—', 'giant', "growth'd", ',', '+3/+3', '?']
    """
    from kb.numbers import unaccented

    # "Ghazbán Ogre" is "Ghazban Ogre", as players type it.
    text = unaccented(text.replace("\u2019", "'").replace("\u2018", "'"))
    if not keep_case:
        text = text.lower()
    out = []
    for match in (_RAW_CASED_RE if keep_case else _RAW_RE).finditer(f" {text} "):
        word = match.group(0).strip()
        if word.lower().endswith("'s") and len(word) > 2:
            out += [word[:-2], "'s"]
        elif word.endswith("s'") and len(word) > 2:
            out += [word[:-1], "'s"]
        else:
            out.append(word)
    return out


def _player_name(question: str, word: str) -> str:
    """*word* as a player's name if the question capitalises it ("Alice"), else empty."""
    if not word.isalpha() or len(word) < 2:
        return ""
    if len(word) == 2:
        # "Bo", "Jo": a capitalised two-letter word that is no common word.
        if word in _TWO_LETTER_WORDS:
            return ""
    found = re.search(rf"\b({word.capitalize()})\b", question)
    return found.group(1) if found else ""


_TWO_LETTER_WORDS = frozenset({"we", "us", "no", "go", "up", "so", "do", "oh", "ok", "my", "me", "hi",
                               "is", "it", "in", "on", "at", "to", "of", "or", "an", "as", "be", "by",
                               "he", "if", "am", "ah", "eh", "uh", "yo", "ya", "vs", "pt", "hp", "gg",
                               "op", "ai", "rl", "eg", "ie", "id", "im", "ur", "gl", "ty", "ha", "lo",
                               "re", "nm", "wb", "bg", "ug", "rg", "ub", "ur", "wu", "rw", "gw",
                               "bw", "br", "gu"})


def names_in(question: str, names: Iterable[str]) -> list[str]:
    """The card names of *names* the question says (whole words, any case), longest first.

    >>> names_in("I attack with my force of nature", ["Force of Nature", "Fog"])
    ['Force of Nature']
    """
    index = _name_index(tuple(names))
    words = raw_words(question)
    found = set()
    for i, word in enumerate(words):
        for tokens, name in index.get(word, ()):
            if tuple(words[i:i + len(tokens)]) == tokens:
                found.add(name)
    return sorted(found, key=lambda name: (-len(name), name))


@functools.lru_cache(maxsize=2)
def _name_index(names: tuple[str, ...]) -> dict[str, list[tuple[tuple[str, ...], str]]]:
    """Card names by their first word (built once for a KB's list of names)."""
    index: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for name in names:
        tokens = tuple(raw_words(name))
        if tokens:
            index.setdefault(tokens[0], []).append((tokens, name))
    return index
