"""Fixtures of the web tests: a test client of the session app (the app, the live
server and the browser are shared by every folder: ``tests/conftest.py``)."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """A Flask test client."""
    return app.test_client()
