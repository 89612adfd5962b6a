"""Errors: one JSON shape, nearest-page suggestions, escaping, limits, read-only."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from flask.testing import FlaskClient

XSS = '<script>alert("x")</script>'


def test_unknown_rule_json_has_the_error_shape_and_nearest_rules(client: FlaskClient) -> None:
    response = client.get("/rules/502.9z.json")
    assert response.status_code == 404
    assert response.get_json() == {
        "ok": False,
        "error": "no rule '502.9z' in cr-2003-12-01",
        "errors": ["no rule '502.9z' in cr-2003-12-01",
                   "nearest: 502.9, 502.9a, 502.9b, 502.9c, 502.9d"],
        "status": 404,
    }


def test_unknown_rule_page_suggests_the_nearest(client: FlaskClient) -> None:
    response = client.get("/rules/502.9z")
    html = response.get_data(as_text=True)
    assert response.status_code == 404
    assert 'Did you mean: <a href="/rules/502.9">502.9</a>, <a href="/rules/502.9a">502.9a</a>' in html


def test_unknown_term_suggests_the_nearest(client: FlaskClient) -> None:
    response = client.get("/glossary/regenerat.json")
    assert response.status_code == 404
    assert response.get_json()["errors"][1].startswith("nearest: regenerate")
    html = client.get("/glossary/regenerat").get_data(as_text=True)
    assert '<a href="/glossary/regenerate">regenerate</a>' in html


def test_unknown_ruling_is_404_in_the_error_shape(client: FlaskClient) -> None:
    data = client.get("/rulings/Q.99.json").get_json()
    assert (data["ok"], data["status"], data["error"]) == (False, 404, "no ruling or section 'Q.99'")


def test_unknown_path_is_404_json_when_asked_for_json(client: FlaskClient) -> None:
    response = client.get("/nowhere", headers={"Accept": "application/json"})
    assert response.status_code == 404
    assert set(response.get_json()) == {"ok", "error", "errors", "status"}


def test_method_not_allowed_is_405_in_the_error_shape(client: FlaskClient) -> None:
    response = client.post("/rules/420.json")
    assert response.status_code == 405
    assert response.get_json()["status"] == 405
    assert "GET" in response.headers["Allow"]


@pytest.mark.parametrize("path", [
    "/search?redirect=no&q=" + XSS,
    "/rules/" + XSS.replace("/", "%2F"),
    "/glossary/" + XSS.replace("/", "%2F"),
    "/sparql?query=" + XSS,
])
def test_user_text_is_escaped(client: FlaskClient, path: str) -> None:
    html = client.get(path).get_data(as_text=True)
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(" in html


def test_over_long_query_is_400_not_500(client: FlaskClient) -> None:
    response = client.get("/search.json", query_string={"q": "x" * 1001})
    assert response.status_code == 400
    assert response.get_json()["error"] == "'q' is longer than 1000 characters"


def test_query_of_exactly_1000_characters_is_answered(client: FlaskClient) -> None:
    response = client.get("/search.json", query_string={"q": "damage " * 142 + "damage"[:4],
                                                        "redirect": "no"})
    assert response.status_code == 200


def test_over_long_sparql_post_is_400(client: FlaskClient) -> None:
    response = client.post("/sparql.json", data={"query": "#" * 1001})
    assert response.status_code == 400


def test_no_request_writes_to_the_kb(client: FlaskClient, kb_dir: Path) -> None:
    def snapshot() -> dict[str, tuple[int, int]]:
        return {str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in kb_dir.rglob("*")}

    before = snapshot()
    for path in ("/", "/rules/420", "/glossary/regenerate", "/rulings/A.37", "/search?q=tramlpe",
                 "/sparql?query=ASK+%7B%3Fs+%3Fp+%3Fo%7D", "/rulebook"):
        assert client.get(path).status_code == 200
    client.post("/sparql", data={"query": "INSERT DATA { <urn:a> <urn:b> <urn:c> }"})
    assert snapshot() == before
    assert not os.access(kb_dir / "lookup.sqlite-journal", os.F_OK)
