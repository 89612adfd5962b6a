"""Helpers of the engine tests: build a scenario from keyword arguments and play it."""

from __future__ import annotations

from typing import Any

import yaml

from judge.scenario import Action, Scenario
from judge.state import GameState


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


