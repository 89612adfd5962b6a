"""/changes and a rule's history on its page, over a KB with five dated editions."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient


def test_changes_index_compares_neighbouring_editions(extra_client: FlaskClient) -> None:
    data = extra_client.get("/changes.json").get_json()
    assert [(c["old"], c["new"]) for c in data["comparisons"]] == [
        ("cr-2001-07-23", "cr-2002-02-20"), ("cr-2002-02-20", "cr-2003-03-15"),
        ("cr-2003-03-15", "cr-2003-12-01"), ("cr-2003-12-01", "cr-2004-10-01")]
    undated = {u["document"]: u["summary"] for u in data["undated"]}
    assert undated["cr-partial-400-422"] == "≈ 2002-02-20, 83% of its text"


def test_changes_page_lists_a_renumbered_rule_with_its_links(extra_client: FlaskClient) -> None:
    data = extra_client.get("/changes/2003-03-15..2003-12-01.json").get_json()
    moved = next(c for c in data["changes"] if c["old"] == "214.6")
    assert (moved["kind"], moved["new"], moved["similarity"]) == ("renumbered", "212.2", 1.0)
    assert moved["new_url"] == "/rules/212.2?edition=cr-2003-12-01"
    html = extra_client.get("/changes/2003-03-15..2003-12-01").get_data(as_text=True)
    assert '<a href="/rules/214.6?edition=cr-2003-03-15">214.6</a> → ' in html


def test_changed_rule_shows_its_word_diff(extra_client: FlaskClient) -> None:
    html = extra_client.get("/changes/cr-2003-03-15..cr-2003-12-01").get_data(as_text=True)
    assert "<del>objects</del><ins>items</ins>" in html


def test_rule_history_follows_renumbering(extra_client: FlaskClient) -> None:
    data = extra_client.get("/rules/212.2.json").get_json()
    assert [(h["document"], h["number"]) for h in data["history"]] == [
        ("cr-2001-07-23", "214.6"), ("cr-2002-02-20", "214.6"), ("cr-2003-03-15", "214.6"),
        ("cr-2003-12-01", "212.2"), ("cr-2004-10-01", "212.2")]
    assert data["history"][3]["status"] == "renumbered from 214.6, same words"


@pytest.mark.parametrize("spec, status", [
    ("2003-12-01", 400), ("2003-12-01..2003-12-01", 400), ("1999-01-01..2003-12-01", 404),
])
def test_bad_edition_pairs_are_errors(extra_client: FlaskClient, spec: str, status: int) -> None:
    response = extra_client.get(f"/changes/{spec}.json")
    assert (response.status_code, response.get_json()["ok"]) == (status, False)


def test_one_edition_kb_says_how_to_add_more(client: FlaskClient) -> None:
    html = client.get("/changes").get_data(as_text=True)
    assert "Only one dated edition is loaded" in html
    assert client.get("/rules/212.2.json").get_json()["history"] == []
