"""Candidates from the text of the cards a question names (kb/card_rules.py, session 31)."""

from __future__ import annotations

from pathlib import Path

import pytest

import kb.ask as ask_module
from kb import card_focus, card_rules
from kb import rerank as rr
from kb.search import Clause, SearchSession
from kb.situations import situation_rules
from kb.store import KnowledgeBase
from index_hits import CR

VAMPIRE = ("My Sengir Vampire blocked and killed a Grizzly Bears. When does the Vampire's "
           "ability trigger and go on the stack?")
#: The weights of kb/data/rerank.yaml as of session 30, and a card_text weight.
WEIGHTS = {"parent": 0.05, "child": -0.1, "cites": -0.1, "rulings": 0.2, "glossary": -0.2}


def _weights(card_text: float) -> tuple[float, ...]:
    return tuple(card_text if name == "card_text" else WEIGHTS.get(name, 0.0)
                 for name in rr.FEATURES)


def _brought(session: SearchSession, kb: KnowledgeBase, question: str
             ) -> dict[str, card_rules.CardRule] | None:
    cards = ask_module.KBCards(kb)
    reading = ask_module.interpret(session, question, CR, cards=cards)
    return ask_module._card_rules(session, reading, cards, CR)


def _on(session: SearchSession, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch
        ) -> dict[str, card_rules.CardRule]:
    """The rules the cards of :data:`VAMPIRE` bring, the switch on."""
    monkeypatch.setattr(card_rules, "ENABLED", True)
    brought = _brought(session, kb, VAMPIRE)
    assert brought is not None
    return brought


def test_the_cards_forms_bring_rules_valued_by_the_questions_own_words(
        index_dir: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    with SearchSession(index_dir) as session:
        brought = _on(session, kb, monkeypatch)
    # Sengir Vampire's "whenever a creature dealt damage by this this turn is put into a
    # graveyard": a triggered ability (404, 410) that looks back in time (410.10d); the
    # question's own words ("trigger", "stack") are most in 410.10d's text.
    assert {n: round(value, 4) for n, (value, _, _) in brought.items()} == {
        "217.1c": 0.8235, "402.6": 0.8235, "404.1": 0.4986, "404.2": 0.8235,
        "410.10d": 1.0, "410.2": 0.8235, "410.3": 0.8235, "410.4": 0.8235, "413.1": 0.5001}
    value, hit, why = brought["410.10d"]
    assert (hit.kind, hit.id) == ("rule", "410.10d")
    assert why == "card text: an ability that triggers on a permanent leaving play looks back in time"


def test_off_or_without_the_cards_or_own_words_nothing_is_brought(
        index_dir: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    with SearchSession(index_dir) as session:
        assert _brought(session, kb, VAMPIRE) is None  # the switch is off
        monkeypatch.setattr(card_rules, "ENABLED", True)
        # Fog's "prevent all combat damage" brings 419.1 and its neighbours, but a
        # question with no words of its own says nothing about which: none is kept; nor
        # is anything without card text, or from text no form reads.
        assert card_rules.card_rules(session, ["Instant\nprevent all combat damage that would "
                                               "be dealt this turn"], {}, CR) == {}
        assert card_rules.card_rules(session, [], {"trigger": 1.0}, CR) == {}
        assert card_rules.card_rules(session, ["Creature — Bear"], {"trigger": 1.0}, CR) == {}


def test_situation_rules_read_only_the_sources_asked() -> None:
    assert list(situation_rules("Can I counter it?", sources=("question",))) == [
        "414.1", "413.2a", "402.5"]
    assert situation_rules("Can I counter it?", sources=("cards",)) == {}
    assert list(situation_rules("", ["sacrifice this: add {B}"], sources=("cards",))) == [
        "403.1", "409.1", "409.1f", "409.1h", "409.1i", "408.1e", "402.6", "413.1", "410.10d",
        "406.1", "411.1", "409.1g"]


def test_the_cards_rules_join_the_candidates_with_their_feature(
        index_dir: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    with SearchSession(index_dir) as session:
        brought = _on(session, kb, monkeypatch)
        found = session.scored([Clause("text", ("flying",))], kind="rule", document=CR,
                               limit=5)
        scored = [(1.0 - i / 10, hit, []) for i, (_, hit) in enumerate(found)]
        head, rows = rr.head_and_rows(session, scored, CR, cards=brought)
    added = {hit.id: (score, why, row[rr.CARD_TEXT])
             for (score, hit, why), row in zip(head, rows) if hit.id in brought}
    assert set(added) == set(brought)
    assert added["410.10d"] == (0.0, [brought["410.10d"][2]], 1.0)
    assert round(added["404.1"][2], 4) == 0.4986
    assert all(row[rr.CARD_TEXT] == 0.0 for (_, hit, _), row in zip(head, rows)
               if hit.id not in brought)
    assert len(head) == len(scored) + len(brought)


def test_a_card_text_weight_lifts_the_rule_the_cards_text_touches(
        index_dir: Path, kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    # Ranks of the card_text weight, kb.card_focus (which places the rules of the abilities asked about) off.
    monkeypatch.setattr(card_focus, "ENABLED", False)
    cards = ask_module.KBCards(kb)
    with SearchSession(index_dir) as session:
        monkeypatch.setattr(rr, "load_weights", lambda *_: _weights(0.2))
        off = ask_module.ranking(session, VAMPIRE, 10, cards=cards)
        monkeypatch.setattr(card_rules, "ENABLED", True)
        on = ask_module.ranking(session, VAMPIRE, 10, cards=cards)
        why = {a.id: a.why for a in ask_module.answer(session, VAMPIRE, 10, cards=cards).results}
        monkeypatch.setattr(rr, "load_weights", lambda *_: _weights(0.0))
        unweighed = ask_module.ranking(session, VAMPIRE, 10, cards=cards)
    # Session 36: the Vampire named twice ("the Vampire's ability") is one card
    # (kb.interpret.CARDS_ONCE): 410.3 (triggers at the same time, the Vampire's with its
    # own) is no longer pulled in first.
    assert [i for _, i in off] == ["404.4c", "402.6", "404.2", "414.1", "306.2", "404.5",
                                   "410.9a", "402.5", "309.3", "404.4a"]
    assert unweighed == off  # no card_text weight: nothing added, nothing moved
    # 410.10d (a leaves-play trigger looks back in time) was no candidate: now 7th;
    # 404.2 (when a triggered ability triggers) 3rd -> 1st.
    assert [i for _, i in on] == ["404.2", "402.6", "404.4c", "414.1", "306.2", "404.1",
                                  "410.10d", "410.3", "404.5", "410.9a"]
    assert why["410.10d"].startswith("card text: an ability that triggers on a permanent "
                                     "leaving play looks back in time; ")
