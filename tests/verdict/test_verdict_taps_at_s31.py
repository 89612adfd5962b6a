"""Session 31: a permanent tapped for its ability at a target said ("I tap my Prodigal Sorcerer
targeting his 1/1"): its one ability with {T} in its cost (judge/verdict/pumps.py); a permanent
with no such ability, or with two, is declined."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


@pytest.mark.parametrize("question, life, summary", [
    ("I tap my Prodigal Sorcerer targeting my opponent's 1/1. What happens?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."),
    ("I tap my Prodigal Sorcerer targeting my opponent. What happens?", {"Alice": 20, "Bob": 19},
     "Your opponent goes to 19. Nothing is put into a graveyard."),
    # Sorceress Queen: the 4/4 becomes 0/2 (its effect), and the 2/2's combat damage kills it.
    ("My opponent attacks with a 4/4 and I block with a 2/2. I tap my Sorceress Queen targeting the "
     "4/4. What happens?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard."),
])
def test_tapped_at_a_target(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    final = verdict.outcome["final"]
    assert {name: p["life"] for name, p in final["players"].items()} == life
    assert verdict.summary == summary
    assert [next(iter(a)) for a in verdict.scenario["actions"]].count("activate") == 1


def test_no_one_tap_ability_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I tap my Grizzly Bears targeting my opponent's 1/1. What happens?", lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("which ability it is tapped for", ("my Grizzly Bears",))
