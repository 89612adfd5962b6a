"""A described creature's size said beside its +1/+1 counters ("a 2/2 with two +1/+1 counters")
is read as the size before them, and -- as with -1/-1 counters -- that reading is said under
*assumed*: a letter giving the size the creature has now would mean another board."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question


def test_plus_counters_on_a_described_size_are_said(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 with two +1/+1 counters on it. My opponent blocks "
                            "with a 3/3. What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) is put "
                                      "into the graveyard.")
    assert ("'a 2/2 with two +1/+1 counters on it' is read as a 2/2 before its 2 +1/+1 counters: "
            "a 4/4 with them (200.10).") in judged.verdict.assumptions
    mine = [p for p in judged.verdict.scenario["in_play"] if p["controller"] == judged.verdict.players["me"]]
    assert [(p["power"], p["toughness"], p["counters"]) for p in mine] == [(2, 2, {"+1/+1": 2})]


def test_a_named_card_with_counters_says_no_size_reading(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with my Grizzly Bears, which has two +1/+1 counters on it. "
                            "He blocks with a 3/3. What dies?", lexicon)
    assert judged.verdict is not None
    assert not any("before its" in a for a in judged.verdict.assumptions)
