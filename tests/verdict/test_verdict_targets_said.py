"""Targets said and unsaid: "sacrifice it at me", a sacrifice ability's target said with "at"
(grammar.lark, ``sacrifice``) as "Shock at his Fanatic" says a spell's; and a spell's target
the letter leaves unsaid, declined (judge/verdict/summary.py)."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question


def test_a_sacrifice_at_a_player_is_read(lexicon: Lexicon) -> None:
    """Batch 20's letter in its own words."""
    judged = judge_question("I have Multani's Presence in play. If I cast Shock at my opponent's Mogg Fanatic, "
                            "and he sacrifices it at me in response, do I get to draw a card?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "You go to 19. Mogg Fanatic (your opponent's) is put into the graveyard."
    assert judged.verdict.scenario["actions"][1]["activate"]["targets"] == ["Alice"]


def test_a_sacrifice_at_a_creature_is_read(lexicon: Lexicon) -> None:
    verdict = judge_question("He attacks with a 2/2. I block with my Mogg Fanatic and sacrifice it at his 2/2. "
                             "What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. Mogg Fanatic (yours) is put into the graveyard."


def test_a_sacrifice_at_of_a_creature_without_one_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 2/2. I block with my 1/1 and sacrifice it at him. What happens?",
                            lexicon)
    assert judged.verdict is None
    assert judged.unread == ("my 1/1",)
    assert judged.reason == "1/1 has no one ability to sacrifice itself"


def test_a_target_left_unsaid_is_declined_not_called_illegal(lexicon: Lexicon) -> None:
    """Lunge targets a creature and a player; the letter says only the creature. The engine
    refuses the play (409.1c), but that is the reading's gap: declined, never "That can't be
    done" (the outcome would then be wrong)."""
    judged = judge_question("If I have Planar Guide and White Knight out, and my opponent targets my White "
                            "Knight with Lunge, and I use Planar Guide's ability in response, what happens?",
                            lexicon)
    assert judged.verdict is None
    assert judged.unread == ("Lunge",)
    assert judged.reason == "a target the question doesn't say"
