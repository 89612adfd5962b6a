"""scripts/cv_prior.py: in the leave-one-batch-out judgement, the ``prior`` feature of a
group's candidates comes from a table fitted without that group (and without the batch
held), never from its own answers."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

from kb.rerank import FEATURES, PRIOR

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

import cv_prior  # noqa: E402
import cv_rank  # noqa: E402


def _case(answer: str) -> cv_rank.Case:
    scored = [(1.0, SimpleNamespace(kind="rule", id=number), []) for number in ("410", "411")]
    scored.append((0.5, SimpleNamespace(kind="glossary", id="trample"), []))
    rows = [(0.0,) * len(FEATURES)] * 3
    return cv_rank.Case((answer,), [cv_rank.Ranking(scored, rows)])  # type: ignore[arg-type]


def test_a_group_is_valued_by_the_other_groups_answers_only() -> None:
    groups = {"a": [_case("410")], "b": [_case("411")]}
    counts = cv_prior.group_counts(groups)
    assert counts == {"a": {"410": [1, 1], "411": [0, 1]}, "b": {"410": [0, 1], "411": [1, 1]}}
    cv_prior.cross_fit(groups, counts, None)
    # Group a by b's table (base 0.5, strength 5): 410 (0 + 2.5) / 6, 411 (1 + 2.5) / 6,
    # over the best; a glossary entry has no prior.
    assert [round(row[PRIOR], 4) for row in groups["a"][0].rows] == [0.7143, 1.0, 0.0]
    assert [round(row[PRIOR], 4) for row in groups["b"][0].rows] == [1.0, 0.7143, 0.0]
    # With b held, b is valued by a's table and a by none (every rate 0).
    cv_prior.cross_fit(groups, counts, "b")
    assert [row[PRIOR] for row in groups["a"][0].rows] == [0.0, 0.0, 0.0]
    assert [round(row[PRIOR], 4) for row in groups["b"][0].rows] == [1.0, 0.7143, 0.0]
