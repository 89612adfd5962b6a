"""Questions to ``ask`` answered in resident processes (kb/resident.py): the same
answers as the web worker's own, one question not held up by another, a process
that ends replaced, and the time and memory limits kept."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from kb.isolate import IsolateError, Limits
from kb.resident import Pool
from serving import start_serve

QUESTIONS = ["my creature with trample is blocked by a pro-green guy, how much gets through?",
             "Grizzly Bears blocks a 3/3 with first strike",
             "does mana burn happen at end of phase?",
             "can I regenerate a creature that was destroyed by Wrath of God?",
             "what happens when a creature leaves the battlefield in response?"]


def _children(pid: int) -> list[int]:
    """The processes whose parent is *pid*."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text(encoding="ascii", errors="replace")
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return sorted(found)


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def _wait_for(predicate: Any, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


@pytest.fixture(scope="module")
def pool() -> Iterator[Pool]:
    """Two resident processes of plain library calls, with short limits."""
    pool = Pool([], [], processes=2, limits=Limits(seconds=2, memory_mb=256))
    pool.start()
    try:
        yield pool
    finally:
        pool.close()


def test_resident_answers_are_the_web_workers_own(kb_dir: Path) -> None:
    from kb.store import open_kb
    from webapp.ask import answer_question

    kb = open_kb(kb_dir)
    path = str(kb.path)
    pool = Pool([("webapp.ask:preload", [])], [("webapp.ask:warm_up", [path])], processes=1)
    pool.start()
    try:
        for question in QUESTIONS:
            resident = pool.call("webapp.ask:answer_at", [path, question], Limits(30, 512))
            here = answer_question(question, kb)
            assert json.dumps(resident) == json.dumps(here), question
        assert resident["query"] == QUESTIONS[-1]
    finally:
        pool.close()
        kb.close()


def test_resident_a_call_is_answered_while_another_runs_long(pool: Pool) -> None:
    slow: list[Any] = []
    thread = threading.Thread(target=lambda: slow.append(pool.call("time:sleep", [1.5])))
    thread.start()
    time.sleep(0.2)
    started = time.monotonic()
    assert pool.call("math:hypot", [3, 4]) == 5.0
    assert time.monotonic() - started < 1.0
    thread.join()
    assert slow == [None]


def test_resident_limits_end_the_process_and_it_is_replaced(pool: Pool) -> None:
    _wait_for(lambda: len(_children(pool.pid)) == 2)
    before = set(_children(pool.pid))
    started = time.monotonic()
    with pytest.raises(IsolateError) as stopped:
        pool.call("time:sleep", [30])
    assert stopped.value.kind == "timeout" and time.monotonic() - started < 4
    started = time.monotonic()
    with pytest.raises(IsolateError) as busy_in_c:  # work in C: only the kernel stops it
        pool.call("math:factorial", [10_000_000])
    assert busy_in_c.value.kind == "timeout" and time.monotonic() - started < 4
    with pytest.raises(IsolateError) as grown:
        pool.call("builtins:bytearray", [2 * 1024 ** 3])
    assert grown.value.kind == "memory"
    _wait_for(lambda: len(_children(pool.pid)) == 2 and set(_children(pool.pid)) != before)
    assert len(before & set(_children(pool.pid))) <= 1  # the timed-out one, at least, is new
    assert pool.call("math:hypot", [6, 8]) == 10.0


def test_resident_a_killed_process_is_replaced(pool: Pool) -> None:
    _wait_for(lambda: len(_children(pool.pid)) == 2)
    victim = _children(pool.pid)[0]
    os.kill(victim, signal.SIGKILL)
    _wait_for(lambda: victim not in _children(pool.pid) and len(_children(pool.pid)) == 2)
    assert [pool.call("math:hypot", [3, 4]) for _ in range(4)] == [5.0] * 4


def test_resident_a_request_queued_past_its_time_is_refused_as_busy() -> None:
    pool = Pool([], [], processes=1, limits=Limits(seconds=5, memory_mb=256))
    pool.start()
    try:
        thread = threading.Thread(target=pool.call, args=("time:sleep", [1.5]))
        thread.start()
        time.sleep(0.2)
        with pytest.raises(IsolateError) as busy:
            pool.call("math:hypot", [3, 4], Limits(seconds=0.5, memory_mb=256))
        assert busy.value.kind == "busy"
        thread.join()
    finally:
        pool.close()
    assert pool.pid == 0


def test_resident_a_pool_with_no_helper_is_absent(tmp_path: Path) -> None:
    with pytest.raises(IsolateError) as absent:
        Pool([], [], address=str(tmp_path / "socket")).call("math:hypot", [3, 4])
    assert absent.value.kind == "absent"


def test_resident_none_without_the_serving_parent(client: Any) -> None:
    from webapp.sandbox import ask_pool

    assert ask_pool(Path("/nowhere")) is None
    answer = client.get("/ask.json", query_string={"q": QUESTIONS[0]}).get_json()
    assert answer["results"][0]["id"].startswith("502.9")


@pytest.fixture(scope="module")
def served(kb_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    """``rulesjudge serve`` with one worker and one resident ask process: its URL and pid."""
    log = tmp_path_factory.mktemp("serve") / "serve.log"
    process, url = start_serve(kb_dir, log, workers=1, env={"RULESJUDGE_ASK_PROCESSES": "1"}, new_session=True)
    try:
        yield url, process.pid
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(30)
    assert "Traceback" not in log.read_text("utf-8")


def _ask(url: str, question: str) -> dict[str, Any]:
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"{url}/ask.json?q={urllib.parse.quote(question)}",
                                        timeout=60) as response:
                return json.loads(response.read())  # type: ignore[no-any-return]
        except OSError:  # the worker makes its app after the socket is announced
            assert time.monotonic() < deadline
            time.sleep(0.2)


def _resident(server: int) -> tuple[int, list[int]]:
    """The ask helper of the server *server* and its resident processes."""
    for pid in _children(server):
        try:
            line = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"kb.resident" in line:
            return pid, _children(pid)
    return 0, []


def test_resident_serve_answers_questions_in_the_resident_process(served: tuple[str, int]) -> None:
    url, server = served
    _ask(url, "warm up: trample")
    helper, [resident] = _resident(server)
    before = _cpu_ticks(resident)
    answers = [_ask(url, f"{question} (round {n})") for n, question in enumerate(QUESTIONS)]
    assert all(answer["ok"] and answer["results"] for answer in answers)
    assert _cpu_ticks(resident) - before >= 5  # the answers' CPU time was the resident's


def test_resident_serve_replaces_a_killed_helper_and_answers_meanwhile(
        served: tuple[str, int]) -> None:
    url, server = served
    _ask(url, "warm up: banding")
    helper, residents = _resident(server)
    os.kill(helper, signal.SIGKILL)
    answer = _ask(url, "does first strike damage use the stack? (while replaced)")
    assert answer["ok"] and answer["results"]  # answered by the worker itself meanwhile
    _wait_for(lambda: _resident(server)[0] not in (0, helper) and len(_resident(server)[1]) == 1)
    _wait_for(lambda: not any(os.path.exists(f"/proc/{pid}") and
                              b"kb.resident" in Path(f"/proc/{pid}/cmdline").read_bytes()
                              for pid in residents))  # the old helper's processes ended
    answer = _ask(url, "what is a local enchantment? (after the replacement)")
    assert answer["ok"] and answer["results"]


@pytest.fixture()
def pooled(kb_dir: Path) -> Iterator[tuple[Any, Pool]]:
    """An app whose questions go to a real resident ask process (as under
    ``rulesjudge serve``), with one question at a time sent there."""
    from webapp import create_app, sandbox
    from webapp.ask import _IDLE

    app = create_app({"KB_DIR": kb_dir, "TESTING": True, "ASK_PENDING": 1})
    path = str(app.extensions["kb"].path)
    pool = Pool([("webapp.ask:preload", [])], [("webapp.ask:warm_up", [path])], processes=1,
                limits=Limits(30, 512))
    pool.start()
    sandbox._POOLS[f"ask:{path}"] = pool
    for session in _IDLE.pop(path, []):
        session.close()
    try:
        yield app, pool
    finally:
        sandbox._POOLS.pop(f"ask:{path}", None)
        pool.close()


def test_resident_the_worker_sends_questions_and_answers_the_overflow(
        pooled: tuple[Any, Pool]) -> None:
    from webapp.ask import _IDLE

    app, pool = pooled
    client = app.test_client()
    path = str(app.extensions["kb"].path)
    sent = client.get("/ask.json", query_string={"q": QUESTIONS[0]}).get_json()
    assert sent["results"][0]["id"].startswith("502.9")
    assert path not in _IDLE  # no search session opened here: answered by the resident process
    with app.extensions["ask_sent"]:  # this worker's one question with them is taken
        here = client.get("/ask.json", query_string={"q": QUESTIONS[1]}).get_json()
    assert path in _IDLE  # answered in the worker
    assert (app.extensions["ask_cache"].misses, len(app.extensions["ask_cache"])) == (2, 2)
    assert here["query"] == QUESTIONS[1] and here["results"]


def test_resident_a_question_past_its_time_is_a_503_naming_the_limit(
        pooled: tuple[Any, Pool]) -> None:
    app, pool = pooled
    client = app.test_client()
    client.get("/ask.json", query_string={"q": "warm up"})
    _wait_for(lambda: len(_children(pool.pid)) == 1)
    [resident] = _children(pool.pid)
    app.config["ASK_SECONDS"] = 0.5
    os.kill(resident, signal.SIGSTOP)
    try:
        started = time.monotonic()
        response = client.get("/ask.json", query_string={"q": QUESTIONS[2]})
        assert time.monotonic() - started < 5
    finally:
        os.kill(resident, signal.SIGCONT)
    assert response.status_code == 503
    assert response.get_json()["error"] == \
        "the question was not answered within the time limit of 0.5 s"
    assert len(app.extensions["ask_cache"]) == 1  # the failure is not kept
    app.config["ASK_SECONDS"] = 30.0
    again = client.get("/ask.json", query_string={"q": QUESTIONS[2]})
    assert again.status_code == 200 and again.get_json()["results"]


def test_two_resident_processes_unless_told_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    from webapp.sandbox import ASK_ENV, ask_processes

    monkeypatch.delenv(ASK_ENV, raising=False)
    assert ask_processes() == 2
    monkeypatch.setenv(ASK_ENV, "3")
    assert ask_processes() == 3
    monkeypatch.setenv(ASK_ENV, "0")
    assert ask_processes() == 0
    monkeypatch.setenv(ASK_ENV, "many")
    assert ask_processes() == 2
