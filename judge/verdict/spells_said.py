"""Pump spells told by what they give, and the words around described creatures that say no
more than the reader assumes, put in the grammar's words before the board is read (a token
rewrite, as :mod:`judge.verdict.sizes_said`):

- "I pump it with a +2/+2 instant", "... with a +2/+2 pump spell": "I pump it +2/+2" (an
  instant that gives it +2/+2 until end of turn, as "I give it +2/+2" reads);
- "I play a +3/+3 instant on my 2/2", "I cast a +2/+2 pump spell on it": "I give my 2/2
  +3/+3";
- "a 2/2 non-flier": "a 2/2" (a described creature has no ability it isn't given);
- "My creature blocks his creature. Both are 2/2": each is a 2/2 (:func:`both_sized`);
- "I assign 3 damage to one of them" of two alike blockers ("blocked by two 2/2s"): to the
  first of them (which one doesn't change the outcome).
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: Words of a spell after its size ("+2/+2 instant", "+2/+2 pump spell"), as typed.
_SPELL_WORDS = frozenset({"instant", "spell", "trick", "pump", "sorcery"})
#: "Not a flier", said after a size.
_NOT_FLYING = frozenset({"non-flier", "non-flyer", "nonflier", "nonflyer", "non-flying", "nonflying"})
_ENDS = frozenset({".", ",", "and", "then"})


def spells_said(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with the shapes above in the grammar's words, each noted in *notes*."""
    tokens = _one_of_alike(_played_pump(_pump_with(_not_flying(tokens), notes), notes), notes)
    return both_sized(tokens, notes)


def _spell_words(tokens: list[Token], n: int) -> int:
    """How many words from *n* name a spell ("instant", "pump spell")."""
    k = n
    while k < len(tokens) and k < n + 2 and tokens[k].surface.lower() in _SPELL_WORDS:
        k += 1
    return k - n


def _pump_with(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"pump it with a +2/+2 instant": "pump it +2/+2"."""
    out = list(tokens)
    for n in range(len(tokens) - 3):
        if (tokens[n].canon == "with" and tokens[n + 1].canon == "a" and tokens[n + 2].canon == "ptmod"
                and any(t.canon == "pump" for t in tokens[max(0, n - 4):n])):
            words = _spell_words(tokens, n + 3)
            if words:
                notes.append(f"'with a {tokens[n + 2].surface} "
                             f"{' '.join(t.surface for t in tokens[n + 3:n + 3 + words])}' read as an instant "
                             f"that gives {tokens[n + 2].surface} until end of turn.")
                return out[:n] + [tokens[n + 2]] + _pump_with(out[n + 3 + words:], notes)
    return out


def _played_pump(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I play a +3/+3 instant on my 2/2": "I give my 2/2 +3/+3"."""
    for n in range(1, len(tokens) - 4):
        if not (tokens[n].canon == "play" and tokens[n - 1].canon in ("me", "opp", "pl")
                and tokens[n + 1].canon == "a" and tokens[n + 2].canon == "ptmod"):
            continue
        words = _spell_words(tokens, n + 3)
        at = n + 3 + words
        if not words or at >= len(tokens) or tokens[at].canon not in ("on", "targeting"):
            continue
        end = at + 1
        while end < len(tokens) and tokens[end].canon not in _ENDS:
            end += 1
        if end == at + 1:
            continue
        size = tokens[n + 2]
        notes.append(f"'{tokens[n].surface} a {size.surface} "
                     f"{' '.join(t.surface for t in tokens[n + 3:at])}' read as an instant that gives "
                     f"{size.surface} until end of turn.")
        give = Token("give", "give", tokens[n].surface, tokens[n].start)
        return tokens[:n] + [give] + tokens[at + 1:end] + [size] + _played_pump(tokens[end:], notes)
    return tokens


def _not_flying(tokens: list[Token]) -> list[Token]:
    """"a 2/2 non-flier": "a 2/2"."""
    return [t for n, t in enumerate(tokens) if not (
        t.canon == "?" and t.surface.lower() in _NOT_FLYING and n > 0 and tokens[n - 1].canon in ("pt", "noun"))]


def _one_of_alike(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I assign 3 damage to one of them" of two alike blockers: to the first of them."""
    pairs = [n for n, t in enumerate(tokens[:-1]) if t.canon == "num" and tokens[n + 1].canon in (
        "pt", "cc", "noun")]
    if len(pairs) != 1 or tokens[pairs[0]].value != 2:
        return tokens
    out = list(tokens)
    for n, t in enumerate(tokens):
        if (t.canon == "one_of" and n > pairs[0] and tokens[n - 1].canon in ("to", "on")
                and any(x.canon == "assign" for x in tokens[max(0, n - 5):n])):
            out[n] = Token("nth1", 1, t.surface, t.start)
            notes.append(f"'{t.surface}' read as the first of the two alike "
                         f"{tokens[pairs[0] + 1].surface} (which one doesn't change the outcome).")
    return out


#: The words of "both are 2/2" after the sizeless creatures, as typed ("both" ... the size).
_BOTH_SIZE = (["both", "are"], ["they", "are", "both"], ["they're", "both"], ["both"], ["each", "is", "a"],
              ["both", "are", "a"], ["each", "is"])


def both_sized(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"My creature with first strike blocks his creature with double strike. Both are 2/2."
    (or ", both 3/3"): the two creatures told before with no size are each of that size,
    when exactly two are told so and none has a size of its own."""
    for n, t in enumerate(tokens):
        if n == 0 or tokens[n - 1].canon not in (".", ","):
            continue
        for words in _BOTH_SIZE:
            end = n + len(words)
            if ([x.surface.lower() for x in tokens[n:end]] != words or end >= len(tokens)
                    or tokens[end].canon != "pt"
                    or not (end + 1 == len(tokens) or tokens[end + 1].canon == ".")):
                continue
            sizeless = [k for k in range(n) if tokens[k].canon == "noun" and not tokens[k].value
                        and tokens[k].surface.lower() in ("creature", "creatures", "guy", "dude")
                        and tokens[k - 1].canon in ("a", "my", "opps", "the") and tokens[k - 1].canon != "pt"]
            if len(sizeless) != 2 or any(x.canon in ("pt", "cc", "paren") for x in tokens[:n]):
                return tokens
            size = tokens[end]
            notes.append(f"'{' '.join(x.surface for x in tokens[n:end + 1])}' read as the size of both "
                         "creatures told before it.")
            out = list(tokens[:n - 1]) + tokens[end + 1:]
            for k in reversed(sizeless):
                out.insert(k, Token("pt", size.value, size.surface, tokens[k].start))
            return out
    return tokens
