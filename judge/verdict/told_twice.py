"""A group of described creatures told again (a token rewrite, run by
:func:`judge.verdict.sizes_said.sizes_said`): "He has two 2/2s ... he blocks with both 2/2s"
("both of his 2/2s", "both of the 2/2s", "the two 2/2s", "the three 1/1 tokens") is the
group told before, "two 2/2s" in the grammar's words, which the reader places on the
creatures of that description already told (:meth:`judge.verdict.places.Places.of_told`:
two 2/2s, not four), or declines when fewer were told. Only a group whose description was
told before is read so; each reading is said in the verdict's assumptions.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: What a described group's words may be after its number ("two 1/1 green goblins").
_DESCRIBING = frozenset({"pt", "kw", "noun", "color", "cc"})
#: Whose the group is said to be ("both of his 2/2s").
_OWNERS = frozenset({"my", "opps"})


def _player(token: Token) -> str:
    """The player a subject token names: "me", "opp" or "pl:<name>" ("" for none)."""
    if token.canon in ("me", "opp"):
        return str(token.canon)
    return f"pl:{token.value}" if token.canon == "pl" else ""


def _whose(tokens: list[Token], k: int) -> str:
    """Whose the creature told at *k* is: "my 3/3", "his 2/2", "Bob's 2/2", or the subject of
    its clause ("I have a 3/3", "Bob has two 2/2s"); "" when not told."""
    if k > 0 and tokens[k - 1].canon in ("my", "opps"):
        return "me" if tokens[k - 1].canon == "my" else "opp"
    if k > 1 and tokens[k - 1].canon == "s" and tokens[k - 2].canon == "pl":
        return _player(tokens[k - 2])
    for j in range(k - 1, -1, -1):
        if tokens[j].canon in (".", ",", "and", "then"):
            return ""
        if _player(tokens[j]):
            return _player(tokens[j])
    return ""


def _owner(whose: str, start: int) -> list[Token]:
    """The grammar's owner words for *whose* ("my", "his", "Bob's"), with no surface."""
    if whose.startswith("pl:"):
        return [Token("pl", whose[3:], "", start), Token("s", "s", "", start)]
    canon = "my" if whose == "me" else "opps"
    return [Token(canon, canon, "", start)]


def _said_owner(tokens: list[Token], k: int) -> tuple[str, int]:
    """The owner said at *k* ("my", "his", "Bob's") and how many tokens say it."""
    if k < len(tokens) and tokens[k].canon in _OWNERS:
        return ("me" if tokens[k].canon == "my" else "opp"), 1
    if k + 1 < len(tokens) and tokens[k].canon == "pl" and tokens[k + 1].canon == "s":
        return _player(tokens[k]), 2
    return "", 0


def _description(tokens: list[Token], k: int) -> tuple[tuple[str, object], ...]:
    """The words describing the group from *k* on (canon and value), up to its end."""
    said: list[tuple[str, object]] = []
    while k < len(tokens) and tokens[k].canon in _DESCRIBING:
        said.append((tokens[k].canon, tokens[k].value))
        k += 1
    return tuple(said)


def _told(tokens: list[Token], n: int, said: tuple[tuple[str, object], ...]) -> dict[str, int]:
    """How many creatures described by *said* (its size among them) each player ("me",
    "opp", "" when not said) was told to have before *n* ("he has two 2/2s", or creatures
    of that size each told with "a"; "the 2/2" names one again and doesn't count)."""
    if not any(canon in ("pt", "cc") for canon, _ in said):  # a size or a card
        return {}
    told: dict[str, int] = {}
    last: tuple[int, str] | None = None
    for k in range(n):
        if _description(tokens, k) != said or (k > 0 and tokens[k - 1].canon in _DESCRIBING | {"the"}):
            continue
        before = tokens[k - 1] if k > 0 else None
        whose = _whose(tokens, k - 1 if before is not None and before.canon == "num" else k)
        if not whose and last and "." not in {t.canon for t in tokens[last[0]:k]}:
            whose = last[1]  # "he has a 2/2 and another 2/2": the list's owner
        last = (k, whose)
        told[whose] = told.get(whose, 0) + (int(before.value) if before is not None and before.canon == "num" else 1)
    return told


