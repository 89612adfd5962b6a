"""Session 36: "attacks with both Grizzly Bears and Trained Armodon" lists two creatures; "both"
adds nothing there (a card name ending in "s" is no plural). It was read as two Grizzly Bears
and a Trained Armodon: the unblocked attack dealt 4, not 2 (batch 39's Magic Academy letter,
declined for other words, showed it). "attacks with both Grizzly Bears" alone is still two
(judge/verdict/several_blocks.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from verdict_helpers import life_and_summary


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("Ben attacks with both Grizzly Bears and Trained Armodon. Opie blocks the Armodon with his Giant Cockroach.",
     {"Ben": 20, "Opie": 18},
     "Opie goes to 18. Ben's Trained Armodon and Opie's Giant Cockroach are put into the graveyard."),
    ("I attack with both a 2/2 and a 3/3. He doesn't block.", {"Alice": 20, "Bob": 15},
     "Your opponent goes to 15. Nothing is put into a graveyard."),
    ("I attack with both Grizzly Bears.", {"Alice": 20, "Bob": 16},
     "Your opponent goes to 16. Nothing is put into a graveyard."),
    ("I have two Grizzly Bears. I attack with both Grizzly Bears and he doesn't block.", {"Alice": 20, "Bob": 16},
     "Your opponent goes to 16. Nothing is put into a graveyard."),
])
def test_both_before_a_list_or_a_plural(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)
