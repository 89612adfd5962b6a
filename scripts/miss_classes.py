"""What a missed deciding rule is about, and whether the question said so: the classes
``scripts/diagnose_misses.py --classes`` counts its never-a-candidate and beyond-50
misses in.

A class is a topic of the Comprehensive Rules of December 1, 2003 (the rules it holds,
by number: a trigger's event and when it goes on the stack, 404 / 408.1f / 410; targets
and their legality on resolution, 409.1c / 413.2a / 502.7b; ...) and a cue: the words
that should have led a reader to that topic.  :func:`classify` names the class of an
expected rule and where its cue is: in the question's own words, only in the text of a
card the question names, or nowhere (the question names neither the topic nor a card
that does).  The first class whose rules hold the expected rule is its class; a rule no
class holds is ``other``.

Session 34 (515c0abc, with cards; dev 224 and batches 18-37: 2,300 expected answers, 916
in the top 5): of the 664 never a candidate (474) or beyond 50 (190), by class and cue
(question / card text only / none), see the report of that session; the largest classes
are the trigger's event and stack (121), abilities and characteristics (92), an effect's
instructions (72), state-based effects (63).
"""

from __future__ import annotations

import dataclasses
import re

__all__ = ["CLASSES", "OTHER", "MissClass", "classify", "holds"]


@dataclasses.dataclass(frozen=True, slots=True)
class MissClass:
    """One topic of the rules a missed deciding rule may be about."""

    name: str
    """The topic, as the report prints it."""
    rules: tuple[str, ...]
    """The rules of the topic: a number holds itself and the rules beneath it
    (``"410"`` holds 410.10a; ``"413.2a"`` only itself and its subrules)."""
    cue: str
    """A regular expression (case-insensitive) over the question or a named card's text
    for words that lead to the topic."""


#: The classes, first match wins (so the narrower ones come first).
CLASSES = (
    MissClass("targets and their legality on resolution",
              ("409.1c", "413.2a", "502.7b", "415"),
              r"\btarget|\bfizzle|\bshroud|\bprotection|\billegal\b"),
    MissClass("a trigger's event and when it goes on the stack",
              ("404", "408.1c", "408.1f", "410"),
              r"\btrigger|^(?:when|whenever|at)\b|\b(?:when|whenever)\b[^.?]*,|\bat the beginning"),
    MissClass("state-based effects", ("420",),
              r"toughness|\bdies?\b|\blethal|\blegend|\b0/0\b|\bzero\b|\blife\b|\btoken"),
    MissClass("a cost and playing a spell or ability",
              ("203", "402.6", "403", "406", "409", "411"),
              r"\bpay|\bcost|\bsacrific|\{t\}|\btap\b|\bactivat|\bplay(?:s|ed|ing)? (?:a|an|the|my|his|her)\b"),
    MissClass("layers, timestamps and dependency", ("418",),
              r"[+-]\d+/[+-]?\d+|\bpower\b|\bbecomes?\b|\bloses?\b|\bgains?\b|\bcontrol\b"),
    MissClass("the stack: respond, priority, resolve",
              ("217.6", "408", "413.1", "414"),
              r"\brespon|\bstack\b|\bpriority\b|\bresolv|\bcounter(?:s|ed)? (?:it|the|a|my|his|her)\b"),
    MissClass("a step or phase, named or implied by a time",
              ("300", "301", "302", "303", "304", "305", "306", "307", "308", "309", "310",
               "311", "312", "313", "314", "500"),
              r"\bupkeep\b|\bdraw step\b|\bend of (?:the |my |your |his |her )?turn\b|\bcleanup\b"
              r"|\bmain phase\b|\bcombat\b|\battack|\bblock|\bbeginning of\b|\bnext turn\b"),
    MissClass("replacement and prevention", ("419",),
              r"\bprevent|\binstead\b|\bregenerat|\bskip|\bwould\b"),
    MissClass("a zone change and a new object", ("217",),
              r"\breturn|\bgraveyard\b|\bhand\b|\blibrary\b|\bremoved? from the game\b"
              r"|\bleaves? play\b|\bput into play\b"),
    MissClass("an effect's instructions, information, the impossible", ("413.2", "416", "417"),
              r"\bwhat happens\b|\bhow (?:does|do|many)\b|\bnumber of\b|\bcan'?t\b"),
    MissClass("abilities and characteristics of objects",
              ("103", "104", "200", "201", "202", "204", "205", "212", "213", "214", "216",
               "402", "405", "407"),
              r"\bability|\babilities\b|\bcolou?r|\btype\b|\bname\b|\bcreature\b"),
    MissClass("keyword abilities", ("502",), r"."),
    MissClass("copies, face-down, split cards, control of turns",
              ("503", "504", "505", "506", "507"),
              r"\bcop(?:y|ies)\b|\bclone\b|\bface.down\b|\bmorph\b|\bsplit\b|\bcontrol\b"),
)
#: The class of a rule no class holds.
OTHER = "other"


def holds(number: str, rule: str) -> bool:
    """Whether the class rule *number* holds *rule*: the same, or a rule beneath it.

    >>> holds("410", "410.10a"), holds("413.2a", "413.2a"), holds("413.2", "413.2a")
    (True, True, True)
    >>> holds("41", "410.1"), holds("413.2a", "413.2")
    (False, False)
    """
    if rule == number:
        return True
    if not rule.startswith(number):
        return False
    rest = rule[len(number)]
    return rest == "." or (number[-1].isdigit() and "." in number and rest.isalpha())


def classify(expected: str, question: str, card_texts: tuple[str, ...] = ()
             ) -> tuple[str, str]:
    """The class of the expected rule *expected* and where its cue is: ``"question"``
    (in *question*'s words), ``"card text"`` (only in one of *card_texts*, the text of
    the cards it names) or ``"none"``; ``(OTHER, "none")`` for a rule no class holds."""
    for miss_class in CLASSES:
        if any(holds(number, expected) for number in miss_class.rules):
            cue = re.compile(miss_class.cue, re.IGNORECASE | re.MULTILINE)
            if cue.search(question):
                return miss_class.name, "question"
            if any(cue.search(text) for text in card_texts):
                return miss_class.name, "card text"
            return miss_class.name, "none"
    return OTHER, "none"