def _told_before(tokens: list[Token], n: int, said: tuple[tuple[str, object], ...], count: int) -> str:
    """Whose the group of at least *count* creatures described by *said* told before *n* is,
    "" when no such group of one player was told."""
    told = _told(tokens, n, said)
    enough = [w for w, many in told.items() if many >= count]
    return enough[0] if len(enough) == 1 and len(told) == 1 and enough[0] else ""


def _plural_told(tokens: list[Token], n: int) -> tuple[int, int] | None:
    """"the 2/2s", "his 2/2s", "Bob's 2/2s" at *n*: the number of the group told before and
    where its description starts, when one player's group of two or more of that
    description was told."""
    said_owner, length = _said_owner(tokens, n)
    k = n + (length or 1)
    said = _description(tokens, k)
    sizes = [t for t in tokens[k:k + len(said)] if t.canon == "pt"]
    if not sizes or not sizes[0].surface.lower().endswith("s"):
        return None
    told = _told(tokens, n, said)
    if len(told) != 1:
        return None
    ((owner, count),) = told.items()
    if not owner or (said_owner and said_owner != owner) or count < 2:
        return None
    return count, k


def groups_told_twice(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with a group told again ("both 2/2s", "both of his 2/2s", "the two 2/2s",
    "Bob's 2/2s") as "two 2/2s" (with its owner's word), each noted."""
    out = list(tokens)
    n = 0
    while n < len(out):
        token = out[n]
        said_owner = ""
        if not (n and out[n - 1].canon in _ROLE_VERBS | {"block", "by"}):
            n += 1  # only an attack's or a block's creatures ("can I kill both Bears?" is asked)
            continue
        if token.canon == "both":
            count, k = 2, n + 1
            if k < len(out) and out[k].canon == "of":
                k += 1
            said_owner, length = _said_owner(out, k)
            k += length or (k < len(out) and out[k].canon == "the")
        elif token.canon == "the" and n + 1 < len(out) and out[n + 1].canon == "num" and isinstance(
                out[n + 1].value, int) and out[n + 1].value >= 2:
            count, k = int(out[n + 1].value), n + 2
        elif token.canon in ("the", "my", "opps", "pl") and not (n and out[n - 1].canon in ("num", "of", "both")) \
                and (plural := _plural_told(out, n)) is not None:
            count, k = plural  # "the 2/2s", "his 2/2s": all of the group told
            said_owner = _said_owner(out, n)[0]
        else:
            n += 1
            continue
        said = _description(out, k)
        whose = _told_before(out, n, said, count) if said else ""
        if not whose or (said_owner and said_owner != whose):
            n += 1
            continue
        end = k + len(said)
        surface = " ".join(t.surface for t in out[n:end])
        owner = _owner(whose, token.start)
        out[n:k] = [Token("num", count, surface, token.start)] + owner  # the grammar's "two his 2/2s"
        notes.append(f"'{surface}' read as the {count} creatures of that description told before "
                     f"(not {count} more).")
        n += 1 + len(owner)
    return out


def one_of_a_group(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with "he blocks with one (of them)" as "... with one of his 2/2s" when all the
    blocking player was told to have is one group of two or more alike creatures ("He has
    two 2/2s"): one of those told (:meth:`judge.verdict.places.Places.of_told`), noted."""
    out = list(tokens)
    for n in range(1, len(out) - 1):
        one = out[n + 1]
        said = one.surface.lower()
        if not (out[n].canon == "block_with" and ((one.canon == "one_of" and said == "one of them") or (
                one.canon == "a" and said == "one")) and (n + 2 == len(out) or out[n + 2].canon in (".", ",", "and", "then"))):
            continue
        who = _player(out[n - 1])
        groups = {_description(out, k) for k in range(n) if out[k].canon in _DESCRIBING
                  and not (k and out[k - 1].canon in _DESCRIBING)}
        counts = {g: _told(out, n, g) for g in groups}
        theirs = [(g, told[who]) for g, told in counts.items() if told.get(who)]
        unsure = [g for g, told in counts.items() if told.get("")]  # whose it is not said
        if not who or len(theirs) != 1 or theirs[0][1] < 2 or unsure:
            continue
        group = theirs[0][0]
        start = next(k for k in range(n) if _description(out, k) == group and not (k and out[k - 1].canon in _DESCRIBING))
        notes.append(f"'{one.surface}' read as one of the {theirs[0][1]} alike creatures told before.")
        # "one his 2/2": one of those told (places.descs), in the grammar's "two his 2/2s" order
        return (out[:n + 1] + [Token("num", 1, one.surface, one.start)] + _owner(who, one.start)
                + out[start:start + len(group)] + out[n + 2:])
    return out


#: The verbs an attacker or a blocker is told after ("I attack with a 3/3", "he blocks with a 2/2").
_ROLE_VERBS = frozenset({"attack", "block_with", "block_it_with", "with"})
#: What may stand between such a verb and a creature of its list.
_IN_LIST = frozenset({"a", "and", ",", "num", "my", "opps", "s"}) | _DESCRIBING
#: Clauses that say what a player has, not what it does.
_DOES = frozenset({"attack", "block", "block_with", "block_it_with", "play", "sc", "activate"})


def _role_subject(tokens: list[Token], n: int) -> str:
    """The player ("me", "opp") whose attack or block the creature at *n* is told in, ""
    when it isn't one."""
    v = n - 1
    while v >= 0 and tokens[v].canon in _IN_LIST:
        v -= 1
    if v < 0 or tokens[v].canon not in _ROLE_VERBS:
        return ""
    if tokens[v].canon == "with":  # "he blocks my 3/3 with a 2/2"
        v = next((k for k in range(v - 1, max(v - 6, -1), -1) if tokens[k].canon == "block"), -1)
        if v < 0:
            return ""
    return _player(tokens[v - 1]) if v > 0 else ""


def _had(tokens: list[Token], n: int, said: tuple[tuple[str, object], ...], who: str) -> int:
    """How many creatures described by *said* player *who* was told to have ("I have a 3/3",
    "he has two 2/2s in play") in the sentences before *n*; -1 when one was also told in
    another way (in an action: which is which is not sure)."""
    count = 0
    for k in range(n):
        if _description(tokens, k) != said or (k and tokens[k - 1].canon in _DESCRIBING | {"the"}):
            continue
        start = max((j + 1 for j in range(k) if tokens[j].canon == "."), default=0)
        clause = {t.canon for t in tokens[start:k]}
        if "have" not in clause or clause & _DOES:
            return -1
        before = tokens[k - 1] if k else None
        whose = _whose(tokens, k - 1 if before is not None and before.canon == "num" else k) or _player(
            tokens[start])
        if whose == who:
            count += int(before.value) if before is not None and before.canon == "num" else 1
    return count


def had_again(tokens: list[Token], notes: list[str]) -> list[Token]:
    """*tokens* with "a 2/2" ("two Grizzly Bears") that attacks or blocks as "one his 2/2"
    ("two his Grizzly Bears") when the player was told to have as many before ("He has a
    2/2. I attack with my 3/3 and he blocks with a 2/2."): the ones told, not more (some of
    them when all told are alike), noted; only once in a sentence, and never when a creature
    of that description was told in another way."""
    out = list(tokens)
    n = 1
    while n < len(out) - 1:
        counted = out[n].canon == "num" and isinstance(out[n].value, int)
        if not (out[n].canon == "a" or counted) or out[n + 1].canon not in ("pt", "cc"):
            n += 1
            continue
        count = int(out[n].value) if counted else 1
        who = _role_subject(out, n)
        said = _description(out, n + 1)
        if not who or _had(out, n, said, who) < count:
            n += 1
            continue
        start = max((j + 1 for j in range(n) if out[j].canon == "."), default=0)
        stop = next((j for j in range(n, len(out)) if out[j].canon == "."), len(out))
        if sum(1 for k in range(start, stop) if _description(out, k) == said and out[k - 1].canon in ("a", "num")) != 1:
            n += 1
            continue
        surface = " ".join(t.surface for t in out[n:n + 1 + len(said)])
        notes.append(f"'{surface}' read as the one{'s' * (count > 1)} told before "
                     f"({'not more' if count > 1 else 'not another'}).")
        owner = _owner(who, out[n].start)
        out[n:n + 1] = [Token("num", count, out[n].surface, out[n].start)] + owner
        n += 1 + len(owner)
    return out


__all__ = ["groups_told_twice", "had_again", "one_of_a_group"]
