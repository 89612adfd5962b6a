"""Read the General Rulings Summary (Stephen D'Angelo, 2003/07/24) into records.

The summary is plain text wrapped at about 78 columns:

- lettered groups (``A - Abilities``) and sections (``A.37 - Trample``);
- numbered entries (``- A.4.21 - text``, ``- A.1.Ruling.2 - text``), each
  followed by its wrapped continuation lines;
- notes (``- Note - text``), attached to the entry before them, or to the
  section when they come straight after its heading;
- bracketed sources anywhere in an entry, possibly wrapped across lines:
  ``[CompRules 2001/07/23 - 214.4]``, ``[D'Angelo 1999/05/01]``,
  ``[Duelist Magazine #12, Page 26]``, ``[DCI Letter, Jan 1999]``;
- internal references: ``Rule K.25``, ``See Rule G.39.6``, ``rule Z.6.9``,
  ``See T.2``, ``see Phase P.5``;
- a table of contents at the top (same shapes as the headings, but with a
  leading ``- `` for sections: it only names things, so it creates nothing);
- an index at the end, with no heading of its own: ``- Trample, A.37``,
  ``- Deck, see Library`` and header terms (``- Abilities``) whose sub-entries
  follow with their indentation lost (see :func:`parse_index`);
- acknowledgements, which are skipped.

:func:`parse_rulings` never raises: unreadable lines go to
``ParsedDocument.errors`` with their line number.
"""

from __future__ import annotations

import dataclasses
import datetime
import logging
import re

from kb.model import (
    Document,
    IndexEntry,
    ParsedDocument,
    Reference,
    Ruling,
    RulingSection,
    Source,
    is_rule_number,
    ruling_section_of,
)

LOGGER = logging.getLogger(__name__)

_GROUP_RE = re.compile(r"^([A-Z]) - (\S.*?)\s*$")
_SECTION_RE = re.compile(r"^([A-Z])\.(\d+) - (\S.*?)\s*$")
_ENTRY_RE = re.compile(r"^- ([A-Z]\.\d+\.(?:\d+|Ruling\.\d+)) -(?: (.*?))?\s*$")
_NOTE_RE = re.compile(r"^- Note -(?: (.*?))?\s*$")
_BRACKET_RE = re.compile(r"\[([^\[\]]*)\]")

#: An internal reference: ``Rule K.25``, ``See Rule G.39.6``, ``See T.2``, ``Phase P.5``.
_REF_RE = re.compile(
    r"\b(?:(?:[Ss]ee\s+)?(?:[Rr]ules?|Phase)\s+|[Ss]ee\s+)"
    r"(?P<id>[A-Z]\.\d+(?:\.(?:Ruling\.)?\d+)?)(?![A-Za-z0-9])"
)


def _references(text: str) -> list[Reference]:
    """The internal references (``Rule K.25``) in *text*."""
    # A cheap test first: most entries hold none.
    if "ule" not in text and "ee " not in text and "hase " not in text:
        return []
    return [Reference(target=m.group("id"), kind="ruling", text=m.group(0), start=m.start())
            for m in _REF_RE.finditer(text)]


_ID_RE = re.compile(r"^[A-Z]\.\d+(?:\.(?:Ruling\.)?\d+)?$")

_RULE_PART_RE = re.compile(r"\s*-\s*(\d[0-9a-z./+]*)$")
_DATE_RE = re.compile(r",?\s*(\d{4})/(\d{1,2})/(\d{1,2})$")
_PAGE_RE = re.compile(r",?\s*(Page\s+\d+)$")
_MONTH_RE = re.compile(
    r",?\s*((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{4})$"
)
_FULL_RULE_RE = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]?))?$")

#: Cited rule numbers printed wrongly, mapped to the rule meant.  K.12.13
#: cites ``212b`` for enchantment subtypes, which the 2001/07/23 edition
#: defines in 212.2b (its neighbours in K.12 cite 212.2b too).
RULE_ERRATA = {"212b": "212.2b"}

#: ``who`` spellings normalised: one source is printed ``[CompRule ...]``.
WHO_ERRATA = {"CompRule": "CompRules"}


