"""The damage a writer says an attack dealt ("I attack with a Skirk Commando dealing 2 damage
to him and 2 damage to the 4/4": judge/verdict/rewrites.py ``_dealing_after_attack``, set
aside as the asker's account and said so), and a spell's damage said before its target ("a
Firebolt for 2 damage on the 4/4", grammar.lark ``play``)."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question

_LETTER = ("My opponent has a tapped 4/4 creature. During my combat phase, I attack with a Skirk Commando "
           "dealing 2 damage to him and 2 damage to the 4/4. Later that turn I cast a Firebolt for 2 damage "
           "on the 4/4, but he says combat damage has already resolved and therefore his 4/4 survives. Is "
           "this correct?")


def test_the_told_damage_is_set_aside_and_said(lexicon: Lexicon) -> None:
    """Batch 20's letter in its own words."""
    verdict = judge_question(_LETTER, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "Your opponent goes to 18. The 4/4 (your opponent's) is put into the graveyard."
    assert ("Read as the asker's argument, not the board: 'dealing 2 damage to him and 2 damage to the "
            "4/4'.") in verdict.assumptions
    assert verdict.scenario["actions"][-2]["play"] == {"card": "Firebolt", "by": "Alice", "targets": ["p4-4"]}


def test_a_damage_that_is_not_the_spells_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I cast a Shock for 3 damage on his 3/3. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("3",)
    assert judged.reason == "a value of X for a spell without X"
