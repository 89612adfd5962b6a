"""Soak test: N concurrent clients of mixed traffic, hostile requests included.

    python scripts/soak.py --kb DIR --server make-run   # `rulesjudge serve` (waitress)
    python scripts/soak.py --kb DIR --server gunicorn   # gunicorn -w 2 'webapp.wsgi:app' (sync)
    python scripts/soak.py --url http://127.0.0.1:5000  # a server already running

Reports, per route: requests, p50/p95/p99 in ms; overall requests/s; errors
(any 5xx or failed connection; a hostile request must get a 4xx); and the
memory (RSS) of the server's process tree at the start (after a warm-up) and
at the end, sampled every 30 s; how many asks repeated a question asked before
in the run (the hits a cache of all workers can have) and, for ``rulesjudge
serve`` of this version, how many answers its workers worked out (their shared
store's misses).  `make soak` runs it for five minutes against both servers.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import signal
import socket
import statistics
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

RULES = ["502.9b", "420.5a", "420.5", "306.2", "409.1", "212.2", "502.2", "101.4", "418.5i", "310.1"]
TERMS = ["regenerate", "trample", "mana-burn", "protection", "first-strike", "fizzle"]
RULINGS = ["A.4.21", "A.37", "A.1"]
WORDS = ["trample", "protection from green", "mana burn", "regenerate", "first strike damage",
         "state-based effects", "exile", "battlefield", "flash", "banding", "legend rule", "fog"]


def load_questions() -> list[str]:
    """Every question of ``tests/data/*.yaml`` (several hundred), so ``ask`` is asked
    a varied stream and a cache of answers is not the whole story."""
    import yaml

    questions: list[str] = []
    for path in sorted((ROOT / "tests" / "data").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        items = data.get("questions", []) if isinstance(data, dict) else []
        questions += [str(item["question"]) for item in items
                      if isinstance(item, dict) and item.get("question")]
    return questions


QUESTIONS = load_questions()
#: Share of asks that join a pool question to a search word: a question never asked before.
FRESH_ASKS = 0.3
SPARQL = ["ASK { <https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9b> eli:cites ?x }",
          "SELECT ?s WHERE { ?s eli:cites <https://rulesjudge.example.org/id/cr-2003-12-01/rule/420> }"
          " LIMIT 20"]
SCENARIO = """title: Bolt the Bear
players:
  - name: Alice
    hand: [Lightning Bolt]
  - name: Bob
in_play:
  - {id: bears, card: Grizzly Bears, controller: Bob}
actions:
  - play: {card: Lightning Bolt, by: Alice, targets: [bears]}
  - resolve: all
"""
BOMB = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
    for p, c in zip("abcdefgh", "bcdefghi"))


def _q(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def pick_request(rng: random.Random) -> tuple[str, str, str, bytes | None, dict[str, str], bool]:
    """``(route label, method, path, body, headers, hostile)`` of one request."""
    roll = rng.random()
    if roll < 0.40:
        kind = rng.choice(["rule", "rule", "rule.json", "glossary", "ruling", "home", "contents"])
        path = {"rule": f"/rules/{rng.choice(RULES)}", "rule.json": f"/rules/{rng.choice(RULES)}.json",
                "glossary": f"/glossary/{rng.choice(TERMS)}", "ruling": f"/rulings/{rng.choice(RULINGS)}",
                "home": "/", "contents": "/rules/"}[kind]
        return f"page:{kind}", "GET", path, None, {}, False
    if roll < 0.62:
        return "search", "GET", f"/search.json?q={_q(rng.choice(WORDS))}", None, {}, False
    if roll < 0.77:
        question = rng.choice(QUESTIONS)
        if rng.random() < FRESH_ASKS:
            question = f"{question} {rng.choice(WORDS)} and {rng.choice(WORDS)}"
        return "ask", "GET", f"/ask.json?q={_q(question)}", None, {}, False
    if roll < 0.82:
        return "sparql", "GET", f"/sparql.json?query={_q(rng.choice(SPARQL))}", None, {}, False
    if roll < 0.90:
        if rng.random() < 0.5:
            return "scenario:example", "GET", "/scenarios/lava_axe_wins_the_game.json", None, {}, False
        return ("scenario:post", "POST", "/scenarios/run.json", SCENARIO.encode(),
                {"Content-Type": "text/plain"}, False)
    hostile = rng.choice(["nested", "bomb", "service", "long", "traversal", "method", "oversize",
                          "update"])
    if hostile == "nested":
        return ("hostile", "POST", "/scenarios/run.json", b"[" * 30_000,
                {"Content-Type": "text/plain"}, True)
    if hostile == "bomb":
        return "hostile", "POST", "/scenarios/run.json", BOMB.encode(), {"Content-Type": "text/plain"}, True
    if hostile == "service":
        query = "SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }"
        return "hostile", "GET", f"/sparql.json?query={_q(query)}", None, {}, True
    if hostile == "update":
        return "hostile", "GET", f"/sparql.json?query={_q('DROP ALL')}", None, {}, True
    if hostile == "long":
        return "hostile", "GET", "/search.json?q=" + "a" * 5000, None, {}, True
    if hostile == "traversal":
        return "hostile", "GET", "/rules/..%2f..%2f..%2fetc%2fpasswd", None, {}, True
    if hostile == "method":
        return "hostile", "DELETE", "/rules/502.9b", None, {}, True
    return ("hostile", "POST", "/scenarios/run.json", b"a" * 200_000,
            {"Content-Type": "text/plain"}, True)


class Client(threading.Thread):
    """One client: requests back to back on a kept-alive connection until *stop_at*."""

    def __init__(self, host: str, port: int, stop_at: float, seed: int,
                 results: list[tuple[str, float, int, bool]]) -> None:
        super().__init__(daemon=True)
        self.host, self.port, self.stop_at = host, port, stop_at
        self.rng = random.Random(seed)
        self.results = results
        self.conn: http.client.HTTPConnection | None = None
        self.asked: list[tuple[float, str]] = []  # (when, path) of each ask

    def run(self) -> None:
        while time.monotonic() < self.stop_at:
            label, method, path, body, headers, hostile = pick_request(self.rng)
            started = time.perf_counter()
            status = self.request(method, path, body, headers)
            if label == "ask":
                self.asked.append((started, path))
            self.results.append((label, time.perf_counter() - started, status, hostile))

    def request(self, method: str, path: str, body: bytes | None, headers: dict[str, str]) -> int:
        for _ in range(2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
            try:
                self.conn.request(method, path, body=body, headers=headers)
                response = self.conn.getresponse()
                response.read()
                if response.getheader("Connection", "").lower() == "close":
                    self.conn.close()
                    self.conn = None
                return response.status
            except (OSError, http.client.HTTPException):
                if self.conn is not None:
                    self.conn.close()
                self.conn = None
        return 0


def _children() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                    ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    return children


def tree_cpu_seconds(pid: int) -> float:
    """CPU time (user + system) used so far by *pid*, its descendants and the
    children they have waited for."""
    children, total, stack = _children(), 0, [pid]
    while stack:
        current = stack.pop()
        try:
            with open(f"/proc/{current}/stat", encoding="ascii", errors="replace") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            total += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
        except (OSError, ValueError, IndexError):
            pass
        stack.extend(children.get(current, []))
    return total / os.sysconf("SC_CLK_TCK")


def tree_rss_mib(pid: int) -> float:
    """The memory of *pid* and all its descendants, in MiB: proportional set size
    (pages shared by forked processes counted once in all), else RSS."""
    children, total, stack = _children(), 0, [pid]
    while stack:
        current = stack.pop()
        try:
            with open(f"/proc/{current}/smaps_rollup", encoding="ascii") as rollup:
                match = re.search(r"^Pss:\s+(\d+) kB", rollup.read(), re.M)
            if match is None:
                with open(f"/proc/{current}/status", encoding="ascii") as status:
                    match = re.search(r"VmRSS:\s+(\d+) kB", status.read())
            total += int(match.group(1)) if match else 0
        except OSError:
            pass
        stack.extend(children.get(current, []))
    return total / 1024


def start_server(kind: str, kb: str, port: int, ask_cache: int | None = None,
                 page_cache: int | None = None, root: Path = ROOT,
                 tmpdir: Path | None = None) -> subprocess.Popen[bytes]:
    """Start the server *kind* (``make-run`` or ``gunicorn``) on *port* (with
    *ask_cache* answers and *page_cache* bytes of pages kept per process, if
    given: 0 for none), from the checkout at *root* (another one: run with this
    interpreter and ``PYTHONPATH=root``, to compare two versions of the code), with
    *tmpdir* as its ``$TMPDIR`` (where it keeps its helpers' sockets and shared answers)."""
    bin_dir = Path(sys.executable).parent
    if kind == "make-run":
        command = [sys.executable, "-m", "rulesjudge", "serve", "--kb", kb, "--port", str(port)]
    else:
        command = [str(bin_dir / "gunicorn"), "-w", "2", "-b", f"127.0.0.1:{port}", "webapp.wsgi:app"]
    env = {**os.environ, "RULESJUDGE_KB": kb}
    if root != ROOT:
        env["PYTHONPATH"] = str(root)
    if ask_cache is not None:
        env["RULESJUDGE_ASK_CACHE"] = str(ask_cache)
    if page_cache is not None:
        env["RULESJUDGE_PAGE_CACHE"] = str(page_cache)
    if tmpdir is not None:
        env["TMPDIR"] = str(tmpdir)
    return subprocess.Popen(command, cwd=root, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)


def wait_ready(host: str, port: int, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection(host, port, timeout=5)
            conn.request("GET", "/rules/502.9b.json")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.3)
    raise SystemExit(f"the server on {host}:{port} did not answer")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] * 1000


def answers_stored(tmpdir: Path | None) -> int | None:
    """How many answers the workers of a server whose ``$TMPDIR`` is *tmpdir* have put
    in their shared store so far (webapp/shared_answers.py): the questions worked out,
    or ``None`` (no store: another server, or an older version)."""
    import sqlite3

    for store in (tmpdir.glob("rulesjudge-helpers-*/answers.sqlite") if tmpdir else []):
        conn = sqlite3.connect(store, timeout=5)
        try:
            return int(conn.execute("SELECT coalesce(max(id), 0) FROM answers").fetchone()[0])
        finally:
            conn.close()
    return None


