"""A sentence that talks of a keyword the letter has already given a creature, and of nothing on
the board: "With First Strike, everything changes.", "With trample, things are different." —
the writer's comment on the rule, set aside and said in the verdict.

Only the plainest such sentence is set aside: it opens with "with" and the keyword named as
itself ("first strike", not "a first striker"), a keyword a creature of the letter has before
it; and the rest of the sentence is words the reader doesn't place (no object, pronoun, player,
number, action, timing or other keyword). Anything else stays for the reader to place or to
decline.
"""

from __future__ import annotations

from judge.verdict.argument import sentences
from judge.verdict.clause_kinds import ACTION_WORDS
from judge.verdict.tokens import Token

#: Words of the comment that may stand for a creature, or tell an outcome of one.
PRONOUNS = frozenset({"it", "its", "it's", "they", "them", "their", "they're", "itself", "he", "she",
                      "him", "her", "dies", "die", "died", "survives", "survive", "lives", "wins"})
#: Grammar words the comment may have besides the words the reader doesn't place.
FUNCTION_WORDS = frozenset({"the", "a", "is", "of", "to", "in", "and", "or"})


def keyword_talk(tokens: tuple[Token, ...]) -> tuple[tuple[Token, ...], list[tuple[str, ...]]]:
    """*tokens* without the sentences that only comment on a keyword told before them, and
    those sentences' words (one tuple of surfaces for each)."""
    kept: list[Token] = []
    said: list[tuple[str, ...]] = []
    for sentence in sentences(tokens):
        if _comment(sentence, kept):
            said.append(tuple(t.surface for t in sentence if t.canon != "."))
            continue
        kept += sentence
    return tuple(kept), said


def _comment(sentence: tuple[Token, ...], before: list[Token]) -> bool:
    """Whether *sentence* is "With KEYWORD, <words the reader doesn't place>."."""
    if len(sentence) < 4 or sentence[-1].canon != "." or sentence[-1].surface == "?" \
            or sentence[0].canon not in ("with", "with_kw"):
        return False
    told = {str(t.value).lower() for t in before if t.canon == "kw"}
    n = 1
    while n < len(sentence) and (sentence[n].canon == "kw" or (sentence[n].canon == "and" and n > 1)):
        keyword = sentence[n]
        if keyword.canon == "kw" and (keyword.surface.lower() != str(keyword.value).lower()
                                      or str(keyword.value).lower() not in told):
            return False  # ("with a trampler": a creature; a keyword no creature has yet)
        n += 1
    if n == 1 or n >= len(sentence) or sentence[n].canon != ",":
        return False
    rest = sentence[n + 1:-1]
    return any(t.canon == "?" for t in rest) and all(
        (t.canon == "?" and t.surface.lower() not in ACTION_WORDS | PRONOUNS) or t.canon in FUNCTION_WORDS
        for t in rest)


__all__ = ["keyword_talk"]
