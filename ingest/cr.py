"""Read the Comprehensive Rules, in every layout they come in, into rules and glossary entries.

One reader for four layouts:

- the Markdown-ish conversion of the December 1, 2003 edition: headings of
  any level for the same kind of thing, ``- `` bullets, bold and italics,
  ``{oW}`` mana symbols, a rule number without its period (``302.1 First``),
  ``**Example:**`` paragraphs split across a blank line, a Contents list that
  repeats every section title, glossary entries without a heading;
- the column-wrapped section-4 edition: a number alone on a line, the text
  wrapped at ~45 characters, and cross-references that land alone on a line
  (``...applies to all parts of rule`` / ``409.1.``);
- the run-together 212–217 edition: several rules on one line, straight
  double quotes for apostrophes (``don"t``) and stray OCR dots
  (``doc.u.ment``);
- the official plain-text editions: each rule a paragraph, hard-wrapped
  lines, glossary terms on the first line of their paragraph.

The text is cut into blocks (paragraphs, and lines that start a rule or an
example), then read in order.  A number starts a rule only where it can:
never after "rule", "rules", "and" or a comma, and only if it comes after the
rule before it, so a cross-reference is never taken for a rule.  Nothing here
raises on a bad line; what cannot be read goes to ``ParsedDocument.errors``.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import re

from ingest.refs import find_rule_references
from kb.model import Document, GlossaryEntry, ParsedDocument, Rule, RuleNumber

LOGGER = logging.getLogger(__name__)

# --- line-level cleaning ---------------------------------------------------------

_MD_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_MD_BULLET_RE = re.compile(r"^\s*[-+]\s+")
_MD_LINK_RE = re.compile(r"\[([^\]\n]*)\]\([^)\n]*\)")
_MD_AUTOLINK_RE = re.compile(r"<((?:https?|mailto|ftp):[^>\s]+)>")
_MD_SUP_TM_RE = re.compile(r"<sup>\s*(?:TM|™)\s*</sup>", re.IGNORECASE)
_MD_SUP_R_RE = re.compile(r"<sup>\s*(?:R|®)\s*</sup>", re.IGNORECASE)
_MD_TAG_RE = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:[ \t][^<>\n]*)?/?>")
_MD_ESCAPE_RE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|])")
_MANA_RE = re.compile(r"\{o([^{}\s]{1,3})\}")
_SPACES_RE = re.compile(r"[ \t\u00a0]+")
_OCR_DOTS_RE = re.compile(r"\b[a-z]{2,}(?:\.[a-z]{1,3})+\.[a-z]{2,}\b")
_NOT_WORD_PARTS = frozenset({"com", "org", "net", "edu", "gov", "co", "uk", "www", "asp", "htm",
                             "html", "txt", "pdf"})
_QUOTE_APOSTROPHE_RE = re.compile(r"(?<=[A-Za-z])\"(?=(?:s|t|re|ve|ll|d|m)\b)")

# --- block-level recognisers ---------------------------------------------------------

_NUMBER_START_RE = re.compile(r"^(\d{3})(?:\.(\d{1,3})([a-z]?))?\.?(?=\s|$)")
_PART_RE = re.compile(r"^([1-9])\.(?:\s+(.*))?$")
_EXAMPLE_RE = re.compile(r"^Examples?:\s*")
_INLINE_NUMBER_RE = re.compile(r"(?<=\s)(\d{3})\.(\d{1,3})([a-z]?)\.?(?=\s+[\"“‘'(A-Z0-9])")
_INLINE_EXAMPLE_RE = re.compile(r"(?<=[.)\"”’!?])\s*Examples?:(?:\s+|$)")
_LAST_WORD_RE = re.compile(r"([A-Za-z]+)\W*$")
_REFERENCE_WORDS = frozenset({"rule", "rules", "section", "sections", "and", "or", "see",
                              "through", "to", "of", "in", "under", "also"})
_SENTENCE_END = (".", "!", "?", ":", ";")
_TERMINAL = (*_SENTENCE_END, "\"", "”", "’", ")")
_HYPHEN_AFTER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\"")


@dataclasses.dataclass(slots=True)
class _Block:
    """A paragraph, or a line that starts a rule, a heading or an example."""

    lines: list[str]
    lineno: int
    heading: bool = False
    indented: bool = False
    text: str = ""
    """The lines joined (set once the block is complete)."""


@dataclasses.dataclass(slots=True)
class _Item:
    """A rule or section while it is read."""

    number: RuleNumber
    lineno: int
    heading: bool
    paragraphs: list[str]
    examples: list[str] = dataclasses.field(default_factory=list)
    last: str = "text"


def _join_lines(lines: list[str]) -> str:
    parts: list[str] = []
    for line in lines:
        line = line.strip()
        if not line:
            continue
        previous = parts[-1] if parts else ""
        if (len(previous) > 1 and previous.endswith("-") and previous[-2] in _HYPHEN_AFTER
                and line[:1].isalpha()):
            parts[-1] = previous + line  # 2001-style wrap after a hyphen: "characteristic-"
        else:
            parts.append(line)
    return _SPACES_RE.sub(" ", " ".join(parts))


def _fix_ocr_dots(match: re.Match[str]) -> str:
    parts = match.group(0).split(".")
    if any(part in _NOT_WORD_PARTS for part in parts):
        return match.group(0)
    return "".join(parts)


def _clean_markdown(text: str) -> str:
    text = _MD_LINK_RE.sub(r"\1", text)
    text = _MD_AUTOLINK_RE.sub(r"\1", text)
    text = _MD_SUP_TM_RE.sub("™", text)
    text = _MD_SUP_R_RE.sub("®", text)
    text = _MD_TAG_RE.sub("", text)
    text = _MD_ESCAPE_RE.sub(lambda m: "\x00" if m.group(1) == "*" else m.group(1), text)
    return text.replace("*", "").replace("\x00", "*")


def is_markdown(text: str) -> bool:
    """Whether *text* is the Markdown-ish conversion (``#`` headings and ``**`` bold)."""
    headings = len(re.findall(r"(?m)^#{1,6} \S", text[:200_000]))
    return headings >= 3 or text.count("**") >= 6


def _ref_word_before(text: str) -> bool:
    """Whether *text* ends like the start of a cross-reference ("see rule", "and", ",")."""
    stripped = text.rstrip()
    if not stripped:
        return False
    if stripped[-1] in ",(–—-/":
        return True
    match = _LAST_WORD_RE.search(stripped[-40:])
    # Case matters: "see rule" / "409.1." is a wrapped citation, "Additional Rules" /
    # "500." a part title followed by its first section.
    return (match is not None and (match.group(1) in _REFERENCE_WORDS or match.group(1) == "See")
            and not stripped.endswith("."))


def _is_part_line(line: str) -> bool:
    match = _PART_RE.match(line)
    if match is None:
        return False
    title = match.group(2) or ""
    return len(title) <= 60 and not title.endswith(".")


def _clean(text: str, markdown: bool) -> str:
    """Whole-text cleaning: Markdown inline markup, mana symbols, the 212–217 edition's traps."""
    if markdown:
        text = _clean_markdown(text)
    text = _MANA_RE.sub(r"{\1}", text)
    if "n\"t" in text and "n't" not in text and "n’t" not in text:
        text = _QUOTE_APOSTROPHE_RE.sub("'", text)  # don"t: every apostrophe became a quote
    return _OCR_DOTS_RE.sub(_fix_ocr_dots, text)


def _blocks(text: str) -> list[_Block]:
    """Cut *text* into blocks; see the module docstring."""
    markdown = is_markdown(text)
    blocks: list[_Block] = []
    current: _Block | None = None
    blank = True
    for lineno, raw in enumerate(_clean(text, markdown).split("\n"), start=1):
        line = raw.rstrip()
        if not line:
            blank, current = True, None
            continue
        heading = bullet = False
        stripped = line.lstrip(" ")
        indented = not markdown and len(line) - len(stripped) >= 3
        line = stripped
        if markdown:
            if line[0] == "#":
                match = _MD_HEADING_RE.match(line)
                if match:
                    heading, line = True, match.group(1)
            elif line[0] in "-+":
                match = _MD_BULLET_RE.match(line)
                if match:
                    bullet, line = True, line[match.end():]
        if "  " in line or "\t" in line or "\u00a0" in line:
            line = _SPACES_RE.sub(" ", line)
        line = line.strip()
        if not line:
            continue
        starts = (blank or heading or bullet or indented or current is None
                  or current.heading or line.startswith("Example")
                  and _EXAMPLE_RE.match(line) is not None
                  or line[0].isdigit() and (_NUMBER_START_RE.match(line) is not None
                                            or _is_part_line(line))
                  and not _ref_word_before(current.lines[-1]))
        if starts or current is None:
            current = _Block([line], lineno, heading=heading, indented=indented)
            blocks.append(current)
        else:
            current.lines.append(line)
        blank = False
    for block in blocks:
        block.text = block.lines[0] if len(block.lines) == 1 else _join_lines(block.lines)
    return blocks


# --- rules ---------------------------------------------------------------------------


def _key(number: RuleNumber) -> tuple[int, int, str]:
    return (number.section, -1 if number.rule is None else number.rule, number.letter)


def _is_successor(current: RuleNumber, candidate: RuleNumber) -> bool:
    """Whether *candidate* can directly follow *current* on the same line."""
    if candidate.section != current.section or candidate.rule is None:
        return False
    if current.rule is None:
        return candidate.rule == 1 and not candidate.letter
    if candidate.rule == current.rule + 1 and not candidate.letter:
        return True
    if candidate.rule != current.rule or not candidate.letter:
        return False
    if not current.letter:
        return candidate.letter == "a"
    return 0 < ord(candidate.letter) - ord(current.letter) <= 2


def _is_title(text: str) -> bool:
    return (0 < len(text) <= 80 and not text.endswith(_SENTENCE_END)
            and "\n" not in text and len(text.split()) <= 10)


def _split_inline(number: RuleNumber, text: str) -> list[tuple[RuleNumber, str]]:
    """Split run-together rules: ``212.1. General 212.1a Cards, ...``."""
    pieces: list[tuple[RuleNumber, str]] = []
    current, start = number, 0
    for match in _INLINE_NUMBER_RE.finditer(text):
        section, rule, letter = match.groups()
        candidate = RuleNumber(int(section), int(rule), letter)
        if not _is_successor(current, candidate):
            continue
        before = text[start:match.start()].rstrip()
        if _ref_word_before(before):
            continue
        title_then_first = (candidate.letter == "a" or candidate.rule == 1) and _is_title(before)
        if not (before.endswith(_TERMINAL) or title_then_first):
            continue
        pieces.append((current, before))
        current, start = candidate, match.end()
    pieces.append((current, text[start:].strip()))
    return pieces


def _add_example_split(item: _Item, text: str) -> None:
    """Add *text* to *item*'s text, moving run-in "Example:" passages to its examples."""
    parts = _INLINE_EXAMPLE_RE.split(text)
    if parts[0].strip():
        item.paragraphs.append(parts[0].strip())
    for example in parts[1:]:
        if example.strip():
            item.examples.append(example.strip())
            item.last = "example"


def _continue(item: _Item, text: str) -> None:
    """Add a paragraph without a number to *item*: a split sentence or a new paragraph."""
    previous = item.examples[-1] if item.last == "example" and item.examples else (
        item.paragraphs[-1] if item.paragraphs else "")
    joins = bool(previous) and (text[:1].islower() or previous.endswith((",", ";", "—", "–")))
    if not joins:
        item.paragraphs.append(text)
        item.last = "text"
    elif item.last == "example" and item.examples:
        item.examples[-1] = f"{previous} {text}"
    else:
        item.paragraphs[-1] = f"{previous} {text}"


def _append_inline(item: _Item, text: str) -> None:
    """Add *text* to the sentence *item* ends with (a wrapped cross-reference)."""
    if item.last == "example" and item.examples:
        item.examples[-1] = f"{item.examples[-1]} {text}"
    elif item.paragraphs:
        item.paragraphs[-1] = f"{item.paragraphs[-1]} {text}"
    else:
        item.paragraphs.append(text)


def _classify(block: _Block) -> tuple[str, RuleNumber | None, str]:
    text = block.text
    if _EXAMPLE_RE.match(text):
        return "example", None, _EXAMPLE_RE.sub("", text, count=1)
    match = _NUMBER_START_RE.match(text)
    if match:
        section, rule, letter = match.groups()
        number = RuleNumber(int(section), int(rule) if rule else None, letter or "")
        return "number", number, text[match.end():].strip()
    if _is_part_line(text):
        part = _PART_RE.match(text)
        assert part is not None
        return "part", RuleNumber(int(part.group(1)) * 100), (part.group(2) or "").strip()
    return "para", None, text


def _read_rules(blocks: list[_Block], part_titles: dict[int, str],
                errors: list[str]) -> list[_Item]:
    entries = [(_classify(block), block) for block in blocks]
    numbered = [i for i, ((kind, _, _), _) in enumerate(entries) if kind in ("number", "part")]
    dropped: set[int] = set()
    # A section heading not followed by one of its own rules is a Contents line
    # (or the title of a part that has none), unless it says something.
    for position, index in enumerate(numbered):
        (kind, number, rest), _ = entries[index]
        if kind != "number" or number is None or number.rule is not None:
            continue
        following = entries[numbered[position + 1]][0] if position + 1 < len(numbered) else None
        own = (following is not None and following[0] == "number" and following[1] is not None
               and following[1].section == number.section)
        if not own and _is_title(rest):
            dropped.add(index)
    for position, index in enumerate(numbered):
        (kind, number, rest), _ = entries[index]
        if kind != "part" or number is None:
            continue
        nxt = numbered[position + 1] if position + 1 < len(numbered) else None
        following = entries[nxt][0] if nxt is not None else None
        if (nxt is None or nxt in dropped or following is None or following[0] != "number"
                or following[1] is None or following[1].part != number.part):
            dropped.add(index)

    items: list[_Item] = []
    current: _Item | None = None
    last: RuleNumber | None = None
    for index, ((kind, number, rest), block) in enumerate(entries):
        if index in dropped:
            if kind == "part" and current is not None:
                _append_inline(current, block.text)  # "... is" / "1." wrapped in the body
            else:
                current = None
            continue
        if kind == "part" and number is not None:
            part_titles[number.part] = rest
            current = None
        elif kind == "number" and number is not None:
            if last is not None and _key(number) <= _key(last):
                message = f"line {block.lineno}: {number} after {last} read as text"
                errors.append(message)
                LOGGER.debug(message)
                if current is not None:
                    _append_inline(current, block.text)
                continue
            for piece_number, piece_text in _split_inline(number, rest):
                current = _Item(piece_number, block.lineno, block.heading, [])
                _add_example_split(current, piece_text)
                items.append(current)
                last = piece_number
        elif current is None:
            continue
        elif kind == "example":
            current.examples.append(rest)
            current.last = "example"
        else:
            _continue(current, block.text)
    return items


def _build_rules(items: list[_Item], parsed: ParsedDocument) -> None:
    document = parsed.document.id
    present = {item.number for item in items}
    children: dict[RuleNumber, list[RuleNumber]] = {}
    parents: dict[RuleNumber, RuleNumber | None] = {}
    for item in items:
        parent = item.number.parent
        while parent is not None and parent not in present:
            parent = parent.parent
        parents[item.number] = parent
        if parent is not None:
            children.setdefault(parent, []).append(item.number)
    titles: dict[RuleNumber, str] = {}
    texts: dict[RuleNumber, str] = {}
    for item in items:
        text = "\n".join(item.paragraphs)
        has_children = item.number in children
        if _is_title(text) and not item.examples and (
                item.number.rule is None or has_children or item.heading):
            titles[item.number] = text
            text = ""
        texts[item.number] = text
    for item in items:
        number = item.number
        text = texts[number]
        combined = "\n".join([text, *item.examples])
        parsed.rules.append(Rule(
            number=number,
            document=document,
            text=text,
            title=titles.get(number, ""),
            examples=tuple(item.examples),
            parent=parents[number],
            children=tuple(children.get(number, ())),
            section_title=titles.get(RuleNumber(number.section), ""),
            part_title=parsed.part_titles.get(number.part, ""),
            references=tuple(find_rule_references(combined)),
        ))


# --- glossary --------------------------------------------------------------------------

_SEE_RE = re.compile(r"^See (?!also\b)(.+?)$")


def _looks_like_term(line: str) -> bool:
    return (0 < len(line) <= 50 and not line.endswith((".", ":", ";", ",", "!", "?"))
            and (line[0].isupper() or line[0] in "\"“'*(")
            and not _EXAMPLE_RE.match(line) and not line.startswith("See ")
            and len(line.split()) <= 7 and _NUMBER_START_RE.match(line) is None)


def _names(term: str) -> tuple[str, ...]:
    """The names a heading gives: ``"Y, Z"`` → ``("Y", "Z")``, ``"Ante (Obsolete)"`` → ``("Ante",)``."""
    names = []
    for part in term.split(","):
        name = re.sub(r"\s*\((?:Obsolete|Informal)\)\s*$", "", part.strip())
        name = name.strip("\"“”'‘’ ")
        if name:
            names.append(name)
    return tuple(names)


def _aliases(term: str, terms: set[str]) -> tuple[str, ...]:
    """Other names of *term*; a heading with another entry's term as a part is one name."""
    names = _names(term)
    if len(names) > 1 and any(name.lower() in terms for name in names):
        return ()  # "Active Player, Nonactive Player Rule" is one name
    return tuple(name for name in names if name != term)


def _see(text: str, terms: set[str]) -> tuple[str, ...]:
    """The terms a "See X." redirect points to (not "See also ...")."""
    match = _SEE_RE.match(text.strip())
    if match is None or "\n" in text.strip():
        return ()
    target = match.group(1).strip()
    if re.match(r"rules?\s+\d", target):
        return ()  # "See rule 504, ..." is a rule reference, read by find_rule_references
    target = re.sub(r"[.\"”]+$", "", target).strip()
    target = re.sub(r"^[\"“]", "", target).strip()
    if target.lower() in terms:
        return (target,)
    targets = re.split(r",\s*(?:and\s+)?|\s+and\s+", target)
    return tuple(t for t in targets if t)


def _read_glossary(blocks: list[_Block], parsed: ParsedDocument) -> None:
    entries: list[tuple[str, list[str]]] = []
    for position, block in enumerate(blocks):
        text = block.text
        if text in ("Credits", "Questions?"):
            break
        following = blocks[position + 1] if position + 1 < len(blocks) else None
        first = block.lines[0]
        starts_entry = block.heading or (
            not block.indented and _looks_like_term(first)
            and (len(block.lines) > 1 or following is not None and not following.heading
                 and not following.indented and not following.text[:1].islower()))
        if starts_entry:
            body = _join_lines(block.lines[1:]) if not block.heading else ""
            entries.append((first if not block.heading else text, [body] if body else []))
            continue
        if not entries:
            continue
        paragraphs = entries[-1][1]
        if paragraphs and (text[:1].islower() or paragraphs[-1].endswith((",", ";"))):
            paragraphs[-1] = f"{paragraphs[-1]} {text}"
        else:
            paragraphs.append(text)
    terms = {term.lower() for term, _ in entries}
    for term, paragraphs in entries:
        text = "\n".join(paragraphs)
        parsed.glossary.append(GlossaryEntry(
            term=term,
            document=parsed.document.id,
            text=text,
            aliases=_aliases(term, terms - {term.lower()}),
            see=_see(text, terms),
            references=tuple(find_rule_references(text)),
        ))


# --- entry point -----------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class _Structure:
    """What a text holds before records are built (shared by recognition and parsing)."""

    items: tuple[_Item, ...]
    glossary: tuple[_Block, ...]
    part_titles: dict[int, str]
    errors: tuple[str, ...]


@functools.lru_cache(maxsize=2)
def _structure(text: str) -> _Structure:
    blocks = _blocks(text)
    glossary_at = None
    for index in range(len(blocks) - 1, -1, -1):
        if blocks[index].text == "Glossary":
            glossary_at = index
            break
    if glossary_at is not None and sum(
            1 for block in blocks[glossary_at + 1:]
            if (match := _NUMBER_START_RE.match(block.text)) and match.group(2)) >= 3:
        glossary_at = None  # only the Contents name the glossary: the rules follow it
    rules_blocks = blocks if glossary_at is None else blocks[:glossary_at]
    part_titles: dict[int, str] = {}
    errors: list[str] = []
    items = _read_rules(rules_blocks, part_titles, errors)
    glossary = () if glossary_at is None else tuple(blocks[glossary_at + 1:])
    return _Structure(tuple(items), glossary, part_titles, tuple(errors))


def parse_cr(text: str, document: Document) -> ParsedDocument:
    """Read a Comprehensive Rules text (any layout) into rules, sections and glossary entries.

    *text* is decoded text (see :func:`ingest.sources.decode`).  Never raises
    on bad input: what cannot be read goes to ``errors``.

    >>> from kb.model import Document
    >>> doc = Document("cr-x", "comprehensive_rules", "CR")
    >>> parsed = parse_cr("100. General\\n\\n100.1. Hello.\\n\\n100.1a World.", doc)
    >>> [(str(r.number), r.title or r.text) for r in parsed.rules]
    [('100', 'General'), ('100.1', 'Hello.'), ('100.1a', 'World.')]
    """
    structure = _structure(text)
    parsed = ParsedDocument(document=document, part_titles=dict(structure.part_titles),
                            errors=list(structure.errors))
    _build_rules(list(structure.items), parsed)
    _read_glossary(list(structure.glossary), parsed)
    return parsed


def scan_rule_numbers(text: str) -> list[RuleNumber]:
    """The numbers of the rules and sections *text* holds, in order (no records built).

    Used to recognise a partial edition by the rules it holds.
    """
    return [item.number for item in _structure(text).items]
