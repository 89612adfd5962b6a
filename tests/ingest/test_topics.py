"""Topic links across documents: rulings sections, index terms and glossaries ↔ the CR."""

from __future__ import annotations

import collections
import dataclasses
from pathlib import Path

import pytest

from ingest.topics import BASES, TopicLink, curated_topics, topic_key, topic_links
from kb.model import ParsedDocument, node_key

CORPUS_EXTRA = Path(__file__).resolve().parents[2].parent / "shared" / "corpus-extra"
CR = "cr-2003-12-01"


def _of_kind(documents: list[ParsedDocument], kind: str) -> ParsedDocument:
    return next(d for d in documents if d.document.kind == kind)


@pytest.fixture(scope="module")
def links(corpus_documents: list[ParsedDocument]) -> list[TopicLink]:
    return topic_links(corpus_documents)


@pytest.fixture(scope="module")
def summary_id(corpus_documents: list[ParsedDocument]) -> str:
    return _of_kind(corpus_documents, "rulings_summary").document.id


def _targets(links: list[TopicLink], source: str) -> dict[str, str]:
    return {link.target: link.basis for link in links if link.source == source}


def test_a_37_trample_links_to_rule_502_9(links: list[TopicLink], summary_id: str) -> None:
    assert _targets(links, node_key("section", summary_id, "A.37")) == {
        node_key("rule", CR, "502.9"): "title",
        node_key("glossary", CR, "trample"): "glossary term",
    }


def test_k_17_legendary_permanents_links_to_215_and_420_5e(
        links: list[TopicLink], summary_id: str) -> None:
    assert _targets(links, node_key("section", summary_id, "K.17")) == {
        node_key("rule", CR, "215"): "curated",
        node_key("rule", CR, "420.5e"): "curated",
    }


def test_combat_sections_link_to_306_to_311(links: list[TopicLink], summary_id: str) -> None:
    rules = {}
    for number in range(1, 7):
        source = node_key("section", summary_id, f"C.{number}")
        rules[f"C.{number}"] = sorted(t.rsplit(":", 1)[1] for t, basis
                                      in _targets(links, source).items() if basis == "title")
    assert rules == {"C.1": ["306"], "C.2": ["307"], "C.3": ["308"], "C.4": ["309"],
                     "C.5": ["310"], "C.6": ["311"]}


def test_rulebook_glossary_term_links_to_the_cr_glossary_entry(
        links: list[TopicLink], corpus_documents: list[ParsedDocument]) -> None:
    rulebook = _of_kind(corpus_documents, "rulebook").document.id
    assert _targets(links, node_key("glossary", rulebook, "trample")) == {
        node_key("glossary", CR, "trample"): "glossary term"}
    # Through an alias on each side: "Legend" ↔ "Legend, Legendary".
    assert _targets(links, node_key("glossary", rulebook, "legend")) == {
        node_key("glossary", CR, "legend-legendary"): "glossary term"}


def test_index_term_links_to_cr_glossary_and_rule(links: list[TopicLink],
                                                  summary_id: str) -> None:
    assert _targets(links, node_key("index", summary_id, "step-cleanup")) == {
        node_key("glossary", CR, "cleanup-step"): "index term",
        node_key("rule", CR, "314"): "index term",
    }


def test_counts_by_basis(links: list[TopicLink]) -> None:
    assert collections.Counter(link.basis for link in links) == {
        "glossary term": 195, "index term": 175, "title": 72, "curated": 18}
    assert len({(link.source, link.target) for link in links}) == len(links) == 460
    assert set(BASES) == {link.basis for link in links}


def test_links_go_only_to_the_complete_edition(links: list[TopicLink]) -> None:
    assert {link.target.split(":")[1] for link in links} == {CR}


def test_topic_link_is_a_frozen_record() -> None:
    link = TopicLink("a", "b", "title")
    with pytest.raises(dataclasses.FrozenInstanceError):
        link.basis = "x"  # type: ignore[misc]


@pytest.mark.parametrize(("left", "right"), [
    ("Step 1: Beginning of Combat", "Beginning of Combat Step"),
    ("The Combat Phase", "Combat Phase"),
    ("Permanents", "Permanent"),
    ("Activated Abilities", "Activated Ability"),
    ("Removed from Game", "Removed from the Game"),
    ("Step, Cleanup", "Cleanup Step"),
    ("“As though”", "As though"),
    ("Caster", "Caster (Obsolete)"),
])
def test_topic_key_tolerates_order_plurals_and_noise(left: str, right: str) -> None:
    assert topic_key(left) == topic_key(right)


@pytest.mark.parametrize(("left", "right"), [
    ("Draw", "Draw Step"),
    ("Combat Phase", "Combat Damage Step"),
    ("Legendary Permanents", "Legends and Legendary Objects"),
])
def test_topic_key_keeps_different_topics_apart(left: str, right: str) -> None:
    assert topic_key(left) != topic_key(right)


def test_curated_table_is_short_and_names_real_sections(
        corpus_documents: list[ParsedDocument]) -> None:
    table = curated_topics()
    sections = {s.id for s in _of_kind(corpus_documents, "rulings_summary").sections}
    assert len(table) == 17
    assert [section for section, _ in table if section not in sections] == []


@pytest.mark.skipif(not (CORPUS_EXTRA / "CR-2004-10-01.txt").exists(),
                    reason="../shared/corpus-extra is not beside the project")
def test_curated_links_check_each_edition(corpus_documents: list[ParsedDocument],
                                          summary_id: str) -> None:
    from ingest.sources import read_source

    extra = [read_source(CORPUS_EXTRA / name)
             for name in ("CR-2001-07-23.txt", "CR-2004-10-01.txt")]
    links = topic_links([_of_kind(corpus_documents, "rulings_summary"), *extra])
    k17 = sorted(_targets(links, node_key("section", summary_id, "K.17")))
    # In 2004 rule 215 is "now empty": only the legend rule is on the topic there.
    assert k17 == [node_key("rule", "cr-2001-07-23", "215"),
                   node_key("rule", "cr-2001-07-23", "420.5e"),
                   node_key("rule", "cr-2004-10-01", "420.5e")]
    trample = _targets(links, node_key("section", summary_id, "A.37"))
    assert trample[node_key("rule", "cr-2001-07-23", "502.9")] == "title"
    assert trample[node_key("rule", "cr-2004-10-01", "502.9")] == "title"
