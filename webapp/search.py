"""Full-text search: ``/search?q=…&kind=…&document=…&page=…``.

A query that names a rule (``502.9b``), a ruling or section (``A.37``) or a
glossary term goes straight to its page (``&redirect=no`` searches anyway).
The Whoosh session is per request, on ``g``, closed in teardown (flaskr's
``get_db``/``close_db``).
"""

from __future__ import annotations

import math
import re
import threading
from collections import OrderedDict
from typing import Any, Callable

from flask import Blueprint, abort, current_app, g, request, url_for
from flask.typing import ResponseReturnValue

from kb.model import is_rule_number
from webapp.views import cached, default_edition, get_kb, redirect_to, render_page

bp = Blueprint("search", __name__)

#: The kinds of record a search can be limited to, in the order the filters show.
KINDS = ("rule", "glossary", "ruling", "section", "rulebook", "card")
KIND_LABELS = {"rule": "Rules", "glossary": "Glossary", "ruling": "Rulings",
               "section": "Rulings sections", "rulebook": "Rulebook", "card": "Cards"}
_RULE_PREFIX = re.compile(r"^(?:rule|cr)\s+", re.IGNORECASE)
_RULING_ID = re.compile(r"^[A-Z]\.\d+(?:\.(?:\d+|Ruling\.\d+|Note\.\d+))?$")


def get_session() -> Any:
    """This request's Whoosh search session (opened on first use)."""
    if "search_session" not in g:
        from kb.search import SearchSession
        from kb.store import INDEX

        g.search_session = SearchSession(get_kb().path / INDEX)
    return g.search_session


@bp.teardown_app_request
def close_session(exc: BaseException | None = None) -> None:
    """Close the request's search session, if one was opened."""
    session = g.pop("search_session", None)
    if session is not None:
        session.close()


def direct_url(query: str) -> str | None:
    """The page a query names outright: a rule number, a ruling id or a glossary term."""
    kb = get_kb()
    text = _RULE_PREFIX.sub("", query.strip()).rstrip(".") if is_rule_number(
        _RULE_PREFIX.sub("", query.strip())) else query.strip()
    if is_rule_number(text) and kb.has_rule(text):
        return url_for("rules.show", number=text)
    if _RULING_ID.match(text) and kb.ruling(text) is not None:
        return url_for("rulings.show", number=text)
    if text and len(text) <= 60:
        page = kb.glossary(text, default_edition())
        if page is not None:
            return url_for("glossary.show", term=page.id)
    return None


def _int_arg(name: str, default: int, low: int, high: int) -> int:
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        abort(400, description=f"{name!r} must be a whole number, not {raw!r}")
    if not low <= value <= high:
        abort(400, description=f"{name!r} must be between {low} and {high}")
    return value


@bp.route("/search", defaults={"fmt": "html"})
@bp.route("/search.<any(json):fmt>")
def search(fmt: str) -> ResponseReturnValue:
    """Search results grouped by kind, with the hit count, "did you mean" and paging."""
    query = request.args.get("q", "").strip()
    kind = request.args.get("kind") or None
    document = request.args.get("document") or None
    if kind is not None and kind not in KINDS:
        abort(400, description=f"unknown kind {kind!r} (one of: {', '.join(KINDS)})")
    if document is not None and get_kb().document(document) is None:
        abort(400, description=f"unknown document {document!r}")
    page = _int_arg("page", 1, 1, 500)
    size = current_page_size()
    if query and request.args.get("redirect") != "no" and kind is None and page == 1:
        target = direct_url(query)
        if target:
            return redirect_to(target, fmt)
    data: dict[str, Any] = {"query": query, "kind": kind, "document": document, "page": page,
                            "page_size": size, "total": 0, "pages": 0, "suggestion": None,
                            "corrected": False, "read_as": [], "by_kind": {},
                            "by_document": {}, "other_editions": [], "document_labels": {},
                            "hits": []}
    if query:
        data.update(RESULTS.get((query, kind, document, page, size),
                                lambda: run_search(query, kind, document, page, size)))
        if data["read_as"] and "ask" in current_app.blueprints:
            data["ask_url"] = url_for("ask.ask", q=query)
    groups: dict[str, list[dict[str, Any]]] = {}
    for hit in data["hits"]:
        groups.setdefault(hit["kind"], []).append(hit)
    return render_page("search/results.html", fmt, data, groups=groups, kinds=KINDS,
                       kind_labels=KIND_LABELS, page_url=page_url)


def run_search(query: str, kind: str | None, document: str | None, page: int,
               size: int) -> dict[str, Any]:
    """One page of hits, with the query's counts by kind and by document (counted by
    the index in the same pass as the search; one more pass when a filter is on)."""
    labels = edition_labels()
    others = [d for d in labels if d in _others()]
    session = get_session()
    # The 2003 rules by default: other editions only when asked for, counted apart.
    results = session.search(query, kind=kind, document=document, limit=size, page=page,
                             exclude=() if document else others)
    data: dict[str, Any] = results.to_json()
    data.update(kind=kind, document=document, page_size=size,
                pages=math.ceil(results.total / size),
                other_editions=[{"document": d, "label": labels[d], "count": n}
                                for d, n in results.by_document.items()
                                if d in others and d != document],
                document_labels={d: labels[d] for d in results.by_document if d in labels})
    return data


def edition_labels() -> dict[str, str]:
    """Every document's label saying which edition it is ("sections 400–422 of an
    earlier edition (…)"), judged once per process from the read-only KB."""
    from kb.editions import plain_label

    def compute() -> dict[str, str]:
        kb = get_kb()
        return {str(d["id"]): plain_label(kb, str(d["id"]), default_edition())
                for d in kb.documents}
    return cached("edition_labels", compute)


def _others() -> list[str]:
    """The Comprehensive Rules documents search leaves out unless asked for."""
    from kb.editions import other_editions

    return cached("other_editions", lambda: other_editions(get_kb(), default_edition()))


class ResultCache:
    """The last *size* search results (the KB is read-only, so they never go stale)."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self._items: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[Any, ...], compute: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """The cached value of *key*, else ``compute()`` (stored, evicting the oldest)."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        value = compute()
        with self._lock:
            self._items[key] = value
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return value


#: Recent search results of this process.
RESULTS = ResultCache()


def current_page_size() -> int:
    """Hits per page (``SEARCH_PAGE_SIZE``)."""
    from flask import current_app

    return int(current_app.config["SEARCH_PAGE_SIZE"])


def page_url(**changes: Any) -> str:
    """The current search URL with some arguments changed (``None`` drops one)."""
    args: dict[str, Any] = {k: v for k, v in request.args.items() if k != "format"}
    args.update(changes)
    kept = {k: v for k, v in args.items() if v not in (None, "")}
    return url_for("search.search", **kept)
