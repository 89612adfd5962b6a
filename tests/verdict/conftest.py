"""Fixtures of the verdict tests: the reader's vocabulary as `ask` composes it, and the
development sets of board questions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.verdict import Lexicon

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture(scope="session")
def lexicon() -> Lexicon:
    """The engine's vocabulary with the translation layer of `ask`, as the caller passes it."""
    from kb.ask import load_vocabulary

    return Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])


def dev_cases() -> list[dict[str, Any]]:
    """Every question of the development sets (tests/data/verdicts*.yaml)."""
    from judge.verdict.evaluate import load_cases

    cases = []
    for path in sorted(DATA.glob("verdicts*.yaml")):
        cases += load_cases(path)
    return cases
