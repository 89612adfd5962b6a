"""Players' ways of referring back to a board already told, in the words the grammar reads.

- "one ... the other (one)" of two alike blockers ("he blocks with two 2/2s; I assign 2 to
  one and 1 to the other") is the first and the second of them (``nth1``, ``nth2``); of two
  blockers that differ it stays unplaced (which is which would decide the outcome);
- "with no creatures", "with no (other) blockers", "with nothing else" said of a player
  ("opponent at 4 life with no creatures") says nobody blocks or does anything more, which
  is what the reader assumes: set aside;
- "(and) (I have) no other creatures (in play)" said of a player's permanents told: set
  aside the same way;
- "with no flying" of a described creature says it has no ability it isn't given: set
  aside (as "without flying" is);
- "with no (+1/+1) counters (on it)" of a creature that comes into play with none says
  what the reader assumes: set aside.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from judge.verdict.tokens import Lexed, Token

#: Nouns of "with no creatures": things a player would block or act with.
_NONE_OF = frozenset({"creatures", "creature", "blockers", "blocker", "guys", "cards", "permanents"})
#: Words "after blockers" may go on with, saying no more than it.
_DECLARED = frozenset({"are", "were", "was", "is", "have", "has", "had", "been", "declared",
                       "announced", "made", "chosen"})
#: What "with no creatures" may follow: a player, a life total, a pause.
_HOLDERS = frozenset({"opp", "me", "pl", "life", "num", ","})


def resolve(lexed: Lexed, counters_of: Callable[[str], int] | None = None) -> Lexed:
    """*lexed* with its references back to the board in the grammar's words; *counters_of*
    gives how many +1/+1 counters a card comes into play with (for "with no counters")."""
    tokens = _damage_put_on_the_stack(_no_other(_with_nothing(_one_and_the_other(list(lexed.tokens)))))
    if counters_of is not None:
        tokens = _no_counters(tokens, counters_of)
    if len(tokens) == len(lexed.tokens) and all(a is b for a, b in zip(tokens, lexed.tokens)):
        return lexed
    said = {t.surface.lower() for t in tokens if t.canon == "?"}
    return Lexed(tuple(tokens), tuple(w for w in lexed.unread if w.lower() in said), lexed.corrections)


def _one_and_the_other(tokens: list[Token]) -> list[Token]:
    """"... two 2/2s. I assign 2 to one and 1 to the other": ``nth1`` and ``nth2``, when the
    question blocks with two alike creatures ("two 2/2s") and with no other number of them."""
    pairs = [n for n, t in enumerate(tokens[:-1]) if t.canon == "num" and tokens[n + 1].canon in (
        "pt", "cc", "noun")]
    if len(pairs) != 1 or tokens[pairs[0]].value != 2:
        return tokens
    out = list(tokens)
    for n in range(pairs[0] + 2, len(out) - 1):
        if not (out[n].canon == "the" and out[n + 1].canon == "?" and str(out[n + 1].value) == "other"):
            continue
        # the "one" before it, in the same sentence: a number's "one", not "one of"
        ones = [k for k in range(pairs[0] + 2, n) if out[k].canon == "a" and out[k].surface.lower() == "one"
                and out[k + 1].canon not in ("of", "pt", "noun", "cc", "kw", "color")
                and not any(t.canon == "." for t in out[k:n])]
        if len(ones) != 1:
            return tokens
        k = ones[0]
        out[k] = Token("nth1", 1, out[k].surface, out[k].start)
        end = n + 2  # "the other", and "one" or "creature" after it
        if end < len(out) and (out[end].surface.lower() == "one" or (
                out[end].canon == "noun" and not out[end].value)):
            end += 1
        out[n:end] = [Token("nth2", 2, " ".join(t.surface for t in out[n:end]), out[n].start)]
        return out
    return tokens


def _damage_put_on_the_stack(tokens: list[Token]) -> list[Token]:
    """"I blocked with a 2/2 and put combat damage on the stack. Then I played Giant Growth":
    putting the damage on the stack told as an action is the time of what is told next
    ("I blocked with a 2/2. With combat damage on the stack, I played Giant Growth")."""
    for d, token in enumerate(tokens):
        if token.canon != "damage_on_stack" or d < 2:
            continue
        k = d - 1
        while k > 0 and d - k <= 2 and (tokens[k].surface.lower() in _PUTS or tokens[k].canon in (
                "me", "opp") or (tokens[k].canon == "?" and str(tokens[k].value) == "we")):
            k -= 1
        said = " ".join(t.surface.lower() for t in tokens[k + 1:d + 1])
        if tokens[k].canon not in ("and", ",") or not any(w in said.split() for w in _PUTS):
            continue
        after = d + 1
        while after < len(tokens) and tokens[after].canon in (".", ",", "and", "then"):
            after += 1
        if after == d + 1 or after >= len(tokens) or tokens[after].canon not in ("me", "opp", "pl"):
            continue
        return (tokens[:k] + [Token(".", ".", ".", tokens[k].start), token,
                              Token(",", ",", ",", tokens[d + 1].start)] + tokens[after:])
    return tokens


#: Verbs of putting combat damage on the stack.
_PUTS = frozenset({"put", "puts", "putting", "goes", "went", "go", "placed"})


def _with_nothing(tokens: list[Token]) -> list[Token]:
    """Without "with no creatures" of a player and "with no flying" of a creature."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        rest = tokens[n + 1:n + 4]
        said = [t.surface.lower() for t in tokens[n:n + 4]]
        if said[:1] == ["without"] and out and out[-1].canon in ("pt", "noun", "color", "kw"):
            # "a 3/3 creature without (any) (special) abilities": as "with no abilities"
            skip = 1 + (said[1:2] == ["any"])
            skip += said[skip:skip + 1] in (["special"], ["other"])
            if said[skip:skip + 1] == ["abilities"]:
                n += skip + 1
                continue
        if (token.canon == "with" and rest and _is_no(rest[0]) and out and len(rest) > 1):
            length = 2 + (rest[1].canon == "?" and str(rest[1].value) == "other")
            thing = tokens[n + length] if n + length < len(tokens) else None
            if thing is not None and out[-1].canon in _HOLDERS and (
                    (thing.canon == "noun" and not thing.value and thing.surface.lower() in _NONE_OF)):
                n += length + 1 + (n + length + 1 < len(tokens) and tokens[n + length + 1].canon == "in_play")
                continue
            if length == 2 and thing is not None and thing.canon == "kw" and out[-1].canon in ("pt", "noun", "color"):
                n += 3
                continue
            # "a 3/3 with no (special) abilities": a described creature has only those given.
            special = thing is not None and thing.canon == "?" and str(thing.value) in ("special", "other")
            ability = tokens[n + length + special] if n + length + special < len(tokens) else None
            if (ability is not None and ability.canon == "ability" and ability.surface.lower() == "abilities"
                    and out[-1].canon in ("pt", "noun", "color", "kw")):
                n += length + special + 1
                continue
        if (token.canon == "with" and rest and rest[0].canon == "?" and str(rest[0].value) == "nothing"
                and out and out[-1].canon in _HOLDERS):
            n += 2 + (len(rest) > 1 and rest[1].canon == "?" and str(rest[1].value) == "else")
            continue
        said = [t.surface.lower() for t in tokens[n:n + 7]]
        if (token.canon == "noun" and said[1:3] == ["with", "power"] and said[4:6] == ["and", "toughness"]
                and tokens[n + 3].canon == "num" and tokens[n + 6].canon == "num"):
            # "a creature with power 3 and toughness 3" is "a 3/3 creature"
            out += [Token("pt", (tokens[n + 3].value, tokens[n + 6].value),
                          f"{tokens[n + 3].surface}/{tokens[n + 6].surface}", tokens[n + 3].start), token]
            n += 7
            continue
        if (token.canon == "tapped" and said[1:2] == ["out"] and out and out[-1].canon in ("opp", "me", "pl")):
            # "My opponent tapped out and attacked": no mana left, as nobody plays anything
            # unless the question says so
            n += 2 + (said[2:3] == ["and"])
            continue
        if token.canon == "is" and said[1:3] == ["blocking", "with"] and out and out[-1].canon in ("opp", "me", "pl"):
            out.append(Token("block_with", "block_with", " ".join(t.surface for t in tokens[n:n + 3]), token.start))
            n += 3  # "he was blocking with a 2/2"
            continue
        if (token.canon == "?" and str(token.value) == "such" and n + 1 < len(tokens)
                and tokens[n + 1].surface.lower() == "as" and out and out[-1].canon == "noun"):
            n += 2  # "a creature such as Drudge Skeletons", as "a creature like ..."
            continue
        if (token.canon in ("is", "?", "have") and out and out[-1].canon == "after_blocks"
                and out[-1].surface.lower().split()[-1] in ("blockers", "blocks", "block")
                and token.surface.lower() in _DECLARED):
            n += 1  # "after blockers were declared", "after the blocks had been made"
            continue
        if (token.canon in ("me", "opp") and token.surface.lower() in ("me", "him", "her", "them")
                and out and out[-1].canon == "attack" and n + 1 < len(tokens)
                and tokens[n + 1].canon in ("and", ",", ".", "then")
                and len(out) > 1 and out[-2].canon in ("me", "opp", "pl")):
            # "He attacked me and I blocked": the one other player is attacked ("Two 2/2s
            # attack me": the creatures' subject clause reads "me", a first-person letter's)
            n += 1
            continue
        if (token.canon == "in_play" and out and out[-1].canon == "no_block"
                and out[-1].surface.lower().endswith(("creatures", "blockers"))):
            n += 1  # "has no creatures in play"
            continue
        out.append(token)
        n += 1
    return out


