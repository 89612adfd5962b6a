"""The re-dressed CR: the 2003 rules rendered in other layouts read back rule by rule.

A new layout of the same document must give the same rules.  The parsed
December 1, 2003 edition is written out

- in the official plain-text layout (each rule a paragraph hard-wrapped at
  80 columns, a Contents list, glossary terms on the first line of their
  paragraph, further paragraphs indented; CRLF line ends; Windows-1252 bytes),
- in the same layout as UTF-8 whose dashes, ™ and ® were lost to U+FFFD
  replacement characters (as in the 2001 and 2002 files),
- in the column-wrapped layout of the section-4 edition (numbers and titles
  alone on a line, text wrapped at 45 columns, no blank lines),

then read back through :func:`ingest.sources.read_source` and compared.  The
column layout has no blank lines, so it cannot keep a rule's paragraph breaks:
there a rule's paragraphs compare joined by a space.  A lost ™ or ® cannot come
back, and a spaced en dash comes back as the em dash it usually is.
"""

from __future__ import annotations

import re

import pytest

from ingest.sources import read_source
from kb.model import GlossaryEntry, ParsedDocument, Rule


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    """Greedy word wrap that never ends a line with a hyphenated word's first half."""
    words = text.split(" ")
    # "power- or toughness-changing": keep "power-" with the next word, because a
    # line ending in "-" is read as a word broken at its hyphen.
    glued: list[str] = []
    for word in words:
        if glued and glued[-1].endswith("-"):
            glued[-1] += "\x00" + word
        else:
            glued.append(word)
    lines: list[str] = []
    line = indent
    for word in glued:
        if line.strip() and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line.strip() else line + word
    lines.append(line)
    return [item.replace("\x00", " ") for item in lines]


def _head(rule: Rule) -> str:
    return str(rule.number) if rule.number.letter else f"{rule.number}."


def render_plain(parsed: ParsedDocument) -> bytes:
    """The official plain-text layout, as CRLF Windows-1252 bytes."""
    lines = ["Magic: The Gathering® Comprehensive Rules", "",
             "These rules are current as of December 1, 2003.", "", "Introduction", "",
             *wrap("This document includes a series of numbered rules followed by a glossary. "
                   "Many of the numbered rules are divided into subrules.", 80), "",
             "Contents", ""]
    sections = [rule for rule in parsed.rules if rule.number.rule is None]
    for part, title in sorted(parsed.part_titles.items()):
        lines.append(f"{part}. {title}")
        lines += [f"{rule.number}. {rule.title}" for rule in sections if rule.number.part == part]
        lines.append("")
    lines += ["Glossary", "", "Credits", "", "Questions?", "", ""]
    part = 0
    for rule in parsed.rules:
        if rule.number.part != part:
            part = rule.number.part
            lines += [f"{part}. {parsed.part_titles[part]}", ""]
        paragraphs = (rule.title or rule.text).split("\n")
        lines += wrap(f"{_head(rule)} {paragraphs[0]}", 80)
        for paragraph in paragraphs[1:]:
            lines += ["", *wrap(paragraph, 80)]
        for example in rule.examples:
            lines += wrap(f"Example: {example}", 80)
        lines.append("")
    lines += ["", "Glossary", ""]
    for entry in parsed.glossary:
        paragraphs = entry.text.split("\n")
        lines += [entry.term, *wrap(paragraphs[0], 80)]
        for paragraph in paragraphs[1:]:
            lines += wrap(paragraph, 80, indent="     ")
        lines.append("")
    lines += ["", "Credits", "", "Magic: The Gathering Original Game Design: Richard Garfield", ""]
    return "\r\n".join(lines).encode("cp1252")


def render_columns(parsed: ParsedDocument) -> bytes:
    """The column-wrapped layout of the section-4 edition (rules only), as UTF-8 bytes."""
    lines: list[str] = []
    part = 0
    for rule in parsed.rules:
        if rule.number.part != part:
            part = rule.number.part
            lines += [f"{part}.", parsed.part_titles[part]]
        lines.append(_head(rule))
        lines += wrap((rule.title or rule.text).replace("\n", " "), 45)
        for example in rule.examples:
            lines += wrap(f"Example: {example}", 45)
    return "\n".join(lines).encode("utf-8")


def _lossy(text: str) -> str:
    """*text* as read from a lossy UTF-8 file: no ™ or ®, spaced dashes are em dashes."""
    return text.replace("™", "").replace("®", "").replace(" – ", " — ")


