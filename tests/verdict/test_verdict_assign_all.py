"""'He assigns all (its) damage to the 3/3': the whole power of a described attacker to one of
its blockers (judge/verdict/splits.py, grammar.lark)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

_BOARD = "He attacks with his 4/4, I block with my 2/2 and my 3/3. "


@pytest.mark.parametrize("said", ["He assigns all damage to the 3/3", "He puts all of its damage on the 3/3",
                                  "He assigns all its combat damage to the 3/3",
                                  "He assigns all the damage to the 3/3"])
def test_all_damage_to_one_blocker(said: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"{_BOARD}{said}. What dies?", lexicon)
    assert judged.verdict is not None
    # 4 to the 3/3, none to the 2/2; the blockers' 5 kill the 4/4.
    assert judged.verdict.summary == ("No player's life total changes. The 4/4 (your opponent's) and the 3/3 "
                                      "(yours) are put into the graveyard.")
    assert judged.verdict.assumptions[0] == "All of the 4/4's 4 damage is assigned to the 3/3."


@pytest.mark.parametrize("question, reason", [
    (f"{_BOARD}He assigns the damage to the 3/3. What dies?", "how much damage"),
    ("He attacks with Craw Wurm, I block with my 2/2 and my 3/3. He assigns all the damage to the 3/3. "
     "What dies?", "the attacker's power when its damage is assigned"),
    (f"{_BOARD}He plays Giant Growth on his 4/4. He assigns all the damage to the 3/3. What dies?",
     "the attacker's power when its damage is assigned"),
])
def test_all_damage_when_the_power_is_not_plain(question: str, reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == reason
