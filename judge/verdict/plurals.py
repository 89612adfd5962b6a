"""One word of a card's name in the plural, for the cards the letter named before it ("I
have two Spike Feeders ... I block with the two Feeders"): read as the card, as its
singular is (:func:`judge.verdict.rewrites._partial_names`).

>>> from judge.verdict.tokens import Token
>>> said = [Token("cc", "Spike Feeder", "Spike Feeders", 0), Token("the", "the", "the", 1),
...         Token("?", "feeders", "Feeders", 2)]
>>> [(t.canon, t.value) for t in partial_plurals(said)][2]
('cc', 'Spike Feeder')
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: What stands before a card's name ("the two Feeders", "both Feeders", "my Feeders").
_BEFORE = frozenset({"the", "my", "opps", "num", "both", "all"})


def partial_plurals(tokens: list[Token]) -> list[Token]:
    """*tokens* with a plural word of a card named before it read as that card."""
    named: dict[str, str] = {}
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if token.canon == "cc" and " " in str(token.value):
            for word in str(token.value).split():
                if len(word) > 2 and word[:1].isupper():
                    named.setdefault(word.lower(), str(token.value))
        surface = token.surface.lower()
        if (token.canon in ("?", "pl") and surface.endswith("s") and n > 0
                and (tokens[n - 1].canon in _BEFORE or tokens[n - 1].surface.lower() in _BEFORE)):
            card = named.get(surface[:-1]) or (named.get(surface[:-2]) if surface.endswith("es") else None)
            if card is not None:
                out.append(Token("cc", card, token.surface, token.start))
                continue
        out.append(token)
    return out


__all__ = ["partial_plurals"]
