"""The layout of a bug report, as players file them on rules engines' issue trackers (a rewrite
of the question's text before it is lexed, :func:`judge.verdict.rewrites.question_forms`):

- steps numbered "1. I attack with a 3/3. 2. AI blocks with a 3/3." or "Step 1: ..." are the
  story told in order: the numbers are dropped;
- "Expected: the 2/2 dies." ("Expected result:", "Expected behavior:") is what the writer
  expected, said the way the reader reads an expectation: "I thought the 2/2 dies." (a guess
  that tells no action is set aside, and the verdict says so; one that tells an action stays in
  the board, where the reader declines what it can't place);
- "Actual: nothing dies." ("Actual result:", "Actual behavior:") is what the engine did: the
  label is dropped and its sentence read as the letter's own account.

>>> report_layout("1. I attack with a 3/3. 2. AI blocks with a 2/2. Expected: the 2/2 dies. Actual: nothing dies.")
'I attack with a 3/3. AI blocks with a 2/2. I thought the 2/2 dies. Nothing dies.'
"""

from __future__ import annotations

import re

#: Where a sentence opens: the text's start, or after a full stop, a question, an exclamation or a colon.
_OPENS = r"(?:(?<=^)|(?<=[.!?:]\s))"
_STEP = re.compile(rf"{_OPENS}(?:[Ss]tep\s+\d{{1,2}}\s*[:.)-]|\(?\d{{1,2}}[.)])\s+(?=[A-Za-z])")
_KIND = r"(?:\s+(?:result|results|behaviou?r|outcome))?\s*:\s*"
_EXPECTED = re.compile(rf"{_OPENS}[Ee]xpected{_KIND}(?P<w>\w+)")
_ACTUAL = re.compile(rf"{_OPENS}[Aa]ctual(?:ly)?{_KIND}(?P<w>\w)")
#: First words written with a capital only because they open the sentence.
_COMMON = frozenset({"the", "a", "an", "it", "both", "nothing", "neither", "my", "his", "her", "their",
                     "your", "only", "no", "all", "each", "every", "one", "that", "this", "he", "she", "they"})


def _expected(match: re.Match[str]) -> str:
    word = match["w"]
    return "I thought " + (word.lower() if word.lower() in _COMMON else word)


def report_layout(question: str) -> str:
    """*question* with a bug report's numbered steps and its expected and actual outcome said
    as the reader reads a letter."""
    question = _STEP.sub("", question)
    question = _EXPECTED.sub(_expected, question)
    return _ACTUAL.sub(lambda m: m["w"].upper(), question)


__all__ = ["report_layout"]
