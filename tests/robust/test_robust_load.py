"""Issue 11, load: the answers cache of ``ask``, HTTP validators and 304s, and
``rulesjudge serve`` with several worker processes switching to a new KB build."""

from __future__ import annotations

import http.client
import os
import re
import signal
import sqlite3
import time
import urllib.parse
from pathlib import Path

import pytest
from flask import Flask

from serving import start_serve

QUESTION = "my creature with trample is blocked by a pro-green guy, how much gets through?"


@pytest.fixture()
def app(kb_dir: Path) -> Flask:
    """A fresh app (an empty answers cache) over the session KB."""
    from webapp import create_app

    return create_app({"KB_DIR": kb_dir, "TESTING": True})


def test_load_ask_answers_are_kept_per_kb_build_and_question(app: Flask, kb_dir: Path) -> None:
    from kb.ask import KBCards, ask
    from kb.store import INDEX

    client = app.test_client()
    cache = app.extensions["ask_cache"]
    first = client.get("/ask.json", query_string={"q": QUESTION}).get_json()
    again = client.get("/ask.json", query_string={"q": "  " + QUESTION.replace(" ", "   ")}).get_json()
    assert (cache.hits, cache.misses, len(cache)) == (1, 1, 1)
    assert again["results"] == first["results"] and again["verdict"] == first["verdict"]
    # The cached answer is the answerer's own, from a fresh session.
    kb = app.extensions["kb"]
    fresh = ask(kb.path / INDEX, QUESTION, 10, cards=KBCards(kb)).to_json()
    assert first["results"] == fresh["results"]
    assert first["results"] and first["results"][0]["id"].startswith("502.9")  # trample
    # Case is kept: a capitalised word may be a card's name.
    client.get("/ask.json", query_string={"q": QUESTION.upper()})
    assert (cache.hits, cache.misses, len(cache)) == (1, 2, 2)
    assert next(iter(cache._answers)) == (str(kb.path), QUESTION)


def test_load_answers_cache_drops_the_least_recently_used() -> None:
    from webapp.ask import AnswerCache

    cache = AnswerCache(2)
    for name in ("a", "b"):
        cache.put(("kb", name), {"query": name})
    assert cache.get(("kb", "a")) == {"query": "a"}
    cache.put(("kb", "c"), {"query": "c"})
    assert cache.get(("kb", "b")) is None
    assert [key[1] for key in cache._answers] == ["a", "c"]
    off = AnswerCache(0)
    off.put(("kb", "a"), {"query": "a"})
    assert len(off) == 0 and off.get(("kb", "a")) is None


