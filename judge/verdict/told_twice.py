"""A group of described creatures told again (a token rewrite, run by
:func:`judge.verdict.sizes_said.sizes_said`): "He has two 2/2s ... he blocks with both 2/2s"
("both of his 2/2s", "both of the 2/2s", "the two 2/2s", "the three 1/1 tokens") is the
group told before, "two 2/2s" in the grammar's words, which the reader places on the
creatures of that description already told (:meth:`judge.verdict.places.Places.of_told`:
two 2/2s, not four), or declines when fewer were told. Only a group whose description was
told before is read so; each reading is said in the verdict's assumptions.
"""

from __future__ import annotations

from judge.verdict.groups_said import owner_of
from judge.verdict.tokens import Token

#: What a described group's words may be after its number ("two 1/1 green goblins").
_DESCRIBING = frozenset({"pt", "kw", "noun", "color"})
#: Whose the group is said to be ("both of his 2/2s").
_OWNERS = frozenset({"my", "opps"})


def _description(tokens: list[Token], k: int) -> tuple[tuple[str, object], ...]:
    """The words describing the group from *k* on (canon and value), up to its end."""
    said: list[tuple[str, object]] = []
    while k < len(tokens) and tokens[k].canon in _DESCRIBING:
        said.append((tokens[k].canon, tokens[k].value))
        k += 1
    return tuple(said)


def _told(tokens: list[Token], n: int, said: tuple[tuple[str, object], ...]) -> dict[str, int]:
    """How many creatures described by *said* (its size among them) each player ("me",
    "opp", "" when not said) was told to have before *n* ("he has two 2/2s", or creatures
    of that size each told with "a"; "the 2/2" names one again and doesn't count)."""
    if not any(canon == "pt" for canon, _ in said):
        return {}
    told: dict[str, int] = {}
    last: tuple[int, str] | None = None
    for k in range(n):
        if _description(tokens, k) != said or (k > 0 and tokens[k - 1].canon in _DESCRIBING | {"the"}):
            continue
        before = tokens[k - 1] if k > 0 else None
        whose = owner_of(tokens, k - 1 if before is not None and before.canon == "num" else k)
        if not whose and last and "." not in {t.canon for t in tokens[last[0]:k]}:
            whose = last[1]  # "he has a 2/2 and another 2/2": the list's owner
        last = (k, whose)
        told[whose] = told.get(whose, 0) + (int(before.value) if before is not None and before.canon == "num" else 1)
    return told


def _told_before(tokens: list[Token], n: int, said: tuple[tuple[str, object], ...], count: int) -> str:
    """Whose the group of at least *count* creatures described by *said* told before *n* is,
    "" when no such group of one player was told."""
    told = _told(tokens, n, said)
    enough = [w for w, many in told.items() if many >= count]
    return enough[0] if len(enough) == 1 and len(told) == 1 and enough[0] else ""


def _plural_told(tokens: list[Token], n: int) -> tuple[int, int] | None:
    """"the 2/2s", "his 2/2s" at *n*: the number of the group told before and where its
    description starts, when one player's group of two or more of that description was told."""
    k = n + 1
    said = _description(tokens, k)
    sizes = [t for t in tokens[k:k + len(said)] if t.canon == "pt"]
    if not sizes or not sizes[0].surface.lower().endswith("s"):
        return None
    told = _told(tokens, n, said)
    if len(told) != 1:
        return None
    ((owner, count),) = told.items()
    said_owner = {"my": "me", "opps": "opp"}.get(tokens[n].canon, "")
    if not owner or (said_owner and said_owner != owner) or count < 2:
        return None
    return count, k


def groups_told_twice(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with a group told again ("both 2/2s", "both of his 2/2s", "the two 2/2s") as
    "two 2/2s" (with its owner's word when said), each noted."""
    out = list(tokens)
    n = 0
    while n < len(out):
        token = out[n]
        if token.canon == "both":
            count, k = 2, n + 1
            if k < len(out) and out[k].canon == "of":
                k += 1
        elif token.canon == "the" and n + 1 < len(out) and out[n + 1].canon == "num" and isinstance(
                out[n + 1].value, int) and out[n + 1].value >= 2:
            count, k = int(out[n + 1].value), n + 2
        elif token.canon in ("the", "my", "opps") and not (n and out[n - 1].canon in ("num", "of", "both")) \
                and (plural := _plural_told(out, n)) is not None:
            count, k = plural  # "the 2/2s", "his 2/2s": all of the group told
        else:
            n += 1
            continue
        said_owner = ""
        if token.canon == "both" and k < len(out) and out[k].canon in _OWNERS | {"the"}:
            said_owner = {"my": "me", "opps": "opp"}.get(out[k].canon, "")
            k += 1
        said = _description(out, k)
        whose = _told_before(out, n, said, count) if said else ""
        if not whose or (said_owner and said_owner != whose):
            n += 1
            continue
        end = k + len(said)
        surface = " ".join(t.surface for t in out[n:end])
        owner = Token("my" if whose == "me" else "opps", "my" if whose == "me" else "opps", "", token.start)
        out[n:k] = [Token("num", count, surface, token.start), owner]  # the grammar's "two his 2/2s"
        notes.append(f"'{surface}' read as the {count} creatures of that description told before "
                     f"(not {count} more).")
        n += 2
    return out


__all__ = ["groups_told_twice"]
