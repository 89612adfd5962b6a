"""A described creature's mana ability told the way players tell it, put in the grammar's
words before the board is read (a token rewrite, as :mod:`judge.verdict.sizes_said`):
"a 1/1 elf that taps for G", "a 0/1 that can tap for one green mana", "a 1/1 who taps for
{G}" is a described creature with the ability "{T}: add {G}" (406.1; the engine's ability
language), said in the verdict's assumptions. Only one mana of one color or colorless is
read; anything else ("taps for any color", "for GG") is left for the reader to decline.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The parts of a description of a creature.
_PARTS = frozenset({"pt", "noun", "kw", "color", "paren"})
#: Mana symbols by the letter or the color word players use.
_SYMBOLS = {"w": "W", "u": "U", "b": "B", "r": "R", "g": "G", "white": "W", "blue": "U", "black": "B",
            "red": "R", "green": "G", "colorless": "1", "colourless": "1", "1": "1"}
_RELATIVE = frozenset({"that", "which", "who"})


def taps_for(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with "(a described creature) that taps for G" as the creature with the
    ability "{T}: add {G}"."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        read = _taps_for(tokens, n) if out and out[-1].canon in _PARTS and any(
            x.canon == "pt" for x in out[-3:]) else None
        if read is not None:
            end, symbol = read
            ability = "{T}: add {" + symbol + "}"
            out.append(Token("paren", (None, (ability,)), "", t.start))
            told = " ".join(x.surface for x in tokens[n:end])
            notes.append(f"'{told}' read as the ability '{ability}'.")
            n = end
            continue
        out.append(t)
        n += 1
    return out


def _taps_for(tokens: list[Token], n: int) -> tuple[int, str] | None:
    """Where "that (can) tap(s) for (one|a) G (mana)" starting at *n* ends, and its mana
    symbol; None when it isn't said there."""
    words = [t.surface.lower().strip("{}") for t in tokens[n:n + 7]]
    k = 0
    if not words or words[0] not in _RELATIVE:
        return None
    k += 1
    if k < len(words) and words[k] == "can":
        k += 1
    if k + 1 >= len(words) or words[k] not in ("taps", "tap") or words[k + 1] != "for":
        return None
    k += 2
    if k < len(words) and words[k] in ("one", "a", "an"):
        k += 1
    if k >= len(words) or words[k] not in _SYMBOLS:
        return None
    symbol = _SYMBOLS[words[k]]
    k += 1
    if k < len(words) and words[k] == "mana":
        k += 1
    elif symbol == "1" and words[k - 1] != "1":
        return None  # "colorless" says mana after it
    end = n + k
    if end < len(tokens) and tokens[end].canon not in (".", ",", "and", "then", "?"):
        return None
    return end, symbol
