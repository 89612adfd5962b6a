"""Glossary entries and rulings sections on the same topic, matched by their names.

The 2003 glossary says "Regenerate", the rulings summary's section G.29 is
"Regeneration": both reduce to the stem ``regenerat``.  A name is reduced word
by word (lower case, letters only, one common ending dropped); an entry and a
section share a topic when a name of each (term, alias; title, index term)
reduces to the same words.

>>> topic_key("Regenerate") == topic_key("Regeneration")
True
>>> topic_key("First Strike") == topic_key("first strikes")
True
>>> topic_key("Phase") == topic_key("Phasing")
False
"""

from __future__ import annotations

import re
from typing import Any

from webapp.views import cached, default_edition, get_kb

#: Endings dropped to find a topic.  Not "ing": "Phasing" (a keyword, G.27… of the
#: summary) is not "Phase" (a part of the turn), though both would reduce to "phas".
_ENDINGS = ("ation", "ion", "ed", "es", "s", "e")
_WORD = re.compile(r"[a-z0-9]+")


def _stem(word: str) -> str:
    if word.endswith("ation") and len(word) > 8:
        return word[:-3]  # regeneration → regenerat, as regenerate → regenerat
    for ending in _ENDINGS[1:]:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


def topic_key(name: str) -> str:
    """The words of *name*, each reduced to its stem: the key two names share."""
    return " ".join(_stem(w) for w in _WORD.findall(name.lower().replace("’", "'").replace("'", "")))


def sort_key(term: str) -> str:
    """How a glossary term sorts: by its letters, ignoring quotes (“As though” under A)."""
    return " ".join(_WORD.findall(term.lower()))


def _index() -> dict[str, dict[str, list[dict[str, Any]]]]:
    def compute() -> dict[str, dict[str, list[dict[str, Any]]]]:
        kb = get_kb()
        found: dict[str, dict[str, list[dict[str, Any]]]] = {}
        document = default_edition()
        for page in kb.generate_pages("glossary", document):
            names = {str(page.data.get("term") or page.title), *map(str, page.data.get("aliases", []))}
            link = {"kind": "glossary", "id": page.id, "document": document,
                    "title": page.data.get("term") or page.title}
            for key in {topic_key(n) for n in names} - {""}:
                found.setdefault(key, {"glossary": [], "sections": []})["glossary"].append(link)
        for page in kb.generate_pages("section"):
            names = {str(page.data.get("title") or page.title), *map(str, page.data.get("index_terms", []))}
            link = {"kind": "section", "id": page.id, "document": page.document,
                    "title": page.data.get("title") or page.title}
            for key in {topic_key(n) for n in names} - {""}:
                found.setdefault(key, {"glossary": [], "sections": []})["sections"].append(link)
        return found

    return cached("topic-index", compute)


def sections_for_term(term: str, aliases: list[str]) -> list[dict[str, Any]]:
    """Rulings sections on the topic of a glossary entry (links, in id order)."""
    return _unique(s for name in [term, *aliases]
                   for s in _index().get(topic_key(name), {}).get("sections", []))


def terms_for_section(title: str, index_terms: list[str]) -> list[dict[str, Any]]:
    """2003 glossary entries on the topic of a rulings section (links)."""
    return _unique(g for name in [title, *index_terms]
                   for g in _index().get(topic_key(name), {}).get("glossary", []))


def _unique(links: Any) -> list[dict[str, Any]]:
    seen: dict[str, dict[str, Any]] = {}
    for link in links:
        seen.setdefault(str(link["id"]), link)
    return list(seen.values())
