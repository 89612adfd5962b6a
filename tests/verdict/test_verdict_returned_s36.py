"""Session 36: a permanent of the start that left play and came back in the same run (Wall of
Nets removing the Kjeldoran Frostbeast it blocked, destroyed by the Frostbeast's ability, returns
it: 410.10c, a new object, 217.1c) is told in the summary, "... leaves play and returns to play as
a new permanent", where the run returned the one permanent of that name and controller that left;
one that changed hands (Soul Collector) or can't be told apart still declines
(judge/verdict/summary.py _returned)."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of

WALL_OF_NETS = ("If my Wall of Nets blocks Kjeldoran Frostbeast, will my Wall of Nets' ability trigger first, or will "
                "Kjeldoran Frostbeast destroy my Wall before it is removed from the game?")


def test_the_frostbeast_leaves_play_and_returns(lexicon: Lexicon) -> None:
    verdict = verdict_of(WALL_OF_NETS, lexicon)
    assert verdict.summary == ("No player's life total changes. Wall of Nets (yours) is put into the graveyard. "
                               "Kjeldoran Frostbeast (your opponent's) leaves play and returns to play as a new "
                               "permanent.")
    final = verdict.outcome["final"]
    assert [p["id"] for p in final["in_play"]] == ["kjeldoran-frostbeast-2"]
    assert final["players"]["Alice"]["graveyard"] == ["Wall of Nets"]
    returned = [e for e in verdict.outcome["events"] if e["kind"] == "comes_into_play"]
    assert [e["rules"] for e in returned] == [["413.2b", "217.1c"]]


def test_a_permanent_that_changed_hands_still_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I block a Weatherseed Treefolk with a Soul Collector. What happens when they die?", lexicon)
    assert judged.verdict is None
    assert judged.reason.startswith("a permanent that left play and came back or changed hands")
