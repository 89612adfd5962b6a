"""At most kb.card_places.CARD_CONCEPTS forms of the cards' text are ideas of the question
(claim a place in the top five): those whose rules hold most of the question's own words
first; the question's own ideas are all kept."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from kb import card_focus, card_places
from kb.ask import DEFAULT_DOCUMENT, KBCards, _form_share, answer
from kb.card_places import card_concepts
from kb.interpret import interpret
from kb.search import SearchSession


@dataclasses.dataclass(frozen=True)
class _Idea:
    label: str


IDEAS = [_Idea("keyword imprint"), _Idea("card text: x"), _Idea("principle: p"),
         _Idea("card text: cost"), _Idea("card text: cmc"), _Idea("card text: alt"),
         _Idea("glossary copy")]
SHARES = {"card text: x": 0.1, "card text: cost": 0.3, "card text: cmc": 0.0,
          "card text: alt": 0.3}


def _labels(ideas: tuple[_Idea, ...]) -> list[str]:
    return [idea.label for idea in ideas]


def test_the_forms_holding_most_of_the_questions_words_stay() -> None:
    assert card_places.CARD_CONCEPTS == 3
    assert card_places.CARD_CONCEPT_MIN == 0.0
    # cost and alt hold 0.3, x 0.1, cmc nothing: cmc goes; the order is kept.
    assert _labels(card_concepts(IDEAS, lambda idea: SHARES[idea.label])) == [
        "keyword imprint", "card text: x", "principle: p", "card text: cost", "card text: alt",
        "glossary copy"]
    # Ties go to the first: with two places, cost before alt.
    assert _labels(card_concepts(IDEAS, lambda idea: SHARES[idea.label], most=2)) == [
        "keyword imprint", "principle: p", "card text: cost", "card text: alt",
        "glossary copy"]
    assert _labels(card_concepts(IDEAS, lambda idea: SHARES[idea.label], most=1)) == [
        "keyword imprint", "principle: p", "card text: cost", "glossary copy"]


def test_a_least_share_drops_the_forms_under_it() -> None:
    assert _labels(card_concepts(IDEAS, lambda idea: SHARES[idea.label], most=9,
                                 least=0.2)) == [
        "keyword imprint", "principle: p", "card text: cost", "card text: alt",
        "glossary copy"]


def test_few_forms_are_kept_without_weighing_them() -> None:
    def unasked(idea: _Idea) -> float:
        raise AssertionError(idea)

    assert card_concepts(IDEAS[:4], unasked) == tuple(IDEAS[:4])
    assert card_concepts((), unasked) == ()


# Written for this test: four forms of Fireball's and Panoptic Mirror's text (an X spell,
# a cost change, converted mana cost, an alternative cost), each pointing to its rules.
MIRROR = ("I imprint Fireball on Panoptic Mirror while my opponent has Defense Grid. What do I "
          "pay for the copy?")


def test_a_question_naming_two_cards_keeps_three_of_their_four_forms(
        index_dir: Path, kb: Any) -> None:
    with SearchSession(index_dir) as session:
        answer(session, MIRROR, cards=KBCards(kb))  # the session then knows the rules' text
        reading = interpret(session, MIRROR, DEFAULT_DOCUMENT, cards=KBCards(kb))
        hits: Any = {f"rule:{DEFAULT_DOCUMENT}:{number}": None
                     for idea in reading.concepts for number in idea.rules}
        share = _form_share(session, reading, hits, DEFAULT_DOCUMENT)
        forms = [idea for idea in reading.concepts if idea.label.startswith("card text:")]
        assert [sorted(idea.rules) for idea in forms] == [
            ["409.1b"], ["409.1f"], ["203.3"], ["203.4", "409.1f"]]
        # Each form's rules hold the question's "pay" (by rarity, 0.153 of its words).
        assert [round(share(idea), 3) for idea in forms] == [0.153] * 4
        kept = card_concepts(reading.concepts, share)
        assert [idea for idea in kept if idea in forms] == forms[:3]
        assert [idea for idea in kept if idea not in forms] == [
            idea for idea in reading.concepts if idea not in forms]


@pytest.mark.parametrize("most", [3, 9])
def test_the_form_left_out_keeps_its_rules_in_reach(index_dir: Path, kb: Any,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    most: int) -> None:
    # Ranks of the card-text forms, kb.card_focus (which places the rules of the abilities asked about) off.
    monkeypatch.setattr(card_focus, "ENABLED", False)
    # The alternative cost's rules (203.4, 409.1f) still score by their words: with this
    # question the top five are the same with the limit or without it.
    monkeypatch.setattr(card_places, "CARD_CONCEPTS", most)
    with SearchSession(index_dir) as session:
        result = answer(session, MIRROR, cards=KBCards(kb))
        assert [a.id for a in result.results[:5]] == [
            "203.3", "502.34a", "503.4", "502.34b", "503.2"]
