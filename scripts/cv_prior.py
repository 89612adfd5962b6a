"""The ``prior`` feature (:mod:`kb.rule_prior`) in the leave-one-batch-out judgement of
scripts/cv_batches.py: its table fitted without the questions it values.

A question's candidates are valued by a table fitted on other groups only: the held
batch's by the table of every group but it; each group trained on by the table of every
group but it and the held batch (cross-fitting: a group's own answers never value its
own candidates, else the fitted weight would trust the prior more than a fresh batch
can).  Used only with ``--set kb.rule_prior.ENABLED=True``.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cv_rank  # noqa: E402
from kb import rerank as rr  # noqa: E402
from kb import rule_prior  # noqa: E402

Groups = Mapping[str, Sequence[cv_rank.Case]]


def _rules(ranking: cv_rank.Ranking) -> list[str]:
    """The rules of *ranking*'s re-scored head."""
    return [hit.id for _, hit, _ in ranking.scored[:len(ranking.rows)] if hit.kind == "rule"]


def group_counts(groups: Groups) -> dict[str, rule_prior.Counts]:
    """Each group's counts: its questions' candidate rules (those of every ranking a
    question makes) and whether each decides its question."""
    return {name: rule_prior.count(
        ([rule for ranking in case.rankings for rule in _rules(ranking)], case.decides)
        for case in cases) for name, cases in groups.items()}


def apply(cases: Sequence[cv_rank.Case], table: rule_prior.RulePrior) -> None:
    """Set the ``prior`` feature of *cases*' rows from *table*."""
    for case in cases:
        for ranking in case.rankings:
            values = rule_prior.relative(table, _rules(ranking))
            rows = []
            for (_, hit, _), row in zip(ranking.scored, ranking.rows):
                value = values.get(hit.id, 0.0) if hit.kind == "rule" else 0.0
                rows.append(row[:rr.PRIOR] + (value,) + row[rr.PRIOR + 1:])
            ranking.rows = rows


def cross_fit(groups: Groups, counts: Mapping[str, rule_prior.Counts],
              held: str | None) -> None:
    """Value every group's candidates by a table fitted without it (and without *held*;
    the held group's by the table of all the others)."""
    for name, cases in groups.items():
        apply(cases, rule_prior.fit_prior(
            part for other, part in counts.items() if other not in (name, held)))
