"""A letter's "what dies" counts creatures: a destroyed land, or the Aura that went to the
graveyard with its creature, is no death -- unless the letter lists such a permanent too, then
it means every permanent put into a graveyard (judge/verdict/evaluate.py's grader)."""

from __future__ import annotations

from typing import Any

from judge.verdict.evaluate import died, outcome_differences

PLAYERS = {"me": "Alice", "opponent": "Bob"}


def _board(*entries: dict[str, Any]) -> dict[str, Any]:
    return {"in_play": list(entries)}


def _final(alice_graveyard: list[str], bob_graveyard: list[str], in_play: list[str] = ()) -> dict[str, Any]:  # type: ignore[assignment]
    return {"final": {"in_play": [{"id": pid} for pid in in_play],
                      "players": {"Alice": {"life": 20, "graveyard": alice_graveyard},
                                  "Bob": {"life": 17, "graveyard": bob_graveyard}}},
            "illegal": []}


def test_a_destroyed_land_is_in_the_graveyard_but_did_not_die() -> None:
    scenario = _board({"id": "island", "card": "Volcanic Island", "controller": "Bob"},
                      {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"})
    outcome = _final([], ["Volcanic Island"], in_play=["bears"])
    assert died(scenario, outcome["final"], "Bob") == [("Volcanic Island", "")]
    assert died(scenario, outcome["final"], "Bob", creatures=True) == []
    assert outcome_differences({"life": {"opponent": 17}, "dies": []}, scenario, outcome, PLAYERS) == []
    # a letter's graveyard expectation still counts every permanent
    assert outcome_differences({"graveyard": {"opponent": []}}, scenario, outcome, PLAYERS) == [
        "opponent lost [('Volcanic Island', '')], expected []"]


def test_the_aura_that_went_with_its_creature_did_not_die_but_the_creature_did() -> None:
    scenario = _board({"id": "knight", "card": "Galina's Knight", "controller": "Bob"},
                      {"id": "embrace", "card": "Zephid's Embrace", "controller": "Alice",
                       "attached_to": "knight"})
    outcome = _final(["Zephid's Embrace"], ["Galina's Knight"])
    assert outcome_differences({"dies": ["Galina's Knight"]}, scenario, outcome, PLAYERS) == []
    # a letter that lists the Aura too means every permanent put into a graveyard
    assert outcome_differences({"dies": ["Galina's Knight", "Zephid's Embrace"]}, scenario, outcome,
                               PLAYERS) == []
    assert outcome_differences({"dies": ["Zephid's Embrace"]}, scenario, outcome, PLAYERS) == [
        """lost [("Galina's Knight", '')], expected ["Zephid's Embrace"]"""]
    assert outcome_differences({"dies": []}, scenario, outcome, PLAYERS) == [
        """lost [("Galina's Knight", '')], expected []"""]


def test_a_land_that_becomes_a_creature_and_a_described_creature_count() -> None:
    scenario = _board({"id": "factory", "card": "Mishra's Factory", "controller": "Alice"},
                      {"id": "x", "name": "a 2/2", "types": ["creature"], "power": 2, "toughness": 2,
                       "controller": "Bob"})
    outcome = _final(["Mishra's Factory"], ["a 2/2"])
    assert died(scenario, outcome["final"], "Alice", creatures=True) == [("Mishra's Factory", "")]
    assert died(scenario, outcome["final"], "Bob", creatures=True) == [("a 2/2", "2/2")]
