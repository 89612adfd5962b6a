"""Session 32 (second verdict helper): four readings of the verdict reader.

- a capitalised sentence opener the letter never uses as a player, in a sentence with nothing
  else placed ("Hurray!", "Simple enough.") is the writer's chatter, set aside and said
  (judge/verdict/openers.py);
- a noncreature card's one-word name typed in lower case as an adjective before a size is
  the common word, not the card ("a humble 2/2": judge/verdict/adjective_names.py);
- "You have a 1/1 creature as a blocker": the 1/1 blocks (players_verbs.yaml, ``declare``);
- after a division told with "assign", "the 5/5 deals 2 damage to your opponent (the
  remaining damage)" is one more part of it (judge/verdict/assign_told.py).
"""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.tokens import Token
from verdict_helpers import verdict_of

_BLOCKED_3_3 = "No player's life total changes. The 2/2 (yours) is put into the graveyard."


@pytest.mark.parametrize(("question", "said"), [
    ("My opponent attacks with a 3/3. Hurray! I block with a 2/2. What happens?", "Hurray"),
    ("My opponent attacks with a 3/3. I block with a 2/2. Simple enough. What happens?", "Simple enough"),
    ("My opponent attacks with a 3/3. I block with a 2/2. Seems straightforward. What happens?",
     "Seems straightforward"),
])
def test_an_opener_of_chatter_is_set_aside(question: str, said: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == _BLOCKED_3_3
    assert f"Set aside as the writer's comment, not the board: '{said}'." in verdict.assumptions


def test_chatter_before_the_board_leaves_the_life_totals(lexicon: Lexicon) -> None:
    verdict = verdict_of("Hurray! My opponent attacks me with a 3/3 and I do not block. What happens?", lexicon)
    assert verdict.summary == "You go to 17. Nothing is put into a graveyard."
    assert ("3/3 deals 3 combat damage to Alice.", ("310.4",)) in verdict.decisive


def test_a_name_the_letter_uses_as_a_player_is_no_chatter(lexicon: Lexicon) -> None:
    # "Bob" attacks: "Bob!" is the player's name, and the reader declines on it as before.
    judged = judge_question("Bob attacks with a 3/3. Alice blocks with a 2/2. Bob! What happens?", lexicon)
    assert judged.verdict is None and "Bob" in judged.unread


def test_opening_chatter_keeps_a_question_and_an_outcome() -> None:
    from judge.verdict.openers import opening_chatter

    def token(canon: str, surface: str) -> Token:
        return Token(canon, surface, surface, 0)

    board = (token("me", "I"), token("attack", "attack"), token(".", "."))
    asked = (token("pl", "Simple"), token("?", "enough"), token(".", "?"))
    outcome = (token("pl", "Zed"), token("?", "dies"), token(".", "."))
    chat = (token("pl", "Hurray"), token(".", "!"))
    assert opening_chatter(board + asked + outcome) == (board + asked + outcome, [])
    assert opening_chatter(board + chat) == (board, [("Hurray",)])
    term = (token("pl", "Ninjutsu"), token(".", "."))
    assert opening_chatter(board + term) == (board + term, [])


def test_a_humble_2_2_is_no_spell_played(lexicon: Lexicon) -> None:
    verdict = verdict_of("My opponent attacks with a 3/3. I block with a humble 2/2. What happens?", lexicon)
    assert verdict.summary == _BLOCKED_3_3
    assert [next(iter(action)) for action in verdict.scenario["actions"]] == ["attack", "block", "advance"]


@pytest.mark.parametrize(("question", "canon", "value"), [
    ("He plays humble on my 2/2.", "sc", "Humble"),  # played: the card
    ("I attack with a juggernaut 5/3.", "cc", "Juggernaut"),  # a creature card's name before its size
])
def test_a_card_name_stays_the_card(question: str, canon: str, value: str, lexicon: Lexicon) -> None:
    tokens = lexicon.lex(question).tokens
    assert [(t.canon, t.value) for t in tokens if t.canon in ("sc", "cc")] == [(canon, value)]


def test_have_a_creature_as_a_blocker_is_a_block(lexicon: Lexicon) -> None:
    verdict = verdict_of("A 2/2 creature with double strike attacks you. You have a 1/1 creature as a blocker. "
                         "What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. The 1/1 (yours) is put into the graveyard."
    assert ("2/2 with double strike deals 2 combat damage to 1/1.", ("310.4",)) in verdict.decisive
    second = [rules for text, rules in verdict.decisive if text.startswith("No combat damage is assigned (second")]
    assert len(second) == 1 and "502.28b" in second[0]


_DIVISION = ("Let's say you have a 5/5 trampling creature attacking your opponent, who is blocking with a 1/1 "
             "creature and a 2/2 creature. The 5/5 trampling creature assigns 1 damage to the 1/1 creature. "
             "The 1/1 creature dies, and the 5/5 trampling creature assigns 2 damage to the 2/2 creature. "
             "The 2/2 creature dies, and the 5/5 trampling creature deals {} damage to your opponent "
             "(the remaining damage).")


def test_an_account_going_on_with_deals_is_the_division(lexicon: Lexicon) -> None:
    verdict = verdict_of(_DIVISION.format(2), lexicon)
    assert verdict.summary == ("Your opponent goes to 18. The 1/1 (your opponent's) and the 2/2 (your "
                               "opponent's) are put into the graveyard.")
    assert verdict.scenario["actions"][2] == {"assign": {"p5-5": {"p1-1": 1, "p2-2": 2, "Bob": 2}}}
    assert ("'the 5/5 trampling creature deals 2 damage to your opponent (the remaining damage)' read as how "
            "the attacker's combat damage is assigned (310.2c): assigns 2 to your opponent.") in verdict.assumptions


def test_an_account_dealing_more_than_the_power_is_refused(lexicon: Lexicon) -> None:
    verdict = verdict_of(_DIVISION.format(3), lexicon)
    assert verdict.summary.startswith("That can't be done: 5/5 with trample assigns combat damage equal to "
                                      "its power, 5, not 6.")


def test_deals_without_a_division_told_is_not_read_as_one(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 5/5 trampler and he blocks with a 1/1 and a 2/2. My 5/5 deals 1 "
                            "damage to the 1/1 and 2 to the 2/2 and 2 to him.", lexicon)
    assert judged.verdict is None
