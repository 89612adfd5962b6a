"""Fit the weights of kb/rerank.py and measure them honestly: 5-fold cross-validation.

Asks every question of the development part of the real questions once, keeping
each question's candidates, their feature rows (kb.rerank.feature_rows) and the
concept choice of kb.ask._diversify; then, without asking again:

- for each fold k of 5 (question i is in fold i % 5), fits the weights on the
  other four folds (:func:`fit`: coordinate ascent on recall@5 + MRR@10) and
  scores the held fold, next to the untouched pipeline on the same fold;
- fits on the whole development part and, with --write, stores the weights in
  kb/data/rerank.yaml;
- reports the project's own question set with those weights (a constraint, never
  fitted on).

The held-aside part of the real questions is never read.

    python scripts/cv_rank.py [--kb var/kb] [--no-cards] [--write] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import kb.ask as ask_module  # noqa: E402
from kb import rerank as rr  # noqa: E402
from kb import card_focus, card_places  # noqa: E402
from kb.card_places import keep_own  # noqa: E402
from kb.evaluate import is_answer, load_question_set, question_score  # noqa: E402
from kb.search import SearchSession  # noqa: E402

#: The values coordinate ascent tries for each weight.
GRID = (-0.2, -0.1, -0.05, 0.0, 0.05, 0.1, 0.2)
PASSES = 2
FOLDS = 5
#: Seconds each question took to answer (in this process, features captured too).
TIMES: list[float] = []
#: The questions whose captured ranking, not re-ranked, is not what ``ask`` answered
#: while it was captured (its re-ranking switched off): a bug if any.
MISMATCHES: list[str] = []

_DIVERSIFY = ask_module._diversify


class Ranking:
    """One ranking a question makes (a question naming known cards makes two: with
    their text read, and in its own words, see kb.card_places)."""

    def __init__(self, scored: list[rr.Scored], rows: list[tuple[float, ...]],
                 situation: Any = None) -> None:
        self.scored = scored
        self.rows = rows
        #: The rules its situation brings in (rule → Brought), or None.
        self.situation = situation or None
        self.concepts: tuple[Any, ...] = ()
        self.covers: Any = None
        self.limit = 10

    def chosen(self, weights: tuple[float, ...]) -> list[rr.Scored]:
        """Its top results with *weights*, as ``ask`` chooses them."""
        rescored = rr.rescore(self.scored, self.rows, weights)
        out = _DIVERSIFY(rescored, self.limit, self.concepts, self.covers)
        if self.situation and rr.ADD_ONLY and weights[rr.SITUATION]:
            plain = tuple(0.0 if i == rr.SITUATION else w for i, w in enumerate(weights))
            words = _DIVERSIFY(rr.rescore(self.scored, self.rows, plain), self.limit,
                               self.concepts, self.covers)
            out = rr.keep_words(words, out, rr.ADD_ONLY, rr.ADD_ONLY_REORDER)
        return out


class Case:
    """One question, asked once: what is needed to rank it again with other weights."""

    def __init__(self, answers: tuple[str, ...], rankings: list[Ranking],
                 shares: dict[str, float] | None = None,
                 abilities: tuple[frozenset[str], frozenset[str]] | None = None) -> None:
        self.answers = answers
        self.rankings = rankings
        #: The rules the abilities its cards' text is asked about bring and those only
        #: their other abilities bring (kb.card_focus.ability_rules), when ``ask`` placed
        #: them (kb.card_focus.ENABLED).
        self.abilities = abilities
        #: Each candidate's share of the question's own words (kb.card_places.own_share),
        #: when kb.card_places.OWN_SHARE_ENABLED: the cards' places go first to those
        #: holding enough.
        self.shares = shares

    def decides(self, rule: str) -> bool:
        """Whether *rule* answers this question."""
        return any(is_answer(e, "rule", rule) for e in self.answers)

    def apply(self, table: Any) -> None:
        """Set the ``situation`` feature of its rankings' rows from precision *table*."""
        for ranking in self.rankings:
            if not ranking.situation:
                continue
            rows = []
            for (_, hit, _), row in zip(ranking.scored, ranking.rows):
                brought = ranking.situation.get(hit.id) if hit.kind == "rule" else None
                if brought is not None:
                    row = row[:rr.SITUATION] + (rr.situation_value(hit.id, brought, table),
                                                ) + row[rr.SITUATION + 1:]
                rows.append(row)
            ranking.rows = rows

    @property
    def scored(self) -> list[rr.Scored]:
        """The candidates of its (first) ranking."""
        return self.rankings[0].scored

    @property
    def rows(self) -> list[tuple[float, ...]]:
        """The feature rows of its (first) ranking's re-scored candidates."""
        return self.rankings[0].rows

    def ranked(self, weights: tuple[float, ...]) -> list[tuple[str, str]]:
        """The top 10 with *weights* (the cards' text kept to its places; the prior only
        reordering the best of the ranking without it, kb.rerank.without_prior)."""
        without = rr.without_prior(weights)
        out = self._chosen(weights, without)
        if without is not None:
            out = rr.keep_prior(self._chosen(without, None), out)
        return [(h.kind, h.id) for _, h, _ in out[:10]]

    def _chosen(self, weights: tuple[float, ...], without: tuple[float, ...] | None
                ) -> list[rr.Scored]:
        """The top results with *weights*, as ``ask`` chooses them (*without*: the same
        weights without the prior, whose ranking in the question's own words keeps its
        best, when the prior only reorders)."""
        out = self.rankings[0].chosen(weights)
        if len(self.rankings) > 1:
            shares = self.shares
            own = self.rankings[1].chosen(weights)
            if without is not None:
                own = rr.keep_prior(self.rankings[1].chosen(without), own)
            out = keep_own(out, own,
                           share=None if shares is None else lambda key: shares.get(key, 0.0))
            if self.abilities is not None:
                out = card_focus.place_results(out, *self.abilities, own)
        return out


