"""Browser tests: Playwright driving Debian's chromium against a real server.

Run with ``pytest -m browser tests/web``; they skip when chromium or the
Playwright package is missing.  The screenshot of a rule page is saved to
``test-artifacts/rule-502.9b.png``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

pytestmark = pytest.mark.browser


def test_contents_lists_the_parts(page: Any, live_server: str) -> None:
    page.goto(live_server + "/")
    assert page.title() == "Contents · rulesjudge"
    summaries = page.locator("details.part > summary").all_inner_texts()
    assert summaries[0] == "1. The Game" and len(summaries) == 5


def test_follow_a_rule_link_from_the_contents(page: Any, live_server: str) -> None:
    page.goto(live_server + "/")
    page.locator("details.part").nth(4).locator("summary").first.click()
    page.locator("a.section-link[href='/rules/502']").click()
    page.wait_for_url(live_server + "/rules/502")
    assert page.locator("h1").inner_text() == "502. Keyword Abilities"
    page.locator("ol.subrules-full a.num[href='/rules/502.9']").click()
    page.wait_for_url(live_server + "/rules/502.9")
    page.locator("ol.subrules-full a.num[href='/rules/502.9b']").click()
    page.wait_for_url(live_server + "/rules/502.9b")
    page.locator(".rule-text a.ref", has_text="502.9e").click()
    page.wait_for_url(live_server + "/rules/502.9e")
    assert page.locator("h1").inner_text() == "502.9e — Trample"


def test_search_from_the_header(page: Any, live_server: str) -> None:
    page.goto(live_server + "/rules/420")
    page.fill("header input[name=q]", "tramlpe")
    page.press("header input[name=q]", "Enter")
    page.wait_for_url("**/search?q=tramlpe")
    assert page.locator("p.suggestion a").inner_text() == "trample"
    assert page.locator("li.hit").count() > 0
    page.fill("header input[name=q]", "502.9b")
    page.press("header input[name=q]", "Enter")
    page.wait_for_url(live_server + "/rules/502.9b")


def test_hovering_a_glossary_term_shows_its_definition(page: Any, live_server: str) -> None:
    page.goto(live_server + "/rules/502.9b")
    term = page.locator(".rule-text a.term[href='/glossary/trample']")
    tip = term.evaluate("el => getComputedStyle(el, '::after').content")
    assert tip in ("none", "normal", "")
    term.hover()
    tip = term.evaluate("el => getComputedStyle(el, '::after').content")
    assert tip.startswith('"Trample is a static ability modifying the combat damage step')
    box = term.evaluate("el => getComputedStyle(el, '::after').display")
    assert box != "none"


def test_neighbourhood_node_is_a_link(page: Any, live_server: str) -> None:
    page.goto(live_server + "/rules/502.9b")
    page.locator("svg.neighbourhood.wide a[href='/rulings/A.37']").click()
    page.wait_for_url(live_server + "/rulings/A.37")
    assert page.locator("h1").inner_text() == "A.37 Trample"


def test_rule_page_reads_on_a_phone_without_sideways_scrolling(browser: Any, live_server: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    phone = context.new_page()
    phone.goto(live_server + "/rules/420")
    width = phone.evaluate("document.documentElement.scrollWidth")
    context.close()
    assert width <= 390


def test_screenshot_of_a_rule_page(page: Any, live_server: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.goto(live_server + "/rules/502.9b")
    page.locator(".rule-text a.term[href='/glossary/trample']").hover()
    path = ARTIFACTS / "rule-502.9b.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
