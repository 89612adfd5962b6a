"""The principles proposed in session 29 (kb/data/principles_s29.yaml, read only with
kb.interpret_terms.S29_PRINCIPLES): well formed, citing rules of 2003, not in the other
tables; off, none is read; on, each example is read as its situation with a cited rule
in the top five."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import interpret_terms
from kb.vocabulary import load_principles, read_principles
from principle_checks import read_only_with_switch

S29 = read_principles(interpret_terms.S29_PATH)
EXAMPLES = [(p.id, example) for p in S29 for example in p.examples]


def test_the_s29_table_is_well_formed(rule_numbers: set[str]) -> None:
    assert {p.id: p.cite for p in S29} == {
        "face-down-characteristics": ("502.26b", "504.2"),
        "targets-before-costs": ("409.1c", "409.1h"),
        "players-kill-each-other": ("420.5a", "420.3"),
        "paying-to-attack": ("308.2d",)}
    others = {p.id for p in load_principles() + read_principles(interpret_terms.PROPOSED_PATH)}
    for principle in S29:
        assert principle.id not in others
        assert principle.situation and all(group and all(group) for group in principle.when)
        assert set(principle.cite) <= rule_numbers, principle.id
        assert len(principle.examples) >= 2, principle.id


def test_on_since_session_29_and_off_they_are_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    assert interpret_terms.S29_PRINCIPLES  # on since session 29 (fresh batches 32 and 33)
    monkeypatch.setattr(interpret_terms, "S30_PRINCIPLES", False)  # session 30's: its own test
    read = interpret_terms.principles_read()
    monkeypatch.setattr(interpret_terms, "S29_PRINCIPLES", False)
    without = interpret_terms.principles_read()
    assert {p.id for p in without}.isdisjoint({p.id for p in S29})
    assert read == without + S29


@pytest.mark.parametrize(("principle_id", "question"), EXAMPLES)
def test_each_s29_example_is_read_with_a_cited_rule_in_top5(
        index_dir: Path, kb: Any, principle_id: str, question: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    principle = next(p for p in S29 if p.id == principle_id)
    read_only_with_switch(index_dir, kb, monkeypatch, "S29_PRINCIPLES", principle, question)
