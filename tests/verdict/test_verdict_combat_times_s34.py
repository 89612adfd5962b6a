"""Session 34: the times of combat damage as players say them: "after the damage goes on the
stack", "once the damage is dealt", "after the damage has been dealt", "before the regular
damage" (judge/verdict/times_said.py, words.yaml): "the" before "damage" says nothing more
(310.1: a step's combat damage goes on the stack at once), "once" before a time of damage is
"after", and the regular combat damage step is said as the steps are (310.5)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from judge.verdict.times_said import combat_times
from verdict_helpers import life_and_summary


@pytest.mark.parametrize(("said", "canon"), [
    ("Once damage is dealt,", "after_damage"),
    ("Once the combat damage is dealt,", "after_damage"),
    ("After the damage has been dealt,", "after_damage"),
    ("After the damage goes on the stack,", "damage_on_stack"),
    ("Once damage has been put on the stack,", "damage_on_stack"),
    ("After the combat damage step,", "after_damage"),
    ("After normal damage,", "after_damage"),
    ("Before the regular damage,", "after_first_strike"),
])
def test_a_time_of_combat_damage(said: str, canon: str, lexicon: Lexicon) -> None:
    assert lexicon.lex(said + " I Shock it.").tokens[0].canon == canon


def test_only_the_article_and_once_before_damage() -> None:
    assert combat_times("After my 3/3's damage goes on the stack, I activate it once.") == \
        "After my 3/3's damage goes on the stack, I activate it once."
    assert combat_times("Once the damage is dealt, he Shocks it.") == "after damage is dealt, he Shocks it."


@pytest.mark.parametrize(("question", "summary"), [
    ("I attack with a 3/3 and he blocks with a 2/2. After the damage goes on the stack, I Shock his 2/2. "
     "What happens?", "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with a 3/3 and he blocks with a 2/2. Once the damage is dealt, he Shocks my 3/3. What happens?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("I attack with a 2/2 first striker and he blocks with a 3/3. Before the regular damage, he Shocks my 2/2. "
     "What happens?", "No player's life total changes. The 2/2 with first strike (yours) is put into the graveyard."),
])
def test_an_action_at_a_time_of_combat_damage(question: str, summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == ({"Alice": 20, "Bob": 20}, summary)