def _no_counters(tokens: list[Token], counters_of: Callable[[str], int]) -> list[Token]:
    """Without "with no (+1/+1) counters (on it)" of a creature that comes into play with
    none (a Kilnmouth Dragon, a described 2/2): what the reader assumes. Of one that comes
    into play with some (a Phantom Nishoba) it stays unplaced."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        said = [str(t.value) if t.canon == "?" else t.canon for t in tokens[n + 1:n + 6]]
        length = 2 + (said[1:2] == ["ptmod"] and tokens[n + 2].value == (1, 1))
        if (token.canon == "with" and said[:1] == ["no"] and said[length - 1:length] in (
                ["counters"], ["counter"]) and out and (
                out[-1].canon in ("pt", "noun") or (out[-1].canon == "cc" and counters_of(str(out[-1].value)) == 0))):
            n += length + 1
            if said[length:length + 2] in (["on", "it"], ["on", "them"]):
                n += 2
            continue
        out.append(token)
        n += 1
    return out


def _no_other(tokens: list[Token]) -> list[Token]:
    """Without "(and) (I have) no other creatures (in play)" said of a player's permanents told
    ("I have a 2/2 and no other creatures in play"): what the reader assumes (nothing else)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        rest = tokens[n:n + 3]
        if (len(rest) == 3 and _is_no(rest[0]) and rest[1].canon == "?" and str(rest[1].value) == "other"
                and rest[2].canon == "noun" and (rest[2].surface.lower() in _NONE_OF - {"cards"} or rest[2].value)):
            sentence = out[max((k + 1 for k, t in enumerate(out) if t.canon == "."), default=0):]
            if out and out[-1].canon == "me_have" or [t.canon for t in out[-2:]] in (
                    [w, "have"] for w in ("me", "opp", "pl")):
                del out[-1 - (out[-1].canon == "have"):]
            elif not any(t.canon in ("have", "me_have") for t in sentence):
                out.append(tokens[n])
                n += 1
                continue
            while out and out[-1].canon in ("and", ","):
                out.pop()
            n += 3 + (n + 3 < len(tokens) and tokens[n + 3].canon == "in_play")
            continue
        out.append(tokens[n])
        n += 1
    return out


def _is_no(token: Token) -> bool:
    return token.canon == "?" and str(token.value) == "no"


__all__ = ["resolve"]
