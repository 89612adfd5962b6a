"""Read a source file, recognise what it is by its content, and hand it to its parser.

>>> decode("don’t".encode("cp1252"))
'don’t'
>>> decode(b"Magic: The Gathering\\xef\\xbf\\xbd Comprehensive Rules\\r\\n")
'Magic: The Gathering Comprehensive Rules\\n'

A file's name is never used to recognise it: :func:`recognise` looks at the
text only.  A Comprehensive Rules edition that states its date ("These rules
are current as of December 1, 2003.") is ``cr-2003-12-01``; an undated
partial one is named for the rules it holds (``cr-partial-400-422``), never
given an invented date.  The rulings summary is ``rulings-2003-07-24`` from
its "Updated 2003/07/24" line; the basic rulebook is named for the edition it
speaks of (``rulebook-classic-sixth-edition``).
"""

from __future__ import annotations

import codecs
import dataclasses
import hashlib
import logging
import re
from collections import Counter
from pathlib import Path

from kb.model import Document, ParsedDocument, slugify

LOGGER = logging.getLogger(__name__)

_MONTHS = {name: number for number, name in enumerate(
    ["January", "February", "March", "April", "May", "June", "July", "August",
     "September", "October", "November", "December"], start=1)}
_CR_DATE_RE = re.compile(
    r"current\s+as\s+of\s+(" + "|".join(_MONTHS) + r")\s+(\d{1,2}),\s*(\d{4})")
_CR_TITLE_RE = re.compile(r"(?m)^[#*\s]*((?:Magic: The Gathering\W{0,3}\s*)?Comprehensive Rules)\b")
_RULINGS_TITLE_RE = re.compile(r"General Rulings Summary")
_RULINGS_DATE_RE = re.compile(r"Updated\s+(\d{4})/(\d{2})/(\d{2})")
_RULINGS_ENTRY_RE = re.compile(r"(?m)^- [A-Z]\.\d+\.(?:\d+|Ruling\.\d+) - ")
_RULEBOOK_RE = re.compile(r"(?m)^\s*Rulebook\s*$")
_RULEBOOK_HEADING_RE = re.compile(r"(?m)^\[[A-C]:\]")
_RULEBOOK_EDITION_RE = re.compile(
    r"\b((?:Classic )?(?:Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth) Edition)\b")
_RANGE_START_RE = re.compile(r"\d[a-z]$")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")

#: Fewest rules a text must hold to be read as (part of) the Comprehensive Rules.
MIN_RULES = 5


class SourceError(ValueError):
    """A source file that cannot be used: unreadable, empty or unrecognised.

    The message names the file.
    """


# --- decoding ---------------------------------------------------------------------------


def _replacement(match: re.Match[str]) -> str:
    """What a U+FFFD most likely stood for, from the characters around it."""
    text, at = match.string, match.start()
    before = text[at - 1] if at > 0 else ""
    after = text[at + 1] if at + 1 < len(text) else ""
    if after.isalnum() and (before.isdigit() or _RANGE_START_RE.search(text, max(0, at - 2), at)):
        return "–"  # a range: 212–215, 409.1a–409.1f, 409.1f–h
    if before.isalnum() and after.isalpha():
        return "—"  # cards—even a card
    if before in " \t":
        return "©" if after.isdigit() else "—"  # ©1993; "Creature — Minotaur", "Choose one —"
    if before in "\"”’)" and after.isalpha():
        return "—"  # “Tap this permanent”—a permanent
    if not before or before == "\n":
        return "©" if after.isdigit() else ""
    return ""  # a lost ™ or ®: "Magic: The Gathering\ufffd Comprehensive Rules"


def fix_replacement_characters(text: str) -> str:
    """Replace each U+FFFD with the dash, © or nothing its neighbours suggest.

    >>> fix_replacement_characters("rules 212\\ufffd215, Creature \\ufffd Minotaur, Magic\\ufffd")
    'rules 212–215, Creature — Minotaur, Magic'
    """
    if "\ufffd" not in text:
        return text
    return re.sub("\ufffd", _replacement, text)


