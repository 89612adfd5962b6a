"""Glossary entries and rulings sections of the same topic link each other; the
glossary index sorts by letters, not quotes (issue 12 item 10)."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient


def test_glossary_entry_links_the_rulings_section_of_its_topic(client: FlaskClient) -> None:
    data = client.get("/glossary/regenerate.json").get_json()
    assert [s["id"] for s in data["rulings_sections"]] == ["G.29"]
    html = client.get("/glossary/regenerate").get_data(as_text=True)
    assert '<a href="/rulings/G.29" class="k-section">G.29 Regeneration</a>' in html


def test_rulings_section_links_the_glossary_entry_of_its_topic(client: FlaskClient) -> None:
    data = client.get("/rulings/G.29.json").get_json()
    assert [g["id"] for g in data["glossary"]] == ["regenerate"]
    html = client.get("/rulings/G.29").get_data(as_text=True)
    assert '<a href="/glossary/regenerate" class="k-glossary">Regenerate</a>' in html


@pytest.mark.parametrize("term, section", [
    ("trample", "A.37"), ("state-based-effects", "T.11"), ("sacrifice", "G.33"),
])
def test_more_glossary_topics_find_their_section(client: FlaskClient, term: str,
                                                 section: str) -> None:
    data = client.get(f"/glossary/{term}.json").get_json()
    assert section in [s["id"] for s in data["rulings_sections"]]


def test_as_though_is_listed_under_a(client: FlaskClient) -> None:
    html = client.get("/glossary").get_data(as_text=True)
    letter_a = html[html.index('<section id="letter-A">'):html.index("</section>", html.index('<section id="letter-A">'))]
    assert 'href="/glossary/as-though"' in letter_a
    assert 'id="letter-#"' not in html
    order = re.findall(r'href="/glossary/(a[a-z-]*)"', letter_a)
    assert order.index("artifact-land") < order.index("as-though") < order.index("assign-combat-damage")


def test_phase_is_not_the_topic_of_phasing(client: FlaskClient) -> None:
    phase = client.get("/glossary/phase.json").get_json()
    assert "A.30" not in [s["id"] for s in phase["rulings_sections"]]
    phasing = client.get("/glossary/phasing.json").get_json()
    assert "A.30" in [s["id"] for s in phasing["rulings_sections"]]
