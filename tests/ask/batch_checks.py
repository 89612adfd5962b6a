"""Checks shared by the tests of the batch files of real questions (tests/data/*batch*.yaml).

A batch is a file of real rules questions (the layout of tests/data/real_questions.yaml) or
of real board letters (the layout of tests/data/board_questions_dev.yaml) kept apart so that
it can be scored on its own.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Any, Callable

import yaml

DATA = Path(__file__).resolve().parent.parent / "data"
KINDS = {"forum", "column", "faq", "quiz", "rulings-summary", "stackexchange", "bug-report"}
RULES_FIELDS = {"id", "question", "source", "source_kind", "rules", "cards", "split"}
#: The verbs a letter's refused action may have (the scenario's action verbs a letter tells).
REFUSED_VERBS = {"attack", "block", "play", "activate"}
BOARD_FIELDS = {"id", "question", "source", "split", "person", "cards", "expected", "decline", "why"}
RULE_NUMBER = re.compile(r"\b\d{3}(?:\.\d+[a-z]?)?\b")


def questions(path: Path) -> list[dict[str, Any]]:
    """The entries of a questions file (a mapping holding one list, ``questions``)."""
    with open(path, encoding="utf-8") as stream:
        data = yaml.safe_load(stream)
    assert isinstance(data, dict) and isinstance(data.get("questions"), list), path.name
    return list(data["questions"])


def text(entry: dict[str, Any]) -> str:
    """A question's words, whichever layout its file has (``question`` or ``q``)."""
    return str(entry.get("question") or entry.get("q")).strip().lower()


def other_entries(*mine: Path) -> list[dict[str, Any]]:
    """Every question of the questions files of tests/data but *mine*."""
    return [entry for path in sorted(DATA.glob("*.yaml")) if path not in mine
            for entry in questions(path)]


def _batch_key(name: int | str) -> tuple[int, str]:
    """A batch's place in the order of collection: its number, then its letter (40, 40b, 41)."""
    match = re.fullmatch(r"(\d+)([a-z]*)", str(name))
    assert match, name
    return int(match.group(1)), match.group(2)


def later_batches(number: int | str) -> list[Path]:
    """The batch files of tests/data numbered after batch *number* (``*_batch21.yaml`` is after
    20, ``*_batch40b.yaml`` after 40): a batch's ids come after those of every file collected
    before it, not after later ones."""
    return [path for path in sorted(DATA.glob("*_batch*.yaml"))
            if (match := re.search(r"_batch(\d+[a-z]*)", path.stem))
            and _batch_key(match.group(1)) > _batch_key(number)]


def numbers(prefix: str, entries: list[dict[str, Any]]) -> set[int]:
    """The numbers of the ids ``PREFIX123`` among *entries*."""
    return {int(match.group(1)) for entry in entries
            if (match := re.fullmatch(rf"{prefix}(\d+)", str(entry.get("id", ""))))}


def saturday_school_issues(path: Path) -> set[str]:
    """The "Saturday School" issues a file names (by title or by address)."""
    words = path.read_text(encoding="utf-8")
    return set(re.findall(r"Saturday School #(\d+)", words)) | set(
        re.findall(r"saturday-school-(\d+)-", words))


def near(question: str, others: list[str]) -> list[str]:
    """The questions of *others* (lower case) within difflib ratio 0.8 of *question*.

    difflib's two cheap upper bounds of the ratio (lengths, then letter counts) rule most
    pairs out before the full comparison, as ``difflib.get_close_matches`` does."""
    mine = question.strip().lower()
    matcher = difflib.SequenceMatcher(None, mine)
    found = []
    for other in others:
        matcher.set_seq2(other)
        if (matcher.real_quick_ratio() > 0.8 and matcher.quick_ratio() > 0.8
                and matcher.ratio() > 0.8):
            found.append(other)
    return found


def unknown_rules(entries: list[dict[str, Any]], answer_in_kb: Callable[[str], bool]) -> list[tuple[str, Any]]:
    """``(id, rule)`` of every rule a rules batch names that the KB doesn't hold (``(id, None)``
    for an entry naming none)."""
    return [(entry["id"], rule) for entry in entries for rule in (entry["rules"] or [None])
            if not (isinstance(rule, str) and answer_in_kb(rule))]


def repeats(entries: list[dict[str, Any]], others: list[str]) -> list[str]:
    """The ids of the *entries* whose question is within difflib ratio 0.8 of one of *others*."""
    return [entry["id"] for entry in entries if near(entry["question"], others)]


def board_entry_declines(entry: dict[str, Any], split: str = "dev") -> bool:
    """Check one board letter's layout (of part *split*): True if it expects a decline, else
    its outcome is whole."""
    assert set(entry) <= BOARD_FIELDS, entry["id"]
    assert entry["split"] == split and entry["cards"] in {"named", "described"}, entry["id"]
    assert entry["question"].strip() and entry["why"].strip(), entry["id"]
    if entry.get("decline"):
        assert entry["decline"] is True and "expected" not in entry, entry["id"]
        return True
    expected = entry["expected"]
    if "refused" in expected:
        # A told action the rules forbid: the verdict refuses it (the verb of the refused
        # action), and claims the life totals and what dies only where the letter decides them.
        assert expected["refused"] in REFUSED_VERBS, entry["id"]
        assert set(expected) in ({"refused"}, {"refused", "me", "opponent", "dies"}), entry["id"]
        if set(expected) == {"refused"}:
            return False
    assert set(expected) in ({"me", "opponent", "dies"}, {"refused", "me", "opponent", "dies"}), entry["id"]
    assert isinstance(expected["me"], int) and isinstance(expected["opponent"], int), entry["id"]
    assert all(isinstance(name, str) and name for name in expected["dies"]), entry["id"]
    return False


def cited_rules(entries: list[dict[str, Any]]) -> set[str]:
    """The rule numbers the ``why`` of every letter cites (each letter cites at least one)."""
    cited: set[str] = set()
    for entry in entries:
        found = set(RULE_NUMBER.findall(entry["why"]))
        assert found, entry["id"]
        cited |= found
    return cited
