"""What a play is for, said after it: "Can I Giant Growth my 2/2 to kill the wall?" (a pump's
"to kill ..." is the outcome asked about, said in the assumptions, judge/verdict/choices.py
``aim_only``), "I Shock his 2/2 to kill it" (the target said twice is one), and "I kill his
1/1 with my Sharpshooter" (its damage ability)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, summary", [
    ("I attack with a 2/2 and he blocks with a 0/4 wall. Can I play Giant Growth on my creature to kill the "
     "wall?",
     "No player's life total changes. The 0/4 (your opponent's) is put into the graveyard."),
    ("I attack with a 2/2 and he blocks with a 0/4 wall. Can I Giant Growth my creature to kill the wall?",
     "No player's life total changes. The 0/4 (your opponent's) is put into the graveyard."),
    ("I attack with a 2/2 and he blocks with a 1/6. I play Giant Growth on my creature to kill his creature. "
     "What happens?",
     "No player's life total changes. Nothing is put into a graveyard."),
])
def test_a_pumps_aim_is_the_outcome_asked_about(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary  # never "Yes, that can be done." for the aim
    assert any(a.startswith("'to kill ") and a.endswith("read as the outcome asked about, not what Giant "
                                                        "Growth does.") for a in verdict.assumptions)
    assert verdict.scenario["actions"][2]["play"]["targets"] == ["p2-2"]


def test_the_target_said_twice_is_one(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with a 2/2 and he blocks with a 2/2. I Shock his creature to kill it. "
                             "What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


def test_two_targets_for_one_spell_are_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 and he blocks with a 2/2. I Shock his creature to kill my "
                            "creature. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("Shock",)
    assert judged.reason == "a spell aimed at two things"


def test_kill_with_a_pinger_is_its_ability(lexicon: Lexicon) -> None:
    """"I kill one Elf with my Sharpshooter": the Sharpshooter's damage ability on one of the
    Elves told (judge/verdict/rewrites.py ``_kill_with``)."""
    verdict = judge_question("I have a Goblin Sharpshooter and he has two 1/1 Elves. I kill one Elf with my "
                             "Sharpshooter. Does it untap?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."
    assert verdict.scenario["actions"][0]["activate"]["source"] == "goblin-sharpshooter"


def test_kill_with_a_creature_without_a_damage_ability_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 2/2. I kill it with my 3/3. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("my 3/3",)
    assert judged.reason == "3/3 has no one ability to deal damage"
