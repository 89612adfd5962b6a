"""Equipment or a local enchantment said after the creature it is on: "a creature with Sword of
Light and Shadow equipped to it", "my 2/2 with Loxodon Warhammer equipped", "a 3/3 with Giant
Strength attached to it" — read as "equipped with" / "enchanted with" (the grammar's
``enchanted_with``), as :func:`judge.verdict.phrasing.auras_on` reads "with Lure on it".

Only a card of the pool that is Equipment or a local enchantment (an Aura that enchants a
creature) is read so; anything else stays for the grammar to place or to decline.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.verdict.tokens import Token

#: The participles that say a card is on the creature before it.
_ON_IT = frozenset({"equipped", "attached"})
#: The subtypes of a card that is put on a creature (212.2e: Equipment; 212.4 local enchantments).
_PUT_ON = frozenset({"Equipment", "Enchant Creature"})
#: What may close the phrase: "(equipped) to it", "(attached) on it".
_TO_IT = (("to", "it"), ("on", "it"))


def _card_at(tokens: list[Token], n: int, cards: Mapping[str, Any]) -> int | None:
    """The index of the card after "with" (or "has") at *n* and an article, when it is one put
    on a creature (Equipment, a local enchantment), else None."""
    at = n + 1 + int(n + 1 < len(tokens) and tokens[n + 1].canon in ("a", "the"))
    if at < len(tokens) and tokens[at].canon == "pc" and \
            _PUT_ON & set(getattr(cards.get(str(tokens[at].value)), "subtypes", ()) or ()):
        return at
    return None


def equipped_after(tokens: list[Token], cards: Mapping[str, Any]) -> list[Token]:
    """*tokens* with "with (a) CARD equipped|attached (to it)" as ``enchanted_with`` CARD."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        at = _card_at(tokens, n, cards) if token.canon == "with" else None
        if at is not None and at + 1 < len(tokens) and tokens[at + 1].surface.lower() in _ON_IT:
            end = at + 2
            if tuple(t.canon for t in tokens[end:end + 2]) in _TO_IT:
                end += 2
            out += [Token("enchanted_with", "enchanted_with", token.surface, token.start), tokens[at]]
            n = end
            continue
        out.append(token)
        n += 1
    return out


#: Verbs whose "with" may name what a player puts on or aims at the creature ("I enchant my
#: 2/2 with Lure", "she targets her Wall of Glare with a Flaming Sword"): such a sentence is left.
_PUTS_ON = frozenset({"enchant", "targeting", "play", "give", "pump", "returns", "bounce", "tap", "sc"})
#: The words a creature's description may end with, before "with" or "has" and its card.
_CREATURE_END = frozenset({"pt", "noun", "cc", "named", "kw", "color"})


def _had(tokens: list[Token], n: int) -> bool:
    """Whether "with" or "has" at *n* says a creature has what follows: after a creature's
    description ("a 4/4 with", "my 4/4 has", "it has"), in a sentence with no verb of putting
    or aiming before it."""
    token, before = tokens[n], tokens[n - 1].canon if n else ""
    if not ((token.canon == "with" and before in _CREATURE_END) or (
            token.canon == "have" and token.surface.lower() in ("has", "had") and before in _CREATURE_END | {"it"})):
        return False
    start = max((k + 1 for k in range(n) if tokens[k].canon == "."), default=0)
    return not any(t.canon in _PUTS_ON or t.surface.lower().startswith(("equip", "target", "hit"))
                   for t in tokens[start:n])


def auras_had(tokens: list[Token], cards: Mapping[str, Any]) -> list[Token]:
    """*tokens* with a creature said to have Equipment or a local enchantment on it with no
    participle read as "enchanted with": "a 4/4 with Spirit Link" (``enchanted_with`` CARD),
    "my 4/4 has Spirit Link", "it has a Lure on it" (``is enchanted_with`` CARD). Not after a
    verb of putting or aiming in the sentence ("I enchant my 2/2 with Lure", "she targets her
    Wall of Glare with a Flaming Sword": a play), and never of a player ("I have Lure")."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        at = _card_at(tokens, n, cards) if token.canon in ("with", "have") else None
        # (A one-word name typed in lower case may be an ability's word: "a 2/2 with
        # regeneration", "with flight", "with fear" are not the Auras of those names.)
        if at is not None and (tokens[at].surface[:1].isupper() or " " in str(tokens[at].value)) \
                and _had(tokens, n):
            end = at + 1
            if tuple(t.canon for t in tokens[end:end + 2]) in _TO_IT:
                end += 2  # "it has a Lure on it"
            # ("with a Bonesplitter equipping it": a phrase another pass reads whole.)
            if end >= len(tokens) or tokens[end].canon != "?":
                said = Token("enchanted_with", "enchanted_with", token.surface, token.start)
                out += [Token("is", "is", "", token.start), said] if token.canon == "have" else [said]
                out.append(tokens[at])
                n = end
                continue
        out.append(token)
        n += 1
    return out


__all__ = ["auras_had", "equipped_after"]
