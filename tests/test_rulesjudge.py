"""The `rulesjudge` command: every command answers --json with exact values."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

import rulesjudge


def run_json(runner: CliRunner, *args: str, code: int = 0) -> dict:  # type: ignore[type-arg]
    result = runner.invoke(rulesjudge.main, [*args, "--json"])
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)  # type: ignore[no-any-return]


def _commands(group: click.Group, prefix: str = "") -> list[tuple[str, click.Command]]:
    found = []
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            found += _commands(command, f"{prefix}{name} ")
        else:
            found.append((f"{prefix}{name}", command))
    return found


@pytest.mark.parametrize("name, command", _commands(rulesjudge.main))
def test_every_command_takes_json(name: str, command: click.Command) -> None:
    assert "as_json" in [p.name for p in command.params], f"{name} lacks --json"


def test_stats_json_counts_every_document(runner: CliRunner) -> None:
    data = run_json(runner, "stats")
    docs = {d["id"]: d for d in data["documents"]}
    assert docs["cr-2003-12-01"]["counts"]["rules"] == 688
    assert docs["cr-2003-12-01"]["counts"]["sections"] == 69
    assert docs["cr-2003-12-01"]["counts"]["glossary"] == 301
    assert docs["rulings-2003-07-24"]["counts"]["rulings"] == 1379
    assert docs["rulings-2003-07-24"]["counts"]["sections"] == 189
    assert docs["rulings-2003-07-24"]["counts"]["notes"] == 167
    assert docs["cr-partial-400-422"]["edition"] is None
    assert docs["cr-partial-400-422"]["counts"]["rules"] == 171
    assert docs["cr-partial-212-217"]["counts"]["rules"] == 92
    assert docs["rulebook-classic-sixth-edition"]["counts"]["glossary"] == 113
    assert data["references"]["unresolved"] == []
    assert data["references"]["found"] == data["references"]["resolved"]
    assert data["references"]["external"]["2001-07-23"] == {"citations": 220, "resolved": 0,
                                                           "loaded": False}
    assert data["graph"]["nodes"] > 3000
    assert data["graph"]["by_type"]["cites_unloaded"] == 232


def test_rule_json_has_every_link(runner: CliRunner) -> None:
    rule = run_json(runner, "rule", "502.9b")["rule"]
    assert (rule["id"], rule["edition"], rule["document"]) == ("502.9b", "2003-12-01", "cr-2003-12-01")
    assert rule["parent"] == "502.9" and rule["children"] == []
    assert rule["text"].startswith("The controller of an attacking creature with trample first assigns")
    assert [c["id"] for c in rule["cites"]] == ["502.9e"]
    assert "A.37" in [r["id"] for r in rule["rulings"]]
    assert "trample" in [g["id"] for g in rule["glossary_terms"]]
    assert rule["examples"] == [] and rule["other_editions"] == []
    assert set(rule) >= {"id", "edition", "document", "text", "examples", "parent", "children",
                         "cites", "cited_by", "glossary_terms", "rulings", "other_editions"}


def test_rule_420_is_cited_by_102_1(runner: CliRunner) -> None:
    rule = run_json(runner, "rule", "420")["rule"]
    assert rule["title"] == "State-Based Effects"
    assert "102.1" in [c["id"] for c in rule["cited_by"] if c["kind"] == "rule"]
    assert rule["children"] == ["420.1", "420.2", "420.3", "420.4", "420.5"]


def test_rule_examples_are_kept_apart_from_text(runner: CliRunner) -> None:
    rule = run_json(runner, "rule", "418.5i")["rule"]
    assert rule["examples"] and "Example" not in rule["text"]


def test_unknown_rule_is_404_with_nearest(runner: CliRunner) -> None:
    data = run_json(runner, "rule", "502.99", code=1)
    assert data["ok"] is False and data["status"] == 404
    assert "502.9" in data["error"]


def test_unknown_edition_names_the_loaded_ones(runner: CliRunner) -> None:
    data = run_json(runner, "rule", "502.9b", "--edition", "2001-07-23", code=1)
    assert "cr-2003-12-01" in data["error"]


def test_glossary_json_follows_aliases(runner: CliRunner) -> None:
    entry = run_json(runner, "glossary", "regenerate")["glossary"]
    assert entry["term"] == "Regenerate" and entry["rules"] == ["419.6b"]
    assert run_json(runner, "glossary", "Z")["glossary"]["term"] == "Y, Z"
    assert run_json(runner, "glossary", "your")["glossary"]["term"] == "You, Your"


def test_ruling_json_parses_sources(runner: CliRunner) -> None:
    ruling = run_json(runner, "ruling", "A.4.21")["ruling"]
    assert ruling["section"] == "A.4"
    assert ruling["sources"] == [{"raw": "D'Angelo 1999/05/01", "who": "D'Angelo",
                                  "date": "1999-05-01", "rule": None, "detail": "",
                                  "status": "none", "target": None}]


def test_ruling_citation_of_unloaded_edition_is_not_linked_to_2003(runner: CliRunner) -> None:
    ruling = run_json(runner, "ruling", "A.37.1")["ruling"]
    [source] = ruling["sources"]
    assert (source["date"], source["rule"], source["status"], source["target"]) == \
        ("2001-07-23", "502.9", "not_loaded", None)


def test_ruling_section_json(runner: CliRunner) -> None:
    section = run_json(runner, "ruling", "A.37")["section"]
    assert section["title"] == "Trample"
    assert [r["id"] for r in section["rulings"]][:3] == ["A.37.1", "A.37.2", "A.37.3"]
    assert "rule:cr-2003-12-01:502.9" in [t["key"] for t in section["topics"]]


def test_search_json_finds_trample(runner: CliRunner) -> None:
    data = run_json(runner, "search", "trample protection", "--kind", "rule", "--limit", "5")
    assert data["hits"] and all(h["kind"] == "rule" for h in data["hits"])
    assert any(h["id"].startswith("502.9") for h in data["hits"])


def test_search_json_suggests_spelling(runner: CliRunner) -> None:
    data = run_json(runner, "search", "tramlpe")
    assert data["suggestion"] == "trample"


def test_export_rdf_json(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "kb.ttl"
    data = run_json(runner, "export", "rdf", str(out))
    assert data["format"] == "turtle" and data["triples"] > 20000
    assert out.read_text(encoding="utf-8").count("@prefix") >= 4


def test_sparql_json_select(runner: CliRunner) -> None:
    query = ("SELECT ?n WHERE { ?r eli:cites <https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9e> ;"
             " dcterms:identifier ?n }")
    data = run_json(runner, "sparql", query)
    assert data["variables"] == ["n"] and ["502.9b"] in data["rows"]


def test_sparql_update_is_refused(runner: CliRunner) -> None:
    data = run_json(runner, "sparql", "INSERT DATA { <a:b> <a:c> <a:d> }", code=1)
    assert data["status"] == 400 and "read-only" in data["error"]


def test_ingest_json_rejects_garbage_naming_it(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "garbage.bin"
    bad.write_bytes(b"\x00\xff" * 100)
    data = run_json(runner, "ingest", str(bad), "--kb", str(tmp_path / "kb"), code=1)
    assert "garbage.bin" in data["error"]
    assert not (tmp_path / "kb").exists()


@pytest.mark.parametrize("args, shows", [
    (["rule", "502.9b"], "502.9b"),
    (["glossary", "regenerate"], "Regenerate"),
    (["ruling", "A.37"], "A.37 - Trample"),
    (["--help"], "Usage: rulesjudge"),
])
def test_lookups_and_help_import_no_heavy_library(kb_dir: Path, args: list[str], shows: str) -> None:
    code = ("import sys, runpy; sys.argv = ['rulesjudge', *sys.argv[2:], '--kb', sys.argv[1]]\n"
            "if sys.argv[1:2] == ['--help']: sys.argv = ['rulesjudge', '--help']\n"
            "try:\n    runpy.run_module('rulesjudge', run_name='__main__')\nexcept SystemExit: pass\n"
            "heavy = [m for m in ('whoosh', 'rdflib', 'networkx', 'flask') if m in sys.modules]\n"
            "print('HEAVY', heavy)")
    out = subprocess.run([sys.executable, "-c", code, str(kb_dir), *args], capture_output=True,
                         text=True, check=True).stdout
    assert shows in out and out.strip().endswith("HEAVY []")


def test_command_builds_missing_kb_first_with_progress(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESJUDGE_KB", str(tmp_path / "fresh"))
    result = CliRunner().invoke(rulesjudge.main, ["rule", "420.5a"])
    assert result.exit_code == 0, result.output
    assert "building it from the bundled corpus" in result.stderr
    assert result.stdout.startswith("420.5a")
    assert (tmp_path / "fresh" / "manifest.json").is_file()


def test_ingest_json_add_builds_bundled_plus_extra(runner: CliRunner, tmp_path: Path) -> None:
    extra = Path(__file__).resolve().parents[2] / "shared" / "corpus-extra" / "CR-2001-07-23.txt"
    if not extra.is_file():
        pytest.skip("../shared/corpus-extra is not beside the project")
    data = run_json(runner, "ingest", "--add", str(extra), "--kb", str(tmp_path / "kb"))
    assert sorted(d["id"] for d in data["documents"]) == [
        "cards-builtin", "cr-2001-07-23", "cr-2003-12-01", "cr-partial-212-217", "cr-partial-400-422",
        "rulebook-classic-sixth-edition", "rulings-2003-07-24"]
    assert data["references"]["external"]["2001-07-23"]["resolved"] == 220
    assert data["seconds"] > 0


def test_export_to_an_unwritable_place_is_a_clear_error(runner: CliRunner, tmp_path: Path) -> None:
    data = run_json(runner, "export", "rdf", str(tmp_path / "no" / "such" / "dir.ttl"), code=1)
    assert data["error"].startswith("cannot write") and "dir.ttl" in data["error"]


def test_ingest_folder_without_sources_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "notes.md").write_text("# not a source\n", encoding="utf-8")
    data = run_json(runner, "ingest", str(tmp_path), "--kb", str(tmp_path / "kb"), code=1)
    assert data["error"] == f"no .txt source in {tmp_path}"
