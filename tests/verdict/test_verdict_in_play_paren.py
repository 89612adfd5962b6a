"""A size in parentheses after "in play" describes the object just named ("a Spectral Lynx in
play (2/1 protection from green)"), as it does right after the name (batch 25's dr563)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

ATTACK = " I attack with my Penumbra Wurm and he blocks with the Lynx. How much damage does he take?"


@pytest.mark.parametrize("board", [
    "My opponent has a Spectral Lynx in play (2/1 protection from green).",
    "My opponent has a Spectral Lynx (2/1 protection from green) in play.",
])
def test_the_lynx_is_described_either_way(lexicon: Lexicon, board: str) -> None:
    judged = judge_question(board + ATTACK, lexicon)
    assert judged.verdict is not None
    # 6 trample damage: 1 assigned to the 2/1 Lynx (prevented, protection from green, 502.7e),
    # 5 to the player (502.9b).
    assert judged.verdict.summary == "Your opponent goes to 15. Nothing is put into a graveyard."
    final = judged.verdict.outcome["final"]
    assert sorted(p["name"] for p in final["in_play"]) == ["Penumbra Wurm", "Spectral Lynx"]


def test_a_life_total_in_parentheses_is_still_an_aside(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent (at 4 life) has a Spectral Lynx in play." + ATTACK, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("Your opponent goes to -1. Nothing is put into a graveyard. "
                                      "Your opponent loses the game.")
