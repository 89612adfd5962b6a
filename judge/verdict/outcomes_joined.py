"""The outcome a letter tells joined to the combat it follows: "I blocked his 3/3 with my 3/3
and both died", "..., and my 2/2 died", "... and they both survived".

Told as a sentence of its own ("Both died."), such an outcome is the writer's account, which
the reader sets aside and the verdict answers (judge/verdict/outcomes_told.py). Joined by
"and" to the sentence of the attack or the block, it is the same account: the "and" is read as
the end of that sentence. Only a clause that ends its sentence and tells nothing but creatures
of the combat dying or surviving is split so; anything else stays for the reader.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The words of a creature's death or survival.
_OUTCOMES = frozenset({"die", "dies", "died", "survive", "survives", "survived", "live", "lives",
                       "lived"})
#: What the clause may say the creatures with (beside their descriptions).
_SUBJECT_WORDS = frozenset({"both", "they", "it", "mine", "his", "hers", "theirs", "each", "all",
                            "of", "them", "then", "also", "too", "and", "neither", "only"})
_SUBJECT_CANONS = frozenset({"both", "it", "my", "opps", "the", "pt", "cc", "named", "noun", "kw",
                             "with_kw", "color", "and", "then", "all", "of"})
_COMBAT = frozenset({"attack", "attacked_by", "block", "block_with", "block_it_with", "blocked",
                     "double_block", "triple_block"})


def outcomes_joined(tokens: list[Token]) -> list[Token]:
    """*tokens* with "and <creatures> died" closing a sentence of combat read as a sentence
    of its own."""
    out = list(tokens)
    n = len(out) - 1
    while n > 0:
        if out[n].canon != "and":
            n -= 1
            continue
        end = next((k for k in range(n + 1, len(out)) if out[k].canon == "."), len(out))
        start = max((k + 1 for k in range(n) if out[k].canon == "."), default=0)
        clause = out[n + 1:end]
        outcome = [k for k, t in enumerate(clause) if t.surface.lower() in _OUTCOMES]
        if (len(outcome) == 1 and outcome[0] == len(clause) - 1 and outcome[0] > 0
                and all(t.canon in _SUBJECT_CANONS or t.surface.lower() in _SUBJECT_WORDS
                        for t in clause[:-1])
                and any(t.canon in _COMBAT for t in out[start:n])):
            first = n - (out[n - 1].canon == ",")
            out[first:n + 1] = [Token(".", ".", ".", out[n].start)]
            n = first
        n -= 1
    return out


__all__ = ["outcomes_joined"]
