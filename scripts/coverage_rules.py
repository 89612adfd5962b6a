"""Report which rules of 300-314, 400-422 and 500-507 the scenario outputs cite.

Runs every scenario of ``judge/scenarios/`` through ``judge.run_scenario`` and
collects the rule numbers of its events and illegal actions. The universe is the
numbered rules and subrules (``300.1``, ``408.1d``; not the bare section numbers)
that the Comprehensive Rules of December 1, 2003 contain in those sections, read
from the bundled corpus text.

Usage::

    python scripts/coverage_rules.py            # a readable report
    python scripts/coverage_rules.py --json     # one JSON object
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SCENARIO_DIR = ROOT / "judge" / "scenarios"
CORPUS_DIR = ROOT / "ingest" / "corpus"
#: The sentence by which the 2003 edition names itself.
EDITION_MARK = "These rules are current as of December 1, 2003"
#: The sections whose rules the report counts, as inclusive ranges.
RANGES = ((300, 314), (400, 422), (500, 507))
#: Rules that say what a word means or how a card is written, which no board can make the
#: engine apply: they stay uncited, and the report lists them apart with the reason. They
#: still count in the total (the percentage isn't raised by leaving them out).
DEFINITIONS = {
    "400.1": "defines an ability and reminder text; no game event applies it",
    "400.2": "says which things generate effects and that text itself is never an effect",
    "402.2": "names the three categories of abilities",
    "404.1": "how a triggered ability is worded; read when the ability language parses a card, not in play",
    "404.5": "how linked static and triggered abilities are written on a card",
    "408.1h": "static abilities aren't played and priority doesn't apply to them: a definition",
    "413.2i": "the game has no default for ties; only a card's own text can say what a tie does",
    "416.1": "defines one-shot, continuous, replacement and prevention effects",
    "420.1": "defines state-based effects as the conditions of 420.5 listed below it",
    "420.2": "state-based effects are always active and controlled by no player: a definition",
}

# A rule starts a line, maybe after a list bullet or a heading mark:
# "300.3. When ...", "- 417.1. A ...", "### 502.2. First Strike", "302.1 First, ...".
_RULE_START = re.compile(r"^(?:[-*]\s+|#{1,6}\s+)?\**(\d{3})\.(\d{1,3})([a-z]?)\.?\**(?=\s)", re.M)


def find_edition_text(corpus_dir: Path = CORPUS_DIR) -> Path:
    """The corpus file holding the Comprehensive Rules of December 1, 2003.

    :raises FileNotFoundError: if no corpus file is that edition.
    """
    for path in sorted(corpus_dir.glob("*.txt")):
        if EDITION_MARK in path.read_text(encoding="utf-8", errors="replace")[:2000]:
            return path
    raise FileNotFoundError(f"no Comprehensive Rules of 2003-12-01 in {corpus_dir}")


def cr_rule_numbers(path: Path | None = None) -> list[str]:
    """Every rule and subrule number of the 2003 edition, in the order of the text.

    Only the numbered rules before the glossary count; section numbers (``502``)
    are not included.
    """
    text = (path or find_edition_text()).read_text(encoding="utf-8")
    end = text.find("\n## Glossary")
    body = text if end < 0 else text[:end]
    numbers = (f"{m.group(1)}.{m.group(2)}{m.group(3)}" for m in _RULE_START.finditer(body))
    return list(dict.fromkeys(numbers))


def in_ranges(number: str) -> bool:
    """Whether a rule number belongs to the sections the report counts."""
    section = int(number[:3])
    return any(low <= section <= high for low, high in RANGES)


def _sort_key(number: str) -> tuple[int, int, str]:
    section, _, rest = number.partition(".")
    match = re.match(r"(\d+)([a-z]?)", rest)
    assert match is not None
    return int(section), int(match.group(1)), match.group(2)


def cited_rules(scenario_dir: Path = SCENARIO_DIR) -> tuple[dict[str, set[str]], list[str]]:
    """Run every scenario: the rules each one cites, and the errors of those that fail."""
    import judge

    cited: dict[str, set[str]] = {}
    errors: list[str] = []
    for path in sorted(scenario_dir.glob("*.yaml")):
        try:
            output = judge.run_scenario(str(path)).to_json()
        except Exception as error:  # a report, not a test: note it and go on
            errors.append(f"{path.name}: {type(error).__name__}: {error}")
            continue
        rules = {rule for event in output["events"] for rule in event["rules"]}
        rules.update(rule for entry in output["illegal"] for rule in entry["rules"])
        cited[path.stem] = rules
    return cited, errors


def coverage(scenario_dir: Path = SCENARIO_DIR, cr_path: Path | None = None) -> dict[str, Any]:
    """The coverage report as a JSON-ready dict."""
    edition = cr_rule_numbers(cr_path)
    universe = [n for n in edition if in_ranges(n)]
    by_scenario, errors = cited_rules(scenario_dir)
    all_cited = set().union(*by_scenario.values()) if by_scenario else set()
    covered = [n for n in universe if n in all_cited]
    uncited = [n for n in universe if n not in all_cited]
    by_range = {}
    for low, high in RANGES:
        part = [n for n in universe if low <= int(n[:3]) <= high]
        hit = [n for n in part if n in all_cited]
        by_range[f"{low}-{high}"] = {
            "cited": len(hit),
            "total": len(part),
            "percent": round(100 * len(hit) / len(part), 1) if part else 0.0,
        }
    known = set(edition)
    return {
        "scenarios": len(by_scenario) + len(errors),
        "scenarios_run": len(by_scenario),
        "errors": errors,
        "total": len(universe),
        "count": len(covered),
        "percent": round(100 * len(covered) / len(universe), 1) if universe else 0.0,
        "by_range": by_range,
        "cited": covered,
        "uncited": uncited,
        "definitions": {n: DEFINITIONS[n] for n in uncited if n in DEFINITIONS},
        "cited_outside_ranges": sorted((all_cited & known) - set(universe), key=_sort_key),
        "not_in_edition": sorted(all_cited - known),
    }


def _grouped(numbers: list[str]) -> list[str]:
    lines: dict[str, list[str]] = {}
    for number in numbers:
        lines.setdefault(number[:3], []).append(number)
    return [f"  {section}: {' '.join(group)}" for section, group in lines.items()]


def main(argv: list[str] | None = None) -> int:
    """Print the coverage report; exit 1 if a scenario failed to run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", dest="as_json", action="store_true", help="print JSON")
    parser.add_argument("--scenarios", type=Path, default=SCENARIO_DIR,
                        help="directory of scenario YAML files")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    report = coverage(args.scenarios)
    if args.as_json:
        print(json.dumps({"ok": not report["errors"], **report}, indent=2))
    else:
        print(f"Scenarios run: {report['scenarios_run']} of {report['scenarios']}")
        print(f"Rules of 300-314, 400-422, 500-507 cited: {report['count']} of "
              f"{report['total']} ({report['percent']}%)")
        for span, part in report["by_range"].items():
            print(f"  {span}: {part['cited']} of {part['total']} ({part['percent']}%)")
        print(f"Uncited ({len(report['uncited'])}):")
        print("\n".join(_grouped(report["uncited"])))
        if report["definitions"]:
            print(f"Of those, definitions no board can exercise ({len(report['definitions'])}):")
            for number, reason in report["definitions"].items():
                print(f"  {number}: {reason}")
        if report["cited_outside_ranges"]:
            print("Also cited, outside those sections: "
                  + " ".join(report["cited_outside_ranges"]))
        if report["not_in_edition"]:
            print("Cited but not rules of the 2003 edition: "
                  + " ".join(report["not_in_edition"]))
        for error in report["errors"]:
            print(f"error: {error}", file=sys.stderr)
    return 1 if report["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
