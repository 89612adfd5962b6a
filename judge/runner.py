"""Running a scenario: load, start, apply each action, collect events and illegal actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from judge.errors import IllegalActionError, InvalidActionError, JudgeError
from judge.objects import Event, Illegal
from judge.rules import cite
from judge.scenario import Scenario, load_scenario
from judge.game import GameState


@dataclasses.dataclass(frozen=True, slots=True)
class Result:
    """What a scenario run produced: the spec's output object."""

    title: str
    """The scenario's title."""
    events: tuple[Event, ...]
    """Every event, in order."""
    illegal: tuple[Illegal, ...]
    """Actions that were not performed."""
    final: dict[str, Any]
    """The final state (the spec's ``final`` object)."""

    def to_json(self) -> dict[str, Any]:
        """Exactly the spec's output object."""
        return {"title": self.title, "events": [e.to_json() for e in self.events],
                "illegal": [i.to_json() for i in self.illegal], "final": self.final}

    def to_text(self, explain: Callable[[str], str | None] | None = None) -> str:
        """A readable trace: each event with its rule numbers (and, with *explain*, their text)."""
        lines = [self.title, "=" * len(self.title)]
        for event in self.events:
            numbers = ", ".join(str(r) for r in event.rules)
            lines.append(f"{event.seq:3d}. [turn {event.turn}, {event.step}] {event.text}  ({numbers})")
            lines += _explained(event.rules, explain)
        for item in self.illegal:
            numbers = ", ".join(str(r) for r in item.rules)
            lines.append(f"ILLEGAL action {item.action}: {item.text}  ({numbers})")
            lines += _explained(item.rules, explain)
        final = self.final
        lines.append(f"Final: turn {final['turn']}, {final['step']}, {final['active']} active; "
                     f"result {final['result']}")
        for name, player in final["players"].items():
            lines.append(f"  {name}: life {player['life']}, hand {player['hand']}, graveyard "
                         f"{player['graveyard']}, mana pool {player['mana_pool'] or 'empty'}"
                         + (" (lost)" if player["lost"] else ""))
        for perm in final["in_play"]:
            pt = f" {perm['power']}/{perm['toughness']}" if perm["power"] is not None else ""
            extra = (", tapped" if perm["tapped"] else "") + (f", {perm['damage']} damage" if perm["damage"] else "")
            lines.append(f"  {perm['id']}: {perm['name']}{pt} ({perm['controller']}{extra})")
        for obj in final["stack"]:
            lines.append(f"  stack: {obj['name']} ({obj['controller']})")
        return "\n".join(lines)


def _explained(rules: Iterable[object], explain: Callable[[str], str | None] | None) -> list[str]:
    """The lines under an event or an illegal action that give each of its rules' text."""
    if explain is None:
        return []
    lines = []
    for rule in rules:
        text = explain(str(rule))
        lines.append(f"       {rule}: {text if text is not None else '(not in the knowledge base)'}")
    return lines


def run(scenario: Scenario) -> Result:
    """Evaluate a loaded scenario."""
    state = GameState.from_scenario(scenario)
    illegal: list[Illegal] = []
    state.start()
    actions = scenario.actions
    for n, action in enumerate(actions):
        if action.verb == "choose" and action.choice is not None and state.was_answered(action.choice):
            continue  # it answered a choice of the action before it
        following = []
        for later in actions[n + 1:]:
            if later.verb != "choose" or later.choice is None or action.verb == "choose":
                break
            following.append(later.choice)
        try:
            state.apply(action, following)
        except (IllegalActionError, InvalidActionError, JudgeError) as error:
            illegal.append(Illegal(action.index, _sentence(str(error)), error.rules))
            if scenario.on_illegal != "continue":
                break
            # 422.1: the game went back to the moment before the illegal action; play goes on, and
            # the player who had priority keeps it (422.2). A spell or ability that couldn't be
            # played as 409.1 says was played illegally and goes back the same way.
            played = cite("409.1") if action.verb in ("play", "activate") else ()
            holder = state.players[state.priority].name
            state.log("undone", f"Action {action.index} is illegal and is undone whole: the game returns "
                      f"to the moment before it was taken, and {holder}, who had priority, keeps it.",
                      cite("422.1") + played + cite("422.2"))
    return Result(scenario.title, tuple(state.events), tuple(illegal), state.to_json())


def _sentence(text: str) -> str:
    text = text.strip()
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def run_scenario(source: str | Path) -> Result:
    """Evaluate a scenario given as a path or YAML text.

    :raises ScenarioError: if the scenario is not valid (the CLI exits with status 2).
    """
    return run(load_scenario(source))
