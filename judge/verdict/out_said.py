"""A permanent said to be "out" (in play, as players say it), put in the grammar's words before
the board is read (a token rewrite, as :mod:`judge.verdict.sizes_said`): "I have a No Mercy out
(in play)", "he has a Northern Paladin out, ..." is the permanent the player has (the word
"out" dropped), only right after the object of a clause that says the player has it ("have")
and before the clause ends; "earlier (this turn)" after damage told ("my 5/5 took 3 damage
from a Shock earlier") is "this turn".
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The last word of an object phrase.
_OBJECT_END = frozenset({"cc", "pc", "pt", "noun", "named", "paren"})
#: What may follow "out": the end of the clause, or "in play".
_AFTER = frozenset({"in_play", ",", ".", "and", "then"})
#: Words that start a new clause (the "have" must be in the clause of "out").
_CLAUSE = frozenset({".", ",", "and", "then", "if"})


def out_said(tokens: list[Token]) -> list[Token]:
    """*tokens* with "have X out" as "have X" and "damage ... earlier" as "this turn"."""
    out: list[Token] = []
    for n, t in enumerate(tokens):
        word = t.surface.lower()
        if (t.canon == "?" and word == "out" and out and out[-1].canon in _OBJECT_END
                and (n + 1 == len(tokens) or tokens[n + 1].canon in _AFTER) and _has_before(out)):
            continue
        if t.canon == "?" and word == "earlier" and _damage_before(out):
            if n + 1 < len(tokens) and tokens[n + 1].canon == "this_turn":
                continue  # "earlier this turn": the "this turn" that follows says it
            out.append(Token("this_turn", "this_turn", t.surface, t.start))
            continue
        out.append(t)
    return out


def _has_before(out: list[Token]) -> bool:
    """Whether the clause being read says a player has what it names ("I have ... out")."""
    for t in reversed(out):
        if t.canon == "have":
            return True
        if t.canon in _CLAUSE or t.canon in ("attack", "block", "block_with", "play", "is"):
            return False
    return False


def _damage_before(out: list[Token]) -> bool:
    """Whether the clause being read tells damage already dealt ("took 3 damage (from a Shock)")."""
    for t in reversed(out[-8:]):
        if t.canon in ("took", "has_damage"):
            return True
        if t.canon in _CLAUSE:
            return False
    return False
