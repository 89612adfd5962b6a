"""Damage already dealt this turn, told the ways players tell it, put in the grammar's words
("X took N damage (from a Shock) this turn", :meth:`BoardClauses.c_took_damage`) before the
board is read (a token rewrite, as :mod:`judge.verdict.sick_said`):

- "My 4/4 was Shocked earlier this turn", "earlier this turn my 4/4 was shocked", "my 4/4 got
  Bolted this turn": the damage of that burn spell (one fixed amount to a target creature
  or player, from the card's text);
- "I Shocked his 3/3 earlier this turn": the same ("earlier" says it is not the action told);
- "My 5/5, which has taken 3 damage, blocks ...": the damage said in a relative clause, told
  as a sentence after the one it is in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.verdict.tokens import Lexed, Token

#: The words of an object phrase of a creature.
_DESCRIBING = frozenset({"a", "my", "opps", "the", "pt", "noun", "kw", "color", "cc", "with_kw"})
_PARTS = frozenset({"pt", "noun", "cc", "kw", "color"})
_ENDS = frozenset({".", ",", "and", "then"})


def damage_told(lexed: Lexed, card: Callable[[str], Any]) -> Lexed:
    """*lexed* with the shapes above in the grammar's words, each noted; *card* gives a card's
    definition by name."""
    notes: list[str] = []
    tokens = _relative_damage(_burned(list(lexed.tokens), card, notes), notes)
    if not notes:
        return lexed
    return Lexed(tuple(tokens), lexed.unread, lexed.corrections + tuple(notes))


def _burn_amount(definition: Any) -> int:
    """The damage a burn spell deals to its one target (Shock: 2), or 0 when it isn't one."""
    spells: Any = getattr(definition, "spell", ())
    if len(spells) != 1 or len(spells[0].instructions) != 1:
        return 0
    step = spells[0].instructions[0]
    if step.op != "damage" or step.x or step.target is None or "creature" not in step.target.kind:
        return 0
    return int(step.amount)


def _phrase_start(tokens: list[Token], end: int) -> int:
    """Where the object phrase ending before *end* starts (*end* when there is none)."""
    begin = end
    while begin > 0 and tokens[begin - 1].canon in _DESCRIBING:
        begin -= 1
    return begin if any(t.canon in _PARTS for t in tokens[begin:end]) else end


def _took(phrase: list[Token], amount: int, spell: Token) -> list[Token]:
    at = spell.start
    return phrase + [Token("took", "took", "", at), Token("num", amount, "", at), Token("damage", "damage", "", at),
                     Token("from", "from", "", at), Token("a", "a", "", at), spell, Token("this_turn", "this_turn", "", at)]


def _burned(tokens: list[Token], card: Callable[[str], Any], notes: list[str]) -> list[Token]:
    """"My 4/4 was Shocked earlier this turn", "I Shocked his 3/3 earlier this turn"."""
    for n, t in enumerate(tokens):
        if t.canon != "sc":
            continue
        amount = _burn_amount(card(str(t.value)))
        if not amount:
            continue
        end = n + 1
        while end < len(tokens) and tokens[end].canon in _DESCRIBING:
            end += 1
        if (n > 0 and tokens[n - 1].canon in ("me", "opp", "pl") and end > n + 1 and end + 1 <= len(tokens)
                and tokens[end].canon == "this_turn" and tokens[end].surface.lower().startswith("earlier")
                and (end + 1 == len(tokens) or tokens[end + 1].canon in _ENDS)
                and _phrase_start(tokens, end) == n + 1):
            # "I Shocked his 3/3 earlier this turn"
            told = " ".join(x.surface for x in tokens[n - 1:end + 1] if x.surface)
            notes.append(f"'{told}' read as {amount} damage dealt by {t.value} this turn, before what is told next.")
            return tokens[:n - 1] + _took(tokens[n + 1:end], amount, t) + _burned(tokens[end + 1:], card, notes)
        after = n + 1 + (n + 1 < len(tokens) and tokens[n + 1].canon == "this_turn")
        if not (after == len(tokens) or tokens[after].canon in _ENDS):
            continue
        if n > 0 and tokens[n - 1].canon in ("is", "have") and tokens[n - 1].surface.lower() in ("was", "got", "has been"):
            begin = _phrase_start(tokens, n - 1)
            lead = begin > 0 and tokens[begin - 1].canon == "this_turn"  # "Earlier this turn my 4/4 was shocked"
            if begin == n - 1 or not (after > n + 1 or lead) or not (
                    begin - lead == 0 or tokens[begin - lead - 1].canon in (".", "and")):
                continue
            phrase = tokens[begin:n - 1]
        else:
            continue
        told = " ".join(x.surface for x in tokens[begin - lead:after] if x.surface)
        notes.append(f"'{told}' read as {amount} damage dealt by {t.value} this turn, before what is told next.")
        return tokens[:begin - lead] + _took(phrase, amount, t) + _burned(tokens[after:], card, notes)
    return tokens


def _relative_damage(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"My 5/5, which has taken 3 damage, blocks his 2/2": "My 5/5 blocks his 2/2. The 5/5
    took 3 damage."."""
    for n, t in enumerate(tokens):
        if t.surface.lower() not in ("which has", "which had", "that has", "that had"):
            continue
        k = n + 1
        while k < len(tokens) and tokens[k].canon == "?" and tokens[k].surface.lower() in ("taken", "been", "dealt", "already"):
            k += 1
        comma = n > 0 and tokens[n - 1].canon == ","
        end = n - comma
        begin = _phrase_start(tokens, end)
        if (k == n + 1 or k + 1 >= len(tokens) or tokens[k].canon != "num" or tokens[k + 1].canon != "damage"
                or begin == end):
            continue
        stop = k + 2 + (k + 2 < len(tokens) and tokens[k + 2].canon == ",")
        rest = tokens[stop:]
        full = next((m for m, x in enumerate(rest) if x.canon == "."), len(rest))
        parts = [Token(x.canon, x.value, "", x.start) for x in tokens[begin:end] if x.canon in _PARTS]
        at = tokens[k].start
        told = [Token(".", ".", "", at), Token("the", "the", "", at)] + parts + [
            Token("took", "took", "", at), tokens[k], Token("damage", "damage", "", at), Token("this_turn", "this_turn", "", at)]
        notes.append(f"'{' '.join(x.surface for x in tokens[n:k + 2])}' read as damage dealt to it this turn.")
        return tokens[:end] + rest[:full] + told + _relative_damage(rest[full:], notes)
    return tokens
