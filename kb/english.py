"""The English word list a question's words are checked against: a word of English
that the rules lack ("dazzling", "stifle") is never spelling-corrected
(:func:`may_correct`), nor read as the start of an unknown card's name.

The list comes from pyspellchecker's frequency dictionary; it is written once, when the
index is built, next to the index (:func:`write_english_words`), so reading it costs
milliseconds, and only when a question has a word the rules do not know.  (Split from
:mod:`kb.reading`, which re-exports these names.)
"""

from __future__ import annotations

import functools
from collections.abc import Container
from pathlib import Path

__all__ = ["ENGLISH_FILE", "WordList", "english_words", "is_english", "may_correct",
           "use_english_words", "write_english_words"]

#: The English word list written next to the index.
ENGLISH_FILE = "english-words.txt"


def _dictionary() -> dict[str, int]:
    """pyspellchecker's English word frequencies (a few hundred milliseconds to read)."""
    import gzip
    import json
    from importlib.resources import files

    data = (files("spellchecker") / "resources" / "en.json.gz").read_bytes()
    return {str(w): int(n) for w, n in json.loads(gzip.decompress(data)).items()}


def write_english_words(index_dir: Path) -> int:
    """Write the English word list next to the index in *index_dir*; return its size."""
    found = sorted(w for w in _dictionary() if w.isalpha() and w.isascii())
    path = Path(index_dir) / ENGLISH_FILE
    path.write_text("\n".join(found) + "\n", encoding="utf-8")
    return len(found)


class WordList:
    """A word list held as one string: reading it costs a millisecond where a set of
    130,000 words costs a tenth of a second; a look-up is a substring search."""

    def __init__(self, text: str) -> None:
        self._text = "\n" + text.strip() + "\n"

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and "\n" not in word and f"\n{word}\n" in self._text


_ENGLISH: dict[str, WordList] = {}
_english_dir: list[Path] = []


def use_english_words(index_dir: Path) -> None:
    """Read English words from the list next to the index in *index_dir* (when needed)."""
    _english_dir[:] = [Path(index_dir)]


@functools.lru_cache(maxsize=1)
def _fallback_english() -> WordList:
    return WordList("\n".join(w for w in _dictionary() if w.isalpha()))


def english_words() -> WordList:
    """The English word list (the index's copy if :func:`use_english_words` named one)."""
    if _english_dir:
        path = _english_dir[0] / ENGLISH_FILE
        cached = _ENGLISH.get(str(path))
        if cached is not None:
            return cached
        try:
            loaded = WordList(path.read_text(encoding="utf-8"))
        except OSError:
            loaded = _fallback_english()
        _ENGLISH[str(path)] = loaded
        return loaded
    return _fallback_english()


def is_english(word: str) -> bool:
    """Whether *word* (lower case) is a word of English.

    >>> is_english("stifle"), is_english("tramlpe")
    (True, False)
    """
    return word in english_words()


def may_correct(word: str, known: Container[str]) -> bool:
    """Whether a word the index lacks may be spelling-corrected: not when it is a
    known term (*known*) or a word of English that is simply not in the rules
    ("dazzling", "stifle", "flash").

    >>> may_correct("tramlpe", set()), may_correct("dazzling", set())
    (True, False)
    """
    return word not in known and not is_english(word)
