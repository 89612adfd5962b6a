"""What the situations' candidates (kb/situations.py) add to one answer of `ask`.

Answers every question of tests/data/questions.yaml and of the real questions files (not
their held-aside part; only the time is measured) in one process, one
search session, the KB's cards, as the web app does, with kb.situations.ENABLED on and off
in turn, after one warm-up round; prints the median CPU milliseconds per answer of each
and their difference (each question's figure is its median over the rounds).

    python scripts/bench_situations.py [--kb var/kb] [--rounds 3] [--weight 0.05]

``--weight`` gives the re-ranking's ``situation`` feature that weight (the stored weights
otherwise): with weight 0 only the situations' rules the question's words match are
added (at their own text score, kb.situations.SCORED), the rest are not fetched.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FILES = ("questions.yaml", "real_questions.yaml", "real_questions_batch18.yaml",
         "real_questions_batch18c.yaml")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--weight", type=float, default=None)
    args = parser.parse_args(argv)
    import yaml

    from kb import rerank, situations
    from kb.ask import KBCards, answer
    from kb.rerank import FEATURES, SITUATION, load_weights
    from kb.search import SearchSession
    from kb.store import INDEX, open_kb

    questions = [str(q["question"]) for name in FILES
                 for q in yaml.safe_load((ROOT / "tests" / "data" / name).read_text(
                     encoding="utf-8"))["questions"] if q.get("split") != "heldaside"]
    weights = load_weights()
    if args.weight is not None:
        weights = tuple(args.weight if i == SITUATION else w for i, w in enumerate(weights))
        setattr(rerank, "load_weights", lambda path=None: weights)
    print("weights:", dict(zip(FEATURES, weights)))
    if not weights[SITUATION]:
        print("the situation weight is 0: only the situations' rules the question's words "
              "match join the candidates (kb.situations.SCORED), at their text score")
    kb = open_kb(args.kb)
    cards = KBCards(kb)
    times: dict[bool, list[list[float]]] = {True: [[] for _ in questions],
                                            False: [[] for _ in questions]}
    with SearchSession(kb.path / INDEX) as session:
        for question in questions:  # warm-up
            answer(session, question, 10, cards=cards)
        for _ in range(args.rounds):
            for enabled in (True, False):
                situations.ENABLED = enabled
                for i, question in enumerate(questions):
                    started = time.process_time()
                    answer(session, question, 10, cards=cards)
                    times[enabled][i].append(time.process_time() - started)
    on = statistics.median(statistics.median(t) for t in times[True]) * 1000
    off = statistics.median(statistics.median(t) for t in times[False]) * 1000
    diffs = [statistics.median(a) - statistics.median(b)
             for a, b in zip(times[True], times[False])]
    print(f"{len(questions)} questions, {args.rounds} rounds: median CPU ms per answer "
          f"{on:.1f} with the situations, {off:.1f} without; median difference per "
          f"question {1000 * statistics.median(diffs):.2f} ms, 90th percentile "
          f"{1000 * statistics.quantiles(diffs, n=10)[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
