"""Session 35: several blockers told as the subject of one plural "block" after another clause
joined by "and" ("A 5/5 attacks and a 2/2 and a 3/3 block it", "I attack with my 3/3 and his 2/2
and 1/1 both block"), judge/verdict/blockers_joined.py."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon
from judge.verdict.blockers_joined import blockers_joined
from verdict_helpers import life_and_summary, verdict_of


def _canons(question: str, lexicon: Lexicon) -> list[str]:
    return [t.canon for t in blockers_joined(list(lexicon.lex(question).tokens))]


def test_the_and_between_blockers_of_a_plural_block(lexicon: Lexicon) -> None:
    assert _canons("A 5/5 attacks and a 2/2 and a 3/3 block it.", lexicon) == [
        "a", "pt", "attack", "and", "a", "pt", "and_obj", "a", "pt", "block", "it", "."]
    # The attacker's clause ends at the "and" after its object; "both" adds nothing.
    assert _canons("I attack with my 3/3 and his 2/2 and 1/1 both block.", lexicon) == [
        "me", "attack", "my", "pt", ".", "opps", "pt", "and_obj", "opps", "pt", "block", "."]


@pytest.mark.parametrize("question", [
    "A 5/5 attacks and a 2/2 blocks it.",                 # one blocker: a singular verb
    "I attack with a 5/5 and a 2/2 blocks it.",           # two clauses, told by the verb's number
    "I attack with my 3/3 and my 2/2.",                   # no block at all
])
def test_no_join_without_blockers_of_a_plural_verb(question: str, lexicon: Lexicon) -> None:
    assert "and_obj" not in _canons(question, lexicon)


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("A 5/5 attacks and a 2/2 and a 3/3 block it. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. Alice's 5/5, Bob's 2/2 and Bob's 3/3 are put into the graveyard."),
    ("My 3/3 attacks and his 2/2 and 1/1 block. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (yours), the 2/2 (your opponent's) and the 1/1 (your "
     "opponent's) are put into the graveyard."),
    ("I attack with my 3/3 and his 2/2 and 1/1 both block. Who dies?", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (yours), the 2/2 (your opponent's) and the 1/1 (your "
     "opponent's) are put into the graveyard."),
    # The unblocked 3/3 deals its 3 to the defending player; the 5/5 takes 3 and survives.
    ("My 5/5 and my 3/3 attack and his 2/2 and 1/1 block the 5/5. Who dies?", {"Alice": 20, "Bob": 17},
     "Your opponent goes to 17. The 2/2 (your opponent's) and the 1/1 (your opponent's) are put into "
     "the graveyard."),
])
def test_blockers_joined_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_a_first_striker_among_the_blockers(lexicon: Lexicon) -> None:
    verdict = verdict_of("A 4/4 attacks and a 1/1 with first strike and a 3/3 block it. What happens?", lexicon)
    assert verdict.scenario["actions"][1] == {"block": {"p1-1": "p4-4", "p3-3": "p4-4"}}
    assert verdict.summary == ("No player's life total changes. Alice's 4/4, Bob's 1/1 with first strike and "
                               "Bob's 3/3 are put into the graveyard.")
    # first strike damage (310.5), then the 4/4's 4 divided among its blockers (310.2c), then
    # lethal damage (420.5c)
    rules = [rules for _, rules in verdict.decisive]
    assert rules[0] == ("310.1", "310.2a", "408.1g", "310.5", "502.2", "502.2a", "502.2b", "310.2d")
    assert "310.2c" in rules[2]
    assert rules[-1] == ("408.2c", "420.3", "420.5", "420.5c")



def test_an_attacker_listed_before_the_blockers_keeps_attacking(lexicon: Lexicon) -> None:
    # The owner said ("his") parts the attackers from the blockers: the 3/3 attacks unblocked
    # (310.2b: its 3 to the player); the 5/5 takes 2 + 1 and survives.
    assert life_and_summary("I attack with a 5/5 and a 3/3 and his 2/2 and 1/1 block the 5/5. Who dies?", lexicon) == (
        {"Alice": 20, "Bob": 17},
        "Your opponent goes to 17. The 2/2 (your opponent's) and the 1/1 (your opponent's) are put into the graveyard.")


def test_no_join_where_the_attackers_list_may_go_on(lexicon: Lexicon) -> None:
    # No owner said: "a 3/3" may attack or block, so nothing is joined.
    assert "and_obj" not in _canons("I attack with a 5/5 and a 3/3 and a 2/2 and a 1/1 block.", lexicon)
    # "both" of three creatures is left for the reader to decline (test_verdict_told_groups.py).
    assert "both" in _canons("My 2/2, my 1/1 and my 3/3 both block his 5/5.", lexicon)
