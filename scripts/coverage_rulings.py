"""Report how many rulings of the General Rulings Summary are stated as scenarios.

A ruling is *stated* when ``judge/scenarios/rulings/`` holds a scenario whose
title starts with its number (``"A.37.2 — ..."``); its outcome is asserted in
``tests/judge/expected/rulings.yaml`` in the vocabulary of
``tests/judge/expected/scenarios.yaml``. An expectation with ``defect:`` names a
known engine defect: the scenario states the ruling, the engine does not yet
rule as the summary (or the 2003 CR) does, and the test is a strict xfail. With
``missing_rules:`` as well, the defect is only a missing citation: the outcome
must still be right, and the listed rules must still be missing (strict too: the
check fails once the engine cites them, so they move into ``rules``).

Every other entry of the summary is *not stated*, for a reason read from
``tests/judge/expected/rulings_unstated.yaml``: a reason given for the ruling
itself, else for the nearest enclosing section (``A.11``, then ``A``).

Usage::

    python scripts/coverage_rulings.py            # the table
    python scripts/coverage_rulings.py --json     # one JSON object
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import yaml

ROOT = Path(__file__).resolve().parents[1]
SCENARIO_DIR = ROOT / "judge" / "scenarios" / "rulings"
BASE_SCENARIO_DIR = ROOT / "judge" / "scenarios"
EXPECTED_FILE = ROOT / "tests" / "judge" / "expected" / "rulings.yaml"
UNSTATED_FILE = ROOT / "tests" / "judge" / "expected" / "rulings_unstated.yaml"
CORPUS_DIR = ROOT / "ingest" / "corpus"
#: How the summary's text begins (the corpus is recognised by content, not name).
SUMMARY_MARK = "General Rulings Summary"
#: A scenario title names its ruling first: ``"E.4.3 — ..."`` (an em dash or ``-``).
TITLE_RE = re.compile(r"^([A-Z]\.\d+\.(?:Ruling\.)?\d+)\s+(?:\u2014|-)\s+\S")
#: The ``illegal[].action`` index of the first action (expectations count from 1).
FIRST_ACTION = 1
#: Label of an unstated ruling without a reason of its own or of its section.
NO_REASON = "not yet stated"


def find_summary(corpus_dir: Path = CORPUS_DIR) -> Path:
    """The corpus file that holds the General Rulings Summary.

    :raises FileNotFoundError: if no corpus file starts with the summary's title.
    """
    for path in sorted(corpus_dir.glob("*.txt")):
        if path.read_text(encoding="utf-8", errors="replace")[:200].startswith(SUMMARY_MARK):
            return path
    raise FileNotFoundError(f"no General Rulings Summary in {corpus_dir}")


def summary_rulings(path: Path | None = None) -> dict[str, str]:
    """Every numbered entry of the summary, number to text, in the order of the text."""
    from ingest.rulings import parse_rulings
    from kb.model import Document

    source = path or find_summary()
    parsed = parse_rulings(source.read_text(encoding="utf-8"),
                           Document("rulings", "rulings_summary", SUMMARY_MARK))
    return {ruling.number: ruling.text for ruling in parsed.rulings}


def scenario_files(scenario_dir: Path = SCENARIO_DIR) -> list[Path]:
    """The ruling scenarios, sorted by file name."""
    return sorted(scenario_dir.glob("*.yaml"))


#: PyYAML's C loader when it was built with libyaml, else the pure-Python one.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def ruling_of(path: Path) -> str | None:
    """The ruling number a scenario's title names, or None."""
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
    title = data.get("title", "") if isinstance(data, dict) else ""
    match = TITLE_RE.match(str(title))
    return match.group(1) if match else None


def expectations(path: Path = EXPECTED_FILE) -> dict[str, Any]:
    """The expectation table keyed by scenario file stem, without ``x-`` anchor entries."""
    table = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER) or {}
    return {key: value for key, value in table.items() if not key.startswith("x-")}


def unstated_reasons(path: Path = UNSTATED_FILE) -> tuple[dict[str, str], dict[str, str]]:
    """The reasons of the unstated rulings: (by section or group, by ruling).

    The file's ``reasons`` mapping only names the reasons once (YAML anchors).
    """
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return dict(data.get("sections") or {}), dict(data.get("rulings") or {})


def reason_for(number: str, sections: dict[str, str], rulings: dict[str, str]) -> str:
    """Why *number* is not stated: its own reason, else its section's, else its group's."""
    if number in rulings:
        return rulings[number]
    section = ".".join(number.split(".")[:2])
    return sections.get(section) or sections.get(number[0]) or NO_REASON


# --- comparing an output with an expectation --------------------------------------------


def _slug(text: str) -> str:
    from kb.model import slugify

    return slugify(text)


def _satisfied(spec: str, cited: set[str]) -> bool:
    return any(alternative in cited for alternative in spec.split("|"))


