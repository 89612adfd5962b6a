"""The development set: every question gets its expected outcome by running the engine, and
every verdict's scenario runs unchanged with `rulesjudge scenario`."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from judge.verdict import Lexicon, judge_question
from judge.verdict.evaluate import grade_case

from verdict_helpers import dev_cases

CASES = dev_cases()
#: A rule number said in a verdict's text.
_RULE_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]?\b")


def test_the_development_set_is_large_and_varied() -> None:
    assert len(CASES) >= 100
    assert {c["person"] for c in CASES} == {"first", "third"}
    assert {c["cards"] for c in CASES} == {"named", "described"}
    assert sum(1 for c in CASES if c["person"] == "third") >= 15
    assert sum(1 for c in CASES if c["cards"] == "described") >= 30


@pytest.mark.parametrize("case", CASES, ids=[c["q"][:60] for c in CASES])
def test_question_gets_its_expected_outcome(case: dict[str, Any], lexicon: Lexicon) -> None:
    judged = judge_question(case["q"], lexicon)
    assert judged.attempted
    grade, detail = grade_case(case, judged)
    assert grade == "correct", detail


VERDICT_CASES = [c for c in CASES if not c.get("decline")]


@pytest.mark.parametrize("case", VERDICT_CASES, ids=[c["q"][:60] for c in VERDICT_CASES])
def test_verdict_scenario_runs_unchanged_with_the_command(
        case: dict[str, Any], lexicon: Lexicon, tmp_path: Path) -> None:
    from rulesjudge import main

    verdict = judge_question(case["q"], lexicon).verdict
    assert verdict is not None
    path = tmp_path / "verdict.yaml"
    path.write_text(verdict.yaml, encoding="utf-8")
    result = CliRunner().invoke(main, ["scenario", str(path), "--json"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.output)
    printed.pop("ok", None)
    assert printed == verdict.outcome


def test_every_rule_a_verdict_cites_exists_in_the_kb(lexicon: Lexicon, kb: Any) -> None:
    cited: set[str] = set()
    for case in VERDICT_CASES:
        verdict = judge_question(case["q"], lexicon).verdict
        assert verdict is not None
        cited |= {rule for _, rules in verdict.decisive for rule in rules}
        # and the rule numbers its sentences name ("Which creatures block instead isn't told
        # (309.2, 500.3).", an assumption's "the engine's default, 502.9b")
        cited |= set(_RULE_NUMBER.findall(" ".join((verdict.summary, *verdict.assumptions))))
    assert len(cited) > 20
    assert {number for number in cited if kb.rule(number) is None} == set()
