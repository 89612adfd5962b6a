"""Definition questions ("what's a mana pool?", "the difference between combat damage
and damage"): the glossary entry of the term asked about leads the answer."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import ask
from kb.reading import defined_phrases


@pytest.mark.parametrize(("question", "phrases"), [
    ('What’s a "Mana Pool"? Is it my lands?', ["mana pool"]),
    ("what is trample?", ["trample"]),
    ("What does regenerate mean?", ["regenerate"]),
    ("Define first strike, please", ["first strike"]),
    ("What's the difference between combat damage and damage?", ["combat damage", "damage"]),
    ("what is the power of a 2/2 with a +1/+1 counter?", []),
    ("how much damage does trample deal?", []),
])
def test_the_phrases_a_question_asks_the_meaning_of(question: str, phrases: list[str]) -> None:
    assert defined_phrases(question) == phrases


@pytest.mark.parametrize(("question", "slugs"), [
    ('What’s a "Mana Pool"? Is it my lands?', ["mana-pool"]),
    ("What's the difference between combat damage and damage?", ["combat-damage", "damage"]),
    ("what is exile?", ["removed-from-the-game"]),
])
def test_the_glossary_entry_asked_about_leads(index_dir: Path, question: str,
                                             slugs: list[str]) -> None:
    result = ask(index_dir, question)
    top = [(a.kind, a.id) for a in result.results[:3]]
    assert all(("glossary", slug) in top for slug in slugs), top
    # The entry leads, or the rule that defines the term and then the entry.
    first = result.results[0].why
    assert first.startswith("definition of ") or "(its defining rule" in first, first


def test_a_phrase_that_is_no_glossary_term_defines_nothing(index_dir: Path) -> None:
    result = ask(index_dir, "what is the toughness of it?")
    assert not any(note.startswith("definition of") for note in result.understood)
    assert result.results[0].kind == "rule"


def test_a_pulled_in_rule_brings_its_defining_rule_first(index_dir: Path) -> None:
    result = ask(index_dir, "what counts as a mana ability")
    top = [a.id for a in result.results[:3]]
    assert top[:2] == ["406", "406.1"], top
    assert result.results[1].why == "'mana ability' → mana ability → 406 (its defining rule, 406.1)"


def test_an_asked_rule_brings_no_defining_rule(index_dir: Path) -> None:
    result = ask(index_dir, "what does 502.9 say")
    assert not any("defining rule" in a.why for a in result.results)
