"""The principles proposed in session 30 (kb/data/principles_s30.yaml, read only with
kb.interpret_terms.S30_PRINCIPLES): well formed, citing rules of 2003, not in the other
tables; on since session 30, and off none is read; on, each example is read as its situation with a
cited rule in the top five."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import interpret_terms
from kb.vocabulary import load_principles, read_principles
from principle_checks import read_only_with_switch

S30 = read_principles(interpret_terms.S30_PATH)
EXAMPLES = [(p.id, example) for p in S30 for example in p.examples]


def test_the_s30_table_is_well_formed(rule_numbers: set[str]) -> None:
    assert {p.id: p.cite for p in S30} == {
        "several-blockers-one-attacker": ("309.2a", "310.2c"),
        "blockers-gone-trample": ("502.9c", "310.2c"),
        "abilities-of-creatures-in-combat": ("306.2b",),
        "regeneration-described": ("419.6b", "306.2"),
        "spells-wait-on-the-stack": ("217.6d",),
        "no-priority-in-untap-step": ("302.3", "408.1c"),
        "equipment-on-a-noncreature": ("420.5k", "212.2g"),
        "comes-into-play-with-counters": ("419.1b", "410.10e"),
        "local-enchantment-put-into-play": ("212.4e",),
        "land-types-not-mana": ("212.6c", "212.6d"),
        "cost-reduction-from-hand": ("217.5b", "402.8"),
        "what-targets": ("415.2", "415.1"),
        "trample-several-blockers": ("502.9b",),
        "instant-in-combat-damage-step": ("310.4", "310.1")}
    assert {p.id for p in S30 if p.in_question} == {
        "abilities-of-creatures-in-combat", "no-priority-in-untap-step",
        "comes-into-play-with-counters", "local-enchantment-put-into-play",
        "land-types-not-mana", "cost-reduction-from-hand"}
    others = {p.id for p in load_principles() + read_principles(interpret_terms.PROPOSED_PATH)
              + read_principles(interpret_terms.S29_PATH)}
    for principle in S30:
        assert principle.id not in others
        assert principle.situation and all(group and all(group) for group in principle.when)
        assert set(principle.cite) <= rule_numbers, principle.id
        assert len(principle.examples) >= 2, principle.id


def test_on_since_session_30_and_off_they_are_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    assert interpret_terms.S30_PRINCIPLES  # on since session 30 (fresh batch 34)
    with_them = interpret_terms.principles_read()
    monkeypatch.setattr(interpret_terms, "S30_PRINCIPLES", False)
    without = interpret_terms.principles_read()
    assert {p.id for p in without}.isdisjoint({p.id for p in S30})
    assert with_them == without + S30


@pytest.mark.parametrize(("principle_id", "question"), EXAMPLES)
def test_each_s30_example_is_read_with_a_cited_rule_in_top5(
        index_dir: Path, kb: Any, principle_id: str, question: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    principle = next(p for p in S30 if p.id == principle_id)
    read_only_with_switch(index_dir, kb, monkeypatch, "S30_PRINCIPLES", principle, question)
