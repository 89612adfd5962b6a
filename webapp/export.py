"""``rulesjudge export site DIR``: every page and its JSON twin as static files.

The site is crawled from the contents page through the app itself (a test
client, no server), so what is written is exactly what the server shows.  Each
URL becomes a file (``/rules/420.5`` → ``rules/420.5.html``, its twin
``rules/420.5.json``; a query becomes part of the name:
``/rules/420.5?edition=cr-partial-400-422`` → ``rules/420.5~edition=cr-partial-400-422.html``),
and every link is rewritten relative to the file that holds it, so the folder
can be served from any path of any static host, or opened from disk.

Search runs in the browser over a prebuilt index (``search-index.json``, read by
``static/site-search.js``); the pages that need the server (ask, SPARQL,
running a pasted scenario) are left out and not linked.  The app renders
with ``STATIC_SITE`` on, which hides those links.

A folder is written only if it is new, empty, or an earlier export (it holds
:data:`MARKER`): nothing the program did not write is replaced.
"""

from __future__ import annotations

import dataclasses
import html
import json
import os
import posixpath
import re
import shutil
from collections import deque
from pathlib import Path
from typing import Any, Callable
from urllib.parse import parse_qsl, urlencode, urlsplit

from flask import Flask

#: The file that marks a folder as an export of this program.
MARKER = ".rulesjudge-site"

#: Endpoints that need the server: not exported, not linked.
DYNAMIC = {"search.search", "ask.ask", "sparql.endpoint", "scenarios.run"}

_LINK = re.compile(r'(href|src|action)="([^"]*)"')


class ExportError(Exception):
    """The site can't be written where asked."""


@dataclasses.dataclass(frozen=True, slots=True)
class ExportReport:
    """What an export wrote."""

    path: str
    """The folder."""
    pages: int
    """HTML pages written."""
    twins: int
    """JSON twins written."""
    index_entries: int
    """Entries of the search index."""
    seconds: float
    """How long it took."""

    def to_json(self) -> dict[str, Any]:
        """The report as JSON."""
        return dataclasses.asdict(self)


def file_for(url: str, suffix: str = ".html") -> str:
    """The file (relative to the site's root) that holds the page at *url*.

    >>> file_for("/")
    'index.html'
    >>> file_for("/rules/420.5?edition=cr-partial-400-422")
    'rules/420.5~edition=cr-partial-400-422.html'
    >>> file_for("/rules/420.5.json")
    'rules/420.5.json'
    """
    parts = urlsplit(url)
    path = parts.path
    if path.endswith(".json"):
        path, suffix = path[: -len(".json")], ".json"
    name = path.strip("/") or "index"
    if parts.query:
        query = urlencode(sorted(parse_qsl(parts.query)))
        name += "~" + query.replace("/", "%2F")
    return name + suffix


