"""Loading and validating scenarios, the output object, and the ``scenario`` command."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

import rulesjudge
from judge import ScenarioError, problems, run_scenario
from judge.scenario import Scenario

from judge_helpers import scenario_text

GOOD = textwrap.dedent("""\
    title: Bolt the bears
    players:
      - name: Alice
        hand: [Lightning Bolt]
      - name: Bob
    in_play:
      - {id: bears, card: Grizzly Bears, controller: Bob}
    actions:
      - play: {card: Lightning Bolt, targets: [bears]}
      - pass: true
    """)


@pytest.mark.parametrize(("text", "expected"), [
    ("title: [unclosed\n", "line 2: not valid YAML"),
    ("- a list\n", "line 1: a scenario is a mapping"),
    ("players: [{name: A}, {name: B}]\n", "title: required"),
    ("title: t\nplayers: [{name: A}]\n", "players: required: a list of exactly two players"),
    ("title: t\nplayers: [{name: A}, {name: A}]\n", "players[1].name: duplicate player name 'A'"),
    ("title: t\nplayers: [{name: A, hand: [Giant Growht]}, {name: B}]\n",
     "line 2: players[0].hand[0]: unknown card 'Giant Growht'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nin_play:\n  - card: Craw Worm\n    controller: A\n",
     "line 4: in_play[0].card: unknown card 'Craw Worm'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nin_play:\n  - name: X\n    types: [creature]\n"
     "    power: 1\n    toughness: 1\n    abilities: [flying, teleport]\n    controller: A\n",
     "line 8: in_play[0].abilities[1]: unknown ability 'teleport'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nactions:\n  - attack: [ghost]\n",
     "line 4: actions[0].attack[0]: unknown id 'ghost'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nactions:\n  - dance: true\n",
     "line 4: actions[0].dance: unknown verb 'dance'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nturn: {step: lunch}\n", "turn.step: unknown step 'lunch'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nin_play: [{card: Forest, controller: C}]\n",
     "in_play[0].controller: required: a player name, not 'C'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nactions: [{advance: lunch}]\n", "unknown step 'lunch'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\ncolour: red\n", "line 3: colour: unknown field"),
])
def test_invalid_scenarios_name_the_line_and_field(text: str, expected: str) -> None:
    found = problems(text)
    assert any(expected in p for p in found), found
    with pytest.raises(ScenarioError):
        Scenario.from_yaml(text)


def test_every_problem_is_reported_not_just_the_first() -> None:
    text = ("title: t\nplayers: [{name: A, hand: [Nope]}, {name: B}]\n"
            "in_play: [{card: Nada, controller: A}]\nactions: [{dance: 1}]\n")
    assert len(problems(text)) == 3


def test_a_valid_scenario_has_no_problems_and_defaults() -> None:
    scenario = Scenario.from_yaml(GOOD)
    assert problems(GOOD) == []
    assert (scenario.turn.step, scenario.turn.number, scenario.turn.active) == ("precombat_main", 2, "Alice")
    assert scenario.players[1].library == 30 and scenario.players[0].life == 20
    assert [a.verb for a in scenario.actions] == ["play", "pass"]


def test_default_ids_are_slugs_suffixed_for_duplicates() -> None:
    scenario = Scenario.from_yaml(scenario_text(in_play=[{"card": "Grizzly Bears", "controller": "Alice"},
                                                         {"card": "Grizzly Bears", "controller": "Bob"}]))
    assert [p.id for p in scenario.in_play] == ["grizzly-bears", "grizzly-bears-2"]


def test_output_object_is_exactly_the_spec_shape() -> None:
    output = run_scenario(GOOD).to_json()
    assert list(output) == ["title", "events", "illegal", "final"]
    assert list(output["events"][0]) == ["seq", "turn", "step", "kind", "text", "rules"]
    final = output["final"]
    assert list(final) == ["turn", "step", "active", "stack", "players", "in_play", "result"]
    assert final["players"]["Alice"] == {"life": 20, "poison": 0, "hand": [], "library": 30,
                                         "graveyard": ["Lightning Bolt"], "removed": [], "mana_pool": "",
                                         "lost": False}
    assert final["players"]["Bob"]["graveyard"] == ["Grizzly Bears"]
    assert final["in_play"] == [] and final["result"] == "ongoing"
    assert [e["seq"] for e in output["events"]] == list(range(1, len(output["events"]) + 1))


def test_illegal_actions_stop_the_scenario_unless_on_illegal_continue() -> None:
    base = {"alice": {"hand": ["Lava Axe", "Shock"]}, "turn": {"step": "upkeep"},
            "actions": [{"play": {"card": "Lava Axe", "targets": ["Bob"]}},
                        {"play": {"card": "Shock", "targets": ["Bob"]}}, {"pass": True}]}
    stopped = Scenario.from_yaml(scenario_text(**base))
    from judge import run
    result = run(stopped).to_json()
    assert [i["action"] for i in result["illegal"]] == [1] and result["final"]["players"]["Bob"]["life"] == 20
    assert result["illegal"][0]["rules"] == ["408.1d", "212.7a", "408.1a"]
    going = run(Scenario.from_yaml(scenario_text(on_illegal="continue", **base))).to_json()
    assert going["final"]["players"]["Bob"]["life"] == 18


def test_in_play_output_reports_current_characteristics() -> None:
    from judge import run
    scenario = Scenario.from_yaml(scenario_text(
        in_play=[{"id": "lord", "card": "Lord of Atlantis", "controller": "Alice"},
                 {"id": "m", "card": "Merfolk of the Pearl Trident", "controller": "Alice", "tapped": True,
                  "counters": {"+1/+1": 1}}]))
    merfolk = run(scenario).to_json()["final"]["in_play"][1]
    assert merfolk == {"id": "m", "name": "Merfolk of the Pearl Trident", "controller": "Alice", "power": 3,
                       "toughness": 3, "damage": 0, "tapped": True, "counters": {"+1/+1": 1},
                       "abilities": ["islandwalk"]}


def test_stack_output_is_bottom_first_with_target_ids() -> None:
    text = scenario_text(alice={"hand": ["Shock"]}, bob={"hand": ["Counterspell"]},
                         actions=[{"play": {"card": "Shock", "targets": ["Bob"]}},
                                  {"play": {"card": "Counterspell", "targets": ["Shock"]}}])
    stack = run_scenario(text).to_json()["final"]["stack"]
    assert stack == [{"name": "Shock", "controller": "Alice", "targets": ["Bob"]},
                     {"name": "Counterspell", "controller": "Bob", "targets": ["Shock"]}]


# -- the command --------------------------------------------------------------------


def test_cli_scenario_json(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(GOOD, encoding="utf-8")
    result = CliRunner().invoke(rulesjudge.main, ["scenario", str(path), "--json"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.output)
    assert printed.pop("ok") is True
    assert printed == run_scenario(path).to_json()


def test_cli_scenario_text_trace(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(GOOD, encoding="utf-8")
    result = CliRunner().invoke(rulesjudge.main, ["scenario", str(path)])
    assert result.exit_code == 0
    assert "Lightning Bolt deals 3 damage to Grizzly Bears.  (413.2b)" in result.output


@pytest.mark.parametrize(("text", "field"), [
    ("title: t\nplayers: [{name: A}, {name: B}]\nin_play: [{card: Craw Worm, controller: A}]\n",
     "in_play[0].card: unknown card 'Craw Worm'"),
    ("title: t\nplayers: [{name: A}, {name: B}]\nactions: [{dance: 1}]\n", "actions[0].dance: unknown verb"),
    ("title: [\n", "not valid YAML"),
])
def test_cli_invalid_scenario_exits_2_naming_the_field(tmp_path: Path, text: str, field: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(rulesjudge.main, ["scenario", str(path)])
    assert result.exit_code == 2 and field in result.output
    as_json = CliRunner().invoke(rulesjudge.main, ["scenario", str(path), "--json"])
    assert as_json.exit_code == 2
    body = json.loads(as_json.output)
    assert body["ok"] is False and any(field in e for e in body["errors"])


def test_cli_missing_file_exits_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(rulesjudge.main, ["scenario", str(tmp_path / "none.yaml")])
    assert result.exit_code == 2 and "cannot read the file" in result.output


def test_cli_explain_prints_rule_text(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(GOOD, encoding="utf-8")
    result = runner.invoke(rulesjudge.main, ["scenario", str(path), "--explain"])
    assert result.exit_code == 0, result.output
    assert "413.2h: A spell is put into play from the stack" in result.output


def test_scenario_command_does_not_import_heavy_libraries(tmp_path: Path) -> None:
    import subprocess
    import sys
    path = tmp_path / "s.yaml"
    path.write_text(GOOD, encoding="utf-8")
    code = ("import sys, rulesjudge\n"
            "from click.testing import CliRunner\n"
            f"r = CliRunner().invoke(rulesjudge.main, ['scenario', {str(path)!r}, '--json'])\n"
            "assert r.exit_code == 0, r.output\n"
            "print(sorted(m for m in ('networkx', 'rdflib', 'whoosh', 'flask') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
