"""Build a knowledge base directory from source documents.

The KB is written into a temporary sibling directory and renamed into place
only when every part of it is complete, so a reader never sees half a KB and
a failed ingest (an unreadable or unrecognisable source, a crash) leaves the
previous KB exactly as it was.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Iterator

from ingest import bundled_sources
from kb.model import ParsedDocument

LOGGER = logging.getLogger(__name__)


@contextlib.contextmanager
def _steps(enabled: bool, total: int) -> Iterator[Callable[[str], None]]:
    """A progress bar on stderr with one tick per step (silent when disabled)."""
    if not enabled:
        yield lambda label: None
        return
    import click

    bar: Any = click.progressbar(length=total, label="Building the knowledge base",
                                 file=sys.stderr,
                                 item_show_func=lambda item: str(item) if item else None)
    with bar:
        def tick(label: str) -> None:
            bar.update(1, label)
        yield tick


def read_sources(paths: list[Path],
                 tick: Callable[[str], None] = lambda label: None) -> list[ParsedDocument]:
    """Read and recognise every source; the same document given twice is kept once.

    :raises ingest.sources.SourceError: naming the first file that can't be used.
    """
    from ingest.sources import SourceError, read_source

    documents: dict[str, ParsedDocument] = {}
    for path in paths:
        parsed = read_source(path)
        tick(parsed.document.id)  # the document, not its file name (a content hash)
        known = documents.get(parsed.document.id)
        if known is not None and known.document.sha256 != parsed.document.sha256:
            raise SourceError(f"{path}: another document with id {parsed.document.id!r} "
                              f"was already read from {known.document.source}")
        documents.setdefault(parsed.document.id, parsed)
    from ingest.cards import BUILTIN_ID, read_builtin_pool

    # The engine's built-in card pool is always part of the KB.
    documents.setdefault(BUILTIN_ID, read_builtin_pool())
    return list(documents.values())


def _topic_links(documents: list[ParsedDocument]) -> list[tuple[str, str, str]]:
    from ingest.topics import topic_links

    return [(link.source, link.target, link.basis) for link in topic_links(documents)]


def build_into(directory: Path, documents: list[ParsedDocument],
               tick: Callable[[str], None] = lambda label: None) -> dict[str, Any]:
    """Write every store of the KB for *documents* into *directory*; return the manifest."""
    from kb import graph as kbgraph
    from kb import pages, precomputed, rdf, store

    # The full-text index is the longest step: build it in a forked process
    # (it inherits the parsed documents) while this one builds the rest.
    indexer = _start_indexer(directory / store.INDEX, documents)
    try:
        topics = _topic_links(documents)
        from kb.ruling_about import about_links

        graph, references = kbgraph.build_graph(documents, topics,
                                                about=about_links(documents, topics))
        tick("graph")
        kbgraph.save_graph(graph, directory / store.GRAPH)
        page_count = pages.write_lookup(directory / store.LOOKUP, graph, documents)
        tick("lookups")
        triples = rdf.write_graph(graph, documents, directory / store.RDF)
        tick("rdf")
        precomputed.write(directory)
        precomputed.write_card_names(directory, _card_names(directory / store.LOOKUP))
        tick("start-up data")
        _join_indexer(indexer, directory / store.INDEX, documents)
        tick("search index")
    finally:
        if indexer is not None and indexer.is_alive():
            indexer.terminate()
            indexer.join()
    cr = [d.document for d in documents if d.document.kind == "comprehensive_rules"]
    default = next((d.id for d in cr if d.id == store.DEFAULT_EDITION),
                   next((d.id for d in cr if d.scope == "complete"), cr[0].id if cr else ""))
    return {
        "format": store.FORMAT_VERSION,
        "schema": store.SCHEMA_DIGEST,
        "generator": store.GENERATOR,
        "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "default_edition": default,
        "documents": [{**d.document.to_json(), "counts": d.counts(), "errors": len(d.errors)}
                      for d in documents],
        "references": references.to_json(),
        "graph": {**kbgraph.graph_stats(graph), "pages": page_count, "triples": triples},
    }


def _card_names(lookup: Path) -> list[str]:
    """Every card name of the lookup database just written."""
    import sqlite3

    with contextlib.closing(sqlite3.connect(lookup)) as conn:
        row = conn.execute("SELECT names FROM card_names").fetchone()
    return [str(name) for name in json.loads(row[0])] if row else []


#: Where a failed indexer process leaves its reason, beside the index it was building.
INDEXER_ERROR = "indexer-error.txt"


def _index_child(index_dir: Path, documents: list[ParsedDocument], forked: bool = False) -> None:
    """Build the search index; in a forked process, a failure is written beside the
    index (:data:`INDEXER_ERROR`) for the parent to report, not printed as a traceback."""
    if not forked:
        from kb import search

        search.build_index(index_dir, documents)
        return
    try:
        from kb import search

        search.build_index(index_dir, documents)
    except BaseException as exc:  # noqa: BLE001 - reported by the parent, whatever it is
        while exc.__context__ is not None:  # the first failure, not a failed clean-up after it
            exc = exc.__context__
        (index_dir.parent / INDEXER_ERROR).write_text(f"{type(exc).__name__}: {exc}",
                                                      encoding="utf-8")
        raise SystemExit(1) from None


def _start_indexer(index_dir: Path, documents: list[ParsedDocument]) -> Any:
    """Start building the search index in a forked process, where fork exists."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    process = multiprocessing.get_context("fork").Process(
        target=_index_child, args=(index_dir, documents, True), name="rulesjudge-indexer")
    process.start()
    return process