def _find_permanent(in_play: list[dict[str, Any]], key: str) -> dict[str, Any] | None:
    for permanent in in_play:
        if permanent["id"] == key:
            return permanent
    named = [p for p in in_play if _slug(p["name"]) == key]
    return named[0] if len(named) == 1 else None


def outcome_problems(output: dict[str, Any], expected: dict[str, Any]) -> list[str]:
    """How the spec output of a scenario differs from its expectation (empty: it agrees).

    The vocabulary is that of ``tests/judge/expected/scenarios.yaml``.
    """
    final = output["final"]
    problems: list[str] = []

    def check(label: str, actual: Any, wanted: Any) -> None:
        if actual != wanted:
            problems.append(f"{label}: expected {wanted!r}, got {actual!r}")

    check("result", final["result"], expected.get("result", "ongoing"))
    for key in ("step", "active", "turn"):
        if key in expected:
            check(key, final[key], expected[key])
    players = final["players"]
    for field in ("life", "poison", "library", "mana_pool"):
        for name, value in expected.get(field, {}).items():
            check(f"{name} {field}", players[name][field], value)
    for zone in ("hand", "graveyard", "removed"):
        for name, cards in expected.get(zone, {}).items():
            check(f"{name} {zone}", Counter(players[name][zone]), Counter(cards))
        for name, count in expected.get(f"{zone}_count", {}).items():
            check(f"{name} {zone} size", len(players[name][zone]), count)
    if "in_play" in expected:
        problems.extend(_in_play_problems(final["in_play"], expected["in_play"], check))
    wanted_stack = expected.get("stack", [])
    check("stack size", len(final["stack"]), len(wanted_stack))
    for position, (item, wanted) in enumerate(zip(final["stack"], wanted_stack)):
        for fact, value in wanted.items():
            check(f"stack[{position}] {fact}", item.get(fact), value)
    wanted_illegal = expected.get("illegal", [])
    check("illegal actions", [e["action"] for e in output["illegal"]],
          [w["action"] + FIRST_ACTION - 1 for w in wanted_illegal])
    for entry, wanted in zip(output["illegal"], wanted_illegal):
        for spec in wanted["rules"]:
            if not _satisfied(spec, set(entry["rules"])):
                problems.append(f"illegal action {entry['action']} should cite {spec}: {entry}")
    cited = {rule for event in output["events"] for rule in event["rules"]}
    for spec in expected.get("rules", []):
        if not _satisfied(spec, cited):
            problems.append(f"no event cites {spec} (cited: {sorted(cited)})")
    return problems


def _in_play_problems(in_play: list[dict[str, Any]], wanted: dict[str, Any],
                      check: Any) -> list[str]:
    problems: list[str] = []
    found: dict[str, dict[str, Any]] = {}
    for key in wanted:
        permanent = _find_permanent(in_play, key)
        if permanent is None:
            problems.append(f"{key} should be in play")
        else:
            found[key] = permanent
    extra = [p["id"] for p in in_play if p not in found.values()]
    if extra:
        problems.append(f"unexpected permanents in play: {extra}")
    for key, facts in wanted.items():
        permanent = found.get(key)
        for fact, value in (facts or {}).items():
            if permanent is None:
                break
            if fact == "abilities":
                missing = set(value) - set(permanent["abilities"])
                if missing:
                    problems.append(f"{key} lacks abilities {sorted(missing)}")
            elif fact == "lacks":
                present = set(value) & set(permanent["abilities"])
                if present:
                    problems.append(f"{key} should not have {sorted(present)}")
            else:
                check(f"{key} {fact}", permanent[fact], value)
    return problems


# --- the report --------------------------------------------------------------------------


def run_output(path: Path) -> dict[str, Any]:
    """The spec output of one scenario, round-tripped through JSON."""
    import judge

    decoded: dict[str, Any] = json.loads(json.dumps(judge.run_scenario(str(path)).to_json()))
    return decoded


def _cited(output: dict[str, Any]) -> set[str]:
    rules = {rule for event in output["events"] for rule in event["rules"]}
    return rules | {rule for entry in output["illegal"] for rule in entry["rules"]}


