"""Part of a group told before (judge/verdict/places.py, ``Placer.of_told``): "he has three 1/1
Elves ... he blocks with two Elves", "I shoot one Elf": those told, when they are alike, said
in the assumptions; a part of unlike ones, or a group of the wrong player, is declined. And a
creature called a blocker or an attacker once an attack is told ("I Shock his 2/2 blocker")
has that role (``Placer.called_roles``), or the letter is declined."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, summary, note", [
    ("My opponent has three 1/1 Elves. I attack with a 3/3. He blocks with two Elves. What happens?",
     "No player's life total changes. The 1/1 (your opponent's) and the 1/1 (your opponent's) are put "
     "into the graveyard.",
     "'two Elves' read as 2 of the 3 alike 1/1 told before."),
    ("I have a Goblin Sharpshooter and my opponent has three 1/1 Elves. He plays a Shock on my "
     "Sharpshooter. In response I tap my Sharpshooter to kill one Elf.",
     "No player's life total changes. Goblin Sharpshooter (yours) and the 1/1 (your opponent's) are put "
     "into the graveyard.",
     "'one Elf' read as 1 of the 3 alike 1/1 told before."),
    ("He has two 2/2 creatures. I attack with a 3/3 and he blocks with a creature. What happens?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     "'a creature' read as 1 of the 2 alike 2/2 told before."),
])
def test_part_of_a_group_told_is_read(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary
    assert note in verdict.assumptions


def test_all_of_a_group_told_needs_no_note(lexicon: Lexicon) -> None:
    verdict = judge_question("My opponent has two 1/1 Elves. I attack with a 3/3. He blocks with two "
                             "Elves. What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.scenario["actions"][1] == {"block": {"p1-1": "p3-3", "p1-1-2": "p3-3"}}
    assert not any("told before" in a for a in verdict.assumptions)


@pytest.mark.parametrize("question, unread, reason", [
    # the Elves differ: which one blocks decides the outcome
    ("My opponent has a 1/1 Elf and a 2/2 Elf. I attack with a 3/3. He blocks with an Elf. What happens?",
     ("an Elf",), "which of several permanents"),
    # more Elves than were told
    ("My opponent has two 1/1 Elves. I attack with a 3/3. He blocks with three Elves. What happens?",
     ("three Elves",), "more of them than the question told"),
    # the Elves told are the other player's: mine are not told
    ("My opponent has three 1/1 Elves. He attacks with a 3/3. I block with an Elf. What happens?",
     ("the power and toughness of an Elf: the outcome depends on them — give them",),
     "a creature told without its size"),
])
def test_part_of_a_group_that_is_not_clear_is_declined(
        question: str, unread: tuple[str, ...], reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread
    assert judged.reason == reason


def test_a_creature_called_a_blocker_blocks(lexicon: Lexicon) -> None:
    """"I Shock his 2/2 blocker" once an attack is told: it blocks the one attacker, said; never
    read as "no blockers" (the 3/3 would then hit the player)."""
    verdict = judge_question("I attack with a 3/3. After blockers are declared, I Shock his 2/2 blocker. "
                             "What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    assert "The 2/2 called a blocker is read as blocking the 3/3." in verdict.assumptions
    assert verdict.scenario["actions"][1] == {"block": {"p2-2": "p3-3"}}


@pytest.mark.parametrize("question, unread, reason", [
    ("I attack with a 3/3 and a 4/4. I Shock his 2/2 blocker. What happens?",
     ("his 2/2 blocker",), "a creature called blocker that the question doesn't say blocks"),
    ("He attacks with a 3/3. I Shock his 2/2 attacker. What happens?",
     ("his 2/2 attacker",), "a creature called attacker that the question doesn't say attacks"),
])
def test_a_role_called_that_is_not_clear_is_declined(
        question: str, unread: tuple[str, ...], reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread
    assert judged.reason == reason


def test_a_blocker_said_before_any_attack_is_what_it_could_do(lexicon: Lexicon) -> None:
    verdict = judge_question("He has a 2/2 blocker. I attack with a 3/3. What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "Your opponent goes to 17. Nothing is put into a graveyard."


@pytest.mark.parametrize("question, summary", [
    ("My 2/2 and my 3/3 both block his 5/5. What dies?",
     "No player's life total changes. The 5/5 (your opponent's), the 2/2 (yours) and the 3/3 (yours) are "
     "put into the graveyard."),
    ("My 2/2 and my 3/3 both attack. He blocks the 2/2 with a 4/4. How much damage does he take?",
     "Your opponent goes to 17. The 2/2 (yours) is put into the graveyard."),
])
def test_both_of_two_creatures_is_read(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


def test_both_of_three_creatures_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("My 2/2, my 1/1 and my 3/3 both block his 5/5. What dies?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("both",)
    assert judged.reason == "'both' of other than two creatures"


def test_some_of_a_players_group_told_are_those_told(lexicon: Lexicon) -> None:
    """"He has three 1/1s ... he blocks with two of his 1/1s": two of the three, not two more (a
    board of five 1/1s would be wrong for anything that counts them)."""
    verdict = judge_question("He has three 1/1s. I attack with a 3/3 and he blocks with two of his 1/1s. "
                             "What happens?", lexicon).verdict
    assert verdict is not None
    assert [e["id"] for e in verdict.scenario["in_play"]] == ["p1-1", "p1-1-2", "p1-1-3", "p3-3"]
    assert verdict.scenario["actions"][1] == {"block": {"p1-1": "p3-3", "p1-1-2": "p3-3"}}
    assert "'two his 1/1s' read as 2 of the 3 alike 1/1 told before." in verdict.assumptions


@pytest.mark.parametrize("described, label", [
    ("a first striking 2/2", "2/2 with first strike"),
    ("a 2/2 that can fly", "2/2 with flying"),
])
def test_keyword_phrasings_are_read(described: str, label: str, lexicon: Lexicon) -> None:
    verdict = judge_question(f"I attack with a 3/3 and my opponent blocks with {described}. What happens?",
                             lexicon).verdict
    assert verdict is not None
    assert verdict.summary == f"No player's life total changes. The {label} (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("My 3/3 attacked and his 2/2 blocked it. What happens?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("His 4/4 attacked me. My 2/2 blocked the 4/4. What happens?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
])
def test_blocked_said_of_the_blocker_is_read(question: str, summary: str, lexicon: Lexicon) -> None:
    """"his 2/2 blocked it": the blocker before "blocked" (judge/verdict/rewrites.py ``_blocked_it``)."""
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary
