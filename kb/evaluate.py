"""Measure :func:`kb.ask.ask` on questions with known answers: recall@5 and MRR@10.

A questions file (YAML, ``tests/data/questions.yaml``) lists questions in
players' words, each with the rule numbers that answer it (``"502.9"`` also
covers its subrules) or ``"glossary:<slug prefix>"`` for a glossary entry.
The real questions (``tests/data/real_questions.yaml``) name them ``rules``
and say where each was asked (``source_kind``) and whether it is kept aside
(``split: heldaside``): the report scores each source and each part apart.
The baseline is plain Whoosh BM25: the question's words OR-ed over the text of
the 2003 rules, nothing else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kb.ask import DEFAULT_DOCUMENT, CardIndex, answer, question_tokens, ranking, rule_family
from kb.search import Clause, Hit, SearchSession


@dataclasses.dataclass(frozen=True, slots=True)
class Metrics:
    """Scores of one system on a question set."""

    name: str
    """``pipeline`` or ``baseline``."""
    recall_at_5: float
    """Mean share of each question's answers found in its top 5 results."""
    mrr_at_10: float
    """Mean reciprocal rank of the first answer in the top 10 (0 if none)."""
    hit_at_5: float
    """Share of questions with at least one answer in the top 5."""
    misses: tuple[str, ...] = ()
    """Questions with an answer missing from the top 5 (never those of the held-aside
    part: only its scores are reported, so that nobody tunes on it)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"name": self.name, "recall@5": round(self.recall_at_5, 4),
                "mrr@10": round(self.mrr_at_10, 4), "hit@5": round(self.hit_at_5, 4),
                "misses": list(self.misses)}


@dataclasses.dataclass(frozen=True, slots=True)
class EvalReport:
    """The pipeline's (and optionally the baseline's) scores on a question set."""

    questions: int
    """How many questions were asked."""
    pipeline: Metrics
    """The full :func:`ask` pipeline."""
    baseline: Metrics | None = None
    """Plain Whoosh BM25 over the 2003 rules' text (the question's words OR-ed)."""
    median_ms: float = 0.0
    """Median in-process time of one :func:`ask` call."""
    groups: dict[str, Metrics] = dataclasses.field(default_factory=dict)
    """The pipeline's scores on each part: ``split:dev``, ``split:heldaside``,
    ``source:forum``… (only for questions files that say so)."""
    sizes: dict[str, int] = dataclasses.field(default_factory=dict)
    """How many questions each of :attr:`groups` has."""
    depth: dict[str, int] = dataclasses.field(default_factory=dict)
    """Where the expected answers missing from the top 5 are: ``"6-10"``, ``"11-50"``
    (an ordering problem) or ``"beyond 50"`` (not found at all: a recall ceiling)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"questions": self.questions, "pipeline": self.pipeline.to_json(),
                "baseline": self.baseline.to_json() if self.baseline else None,
                "median_ms": round(self.median_ms, 2), "missed_at": self.depth,
                "groups": {name: {**m.to_json(), "questions": self.sizes.get(name, 0)}
                           for name, m in self.groups.items()}}


@dataclasses.dataclass(frozen=True, slots=True)
class Question:
    """One question of a questions file."""

    question: str
    """In the asker's words."""
    answers: tuple[str, ...]
    """Rule numbers (subrules count) or ``glossary:<slug prefix>``."""
    source: str = ""
    """Where it was asked (``source_kind`` of the real questions: forum, column…)."""
    split: str = ""
    """``dev`` or ``heldaside`` (never tuned on), empty if the file does not say."""


def is_answer(expected: str, kind: str, id_: str) -> bool:
    """Whether a result answers *expected*: the rule or one of its subrules, or a
    glossary entry whose slug starts with the ``glossary:`` prefix.

    >>> is_answer("502.9", "rule", "502.9b"), is_answer("502.9b", "rule", "502.9")
    (True, False)
    """
    if expected.startswith("glossary:"):
        return kind == "glossary" and id_.startswith(expected[len("glossary:"):])
    return kind == "rule" and expected in rule_family(id_)


def question_score(results: Sequence[tuple[str, str]], expected: Sequence[str]) -> tuple[float, float]:
    """One question's (recall@5, reciprocal rank of its first answer in the top 10) for its
    ranked *results* (kind, id) and its *expected* answers.

    >>> question_score([("rule", "502.9b"), ("rule", "420.5c")], ["420.5", "212.2"])
    (0.5, 0.5)
    """
    found = [any(is_answer(e, k, i) for k, i in results[:5]) for e in expected]
    rank = next((1.0 / n for n, (k, i) in enumerate(results[:10], 1)
                 if any(is_answer(e, k, i) for e in expected)), 0.0)
    return sum(found) / len(expected), rank


def _score(ranked: list[list[tuple[str, str]]], answers: list[list[str]],
           questions: list[str], name: str, hidden: frozenset[str] = frozenset()) -> Metrics:
    recall = mrr = hits = 0.0
    misses = []
    for results, expected, question in zip(ranked, answers, questions):
        found, rank = question_score(results, expected)
        recall += found
        mrr += rank
        hits += found > 0
        if found < 1 and question not in hidden:
            misses.append(question)
    n = max(1, len(questions))
    return Metrics(name, recall / n, mrr / n, hits / n, tuple(misses))


#: How deep :func:`evaluate` looks for the answers a question's top 5 misses.
MISS_DEPTH = 50


