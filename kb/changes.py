"""What changed between two editions of the Comprehensive Rules, aligned by content.

Rules are matched by their text, not only by their number, so a rule that moved
(``502.9b`` of one edition is ``502.10b`` of the next) is *renumbered*, and
keeps its history.  :func:`compare` gives every change between two editions,
:func:`history` the numbers and texts of one rule across all loaded editions,
and :func:`identify` dates an undated partial document by the edition whose
text it shares most.  Word diffs are ``difflib``'s.

>>> old = {"1.1": "A player wins.", "1.2": "Cards are shuffled."}
>>> new = {"1.1": "Cards are shuffled.", "1.2": "A player wins the game.", "1.3": "New."}
>>> [(c.kind, c.old, c.new) for c in compare(old, new)]
[('renumbered', '1.2', '1.1'), ('renumbered', '1.1', '1.2'), ('added', None, '1.3')]
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from typing import TYPE_CHECKING, Any, Iterable, Mapping

if TYPE_CHECKING:
    from kb.store import KnowledgeBase

#: Least similarity (0–1, difflib's ratio over words) for two texts to be one rule.
MATCH_RATIO = 0.6

_WORDS = re.compile(r"\w+(?:'\w+)?|[^\w\s]")
_SPACE = re.compile(r"\s+")


@dataclasses.dataclass(frozen=True, slots=True)
class Change:
    """One rule that differs between an old and a new edition."""

    kind: str
    """``added``, ``removed``, ``changed`` (same number, new words) or ``renumbered``
    (a new number, the words maybe changed too)."""
    old: str | None
    """Its number in the old edition (``None`` when added)."""
    new: str | None
    """Its number in the new edition (``None`` when removed)."""
    old_text: str
    """Its text in the old edition (empty when added)."""
    new_text: str
    """Its text in the new edition (empty when removed)."""
    similarity: float
    """How alike the two texts are, 0–1 (1.0: the same words)."""

    def to_json(self) -> dict[str, Any]:
        """The change as JSON."""
        return {"kind": self.kind, "old": self.old, "new": self.new, "old_text": self.old_text,
                "new_text": self.new_text, "similarity": round(self.similarity, 3)}


@dataclasses.dataclass(frozen=True, slots=True)
class Comparison:
    """Every change from one edition to another."""

    old: str
    """The old edition's document id."""
    new: str
    """The new edition's document id."""
    changes: tuple[Change, ...]
    """The changes, in the new edition's order (removed rules where they were)."""
    unchanged: int
    """How many rules kept their number and words."""

    def counts(self) -> dict[str, int]:
        """How many changes of each kind, and how many rules are unchanged."""
        out = {kind: 0 for kind in ("added", "removed", "changed", "renumbered")}
        for change in self.changes:
            out[change.kind] += 1
        return {**out, "unchanged": self.unchanged}

    def mapping(self) -> dict[str, str]:
        """Old number → new number, for every rule found in both editions."""
        moved = {c.old: c.new for c in self.changes if c.old and c.new}
        return moved

    def to_json(self) -> dict[str, Any]:
        """The comparison as JSON."""
        return {"old": self.old, "new": self.new, "counts": self.counts(),
                "changes": [c.to_json() for c in self.changes]}


@dataclasses.dataclass(frozen=True, slots=True)
class Identification:
    """The loaded edition an undated document most resembles."""

    document: str
    """The undated document's id."""
    edition: str | None
    """The closest dated edition's date (``None`` if no dated edition is loaded)."""
    edition_document: str | None
    """That edition's document id."""
    share: float
    """The part of the document's text (by characters) found word for word there, 0–1."""
    scores: tuple[tuple[str, float], ...]
    """``(document id, share)`` for every dated edition, best first."""

    def to_json(self) -> dict[str, Any]:
        """The identification as JSON."""
        return {"document": self.document, "edition": self.edition,
                "edition_document": self.edition_document, "share": round(self.share, 3),
                "scores": [{"document": d, "share": round(s, 3)} for d, s in self.scores]}

    def __str__(self) -> str:
        if self.edition is None:
            return "no dated edition loaded to compare with"
        return f"≈ {self.edition}, {round(100 * self.share)}% of its text"


