"""Other complete editions added from ../shared/corpus-extra: dated citations resolve."""

from __future__ import annotations

from kb.store import KnowledgeBase


def test_extra_editions_are_recognised_with_their_dates(kb_extra: KnowledgeBase) -> None:
    cr = {d["id"]: d["counts"]["rules"] for d in kb_extra.documents
          if d["kind"] == "comprehensive_rules" and d["scope"] == "complete"}
    assert cr == {"cr-2003-12-01": 688, "cr-2001-07-23": 474, "cr-2002-02-20": 484,
                  "cr-2003-03-15": 514, "cr-2004-10-01": 728}


def test_220_citations_of_2001_07_23_resolve(kb_extra: KnowledgeBase) -> None:
    refs = kb_extra.stats()["references"]
    assert refs["external"]["2001-07-23"] == {"citations": 220, "resolved": 220, "loaded": True}
    assert refs["external"]["2000-07-23"] == {"citations": 1, "resolved": 0, "loaded": False}
    assert refs["unresolved"] == []


def test_ruling_source_links_the_cited_editions_rule(kb_extra: KnowledgeBase) -> None:
    page = kb_extra.ruling("A.37.1")
    assert page is not None
    [source] = page.data["sources"]
    assert source["status"] == "resolved"
    assert source["target"]["key"] == "rule:cr-2001-07-23:502.9"


def test_cited_rule_of_old_edition_is_cited_back_by_the_ruling(kb_extra: KnowledgeBase) -> None:
    page = kb_extra.rule("502.9b", edition="2001-07-23")
    assert page is not None
    assert page.data["cites"][0]["id"] == "502.9f"  # 2001's numbering: 502.9e came later
    assert {"A.37.3", "A.37.Ruling.1"} <= {c["id"] for c in page.data["cited_by"]}


def test_rule_text_in_every_edition_with_changes_flagged(kb_extra: KnowledgeBase) -> None:
    page = kb_extra.rule("502.9b")
    assert page is not None
    assert [(o["document"], o["changed"]) for o in page.data["other_editions"]] == [
        ("cr-2001-07-23", True), ("cr-2002-02-20", True), ("cr-2003-03-15", True),
        ("cr-2004-10-01", False)]
