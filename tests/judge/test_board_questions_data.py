"""The board-question development set (tests/data/board_questions.yaml) is well formed.

Every entry has a source, a person and a card mode, an expected outcome (life totals and
what dies), and a `why` whose rule numbers all exist in the 2003 rules of the KB.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from kb.store import KnowledgeBase

BOARD = Path(__file__).resolve().parent.parent / "data" / "board_questions.yaml"
MIN_QUESTIONS = 40
RULE = re.compile(r"\b\d{3}\.\d+[a-z]?\b")


@pytest.fixture(scope="module")
def entries() -> list[dict[str, Any]]:
    with open(BOARD, encoding="utf-8") as stream:
        data = yaml.safe_load(stream)
    return list(data["questions"])


def test_at_least_40_questions_with_unique_ids(entries: list[dict[str, Any]]) -> None:
    assert len(entries) >= MIN_QUESTIONS
    ids = [entry["id"] for entry in entries]
    assert all(re.fullmatch(r"bq\d{3}", i) for i in ids), ids
    assert len(set(ids)) == len(ids)
    questions = [entry["question"].strip().lower() for entry in entries]
    assert len(set(questions)) == len(questions)


def test_every_entry_has_a_source_and_a_well_formed_outcome(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        assert set(entry) == {"id", "question", "source", "person", "cards", "expected", "why"}
        assert len(entry["source"].strip()) >= 10, entry["id"]
        assert entry["person"] in {"first", "third"}, entry["id"]
        assert entry["cards"] in {"named", "described"}, entry["id"]
        expected = entry["expected"]
        assert set(expected) == {"me", "opponent", "dies"}, entry["id"]
        assert isinstance(expected["me"], int) and isinstance(expected["opponent"], int)
        assert isinstance(expected["dies"], list), entry["id"]
        assert all(isinstance(name, str) and name for name in expected["dies"]), entry["id"]


def test_both_persons_and_both_card_modes_are_represented(entries: list[dict[str, Any]]) -> None:
    persons = Counter(entry["person"] for entry in entries)
    modes = Counter(entry["cards"] for entry in entries)
    assert persons["first"] >= 10 and persons["third"] >= 10, persons
    assert modes["named"] >= 5 and modes["described"] >= 10, modes


def test_every_rule_a_why_cites_exists_in_the_2003_rules(entries: list[dict[str, Any]],
                                                        kb: KnowledgeBase) -> None:
    for entry in entries:
        cited = RULE.findall(entry["why"])
        assert cited, entry["id"]
        for rule in cited:
            assert kb.has_rule(rule), (entry["id"], rule)
