"""Several cases told in one letter: "If he blocks with the 2/2, it dies; if he blocks with the
1/4 instead, nothing dies", "I attack with my 3/3. If he blocks with his 2/2, what happens? What
if he blocks with his 1/4?".

Each "if" clause that declares a block (or each that declares an attack) is a board of its
own: read together they would make one board where both creatures block (a double block no
case has). A verdict answers one board; the reader names the cases as it declines, rather
than answer a mixture of them. (A case that changes a creature after the board, "what if the
5/5 had first strike?", is :func:`judge.verdict.variants.second_case`'s.)
"""

from __future__ import annotations

from collections.abc import Sequence

from judge.verdict.tokens import Token
from judge.verdict.variants import clause_at

_KINDS = {**{verb: "block" for verb in ("block", "block_with", "block_it_with", "blocked", "blocking",
                                        "double_block", "triple_block")},
          **{verb: "attack" for verb in ("attack", "attacked_by", "attacking")}}
_OBJECTS = frozenset({"pt", "cc", "named"})
_BEFORE_IF = frozenset({".", ",", "and", "then", "or"})
_OPENERS = frozenset({"what", "but", "and", "or", "also", "now", "instead"})


def _opens(tokens: Sequence[Token], n: int) -> bool:
    """Whether the "if" at *n* opens a clause: first in the letter, or after a stop, a comma,
    "and", "but", "what"."""
    if n == 0:
        return True
    before = tokens[n - 1]
    return before.canon in _BEFORE_IF or before.surface.lower() in _OPENERS


def _declared(condition: list[Token]) -> frozenset[tuple[str, str]]:
    """The creatures a condition's combat action names after its verb ("blocks my 3/3 with his
    2/2"), up to a word the reader can't place; none for "if you attack with it"."""
    objects: set[tuple[str, str]] = set()
    verb = next((n for n, t in enumerate(condition) if t.canon in _KINDS), len(condition))
    for token in condition[verb + 1:]:
        if token.canon == "?":
            break
        if token.canon in _OBJECTS:
            objects.add((token.canon, str(token.value)))
    return frozenset(objects)


def several_cases(tokens: Sequence[Token]) -> tuple[list[str], str] | None:
    """The words of the cases a letter tells, each an "if" that declares the same kind of
    combat action ("if he blocks with the 2/2", "if he blocks with the 1/4"), and why no
    verdict is given; None if it tells one case."""
    cases: dict[str, list[list[Token]]] = {}
    for n, token in enumerate(tokens):
        if token.canon != "if" or token.surface.lower() != "if" or not _opens(tokens, n):
            continue  # ("when" tells a time, often of the one board)
        condition = clause_at(tokens, n)
        for kind in {_KINDS[t.canon] for t in condition if t.canon in _KINDS}:
            cases.setdefault(kind, []).append(condition)
    for told in cases.values():
        named = [_declared(case) for case in told]
        told = [case for case, objects in zip(told, named) if objects]
        named = [objects for objects in named if objects]
        said = list(dict.fromkeys(" ".join(t.surface for t in case) for case in told))
        # "If he blocks my 3/3 with his 2/2 ..., if he blocks with his 1/4": each names a
        # creature the other doesn't ("if you attack with it face down" after "if you morph
        # Wall of Deceit" names no other: the same case argued)
        if len(said) > 1 and any(not a <= b and not b <= a for a in named for b in named):
            quoted = "', '".join(said)
            return said, (f"several cases told ('{quoted}'), each a board of its own: one verdict "
                          "answers one board; ask about each case on its own")
    return None


__all__ = ["several_cases"]
