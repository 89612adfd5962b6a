"""The cards' places go first to results that share the question's own concepts
(kb.card_places.OWN_SHARE_ENABLED, on by default since session 24: the lead's rule, fixed
before measuring the unseen batch 24; these tests check both states)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from kb import card_focus, card_places
from kb.ask import DEFAULT_DOCUMENT, KBCards, _own_share, answer, ask
from kb.card_places import NamesOnly, keep_own, own_share
from kb.interpret import interpret
from kb.search import SearchSession

# Written for these tests: the cards' text (a creature that comes into play with
# counters, 419.1c) says nothing the question asks.
DRAGON_BLOOD = ("I use Dragon Blood to put a +1/+1 counter on my Spike Feeder. Can I remove "
                "the new counter right away to gain 2 life?")
SKULLCLAMP = ("Does Skullclamp fall off when I equip it to itself after Karn makes it a "
              "creature?")
RULE = "rule:cr-2003-12-01:"


@dataclasses.dataclass(frozen=True)
class _Hit:
    key: str


def _ranked(*keys: str) -> list[tuple[float, _Hit, list[str]]]:
    return [(10.0 - n, _Hit(key), []) for n, key in enumerate(keys)]


def _keys(ranked: list[tuple[float, _Hit, list[str]]]) -> list[str]:
    return [hit.key for _, hit, _ in ranked]


SHARES = {"c1": 0.0, "c2": 0.5, "c3": 0.1, "c4": 0.3, "c5": 0.0}


def test_the_places_go_first_to_results_sharing_the_questions_concepts() -> None:
    ranked = _ranked("c1", "c2", "c3", "c4", "q1", "q2", "q3")
    own = _ranked("q1", "q2", "q3", "q4", "q5")
    out = keep_own(ranked, own, places=2, top=5, share=SHARES.__getitem__)
    # c1 and c3 hold less than OWN_SHARE_MIN (0.2) of the question's words: c2 and c4 go.
    assert _keys(out) == ["c2", "c4", "q1", "q2", "q3", "c1", "c3"]
    assert [score for score, _, _ in out] == [9.0, 7.0, 6.0, 5.0, 4.0, 4.0, 4.0]
    # Without shares, the first two lifted results take the places, as before.
    assert _keys(keep_own(ranked, own, places=2, top=5)) == ["c1", "c2", "q1", "q2", "q3",
                                                             "c3", "c4"]


def test_places_left_go_to_the_others_in_ranked_order() -> None:
    ranked = _ranked("c1", "c5", "c2", "q1", "c3", "q2")
    own = _ranked("q1", "q2", "q3", "q4", "q5")
    # One result shares enough (c2); the second place goes to c1, the first of the rest.
    out = keep_own(ranked, own, places=2, top=5, share=SHARES.__getitem__)
    assert _keys(out) == ["c1", "c2", "q1", "q2", "q3", "c5", "c3"]


def test_a_rule_the_questions_own_words_pull_in_shares_everything() -> None:
    assert own_share({"equip": 0.6, "creatur": 0.4}, frozenset(), ("212.2i", "212.2", "212"),
                     frozenset({"212.2"})) == 1.0
    assert own_share({"equip": 0.6, "creatur": 0.4}, frozenset({"creatur", "counter"}),
                     ("410.10d", "410.10", "410"), frozenset({"212.2"})) == 0.4


def test_shares_of_a_question_read_without_its_cards(index_dir: Path, kb: Any) -> None:
    with SearchSession(index_dir) as session:
        # The session knows the text of the records it returned: ask first.
        answer(session, DRAGON_BLOOD, cards=KBCards(kb))
        answer(session, SKULLCLAMP, cards=KBCards(kb))
        own = interpret(session, DRAGON_BLOOD, DEFAULT_DOCUMENT, cards=NamesOnly(KBCards(kb)))
        share = _own_share(session, own)
        # 419.1c (comes into play with counters) holds none of the question's words.
        assert share(RULE + "419.1c") == 0.0
        assert round(share(RULE + "414.1"), 3) == 0.178
        clamp = interpret(session, SKULLCLAMP, DEFAULT_DOCUMENT, cards=NamesOnly(KBCards(kb)))
        share = _own_share(session, clamp)
        # "equip" pulls 502.33 in; 212.2 (artifact, equipment) comes from the question's own
        # words; 410.10d only from Skullclamp's text ("whenever equipped creature is put into
        # a graveyard").
        assert share(RULE + "212.2i") == 1.0 == share(RULE + "502.33a")
        assert round(share(RULE + "410.10d"), 3) == 0.146


def _top(index_dir: Path, kb: Any, question: str) -> list[str]:
    return [a.id for a in ask(index_dir, question, cards=KBCards(kb)).results[:6]]


@pytest.mark.parametrize("question, off, on", [
    (DRAGON_BLOOD, ["419.1c", "counter", "414.1", "410.10d", "414.2", "502.20a"],
     ["counter", "414.1", "410.10d", "414.2", "502.13b", "419.1c"]),
    (SKULLCLAMP, ["212.2g", "410.10d", "502.33a", "212.2i", "420.5k", "502.33c"],
     ["212.2g", "502.33a", "212.2i", "420.5k", "502.33c", "410.10d"]),
])
def test_a_card_only_rule_gives_its_place_to_the_questions(
        index_dir: Path, kb: Any, monkeypatch: pytest.MonkeyPatch, question: str,
        off: list[str], on: list[str]) -> None:
    assert card_places.OWN_SHARE_ENABLED is True
    assert _top(index_dir, kb, question) == on
    monkeypatch.setattr(card_places, "OWN_SHARE_ENABLED", False)
    # Without the own share, and without kb.card_focus (which moves 419.1c, brought only by
    # Spike Feeder's coming into play with counters, down the five on its own).
    monkeypatch.setattr(card_focus, "ENABLED", False)
    assert _top(index_dir, kb, question) == off
