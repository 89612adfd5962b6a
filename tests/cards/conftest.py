"""The fixtures the card tests share: a pool-block file's records, read from the pool's file
between the comments its module names ``BLOCK`` and ``BLOCK_END``, and a test client of the
session's web app (``tests/conftest.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from pool_blocks import pool_block


@pytest.fixture(scope="module")
def block(request: pytest.FixtureRequest) -> list[dict[str, Any]]:
    """The records of the module's block, read independently of the loader."""
    return pool_block(request.module.BLOCK, request.module.BLOCK_END)


@pytest.fixture
def web(app: Flask) -> FlaskClient:
    """A Flask test client of the session app."""
    return app.test_client()
