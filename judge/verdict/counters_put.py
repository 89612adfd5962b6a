"""+1/+1 counters put on during the story by a permanent's ability (502.x of the card's own
text; 200.10): "I use my Spike Feeder to put a +1/+1 counter on my 2/2", "I remove a counter
from my Spike Feeder to put a +1/+1 counter on my 2/2" (the removal is the ability's cost).

:func:`counters_put_said` puts the words as the grammar's ``put_counters`` after "to" (a
token rewrite, run by :func:`judge.verdict.sizes_said.sizes_said`); :class:`CounterClauses`
reads the clause as the activation of the permanent's one ability that puts +1/+1 counters
on a target creature, at the creature said (declined when it has none, or several).
"""

from __future__ import annotations

from typing import Any

from judge.verdict.board import ME, OPP, Step
from judge.verdict.choices import ChoiceClauses
from judge.verdict.tokens import Token


def _counter_words(tokens: list[Token], k: int) -> int:
    """How many tokens from *k* say "(put) a (+1/+1) counter on", 0 if they don't."""
    said = k
    if said < len(tokens) and tokens[said].canon == "a":
        said += 1
    if said < len(tokens) and tokens[said].canon == "ptmod" and tokens[said].value == (1, 1):
        said += 1
    if said + 1 < len(tokens) and tokens[said].surface.lower() == "counter" and tokens[said + 1].canon == "on":
        return said + 2 - k
    return 0


def counters_put_said(tokens: list[Token]) -> list[Token]:
    """*tokens* with "to put a (+1/+1) counter on" as "to put_counters", and "I remove a
    counter from my X to put ..." as "I activate my X to put ...\""""
    out = list(tokens)
    n = 1
    while n + 2 < len(out):
        if out[n].canon == "to" and out[n + 1].canon == "assign" and out[n + 1].surface.lower() == "put":
            length = _counter_words(out, n + 2)
            if length:
                out[n + 1:n + 2 + length] = [Token("put_counters", "put_counters", "put a counter on", out[n + 1].start)]
        n += 1
    for n in range(1, len(out) - 5):
        if (out[n - 1].canon in ("me", "opp", "pl") and out[n].surface.lower() == "remove"
                and out[n + 1].canon == "a" and out[n + 2].surface.lower() == "counter" and out[n + 3].canon == "from"):
            end = n + 4
            while end < len(out) and out[end].canon in ("my", "opps", "cc", "pt", "noun", "named"):
                end += 1
            if end + 1 < len(out) and out[end].canon == "to" and out[end + 1].canon == "put_counters":
                out[n:n + 4] = [Token("activate", "activate", "remove a counter from", out[n].start)]
                break
    return out


class CounterClauses(ChoiceClauses):
    """The clause that puts +1/+1 counters on a creature with a permanent's ability."""

    def c_put_counters_with(self, node: Any) -> None:
        who = self.subj(node.children[0])
        source = self.place(self.desc(node.children[2]), who, prefer=who)
        target = node.children[-1]
        other = OPP if who == ME else ME
        # (one's own creature by default: counters help it)
        chosen = self.player(target.children[0]) if getattr(target, "data", "") == "player" else self.place(
            self.desc(target), who, prefer=who if target.data != "it" else other)
        self.steps.append(Step("activate", who, source=source, ability="counters", targets=[chosen]))


__all__ = ["CounterClauses", "counters_put_said"]
