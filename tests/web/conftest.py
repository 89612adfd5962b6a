"""Fixtures of the web tests: a test client of the app over the KB with the extra editions
(the session app, its client, the live server and the browser are shared by every folder:
``tests/conftest.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient


@pytest.fixture(scope="module")
def extra_client(kb_extra_dir: Path) -> FlaskClient:
    """A client of the app over the KB with the four extra complete editions."""
    from webapp import create_app

    return create_app({"KB_DIR": kb_extra_dir, "TESTING": True}).test_client()
