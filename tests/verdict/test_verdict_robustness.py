"""The robustness set (tests/verdict/robust_variants.py): letters told another way keep their
verdict or their decline, and never get a different verdict."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon

from robust_variants import TRANSFORMS, bases, measure, variants

#: Robust variants of correctly answered letters, at least (it may only go up; on main before
#: the discourse words and references: 1174 of 1275, with 2 wrong; session 21 added the "in front
#: of", "had it attack", "when they die", "a player", "hit him", "two of his", "let it through"
#: and "block using" transformations; 1422 of 1425 before session 22, 1442 of 1445 after it;
#: 1460 of 1463 after session 23's described letters: more letters answered, each robust; 1459
#: of 1463 once the session's pool cards and engine round joined them (one more variant declined,
#: none answered differently).
ROBUST_FLOOR = 1459


@pytest.fixture(scope="module")
def figures(lexicon: Lexicon) -> dict[str, Any]:
    return measure(lexicon)


def test_no_variant_gets_a_different_verdict(figures: dict[str, Any]) -> None:
    assert figures["wrong"] == []


def test_variants_keep_their_letters_outcome(figures: dict[str, Any]) -> None:
    assert figures["total"] >= 1250
    assert figures["robust"] >= ROBUST_FLOOR


@pytest.mark.parametrize("name, question, person, expected", [
    ("story before", "I attack with a 3/3.", "first",
     "I was playing a duel with my friend last night and we couldn't decide. I attack with a 3/3."),
    ("story before", "Ann attacks with a 3/3.", "third",
     "This came up at our store last night and we couldn't decide. Ann attacks with a 3/3."),
    ("buddy", "My opponent blocks with my opponent's 2/2.", "first",
     "My buddy blocks with my buddy's 2/2."),
    ("swing", "I attacked with a 3/3 and Ann attacks with Grizzly Bears.", "first",
     "I swung with a 3/3 and Ann swings with Grizzly Bears."),
    ("swing", "I attacked with double strike.", "first", None),
    ("guy", "I block with a 2/2 creature and my creature dies.", "first",
     "I block with a 2/2 guy and my guy dies."),
    ("pronoun", "He blocks with a 2/2. I bolt his 2/2.", "first", "He blocks with a 2/2. I bolt it."),
    ("pronoun", "He blocks with a 2/2. I bolt his 2/2 blocker.", "first", None),
    ("pronoun", "He blocks with a 3/3. I bolt his 2/2.", "first", None),
    ("pronoun", "He blocks with two 2/2s. I bolt the 2/2.", "first", None),
    ("in front of", "I attack with a 3/3 and he blocks with a 2/2.", "first",
     "I attack with a 3/3 and he puts a 2/2 in front of it."),
    ("in front of", "I attack with two 3/3s and he blocks with a 2/2.", "first", None),
    ("had it attack", "I attack with a 3/3 and he blocks.", "first", "I had my 3/3 attack and he blocks."),
    ("when they die", "I attack with a 3/3. Who dies?", "first",
     "I attack with a 3/3. What happens when they die?"),
    ("a player", "My opponent attacks with a 3/3.", "first", "A player attacks me with a 3/3."),
    ("a player", "My opponent attacks with a 3/3.", "third", None),
    ("hit him", "I attack with a 3/3 and he blocks.", "first", "I hit him with a 3/3 and he blocks."),
    ("hit him", "I attack my opponent with a 3/3.", "first", "I hit my opponent with a 3/3."),
    ("two of his", "He blocks with two 2/2s.", "first", "He blocks with two of his 2/2s."),
    ("let it through", "I attack with a 3/3 and he doesn't block.", "first",
     "I attack with a 3/3 and he lets it through."),
    ("let it through", "I attack with two 3/3s and he doesn't block.", "first", None),
    ("block using", "He blocks with a 2/2.", "first", "He blocks using a 2/2."),
])
def test_transformations(name: str, question: str, person: str, expected: str | None) -> None:
    assert TRANSFORMS[name](question, person) == expected


def test_the_bases_are_the_described_dev_letters_and_the_batches() -> None:
    cases = bases()
    assert len(cases) == 115 + 29 + 27
    assert all(c["cards"] == "described" for c in cases[:115])
    assert [name for name, _ in variants(cases[0])][:2] == ["story before", "story after"]
