"""What a search returns: a :class:`Hit` per record, a page of them as
:class:`SearchResults` (see :mod:`kb.search`)."""

from __future__ import annotations

import dataclasses
from typing import Any

__all__ = ["Hit", "SearchResults"]


@dataclasses.dataclass(frozen=True, slots=True)
class Hit:
    """One search result."""

    key: str
    """Its node key: ``rule:cr-2003-12-01:502.9b``."""
    id: str
    """Rule number, glossary slug, ruling number, section id or rulebook slug."""
    kind: str
    """One of :data:`INDEX_KINDS`."""
    document: str
    """Id of the source document."""
    edition: str | None
    """ISO date of the document's edition, ``None`` if undated."""
    title: str
    """A display title: the rule's own or nearest enclosing heading, the term, the section."""
    snippet: str
    """Plain text around the matches, matched terms wrapped in :data:`MARK`."""
    snippet_html: str
    """The same snippet HTML-escaped, matched terms in ``<b>``."""
    score: float
    """The ranking score (higher is better)."""
    refs: tuple[str, ...] = ()
    """For glossary entries: the rule numbers the entry points to."""
    matched: tuple[str, ...] = ()
    """Tags of the :class:`Clause` objects this hit matched (structured queries only)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (without the internal ``key`` and ``matched``)."""
        return {"id": self.id, "kind": self.kind, "document": self.document,
                "edition": self.edition, "title": self.title, "snippet": self.snippet,
                "snippet_html": self.snippet_html, "score": round(self.score, 4)}


@dataclasses.dataclass(frozen=True, slots=True)
class SearchResults:
    """A page of search results."""

    query: str
    """The query as typed."""
    hits: tuple[Hit, ...]
    """The hits of the requested page, best first."""
    total: int
    """How many documents matched in all."""
    page: int = 1
    """The page number (from 1)."""
    suggestion: str | None = None
    """A corrected query ("did you mean"), when some word is not in the index."""
    corrected: bool = False
    """Whether the hits are those of :attr:`suggestion` rather than of :attr:`query`."""
    by_kind: dict[str, int] = dataclasses.field(default_factory=dict)
    """How many records of each kind the query matches, whatever the filters."""
    by_document: dict[str, int] = dataclasses.field(default_factory=dict)
    """How many records of each document the query matches, whatever the filters."""
    read_as: tuple[str, ...] = ()
    """Today's words read as the 2003 rules' ("'exile' → removed from the game"), and
    words the 2003 rules lack ("'hexproof': not in the 2003 rules; the nearest is …")."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"query": self.query, "total": self.total, "page": self.page,
                "suggestion": self.suggestion, "corrected": self.corrected,
                "read_as": list(self.read_as),
                "by_kind": self.by_kind, "by_document": self.by_document,
                "hits": [hit.to_json() for hit in self.hits]}
