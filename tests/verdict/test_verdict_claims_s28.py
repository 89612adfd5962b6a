"""Claims told around the board (session 28, our own letters in players' shapes): a saying
joined to an action by "and" ("He plays Giant Growth on his 3/3 and says it survives") is a
claim, set aside as one told in a sentence of its own (judge/verdict/claims_joined.py); a
saying that may announce the action's choice, or a claim that tells an action the board
lacks, still declines."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of


def _outcome(question: str, lexicon: Lexicon) -> tuple[dict[str, int], list[str]]:
    verdict = verdict_of(question, lexicon)
    final = verdict.outcome["final"]
    life = {name: player["life"] for name, player in final["players"].items()}
    return life, verdict.summary


@pytest.mark.parametrize("question, life, summary", [
    ("My friend attacks me with a 3/3 and I block with my 2/2. He plays Giant Growth on his "
     "3/3 and says that it survives. Is he right?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("My opponent attacked me with a 2/2 and I blocked with a 3/3 and claimed that his 2/2 dies. "
     "Who is right?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (your opponent's) is put into the "
                              "graveyard."),
    ("He attacks me with a 4/4. I don't block and he plays Giant Growth on it and claims I take 4. "
     "How much do I take?",
     {"Alice": 13, "Bob": 20}, "You go to 13. Nothing is put into a graveyard."),
    ("I attack with a 2/2 and he blocks with a 2/2 and thinks that his survives because he "
     "blocked. What happens?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) and the 2/2 (your opponent's) are put "
                              "into the graveyard."),
])
def test_a_saying_joined_by_and_is_a_claim(question: str, life: dict[str, int], summary: str,
                                           lexicon: Lexicon) -> None:
    assert _outcome(question, lexicon) == (life, summary)


@pytest.mark.parametrize("question, unread", [
    # what he says may be the ability's target: not a claim
    ("My opponent attacks me with a 3/3 and I block with a 2/2. He taps his Prodigal Sorcerer and "
     "says it deals 1 damage to my 2/2. What happens?", ("says",)),
    ("My opponent attacks me with a 3/3 and I block with a 2/2. He plays Shock and says it "
     "targets my 2/2. What happens?", ("plays", "Shock")),
    # an action told only inside the claim
    ("My opponent attacks me with a 3/3 and I block with a 2/2. He plays Giant Growth on his 3/3 "
     "and says that I should sacrifice my 2/2. Who is right?", ("sacrifice",)),
])
def test_a_saying_that_may_tell_the_board_declines(question: str, unread: tuple[str, ...],
                                                   lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert tuple(judged.unread) == unread


@pytest.mark.parametrize("question, life, summary", [
    # a claim named by what it is ("His objection is that ..."), going on with a participle
    ("My opponent attacks me with a 3/3 and I block with a 2/2. He plays Giant Growth on his 3/3. "
     "I say my 2/2 dies. His objection is that my 2/2 is a 4/4, letting it live. Who is right?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("I attack with a 4/4 and my friend blocks with a 2/2. My argument was that his 2/2 dies, "
     "leaving my 4/4 alive. Am I right?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (your opponent's) is put into the "
                              "graveyard."),
    # how the argument came up: story words, set aside whole
    ("My friend and I had a battle. He attacks me with a 5/5 and I don't block. This is where the "
     "controversy in opinions sparks. How much do I take?",
     {"Alice": 15, "Bob": 20}, "You go to 15. Nothing is put into a graveyard."),
    # "on my side": in play
    ("I have a 3/3 on my side and my opponent has a 2/2 on his side. I attack with my 3/3 and he "
     "blocks with his 2/2. What happens?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (your opponent's) is put into the "
                              "graveyard."),
])
def test_claims_named_and_story_words(question: str, life: dict[str, int], summary: str,
                                      lexicon: Lexicon) -> None:
    assert _outcome(question, lexicon) == (life, summary)


@pytest.mark.parametrize("question, life, summary", [
    # an action told only in a claim's "if": the action the claim asks about, after the board
    ("My opponent attacks me with a 3/3 and I block with a 2/2. My friend says that if I play "
     "Giant Growth on my 2/2, both die. Is he right?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 3/3 (your opponent's) is put into the "
                              "graveyard."),
    ("I attack him with a 2/2 and he blocks with a 2/2. He claims that if he plays Giant Growth on "
     "his 2/2, it survives and mine dies. Is that right?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
])
def test_a_claimed_action_asked_about(question: str, life: dict[str, int], summary: str,
                                      lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert _outcome(question, lexicon) == (life, summary)
    assert any(a.startswith("Read the board that '") and a.endswith("supposes; what would follow is asked.")
               for a in verdict.assumptions)


@pytest.mark.parametrize("question, unread", [
    # a counterfactual, a timing, or an action told after the claim: the claim stays a claim
    ("My opponent attacks me with a 3/3 and I block with a 2/2. He says that if he had played Giant "
     "Growth on his 3/3, my 2/2 dies. Is he right?", ("played", "Giant Growth")),
    ("My opponent attacks me with a 3/3 and I block with a 2/2. He says that if he plays Giant "
     "Growth on his 3/3 before blocks, my 2/2 dies. Is he right?", ("plays", "Giant Growth")),
])
def test_a_claimed_action_not_plainly_asked_declines(question: str, unread: tuple[str, ...],
                                                     lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert tuple(judged.unread) == unread


@pytest.mark.parametrize("question, life, summary", [
    # the later options of a multiple-choice question retell the combat told: outcomes proposed
    ("I attack him with a 3/3 and he blocks with his 2/2. Does his 2/2 die, or does my 3/3 attack "
     "him as though it weren't blocked?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (your opponent's) is put into the "
                              "graveyard."),
    ("My opponent attacks me with a 4/4 and I block with a 1/1. Does my 1/1 die and I take nothing, "
     "or does the 4/4 attack me for 3 and my 1/1 does not block?",
     {"Alice": 20, "Bob": 20}, "No player's life total changes. The 1/1 (yours) is put into the graveyard."),
])
def test_options_that_retell_the_combat(question: str, life: dict[str, int], summary: str,
                                        lexicon: Lexicon) -> None:
    assert _outcome(question, lexicon) == (life, summary)


@pytest.mark.parametrize("question, unread", [
    # an option with another action, an object the board lacks, or combat not told
    ("I attack with a 3/3 and he blocks with his 2/2. Does his 2/2 die, or does he sacrifice it "
     "first?", ("sacrifice",)),
    ("I attack with a 3/3 and he blocks with his 2/2. Does his 2/2 die, or do I attack him with my "
     "4/4 too?", ("attack",)),
    ("I attack with a 3/3. Does he take 3, or does he block with his 2/2?", ("block with",)),
])
def test_options_with_other_actions_decline(question: str, unread: tuple[str, ...],
                                            lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert tuple(judged.unread) == unread


def test_i_tell_her_that_is_a_claim(lexicon: Lexicon) -> None:
    question = ("My opponent attacks me with a 3/3 and I block with a 2/2. She plays Giant Growth on her "
                "3/3. I tell her that Giant Growth can't be played now, and her 3/3 is the one that "
                "dies. Am I right?")
    assert _outcome(question, lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (yours) is put into the graveyard.")
