"""The verdict card in a browser: ask a board question, open its scenario in the editor."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser


def test_ask_shows_the_verdict_and_opens_it_in_the_scenario_editor(page: Any, live_server: str) -> None:
    page.goto(live_server + "/ask")
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
    page.wait_for_url(live_server + "/scenarios/run*")
    assert "Giant Growth" in page.locator("ol.trace").inner_text()
    assert "advance: combat_damage" in page.locator("textarea[name=scenario]").input_value()
