"""The scenarios of ``judge/scenarios/`` run against the spec's JSON output.

Every scenario has its expected outcome in ``tests/judge/expected/scenarios.yaml``,
worked out from the Comprehensive Rules of December 1, 2003 (see the comments at
the top of that file for the vocabulary). The tests look only at the output object
of ``../shared/spec/scenario-format.md`` (``judge.run_scenario(path).to_json()``),
never at engine internals, so they test the contract.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from judge_helpers import edition_rule_numbers, load_script, unknown_expected_rules

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_DIR = ROOT / "judge" / "scenarios"
EXPECTED_FILE = Path(__file__).parent / "expected" / "scenarios.yaml"
SCENARIOS = sorted(SCENARIO_DIR.glob("*.yaml"))
SCENARIO_IDS = [path.stem for path in SCENARIOS]

#: The top-level keys the format (versions 1 and 2) allows in a scenario file.
SPEC_TOP_LEVEL_KEYS = {
    "title", "description", "players", "turn", "in_play", "actions",
    "on_illegal", "enforce_costs", "version",
}
#: The spec's step names.
STEPS = {
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
    "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat",
    "postcombat_main", "end_of_turn", "cleanup",
}
#: The built-in card pool the spec requires; every card is used by some scenario.
POOL = (
    "Grizzly Bears", "Craw Wurm", "Hill Giant", "Serra Angel", "Giant Spider",
    "Shivan Dragon", "River Boa", "White Knight", "Black Knight", "Wall of Stone",
    "Llanowar Elves", "Prodigal Sorcerer", "Raging Goblin", "Goblin Piker",
    "Lord of Atlantis", "Merfolk of the Pearl Trident", "Severed Legion",
    "Soltari Foot Soldier", "Wolverine Pack", "Suq'Ata Lancer", "Royal Assassin",
    "Giant Growth", "Shock", "Lightning Bolt", "Lava Axe", "Terror", "Wrath of God",
    "Counterspell", "Unsummon", "Healing Salve", "Fog", "About Face", "Disenchant",
    "Dark Ritual", "Pestilence", "Glorious Anthem", "Crusade", "Furnace of Rath",
    "Regeneration", "Giant Strength", "Forest", "Island", "Mountain", "Plains",
    "Swamp",
)




@functools.cache
def expectations() -> dict[str, Any]:
    """The expectation table, without its ``x-`` anchor entries."""
    table = yaml.safe_load(EXPECTED_FILE.read_text(encoding="utf-8"))
    return {key: value for key, value in table.items() if not key.startswith("x-")}


def scenario_data(path: Path) -> dict[str, Any]:
    """The parsed YAML of one scenario file."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


@functools.cache
def _run(path: Path) -> dict[str, Any]:
    from judge import run_scenario

    output = run_scenario(str(path)).to_json()
    # The output must be JSON as the spec defines it: round-trip it.
    decoded: dict[str, Any] = json.loads(json.dumps(output))
    return decoded




def satisfied(spec: str, cited: set[str]) -> bool:
    """Whether the rule spec ``"a|b"`` names a rule among *cited*."""
    return any(alternative in cited for alternative in spec.split("|"))


def event_rules(output: dict[str, Any]) -> set[str]:
    """Every rule number cited by the events of an output."""
    return {rule for event in output["events"] for rule in event["rules"]}




# --- the scenario files themselves -------------------------------------------------


def test_there_are_at_least_45_scenarios() -> None:
    assert len(SCENARIOS) >= 45


def test_every_scenario_has_an_expectation_and_vice_versa() -> None:
    assert sorted(expectations()) == SCENARIO_IDS


@pytest.mark.parametrize("path", SCENARIOS, ids=SCENARIO_IDS)
def test_scenario_file_follows_the_spec(path: Path) -> None:
    data = scenario_data(path)
    assert set(data) <= SPEC_TOP_LEVEL_KEYS, set(data) - SPEC_TOP_LEVEL_KEYS
    assert data["title"].strip() and data["description"].strip()
    names = [player["name"] for player in data["players"]]
    assert len(names) == 2 and len(set(names)) == 2
    step = data.get("turn", {}).get("step", "precombat_main")
    assert step in STEPS
    for action in data.get("actions", []):
        assert isinstance(action, dict) and len(action) == 1, action


def test_every_card_of_the_pool_is_used() -> None:
    used: set[str] = set()
    for path in SCENARIOS:
        data = scenario_data(path)
        for player in data["players"]:
            for zone in ("hand", "graveyard", "library"):
                if isinstance(player.get(zone), list):
                    used.update(c for c in player[zone] if isinstance(c, str))  # v2: inline cards too
        used.update(p["card"] for p in data.get("in_play", []) if "card" in p)
    assert sorted(set(POOL) - used) == []


def test_expected_rule_numbers_exist_in_the_2003_edition() -> None:
    assert unknown_expected_rules(expectations()) == []


def test_cr_rule_numbers_are_read_from_the_2003_text() -> None:
    known = edition_rule_numbers()
    for number in ("300.3", "314.2", "408.1d", "418.5i", "420.5k", "502.9d", "507.4"):
        assert number in known
    assert "420.5l" not in known and "704.5a" not in known


# --- running the scenarios ------------------------------------------------------------


@pytest.mark.parametrize("path", SCENARIOS, ids=SCENARIO_IDS)
def test_scenario_outcome(path: Path) -> None:
    """The spec output agrees with the expectation: the same comparison as the rulings'
    scenarios (``scripts/coverage_rulings.py``), in the vocabulary of the expected file."""
    output = _run(path)
    assert output["title"] == scenario_data(path)["title"]
    problems = load_script("coverage_rulings").outcome_problems(
        output, expectations()[path.stem])
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", SCENARIOS, ids=SCENARIO_IDS)
def test_every_cited_rule_exists_in_the_2003_edition(
    path: Path, request: pytest.FixtureRequest
) -> None:
    output = _run(path)
    cited = event_rules(output) | {
        rule for entry in output["illegal"] for rule in entry["rules"]
    }
    assert cited, "a scenario's output cites no rule at all"
    known = edition_rule_numbers()
    assert sorted(cited - known) == []
    kb = _kb_or_none(request)
    if kb is not None:
        assert sorted(n for n in cited if not _kb_has_rule(kb, n)) == []


def _kb_or_none(request: pytest.FixtureRequest) -> Any:
    try:
        return request.getfixturevalue("kb")
    except pytest.FixtureLookupError:
        return None


def _kb_has_rule(kb: Any, number: str) -> bool:
    """Ask the ``kb`` fixture (``kb.store.KnowledgeBase``) whether a 2003 rule exists."""
    if hasattr(kb, "has_rule"):
        return bool(kb.has_rule(number))
    return kb.rule(number) is not None


def test_cli_prints_the_same_json(tmp_path: Path) -> None:
    """``rulesjudge scenario FILE --json`` prints the spec object with ``ok: true``."""
    path = SCENARIO_DIR / "two_furnaces_cr_419_6a_example.yaml"
    expected = _run(path)
    from click.testing import CliRunner

    import rulesjudge

    result = CliRunner().invoke(rulesjudge.main, ["scenario", str(path), "--json"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.output)
    assert printed.pop("ok") is True
    assert printed == expected


def test_coverage_definitions_are_rules_of_the_counted_sections() -> None:
    """The rules the coverage report sets apart as definitions exist and are counted."""
    script = load_script("coverage_rules")
    known = edition_rule_numbers()
    assert script.DEFINITIONS and all(n in known and script.in_ranges(n) for n in script.DEFINITIONS)
