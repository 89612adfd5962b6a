"""Rule, glossary, rulings and rulebook pages link every cross-reference both ways."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient


def section(html: str, heading_id: str) -> str:
    """The HTML of the <section> whose heading has id *heading_id*."""
    start = html.index(f'id="{heading_id}"')
    return html[start:html.index("</section>", start)]


def test_rule_links_its_parent(client: FlaskClient) -> None:
    html = client.get("/rules/502.9b").get_data(as_text=True)
    assert '<a rel="up" href="/rules/502.9">↑ 502.9</a>' in html


def test_rule_number_in_text_links_the_rule_it_cites(client: FlaskClient) -> None:
    html = client.get("/rules/502.9b").get_data(as_text=True)
    text = html[html.index('<p class="rule-text">'):html.index("</p>", html.index('<p class="rule-text">'))]
    assert '(see rule <a class="ref" href="/rules/502.9e">502.9e</a>)' in text


def test_rule_lists_what_it_cites(client: FlaskClient) -> None:
    cites = section(client.get("/rules/502.9b").get_data(as_text=True), "cites-h")
    assert re.findall(r'href="(/rules/[^"]+)"', cites) == ["/rules/502.9e"]


def test_rule_420_is_cited_by_102_1(client: FlaskClient) -> None:
    cited = section(client.get("/rules/420").get_data(as_text=True), "cited-h")
    assert '<a href="/rules/102.1" class="k-rule">102.1 ' in cited


def test_back_reference_appears_on_the_cited_rule(client: FlaskClient) -> None:
    cited = section(client.get("/rules/502.9e").get_data(as_text=True), "cited-h")
    assert re.findall(r'href="(/rules/[^"]+)"', cited) == ["/rules/502.9b"]


def test_rule_shows_related_ruling_section(client: FlaskClient) -> None:
    rulings = section(client.get("/rules/502.9b").get_data(as_text=True), "rulings-h")
    assert '<a href="/rulings/A.37" class="k-section">A.37 Trample</a>' in rulings


def test_prev_and_next_link_the_neighbouring_rules(client: FlaskClient) -> None:
    html = client.get("/rules/502.9b").get_data(as_text=True)
    assert '<a rel="prev" href="/rules/502.9a">' in html
    assert '<a rel="next" href="/rules/502.9c">' in html


def test_children_are_listed_in_order(client: FlaskClient) -> None:
    html = client.get("/rules/502.9").get_data(as_text=True)
    assert re.findall(r'<a class="num" href="/rules/([^"]+)">', html) == [
        "502.9a", "502.9b", "502.9c", "502.9d", "502.9e", "502.9f"]


def test_a_rule_page_shows_its_subrules_in_full(client: FlaskClient, kb: Any) -> None:
    html = client.get("/rules/420.5").get_data(as_text=True)
    numbers = re.findall(r'<li id="r-(420\.5[a-z])">', html)
    assert numbers == [f"420.5{c}" for c in "abcdefghijk"]
    last = str(kb.rule("420.5k").data["text"])
    start = html.index('<li id="r-420.5k">')
    shown = re.sub(r"<[^>]+>", "", html[start:html.index("</li>", start)])
    assert " ".join(last.split()) in " ".join(shown.replace("&#39;", "'").split())


def test_a_section_page_shows_two_levels_in_full(client: FlaskClient) -> None:
    html = client.get("/rules/420").get_data(as_text=True)
    assert '<li id="r-420.5">' in html and '<li id="r-420.5k">' in html


@pytest.mark.parametrize("number, title", [
    ("502.9b", "502.9b — Trample"), ("420.5", "420.5 — State-Based Effects"),
    ("502.9", "502.9. Trample"), ("420.5a", "420.5a — State-Based Effects"),
])
def test_rule_page_title_carries_the_section_title(client: FlaskClient, number: str,
                                                   title: str) -> None:
    html = client.get(f"/rules/{number}").get_data(as_text=True)
    assert f"<title>{title} · rulesjudge</title>" in html


def test_glossary_term_in_rule_text_links_with_its_definition(client: FlaskClient) -> None:
    html = client.get("/rules/502.9b").get_data(as_text=True)
    match = re.search(r'<a class="term" href="/glossary/trample" data-tip="([^"]+)">trample</a>', html)
    assert match is not None
    assert match.group(1).startswith("Trample is a static ability modifying the combat damage step")


def test_examples_are_set_apart(client: FlaskClient) -> None:
    html = client.get("/rules/103.4").get_data(as_text=True)
    assert html.count('<aside class="example"><strong>Example:</strong>') == len(
        client.get("/rules/103.4.json").get_json()["rule"]["examples"])


def test_permalink_names_the_edition(client: FlaskClient) -> None:
    data = client.get("/rules/420.5a.json").get_json()
    assert data["permalink"] == "http://localhost/rules/420.5a?edition=cr-2003-12-01"


def test_neighbourhood_picture_links_every_node(client: FlaskClient) -> None:
    html = client.get("/rules/502.9b").get_data(as_text=True)
    svg = html[html.index("<svg"):html.index("</svg>")]
    assert sorted(re.findall(r'<a class="node [^"]*" href="([^"]+)"', svg)) == [
        "/rules/502.9", "/rules/502.9e", "/rulings/A.37"]


def test_neighbourhood_json_has_citations_and_back_references(client: FlaskClient) -> None:
    graph = client.get("/rules/502.9e.json").get_json()["neighbourhood"]
    roles = {(n["id"], n["role"]) for n in graph["nodes"]}
    assert ("502.9b", "cited_by") in roles and ("502.9e", "self") in roles


def test_edition_argument_shows_that_edition(client: FlaskClient) -> None:
    data = client.get("/rules/420.5?edition=cr-partial-400-422&format=json").get_json()
    assert data["rule"]["document"] == "cr-partial-400-422"


def test_other_edition_is_shown_with_a_word_diff(client: FlaskClient) -> None:
    data = client.get("/rules/212.1c.json").get_json()["rule"]
    changed = [o for o in data["other_editions"] if o["changed"]]
    assert changed
    html = client.get("/rules/212.1c").get_data(as_text=True)
    editions = section(html, "editions-h")
    assert '<p class="diff">' in editions and ("<del>" in editions or "<ins>" in editions)
    assert f'href="/rules/212.1c?edition={changed[0]["document"]}"' in editions


def test_unknown_edition_is_404(client: FlaskClient) -> None:
    response = client.get("/rules/420.json?edition=1999-01-01")
    assert response.status_code == 404
    assert "no Comprehensive Rules edition '1999-01-01'" in response.get_json()["error"]


def test_trailing_period_redirects_to_the_rule(client: FlaskClient) -> None:
    response = client.get("/rules/420.5.")
    assert response.status_code == 302
    assert response.headers["Location"] == "/rules/420.5"


def test_glossary_entry_links_the_rule_it_points_to(client: FlaskClient) -> None:
    html = client.get("/glossary/regenerate").get_data(as_text=True)
    assert 'See rule <a class="ref" href="/rules/419.6b">419.6b</a>.' in html


def test_glossary_see_entry_redirects_to_its_target(client: FlaskClient) -> None:
    response = client.get("/glossary/y-z")
    assert (response.status_code, response.headers["Location"]) == (302, "/glossary/x")


def test_glossary_alias_redirects_to_the_entry(client: FlaskClient) -> None:
    response = client.get("/glossary/Regenerate")
    assert (response.status_code, response.headers["Location"]) == (302, "/glossary/regenerate")


def test_glossary_twin_of_a_see_entry_answers_the_entry_not_a_redirect(
        client: FlaskClient) -> None:
    response = client.get("/glossary/y-z.json")
    data = response.get_json()
    assert response.status_code == 200 and "Location" not in response.headers
    assert (data["glossary"]["id"], [s["id"] for s in data["glossary"]["see"]]) == ("y-z", ["x"])


def test_rulebook_glossary_entry_has_its_own_page(client: FlaskClient) -> None:
    data = client.get("/glossary/trample.json?document=rulebook-classic-sixth-edition").get_json()
    assert data["glossary"]["document"] == "rulebook-classic-sixth-edition"


def test_ruling_source_citing_an_unloaded_edition_is_marked(client: FlaskClient) -> None:
    data = client.get("/rulings/A.3.3.json").get_json()["ruling"]
    assert [(s["rule"], s["status"]) for s in data["sources"]] == [("412.4", "not_loaded")]
    html = client.get("/rulings/A.3.3").get_data(as_text=True)
    assert "412.4</span> <small>CR 2002-02-20: edition not loaded</small>" in html
    assert 'href="/rules/412.4"' not in html


def test_ruling_links_its_section_and_what_cites_it(client: FlaskClient) -> None:
    html = client.get("/rulings/A.4.21").get_data(as_text=True)
    assert '<a href="/rulings/A.4">A.4 Triggered Abilities</a>' in html
    assert 'href="/rulings/E.3.Ruling.4"' in html


def test_ruling_section_lists_its_rulings_and_topics(client: FlaskClient) -> None:
    html = client.get("/rulings/A.37").get_data(as_text=True)
    assert '<li id="A.37.1"><a class="num" href="/rulings/A.37.1">A.37.1</a>' in html
    assert '<a href="/rules/502.9" class="k-rule">502.9 Trample</a>' in html


def test_contents_tree_links_sections_and_rules(client: FlaskClient) -> None:
    html = client.get("/").get_data(as_text=True)
    assert '<a class="section-link" href="/rules/502"><span class="num">502.</span> Keyword Abilities</a>' in html
    assert 'href="/rules/502.9b"' in html
    assert 'href="/rulings/A.37"' in html
    assert 'href="/?edition=cr-partial-400-422"' in html


def test_contents_of_another_edition(client: FlaskClient) -> None:
    data = client.get("/.json?edition=cr-partial-400-422").get_json()
    assert [p["part"] for p in data["parts"]] == [4]


def test_ruling_source_links_the_rule_of_the_edition_it_cites(extra_client: FlaskClient) -> None:
    html = extra_client.get("/rulings/A.8.4").get_data(as_text=True)
    assert '<a href="/rules/502.10b?edition=cr-2001-07-23">502.10b</a>' in html
    assert "edition not loaded" not in html


def test_rule_page_diffs_every_other_edition(extra_client: FlaskClient) -> None:
    data = extra_client.get("/rules/420.5a.json").get_json()["rule"]
    assert [(o["document"], o["changed"]) for o in data["other_editions"]] == [
        ("cr-partial-400-422", True), ("cr-2001-07-23", True), ("cr-2002-02-20", True),
        ("cr-2003-03-15", True), ("cr-2004-10-01", False)]
    html = extra_client.get("/rules/420.5a").get_data(as_text=True)
    assert '<p class="diff">A player with 0 <del>life </del>or less<ins> life</ins> loses the game.</p>' in html
