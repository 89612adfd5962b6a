"""A described creature said not to have a keyword: "a 4/5 that did not have first strike",
"a 2/2 which doesn't have flying", "a 3/3 that has no trample".

A creature described by its size has only the abilities the letter gives it, as "a 4/4
without first strike" (:meth:`judge.verdict.lexicon.Lexicon.lex`): the relative clause that
denies it a keyword says nothing more, and is dropped with its words. Only after a creature
described (a size, a color, a creature type, a keyword): of a card named ("a Serra Angel
that doesn't have flying") it would tell an effect the letter leaves out, and stays unread.

>>> from judge.verdict import Lexicon
>>> lexed = Lexicon.build().lex("I block a 4/5 that did not have first strike with my 2/2.")
>>> [t.canon for t in lexed.tokens], lexed.unread
(['me', 'block', 'a', 'pt', 'with', 'my', 'pt', '.'], ())
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The parts of a creature described, which the relative clause may follow.
_DESCRIBED = frozenset({"pt", "color", "noun", "kw"})
#: Parts that name a card: its printed abilities are its own.
_NAMED = frozenset({"cc", "pc", "sc", "named", "unreadable", "paren"})
_RELATIVES = frozenset({"that", "which"})
#: The negated verb, as the words of each.
_NEGATED = (("doesn't",), ("does", "not"), ("didn't",), ("did", "not"), ("don't",), ("do", "not"),
            ("does", "n't"))
_JOINS = frozenset({"and", "or", ","})


def negated_keywords(tokens: list[Token], unread: list[str]) -> tuple[list[Token], list[str]]:
    """*tokens* without the relative clauses that deny a described creature a keyword, and
    *unread* without their words."""
    out: list[Token] = []
    left = list(unread)
    n = 0
    while n < len(tokens):
        end = _clause_end(tokens, n) if _after_described(out) else None
        if end is not None and {t.value for t in tokens[n:end] if t.canon == "kw"} & _told_keywords(out):
            end = None  # "a 2/2 first striker that doesn't have first strike": which is it?
        if end is None:
            out.append(tokens[n])
            n += 1
            continue
        for token in tokens[n:end]:
            if token.canon == "?" and token.surface in left:
                left.remove(token.surface)
        n = end
    return out, left


def _after_described(before: list[Token]) -> bool:
    """Whether *before* ends in a creature described, with no card named in it."""
    k = len(before)
    while k > 0 and before[k - 1].canon in _DESCRIBED:
        k -= 1
    return k < len(before) and not any(t.canon in _NAMED for t in before[k:])


def _told_keywords(before: list[Token]) -> set[object]:
    """The keywords of the creature described that *before* ends in."""
    k = len(before)
    while k > 0 and before[k - 1].canon in _DESCRIBED:
        k -= 1
    return {t.value for t in before[k:] if t.canon == "kw"}


def _clause_end(tokens: list[Token], n: int) -> int | None:
    """Where the relative clause at *n* that denies a keyword ends, or None if there is none
    ("that did not have first strike", "which has no flying")."""
    words = [t.surface.lower() for t in tokens]
    k = None
    if words[n] in _RELATIVES and tokens[n].canon == "?":
        for negated in _NEGATED:
            end = n + 1 + len(negated)
            if tuple(words[n + 1:end]) == negated and end < len(tokens) and tokens[end].canon == "have":
                k = end + 1
                break
    elif tokens[n].canon == "with" and words[n].split()[0] in _RELATIVES and words[n].endswith(
            ("has", "have", "had")) and n + 1 < len(tokens) and words[n + 1] == "no":
        k = n + 2  # "which has no flying"
    if k is None or k >= len(tokens) or tokens[k].canon != "kw":
        return None
    k += 1
    while k + 1 < len(tokens) and words[k] in _JOINS and tokens[k + 1].canon == "kw":
        k += 2
    return k
