"""The +1/+1 counters a permanent of the board has when the letter doesn't say: those it
comes into play with (410.10e: "Phantom Nishoba comes into play with seven +1/+1 counters
on it"). A 0/0 Phantom or Spike put in play without them would be put into the graveyard
at once (420.5b), which no letter about one in play means. And what two tellings of one
ability have the same (:func:`same_words`). "With 2 counters" said of a card whose only
counters are +1/+1 counters is read as those (:func:`bare_counters`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from judge.verdict.tokens import Lexed, Token

if TYPE_CHECKING:
    from judge.verdict.board import Thing


def entering_counters(thing: Thing, card: Any) -> int:
    """How many +1/+1 counters *thing* has by default: those its *card* comes into play
    with, unless the letter gives its power and toughness, says how many +1/+1 counters it
    has ("a Phantom Nishoba with three +1/+1 counters": those are all), or it is face down
    (0 then)."""
    if card is None or thing.face_down or thing.power is not None or thing.counters:
        return 0
    return comes_with_counters(card)


def comes_with_counters(card: Any) -> int:
    """How many +1/+1 counters *card* comes into play with by its own text (0 for none,
    and for amplify, which counts the cards revealed)."""
    from judge.abilities import Static

    return sum(a.power for a in getattr(card, "abilities", ())
               if isinstance(a, Static) and a.kind == "enters_with_counters")


def counters_said(thing: Thing, count: int, whose: str) -> str:
    """The assumption made: "Phantom Nishoba (yours) has the 7 +1/+1 counters it comes into
    play with (410.10e)."."""
    label = thing.card or thing.name or thing.surface
    plural = "s" * (count != 1)
    return f"{label} ({whose}) has the {count} +1/+1 counter{plural} it comes into play with (410.10e)."


def minus_counters_said(thing: Thing) -> str:
    """The reading of a size said with -1/-1 counters: the size before them ("a 4/4 with a
    -1/-1 counter" is a 3/3 in play, 200.10); of a card, its counters said."""
    return _size_with_counters(thing, thing.minus_counters, -1)


def plus_counters_said(thing: Thing) -> str:
    """The reading of a size said with +1/+1 counters: the size before them ("a 2/2 with two
    +1/+1 counters" is a 4/4 in play, 200.10), which a letter giving the size it has now
    would not mean -- so it is said."""
    return _size_with_counters(thing, thing.counters, 1)


def _size_with_counters(thing: Thing, count: int, sign: int) -> str:
    kind = "+1/+1" if sign > 0 else "-1/-1"
    plural = "s" * (count != 1)
    power, toughness = thing.power, thing.toughness
    surface = thing.surface.strip(" ,")
    if power is None or toughness is None:
        return f"'{surface}' has {count} {kind} counter{plural} on it, besides its printed size (200.10)."
    return (f"'{surface}' is read as a {power}/{toughness} before its {count} {kind} counter{plural}: "
            f"a {power + sign * count}/{toughness + sign * count} with {'them' if count != 1 else 'it'} "
            "(200.10).")


def same_words(text: str, name: str) -> str:
    """An ability's text as words only, its card's *name* (or "it" first) said "this": what
    two tellings of one ability have the same (:func:`judge.verdict.in_play.inline`).

    >>> same_words("Whenever Jungle Wurm becomes blocked, it gets -1/-1.", "Jungle Wurm")
    'whenever this becomes blocked it gets -1/-1'
    """
    import re

    said = text.lower().replace(name.lower(), "this") if name else text.lower()
    said = re.sub(r"^(whenever|when|at) it\b", r"\1 this", said.strip())
    return " ".join(re.findall(r"[a-z0-9/+{}-]+", said))


def _only_plus_counters(card: Any) -> bool:
    """Whether every counter *card*'s text speaks of is a +1/+1 counter (Spike Feeder,
    Clockwork Condor; modular, 502.43)."""
    import re

    texts = [str(getattr(a, "text", "") or getattr(a, "name", "")).lower() for a in getattr(card, "abilities", ())]
    kinds = {m for text in texts for m in re.findall(r"(\S+) counters?\b", text)} - {"a", "the", "those", "that", "no"}
    kinds = {k for k in kinds if not k.isdigit() and k not in ("one", "two", "three", "four", "five", "x", "n")}
    return kinds == {"+1/+1"} or (not kinds and any(t.startswith("modular") for t in texts))


def bare_counters(lexed: Lexed, card: Callable[[str], Any]) -> Lexed:
    """*lexed* with "(a card) (in play) with N counters" of a card whose only counters are
    +1/+1 counters as its ``counters`` ("my Clockwork Condor, with 2 counters,", "two Spike
    Feeders in play, both with 2 counters", "an Arcbound Ravager with 1 counter"), noted."""
    tokens = list(lexed.tokens)
    notes: list[str] = []
    for n in range(len(tokens) - 3):
        if tokens[n].canon != "cc" or not _only_plus_counters(card(str(tokens[n].value))):
            continue
        k = n + 1
        kept = [t for t in tokens[k:k + 1] if t.canon == "in_play"]
        k += len(kept)
        while k < len(tokens) and tokens[k].canon in (",", "both") and k - n <= 4:
            k += 1
        if not (k + 2 < len(tokens) and tokens[k].canon == "with" and tokens[k + 1].canon in ("a", "num")
                and tokens[k + 2].canon == "?" and tokens[k + 2].surface.lower() in ("counter", "counters")):
            continue
        amount = 1 if tokens[k + 1].canon == "a" else int(tokens[k + 1].value)
        end = k + 3 + 2 * ([t.canon for t in tokens[k + 3:k + 5]] == ["on", "it"])
        said = " ".join(t.surface for t in tokens[k:end])
        notes.append(f"'{said}' of {tokens[n].value} read as +1/+1 counters (the only counters its text has).")
        tokens[n + 1:end] = [Token("counters", amount, said, tokens[k].start)] + kept
        break
    if not notes:
        return lexed
    return Lexed(tuple(tokens), tuple(w for w in lexed.unread if w.lower() not in ("counter", "counters")),
                 lexed.corrections + tuple(notes))


__all__ = ["bare_counters", "comes_with_counters", "counters_said", "entering_counters", "minus_counters_said",
           "plus_counters_said", "same_words"]
