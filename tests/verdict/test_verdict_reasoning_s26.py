"""The asker's guess of the outcome after the board ("I'm pretty sure the Bears die, as ...",
"Logically, the Bears should die.") is set aside as the asker's argument (judge/verdict/
argument.py's openers), and said; a guess that tells the board (a life total, an action, a
state) still declines."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

_BOARD = "I attack with my Craw Wurm and he blocks with Grizzly Bears. "


@pytest.mark.parametrize(("guess", "quoted"), [
    ("I'm pretty sure the Bears die, as damage is lethal. What happens?",
     "I'm pretty sure the Bears die, as damage is lethal"),
    ("Logically, the Bears should die. Right?", "Logically, the Bears should die"),
    ("I believe the Bears die. Is that right?", "I believe the Bears die"),
])
def test_a_guess_is_the_askers_argument(lexicon: Lexicon, guess: str, quoted: str) -> None:
    judged = judge_question(_BOARD + guess, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == ("No player's life total changes. Grizzly Bears (your opponent's) is put "
                                      "into the graveyard.")
    assert f"Read as the asker's argument, not the board: '{quoted}'." in judged.verdict.assumptions


@pytest.mark.parametrize(("guess", "unread"), [
    ("I think he was at 5 life. What happens?", ("think",)),
    ("I think he played Giant Growth on them. What happens?", ("think",)),
    ("I think the Bears were tapped. What happens?", ("think", "were")),
])
def test_a_guess_that_tells_the_board_declines(lexicon: Lexicon, guess: str, unread: tuple[str, ...]) -> None:
    judged = judge_question(_BOARD + guess, lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.unread == unread


def test_a_closing_request_to_the_reader_is_set_aside(lexicon: Lexicon) -> None:
    # Reanimate: the Angel comes into play, then 7 life is lost (6 -> -1); the Angel keeps its
    # controller in the game (420.5a). "Please give my friend closure." asks for the answer.
    judged = judge_question("I Reanimate a Platinum Angel when I'm at 6 life. Would I die from losing life? "
                            "Please give my friend closure.", lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == ("You go to -1. Nothing is put into a graveyard. Platinum Angel is put into "
                                      "play from the graveyard under your control.")
    # A "give" that gives the board something still reads as the board's.
    judged = judge_question(_BOARD + "Give it flying. What dies?", lexicon)
    assert judged.verdict is None and judged.reason == "what gives it flying"
