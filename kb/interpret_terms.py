"""Glossary terms and principles in a question, for :func:`kb.interpret.interpret`:
steps 5 and 6 of its reading.

Glossary terms the words name (contiguous words only: "end of this phase" is not
the *End Phase*) pull in the rules their entry points to; principles
(``kb/data/principles.yaml``) are situations that point to a general rule no word
names (an ability whose source left play → 402.6).
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kb.card_places import JOINT, TEXT_FORM
from kb.search import SearchSession, stem_words
from kb.vocabulary import Principle, Vocabulary, load_principles, load_text_principles

if TYPE_CHECKING:
    from kb.interpret import _Reading

#: Bonuses added to a rule's score: (the rule itself, one of its subrules).
GLOSSARY_BONUS = (0.35, 0.25)
PRINCIPLE_BONUS = (0.6, 0.4)
#: Bonuses of a rule a card's text points to (its form: "…, if …" → 404.3): a card's
#: text says less of what is asked than the question's words.
TEXT_PRINCIPLE_BONUS = (0.8, 0.6)
#: Bonuses of a rule two cards' interaction points to (as high as a form's: higher costs
#: the rules the forms themselves point to more than it brings, on the questions measured).
INTERACTION_BONUS = TEXT_PRINCIPLE_BONUS
#: Whether a form of card text is a concept of its own: the top five then hold its rule
#: next to the rules the question's words name (two cards named: the rules of both).
TEXT_CONCEPTS = True
#: How a principle's rules claim places in the top five (kb.ask._diversify's ideas):
#: ``"each"``, every rule it cites an idea of its own; ``"one"``, the principle one idea
#: (any of its rules covers it); ``"none"``, no idea (its rules rank by their score).
#: "one" measured: leave-one-batch-out mean 0.360 / 0.365 -> 0.373 / 0.373, but dev 224
#: 0.728 / 0.621 -> 0.711 / 0.620 (5-fold CV 0.724 / 0.609 -> 0.709 / 0.616).
#: "one" since session 25, by a rule fixed before the fresh batch 25 was measured (on if,
#: with cards, neither recall@5 nor MRR@10 of batch 25 falls and one rises): batch 25
#: 0.277 / 0.301 -> 0.277 / 0.303.
PRINCIPLE_CONCEPTS = "one"
#: Whether a glossary name of one letter (X: its stems are none, the index drops
#: one-letter words) is named by that letter standing as a word of the question or of
#: the text of a card it names ("X damage to target creature"): the entry then ranks as
#: a named term (kb.ask.NAMED_TERM_BONUS).  Its rules (the whole of 409 and 410 for X)
#: are not pulled in.
#: Measured off -> on: leave-one-batch-out mean (batches 18-24) 0.360 / 0.365 -> 0.369 / 0.376
#: (stored weights 0.373 / 0.369 -> 0.381 / 0.373), dev 224 and its 5-fold CV unchanged
#: (0.728 / 0.621; 0.724 / 0.609), own set 0.929 / 0.902 unchanged.  Kept off by the rule
#: fixed before batch 25 was measured: batch 25 unchanged with it on (0.277 / 0.301).
#: On since session 27, by the rule fixed before the fresh batches 28 and 29 were measured
#: (on iff, with cards, the two pooled fall on neither metric and rise on one): 193 questions
#: 0.3178 / 0.3625 -> 0.3204 / 0.3633 (batch 28 0.358 / 0.398 -> 0.364 / 0.398; batch 29
#: 0.288 / 0.336 -> 0.288 / 0.338).
SYMBOL_NAMES = True
#: Whether the proposed principles (:data:`PROPOSED_PATH`, session 28: situations last
#: session's misses named) join the principles table's.  On since session 28, by the rule
#: fixed before the fresh batches 30 and 31 were measured (on iff their pooled recall@5 does
#: not fall and the own set stays >= 0.90): batches 30 / 31 unchanged with it (0.556 / 0.573;
#: 0.302 / 0.278), own set 0.929 / 0.902; leave-one-batch-out mean (dev 224, batches 18-29)
#: 0.351 / 0.364 -> 0.359 / 0.373; held aside (read, never decided on) 0.565 / 0.483 ->
#: 0.573 / 0.474.
PROPOSED_PRINCIPLES = True
#: The proposed principles, in the form of kb/data/principles.yaml.
PROPOSED_PATH = Path(__file__).parent / "data" / "principles_proposed.yaml"
#: Whether the principles proposed in session 29 (:data:`S29_PATH`: situations batches 30
#: and 31 and the older batches' misses named) join the others.  On since session 29, by the
#: rule fixed before the fresh batches 32 and 33 were measured (on iff their pooled recall@5
#: does not fall and the own set stays >= 0.90): batches 32 / 33 unchanged with it (0.792 /
#: 0.695; 0.292 / 0.395), own set 0.929 / 0.902; batches 18-31 pooled 0.360 / 0.372 ->
#: 0.364 / 0.377; leave-one-batch-out (refit) mean 0.362 / 0.374 -> 0.361 / 0.376.
S29_PRINCIPLES = True
#: The principles proposed in session 29, in the form of kb/data/principles.yaml.
S29_PATH = Path(__file__).parent / "data" / "principles_s29.yaml"
#: Whether the principles proposed in session 30 (:data:`S30_PATH`: situations the misses of
#: batches 32 and 33 named) join the others.  On since session 30: fresh batch 34 (27 judge
#: quiz questions nobody tuning saw) keeps recall@5 0.228 / MRR@10 0.315 and the own set stays
#: >= 0.90, the rule fixed before batch 34 was measured.  Off -> on: dev 224 0.709 / 0.621 both, batches 18-31 0.364 / 0.377 -> 0.368 /
#: 0.383, batch 32 0.792 / 0.695 -> 0.923 / 0.798, batch 33 0.292 / 0.395 -> 0.408 / 0.510,
#: own set 0.929 / 0.902 -> 0.939 / 0.905 (more in the table's header).
S30_PRINCIPLES = True
#: The principles proposed in session 30, in the form of kb/data/principles.yaml.
S30_PATH = Path(__file__).parent / "data" / "principles_s30.yaml"
#: How many neighbouring stems a principle's words must fall within.
PRINCIPLE_WINDOW = 16
#: How much a generic glossary term ("block") pulls in its rule, against a specific one.
GENERIC_WEIGHT = 0.0


GlossaryTerm = tuple[tuple[str, ...], dict[str, Any], str, bool]


@dataclasses.dataclass(frozen=True, slots=True)
class GlossaryTerms:
    """The glossary names of one document as :func:`_pull_glossary` looks for them,
    worked out once per index: in order, longest first, and indexed by stem."""

    terms: tuple[GlossaryTerm, ...]
    """(stems, stored fields, name, generic) of each name, longest first."""
    by_stem: dict[str, tuple[int, ...]]
    """Each stem → the places in :attr:`terms` of the names holding it."""
    by_name: dict[str, dict[str, Any]]
    """Each name → its entry's stored fields (the last entry of a name)."""

    def among(self, stems: set[str]) -> list[GlossaryTerm]:
        """The names whose stems are all in *stems*, in :attr:`terms`' order (the only
        ones that can occur in a question with these stems)."""
        places = sorted({n for stem in stems for n in self.by_stem.get(stem, ())})
        return [self.terms[n] for n in places if stems.issuperset(self.terms[n][0])]


_GLOSSARY_TERMS: dict[tuple[str, frozenset[str]], tuple[object, GlossaryTerms]] = {}


def glossary_terms(session: SearchSession, document: str, generic: frozenset[str]
                   ) -> GlossaryTerms:
    """:func:`_glossary_terms` of the session's glossary, cached per glossary (the
    sessions of a process share one per index build)."""
    glossary = session.glossary()
    cached = _GLOSSARY_TERMS.get((document, generic))
    if cached is not None and cached[0] is glossary:
        return cached[1]
    terms = tuple(_glossary_terms(session, document, generic))
    by_stem: dict[str, list[int]] = {}
    for n, (stems, _, _, _) in enumerate(terms):
        for stem in dict.fromkeys(stems):
            by_stem.setdefault(stem, []).append(n)
    found = GlossaryTerms(terms, {k: tuple(v) for k, v in by_stem.items()},
                          {name: fields for _, fields, name, _ in terms})
    if len(_GLOSSARY_TERMS) > 8:
        _GLOSSARY_TERMS.clear()
    _GLOSSARY_TERMS[(document, generic)] = (glossary, found)
    return found


def _glossary_terms(session: SearchSession, document: str, generic: frozenset[str]
                    ) -> list[GlossaryTerm]:
    """(stems, stored fields, name, generic) of each glossary name of *document*, longest
    first; *generic* names (:attr:`Vocabulary.generic`) pull their rules in weakly."""
    generic_stems = {tuple(stem_words(term)) for term in generic}
    terms = []
    for fields in session.glossary():
        if fields.get("document") != document:
            continue
        names = (fields.get("names") or "").split("|")
        for name, stems in zip(names, (fields.get("name_stems") or "").split("|")):
            key = tuple(stems.split())
            if name and key:
                terms.append((key, fields, name, key in generic_stems))
    terms.sort(key=lambda item: -len(item[0]))
    return terms


