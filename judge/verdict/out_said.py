"""A permanent said to be "out" (in play, as players say it), put in the grammar's words before
the board is read (a token rewrite, as :mod:`judge.verdict.sizes_said`): "I have a No Mercy out
(in play)", "he has a Northern Paladin out, ..." is the permanent the player has (the word
"out" dropped), only right after the object of a clause that says the player has it ("have")
and before the clause ends; "earlier (this turn)" after damage told ("my 5/5 took 3 damage
from a Shock earlier") is "this turn".
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The last word of an object phrase.
_OBJECT_END = frozenset({"cc", "pc", "pt", "noun", "named", "paren"})
#: What may follow "out": the end of the clause, or "in play".
_AFTER = frozenset({"in_play", ",", ".", "and", "then"})
#: Words that start a new clause (the "have" must be in the clause of "out").
_CLAUSE = frozenset({".", ",", "and", "then", "if"})


def out_said(tokens: list[Token]) -> list[Token]:
    """*tokens* with "have X out" as "have X" and "damage ... earlier" as "this turn", and
    the words below that say no more than the reader assumes dropped."""
    return _aura_had(_said_no_more(_have_out(tokens)))


def _aura_had(tokens: list[Token]) -> list[Token]:
    """"My Grizzly Bears has (a) Holy Strength on it": "My Grizzly Bears is enchanted with
    (a) Holy Strength" (an Aura or Equipment said on the creature that has it)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        k = n + 1 + (n + 1 < len(tokens) and tokens[n + 1].canon == "a")
        if (t.canon == "have" and out and out[-1].canon in _OBJECT_END and k + 2 < len(tokens)
                and tokens[k].canon == "pc" and tokens[k + 1].canon == "on" and tokens[k + 2].canon == "it"
                and (k + 3 == len(tokens) or tokens[k + 3].canon in (".", ",", "and", "then"))):
            out += [Token("is", "is", "", t.start), Token("enchanted_with", "enchanted_with", t.surface, t.start)]
            out += tokens[n + 1:k + 1]
            n = k + 3
            continue
        out.append(t)
        n += 1
    return out


def _said_no_more(tokens: list[Token]) -> list[Token]:
    """- "I gang block his 5/5 with ...": "I block his 5/5 with ..." (several blockers, as said);
    - "My opponent is tapped out." (a clause of its own): nobody plays anything, as assumed;
    - "I attack him with everything: a 3/3 and a 2/2": "... with a 3/3 and a 2/2";
    - "(I'm at 6)": a life total in parentheses is a sentence of its own;
    - "Before blocking, ...": before blockers are declared ("before blocks")."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        word = t.surface.lower()
        close = next((k for k in range(n + 1, min(n + 7, len(tokens))) if tokens[k].canon == ")"), 0)
        if (t.canon == "(" and close and tokens[n + 1].canon in ("me_be", "opp_be", "me", "opp", "pl")
                and any(x.canon == "num" for x in tokens[n + 1:close])
                and all(x.canon in ("me_be", "opp_be", "me", "opp", "pl", "is", "at", "on", "num", "life")
                        for x in tokens[n + 1:close])):
            # "... and I don't block (I'm at 6)": a life total told in parentheses, a sentence of its own
            out += [Token(".", ".", "", t.start)] + tokens[n + 1:close] + [Token(".", ".", "", t.start)]
            n = close + 1
            continue
        if (t.canon == "?" and word == "before" and n + 1 < len(tokens) and tokens[n + 1].canon == "blocking"
                and tokens[n + 1].surface.lower() == "blocking" and (not out or out[-1].canon in (".", ","))):
            # "Before blocking I Shock it": before blockers are declared, as "before blocks" reads
            out.append(Token("before_blocks", "before_blocks", f"{t.surface} {tokens[n + 1].surface}", t.start))
            n += 2
            continue
        if t.canon == "?" and word == "gang" and n + 1 < len(tokens) and tokens[n + 1].canon == "block":
            n += 1
            continue
        if (t.canon in ("me", "opp", "pl") and (not out or out[-1].canon in (".", "and", ","))
                and [x.surface.lower() for x in tokens[n + 1:n + 4]] in (["is", "tapped", "out"],
                                                                        ["was", "tapped", "out"])
                and (n + 4 == len(tokens) or tokens[n + 4].canon in (".", "and", ","))):
            n += 4 + (n + 4 < len(tokens) and tokens[n + 4].canon in ("and", ","))
            continue
        if (t.canon == "?" and word in ("everything", "everybody") and out and out[-1].canon == "with"
                and n + 2 < len(tokens) and tokens[n + 1].canon == "," and tokens[n + 2].canon in ("a", "my", "num")):
            n += 2
            continue
        out.append(t)
        n += 1
    return out


def _have_out(tokens: list[Token]) -> list[Token]:
    out: list[Token] = []
    for n, t in enumerate(tokens):
        word = t.surface.lower()
        if (t.canon == "?" and word == "out" and out and out[-1].canon in _OBJECT_END
                and (n + 1 == len(tokens) or tokens[n + 1].canon in _AFTER) and _has_before(out)):
            continue
        if t.canon == "?" and word == "earlier" and _damage_before(out):
            if n + 1 < len(tokens) and tokens[n + 1].canon == "this_turn":
                continue  # "earlier this turn": the "this turn" that follows says it
            out.append(Token("this_turn", "this_turn", t.surface, t.start))
            continue
        out.append(t)
    return out


def _has_before(out: list[Token]) -> bool:
    """Whether the clause being read says a player has what it names ("I have ... out")."""
    for t in reversed(out):
        if t.canon == "have":
            return True
        if t.canon in _CLAUSE or t.canon in ("attack", "block", "block_with", "play", "is"):
            return False
    return False


def _damage_before(out: list[Token]) -> bool:
    """Whether the clause being read tells damage already dealt ("took 3 damage (from a Shock)")."""
    for t in reversed(out[-8:]):
        if t.canon in ("took", "has_damage"):
            return True
        if t.canon in _CLAUSE:
            return False
    return False
