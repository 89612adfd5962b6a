"""The development sets of board questions, and the reading of a letter that must give a verdict,
for the verdict tests (a module of its own name: test modules import it, and ``conftest`` is a name
every test folder has)."""

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


def verdict_of(question: str, lexicon: Any) -> Any:
    """The verdict on *question*; a decline fails the test, naming its reason and unread words."""
    from judge.verdict import judge_question

    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    return judged.verdict


def summary_of(question: str, lexicon: Any) -> tuple[str, tuple[str, ...]]:
    """The verdict's summary and assumptions on *question* (a decline fails the test)."""
    verdict = verdict_of(question, lexicon)
    return verdict.summary, verdict.assumptions


def action_kinds(verdict: Any) -> list[str]:
    """The kind of each action of the scenario a verdict built ("attack", "block", ...)."""
    return [next(iter(a)) for a in verdict.scenario["actions"]]


def life_and_summary(question: str, lexicon: Any) -> tuple[dict[str, int], str]:
    """Each player's life total at the end of the verdict on *question*, and its summary (a
    decline fails the test)."""
    verdict = verdict_of(question, lexicon)
    final = verdict.outcome["final"]
    return {name: player["life"] for name, player in final["players"].items()}, verdict.summary
