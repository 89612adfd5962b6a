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
        tick(path.name)
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
    from kb import pages, rdf, store

    # The full-text index is the longest step: build it in a forked process
    # (it inherits the parsed documents) while this one builds the rest.
    indexer = _start_indexer(directory / store.INDEX, documents)
    try:
        topics = _topic_links(documents)
        graph, references = kbgraph.build_graph(documents, topics)
        tick("graph")
        kbgraph.save_graph(graph, directory / store.GRAPH)
        page_count = pages.write_lookup(directory / store.LOOKUP, graph, documents)
        tick("lookups")
        triples = rdf.write_graph(graph, documents, directory / store.RDF)
        tick("rdf")
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
        "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "default_edition": default,
        "documents": [{**d.document.to_json(), "counts": d.counts(), "errors": len(d.errors)}
                      for d in documents],
        "references": references.to_json(),
        "graph": {**kbgraph.graph_stats(graph), "pages": page_count, "triples": triples},
    }


def _index_child(index_dir: Path, documents: list[ParsedDocument]) -> None:
    from kb import search

    search.build_index(index_dir, documents)


def _start_indexer(index_dir: Path, documents: list[ParsedDocument]) -> Any:
    """Start building the search index in a forked process, where fork exists."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    process = multiprocessing.get_context("fork").Process(
        target=_index_child, args=(index_dir, documents), name="rulesjudge-indexer")
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
        raise RuntimeError(f"building the search index failed (exit status {process.exitcode})")


def build_kb(path: Path, sources: list[Path] | None = None, progress: bool = False) -> dict[str, Any]:
    """Build the KB at *path* from *sources* (default: the bundled corpus).

    :returns: the manifest, with ``seconds`` taken.
    :raises ingest.sources.SourceError: for a source that can't be read or recognised;
        the KB at *path* is then untouched.
    """
    start = time.perf_counter()
    paths = [Path(p) for p in (sources if sources is not None else bundled_sources())]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with _steps(progress, len(paths) + 4) as tick:
        documents = read_sources(paths, tick)
        tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}.building-", dir=path.parent))
        try:
            manifest = build_into(tmp, documents, tick)
            (tmp / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False),
                                               encoding="utf-8")
            _swap(tmp, path)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
    manifest["seconds"] = time.perf_counter() - start
    return manifest


def _swap(new: Path, path: Path) -> None:
    """Put the directory *new* at *path*, replacing what was there in two renames."""
    old = None
    if path.exists():
        old = path.with_name(f".{path.name}.old-{time.time_ns()}")
        path.rename(old)
    try:
        new.rename(path)
    except OSError:
        if old is not None:
            old.rename(path)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
