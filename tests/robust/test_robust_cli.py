"""Issue 11 in the CLI: findings 2, 3, 7 and 11 — bad files and hostile queries get a
clear message and the right exit status, never a traceback or a hang."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesjudge import main


def _invoke(runner: CliRunner, *args: str) -> tuple[int, str]:
    result = runner.invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_finding_11_latin_1_scenario_file_exits_2(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "latin.yaml"
    path.write_bytes("title: Café\nplayers: [{name: A}, {name: B}]\n".encode("latin-1"))
    code, output = _invoke(runner, "scenario", str(path))
    assert code == 2
    assert "not UTF-8 text (byte 0xe9 at line 1): save the file as UTF-8" in output


def test_finding_11_binary_scenario_file_exits_2(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "binary.yaml"
    path.write_bytes(bytes(range(256)) * 4)
    code, output = _invoke(runner, "scenario", str(path))
    assert code == 2 and "binary data, not a YAML text file" in output


@pytest.mark.parametrize("content, message", [
    ("", "no questions"), ("- 1\n- 2\n", "item 1 is not {question, answers: [...]}"),
    ("questions: 5\n", "no questions"), ("[" * 5000, "nested deeper than 32 levels")])
def test_finding_11_eval_of_an_empty_or_wrong_shape_file_exits_2(runner: CliRunner, tmp_path: Path,
                                                                 content: str, message: str) -> None:
    path = tmp_path / "questions.yaml"
    path.write_text(content, encoding="utf-8")
    code, output = _invoke(runner, "eval", str(path))
    assert code == 2 and message in output


def test_finding_11_ingest_into_a_read_only_place_is_a_clear_error(
        runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    place = tmp_path / "read-only"
    place.mkdir()
    place.chmod(0o555)
    real_access = os.access
    # Root may write anywhere: answer for this one place as the kernel would for others.
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if Path(p) == place
                        else real_access(p, mode, **kw))
    code, output = _invoke(runner, "ingest", "--kb", str(place / "kb"))
    assert code == 2
    assert f"cannot write in {place}: permission denied" in output
    assert list(place.iterdir()) == []


def test_finding_2_nested_scenario_file_exits_2(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "nested.yaml"
    path.write_text("[" * 30_000, encoding="utf-8")
    code, output = _invoke(runner, "scenario", str(path), "--json")
    assert code == 2
    assert json.loads(output)["errors"] == ["line 1: nested deeper than 32 levels"]


def test_finding_3_cli_sparql_refuses_service(runner: CliRunner) -> None:
    code, output = _invoke(runner, "sparql", "--json",
                           "SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }")
    assert code == 1
    assert json.loads(output)["error"].startswith("SERVICE is refused")


def test_finding_7_cli_sparql_is_stopped_at_its_time_limit(runner: CliRunner) -> None:
    query = ('SELECT ?t WHERE { ?s ?p ?t . ?s2 ?p2 ?t2 '
             'FILTER(REGEX(CONCAT(STR(?t), STR(?t2)), "^(a|aa)+(b|bb)+$")) }')
    started = time.monotonic()
    code, output = _invoke(runner, "sparql", "--timeout", "1", query)
    assert code == 1
    assert "query stopped after 1 s: the limits are 1 s and 1024 MB" in output
    assert time.monotonic() - started < 15
    code, output = _invoke(runner, "sparql", "ASK { ?s ?p ?o }")
    assert (code, output.strip()) == (0, "yes")
