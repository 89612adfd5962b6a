"""A verdict lists under its assumptions every choice the engine made by default that the
question did not state (events marked ``"default": true``), and none the question states."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from test_verdict_quiz_phrasing import verdict_of
from verdict_helpers import dev_cases

NO_BLOCK_ASSUMED = ("Bob declares no blockers (the question doesn't say: the engine's default, "
                    "309.1, 309.2a).")
#: The same, said to the asker of a letter in the first person.
NO_BLOCK_ASSUMED_YOU = NO_BLOCK_ASSUMED.replace("Bob", "Your opponent", 1)


@pytest.mark.parametrize("question, assumed", [
    ("Alice attacks Bob with Craw Wurm. Bob is at 6 life. Does Bob lose?", NO_BLOCK_ASSUMED),
    ("I attack with a 2/2. How much damage does he take?", NO_BLOCK_ASSUMED_YOU),
    ("My opponent is at 3 life. I attack with Shivan Dragon. Does he die?", NO_BLOCK_ASSUMED_YOU),
    ("My opponent attacks with a 2/2. How much damage do I take?",
     "You declare no blockers (the question doesn't say: the engine's default, 309.1, 309.2a)."),
])
def test_a_block_the_question_doesnt_tell_is_assumed(question: str, assumed: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert assumed in verdict.assumptions
    # Said before the closing "nothing else happens".
    assert verdict.assumptions[-1].startswith("No other cards are in play")


@pytest.mark.parametrize("question", [
    "Alice attacks Bob with Craw Wurm and Bob doesn't block. Bob is at 6 life. Does Bob lose?",
    "I attack with a 2/2 and he declares no blockers. How much damage does he take?",
    "I attack with a 2/2 and he blocks with a 1/1. What happens?",
    "I attack with a 2/2 with provoke and target his untapped Hill Giant. What happens?",
    "Ken attacks Lee with Thorn Elemental and Lee blocks with Grizzly Bears. Ken has Thorn Elemental "
    "assign its combat damage as though it weren't blocked. What happens?",
    "Alice attacks with a black 3/3 and Bob blocks with Grizzly Bears. Bob plays Shelter on his "
    "Grizzly Bears, naming black. What happens?",
])
def test_a_choice_the_question_states_is_not_assumed(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert not [a for a in verdict.assumptions if "the engine's default" in a]


def test_a_sacrifice_the_question_doesnt_say_is_assumed(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with a Hill Giant and Bob blocks with Grizzly Bears. Bob plays "
                         "Grab the Reins to deal damage to the Hill Giant. What happens?", lexicon)
    assert [a for a in verdict.assumptions if "the engine's default" in a] == [
        "Bob sacrifices Grizzly Bears (power 2) to Grab the Reins (the question doesn't say: the "
        "engine's default, 413.2b, 217.4a)."]


def test_every_development_verdict_lists_exactly_its_defaulted_choices(lexicon: Lexicon) -> None:
    from judge.verdict import judge_question

    for case in dev_cases():
        verdict = judge_question(case["q"], lexicon).verdict
        if verdict is None:
            continue
        defaults = [e for e in verdict.outcome["events"] if e.get("default")]
        listed = [a for a in verdict.assumptions if "the engine's default" in a]
        assert len(listed) == len(defaults), case["q"]
        if "block" in case["q"] and any(w in case["q"] for w in ("doesn't block", "no blockers", "didn't block")):
            assert not any("declares no blockers" in a for a in listed), case["q"]
