"""A sentence telling an action the reader doesn't know on "it" ("I flip it over.", "With
damage on the stack, I zorch it.") is not chatter to set aside: before session 27 the
reader dropped it and gave the verdict of the board without it (a face-down Exalted Angel
"flipped up" died as a 2/2). It is now declined, naming the verb."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question, unread", [
    ("I attack with a 2/2. He blocks with a 3/3. With damage on the stack, I zorch it. What happens?", ("zorch",)),
    ("I attack with a face-down Exalted Angel. He blocks with a 3/3. I flip it over. What happens?",
     ("flip", "over")),
    ("I attack with a face-down Exalted Angel. He blocks with a 3/3. I reveal it. What happens?", ("reveal",)),
])
def test_unknown_action_on_it_declines(question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


def test_chatter_without_an_object_stays_set_aside(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3 and he blocks with a 2/2. I'm an old-school player coming back. "
                            "What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
