"""Session 31: an attacker's combat damage divided in two clauses ("If you assign exactly 2
damage to the 2/2, you can then assign the remaining 3 damage to the 3/3"): one division told in
parts (310.2c); before, the second clause's part was taken for the whole division and the verdict
called it illegal. The same blocker named twice, or a creature with first or double strike (each
combat damage step has its own division, 310.5), still declines. "exactly" and "successfully"
change nothing of what they go with (discourse.yaml's filler)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


@pytest.mark.parametrize("question", [
    "Imagine your 5/5 attacking creature is blocked by a 2/2 and a 3/3. If you assign exactly 2 damage to the "
    "2/2, you can then assign the remaining 3 damage to the 3/3.",
    "I attack with my 5/5 and he blocks with a 2/2 and a 3/3. I assign 2 damage to the 2/2. I assign 3 "
    "damage to the 3/3.",
])
def test_a_division_told_in_parts(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary.startswith("No player's life total changes. The 5/5 (yours), the 2/2 (your "
                                      "opponent's) and the 3/3 (your opponent's) are put into the graveyard.")
    assert not verdict.outcome["illegal"]
    assert [a["assign"] for a in verdict.scenario["actions"] if "assign" in a] == [
        {"p5-5": {"p2-2": 2, "p3-3": 3}}]


@pytest.mark.parametrize("question", [
    "I attack with my 5/5 and he blocks with a 2/2 and a 3/3. I assign 2 damage to the 2/2. I assign 3 "
    "damage to the 2/2.",
    "I attack with my 5/5 with first strike and he blocks with a 2/2 and a 3/3. I assign 2 damage to the "
    "2/2. I assign 3 damage to the 3/3.",
])
def test_divided_twice_declines(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == "the attacker's combat damage divided twice"
