"""Session 34: an attacker blocked by several creatures, told dealing its damage among them ("A
3/3 and a 2/2 block it. The 5/5 deals 3 damage to the 3/3 and 2 damage to the 2/2."): its
controller's division of its combat damage among its blockers (310.2c), read as "assigns"
(judge/verdict/assign_told.py). Only two or more amounts, to creatures, that make up its power;
after a block by one creature it stays the letter's own words."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


def graveyards(verdict: Any) -> dict[str, list[str]]:
    return {name: sorted(player["graveyard"]) for name, player in verdict.outcome["final"]["players"].items()}


@pytest.mark.parametrize(("question", "dead"), [
    ("A 5/5 attacks. A 3/3 and a 2/2 block it. The 5/5 deals 3 damage to the 3/3 and 2 damage to the 2/2. "
     "What happens?", {"Alice": ["5/5"], "Bob": ["2/2", "3/3"]}),
    ("I attack with a 5/5 and he blocks with a 3/3 and a 2/2. My 5/5 deals 4 damage to the 3/3 and 1 damage "
     "to the 2/2. Who dies?", {"Alice": ["5/5"], "Bob": ["3/3"]}),
    ("I attack with a 5/5 and he double blocks with a 3/3 and a 2/2. The 5/5 would deal 2 damage to the 3/3 "
     "and 3 damage to the 2/2. What happens?", {"Alice": ["5/5"], "Bob": ["2/2"]}),
])
def test_an_attackers_damage_dealt_among_its_blockers(question: str, dead: dict[str, list[str]],
                                                      lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert graveyards(verdict) == dead
    assert {p["life"] for p in verdict.outcome["final"]["players"].values()} == {20}
    assert any("read as how the attacker's combat damage is assigned (310.2c)" in a for a in verdict.assumptions)


@pytest.mark.parametrize("question", [
    # amounts that are not its power: a pump or an ability the letter leaves out
    "I attack with a 5/5 and he blocks with a 3/3 and a 2/2. My 5/5 deals 3 damage to the 3/3 and 3 damage "
    "to the 2/2. Who dies?",
    # one blocker: the damage to the player is no division of a blocked creature without trample
    "I attack with a 5/5 and he blocks with a 3/3. My 5/5 deals 3 damage to the 3/3 and 2 damage to him. "
    "Who dies?",
])
def test_what_is_no_division_among_blockers(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == ("3",)
