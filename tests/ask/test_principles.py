"""The principles table (kb/data/principles.yaml, issue 8 item 5): every entry is
well formed, cites rules of 2003, and each of its examples both matches the entry and
brings a cited rule into the top five of `ask`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_forms
from kb.ask import ask
from kb.evaluate import is_answer
from kb.search import stem_words
from kb.vocabulary import load_principles, load_text_principles

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
    _understood_with_a_cited_rule_in_top5(index_dir, question, f"principle: {principle.situation}",
                                          principle.cite)


def _understood_with_a_cited_rule_in_top5(index_dir: Path, question: str, understood: str,
                                          cite: tuple[str, ...]) -> None:
    """*question* is read as *understood* and one of the rules *cite* names is in its top five."""
    result = ask(index_dir, question)
    assert understood in result.understood
    top = [(a.kind, a.id) for a in result.results[:5]]
    assert any(is_answer(rule, kind, id_) for rule in cite for kind, id_ in top), top


def test_matching_needs_every_group() -> None:
    principle = next(p for p in PRINCIPLES if p.id == "counter-a-trigger")
    assert principle.matches(stem_words("can I counter a triggered ability"))
    assert not principle.matches(stem_words("can I counter a spell"))


def test_a_question_without_the_situation_names_no_principle(index_dir: Path) -> None:
    result = ask(index_dir, "how much damage does a creature with trample deal")
    assert not any(note.startswith("principle:") for note in result.understood)


TEXT_PRINCIPLES = load_text_principles()
TEXT_EXAMPLES = [(p.id, example) for p in TEXT_PRINCIPLES for example in p.examples]


def test_the_card_text_table_is_well_formed(rule_numbers: set[str]) -> None:
    assert {p.id: p.cite for p in TEXT_PRINCIPLES} == {
        "intervening-if": ("404.3",), "replacement-instead": ("419.1a",),
        "leaves-play-trigger": ("410.10d",), "counter-an-ability": ("402.5", "414.1"),
        "delayed-trigger": ("404.4",), "comes-into-play-trigger": ("410.10a",),
        "comes-into-play-replacement": ("419.1c",), "regeneration": ("419.6b",),
        "prevention-shield": ("419.7b",), "copy": ("503.2",), "control-change": ("418.5a",),
        "face-down": ("504.2",), "removed-and-returned": ("217.1c",),
        "as-long-as": ("418.4a",), "variable-cost": ("409.1b",), "cost-change": ("409.1f",),
        "converted-mana-cost": ("203.3",), "alternative-cost": ("409.1f", "203.4"),
        "choose-a-type": ("212.1e",), "sacrifice-as-cost": ("409.1h", "402.6"),
        "any-trigger": (),  # kb/data/card_forms.yaml (on since session 26): no rule of its own
        "triggers-on-play": ("409.1i",), "attack-block-restriction": ("500.4",),
        "combat-damage-manner": ("310.2e",)}  # kb/data/card_forms_s29.yaml, on since session 30
    # tested with their cards in test_cardrules_forms.py and test_card_layers_s29.py
    forms = {form.id for form in card_forms.table() + card_forms.table(card_forms.S29_PATH)}
    for principle in TEXT_PRINCIPLES:
        assert principle.situation and principle.pattern, principle.id
        assert set(principle.cite) <= rule_numbers, principle.id
        assert len(principle.examples) >= 2 or principle.id in forms, principle.id


@pytest.mark.parametrize(("principle_id", "question"), TEXT_EXAMPLES)
def test_each_card_text_example_matches_and_finds_its_rule(index_dir: Path, principle_id: str,
                                                          question: str) -> None:
    principle = next(p for p in TEXT_PRINCIPLES if p.id == principle_id)
    _understood_with_a_cited_rule_in_top5(index_dir, question, f"card text: {principle.situation}",
                                          principle.cite)


def test_the_forms_of_card_text() -> None:
    intervening, instead, leaves = TEXT_PRINCIPLES[:3]
    assert leaves.found_in("Whenever an artifact is put into a graveyard from play, you may "
                           "have target opponent lose 1 life.")
    assert leaves.found_in("When Academy Rector is put into a graveyard from play, you may "
                           "remove it from the game.")
    assert not leaves.found_in("Return target creature card from your graveyard to play.")
    assert intervening.found_in("At the beginning of your upkeep, if you have 40 or more "
                                "life, you win the game.")
    assert intervening.found_in("Whenever a creature comes into play, if it's green, draw a card")
    assert not intervening.found_in("At the beginning of your upkeep, sacrifice a creature. "
                                    "If you can't, lose 2 life.")
    assert instead.found_in("If a card would be put into your graveyard, remove it instead.")
    assert not instead.found_in("Insteadfast Golem")


def test_card_text_is_read_only_from_cards_and_quotes(index_dir: Path, kb: Any) -> None:
    from kb.ask import KBCards

    # The question's own "instead" is no replacement effect, and an unquoted "if" no
    # intervening-if clause.
    plain = ask(index_dir, "can I block with my other creature instead, at the end of "
                           "combat, if it is untapped?")
    assert not any(note.startswith("card text:") for note in plain.understood)
    # A known card's text is read: Pestilence ends each turn "if no creatures are in play".
    known = ask(index_dir, "Does Pestilence get sacrificed at end of turn when I kill the "
                           "last creature in response?", cards=KBCards(kb))
    assert ("card text: a triggered ability with an \"if\" clause checks the condition when "
            "it triggers and again on resolution") in known.understood


def test_a_situation_may_spread_over_sixteen_words_of_a_long_question() -> None:
    from kb.interpret_terms import PRINCIPLE_WINDOW

    principle = next(p for p in PRINCIPLES if p.id == "counter-a-trigger")
    near = stem_words("can I counter " + "zork " * 13 + "the trigger")
    far = stem_words("can I counter " + "zork " * 16 + "the trigger")
    assert PRINCIPLE_WINDOW == 16
    assert principle.matches(near, PRINCIPLE_WINDOW)
    assert not principle.matches(far, PRINCIPLE_WINDOW)
