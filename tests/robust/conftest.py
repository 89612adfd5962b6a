"""Fixtures of the robustness tests: the app over the session KB and a real
``rulesjudge serve`` (waitress) in its own process on a free port."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Iterator

import pytest
from flask import Flask

from serving import start_serve


@pytest.fixture(scope="session")
def robust_app(kb_dir: Path) -> Flask:
    """The web app over the session KB."""
    from webapp import create_app

    return create_app({"KB_DIR": kb_dir, "TESTING": True})


@pytest.fixture(scope="module")
def served(kb_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``rulesjudge serve --port 0 --workers 1`` in a process of its own; its base URL."""
    process, url = start_serve(kb_dir, tmp_path_factory.mktemp("serve") / "serve.log", workers=1)
    time.sleep(1.0)  # the app is made after the socket is announced
    try:
        yield url
    finally:
        process.terminate()
        process.wait(10)

