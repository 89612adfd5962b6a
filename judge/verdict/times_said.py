"""The times of combat damage as players say them, in the words of the phrase table
(``words.yaml``): "after the damage goes on the stack" is "after damage goes on the stack",
"once damage is dealt" is "after damage is dealt" (a rewrite of the question's text before
it is lexed, :func:`judge.verdict.rewrites.question_forms`).

- "the" before "damage" in a time ("after the damage is dealt", "with the combat damage on
  the stack", "before the regular damage") says nothing more: every combat damage of a step
  goes on the stack at once (310.1), so "the damage" is all of it. A creature's damage ("after
  my 3/3's damage goes on the stack") is left alone: with a first striker it may name one
  step (310.5);
- "once", "as soon as" before a time of damage is "after" ("once damage resolves"); elsewhere
  "once" is one time ("I activate it once").

>>> combat_times("Once the damage is dealt, he Shocks my 3/3.")
'after damage is dealt, he Shocks my 3/3.'
>>> combat_times("After the first strike damage resolves, I activate it once.")
'After first strike damage resolves, I activate it once.'
"""

from __future__ import annotations

import re

_DAMAGE = r"(?:combat\s+|first[- ]strike\s+|regular\s+|normal\s+|regular\s+combat\s+|normal\s+combat\s+)?damage\b"
_THE = re.compile(rf"\b(after|before|when|while|with|until|once|as soon as)\s+the\s+(?={_DAMAGE})", re.IGNORECASE)
_ONCE = re.compile(rf"\b(?:once|as soon as)\s+(?={_DAMAGE})", re.IGNORECASE)


def combat_times(question: str) -> str:
    """*question* with the times of combat damage said the phrase table's way."""
    question = _THE.sub(lambda m: m.group(1) + " ", question)
    return _ONCE.sub("after ", question)
