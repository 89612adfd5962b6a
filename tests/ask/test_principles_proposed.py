"""The proposed principles (kb/data/principles_proposed.yaml, read only with
kb.interpret_terms.PROPOSED_PRINCIPLES): well formed, citing rules of 2003, each example
read as its situation with a cited rule in the top five; off, none is read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import interpret_terms
from kb.ask import KBCards, ask
from kb.vocabulary import load_principles, read_principles
from principle_checks import read_only_with_switch

PROPOSED = read_principles(interpret_terms.PROPOSED_PATH)
EXAMPLES = [(p.id, example) for p in PROPOSED for example in p.examples]


def test_the_proposed_table_is_well_formed(rule_numbers: set[str]) -> None:
    assert {p.id: p.cite for p in PROPOSED} == {
        "copy-of-a-card-is-no-card": ("420.5j", "503.10"),
        "play-a-copy": ("503.12", "503.10"),
        "each-player-chooses-in-turn-order": ("413.2d", "103.4"),
        "choices-made-on-resolution": ("413.2c",),
        "nonbasic-lands-are-mountains": ("212.6e",),
        "two-land-type-changes": ("418.5c", "418.5d"),
        "every-creature-type": ("212.3c",)}
    table = {p.id for p in load_principles()}
    for principle in PROPOSED:
        assert principle.id not in table
        assert principle.situation and all(group and all(group) for group in principle.when)
        assert set(principle.cite) <= rule_numbers, principle.id
        assert len(principle.examples) >= 2, principle.id


def test_on_by_default_and_off_they_are_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    assert interpret_terms.PROPOSED_PRINCIPLES  # on since session 28 (the fresh batches' rule)
    # The later sessions' tables (their own tests) follow these; read without them here.
    monkeypatch.setattr(interpret_terms, "S29_PRINCIPLES", False)
    monkeypatch.setattr(interpret_terms, "S30_PRINCIPLES", False)
    assert len(interpret_terms.principles_read()) == len(load_principles()) + len(PROPOSED)
    monkeypatch.setattr(interpret_terms, "PROPOSED_PRINCIPLES", False)
    assert interpret_terms.principles_read() == load_principles()


@pytest.mark.parametrize(("principle_id", "question"), EXAMPLES)
def test_each_example_is_read_with_a_cited_rule_in_top5(index_dir: Path, kb: Any, principle_id: str,
                                                       question: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    principle = next(p for p in PROPOSED if p.id == principle_id)
    read_only_with_switch(index_dir, kb, monkeypatch, "PROPOSED_PRINCIPLES", principle, question)


@pytest.mark.parametrize(("question", "rule"), [
    ("With a Blood Moon in play, does my artifact land keep its abilities?", "212.6e"),
    ("When I play a spell that names a card, do I name the card when I play it or as it resolves?",
     "413.2c"),
])
def test_the_deciding_rule_ranks_first(index_dir: Path, kb: Any, question: str, rule: str) -> None:
    assert ask(index_dir, question, cards=KBCards(kb)).results[0].id == rule
