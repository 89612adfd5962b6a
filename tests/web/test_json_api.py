"""A walk of every JSON route, good and bad requests alike (issue 12 item 5):
no JSON URL redirects, ``ok`` is true on success and false on every error status,
and every error has the one shape ``{"ok", "error", "errors", "status"}``."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from webapp.errors import ERROR_KEYS
from webapp.share import encode

BOLT = """title: Bolt the bears
players: [{name: Alice, hand: [Lightning Bolt]}, {name: Bob}]
in_play: [{card: Grizzly Bears, controller: Bob, id: bears}]
actions: [{play: {card: Lightning Bolt, targets: [bears]}}, {pass: true}]
"""

#: (method, path, form data, expected status) for each endpoint, the inputs a page
#: would redirect (an alias, a query naming a page, a trailing dot) among them.
REQUESTS: list[tuple[str, str, dict[str, str] | None, int]] = [
    ("GET", "/.json", None, 200),
    ("GET", "/rules/420.5.json", None, 200),
    ("GET", "/rules/420.5..json", None, 200),
    ("GET", "/rules/999.json", None, 404),
    ("GET", "/rules/420.json?edition=1999-01-01", None, 404),
    ("POST", "/rules/420.json", {}, 405),
    ("GET", "/glossary.json", None, 200),
    ("GET", "/glossary.json?document=nosuch", None, 404),
    ("GET", "/glossary/regenerate.json", None, 200),
    ("GET", "/glossary/Regenerate.json", None, 200),
    ("GET", "/glossary/y-z.json", None, 200),
    ("GET", "/glossary/zzzzqq.json", None, 404),
    ("GET", "/rulings.json", None, 200),
    ("GET", "/rulings/A.37.json", None, 200),
    ("GET", "/rulings/Q.99.json", None, 404),
    ("GET", "/rulebook.json", None, 200),
    ("GET", "/rulebook/introduction.json", None, 200),
    ("GET", "/rulebook/Introduction.json", None, 200),
    ("GET", "/rulebook/nosuch-passage.json", None, 404),
    ("GET", "/search.json?q=damage", None, 200),
    ("GET", "/search.json?q=502.9b", None, 200),
    ("GET", "/search.json?q=regenerate", None, 200),
    ("GET", "/search.json?q=damage&kind=spell", None, 400),
    ("GET", "/search.json?q=damage&page=0", None, 400),
    ("GET", "/search.json?q=" + "x" * 1001, None, 400),
    ("GET", "/sparql.json?query=ASK+%7B+%3Fs+%3Fp+%3Fo+%7D", None, 200),
    ("GET", "/sparql.json?query=SELEKT", None, 400),
    ("POST", "/sparql.json", {"query": "INSERT DATA { <urn:a> <urn:b> <urn:c> }"}, 403),
    ("GET", "/scenarios.json", None, 200),
    ("GET", "/scenarios/rampage.json", None, 200),
    ("GET", "/scenarios/rampag.json", None, 404),
    ("POST", "/scenarios/run.json", {"scenario": BOLT}, 200),
    ("POST", "/scenarios/run.json", {"scenario": BOLT.replace("Bolt]", "Blot]")}, 400),
    ("POST", "/scenarios/run.json", {"scenario": "#" * 20_001}, 400),
    ("GET", "/scenarios/run.json?s=" + encode(BOLT), None, 200),
    ("GET", "/scenarios/run.json?s=@@", None, 400),
    ("GET", "/scenarios/run.json", None, 400),
    ("GET", "/scenarios/cards.json", None, 200),
    ("GET", "/docs.json", None, 200),
    ("GET", "/docs/kb-format.json", None, 200),
    ("GET", "/docs/nosuch.json", None, 404),
    ("GET", "/docs/..%2Fpyproject.json", None, 404),
    ("GET", "/ask.json?q=can+I+regenerate", None, 200),
    ("GET", "/changes.json", None, 200),
    ("GET", "/changes/cr-partial-400-422..2003-12-01.json", None, 200),
    ("GET", "/changes/2003-12-01..2003-12-01.json", None, 400),
    ("GET", "/changes/1999-01-01..2003-12-01.json", None, 404),
    ("GET", "/cards.json", None, 200),
    ("GET", "/cards/serra-angel.json", None, 200),
    ("GET", "/cards/Serra Angel.json", None, 200),
    ("GET", "/cards/serra-angle.json", None, 404),
    ("GET", "/nowhere.json", None, 404),
]


def _call(client: FlaskClient, method: str, path: str, data: dict[str, str] | None) -> Any:
    if method == "POST":
        return client.post(path, data=data)
    return client.get(path)


@pytest.mark.parametrize("method, path, data, status", REQUESTS,
                         ids=[f"{m} {p[:60]} {s}" for m, p, _, s in REQUESTS])
def test_json_route_answers_json_in_its_shape(client: FlaskClient, method: str, path: str,
                                              data: dict[str, str] | None, status: int) -> None:
    response = _call(client, method, path, data)
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/json" and "Location" not in response.headers
    body = response.get_json()
    if status >= 400:
        assert tuple(body) == ERROR_KEYS
        assert (body["ok"], body["status"]) == (False, status)
        assert body["error"] and body["errors"] and all(isinstance(e, str) for e in body["errors"])
    else:
        assert body["ok"] is True


def test_search_twin_of_a_glossary_word_is_the_search_shape(client: FlaskClient) -> None:
    body = client.get("/search.json?q=damage").get_json()
    assert body["query"] == "damage" and body["total"] > 0 and "glossary" not in body


def test_rule_twin_with_a_trailing_dot_is_the_rule(client: FlaskClient) -> None:
    assert client.get("/rules/420.5..json").get_json()["rule"]["id"] == "420.5"


def test_glossary_twin_of_an_alias_is_its_entry(client: FlaskClient) -> None:
    assert client.get("/glossary/Regenerate.json").get_json()["glossary"]["id"] == "regenerate"


def test_every_endpoint_is_walked(app: Flask) -> None:
    adapter = app.url_map.bind("localhost")
    walked = {adapter.match(path.split("?")[0], method=method)[0]
              for method, path, _, status in REQUESTS if status not in (404, 405)}
    endpoints = {rule.endpoint for rule in app.url_map.iter_rules()} - {"static"}
    assert endpoints - walked == set()
