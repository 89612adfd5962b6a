"""Fixtures of the robustness tests: the app over the session KB and a real
``rulesjudge serve`` (waitress) in its own process on a free port."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest
from flask import Flask

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def robust_app(kb_dir: Path) -> Flask:
    """The web app over the session KB."""
    from webapp import create_app

    return create_app({"KB_DIR": kb_dir, "TESTING": True})


@pytest.fixture(scope="module")
def served(kb_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``rulesjudge serve --port 0 --workers 1`` in a process of its own; its base URL."""
    log = tmp_path_factory.mktemp("serve") / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "rulesjudge", "serve", "--kb", str(kb_dir), "--port", "0",
             "--workers", "1", "--threads", "4"], cwd=ROOT, stdout=out, stderr=out,
            env={**os.environ, "PYTHONPATH": str(ROOT)})
    deadline = time.monotonic() + 60
    url = None
    while url is None:
        match = re.search(r"on (http://127\.0\.0\.1:\d+)/", log.read_text(encoding="utf-8"))
        if match:
            url = match.group(1)
        elif process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the server did not start: {log.read_text(encoding='utf-8')}")
        else:
            time.sleep(0.1)
    time.sleep(1.0)  # the app is made after the socket is announced
    try:
        yield url
    finally:
        process.terminate()
        process.wait(10)

