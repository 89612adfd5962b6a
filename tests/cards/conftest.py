"""The fixture the pool-block tests share: a block file's records, read from the pool's file
between the comments its module names ``BLOCK`` and ``BLOCK_END``."""

from __future__ import annotations

from typing import Any

import pytest

from pool_blocks import pool_block


@pytest.fixture(scope="module")
def block(request: pytest.FixtureRequest) -> list[dict[str, Any]]:
    """The records of the module's block, read independently of the loader."""
    return pool_block(request.module.BLOCK, request.module.BLOCK_END)
