"""Powers and toughnesses typed in other ways than "3/3", put as "3/3" before the question
is read (as :func:`judge.verdict.rewrites.question_forms` does "a 3 / 3" and "a 3-3"):

- in words, after an article or a possessive: "a three/three", "his two-two", "my
  one/one", "a four\\four";
- with a backslash: "a 3\\3", "my 2\\2s".

Only sizes said of one creature (an article or a possessive before them) are read, so
"twenty-two" or "one-two" said without one is left as it is; the size read is the size
said, so nothing is assumed.

>>> typed_sizes("I attack with a three/three and he blocks with a two-two.")
'I attack with a 3/3 and he blocks with a 2/2.'
>>> typed_sizes("My 3\\\\3 blocks his 2\\\\2s.")
'My 3/3 blocks his 2/2s.'
"""

from __future__ import annotations

import dataclasses
import re

from judge.verdict.tokens import Token

#: Number words a power or toughness is said with.
_NUMBERS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_WORD = "|".join(_NUMBERS)
#: "a three/three", "his two-two", "my one\\one" (the sign between them: slash, dash, backslash).
_IN_WORDS = re.compile(rf"\b(an?|my|his|her|their|your|the|another|other)\s+({_WORD})\s*[/\\-]\s*({_WORD})(s?)\b",
                       re.IGNORECASE)
#: "a 3\\3": a backslash for the slash.
_BACKSLASHED = re.compile(r"(?<![\d/\\])(\d{1,2})\\(\d{1,2})(?![\d/\\])")


def typed_sizes(question: str) -> str:
    """*question* with the sizes above typed "3/3"."""
    question = _BACKSLASHED.sub(r"\1/\2", question)
    return _IN_WORDS.sub(lambda m: f"{m.group(1)} {_NUMBERS[m.group(2).lower()]}/"
                                   f"{_NUMBERS[m.group(3).lower()]}{m.group(4)}", question)


def has_typed_size(text: str) -> bool:
    """Whether *text* says a size in one of the ways above (the precheck's test)."""
    return bool(_BACKSLASHED.search(text) or _IN_WORDS.search(text))


def plural_sizes(tokens: list[Token]) -> list[Token]:
    """*tokens* with the plural's "s" after a size ("two 3/3s") taken into the size's surface
    ("3/3s"): the size is read the same, and "the 2/2s" can be told from "the 2/2"."""
    plural = {n for n, t in enumerate(tokens[:-1])
              if t.canon == "pt" and tokens[n + 1].canon == "s" and tokens[n + 1].surface.lower() == "s"}
    return [dataclasses.replace(t, surface=t.surface + "s") if n in plural else t
            for n, t in enumerate(tokens) if n - 1 not in plural]


__all__ = ["has_typed_size", "plural_sizes", "typed_sizes"]
