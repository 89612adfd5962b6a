"""What one answer of `ask` costs, and whether a change keeps the answers.

    python scripts/ask_profile.py record OUT.json [--kb var/kb]   # every answer, as JSON
    python scripts/ask_profile.py compare BEFORE.json AFTER.json  # what differs
    python scripts/ask_profile.py time [--rounds 3] [--verdict]   # CPU per answer (median)
    python scripts/ask_profile.py profile [--top 30] [--verdict]  # cProfile over the questions
    python scripts/ask_profile.py check                           # run() scores as whoosh's

The questions are those of ``tests/data/*.yaml`` (``question`` or ``q``) and, as
``scripts/soak.py`` asks them, some with two search words joined to them (a question
never asked before).  Answers are computed as the web app does: one search session
kept open between questions, the KB's cards, the ten best results; ``--verdict``
adds the engine's verdict (:func:`webapp.ask.verdict_for`).  Times are CPU times of
this process (``time.process_time``), so a loaded machine skews them less than wall
times; each question's figure is its median over the rounds, after one warm-up round.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: The search words scripts/soak.py joins to a question to make a fresh one.
WORDS = ["trample", "protection from green", "mana burn", "regenerate", "first strike damage",
         "state-based effects", "exile", "battlefield", "flash", "banding", "legend rule", "fog"]
#: How many fresh questions (a question and two search words) are asked besides.
FRESH = 120


def questions(files: list[str] | None = None) -> list[str]:
    """Every question of the data files (all of ``tests/data/*.yaml`` by default), then
    :data:`FRESH` of them with two search words joined (a fixed seed)."""
    import yaml

    paths = [Path(f) for f in files] if files else sorted((ROOT / "tests" / "data").glob("*.yaml"))
    found: list[str] = []
    for path in paths:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        items = data.get("questions", []) if isinstance(data, dict) else []
        found += [str(item.get("question") or item.get("q")) for item in items
                  if isinstance(item, dict) and (item.get("question") or item.get("q"))]
    rng = random.Random(11)
    fresh = [f"{rng.choice(found)} {rng.choice(WORDS)} and {rng.choice(WORDS)}"
             for _ in range(FRESH)]
    return list(dict.fromkeys(found + fresh))


def answerer(kb_path: Path, verdict: bool) -> Callable[[str], dict[str, Any]]:
    """A function answering a question as the web app does (one session kept open)."""
    from kb.ask import KBCards, answer
    from kb.search import SearchSession
    from kb.store import INDEX, open_kb

    kb = open_kb(kb_path)
    session = SearchSession(kb.path / INDEX)
    cards = KBCards(kb)

    def run(question: str) -> dict[str, Any]:
        data: dict[str, Any] = answer(session, question, 10, cards=cards).to_json()
        if verdict:
            from webapp.ask import verdict_for
            data.update(verdict_for(question, kb))
        return data
    return run


def record(args: argparse.Namespace) -> None:
    run = answerer(args.kb, verdict=True)
    answers = {q: run(q) for q in questions(args.files)}
    Path(args.out).write_text(json.dumps(answers, indent=1, sort_keys=True), encoding="utf-8")
    print(f"{len(answers)} answers written to {args.out}")


def compare(args: argparse.Namespace) -> None:
    before = json.loads(Path(args.before).read_text(encoding="utf-8"))
    after = json.loads(Path(args.after).read_text(encoding="utf-8"))
    counts = {"questions": 0, "top-10 rules": 0, "scores": 0, "whys": 0, "snippets": 0,
              "understood": 0, "verdict": 0, "missing": 0}
    shown = 0
    for question, old in before.items():
        counts["questions"] += 1
        new = after.get(question)
        if new is None:
            counts["missing"] += 1
            continue
        ids_old = [(r["kind"], r["id"]) for r in old["results"]]
        ids_new = [(r["kind"], r["id"]) for r in new["results"]]
        differs = []
        if ids_old != ids_new:
            differs.append("top-10 rules")
        elif any(abs(a["score"] - b["score"]) > 1e-4 for a, b in zip(old["results"], new["results"])):
            differs.append("scores")
        if [r["why"] for r in old["results"]] != [r["why"] for r in new["results"]]:
            differs.append("whys")
        if [r["snippet_html"] for r in old["results"]] != [r["snippet_html"] for r in new["results"]]:
            differs.append("snippets")
        if old["understood"] != new["understood"] or old["cards"] != new["cards"]:
            differs.append("understood")
        if {k: old.get(k) for k in ("verdict", "unread")} != {k: new.get(k) for k in ("verdict", "unread")}:
            differs.append("verdict")
        for name in differs:
            counts[name] += 1
        if differs and shown < args.show:
            shown += 1
            print(f"- {question[:100]!r}: {', '.join(differs)}")
            if "top-10 rules" in differs:
                print(f"    before {ids_old}\n    after  {ids_new}")
    print(json.dumps(counts))
    if any(v for k, v in counts.items() if k != "questions"):
        sys.exit(1)


def timing(args: argparse.Namespace) -> None:
    run = answerer(args.kb, args.verdict)
    asked = questions(args.files)
    per: dict[str, list[float]] = {q: [] for q in asked}
    for n in range(args.rounds + 1):
        for question in asked:
            start = time.process_time()
            run(question)
            if n:  # the first round warms the caches up
                per[question].append(time.process_time() - start)
    medians = [statistics.median(times) for times in per.values()]
    result = {"questions": len(asked), "rounds": args.rounds, "verdict": args.verdict,
              "median_cpu_ms": round(statistics.median(medians) * 1000, 2),
              "mean_cpu_ms": round(statistics.mean(medians) * 1000, 2),
              "p95_cpu_ms": round(sorted(medians)[int(0.95 * (len(medians) - 1))] * 1000, 2)}
    print(json.dumps(result))


def check(args: argparse.Namespace) -> None:
    """Every question's two structured queries (its words, its pulled-in rules) run by
    :meth:`kb.search.SearchSession.run` and by whoosh's own search: the same hits?"""
    from kb.ask import _allow, _clauses, DEFAULT_DOCUMENT
    from kb.interpret import interpret
    from kb.search import Clause, SearchSession
    from kb.store import INDEX, open_kb
    from kb.ask import KBCards

    kb = open_kb(args.kb)
    session = SearchSession(kb.path / INDEX)
    cards = KBCards(kb)
    document = DEFAULT_DOCUMENT
    differ = compared = 0
    for question in questions(args.files):
        reading = interpret(session, question, document, cards=cards)
        queries = [(_clauses(reading), dict(allow=_allow(document)))]
        pins = [number for number, _, _ in reading.pins]
        if pins:
            queries.append(([Clause("family", (n,)) for n in pins],
                            dict(kind="rule", document=document,
                                 any_of=[("family", n) for n in pins])))
        for clauses, where in queries:
            if not clauses:
                continue
            compared += 1
            hits, total = session.run(clauses, limit=200, **where)
            q = session._compile(clauses)
            filter_ = session._filter(where.get("kind"), where.get("document"),
                                      where.get("allow"), where.get("any_of"))
            results = session._searcher.search(q, limit=200, filter=filter_,
                                               mask=session._hidden())
            mine = [(h.key, h.score) for h in hits]
            theirs = [(r["key"], r.score) for r in results]
            if mine != theirs or total != len(results):
                differ += 1
                first = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), None)
                print(f"- {question[:80]!r}: total {total} / {len(results)}, first difference "
                      f"at {first}: {mine[first] if first is not None else None} / "
                      f"{theirs[first] if first is not None else None}")
    print(json.dumps({"queries": compared, "differ": differ}))
    if differ:
        sys.exit(1)


def profile(args: argparse.Namespace) -> None:
    run = answerer(args.kb, args.verdict)
    asked = questions(args.files)
    for question in asked:  # warm-up
        run(question)
    profiler = cProfile.Profile(time.process_time)
    profiler.enable()
    for question in asked:
        run(question)
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats(args.sort).print_stats(args.top)
    if args.out:
        stats.dump_stats(args.out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    default_kb = Path(os.environ.get("RULESJUDGE_KB", ROOT / "var" / "kb"))
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("record", "time", "profile", "check"):
        p = sub.add_parser(name)
        p.add_argument("--kb", type=Path, default=default_kb)
        p.add_argument("--files", nargs="*", default=None,
                       help="question files (default: every tests/data/*.yaml)")
        if name == "record":
            p.add_argument("out")
        elif name != "check":
            p.add_argument("--verdict", action="store_true", help="add the engine's verdict")
        if name == "time":
            p.add_argument("--rounds", type=int, default=3)
        if name == "profile":
            p.add_argument("--top", type=int, default=40)
            p.add_argument("--sort", default="cumulative")
            p.add_argument("--out", default=None, help="write the raw stats here")
    p = sub.add_parser("compare")
    p.add_argument("before")
    p.add_argument("after")
    p.add_argument("--show", type=int, default=20)
    args = parser.parse_args()
    {"record": record, "compare": compare, "time": timing, "profile": profile,
     "check": check}[args.command](args)


if __name__ == "__main__":
    main()
