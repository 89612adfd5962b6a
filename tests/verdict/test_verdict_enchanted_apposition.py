""""his Grizzly Bears, enchanted with Holy Strength": the participle set off by a comma after
the creature it is said of reads as without the comma (judge/verdict/described.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, summary", [
    ("He attacks me with his Grizzly Bears, enchanted with Holy Strength. I block with my Hill Giant.",
     "No player's life total changes. Hill Giant (yours) is put into the graveyard."),
    ("I attack with my Grizzly Bears, enchanted with Holy Strength, and he blocks with his Hill Giant.",
     "No player's life total changes. Hill Giant (your opponent's) is put into the graveyard."),
])
def test_an_enchanted_creature_said_with_a_comma(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None and judged.verdict.summary == summary
    auras = [p for p in judged.verdict.scenario["in_play"] if p.get("card") == "Holy Strength"]
    assert len(auras) == 1 and auras[0]["attached_to"]
