"""Ask a rules question in plain words: ``/ask?q=…`` (when :mod:`kb.ask` is installed).

An answer costs tens of milliseconds of CPU, and a judge's tool sees the same
questions again and again, so a process keeps the latest answers
(:class:`AnswerCache`, ``ASK_CACHE_SIZE`` of them, 0 for none), keyed by the KB
build and the question with its spaces normalised (case is kept: a capitalised
word may be a card's name).  Under ``rulesjudge serve`` the workers also share
their answers (:mod:`webapp.shared_answers`): a question one worker answered is
not worked out again by another.

Under ``rulesjudge serve`` with ``$RULESJUDGE_ASK_PROCESSES`` set, a question not in
the cache is answered by one of the serving parent's resident ask processes (:mod:`kb.resident`, started by
:class:`webapp.sandbox.SharedHelpers`): the answer's CPU time is then shared
with the pages by the operating system, not by this worker's interpreter lock,
and it runs under a time limit (``ASK_SECONDS``) and a memory limit
(``SANDBOX_MEMORY_MB``); past them the answer is a 503 naming the limit.  Where
there are none (the default, the Flask test client, gunicorn, or while a helper
that ended is replaced), the worker answers itself, one
question at a time (``ASK_CONCURRENCY``), so the threads serving cheap pages keep
their share of the interpreter.  Both give the same answer, byte for byte
(``scripts/ask_identity.py``).  Search sessions are kept open between questions
(:func:`search_session`).
"""

from __future__ import annotations

import importlib.util
import threading
from collections import OrderedDict
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from flask import Blueprint, current_app, request
from flask.blueprints import BlueprintSetupState
from flask.typing import ResponseReturnValue

from webapp import MAX_SCENARIO_CHARS
from webapp.shared_answers import shared_answers
from webapp.views import get_kb, render_page

if TYPE_CHECKING:
    from kb.search import SearchSession

bp = Blueprint("ask", __name__)

#: Most answers shown.
LIMIT = 10


