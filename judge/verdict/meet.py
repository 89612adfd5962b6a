"""Two creatures that "meet in combat": who attacks is not said.

"What happens when a Tephraderm and a Voracious Cobra meet in combat?" The question is
read twice, once with each creature attacking and the other blocking it, and answered
only when both readings end the same way (the same life totals, the same creatures put
into graveyards); the verdict then says that who attacks doesn't change it. When the
readings differ (a trampler, an ability of attacking or blocking creatures), the reader
declines: the question doesn't say enough.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.verdict.board import Declined
from judge.verdict.tokens import Lexed, Token

#: The words that start an object phrase's clause.
_CLAUSE_MARKS = frozenset({".", "if"})
#: The words that make a phrase an object: a card, a power and toughness, a description.
_OBJECT_PARTS = frozenset({"cc", "pt", "named", "noun", "paren", "unreadable"})


def meet_orders(lexed: Lexed) -> tuple[Lexed, Lexed] | None:
    """*lexed* read as "X is blocked by Y" and as "Y is blocked by X" when it says that X and
    Y meet in combat; None when it doesn't say so.

    :raises Declined: when the creatures that meet can't be told apart.
    """
    tokens = lexed.tokens
    meets = [n for n, t in enumerate(tokens) if t.canon == "meet"]
    if not meets:
        return None
    n = meets[0]
    if len(meets) > 1:
        raise Declined([tokens[meets[1]].surface], "more than one meeting in combat")
    start = max((k + 1 for k in range(n) if tokens[k].canon in _CLAUSE_MARKS), default=0)
    comma = max((k for k in range(start, n) if tokens[k].canon == ","), default=None)
    if comma is not None:
        if any(t.canon in _OBJECT_PARTS for t in tokens[start:comma]):
            # "A 3/3, a 2/2 and a 1/1 meet in combat": more than two.
            raise Declined([tokens[n].surface], "which two creatures meet in combat")
        start = comma + 1
    span = tokens[start:n]
    joins = [k for k, t in enumerate(span) if t.canon in ("and", "and_obj")]
    if len(joins) != 1:
        raise Declined([tokens[n].surface], "which two creatures meet in combat")
    first, second = span[:joins[0]], span[joins[0] + 1:]
    if not all(any(t.canon in _OBJECT_PARTS for t in side) for side in (first, second)):
        raise Declined([tokens[n].surface], "which two creatures meet in combat")
    at = tokens[n].start

    def order(attacker: tuple[Token, ...], blocker: tuple[Token, ...]) -> Lexed:
        said = (Token("is", "is", "", at), Token("blocked", "blocked", "", at),
                Token("by", "by", "", at))
        return dataclasses.replace(lexed, tokens=tokens[:start] + attacker + said + blocker
                                   + tokens[n + 1:])

    return order(first, second), order(second, first)


def outcome_of(scenario: dict[str, Any], outcome: dict[str, Any]
               ) -> tuple[bool, list[int], list[tuple[str, str]]]:
    """Whether the run found an illegal action, its life totals (in order) and the
    permanents put into graveyards (by name and P/T, in order), whoever controlled them."""
    from judge.verdict.evaluate import died

    final = outcome["final"]
    players = sorted(final["players"])
    lives = sorted(int(final["players"][p]["life"]) for p in players)
    lost = sorted(x for p in players for x in died(scenario, final, p))
    return bool(outcome.get("illegal")), lives, lost


def same_outcome(one: Any, other: Any) -> bool:
    """Whether two verdicts end the same way (see :func:`outcome_of`)."""
    return outcome_of(one.scenario, one.outcome) == outcome_of(other.scenario, other.outcome)
