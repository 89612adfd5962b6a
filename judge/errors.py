"""Errors of the scenario evaluator, mirroring python-chess's move errors.

``InvalidActionError`` is a malformed action, ``IllegalActionError`` one the rules
forbid, ``AmbiguousActionError`` one that needs a choice it does not make.  The
rules errors carry the numbers of the rules that decided them.
"""

from __future__ import annotations

from collections.abc import Iterable

from kb.numbers import RuleNumber


class JudgeError(ValueError):
    """Base class of the evaluator's errors; carries the rules that decided it."""

    def __init__(self, message: str, rules: Iterable[RuleNumber] = ()) -> None:
        super().__init__(message)
        self.rules: tuple[RuleNumber, ...] = tuple(rules)
        """The rules that forbid (or otherwise decide) the action."""


class InvalidActionError(JudgeError):
    """An action that is malformed: an unknown verb, a missing field, a bad value."""


class IllegalActionError(JudgeError):
    """An action the 2003 rules forbid in the current game state."""


class AmbiguousActionError(JudgeError):
    """An action that leaves a choice open that the rules need made (a mode, a target)."""


class ScenarioError(ValueError):
    """A scenario that is not valid: bad YAML, unknown card, ability, id or verb.

    ``problems`` lists every problem found, each naming its line or field.
    """

    def __init__(self, problems: Iterable[str]) -> None:
        self.problems: tuple[str, ...] = tuple(problems)
        """Every problem found, each naming the line or field."""
        super().__init__("invalid scenario: " + "; ".join(self.problems))
