"""Session 33: the outcome a letter tells joined by "and" to the combat it follows ("I blocked his
3/3 with my 3/3 and both died"), read as the account it is as a sentence of its own
(judge/verdict/outcomes_joined.py)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon
from verdict_helpers import verdict_of


def graveyards(verdict: Any) -> dict[str, list[str]]:
    return {name: sorted(player["graveyard"]) for name, player in verdict.outcome["final"]["players"].items()}


@pytest.mark.parametrize(("question", "dead"), [
    ("I blocked his 3/3 with my 3/3 and both died. Is that right?", {"Alice": ["3/3"], "Bob": ["3/3"]}),
    ("I blocked his 3/3 with my 3/3 and they both died.", {"Alice": ["3/3"], "Bob": ["3/3"]}),
    ("I blocked his 3/3 with my 2/2, and my 2/2 died.", {"Alice": ["2/2"], "Bob": []}),
    ("He attacked with a 3/3 and I blocked with my 2/2 and it died.", {"Alice": ["2/2"], "Bob": []}),
])
def test_an_outcome_joined_to_the_combat(question: str, dead: dict[str, list[str]], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert graveyards(verdict) == dead
    assert any(a.startswith("The letter's own account of the outcome was set aside: '") for a in verdict.assumptions)


def test_the_split_is_only_of_a_clause_of_deaths(lexicon: Lexicon) -> None:
    from judge.verdict.outcomes_joined import outcomes_joined

    tokens = list(lexicon.lex("I attack with a 2/2 and he blocks with a 3/3.").tokens)
    assert outcomes_joined(tokens) == tokens  # "and he blocks": an action, not an outcome
    tokens = list(lexicon.lex("I attack with a 2/2 and both died.").tokens)
    assert [t.canon for t in outcomes_joined(tokens)].count(".") == 2
    tokens = list(lexicon.lex("My 2/2 has flying and it died.").tokens)
    assert outcomes_joined(tokens) == tokens  # no combat in the sentence
