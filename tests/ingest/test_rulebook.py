"""The basic rulebook parser: headed sections, the glossary, symbol cleaning."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest.rulebook import clean_text, parse_rulebook
from kb.model import Document, GlossaryEntry, ParsedDocument, RulebookEntry

DOC = Document("rulebook-classic", "rulebook", "Magic: The Gathering Rulebook")


@pytest.fixture(scope="module")
def rulebook(corpus_documents: list[ParsedDocument]) -> ParsedDocument:
    """The bundled rulebook as ``read_source`` recognises and parses it."""
    return next(d for d in corpus_documents if d.document.kind == "rulebook")


@pytest.fixture(scope="module")
def text(rulebook: ParsedDocument) -> str:
    return Path(rulebook.document.source).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def glossary(rulebook: ParsedDocument) -> dict[str, GlossaryEntry]:
    return {entry.term: entry for entry in rulebook.glossary}


@pytest.fixture(scope="module")
def sections(rulebook: ParsedDocument) -> dict[str, RulebookEntry]:
    return {entry.title: entry for entry in rulebook.rulebook}


def test_counts(rulebook: ParsedDocument) -> None:
    assert rulebook.counts() == {"glossary": 113, "sections": 53}
    assert rulebook.errors == []


def test_glossary_runs_from_ability_to_you(rulebook: ParsedDocument) -> None:
    terms = [entry.term for entry in rulebook.glossary]
    assert terms[:3] == ["Ability", "Activated ability", "Artifact"]
    assert terms[-2:] == ["X", "You"]
    assert "As though" in terms and "Choose one" in terms and "Non-" in terms
    assert len({entry.slug for entry in rulebook.glossary}) == 113


def test_glossary_entry_trample(glossary: dict[str, GlossaryEntry]) -> None:
    assert glossary["Trample"] == GlossaryEntry(
        term="Trample", document=glossary["Trample"].document,
        text=("When an attacking creature with trample deals its combat damage, after it "
              "deals enough damage to destroy all of its blockers, it deals any leftover "
              "damage to the defending player. See also Combat damage."),
        see=("Combat damage",),
    )


@pytest.mark.parametrize(("term", "aliases", "see"), [
    ("Attacker", (), ("Attacking creature",)),
    ("Cost", (), ("Activated ability", "Mana cost")),
    ("Life, Life total", ("Life", "Life total"), ()),
    ("Respond, Response", ("Respond", "Response"), ("Stack",)),
    ("Counter (noun)", ("Counter",), ()),
    ("Losing", (), ("Library", "Life total")),
    ("Priority", (), ()),  # "(See p. 19.)" is a page, not a term
    ("Blocker", (), ("Blocking Creature",)),  # printed "See Blocking Creature."
    ("Attack", (), ("Attacking creature", "Blocking Creature", "Combat")),  # "... creature"
    ("Destroy", (), ("Regeneration",)),  # printed "See also Regenerate."
])
def test_glossary_aliases_and_redirects(glossary: dict[str, GlossaryEntry], term: str,
                                        aliases: tuple[str, ...], see: tuple[str, ...]) -> None:
    assert (glossary[term].aliases, glossary[term].see) == (aliases, see)


def test_sections_have_their_enclosing_headings(sections: dict[str, RulebookEntry]) -> None:
    assert sections["Artifact"].path == ("Section I: The Basics", "Card Types")
    assert sections["d. Combat damage step"].path == ("Section III: Turn Structure",
                                                      "3. Combat Phase")
    assert sections["Flying"].path == ("Section IV: Creature Abilities",)
    assert sections["Parts of a Magic Card"].path == ("Section I: The Basics",)


def test_unmarked_section_iii_heading_is_found(sections: dict[str, RulebookEntry]) -> None:
    assert sections["Section III: Turn Structure"].path == ()
    assert sections["Section III: Turn Structure"].text.startswith("Each turn has five phases")
    assert "Replacement and prevention effects" in sections
    assert "Section III" not in sections["Replacement and prevention effects"].text


def test_contents_list_is_not_a_section(rulebook: ParsedDocument) -> None:
    titles = [entry.title for entry in rulebook.rulebook]
    assert "Table of Contents" not in titles
    assert titles[0] == "Introduction"
    assert len(titles) == len({entry.slug for entry in rulebook.rulebook})


def test_paragraph_cut_by_a_page_break_is_rejoined(
        sections: dict[str, RulebookEntry], glossary: dict[str, GlossaryEntry]) -> None:
    assert ("When any kind of mana can be used to pay the cost, a number ({2}, for "
            "instance) is used.") in sections["Key Terms and Symbols"].text
    assert "For example, a mana cost of {2}{U} means" in glossary["Mana cost"].text


@pytest.mark.parametrize(("fragment", "expected"), [
    ("If the **mana cost** reads ②□, you", "If the mana cost reads {2}{U}, you"),
    ("(*Classic's* **expansion symbol** is □ – the roman", "(Classic's expansion symbol is VI – the roman"),
    ("tap your Llanowar Elves to get \\square , you", "tap your Llanowar Elves to get {G}, you"),
    ('The symbol "" means "tap."', 'The symbol "{T}" means "tap."'),
    ('ability reads, ": Prodigal Sorcerer deals', 'ability reads, "{T}: Prodigal Sorcerer deals'),
    ("abilities that have \\square in the activation cost", "abilities that have {T} in the activation cost"),
    ("have the  symbol in their activation costs", "have the {T} symbol in their activation costs"),
    ("the colored mana symbols  are used", "the colored mana symbols ({W}{U}{B}{R}{G}) are used"),
    ("the mana and tap symbols (□□□□□□□□□□), and", "the mana and tap symbols, and"),
    ("“②, □: Gain 1 life”", '"{2}, {T}: Gain 1 life"'),
    ("Gravebane Zombie’s ability", "Gravebane Zombie's ability"),
    ("**Magic: The Gathering**[®] game", "Magic: The Gathering® game"),
    ("Zombieâ€™s ability â€“ Â®", "Zombie's ability – ®"),
])
def test_clean_text(fragment: str, expected: str) -> None:
    assert clean_text(fragment) == expected


def test_no_box_or_markup_is_left(rulebook: ParsedDocument) -> None:
    texts = [e.text for e in rulebook.rulebook] + [e.text for e in rulebook.glossary]
    leftovers = [t for t in texts if any(mark in t for mark in ("□", "**", "\\square", '""'))]
    assert leftovers == []



def test_heading_without_title_is_an_error() -> None:
    parsed = parse_rulebook("[A:] Intro\n\nText.\n\n[B:]\n", DOC)
    assert parsed.errors == ["line 5: heading without a title"]
    assert [e.title for e in parsed.rulebook] == ["Intro"]


@settings(max_examples=100, deadline=None)
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    parsed = parse_rulebook(text, DOC)
    assert all(not e.startswith("unexpected failure") for e in parsed.errors)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([
    "[A:] ", "[B:] ", "[C:] ", "Section V: Glossary", "Section III: Turn", "\n", "\n\n",
    "See ", "See also ", "Table of Contents", "□", "②", "**", "*", ", ", ".", "x", "“",
]), max_size=60))
def test_never_raises_on_shuffled_rulebook_pieces(pieces: list[str]) -> None:
    parsed = parse_rulebook("".join(pieces), DOC)
    assert all(not e.startswith("unexpected failure") for e in parsed.errors)
