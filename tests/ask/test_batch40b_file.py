"""Batch 40b (real rules questions of session 36, scored on their own) is well formed.

tests/data/real_questions_batch40b.yaml has the format of tests/data/real_questions.yaml, ids
after those of every file collected before it (batch 40's included) that skip the multiples of
three, rules of the KB, and repeats no question of any other questions file.
"""

from __future__ import annotations

from collections.abc import Callable

from batch_checks import (DATA, KINDS, RULES_FIELDS, later_batches, numbers, other_entries,
                          questions, repeats, text, unknown_rules)

RULES_BATCH = DATA / "real_questions_batch40b.yaml"
IDS = range(2846, 2861)


def test_the_batch_has_the_main_file_format_and_ids_after_every_earlier_file() -> None:
    entries = questions(RULES_BATCH)
    assert [entry["id"] for entry in entries] == [f"rq{n}" for n in IDS if n % 3]
    others = other_entries(RULES_BATCH, *later_batches("40b"))
    assert max(numbers("rq", others)) < IDS.start
    for entry in entries:
        assert set(entry) == RULES_FIELDS and entry["source_kind"] in KINDS, entry["id"]
        assert entry["split"] == "batch40b" and entry["source_kind"] in {"column", "forum"}, entry["id"]
        assert entry["question"].strip() and "http" in entry["source"], entry["id"]
        assert all(isinstance(card, str) and card for card in entry["cards"]), entry["id"]


def test_batch_40_counts_batch_40b_as_later() -> None:
    assert RULES_BATCH in later_batches(40) and RULES_BATCH not in later_batches(41)


def test_every_rule_of_the_batch_is_in_the_kb(answer_in_kb: Callable[[str], bool]) -> None:
    assert unknown_rules(questions(RULES_BATCH), answer_in_kb) == []


def test_the_batch_repeats_no_question_of_any_file() -> None:
    others = [text(entry) for entry in other_entries(RULES_BATCH)]
    assert len(others) >= 1000
    assert repeats(questions(RULES_BATCH), others) == []
