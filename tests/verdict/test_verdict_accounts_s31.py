"""Session 31: the letter's own account of combat damage told with a modal, as primers tell it
("The 5/5 would deal 5 damage to the 3/3.", "the 3/3 will deal 3 damage to the 2/2, killing
it"): set aside like the account told in the present (judge/verdict/outcomes_said.py); an amount
other than the creature's power stays to be read, and the reader declines."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


def test_modal_account_set_aside(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 5/5 and he blocks with a 3/3. The 5/5 would deal 5 damage to the 3/3.",
                         lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    assert verdict.assumptions[0] == ("The letter's own account of the outcome was set aside: 'The 5/5 would "
                                      "deal 5 damage to the 3/3'.")
    verdict = verdict_of("My 2/2 with first strike attacks and his 3/3 blocks. The 2/2 would deal 2 damage in "
                         "the first combat damage step. In the regular step the 3/3 will deal 3 damage to the "
                         "2/2, killing it.", lexicon)
    assert verdict.summary == ("No player's life total changes. The 2/2 with first strike (yours) is put into "
                               "the graveyard.")


def test_modal_account_of_another_amount_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 5/5 and he blocks with a 3/3. The 5/5 will deal 4 damage to the "
                            "3/3.", lexicon)
    assert judged.verdict is None and judged.unread == ("will",)
