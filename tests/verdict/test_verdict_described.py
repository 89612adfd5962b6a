"""Creatures described as real letters describe them: "a creature that has at least 5 power
and first strike", "a 1/1 creature that regenerates", "with regeneration", a list of what a
player has going on after "in play", "I pestilence for 5" (judge/verdict/partial.py,
judge/verdict/described.py, judge/verdict/rewrites.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.partial import at_least
from verdict_helpers import summary_of as _verdict


@pytest.mark.parametrize("question, text, said, power", [
    ("I block with a creature that has at least 5 power and first strike.",
     "I block with a 5-power creature with first strike.", "a creature that has at least 5 power", 5),
    ("He attacks with a creature with five or more power.",
     "He attacks with a 5-power creature.", "a creature with five or more power", 5),
    ("I block with a creature with a power of at least 3, then he pumps it.",
     "I block with a 3-power creature, then he pumps it.", "a creature with a power of at least 3", 3),
    ("He attacks with a creature with at least 2 power and I don't block.",
     "He attacks with a 2-power creature and I don't block.", "a creature with at least 2 power", 2),
])
def test_at_least_a_power_is_read_as_that_power(question: str, text: str, said: str, power: int) -> None:
    assert at_least(question) == (text, said, power)


def test_no_or_two_at_least_creatures_are_not_rewritten() -> None:
    assert at_least("I block with a 5/5 creature.") is None
    assert at_least("a creature with at least 2 power blocks a creature with at least 3 power") is None


def test_the_least_creature_is_read_when_every_greater_power_ends_the_same(lexicon: Lexicon) -> None:
    summary, assumptions = _verdict(
        "If my friend has a Silvos, Rogue Elemental and attacks with it. I block it with a creature "
        "that has at least 5 power and first strike, then he regenerates Silvos. Does Silvos still "
        "deal damage?", lexicon)
    assert summary == "No player's life total changes. Nothing is put into a graveyard."
    assert assumptions[0] == ("Read 'a creature that has at least 5 power' as the least such creature, "
                              "power 5 (every power from 5 to 34, and 99, gives the same outcome).")
    assert assumptions[-1].startswith("Assumed toughness of the 5-power creature: 1")


def test_an_at_least_power_that_decides_the_outcome_declines(lexicon: Lexicon) -> None:
    # Unblocked, its power is the damage dealt: the toughness doesn't matter, the power does.
    judged = judge_question("My opponent attacks me with a creature with at least 2 power and I "
                            "don't block. How much damage do I take?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("the power of a creature with at least 2 power: the outcome depends "
                             "on it \u2014 give it",)


def test_a_creature_that_regenerates_can_regenerate(lexicon: Lexicon) -> None:
    summary, _ = _verdict("I have a 1/1 creature that regenerates and my opponent attacks with a 2/2. "
                          "I block with my 1/1 and regenerate it. Does it die?", lexicon)
    assert summary == "No player's life total changes. Nothing is put into a graveyard."


def test_with_regeneration_is_the_ability_not_the_card(lexicon: Lexicon) -> None:
    summary, _ = _verdict("I have a 1/1 creature with regeneration. My opponent attacks with a 2/2 "
                          "and I block with my 1/1 and regenerate it. Does it die?", lexicon)
    assert summary == "No player's life total changes. Nothing is put into a graveyard."


def test_what_a_player_has_goes_on_after_in_play(lexicon: Lexicon) -> None:
    summary, _ = _verdict("I have a Pestilence in play and a 1/1 creature. I activate Pestilence "
                          "five times. Does it die?", lexicon)
    assert summary == "You go to 15 and your opponent goes to 15. The 1/1 (yours) is put into the graveyard."


def test_a_card_said_as_a_verb_for_a_number_is_activated_that_many_times(lexicon: Lexicon) -> None:
    summary, _ = _verdict("I have a Pestilence and a 4/4 creature. I pestilence for 3. Does it die?",
                          lexicon)
    assert summary == "You go to 17 and your opponent goes to 17. Nothing is put into a graveyard."


def test_my_creature_is_not_my_enchantment(lexicon: Lexicon) -> None:
    summary, _ = _verdict("I have a Pestilence and a 1/1 creature that regenerates. I regenerate my "
                          "creature and then activate Pestilence. Does it die?", lexicon)
    assert summary == "You go to 19 and your opponent goes to 19. Nothing is put into a graveyard."


def test_the_pestilence_letter_of_batch_21(lexicon: Lexicon) -> None:
    summary, _ = _verdict("If I have a Pestilence in play, and a 1/1 creature that regenerates, can I "
                          "pestilence for 5, regenerate my creature once and have it live, or do I "
                          "have to regenerate it five times?", lexicon)
    assert summary.endswith("You go to 15 and your opponent goes to 15. The 1/1 (yours) is put into "
                            "the graveyard.")


def test_a_possessive_that_is_no_cards_name_takes_no_cards_last_word(lexicon: Lexicon) -> None:
    # "Prophet" ends the pool's Ancestor's Prophet; "Tovran's Prophet" is a card the reader doesn't know.
    judged = judge_question("I have 2 Tovran's Prophet in play plus three other Clerics; if I were to "
                            "tap all five Clerics, would I gain 20 life?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("I don't know the card Tovran's Prophet \u2014 describe it "
                             "(power/toughness and abilities)",)


def test_a_players_possessive_still_names_the_players_card(lexicon: Lexicon) -> None:
    summary, _ = _verdict("Alice attacks with her Armodon and Bob blocks with Bob's Armodon.", lexicon)
    assert summary == ("No player's life total changes. Alice's Trained Armodon and Bob's Trained "
                       "Armodon are put into the graveyard.")


@pytest.mark.parametrize("said", ["Ghazban Ogre", "Ghazb\u00e1n Ogre"])
def test_an_accented_name_is_named_as_players_type_it(said: str, lexicon: Lexicon) -> None:
    lexed = lexicon.lex(f"I attack with a {said} and my opponent blocks with a 3/3.")
    assert [(t.canon, t.value) for t in lexed.tokens][3] == ("unreadable", "Ghazb\u00e1n Ogre")


@pytest.mark.parametrize("question, summary", [
    ("If a 1/1 that regenerates blocks a 3/3, and the 1/1 is regenerated, does it die?",
     "No player's life total changes. Nothing is put into a graveyard."),
    ("If a 2/2 creature is enchanted with Holy Strength and blocked by a 3/3, who dies?",
     "No player's life total changes. Bob's 3/3 is put into the graveyard."),
    ("I have a 1/1 creature. My opponent plays Pestilence for 3. Does it die?",
     "You go to 17 and your opponent goes to 17. The 1/1 (yours) is put into the graveyard."),
    ("I have a 3/3 and he has a Pestilence. He pumps 3 into Pestilence. Does my 3/3 die?",
     "You go to 17 and your opponent goes to 17. The 3/3 (yours) is put into the graveyard."),
    ("My opponent attacks with a 4/4 and I block with my 3/3. Please explain what happens.",
     "No player's life total changes. The 3/3 (yours) is put into the graveyard."),
])
def test_third_person_and_slang_letters(question: str, summary: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


def test_a_creature_told_without_a_size_that_cant_matter(lexicon: Lexicon) -> None:
    summary, assumptions = _verdict("When Phyrexian Reaper becomes blocked by a green creature, does it "
                                    "still take the damage from the blocking creature?", lexicon)
    assert summary == "No player's life total changes. Bob's green 1/1 is put into the graveyard."
    assert assumptions[-1] == ("Assumed power and toughness of 'a green creature': 1/1 (the question "
                               "gives none; every power from 0 and toughness from 1 to 12, and 99, "
                               "gives the same outcome).")


def test_a_creature_told_without_a_size_that_matters_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3 and my opponent blocks with a green creature. Who dies?",
                            lexicon)
    assert judged.verdict is None
    assert judged.unread == ("the power and toughness of a green creature: the outcome depends on them "
                             "\u2014 give them",)


def test_a_creature_told_by_its_color_is_graded_by_it() -> None:
    from judge.verdict.evaluate import _described_same

    assert _described_same([("green 1/1", "1/1")], ["the green creature"])
    assert not _described_same([("green 1/1", "1/1")], ["the black creature"])
    assert not _described_same([("green 1/1", "1/1")], ["the 2/2 green creature"])


@pytest.mark.parametrize("question, summary", [
    ("A 3/3 first striker and a 2/2 attack. The defending player blocks the 3/3 with a 4/4. What happens?",
     "Bob goes to 18. Alice's 3/3 with first strike is put into the graveyard."),
    ("A 3/3 attacks and the defending player blocks with a 4/4 and plays Giant Growth on the 3/3. What "
     "happens?", "No player's life total changes. Bob's 4/4 is put into the graveyard."),
    ("If a 5/5 creature with trample is blocked by a 2/2 creature, and the controller of the 2/2 plays "
     "Giant Growth on it, how much damage tramples over?",
     "No player's life total changes. Alice's 5/5 with trample and Bob's 2/2 are put into the graveyard."),
    ("A 5/5 trampler is blocked by a 3/3 and the blocker's controller casts Giant Growth on it. How much "
     "damage tramples over?", "No player's life total changes. Alice's 5/5 with trample is put into the "
     "graveyard."),
    ("If you attack with a 4/4 and it's blocked by a 2/2, does the 2/2 die?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_the_players_of_a_third_person_letter(question: str, summary: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


def test_the_defending_player_before_any_attack_is_still_declined(lexicon: Lexicon) -> None:
    judged = judge_question("The defending player has a 2/2. A 3/3 attacks. Who dies?", lexicon)
    assert judged.verdict is None


@pytest.mark.parametrize("question, summary", [
    ("I attack with a 5/5 and my opponent blocks with two 2/2s. I want to assign 3 to the first and 2 "
     "to the second. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) and the 2/2 (your opponent's) are put "
     "into the graveyard."),
    ("I attack with a 2/2 and my opponent blocks with a 1/1 first striker. Before damage I pump my 2/2 "
     "with +2/+2. What happens?",
     "No player's life total changes. The 1/1 with first strike (your opponent's) is put into the graveyard."),
])
def test_an_action_wanted_and_a_pump_with_its_bonus(question: str, summary: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


def test_pumped_to_a_size_is_the_bonus_that_makes_it(lexicon: Lexicon) -> None:
    summary, _ = _verdict("I was attacking with a 5/5 and he blocked with a 2/2 with first strike. He then "
                          "pumped the 2/2 to a 4/4. Who dies?", lexicon)
    assert summary == ("No player's life total changes. The 2/2 with first strike (your opponent's) is "
                       "put into the graveyard.")


@pytest.mark.parametrize("question", [
    "i attack with a 3/3 first striker, he blocks with two 2/2's. who dies?",
    "I attack with a 3/3 first striker & he blocks with two 2/2s. Who dies?",
    "I attack w/ my 3/3 first striker + he blocks w/ two 2/2s. who dies?",
])
def test_typed_plurals_and_joins(question: str, lexicon: Lexicon) -> None:
    summary, _ = _verdict(question, lexicon)
    assert summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("I have a Nantuko Husk and a 1/1. My opponent shocks my 1/1. In response I sacrifice my 1/1 to my "
     "Nantuko Husk. What happens?", "No player's life total changes. The 1/1 (yours) is put into the graveyard."),
    ("I attacked with a 1/1, he blocked with a 1/1, and we both put damage on the stack. Then I "
     "sacrificed my 1/1 to a Goblin Bombardment targeting him. Does his 1/1 still die?",
     "Your opponent goes to 19. The 1/1 (yours) and the 1/1 (your opponent's) are put into the graveyard."),
])
def test_a_creature_sacrificed_to_another_permanents_ability(question: str, summary: str,
                                                             lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


def test_an_outlet_that_needs_a_target_not_said_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I attacked with a 1/1 and he blocked with a 1/1. Then I sacrificed my 1/1 to "
                            "a Goblin Bombardment. Does his 1/1 still die?", lexicon)
    assert judged.verdict is None
    assert judged.reason == ("Goblin Bombardment has no one ability to sacrifice a creature (its target "
                             "said)")


@pytest.mark.parametrize("question, summary", [
    ("A player attacks with a 3/3 trampler. His opponent blocks with a 1/1. How much damage does his "
     "opponent take?", "Player B goes to 18. Player B's 1/1 is put into the graveyard."),
    ("Suppose a player controls a 2/2 creature and attacks with it. The other player blocks with a 1/1 "
     "creature with first strike. What happens?",
     "No player's life total changes. Player B's 1/1 with first strike is put into the graveyard."),
])
def test_a_player_and_his_opponent(question: str, summary: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


@pytest.mark.parametrize("told", ["has 2 damage on it", "has already been dealt 2 damage this turn",
                                  "was dealt 2 damage by a Shock earlier this turn"])
def test_damage_already_dealt_said_as_letters_say_it(told: str, lexicon: Lexicon) -> None:
    summary, _ = _verdict(f"My 3/3 {told}. My opponent attacks with a 1/1 and I block with my 3/3. Does "
                          "it die?", lexicon)
    assert summary == ("No player's life total changes. The 3/3 (yours) and the 1/1 (your opponent's) "
                       "are put into the graveyard.")


def test_a_creature_saved_with_a_spell(lexicon: Lexicon) -> None:
    summary, _ = _verdict("I attack with a 3/3 and he blocks with a 2/2. He saves his 2/2 with Healing "
                          "Salve. Who dies?", lexicon)
    assert summary == "No player's life total changes. Nothing is put into a graveyard."


def test_it_said_before_the_creature_it_blocks(lexicon: Lexicon) -> None:
    summary, _ = _verdict("My 3/3 took 2 damage this turn. It blocks a 1/1. Does it die?", lexicon)
    assert summary == ("No player's life total changes. The 3/3 (yours) and the 1/1 (your opponent's) "
                       "are put into the graveyard.")


@pytest.mark.parametrize("question, summary", [
    ("A 3/3 that has taken 2 damage this turn blocks a 1/1. Does it die?",
     "No player's life total changes. Alice's 3/3 and Bob's 1/1 are put into the graveyard."),
    ("My 3/3 with 2 damage on it blocks a 1/1. Does it die?",
     "No player's life total changes. The 3/3 (yours) and the 1/1 (your opponent's) are put into the graveyard."),
])
def test_a_damaged_creature_told_in_its_description(question: str, summary: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary
