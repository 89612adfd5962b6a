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
    # two cards, no action word (a letter's shape: its two cards are now in the pool)
    ("What happens when a Cragback Ogre and a Dune Adder meet in combat?",
     ["Cragback Ogre", "Dune Adder"]),
    ("Who wins when my Glimmering Oxbeast fights his Sour Fen Hag in combat?",
     ["Glimmering Oxbeast", "Sour Fen Hag"]),
    ("I attack with a Brindle Pouncer and my opponent blocks with Hill Giant. Who dies?",
     ["Brindle Pouncer"]),
    # listed after one named in place; a name with a lower-case word in it
    ("I had Cinder Wolfkin and Vexmoor Skitterling in play and my opponent played Pyroclasm. "
     "What dies?", ["Cinder Wolfkin", "Vexmoor Skitterling"]),
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


def test_an_unknown_name_made_of_two_cards_short_names_is_declined_as_such(lexicon: Lexicon) -> None:
    # "Hollow" alone is Hollow Dogs and "Lurker" alone Anodet Lurker (one distinctive word of a
    # card's name refers to it): the unknown "Hollow Lurker" is no board, said as two cards.
    judged = judge_question("I had Hollow Lurker in play and my opponent played Pyroclasm. What dies?",
                            lexicon)
    assert judged.attempted and judged.verdict is None
    assert (list(judged.unread), judged.reason) == (["Hollow Lurker"], "two cards in one phrase")


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
    assert may_be_board_question("What happens when a Cragback Ogre and a Dune Adder meet in "
                                 "combat?", []) is True
    assert may_be_board_question("When can I play an instant during combat?", []) is False
    assert may_be_board_question("What does the Stack do in combat?", []) is False


@pytest.mark.parametrize(("question", "dies", "note"), [
    # a letter (Saturday School #32) writes "blocked by a 5/3 Twisted Abomination"
    ("I attack with a 4/4 Mossy Brute and he blocks with a 2/2. Who dies?", ["p2-2"],
     "The Mossy Brute is colorless (no color given)."),
    ("He attacks with a 3/3 Ashen Hound. I block the Hound with a 2/4. Who dies?", [],
     "The Ashen Hound is colorless (no color given)."),
    ("My 2/2 blocks his 5/3 Grim Rotter. What dies?", ["p2-2"],
     "The Grim Rotter is colorless (no color given)."),
])
def test_a_power_and_toughness_before_an_unknown_name_describes_it(
        question: str, dies: list[str], note: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    still = {p["id"] for p in verdict.outcome["final"]["in_play"]}
    assert sorted(p["id"] for p in verdict.scenario["in_play"] if p["id"] not in still) == dies
    assert note in verdict.assumptions
    assert verdict.outcome["final"]["players"][verdict.players["me"]]["life"] == 20


def test_a_known_name_after_a_power_and_toughness_stays_the_card(lexicon: Lexicon) -> None:
    from judge.verdict.unknown import names_described

    assert names_described("I attack with a 2/2 Grizzly Bears.", lexicon.knows) == \
        "I attack with a 2/2 Grizzly Bears."
    assert names_described("he blocks with a 6/6 Wurm token", lexicon.knows) == \
        "he blocks with a 6/6 Wurm token"
    assert lexicon.lex("I attack with a 2/2 Grizzly Bears.").tokens[4].value == "Grizzly Bears"
    # a keyword between: not a name beside its power and toughness; declined, not guessed
    judged = judge_question("I attack with a 4/4 trample Mossy Brute and he blocks with a 2/2.",
                            lexicon)
    assert judged.verdict is None and judged.unread


@pytest.mark.parametrize(("question", "summary"), [
    # a bug report (phase-rs #6051): '"Mockingbird, Ace Agent" was 3/3 and attacked with
    # double strike, AI blocked with a 4/4 "Pet Avengers". ... should have survived ...'
    ('"Rocky Goat, Hill Guide" was 2/2 and attacked with first strike, the AI blocked with a '
     '"Mud Crawler" (3/2). The Goat should have died.',
     "No player's life total changes. Mud Crawler (your opponent's) is put into the graveyard."),
    ("Rocky Goat was 5/5 and attacked with trample and first strike, the computer blocked with "
     "a 2/2. How much did the AI take?",
     "Your opponent goes to 17. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_a_name_quoted_or_told_at_a_size_is_described(question: str, summary: str,
                                                      lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary


def test_a_sized_name_in_words_the_grammar_doesnt_take_is_declined(lexicon: Lexicon) -> None:
    # ("... was 4/4 and blocked with double strike" is read since session 27: it blocked,
    # test_verdict_actions_s27.)
    judged = judge_question("He attacks with a 5/5 and my \u201cDusk Sprinter\u201d was 4/4 and "
                            "leapt in with double strike. What dies?", lexicon)
    assert judged.verdict is None and judged.unread == ("leapt", "in")
    # "Dusk Strider": each word names pool cards (Dusk Imp, Slith Strider): an unknown card, declined.
    judged = judge_question("He attacks with a 5/5 and my \u201cDusk Strider\u201d was 4/4 and "
                            "blocked with double strike. What dies?", lexicon)
    assert judged.verdict is None and judged.unread == (
        "I don't know the card Dusk Strider \u2014 describe it (power/toughness and abilities)",)


def test_quoted_words_that_are_not_a_name_stay_quoted() -> None:
    from judge.verdict.unknown import quoted_names

    assert quoted_names("a 1/1 with '{G}: Regenerate'") == "a 1/1 with '{G}: Regenerate'"
    assert quoted_names('it has "flying" and "Goblin Guide"') == 'it has "flying" and Goblin Guide'


def test_mana_symbols_typed_as_letters_are_no_card_name(lexicon: Lexicon) -> None:
    """"pays 1G": the G is a mana symbol, not a card the reader doesn't know."""
    judged = judge_question("My opponent attacks with an Ambush Commander and five forests with two "
                            "mana untapped. I play Hail of Pebbles. In response, my opponent pays 1G "
                            "and sacrifices the Commander to make itself bigger.", lexicon)
    assert judged.verdict is None
    assert [u for u in judged.unread if u.startswith("I don't know the card")] == [
        "I don't know the card Hail of Pebbles — describe it (power/toughness and abilities)"]


def test_a_quoted_name_whose_words_are_pool_words_is_a_described_card(lexicon: Lexicon) -> None:
    # "Pet" alone is Blood Pet and "Avengers" a word of Gempalm Avenger's: '"Pet Avengers"' after a
    # 4/4 is still the letter's own card, described by its size (3 first-strike damage and 3 more
    # kill it; its 4 damage in the second step kills the 3/3, 502.28).
    judged = judge_question('"Mockingbird, Ace Agent" was 3/3 and attacked with double strike, AI blocked '
                            'with a 4/4 "Pet Avengers". Who dies?', lexicon)
    assert judged.verdict is not None, judged.unread
    assert judged.verdict.summary == ("No player's life total changes. Mockingbird Ace Agent (yours) and Pet "
                                      "Avengers (your opponent's) are put into the graveyard.")
