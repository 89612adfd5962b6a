"""What every page shares: the KB handle, the JSON twin, links and request limits.

A view computes one dict of data, then :func:`render_page` either renders its
template or returns ``{"ok": true, **data}`` as JSON, as datasette's views
branch on the format once the data is built.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Callable, TypeVar
from urllib.parse import urlencode

from flask import Flask, abort, current_app, jsonify, render_template, request, url_for
from flask.typing import ResponseReturnValue
from werkzeug.wrappers import Response

from webapp import MAX_QUERY_CHARS, MAX_SCENARIO_CHARS

if TYPE_CHECKING:
    from kb.store import KnowledgeBase

T = TypeVar("T")

#: The ``fmt`` values the JSON twin routes accept: ``/rules/420.json``.
JSON_FORMATS = ("json",)

_CACHE_LOCK = threading.Lock()


def get_kb() -> KnowledgeBase:
    """The knowledge base of this request (shared, read-only): the one the app
    had when the request began, even if a new build is swapped in meanwhile."""
    from flask import g

    kb = g.get("kb")
    return kb if kb is not None else current_app.extensions["kb"]  # type: ignore[no-any-return]


def cached(name: str, compute: Callable[[], T]) -> T:
    """A value computed once per process from the read-only KB (contents, glossary);
    kept with the KB, so a new build starts afresh."""
    kb = get_kb()
    cache: dict[str, Any] | None = getattr(kb, "webcache", None)
    if cache is None:
        with _CACHE_LOCK:
            cache = kb.__dict__.setdefault("webcache", {})
    if name not in cache:
        # Computed outside the lock: a computation may itself use the cache.  Two
        # threads may both compute a value at start-up; the first one stored wins.
        value = compute()
        with _CACHE_LOCK:
            cache.setdefault(name, value)
    return cache[name]  # type: ignore[no-any-return]


def default_edition() -> str:
    """The document id of the default CR edition."""
    return cached("default_edition", lambda: get_kb().resolve_edition(None))


def is_json_request(fmt: str | None = None) -> bool:
    """Whether this request asks for the JSON twin (``.json`` or ``?format=json``)."""
    return fmt == "json" or request.args.get("format") == "json"


def json_url() -> str:
    """The URL of the current page's JSON twin."""
    path = request.path
    if path.endswith(".json"):
        twin = path
    elif path == "/":
        twin = "/.json"
    else:
        twin = path.rstrip("/") + ".json"
    args = [(k, v) for k, v in request.args.items(multi=True) if k != "format"]
    return twin + ("?" + urlencode(args) if args else "")


def render_page(template: str, fmt: str | None, data: dict[str, Any],
                **extra: Any) -> ResponseReturnValue:
    """Render *template* with *data* and *extra*, or answer ``{"ok": true, **data}``."""
    if is_json_request(fmt):
        return jsonify({"ok": True, **data})
    return render_template(template, **data, **extra)


def render_static_page(cache_key: str, template: str, fmt: str | None, data: dict[str, Any],
                       **extra: Any) -> ResponseReturnValue:
    """:func:`render_page` for a page that depends only on the read-only KB and on
    *cache_key* (an index page, with its validated arguments in the key): its HTML
    is rendered once per process.  A request with other arguments is rendered
    afresh, so the cache holds one copy per page, whatever the requests."""
    if is_json_request(fmt):
        return jsonify({"ok": True, **data})
    if request.args:
        return render_template(template, **data, **extra)
    return cached(f"html:{cache_key}", lambda: render_template(template, **data, **extra))


def redirect_to(url: str, fmt: str | None = None) -> Response:
    """A 302 to *url*: a page only.  A JSON twin never redirects (a client reading
    JSON gets the record it asked for, or an error), so views answer JSON before
    calling this; *fmt* is accepted for their convenience and must not be JSON."""
    from flask import redirect

    if is_json_request(fmt):
        raise ValueError(f"a JSON request is never redirected (to {url!r})")
    return redirect(url)


