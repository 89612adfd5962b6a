"""How often a rule that is a candidate decides its question: the ``prior`` of :mod:`kb.rerank`.

Some rules decide many of the questions players ask -- lethal damage (420.5c), a
triggered ability put on the stack (410), trample's assignment (502.9) -- and others,
as often among the candidates, decide few: a rule's words match a question's without
its being what the question turns on.  Counted over the development questions (each
question's re-scored candidates, :mod:`kb.rerank`), a rule's rate is the share of the
questions it is a candidate of that it decides (it or a subrule of it is an expected
answer), smoothed toward the base rate of all candidates:
``(k + strength * base) / (n + strength)``; a rule never seen has the base rate.

The ``prior`` feature of a candidate rule is its rate over the best rate among the
question's re-scored candidate rules (the best is 1); its fitted weight decides what it
is worth.  Only with :data:`ENABLED` (and a ``prior`` weight other than 0 in
``kb/data/rerank.yaml``).  The table (``kb/data/rule_prior.yaml``) is fitted by
``scripts/cv_batches.py --set kb.rule_prior.ENABLED=True --write`` on every development
question; the leave-one-batch-out judgement fits it afresh without the batch held (and,
for each group trained on, without that group: its own answers never value its
candidates), so that no batch is scored with a table that has seen it.

The signal, measured before building it (c23f74a9, with cards, dev 224 and batches
18-35, each question's top 50 as ``ask`` ranks them, the rate fitted without the
question's own group, strength 5): the wrong rules of the top 5 rate 0.045 on average
(median 0.035), the expected rules ranked 6-50 0.068 (0.046), those in the top 5 0.071
(0.056).  Re-sorting the top 50 by score over the best plus *w* times the rate over the
best among them, the batches' question-weighted recall@5 / MRR@10 (1,014 questions):
0.375 / 0.396 at w = 0, 0.398 / 0.405 at 0.1, 0.397 / 0.410 at 0.2, 0.395 / 0.415 at 0.3.

Judged (scripts/cv_batches.py --set kb.rule_prior.ENABLED=True --only prior: the other
weights kept as stored, the ``prior`` weight and table fitted per fold without the batch
held; recall@5 / MRR@10, the stored weights without the prior -> with it): the mean of
the 19 batches (1,014 questions) 0.383 / 0.397 -> 0.389 / 0.415, the weight fitted at the
grid's top, 0.2, in every fold (the unchanged code's leave-one-batch-out, every weight
fitted per fold without the prior: 0.382 / 0.400).  Per batch: 18 0.387 / 0.392 -> 0.428 / 0.388, 18c 0.414 /
0.365 -> 0.400 / 0.375, 19 0.415 / 0.394 -> 0.406 / 0.438, 20 0.441 / 0.423 -> 0.432 /
0.429, 21 0.376 / 0.423 -> 0.402 / 0.464, 22 0.341 / 0.335 -> 0.350 / 0.359, 23 0.393 /
0.406 -> 0.364 / 0.408, 24 0.395 / 0.429 -> 0.403 / 0.434, 25 0.300 / 0.321 -> 0.323 /
0.339, 26 0.333 / 0.363 -> 0.329 / 0.379, 27 0.362 / 0.378 -> 0.366 / 0.402, 28 0.388 /
0.408 -> 0.382 / 0.427, 29 0.293 / 0.347 -> 0.297 / 0.363, 30 0.644 / 0.607 -> 0.678 /
0.555, 31 0.381 / 0.353 -> 0.381 / 0.365, 32 0.923 / 0.798 -> 0.923 / 0.835, 33 0.408 /
0.510 -> 0.442 / 0.514, 34 0.228 / 0.315 -> 0.241 / 0.359, 35 0.449 / 0.461 -> 0.506 /
0.473.  Dev 224 valued by the table of the batches alone: 0.709 / 0.621 -> 0.705 / 0.636;
own set (never fitted on) 0.939 / 0.905 -> 0.929 / 0.895.  Every figure ``eval`` gives on
a development file with the stored table is optimistic: the table has seen its answers.

Switched on with that table (fitted on all 1,238) and weight, ``eval`` (recall@5 /
MRR@10, off -> on): the held-aside real questions, which no table or weight has seen,
0.597 / 0.481 -> 0.559 / 0.508 -- recall falls, as on the dev 224 valued by the batches'
table -- so it stays OFF, the table and the weight (0.2, ``kb/data/rerank.yaml``) kept
for the lead to judge on a fresh batch.  On fresh batch 36 (session 32, main with block
32a; cards): 0.471 / 0.496 -> 0.481 / 0.567, --no-cards 0.457 / 0.494 -> 0.443 / 0.501.
Switched on, 20 tests of tests/ask fail: test_ask (410.10c out of a "dies" question's
top), test_card_concepts (2), test_card_places, test_card_reached, test_card_weight (3),
test_cardtext_concepts (2), test_definitions, test_principle_ideas (3),
test_principles_cards, test_reading, test_situations, test_symbol_names (2: the
glossary entry "X" out of its question's top 5), test_translation_senses (flashback).  (Leaky, the table having seen them: dev 224
0.709 / 0.621 -> 0.722 / 0.640, --no-cards 0.629 / 0.554 -> 0.640 / 0.583; own set 0.939
/ 0.905 -> 0.929 / 0.895.)  As the learned association of sessions 24-28: MRR@10 rises
everywhere, recall@5 on the quiz batches but not on the forum questions of the main
file -- the rate ranks a rule by how often it decides, and a question has rarer rules.

Session 33 (issue 8): the prior only reorders the best :data:`KEEP` (5) of the ranking
without it (:func:`kb.rerank.keep_prior`; the rest is that ranking's, so recall@5 cannot
change), and what the reading itself names keeps its place (:data:`FIXED`: a glossary
entry, a card, a ruling, a rule whose reason names its number -- the rule a translation,
principle or term points to, its defining rule, an asked number;
:func:`kb.rerank.is_pinned`).  The table refitted on all 1,273 development questions
(batch 36 joined); leave-one-batch-out over the 20 batches (1,049 questions; the prior's
weight and table fitted per fold without the batch held; recall@5 / MRR@10, prior off
0.386 / 0.400): anywhere (KEEP 0, the session-32 prior) 0.398 / 0.426 (weight 0.3 in
every fold; dev 224 by the batches' table 0.709 / 0.621 -> 0.705 / 0.634, own set
0.939 / 0.905 -> 0.929 / 0.899); top 5, nothing fixed 0.386 / 0.420 (0.3-0.5; dev
0.709 / 0.630, own 0.939 / 0.900); top 5, pinned fixed 0.386 / 0.408 (0.3-0.5; own
0.939 / 0.911).  The session-32 prior breaks 21 tests of tests/ask, top 5 with nothing
fixed 10 (flashback's heading 502.22 passes the graveyard rule 217.4a; 406.1 passes its
pulled-in 406; 420.5k passes Skullclamp's 212.2i ...), pinned fixed at weight 0.2-0.5
five or six (orders of two rules neither of which decides, e.g. 502.4c and 502.8c), at
0.1 none: stored at 0.1, leave-one-batch-out 0.386 / 0.405 (0.1 in every fold), no
batch's recall moves and only batch 26's MRR@10 falls (0.363 -> 0.361); dev 224 and
own set unchanged (0.709 / 0.621, 0.939 / 0.905).  So it is ON, at 0.1; off with
``ENABLED = False`` (or ``prior: 0`` in kb/data/rerank.yaml).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

__all__ = ["ENABLED", "FIXED", "KEEP", "PRIOR_PATH", "STRENGTH", "Counts", "PriorError", "RulePrior",
           "count", "fit_prior", "load_prior", "prior_text", "relative"]

#: Whether the ``prior`` feature of :mod:`kb.rerank` is read.  On since session 33, only
#: reordering the best five without moving what the reading names (:data:`KEEP`,
#: :data:`FIXED`; the module's docstring); ``False`` switches it off.
ENABLED = True
#: How many of the best of the ranking without the prior it only reorders (0: it may move
#: any candidate anywhere): with 5, recall@5 is the ranking's without it.
KEEP = 5
#: Whether, among those, the prior never moves what the question's reading names: a
#: glossary entry, a card, a ruling, a rule whose reason names its number (the rule a
#: translation, principle or term points to; :func:`kb.rerank.is_pinned`).
FIXED = True
#: The prior's strength: how many questions' worth of the base rate a rule starts with.
STRENGTH = 5.0
#: The fitted table.
PRIOR_PATH = Path(__file__).parent / "data" / "rule_prior.yaml"

Counts = dict[str, list[int]]
"""Rule → [the questions it decides, the questions it is a candidate of]."""


class PriorError(ValueError):
    """A prior table that cannot be read."""


@dataclasses.dataclass(frozen=True, slots=True)
class RulePrior:
    """Each rule's smoothed rate of deciding the questions it is a candidate of."""

    default: float
    """The rate of a rule never seen: the base rate of all candidates."""
    rates: Mapping[str, float]
    """Rule → its smoothed rate."""

    def of(self, rule: str) -> float:
        """The rate of *rule* (:attr:`default` if never seen)."""
        return self.rates.get(rule, self.default)


