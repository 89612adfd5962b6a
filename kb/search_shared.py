"""What the search sessions of a process share, per build of an index: stored fields,
postings, document sets and lookups that never change for one build (see
:class:`kb.search.SearchSession`, which the web app opens once per request)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kb.search_postings import Postings
from kb.search_results import Hit
from kb.search_text import TokenCache


#: Per (index directory, generation): the glossary records and the document
#: sets of filter terms, read once per process.  Treat as read-only.
_SHARED_GLOSSARY: dict[tuple[str, int, int, int], list[dict[str, Any]]] = {}
_SHARED_DOCSETS: dict[tuple[str, int, int, int], dict[tuple[str, str], frozenset[int]]] = {}
_SHARED_TERMS: dict[tuple[tuple[str, int, int, int], str], list[str]] = {}
_SHARED_VOCABULARY: dict[tuple[str, int, int, int], frozenset[str]] = {}
_SHARED_FIELDS: dict[tuple[str, int, int, int], dict[int, dict[str, Any]]] = {}
_SHARED_POSTINGS: dict[tuple[str, int, int, int], Postings] = {}
_SHARED_TOKENS: dict[tuple[str, int, int, int], TokenCache] = {}
_SHARED_HITS: dict[tuple[str, int, int, int], dict[int, tuple[Hit, dict[str, Any]]]] = {}
#: (field, word) → whether the unstemmed vocabulary holds a word (``plain``), in how
#: many records a stem occurs (``text``); at most this many kept per index build.
_SHARED_LOOKUPS: dict[tuple[str, int, int, int], dict[tuple[str, str], int]] = {}
MAX_LOOKUPS = 50_000
_LETTERS = "abcdefghijklmnopqrstuvwxyz"

def _identity(index_dir: Path, generation: int) -> tuple[str, int, int, int]:
    """What identifies one build of an index: a rebuilt index swapped into the same
    directory starts again at generation 0, but its table of contents is a new file."""
    toc = index_dir / f"_MAIN_{generation}.toc"
    try:
        stat = toc.stat()
    except OSError:
        return (str(index_dir.resolve()), generation, -1, -1)
    return (str(index_dir.resolve()), generation, stat.st_ino, stat.st_mtime_ns)
