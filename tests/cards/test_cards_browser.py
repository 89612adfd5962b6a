"""Browser test of the card pages: Playwright driving Debian's chromium against a real
server over the session KB (skipped when chromium or Playwright is missing)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def cards_server(kb_dir: Path) -> Iterator[str]:
    """The web app over the session KB, served by werkzeug on a free loopback port."""
    from werkzeug.serving import make_server

    from webapp import create_app

    server = make_server("127.0.0.1", 0, create_app({"KB_DIR": kb_dir}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="cards-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()


@pytest.fixture(scope="module")
def tab(cards_server: str) -> Iterator[Any]:
    """A page of Debian's chromium; fails the test on any console error."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1000, "height": 900})
        errors: list[str] = []
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        yield page
        browser.close()
        assert errors == []


def test_from_the_card_index_to_a_keywords_rule(tab: Any, cards_server: str) -> None:
    tab.goto(cards_server + "/cards")
    assert tab.title() == "Cards · rulesjudge"
    tab.locator("a[href='/cards/serra-angel']").click()
    tab.wait_for_url(cards_server + "/cards/serra-angel")
    assert tab.locator("h1").inner_text() == "Serra Angel {3}{W}{W}"
    assert tab.locator("p.type-line").inner_text() == "Creature — Angel · 4/4"
    tab.locator("p.card-text a", has_text="flying").click()
    tab.wait_for_url(cards_server + "/rules/502.4")
    assert tab.title() == "502.4. Flying · rulesjudge"
