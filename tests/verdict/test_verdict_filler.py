"""Words that frame a board question without telling anything on the board ("Imagine ...",
"Picture this:", "Hypothetically, ...", the story of how it came up, what a judge said) are
set aside; framing that carries an action still declines, naming it."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from test_verdict_quiz_phrasing import dead, life, verdict_of


@pytest.mark.parametrize("question, lives, deaths", [
    # the dev letter
    ("Imagine a 4/4 creature with trample attacks and you block it with Cho-Manno, Revolutionary (a 2/2 "
     "with \"prevent all damage that would be dealt to Cho-Manno\"). How much damage do you take?",
     {"Alice": 18, "Bob": 20}, []),
    ("Imagine you attack with a 3/3 and your opponent blocks with a 2/2. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("Imagine this: I attack with a 3/3 and he blocks with a 2/2. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("Picture this: I attack with a 3/3 and he blocks with a 2/2. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("Hypothetically, I attack with a 5/5 trampler and he blocks with a 2/2. How much does he take?",
     {"Alice": 20, "Bob": 17}, ["p2-2"]),
    ("I was in a local tournament and a ruling dispute came up. I attack with a 3/3 and he blocks with "
     "a 2/2. The judge said both die. Who is right?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
])
def test_framing_words_are_set_aside(question: str, lives: dict[str, int], deaths: list[str],
                                     lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == deaths


@pytest.mark.parametrize("question, unread", [
    ("Imagine I attack with a 3/3 and he blocks with a 2/2. My friend told me he could regenerate it. "
     "Is that right?", ("regenerate",)),
    ("Imagine I attack with a 3/3 and he blocks with a 2/2 and he discards a card. Who dies?",
     ("discards", "card")),
    ("I imagine he blocks with a 2/2 when I attack with a 3/3. Who dies?", ("he",)),
])
def test_framing_that_carries_an_action_still_declines(question: str, unread: tuple[str, ...],
                                                       lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.unread == unread
