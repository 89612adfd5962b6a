"""Rule references in running text: lists, ranges, abbreviated ranges, offsets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest.refs import count_citations, expand_range, find_rule_references
from kb.model import is_rule_number


@pytest.mark.parametrize(("text", "targets"), [
    ("see rule 310", ["310"]),
    ("See rules 419.6e and 419.6f.", ["419.6e", "419.6f"]),
    ('as described in rule 502.9, "Trample."', ["502.9"]),
    ("rules 212.1a, 212.1b, and 212.1c", ["212.1a", "212.1b", "212.1c"]),
    ("rules 409.1a–409.1h", [f"409.1{c}" for c in "abcdefgh"]),
    ("rules 409.1a-409.1h", [f"409.1{c}" for c in "abcdefgh"]),
    ("(see rules 409.1f–h)", ["409.1f", "409.1g", "409.1h"]),
    ("See rules 409.1b–i.", [f"409.1{c}" for c in "bcdefghi"]),
    ("rules 418.5b–418.5g", [f"418.5{c}" for c in "bcdefg"]),
    ("See rules 306–311 and section 500", ["306", "307", "308", "309", "310", "311", "500"]),
    ("Rule 101 applies; see also rule 409.1.", ["101", "409.1"]),
    ("rules 503.2 or 503.3", ["503.2", "503.3"]),
    ("section 100, “General,” and section 101", ["100", "101"]),
    ("see rule 104.3e's example", ["104.3e"]),
])
def test_targets(text: str, targets: list[str]) -> None:
    assert [ref.target for ref in find_rule_references(text)] == targets


@pytest.mark.parametrize("text", [
    "see section 4, “Spells, Abilities, and Effects.”",  # a part, not a rule record
    "102.1. A player wins the game.",  # a rule's own number is no reference
    "See 409.1 for details",  # no "rule" word
    "the Magic Golden Rules\n104. Numbers and Symbols",  # never across a line
    "rules of 2003 (20 life)",
    "rule 5",
    "",
])
def test_no_reference(text: str) -> None:
    assert find_rule_references(text) == []


def test_reference_fields() -> None:
    text = "If so, see rules 419.6e and 419.6f."
    refs = find_rule_references(text)
    assert [(ref.kind, ref.text, ref.start, ref.edition) for ref in refs] == [
        ("rule", "rules 419.6e and 419.6f", 11, None),
        ("rule", "rules 419.6e and 419.6f", 11, None),
    ]
    assert count_citations(refs) == 1


def test_offsets_point_at_the_citation() -> None:
    text = "A (see rule 310). B, as in rules 409.1f–h. C: section 500, and rule 217.6."
    refs = find_rule_references(text)
    assert count_citations(refs) == 4
    for ref in refs:
        assert text[ref.start:ref.start + len(ref.text)] == ref.text
    assert [ref.text for ref in refs] == ["rule 310", "rules 409.1f–h", "rules 409.1f–h",
                                          "rules 409.1f–h", "section 500", "rule 217.6"]


@pytest.mark.parametrize(("first", "last", "expected"), [
    ("409.1f", "h", ["409.1f", "409.1g", "409.1h"]),
    ("409.1a", "409.1c", ["409.1a", "409.1b", "409.1c"]),
    ("306", "311", ["306", "307", "308", "309", "310", "311"]),
    ("502.1", "3", ["502.1", "502.2", "502.3"]),
    ("409.1", "409.3", ["409.1", "409.2", "409.3"]),
    ("306.1", "311.2", ["306.1", "311.2"]),  # not enumerable: its two ends
    ("409.1h", "409.1a", ["409.1h", "409.1a"]),  # backwards: its two ends
])
def test_expand_range(first: str, last: str, expected: list[str]) -> None:
    assert expand_range(first, last) == expected


def test_long_range_gives_its_ends() -> None:
    assert expand_range("100", "599") == ["100", "599"]


@settings(max_examples=100, deadline=None)
@given(st.text())
def test_never_crashes_and_targets_are_rule_numbers(text: str) -> None:
    for ref in find_rule_references(text):
        assert ref.kind == "rule"
        assert is_rule_number(ref.target)
        assert text[ref.start:ref.start + len(ref.text)] == ref.text


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(["rule", "rules", "section", " ", "409.1", "a", "–", "-",
                                 "h", ",", "and", "310", "\n", "502.9b", "."]), max_size=30))
def test_never_crashes_on_citation_like_text(parts: list[str]) -> None:
    text = " ".join(parts)
    for ref in find_rule_references(text):
        assert is_rule_number(ref.target)


def test_bare_range_of_subrules_is_a_reference() -> None:
    refs = find_rule_references("Once the steps described in 409.1a–409.1h are completed")
    assert [r.target for r in refs] == [f"409.1{c}" for c in "abcdefgh"]
    assert {r.text for r in refs} == {"409.1a–409.1h"}


def test_bare_single_number_is_not_a_reference() -> None:
    assert find_rule_references("a 2/2 creature with 409 counters, see 502.9") == []
