"""+1/+1 counters said on a described creature ("a 2/2 with a +1/+1 counter on it", "a 1/1
with two +1/+1 counters"): the grammar's ``counters`` part of the description (the scenario
puts them on the creature; the engine counts them in its power and toughness)."""

from __future__ import annotations

from judge.verdict.tokens import Token

#: What a description ends with before "with ... counters".
_DESCRIBED = frozenset({"pt", "kw", "noun", "color"})


def counters_on(tokens: list[Token]) -> list[Token]:
    """*tokens* with "with a (one, N) +1/+1 counter(s) (on it)" after a described creature
    (a power and toughness told) as one ``counters`` token."""
    out = list(tokens)
    for n in range(len(out) - 3, 0, -1):
        if not (out[n].canon in ("with", "with_kw") and out[n - 1].canon in _DESCRIBED
                and out[n + 1].canon in ("a", "num") and out[n + 2].canon == "ptmod"
                and out[n + 2].value == (1, 1) and n + 3 < len(out)
                and out[n + 3].surface.lower() in ("counter", "counters")):
            continue
        start = n - 1
        while start > 0 and out[start - 1].canon in _DESCRIBED:
            start -= 1
        if not any(t.canon == "pt" for t in out[start:n]):
            continue
        amount = 1 if out[n + 1].canon == "a" else int(out[n + 1].value)
        end = n + 4
        if [t.canon for t in out[end:end + 2]] == ["on", "it"]:
            end += 2
        said = Token("counters", amount, " ".join(t.surface for t in out[n:end]), out[n].start)
        out[n:end] = [said]
    return out


__all__ = ["counters_on"]
