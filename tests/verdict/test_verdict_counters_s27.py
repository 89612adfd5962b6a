"""-1/-1 counters said on a described creature ("a 3/3 with a -1/-1 counter on it", "with two
-1/-1 counters", "that has a -1/-1 counter", "which has ..."): put on it in the scenario
(the engine counts them in its power and toughness, 200.10), the size said read as the one
before the counters and said so in the assumptions. Our own letters, in the shapes forum
posts use."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

NOTHING = "No player's life total changes."


@pytest.mark.parametrize("question, summary, assumed", [
    # without the counter the 3/3 would survive and the 2/3 die: the counter decides
    ("I attack with my 2/3. My opponent blocks with his 3/3 with a -1/-1 counter on it. What dies?",
     f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard.",
     "'his 3/3 with a -1/-1 counter on it' is read as a 3/3 before its 1 -1/-1 counter: "
     "a 2/2 with it (200.10)."),
    ("He attacks with a 5/5 with two -1/-1 counters on it and I don't block. How much damage do I take?",
     "You go to 17. Nothing is put into a graveyard.",
     "'a 5/5 with two -1/-1 counters on it' is read as a 5/5 before its 2 -1/-1 counters: "
     "a 3/3 with them (200.10)."),
    ("My opponent is at 3 life. I attack with a 4/4 that has a -1/-1 counter on it. He doesn't block. "
     "Does he die?",
     "Your opponent goes to 0. Nothing is put into a graveyard. Your opponent loses the game.",
     "'a 4/4 that has a -1/-1 counter on it' is read as a 4/4 before its 1 -1/-1 counter: "
     "a 3/3 with it (200.10)."),
    ("My 2/2, which has a -1/-1 counter, blocks his 1/1. What happens?",
     f"{NOTHING} The 1/1 (your opponent's) and the 2/2 (yours) are put into the graveyard.",
     "'My 2/2 which has a -1/-1 counter' is read as a 2/2 before its 1 -1/-1 counter: "
     "a 1/1 with it (200.10)."),
])
def test_minus_counters_on_described_creatures(question: str, summary: str, assumed: str,
                                               lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert assumed in judged.verdict.assumptions


def test_minus_counters_reach_the_scenario(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 4/4 with two -1/-1 counters on it. My opponent blocks "
                            "with a 2/2. What happens?", lexicon)
    assert judged.verdict is not None
    mine = [p for p in judged.verdict.scenario["in_play"] if p["controller"] == "Alice"]
    assert [(p["power"], p["toughness"], p["counters"]) for p in mine] == [(4, 4, {"-1/-1": 2})]
    assert judged.verdict.summary == f"{NOTHING} The 4/4 (yours) and the 2/2 (your opponent's) are put into the graveyard."


def test_plus_counters_stay_read_without_a_new_assumption(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 with two +1/+1 counters on it. My opponent blocks "
                            "with a 3/3. What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard."
    assert not any("-1/-1" in a for a in judged.verdict.assumptions)


@pytest.mark.parametrize("question, summary", [
    # a named card with counters said: without the counter the Bears would die and the 3/3 live
    ("I attack with my Grizzly Bears with a +1/+1 counter on it. He blocks with a 3/3. What dies?",
     f"{NOTHING} Grizzly Bears (yours) and the 3/3 (your opponent's) are put into the graveyard."),
    ("I attack with my Grizzly Bears, which has two +1/+1 counters on it. He blocks with a 3/3. What dies?",
     f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard."),
    # counters told in a clause of their own
    ("My 2/2 has a +1/+1 counter on it. It blocks his 3/3. What dies?",
     f"{NOTHING} The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard."),
    ("My Grizzly Bears has a -1/-1 counter on it. It blocks his 1/1. What dies?",
     f"{NOTHING} Grizzly Bears (yours) and the 1/1 (your opponent's) are put into the graveyard."),
    # counters said of a card that comes into play with some are all it has (3, not 7 + 3)
    ("I attack with my Phantom Nishoba with three +1/+1 counters on it. He blocks with a 4/4. What dies?",
     "You go to 23. Nothing is put into a graveyard."),
])
def test_counters_on_named_cards_and_told_apart(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary


def test_named_card_counters_reach_the_scenario(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with my Phantom Nishoba with three +1/+1 counters on it. He blocks "
                            "with a 4/4. What dies?", lexicon)
    assert judged.verdict is not None
    assert [p.get("counters") for p in judged.verdict.scenario["in_play"] if p["controller"] == "Alice"] \
        == [{"+1/+1": 3}]
    assert not any("comes into play with" in a for a in judged.verdict.assumptions)
    judged = judge_question("My Grizzly Bears has a -1/-1 counter on it. It blocks his 1/1. What dies?", lexicon)
    assert judged.verdict is not None
    assert "'Grizzly Bears with a -1/-1 counter on it' has 1 -1/-1 counter on it, besides its printed size " \
        "(200.10)." in judged.verdict.assumptions


@pytest.mark.parametrize("question, summary, counters", [
    # "with 1 counter" of a card whose only counters are +1/+1 counters: a 1/1, not its default
    ("My Arcbound Ravager with 1 counter attacks and he blocks with a 2/2. What happens?",
     f"{NOTHING} Arcbound Ravager (yours) is put into the graveyard.", {"+1/+1": 1}),
    ("I attack with my Spike Feeder with 1 counter and he blocks with a 2/2. What happens?",
     f"{NOTHING} Spike Feeder (yours) is put into the graveyard.", {"+1/+1": 1}),
])
def test_bare_counters_of_a_plus_one_card(question: str, summary: str, counters: dict[str, int],
                                          lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert [p.get("counters") for p in judged.verdict.scenario["in_play"] if p["controller"] == "Alice"] == [counters]
    assert any(a.endswith("read as +1/+1 counters (the only counters its text has).") for a in judged.verdict.assumptions)


@pytest.mark.parametrize("question", [
    # a +1/+1 counter put on during the story makes the 2/2 a 3/3: both die (without it only the 2/2)
    "I attack with a 2/2 and he blocks with a 3/3. I use my Spike Feeder to put a +1/+1 counter on my 2/2. "
    "What dies?",
    "I attack with a 2/2 and he blocks with a 3/3. I remove a counter from my Spike Feeder to put a +1/+1 counter "
    "on my 2/2. What dies?",
    "I have a Spike Feeder. I attack with a 2/2 and he blocks with a 3/3. I activate the Spike Feeder to put a "
    "counter on the 2/2. What dies?",
])
def test_counters_put_on_during_the_story(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == f"{NOTHING} The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard."
    texts = [e["text"] for e in judged.verdict.outcome["events"]]
    assert "A +1/+1 counter is put on 2/2 (now 3/3)." in texts


def test_counters_put_with_a_permanent_that_cannot_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 and he blocks with a 3/3. I use my Hill Giant to put a +1/+1 "
                            "counter on my 2/2. What dies?", lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("Hill Giant has no one ability to put +1/+1 counters on a target",
                                              ("my Hill Giant",))
