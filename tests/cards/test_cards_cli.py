"""`rulesjudge card NAME`: typo-tolerant, clear errors, a JSON twin."""

from __future__ import annotations

import json

from click.testing import CliRunner

from rulesjudge import main


def test_card_shows_text_keywords_and_rulings(runner: CliRunner) -> None:
    result = runner.invoke(main, ["card", "River Boa"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[:2] == ["River Boa  {1}{G}   [cards-builtin]", "Creature — Snake  2/1"]
    assert "Keyword islandwalk: rule 502.6 Landwalk" in lines
    assert "Rulings: A.27 Landwalk" in lines


def test_card_reads_a_typo_as_the_nearest_name(runner: CliRunner) -> None:
    result = runner.invoke(main, ["card", "serra angle", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ok"] is True
    assert data["card"]["name"] == "Serra Angel"
    assert [k["id"] for k in data["card"]["keywords"]] == ["502.4"]


def test_card_with_several_near_names_lists_them(runner: CliRunner) -> None:
    result = runner.invoke(main, ["card", "giant"])
    assert result.exit_code == 1
    assert "no card 'giant'; nearest: " in result.output
    assert "Hill Giant" in result.output and "Giant Spider" in result.output


def test_unknown_card_says_how_to_add_card_data(runner: CliRunner) -> None:
    result = runner.invoke(main, ["card", "Stifle", "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["ok"] is False and data["status"] == 404
    assert data["error"].startswith("no card 'Stifle' in the knowledge base")
    assert "rulesjudge ingest --add AtomicCards.json" in data["error"]


def test_search_finds_a_card_by_name(runner: CliRunner) -> None:
    result = runner.invoke(main, ["search", "Shivan Dragon", "--kind", "card", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [h["id"] for h in data["hits"]][:1] == ["shivan-dragon"]
    assert data["hits"][0]["kind"] == "card"
