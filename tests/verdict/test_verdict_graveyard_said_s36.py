"""Session 36: a creature of the combat told going to the graveyard ("the 2/2 goes to the
graveyard", "is put into its owner's graveyard", "gets sent to the graveyard", "ends up in the
graveyard", "both went to the graveyard") is its death said in the rules' own words (420.5c): in
the writer's account of the outcome it is set aside as "dies" is
(judge/verdict/reasons_owned.py graveyard_deaths); a player who puts a creature into the
graveyard, or a spell that goes there, is no such account and still declines."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.reasons_owned import graveyard_deaths
from judge.verdict.tokens import Token
from verdict_helpers import verdict_of

THIRD = "A 3/3 creature attacks and is blocked by a 2/2 creature. "
BLOCKER_DIES = "No player's life total changes. Bob's 2/2 is put into the graveyard."
BOTH_DIE = "No player's life total changes. The 3/3 (your opponent's) and the 3/3 (yours) are put into the graveyard."


@pytest.mark.parametrize("account", [
    "The 2/2 goes to the graveyard.",
    "The 2/2 is put into the graveyard.",
    "The 2/2 is put into its owner's graveyard.",
    "The 2/2 gets sent to the graveyard and the 3/3 survives.",
    "The 2/2 ends up in the graveyard.",
])
def test_a_death_told_as_going_to_the_graveyard(account: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(THIRD + account, lexicon)
    assert verdict.summary == BLOCKER_DIES
    assert f"The letter's own account of the outcome was set aside: '{account[:-1]}'." in verdict.assumptions


@pytest.mark.parametrize("question", [
    "His 3/3 attacks and I block with my 3/3. Both creatures go to the graveyard.",
    "His 3/3 attacks and my 3/3 blocks. Both are put into their owners' graveyards.",
    "His 3/3 attacks and I block with my 3/3, and both went to the graveyard.",
])
def test_both_told_going_to_the_graveyard(question: str, lexicon: Lexicon) -> None:
    assert verdict_of(question, lexicon).summary == BOTH_DIE


@pytest.mark.parametrize(("question", "unread"), [
    # a player's action, not an account
    ("His 3/3 attacks and I block with my 3/3. I put my 3/3 into the graveyard.", ("graveyard",)),
    # a spell, not a creature of the combat
    ("His 3/3 attacks and I block with my 2/2. I play Giant Growth on my 2/2. Giant Growth goes to the graveyard.",
     ("goes", "graveyard")),
])
def test_no_account_of_the_combat_declines(question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


def _words(*pairs: tuple[str, str]) -> list[Token]:
    return [Token(canon, surface.lower(), surface, n) for n, (canon, surface) in enumerate(pairs)]


def test_graveyard_deaths_keeps_a_player_putting_a_creature_there() -> None:
    words = _words(("me", "I"), ("assign", "put"), ("my", "my"), ("pt", "3/3"), ("into", "into"), ("the", "the"),
                   ("?", "graveyard"))
    assert [t.surface for t in graveyard_deaths(words)] == ["I", "put", "my", "3/3", "into", "the", "graveyard"]


def test_graveyard_deaths_drops_the_auxiliary() -> None:
    words = _words(("both", "Both"), ("is", "will"), ("is", "be"), ("assign", "put"), ("into", "into"),
                   ("opps", "their"), ("?", "owners'"), ("?", "graveyards"))
    assert [t.surface for t in graveyard_deaths(words)] == ["Both", "will", "dies"]
