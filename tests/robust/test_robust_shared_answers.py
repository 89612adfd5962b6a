"""Issue 11, load: the answers of ``ask`` shared by the worker processes of
``rulesjudge serve`` (webapp/shared_answers.py): a question answered through one
worker is a hit through another, with the same answer byte for byte; the store
keeps at most its size and one KB build; a damaged store is a miss, not an error."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from webapp.shared_answers import MAX_ANSWER_BYTES, SIZE_ENV, STORE_ENV, SharedAnswers

ROOT = Path(__file__).resolve().parents[2]

QUESTION = "Grizzly Bears blocks a 3/3 with first strike, which creature dies?"

#: Another worker process: its own app on the same KB and store, asking QUESTION.
OTHER_WORKER = """
import json, sys
from webapp import create_app
from webapp.ask import _IDLE
from webapp.shared_answers import shared_answers
app = create_app({"KB_DIR": sys.argv[1], "TESTING": True})
client = app.test_client()
json_body = client.get("/ask.json", query_string={"q": sys.argv[2]}).get_data(as_text=True)
html_body = client.get("/ask", query_string={"q": sys.argv[2]}).get_data(as_text=True)
store = shared_answers()
print(json.dumps({"json": json_body, "html": html_body, "hits": store.hits,
                  "misses": store.misses, "searched": bool(_IDLE)}))
"""


@pytest.fixture()
def store_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SharedAnswers:
    """A store made as the serving parent makes it, named for the workers."""
    store = SharedAnswers.create(str(tmp_path / "answers.sqlite"), 64)
    monkeypatch.setenv(STORE_ENV, store.path)
    monkeypatch.setenv(SIZE_ENV, "64")
    return store


def test_shared_a_question_answered_by_one_worker_is_a_hit_in_another(
        kb_dir: Path, store_env: SharedAnswers, monkeypatch: pytest.MonkeyPatch) -> None:
    from webapp import create_app
    from webapp.shared_answers import shared_answers

    first = create_app({"KB_DIR": kb_dir, "TESTING": True}).test_client()
    answered = first.get("/ask.json", query_string={"q": QUESTION})
    assert answered.status_code == 200 and answered.get_json()["verdict"] is not None
    mine = shared_answers()
    assert mine is not None and (mine.hits, mine.misses, len(mine)) == (0, 1, 1)
    other = subprocess.run([sys.executable, "-c", OTHER_WORKER, str(kb_dir), QUESTION],
                           cwd=ROOT, capture_output=True, text=True, timeout=120,
                           env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert other.returncode == 0, other.stderr
    seen = json.loads(other.stdout)
    assert (seen["hits"], seen["misses"], seen["searched"]) == (1, 0, False)  # not worked out again
    # Byte for byte the answer of a worker that keeps nothing and shares nothing.
    monkeypatch.delenv(STORE_ENV)
    plain = create_app({"KB_DIR": kb_dir, "TESTING": True, "ASK_CACHE_SIZE": 0}).test_client()
    assert seen["json"] == plain.get("/ask.json", query_string={"q": QUESTION}).get_data(as_text=True)
    assert seen["html"] == plain.get("/ask", query_string={"q": QUESTION}).get_data(as_text=True)
    assert seen["json"] == answered.get_data(as_text=True)


def test_shared_answers_keep_at_most_their_size_and_one_build(tmp_path: Path) -> None:
    store = SharedAnswers.create(str(tmp_path / "answers.sqlite"), 3)
    other = SharedAnswers(store.path, 3)  # another process's view of the same file
    for n in range(5):
        store.put(("build-1", f"q{n}"), {"query": f"q{n}", "results": [n]})
    assert len(other) == 3
    assert [other.get(("build-1", f"q{n}")) is not None for n in range(5)] == \
        [False, False, True, True, True]
    assert other.get(("build-1", "q4")) == {"query": "q4", "results": [4]}
    assert other.get(("build-2", "q4")) is None  # another build's question: not its answer
    store.put(("build-1", "q2"), {"query": "q2", "results": [2]})  # stored again: newest
    store.put(("build-2", "q5"), {"query": "q5", "results": [5]})
    assert [other.get(("build-1", f"q{n}")) is not None for n in (2, 3, 4)] == [True, False, True]
    store.put(("build-2", "long"), {"query": "x" * MAX_ANSWER_BYTES})
    assert other.get(("build-2", "long")) is None  # too long to keep
    store.keep_only("build-2")  # the serving parent, on a new build
    assert len(other) == 1 and other.get(("build-2", "q5")) == {"query": "q5", "results": [5]}
    off = SharedAnswers(store.path, 0)
    off.put(("build-2", "q6"), {"query": "q6"})
    assert len(other) == 1


def test_shared_answers_read_again_stay(tmp_path: Path) -> None:
    store = SharedAnswers.create(str(tmp_path / "answers.sqlite"), 4)
    for n in range(4):
        store.put(("b", f"q{n}"), {"n": n})
    assert store.get(("b", "q0")) == {"n": 0}  # the oldest, read: stored again as the newest
    assert store.get(("b", "q3")) == {"n": 3}  # among the newest: left where it is
    for n in range(4, 7):
        store.put(("b", f"q{n}"), {"n": n})
    assert [store.get(("b", f"q{n}")) is not None for n in range(7)] == \
        [True, False, False, False, True, True, True]


def test_shared_a_damaged_store_is_a_miss_not_an_error(
        kb_dir: Path, store_env: SharedAnswers) -> None:
    from webapp import create_app

    Path(store_env.path).write_bytes(b"not a database" * 100)
    assert store_env.get(("build", QUESTION)) is None
    store_env.put(("build", QUESTION), {"query": QUESTION})
    store_env.keep_only("build")
    assert len(store_env) == 0
    client = create_app({"KB_DIR": kb_dir, "TESTING": True}).test_client()
    response = client.get("/ask.json", query_string={"q": "what does trample do?"})
    assert response.status_code == 200 and response.get_json()["results"]


def test_shared_none_without_the_serving_parent(monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    from webapp.shared_answers import DEFAULT_SIZE, shared_answers, shared_size

    monkeypatch.delenv(STORE_ENV, raising=False)
    monkeypatch.delenv(SIZE_ENV, raising=False)
    assert shared_answers() is None and shared_size() == DEFAULT_SIZE == 2048
    monkeypatch.setenv(STORE_ENV, str(tmp_path / "answers.sqlite"))
    monkeypatch.setenv(SIZE_ENV, "0")
    assert shared_answers() is None  # turned off
