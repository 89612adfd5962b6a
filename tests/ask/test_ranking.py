"""The ranking side of `ask`: a record's own text picks the subrule, the deeper
ranking behind `eval`'s miss report, and where missed answers are found."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import answer, ask, ranking
from kb.evaluate import MISS_DEPTH, evaluate, load_questions, miss_depths
from kb.search import SearchSession

QUESTIONS = Path(__file__).resolve().parent.parent / "data" / "questions.yaml"


@pytest.mark.parametrize(("question", "first"), [
    # 309.2f's own text says a creature stays blocked when its blocker is removed; its
    # siblings under "Declare Blockers Step" share only the heading.
    ("if the blocker dies before damage, is my attacker still blocked?", "309.2f"),
    # 212.6a (a land is played in a main phase) holds "play" and "land" itself; the
    # combat phase's rules only under their heading.
    ("can I play a land during combat?", "212.6a"),
])
def test_a_rules_own_text_puts_it_first(index_dir: Path, question: str, first: str) -> None:
    assert ask(index_dir, question, limit=5).results[0].id == first


def test_the_own_text_score_still_puts_a_named_glossary_term_second(index_dir: Path) -> None:
    results = ask(index_dir, "mana burn", limit=2).results
    assert [(a.kind, a.id) for a in results] == [("rule", "300.3"), ("glossary", "mana-burn")]


def test_a_deeper_ranking_starts_with_the_answers_ten(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        for question in ("can I play a land during combat?",
                         "trample creature blocked by a pro-green creature"):
            shown = [(a.kind, a.id) for a in answer(session, question, 10).results]
            deep = ranking(session, question, MISS_DEPTH)
            assert len(shown) == 10 and len(deep) == MISS_DEPTH
            assert deep[:10] == shown
            assert len(set(deep)) == MISS_DEPTH


def test_miss_depths_counts_each_missed_answer_once() -> None:
    ranked = [[("rule", f"{n}.1") for n in range(100, 160)],
              [("rule", "502.9b"), ("glossary", "trample")]]
    answers = [["100.1", "104.1", "107", "130.1", "170.1"], ["502.9", "glossary:tram", "420"]]
    # 100.1 is 1st and 104.1 5th (found); 107.1 is 8th; 130.1 31st; 170.1 and 420 nowhere.
    assert miss_depths(ranked, answers) == {"6-10": 1, "11-50": 1, "beyond 50": 2}


def test_eval_reports_where_the_missed_answers_are(index_dir: Path) -> None:
    report = evaluate(index_dir, QUESTIONS, with_baseline=False)
    missed = 0
    with SearchSession(index_dir) as session:
        for question, expected in load_questions(QUESTIONS):
            top = [(a.kind, a.id) for a in answer(session, question, 5).results]
            missed += sum(not any(_is(e, k, i) for k, i in top) for e in expected)
    assert sum(report.depth.values()) == missed > 0
    assert set(report.to_json()["missed_at"]) == {"6-10", "11-50", "beyond 50"}


def _is(expected: str, kind: str, id_: str) -> bool:
    from kb.evaluate import is_answer

    return is_answer(expected, kind, id_)