class AnswerCache:
    """The *size* most recently used answers (least recently used dropped first)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._answers: OrderedDict[tuple[str, str], dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: tuple[str, str], count: bool = True) -> dict[str, Any] | None:
        """The answer stored under *key*, or ``None`` (counted as a hit or a miss
        unless *count* is false)."""
        with self._lock:
            found = self._answers.get(key)
            if found is not None:
                self._answers.move_to_end(key)
            if count:
                self.hits += found is not None
                self.misses += found is None
            return found

    def put(self, key: tuple[str, str], answer: dict[str, Any]) -> None:
        """Store *answer* under *key*, dropping the least recently used past the size."""
        if self.size <= 0:
            return
        with self._lock:
            self._answers[key] = answer
            self._answers.move_to_end(key)
            while len(self._answers) > self.size:
                self._answers.popitem(last=False)

    def __len__(self) -> int:
        return len(self._answers)


@bp.record_once
def _setup(state: BlueprintSetupState) -> None:
    app = state.app
    app.extensions["ask_cache"] = AnswerCache(int(app.config.get("ASK_CACHE_SIZE", 512)))
    app.extensions["ask_gate"] = threading.BoundedSemaphore(
        max(1, int(app.config.get("ASK_CONCURRENCY", 1))))
    app.extensions["ask_sent"] = threading.BoundedSemaphore(
        max(1, int(app.config.get("ASK_PENDING", 2))))


def is_available() -> bool:
    """Whether the question answerer (:mod:`kb.ask`) is present."""
    try:
        return importlib.util.find_spec("kb.ask") is not None
    except ImportError:
        return False


def question_key(kb_path: Any, question: str) -> tuple[str, str]:
    """The cache key of *question* on the KB build at *kb_path*: spaces normalised."""
    return str(kb_path), " ".join(question.split())


@bp.route("/ask", defaults={"fmt": "html"})
@bp.route("/ask.<any(json):fmt>")
def ask(fmt: str) -> ResponseReturnValue:
    """The rules, rulings and glossary entries that answer a question best."""
    question = request.args.get("q", "").strip()
    data: dict[str, Any] = {"query": question, "results": [], "understood": [], "verdict": None}
    if question:
        kb = get_kb()
        cache: AnswerCache = current_app.extensions["ask_cache"]
        key = question_key(kb.path, question)
        found = cache.get(key)
        shared = shared_answers()
        if found is None and shared is not None:
            found = shared.get(key)  # answered by another worker
            if found is not None:
                cache.put(key, found)
        if found is None:
            found = _answer_elsewhere(question, kb)
            if found is None:
                with current_app.extensions["ask_gate"]:
                    found = cache.get(key, count=False)  # answered while this request waited
                    if found is None:
                        found = answer_question(question, kb)
            cache.put(key, found)
            if shared is not None:
                shared.put(key, found)
        data.update(found)
    return render_page("ask/ask.html", fmt, data, max_chars=MAX_SCENARIO_CHARS)


def _answer_elsewhere(question: str, kb: Any) -> dict[str, Any] | None:
    """The answer from the resident ask processes of ``rulesjudge serve``, or ``None``
    when there are none, or when ``ASK_PENDING`` questions of this worker are already
    with them (the answer is then worked out in this process: on a busy machine a
    resident process is one task among many, and a worker's own share of the CPU
    answers the overflow rather than a longer queue).

    :raises werkzeug.exceptions.ServiceUnavailable: past the time or memory limit.
    """
    from werkzeug.exceptions import ServiceUnavailable

    from kb.isolate import IsolateError, Limits
    from webapp.sandbox import ask_pool

    pool = ask_pool(kb.path)
    sent = current_app.extensions["ask_sent"]
    if pool is None or not sent.acquire(blocking=False):
        return None  # none, or this worker's share of them is taken: answered here meanwhile
    limits = Limits(float(current_app.config.get("ASK_SECONDS", 10.0)),
                    int(current_app.config.get("SANDBOX_MEMORY_MB", 512)))
    try:
        return pool.call("webapp.ask:answer_at", [str(kb.path), question], limits)  # type: ignore[no-any-return]
    except IsolateError as exc:
        if exc.kind == "absent":
            return None  # the helper is gone (being replaced): answer here
        if exc.kind == "busy":
            message = "every question answerer is busy; try again"
        elif exc.kind == "timeout":
            message = f"the question was not answered within the time limit of {limits.seconds:g} s"
        elif exc.kind == "memory":
            message = f"the question needed more than the {limits.memory_mb} MB memory limit"
        else:
            message = f"the question could not be answered: {exc}"
        raise ServiceUnavailable(description=message) from None
    finally:
        sent.release()


#: The KB each resident ask process answers on (opened by :func:`warm_up`).
_RESIDENT: dict[str, Any] = {}


def preload() -> None:
    """In the ask helper, before it forks its resident processes: import the
    answerer (nothing that opens a file, so nothing shared after the fork)."""
    import judge.verdict  # noqa: F401
    import kb.ask  # noqa: F401
    import kb.search  # noqa: F401
    import kb.store  # noqa: F401


def warm_up(kb_dir: str) -> None:
    """In a resident ask process: open the KB at *kb_dir* and answer two questions,
    so the first real one finds the index, its caches and the vocabulary loaded."""
    for question in ("what does trample do?", "Grizzly Bears blocks a 3/3 with first strike"):
        answer_at(kb_dir, question)


def answer_at(kb_dir: str, question: str) -> dict[str, Any]:
    """In a resident ask process: :func:`answer_question` on the KB at *kb_dir*."""
    from kb.store import open_kb

    kb = _RESIDENT.get(kb_dir)
    if kb is None:
        for stale in _RESIDENT.values():
            stale.close()
        _RESIDENT.clear()
        kb = _RESIDENT[kb_dir] = open_kb(kb_dir)
    return answer_question(question, kb)


def answer_question(question: str, kb: Any) -> dict[str, Any]:
    """The data of the answer to *question* on *kb*: results, how it was read, verdict."""
    from kb.ask import KBCards, answer

    with search_session(kb) as session:
        result = answer(session, question, LIMIT, cards=KBCards(kb))
    data: dict[str, Any] = dict(result.to_json())
    # A question about a concrete board: the engine's verdict (or the words it couldn't place).
    data.update(verdict_for(question, kb))
    return data


#: Idle search sessions per KB build (the most recently used builds last).
_IDLE: OrderedDict[str, list[SearchSession]] = OrderedDict()
_IDLE_LOCK = threading.Lock()
#: KB builds whose idle sessions are kept, and idle sessions kept per build.
IDLE_BUILDS, IDLE_SESSIONS = 2, 4


@contextmanager
def search_session(kb: Any) -> Iterator[SearchSession]:
    """An open search session on *kb*'s index: an idle one of this process if there
    is one (opening the index and its caches costs a sixth of an answer), else a new
    one; kept for the next question afterwards."""
    from kb.search import SearchSession
    from kb.store import INDEX

    key = str(kb.path)
    with _IDLE_LOCK:
        idle = _IDLE.get(key)
        session = idle.pop() if idle else None
    if session is None:
        session = SearchSession(kb.path / INDEX)
    try:
        yield session
    finally:
        _give_back(key, session)


def _give_back(key: str, session: SearchSession) -> None:
    closing: list[SearchSession] = []
    with _IDLE_LOCK:
        idle = _IDLE.setdefault(key, [])
        _IDLE.move_to_end(key)
        if len(idle) < IDLE_SESSIONS:
            idle.append(session)
        else:
            closing.append(session)
        while len(_IDLE) > IDLE_BUILDS:
            closing.extend(_IDLE.popitem(last=False)[1])
    for stale in closing:
        stale.close()


def verdict_for(question: str, kb: Any) -> dict[str, Any]:
    """``{"verdict": ...}`` (and ``"unread"`` when declined) for *question*, reading the
    engine's cards and the KB's cards the question names."""
    from judge.verdict import Lexicon, judge_question, with_named_cards
    from kb.ask import load_vocabulary

    lexicon = Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])
    lexicon = with_named_cards(lexicon, question, kb.card_names(),
                               lambda name: page.data if (page := kb.card(name)) is not None else None)
    return judge_question(question, lexicon).to_json()
