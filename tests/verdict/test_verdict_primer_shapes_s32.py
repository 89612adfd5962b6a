"""Session 32: two shapes of the primers' worked examples — a player's block told as it goes on
("your opponent, who is blocking with a 1/1 creature and a 2/2 creature", words.yaml), and a
preamble that names a keyword as the rule it goes on to explain ("Here's how the trample would
work:", judge/verdict/narration.py): the keyword goes to no creature; a creature that has it ("A
trampler:") is still no preamble."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


def test_is_blocking_with_is_a_block(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack my opponent with a 4/4. He is blocking with a 1/1.", lexicon)
    assert {"block": {"p1-1": "p4-4"}} in verdict.scenario["actions"]
    assert verdict.summary == "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."


def test_a_keyword_named_before_a_colon_is_a_preamble(lexicon: Lexicon) -> None:
    verdict = verdict_of("Here's how the trample would work: I attack with my 5/5 trampler and my opponent "
                         "blocks with a 2/2.", lexicon)
    final = verdict.outcome["final"]["players"]
    assert (final[verdict.players["me"]]["life"], final[verdict.players["opponent"]]["life"]) == (20, 17)
    # The keyword before the colon is given to no creature: the 4/4 has no trample.
    verdict = verdict_of("Trample: I attack with my 4/4 and my opponent blocks with a 2/2.", lexicon)
    final = verdict.outcome["final"]["players"]
    assert (final[verdict.players["me"]]["life"], final[verdict.players["opponent"]]["life"]) == (20, 20)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


def test_a_creature_with_the_keyword_is_no_preamble(lexicon: Lexicon) -> None:
    judged = judge_question("A trampler: I attack with my 4/4 and my opponent blocks with a 2/2.", lexicon)
    assert judged.verdict is None and judged.unread == ("trampler",)
