"""Fixtures of the web tests: the app over the session KB, a test client, and a real
server on a free loopback port for the browser tests."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient


@pytest.fixture(scope="session")
def app(kb_dir: Path) -> Flask:
    """The web app over the session KB (created once: the KB is read-only)."""
    from webapp import create_app

    return create_app({"KB_DIR": kb_dir, "TESTING": True})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """A Flask test client."""
    return app.test_client()


@pytest.fixture(scope="session")
def live_server(app: Flask) -> Iterator[str]:
    """The app served by werkzeug in a thread on a free loopback port; yields its base URL."""
    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(5)
        server.server_close()
