"""The scenarios of ``judge/scenarios/`` run against the spec's JSON output.

Every scenario has its expected outcome in ``tests/judge/expected/scenarios.yaml``,
worked out from the Comprehensive Rules of December 1, 2003 (see the comments at
the top of that file for the vocabulary). The tests look only at the output object
of ``../shared/spec/scenario-format.md`` (``judge.run_scenario(path).to_json()``),
never at engine internals, so they test the contract.
"""

from __future__ import annotations

import functools
import importlib.util
import json
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

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
#: The ``illegal[].action`` index of the first action (the spec's example reads 1-based).
FIRST_ACTION = 1


def _load_coverage_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "coverage_rules", ROOT / "scripts" / "coverage_rules.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def edition_rule_numbers() -> frozenset[str]:
    """Every rule number of the 2003 edition, read from the bundled CR text."""
    return frozenset(_load_coverage_script().cr_rule_numbers())


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


def slug(text: str) -> str:
    """The spec's default permanent id for a card name (the project's slug)."""
    from kb.model import slugify

    return slugify(text)


def satisfied(spec: str, cited: set[str]) -> bool:
    """Whether the rule spec ``"a|b"`` names a rule among *cited*."""
    return any(alternative in cited for alternative in spec.split("|"))


def event_rules(output: dict[str, Any]) -> set[str]:
    """Every rule number cited by the events of an output."""
    return {rule for event in output["events"] for rule in event["rules"]}


def find_permanent(in_play: list[dict[str, Any]], key: str) -> dict[str, Any] | None:
    """The permanent with id *key*, or else the one whose name slugs to *key*."""
    for permanent in in_play:
        if permanent["id"] == key:
            return permanent
    named = [p for p in in_play if slug(p["name"]) == key]
    return named[0] if len(named) == 1 else None


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
    known = edition_rule_numbers()
    unknown: set[str] = set()
    for expected in expectations().values():
        specs = list(expected.get("rules", []))
        for entry in expected.get("illegal", []):
            specs.extend(entry["rules"])
        unknown.update(n for spec in specs for n in spec.split("|") if n not in known)
    assert sorted(unknown) == []


def test_cr_rule_numbers_are_read_from_the_2003_text() -> None:
    known = edition_rule_numbers()
    for number in ("300.3", "314.2", "408.1d", "418.5i", "420.5k", "502.9d", "507.4"):
        assert number in known
    assert "420.5l" not in known and "704.5a" not in known


# --- running the scenarios ------------------------------------------------------------


@pytest.mark.parametrize("path", SCENARIOS, ids=SCENARIO_IDS)
def test_scenario_outcome(path: Path) -> None:
    output = _run(path)
    expected = expectations()[path.stem]
    final = output["final"]
    problems: list[str] = []

    def check(label: str, actual: Any, wanted: Any) -> None:
        if actual != wanted:
            problems.append(f"{label}: expected {wanted!r}, got {actual!r}")

    assert output["title"] == scenario_data(path)["title"]
    check("result", final["result"], expected.get("result", "ongoing"))
    for key in ("step", "active", "turn"):
        if key in expected:
            check(key, final[key], expected[key])

    players = final["players"]
    for field in ("life", "poison", "library", "mana_pool"):
        for name, value in expected.get(field, {}).items():
            check(f"{name} {field}", players[name][field], value)
    for zone in ("hand", "graveyard"):
        for name, cards in expected.get(zone, {}).items():
            check(f"{name} {zone}", Counter(players[name][zone]), Counter(cards))
        for name, count in expected.get(f"{zone}_count", {}).items():
            check(f"{name} {zone} size", len(players[name][zone]), count)

    if "in_play" in expected:
        wanted_in_play = expected["in_play"]
        found: dict[str, dict[str, Any]] = {}
        for key in wanted_in_play:
            permanent = find_permanent(final["in_play"], key)
            if permanent is None:
                problems.append(f"{key} should be in play")
            else:
                found[key] = permanent
        extra = [p["id"] for p in final["in_play"] if p not in found.values()]
        if extra:
            problems.append(f"unexpected permanents in play: {extra}")
        for key, facts in wanted_in_play.items():
            permanent = found.get(key)
            for fact, value in (facts or {}).items():
                if permanent is None:
                    break
                if fact == "abilities":
                    missing = set(value) - set(permanent["abilities"])
                    if missing:
                        problems.append(f"{key} lacks abilities {sorted(missing)}")
                else:
                    check(f"{key} {fact}", permanent[fact], value)

    stack = final["stack"]
    wanted_stack = expected.get("stack", [])
    check("stack size", len(stack), len(wanted_stack))
    for position, (item, wanted) in enumerate(zip(stack, wanted_stack)):
        for fact, value in wanted.items():
            check(f"stack[{position}] {fact}", item.get(fact), value)

    wanted_illegal = expected.get("illegal", [])
    check("illegal actions", [e["action"] for e in output["illegal"]],
          [w["action"] + FIRST_ACTION - 1 for w in wanted_illegal])
    for entry, wanted in zip(output["illegal"], wanted_illegal):
        for spec in wanted["rules"]:
            if not satisfied(spec, set(entry["rules"])):
                problems.append(
                    f"illegal action {entry['action']} should cite {spec}: {entry}"
                )

    cited = event_rules(output)
    for spec in expected.get("rules", []):
        if not satisfied(spec, cited):
            problems.append(f"no event cites {spec} (cited: {sorted(cited)})")

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
