"""How the principles (kb/data/principles.yaml) fire on the dev material: for every
question of the dev part of tests/data/real_questions.yaml and of the batch files of
scripts/cv_batches.py (the held-aside part is never read), which principles fired, and
for every expected answer a principle cites that is not in the top 5, whether that
principle fired and which of its groups the question's words held.

Per principle: fired (how many questions), right (of those, how many expect one of its
rules), and missed (questions expecting one of its rules where it did not fire).

Measured at 0914058 (with cards, every flag off): top-5 results a principle brought
first, right / wrong: dev 224 80 / 163, batches 18-25 68 / 492.  The widest firers:
cost-changes fires on 119 questions, 17 of them expecting 409.1f ("x cost" stems to
"cost": a phrase stemmed to fewer words says less than the table; session 26 tried leaving
such phrases out, which CV rejected -- matching them literally on the player's words is
untried), ability-outlives-source 80 / 5,
last-known-information 76 / 3, becoming-is-not-coming-into-play 62 / 7.  Of the misses a
principle cites, most are card interactions no general wording names (413.2a: a
Shatter on an artifact that stops being one; 418.5a: two cards' effects on one
permanent), not another wording of the same situation.

    python scripts/principle_misses.py [--no-cards] [--json OUT] [--group dev|batches]
                                     [--set kb.interpret_terms.FLAG=VALUE]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import kb.ask as ask_module  # noqa: E402
from cv_batches import BATCHES  # noqa: E402
from kb.evaluate import is_answer, load_question_set  # noqa: E402
from kb.interpret import interpret  # noqa: E402
from kb.search import SearchSession  # noqa: E402
from kb.interpret_terms import principles_read  # noqa: E402

DATA = ROOT / "tests" / "data"


def cites(number: str, expected: str) -> bool:
    """Whether a principle citing *number* names *expected* (itself, a subrule, its parent)."""
    return expected == number or expected.startswith(number + ".") or (
        expected.startswith(number) and expected[len(number):].isalpha()) or (
        number.startswith(expected) and number != expected
        and expected in ask_module.family_of(number))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--no-cards", action="store_true")
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--group", choices=("all", "dev", "batches"), default="all")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="set a module-level flag first (as scripts/cv_batches.py)")
    args = parser.parse_args(argv)
    import cv_rank

    for setting in args.set:
        cv_rank.set_flag(setting)
    from kb.store import INDEX, open_kb

    kb = open_kb(args.kb)
    cards = None if args.no_cards else ask_module.KBCards(kb)
    doc = ask_module.DEFAULT_DOCUMENT
    sets = []
    if args.group in ("all", "dev"):
        sets.append(("dev", load_question_set(DATA / "real_questions.yaml", "dev")))
    if args.group in ("all", "batches"):
        sets += [(b, load_question_set(DATA / f"real_questions_{b}.yaml")) for b in BATCHES]
    # The table's, and the proposed ones with --set kb.interpret_terms.PROPOSED_PRINCIPLES=True.
    principles = principles_read()
    by_situation = {f"principle: {p.situation}": p for p in principles}
    fired: Counter[str] = Counter()
    right: Counter[str] = Counter()
    top_right: Counter[str] = Counter()
    top_wrong: Counter[str] = Counter()
    missed: list[dict[str, Any]] = []
    with SearchSession(kb.path / INDEX) as session:
        for group, questions in sets:
            for q in questions:
                reading = interpret(session, q.question, doc, cards=cards)
                on = {by_situation[n].id for n in reading.notes if n in by_situation}
                top = ask_module.ranking(session, q.question, 5, doc, cards)
                result = ask_module.answer(session, q.question, 5, doc, cards)
                for a in result.results:
                    if "principle:" in a.why.split(";")[0]:
                        ok = any(is_answer(e, a.kind, a.id) for e in q.answers)
                        (top_right if ok else top_wrong)[group] += 1
                for p in principles:
                    wanted = [e for e in q.answers if any(cites(c, e) for c in p.cite)]
                    if p.id in on:
                        fired[p.id] += 1
                        right[p.id] += bool(wanted)
                    for e in wanted:
                        if any(is_answer(e, k, i) for k, i in top):
                            continue
                        missed.append({"group": group, "principle": p.id, "expected": e,
                                       "fired": p.id in on, "question": q.question,
                                       "top5": [i for _, i in top]})
    print("principle                         fired right missed(unfired)")
    unfired = Counter(m["principle"] for m in missed if not m["fired"])
    for p in principles:
        if fired[p.id] or unfired[p.id]:
            print(f"{p.id:34s} {fired[p.id]:5d} {right[p.id]:5d} {unfired[p.id]:5d}")
    print("top-5 results first brought by a principle, right / wrong per group:")
    for g in dict.fromkeys([g for g, _ in sets]):
        print(f"  {g}: {top_right[g]} / {top_wrong[g]}")
    print(f"missed expected answers a principle cites: {len(missed)}, of them unfired "
          f"{sum(not m['fired'] for m in missed)}")
    if args.json:
        args.json.write_text(json.dumps(missed, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
