"""The scenario evaluator: an embedded rules engine for the Comprehensive Rules of
December 1, 2003, citing the rule behind every event.

>>> from judge import run_scenario
>>> result = run_scenario('''
... title: Bolt the bears
... players: [{name: Alice, hand: [Lightning Bolt]}, {name: Bob}]
... in_play: [{card: Grizzly Bears, controller: Bob, id: bears}]
... actions: [{play: {card: Lightning Bolt, targets: [bears]}}, {pass: true}]
... ''')
>>> result.final["players"]["Bob"]["graveyard"]
['Grizzly Bears']

The names below are imported when first used, so importing a part of the engine
(``judge.cards``, or the verdict reader's cheap check) does not load all of it.
"""

from __future__ import annotations

from judge.lazy import lazy_exports

#: Each public name → the module that defines it.
_EXPORTS = {
    "Action": "judge.actions", "AmbiguousActionError": "judge.errors",
    "GameState": "judge.game", "IllegalActionError": "judge.errors",
    "InvalidActionError": "judge.errors", "JudgeError": "judge.errors",
    "Result": "judge.runner", "Scenario": "judge.scenario", "ScenarioError": "judge.errors",
    "load_scenario": "judge.scenario", "problems": "judge.scenario", "run": "judge.runner",
    "run_scenario": "judge.runner",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_exports("judge", _EXPORTS, globals())
