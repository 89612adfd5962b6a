"""Session 34: the damage an unblocked attacker deals, told after the attack ("I attack with my
3/3 and he doesn't block. He takes 3."), is the writer's account of the combat: set aside, and
the board run (310.2b: an unblocked attacker assigns all its combat damage to the defending player);
judge/verdict/outcomes_told.py. Only its power, the life it leaves of 20, or none; nothing
dying of it; and nothing told after it that could come before or after the damage."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary, verdict_of


@pytest.mark.parametrize(("question", "life"), [
    ("I attack with my 3/3 and he doesn't block. He takes 3. What is his life?", {"Alice": 20, "Bob": 17}),
    ("I attack with my 3/3 and he doesn't block. It deals 3 damage to him. What is his life?",
     {"Alice": 20, "Bob": 17}),
    ("My 2/2 attacks and is unblocked. It deals 2 damage to my opponent. How much life does he have?",
     {"Alice": 20, "Bob": 18}),
    ("My opponent attacks me with a 4/4 trampler. I don't block and I take 4. Is that right?",
     {"Alice": 16, "Bob": 20}),
    ("My opponent attacks me with a 4/4 flyer. I can't block it, so I take 4. Am I at 16?",
     {"Alice": 16, "Bob": 20}),
])
def test_an_unblocked_attackers_damage_told(question: str, life: dict[str, int], lexicon: Lexicon) -> None:
    found, summary = life_and_summary(question, lexicon)
    assert found == life
    assert summary.endswith("Nothing is put into a graveyard.")
    assert any(a.startswith("The letter's own account of the outcome was set aside: '")
               for a in verdict_of(question, lexicon).assumptions)


@pytest.mark.parametrize(("question", "unread"), [
    # an amount its power doesn't give: a pump or an ability the letter leaves out
    ("I attack with my 3/3 and he doesn't block. He takes 5 damage. What is his life?", ("takes",)),
    # two attackers: which dealt it?
    ("I attack with two 3/3s and he doesn't block. He takes 3. What is his life?", ("takes",)),
    # an action told after the damage: before it or after it?
    ("My opponent attacks me with a 4/4. I don't block. I take 4 damage. Then I play Giant Growth on it. "
     "What happens?", ("take",)),
    ("My opponent attacks me with a 4/4. I don't block. I take 4 damage. If I play Giant Growth on it now, "
     "what happens?", ("take",)),
    # a life total told after it: at the start, or what the damage left?
    ("I attack with my 3/3 and he doesn't block. He takes 3. He is at 17 life now.", ("takes",)),
])
def test_what_an_unblocked_account_does_not_read(question: str, unread: tuple[str, ...],
                                                 lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


@pytest.mark.parametrize("question", [
    "He attacks with a 5/5 trampler; I block with a 2/2. 3 damage goes to me. What is my life?",
    "He attacks with a 5/5 trampler; I block with a 2/2. 3 tramples over to me. What is my life?",
    "He attacks with a 5/5 trampler; I block with a 2/2. The other 3 damage goes to me. What is my life?",
    "He attacks with a 5/5 trampler; I block with a 2/2. The remaining 3 damage tramples over to me. What is my life?",
])
def test_a_tramplers_damage_told_reaching_the_player(question: str, lexicon: Lexicon) -> None:
    # 502.9: lethal damage (2) to the blocker, the rest (3) to the player
    assert life_and_summary(question, lexicon) == (
        {"Alice": 17, "Bob": 20}, "You go to 17. The 2/2 (yours) is put into the graveyard.")


@pytest.mark.parametrize(("question", "unread"), [
    # an amount the excess doesn't give: how its controller divided the damage (a choice)
    ("He attacks with a 5/5 trampler; I block with a 2/2. 1 damage goes to me. What is my life?", ("goes",)),
    # trampling told of a creature told without trample: the letter gives it trample
    ("He attacks with a 5/5; I block with a 2/2. 3 tramples over to me. What is my life?", ("over",)),
])
def test_a_tramplers_damage_not_read(question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread
