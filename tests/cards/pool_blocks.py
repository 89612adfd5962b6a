"""The blocks of the built-in pool's file, read independently of the loader.

Rounds of added cards stand in ``judge/data/cards.yaml`` as blocks, each opened by a comment
line and ended by the next block's comment (or a closing one); their tests check a block's
records as the file holds them.
"""

from __future__ import annotations

from collections import Counter
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


def neighbours_in_pool(names: list[str]) -> tuple[str | None, str | None]:
    """The cards the loaded pool holds just before and just after a block whose *names* stand
    there together, each name once in the whole pool whatever its case (no second record of a
    card the pool already had); None at an end of the pool."""
    from judge.cards import card_pool

    pool = list(card_pool())
    start, end = pool.index(names[0]), pool.index(names[0]) + len(names)
    assert pool[start:end] == names
    counts = Counter(name.lower() for name in pool)
    assert [name for name in names if counts[name.lower()] != 1] == []
    return (pool[start - 1] if start else None), (pool[end] if end < len(pool) else None)
