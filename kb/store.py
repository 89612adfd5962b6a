"""The knowledge base on disk, read-only and fast.

A knowledge base is a directory::

    manifest.json    what was built: documents, counts, reference and graph statistics
    lookup.sqlite    one precomputed JSON page per record (rule, glossary entry, ruling,
                     ruling section, rulebook passage, card), keyed for instant lookups
    graph.json       the cross-reference graph as node-link JSON (networkx)
    rdf.nt           the same graph as RDF (N-Triples), see docs/vocabulary.md
    index/           the Whoosh full-text index
    precomputed/     start-up data worked out at ingest (kb/precomputed.py): the
                     translation layer, the verdict reader's vocabulary...

Only the standard library is imported here, so ``rulesjudge rule 502.9b`` starts
as fast as the interpreter: the lookup is one indexed SQLite query.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import sqlite3
import threading
import weakref
from pathlib import Path
from typing import Any, Iterator

from kb.model import RuleNumber, is_rule_number, node_key, slugify
from kb.rule_words import RULE_WORDS_PATH

#: Version of the directory layout; a KB of another version is rebuilt.
FORMAT_VERSION = 2

#: The tables of ``lookup.sqlite`` (kb/pages.py writes them).
LOOKUP_SCHEMA = """
CREATE TABLE pages (key TEXT PRIMARY KEY, kind TEXT NOT NULL, id TEXT NOT NULL,
                    document TEXT NOT NULL, edition TEXT, title TEXT NOT NULL,
                    ord INTEGER NOT NULL, json TEXT NOT NULL);
CREATE INDEX pages_kind_id ON pages (kind, id);
CREATE INDEX pages_kind_document ON pages (kind, document, ord);
CREATE TABLE aliases (alias TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (alias, key));
CREATE TABLE cards (name TEXT NOT NULL, slug TEXT NOT NULL, key TEXT PRIMARY KEY,
                    document TEXT NOT NULL);
CREATE INDEX cards_slug ON cards (slug);
CREATE TABLE card_names (names TEXT NOT NULL);
"""

#: What the search index holds beyond its records' text: each rule's ``aka`` field,
#: from the glossary and the table of players' words at :data:`kb.rule_words.RULE_WORDS_PATH`.
INDEX_FIELDS = "index fields: aka, about"

#: Written in the manifest: a KB whose lookup tables or index contents differ from the
#: ones this code reads (built by another version of rulesjudge) is not taken as
#: built, so it is rebuilt from the sources it was built from instead of failing on
#: a missing table or searching without the players' words.
SCHEMA_DIGEST = hashlib.sha256(LOOKUP_SCHEMA.encode() + INDEX_FIELDS.encode()
                               + RULE_WORDS_PATH.read_bytes()).hexdigest()[:16]

#: What the manifest says made the KB (a directory without it is never replaced).
GENERATOR = "rulesjudge"

#: The edition rule lookups use unless told otherwise.
DEFAULT_EDITION = "cr-2003-12-01"
#: The document of the engine's built-in card pool.
BUILTIN_CARDS = "cards-builtin"

MANIFEST = "manifest.json"
LOOKUP = "lookup.sqlite"
GRAPH = "graph.json"
RDF = "rdf.nt"
INDEX = "index"


class KBNotFoundError(LookupError):
    """There is no usable knowledge base in the directory."""


class KBDamagedError(KBNotFoundError):
    """The knowledge base is there but a file of it is missing, cut short or changed."""


class KBPathError(ValueError):
    """A ``--kb`` path that exists and is not a knowledge base this program made."""


def default_kb_dir() -> Path:
    """``$RULESJUDGE_KB``, else the platform's user data directory."""
    env = os.environ.get("RULESJUDGE_KB")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("rulesjudge", appauthor=False)) / "kb"


def resolve_kb_dir(path: str | Path | None = None) -> Path:
    """The directory of the KB: *path*, else :func:`default_kb_dir`."""
    return Path(path) if path else default_kb_dir()


