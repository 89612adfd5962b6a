"""Rulings of the General Rulings Summary, restated as scenarios, run against the engine.

Each scenario of ``judge/scenarios/rulings/`` restates one ruling (its title starts
with the ruling's number, ``"A.37.2 — ..."``); its outcome, worked out from the
ruling and the 2003 Comprehensive Rules, is in ``tests/judge/expected/rulings.yaml``.
Where the summary (which cites older editions) and the 2003 CR disagree, the CR
wins and the expectation says so in a comment. An expectation with ``defect:``
names an engine defect: the test is a strict xfail, so it fails once fixed; with
``missing_rules:`` the defect is a citation the engine misses, the outcome is
still asserted, and a test fails once the engine cites the missing rules.
The comparison and the ``make coverage-rulings`` report share
``scripts/coverage_rulings.py``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest
import yaml
from judge_helpers import edition_rule_numbers, load_script, unknown_expected_rules

COVERAGE = load_script("coverage_rulings")
SCENARIOS = COVERAGE.scenario_files()
SCENARIO_IDS = [path.stem for path in SCENARIOS]
#: The ruling each scenario's title names (None: names none).
RULING_OF = {path: COVERAGE.ruling_of(path) for path in SCENARIOS}
#: The top-level keys a scenario may use (version 1, and version 2's ``version``).
TOP_LEVEL_KEYS = {
    "title", "description", "players", "turn", "in_play", "actions",
    "on_illegal", "enforce_costs", "version",
}


@functools.cache
def _yaml(path: Path) -> Any:
    """A scenario file, parsed once (with PyYAML's C loader when it has one)."""
    return yaml.load(path.read_text(encoding="utf-8"), Loader=COVERAGE._LOADER)


@functools.cache
def summary() -> dict[str, str]:
    """The summary's numbered entries, read from the bundled corpus."""
    result: dict[str, str] = COVERAGE.summary_rulings()
    return result



@functools.cache
def expectations() -> dict[str, Any]:
    """The expectation table keyed by file stem."""
    table: dict[str, Any] = COVERAGE.expectations()
    return table


@functools.cache
def _run(path: Path) -> dict[str, Any]:
    output: dict[str, Any] = COVERAGE.run_output(path)
    return output


def _cases() -> list[Any]:
    cases = []
    table = COVERAGE.expectations()
    for path in SCENARIOS:
        entry = table.get(path.stem) or {}
        defect = entry.get("defect") if not entry.get("missing_rules") else None
        marks = [pytest.mark.xfail(strict=True, reason=f"engine defect: {defect}")] if defect else []
        cases.append(pytest.param(path, id=path.stem, marks=marks))
    return cases


# --- the files ---------------------------------------------------------------------------


def test_at_least_150_rulings_are_stated() -> None:
    assert len(SCENARIOS) >= 150


def test_every_scenario_has_an_expectation_and_vice_versa() -> None:
    assert sorted(expectations()) == SCENARIO_IDS


def test_titles_name_distinct_rulings_of_the_summary() -> None:
    numbers = [RULING_OF[path] for path in SCENARIOS]
    assert [p.name for p, n in zip(SCENARIOS, numbers) if n is None] == []
    assert sorted(n for n in numbers if n not in summary()) == []
    assert len(set(numbers)) == len(numbers), "one scenario per ruling"


def test_file_names_start_with_the_ruling_number() -> None:
    for path in SCENARIOS:
        number = RULING_OF[path]
        assert number is not None, path.name
        prefix = number.lower().replace(".", "_") + "_"
        assert path.stem.startswith(prefix), (path.name, number)


def test_scenario_files_follow_the_spec() -> None:
    problems: dict[str, str] = {}
    for path in SCENARIOS:
        data = _yaml(path)
        if not set(data) <= TOP_LEVEL_KEYS:
            problems[path.stem] = f"unknown keys {sorted(set(data) - TOP_LEVEL_KEYS)}"
        elif not str(data.get("description", "")).strip():
            problems[path.stem] = "no description"
        elif len({player["name"] for player in data["players"]}) != 2:
            problems[path.stem] = "not two players"
        elif any(not isinstance(a, dict) or len(a) != 1 for a in data.get("actions", [])):
            problems[path.stem] = "an action is not a mapping with one verb"
    assert problems == {}


def test_every_scenario_satisfies_the_json_schema() -> None:
    import jsonschema

    from judge.schema import json_schema

    validator = jsonschema.Draft202012Validator(json_schema())
    errors = {path.stem: [error.message for error in validator.iter_errors(
        _yaml(path))] for path in SCENARIOS}
    assert {stem: found for stem, found in errors.items() if found} == {}


def test_expected_rule_numbers_exist_in_the_2003_edition() -> None:
    assert unknown_expected_rules(expectations()) == []


def test_every_expectation_asserts_something() -> None:
    asserting = {"result", "step", "life", "poison", "library", "hand", "graveyard",
                 "hand_count", "graveyard_count", "removed", "in_play", "stack", "illegal"}
    assert [stem for stem, e in expectations().items() if not asserting & set(e)] == []
    assert [stem for stem, e in expectations().items()
            if not e.get("rules") and not e.get("illegal")] == []


def test_unstated_reasons_name_sections_and_rulings_of_the_summary() -> None:
    sections, own = COVERAGE.unstated_reasons()
    numbers = set(summary())
    section_ids = {".".join(n.split(".")[:2]) for n in numbers} | {n[0] for n in numbers}
    assert sorted(set(sections) - section_ids) == []
    assert sorted(set(own) - numbers) == []
    stated = set(RULING_OF.values())
    assert sorted(set(own) & stated) == [], "a stated ruling has no reason to be unstated"


# --- running them --------------------------------------------------------------------------


@pytest.mark.parametrize("path", _cases())
def test_ruling_outcome(path: Path) -> None:
    output = _run(path)
    assert output["title"] == _yaml(path)["title"]
    problems = COVERAGE.outcome_problems(output, expectations()[path.stem])
    assert not problems, "\n".join(problems)


#: Scenarios whose expectation lists citations the engine misses (read once).
_TABLE = COVERAGE.expectations()
MISSING = [path for path in SCENARIOS if (_TABLE.get(path.stem) or {}).get("missing_rules")]


def test_known_missing_citations_are_still_missing() -> None:
    """A citation defect: the engine rules rightly but doesn't cite the rule that decides it.
    Once it does, this fails: move the rules from ``missing_rules`` into ``rules``."""
    now_cited: dict[str, list[str]] = {}
    for path in MISSING:
        output = _run(path)
        expected = expectations()[path.stem]
        assert expected.get("defect"), f"{path.stem}: a missing citation names its defect"
        assert set(expected["missing_rules"]) <= edition_rule_numbers()
        cited = {rule for event in output["events"] for rule in event["rules"]}
        cited |= {rule for entry in output["illegal"] for rule in entry["rules"]}
        if set(expected["missing_rules"]) & cited:
            now_cited[path.stem] = sorted(set(expected["missing_rules"]) & cited)
    assert now_cited == {}


def test_every_cited_rule_exists_in_the_2003_edition() -> None:
    known = edition_rule_numbers()
    problems: dict[str, list[str]] = {}
    for path in SCENARIOS:
        output = _run(path)
        cited = {rule for event in output["events"] for rule in event["rules"]}
        cited |= {rule for entry in output["illegal"] for rule in entry["rules"]}
        if not cited:
            problems[path.stem] = ["no rule cited at all"]
        elif cited - known:
            problems[path.stem] = sorted(cited - known)
    assert problems == {}


def test_the_coverage_report_adds_up(capsys: pytest.CaptureFixture[str]) -> None:
    report = COVERAGE.coverage(rules=False, run=_run)
    assert report["total"] == 1379 == len(summary())
    assert report["stated"] == len(SCENARIOS)
    assert report["stated"] + report["unstated"] == report["total"]
    assert sum(report["reasons"].values()) == report["unstated"]
    assert report["failures"] == []
    defects = sorted(RULING_OF[p] for p in SCENARIOS if expectations()[p.stem].get("defect"))
    assert sorted(report["defects"]) == defects
    assert report["passing"] == report["stated"] - len(defects)
    assert report["passing"] >= 150
    COVERAGE.print_table(report)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"General Rulings Summary: {report['total']} numbered entries"
    counts = {line.rsplit(None, 1)[0].strip(): line.rsplit(None, 1)[1] for line in lines[2:7]}
    assert counts == {
        "stated as scenarios": str(report["stated"]), "pass": str(report["passing"]),
        "engine defect (strict: fails once fixed)": str(len(defects)), "failing": "0",
        "not stated": str(report["unstated"]),
    }
    reason, count = max(report["reasons"].items(), key=lambda item: item[1])
    assert any(line.split() == [*reason.split(), str(count)] for line in lines)
