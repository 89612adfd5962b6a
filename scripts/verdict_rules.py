"""How often the rules the engine cites while running a question's board hold the rules
that decide it: the development material only (the dev part of
tests/data/real_questions.yaml and the batch files of scripts/cv_batches.py; the
held-aside part is never read).

Each question is asked (``kb.ask.answer``, the stored weights) and read by the verdict
reader as ``rulesjudge ask`` reads it (:func:`judge.verdict.judge_question` with the
cards it names); for the questions the reader runs (a verdict, or a board run up to an
action the engine refused), the rules cited by

- ``decisive``: the verdict's decisive events,
- ``refused``: the actions the engine refused,
- ``events``: every event of the run,
- ``events-core``: every event but the turn's bookkeeping (steps begun, passes),

are compared with the question's expected rules: how many expected rules missing from
the top 5 some cited rule answers (the rule or one of its subrules, as ``eval`` counts),
and the precision (cited rules answering an expected rule over rules cited).

    python scripts/verdict_rules.py [--kb var/kb] [--group batch34 ...] [--json OUT]

Measured at c23f74a9 (with cards, dev 224 and batches 18-35: 1,238 questions, 2,189
expected rules): the reader attempts 751 (a board question by its words), 745 declined
(323 a card's text the engine's ability language doesn't read, 156 a card the engine
doesn't know, 50 words the grammar doesn't fit, 207 words unplaced, 9 other), 6
run (2 dev, 1 each of batches 18, 21, 28, 34; 1 run up to a refused action), holding 11
expected rules, 5 of them missed from the top 5.  The rules cited: decisive events 41
(3 right, precision 0.073; 1 missed rule held, at 11-50), refused actions 3 (1 right,
the same), all events 109 (2 right, 0.018; none missed), events but the turn's
bookkeeping 76 (2 right, 0.026; none missed).  The reader costs 15.3 ms median (20.1 ms
mean) a question, precheck and card look-up included.  Too rare a run to weigh in the
ranking: the judge-written quiz questions name cards whose text the engine doesn't run,
and a decline keeps no board (the reader builds none short of a whole reading).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from cv_batches import BATCHES, DATA  # noqa: E402
from kb.evaluate import is_answer, load_question_set  # noqa: E402

#: The event kinds of the turn's bookkeeping (left out of ``events-core``).
BOOKKEEPING = frozenset({"pass", "step", "phase", "turn"})
SETS = ("decisive", "refused", "events", "events-core")


def cited(verdict: Any) -> dict[str, list[str]]:
    """The rules each set of :data:`SETS` cites, in order, without repeats."""
    outcome = verdict.outcome
    events = outcome.get("events") or []
    sets = {
        "decisive": [r for _, rules in verdict.decisive for r in rules],
        "refused": [r for item in outcome.get("illegal") or () for r in item.get("rules", ())],
        "events": [r for event in events for r in event.get("rules", ())],
        "events-core": [r for event in events if event.get("kind") not in BOOKKEEPING
                        for r in event.get("rules", ())],
    }
    return {name: list(dict.fromkeys(rules)) for name, rules in sets.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--group", action="append", default=[])
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    import kb.ask as ask_module
    from judge.verdict import judge_question, with_named_cards
    from judge.verdict.precheck import may_be_board_question
    from kb import precomputed
    from kb.search import SearchSession
    from kb.store import INDEX, open_kb

    kb = open_kb(args.kb)
    cards = ask_module.KBCards(kb)
    lexicon = precomputed.load("verdict-lexicon")
    groups = args.group or ["dev", *BATCHES]
    tally: Counter[str] = Counter()
    rows: list[dict[str, Any]] = []
    times: list[float] = []
    with SearchSession(kb.path / INDEX) as session:
        for group in groups:
            path = DATA / ("real_questions.yaml" if group == "dev"
                           else f"real_questions_{group}.yaml")
            for question in load_question_set(path, "dev" if group == "dev" else None):
                text = question.question
                result = ask_module.answer(session, text, 50, cards=cards)
                ranked = [(a.kind, a.id) for a in result.results]
                tally["questions"] += 1
                tally["expected"] += len(question.answers)
                started = time.perf_counter()
                names = precomputed.card_names_in(kb.path, text) or kb.card_names()
                judged = None
                if may_be_board_question(text, names):
                    judged = judge_question(text, with_named_cards(
                        lexicon, text, names,
                        lambda name: page.data if (page := kb.card(name)) is not None else None))
                times.append(time.perf_counter() - started)
                row: dict[str, Any] = {"group": group, "question": question.question[:60],
                                       "answers": list(question.answers),
                                       "attempted": bool(judged and judged.attempted),
                                       "verdict": bool(judged and judged.verdict)}
                tally["attempted"] += row["attempted"]
                if judged is None or judged.verdict is None:
                    if judged is not None and judged.attempted:
                        tally["declined"] += 1
                        row["reason"] = judged.reason
                    rows.append(row)
                    continue
                tally["run"] += 1
                tally["run expected"] += len(question.answers)
                if judged.verdict.outcome.get("illegal"):
                    tally["run with a refusal"] += 1
                rank = {}
                for expected in question.answers:
                    rank[expected] = next((n for n, (k, i) in enumerate(ranked, 1)
                                           if is_answer(expected, k, i)), None)
                row["rank"] = rank
                missed = [e for e, r in rank.items() if r is None or r > 5]
                tally["run missed"] += len(missed)
                sets = cited(judged.verdict)
                row["cited"] = sets
                for name, rules in sets.items():
                    right = [r for r in rules if any(is_answer(e, "rule", r)
                                                      for e in question.answers)]
                    held = [e for e in missed if any(is_answer(e, "rule", r) for r in rules)]
                    near = [e for e in missed if not e.startswith("glossary:") and any(
                        r.startswith(e) or e.startswith(r) for r in rules)]
                    tally[f"{name} cited"] += len(rules)
                    tally[f"{name} right"] += len(right)
                    tally[f"{name} held missed"] += len(held)
                    tally[f"{name} near missed"] += len(near)
                    tally[f"{name} questions"] += bool(rules)
                    row[f"{name} held"] = held
                    for e in held:
                        depth = rank[e]
                        where = ("never/beyond 50" if depth is None else
                                 "6-10" if depth <= 10 else "11-50")
                        tally[f"{name} held missed {where}"] += 1
                rows.append(row)
    print(f"questions {tally['questions']} (expected rules {tally['expected']}); "
          f"attempted {tally['attempted']}, declined {tally['declined']}, run {tally['run']} "
          f"(with a refusal {tally['run with a refusal']}); expected rules of the runs "
          f"{tally['run expected']}, missed from the top 5 {tally['run missed']}")
    for name in SETS:
        n = tally[f"{name} cited"] or 1
        print(f"  {name:12} questions {tally[f'{name} questions']:4}  cited {tally[f'{name} cited']:5}"
              f"  right {tally[f'{name} right']:4} (precision {tally[f'{name} right'] / n:.3f})"
              f"  missed held {tally[f'{name} held missed']:3} (6-10 "
              f"{tally[f'{name} held missed 6-10']}, 11-50 {tally[f'{name} held missed 11-50']}, "
              f"never/beyond 50 {tally[f'{name} held missed never/beyond 50']}); "
              f"parent/subrule of a missed {tally[f'{name} near missed']}")
    print(f"reader time per question: median {statistics.median(times) * 1000:.1f} ms, "
          f"mean {statistics.mean(times) * 1000:.1f} ms")
    if args.json:
        args.json.write_text(json.dumps({"tally": tally, "rows": rows}, indent=1),
                             encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
