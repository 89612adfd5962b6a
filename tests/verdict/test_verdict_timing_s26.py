"""Timing and intent words: an attack told as intended ("is about to attack", "Before he
attacks with ..., I ...") happens after the actions told with it, if the creature can still
attack (judge/verdict/intent.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of as _verdict, action_kinds as _kinds


@pytest.mark.parametrize("letter", [
    "He is about to attack with his 3/3. I Shock it. What happens?",
    "My opponent is about to attack me with his 3/3, so I Shock it. What happens?",
    "He's about to attack with his 3/3. I Shock it. How much damage do I take?",
    "Before he attacks with his 3/3, I Shock it. What happens?",
])
def test_the_creature_that_survives_still_attacks(lexicon: Lexicon, letter: str) -> None:
    # Shock first (2 damage to a 3/3: it survives), then the attack, unblocked: 3 damage.
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "You go to 17. Nothing is put into a graveyard."
    assert _kinds(verdict)[:3] == ["play", "resolve", "attack"]
    assert verdict.outcome["final"]["in_play"][0]["damage"] == 2


@pytest.mark.parametrize("letter", [
    "He is about to attack with his 2/2. I Shock it. What happens?",
    "Before he attacks with his 2/2, I Shock it. What happens?",
])
def test_the_creature_that_dies_first_doesnt_attack(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    assert "attack" not in _kinds(verdict)
    assert verdict.scenario["turn"]["active"] == "Bob"
    assert ("Your opponent doesn't attack with the 2/2 as the question says was intended: it is no longer "
            "in play (217.5d).") in verdict.assumptions
    assert "It is your opponent's turn (the player who was to attack)." in verdict.assumptions


def test_my_own_intended_attack(lexicon: Lexicon) -> None:
    verdict = _verdict("I'm about to attack with my 3/3 and he Shocks it. What happens?", lexicon)
    assert verdict.summary == "Your opponent goes to 17. Nothing is put into a graveyard."
    verdict = _verdict("I'm about to attack with my 2/2 and he Shocks it. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."
    assert "You don't attack with the 2/2 as the question says was intended: it is no longer in play (217.5d)." \
        in verdict.assumptions


def test_a_tapped_creature_doesnt_attack(lexicon: Lexicon) -> None:
    # Master Decoy taps the 3/3 before combat: a tapped creature can't attack (308.2a).
    verdict = _verdict("He is about to attack with his 3/3. I tap it with my Master Decoy. "
                       "How much damage do I take?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    assert ("Your opponent doesn't attack with the 3/3 as the question says was intended: it is "
            "tapped: a tapped creature can't attack (308.2a).") in verdict.assumptions


def test_the_third_person(lexicon: Lexicon) -> None:
    verdict = _verdict("Bob is about to attack Alice with a 3/3. Alice Shocks it. How much life does Alice have?",
                       lexicon)
    assert verdict.summary == "Alice goes to 17. Nothing is put into a graveyard."
    verdict = _verdict("Bob is about to attack Alice with a 2/2. Alice Shocks it. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. Bob's 2/2 is put into the graveyard."
    assert "Bob doesn't attack with the 2/2 as the question says was intended: it is no longer in play (217.5d)." \
        in verdict.assumptions


def test_a_block_told_after_the_intended_attack(lexicon: Lexicon) -> None:
    # Shock (2 damage), then the attack and the block: the 3/3 takes 2 more and dies, the 2/2 takes 3.
    verdict = _verdict("He is about to attack with his 3/3. I Shock it. Then I block with my 2/2. "
                       "What happens?", lexicon)
    assert verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) and the 2/2 (yours) "
                               "are put into the graveyard.")
    assert _kinds(verdict)[:4] == ["play", "resolve", "attack", "block"]


def test_an_intended_attack_told_again_declines(lexicon: Lexicon) -> None:
    for letter in ("I'm about to attack with my 3/3. I attack with it. What happens?",
                   "I'm about to attack with my 3/3. He Shocks it and I attack with my 2/2. What happens?"):
        judged = judge_question(letter, lexicon)
        assert judged.attempted and judged.verdict is None
        assert judged.reason == "an attack told as intended, and another"
        assert judged.unread == ("about to attack with",)


_BLOCKED = "He attacks with a 3/3 and I block with my 2/2. "


def test_at_the_end_of_the_combat(lexicon: Lexicon) -> None:
    # After combat damage (502 / 310): the 2/2 took 3 and is gone, so Giant Growth has no target;
    # the moment was once read as a question ("At what ...?") and dropped, growing the 2/2 first.
    verdict = _verdict(_BLOCKED + "At the end of the combat, I Giant Growth my 2/2. What happens?", lexicon)
    assert verdict.summary.startswith("That can't be done: ")
    assert verdict.summary.endswith("The 2/2 (yours) is put into the graveyard.")
    assert verdict.outcome["final"]["in_play"][0]["damage"] == 2
    verdict = _verdict(_BLOCKED + "At the end of the combat, I Shock his 3/3. What happens?", lexicon)
    assert verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) and the 2/2 (yours) "
                               "are put into the graveyard.")
    assert _kinds(verdict).index("play") > _kinds(verdict).index("block")


def test_a_moment_the_vocabulary_doesnt_have_declines(lexicon: Lexicon) -> None:
    judged = judge_question(_BLOCKED + "At the close of combat, I Shock his 3/3. What happens?", lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.unread == ("At the close of combat",)


def test_a_stressed_moment_is_still_the_moment(lexicon: Lexicon) -> None:
    # "Right after damage," was taken for a question ("Right?") and dropped, and Giant Growth
    # read before damage; now the moment stays: after damage, which is vague in 2003 (on the
    # stack, or dealt?) where it decides the outcome.
    judged = judge_question(_BLOCKED + "Right after damage, I Giant Growth my 2/2. What happens?", lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.reason == "whether the damage was on the stack or already dealt"
    verdict = _verdict(_BLOCKED + "Right before damage, I Giant Growth my 2/2. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    verdict = _verdict(_BLOCKED + "Right at the end of combat, I Giant Growth my 2/2. What happens?", lexicon)
    assert verdict.summary.endswith("The 2/2 (yours) is put into the graveyard.")


def test_an_intended_attack_with_nothing_before_it_declines(lexicon: Lexicon) -> None:
    # (tests/verdict/test_verdict_shapes.py's test_about_to_attack_is_no_attack too)
    judged = judge_question("He is about to attack with his 3/3. I block with my 2/2. What dies?", lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.reason == "an attack told as intended, with nothing told before it"
    assert judged.unread == ("about to attack with",)


def test_an_intended_attack_of_several_one_of_which_cant_declines(lexicon: Lexicon) -> None:
    # The 3/3 could still attack without the 2/2: not read as no attack at all.
    judged = judge_question("He is about to attack me with his 3/3 and his 2/2. I Shock his 2/2. "
                            "How much damage do I take?", lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.reason == "an intended attack that can't be made, and what follows it in combat"


def test_an_intended_attack_the_rules_never_allowed_declines(lexicon: Lexicon) -> None:
    # A Wall can't attack (308.2a) whatever comes first: no "no longer able to" note.
    judged = judge_question("He is about to attack with his Wall of Stone. I Shock it. What happens?", lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.reason == "an intended attack the rules don't allow"
