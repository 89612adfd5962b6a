"""Batch 23 (real questions scored on their own, collected before any tuning) is well formed.

tests/data/real_questions_batch23.yaml (rules questions) has the format of
tests/data/real_questions.yaml, ids after every earlier file's that fit its held-aside rule,
2003 rules of the KB, and repeats no question of any questions file of tests/data;
tests/data/board_questions_batch23.yaml (board letters) has the format of
tests/data/board_questions_dev.yaml, ids after every earlier file's, an outcome or a decline
for every letter (the column's letters name their cards: one describes its board), cites
only rules of the KB, and repeats no question either.  Both files are `split: batch23` and
use no Saturday School issue another file uses.
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

RULES_BATCH = DATA / "real_questions_batch23.yaml"
BOARD_BATCH = DATA / "board_questions_batch23.yaml"
SPLIT = "batch23"


def _issue(entry: dict[str, Any]) -> str:
    """The Saturday School issue an entry comes from, or "other"."""
    match = re.search(r"Saturday School #(\d+)", entry["source"])
    return match.group(1) if match else "other"


@pytest.fixture(scope="module")
def rules_batch() -> list[dict[str, Any]]:
    return questions(RULES_BATCH)


def test_the_rules_batch_has_the_main_file_format_and_ids_after_every_earlier_file(
        rules_batch: list[dict[str, Any]]) -> None:
    ids = [entry["id"] for entry in rules_batch]
    assert ids == [f"rq{n}" for n in range(1189, 1294) if n % 3]  # multiples of three held aside
    assert len(ids) == 70
    others = other_entries(RULES_BATCH, BOARD_BATCH, *later_batches(23))
    assert min(numbers("rq", rules_batch)) == 1189 > max(numbers("rq", others)) == 1187
    for entry in rules_batch:
        assert set(entry) <= RULES_FIELDS and entry["source_kind"] in KINDS, entry["id"]
        assert entry["split"] == SPLIT and entry["source_kind"] == "column", entry["id"]
        assert entry["question"].strip(), entry["id"]
        assert "https://magic.wizards.com/" in entry["source"], entry["id"]
        assert "ormos: archive/" in entry["source"], entry["id"]
        assert all(isinstance(c, str) and c for c in entry["cards"]), entry["id"]
    assert Counter(_issue(entry) for entry in rules_batch) == {"59": 24, "60": 14, "61": 19,
                                                               "62": 9, "63": 4}


def test_the_batches_use_no_saturday_school_issue_of_another_file() -> None:
    used = set().union(*(saturday_school_issues(path) for path in sorted(DATA.glob("*.yaml"))
                         if path not in (RULES_BATCH, BOARD_BATCH)))
    assert saturday_school_issues(RULES_BATCH) == {"59", "60", "61", "62", "63"}
    assert saturday_school_issues(BOARD_BATCH) == {"16", "19", "60", "61", "62", "63", "75",
                                                   "76", "77"}
    assert not (saturday_school_issues(RULES_BATCH) | saturday_school_issues(BOARD_BATCH)) & used


def test_every_rule_of_the_rules_batch_is_in_the_kb(rules_batch: list[dict[str, Any]],
                                                    answer_in_kb: Callable[[str], bool]) -> None:
    assert unknown_rules(rules_batch, answer_in_kb) == []


def test_the_rules_batch_repeats_no_question_of_any_file(
        rules_batch: list[dict[str, Any]]) -> None:
    others = [text(entry) for entry in other_entries(RULES_BATCH)]
    assert len(others) >= 1000
    assert repeats(rules_batch, others) == []


@pytest.fixture(scope="module")
def board_batch() -> list[dict[str, Any]]:
    return questions(BOARD_BATCH)


def test_the_board_batch_has_the_dev_file_format_and_ids_after_every_earlier_file(
        board_batch: list[dict[str, Any]]) -> None:
    ids = [entry["id"] for entry in board_batch]
    assert ids == [f"dr{n}" for n in range(497, 529)]
    others = other_entries(RULES_BATCH, BOARD_BATCH, *later_batches(23))
    assert max(numbers("dr", others)) == 496
    assert Counter(entry["person"] for entry in board_batch) == {"first": 29, "third": 3}
    assert Counter(entry["cards"] for entry in board_batch) == {"named": 31, "described": 1}
    for entry in board_batch:
        assert "Saturday School #" in entry["source"] and "ormos archive: " in entry["source"], \
            entry["id"]
    assert Counter(_issue(entry) for entry in board_batch)["other"] == 0
    declined = [entry["id"] for entry in board_batch if board_entry_declines(entry, SPLIT)]
    assert declined == ["dr504", "dr506", "dr507", "dr508", "dr521", "dr522", "dr526", "dr527",
                        "dr528"]
    described = [entry for entry in board_batch if entry["cards"] == "described"]
    assert [entry["id"] for entry in described] == ["dr514"]


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
    assert sum(1 for case in cases if case.get("decline")) == 9
    by_id = {case["id"]: case for case in cases}
    assert by_id["dr514"]["expect"] == {"life": {"me": 20, "opponent": 17}, "dies": []}
    assert by_id["dr505"]["expect"] == {"life": {"me": 5, "opponent": 20}, "dies": []}
    assert by_id["dr498"]["expect"] == {"life": {"me": 20, "opponent": 20},
                                        "dies": ["Symbiotic Beast", "Havoc Demon"]}
    assert by_id["dr512"]["expect"] == {"life": {"me": 20, "opponent": 18},
                                        "dies": ["Clockwork Condor"]}
    assert by_id["dr525"]["expect"] == {"life": {"me": 17, "opponent": 17},
                                        "dies": ["War Elemental"]}
    assert by_id["dr514"]["cards"] == "described" and by_id["dr523"]["person"] == "third"
