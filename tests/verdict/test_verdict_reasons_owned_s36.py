"""Session 36: the writer's reasoning around a described combat.

- the reason an account gives may name the creatures by their owners ("since my 3/3 has first
  strike", "because my creature has trample", "since mine has first strike") and may come first
  ("Since mine has first strike, his 2/2 dies."): set aside with the account when each owner and
  keyword it says is the one told (judge/verdict/reasons_owned.py); an owner or a keyword that
  contradicts the board keeps the sentence, which declines;
- "should" is a word of the writer's expectation ("his 2/2 should die");
- two creatures that kill each other "trade" ("They trade.", "The two creatures trade."): an
  account only when each one's power reaches the other's toughness;
- "... so that they trade." told (not asked): the outcome the writer expects, a sentence of its
  own (judge/verdict/sayings.py), set aside as any account.
"""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import action_kinds, life_and_summary, verdict_of

HIS_DIES = "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize(("question", "summary"), [
    ("His 2/2 attacks and my 3/3 with first strike blocks. His 2/2 dies since my 3/3 has first strike.", HIS_DIES),
    ("His 2/2 attacks and my 3/3 with first strike blocks. His 2/2 dies since mine has first strike.", HIS_DIES),
    ("His 2/2 attacks and my 3/3 with first strike blocks. Since mine has first strike, his 2/2 dies.", HIS_DIES),
    ("His 2/2 attacks and my 3/3 with first strike blocks. His 2/2 should die since my 3/3 has first strike.",
     HIS_DIES),
    ("I attack with my 4/4 and he blocks with his 2/2. My 4/4 kills his 2/2 and survives, since his 2/2 only "
     "deals 2 damage.", HIS_DIES),
])
def test_a_reason_that_names_owners_as_told(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert verdict.assumptions[0].startswith("The letter's own account of the outcome was set aside: ")


@pytest.mark.parametrize("question", [
    "I attack with a 5/5 with trample and he blocks with a 2/2. He takes 3 since my 5/5 has trample.",
    "I attack with a 5/5 with trample and he blocks with a 2/2. He takes 3 because my creature has trample.",
    "I attack with a 5/5 with trample and he blocks with a 2/2. Because my 5/5 has trample, he takes 3.",
])
def test_a_trampler_reason_with_its_owner(question: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (
        {"Alice": 20, "Bob": 17}, "Your opponent goes to 17. The 2/2 (your opponent's) is put into the graveyard.")


@pytest.mark.parametrize(("question", "unread"), [
    # the 3/3 is the writer's, not his
    ("His 2/2 attacks and my 3/3 with first strike blocks. His 2/2 dies since his 3/3 has first strike.",
     ("dies", "since")),
    # first strike was told of his 2/2, not of my 3/3
    ("His 2/2 with first strike attacks and my 3/3 blocks. My 3/3 survives since my 3/3 has first strike.",
     ("survives", "since")),
    # an amount the sizes don't give
    ("I attack with my 4/4 and he blocks with his 2/2. My 4/4 survives, since his 2/2 only deals 3 damage.",
     ("since",)),
])
def test_a_reason_that_contradicts_the_board_declines(question: str, unread: tuple[str, ...],
                                                     lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


BOTH_DIE = "No player's life total changes. The 3/3 (your opponent's) and the 3/3 (yours) are put into the graveyard."


@pytest.mark.parametrize("question", [
    "His 3/3 attacks and I block with my 3/3. The two creatures trade.",
    "His 3/3 attacks and I block with my 3/3 so that they trade.",
    "His 3/3 attacks and I block with my 3/3, so that they trade.",
])
def test_creatures_that_trade(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == BOTH_DIE
    assert any("set aside" in a for a in verdict.assumptions)


@pytest.mark.parametrize(("question", "unread"), [
    # a 2/2 can't kill a 3/3 in plain combat: the letter may leave a pump out
    ("His 3/3 attacks and I block with my 2/2. The two creatures trade.", ("trade",)),
    # a player trades one creature for another: no account
    ("His 3/3 attacks and I block with my 3/3. I trade my 3/3 for his.", ("trade",)),
])
def test_a_trade_that_tells_more_declines(question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


def test_so_that_asked_stays_the_hope_of_the_question(lexicon: Lexicon) -> None:
    """Asked, "so that ..." is still the outcome hoped for ("and still ...", as before this
    session): the block is run, and the outcome answers the hope."""
    verdict = verdict_of("Can I block his 3/3 with my 3/3 so that they trade?", lexicon)
    assert verdict.summary.endswith(BOTH_DIE)
    assert action_kinds(verdict) == ["attack", "block", "advance"]


def test_so_that_after_a_spell_is_set_aside_and_the_spell_runs(lexicon: Lexicon) -> None:
    """The spell is run (the 2/2 pumped kills mine and survives); "so that it survives" tells
    nothing the verdict needs."""
    verdict = verdict_of("His 2/2 attacks and I block with my 2/2. He plays Giant Growth on his 2/2 so that it "
                         "survives.", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."
