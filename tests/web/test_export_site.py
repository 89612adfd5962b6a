"""``rulesjudge export site``: every page and twin as static files, crawled for
broken links (issue 12, "a static site")."""

from __future__ import annotations

import html
import json
import posixpath
import re
import threading
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import unquote, urlsplit

import pytest
from click.testing import CliRunner

from webapp.export import MARKER, ExportError, export_site, file_for

_LINK = re.compile(r'(href|src|action)="([^"]*)"')


@pytest.fixture(scope="module")
def site(kb_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The session KB exported once."""
    from webapp import create_app

    out = tmp_path_factory.mktemp("site") / "site"
    export_site(create_app({"KB_DIR": kb_dir, "TESTING": True}), out)
    return out


def _links(site: Path) -> Iterator[tuple[str, str]]:
    for page in site.rglob("*.html"):
        name = page.relative_to(site).as_posix()
        for _attr, raw in _LINK.findall(page.read_text(encoding="utf-8")):
            yield name, html.unescape(raw)


def test_every_link_of_the_site_resolves_to_a_file(site: Path) -> None:
    broken, count = [], 0
    for name, url in _links(site):
        if url.startswith(("http:", "https:", "data:", "#")):
            continue
        count += 1
        target = posixpath.normpath(posixpath.join(posixpath.dirname(name), unquote(urlsplit(url).path)))
        if not (site / target).is_file():
            broken.append((name, url))
    assert count > 50_000 and broken == []


def test_no_link_is_absolute_or_to_the_server(site: Path) -> None:
    absolute = {(name, url) for name, url in _links(site)
                if url.startswith("/") or "/sparql" in url or "/ask" in url or "scenarios/run" in url}
    assert absolute == set()


def test_every_page_has_its_json_twin(site: Path) -> None:
    pages = [p for p in site.rglob("*.html") if p.name != "search.html"
             and "Moved" not in p.read_text(encoding="utf-8")[:300]]
    assert len(pages) > 3000
    for page in pages:
        twin = page.with_suffix(".json")
        assert json.loads(twin.read_text(encoding="utf-8"))["ok"] is True, twin


def test_rule_page_and_twin_are_written_where_the_url_says(site: Path) -> None:
    page = (site / "rules" / "502.9b.html").read_text(encoding="utf-8")
    assert "<title>502.9b — Trample · rulesjudge</title>" in page
    assert 'href="../static/style.css"' in page and 'href="502.9e.html"' in page
    assert json.loads((site / "rules" / "502.9b.json").read_text("utf-8"))["rule"]["id"] == "502.9b"
    assert (site / file_for("/rules/420.5?edition=cr-partial-400-422")).is_file()


def test_search_index_points_at_written_pages(site: Path) -> None:
    index = json.loads((site / "search-index.json").read_text(encoding="utf-8"))
    entry = next(e for e in index if e["k"] == "rule" and e["id"] == "502.9b")
    assert entry["u"] == "rules/502.9b.html"
    assert all((site / e["u"]).is_file() for e in index)
    assert {e["k"] for e in index} == {"rule", "glossary", "ruling", "section", "rulebook"}


def test_alias_pages_lead_on_to_their_entry(site: Path) -> None:
    page = (site / "glossary" / "y-z.html").read_text(encoding="utf-8")
    assert '<meta http-equiv="refresh" content="0; url=x.html">' in page


def test_export_refuses_a_folder_of_something_else(tmp_path: Path, kb_dir: Path) -> None:
    from webapp import create_app

    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(ExportError, match="is not empty and not an earlier site export"):
        export_site(create_app({"KB_DIR": kb_dir}), tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]
    assert not (tmp_path / MARKER).exists()


def test_cli_export_site_into_a_file_is_a_clear_error(runner: CliRunner, tmp_path: Path) -> None:
    from rulesjudge import main

    target = tmp_path / "file.txt"
    target.write_text("x", encoding="utf-8")
    result = runner.invoke(main, ["export", "site", str(target)])
    assert result.exit_code == 1 and "exists and is not a folder" in result.output
    assert target.read_text(encoding="utf-8") == "x"


@pytest.mark.browser
def test_static_search_finds_a_rule_in_the_browser(site: Path, page: Any) -> None:
    import functools
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        page.goto(f"http://127.0.0.1:{server.server_port}/rules/420.html")
        page.fill("header input[name=q]", "trample")
        page.press("header input[name=q]", "Enter")
        page.wait_for_selector("#site-search-hits li")
        first = page.locator("#site-search-hits li a").first
        assert first.inner_text() == "trample Trample"
        first.click()
        page.wait_for_url("**/glossary/trample.html")
    finally:
        server.shutdown()
        server.server_close()
