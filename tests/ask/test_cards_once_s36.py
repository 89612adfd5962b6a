"""A card the question names twice is one card (session 36's reading audit,
scripts/reading_audit.py): its text is read once, and it has no interaction with itself
("cards together", kb/data/card_interactions.yaml, needs two different cards)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb import interpret as interpret_module
from kb.ask import KBCards, ask
from kb.interpret import interpret, named_cards
from kb.reading import CardMention
from kb.search import SearchSession
from kb.store import DEFAULT_EDITION, KnowledgeBase

QUESTION = "Goblin Piledriver attacks with two other Goblins. Does Goblin Piledriver count itself?"


def test_named_cards_are_each_card_once(monkeypatch: pytest.MonkeyPatch) -> None:
    mentions = [CardMention("Shock", "Shock", 0, 1), CardMention("Ingo", None, 2, 3),
                CardMention("Fog", "Fog", 4, 5), CardMention("Shock", "Shock", 6, 7)]
    assert named_cards(mentions) == ["Shock", "Fog"]
    monkeypatch.setattr(interpret_module, "CARDS_ONCE", False)
    assert named_cards(mentions) == ["Shock", "Fog", "Shock"]


def test_a_card_named_twice_has_no_interaction_with_itself(index_dir: Path,
                                                           kb: KnowledgeBase) -> None:
    with SearchSession(index_dir) as session:
        read = interpret(session, QUESTION, DEFAULT_EDITION, cards=KBCards(kb))
    assert [m.name for m in read.cards] == ["Goblin Piledriver", "Goblin Piledriver"]
    assert not any(note.startswith("cards together:") for note in read.notes)
    assert "410.3" not in {number for number, _, _ in read.pins}


def test_read_twice_it_interacted_with_itself(index_dir: Path, kb: KnowledgeBase,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interpret_module, "CARDS_ONCE", False)
    with SearchSession(index_dir) as session:
        read = interpret(session, QUESTION, DEFAULT_EDITION, cards=KBCards(kb))
    assert ("cards together: abilities that trigger at the same time go on the stack in the "
            "order their controllers choose, the active player's first") in read.notes
    assert "410.3" in {number for number, _, _ in read.pins}


def test_two_different_cards_still_interact(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "Goblin Piledriver and Scavenging Ghoul: which trigger goes "
                            "first? Goblin Piledriver attacks.", cards=KBCards(kb))
    assert ("cards together: abilities that trigger at the same time go on the stack in the "
            "order their controllers choose, the active player's first") in result.understood
