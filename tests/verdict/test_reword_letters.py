"""scripts/reword_letters.py: the letters read right, said other ways from a rewordings table,
judged and counted per kind (exact counts on a small letters file); a held-aside file, an
unknown kind and a bad table are clear errors."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"

LETTERS = """\
questions:
- id: t1
  question: I attack with a 2/2 and my opponent blocks with a 3/3. What happens?
  expected: {me: 20, opponent: 20, dies: [the 2/2]}
- id: t2
  question: My 5/5 trampler is blocked by a 2/2. How much damage does my opponent take?
  expected: {me: 20, opponent: 17, dies: [the 2/2]}
- id: t3
  question: Frobnicate the quux with zorp?
  expected: {me: 20, opponent: 20, dies: []}
"""

TABLE = r"""
kinds:
  opponent:
    - pattern: '\bmy opponent\b'
      alternatives: ["my opp", "Dave"]
  size:
    - pattern: '(?<![+\-\d/])(\d)/(\d)(?![\d/])'
      alternatives: ["{1}-{2}", "{1} by {2}"]
  case:
    - transform: lower
"""


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("reword_letters", SCRIPTS / "reword_letters.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["reword_letters"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def files(tmp_path: Path) -> tuple[Path, Path]:
    letters, table = tmp_path / "letters.yaml", tmp_path / "table.yaml"
    letters.write_text(LETTERS, encoding="utf-8")
    table.write_text(TABLE, encoding="utf-8")
    return letters, table


def test_variants_of_a_letter() -> None:
    script = _script()
    rules = [{"pattern": r"\bmy opponent\b", "alternatives": ["my opp", "he"], "after_first": True}]
    letter = "My opponent attacks. I block and my opponent regenerates."
    assert script.variants(letter, rules) == [
        (r"\bmy opponent\b -> my opp", "My opponent attacks. I block and my opp regenerates."),
        (r"\bmy opponent\b -> he", "My opponent attacks. I block and he regenerates.")]
    size = [{"pattern": r"(\d)/(\d)", "alternatives": ["a {1:word} by {2:word}"]}]
    assert script.variants("My 2/3 dies", size) == [(r"(\d)/(\d) -> a {1:word} by {2:word}", "My a two by three dies")]


def test_counts_per_kind(files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    letters, table = files
    script = _script()
    assert script.main([str(letters), "--table", str(table), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    # t3 is not read right: only t1 and t2 are reworded. opponent: 2 letters x 2; size: each
    # letter has two sizes, both reworded at once, 2 letters x 2; case: 2 letters x 1.
    assert (report["letters"], report["read_right"]) == (3, 2)
    assert report["kinds"] == {
        "opponent": {"correct": 4, "declined": 0, "wrong": 0, "variants": 4},
        "size": {"correct": 2, "declined": 2, "wrong": 0, "variants": 4},
        "case": {"correct": 2, "declined": 0, "wrong": 0, "variants": 2},
    }
    assert report["all"] == {"correct": 8, "declined": 2, "wrong": 0, "variants": 10}
    # "a 2 by 2" is not read as a size.
    assert [(c["id"], c["grade"], c["variant"]) for c in report["cases"]] == [
        ("t1", "declined", "I attack with a 2 by 2 and my opponent blocks with a 3 by 3. What happens?"),
        ("t2", "declined", "My 5 by 5 trampler is blocked by a 2 by 2. How much damage does my opponent take?")]
    # Deterministic; --kinds picks.
    assert script.main([str(letters), "--table", str(table), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == report
    assert script.main([str(letters), "--table", str(table), "--json", "--kinds", "case"]) == 0
    assert json.loads(capsys.readouterr().out)["all"] == {"correct": 2, "declined": 0, "wrong": 0, "variants": 2}


def test_errors(files: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    letters, table = files
    script = _script()
    assert script.main([str(letters), "--table", str(table), "--kinds", "nope"]) == 2
    assert "unknown rewording kind(s): nope" in capsys.readouterr().err
    held = tmp_path / "held.yaml"
    held.write_text("held_aside: true\n" + LETTERS, encoding="utf-8")
    assert script.main([str(held), "--table", str(table)]) == 2
    assert "a held-aside file is never reworded" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("kinds:\n  x:\n    - pattern: '('\n      alternatives: [a]\n", encoding="utf-8")
    assert script.main([str(letters), "--table", str(bad)]) == 2
    assert "bad pattern" in capsys.readouterr().err
