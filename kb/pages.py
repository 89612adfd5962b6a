"""Precompute one JSON page per record from the graph, and write ``lookup.sqlite``.

Every lookup the CLI and the web app make at run time is then a single indexed
SQLite read: the graph is walked once, at ingest.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any, Iterator

import networkx as nx

from kb.model import KB_EDITION_DATE, Card, ParsedDocument, Rule, node_key, slugify
from kb.store import LOOKUP_SCHEMA


def _link(graph: nx.MultiDiGraph, key: str, **extra: Any) -> dict[str, Any]:
    node = graph.nodes[key]
    return {"key": key, "kind": node["kind"], "id": node["id"], "document": node["document"],
            "title": node.get("title", ""), **extra}


class _Pages:
    def __init__(self, graph: nx.MultiDiGraph, documents: list[ParsedDocument]) -> None:
        self.graph = graph
        self.documents = documents
        self.editions = {d.document.id: d.document for d in documents}
        self.section_titles = {(d.document.id, r.number.section): r.title for d in documents
                               for r in d.rules if r.number.rule is None}
        # Rule texts by node key, so that a rule page shows the other editions' wording.
        self.rule_texts = {node_key("rule", d.document.id, r.id): r.text
                           for d in documents for r in d.rules}
        self.topic_cache: dict[str, list[tuple[str, dict[str, Any]]]] = {}

    def out(self, key: str, *types: str) -> list[tuple[str, dict[str, Any]]]:
        return [(t, d) for _, t, d in self.graph.out_edges(key, data=True) if d["type"] in types]

    def into(self, key: str, *types: str) -> list[tuple[str, dict[str, Any]]]:
        return [(s, d) for s, _, d in self.graph.in_edges(key, data=True) if d["type"] in types]

    def links(self, pairs: list[tuple[str, dict[str, Any]]]) -> list[dict[str, Any]]:
        seen: set[str] = set()
        result = []
        for key, data in pairs:
            if key in seen:
                continue
            seen.add(key)
            extra = {k: v for k, v in data.items() if k in ("type", "text", "basis", "edition", "rule")}
            result.append(_link(self.graph, key, **extra))
        return result

    def about(self, pairs: list[tuple[str, dict[str, Any]]]) -> list[dict[str, Any]]:
        """Links of ``about`` edges (:mod:`kb.ruling_about`): derived by content, never a
        citation; each with how it was found (``method``, ``method_text``) and ``score``."""
        from kb.ruling_about import METHODS

        return [_link(self.graph, key, type="about", method=data["method"],
                      method_text=METHODS.get(data["method"], ""), score=data["score"])
                for key, data in pairs]

    # -- rules ------------------------------------------------------------------

    def rule(self, parsed: ParsedDocument, rule: Rule, prev: str | None, nxt: str | None) -> dict[str, Any]:
        doc = parsed.document
        key = node_key("rule", doc.id, rule.id)
        rulings: list[tuple[str, dict[str, Any]]] = []
        ancestor: str | None = key
        while ancestor is not None:
            rulings += [(k, d) for k, d in self.out(ancestor, "topic") + self.into(ancestor, "topic")
                        if self.graph.nodes[k]["kind"] in ("section", "ruling")]
            parents = self.out(ancestor, "is_part_of")
            ancestor = parents[0][0] if parents and self.graph.nodes[parents[0][0]]["kind"] == "rule" else None
        rulings += self.into(key, "cites_edition")
        others = []
        for other, data in self.out(key, "same_number") + self.into(key, "same_number"):
            other_doc = self.editions[self.graph.nodes[other]["document"]]
            others.append({"document": other_doc.id, "edition": other_doc.edition,
                           "label": other_doc.label or other_doc.title,
                           "text": self.rule_texts[other], "changed": data["changed"]})
        return {
            "kind": "rule", "key": key, "id": rule.id, "document": doc.id, "edition": doc.edition,
            "title": rule.title, "section": str(rule.number.section),
            "section_title": rule.section_title or self.section_titles.get((doc.id, rule.number.section), ""),
            "part": rule.number.part, "part_title": rule.part_title or parsed.part_titles.get(rule.number.part, ""),
            "text": rule.text, "examples": list(rule.examples),
            "parent": str(rule.parent) if rule.parent else None,
            "children": [str(c) for c in rule.children], "prev": prev, "next": nxt,
            "references": [{"target": r.target, "kind": r.kind, "text": r.text, "start": r.start}
                           for r in rule.references],
            "cites": self.links(self.out(key, "cites")),
            "cited_by": self.links(self.into(key, "cites", "points_to", "cites_edition")),
            "glossary_terms": [{"id": self.graph.nodes[t]["id"], "term": self.graph.nodes[t]["title"],
                                "text": d.get("text", "")} for t, d in self.out(key, "uses_term")],
            "rulings": self.links(rulings),
            "rulings_about": self.about(self.into(key, "about")),
            "other_editions": others,
        }

    def glossary(self, parsed: ParsedDocument, index: int) -> dict[str, Any]:
        doc = parsed.document
        entry = parsed.glossary[index]
        key = node_key("glossary", doc.id, entry.slug)
        return {
            "kind": "glossary", "key": key, "id": entry.slug, "document": doc.id,
            "edition": doc.edition, "term": entry.term, "title": entry.term,
            "aliases": list(entry.aliases), "text": entry.text,
            "references": [{"target": r.target, "kind": r.kind, "text": r.text, "start": r.start}
                           for r in entry.references],
            "see": self.links(self.out(key, "see")),
            "seen_from": self.links(self.into(key, "see")),
            "rules": [self.graph.nodes[t]["id"] for t, _ in self.out(key, "points_to")],
            "used_by": [self.graph.nodes[s]["id"] for s, _ in self.into(key, "uses_term")],
            "related": self.links(self.out(key, "topic") + self.into(key, "topic")),
        }

    # -- rulings ----------------------------------------------------------------

    def ruling(self, parsed: ParsedDocument, index: int, section_titles: dict[str, str]) -> dict[str, Any]:
        doc = parsed.document
        ruling = parsed.rulings[index]
        key = node_key("ruling", doc.id, ruling.number)
        cited = {(d.get("edition"), self.graph.nodes[t]["id"]): t for t, d in self.out(key, "cites_edition")}
        sources = []
        for source in ruling.sources:
            target = cited.get((source.date, source.rule)) if source.rule else None
            status = "none" if not source.rule else ("resolved" if target else "not_loaded")
            sources.append({"raw": source.raw, "who": source.who, "date": source.date,
                            "rule": source.rule, "detail": source.detail, "status": status,
                            "target": _link(self.graph, target) if target else None})
        return {
            "kind": "ruling", "key": key, "id": ruling.number, "document": doc.id,
            "edition": doc.edition, "title": ruling.number, "section": ruling.section,
            "section_title": section_titles.get(ruling.section, ""), "text": ruling.text,
            "notes": list(ruling.notes), "sources": sources,
            "about": self.about(self.out(key, "about")),
            "references": self.links(self.out(key, "refers_to")),
            "cited_by": self.links(self.into(key, "refers_to")),
            "topics": self.links(self.out(key, "topic") + self.into(key, "topic")),
        }

    def section(self, parsed: ParsedDocument, index: int, texts: dict[str, tuple[str, list[str]]]) -> dict[str, Any]:
        doc = parsed.document
        section = parsed.sections[index]
        key = node_key("section", doc.id, section.id)
        return {
            "kind": "section", "key": key, "id": section.id, "document": doc.id,
            "edition": doc.edition, "title": section.title, "group": section.group,
            "text": section.text,
            "rulings": [{"id": n, "text": texts[n][0], "notes": texts[n][1]}
                        for n in section.rulings if n in texts],
            "topics": self.links(self.out(key, "topic") + self.into(key, "topic")),
            "about": self.about(self.out(key, "about")),
            "index_terms": [self.graph.nodes[s]["title"] for s, _ in self.into(key, "index_term")],
            "cited_by": self.links(self.into(key, "refers_to")),
        }

    # -- cards ----------------------------------------------------------------------

    def topic_sections(self, key: str) -> list[tuple[str, dict[str, Any]]]:
        """Rulings sections (and rulings) on the topic of a rule, its ancestors, or a term.

        Cached per key: thousands of cards share a keyword's rule, whose in-edges
        (every card with the keyword) would otherwise be walked once per card."""
        cached = self.topic_cache.get(key)
        if cached is not None:
            return cached
        found: list[tuple[str, dict[str, Any]]] = []
        ancestor: str | None = key
        while ancestor is not None:
            found += [(k, d) for k, d in self.out(ancestor, "topic") + self.into(ancestor, "topic")
                      if self.graph.nodes[k]["kind"] in ("section", "ruling")]
            parents = self.out(ancestor, "is_part_of")
            ancestor = parents[0][0] if parents and self.graph.nodes[parents[0][0]]["kind"] == "rule" else None
        self.topic_cache[key] = found
        return found

    def card(self, parsed: ParsedDocument, card: Card) -> dict[str, Any]:
        doc = parsed.document
        key = node_key("card", doc.id, card.slug)
        keywords, terms, rules, spans = [], [], [], []
        topics: list[tuple[str, dict[str, Any]]] = []
        for target, data in self.out(key, "has_keyword", "mentions"):
            node = self.graph.nodes[target]
            item = {"kind": node["kind"], "id": node["id"], "document": node["document"],
                    "title": node.get("title", ""), "text": data.get("text", ""),
                    "via": data.get("via", "")}
            if data["type"] == "has_keyword":
                keywords.append(item)
            elif node["kind"] == "glossary":
                terms.append(item)
            else:
                rules.append(item)
            topics += self.topic_sections(target)
        lowered, taken = card.text.lower(), [False] * len(card.text)
        for item in [*keywords, *terms, *rules]:
            words = item["text"].lower()
            at = lowered.find(words) if words else -1
            while at >= 0 and any(taken[at:at + len(words)]):
                at = lowered.find(words, at + 1)
            if at >= 0:
                taken[at:at + len(words)] = [True] * len(words)
                spans.append({"start": at, "end": at + len(words), "kind": item["kind"],
                              "id": item["id"], "document": item["document"]})
        return {
            "kind": "card", "key": key, "id": card.slug, "document": doc.id, "edition": doc.edition,
            "title": card.name, "name": card.name, "mana_cost": card.mana_cost,
            "type_line": card.type_line, "types": list(card.types), "subtypes": list(card.subtypes),
            "supertypes": list(card.supertypes), "colors": list(card.colors),
            "power": card.power, "toughness": card.toughness, "text": card.text,
            "keywords": keywords, "terms": terms, "rules": rules,
            "spans": sorted(spans, key=lambda span: span["start"]),
            "source": card.source, "source_label": doc.label or doc.title,
            "first_printing": {"set": card.first_set, "date": card.first_date},
            "after_edition": card.after_edition, "kb_edition": KB_EDITION_DATE,
            "rulings": self.links(topics),
            "named_in": self.links(self.into(key, "names_card")),
        }

    def generate(self) -> Iterator[tuple[str, str, str, str, str | None, str, dict[str, Any], list[str]]]:
        """Rows ``(key, kind, id, document, edition, title, json, aliases)``."""
        for parsed in self.documents:
            doc = parsed.document
            ids = [r.id for r in parsed.rules]
            for i, rule in enumerate(parsed.rules):
                data = self.rule(parsed, rule, ids[i - 1] if i else None,
                                 ids[i + 1] if i + 1 < len(ids) else None)
                yield data["key"], "rule", rule.id, doc.id, doc.edition, rule.title, data, []
            for i, entry in enumerate(parsed.glossary):
                data = self.glossary(parsed, i)
                aliases = [slugify(a) for a in (entry.term, *entry.aliases)]
                yield data["key"], "glossary", entry.slug, doc.id, doc.edition, entry.term, data, aliases
            titles = {s.id: s.title for s in parsed.sections}
            texts = {r.number: (r.text, list(r.notes)) for r in parsed.rulings}
            for i, section in enumerate(parsed.sections):
                data = self.section(parsed, i, texts)
                yield data["key"], "section", section.id, doc.id, doc.edition, section.title, data, []
            for i, ruling in enumerate(parsed.rulings):
                data = self.ruling(parsed, i, titles)
                yield data["key"], "ruling", ruling.number, doc.id, doc.edition, ruling.number, data, []
            for passage in parsed.rulebook:
                key = node_key("rulebook", doc.id, passage.slug)
                data = {"kind": "rulebook", "key": key, "id": passage.slug, "document": doc.id,
                        "edition": doc.edition, "title": passage.title, "entry_kind": passage.kind,
                        "path": list(passage.path), "text": passage.text,
                        "related": self.links(self.out(key, "topic") + self.into(key, "topic"))}
                yield key, "rulebook", passage.slug, doc.id, doc.edition, passage.title, data, []
            for card in parsed.cards:
                data = self.card(parsed, card)
                yield data["key"], "card", card.slug, doc.id, doc.edition, card.name, data, [card.slug]


def write_lookup(path: Path, graph: nx.MultiDiGraph, documents: list[ParsedDocument]) -> int:
    """Write ``lookup.sqlite`` at *path*; return the number of pages."""
    conn = sqlite3.connect(path)
    try:
        conn.executescript(LOOKUP_SCHEMA)
        count = 0
        pages: list[tuple[Any, ...]] = []
        aliases: list[tuple[str, str]] = []
        cards: list[tuple[str, str, str, str]] = []
        encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
        names: set[str] = set()

        def flush() -> None:
            # Rows go in by the thousand: one statement per row was half the time
            # of a KB with 30,000 cards.
            conn.executemany("INSERT OR REPLACE INTO pages VALUES (?, ?, ?, ?, ?, ?, ?, ?)", pages)
            conn.executemany("INSERT OR IGNORE INTO aliases VALUES (?, ?)", aliases)
            conn.executemany("INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?)", cards)
            for rows in (pages, aliases, cards):
                rows.clear()

        for order, (key, kind, ident, document, edition, title, data, slugs) in \
                enumerate(_Pages(graph, documents).generate()):
            pages.append((key, kind, ident, document, edition, title, order, encode(data)))
            aliases.extend((alias, key) for alias in slugs)
            if kind == "card":
                cards.append((title, ident, key, document))
                names.add(title)
            count += 1
            if len(pages) >= 2000:
                flush()
        flush()
        # Every card name once, sorted, in one row (a JSON list): the card vocabulary a question
        # is read against comes in one read, whatever the number of cards.
        conn.execute("INSERT INTO card_names VALUES (?)",
                     (encode(sorted(names, key=lambda n: (n.lower(), n))),))
        conn.commit()
    finally:
        conn.close()
    return count
