"""Letters that tell a one-on-one combat and then narrate the combat damage they expect
(session 28, our own letters in players' shapes): the narration is set aside, the board
is run and the verdict says the letter's account was set aside
(judge/verdict/outcomes_said.py). A narration that may tell a choice, a pump or another
creature still declines."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of

_NOTE = "The letter's own account of the outcome was set aside: "


def _outcome(question: str, lexicon: Lexicon) -> tuple[dict[str, int], str, list[str]]:
    verdict = verdict_of(question, lexicon)
    final = verdict.outcome["final"]
    life = {name: player["life"] for name, player in final["players"].items()}
    return life, verdict.summary, [a for a in verdict.assumptions if a.startswith(_NOTE)]


@pytest.mark.parametrize("question, summary, notes", [
    ("My 2/2 creature with first strike attacks and his 3/3 blocks. The 2/2 with first strike deals "
     "2 damage in the first combat damage step. The 3/3 survives. In the regular step the 3/3 deals "
     "3 damage to the 2/2, killing it. Is that right?",
     "No player's life total changes. The 2/2 with first strike (yours) is put into the graveyard.",
     [_NOTE + "'The 2/2 with first strike deals 2 damage in the first combat damage step'.",
      _NOTE + "'In the regular step the 3/3 deals 3 damage to the 2/2, killing it'.",
      _NOTE + "'The 3/3 survives'."]),
    ("I attack with my 5/5 and he blocks with his 3/3. My 5/5 deals 5 damage to his 3/3, killing it, "
     "and his 3/3 deals 3 damage to my 5/5. What happens?",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard.",
     [_NOTE + "'My 5/5 deals 5 damage to his 3/3, killing it, and his 3/3 deals 3 damage to my 5/5'."]),
    ("My 4/4 attacks and his 2/2 blocks. The 2/2 deals 2 damage to the 4/4. The 4/4 deals 4 damage "
     "to the 2/2, killing it. Right?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     [_NOTE + "'The 2/2 deals 2 damage to the 4/4'.", _NOTE + "'The 4/4 deals 4 damage to the 2/2, killing it'."]),
    ("My 2/2 creature with first strike attacks and his 3/3 blocks. Then the 3/3 deals 3 damage to "
     "the 2/2, and it dies. Is that right?",
     "No player's life total changes. The 2/2 with first strike (yours) is put into the graveyard.",
     [_NOTE + "'Then the 3/3 deals 3 damage to the 2/2, and it dies'."]),
    ("My 2/2 attacks and his 3/3 blocks. My 2/2 deals 2 damage to his 3/3, which survives, and his "
     "3/3 kills my 2/2. Right?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard.",
     [_NOTE + "'My 2/2 deals 2 damage to his 3/3, which survives, and his 3/3 kills my 2/2'."]),
])
def test_a_narrated_combat_is_set_aside_and_run(question: str, summary: str, notes: list[str],
                                                lexicon: Lexicon) -> None:
    assert _outcome(question, lexicon) == ({"Alice": 20, "Bob": 20}, summary, notes)


def test_a_third_person_narration_is_set_aside(lexicon: Lexicon) -> None:
    question = ("Alice attacks Bob with a 3/3 and Bob blocks with a 2/2. The 3/3 deals 3 damage to the "
                "2/2 and the 2/2 deals 2 damage to the 3/3. Who dies?")
    assert _outcome(question, lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. Bob's 2/2 is put into the graveyard.",
        [_NOTE + "'The 3/3 deals 3 damage to the 2/2 and the 2/2 deals 2 damage to the 3/3'."])


@pytest.mark.parametrize("question, unread", [
    # Damage told of a trampler to its blocker is a choice (502.9): not set aside.
    ("My 2/2 with trample attacks and his 1/1 blocks. The 2/2 deals 2 damage to the 1/1. Right?", ("2",)),
    # An amount that is not the creature's power may tell a pump or an ability.
    ("My 4/4 attacks and his 2/2 blocks. The 2/2 deals 3 damage to the 4/4. Right?", ("3",)),
    # Another creature of the same size: which one deals the damage?
    ("I attack with my 3/3 and he blocks with his 2/2. He also has another 3/3. The 3/3 deals 3 "
     "damage to the 2/2. What happens?", ("3",)),
    # A kill plain combat can't give (the 2/2 can't kill a 3/3 unless something else happens).
    ("My 2/2 attacks and his 3/3 blocks. My 2/2 kills his 3/3. Right?", ("kills",)),
])
def test_a_narration_that_may_tell_more_declines(question: str, unread: tuple[str, ...],
                                                 lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


@pytest.mark.parametrize("question, summary, notes", [
    ("My 3/3 attacks and his 2/2 blocks. His 2/2 dies and mine survives, right?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     [_NOTE + "'His 2/2 dies and mine survives'."]),
    ("I attack with my 5/5 and he blocks with his 3/3, so his 3/3 dies and I take 2.",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard.",
     [_NOTE + "'his 3/3 dies and I take 2'."]),
    ("He attacks with a 3/3 and I block with my 3/3. Both should die.",
     "No player's life total changes. The 3/3 (your opponent's) and the 3/3 (yours) are put into the "
     "graveyard.",
     [_NOTE + "'Both should die'."]),
])
def test_an_outcome_told_is_said_set_aside(question: str, summary: str, notes: list[str],
                                           lexicon: Lexicon) -> None:
    assert _outcome(question, lexicon) == ({"Alice": 20, "Bob": 20}, summary, notes)


@pytest.mark.parametrize("question, life, summary, note", [
    ("My 5/5 attacks and he doesn't block. He takes 5 and goes to 15, right?",
     {"Alice": 20, "Bob": 15}, "Your opponent goes to 15. Nothing is put into a graveyard.", "He takes 5 and goes to 15"),
    ("He attacks me with his 3/3 and I don't block. I take 3 damage and go to 17. Is that right?",
     {"Alice": 17, "Bob": 20}, "You go to 17. Nothing is put into a graveyard.", "I take 3 damage and go to 17"),
])
def test_an_unblocked_attackers_damage_told_is_set_aside(question: str, life: dict[str, int], summary: str,
                                                         note: str, lexicon: Lexicon) -> None:
    assert _outcome(question, lexicon) == (life, summary, [_NOTE + f"'{note}'."])


@pytest.mark.parametrize("question, unread", [
    # Not the attacker's power, or not the life total 20 less it: something else happened.
    ("My 5/5 attacks and he doesn't block. He takes 4.", ("takes",)),
    ("My 5/5 attacks and he doesn't block. He goes to 16.", ("goes",)),
])
def test_a_life_told_that_does_not_follow_declines(question: str, unread: tuple[str, ...],
                                                   lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert (judged.verdict, judged.unread) == (None, unread)
