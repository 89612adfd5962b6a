"""``rulesjudge serve --get`` and the WSGI entry point for gunicorn."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesjudge import main


def test_serve_get_prints_the_json_twin(runner: CliRunner) -> None:
    result = runner.invoke(main, ["serve", "--get", "/rules/420.5a.json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert (data["ok"], data["rule"]["id"], data["rule"]["parent"]) == (True, "420.5a", "420.5")


def test_serve_get_prints_the_html_page(runner: CliRunner) -> None:
    result = runner.invoke(main, ["serve", "--get", "/rules/502.9b"])
    assert result.exit_code == 0
    assert '<a class="ref" href="/rules/502.9e">502.9e</a>' in result.output


def test_serve_get_json_flag_asks_for_the_twin(runner: CliRunner) -> None:
    result = runner.invoke(main, ["serve", "--get", "/glossary/regenerate", "--json"])
    assert json.loads(result.output)["glossary"]["term"] == "Regenerate"


def test_serve_get_of_a_missing_page_exits_1_with_the_error_shape(runner: CliRunner) -> None:
    result = runner.invoke(main, ["serve", "--get", "/rules/999.json"])
    assert result.exit_code == 1
    assert json.loads(result.output) == {"ok": False, "error": "no rule '999' in cr-2003-12-01",
                                         "errors": ["no rule '999' in cr-2003-12-01"],
                                         "status": 404}


def test_serve_help_names_gunicorn(runner: CliRunner) -> None:
    result = runner.invoke(main, ["serve", "--help"])
    assert result.exit_code == 0
    assert "gunicorn -w 4 'webapp.wsgi:app'" in result.output


def test_serve_does_not_import_flask_at_cli_start() -> None:
    import subprocess

    code = "import sys, rulesjudge; print('flask' in sys.modules, 'rdflib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_wsgi_app_reads_the_kb_from_the_environment(monkeypatch: pytest.MonkeyPatch,
                                                    kb_dir: Path) -> None:
    monkeypatch.setenv("RULESJUDGE_KB", str(kb_dir))
    sys.modules.pop("webapp.wsgi", None)
    wsgi = importlib.import_module("webapp.wsgi")
    try:
        assert wsgi.app.config["KB_DIR"] == kb_dir
        assert wsgi.app.test_client().get("/rules/420.json").get_json()["rule"]["id"] == "420"
    finally:
        sys.modules.pop("webapp.wsgi", None)


def test_create_app_without_a_kb_raises(tmp_path: Path) -> None:
    from kb.store import KBNotFoundError
    from webapp import create_app

    with pytest.raises(KBNotFoundError):
        create_app({"KB_DIR": tmp_path})
