"""The development sets of board questions, for the verdict tests (a module of its own
name: test modules import it, and ``conftest`` is a name every test folder has)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent.parent / "data"


def dev_cases() -> list[dict[str, Any]]:
    """Every question of the development sets (tests/data/verdicts*.yaml)."""
    from judge.verdict.evaluate import load_cases

    cases = []
    for path in sorted(DATA.glob("verdicts*.yaml")):
        cases += load_cases(path)
    return cases
