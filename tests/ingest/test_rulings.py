"""The General Rulings Summary parser: counts, entries, notes, sources, references, index."""

from __future__ import annotations

import collections
import re
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest.rulings import expand_rule_citation, parse_rulings, parse_source
from kb.model import Document, ParsedDocument, Reference, Ruling, Source

DOC = Document("rulings-2003-07-24", "rulings_summary", "General Rulings Summary",
               edition="2003-07-24")


@pytest.fixture(scope="module")
def summary(corpus_documents: list[ParsedDocument]) -> ParsedDocument:
    """The bundled summary as ``read_source`` recognises and parses it."""
    return next(d for d in corpus_documents if d.document.kind == "rulings_summary")


@pytest.fixture(scope="module")
def text(summary: ParsedDocument) -> str:
    return Path(summary.document.source).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def rulings(summary: ParsedDocument) -> dict[str, Ruling]:
    return {ruling.number: ruling for ruling in summary.rulings}


def _internal(summary: ParsedDocument) -> list[Reference]:
    refs = [r for ruling in summary.rulings for r in ruling.references if r.kind == "ruling"]
    return refs + [r for section in summary.sections for r in section.references]


def test_counts_equal_the_corpus(summary: ParsedDocument) -> None:
    assert summary.counts() == {"rulings": 1379, "sections": 189, "notes": 167, "index": 282}
    assert summary.errors == []


def test_eight_notes_stand_under_a_section_heading(summary: ParsedDocument) -> None:
    headed = {s.id: s.notes for s in summary.sections if s.notes}
    assert sorted(headed) == ["D.1", "D.10", "D.2", "D.3", "D.4", "D.7", "D.9", "P.9"]
    assert headed["P.9"] == ("This phase is described in detail in section C. See Rule C.1.",)
    assert sum(len(r.notes) for r in summary.rulings) == 159


def test_contents_list_creates_nothing_twice(summary: ParsedDocument) -> None:
    ids = [s.id for s in summary.sections]
    assert len(ids) == len(set(ids)) == 189
    numbers = [r.number for r in summary.rulings]
    assert len(numbers) == len(set(numbers))
    assert ids[0] == "A.1" and ids[-1] == "Z.9"


def test_sections_have_titles_and_groups(summary: ParsedDocument) -> None:
    by_id = {s.id: s for s in summary.sections}
    assert (by_id["A.37"].title, by_id["A.37"].group) == ("Trample", "Abilities")
    assert by_id["K.17"].title == "Legendary Permanents"
    assert by_id["K.17"].group == "Card and Permanent Types and Information"
    assert by_id["A.37"].rulings[:2] == ("A.37.1", "A.37.2")
    assert collections.Counter(s.id[0] for s in summary.sections)["U"] == 3


def test_a_4_21_text_and_source(rulings: dict[str, Ruling]) -> None:
    ruling = rulings["A.4.21"]
    assert ruling.section == "A.4"
    assert ruling.text == (
        '"Comes into play" triggers see the permanent after any continuous effects are '
        "applied. For example, if Blood Moon is in play then a non-basic land will enter "
        "play as a Mountain and something triggering off a Mountain coming into play would "
        "trigger but something triggering off a non-basic land coming into play would not."
    )
    assert ruling.sources == (Source("D'Angelo 1999/05/01", "D'Angelo", "1999-05-01"),)


def test_ruling_numbered_entry_with_note(rulings: dict[str, Ruling]) -> None:
    ruling = rulings["A.1.Ruling.2"]
    assert ruling.section == "A.1"
    assert ruling.text == ("An ability is not a spell, so it cannot be countered by "
                           "something that only counters a spell. See Rule K.23.")
    assert ruling.sources == (Source("CompRules 1999/04/23", "CompRules", "1999-04-23"),)
    assert ruling.notes == ("Also see Types of Spells and Abilities, Rule T.1.",)
    assert ruling.references == (
        Reference("K.23", "ruling", "See Rule K.23", 94),
        Reference("T.1", "ruling", "Rule T.1", 40),
    )
    assert ruling.text[94:107] == "See Rule K.23"