def _join_indexer(process: Any, index_dir: Path, documents: list[ParsedDocument]) -> None:
    """Wait for the indexer (or build the index here if none was started).

    :raises RuntimeError: if the indexer failed.
    """
    if process is None:
        _index_child(index_dir, documents)
        return
    process.join()
    if process.exitcode != 0:
        reason = index_dir.parent / INDEXER_ERROR
        detail = reason.read_text(encoding="utf-8") if reason.is_file() else \
            f"exit status {process.exitcode}"
        raise RuntimeError(f"building the search index failed: {detail}")


class IncompleteSourceError(ValueError):
    """A source read with less in it than it promises (sections its contents list
    names are missing from its body): refused unless ``allow_partial``."""


def completeness(parsed: ParsedDocument, text: str) -> list[str]:
    """What a Comprehensive Rules document lost in reading: the sections its text
    names (in its contents list or headings) that no rule was read for, and gaps
    in the numbering of the sections it has, part by part."""
    if parsed.document.kind != "comprehensive_rules":
        return []
    present = {rule.number.section for rule in parsed.rules}
    named = {int(m.group(1)) for m in _SECTION_NAME_RE.finditer(text)}
    problems = []
    missing = sorted(named - present)
    if missing:
        problems.append(f"{len(missing)} sections its contents name were not read: "
                        f"{_ranges(missing)}")
    gaps = []
    for part in {s // 100 for s in present}:
        numbers = sorted(s for s in present if s // 100 == part)
        gaps += [n for n in range(numbers[0], numbers[-1]) if n not in present and n not in missing]
    if gaps:
        problems.append(f"the numbering skips sections {_ranges(gaps)}")
    return problems


_SECTION_NAME_RE = re.compile(r"(?<![\d.])([1-9]\d\d)\.[ \t]+(?:\*\*)?[A-Z]")


def _ranges(numbers: list[int]) -> str:
    """``100-104, 200`` for [100, 101, 102, 103, 104, 200]."""
    spans: list[list[int]] = []
    for n in numbers:
        if spans and n == spans[-1][1] + 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in spans)


def check_complete(documents: list[ParsedDocument], allow_partial: bool) -> dict[str, list[str]]:
    """The completeness problems of each document, by id.

    :raises IncompleteSourceError: naming each document and what it lost, unless
        *allow_partial*.
    """
    from ingest.sources import decode

    report: dict[str, list[str]] = {}
    for parsed in documents:
        if parsed.document.kind != "comprehensive_rules" or not parsed.document.source:
            continue
        try:
            text = decode(Path(parsed.document.source).read_bytes())
        except OSError:
            continue
        problems = completeness(parsed, text)
        if problems:
            report[parsed.document.id] = problems
    if report and not allow_partial:
        lines = [f"{parsed.document.source} ({ident}): {'; '.join(problems)}"
                 for ident, problems in report.items()
                 for parsed in documents if parsed.document.id == ident]
        raise IncompleteSourceError(
            "ingest would lose rules: " + " | ".join(lines)
            + " (fix the source, or ingest it as it is with --allow-partial)")
    return report


def build_kb(path: Path, sources: list[Path] | None = None, progress: bool = False,
             allow_partial: bool = False) -> dict[str, Any]:
    """Build the KB at *path* from *sources* (default: the bundled corpus).

    The KB is built in a temporary directory beside *path* and published in
    one atomic step (:func:`kb.kbdir.publish`); the list of sources is kept
    beside it, so a lost KB is rebuilt from the same sources.

    :returns: the manifest, with ``seconds`` taken.
    :raises kb.store.KBPathError: if *path* exists and is not a KB this program
        made, or its parent can't be written; nothing is changed.
    :raises ingest.sources.SourceError: for a source that can't be read or recognised;
        the KB at *path* is then untouched.
    :raises IncompleteSourceError: for a source that reads as less than it promises.
    """
    from kb import kbdir

    start = time.perf_counter()
    paths = [Path(p) for p in (sources if sources is not None else bundled_sources())]
    path = Path(path)
    kbdir.check_writable_parent(path)
    kbdir.classify(path)  # refuse a path that is not ours before any work
    with _steps(progress, len(paths) + 5) as tick:
        documents = read_sources(paths, tick)
        partial = check_complete(documents, allow_partial)
        tmp = Path(tempfile.mkdtemp(prefix=kbdir.building_prefix(path), dir=path.parent))
        try:
            manifest = build_into(tmp, documents, tick)
            if partial:
                manifest["partial"] = partial
            manifest["files"] = kbdir.file_table(tmp)
            (tmp / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False),
                                               encoding="utf-8")
            kbdir.publish(tmp, path)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
    kbdir.write_sources(path, paths, allow_partial)
    manifest["seconds"] = time.perf_counter() - start
    return manifest
