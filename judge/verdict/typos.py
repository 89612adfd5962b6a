"""Card names typed with a slip: "Grizly Bear", "Hill Gaint", "Serra Angle".

The lexicon corrects a lower-case word against its vocabulary one word at a time, but a
capitalised word may be a player's or a card's name the reader doesn't know, and is
left as typed. This module reads a run of capitalised words as a card of the reader's
pool when the run is that name but for small slips: each word within one edit (a letter
added, dropped, changed, or two neighbours swapped; two for a word of eight letters or
more), the first letter kept, and the same number of words; a name of one word only when
typed with six letters or more, not first in its sentence. It is read so only when one
name fits: a run as near to two names is no reading, and its words stay for the reader
to place or to decline. Each reading is listed under *assumed*.

>>> from judge.verdict import Lexicon
>>> lexicon = Lexicon.build()
>>> [t.value for t in lexicon.lex("I attack with Grizly Bear and he blocks with Hill Gaint.").tokens
...  if t.canon == "cc"]
['Grizzly Bears', 'Hill Giant']
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

#: The longest name (in words) read with slips.
LONGEST = 4
#: Words never read as a slip of a name's word (they are words of their own).
_OWN_WORDS = frozenset({"i", "a", "an", "the", "my", "his", "her", "and", "or", "of"})
_SENTENCE_END = frozenset({".", "?", "!"})


def near_names(words: list[str], cased: Sequence[str], phrases: Mapping[tuple[str, ...], tuple[str, Any]],
               knows: Callable[[str], bool], corrections: list[str]) -> list[str]:
    """*words* with each run of capitalised words that misspells one card name of
    *phrases* (its ``cc``, ``sc`` and ``pc`` entries) replaced by the name's words; each
    replacement is added to *corrections*."""
    index = _index(phrases)
    out = list(words)
    i = 0
    while i < len(out):
        found = None
        if cased[i][:1].isupper() and out[i].isalpha() and out[i] not in _OWN_WORDS:
            for size in range(min(LONGEST, len(out) - i), 0, -1):
                window = tuple(out[i:i + size])
                if not all(cased[i + k][:1].isupper() or window[k] in ("of", "the")
                           for k in range(size)) or not all(w.isalpha() for w in window):
                    continue
                if window in phrases or all(knows(w) for w in window):
                    continue
                if size == 1 and (len(window[0]) < 6 or i == 0 or out[i - 1] in _SENTENCE_END):
                    continue  # one short or sentence-initial word may be any word of English
                fits = [name for name in index.get((size, window[0][0]), ())
                        if all(_slip(typed, right) for typed, right in zip(window, name))]
                if len(fits) == 1:
                    found = (size, fits[0])
                    break
                if len(fits) > 1:
                    break
        if found is None:
            i += 1
            continue
        size, name = found
        corrections.append(f"'{' '.join(cased[i:i + size])}' read as the card "
                           f"'{str(phrases[name][1])}'")
        out[i:i + size] = list(name)
        i += size
    return out


@functools.lru_cache(maxsize=4)
def _index_of(names: frozenset[tuple[str, ...]]) -> dict[tuple[int, str], tuple[tuple[str, ...], ...]]:
    groups: dict[tuple[int, str], list[tuple[str, ...]]] = {}
    for name in sorted(names):
        if name and name[0][:1].isalpha():
            groups.setdefault((len(name), name[0][0]), []).append(name)
    return {key: tuple(value) for key, value in groups.items()}


_CACHE: dict[int, tuple[Any, dict[tuple[int, str], tuple[tuple[str, ...], ...]]]] = {}


def _index(phrases: Mapping[tuple[str, ...], tuple[str, Any]]) -> dict[tuple[int, str], tuple[tuple[str, ...], ...]]:
    """The card names of *phrases* by (number of words, first letter), worked out once for
    each phrase table."""
    cached = _CACHE.get(id(phrases))
    if cached is not None and cached[0] is phrases:
        return cached[1]
    names = frozenset(phrase for phrase, (canon, value) in phrases.items()
                      if canon in ("cc", "sc", "pc") and tuple(_words(str(value))) == phrase)
    index = _index_of(names)
    _CACHE.clear()
    _CACHE[id(phrases)] = (phrases, index)
    return index


def _words(name: str) -> list[str]:
    from judge.verdict.lexicon import raw_words

    return raw_words(name)


def _slip(typed: str, right: str) -> bool:
    """Whether *typed* is *right* or *right* typed with a slip (see the module's rules)."""
    if typed == right:
        return True
    if len(right) < 4 or typed[:1] != right[:1] or not typed.isalpha():
        return False
    allowed = 2 if len(right) >= 8 else 1
    return abs(len(typed) - len(right)) <= allowed and _distance(typed, right) <= allowed


def _distance(a: str, b: str) -> int:
    """The edits (insertion, deletion, substitution, swap of neighbours) from *a* to *b*."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], previous2[j - 2] + 1)
        previous2, previous = previous, row
    return previous[-1]


_QUOTED = re.compile(r"\"[^\"]{3,300}\"|\u201c[^\u201c\u201d]{3,300}\u201d|\([^()]{3,300}\)")


#: Words of the engine's ability language a slip inside card text is read as ("damge").
_ABILITY_WORDS = ("damage", "deals", "dealt", "blocked", "blocking", "becomes", "destroy",
                  "prevent", "return", "target", "player", "opponent", "combat", "whenever",
                  "sacrifice", "until")


#: Short words of card text a swap of two neighbouring letters is read as ("teh").
_TEXT_WORDS = frozenset({"the", "that", "this", "with", "when", "then", "each", "its", "from",
                         "into", "until", "whenever", "target", "deals", "damage", "creature"})


def quoted_slips(question: str, nouns: Iterable[str], knows: Callable[[str], bool],
                 corrections: list[str], short: Mapping[str, Any] | None = None) -> str:
    """*question* with each slip of a creature word inside quoted or parenthesised card text ("whenever a
    creture deals damage to you") read as that word: the engine reads any word there as a
    creature type, so "creture" would be a type no creature has and the text never apply.
    Only a word nearer to one of *nouns* than to any other ("creature", "goblin", ...) is read
    so, and never a word the reader knows ("blocked"); so are the ability language's own words
    ("damge") and players' *short* forms ("dmg"). Each is added to *corrections*."""
    words = tuple(sorted({*nouns, *_ABILITY_WORDS}))
    short = short or {}

    def fix(match: re.Match[str]) -> str:
        def word(found: re.Match[str]) -> str:
            typed = found.group(0)
            lower = typed.lower()
            if lower in short:
                corrections.append(f"'{typed}' read as '{short[lower]}'")
                return str(short[lower])
            if lower in words or knows(lower):
                return typed
            swapped = {w for n in range(len(lower) - 1)
                       if (w := lower[:n] + lower[n + 1] + lower[n] + lower[n + 2:]) in _TEXT_WORDS}
            if len(swapped) == 1:  # "beyond teh first": two neighbours swapped
                corrections.append(f"'{typed}' read as '{next(iter(swapped))}'")
                return next(iter(swapped))
            if len(lower) < 5:
                return typed
            # (a word and its inflection are no slip: "regenerated", "blocks")
            fits = [w for w in words if _slip(lower, w) and not lower.startswith(w) and not w.startswith(lower)]
            nearest = min((_distance(lower, w) for w in fits), default=0)
            fits = [w for w in fits if _distance(lower, w) == nearest]
            if len(fits) != 1:
                return typed
            corrections.append(f"'{typed}' read as '{fits[0]}'")
            return fits[0]
        return re.sub(r"[A-Za-z]+", word, match.group(0))
    return _QUOTED.sub(fix, question) if '"' in question or "\u201c" in question or "(" in question \
        else question