def collect(session: SearchSession, path: Path, split: str | None,
            cards: ask_module.CardIndex | None) -> list[Case]:
    """Ask each question of *path* (of *split*) once, capturing its candidates."""
    cases: list[Case] = []
    current: list[Ranking] = []
    shares: list[dict[str, float]] = []
    abilities: list[tuple[frozenset[str], frozenset[str]]] = []
    ability_rules = card_focus.ability_rules

    def capture_abilities(*args: Any) -> tuple[frozenset[str], frozenset[str]]:
        abilities.append(ability_rules(*args))
        return abilities[-1]

    def capture_rerank(session_: SearchSession, scored: list[rr.Scored], document: str,
                       weights: Any = None, situation: Any = None, cards: Any = None
                       ) -> tuple[list[rr.Scored], list[tuple[float, ...]], None]:
        candidates, rows = rr.head_and_rows(session_, scored, document, situation, cards)
        # Their reasons as they are now: answer() adds to the shown results' own lists.
        current.append(Ranking([(s, hit, list(why)) for s, hit, why in candidates], rows,
                               situation=situation))
        return scored, [], None

    def capture_diversify(scored: list[rr.Scored], limit: int, concepts: Any = (),
                          covers: Any = None) -> list[rr.Scored]:
        memo: dict[tuple[str, int], bool] = {}

        def cached(hit: Any, concept: Any) -> bool:
            key = (hit.key, id(concept))
            if key not in memo:
                memo[key] = bool(covers(hit, concept))
            return memo[key]

        current[-1].concepts = concepts
        current[-1].covers = cached if covers is not None else None
        current[-1].limit = limit
        return _DIVERSIFY(scored, limit, concepts, covers)

    def capture_keep(ranked: list[rr.Scored], own: list[rr.Scored],
                     places: int = card_places.CARD_PLACES, top: int = card_places.TOP,
                     share: Any = None) -> list[rr.Scored]:
        if share is not None:  # every candidate's share: the weights tried move them
            shares.append({hit.key: share(hit.key) for _, hit, _ in current[0].scored})
        return keep_own(ranked, own, places, top, share)

    setattr(ask_module, "rerank_rows", capture_rerank)
    setattr(ask_module, "_diversify", capture_diversify)
    setattr(ask_module, "keep_own", capture_keep)
    setattr(card_focus, "ability_rules", capture_abilities)
    try:
        for question in load_question_set(path, split):
            current = []
            shares = []
            abilities = []
            started = time.perf_counter()
            result = ask_module.answer(session, question.question, 10, cards=cards)
            TIMES.append(time.perf_counter() - started)
            case = Case(question.answers, current, shares[0] if shares else None,
                        abilities[0] if abilities else None)
            shown = [(a.kind, a.id) for a in result.results]
            if case.ranked((0.0,) * len(rr.FEATURES)) != shown:  # captured: not re-ranked
                MISMATCHES.append(question.question)
            cases.append(case)
    finally:
        setattr(ask_module, "rerank_rows", rr.rerank_rows)
        setattr(ask_module, "_diversify", _DIVERSIFY)
        setattr(ask_module, "keep_own", keep_own)
        setattr(card_focus, "ability_rules", ability_rules)
    return cases


