"""Every route answers as HTML and as its JSON twin, with the data it should."""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest
from flask import Flask
from flask.testing import FlaskClient

ASK_QUERY = "SELECT ?id WHERE { ?r dcterms:identifier ?id } LIMIT 2"


def _pack(text: str) -> str:
    from webapp.share import encode

    return encode(text)


SHARED_TOKEN = _pack("""title: Shared bolt
players: [{name: Alice, hand: [Lightning Bolt]}, {name: Bob}]
in_play: [{card: Grizzly Bears, controller: Bob, id: bears}]
actions: [{play: {card: Lightning Bolt, targets: [bears]}}, {pass: true}]
""")

#: (HTML path, JSON twin path, a check of the twin's data) for every route.
PAGES: list[tuple[str, str, Callable[[dict[str, Any]], object]]] = [
    ("/", "/.json", lambda d: [p["part"] for p in d["parts"]] == [1, 2, 3, 4, 5]),
    ("/rules/502.9b", "/rules/502.9b.json", lambda d: d["rule"]["parent"] == "502.9"),
    ("/glossary", "/glossary.json",
     lambda d: {"id": "regenerate", "term": "Regenerate"}.items() <= next(
         e for e in d["entries"] if e["id"] == "regenerate").items()),
    ("/glossary/regenerate", "/glossary/regenerate.json",
     lambda d: d["glossary"]["rules"] == ["419.6b"]),
    ("/rulings", "/rulings.json", lambda d: d["groups"][0]["letter"] == "A"),
    ("/rulings/A.37", "/rulings/A.37.json", lambda d: d["section"]["title"] == "Trample"),
    ("/rulings/A.4.21", "/rulings/A.4.21.json", lambda d: d["ruling"]["section"] == "A.4"),
    ("/rulebook", "/rulebook.json", lambda d: d["sections"][0]["id"] == "introduction"),
    ("/rulebook/introduction", "/rulebook/introduction.json",
     lambda d: d["rulebook"]["title"] == "Introduction"),
    ("/cards", "/cards.json", lambda d: "Air Elemental" in [c["name"] for c in d["cards"]]),
    ("/cards/serra-angel", "/cards/serra-angel.json",
     lambda d: [k["id"] for k in d["card"]["keywords"]] == ["502.4"]),
    ("/search?q=trample&redirect=no", "/search.json?q=trample&redirect=no",
     lambda d: d["total"] == 22 and ("glossary", "trample") in {
         (h["kind"], h["id"]) for h in d["hits"]}),
    ("/sparql?query=ASK+%7B+%3Fs+%3Fp+%3Fo+%7D", "/sparql.json?query=ASK+%7B+%3Fs+%3Fp+%3Fo+%7D",
     lambda d: d["boolean"] is True),
    ("/scenarios", "/scenarios.json",
     lambda d: "trample_over_protection_cr_502_9d" in [e["name"] for e in d["examples"]]),
    ("/scenarios/rampage", "/scenarios/rampage.json",
     lambda d: d["problems"] == [] and d["result"]["final"]["result"] == "ongoing"),
    # "title: Bolt\n..." packed by webapp.share (tests/web/test_scenario_share.py packs others)
    ("/scenarios/run?s=" + SHARED_TOKEN, "/scenarios/run.json?s=" + SHARED_TOKEN,
     lambda d: d["result"]["title"] == "Shared bolt"
     and d["result"]["final"]["players"]["Bob"]["graveyard"] == ["Grizzly Bears"]),
    ("/scenarios/cards", "/scenarios/cards.json",
     lambda d: {"name": "Grizzly Bears", "power": 2, "toughness": 2}.items() <= next(
         c for c in d["cards"] if c["name"] == "Grizzly Bears").items()),
    ("/changes", "/changes.json",
     lambda d: [e["id"] for e in d["editions"]] == ["cr-2003-12-01"] and d["comparisons"] == []),
    ("/changes/cr-partial-400-422..2003-12-01", "/changes/cr-partial-400-422..2003-12-01.json",
     lambda d: d["counts"]["unchanged"] + d["counts"]["changed"] > 100),
    ("/docs", "/docs.json", lambda d: "kb-format" in [x["name"] for x in d["documents"]]),
    ("/docs/kb-format", "/docs/kb-format.json",
     lambda d: d["title"] == "The knowledge base directory"),
]

