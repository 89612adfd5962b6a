"""The search index of the real bundled corpus, built once per session for the ask tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.model import ParsedDocument

QUESTIONS = Path(__file__).resolve().parent.parent / "data" / "questions.yaml"


@pytest.fixture(scope="session")
def index_dir(tmp_path_factory: pytest.TempPathFactory,
              corpus_documents: list[ParsedDocument]) -> Path:
    """A Whoosh index of the bundled corpus (read with ingest.sources.read_source)."""
    from kb.search import build_index

    path = tmp_path_factory.mktemp("ask") / "index"
    build_index(path, corpus_documents)
    return path


@pytest.fixture(scope="session")
def rule_numbers(corpus_documents: list[ParsedDocument]) -> set[str]:
    """Every rule and section number of the 2003 Comprehensive Rules."""
    return {rule.id for doc in corpus_documents if doc.document.id == "cr-2003-12-01"
            for rule in doc.rules}


@pytest.fixture(scope="session")
def glossary_slugs(corpus_documents: list[ParsedDocument]) -> set[str]:
    """The slugs of the 2003 Comprehensive Rules' glossary."""
    return {entry.slug for doc in corpus_documents if doc.document.id == "cr-2003-12-01"
            for entry in doc.glossary}
