"""A card's own trigger that works when the card is cycled, discarded or milled is read
by the card-text forms only when the question's words reach it (``reached_by`` of
kb/data/card_forms.yaml, :func:`kb.card_forms.reached_text`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_focus, card_forms
from kb.ask import KBCards, ask

BLASTED = ("On my turn I Solar Blasted my opponent's Beacon of Destiny; he activated its ability in "
           "response choosing my Krosan Tusker. When I attacked he stated the damage was redirected "
           "to his now-deceased Beacon. Was that how it should have happened?")
TOGETHER = "cards together: abilities that trigger at the same time go on the stack"
TRIGGER = "card text: a triggered ability"


def test_the_entries() -> None:
    assert [e.id for e in card_forms.reached_by()] == [
        "cycling-trigger", "discard-trigger", "library-to-graveyard-trigger"]


@pytest.mark.parametrize(("question", "kept"), [
    ("I Solar Blasted his creature", False),
    ("I cycled Solar Blast", True),
    ("When I cycle it, what happens?", True),
])
def test_a_cycling_trigger_needs_cycling_words(question: str, kept: bool) -> None:
    text = "Instant\ncycling {1}{R}{R}\nwhen you cycle this, you may have it deal 1 damage\n3 damage"
    assert ("when you cycle this" in card_forms.reached_text(question, text)) is kept
    assert "cycling {1}{R}{R}" in card_forms.reached_text(question, text)


def test_a_discard_trigger_needs_discard_words() -> None:
    text = "Creature\nwhen a spell or ability an opponent controls causes you to discard this, draw"
    assert card_forms.reached_text("I played it", text) == "Creature"
    assert card_forms.reached_text("he made me discard it", text) == text


def test_a_trigger_of_the_card_in_play_is_kept() -> None:
    text = "Enchantment\nwhenever a player cycles a card, you may remove target creature"
    assert card_forms.reached_text("Astral Slide and Opalescence", text) == text


def test_off_the_text_is_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_forms, "REACHED_TRIGGERS", False)
    text = "Instant\nwhen you cycle this, you may have it deal 1 damage"
    assert card_forms.reached_text("I Solar Blasted it", text) == text


def test_a_played_cycling_card_pins_no_trigger_order(index_dir: Path, kb: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # Ranks of the reached triggers, kb.card_focus (which places the rules of the abilities asked about) off.
    monkeypatch.setattr(card_focus, "ENABLED", False)
    result = ask(index_dir, BLASTED, cards=KBCards(kb))
    assert not any(note.startswith((TOGETHER, TRIGGER)) for note in result.understood)
    top = [a.id for a in result.results[:10]]
    assert "410.3" not in top and top.index("419.6c") == 5


def test_two_cycled_cards_still_trigger_together(index_dir: Path, kb: Any) -> None:
    result = ask(index_dir, "I cycle Solar Blast and Krosan Tusker, which trigger resolves first?",
                 cards=KBCards(kb))
    assert any(note.startswith(TOGETHER) for note in result.understood)
    assert "410.3" in [a.id for a in result.results[:5]]
