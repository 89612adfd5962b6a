"""A quick look at flags before the slow judge (scripts/cv_batches.py): recall@5 / MRR@10
of ``ask`` as it stands (the stored weights, nothing fitted) on the dev part of
tests/data/real_questions.yaml, each batch file of scripts/cv_batches.py, their
question-weighted batch mean, and the own set tests/data/questions.yaml, with the flags
given set (the held-aside part is never read).

    python scripts/screen_flags.py [--no-cards] [--set kb.interpret_terms.FLAG=VALUE ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import kb.ask as ask_module  # noqa: E402
from cv_batches import BATCHES  # noqa: E402
from kb.evaluate import load_question_set, question_score  # noqa: E402
from kb.search import SearchSession  # noqa: E402

DATA = ROOT / "tests" / "data"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--no-cards", action="store_true")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE")
    args = parser.parse_args(argv)
    import cv_rank
    from kb.store import INDEX, open_kb

    for setting in args.set:
        cv_rank.set_flag(setting)
    kb = open_kb(args.kb)
    cards = None if args.no_cards else ask_module.KBCards(kb)
    doc = ask_module.DEFAULT_DOCUMENT
    sets = [("dev", load_question_set(DATA / "real_questions.yaml", "dev"))]
    sets += [(b, load_question_set(DATA / f"real_questions_{b}.yaml")) for b in BATCHES]
    sets.append(("own", load_question_set(DATA / "questions.yaml")))
    scores: dict[str, tuple[float, float, int]] = {}
    with SearchSession(kb.path / INDEX) as session:
        for name, questions in sets:
            recall = mrr = 0.0
            for q in questions:
                top = ask_module.ranking(session, q.question, 10, doc, cards)
                found, rank = question_score(top, list(q.answers))
                recall += found
                mrr += rank
            n = max(1, len(questions))
            scores[name] = (recall / n, mrr / n, len(questions))
            print(f"{name:9} {len(questions):4}  {recall / n:.3f} / {mrr / n:.3f}")
    n = sum(scores[b][2] for b in BATCHES)
    print(f"{'batches':9} {n:4}  {sum(scores[b][0] * scores[b][2] for b in BATCHES) / n:.3f} / "
          f"{sum(scores[b][1] * scores[b][2] for b in BATCHES) / n:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
