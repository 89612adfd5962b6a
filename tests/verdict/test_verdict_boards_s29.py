"""Board shapes read in session 29 (our own letters, in the shapes players and primers write
them): a creature named by its role in combat ("the blocker", "your blocking creature") as
what an ability or spell acts on, and the other shapes of judge/verdict/roles_said.py."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import action_kinds, summary_of, verdict_of

NOTHING = "No player's life total changes. Nothing is put into a graveyard."


# -- a creature named by its role, acted on ------------------------------------------------

@pytest.mark.parametrize("question", [
    "He attacks with a 3/3 and I block with my Drudge Skeletons. I regenerate the blocker.",
    "He attacks with a 3/3 and I block with Drudge Skeletons. Then I regenerate the blocking creature.",
])
def test_the_blocker_regenerated_survives(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == NOTHING
    assert action_kinds(verdict) == ["attack", "block", "activate", "resolve", "advance"]
    assert verdict.scenario["actions"][2]["activate"]["ability"] == 1
    assert verdict.scenario["actions"][2]["activate"]["source"] == "drudge-skeletons"


def test_the_attacker_pumped_with_a_spell_kills_its_blocker(lexicon: Lexicon) -> None:
    summary, _ = summary_of("I attack with a 2/2 and he blocks with a 3/3. I play Giant Growth on "
                            "the attacker.", lexicon)
    assert summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
