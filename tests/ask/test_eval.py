"""The development question set and the recall@5 / MRR@10 measurement."""

from __future__ import annotations

from pathlib import Path

import pytest

from click.testing import CliRunner

from kb.evaluate import _score, evaluate, is_answer, load_questions
from kb.store import KnowledgeBase

QUESTIONS = Path(__file__).resolve().parent.parent / "data" / "questions.yaml"


def test_question_set_is_large_and_covers_every_part() -> None:
    items = load_questions(QUESTIONS)
    assert len(items) >= 60
    parts = {a[0] if a[0].isdigit() else "glossary" for _, answers in items for a in answers}
    assert parts == {"1", "2", "3", "4", "5", "glossary"}


def test_every_answer_exists_in_the_2003_rules(rule_numbers: set[str],
                                              glossary_slugs: set[str]) -> None:
    for question, answers in load_questions(QUESTIONS):
        for answer in answers:
            if answer.startswith("glossary:"):
                prefix = answer[len("glossary:"):]
                assert any(s.startswith(prefix) for s in glossary_slugs), (question, answer)
            else:
                assert answer in rule_numbers, (question, answer)


@pytest.mark.parametrize(("expected", "kind", "found", "answers"), [
    ("502.9", "rule", "502.9b", True),
    ("502.9", "rule", "502.9", True),
    ("502.9b", "rule", "502.9", False),
    ("502.9", "rule", "502.10a", False),
    ("502.1", "rule", "502.10", False),
    ("glossary:fizzle", "glossary", "fizzle-informal", True),
    ("glossary:fizzle", "rule", "fizzle-informal", False),
    ("413.2a", "glossary", "413.2a", False),
])
def test_is_answer(expected: str, kind: str, found: str, answers: bool) -> None:
    assert is_answer(expected, kind, found) is answers


def test_scores_of_a_known_ranking() -> None:
    ranked = [[("rule", "101.1"), ("rule", "502.9b"), ("rule", "502.7a")],
              [("rule", "1"), ("rule", "2"), ("rule", "3"), ("rule", "4"), ("rule", "5"),
               ("rule", "300.3")]]
    metrics = _score(ranked, [["502.9", "502.7"], ["300.3"]], ["q1", "q2"], "test")
    assert metrics.recall_at_5 == pytest.approx(0.5)       # (2/2 + 0/1) / 2
    assert metrics.mrr_at_10 == pytest.approx((1 / 2 + 1 / 6) / 2)
    assert metrics.hit_at_5 == pytest.approx(0.5)
    assert metrics.misses == ("q2",)
    hidden = _score(ranked, [["502.9", "502.7"], ["300.3"]], ["q1", "q2"], "test", frozenset({"q2"}))
    assert (hidden.recall_at_5, hidden.misses) == (pytest.approx(0.5), ())  # scored, not listed


def test_pipeline_recall_at_5_is_at_least_090_and_beats_the_baseline(index_dir: Path) -> None:
    report = evaluate(index_dir, QUESTIONS)
    assert report.questions == len(load_questions(QUESTIONS))
    assert report.pipeline.recall_at_5 >= 0.90, report.pipeline.misses
    assert report.baseline is not None
    assert report.pipeline.recall_at_5 > report.baseline.recall_at_5
    assert report.pipeline.mrr_at_10 > report.baseline.mrr_at_10


def test_held_out_questions_beat_the_baseline(index_dir: Path, rule_numbers: set[str]) -> None:
    held_out = Path(__file__).with_name("questions_heldout.yaml")
    items = load_questions(held_out)
    assert all(a in rule_numbers for _, answers in items for a in answers
               if not a.startswith("glossary:"))
    report = evaluate(index_dir, held_out)
    assert report.baseline is not None
    assert report.pipeline.recall_at_5 >= 0.75
    assert report.pipeline.recall_at_5 > report.baseline.recall_at_5 + 0.1


def test_every_rule_number_an_answer_emits_exists(index_dir: Path, rule_numbers: set[str]) -> None:
    import re

    from kb.ask import ask

    emitted: set[str] = set()
    for question, _ in load_questions(QUESTIONS):
        for answer in ask(index_dir, question, limit=10).results:
            if answer.kind == "rule":
                emitted.add(answer.id)
            emitted |= set(re.findall(r"→ (\d{3}(?:\.\d+[a-z]?)?)\b", answer.why))
    assert len(emitted) > 200
    assert emitted - rule_numbers == set()


REAL = Path(__file__).resolve().parent.parent / "data" / "real_questions.yaml"
# Issue 8's goal for real questions is recall@5 >= 0.80 and MRR@10 >= 0.60.  Not reached:
# these floors are what the pipeline measures on the development part today (a ratchet:
# raise them as it improves; never tune on the held-aside part).
DEV_RECALL_FLOOR = 0.68
DEV_MRR_FLOOR = 0.54


def test_real_questions_are_scored_per_source_and_part(index_dir: Path, kb: KnowledgeBase,
                                                      rule_numbers: set[str]) -> None:
    import re

    from kb.ask import KBCards

    report = evaluate(index_dir, REAL, with_baseline=False, cards=KBCards(kb), split="dev")
    assert set(report.groups) >= {"split:dev", "source:column", "source:quiz", "source:forum"}
    assert "split:heldaside" not in report.groups
    assert report.sizes["split:dev"] == report.questions >= 60
    assert sum(n for g, n in report.sizes.items() if g.startswith("source:")) == report.questions
    assert report.groups["split:dev"].recall_at_5 == report.pipeline.recall_at_5
    assert report.pipeline.recall_at_5 >= DEV_RECALL_FLOOR
    assert report.pipeline.mrr_at_10 >= DEV_MRR_FLOOR
    data = report.to_json()
    assert data["groups"]["split:dev"]["questions"] == report.questions


def test_eval_of_a_wrong_shape_file_is_a_clear_error(tmp_path: Path, runner: CliRunner) -> None:
    from rulesjudge import main

    bad = tmp_path / "bad.yaml"
    bad.write_text("questions: 3\n", encoding="utf-8")
    result = runner.invoke(main, ["eval", str(bad)])
    assert result.exit_code == 2  # bad input, as for scenarios (issue 11 finding 11)
    assert "no questions: a questions file is a list (or `questions:`)" in result.output
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    assert "no questions" in runner.invoke(main, ["eval", str(empty)]).output
