"""A one-word card name that is a common word, typed in lower case as an adjective: "two
blockers: a humble 2/2 and a slightly sturdier 3/3" tells a modest 2/2, not the instant Humble
played.

A card that is no creature has no power and toughness to be told, so its name in lower case
between an article, a possessive or a number and a size or the word "creature" ("a humble
2/2", "my humble creature") is the common word: dropped when it is one of the words the reader
sets aside (words.yaml's ``ignore``: "a lowly 2/2", "a humble 2/2"), else the word itself, which
the reader declines on as any word it doesn't know. A creature card's name there is the card
("a juggernaut 5/3"), and so is a name typed with its capital ("Humble") or of several words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.verdict.tokens import Token

#: The cards' tokens (judge/verdict/lexicon.py: creature, spell and other permanent cards).
_CARDS = frozenset({"cc", "sc", "pc"})
#: Words before an adjective of a creature: an article, a possessive, a number.
_BEFORE = frozenset({"a", "the", "my", "opps", "num"})


def _creature_said(token: Token) -> bool:
    """A size ("2/2") or the word "creature" after the name."""
    return token.canon == "pt" or (token.canon == "noun" and token.surface.lower() in ("creature", "creatures"))


def adjective_names(tokens: list[Token], unread: list[str], card: Callable[[str], Any],
                    ignore: frozenset[str]) -> tuple[list[Token], list[str]]:
    """*tokens* with each noncreature card's one-word name said in lower case as an adjective
    (as above) dropped when *ignore* has it, else the unknown word it is (and *unread* with
    that word added)."""
    out: list[Token | None] = list(tokens)
    added = list(unread)
    for n in range(1, len(tokens) - 1):
        token = tokens[n]
        if token.canon not in _CARDS or not token.surface.isalpha() or not token.surface.islower():
            continue
        if tokens[n - 1].canon not in _BEFORE or not _creature_said(tokens[n + 1]):
            continue
        found = card(str(token.value))
        if found is None or "creature" in getattr(found, "types", ("creature",)):
            continue
        if token.surface in ignore:
            out[n] = None
            continue
        out[n] = Token("?", token.surface, token.surface, token.start)
        added.append(token.surface)
    return [t for t in out if t is not None], added


__all__ = ["adjective_names"]