def _positions(stream: list[str]) -> list[tuple[str, int]]:
    """(stem, index of its word in *stream*) for every stem of the words."""
    return [(stem, n) for n, word in enumerate(stream) for stem in stem_words(word)]


def _find(stemmed: list[tuple[str, int]], part: tuple[str, ...]) -> bool:
    """Whether *part* occurs in *stemmed* as neighbouring words: "end of this phase"
    holds "end" and "phase" but not the term *End Phase*."""
    size = len(part)
    for i in range(len(stemmed) - size + 1):
        window = stemmed[i:i + size]
        if tuple(s for s, _ in window) == part and all(
                b[1] - a[1] <= 1 for a, b in zip(window, window[1:])):
            return True
    return False


def _pull_glossary(session: SearchSession, document: str, vocab: Vocabulary,
                   reading: _Reading, stream: list[str], weight: float) -> None:
    """Glossary terms in *stream*: name the entry and pull in its rules."""
    stemmed = _positions(stream)
    text = f" {' '.join(stream)} "
    covered: list[tuple[str, ...]] = []
    glossary = glossary_terms(session, document, vocab.generic)
    by_name = glossary.by_name
    for term_stems, fields, name, generic in glossary.among({stem for stem, _ in stemmed}):
        if generic and GENERIC_WEIGHT <= 0:
            continue
        if not _find(stemmed, term_stems) or any(
                _find([(s, n) for n, s in enumerate(c)], term_stems) for c in covered):
            continue
        if len(term_stems) < len(name.split()) and f" {name} " not in text:
            continue  # "counts as" is not every "count": a name with stop words must be literal
        if len(term_stems) == 1 and not any(
                len(name) - len(word) < 3 for word in stream
                if stem_words(word) == list(term_stems)):
            continue  # the verb "enchant" does not name the type "Enchantment"
        covered.append(term_stems)
        refs = [r for r in fields.get("refs", "").split(",") if r]
        for see in (fields.get("see") or "").split("|") if not refs else ():
            # "Islandwalk: See Landwalk." — take the rules of the entry it points to.
            target = by_name.get(see)
            if target is not None:
                refs += [r for r in target.get("refs", "").split(",") if r]
                reading.phrases.append((see, f"{name} → see {see}", weight))
        label = "keyword" if any(r.startswith("502.") for r in refs) else "glossary"
        if generic:
            # "block", "sacrifice": too common to name the answer, enough to lean on it.
            for ref in refs[:1]:
                reading.pin(ref, (GLOSSARY_BONUS[0] * weight * GENERIC_WEIGHT,
                                  GLOSSARY_BONUS[1] * weight * GENERIC_WEIGHT),
                            f"{label} {name} → {ref}")
            continue
        reading.named.append((fields["id"], f"{label} {name}"))
        for n, ref in enumerate(refs[:3]):
            why = f"{label} {name} → {ref}"
            # The first reference is the entry's own rule; later ones are "see also".
            bonus = GLOSSARY_BONUS if n == 0 else (GLOSSARY_BONUS[0] / 2, GLOSSARY_BONUS[1] / 2)
            reading.pin(ref, (bonus[0] * weight, bonus[1] * weight), why)
            reading.notes.append(why)
        if weight >= 1:
            reading.concept(f"{label} {name}", refs[:3], list(term_stems))


