"""Whose side of the board a creature is on, as players say it: "My board: a 2/2. His board: a
3/3.", "On my side I have a 2/2 and on his side he has a 3/3 flyer." (a rewrite of the
question's text before it is lexed, :func:`judge.verdict.rewrites.question_forms`).

- "My board: X", "my side - X", "my field is X" is "I have X" (and "his", "her", "your", "my
  opponent's" the same way): what a player has in play;
- "on my side (of the board / of the table)" before "I have", "he has", "there is" says only
  whose side the player's own creatures are on: dropped.

>>> sides_said("My board: a 2/2. His board: a 3/3 flyer.")
'I have a 2/2. He has a 3/3 flyer.'
>>> sides_said("On my side I have a 2/2, and on his side of the board he has a 3/3.")
'I have a 2/2, and he has a 3/3.'
"""

from __future__ import annotations

import re

_OWNERS = {"my": "I have", "his": "He has", "her": "She has", "your": "You have",
           "my opponent's": "My opponent has", "the opponent's": "The opponent has",
           "opponent's": "My opponent has", "opponents": "My opponent has",
           "their": "They have"}
_PLACES = r"(?:board|side|field|battlefield|side of the board|side of the table)"
_BOARD = re.compile(rf"\b(my opponent's|the opponent's|opponent's|opponents|my|his|her|your|their)\s+{_PLACES}\s*(?::|-|\u2013|is|has)\s+",
                    re.IGNORECASE)
_ON_SIDE = re.compile(rf"\b[Oo]n\s+(my|his|her|your|my opponent's|the opponent's|their)\s+{_PLACES}\s*[,.]?\s*"
                      r"(?=(?:I|he|she|you|my opponent|the opponent|they)\s+(?:have|has|control|controls)\b"
                      r"|there\s+(?:is|are)\b)", re.IGNORECASE)


def sides_said(question: str) -> str:
    """*question* with the sides of the board said as what each player has."""
    def has(match: re.Match[str]) -> str:
        said = _OWNERS[match.group(1).lower()]
        start = match.start() == 0 or question[:match.start()].rstrip()[-1:] in ".!?"
        return (said if start else said[0].lower() + said[1:] if said[0] != "I" else said) + " "

    question = _BOARD.sub(has, question)
    return _ON_SIDE.sub("", question)