def parse_rulings(text: str, document: Document) -> ParsedDocument:
    """Parse the text of the General Rulings Summary into *document*'s records.

    Never raises: lines it cannot read are appended to ``errors``.

    >>> from kb.model import Document
    >>> doc = Document("rulings-test", "rulings_summary", "test")
    >>> parsed = parse_rulings("A - Abilities\\nA.37 - Trample\\n"
    ...     "- A.37.1 - Trample. [CompRules 2001/07/23 - 502.9]", doc)
    >>> parsed.rulings[0].sources[0].rule
    '502.9'
    """
    parsed = ParsedDocument(document=document)
    builder = _Builder(parsed)
    try:
        builder.feed(text.splitlines())
    except Exception as exc:  # noqa: BLE001 - parsers never raise (STYLE §4)
        LOGGER.exception("rulings summary: unexpected failure")
        parsed.errors.append(f"unexpected failure: {exc!r}")
    return parsed


@dataclasses.dataclass(slots=True)
class _Chunk:
    """Lines of one entry, note or section note while they are collected."""

    line: int
    lines: list[str]
    depth: int = 0
    """How many ``[`` are still open: a line inside a bracket is never a new entry."""

    def add(self, line: str) -> None:
        self.lines.append(line)
        self.depth = max(0, self.depth + line.count("[") - line.count("]"))


@dataclasses.dataclass(slots=True)
class _Entry:
    number: str
    section: str
    body: _Chunk
    notes: list[_Chunk] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(slots=True)
class _Section:
    id: str
    title: str
    group: str
    line: int
    notes: list[_Chunk] = dataclasses.field(default_factory=list)
    entries: list[_Entry] = dataclasses.field(default_factory=list)