def count(observed: Iterable[tuple[Iterable[str], Callable[[str], bool]]]) -> Counts:
    """The counts of *observed*: each question's candidate rules (a rule counted once a
    question) and whether a rule decides it.

    >>> count([(["410", "410.1", "410"], lambda n: n == "410")])
    {'410': [1, 1], '410.1': [0, 1]}
    """
    counts: Counts = {}
    for rules, decides in observed:
        for rule in dict.fromkeys(rules):
            seen = counts.setdefault(rule, [0, 0])
            seen[0] += int(decides(rule))
            seen[1] += 1
    return counts


def fit_prior(counts: Iterable[Counts], strength: float = STRENGTH) -> RulePrior:
    """The table of the summed *counts*: ``(k + strength * base) / (n + strength)`` for
    a rule deciding *k* of the *n* questions it is a candidate of, *base* the share of
    all candidates that decide their question.

    >>> table = fit_prior([{"410": [2, 2], "411": [0, 2]}], strength=2)
    >>> table.default, table.rates["410"], table.rates["411"]
    (0.5, 0.75, 0.25)
    """
    total: dict[str, list[int]] = {}
    for part in counts:
        for rule, (k, n) in part.items():
            seen = total.setdefault(rule, [0, 0])
            seen[0] += k
            seen[1] += n
    decided = sum(k for k, _ in total.values())
    seen_all = sum(n for _, n in total.values())
    base = decided / seen_all if seen_all else 0.0
    return RulePrior(base, {rule: (k + strength * base) / (n + strength)
                            for rule, (k, n) in sorted(total.items())})


