"""A creature's text restated in the letter, in the ways players introduce it (token
rewrites, run by :func:`judge.verdict.sizes_said.sizes_said`): the quoted text is read with
the engine's ability language as "a 2/2 that says '...'" already is, or declined by it.

- "an enchantment in play that says '...'", "a 2/2 in play that says '...'" (its "in play"
  set aside before): the quoted text is the permanent's;
- "a 3/3 with the ability '...'", "a 2/2 which has the ability '...'", "a 2/2 with an
  ability that says '...'", "a 2/2 whose ability says '...'": the quoted text is the
  creature's ("a 3/3 '...'" in the grammar's words);
- "a creature that says '...'. It's a 2/2.": the size told in the next sentence of a
  creature told by its text alone is its size ("a 2/2 creature '...'"), said in the
  assumptions.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: What a description ends with before its quoted text.
_DESCRIBED = frozenset({"pt", "kw", "noun", "color"})


def _said(token: Token) -> str:
    return token.surface.lower() if token.canon in ("?", "ability", "with", "a") else ""


def _introduced(tokens: list[Token], n: int) -> int:
    """How many tokens from *n* introduce the quoted text after a description ("with the
    ability", "whose ability says", "with an ability that says"), 0 if they don't."""
    canons = [t.canon for t in tokens[n:n + 4]]
    words = [_said(t) for t in tokens[n:n + 4]]
    for length, shape in ((2, ["with", "its_ability"]), (3, ["?", "ability", "?"]),
                          (4, ["with", "a", "ability", "with"]), (1, ["with"])):
        if canons[:length] == shape and n + length < len(tokens) and tokens[n + length].canon == "paren":
            if shape[0] == "?" and words[:length] != ["whose", "ability", "says"]:
                continue
            return length
    return 0


def text_introduced(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with the two shapes above in the grammar's words."""
    out = list(tokens)
    n = 1
    while n < len(out):
        length = _introduced(out, n) if out[n - 1].canon in _DESCRIBED else 0
        if length:
            del out[n:n + length]
        n += 1
    return _size_told_after(out, notes)


def _size_told_after(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I attack with a creature that says '...'. It's a 2/2.": the size into the description."""
    out = list(tokens)
    for n in range(2, len(out)):
        if out[n].canon != "paren" or out[n - 1].canon != "noun" or out[n - 2].canon != "a":
            continue
        k = n + 1 + (n + 1 < len(out) and out[n + 1].canon == ".")
        shape = [t.canon for t in out[k:k + 4]]
        if shape[1:2] == ["s"]:  # "it's"
            shape[1] = "is"
        length = 4 if shape[:3] == ["it", "is", "a"] else 3 if shape[:2] == ["it", "is"] else 0
        if not length or k + length - 1 >= len(out) or out[k + length - 1].canon != "pt":
            continue
        if k + length < len(out) and out[k + length].canon not in (".", ",", "and"):
            continue  # "it is a 2/2 now that ...": more than its size
        size = out[k + length - 1]
        notes.append(f"The creature told by its text is the {size.surface} told after it.")
        out[k:k + length] = [Token(".", ".", "", size.start)]
        out.insert(n - 1, size)
        break
    return out


__all__ = ["text_introduced"]
