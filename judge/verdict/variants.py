"""A second case told after the board: "... Who dies? And what if the 5/5 had first strike?",
"Also, if the 5/5 had first strike and killed the trampler, ...".

A verdict answers one board. A question that goes on to ask about the same board with a
creature changed is two questions; the reader names the second case as it declines
rather than answering one of them (or a mixture of both).
"""

from __future__ import annotations

from collections.abc import Sequence

from judge.verdict.tokens import Token

_ACTIONS = frozenset({"attack", "attacked_by", "attacking", "double_block", "triple_block", "block",
                      "block_with", "block_it_with", "blocked", "blocking", "play", "sc",
                      "activate", "regenerate", "pump", "ping", "assign"})
_OBJECTS = frozenset({"pt", "cc", "named"})
_CHANGES = frozenset({"kw", "ptmod", "pt"})
_BEFORE_IF = frozenset({".", ",", "and", "then"})
_SUBJUNCTIVE = frozenset({"had", "was", "were", "instead", "also"})


def second_case(tokens: Sequence[Token]) -> tuple[list[str], str] | None:
    """The words of a second case the question asks about after telling its board, and why
    no verdict is given; ``None`` if there is none.

    A second case is an "if" after an action was told, whose clause gives a creature already
    named something else: "if the 5/5 had first strike", "what if the 2/2 was a 4/4",
    "what if the 2/2 had +2/+2".
    """
    told = False
    for n, token in enumerate(tokens):
        if token.canon in _ACTIONS:
            told = True
        if token.canon != "if" or not told or not _starts_clause(tokens, n):
            continue
        clause = clause_at(tokens, n)
        subject = next((i for i, t in enumerate(clause[1:4], 1) if t.canon in _OBJECTS), None)
        if subject is None or subject + 1 >= len(clause):
            continue
        verb = clause[subject + 1]
        if verb.canon not in ("have", "is") or verb.surface.lower() not in _SUBJUNCTIVE:
            continue
        change = next((i for i in range(subject + 2, min(subject + 4, len(clause)))
                       if clause[i].canon in _CHANGES), None)
        if change is None:
            continue
        start = n - 1 if n > 0 and tokens[n - 1].surface.lower() == "what" else n
        words = " ".join(t.surface for t in [*tokens[start:n], *clause[:change + 1]])
        return [words], (f"a second case ('{words}') after the board as told: one verdict answers "
                         "one board; ask about each case on its own")
    return None


def _starts_clause(tokens: Sequence[Token], n: int) -> bool:
    """Whether the "if" at *n* starts a clause ("Also, if ...", "And what if ..."), rather
    than following words the lexer dropped ("I'm not sure if the 2/2 had flying")."""
    before = tokens[n - 1]
    if before.canon not in _BEFORE_IF and before.surface.lower() != "what":
        return False
    return before.start + len(before.surface.split()) == tokens[n].start


def clause_at(tokens: Sequence[Token], start: int) -> list[Token]:
    """The tokens from *start* to the end of its clause (a comma or a full stop)."""
    out = []
    for token in tokens[start:]:
        if token.canon in (".", ","):
            break
        out.append(token)
    return out
