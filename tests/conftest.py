"""Shared fixtures: one real knowledge base built from the bundled corpus per test session."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from click.testing import CliRunner

from kb.model import ParsedDocument
from kb.store import KnowledgeBase

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CORPUS_EXTRA = SHARED / "corpus-extra"


@pytest.fixture(scope="session")
def corpus_documents() -> list[ParsedDocument]:
    """The bundled corpus, parsed (no KB written)."""
    from ingest import bundled_sources
    from ingest.sources import read_source

    return [read_source(path) for path in bundled_sources()]


@pytest.fixture(scope="session")
def kb_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real KB built once per session from the bundled corpus."""
    from ingest.build import build_kb

    path = tmp_path_factory.mktemp("kb") / "kb"
    build_kb(path)
    return path


@pytest.fixture(scope="session")
def kb(kb_dir: Path) -> Iterator[KnowledgeBase]:
    """The session KB, opened read-only."""
    from kb.store import open_kb

    base = open_kb(kb_dir)
    yield base
    base.close()


@pytest.fixture(scope="session")
def index_dir(kb_dir: Path) -> Path:
    """The Whoosh index of the session KB."""
    from kb.store import INDEX

    return kb_dir / INDEX


@pytest.fixture
def runner(monkeypatch: pytest.MonkeyPatch, kb_dir: Path) -> CliRunner:
    """A click runner whose default KB is the session KB."""
    monkeypatch.setenv("RULESJUDGE_KB", str(kb_dir))
    return CliRunner()


@pytest.fixture(scope="session")
def kb_extra_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A KB of the bundled corpus plus the four complete editions of ../shared/corpus-extra."""
    from ingest import bundled_sources
    from ingest.build import build_kb

    extras = sorted(CORPUS_EXTRA.glob("CR-*.txt"))
    if len(extras) != 4:
        pytest.skip(f"../shared/corpus-extra is not beside the project ({CORPUS_EXTRA})")
    path = tmp_path_factory.mktemp("kb-extra") / "kb"
    build_kb(path, bundled_sources() + extras)
    return path
