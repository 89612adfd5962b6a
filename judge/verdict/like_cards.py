"""A creature described and then named as an example: "a 1/1 creature like Suntail Hawk", "a
creature like Rhox", "a creature with first strike, like Wall of Razors", "a 2/2 flier such
as Suntail Hawk" (a token rewrite, run with the card data before the board is read): the
card named, when it fits every word of the description (its printed power and toughness,
its keywords, its color, a creature); a card that doesn't fit stays as told, and the reader
declines. The reading is said in the verdict's assumptions.

("like" itself is a word the lexicon sets aside; "such as" is read here.) A card told again by
what it is right after its name ("Anaba Bodyguard, a 2/3 first striker") is the card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.verdict.tokens import Lexed, Token

#: The words of a description before the example.
_DESCRIBING = frozenset({"pt", "noun", "kw", "with_kw", "color"})


def _fits(card: Any, said: list[Token]) -> bool:
    """Whether *card* has every characteristic *said* gives."""
    if card is None or "creature" not in card.types:
        return False
    keywords = {str(getattr(a, "name", "")).lower() for a in card.abilities}
    for token in said:
        if token.canon == "pt" and (card.power, card.toughness) != token.value:
            return False
        if token.canon == "kw" and str(token.value).lower() not in keywords:
            return False
        if token.canon == "color" and str(token.value) not in card.colors:
            return False
        if token.canon == "noun" and token.value:
            return False  # "a Goblin like ...": a subtype, not read here
    return True


def like_cards(lexed: Lexed, card: Callable[[str], Any]) -> Lexed:
    """*lexed* with "a (described) creature (,) (like | such as) CARD" as "a CARD"."""
    tokens = list(lexed.tokens)
    notes: list[str] = []
    n = 0
    while n < len(tokens):
        if tokens[n].canon != "a":
            n += 1
            continue
        k = n + 1
        while k < len(tokens) and tokens[k].canon in _DESCRIBING:
            k += 1
        said = tokens[n + 1:k]
        end = k + (k < len(tokens) and tokens[k].canon == ",")
        if [t.surface.lower() for t in tokens[end:end + 2]] == ["such", "as"]:
            end += 2
        if not (end < len(tokens) and tokens[end].canon == "cc" and any(
                t.canon == "noun" and not t.value for t in said)):
            n += 1
            continue
        named = tokens[end]
        comma_only = tokens[k].canon == "," and end == k + 1
        if comma_only and end + 1 < len(tokens) and tokens[end + 1].canon not in (".", ",", "and"):
            n += 1  # "attacks with a 2/2 creature, Grizzly Bears blocks it": a new clause, not an example
            continue
        if not _fits(card(str(named.value)), said):
            n += 1
            continue
        described = " ".join(t.surface for t in tokens[n:k])
        notes.append(f"'{described}' with {named.value} as its example read as {named.value}.")
        tokens[n + 1:end + 1] = [named]
        n += 2
    tokens = _appositive(tokens, card, notes)
    if not notes:
        return lexed
    return Lexed(tuple(tokens), tuple(w for w in lexed.unread if w.lower() not in ("such", "as")),
                 lexed.corrections + tuple(notes))


def _appositive(tokens: list[Token], card: Callable[[str], Any], notes: list[str]) -> list[Token]:
    """"Anaba Bodyguard, a 2/3 first striker, ...", "Serra Angel, a 4/4 flier": the card told
    again by what it is (its printed power and toughness and keywords), not a second creature;
    a description that doesn't fit the card stays as told."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        k = n + 3
        while k < len(tokens) and tokens[k].canon in _DESCRIBING:
            k += 1
        if (t.canon == "cc" and n + 3 < len(tokens) and tokens[n + 1].canon == "," and tokens[n + 2].canon == "a"
                and any(x.canon == "pt" for x in tokens[n + 3:k]) and _fits(card(str(t.value)), tokens[n + 3:k])
                and (k == len(tokens) or tokens[k].canon in (".", ",", "and"))):
            notes.append(f"'{t.surface}, {' '.join(x.surface for x in tokens[n + 2:k])}' read as {t.value} "
                         "told again by what it is.")
            out.append(t)
            n = k + (k < len(tokens) and tokens[k].canon == "," and k + 1 < len(tokens)
                     and tokens[k + 1].canon not in ("and",))
            continue
        out.append(t)
        n += 1
    return out


__all__ = ["like_cards"]