class _Builder:
    """A line-driven state machine: front matter, body, index, acknowledgements."""

    def __init__(self, parsed: ParsedDocument) -> None:
        self.parsed = parsed
        self.groups: dict[str, str] = {}
        self.sections: dict[str, _Section] = {}
        self.order: list[_Section] = []
        self.group = ""
        self.open: _Chunk | None = None
        self.heading = ""
        """The group letter or section id whose heading a wrapped line continues."""

    def error(self, line: int, message: str) -> None:
        LOGGER.debug("rulings summary line %d: %s", line, message)
        self.parsed.errors.append(f"line {line}: {message}")

    def feed(self, lines: list[str]) -> None:
        body_start = self._body_start(lines)
        if body_start is None:
            if any(line.strip() for line in lines):
                self.error(1, "no section heading (`A.1 - Title`) found")
            return
        index_start = len(lines)
        for i in range(body_start, len(lines)):
            if not self._body_line(i + 1, lines[i]):
                index_start = i
                break
        self._finish()
        if index_start < len(lines):
            parse_index(lines, index_start, self.parsed)

    @staticmethod
    def _body_start(lines: list[str]) -> int | None:
        """Index of the body's first group heading (the contents list comes before)."""
        for i, line in enumerate(lines):
            if _SECTION_RE.match(line):
                j = i - 1
                while j >= 0 and not lines[j].strip():
                    j -= 1
                return j if j >= 0 and _GROUP_RE.match(lines[j]) else i
        return None

    def _body_line(self, number: int, line: str) -> bool:
        """Read one body line; ``False`` when the index starts here."""
        stripped = line.strip()
        if not stripped:
            return True
        if self.open is not None and self.open.depth:
            self.open.add(stripped)
        elif stripped.startswith("- "):
            return self._dash_line(number, stripped)
        elif stripped[0].isupper() and stripped[1:2] in (".", " ") and self._heading_line(
                number, stripped):
            return True
        elif self.open is not None:
            self.open.add(stripped)
        elif self.heading:
            self._continue_heading(stripped)
        else:
            self.error(number, f"text outside any entry {stripped[:60]!r}")
        return True

    def _dash_line(self, number: int, stripped: str) -> bool:
        """An entry, a note, or (after the last section) the index's first line."""
        if match := _ENTRY_RE.match(stripped):
            self._entry(number, match.group(1), match.group(2) or "")
        elif match := _NOTE_RE.match(stripped):
            self._note(number, match.group(1) or "")
        elif self.order and _looks_like_index_line(stripped):
            return False
        else:
            self.error(number, f"unreadable entry line {stripped[:60]!r}")
            self.open, self.heading = None, ""
        return True

    def _heading_line(self, number: int, stripped: str) -> bool:
        """A section or group heading; ``False`` if the line is neither."""
        if match := _SECTION_RE.match(stripped):
            self._section(number, match.group(1), match.group(2), match.group(3))
        elif (match := _GROUP_RE.match(stripped)) and match.group(1) >= self.group:
            self.group = match.group(1)
            self.groups[self.group] = match.group(2)
            self.open, self.heading = None, self.group
        else:
            return False
        return True

    def _section(self, number: int, letter: str, digits: str, title: str) -> None:
        section_id = f"{letter}.{int(digits)}"
        if letter != self.group:
            self.error(number, f"section {section_id} outside group {self.group or '?'}")
            self.group = letter
        if section_id in self.sections:
            self.error(number, f"section {section_id} repeated")
            self.open, self.heading = None, ""
            return
        section = _Section(section_id, title, letter, number)
        self.sections[section_id] = section
        self.order.append(section)
        self.open, self.heading = None, section_id

    def _continue_heading(self, text: str) -> None:
        """A heading wrapped onto a second line (``G.39 - Targeting--Announcing and``)."""
        if "." in self.heading:
            section = self.sections[self.heading]
            section.title = f"{section.title} {text}"
        else:
            self.groups[self.heading] = f"{self.groups[self.heading]} {text}"

    def _current(self, number: int, section_id: str) -> _Section:
        section = self.sections.get(section_id)
        if section is None:
            self.error(number, f"entry of {section_id} outside its section")
            section = _Section(section_id, "", section_id[0], number)
            self.sections[section_id] = section
            self.order.append(section)
        return section

    def _entry(self, number: int, ruling: str, first: str) -> None:
        section_id = ruling_section_of(ruling)
        current = self.order[-1].id if self.order else ""
        if section_id != current:
            self.error(number, f"entry {ruling} inside section {current or '?'}")
        chunk = _Chunk(number, [])
        chunk.add(first)
        self._current(number, section_id).entries.append(_Entry(ruling, section_id, chunk))
        self.open, self.heading = chunk, ""

    def _note(self, number: int, first: str) -> None:
        self.heading = ""
        chunk = _Chunk(number, [])
        chunk.add(first)
        if not self.order:
            self.error(number, "note before any section")
            self.open = None
            return
        section = self.order[-1]
        if section.entries:
            section.entries[-1].notes.append(chunk)
        else:
            section.notes.append(chunk)
        self.open = chunk

    def _finish(self) -> None:
        seen: set[str] = set()
        for section in self.order:
            numbers: list[str] = []
            for entry in section.entries:
                if entry.number in seen:
                    self.error(entry.body.line, f"entry {entry.number} repeated")
                    continue
                seen.add(entry.number)
                numbers.append(entry.number)
                self.parsed.rulings.append(self._ruling(entry))
            notes: list[str] = []
            references: list[Reference] = []
            for chunk in section.notes:
                note, sources, refs = self._clean(chunk)
                if sources:  # a section has no sources field: keep them in its note
                    note = " ".join(" ".join(chunk.lines).split())
                    refs = _references(note)
                notes.append(note)
                references.extend(refs)
            self.parsed.sections.append(RulingSection(
                id=section.id, title=section.title, document=self.parsed.document.id,
                group=self.groups.get(section.group, ""), rulings=tuple(numbers),
                text="\n".join(notes), notes=tuple(notes), references=tuple(references),
            ))

    def _ruling(self, entry: _Entry) -> Ruling:
        text, sources, references = self._clean(entry.body)
        notes: list[str] = []
        for chunk in entry.notes:
            note, note_sources, note_refs = self._clean(chunk)
            notes.append(note)
            sources.extend(note_sources)
            references.extend(note_refs)
        return Ruling(
            number=entry.number, section=entry.section, document=self.parsed.document.id,
            text=text, notes=tuple(notes), sources=tuple(sources),
            references=tuple(references),
        )

    def _clean(self, chunk: _Chunk) -> tuple[str, list[Source], list[Reference]]:
        """Join wrapped lines; take out the sources; find the references."""
        joined = " ".join(" ".join(chunk.lines).split())
        pieces: list[str] = []
        sources: list[Source] = []
        external: list[Reference] = []
        length = 0
        last = 0
        for match in _BRACKET_RE.finditer(joined):
            source = parse_source(match.group(1))
            if source is None:
                continue
            piece = joined[last:match.start()].rstrip()
            pieces.append(piece)
            length += len(piece)
            last = match.end()
            sources.append(source)
            if source.rule is None and " - " in source.raw:
                self.error(chunk.line, f"unreadable rule number in [{source.raw}]")
            if source.who == "CompRules" and source.date and source.rule:
                external.append(Reference(
                    target=source.rule, kind="external", text=source.raw,
                    start=length, edition=source.date,
                ))
        pieces.append(joined[last:])
        text = "".join(pieces).strip()
        text_refs = _references(text)
        # External citations are placed where their bracket stood in the text.
        external = [dataclasses.replace(r, start=min(r.start, len(text))) for r in external]
        references = sorted(text_refs + external, key=lambda r: r.start)
        return text, sources, references


