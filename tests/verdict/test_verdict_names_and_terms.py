"""A rules term typed in capitals ("the Legend Rule", "State-Based Effects") is no unknown
card (judge/verdict/unknown.py); a pool card's name in the plural with "-es" ("two Krosan
Colossuses") is the card (judge/verdict/lexicon.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.unknown import unknown_cards


@pytest.mark.parametrize("term", ["the Legend Rule", "the Legend Rules", "State-Based Effects",
                                  "the Combat Damage Step"])
def test_a_rules_term_in_capitals_is_no_card(term: str, lexicon: Lexicon) -> None:
    assert unknown_cards(lexicon.lex(f"I attack with a 3/3 and he blocks with a 2/2. Does {term} "
                                     "matter here?")) == []


def test_the_decline_names_the_card_the_engine_doesnt_run(lexicon: Lexicon) -> None:
    judged = judge_question("If I have an Eye of Singularity and an Akroma, Angel of Wrath in play, and my "
                            "opponent plays an Akroma, which one is sent to the graveyard? Does the Legend "
                            "Rule apply or the ability of Eye of Singularity?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("Eye of Singularity (its text is not in the engine's ability language)",)


def test_an_unknown_card_is_still_one(lexicon: Lexicon) -> None:
    assert unknown_cards(lexicon.lex("I attack with a 3/3 and he blocks with a Frobnicating Wumbler.")) == [
        "Frobnicating Wumbler"]


def test_a_plural_in_es_of_a_pool_name(lexicon: Lexicon) -> None:
    said = [(t.canon, t.value) for t in lexicon.lex("I attack with two Krosan Colossuses and he blocks with "
                                                    "two Spectral Lynxes.").tokens if t.canon == "cc"]
    assert said == [("cc", "Krosan Colossus"), ("cc", "Spectral Lynx")]


def test_a_name_already_plural_gets_no_second_plural(lexicon: Lexicon) -> None:
    lexed = lexicon.lex("I attack with two Bog Ratses.")
    assert [t.value for t in lexed.tokens if t.canon == "cc"] == []


@pytest.mark.parametrize("kind", ["Cleric", "Wolf", "Bird", "Spirit"])
def test_a_creature_type_of_the_time_is_a_noun(kind: str, lexicon: Lexicon) -> None:
    lexed = lexicon.lex(f"My opponent has Rotlung Reanimator and another {kind} in play.")
    assert lexed.unread == ()
    assert [(t.canon, t.value) for t in lexed.tokens if t.canon == "noun"] == [("noun", kind)]