def _check_target(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise ExportError(f"{out} exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).is_file():
        raise ExportError(f"{out} is not empty and not an earlier site export: "
                          "choose a new or empty folder")


def export_site(app: Flask, out: Path, progress: Callable[[str], None] = lambda url: None,
                limit: int | None = None) -> ExportReport:
    """Crawl *app* from ``/`` and write every page, its twin and the search index to *out*.

    *limit* caps the number of pages (for a quick look); links to pages left out
    then point to nothing.

    :raises ExportError: if *out* is a file or a folder of something else, or can't
        be written.
    """
    import time

    start = time.perf_counter()
    _check_target(out)
    app.config["STATIC_SITE"] = True
    client = app.test_client()
    adapter = app.url_map.bind("localhost")
    pages: dict[str, str] = {}
    twins: dict[str, str] = {}
    moved: dict[str, str] = {}  # a URL the app redirects (an alias, "See X") → its target
    queue: deque[str] = deque(["/"])
    seen = {"/"}
    while queue and (limit is None or len(pages) < limit):
        url = queue.popleft()
        response = client.get(url)
        if response.status_code in (301, 302, 303, 307, 308):
            location = urlsplit(response.headers["Location"])
            target = location.path + ("?" + location.query if location.query else "")
            if target.startswith("/") and _endpoint(adapter, target) not in DYNAMIC | {None}:
                moved[url] = target
                if target not in seen:
                    seen.add(target)
                    queue.append(target)
            continue
        if response.status_code != 200 or response.mimetype != "text/html":
            continue
        body = response.get_data(as_text=True)
        pages[url] = body
        progress(url)
        twin = client.get(_twin_url(url))
        if twin.status_code == 200:
            twins[url] = twin.get_data(as_text=True)
        for _attr, raw in _LINK.findall(body):
            target = html.unescape(raw).split("#")[0]
            if not target.startswith("/") or target.startswith("//") or target in seen:
                continue
            if target.startswith("/static/") or _endpoint(adapter, target) in DYNAMIC | {None}:
                continue
            if urlsplit(target).path.endswith(".json"):
                continue
            seen.add(target)
            queue.append(target)
    index = search_index(app)
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / MARKER).write_text("written by rulesjudge export site\n", encoding="utf-8")
        static = Path(app.static_folder or "")
        shutil.copytree(static, out / "static", dirs_exist_ok=True)
        exported = set(pages) | {url for url, target in moved.items() if target in pages}
        for url, body in pages.items():
            name = file_for(url)
            _write(out / name, _relink(body, name, adapter, exported))
            if url in twins:
                _write(out / file_for(url, ".json"), twins[url])
        for url, target in moved.items():
            if target in pages:
                name = file_for(url)
                here = posixpath.dirname(name) or "."
                _write(out / name, _redirect_page(posixpath.relpath(file_for(target), here)))
        _write(out / "search-index.json", json.dumps(index, ensure_ascii=False, separators=(",", ":")))
        with app.test_request_context("/search"):
            from flask import render_template

            page = render_template("export/search.html", search_query="")
        _write(out / "search.html", _relink(page, "search.html", adapter, exported))
    except OSError as exc:
        raise ExportError(f"cannot write the site to {out}: {exc.strerror or exc}") from None
    finally:
        app.config["STATIC_SITE"] = False
    return ExportReport(str(out), len(pages) + 1, len(twins), len(index),
                        round(time.perf_counter() - start, 2))


def _redirect_page(target: str) -> str:
    """A page that sends the reader on to the file *target* (relative; a static host
    can't redirect)."""
    link = html.escape(target)
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="refresh" content="0; url={link}"><title>Moved</title></head>'
            f'<body><p>See <a href="{link}">{link}</a>.</p></body></html>')


def _twin_url(url: str) -> str:
    parts = urlsplit(url)
    path = "/.json" if parts.path == "/" else parts.path.rstrip("/") + ".json"
    return path + ("?" + parts.query if parts.query else "")


def _endpoint(adapter: Any, url: str) -> str | None:
    from werkzeug.exceptions import HTTPException

    try:
        endpoint, _ = adapter.match(urlsplit(url).path, method="GET")
    except HTTPException:
        return None
    return str(endpoint)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def _relink(body: str, name: str, adapter: Any, exported: set[str]) -> str:
    """*body* with every site link made relative to the file *name*."""
    here = posixpath.dirname(name)

    def relative(target: str) -> str:
        return posixpath.relpath(target, here or ".")

    def replace(match: re.Match[str]) -> str:
        attr, raw = match.group(1), match.group(2)
        url = html.unescape(raw)
        if not url.startswith("/") or url.startswith("//"):
            return match.group(0)
        path, _, fragment = url.partition("#")
        tail = "#" + fragment if fragment else ""
        if path.startswith("/static/"):
            new = relative(path.lstrip("/").split("?")[0])
        elif _endpoint(adapter, path) == "search.search":
            query = urlsplit(path).query
            new = relative("search.html") + ("?" + query if query else "")
        elif urlsplit(path).path.endswith(".json"):
            new = relative(file_for(path))
        elif path in exported or path == "":
            new = relative(file_for(path or "/"))
        else:
            return match.group(0)
        return f'{attr}="{html.escape(new + tail)}"'

    return _LINK.sub(replace, body)


def search_index(app: Flask) -> list[dict[str, str]]:
    """The entries the static search looks through: every rule of the default
    edition, glossary entry, ruling, rulings section and rulebook passage, each
    with the file of its page (relative to the site's root)."""
    from webapp.text import short
    from webapp.views import default_edition, get_kb, link_url

    entries: list[dict[str, str]] = []
    with app.test_request_context("/"):
        kb = get_kb()
        sources = [("rule", default_edition()), ("glossary", default_edition()), ("ruling", None),
                   ("section", None), ("rulebook", None)]
        for kind, document in sources:
            for page in kb.generate_pages(kind, document):
                data = page.data
                url = link_url({"kind": kind, "id": page.id, "document": page.document})
                if not url:
                    continue
                title = str(data.get("term") or data.get("title") or "")
                text = str(data.get("text") or "")
                entries.append({"k": kind, "id": page.id, "t": title, "u": file_for(url),
                                "x": short(text, 240)})
    return entries
