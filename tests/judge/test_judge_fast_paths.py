"""The engine's fast paths give exactly what the plain ones gave (issue 10, speed):
YAML built from the safety check's own events, whole-state save/restore through
per-record copiers, the card pool built card by card, and the `scenario` command's
light import path."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge import objects, yamlsafe
from judge.cards import card_named, card_pool
from judge.objects import Effect, Permanent, Player, StackObject
from judge.state import BaseState

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "judge" / "scenarios").rglob("*.yaml"))

TRICKY = [
    "a: 1\na: 2", "<<: {a: 1}\nb: 2", "=: 1", "!!set {a, b}", "[a, b]: 1", "? [a]\n: 1", "--- 1\n--- 2",
    "a: &x 1\nb: *x", "x: 0o17", "x: 1_000", "x: 1:30", "x: .inf", "x: !!binary aGk=", "{a: 1, a: {b: 2}}",
    "", "---", "--- \n...", "x: 2001-12-14", "x: 2001-12-14t21:59:43.10-05:00", "x: 2001-13-45",
    "x: '1'", 'x: "yes"', "x: yes", "x: No", "x: ~\ny: null\nz:", "- a\n- - b\n  - c\n- {d: [e, {f: g}]}",
    "x: 1e3", "x: 1.5e3", "x: -0x1F", "x: 0b101", "x: !foo bar", "x: ! bar", "x: !!str 3", "a: {? b}",
    "x: |\n  lit\n  text\n", "null: 1\ntrue: 2\n3: 4\n1.5: 5", "a:\n  - b\n  -\n", "%YAML 1.1\n---\nx: 1",
    "x: 9" + "9" * 4400, "just a scalar", "[1, [2, [3]]]",
]


def _pyyaml(text: str) -> tuple[str, str]:
    try:
        return "ok", repr(yaml.load(text, Loader=yaml.CSafeLoader))  # noqa: S506 - a safe loader
    except (yaml.YAMLError, ValueError):
        return "refused", ""


def _ours(text: str) -> tuple[str, str]:
    try:
        return "ok", repr(yamlsafe.load(text))
    except yamlsafe.YamlLimitError:
        return "refused", ""


@pytest.mark.parametrize("text", TRICKY)
def test_yaml_is_built_exactly_as_pyyaml_loads_it(text: str) -> None:
    assert _ours(text) == _pyyaml(text)  # the same values of the same types, or both refuse


def test_every_bundled_scenario_reads_the_same_as_with_pyyaml() -> None:
    assert len(SCENARIOS) > 100
    for path in SCENARIOS:
        text = path.read_text(encoding="utf-8")
        assert _ours(text) == _pyyaml(text) != ("refused", ""), path.name


@pytest.mark.parametrize("text", TRICKY)
def test_scalars_typed_from_memory_are_typed_as_pyyaml_types_them(text: str) -> None:
    _ours(text)  # the second time, its plain scalars' types come from what the first remembered
    assert _ours(text) == _ours(text) == _pyyaml(text)


def test_every_bundled_scenario_is_built_in_the_one_pass_not_left_to_pyyaml() -> None:
    for path in SCENARIOS:
        text = path.read_text(encoding="utf-8")
        for _ in range(2):  # the second time from remembered scalar types
            built = yamlsafe._scan(text, yamlsafe.MAX_CHARS, yamlsafe.MAX_DEPTH, build=True)
            assert built is not yamlsafe._UNUSUAL and repr(built) == _pyyaml(text)[1], path.name


def test_limits_are_still_checked_before_anything_is_built() -> None:
    with pytest.raises(yamlsafe.YamlLimitError, match="line 33: nested deeper than 32 levels"):
        yamlsafe.load("".join(" " * i + "-\n" for i in range(40)))
    with pytest.raises(yamlsafe.YamlLimitError, match="line 2: a value of 5001 characters"):
        yamlsafe.load("a: 1\nb: " + "x" * 5001)
    # a value the constructor refuses is reported after the limits, as PyYAML's loader says it
    with pytest.raises(yamlsafe.YamlLimitError, match="line 2: nested deeper"):
        yamlsafe.load("x: 2001-13-45\ny: " + "[" * 40 + "]" * 40)
    with pytest.raises(yamlsafe.YamlLimitError, match="a value that can't be read: month must be in 1..12"):
        yamlsafe.load("x: 2001-13-45")


def _changed(value: Any) -> Any:
    """A different value of the same kind, for a field holding *value*."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, str)):
        return value + type(value)(1 if isinstance(value, int) else "x")
    return None


