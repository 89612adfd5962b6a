"""A sentence that opens with a time clause: "After he declines to block, Russell activates ...",
"Once the Shock resolves, what happens?". The clause tells what happened before the rest of the
sentence, in the order the reader reads a letter anyway: "After X, Y" is read as "X. Y".

Only a clause the reader places whole is read so (every word of it placed, no question word in
it); one with a word the reader can't place stays as it was, and its words are named unread.
A time clause that says what comes after ("Before ...") is left to the vocabulary's timings
(words.yaml: "before combat damage"). A sentence opening "With my Glorious Anthem in play, ..."
tells what its player has (:func:`with_in_play`).
"""

from __future__ import annotations

import re

from judge.verdict.tokens import Token

#: Words that open a clause telling what happened first.
_AFTER = frozenset({"after", "once"})


#: Words of a time clause that names a moment of the turn ("After my turn, ...", "After combat
#: damage, ..."): what comes after it is not what the clause tells (the vocabulary's timings).
_MOMENTS = frozenset({"turn", "turns", "phase", "step", "combat", "damage", "end", "upkeep", "draw",
                      "main", "untap", "cleanup", "stack"})


def time_clauses(tokens: list[Token], unread: list[str]) -> tuple[list[Token], list[str]]:
    """*tokens* with each sentence-opening "after"/"once" clause read as a sentence of its own
    before the rest, and *unread* without the opening word so read."""
    out = list(tokens)
    n = 0
    while n < len(out):
        token = out[n]
        if token.canon == "?" and token.surface.lower() in _AFTER and (n == 0 or out[n - 1].canon == "."):
            end = next((k for k in range(n + 1, len(out)) if out[k].canon in (",", ".")), len(out))
            clause = out[n + 1:end]
            if end < len(out) and out[end].canon == "," and clause and all(t.canon != "?" for t in clause) \
                    and not any(w in _MOMENTS for t in clause for w in t.surface.lower().split()):
                out[end] = Token(".", ".", out[end].surface, out[end].start)
                del out[n]
                if token.surface in unread:
                    unread.remove(token.surface)
                continue
        n += 1
    return out, unread


#: What an object phrase of a "With ... in play," opening may be made of.
_OBJECT_WORDS = frozenset({"a", "the", "my", "opps", "pl", "s", "and", ",", "pc", "cc", "pt", "noun", "kw",
                           "color", "named"})


def with_in_play(tokens: list[Token]) -> list[Token]:
    """*tokens* with a sentence opening "With my Glorious Anthem in play, ..." (whose it is
    said: "my", "my opponent's", "Bob's") told as a sentence of its own: "I have my Glorious
    Anthem in play. ..."; with no owner said ("With a Glorious Anthem in play") it stays as it
    was (whose it is decides what it does), and the reader declines."""
    out = list(tokens)
    for n in range(len(out) - 3, -1, -1):
        if out[n].canon != "with" or (n and out[n - 1].canon != "."):
            continue
        owner = out[n + 1]
        if owner.canon == "my":
            subject = Token("me", "me", "", owner.start)
        elif owner.canon == "opps" and "opponent" in owner.surface.lower():
            subject = Token("opp", "opp", "", owner.start)
        elif owner.canon == "pl" and out[n + 2].canon == "s":
            subject = Token("pl", owner.value, "", owner.start)
        else:
            continue
        end = next((k for k in range(n + 1, len(out)) if out[k].canon not in _OBJECT_WORDS), len(out))
        if end + 1 < len(out) and out[end].canon == "in_play" and out[end + 1].canon == ",":
            out[end + 1] = Token(".", ".", out[end + 1].surface, out[end + 1].start)
            out[n:n + 1] = [subject, Token("have", "have", "", out[n].start)]
    return out


_PRIOR_TO = re.compile(r"\b([Pp])rior to\b")


def prior_to(question: str) -> str:
    """*question* with "prior to" said "before" ("prior to blocking" is "before blocking")."""
    return _PRIOR_TO.sub(lambda m: "Before" if m.group(1) == "P" else "before", question)


__all__ = ["prior_to", "time_clauses", "with_in_play"]
