"""Which edition a document of the knowledge base is, said plainly.

The bundled corpus holds two partial Comprehensive Rules documents that state no
date.  Search shows the 2003 rules by default and names the others by what they
are: "sections 400–422 of an earlier edition (≈ 2002-02-20, 87% of its text)"
when a dated edition loaded in the KB shares most of its text, else "… of an
earlier edition (before December 2003)" from its words (a document that uses
words the 2003 rules lack, such as *Aura*, is later).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

_WORD_RE = re.compile(r"[a-z]+")
_SCOPE_RE = re.compile(r"(\d{3})\s*[-–]\s*(\d{3})")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


@dataclasses.dataclass(frozen=True, slots=True)
class EditionGuess:
    """What an undated document is, judged by its content."""

    later: bool
    """Whether it is later than the reference edition."""
    nearest: str | None
    """The dated edition of the KB that shares most of its rules' text, if any."""
    share: float
    """The share of its rules whose text that edition has word for word."""


def _texts(kb: Any, document: str) -> dict[str, str]:
    return {page.id: " ".join(str(page.data.get("text") or "").split())
            for page in kb.generate_pages("rule", document)}


def guess_edition(kb: Any, document: str, reference: str) -> EditionGuess:
    """Judge the undated *document* against the dated Comprehensive Rules of *kb*
    (*reference*: the edition the KB answers from)."""
    from kb.vocabulary import load_vocabulary

    texts = _texts(kb, document)
    reference_texts = _texts(kb, reference)
    words = set(_WORD_RE.findall(" ".join(texts.values()).lower()))
    known = set(_WORD_RE.findall(" ".join(reference_texts.values()).lower()))
    modern = {w for w in load_vocabulary().modern_words() if w.isalpha()}
    later = bool((words - known) & modern)
    best: tuple[float, str | None] = (0.0, None)
    for doc in kb.documents:
        edition = doc.get("edition")
        if doc.get("kind") != "comprehensive_rules" or not edition or doc["id"] == document:
            continue
        other = texts if doc["id"] == document else _texts(kb, doc["id"])
        same = sum(1 for number, text in texts.items() if text and other.get(number) == text)
        share = same / max(1, len(texts))
        if share > best[0]:
            best = (share, str(edition))
    if best[1] is not None and best[1] != _edition(kb, reference) and best[0] >= 0.5:
        return EditionGuess(best[1] > (_edition(kb, reference) or ""), best[1], best[0])
    return EditionGuess(later, None, 0.0)


def _edition(kb: Any, document: str) -> str | None:
    doc = kb.document(document)
    return str(doc["edition"]) if doc and doc.get("edition") else None


def long_date(iso: str) -> str:
    """``2003-12-01`` → ``December 2003``."""
    year, month = iso[:4], int(iso[5:7])
    return f"{_MONTHS[month - 1]} {year}"


def plain_label(kb: Any, document: str, reference: str) -> str:
    """A document's label that says which edition it is: the KB's own label for a
    dated or complete document, else "sections 400–422 of an earlier edition (…)"."""
    doc = kb.document(document)
    if doc is None:
        return document
    label = str(doc.get("label") or doc.get("title") or document)
    if doc.get("kind") != "comprehensive_rules" or doc.get("edition"):
        return label
    scope = _SCOPE_RE.search(str(doc.get("scope") or ""))
    part = f"sections {scope.group(1)}–{scope.group(2)}" if scope else "part"
    guess = guess_edition(kb, document, reference)
    when = "a later" if guess.later else "an earlier"
    if guess.nearest:
        return f"{part} of {when} edition (≈ {guess.nearest}, {guess.share:.0%} of its text)"
    edition = _edition(kb, reference)
    since = f"{'after' if guess.later else 'before'} {long_date(edition)}" if edition else ""
    return f"{part} of {when} edition ({since})" if since else f"{part} of {when} edition"


def other_editions(kb: Any, reference: str) -> list[str]:
    """The Comprehensive Rules documents of *kb* other than *reference*: search leaves
    them out unless asked for one (it would show every rule twice)."""
    return [str(doc["id"]) for doc in kb.documents
            if doc.get("kind") == "comprehensive_rules" and doc["id"] != reference]