def coverage(scenario_dir: Path = SCENARIO_DIR, rules: bool = True,
             run: Callable[[Path], dict[str, Any]] = run_output) -> dict[str, Any]:
    """The report as a JSON-ready dict.

    *rules*: also count the rules of 300-314, 400-422 and 500-507 the ruling
    scenarios cite beyond ``judge/scenarios/`` (runs those scenarios too).
    *run*: how a scenario's output is had (the tests pass their cached runner).
    """
    rulings = summary_rulings()
    table = expectations()
    sections, own = unstated_reasons()
    stated: dict[str, str] = {}
    outcome: dict[str, str] = {}
    failures: list[str] = []
    cited: set[str] = set()
    for path in scenario_files(scenario_dir):
        number = ruling_of(path)
        if number is None or number not in rulings:
            failures.append(f"{path.name}: the title names no ruling of the summary")
            continue
        stated[number] = path.stem
        expected = table.get(path.stem)
        try:
            output = run(path)
        except Exception as error:  # a report, not a test: note it and go on
            outcome[number] = "error"
            failures.append(f"{path.name}: {type(error).__name__}: {error}")
            continue
        cited |= _cited(output)
        problems = ["no expectation"] if expected is None else outcome_problems(output, expected)
        if expected is not None and expected.get("missing_rules"):
            fixed = sorted(set(expected["missing_rules"]) & _cited(output))
            outcome[number] = "defect" if not problems and not fixed else "fail"
            failures.extend(f"{path.name}: {problem}" for problem in problems)
            if fixed:
                failures.append(f"{path.name}: now cites {fixed}: move them to `rules`")
        elif expected is not None and expected.get("defect"):
            outcome[number] = "defect" if problems else "defect fixed"
            if not problems:
                failures.append(f"{path.name}: marked as a defect but passes: {expected['defect']}")
        else:
            outcome[number] = "fail" if problems else "pass"
            failures.extend(f"{path.name}: {problem}" for problem in problems)
    reasons = Counter(reason_for(n, sections, own) for n in rulings if n not in stated)
    counts = Counter(outcome.values())
    return {
        "total": len(rulings),
        "stated": len(stated),
        "passing": counts["pass"],
        "defects": sorted((n for n, o in outcome.items() if o == "defect"), key=_ruling_key),
        "failing": sorted((n for n, o in outcome.items() if o not in ("pass", "defect")),
                          key=_ruling_key),
        "unstated": sum(reasons.values()),
        "reasons": dict(sorted(reasons.items(), key=lambda item: (-item[1], item[0]))),
        "by_group": _by_group(rulings, stated, outcome),
        "rules": _rules_added(cited) if rules else None,
        "failures": failures,
    }


def _ruling_key(number: str) -> tuple[str, int, int]:
    parts = number.split(".")
    return parts[0], int(parts[1]), int(parts[-1])


def _by_group(rulings: dict[str, str], stated: dict[str, str],
              outcome: dict[str, str]) -> dict[str, dict[str, int]]:
    groups: dict[str, dict[str, int]] = {}
    for number in rulings:
        group = groups.setdefault(number[0], {"total": 0, "stated": 0, "passing": 0})
        group["total"] += 1
        if number in stated:
            group["stated"] += 1
            group["passing"] += outcome.get(number) == "pass"
    return groups


def _rules_added(ruling_cited: set[str]) -> dict[str, Any]:
    """Rules of 300-314, 400-422, 500-507 the ruling scenarios cite beyond judge/scenarios/."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("coverage_rules", ROOT / "scripts" / "coverage_rules.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    universe = [n for n in module.cr_rule_numbers() if module.in_ranges(n)]
    by_scenario, _ = module.cited_rules(BASE_SCENARIO_DIR)
    base = set().union(*by_scenario.values()) if by_scenario else set()
    added = [n for n in universe if n in ruling_cited and n not in base]
    return {
        "total": len(universe),
        "base": sum(n in base for n in universe),
        "with_rulings": sum(n in base or n in ruling_cited for n in universe),
        "added": added,
    }


def print_table(report: dict[str, Any]) -> None:
    """The report as a plain-text table."""
    width = max([len(reason) + 2 for reason in report["reasons"]] + [40])
    line = "-" * (width + 8)
    print(f"General Rulings Summary: {report['total']} numbered entries")
    print(line)
    print(f"{'stated as scenarios':<{width}} {report['stated']:>7}")
    print(f"{'  pass':<{width}} {report['passing']:>7}")
    print(f"{'  engine defect (strict: fails once fixed)':<{width}} {len(report['defects']):>7}")
    print(f"{'  failing':<{width}} {len(report['failing']):>7}")
    print(f"{'not stated':<{width}} {report['unstated']:>7}")
    for reason, count in report["reasons"].items():
        print(f"{'  ' + reason:<{width}} {count:>7}")
    print(line)
    print(f"{'group':<{width}} {'stated':>7} {'pass':>6} {'total':>6}")
    for group, part in report["by_group"].items():
        print(f"{'  ' + group:<{width}} {part['stated']:>7} {part['passing']:>6} {part['total']:>6}")
    print(line)
    if report["defects"]:
        print("Engine defects: " + " ".join(report["defects"]))
    rules = report["rules"]
    if rules is None:
        return
    print(f"Rules of 300-314, 400-422, 500-507 cited by judge/scenarios/: "
          f"{rules['base']} of {rules['total']}; with the ruling scenarios: "
          f"{rules['with_rulings']} (+{len(rules['added'])})")
    if rules["added"]:
        print("  added: " + " ".join(rules["added"]))


def main(argv: list[str] | None = None) -> int:
    """Print the report; exit 1 if a stated ruling fails (a known defect does not count)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--json", dest="as_json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    report = coverage()
    if args.as_json:
        print(json.dumps({"ok": not report["failures"], **report}, indent=2))
    else:
        print_table(report)
        for failure in report["failures"]:
            print(f"error: {failure}", file=sys.stderr)
    return 1 if report["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
