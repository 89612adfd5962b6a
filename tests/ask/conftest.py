"""Fixtures of the ask tests (the index is the session KB's: tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.model import ParsedDocument

QUESTIONS = Path(__file__).resolve().parent.parent / "data" / "questions.yaml"


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
