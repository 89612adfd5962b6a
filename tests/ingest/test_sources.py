"""Decoding, recognition by content, dispatch and clean rejection of bad sources."""

from __future__ import annotations

import hashlib
import shutil
import sys
import types
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest import bundled_sources
from ingest.sources import SourceError, decode, fix_replacement_characters, read_source, recognise
from kb.model import Document, ParsedDocument

# What each bundled document is, found by content (file names are opaque).
BUNDLED = {
    "cr-2003-12-01": ("comprehensive_rules", "2003-12-01", "complete",
                      "Magic: The Gathering Comprehensive Rules",
                      "Comprehensive Rules, December 1, 2003 edition"),
    "rulings-2003-07-24": ("rulings_summary", "2003-07-24", "complete",
                           "General Rulings Summary",
                           "General Rulings Summary (Stephen D'Angelo), updated 2003-07-24"),
    "cr-partial-400-422": ("comprehensive_rules", None, "rules 400-422",
                           "Comprehensive Rules, rules 400–422",
                           "Comprehensive Rules, rules 400–422 only (undated edition)"),
    "rulebook-classic-sixth-edition": ("rulebook", None, "complete",
                                       "Magic: The Gathering Rulebook",
                                       "Basic rulebook (Classic Sixth Edition)"),
    "cr-partial-212-217": ("comprehensive_rules", None, "rules 212-217",
                           "Comprehensive Rules, rules 212–217",
                           "Comprehensive Rules, rules 212–217 only (undated edition)"),
}


def _recognise_file(path: Path) -> Document:
    data = path.read_bytes()
    return recognise(decode(data), str(path), data)


# --- decode ---------------------------------------------------------------------


@pytest.mark.parametrize(("data", "text"), [
    ("don’t — “quoted”".encode("utf-8"), "don’t — “quoted”"),
    ("don’t — “quoted” ™".encode("cp1252"), "don’t — “quoted” ™"),
    (b"\xef\xbb\xbf100.1. Text", "100.1. Text"),
    (b"a\r\nb\rc\n", "a\nb\nc\n"),
    ("a\r\nb".encode("utf-16"), "a\nb"),
])
def test_decode(data: bytes, text: str) -> None:
    assert decode(data) == text


@pytest.mark.parametrize(("text", "fixed"), [
    ("Magic: The Gathering\ufffd Comprehensive Rules", "Magic: The Gathering Comprehensive Rules"),
    ("a beginning Magic\ufffd player", "a beginning Magic player"),
    ("tokens aren't considered cards\ufffdeven a card", "tokens aren't considered cards—even a card"),
    ("(See rules 212\ufffd215.)", "(See rules 212–215.)"),
    ("rules 409.1a\ufffd409.1f", "rules 409.1a–409.1f"),
    ('"Creature \ufffd Minotaur"', '"Creature — Minotaur"'),
    ("Wizards. \ufffd1993\ufffd2002 Wizards", "Wizards. ©1993–2002 Wizards"),
    ("Exodus\ufffd set", "Exodus set"),
    ("DCI\ufffd\nFloor Rules", "DCI\nFloor Rules"),
    ("no replacement here", "no replacement here"),
])
def test_replacement_characters(text: str, fixed: str) -> None:
    assert fix_replacement_characters(text) == fixed


def test_decode_fixes_replacement_characters() -> None:
    assert decode("Gathering\ufffd Rules\r\n".encode("utf-8")) == "Gathering Rules\n"


# --- recognise ------------------------------------------------------------------------


def test_bundled_documents_recognised_by_content() -> None:
    found = {}
    for path in bundled_sources():
        document = _recognise_file(path)
        found[document.id] = (document.kind, document.edition, document.scope,
                              document.title, document.label)
        assert document.source == str(path)
        assert document.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    assert found == BUNDLED


def test_recognition_ignores_the_file_name(tmp_path: Path) -> None:
    originals = {_recognise_file(path).id: path for path in bundled_sources()}
    for index, (doc_id, path) in enumerate(sorted(originals.items())):
        decoy = tmp_path / f"rulings-{index}-CR-2001-07-23.txt"
        shutil.copyfile(path, decoy)
        assert _recognise_file(decoy).id == doc_id


def test_recognise_names_no_date_for_undated_editions() -> None:
    ids = [_recognise_file(path) for path in bundled_sources()]
    undated = sorted(doc.id for doc in ids if doc.edition is None)
    assert undated == ["cr-partial-212-217", "cr-partial-400-422",
                       "rulebook-classic-sixth-edition"]


