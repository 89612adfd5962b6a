"""The principles table (kb/data/principles.yaml, issue 8 item 5): every entry is
well formed, cites rules of 2003, and each of its examples both matches the entry and
brings a cited rule into the top five of `ask`."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import ask
from kb.evaluate import is_answer
from kb.search import stem_words
from kb.vocabulary import load_principles

PRINCIPLES = load_principles()
EXAMPLES = [(p.id, example) for p in PRINCIPLES for example in p.examples]


def test_the_table_is_well_formed(rule_numbers: set[str]) -> None:
    ids = [p.id for p in PRINCIPLES]
    assert len(ids) >= 8 and len(set(ids)) == len(ids)
    for principle in PRINCIPLES:
        assert principle.situation and principle.when and principle.cite, principle.id
        assert all(group and all(group) for group in principle.when), principle.id
        assert set(principle.cite) <= rule_numbers, principle.id
        assert len(principle.examples) >= 2, principle.id


def test_the_three_principles_of_the_issue() -> None:
    cites = {p.id: p.cite for p in PRINCIPLES}
    assert cites["ability-outlives-source"] == ("402.6",)
    assert cites["several-instances"] == ("402.7",)
    assert cites["counter-a-trigger"] == ("402.5", "404", "414.1")


@pytest.mark.parametrize(("principle_id", "question"), EXAMPLES)
def test_each_example_matches_and_finds_a_cited_rule(index_dir: Path, principle_id: str,
                                                    question: str) -> None:
    principle = next(p for p in PRINCIPLES if p.id == principle_id)
    result = ask(index_dir, question)
    assert f"principle: {principle.situation}" in result.understood
    top = [(a.kind, a.id) for a in result.results[:5]]
    assert any(is_answer(rule, kind, id_) for rule in principle.cite for kind, id_ in top), top


def test_matching_needs_every_group() -> None:
    principle = next(p for p in PRINCIPLES if p.id == "counter-a-trigger")
    assert principle.matches(stem_words("can I counter a triggered ability"))
    assert not principle.matches(stem_words("can I counter a spell"))


def test_a_question_without_the_situation_names_no_principle(index_dir: Path) -> None:
    result = ask(index_dir, "how much damage does a creature with trample deal")
    assert not any(note.startswith("principle:") for note in result.understood)
