"""Pseudo-relevance feedback (RM3-style) for :func:`kb.ask.answer`'s candidates.

A question's words reach the rules that use them; the rule that decides it often
uses other words (a player asks about "damage going through", the rule speaks of
"assigning combat damage").  The best rules the first query finds do use those
words: :func:`feedback_terms` takes the stems most distinctive of the best
:data:`FEEDBACK_DOCS` rules (each weighted by its share of the best score, times the
stem's inverse document frequency in the collection), and :func:`feedback` runs a
second query of the best :data:`FEEDBACK_TERMS` of them.  Its results that the first
query lacked join the candidates (never replacing any) at :data:`FEEDBACK_WEIGHT`
times their share of its best score; :mod:`kb.rerank` then scores them with the rest.

Off (:data:`FEEDBACK_DOCS` 0): measured with ``scripts/cv_rank.py --feedback K,TERMS,W``
(5-fold CV on the development questions, re-ranking refitted), 5 rules, 10 stems, 0.1
lift CV recall@5 / MRR@10 from 0.721 / 0.605 to 0.724 / 0.608 but lose one answer of the
fresh batch 18 from its top five (0.365 -> 0.347); 10 rules, 20 stems: 0.721 / 0.603.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from kb.search import Clause, Hit, SearchSession
from kb.search_text import stems

__all__ = ["FEEDBACK_DOCS", "FEEDBACK_LIMIT", "FEEDBACK_TERMS", "FEEDBACK_WEIGHT", "feedback",
           "feedback_terms"]

#: How many of the best rules give their words (0: no feedback).
FEEDBACK_DOCS = 0
#: How many of their stems make the second query.
FEEDBACK_TERMS = 10
#: The score of a rule the second query adds, as a share of the best candidate's.
FEEDBACK_WEIGHT = 0.1
#: How many of the second query's best results may join the candidates.
FEEDBACK_LIMIT = 20

Scored = tuple[float, Hit, list[str]]


def feedback_terms(session: SearchSession, scored: Sequence[Scored], docs: int, terms: int
                   ) -> list[tuple[str, float]]:
    """The *terms* stems most distinctive of the best *docs* rules of *scored* (best
    first), each with its weight (the best 1): a stem scores the summed shares of the
    best score of the rules holding it, times its inverse document frequency.  Stems
    the analyser would not keep as they are (a stem of a stem that differs) are left out."""
    best = [(max(0.0, s), hit) for s, hit, _ in scored if hit.kind == "rule"][:docs]
    top = max((s for s, _ in best), default=0.0) or 1.0
    weight: dict[str, float] = {}
    for score, hit in best:
        for stem in session.own_stems(hit.key):
            weight[stem] = weight.get(stem, 0.0) + score / top
    records = session.records()
    ranked: list[tuple[float, str]] = []
    for stem, share in weight.items():
        frequency = session.stem_frequency(stem)
        if frequency == 0 or not stem.isalpha() or stems(stem) != [stem]:
            continue
        ranked.append((share * math.log(1 + records / frequency), stem))
    ranked.sort(key=lambda item: (-item[0], item[1]))
    ranked = ranked[:terms]
    high = ranked[0][0] if ranked else 1.0
    return [(stem, value / high) for value, stem in ranked]


def feedback(session: SearchSession, scored: Sequence[Scored], document: str,
             present: set[str], docs: int | None = None, terms: int | None = None,
             weight: float | None = None, limit: int | None = None) -> list[Scored]:
    """The rules a second query of :func:`feedback_terms` finds that *present* (rule
    ids) lacks, each scored *weight* times its share of that query's best score times
    the best score of *scored*, best first (defaults: the module's constants)."""
    docs = FEEDBACK_DOCS if docs is None else docs
    terms = FEEDBACK_TERMS if terms is None else terms
    weight = FEEDBACK_WEIGHT if weight is None else weight
    limit = FEEDBACK_LIMIT if limit is None else limit
    if not docs or not terms:
        return []
    chosen = feedback_terms(session, scored, docs, terms)
    if not chosen:
        return []
    clauses = [Clause("text", (stem,), w) for stem, w in chosen]
    found = session.scored(clauses, kind="rule", document=document, limit=limit + len(present))
    high = found[0][0] if found and found[0][0] > 0 else 1.0
    best = max((s for s, _, _ in scored), default=0.0) or 1.0
    out: list[Scored] = []
    for score, hit in found:
        if hit.id in present:
            continue
        present.add(hit.id)
        out.append((weight * best * score / high, hit, []))
        if len(out) >= limit:
            break
    return out
