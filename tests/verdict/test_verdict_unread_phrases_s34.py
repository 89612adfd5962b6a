"""scripts/unread_phrases.py: the phrases that keep the reader from a board, tallied over the
development questions and letters (exact counts on small files); the held-aside questions are
never judged, and a held-aside file is a clear error."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"

RULES = """\
questions:
- id: r1
  split: dev
  question: I attack with my 3/3 and he blocks with a 2/2 frobbingly. What happens?
- id: r2
  split: heldaside
  question: I attack with my 3/3 and he blocks with a 2/2 zorpingly. What happens?
- id: r3
  split: dev
  question: Does the stack use last in, first out?
"""
BATCH = """\
questions:
- id: r4
  split: batch40
  question: My 4/4 is blocked by a 2/2 frobbingly and flibbertily. What happens?
"""
LETTERS = """\
questions:
- {id: l1, question: "My 3/3 attacks and is blocked by a 2/2. Who dies?"}
- {id: l2, question: "My 5/5 is blocked by a 2/2 frobbingly. What happens?"}
"""


def _script() -> ModuleType:
    """scripts/unread_phrases.py, imported from the scripts folder."""
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    return importlib.import_module("unread_phrases")


@pytest.fixture()
def data(tmp_path: Path) -> Path:
    (tmp_path / "real_questions.yaml").write_text(RULES, encoding="utf-8")
    (tmp_path / "real_questions_batch40.yaml").write_text(BATCH, encoding="utf-8")
    (tmp_path / "board_questions_dev.yaml").write_text(LETTERS, encoding="utf-8")
    return tmp_path


def test_phrases_normalised() -> None:
    script = _script()
    assert script.normalised("  My 3/3  Grizzly ") == "my N/N grizzly"
    assert script.normalised("deals 12 to +1/+1") == "deals N to N/N"
    assert (script.describes("my 3/3s"), script.describes("+1/+1"), script.describes("Fire/Ice")) == \
        (True, False, False)


def test_the_held_aside_questions_are_never_taken(data: Path) -> None:
    script = _script()
    assert [q[1] for q in script.rules_questions(data)] == ["r1", "r3", "r4"]
    assert [q[1] for q in script.letters(data)] == ["l1", "l2"]


def test_tally_counts_each_phrase_and_the_questions_it_blocks_alone(
        data: Path, kb_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = _script()
    assert script.main(["--data", str(data), "--kb", str(kb_dir), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rules_questions"] == {"total": 3, "declined": 2, "not a board": 1}
    assert report["letters"] == {"total": 2, "verdict": 1, "declined": 1}
    assert report["kinds"] == {"words unread": 3}
    # "frobbingly" blocks r1 and l2 alone; r4 has "flibbertily" left besides.
    assert report["phrases"] == [{"phrase": "frobbingly", "alone": 2, "questions": 3},
                                 {"phrase": "flibbertily", "alone": 0, "questions": 1}]


def test_a_held_aside_file_is_a_clear_error(data: Path, kb_dir: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    (data / "board_questions_batch99.yaml").write_text("held_aside: true\nquestions: []\n",
                                                        encoding="utf-8")
    assert _script().main(["--data", str(data), "--kb", str(kb_dir)]) == 2
    assert "a held-aside file is never read" in capsys.readouterr().err
