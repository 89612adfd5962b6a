"""The text of the cards a question names may add results to the top five, never crowd
out the question's own (kb/card_places.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from kb.ask import KBCards, ask
from kb.card_places import CARD_PLACES, TOP, NamesOnly, keep_own
from kb.interpret import interpret
from kb.search import SearchSession
from kb.store import DEFAULT_EDITION

# Two shapeshifters' text (a copy effect, a comes-into-play trigger, "as long as") would
# fill the top five; the question asks about mana burn, rule 300.3.
MANA_BURN = ("I control Unstable Shapeshifter and Volrath's Shapeshifter. If I don't use my "
             "mana, do I take mana burn?")

#: Questions naming cards whose text reads as much as the question (written for this test).
NAMING_CARDS = [
    MANA_BURN,
    "My Volrath's Shapeshifter and Unstable Shapeshifter are in play. Does a creature with "
    "haste avoid summoning sickness?",
    "I have an Unstable Shapeshifter and my opponent plays Mogg Squad. How much mana burn do "
    "I take at end of phase?",
    "I have Unstable Shapeshifter, Oblivion Stone and Mindslaver. When is my library empty "
    "enough to lose?",
    "Can I respond to the fate counter ability of Oblivion Stone with an instant?",
]


@dataclasses.dataclass(frozen=True)
class _Hit:
    key: str


def _ranked(*keys: str, start: float = 10.0) -> list[tuple[float, _Hit, list[str]]]:
    return [(start - n, _Hit(key), []) for n, key in enumerate(keys)]


def _keys(ranked: list[tuple[float, _Hit, list[str]]]) -> list[str]:
    return [hit.key for _, hit, _ in ranked]


def test_card_text_takes_at_most_its_places() -> None:
    ranked = _ranked("c1", "c2", "c3", "c4", "q3", "q1", "q2")
    own = _ranked("q1", "q2", "q3", "q4", "q5")
    out = keep_own(ranked, own, places=3, top=5)
    assert _keys(out) == ["c1", "c2", "c3", "q3", "q1", "c4", "q2"]
    assert out[4][2] == ["the question's own words rank it 1: the cards' text does not "
                         "push it out of the top 5"]
    scores = [score for score, _, _ in out]
    assert scores == sorted(scores, reverse=True)
    assert scores[4:6] == [5.0, 5.0]  # c4, moved down, scores as the result before it


def test_results_the_question_holds_are_no_card_places() -> None:
    # c1 is in the question's own top five too: it is no place of the cards'.
    ranked = _ranked("c1", "c2", "c3", "c4", "c5")
    own = _ranked("c1", "q1")
    assert _keys(keep_own(ranked, own, places=2, top=5)) == ["c1", "c2", "c3", "q1", "c4",
                                                             "c5"]


def test_a_result_only_the_question_finds_is_taken_from_its_ranking() -> None:
    ranked = _ranked("c1", "c2", "c3", "c4", "c5")
    own = _ranked("q1", start=1.0)
    out = keep_own(ranked, own, places=4, top=5)
    assert _keys(out) == ["c1", "c2", "c3", "c4", "q1", "c5"]
    assert out[4][0] == 1.0 and out[5][0] == 1.0


def test_nothing_moves_when_the_cards_take_few_places() -> None:
    ranked = _ranked("q1", "c1", "q2", "c2", "q3", "c3")
    assert keep_own(ranked, _ranked("q1", "q2", "q3"), places=3, top=5) == ranked


def test_names_only_knows_the_cards_but_reads_no_text(index_dir: Path, kb: Any) -> None:
    cards = KBCards(kb)
    own = NamesOnly(cards)
    assert own.lookup("volrath's shapeshifter") == cards.lookup("volrath's shapeshifter") \
        == "Volrath's Shapeshifter"
    assert own.text("Volrath's Shapeshifter") is None
    result = ask(index_dir, MANA_BURN, cards=own)
    assert result.understood[:2] == ("card 'Unstable Shapeshifter'",
                                     "card 'Volrath's Shapeshifter'")
    assert not any(note.startswith("card text:") for note in result.understood)
    assert [a.id for a in result.results[:2]] == ["408.2g", "300.3"]


def test_card_text_does_not_push_the_questions_rule_out(index_dir: Path, kb: Any) -> None:
    result = ask(index_dir, MANA_BURN, cards=KBCards(kb))
    top = [a.id for a in result.results[:TOP]]
    # The cards' text brings its rules (503.2 for the copy)...
    assert "card text: a card that copies an object takes its copiable values only" \
        in result.understood
    assert "503.2" in top
    # ... and mana burn, the question's own second, keeps a place it would have lost.
    assert "300.3" in top, top
    burn = next(a for a in result.results if a.id == "300.3")
    assert "the question's own words rank it 2: the cards' text does not push it out of " \
           "the top 5" in burn.why


@pytest.mark.parametrize("question", NAMING_CARDS)
def test_the_questions_own_best_keep_their_places(index_dir: Path, kb: Any,
                                                   question: str) -> None:
    cards = KBCards(kb)
    top = [a.id for a in ask(index_dir, question, cards=cards).results[:TOP]]
    own = [a.id for a in ask(index_dir, question, cards=NamesOnly(cards)).results[:TOP]]
    assert len(set(top) - set(own)) <= CARD_PLACES, (top, own)


def test_a_card_is_no_concept_of_the_question(index_dir: Path, kb: Any) -> None:
    with SearchSession(index_dir) as session:
        reading = interpret(session, MANA_BURN, DEFAULT_EDITION, cards=KBCards(kb))
    labels = [c.label for c in reading.concepts]
    assert not any(label.startswith("card ") and not label.startswith("card text:")
                   for label in labels), labels
    assert "card text: a card that copies an object takes its copiable values only" in labels


def test_a_question_of_card_names_only_keeps_the_cards_ranking() -> None:
    # "Stifle?": the question's own words find nothing, the cards' text is all there is.
    ranked = _ranked("c1", "c2", "c3", "c4", "c5", "c6")
    assert keep_own(ranked, [], places=3, top=5) == ranked
