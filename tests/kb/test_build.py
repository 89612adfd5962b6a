"""Building the KB: bad sources are refused by name and the previous KB is kept whole."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ingest import bundled_sources
from ingest.build import build_kb
from ingest.sources import SourceError
from kb.store import open_kb


@pytest.fixture
def kb_copy(kb_dir: Path, tmp_path: Path) -> Path:
    """A private copy of the session KB that a test may try to overwrite."""
    path = tmp_path / "kb"
    shutil.copytree(kb_dir, path)
    return path


def _assert_unchanged(path: Path, manifest_before: str) -> None:
    assert (path / "manifest.json").read_text(encoding="utf-8") == manifest_before
    kb = open_kb(path)
    assert kb.rule("502.9b") is not None
    assert [p.name for p in path.parent.iterdir() if p.name.startswith(".")] == []


@pytest.mark.parametrize("content", [b"", b"\x00\x01\x02 garbage \xff\xfe" * 50,
                                     b"Just some notes about my deck.\nTwenty lands.\n"])
def test_unusable_source_is_rejected_by_name_and_old_kb_kept(kb_copy: Path, tmp_path: Path,
                                                            content: bytes) -> None:
    before = (kb_copy / "manifest.json").read_text(encoding="utf-8")
    bad = tmp_path / "bad-source.txt"
    bad.write_bytes(content)
    with pytest.raises(SourceError, match="bad-source.txt"):
        build_kb(kb_copy, bundled_sources() + [bad])
    _assert_unchanged(kb_copy, before)


def test_missing_source_is_rejected_by_name(kb_copy: Path, tmp_path: Path) -> None:
    before = (kb_copy / "manifest.json").read_text(encoding="utf-8")
    with pytest.raises(SourceError, match="no-such-file.txt"):
        build_kb(kb_copy, [tmp_path / "no-such-file.txt"])
    _assert_unchanged(kb_copy, before)


@pytest.mark.parametrize("module, step", [("kb.rdf", "write_graph"), ("kb.pages", "write_lookup")])
def test_failure_while_writing_stores_keeps_old_kb(kb_copy: Path, monkeypatch: pytest.MonkeyPatch,
                                                   module: str, step: str) -> None:
    import importlib

    before = (kb_copy / "manifest.json").read_text(encoding="utf-8")

    def broken(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(importlib.import_module(module), step, broken)
    with pytest.raises(OSError, match="disk full"):
        build_kb(kb_copy)
    _assert_unchanged(kb_copy, before)


def test_failed_indexer_process_fails_the_build_and_keeps_old_kb(
        kb_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import kb.search

    before = (kb_copy / "manifest.json").read_text(encoding="utf-8")

    def broken(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(kb.search, "build_index", broken)  # the forked indexer inherits it
    with pytest.raises(RuntimeError, match="search index failed: OSError: disk full$"):
        build_kb(kb_copy)
    _assert_unchanged(kb_copy, before)


def test_failed_indexer_is_a_clear_cli_error_naming_its_cause(
        kb_copy: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    import kb.search
    from click.testing import CliRunner

    from rulesjudge import main

    def broken(*args: object, **kwargs: object) -> None:
        try:
            raise ModuleNotFoundError("No module named 'spellchecker'")
        finally:
            raise RuntimeError("a failed clean-up after it")  # noqa: B012 - as a writer's cancel

    monkeypatch.setattr(kb.search, "build_index", broken)
    result = CliRunner().invoke(main, ["ingest", "--kb", str(kb_copy)])
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1] == (
        "Error: could not build the knowledge base: building the search index failed: "
        "ModuleNotFoundError: No module named 'spellchecker' (the previous knowledge base is "
        "unchanged)")
    assert "Traceback" not in capfd.readouterr().err  # not even from the indexer process


def test_manifest_lists_the_five_bundled_documents_and_the_card_pool(kb_dir: Path) -> None:
    manifest = json.loads((kb_dir / "manifest.json").read_text(encoding="utf-8"))
    kinds = sorted((d["kind"], d["edition"] or "undated", d["id"]) for d in manifest["documents"])
    assert kinds == [("card_data", "undated", "cards-builtin"),
                     ("comprehensive_rules", "2003-12-01", "cr-2003-12-01"),
                     ("comprehensive_rules", "undated", "cr-partial-212-217"),
                     ("comprehensive_rules", "undated", "cr-partial-400-422"),
                     ("rulebook", "undated", "rulebook-classic-sixth-edition"),
                     ("rulings_summary", "2003-07-24", "rulings-2003-07-24")]
    assert manifest["default_edition"] == "cr-2003-12-01"
