"""HTTP caching: a page is the same for as long as the KB build and the code are.

Every page read with GET is computed from the read-only KB and the URL alone,
so its validator is the KB build's version (its directory name) joined to a
digest of the code that renders it.  Each answer carries ``ETag`` and
``Cache-Control: public, no-cache`` (keep it, ask before reuse); a request whose
``If-None-Match`` names the current validator gets ``304 Not Modified`` before
the page is computed.  A new KB build, or new code, changes the validator, so
no one keeps a stale page.  Posted scenarios and SPARQL are not cached; neither
are errors.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from flask import Flask, current_app, request
from werkzeug.wrappers import Response

#: Endpoints whose answers are never cached (posted work, or answers that vary).
UNCACHED = frozenset({"scenarios.run", "sparql.endpoint", "static"})

#: The Cache-Control of a cacheable page: stored, revalidated before each reuse.
CACHE_CONTROL = "public, no-cache"

_ROOT = Path(__file__).resolve().parent.parent


def code_digest() -> str:
    """A digest of the code and templates pages come from (file sizes and times)."""
    digest = hashlib.sha256()
    for package in ("webapp", "kb", "judge"):
        for path in sorted((_ROOT / package).rglob("*")):
            if path.suffix in (".py", ".html", ".yaml", ".css", ".js") and path.is_file():
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
    """Answer conditional GETs; tag every cacheable page (after :mod:`webapp.reload`)."""
    app.config.setdefault("CODE_DIGEST", code_digest())
    app.before_request(not_modified)
    app.after_request(add_validator)
