"""References back to a board already told (judge/verdict/references.py), and an attack the
block implies: "one ... the other" of two alike blockers, "with no creatures", "with no
flying", "my buddy blocks" the one creature told."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, summary", [
    ("I attack with my 3/3 and he blocks with two 2/2s. I assign 2 to one and 1 to the other. What dies?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("I attack with my 3/3 and he blocks with two 2/2s. I put 2 damage on one and 1 on the other one. "
     "What dies?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("I'm attacking with a 2/2 and a 3/3, opponent at 4 life with no creatures. Do I win?",
     "Your opponent goes to -1. Nothing is put into a graveyard. Your opponent loses the game."),
    ("My opponent is at 5 life with no creatures. I attack with a 3/3 and a 2/2. Does he lose?",
     "Your opponent goes to 0. Nothing is put into a graveyard. Your opponent loses the game."),
    ("I attack with a 2/2 and a 3/3 and he has a 2/2 with no flying. He blocks the 3/3. What dies?",
     "Your opponent goes to 18. The 2/2 (your opponent's) is put into the graveyard."),
    ("If I have a 2/2 with first strike and my buddy blocks with a 3/1, does my guy survive?",
     "No player's life total changes. The 3/1 (your opponent's) is put into the graveyard."),
])
def test_references_are_read(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


def test_the_attack_a_block_implies_is_said(lexicon: Lexicon) -> None:
    verdict = judge_question("If I have a 2/2 with first strike and my buddy blocks with a 3/1, "
                             "does my guy survive?", lexicon).verdict
    assert verdict is not None
    assert "The 2/2 with first strike is read as attacking: it is blocked." in verdict.assumptions
    assert verdict.scenario["actions"][0] == {"attack": ["p2-2"]}


@pytest.mark.parametrize("question, unread", [
    # two blockers that differ: which is "one" decides the outcome
    ("I attack with my 3/3 and he blocks with a 2/2 and a 1/1. I assign 2 to one and 1 to the other. "
     "What dies?", ("other",)),
    # two creatures of mine: which one is blocked is not said
    ("I have a 2/2 and a 3/3 and my buddy blocks with a 3/1. What dies?", ("blocks with",)),
])
def test_references_that_could_mean_two_things_decline(
        question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


@pytest.mark.parametrize("question, summary", [
    ("Say I have a 2/2 flyer and my opponent has a 3/3 with no abilities. I attack and he can't block. "
     "How much damage does he take?",
     "Your opponent goes to 18. Nothing is put into a graveyard."),
    ("Let's say my opponent attacks me with a 4/4 creature and I block with a 2/2 creature. Then I play "
     "Giant Growth on my creature. What happens?",
     "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard."),
    ("My opponent, who is at 3 life, has no creatures in play. I attack with a 2/2 and a 1/1. Does he lose?",
     "Your opponent goes to 0. Nothing is put into a graveyard. Your opponent loses the game."),
    # what he said is a claim of its own, not the board
    ("My opponent attacked with a 6/6 trampler. I blocked with a 2/2 and he said he would assign all 6 "
     "damage to me. Can he do that?", "You go to 16. The 2/2 (yours) is put into the graveyard."),
])
def test_board_facts_said_in_passing_are_read(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


@pytest.mark.parametrize("question, unread, reason", [
    ("My opponent has no creatures. He blocks my 3/3 with a 2/2. What dies?", ("has no creatures",),
     "a player said to have no creatures blocks"),
    ("I attack with a 3/3 and he says he blocks with a 2/2. What dies?", ("blocks with",), ""),
])
def test_what_contradicts_or_is_only_claimed_declines(
        question: str, unread: tuple[str, ...], reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert (judged.unread, judged.reason) == (unread, reason)


@pytest.mark.parametrize("question", [
    "I attack with a 3/3 and he blocks with a 4/4. After blockers were declared, I played Giant Growth on "
    "my 3/3. What dies?",
    "I attack with a 3/3 and he blocks with a 4/4. After the blockers have been declared I play Giant "
    "Growth on my 3/3. What dies?",
    "I attack with a 3/3 and he blocks with a 4/4. Once blockers were declared I played Giant Growth on "
    "my 3/3. What dies?",
])
def test_after_blockers_told_at_length(question: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard."


def test_two_elves_are_two_creatures(lexicon: Lexicon) -> None:
    verdict = judge_question("I have a 4/4 Wurm with trample. He blocks it with two 1/1 Elves. How much "
                             "damage does he take?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("Your opponent goes to 18. The 1/1 (your opponent's) and the 1/1 (your "
                               "opponent's) are put into the graveyard.")


def test_a_blocker_named_twice_in_one_block_declines(lexicon: Lexicon) -> None:
    # Once read as one 1/1 blocking: two creatures, or one named twice?
    judged = judge_question("My 3/3 is being blocked by his 1/1 and his 1/1. How much damage can I do "
                            "to each?", lexicon)
    assert judged.verdict is None
    assert (judged.unread, judged.reason) == (("his 1/1",), "a blocker named twice")


@pytest.mark.parametrize("question", [
    "My opponent attacked me with a 3/3. I blocked with a 2/2 and put combat damage on the stack. Then I "
    "played Giant Growth on my 2/2. Which creatures die?",
    "My opponent attacked me with a 3/3. I blocked with a 2/2 and we put damage on the stack, then I played "
    "Giant Growth on my 2/2. Which creatures die?",
])
def test_damage_put_on_the_stack_is_the_time_of_what_follows(question: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    # Giant Growth after the damage is on the stack: the 3 damage to the 2/2 is already dealt
    # to a 5/5, and the 2/2's 2 to the 3/3: nothing dies.
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."


def test_a_creature_such_as_a_card_is_the_card(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with a creature such as Grizzly Bears and he blocks with a 1/1. "
                             "What dies?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("A creature with power 3 and toughness 3 attacks and is blocked by a 2/2. What dies?",
     "No player's life total changes. Bob's 2/2 is put into the graveyard."),
    ("My opponent tapped out and attacked with a 3/3. I blocked with a 3/3 and then cast Giant Growth on "
     "my guy. Who dies?", "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
    ("I was attacking with a 5/5 trample and he was blocking with a 2/2. How much damage did he take?",
     "Your opponent goes to 17. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_descriptions_and_states_told_at_length(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary
