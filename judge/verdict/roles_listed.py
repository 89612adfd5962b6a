"""A combat laid out by its roles, as primers and issue reports list it: "Attacker: a 3/3.
Blockers: a 2/2 and a 1/1.", "Attacker: - Matter Reshaper (3/2) Defenders: - Plated Sliver
(1/2, first strike), - Striking Sliver (1/2, first strike)", "Attacking creature: creature 1 ->
4/3 Blocking creatures: creature 2 -> 2/5 & creature 3 -> 1/2 (blocks creature 1)" (a rewrite
of the question's text before it is lexed, :func:`judge.verdict.rewrites.question_forms`).

One attacker listed, then its blockers (or none), is told the way the grammar reads it: "X
attacks. Y and Z block it." Each creature listed may be given with a dash or a bullet before
it, and its size after an arrow ("creature 1 -> 4/3" is "creature 1 (4/3)"); a blocker's
"(blocks creature 1)" says no more when there is one attacker. A layout of several attackers
(which blocker blocks which is then the letter's to tell) is left as written, and the reader
declines what it can't place.

>>> roles_listed("Attacker: a 3/3. Blockers: a 2/2 and a 1/1. Who dies?")
'A 3/3 attacks. A 2/2 and a 1/1 block it. Who dies?'
>>> roles_listed("Attacker: - Matter Reshaper (3/2) Defenders: - Plated Sliver (1/2), - Striking Sliver (1/2)")
'Matter Reshaper (3/2) attacks. Plated Sliver (1/2) and Striking Sliver (1/2) block it.'
"""

from __future__ import annotations

import re

#: A role's label: "Attacker:", "Blocking creatures -", "Defenders:".
_LABEL = re.compile(
    r"(?:(?<=^)|(?<=[\s.,;:!?]))(?P<role>attackers?|attacking(?:\s+creatures?)?|blockers?|blocking(?:\s+creatures?)?"
    r"|defenders?|defending\s+creatures?)\s*(?::|\s[-\u2013\u2014]\s)\s*", re.IGNORECASE)
#: A bullet or dash before a creature listed.
_BULLET = re.compile(r"^\s*(?:[-\u2013\u2014*\u2022]\s*)+")
#: "creature 1 -> 4/3": the size after an arrow.
_ARROW = re.compile(r"\s*(?:-+>|\u2013>|\u2014>|=>|\u2192)\s*([+-]?\d+/[+-]?\d+)\b")
#: A blocker's "(blocks creature 1)", said of the one attacker.
_BLOCKS = re.compile(r"\s*\((?:blocks|blocking)\b[^()]*\)", re.IGNORECASE)
#: Where a creature listed ends and the next begins: ", -", " and ", "&", ",".
_SPLIT = re.compile(r"\s*(?:,\s*[-\u2013\u2014*\u2022]\s*|,?\s+and\s+|\s*&\s*|,\s*)(?![^()]*\))", re.IGNORECASE)
#: The end of what a label lists: a full stop, a question or an exclamation (not in parentheses).
_END = re.compile(r"[.!?](?:\s|$)(?![^()]*\))")


def roles_listed(question: str) -> str:
    """*question* with a combat laid out by its roles told as the grammar reads it."""
    labels = list(_LABEL.finditer(question))
    attackers = [m for m in labels if _is_attacker(m["role"])]
    blockers = [m for m in labels if not _is_attacker(m["role"])]
    if len(attackers) != 1 or len(blockers) > 1 or (blockers and blockers[0].start() < attackers[0].start()):
        return question
    spans = [(m, _listed_end(question, m, labels)) for m in (attackers + blockers)]
    attacker = _listed(question[spans[0][0].end():spans[0][1]])
    if len(attacker) != 1:
        return question
    told = f"{_capital(attacker[0])} attacks."
    if blockers:
        listed = [_BLOCKS.sub("", item) for item in _listed(question[spans[1][0].end():spans[1][1]])]
        if not listed:
            return question
        joined = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]
        told += f" {_capital(joined)} {'blocks' if len(listed) == 1 else 'block'} it."
    start, end = spans[0][0].start(), spans[-1][1]
    if blockers and question[spans[0][1]:spans[1][0].start()].strip(" .,;"):
        return question  # words between the two lists: more than a layout
    rest = question[end:]
    rest = rest[1:] if rest[:1] in ".!" else rest
    return question[:start] + told + (" " + rest.lstrip() if rest.strip() else "")


def _is_attacker(role: str) -> bool:
    return role.lower().startswith("attack")


def _listed_end(question: str, label: re.Match[str], labels: list[re.Match[str]]) -> int:
    """Where what *label* lists ends: at the next label or the sentence's end."""
    after = [m.start() for m in labels if m.start() > label.start()]
    stop = _END.search(question, label.end())
    ends = after + ([stop.start()] if stop is not None else []) + [len(question)]
    return min(ends)


def _listed(text: str) -> list[str]:
    """The creatures a label lists, each without its bullet and with its size in parentheses."""
    text = _ARROW.sub(r" (\1)", _BULLET.sub("", text.strip()))
    items = [_BULLET.sub("", item).strip(" ,;") for item in _SPLIT.split(text)]
    return [item for item in items if item]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


__all__ = ["roles_listed"]