def symbol_names(session: SearchSession, document: str, reading: _Reading,
                 words: set[str]) -> None:
    """Glossary entries named by one letter (:data:`SYMBOL_NAMES`) whose letter is one of
    *words* (the question's and its cards' text, lower case): named terms of the reading,
    each an idea of it that the entry itself stands for."""
    for fields in session.glossary():
        name = fields.get("names") or ""
        if (fields.get("document") == document and len(name) == 1 and name.isalpha()
                and name in words and all(i != fields["id"] for i, _ in reading.named)):
            reading.named.append((fields["id"], f"glossary {name}"))
            reading.concept(f"glossary {name}", [], entries=[fields["id"]])


_PRINCIPLE_STEMS: dict[int, tuple[object, tuple[PrincipleStems, ...]]] = {}
PrincipleStems = tuple[Principle, tuple[tuple[frozenset[str], ...], ...]]


def principle_stems(principles: tuple[Principle, ...]) -> tuple[PrincipleStems, ...]:
    """Each principle with the stems of each phrase of each of its groups: a principle
    whose some group has no phrase all of whose stems are a question's cannot match it
    (worked out once per table of principles).

    >>> p = Principle("p", "", ((("two",), ("both", "abil")), (("abil",),)), ("402.7",))
    >>> principle_stems((p,))[0][1] == ((frozenset({"two"}), frozenset({"both", "abil"})),
    ...                                 (frozenset({"abil"}),))
    True
    """
    cached = _PRINCIPLE_STEMS.get(id(principles))
    if cached is not None and cached[0] is principles:
        return cached[1]
    found = tuple((p, tuple(tuple(frozenset(phrase) for phrase in group) for group in p.when))
                  for p in principles)
    _PRINCIPLE_STEMS.clear()
    _PRINCIPLE_STEMS[id(principles)] = (principles, found)
    return found


def principles_read() -> tuple[Principle, ...]:
    """The principles a question is read by: the table's, and the proposed ones with
    :data:`PROPOSED_PRINCIPLES` (one tuple per setting, so that :func:`principle_stems`
    works them out once), those of session 29 with :data:`S29_PRINCIPLES` and those of
    session 30 with :data:`S30_PRINCIPLES`."""
    return _principles_with(PROPOSED_PRINCIPLES, PROPOSED_PATH, S29_PRINCIPLES, S29_PATH,
                            S30_PRINCIPLES, S30_PATH)


@functools.lru_cache(maxsize=8)
def _principles_with(proposed: bool, path: Path, s29: bool = False,
                     s29_path: Path = S29_PATH, s30: bool = False,
                     s30_path: Path = S30_PATH) -> tuple[Principle, ...]:
    from kb.vocabulary import read_principles

    return (load_principles() + (read_principles(path) if proposed else ())
            + (read_principles(s29_path) if s29 else ())
            + (read_principles(s30_path) if s30 else ()))


def _principles(session: SearchSession, reading: _Reading, stream: list[str],
                own: list[str], traits: list[str]) -> None:
    """Principles whose situation the question (and its cards' text) describes: a card's
    text alone does not make one, some of its words must be the question's (*own*); or
    that the question describes with its known cards standing as their traits (*traits*:
    "can Pestilence damage a White Knight" is "… damage a protection card")."""
    stems = [s for s, _ in _positions(stream)]
    own_stems = [s for s, _ in _positions(own)]
    # No known card: the question with its traits is its own words, already read above.
    same = traits == own
    trait_stems = own_stems if same else [s for s, _ in _positions(traits)]
    present, present_traits = set(stems), set(trait_stems)
    for principle, groups in principle_stems(principles_read()):
        if (not principle.in_question
                and all(any(phrase <= present for phrase in group) for group in groups)
                and principle.matches(stems, PRINCIPLE_WINDOW)
                and principle.mentioned(own_stems)) \
                or ((principle.in_question or not same) and trait_stems
                    and all(any(phrase <= present_traits for phrase in group) for group in groups)
                    and principle.matches(trait_stems, PRINCIPLE_WINDOW)):
            why = f"principle: {principle.situation}"
            for number in principle.cite:
                reading.pin(number, PRINCIPLE_BONUS, f"{why} → {number}")
            reading.notes.append(why)
            if PRINCIPLE_CONCEPTS == "one":
                reading.concept(why, list(principle.cite))
            elif PRINCIPLE_CONCEPTS == "each":
                for number in principle.cite:  # each rule it points to is an idea of its own
                    reading.concept(f"{why} → {number}", [number])


