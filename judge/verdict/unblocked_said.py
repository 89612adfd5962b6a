"""That nobody blocks, told in the short ways players and primers tell it (a rewrite of the
question's text before it is lexed, :func:`judge.verdict.rewrites.question_forms`; "No
blocks.", "No blockers." with no player said are read after the lexicon, in
:func:`no_blocks`, a token pass of :func:`judge.verdict.rewrites.more_phrasing`):

- "Defending player is at 2 life.", "Defending player takes 3." open with the player said
  without its article: "The defending player ...";
- "I attack with a 3/3 that he doesn't block" (a relative clause after the attacker) is "I
  attack with a 3/3 and he doesn't block it".

>>> print(unblocked_said("A 2/2 attacks. Defending player is at 2 life."))
A 2/2 attacks. The defending player is at 2 life.
>>> print(unblocked_said("I attack with a 3/3 that he doesn't block."))
I attack with a 3/3 and he doesn't block it.
"""

from __future__ import annotations

import re

from judge.verdict.tokens import Token

#: Where a clause opens: the text's start, a full stop, a semicolon, a colon, a comma or "and".
_OPENS = r"(?:(?<=^)|(?<=[.;:!?]\s)|(?<=[,;:]\s)|(?<=\band\s))"
#: "Defending player" opening a clause without its article.
_BARE = re.compile(rf"{_OPENS}(?P<d>[Dd])efending player\b")
#: "a 3/3 that he doesn't block", after the attack told in the same sentence.
_NOT_BLOCKED = re.compile(
    r"(?P<attack>\battack(?:s|ed|ing)?\b[^.?!;]*?\d+/\d+[^.?!;,]*?),?\s+(?:that|which)\s+"
    r"(?P<s>he|she|I|you|they|my opponent|the defending player)\s+"
    r"(?P<n>doesn't|does not|didn't|did not|don't|do not|can't|cannot|chooses not to|decides not to)\s+block\b"
    r"(?!\s+with)")


def unblocked_said(question: str) -> str:
    """*question* with the short ways of telling that nobody blocks said as the grammar reads them."""
    question = _BARE.sub(lambda m: ("The d" if m["d"] == "D" else "the d") + "efending player", question)
    return _NOT_BLOCKED.sub(lambda m: f"{m['attack']} and {m['s']} {m['n']} block it", question)


def no_blocks(tokens: list[Token]) -> list[Token]:
    """"I attack with a 3/3 and a 2/2, no blocks.": the other player doesn't block (said of
    an attack by "I" or "my opponent"; a named player's is left unread). Of creatures said
    attacking ("My 3/3 attacks; no block.", "A 2/2 attacks. No blockers."), the player who
    doesn't block is the other of their controller's: "my" opponent, "his" me; of creatures
    with no owner said, the defending player (as "the defending player" is read)."""
    for n, token in enumerate(tokens):
        if token.canon != "no_block" or n == 0 or tokens[n - 1].canon not in (",", "and", ".", ";"):
            continue
        attackers = [tokens[k - 1].canon for k in range(1, n) if tokens[k].canon == "attack"
                     and tokens[k - 1].canon in ("me", "opp", "me_be", "opp_be")]
        if not attackers:
            attackers = [_attacker_side(tokens, k) for k in range(1, n) if tokens[k].canon == "attack"
                         and tokens[k - 1].canon in _ATTACKER_ENDS | {"s"}]
            attackers = attackers[-1:] if attackers and attackers[-1] else []
        if not attackers:
            continue
        other = "opp" if attackers[-1] in ("me", "me_be", "none") else "me"
        # (creatures of no owner said: "the defending player", as a third-person letter says it)
        said = "the defending player" if attackers[-1] == "none" else ""
        return [*tokens[:n], Token(other, other, said, token.start), token, *no_blocks(tokens[n + 1:])]
    return tokens


#: The words an attacking creature said as the subject ends with ("a 2/2", "my 3/3 with flying").
_ATTACKER_ENDS = frozenset({"pt", "kw", "noun", "cc", "named", "paren"})


def _attacker_side(tokens: list[Token], verb: int) -> str:
    """Whose creatures the subject of the attack at *verb* are, as the grammar's player words:
    "me" ("my 3/3 attacks"), "opp" ("his 3/3 attacks", "a 3/3 attacks me"), "none" (no owner
    said: "a 2/2 attacks"); "" when no creature is told there."""
    k = verb - 1
    while k >= 0 and tokens[k].canon in _ATTACKER_ENDS | {"a", "the", "num", "color", "with_kw", "and", "and_obj", "s"}:
        k -= 1
    if k >= 0 and tokens[k].canon in ("my", "opps"):
        return "me" if tokens[k].canon == "my" else "opp"
    if k >= 0 and tokens[k].canon not in (".", ",", "and", "then"):
        return ""
    return "opp" if verb + 1 < len(tokens) and tokens[verb + 1].canon == "me" else "none"


__all__ = ["no_blocks", "unblocked_said"]
