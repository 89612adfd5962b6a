"""Turns told in order: "I attack with my 3/3 and he doesn't block. Next turn he attacks
with his 2/2", "on his next turn, he swings back", "on the following turn I attack with it
again", put in the grammar's words before the board is read (a token rewrite, as
:mod:`judge.verdict.sizes_said`): the words of the turn become ``NEXT_TURN`` (a timing), and
"again" or "back" right after the attack verb that follows is dropped (it says only that
the attack comes after the one told).

"On his turn" after an attack told earlier in the letter is a later turn too. The
scenario then moves on to the next turn (``advance: next_turn``), or two turns on when the
same player attacks again (:func:`judge.verdict.build._actions`), and each reading is said in
the verdict's assumptions.
"""

from __future__ import annotations

from judge.verdict.board import Declined, Step
from judge.verdict.tokens import Token

#: What may come right before the words of a turn: the start of a clause.
_STARTS = frozenset({".", ",", "and", "then"})
#: The words of a turn that follows ("next", "following"), as typed.
_NEXT = frozenset({"next", "following"})
_OWNERS = frozenset({"the", "his", "her", "my", "their", "your"})
#: Words after an attack verb that only say it follows another.
_AGAIN = frozenset({"again", "back"})


def turns_told(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with "next turn" (and "on his turn" after an attack) as ``next_turn``."""
    out: list[Token] = []
    n = 0
    turned = False
    while n < len(tokens):
        t = tokens[n]
        at_start = not out or out[-1].canon in _STARTS
        attacked = any(x.canon == "attack" for x in out)
        length = _next_turn(tokens, n) if at_start and attacked else 0
        if not length and at_start and t.canon in ("my_turn", "opp_turn") and _last_attacker(out) == (
                "opp" if t.canon == "my_turn" else "me"):
            length = 1  # "On his turn he attacks me with a 2/2", after an attack of mine
        if length:
            told = " ".join(x.surface for x in tokens[n:n + length])
            out.append(Token("next_turn", "next_turn", told, t.start))
            notes.append(f"'{told}' read as a later turn than the attack told before it.")
            n += length
            if n < len(tokens) and tokens[n].canon == ",":
                n += 1
            turned = True
            continue
        if turned and t.canon == "?" and t.surface.lower() == "again" or (
                turned and t.canon == "?" and t.surface.lower() in _AGAIN and out and out[-1].canon == "attack"):
            n += 1  # "he attacks again with his 2/2", "he swings back", "with a 1/1 again"
            if out and out[-1].canon == "attack" and n < len(tokens) and tokens[n].canon == "with":
                n += 1  # ("attacks with" is one word of the grammar)
            continue
        if t.canon == ".":
            turned = False
        out.append(t)
        n += 1
    return out


def _last_attacker(tokens: list[Token]) -> str:
    """Who made the last attack told ("me" or "opp", the token before the verb), or ""."""
    for k in range(len(tokens) - 1, 0, -1):
        if tokens[k].canon == "attack":
            return tokens[k - 1].canon if tokens[k - 1].canon in ("me", "opp") else ""
    return ""


def _next_turn(tokens: list[Token], n: int) -> int:
    """How many tokens from *n* say "(on) (his) next turn"; 0 when none."""
    words = [t.surface.lower() for t in tokens[n:n + 4]]
    k = 0
    if k < len(words) and words[k] in ("on", "during"):
        k += 1
    if k < len(words) and words[k] in _OWNERS:
        k += 1
    if k + 1 < len(words) and words[k] in _NEXT and words[k + 1] == "turn":
        return k + 2
    return 0


def next_turns(steps: list[Step], active: str) -> tuple[str, int]:
    """The player whose turn the next attack told (in *steps*, those after "next turn") is
    made in, and how many turns on from *active*'s that turn is: the other player's next
    turn, or the same player's next one (the other player's turn between, with nothing
    done in it)."""
    if any(s.verb not in ("attack", "block", "no_block", "next_turn") for s in steps):
        raise Declined(["next turn"], "actions on more than one turn (only attacks and blocks are read)")
    attack = next((s for s in steps if s.verb in ("attack", "next_turn")), None)
    if attack is None or attack.verb != "attack" or not active:
        raise Declined(["next turn"], "what happens on the next turn (only an attack is read)")
    return attack.by, 1 if attack.by != active else 2


def turns_between(steps: list[Step], whose: dict[str, str]) -> list[str]:
    """The assumption said when the same player attacks on two turns told in a row: the
    other player's turn between them passes with nothing done. *whose* gives a player's
    possessive ("your opponent's")."""
    attackers = [s.by for s in steps if s.verb == "attack"]
    turns = [n for n, s in enumerate(steps) if s.verb == "next_turn"]
    notes = []
    for n in turns:
        before = [s.by for s in steps[:n] if s.verb == "attack"]
        after = [s.by for s in steps[n:] if s.verb == "attack"]
        if before and after and before[-1] == after[0]:
            other = next(p for p in whose if p != after[0])
            notes.append(f"The turn between ({whose[other]}) passes with nothing done in it.")
    return notes if attackers else []
