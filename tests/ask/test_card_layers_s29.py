"""The forms and the interaction proposed in session 29 (kb/data/card_forms_s29.yaml, read
only with kb.card_forms.S29_LAYERS): two cards whose effects each change an object's
characteristics are the layer system's (418.5a).  Each form is found in cards of the
built-in pool (and not in a card whose own power is defined by its text); off, nothing of
the table is read; on, each example names the interaction with 418.5a in the top five."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_forms
from kb.ask import KBCards, ask
from kb.evaluate import is_answer
from kb.interpret_terms import load_interactions
from kb.vocabulary import load_text_principles

FORMS = card_forms.table(card_forms.S29_PATH)
INTERACTIONS = load_interactions(card_forms.S29_PATH)
EXAMPLES = [(i.id, example) for i in INTERACTIONS for example in i.examples]
DAMAGE = card_forms.S29_DAMAGE_IDS
LAYERS = {f.id for f in FORMS} - DAMAGE


def test_the_s29_layers_table_is_well_formed(rule_numbers: set[str]) -> None:
    assert [f.id for f in FORMS] == ["type-change", "color-change", "pt-set-or-switch",
                                     "lose-abilities", "ability-grant", "pt-modify",
                                     "combat-damage-manner"]
    assert all(f.cite == () and f.situation for f in FORMS if f.id not in DAMAGE)
    assert {f.id: f.cite for f in FORMS if f.id in DAMAGE} == {
        "combat-damage-manner": ("310.2e",)}
    assert {i.id: i.cite for i in INTERACTIONS} == {"characteristics-in-layers": ("418.5a",)}
    known = ({f.id for f in FORMS} | {p.id for p in load_text_principles()}
             | {f.id for f in card_forms.table()})
    for interaction in INTERACTIONS:
        assert set(interaction.cite) <= rule_numbers
        assert all(group and group <= known for group in interaction.forms)
        assert len(interaction.examples) >= 2


@pytest.mark.parametrize(("card", "forms"), [
    ("Darkest Hour", {"color-change"}),
    ("Shifting Sky", {"color-change"}),
    ("Mycosynth Lattice", {"type-change", "color-change"}),
    ("March of the Machines", {"type-change", "pt-set-or-switch"}),
    ("Blood Moon", {"type-change"}),
    ("Jade Statue", {"type-change", "pt-set-or-switch"}),
    ("Humility", {"pt-set-or-switch", "lose-abilities"}),
    ("Aquamoeba", {"pt-set-or-switch"}),
    ("Cover of Darkness", {"ability-grant"}),
    ("Coat of Arms", {"pt-modify"}),
    # Its own power and toughness defined by its text: no effect on another object.
    ("Magnivore", set()),
    ("Wirewood Herald", set()),
    ("Thorn Elemental", {"combat-damage-manner"}),
    ("Defensive Formation", {"combat-damage-manner"}),
    ("Rhox", {"combat-damage-manner"}),
    ("Grizzly Bears", set()),
])
def test_each_form_in_pool_cards(kb: Any, card: str, forms: set[str]) -> None:
    text = KBCards(kb).text(card)
    assert text is not None, card
    assert {f.id for f in FORMS if f.found_in(text)} == forms


def test_layers_off_and_damage_manner_on_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not card_forms.S29_LAYERS  # off: it lowered the leave-one-batch-out recall@5
    assert card_forms.S29_DAMAGE_MANNER  # on since session 30 (leave-one-batch-out rose)
    assert {f.id for f in card_forms.extra()} >= DAMAGE
    monkeypatch.setattr(card_forms, "S29_DAMAGE_MANNER", False)
    off = {f.id for f in card_forms.extra()}
    assert off.isdisjoint({f.id for f in FORMS})
    monkeypatch.setattr(card_forms, "S29_LAYERS", True)
    assert {f.id for f in card_forms.extra()} == off | LAYERS
    monkeypatch.setattr(card_forms, "S29_DAMAGE_MANNER", True)
    assert {f.id for f in card_forms.extra()} == off | LAYERS | DAMAGE
    monkeypatch.setattr(card_forms, "S29_LAYERS", False)
    assert {f.id for f in card_forms.extra()} == off | DAMAGE


@pytest.mark.parametrize(("interaction_id", "question"), EXAMPLES)
def test_each_s29_layers_example_names_418_5a(index_dir: Path, kb: Any, interaction_id: str,
                                              question: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    interaction = next(i for i in INTERACTIONS if i.id == interaction_id)
    understood = f"cards together: {interaction.situation}"
    assert understood not in ask(index_dir, question, cards=KBCards(kb)).understood
    monkeypatch.setattr(card_forms, "S29_LAYERS", True)
    result = ask(index_dir, question, cards=KBCards(kb))
    assert understood in result.understood
    top = [(a.kind, a.id) for a in result.results[:5]]
    assert any(is_answer("418.5a", kind, id_) for kind, id_ in top), top


def test_one_card_with_two_forms_is_no_interaction(index_dir: Path, kb: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_forms, "S29_LAYERS", True)
    result = ask(index_dir, "What does Humility do?", cards=KBCards(kb))
    assert not any(note.startswith("cards together:") for note in result.understood)


@pytest.mark.parametrize(("question", "rank"), [
    ("How does Thorn Elemental's combat damage work when it is blocked?", 2),
    ("Rhox is blocked by two creatures; who gets its damage?", 2),
])
def test_combat_damage_manner_ranks_310_2e(index_dir: Path, kb: Any, question: str, rank: int,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_forms, "S29_DAMAGE_MANNER", False)
    before = [a.id for a in ask(index_dir, question, cards=KBCards(kb)).results]
    monkeypatch.setattr(card_forms, "S29_DAMAGE_MANNER", True)
    after = ask(index_dir, question, cards=KBCards(kb))
    assert any(note.startswith("card text: an effect that has a creature's combat damage")
               for note in after.understood)
    assert [a.id for a in after.results].index("310.2e") + 1 == rank
    assert "310.2e" not in before[:rank]
