"""CPU time of the verdict part of `ask` for each question (issue 11): the board check, the
KB's cards the question names (``with_named_cards``) and the verdict, as `rulesjudge ask`
runs them, over the board questions of the dev set and the real questions of `ask`.

Prints the median CPU per question, warm (after one pass over every question, as a
server that has answered them before) and with the reader's memos cleared before each
question (``--cold``: every word met for the first time), and the median of the
questions that name a card of the KB the engine's pool doesn't have.

    python scripts/bench_verdict_cpu.py --kb var/kb [--cold] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, required=True)
    parser.add_argument("--cold", action="store_true", help="clear the reader's memos before each question")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    import yaml

    from judge.verdict import judge_question, with_named_cards
    from judge.verdict.evaluate import load_cases
    from kb.precomputed import card_names_in
    from kb.store import open_kb
    from rulesjudge import may_be_board_question, verdict_lexicon

    kb = open_kb(args.kb)
    questions = [str(c["q"]) for c in load_cases(ROOT / "tests" / "data" / "board_questions_dev.yaml")]
    real = yaml.safe_load((ROOT / "tests" / "data" / "real_questions.yaml").read_text(encoding="utf-8"))
    questions += [str(q["question"]) for q in real["questions"]]
    base = verdict_lexicon()

    def page(name: str) -> Any:
        found = kb.card(name)
        return found.data if found is not None else None

    def one(question: str) -> bool:
        names = card_names_in(kb.path, question)
        if names is None:
            names = kb.card_names()
        if not may_be_board_question(question, names):
            return False
        lexicon = with_named_cards(base, question, names, page)
        judge_question(question, lexicon)
        return lexicon is not base

    memos = _memos()
    for question in questions:
        one(question)
    times, with_cards = [], []
    for question in questions:
        if args.cold:
            for memo in memos:
                memo.cache_clear()
        start = time.process_time()
        named = one(question)
        times.append((time.process_time() - start) * 1000)
        if named:
            with_cards.append(times[-1])
    result = {"questions": len(questions), "cold": args.cold,
              "cpu_median_ms": round(statistics.median(times), 2),
              "cpu_total_ms": round(sum(times), 1),
              "naming_a_kb_card": len(with_cards),
              "naming_a_kb_card_median_ms": round(statistics.median(with_cards), 2) if with_cards else None}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{result['questions']} questions{' (memos cleared each time)' if args.cold else ''}: "
              f"CPU {result['cpu_median_ms']} ms median, {result['cpu_total_ms']} ms in all; "
              f"{result['naming_a_kb_card']} name a card of the KB: "
              f"{result['naming_a_kb_card_median_ms']} ms median")


def _memos() -> list[Any]:
    """The reader's per-word and per-card memos (none in a version from before them, so that
    the script measures that version too)."""
    from judge.verdict import lexicon, precheck

    found = [getattr(lexicon, "_closest", None), getattr(lexicon, "_definition", None),
             getattr(precheck, "_near_word", None)]
    return [memo for memo in found if hasattr(memo, "cache_clear")]


if __name__ == "__main__":
    main()