def test_a_37_1_cites_rule_502_9_of_2001(rulings: dict[str, Ruling]) -> None:
    ruling = rulings["A.37.1"]
    assert ruling.text == 'The ability is written "Trample".'
    assert ruling.sources == (
        Source("CompRules 2001/07/23 - 502.9", "CompRules", "2001-07-23", "502.9"),)
    assert ruling.references == (
        Reference("502.9", "external", "CompRules 2001/07/23 - 502.9", 33, "2001-07-23"),)


def test_multi_source_ruling_keeps_order_and_text(rulings: dict[str, Ruling]) -> None:
    ruling = rulings["A.1.12"]
    assert [s.who for s in ruling.sources] == ["WotC Rules Team", "D'Angelo"]
    assert [s.date for s in ruling.sources] == ["2000-01-11", "2000-02-25"]
    assert "resolve ties. If you get to make a choice" in ruling.text
    assert "[" not in ruling.text


def test_note_sources_join_the_ruling_sources(rulings: dict[str, Ruling]) -> None:
    # Z.2.4's last note is "... disallow basic lands. [DeLaney 2000/01/22]".
    ruling = rulings["Z.2.4"]
    assert len(ruling.notes) == 4
    assert ruling.notes[3].endswith("some people disallow basic lands.")
    assert [s.raw for s in ruling.sources] == ["Mirage, Page 55", "DeLaney 2000/01/22"]


def test_wrapped_source_is_one_source() -> None:
    text = ("A - Abilities\nA.1 - General\n- A.1.1 - Text here. [WotC Rules\n"
            "Team 2000/02/16] More text [CompRules 2001/07/23 -\n502.9b].\n")
    ruling = parse_rulings(text, DOC).rulings[0]
    assert ruling.text == "Text here. More text."
    assert [s.raw for s in ruling.sources] == ["WotC Rules Team 2000/02/16",
                                               "CompRules 2001/07/23 - 502.9b"]
    assert ruling.sources[1].rule == "502.9b"


def test_rewrapped_summary_gives_the_same_rulings(text: str, summary: ParsedDocument) -> None:
    # Everything before the index (whose lines are short and never wrap).
    body, index = text.split("\n- Abilities\n", 1)
    lines: list[str] = []
    for line in body.splitlines():
        lines.extend(textwrap.wrap(line, 41, break_on_hyphens=False) or [""])
    lines.append("- Abilities\n" + index)
    rewrapped = parse_rulings("\n".join(lines), DOC)
    assert rewrapped.errors == []
    assert rewrapped.rulings == parse_rulings(text, DOC).rulings
    assert rewrapped.sections == parse_rulings(text, DOC).sections


def test_dated_comprules_citations(summary: ParsedDocument) -> None:
    dated = [s for r in summary.rulings for s in r.sources
             if s.who == "CompRules" and s.date and s.rule]
    assert len(dated) == 232
    assert collections.Counter(s.date for s in dated) == {
        "2001-07-23": 220, "2002-02-20": 8, "2003-03-15": 3, "2000-07-23": 1}
    external = [r for ruling in summary.rulings for r in ruling.references
                if r.kind == "external"]
    assert len(external) == 232
    assert collections.Counter(r.edition for r in external)["2001-07-23"] == 220


def test_internal_references(summary: ParsedDocument) -> None:
    refs = _internal(summary)
    assert len(refs) == 530
    # 524 are written "Rule X" (the manifest's count); the others are
    # "rule A.6.3" (4), "See T.2" and "see Phase P.5".
    assert sum(1 for r in refs if re.search(r"\bRule ", r.text)) == 524
    assert sorted(r.text for r in refs if not re.search(r"\b[Rr]ule ", r.text)) == [
        "See T.2", "see Phase P.5"]
    targets = {r.number for r in summary.rulings} | {s.id for s in summary.sections}
    assert [r.target for r in refs if r.target not in targets] == []


