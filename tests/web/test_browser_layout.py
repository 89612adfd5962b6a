"""How the pages look at phone size (390×844) and on a desktop, and the scenario
editor in a real browser (issue 12 items 4 and 7): no page scrolls sideways, the
header is one row, a pasted scenario gets a URL that reproduces it, the editor keeps
indentation and lower case; axe-core finds no serious or critical violation.

Playwright drives Debian's chromium; axe-core is the copy bundled in the
axe-playwright-python package (nothing is downloaded).  Screenshots of the phone
pages go to ``test-artifacts/phone-*.png``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}

#: One page of every kind.
PAGES = ["/", "/rules/420", "/rules/420.5", "/rules/502.9b", "/glossary", "/glossary/regenerate",
         "/rulings", "/rulings/A.37", "/rulings/A.4.21", "/rulings/K.16.6", "/rules/502.17", "/rulebook", "/rulebook/introduction",
         "/search?q=trample&redirect=no", "/search?q=zzqqxx", "/ask?q=can+I+regenerate",
         "/scenarios", "/scenarios/banding_flyer_and_swampwalker_cr_502_10e_example",
         "/scenarios/cards", "/sparql", "/sparql?query=SELECT+*+WHERE+%7B%3Fs+%3Fp+%3Fo%7D+LIMIT+5",
         "/docs", "/docs/kb-format", "/rules/999"]

SCENARIO = """title: shock the elves
players:
  - name: Alice
    hand: [Shock]
  - name: Bob
in_play:
  - {card: Llanowar Elves, controller: Bob, id: elves}
actions:
  - play: {card: Shock, targets: [elves]}
  - pass: true
"""


@pytest.fixture(params=["phone", "desktop"])
def screen(request: pytest.FixtureRequest, browser: Any) -> Iterator[tuple[str, Any]]:
    """A tab at phone size (a touch device) or at desktop size."""
    if request.param == "phone":
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    else:
        context = browser.new_context(viewport=DESKTOP)
    yield request.param, context.new_page()
    context.close()


def _header_rows(tab: Any) -> int:
    """How many rows the header's visible items take (items whose tops differ)."""
    tops = tab.evaluate("""() => Array.from(document.querySelectorAll('header.site > *'))
        .filter(e => e.getClientRects().length > 0)
        .map(e => { const r = e.getBoundingClientRect(); return Math.round(r.top + r.height / 2); })""")
    rows: list[int] = []
    for middle in sorted(tops):
        if not rows or middle - rows[-1] > 8:
            rows.append(middle)
    return len(rows)


@pytest.mark.parametrize("path", PAGES)
def test_page_has_no_sideways_scroll_and_a_one_row_header(screen: tuple[str, Any], live_server: str,
                                                          path: str) -> None:
    name, tab = screen
    tab.goto(live_server + path)
    width = PHONE["width"] if name == "phone" else DESKTOP["width"]
    assert tab.evaluate("document.documentElement.scrollWidth") <= width
    assert _header_rows(tab) == 1
    assert tab.evaluate("document.querySelector('header.site').getBoundingClientRect().height") < 60
    if name == "phone" and path in ("/rules/420.5", "/scenarios", "/"):
        ARTIFACTS.mkdir(exist_ok=True)
        tab.screenshot(path=str(ARTIFACTS / f"phone-{path.strip('/').replace('/', '-') or 'contents'}.png"))


def test_phone_menu_opens_and_leads_to_a_page(browser: Any, live_server: str) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    tab = context.new_page()
    tab.goto(live_server + "/rules/420")
    assert tab.locator("header nav.wide").is_visible() is False
    tab.locator("header details.menu > summary").click()
    tab.locator("header details.menu a", has_text="Glossary").click()
    tab.wait_for_url(live_server + "/glossary")
    context.close()


def test_neighbourhood_text_is_page_sized_on_a_phone(browser: Any, live_server: str) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True)
    tab = context.new_page()
    tab.goto(live_server + "/rules/420.5")
    assert tab.locator("svg.neighbourhood.wide").is_visible() is False
    label = tab.locator("svg.neighbourhood.narrow a text").first
    height = label.evaluate("el => el.getBoundingClientRect().height")
    context.close()
    assert height >= 11  # drawn at about 1:1, not shrunk to 5 px


def test_editor_keeps_indentation_and_lower_case(screen: tuple[str, Any], live_server: str) -> None:
    _, tab = screen
    tab.goto(live_server + "/scenarios")
    editor = tab.locator("textarea#scenario-text")
    from webapp.scenarios import FIRST_EXAMPLE, examples_dir

    assert editor.input_value() == (examples_dir() / f"{FIRST_EXAMPLE}.yaml").read_text("utf-8")
    attrs = editor.evaluate("el => [el.getAttribute('autocapitalize'), el.getAttribute('autocorrect'),"
                            " el.spellcheck, getComputedStyle(el).whiteSpace,"
                            " getComputedStyle(el).fontFamily]")
    assert attrs[:4] == ["off", "off", False, "pre"]
    assert "mono" in attrs[4].lower()
    width = editor.evaluate("el => el.getBoundingClientRect().width")
    viewport = tab.viewport_size["width"]
    assert width >= min(viewport - 40, 600)
    editor.fill("")
    editor.press_sequentially(SCENARIO)
    assert editor.input_value() == SCENARIO


def test_pasted_scenario_gets_a_url_that_reproduces_it(screen: tuple[str, Any], browser: Any,
                                                       live_server: str) -> None:
    _, tab = screen
    tab.goto(live_server + "/scenarios")
    tab.locator("textarea#scenario-text").fill(SCENARIO)
    tab.locator("form.scenario button[type=submit]").click()
    tab.wait_for_url(live_server + "/scenarios/run?s=*")
    shared = tab.url
    assert tab.locator("h1").inner_text() == "shock the elves"
    other = browser.new_context(viewport=DESKTOP)
    fresh = other.new_page()
    fresh.goto(shared)
    assert fresh.locator("h1").inner_text() == "shock the elves"
    assert fresh.locator("textarea#scenario-text").input_value() == SCENARIO
    fresh.locator("footer a", has_text="This page as JSON").click()
    data = json.loads(fresh.locator("body").inner_text())
    other.close()
    assert data["ok"] is True and data["source"] == SCENARIO
    assert data["result"]["final"]["players"]["Bob"]["graveyard"] == ["Llanowar Elves"]


#: The main pages, checked with axe-core at desktop size; the phone layout of some.
AXE_PAGES = [(path, "desktop") for path in (
    "/", "/rules/420.5", "/glossary", "/glossary/regenerate", "/rulings", "/rulings/A.37",
    "/search?q=trample&redirect=no", "/ask?q=can+I+regenerate", "/scenarios", "/scenarios/rampage",
    "/scenarios/cards", "/sparql", "/rulebook/introduction", "/rulings/K.16.6", "/rules/502.17")] + [
    (path, "phone") for path in ("/", "/rules/420.5", "/scenarios/rampage",
                                 "/search?q=trample&redirect=no", "/rulings/K.16.6", "/rules/502.17")]


@pytest.mark.parametrize("path, size", AXE_PAGES, ids=[f"{s}:{p}" for p, s in AXE_PAGES])
def test_page_has_no_serious_accessibility_violations(browser: Any, live_server: str, path: str,
                                                      size: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    context = browser.new_context(viewport=PHONE if size == "phone" else DESKTOP)
    tab = context.new_page()
    tab.goto(live_server + path)
    violations = Axe().run(tab).response["violations"]
    context.close()
    serious = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in violations
               if v["impact"] in ("serious", "critical")]
    assert serious == []
