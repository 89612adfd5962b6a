"""The scenario evaluator: an embedded rules engine for the Comprehensive Rules of
December 1, 2003, citing the rule behind every event.

>>> result = run_scenario('''
... title: Bolt the bears
... players: [{name: Alice, hand: [Lightning Bolt]}, {name: Bob}]
... in_play: [{card: Grizzly Bears, controller: Bob, id: bears}]
... actions: [{play: {card: Lightning Bolt, targets: [bears]}}, {pass: true}]
... ''')
>>> result.final["players"]["Bob"]["graveyard"]
['Grizzly Bears']
"""

from judge.errors import (
    AmbiguousActionError, IllegalActionError, InvalidActionError, JudgeError, ScenarioError,
)
from judge.runner import Result, run, run_scenario
from judge.actions import Action
from judge.scenario import Scenario, load_scenario, problems
from judge.game import GameState

__all__ = [
    "Action", "AmbiguousActionError", "GameState", "IllegalActionError", "InvalidActionError",
    "JudgeError", "Result", "Scenario", "ScenarioError", "load_scenario", "problems", "run",
    "run_scenario",
]
