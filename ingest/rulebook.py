"""Read the basic rulebook (Classic Sixth Edition era) into records.

The text is a Markdown-ish conversion: headings are marked ``[A:]``, ``[B:]``
and ``[C:]`` (outermost first), except ``Section III: Turn Structure``, which
lost its marker and is recognised by its shape (``Section <roman>: Title``).
The ``[C:]`` headings after ``Section V: Glossary`` are the glossary's terms;
every other heading is a :class:`~kb.model.RulebookEntry` whose ``path`` holds
the headings that enclose it.  The table of contents (page numbers and
titles) creates nothing.

Cleaning (:func:`clean_text`), in this order:

- mojibake from UTF-8 read as Windows-1252 is repaired (:data:`MOJIBAKE`);
- the conversion put a white square ``□`` (or a leftover ``\\square``) where
  a mana or tap symbol was printed, and dropped some symbols entirely.  Each
  is restored from what the sentence around it says (:data:`SYMBOL_FIXES`):
  ``②□`` is "one blue mana plus two" → ``{2}{U}``; the expansion symbol
  "is □ – the roman numeral for six" → ``VI``; Llanowar Elves' mana and the
  "card is green" example → ``{G}``; the empty ``""`` symbol that "means
  tap", the empty cost before ``: Prodigal Sorcerer deals 1 damage`` and
  "the  symbol in their activation costs" → ``{T}``; "the colored mana
  symbols  are used" → ``({W}{U}{B}{R}{G})``; the credits' row of ten
  boxes (the trademarked "mana and tap symbols") is dropped; every other
  box sits in a cost or "have □ in their costs" and is the tap symbol
  ``{T}``.  Circled digits become generic mana (``②`` → ``{2}``), the
  notation the Comprehensive Rules use;
- curly quotes become straight ones, ``**bold**``/``*italic*`` markup and
  the brackets of ``[®]`` go.

Paragraphs broken in mid-sentence by a page break (the next one starts in
lower case) are joined again.

:func:`parse_rulebook` never raises: problems go to ``ParsedDocument.errors``.
"""

from __future__ import annotations

import dataclasses
import logging
import re

from kb.model import Document, GlossaryEntry, ParsedDocument, RulebookEntry

LOGGER = logging.getLogger(__name__)

#: Windows-1252 mojibake of UTF-8 characters, and what it stands for.
MOJIBAKE = {
    "â€™": "'", "â€˜": "'", "â€œ": '"', "â€\x9d": '"', "â€”": "—", "â€“": "–",
    "Â®": "®", "Â©": "©", "â„¢": "™", "â‘¡": "②", "â–¡": "□", "Â ": " ",
}

#: Symbols restored from context: (pattern, replacement); see the module docstring.
SYMBOL_FIXES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement) for pattern, replacement in (
        (r"\\square(?: (?=[,.]))?", "□"),
        (r"②□", "{2}{U}"),
        (r"(expansion symbol\W* is )□", r"\1VI"),
        (r"(Llanowar Elves to get )□", r"\1{G}"),
        (r"(If a card has )□( in its mana cost, for example, the card is green)", r"\1{G}\2"),
        (r" ?\(□{2,}\)", ""),
        (r'(The symbol )""( means "tap\.")', r'\1"{T}"\2'),
        (r'(reads, ")(: Prodigal Sorcerer)', r"\1{T}\2"),
        (r"(have the) +(symbol in their activation costs)", r"\1 {T} \2"),
        (r"(the colored mana symbols) +(are used)", r"\1 ({W}{U}{B}{R}{G}) \2"),
        (r"□", "{T}"),
    )
)

_CIRCLED_RE = re.compile("[\u2460-\u2473]")
_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})
_MARKUP_RE = re.compile(r"\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*")
_SIGN_RE = re.compile(r"\[([®™©])\]")
_MOJIBAKE_RE = re.compile("|".join(re.escape(key) for key in MOJIBAKE))
_HEADING_RE = re.compile(r"^\[([ABC]):\]\s*(.*?)\s*$")
_UNMARKED_SECTION_RE = re.compile(r"^(Section [IVX]+: \S.*?)\s*$")
_GLOSSARY_RE = re.compile(r"\bGlossary\b")
_CONTENTS_RE = re.compile(r"^Table of Contents$", re.IGNORECASE)
_SEE_RE = re.compile(r"\bSee(?: also)? (?!p\.)([A-Z][^.()]*?)\.")
_QUALIFIER_RE = re.compile(r"^(.+?) \((?:noun|verb)\)$")
_SPACES_RE = re.compile(r"[ \t]+")
_TRAILING_DASH_RE = re.compile(r"\s+[–—-]\s*$")
_END_RE = re.compile(r"[.!?:;\"')]$")

_LEVELS = {"A": 1, "B": 2, "C": 3}


def clean_text(text: str) -> str:
    """The rulebook's text with mojibake, symbol boxes and markup cleaned.

    >>> clean_text("If the **mana cost** reads ②□, you")
    'If the mana cost reads {2}{U}, you'
    >>> clean_text("“□: Prevent the next 1 damage”")
    '"{T}: Prevent the next 1 damage"'
    """
    text = _MOJIBAKE_RE.sub(lambda m: MOJIBAKE[m.group(0)], text)
    for pattern, replacement in SYMBOL_FIXES:
        text = pattern.sub(replacement, text)
    text = _CIRCLED_RE.sub(lambda m: "{%d}" % (ord(m.group(0)) - 0x245F), text)
    text = text.translate(_QUOTES)
    text = _SIGN_RE.sub(r"\1", text)
    return _MARKUP_RE.sub(lambda m: m.group(1) or m.group(2), text)


