"""Several creatures blocking one, said in players' ways (judge/verdict/several_blocks.py):
"both of his 2/2s block it", "his two 2/2s block", "(they) both block", "he blocks with both
2/2s", "blocks the first with ... and the second with ...", and a sentence that starts with
its verb ("Attack with my 3/3.")."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of as _verdict

#: A 4/4 blocked by two 2/2s: it assigns 2 to each (lethal to both, 310.2c / 502.9b default)
#: and takes 4: all three are put into the graveyard (420.5c).
_ALL_THREE = ("No player's life total changes. The 4/4 (yours), the 2/2 (your opponent's) and the "
              "2/2 (your opponent's) are put into the graveyard.")


def _blocks(verdict: Any) -> dict[str, str]:
    return next(a["block"] for a in verdict.scenario["actions"] if "block" in a)


@pytest.mark.parametrize("letter", [
    "I attack with my 4/4 and both of his 2/2s block it. What dies?",
    "I attack with my 4/4. Both of his 2/2s block it. What dies?",
    "I attack with my 4/4 and his two 2/2s block. What dies?",
    "I attack with my 4/4, and his two 2/2s block it. What dies?",
    "I attack with my 4/4, his two 2/2s block it. What dies?",
    "I attack with my 4/4 and two of his 2/2s block it. What dies?",
    "I attack with my 4/4 and he blocks with both 2/2s. What dies?",
])
def test_two_blockers_told_with_the_block(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == _ALL_THREE
    assert _blocks(verdict) == {"p2-2": "p4-4", "p2-2-2": "p4-4"}
    assert len(verdict.scenario["in_play"]) == 3


@pytest.mark.parametrize("letter", [
    "He has two 2/2s. I attack with my 4/4. Both block. What dies?",
    "He has two 2/2s. I attack with my 4/4 and both block. What dies?",
    "He has two 2/2s. I attack with my 4/4. They both block it. What dies?",
    "He has two 2/2s. I attack with my 4/4 and both of them block. What dies?",
])
def test_both_block_refers_to_the_two_told(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == ("No player's life total changes. The 2/2 (your opponent's), the 2/2 (your "
                               "opponent's) and the 4/4 (yours) are put into the graveyard.")
    assert _blocks(verdict) == {"p2-2": "p4-4", "p2-2-2": "p4-4"}
    assert len(verdict.scenario["in_play"]) == 3


def test_both_block_in_the_third_person(lexicon: Lexicon) -> None:
    for letter in ("Bob attacks Alice with a 4/4 and both of Alice's 2/2s block it. What dies?",
                   "Bob attacks with a 4/4. Alice has two 2/2s. Both block. What dies?"):
        verdict = _verdict(letter, lexicon)
        assert verdict.summary == ("No player's life total changes. Bob's 4/4, Alice's 2/2 and Alice's 2/2 "
                                   "are put into the graveyard.")
        assert len(verdict.scenario["in_play"]) == 3


def test_a_list_of_blockers_after_the_attack(lexicon: Lexicon) -> None:
    # The 4/4 assigns 2 to the 2/2 first (lethal), the rest (2) to the 3/3, which survives.
    verdict = _verdict("Bob attacks with a 4/4 and Alice's 2/2 and Alice's 3/3 block it. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. Bob's 4/4 and Alice's 2/2 are put into the graveyard."
    assert _blocks(verdict) == {"p2-2": "p4-4", "p3-3": "p4-4"}


def test_trample_over_both_blockers(lexicon: Lexicon) -> None:
    # 5 trample damage: 2 and 2 lethal to the blockers, 1 to the player (502.9b).
    verdict = _verdict("I attack with my 5/5 trampler and he blocks with both of his 2/2s. "
                       "How much damage does he take?", lexicon)
    assert verdict.summary == ("Your opponent goes to 19. The 2/2 (your opponent's) and the 2/2 (your "
                               "opponent's) are put into the graveyard.")


def test_the_first_and_the_second_attacker(lexicon: Lexicon) -> None:
    verdict = _verdict("I attack with a 3/3 and a 2/2. He blocks the first with a 4/4 and the second "
                       "with a 1/1. What dies?", lexicon)
    assert verdict.summary == ("No player's life total changes. The 3/3 (yours) and the 1/1 (your "
                               "opponent's) are put into the graveyard.")
    assert _blocks(verdict) == {"p4-4": "p3-3", "p1-1": "p2-2"}


def test_a_sentence_that_starts_with_its_verb(lexicon: Lexicon) -> None:
    verdict = _verdict("Attack with my 3/3. He blocks with a 2/2. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    verdict = _verdict("He attacks with a 3/3. Block with my 2/2 and Giant Growth it. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    verdict = _verdict("Attacked with my 3/3. He blocked with a 2/2. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    verdict = _verdict("He attacked with a 3/3. Blocked with my 2/2 and Giant Growthed it. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    assert _blocks(verdict) == {"p2-2": "p3-3"}


@pytest.mark.parametrize(("letter", "reason"), [
    # Two alike attackers: "the first" doesn't say which (the reader never guesses an order).
    ("I attack with two 3/3s. He blocks the first with a 4/4 and the second with a 1/1. What dies?",
     "the words don't fit the grammar there"),
    # "Attacks with ..." with no subject: whose attack it is isn't said.
    ("Attacks with my 3/3. He blocks with a 2/2. What happens?", "the words don't fit the grammar there"),
])
def test_what_stays_unsaid_declines(lexicon: Lexicon, letter: str, reason: str) -> None:
    judged = judge_question(letter, lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.reason == reason
