"""A card's keyword that only matters while the card attacks (trample, 502.9) is not
read when the question has the card block (kb.card_places.blocker_text): the blocker's
trample does not pull 502.9b over what the question asks.  Off by default
(kb.card_places.ROLE_ENABLED: the dev part's CV does not move); these tests switch it on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_focus, card_places
from kb.ask import KBCards, ask
from kb.card_places import blocker_text

COLOSSUS = "Darksteel Colossus"


@pytest.fixture(autouse=True)
def _role_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_places, "ROLE_ENABLED", True)
TEXT = "Trample\nDarksteel Colossus is indestructible."


@pytest.mark.parametrize("question", [
    "I block with my Darksteel Colossus. Does it die?",
    "He attacks and I blocked his Wurm with the Darksteel Colossus.",
    "Darksteel Colossus blocks a 12/12. What happens?",
    "i BLOCK WITH DARKSTEEL COLOSSUS",
])
def test_a_blocking_card_loses_its_trample(question: str) -> None:
    assert blocker_text(question, COLOSSUS, TEXT) == "\nDarksteel Colossus is indestructible."


@pytest.mark.parametrize("question", [
    "I attack with my Darksteel Colossus and he blocks with a 1/1.",
    "Darksteel Colossus attacks. How much damage tramples over?",
    "I block with my Grizzly Bears and he has a Darksteel Colossus.",
    "Can I shuffle Darksteel Colossus into my library?",
])
def test_an_attacking_or_idle_card_keeps_it(question: str) -> None:
    assert blocker_text(question, COLOSSUS, TEXT) == TEXT


def test_only_attacker_keywords_go() -> None:
    assert card_places.ATTACKER_KEYWORDS == ("trample",)
    assert blocker_text("I block with Serra Angel", "Serra Angel",
                        "Flying, vigilance") == "Flying, vigilance"




def _top(index_dir: Path, kb: Any, question: str) -> list[str]:
    return [a.id for a in ask(index_dir, question, cards=KBCards(kb)).results[:5]]


ASKED = ("does my creature just take lethal damage and survive, or is its toughness reduced "
         "to 0 so it goes to the graveyard?")


@pytest.mark.parametrize("setting", [
    "When my friend attacks with a Krosan Cloudscraper and I block with my Darksteel Colossus",
    "When my friend attacks with a Krosan Cloudscraper and my Darksteel Colossus blocks",
])
def test_the_blockers_trample_does_not_lead(index_dir: Path, kb: Any, setting: str) -> None:
    # 502.9b comes back at 5 (kb.card_places.OWN_SHARE_ENABLED: the question's own "lethal
    # damage" holds it), below what is asked; 409.1f, from the cards' text only, goes to 6.
    assert _top(index_dir, kb, f"{setting}, {ASKED}") == [
        "420.5c", "419.1a", "402.6", "420.5b", "502.9b"]


def test_the_attackers_trample_still_counts(index_dir: Path, kb: Any,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    # Ranks of the cards' weight, kb.card_focus (which places the rules of the abilities asked about) off.
    monkeypatch.setattr(card_focus, "ENABLED", False)
    question = ("When I attack with my Darksteel Colossus and my friend blocks with a Krosan "
                f"Cloudscraper, {ASKED}")
    # The attacker's trample leads.  (A principle one idea, the default since session 25:
    # its 419.1a is sixth, covered by 420.5c; with an idea for each rule it was second.)
    assert _top(index_dir, kb, question) == ["502.9b", "420.5c", "420.5b", "502.9a", "310.5"]


def test_off_by_default_the_trample_leads(index_dir: Path, kb: Any,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()
    assert card_places.ROLE_ENABLED is False
    question = ("When my friend attacks with a Krosan Cloudscraper and I block with my "
                f"Darksteel Colossus, {ASKED}")
    assert _top(index_dir, kb, question)[0] == "502.9b"
