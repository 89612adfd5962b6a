"""Session 35: the layout of a bug report ("Steps to reproduce: 1. ... 2. ...", "Expected: ...",
"Actual: ..."), judge/verdict/report_layout.py."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.report_layout import report_layout
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize(("question", "told"), [
    ("1. I attack with a 3/3. 2. AI blocks with a 2/2.", "I attack with a 3/3. AI blocks with a 2/2."),
    ("Step 1: Attack with a 3/3. Step 2: opponent blocks.", "Attack with a 3/3. opponent blocks."),
    ("Expected: the 2/2 dies. Actual: nothing dies.", "I thought the 2/2 dies. Nothing dies."),
    ("Expected result: Grizzly Bears dies.", "I thought Grizzly Bears dies."),
    ("Actual behavior: both die.", "Both die."),
])
def test_a_report_said_as_a_letter(question: str, told: str) -> None:
    assert report_layout(question) == told


@pytest.mark.parametrize("question", [
    "He takes 2. 3 damage is dealt to the 3/3.",    # a number ending a sentence is no step
    "I expected more: he blocks.",
    "My life is 12. Actually, he attacks with a 3/3.",
])
def test_other_text_left_as_written(question: str) -> None:
    assert report_layout(question) == question


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("Steps to reproduce: 1. Attack with a 3/3. 2. Opponent blocks with a 2/2. Expected: the 2/2 dies. "
     "Actual: nothing dies.", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    # first strike (310.5): the AI's 3/3 is destroyed before it deals its damage
    ("1. I attack with a 3/3 first strike. 2. AI blocks with a 3/3. 3. Both creatures die. Expected: only the "
     "AI's creature dies.", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
])
def test_a_report_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_the_expectation_is_set_aside_as_a_guess(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 3/3. Opponent blocks with a 2/2. Expected: the 2/2 dies.", lexicon)
    assert verdict.decisive[-1] == ("State-based effects: 2/2 is destroyed (lethal damage, 420.5c).",
                                    ("408.2c", "420.3", "420.5", "420.5c"))


def test_an_expected_action_is_not_read_as_told(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3. Opponent blocks with a 2/2. Expected: I sacrifice the 3/3 "
                            "before damage.", lexicon)
    assert judged.verdict is None or not any(
        "sacrifice" in str(action) for action in judged.verdict.scenario["actions"])
