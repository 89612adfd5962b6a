"""Load-test the web app: 200 requests from 16 concurrent clients on loopback.

Starts a real server (``rulesjudge serve``, or gunicorn with ``--gunicorn N``) on a
free port of 127.0.0.1, waits until it answers, sends one warm-up request per
path (not counted), then the measured requests, and stops the server.  Every
response must be 200 (or the 302 of a redirecting search); any other status or
a network error fails the run.  Prints p50 and p95 latency and requests per
second; ``--json`` prints them as JSON.  Bounded: the whole run stops after
``--timeout`` seconds.

    .venv/bin/python scripts/bench_web.py --kb /tmp/webkb
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

#: The mix of pages requested, cycled through in order.
PATHS = [
    "/", "/rules/502.9b", "/rules/420", "/rules/420.5a.json", "/rules/212.1c", "/rules/103.4",
    "/glossary", "/glossary/regenerate", "/glossary/trample.json", "/rulings", "/rulings/A.37",
    "/rulings/A.4.21.json", "/rulebook", "/rulebook/introduction",
    "/search?q={word}&redirect=no", "/search?q={misspelt}", "/search.json?q={word}+damage",
    "/search?q=502.9b", "/rules/502.9e", "/rules/999.9",
]
#: Search words, so that no measured search repeats one already answered (the app
#: caches recent results): each search path takes the next word.
WORDS = ["trample", "flying", "regenerate", "mana", "stack", "priority", "token", "counter",
         "sacrifice", "library", "graveyard", "upkeep", "blocking", "attacking", "tapped",
         "untap", "discard", "legend", "wall", "banding", "landwalk", "protection", "haste",
         "morph", "storm", "affinity", "equipment", "enchantment", "artifact", "instant",
         "sorcery", "interrupt", "phasing", "echo", "kicker", "flashback", "threshold", "cycling"]


def misspell(word: str) -> str:
    """*word* with two letters swapped: ``trample`` → ``tramlpe``."""
    middle = len(word) // 2
    return word[:middle] + word[middle + 1] + word[middle] + word[middle + 2:]


def paths(count: int) -> list[str]:
    """The measured paths: :data:`PATHS` in turn, each search with a new word."""
    out = []
    words = iter(WORDS * (count // len(WORDS) + 1))
    for i in range(count):
        path = PATHS[i % len(PATHS)]
        if "{" in path:
            word = next(words)
            path = path.format(word=word, misspelt=misspell(word))
        out.append(path)
    return out
EXPECTED = {"/search?q=502.9b": 302, "/rules/999.9": 404}


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """Report redirects instead of following them."""

    def redirect_request(self, *args: object, **kwargs: object) -> None:
        """Do not follow: the 302 itself is the answer measured."""
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def fetch(url: str) -> tuple[int, float]:
    """``(status, seconds)`` of one GET."""
    start = time.perf_counter()
    try:
        with OPENER.open(url, timeout=30) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as exc:
        exc.read()
        status = exc.code
    return status, time.perf_counter() - start


def start_server(kb: Path, port: int, workers: int) -> subprocess.Popen[bytes]:
    """Start the server in its own process group."""
    root = Path(__file__).resolve().parent.parent
    bindir = Path(sys.executable).parent
    if workers:
        gunicorn = shutil.which("gunicorn", path=str(bindir)) or shutil.which("gunicorn")
        if gunicorn is None:
            raise SystemExit("gunicorn is not installed (pip install -e '.[serve]')")
        command = [gunicorn, "-w", str(workers), "--threads", "4", "-b", f"127.0.0.1:{port}",
                   "webapp.wsgi:app"]
    else:
        command = [sys.executable, str(root / "rulesjudge.py"), "serve", "--kb", str(kb),
                   "--port", str(port)]
    env = {**os.environ, "RULESJUDGE_KB": str(kb)}
    return subprocess.Popen(command, cwd=root, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


def wait_ready(base: str, server: subprocess.Popen[bytes], deadline: float) -> None:
    """Poll the server until it answers (or stop at *deadline*)."""
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the server exited with status {server.returncode}")
        try:
            if fetch(base + "/rules/420.json")[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit("the server did not answer in time")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; 0 when every request succeeded."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kb", type=Path, default=None, help="KB directory (default: $RULESJUDGE_KB)")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--gunicorn", type=int, default=0, metavar="WORKERS",
                        help="serve with gunicorn and this many workers (default: rulesjudge serve)")
    parser.add_argument("--timeout", type=float, default=300.0, help="stop everything after this")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from kb.store import is_built, resolve_kb_dir

    kb = resolve_kb_dir(args.kb)
    if not is_built(kb):
        raise SystemExit(f"no knowledge base in {kb}: run `rulesjudge ingest --kb {kb}` first")
    deadline = time.monotonic() + args.timeout
    watchdog = threading.Timer(args.timeout, lambda: os.kill(os.getpid(), signal.SIGTERM))
    watchdog.daemon = True
    watchdog.start()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(kb, port, args.gunicorn)
    try:
        wait_ready(base, server, deadline)
        for path in PATHS:  # warm-up: per-process caches, the search index
            fetch(base + path.format(word="warmup", misspelt="wramup"))
        urls = [base + path for path in paths(args.requests)]
        start = time.perf_counter()
        with ThreadPoolExecutor(max_workers=args.clients) as pool:
            results = list(pool.map(fetch, urls))
        elapsed = time.perf_counter() - start
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
        watchdog.cancel()
    errors = [(url, status) for url, (status, _) in zip(urls, results)
              if status != EXPECTED.get(url[len(base):], 200)]
    latencies = sorted(seconds for _, seconds in results)
    report = {
        "server": f"gunicorn -w {args.gunicorn}" if args.gunicorn else "rulesjudge serve (threaded)",
        "requests": len(results), "clients": args.clients, "errors": len(errors),
        "p50_ms": round(statistics.median(latencies) * 1000, 1),
        "p95_ms": round(latencies[max(0, int(len(latencies) * 0.95) - 1)] * 1000, 1),
        "max_ms": round(latencies[-1] * 1000, 1),
        "requests_per_second": round(len(results) / elapsed, 1), "seconds": round(elapsed, 2),
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{report['requests']} requests, {report['clients']} clients, {report['server']}: "
              f"{report['errors']} errors; p50 {report['p50_ms']} ms, p95 {report['p95_ms']} ms, "
              f"max {report['max_ms']} ms; {report['requests_per_second']} req/s")
    for url, status in errors[:10]:
        print(f"  error: {status} {url}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
