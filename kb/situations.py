"""Candidates brought in by the situation a question describes, not by its words.

Real players' questions are decided by general rules their words do not name: a card
with a triggered ability puts the question under 404.2 and 410 (when the trigger goes on
the stack), one that gets +1/+1 under 418.5 (layers, timestamps), a sacrifice paid as a
cost under 409.1h and 402.6, "in response" under 413.1.  :func:`situation_rules` reads
what the cards a question names DO (each line of their text, one ability, by its form:
triggered, activated with a cost, characteristic-changing, replacement...) and the shape
of the question ("in response", "at the same time", "pay", "counter"...), and maps each
form to the rules that decide it, by the table ``kb/data/situations.yaml`` (data, checked
by a test: every rule exists in the KB).

Those rules are only ever ADDED as candidates: those the question's words match at
their own text score (:data:`SCORED`, :func:`kb.rerank.situation_hits`: the ranking's
Whoosh query restricted to them, weighed by coverage as the best candidates are, as if
the candidate list were longer for exactly them), the rest by :mod:`kb.rerank` at score
0; the fitted feature ``situation`` (1 for a rule a situation brings, 0 otherwise)
weighs them against the rest: a situation never takes a place of the top five by
itself.  Pure Python, a few dozen regular expressions per question.

Measured and left off (:data:`ENABLED`; ``scripts/cv_rank.py --situations``, 5-fold CV on
the 224 development questions, every weight refitted, the bounds of the other weights):
the situations make 6 more dev answers candidates (candidate recall 0.891 -> 0.908;
among the re-scored head 0.852 -> 0.885), 1 more of batch 18 (0.730 -> 0.746) and 10
more of batch 18c (0.603 -> 0.762), but the ranking does not gain: CV recall@5 / MRR@10
0.721 / 0.605 without, 0.727 / 0.600 with (the ``situation`` weight fitted 0-0.1 per
fold, 0.05 on all of dev; a wider grid up to 0.6 picks the same); batch 18 with the full
fit unchanged (0.365 / 0.337), batch 18c 0.314 / 0.319 -> 0.314 / 0.311.  Added at score
0, a rule needs a weight near the fifth result's share of the best (about 0.55) to be
shown, and at such weights the 8-10 rules a question's situations bring crowd out its
own; the feature only moves rules the words already rank near the top.  Variants, also
no better in CV: the cards' forms alone (0.721 / 0.606) or the question's alone (0.717 /
0.601); two features, cards and question apart, counting forms (0.716); a rule's value
growing with the number of forms bringing it (``kb.rerank.SITUATION_FULL`` 3: 0.719);
only rules both the cards and the question bring (``SITUATION_BOTH``: fitted weight 0).

Own text scores (:data:`SCORED`, measured the same way, situation weight among -0.02 to
0.2): most rules a situation brings that its words match are already among the 200
candidates, so candidate recall is unchanged (dev 0.908, batch 18c 0.762); the rest
join low.  CV recall@5 / MRR@10 0.721 / 0.605 off -> 0.724 / 0.606 (weight fitted
0.1 on all of dev; 0.719 / 0.591 before the added rules were weighed by coverage:
beyond the best 80 a candidate's coverage factor is 1, which lifted them).  But
batch 18c falls (``rulesjudge eval``, recall@5 / MRR@10, cards read / --no-cards):
0.343 / 0.324 and 0.343 / 0.303 off -> 0.286 / 0.312 and 0.286 / 0.271 with the full
fit (0.314 / 0.318 and 0.314 / 0.283 with the stored weights and situation 0.1); batch
18 0.365 / 0.334 and 0.324 / 0.315 -> 0.365 / 0.341 and 0.347 / 0.325.  Left off.
In batch 18c the situation's rules only push answers down from the edge (rq704's 410.3
5th -> 6th, rq752's 404.4 5th -> 8th) and lift none into the top five (rq733's 414.1,
rq743's 408.2h, rq725's 408.1d each one place higher, below it).

A learned precision per (form, rule) pair (:func:`fit_precision`, the ``situation``
feature by :data:`kb.rerank.SITUATION_PRECISION`): how often a rule a form brings
decides the question, ``(k + s * base) / (n + s)`` toward the base rate of all pairs,
fitted inside each CV fold on its training folds only (``scripts/cv_rank.py
--situations --situation-grid 0,0.2,0.4,0.6,0.8,1.0,1.5 --precision-strength S``); the
full fit is stored as data (``kb/data/situation_precision.yaml``, read lazily, only
when on).  CV recall@5 / MRR@10 on dev, 0.721 / 0.605 off: the 54 forms of before,
s=5 0.727 / 0.616, s=2 0.726 / 0.611 (weight 0.8-1.0); with the 9 forms for
principles added (targets chosen before costs, additional costs, removed from combat,
who controls, a cost that cannot be paid, from batch 19's misses: candidate recall dev
0.908 -> 0.911, batch 19 0.802 -> 0.830) s=5 0.718 / 0.607, s=10 0.734 / 0.612 (weight
1.5).  The CV gains, but the unseen batches fall with the full s=10 fit on
(``rulesjudge eval``, recall@5 / MRR@10, off -> on, cards read; --no-cards):
batch 18 0.374 / 0.347 -> 0.360 / 0.369 (0.324 / 0.315 -> 0.360 / 0.339), batch 18c
0.343 / 0.324 -> 0.329 / 0.263 (0.343 / 0.303 -> 0.286 / 0.258), batch 19 0.365 /
0.344 -> 0.325 / 0.399 (0.325 / 0.326 -> 0.319 / 0.369); dev 0.728 / 0.614 -> 0.740 /
0.635, held-aside 0.527 / 0.458 -> 0.513 / 0.449, own set 0.929 -> 0.943.  Left off:
the precision lifts rules into the top five (MRR up) but, at weight 1-1.5, pushes a
deciding rule the words ranked 4th-5th out of it (recall@5 down).  Counting only the
precision above the prior (``kb.rerank.SITUATION_OVER_PRIOR``: a vague or unseen form
weighs 0; s=10, ``--over-prior``): CV 0.730 / 0.613 (weight 1.5), batch 18 up (0.383 /
0.366; --no-cards 0.333 / 0.342), batch 19 0.357 / 0.377 (0.325 / 0.356), but batch 18c
still falls: 0.329 / 0.296 (0.300 / 0.287); dev 0.734 / 0.621, held-aside 0.535 / 0.449
(--no-cards 0.503 / 0.461 -> 0.511 / 0.464), own set 0.948.  Left off too; of the
variants the nearest to adoption.

The adoption rule (kept for every variant): on by default only if the 5-fold CV of
``scripts/cv_rank.py`` improves AND none of the batches 18, 18c, 19, 20 (unseen when the
ranking was tuned; ``--batch`` each) falls in recall@5 or MRR@10 AND the own question
set does not fall.  Measured so with ``--only situation`` (the other weights kept at their
stored values, so that what is measured is what would ship: refitting every weight alone
moves the batches, batch 18c 0.343 / 0.333 -> 0.314 / 0.332), s=10, cards read, the
situation weight fitted per fold.  Untouched: CV 0.732 / 0.607 (situations unscored),
0.728 / 0.608 (scored: the rules their words match join at their text score, which alone
costs dev and batch 18 0.374 -> 0.347).  Add-only (:data:`kb.rerank.ADD_ONLY` 5: the
words' own top five stay the top five, :func:`kb.rerank.keep_words`; the situation's
rules only come below them, weight grid 0-2): reordering the five by the situation
(:data:`kb.rerank.ADD_ONLY_REORDER`) CV 0.728 / 0.603 unscored, 0.730 / 0.603 scored,
batch 18c MRR 0.333 -> 0.302 (the cards' places, :func:`kb.card_places.keep_own`, then
take other results); not reordering, CV 0.732 / 0.607 -> 0.732 / 0.607 (weight 2; positions
6-10 only), batch 18 0.355 -> 0.358, 19 0.353 -> 0.356, but 18c 0.333 -> 0.332.  The
precision above the prior at weights 0.1-0.6 (no add-only, scored, ``--over-prior``):
CV 0.728 / 0.608 -> 0.728 / 0.603 (weight 0.6), batch 19 0.351 -> 0.364, 18c 0.332 ->
0.329.  None passes: all stay off.

Session 34, leave-one-batch-out (``scripts/cv_batches.py --set kb.situations.ENABLED=True``,
every weight fitted per fold, the stored precision table of the dev 224; 21 batches,
1,075 questions): 0.3823 / 0.4045 against 0.386 / 0.405 off (the brief's figure at
515c0abc); held out, batch 37 0.468 / 0.453, 34 0.222 / 0.351, 18c 0.400 / 0.327
(no per-batch figures of the off run to set beside them).  Stays off.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

__all__ = ["ENABLED", "PRECISION_PATH", "PRIOR_STRENGTH", "SCORED", "SITUATIONS_PATH", "Brought",
           "Form", "Precision", "SituationError", "fit_precision", "load_forms",
           "load_fitted", "load_precision", "precision_text", "situation_rules"]

T = TypeVar("T")

#: Whether :func:`kb.ask.answer` brings in the situations' rules (the re-ranking's
#: ``situation`` weight then decides what they are worth): off, see the module's
#: docstring (``scripts/cv_rank.py --situations`` measures it on).
ENABLED = False
#: Whether the situation's rules start from their own text score against the question's
#: words (:func:`kb.rerank.situation_hits`: the ranking's own Whoosh scoring restricted
#: to them), not from 0.
SCORED = True
#: Which forms bring rules: those of the named cards' text (``cards``), those of the
#: question's own words (``question``).
SOURCES = ("cards", "question")
#: The table of forms.
SITUATIONS_PATH = Path(__file__).parent / "data" / "situations.yaml"
#: The fitted precision of each (form, rule) pair (``scripts/cv_rank.py --write``).
PRECISION_PATH = Path(__file__).parent / "data" / "situation_precision.yaml"
#: The prior's weight in :func:`fit_precision`, in questions: a pair seen this many
#: times weighs its own count as much as the prior (the base rate of all pairs).
PRIOR_STRENGTH = 5.0


class SituationError(ValueError):
    """A situations table that cannot be read."""


@dataclasses.dataclass(frozen=True, slots=True)
class Form:
    """One form of card text or of a question, and the rules of its situation."""

    id: str
    """A short name: ``triggered-ability``."""
    situation: str
    """The situation in words (shown in why)."""
    pattern: re.Pattern[str]
    """Where it is found: a line of card text, or the question."""
    cite: tuple[str, ...]
    """The rules that decide it."""


@functools.lru_cache(maxsize=4)
def load_forms(path: Path = SITUATIONS_PATH) -> tuple[tuple[Form, ...], tuple[Form, ...]]:
    """The (card forms, question forms) of *path*.

    :raises SituationError: if the file is unreadable, or an entry lacks a field or
        has a pattern that is not a regular expression.
    """
    import yaml

    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise SituationError(f"{path}: cannot read the situations: {error}") from None
    if not isinstance(data, dict):
        raise SituationError(f"{path}: expected card_forms: and question_forms:")
    out: list[tuple[Form, ...]] = []
    for part in ("card_forms", "question_forms"):
        forms = []
        for entry in data.get(part) or ():
            try:
                forms.append(Form(str(entry["id"]), str(entry["situation"]),
                                  re.compile(str(entry["pattern"]), re.IGNORECASE),
                                  tuple(str(n) for n in entry["cite"])))
            except (KeyError, TypeError) as error:
                raise SituationError(f"{path}: {part}: an entry lacks {error}") from None
            except re.error as error:
                raise SituationError(f"{path}: {part} {entry.get('id')!r}: {error}") from None
        out.append(tuple(forms))
    return out[0], out[1]


@dataclasses.dataclass(frozen=True, slots=True)
class Brought:
    """Why a rule was brought in, and by how many forms."""

    why: str
    """The first situation that brought it: ``situation: ...``."""
    cards: int = 0
    """How many forms of the named cards' text (or quoted text) bring it."""
    question: int = 0
    """How many forms of the question's own words bring it."""
    forms: tuple[str, ...] = ()
    """The forms bringing it: ``card:tap-cost``, ``question:respond``."""

    def __str__(self) -> str:
        return self.why


