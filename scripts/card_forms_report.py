"""What the text of the cards a question names leads to, form by form: over the dev part
of tests/data/real_questions.yaml and the batch files of scripts/cv_batches.py (never an
entry marked ``split: heldaside``), for each question naming a card of the pool, every
form of card text (kb/data/principles.yaml's ``card_text`` and kb/data/card_forms.yaml)
one of its cards has, and per form:

- ``questions``: the questions whose cards have it;
- ``leads``: the expected rules one of its cited rules answers (the cited rule or a
  subrule of it: kb.evaluate.is_answer);
- ``reached`` / ``missed``: of those, in the top 5 of ``ask`` or not;
- ``top5`` / ``wrong``: the top-5 results it brought (their first reason is the form)
  and how many of them answer nothing expected.

A last table tallies the top-5 results by channel (scripts/diagnose_misses.py's), with
the share that is an expected answer, for the card questions only.

    python scripts/card_forms_report.py [--kb var/kb] [--set kb.card_forms.ENABLED=True]

Measured at c249f3f: 641 questions name a pool card.  The card-text channel's top-5
results, share expected: 423 at 0.229 (kb.card_forms off) -> 455 at 0.220 (on, its OFF
forms left out); "cards together" 22 at 0.045 -> 128 at 0.102 (triggers-together).
Expected rules a form leads to and misses most: 419.1a (replacement-instead, 6 of 10
missed, its rule never in the top 5 by the form), 203.3 (4 of 16), 313.1 (4 of 4 off;
2 of 4 on), 409.1h (2 of 10).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import kb.ask as ask_module  # noqa: E402
from cv_batches import BATCHES  # noqa: E402
from diagnose_misses import channel  # noqa: E402
from kb import card_forms  # noqa: E402
from kb.evaluate import is_answer, load_question_set  # noqa: E402
from kb.search import SearchSession  # noqa: E402
from kb.vocabulary import PRINCIPLES_PATH, read_text_principles  # noqa: E402

DATA = ROOT / "tests" / "data"


def set_flag(assignment: str) -> None:
    """``module.NAME=VALUE`` (a Python literal) set before the questions are asked."""
    import ast
    import importlib

    target, value = assignment.split("=", 1)
    module, name = target.rsplit(".", 1)
    setattr(importlib.import_module(module), name, ast.literal_eval(value))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--set", action="append", default=[])
    args = parser.parse_args(argv)
    for assignment in args.set:
        set_flag(assignment)
    from kb.store import INDEX, open_kb

    kb = open_kb(args.kb)
    cards = ask_module.KBCards(kb)
    forms = [*read_text_principles(PRINCIPLES_PATH), *card_forms.table()]
    situations = {f"card text: {f.situation}": f.id for f in forms}
    sets = [("dev", load_question_set(DATA / "real_questions.yaml", "dev"))]
    sets += [(b, load_question_set(DATA / f"real_questions_{b}.yaml")) for b in BATCHES]
    stats: dict[str, Counter[str]] = defaultdict(Counter)
    leads: dict[str, Counter[str]] = defaultdict(Counter)
    chan: Counter[str] = Counter()
    chan_right: Counter[str] = Counter()
    asked = 0
    with SearchSession(kb.path / INDEX) as session:
        for _group, questions in sets:
            for q in questions:
                if q.split == "heldaside":
                    continue
                result = ask_module.answer(session, q.question, 10, cards=cards)
                names = [name for _, name in result.cards if name is not None]
                if not names:
                    continue
                asked += 1
                texts = [cards.text(name) or "" for name in names]
                top = [(a.kind, a.id) for a in result.results[:5]]
                for answer in result.results[:5]:
                    right = any(is_answer(e, answer.kind, answer.id) for e in q.answers)
                    c = channel(answer.why)
                    chan[c] += 1
                    chan_right[c] += right
                    first = answer.why.split(";")[0].split(" → ")[0].strip()
                    if first in situations:
                        stats[situations[first]]["top5"] += 1
                        stats[situations[first]]["wrong"] += not right
                for form in forms:
                    if not any(form.found_in(t) for t in texts):
                        continue
                    stats[form.id]["questions"] += 1
                    for expected in q.answers:
                        if any(is_answer(expected, "rule", c) for c in form.cite):
                            stats[form.id]["leads"] += 1
                            got = any(is_answer(expected, k, i) for k, i in top)
                            stats[form.id]["reached" if got else "missed"] += 1
                            leads[form.id][expected + ("" if got else " (missed)")] += 1
    print(f"questions naming a pool card: {asked}")
    print(f"{'form':28} {'quest':>5} {'leads':>5} {'reach':>5} {'miss':>5} {'top5':>5} "
          f"{'wrong':>5}  expected rules it leads to")
    for form in forms:
        s = stats[form.id]
        print(f"{form.id:28} {s['questions']:5} {s['leads']:5} {s['reached']:5} "
              f"{s['missed']:5} {s['top5']:5} {s['wrong']:5}  "
              + ", ".join(f"{k}×{n}" for k, n in leads[form.id].most_common(6)))
    print("\ntop-5 results of the card questions by channel: count, share expected")
    for c, n in chan.most_common():
        print(f"  {c:50} {n:5} {chan_right[c] / n:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
