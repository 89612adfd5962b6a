"""Rule references in running text: "see rule 310", "rules 409.1a–409.1h", "409.1f–h".

:func:`find_rule_references` reads the citations a Comprehensive Rules text
makes to its own numbered rules and gives one :class:`kb.model.Reference`
(kind ``rule``) per cited rule, ranges expanded:

>>> [r.target for r in find_rule_references("See rules 419.6e and 419.6f.")]
['419.6e', '419.6f']
>>> [r.target for r in find_rule_references("(see rules 409.1f–h)")]
['409.1f', '409.1g', '409.1h']

What counts as a reference:

- a number introduced by ``rule`` or ``rules`` (any case), and the numbers
  that follow it in a list (``rules 212.1a, 212.1b, and 212.1c``) or a range
  (``rules 306–311``, ``409.1a–409.1h``, abbreviated ``409.1f–h``; en dash,
  hyphen or "through");
- ``section NNN`` with a three-digit number: the section is a rule record
  (``rule 500`` and ``section 500`` name the same thing);
- a bare range of full subrule numbers with no "rule" before it (``the steps
  described in 409.1a–409.1h``, ``follows steps 409.1a-409.1h of rule 409``):
  two complete subrule numbers joined by a dash can only be a citation;
- **not** ``section 4``: a one-digit "section" is a part of the rules, which
  has a title but no record of its own; it is not a rule reference.

Every reference of one citation shares :attr:`Reference.text` (the whole
citation, from "rule" to its last number) and :attr:`Reference.start` (its
offset in the text), so the number of citations is the number of distinct
starts.  Ranges give every number between their ends, whether or not the
edition has that rule: the caller resolves them against the rules it holds.
"""

from __future__ import annotations

import re

from kb.model import Reference

#: Longest range expanded number by number; longer ones give their two ends.
MAX_RANGE = 40

_NUMBER = r"\d{3}(?:\.\d{1,3}[a-z]?)?(?![\d])"
_RANGE_SEP = r"\s*(?:[–—-]|\s+through\s+)\s*"
_RANGE_END = r"(?:\d{3}(?:\.\d{1,3}[a-z]?)?|\d{1,3}[a-z]?|[a-z])(?![\w])"
_ITEM = rf"{_NUMBER}(?:{_RANGE_SEP}{_RANGE_END})?"
_LIST_SEP = r"(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)"
_CITATION_RE = re.compile(
    rf"\b(?P<word>[Rr]ules?|[Ss]ections?)[ \t\u00a0]+(?P<items>{_ITEM}(?:{_LIST_SEP}{_ITEM})*)"
)
_ITEM_RE = re.compile(
    rf"(?P<first>{_NUMBER})(?:(?P<sep>{_RANGE_SEP})(?P<last>{_RANGE_END}))?"
)
_BARE_RANGE_RE = re.compile(
    r"(?<![\w.])(?P<first>\d{3}\.\d{1,3}[a-z])[–—-](?P<last>\d{3}\.\d{1,3}[a-z])(?![\w])")
_PARTS_RE = re.compile(r"^(\d{3})(?:\.(\d{1,3})([a-z]?))?$")
_SHORT_END_RE = re.compile(r"(\d{1,3})([a-z]?)")


def _parts(number: str) -> tuple[int, int | None, str]:
    match = _PARTS_RE.match(number)
    if match is None:  # pragma: no cover - guarded by the regexes above
        raise ValueError(number)
    section, rule, letter = match.groups()
    return int(section), (int(rule) if rule is not None else None), letter or ""


def _format(section: int, rule: int | None, letter: str) -> str:
    return str(section) if rule is None else f"{section}.{rule}{letter}"


def expand_range(first: str, last: str) -> list[str]:
    """The rule numbers from *first* to *last*, both included.

    *last* may be abbreviated: ``expand_range("409.1f", "h")``,
    ``expand_range("409.1", "3")``.  A range this module cannot enumerate
    (different rules' subrules, or longer than :data:`MAX_RANGE`) gives its
    two ends.

    >>> expand_range("409.1f", "h")
    ['409.1f', '409.1g', '409.1h']
    >>> expand_range("306", "311")
    ['306', '307', '308', '309', '310', '311']
    """
    section, rule, letter = _parts(first)
    short = _SHORT_END_RE.fullmatch(last)
    if re.fullmatch(r"[a-z]", last) and rule is not None and letter:
        end: tuple[int, int | None, str] = (section, rule, last)
    elif short is not None and rule is not None and len(short.group(1)) < 3:
        end = (section, int(short.group(1)), short.group(2))
    elif _PARTS_RE.match(last):
        end = _parts(last)
    else:
        return [first]
    e_section, e_rule, e_letter = end
    if rule is None and e_rule is None and section <= e_section:
        numbers = [str(n) for n in range(section, e_section + 1)]
    elif (rule is not None and e_rule is not None and section == e_section
          and letter and e_letter and rule == e_rule and letter <= e_letter):
        numbers = [_format(section, rule, chr(c)) for c in range(ord(letter), ord(e_letter) + 1)]
    elif (rule is not None and e_rule is not None and section == e_section
          and not letter and not e_letter and rule <= e_rule):
        numbers = [_format(section, r, "") for r in range(rule, e_rule + 1)]
    else:
        return [first, _format(*end)]
    if len(numbers) > MAX_RANGE:
        return [numbers[0], numbers[-1]]
    return numbers


def find_rule_references(text: str) -> list[Reference]:
    """Every rule cited in *text*, in order, ranges and lists expanded.

    Each :class:`~kb.model.Reference` has kind ``rule``, the cited number as
    its target, the whole citation as its text and the citation's offset in
    *text* as its start.

    >>> ref = find_rule_references('as in rule 502.9, "Trample."')[0]
    >>> ref.target, ref.text, ref.start
    ('502.9', 'rule 502.9', 6)
    >>> find_rule_references("see section 4, and section 500")[0].target
    '500'
    """
    found: list[Reference] = []
    for citation in _CITATION_RE.finditer(text):
        word = citation.group("word").lower()
        items = citation.group("items")
        phrase = citation.group(0)
        start = citation.start()
        targets: list[str] = []
        for item in _ITEM_RE.finditer(items):
            first, last = item.group("first"), item.group("last")
            if last is None:
                targets.append(first)
            else:
                targets.extend(expand_range(first, last))
        if word.startswith("section"):
            # A "section" is a rule record only when it has three digits.
            targets = [t for t in targets if "." not in t]
        for target in targets:
            found.append(Reference(target=target, kind="rule", text=phrase, start=start))
    spans = [(c.start(), c.end()) for c in _CITATION_RE.finditer(text)]
    for bare in _BARE_RANGE_RE.finditer(text):
        if not any(a <= bare.start() < b for a, b in spans):
            found.extend(Reference(target=target, kind="rule", text=bare.group(0), start=bare.start())
                         for target in expand_range(bare.group("first"), bare.group("last")))
    found.sort(key=lambda ref: ref.start)
    return found


def count_citations(references: list[Reference]) -> int:
    """The number of citations behind *references* (distinct text offsets and texts)."""
    return len({(ref.start, ref.text) for ref in references})
