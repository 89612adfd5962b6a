"""The structured queries of :meth:`kb.search.SearchSession.run`, scored from postings
kept in memory: the same scores and order as Whoosh's, a tenth of the work.

Whoosh scores an OR of weighted terms by marching a matcher per term through its
postings, checking block qualities and filters for every document, in Python:
most of the cost of an answer of ``ask``.  Here each part of the query (one term
of a field, or all the terms of a phrase) is scored once per process by Whoosh's
own matcher (the index's BM25F weighting, :mod:`kb.search_scoring`), kept as
(document number, score) pairs, and a query adds its parts' pairs up, times their
boosts, in the order Whoosh's union does (``a[i] += score * boost``), so every
score is the same float.  The best are taken as Whoosh's top-N collector takes
them: highest score first, lower document number first among equal scores.

The pairs are shared by the sessions of a process, per build of the index (they
never change for one); parts the index lacks are not kept.
"""

from __future__ import annotations

import dataclasses
import heapq
import threading
from collections.abc import Iterable, Iterator
from typing import Any

from kb.search_text import stems

__all__ = ["AKA_BOOST", "Clause", "Part", "Postings", "query_parts", "top_scored"]

#: Weight of a rule's ``aka`` field (players' words for it, :mod:`kb.search_records`)
#: relative to its text: every ``text`` clause also searches ``aka`` at this share.
AKA_BOOST = 1.0

#: The most parts kept per index build (a phrase of a question's words is a part of
#: its own): past it the oldest are dropped.  The rules' vocabulary is ~3,500 terms.
MAX_PARTS = 20_000


@dataclasses.dataclass(frozen=True, slots=True)
class Part:
    """One part of an OR query: a term of a field, or a phrase (all its terms)."""

    field: str
    """The field searched."""
    terms: tuple[str, ...]
    """One term (stemmed for text fields), or the terms of a phrase."""
    boost: float = 1.0
    """The part's weight: its scores are multiplied by it."""


class Postings:
    """Each part's (document numbers, scores), read once from a Whoosh searcher."""

    def __init__(self) -> None:
        self._parts: dict[tuple[str, tuple[str, ...]], tuple[tuple[int, ...], tuple[float, ...]]] = {}
        self._lock = threading.Lock()

    def scores(self, searcher: Any, field: str, terms: tuple[str, ...]
               ) -> tuple[tuple[int, ...], tuple[float, ...]]:
        """The documents *terms* (all of them) match in *field*, and their scores with
        boost 1, as Whoosh's matcher of ``Term`` (or ``And`` of terms) gives them."""
        key = (field, terms)
        found = self._parts.get(key)
        if found is not None:
            return found
        found = _read(searcher, field, terms)
        if found[0]:  # what the index lacks is not kept (anyone can ask anything)
            with self._lock:
                if len(self._parts) >= MAX_PARTS:
                    for old in list(self._parts)[:MAX_PARTS // 4]:
                        del self._parts[old]
                self._parts[key] = found
        return found

    def __len__(self) -> int:
        return len(self._parts)


def _read(searcher: Any, field: str, terms: tuple[str, ...]
          ) -> tuple[tuple[int, ...], tuple[float, ...]]:
    from whoosh import query

    reader = searcher.reader()
    if field not in searcher.schema:
        return (), ()
    to_bytes = searcher.schema[field].to_bytes
    if any((field, to_bytes(t)) not in reader for t in terms):
        return (), ()
    q = query.Term(field, terms[0]) if len(terms) == 1 else \
        query.And([query.Term(field, t) for t in terms])
    matcher = q.matcher(searcher, searcher.context())
    ids: list[int] = []
    scores: list[float] = []
    while matcher.is_active():
        ids.append(matcher.id())
        scores.append(matcher.score())
        matcher.next()
    return tuple(ids), tuple(scores)


def top_scored(searcher: Any, postings: Postings, parts: Iterable[Part], doc_count: int,
               limit: int, allow: set[int] | frozenset[int] | None = None,
               mask: set[int] | frozenset[int] | None = None) -> tuple[list[tuple[float, int]], int]:
    """The best *limit* ``(score, document number)`` of the OR of *parts*, best first,
    and how many documents it matches in all; only documents in *allow* (if not
    empty) and not in *mask*, as Whoosh's ``search(filter=, mask=)``.  (Each sum
    starts at 0.0 and adds the parts in order, as Whoosh's array union does.)"""
    acc: dict[int, float] = {}
    get = acc.get
    for part in parts:
        ids, scores = postings.scores(searcher, part.field, part.terms)
        boost = part.boost
        if boost == 1.0:
            for doc, score in zip(ids, scores):
                acc[doc] = get(doc, 0.0) + score
        else:
            for doc, score in zip(ids, scores):
                acc[doc] = get(doc, 0.0) + score * boost
    # Whoosh reads an empty filter or mask as none.
    allow = allow or None
    mask = mask or None
    found = [(-score, doc) for doc, score in acc.items() if score > 0
             and (allow is None or doc in allow) and (mask is None or doc not in mask)]
    return [(-score, doc) for score, doc in heapq.nsmallest(max(0, limit), found)], len(found)


@dataclasses.dataclass(frozen=True, slots=True)
class Clause:
    """One weighted part of a structured query (see :meth:`kb.search.SearchSession.run`)."""

    field: str
    """``text``, ``title``, ``context``, ``id`` or ``family``."""
    words: tuple[str, ...]
    """One word, or a phrase; text fields analyse (stem) them, ``id``/``family`` do not."""
    boost: float = 1.0
    """Weight of the clause."""
    tag: str = ""
    """A label reported in :attr:`kb.search.Hit.matched` when a hit matches the clause."""


def _with_aka(clauses: Iterable[Clause]) -> Iterator[Clause]:
    """*clauses*, each ``text`` clause followed by the same clause on ``aka`` at
    :data:`AKA_BOOST` of its boost."""
    for clause in clauses:
        yield clause
        if clause.field == "text":
            yield dataclasses.replace(clause, field="aka", boost=clause.boost * AKA_BOOST)


def query_parts(clauses: Iterable[Clause], aka: bool = True) -> list[Part]:
    """The parts of the OR query of *clauses*: repeated single terms become one term with
    the boosts added (a union of fewer posting lists is much faster), then the phrases
    (all their terms: the index keeps no positions).  With *aka*, each ``text`` clause
    also searches the rules' players' words (:data:`AKA_BOOST`)."""
    singles: dict[tuple[str, str], float] = {}
    phrases: dict[tuple[str, tuple[str, ...]], float] = {}
    for clause in _with_aka(clauses) if aka else clauses:
        if clause.field in ("id", "family"):
            key = (clause.field, clause.words[0])
            singles[key] = singles.get(key, 0.0) + clause.boost
            continue
        terms = tuple(stems(" ".join(clause.words)))
        if len(terms) == 1:
            singles[(clause.field, terms[0])] = \
                singles.get((clause.field, terms[0]), 0.0) + clause.boost
        elif terms:
            key2 = (clause.field, terms)
            phrases[key2] = phrases.get(key2, 0.0) + clause.boost
    return [Part(field, (term,), boost) for (field, term), boost in singles.items()] + \
        [Part(field, terms, boost) for (field, terms), boost in phrases.items()]
