"""Words that tell again a creature or player already told, set aside or read as the
same (a token pass, :func:`judge.verdict.roles_said.roles_said`):

- "you regenerate your blocking creature, in this case the Drudge Skeletons": the
  creature after "in this case" / "here" / "namely" is the one before the comma, read
  by the words that say the most (the card's name);
- "You, as the attacking player, assign ...": the role of the player told between commas,
  set aside (what the player does tells the role again);
- "2/2 First Strike vs. 3/3 Vanilla Creature: The 2/2 with First Strike attacks ...": a
  heading that names the creatures the letter then tells, set aside when each of its
  sizes is told again after it.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

_PARTS = frozenset({"color", "pt", "kw", "noun", "cc", "pc", "named", "paren"})
_LEADS = frozenset({"a", "the", "my", "opps", "num"})
#: The words that say the creature after them is the one told just before.
_SAME = (("in", "this", "case"), ("in", "that", "case"), ("here",), ("namely",), ("i.e",), ("ie",))
_ROLE_PLAYERS = {"attacking player": "attacker", "defending player": "defender"}


def appositions(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with the told-again words of this module read."""
    return _example(_label(_heading(_player_role(_same_creature(tokens, notes)), notes)), notes)


def _colon(token: Token) -> bool:
    return token.canon == "," and token.surface == ":"


def _label(tokens: list[Token]) -> list[Token]:
    """"Scenario 2: ...", "Example 1: ...": the number of an example, at its start, set aside."""
    for n in range(len(tokens) - 1):
        word = int(tokens[n].canon == "?" and tokens[n].surface.lower() in ("example", "case", "scenario"))
        if ((n == 0 or tokens[n - 1].canon == ".") and n + word + 1 < len(tokens)
                and tokens[n + word].canon == "num" and _colon(tokens[n + word + 1])):
            return _label([*tokens[:n], *tokens[n + word + 2:]])
    return tokens


