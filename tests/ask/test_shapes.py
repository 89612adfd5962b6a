"""Question shapes (issue 8): what a question asks (is it on the stack, how a cost is
paid, what happens after it resolves, who loses) points to the procedure rule that
decides it, and the top five show that rule next to the rules of the question's topic.

The shapes are entries of kb/data/principles.yaml whose id starts with ``shape-``
(their examples are checked with every principle's in test_principles.py); here,
the real questions they were made for, and the ranking step that brings a concept's
rule up (:func:`kb.ask._diversify`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import CONCEPT_FLOOR, EARLY_CONCEPT_FLOOR, _diversify, ask, family_of
from kb.evaluate import is_answer
from kb.interpret import Concept
from kb.search import Hit
from kb.vocabulary import load_principles

SHAPES = [p for p in load_principles() if p.id.startswith("shape-")]


def test_the_shapes_cite_procedure_rules(rule_numbers: set[str]) -> None:
    assert len(SHAPES) >= 12
    for shape in SHAPES:
        assert set(shape.cite) <= rule_numbers, shape.id
        # Procedure rules: sections 2-4 (concepts, structure, spells and abilities).
        assert all(rule[0] in "234" for rule in shape.cite), shape.id


@pytest.mark.parametrize(("question", "shape", "rule"), [
    ("AJ has Tarmogoyf with no cards in any graveyards. He casts Hornet Sting targeting "
     "Tarmogoyf. What happens to Tarmogoyf after Hornet Sting resolves?",
     "shape-after-resolution", "420.3"),
    ("Can I play Harrow, sacrificing a land I tapped for mana to pay the additional cost?",
     "shape-paying-costs", "409.1h"),
    ("Are there abilities that produce mana that aren't mana abilities? Metalworker needs "
     "more than tapping - is it a mana ability, or can it be Stifled?",
     "shape-mana-ability-stack", "406.1"),
    ("If I have 4 life and my opponent has 4 life and I attack with a Flesh Reaver, do both "
     "of us die if it is unblocked? Who loses?", "shape-who-loses", "420.5a"),
])
def test_a_real_question_gets_its_shape_rule_in_the_top_five(index_dir: Path, question: str,
                                                             shape: str, rule: str) -> None:
    situation = next(p.situation for p in SHAPES if p.id == shape)
    result = ask(index_dir, question)
    assert f"principle: {situation}" in result.understood
    top = [(a.kind, a.id) for a in result.results[:5]]
    assert any(is_answer(rule, kind, id_) for kind, id_ in top), top


def test_a_question_of_no_shape_names_none(index_dir: Path) -> None:
    result = ask(index_dir, "what does trample do")
    assert not any(note.startswith("principle: ") for note in result.understood)


def _hit(rule: str) -> Hit:
    return Hit(f"rule:cr-2003-12-01:{rule}", rule, "rule", "cr-2003-12-01", "2003-12-01",
               rule, "", "", 0.0)


def _covers_rules(hit: Hit, concept: Concept) -> bool:
    return not concept.rules.isdisjoint(family_of(hit.id))


def _order(scores: dict[str, float], concept: str) -> list[str]:
    scored = sorted(((s, _hit(rule), []) for rule, s in scores.items()),
                    key=lambda item: -item[0])
    concepts = (Concept(f"rule {concept}", frozenset({concept})),)
    chosen = _diversify(scored, 5, concepts, _covers_rules)
    return [hit.id for _, hit, _ in chosen]


def test_a_concept_scoring_half_the_best_goes_first_with_places_left() -> None:
    assert EARLY_CONCEPT_FLOOR == 0.5 and CONCEPT_FLOOR == 0.2
    order = _order({"101.1": 1.0, "102.1": 0.9, "103.1": 0.8, "104.1": 0.7, "413.2a": 0.55},
                   "413.2a")
    assert order[0] == "413.2a" and order[1:] == ["101.1", "102.1", "103.1", "104.1"]


def test_a_weaker_concept_waits_for_the_last_place() -> None:
    # 0.3 of the best: not first while places are left, but the fifth place is its.
    order = _order({"101.1": 1.0, "102.1": 0.9, "103.1": 0.8, "104.1": 0.7, "105.1": 0.6,
                    "413.2a": 0.3}, "413.2a")
    assert order == ["101.1", "102.1", "103.1", "104.1", "413.2a"]


def test_a_concept_below_the_floor_is_not_forced_in() -> None:
    order = _order({"101.1": 1.0, "102.1": 0.9, "103.1": 0.8, "104.1": 0.7, "105.1": 0.6,
                    "413.2a": 0.1}, "413.2a")
    assert "413.2a" not in order
