"""The cross-reference graph of every rule, glossary entry, ruling, edition and card.

A :class:`networkx.MultiDiGraph` whose nodes are keyed by :func:`kb.model.node_key`
and whose edges carry a ``type`` (see :data:`EDGE_TYPES`) and, where the edge was
read from text, the ``text`` it came from. Every reference is an edge that can
be followed both ways (``graph.in_edges`` gives the back-references).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

import networkx as nx

from kb.model import (KEYWORD_ABILITIES, Card, GlossaryEntry, ParsedDocument, Reference, Rule,
                      node_key, slugify)

#: Edge types and what they mean (also the RDF properties they map to).
EDGE_TYPES = {
    "is_part_of": "a record belongs to its parent rule, section or document",
    "cites": "a rule's text refers to another rule of the same edition",
    "points_to": "a glossary entry refers to a rule",
    "uses_term": "a rule's text uses a glossary term",
    "see": "a glossary entry redirects to another (\"See X\")",
    "refers_to": "a ruling refers to another ruling or section (\"Rule K.25\")",
    "cites_edition": "a ruling cites a rule of a dated CR edition that is loaded",
    "cites_unloaded": "a ruling cites a rule of a dated CR edition that is not loaded",
    "out_of_scope": "a partial edition refers to a rule outside the part it holds",
    "topic": "two records of different documents on the same topic",
    "index_term": "an index term of the rulings summary points to a section",
    "same_number": "the same rule number in two editions (attribute changed)",
    "has_keyword": "a card has a keyword ability: to its rule of 502 (attributes text, via)",
    "mentions": "a card's text uses a glossary term, or a modern word the translation "
                "layer reads as a rule (attributes text, via)",
    "names_card": "a ruling (or rulings section) names a card (attribute text)",
    "about": "a ruling (or rulings section) is about a 2003 rule, found by content "
             "(attributes method, score; kb/ruling_about.py): derived, never its citation",
}

_TERM_STOP = {"y", "z"}
_WORD_RE = re.compile(r"[a-z0-9]+(?:'s)?", re.IGNORECASE)


def _singular(word: str) -> str:
    """``creatures`` → ``creature``, ``player's`` → ``player`` (good enough for term matching)."""
    if word.endswith("'s"):
        return word[:-2]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


@dataclasses.dataclass(slots=True)
class ReferenceStats:
    """What ``stats`` reports under ``references``."""

    found: int = 0
    resolved: int = 0
    unresolved: list[dict[str, str]] = dataclasses.field(default_factory=list)
    external: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return dataclasses.asdict(self)


