"""Players' ways of saying that several creatures block one, or which attacker each blocks,
put the one way the grammar reads them (token rewrites, run first among
:mod:`judge.verdict.rewrites`' ``more_phrasing``):

- "Both of his 2/2s block it": his two 2/2s (as "both his 2/2s" already reads);
- "he blocks with both 2/2s": with two 2/2s;
- "I attack with my 4/4 and his two 2/2s block it", "..., his 2/2 and his 3/3 block it": the
  creatures before "block" are a new clause's subject, not more attackers;
- "(they) both block (it)", "both of them block": the defending player blocks with both
  (the two creatures he or she was said to have, :meth:`c_block_with_both`);
- "I attack with a 3/3 and a 2/2. He blocks the first with a 4/4 and the second with a
  1/1": the attackers in the order told;
- "Attack with my 3/3. He blocks ...", "Attacked with my 3/3.": a sentence that starts
  with the verb and says "my" is told by the asker ("I attack with my 3/3").

Each rewrite only moves or adds words whose meaning is plain; a reference that stays
ambiguous ("the first" of two alike attackers) is left for the reader to decline.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The parts of a description of a creature.
_PARTS = frozenset({"color", "pt", "kw", "noun", "cc", "pc", "named", "paren"})
#: What a creature listed after "both" is said with ("both a 2/2 and a 3/3").
_LISTED = _PARTS | {"a", "the"}
#: What ends a sentence or a clause before a new one.
_STARTS = frozenset({".", ",", "and", "then"})
#: The verbs of a block said by its blockers.
_BLOCKS = frozenset({"block", "double_block", "triple_block"})
#: The verbs that tell a board's action (one said before a join makes what follows a clause).
_ACTIONS = frozenset({"attack", "attacked_by", "block", "block_with", "sc", "play", "activate"})
#: Verbs a sentence may start with, its subject left out ("Attack with my 3/3").
_BARE = frozenset({"attack", "block_with"})
#: Forms of those verbs told by the asker when "my" follows (not "Attacks": a third person's).
_BARE_WORDS = ("attack ", "attacked ", "block ", "blocked ", "swing ", "swung ")


def several_blocks(tokens: list[Token]) -> list[Token]:
    """*tokens* with this module's rewrites made."""
    tokens = _bare_verb(_both_of(_block_all_with(tokens)))
    tokens = _blockers_clause(_both_described(tokens))
    return _nth_attackers(_both_block(tokens))


