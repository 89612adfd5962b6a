"""A told action the rules forbid is an outcome, graded by the verb of the action refused
(``expected: {refused: block}``), not a reason to decline (judge/verdict/evaluate.py)."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question
from judge.verdict.evaluate import _normal, grade_case, refused_verb

GOLD_MYR = "What happens if an indestructible Gold Myr blocks my Akroma, Angel of Wrath?"


def _letter(question: str, expected: dict[str, object]) -> dict[str, object]:
    return _normal({"id": "dr0", "question": question, "person": "first", "cards": "named",
                    "expected": expected})


def test_the_batch_layout_reads_a_refusal_with_or_without_an_outcome() -> None:
    assert _letter(GOLD_MYR, {"refused": "block"})["expect"] == {"life": {}, "refused": "block"}
    assert _letter(GOLD_MYR, {"refused": "play", "me": 20, "opponent": 20, "dies": []})["expect"] == {
        "life": {"me": 20, "opponent": 20}, "dies": [], "refused": "play"}


def test_the_refused_block_is_the_expected_refusal(lexicon: Lexicon) -> None:
    judged = judge_question(GOLD_MYR, lexicon)
    assert judged.verdict is not None
    assert refused_verb(judged.verdict.scenario, judged.verdict.outcome) == "block"
    assert judged.verdict.outcome["illegal"][0]["rules"][:2] == ["502.4a", "502.4b"]
    grade, detail = grade_case(_letter(GOLD_MYR, {"refused": "block"}), judged)
    assert grade == "correct"
    assert detail.startswith("That can't be done: Gold Myr can't block Akroma, Angel of Wrath")


def test_another_verb_refused_is_wrong(lexicon: Lexicon) -> None:
    judged = judge_question(GOLD_MYR, lexicon)
    grade, detail = grade_case(_letter(GOLD_MYR, {"refused": "attack"}), judged)
    assert grade == "wrong"
    assert detail.startswith("refused block, expected attack | ")


def test_a_legal_letter_expecting_a_refusal_is_wrong(lexicon: Lexicon) -> None:
    question = "My 3/3 attacks and my opponent blocks with his 2/2. What happens?"
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None and judged.verdict.outcome["illegal"] == []
    grade, detail = grade_case(_letter(question, {"refused": "block"}), judged)
    assert grade == "wrong"
    assert detail.startswith("refused nothing, expected block | ")
    # and the same letter graded by its outcome alone is right
    assert grade_case(_letter(question, {"me": 20, "opponent": 20, "dies": ["the 2/2"]}), judged)[0] == \
        "correct"
