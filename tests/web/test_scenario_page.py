"""The scenario page: examples run, pasted YAML runs, every cited rule is a link."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from kb.store import KnowledgeBase

BOLT = """title: Bolt the bears
players: [{name: Alice, hand: [Lightning Bolt]}, {name: Bob}]
in_play: [{card: Grizzly Bears, controller: Bob, id: bears}]
actions: [{play: {card: Lightning Bolt, targets: [bears]}}, {pass: true}]
"""


def test_example_trace_links_every_cited_rule_to_an_existing_rule(client: FlaskClient,
                                                                  kb: KnowledgeBase) -> None:
    html = client.get("/scenarios/trample_over_protection_cr_502_9d").get_data(as_text=True)
    linked = re.findall(r'<a class="rule-ref" href="/rules/([0-9.a-z]+)">\1</a>', html)
    assert "502.9b" in linked and "502.7e" in linked
    assert all(kb.has_rule(number) for number in linked)


def test_posted_yaml_runs_and_shows_the_final_state(client: FlaskClient) -> None:
    data = client.post("/scenarios/run.json", data={"scenario": BOLT}).get_json()
    assert data["ok"] is True and data["problems"] == []
    assert data["result"]["final"]["players"]["Bob"]["graveyard"] == ["Grizzly Bears"]
    html = client.post("/scenarios/run", data={"scenario": BOLT},
                       follow_redirects=True).get_data(as_text=True)
    assert "<h1>Bolt the bears</h1>" in html and 'href="/rules/420.5c"' in html


def test_invalid_yaml_is_a_400_naming_the_problem(client: FlaskClient) -> None:
    bad = BOLT.replace("Lightning Bolt]", "Lightning Blot]")
    response = client.post("/scenarios/run.json", data={"scenario": bad})
    data = response.get_json()
    assert (response.status_code, data["ok"], data["status"]) == (400, False, 400)
    assert set(data) == {"ok", "error", "errors", "status"}
    assert data["error"].startswith("not a valid scenario: ") and "Lightning Blot" in data["error"]
    assert any("Lightning Blot" in p for p in data["errors"])


def test_scenario_text_is_escaped(client: FlaskClient) -> None:
    evil = BOLT.replace("Bolt the bears", "<script>alert(1)</script>")
    html = client.post("/scenarios/run", data={"scenario": evil},
                       follow_redirects=True).get_data(as_text=True)
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;" in html


def test_scenario_longer_than_the_cap_is_refused(client: FlaskClient) -> None:
    response = client.post("/scenarios/run", data={"scenario": "#" * 20_001})
    assert response.status_code == 400


def test_unknown_example_is_404_with_nearest(client: FlaskClient) -> None:
    response = client.get("/scenarios/rampag.json")
    assert response.status_code == 404
    assert "rampage" in str(response.get_json()["errors"])
