"""Judge the re-ranking of ``ask`` by leave-one-batch-out cross-validation.

The groups are the development part of tests/data/real_questions.yaml (one group) and
each batch file tests/data/real_questions_batch*.yaml given (all development material;
the held-aside part of the real questions is never read).  Each question is asked once
(scripts/cv_rank.py's capture); then, for each batch group, the weights of kb/rerank.py
are fitted (scripts/cv_rank.py's coordinate ascent) on every other group and the held
batch is scored.  Reported: each batch's recall@5 / MRR@10 and their question-weighted
mean over the batch groups, for

- ``stored``: today's pipeline (kb/data/rerank.yaml, fitted on the dev 224);
- ``dev-fit``: the weights fitted afresh on the dev 224 alone (today's procedure);
- ``batch-out``: the weights fitted on every other group;

and the project's own question set (tests/data/questions.yaml, never fitted on) with the
weights fitted on all the groups.  With --write, the weights fitted on all the groups are
stored in kb/data/rerank.yaml -- only do so when the batch-out mean rises.

(A learned ``association`` feature -- question terms to rule sections, fitted per fold --
was judged here in sessions 24-28 and removed in session 28: it raised MRR@10 and lost
recall@5 on every fresh batch, four sessions running.)

With ``--set kb.rule_prior.ENABLED=True`` the ``prior`` feature's table is fitted per
fold too, never on the group it values (scripts/cv_prior.py), and ``--write`` stores the
table fitted on all the groups in kb/data/rule_prior.yaml.

    python scripts/cv_batches.py [--kb var/kb] [--no-cards] [--json]
                                 [--set kb.interpret_terms.SYMBOL_NAMES=True ...]
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import cv_prior  # noqa: E402
import cv_rank  # noqa: E402
import kb.ask as ask_module  # noqa: E402
from kb import rerank as rr  # noqa: E402
from kb import rule_prior  # noqa: E402
from kb.search import SearchSession  # noqa: E402

DATA = ROOT / "tests" / "data"
#: The batch files, in the order they were collected.
BATCHES = ("batch18", "batch18c", "batch19", "batch20", "batch21", "batch22", "batch23",
           "batch24", "batch25", "batch26", "batch27", "batch28", "batch29", "batch30", "batch31",
           "batch32", "batch33", "batch34", "batch35", "batch36", "batch37", "batch38", "batch39",
           "batch40", "batch40b")


def mean(scores: dict[str, tuple[float, float]], sizes: dict[str, int]) -> tuple[float, float]:
    """The question-weighted mean (recall@5, MRR@10) of *scores* per group."""
    total = sum(sizes[name] for name in scores) or 1
    return (sum(scores[n][0] * sizes[n] for n in scores) / total,
            sum(scores[n][1] * sizes[n] for n in scores) / total)


def judge(groups: dict[str, list[cv_rank.Case]], own: list[cv_rank.Case]) -> dict[str, Any]:
    """Leave-one-batch-out: each batch group scored with weights fitted on the others, then
    the fit on all the groups scored on the own set.  With :data:`kb.rule_prior.ENABLED`,
    the ``prior`` feature's table is fitted without the held batch (scripts/cv_prior.py)."""
    everyone = [case for cases in groups.values() for case in cases]
    held_scores: dict[str, tuple[float, float]] = {}
    weights: dict[str, dict[str, float]] = {}
    counts = cv_prior.group_counts(groups) if rule_prior.ENABLED else None
    for name in groups:
        if name == "dev":
            continue
        if counts is not None:
            cv_prior.cross_fit(groups, counts, name)
        train = [case for other, cases in groups.items() if other != name for case in cases]
        fitted = cv_rank.fit(train)
        held_scores[name] = cv_rank.metrics(groups[name], fitted)
        weights[name] = dict(zip(rr.FEATURES, fitted))
        print(f"{name}: held {held_scores[name]} weights {weights[name]}", file=sys.stderr)
    if counts is not None:
        cv_prior.cross_fit(groups, counts, None)
        cv_prior.apply(own, rule_prior.fit_prior(counts.values()))
    full = cv_rank.fit(everyone)
    return {"held": held_scores, "weights": weights, "full": dict(zip(rr.FEATURES, full)),
            "own": cv_rank.metrics(own, full),
            "groups_full": {n: cv_rank.metrics(c, full) for n, c in groups.items()}}


