"""A refused action that stops the run short of the outcome: the verdict says it can't be
done, what is left untold (308.2, 309.2, 500.2, 500.3, 422.2) and what had happened up to
then -- never the state where the run stopped, as if it were the outcome."""

from __future__ import annotations

from typing import Any

from judge.verdict import Lexicon
from verdict_helpers import verdict_of


def test_a_block_the_rules_forbid_claims_no_life_total(lexicon: Lexicon) -> None:
    # the defending player proposes another set of blockers (500.3): Akroma's damage is untold
    verdict = verdict_of("What happens if an indestructible Gold Myr blocks my Akroma, Angel of Wrath?", lexicon)
    assert verdict.summary == ("That can't be done: Gold Myr can't block Akroma, Angel of Wrath: Akroma, Angel "
                               "of Wrath has flying. Which creatures block instead isn't told (309.2, 500.3).")
    assert verdict.legal is False
    assert verdict.to_json()["refused"] == [{
        "action": 2, "text": "Gold Myr can't block Akroma, Angel of Wrath: Akroma, Angel of Wrath has flying.",
        "rules": ["502.4a", "502.4b", "502.4", "309.2a", "309.2"]}]


def test_an_attack_the_rules_forbid_before_a_block_told(lexicon: Lexicon, kb: Any) -> None:
    verdict = verdict_of("I attack with my 2/2 that I played this turn and he blocks with a 1/1. What dies?",
                         lexicon)
    assert all(kb.rule(number) is not None for number in ("308.2", "500.2"))
    assert verdict.summary == ("That can't be done: 2/2 can't attack: 2/2 hasn't been under Alice's control "
                               "continuously since the beginning of the turn and doesn't have haste. Which "
                               "creatures attack instead isn't told (308.2, 500.2).")


def test_a_refused_ability_with_a_spell_still_on_the_stack(lexicon: Lexicon) -> None:
    # the Shock would still resolve: "nothing is put into a graveyard" would be false
    verdict = verdict_of("I have a Grizzly Bears and a Boneknitter. My opponent Shocks my Grizzly Bears. "
                         "In response I regenerate the Grizzly Bears with Boneknitter.", lexicon)
    assert verdict.summary == ("That can't be done: Boneknitter's ability can't target Grizzly Bears: Grizzly "
                               "Bears is not a zombie. What is done instead isn't told (422.2).")
    assert verdict.outcome["final"]["stack"]


def test_a_refused_last_action_keeps_the_outcome(lexicon: Lexicon) -> None:
    # nothing follows the refused Terror: the state where the run stopped is the outcome
    verdict = verdict_of("I cast Terror on his Black Knight", lexicon)
    assert verdict.summary == ("That can't be done: Terror can't target Black Knight: Black Knight is not a "
                               "nonartifact, nonblack creature. No player's life total changes. Nothing is put "
                               "into a graveyard.")


def test_can_is_answered_without_the_untold(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 3/3 flyer. Can he block it with Grizzly Bears?", lexicon)
    assert verdict.summary == ("That can't be done: Grizzly Bears can't block 3/3 with flying: 3/3 with "
                               "flying has flying.")
    assert verdict.legal is False