def situation_rules(question: str, card_texts: Iterable[str] = (),
                    path: Path | None = None, sources: Iterable[str] | None = None
                    ) -> dict[str, Brought]:
    """Each rule the situations of *question* and *card_texts* (the text of the cards
    it names, or card text it quotes; one ability a line) bring in → why and by how
    many forms, first found first: the card forms, then the question's; only those of
    *sources* (default :data:`SOURCES`).

    >>> list(situation_rules("Can I counter it?"))
    ['414.1', '413.2a', '402.5']
    >>> situation_rules("", ["Creature — Elf\\n{T}: add {G}"])["409.1h"]
    Brought(why='situation: an activated ability is played like a spell, its cost paid, then it is on the stack apart from its source', cards=2, question=0, forms=('card:activated-ability', 'card:tap-cost'))
    """
    card_forms, question_forms = load_forms(path or SITUATIONS_PATH)
    sources = SOURCES if sources is None else tuple(sources)
    found: dict[str, tuple[str, dict[str, None], dict[str, None]]] = {}
    for text in card_texts if "cards" in sources else ():
        for line in text.lower().splitlines():
            line = line.strip()
            for form in card_forms:
                if form.pattern.search(line):
                    for number in form.cite:
                        found.setdefault(number, (f"situation: {form.situation}", {},
                                                  {}))[1][form.id] = None
    lowered = question.lower()
    for form in question_forms if "question" in sources else ():
        if form.pattern.search(lowered):
            for number in form.cite:
                found.setdefault(number, (f"situation: {form.situation}", {},
                                          {}))[2][form.id] = None
    return {number: Brought(why, len(cards), len(asked),
                            tuple(f"card:{f}" for f in cards) + tuple(f"question:{f}"
                                                                      for f in asked))
            for number, (why, cards, asked) in found.items()}


