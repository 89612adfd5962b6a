"""Face-down creatures told in players' words (504.2: a 2/2 with no name, text or color):
"a face-down 2/2" is the size it has face down, said; a face-down creature told with
another size or abilities is declined. Our own letters, in the shapes forum posts use."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

NOTHING = "No player's life total changes."
STAYS = "A face-down creature is a 2/2 with no name, text or color (504.2), and stays face down."


@pytest.mark.parametrize("question, summary", [
    ("I attack with a face-down 2/2 and my opponent blocks with a 3/3. What happens?",
     f"{NOTHING} The 2/2 (yours) is put into the graveyard."),
    ("My opponent attacks with a face-down 2/2. I block with my 1/3. What happens?",
     f"{NOTHING} Nothing is put into a graveyard."),
    ("My opponent attacks me with a facedown 2/2 and I don't block. How much damage do I take?",
     "You go to 18. Nothing is put into a graveyard."),
])
def test_face_down_two_two_is_read(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert STAYS in judged.verdict.assumptions


@pytest.mark.parametrize("question, unread", [
    ("My opponent attacks with a face-down 3/3. I block with my 1/3. What happens?", ("a face-down 3/3",)),
    ("I attack with a face-down 2/2 flier and he doesn't block. What happens?", ("a face-down 2/2 flier",)),
])
def test_face_down_described_otherwise_is_declined(question: str, unread: tuple[str, ...],
                                                   lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("a face-down creature described otherwise", unread)


TURNED = "A face-down creature is a 2/2 with no name, text or color (504.2), until it is turned face up as told (costs paid)."


@pytest.mark.parametrize("question, summary", [
    # unblocked: turned face up before damage, it deals 4 as Exalted Angel and its controller gains 4
    ("I attack with a face-down Exalted Angel. My opponent doesn't block. I turn it face up. "
     "How much damage does he take?",
     "You go to 24 and your opponent goes to 16. Nothing is put into a graveyard."),
    # as a 2/2 it would die to the 3/3; face up (4/5) it survives and kills it
    ("I attack with a face-down Exalted Angel and my opponent blocks with a 3/3. I turn it face up. "
     "What happens?", "You go to 24. The 3/3 (your opponent's) is put into the graveyard."),
    ("I attack with a face-down Exalted Angel and he blocks with a 2/2. After blockers, I flip it face-up. "
     "What happens?", "You go to 24. The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with a face-down Exalted Angel and my opponent blocks with a 3/3. Then I morph it. "
     "What happens?", "You go to 24. The 3/3 (your opponent's) is put into the graveyard."),
    ("I attack with a face-down Exalted Angel. My opponent doesn't block. I flip it up. "
     "How much damage does he take?", "You go to 24 and your opponent goes to 16. Nothing is put into a graveyard."),
    ("I attack with a face-down Exalted Angel. My opponent doesn't block. I morph it up. "
     "How much damage does he take?", "You go to 24 and your opponent goes to 16. Nothing is put into a graveyard."),
    # with damage on the stack: the 2 assigned as a 2/2 is dealt by the Angel (310.4), which survives the 3
    ("I attack with a face-down Exalted Angel and he blocks with a 3/3. With damage on the stack, I unmorph it. "
     "What happens?", "You go to 22. Nothing is put into a graveyard."),
    # Frontline Strategist prevents non-Soldiers' damage: turned face up it is a Soldier, the Warchief isn't
    ("I block his Goblin Warchief with a face-down Frontline Strategist. With damage on the stack I morph it. "
     "What happens?", f"{NOTHING} Goblin Warchief (your opponent's) is put into the graveyard."),
    # "when turned face up" triggers: Skinthinner destroys the blocker, which deals no damage
    ("My opponent attacks with a face-down Skinthinner and I block with my 2/2. He unmorphs it. "
     "What happens?", f"{NOTHING} The 2/2 (yours) is put into the graveyard."),
])
def test_turned_face_up_as_told(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert TURNED in judged.verdict.assumptions
    assert any("turn_face_up" in action for action in judged.verdict.scenario["actions"])


def test_turned_face_up_without_its_card_is_declined(lexicon: Lexicon) -> None:
    # which card it is decides what it becomes: not told, no verdict
    judged = judge_question("My opponent attacks with a face-down 2/2. I block with my 3/3. He turns it "
                            "face up. What happens?", lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == (
        "a permanent turned face up not told face down with its card named", ("it",))


@pytest.mark.parametrize("question, summary, final", [
    # the card said as it is turned face up ("morph it into ..."): Humble's 0/1 still applies (504.5, 418.5a)
    ("My opponent has a face-down 2/2. I play Humble on it. Later in the turn, he morphs it into a "
     "Treespring Lorian. How big is it?", f"{NOTHING} Nothing is put into a graveyard.",
     ("Treespring Lorian", 0, 1)),
    ("I attack with a morph and my opponent blocks with a 3/3. I unmorph it into an Exalted Angel. "
     "What happens?", "You go to 24. The 3/3 (your opponent's) is put into the graveyard.",
     ("Exalted Angel", 4, 5)),
])
def test_card_said_as_turned_face_up(question: str, summary: str, final: tuple[str, int, int],
                                     lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    assert f"The face-down 2/2 is {final[0]} (turned face up into it)." in judged.verdict.assumptions
    assert [(p["name"], p["power"], p["toughness"]) for p in judged.verdict.outcome["final"]["in_play"]
            if p["name"] == final[0]] == [final]


@pytest.mark.parametrize("question, reason, unread", [
    ("I attack with a face-down 2/2 and my opponent blocks with a 3/3. I turn it face up into a Hill Giant. "
     "What happens?", "a card without morph turned face up", ("a Hill Giant",)),
    ("I attack with a 2/2 and my opponent blocks with a 3/3. I turn it face up into an Exalted Angel. "
     "What happens?", "what a face-down permanent is turned into", ("an Exalted Angel",)),
])
def test_card_said_as_turned_face_up_declines(question: str, reason: str, unread: tuple[str, ...],
                                              lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == (reason, unread)


@pytest.mark.parametrize("question", [
    # no object: the player's one face-down creature (before session 27 these were set aside
    # as chatter and the Angel died as a 2/2)
    "I attack with a face-down Exalted Angel. He blocks with a 3/3. I unmorph. What happens?",
    "I attack with a face-down Exalted Angel. He blocks with a 3/3. I decide to unmorph. What happens?",
    "I attack with a face-down Exalted Angel. He blocks with a 3/3. I decide to unmorph it. What happens?",
])
def test_unmorph_without_object(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == "You go to 24. The 3/3 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("question", [
    "I attack with a face-down 2/2. He blocks with a 3/3. I unmorph. What happens?",
    "I attack with a face-down Exalted Angel and a face-down Skinthinner. He blocks the Angel with a 3/3. "
    "I unmorph. What happens?",
])
def test_unmorph_without_object_unsure_declines(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("which face-down creature is turned face up", ("unmorph",))


@pytest.mark.parametrize("question, summary", [
    # the target of "when turned face up" said: Skinthinner destroys the 3/3, the 2/2 deals 2
    ("He attacks with a 2/2 and a 3/3. I have a face-down Skinthinner. I flip it face up to kill his 3/3. "
     "What happens?", "You go to 18. The 3/3 (your opponent's) is put into the graveyard."),
    ("I have a face-down Skinthinner. He attacks with a 2/2 and a 3/3 and I don't block. I turn my Skinthinner "
     "face up targeting his 3/3. How much damage do I take?",
     "You go to 18. The 3/3 (your opponent's) is put into the graveyard."),
])
def test_face_up_trigger_target_said(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    assert judged.verdict.summary == summary
    actions = judged.verdict.scenario["actions"]
    turned = next(n for n, a in enumerate(actions) if "turn_face_up" in a)
    assert actions[turned + 1] == {"choose": {"targets": ["p3-3"]}}
