"""Several blockers told as the subject of one plural "block", after another clause joined by
"and": "A 5/5 attacks and a 2/2 and a 3/3 block it.", "My 3/3 attacks and his 2/2 and 1/1
(both) block." (a token pass at the end of :meth:`judge.verdict.lexicon.Lexicon.lex`).

The "and" between the blockers joins objects (``and_obj``, which the grammar's ``objs`` reads
where a plain "and" may also part two clauses: the LALR parser can't tell them apart one word
ahead). It is read so only when what follows it is an object and then a plural "block" (the
verb's number tells that the objects before it block together: "a 5/5 attacks and a 2/2
blocks it" has one blocker, and "I attack with a 5/5 and a 2/2 blocks it" two clauses), and
the object before it opens its clause (after "and", a comma, a full stop or "then"), so
that an object of the verb before it ("I attack with my 3/3 and his 2/2 and 1/1 block") stays
there; an "and" before that object, after an object of the clause before it, ends that
clause ("I attack with my 3/3 and his 2/2 and 1/1 block"). "both" said before the plural verb
adds nothing when two blockers are told, and is dropped (of more than two, the letter is left
as written, for the reader to decline).

>>> from judge.verdict.lexicon import Lexicon
>>> [t.canon for t in blockers_joined(list(Lexicon.build().lex("A 5/5 attacks and a 2/2 and a 3/3 block it.").tokens))]
['a', 'pt', 'attack', 'and', 'a', 'pt', 'and_obj', 'a', 'pt', 'block', 'it', '.']
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: The words of an object phrase ("his 2/2 with first strike", "a 3/3 (flying)").
_OBJECT = frozenset({"a", "the", "num", "my", "opps", "pt", "cc", "color", "noun", "kw", "with_kw",
                     "named", "paren", "unreadable"})
#: An object's last word.
_ENDS = frozenset({"pt", "cc", "noun", "kw", "named", "paren", "unreadable"})
#: The words an object phrase opens with.
_OPENS = frozenset({"a", "the", "num", "my", "opps", "pt", "cc", "color", "named"})
#: What may stand before the clause the blockers open.
_PARTS = frozenset({"and", ",", ".", "then"})
#: The plural verb's surface forms.
_PLURAL = frozenset({"block"})


def blockers_joined(tokens: list[Token]) -> list[Token]:
    """*tokens* with the "and" between blockers told before a plural "block" as ``and_obj``."""
    out = list(tokens)
    dropped: set[int] = set()
    for n, token in enumerate(tokens):
        if token.canon != "and" or not 0 < n < len(tokens) - 1 or tokens[n - 1].canon not in _ENDS \
                or tokens[n + 1].canon not in _OPENS:
            continue
        verb = _plural_verb(tokens, n + 1)
        opens = _opens_clause(tokens, n - 1)
        if verb is None or opens is None:
            continue
        if tokens[verb - 1].canon == "both" and sum(
                t.canon in ("and", "and_obj", ",") for t in tokens[opens + 1:verb - 1]) != 1:
            continue  # "my 2/2, my 1/1 and my 3/3 both block": "both" of three, left to decline
        out[n] = Token("and_obj", "and_obj", token.surface, token.start)
        if opens >= 1 and tokens[opens].canon == "and" and tokens[opens - 1].canon in _ENDS:
            # "I attack with my 3/3 and his 2/2 and 1/1 block": the "and" after the attacker
            # ends its clause (else the parser reads the blockers as more attackers).
            out[opens] = Token(".", ".", tokens[opens].surface, tokens[opens].start)
        if tokens[verb - 1].canon == "both":
            dropped.add(verb - 1)
    return [t for n, t in enumerate(out) if n not in dropped]


def _plural_verb(tokens: list[Token], start: int) -> int | None:
    """Where the plural "block" after the object phrases from *start* stands ("a 2/2 and a 3/3
    (both) block"); None if another word comes first."""
    end = start
    while end < len(tokens) and (tokens[end].canon in _OBJECT or tokens[end].canon == "and_obj" or (
            tokens[end].canon == "and" and end + 1 < len(tokens) and tokens[end + 1].canon in _OPENS)):
        end += 1
    if end < len(tokens) and tokens[end].canon == "both":
        end += 1
    if end >= len(tokens) or tokens[end].canon != "block" or tokens[end].surface.lower() not in _PLURAL:
        return None
    return end


def _opens_clause(tokens: list[Token], last: int) -> int | None:
    """Where the word that parts the clause opened by the object phrase that ends at *last*
    stands (-1 at the question's start); None if the phrase doesn't open a clause."""
    k = last
    while k >= 0 and tokens[k].canon in _OBJECT:
        k -= 1
    if k >= 1 and tokens[k].canon in (",", "and") and tokens[k - 1].canon in _ENDS:
        # "My 2/2, my 1/1 and my 3/3 block": an object listed before it, itself opening the
        # clause, is of the same group. After a verb's object the mark parts the clauses only
        # where an owner is said that changes there ("I attack with my 3/3 and his 2/2 and 1/1
        # block", "I attack with a 5/5 and a 3/3 and his 2/2 and 1/1 block": the 3/3 attacks).
        before = _opens_clause(tokens, k - 1)
        if before is not None:
            return before
        owners = (_owner(tokens, k - 1, -1), _owner(tokens, k + 1, 1))
        return k if owners[1] is not None and owners[0] != owners[1] else None
    return k if k < 0 or tokens[k].canon in _PARTS else None


def _owner(tokens: list[Token], n: int, step: int) -> str | None:
    """The owner word ("my", "opps") of the object phrase that ends (*step* -1) or starts (1) at
    *n*; None if it has none."""
    while 0 <= n < len(tokens) and tokens[n].canon in _OBJECT:
        if tokens[n].canon in ("my", "opps"):
            return str(tokens[n].canon)
        n += step
    return None


__all__ = ["blockers_joined"]