@dataclasses.dataclass(frozen=True, slots=True)
class Precision:
    """How often a rule a form brings in decides the question, per (form, rule) pair."""

    default: float
    """The precision of a pair never seen: the base rate of all pairs."""
    pairs: Mapping[str, Mapping[str, float]]
    """Form (``question:respond``) → rule → its smoothed precision."""

    def of(self, rule: str, brought: Brought) -> float:
        """The best precision among the forms that bring *rule* (*brought*)."""
        return max((self.pairs.get(form, {}).get(rule, self.default)
                    for form in brought.forms), default=0.0)


def fit_precision(observed: Iterable[tuple[Mapping[str, Brought], Callable[[str], bool]]],
                  strength: float = PRIOR_STRENGTH) -> Precision:
    """The precision of each (form, rule) pair of *observed* (each question's situation
    rules, and whether a rule decides it): ``(k + strength * base) / (n + strength)``
    for a pair bringing a deciding rule in *k* of the *n* questions it brings it to,
    *base* the share of all pairs' rules that decide their question.

    >>> seen = [({"413.1": Brought("", 0, 1, ("question:respond",))}, lambda n: True),
    ...         ({"413.1": Brought("", 0, 1, ("question:respond",))}, lambda n: False)]
    >>> table = fit_precision(seen, strength=2)
    >>> table.default, table.pairs["question:respond"]["413.1"]
    (0.5, 0.5)
    """
    counts: dict[tuple[str, str], list[int]] = {}
    for situation, decides in observed:
        for rule, brought in situation.items():
            hit = int(decides(rule))
            for form in brought.forms:
                count = counts.setdefault((form, rule), [0, 0])
                count[0] += hit
                count[1] += 1
    total = sum(n for _, n in counts.values())
    base = sum(k for k, _ in counts.values()) / total if total else 0.0
    pairs: dict[str, dict[str, float]] = {}
    for (form, rule), (k, n) in sorted(counts.items()):
        pairs.setdefault(form, {})[rule] = (k + strength * base) / (n + strength)
    return Precision(base, pairs)