def link_url(link: dict[str, Any] | None) -> str | None:
    """The URL of a page link (``{"key", "kind", "id", "document", ...}``), or ``None``
    for a target that has no page (a CR edition that is not loaded)."""
    if not link:
        return None
    kind, ident, document = link.get("kind"), str(link.get("id", "")), link.get("document")
    if kind == "rule":
        args = {} if document == default_edition() else {"edition": document}
        return url_for("rules.show", number=ident, **args)
    if kind == "glossary":
        args = {} if document == default_edition() else {"document": document}
        return url_for("glossary.show", term=ident, **args)
    if kind in ("ruling", "section"):
        return url_for("rulings.show", number=ident)
    if kind == "rulebook":
        return url_for("rulebook.show", slug=ident)
    if kind == "card":
        args = {} if document == "cards-builtin" or not document else {"document": document}
        return url_for("cards.show", name=ident, **args)
    if kind == "index":
        return url_for("rulings.index") + "#index-" + ident
    if kind == "document":
        return url_for("contents.index") + "#doc-" + ident
    return None


def record_label(kind: str, document: str, ident: str) -> str:
    """A short description of a rule or ruling without a title: its text's start."""
    from webapp.text import short

    def compute() -> dict[str, str]:
        return {page.id: page.title if page.title and page.title != page.id
                else short(str(page.data.get("text", "")), 60)
                for page in get_kb().generate_pages(kind, document)}

    return cached(f"labels:{kind}:{document}", compute).get(ident, "")


def link_label(link: dict[str, Any], describe: bool = True) -> str:
    """A short label for a link: ``502.9e Trample``, a term, or with *describe* the
    start of an untitled rule's or ruling's text."""
    ident, title = str(link.get("id", "")), str(link.get("title") or "")
    kind = link.get("kind")
    if kind in ("glossary", "rulebook", "index") and title:
        return title
    if title and title != ident:
        return f"{ident} {title}"
    if describe and kind in ("rule", "ruling") and link.get("document"):
        text = record_label(str(kind), str(link["document"]), ident)
        return f"{ident} {text}" if text else ident
    return ident


def document_label(document: str | None) -> str:
    """The human label of a document id (falls back to the id)."""
    if not document:
        return ""
    labels = cached("document_labels", lambda: {
        d["id"]: d.get("label") or d.get("title") or d["id"] for d in get_kb().documents})
    return str(labels.get(document, document))


def _arg_limit(source: Any, key: str) -> int:
    """The longest value accepted for *key*: a posted scenario is a YAML document and a
    shared one (``/scenarios/run?s=``) a packed one, not queries."""
    from webapp.share import MAX_TOKEN_CHARS

    if source is request.form and key == "scenario":
        return MAX_SCENARIO_CHARS
    if key == "s" and request.endpoint == "scenarios.run":
        return MAX_TOKEN_CHARS
    return MAX_QUERY_CHARS


def check_request_size() -> None:
    """Refuse over-long queries, form values and paths with 400 (not 500)."""
    if len(request.path) > MAX_QUERY_CHARS:
        abort(400, description=f"path longer than {MAX_QUERY_CHARS} characters")
    sources = [request.args] + ([request.form] if request.method == "POST" else [])
    for source in sources:
        for key, value in source.items(multi=True):
            limit = _arg_limit(source, key)
            if len(value) > limit:
                abort(400, description=f"{key!r} is longer than {limit} characters")
    if request.method == "POST" and (request.content_length or 0) > 4 * MAX_SCENARIO_CHARS:
        abort(400, description="request body too long")


def add_security_headers(response: Response) -> Response:
    """Same-origin only: no inline script, nothing from elsewhere."""
    response.headers.setdefault(
        "Content-Security-Policy",
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "frame-ancestors 'none'; form-action 'self'; base-uri 'none'")
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    return response


def install(app: Flask) -> None:
    """Register the request limits, headers, template helpers and filters."""
    from webapp import text

    app.before_request(check_request_size)
    app.after_request(add_security_headers)

    app.jinja_env.globals.update(json_url=json_url, link_url=link_url, link_label=link_label,
                                 document_label=document_label, default_edition=default_edition)

    @app.context_processor
    def helpers() -> dict[str, Any]:
        static_site = bool(current_app.config.get("STATIC_SITE"))
        return {"has_ask": "ask" in current_app.blueprints and not static_site,
                "static_site": static_site}

    app.add_template_filter(text.highlight_snippet, "snippet")
