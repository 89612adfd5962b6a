"""Session 35: in a letter told by no "I" or "you", "attacks a player (who blocks ...)" is the
defending player attacked; "There's a 2/2 attacking me"; "With my 3/3, I block his 2/2"
(judge/verdict/sayings.py)."""

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


@pytest.mark.parametrize(("question", "told"), [
    ("There's a 2/2 attacking me and I block with a 1/1.", "A 2/2 is attacking me and I block with a 1/1."),
    ("There is a 3/3 attacking me.", "A 3/3 is attacking me."),
    ("With my 3/3, I block his 2/2.", "I block his 2/2 with my 3/3."),
    ("With my 3/3. I blocked his 2/2.", "I blocked his 2/2 with my 3/3."),
    # a permanent's state, no blocker said; a keyword: left as written
    ("With my 3/3 in play, I block his 2/2.", "With my 3/3 in play, I block his 2/2."),
    ("With first strike, my 2/2 blocks his 2/2.", "With first strike, my 2/2 blocks his 2/2."),
])
def test_the_attacker_or_the_blocker_said_first(question: str, told: str) -> None:
    assert plain_sayings(question) == told


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("There's a 2/2 attacking me and I block with a 1/1. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 1/1 (yours) is put into the graveyard."),
    ("With my 3/3 I blocked his 2/2. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_said_first_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)
