"""Shapes in which players describe a board (judge/verdict/shapes.py, words.yaml): what a
spell is said to make of a creature ("to make it a -1/1 creature"), "until end of turn"
after an effect, and a card given as an example ("a card like, say, Echoing Decay")."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("played", [
    "I use a card like, say, Echoing Decay to make it a -1/1 creature until end of turn",
    "I play Echoing Decay on it to make it a -1/1 creature",
    "I use Echoing Decay on it until the end of turn",
    "I play a spell such as Echoing Decay on it",
])
def test_a_minus_one_power_attacker_deals_no_damage(played: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"My opponent attacks with a 1/3 creature and {played}. I don't block. "
                            "What happens to my life total?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    said = [a for a in judged.verdict.assumptions if a.startswith("Read as the asker's")]
    assert said == ([f"Read as the asker's argument, not the board: '{played[played.index('to make'):]}'."]
                    if "to make" in played else [])


def test_what_a_pump_is_said_to_make_is_checked_by_the_engine(lexicon: Lexicon) -> None:
    # The asker's "5/5" is set aside and said; the engine's Giant Growth makes the 2/2 a 5/5.
    judged = judge_question("My opponent attacks with a 4/4 and I block with my 2/2. I play Giant Growth "
                            "on my 2/2 to make it a 5/5. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 4/4 (your opponent's) is put "
                                      "into the graveyard.")
    assert "Read as the asker's argument, not the board: 'to make it a 5/5'." in judged.verdict.assumptions


def test_to_make_it_with_more_than_a_size_stays_unread(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent attacks with a 4/4 and I block with my 2/2. I play Giant Growth "
                            "on my 2/2 to make it a 5/5 and gain 3 life. What dies?", lexicon)
    assert judged.verdict is None


@pytest.mark.parametrize("question, summary", [
    ("Can a 5/5 trampler still trample over a 2/2 indestructible blocker?",
     "Bob goes to 17. Nothing is put into a graveyard."),
    ("Can a 4/4 trampler trample over a 2/2 and a 1/1?",
     "Bob goes to 19. Bob's 2/2 and Bob's 1/1 are put into the graveyard."),
    ("Does a 5/5 trampler blocked by a 2/2 deal 3 damage to the player?",
     "Bob goes to 17. Bob's 2/2 is put into the graveyard."),
    ("Does a 3/3 blocked by a 2/2, a 1/1 and a 1/1 die?",
     "No player's life total changes. Alice's 3/3, Bob's 2/2 and Bob's 1/1 are put into the graveyard."),
    ("Will my 2/2 first striker blocking his 3/3 die?",
     "No player's life total changes. The 2/2 with first strike (yours) is put into the graveyard."),
    ("Can my 4/4 trampler trample over his 2/2 first striker?",
     "Your opponent goes to 18. The 2/2 with first strike (your opponent's) is put into the graveyard."),
])
def test_a_board_told_in_the_question_itself(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


@pytest.mark.parametrize("question", [
    # More of a board after the one told in the question: not dropped as part of the question.
    "Can a 5/5 trampler still trample over a 2/2 indestructible blocker if I Giant Growth the blocker?",
    "Will a 2/2 first striker blocking a 3/3 die if I play Giant Growth?",
])
def test_more_board_after_a_board_in_the_question_is_not_dropped(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None


@pytest.mark.parametrize("question, summary", [
    ("I attack with a 3/3 creature (it has trample and first strike) and he blocks with a 1/1. How much damage?",
     "Your opponent goes to 18. The 1/1 (your opponent's) is put into the graveyard."),
    ("I attack with a 2/2 creature. It has first strike. He blocks with a 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("My opponent attacks with a 4/4. It has trample. I block with a 1/1. How much damage do I take?",
     "You go to 17. The 1/1 (yours) is put into the graveyard."),
])
def test_keywords_told_after_the_creature(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


@pytest.mark.parametrize("question", [
    # "It" after a sentence with two creatures, or a group: which one is not told.
    "I attack with a 2/2 and he blocks with a 2/2. It has first strike. What dies?",
    "I attack with two 2/2s. It has first strike. He blocks with a 2/2. What dies?",
])
def test_keywords_told_of_an_unclear_it_stay_unread(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None


def test_the_size_the_writer_works_out_is_said_not_used(lexicon: Lexicon) -> None:
    # Holy Strength (+1/+2) makes the 1/1 a 2/3: it kills the blocking 2/2 and survives.
    judged = judge_question("I attack with a 1/1 creature enchanted with Holy Strength (now a 2/3 creature) "
                            "and he blocks with a 2/2. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 2/2 (your opponent's) is put "
                                      "into the graveyard.")
    assert "Read as the asker's argument, not the board: '(now a 2/3 creature)'." in judged.verdict.assumptions


def test_a_size_in_parentheses_with_none_before_is_the_size(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with three Beast tokens (4/4) and he blocks one with a 2/4. What dies?",
                            lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 12. The 2/4 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("damaged", [
    "a 2/2 with 1 damage on it", "a 2/2 that has 1 damage on it", "a 2/2 that already has 1 damage on it",
    "a 2/2 which took 1 damage earlier this turn"])
def test_damage_already_on_a_creature_told_after_a_verb(damaged: str, lexicon: Lexicon) -> None:
    # Lethal damage counts the damage already marked (502.9b): 1 to the 2/2, 5 tramples over.
    judged = judge_question(f"I attack with a 6/6 trampler and he blocks with {damaged}. "
                            "How much damage does he take?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 15. The 2/2 (your opponent's) is put into the graveyard."
    assert "The 2/2 has 1 damage already this turn." in judged.verdict.assumptions


def test_damage_on_one_of_two_alike_creatures_is_unclear(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 3/3 and I block with a 3/3 with 2 damage on it. What dies?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("the 3/3",)


@pytest.mark.parametrize("other", ["the other one", "the other"])
def test_the_other_attacker(other: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with two 3/3 creatures. He blocks one of them with a 1/1 and {other} "
                            "with a 4/4. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 3/3 (yours) and the 1/1 (your "
                                      "opponent's) are put into the graveyard.")


@pytest.mark.parametrize("question", [
    "I attack with three 2/2s. He blocks one with a 1/1 and the other with a 4/4. How much damage does he take?",
    "I attack with a 3/3 and a 2/2. He blocks one with a 1/1 and the other with a 4/4. What dies?",
])
def test_the_other_of_three_or_of_unalike_attackers_is_unclear(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None


@pytest.mark.parametrize("described", ["a 3/3 w/ FS", "a 3/3 FS creature", "a 3/3 with first strike"])
def test_first_strike_abbreviated(described: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with {described} and he blocks with a 3/3. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("plain", ["without any abilities", "without abilities", "without special abilities"])
def test_a_creature_without_abilities(plain: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with a 2/2 creature {plain} and he blocks with a 2/2. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 2/2 (yours) and the 2/2 (your "
                                      "opponent's) are put into the graveyard.")


@pytest.mark.parametrize("blockers", ["two of his creatures, a 2/2 and a 3/3", "two creatures, a 2/2 and a 3/3"])
def test_creatures_listed_after_their_number(blockers: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"My 4/4 attacked and was blocked by {blockers}. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 4/4 (yours) and the 2/2 (your "
                                      "opponent's) are put into the graveyard.")


def test_a_list_longer_than_its_number_is_unread(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with two creatures, a 2/2, a 3/3 and a 1/1. I don't block. "
                            "How much damage do I take?", lexicon)
    assert judged.verdict is None


def test_mine_given_a_bonus(lexicon: Lexicon) -> None:
    judged = judge_question("If I attack with a 2/2 and he blocks with a 2/2 and then I give mine +1/+1, "
                            "what dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


def test_took_the_rest(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent attacked with three 2/2 creatures. I blocked one with my 3/3 and "
                            "took the rest. How much life do I lose?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "You go to 16. The 2/2 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("when", ["When damage is about to be dealt", "When damage is about to go on the stack"])
def test_about_to_be_dealt_is_before_damage(when: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"My opponent attacks with a 3/3 and I block with a 2/2. {when}, I play Giant Growth "
                            "on my 2/2. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."


def test_about_to_attack_is_no_attack(lexicon: Lexicon) -> None:
    # Before the attack, a tapped creature could not attack: not read as attacking.
    assert judge_question("My opponent is about to attack with a 3/3. I block with a 2/2. What dies?",
                          lexicon).verdict is None


@pytest.mark.parametrize("question, summary, attacks", [
    ("If my opponent doesn't block my 2/2, how much damage does he take?",
     "Your opponent goes to 18. Nothing is put into a graveyard.", "The 2/2 attacks (said not blocked)."),
    ("If I don't block his 5/5 trampler, how much damage do I take?",
     "You go to 15. Nothing is put into a graveyard.", "The 5/5 with trample attacks (said not blocked)."),
])
def test_a_creature_said_not_blocked_attacks(question: str, summary: str, attacks: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary
    assert judged.verdict.assumptions[0] == attacks


def test_my_own_creature_said_not_blocked_by_me_is_no_attack(lexicon: Lexicon) -> None:
    judged = judge_question("If I don't block my 2/2, what happens?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "no attack to leave unblocked"


@pytest.mark.parametrize("question, summary", [
    ("He has a 3/3 and a 2/2. He attacks with everything. I don't block. How much damage do I take?",
     "You go to 15. Nothing is put into a graveyard."),
    ("My opponent has a 3/3 and a 2/2 in play. He attacks with all his creatures. I don't block. "
     "How much damage do I take?", "You go to 15. Nothing is put into a graveyard."),
    ("He attacks with all his creatures, a 3/3 and a 2/2. I block the 3/3 with my 4/4. How much damage do I take?",
     "You go to 18. The 3/3 (your opponent's) is put into the graveyard."),
    ("I attack with everything: a 3/3 and a 2/2. He blocks the 3/3 with a 3/3. How much damage does he take?",
     "Your opponent goes to 18. The 3/3 (yours) and the 3/3 (your opponent's) are put into the graveyard."),
])
def test_attacking_with_everything(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


def test_everything_of_alike_creatures_is_unread(lexicon: Lexicon) -> None:
    # Two alike 2/2s can't each be said again as "the 2/2".
    assert judge_question("My opponent has a 2/2 and a 2/2 in play. He attacks with all his creatures. I don't "
                          "block. How much damage do I take?", lexicon).verdict is None


@pytest.mark.parametrize("said, quoted", [
    ("I Giant Growth my 2/2, which is now a 5/5", "which is now a 5/5"),
    ("I Giant Growth my 2/2 so it's a 5/5", "it's a 5/5"),
    ("I Giant Growth my 2/2 and it becomes a 5/5", "it becomes a 5/5"),
    ("I Giant Growth my 2/2, so now it is a 5/5", "it is a 5/5"),
])
def test_the_size_a_pump_is_said_to_give_is_the_askers(said: str, quoted: str, lexicon: Lexicon) -> None:
    # Giant Growth makes the 2/2 a 5/5 (the engine's size, not the one said): the 7/7 kills it.
    judged = judge_question(f"He attacks with a 7/7 and I block with a 2/2. {said}. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."
    assert f"Read as the asker's argument, not the board: '{quoted}'." in judged.verdict.assumptions


@pytest.mark.parametrize("question, summary", [
    ("If a 2/2 regenerator blocks a 3/3 and regenerates, what happens?",
     "No player's life total changes. Nothing is put into a graveyard."),
    ("A 2/2 regenerator blocks a 2/2 and regenerates. What happens?",
     "No player's life total changes. Alice's 2/2 is put into the graveyard."),
])
def test_a_blocker_that_regenerates(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


def test_a_blocker_without_a_regeneration_ability_doesnt_regenerate(lexicon: Lexicon) -> None:
    judged = judge_question("A 2/2 blocks a 3/3 and regenerates. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "what regenerates"


def test_no_creatures_that_can_block_it(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 2/2 flyer and I have no creatures that can block it. How much "
                            "damage do I take?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "You go to 18. Nothing is put into a graveyard."


def test_a_creature_that_can_block_a_flyer_is_not_dropped(lexicon: Lexicon) -> None:
    # What it can block is an ability the reader doesn't give it: declined, never "can't block".
    assert judge_question("I have a 2/2 that can block it. He attacks with a 3/3 flyer. I block with my 2/2. "
                          "What happens?", lexicon).verdict is None


def test_a_bonus_from_an_instant(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3. He blocks with a 1/1 and I pump my 3/3 with +2/+2 from an "
                            "instant. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("I attack with my 3/3 and my opponent, who has a 2/2, blocks. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with my 3/3. My opponent, who has a 2/2 and a 1/1, blocks with the 1/1. What dies?",
     "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."),
    ("I declare an attack with my 3/3. He declares a block with his 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("I go to combat with a 3/3, he blocks with a 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_more_ways_of_telling_combat(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


@pytest.mark.parametrize("pump", ["I cast a pump spell that gives +2/+2 on my 2/2", "I play an instant giving my "
                                  "creature +2/+2", "I cast a pump spell giving +2/+2 to my 2/2",
                                  "I cast an instant that gives my 2/2 +2/+2"])
def test_a_pump_spell_said_by_what_it_is(pump: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with a 2/2 and he blocks with a 3/3. {pump}. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    assert judged.verdict.assumptions[0].startswith("The +2/+2 comes from an instant you play on the 2/2")


def test_a_pump_spell_for_all_creatures_is_unread(lexicon: Lexicon) -> None:
    assert judge_question("I attack with a 2/2 and he blocks with a 3/3. I cast a pump spell that gives all my "
                          "creatures +2/+2. What dies?", lexicon).verdict is None


@pytest.mark.parametrize("burn", ["I play a burn spell that deals 1 damage to his 3/3",
                                  "I cast an instant dealing 1 damage to his 3/3", "I burn his 3/3 for 1"])
def test_a_burn_spell_said_by_what_it_is(burn: str, lexicon: Lexicon) -> None:
    # 1 damage and the blocker's 2 kill the 3/3; its 3 kill the 2/2.
    judged = judge_question(f"He attacks with a 3/3 and I block with a 2/2. {burn}. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) and the 2/2 "
                                      "(yours) are put into the graveyard.")
    assert judged.verdict.assumptions[0] == (
        'The burn spell is an instant you play on the 3/3 ("1 damage to target creature or player"); it is '
        "colorless and its cost is not counted (taken as {0}).")


def test_a_burn_spell_at_a_player(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3 and he doesn't block. I cast a burn spell that deals 2 damage "
                            "to him. How much life does he have?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 15. Nothing is put into a graveyard."


def test_a_burn_spell_on_a_creature_with_protection_is_unread(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 3/3 with protection from red and I block with a 2/2. I burn his "
                            "3/3 for 1. What dies?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "the color of the burn spell on a creature with protection"


def test_damage_told_after_an_attack_is_no_burn_spell(lexicon: Lexicon) -> None:
    # "I deal 3 damage to him" tells the combat damage, not a spell: not read as one.
    judged = judge_question("I attack with my 3/3. I deal 3 damage to him. How much life does he have?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("3",)


@pytest.mark.parametrize("question, summary", [
    ("He's at 4 life with a 2/2. I attack with two 3/3s and he blocks one with his 2/2. Does he die?",
     "Your opponent goes to 1. The 2/2 (your opponent's) is put into the graveyard."),
    ("My opponent is at 4 life with a 2/2 blocker. I attack with two 3/3s and he blocks one with his 2/2. "
     "Does he die?", "Your opponent goes to 1. The 2/2 (your opponent's) is put into the graveyard."),
    ("I attack with a 3/3 and he blocks with his first striker, a 2/2. What dies?",
     "No player's life total changes. The 2/2 with first strike (your opponent's) is put into the graveyard."),
    ("My opponent has a 4/4 that is tapped. I attack with a 3/3. How much damage does he take?",
     "Your opponent goes to 17. Nothing is put into a graveyard."),
])
def test_life_and_creatures_and_sizes_said_after(question: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


@pytest.mark.parametrize("both", ["We both have a 2/2", "We each have a 2/2", "We both have 2/2 creatures"])
def test_we_both_have_one_creature(both: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"{both}. I attack with mine and he blocks with his. What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 2/2 (yours) and the 2/2 (your "
                                      "opponent's) are put into the graveyard.")


def test_we_both_have_two_creatures_is_unread(lexicon: Lexicon) -> None:
    assert judge_question("We both have a 2/2 and a 1/1. I attack with my 2/2 and he blocks with his 1/1. "
                          "What happens?", lexicon).verdict is None


@pytest.mark.parametrize("counters, summary", [
    ("with a +1/+1 counter on it", "No player's life total changes. The 2/2 (yours) and the 3/3 (your opponent's) "
                                   "are put into the graveyard."),
    ("with a +1/+1 counter", "No player's life total changes. The 2/2 (yours) and the 3/3 (your opponent's) "
                             "are put into the graveyard."),
    ("with two +1/+1 counters on it", "No player's life total changes. The 3/3 (your opponent's) is put into the "
                                      "graveyard."),
])
def test_counters_on_a_described_creature(counters: str, summary: str, lexicon: Lexicon) -> None:
    judged = judge_question(f"I attack with a 2/2 {counters} and he blocks with a 3/3. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary
    creature = [e for e in judged.verdict.scenario["in_play"] if e.get("power") == 2]
    assert [e.get("counters") for e in creature] == [{"+1/+1": 2 if "two" in counters else 1}]


def test_before_i_declare_blockers(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 3/3. Before I declare blockers, I Shock it. Then I block with my "
                            "2/2. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) and the 2/2 "
                                      "(yours) are put into the graveyard.")
