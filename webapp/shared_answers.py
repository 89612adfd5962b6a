"""Answers to ``ask`` shared by the worker processes of ``rulesjudge serve``.

Each worker keeps its latest answers in memory (:class:`webapp.ask.AnswerCache`),
but a question one worker answered was, before this store, a miss in every
other: under 16 clients on two workers, half the questions were worked out
again.  The serving parent makes a SQLite file (:meth:`SharedAnswers.create`,
in the private directory of its helpers) and names it in ``$RULESJUDGE_ASK_STORE``;
every worker reads and writes it, so an answer worked out once is an answer for
all.  Reading one costs a tenth of a millisecond; working one out, about 15.

- **Keyed by the KB build** and the question with its spaces normalised (the
  key of :func:`webapp.ask.question_key`): an answer of one build is never
  served for another, and when the parent switches to a new build it drops the
  answers of every other one (:meth:`SharedAnswers.keep_only`).
- **Bounded**: at most ``size`` answers (``$RULESJUDGE_ASK_SHARED``, default
  :data:`DEFAULT_SIZE`, 0 for none), the least recently stored dropped first
  (an answer read while in the older half counts as stored again, so the
  questions asked again and again stay), and no answer longer than
  :data:`MAX_ANSWER_BYTES` is kept.
- **The same answer**: stored as the JSON the resident ask processes send
  (:mod:`kb.resident`), read back as the same values.
- **Never in the way**: a store that is locked for long, damaged or gone is a
  miss, never an error.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from typing import Any

#: The SQLite file of the answers, set by the serving parent for its workers.
STORE_ENV = "RULESJUDGE_ASK_STORE"

#: How many answers the store keeps (0: no store).
SIZE_ENV = "RULESJUDGE_ASK_SHARED"

#: Answers kept when ``$RULESJUDGE_ASK_SHARED`` does not say (about 10 KB each).
DEFAULT_SIZE = 2048

#: The longest answer kept, in bytes of JSON.
MAX_ANSWER_BYTES = 256 * 1024

#: Milliseconds a reader or writer waits for another's lock before giving up (a miss).
BUSY_MS = 200

#: KiB of pages each connection keeps in memory.
CACHE_KIB = 256

_SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    build TEXT NOT NULL,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    UNIQUE (build, question)
)
"""


def shared_size() -> int:
    """How many answers the workers of ``rulesjudge serve`` share: ``$RULESJUDGE_ASK_SHARED``
    (0: none), else :data:`DEFAULT_SIZE`."""
    value = os.environ.get(SIZE_ENV, "").strip()
    return int(value) if value.isdigit() else DEFAULT_SIZE


class SharedAnswers:
    """The answers in the SQLite file at *path*, at most *size* of them.

    Safe to share between threads (each has its own connection) and processes
    (SQLite's locks, in write-ahead-log mode).  ``hits`` and ``misses`` count
    this object's reads.
    """

    def __init__(self, path: str, size: int) -> None:
        self.path = path
        self.size = size
        self.hits = 0
        self.misses = 0
        self._local = threading.local()

    @classmethod
    def create(cls, path: str, size: int) -> SharedAnswers:
        """Make the store at *path* (in a directory only this user can read), empty."""
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(_SCHEMA)
            conn.execute("DELETE FROM answers")
        conn.close()
        return cls(path, size)

    def _conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=BUSY_MS / 1000, isolation_level=None)
            conn.execute("PRAGMA synchronous=OFF")  # a cache: a crash may lose it
            # One answer is a few pages, and the file is in the OS's cache anyway: a small
            # cache per connection (each of a worker's threads has one), not SQLite's 2 MB.
            conn.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
            self._local.conn = conn
        return conn

    def get(self, key: tuple[str, str]) -> dict[str, Any] | None:
        """The answer stored under *key* (``(build, question)``), or ``None``."""
        try:
            conn = self._conn()
            row = conn.execute("SELECT id, answer, (SELECT max(id) FROM answers) FROM answers "
                               "WHERE build = ? AND question = ?", key).fetchone()
            found: dict[str, Any] | None = json.loads(row[1]) if row else None
            if row and row[0] <= row[2] - self.size // 2:
                # Read while in the older half: stored again as the newest, so the answers
                # asked again and again stay (one write per half a store, not per read).
                conn.execute("UPDATE OR IGNORE answers SET id = (SELECT max(id) + 1 FROM answers) "
                             "WHERE id = ?", (row[0],))
        except (sqlite3.Error, ValueError):
            found = None
        if found is None:
            self.misses += 1
        else:
            self.hits += 1
        return found

    def put(self, key: tuple[str, str], answer: dict[str, Any]) -> None:
        """Store *answer* under *key*, dropping the least recently stored past the size."""
        if self.size <= 0:
            return
        text = json.dumps(answer)
        if len(text) > MAX_ANSWER_BYTES:
            return
        try:
            conn = self._conn()
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.execute("INSERT OR REPLACE INTO answers (build, question, answer) "
                             "VALUES (?, ?, ?)", (*key, text))
                conn.execute("DELETE FROM answers WHERE id <= (SELECT max(id) FROM answers) - ?",
                             (self.size,))
                conn.execute("COMMIT")
            except sqlite3.Error:
                conn.execute("ROLLBACK")
                raise
        except sqlite3.Error:
            pass  # not kept: the next asker works it out again

    def keep_only(self, build: str) -> None:
        """Drop the answers of every KB build but *build* (the serving parent, on a new one)."""
        try:  # a connection of its own: the parent forks workers after this
            conn = sqlite3.connect(self.path, timeout=BUSY_MS / 1000, isolation_level=None)
            try:
                conn.execute("DELETE FROM answers WHERE build != ?", (build,))
            finally:
                conn.close()
        except sqlite3.Error:
            pass

    def __len__(self) -> int:
        try:
            return int(self._conn().execute("SELECT count(*) FROM answers").fetchone()[0])
        except sqlite3.Error:
            return 0

    def close(self) -> None:
        """Close this thread's connection."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None


_STORE: dict[str, SharedAnswers] = {}
_STORE_LOCK = threading.Lock()


def shared_answers() -> SharedAnswers | None:
    """The store the serving parent made for this worker (``$RULESJUDGE_ASK_STORE``), or
    ``None``: not under ``rulesjudge serve`` (the Flask test client, gunicorn), or
    turned off (``$RULESJUDGE_ASK_SHARED=0``)."""
    path = os.environ.get(STORE_ENV, "")
    size = shared_size()
    if not path or size <= 0:
        return None
    with _STORE_LOCK:
        store = _STORE.get(path)
        if store is None:
            store = _STORE[path] = SharedAnswers(path, size)
        return store
