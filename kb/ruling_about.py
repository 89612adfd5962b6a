"""What each entry of the rulings summary is about in the 2003 Comprehensive Rules.

The General Rulings Summary (2003-07-24) describes concrete situations the way
players ask about them, and 232 of its entries cite a rule number of an earlier
CR edition (220 of 2001-07-23).  A citation is only ever linked to the rule of
*its* edition (:mod:`kb.graph`): the 2003 rule with the same number is often
another rule (2001's 214.4 is an artifact rule, 2003's 214.4 is not).  This
module derives a separate relation instead, **about**: each ruling and each
rulings section to the 2003 rules it is about, found by *content*, each link
recording how it was found (:data:`METHODS`).  It is never presented as the
ruling's citation.

- A section is about the rules its title names (A.37 Trample → 502.9; the
  ``topic`` links of :mod:`ingest.topics`, title, glossary term or curated).
- A ruling is about the 2003 rule whose words best match its own (TF-IDF
  cosine over stems): the rules of its section's topic and their subrules are
  preferred, and a cited number is a hint (the 2003 rule of that number, and
  the rules of its three-digit section, score a little more), never an answer.
- When the cited edition is loaded, the cited rule's own words join the
  ruling's, so the 2003 rule that says the same thing wins.

Plain Python over :mod:`kb.model` (and :mod:`kb.search_text`'s stems); computed
once at ingest, stored as ``about`` edges in the graph and as the ``about``
field of a ruling's search record (:mod:`kb.search_records`).
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Iterable

from kb.model import ParsedDocument, Rule, node_key
from kb.search_text import stems

#: How an ``about`` link was found.
METHODS = {
    "section topic": "the rulings section's title names the 2003 rule (a topic link)",
    "ruling text": "the ruling's words best match the 2003 rule's among its section's "
                   "topic rules and the cited number's section (a hint, not a citation)",
    "cited text": "the words of the rule the ruling cites, in its loaded edition, "
                  "best match the 2003 rule's",
}

#: The edition the relation points into.
TARGET_EDITION = "cr-2003-12-01"
#: Extra score of a rule in the family of the section's topic rules.
TOPIC_PRIOR = 0.15
#: Extra score of the 2003 rule with the cited number, and of its three-digit section.
NUMBER_HINT = 0.2
SECTION_HINT = 0.05
#: A ruling whose best match scores less than this is about nothing found.
MIN_SCORE = 0.35


@dataclasses.dataclass(frozen=True, slots=True)
class About:
    """One link: a ruling or rulings section is about a 2003 rule."""

    source: str
    """Node key of the ruling or rulings section."""
    rule: str
    """The 2003 rule's number (of :data:`TARGET_EDITION`)."""
    method: str
    """How it was found: a key of :data:`METHODS`."""
    score: float = 1.0
    """How well the words matched (1.0 for a section topic)."""


def _family(number: str) -> list[str]:
    """``502.9b`` → ``["502.9b", "502.9", "502"]``."""
    out = [number]
    if number[-1].isalpha() and "." in number:
        out.append(number[:-1])
    if "." in number:
        out.append(number.split(".")[0])
    return list(dict.fromkeys(out))


class _Vectors:
    """TF-IDF vectors of the rules of one CR edition (title, text and their headings)."""

    def __init__(self, rules: list[Rule]) -> None:
        by_id = {rule.id: rule for rule in rules}
        counts: dict[str, Counter[str]] = {}
        for rule in rules:
            headings = [by_id[n].title for n in _family(rule.id)[1:] if n in by_id]
            counts[rule.id] = Counter(stems(" ".join((rule.title, rule.title, rule.text,
                                                      *headings))))
        frequency: Counter[str] = Counter()
        for bag in counts.values():
            frequency.update(bag.keys())
        total = max(1, len(counts))
        self.idf = {stem: math.log(1 + total / n) for stem, n in frequency.items()}
        self.vectors = {number: self.vector(bag) for number, bag in counts.items()}
        self._families: dict[tuple[str, ...], frozenset[str]] = {}
        self.postings: dict[str, list[tuple[str, float]]] = {}
        for number, vector in self.vectors.items():
            for stem, weight in vector.items():
                self.postings.setdefault(stem, []).append((number, weight))

    def vector(self, bag: Counter[str]) -> dict[str, float]:
        """A unit TF-IDF vector of *bag* (stems unknown to the rules are dropped)."""
        weights = {s: (1 + math.log(n)) * self.idf[s] for s, n in bag.items() if s in self.idf}
        norm = math.sqrt(sum(w * w for w in weights.values())) or 1.0
        return {s: w / norm for s, w in weights.items()}

    def families(self, numbers: tuple[str, ...]) -> frozenset[str]:
        """The rules of *numbers* and all their subrules."""
        found = self._families.get(numbers)
        if found is None:
            found = frozenset(n for n in self.vectors
                              if any(t in _family(n) for t in numbers))
            self._families[numbers] = found
        return found

    def similarities(self, query: dict[str, float]) -> dict[str, float]:
        """Rule number → cosine of *query* and the rule (rules sharing a stem only)."""
        scores: dict[str, float] = {}
        for stem, weight in query.items():
            for number, other in self.postings.get(stem, ()):
                scores[number] = scores.get(number, 0.0) + weight * other
        return scores


