"""A player "dealing" combat damage: "I deal 4 to the 4/4 and 1 to the 2/2", after a block.

A player deals damage only by assigning an attacker's or a blocker's combat damage, or with
a spell or an ability. So after a block is told, a sentence whose player "deals" a number
"to" something, with no spell, card, ability text or "with" in it, assigns combat damage:
"deal" is read as "assign".

>>> from judge.verdict import Lexicon
>>> lexed = Lexicon.build().lex("My 5/5 is blocked by a 4/4 and a 2/2. I deal 4 to the 4/4 and 1 to the 2/2.")
>>> [t.canon for t in assigned_by_dealing(list(lexed.tokens))][11:14]
['me', 'assign', 'num']
"""

from __future__ import annotations

from judge.verdict.tokens import Token

_PLAYERS = frozenset({"me", "opp", "pl"})
_BLOCKS = frozenset({"block", "block_with", "blocked", "block_it_with"})
#: Tokens that tell a spell, a card or an ability in the sentence: not combat damage.
_NOT_COMBAT = frozenset({"sc", "cc", "pc", "paren", "with", "with_kw", "unreadable", "named"})
_ENDS = frozenset({".", "?"})


def assigned_by_dealing(tokens: list[Token]) -> list[Token]:
    """*tokens* with a player's "deal N to" after a block read as "assign N to"."""
    out = list(tokens)
    blocked = False
    for n, token in enumerate(out):
        if token.canon in _BLOCKS:
            blocked = True
        if not (blocked and token.canon == "deal" and 0 < n < len(out) - 2
                and out[n - 1].canon in _PLAYERS and out[n + 1].canon == "num"):
            continue
        end = next((k for k in range(n, len(out)) if out[k].canon in _ENDS), len(out))
        start = max((k + 1 for k in range(n) if out[k].canon in _ENDS), default=0)
        sentence = out[start:end]
        if any(t.canon in _NOT_COMBAT for t in sentence) or not any(t.canon == "to" for t in out[n:end]):
            continue
        out[n] = Token("assign", "assign", token.surface, token.start)
    return out
