"""Card names with accents are found as players type them, without the accents: the pool's
Ghazbán Ogre (its printed name) is "Ghazban Ogre" in a question, a URL or `rulesjudge card`."""

from __future__ import annotations

from pathlib import Path

from flask import Flask

from kb.ask import KBCards, ask
from kb.numbers import slugify
from kb.reading import name_key
from kb.store import KnowledgeBase


def test_names_and_slugs_lose_their_accents() -> None:
    assert name_key("Ghazbán Ogre") == name_key("Ghazban Ogre") == "ghazban ogre"
    assert slugify("Ghazbán Ogre") == slugify("ghazban ogre") == "ghazban-ogre"
    assert slugify("Æther Flash") == "aether-flash" and name_key("Æther Flash") == name_key("Aether Flash")
    assert slugify("Zone-Change Triggers") == "zone-change-triggers"  # plain names as before


def test_the_kb_finds_the_card_typed_without_its_accent(kb: KnowledgeBase) -> None:
    assert kb.has_card("Ghazban Ogre") and kb.has_card("Ghazbán Ogre")
    page = kb.card("ghazban ogre")
    assert page is not None and page.title == "Ghazbán Ogre"


def test_ask_reads_the_unaccented_name_as_the_card(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "My opponent plays a Ghazban Ogre. Then I play a Black Vise. Who gets the Ogre?",
                 cards=KBCards(kb))
    assert result.cards[:2] == (("Ghazban Ogre", "Ghazbán Ogre"), ("Black Vise", "Black Vise"))
    assert result.unknown_cards == ()


def test_the_card_page_answers_at_the_unaccented_address(app: Flask) -> None:
    response = app.test_client().get("/cards/ghazban-ogre.json")
    assert response.status_code == 200
    assert response.get_json()["card"]["name"] == "Ghazbán Ogre"