def about_links(documents: Iterable[ParsedDocument],
                topics: Iterable[tuple[str, str, str]] = ()) -> list[About]:
    """The ``about`` links of every rulings summary among *documents* into the 2003
    CR (none if that edition is absent); *topics* are :mod:`ingest.topics`' links
    ``(source key, target key, basis)``, computed from *documents* when not given."""
    documents = list(documents)
    cr = next((d for d in documents if d.document.id == TARGET_EDITION), None)
    if cr is None:
        return []
    topics = list(topics)
    if not topics:
        from ingest.topics import topic_links

        topics = [(t.source, t.target, t.basis) for t in topic_links(documents)]
    prefix = node_key("rule", TARGET_EDITION, "")
    section_rules: dict[str, list[str]] = {}
    for source, target, _ in topics:
        if target.startswith(prefix):
            section_rules.setdefault(source, []).append(target[len(prefix):])
    cited_texts = {(d.document.edition, rule.id): rule.text for d in documents
                   if d.document.kind == "comprehensive_rules" and d.document.scope == "complete"
                   and d.document.id != TARGET_EDITION for rule in d.rules}
    vectors = _Vectors(cr.rules)
    links: list[About] = []
    for parsed in documents:
        if parsed.document.kind != "rulings_summary":
            continue
        doc_id = parsed.document.id
        titles = {s.id: s.title for s in parsed.sections}
        for section in parsed.sections:
            key = node_key("section", doc_id, section.id)
            links.extend(About(key, number, "section topic")
                         for number in section_rules.get(key, []))
        for ruling in parsed.rulings:
            topic = section_rules.get(node_key("section", doc_id, ruling.section), [])
            found = _best_rule(vectors, ruling.text, ruling.notes, titles.get(ruling.section, ""),
                               topic, [(s.date, s.rule) for s in ruling.sources if s.rule],
                               cited_texts)
            if found is not None:
                links.append(About(node_key("ruling", doc_id, ruling.number), *found))
    return links


def _best_rule(vectors: _Vectors, text: str, notes: tuple[str, ...], title: str,
               topic: list[str], citations: list[tuple[str | None, str | None]],
               cited_texts: dict[tuple[str | None, str], str]) -> tuple[str, str, float] | None:
    """``(rule, method, score)`` of the 2003 rule a ruling is most about, or None."""
    words = [text, *notes, title, title]
    method = "ruling text"
    for date, number in citations:
        cited = cited_texts.get((date, number or ""))
        if cited:
            words += [cited, cited]
            method = "cited text"
    query = vectors.vector(Counter(stems(" ".join(words))))
    topic_family = vectors.families(tuple(topic))
    hinted = {number for _, number in citations if number}
    hinted_sections = {n.split(".")[0] for n in hinted}
    best: tuple[float, str] | None = None
    for number, score in vectors.similarities(query).items():
        if number in topic_family:
            score += TOPIC_PRIOR
        if method == "ruling text":
            if number in hinted:
                score += NUMBER_HINT
            if number.split(".")[0] in hinted_sections:
                score += SECTION_HINT
        if best is None or score > best[0]:
            best = (score, number)
    if best is None or best[0] < MIN_SCORE:
        return None
    return best[1], method, round(best[0], 3)


def about_by_source(links: Iterable[About]) -> dict[str, tuple[str, ...]]:
    """Node key → the 2003 rule numbers it is about, in order."""
    out: dict[str, list[str]] = {}
    for link in links:
        out.setdefault(link.source, []).append(link.rule)
    return {key: tuple(dict.fromkeys(rules)) for key, rules in out.items()}