#: Routes that only take POST (none: a posted scenario has a GET twin).
POST_ONLY: set[str] = set()


def _ask_pages(app: Flask) -> list[tuple[str, str, Callable[[dict[str, Any]], object]]]:
    if "ask" not in app.blueprints:
        return []
    return [("/ask?q=can+I+regenerate", "/ask.json?q=can+I+regenerate",
             lambda d: d["query"] == "can I regenerate" and len(d["results"]) > 0)]


@pytest.mark.parametrize("html_path, json_path, check", PAGES, ids=[p[0] for p in PAGES])
def test_page_answers_html_advertising_its_json_twin(client: FlaskClient, html_path: str,
                                                      json_path: str, check: object) -> None:
    response = client.get(html_path)
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    html = response.get_data(as_text=True)
    twin = json_path.replace("&", "&amp;")
    assert f'<link rel="alternate" type="application/json" href="{twin}">' in html


@pytest.mark.parametrize("html_path, json_path, check", PAGES, ids=[p[1] for p in PAGES])
def test_json_twin_has_the_page_data(client: FlaskClient, html_path: str, json_path: str,
                                     check: Callable[[dict[str, Any]], object]) -> None:
    response = client.get(json_path)
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert data["ok"] is True
    assert check(data)


@pytest.mark.parametrize("html_path, json_path, check", PAGES, ids=[p[0] for p in PAGES])
def test_format_json_argument_equals_the_twin(client: FlaskClient, html_path: str,
                                              json_path: str, check: object) -> None:
    sep = "&" if "?" in html_path else "?"
    assert client.get(html_path + sep + "format=json").get_json() == client.get(json_path).get_json()


def test_every_html_route_has_a_json_twin_rule(app: Flask) -> None:
    by_endpoint: dict[str, list[str]] = {}
    for rule in app.url_map.iter_rules():
        if rule.endpoint != "static":
            by_endpoint.setdefault(rule.endpoint, []).append(rule.rule)
    lacking = sorted(endpoint for endpoint, rules in by_endpoint.items()
                     if not any("any(json" in r for r in rules))
    assert lacking == []


def test_every_route_is_exercised_by_the_page_table(app: Flask) -> None:
    adapter = app.url_map.bind("localhost")
    covered = {adapter.match(path.split("?")[0])[0]
               for html, twin, _ in PAGES + _ask_pages(app) for path in (html, twin)}
    endpoints = {rule.endpoint for rule in app.url_map.iter_rules()} - {"static"}
    assert endpoints - covered == POST_ONLY


def test_ask_page_and_twin(app: Flask, client: FlaskClient) -> None:
    pages = _ask_pages(app)
    assert pages, "the app has no /ask page"
    html_path, json_path, check = pages[0]
    assert client.get(html_path).status_code == 200
    assert check(client.get(json_path).get_json())


def test_twin_json_is_utf8_not_ascii_escaped(client: FlaskClient) -> None:
    body = client.get("/rules/420.json").get_data(as_text=True)
    assert "\\u2013" not in body
    assert json.loads(body)["rule"]["title"] == "State-Based Effects"


def test_pages_send_a_same_origin_content_security_policy(client: FlaskClient) -> None:
    policy = client.get("/rules/420").headers["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "script-src 'self'" in policy


def test_static_files_are_our_own_and_served_locally(client: FlaskClient) -> None:
    html = client.get("/").get_data(as_text=True)
    assert 'href="/static/style.css"' in html and 'src="/static/app.js"' in html
    assert "http" not in html.split("</head>")[0]
    for path in ("/static/style.css", "/static/app.js"):
        response = client.get(path)
        assert response.status_code == 200
        response.close()
