"""A letter's argument after its board is set aside and said under assumed; descriptions in
words ("3 power and 3 toughness", "that tramples", "regenerating") are read
(judge/verdict/argument.py, judge/verdict/described.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.argument import quote

_TRAMPLE = ("I attack with a 4/4 trampler and my opponent blocks with a 2/4. I cast Giant Growth on "
            "my 4/4, making it a 7/7 trampler, so how much damage goes through? Damage gets dealt all "
            "at once, but I was reading that only lethal damage has to be dealt, and the rest is trample.")


def test_the_askers_argument_is_set_aside_and_said(lexicon: Lexicon) -> None:
    judged = judge_question(_TRAMPLE, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("Your opponent goes to 17. The 2/4 (your opponent's) is put "
                                      "into the graveyard.")
    assert judged.verdict.assumptions[:2] == (
        "Read as the asker's argument, not the board: 'Damage gets dealt all at once, but I was "
        "reading that only lethal damage has to be dealt, and the rest is trample'.",
        "Read as the asker's argument, not the board: 'making it a 7/7 trampler'.")


def test_an_argument_before_an_action_stays_on_the_board(lexicon: Lexicon) -> None:
    # The sentence about damage could say when the sacrifice happens: not set aside.
    judged = judge_question("I attack with a 4/4 trampler and my opponent blocks with a 2/4. I was "
                            "reading that only lethal damage has to be dealt. Then I sacrifice my 4/4.",
                            lexicon)
    assert judged.verdict is None
    assert judged.unread == ("reading", "that", "lethal", "dealt")


def test_a_sentence_with_a_creature_in_it_is_no_argument(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 4/4 and my opponent blocks with a 2/4. I was reading that "
                            "the 2/4 deals damage first.", lexicon)
    assert judged.verdict is None


def test_quote_gives_the_words_as_the_question_has_them() -> None:
    assert quote("So. I was reading that only lethal damage counts.",
                 ("I", "was", "reading", "that", "lethal", "damage", "counts", ".")) == (
        "I was reading that only lethal damage counts")
    assert quote("nothing like it", ("a", "b")) == "a b"


@pytest.mark.parametrize("described", [
    "a creature with 3 power and 3 toughness", "a 3 power 3 toughness creature",
    "a creature with power 3 and toughness 3", "a power 3 toughness 3 creature"])
def test_power_and_toughness_said_in_words(described: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with {described} and my opponent blocks with a 2/2. What happens?",
                            lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("described, survives", [
    ("a 6/6 creature that tramples", False), ("a 1/1 regenerating creature", True)])
def test_relative_and_participle_abilities(described: str, survives: bool, lexicon: Lexicon) -> None:
    judged = judge_question(f"My opponent attacks with a 3/3 and I block with {described}. I regenerate "
                            "it." if survives else f"I attack with {described} and my opponent blocks "
                            "with a 2/2. How much damage does he take?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. Nothing is put into a graveyard."
                                      if survives else "Your opponent goes to 16. The 2/2 (your "
                                      "opponent's) is put into the graveyard.")


_OWL = ("My opponent attacks me with a 2/3 Abyssal Specter. I declare my 1/1 Sage Owl as a blocker. "
        "My opponent then taps his Crossbow Infantry and {deals} to my Sage Owl{tail}. Is the Specter "
        "considered blocked or does it now do damage to me?")


@pytest.mark.parametrize("deals, tail", [
    ("does one point of damage", " and kills it"), ("deals 1 damage", ""), ("does 1 damage", "")])
def test_a_tapped_creature_that_does_damage_and_a_blocked_asked(deals: str, tail: str,
                                                                lexicon: Lexicon) -> None:
    judged = judge_question(_OWL.format(deals=deals, tail=tail), lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The Sage Owl (1/1) (yours) is "
                                      "put into the graveyard.")


@pytest.mark.parametrize("said", ["has nothing to block with", "didn't have anything to block with"])
def test_nothing_to_block_with_is_no_block(said: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with a 3/3 and my opponent {said}. How much damage does he take?",
                            lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 17. Nothing is put into a graveyard."


def test_a_numbered_main_phase(lexicon: Lexicon) -> None:
    lexed = lexicon.lex("During my 2nd main phase, I play Shock.")
    assert [t.canon for t in lexed.tokens][:2] == ["second_main", ","]


def test_letting_it_resolve_is_passing(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3 and my opponent blocks with a 4/4. I play Giant Growth "
                            "on my 3/3 and my opponent lets it resolve. Who dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 4/4 (your opponent's) is put "
                                      "into the graveyard.")


_FACTORY = ("The scenario was that I was being attacked by 2/1 First Strike creature. In response, I "
            "activate Mishra's Factory (2/2) and block. I wait for damage to go on the stack and tap the "
            "Factory to give it +1/+1 before damage is assigned.")


@pytest.mark.parametrize("told", [
    "",
    " The local unaccredited judge said that the first striker gets priority and that the Factory "
    "doesn't get to deal damage.",
    " He gave me some B.S. answer that a tapped creature doesn't deal damage. I knew this was false "
    "under 6th edition rules.",
])
def test_an_animated_lands_size_and_what_the_judge_said(told: str, lexicon: Lexicon) -> None:
    judged = judge_question(_FACTORY + told + " Who dies?", lexicon)
    assert judged.verdict is not None, judged.unread
    assert judged.verdict.summary == ("No player's life total changes. The 2/1 with first strike (your "
                                      "opponent's) is put into the graveyard.")


def test_a_size_its_ability_doesnt_give_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I activate Mishra's Factory (3/3) and block a 2/2 with it. Who dies?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "a power and toughness for a noncreature"


_TRAMPLER = "My friend attacked me with a 4/4 trampler and I blocked with a 1/1. "


@pytest.mark.parametrize("told", [
    "We couldn't agree on how much damage I take.",
    "We argued about who dies.",
    "According to the rules, he assigns lethal damage to the blocker. How much do I take?",
    "In the rulebook it says trample damage goes through. How much do I take?",
    "This started a debate in our group. How much damage do I take?",
])
def test_how_a_letter_argues_is_no_board(told: str, lexicon: Lexicon) -> None:
    judged = judge_question(_TRAMPLER + told, lexicon)
    assert judged.verdict is not None, judged.unread
    assert judged.verdict.summary == "You go to 17. The 1/1 (yours) is put into the graveyard."


def test_waiting_for_damage_on_the_stack_is_when(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 and he blocks with a 2/2. He waits until damage is on "
                            "the stack and then plays Giant Growth on his 2/2. Who dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


@pytest.mark.parametrize("said", ["My friend says that", "Someone told me that", "My friend said"])
def test_a_claims_condition_is_the_board_when_nothing_else_is(said: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"{said} if I block his 3/3 with my 2/2 first striker, my 2/2 dies. Is he "
                            "right?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 2/2 with first strike "
                                      "(yours) is put into the graveyard.")
    assert judged.verdict.assumptions[0] == (f"Read the board that '{said}' supposes; what would "
                                             "follow is asked.")


@pytest.mark.parametrize("question", [
    # an action only claimed to follow
    "My friend says that if I block his 3/3 with my 2/2, I can then Shock it. Is he right?",
    # a board told outside the claim: the claim stays a claim
    "I block his 3/3 with my 2/2. My friend said that if I Giant Growth my 2/2, my 2/2 dies. Is he right?",
])
def test_a_claims_condition_stays_a_claim(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None


def test_what_a_player_hoped_is_no_board(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3 and he blocks with a 4/4. I play Giant Growth on my 3/3, "
                            "hoping to kill his 4/4. Who dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard."
    assert judged.verdict.assumptions[0] == "Read as the asker's argument, not the board: 'hoping to kill his 4/4'."


def test_a_hope_that_says_when_is_not_set_aside(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3 and he blocks with a 2/2. I play Shock on his 2/2, hoping "
                            "to kill it before damage. Who dies?", lexicon)
    assert judged.verdict is None


def test_a_general_question_before_an_example_is_set_aside(lexicon: Lexicon) -> None:
    judged = judge_question("How does trample work? For example, I attack with a 5/5 trampler and he blocks "
                            "with a 2/2. How much damage does he take?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 17. The 2/2 (your opponent's) is put into the graveyard."
    assert judged.verdict.assumptions[0] == "Read as the asker's argument, not the board: 'How does trample work?'."


def test_a_board_before_an_example_stays_on_it(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent has a 3/3. For example, I attack with a 5/5 trampler and he blocks "
                            "with a 2/2. How much damage does he take?", lexicon)
    assert judged.verdict is not None
    assert not any(a.startswith("Read as the asker's") for a in judged.verdict.assumptions)
    assert "The 3/3 is colorless (no color given)." in judged.verdict.assumptions