def test_see_rule_g_39_6(rulings: dict[str, Ruling]) -> None:
    assert rulings["E.2.Ruling.2"].references == (
        Reference("G.39.6", "ruling", "See Rule G.39.6", 114),)


def test_lowercase_rule_reference_and_note_reference(rulings: dict[str, Ruling]) -> None:
    # The second comes from the note after Z.6.Ruling.3; its offset is in that note.
    assert rulings["Z.6.Ruling.3"].references == (
        Reference("Z.6.9", "ruling", "rule Z.6.9", 94),
        Reference("P.1.2", "ruling", "See Rule P.1.2", 163),
    )
    assert rulings["Z.6.Ruling.3"].notes[0][163:177] == "See Rule P.1.2"


@pytest.mark.parametrize(("raw", "expected"), [
    ("CompRules 2001/07/23 - 214.4", Source("CompRules 2001/07/23 - 214.4", "CompRules",
                                            "2001-07-23", "214.4")),
    ("CompRules 1999/04/23", Source("CompRules 1999/04/23", "CompRules", "1999-04-23")),
    ("D'Angelo 1999/05/01", Source("D'Angelo 1999/05/01", "D'Angelo", "1999-05-01")),
    ("WotC Rules Team 2000/02/16", Source("WotC Rules Team 2000/02/16", "WotC Rules Team",
                                          "2000-02-16")),
    ("Duelist Magazine #12, Page 26", Source("Duelist Magazine #12, Page 26",
                                             "Duelist Magazine #12", None, None, "Page 26")),
    ("Duelist Magazine #7, Page 8, 1995/10/01",
     Source("Duelist Magazine #7, Page 8, 1995/10/01", "Duelist Magazine #7", "1995-10-01",
            None, "Page 8")),
    ("DCI Letter, Jan 1997", Source("DCI Letter, Jan 1997", "DCI Letter", None, None,
                                    "Jan 1997")),
    ("CompRule 1999/04/23", Source("CompRule 1999/04/23", "CompRules", "1999-04-23")),
    ("CompRules 1999/04/34", Source("CompRules 1999/04/34", "CompRules", None, None,
                                    "date 1999/04/34 as printed")),
    ("CompRules 2001/07/23 - 214.8a/8b/8k",
     Source("CompRules 2001/07/23 - 214.8a/8b/8k", "CompRules", "2001-07-23", "214.8a",
            "also cites 214.8b, 214.8k")),
    ("CompRules 2001/07/23 - 212b", Source("CompRules 2001/07/23 - 212b", "CompRules",
                                           "2001-07-23", "212.2b")),
    ("CompRules Update in Odyssey FAQ - 502.23a",
     Source("CompRules Update in Odyssey FAQ - 502.23a", "CompRules Update in Odyssey FAQ",
            None, "502.23a")),
    ("land type", None),
    ("may", None),
])
def test_parse_source(raw: str, expected: Source | None) -> None:
    assert parse_source(raw) == expected


@pytest.mark.parametrize(("text", "numbers"), [
    ("502.9", ["502.9"]),
    ("502.10a/10i", ["502.10a", "502.10i"]),
    ("502.21a/b", ["502.21a", "502.21b"]),
    ("100.2/3/4", ["100.2", "100.3", "100.4"]),
    ("212.2b+214.8a", ["212.2b", "214.8a"]),
    ("212b", ["212.2b"]),
    ("21x", []),
])
def test_expand_rule_citation(text: str, numbers: list[str]) -> None:
    assert expand_rule_citation(text) == numbers


