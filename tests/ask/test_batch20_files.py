"""Batch 20 (real questions scored on their own, collected before any tuning) is well formed.

tests/data/real_questions_batch20.yaml (rules questions, issue 8) has the format of
tests/data/real_questions.yaml, ids after every other file's that fit its held-aside rule,
2003 rules of the KB, and repeats no question of any questions file of tests/data;
tests/data/board_questions_batch20.yaml (board letters, issue 9) has the format of
tests/data/board_questions_dev.yaml, ids after every other file's, an outcome or a decline for
every letter, cites only rules of the KB, and repeats no question either.  Both files are
`split: batch20`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from batch_checks import (DATA, KINDS, RULES_FIELDS, board_entry_declines, cited_rules,
                          later_batches, numbers, other_entries, questions, repeats,
                          saturday_school_issues, text, unknown_rules)
from kb.store import KnowledgeBase

RULES_BATCH = DATA / "real_questions_batch20.yaml"
BOARD_BATCH = DATA / "board_questions_batch20.yaml"
SPLIT = "batch20"




@pytest.fixture(scope="module")
def rules_batch() -> list[dict[str, Any]]:
    return questions(RULES_BATCH)


def test_the_rules_batch_has_the_main_file_format_and_ids_after_every_other(
        rules_batch: list[dict[str, Any]]) -> None:
    assert len(rules_batch) == 54
    ids = [entry["id"] for entry in rules_batch]
    assert len(set(ids)) == len(ids)
    others = other_entries(RULES_BATCH, BOARD_BATCH, *later_batches(20))
    assert not set(ids) & {entry.get("id") for entry in others}
    assert min(numbers("rq", rules_batch)) == 887 > max(numbers("rq", others)) == 886
    for entry in rules_batch:
        assert set(entry) <= RULES_FIELDS and entry["source_kind"] in KINDS, entry["id"]
        assert re.fullmatch(r"rq\d{3}", entry["id"]), entry["id"]
        assert int(entry["id"][2:]) % 3, entry["id"]  # multiples of three are held aside
        assert entry["split"] == SPLIT and entry["source_kind"] == "column", entry["id"]
        assert entry["question"].strip(), entry["id"]
        assert "https://magic.wizards.com/" in entry["source"], entry["id"]
        assert "ormos: archive/" in entry["source"], entry["id"]
        assert all(isinstance(c, str) and c for c in entry["cards"]), entry["id"]
    issues = Counter(re.search(r"Saturday School #(\d+)", e["source"]).group(1)  # type: ignore[union-attr]
                     for e in rules_batch)
    assert issues == {"1": 13, "2": 14, "64": 17, "65": 10}


def test_the_batches_use_no_saturday_school_issue_of_another_file() -> None:
    used = set().union(*(saturday_school_issues(path) for path in sorted(DATA.glob("*.yaml"))
                         if path not in (RULES_BATCH, BOARD_BATCH)))
    assert saturday_school_issues(RULES_BATCH) == {"1", "2", "64", "65"}
    assert saturday_school_issues(BOARD_BATCH) == {"3", "4", "5", "6", "10", "11", "12"}
    assert not (saturday_school_issues(RULES_BATCH) | saturday_school_issues(BOARD_BATCH)) & used


def test_every_rule_of_the_rules_batch_is_in_the_kb(rules_batch: list[dict[str, Any]],
                                                    answer_in_kb: Callable[[str], bool]) -> None:
    assert unknown_rules(rules_batch, answer_in_kb) == []


def test_the_rules_batch_repeats_no_question_of_any_file(
        rules_batch: list[dict[str, Any]]) -> None:
    others = [text(entry) for entry in other_entries(RULES_BATCH)]
    assert len(others) >= 950
    assert repeats(rules_batch, others) == []


@pytest.fixture(scope="module")
def board_batch() -> list[dict[str, Any]]:
    return questions(BOARD_BATCH)


def test_the_board_batch_has_the_dev_file_format_and_ids_after_every_other(
        board_batch: list[dict[str, Any]]) -> None:
    assert len(board_batch) == 34
    ids = [entry["id"] for entry in board_batch]
    assert ids == [f"dr{n}" for n in range(408, 442)]
    others = other_entries(RULES_BATCH, BOARD_BATCH, *later_batches(20))
    assert not set(ids) & {entry.get("id") for entry in others}
    assert max(numbers("dr", others)) == 407
    assert Counter(entry["person"] for entry in board_batch) == {"first": 31, "third": 3}
    assert Counter(entry["cards"] for entry in board_batch) == {"named": 19, "described": 15}
    for entry in board_batch:
        assert ("Saturday School #" in entry["source"]
                or "https://github.com/" in entry["source"] and entry.get("decline")), entry["id"]
    declined = [entry["id"] for entry in board_batch if board_entry_declines(entry, SPLIT)]
    assert len(declined) == 11
    described = [entry for entry in board_batch if entry["cards"] == "described"]
    assert sum(1 for entry in described if not entry.get("decline")) == 9


def test_the_board_batch_is_new_and_cites_rules_of_the_kb(board_batch: list[dict[str, Any]],
                                                          kb: KnowledgeBase) -> None:
    others = [text(entry) for entry in other_entries(BOARD_BATCH)]
    assert len(others) >= 1000
    assert repeats(board_batch, others) == []
    assert {number for number in cited_rules(board_batch) if kb.rule(number) is None} == set()


def test_the_board_batch_reads_as_verdict_cases(board_batch: list[dict[str, Any]]) -> None:
    from judge.verdict.evaluate import load_cases

    cases = load_cases(BOARD_BATCH)
    assert [case["id"] for case in cases] == [entry["id"] for entry in board_batch]
    assert sum(1 for case in cases if case.get("decline")) == 11
    by_id = {case["id"]: case for case in cases}
    assert by_id["dr408"]["expect"] == {"life": {"me": 20, "opponent": 12}, "dies": []}
    assert by_id["dr420"]["expect"] == {"life": {"me": 28, "opponent": 20},
                                        "dies": ["Genesis", "the two Spike Feeders"]}
    assert by_id["dr429"]["expect"] == {"life": {"me": 20, "opponent": 18}, "dies": ["the 4/4"]}
    assert by_id["dr439"]["expect"] == {"life": {"me": 20, "opponent": -4}, "dies": []}
    assert by_id["dr429"]["cards"] == "described" and by_id["dr441"]["person"] == "third"
