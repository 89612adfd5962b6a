"""Shared fixtures: one real knowledge base built from the bundled corpus per test session,
the web app over it, a real server on a loopback port, and Debian's chromium for the
browser tests (one browser per session, a fresh page per test)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Iterator

import pytest
from click.testing import CliRunner
from flask import Flask
from flask.testing import FlaskClient

from kb.model import ParsedDocument
from kb.store import KnowledgeBase

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CORPUS_EXTRA = SHARED / "corpus-extra"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def corpus_documents() -> list[ParsedDocument]:
    """The bundled corpus, parsed (no KB written)."""
    from ingest import bundled_sources
    from ingest.sources import read_source

    return [read_source(path) for path in bundled_sources()]


@pytest.fixture(scope="session")
def kb_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real KB built once per session from the bundled corpus."""
    from ingest.build import build_kb

    path = tmp_path_factory.mktemp("kb") / "kb"
    build_kb(path)
    return path


@pytest.fixture(scope="session")
def kb(kb_dir: Path) -> Iterator[KnowledgeBase]:
    """The session KB, opened read-only."""
    from kb.store import open_kb

    base = open_kb(kb_dir)
    yield base
    base.close()


@pytest.fixture(scope="session")
def index_dir(kb_dir: Path) -> Path:
    """The Whoosh index of the session KB."""
    from kb.store import INDEX

    return kb_dir / INDEX


@pytest.fixture
def runner(monkeypatch: pytest.MonkeyPatch, kb_dir: Path) -> CliRunner:
    """A click runner whose default KB is the session KB."""
    monkeypatch.setenv("RULESJUDGE_KB", str(kb_dir))
    return CliRunner()


@pytest.fixture(scope="session")
def kb_extra_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A KB of the bundled corpus plus the four complete editions of ../shared/corpus-extra."""
    from ingest import bundled_sources
    from ingest.build import build_kb

    extras = sorted(CORPUS_EXTRA.glob("CR-*.txt"))
    if len(extras) != 4:
        pytest.skip(f"../shared/corpus-extra is not beside the project ({CORPUS_EXTRA})")
    path = tmp_path_factory.mktemp("kb-extra") / "kb"
    build_kb(path, bundled_sources() + extras)
    return path


@pytest.fixture(scope="session")
def kb_extra(kb_extra_dir: Path) -> Iterator[KnowledgeBase]:
    """The KB with the extra editions, opened read-only."""
    from kb.store import open_kb

    base = open_kb(kb_extra_dir)
    yield base
    base.close()


@pytest.fixture(scope="session")
def app(kb_dir: Path) -> Flask:
    """The web app over the session KB (created once: the KB is read-only)."""
    from webapp import create_app

    return create_app({"KB_DIR": kb_dir, "TESTING": True})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """A Flask test client of the session app."""
    return app.test_client()


@pytest.fixture(scope="session")
def live_server(app: Flask) -> Iterator[str]:
    """The app served by werkzeug in a thread on a free loopback port; yields its base URL."""
    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(5)
        server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's chromium, headless, through Playwright (nothing is downloaded)."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page, 1000×900; it fails the test on any console error."""
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    tab = context.new_page()
    errors: list[str] = []
    tab.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    yield tab
    context.close()
    assert errors == []
