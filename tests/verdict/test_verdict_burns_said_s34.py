"""Session 34: burn as players say it: "he burns my 3/3 for 2", "I burned him for 3" (any form
of the verb, and a player burned), "he deals 2 damage to my 3/3 with a burn spell" (the spell
said last): an instant that deals that much damage to the target (judge/verdict/shapes.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from verdict_helpers import life_and_summary


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("I attack with a 3/3 and he blocks with a 2/2. Before damage he burns my 3/3 for 2. What happens?",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("I attack with a 3/3 and he blocks with a 2/2. Before damage he deals 2 damage to my 3/3 with a burn spell. "
     "What happens?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("I attack with a 3/3 and he doesn't block. Then I burned him for 3. What is his life?",
     {"Alice": 20, "Bob": 14}, "Your opponent goes to 14. Nothing is put into a graveyard."),
])
def test_a_burn_said(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)
