"""Session 33: the moments of combat damage told in the past ("after damage was on the stack",
"damage went on the stack", "after first strike damage was dealt"), as letters tell their games
(judge/verdict/words.yaml)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon
from verdict_helpers import verdict_of


def graveyards(verdict: Any) -> dict[str, list[str]]:
    return {name: sorted(player["graveyard"]) for name, player in verdict.outcome["final"]["players"].items()}


@pytest.mark.parametrize(("phrase", "canon"), [
    ("after damage was on the stack", "damage_on_stack"),
    ("once damage was put on the stack", "damage_on_stack"),
    ("damage went on the stack", "damage_on_stack"),
    ("after damage had gone on the stack", "damage_on_stack"),
    ("first strike damage went on the stack", "first_strike_damage_on_stack"),
    ("after first strike damage was dealt", "after_first_strike"),
    ("before damage was on the stack", "after_blocks"),
])
def test_moments_in_the_past(phrase: str, canon: str, lexicon: Lexicon) -> None:
    lexed = lexicon.lex(phrase)
    assert [t.canon for t in lexed.tokens] == [canon]
    assert lexed.unread == ()


def test_a_pump_after_damage_went_on_the_stack_comes_too_late(lexicon: Lexicon) -> None:
    # The damage on the stack is dealt as assigned (310.4): the 2/2 took 3 and Giant Growth's
    # +3/+3 makes it a 5/5 with 3 damage, which survives; the 3/3 is dealt only the 2 assigned.
    verdict = verdict_of("My opponent attacked with a 3/3 and I blocked with my 2/2. After damage went on the "
                         "stack, I Giant Growthed my 2/2.", lexicon)
    assert graveyards(verdict) == {"Alice": ["Giant Growth"], "Bob": []}
    assert {"advance": "combat_damage"} in verdict.scenario["actions"]