def load_fitted(path: Path, error: type[ValueError], what: str, shape: str,
                build: Callable[[Any], T], empty: T) -> T:
    """The fitted table at *path* (*what* it is), made by *build* from its YAML data;
    *empty* if the file is missing (also :func:`kb.rule_prior.load_prior`).

    :raises error: if the file is unreadable, or *build* cannot make a table of it
        (the message says the *shape* expected).
    """
    import yaml

    if not Path(path).exists():
        return empty
    try:
        data = yaml.load(Path(path).read_text(encoding="utf-8"),
                         Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise error(f"{path}: cannot read the {what}: {exc}") from None
    try:
        return build(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        raise error(f"{path}: expected {shape}") from None


@functools.lru_cache(maxsize=4)
def load_precision(path: Path = PRECISION_PATH) -> Precision:
    """The fitted precision table of *path* (an empty one, of default 0, if it is missing).

    :raises SituationError: if the file is unreadable or not such a table.
    """
    return load_fitted(path, SituationError, "precision table",
                       "default: and pairs: form → rule → precision",
                       lambda data: Precision(float(data["default"]), {
                           str(form): {str(rule): float(value) for rule, value in rules.items()}
                           for form, rules in (data.get("pairs") or {}).items()}),
                       Precision(0.0, {}))


def precision_text(table: Precision, comment: str) -> str:
    """The YAML text of a precision table (*comment*: how it was fitted)."""
    lines = [f"# {line}".rstrip() for line in comment.splitlines()]
    lines += [f"default: {table.default:.4f}", "pairs:"]
    for form, rules in table.pairs.items():
        lines.append(f"  {form}:")
        lines += [f'    "{rule}": {value:.4f}' for rule, value in rules.items()]
    return "\n".join(lines) + "\n"