def test_index_maps_trample_to_a_37(summary: ParsedDocument) -> None:
    index = {entry.term: entry.sections for entry in summary.index}
    assert index["Trample"] == ("A.37",)
    assert index["Abilities, Trample"] == ("A.37",)
    assert index["Legendary Permanents"] == ("K.17",)
    assert index["Step, Cleanup"] == ("P.13",)
    assert index["Responding"] == ("T.5",)
    assert index["Abilities, Responding to"] == ("T.5", "T.5.Ruling.1")


def test_index_sub_entries_and_top_level_entries_are_told_apart(
        summary: ParsedDocument) -> None:
    terms = [entry.term for entry in summary.index]
    assert "Countering Spells and Abilities" in terms  # after "Cost", "Creature" headers
    assert "Enchant World" in terms  # after the "Enchantment" header
    assert "Mana Ability" in terms and "Life" in terms
    assert "Tournament, Deck Registration" in terms  # out of order inside the sub-list
    assert "Multi-Player, Team Play" in terms and "Must Attack" in terms


def test_index_redirects_take_their_targets_sections(summary: ParsedDocument) -> None:
    index = {entry.term: entry.sections for entry in summary.index}
    assert index["Foresthome"] == ("A.26",)
    assert index["Banned Cards"] == index["Tournament, Banned Cards"]
    assert len(index["Tournament, Banned Cards"]) == 9  # two lines merged
    assert index["Attack"] == ("C.2", "C.5", "C.3", "C.4", "C.6", "C.1", "P.9")
    assert index["Deck"] == ()  # "see Library": a header whose sub-entries are missing


def test_bad_lines_are_reported_with_their_number() -> None:
    text = ("A - Abilities\nA.1 - General\n- A.1.1 - Fine. [D'Angelo 1999/05/01]\n"
            "- B.2.1 - Misplaced entry.\n- A.1.2 - Bad cite. [CompRules 2001/07/23 - 9x]\n")
    parsed = parse_rulings(text, DOC)
    assert [r.number for r in parsed.rulings] == ["A.1.1", "A.1.2", "B.2.1"]
    assert parsed.errors == [
        "line 4: entry B.2.1 inside section A.1",
        "line 4: entry of B.2 outside its section",
        "line 5: entry A.1.2 inside section B.2",
        "line 5: unreadable rule number in [CompRules 2001/07/23 - 9x]",
    ]


def test_text_without_sections_is_an_error_not_an_exception() -> None:
    assert parse_rulings("hello\nworld", DOC).errors == [
        "line 1: no section heading (`A.1 - Title`) found"]
    assert parse_rulings("", DOC).errors == []



_FRAGMENTS = st.sampled_from([
    "A - Abilities", "A.1 - General", "- A.1.1 - ", "- A.1.Ruling.2 - ", "- Note - ",
    "[CompRules 2001/07/23 - 502.9]", "[D'Angelo 1999/05/01]", "See Rule G.39.6",
    "- Trample, A.37", "- Abilities", "- Deck, see Library", "[", "]", "\n", " ", "-",
    "Z.9 - Stack", "- Z.9.1 - x", "[CompRules 1999/99/99 - 1]", ",", "See ",
])


@settings(max_examples=100, deadline=None)
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    parsed = parse_rulings(text, DOC)
    assert all(not e.startswith("unexpected failure") for e in parsed.errors)


@settings(max_examples=100, deadline=None)
@given(st.lists(_FRAGMENTS, max_size=60))
def test_never_raises_on_shuffled_summary_pieces(pieces: list[str]) -> None:
    parsed = parse_rulings("".join(pieces), DOC)
    assert all(not e.startswith("unexpected failure") for e in parsed.errors)


def test_note_under_a_heading_keeps_its_source() -> None:
    text = "A - Abilities\nA.1 - General\n- Note - Old. See Rule A.2. [D'Angelo 1999/05/01]\n"
    section = parse_rulings(text, DOC).sections[0]
    assert section.notes == ("Old. See Rule A.2. [D'Angelo 1999/05/01]",)
    assert section.references == (Reference("A.2", "ruling", "See Rule A.2", 5),)
