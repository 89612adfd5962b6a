"""Check that ``/ask`` answers byte for byte the same in two servers.

    python scripts/ask_identity.py --kb DIR                 # resident ask processes vs none
    python scripts/ask_identity.py --kb DIR --against PATH  # this checkout vs another one

Starts ``rulesjudge serve`` twice on the same KB: by default once with two
resident ask processes (``RULESJUDGE_ASK_PROCESSES=2``) and the answers its
workers share (webapp/shared_answers.py), and once with neither and no cache
(each web worker works out every answer itself); with ``--against``, once from
this checkout (with both) and once from the checkout at PATH (run with this
interpreter, ``PYTHONPATH=PATH``).  Then asks every question of
``tests/data/*.yaml`` (or the first ``--count``), plus a few odd ones, for the
JSON twin and the HTML page, and compares the status and the body.  The first
server is asked everything twice, each request on a new connection (so any
worker): the second round comes from its caches, the worker's own or the
shared one, and must be the same too.  Exit status 1 when anything differs.
"""

from __future__ import annotations

import argparse
import http.client
import os
import re
import signal
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from soak import QUESTIONS  # noqa: E402

ODD = ["", "   ", "trample", "TRAMPLE", "a" * 1000, "what's <b>protection</b> & \"banding\"?",
       "Grizzly Bears blocks a 3/3 with first strike", "ünïcödé ⚔ mana burn", "502.9b", "?"]


def start(root: Path, kb: str, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], int]:
    """``rulesjudge serve`` from the checkout at *root* on a free port, once it answers."""
    log = Path(os.environ.get("TMPDIR", "/tmp")) / f"ask-identity-{os.getpid()}-{len(env)}.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "rulesjudge", "serve", "--kb", kb, "--port", "0"],
            cwd=root, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
            env={**os.environ, "PYTHONPATH": str(root), **env})
    deadline = time.monotonic() + 120
    while not (match := re.search(r"http://127\.0\.0\.1:(\d+)/", log.read_text("utf-8"))):
        if process.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"the server did not start: {log.read_text('utf-8')}")
        time.sleep(0.2)
    port = int(match.group(1))
    while True:
        try:
            if fetch(port, "/rules/502.9b.json")[0] == 200:
                return process, port
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise SystemExit("the server did not answer")
        time.sleep(0.3)


def fetch(port: int, path: str) -> tuple[int, bytes]:
    """Status and body of GET *path*."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kb", required=True)
    parser.add_argument("--against", type=Path, default=None, help="another checkout")
    parser.add_argument("--count", type=int, default=None, help="questions of the pool asked")
    args = parser.parse_args()
    kb = str(Path(args.kb).resolve())
    if args.against:
        sides = [("this checkout", ROOT, {"RULESJUDGE_ASK_PROCESSES": "2"}),
                 (str(args.against), args.against.resolve(), {})]
    else:
        sides = [("resident ask processes", ROOT, {"RULESJUDGE_ASK_PROCESSES": "2"}),
                 ("no resident ask processes, no caches", ROOT,
                  {"RULESJUDGE_ASK_PROCESSES": "0", "RULESJUDGE_ASK_SHARED": "0",
                   "RULESJUDGE_ASK_CACHE": "0"})]
    questions = QUESTIONS[:args.count] + ODD
    paths = [f"/ask{fmt}?q={urllib.parse.quote(q, safe='')}" for q in questions for fmt in (".json", "")]
    answers: list[list[tuple[int, bytes]]] = []
    cached: list[tuple[int, bytes]] = []
    for n, (label, root, env) in enumerate(sides):
        process, port = start(root, kb, env)
        try:
            answers.append([fetch(port, path) for path in paths])
            if n == 0:
                cached = [fetch(port, path) for path in paths]  # from the caches
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(30)
        print(f"{label}: {len(paths)} answers, {sum(s == 200 for s, _ in answers[-1])} with 200")
    differ = [path for path, a, b in zip(paths, *answers) if a != b]
    differ += [f"{path} (asked again)" for path, a, b in zip(paths, cached, answers[1]) if a != b]
    for path in differ[:10]:
        print(f"differs: {path[:120]}")
    print(f"{2 * len(paths) - len(differ)} of {2 * len(paths)} answers identical ({len(questions)} "
          "questions, JSON and HTML, the first server asked twice)")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
