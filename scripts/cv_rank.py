"""Fit the weights of kb/rerank.py and measure them honestly: 5-fold cross-validation.

Asks every question of the development part of the real questions once, keeping
each question's candidates, their feature rows (kb.rerank.feature_rows) and the
concept choice of kb.ask._diversify; then, without asking again:

- for each fold k of 5 (question i is in fold i % 5), fits the weights on the
  other four folds (:func:`fit`: coordinate ascent on recall@5 + MRR@10) and
  scores the held fold, next to the untouched pipeline on the same fold;
- fits on the whole development part and, with --write, stores the weights in
  kb/data/rerank.yaml;
- reports the project's own question set with those weights (a constraint, never
  fitted on).

The held-aside part of the real questions is never read.

    python scripts/cv_rank.py [--kb var/kb] [--no-cards] [--write] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import kb.ask as ask_module  # noqa: E402
from kb import rerank as rr  # noqa: E402
from kb.evaluate import is_answer, load_question_set  # noqa: E402
from kb.search import SearchSession  # noqa: E402

#: The values coordinate ascent tries for each weight.
GRID = (-0.2, -0.1, -0.05, 0.0, 0.05, 0.1, 0.2)
PASSES = 2
FOLDS = 5

_DIVERSIFY = ask_module._diversify


class Case:
    """One question, asked once: what is needed to rank it again with other weights."""

    def __init__(self, answers: tuple[str, ...]) -> None:
        self.answers = answers
        self.scored: list[rr.Scored] = []
        self.rows: list[tuple[float, ...]] = []
        self.concepts: tuple[Any, ...] = ()
        self.covers: Any = None
        self.base: list[tuple[str, str]] = []

    def ranked(self, weights: tuple[float, ...]) -> list[tuple[str, str]]:
        """The top 10 with *weights*."""
        if not any(weights):
            return self.base
        rescored = rr.rescore(self.scored, self.rows, weights)
        return [(h.kind, h.id) for _, h, _ in _DIVERSIFY(rescored, 10, self.concepts,
                                                        self.covers)]


def collect(session: SearchSession, path: Path, split: str | None,
            cards: ask_module.CardIndex | None) -> list[Case]:
    """Ask each question of *path* (of *split*) once, capturing its candidates."""
    cases: list[Case] = []
    current: dict[str, Any] = {}

    def capture_rerank(session_: SearchSession, scored: list[rr.Scored], document: str,
                       weights: Any = None) -> list[rr.Scored]:
        head = list(scored[:rr.DEPTH]) + rr.add_candidates(session_, scored, document)
        current["scored"] = head + scored[rr.DEPTH:]
        current["rows"] = rr.feature_rows(session_, head)
        return scored

    def capture_diversify(scored: list[rr.Scored], limit: int, concepts: Any = (),
                          covers: Any = None) -> list[rr.Scored]:
        memo: dict[tuple[str, int], bool] = {}

        def cached(hit: Any, concept: Any) -> bool:
            key = (hit.key, id(concept))
            if key not in memo:
                memo[key] = bool(covers(hit, concept))
            return memo[key]

        current["concepts"] = concepts
        current["covers"] = cached if covers is not None else None
        return _DIVERSIFY(scored, limit, concepts, covers)

    setattr(ask_module, "rerank", capture_rerank)
    setattr(ask_module, "_diversify", capture_diversify)
    try:
        for question in load_question_set(path, split):
            current.clear()
            result = ask_module.answer(session, question.question, 10, cards=cards)
            case = Case(question.answers)
            case.scored, case.rows = current["scored"], current["rows"]
            case.concepts, case.covers = current["concepts"], current["covers"]
            case.base = [(a.kind, a.id) for a in result.results]
            cases.append(case)
    finally:
        setattr(ask_module, "rerank", rr.rerank)
        setattr(ask_module, "_diversify", _DIVERSIFY)
    return cases


def metrics(cases: list[Case], weights: tuple[float, ...]) -> tuple[float, float]:
    """(recall@5, MRR@10) of *cases* ranked with *weights*."""
    recall = mrr = 0.0
    for case in cases:
        ranked = case.ranked(weights)
        found = [any(is_answer(e, k, i) for k, i in ranked[:5]) for e in case.answers]
        recall += sum(found) / len(case.answers)
        mrr += next((1.0 / n for n, (k, i) in enumerate(ranked[:10], 1)
                     if any(is_answer(e, k, i) for e in case.answers)), 0.0)
    n = max(1, len(cases))
    return recall / n, mrr / n


def fit(cases: list[Case]) -> tuple[float, ...]:
    """Coordinate ascent from all-zero weights on recall@5 + MRR@10 of *cases* (the
    full ranking, top results chosen as ``ask`` chooses them); a change is kept
    only if it strictly improves the objective."""
    weights = [0.0] * len(rr.FEATURES)
    best = sum(metrics(cases, tuple(weights)))
    for _ in range(PASSES):
        improved = False
        for f in range(len(weights)):
            for value in GRID:
                if value == weights[f]:
                    continue
                trial = list(weights)
                trial[f] = value
                objective = sum(metrics(cases, tuple(trial)))
                if objective > best + 1e-9:
                    best, weights, improved = objective, trial, True
        if not improved:
            break
    return tuple(weights)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None,
                        help="knowledge base directory (default: $RULESJUDGE_KB)")
    parser.add_argument("--write", action="store_true", help="store the full fit's weights")
    parser.add_argument("--no-cards", action="store_true",
                        help="read no card text (card names still found), as eval --no-cards")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from kb.store import INDEX, open_kb

    kb = open_kb(args.kb)
    cards = None if args.no_cards else ask_module.KBCards(kb)
    with SearchSession(kb.path / INDEX) as session:
        dev = collect(session, ROOT / "tests" / "data" / "real_questions.yaml", "dev", cards)
        own = collect(session, ROOT / "tests" / "data" / "questions.yaml", None, cards)
        folds: list[dict[str, Any]] = []
        for k in range(FOLDS):
            train = [c for i, c in enumerate(dev) if i % FOLDS != k]
            held = [c for i, c in enumerate(dev) if i % FOLDS == k]
            weights = fit(train)
            zero = tuple(0.0 for _ in weights)
            folds.append({"fold": k, "questions": len(held),
                          "untouched": metrics(held, zero), "reranked": metrics(held, weights),
                          "weights": dict(zip(rr.FEATURES, weights))})
            print(f"fold {k}: untouched {folds[-1]['untouched']} reranked "
                  f"{folds[-1]['reranked']}", file=sys.stderr)
        full = fit(dev)
        zero = tuple(0.0 for _ in full)
    report: dict[str, Any] = {
        "cv": {"untouched": [statistics.mean(f["untouched"][i] for f in folds) for i in (0, 1)],
               "reranked": [statistics.mean(f["reranked"][i] for f in folds) for i in (0, 1)],
               "folds": folds},
        "dev": {"untouched": metrics(dev, zero), "fitted": metrics(dev, full)},
        "own": {"untouched": metrics(own, zero), "fitted": metrics(own, full)},
        "weights": dict(zip(rr.FEATURES, full)),
    }
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        for name in ("cv", "dev", "own"):
            part = report[name]
            keys = ("untouched", "reranked") if name == "cv" else ("untouched", "fitted")
            print(name, "  ".join(f"{k}: recall@5 {part[k][0]:.3f} MRR@10 {part[k][1]:.3f}"
                                  for k in keys))
        print("weights", report["weights"])
    if args.write:
        comment = (f"Fitted by scripts/cv_rank.py (coordinate ascent, recall@5 + MRR@10) on the\n"
                   f"{len(dev)} development questions of tests/data/real_questions.yaml.\n"
                   f"5-fold CV: untouched {report['cv']['untouched'][0]:.3f} / "
                   f"{report['cv']['untouched'][1]:.3f}, re-ranked "
                   f"{report['cv']['reranked'][0]:.3f} / {report['cv']['reranked'][1]:.3f} "
                   f"(recall@5 / MRR@10).")
        rr.WEIGHTS_PATH.write_text(rr.weights_text(report["weights"], comment), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
