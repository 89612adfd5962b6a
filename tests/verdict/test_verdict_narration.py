"""Players' letters told as a story (issue 9, judge/verdict/narration.py): narration that
tells no action ("he passes priority", "we both pass and the Giant Growth resolves", "we
move onto damage resolution"), what each player claims ("I say ..., he says ...", "who is
right?"), a preamble ("This is the scenario:"), the rules as the writer knows them ("Yes,
combat damage is dealt at the same time."), the outcome the writer expects ("they still take
2 trample damage") and "you" beside "I" (the other player); each with the exact outcome the
engine gives, or the decline naming the words."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from test_verdict_quiz_phrasing import dead, life, verdict_of

NARRATED = [
    # priority passed, the spell resolving, the game moving on to damage: nothing to do
    ("He attacks with a 3/3 and I block with a 2/2. I play Giant Growth on my 2/2. We both "
     "pass and the Giant Growth resolves. We move onto damage resolution. What happens?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    ("He attacks with a 3/3 and I block with a 2/2. He passes priority and I play Giant Growth "
     "on my 2/2. That resolves fine, and we go to the combat damage step. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    ("I attack with a 4/4 and he blocks with a 2/2. You both pass and you go to the combat "
     "damage step. How does combat resolve?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # claims, with their reasons, and "who is right?"
    ("My opponent attacked with a 2/2 and I blocked with a 3/3. I say his creature dies, "
     "because mine is bigger, but he says both die. Who is right?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # a preamble before a colon; a dispute over a rule named as its topic
    ("This is the scenario: He attacks with a 4/4, and I block with a 1/1. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    ("Here's how the board looked: he attacks with a 5/5 trampler and I block with a 2/2. How "
     "much do I take?", {"Alice": 17, "Bob": 20}, ["p2-2"]),
    ("There is a dispute between a player and I over the trample ability. He attacks with a "
     "4/4 trampler and I block with a 1/1. How much do I take?",
     {"Alice": 17, "Bob": 20}, ["p1-1"]),
    # the rules as the writer knows them; "they block" (the opponent); the expected outcome
    ("Yes, combat damage is dealt at the same time. For example if you attack with a 7/5 "
     "trampler and they block with a 5/5 they still take 2 trample damage.",
     {"Alice": 20, "Bob": 18}, ["p5-5", "p7-5"]),
    # "you attack me": the writer is "I"; "I can block" is the block; the outcome after
    # "when combat damage is dealt" is the writer's
    ("Well, if you attack me with a 6/6 creature and a 2/2 creature, and all I have to block "
     "with is my own 2/2 creature, I can block your 2/2. When combat damage is dealt, I lose 6 "
     "life to your 6/6, then the 2/2s both die.", {"Alice": 14, "Bob": 20}, ["p2-2", "p2-2-2"]),
    # no one doing anything more, said in a letter's ways
    ("He attacks with a 3/3. I block with a 2/2. Nobody does anything. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attacked with my 2/2 and he blocked with his 2/2. Neither of us did anything else. Who "
     "dies?", {"Alice": 20, "Bob": 20}, ["p2-2", "p2-2-2"]),
    ("He attacked with a 4/4, I blocked with a 2/2 and he had no tricks. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # where the creatures are ("on the table", "out"), whom the writer played, "I blocked."
    ("I had a 3/3 on the table and my opponent attacked with a 2/2. I blocked. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("My opponent had a 4/4 out and attacked me with it. I blocked with my 2/2. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I was playing my buddy and he attacked with a 2/2. I blocked with my 1/1 and played Giant "
     "Growth on it. He said my creature dies anyway. Is he right?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("OK so here's the deal. He attacks with a 3/3, I block with a 3/3. Both die right?",
     {"Alice": 20, "Bob": 20}, ["p3-3", "p3-3-2"]),
    # a color said of a creature told of before: protection from it (502.9d, 502.7)
    ("He attacked with a 5/5 trample and I blocked with a 2/2 with protection from green. The "
     "5/5 is green. How much damage do I take?", {"Alice": 17, "Bob": 20}, []),
    # slang for a block; an argument about a keyword; "assigned"; the one the writer played
    ("So basically he attacked with his 3/3 and I threw my 1/1 in front of it. What happens?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    ("My friend and I were arguing about trample. He attacked me with a 6/6 trampler and I "
     "blocked with two 2/2s. He assigned 2 to each and 2 to me. Is that legal?",
     {"Alice": 18, "Bob": 20}, ["p2-2", "p2-2-2"]),
    ("Last night, a guy I was playing attacked with a 3/3 and I blocked with a 3/3 first "
     "strike. He said both die. I said only his dies. Who was right?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    # "After that resolved": the next action is no response
    ("He attacked with a 3/3. I blocked with a 3/3. Before damage he played Giant Growth on "
     "his. After that resolved I played Giant Growth on mine. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p3-3", "p3-3-2"]),
    # a letter's signature; "Me: ... Him: ..." lists; a spell "used"; "and took 2 from ..."
    ("Dear Judge, I attacked with a 3/3 and my opponent blocked with a 2/2. What happens? "
     "Thanks, Mike", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("Me: a 3/3 with first strike. Him: a 4/4. He attacks, I block. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    ("My opponent attacked with a 3/3. I blocked with a 2/2 and used Giant Growth. He then used "
     "a Shock on my creature in response. My creature died, right?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("He attacked with a 2/2 flyer and a 3/3. I blocked the 3/3 with my 3/3 and took 2 from the "
     "flyer. Right?", {"Alice": 18, "Bob": 20}, ["p3-3", "p3-3-2"]),
]


@pytest.mark.parametrize(("question", "lives", "graveyard"), NARRATED)
def test_a_letters_narration_and_claims_are_read_around_the_board(
        question: str, lives: dict[str, int], graveyard: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


@pytest.mark.parametrize(("question", "unread"), [
    # An action told only in a claim: the board as told doesn't have it.
    ("He attacks with a 2/2 and I block with a 2/2. I say that regenerating it takes it out of "
     "combat, he says it doesn't. Who is right?", ("regenerating",)),
    # A second case told as a hypothetical ("if the 5/5 had first strike"): not dropped with
    # the outcome the writer expects (it was once, a verdict of 18 where the case asks 20).
    ("If you attack with a 7/5 trampler and they block with a 5/5, they still take 2 trample "
     "damage. Also, if the 5/5 had first strike and killed the trampler, they will take no "
     "trample damage.", ("if the 5/5 had first strike",)),
    # A board told only inside a claim's condition ("my buddy says that if I block ...") is
    # read as the board (session 23); what he says follows ("I take all 5") is not placed.
    ("So my buddy says that if I block his 5/5 trampler with my 1/1, I take all 5 damage. I "
     "say I take 4. Who's right?", ("take",)),
    # A block told only in a claim; a pump told only in what the other player says; "they"
    # of the writer's own creatures attacking is not read as the opponent.
    ("He attacks with a 4/4. I say I block with my 3/3 and he says I can't. Who is right?",
     ("block with",)),
    ("He attacks with a 3/3 and I block with a 1/1. He says he plays Giant Growth. Who dies?",
     ("plays", "Giant Growth")),
    ("I have two 2/2s and they attack. He blocks one with a 3/3. How much damage does he take?",
     ("they",)),
    # A resolving that tells a choice ("names Island") is no mere narration; with nothing
    # played that asks for it, the choice is what can't be placed.
    ("When it resolves, your opponent names Island. He attacks with a 3/3. What happens?",
     ("names Island",)),
])
def test_a_letters_narration_that_tells_more_than_nothing_declines(
        question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


def test_a_spell_resolving_that_was_never_played_declines(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 3/3 and I block with a 1/1. Giant Growth "
                            "resolves. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("resolves",)