@pytest.mark.parametrize(("name", "doc_id", "edition"), [
    ("CR-2001-07-23.txt", "cr-2001-07-23", "2001-07-23"),
    ("CR-2002-02-20.txt", "cr-2002-02-20", "2002-02-20"),
    ("CR-2003-03-15.txt", "cr-2003-03-15", "2003-03-15"),
    ("CR-2004-10-01.txt", "cr-2004-10-01", "2004-10-01"),
])
def test_extra_editions_recognised(corpus_extra: Path, name: str, doc_id: str,
                                   edition: str) -> None:
    document = _recognise_file(corpus_extra / name)
    assert (document.id, document.kind, document.edition, document.scope) == (
        doc_id, "comprehensive_rules", edition, "complete")
    assert document.title == "Magic: The Gathering Comprehensive Rules"


def test_recognise_date_from_text() -> None:
    text = "Comprehensive Rules\n\nThese rules are current as of March 5, 2003.\n\n" + "\n\n".join(
        f"100.{n}. Rule {n}." for n in range(1, 7))
    document = recognise(text, "x.txt")
    assert (document.id, document.edition, document.scope) == ("cr-2003-03-05", "2003-03-05",
                                                               "rules 100-100")


def test_recognise_partial_single_section() -> None:
    text = "\n".join(f"502.{n}. Rule {n}." for n in range(1, 7))
    document = recognise(text, "x.txt")
    assert (document.id, document.edition, document.scope) == (
        "cr-partial-502", None, "rules 502-502")


@pytest.mark.parametrize("text", [
    "Hello world.\nThis is not a rules document at all.\n",
    "Comprehensive Rules\n\nBut no rules follow.",
    "100.1. One rule is not enough.",
    "\x00\x01\x02binary\x03\x04\x05\x06\x07" * 20,
])
def test_recognise_rejects_unknown_text(text: str) -> None:
    with pytest.raises(SourceError, match=r"^cannot recognise odd\.txt: "):
        recognise(text, "odd.txt")


@settings(max_examples=100, deadline=None)
@given(st.text())
def test_recognise_never_crashes(text: str) -> None:
    try:
        document = recognise(text, "random.txt")
    except SourceError as exc:
        assert "random.txt" in str(exc)
    else:
        assert document.kind in ("comprehensive_rules", "rulings_summary", "rulebook")


# --- read_source --------------------------------------------------------------------------


def test_read_source_parses_the_cr() -> None:
    parsed = {_recognise_file(p).id: p for p in bundled_sources()}
    result = read_source(parsed["cr-partial-212-217"])
    assert result.document.id == "cr-partial-212-217"
    assert result.counts() == {"rules": 92, "sections": 5, "glossary": 0}


def test_read_source_dispatches_by_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, str]] = []

    def fake(kind: str):  # type: ignore[no-untyped-def]
        def parse(text: str, document: Document) -> ParsedDocument:
            calls.append((kind, document.id))
            return ParsedDocument(document=document)
        return parse

    rulings = types.ModuleType("ingest.rulings")
    rulings.parse_rulings = fake("rulings")  # type: ignore[attr-defined]
    rulebook = types.ModuleType("ingest.rulebook")
    rulebook.parse_rulebook = fake("rulebook")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ingest.rulings", rulings)
    monkeypatch.setitem(sys.modules, "ingest.rulebook", rulebook)
    for path in bundled_sources():
        document = read_source(path).document
        assert document.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    assert sorted(calls) == [("rulebook", "rulebook-classic-sixth-edition"),
                             ("rulings", "rulings-2003-07-24")]


def test_empty_file_rejected(tmp_path: Path) -> None:
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    with pytest.raises(SourceError) as err:
        read_source(path)
    assert str(err.value) == f"cannot recognise {path}: it is empty"


def test_blank_file_rejected(tmp_path: Path) -> None:
    path = tmp_path / "blank.txt"
    path.write_bytes(b"  \r\n\r\n\t\n")
    with pytest.raises(SourceError, match="it is empty") as err:
        read_source(path)
    assert str(path) in str(err.value)


def test_garbage_file_rejected(tmp_path: Path) -> None:
    path = tmp_path / "garbage.txt"
    path.write_bytes(b"lorem ipsum dolor sit amet\n" * 50)
    with pytest.raises(SourceError) as err:
        read_source(path)
    assert str(err.value).startswith(f"cannot recognise {path}: not the Comprehensive Rules")


def test_binary_file_rejected(tmp_path: Path) -> None:
    path = tmp_path / "image.png"
    path.write_bytes(bytes(range(256)) * 40)
    with pytest.raises(SourceError) as err:
        read_source(path)
    assert str(err.value) == f"cannot recognise {path}: binary data, not text"


def test_missing_file_rejected(tmp_path: Path) -> None:
    path = tmp_path / "missing.txt"
    with pytest.raises(SourceError) as err:
        read_source(path)
    assert str(err.value) == f"cannot read {path}: No such file or directory"


def test_directory_rejected(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match=r"^cannot read ") as err:
        read_source(tmp_path)
    assert str(tmp_path) in str(err.value)


def test_source_error_is_a_value_error() -> None:
    assert issubclass(SourceError, ValueError)
