"""More candidates for :mod:`kb.rerank`: the rules next to the best ones.

:func:`kb.ask.answer` finds its candidates by their words; a rule whose words the
question does not use is never among them, and re-ranking cannot lift what is not
there.  Here the structure of the KB lends candidates, at score 0 (the features of
:mod:`kb.rerank` then score them by what brought them):

- :func:`structure`: for each of the best :data:`STRUCTURE_TOP` rules, its parent,
  its direct subrules, its siblings (the parent's direct subrules) and the rules its
  text cites;
- :func:`pointed`: the rules that the glossary entries and the rulings among the
  first :data:`POINTED_DEPTH` candidates point to (a glossary entry's "see rule",
  a ruling's ``about`` link), beyond the rulings :func:`kb.rerank.add_candidates` reads.

Each is one extra structured query per question.  Both are off (measured with
``scripts/cv_rank.py --structure N [--structure-weight W] --pointed D``, 5-fold CV on
the development questions, re-ranking refitted each time): the best 10 rules' neighbours
make 5 more dev answers reachable (candidate recall 0.891 -> 0.905; batch 18: 0.730 ->
0.762) but, lent at score 0, never reach the top 10 (CV recall@5 / MRR@10 unchanged,
0.721 / 0.605), and lent at 0.3 of their lender's score they crowd it (0.720 / 0.593);
glossary entries and rulings among the first 80 add 2 reachable answers, none shown.

Session 34 (``scripts/diagnose_misses.py --classes``, ``scripts/brought_places.py``): the
664 deciding rules of dev 224 and batches 18-37 never a candidate (474) or beyond 50 (190)
are mostly of a trigger's event and stack (121: the cue in a named card's text for 63),
abilities (95), state-based effects (63), an effect's instructions (61), targets (54),
costs (53) and steps (47); where the question names the topic ("upkeep", "end of turn",
"target") its rules are candidates already, outranked at 6-50.  The best rule a source
brings (card-text forms, question forms, these parents' subrules), when not in the top
five already, decides its question about as often (0.04-0.05) as the weakest words-alone
result of the five it could take the place of; placed fifth, batches 18-37 pooled 0.387
recall@5 -> 0.385-0.389: no source earns a place.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from kb.search import Clause, Hit, SearchSession

__all__ = ["POINTED_DEPTH", "STRUCTURE_TOP", "STRUCTURE_WEIGHT", "fetch", "pointed", "structure"]

#: How many of the best rules lend their neighbours (0: none).
STRUCTURE_TOP = 0
#: The score of a rule lent, as a share of the score of the best rule lending it.
STRUCTURE_WEIGHT = 0.0
#: How deep glossary entries and rulings lend the rules they point to (0: none).
POINTED_DEPTH = 0

Scored = tuple[float, Hit, list[str]]


def _family(rule_id: str) -> tuple[str, ...]:
    from kb.ask import family_of

    return family_of(rule_id)


def fetch(session: SearchSession, ids: Iterable[str], document: str,
          families: Iterable[str] = ()) -> list[Hit]:
    """The rule records of *document* numbered *ids*, and those beneath the rules
    *families* (themselves included), in no set order."""
    wanted = list(dict.fromkeys(ids))
    parents = list(dict.fromkeys(families))
    if not wanted and not parents:
        return []
    clauses = [Clause("id", (n,)) for n in wanted] + [Clause("family", (n,)) for n in parents]
    any_of = [("id", n) for n in wanted] + [("family", n) for n in parents]
    return [hit for _, hit in session.scored(clauses, kind="rule", document=document,
                                             limit=2000, any_of=any_of)]


def structure(session: SearchSession, scored: Sequence[Scored], document: str,
              present: set[str], top: int | None = None, weight: float | None = None
              ) -> list[Scored]:
    """The parents, direct subrules, siblings and cited rules of the best *top*
    (default :data:`STRUCTURE_TOP`) rules of *scored* that *present* (rule ids)
    lacks, as candidates scoring *weight* (default :data:`STRUCTURE_WEIGHT`) times
    the best score of the rules lending them, best first."""
    top = STRUCTURE_TOP if top is None else top
    weight = STRUCTURE_WEIGHT if weight is None else weight
    best = [(score, hit) for score, hit, _ in scored if hit.kind == "rule"][:top]
    if not best:
        return []
    ids: dict[str, float] = {}
    parents: dict[str, float] = {}
    for score, hit in best:
        family = _family(hit.id)
        parents[hit.id] = max(score, parents.get(hit.id, 0.0))  # its direct subrules
        if len(family) > 1:
            ids[family[1]] = max(score, ids.get(family[1], 0.0))  # its parent
            parents[family[1]] = max(score, parents.get(family[1], 0.0))  # its siblings
        for ref in hit.refs:
            ids[ref] = max(score, ids.get(ref, 0.0))
    out: list[Scored] = []
    for hit in fetch(session, ids, document, parents):
        if hit.id in present:
            continue
        family = _family(hit.id)
        lender = max(ids.get(hit.id, 0.0), parents.get(family[1], 0.0) if len(family) > 1
                     else 0.0)
        if hit.id in ids or (len(family) > 1 and family[1] in parents):
            present.add(hit.id)
            out.append((weight * max(0.0, lender), hit, []))
    out.sort(key=lambda item: (-item[0], item[1].id))
    return out


def pointed(session: SearchSession, scored: Sequence[Scored], document: str,
            present: set[str], depth: int | None = None) -> list[Scored]:
    """The rules the glossary entries and rulings among the first *depth* (default
    :data:`POINTED_DEPTH`) of *scored* point to that *present* (rule ids) lacks, as
    candidates at score 0."""
    depth = POINTED_DEPTH if depth is None else depth
    ids: dict[str, None] = {}
    for _, hit, _ in scored[:depth]:
        if hit.kind == "glossary":
            ids.update((ref, None) for ref in hit.refs if ref not in present)
        elif hit.kind == "ruling":
            ids.update((n, None) for n in session.about(hit.key) if n not in present)
    out: list[Scored] = []
    for hit in fetch(session, ids, document):
        if hit.id in ids and hit.id not in present:
            present.add(hit.id)
            out.append((0.0, hit, []))
    out.sort(key=lambda item: item[1].id)
    return out
