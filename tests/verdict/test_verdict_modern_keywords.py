"""Modern keywords a player gives a described creature are read in the 2003 words of the cards
that first had them (judge/verdict/words.yaml): deathtouch and lifelink as Future Sight's triggered
abilities, hexproof as Troll Ascetic's text, shroud as "can't be the target of spells or abilities", menace
as Two-Headed Dragon's "can't be blocked except by two or more creatures".
The verdict is the December 2003 rules' outcome."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize(("question", "summary"), [
    # the 1/1 deals 1 damage to the 5/5; its trigger destroys the 5/5 (410.1); the 1/1 has lethal damage (420.5c)
    ("My 1/1 with deathtouch blocks his 5/5. What happens?",
     "No player's life total changes. The 5/5 (your opponent's) and the 1/1 (yours) are put into the graveyard."),
    # not combat damage: the trigger is on any damage the creature deals
    ("I have a 1/1 deathtouch pinger. I tap it to ping his 4/4. Does it die?",
     "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard."),
    # 2003: a trampler assigns lethal damage (the blocker's toughness, 502.9b) before the player gets any
    ("My 5/5 trample deathtouch attacks and he blocks with a 3/3. How much damage does he take?",
     "Your opponent goes to 18. The 3/3 (your opponent's) is put into the graveyard."),
    ("I attack with my 3/3 lifelink and he doesn't block. I'm at 10 life, what's my life?",
     "You go to 13 and your opponent goes to 17. Nothing is put into a graveyard."),
    ("I attack with my 2/2 lifelink creature, he blocks with a 1/1. I'm at 5. What's my life total?",
     "You go to 7. The 1/1 (your opponent's) is put into the graveyard."),
    # two blockers are legal; the 3/3 takes 4 and kills one of them (502.2)
    ("I attack with my 3/3 with menace and he blocks with two 2/2s. What dies?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("I attack with my 3/3 with menace and he doesn't block. How much does he take?",
     "Your opponent goes to 17. Nothing is put into a graveyard."),
    # one blocker is an illegal block (500.3, 309.2): the rule text is not part of the creature's label
    ("I attack with a 2/2 menace creature and he blocks with one 1/1. What happens?",
     "That can't be done: 2/2 can't be blocked except by two or more creatures, and only 1/1 would block it. "
     "Which creatures block instead isn't told (309.2, 500.3)."),
])
def test_a_modern_keyword_reads_as_its_2003_words(lexicon: Lexicon, question: str, summary: str) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


def test_hexproof_keeps_his_shock_off_my_creature(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with my 3/3 hexproof creature. He Shocks it. What happens?", lexicon)
    assert judged.verdict is not None
    summary = judged.verdict.summary
    assert summary == ("That can't be done: Shock can't target 3/3: 3/3 can't be the target of spells or abilities "
                       "Alice's opponents control. What is done instead isn't told (422.2).")
