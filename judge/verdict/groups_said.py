"""Groups and roles of described creatures said back in players' words (token rewrites, run
by :func:`judge.verdict.sizes_said.sizes_said`):

- "He has three 1/1 goblins and attacks with all of them" ("all three", "them all"): the
  group the player was said to have, when it is all that player was said to have;
- "The attacking creature (the attacker) has first strike.", "The blocker has flying.":
  the keywords of the one creature told attacking (blocking) by size.

Each reading is said in the verdict's assumptions.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The verbs of the clause that tells a creature's role.
_ROLES = {"the_attacker": ("attack",), "the_blocker": ("block_with", "block_it_with")}


def _said(token: Token) -> str:
    return str(token.value) if token.canon == "?" else ""


def _is_them(token: Token) -> bool:
    return token.canon == "it" and token.surface.lower() == "them"


def owner_of(tokens: list[Token], k: int) -> str:
    """Whose the creature told by the size at *k* is: "my 3/3", "his 2/2", or the subject of
    its clause ("I attack with a 3/3", "he blocks with a 2/2"); "" when not told."""
    if k > 0 and tokens[k - 1].canon in ("my", "opps"):
        return "me" if tokens[k - 1].canon == "my" else "opp"
    for j in range(k - 1, -1, -1):
        if tokens[j].canon in (".", ",", "and", "then"):
            return ""
        if tokens[j].canon in ("me", "opp"):
            return str(tokens[j].canon)
    return ""


def attack_with_all(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"attacks with all of them (all three, them all)" of the one group the player has."""
    out = list(tokens)
    for n in range(1, len(out) - 1):
        if out[n].canon != "attack":
            continue
        rest = out[n + 1:n + 4]
        count: int | None = None
        if len(rest) >= 3 and rest[0].canon == "all" and rest[1].canon == "of" and _is_them(rest[2]):
            length = 3
        elif len(rest) >= 2 and rest[0].canon == "all" and rest[1].canon == "num":
            length, count = 2, rest[1].value
        elif len(rest) >= 2 and _is_them(rest[0]) and rest[1].canon == "all":
            length = 2
        else:
            continue
        end = n + 1 + length
        if end < len(out) and out[end].canon not in (".", ",", "and", "then"):
            continue
        start = max((k for k in range(n) if out[k].canon == "."), default=-1) + 1
        who = next((str(out[k].canon) for k in range(n - 1, start - 1, -1) if out[k].canon in ("me", "opp")), "")
        if not who:
            continue
        sizes = [k for k in range(n) if out[k].canon == "pt" and not (k > 0 and out[k - 1].canon == "the")]
        owned = [k for k in sizes if owner_of(out, k) == who]
        # (every size told before must be someone's: "three 1/1 goblins and a 2/2" is not one group)
        if len(owned) != 1 or any(owner_of(out, k) == "" for k in sizes) or any(
                t.canon in ("cc", "pc") for t in out[:n]):
            continue
        k = owned[0]
        if not (k > 0 and out[k - 1].canon == "num" and (count is None or out[k - 1].value == count)):
            continue
        group = out[k - 1:k + 1 + (k + 1 < len(out) and out[k + 1].canon == "noun")]
        said = " ".join(t.surface for t in out[n + 1:end])
        notes.append(f"Read '{said}' as the {' '.join(t.surface for t in group)}.")
        return [*out[:n + 1], *group, *attack_with_all(out[end:], notes)]
    return out


def role_has_later(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"The attacking creature has first strike.": the keywords given to the one creature
    told by size in an attack (a block) clause, as "a 3/3 with first strike"."""
    out = list(tokens)
    for n in range(1, len(out) - 2):
        if not (out[n - 1].canon == "." and out[n].canon in _ROLES and out[n + 1].canon == "have"):
            continue
        end = n + 2
        while end < len(out) and (out[end].canon == "kw" or (
                out[end].canon == "and" and end + 1 < len(out) and out[end + 1].canon == "kw")):
            end += 1
        if end == n + 2 or end >= len(out) or out[end].canon != ".":
            continue
        if any(t.canon == "cc" for t in out[:n]):
            continue
        told, unknown = [], False
        for k in range(n):
            if out[k].canon != "pt" or (k > 0 and out[k - 1].canon == "the"):
                continue
            verb = next((out[j].canon for j in range(k - 1, -1, -1)
                         if out[j].canon in ("attack", "block_with", "block_it_with", ".", ",", "and")), "")
            unknown = unknown or verb not in ("attack", "block_with", "block_it_with") or (
                k > 0 and out[k - 1].canon == "num")
            if verb in _ROLES[str(out[n].canon)]:
                told.append(k)
        if len(told) != 1 or unknown:  # (a creature whose part isn't told may be it too)
            continue
        moved = said_of(out, told[0], n, end, 2, notes)
        if moved is not None:
            return moved
    return out


def said_of(out: list[Token], k: int, n: int, end: int, skip: int, notes: list[str]) -> list[Token] | None:
    """Move what tokens ``n:end`` say (its first *skip* tokens, "The attacker has", dropped) to
    right after the description at *k* ("the 3/3 with first strike"), noting it; None when that
    description already has a "with"."""
    after = k + 1
    while after < n and out[after].canon in ("kw", "noun", "color"):
        after += 1
    if out[after].canon in ("with_kw", "with"):
        return None
    said = " ".join(t.surface for t in out[n:end])
    notes.append(f"Read '{said}' as said of the {out[k].surface}.")
    give = Token("with_kw", "with", said, out[n].start)
    return [*out[:after], give, *out[n + skip:end], *out[after:n], *out[end + 1:]]


#: The words a yes/no question about a creature opens with.
_AUX = frozenset({"does", "do", "will", "would", "can", "could", "did"})
#: What the question asks of the creature.
_FATES = frozenset({"die", "survive", "live", "dies", "survives", "lives"})


def asked_subject_told(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"Does my 2/2 die if it blocks his 1/1 first striker?", "Will my 3/3 survive if I block
    his 2/2 ...?": the creature the question asks about is told first as the player's ("I
    have a 2/2."), so that the board after "if" can name it ("it", "I block")."""
    if len(tokens) < 6 or _said(tokens[0]) not in _AUX or tokens[1].canon not in ("my", "opps"):
        return tokens
    end = 3
    if tokens[2].canon != "pt":
        return tokens
    while end < len(tokens) and tokens[end].canon in ("kw", "noun", "color"):
        end += 1
    if not (end + 1 < len(tokens) and _said(tokens[end]) in _FATES and tokens[end + 1].canon == "if"):
        return tokens
    if any(t.canon == "." for t in tokens[:end]) or any(t.canon == "cc" for t in tokens):
        return tokens
    who = Token("me" if tokens[1].canon == "my" else "opp", "me" if tokens[1].canon == "my" else "opp",
                "I" if tokens[1].canon == "my" else "he", tokens[0].start)
    desc = tokens[2:end]
    said = " ".join(t.surface for t in tokens[1:end])
    notes.append(f"Read '{said}', which the question asks about, as in play.")
    return [who, Token("have", "have", "have", tokens[0].start), Token("a", "a", "a", tokens[0].start), *desc,
            Token(".", ".", "", tokens[0].start), *tokens]


__all__ = ["asked_subject_told", "attack_with_all", "owner_of", "role_has_later"]
