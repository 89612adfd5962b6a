"""Session 32: a sentence that only comments on a keyword a creature of the letter has ("With First
Strike, everything changes.") is set aside and said (judge/verdict/keyword_talk.py); one that
says something of a creature, or names a keyword no creature has, is not."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


def test_a_comment_on_a_keyword_told_is_set_aside(lexicon: Lexicon) -> None:
    verdict = verdict_of("Imagine swinging with a 2/2 creature with First Strike. Your opponent blocks with a "
                         "hefty 4/2 brute. With First Strike, everything changes. Your 2/2 hits first, dealing "
                         "2 damage to the 4/2 blocker.", lexicon)
    assert verdict.summary == "No player's life total changes. The 4/2 (your opponent's) is put into the graveyard."
    assert "Read as the asker's argument, not the board: 'With First Strike, everything changes'." \
        in verdict.assumptions


@pytest.mark.parametrize("question", [
    # No creature of the letter has first strike: the keyword may be the 2/2's.
    "I attack with my 2/2 and my opponent blocks with his 2/2. With first strike, everything changes.",
    # "a first striker" is a creature, not the keyword named.
    "I attack with my 2/2 with first strike and he blocks with his 2/2. With a first striker, everything changes.",
])
def test_not_a_comment(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None


def test_keyword_talk_keeps_a_sentence_with_a_pronoun() -> None:
    from judge.verdict.keyword_talk import keyword_talk
    from judge.verdict.tokens import Token

    def token(canon: str, surface: str, value: str = "") -> Token:
        return Token(canon, value or surface, surface, 0)

    told = (token("me", "I"), token("have", "have"), token("pt", "2/2", "2/2"), token("with_kw", "with"),
            token("kw", "trample", "trample"), token(".", "."))
    comment = (token("with_kw", "With"), token("kw", "trample", "trample"), token(",", ","),
               token("?", "everything"), token("?", "changes"), token(".", "."))
    kept, said = keyword_talk(told + comment)
    assert kept == told and said == [("With", "trample", ",", "everything", "changes")]
    pronoun = (token("with_kw", "With"), token("kw", "trample", "trample"), token(",", ","),
               token("?", "it"), token("?", "changes"), token(".", "."))
    assert keyword_talk(told + pronoun) == (told + pronoun, [])
