"""Turn record text into safe HTML: rule numbers and terms as links, diffs, snippets.

Everything here escapes the text first and only ever adds tags it builds
itself, so text from the KB or from a user cannot inject markup.

>>> str(diff_words("a local enchantment", "an Aura"))
'<del>a local enchantment</del><ins>an Aura</ins>'
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from typing import Callable, Iterable

from markupsafe import Markup, escape

#: Tokens that look like a CR rule number or a rulings-summary id inside a span.
NUMBER_RE = re.compile(r"\b(?:\d{3}(?:\.\d{1,3}[a-z]?)?|[A-Z]\.\d+(?:\.(?:\d+|Ruling\.\d+|Note\.\d+))?)\b")
_WORD_RE = re.compile(r"\s+|\w+(?:['’]\w+)*|[^\w\s]")


@dataclasses.dataclass(frozen=True, slots=True)
class Anchor:
    """A span of text to wrap in a link (or a marker when :attr:`url` is ``None``)."""

    start: int
    """Offset of the first character."""
    end: int
    """Offset after the last character."""
    url: str | None
    """Where it links; ``None`` marks it (e.g. an edition that is not loaded)."""
    css: str = "ref"
    """The CSS class."""
    tip: str = ""
    """Hover text: a glossary definition or why there is no link."""


def overlaps(anchor: Anchor, taken: Iterable[Anchor]) -> bool:
    """Whether *anchor* overlaps any of *taken*."""
    return any(anchor.start < other.end and other.start < anchor.end for other in taken)


def render_anchors(text: str, anchors: Iterable[Anchor]) -> Markup:
    """*text* escaped, with each non-overlapping anchor wrapped in ``<a>`` (or ``<span>``)."""
    out: list[str] = []
    pos = 0
    for anchor in sorted(anchors, key=lambda a: (a.start, -a.end)):
        if anchor.start < pos or anchor.end > len(text) or anchor.start >= anchor.end:
            continue
        out.append(str(escape(text[pos:anchor.start])))
        inner = escape(text[anchor.start:anchor.end])
        tip = Markup(' data-tip="%s"') % anchor.tip if anchor.tip else Markup("")
        if anchor.url is None:
            out.append(str(Markup('<span class="%s"%s tabindex="0">%s</span>')
                           % (anchor.css, tip, inner)))
        else:
            out.append(str(Markup('<a class="%s" href="%s"%s>%s</a>')
                           % (anchor.css, anchor.url, tip, inner)))
        pos = anchor.end
    out.append(str(escape(text[pos:])))
    return Markup("".join(out))


def reference_anchors(segment: str, base: int, full: str, references: list[dict[str, object]],
                      resolve: Callable[[dict[str, object]], tuple[str | None, str, str]]
                      ) -> list[Anchor]:
    """Anchors for the reference spans (``target, kind, text, start``) inside *segment*.

    *segment* starts at offset *base* of *full* (the record's text, then its
    examples, joined by newlines).  A span that lists several targets ("rules
    409.1a-409.1h") links each number it spells; otherwise the whole span links
    to its target.  *resolve* maps a reference to ``(url, css, tip)``.
    """
    groups: dict[tuple[int, str], list[dict[str, object]]] = {}
    for ref in references:
        span = str(ref.get("text") or ref.get("target") or "")
        if not span:
            continue
        start = int(ref.get("start") or 0)  # type: ignore[call-overload]
        if full[start:start + len(span)] != span:
            found = full.find(span)
            if found < 0:
                continue
            start = found
        groups.setdefault((start, span), []).append(ref)
    anchors: list[Anchor] = []
    for (start, span), refs in groups.items():
        if not (base <= start and start + len(span) <= base + len(segment)):
            continue
        local = start - base
        by_target = {str(r.get("target")): r for r in refs}
        hits = [m for m in NUMBER_RE.finditer(span) if m.group(0).rstrip(".") in by_target]
        if hits:
            for match in hits:
                url, css, tip = resolve(by_target[match.group(0).rstrip(".")])
                anchors.append(Anchor(local + match.start(), local + match.end(), url, css, tip))
        else:
            url, css, tip = resolve(refs[0])
            anchors.append(Anchor(local, local + len(span), url, css, tip))
    return anchors


def id_anchors(text: str, urls: dict[str, str]) -> list[Anchor]:
    """Anchors for every rule number or ruling id in *text* that *urls* knows."""
    anchors = []
    for match in NUMBER_RE.finditer(text):
        token = match.group(0).rstrip(".")
        if token in urls:
            anchors.append(Anchor(match.start(), match.start() + len(token), urls[token]))
    return anchors


def term_anchors(text: str, terms: list[tuple[str, str, str]], taken: list[Anchor]) -> list[Anchor]:
    """Anchors for the first use of each glossary term in *text*.

    *terms* holds ``(word, url, definition)``; a word matches case-insensitively
    at word boundaries, also with a plural "s"/"es".  Spans already *taken* (rule
    references) are left alone.
    """
    anchors: list[Anchor] = []
    seen: set[str] = set()
    for word, url, definition in sorted(terms, key=lambda t: -len(t[0])):
        if not word.strip() or url in seen:
            continue
        pattern = re.compile(r"(?<![\w-])" + re.escape(word) + r"(?:s|es)?(?![\w-])", re.IGNORECASE)
        for match in pattern.finditer(text):
            anchor = Anchor(match.start(), match.end(), url, "term", definition)
            if not overlaps(anchor, taken) and not overlaps(anchor, anchors):
                anchors.append(anchor)
                seen.add(url)
                break
    return anchors


def short(text: str, limit: int = 280) -> str:
    """*text* cut at a word boundary to at most *limit* characters.

    >>> short("one two three", 8)
    'one two…'
    """
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0] + "…"


def diff_words(old: str, new: str) -> Markup:
    """A word-level diff of *old* → *new*: deleted words in ``<del>``, added in ``<ins>``."""
    a, b = _WORD_RE.findall(old), _WORD_RE.findall(new)
    out: list[str] = []
    removed: list[str] = []
    added: list[str] = []

    def flush() -> None:
        if removed:
            out.append(str(Markup("<del>%s</del>") % "".join(removed)))
        if added:
            out.append(str(Markup("<ins>%s</ins>") % "".join(added)))
        removed.clear()
        added.clear()

    opcodes = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    for index, (op, i1, i2, j1, j2) in enumerate(opcodes):
        if op == "equal":
            same = "".join(a[i1:i2])
            # A lone space between two changes reads better inside one change.
            if (removed or added) and not same.strip() and index < len(opcodes) - 1:
                removed.append(same)
                added.append(same)
                continue
            flush()
            out.append(str(escape(same)))
            continue
        removed.extend(a[i1:i2])
        added.extend(b[j1:j2])
    flush()
    return Markup("".join(out))


_MARKED = re.compile(r"\*\*(.+?)\*\*")


def highlight_snippet(snippet: str | None) -> Markup:
    """A search snippet as safe HTML: the plain-text snippet escaped, then each match
    the search marked ``**like this**`` put in a ``<mark>`` element.

    >>> str(highlight_snippet("**trample** & <script>"))
    '<mark>trample</mark> &amp; &lt;script&gt;'
    """
    escaped = str(escape(snippet or ""))
    return Markup(_MARKED.sub(r"<mark>\1</mark>", escaped))
