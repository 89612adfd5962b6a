"""That nobody blocks, told in the short ways players and primers tell it (a rewrite of the
question's text before it is lexed, :func:`judge.verdict.rewrites.question_forms`):

- "No blocks.", "No blockers.", "..., no blockers are declared.", "; no block." (a clause of its
  own, with no player said) is "The defending player doesn't block." (500.3: the defending
  player declares no blockers, so every attacker is unblocked);
- "Defending player is at 2 life.", "Defending player takes 3." open with the player said
  without its article: "The defending player ...";
- "I attack with a 3/3 that he doesn't block" (a relative clause after the attacker) is "I
  attack with a 3/3 and he doesn't block it".

>>> print(unblocked_said("A 2/2 attacks. No blocks. Defending player is at 2 life."))
A 2/2 attacks. The defending player doesn't block. The defending player is at 2 life.
>>> print(unblocked_said("I attack with a 3/3 that he doesn't block."))
I attack with a 3/3 and he doesn't block it.
"""

from __future__ import annotations

import re

#: Where a clause opens: the text's start, a full stop, a semicolon, a colon, a comma or "and".
_OPENS = r"(?:(?<=^)|(?<=[.;:!?]\s)|(?<=[,;:]\s)|(?<=\band\s))"
#: "No blocks", "no blockers are declared": a clause with no player said.
_NO_BLOCKS = re.compile(
    rf"{_OPENS}(?P<no>[Nn]o)\s+(?:blocks?|blockers?)(?:\s+(?:are|were|is|was|get|got)\s+(?:declared|made))?"
    r"(?=\s*(?:[.;!]|,\s|\band\b|$))")
#: "Defending player" opening a clause without its article.
_BARE = re.compile(rf"{_OPENS}(?P<d>[Dd])efending player\b")
#: "a 3/3 that he doesn't block", after the attack told in the same sentence.
_NOT_BLOCKED = re.compile(
    r"(?P<attack>\battack(?:s|ed|ing)?\b[^.?!;]*?\d+/\d+[^.?!;,]*?),?\s+(?:that|which)\s+"
    r"(?P<s>he|she|I|you|they|my opponent|the defending player)\s+"
    r"(?P<n>doesn't|does not|didn't|did not|don't|do not|can't|cannot|chooses not to|decides not to)\s+block\b"
    r"(?!\s+with)")


def unblocked_said(question: str) -> str:
    """*question* with the short ways of telling that nobody blocks said as the grammar reads them."""
    question = _NO_BLOCKS.sub(lambda m: ("The" if m["no"][0] == "N" else "the")
                              + " defending player doesn't block", question)
    question = _BARE.sub(lambda m: ("The d" if m["d"] == "D" else "the d") + "efending player", question)
    return _NOT_BLOCKED.sub(lambda m: f"{m['attack']} and {m['s']} {m['n']} block it", question)


__all__ = ["unblocked_said"]
