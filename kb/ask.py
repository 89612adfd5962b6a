"""Answer "what happens if" questions in a player's words with ranked rules.

:mod:`kb.interpret` reads the question (card names, rule numbers, spelling,
the translation layer, glossary terms, principles), each step reported in
:attr:`AskResult.understood`; here a BM25 search of its words and translated
phrases over the index (rules of the 2003 edition by default, its glossary,
rulings) is re-ranked: normalised text score × kind weight × coverage of the
question + the share of the question's rare words in a record's own text (not
its headings, which a subrule's siblings share: it picks the subrule) + bonuses for pulled
rules and their subrules; :mod:`kb.rerank` then re-scores the best candidates by
the KB's structure around them (parent, subrules, cross-references, rulings
about them; fitted weights); the top five then cover each concept the question
joins before repeating one.  The text of the cards a question names takes at most
:data:`kb.card_places.CARD_PLACES` of the top five from what the question's own words
rank there (:func:`kb.card_places.keep_own`).

:mod:`kb.evaluate` measures the pipeline (and a plain-BM25 baseline) on a set
of questions with known answers (``tests/data/questions.yaml``).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from kb import card_focus, card_places, card_rules
from kb.card_places import TOP as CARD_TOP, NamesOnly, keep_own, own_share
from kb.interpret import (ASKED_BONUS, CardIndex, Concept, Interpretation, interpret,
                          named_cards)
from kb.model import RuleNumber
from kb import rerank as rerank_module
from kb.rerank import keep_words, ranked_both, rerank, rerank_rows, situation_hits
from kb.search import Clause, Hit, SearchSession
from kb.search_about import about_bonuses
from kb.situations import Brought
from kb.store import BUILTIN_CARDS, DEFAULT_EDITION
from kb.vocabulary import (VOCABULARY_PATH, Translation, Vocabulary, load_vocabulary,
                           tokens as question_tokens)

__all__ = ["Answer", "AskResult", "CardIndex", "KBCards", "Translation", "Vocabulary", "VOCABULARY_PATH",
           "answer", "ask", "interpret", "load_vocabulary", "question_tokens", "rule_family"]

#: The Comprehensive Rules edition questions are answered from by default (2003-12-01).
DEFAULT_DOCUMENT = DEFAULT_EDITION
#: Multipliers of the text score by kind: the rules are the authority.
KIND_WEIGHTS = {"rule": 1.0, "glossary": 0.5, "ruling": 0.4, "section": 0.35, "rulebook": 0.3}

#: Bonus of a glossary entry whose term the question names.
NAMED_TERM_BONUS = 0.15
#: The fields a question's words and translated phrases are searched in.
WORD_FIELDS = ("title", "context", "text")
PHRASE_FIELDS = ("title", "context", "text")
#: Weight of a translated phrase (all its words), and of each of its words alone.
PHRASE_BOOST = 1.0
PHRASE_WORD_BOOST = 0.3
#: How many of the best text matches are re-scored by coverage of the question, and how much.
COVERAGE_DEPTH = 80
COVERAGE_WEIGHT = 0.7
#: Score cost of each result already shown from the same rule (502.9 for 502.9b).
FAMILY_PENALTY = 0.05
#: Weight of a record's own-text match (its title and text, not its headings: a
#: subrule's siblings share them), times its kind's weight: the share of the
#: question's stems, weighted by rarity, that it holds.
OWN_WEIGHT = 0.3
#: How much of a pulled-in rule's bonus it keeps however little of the question it covers.
FIT_BASE = 0.5
#: How many of the top results must cover the question's concepts, and how far
#: below the best a result may score and still be moved up to cover one.
CONCEPT_DEPTH = 5
CONCEPT_FLOOR = 0.2
#: How far below the best a result covering a concept not yet shown may score and
#: still go first while places are left for the others (the floor above applies
#: once the concepts left fill the places left).
EARLY_CONCEPT_FLOOR = 0.5

_CANDIDATES = 200
#: Whether the rulings summary lends its rules (kb/search_about.py).
ABOUT = True
#: Whether the candidates are re-ranked by the fitted weights of kb/rerank.py.
RERANK = True
#: How many of the best-scored results the top *limit* are chosen from (at least
#: *limit*): the same for any limit up to it, so a deeper ranking starts the same.
POOL = 60


@dataclasses.dataclass(frozen=True, slots=True)
class Answer:
    """One ranked result of :func:`ask`: a search hit, scored again, and why it matched."""

    hit: Hit
    """The search hit (id, kind, document, edition, title, snippets)."""
    score: float
    """Final ranking score."""
    why: str
    """Why it matched: "'pro-green' → protection from green; keyword trample → 502.9"."""

    @property
    def id(self) -> str:
        """Rule number (kind ``rule``), glossary slug, ruling number..."""
        return self.hit.id

    @property
    def kind(self) -> str:
        """``rule``, ``glossary``, ``ruling``, ``section`` or ``rulebook``."""
        return self.hit.kind

    def to_json(self) -> dict[str, Any]:
        """The hit's JSON with this answer's score and why."""
        return {**self.hit.to_json(), "score": round(self.score, 4), "why": self.why}


@dataclasses.dataclass(frozen=True, slots=True)
class AskResult:
    """The answer to one question."""

    query: str
    """The question as asked."""
    results: tuple[Answer, ...]
    """Ranked results, best first."""
    understood: tuple[str, ...] = ()
    """How the question was read (cards, translations, corrections, rules pulled in)."""
    cards: tuple[tuple[str, str | None], ...] = ()
    """(name as written, the card's name or ``None`` when unknown) of each card named."""

    @property
    def unknown_cards(self) -> tuple[str, ...]:
        """The card names the KB does not know, as written."""
        return tuple(surface for surface, name in self.cards if name is None)

    def to_json(self) -> dict[str, Any]:
        """``{"query", "understood", "cards", "results": [...]}``."""
        return {"query": self.query, "understood": list(self.understood),
                "cards": [{"name": name or surface, "known": name is not None}
                          for surface, name in self.cards],
                "results": [answer.to_json() for answer in self.results]}


#: Whether :class:`KBCards` reads a card the built-in pool has in the pool's words
#: rather than in an added card file's (MTGJSON, 2026 Oracle text: "battlefield", "mana
#: value", "any target").  Only matters with a card file added (`ingest --add`): with
#: only the built-in pool every figure is unchanged.  With /tmp/carddata/AtomicCards
#: (34,624 cards, 2026 Oracle text) added, off -> on (`eval`, recall@5 / MRR@10): dev
#: 224 0.664 / 0.587 -> 0.702 / 0.623 (built-in pool only: 0.705 / 0.622), batches
#: 18-29 pooled (877 questions) 0.339 / 0.357 -> 0.353 / 0.371 (pool only 0.354 /
#: 0.366), held aside 0.565 / 0.503 -> 0.589 / 0.488, own set 0.929 / 0.897 both;
#: --no-cards unchanged.  Most of the fall a full file brought was this: a pool card
#: read in modern words ("Disciple of the Vault ... from the battlefield", "Glissa
#: Sunseeker ... mana value") loses the 2003 rules its pool text finds.
BUILTIN_TEXT_FIRST = True


class KBCards:
    """The cards of a knowledge base as :func:`ask` reads them (a :class:`CardIndex`):
    each candidate name looked up in its card table (indexed: as fast with 30,000
    cards as with 50), the text from the card's page.
    """

    def __init__(self, kb: Any) -> None:
        self._kb = kb
        self._found: dict[str, str | None] = {}
        self._added: bool | None = None

    def lookup(self, key: str) -> str | None:
        """The card whose :func:`kb.reading.name_key` is *key*, or ``None``."""
        if key not in self._found:
            page = self._kb.card(key) if self._kb.has_card(key) else None
            self._found[key] = str(page.title) if page is not None else None
        return self._found[key]

    def late(self, name: str) -> bool:
        """Whether the card *name* may be printed after the KB's edition: only an added
        card file has it, and does not say it was printed by then (``after_edition``
        true, or unknown: a file without printings)."""
        if self._added is None:
            self._added = any(doc["id"] != BUILTIN_CARDS for doc in self._kb.card_documents())
        if not self._added:
            return False
        pages = self._kb.card_pages(name)
        return bool(pages) and all(page.document != BUILTIN_CARDS
                                   and page.data.get("after_edition") is not False
                                   for page in pages)

    def text(self, name: str) -> str | None:
        """The card's type line and rules text, each on a line of its own (as the
        search index holds them): the built-in pool's (in the 2003 rules' words) when it
        has the card and :data:`BUILTIN_TEXT_FIRST`, else the added card data's."""
        page = self._kb.card(name, BUILTIN_CARDS) if BUILTIN_TEXT_FIRST else None
        if page is None:
            page = self._kb.card(name)
        if page is None:
            return None
        data = page.data
        return "\n".join(str(data.get(f) or "") for f in ("type_line", "text")).strip()


def rule_family(rule_id: str) -> list[str]:
    """``502.9b`` → ``["502.9b", "502.9", "502"]``."""
    return list(family_of(rule_id))


@functools.lru_cache(maxsize=8192)
def family_of(rule_id: str) -> tuple[str, ...]:
    """:func:`rule_family` as a tuple, worked out once per rule number (an answer asks
    for the families of a few hundred rules, many times each).

    >>> family_of("502.9b"), family_of("glossary")
    (('502.9b', '502.9', '502'), ('glossary',))
    """
    try:
        number: RuleNumber | None = RuleNumber.parse(rule_id)
    except ValueError:
        return (rule_id,)
    out = []
    while number is not None:
        out.append(str(number))
        number = number.parent
    return tuple(out)


def _allow(document: str) -> list[tuple[str, str | None]]:
    return [("rule", document), ("glossary", document), ("ruling", None)]


def ask(index_dir: Path, question: str, limit: int = 10, document: str = DEFAULT_DOCUMENT,
        cards: CardIndex | None = None) -> AskResult:
    """Answer *question* from the index in *index_dir*: the best *limit* results.

    Rules come from *document* (the 2003 Comprehensive Rules by default),
    with its glossary and the rulings summary; *cards*, if given, names the
    cards the question may mention and gives their text.
    """
    with SearchSession(index_dir) as session:
        return answer(session, question, limit, document, cards)


def _clauses(reading: Interpretation) -> list[Clause]:
    """The text query of a reading: its words, and its phrases whole and in part."""
    clauses: list[Clause] = []
    for word, weight in reading.words:
        for field in WORD_FIELDS:
            clauses.append(Clause(field, (word,), weight, f"word:{word}"))
    for phrase, reason, weight in reading.phrases:
        words = tuple(question_tokens(phrase))
        for field in PHRASE_FIELDS:
            clauses.append(Clause(field, words, PHRASE_BOOST * weight, reason))
        if len(words) > 1:  # partial credit for part of a phrase
            clauses.extend(Clause("text", (w,), PHRASE_WORD_BOOST * weight, reason)
                           for w in words)
    return clauses


def answer(session: SearchSession, question: str, limit: int = 10,
           document: str = DEFAULT_DOCUMENT, cards: CardIndex | None = None) -> AskResult:
    """:func:`ask` in an open session (a web request's, or :func:`kb.evaluate.evaluate`'s
    for many questions)."""
    reading, clauses, ranked = _rank(session, question, limit, document, cards)
    terms = session.clause_terms(clauses)
    answers = []
    for score, hit, why in ranked:
        hit = session.annotate(hit, terms)
        why.extend(t for t in hit.matched if not t.startswith("word:")
                   and not any(w.startswith(t) for w in why))
        matched_words = [t[5:] for t in hit.matched if t.startswith("word:")]
        if matched_words:
            why.append("words: " + ", ".join(matched_words))
        answers.append(Answer(hit, score, "; ".join(why)))
    return AskResult(question, tuple(answers), reading.notes,
                     tuple((m.surface, m.name) for m in reading.cards if not m.player))


def ranking(session: SearchSession, question: str, limit: int = 50,
            document: str = DEFAULT_DOCUMENT, cards: CardIndex | None = None
            ) -> list[tuple[str, str]]:
    """The (kind, id) of :func:`answer`'s best *limit* results, without snippets or
    whys (its first ten are :func:`answer`'s ten): how far down an answer is."""
    return [(hit.kind, hit.id) for _, hit, _ in _rank(session, question, limit, document,
                                                      cards)[2]]


def _rank(session: SearchSession, question: str, limit: int, document: str,
          cards: CardIndex | None
          ) -> tuple[Interpretation, list[Clause], list[tuple[float, Hit, list[str]]]]:
    """The reading of *question*, its text query and its best *limit* results, scored."""
    reading, clauses, out, plain = _rank_both(session, question, limit, document, cards)
    if plain is not None:  # the prior only reorders the best without it (kb.rerank)
        out = rerank_module.keep_prior(plain, out)
    return reading, clauses, out[:max(1, limit)]


def _rank_both(session: SearchSession, question: str, limit: int, document: str,
               cards: CardIndex | None
               ) -> tuple[Interpretation, list[Clause], list[tuple[float, Hit, list[str]]],
                          list[tuple[float, Hit, list[str]]] | None]:
    """The reading of *question*, its text query, its results, scored, and the same
    ranked without the prior when the prior only reorders their best
    (:func:`kb.rerank.without_prior`), else None."""
    reading = interpret(session, question, document, cards=cards)
    clauses = _clauses(reading)
    hits: dict[str, Hit] = {}
    content: dict[str, float] = {}
    # Each candidate's text score (the hits themselves, score 0, are made once per process).
    text_score: dict[str, float] = {}
    if clauses:
        for score, hit in session.scored(clauses, allow=_allow(document), limit=_CANDIDATES):
            hits[hit.key] = hit
            text_score[hit.key] = score
            content[hit.key] = score * KIND_WEIGHTS.get(hit.kind, 0.3)
    # Card text read: ranked again without it, the question's own best keep places.
    read_cards = (cards is not None and not isinstance(cards, NamesOnly)
                  and any(m.name is not None for m in reading.cards))
    situation = _situation(question, reading, cards, read_cards) if RERANK else None
    brought: list[str] = []  # their keys: weighed by coverage as the best candidates are
    if situation and clauses:
        # The situation's rules start from their own text score, as if the candidate
        # list were longer for exactly them (kb.situations.SCORED).
        for score, hit in situation_hits(session, clauses, situation, document):
            if hit.key not in hits:
                hits[hit.key] = hit
                text_score[hit.key] = score
                content[hit.key] = score * KIND_WEIGHTS.get(hit.kind, 0.3)
                brought.append(hit.key)
    entries = [i for c in reading.concepts for i in c.entries
               if f"glossary:{document}:{i}" not in hits]
    if entries:  # a glossary entry an idea stands for joins the candidates (its text scored)
        for score, hit in session.scored(clauses or [Clause("id", (i,)) for i in entries],
                                         kind="glossary", document=document,
                                         limit=len(entries), any_of=[("id", i) for i in entries]):
            hits[hit.key] = hit
            text_score[hit.key] = score
            content[hit.key] = score * KIND_WEIGHTS.get(hit.kind, 0.3)
    pins = {number: (bonus, why) for number, bonus, why in reading.pins}
    if pins:
        # The rules pulled in that the text query did not reach: their bonus
        # (below) is all they score.
        families = [("family", number) for number in pins]
        pin_clauses = [Clause("family", (number,)) for number in pins]
        for score, hit in session.scored(pin_clauses, kind="rule", document=document,
                                         limit=_CANDIDATES, any_of=families):
            if hit.key not in hits:
                hits[hit.key] = hit
                text_score[hit.key] = score
    # Normalise by the best rule: a short glossary entry's BM25 score runs high.
    top = max((v for k, v in content.items() if hits[k].kind == "rule"), default=0.0) or 1.0
    # The rulings summary as a bridge: the rules the best-matching rulings are about.
    about = about_bonuses(session, hits, content, top, document) if ABOUT else {}
    for key in about:
        text_score.setdefault(key, 0.0)
    named = dict(reading.named_terms)
    defined = dict(reading.defined)
    concepts = [frozenset(session.stems(w)) for w, weight in reading.words if weight >= 1]
    concepts += [frozenset(session.stems(p)) for p, _, weight in reading.phrases
                 if weight >= 1]
    concepts = [c for c in dict.fromkeys(concepts) if c]
    best = sorted(content, key=content.__getitem__, reverse=True)[:COVERAGE_DEPTH] + brought
    rarity = _rarity(session, reading) if OWN_WEIGHT else {}
    scored: list[tuple[float, Hit, list[str]]] = []
    for key, hit in hits.items():
        score = content.get(key, 0.0) / top
        factor = 1.0
        if concepts and (key in best or key not in content):
            # Coordination: a record with more of the question's concepts ranks
            # higher (part of a phrase counts in part).
            stems = session.record_stems(key)
            coverage = sum(len(c & stems) / len(c) for c in concepts) / len(concepts)
            factor = (1 - COVERAGE_WEIGHT) + COVERAGE_WEIGHT * coverage
        score *= factor
        if rarity:
            own = session.own_stems(key)
            score += OWN_WEIGHT * KIND_WEIGHTS.get(hit.kind, 0.3) * sum(
                w for stem, w in rarity.items() if stem in own)
        why: list[str] = []
        if hit.kind == "rule":
            for depth, number in enumerate(family_of(hit.id)):
                if number in pins:
                    bonus, reason = pins[number]
                    # An asked rule always leads; a pulled-in one by how well it fits.
                    fit = 1.0 if bonus == ASKED_BONUS else FIT_BASE + (1 - FIT_BASE) * factor
                    score += (bonus[0] if depth == 0 else bonus[1]) * fit
                    why.append(reason)
                    break
            if key in about:
                score += about[key][0]
                why.append(about[key][1])
        elif hit.kind == "glossary" and hit.id in named:
            score += NAMED_TERM_BONUS + defined.get(hit.id, 0.0)
            why.append(named[hit.id])
        scored.append((score, hit, why))
    scored.sort(key=lambda item: (-item[0], item[1].kind != "rule", item[1].id))
    weights = rerank_module.load_weights()
    rows: list[tuple[float, ...]] = []
    weighed = None
    if RERANK:
        scored, rows, weighed = rerank_rows(session, scored, document, weights,
                                            situation=situation,
                                            cards=_card_rules(session, reading, cards, document)
                                            if read_cards else None)
    covers = functools.partial(_covers, session)
    depth = max(1, limit, CARD_TOP if read_cards else 1)
    ideas = reading.concepts
    if read_cards:  # the cards' text forms do not crowd out what is asked (kb.card_places)
        ideas = card_places.card_concepts(ideas, _form_share(session, reading, hits, document))

    def chosen(by: Sequence[float]) -> list[tuple[float, Hit, list[str]]]:
        ranked, words = ranked_both(scored, rows, by, weighed)
        out = _diversify(ranked, depth, ideas, covers)
        if words is not None:  # the situation only adds below the words' best (kb.rerank)
            out = keep_words(_diversify(words, depth, ideas, covers), out,
                             rerank_module.ADD_ONLY, rerank_module.ADD_ONLY_REORDER)
        return [(score, dataclasses.replace(hit, score=text_score.get(hit.key, 0.0)), why)
                for score, hit, why in out]

    without = rerank_module.without_prior(weights) if rows else None
    out = chosen(weights)
    plain = None if without is None else chosen(without)
    if read_cards and cards is not None:
        own_reading, _, own_ranked, own_plain = _rank_both(session, question, CARD_TOP,
                                                           document, NamesOnly(cards))
        share = _own_share(session, own_reading, reading) \
            if card_places.OWN_SHARE_ENABLED else None
        if own_plain is not None:
            own_ranked = rerank_module.keep_prior(own_plain, own_ranked)
        out = keep_own(out, own_ranked[:CARD_TOP], share=share)
        if plain is not None:
            plain = keep_own(plain, (own_ranked if own_plain is None else own_plain)[:CARD_TOP],
                             share=share)
        if card_focus.ENABLED:  # the rules of the abilities asked about (kb.card_focus)
            asked = card_focus.ability_rules(session, question, dict.fromkeys(_card_texts(reading, cards)),
                                             _rarity(session, _own_words(reading)))
            out = card_focus.place_results(out, *asked, own_ranked)
            plain = None if plain is None else card_focus.place_results(
                plain, *asked, own_ranked if own_plain is None else own_plain)
    return reading, clauses, out, plain


def _form_share(session: SearchSession, reading: Interpretation, hits: dict[str, Hit],
                document: str) -> Callable[[Concept], float]:
    """An idea → the greatest share of the question's own words (those of *reading*
    that are not its cards' text, by rarity: :func:`kb.card_places.own_share`) that one
    of its rules among *hits* holds in its own text."""
    rarity: dict[str, float] = {}

    def share(idea: Concept) -> float:  # asked only of a question with many forms
        if not rarity:
            rarity.update(_rarity(session, _own_words(reading)))
        keys = (f"rule:{document}:{number}" for number in idea.rules)
        return max((own_share(rarity, session.own_stems(key)) for key in keys if key in hits),
                   default=0.0)
    return share


def _own_share(session: SearchSession, own: Interpretation,
               read: Interpretation | None = None) -> Callable[[str], float]:
    """A record's key → the share of the question's own concepts it holds
    (:func:`kb.card_places.own_share`): of *own*'s words and phrases (the reading
    without the cards' text), by rarity, in its own text; all of them if it is a rule
    *own* pulls in (its principles, translations, glossary terms) or a subrule of one,
    or a rule the cards named together interact by (*read*'s "cards together" pins,
    :func:`kb.card_places.joint_pins`): the question names both."""
    rarity = _rarity(session, own)
    pins = frozenset(number for number, _, _ in own.pins)
    if read is not None:
        pins |= card_places.joint_pins(read.pins)

    def share(key: str) -> float:
        family = family_of(key.rsplit(":", 1)[-1]) if key.startswith("rule:") else ()
        return own_share(rarity, session.own_stems(key), family, pins)
    return share


def _card_rules(session: SearchSession, reading: Interpretation, cards: CardIndex | None,
                document: str) -> dict[str, card_rules.CardRule] | None:
    """The rules the text of the cards *reading* names touches, valued by the question's
    own words (:mod:`kb.card_rules`, only with its switch on)."""
    if not card_rules.ENABLED or cards is None:
        return None
    return card_rules.card_rules(session, _card_texts(reading, cards), _rarity(session, _own_words(reading)),
                                 document)


def _card_texts(reading: Interpretation, cards: CardIndex) -> list[str]:
    """The text of each card *reading* names, in its order ("" for a card *cards* has no text of)."""
    return [cards.text(name) or "" for name in named_cards(list(reading.cards))]


def _own_words(reading: Interpretation) -> Interpretation:
    """*reading* with only the question's own words and phrases (not its cards' text,
    read at a lower weight)."""
    return dataclasses.replace(reading, words=tuple(w for w in reading.words if w[1] >= 1),
                               phrases=tuple(p for p in reading.phrases if p[2] >= 1))


def _situation(question: str, reading: Interpretation, cards: CardIndex | None,
               read_cards: bool) -> dict[str, Brought] | None:
    """The rules the situation of *question* brings in (:mod:`kb.situations`): what the
    cards it names do, when their text is read, and the shape of what it asks."""
    from kb import situations
    from kb.interpret import quoted_text

    if not situations.ENABLED:
        return None
    texts = quoted_text(question)
    if read_cards and cards is not None:
        texts += _card_texts(reading, cards)
    return situations.situation_rules(question, texts)


def _rarity(session: SearchSession, reading: Interpretation) -> dict[str, float]:
    """Each stem of the question's words and phrases → its share of their summed
    inverse document frequency (a rare word counts more)."""
    import math

    weights: dict[str, float] = {}
    texts = [(w, weight) for w, weight in reading.words]
    texts += [(p, weight) for p, _, weight in reading.phrases]
    for text, weight in texts:
        for stem in session.stems(text):
            idf = math.log(1 + session.records() / (1 + session.stem_frequency(stem)))
            weights[stem] = max(weights.get(stem, 0.0), idf * min(1.0, weight))
    total = sum(weights.values()) or 1.0
    return {stem: w / total for stem, w in weights.items()}


def _covers(session: SearchSession, hit: Hit, concept: Concept) -> bool:
    """Whether *hit* stands for *concept*: one of its rules (or their subrules), or
    a record holding all its stems."""
    if hit.kind == "rule" and not concept.rules.isdisjoint(family_of(hit.id)):
        return True
    if hit.kind == "glossary" and hit.id in concept.entries:
        return True
    return bool(concept.stems) and concept.stems <= session.record_stems(hit.key)


def _group(hit: Hit) -> str:
    """The family a hit is grouped in for diversity: a rule's two-level number, else its kind/id."""
    if hit.kind == "rule":
        family = family_of(hit.id)
        return family[-2] if len(family) >= 2 else family[-1]
    return hit.kind


def _diversify(scored: list[tuple[float, Hit, list[str]]], limit: int,
               concepts: tuple[Concept, ...] = (),
               covers: Callable[[Hit, Concept], bool] | None = None
               ) -> list[tuple[float, Hit, list[str]]]:
    """Pick *limit* results, each further one of the same rule family costing
    :data:`FAMILY_PENALTY` (so "trample vs protection" shows both families);
    the scores returned are the penalised ones, so they decrease.

    While a concept of the question is not covered by the results picked so far
    and places are left in the first :data:`CONCEPT_DEPTH`, the best result
    covering one that is not goes first: scoring at least :data:`EARLY_CONCEPT_FLOOR`
    of the best while places are left, at least :data:`CONCEPT_FLOOR` once the
    concepts left fill the places left: "a face-down creature blocks a
    creature with fear" shows face-down and fear before a second rule of either,
    and the rule a question's shape points to (a principle's) comes up next to
    the rules of its topic.
    """
    chosen: list[tuple[float, Hit, list[str]]] = []
    seen: dict[str, int] = {}
    depth = max(limit, POOL)
    pool = scored[:depth]
    missing = list(concepts) if covers is not None else []
    floor = (pool[0][0] * CONCEPT_FLOOR) if pool else 0.0
    early_floor = (pool[0][0] * EARLY_CONCEPT_FLOOR) if pool else 0.0
    if missing and covers is not None:
        # The best record of each concept joins the pool even from further down.
        for concept in missing:
            if not any(covers(item[1], concept) for item in pool):
                extra = next((item for item in scored[depth:]
                              if item[0] >= floor and covers(item[1], concept)), None)
                if extra is not None:
                    pool.append(extra)
    groups = [_group(item[1]) for item in pool]
    while pool and len(chosen) < limit:
        def value(i: int) -> float:
            return pool[i][0] - FAMILY_PENALTY * seen.get(groups[i], 0)
        candidates = range(len(pool))
        if missing and covers is not None and len(chosen) < CONCEPT_DEPTH:
            least = floor if len(missing) >= CONCEPT_DEPTH - len(chosen) else early_floor
            useful = [i for i in candidates if pool[i][0] >= least
                      and any(covers(pool[i][1], c) for c in missing)]
            if useful:
                candidates = useful  # type: ignore[assignment]
        best = max(candidates, key=value)
        score, hit, why = pool.pop(best)
        group = groups.pop(best)
        penalised = score - FAMILY_PENALTY * seen.get(group, 0)
        if chosen and penalised > chosen[-1][0]:
            penalised = chosen[-1][0]  # moved up to cover a concept: scores still decrease
        chosen.append((penalised, hit, why))
        seen[group] = seen.get(group, 0) + 1
        if covers is not None:
            missing = [c for c in missing if not covers(hit, c)]
    return chosen
