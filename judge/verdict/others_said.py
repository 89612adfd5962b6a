""""The other one" of two creatures told together (a token rewrite, run by
:func:`judge.verdict.sizes_said.sizes_said` after its comparisons): "He has a 2/2 and a 1/1.
... he blocks with the 2/2. I Shock the other one." is the 1/1; "He attacks with a 2/2 and a
3/3. I block the 3/3 with my 2/4 and the other with my 1/1." is the 2/2.

The pair is a list of exactly two sizes told in one clause ("a 2/2 and a 1/1"), of two
different sizes; the one named last before "the other" must be one of them, and the other's
size must name no other creature of the question (else which one is meant is not sure and
the words stay unplaced). Each reading is said in the verdict's assumptions.
"""

from __future__ import annotations

import dataclasses

from judge.verdict.tokens import Token

#: What may stand between a list's size and its "and" ("a 2/2 flier", "a 1/1 goblin").
_DESCRIBING = frozenset({"kw", "noun", "color", "with_kw"})
#: What may stand before a list's size ("a", "his").
_BEFORE = frozenset({"a", "my", "opps", "the"})


def _pairs(tokens: list[Token]) -> list[tuple[int, int]]:
    """The positions of the two sizes of each list of exactly two told in one clause."""
    pairs = []
    for n, token in enumerate(tokens):
        if token.canon != "pt" or (n > 0 and tokens[n - 1].canon not in _BEFORE):
            continue
        k = n + 1
        while k < len(tokens) and tokens[k].canon in _DESCRIBING:
            k += 1
        if not (k + 2 < len(tokens) and tokens[k].canon == "and" and tokens[k + 1].canon in _BEFORE
                and tokens[k + 2].canon == "pt"):
            continue
        second = k + 2
        end = second + 1
        while end < len(tokens) and tokens[end].canon in _DESCRIBING:
            end += 1
        if end + 1 < len(tokens) and tokens[end].canon in ("and", ",") and tokens[end + 1].canon in _BEFORE | {"pt"}:
            continue  # a list of more than two
        if (n > 1 and tokens[n - 2].canon == ",") or tokens[n - 1].canon == "the":
            continue  # a longer list, or a creature named again
        if token.value != tokens[second].value:
            pairs.append((n, second))
    return pairs


def others_said(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with "the other (one)" of a pair as the other's size."""
    out = list(tokens)
    for _ in range(3):
        placed = next((o for pair in _pairs(out) if (o := _other(out, *pair, notes)) is not None), None)
        if placed is None:
            break
        out = placed
    return out


def _other(out: list[Token], first: int, second: int, notes: list[str]) -> list[Token] | None:
    """*out* with the first "the other (one)" after the pair at *first*, *second* placed,
    ``None`` when there is none or which one it is is not sure."""
    pair = {out[first].value: out[second], out[second].value: out[first]}
    for m in range(second + 1, len(out) - 1):
        if not (out[m].canon == "the" and out[m + 1].surface.lower() == "other"
                and out[m + 1].canon in ("?", "other")):
            continue
        named = {t.value for t in out[second + 1:m] if t.canon == "pt" and t.value in pair}
        if len(named) != 1:
            return None  # neither (or both) named since the list: "the other" says no one
        other = pair[named.pop()]
        if sum(1 for t in out if t.canon == "pt" and t.value == other.value) != 1:
            return None  # its size names another creature too
        end = m + 2
        if end < len(out) and (out[end].surface.lower() == "one" or (
                out[end].canon == "noun" and not out[end].value)):
            end += 1
        surface = " ".join(t.surface for t in out[m + 1:end])
        notes.append(f"Read 'the {surface}' as the {other.surface} (the other of the "
                     f"{out[first].surface} and the {out[second].surface}).")
        return out[:m + 1] + [dataclasses.replace(other, surface=surface, start=out[m + 1].start)] + out[end:]
    return None


__all__ = ["others_said"]
