"""Session 35: a double or triple block told of the attacker, with the blockers left unsaid ("He
attacks with a 3/3 and I double block it", "... I double block his 3/3"): all of the player's
creatures block it, as many as the word says; "I block one of them" of alike attackers, with the
player's one creature (judge/verdict/combat_clauses.py, grammar.lark)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize("question", [
    "I have a 2/2 and a 1/1. He attacks with a 3/3 and I double block it. What dies?",
    "I have a 2/2 and a 1/1. He attacks with a 3/3 and I double block his 3/3. What dies?",
])
def test_the_attacker_double_blocked(question: str, lexicon: Lexicon) -> None:
    # 3 damage divided 2 and 1 (lethal to each, 310.2c); the 3/3 takes 2 + 1
    assert life_and_summary(question, lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours), the 1/1 (yours) and the 3/3 "
                                  "(your opponent's) are put into the graveyard.")
    verdict = verdict_of(question, lexicon)
    assert [a for a in verdict.scenario["actions"] if "block" in a] == [{"block": {"p2-2": "p3-3", "p1-1": "p3-3"}}]


@pytest.mark.parametrize("question", [
    # three creatures of the player's for a double block: which two?
    "I have a 2/2, a 1/1 and a 4/4. He attacks with a 3/3 and I double block it. What dies?",
    # no attack told: "his 3/3" may not be attacking
    "I have a 2/2 and a 1/1 and double blocked his 3/3. What dies?",
])
def test_blockers_the_letter_leaves_open_decline(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None


def test_one_of_alike_attackers_blocked_by_the_one_creature(lexicon: Lexicon) -> None:
    # either 3/3 blocked gives the same outcome: the other deals its 3 to the player (310.2b)
    verdict = verdict_of("He attacks with two 3/3s and I have one 4/4. I block one of them. How much damage do I "
                         "take?", lexicon)
    assert verdict.summary == "You go to 17. The 3/3 (your opponent's) is put into the graveyard."
    assert any(note.startswith("'one of them' read as one of the alike attackers") for note in verdict.assumptions)


@pytest.mark.parametrize("question", [
    "He attacks with a 3/3 and a 2/2 and I have a 4/4. I block one of them. How much damage do I take?",
    "He attacks with two 3/3s and I have a 4/4 and a 1/1. I block one of them. How much damage do I take?",
])
def test_one_of_them_the_letter_leaves_open_declines(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None


@pytest.mark.parametrize("question", [
    "My opponent's 3/3 attacked. I had a 2/2 and a 1/1 untapped and double blocked. What dies?",
    "My opponent's 3/3 attacked. I had a 2/2 and a 1/1 and double blocked it. What dies?",
])
def test_double_blocked_with_the_subject_carried(question: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 3/3 (your opponent's), the 2/2 (yours) and "
                                  "the 1/1 (yours) are put into the graveyard.")


@pytest.mark.parametrize("question", [
    "His 3/3 attacked. I had a 2/2, a 1/1 and a 4/4 and double blocked. What dies?",       # which two?
    "I attacked with a 3/3 and he had a 2/2 and a 1/1 and double blocked. What dies?",     # whose subject?
])
def test_double_blocked_left_open_declines(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None
