"""The card pages: /cards, /cards/<name> and their JSON twins."""

from __future__ import annotations

import yaml
from flask.testing import FlaskClient

from pool_blocks import POOL


def test_card_page_links_its_keywords_and_rulings(client: FlaskClient) -> None:
    response = client.get("/cards/white-knight")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert '<a class="ref k-rule" href="/rules/502.2">first strike</a>' in html
    assert '<a class="ref k-rule" href="/rules/502.7">protection from black</a>' in html
    assert 'href="/rulings/A.18"' in html  # First Strike, the rulings section of the keyword
    assert '<link rel="alternate" type="application/json" href="/cards/white-knight.json">' in html


def test_card_page_links_the_glossary_terms_of_its_text(client: FlaskClient) -> None:
    html = client.get("/cards/river-boa").get_data(as_text=True)
    assert '<a class="ref k-glossary" href="/glossary/regenerate">regenerate</a>' in html


def test_card_json_twin(client: FlaskClient) -> None:
    data = client.get("/cards/serra-angel.json").get_json()
    assert data["ok"] is True
    card = data["card"]
    assert (card["name"], card["mana_cost"], card["power"], card["toughness"]) == \
        ("Serra Angel", "{3}{W}{W}", "4", "4")
    assert [(k["id"], k["title"]) for k in card["keywords"]] == [("502.4", "Flying")]


def test_another_spelling_of_a_name_redirects_to_the_card(client: FlaskClient) -> None:
    response = client.get("/cards/Serra Angel")
    assert response.status_code == 302 and response.headers["Location"] == "/cards/serra-angel"
    # A JSON twin never redirects: it answers with the card itself.
    response = client.get("/cards/Serra Angel.json")
    assert response.status_code == 200 and response.get_json()["card"]["name"] == "Serra Angel"


def test_unknown_card_is_a_404_with_the_nearest_names(client: FlaskClient) -> None:
    response = client.get("/cards/serra-angle")
    assert response.status_code == 404
    assert 'href="/cards/serra-angel"' in response.get_data(as_text=True)
    data = client.get("/cards/serra-angle.json").get_json()
    assert data["ok"] is False and data["status"] == 404
    assert data["error"] == "no card 'serra-angle'"


def test_card_index_lists_every_card(client: FlaskClient) -> None:
    names = [item["name"] for item in yaml.safe_load(POOL.read_text(encoding="utf-8"))]
    data = client.get("/cards.json").get_json()
    assert data["total"] == len(names) == 2805 and data["pages"] == 6  # 500 names a page
    listed = [c["name"] for page in range(1, data["pages"] + 1)
              for c in client.get(f"/cards.json?page={page}").get_json()["cards"]]
    assert listed == sorted(names, key=str.lower)
    html = client.get("/cards").get_data(as_text=True)
    assert '<a href="/cards/counterspell">Counterspell</a>' in html
    second_page = client.get("/cards?page=2").get_data(as_text=True)
    assert '<a href="/cards/fireball">Fireball</a>' in second_page
    third_page = client.get("/cards?page=3").get_data(as_text=True)
    assert '<a href="/cards/grizzly-bears">Grizzly Bears</a>' in third_page
    assert '<a href="/cards/lord-of-atlantis">Lord of Atlantis</a>' in third_page
    assert client.get("/cards?page=6").status_code == 200
    assert client.get("/cards?page=7").status_code == 404
    assert client.get("/cards?page=x").status_code == 400


def test_search_finds_cards_by_name_and_links_them(client: FlaskClient) -> None:
    data = client.get("/search.json?q=Shivan+Dragon&kind=card&redirect=no").get_json()
    assert [h["id"] for h in data["hits"]][:1] == ["shivan-dragon"]
    assert {h["kind"] for h in data["hits"]} == {"card"}
    html = client.get("/search?q=Shivan+Dragon&kind=card&redirect=no").get_data(as_text=True)
    assert 'href="/cards/shivan-dragon"' in html


def test_card_page_lists_the_rulings_that_name_it(client: FlaskClient) -> None:
    html = client.get("/cards/pestilence").get_data(as_text=True)
    assert "<h2>Rulings that name it</h2>" in html
    assert 'href="/rulings/A.31.Ruling.2"' in html
