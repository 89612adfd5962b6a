"""The combat damage a letter narrates after the combat it told: the writer's own account.

"My 2/2 with first strike attacks and his 3/3 blocks. The 2/2 deals 2 damage in the first
combat damage step. In the regular step the 3/3 deals 3 damage to the 2/2, killing it.":
the sentences after the combat tell no board fact and no action, only how the writer
expects the damage to go. They are set aside and the board is run; the verdict says so.

Only the plainest account is set aside: one attacker and one blocker told by their sizes,
no trample (where a creature's damage to its blocker is a choice, 502.9), each sentence a
creature of the combat dealing damage equal to its power (a different amount may be a pump
or an ability) to the other creature or to nothing named, with at most a step named
("in the first combat damage step", "in the regular step", "then", "first") and the death
it brings (", killing it", "and it dies"). Anything else is left to the reader, which
declines on words it can't place.
"""

from __future__ import annotations

import dataclasses

from judge.verdict.tokens import Token

_BLOCKS = frozenset({"block", "block_with", "block_it_with", "blocked"})
_ATTACKS = frozenset({"attack", "attacked_by"})
_OWNERS = frozenset({"the", "my", "opps"})
_STEP_WORDS = frozenset({"in", "the", "first", "regular", "normal", "second", "combat",
                         "damage", "step", "strike"})
_STEP_CANONS = frozenset({"nth1", "nth2", "the", "damage"})
_ABILITIES = frozenset({"activate", "ping", "tap", "ability", "its_ability", "unreadable", "assign"})
_WHICH = frozenset({(",", "which", "survives"), (",", "which", "dies")})
_PLAYERS = frozenset({"he", "she", "i", "they"})
_MODAL_VERBS = {"deal": "deals", "kill": "kills"}
_DEATHS = (("killing", "it"), ("and", "kills", "it"), ("and", "it", "dies"), ("and", "dies"))


def _size(tokens: list[Token], n: int) -> tuple[int, tuple[int, int] | None]:
    """The creature named by its size at *n* ("the 2/2", "his 3/3 with first strike"): the
    index after it and its size, or None."""
    if n < len(tokens) and tokens[n].canon in _OWNERS:
        n += 1
    if n >= len(tokens) or tokens[n].canon != "pt" or not isinstance(tokens[n].value, tuple):
        return n, None
    size = (int(tokens[n].value[0]), int(tokens[n].value[1]))
    n += 1
    if n + 1 < len(tokens) and tokens[n].canon == "with_kw" and tokens[n + 1].canon == "kw":
        n += 2
    return n, size


def _step(tokens: list[Token], n: int) -> int:
    """The index after a step named at *n* ("in the first combat damage step", "then")."""
    if n < len(tokens) and (tokens[n].canon == "then" or tokens[n].surface.lower() == "first"):
        return n + 1
    if n < len(tokens) and tokens[n].surface.lower() == "in":
        end = n + 1
        while end < len(tokens) and (tokens[end].surface.lower() in _STEP_WORDS
                                     or tokens[end].canon in _STEP_CANONS
                                     or (tokens[end].canon == "kw" and tokens[end].value == "first strike")):
            end += 1
            if tokens[end - 1].surface.lower() == "step":
                break
        if end > n + 1 and tokens[end - 1].surface.lower() == "step":
            return end
    return n


def _account(words: list[Token], sizes: set[tuple[int, int]]) -> bool:
    """Whether *words* (a sentence, stops left out) only tell creatures of the combat dealing
    their power in damage, with steps and deaths."""
    # "the 5/5 would deal 5 damage to the 3/3", as a primer tells it: "deals".
    words = [dataclasses.replace(w, surface=_MODAL_VERBS[w.surface.lower()]) if n and words[n - 1].surface.lower()
             in ("would", "will") and w.surface.lower() in _MODAL_VERBS else w
             for n, w in enumerate(words) if not (w.surface.lower() in ("would", "will") and n + 1 < len(words)
                                                  and words[n + 1].surface.lower() in _MODAL_VERBS)]
    n, parts = 0, 0
    while n < len(words):
        if parts and words[n].canon in ("and", "then", ","):
            n += 1
            continue
        n = _step(words, n)
        n = n + 1 if n < len(words) and words[n].canon == "," else n
        n, size = _size(words, n)
        if size is None or size not in sizes or n + 1 >= len(words):
            return False
        if words[n].surface.lower() == "kills":  # "his 3/3 kills my 2/2"
            n, target = _size(words, n + 1)
            if target is None or target not in sizes or target == size or target[1] > size[0]:
                return False
        elif words[n].surface.lower() == "deals" and words[n + 1].canon == "num" and words[n + 1].value == size[0]:
            n += 2
            n += n < len(words) and words[n].canon == "damage"
            if n < len(words) and words[n].canon == "to":
                n, target = _size(words, n + 1)
                if target is None or target not in sizes or target == size:
                    return False
                # "..., which survives,"
                if tuple(t.surface.lower() for t in words[n:n + 3]) in _WHICH:
                    n += 3
        else:
            return False
        n = _step(words, n)
        n = n + 1 if n < len(words) and words[n].canon == "," else n
        for death in _DEATHS:
            if tuple(t.surface.lower() for t in words[n:n + len(death)]) == death:
                n += len(death)
                break
        parts += 1
    return parts > 0


