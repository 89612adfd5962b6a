"""Session 32: Equipment or a local enchantment said after the creature it is on ("a creature with
Sword of Light and Shadow equipped to it", "my 2/2 with Loxodon Warhammer equipped", "a 2/2 with
Giant Strength attached to it"), read as "equipped with" (judge/verdict/equipped_said.py); and
"the creature" of a letter that gives no size matches the creature named by the size the reader
assumed (judge/verdict/evaluate.py)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon
from verdict_helpers import verdict_of


def dead(verdict: Any) -> list[str]:
    """Ids of the scenario's permanents not in play at the end."""
    still = {p["id"] for p in verdict.outcome["final"]["in_play"]}
    return sorted(p["id"] for p in verdict.scenario["in_play"] if p["id"] not in still)


def test_equipment_equipped_to_it_is_on_the_creature(lexicon: Lexicon) -> None:
    verdict = verdict_of("If my opponent plays a Wrath of God and I have a creature with Sword of Light and "
                         "Shadow equipped to it, does it die?", lexicon)
    creature = next(p for p in verdict.scenario["in_play"] if "creature" in p["types"])
    sword = next(p for p in verdict.scenario["in_play"] if p.get("card") == "Sword of Light and Shadow")
    assert sword.get("attached_to") == creature["id"]
    # Protection from white stops no destruction that doesn't target (502.7): it dies.
    assert dead(verdict) == [creature["id"]]
    assert verdict.summary.startswith("No player's life total changes. The ")


@pytest.mark.parametrize(("question", "died"), [
    # Loxodon Warhammer: +3/+0, so the 2/2 is a 5/2 and Shock's 2 damage destroys it.
    ("I have a 2/2 with Loxodon Warhammer equipped. My opponent Shocks the 2/2.", ["p2-2"]),
    # Giant Strength: +2/+2, so the 2/2 is a 4/4 and survives Shock's 2 damage.
    ("I have a 2/2 with Giant Strength attached to it. My opponent Shocks the 2/2.", []),
])
def test_equipped_and_attached_after_the_card(question: str, died: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert dead(verdict) == died


def test_a_card_that_goes_on_no_creature_is_not_read_so(lexicon: Lexicon) -> None:
    tokens = [t.canon for t in lexicon.lex("I have a 2/2 with Wrath of God equipped.").tokens]
    assert "enchanted_with" not in tokens


def test_the_creature_matches_the_size_assumed() -> None:
    from judge.verdict.evaluate import _described_same

    assert _described_same([("1/1", "1/1")], ["the creature"])
    assert not _described_same([("1/1", "1/1"), ("2/2", "2/2")], ["the creature"])
    assert not _described_same([("Grizzly Bears", "2/2")], ["the creature"])
