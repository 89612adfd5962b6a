"""The search box understands the words players type (issue 12 items 1, 2, 9) and a
filter on an unknown document is an error (issue 11 item 13)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from kb.search import search
from kb.vocabulary import modern_hint
from rulesjudge import main

OTHERS = ("cr-partial-400-422", "cr-partial-212-217")


def test_exile_finds_removed_from_the_game(index_dir: Path) -> None:
    results = search(index_dir, "exile", limit=5, exclude=OTHERS)
    assert results.read_as == ("'exile' → removed from the game",)
    assert ("rule", "217.7") in [(h.kind, h.id) for h in results.hits]
    assert results.suggestion is None


def test_battlefield_and_etb(index_dir: Path) -> None:
    assert search(index_dir, "battlefield", exclude=OTHERS).read_as == (
        "'battlefield' → in play",)
    etb = search(index_dir, "ETB", limit=5, exclude=OTHERS)
    assert etb.read_as == ("'etb' → comes into play",)
    assert etb.total > 0


def test_flash_is_not_corrected_to_slash(index_dir: Path) -> None:
    results = search(index_dir, "flash", limit=5, exclude=OTHERS)
    assert results.suggestion is None and not results.corrected
    assert ("rule", "212.5e") in [(h.kind, h.id) for h in results.hits]


def test_a_typo_is_still_corrected(index_dir: Path) -> None:
    results = search(index_dir, "tramlpe", exclude=OTHERS)
    assert results.suggestion == "trample" and results.corrected


def test_modern_only_words_name_the_nearest(index_dir: Path) -> None:
    for word, nearest in (("planeswalker", "damage dealt to a player"),
                          ("hexproof", "can't be the target of spells or abilities")):
        results = search(index_dir, word, exclude=OTHERS)
        assert len(results.read_as) == 1 and results.read_as[0].startswith(
            f"'{word}': not in the 2003 rules"), results.read_as
        assert nearest in results.read_as[0]


def test_the_2003_rules_by_default_other_editions_counted(index_dir: Path) -> None:
    results = search(index_dir, "state-based effects", kind="rule", limit=50, exclude=OTHERS)
    assert {h.document for h in results.hits} == {"cr-2003-12-01"}
    assert results.by_document["cr-partial-400-422"] > 0  # counted, not shown
    asked = search(index_dir, "state-based effects", document="cr-partial-400-422",
                   exclude=OTHERS)
    assert {h.document for h in asked.hits} == {"cr-partial-400-422"}


def test_modern_hint() -> None:
    assert modern_hint("exile")[0] == "removed from the game"
    assert modern_hint("trample") == (None, None)


def test_cli_search_reads_exile_and_labels_other_editions(runner: CliRunner) -> None:
    result = runner.invoke(main, ["search", "exile", "--limit", "3"])
    assert result.exit_code == 0, result.output
    assert "Read as: 'exile' → removed from the game" in result.output
    assert "rulesjudge ask 'exile'" in result.output
    assert "sections 400–422 of an earlier edition (before December 2003)" in result.output
    assert "sections 212–217 of a later edition (after December 2003)" in result.output
    assert "undated" not in result.output


def test_cli_search_unknown_document_is_an_error(runner: CliRunner) -> None:
    result = runner.invoke(main, ["search", "trample", "--document", "nosuch"])
    assert result.exit_code == 2
    assert "no document 'nosuch' in the knowledge base" in result.output
    data = json.loads(runner.invoke(main, ["search", "x", "--document", "nosuch",
                                           "--json"]).output)
    assert data["ok"] is False and data["status"] == 400


def test_cli_glossary_suggests_the_2003_term(runner: CliRunner) -> None:
    result = runner.invoke(main, ["glossary", "exile"])
    assert result.exit_code == 1
    assert ("'exile' is today's word; the 2003 rules say 'removed from the game'; "
            "nearest: removed-from-the-game,") in result.output
