"""A letter naming a pool card whose only unrun text is activated abilities is answered, each
such ability listed among the assumptions as not activated; a letter activating it declines."""

from __future__ import annotations

from judge.cards import card_named
from judge.verdict import Lexicon, judge_question

GLISSA = "{T}: destroy target artifact if its converted mana cost is equal to the amount of mana in your mana pool"
BLOCK = "I attack with Hill Giant and my opponent blocks with Glissa Sunseeker."


def test_the_card_is_readable(lexicon: Lexicon) -> None:
    assert "Glissa Sunseeker" in lexicon.cards and "Glissa Sunseeker" not in lexicon.unreadable_cards
    assert lexicon.cards["Glissa Sunseeker"] is card_named("Glissa Sunseeker")
    assert "Wirewood Channeler" in lexicon.unreadable_cards  # an unrun mana ability: still unreadable


def test_a_letter_naming_it_is_answered_with_the_assumption(lexicon: Lexicon) -> None:
    judged = judge_question(BLOCK + " What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. Hill Giant (yours) is put into the graveyard."
    assert judged.verdict.assumptions[-2:] == (
        f"Glissa Sunseeker's ability {GLISSA!r} is not activated: the engine doesn't run it.",
        "No other cards are in play or played, and nobody does anything else (no other responses).")


def test_a_letter_activating_it_declines_naming_the_text(lexicon: Lexicon) -> None:
    judged = judge_question(BLOCK + " He activates Glissa Sunseeker. What happens?", lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.unread == ("Glissa Sunseeker",)
    assert judged.reason == f"Glissa Sunseeker's ability {GLISSA!r} can't be activated: the engine doesn't run it"


def test_a_letter_sacrificing_such_a_card_for_its_ability_still_declines(lexicon: Lexicon) -> None:
    # Crown of Awe's "sacrifice this: ..." is not run: the letter gets no verdict. (Crown of Vigor's runs since
    # session 24: Crown of Awe, the same kind of Aura, in its place.)
    judged = judge_question("If I attack with a 1/1 creature enchanted with Crown of Awe, does it keep protection "
                            "from red if I sacrifice the Crown?", lexicon)
    assert judged.attempted and judged.verdict is None
