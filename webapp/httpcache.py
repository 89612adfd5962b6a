"""HTTP caching: a page is the same for as long as the KB build and the code are.

Every page read with GET is computed from the read-only KB and the URL alone,
so its validator is the KB build's version (its directory name) joined to a
digest of the code that renders it.  Each answer carries ``ETag`` and
``Cache-Control: public, no-cache`` (keep it, ask before reuse); a request whose
``If-None-Match`` names the current validator gets ``304 Not Modified`` before
the page is computed.  A new KB build, or new code, changes the validator, so
no one keeps a stale page.  Posted scenarios and SPARQL are not cached; neither
are errors.

For the same reason a process keeps the pages it rendered last
(:class:`PageCache`, ``PAGE_CACHE_BYTES`` of them, 0 for none), keyed by the KB
build and the URL (with its host): a page asked again is sent without being rendered.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from pathlib import Path

from flask import Flask, current_app, g, request
from werkzeug.wrappers import Response

#: Endpoints whose answers are never cached (posted work, or answers that vary).
UNCACHED = frozenset({"scenarios.run", "sparql.endpoint", "static"})

#: Blueprints whose pages :class:`PageCache` keeps: computed from the KB alone (ask and
#: search keep their own answers; docs and scenarios read files of the repository).
KEPT = frozenset({"contents", "rules", "glossary", "rulings", "rulebook", "cards", "changes"})

#: Largest page :class:`PageCache` keeps, in bytes.
MAX_KEPT_PAGE = 1 << 20

#: The Cache-Control of a cacheable page: stored, revalidated before each reuse.
CACHE_CONTROL = "public, no-cache"

_ROOT = Path(__file__).resolve().parent.parent


def code_digest() -> str:
    """A digest of the code and templates pages come from (file sizes and times)."""
    digest = hashlib.sha256()
    for package in ("webapp", "kb", "judge", "docs"):
        for path in sorted((_ROOT / package).rglob("*")):
            if path.suffix in (".py", ".html", ".yaml", ".css", ".js", ".md") and path.is_file():
                stat = path.stat()
                digest.update(f"{path.relative_to(_ROOT)}:{stat.st_size}:{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:12]


def etag() -> str:
    """The validator of every page now: the request's KB build and the code."""
    from webapp.views import get_kb

    return f"{get_kb().path.name}-{current_app.config['CODE_DIGEST']}"


def _cacheable() -> bool:
    return request.method in ("GET", "HEAD") and request.endpoint is not None \
        and request.endpoint not in UNCACHED


class PageCache:
    """Rendered pages, the most recently used first out last, at most *max_bytes* of them."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._pages: OrderedDict[tuple[str, str], tuple[bytes, str]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str]) -> tuple[bytes, str] | None:
        """``(body, content type)`` kept under *key*, or ``None``."""
        with self._lock:
            found = self._pages.get(key)
            if found is not None:
                self._pages.move_to_end(key)
            return found

    def put(self, key: tuple[str, str], body: bytes, mimetype: str) -> None:
        """Keep *body*, dropping the least recently used pages past the size."""
        if len(body) > min(self.max_bytes, MAX_KEPT_PAGE):
            return
        with self._lock:
            old = self._pages.pop(key, None)
            self._bytes -= len(old[0]) if old else 0
            self._pages[key] = (body, mimetype)
            self._bytes += len(body)
            while self._bytes > self.max_bytes:
                _, (dropped, _) = self._pages.popitem(last=False)
                self._bytes -= len(dropped)

    def __len__(self) -> int:
        return len(self._pages)


def _page_key() -> tuple[str, str] | None:
    """The KB build, and the URL with its host (pages hold absolute permalinks) and
    whether the app renders a static export."""
    from webapp.views import get_kb

    if not _cacheable() or request.blueprint not in KEPT:
        return None
    static = "static-site:" if current_app.config.get("STATIC_SITE") else ""
    return get_kb().path.name, static + request.host_url + request.full_path.lstrip("/")


def kept_page() -> Response | None:
    """Before a request (after :func:`not_modified`): the page as rendered before."""
    key = _page_key()
    found = current_app.extensions["page_cache"].get(key) if key else None
    if found is None:
        return None
    g.page_kept = True
    return current_app.response_class(found[0], content_type=found[1])


def keep_page(response: Response) -> Response:
    """After a request: keep a page answered 200 for the next time it is asked."""
    key = None if g.get("page_kept") else _page_key()
    if key and response.status_code == 200 and not response.is_streamed \
            and not response.direct_passthrough:
        current_app.extensions["page_cache"].put(key, response.get_data(),
                                                 str(response.content_type))
    return response


def not_modified() -> Response | None:
    """Before a request (after the KB is pinned): 304 if the client's copy is current."""
    if not _cacheable() or not request.if_none_match:
        return None
    tag = etag()
    if not request.if_none_match.contains_weak(tag):
        return None
    response = current_app.response_class(status=304)
    response.set_etag(tag, weak=True)
    response.headers["Cache-Control"] = CACHE_CONTROL
    return response


def add_validator(response: Response) -> Response:
    """After a request: a page answered 200 gets its ``ETag`` and ``Cache-Control``."""
    if response.status_code == 200 and _cacheable() and "ETag" not in response.headers:
        response.set_etag(etag(), weak=True)
        response.headers["Cache-Control"] = CACHE_CONTROL
    return response


def install(app: Flask) -> None:
    """Answer conditional GETs, tag every cacheable page and keep the pages rendered
    (after :mod:`webapp.reload`)."""
    app.config.setdefault("CODE_DIGEST", code_digest())
    app.extensions["page_cache"] = PageCache(int(app.config["PAGE_CACHE_BYTES"]))
    app.before_request(not_modified)
    app.before_request(kept_page)
    app.after_request(add_validator)
    app.after_request(keep_page)
