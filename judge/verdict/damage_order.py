"""An attacker's combat damage divided in an order: "I assign the damage to the 8/8 first (to
kill it) and then the 2/2, leaving the 1/1 alive".

Rule 310.2c lets the attacking player divide a blocked creature's combat damage among its
blockers as he or she chooses. "To A first, then B" says: lethal damage to A, then to B,
and so on, the rest to the last one named. The reader reads the order
(:func:`order_phrasing`, then the grammar's ``assign_order``); the amounts are worked
out when the scenario is built (:func:`ordered_split`), only for a plain fight, where
lethal damage is the toughness less the damage already marked; else the reader declines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from judge.verdict.board import Declined, Step
from judge.verdict.tokens import Token

_OBJECT_PARTS = frozenset({"the", "a", "my", "opps", "pt", "cc", "named", "kw", "color", "noun"})
_NAMES = frozenset({"pt", "cc", "named"})
_LEADS = frozenset({"the", "all"})


def order_phrasing(tokens: Sequence[Token]) -> list[Token]:
    """*tokens* with "assign (the damage) to A first (to kill it) (and) then (to) B ..." as
    ``assign``, ``first_order``, A, ``then``, B ...; the outcome told after it
    ("leaving the 1/1 alive") dropped: the verdict says it."""
    out = list(tokens)
    n = 0
    while n < len(out):
        if out[n].canon == "assign":
            found = _order_at(out, n)
            if found is not None:
                replacement, end = found
                out[n + 1:end] = replacement
                n += len(replacement)
        n += 1
    return out


def _order_at(tokens: list[Token], at: int) -> tuple[list[Token], int] | None:
    """The tokens after the ``assign`` at *at* that say an order, and where they end."""
    n = at + 1
    while n < len(tokens) and (tokens[n].canon in _LEADS or tokens[n].surface.lower() == "its"):
        n += 1
    if n < len(tokens) and tokens[n].canon == "damage":
        n += 1
    if n >= len(tokens) or tokens[n].canon not in ("to", "on"):
        return None
    first = _object(tokens, n + 1)
    if first is None:
        return None
    n = first
    if n >= len(tokens) or tokens[n].canon != "?" or tokens[n].surface.lower() != "first":
        return None
    mark = Token("first_order", "first", tokens[n].surface, tokens[n].start)
    out = [mark, *tokens[_start(tokens, first, at):first]]
    n += 1
    # "to kill it": the purpose, which the verdict checks.
    said = [t.surface.lower() for t in tokens[n:n + 3]]
    if said in (["to", "kill", "it"], ["to", "kill", "him"]):
        n += 3
    elif said[:2] in (["to kill", "it"], ["to kill", "him"]):
        n += 2  # "to kill" read as one phrase
    more = 0
    while True:
        k = n
        while k < len(tokens) and tokens[k].canon in (",", "and"):
            k += 1
        if k >= len(tokens) or tokens[k].canon != "then":
            break
        k = _the_rest(tokens, k + 1)
        if k < len(tokens) and tokens[k].canon in ("to", "on"):
            k += 1
        end = _object(tokens, k)
        if end is None:
            return None
        out += [Token("then", "then", tokens[n].surface, tokens[n].start), *tokens[k:end]]
        n = end
        more += 1
    if not more:
        return None
    # ", leaving the 1/1 alive": what the division is for, told as its outcome.
    k = n + (n < len(tokens) and tokens[n].canon == ",")
    if k < len(tokens) and tokens[k].surface.lower() == "leaving":
        end = _object(tokens, k + 1)
        if end is not None and end < len(tokens) and tokens[end].surface.lower() in ("alive", "untouched"):
            n = end + 1
    return out, n


def _the_rest(tokens: list[Token], n: int) -> int:
    """The index after "any remaining damage", "the rest (of the damage)" at *n* (else *n*):
    what goes to the next one named after lethal damage to those before it is the rest of
    the damage, as the order reads anyway ("then any remaining damage to the 3/3")."""
    k = n
    while k < len(tokens) and tokens[k].surface.lower() in ("any", "the", "all"):
        k += 1
    if k < len(tokens) and tokens[k].canon == "rest":
        k += 1
    elif k < len(tokens) and tokens[k].surface.lower() in _REST:
        k += 1
    else:
        return n
    while k < len(tokens) and tokens[k].surface.lower() in ("of", "the", "its", "damage"):
        k += 1
    return k


#: Words that say the rest of an attacker's damage.
_REST = frozenset({"remaining", "rest", "leftover", "excess"})


def _start(tokens: list[Token], end: int, at: int) -> int:
    """Where the object ending at *end* begins (after the "to" before it)."""
    n = end
    while n - 1 > at and tokens[n - 1].canon in _OBJECT_PARTS:
        n -= 1
    return n


def _object(tokens: list[Token], n: int) -> int | None:
    """The end of the object starting at *n* ("the 8/8", "his Grizzly Bears"), if one does."""
    end = n
    while end < len(tokens) and tokens[end].canon in _OBJECT_PARTS:
        end += 1
    if not any(t.canon in _NAMES for t in tokens[n:end]):
        return None
    return end


def ordered_split(step: Step, size: Callable[[str], tuple[int, int]], trample: bool) -> dict[str, int]:
    """The amounts of an ``assign_order`` *step*: lethal damage to each blocker in the order
    named, as long as damage is left, the rest to the last one named. *size* gives a
    permanent's (power, toughness less the damage marked on it) by key; *trample* says
    whether the attacker has trample.

    :raises Declined: if a trampler's damage is left after lethal damage to the blockers
        named (to the player, or to the last one?).
    """
    left = size(step.source)[0]
    split: dict[str, int] = {}
    for blocker in step.targets:
        amount = min(max(size(blocker)[1], 0), left)
        if amount:
            split[blocker] = amount
            left -= amount
    if left:
        if trample:
            raise Declined(["first"], "where the rest of a trampler's damage goes after lethal "
                           "damage to the blockers named (502.9b)")
        last = step.targets[-1]
        split[last] = split.get(last, 0) + left
    return split