def soak(host: str, port: int, pid: int | None, duration: float, clients: int,
         tmpdir: Path | None = None) -> dict[str, Any]:
    """Warm up, then run *clients* for *duration* seconds; the report."""
    warm: list[tuple[str, float, int, bool]] = []
    warm_client = Client(host, port, time.monotonic() + 10, 0, warm)
    warm_client.run()
    stored = answers_stored(tmpdir)
    memory: list[tuple[float, float]] = []
    load = [os.getloadavg()[0]]
    cpu_start = tree_cpu_seconds(pid) if pid else 0.0
    started = time.monotonic()
    if pid:
        memory.append((0.0, tree_rss_mib(pid)))
    results: list[tuple[str, float, int, bool]] = []
    threads = [Client(host, port, started + duration, seed, results) for seed in range(1, clients + 1)]
    for thread in threads:
        thread.start()
    while any(t.is_alive() for t in threads):
        time.sleep(1)
        elapsed = time.monotonic() - started
        if pid and elapsed - memory[-1][0] >= 30:
            memory.append((elapsed, tree_rss_mib(pid)))
            load.append(os.getloadavg()[0])
    elapsed = time.monotonic() - started
    if pid:
        memory.append((elapsed, tree_rss_mib(pid)))
    load.append(os.getloadavg()[0])
    cpu = tree_cpu_seconds(pid) - cpu_start if pid else 0.0
    stored_after = answers_stored(tmpdir)
    asked = [path for _, path in sorted(ask for thread in threads for ask in thread.asked)]
    seen, repeats = {path for _, path in warm_client.asked}, 0
    for path in asked:
        repeats += path in seen
        seen.add(path)
    routes: dict[str, list[float]] = {}
    for label, seconds, _, _ in results:
        routes.setdefault(label, []).append(seconds)
    errors = [(label, status) for label, _, status, hostile in results
              if status == 0 or status >= 500 or (hostile and not 400 <= status < 500)]
    groups = {"pages": [s for label, s, _, _ in results if label.startswith("page:")],
              "search+ask": [s for label, s, _, _ in results if label in ("search", "ask")]}
    return {
        "duration_s": round(elapsed, 1), "clients": clients, "requests": len(results),
        "requests_per_s": round(len(results) / elapsed, 1), "errors": len(errors),
        "error_examples": errors[:10],
        "routes": {label: {"n": len(v), "p50_ms": round(percentile(v, 50), 1),
                           "p95_ms": round(percentile(v, 95), 1), "p99_ms": round(percentile(v, 99), 1)}
                   for label, v in sorted(routes.items())},
        "groups": {name: {"n": len(v), "p50_ms": round(percentile(v, 50), 1),
                          "p95_ms": round(percentile(v, 95), 1)} for name, v in groups.items() if v},
        "memory_mib": [(round(t), round(m, 1)) for t, m in memory],
        "load_average_1min": [round(value, 2) for value in load],
        # What the server could do on a machine of its own: requests per CPU-second it used.
        "server_cpu_s": round(cpu, 1),
        "requests_per_cpu_s": round(len(results) / cpu, 1) if cpu else None,
        "median_ms": round(statistics.median(s for _, s, _, _ in results) * 1000, 1) if results else 0,
        # Asks of a question asked before in the run: the hits a cache of all workers can have.
        "asks": len(asked), "asks_repeated": repeats,
        # Answers the workers put in their shared store: the questions worked out (misses).
        "answers_worked_out": (stored_after - stored if stored is not None and stored_after is not None
                               else None),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kb", default=None, help="KB directory (for --server)")
    parser.add_argument("--server", choices=["make-run", "gunicorn"], default=None)
    parser.add_argument("--url", default=None, help="a running server instead")
    parser.add_argument("--pid", type=int, default=None, help="the running server's pid (memory)")
    parser.add_argument("--duration", type=float, default=300)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--ask-cache", type=int, default=None,
                        help="answers of ask kept per server process (0: none; default: the app's)")
    parser.add_argument("--page-cache", type=int, default=None,
                        help="bytes of rendered pages kept per server process (0: none)")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="serve the code of this checkout (default: this one), to compare")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    process, tmpdir = None, None
    if args.url:
        parsed = urllib.parse.urlparse(args.url)
        host, port, pid = parsed.hostname or "127.0.0.1", parsed.port or 80, args.pid
    else:
        if not (args.server and args.kb):
            parser.error("give --url, or --server and --kb")
        if args.server == "gunicorn" and not (Path(sys.executable).parent / "gunicorn").exists():
            parser.error("gunicorn is not installed beside this Python: "
                         "pip install -e '.[serve]' (make soak does)")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        host = "127.0.0.1"
        tmpdir = Path(tempfile.mkdtemp(prefix="soak-"))
        process = start_server(args.server, str(Path(args.kb).resolve()), port, args.ask_cache,
                               args.page_cache, args.root.resolve(), tmpdir)
        pid = process.pid
    try:
        wait_ready(host, port)
        report = soak(host, port, pid, args.duration, args.clients, tmpdir)
    finally:
        if process is not None:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(30)
        if tmpdir is not None:
            shutil.rmtree(tmpdir, ignore_errors=True)
    report["server"] = (args.server or args.url) + (
        f" from {args.root}" if args.root.resolve() != ROOT else "") + "".join(
        f" ({name} {value})" for name, value in (("ask cache", args.ask_cache),
                                                 ("page cache", args.page_cache))
        if value is not None)
    if args.json:
        print(json.dumps(report, indent=1))
        return
    print(f"{report['server']}: {report['clients']} clients, {report['duration_s']} s, "
          f"{report['requests']} requests, {report['requests_per_s']} req/s, "
          f"{report['errors']} errors (5xx, failed, or a hostile request not refused with 4xx)")
    print(f"{'route':<18} {'n':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8}")
    for label, row in report["routes"].items():
        print(f"{label:<18} {row['n']:>6} {row['p50_ms']:>8} {row['p95_ms']:>8} {row['p99_ms']:>8}")
    for name, row in report["groups"].items():
        print(f"{name:<18} {row['n']:>6} {row['p50_ms']:>8} {row['p95_ms']:>8}")
    if report["memory_mib"]:
        print("memory (s, MiB): " + ", ".join(f"{t}: {m}" for t, m in report["memory_mib"]))
    if report["asks"]:
        worked = report["answers_worked_out"]
        print(f"asks: {report['asks']}, of a question asked before: {report['asks_repeated']} "
              f"({100 * report['asks_repeated'] / report['asks']:.0f}%)" + (
                  f"; worked out (shared-store misses): {worked} ({100 * worked / report['asks']:.0f}%)"
                  if worked is not None else ""))
    if report["server_cpu_s"]:
        print(f"server CPU: {report['server_cpu_s']} s for {report['duration_s']} s "
              f"({report['requests_per_cpu_s']} requests per CPU-second)")
    print("load average (1 min) during the run: "
          + ", ".join(str(value) for value in report["load_average_1min"])
          + f" on {os.cpu_count()} cores")
    if report["error_examples"]:
        print("errors, e.g.: " + ", ".join(f"{label} {status}" for label, status in report["error_examples"]))


if __name__ == "__main__":
    main()