def _life_account(words: list[Token], power: int) -> bool:
    """Whether *words* only tell the defending player taking an unblocked attacker's damage
    and the life total it leaves from 20 ("He takes 5 and goes to 15", "I go to 17")."""
    n = 1 if words and words[0].surface.lower() in ("so", "then") else 0
    if n >= len(words) or not (words[n].canon in ("opp", "me", "pl") or words[n].surface.lower() in _PLAYERS):
        return False
    n, took = n + 1, False
    if n + 1 < len(words) and words[n].surface.lower() in ("take", "takes") and words[n + 1].canon == "num":
        if words[n + 1].value != power:
            return False
        n, took = n + 2, True
        n += n < len(words) and words[n].canon == "damage"
        if n == len(words):
            return True
        if words[n].canon != "and":
            return False
        n += 1
    went = [t.surface.lower() for t in words[n:n + 2]] + [t.canon for t in words[n + 2:]]
    return (took or n < len(words)) and len(went) == 3 and went[0] in ("go", "goes", "drops") \
        and went[1] == "to" and went[2] == "num" and words[-1].value == 20 - power


def narrated_combat(tokens: tuple[Token, ...]) -> tuple[tuple[Token, ...], list[tuple[str, ...]]]:
    """*tokens* without the sentences that narrate the combat damage of the one-on-one combat
    told before them, and those sentences' words (said in the verdict's assumptions)."""
    kept: list[Token] = []
    accounts: list[tuple[str, ...]] = []
    sentence: list[Token] = []
    if any((t.canon == "kw" and t.value == "trample") or t.canon in _ABILITIES
           or t.surface.lower() in ("other", "another", "ability") for t in tokens):
        # A creature's damage may be its ability's, or split among others: not only the account.
        return tokens, []
    fought: list[Token] = []  # the sizes told in the sentences of the combat
    for token in tokens + (Token(".", ".", "", -1),):
        sentence.append(token)
        if token.canon != ".":
            continue
        words = [t for t in sentence if t.canon != "."]
        combat = sum(t.canon in _ATTACKS for t in kept) == 1 and sum(t.canon in _BLOCKS for t in kept) == 1
        # "My 5/5 attacks and he doesn't block.", no life total told (each is at 20)
        unblocked = sum(t.canon in _ATTACKS for t in kept) == 1 and not any(t.canon in _BLOCKS for t in kept) \
            and sum(t.canon == "no_block" for t in kept) == 1 and not any(
                t.canon in ("life", "at", "ptmod", "play", "sc", "cc") for t in tokens)
        sizes = {(int(t.value[0]), int(t.value[1])) for t in fought if isinstance(t.value, tuple)}
        if words and combat and len(fought) == 2 and len(sizes) == 2 and all(
                t.value in sizes for t in kept if t.canon == "pt") and _account(words, sizes):
            accounts.append(tuple(t.surface for t in words))
        elif words and unblocked and len(fought) == 1 and isinstance(fought[0].value, tuple) and all(
                t.value == fought[0].value for t in kept if t.canon == "pt") and _life_account(
                words, int(fought[0].value[0])):
            accounts.append(tuple(t.surface for t in words))
        else:
            cut = _unblocked_tail(kept, words, tokens)
            if cut is not None:
                # "He doesn't block, so he takes 4 damage.": the account joined to the sentence.
                accounts.append(tuple(t.surface for t in words[cut + 1:] if t.canon not in ("and", ",")))
                sentence = words[:cut] + [t for t in sentence if t.canon == "."]
            kept += [t for t in sentence if t.start != -1]
            if any(t.canon in _ATTACKS | _BLOCKS for t in words):
                fought += [t for t in words if t.canon == "pt"]
        sentence = []
    return (tuple(kept), accounts) if accounts else (tokens, [])


def _unblocked_tail(kept: list[Token], words: list[Token], tokens: tuple[Token, ...]) -> int | None:
    """Where, in a sentence that tells an attacker unblocked ("I attack with my 4/4 and he
    doesn't block, so he takes 4."), the comma or "and" stands that joins a clause that only
    tells the defending player taking its power (:func:`_life_account`); None if none."""
    if any(t.canon in ("life", "at", "ptmod", "play", "sc", "cc") for t in tokens):
        return None
    for n in range(len(words) - 1, 0, -1):
        if words[n].canon not in (",", "and") or not any(t.canon == "no_block" for t in words[:n]):
            continue
        told = kept + words[:n]
        sizes = [t for t in told if t.canon == "pt"]
        if sum(t.canon in _ATTACKS for t in told) != 1 or any(t.canon in _BLOCKS for t in told) or sum(
                t.canon == "no_block" for t in told) != 1 or len({t.value for t in sizes}) != 1 \
                or not isinstance(sizes[0].value, tuple):
            return None
        tail = words[n + 1:]
        while tail and tail[0].canon in ("and", ","):
            tail = tail[1:]
        if tail and _life_account(tail, int(sizes[0].value[0])):
            return n
    return None


def told_after(clause: tuple[Token, ...], kept: tuple[Token, ...]) -> tuple[str, ...]:
    """The words of *clause* past what the reader *kept* of it (the outcome told at its end:
    "... and his 3/3 dies"), without the joining word and stops."""
    tail = list(clause[len(kept):]) if clause[:len(kept)] == kept else [t for t in clause if t not in kept]
    while tail and tail[0].canon in ("and", ",", "so", "then"):
        tail = tail[1:]
    return tuple(t.surface for t in tail if t.canon not in (".", ","))


__all__ = ["narrated_combat", "told_after"]
