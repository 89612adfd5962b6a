"""Whose a described creature is, told after it: "the 2/2 he controls", "a 3/3 my opponent
controls", "a 2/2 controlled by my opponent", "the 4/4 of my opponent", "the 2/2 I control".

Each is read as the possessive the grammar reads ("his 2/2", "my 2/2"). Only a creature told
by its size, a card or a noun, and only when the clause ends there (a full stop, a comma,
"with", "and", a verb of combat): "when I attack with a 2/2 he has a Fog" says what he has,
not whose the 2/2 is.

>>> from judge.verdict import Lexicon
>>> [t.canon for t in controlled_after(list(Lexicon.build().lex("I bolt the 2/2 he controls.").tokens))]
['me', 'sc', 'opps', 'pt', '.']
"""

from __future__ import annotations

from judge.verdict.tokens import Token

_HEADS = frozenset({"pt", "cc", "noun"})
_DETERMINERS = frozenset({"the", "a"})
_OWNERS = {"opp": "opps", "me": "my"}
#: What may follow the clause for it to end there.
_ENDS = frozenset({".", ",", "with", "with_kw", "and", "then", "attack", "block", "block_with",
                   "is", "blocked", "?"})


def controlled_after(tokens: list[Token]) -> list[Token]:
    """*tokens* with a controller told after a described creature read as its possessive."""
    out = list(tokens)
    n = 0
    while n + 3 < len(out) + 1 and n + 1 < len(out):
        determiner, head = out[n], out[n + 1]
        if determiner.canon not in _DETERMINERS or head.canon not in _HEADS:
            n += 1
            continue
        rest = out[n + 2:]
        owner, size = None, 0
        if len(rest) >= 2 and rest[0].canon in _OWNERS and rest[1].canon == "have":
            owner, size = rest[0].canon, 2                 # "the 2/2 he controls"
        elif len(rest) >= 3 and rest[0].canon == "controller" and rest[1].canon == "by" \
                and rest[2].canon in _OWNERS:
            owner, size = rest[2].canon, 3                 # "a 2/2 controlled by my opponent"
        elif determiner.canon == "the" and len(rest) >= 2 and rest[0].canon == "of" \
                and rest[1].canon == "opp":
            owner, size = "opp", 2                         # "the 4/4 of my opponent"
        after = n + 2 + size
        if owner is None or (after < len(out) and out[after].canon not in _ENDS):
            n += 1
            continue
        possessive = Token(_OWNERS[owner], _OWNERS[owner], determiner.surface, determiner.start)
        out[n:after] = [possessive, head]
        n += 2
    return out
