"""scripts/cv_rank.py's set_flag (the --set option of cv_rank.py and cv_batches.py): a
module-level flag set from MODULE.NAME=LITERAL before the questions are asked; a flag that
does not exist is a clear error; batches 24-33 are groups of cv_batches.py."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from kb import interpret_terms

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def _script(name: str) -> ModuleType:
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_a_flag_is_set_from_a_literal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interpret_terms, "SYMBOL_NAMES", False)
    monkeypatch.setattr(interpret_terms, "PRINCIPLE_CONCEPTS", "each")
    set_flag = _script("cv_rank").set_flag
    set_flag("kb.interpret_terms.SYMBOL_NAMES=True")
    set_flag('kb.interpret_terms.PRINCIPLE_CONCEPTS = "one"')
    assert interpret_terms.SYMBOL_NAMES is True
    assert interpret_terms.PRINCIPLE_CONCEPTS == "one"


def test_an_unknown_flag_or_value_is_an_error() -> None:
    set_flag = _script("cv_rank").set_flag
    with pytest.raises(SystemExit, match="no flag 'kb.interpret_terms.NO_SUCH_FLAG'"):
        set_flag("kb.interpret_terms.NO_SUCH_FLAG=1")
    with pytest.raises(SystemExit, match="no flag 'kb.no_such_module.FLAG'"):
        set_flag("kb.no_such_module.FLAG=1")
    with pytest.raises(SystemExit, match="not a Python literal: 'one'"):
        set_flag("kb.interpret_terms.PRINCIPLE_CONCEPTS=one")


def test_batches_18_to_40b_are_groups() -> None:
    assert _script("cv_batches").BATCHES == (
        "batch18", "batch18c", "batch19", "batch20", "batch21", "batch22", "batch23", "batch24",
        "batch25", "batch26", "batch27", "batch28", "batch29", "batch30", "batch31", "batch32", "batch33",
        "batch34", "batch35", "batch36", "batch37", "batch38", "batch39", "batch40", "batch40b")
