"""A creature's text restated in the letter in players' ways of introducing it
(judge/verdict/text_said.py): "with the ability '...'", "which has the ability '...'",
"with an ability that says '...'", "whose ability says '...'", and "a creature that says
'...'. It's a 2/2." (the size told after it); the quoted text is read with the engine's
ability language. Our own letters, in the shapes forum posts use."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

GAIN = "You go to 22 and your opponent goes to 18. Nothing is put into a graveyard."
LIFELINK = "whenever this deals damage to a player, you gain 2 life"


@pytest.mark.parametrize("question, summary", [
    (f'I attack with a 2/2 with an ability that says "{LIFELINK}". He doesn\'t block. What happens?', GAIN),
    (f'I attack with a 2/2 which has the ability "{LIFELINK}". He doesn\'t block. What happens?', GAIN),
    (f'I attack with a 2/2 whose ability says "{LIFELINK}". He doesn\'t block. What happens?', GAIN),
    # without the text's +2/+2 the 3/3 would survive and the 4/4 live
    ('I attack with a 3/3 with the ability "whenever this becomes blocked, it gets +2/+2 until end of turn". '
     'He blocks with a 4/4. What dies?',
     "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard."),
])
def test_text_introduced_is_the_creatures(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert [p["abilities"] for p in judged.verdict.scenario["in_play"] if p["controller"] == "Alice"][0]


@pytest.mark.parametrize("question, summary, size", [
    ('I attack with a creature that says "Whenever this deals combat damage to a player, you gain 2 life." '
     "It's a 2/2. He doesn't block. What happens?", GAIN, "2/2"),
    ('I attack with a creature that says "Whenever this deals combat damage to a player, you gain 2 life." '
     "It is a 3/3. He blocks with a 2/2. What happens?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.", "3/3"),
    ('My opponent attacks with a creature that says "whenever this becomes blocked, it gets +2/+2 until end '
     "of turn\". It's a 2/2. I block with my 3/3. What dies?",
     "No player's life total changes. The 3/3 (yours) is put into the graveyard.", "2/2"),
])
def test_size_told_after_the_text(question: str, summary: str, size: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert f"The creature told by its text is the {size} told after it." in judged.verdict.assumptions


@pytest.mark.parametrize("question, reason, unread", [
    # no size at all
    (f'I attack with a creature that says "{LIFELINK}". He doesn\'t block. What happens?',
     "a creature without a name or power and toughness", (f'a creature "{LIFELINK}"',)),
    # more than its size after it: not moved
    ('I attack with a creature that says "Whenever this deals combat damage to a player, you gain 2 life." '
     "It's a 2/2 now that I pumped it. He doesn't block. What happens?", "", ("that",)),
])
def test_text_without_a_size_declines(question: str, reason: str, unread: tuple[str, ...],
                                      lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == (reason, unread)


@pytest.mark.parametrize("question, summary", [
    ('I have an enchantment in play that says "whenever a creature is put into a graveyard from play, you gain '
     '1 life". I attack with a 2/2 and he blocks with a 3/3. What happens?',
     "You go to 21. The 2/2 (yours) is put into the graveyard."),
    # "you" of the opponent's creature's text is its controller
    ('He has a 2/2 in play that says "whenever this deals damage to a player, you lose 1 life". He attacks and '
     "I do not block. What happens?", "You go to 18 and your opponent goes to 19. Nothing is put into a graveyard."),
])
def test_text_of_a_permanent_in_play(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