class _Builder:
    def __init__(self, documents: list[ParsedDocument]) -> None:
        self.documents = documents
        self.graph = nx.MultiDiGraph()
        self.stats = ReferenceStats()
        self.cr_by_edition = {doc.document.edition: doc.document.id for doc in documents
                              if doc.document.kind == "comprehensive_rules"
                              and doc.document.edition and doc.document.scope == "complete"}

    def node(self, key: str, kind: str, document: str, ident: str, title: str = "",
             **attrs: Any) -> None:
        self.graph.add_node(key, kind=kind, document=document, id=ident, title=title, **attrs)

    def edge(self, source: str, target: str, type_: str, **attrs: Any) -> None:
        self.graph.add_edge(source, target, type=type_, **attrs)

    def unresolved(self, source: str, ref: Reference) -> None:
        self.stats.unresolved.append({"source": source, "target": ref.target, "text": ref.text})

    # -- nodes ------------------------------------------------------------------

    def add_documents(self) -> None:
        for parsed in self.documents:
            doc = parsed.document
            doc_key = node_key("document", doc.id, doc.id)
            self.node(doc_key, "document", doc.id, doc.id, doc.title, edition=doc.edition,
                      doc_kind=doc.kind, label=doc.label, scope=doc.scope)
            for rule in parsed.rules:
                self.node(self.rule_key(doc.id, rule.id), "rule", doc.id, rule.id, rule.title)
            for entry in parsed.glossary:
                self.node(node_key("glossary", doc.id, entry.slug), "glossary", doc.id, entry.slug,
                          entry.term)
            for section in parsed.sections:
                self.node(node_key("section", doc.id, section.id), "section", doc.id,
                          section.id, section.title)
            for ruling in parsed.rulings:
                self.node(node_key("ruling", doc.id, ruling.number), "ruling", doc.id,
                          ruling.number, "")
            for item in parsed.index:
                self.node(node_key("index", doc.id, slugify(item.term)), "index", doc.id,
                          slugify(item.term), item.term)
            for passage in parsed.rulebook:
                self.node(node_key("rulebook", doc.id, passage.slug), "rulebook", doc.id,
                          passage.slug, passage.title)
            for card in parsed.cards:
                self.node(node_key("card", doc.id, card.slug), "card", doc.id, card.slug, card.name)

    @staticmethod
    def rule_key(document: str, number: str) -> str:
        return node_key("rule", document, number)

    # -- edges ------------------------------------------------------------------

    def add_structure(self) -> None:
        for parsed in self.documents:
            doc_id = parsed.document.id
            doc_key = node_key("document", doc_id, doc_id)
            for rule in parsed.rules:
                parent = self.rule_key(doc_id, str(rule.parent)) if rule.parent else doc_key
                self.edge(self.rule_key(doc_id, rule.id), parent, "is_part_of")
            for entry in parsed.glossary:
                self.edge(node_key("glossary", doc_id, entry.slug), doc_key, "is_part_of")
            for section in parsed.sections:
                self.edge(node_key("section", doc_id, section.id), doc_key, "is_part_of")
            for ruling in parsed.rulings:
                self.edge(node_key("ruling", doc_id, ruling.number),
                          node_key("section", doc_id, ruling.section), "is_part_of")
            for passage in parsed.rulebook:
                self.edge(node_key("rulebook", doc_id, passage.slug), doc_key, "is_part_of")
            for card in parsed.cards:
                self.edge(node_key("card", doc_id, card.slug), doc_key, "is_part_of")

    def add_rule_references(self) -> None:
        for parsed in self.documents:
            doc = parsed.document
            present = {rule.id for rule in parsed.rules}
            for rule in parsed.rules:
                source = self.rule_key(doc.id, rule.id)
                for ref in rule.references:
                    self.resolve_rule_ref(doc.id, doc.scope, present, source, ref, "cites")
            for entry in parsed.glossary:
                source = node_key("glossary", doc.id, entry.slug)
                for ref in entry.references:
                    self.resolve_rule_ref(doc.id, doc.scope, present, source, ref, "points_to")

    def resolve_rule_ref(self, doc_id: str, scope: str, present: set[str], source: str,
                         ref: Reference, type_: str) -> None:
        self.stats.found += 1
        if ref.target in present:
            self.stats.resolved += 1
            self.edge(source, self.rule_key(doc_id, ref.target), type_, text=ref.text, start=ref.start)
        elif scope != "complete" or not present:
            # A partial edition (or a rulebook) refers to a rule it does not hold.
            bucket = self.stats.external.setdefault(doc_id, {"out_of_scope": 0, "loaded": False})
            bucket["out_of_scope"] += 1
            self.stats.resolved += 1
            target = node_key("document", doc_id, doc_id)
            self.edge(source, target, "out_of_scope", text=ref.text, rule=ref.target)
        else:
            self.unresolved(source, ref)

    def add_glossary_links(self) -> None:
        for parsed in self.documents:
            doc = parsed.document
            by_alias: dict[str, str] = {}
            for entry in parsed.glossary:
                for name in (entry.term, *entry.aliases):
                    by_alias.setdefault(slugify(name), entry.slug)
            for entry in parsed.glossary:
                for target in entry.see:
                    self.stats.found += 1
                    slug = by_alias.get(slugify(target))
                    if slug is None:
                        self.unresolved(node_key("glossary", doc.id, entry.slug),
                                        Reference(target, "glossary", f"See {target}"))
                        continue
                    self.stats.resolved += 1
                    self.edge(node_key("glossary", doc.id, entry.slug), node_key("glossary", doc.id, slug),
                              "see", text=f"See {target}")
            if doc.kind == "comprehensive_rules" and parsed.glossary:
                self.add_term_uses(doc.id, parsed.rules, parsed.glossary)

    def add_term_uses(self, doc_id: str, rules: list[Rule], glossary: list[GlossaryEntry]) -> None:
        """Link each rule to the glossary terms its text uses (plurals and hyphens allowed)."""
        names: dict[tuple[str, ...], str] = {}
        for entry in glossary:
            if entry.see and entry.text.lstrip().lower().startswith("see "):
                continue  # a bare redirect ("If": see "Intervening 'If' Clause") defines nothing
            for name in (entry.term, *entry.aliases):
                words = tuple(_WORD_RE.findall(name.lower()))
                if words and (len(words) > 1 or len(words[0]) > 1) and words[0] not in _TERM_STOP:
                    names.setdefault(words, entry.slug)
        longest = max((len(words) for words in names), default=0)
        for rule in rules:
            tokens = [(m.group(0).lower(), m.start(), m.end()) for m in _WORD_RE.finditer(rule.text)]
            seen: set[str] = set()
            for i in range(len(tokens)):
                for n in range(min(longest, len(tokens) - i), 0, -1):
                    gram = tuple(t[0] for t in tokens[i:i + n])
                    slug = names.get(gram) or names.get((*gram[:-1], _singular(gram[-1])))
                    if slug is not None:
                        if slug not in seen:
                            seen.add(slug)
                            self.edge(self.rule_key(doc_id, rule.id), node_key("glossary", doc_id, slug),
                                      "uses_term", text=rule.text[tokens[i][1]:tokens[i + n - 1][2]])
                        break

    def add_rulings_links(self) -> None:
        for parsed in self.documents:
            if parsed.document.kind != "rulings_summary":
                continue
            doc_id = parsed.document.id
            rulings = {r.number for r in parsed.rulings}
            sections = {s.id for s in parsed.sections}
            sources = [(node_key("ruling", doc_id, r.number), r.references) for r in parsed.rulings]
            sources += [(node_key("section", doc_id, s.id), s.references) for s in parsed.sections]
            for source, references in sources:
                for ref in references:
                    if ref.kind == "ruling":
                        self.add_ruling_reference(doc_id, rulings, sections, source, ref)
                    elif ref.kind == "external" and ref.edition:
                        self.add_citation(source, ref)
            for item in parsed.index:
                source = node_key("index", doc_id, slugify(item.term))
                for target in item.sections:
                    kind = "section" if target in sections else "ruling"
                    if target in sections or target in rulings:
                        self.edge(source, node_key(kind, doc_id, target), "index_term")

    def add_ruling_reference(self, doc_id: str, rulings: set[str], sections: set[str],
                             source: str, ref: Reference) -> None:
        """``Rule K.25``: to the entry of that number, else the section."""
        self.stats.found += 1
        if ref.target in rulings:
            target = node_key("ruling", doc_id, ref.target)
        elif ref.target in sections:
            target = node_key("section", doc_id, ref.target)
        else:
            self.unresolved(source, ref)
            return
        self.stats.resolved += 1
        self.edge(source, target, "refers_to", text=ref.text)

    def add_citation(self, source: str, ref: Reference) -> None:
        """A ruling's ``[CompRules DATE - N]``: linked to that edition's rule, never another's."""
        assert ref.edition is not None
        self.stats.found += 1
        bucket = self.stats.external.setdefault(
            ref.edition, {"citations": 0, "resolved": 0, "loaded": ref.edition in self.cr_by_edition})
        bucket["citations"] += 1
        doc_id = self.cr_by_edition.get(ref.edition)
        target = self.rule_key(doc_id, ref.target) if doc_id else None
        if target is not None and target in self.graph:
            bucket["resolved"] += 1
            self.stats.resolved += 1
            self.edge(source, target, "cites_edition", text=ref.text, edition=ref.edition)
        elif doc_id is not None:
            # The edition is loaded but has no such rule: a real unresolved reference.
            self.unresolved(source, ref)
        else:
            self.stats.resolved += 1
            edition_key = node_key("edition", ref.edition, ref.edition)
            if edition_key not in self.graph:
                self.node(edition_key, "edition", ref.edition, ref.edition,
                          f"Comprehensive Rules of {ref.edition} (not loaded)", loaded=False)
            self.edge(source, edition_key, "cites_unloaded", text=ref.text, rule=ref.target)

    def add_topics(self, topics: Iterable[tuple[str, str, str]]) -> None:
        for source, target, basis in topics:
            if source in self.graph and target in self.graph:
                self.edge(source, target, "topic", basis=basis)

    def add_cards(self, edition: str) -> None:
        """Link each card to the rules of its keywords and the glossary terms of its
        text in the CR document *edition* (read through the translation layer)."""
        from kb.ask import load_vocabulary
        from kb.cardlinks import CardLinker

        cards = [(parsed.document.id, card) for parsed in self.documents for card in parsed.cards]
        cr = next((d for d in self.documents if d.document.id == edition), None)
        if not cards or cr is None:
            return
        vocabulary = load_vocabulary()
        translations = {phrase: (entry.rules[0] if entry.rules else "", entry.cite)
                        for phrase, entry in vocabulary.phrases.items()}
        linker = CardLinker(cr.rules, cr.glossary, translations, vocabulary.generic)
        for doc_id, card in cards:
            source = node_key("card", doc_id, card.slug)
            for link in linker.links(card):
                target = node_key(link.kind, edition, link.target)
                if target in self.graph:
                    self.edge(source, target, link.type, text=link.text, via=link.via)
        self.add_card_names(cards, cr)

    def add_card_names(self, cards: list[tuple[str, Card]], cr: ParsedDocument) -> None:
        """Link each ruling and rulings section to the cards its text names."""
        from kb.cardlinks import NameFinder

        keys: dict[str, list[str]] = {}
        for doc_id, card in cards:
            keys.setdefault(card.name, []).append(node_key("card", doc_id, card.slug))
        words = [name for entry in cr.glossary for name in (entry.term, *entry.aliases)]
        finder = NameFinder(keys, [*words, *KEYWORD_ABILITIES])
        for parsed in self.documents:
            if parsed.document.kind != "rulings_summary":
                continue
            doc_id = parsed.document.id
            texts = [(node_key("ruling", doc_id, r.number), "\n".join((r.text, *r.notes)))
                     for r in parsed.rulings]
            texts += [(node_key("section", doc_id, s.id), "\n".join((s.text, *s.notes)))
                      for s in parsed.sections]
            for source, text in texts:
                for name in finder.find(text):
                    for target in keys[name]:
                        self.edge(source, target, "names_card", text=name)

    def add_about(self, links: Iterable[Any]) -> None:
        """The ``about`` links of :mod:`kb.ruling_about` (:class:`kb.ruling_about.About`)."""
        from kb.ruling_about import TARGET_EDITION

        for link in links:
            target = self.rule_key(TARGET_EDITION, link.rule)
            if link.source in self.graph and target in self.graph:
                self.edge(link.source, target, "about", method=link.method, score=link.score)

    def add_editions(self) -> None:
        """Link the same rule number across the CR documents present."""
        texts: dict[str, list[tuple[str, str]]] = {}
        for parsed in self.documents:
            if parsed.document.kind != "comprehensive_rules":
                continue
            for rule in parsed.rules:
                texts.setdefault(rule.id, []).append((parsed.document.id, _normalise(rule)))
        for number, versions in texts.items():
            for i, (doc_a, text_a) in enumerate(versions):
                for doc_b, text_b in versions[i + 1:]:
                    self.edge(self.rule_key(doc_a, number), self.rule_key(doc_b, number),
                              "same_number", changed=text_a != text_b)


