"""Mana symbols and colors: parse ``{1}{G}{G}`` into ``1GG`` and back."""

from __future__ import annotations

import re

COLORS = ("white", "blue", "black", "red", "green")
"""The five colors, in the order of the color wheel."""
COLOR_OF_SYMBOL = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
"""Mana symbol → color."""
SYMBOL_OF_COLOR = {color: symbol for symbol, color in COLOR_OF_SYMBOL.items()}
"""Color → mana symbol."""


class AbilityParseError(ValueError):
    """An ability string (or a mana cost in one) the engine does not know."""


def parse_mana(text: str) -> str:
    """Mana symbols without braces, upper case: ``"{1}{G}{G}"`` → ``"1GG"``.

    :raises AbilityParseError: for a symbol other than W, U, B, R, G, C, X or a number.
    """
    symbols = re.findall(r"\{([^}]*)\}", text)
    if re.sub(r"\{[^}]*\}", "", text).strip():
        raise AbilityParseError(f"not a mana cost: {text!r}")
    out = ""
    for symbol in symbols:
        symbol = symbol.upper()
        if not re.fullmatch(r"[WUBRGCX]|\d+", symbol):
            raise AbilityParseError(f"unknown mana symbol {{{symbol}}} in {text!r}")
        out += symbol if not symbol.isdigit() or len(symbol) == 1 else f"({symbol})"
    return out


def mana_symbols(mana: str) -> list[str]:
    """Split :func:`parse_mana` output into symbols: ``"2RR"`` → ``["2", "R", "R"]``."""
    return re.findall(r"\(\d+\)|[WUBRGCX]|\d", mana)


def mana_colors(mana: str) -> tuple[str, ...]:
    """The colors a mana cost gives its card (203.2), in the wheel's order, whatever the order
    of its symbols: ``"2RG"`` and ``"G2R"`` → ``("red", "green")``."""
    symbols = set(mana_symbols(mana.upper()))
    return tuple(color for color in COLORS if SYMBOL_OF_COLOR[color] in symbols)


def format_mana(mana: str) -> str:
    """Braces back: ``"1GG"`` → ``"{1}{G}{G}"``."""
    return "".join("{" + s.strip("()") + "}" for s in mana_symbols(mana))


__all__ = ["COLORS", "COLOR_OF_SYMBOL", "SYMBOL_OF_COLOR", "AbilityParseError", "format_mana", "mana_colors", "mana_symbols",
           "parse_mana"]
