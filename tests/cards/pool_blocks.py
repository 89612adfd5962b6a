"""The blocks of the built-in pool's file, read independently of the loader.

Rounds of added cards stand in ``judge/data/cards.yaml`` as blocks, each opened by a comment
line and ended by the next block's comment (or a closing one); their tests check a block's
records as the file holds them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

POOL = Path(__file__).resolve().parent.parent.parent / "judge" / "data" / "cards.yaml"


def pool_block(opening: str, closing: str) -> list[dict[str, Any]]:
    """The records between the comment that starts with *opening* and the one with *closing*."""
    text = POOL.read_text(encoding="utf-8")
    records = yaml.safe_load(text[text.index(opening):text.index(closing)])
    assert isinstance(records, list)
    return records
