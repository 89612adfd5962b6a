"""Learned associations: the words of real questions → the rule sections that decide them.

A question about "Skullclamp" and "dies" is decided in 212.2 (put into the graveyard from
play), one about "Blood Moon" and "nonbasic" in 212.6: sections the words themselves do not
name.  :func:`fit` counts, over training questions with known answers, how often each term
of a question (:func:`question_terms`: its stems, the cards it names, the situation forms
of its words and of the named cards' text, :mod:`kb.situations`) comes with an answer in a
section (:func:`sections_of`: ``212.2i`` → ``212.2`` and ``212``).  A term's evidence for a
section is its smoothed log-lift::

    P(s | t) = (k + m * P(s)) / (n + m)      lift = log(P(s | t) / P(s))

(*n* questions with the term, *k* of them answered in *s*, *m* = :data:`STRENGTH`, the
prior's weight), kept only when positive; a question's score for a section is the sum over
its terms (a naive-Bayes reading), and :meth:`Associations.sections` gives each section that
score as a share of the question's best one (the ``association`` feature of
:mod:`kb.rerank`, the best of a rule's two sections).

The table is data built by ``scripts/cv_batches.py --write`` from the questions files
(never hand-written; the held-aside part of the real questions is never read), stored in
``kb/data/associations.json`` as counts, the smoothing applied on load.

Judged by leave-one-batch-out cross-validation (``scripts/cv_batches.py --associations``):
for each of the seven batch files, the table and every weight of :mod:`kb.rerank` fitted on
the dev 224 and the six other batches, the held batch scored.  Question-weighted mean
recall@5 / MRR@10 over the 400 batch questions (cards read): today's weights 0.366 / 0.360,
the weights refitted on the other groups without this feature 0.362 / 0.369, with it 0.383
/ 0.374 (its weight fitted 0.5 in every fold, the top of its grid -0.1..0.5); own set
(tests/data/questions.yaml, never fitted on) 0.929 / 0.902 -> 0.934 / 0.883.  A wider grid
(up to 1.0: fitted 1.0 every time) holds out 0.396 / 0.371 but drops the own set to 0.887
/ 0.819: left at 0.5.  The in-sample figures (the full fit scored on what it was fitted
on: dev 0.772 / 0.701, the batches 0.41-0.54) show how much the table memorises: only the
batch-out figures judge it.

Left off (:data:`ENABLED` False, its weight absent from ``kb/data/rerank.yaml``) although
those figures pass the adoption rule: with the weights fitted on all 624 questions
(:data:`FITTED_WEIGHTS`) 18 pinned rankings of tests/ask change, 7 of them by this feature
alone -- among them the glossary entry a definition question asks for ("what is exile?")
no longer leads, since only rules have sections.  A second variant -- only the association
weight fitted, the stored weights kept (``--only association``), and a glossary entry given
the sections of the rules it points to (``--glossary``, :data:`kb.rerank.ASSOCIATION_GLOSSARY`)
-- holds out better still, 0.392 / 0.378 (weight 0.5 in every fold; own set 0.901 / 0.881),
but still changes 16 pinned rankings (definition questions, the blocker's trample, the cards'
places).  Session 25: :data:`kb.rerank.ASSOCIATION_KEEP` lets the feature re-order only below
the question's own leads (:func:`kb.rerank.below_leads`: the first few of the ranking
without it, while each is the glossary entry a definition question asks for or a pinned
term's defining rule, :data:`kb.rerank.ASSOCIATION_LEADS`).  Leave-one-batch-out over the
dev 224 and batches 18-24 (462 batch questions, cards read, ``--only association
--glossary``): off 0.373 / 0.369, V2 0.383 / 0.391, V2 keeping those leads (up to 3) 0.381 /
0.388 (weight 0.5 in every fold; own set 0.896 / 0.881, as V2); no cards read: off 0.331 /
0.328, V2 0.341 / 0.348, kept 0.337 / 0.345.  Other leads held out worse: the translations' rules too
(``"'"``) 0.372 / 0.384, or only the first lead 0.377 / 0.386; any reason, first only,
0.381 / 0.377; the first three whatever their reasons 0.372 / 0.374.  Kept so, "What's a
Mana Pool?" keeps its glossary lead, but switched on 20 tests of tests/ask still fail (the
blocker's trample, "dies", "combat damage and damage", the cards' concepts and places, and
the pinned flags and table): still off.  ``rulesjudge eval`` with the stored (624-question)
table, off -> V2 -> kept: the held-aside split 0.540 / 0.475 -> 0.527 / 0.487 -> 0.511 /
0.478, batch 24 (not in the table) 0.363 / 0.396 -> 0.363 / 0.413 -> 0.355 / 0.412, own set
0.929 / 0.902 -> 0.901 / 0.881 (both); the others are in-sample.

Session 26: the table refitted on the 751 development questions (dev 224 + batches 18-25,
``scripts/cv_batches.py --write-table``).  Why the feature moved the pinned rankings: a
term's lift is largest for a rarely answering section (one or two shared questions with
"it", "so", "trigger" lift 418.2, 313.1, 300.2 over the families the question's words
pin), and only an unbroken run of leads from the first was kept.  Leave-one-batch-out over
the dev 224 and batches 18-25 (527 batch questions, ``--only association --glossary``, the
weight fitted 0.5 in every fold unless said), recall@5 / MRR@10, cards read: off 0.362 /
0.363; V2 (``ASSOCIATION_KEEP`` 0) 0.376 / 0.380; V2 with today's default keep (3) 0.374 /
0.379; the remedies: a pair only from 3 questions (``--min-pair 3``) 0.362 / 0.369, or from
3 groups (``--min-groups 3``) 0.361 / 0.361 (the rare pairs are what holds out); the prior
(:data:`PRIOR` 0.5) 0.377 / 0.387, at 1.0 0.371 / 0.387; a margin
(:data:`kb.rerank.ASSOCIATION_MARGIN` 0.2 / 0.1: the weight then fits 0.2 / 0.1) 0.373 /
0.373, 0.370 / 0.366; any definition lead among the first 5
(:data:`kb.rerank.ASSOCIATION_ANY_LEAD`) 0.369 / 0.378, with the rules pinned by their own
number (``ASSOCIATION_OWN_PIN``, first 5) 0.369 / 0.364, with the prior and first 10
0.358 / 0.362; every pin a lead (``ASSOCIATION_PINS``, prior, first 5) 0.356 / 0.361; the
cards' concepts too (``"card "`` in the leads) 0.358 / 0.368.  Kept: **V12** = the prior
0.5 and any definition lead among the first 5: 0.373 / 0.382 (no cards read: off 0.322 /
0.318, V2 0.327 / 0.331, kept 0.327 / 0.329, V12 0.324 / 0.331); own set (fitted on all)
0.906 / 0.879 (V2 0.892 / 0.880, off 0.929 / 0.902).  Left off; to switch V12 on: set
:data:`ENABLED`, ``kb.rerank.ASSOCIATION_GLOSSARY``, ``kb.rerank.ASSOCIATION_ANY_LEAD``
True, :data:`PRIOR` 0.5, ``kb.rerank.ASSOCIATION_KEEP`` 5, and add ``association: 0.5`` to
``kb/data/rerank.yaml``.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

__all__ = ["ASSOCIATIONS_PATH", "ENABLED", "FITTED_WEIGHTS", "MIN_COUNT", "STRENGTH", "Associations",
           "AssociationsError", "fit", "load_associations", "question_terms", "sections_of"]

#: Whether ``ask`` reads the question's terms for the ``association`` feature (its weight in
#: ``kb/data/rerank.yaml`` must be non-zero too).
ENABLED = False
#: The weights of :data:`kb.rerank.FEATURES` ``scripts/cv_batches.py --only-associations
#: --write`` fitted on all 624 development questions with this feature (not stored).
FITTED_WEIGHTS = (0.0, -0.1, -0.1, 0.1, 0.0, 0.1, -0.1, 0.0, 0.5)
#: The prior's weight *m* of a term's section share.
STRENGTH = 5.0
#: How many training questions a term must come in to count.
MIN_COUNT = 2
#: When above 0, a section's evidence also weighs its prior, ``PRIOR * log(P(s) / P(top))``
#: (the naive-Bayes reading at 1): a rarely answering section gains less from a term.
PRIOR = 0.0
#: The stored table.
ASSOCIATIONS_PATH = Path(__file__).parent / "data" / "associations.json"

_SECTION = re.compile(r"(\d+)(\.\d+)?")


class AssociationsError(ValueError):
    """A table that cannot be read."""


@functools.lru_cache(maxsize=8192)
def sections_of(rule: str) -> tuple[str, ...]:
    """The sections a rule number falls in: its two-level number and its top-level one.

    >>> sections_of("212.2i"), sections_of("502.9"), sections_of("420"), sections_of("x")
    (('212.2', '212'), ('502.9', '502'), ('420',), ())
    """
    match = _SECTION.match(rule)
    if match is None:
        return ()
    if match.group(2):
        return (match.group(0), match.group(1))
    return (match.group(1),)


def question_terms(question: str, cards: Iterable[str] = (),
                   card_texts: Iterable[str] = ()) -> frozenset[str]:
    """The terms of a question: its stems, ``card:NAME`` for each card it names and
    ``form:ID`` for each situation form its words or the cards' *card_texts* show.

    >>> sorted(question_terms("Can I counter it in response?", ["Counterspell"]))
    ['card:counterspell', 'counter', 'form:question:counter', 'form:question:respond', 'respons']
    """
    from kb.search_text import stems
    from kb.situations import situation_rules

    terms = set(stems(question))
    terms.update(f"card:{name.lower()}" for name in cards)
    for brought in situation_rules(question, card_texts).values():
        terms.update(f"form:{form}" for form in brought.forms)
    return frozenset(terms)


class Associations:
    """Counts of terms and sections over training questions, read smoothed."""

    def __init__(self, questions: int, sections: Mapping[str, int],
                 terms: Mapping[str, tuple[int, Mapping[str, int]]],
                 strength: float = STRENGTH, min_count: int = MIN_COUNT) -> None:
        self.questions = questions
        self.section_counts = dict(sections)
        self.term_counts = {t: (n, dict(k)) for t, (n, k) in terms.items()}
        self.strength = strength
        self.min_count = min_count
        self._lifts: dict[str, dict[str, float]] = {}

    def lifts(self, term: str) -> dict[str, float]:
        """Each section *term* points to → its positive smoothed log-lift."""
        if term in self._lifts:
            return self._lifts[term]
        out: dict[str, float] = {}
        n, counts = self.term_counts.get(term, (0, {}))
        if n >= self.min_count:
            total = max(1, self.questions)
            for section, k in counts.items():
                prior = self.section_counts.get(section, 0) / total
                if prior <= 0:
                    continue
                lift = math.log((k + self.strength * prior) / (n + self.strength) / prior)
                if lift > 0:
                    out[section] = lift
        self._lifts[term] = out
        return out

    def sections(self, terms: Iterable[str]) -> dict[str, float]:
        """Each section *terms* point to → its summed evidence as a share of the best."""
        scores: dict[str, float] = {}
        for term in terms:
            for section, lift in self.lifts(term).items():
                scores[section] = scores.get(section, 0.0) + lift
        if PRIOR > 0 and scores:
            top = max(self.section_counts.values(), default=1)
            scores = {s: v + PRIOR * math.log(max(1, self.section_counts.get(s, 0)) / top)
                      for s, v in scores.items()}
            scores = {s: v for s, v in scores.items() if v > 0}
        best = max(scores.values(), default=0.0)
        return {s: v / best for s, v in scores.items()} if best > 0 else {}

    def to_json(self) -> dict[str, object]:
        """The counts, as stored."""
        return {"questions": self.questions, "sections": dict(sorted(self.section_counts.items())),
                "terms": {t: [n, dict(sorted(k.items()))]
                          for t, (n, k) in sorted(self.term_counts.items())}}


def fit(observed: Iterable[tuple[frozenset[str], Iterable[str]]],
        strength: float = STRENGTH, min_count: int = MIN_COUNT, min_pair: int = 1,
        min_groups: int = 1, groups: Sequence[str] | None = None) -> Associations:
    """The table of *observed* (a question's terms, the rule numbers answering it; glossary
    answers name no section and are skipped); terms of fewer than *min_count* questions
    are left out, and a term's count for a section unless it comes with it in at least
    *min_pair* questions of at least *min_groups* of *groups* (each question's group, as
    *observed* gives them: one batch's wording cannot teach it alone).

    >>> table = fit([(frozenset({"clamp", "die"}), ["212.2i"]),
    ...              (frozenset({"clamp"}), ["212.2a"]), (frozenset({"die"}), ["502.9"])])
    >>> n, counts = table.term_counts["clamp"]
    >>> n, sorted(counts.items()), sorted(table.sections({"clamp"}))
    (2, [('212', 2), ('212.2', 2)], ['212', '212.2'])
    >>> fit([(frozenset({"clamp"}), ["212.2i"]), (frozenset({"clamp"}), ["212.2a"])],
    ...     min_groups=2, groups=["a", "a"]).term_counts["clamp"]
    (2, {})
    """
    questions = 0
    sections: dict[str, int] = {}
    terms: dict[str, tuple[int, dict[str, int]]] = {}
    seen: dict[tuple[str, str], set[str]] = {}
    for index, (words, answers) in enumerate(observed):
        questions += 1
        own = {s for rule in answers for s in sections_of(rule)}
        for section in own:
            sections[section] = sections.get(section, 0) + 1
        for term in words:
            n, counts = terms.get(term, (0, {}))
            for section in own:
                counts[section] = counts.get(section, 0) + 1
                if min_groups > 1 and groups is not None:
                    seen.setdefault((term, section), set()).add(groups[index])
            terms[term] = (n + 1, counts)
    kept = {t: (n, {s: k for s, k in counts.items() if k >= min_pair
                    and (min_groups <= 1 or groups is None
                         or len(seen.get((t, s), ())) >= min_groups)})
            for t, (n, counts) in terms.items() if n >= min_count}
    return Associations(questions, sections, kept, strength, min_count)


@functools.lru_cache(maxsize=2)
def load_associations(path: Path = ASSOCIATIONS_PATH) -> Associations:
    """The stored table.

    :raises AssociationsError: if it is missing or malformed.
    """
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        terms = {str(t): (int(v[0]), {str(s): int(k) for s, k in v[1].items()})
                 for t, v in data["terms"].items()}
        return Associations(int(data["questions"]),
                            {str(s): int(n) for s, n in data["sections"].items()}, terms)
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError,
            IndexError) as error:
        raise AssociationsError(f"{path}: cannot read the associations: {error}") from None