def _both_of(tokens: list[Token]) -> list[Token]:
    """"Both of his 2/2s" as "two his 2/2s" (the number first, as the grammar reads it)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        if (t.canon == "both" and n + 3 < len(tokens) and tokens[n + 1].canon == "of"
                and tokens[n + 2].canon in ("my", "opps") and tokens[n + 3].canon in _PARTS):
            out.append(Token("num", 2, t.surface, t.start))
            n += 2
            continue
        if (t.canon == "both" and n + 4 < len(tokens) and tokens[n + 1].canon == "of"
                and tokens[n + 2].canon == "pl" and tokens[n + 3].canon == "s" and tokens[n + 4].canon in _PARTS):
            out.append(Token("num", 2, t.surface, t.start))  # "both of Alice's 2/2s"
            n += 2
            continue
        out.append(t)
        n += 1
    return out


def _both_described(tokens: list[Token]) -> list[Token]:
    """"blocks with both 2/2s" as "blocks with two 2/2s" (a plural description after it),
    when the letter hasn't told those creatures before (else "two 2/2s" would be two more).
    "attacks with both Grizzly Bears and Trained Armodon" lists two creatures: "both" adds
    nothing there (a card name ending in "s" is no plural), and is dropped."""
    return [Token("num", 2, t.surface, t.start) if t.canon == "both" and n + 1 < len(tokens)
            and tokens[n - 1].canon in ("block_with", "attack") and tokens[n + 1].canon in _PARTS
            and (tokens[n + 1].canon == "pt" or tokens[n + 1].surface.lower().endswith("s"))
            and not any(x.canon == tokens[n + 1].canon and x.value == tokens[n + 1].value for x in tokens[:n])
            else t for n, t in enumerate(tokens) if not _both_of_a_list(tokens, n)]


def _both_of_a_list(tokens: list[Token], n: int) -> bool:
    """Whether token *n* is "both" before two creatures listed ("both Grizzly Bears and
    Trained Armodon", "both a 2/2 and a 3/3") after an attack or a block."""
    if tokens[n].canon != "both" or n == 0 or tokens[n - 1].canon not in ("block_with", "attack"):
        return False
    end = n + 1
    while end < len(tokens) and tokens[end].canon in _LISTED:
        end += 1
    return end > n + 1 and end + 1 < len(tokens) and tokens[end].canon == "and" \
        and tokens[end + 1].canon in _LISTED


def _blockers_clause(tokens: list[Token]) -> list[Token]:
    """A join before creatures that a block verb follows ("I attack with my 4/4 and his two
    2/2s block it") ends a sentence, when the sentence has told an action before it."""
    out = list(tokens)
    for n, t in enumerate(tokens):
        if t.canon not in ("and", ","):
            continue
        begin = max((k + 1 for k in range(n) if tokens[k].canon == "."), default=0)
        if not any(x.canon in _ACTIONS for x in tokens[begin:n]):
            continue
        end = _phrases_end(tokens, n + 1)
        if end > n + 1 and end < len(tokens) and tokens[end].canon in _BLOCKS and _has_number_or_list(
                tokens[n + 1:end]):
            out[n] = Token(".", ".", t.surface, t.start)
    return out


def _phrases_end(tokens: list[Token], start: int) -> int:
    """Where a list of owned descriptions starting at *start* ends ("his 2/2 and his 3/3"),
    or *start* when none starts there."""
    m = start
    while True:
        k = m
        if k < len(tokens) and tokens[k].canon == "num":
            k += 1
        if k < len(tokens) and tokens[k].canon in ("my", "opps"):
            k += 1
        elif k + 1 < len(tokens) and tokens[k].canon == "pl" and tokens[k + 1].canon == "s":
            k += 2  # "Alice's 2/2"
        else:
            return m
        if k < len(tokens) and tokens[k].canon == "num":
            k += 1
        parts = k
        while parts < len(tokens) and (tokens[parts].canon in _PARTS or _plural_s(tokens, parts)):
            parts += 1
        if parts == k:
            return m
        m = parts
        if not (m + 1 < len(tokens) and tokens[m].canon in ("and", ",")
                and tokens[m + 1].canon in ("my", "opps", "num", "pl")):
            return m
        m += 1


def _plural_s(tokens: list[Token], n: int) -> bool:
    """Whether token *n* is the "s" of a plural size ("2/2s"), not yet dropped."""
    return tokens[n].canon == "s" and tokens[n].surface.lower() == "s" and n > 0 and tokens[n - 1].canon == "pt"


def _has_number_or_list(phrase: list[Token]) -> bool:
    """Whether the owned descriptions are several (a number, or a list): one alone is
    already a clause's subject to the reader."""
    return any(t.canon in ("num", "and", ",") for t in phrase)


def _defender(tokens: list[Token], n: int) -> Token | None:
    """The player who blocks at token *n*: the other one of the last attack said before it
    by "I" or "he" ("she"), as a subject token; None when no such attack is said."""
    for k in range(n - 1, 0, -1):
        if tokens[k].canon == "attack" and tokens[k - 1].canon in ("me", "opp"):
            if tokens[k - 1].canon == "me":
                return Token("opp", "opp", "he", tokens[n].start)
            return Token("me", "me", "I", tokens[n].start)
        if tokens[k].canon == "attack" and tokens[k - 1].canon == "pl":
            # "Bob attacks (Alice) with ...": the player attacked, or the one other name.
            others = {str(x.value) for x in tokens if x.canon == "pl"} - {str(tokens[k - 1].value)}
            attacked = tokens[k + 1] if k + 1 < len(tokens) and tokens[k + 1].canon == "pl" else None
            name = str(attacked.value) if attacked is not None else (
                next(iter(others)) if len(others) == 1 else "")
            return Token("pl", name, name, tokens[n].start) if name else None
    return None


def _both_block(tokens: list[Token]) -> list[Token]:
    """"(They) both block (it)", "both of them block": the defending player blocks with both."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        start = n + (t.canon == "?" and t.surface.lower() == "they")
        at_start = n == 0 or tokens[n - 1].canon in _STARTS
        if (at_start and start + 1 < len(tokens) and tokens[start].canon == "both"
                and tokens[start + 1].canon == "block"):
            subject = _defender(tokens, n)
            after = start + 2 + (start + 2 < len(tokens) and tokens[start + 2].canon == "it")
            if subject is not None and (after == len(tokens) or tokens[after].canon in _STARTS):
                said = tokens[start + 1]
                out += [subject, Token("block_with", "block_with", said.surface, said.start),
                        Token("both", "both", tokens[start].surface, tokens[start].start)]
                n = after
                continue
        out.append(t)
        n += 1
    return out


def _nth_attackers(tokens: list[Token]) -> list[Token]:
    """"He blocks the first with a 4/4 and the second with a 1/1": the first and second of
    the attackers the last attack listed, by their descriptions."""
    out: list[Token] = []
    for n, t in enumerate(tokens):
        if t.canon in ("nth1", "nth2") and n + 1 < len(tokens) and tokens[n + 1].canon == "with" and any(
                x.canon == "block" for x in tokens[max(0, n - 6):n]):
            listed = _attackers_listed(tokens, n)
            place = 0 if t.canon == "nth1" else 1
            if len(listed) >= 2:
                out += [Token("the", "the", t.surface, t.start)] + [
                    Token(x.canon, x.value, x.surface, t.start) for x in listed[place]]
                continue
        out.append(t)
    return out


def _attackers_listed(tokens: list[Token], n: int) -> list[list[Token]]:
    """The descriptions of the last attack before token *n* ("attack with a 3/3 and a 2/2"),
    each without its article or owner."""
    for k in range(n - 1, -1, -1):
        if tokens[k].canon != "attack":
            continue
        listed: list[list[Token]] = []
        m = k + 1
        while m < len(tokens) and tokens[m].canon in ("a", "my", "opps", "the"):
            parts = m + 1
            while parts < len(tokens) and (tokens[parts].canon in _PARTS or _plural_s(tokens, parts)):
                parts += 1
            if parts == m + 1:
                break
            listed.append(tokens[m + 1:parts])
            if parts < len(tokens) and tokens[parts].canon in ("and", ","):
                m = parts + 1
            else:
                break
        return listed
    return []


def _bare_verb(tokens: list[Token]) -> list[Token]:
    """"Attack with my 3/3." at a sentence's start, with "my": told by the asker."""
    out: list[Token] = []
    for n, t in enumerate(tokens):
        if (t.canon in _BARE and (n == 0 or tokens[n - 1].canon == ".")
                and (t.surface.lower() + " ").startswith(_BARE_WORDS)
                and n + 1 < len(tokens) and tokens[n + 1].canon == "my"):
            out.append(Token("me", "me", "I", t.start))
        out.append(t)
    return out


def _block_all_with(tokens: list[Token]) -> list[Token]:
    """"I block all (creatures | of them | three | them) with my Wall", "he blocks them all
    with ...", "I block both of them with ...": one ``both`` word before "with", its value the
    number of attackers said ("all": however many attack), read by
    :meth:`judge.verdict.combat_clauses.CombatClauses.c_block_both_with`."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        if t.canon == "block" and out and out[-1].canon in ("me", "opp", "pl"):
            words = [(x.canon, x.surface.lower()) for x in tokens[n + 1:n + 4]]
            said, count = 0, "all"
            if words[:1] == [("all", "all")]:
                said = 1
                if words[1:2] and (words[1][0] == "num" or words[1][1] in ("creatures", "attackers")):
                    said, count = 2, (str(tokens[n + 2].value) if words[1][0] == "num" else "all")
                elif words[1:3] == [("of", "of"), ("it", "them")]:
                    said = 3
            elif words[:2] in ([("it", "them"), ("all", "all")], [("it", "them"), ("both", "both")]):
                said, count = 2, "all" if words[1][1] == "all" else "2"
            if said and n + 1 + said < len(tokens) and tokens[n + 1 + said].canon == "with":
                out += [t, Token("both", count, " ".join(x.surface for x in tokens[n + 1:n + 1 + said]),
                                 tokens[n + 1].start)]
                n += 1 + said
                continue
        out.append(t)
        n += 1
    return out
