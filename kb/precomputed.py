"""Start-up data precomputed at ingest: what a command would otherwise work out again,
at every start, from the package's data files.

``rulesjudge ask`` reads the translation layer and the principles table
(:mod:`kb.vocabulary`, YAML), and for a question that may be about a board the
verdict reader's vocabulary (:class:`judge.verdict.Lexicon`: ``words.yaml``, the
card pool, the translations), its grammar's parse tables (lark's, a third of a
second to compute) and the words of the cheap board check
(:mod:`judge.verdict.precheck`). Each is a :class:`Product`: made by a function
from input files (its data, and the code that reads them). Ingest writes each
into the KB's ``precomputed/`` directory (:func:`write`) as two pickles, a
header naming the digest of its inputs and then the value; the manifest lists
these files like every other file of the KB, so ``rulesjudge check`` covers them.

:func:`load` gives the KB's copy when its digest is that of the inputs as they
are now, else works the product out from the inputs as a process without a KB
would: a KB built before a data file or its code was edited, or by a version
that wrote no such file, answers the same, only slower to start.  ``rulesjudge
check`` names such products (:func:`stale`) and says that ``rulesjudge ingest``
writes them anew.

Only the standard library is imported here.  The files are read with an
unpickler that accepts only plain data and this project's own classes.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
from pathlib import Path
from typing import Any, Callable

#: The KB's directory of precomputed products.
DIRECTORY = "precomputed"
#: Version of the file layout (header, then value); part of every digest.
FORMAT = 1
#: Where the inputs' relative paths start: the directory holding the packages.
ROOT = Path(__file__).resolve().parent.parent


@dataclasses.dataclass(frozen=True, slots=True)
class Product:
    """One precomputed value."""

    name: str
    """Its file's name in :data:`DIRECTORY` (with ``.pickle``)."""
    make: str
    """``module:function`` that works it out (imported only to work it out)."""
    inputs: tuple[str, ...]
    """The files it is worked out from, relative to :data:`ROOT`: data and code."""
    versions: tuple[str, ...] = ()
    """Modules whose ``__version__`` is part of the digest (a library's own pickles)."""

    @property
    def file(self) -> str:
        """The file's path inside the KB."""
        return f"{DIRECTORY}/{self.name}.pickle"


PRODUCTS: dict[str, Product] = {p.name: p for p in (
    Product("vocabulary", "kb.vocabulary:read_vocabulary",
            ("kb/data/translations.yaml", "kb/vocabulary.py")),
    Product("principles", "kb.vocabulary:read_principles",
            ("kb/data/principles.yaml", "kb/vocabulary.py", "kb/search_text.py")),
    Product("card-text", "kb.vocabulary:read_text_principles",
            ("kb/data/principles.yaml", "kb/vocabulary.py")),
    Product("board-words", "judge.verdict.precheck:read_board_words",
            ("judge/verdict/words.yaml", "judge/data/cards.yaml", "judge/verdict/precheck.py",
             "judge/abilities.py", "judge/cards.py", "judge/verdict/players_verbs.yaml",
             "judge/verdict/players_verbs.py")),
    Product("verdict-grammar", "judge.verdict.reader:grammar_tables",
            ("judge/verdict/grammar.lark", "judge/verdict/reader.py"), versions=("lark",)),
    Product("verdict-lexicon", "kb.precomputed:verdict_lexicon",
            ("judge/verdict/words.yaml", "judge/data/cards.yaml", "kb/data/translations.yaml",
             "judge/verdict/lexicon.py", "judge/verdict/card_texts.py", "judge/verdict/describe.py",
             "judge/abilities.py", "judge/cards.py", "kb/vocabulary.py", "kb/precomputed.py")),
)}
"""Every product, by name."""

_kb_dir: list[Path] = []
_digests: dict[str, str] = {}
_values: dict[tuple[str, str], Any] = {}


def use(kb_dir: Path) -> None:
    """Read products from the KB in *kb_dir* from now on; until this is called, from the
    KB this process opened last (:func:`kb.store.last_opened`).  A product is the same
    whichever KB holds it (its digest says so): the last KB opened is as good as any."""
    _kb_dir[:] = [Path(kb_dir)]


