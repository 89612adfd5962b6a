"""Whose each creature of a one-on-one combat is and which keywords it was told with, and whether
the reason a letter gives for the combat's outcome says them as told.

"His 2/2 attacks and my 3/3 with first strike blocks. His 2/2 dies since my 3/3 has first
strike.": the reason names the creatures by their owners ("my 3/3", "mine", "his creature") and
restates a keyword. It is the writer's account (the verdict computes the outcome) when each
owner and keyword it says is the one the combat told: "my 3/3" of a 3/3 told as the
opponent's, "mine" where no creature or two of the writer's were told, or "since his 2/2 has
trample" of a 2/2 told without it contradict the board, and the sentence stays for the
reader, which declines it. A reason that names no owner and no size ("since it has first
strike") is judged as before (:func:`judge.verdict.outcomes_told._is_reason`).

>>> from judge.verdict.tokens import Token
>>> def lexed(*words: tuple[str, object]) -> list[Token]:
...     return [Token(c, v, str(v), n) for n, (c, v) in enumerate(words)]
>>> told = told_facts([lexed(("opps", "opps"), ("pt", (2, 2)), ("attack", "attack"), ("and", "and"),
...     ("my", "my"), ("pt", (3, 3)), ("with_kw", "with"), ("kw", "first strike"), ("block", "block"))])
>>> sorted(told[(3, 3)].owners), sorted(told[(3, 3)].keywords), sorted(told[(2, 2)].owners)
(['my'], ['first strike'], ['opps'])
>>> says_as_told(lexed(("my", "my"), ("pt", (3, 3)), ("have", "has"), ("kw", "first strike")), told, set())
True
>>> says_as_told(lexed(("opps", "his"), ("pt", (3, 3)), ("have", "has"), ("kw", "first strike")), told, set())
False
>>> says_as_told(lexed(("my", "mine"), ("have", "has"), ("kw", "first strike")), told, set())
True
>>> says_as_told(lexed(("opps", "his"), ("have", "has"), ("kw", "first strike")), told, set())
False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from judge.keyword_text import Keyword
from judge.verdict.tokens import Token

#: The owner words of the lexicon: the writer's ("my", "mine") and the other player's ("his", "her").
OWNERS = frozenset({"my", "opps"})
#: A player as a clause's subject, and the owner word of what he attacks or blocks with.
_SUBJECTS = {"me": "my", "opp": "opps"}
#: What stands between a subject and the creature it attacks or blocks with ("I block with a 2/2").
_WITH = frozenset({"with", "block_with", "attack"})
#: What may follow a size and still describe the creature ("a 3/3 flyer with first strike and trample").
_DESCRIBING = frozenset({"kw", "with_kw", "and", ","})


@dataclass
class Told:
    """One size of the combat: the owners and the keywords told of it."""

    owners: set[str] = field(default_factory=set)
    keywords: set[str] = field(default_factory=set)


def _subject(sentence: list[Token], n: int) -> str | None:
    """The owner word of the player the clause around *n* opens with ("I attack with ...")."""
    start = max((k + 1 for k in range(n) if sentence[k].canon in ("and", ",")), default=0)
    return _SUBJECTS.get(sentence[start].canon) if start < n else None


def _owner(sentence: list[Token], n: int) -> str | None:
    """The owner of the size at *n*: the owner word before it ("my 3/3"), or the subject of
    the clause that attacks or blocks with it ("he blocks with a 2/2"); None if not told."""
    k = n - 1
    while k >= 0 and sentence[k].canon in ("a", "the"):
        k -= 1
    if k < 0:
        return None
    if sentence[k].canon in OWNERS:
        return sentence[k].canon
    return _subject(sentence, k) if sentence[k].canon in _WITH else None


def told_facts(sentences: list[list[Token]]) -> dict[tuple[int, int], Told]:
    """Each size told in *sentences*: whose it is and the keywords told with it ("my 3/3 with
    first strike", "a 5/5 trampler", "The 5/5 has trample.")."""
    out: dict[tuple[int, int], Told] = {}
    for sentence in sentences:
        for n, token in enumerate(sentence):
            if token.canon != "pt" or not isinstance(token.value, tuple):
                continue
            told = out.setdefault((int(token.value[0]), int(token.value[1])), Told())
            owner = _owner(sentence, n)
            if owner is not None:
                told.owners.add(owner)
            k = n + 1
            if k < len(sentence) and sentence[k].canon in ("have", "is"):
                k += 1  # "The 5/5 has trample."
            while k < len(sentence) and sentence[k].canon in _DESCRIBING:
                if sentence[k].canon == "kw":
                    told.keywords.add(str(sentence[k].value))
                k += 1
    return out


def says_as_told(words: list[Token], told: dict[tuple[int, int], Told], printed: set[str]) -> bool:
    """Whether the owners and the keywords *words* (a reason) say of the combat's creatures are
    those *told* of them: "my 3/3" is the writer's 3/3, "mine" his one creature, and a keyword
    said of a creature named ("my 3/3 has first strike") one told of it (or printed on a card
    of the combat, *printed*, whose creature can't be told apart)."""
    subject: tuple[int, int] | None = None
    for n, token in enumerate(words):
        after = words[n + 1] if n + 1 < len(words) else None
        if token.canon in OWNERS:
            if after is not None and after.canon == "pt":
                size = after.value
                if size not in told or token.canon not in told[size].owners:
                    return False
                subject = size
                continue
            owned = [size for size, facts in told.items() if token.canon in facts.owners]
            if len(owned) != 1:
                return False  # "mine" with none or two of the writer's creatures told
            subject = owned[0]
        elif token.canon == "pt" and subject is None:
            subject = token.value if token.value in told else None
        elif token.canon == "kw" and subject is not None and token.value not in printed \
                and token.value not in told[subject].keywords:
            return False
    return True


#: The verbs of a creature told going to the graveyard ("goes to", "is put into", "gets sent to").
_TO_GRAVEYARD = frozenset({"go", "goes", "went", "gone", "going", "put", "sent", "moved"})
#: What may stand between "to" and "graveyard": "the", an owner ("his", "its owner's", "their owners'").
_WHOSE = frozenset({"the", "its", "his", "her", "their", "my", "your", "our", "owner", "owners", "owner's",
                    "owners'", "'s", "'", "s", "respective"})
#: The auxiliaries of "is put", "gets sent", "will be put", dropped with the verb.
_AUXILIARIES = frozenset({"is", "are", "was", "were", "be", "been", "gets", "get", "got", "getting"})


def graveyard_deaths(words: list[Token]) -> list[Token]:
    """*words* with each creature told going to the graveyard ("the 2/2 goes to the graveyard",
    "both are put into their owners' graveyards", "it gets sent to the graveyard", "ends up in
    the graveyard") said as its death, "dies": an outcome of the combat in a letter's account
    (a creature of the combat that dies is put into its owner's graveyard, 420.5c).

    >>> words = [Token("the", "the", "The", 0), Token("pt", (2, 2), "2/2", 1), Token("is", "is", "is", 2),
    ...          Token("assign", "assign", "put", 3), Token("into", "into", "into", 4),
    ...          Token("the", "the", "the", 5), Token("?", "graveyard", "graveyard", 6)]
    >>> [t.surface for t in graveyard_deaths(words)]
    ['The', '2/2', 'dies']
    """
    out = list(words)
    n = len(out) - 1
    while n > 0:
        if out[n].surface.lower() not in ("graveyard", "graveyards"):
            n -= 1
            continue
        k = n - 1
        while k > 0 and out[k].surface.lower() in _WHOSE:
            k -= 1
        if out[k].surface.lower() not in ("to", "into", "in") or k == 0:
            n -= 1
            continue
        verb = k - 1
        if out[verb].surface.lower() == "up" and verb > 0 and out[verb - 1].surface.lower() in ("ends", "end", "ended"):
            verb -= 1  # "ends up in the graveyard"
        elif out[verb].surface.lower() not in _TO_GRAVEYARD:
            n -= 1
            continue
        while verb > 0 and out[verb - 1].surface.lower() in _AUXILIARIES:
            verb -= 1
        out[verb:n + 1] = [Token("?", "dies", "dies", out[verb].start)]
        n = verb - 1
    return out


#: What names one creature before "has" or "with" in a claim.
_CREATURES = frozenset({"pt", "cc", "pc", "named", "it", "my", "opps"})


def _printed(card: Any) -> set[str]:
    """The keywords printed on *card* as the lexicon names them ("flying", "protection from black")."""
    out = set()
    for ability in getattr(card, "abilities", ()):
        if isinstance(ability, Keyword):
            arg = ability.arg
            out.add(str(ability.name) if arg is None else
                    f"{ability.name} from {arg}" if ability.name == "protection" else f"{ability.name} {arg}")
    return out


def claimed_facts(words: list[Token], board: list[Token], cards: Mapping[str, Any] | None = None) -> list[str]:
    """The keywords a claim tells ("I think he takes 2, since my 3/3 has trample") that the
    *board* told before it doesn't have, nor a card it names has printed (*cards*): what the
    writer holds true of the board, which the verdict can't set aside with the claim. (A size
    told only in a claim goes with an action or a creature told there, which decline already.)

    >>> board = [Token("pt", (3, 3), "3/3", 0), Token("kw", "flying", "flying", 1)]
    >>> claimed_facts([Token("pt", (3, 3), "3/3", 2), Token("have", "have", "has", 3),
    ...                Token("kw", "trample", "trample", 4)], board)
    ['trample']
    >>> claimed_facts([Token("it", "it", "it", 2), Token("have", "have", "has", 3),
    ...                Token("kw", "flying", "flying", 4)], board)
    []
    """
    told = {(t.canon, str(t.value)) for t in board}
    told |= {("kw", str(k)) for t in board if t.canon == "paren" and isinstance(t.value, tuple)
             and len(t.value) > 1 and isinstance(t.value[1], tuple) for k in t.value[1]}
    # the keywords printed on a card the board or the claim names ("... because of protection
    # from black" of the Death Speakers)
    told |= {("kw", k) for t in [*board, *words] if t.canon in ("cc", "pc", "named") and cards is not None
             for k in _printed(cards.get(str(t.value)))}
    # said of a creature ("my 3/3 has trample", "it has flying", "my 3/3 with trample"), not of
    # creatures at large ("can't be blocked except by creatures with flying")
    keywords = [t.surface for n, t in enumerate(words) if t.canon == "kw" and (t.canon, str(t.value)) not in told
                and n >= 2 and words[n - 1].canon in ("have", "with_kw") and words[n - 2].canon in _CREATURES
                and not any(w.surface.lower() == "though" for w in words[max(0, n - 4):n])]  # "as though it had"
    # (A size a claim says a creature "is" stays the claim's: "His objection is that my 2/2 is a
    # 4/4" disputes the board, which the verdict answers; an outcome reported for a reason that
    # says one is no claim only: outcomes_told.tells_fact.)
    return keywords


def size_said(words: list[Token], n: int) -> bool:
    """Whether the size at *n* is what something "is" ("is a 2/4", "'s only a 2/2", "is now a 4/4"):
    a reason that says it may contradict the board or tell a change the board lacks."""
    k = n - 1
    while k >= 0 and (words[k].canon in ("a", "the") or words[k].surface.lower() in ("only", "just", "now",
                                                                                      "actually", "really")):
        k -= 1
    return k >= 0 and words[k].canon == "is"


__all__ = ["OWNERS", "Told", "claimed_facts", "graveyard_deaths", "says_as_told", "size_said", "told_facts"]
