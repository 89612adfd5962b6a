"""Described creatures told by their role or listed alike, in the grammar's words (token
rewrites, run by :func:`judge.verdict.sizes_said.sizes_said`):

- "The attacking creature is a 3/3 and the blocking creature is a 2/2." ("the attacker is
  ..., the blocker is ..."): "a 3/3 attacks and is blocked by a 2/2", said in the
  assumptions;
- "my 2/2 and 2/2", "his 1/1 and 1/1": two creatures of that size ("two my 2/2s"), not the
  one named twice.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The words of a described creature after its size.
_DESCRIBING = frozenset({"pt", "kw", "noun", "color", "with_kw"})


def _described(tokens: list[Token], k: int) -> int:
    """Where the description "a 3/3 (flier ...)" starting at *k* ends, *k* if there is none."""
    if not (k + 1 < len(tokens) and tokens[k].canon == "a" and tokens[k + 1].canon == "pt"):
        return k
    end = k + 2
    while end < len(tokens) and tokens[end].canon in _DESCRIBING:
        end += 1
    return end


def _role(tokens: list[Token], n: int) -> tuple[str, int, int] | None:
    """"the attacker is a 3/3" at *n*: the role, and where its description starts and ends."""
    if n + 1 >= len(tokens) or tokens[n].canon not in ("the_attacker", "the_blocker") or tokens[n + 1].canon != "is":
        return None
    end = _described(tokens, n + 2)
    return (tokens[n].canon, n + 2, end) if end > n + 2 else None


def roles_told(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with the two shapes above read."""
    out = _alike_listed(list(tokens))
    for n in range(len(out)):
        first = _role(out, n)
        if first is None:
            continue
        k = first[2]
        if k < len(out) and out[k].canon in (".", ",", "and"):
            k += 1
        if k < len(out) and out[k].canon == "and":
            k += 1
        second = _role(out, k)
        if second is None or second[0] == first[0]:
            continue
        attacker, blocker = (first, second) if first[0] == "the_attacker" else (second, first)
        said = out[n:second[2]]
        start = out[n].start
        rewritten = out[attacker[1]:attacker[2]] + [
            Token("attack", "attack", "attacks", start), Token("and", "and", "and", start),
            Token("is", "is", "is", start), Token("blocked", "blocked", "blocked", start),
            Token("by", "by", "by", start)] + out[blocker[1]:blocker[2]]
        told = " ".join(t.surface for t in said).replace(" .", ".").replace(" ,", ",")
        notes.append(f"Read '{told}' as '{' '.join(t.surface for t in rewritten)}'.")
        return out[:n] + rewritten + out[second[2]:]
    return out


def _alike_listed(tokens: list[Token]) -> list[Token]:
    """"my 2/2 and 2/2": "two my 2/2" (the grammar's order for "my two 2/2s")."""
    out = list(tokens)
    n = 0
    while n + 3 < len(out):
        owner, size, joined, again = out[n:n + 4]
        if (owner.canon in ("my", "opps") and size.canon == "pt" and joined.canon == "and"
                and again.canon == "pt" and again.value == size.value
                and (n + 4 == len(out) or out[n + 4].canon not in _DESCRIBING | {"and", ","})
                and not (n and out[n - 1].canon in ("num", "a"))):
            out[n:n + 4] = [Token("num", 2, " ".join(t.surface for t in (owner, size, joined, again)), owner.start),
                            owner, size]
            n += 3
            continue
        n += 1
    return out


__all__ = ["roles_told"]