def test_load_ask_cache_can_be_turned_off(kb_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from webapp import create_app

    monkeypatch.setenv("RULESJUDGE_ASK_CACHE", "0")
    app = create_app({"KB_DIR": kb_dir, "TESTING": True})
    client = app.test_client()
    for _ in range(2):
        assert client.get("/ask.json", query_string={"q": QUESTION}).status_code == 200
    cache = app.extensions["ask_cache"]
    assert (cache.size, cache.hits, cache.misses, len(cache)) == (0, 0, 2, 0)


def test_load_pages_carry_the_kb_build_as_validator_and_answer_304(app: Flask) -> None:
    client = app.test_client()
    build = app.extensions["kb"].path.name
    page = client.get("/rules/502.9b")
    tag = page.headers["ETag"]
    assert re.fullmatch(rf'W/"{re.escape(build)}-[0-9a-f]{{12}}"', tag)
    assert page.headers["Cache-Control"] == "public, no-cache"
    for path in ("/rules/502.9b", "/rules/502.9b.json", "/glossary/trample", "/search.json?q=trample",
                 "/ask.json?q=trample"):
        answer = client.get(path, headers={"If-None-Match": tag})
        assert (answer.status_code, answer.data, answer.headers["ETag"]) == (304, b"", tag), path
    assert client.get("/rules/502.9b", headers={"If-None-Match": 'W/"old-build"'}).status_code == 200
    assert "ETag" not in client.get("/rules/999.9").headers  # errors are not cached
    sparql = client.get("/sparql.json", query_string={"query": "ASK { ?s ?p ?o }"})
    assert sparql.status_code == 200 and "ETag" not in sparql.headers


def _tree(pid: int) -> list[tuple[int, str]]:
    """``(pid, command line)`` of *pid*'s descendants."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text(encoding="ascii", errors="replace")
                parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    found, stack = [], [pid]
    while stack:
        current = stack.pop()
        for child, parent in parents.items():
            if parent == current:
                try:
                    line = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ")
                except OSError:
                    continue
                found.append((child, line.decode(errors="replace")))
                stack.append(child)
    return found


def _etag(url: str, path: str = "/rules/502.9b") -> str:
    host, port = url.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)  # a new connection: any worker
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        response.read()
        assert response.status == 200
        return str(response.getheader("ETag"))
    finally:
        conn.close()


def test_load_two_workers_switch_to_a_new_build_and_its_helper(tmp_path: Path) -> None:
    from ingest.build import build_kb

    path = tmp_path / "kb"
    build_kb(path)
    first = path.resolve()
    log = tmp_path / "serve.log"
    process, url = start_serve(path, log, workers=2, env={"TMPDIR": str(tmp_path)}, new_session=True)
    try:
        assert "2 worker processes" in log.read_text("utf-8")
        [store] = tmp_path.glob("rulesjudge-helpers-*/answers.sqlite")  # shared by the workers
        deadline = time.monotonic() + 60
        while True:  # the workers make their apps after the socket is announced
            try:
                tag = _etag(url)
                break
            except OSError:
                assert time.monotonic() < deadline
                time.sleep(0.2)
        assert first.name in tag
        workers = [pid for pid, line in _tree(process.pid) if "rulesjudge serve" in line]
        assert len(workers) == 2
        assert _ask_status(url, QUESTION) == 200
        assert _builds(store) == [str(first)]

        build_kb(path)
        second = path.resolve()
        assert second != first
        deadline = time.monotonic() + 30
        while not all(second.name in _etag(url) for _ in range(12)):
            assert time.monotonic() < deadline, "a worker kept the old build"
            time.sleep(0.5)
        host, port = url.removeprefix("http://").split(":")
        conn = http.client.HTTPConnection(host, int(port), timeout=60)
        conn.request("GET", "/sparql.json?query=ASK%20%7B%20%3Fs%20%3Fp%20%3Fo%20%7D")
        assert conn.getresponse().status == 200
        conn.close()
        # The old build's SPARQL helper is stopped; the new build's runs (one, the parent's).
        deadline = time.monotonic() + 30
        while any(str(first) in line for _, line in _tree(process.pid)):
            assert time.monotonic() < deadline, "the old build's helper lingers"
            time.sleep(0.5)
        helpers = [line for _, line in _tree(process.pid) if "kb.isolate" in line]
        assert sum(str(second) in line for line in helpers) == 1
        # The shared answers of the old build are gone; the new build's are kept.
        assert _builds(store) == []
        assert _ask_status(url, QUESTION) == 200
        assert _builds(store) == [str(second)]
    finally:
        os.killpg(process.pid, signal.SIGINT)  # Ctrl-C in a terminal: the whole group
        process.wait(30)
    assert process.returncode == 0
    deadline = time.monotonic() + 10
    while _tree(process.pid) or _group_alive(process.pid):
        assert time.monotonic() < deadline, "processes left after Ctrl-C"
        time.sleep(0.2)
    assert "Traceback" not in log.read_text("utf-8")
    assert not list(tmp_path.glob("rulesjudge-helpers-*"))  # the store went with the server


def _ask_status(url: str, question: str) -> int:
    host, port = url.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=60)
    try:
        conn.request("GET", "/ask.json?q=" + urllib.parse.quote(question))
        response = conn.getresponse()
        response.read()
        return response.status
    finally:
        conn.close()


def _builds(store: Path) -> list[str]:
    """The KB builds whose answers the workers' shared store holds."""
    conn = sqlite3.connect(store)
    try:
        return [row[0] for row in conn.execute("SELECT DISTINCT build FROM answers")]
    finally:
        conn.close()


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def test_load_pages_are_kept_rendered_per_kb_build_and_url(app: Flask) -> None:
    client = app.test_client()
    kept = app.extensions["page_cache"]
    first = client.get("/rules/502.9b")
    again = client.get("/rules/502.9b")
    assert (first.status_code, again.status_code) == (200, 200)
    assert again.data == first.data and dict(again.headers) == dict(first.headers)
    client.get("/rules/502.9b?edition=2003-12-01")  # another URL: another page
    other = client.get("/rules/502.9b", base_url="http://judge.example:8000")  # another host
    assert b"http://judge.example:8000/rules/502.9b" in other.data
    assert b"http://judge.example:8000/" not in first.data
    assert [key[1] for key in kept._pages] == [
        "http://localhost/rules/502.9b?", "http://localhost/rules/502.9b?edition=2003-12-01",
        "http://judge.example:8000/rules/502.9b?"]
    assert all(key[0] == app.extensions["kb"].path.name for key in kept._pages)
    for path in ("/ask.json?q=trample", "/search.json?q=trample", "/rules/999.9"):
        client.get(path)  # answers kept elsewhere, and errors, are not kept here
    assert len(kept) == 3


def test_load_page_cache_keeps_at_most_its_size() -> None:
    from webapp.httpcache import PageCache

    kept = PageCache(10)
    kept.put(("kb", "/a"), b"12345", "text/html")
    kept.put(("kb", "/b"), b"12345", "text/html")
    assert kept.get(("kb", "/a")) == (b"12345", "text/html")
    kept.put(("kb", "/c"), b"123", "text/html")  # over 10 bytes: /b, least recently used, goes
    assert [key[1] for key in kept._pages] == ["/a", "/c"] and kept._bytes == 8
    kept.put(("kb", "/d"), b"x" * 11, "text/html")  # larger than the whole cache: not kept
    assert kept.get(("kb", "/d")) is None and len(kept) == 2
