"""`rulesjudge ask` and `rulesjudge eval` (on the session KB of tests/conftest.py)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from rulesjudge import main

QUESTIONS = Path(__file__).resolve().parent.parent / "data" / "questions.yaml"


def test_ask_json(runner: CliRunner) -> None:
    result = runner.invoke(main, ["ask", "what does 502.9b say", "--json", "--limit", "3"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ok"] is True
    assert data["query"] == "what does 502.9b say"
    assert len(data["results"]) <= 3
    assert (data["results"][0]["id"], data["results"][0]["kind"]) == ("502.9b", "rule")
    assert data["results"][0]["why"] == "rule 502.9b asked"


def test_ask_text_shows_reading_snippet_and_why(runner: CliRunner) -> None:
    result = runner.invoke(main, ["ask", "can a black aura enchant a pro-black creature?"])
    assert result.exit_code == 0, result.output
    assert "Read as: 'aura' → local enchantment; 'pro-black' → protection from black" \
        in result.output
    assert "why: " in result.output
    assert "502.7" in result.output


def test_eval_json_with_baseline(runner: CliRunner) -> None:
    result = runner.invoke(main, ["eval", str(QUESTIONS), "--json", "--baseline"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ok"] is True
    assert data["pipeline"]["recall@5"] >= 0.9
    assert data["baseline"]["recall@5"] < data["pipeline"]["recall@5"]


def test_eval_of_a_missing_file_fails(runner: CliRunner) -> None:
    result = runner.invoke(main, ["eval", "no-such-questions.yaml"])
    assert result.exit_code == 2
    assert "does not exist" in result.output
