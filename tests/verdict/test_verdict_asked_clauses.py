"""Question clauses and board words in players' words (session 22): "I want to know if ...",
"someone" for the other player, "with no counters on it", and "can I tap it to ...?" read as
the action it asks about."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize("question", [
    "I block a Hill Giant with a 2/2. I want to know if the Hill Giant dies.",
    "I block a Hill Giant with a 2/2. Can you tell me whether my 2/2 dies?",
    "I block a Hill Giant with a 2/2. I'd like to know if my 2/2 survives.",
])
def test_i_want_to_know_if_is_the_question(question: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


def test_someone_in_a_first_person_letter_is_the_opponent(lexicon: Lexicon) -> None:
    verdict = judge_question("If I have a Wall of Hope in play and someone Shocks it twice, do I gain 3 "
                             "or 4 life?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "You go to 24. Wall of Hope (yours) is put into the graveyard."
    plays = [a["play"] for a in verdict.scenario["actions"] if "play" in a]
    assert [p["by"] for p in plays] == ["Bob", "Bob"]


def test_someone_among_named_players_stays_unread(lexicon: Lexicon) -> None:
    judged = judge_question("Ann has a Wall of Hope and someone Shocks it twice. How much life does Ann "
                            "gain?", lexicon)
    assert judged.verdict is None
    assert list(judged.unread) == ["someone"]


@pytest.mark.parametrize("question, summary", [
    ("I attack with a 2/2 with no +1/+1 counters on it and my opponent blocks with a 3/3.",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("I have a Kilnmouth Dragon with no counters on it. My opponent Shocks it.",
     "No player's life total changes. Nothing is put into a graveyard."),
])
def test_no_counters_on_a_creature_that_comes_with_none_is_assumed(question: str, summary: str,
                                                                   lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


def test_no_counters_on_a_creature_that_comes_with_some_stays_unread(lexicon: Lexicon) -> None:
    # Phantom Nishoba comes into play with seven +1/+1 counters: "none" is not the default.
    judged = judge_question("I have a Phantom Nishoba with no counters on it. My opponent Shocks it.", lexicon)
    assert judged.verdict is None
    assert list(judged.unread) == ["no", "counters"]


def test_can_i_tap_it_to_deal_damage_is_read_as_the_action(lexicon: Lexicon) -> None:
    verdict = judge_question("I have a Prodigal Sorcerer and my opponent has a 1/1. Can I tap my Sorcerer "
                             "to deal 1 damage to his 1/1?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("Yes, that can be done. No player's life total changes. The 1/1 (your "
                               "opponent's) is put into the graveyard.")


def test_can_i_tap_it_for_damage_its_ability_does_not_deal_is_declined(lexicon: Lexicon) -> None:
    # Kilnmouth Dragon deals damage equal to its +1/+1 counters: not the three asked about
    # (before, the tap asked about was left out and "nothing happens" answered).
    judged = judge_question("I have a Kilnmouth Dragon with no counters on it. If I play Giant Growth on "
                            "it, can I tap it to deal three damage to my opponent?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "not the damage its ability deals"
    assert list(judged.unread) == ["three"]


def test_tap_it_to_make_itself_a_size_is_its_pump(lexicon: Lexicon) -> None:
    verdict = judge_question("I block a 1/2 creature with Angelic Page, then tap the Page to make itself "
                             "2/2. What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 1/2 (your opponent's) is put into the graveyard."
    activations = [a["activate"] for a in verdict.scenario["actions"] if "activate" in a]
    assert len(activations) == 1


def test_tap_it_to_make_a_size_its_ability_does_not_give_is_declined(lexicon: Lexicon) -> None:
    # Angelic Page (1/1) gives +1/+1: it can't make itself 3/3 in one activation.
    judged = judge_question("I block a 1/2 creature with Angelic Page, then tap the Page to make itself "
                            "3/3. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "not the size its ability makes it"
    assert list(judged.unread) == ["3/3"]


def test_a_harmful_spell_at_a_player_targets_the_other_player(lexicon: Lexicon) -> None:
    verdict = judge_question("I play Lava Axe. What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "Your opponent goes to 15. Nothing is put into a graveyard."
    assert "Lava Axe targets your opponent (the question doesn't say)." in verdict.assumptions


def test_a_sorcery_after_the_attack_is_played_in_the_second_main_phase(lexicon: Lexicon) -> None:
    verdict = judge_question("My opponent's life total is 19 and I attack him with Ebonblade Reaper, he takes "
                             "the damage and goes to 9. Then I play Final Punishment; is he dead?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "You go to 10 and your opponent goes to 8. Nothing is put into a graveyard."
    assert ("Final Punishment is played in the second main phase (a sorcery, 212.7a)."
            in verdict.assumptions)


def test_a_sorcery_told_before_the_block_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I attack my opponent with a 5/5. I play Lava Axe. He blocks with a 2/2. "
                            "What happens?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "a block at a time the rules have no blocks"


@pytest.mark.parametrize("question, summary", [
    ("If I have a Sphere of Duty and get damaged by 3 Grizzly Bears, will it prevent all 6 points of damage?",
     "No player's life total changes. Nothing is put into a graveyard."),
    ("I am at 5 life and get hit by two 3/3s. Do I die?",
     "You go to -1. Nothing is put into a graveyard. You lose the game."),
])
def test_damaged_by_creatures_is_their_attack(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


def test_hit_by_a_creature_with_an_activated_ability_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I get hit by my opponent's Prodigal Sorcerer. How much life do I have?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "damage from an attack or from an ability"
    assert list(judged.unread) == ["get hit by"]


def test_regenerate_a_creature_with_another_permanent_is_that_ones_ability(lexicon: Lexicon) -> None:
    verdict = judge_question("I have a Soulless One and a Boneknitter. My opponent Shocks my Soulless One. "
                             "In response I regenerate the Soulless One with Boneknitter.", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    activate = next(a["activate"] for a in verdict.scenario["actions"] if "activate" in a)
    assert (activate["source"], activate["targets"]) == ("boneknitter", ["soulless-one"])


def test_regenerate_with_a_permanent_that_cant_target_it_cant_be_done(lexicon: Lexicon) -> None:
    # Boneknitter regenerates a target Zombie only.
    verdict = judge_question("I have a Grizzly Bears and a Boneknitter. My opponent Shocks my Grizzly Bears. "
                             "In response I regenerate the Grizzly Bears with Boneknitter.", lexicon).verdict
    assert verdict is not None
    assert verdict.summary.startswith("That can't be done: Boneknitter's ability can't target Grizzly Bears")


def test_a_size_said_for_a_creature_whose_ability_sets_it_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I have a 7/7 Soulless One and a Boneknitter. I attack with the 7/7 and my "
                            "opponent blocks with Havoc Demon. What dies?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "a size said for a creature whose ability sets it"
    assert list(judged.unread) == ["a 7/7 Soulless One"]


@pytest.mark.parametrize("question, summary", [
    ("I play Shock to kill my opponent's 2/2. What happens?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    # "to kill" is what the player wants: the rules decide whether it dies
    ("I play Shock to kill my opponent's 3/3. What happens?",
     "No player's life total changes. Nothing is put into a graveyard."),
    ("My opponent has a tapped 2/2. I tap my Royal Assassin to kill it.",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_to_kill_aims_the_spell_or_ability_that_damages_or_destroys(question: str, summary: str,
                                                                    lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


def test_to_kill_with_a_spell_that_neither_damages_nor_destroys_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I play Giant Growth to kill my opponent's 2/2.", lexicon)
    assert judged.verdict is None
    assert judged.reason == "not a spell that deals damage or destroys"


def test_to_kill_asked_with_a_spell_the_board_does_not_play_is_unread(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 and my opponent blocks with a 2/2. Is Shock enough to kill "
                            "his 2/2?", lexicon)
    assert judged.verdict is None
    assert list(judged.unread) == ["Shock", "to kill"]


def test_does_the_spell_played_deal_damage_asks_its_outcome(lexicon: Lexicon) -> None:
    verdict = judge_question("I played Shock on my opponent's Mystic Crusader. Does Shock deal 2 damage to "
                             "Mystic Crusader?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary.startswith("That can't be done: Shock can't target Mystic Crusader: Mystic "
                                      "Crusader has protection from red.")


def test_an_x_spell_for_n_damage_is_x_n(lexicon: Lexicon) -> None:
    verdict = judge_question("I had Undead Warchief and Withered Wretch in play. Then my opponent played "
                             "Starstorm for 2 damage. Did my Withered Wretch really die or not?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("No player's life total changes. Undead Warchief (yours) and Withered Wretch "
                               "(yours) are put into the graveyard.")


@pytest.mark.parametrize("question, summary, unread", [
    ("My opponent plays Shock on my 2/2 for 2 damage. What happens?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard.", None),
    ("My opponent plays Shock on my 2/2 for 3 damage. What happens?", None, "3"),
])
def test_a_spell_without_x_for_n_damage_is_the_damage_it_deals(question: str, summary: str | None,
                                                              unread: str | None, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    if summary is None:
        assert judged.verdict is None
        assert (judged.reason, list(judged.unread)) == ("a value of X for a spell without X", [unread])
    else:
        assert judged.verdict is not None
        assert judged.verdict.summary == summary


def test_later_that_turn_is_after_combat(lexicon: Lexicon) -> None:
    verdict = judge_question("My opponent attacks with a 2/2 and I block with a 1/3. Later that turn I cast "
                             "Shock on his 2/2. What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    kinds = [e["kind"] for e in verdict.outcome["events"]]
    # the combat damage is dealt before Shock is played
    assert kinds.index("damage") < kinds.index("play")


def test_an_action_told_after_the_block_it_follows_is_read_after_it(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with Grizzly Bears. I cast Giant Growth on my Grizzly Bears after my "
                             "opponent blocks it with his Hill Giant. Which creature dies?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. Hill Giant (your opponent's) is put into the graveyard."
    assert [next(iter(a)) for a in verdict.scenario["actions"]][:3] == ["attack", "block", "play"]


def test_an_attack_told_before_after_is_not_reordered(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 and I Shock his 1/1 after he blocks with a 3/3.", lexicon)
    assert judged.verdict is None
    assert list(judged.unread) == ["with a"]


def test_can_i_and_have_it_live_asks_the_outcome(lexicon: Lexicon) -> None:
    verdict = judge_question("My opponent attacks with a 3/3 and I block with my 2/2. Can I Giant Growth my 2/2 "
                             "and have it live?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."


def test_a_card_in_hand_and_permanents_in_play_said_together(lexicon: Lexicon) -> None:
    verdict = judge_question("I have a Shock in my hand and a Grizzly Bears. My opponent attacks with a 3/3 and I "
                             "block with my Grizzly Bears. I Shock his 3/3. What dies?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("No player's life total changes. Grizzly Bears (yours) and the 3/3 (your "
                               "opponent's) are put into the graveyard.")
    bears = next(p for p in verdict.scenario["in_play"] if p.get("card") == "Grizzly Bears")
    assert bears["controller"] == "Alice"