def normalize(text: str) -> str:
    """*text* with runs of white space made one space and curly quotes straight."""
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2019", "'")
    return _SPACE.sub(" ", text).strip()


def words(text: str) -> list[str]:
    """The words and punctuation of *text*, as the diff compares them."""
    return _WORDS.findall(normalize(text).lower())


def similarity(old: str, new: str) -> float:
    """How alike two texts are, 0–1, as difflib's ratio over their words."""
    if normalize(old) == normalize(new):
        return 1.0
    matcher = difflib.SequenceMatcher(None, words(old), words(new), autojunk=False)
    if matcher.real_quick_ratio() < MATCH_RATIO or matcher.quick_ratio() < MATCH_RATIO:
        return matcher.quick_ratio() * 0.99
    return matcher.ratio()


def _section(number: str) -> str:
    return number.split(".")[0]


def _pair_by_content(old: Mapping[str, str], new: Mapping[str, str], olds: list[str],
                     news: list[str]) -> list[tuple[str, str, float]]:
    """Pairs of unmatched rules whose texts match best, greedily, within a section
    and its neighbours (a rule rarely moves far)."""
    exact: dict[str, list[str]] = {}
    for number in news:
        exact.setdefault(normalize(new[number]), []).append(number)
    pairs: list[tuple[str, str, float]] = []
    taken_old: set[str] = set()
    taken_new: set[str] = set()
    for number in olds:  # the same words under another number
        candidates = [n for n in exact.get(normalize(old[number]), []) if n not in taken_new]
        if candidates:
            pairs.append((number, candidates[0], 1.0))
            taken_old.add(number)
            taken_new.add(candidates[0])
    by_section: dict[int, list[str]] = {}
    for number in news:
        if number not in taken_new and _section(number).isdigit():
            by_section.setdefault(int(_section(number)), []).append(number)
    scored: list[tuple[float, str, str]] = []
    for number in olds:
        if number in taken_old or not _section(number).isdigit():
            continue
        section = int(_section(number))
        for near in (section - 1, section, section + 1):
            for candidate in by_section.get(near, []):
                ratio = similarity(old[number], new[candidate])
                if ratio >= MATCH_RATIO:
                    scored.append((ratio, number, candidate))
    for ratio, number, candidate in sorted(scored, key=lambda s: (-s[0], s[1], s[2])):
        if number not in taken_old and candidate not in taken_new:
            pairs.append((number, candidate, ratio))
            taken_old.add(number)
            taken_new.add(candidate)
    return pairs


def compare(old: Mapping[str, str], new: Mapping[str, str], old_id: str = "old",
            new_id: str = "new") -> list[Change]:
    """Every change from *old* to *new* (rule number → text), in the new order.

    A rule under the same number whose words are still alike (:data:`MATCH_RATIO`)
    is ``changed``; otherwise its text is looked for among the other rules, as is
    every rule only one edition has, and a match is ``renumbered``.
    """
    return list(compare_editions(old, new, old_id, new_id).changes)