def parse_rulebook(text: str, document: Document) -> ParsedDocument:
    """Parse the basic rulebook's text into sections and glossary entries.

    Never raises: problems are appended to ``errors``.

    >>> from kb.model import Document
    >>> doc = Document("rulebook", "rulebook", "test")
    >>> parsed = parse_rulebook("[A:] Section V: Glossary\\n\\n[C:] Attacker\\n\\n"
    ...     "See Attacking creature.\\n", doc)
    >>> parsed.glossary[0].see
    ('Attacking creature',)
    """
    parsed = ParsedDocument(document=document)
    try:
        _parse(clean_text(text), parsed)
    except Exception as exc:  # noqa: BLE001 - parsers never raise (STYLE §4)
        LOGGER.exception("rulebook: unexpected failure")
        parsed.errors.append(f"unexpected failure: {exc!r}")
    return parsed


def _parse(text: str, parsed: ParsedDocument) -> None:
    open_headings: list[tuple[int, str]] = []
    current: tuple[int, str, tuple[str, ...], int] | None = None
    body: list[str] = []
    in_glossary = False
    in_contents = False
    seen_heading = False

    def flush() -> None:
        if current is None or in_contents:
            return
        level, title, path, line = current
        passage = _paragraphs(body)
        if in_glossary and level == 3:
            parsed.glossary.append(_glossary_entry(title, passage, parsed.document.id))
        else:
            parsed.rulebook.append(RulebookEntry(
                title=title, document=parsed.document.id, text=passage,
                kind="section", path=path,
            ))

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        heading = _HEADING_RE.match(line)
        level = 0
        title = ""
        if heading:
            level, title = _LEVELS[heading.group(1)], heading.group(2).strip()
        elif seen_heading and (unmarked := _UNMARKED_SECTION_RE.match(line)):
            level, title = 1, unmarked.group(1)
        if not level:
            if current is not None:
                body.append(line)
            elif line.strip() and seen_heading:
                parsed.errors.append(f"line {number}: text outside any heading")
            continue
        if not title:
            parsed.errors.append(f"line {number}: heading without a title")
            continue
        flush()
        seen_heading = True
        body = []
        while open_headings and open_headings[-1][0] >= level:
            open_headings.pop()
        path = tuple(t for _, t in open_headings)
        if level == 1:
            in_glossary = bool(_GLOSSARY_RE.search(title))
            in_contents = bool(_CONTENTS_RE.match(title))
        elif in_contents:
            in_contents = False
        current = (level, title, path, number)
        open_headings.append((level, title))
    flush()
    _resolve_see(parsed)
    _check_unique(parsed)


def _paragraphs(lines: list[str]) -> str:
    """Blank-line separated paragraphs; a paragraph cut by a page break is rejoined."""
    paragraphs: list[list[str]] = [[]]
    for line in lines:
        stripped = _SPACES_RE.sub(" ", line).strip()
        if not stripped:
            if paragraphs[-1]:
                paragraphs.append([])
            continue
        block = paragraphs[-1]
        if block and stripped[0].islower() and not _END_RE.search(block[-1]):
            block[-1] += " " + stripped
        else:
            block.append(stripped)
    joined: list[str] = []
    for block in paragraphs:
        if not block:
            continue
        paragraph = "\n".join(block)
        if joined and paragraph[0].islower() and not _END_RE.search(joined[-1]):
            joined[-1] += " " + paragraph
        else:
            joined.append(paragraph)
    return "\n\n".join(joined)


def _glossary_entry(heading: str, text: str, document: str) -> GlossaryEntry:
    term = _TRAILING_DASH_RE.sub("", heading.strip().strip('"').strip())
    aliases: list[str] = []
    if ", " in term:
        aliases = [part.strip() for part in term.split(", ") if part.strip()]
    elif qualified := _QUALIFIER_RE.match(term):
        aliases = [qualified.group(1)]
    see: list[str] = []
    for match in _SEE_RE.finditer(text):
        for target in match.group(1).split(","):
            target = target.strip()
            if target and target not in see:
                see.append(target)
    return GlossaryEntry(term=term, document=document, text=text,
                         aliases=tuple(aliases), see=tuple(see))


def _resolve_see(parsed: ParsedDocument) -> None:
    """Spell each "See X" target as the entry it names.

    The case may differ ("See Blocking creature" names "Blocking Creature"),
    and "See also Regenerate" (under Destroy) names the entry "Regeneration":
    a target that is no term is taken for the one term sharing its stem (all
    but its last two letters, at least six), else left as printed.
    """
    terms = {entry.term.lower(): entry.term for entry in parsed.glossary}
    for position, entry in enumerate(parsed.glossary):
        resolved: list[str] = []
        for target in entry.see:
            name = terms.get(target.lower())
            if name is None and len(target) >= 8:
                stem = target.lower()[:-2]
                stems = [term for key, term in terms.items() if key.startswith(stem)]
                name = stems[0] if len(stems) == 1 else None
            if name is None:
                LOGGER.debug("rulebook glossary %r: See %r names no entry", entry.term, target)
            resolved.append(name or target)
        if tuple(resolved) != entry.see:
            parsed.glossary[position] = dataclasses.replace(entry, see=tuple(resolved))


def _check_unique(parsed: ParsedDocument) -> None:
    for kind, slugs in (("section", [e.slug for e in parsed.rulebook]),
                        ("glossary term", [e.slug for e in parsed.glossary])):
        seen: set[str] = set()
        for slug in slugs:
            if slug in seen:
                parsed.errors.append(f"{kind} {slug!r} appears twice")
            seen.add(slug)
