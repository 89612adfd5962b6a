"""Card search by name, typos allowed (:meth:`kb.search.SearchSession.find_cards`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

__all__ = ["closest_cards"]


def closest_cards(searcher: Any, docs: Callable[[str, str], frozenset[int]], name: str,
                  limit: int) -> list[tuple[str, str]]:
    """Cards whose name is close to *name*: ``[(name, node key)]``, best first, found by
    *searcher* among the records *docs* gives for ``("kind", "card")`` (see
    :meth:`kb.search.SearchSession.find_cards`)."""
    import difflib

    from whoosh import query

    words = re.findall(r"[a-z0-9]+", name.lower())[:12]
    if not words:
        return []
    parts = [query.Term("name", w) if len(w) < 4 else
             query.FuzzyTerm("name", w, maxdist=1 if len(w) < 5 else 2, prefixlength=1)
             for w in words]
    cards = set(docs("kind", "card"))
    found: dict[str, str] = {}
    for combined in (query.And(parts), query.Or(parts)):
        for hit in searcher.search(combined, limit=max(limit * 4, 20), filter=cards):
            found.setdefault(hit["label"], hit["key"])
        if found:
            break
    wanted = " ".join(words)
    ranked = sorted(found, key=lambda n: -difflib.SequenceMatcher(None, wanted, n.lower()).ratio())
    return [(n, found[n]) for n in ranked[:limit]]
