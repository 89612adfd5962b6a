"""A size said for a card that comes into play with +1/+1 counters (judge/verdict/places.py,
``Placer.size_with_counters``): "my 6/6 Clockwork Dragon" is its 0/0 with the six counters
(410.10e), so what removes a counter still does (the dragon that blocked a 5/6 loses one at
end of combat and dies); another size is read as said with no counters, both said."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question


def test_the_size_with_its_counters_keeps_the_counters(lexicon: Lexicon) -> None:
    verdict = judge_question("If my friend attacks with a 5/6 creature, and I block with my 6/6 Clockwork "
                             "Dragon, will the dragon die?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("No player's life total changes. The 5/6 (your opponent's) and Clockwork "
                               "Dragon (yours) are put into the graveyard.")
    assert ("The 6/6 said of Clockwork Dragon is its size with the 6 +1/+1 counters it comes into play "
            "with.") in verdict.assumptions
    assert "Clockwork Dragon (yours) has the 6 +1/+1 counters it comes into play with (410.10e)." \
        in verdict.assumptions
    dragon = next(e for e in verdict.scenario["in_play"] if e.get("card") == "Clockwork Dragon")
    assert dragon["counters"] == {"+1/+1": 6}
    assert "power" not in dragon


def test_another_size_is_read_as_said_and_said(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with a 2/2 Phantom Centaur and my opponent blocks with a 1/1. "
                             "Who dies?", lexicon).verdict
    assert verdict is not None
    assert "Phantom Centaur is read as the 2/2 said, with no +1/+1 counters." in verdict.assumptions
    assert "counters" not in verdict.scenario["in_play"][0]


def test_when_the_counter_is_removed_asks_about_the_outcome(lexicon: Lexicon) -> None:
    """The letter of batch 21 in its own words: "when the counter is removed" says only when
    the outcome is asked about (the dragon's own end-of-combat ability removes it)."""
    verdict = judge_question("If my friend attacks with a 5/6 creature, and I block with my 6/6 Clockwork "
                             "Dragon, will the dragon die when the counter is removed?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("No player's life total changes. The 5/6 (your opponent's) and Clockwork "
                               "Dragon (yours) are put into the graveyard.")