def _rule_view(rule: Rule, flatten: bool = False) -> tuple[object, ...]:
    text = rule.text.replace("\n", " ") if flatten else rule.text
    return (str(rule.number), rule.title, text, rule.examples, rule.parent, rule.children,
            rule.section_title, rule.part_title, len(rule.references))


def _glossary_view(entry: GlossaryEntry) -> tuple[object, ...]:
    return (entry.term, entry.text, entry.aliases, entry.see, entry.references)


@pytest.fixture(scope="module")
def plain(cr2003: ParsedDocument, tmp_path_factory: pytest.TempPathFactory) -> ParsedDocument:
    path = tmp_path_factory.mktemp("redress") / "official.txt"
    path.write_bytes(render_plain(cr2003))
    return read_source(path)


@pytest.fixture(scope="module")
def replaced(cr2003: ParsedDocument, tmp_path_factory: pytest.TempPathFactory) -> ParsedDocument:
    text = render_plain(cr2003).decode("cp1252")
    path = tmp_path_factory.mktemp("redress") / "replaced.txt"
    path.write_bytes(re.sub("[—–™®]", "\ufffd", text).encode("utf-8"))
    return read_source(path)


@pytest.fixture(scope="module")
def columns(cr2003: ParsedDocument, tmp_path_factory: pytest.TempPathFactory) -> ParsedDocument:
    path = tmp_path_factory.mktemp("redress") / "columns.txt"
    path.write_bytes(render_columns(cr2003))
    return read_source(path)


def test_plain_rendering_is_crlf_cp1252(cr2003: ParsedDocument) -> None:
    data = render_plain(cr2003)
    assert b"\r\n" in data and b"\n" not in data.replace(b"\r\n", b"")
    assert "’".encode("cp1252") in data  # a Windows-1252 byte, not UTF-8
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    assert max(len(line) for line in data.split(b"\r\n")) <= 80


def test_plain_layout_same_document(plain: ParsedDocument) -> None:
    assert plain.document.id == "cr-2003-12-01"
    assert plain.counts() == {"rules": 688, "sections": 69, "glossary": 301}
    assert plain.errors == []


def test_plain_layout_same_rules(cr2003: ParsedDocument, plain: ParsedDocument) -> None:
    assert [str(r.number) for r in plain.rules] == [str(r.number) for r in cr2003.rules]
    for original, again in zip(cr2003.rules, plain.rules):
        assert _rule_view(again) == _rule_view(original)
    assert [r.references for r in plain.rules] == [r.references for r in cr2003.rules]
    assert plain.part_titles == cr2003.part_titles


def test_plain_layout_same_glossary(cr2003: ParsedDocument, plain: ParsedDocument) -> None:
    assert [_glossary_view(g) for g in plain.glossary] == [
        _glossary_view(g) for g in cr2003.glossary]


def test_replacement_characters_same_rules(cr2003: ParsedDocument,
                                           replaced: ParsedDocument) -> None:
    assert replaced.document.id == "cr-2003-12-01"
    assert replaced.counts() == {"rules": 688, "sections": 69, "glossary": 301}
    assert [str(r.number) for r in replaced.rules] == [str(r.number) for r in cr2003.rules]
    for original, again in zip(cr2003.rules, replaced.rules):
        assert (again.title, again.text, again.examples) == (
            _lossy(original.title), _lossy(original.text), tuple(map(_lossy, original.examples)))
        assert again.references == original.references
    for entry, read in zip(cr2003.glossary, replaced.glossary, strict=True):
        assert (read.term, read.text, read.see) == (_lossy(entry.term), _lossy(entry.text),
                                                    entry.see)


def test_column_layout_same_rules(cr2003: ParsedDocument, columns: ParsedDocument) -> None:
    assert columns.document.id.startswith("cr-undated-")  # all five parts, but no date
    assert columns.counts() == {"rules": 688, "sections": 69, "glossary": 0}
    assert columns.errors == []
    assert [str(r.number) for r in columns.rules] == [str(r.number) for r in cr2003.rules]
    for original, again in zip(cr2003.rules, columns.rules):
        assert _rule_view(again, flatten=True) == _rule_view(original, flatten=True)


def test_column_layout_keeps_cross_references_alone_on_a_line(cr2003: ParsedDocument) -> None:
    lines = render_columns(cr2003).decode("utf-8").split("\n")
    alone = [index for index, line in enumerate(lines[1:], start=1)
             if line.rstrip(".").replace(".", "").isalnum() and line[:3].isdigit()
             and lines[index - 1].endswith(("rule", "rules"))]
    # The layout really does put cross-references alone on a line (and they still
    # are not rules: see test_column_layout_same_rules).
    assert len(alone) >= 1
