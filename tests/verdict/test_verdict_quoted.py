"""A described creature's ability given in quotes is the engine's ability language's to read
(judge/verdict/describe.py): after its keywords ("a 2/2 with first strike and \"whenever
...\""), in a description in parentheses after its name, the name in its text read as "this";
quoted text the language doesn't read declines, naming it."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from test_verdict_quiz_phrasing import dead, life, verdict_of


@pytest.mark.parametrize("question, lives, deaths, bounced", [
    # the dev letter
    ("Ann attacks with a 2/2 with first strike and \"whenever it deals combat damage to a creature, "
     "return that creature to its owner's hand\". Bo blocks with a 3/3. What happens?",
     {"Ann": 20, "Bo": 20}, [], ["p3-3"]),
    ("I attack with a 3/3 with trample and \"whenever this deals combat damage to a player, you gain "
     "2 life\". He doesn't block. What happens?", {"Alice": 22, "Bob": 17}, [], []),
    ("I attack with a 2/2 with flying, \"whenever it deals combat damage to a creature, destroy that "
     "creature\". He blocks with a 4/4 with reach. What happens?", {"Alice": 20, "Bob": 20},
     ["p2-2", "p4-4"], []),
])
def test_a_quoted_ability_after_keywords(question: str, lives: dict[str, int], deaths: list[str],
                                         bounced: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == deaths
    hands = [c for p in verdict.outcome["final"]["players"].values() for c in p["hand"]]
    assert len(hands) == len(bounced)


@pytest.mark.parametrize("question, lives, blocker", [
    ("A 4/4 creature with trample attacks and you block it with Cho-Manno, Revolutionary (a 2/2 with "
     "\"prevent all damage that would be dealt to Cho-Manno\"). How much damage do you take?",
     {"Alice": 18, "Bob": 20}, "cho-manno-revolutionary"),
    ("I attack with a 5/5 with trample and he blocks with Sam (a 3/3 with \"prevent all damage that "
     "would be dealt to Sam\"). How much damage does he take?", {"Alice": 20, "Bob": 18}, "sam"),
])
def test_a_quoted_ability_naming_its_creature(question: str, lives: dict[str, int], blocker: str,
                                              lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    # 502.9b: lethal damage is its toughness, though all of it is prevented; it survives.
    assert dead(verdict) == []
    permanent = [p for p in verdict.scenario["in_play"] if p["id"] == blocker][0]
    assert "prevent all damage that would be dealt to this" in permanent["abilities"]


def test_a_trigger_naming_its_creature_in_parentheses(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 2/2 and he blocks with Spiky (a 1/1 with \"whenever Spiky "
                         "blocks, it deals 1 damage to each creature\"). What happens?", lexicon)
    assert dead(verdict) == ["spiky"]


@pytest.mark.parametrize("question, quoted", [
    ("I attack with a 2/2 with \"it dances whenever it is blocked\". He blocks with a 1/1. What happens?",
     "'it dances whenever it is blocked'"),
    ("I attack with a 2/2 with \"whenever it attacks, you dance a jig\". He blocks with a 1/1. What happens?",
     "'whenever this attacks, you dance a jig'"),
    ("I attack with a 2/2 with flying and \"whenever it attacks, you dance a jig\". He blocks with a 4/4 "
     "with reach. What happens?", "'whenever this attacks, you dance a jig'"),
])
def test_a_quoted_ability_the_language_doesnt_read_declines_naming_it(question: str, quoted: str,
                                                                     lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == "text the engine's ability language doesn't read"
    assert judged.unread == (f"{quoted} (its text is not in the engine's ability language)",)
