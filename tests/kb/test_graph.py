"""The cross-reference graph: every reference an edge, followed both ways."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.graph import load_graph
from kb.model import node_key
from kb.store import KnowledgeBase

CR = "cr-2003-12-01"
RULINGS = "rulings-2003-07-24"


@pytest.fixture(scope="module")
def graph(kb_dir: Path):  # type: ignore[no-untyped-def]
    return load_graph(kb_dir / "graph.json")


def targets(graph, source: str, type_: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(graph.nodes[t]["id"] for _, t, d in graph.out_edges(source, data=True)
                  if d["type"] == type_)


def test_every_reference_of_the_bundled_corpus_resolves(kb: KnowledgeBase) -> None:
    refs = kb.stats()["references"]
    assert refs["unresolved"] == []
    assert refs["found"] == refs["resolved"] == 1450


def test_cr_text_references_are_edges(graph) -> None:  # type: ignore[no-untyped-def]
    cites = [(s, t) for s, t, d in graph.edges(data=True)
             if d["type"] in ("cites", "points_to") and s.split(":")[1] == CR]
    # 476 "rule(s) N" citations + 3 "section N" + 2 bare ranges, lists and ranges expanded
    assert len(cites) == 541


def test_range_reference_links_every_rule_in_it(graph) -> None:  # type: ignore[no-untyped-def]
    assert targets(graph, node_key("rule", CR, "409.1i"), "cites") == [
        "409.1a", "409.1b", "409.1c", "409.1d", "409.1e", "409.1f", "409.1g", "409.1h"]


def test_abbreviated_range_reference(graph) -> None:  # type: ignore[no-untyped-def]
    assert targets(graph, node_key("rule", CR, "502.24b"), "cites") == [
        "409.1b", "409.1f", "409.1g", "409.1h"]


def test_back_references_follow_the_other_way(graph) -> None:  # type: ignore[no-untyped-def]
    cited_by = sorted(graph.nodes[s]["id"] for s, _, d in
                      graph.in_edges(node_key("rule", CR, "310"), data=True) if d["type"] == "cites")
    assert {"408.1g", "502.2a", "502.9a", "502.28a"} <= set(cited_by)


def test_parent_and_child_edges(graph) -> None:  # type: ignore[no-untyped-def]
    assert targets(graph, node_key("rule", CR, "502.9b"), "is_part_of") == ["502.9"]
    assert targets(graph, node_key("rule", CR, "502.9"), "is_part_of") == ["502"]


def test_glossary_entry_points_to_its_rules_and_redirects(graph) -> None:  # type: ignore[no-untyped-def]
    assert targets(graph, node_key("glossary", CR, "regenerate"), "points_to") == ["419.6b"]
    assert targets(graph, node_key("glossary", CR, "y-z"), "see") == ["x"]


def test_glossary_term_links_rules_that_use_it(kb: KnowledgeBase) -> None:
    page = kb.glossary("trample")
    assert page is not None
    assert {"502.9a", "502.9b", "502.9c"} <= set(page.data["used_by"])


def test_ruling_references_are_edges(graph) -> None:  # type: ignore[no-untyped-def]
    refers = [d for _, _, d in graph.edges(data=True) if d["type"] == "refers_to"]
    assert len(refers) == 530


def test_dated_citations_are_not_linked_to_the_2003_rules(graph) -> None:  # type: ignore[no-untyped-def]
    types = [d["type"] for _, _, d in graph.out_edges(node_key("ruling", RULINGS, "A.37.1"), data=True)]
    assert "cites_unloaded" in types and "cites_edition" not in types
    assert not any(d["type"] == "cites_edition" for _, _, d in graph.edges(data=True))


def test_topic_links_join_rulings_sections_and_cr_rules(graph) -> None:  # type: ignore[no-untyped-def]
    def topics(key: str) -> set[str]:
        return {t for _, t, d in graph.out_edges(key, data=True) if d["type"] == "topic"} | \
               {s for s, _, d in graph.in_edges(key, data=True) if d["type"] == "topic"}

    assert node_key("rule", CR, "502.9") in topics(node_key("section", RULINGS, "A.37"))
    assert {node_key("rule", CR, "420.5e"), node_key("rule", CR, "215")} <= \
        topics(node_key("section", RULINGS, "K.17"))


def test_rule_page_lists_related_rulings_of_its_ancestors(kb: KnowledgeBase) -> None:
    page = kb.rule("502.9b")
    assert page is not None
    assert [r["id"] for r in page.data["rulings"]] == ["A.37"]


def test_same_rule_number_across_editions(kb: KnowledgeBase) -> None:
    page = kb.rule("212.2a")
    assert page is not None
    assert [(o["document"], o["changed"]) for o in page.data["other_editions"]] == \
        [("cr-partial-212-217", False)]
    changed = kb.rule("409.1a")
    assert changed is not None
    assert [(o["document"], o["changed"]) for o in changed.data["other_editions"]] == \
        [("cr-partial-400-422", True)]


def test_has_rule_accepts_text_and_rule_numbers(kb: KnowledgeBase) -> None:
    from kb.model import parse_rule_number

    assert kb.has_rule("420.5a") and kb.has_rule(parse_rule_number("420.5a"))
    assert not kb.has_rule("420.5z") and not kb.has_rule("not a rule")
    assert kb.has_rule("409.1a", edition="cr-partial-400-422")


def test_every_edge_type_is_documented_and_exported(graph) -> None:  # type: ignore[no-untyped-def]
    from kb.graph import EDGE_TYPES
    from kb.rdf import PROPERTIES

    used = {d["type"] for _, _, d in graph.edges(data=True)}
    assert used <= set(EDGE_TYPES)
    # Edge types without a plain property are written by kb.rdf as their own triples.
    assert set(EDGE_TYPES) - set(PROPERTIES) == {"same_number", "out_of_scope"}
