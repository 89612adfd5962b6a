"""A double striker's combat damage divided for each combat damage step, the step said.

"If blocked by a 1/1, you assign 1 to the creature and 1 to the player for first strike, and
then 2 to the player for regular damage.": a creature with double strike deals combat damage
in both combat damage steps (502.28b) and its controller divides it anew in each (310.5,
310.2c). The words that say which step a division is for ("for first strike", "for regular
damage", "in the first combat damage step", "in the second combat damage step") are put as
one token, FIRST_STEP or REGULAR_STEP, which the grammar reads as the division's timing; the
second division told with no verb of its own ("and then 2 to the player for regular damage")
is given the verb ASSIGN, whose subject the reader takes from the clause before.

The words are read only beside a division of damage: after the amounts of a sentence with
"assign" in it (or before "you assign"). Elsewhere ("In the first combat damage step the 3/3
deals 3 damage ...", a letter's account of the combat) they stay as they are.

>>> from judge.verdict import Lexicon
>>> lexed = Lexicon.build().lex("I assign 2 to the 3/3 for first strike, and then 2 to him for regular damage.")
>>> [t.canon for t in lexed.tokens]
['me', 'assign', 'num', 'to', 'the', 'pt', 'first_step', ',', 'then', 'assign', 'num', 'to', 'opp', 'regular_step', '.']
"""

from __future__ import annotations

from judge.verdict.tokens import Token

FIRST_STEP = "first_step"
"""The canonical word of "for first strike": the first combat damage step's division (310.5)."""
REGULAR_STEP = "regular_step"
"""The canonical word of "for regular damage": the second combat damage step's division."""

_FIRST = frozenset({"first", "first-strike"})
_REGULAR = frozenset({"regular", "normal", "second"})
#: What a division's recipients are said with ("1 to the creature and 1 to the player").
_RECIPIENT = frozenset({"noun", "pt", "opp", "me", "cc", "named", "pl", "it", "the_blocker",
                        "the_attacker", "nth1", "nth2", "nth3"})
_SPLIT_WORDS = frozenset({"num", "to", "on", "the", "a", "my", "opps", "s", "damage", "and", ",",
                          "kw", "color", "rest", "all"}) | _RECIPIENT
_JOIN = frozenset({",", "and", "then"})
_ENDS = frozenset({".", ";"})


def step_markers(tokens: list[Token], unread: list[str]) -> tuple[list[Token], list[str]]:
    """*tokens* with the words of a division's combat damage step put as one token, and the
    unread words they took out of *unread*."""
    out = list(tokens)
    left = list(unread)
    n = 0
    while n < len(out):
        found = _marker(out, n)
        if found is None or not _beside_division(out, n, found[1]):
            n += 1
            continue
        canon, end = found
        for token in out[n:end]:
            if token.canon == "?" and token.surface in left:
                left.remove(token.surface)
        out[n:end] = [Token(canon, canon, " ".join(t.surface for t in out[n:end]), out[n].start)]
        n += 1
    return out, left


def _word(token: Token) -> str:
    return token.surface.lower()


def _marker(tokens: list[Token], n: int) -> tuple[str, int] | None:
    """The step a phrase at *n* says and the index after it: "for first strike (damage)",
    "for (the) regular/normal (combat) damage", "in/during the first/second/regular (combat)
    damage step", "in/during first strike"."""
    if _word(tokens[n]) not in ("for", "in", "during"):
        return None
    k = n + 1
    if k < len(tokens) and tokens[k].canon in ("nth1", "nth2"):
        # "the first", "the second": the lexer's ordinal of a blocker
        which = FIRST_STEP if tokens[k].canon == "nth1" else REGULAR_STEP
        k += 1
        return _step_noun(tokens, k, which, needs_step=True)
    if k < len(tokens) and _word(tokens[k]) == "the":
        k += 1
    if k >= len(tokens):
        return None
    if tokens[k].canon == "kw" and tokens[k].value == "first strike":
        return _step_noun(tokens, k + 1, FIRST_STEP, needs_step=False)
    if _word(tokens[k]) in _FIRST and tokens[k].canon in ("?", "nth1"):
        return _step_noun(tokens, k + 1, FIRST_STEP, needs_step=True)
    if _word(tokens[k]) in _REGULAR and tokens[k].canon in ("?", "nth2"):
        if _word(tokens[n]) == "for" and _word(tokens[k]) != "second":
            return _step_noun(tokens, k + 1, REGULAR_STEP, needs_step=False, needs_damage=True)
        return _step_noun(tokens, k + 1, REGULAR_STEP, needs_step=True)
    return None


def _step_noun(tokens: list[Token], k: int, which: str, needs_step: bool,
               needs_damage: bool = False) -> tuple[str, int] | None:
    """After the step's adjective: "(combat) damage (step)"."""
    if k < len(tokens) and _word(tokens[k]) == "combat":
        k += 1
    damage = k < len(tokens) and tokens[k].canon == "damage"
    if damage:
        k += 1
    step = k < len(tokens) and _word(tokens[k]) == "step"
    if step:
        k += 1
    if (needs_step and not (damage and step)) or (needs_damage and not damage):
        return None
    return which, k


def _beside_division(tokens: list[Token], n: int, end: int) -> bool:
    """Whether the phrase at *n* (to *end*) says the step of a division: after the recipient
    of a sentence that assigns (only amounts and recipients between the two), or before a
    player's "assign"."""
    start = max((k + 1 for k in range(n) if tokens[k].canon in _ENDS), default=0)
    verb = max((k for k in range(start, n) if tokens[k].canon == "assign"), default=None)
    if verb is not None and n > 0 and tokens[n - 1].canon in _RECIPIENT | {"damage"} and all(
            t.canon in _SPLIT_WORDS | _JOIN | {"assign", FIRST_STEP, REGULAR_STEP} for t in tokens[verb + 1:n]):
        return True
    # ("In the second combat damage step, I assign ...": the lexer may end the opening phrase.)
    k = end + (end < len(tokens) and tokens[end].canon in (",", "."))
    return (start == n and k + 1 < len(tokens) and tokens[k].canon in ("me", "opp", "pl")
            and tokens[k + 1].canon == "assign")


def verbless_divisions(tokens: list[Token]) -> list[Token]:
    """"..., and then 2 to the player for regular damage": the division after "then", with a
    step said and no verb, after a division with a step said in the same sentence, is given
    the verb ASSIGN, its parts in the grammar's words ("to the creature": the blocker, as
    :func:`judge.verdict.assign_told.assignment_told` reads it)."""
    from judge.verdict.assign_told import _part

    out = list(tokens)
    n = 0
    while n < len(out):
        start = max((k + 1 for k in range(n) if out[k].canon in _ENDS), default=0)
        if out[n].canon != "then" or not (any(t.canon in (FIRST_STEP, REGULAR_STEP) for t in out[start:n])
                                          and any(t.canon == "assign" for t in out[start:n])):
            n += 1
            continue
        parts: list[Token] = []
        k = n + 1
        while (found := _part(out, k)) is not None:
            parts += ([Token("and", "and", "and", found[0][0].start)] if parts else []) + found[0]
            k = found[1]
            if k < len(out) and out[k].canon == "and":
                k += 1
        if parts and k < len(out) and out[k].canon in (FIRST_STEP, REGULAR_STEP):
            out[n + 1:k] = [Token("assign", "assign", "", out[n + 1].start)] + parts
        n += 1
    return out
