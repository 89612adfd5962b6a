"""What a verdict adds to `ask`, in process (issue 9: at most 50 ms).

For each board question of a verdicts file, times `ask` answering it from the search
index (kb.ask.answer in an open session) and, separately, the verdict: the KB's cards
the question names, reading, building the scenario, running it and summarising.
Prints medians, warm (the grammar, the vocabulary and the index already loaded, as in
the web app); and, for the rules questions of the ask development sets, how many `ask`
answers without loading the engine (rulesjudge.may_be_board_question) and what a fresh
process saves by it.

    python scripts/bench_verdicts.py --kb var/kb [--file tests/data/verdicts.yaml] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, required=True)
    parser.add_argument("--file", type=Path, default=ROOT / "tests" / "data" / "verdicts.yaml")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from judge.verdict import Lexicon, judge_question, with_named_cards
    from judge.verdict.evaluate import load_cases
    from kb.ask import answer, load_vocabulary
    from kb.search import SearchSession
    from kb.store import INDEX, open_kb

    kb = open_kb(args.kb)
    questions = [str(case["q"]) for case in load_cases(args.file)]
    start = time.perf_counter()
    base = Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])
    judge_question(questions[0], base)  # the grammar's tables, once per process
    setup_ms = (time.perf_counter() - start) * 1000
    ask_ms, verdict_ms = [], []
    with SearchSession(kb.path / INDEX) as session:
        answer(session, questions[0])
        for question in questions:
            start = time.perf_counter()
            answer(session, question)
            ask_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            lexicon = with_named_cards(base, question, kb.card_names(),
                                       lambda name: page.data if (page := kb.card(name)) else None)
            judge_question(question, lexicon)
            verdict_ms.append((time.perf_counter() - start) * 1000)
    from rulesjudge import may_be_board_question

    names = kb.card_names()
    rules_questions = [str(q["question"]) for q in load_rules_questions()]
    check_ms = []
    for question in rules_questions:
        start = time.perf_counter()
        may_be_board_question(question, names)
        check_ms.append((time.perf_counter() - start) * 1000)
    turned_away = sum(1 for q in rules_questions if not may_be_board_question(q, names))
    result = {
        "questions": len(questions),
        "rules_questions_turned_away": f"{turned_away}/{len(rules_questions)}",
        "check_median_ms": round(statistics.median(check_ms), 2),
        "cold_engine_and_vocabulary_ms": cold_setup_ms(),
        "ask_median_ms": round(statistics.median(ask_ms), 2),
        "verdict_median_ms": round(statistics.median(verdict_ms), 2),
        "verdict_p90_ms": round(sorted(verdict_ms)[int(len(verdict_ms) * 0.9)], 2),
        "setup_ms": round(setup_ms, 1),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{result['questions']} board questions: ask {result['ask_median_ms']} ms median; "
              f"the verdict adds {result['verdict_median_ms']} ms median "
              f"(90th percentile {result['verdict_p90_ms']} ms); "
              f"vocabulary and grammar once per process: {result['setup_ms']} ms")
        print(f"rules questions: `ask` skips the verdict for {result['rules_questions_turned_away']} "
              f"after a {result['check_median_ms']} ms check, saving the engine and vocabulary "
              f"load of a fresh process ({result['cold_engine_and_vocabulary_ms']} ms median)")


def load_rules_questions() -> list[dict[str, object]]:
    """The rules (not board) questions of the ask development sets."""
    import yaml

    out = []
    for name in ("questions.yaml", "real_questions.yaml"):
        data = yaml.safe_load((ROOT / "tests" / "data" / name).read_text(encoding="utf-8"))
        out += list(data["questions"])
    return out


def cold_setup_ms(runs: int = 5) -> float:
    """Median wall time, in a fresh process, of importing the engine's reader and building
    its vocabulary (what `ask` no longer does for a question that can't be about a board),
    less a bare interpreter's start."""
    import subprocess
    import sys

    def timed(code: str) -> float:
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
            times.append((time.perf_counter() - start) * 1000)
        return statistics.median(times)

    load = ("from kb.ask import load_vocabulary\nfrom judge.verdict import Lexicon\n"
            "Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])")
    return round(timed(load) - timed("from kb.ask import load_vocabulary\nload_vocabulary()"), 1)


if __name__ == "__main__":
    main()
