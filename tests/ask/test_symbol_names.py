"""A glossary name of one letter (X) is named by that letter standing as a word of the
question or of a named card's text when kb.interpret_terms.SYMBOL_NAMES is on (the default
since session 27): the entry joins the candidates and is an idea of the question that it
stands for itself (the index drops one-letter words, so no search by its name could find
it).  Off, the answers are as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_focus, interpret_terms
from kb.ask import DEFAULT_DOCUMENT, KBCards, _covers, ranking
from kb.interpret import Concept, interpret
from kb.search import Hit, SearchSession

# Written for these tests.
OWN_X = "What is the value of X for a spell in my hand that has X in its cost?"
CARD_X = "I play Blaze with Chalice of the Void on 1. Is it countered?"
FIREBALL = ("I discard Fireball to a card's effect. What is its converted mana cost in my "
            "graveyard?")
NOT_A_LETTER = "If I counter a spell, does the word if in its text matter?"


def _rank(ranked: list[tuple[str, str]], wanted: tuple[str, str]) -> int | None:
    return next((n for n, item in enumerate(ranked, 1) if item == wanted), None)


def test_on_by_default() -> None:
    assert interpret_terms.SYMBOL_NAMES is True


def test_off_nothing_is_named_by_a_letter(index_dir: Path, kb: Any,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interpret_terms, "SYMBOL_NAMES", False)
    with SearchSession(index_dir) as session:
        for question, rank in ((OWN_X, 26), (CARD_X, None)):
            reading = interpret(session, question, DEFAULT_DOCUMENT, cards=KBCards(kb))
            assert "x" not in dict(reading.named_terms)
            assert not [c for c in reading.concepts if c.entries]
            # Found by its other words only ("value", "cost"), far down.
            assert _rank(ranking(session, question, 60, cards=KBCards(kb)),
                         ("glossary", "x")) == rank
        assert ranking(session, OWN_X, 4, cards=KBCards(kb)) == [
            ("rule", "409.1f"), ("rule", "203.4"), ("rule", "409.1b"), ("rule", "104.3c")]


@pytest.fixture
def symbols(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interpret_terms, "SYMBOL_NAMES", True)


@pytest.mark.usefixtures("symbols")
def test_the_questions_own_x_names_the_glossary_entry(index_dir: Path, kb: Any) -> None:
    with SearchSession(index_dir) as session:
        reading = interpret(session, OWN_X, DEFAULT_DOCUMENT, cards=KBCards(kb))
        assert dict(reading.named_terms)["x"] == "glossary x"
        idea = next(c for c in reading.concepts if c.entries)
        assert (idea.label, idea.rules, idea.entries) == ("glossary x", frozenset(),
                                                          frozenset({"x"}))
        # An idea of the question: the entry takes a place in the top five.
        assert ranking(session, OWN_X, 4, cards=KBCards(kb)) == [
            ("rule", "409.1f"), ("glossary", "x"), ("rule", "203.4"), ("rule", "409.1b")]


@pytest.mark.usefixtures("symbols")
def test_a_named_cards_x_names_it_too(index_dir: Path, kb: Any,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # Ranks of the symbol names, kb.card_focus (which places the rules of the abilities asked about) off.
    monkeypatch.setattr(card_focus, "ENABLED", False)
    # Blaze: "X damage to target creature or player".
    with SearchSession(index_dir) as session:
        assert _rank(ranking(session, CARD_X, 60, cards=KBCards(kb)), ("glossary", "x")) == 7
        # Fireball's "X damage" names it too; with one idea a principle (the default since
        # session 25) the entry is fifth (45th with an idea for each of a principle's rules).
        assert _rank(ranking(session, FIREBALL, 60, cards=KBCards(kb)),
                     ("glossary", "x")) == 5
        # Card names only, no text read: nothing names it.
        reading = interpret(session, CARD_X, DEFAULT_DOCUMENT, cards=None)
        assert "x" not in dict(reading.named_terms)


@pytest.mark.usefixtures("symbols")
def test_only_one_letter_names_count(index_dir: Path, kb: Any) -> None:
    # The glossary's "If" has no stems either, but it is a word, not a symbol.
    with SearchSession(index_dir) as session:
        reading = interpret(session, NOT_A_LETTER, DEFAULT_DOCUMENT, cards=KBCards(kb))
        assert "if" not in dict(reading.named_terms)
        assert not [c for c in reading.concepts if c.entries]


def test_an_entry_stands_for_its_idea(index_dir: Path) -> None:
    idea = Concept("glossary x", frozenset(), frozenset(), frozenset({"x"}))
    with SearchSession(index_dir) as session:
        def hit(kind: str, id_: str) -> Hit:
            return Hit(key=f"{kind}:{DEFAULT_DOCUMENT}:{id_}", kind=kind, id=id_,
                       document=DEFAULT_DOCUMENT, edition="2003-12-01", title="", snippet="",
                       snippet_html="", score=0.0)
        assert _covers(session, hit("glossary", "x"), idea)
        assert not _covers(session, hit("glossary", "if"), idea)
        assert not _covers(session, hit("rule", "409.1b"), idea)