def parse_source(raw: str) -> Source | None:
    """Parse the text between the brackets of a source, or ``None`` if it is not one.

    A bracket is a source when it carries a date, a page, a month and year or
    a cited rule; ``[land type]`` and ``[may]`` in card text are not sources.

    >>> parse_source("CompRules 2001/07/23 - 214.4")
    Source(raw='CompRules 2001/07/23 - 214.4', who='CompRules', date='2001-07-23', rule='214.4', detail='')
    >>> parse_source("Duelist Magazine #12, Page 26")
    Source(raw='Duelist Magazine #12, Page 26', who='Duelist Magazine #12', date=None, rule=None, detail='Page 26')
    >>> parse_source("may") is None
    True
    """
    raw = " ".join(raw.split())
    rest = raw
    found = False
    rules: list[str] = []
    details: list[str] = []
    date: str | None = None
    if match := _RULE_PART_RE.search(rest):
        rules = expand_rule_citation(match.group(1))
        if not rules:
            details.append(f"rule {match.group(1)} as printed")
        rest, found = rest[:match.start()], True
    if match := _DATE_RE.search(rest):
        date = _iso_date(*match.groups())
        if date is None:
            details.append(f"date {match.group(0).strip(', ')} as printed")
        rest, found = rest[:match.start()], True
    for pattern in (_PAGE_RE, _MONTH_RE):
        if match := pattern.search(rest):
            details.insert(0, match.group(1))
            rest, found = rest[:match.start()], True
    who = rest.strip(" ,")
    if not found or not who:
        return None
    who = WHO_ERRATA.get(who, who)
    if len(rules) > 1:
        details.append("also cites " + ", ".join(rules[1:]))
    return Source(raw=raw, who=who, date=date, rule=rules[0] if rules else None,
                  detail="; ".join(details))


def expand_rule_citation(text: str) -> list[str]:
    """The rule numbers of a citation: ``"214.8a/8b/8k"`` → 214.8a, 214.8b, 214.8k.

    Handles ``/`` (``100.2/3/4``, ``502.21a/b``, ``502.10a/10i``) and ``+``
    (``212.2b+214.8a``); known misprints go through :data:`RULE_ERRATA`.
    Returns an empty list when the first number cannot be read.

    >>> expand_rule_citation("502.21a/b")
    ['502.21a', '502.21b']
    >>> expand_rule_citation("100.2/3/4")
    ['100.2', '100.3', '100.4']
    """
    numbers: list[str] = []
    for group in text.strip().rstrip(".").split("+"):
        parts = group.split("/")
        first = RULE_ERRATA.get(parts[0], parts[0])
        match = _FULL_RULE_RE.match(first)
        if not match or not is_rule_number(first):
            return numbers
        numbers.append(first)
        section, rule, letter = match.groups()
        for part in parts[1:]:
            if re.fullmatch(r"[a-z]", part) and rule is not None:
                numbers.append(f"{section}.{rule}{part}")
            elif re.fullmatch(r"\d+[a-z]?", part) and rule is not None:
                numbers.append(f"{section}.{part}")
    return numbers


def _iso_date(year: str, month: str, day: str) -> str | None:
    try:
        return datetime.date(int(year), int(month), int(day)).isoformat()
    except ValueError:
        return None


# --- the index -------------------------------------------------------------

_INDEX_LINE_RE = re.compile(r"^- (?P<body>[^\[\]]{1,120})$")
_INDEX_SEE_RE = re.compile(r",\s*[Ss]ee\s+")


@dataclasses.dataclass(slots=True)
class _IndexLine:
    term: str
    targets: tuple[str, ...] | None
    """Ids it names; ``None`` for a header term (no ids and no redirect)."""
    see: str
    line: int


def _looks_like_index_line(stripped: str) -> bool:
    return _read_index_line(stripped, 0) is not None


