"""Topic links across documents: records of different documents on the same topic.

- a rulings-summary section and the CR rules and glossary entries of each
  complete CR edition present whose title is the section's title (A.37
  Trample ↔ 502.9 Trample; C.2 "Step 1: Beginning of Combat" ↔ 307
  Beginning of Combat Step), plus the few in ``ingest/data/topics.yaml``
  that titles cannot find (K.17 Legendary Permanents ↔ 215 and 420.5e);
- the rulebook's glossary ↔ the CR glossary (same term or alias);
- the summary's index terms ↔ CR glossary terms and titled rules.

Titles are compared by :func:`topic_key`: case, punctuation, word order,
plurals, "(Obsolete)"-style qualifiers and the words "the", "a", "an", "of",
"and", "or" do not matter.  Each link records its ``basis``, one of
:data:`BASES`.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path
from typing import Any

from kb.model import GlossaryEntry, ParsedDocument, Rule, node_key, slugify

#: Why two records are linked.
BASES = {
    "title": "a rulings section's title is a CR rule's title",
    "glossary term": "a title or term is a CR glossary term (or one of its aliases)",
    "index term": "an index term of the rulings summary is a CR glossary term or rule title",
    "curated": "listed in ingest/data/topics.yaml (titles differ)",
}

#: The curated table.
TOPICS_FILE = Path(__file__).parent / "data" / "topics.yaml"

_STOP = frozenset({"the", "a", "an", "of", "and", "or"})
_QUALIFIER_RE = re.compile(r"\([^)]*\)")
_WORD_RE = re.compile(r"[a-z0-9]+")
_STEP_RE = re.compile(r"^Step \d+:\s*(.+)$")
_QUOTES = str.maketrans({"\u201c": "", "\u201d": "", '"': "", "\u2019": "'", "\u2018": "'"})


@dataclasses.dataclass(frozen=True, slots=True)
class TopicLink:
    """A link between two records of different documents on the same topic."""

    source: str
    """Node key of the rulings section, index term or rulebook glossary entry."""
    target: str
    """Node key of the CR rule or CR glossary entry."""
    basis: str
    """Why they are linked: a key of :data:`BASES`."""


def _singular(word: str) -> str:
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def topic_key(title: str) -> str:
    """The comparable form of a title or term.

    >>> topic_key("Step 1: Beginning of Combat") == topic_key("Beginning of Combat Step")
    True
    >>> topic_key("Removed from Game") == topic_key("Removed from the Game")
    True
    >>> topic_key("Legends") == topic_key("Legend (Obsolete)")
    True
    """
    title = title.strip()
    if step := _STEP_RE.match(title):
        title = f"{step.group(1)} Step"
    text = _QUALIFIER_RE.sub(" ", title.translate(_QUOTES).lower()).replace("'s", "")
    words = [_singular(w) for w in _WORD_RE.findall(text) if w not in _STOP]
    return " ".join(sorted(words))


@functools.lru_cache(maxsize=1)
def curated_topics() -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """The curated table: ``(section id, ((rule number, words it must contain), ...))``."""
    import yaml

    data: Any = yaml.safe_load(TOPICS_FILE.read_text(encoding="utf-8")) or []
    table: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    for item in data:
        rules = tuple((str(rule["rule"]), str(rule["has"])) for rule in item["rules"])
        table.append((str(item["section"]), rules))
    return tuple(table)


class _Edition:
    """Lookups into one complete CR edition."""

    def __init__(self, parsed: ParsedDocument) -> None:
        self.id = parsed.document.id
        self.rules = {str(rule.number): rule for rule in parsed.rules}
        self.by_title: dict[str, list[Rule]] = {}
        for rule in parsed.rules:
            if rule.title:
                self.by_title.setdefault(topic_key(rule.title), []).append(rule)
        self.by_term: dict[str, list[GlossaryEntry]] = {}
        for entry in parsed.glossary:
            for name in (entry.term, *entry.aliases):
                found = self.by_term.setdefault(topic_key(name), [])
                if entry not in found:
                    found.append(entry)

    def rule_key(self, rule: Rule) -> str:
        return node_key("rule", self.id, str(rule.number))

    def glossary_key(self, entry: GlossaryEntry) -> str:
        return node_key("glossary", self.id, entry.slug)

    def matches(self, key: str) -> tuple[list[Rule], list[GlossaryEntry]]:
        if not key:
            return [], []
        return self.by_title.get(key, []), self.by_term.get(key, [])


class _Links:
    def __init__(self) -> None:
        self.links: dict[tuple[str, str], TopicLink] = {}

    def add(self, source: str, target: str, basis: str) -> None:
        self.links.setdefault((source, target), TopicLink(source, target, basis))


def topic_links(documents: list[ParsedDocument]) -> list[TopicLink]:
    """The topic links among *documents*, in a stable order, one per pair of records.

    Only complete CR editions are linked to (a partial edition would give
    links for some topics and silently lack others).
    """
    editions = [_Edition(parsed) for parsed in documents
                if parsed.document.kind == "comprehensive_rules"
                and parsed.document.scope == "complete"]
    links = _Links()
    for parsed in documents:
        kind = parsed.document.kind
        for edition in editions:
            if kind == "rulings_summary":
                _link_summary(parsed, edition, links)
            elif kind == "rulebook":
                _link_rulebook(parsed, edition, links)
    return list(links.links.values())


def _link_summary(parsed: ParsedDocument, edition: _Edition, links: _Links) -> None:
    doc_id = parsed.document.id
    sections = {section.id: section for section in parsed.sections}
    for section in parsed.sections:
        source = node_key("section", doc_id, section.id)
        rules, terms = edition.matches(topic_key(section.title))
        for rule in rules:
            links.add(source, edition.rule_key(rule), "title")
        for entry in terms:
            links.add(source, edition.glossary_key(entry), "glossary term")
    for section_id, specs in curated_topics():
        if section_id not in sections:
            continue
        source = node_key("section", doc_id, section_id)
        for number, words in specs:
            listed = edition.rules.get(number)
            if listed is not None and words.lower() in f"{listed.title}\n{listed.text}".lower():
                links.add(source, edition.rule_key(listed), "curated")
    for item in parsed.index:
        source = node_key("index", doc_id, slugify(item.term))
        rules, terms = edition.matches(topic_key(item.term))
        for entry in terms:
            links.add(source, edition.glossary_key(entry), "index term")
        for rule in rules:
            links.add(source, edition.rule_key(rule), "index term")


def _link_rulebook(parsed: ParsedDocument, edition: _Edition, links: _Links) -> None:
    doc_id = parsed.document.id
    for entry in parsed.glossary:
        source = node_key("glossary", doc_id, entry.slug)
        for name in (entry.term, *entry.aliases):
            for match in edition.matches(topic_key(name))[1]:
                links.add(source, edition.glossary_key(match), "glossary term")
