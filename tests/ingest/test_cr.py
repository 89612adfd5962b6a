"""The Comprehensive Rules in every layout: counts, structure and each layout trap."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest.cr import parse_cr, scan_rule_numbers
from ingest.refs import count_citations
from ingest.sources import read_source
from kb.model import Document, ParsedDocument, Rule, RuleNumber, parse_rule_number

SECTIONS_2003 = ([*range(100, 105), *range(200, 218), *range(300, 315), *range(400, 423),
                  *range(500, 508)])
PARTS_2003 = {1: "The Game", 2: "Parts of the Game", 3: "Turn Structure",
              4: "Spells, Abilities, and Effects", 5: "Additional Rules"}


def rule(parsed: ParsedDocument, number: str) -> Rule:
    wanted = parse_rule_number(number)
    found = [r for r in parsed.rules if r.number == wanted]
    assert len(found) == 1, f"{number}: {len(found)} records"
    return found[0]


def numbers(parsed: ParsedDocument) -> list[str]:
    return [str(r.number) for r in parsed.rules]


def _key(number: RuleNumber) -> tuple[int, int, str]:
    return (number.section, -1 if number.rule is None else number.rule, number.letter)


# --- the December 1, 2003 edition: counts -------------------------------------------------


def test_2003_counts(cr2003: ParsedDocument) -> None:
    # 688 numbered rules and subrules (the MANIFEST's figure: sections not included),
    # 69 three-digit sections, 297 headed glossary entries + 4 without a heading.
    assert cr2003.counts() == {"rules": 688, "sections": 69, "glossary": 301}
    assert len(cr2003.rules) == 757
    assert cr2003.errors == []


def test_2003_sections(cr2003: ParsedDocument) -> None:
    sections = [r.number.section for r in cr2003.rules if r.number.rule is None]
    assert sections == SECTIONS_2003
    assert rule(cr2003, "100").title == "General"
    assert rule(cr2003, "507").title == "Controlling Another Player's Turn"


def test_2003_rules_in_order_and_unique(cr2003: ParsedDocument) -> None:
    keys = [_key(r.number) for r in cr2003.rules]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)


def test_2003_references(cr2003: ParsedDocument) -> None:
    rule_refs = [ref for r in cr2003.rules for ref in r.references]
    glossary_refs = [ref for g in cr2003.glossary for ref in g.references]
    # Citations: 476 introduced by "rule"/"rules" (the MANIFEST's figure, which the raw
    # text also gives for r"\brules? \d{3}") and 3 by "section NNN" (sections 100, 101, 500).
    by_rules = sum(count_citations([ref for ref in refs if ref.text.lower().startswith("rule")])
                   for refs in ([*r.references] for r in [*cr2003.rules, *cr2003.glossary]))
    by_section = sum(count_citations([ref for ref in refs if ref.text.startswith("section")])
                     for refs in ([*r.references] for r in [*cr2003.rules, *cr2003.glossary]))
    bare = sum(count_citations([ref for ref in refs if ref.text[0].isdigit()])
               for refs in ([*r.references] for r in cr2003.rules))
    # ... and 2 bare ranges of subrules: "steps described in 409.1a–409.1h" (409.1i, 503.12).
    assert (by_rules, by_section, bare) == (476, 3, 2)
    # One Reference per cited rule once lists and ranges are expanded.
    assert (len(rule_refs), len(glossary_refs)) == (242, 299)


def test_2003_part_titles(cr2003: ParsedDocument) -> None:
    assert cr2003.part_titles == PARTS_2003
    assert rule(cr2003, "502.9b").part_title == "Additional Rules"


def test_2003_structure(cr2003: ParsedDocument) -> None:
    trample = rule(cr2003, "502.9")
    assert (trample.title, trample.text, trample.parent) == ("Trample", "",
                                                             parse_rule_number("502"))
    assert [str(n) for n in trample.children] == [f"502.9{c}" for c in "abcdef"]
    sub = rule(cr2003, "502.9b")
    assert (sub.parent, sub.section_title, sub.title) == (parse_rule_number("502.9"),
                                                          "Keyword Abilities", "")
    assert [str(n) for n in rule(cr2003, "502").children] == [f"502.{n}" for n in range(1, 35)]
    assert rule(cr2003, "100").parent is None
    assert all(r.document == "cr-2003-12-01" for r in cr2003.rules)


# --- the 2003 edition's layout traps --------------------------------------------------------


@pytest.mark.parametrize(("number", "start"), [
    ("302.1", "First, all permanents with phasing"),
    ("304.1", "First, the active player draws a card."),
    ("314.2", "Simultaneously, all damage is removed"),
    ("409.4", "A player can't begin to play a spell"),
])
def test_rule_number_without_period(cr2003: ParsedDocument, number: str, start: str) -> None:
    assert rule(cr2003, number).text.startswith(start)


@pytest.mark.parametrize(("number", "title"), [
    ("205.2", "Types"),  # ###
    ("205.4", "Supertypes"),  # ####
    ("212.1", "General"),  # #####
    ("212.2", "Artifacts"),  # ##
    ("206", "Expansion Symbol"),  # a section under ####
    ("201", "Characteristics"),  # a section under ##
])
def test_heading_levels_do_not_matter(cr2003: ParsedDocument, number: str, title: str) -> None:
    assert (rule(cr2003, number).title, rule(cr2003, number).text) == (title, "")


def test_bullets_and_bold_removed(cr2003: ParsedDocument) -> None:
    assert rule(cr2003, "100.1").text.startswith("These Magic rules assume a game between")
    assert rule(cr2003, "103").title == "The Magic Golden Rules"
    for r in cr2003.rules:
        for text in (r.text, r.title, *r.examples):
            assert not re.search(r"\*\*|^- |^#|\]\(|<sup>|Example:", text), (r.number, text)


def test_mana_symbols(cr2003: ParsedDocument) -> None:
    assert rule(cr2003, "104.3a").text == (
        "Each of the colored mana symbols represents one colored mana: {W} is white, {U} blue, "
        "{B} black, {R} red, and {G} green.")
    assert not any("{o" in r.text or any("{o" in e for e in r.examples) for r in cr2003.rules)


def test_escaped_asterisk_kept(cr2003: ParsedDocument) -> None:
    assert rule(cr2003, "208.2").text.startswith(
        "Some objects have power and/or toughness of *, where * is a value")


def test_examples_kept_apart(cr2003: ParsedDocument) -> None:
    r = rule(cr2003, "104.2")
    assert r.text.endswith("it uses 0 instead.")
    assert len(r.examples) == 2
    assert r.examples[0].startswith("If a 3/3 creature gets -5/-0")
    assert r.examples[1].startswith("If you control no permanents")
    assert sum(len(r.examples) for r in cr2003.rules) == 94


def test_example_split_across_blank_line(cr2003: ParsedDocument) -> None:
    (example,) = rule(cr2003, "409.1h").examples
    assert example.startswith("You play Death Bomb, which costs {3}{B}")
    assert example.endswith("before payments are actually made, you pay {2}{B}, not {3}{B}, "
                            "even though you're sacrificing the Familiar.")


def test_sentence_split_across_blank_line(cr2003: ParsedDocument) -> None:
    assert "each cumulative upkeep ability will count the total number" in rule(
        cr2003, "502.13b").text
    assert "has no subtype. An enchantment's subtype specifies" in rule(cr2003, "205.3c").text


def test_second_paragraph_kept_with_its_rule(cr2003: ParsedDocument) -> None:
    first, second = rule(cr2003, "403.5").text.split("\n")
    assert first.startswith("Activated abilities that read “Play this ability only any time "
                            "you could play a sorcery”")
    assert second.startswith("Activated abilities that read “Play this ability only any time "
                             "you could play an instant”")


def test_contents_list_gives_no_rules(cr2003: ParsedDocument) -> None:
    # The Contents repeat every section title; only the body's headings are records,
    # each with its rules under it.
    sections = [r for r in cr2003.rules if r.number.rule is None]
    assert len(sections) == 69
    assert all(r.children for r in sections)
    assert [str(n) for n in rule(cr2003, "100").children] == [f"100.{n}" for n in range(1, 7)]


def test_glossary_counts_and_order(cr2003: ParsedDocument) -> None:
    terms = [g.term for g in cr2003.glossary]
    assert len(terms) == 301
    assert terms[:3] == ["Ability", "Activated Ability", "Activation Cost"]
    assert "Glossary" not in terms and "Credits" not in terms


def test_last_four_glossary_entries_without_headings(cr2003: ParsedDocument) -> None:
    last = cr2003.glossary[-5:]
    assert [(g.term, g.aliases, g.see) for g in last] == [
        ("X", (), ()),
        ("Y, Z", ("Y", "Z"), ("X",)),
        ("You, Your", ("You", "Your"), ()),
        ("Zone", (), ()),
        ("Zone-Change Triggers", (), ()),
    ]
    assert last[1].text == "See X."
    assert last[3].text == 'A zone is any place that Magic cards can be during a game. ' \
                           'See rule 217, "Zones."'
    assert [ref.target for ref in last[4].references] == ["410.10"]


def test_glossary_paragraph_split_mid_sentence(cr2003: ParsedDocument) -> None:
    x = next(g for g in cr2003.glossary if g.term == "X")
    assert "While the spell or ability is on the stack, the {X} in its mana cost equals" in x.text
    assert x.text.count("\n") == 2


@pytest.mark.parametrize(("term", "aliases", "see"), [
    ("APNAP", (), ("Active Player, Nonactive Player Rule",)),
    ("Active Player, Nonactive Player Rule", (), ()),
    ("Control, Controller", ("Control", "Controller"), ()),
    ("Banding, “Bands with Other”", ("Banding", "Bands with Other"), ()),
    ("Respond, Response (Informal)", ("Respond", "Response"), ()),
    ("Ante (Obsolete)", ("Ante",), ()),
    ("If", (), ("Intervening 'If' Clause",)),
    ("Forestwalk", (), ("Landwalk",)),
    ("Untapped", (), ()),  # "See also ..." is no redirect
])
def test_glossary_aliases_and_redirects(cr2003: ParsedDocument, term: str,
                                        aliases: tuple[str, ...], see: tuple[str, ...]) -> None:
    entry = next(g for g in cr2003.glossary if g.term == term)
    assert (entry.aliases, entry.see) == (aliases, see)


# --- the column-wrapped section-4 edition ------------------------------------------------


def test_section4_counts(cr_section4: ParsedDocument) -> None:
    assert cr_section4.counts() == {"rules": 171, "sections": 23, "glossary": 0}
    assert [r.number.section for r in cr_section4.rules if r.number.rule is None] == list(
        range(400, 423))
    assert cr_section4.part_titles == {4: "Spells, Abilities, and Effects"}
    assert cr_section4.errors == []


def test_section4_cross_reference_alone_on_a_line_is_no_rule(cr_section4: ParsedDocument) -> None:
    assert numbers(cr_section4).count("409.1") == 1
    text = rule(cr_section4, "409.1").text
    assert text.endswith("This applies to all parts of rule 409.1.")
    assert [str(n) for n in rule(cr_section4, "409.1").children] == [
        f"409.1{c}" for c in "abcdefg"]


def test_section4_wrapped_text_joined(cr_section4: ParsedDocument) -> None:
    r = rule(cr_section4, "401.1")
    assert r.text.startswith("A spell is a card on the stack. As the first step of being "
                             "played, the card becomes a spell")
    assert "(See rule 217.6, \"Stack.\")" in r.text
    assert [ref.target for ref in r.references] == ["217.6", "413.2", "414"]
    assert rule(cr_section4, "400").title == "General"
    assert rule(cr_section4, "409").title == "Playing Spells and Activated Abilities"


def test_section4_examples(cr_section4: ParsedDocument) -> None:
    # 5 examples start a line, 27 run in after a sentence ("characteristics.Example: An").
    assert sum(len(r.examples) for r in cr_section4.rules) == 32
    r = rule(cr_section4, "406.2c")
    assert r.text.endswith("even if the permanent changes characteristics.")
    assert r.examples == ('An ability reading, "At end of turn, destroy that creature" will '
                          "destroy the permanent even if it's no longer a creature during the "
                          "end of turn step.",)
    assert rule(cr_section4, "410.6").text.endswith("See also rule 410.9.")
    assert rule(cr_section4, "418.5d").examples[0].startswith(
        "Two enchantments are played on the same creature")


# --- the run-together 212–217 edition -------------------------------------------------------


def test_212_217_counts(cr_212_217: ParsedDocument) -> None:
    assert cr_212_217.counts() == {"rules": 92, "sections": 5, "glossary": 0}
    assert [r.number.section for r in cr_212_217.rules if r.number.rule is None] == [
        213, 214, 215, 216, 217]
    assert numbers(cr_212_217)[:3] == ["212.1", "212.1a", "212.1b"]
    assert numbers(cr_212_217)[-2:] == ["217.5", "217.5a"]
    assert cr_212_217.errors == []


def test_212_217_run_together_rules_split(cr_212_217: ParsedDocument) -> None:
    general = rule(cr_212_217, "212.1")
    assert (general.title, general.text, general.parent) == ("General", "", None)
    assert rule(cr_212_217, "212.2a").text.endswith(
        '(See rule 409, "Playing Spells and Activated Abilities.")')
    assert rule(cr_212_217, "212.2b").text == (
        "When an artifact spell resolves, its controller puts it into play under his or her "
        "control.")
    assert rule(cr_212_217, "217.5").title == "In Play"


def test_212_217_apostrophes_restored(cr_212_217: ParsedDocument) -> None:
    assert rule(cr_212_217, "212.1a").text.startswith(
        "Cards, tokens, permanents, and spells can all have types, supertypes, and subtypes. "
        "Abilities don't have types")
    assert not any(re.search(r'\w"\w', r.text) for r in cr_212_217.rules)
    assert '(See rule 402, "Abilities.")' in rule(cr_212_217, "212.1a").text


def test_212_217_ocr_dots_removed(cr_212_217: ParsedDocument) -> None:
    assert "at the end of this document under" in rule(cr_212_217, "212.1e").text


def test_212_217_run_in_example(cr_212_217: ParsedDocument) -> None:
    r = rule(cr_212_217, "212.1e")
    assert r.text.endswith('"Creature Types," "Land Types," etc.)')
    assert r.examples == ('When choosing a creature type, "Merfolk" or "Wizard" is acceptable, '
                          'but "Merfolk Wizard" is not. Words like "artifact," "opponent," '
                          '"Swamp," or "truck" can\'t be chosen because they aren\'t creature '
                          'types.',)


def test_212_217_empty_section_kept(cr_212_217: ParsedDocument) -> None:
    empty = rule(cr_212_217, "215")
    assert (empty.title, empty.text) == ("", "This section is now empty. See rule 205.4c and "
                                             "rule 420.5e about legendary permanents.")
    assert [ref.target for ref in empty.references] == ["205.4c", "420.5e"]


# --- the official plain-text editions in corpus-extra -----------------------------------------

EXTRA = [
    # file, rules, sections, glossary, references (objects), citations
    ("CR-2001-07-23.txt", 474, 66, 202),
    ("CR-2002-02-20.txt", 484, 66, 206),
    ("CR-2003-03-15.txt", 514, 66, 211),
    ("CR-2004-10-01.txt", 728, 71, 319),
]


@pytest.fixture(scope="module")
def extra_parsed(corpus_extra: Path) -> dict[str, ParsedDocument]:
    return {name: read_source(corpus_extra / name) for name, *_ in EXTRA}


@pytest.mark.parametrize(("name", "rules", "sections", "glossary"), EXTRA)
def test_extra_edition_counts(extra_parsed: dict[str, ParsedDocument], name: str, rules: int,
                              sections: int, glossary: int) -> None:
    parsed = extra_parsed[name]
    assert parsed.counts() == {"rules": rules, "sections": sections, "glossary": glossary}
    assert parsed.errors == []
    assert set(parsed.part_titles) == {1, 2, 3, 4, 5}
    keys = [_key(r.number) for r in parsed.rules]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    for r in parsed.rules:
        assert "\ufffd" not in r.text and "Example:" not in r.text


def test_2002_hard_wrapped_rule(extra_parsed: dict[str, ParsedDocument]) -> None:
    parsed = extra_parsed["CR-2002-02-20.txt"]
    assert rule(parsed, "100.2").text == (
        "In constructed play, each player needs his or her own deck of at least sixty cards, "
        "small objects to represent any tokens and counters, and some way to clearly track life "
        "totals. A constructed deck can have any number of basic land cards and no more than four "
        "of any card with a particular English name other than basic land cards.")
    # A wrapped cross-reference "(see rule" / "212.2c)." is no rule.
    assert numbers(parsed).count("212.2c") == 1
    assert rule(parsed, "212.2").text.endswith("(see rule 212.2c).")


def test_2002_replacement_characters_restored(extra_parsed: dict[str, ParsedDocument]) -> None:
    parsed = extra_parsed["CR-2002-02-20.txt"]
    assert rule(parsed, "200.1").text.count("cards—even") == 1
    assert "Creature — Minotaur" in rule(parsed, "212.2a").examples[0]
    assert "409.1a" in [ref.target for r in parsed.rules for ref in r.references]


def test_2001_hyphen_at_line_end_kept(extra_parsed: dict[str, ParsedDocument]) -> None:
    assert "characteristic-setting text" in rule(extra_parsed["CR-2001-07-23.txt"], "402.1").text


def test_2001_glossary_subheadings_not_entries(extra_parsed: dict[str, ParsedDocument]) -> None:
    parsed = extra_parsed["CR-2001-07-23.txt"]
    terms = [g.term for g in parsed.glossary]
    assert "Expansions and Editions" not in terms
    symbol = next(g for g in parsed.glossary if g.term == "Expansion Symbol")
    assert "Expansions and Editions\nArabian Nights [symbol]" in symbol.text


def test_2004_empty_section(extra_parsed: dict[str, ParsedDocument]) -> None:
    assert rule(extra_parsed["CR-2004-10-01.txt"], "215").text.startswith(
        "This section is now empty.")


# --- robustness and speed ---------------------------------------------------------------------------


DOC = Document("cr-test", "comprehensive_rules", "test")


@settings(max_examples=100, deadline=None)
@given(st.text())
def test_parse_cr_never_crashes(text: str) -> None:
    parsed = parse_cr(text, DOC)
    keys = [_key(r.number) for r in parsed.rules]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([
    "100. General", "100.1. A rule.", "100.1a", "rule", "Example:", "**Example:** *x*", "## 1. The Game",
    "Glossary", "Credits", "Y, Z", "See X.", "", "\n", "   indented", "212.1. General 212.1a Text.",
    "don\"t", "- 302.1 First,", "409.1.", "1.", "Zone", "lower case", "{oW}",
]), max_size=40))
def test_parse_cr_never_crashes_on_rule_like_text(parts: list[str]) -> None:
    text = "\n".join(parts)
    parsed = parse_cr(text, DOC)
    assert scan_rule_numbers(text) == [r.number for r in parsed.rules]



def test_contents_naming_a_glossary_that_is_not_there() -> None:
    text = ("Contents\n\n1. The Game\n100. General\n\nGlossary\n\n1. The Game\n\n100. General\n\n"
            "100.1. One.\n\n100.2. Two.\n\n100.3. Three.\n")
    parsed = parse_cr(text, DOC)
    assert [str(r.number) for r in parsed.rules] == ["100", "100.1", "100.2", "100.3"]
    assert parsed.glossary == []
    assert parsed.part_titles == {1: "The Game"}


def test_official_layout_glossary() -> None:
    text = ("100. General\n\n100.1. One.\n\nGlossary\n\nAbility\nAn ability is text.\n"
            "     A second paragraph.\nExample: An example.\n\nY, Z\nSee X.\n\nZone\nA place.\n\n"
            "Credits\n\nSomeone\n")
    parsed = parse_cr(text, DOC)
    assert [(g.term, g.text, g.aliases, g.see) for g in parsed.glossary] == [
        ("Ability", "An ability is text.\nA second paragraph.\nExample: An example.", (), ()),
        ("Y, Z", "See X.", ("Y", "Z"), ("X",)),
        ("Zone", "A place.", (), ()),
    ]
