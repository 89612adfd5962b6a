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


def test_a_comma_before_a_new_sentence_ends_it(lexicon: Lexicon) -> None:
    # Batch 25's dr559 wrote "a 10/10 creature, My Tangle Asp ... blocks": the capital "My" starts
    # a sentence.  The 10/10 deals lethal damage to the 1/2 Tangle Asp (double strike from
    # Fireshrieker doesn't save it), whose trigger destroys the creature it blocked at end of combat.
    judged = judge_question("My opponent attacks with a 10/10 creature, My Tangle Asp equipped with a Fireshrieker "
                            "blocks. Will my Tangle Asp survive?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 10/10 (your opponent's) and Tangle Asp "
                                      "(yours) are put into the graveyard.")
    assert judged.verdict.assumptions[0] == "Fireshrieker is controlled by the controller of the Tangle Asp."


def test_a_comma_before_i_is_no_sentence_end(lexicon: Lexicon) -> None:
    from judge.verdict.rewrites import question_forms

    assert question_forms("He attacks with a 3/3, I block with a 2/2.") == "He attacks with a 3/3, I block with a 2/2."
    assert question_forms("He attacks with a 3/3, my 2/2 blocks.") == "He attacks with a 3/3, my 2/2 blocks."
