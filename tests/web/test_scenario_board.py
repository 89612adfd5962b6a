"""Scenario pages as a picture of the board, stepped action by action."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from webapp.board import action_steps
from webapp.scenarios import examples_dir


def _step(html: str, number: int) -> str:
    start = html.index(f'<section class="step" id="step-{number}"')
    return html[start:html.index("</section>\n", html.index('<p class="step-pager">', start))]


def test_example_page_steps_through_every_action(client: FlaskClient) -> None:
    html = client.get("/scenarios/rampage").get_data(as_text=True)
    assert re.findall(r'<a href="#step-(\d+)">', html)[:4] == ["0", "1", "2", "3"]
    last = _step(html, 3)
    card = last[last.index('<li class="card tapped">'):]
    card = card[:card.index("</li>")]
    assert "Wolverine Pack" in card and '<span class="pt">4/6</span>' in card
    assert '<span class="damage">3 damage</span>' in card
    assert "graveyard: Grizzly Bears, Llanowar Elves" in last


def test_board_at_the_start_is_the_setup(client: FlaskClient) -> None:
    first = _step(client.get("/scenarios/rampage").get_data(as_text=True), 0)
    assert "<h3 id=\"step-0-h\">At the start</h3>" in first
    assert '<span class="pt">2/4</span>' in first and "tapped" not in first


def test_events_of_the_steps_are_all_the_events(client: FlaskClient) -> None:
    source = (examples_dir() / "rampage.yaml").read_text(encoding="utf-8")
    steps = action_steps(source)
    every = client.get("/scenarios/rampage.json").get_json()["result"]["events"]
    assert [e["seq"] for s in steps for e in s["events"]] == [e["seq"] for e in every]
    assert steps[-1]["board"] == client.get("/scenarios/rampage.json").get_json()["result"]["final"]


def test_pasted_scenario_shows_its_final_board(client: FlaskClient) -> None:
    bolt = """title: Bolt the bears
players: [{name: Alice, hand: [Lightning Bolt]}, {name: Bob}]
in_play: [{card: Grizzly Bears, controller: Bob, id: bears}, {card: Hill Giant, controller: Bob}]
actions: [{play: {card: Lightning Bolt, targets: [bears]}}, {pass: true}]
"""
    html = client.post("/scenarios/run", data={"scenario": bolt},
                       follow_redirects=True).get_data(as_text=True)
    assert 'id="step-0"' not in html and '<h2 id="end-h">At the end</h2>' in html
    assert '<span class="card-name">Hill Giant</span>' in html
    assert "graveyard: Grizzly Bears" in html