def judge_variants(args: argparse.Namespace, groups: dict[str, list[cv_rank.Case]],
                   own: list[cv_rank.Case], sizes: dict[str, int]) -> int:
    """--variants: for each setting of kb.rule_prior.KEEP and FIXED, each batch's
    recall@5 / MRR@10 with the prior off (its weight 0), with the stored weight, and held
    out (the prior's weight and table fitted without it), with their means, the dev 224
    and the own set; with --write, the prior's table fitted on all the groups."""
    stored = rr.load_weights()
    off = tuple(0.0 if name == "prior" else w for name, w in zip(rr.FEATURES, stored))
    report: dict[str, Any] = {"sizes": sizes, "mismatches": cv_rank.MISMATCHES}
    for variant in args.variants.split(","):
        keep, _, fixed = variant.partition(":")
        rule_prior.KEEP, rule_prior.FIXED = int(keep), bool(int(fixed or "0"))
        judged = judge(groups, own)
        columns = {"off": {n: cv_rank.metrics(c, off) for n, c in groups.items()},
                   "stored": {n: cv_rank.metrics(c, stored) for n, c in groups.items()},
                   "held": judged["held"]}
        columns["off"]["own"] = cv_rank.metrics(own, off)
        columns["stored"]["own"] = cv_rank.metrics(own, stored)
        report[variant] = {**columns, "weights": {n: w["prior"]
                                                  for n, w in judged["weights"].items()},
                           "full": judged["full"]["prior"], "own_full": judged["own"],
                           "means": {c: mean({n: columns[c][n] for n in BATCHES}, sizes)
                                     for c in columns}}
        row = report[variant]
        print(f"variant KEEP={rule_prior.KEEP} FIXED={rule_prior.FIXED}: prior weight fitted "
              f"on all {row['full']:g}, per fold {sorted(set(row['weights'].values()))}")
        print("batch      n           off              stored                held")
        for name in (*BATCHES, "dev", "own"):
            print(f"{name:9} {len(groups.get(name, own)):3}   " + "  ".join(
                f"{columns[c][name][0]:.3f} / {columns[c][name][1]:.3f}".rjust(18)
                for c in columns if name in columns[c]))
        print("mean           " + "  ".join(
            f"{row['means'][c][0]:.3f} / {row['means'][c][1]:.3f}".rjust(18) for c in columns),
            flush=True)
    print(f"captured rankings that differ from ask's: {len(cv_rank.MISMATCHES)}")
    if args.json:
        print(json.dumps(report, indent=1, default=str))
    if args.write:
        n = sum(sizes.values())
        table = rule_prior.fit_prior(cv_prior.group_counts(groups).values())
        comment = textwrap.fill(
            f"Fitted by scripts/cv_batches.py --variants on all {n} development questions "
            f"(the dev 224 and the batch files {', '.join(BATCHES)}): each rule's rate of "
            f"deciding the questions it is a re-scored candidate of, smoothed toward the base "
            f"rate (strength {rule_prior.STRENGTH:g}); kb/rule_prior.py.", 86)
        rule_prior.PRIOR_PATH.write_text(rule_prior.prior_text(table, comment),
                                         encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None,
                        help="knowledge base directory (default: $RULESJUDGE_KB)")
    parser.add_argument("--no-cards", action="store_true",
                        help="read no card text (card names still found), as eval --no-cards")
    parser.add_argument("--only", default=None, metavar="FEATURE,...",
                        help="fit only these weights, the others kept at their stored values")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="set a module-level flag before asking (a Python literal: "
                             "kb.interpret_terms.SYMBOL_NAMES=True); may be repeated")
    parser.add_argument("--write", action="store_true",
                        help="store the weights fitted on all the groups (with --variants, "
                             "only the prior's table)")
    parser.add_argument("--prior-grid", default=None, metavar="W,W,...",
                        help="the values the 'prior' weight is fitted among")
    parser.add_argument("--variants", default=None, metavar="KEEP:FIXED,...",
                        help="judge each setting of kb.rule_prior.KEEP and FIXED (0 or 1) "
                             "on the same captured questions, e.g. 0:0,5:1 (with --set "
                             "kb.rule_prior.ENABLED=True)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from kb.store import INDEX, open_kb

    for setting in args.set:
        cv_rank.set_flag(setting)
    if args.only is not None:
        cv_rank.ONLY = tuple(args.only.split(","))
    if args.prior_grid is not None:
        cv_rank.PRIOR_GRID = tuple(float(w) for w in args.prior_grid.split(","))
    kb = open_kb(args.kb)
    cards = None if args.no_cards else ask_module.KBCards(kb)
    with SearchSession(kb.path / INDEX) as session:
        groups = {"dev": cv_rank.collect(session, DATA / "real_questions.yaml", "dev", cards)}
        for name in BATCHES:
            groups[name] = cv_rank.collect(session, DATA / f"real_questions_{name}.yaml",
                                           None, cards)
        own = cv_rank.collect(session, DATA / "questions.yaml", None, cards)
    sizes = {name: len(cases) for name, cases in groups.items()}
    if rule_prior.ENABLED:  # every column scored with tables that have not seen the group
        counts = cv_prior.group_counts(groups)
        cv_prior.cross_fit(groups, counts, None)
        cv_prior.apply(own, rule_prior.fit_prior(counts.values()))
    if args.variants is not None:
        return judge_variants(args, groups, own, sizes)
    stored = rr.load_weights()
    report: dict[str, Any] = {"sizes": sizes, "mismatches": cv_rank.MISMATCHES,
                              "stored": {n: cv_rank.metrics(c, stored)
                                         for n, c in groups.items() if n != "dev"},
                              "own_stored": cv_rank.metrics(own, stored)}
    dev_fit = cv_rank.fit(groups["dev"])
    report["dev-fit"] = {n: cv_rank.metrics(c, dev_fit) for n, c in groups.items() if n != "dev"}
    report["dev-fit weights"] = dict(zip(rr.FEATURES, dev_fit))
    judged: dict[str, dict[str, Any]] = {}
    for label in ("batch-out",):
        judged[label] = judge(groups, own)
        report[label] = judged[label]["held"]
        report[f"{label} weights"] = judged[label]["weights"]
        report[f"{label} full"] = judged[label]["full"]
        report[f"{label} own"] = judged[label]["own"]
        report[f"{label} groups_full"] = judged[label]["groups_full"]
    columns = ["stored", "dev-fit", *judged]
    for column in columns:
        report[f"{column} mean"] = mean(report[column], sizes)
    if args.json:
        print(json.dumps(report, indent=1, default=str))
    else:
        print("batch      n   " + "  ".join(f"{c:>18}" for c in columns))
        for name in BATCHES:
            print(f"{name:9} {sizes[name]:3}   " + "  ".join(
                f"{report[c][name][0]:.3f} / {report[c][name][1]:.3f}".rjust(18)
                for c in columns))
        print(f"{'mean':9} {sum(sizes[n] for n in BATCHES):3}   " + "  ".join(
            f"{report[c + ' mean'][0]:.3f} / {report[c + ' mean'][1]:.3f}".rjust(18)
            for c in columns))
        print(f"own set recall@5 / MRR@10: stored {report['own_stored'][0]:.3f} / "
              f"{report['own_stored'][1]:.3f}; " + "; ".join(
                  f"{label} (fit on all) {report[label + ' own'][0]:.3f} / "
                  f"{report[label + ' own'][1]:.3f}" for label in judged))
        print("dev-fit weights", report["dev-fit weights"])
        for label in judged:
            print(f"{label} fit on all:", report[f"{label} full"])
            print(f"{label} fit on all, per group:", {
                n: tuple(round(v, 3) for v in m)
                for n, m in report[f"{label} groups_full"].items()})
        print(f"captured rankings that differ from ask's: {len(cv_rank.MISMATCHES)}")
    if args.write and judged:
        label = list(judged)[-1]
        full = judged[label]["full"]
        n = sum(sizes.values())
        mean_held = report[f"{label} mean"]
        was = report["stored mean"]
        comment = (f"Fitted by scripts/cv_batches.py (coordinate ascent, recall@5 + MRR@10) on\n"
                   f"all {n} development questions: the dev part of tests/data/real_questions"
                   f".yaml\nand the batch files {', '.join(BATCHES)}.\n"
                   f"Leave-one-batch-out mean (recall@5 / MRR@10): {mean_held[0]:.3f} / "
                   f"{mean_held[1]:.3f}\n(the weights fitted on the dev 224 alone: "
                   f"{was[0]:.3f} / {was[1]:.3f}).")
        rr.WEIGHTS_PATH.write_text(rr.weights_text(full, comment), encoding="utf-8")
        if rule_prior.ENABLED:
            table = rule_prior.fit_prior(cv_prior.group_counts(groups).values())
            rule_prior.PRIOR_PATH.write_text(rule_prior.prior_text(table, (
                f"Fitted by scripts/cv_batches.py on all {n} development questions (the same\n"
                f"as kb/data/rerank.yaml): each rule's rate of deciding the questions it is a\n"
                f"re-scored candidate of, smoothed toward the base rate (strength "
                f"{rule_prior.STRENGTH:g}); kb/rule_prior.py.")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
