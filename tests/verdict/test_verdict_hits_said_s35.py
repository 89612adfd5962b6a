"""Session 35: combat damage told with players' verb "hit" ("The first strike hits my creature",
"It hits him for 3", "the trample damage hits him for 3", "my 3/3 hits his 2/2"),
judge/verdict/hits_said.py."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.hits_said import hits_said
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize(("question", "told"), [
    ("The first strike hits my creature.", "The first strike damage goes to my creature."),
    ("The regular damage hit the blocker.", "The regular damage goes to the blocker."),
    ("The trample damage hits him for 3.", "3 damage goes to him."),
    ("It hits him for 3.", "It deals 3 damage to him."),
    ("the 3/3 hit me for 3 damage.", "the 3/3 deals 3 damage to me."),
    ("My 3/3 hits his 2/2 and it dies.", "My 3/3 deals damage to his 2/2 and it dies."),
])
def test_hit_said_as_damage(question: str, told: str) -> None:
    assert hits_said(question) == told


@pytest.mark.parametrize("question", [
    "He hits me for 3 with his 3/3.",       # a player hits: an attack, left to the other rewrites
    "I hit him with my 3/3.",
    "When it hits the graveyard, it triggers.",
    "Then I hit the stack with a Shock.",
])
def test_a_player_or_a_zone_hit_left_as_written(question: str) -> None:
    assert hits_said(question) == question


@pytest.mark.parametrize(("question", "life", "summary"), [
    # The double striker's first-strike damage (310.5) destroys the 1/1; in the regular step
    # the attacker is still blocked (no trample): nothing is dealt to the player (310.2b).
    ("My opponent attacks with a 2/2 double strike creature, and I block with a 1/1. The first strike "
     "hits my creature. What happens to the other 2 damage?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 1/1 (yours) is put into the graveyard."),
    ("I attack with my 3/3 and he doesn't block. It hits him for 3. What's his life?", {"Alice": 20, "Bob": 17},
     "Your opponent goes to 17. Nothing is put into a graveyard."),
    ("I attack with a 4/4 trampler and he blocks with a 1/1. The trample damage hits him for 3.",
     {"Alice": 20, "Bob": 17}, "Your opponent goes to 17. The 1/1 (your opponent's) is put into the graveyard."),
])
def test_hits_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_an_account_of_a_blocked_creature_hitting_the_player_is_set_aside(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with my 3/3 and he blocks with his 2/2. It hits him for 3.", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    assert verdict.assumptions[0] == "The letter's own account of the outcome was set aside: 'It deals 3 damage to him'."


@pytest.mark.parametrize("question", [
    "I attack with my 3/3 and he doesn't block. It hits him for 2. What's his life?",   # not its power
    "I attack with a 4/4 trampler and he blocks with a 1/1. The trample damage hits him for 2.",  # a division
])
def test_an_amount_the_combat_does_not_give_declines(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None
