"""Helpers of the engine tests: build a scenario from keyword arguments and play it."""

from __future__ import annotations

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




def cited_rules(state: GameState) -> set[str]:
    """Every rule number the events of *state* cite, as text."""
    return {str(rule) for event in state.events for rule in event.rules}


def last_action_illegal(**parts: Any) -> IllegalActionError:
    """Play every action of the scenario built from *parts* but the last, and return the
    :class:`IllegalActionError` that the last one raises (fails the test if it doesn't)."""
    import pytest

    state, actions = build_state(**parts)
    play_all(state, actions[:-1])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[-1])
    return err.value