def _text_principles(reading: _Reading, texts: list[str]) -> None:
    """Card-text principles (:func:`kb.vocabulary.load_text_principles`) whose form one
    of *texts* has (the text of the cards the question names, card text it quotes):
    pull their rules in with :data:`TEXT_PRINCIPLE_BONUS`."""
    texts = [t for t in texts if t]
    if not texts:
        return
    forms: list[set[str]] = [set() for _ in texts]
    for principle in load_text_principles():
        found = [n for n, text in enumerate(texts) if principle.found_in(text)]
        if found:
            why = f"{TEXT_FORM} {principle.situation}"
            for number in principle.cite:
                reading.pin(number, TEXT_PRINCIPLE_BONUS, f"{why} → {number}")
            reading.notes.append(why)
            if TEXT_CONCEPTS:
                reading.concept(why, list(principle.cite))
            for n in found:
                forms[n].add(principle.id)
    if len(texts) > 1:
        _interactions(reading, forms)


@dataclasses.dataclass(frozen=True, slots=True)
class Interaction:
    """What two cards named together do to each other, by the forms of their text
    (``kb/data/card_interactions.yaml``): a replacement effect and a trigger on the
    event it replaces → 410.7."""

    id: str
    """A short name ("replaced-event-triggers-nothing")."""
    situation: str
    """The interaction in words, shown as why ("cards together: …")."""
    forms: tuple[frozenset[str], frozenset[str]]
    """The card-text form ids one card must have one of, and another card one of."""
    cite: tuple[str, ...]
    """The rules that decide it."""
    examples: tuple[str, ...] = ()
    """Questions naming two cards that show it (tested)."""

    def between(self, forms: list[set[str]]) -> bool:
        """Whether two different texts, of the forms *forms* (one set per text), have
        this interaction's forms.

        >>> i = Interaction("i", "", (frozenset({"a"}), frozenset({"b"})), ("410.7",))
        >>> i.between([{"a"}, {"b"}]), i.between([{"a", "b"}]), i.between([{"a"}, {"a"}])
        (True, False, False)
        """
        first, second = self.forms
        return any(first & mine and second & theirs for n, mine in enumerate(forms)
                   for m, theirs in enumerate(forms) if n != m)


INTERACTIONS_PATH = Path(__file__).parent / "data" / "card_interactions.yaml"


@functools.lru_cache(maxsize=2)
def load_interactions(path: Path = INTERACTIONS_PATH) -> tuple[Interaction, ...]:
    """The card interactions table at *path* (read once per process, only for a
    question naming two cards or more)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as stream:
        data = yaml.load(stream, Loader=loader)
    out = []
    for item in data["interactions"]:
        first, second = (frozenset(str(f) for f in group) for group in item["forms"])
        out.append(Interaction(str(item["id"]), str(item["situation"]), (first, second),
                               tuple(str(c) for c in item["cite"]),
                               tuple(str(e) for e in item.get("examples") or ())))
    return tuple(out)


def _interactions(reading: _Reading, forms: list[set[str]]) -> None:
    """Interactions between the cards of *forms* (each text's form ids): pull their
    rules in like a card-text form, one concept each."""
    from kb import card_forms

    extra = load_interactions(card_forms.S29_PATH) if card_forms.S29_LAYERS else ()
    for interaction in load_interactions() + extra:
        if interaction.between(forms):
            why = f"{JOINT} {interaction.situation}"
            for number in interaction.cite:
                reading.pin(number, INTERACTION_BONUS, f"{why} → {number}")
            reading.notes.append(why)
            reading.concept(why, list(interaction.cite))
