"""Fixtures of the ingest tests: the bundled Comprehensive Rules editions, parsed once."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.model import ParsedDocument

ROOT = Path(__file__).resolve().parents[2]
CORPUS_EXTRA = ROOT.parent / "shared" / "corpus-extra"


def _parse_bundled_cr() -> dict[str, ParsedDocument]:
    from ingest import bundled_sources
    from ingest.cr import parse_cr
    from ingest.sources import decode, recognise

    parsed: dict[str, ParsedDocument] = {}
    for path in bundled_sources():
        data = path.read_bytes()
        text = decode(data)
        document = recognise(text, str(path), data)
        if document.kind == "comprehensive_rules":
            parsed[document.id] = parse_cr(text, document)
    return parsed


@pytest.fixture(scope="session")
def bundled_cr() -> dict[str, ParsedDocument]:
    """The bundled CR documents (complete 2003, section 4, 212–217), by document id."""
    return _parse_bundled_cr()


@pytest.fixture(scope="session")
def cr2003(bundled_cr: dict[str, ParsedDocument]) -> ParsedDocument:
    """The December 1, 2003 Comprehensive Rules."""
    return bundled_cr["cr-2003-12-01"]


@pytest.fixture(scope="session")
def cr_section4(bundled_cr: dict[str, ParsedDocument]) -> ParsedDocument:
    """The column-wrapped section-4 edition (rules 400–422, undated)."""
    return bundled_cr["cr-partial-400-422"]


@pytest.fixture(scope="session")
def cr_212_217(bundled_cr: dict[str, ParsedDocument]) -> ParsedDocument:
    """The run-together 212–217 edition (undated)."""
    return bundled_cr["cr-partial-212-217"]


@pytest.fixture(scope="session")
def corpus_extra() -> Path:
    """The folder of extra complete CR editions (read in place, never copied)."""
    if not CORPUS_EXTRA.is_dir():
        pytest.skip(f"{CORPUS_EXTRA} is not present")
    return CORPUS_EXTRA