def miss_depths(ranked: list[list[tuple[str, str]]], answers: list[list[str]]) -> dict[str, int]:
    """How many expected answers missing from the top 5 of *ranked* (each list the
    best :data:`MISS_DEPTH` results) are at ranks 6–10, 11–50, or beyond.

    >>> miss_depths([[("rule", "1"), ("rule", "2"), ("rule", "3"), ("rule", "4"),
    ...               ("rule", "5"), ("rule", "6")]], [["6", "1", "7"]])
    {'6-10': 1, '11-50': 0, 'beyond 50': 1}
    """
    depth = {"6-10": 0, "11-50": 0, "beyond 50": 0}
    for results, expected in zip(ranked, answers):
        for wanted in expected:
            rank = next((n for n, (kind, id_) in enumerate(results[:MISS_DEPTH], 1)
                         if is_answer(wanted, kind, id_)), None)
            if rank is None:
                depth["beyond 50"] += 1
            elif rank > 10:
                depth["11-50"] += 1
            elif rank > 5:
                depth["6-10"] += 1
    return depth


class QuestionsError(ValueError):
    """A questions file that cannot be read as one."""


def load_question_set(path: Path, split: str | None = None) -> list[Question]:
    """The questions of a questions file: ``answers`` (``tests/data/questions.yaml``) or
    ``rules`` with ``source_kind`` and ``split`` (``tests/data/real_questions.yaml``);
    only those of *split* if given.

    :raises QuestionsError: if the file is not YAML or not a list of questions.
    """
    import yaml

    try:
        with open(path, encoding="utf-8") as stream:
            data = yaml.safe_load(stream)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise QuestionsError(f"{path}: cannot read questions: {error}") from None
    items = data.get("questions") if isinstance(data, dict) else data
    if not isinstance(items, list) or not items:
        raise QuestionsError(f"{path}: no questions (expected a list under 'questions:')")
    out = []
    for n, item in enumerate(items, 1):
        answers = item.get("answers", item.get("rules")) if isinstance(item, dict) else None
        if not isinstance(answers, list) or not answers or "question" not in item:
            raise QuestionsError(f"{path}: question {n} needs 'question' and 'answers' "
                                 f"(or 'rules')")
        out.append(Question(str(item["question"]), tuple(str(a) for a in answers),
                            str(item.get("source_kind", "")), str(item.get("split", ""))))
    return [q for q in out if split is None or q.split == split]


def load_questions(path: Path) -> list[tuple[str, list[str]]]:
    """The (question, answers) pairs of a questions file (see :func:`load_question_set`)."""
    return [(q.question, list(q.answers)) for q in load_question_set(path)]


def baseline(session: SearchSession, question: str, limit: int = 10,
             document: str = DEFAULT_DOCUMENT) -> list[Hit]:
    """Plain BM25: the question's words OR-ed over the text of *document*'s rules
    (not the players' words the index adds to them)."""
    clauses = [Clause("text", (word,)) for word in question_tokens(question)]
    hits, _ = session.run(clauses, kind="rule", document=document, limit=limit, aka=False)
    return hits


def evaluate(index_dir: Path, questions_path: Path, with_baseline: bool = True,
             document: str = DEFAULT_DOCUMENT, cards: CardIndex | None = None,
             split: str | None = None) -> EvalReport:
    """Ask every question of *questions_path* (only those of *split* if given); score
    recall@5 and MRR@10, in all and by part and source.

    With *with_baseline*, also score :func:`baseline` on the same questions;
    *cards* are the cards questions may name (none: card names are only
    recognised, not read).

    :raises QuestionsError: if the file is not a questions file.
    """
    import statistics
    import time

    items = load_question_set(questions_path, split)
    questions = [q.question for q in items]
    answers = [list(q.answers) for q in items]
    ranked: list[list[tuple[str, str]]] = []
    deep: list[list[tuple[str, str]]] = []
    base: list[list[tuple[str, str]]] = []
    times: list[float] = []
    with SearchSession(index_dir) as session:
        for question in questions:
            start = time.perf_counter()
            result = answer(session, question, 10, document, cards)
            times.append((time.perf_counter() - start) * 1000)
            ranked.append([(a.kind, a.id) for a in result.results])
            found = ranked[-1][:5]
            if all(any(is_answer(e, k, i) for k, i in found) for e in answers[len(deep)]):
                deep.append(found)  # nothing missed: no need to look deeper
            else:
                deep.append(ranking(session, question, MISS_DEPTH, document, cards))
            if with_baseline:
                base.append([(h.kind, h.id) for h in baseline(session, question, 10, document)])
    groups: dict[str, list[int]] = {}
    for n, item in enumerate(items):
        if item.split:
            groups.setdefault(f"split:{item.split}", []).append(n)
        if item.source:
            groups.setdefault(f"source:{item.source}", []).append(n)
    hidden = frozenset(item.question for item in items if item.split == "heldaside")
    return EvalReport(len(items), _score(ranked, answers, questions, "pipeline", hidden),
                      _score(base, answers, questions, "baseline", hidden) if with_baseline else None,
                      statistics.median(times) if times else 0.0,
                      {name: _score([ranked[i] for i in ns], [answers[i] for i in ns],
                                    [questions[i] for i in ns], name, hidden)
                       for name, ns in sorted(groups.items())},
                      {name: len(ns) for name, ns in groups.items()},
                      miss_depths(deep, answers))
