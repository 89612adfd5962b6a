"""Meta-tests of the engine: cited rules exist in the 2003 edition, public names have
docstrings, modules stay small, and a scenario evaluates in a few milliseconds."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import judge

ROOT = Path(__file__).resolve().parents[2]
JUDGE = ROOT / "judge"
CORPUS = ROOT / "ingest" / "corpus"
_RULE_START = re.compile(r"^(?:[-*]\s+|#{1,6}\s+)?\**(\d{3})\.(\d{1,3})([a-z]?)\.?\**(?=\s)", re.M)
MODULES = sorted(JUDGE.glob("*.py"))


def edition_numbers() -> set[str]:
    """Rule numbers of the Comprehensive Rules of December 1, 2003 (the bundled text)."""
    for path in sorted(CORPUS.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        if "These rules are current as of December 1, 2003" in text[:2000]:
            body = text[: text.find("\n## Glossary")]
            return {f"{m.group(1)}.{m.group(2)}{m.group(3)}" for m in _RULE_START.finditer(body)}
    raise AssertionError("the 2003 edition is not in the corpus")


def cited_in_source() -> set[str]:
    """Every rule-number string literal the engine's source passes around."""
    numbers: set[str] = set()
    for path in MODULES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and re.fullmatch(r"\d{3}\.\d{1,3}[a-z]?", node.value):
                numbers.add(node.value)
    return numbers


def test_every_rule_number_in_the_engine_source_exists_in_the_2003_edition() -> None:
    numbers = cited_in_source()
    assert len(numbers) > 80
    assert sorted(numbers - edition_numbers()) == []


def test_every_rule_emitted_by_the_bundled_scenarios_exists() -> None:
    known = edition_numbers()
    emitted: set[str] = set()
    for path in sorted((JUDGE / "scenarios").glob("*.yaml")):
        output = judge.run_scenario(path).to_json()
        emitted |= {r for e in output["events"] for r in e["rules"]}
        emitted |= {r for i in output["illegal"] for r in i["rules"]}
    assert sorted(emitted - known) == []


@pytest.mark.parametrize("path", MODULES, ids=[p.stem for p in MODULES])
def test_module_is_under_600_lines(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 600


@pytest.mark.parametrize("path", MODULES, ids=[p.stem for p in MODULES])
def test_public_names_have_docstrings(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert ast.get_docstring(tree), "module docstring"
    missing = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
            if not ast.get_docstring(node):
                missing.append(node.name)
            if isinstance(node, ast.ClassDef):
                missing += [f"{node.name}.{f.name}" for f in node.body
                            if isinstance(f, ast.FunctionDef) and not f.name.startswith("_")
                            and not ast.get_docstring(f)]
    assert missing == []


def test_engine_does_not_import_heavy_libraries() -> None:
    for path in MODULES:
        text = path.read_text(encoding="utf-8")
        for name in ("networkx", "rdflib", "whoosh", "flask", "ingest"):
            assert not re.search(rf"^\s*(?:import|from) {name}\b", text, re.M), (path.name, name)



@pytest.mark.parametrize("name", ["judge", "judge.abilities", "judge.cards", "judge.rules", "judge.scenario",
                                  "judge.state", "judge.game"])
def test_doctests(name: str) -> None:
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