def _normalise(rule: Rule) -> str:
    """Text compared across editions: whitespace and quote styles do not count as changes."""
    text = " ".join((rule.text, *rule.examples)).replace("\u2019", "'").replace("\u201c", '"')
    return " ".join(text.replace("\u201d", '"').split())


def build_graph(documents: list[ParsedDocument],
                topics: Iterable[tuple[str, str, str]] = (),
                card_edition: str = "cr-2003-12-01",
                about: Iterable[Any] = ()) -> tuple[nx.MultiDiGraph, ReferenceStats]:
    """Build the graph of *documents* and count its references.

    *topics* are ``(source key, target key, basis)`` links across documents; cards
    are linked to the rules and glossary of the CR document *card_edition*;
    *about* are :func:`kb.ruling_about.about_links`' links.
    """
    builder = _Builder(documents)
    builder.add_documents()
    builder.add_structure()
    builder.add_rule_references()
    builder.add_glossary_links()
    builder.add_rulings_links()
    builder.add_topics(topics)
    builder.add_editions()
    builder.add_cards(card_edition)
    builder.add_about(about)
    return builder.graph, builder.stats


def graph_stats(graph: nx.MultiDiGraph) -> dict[str, Any]:
    """``{"nodes", "edges", "by_type", "nodes_by_kind"}`` of *graph*."""
    by_type = Counter(data["type"] for _, _, data in graph.edges(data=True))
    by_kind = Counter(data["kind"] for _, data in graph.nodes(data=True))
    return {"nodes": graph.number_of_nodes(), "edges": graph.number_of_edges(),
            "by_type": dict(sorted(by_type.items())), "nodes_by_kind": dict(sorted(by_kind.items()))}


def save_graph(graph: nx.MultiDiGraph, path: Path) -> None:
    """Write *graph* as node-link JSON."""
    data = nx.node_link_data(graph, edges="edges", name="key")
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def load_graph(path: Path) -> nx.MultiDiGraph:
    """Read a graph written by :func:`save_graph`."""
    data = json.loads(path.read_text(encoding="utf-8"))
    graph: nx.MultiDiGraph = nx.node_link_graph(data, edges="edges", name="key", directed=True,
                                                 multigraph=True)
    return graph
