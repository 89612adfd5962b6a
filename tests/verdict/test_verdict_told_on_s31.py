"""Session 31: a sentence that goes on telling its player's life total after a comma ("Bob
controls a Grizzly Bears, and is at 5 life.": no question, though "is" may open one; its
subject is the sentence's), and a letter typed without full stops whose sentence ends in a
parenthesis ("... a Wild Jhovall (3/3) Once combat damage is on the stack, ...")."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from judge.verdict.run_ons import sentence_breaks
from verdict_helpers import verdict_of


@pytest.mark.parametrize("question", [
    "Bob controls a Grizzly Bears, and is at 5 life. Alice plays a Shock targeting Bob. What happens?",
    "Bob controls a Grizzly Bears and has 5 life. Alice plays a Shock targeting Bob. What happens?",
])
def test_life_told_on(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.outcome["final"]["players"]["Bob"]["life"] == 3
    assert verdict.summary == "Bob goes to 3. Nothing is put into a graveyard."


def test_sentence_break_after_a_parenthesis(lexicon: Lexicon) -> None:
    assert sentence_breaks("Russell blocks with a Wild Jhovall (3/3) Once combat damage is on the stack, "
                           "Michelle returns it", lambda words: False) == \
        "Russell blocks with a Wild Jhovall (3/3). Once combat damage is on the stack, Michelle returns it"
    # Combat damage on the stack before the bounce: the Flesh Reaver's 4 damage is still dealt (310.4a).
    verdict = verdict_of("Michelle attacks with a Flesh Reaver, Russell blocks with a Wild Jhovall (R3, "
                         "Creature- Cat, 3/3) Once combat damage is on the stack, Michelle returns the Flesh "
                         "Reaver to her hand with an Unsummon How does combat proceed?", lexicon)
    assert verdict.summary == ("No player's life total changes. Russell's Wild Jhovall is put into the "
                               "graveyard. Michelle's Flesh Reaver returns to its owner's hand.")


def test_a_player_ending_a_list_of_targets(lexicon: Lexicon) -> None:
    # "and Russell." with no verb after it: a second target, not a new clause. Worship keeps him
    # at 1 while he controls a creature as the damage is dealt.
    verdict = verdict_of("Russell controls a Worship and a 1/1 creature, and has 1 life. Michelle plays a "
                         "Shower of Sparks targeting the creature and Russell.", lexicon)
    assert verdict.outcome["final"]["players"]["Russell"]["life"] == 1
    assert verdict.summary == "No player's life total changes. Russell's 1/1 is put into the graveyard."
    verdict = verdict_of("Russell controls a 1/1 creature, and has 1 life. Michelle plays a Shower of Sparks "
                         "targeting the creature and Russell.", lexicon)
    assert verdict.summary == "Russell goes to 0. Russell's 1/1 is put into the graveyard. Russell loses the game."


@pytest.mark.parametrize("question, life", [
    # "who" right after a player, no comma: a relative clause telling the life total, not a
    # question (before, it was set aside as one and Michelle was taken to be at 20).
    ("Russell plays a Shock targeting Michelle who is at 2 life.", 0),
    ("Russell plays a Shock targeting Michelle, who is at 2 life.", 0),
])
def test_who_after_a_player(question: str, life: int, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.outcome["final"]["players"]["Michelle"]["life"] == life
    assert verdict.summary == "Michelle goes to 0. Nothing is put into a graveyard. Michelle loses the game."
