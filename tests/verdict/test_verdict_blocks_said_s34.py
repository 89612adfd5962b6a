"""Session 34: blocks as players say them: "I'm blocking with my 2/2", "he's blocking with a 3/3"
(the player said with "'m"/"'s" before "blocking with", judge/verdict/grammar.lark), and "I put
two 2/2s in front of it", "both my 2/2s" (a number or "both" before the creatures put in front,
judge/verdict/sayings.py)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.sayings import plain_sayings
from verdict_helpers import verdict_of


def graveyards(verdict: Any) -> dict[str, list[str]]:
    return {name: sorted(player["graveyard"]) for name, player in verdict.outcome["final"]["players"].items()}


@pytest.mark.parametrize(("question", "dead"), [
    ("My opponent is attacking me with a 3/3 and I'm blocking with a 2/2. Who dies?", {"Alice": ["2/2"], "Bob": []}),
    ("I'm attacking with a 3/3 and he's blocking with a 2/2 flyer. Who dies?",
     {"Alice": [], "Bob": ["2/2 with flying"]}),
    ("He attacks me with a 4/4 and I put two 2/2s in front of it. Does it die?",
     {"Alice": ["2/2", "2/2"], "Bob": ["4/4"]}),
    ("He attacks me with a 4/4 and I put both my 2/2s in front of it. Does it die?",
     {"Alice": ["2/2", "2/2"], "Bob": ["4/4"]}),
])
def test_a_block_said_so(question: str, dead: dict[str, list[str]], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert graveyards(verdict) == dead
    assert {p["life"] for p in verdict.outcome["final"]["players"].values()} == {20}


def test_the_creatures_put_in_front_with_a_number() -> None:
    assert plain_sayings("He attacks with a 4/4 and I put two 2/2s in front of it.") == \
        "He attacks with a 4/4 and I block it with two 2/2s."


def test_blocking_with_and_no_attacker_told(lexicon: Lexicon) -> None:
    judged = judge_question("I'm blocking with my 2/2. What happens?", lexicon)
    assert judged.verdict is None
    assert (judged.unread, judged.reason) == (("blocking",), "which attacker is blocked")
