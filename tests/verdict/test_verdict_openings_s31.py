"""Session 31: a sentence opening "With my Glorious Anthem in play, ..." read as what its player
has, when whose it is is said (judge/verdict/time_clauses.py); with no owner said it declines.
"(and) (I have) no other creatures (in play)" said of a player's permanents: nothing else, what
the reader assumes (judge/verdict/references.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary


@pytest.mark.parametrize("question, summary", [
    # Glorious Anthem: the 2/2 is a 3/3 and trades with the 3/3.
    ("With my Glorious Anthem in play, I attack with my 2/2 and he blocks with a 3/3. What happens?",
     "No player's life total changes. The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard."),
    ("With my opponent's Glorious Anthem in play, he attacks with his 2/2 and I block with my 3/3.",
     "No player's life total changes. The 2/2 (your opponent's) and the 3/3 (yours) are put into the graveyard."),
    ("With Bob's Glorious Anthem and his Crusade in play, Bob attacks with his 2/2 and Alice blocks with her "
     "3/3.", "No player's life total changes. Bob's 2/2 and Alice's 3/3 are put into the graveyard."),
    # Giant Growth makes the 2/2 a 5/5: Shock doesn't kill it.
    ("If I play Giant Growth on my 2/2 and I have no other creatures in play, then my opponent Shocks it, "
     "what happens?", "No player's life total changes. Nothing is put into a graveyard."),
    ("I have a 2/2 and no other creatures in play. He plays Shock on my 2/2. What happens?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
])
def test_openings_read(question: str, summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon)[1] == summary


def test_whose_said_in_an_opening(lexicon: Lexicon) -> None:
    judged = judge_question("With a Glorious Anthem in play, I attack with my 2/2 and he blocks with a 3/3. "
                            "What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("a Glorious Anthem",)
