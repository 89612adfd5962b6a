"""A scenario's board, action by action, for the picture on its page.

Only for the bundled examples (files of this program, so trusted): the
scenario is run again with its first *k* actions for every *k*, and each run's
final state is the board after action *k*; the events each action added are
the difference between two runs.  A pasted scenario shows its final board only
(it is run once, where the server runs strangers' input).
"""

from __future__ import annotations

from typing import Any


def action_steps(source: str) -> list[dict[str, Any]]:
    """``[{"action", "label", "events", "board"}]``: the board at the start (action
    0) and after each action, with the events that action caused (empty when the
    scenario is invalid or has no actions)."""
    import yaml

    from judge import ScenarioError, run_scenario

    data = yaml.safe_load(source)
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        return []
    actions = list(data["actions"])
    steps: list[dict[str, Any]] = []
    seen = 0
    for count in range(len(actions) + 1):
        data["actions"] = actions[:count]
        try:
            result = run_scenario(yaml.safe_dump(data, sort_keys=False)).to_json()
        except ScenarioError:
            return []
        events = result["events"][seen:]
        seen = len(result["events"])
        label = "At the start" if count == 0 else f"After action {count}: {_describe(actions[count - 1])}"
        steps.append({"action": count, "label": label, "events": events, "board": result["final"],
                      "illegal": result["illegal"]})
        if result["illegal"]:  # an illegal action stops the scenario: later prefixes add nothing
            break
    return steps


def _describe(action: Any) -> str:
    """A short label of one action as written: ``attack: [pack]``."""
    if isinstance(action, dict) and action:
        verb, value = next(iter(action.items()))
        text = f"{verb}: {value}" if value is not True else str(verb)
    else:
        text = str(action)
    return text if len(text) <= 70 else text[:69] + "…"