def _example(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"When a creature attacks and YOU block. Example: If your opponent attacks with ...": a
    general statement with no creature of its own (no size, no card), made concrete by the
    example after it, set aside with the word "Example"."""
    for n in range(1, len(tokens) - 1):
        if (tokens[n].canon == "?" and tokens[n].surface.lower() in ("example", "e.g") and _colon(tokens[n + 1])
                and tokens[n - 1].canon == "." and not any(t.canon in _PARTS - {"noun", "kw", "color"}
                                                           for t in tokens[:n])):
            told = " ".join(t.surface for t in tokens[:n - 1] if t.surface)
            if told:
                notes.append(f"'{told}' read as what the example after it makes concrete.")
            return tokens[n + 2:]
    return tokens


def _object_start(tokens: list[Token], end: int) -> int:
    """Where the object phrase ending before *end* starts (*end* when none ends there)."""
    if end > 0 and tokens[end - 1].canon in ("the_attacker", "the_blocker"):
        return end - 1
    start = end
    while start > 0 and tokens[start - 1].canon in _PARTS:
        start -= 1
    if start < end and start > 0 and tokens[start - 1].canon in _LEADS:
        start -= 1
    return start


def _same_creature(tokens: list[Token], notes: list[str]) -> list[Token]:
    for n, token in enumerate(tokens):
        if token.canon != "," or n == 0:
            continue
        words = [t.surface.lower().rstrip(".") for t in tokens[n + 1:n + 4]]
        said = next((s for s in _SAME if tuple(words[:len(s)]) == s and all(
            t.canon == "?" for t in tokens[n + 1:n + 1 + len(s)])), None)
        if said is None:
            continue
        first = _object_start(tokens, n)
        at = n + 1 + len(said)
        end = at + int(at < len(tokens) and tokens[at].canon in _LEADS)
        while end < len(tokens) and tokens[end].canon in _PARTS:
            end += 1
        if first == n or end == at or not any(t.canon in _PARTS for t in tokens[at:end]) or (
                end < len(tokens) and tokens[end].canon not in (".", ",")):
            continue
        before = " ".join(t.surface for t in tokens[first:n])
        after = " ".join(t.surface for t in tokens[at:end])
        notes.append(f"'{before}, {' '.join(t.surface for t in tokens[n + 1:at])} {after}' read as one "
                     f"creature: the {after.removeprefix('the ')}.")
        return _same_creature([*tokens[:first], *tokens[at:end], *tokens[end:]], notes)
    return tokens


def _player_role(tokens: list[Token]) -> list[Token]:
    """"You, as the attacking player, assign ...": the role set aside (what the player does
    says the role again)."""
    for n in range(1, len(tokens) - 3):
        if (tokens[n].canon == "," and tokens[n - 1].canon in ("me", "opp", "pl")
                and tokens[n + 1].canon == "?" and tokens[n + 1].surface.lower() == "as"
                and tokens[n + 2].surface.lower().removeprefix("the ") in _ROLE_PLAYERS
                and tokens[n + 3].canon == ","):
            return _player_role([*tokens[:n], *tokens[n + 4:]])
    return tokens


def _heading(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"2/2 First Strike vs. 3/3 Vanilla Creature: ...": the heading set aside."""
    for n, token in enumerate(tokens):
        if not (token.canon == "?" and token.surface.lower().rstrip(".") in ("vs", "versus")):
            continue
        start = max((k + 1 for k in range(n) if tokens[k].canon in (".", ",")), default=0)
        colon = next((k for k in range(n + 1, len(tokens)) if tokens[k].canon == "," and tokens[k].surface == ":"),
                     None)
        if colon is None:
            return tokens
        span = tokens[start:colon]
        if not all(t.canon in _PARTS | _LEADS or t is token or (t.canon == "." and k == n + 1)
                   for k, t in enumerate(tokens[start:colon], start)):
            return tokens
        sizes = [t.value for t in span if t.canon == "pt"]
        later = [t.value for t in tokens[colon + 1:] if t.canon == "pt"]
        if len(sizes) != 2 or not all(s in later for s in sizes):
            return tokens
        notes.append(f"The heading '{' '.join(t.surface for t in span if t.surface)}' names the creatures "
                     "the letter tells after it.")
        return [*tokens[:start], *_matched(tokens[colon + 1:], [t for t in span if t.canon == "pt"], notes)]
    return tokens


_ATTACKS = frozenset({"attack", "attacking", "attacked_by"})
_BLOCKS = frozenset({"block", "block_with", "block_it_with", "blocked", "blocking", "double_block",
                     "triple_block", "no_block", "unblocked"})


def _matched(tokens: list[Token], sizes: list[Token], notes: list[str]) -> list[Token]:
    """After a heading "2/2 First Strike vs. 3/3 Vanilla Creature:" whose first creature the
    letter tells attacking, alone, and no block at all ("The 2/2 with First Strike attacks. It
    deals 2 damage ... the 3/3 deals 3 damage to the 2/2"): the heading's match-up is the
    second creature blocking the first, read after the sentence of the attack and said."""
    first, second = sizes
    if first.value == second.value or sum(t.canon in _ATTACKS for t in tokens) != 1 or any(
            t.canon in _BLOCKS for t in tokens):
        return tokens
    attack = next(n for n, t in enumerate(tokens) if t.canon in _ATTACKS)
    stop = next((n for n in range(attack, len(tokens)) if tokens[n].canon == "."), None)
    said = [t for t in tokens[:attack] if t.canon == "pt"]
    if stop is None or tokens[stop].surface == "?" or [t.value for t in said] != [first.value]:
        return tokens
    notes.append(f"The heading's match-up read as the {second.surface} blocking the {first.surface} "
                 "(no block is told).")
    block = [Token("the", "the", "the", second.start), second, Token("block", "block", "blocks", second.start),
             Token("the", "the", "the", first.start), first, Token(".", ".", ".", second.start)]
    return [*tokens[:stop + 1], *block, *tokens[stop + 1:]]
