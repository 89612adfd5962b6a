"""The asker's reasoning in a letter ("because ...", "since ...", "The way I see it, ...",
"I know that ...", "I'm unsure about ...", "If X, then Y.") is set aside when nothing of the
board can hide in it, and said under assumed (judge/verdict/argument.py: reasons)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

_BOARD = "I attack with a 2/2 and my opponent blocks with a 3/3"
_CARDS = "I attack with Grizzly Bears and my opponent blocks with Hill Giant"
_NOTE = "Read as the asker's argument, not the board: '{}'."


@pytest.mark.parametrize(("letter", "set_aside"), [
    (f"{_BOARD}, because state-based effects are checked at once. Who dies?",
     ("because state-based effects are checked at once",)),
    (f"{_BOARD}. Both die, since state-based effects are checked at once. Who dies?",
     ("since state-based effects are checked at once",)),
    (f"{_BOARD}. The way I see it, damage is dealt at once. Who dies?",
     ("The way I see it, damage is dealt at once",)),
    (f"{_BOARD}. I know that damage is dealt at once. Who dies?", ("I know that damage is dealt at once",)),
    (f"{_BOARD}. If damage is dealt at once, then both die. Am I right?",
     ("If damage is dealt at once, then both die",)),
])
def test_reasoning_is_set_aside_and_said(lexicon: Lexicon, letter: str, set_aside: tuple[str, ...]) -> None:
    judged = judge_question(letter, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."
    assert judged.verdict.assumptions[:len(set_aside)] == tuple(_NOTE.format(s) for s in set_aside)


def test_reasoning_may_name_the_cards_the_board_has(lexicon: Lexicon) -> None:
    # "the Giant", "the Bears": Hill Giant and Grizzly Bears, already on the board.
    judged = judge_question(f"{_CARDS}. I know the Giant's damage is dealt at once, but I'm unsure about "
                            "the Bears. Who dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. Grizzly Bears (yours) is put into "
                                      "the graveyard.")
    assert judged.verdict.assumptions[:2] == (_NOTE.format("I know the Giant's damage is dealt at once"),
                                              _NOTE.format("I'm unsure about the Bears"))


def test_reasoning_naming_an_object_not_on_the_board_stays(lexicon: Lexicon) -> None:
    judged = judge_question(f"{_CARDS}. I know the Giant's damage is dealt at once, but I'm unsure about "
                            "the 3/3. Who dies?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("unsure", "about")


@pytest.mark.parametrize(("letter", "unread"), [
    # a card, an ability, a life total, an action after it: board, not reasoning
    (f"{_BOARD}. I know that he has a Giant Growth. Who dies?", ("know", "that")),
    (f"{_BOARD}, because he is at 5 life. Who dies?", ("because",)),
    (f"{_BOARD} since it has first strike. Who dies?", ("since",)),
    # what is said of a described creature is its description; a state is board
    (f"{_BOARD}, because the 3/3 can't deal damage. Who dies?", ("because", "can't")),
    (f"{_BOARD}. I know that damage is dealt at once, but I'm unsure about the 3/3. Who dies?",
     ("unsure", "about")),
    (f"{_BOARD}, because the 3/3 is untapped. Who dies?", ("because",)),
    (f"{_CARDS}, because Hill Giant is tapped. Who dies?", ("because",)),
    (f"{_BOARD}, because I know that damage is dealt at once. Then he plays Giant Growth on his 3/3. "
     "Who dies?", ("because", "know", "that", "dealt")),
])
def test_reasoning_that_could_tell_the_board_is_not_set_aside(lexicon: Lexicon, letter: str,
                                                              unread: tuple[str, ...]) -> None:
    judged = judge_question(letter, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


def test_what_is_said_of_a_named_card_is_argument(lexicon: Lexicon) -> None:
    # A card's text is printed: what the asker says of it can't change it.
    judged = judge_question(f"{_CARDS}, because Hill Giant can't deal damage. Who dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. Grizzly Bears (yours) is put into "
                                      "the graveyard.")
    assert judged.verdict.assumptions[0] == _NOTE.format("because Hill Giant can't deal damage")


def test_a_hypothesis_that_gives_an_ability_stays(lexicon: Lexicon) -> None:
    judged = judge_question(f"{_BOARD}. If the 3/3 has first strike, then the 2/2 dies. Am I right?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("has",)


_GNATS = ("I attack with Fog of Gnats, and my opponent taps his Royal Assassin to kill my Gnats. In response, "
          "I regenerate the Gnats, but since I have already declared the Gnats as attackers, they should "
          "continue to deal their damage as usual{}. Normally a creature would die to this, but I "
          "regenerated... so what happens?")


def test_a_reason_for_a_claimed_outcome_before_an_action_told_again(lexicon: Lexicon) -> None:
    # "since ... they should ...": a reason and the outcome claimed; "I regenerated" after it
    # tells again the regeneration told before; "have already declared" is no having.
    judged = judge_question(_GNATS.format(" even after regenerating"), lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    assert judged.verdict.assumptions[1] == _NOTE.format(
        "since I have already declared the Gnats as attackers, they should continue to deal their damage as "
        "usual even after regenerating")


def test_a_reason_before_a_new_action_stays(lexicon: Lexicon) -> None:
    # The action after the reason is not one told before: the reason may tell its time.
    judged = judge_question(_GNATS.format("").replace("but I regenerated", "but I sacrifice the Gnats"),
                            lexicon)
    assert judged.verdict is None
    assert judged.unread[:3] == ("since", "already", "declared")


def test_a_reason_with_no_claimed_outcome_before_an_action_told_again_stays(lexicon: Lexicon) -> None:
    judged = judge_question(_GNATS.format("").replace("they should continue", "they continue"), lexicon)
    assert judged.verdict is None
    assert judged.unread[:3] == ("since", "already", "declared")


@pytest.mark.parametrize("once", ["once I declare attackers", "once attackers are declared"])
def test_once_attackers_are_declared_is_before_blocks(lexicon: Lexicon, once: str) -> None:
    judged = judge_question(f"I attack with a 2/2, and {once}, my opponent plays Shock on it. What happens?",
                            lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


@pytest.mark.parametrize("view", [
    "My understanding is that damage is dealt at once", "As I see it, the Bears deal damage first",
    "I was under the impression that the Giant survives", "It seems to me that both die",
    "To my knowledge, both die",
])
def test_the_askers_view_is_set_aside(lexicon: Lexicon, view: str) -> None:
    judged = judge_question(f"{_CARDS}. {view}. Who dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. Grizzly Bears (yours) is put into "
                                      "the graveyard.")
    assert judged.verdict.assumptions[0] == _NOTE.format(view)


def test_the_askers_view_telling_an_action_stays(lexicon: Lexicon) -> None:
    judged = judge_question(f"{_CARDS}. As I see it, he plays Giant Growth on the Giant. Who dies?", lexicon)
    assert judged.verdict is None