def _read_index_line(stripped: str, number: int) -> _IndexLine | None:
    """``- Term, A.1, A.2``, ``- Term, see Other, Term`` or a header ``- Term``.

    A term may itself hold commas (``- Attackers, Declaring, C.3``): the ids
    are the trailing comma-separated parts that read as ids.
    """
    match = _INDEX_LINE_RE.match(stripped)
    if not match:
        return None
    body = match.group("body").strip()
    if see := _INDEX_SEE_RE.search(body):
        term = body[:see.start()].strip()
        target = body[see.end():].strip().rstrip(".")
        return _IndexLine(term, (), target, number) if term and target else None
    parts = [part.strip() for part in body.split(",")]
    ids: list[str] = []
    while len(parts) > 1 and _ID_RE.match(parts[-1]):
        ids.insert(0, parts.pop())
    term = ", ".join(part for part in parts if part)
    if not term or len(term) > 60 or (len(parts) > 2 and not ids):
        return None
    if ids:
        return _IndexLine(term, tuple(ids), "", number)
    if parts[-1] and len(parts) > 1:
        return None
    return _IndexLine(term, None, "", number)


def _key(term: str) -> str:
    return term.lower()


def parse_index(lines: list[str], start: int, parsed: ParsedDocument) -> None:
    """Read the index from ``lines[start:]`` into ``parsed.index``.

    The index lost its indentation: ``- Abilities`` (a header, no ids) is
    followed by ``- Activated, A.2`` ... ``- Types, T.1`` and then
    ``- Activated Abilities, A.2`` at the top level again.  Both levels are
    alphabetical, so an entry is a sub-entry of the open header when it sorts
    before the last top-level term (it cannot be top-level), and a top-level
    entry when it sorts between that term and the header, or before the last
    sub-entry.  Otherwise the run of ascending entries from here is looked at:
    if the entry after the run sorts before the run's second entry, the run
    was a sub-list (the top level resumes behind it).  Sub-entries are named
    ``"Header, Sub"`` as the index itself does (``see Tournament, Banned
    Cards``).  Reading stops at the first line that is not an index line (the
    acknowledgements).  Same-term lines are merged; ``see`` redirects take the
    sections of their target (for a header, those of its sub-entries).
    """
    items: list[_IndexLine] = []
    for i in range(start, len(lines)):
        stripped = lines[i].strip()
        if not stripped:
            continue
        item = _read_index_line(stripped, i + 1)
        following = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if item is None or (following and not following.startswith("- ")):
            break
        items.append(item)
    entries: dict[str, tuple[str, list[str], str, int]] = {}
    headers: set[str] = set()
    header: str | None = None
    last_main: str | None = None  # the last top-level term before the open header
    last_sub: str | None = None
    for position, item in enumerate(items):
        if item.targets is None:
            if header is not None:
                last_main = header
            header, last_sub = item.term, None
            headers.add(_key(item.term))
            continue
        key = _key(item.term)
        is_sub = False
        if header is not None:
            if last_main is not None and key < _key(last_main):
                is_sub = True
            elif key < _key(header) or (last_sub is not None and key < _key(last_sub)):
                is_sub = False
            else:
                is_sub = _run_is_sublist(items, position)
        if is_sub and header is not None:
            term = f"{header}, {item.term}"
            last_sub = item.term
        else:
            term, header, last_main, last_sub = item.term, None, item.term, None
        slot = entries.setdefault(_key(term), (term, [], item.see, item.line))
        slot[1].extend(t for t in item.targets if t not in slot[1])
    for key, (term, targets, see, line) in entries.items():
        if see:
            resolved = _resolve_see(see, entries, headers)
            if not resolved:
                LOGGER.debug("index line %d: %r redirects to %r, which names no section",
                             line, term, see)
            targets.extend(resolved)
        parsed.index.append(IndexEntry(term=term, sections=tuple(targets),
                                       document=parsed.document.id))


def _run_is_sublist(items: list[_IndexLine], position: int) -> bool:
    run = [items[position]]
    j = position + 1
    while (j < len(items) and items[j].targets is not None
           and _key(items[j].term) >= _key(items[j - 1].term)):
        run.append(items[j])
        j += 1
    if j >= len(items):
        return False
    pivot = run[1] if len(run) > 1 else run[0]
    return _key(items[j].term) < _key(pivot.term)


def _resolve_see(see: str, entries: dict[str, tuple[str, list[str], str, int]],
                 headers: set[str]) -> list[str]:
    key = _key(see)
    if key in entries and not entries[key][2]:
        return list(entries[key][1])
    if key in headers:
        prefix = key + ", "
        found: list[str] = []
        for other, (_, targets, redirect, _) in entries.items():
            if other.startswith(prefix) and not redirect:
                found.extend(t for t in targets if t not in found)
        return found
    return []
