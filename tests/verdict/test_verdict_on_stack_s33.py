"""Session 33: a spell just played told going on the stack ("The Shock goes on the stack.", "...
and it goes on the stack") is narration that adds nothing (409.1a), read as a no-op as "it
resolves" is; what follows is played while it is on the stack (judge/verdict/grammar.lark)."""

from __future__ import annotations

from typing import Any

from judge.verdict import Lexicon
from verdict_helpers import verdict_of


def graveyards(verdict: Any) -> dict[str, list[str]]:
    return {name: sorted(player["graveyard"]) for name, player in verdict.outcome["final"]["players"].items()}


def test_a_spell_goes_on_the_stack_then_a_response(lexicon: Lexicon) -> None:
    verdict = verdict_of("He plays Shock on my 2/2. The Shock goes on the stack. In response I play Giant "
                         "Growth on my 2/2.", lexicon)
    # Giant Growth resolves first: the 2/2 is a 5/5 when Shock deals its 2 damage.
    assert graveyards(verdict) == {"Alice": ["Giant Growth"], "Bob": ["Shock"]}
    assert [next(iter(a)) for a in verdict.scenario["actions"]][:2] == ["play", "play"]


def test_it_goes_on_the_stack_after_and(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 2/2 and he doesn't block. I play Giant Growth on it and it goes on "
                         "the stack.", lexicon)
    assert verdict.outcome["final"]["players"]["Bob"]["life"] == 15
    assert [t.canon for t in lexicon.lex("The Shock went on the stack.").tokens] == ["the", "sc", "on_stack", "."]
