"""Life totals told in passing: a total stated ("my opponent's life total is 19", "he's at
7") starts the board; a total the writer says came of it ("... and goes to 9", "went to 9",
"drops to 7") is the writer's claim, set aside, and the verdict gives the engine's own;
set aside only when the starting totals are told (else it may be the only word of a total
that is not 20: declined)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


def lives(question: str, lexicon: Lexicon) -> tuple[int, int]:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    final = verdict.outcome["final"]["players"]
    return final[verdict.players["me"]]["life"], final[verdict.players["opponent"]]["life"]


@pytest.mark.parametrize(("question", "me", "opponent"), [
    # a letter (Saturday School #32) told it "life total is 19 ... goes to 9"
    ("My opponent's life total is 19 and I attack him with a 3/3, he takes the damage and goes "
     "to 16. Then I bolt him; is he dead?", 20, 13),
    ("His life total was 12 when I attacked with my 5/5 trampler; he blocked with a 2/2 and "
     "went to 9. Is that right?", 20, 9),
    # the claim is wrong: the verdict is the engine's, not the writer's
    ("My opponent is at 10. I attack with a 4/4 and he blocks with a 1/1, and he drops to 7. "
     "Right?", 20, 10),
    ("He's at 7 and I attack with a 4/4. He doesn't block. Then I bolt him. Is he dead?", 20, 0),
    ("I'm at 6 and he attacks me with a 3/3 and I don't block, and I go to 3.", 3, 20),
])
def test_a_life_total_told_in_passing(question: str, me: int, opponent: int,
                                      lexicon: Lexicon) -> None:
    assert lives(question, lexicon) == (me, opponent)


def test_a_total_it_came_to_with_no_total_told_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks me with a 3/3 and I go to 5. Then he bolts me. Am I dead?",
                            lexicon)
    assert judged.verdict is None
    assert judged.unread == ("go",)


@pytest.mark.parametrize("question", [
    # a letter (Saturday School #25): "Both of my friends say ... Thus, if the Thorn Elemental
    # dies in the first strike phase of damage, there is no creature to deal damage ..."
    "I attack with a 3/3 and he blocks with a 2/2. Both of my friends say the 3/3 still "
    "deals damage to him. Who's right?",
    "I attack with a 3/3 and he blocks with a 2/2. Thus, if the 2/2 dies in the first strike "
    "phase, there is no damage to deal during the normal phase. Right?",
    "I attack with a 3/3 and he blocks with a 2/2. Some people say the blocker survives. "
    "Therefore, the 3/3 dies. What really happens?",
])
def test_the_writers_reasoning_and_friends_claims_are_set_aside(question: str,
                                                                lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("No player's life total changes. The 2/2 (your opponent's) is put "
                               "into the graveyard.")
