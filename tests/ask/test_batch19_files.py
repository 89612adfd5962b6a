"""Batch 19 (real questions scored on their own, collected before any tuning) is well formed.

tests/data/real_questions_batch19.yaml (rules questions, issue 8) has the format of
tests/data/real_questions.yaml, dev ids that fit its held-aside rule and that no other file
uses, 2003 rules of the KB, and repeats no question of any questions file of tests/data;
tests/data/board_questions_batch19.yaml (board letters, issue 9) has the format of
tests/data/board_questions_dev.yaml, ids no other file uses, an outcome or a decline for
every letter, cites only rules of the KB, and repeats no question either.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from batch_checks import (DATA, KINDS, RULES_FIELDS, board_entry_declines, cited_rules,
                          other_entries, questions, repeats, saturday_school_issues, text,
                          unknown_rules)
from kb.store import KnowledgeBase

RULES_BATCH = DATA / "real_questions_batch19.yaml"
BOARD_BATCH = DATA / "board_questions_batch19.yaml"




@pytest.fixture(scope="module")
def rules_batch() -> list[dict[str, Any]]:
    return questions(RULES_BATCH)


def test_the_rules_batch_has_the_main_file_format_and_new_dev_ids(
        rules_batch: list[dict[str, Any]]) -> None:
    assert len(rules_batch) == 57
    ids = [entry["id"] for entry in rules_batch]
    assert len(set(ids)) == len(ids)
    taken = {entry.get("id") for entry in other_entries(RULES_BATCH, BOARD_BATCH)}
    assert not set(ids) & taken
    for entry in rules_batch:
        assert set(entry) <= RULES_FIELDS and entry["source_kind"] in KINDS, entry["id"]
        assert re.fullmatch(r"rq\d{3}", entry["id"]) and int(entry["id"][2:]) >= 801, entry["id"]
        assert int(entry["id"][2:]) % 3, entry["id"]  # multiples of three are held aside
        assert entry["split"] == "dev", entry["id"]
        assert entry["question"].strip() and "ormos: archive/" in entry["source"], entry["id"]
        assert all(isinstance(c, str) and c for c in entry["cards"]), entry["id"]
    issues = Counter(re.search(r"Saturday School #(\d+)", e["source"]).group(1)  # type: ignore[union-attr]
                     for e in rules_batch)
    assert issues == {"43": 23, "44": 19, "45": 15}


def test_the_batches_use_no_saturday_school_issue_of_another_file_but_the_dev_letters() -> None:
    issues = saturday_school_issues

    # The verdict reader's dev letters dr406-dr407 come from issues #44 and #47 as well, collected
    # at the same time: other letters of them (the difflib test keeps every letter in one file).
    dev_letters = DATA / "board_questions_dev.yaml"
    used = set().union(*(issues(path) for path in sorted(DATA.glob("*.yaml"))
                         if path not in (RULES_BATCH, BOARD_BATCH, dev_letters)))
    assert issues(RULES_BATCH) == {"43", "44", "45"}
    assert issues(BOARD_BATCH) == {str(n) for n in range(43, 51)}
    assert issues(dev_letters) & {str(n) for n in range(43, 51)} == {"44", "47"}
    assert not (issues(RULES_BATCH) | issues(BOARD_BATCH)) & used


def test_every_rule_of_the_rules_batch_is_in_the_kb(rules_batch: list[dict[str, Any]],
                                                    answer_in_kb: Callable[[str], bool]) -> None:
    assert unknown_rules(rules_batch, answer_in_kb) == []


def test_the_rules_batch_repeats_no_question_of_any_file(
        rules_batch: list[dict[str, Any]]) -> None:
    others = [text(entry) for entry in other_entries(RULES_BATCH)]
    assert len(others) >= 900
    assert repeats(rules_batch, others) == []


@pytest.fixture(scope="module")
def board_batch() -> list[dict[str, Any]]:
    return questions(BOARD_BATCH)


def test_the_board_batch_has_the_dev_file_format_and_new_ids(
        board_batch: list[dict[str, Any]]) -> None:
    assert len(board_batch) == 27
    ids = [entry["id"] for entry in board_batch]
    assert ids == [f"dr{n}" for n in range(300, 327)]
    assert not set(ids) & {entry.get("id") for entry in other_entries(RULES_BATCH, BOARD_BATCH)}
    assert Counter(entry["person"] for entry in board_batch) == {"first": 22, "third": 5}
    assert Counter(entry["cards"] for entry in board_batch) == {"named": 25, "described": 2}
    for entry in board_batch:
        assert "https://magic.wizards.com/" in entry["source"], entry["id"]
        assert "Saturday School #" in entry["source"], entry["id"]
    declined = sum(board_entry_declines(entry) for entry in board_batch)
    assert declined == 11


def test_the_board_batch_is_new_and_cites_rules_of_the_kb(board_batch: list[dict[str, Any]],
                                                          kb: KnowledgeBase) -> None:
    others = [text(entry) for entry in other_entries(BOARD_BATCH)]
    assert len(others) >= 950
    assert repeats(board_batch, others) == []
    assert {number for number in cited_rules(board_batch) if kb.rule(number) is None} == set()


def test_the_board_batch_reads_as_verdict_cases(board_batch: list[dict[str, Any]]) -> None:
    from judge.verdict.evaluate import load_cases

    cases = load_cases(BOARD_BATCH)
    assert [case["id"] for case in cases] == [entry["id"] for entry in board_batch]
    assert sum(1 for case in cases if case.get("decline")) == 11
    lodestone = next(case for case in cases if case["id"] == "dr311")
    assert lodestone["expect"] == {"life": {"me": 11, "opponent": 20}, "dies": []}
    vineyard = next(case for case in cases if case["id"] == "dr315")
    assert vineyard["expect"] == {"life": {"me": 20, "opponent": -1}, "dies": []}