def read_manifest(path: Path) -> dict[str, Any] | None:
    """The manifest of the KB at *path*, or ``None`` if there is none to read."""
    try:
        manifest = json.loads((path / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    return manifest if isinstance(manifest, dict) else None


def is_built(path: Path) -> bool:
    """Whether *path* holds a complete knowledge base of this format."""
    manifest = read_manifest(path)
    return bool(manifest is not None and manifest.get("format") == FORMAT_VERSION
                and manifest.get("schema") == SCHEMA_DIGEST and (path / LOOKUP).is_file())


@dataclasses.dataclass(frozen=True, slots=True)
class Page:
    """One precomputed record page: a rule, glossary entry, ruling, section or passage.

    :attr:`data` is the JSON the CLI and the web app show (``rule --json``); its
    keys are documented per kind in docs/kb-format.md.
    """

    kind: str
    """``rule``, ``glossary``, ``ruling``, ``section``, ``index``, ``rulebook`` or ``card``."""
    key: str
    """The node key: ``rule:cr-2003-12-01:502.9b``."""
    id: str
    """The record's own id: ``502.9b``, ``regenerate``, ``A.4.21``."""
    document: str
    """The document id."""
    edition: str | None
    """The document's edition date, if it has one."""
    title: str
    """A display title."""
    data: dict[str, Any]
    """The page's full JSON."""

    def to_json(self) -> dict[str, Any]:
        """The page as JSON (the data, which already names kind, id and document)."""
        return self.data


_OPENED: list[Path] = []


def last_opened() -> Path | None:
    """The directory of the KB this process opened last, if any."""
    return _OPENED[0] if _OPENED else None


class _Connection(sqlite3.Connection):
    """A SQLite connection that can be weakly referenced."""


class KnowledgeBase:
    """A built knowledge base, opened read-only.

    Safe to share across threads: each thread gets its own SQLite connection.
    """

    def __init__(self, path: Path) -> None:
        # A KB path is a link to one version directory: read that version throughout.
        path = Path(os.path.realpath(path))
        if not is_built(path):
            raise KBNotFoundError(f"no knowledge base in {path}")
        self.path = path
        manifest = read_manifest(path)
        if manifest is None:
            raise KBNotFoundError(f"no knowledge base in {path}")
        from kb.kbdir import damage

        problems = damage(path, manifest)
        if problems:
            raise KBDamagedError(damaged_message(path, problems))
        self.manifest: dict[str, Any] = manifest
        # What a command would otherwise work out at start-up is read from here
        # (kb/precomputed.py), without importing anything for a command that needs none of it.
        _OPENED[:] = [path]
        self._local = threading.local()
        self._all: weakref.WeakSet[sqlite3.Connection] = weakref.WeakSet()
        self._card_names: list[str] | None = None
        self._card_slugs: frozenset[str] | None = None

    def __repr__(self) -> str:
        return f"KnowledgeBase({str(self.path)!r})"

    # -- connection -----------------------------------------------------------

    def _db(self) -> sqlite3.Connection:
        # One connection per thread, held by the thread: when a thread ends (a server
        # may start one per request) its connection is closed with it, so the
        # connections (and their page caches) never outnumber the live threads.
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            uri = (self.path / LOOKUP).resolve().as_uri() + "?mode=ro"
            conn = sqlite3.connect(uri, uri=True, check_same_thread=False, factory=_Connection)
            self._local.conn = conn
            self._all.add(conn)
        return conn

    def close(self) -> None:
        """Close every connection this object opened."""
        for conn in list(self._all):
            conn.close()
        self._all.clear()
        self._local = threading.local()

    def _page(self, row: tuple[Any, ...] | None) -> Page | None:
        if row is None:
            return None
        kind, key, ident, document, edition, title, data = row
        return Page(kind, key, ident, document, edition, title, json.loads(data))

    _COLUMNS = "kind, key, id, document, edition, title, json"

    def page(self, key: str) -> Page | None:
        """The page of a node key, or ``None``."""
        row = self._db().execute(
            f"SELECT {self._COLUMNS} FROM pages WHERE key = ?", (key,)).fetchone()
        return self._page(row)

    # -- documents ------------------------------------------------------------

    @property
    def documents(self) -> list[dict[str, Any]]:
        """The documents of the KB with their counts, as in ``stats``."""
        return list(self.manifest["documents"])

    def document(self, ident: str) -> dict[str, Any] | None:
        """A document by id, or by edition date of a complete CR."""
        for doc in self.manifest["documents"]:
            if doc["id"] == ident:
                return dict(doc)
        for doc in self.manifest["documents"]:
            if doc["kind"] == "comprehensive_rules" and doc.get("edition") == ident \
                    and doc.get("scope", "complete") == "complete":
                return dict(doc)
        return None

    def resolve_edition(self, edition: str | None) -> str:
        """The document id for an ``--edition`` value (a date or a document id).

        :raises KeyError: if no loaded CR document matches.
        """
        if edition is None:
            return self.manifest.get("default_edition", DEFAULT_EDITION)  # type: ignore[no-any-return]
        doc = self.document(edition)
        if doc is None or doc["kind"] != "comprehensive_rules":
            known = ", ".join(d["id"] for d in self.manifest["documents"]
                              if d["kind"] == "comprehensive_rules")
            raise KeyError(f"no Comprehensive Rules edition {edition!r} (loaded: {known})")
        return str(doc["id"])

    # -- lookups ----------------------------------------------------------------

    def rule(self, number: str | RuleNumber, edition: str | None = None) -> Page | None:
        """The page of rule *number* in *edition* (default: the 2003 edition)."""
        number = str(number)
        if not is_rule_number(number):
            return None
        doc = self.resolve_edition(edition)
        return self.page(node_key("rule", doc, number.strip().rstrip(".")))

    def has_rule(self, number: str | RuleNumber, edition: str | None = None) -> bool:
        """Whether rule *number* (text or :class:`~kb.model.RuleNumber`) exists in
        *edition* (default: the 2003 edition)."""
        number = str(number)
        if not is_rule_number(number):
            return False
        doc = self.resolve_edition(edition)
        row = self._db().execute("SELECT 1 FROM pages WHERE key = ?",
                                 (node_key("rule", doc, number.strip().rstrip(".")),)).fetchone()
        return row is not None

    def glossary(self, term: str, document: str | None = None) -> Page | None:
        """A glossary entry by term or alias, case-insensitive (default: the 2003 CR's)."""
        doc = document or self.resolve_edition(None)
        row = self._db().execute(
            "SELECT pages.kind, pages.key, pages.id, pages.document, pages.edition, pages.title, "
            "pages.json FROM pages JOIN aliases ON aliases.key = pages.key "
            "WHERE aliases.alias = ? AND pages.document = ? AND pages.kind = 'glossary'",
            (slugify(term), doc)).fetchone()
        return self._page(row)

    def ruling(self, number: str) -> Page | None:
        """A ruling (``A.4.21``) or a ruling section (``A.37``) of the rulings summary."""
        row = self._db().execute(
            f"SELECT {self._COLUMNS} FROM pages WHERE kind IN ('ruling', 'section') AND id = ? "
            "ORDER BY kind = 'section'", (number.strip(),)).fetchone()
        return self._page(row)

    def rulebook(self, slug: str) -> Page | None:
        """A rulebook passage or rulebook glossary entry by slug."""
        row = self._db().execute(
            f"SELECT {self._COLUMNS} FROM pages WHERE kind = 'rulebook' AND id = ?",
            (slugify(slug),)).fetchone()
        return self._page(row)

    # -- cards -------------------------------------------------------------------------

    def card_documents(self) -> list[dict[str, Any]]:
        """The card-data documents of the KB (the built-in pool, added MTGJSON files)."""
        return [dict(doc) for doc in self.manifest["documents"] if doc["kind"] == "card_data"]

    def card_names(self) -> list[str]:
        """The name of every card in the KB (built-in pool and added card data), sorted
        (case-insensitive), each once.  One row read once per process: a few
        milliseconds with 30,000 cards."""
        if self._card_names is None:
            row = self._db().execute("SELECT names FROM card_names").fetchone()
            self._card_names = [str(name) for name in json.loads(row[0])] if row else []
        return list(self._card_names)

    def has_card(self, name: str) -> bool:
        """Whether a card is called *name* (exact or case-insensitive), from the set of the
        card table's slugs read once per process: a question tries every run of its words
        as a name, and almost none is one (no query, no page read for those)."""
        if self._card_slugs is None:
            rows = self._db().execute("SELECT DISTINCT slug FROM cards").fetchall()
            self._card_slugs = frozenset(str(row[0]) for row in rows)
        return slugify(name) in self._card_slugs

    def card_pages(self, name: str) -> list[Page]:
        """Every page of the card called *name* (exact or case-insensitive), one per
        card-data document that has it: added card data first, the built-in pool last."""
        rows = self._db().execute(
            f"SELECT {', '.join('pages.' + c for c in self._COLUMNS.split(', '))} "
            "FROM cards JOIN pages ON pages.key = cards.key WHERE cards.slug = ? "
            "ORDER BY cards.document = ?, pages.ord", (slugify(name), BUILTIN_CARDS))
        return [page for page in map(self._page, rows) if page is not None]

    def card(self, name: str, document: str | None = None) -> Page | None:
        """The page of the card called *name* (exact or case-insensitive), or ``None``.

        Added card data (MTGJSON, the printed text) is preferred to the built-in
        pool (the engine's cards in our own words); *document* picks one.
        """
        pages = self.card_pages(name)
        if document is not None:
            pages = [page for page in pages if page.document == document]
        return pages[0] if pages else None

    def find_cards(self, name: str, limit: int = 5) -> list[str]:
        """Names of the cards closest to *name*, typos allowed ("serra angle" → Serra Angel).

        An exact or case-insensitive name is answered from the lookup store;
        anything else asks the search index (which imports whoosh).
        """
        page = self.card(name)
        if page is not None:
            return [page.title]
        from kb.search import find_cards

        return [found for found, _ in find_cards(self.path / INDEX, name, limit)]

    def generate_pages(self, kind: str, document: str | None = None) -> Iterator[Page]:
        """Every page of *kind* (optionally of one document), in document order."""
        if document is None:
            rows = self._db().execute(
                f"SELECT {self._COLUMNS} FROM pages WHERE kind = ? ORDER BY ord", (kind,))
        else:
            rows = self._db().execute(
                f"SELECT {self._COLUMNS} FROM pages WHERE kind = ? AND document = ? ORDER BY ord",
                (kind, document))
        for row in rows:
            page = self._page(row)
            assert page is not None
            yield page

    def ids(self, kind: str, document: str | None = None) -> list[str]:
        """The ids of every page of *kind*, in document order (cheap: no JSON decoded)."""
        if document is None:
            rows = self._db().execute("SELECT id FROM pages WHERE kind = ? ORDER BY ord", (kind,))
        else:
            rows = self._db().execute(
                "SELECT id FROM pages WHERE kind = ? AND document = ? ORDER BY ord", (kind, document))
        return [row[0] for row in rows]

    def nearest(self, kind: str, text: str, document: str | None = None, n: int = 5) -> list[str]:
        """The ids of *kind* closest to *text*, for "did you mean" on a 404."""
        import difflib

        ids = self.ids(kind, document)
        if kind == "rule":
            # Numbers sharing the longest prefix are the nearest rules.
            prefix = text.strip().rstrip(".")
            while prefix:
                close = [i for i in ids if i.startswith(prefix)]
                if close:
                    return close[:n]
                prefix = prefix[:-1]
            return []
        lowered = {i.lower(): i for i in ids}
        return [lowered[m] for m in difflib.get_close_matches(slugify(text), list(lowered), n=n, cutoff=0.5)]

    def stats(self) -> dict[str, Any]:
        """The statistics ``rulesjudge stats`` reports."""
        return {key: self.manifest[key] for key in ("documents", "references", "graph", "built")
                if key in self.manifest}


def damaged_message(path: Path, problems: list[str]) -> str:
    """What the CLI and the web app say about a damaged KB."""
    return (f"the knowledge base at {path} is damaged ({'; '.join(problems[:3])}"
            f"{'; ...' if len(problems) > 3 else ''}): run `rulesjudge ingest` to rebuild it")


def open_kb(path: str | Path | None = None) -> KnowledgeBase:
    """Open the KB at *path* (default: :func:`default_kb_dir`).

    :raises KBNotFoundError: if it is not built.
    :raises KBDamagedError: if a file of it is missing or cut short.
    """
    return KnowledgeBase(resolve_kb_dir(path))
