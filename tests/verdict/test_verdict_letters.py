"""Players' letters to rules columns and forums (issue 9): the framing ("The scenario was
that ..."), discourse words and claims ("Thus, I thought ..."), pleas ("So can someone tell
me if I am right?"), hedges ("We weren't sure what happens."), the story's setting ("My
friend and I were playing last night."), a described creature's mana cost ("a 3/3 for 4
with trample"), size words ("a big 6/6"), "we both have 2/2 creatures"; each with the exact outcome the engine gives, or the decline."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from test_verdict_quiz_phrasing import dead, life, verdict_of

LETTERS = [
    ("The scenario was that I attacked with a 3/3 and he blocked with a 2/2. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attacked with a 3/3 and he blocked with a 2/2. Thus, I thought the 3/3 survives. "
     "So can someone tell me if I am right?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("My friend and I were playing last night. I attack with my 4/4 trampler and he blocks "
     "with two 2/2s. We weren't sure what happens.",
     {"Alice": 20, "Bob": 20}, ["p2-2", "p2-2-2", "p4-4"]),
    ("I attacked with a 3/3 for 4 with trample and he blocked with a 1/1. How much damage "
     "does he take?", {"Alice": 20, "Bob": 18}, ["p1-1"]),
    ("I attacked with a 2/2 for 3 mana and he blocked with a 1/1. What happens?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    # the asker's guess, with no action in it
    ("I attacked with my 4/4 and he blocked with two 2/2s. I think I kill both of them, right?",
     {"Alice": 20, "Bob": 20}, ["p2-2", "p2-2-2", "p4-4"]),
    # a slang name for a creature, then its description, ending the sentence
    ("I attacked with a 3/3 token and he blocked with his fatty, a 5/5. What happens?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    # size words that tell nothing the P/T doesn't
    ("I attacked with a big 6/6 and he blocked with his little 1/1 elf. What happens?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    # "we both have ...": one described creature each; "decided to block" is a block
    ("My friend and I were playing. We both have 3/3 creatures. He attacks and I decided to "
     "block with mine. Who dies?", {"Alice": 20, "Bob": 20}, ["p3-3", "p3-3-2"]),
    # a block not made, told in the past
    ("I attacked with my 2/2 and he didn't block. Then he says he takes no damage because he "
     "has a 3/3. Is he right?", {"Alice": 20, "Bob": 18}, []),
    ("My opponent attacked me with a 4/4 flyer. I had no flyers. What is my life?",
     {"Alice": 16, "Bob": 20}, []),
    # "a 3/3 of my own": the blocker's owner is the one blocking
    ("My opponent attacked with a 3/3 and I blocked with a 3/3 of my own. Both die, right?",
     {"Alice": 20, "Bob": 20}, ["p3-3", "p3-3-2"]),
    # "he blocked one of them with ...", told in the past as in the present
    ("I attacked with two 2/2s and he blocked one of them with his 3/3. How much damage do I "
     "deal?", {"Alice": 20, "Bob": 18}, ["p2-2"]),
    # "swung at me with", "the other guy", a token's creature type, the story told in the past
    ("My buddy swung at me with a 3/3 flyer and I blocked with my 1/4 flyer. What happens?",
     {"Alice": 20, "Bob": 20}, []),
    ("The other guy attacked with a 4/4 trampler and I chumped with a 1/1 squirrel token. How "
     "much do I take?", {"Alice": 17, "Bob": 20}, ["p1-1"]),
    ("I had a 2/2 and a 3/3 attacking and he blocked the 3/3 with a 4/4. How much damage did "
     "he take?", {"Alice": 20, "Bob": 18}, ["p3-3"]),
    # "both my 2/2s", plural keyword nouns ("my two 2/2 fliers")
    ("He attacked with a 3/3 and I blocked with both my 2/2s. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2", "p3-3"]),
    ("I attacked with my two 2/2 fliers and he didn't block. How much damage does he take?",
     {"Alice": 20, "Bob": 16}, []),
    # the rules' own words: "declared ... as an attacker / as a blocker"
    ("I declared my 4/4 as an attacker and he declared his 1/1 as a blocker. What happens?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    ("He declared his 3/3 with first strike as an attacker and I declared my 2/2 as a blocker. "
     "Who dies?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # "my creature (a 4/4)": a creature described only in parentheses is a board question
    ("I attacked with my creature (a 4/4) and he blocked with his creature (a 2/2). What "
     "happens?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
]


def test_attacking_said_after_a_list_is_said_of_each_object(lexicon: Lexicon) -> None:
    """"I have a 2/2 and a 3/3 attacking": both attack (the 2/2, unblocked, deals 2); it once
    read as the 3/3 alone, a wrong verdict."""
    verdict = verdict_of("I have a 2/2 and a 3/3 attacking and he blocks the 3/3 with a 4/4. "
                         "How much damage does he take?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 18}
    assert dead(verdict) == ["p3-3"]
    # keywords joined by "and" are one creature's
    verdict = verdict_of("I have a 2/2 with first strike and trample attacking and he blocks "
                         "with a 1/1. How much damage does he take?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 19}
    assert dead(verdict) == ["p1-1"]


@pytest.mark.parametrize(("question", "lives", "graveyard"), LETTERS)
def test_a_letters_framing_hedges_and_pleas_are_read_around_the_board(
        question: str, lives: dict[str, int], graveyard: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


@pytest.mark.parametrize(("question", "unread"), [
    # "for 4" after a 4/4 could be its damage: not read as a mana cost.
    ("I attacked with a 4/4 for 4 with trample and he blocked with a 1/1. How much damage "
     "does he take?", ("for",)),
    # A hedge about the board itself still has to be read.
    ("I attacked with a 3/3 and he blocked with a 2/2. I'm not sure if the 2/2 had flying. "
     "What happens?", ("had",)),
    # A guess that tells the board ("I think he blocked") is no guess to drop.
    ("I attack with my 3/3. I think he blocked with a 2/2. What happens?", ("think",)),
    # An appositive that doesn't end where the description does.
    ("I attacked with my 3/3 and he blocked with his guy, a 2/2 with first strike and then "
     "played Giant Growth on it. What happens?", ("his guy",)),
    # "we both have two 2/2s": more than one creature each is not guessed at.
    ("We both have two 2/2s. I attack with one and he blocks. What happens?", ("We",)),
    # A block with no attack told.
    ("For example if we both have 2/2 creatures and he decides to block mine, ordinarily "
     "they would both die.", ("block",)),
    # "..., which I then pumped.": a relative clause telling an action (it was once taken
    # for a question and dropped: a verdict without the pump).
    ("I attacked with my 2/2 and he blocked with his 3/3, which I then pumped. What happens?",
     ("pumped",)),
    # An action told inside the question ("after I pump it", "even though I pumped it"):
    # once dropped with the question, a verdict without it.
    ("I attacked with my 2/2 and he blocked with his 3/3. Who dies after I pump it?", ("pump",)),
    ("I attacked with my 2/2 and he blocked with his 3/3. Does mine survive once I regenerate "
     "it?", ("regenerate",)),
    # A card the reader doesn't know, in a letter's story.
    # (Test of Faith was this card until the engine ran it: now a verdict, the 1/1 grows to a 4/4.)
    ("He attacks with a 4/4, and I block with a 1/1. I cast Test of Endurance on my 1/1. Who is "
     "right?", ("I don't know the card Test of Endurance \u2014 describe it (power/toughness and "
                "abilities)",)),
])
def test_a_letter_with_words_about_the_board_it_cant_read_declines(
        question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


BOARD = "I attacked with a 3/3 and he blocked with a 2/2."


@pytest.mark.parametrize("question", [
    f"Hey guys, {BOARD} What happens? Thanks in advance!",
    f"Here's what happened: {BOARD} What happens?",
    f"Long story short, {BOARD} What happens?",
    f"{BOARD} My question is: what happens?",
    f"{BOARD} The question is, who dies?",
    f"Sorry if this is a dumb question. {BOARD} Who dies?",
    f"{BOARD} Correct me if I'm wrong, but the 2/2 dies?",
    f"{BOARD} Thanks!",
    f"If I remember correctly, {BOARD} What happens?",
    f"IIRC {BOARD} What happens?",
    f"{BOARD} I could be wrong, but doesn't the 2/2 die?",
], ids=lambda q: q[:30])
def test_a_letters_greetings_and_thanks_are_not_the_board(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["p2-2"]
