"""Search: hits grouped and filtered by kind, did-you-mean, paging, direct redirects."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient


def test_misspelt_keyword_finds_it(client: FlaskClient) -> None:
    data = client.get("/search.json?q=tramlpe").get_json()
    assert data["suggestion"] == "trample"
    assert ("glossary", "trample") in {(h["kind"], h["id"]) for h in data["hits"]}


def test_misspelt_keyword_page_offers_did_you_mean(client: FlaskClient) -> None:
    html = client.get("/search?q=tramlpe").get_data(as_text=True)
    assert '<a href="/search?q=trample">trample</a>?' in html


@pytest.mark.parametrize("query, location", [
    ("502.9b", "/rules/502.9b"),
    ("rule 420.5a", "/rules/420.5a"),
    ("Regenerate", "/glossary/regenerate"),
    ("A.37", "/rulings/A.37"),
    ("A.4.21", "/rulings/A.4.21"),
])
def test_query_naming_a_page_redirects_to_it(client: FlaskClient, query: str, location: str) -> None:
    response = client.get("/search", query_string={"q": query})
    assert (response.status_code, response.headers["Location"]) == (302, location)


def test_redirect_no_searches_instead(client: FlaskClient) -> None:
    response = client.get("/search.json?q=regenerate&redirect=no")
    assert response.status_code == 200
    assert response.get_json()["total"] > 0


def test_kind_filter_keeps_only_that_kind(client: FlaskClient) -> None:
    data = client.get("/search.json?q=trample&kind=ruling").get_json()
    assert data["total"] == 11
    assert {h["kind"] for h in data["hits"]} == {"ruling"}


def test_document_filter_keeps_only_that_document(client: FlaskClient) -> None:
    data = client.get("/search.json?q=damage&document=cr-partial-400-422&redirect=no").get_json()
    assert data["total"] > 0
    assert {h["document"] for h in data["hits"]} == {"cr-partial-400-422"}


def test_hits_are_grouped_by_kind_with_the_hit_count(client: FlaskClient) -> None:
    html = client.get("/search?q=trample&redirect=no").get_data(as_text=True)
    assert "<h2>Glossary</h2>" in html and "<h2>Rulings</h2>" in html
    assert '<strong>22</strong> hits for “trample”' in html


def test_paging_gives_the_next_hits(client: FlaskClient) -> None:
    first = client.get("/search.json?q=damage&redirect=no").get_json()
    second = client.get("/search.json?q=damage&redirect=no&page=2").get_json()
    assert first["pages"] > 1 and second["page"] == 2
    assert len(first["hits"]) == first["page_size"] == 10
    keys = [{(h["kind"], h["document"], h["id"]) for h in page["hits"]} for page in (first, second)]
    assert keys[0].isdisjoint(keys[1])


def test_snippets_highlight_matches_with_mark(client: FlaskClient) -> None:
    html = client.get("/search?q=trample&kind=rule").get_data(as_text=True)
    assert "<mark>trample</mark>" in html.lower()


@pytest.mark.parametrize("args, message", [
    ("q=x&kind=scenario", "unknown kind 'scenario' (one of: rule, glossary, ruling, section, rulebook, card)"),
    ("q=x&page=0", "'page' must be between 1 and 500"),
    ("q=x&page=two", "'page' must be a whole number, not 'two'"),
    ("q=x&document=nope", "unknown document 'nope'"),
])
def test_bad_search_arguments_are_400(client: FlaskClient, args: str, message: str) -> None:
    response = client.get("/search.json?" + args)
    assert response.status_code == 400
    assert response.get_json()["error"] == message


def test_empty_query_shows_the_form(client: FlaskClient) -> None:
    data = client.get("/search.json").get_json()
    assert (data["total"], data["hits"]) == (0, [])


def test_filters_show_counts_by_kind_and_document(client: FlaskClient) -> None:
    data = client.get("/search.json?q=trample&redirect=no").get_json()
    filtered = client.get("/search.json?q=trample&redirect=no&kind=rule").get_json()
    assert filtered["by_kind"] == data["by_kind"] and filtered["total"] == data["by_kind"]["rule"]
    html = client.get("/search?q=trample&redirect=no").get_data(as_text=True)
    assert f'Rules <span class="n">{data["by_kind"]["rule"]}</span>' in html
    assert 'aria-label="Filter by document"' in html
    one_doc = client.get("/search.json?q=trample&redirect=no&document=rulings-2003-07-24").get_json()
    assert one_doc["total"] == data["by_document"]["rulings-2003-07-24"]
    assert {h["document"] for h in one_doc["hits"]} == {"rulings-2003-07-24"}


def test_search_reads_players_words_with_a_pointer_to_ask(client: FlaskClient) -> None:
    data = client.get("/search.json?q=exile").get_json()
    assert data["read_as"] == ["'exile' → removed from the game"]
    assert data["ask_url"] == "/ask?q=exile"
    assert "217.7" in [h["id"] for h in data["hits"]]
    html = client.get("/search?q=battlefield").get_data(as_text=True)
    assert "&#39;battlefield&#39; → in play" in html
    assert 'href="/ask?q=battlefield"' in html


def test_search_does_not_correct_flash(client: FlaskClient) -> None:
    data = client.get("/search.json?q=flash").get_json()
    assert data["suggestion"] is None and data["total"] > 0


def test_search_shows_the_2003_rules_and_labels_other_editions(client: FlaskClient) -> None:
    data = client.get("/search.json?q=state-based+effects&kind=rule&redirect=no").get_json()
    assert {h["document"] for h in data["hits"]} == {"cr-2003-12-01"}
    assert data["total"] == data["by_kind"]["rule"]
    labels = {e["document"]: e["label"] for e in data["other_editions"]}
    assert labels == {
        "cr-partial-400-422": "sections 400–422 of an earlier edition (before December 2003)",
        "cr-partial-212-217": "sections 212–217 of a later edition (after December 2003)"}
    html = client.get("/search?q=state-based+effects&redirect=no").get_data(as_text=True)
    assert "more in <a" in html and "undated" not in html


def test_modern_only_word_names_the_nearest(client: FlaskClient) -> None:
    data = client.get("/search.json?q=planeswalker").get_json()
    assert data["read_as"][0].startswith("'planeswalker': not in the 2003 rules")


def test_glossary_page_for_a_modern_word_suggests_the_2003_term(client: FlaskClient) -> None:
    response = client.get("/glossary/exile.json")
    assert response.status_code == 404
    data = response.get_json()
    assert "the 2003 rules say 'removed from the game'" in data["error"]
    assert data["errors"][1].startswith("nearest: Removed from the Game, pile")
