"""The SPARQL endpoint: read-only queries as HTML, JSON and CSV; updates refused; limits."""

from __future__ import annotations

import threading

import pytest
from flask import Flask
from flask.testing import FlaskClient

CITES_420 = ("SELECT ?id WHERE { ?s eli:cites <https://rulesjudge.example.org/id/cr-2003-12-01/rule/420> ."
             " ?s dcterms:identifier ?id } ORDER BY ?id")


def test_select_as_json(client: FlaskClient) -> None:
    data = client.get("/sparql.json", query_string={"query": CITES_420}).get_json()
    assert data["kind"] == "SELECT" and data["variables"] == ["id"]
    assert ["102.1"] in data["rows"]


def test_select_as_html_table(client: FlaskClient) -> None:
    html = client.get("/sparql", query_string={"query": CITES_420}).get_data(as_text=True)
    assert "<th>id</th>" in html and "<td>102.1</td>" in html


def test_select_as_csv(client: FlaskClient) -> None:
    response = client.get("/sparql.csv", query_string={"query": CITES_420})
    assert response.mimetype == "text/csv"
    lines = response.get_data(as_text=True).splitlines()
    assert lines[0] == "id" and "102.1" in lines


def test_ask(client: FlaskClient) -> None:
    query = ("ASK { <https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9b> eli:cites "
             "<https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9e> }")
    assert client.get("/sparql.json", query_string={"query": query}).get_json()["boolean"] is True


def test_construct(client: FlaskClient) -> None:
    query = "CONSTRUCT { ?s eli:cites ?o } WHERE { ?s eli:cites ?o } LIMIT 3"
    data = client.get("/sparql.json", query_string={"query": query}).get_json()
    assert data["kind"] == "CONSTRUCT" and len(data["rows"]) == 3


def test_query_may_be_posted(client: FlaskClient) -> None:
    data = client.post("/sparql.json", data={"query": CITES_420}).get_json()
    assert ["102.1"] in data["rows"]


@pytest.mark.parametrize("update", [
    "INSERT DATA { <urn:a> <urn:b> <urn:c> }",
    "DELETE WHERE { ?s ?p ?o }",
    "DROP ALL",
    "CLEAR DEFAULT",
    "LOAD <http://example.org/x.nt>",
    "PREFIX x: <urn:x#>\nDELETE { ?s ?p ?o } INSERT { ?s ?p 1 } WHERE { ?s ?p ?o }",
])
def test_update_is_refused(client: FlaskClient, update: str) -> None:
    response = client.post("/sparql.json", data={"query": update})
    assert response.status_code == 403
    assert response.get_json()["error"].startswith("updates are refused")


def test_describe_is_not_run(client: FlaskClient) -> None:
    query = "DESCRIBE <https://rulesjudge.example.org/id/cr-2003-12-01/rule/420>"
    response = client.get("/sparql.json", query_string={"query": query})
    assert response.status_code == 400
    assert "SELECT, ASK and CONSTRUCT only" in response.get_json()["error"]


def test_syntax_error_is_400(client: FlaskClient) -> None:
    response = client.get("/sparql.json", query_string={"query": "SELECT WHERE {"})
    assert response.status_code == 400
    assert response.get_json()["ok"] is False


def test_rows_are_cut_at_the_cap(app: Flask) -> None:
    from webapp import create_app

    small = create_app({"KB_DIR": app.config["KB_DIR"], "TESTING": True, "SPARQL_ROW_CAP": 5})
    data = small.test_client().get("/sparql.json", query_string={
        "query": "SELECT ?s WHERE { ?s ?p ?o }"}).get_json()
    assert (len(data["rows"]), data["truncated"], data["row_cap"]) == (5, True, 5)


def test_slow_query_is_stopped_at_the_time_limit(app: Flask) -> None:
    from webapp import create_app

    quick = create_app({"KB_DIR": app.config["KB_DIR"], "TESTING": True, "SPARQL_TIMEOUT": 0.5})
    query = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?q ?d . ?e ?r ?f }"
    response = quick.test_client().get("/sparql.json", query_string={"query": query})
    assert response.status_code == 400
    assert response.get_json()["error"] == "query stopped after 0.5 s: the time limit is 0.5 s"
    # The evaluation itself was stopped, not left running after the answer.
    assert [t for t in threading.enumerate() if t.name == "sparql-query"] == []


def test_form_without_query_lists_examples(client: FlaskClient) -> None:
    data = client.get("/sparql.json").get_json()
    assert data["query"] == "" and len(data["examples"]) == 3


def test_record_uris_in_results_link_their_pages(client: FlaskClient) -> None:
    query = ("SELECT ?s WHERE { ?s eli:cites "
             "<https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9e> }")
    html = client.get("/sparql", query_string={"query": query}).get_data(as_text=True)
    assert ('<td><a href="/rules/502.9b">https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9b'
            '</a></td>') in html
