"""A real ``rulesjudge serve`` for the tests that need one: started in a process of its own on a
free port (``--port 0``), its base URL read from the line its log announces it with."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ANNOUNCED = re.compile(r"on (http://127\.0\.0\.1:\d+)/")


def start_serve(kb: Path, log: Path, workers: int, env: dict[str, str] | None = None,
                new_session: bool = False) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``rulesjudge serve --kb KB --port 0 --workers N --threads 4`` from the checkout
    (its output in *log*, *env* added to the environment; in a process group of its own if
    *new_session*); the process and its base URL once the log announces it. A server that ends
    first, or doesn't announce itself in 60 s, fails the test with its log (and is stopped)."""
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "rulesjudge", "serve", "--kb", str(kb), "--port", "0",
             "--workers", str(workers), "--threads", "4"], cwd=ROOT, stdout=out, stderr=out,
            env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}, start_new_session=new_session)
    try:
        deadline = time.monotonic() + 60
        while not (match := ANNOUNCED.search(log.read_text("utf-8"))):
            assert process.poll() is None and time.monotonic() < deadline, log.read_text("utf-8")
            time.sleep(0.1)
    except BaseException:
        if new_session:
            os.killpg(process.pid, signal.SIGKILL)
        else:
            process.kill()
        process.wait(10)
        raise
    return process, match.group(1)