def relative(table: RulePrior, rules: Iterable[str]) -> dict[str, float]:
    """Each of *rules* → its rate over the best rate among them (the best is 1; all 0
    when every rate is 0).

    >>> relative(RulePrior(0.1, {"410": 0.4}), ["410", "411"])
    {'410': 1.0, '411': 0.25}
    """
    rates = {rule: table.of(rule) for rule in rules}
    best = max(rates.values(), default=0.0)
    return {rule: (rate / best if best > 0 else 0.0) for rule, rate in rates.items()}


@functools.lru_cache(maxsize=4)
def load_prior(path: Path = PRIOR_PATH) -> RulePrior:
    """The fitted table of *path* (an empty one, of default 0, if it is missing).

    :raises PriorError: if the file is unreadable or not such a table.
    """
    from kb.situations import load_fitted

    return load_fitted(path, PriorError, "rule prior table", "default: and rates: rule → rate",
                       lambda data: RulePrior(float(data["default"]), {
                           str(rule): float(rate) for rule, rate in (data.get("rates") or {}).items()}),
                       RulePrior(0.0, {}))


def prior_text(table: RulePrior, comment: str) -> str:
    """The YAML text of a prior table (*comment*: how it was fitted); only the rules whose
    rate differs from the default are written."""
    lines = [f"# {line}".rstrip() for line in comment.splitlines()]
    lines += [f"default: {table.default:.4f}", "rates:"]
    lines += [f'  "{rule}": {rate:.4f}' for rule, rate in table.rates.items()
              if round(rate, 4) != round(table.default, 4)]
    return "\n".join(lines) + "\n"
