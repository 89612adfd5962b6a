"""`rulesjudge card NAME`: typo-tolerant, clear errors, a JSON twin."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
    result = runner.invoke(main, ["card", "Tarmogoyf", "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["ok"] is False and data["status"] == 404
    assert data["error"].startswith("no card 'Tarmogoyf' in the knowledge base")
    assert "rulesjudge ingest --add AtomicCards.json" in data["error"]


def test_search_finds_a_card_by_name(runner: CliRunner) -> None:
    result = runner.invoke(main, ["search", "Shivan Dragon", "--kind", "card", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [h["id"] for h in data["hits"]][:1] == ["shivan-dragon"]
    assert data["hits"][0]["kind"] == "card"


def test_card_by_its_name_imports_no_heavy_library(kb_dir: Path) -> None:
    """An exact (or case-insensitive) name is one lookup: no whoosh, rdflib, networkx, flask."""
    code = ("import sys, runpy; sys.argv = ['rulesjudge', 'card', 'serra angel', '--kb', sys.argv[1]]\n"
            "try:\n    runpy.run_module('rulesjudge', run_name='__main__')\nexcept SystemExit: pass\n"
            "heavy = [m for m in ('whoosh', 'rdflib', 'networkx', 'flask') if m in sys.modules]\n"
            "print('HEAVY', heavy)")
    out = subprocess.run([sys.executable, "-c", code, str(kb_dir)], capture_output=True,
                         text=True, check=True).stdout
    assert out.startswith("Serra Angel  {3}{W}{W}") and out.strip().endswith("HEAVY []")
