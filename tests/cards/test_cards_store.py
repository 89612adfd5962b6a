"""The built-in card pool in every store of the session KB, and the card interface of
kb.store (card_names, card, find_cards) that ask and verdicts use."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
import yaml

from kb.model import node_key
from kb.store import KnowledgeBase
from pool_blocks import POOL


@pytest.fixture(scope="module")
def pool_names() -> list[str]:
    """The names of the engine's pool, read from its data file independently of ingest."""
    return [item["name"] for item in yaml.safe_load(POOL.read_text(encoding="utf-8"))]


def test_the_pool_file_holds_the_engines_cards_once_each(pool_names: list[str]) -> None:
    assert len(pool_names) == len(set(pool_names)) >= 56
    assert {"Serra Angel", "River Boa", "Lord of Atlantis", "Forest"} <= set(pool_names)


def test_every_pool_card_is_in_every_store(kb: KnowledgeBase, kb_dir: Path,
                                           pool_names: list[str]) -> None:
    count = len(pool_names)
    assert kb.card_names() == sorted(pool_names, key=str.lower)
    assert len(kb.ids("card", "cards-builtin")) == count
    builtin = next(d for d in kb.documents if d["id"] == "cards-builtin")
    assert builtin["kind"] == "card_data" and builtin["counts"] == {"cards": count, "after_edition": 0}
    assert kb.manifest["graph"]["nodes_by_kind"]["card"] == count
    graph = json.loads((kb_dir / "graph.json").read_text(encoding="utf-8"))
    assert sum(1 for n in graph["nodes"] if n["kind"] == "card") == count
    rdf = (kb_dir / "rdf.nt").read_text(encoding="utf-8")
    assert rdf.count("<https://rulesjudge.example.org/vocab#Card> .") == count
    from kb.search import SearchSession

    with SearchSession(kb_dir / "index") as session:
        assert len(session._docs("kind", "card")) == count  # noqa: SLF001 - the index itself
    conn = sqlite3.connect(kb_dir / "lookup.sqlite")
    try:
        assert conn.execute("SELECT count(*) FROM cards").fetchone() == (count,)
    finally:
        conn.close()


@pytest.mark.parametrize(("name", "rules"), [
    ("Serra Angel", ["502.4"]),
    ("River Boa", ["502.6"]),
    ("White Knight", ["502.2", "502.7"]),
    ("Severed Legion", ["502.25"]),
    ("Soltari Foot Soldier", ["502.8"]),
    ("Wolverine Pack", ["502.12"]),
    ("Suq'Ata Lancer", ["502.5", "502.3"]),
    ("Benalish Hero", ["502.10"]),
    ("Fencing Ace", ["502.28"]),
    ("Skyshroud Behemoth", ["502.20"]),
    ("Giant Spider", []),  # "can block as though it had flying" is not flying
    ("Grizzly Bears", []),
])
def test_keyword_abilities_link_to_their_rule_of_502(kb: KnowledgeBase, name: str,
                                                     rules: list[str]) -> None:
    page = kb.card(name)
    assert page is not None
    assert [k["id"] for k in page.data["keywords"]] == rules
    assert all(kb.has_rule(number) for number in rules)


def test_card_text_words_link_to_glossary_terms(kb: KnowledgeBase) -> None:
    boa = kb.card("River Boa")
    monk = kb.card("Venerable Monk")
    assert boa is not None and monk is not None
    assert [t["id"] for t in boa.data["terms"]] == ["regenerate"]
    assert "comes-into-play" in [t["id"] for t in monk.data["terms"]]


def test_card_page_spans_link_the_keyword_in_the_text(kb: KnowledgeBase) -> None:
    page = kb.card("White Knight")
    assert page is not None
    text = page.data["text"]
    assert [(text[s["start"]:s["end"]], s["kind"], s["id"]) for s in page.data["spans"]] == \
        [("first strike", "rule", "502.2"), ("protection from black", "rule", "502.7")]


def test_card_page_lists_the_rulings_sections_of_its_keywords(kb: KnowledgeBase) -> None:
    page = kb.card("Serra Angel")
    assert page is not None
    assert [(r["id"], r["title"]) for r in page.data["rulings"]] == [("A.21", "Flying")]


def test_card_lookup_is_exact_or_case_insensitive(kb: KnowledgeBase) -> None:
    page = kb.card("suq'ata lancer")
    assert page is not None and page.title == "Suq'Ata Lancer"
    assert page.key == node_key("card", "cards-builtin", "suq-ata-lancer")
    assert page.data["mana_cost"] == "{2}{R}" and page.data["type_line"] == "Creature — Knight"
    assert (page.data["power"], page.data["toughness"]) == ("2", "2")
    assert kb.card("Serra Angle") is None


def test_find_cards_tolerates_typos(kb: KnowledgeBase) -> None:
    assert kb.find_cards("serra angle") == ["Serra Angel"]
    assert kb.find_cards("shivan dargon") == ["Shivan Dragon"]
    assert kb.find_cards("Serra Angel") == ["Serra Angel"]
    assert kb.find_cards("qqqq zzzz") == []


def test_card_names_are_words_the_spelling_corrector_knows(index_dir: Path) -> None:
    from kb.search import SearchSession

    with SearchSession(index_dir) as session:
        assert session.has_word("llanowar") and session.correct("llanowar") is None
        assert session.correct("shivan") is None


def test_rulings_that_name_a_card_link_to_it(kb: KnowledgeBase) -> None:
    pestilence = kb.card("Pestilence")
    knight = kb.card("White Knight")
    assert pestilence is not None and knight is not None
    assert [r["id"] for r in pestilence.data["named_in"]] == ["A.2.Ruling.1", "A.31.Ruling.2"]
    assert "A.31.Ruling.2" in [r["id"] for r in knight.data["named_in"]]
    # A one-word name that opens a sentence, or is a rules word, is not the card.
    fog = kb.card("Fog")
    assert fog is not None and [r["id"] for r in fog.data["named_in"]] == ["E.6.Ruling.4"]
