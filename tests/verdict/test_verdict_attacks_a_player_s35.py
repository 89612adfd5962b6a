"""Session 35: in a letter told by no "I" or "you", "attacks a player (who blocks ...)" is the
defending player attacked (judge/verdict/sayings.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from judge.verdict.sayings import plain_sayings
from verdict_helpers import life_and_summary


def test_the_player_attacked_said() -> None:
    assert plain_sayings("A 5/5 attacks a player who blocks with a 3/3.") == \
        "A 5/5 attacks the defending player who blocks with a 3/3."
    # told by "I": "a player" is the asker's opponent (the rewrite before this one)
    assert plain_sayings("I attack a player with my 5/5.") == "I attack a player with my 5/5."


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("If a 5/5 with trample attacks a player who blocks with a 3/3, the player takes 2 damage.",
     {"Alice": 20, "Bob": 18}, "Bob goes to 18. Bob's 3/3 is put into the graveyard."),
    ("A 3/3 attacks a player, who blocks with a 2/2. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. Bob's 2/2 is put into the graveyard."),
])
def test_a_player_attacked_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)
