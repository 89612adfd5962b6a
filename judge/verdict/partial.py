"""A creature described by its power alone ("a 7-power first strike creature").

The engine needs a toughness. The question is read once for every toughness that could
matter, from 1 to one more than the sum of every number the question has (damage, -X/-X
and life in a board the question tells can't reach past that): if every reading gives the
same outcome (the same life totals, the same permanents put into graveyards, the same
legality), the toughness is provably irrelevant to the verdict, which is given with the
toughness 1 and that said under *assumed*. If the outcome changes with it, no verdict:
the decline names the missing toughness.

"a creature that has at least 5 power and first strike" is read as the least such creature,
"a 5-power creature with first strike", when every greater power gives the same outcome
(:func:`judge_at_least`); that is said under *assumed*.

"a 3-power first strike creature like Battering Craghorn" names the card it describes:
read as "a Battering Craghorn (3/T first strike)", the description winning over a card
the reader may not know.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from judge.verdict.lexicon import NUMBER_WORDS

if TYPE_CHECKING:
    from judge.verdict import Judged

#: ("3 power and 3 toughness" gives both: judge/verdict/described.py reads it.)
_POWER_ONLY = re.compile(r"\b(\d{1,2})[- ]power\b(?!,?\s+(?:and\s+)?\d{1,2}\s+toughness)")
_LIKE = re.compile(r"\b(an?)\s+(\d+/\d+(?:\s+[a-z][a-z-]*)*?)\s+creature\s+like\s+"
                   r"([A-Z][A-Za-z'-]+(?:\s+(?:of\s+|the\s+)?[A-Z][A-Za-z'-]+)*)")
_NUMBER = r"(\d{1,2}|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
#: "a creature (that has | with) at least 5 power (and ...)", "... 5 or more power": its least.
_AT_LEAST = re.compile(
    r"\b(an?)\s+creature\s+(?:that\s+has|that's\s+got|that\s+has\s+got|with|having)\s+"
    rf"(?:at\s+least\s+{_NUMBER}\s+power|{_NUMBER}\s+or\s+(?:more|greater)\s+power|"
    rf"(?:a\s+)?power\s+of\s+(?:at\s+least\s+{_NUMBER}|{_NUMBER}\s+or\s+(?:more|greater)))"
    # "... and first strike": what else it has, not a new clause ("... and I don't block").
    r"(\s+and\s+(?!(?:i|he|she|they|we|you|it|my|his|her|their|your|the|then|an?|if|my)\b))?",
    re.IGNORECASE)
#: The most readings made (toughness 1 to this): a bound on time.
MOST_READINGS = 40
#: The toughness read last: one no damage in a question reaches.
LARGEST = 99
#: Room for bonuses of cards named (a Giant Growth's +3/+3) over the numbers said.
_SLACK = 10
#: Numbers as words: the reader's (:data:`judge.verdict.lexicon.NUMBER_WORDS`), and "one" and
#: how many times, which it reads otherwise.
_NUMBER_WORDS = {**NUMBER_WORDS, "one": 1, "twice": 2, "thrice": 3}


def power_only(question: str) -> list[str]:
    """The powers *question* gives without a toughness ("7-power"), as written.

    >>> power_only("I block it with a 7-power first strike creature.")
    ['7-power']
    """
    return [m.group(0) for m in _POWER_ONLY.finditer(question)]


def at_least(question: str) -> tuple[str, str, int] | None:
    """*question* with its one creature given "at least" a power read as that power alone,
    the words said, and the power; None when it has no such creature or more than one.

    >>> at_least("I block it with a creature that has at least 5 power and first strike.")
    ('I block it with a 5-power creature with first strike.', 'a creature that has at least 5 power', 5)
    """
    found = list(_AT_LEAST.finditer(question))
    if len(found) != 1:
        return None
    match = found[0]
    said = next(g for g in match.groups()[1:5] if g is not None)
    power = int(said) if said.isdigit() else _NUMBER_WORDS[said.lower()]
    text = (question[:match.start()] + f"a {power}-power creature" + (" with " if match.group(6) else "")
            + question[match.end():])
    return text, match.group(0).removesuffix(match.group(6) or "").strip(), power


def judge_at_least(question: str, judge: Callable[[str], Judged],
                   card_size: Callable[[str], int]) -> Judged | None:
    """The verdict on *question*, whose one creature is given at least a power ("a creature
    with at least 5 power"), read with that power (and any toughness, :func:`judge_partial`)
    when every greater power gives the same outcome; else a decline naming the power; None
    when *question* gives no such creature."""
    from judge.verdict import Judged

    found = at_least(question)
    if found is None:
        return None
    text, said, least = found
    if len(power_only(text)) != 1:
        return Judged(True, None, (said,), "a power given as 'at least' beside another without toughness")
    first = judge_partial(text, judge, card_size)
    if first.verdict is None:
        return first
    top = max(least + 1, _top(text, first, card_size))
    if not _agree(first, judge, (_POWER_ONLY.sub(f"{power}/{toughness}", text)
                                 for power in [LARGEST, *range(least + 1, top + 1)] for toughness in (1, LARGEST))):
        return Judged(True, None, (f"the power of {said}: the outcome depends on it \u2014 give it",),
                      "a power given as 'at least'")
    return _noted(first, f"Read '{said}' as the least such creature, power {least} (every power from "
                  f"{least} to {top}, and {LARGEST}, gives the same outcome).", first_note=True)


#: Why the reader declines a creature told with neither power nor toughness.
SIZELESS = "a creature without a name or power and toughness"
#: The most powers (and toughnesses) read for a creature told without either.
_MOST_SIZES = 12


def judge_sizeless(question: str, declined: Judged, judge: Callable[[str], Judged],
                   card_size: Callable[[str], int]) -> Judged | None:
    """The verdict on *question*, *declined* for its one creature told with neither power nor
    toughness ("blocked by a green creature"), when no power and toughness can change the
    outcome: read with each power from 0 and toughness from 1 to a bound past every number
    the question has, and 99; None when *declined* is another decline."""
    from judge.verdict import Judged

    if declined.verdict is not None or declined.reason != SIZELESS or len(declined.unread) != 1:
        return None
    said = declined.unread[0]
    found = list(re.finditer(rf"\b(an?)\s+({re.escape(said.split(' ', 1)[-1])})\b", question))
    if not said.lower().startswith(("a ", "an ")) or len(found) != 1:
        return None
    match = found[0]

    def sized(power: int, toughness: int) -> str:
        return f"{question[:match.start()]}a {power}/{toughness} {match.group(2)}{question[match.end():]}"

    first = judge(sized(1, 1))
    if first.verdict is None:
        return None
    top = min(_MOST_SIZES, _top(sized(1, 1), first, card_size))
    sizes = [(LARGEST, LARGEST), (0, 1), (LARGEST, 1), (0, LARGEST)] + [
        (p, t) for p in [*range(top + 1), LARGEST] for t in [*range(1, top + 1), LARGEST]]
    if not _agree(first, judge, (sized(power, toughness) for power, toughness in sizes)):
        return Judged(True, None, (f"the power and toughness of {said}: the outcome depends on "
                                   "them \u2014 give them",), "a creature told without its size")
    return _noted(first, f"Assumed power and toughness of '{said}': 1/1 (the question gives none; every "
                  f"power from 0 and toughness from 1 to {top}, and {LARGEST}, gives the same outcome).")


def _top(question: str, first: Judged, card_size: Callable[[str], int]) -> int:
    """The largest number worth reading for *question*: every number said (damage, bonuses,
    life, how many times) and the size of every permanent in play of *first*'s verdict, with
    room for the bonuses a card named gives; at most :data:`MOST_READINGS`."""
    assert first.verdict is not None
    numbers = sum(int(n) for n in re.findall(r"\d+", question)) + sum(
        _NUMBER_WORDS.get(w, 0) for w in re.findall(r"[a-z]+", question.lower()))
    sizes = sum(int(p.get("power", 0)) + int(p.get("toughness", 0)) if "card" not in p
                else card_size(str(p["card"])) for p in first.verdict.scenario["in_play"])
    return min(MOST_READINGS, numbers + sizes + _SLACK)


def with_toughness(question: str, toughness: int) -> str:
    """*question* with the power given alone read as that power and *toughness*.

    >>> with_toughness("a 3-power first strike creature like Rocky Goat is blocked", 2)
    'a Rocky Goat (3/2 first strike) is blocked'
    """
    text = _POWER_ONLY.sub(lambda m: f"{m.group(1)}/{toughness}", question)
    return _LIKE.sub(lambda m: f"{m.group(1)} {m.group(3)} ({m.group(2)})", text)


def judge_partial(question: str, judge: Callable[[str], Judged],
                  card_size: Callable[[str], int]) -> Judged:
    """The verdict on *question*, whose one creature has a power and no toughness, when
    its toughness can't change the outcome; else a decline naming the toughness.
    *card_size* gives a named card's power plus toughness (0 if none)."""
    from judge.verdict import Judged

    powers = power_only(question)
    missing = f"the toughness of the {powers[0]} creature" if powers else "a toughness"
    if len(powers) != 1:
        return Judged(True, None, tuple(f"the toughness of the {p} creature" for p in powers),
                      "powers given without toughness")
    first = judge(with_toughness(question, 1))
    if first.verdict is None:
        return first
    top = _top(question, first, card_size)  # at most 40 readings: ~0.5 s
    # The largest first: most toughnesses that matter show there, and decline at once.
    if not _agree(first, judge, (with_toughness(question, t) for t in [LARGEST, *range(2, top + 1)])):
        return Judged(True, None, (f"{missing}: the outcome depends on it \u2014 give it",),
                      "a power given without its toughness")
    return _noted(first, f"Assumed toughness of the {powers[0]} creature: 1 (the question gives only its "
                  f"power; every toughness from 1 to {top}, and {LARGEST}, gives the same outcome).")


def _agree(first: Judged, judge: Callable[[str], Judged], readings: Iterable[str]) -> bool:
    """Whether every one of *readings* (judged in order, stopping at the first that differs)
    gets a verdict with *first*'s outcome."""
    outcome = _outcome(first)
    return all((other := judge(text)).verdict is not None and _outcome(other) == outcome
               for text in readings)


def _noted(first: Judged, note: str, first_note: bool = False) -> Judged:
    """*first* with *note* among its verdict's assumptions (first or last)."""
    assert first.verdict is not None
    notes = first.verdict.assumptions
    return dataclasses.replace(first, verdict=dataclasses.replace(
        first.verdict, assumptions=(note, *notes) if first_note else (*notes, note)))


def _outcome(judged: Judged) -> tuple[Any, ...]:
    """What a verdict decides: life totals, which permanents (by their place) left play, and
    whether an action was illegal."""
    verdict = judged.verdict
    assert verdict is not None
    final = verdict.outcome["final"]
    still = {p["id"] for p in final["in_play"]}
    gone = tuple(n for n, p in enumerate(verdict.scenario["in_play"]) if p["id"] not in still)
    lives = tuple(sorted((name, p["life"]) for name, p in final["players"].items()))
    return lives, gone, bool(verdict.outcome.get("illegal"))


__all__ = ["LARGEST", "MOST_READINGS", "SIZELESS", "at_least", "judge_at_least", "judge_partial", "judge_sizeless", "power_only", "with_toughness"]