def _kb() -> Path | None:
    if _kb_dir:
        return _kb_dir[0]
    store = sys.modules.get("kb.store")
    opened: Path | None = store.last_opened() if store is not None else None
    return opened


def digest(product: Product) -> str:
    """The digest of *product*'s inputs as they are now (computed once per process)."""
    found = _digests.get(product.name)
    if found is None:
        import hashlib
        import importlib

        sha = hashlib.sha256(f"{FORMAT} {sys.version_info[:2]} {product.make}".encode())
        for name in product.inputs:
            sha.update(f"\0{name}\0".encode())
            try:
                sha.update((ROOT / name).read_bytes())
            except OSError:
                sha.update(b"\0missing\0")
        for module in product.versions:
            sha.update(f"\0{module} {getattr(importlib.import_module(module), '__version__', '')}"
                       .encode())
        found = _digests[product.name] = sha.hexdigest()
    return found


def make(product: Product) -> Any:
    """Work *product* out from its inputs."""
    import importlib

    module, function = product.make.split(":")
    maker: Callable[[], Any] = getattr(importlib.import_module(module), function)
    return maker()


def load(name: str) -> Any:
    """The product *name*: the KB's copy (see :func:`use`) when it is current, else
    worked out from its inputs.  The same value for the rest of the process."""
    product = PRODUCTS[name]
    key = (name, digest(product))
    if key in _values:
        return _values[key]
    kb_dir = _kb()
    value = _read(kb_dir / product.file, key[1]) if kb_dir is not None else _MISSING
    if value is _MISSING:
        value = make(product)
    _values[key] = value
    return value


_MISSING = object()


def stored(name: str) -> Any | None:
    """The KB's copy of the product *name* when it is current, else ``None`` (for a
    product its caller builds better itself)."""
    product = PRODUCTS[name]
    key = (name, digest(product))
    if key not in _values:
        kb_dir = _kb()
        value = _read(kb_dir / product.file, key[1]) if kb_dir is not None else _MISSING
        if value is _MISSING:
            return None
        _values[key] = value
    return _values[key]


#: The top-level modules whose classes and functions a precomputed file may name.
ALLOWED_MODULES = frozenset({"builtins", "copyreg", "collections", "kb", "judge", "lark"})


def _unpickle(handle: Any) -> Any:
    """The next pickle of *handle*, naming no class or function outside
    :data:`ALLOWED_MODULES` (:class:`pickle.UnpicklingError` if it does)."""
    import pickle

    class Unpickler(pickle.Unpickler):
        def find_class(self, module: str, name: str) -> Any:
            if module.split(".")[0] not in ALLOWED_MODULES:
                raise pickle.UnpicklingError(f"{module}.{name} is not allowed in a precomputed file")
            return super().find_class(module, name)

    return Unpickler(handle).load()


def _header(handle: Any) -> dict[str, Any] | None:
    try:
        header = _unpickle(handle)
    except Exception:  # noqa: BLE001 - any unreadable header: the file is not used
        return None
    return header if isinstance(header, dict) else None


def _read(path: Path, expected: str) -> Any:
    """The value in *path* if its header's digest is *expected*, else :data:`_MISSING`."""
    try:
        with open(path, "rb") as handle:
            header = _header(handle)
            if header is None or header.get("digest") != expected:
                return _MISSING
            return _unpickle(handle)
    except Exception:  # noqa: BLE001 - a missing or damaged file: worked out instead
        return _MISSING


def write(directory: Path) -> list[str]:
    """Work every product out and write it into the KB being built in *directory*;
    return the files written (relative to *directory*)."""
    import io
    import pickle

    (directory / DIRECTORY).mkdir(exist_ok=True)
    written = []
    for product in PRODUCTS.values():
        buffer = io.BytesIO()
        pickle.dump({"name": product.name, "digest": digest(product), "format": FORMAT},
                    buffer, protocol=pickle.HIGHEST_PROTOCOL)
        pickle.dump(make(product), buffer, protocol=pickle.HIGHEST_PROTOCOL)
        path = directory / product.file
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(buffer.getvalue())
        os.replace(tmp, path)
        written.append(product.file)
    return written


