"""Fixtures of the ask tests (the index is the session KB's: tests/conftest.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from kb.model import ParsedDocument
from kb.store import KnowledgeBase

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


@pytest.fixture(scope="session")
def answer_in_kb(kb: KnowledgeBase, glossary_slugs: set[str]) -> Callable[[str], bool]:
    """Whether an expected answer of a questions file names something of the KB: a rule
    number of the 2003 rules, or ``glossary:PREFIX`` of one of its glossary entries."""
    def exists(answer: str) -> bool:
        if answer.startswith("glossary:"):
            prefix = answer[len("glossary:"):]
            return any(slug.startswith(prefix) for slug in glossary_slugs)
        return bool(re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", answer)) and kb.has_rule(answer)
    return exists
