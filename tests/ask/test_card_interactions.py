"""Two cards named together: the rules of their interaction
(``kb/data/card_interactions.yaml``), found by the forms of both cards' text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_forms
from kb.ask import KBCards, ask
from kb.evaluate import is_answer
from kb.interpret_terms import load_interactions
from kb.vocabulary import load_text_principles

INTERACTIONS = load_interactions()
EXAMPLES = [(i.id, example) for i in INTERACTIONS for example in i.examples]


def test_the_interactions_table_is_well_formed(rule_numbers: set[str]) -> None:
    forms = {p.id for p in load_text_principles()} | {f.id for f in card_forms.table()}
    assert {i.id: i.cite for i in INTERACTIONS} == {
        "replaced-event-triggers-nothing": ("410.7",),
        "continuous-effects-in-order": ("418.5d", "418.5g"),
        "sacrifice-triggers-leaving": ("410.10d", "402.6"),
        "triggers-together": ("410.3",)}
    for interaction in INTERACTIONS:
        assert interaction.situation, interaction.id
        assert set(interaction.cite) <= rule_numbers, interaction.id
        assert all(group and group <= forms for group in interaction.forms), interaction.id
        assert interaction.examples, interaction.id


@pytest.mark.parametrize(("interaction_id", "question"), EXAMPLES)
def test_each_example_finds_the_interaction_and_its_rule(index_dir: Path, kb: Any,
                                                         interaction_id: str,
                                                         question: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    interaction = next(i for i in INTERACTIONS if i.id == interaction_id)
    # An interaction of the forms of kb/data/card_forms.yaml needs them read.
    own = {f.id for f in card_forms.table()}
    monkeypatch.setattr(card_forms, "ENABLED", any(g & own for g in interaction.forms))
    result = ask(index_dir, question, cards=KBCards(kb))
    assert f"cards together: {interaction.situation}" in result.understood
    top = [(a.kind, a.id) for a in result.results[:5]]
    assert any(is_answer(rule, kind, id_) for rule in interaction.cite for kind, id_ in top), top


def test_one_card_alone_makes_no_interaction(index_dir: Path, kb: Any) -> None:
    # Brand alone changes control; with nothing else that does, there is no interaction.
    result = ask(index_dir, "What does Brand do to my permanents?", cards=KBCards(kb))
    assert not any(note.startswith("cards together:") for note in result.understood)
    # One card with both forms is not two cards: Volrath's Shapeshifter copies text "as long
    # as" its condition holds.
    result = ask(index_dir, "How does Volrath's Shapeshifter work?", cards=KBCards(kb))
    assert not any(note.startswith("cards together:") for note in result.understood)
