"""Helpers of the engine tests: build a scenario from keyword arguments and play it; the
report scripts and the 2003 rule numbers the scenario tests check against."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

from judge.errors import IllegalActionError
from judge.actions import Action
from judge.scenario import Scenario
from judge.game import GameState


def scenario_text(in_play: list[dict[str, Any]] | None = None, actions: list[Any] | None = None,
                  alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
                  **top: Any) -> str:
    """The YAML of a two-player scenario (Alice and Bob) with the given parts."""
    data: dict[str, Any] = {
        "title": top.pop("title", "test"),
        "players": [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}],
        "in_play": in_play or [],
        "actions": actions or [],
        **top,
    }
    return yaml.safe_dump(data, sort_keys=False)


def build_state(**parts: Any) -> tuple[GameState, list[Action]]:
    """The started state of a scenario and its actions, not yet applied."""
    scenario = Scenario.from_yaml(scenario_text(**parts))
    state = GameState.from_scenario(scenario)
    state.start()
    return state, list(scenario.actions)


def play_all(state: GameState, actions: list[Action]) -> None:
    """Apply every action in order."""
    for action in actions:
        state.apply(action)


def play_choosing(**parts: Any) -> GameState:
    """Play a scenario (format v2) as the runner does: each ``choose`` answers the action
    before it."""
    state, actions = build_state(version=2, **parts)
    for n, action in enumerate(actions):
        if action.verb == "choose":
            assert action.choice is not None and state.was_answered(action.choice), action
            continue
        following = []
        for later in actions[n + 1:]:
            if later.verb != "choose" or later.choice is None:
                break
            following.append(later.choice)
        state.apply(action, following)
    return state




def cited_rules(state: GameState) -> set[str]:
    """Every rule number the events of *state* cite, as text."""
    return {str(rule) for event in state.events for rule in event.rules}


def event_texts(state: GameState, kind: str) -> list[str]:
    """The texts of the events of *kind* a played scenario logged, in order."""
    return [e.text for e in state.events if e.kind == kind]


def board_of(state: GameState) -> dict[str, tuple[str, tuple[int | None, int | None]]]:
    """Each permanent in play: its controller and its power and toughness."""
    return {p.id: (p.controller, state.power_toughness(p.id)) for p in state.permanents}


def last_action_illegal(**parts: Any) -> IllegalActionError:
    """Play every action of the scenario built from *parts* but the last, and return the
    :class:`IllegalActionError` that the last one raises (fails the test if it doesn't)."""
    import pytest

    state, actions = build_state(**parts)
    play_all(state, actions[:-1])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[-1])
    return err.value


SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


@functools.cache
def load_script(name: str) -> ModuleType:
    """``scripts/<name>.py`` as a module, loaded once (the coverage reports share their
    comparison code with the tests)."""
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def edition_rule_numbers() -> frozenset[str]:
    """Every rule number of the 2003 edition, read from the bundled CR text."""
    return frozenset(load_script("coverage_rules").cr_rule_numbers())


def unknown_expected_rules(expectations: dict[str, Any]) -> list[str]:
    """The rule numbers an expectation table names (``rules`` and ``illegal[].rules``,
    ``a|b`` alternatives each) that the 2003 edition lacks, sorted."""
    known = edition_rule_numbers()
    unknown: set[str] = set()
    for expected in expectations.values():
        specs = list(expected.get("rules", []))
        for entry in expected.get("illegal", []):
            specs.extend(entry["rules"])
        unknown.update(n for spec in specs for n in spec.split("|") if n not in known)
    return sorted(unknown)
