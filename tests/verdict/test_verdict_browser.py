"""The verdict card in a browser: ask a board question, open its scenario in the editor."""

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
def server(kb_dir: Path) -> Iterator[str]:
    """The app served by werkzeug on a free loopback port."""
    from werkzeug.serving import make_server

    from webapp import create_app

    app = create_app({"KB_DIR": kb_dir, "TESTING": True})
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, name="verdict-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()
        thread.join(5)
        httpd.server_close()


@pytest.fixture(scope="module")
def page(server: str) -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        tab = chromium.new_page(viewport={"width": 1000, "height": 900})
        errors: list[str] = []
        tab.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        yield tab
        chromium.close()
        assert errors == []


def test_ask_shows_the_verdict_and_opens_it_in_the_scenario_editor(page: Any, server: str) -> None:
    page.goto(server + "/ask")
    page.fill("form.search-big input[name=q]", "With combat damage on the stack I Giant Growth my 2/2 blocked by a 3/3. "
                               "Who dies?")
    page.press("form.search-big input[name=q]", "Enter")
    page.wait_for_selector("section.verdict")
    assert page.locator(".verdict-summary").inner_text() == (
        "No player's life total changes. Nothing is put into a graveyard.")
    assert "310.4" in page.locator("section.verdict ul.trace").inner_text()
    page.locator("section.verdict summary").click()  # the YAML, editable
    editor = page.locator("section.verdict textarea[name=scenario]")
    assert "advance: combat_damage" in editor.input_value()
    page.locator("section.verdict button", has_text="Open in the scenario editor").click()
    page.wait_for_url(server + "/scenarios/run*")
    assert "Giant Growth" in page.locator("ol.trace").inner_text()
    assert "advance: combat_damage" in page.locator("textarea[name=scenario]").input_value()