def decode(data: bytes) -> str:
    """Text of *data*: UTF-8 (with or without BOM), else Windows-1252; LF line ends.

    U+FFFD replacement characters are replaced as
    :func:`fix_replacement_characters` says.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = data.decode("utf-16", errors="replace")
    else:
        if data.startswith(codecs.BOM_UTF8):
            data = data[len(codecs.BOM_UTF8):]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("cp1252", errors="replace")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return fix_replacement_characters(text)


# --- recognition ----------------------------------------------------------------------------


def _iso(year: str, month: int, day: str) -> str | None:
    try:
        import datetime

        return datetime.date(int(year), month, int(day)).isoformat()
    except ValueError:
        return None


def _cr_document(text: str, source: str, digest: str) -> Document | None:
    from ingest.cr import scan_rule_numbers

    numbers = scan_rule_numbers(text)
    if len(numbers) < MIN_RULES:
        return None
    sections = sorted({number.section for number in numbers})
    low, high = sections[0], sections[-1]
    complete = {number.part for number in numbers} >= {1, 2, 3, 4, 5}
    date = _CR_DATE_RE.search(text[:20_000])
    edition = _iso(date.group(3), _MONTHS[date.group(1)], date.group(2)) if date else None
    title_match = _CR_TITLE_RE.search(text[:5_000])
    title = "Magic: The Gathering Comprehensive Rules"
    if title_match and not title_match.group(1).startswith("Magic"):
        title = "Comprehensive Rules"
    scope = "complete" if complete else f"rules {low}-{high}"
    if edition is not None:
        day = int(edition[8:])
        month = [name for name, n in _MONTHS.items() if n == int(edition[5:7])][0]
        written = f"{month} {day}, {edition[:4]}"
        label = (f"Comprehensive Rules, {written} edition" if complete else
                 f"Comprehensive Rules, {written} edition, rules {low}–{high} only")
        return Document(id=f"cr-{edition}", kind="comprehensive_rules", title=title,
                        edition=edition, label=label, scope=scope, source=source,
                        sha256=digest)
    if complete:
        return Document(id=f"cr-undated-{digest[:8]}", kind="comprehensive_rules",
                        title=title, label="Comprehensive Rules (undated edition)",
                        scope=scope, source=source, sha256=digest)
    span = str(low) if low == high else f"{low}-{high}"
    return Document(
        id=f"cr-partial-{span}", kind="comprehensive_rules",
        title=f"Comprehensive Rules, rules {low}–{high}" if low != high
        else f"Comprehensive Rules, section {low}",
        label=f"Comprehensive Rules, rules {low}–{high} only (undated edition)",
        scope=scope, source=source, sha256=digest)


def recognise(text: str, source: str, data: bytes | None = None) -> Document:
    """What *text* is, from its content alone: kind, edition, a stable id, title, digest.

    *source* names the file (for messages and :attr:`Document.source` only);
    *data* is the raw bytes the digest is taken of (default: *text* as UTF-8).

    :raises SourceError: if *text* is none of the known documents.
    """
    digest = hashlib.sha256(data if data is not None else text.encode("utf-8",
                                                                       "surrogatepass")).hexdigest()
    if not text.strip():
        raise SourceError(f"cannot recognise {source}: it is empty")
    if len(_CONTROL_RE.findall(text[:100_000])) > max(3, len(text[:100_000]) // 200):
        raise SourceError(f"cannot recognise {source}: binary data, not text")
    head = text[:3_000]
    if _RULINGS_TITLE_RE.search(head) or len(_RULINGS_ENTRY_RE.findall(text)) >= 20:
        date = _RULINGS_DATE_RE.search(head)
        edition = _iso(date.group(1), int(date.group(2)), date.group(3)) if date else None
        return Document(
            id=f"rulings-{edition}" if edition else f"rulings-{digest[:8]}",
            kind="rulings_summary", title="General Rulings Summary", edition=edition,
            label=f"General Rulings Summary (Stephen D'Angelo), updated {edition}"
            if edition else "General Rulings Summary (undated)",
            source=source, sha256=digest)
    if _RULEBOOK_RE.search(head) and len(_RULEBOOK_HEADING_RE.findall(text)) >= 3:
        editions = Counter(m.group(1) for m in _RULEBOOK_EDITION_RE.finditer(text))
        name = max(editions, key=lambda key: (editions[key], len(key))) if editions else ""
        return Document(
            id=f"rulebook-{slugify(name)}" if name else f"rulebook-{digest[:8]}",
            kind="rulebook", title="Magic: The Gathering Rulebook",
            label=f"Basic rulebook ({name})" if name else "Basic rulebook (undated)",
            source=source, sha256=digest)
    document = _cr_document(text, source, digest)
    if document is not None:
        return document
    raise SourceError(f"cannot recognise {source}: not the Comprehensive Rules, "
                      "the General Rulings Summary or the basic rulebook")


def read_source(path: str | Path) -> ParsedDocument:
    """Read, recognise and parse the source document at *path* (MTGJSON card data too).

    :raises SourceError: if the file cannot be read, is empty or is not recognised.
    """
    path = Path(path)
    from ingest.cards import looks_like_json, read_mtgjson

    if looks_like_json(path):
        return read_mtgjson(path)  # card data, read streaming: never the whole file at once
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SourceError(f"cannot read {path}: {exc.strerror or exc}") from None
    if not data.strip():
        raise SourceError(f"cannot recognise {path}: it is empty")
    text = decode(data)
    document = recognise(text, str(path), data)
    if document.kind == "comprehensive_rules":
        from ingest.cr import parse_cr

        parsed = parse_cr(text, document)
    elif document.kind == "rulings_summary":
        from ingest.rulings import parse_rulings

        parsed = parse_rulings(text, document)
    else:
        from ingest.rulebook import parse_rulebook

        parsed = parse_rulebook(text, document)
    if parsed.document != document:
        parsed.document = dataclasses.replace(parsed.document, sha256=document.sha256)
    LOGGER.info("read %s as %s (%s)", path, document.id, document.kind)
    return parsed
