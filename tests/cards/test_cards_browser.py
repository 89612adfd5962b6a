"""Browser test of the card pages: Playwright driving Debian's chromium against a real
server over the session KB (fixtures in tests/conftest.py)."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser


def test_from_the_card_index_to_a_keywords_rule(page: Any, live_server: str) -> None:
    page.goto(live_server + "/cards")
    assert page.title() == "Cards · rulesjudge"
    # the first page of the index (500 names) holds the A's
    page.locator("a[href='/cards/air-elemental']").click()
    page.wait_for_url(live_server + "/cards/air-elemental")
    assert page.locator("h1").inner_text() == "Air Elemental {3}{U}{U}"
    assert page.locator("p.type-line").inner_text() == "Creature — Elemental · 4/4"
    page.locator("p.card-text a", has_text="flying").click()
    page.wait_for_url(live_server + "/rules/502.4")
    assert page.title() == "502.4. Flying · rulesjudge"
