"""Shapes in which players describe a board (judge/verdict/shapes.py, words.yaml): what a
spell is said to make of a creature ("to make it a -1/1 creature"), "until end of turn"
after an effect, and a card given as an example ("a card like, say, Echoing Decay")."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("played", [
    "I use a card like, say, Echoing Decay to make it a -1/1 creature until end of turn",
    "I play Echoing Decay on it to make it a -1/1 creature",
    "I use Echoing Decay on it until the end of turn",
    "I play a spell such as Echoing Decay on it",
])
def test_a_minus_one_power_attacker_deals_no_damage(played: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"My opponent attacks with a 1/3 creature and {played}. I don't block. "
                            "What happens to my life total?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    said = [a for a in judged.verdict.assumptions if a.startswith("Read as the asker's")]
    assert said == ([f"Read as the asker's argument, not the board: '{played[played.index('to make'):]}'."]
                    if "to make" in played else [])


def test_what_a_pump_is_said_to_make_is_checked_by_the_engine(lexicon: Lexicon) -> None:
    # The asker's "5/5" is set aside and said; the engine's Giant Growth makes the 2/2 a 5/5.
    judged = judge_question("My opponent attacks with a 4/4 and I block with my 2/2. I play Giant Growth "
                            "on my 2/2 to make it a 5/5. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 4/4 (your opponent's) is put "
                                      "into the graveyard.")
    assert "Read as the asker's argument, not the board: 'to make it a 5/5'." in judged.verdict.assumptions


def test_to_make_it_with_more_than_a_size_stays_unread(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent attacks with a 4/4 and I block with my 2/2. I play Giant Growth "
                            "on my 2/2 to make it a 5/5 and gain 3 life. What dies?", lexicon)
    assert judged.verdict is None
