"""+1/+1 and -1/-1 counters said on a described creature ("a 2/2 with a +1/+1 counter on it",
"a 1/1 with two +1/+1 counters", "a 4/4 with a -1/-1 counter"): the grammar's ``counters``
part of the description, its value the number of counters, negative for -1/-1 counters (the
scenario puts them on the creature; the engine counts them in its power and toughness,
200.10)."""

from __future__ import annotations

from judge.verdict.tokens import Token

#: What a description ends with before "with ... counters".
_DESCRIBED = frozenset({"pt", "kw", "noun", "color", "cc"})
#: Whose a creature is, said before it, and the player who has it.
_OWNER_OF = {"my": "me", "opps": "opp"}
#: The counters read, by the ``ptmod`` they are written as: their sign in the token's value.
_KINDS: dict[object, int] = {(1, 1): 1, (-1, -1): -1}


def counters_on(tokens: list[Token]) -> list[Token]:
    """*tokens* with "with a (one, N) +1/+1 (-1/-1) counter(s) (on it)" after a described
    creature (a power and toughness told) as one ``counters`` token."""
    out = list(tokens)
    for n in range(len(out) - 2, 0, -1):
        # ("with +1/+1 counter": one, the article left out)
        bare = n + 2 < len(out) and out[n + 1].canon == "ptmod" and out[n + 2].surface.lower() == "counter"
        # ("my 2/2, which has a +1/+1 counter,": the relative clause after a comma)
        which = out[n - 1].canon == "," and n > 1 and out[n - 2].canon in _DESCRIBED and (
            out[n].surface.lower() in ("which has", "that has"))
        count = n + 1 + (not bare)
        if not (out[n].canon in ("with", "with_kw") and (out[n - 1].canon in _DESCRIBED or which)
                and (bare or out[n + 1].canon in ("a", "num"))
                and count < len(out) and out[count].canon == "ptmod" and out[count].value in _KINDS
                and count + 1 < len(out) and out[count + 1].surface.lower() in ("counter", "counters")):
            continue
        start = n - 1 - which
        while start > 0 and out[start - 1].canon in _DESCRIBED:
            start -= 1
        if not any(t.canon in ("pt", "cc") for t in out[start:n - which]):
            continue  # a size or a card ("my Grizzly Bears with a +1/+1 counter")
        amount = (1 if bare or out[n + 1].canon == "a" else int(out[n + 1].value)) * _KINDS[out[count].value]
        end = count + 2
        if [t.canon for t in out[end:end + 2]] == ["on", "it"]:
            end += 2
        if which and end < len(out) and out[end].canon == ",":
            end += 1  # the comma that closes the clause
        said = Token("counters", amount, " ".join(t.surface for t in out[n:end]), out[n].start)
        out[n - which:end] = [said]
    return out


def counters_had(tokens: list[Token]) -> list[Token]:
    """*tokens* with "My 2/2 has a +1/+1 counter on it." (his Grizzly Bears, two -1/-1
    counters) as "I have a 2/2 with a +1/+1 counter on it.", which :func:`counters_on` reads:
    the counters a creature of a player's has, told as a clause of their own."""
    out = list(tokens)
    for n in range(len(out) - 3):
        named = out[n].canon == "pl" and out[n + 1].canon == "s"  # "Alice's Grizzly Bears has ..."
        if not (out[n].canon in _OWNER_OF or named) or (n and out[n - 1].canon not in (".", ",", "and", "then")):
            continue
        k = n + 1 + named
        while k < len(out) and out[k].canon in _DESCRIBED:
            k += 1
        if k == n + 1 + named or k + 3 >= len(out) or out[k].canon != "have" or out[k + 1].canon not in ("a", "num"):
            continue
        if not (out[k + 2].canon == "ptmod" and out[k + 2].value in _KINDS
                and out[k + 3].surface.lower() in ("counter", "counters")):
            continue
        end = k + 4 + 2 * ([t.canon for t in out[k + 4:k + 6]] == ["on", "it"])
        if end < len(out) and out[end].canon not in (".", ",", "and", "then"):
            continue
        player = out[n] if named else Token(_OWNER_OF[out[n].canon], _OWNER_OF[out[n].canon], out[n].surface, out[n].start)
        had = Token("have", "have", out[k].surface, out[k].start)
        with_ = Token("with", "with", "with", out[k].start)
        out[n:end] = [player, had, Token("a", "a", "", out[n].start)] + out[n + 1 + named:k] + [with_] + out[k + 1:end]
        return counters_had(out)
    return out


__all__ = ["counters_had", "counters_on"]
