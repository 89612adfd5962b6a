"""A card's line given in parentheses, as quiz letters print it ("a Wild Jhovall (R3, Creature-
Cat, 3/3)"): the known card's own line is read and says nothing more; a line that isn't the
card's declines, naming it; for a card the reader doesn't know, the line describes it (its
colors from its mana cost, 203.2; an artifact creature colorless)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.mana import mana_colors
from judge.verdict.card_syntax import card_line, cost_symbols
from verdict_helpers import life_and_summary


def test_a_known_cards_own_line_is_read() -> None:
    assert card_line("R3, Creature- Cat, 3/3") == (
        ("cost:R3", "type:creature", "subtype:Cat"), (3, 3), "")
    assert card_line("{2}{G}{G}, Legendary Artifact Creature \u2014 Elf Warrior, 4/4, trample") == (
        ("cost:2GG", "supertype:legendary", "type:artifact", "type:creature", "subtype:Elf",
         "subtype:Warrior"), (4, 4), "trample")
    assert card_line("r3, creature- cat, 3/3") == (("cost:R3", "type:creature", "subtype:cat"), (3, 3), "")
    assert card_line("3/3, trample") is None
    assert card_line("R3, 3/3") is None  # no type line: not a card's line
    assert cost_symbols("R3") == cost_symbols("3R") == cost_symbols("{3}{R}")
    assert mana_colors("1WU") == mana_colors("U1W") == ("white", "blue")


def test_quiz_letter_with_a_card_line(lexicon: Lexicon) -> None:
    # Combat damage on the stack, then the attacker bounced: its damage is still dealt (310.4a).
    life, summary = life_and_summary(
        "Michelle attacks with a Flesh Reaver, Russell blocks with a Wild Jhovall (R3, Creature- Cat, "
        "3/3). Once combat damage is on the stack, Michelle returns the Flesh Reaver to her hand with an "
        "Unsummon. How does combat proceed?", lexicon)
    assert life == {"Michelle": 20, "Russell": 20}
    assert summary == ("No player's life total changes. Russell's Wild Jhovall is put into the graveyard. "
                       "Michelle's Flesh Reaver returns to its owner's hand.")


def test_a_letter_typed_in_lower_case(lexicon: Lexicon) -> None:
    life, summary = life_and_summary(
        "michelle attacks with a flesh reaver, russell blocks with a wild jhovall (r3, creature- cat, 3/3). "
        "once combat damage is on the stack, michelle returns the flesh reaver to her hand with an unsummon. "
        "how does combat proceed?", lexicon)
    assert summary == ("No player's life total changes. Russell's Wild Jhovall is put into the graveyard. "
                       "Michelle's Flesh Reaver returns to its owner's hand.")


@pytest.mark.parametrize("line, reason", [
    ("R2, Creature- Cat, 3/3", "the mana cost in parentheses is not Wild Jhovall's (3R)"),
    ("R3, Creature- Dog, 3/3", "the creature type in parentheses is not Wild Jhovall's"),
    ("R3, Creature- Cat, 2/3", "the power and toughness in parentheses are not Wild Jhovall's"),
    ("R3, Artifact Creature- Cat, 3/3", "the card type in parentheses is not Wild Jhovall's"),
])
def test_a_line_that_is_not_the_cards_declines(line: str, reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with a Wild Jhovall ({line}) and my opponent blocks with a 2/2. "
                            "What happens?", lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == (reason, (f"({line})",))


def test_an_unknown_card_is_described_by_its_line(lexicon: Lexicon) -> None:
    # Red from its mana cost: the blocker's protection from red prevents its damage (502.7).
    life, summary = life_and_summary("I attack with a Zorbo Blorg (R3, Creature - Cat, 3/3). My opponent blocks "
                             "with a 2/2 with protection from red. What happens?", lexicon)
    assert (life, summary) == ({"Alice": 20, "Bob": 20},
                               "No player's life total changes. Nothing is put into a graveyard.")
    # An artifact creature with no colored mana: colorless, not taken to be red.
    life, summary = life_and_summary("I attack with a Zorbo Blorg (3, Artifact Creature - Golem, 3/3). My opponent "
                             "blocks with a 2/2 with protection from red. What happens?", lexicon)
    assert summary == ("No player's life total changes. The 2/2 with protection from red (your "
                       "opponent's) is put into the graveyard.")
    # Its abilities after the line: trample over the 2/2 (502.9b).
    life, summary = life_and_summary("I attack with a Zorbo Blorg ({2}{G}{G}, Creature - Elf Warrior, 4/4, "
                             "trample). My opponent blocks with a 2/2. What happens?", lexicon)
    assert life == {"Alice": 20, "Bob": 18}


def test_a_colorless_nonartifact_line_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a Zorbo Blorg (3, Creature - Golem, 3/3) and my opponent "
                            "blocks with a 2/2. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "a card line with no color for a creature that isn't an artifact"
