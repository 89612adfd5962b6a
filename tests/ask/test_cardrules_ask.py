"""What ``ask`` makes of the forms of kb/data/card_forms.yaml, with the flag on and off:
the form's rule pulled in for the card a question names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_forms
from kb.ask import KBCards, ask

PESTILENCE = "When does my Pestilence go away if no creatures are left?"
HERALD = "My Wirewood Herald is equipped with Skullclamp and dies. Do I draw or search first?"


def _rules(result: Any, depth: int) -> list[str]:
    return [a.id for a in result.results[:depth] if a.kind == "rule"]


@pytest.mark.parametrize("enabled", [False, True])
def test_an_end_of_turn_trigger_pulls_in_the_end_of_turn_step(
        index_dir: Path, kb: Any, monkeypatch: pytest.MonkeyPatch, enabled: bool) -> None:
    monkeypatch.setattr(card_forms, "ENABLED", enabled)
    monkeypatch.setattr(card_forms, "OFF", card_forms.OFF - {"end-of-turn-trigger"})  # out by default since session 26
    result = ask(index_dir, PESTILENCE, cards=KBCards(kb))
    note = "card text: " + next(f.situation for f in card_forms.table()
                                if f.id == "end-of-turn-trigger")
    assert (note in result.understood) is enabled
    assert ("313.1" in _rules(result, 10)) is enabled


@pytest.mark.parametrize("enabled", [False, True])
def test_two_cards_triggering_together_pull_in_their_order(
        index_dir: Path, kb: Any, monkeypatch: pytest.MonkeyPatch, enabled: bool) -> None:
    monkeypatch.setattr(card_forms, "ENABLED", enabled)
    result = ask(index_dir, HERALD, cards=KBCards(kb))
    together = [n for n in result.understood if n.startswith("cards together: abilities that")]
    assert bool(together) is enabled
    assert ("410.3" in _rules(result, 5)) is enabled
