"""Batch C of session 18 (real questions scored on their own) is well formed.

tests/data/real_questions_batch18c.yaml (rules questions, issue 8) has the format of
tests/data/real_questions.yaml, dev ids that fit its held-aside rule and that no other file
uses, 2003 rules of the KB, and repeats no question of the other files; and
tests/data/board_questions_batch18c.yaml (board letters, issue 9) has the format of
tests/data/board_questions_dev.yaml, ids of its own, an outcome or a decline for every
letter, and cites only rules of the KB.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from batch_checks import (DATA, KINDS, RULES_FIELDS, board_entry_declines, cited_rules, near,
                          questions)
from kb.store import KnowledgeBase

RULES_BATCH = DATA / "real_questions_batch18c.yaml"
BOARD_BATCH = DATA / "board_questions_batch18c.yaml"


@pytest.fixture(scope="module")
def rules_batch() -> list[dict[str, Any]]:
    return questions(RULES_BATCH)


@pytest.fixture(scope="module")
def board_batch() -> list[dict[str, Any]]:
    return questions(BOARD_BATCH)


def test_the_rules_batch_has_the_main_file_format_and_dev_ids(
        rules_batch: list[dict[str, Any]]) -> None:
    assert len(rules_batch) == 35
    ids = [entry["id"] for entry in rules_batch]
    assert len(set(ids)) == len(ids)
    others = {entry["id"] for path in sorted(DATA.glob("real_questions*.yaml"))
              if path != RULES_BATCH for entry in questions(path)}
    assert not set(ids) & others
    for entry in rules_batch:
        assert set(entry) <= RULES_FIELDS and entry["source_kind"] in KINDS, entry["id"]
        assert re.fullmatch(r"rq\d{3}", entry["id"]) and int(entry["id"][2:]) >= 701, entry["id"]
        assert int(entry["id"][2:]) % 3, entry["id"]  # multiples of three are held aside
        assert entry["split"] == "dev", entry["id"]
        assert entry["question"].strip() and len(entry["source"].strip()) >= 10, entry["id"]
        assert all(isinstance(c, str) and c for c in entry.get("cards", [])), entry["id"]


def test_every_rule_of_the_rules_batch_is_in_the_kb(rules_batch: list[dict[str, Any]],
                                                    answer_in_kb: Callable[[str], bool]) -> None:
    for entry in rules_batch:
        assert entry["rules"], entry["id"]
        for rule in entry["rules"]:
            assert isinstance(rule, str) and answer_in_kb(rule), (entry["id"], rule)


def test_the_rules_batch_repeats_no_question_of_the_other_files(
        rules_batch: list[dict[str, Any]]) -> None:
    others = [entry["question"].strip().lower()
              for path in sorted(DATA.glob("real_questions*.yaml")) if path != RULES_BATCH
              for entry in questions(path)]
    assert len(others) >= 150
    for entry in rules_batch:
        assert near(entry["question"], others) == [], entry["id"]


def test_the_board_batch_has_the_dev_file_format(board_batch: list[dict[str, Any]]) -> None:
    assert len(board_batch) == 29
    ids = [entry["id"] for entry in board_batch]
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"dr\d{3}", i) and int(i[2:]) >= 200 for i in ids), ids
    dev = questions(DATA / "board_questions_dev.yaml")
    assert not set(ids) & {entry["id"] for entry in dev}
    assert {entry["person"] for entry in board_batch} == {"first", "third"}
    for entry in board_batch:
        assert "http" in entry["source"], entry["id"]
    declined = sum(board_entry_declines(entry) for entry in board_batch)
    assert declined == 7


def test_the_board_batch_is_new_and_cites_rules_of_the_kb(board_batch: list[dict[str, Any]],
                                                          kb: KnowledgeBase) -> None:
    dev = [entry["question"].strip().lower()
           for entry in questions(DATA / "board_questions_dev.yaml")]
    for entry in board_batch:
        assert near(entry["question"], dev) == [], entry["id"]
    assert {number for number in cited_rules(board_batch) if kb.rule(number) is None} == set()


def test_the_board_batch_reads_as_verdict_cases(board_batch: list[dict[str, Any]]) -> None:
    from judge.verdict.evaluate import load_cases

    cases = load_cases(BOARD_BATCH)
    assert [case["id"] for case in cases] == [entry["id"] for entry in board_batch]
    assert sum(1 for case in cases if case.get("decline")) == 7
    ebonblade = next(case for case in cases if case["id"] == "dr200")
    assert ebonblade["expect"] == {"life": {"me": 5, "opponent": 4}, "dies": []}