def _records(state: BaseState) -> list[Any]:
    perm = Permanent("bears", card_named("Grizzly Bears"), "A", "A", 1, counters={"+1/+1": 1},
                     blocking=["x"], counter_stamps=[(1, 1, 1)])
    obj = StackObject("spell", "Shock", "A", targets=["bears"], extra={"k": 1}, sources={},
                      assignments=[("bears", "B", 2)])
    effect = Effect("pump", 2, "bears", 1, 1)
    state.permanents.append(perm)
    state.stack.append(obj)
    state.effects.append(effect)
    state.players[0].hand.append("Shock")
    state.players[0].mana["R"] = 1
    return [state.players[0], perm, obj, effect]


def test_save_restores_every_field_of_every_record() -> None:
    # Every field of every mutable record is changed after saving (lists and dicts in
    # place), found from the dataclass itself: a field added later is covered too.
    mutable = [cls for cls in vars(objects).values() if dataclasses.is_dataclass(cls) and isinstance(cls, type)
               and not cls.__dataclass_params__.frozen]  # type: ignore[attr-defined]
    assert {Effect, Permanent, Player, StackObject} <= set(mutable)
    state = BaseState([Player("A"), Player("B")])
    records = _records(state)
    assert {type(r) for r in records} == set(mutable)
    before = [dataclasses.asdict(r) for r in records]
    saved = state.save()
    for record in records:
        for field in dataclasses.fields(record):
            value = getattr(record, field.name)
            if isinstance(value, list):
                value.append("changed")
            elif isinstance(value, dict):
                value["changed"] = 1
            else:
                setattr(record, field.name, _changed(value))
    assert [dataclasses.asdict(r) for r in records] != before
    state.restore(saved)
    after = [state.players[0], state.permanents[0], state.stack[0], state.effects[0]]
    assert [dataclasses.asdict(r) for r in after] == before


def test_the_pool_built_card_by_card_is_the_pool() -> None:
    bolt = card_named("lightning bolt")
    assert bolt is card_named("Lightning Bolt") is card_pool()["Lightning Bolt"]
    assert all(card_named(name.upper()) is card for name, card in card_pool().items())


def test_the_scenario_command_imports_no_heavy_library(tmp_path: Path) -> None:
    scenario = ROOT / "judge" / "scenarios" / "ten_actions_combat.yaml"
    code = ("import sys, runpy; sys.argv = ['rulesjudge', 'scenario', sys.argv[1], '--json']\n"
            "try:\n    runpy.run_module('rulesjudge', run_name='__main__')\nexcept SystemExit: pass\n"
            "heavy = [m for m in ('jsonschema', 'lark', 'whoosh', 'rdflib', 'networkx', 'flask', 'kb.model')"
            " if m in sys.modules]\n"
            "print('HEAVY', heavy)")
    out = subprocess.run([sys.executable, "-c", code, str(scenario)], capture_output=True, text=True,
                         check=True, cwd=tmp_path).stdout
    assert '"title": "Ten actions in one combat' in out and out.strip().endswith("HEAVY []")


def test_each_pool_record_read_alone_is_the_record_the_whole_file_gives() -> None:
    from judge.cards import POOL_PATH, _load_yaml, _sources

    sources = _sources()
    assert sources, "cards.yaml is no longer laid out as '- name: ...' items: the pool is read whole"
    records = _load_yaml(POOL_PATH.read_text(encoding="utf-8"))
    assert list(sources) == [str(r["name"]) for r in records]
    assert all(_load_yaml(sources[str(r["name"])]) == [r] for r in records)
