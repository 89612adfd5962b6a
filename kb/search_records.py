"""The records of the search index: one flat field dict per rule, glossary entry,
ruling, rulings-summary section, rulebook passage and card (see :mod:`kb.search`).

A rule's ``aka`` field holds what players call it that its own text does not
say: the names of the CR glossary entries of its edition that point to it
("Fizzle" for 413.2a, "Summoning Sickness" for 212.3d) and the phrases of
``kb/data/rule_words.yaml`` (:mod:`kb.rule_words`).  (The rulings summary's
``[CompRules DATE - N]`` citations are not used: 220 of its 232 cite the
2001-07-23 edition, whose numbers mostly name other rules in 2003.)

Plain Python over :mod:`kb.model`: :mod:`kb.search` feeds these to Whoosh.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from kb.model import ParsedDocument, Rule, RuleNumber, node_key
from kb.rule_words import RuleWords
from kb.search_text import stems


def count_records(documents: Iterable[ParsedDocument]) -> int:
    """How many index documents :func:`kb.search.build_index` writes for *documents*."""
    return sum(len(d.rules) + len(d.glossary) + len(d.rulings) + len(d.sections)
               + len(d.rulebook) + len(d.cards) for d in documents)


def _rule_label(rule: Rule, by_number: dict[RuleNumber, Rule]) -> tuple[str, str]:
    """The display title and the context headings of *rule*."""
    titles: list[str] = []
    number: RuleNumber | None = rule.number.parent
    while number is not None:
        parent = by_number.get(number)
        if parent is not None and parent.title:
            titles.append(parent.title)
        number = number.parent
    if rule.section_title and rule.section_title not in titles:
        titles.append(rule.section_title)
    label = rule.title or (titles[0] if titles else "")
    return label, " ".join(reversed(titles))


def _question_name(term: str) -> str:
    """A glossary term as a question would say it: ``"Fizzle (Informal)"`` → ``"fizzle"``."""
    return re.sub(r"\((informal|obsolete)\)", "", term.lower()).strip(" \"“”'")


def _family(number: RuleNumber) -> str:
    """``502.9b`` → ``"502.9b,502.9,502"``: the terms of the ``family`` field."""
    parts: list[str] = []
    current: RuleNumber | None = number
    while current is not None:
        parts.append(str(current))
        current = current.parent
    return ",".join(parts)


def rule_aka(parsed: ParsedDocument, rule_words: RuleWords | None = None) -> dict[str, str]:
    """Rule number → its ``aka`` text (one phrase a line) for the rules of *parsed*:
    the names of the glossary entries that point to it (unless the rule's title and
    text already hold all their words), then its *rule_words*."""
    doc_id = parsed.document.id
    rules = {rule.id: rule for rule in parsed.rules}
    names: dict[str, dict[str, None]] = {}
    own: dict[str, set[str]] = {}
    for entry in parsed.glossary:
        for ref in entry.references:
            rule = rules.get(ref.target) if ref.kind == "rule" else None
            if rule is None:
                continue
            if rule.id not in own:
                own[rule.id] = set(stems(f"{rule.title}\n{rule.text}"))
            for name in (entry.term, *entry.aliases):
                name = _question_name(name)
                # A name the rule already says ("Removed from the Game" for 217.7) adds
                # nothing but weight against the glossary entry itself.
                if not set(stems(name)) <= own[rule.id]:
                    names.setdefault(rule.id, {})[name] = None
    if rule_words is not None:
        for number in rules:
            for phrase in rule_words.phrases(doc_id, number):
                names.setdefault(number, {})[phrase] = None
    return {number: "\n".join(phrases) for number, phrases in names.items()}


def generate_records(parsed: ParsedDocument, rule_words: RuleWords | None = None,
                     about: dict[str, tuple[str, ...]] | None = None
                     ) -> Iterator[dict[str, str]]:
    """The index documents (field dicts) of one parsed document (*rule_words*: the
    players' phrases for rules, see :func:`rule_aka`; *about*: a ruling's node key →
    the 2003 rules it is about, :mod:`kb.ruling_about`, stored in its ``about`` field)."""
    about = about or {}
    doc = parsed.document
    base = {"document": doc.id, "edition": doc.edition or ""}
    by_number = {rule.number: rule for rule in parsed.rules}
    aka = rule_aka(parsed, rule_words) if parsed.rules else {}
    for rule in parsed.rules:
        label, context = _rule_label(rule, by_number)
        text = "\n".join((rule.text, *(f"Example: {e}" for e in rule.examples)))
        record = {**base, "key": node_key("rule", doc.id, rule.id), "kind": "rule",
                  "id": rule.id, "family": _family(rule.number), "label": label,
                  "title": rule.title, "context": context, "text": text}
        if rule.id in aka:
            record["aka"] = aka[rule.id]
        refs = ",".join(dict.fromkeys(r.target for r in rule.references if r.kind == "rule"))
        if refs:
            record["refs"] = refs  # the rules it refers to (kb.rerank)
        yield record
    for entry in parsed.glossary:
        refs = ",".join(dict.fromkeys(r.target for r in entry.references if r.kind == "rule"))
        title = " ".join((entry.term, *entry.aliases))
        yield {**base, "key": node_key("glossary", doc.id, entry.slug), "kind": "glossary",
               "id": entry.slug, "label": entry.term, "title": title, "refs": refs,
               "names": "|".join(_question_name(n) for n in (entry.term, *entry.aliases)),
               "see": "|".join(_question_name(n) for n in entry.see),
               "context": " ".join(entry.see), "text": entry.text}
    section_titles = {section.id: section.title for section in parsed.sections}
    index_terms: dict[str, list[str]] = {}
    for item in parsed.index:
        for section_id in item.sections:
            index_terms.setdefault(section_id, []).append(item.term)
    for ruling in parsed.rulings:
        text = "\n".join((ruling.text, *ruling.notes))
        section_title = section_titles.get(ruling.section, "")
        key = node_key("ruling", doc.id, ruling.number)
        yield {**base, "key": key, "kind": "ruling",
               "id": ruling.number, "family": ruling.section,
               "label": f"{ruling.section} {section_title}".strip(),
               "context": section_title, "text": text, "about": ",".join(about.get(key, ()))}
    for section in parsed.sections:
        terms = " ".join(index_terms.get(section.id, ()))
        yield {**base, "key": node_key("section", doc.id, section.id), "kind": "section",
               "id": section.id, "family": section.id, "label": section.title,
               "title": section.title, "context": f"{section.group} {terms}".strip(),
               "text": section.text}
    for passage in parsed.rulebook:
        yield {**base, "key": node_key("rulebook", doc.id, passage.slug), "kind": "rulebook",
               "id": passage.slug, "label": passage.title, "title": passage.title,
               "context": " ".join(passage.path), "text": passage.text}
    for card in parsed.cards:
        # A card is found by its name only (``name``); its slug, type line and text
        # are stored, not indexed: thousands of card records in the rules' fields
        # would slow every question's search and outrank the rules.
        yield {**base, "key": node_key("card", doc.id, card.slug), "kind": "card",
               "card_id": card.slug, "label": card.name, "name": card.name,
               "card_text": f"{card.type_line}\n{card.text}".strip()}