def stale(kb_dir: Path) -> list[str]:
    """The products the KB in *kb_dir* lacks or holds for other inputs than today's
    (worked out at every start until ``rulesjudge ingest`` writes them anew)."""
    out = []
    for product in PRODUCTS.values():
        try:
            with open(kb_dir / product.file, "rb") as handle:
                header = _header(handle)
        except OSError:
            out.append(f"{product.name} (missing)")
            continue
        if header is None or header.get("digest") != digest(product):
            out.append(f"{product.name} (made from other versions of "
                       f"{', '.join(product.inputs)})")
    if card_names_in(kb_dir, "") is None:
        out.append(f"{CARD_NAMES.name} ("
                   + ("missing" if not (kb_dir / CARD_NAMES_FILE).is_file() else
                      f"made from other versions of {', '.join(CARD_NAMES.inputs)}") + ")")
    return out


#: The KB's own product: its card names by their first word as the verdict reader
#: tokenizes them (:func:`judge.verdict.lexicon.raw_words`), in SQLite.
CARD_NAMES = Product("card-names", "judge.verdict.lexicon:raw_words",
                     ("judge/verdict/lexicon.py", "kb/precomputed.py"))
CARD_NAMES_FILE = f"{DIRECTORY}/card-names.sqlite"


def write_card_names(directory: Path, names: list[str]) -> str:
    """Write the index of the KB's card *names* by first word into the KB being built in
    *directory*; return its file (relative to *directory*)."""
    import sqlite3

    from judge.verdict.lexicon import raw_words

    (directory / DIRECTORY).mkdir(exist_ok=True)
    path = directory / CARD_NAMES_FILE
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE meta (digest TEXT NOT NULL)")
        conn.execute("CREATE TABLE names (first TEXT NOT NULL, name TEXT NOT NULL)")
        conn.execute("INSERT INTO meta VALUES (?)", (digest(CARD_NAMES),))
        rows = []
        for name in names:
            words = raw_words(name)
            if words:
                rows.append((words[0], name))
        conn.executemany("INSERT INTO names VALUES (?, ?)", rows)
        # Each first word once, for the scan; the names by first word, for the look-up.
        conn.execute("CREATE TABLE firsts AS SELECT DISTINCT first FROM names")
        conn.execute("CREATE INDEX names_first ON names (first)")
        conn.commit()
    return CARD_NAMES_FILE


def card_names_in(kb_dir: Path, question: str) -> list[str] | None:
    """The KB's card names whose first word (as the verdict reader reads words) is in
    *question*: all that :func:`judge.verdict.lexicon.names_in` can find there, and few,
    whatever the KB's size.  ``None`` when the KB has no current index (the caller then
    takes every name)."""
    import sqlite3

    path = Path(kb_dir) / CARD_NAMES_FILE
    try:
        uri = path.resolve().as_uri() + "?mode=ro"
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
            (found,) = conn.execute("SELECT digest FROM meta").fetchone()
            if found != digest(CARD_NAMES):
                return None
            # Every word the reader reads in a text is a piece of it, lower case, with
            # curly apostrophes straight: a name's first word must be such a piece.
            text = question.lower().replace("\u2019", "'").replace("\u2018", "'")
            rows = conn.execute("SELECT name FROM names WHERE first IN (SELECT first FROM firsts "
                                "WHERE instr(?, first) > 0) ORDER BY name", (text,)).fetchall()
    except (sqlite3.Error, OSError, TypeError, ValueError):
        return None
    return [str(row[0]) for row in rows]


def verdict_lexicon() -> Any:
    """The verdict reader's vocabulary: the engine's, with the translation layer of `ask`."""
    from judge.verdict.lexicon import Lexicon
    from kb.vocabulary import load_vocabulary

    return Lexicon.build(translations=[(t.modern, t.rules)
                                       for t in load_vocabulary().translations])
