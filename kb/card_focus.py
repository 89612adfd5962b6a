"""Which ability of a named card a question is about (issue 8, session 35).

A card's text (:class:`kb.ask.KBCards`: its type line, then one ability a line) brings
a rule or more for each ability -- its keyword's rules, the forms of a trigger, an
activated ability's cost, a target -- and a question is most often about one of them
("Blood Pet's ability", "when the Vampire's trigger resolves").  Each ability is valued
by the share of the question's own words it holds (:func:`kb.card_places.own_share` of
the reading without the cards' text) plus, for the kind of ability a question names in
a player's words ("trigger", "activate"), :data:`CUE_SHARE`.

With :data:`ENABLED`, :func:`kb.ask.ask` ranks a question naming known cards (their text
read) with :func:`place`: the first rule the abilities asked about bring
(:func:`ability_rules`) found at places 6-10 takes the fifth, and the rules only the
other abilities bring go to the end of the top five.

Measured before building it (af0f97e6, with cards, ``scripts/ability_signal.py``, dev
224 and batches 18-38, 1,021 questions naming a known card; 679 cards of two abilities
or more had one pointed to, 743 of their 1,572 abilities): the rules the pointed
abilities and the type line bring decide at 0.0407 (193 of 4,745), the rules only the
other abilities bring at 0.0181 (48 of 2,657), every rule the cards' lines bring at
0.0417 (546 of 13,102).  A pointed rule decides 167 questions, a rule only the others
bring 47 (37 of them with no pointed rule deciding).  Where they stand in ``ask``'s
ranking without this module (``--places``; the 385 questions whose cards have an
ability not asked about): in the top five, the rules the abilities asked about bring
decide at 0.194 (70 of 360), the words' own at 0.138 (141 of 1,024), the rules only
the other abilities bring at 0.079 (8 of 101); at places 6-10, 0.070 (15 of 214), 0.035
(39 of 1,109) and 0.023 (3 of 131).  Reading only the abilities asked about (their
words and forms alone; switched off again) lost recall: batches 18-38 pooled (1,100
questions, recall@5 / MRR@10) 0.3870 / 0.4063 -> 0.3841 / 0.4108, dev 224 0.7091 /
0.6226 -> 0.7024 / 0.6224 (their forms only: 0.3839 / 0.4071, 0.7046 / 0.6288; their
words only: 0.3871 / 0.4108, 0.7024 / 0.6191).  Placing, as :func:`place` does: 0.3995 /
0.4087, dev 0.7284 / 0.6300 (the rules of every ability placed alike, none moved down:
0.3970 / 0.4072, 0.7262 / 0.6231; the asked rules placed, none moved down: 0.3995 /
0.4073, 0.7284 / 0.6231).  Looked for within places 6-7 / 6-8 / 6-10: 0.3988, 0.4005,
0.3995 (10 kept: the top ten ``ask`` shows).  The controls, on the same questions: the
sixth result placed fifth for every question naming a card, 0.3941 / 0.4065, dev 0.7083
/ 0.6226; the first rule at 6-10 no card line brings, 0.3800 / 0.4054, dev 0.6927 /
0.6219: the card's rules, not any move, earn the place.

Judged, first without keeping the question's own best their places (e18eb4d7 against
af0f97e6, with cards; recall@5 / MRR@10): leave-one-batch-out (``scripts/cv_batches.py
--only prior``: the stored weights, the prior's weight and table fitted per fold without
the batch held; 22 batches, 1,100 questions; scripts/cv_rank.py places as ``ask`` does, 0
captured rankings differing) mean 0.387 / 0.407 -> 0.400 / 0.409; pooled 0.3995 / 0.4087,
dev 224 0.7284 / 0.6300.  That could push out one of the two results of the question's
own words :func:`kb.card_places.keep_own` keeps; kept (as now, 80adf402): leave-one-batch-out
as above 0.387 / 0.407 -> 0.396 / 0.408 (0 rankings differing); batches 18-38 pooled
0.3870 / 0.4063 -> 0.3959 / 0.4080; own set 0.939 / 0.905 both; dev 224 0.709 / 0.623
-> 0.724 / 0.630; batches 31 0.381 / 0.353 -> 0.397 / 0.353, 32 0.923 / 0.823 both, 33
0.408 / 0.510 both, 34 0.228 / 0.315 -> 0.241 / 0.334, 35 0.449 / 0.461 -> 0.468 /
0.462, 36 0.471 / 0.496 -> 0.495 / 0.515, 37 0.455 / 0.436 -> 0.455 / 0.423, 38 0.347 /
0.362 -> 0.387 / 0.364; ``--no-cards`` every figure unchanged (the cards' text is not
read).  CPU per answer (scripts/ask_profile.py time, own set and batches 30-38): median
10.89 -> 10.88 ms.  Off: ``ENABLED = False``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from kb.card_places import TOP, own_share

__all__ = ["CLEAR", "CUE_SHARE", "ENABLED", "REACH", "SOFT", "ability_values", "ability_rules",
           "clear_winner", "cue_share", "line_rules", "place", "place_results", "rule_of"]

#: Whether :func:`kb.ask.ask` places the rules of the abilities asked about (:func:`place`).
ENABLED = True
#: How many places of the ranking a rule the abilities asked about bring is looked for in.
REACH = 10
#: Whether the rules only a card's other abilities bring are moved down only where one
#: ability wins clearly: its value (:func:`ability_values`) at least :data:`CLEAR` times the
#: next best ability's (the rule of the ability asked about is still placed either way).
#: Session 35's :data:`ENABLED` rose on dev 224 but fell 0.016 held aside; this softer
#: variant is off until judged on a fresh batch.  Measured with cards, after session 36's
#: reading fixes (recall@5 / MRR@10; off / on / soft): dev 224 0.702 / 0.613, 0.717 /
#: 0.618, 0.717 / 0.614;
#: batches 31-39 pooled (238) 0.443 / 0.462, 0.464 / 0.465, 0.464 / 0.463; own set 0.939 /
#: 0.905 all three.  Soft changes the top ten of 8 of those 568 questions (their recall
#: none; MRR@10 4 down, 1 up): nearly every demotion already follows a clear win.
#: Judged in session 36 on the fresh batches 40 and 40b pooled (17 questions, with cards):
#: off 0.534 / 0.502, on 0.564 / 0.509, soft 0.564 / 0.505 -- :data:`ENABLED` stays on and
#: soft, no better than on, stays off (the rule fixed before those batches existed).
SOFT = False
CLEAR = 2.0

#: What a question naming the kind of an ability ("its trigger", "I activate it") adds
#: to the value of each ability of that kind.
CUE_SHARE = 0.5

_TRIGGERED = re.compile(r"^(when|whenever|at)\b")
_ACTIVATED = re.compile(r"^[^\"]*?:")
#: (the question's words naming a kind of ability, whether a line is one of that kind)
_CUES: tuple[tuple[re.Pattern[str], Callable[[str], bool]], ...] = (
    (re.compile(r"\btrigger", re.I), lambda line: _TRIGGERED.search(line) is not None),
    (re.compile(r"\b(activat|tap(s|ped|ping)? (it|him|her|them)\b|\{t\})", re.I),
     lambda line: _ACTIVATED.search(line) is not None),
)


def cue_share(question: str, line: str) -> float:
    """:data:`CUE_SHARE` for each kind of ability *question* names that *line* is.

    >>> cue_share("Does the trigger go on the stack?", "when this comes into play, draw")
    0.5
    >>> cue_share("Does the trigger go on the stack?", "{T}: add {G}")
    0.0
    >>> cue_share("Can I activate it twice?", "{T}: add {G}")
    0.5
    """
    lowered = line.strip().lower()
    return sum((CUE_SHARE for asked, kind in _CUES if asked.search(question) and kind(lowered)),
               0.0)


def ability_values(session: object, question: str, lines: Sequence[str],
                   rarity: Mapping[str, float]) -> list[float]:
    """Each of a card's *lines* (its type line first, then its abilities) → how much the
    question points to it: the share of the question's own words (*rarity*, stem → share)
    its stems hold, plus :func:`cue_share`; the type line is 0."""
    stems: Callable[[str], list[str]] = getattr(session, "stems")
    return [0.0 if n == 0 else own_share(rarity, frozenset(stems(line))) + cue_share(question, line)
            for n, line in enumerate(lines)]



@functools.lru_cache(maxsize=4096)
def line_rules(line: str) -> frozenset[str]:
    """The rules one line of card text brings: the rules its card forms
    (:func:`kb.situations.situation_rules`, the ``cards`` source) and card-text principles
    (:func:`kb.vocabulary.load_text_principles`) cite.

    >>> sorted(line_rules("{T}: add {G}"))[:3]
    ['402.6', '403.1', '403.4']
    """
    from kb.situations import situation_rules
    from kb.vocabulary import load_text_principles

    rules = set(situation_rules("", [line], sources=("cards",)))
    rules.update(n for p in load_text_principles() if p.found_in(line) for n in p.cite)
    return frozenset(rules)


def ability_rules(session: object, question: str, texts: Iterable[str],
                  rarity: Mapping[str, float]) -> tuple[frozenset[str], frozenset[str]]:
    """The rules the abilities of the cards of *texts* that *question* is about bring,
    and the rules only their other abilities bring.  Of a card with two abilities or
    more, the abilities asked about are those of the best :func:`ability_values` (ties
    kept) and its type line; of a card with one, or none the question's words point to,
    every line.  With :data:`SOFT`, the other abilities' rules are returned only for a
    card whose best ability wins clearly (:func:`clear_winner`)."""
    asked: set[str] = set()
    other: set[str] = set()
    for text in texts:
        lines = [line for line in text.split("\n") if line.strip()]
        brought = [line_rules(line) for line in lines]
        values = ability_values(session, question, lines, rarity) if len(lines) > 2 else []
        best = max(values[1:], default=0.0)
        demote = not SOFT or clear_winner(values[1:])
        for n, rules in enumerate(brought):
            if best <= 0 or n == 0 or values[n] == best:
                asked.update(rules)
            elif demote:
                other.update(rules)
    return frozenset(asked), frozenset(other - asked)


def clear_winner(values: Sequence[float]) -> bool:
    """Whether the best of an ability's *values* is at least :data:`CLEAR` times the next
    best (a tie is no winner; a best above nothing wins).

    >>> clear_winner([0.4, 0.1]), clear_winner([0.4, 0.3]), clear_winner([0.4, 0.4])
    (True, False, False)
    >>> clear_winner([0.3, 0.0, 0.0]), clear_winner([0.0, 0.0])
    (True, False)
    """
    ordered = sorted(values, reverse=True)
    if not ordered or ordered[0] <= 0:
        return False
    return len(ordered) < 2 or ordered[0] >= CLEAR * ordered[1] and ordered[0] > ordered[1]


R = TypeVar("R")


Result = tuple[float, Any, list[str]]
"""A ranked result: (score, hit, why)."""


def rule_of(item: Result) -> str | None:
    """The rule number of a ranked result, None if it is not a rule."""
    return str(item[1].id) if item[1].kind == "rule" else None


def _asked(item: Result) -> bool:
    """Whether a ranked rule is one whose number (or its parent's) the question asks."""
    from kb.ask import family_of

    score, hit, why = item
    return hit.kind == "rule" and any(f"rule {number} asked" in why
                                      for number in family_of(str(hit.id)))


def place_results(ranked: Sequence[Result], asked: frozenset[str], other: frozenset[str],
                  own: Sequence[Result] = ()) -> list[Result]:
    """*ranked* results as :func:`place` orders them, each scored as the result it took the
    place of (the scores still fall down the ranking).  A rule whose number the question
    asks (or its parent's) keeps its place.  (Keeping every rule the question's own
    reading pins -- a translation's, a principle's: :func:`kb.rerank.is_pinned` by a
    reason other than a card-text form -- measured the same recall, MRR@10 0.4082 against
    0.4087 on batches 18-38, dev 0.6294 against 0.6300.)  The question's *own* ranking
    keeps the places :func:`kb.card_places.keep_own` keeps it."""
    from kb.card_places import CARD_PLACES

    owned = {hit.key for _, hit, _ in own[:TOP]}
    out = place(ranked, asked, other, rule_of, keep=_asked,
                own=lambda item: item[1].key in owned, least=TOP - CARD_PLACES)

    return [(score, hit, why) for (score, _, _), (_, hit, why) in zip(ranked, out)]


def place(ranked: Sequence[R], asked: frozenset[str], other: frozenset[str],
          rule_of: Callable[[R], str | None], top: int = TOP, reach: int | None = None,
          keep: Callable[[R], bool] = lambda item: False,
          own: Callable[[R], bool] | None = None, least: int = 0) -> list[R]:
    """*ranked* with the first rule of *asked* ranked below *top* but within *reach*
    (default :data:`REACH`) placed last of the top *top* (the one there moving down one), then the rules of
    *other* in the top *top* moved to its end (their order kept), but for those *keep*
    holds; *rule_of* gives an item's rule number (None for an item that is not a rule).
    Nothing is placed where it would leave fewer than *least* of the top *top* that *own*
    holds (the question's own best, :func:`kb.card_places.keep_own`).

    >>> ranked = ["101.1", "202.2", "303.1", "410.3", "502.9", "420.5", "413.2a"]
    >>> place(ranked, frozenset({"413.2a", "420.5"}), frozenset({"202.2"}), lambda r: r)
    ['101.1', '303.1', '410.3', '420.5', '202.2', '502.9', '413.2a']
    >>> place(ranked, frozenset(), frozenset(), lambda r: r) == ranked
    True
    """
    out = list(ranked)
    reach = REACH if reach is None else reach
    chosen = next((n for n in range(top, min(reach, len(out))) if rule_of(out[n]) in asked), None)
    if chosen is not None and own is not None and len(out) >= top and own(out[top - 1]) \
            and sum(map(own, out[:top])) <= least:
        chosen = None
    if chosen is not None:
        out.insert(top - 1, out.pop(chosen))
    head = out[:top]
    moved = [item for item in head if rule_of(item) in other and not keep(item)]
    if moved:
        out[:top] = [item for item in head if item not in moved] + moved
    return out
