"""Text helpers of :mod:`kb.search`: the index's stemming without its overhead,
spelling candidates, and snippets.

Snippets come in two forms: :attr:`kb.search.Hit.snippet` is plain text with
each matched term wrapped in :data:`MARK` (``**trample**``), and
:attr:`kb.search.Hit.snippet_html` is HTML-escaped text with ``<b>`` around matches.
"""

from __future__ import annotations

import html
import re
import threading
from array import array
from collections.abc import Iterator
from typing import Any

__all__ = ["FRAGMENT_CHARS", "MARK", "Marker", "TokenCache", "edits1", "lead", "render", "stem_words",
           "stems"]

#: The marker around matched terms in a plain-text snippet.
MARK = "**"

_START, _END = "\x02", "\x03"
_SNIPPET_CHARS = 220
#: The size of a snippet's fragments (characters).
FRAGMENT_CHARS = 140
# The pattern of whoosh's RegexTokenizer, which StemmingAnalyzer uses.
_ANALYZER_RE = re.compile(r"\w+(\.?\w+)*")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class Marker:
    """A Whoosh formatter that brackets matches with sentinel characters."""

    between = " … "

    def format_fragment(self, fragment: Any, replace: bool = False) -> str:
        out: list[str] = []
        index = fragment.startchar
        text = fragment.text
        for token in sorted(fragment.matches, key=lambda t: (t.startchar, t.startchar - t.endchar)):
            if token.startchar is None or token.startchar < index:
                continue
            out.append(text[index:token.startchar])
            out.append(_START + text[token.startchar:token.endchar] + _END)
            index = token.endchar
        out.append(text[index:fragment.endchar])
        return "".join(out)

    def format(self, fragments: list[Any], replace: bool = False) -> str:
        return self.between.join(self.format_fragment(f) for f in fragments)

    def __call__(self, text: str, fragments: list[Any]) -> str:
        return self.format(fragments)


def render(marked: str) -> tuple[str, str]:
    """Plain (``**``) and HTML (``<b>``) forms of a sentinel-marked snippet."""
    plain = marked.replace(_START, MARK).replace(_END, MARK)
    parts = re.split(f"([{_START}{_END}])", marked)
    out: list[str] = []
    for part in parts:
        out.append("<b>" if part == _START else "</b>" if part == _END else html.escape(part))
    return " ".join(plain.split()), " ".join("".join(out).split())


_STEM_CACHE: dict[str, str] = {}
#: The most words whose stems are kept (anyone can send any word).
MAX_STEMS = 50_000


def stem_words(text: str) -> list[str]:
    """The terms the ``text`` field indexes for *text* (see :func:`stems`).

    >>> stem_words("the creatures blocked")
    ['creatur', 'block']
    """
    return stems(text)


def stems(text: str) -> list[str]:
    """What ``StemmingAnalyzer()`` makes of *text* (lower case, stop words and one-letter
    words dropped, Porter stems), without its per-token overhead: a word's stem is cached."""
    from whoosh.analysis import STOP_WORDS
    from whoosh.lang.porter import stem

    out = []
    for match in _ANALYZER_RE.finditer(text.lower()):
        word = match.group()
        if len(word) < 2 or word in STOP_WORDS:
            continue
        stemmed = _STEM_CACHE.get(word)
        if stemmed is None:
            if len(_STEM_CACHE) >= MAX_STEMS:
                _STEM_CACHE.clear()
            stemmed = _STEM_CACHE[word] = stem(word)
        out.append(stemmed)
    return out


def lead(text: str) -> str:
    """The start of *text*, cut at a word near :data:`_SNIPPET_CHARS`."""
    text = " ".join(text.split())
    if len(text) <= _SNIPPET_CHARS:
        return text
    return text[:_SNIPPET_CHARS].rsplit(" ", 1)[0] + " …"


def edits1(word: str) -> set[str]:
    """Every string one deletion, transposition, replacement or insertion from *word*.

    >>> "trample" in edits1("tramlpe")
    True
    """
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return ({a + b[1:] for a, b in splits if b}
            | {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
            | {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
            | {a + c + b for a, b in splits for c in _LETTERS}) - {word}


class TokenCache:
    """A Whoosh analyzer's tokens of each text, worked out once: an analyzer for
    ``whoosh.highlight.highlight`` that gives the same tokens (term, character
    offsets, stopped) as the wrapped one for a snippet's text, without running its
    tokenizer, lower-casing, stop and stem filters again (most of a snippet's cost).

    Only for the ``chars=True`` tokens highlighting asks for; like Whoosh's own
    tokenizers it yields one token object, changed for each token (a consumer that
    keeps one copies it).  At most *size* texts are kept (a record's text is one).
    """

    def __init__(self, analyzer: Any, size: int = 20_000) -> None:
        self._analyzer = analyzer
        self._size = size
        self._texts: dict[tuple[str, bool], tuple[tuple[str, ...], array[int], bytes]] = {}
        self._lock = threading.Lock()

    def tokens(self, text: str, removestops: bool = False
               ) -> tuple[tuple[str, ...], array[int], bytes]:
        """(terms, start and end offsets, stopped flags) of *text*'s tokens."""
        key = (text, removestops)
        found = self._texts.get(key)
        if found is None:
            terms: list[str] = []
            offsets = array("i")
            stopped = bytearray()
            for token in self._analyzer(text, chars=True, mode="query", removestops=removestops):
                if token.boost != 1.0:  # not an analyzer this cache knows how to replay
                    raise ValueError("TokenCache: tokens with boosts")
                terms.append(token.text)
                offsets.append(token.startchar)
                offsets.append(token.endchar)
                stopped.append(bool(token.stopped))
            found = (tuple(terms), offsets, bytes(stopped))
            with self._lock:
                if len(self._texts) >= self._size:
                    self._texts.clear()
                self._texts[key] = found
        return found

    def matches(self, text: str, terms: frozenset[str]) -> bool:
        """Whether a token of *text* is one of *terms* (else nothing is highlighted)."""
        return not terms.isdisjoint(self.tokens(text)[0])

    def __call__(self, text: str, chars: bool = True, mode: str = "query",
                 removestops: bool = False, **kwargs: Any) -> Iterator[Any]:
        from whoosh.analysis import Token

        terms, offsets, stopped = self.tokens(text, removestops)
        token = Token(positions=False, chars=True, removestops=removestops, mode=mode)
        for n, term in enumerate(terms):
            token.text = term
            token.startchar = offsets[2 * n]
            token.endchar = offsets[2 * n + 1]
            token.stopped = bool(stopped[n])
            token.boost = 1.0
            token.matched = False
            yield token
