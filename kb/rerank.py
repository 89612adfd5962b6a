"""A learned re-ranking of :func:`kb.ask.answer`'s candidates over generic features.

:func:`kb.ask.answer` scores each candidate record by its text match, coverage of
the question and the rules pulled in; that score reads each record alone.  Here
each of the best :data:`DEPTH` candidates gains ``sum(weight * feature)`` over
features that read the candidates *together*, through the structure of the KB
rather than any word table:

- ``parent``, ``child``, ``sibling``: the best score among the rules above it,
  below it, and beside it (same parent): the deciding rule is often the parent
  or a sibling of the one whose words matched;
- ``cites``, ``cited_by``: the best score among the rules its text refers to
  ("see rule 402.6") and that refer to it;
- ``rulings``: the summed scores of the candidate rulings about it
  (:mod:`kb.ruling_about`): rulings are written about situations, as players
  ask, so they stand in for it (a query-time document expansion); the rules the
  best rulings are about join the candidates even if their own words did not match;
- ``glossary``: the best score of a glossary entry that points to it;
- ``situation``: for a rule the situation of the question brings in (what the cards
  it names do, the shape of what it asks: :mod:`kb.situations`), the best fitted
  precision of the forms bringing it (:data:`SITUATION_PRECISION`; else their number
  over :data:`SITUATION_FULL`, at most 1), else 0; such a rule
  joins the candidates even if its words did not match (at score 0) or matched only
  below the first :data:`DEPTH`.  (Two features, the cards' forms and the question's
  apart, each ``1 - 0.5 ** n`` for *n* forms, fitted worse in cross-validation.)
- ``card_text``: for a rule the text of the cards the question names touches, its share
  of the question's own words over the best such rule's (:mod:`kb.card_rules`, only with
  its switch on), else 0; such a rule joins the candidates as a situation's does.
- ``prior``: how often the rule decides the development questions it is a candidate of,
  over the best such rate among the candidate rules (:mod:`kb.rule_prior`, only with its
  switch on), else 0; it only reorders the best of the ranking without it
  (:func:`keep_prior`).

(Features of the record alone -- its kind, its depth in the rules, its rank,
its text score, how many ways found it -- were tried too and dropped: fitted
with them, the 5-fold cross-validation of ``scripts/cv_rank.py`` lost recall.)

Scores are read as shares of the best candidate's.  The weights are data
(``kb/data/rerank.yaml``), fitted by coordinate ascent on the development part
of the real questions (``scripts/cv_rank.py``, which also reports their
5-fold cross-validation).  Pure Python: a few hundred dictionary look-ups per
question.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from kb.search import Clause, Hit, SearchSession
from kb.situations import Brought, Precision

__all__ = ["ADD_ONLY", "DEPTH", "FEATURES", "WEIGHTS_PATH", "RerankError", "Scored",
           "add_candidates", "add_only", "extra_candidates", "feature_rows", "head_and_rows",
           "is_pinned", "keep_prior", "keep_words", "load_weights", "ranked_both", "rerank",
           "rerank_both", "rerank_rows", "rescore", "situation_hits", "situation_value",
           "without_prior"]

#: The features, in the order of a feature row (see the module's docstring).
FEATURES = ("parent", "child", "sibling", "cites", "cited_by", "rulings", "glossary",
            "situation", "card_text", "prior")
#: The position of the ``situation`` feature in a row.
SITUATION = FEATURES.index("situation")
#: The position of the ``card_text`` feature in a row.
CARD_TEXT = FEATURES.index("card_text")
#: The position of the ``prior`` feature in a row.
PRIOR = FEATURES.index("prior")
#: How many forms of a question's situation bringing a rule make its ``situation`` 1.
SITUATION_FULL = 1
#: Whether only the rules both the named cards' text and the question's own words bring
#: count for the ``situation`` feature (all are still added as candidates).
SITUATION_BOTH = False
#: Whether a rule's ``situation`` feature is the fitted precision of the forms bringing
#: it (:func:`kb.situations.fit_precision`, stored in ``kb/data/situation_precision.yaml``),
#: not a count of them.
SITUATION_PRECISION = True
#: Whether that precision counts only above the prior (the base rate of all pairs), so
#: that a vague or unseen form weighs 0.
SITUATION_OVER_PRIOR = False
#: Whether the situation's gain (the ``situation`` feature) may only add candidates below
#: the words' own best this many (0: it may take any place).
ADD_ONLY = 0
#: Whether the situation may reorder the words' best it keeps (else only adds below them).
ADD_ONLY_REORDER = True
#: How many of the best-scored candidates are re-scored (the rest keep their score).
DEPTH = 80
#: How many of the best rulings lend the rules they are about as new candidates.
LENDING_RULINGS = 10
#: The fitted weights.
WEIGHTS_PATH = Path(__file__).parent / "data" / "rerank.yaml"

Scored = tuple[float, Hit, list[str]]
"""A candidate as :func:`kb.ask.answer` scores it: (score, hit, why)."""
CardRules = Mapping[str, tuple[float, Hit, str]]
"""The rules the named cards' text brings (:func:`kb.card_rules.card_rules`): rule →
(``card_text`` value, hit, why)."""


class RerankError(ValueError):
    """A weights file that cannot be read."""


@functools.lru_cache(maxsize=4)
def load_weights(path: Path = WEIGHTS_PATH) -> tuple[float, ...]:
    """The weight of each of :data:`FEATURES` (0 for any the file does not name).

    :raises RerankError: if the file is unreadable or names an unknown feature.
    """
    import yaml

    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise RerankError(f"{path}: cannot read the re-ranking weights: {error}") from None
    weights = data.get("weights") if isinstance(data, dict) else None
    if not isinstance(weights, dict):
        raise RerankError(f"{path}: expected a mapping under 'weights:'")
    unknown = sorted(set(weights) - set(FEATURES))
    if unknown:
        raise RerankError(f"{path}: unknown features {', '.join(map(str, unknown))}")
    try:
        return tuple(float(weights.get(name, 0.0)) for name in FEATURES)
    except (TypeError, ValueError):
        raise RerankError(f"{path}: every weight must be a number") from None


@functools.lru_cache(maxsize=8192)
def _family(rule_id: str) -> tuple[str, ...]:
    from kb.ask import family_of

    return family_of(rule_id)


def add_candidates(session: SearchSession, scored: Sequence[Scored], document: str
                   ) -> list[Scored]:
    """The rules the best :data:`LENDING_RULINGS` rulings among the first :data:`DEPTH`
    of *scored* are about and that *scored* lacks, as new candidates at score 0."""
    present = {hit.id for _, hit, _ in scored if hit.kind == "rule"}
    wanted: dict[str, None] = {}
    rulings = [hit for _, hit, _ in scored[:DEPTH] if hit.kind == "ruling"]
    for hit in rulings[:LENDING_RULINGS]:
        for number in session.about(hit.key):
            if number not in present:
                wanted[number] = None
    if not wanted:
        return []
    clauses = [Clause("id", (n,)) for n in wanted]
    extra = session.scored(clauses, kind="rule", document=document, limit=len(wanted),
                           any_of=[("id", n) for n in wanted])
    return [(0.0, hit, []) for _, hit in extra if hit.id in wanted]


def situation_hits(session: SearchSession, clauses: Sequence[Clause],
                   situation: Mapping[str, Brought], document: str
                   ) -> list[tuple[float, Hit]]:
    """The rules of *situation* (rule → why, :mod:`kb.situations`) that the question's
    text query *clauses* matches, each with its own text score (the same Whoosh scoring
    the ranking uses, restricted to those rules), when :data:`kb.situations.SCORED`;
    the rest join later, at score 0 (:func:`extra_candidates`)."""
    from kb import situations

    if not (situations.SCORED and situation and clauses):
        return []
    return session.scored(list(clauses), kind="rule", document=document,
                          limit=len(situation), any_of=[("id", n) for n in situation])


def extra_candidates(session: SearchSession, scored: Sequence[Scored], document: str,
                     situation: Mapping[str, Brought] | None = None,
                     cards: CardRules | None = None) -> list[Scored]:
    """The candidates re-ranking adds to the first :data:`DEPTH` of *scored*: those of
    :func:`add_candidates`, the rules of *situation* (rule → why, :mod:`kb.situations`)
    that *scored* lacks, those of *cards* (the named cards' text, :mod:`kb.card_rules`),
    then the neighbours of the best rules and the rules the
    glossary entries and rulings point to (:mod:`kb.candidates`) and those a second
    query of the best rules' words finds (:mod:`kb.feedback`), when switched on."""
    from kb import candidates, feedback

    extra = add_candidates(session, scored, document)
    if not (situation or cards or candidates.STRUCTURE_TOP or candidates.POINTED_DEPTH
            or feedback.FEEDBACK_DOCS):
        return extra
    present = {hit.id for _, hit, _ in scored if hit.kind == "rule"}
    present.update(hit.id for _, hit, _ in extra)
    if situation:
        missing = [n for n in situation if n not in present]
        found = sorted(candidates.fetch(session, missing, document), key=lambda h: h.id)
        for hit in found:
            if hit.id in situation and hit.id not in present:
                present.add(hit.id)
                extra.append((0.0, hit, [situation[hit.id].why]))
    for number, (_, hit, why) in (cards or {}).items():
        if number not in present:
            present.add(number)
            extra.append((0.0, hit, [why]))
    head = scored[:DEPTH]
    if candidates.STRUCTURE_TOP:
        extra += candidates.structure(session, head, document, present)
    if candidates.POINTED_DEPTH:
        extra += candidates.pointed(session, head, document, present)
    if feedback.FEEDBACK_DOCS:
        extra += feedback.feedback(session, head, document, present)
    return extra


def feature_rows(session: SearchSession, head: Sequence[Scored],
                 situation: Mapping[str, Brought] | None = None,
                 cards: CardRules | None = None) -> list[tuple[float, ...]]:
    """The feature row (:data:`FEATURES`) of each of *head* (the best candidates, sorted
    best first, then those :func:`extra_candidates` adds); *situation*: the rules the
    question's situation brings in; *cards*: those the named cards' text brings."""
    best = max((s for s, _, _ in head), default=0.0) or 1.0
    share = [max(0.0, s) / best for s, _, _ in head]
    rule_score: dict[str, float] = {}
    parent_best: dict[str, float] = {}   # rule id → best score among its subrules
    sibling: dict[str, list[tuple[float, str]]] = {}  # parent id → the two best beneath it
    cited: dict[str, float] = {}          # rule id → best score of a rule citing it
    rulings: dict[str, float] = {}
    glossary: dict[str, float] = {}
    for value, (_, hit, _) in zip(share, head):
        if hit.kind == "rule":
            rule_score[hit.id] = max(value, rule_score.get(hit.id, 0.0))
            family = _family(hit.id)
            for ancestor in family[1:]:
                parent_best[ancestor] = max(value, parent_best.get(ancestor, 0.0))
            if len(family) > 1:
                top_two = sibling.setdefault(family[1], [])
                top_two.append((value, hit.id))
                top_two.sort(reverse=True)
                del top_two[2:]
            for ref in hit.refs:
                cited[ref] = max(value, cited.get(ref, 0.0))
        elif hit.kind == "ruling":
            for number in session.about(hit.key):
                rulings[number] = rulings.get(number, 0.0) + value
        elif hit.kind == "glossary":
            for number in hit.refs:
                glossary[number] = max(value, glossary.get(number, 0.0))
    prior = _prior(head)
    rows = []
    for _, hit, _ in head:
        row = [0.0] * len(FEATURES)
        if hit.kind == "rule":
            family = _family(hit.id)
            row[0] = max((rule_score.get(a, 0.0) for a in family[1:]), default=0.0)
            row[1] = parent_best.get(hit.id, 0.0)
            if len(family) > 1:
                row[2] = next((v for v, other in sibling.get(family[1], ()) if other != hit.id),
                              0.0)
            row[3] = max((rule_score.get(ref, 0.0) for ref in hit.refs), default=0.0)
            row[4] = cited.get(hit.id, 0.0)
            row[5] = min(1.0, rulings.get(hit.id, 0.0))
            row[6] = glossary.get(hit.id, 0.0)
            brought = situation.get(hit.id) if situation else None
            if brought is not None:
                row[SITUATION] = situation_value(hit.id, brought)
            touched = cards.get(hit.id) if cards else None
            if touched is not None:
                row[CARD_TEXT] = touched[0]
            row[PRIOR] = prior.get(hit.id, 0.0)
        rows.append(tuple(row))
    return rows


def _prior(head: Sequence[Scored]) -> dict[str, float]:
    """The ``prior`` feature of each rule of *head* (:mod:`kb.rule_prior`; none when off)."""
    from kb import rule_prior

    if not rule_prior.ENABLED:
        return {}
    return rule_prior.relative(rule_prior.load_prior(),
                               (hit.id for _, hit, _ in head if hit.kind == "rule"))


def situation_value(rule: str, brought: Brought, table: Precision | None = None) -> float:
    """The ``situation`` feature of *rule*, brought in by *brought*: the best fitted
    precision of its forms (*table*, else the stored one) when
    :data:`SITUATION_PRECISION`, else the number of its forms over
    :data:`SITUATION_FULL` (at most 1; 0 unless both the cards and the question bring it
    when :data:`SITUATION_BOTH`)."""
    if SITUATION_PRECISION:
        from kb.situations import load_precision

        table = table or load_precision()
        value = table.of(rule, brought)
        return max(0.0, value - table.default) if SITUATION_OVER_PRIOR else value
    if SITUATION_BOTH and not (brought.cards and brought.question):
        return 0.0
    return min(1.0, (brought.cards + brought.question) / SITUATION_FULL)


def _order(item: Scored) -> tuple[float, bool, str]:
    return (-item[0], item[1].kind != "rule", item[1].id)


def rescore(scored: Sequence[Scored], rows: Sequence[Sequence[float]],
            weights: Sequence[float]) -> list[Scored]:
    """*scored* with each of the first ``len(rows)`` gaining ``weights · row`` (times the
    best score, so that a weight is a share of it), sorted again best first.

    When :data:`ADD_ONLY` and the ``situation`` weight is not 0, the situation only adds:
    the best :data:`ADD_ONLY` of the ranking without it keep their places among the
    first :data:`ADD_ONLY` (they may change order), and any other candidate's gain from
    it stops just below the last of them (:func:`add_only`; the candidates not re-scored
    are below them)."""
    best = max((s for s, _, _ in scored[:len(rows)]), default=0.0) or 1.0
    if ADD_ONLY and len(weights) > SITUATION and weights[SITUATION]:
        words = [score + best * sum(w * f for i, (w, f) in enumerate(zip(weights, row))
                                    if i != SITUATION)
                 for (score, _, _), row in zip(scored, rows)]
        gains = [best * weights[SITUATION] * row[SITUATION] for row in rows]
        values = add_only(words, gains, [_order(item)[1:] for item in scored[:len(rows)]],
                          ADD_ONLY)
        out = [(value, hit, why) for value, (_, hit, why) in zip(values, scored)]
    else:
        out = [(score + best * sum(w * f for w, f in zip(weights, row)), hit, why)
               for (score, hit, why), row in zip(scored, rows)]
    out += scored[len(rows):]
    out.sort(key=_order)
    return out


def add_only(words: Sequence[float], gains: Sequence[float],
             ties: Sequence[tuple[bool, str]], keep: int) -> list[float]:
    """Each candidate's score with its situation *gain*, when the situation may only add
    below the words' own best *keep*: *words* are the scores without it (*ties* break
    equal ones, as the ranking does).  One of the words' best *keep* gains fully (it may
    move up among them); any other at most up to just below the last of them.

    >>> ties = [(False, "a"), (False, "b"), (False, "c")]
    >>> [round(v, 6) for v in add_only([1.0, 0.8, 0.5], [0.0, 0.0, 0.6], ties, keep=2)]
    [1.0, 0.8, 0.8]
    >>> add_only([1.0, 0.8, 0.5], [0.0, 0.5, 0.1], ties, keep=2)
    [1.0, 1.3, 0.6]
    """
    if keep <= 0 or len(words) <= keep:
        return [w + g for w, g in zip(words, gains)]
    order = sorted(range(len(words)), key=lambda i: (-words[i], *ties[i]))
    top = set(order[:keep])
    last = words[order[keep - 1]]
    floor = last - 1e-9 * max(1.0, abs(last))
    return [w + g if i in top else max(w, min(w + g, floor))
            for i, (w, g) in enumerate(zip(words, gains))]


def keep_words(words: Sequence[Scored], ranked: Sequence[Scored], keep: int,
               reorder: bool = True, fixed: Callable[[Scored], bool] | None = None
               ) -> list[Scored]:
    """*ranked* (the top results with the situation or the prior weighed, best first) with
    the first *keep* of *words* (the same without it) as its first *keep*, in *ranked*'s
    order (those *ranked* lacks after them; in their own order unless *reorder*; those
    *fixed* accepts at their own places in *words*): the situation or the prior only
    reorders the words' best and adds below them.  Scores still decrease (one moved up
    scores as the one before it).

    >>> from types import SimpleNamespace as Hit
    >>> def hits(*keys: str) -> list[Scored]:
    ...     return [(9.0 - n, Hit(key=k), []) for n, k in enumerate(keys)]  # type: ignore
    >>> [(h.key, s) for s, h, _ in keep_words(hits("a", "b", "c"), hits("s", "b", "a", "t"), 2)]
    [('b', 8.0), ('a', 7.0), ('s', 7.0), ('t', 6.0)]
    >>> [h.key for _, h, _ in keep_words(hits("a", "b"), hits("s", "b", "a"), 2, False)]
    ['a', 'b', 's']
    >>> def is_b(item: Scored) -> bool:
    ...     return bool(item[1].key == "b")
    >>> [h.key for _, h, _ in keep_words(hits("a", "b", "c"), hits("c", "a", "b"), 3,
    ...                                  fixed=is_b)]
    ['c', 'b', 'a']
    """
    mine = {hit.key for _, hit, _ in words[:keep]}
    head = [item for item in (ranked if reorder else words[:keep]) if item[1].key in mine]
    shown = {hit.key for _, hit, _ in head}
    head += [item for item in words[:keep] if item[1].key not in shown]
    if fixed is not None:  # the fixed keep their places; the others fill the rest in order
        places = {i: item[1].key for i, item in enumerate(words[:keep]) if fixed(item)}
        by_key = {item[1].key: item for item in head}
        free = iter([item for item in head if item[1].key not in places.values()])
        head = [by_key[places[i]] if i in places else next(free) for i in range(len(head))]
    out: list[Scored] = []
    for score, hit, why in [*head, *(item for item in ranked if item[1].key not in mine)]:
        if out and score > out[-1][0]:
            score = out[-1][0]
        out.append((score, hit, why))
    return out


def head_and_rows(session: SearchSession, scored: Sequence[Scored], document: str,
                  situation: Mapping[str, Brought] | None = None,
                  cards: CardRules | None = None
                  ) -> tuple[list[Scored], list[tuple[float, ...]]]:
    """*scored* with the candidates re-ranking adds, its re-scored head first (the first
    :data:`DEPTH`, the rules of *situation* and *cards* ranked below them, the candidates
    of :func:`extra_candidates`), and the feature rows of that head."""
    head = list(scored[:DEPTH])
    tail = list(scored[DEPTH:])
    brought = {*(situation or ()), *(cards or ())}
    if brought:
        below = [item for item in tail if item[1].kind == "rule" and item[1].id in brought]
        if below:
            head += below
            tail = [item for item in tail
                    if not (item[1].kind == "rule" and item[1].id in brought)]
    head += extra_candidates(session, scored, document, situation, cards)
    return head + tail, feature_rows(session, head, situation, cards)


def rerank(session: SearchSession, scored: list[Scored], document: str,
           weights: Sequence[float] | None = None,
           situation: Mapping[str, Brought] | None = None,
           cards: CardRules | None = None) -> list[Scored]:
    """*scored* (sorted best first) re-scored by the fitted :data:`WEIGHTS_PATH` (or
    *weights*), with the rules the best rulings are about and those *situation* (rule →
    why, :mod:`kb.situations`) and *cards* (:mod:`kb.card_rules`) bring in added as
    candidates."""
    return rerank_both(session, scored, document, weights, situation, cards)[0]


def rerank_both(session: SearchSession, scored: list[Scored], document: str,
                weights: Sequence[float] | None = None,
                situation: Mapping[str, Brought] | None = None,
                cards: CardRules | None = None
                ) -> tuple[list[Scored], list[Scored] | None]:
    """:func:`rerank`, and when the situation weighs and :data:`ADD_ONLY`, the same
    candidates re-scored without it (the words' own ranking, for :func:`keep_words`),
    else ``None``."""
    weights = load_weights() if weights is None else weights
    candidates, rows, situation = rerank_rows(session, scored, document, weights,
                                              situation, cards)
    return ranked_both(candidates, rows, weights, situation)


def rerank_rows(session: SearchSession, scored: list[Scored], document: str,
                weights: Sequence[float], situation: Mapping[str, Brought] | None = None,
                cards: CardRules | None = None
                ) -> tuple[list[Scored], list[tuple[float, ...]],
                           Mapping[str, Brought] | None]:
    """The candidates :func:`rerank` re-scores by *weights* (*scored* and those it adds,
    :func:`head_and_rows`), the feature rows of its head (none when every weight is 0)
    and *situation* (None unless its weight counts)."""
    if not any(weights):
        return scored, [], None
    if not weights[SITUATION]:
        situation = None
    if not weights[CARD_TEXT]:
        cards = None
    candidates, rows = head_and_rows(session, scored, document, situation, cards)
    for (_, hit, why), row in zip(candidates, rows):
        if situation and row[SITUATION] and situation[hit.id].why not in why:
            why.append(situation[hit.id].why)
        if cards and row[CARD_TEXT] and cards[hit.id][2] not in why:
            why.append(cards[hit.id][2])
    return candidates, rows, situation


def ranked_both(candidates: list[Scored], rows: Sequence[Sequence[float]],
                weights: Sequence[float], situation: Mapping[str, Brought] | None
                ) -> tuple[list[Scored], list[Scored] | None]:
    """*candidates* re-scored by *weights* over *rows* (:func:`rerank_rows`), and when
    *situation* and :data:`ADD_ONLY`, the same re-scored without the situation (for
    :func:`keep_words`), else ``None``."""
    if not rows:
        return candidates, None
    words = None
    if situation and ADD_ONLY:
        plain = [0.0 if i == SITUATION else w for i, w in enumerate(weights)]
        words = rescore(candidates, rows, plain)
    return rescore(candidates, rows, weights), words


def without_prior(weights: Sequence[float]) -> tuple[float, ...] | None:
    """*weights* with the prior's 0 when the prior only reorders the best of the ranking
    without it (:data:`kb.rule_prior.KEEP`, switched on and weighing), else None."""
    from kb import rule_prior

    if not (rule_prior.ENABLED and rule_prior.KEEP > 0 and weights[PRIOR]):
        return None
    return tuple(0.0 if i == PRIOR else w for i, w in enumerate(weights))


def keep_prior(plain: Sequence[Scored], ranked: Sequence[Scored]) -> list[Scored]:
    """*plain* (the top results without the prior) with its best :data:`kb.rule_prior.KEEP`
    in the order of *ranked* (the same with it), but for what the reading pins
    (:func:`is_pinned`, with :data:`kb.rule_prior.FIXED`): that keeps its place.  Each
    moved result keeps the reasons it had in *plain* too; the rest is *plain*'s.

    >>> from types import SimpleNamespace as Hit
    >>> def hits(*keys: str) -> list[Scored]:
    ...     return [(9.0 - n, Hit(key=k, id=k, kind="rule"), [])  # type: ignore
    ...             for n, k in enumerate(keys)]
    >>> [h.key for _, h, _ in keep_prior(hits(*"abcdefg"), hits(*"gedcba"))]
    ['e', 'd', 'c', 'b', 'a', 'f', 'g']
    """
    from kb import rule_prior

    keep = rule_prior.KEEP
    head = keep_words(plain, ranked, keep, True, is_pinned if rule_prior.FIXED else None)
    reasons = {hit.key: why for _, hit, why in plain[:keep]}
    head = [(score, hit, [*why, *(w for w in reasons.get(hit.key, ()) if w not in why)])
            for score, hit, why in head[:keep]]
    return head + list(plain[keep:])


def is_pinned(item: Scored) -> bool:
    """Whether *item* is what the question's reading brings itself rather than a rule its
    words match: not a rule (a glossary entry, a card, a ruling), or a rule one of whose
    reasons names its own number (the rule a translation, a principle, a named term, an
    asked number points to, or the defining rule it brings; not a subrule of it, nor a
    rule a ruling is about).

    >>> from types import SimpleNamespace as Hit
    >>> [is_pinned((1.0, Hit(kind="rule", id=number), [why])) for number, why in [
    ...     ("502.22", "'flash it back' → flashback → 502.22"),
    ...     ("502.22a", "'flash it back' → flashback → 502.22 (its defining rule, 502.22a)"),
    ...     ("502.22a", "'flash it back' → flashback → 502.22"),
    ...     ("420.5c", "ruling C.4.2 is about it")]]
    [True, True, False, False]
    """
    _, hit, why = item
    if hit.kind != "rule":
        return True
    named = re.compile(rf"(?<![\w.]){re.escape(hit.id)}(?![\w.])")
    return any(named.search(reason) for reason in why)