def compare_editions(old: Mapping[str, str], new: Mapping[str, str], old_id: str = "old",
                     new_id: str = "new") -> Comparison:
    """:func:`compare` as a :class:`Comparison` (with the count of unchanged rules)."""
    matched: dict[str, tuple[str, float]] = {}  # new number → (old number, similarity)
    unchanged = 0
    loose_old = [n for n in old if n not in new]
    loose_new = [n for n in new if n not in old]
    for number in new:
        if number not in old:
            continue
        if normalize(old[number]) == normalize(new[number]):
            unchanged += 1
            continue
        ratio = similarity(old[number], new[number])
        if ratio >= MATCH_RATIO:
            matched[number] = (number, ratio)
        else:
            loose_old.append(number)
            loose_new.append(number)
    for old_number, new_number, ratio in _pair_by_content(old, new, loose_old, loose_new):
        matched[new_number] = (old_number, ratio)
    used_old = {o for o, _ in matched.values()} | {n for n in new if n in old and n not in loose_old}
    changes: list[Change] = []
    removed = [n for n in old if n not in used_old]
    order = {n: i for i, n in enumerate(old)}
    pending = sorted(removed, key=lambda n: order[n])
    for number in new:
        if number in matched:
            old_number, ratio = matched[number]
            while pending and order[pending[0]] < order.get(old_number, -1):
                gone = pending.pop(0)
                changes.append(Change("removed", gone, None, old[gone], "", 0.0))
            kind = "changed" if old_number == number else "renumbered"
            changes.append(Change(kind, old_number, number, old[old_number], new[number], ratio))
        elif number not in old or number in loose_new:
            changes.append(Change("added", None, number, "", new[number], 0.0))
    changes += [Change("removed", gone, None, old[gone], "", 0.0) for gone in pending]
    return Comparison(old_id, new_id, tuple(changes), unchanged)


def edition_texts(kb: KnowledgeBase, document: str) -> dict[str, str]:
    """Rule number → the words compared (title, text and examples) of a CR document."""
    texts: dict[str, str] = {}
    for page in kb.generate_pages("rule", document):
        data = page.data
        parts = [str(data.get("title") or ""), str(data.get("text") or ""),
                 *(str(e) for e in data.get("examples", []))]
        texts[page.id] = "\n".join(p for p in parts if p)
    return texts


def cr_editions(kb: KnowledgeBase) -> list[dict[str, Any]]:
    """The loaded CR documents, dated ones oldest first, then the undated."""
    docs = [d for d in kb.documents if d.get("kind") == "comprehensive_rules"]
    return sorted(docs, key=lambda d: (d.get("edition") is None, d.get("edition") or "", d["id"]))


def history(number: str, document: str, comparisons: Iterable[Comparison]) -> list[tuple[str, str]]:
    """``(document, number)`` of one rule in every edition it can be followed to,
    from rule *number* of *document*, through *comparisons* of neighbouring editions
    (each old → new): forwards and backwards along the chain, by content."""
    chain = list(comparisons)
    found = {document: number}
    for comparison in chain:  # forwards: old → new
        if comparison.old in found and comparison.new not in found:
            moved = _follow(comparison, found[comparison.old], forwards=True)
            if moved:
                found[comparison.new] = moved
    for comparison in reversed(chain):  # backwards: new → old
        if comparison.new in found and comparison.old not in found:
            moved = _follow(comparison, found[comparison.new], forwards=False)
            if moved:
                found[comparison.old] = moved
    order = [c.old for c in chain] + [c.new for c in chain]
    ranked = sorted(found.items(), key=lambda item: order.index(item[0]) if item[0] in order else -1)
    return ranked


def _follow(comparison: Comparison, number: str, forwards: bool) -> str | None:
    for change in comparison.changes:
        if forwards and change.old == number:
            return change.new
        if not forwards and change.new == number:
            return change.old
    # Not among the changes: the same number with the same words, if both have it.
    touched = {c.old for c in comparison.changes} | {c.new for c in comparison.changes}
    return None if number in touched else number


def identify(document: str, texts: Mapping[str, str],
             editions: Mapping[str, tuple[str, Mapping[str, str]]]) -> Identification:
    """Which dated edition (``{document id: (date, texts)}``) an undated document's
    *texts* come from: the one holding most of its text word for word, under the
    same number or another."""
    total = sum(len(normalize(t)) for t in texts.values()) or 1
    scores: list[tuple[str, float]] = []
    for ident, (_date, other) in editions.items():
        same = {normalize(t) for t in other.values()}
        shared = sum(len(normalize(t)) for number, t in texts.items()
                     if normalize(t) == normalize(other.get(number, "")) or normalize(t) in same)
        scores.append((ident, shared / total))
    scores.sort(key=lambda s: (-s[1], s[0]))
    if not scores:
        return Identification(document, None, None, 0.0, ())
    best, share = scores[0]
    return Identification(document, editions[best][0], best, share, tuple(scores))
