"""A sentence of the writer's chatter: "Hurray!", "Simple enough.", "Seems straightforward." —
set aside and said in the verdict.

The lexicon reads a capitalised word it doesn't know as a player's name ("Alice"); a word
that opens a sentence is capitalised as any sentence's first word, so "Hurray" and "Seems"
are read so too. A name is a player's when the letter uses it as one somewhere (the subject
of a player's verb, "Alice's", "attacks Alice" ...). A sentence that opens with such a word,
that the letter uses nowhere else, and says nothing else the reader places (no number,
size, card, keyword, other player, action, pronoun or outcome: only words the reader doesn't
place and grammar words) is chatter; a word alone is so only as a cry ("Hurray!", not
"Ninjutsu."). A question ("Simple enough?") is never set aside.
"""

from __future__ import annotations

from judge.verdict.argument import sentences
from judge.verdict.clause_kinds import ACTION_WORDS
from judge.verdict.keyword_talk import FUNCTION_WORDS, PRONOUNS
from judge.verdict.tokens import Token

#: Words that may stand for a creature or a player, or tell an outcome: content, not chatter
#: (the keyword comment's, and more outcomes and actions).
_CONTENT = PRONOUNS | {"dead", "live", "win", "won", "loses", "lose", "lost", "destroyed", "blocks", "block",
                       "blocked", "attacks", "attack", "attacked", "damage", "life", "concedes", "conceded",
                       "draws", "drew"}
#: Grammar words a chatter sentence may have besides the words the reader doesn't place.
_FUNCTION = FUNCTION_WORDS | {","}


def _chatter(sentence: tuple[Token, ...]) -> bool:
    """Whether *sentence* is an unknown capitalised opener and words the reader doesn't place."""
    if not sentence or sentence[0].canon != "pl" or not sentence[0].surface[:1].isupper():
        return False
    end = len(sentence) - (sentence[-1].canon == ".")
    if end == len(sentence) or sentence[-1].surface == "?":
        return False  # a question, or a sentence the letter doesn't end
    if end == 1 and sentence[-1].surface != "!":
        return False  # "Ninjutsu.": a word alone may be a term the reader doesn't know; "Hurray!" is a cry
    return all((t.canon == "?" and t.surface.lower() not in ACTION_WORDS | _CONTENT) or t.canon in _FUNCTION
               for t in sentence[1:end])


def opening_chatter(tokens: tuple[Token, ...]) -> tuple[tuple[Token, ...], list[tuple[str, ...]]]:
    """*tokens* without the sentences of chatter, and those sentences' words (one tuple of
    surfaces for each)."""
    split = sentences(tokens)
    said = [n for n, sentence in enumerate(split) if _chatter(sentence)]
    openers = {str(split[n][0].value) for n in said}
    chatty = {id(split[n][0]) for n in said}
    # A name the letter uses as a player outside its chatter is a player's: nothing is set aside.
    used = {str(t.value) for t in tokens if t.canon == "pl" and id(t) not in chatty}
    kept: list[Token] = []
    out: list[tuple[str, ...]] = []
    for n, sentence in enumerate(split):
        if n in said and str(sentence[0].value) in openers - used:
            out.append(tuple(t.surface for t in sentence if t.canon != "."))
            continue
        kept += sentence
    return tuple(kept), out


__all__ = ["opening_chatter"]
