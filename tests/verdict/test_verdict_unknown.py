"""A card the reader doesn't know and the question doesn't describe: no verdict, and the
decline names the card and asks for what the engine needs ("describe it"); a decline
always names what it could not place."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.precheck import may_be_board_question


def message(name: str) -> str:
    return f"I don't know the card {name} \u2014 describe it (power/toughness and abilities)"


@pytest.mark.parametrize(("question", "names"), [
    # a letter (Saturday School #21): two cards, no action word
    ("What happens when a Tephraderm and a Voracious Cobra meet in combat?",
     ["Tephraderm", "Voracious Cobra"]),
    ("Who wins when my Glimmering Oxbeast fights his Sour Marsh Hag in combat?",
     ["Glimmering Oxbeast", "Sour Marsh Hag"]),
    ("I attack with a Brindle Pouncer and my opponent blocks with Hill Giant. Who dies?",
     ["Brindle Pouncer"]),
    # listed after one named in place; a name with a lower-case word in it
    ("I had Cinder Wolfkin and Hollow Lurker in play and my opponent played Pyroclasm. "
     "What dies?", ["Cinder Wolfkin", "Hollow Lurker"]),
    ("I control a Knight en-Vel and a Grizzly Bears. He bolts the Knight en-Vel. What happens?",
     ["Knight en-Vel"]),
])
def test_an_unknown_card_is_named_in_the_decline(question: str, names: list[str],
                                                 lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.attempted and judged.verdict is None
    assert list(judged.unread[:len(names)]) == [message(n) for n in names]
    assert judged.reason.startswith("cards the engine doesn't know, not described")
    assert judged.to_json()["unread"][0] == message(names[0])


@pytest.mark.parametrize("question", [
    "Alex attacks Sam with a 2/1 trampler and Sam blocks with a 1/1. How much damage does Sam take?",
    "Ben has a 3/3 and a 2/2. His 3/3 attacks Ana and she blocks with a 4/4. What dies?",
    "Zoe Lightning Bolts Yan's 2/2 and Yan responds with Giant Growth on it. What dies?",
])
def test_players_names_are_not_unknown_cards(question: str, lexicon: Lexicon) -> None:
    from judge.verdict.unknown import unknown_cards

    assert unknown_cards(lexicon.lex(question)) == []


def test_a_name_described_beside_it_is_not_unknown(lexicon: Lexicon) -> None:
    from judge.verdict.unknown import unknown_cards

    assert unknown_cards(lexicon.lex(
        "I attack with Mossy Brute (4/4 trample) and he blocks with a 2/2. Who dies?")) == []
    assert unknown_cards(lexicon.lex("My 2/2 blocks a 5/3 Grim Rotter. Who dies?")) == []


def test_the_cheap_check_lets_a_board_of_unknown_cards_through() -> None:
    assert may_be_board_question("What happens when a Tephraderm and a Voracious Cobra meet in "
                                 "combat?", []) is True
    assert may_be_board_question("When can I play an instant during combat?", []) is False
    assert may_be_board_question("What does the Stack do in combat?", []) is False
