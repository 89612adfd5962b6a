"""More of the shapes in which players describe a board, put as the grammar reads them
(token rewrites after :mod:`judge.verdict.described`):

- "I use, say, Echoing Decay": the comma left between a player's verb and the card it
  plays, where an example's hedge ("a card like, say,") was dropped, is no clause break;
- "I use Echoing Decay to make it a -1/1 creature": what the writer says the spell makes
  of the creature is cut off as a clause of its own, which
  :func:`judge.verdict.argument.making_it` sets aside as the asker's account (said in the
  verdict's assumptions), as it does ", making it a 6/6 trampler".
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: A player's verbs that take a card after them.
_PLAYS = frozenset({"play", "activate", "responds_with"})
#: The words of what a spell makes of a creature ("a -1/1 creature", "a 6/6 trampler").
_SIZE_WORDS = frozenset({"a", "pt", "kw", "noun", "color"})
#: The actions a purpose "to make it ..." may follow.
_ACTED = frozenset({"sc", "play", "activate", "pump"})


def described_shapes(tokens: list[Token]) -> list[Token]:
    """*tokens* with the shapes of this module read."""
    return _make_it_cut(tokens)


def verb_comma(tokens: list[Token]) -> list[Token]:
    """"I use , , Echoing Decay": without the commas between the verb and the card (before
    the other rewrites, from :meth:`judge.verdict.lexicon.Lexicon.lex`)."""
    def between(n: int) -> bool:
        before = next((t for t in reversed(tokens[:n]) if t.canon != ","), None)
        after = next((t for t in tokens[n + 1:] if t.canon != ","), None)
        return before is not None and before.canon in _PLAYS and after is not None and after.canon == "sc"

    return [t for n, t in enumerate(tokens) if not (t.canon == "," and between(n))]


def _make_it_cut(tokens: list[Token]) -> list[Token]:
    """"... Echoing Decay to make it a -1/1 creature." : a comma before "to make it", when
    only a size (and keywords or a noun) follows up to the clause's end and a spell or an
    ability was told before it in the clause."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if (token.canon == "to" and [t.canon for t in tokens[n + 1:n + 3]] == ["make", "it"]
                and out and out[-1].canon != "," and _size_to_end(tokens[n + 3:])
                and any(t.canon in _ACTED for t in _clause_before(out))):
            out.append(Token(",", ",", ",", token.start))
        out.append(token)
    return out


def _size_to_end(rest: list[Token]) -> bool:
    words = []
    for token in rest:
        if token.canon in (".", ",", "?"):
            break
        words.append(token)
    return bool(words) and all(t.canon in _SIZE_WORDS for t in words) and any(
        t.canon == "pt" for t in words)


def _clause_before(out: list[Token]) -> list[Token]:
    cut = max((n for n, t in enumerate(out) if t.canon in (".", ",")), default=-1)
    return out[cut + 1:]


__all__ = ["described_shapes", "verb_comma"]
