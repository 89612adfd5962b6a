"""A group of described creatures told again (judge/verdict/told_twice.py): "He has two 2/2s
... he blocks with both 2/2s" is those two 2/2s, not two more ("both of the 2/2s", "the two
2/2s", "the three 1/1 tokens"), said in the assumptions; a group never told is not read so.
Our own letters, in the shapes forum posts use."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

NOTHING = "No player's life total changes."
BOTH_DIE = f"{NOTHING} The 2/2 (your opponent's), the 2/2 (your opponent's) and the 4/4 (yours) are put into the graveyard."


def _told(question: str, lexicon: Lexicon) -> tuple[str, tuple[str, ...], int]:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    return judged.verdict.summary, judged.verdict.assumptions, len(judged.verdict.scenario["in_play"])


@pytest.mark.parametrize("question, summary, note, permanents", [
    ("He has two 2/2s. I attack with my 4/4 and he blocks with both 2/2s. What happens?", BOTH_DIE,
     "'both 2/2s' read as the 2 creatures of that description told before (not 2 more).", 3),
    ("He has two 2/2s. I attack with my 4/4 and he blocks with both of the 2/2s. What happens?", BOTH_DIE,
     "'both of the 2/2s' read as the 2 creatures of that description told before (not 2 more).", 3),
    ("He has two 2/2s. I attack with my 4/4 and he blocks with the two 2/2s. What happens?", BOTH_DIE,
     "'the two 2/2s' read as the 2 creatures of that description told before (not 2 more).", 3),
    ("My opponent has three 1/1 tokens. I attack with my 2/2 and he blocks with the three 1/1 tokens. "
     "What happens?",
     f"{NOTHING} The 1/1 (your opponent's), the 1/1 (your opponent's) and the 2/2 (yours) are put into "
     "the graveyard.",
     "'the three 1/1 tokens' read as the 3 creatures of that description told before (not 3 more).", 4),
    # the group among other creatures of its player (test_verdict_several_blocks_s26 declined it
    # before session 27: "two 2/2s" would have been two more)
    ("He has two 2/2s and a 5/5. I attack with my 4/4 and he blocks with both 2/2s. What dies?", BOTH_DIE,
     "'both 2/2s' read as the 2 creatures of that description told before (not 2 more).", 4),
    # two told one at a time ("a 2/2 and another 2/2"); trample over both
    ("My opponent has a 2/2 and another 2/2. I attack with my 5/5 trampler and he blocks with both 2/2s. "
     "How much damage does he take?",
     "Your opponent goes to 19. The 2/2 (your opponent's) and the 2/2 (your opponent's) are put into "
     "the graveyard.",
     "'both 2/2s' read as the 2 creatures of that description told before (not 2 more).", 3),
    # the asker's own group
    ("I have two 3/3s. He attacks with a 5/5 and I block with both 3/3s. What happens?",
     f"{NOTHING} The 3/3 (yours) and the 5/5 (your opponent's) are put into the graveyard.",
     "'both 3/3s' read as the 2 creatures of that description told before (not 2 more).", 3),
])
def test_group_told_twice_is_the_group_told(question: str, summary: str, note: str, permanents: int,
                                            lexicon: Lexicon) -> None:
    said, assumptions, count = _told(question, lexicon)
    assert (said, count) == (summary, permanents)
    assert note in assumptions


def test_group_never_told_is_not_read_as_told(lexicon: Lexicon) -> None:
    # only one 2/2 told: "both 2/2s" names no group told, and is left to the grammar
    judged = judge_question("He has a 2/2. I attack with my 4/4 and he blocks with both 2/2s. "
                            "What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("2/2s",)


@pytest.mark.parametrize("question, summary, note, permanents", [
    ("He has two 2/2s. I attack with my 4/4 and he blocks with his 2/2s. What happens?", BOTH_DIE,
     "'his 2/2s' read as the 2 creatures of that description told before (not 2 more).", 3),
    ("He has two 2/2s. I attack with my 4/4 and he blocks with the 2/2s. What happens?", BOTH_DIE,
     "'the 2/2s' read as the 2 creatures of that description told before (not 2 more).", 3),
    ("I have three 1/1s. He attacks with a 3/3 and I block with my 1/1s. What happens?",
     f"{NOTHING} The 1/1 (yours), the 1/1 (yours), the 1/1 (yours) and the 3/3 (your opponent's) are put "
     "into the graveyard.", "'my 1/1s' read as the 3 creatures of that description told before (not 3 more).", 4),
])
def test_plural_size_is_the_group_told(question: str, summary: str, note: str, permanents: int,
                                       lexicon: Lexicon) -> None:
    said, assumptions, count = _told(question, lexicon)
    assert (said, count) == (summary, permanents)
    assert note in assumptions


def test_plural_size_of_two_players_groups_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I have two 1/1s and he has two 1/1s. He attacks with a 3/3 and I block with "
                            "the 1/1s. What happens?", lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("which of several permanents", ("the 1/1s",))


@pytest.mark.parametrize("question, summary, note, permanents", [
    ("He has two 2/2s. I attack with my 3/3 and he blocks with one of them. What happens?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.",
     "'one of them' read as one of the 2 alike creatures told before.", 3),
    ("He has two 2/2s. I attack with my 3/3 and he blocks with one. What happens?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.",
     "'one' read as one of the 2 alike creatures told before.", 3),
    ("I have three 1/1 goblins. He attacks with a 2/2 and I block with one of them. What happens?",
     f"{NOTHING} The 1/1 (yours) is put into the graveyard.",
     "'one of them' read as one of the 3 alike creatures told before.", 4),
])
def test_one_of_a_group_told(question: str, summary: str, note: str, permanents: int, lexicon: Lexicon) -> None:
    said, assumptions, count = _told(question, lexicon)
    assert (said, count) == (summary, permanents)
    assert note in assumptions


def test_one_of_a_group_among_others_declines(lexicon: Lexicon) -> None:
    # a 1/1 beside the two 2/2s: which one blocks decides what dies
    judged = judge_question("He has two 2/2s and a 1/1. I attack with my 3/3 and he blocks with one of them. "
                            "What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("one of them",)


@pytest.mark.parametrize("question, summary, permanents", [
    # "a 2/2" that blocks after "He has a 2/2": that 2/2, not a second one
    ("He has a 2/2. I attack with my 3/3 and he blocks with a 2/2. What dies?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.", 2),
    ("I have a 3/3. I attack with a 3/3 and he blocks with a 2/2. What dies?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.", 2),
    ("I control a 3/3. He has a 2/2 in play. I attack with a 3/3 and he blocks it with a 2/2. What dies?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.", 2),
    ("I have a 3/3 and a 2/2. I attack with a 3/3 and a 2/2. He blocks the 2/2 with a 4/4. What happens?",
     "Your opponent goes to 17. The 2/2 (yours) is put into the graveyard.", 3),
    # one of two alike told
    ("He has two 2/2s. I attack with my 3/3 and he blocks with a 2/2. What dies?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.", 3),
])
def test_creature_had_then_told_with_a_is_the_one_had(question: str, summary: str, permanents: int,
                                                       lexicon: Lexicon) -> None:
    said, assumptions, count = _told(question, lexicon)
    assert (said, count) == (summary, permanents)
    assert any(a.endswith("read as the one told before (not another).") for a in assumptions)


@pytest.mark.parametrize("question, permanents", [
    # another description (a flier was had): a new 2/2
    ("He has a 2/2 flier. I attack with my 3/3 and he blocks with a 2/2. What dies?", 3),
    # two told with "a" in one sentence: not both the one had
    ("I have a 3/3. I attack with a 3/3 and a 3/3. What happens?", 3),
])
def test_creature_had_is_not_guessed_otherwise(question: str, permanents: int, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert len(judged.verdict.scenario["in_play"]) == permanents
    assert not any("read as the one told before" in a for a in judged.verdict.assumptions)


@pytest.mark.parametrize("question, summary, note, permanents", [
    # named cards told again: the ones had, not more
    ("I have a Grizzly Bears. I attack with a Grizzly Bears and he blocks with a 3/3. What dies?",
     f"{NOTHING} Grizzly Bears (yours) is put into the graveyard.",
     "'a Grizzly Bears' read as the one told before (not another).", 2),
    ("He has a Hill Giant in play. I attack with my 2/2 and he blocks with a Hill Giant. What dies?",
     f"{NOTHING} The 2/2 (yours) is put into the graveyard.",
     "'a Hill Giant' read as the one told before (not another).", 2),
    ("He has two Grizzly Bears. I attack with my 4/4 and he blocks with both Bears. What dies?",
     f"{NOTHING} Grizzly Bears (your opponent's), Grizzly Bears (your opponent's) and the 4/4 (yours) are put "
     "into the graveyard.", "'both Bears' read as the ones told before (not more).", 3),
    ("He has two 2/2s. I attack with my 4/4 and he blocks with two 2/2s. What dies?", BOTH_DIE,
     "'two 2/2s' read as the ones told before (not more).", 3),
])
def test_told_again_with_a_number_or_a_card(question: str, summary: str, note: str, permanents: int,
                                           lexicon: Lexicon) -> None:
    said, assumptions, count = _told(question, lexicon)
    assert (said, count) == (summary, permanents)
    assert note in assumptions


def test_a_plural_size_is_only_the_same_players_group(lexicon: Lexicon) -> None:
    # The attacker's own group told before: both attack (session 27's merge of the plural counting of
    # players_verbs with this file's groups told again).
    judged = judge_question("He has two 2/2s. He attacks with the 2/2s and I don't block. What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "You go to 16. Nothing is put into a graveyard."
    # The other player's group is no count of his: how many attack isn't said.
    for question in ("I have two 2/2s. He attacks with his 2/2s and I don't block. What happens?",
                     "I have two 2/2s. He attacks with the 2/2s and I don't block. What happens?"):
        judged = judge_question(question, lexicon)
        assert (judged.verdict, judged.unread) == (None, ("2/2s",))