def candidate_recall(cases: list[Case]) -> tuple[float, float, int]:
    """(share of the expected answers among all the candidates, among the re-scored
    ones (the first :data:`kb.rerank.DEPTH` and those added), how many are among none)."""
    total = anywhere = head = 0
    for case in cases:
        ranked = [(h.kind, h.id) for _, h, _ in case.scored]
        for expected in case.answers:
            total += 1
            found = [is_answer(expected, k, i) for k, i in ranked]
            anywhere += any(found)
            head += any(found[:len(case.rows)])
    n = max(1, total)
    return anywhere / n, head / n, total - anywhere


def metrics(cases: list[Case], weights: tuple[float, ...]) -> tuple[float, float]:
    """(recall@5, MRR@10) of *cases* ranked with *weights*."""
    recall = mrr = 0.0
    for case in cases:
        found, rank = question_score(case.ranked(weights), case.answers)
        recall += found
        mrr += rank
    n = max(1, len(cases))
    return recall / n, mrr / n


#: The values tried for the ``situation`` weight (--situation-grid).
SITUATION_GRID: tuple[float, ...] = GRID
#: The values tried for the ``prior`` weight (scripts/cv_batches.py --prior-grid).
PRIOR_GRID: tuple[float, ...] = GRID
#: The prior's strength of the precision tables fitted per fold (--precision-strength).
STRENGTH = 5.0


def fit_table(cases: list[Case]) -> Any:
    """The precision table of the situations' (form, rule) pairs of *cases*, when the
    ``situation`` feature is a precision (kb.rerank.SITUATION_PRECISION), else None."""
    from kb import situations

    if not (situations.ENABLED and rr.SITUATION_PRECISION):
        return None
    return situations.fit_precision(
        ((c.rankings[0].situation, c.decides) for c in cases if c.rankings[0].situation),
        STRENGTH)


def apply_table(cases: list[Case], table: Any) -> None:
    """Set the ``situation`` feature of *cases* from *table* (nothing if None)."""
    if table is not None:
        for case in cases:
            case.apply(table)


#: The features fitted (--only): all, or only these, the others kept at their stored
#: weights (kb/data/rerank.yaml).
ONLY: tuple[str, ...] = ()


def start() -> list[float]:
    """The weights :func:`fit` starts from: all 0, or the stored ones with --only."""
    if ONLY:
        return [0.0 if name in ONLY else w for name, w in zip(rr.FEATURES, rr.load_weights())]
    return [0.0] * len(rr.FEATURES)


