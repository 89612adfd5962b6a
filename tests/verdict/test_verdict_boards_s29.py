"""Board shapes read in session 29 (our own letters, in the shapes players and primers write
them): a creature named by its role in combat ("the blocker", "your blocking creature") as
what an ability or spell acts on, and the other shapes of judge/verdict/roles_said.py."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import action_kinds, summary_of, verdict_of

NOTHING = "No player's life total changes. Nothing is put into a graveyard."


# -- a creature named by its role, acted on ------------------------------------------------

@pytest.mark.parametrize("question", [
    "He attacks with a 3/3 and I block with my Drudge Skeletons. I regenerate the blocker.",
    "He attacks with a 3/3 and I block with Drudge Skeletons. Then I regenerate the blocking creature.",
])
def test_the_blocker_regenerated_survives(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == NOTHING
    assert action_kinds(verdict) == ["attack", "block", "activate", "resolve", "advance"]
    assert verdict.scenario["actions"][2]["activate"]["ability"] == 1
    assert verdict.scenario["actions"][2]["activate"]["source"] == "drudge-skeletons"


def test_the_attacker_pumped_with_a_spell_kills_its_blocker(lexicon: Lexicon) -> None:
    summary, _ = summary_of("I attack with a 2/2 and he blocks with a 3/3. I play Giant Growth on "
                            "the attacker.", lexicon)
    assert summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."


# -- a creature named by its role and its controller ---------------------------------------

def test_your_blocking_creature_is_the_blocker(lexicon: Lexicon) -> None:
    verdict = verdict_of("If your opponent attacks with a 3/3 and you block with Drudge Skeletons, you "
                         "regenerate your blocking creature.", lexicon)
    assert verdict.summary == NOTHING
    assert verdict.scenario["actions"][2]["activate"]["source"] == "drudge-skeletons"


def test_his_attacking_creature_is_the_attacker(lexicon: Lexicon) -> None:
    summary, _ = summary_of("He attacks with a 2/2 and I block with a 3/3. He plays Giant Growth on "
                            "his attacking creature.", lexicon)
    assert summary == "No player's life total changes. The 3/3 (yours) is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("Imagine your 4/4 attacking creature is blocked by a 1/1 and a 2/2.",
     "No player's life total changes. The 1/1 (your opponent's) and the 2/2 (your opponent's) are put "
     "into the graveyard."),
    ("My 3/3 attacking guy is blocked by his 3/3.",
     "No player's life total changes. The 3/3 (yours) and the 3/3 (your opponent's) are put into the "
     "graveyard."),
])
def test_attacking_said_inside_a_description(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary


# -- an attack told with no attacking player --------------------------------------------------

@pytest.mark.parametrize("question, summary, said", [
    ("Imagine swinging with a 2/2 with first strike. Your opponent blocks with a hefty 3/2 brute.",
     "No player's life total changes. The 3/2 (your opponent's) is put into the graveyard.", "swinging"),
    ("Attack with a 4/4 trampler. Your opponent blocks with a 1/1. How much gets through?",
     "Your opponent goes to 17. The 1/1 (your opponent's) is put into the graveyard.", "Attack with"),
    ("Say attacking with a 3/3 flier, and the opponent blocks with a 2/4 with flying.",
     NOTHING, "attacking with"),
])
def test_an_attack_with_no_subject_is_the_askers(question: str, summary: str, said: str,
                                                 lexicon: Lexicon) -> None:
    got, assumptions = summary_of(question, lexicon)
    assert got == summary
    assert f"'{said}' read as your attack (no attacking player is said)." in assumptions


def test_trample_over_a_blocker_with_an_attacker(lexicon: Lexicon) -> None:
    got, assumptions = summary_of("Trample over a 1/3 wall with a 6/6 attacker.", lexicon)
    assert got == "Your opponent goes to 17. The 1/3 (your opponent's) is put into the graveyard."
    assert ("'Trample over a 1/3 wall with a 6/6 attacker' read as: you attack with the Trample 6/6 "
            "attacker and the 1/3 wall blocks it.") in assumptions


def test_trample_over_with_a_power_only_attacker_reads_every_toughness(lexicon: Lexicon) -> None:
    # The attacker's toughness can't change the outcome: the wall has no power.
    got, _ = summary_of("Trample over a 0/4 wall with a 5-power attacker.", lexicon)
    assert got == "Your opponent goes to 19. The 0/4 (your opponent's) is put into the graveyard."


# -- the player of a relative clause ------------------------------------------------------------

@pytest.mark.parametrize("question, summary", [
    ("If a 5/5 creature with trample attacks an opponent who blocks with a 3/3 creature, what happens?",
     "Bob goes to 18. Bob's 3/3 is put into the graveyard."),
    ("A 4/4 attacks the defending player, who blocks with a 1/1 and a 2/2. What happens?",
     "No player's life total changes. Bob's 1/1 and Bob's 2/2 are put into the graveyard."),
    ("My 6/6 with trample attacks my opponent who blocks with a 2/2.",
     "Your opponent goes to 16. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_an_opponent_who_blocks(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary


def test_a_creature_attacking_an_opponent_in_a_story_is_at_the_other_player(lexicon: Lexicon) -> None:
    summary, _ = summary_of("A 3/3 attacks an opponent. The opponent blocks with a 1/1.", lexicon)
    assert summary == "No player's life total changes. Bob's 1/1 is put into the graveyard."


# -- a creature or player told again, a heading, an example's general statement -------------------

@pytest.mark.parametrize("question, note", [
    ("He attacks with a 3/3 and I block with Drudge Skeletons. I regenerate my blocking creature, "
     "in this case the Drudge Skeletons.",
     "'my blocking creature, in this case the Drudge Skeletons' read as one creature: the Drudge Skeletons."),
    ("He attacks with a 3/3 and I block with Drudge Skeletons. I regenerate the blocker, here the "
     "Drudge Skeletons.",
     "'the blocker, here the Drudge Skeletons' read as one creature: the Drudge Skeletons."),
])
def test_a_creature_told_again_after_a_comma_is_the_same(question: str, note: str, lexicon: Lexicon) -> None:
    summary, assumptions = summary_of(question, lexicon)
    assert summary == NOTHING
    assert note in assumptions


def test_a_general_statement_before_an_example_is_set_aside(lexicon: Lexicon) -> None:
    summary, assumptions = summary_of(
        "When a creature attacks and you block. Example: your opponent attacks with a 3/2 and you "
        "block with Drudge Skeletons. You regenerate your blocking creature.", lexicon)
    assert summary == NOTHING
    assert "'When a creature attacks and you block' read as what the example after it makes concrete." in assumptions


def test_a_player_told_with_the_role(lexicon: Lexicon) -> None:
    summary, _ = summary_of("My 5/5 is blocked by a 2/2 and a 4/4. I, as the attacking player, assign 2 "
                            "damage to the 2/2 and 3 to the 4/4.", lexicon)
    assert summary == ("No player's life total changes. The 5/5 (yours) and the 2/2 (your opponent's) are "
                       "put into the graveyard.")


def test_a_heading_naming_the_creatures_told_after_it(lexicon: Lexicon) -> None:
    summary, assumptions = summary_of("Example 3: 3/3 First Strike vs. 4/4 Vanilla Creature: The 3/3 with "
                                      "first strike attacks. The 4/4 blocks it.", lexicon)
    assert summary == "No player's life total changes. Alice's 3/3 with first strike is put into the graveyard."
    assert "The heading '3/3 First Strike vs . 4/4 Creature' names the creatures the letter tells after it." \
        in assumptions


def test_a_heading_whose_creatures_are_not_told_again_is_not_set_aside(lexicon: Lexicon) -> None:
    judged = judge_question("2/2 First Strike vs. 3/3 Creature: The 1/1 attacks. The 4/4 blocks it.", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("vs",)


# -- the opponent's creature in other words; a creature of a relative clause -------------------

@pytest.mark.parametrize("question", [
    "An opposing 3/3 attacks and I block with my 2/2.",
    "The enemy 3/3 attacks. I block with my 2/2.",
])
def test_an_opposing_creature_is_the_opponents(question: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


def test_the_blocking_player_is_the_defending_player(lexicon: Lexicon) -> None:
    summary, _ = summary_of("A 3/3 attacks. The blocking player blocks with a 2/2.", lexicon)
    assert summary == "No player's life total changes. Bob's 2/2 is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("I swing with a 3/3 which gets blocked by a 2/2.",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with a 3/3 that is blocked by a 2/2 and a 1/1.",
     "No player's life total changes. The 3/3 (yours), the 2/2 (your opponent's) and the 1/1 (your "
     "opponent's) are put into the graveyard."),
    ("He attacks with a 4/4 that I block with a 2/2.",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("I attack with Grizzly Bears, which he blocks with a 3/3.",
     "No player's life total changes. Grizzly Bears (yours) is put into the graveyard."),
])
def test_a_creature_of_a_relative_clause(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary


# -- attacks told as "is attacking a creature", "are attacking", an owner said once ---------------

@pytest.mark.parametrize("question, summary", [
    ("A 4/4 creature with double strike is attacking a 2/2 creature. The 2/2 creature blocks the 4/4 creature.",
     "No player's life total changes. Bob's 2/2 is put into the graveyard."),
    ("A 2/2 creature is attacking a 3/3 creature.",
     "No player's life total changes. Alice's 2/2 is put into the graveyard."),
])
def test_a_creature_attacking_a_creature_is_blocked_by_it(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary


@pytest.mark.parametrize("question", [
    "A 2/2 and a 3/3 are attacking me; I block the 3/3 with my 4/4.",
    "His 2/2 and 3/3 are attacking. I block the 3/3 with my 4/4.",
    "His 2/2 and 3/3 attack. I block the 3/3 with my 4/4.",
])
def test_two_attackers_one_blocked(question: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == "You go to 18. The 3/3 (your opponent's) is put into the graveyard."


# -- an artifact told with a size is an artifact creature ------------------------------------------

@pytest.mark.parametrize("blocker", ["an artifact 1/1", "a 1/1 artifact creature", "a 1/1 artifact"])
def test_an_artifact_with_a_size_blocks_a_creature_with_fear(blocker: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(f"I attack with a 3/3 with fear. He blocks with {blocker}.", lexicon)
    assert verdict.summary == "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."
    assert verdict.scenario["in_play"][1]["types"] == ["artifact", "creature"]
    assert verdict.scenario["in_play"][1]["controller"] == "Bob"


def test_a_creature_neither_artifact_nor_black_cant_block_fear(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 3/3 with fear. He blocks with a green 2/2.", lexicon)
    assert verdict.summary.startswith("That can't be done: Green 2/2 can't block 3/3 with fear")
    assert verdict.outcome["illegal"][0]["rules"] == ["502.25a", "502.25b", "502.25", "309.2a", "309.2"]


# -- a verb said once for two players; blocks told "me with", "it using" ----------------------------

@pytest.mark.parametrize("question, summary", [
    ("I have a 2/2 and my opponent a 3/3. I attack and he blocks.",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("He has a 4/4 and I a 2/2 and a 1/1. He attacks and I block with both.",
     "No player's life total changes. The 2/2 (yours) and the 1/1 (yours) are put into the graveyard."),
])
def test_have_said_once_for_both_players(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary


@pytest.mark.parametrize("question, summary", [
    ("I attack with a 3/3 and he blocks me with a 2/2.",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("My opponent is attacking me with a 3/3. I block it using my 2/2.",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
])
def test_blocks_said_in_other_words(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary


# -- a story told with "he" and "she" and no names -------------------------------------------------

@pytest.mark.parametrize("question, summary, first", [
    ("He attacks with a 3/3 and she blocks with a 2/2.",
     "No player's life total changes. Bob's 2/2 is put into the graveyard.", "he"),
    ("She attacks him with a 5/5 trampler. He blocks with his 1/1.",
     "Bob goes to 16. Bob's 1/1 is put into the graveyard.", "she"),
])
def test_he_and_she_with_no_names_are_the_two_players(question: str, summary: str, first: str,
                                                      lexicon: Lexicon) -> None:
    got, assumptions = summary_of(question, lexicon)
    assert got == summary
    assert f"Alice is the player called '{first}', Bob the other." in assumptions


# -- "chump-blocked" in the passive --------------------------------------------------------------

@pytest.mark.parametrize("question, summary", [
    ("His 3/3 is chump-blocked by my 1/1.", "No player's life total changes. The 1/1 (yours) is put into the graveyard."),
    ("His 3/3 is chumped by my 1/1.", "No player's life total changes. The 1/1 (yours) is put into the graveyard."),
    ("Your 4/4 gets chump-blocked by a 1/1.",
     "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."),
    ("My 5/5 trampler was chump-blocked by a 2/2.",
     "Your opponent goes to 17. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_chump_blocked_in_the_passive(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary


# -- "the other" as the other player ---------------------------------------------------------------

@pytest.mark.parametrize("question, summary", [
    ("One player attacks with a 3/3, the other blocks with a 2/2.",
     "No player's life total changes. Player B's 2/2 is put into the graveyard."),
    ("Alice attacks with a 3/3 and the other blocks with a 2/2.",
     "No player's life total changes. Bob's 2/2 is put into the graveyard."),
])
def test_the_other_blocking_is_the_other_player(question: str, summary: str, lexicon: Lexicon) -> None:
    assert summary_of(question, lexicon)[0] == summary
