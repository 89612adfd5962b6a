"""Read the source documents of the corpus into the records of :mod:`kb.model`.

The pieces:

- :mod:`ingest.sources` — read a file (UTF-8, Windows-1252, CRLF), recognise
  what it is by its content (:func:`ingest.sources.recognise`) and hand it to
  the right parser (:func:`ingest.sources.read_source`);
- :mod:`ingest.cr` — the Comprehensive Rules in every layout: the Markdown-ish
  conversion, the column-wrapped section-4 edition, the run-together 212–217
  edition and the official plain-text editions;
- :mod:`ingest.refs` — rule references in running text ("see rule 310",
  "rules 409.1a–409.1h", "409.1f–h");
- :mod:`ingest.rulings` — the General Rulings Summary: sections, entries,
  notes, bracketed sources, internal references and its index;
- :mod:`ingest.rulebook` — the basic rulebook: headed passages and glossary;
- :mod:`ingest.build` — build a knowledge base directory from sources, into a
  temporary directory swapped in whole.

Parsers never raise on a bad line: they append to ``ParsedDocument.errors``.
"""

from __future__ import annotations

from pathlib import Path

#: The bundled corpus shipped inside the package.
CORPUS_DIR = Path(__file__).parent / "corpus"


def bundled_sources() -> list[Path]:
    """The bundled corpus documents, in a stable order."""
    return sorted(CORPUS_DIR.glob("*.txt"))