def fit(cases: list[Case]) -> tuple[float, ...]:
    """Coordinate ascent from all-zero weights (the stored ones but for those fitted, with
    --only) on recall@5 + MRR@10 of *cases* (the full ranking, top results chosen as
    ``ask`` chooses them); a change is kept only if it strictly improves the objective."""
    weights = start()
    best = sum(metrics(cases, tuple(weights)))
    # One weight fitted alone: a second pass tries the same values again.
    for _ in range(1 if len(ONLY) == 1 else PASSES):
        improved = False
        for f in range(len(weights)):
            if ONLY and rr.FEATURES[f] not in ONLY:
                continue
            grid = SITUATION_GRID if f == rr.SITUATION else PRIOR_GRID if f == rr.PRIOR \
                else GRID
            for value in grid:
                if value == weights[f]:
                    continue
                trial = list(weights)
                trial[f] = value
                objective = sum(metrics(cases, tuple(trial)))
                if objective > best + 1e-9:
                    best, weights, improved = objective, trial, True
        if not improved:
            break
    return tuple(weights)


def set_flag(setting: str) -> None:
    """Set the module-level flag *setting* (``kb.module.NAME=literal``)."""
    import ast
    import importlib

    name, _, value = setting.partition("=")
    name = name.strip()
    module, _, attr = name.rpartition(".")
    try:
        target = importlib.import_module(module) if module else None
    except ImportError:
        target = None
    if target is None or not hasattr(target, attr):
        raise SystemExit(f"no flag {name!r}")
    try:
        literal = ast.literal_eval(value.strip())
    except (ValueError, SyntaxError):
        raise SystemExit(f"not a Python literal: {value.strip()!r}") from None
    setattr(target, attr, literal)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None,
                        help="knowledge base directory (default: $RULESJUDGE_KB)")
    parser.add_argument("--write", action="store_true", help="store the full fit's weights")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="set a module-level flag before asking (a Python literal: "
                             "kb.interpret_terms.SYMBOL_NAMES=True); may be repeated")
    parser.add_argument("--no-cards", action="store_true",
                        help="read no card text (card names still found), as eval --no-cards")
    parser.add_argument("--structure", type=int, default=None, metavar="N",
                        help="kb.candidates.STRUCTURE_TOP: the best N rules lend their neighbours")
    parser.add_argument("--structure-weight", type=float, default=None, metavar="W",
                        help="kb.candidates.STRUCTURE_WEIGHT: a lent rule's share of the "
                             "score of the rule lending it")
    parser.add_argument("--pointed", type=int, default=None, metavar="D",
                        help="kb.candidates.POINTED_DEPTH: glossary entries and rulings among "
                             "the first D lend the rules they point to")
    parser.add_argument("--feedback", default=None, metavar="K,TERMS,WEIGHT",
                        help="kb.feedback: the best K rules' TERMS most distinctive stems "
                             "query again; what they find joins at WEIGHT")
    parser.add_argument("--situations", action="store_true",
                        help="kb.situations.ENABLED on: the rules the question's situation "
                             "brings in join the candidates, with the 'situation' feature")
    parser.add_argument("--situation-grid", default=None, metavar="W,W,...",
                        help="the values the 'situation' weight is fitted among "
                             "(default: the other weights' grid)")
    parser.add_argument("--situation-full", type=int, default=None, metavar="N",
                        help="kb.rerank.SITUATION_FULL: how many forms bringing a rule make "
                             "its 'situation' feature 1")
    parser.add_argument("--situation-sources", default=None, metavar="cards,question",
                        help="kb.situations.SOURCES: which forms bring rules")
    parser.add_argument("--situation-unscored", action="store_true",
                        help="kb.situations.SCORED off: the situation's rules join at "
                             "score 0, not at their own text score")
    parser.add_argument("--situation-both", action="store_true",
                        help="kb.rerank.SITUATION_BOTH: only the rules both the cards' text "
                             "and the question's words bring count")
    parser.add_argument("--precision-strength", type=float, default=None, metavar="S",
                        help="the prior's strength of the situations' precision tables")
    parser.add_argument("--forms", type=Path, default=None, metavar="YAML",
                        help="kb.situations.SITUATIONS_PATH: another table of forms")
    parser.add_argument("--over-prior", action="store_true",
                        help="kb.rerank.SITUATION_OVER_PRIOR: the precision counts only "
                             "above the prior")
    parser.add_argument("--add-only", type=int, default=None, metavar="N",
                        help="kb.rerank.ADD_ONLY: the situation only adds below the words' "
                             "own best N")
    parser.add_argument("--no-reorder", action="store_true",
                        help="kb.rerank.ADD_ONLY_REORDER off: the words' best keep their order")
    parser.add_argument("--situation-count", action="store_true",
                        help="kb.rerank.SITUATION_PRECISION off: the 'situation' feature "
                             "counts the forms bringing a rule")
    parser.add_argument("--batch", type=Path, action="append", default=[],
                        help="another question set scored with the full fit (never fitted "
                             "on); may be given several times")
    parser.add_argument("--only", default=None, metavar="FEATURE,...",
                        help="fit only these weights, the others kept at their stored values "
                             "('untouched' is then the stored weights without them)")
    parser.add_argument("--own-share", type=float, default=None, metavar="MIN",
                        help="kb.card_places.OWN_SHARE_ENABLED with OWN_SHARE_MIN: the cards' "
                             "places go first to results holding MIN of the question's own "
                             "words")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    for setting in args.set:
        set_flag(setting)
    from kb import candidates, situations

    global SITUATION_GRID, STRENGTH, ONLY
    if args.own_share is not None:
        card_places.OWN_SHARE_ENABLED, card_places.OWN_SHARE_MIN = True, args.own_share
    if args.only is not None:
        ONLY = tuple(args.only.split(","))
    if args.precision_strength is not None:
        STRENGTH = args.precision_strength
    if args.forms is not None:
        situations.SITUATIONS_PATH = args.forms
    if args.over_prior:
        rr.SITUATION_OVER_PRIOR = True
    if args.add_only is not None:
        rr.ADD_ONLY = args.add_only
    if args.no_reorder:
        rr.ADD_ONLY_REORDER = False
    if args.situation_count:
        rr.SITUATION_PRECISION = False
    if args.situations:
        situations.ENABLED = True
    if args.situation_full is not None:
        rr.SITUATION_FULL = args.situation_full
    if args.situation_sources is not None:
        situations.SOURCES = tuple(args.situation_sources.split(","))
    if args.situation_unscored:
        situations.SCORED = False
    if args.situation_both:
        rr.SITUATION_BOTH = True
    if args.situation_grid is not None:
        SITUATION_GRID = tuple(float(w) for w in args.situation_grid.split(","))
    if args.structure is not None:
        candidates.STRUCTURE_TOP = args.structure
    if args.structure_weight is not None:
        candidates.STRUCTURE_WEIGHT = args.structure_weight
    if args.pointed is not None:
        candidates.POINTED_DEPTH = args.pointed
    if args.feedback is not None:
        from kb import feedback

        k, terms, weight = args.feedback.split(",")
        feedback.FEEDBACK_DOCS, feedback.FEEDBACK_TERMS = int(k), int(terms)
        feedback.FEEDBACK_WEIGHT = float(weight)
    from kb.store import INDEX, open_kb

    kb = open_kb(args.kb)
    cards = None if args.no_cards else ask_module.KBCards(kb)
    with SearchSession(kb.path / INDEX) as session:
        dev = collect(session, ROOT / "tests" / "data" / "real_questions.yaml", "dev", cards)
        dev_ms = 1000 * statistics.median(TIMES)
        own = collect(session, ROOT / "tests" / "data" / "questions.yaml", None, cards)
        batches = {path.stem.removeprefix("real_questions_"): collect(session, path, None, cards)
                   for path in args.batch}
        batch = [case for cases in batches.values() for case in cases]
        folds: list[dict[str, Any]] = []
        for k in range(FOLDS):
            train = [c for i, c in enumerate(dev) if i % FOLDS != k]
            held = [c for i, c in enumerate(dev) if i % FOLDS == k]
            table = fit_table(train)
            apply_table(dev, table)
            weights = fit(train)
            zero = tuple(start())
            folds.append({"fold": k, "questions": len(held),
                          "untouched": metrics(held, zero), "reranked": metrics(held, weights),
                          "weights": dict(zip(rr.FEATURES, weights))})
            print(f"fold {k}: untouched {folds[-1]['untouched']} reranked "
                  f"{folds[-1]['reranked']}", file=sys.stderr)
        full_table = fit_table(dev)
        apply_table(dev + own + batch, full_table)
        full = fit(dev)
        zero = tuple(start())
    report: dict[str, Any] = {
        "cv": {"untouched": [statistics.mean(f["untouched"][i] for f in folds) for i in (0, 1)],
               "reranked": [statistics.mean(f["reranked"][i] for f in folds) for i in (0, 1)],
               "folds": folds},
        "dev": {"untouched": metrics(dev, zero), "fitted": metrics(dev, full),
                "stored": metrics(dev, rr.load_weights())},
        "own": {"untouched": metrics(own, zero), "fitted": metrics(own, full)},
        **{name: {"untouched": metrics(cases, zero), "fitted": metrics(cases, full),
                  "stored": metrics(cases, rr.load_weights())}
           for name, cases in batches.items()},
        "mismatches": MISMATCHES,
        "candidates": {"dev": candidate_recall(dev),
                       **{name: candidate_recall(cases) for name, cases in batches.items()}},
        "ms_per_question": dev_ms,
        "weights": dict(zip(rr.FEATURES, full)),
    }
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        for name in ("cv", "dev", "own", *batches):
            part = report[name]
            keys = ("untouched", "reranked") if name == "cv" else tuple(part)
            print(name, "  ".join(f"{k}: recall@5 {part[k][0]:.3f} MRR@10 {part[k][1]:.3f}"
                                  for k in keys))
        print("weights", report["weights"])
        for name, (anywhere, head, none) in report["candidates"].items():
            print(f"candidates {name}: recall {anywhere:.3f} (re-scored {head:.3f}); "
                  f"answers among none: {none}")
        print(f"median ms per dev question (in process): {dev_ms:.1f}")
        print(f"captured rankings that differ from ask's: {len(MISMATCHES)}")
    if args.write:
        comment = (f"Fitted by scripts/cv_rank.py (coordinate ascent, recall@5 + MRR@10) on the\n"
                   f"{len(dev)} development questions of tests/data/real_questions.yaml.\n"
                   f"5-fold CV: untouched {report['cv']['untouched'][0]:.3f} / "
                   f"{report['cv']['untouched'][1]:.3f}, re-ranked "
                   f"{report['cv']['reranked'][0]:.3f} / {report['cv']['reranked'][1]:.3f} "
                   f"(recall@5 / MRR@10).")
        rr.WEIGHTS_PATH.write_text(rr.weights_text(report["weights"], comment), encoding="utf-8")
        if full_table is not None:
            from kb import situations

            situations.PRECISION_PATH.write_text(situations.precision_text(full_table, (
                f"Fitted by scripts/cv_rank.py --situations on the {len(dev)} development\n"
                f"questions of tests/data/real_questions.yaml: how often a rule a form brings\n"
                f"in decides the question, smoothed toward the base rate (prior strength "
                f"{STRENGTH:g}).")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
