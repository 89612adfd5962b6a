"""/docs renders the repository's documents; the scenario editor links the format
document when the installation has it, and the card list always."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient


@pytest.fixture
def docs_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    import webapp.docs

    (tmp_path / "scenario-format.md").write_text(
        "# The scenario format\n\nA scenario is YAML.\n\n<script>alert(1)</script>\n\n"
        "| field | what |\n| --- | --- |\n| title | its name |\n", encoding="utf-8")
    monkeypatch.setattr(webapp.docs, "docs_dir", lambda: tmp_path)
    return tmp_path


def test_editor_links_the_format_document_when_present(client: FlaskClient,
                                                       docs_folder: Path) -> None:
    html = client.get("/scenarios").get_data(as_text=True)
    assert '<a href="/docs/scenario-format">The scenario format</a>' in html
    assert '<a href="/scenarios/cards">Cards you can name</a>' in html


def test_format_document_is_rendered_with_raw_html_escaped(client: FlaskClient,
                                                           docs_folder: Path) -> None:
    html = client.get("/docs/scenario-format").get_data(as_text=True)
    assert "<title>The scenario format · rulesjudge</title>" in html
    assert "<h1>The scenario format</h1>" in html and "<td>its name</td>" in html
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;" in html
    data = client.get("/docs/scenario-format.json").get_json()
    assert data["markdown"].startswith("# The scenario format")


def test_editor_without_the_format_document_still_links_the_cards(
        client: FlaskClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import webapp.docs

    monkeypatch.setattr(webapp.docs, "docs_dir", lambda: tmp_path / "none")
    html = client.get("/scenarios").get_data(as_text=True)
    assert "/docs/scenario-format" not in html and 'href="/scenarios/cards"' in html
    assert client.get("/docs/scenario-format.json").status_code == 404


def test_card_list_names_every_card_of_the_pool(client: FlaskClient) -> None:
    from judge.cards import card_pool

    data = client.get("/scenarios/cards.json").get_json()
    assert sorted(c["name"] for c in data["cards"]) == sorted(card_pool())
    bolt = next(c for c in data["cards"] if c["name"] == "Lightning Bolt")
    assert (bolt["mana_cost"], bolt["types"], bolt["text"]) == (
        "{R}", "Instant", ["3 damage to target creature or player"])
