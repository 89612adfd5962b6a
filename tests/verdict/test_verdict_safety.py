"""Verdict safety: readings one word from a wrong verdict are declined with their reason."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

_REANIMATE = ("I'm playing against my friend and I Reanimate a Platinum Angel when I'm at 6 life. Would I die "
              "from losing life or would I stay alive?")


@pytest.mark.parametrize("letter", [
    _REANIMATE,
    _REANIMATE + " I think I should live because of the period between the effects.",
    "I play Raise Dead on my Grizzly Bears. Do I get it back?",
])
def test_a_target_card_in_a_graveyard_is_declined_not_ruled_untargetable(lexicon: Lexicon, letter: str) -> None:
    # The reader puts the named card in play; "Reanimate can't target Platinum Angel" would be
    # the reading's gap, not the rules' answer.
    judged = judge_question(letter, lexicon)
    assert judged.verdict is None
    assert judged.reason == "a card in a graveyard, which the reader doesn't place"
    assert judged.unread == (("Platinum Angel",) if "Angel" in letter else ("Grizzly Bears",))
