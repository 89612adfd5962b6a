"""The derived ``about`` links (kb/ruling_about.py) on the pages: a ruling's and a rulings
section's page say which 2003 rule they are about and how it was found, marked apart from
the ruling's own citation; a rule's page lists the rulings about it next to (not among)
its related rulings.  Exact ids from the bundled corpus."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from kb.ruling_about import METHODS, TARGET_EDITION
from kb.store import KnowledgeBase


def _about_block(html: str) -> str:
    found = re.search(r'<section class="about".*?</section>', html, re.S)
    assert found is not None
    return found.group(0)


@pytest.mark.parametrize("ruling, rule, method", [
    ("K.16.6", "212.6e", "ruling text"),
    ("A.23.1", "502.17", "ruling text"),
    ("A.37.1", "502.9", "ruling text"),
])
def test_ruling_page_says_which_2003_rule_it_is_about(client: FlaskClient, ruling: str,
                                                      rule: str, method: str) -> None:
    html = client.get(f"/rulings/{ruling}").get_data(as_text=True)
    block = _about_block(html)
    assert f'About rule <a href="/rules/{rule}" class="k-rule">{rule}</a>' in block
    assert f"(found by: {method})" in block
    assert '<span class="derived-tag">Derived</span>' in block
    assert "not a citation" in block
    assert client.get(f"/rules/{rule}").status_code == 200


def test_ruling_json_has_the_about_link_with_its_method(client: FlaskClient) -> None:
    data = client.get("/rulings/K.16.6.json").get_json()["ruling"]
    [about] = data["about"]
    assert (about["kind"], about["id"], about["document"]) == ("rule", "212.6e", TARGET_EDITION)
    assert about["type"] == "about"
    assert about["method"] == "ruling text"
    assert about["method_text"] == METHODS["ruling text"]
    assert 0.35 <= about["score"] < 2
    # The citation stays the 2001 edition's 214.4 (not loaded), never the about rule.
    [source] = data["sources"]
    assert (source["rule"], source["date"], source["status"]) == ("214.4", "2001-07-23", "not_loaded")


def test_citation_and_about_are_shown_apart_on_a_ruling_page(client: FlaskClient) -> None:
    html = client.get("/rulings/K.16.6").get_data(as_text=True)
    sources = html[html.index("<h2>Sources</h2>"):]
    assert "214.4" in sources and "212.6e" not in sources
    assert "214.4" not in _about_block(html)


def test_section_page_says_which_rule_its_title_names(client: FlaskClient) -> None:
    html = client.get("/rulings/A.37").get_data(as_text=True)
    block = _about_block(html)
    assert 'About rule <a href="/rules/502.9" class="k-rule">502.9</a> Trample' in block
    assert "(found by: section topic)" in block
    data = client.get("/rulings/A.37.json").get_json()["section"]
    assert [(a["id"], a["method"], a["score"]) for a in data["about"]] == [("502.9", "section topic", 1.0)]


def test_rule_page_lists_the_rulings_about_it_apart_from_related_rulings(client: FlaskClient) -> None:
    html = client.get("/rules/502.17").get_data(as_text=True)
    found = re.search(r'<section aria-labelledby="about-h" class="rulings-about">(.*?)</section>', html, re.S)
    assert found is not None
    block = found.group(1)
    assert '<h2 id="about-h">Rulings about this rule</h2>' in block
    assert re.findall(r'href="/rulings/([A-Z0-9.]+)"', block) == ["A.23", "A.23.1", "A.23.4"]
    assert block.count("found by: ruling text") == 2 and block.count("found by: section topic") == 1
    related = re.search(r'<h2 id="rulings-h">Related rulings</h2>(.*?)</section>', html, re.S)
    assert related is not None and "A.23.1" not in related.group(1)
    data = client.get("/rules/502.17.json").get_json()["rule"]
    assert [(r["kind"], r["id"], r["method"]) for r in data["rulings_about"]] == [
        ("section", "A.23", "section topic"), ("ruling", "A.23.1", "ruling text"),
        ("ruling", "A.23.4", "ruling text")]
    assert all(r["id"] not in {x["id"] for x in data["rulings"]} for r in data["rulings_about"][1:])


def test_rule_212_6e_lists_k_16_6(client: FlaskClient) -> None:
    data = client.get("/rules/212.6e.json").get_json()["rule"]
    assert [r["id"] for r in data["rulings_about"]] == ["K.16.4", "K.16.6"]
    html = client.get("/rules/212.6e").get_data(as_text=True)
    for ident in ("K.16.4", "K.16.6"):
        assert f'href="/rulings/{ident}"' in html
        assert client.get(f"/rulings/{ident}").status_code == 200


def test_rule_without_rulings_about_it_says_so(client: FlaskClient) -> None:
    data = client.get("/rules/100.1.json").get_json()["rule"]
    assert data["rulings_about"] == []
    assert "No ruling found to be about it." in client.get("/rules/100.1").get_data(as_text=True)


def test_every_about_link_names_a_2003_rule_and_is_shown_both_ways(kb: KnowledgeBase) -> None:
    pairs = set()
    for kind in ("ruling", "section"):
        for page in kb.generate_pages(kind):
            for link in page.data["about"]:
                assert link["document"] == TARGET_EDITION and link["method"] in METHODS
                assert kb.has_rule(link["id"], TARGET_EDITION), (page.id, link["id"])
                pairs.add((page.id, link["id"]))
    assert len(pairs) > 1000
    back = {(r["id"], page.id) for page in kb.generate_pages("rule", TARGET_EDITION)
            for r in page.data["rulings_about"]}
    assert back == pairs
