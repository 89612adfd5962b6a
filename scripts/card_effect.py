"""Per question: does reading the named cards' text help or hurt `ask`?

For each question of a questions file (only the development part of a real-questions
file: the held-aside part is never looked at), the best rank of each expected answer
among the top 50 with card text read and without; prints every question where card
data lowers an expected answer's rank (a loss) or raises it (a gain).

    .venv/bin/python scripts/card_effect.py [tests/data/real_questions.yaml] [--json]
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEPTH = 50


def main(argv: list[str]) -> int:
    from kb.ask import DEFAULT_DOCUMENT, KBCards, ranking
    from kb.evaluate import is_answer, load_question_set
    from kb.search import SearchSession
    from kb.store import INDEX, open_kb

    as_json = "--json" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = Path(args[0]) if args else ROOT / "tests" / "data" / "real_questions.yaml"
    items = [q for q in load_question_set(path) if q.split != "heldaside"]
    kb = open_kb(Path(os.environ["RULESJUDGE_KB"]))
    cards = KBCards(kb)
    rows = []
    with SearchSession(kb.path / INDEX) as session:
        for q in items:
            ranks = []
            for reader in (cards, None):
                ranked = ranking(session, q.question, DEPTH, DEFAULT_DOCUMENT, reader)
                ranks.append({e: next((n for n, (k, i) in enumerate(ranked, 1)
                                       if is_answer(e, k, i)), DEPTH + 1)
                              for e in q.answers})
            rows.append((q.question, ranks[0], ranks[1]))
    losses = [(t, e, w, wo) for t, w_, wo_ in rows for e in w_
              for w, wo in [(w_[e], wo_[e])] if w > wo]
    gains = [(t, e, w, wo) for t, w_, wo_ in rows for e in w_
             for w, wo in [(w_[e], wo_[e])] if w < wo]

    def in5(which: int) -> float:
        return sum(sum(r[which][e] <= 5 for e in r[which]) / len(r[which])
                   for r in rows) / max(1, len(rows))

    summary = {"questions": len(rows), "recall@5 with": round(in5(1), 4),
               "recall@5 without": round(in5(2), 4),
               "losses": len(losses), "losses into top5 lost": sum(
                   1 for _, _, w, wo in losses if wo <= 5 < w),
               "gains": len(gains), "gains into top5": sum(
                   1 for _, _, w, wo in gains if w <= 5 < wo)}
    if as_json:
        print(json.dumps({"summary": summary,
                          "losses": [dict(zip(("question", "rule", "with", "without"), x))
                                     for x in losses],
                          "gains": [dict(zip(("question", "rule", "with", "without"), x))
                                    for x in gains]}, indent=1))
        return 0
    for title, found in (("LOSSES (cards push the rule down)", losses),
                         ("GAINS (cards bring the rule up)", gains)):
        print(f"== {title}: {len(found)}")
        for text, expected, w, wo in found:
            fmt = lambda r: ">50" if r > DEPTH else str(r)  # noqa: E731
            print(f"  {expected:<22} {fmt(wo):>4} -> {fmt(w):>4}  {text[:90]}")
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
