"""Board shapes read in session 28 (our own letters, in the shapes players write them):
summoning sickness said in words (judge/verdict/sick_said.py), one creature said to block two
attackers (judge/verdict/combat_clauses.py, build.py), and the refusals the engine gives
with their rules."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of

NOTHING = "No player's life total changes. Nothing is put into a graveyard."


def _refused(question: str, lexicon: Lexicon) -> tuple[str, list[str], tuple[str, ...]]:
    verdict = verdict_of(question, lexicon)
    illegal = verdict.outcome["illegal"]
    assert len(illegal) == 1
    return verdict.summary, illegal[0]["rules"], verdict.assumptions


# -- summoning sickness said in words ---------------------------------------------------

@pytest.mark.parametrize("question, who, creature, note", [
    ("I played my 2/2 this turn and attack with it. My opponent is at 2. Does he lose?",
     "Alice", "2/2", "'played my 2/2 this turn' read as: it came into play this turn (212.3d)."),
    ("My friend just cast a 3/3 and attacks me with it. Is that legal?",
     "Bob", "3/3", "'cast a 3/3' read as: it came into play this turn (212.3d)."),
    ("I played Grizzly Bears this turn and attacked with it.",
     "Alice", "Grizzly Bears", "'played Grizzly Bears this turn' read as: it came into play this turn (212.3d)."),
    ("My 2/2 came into play this turn. I attack with it. What happens?",
     "Alice", "2/2", "'came into play this turn' read as: it came into play this turn (212.3d)."),
    ("His 2/2 is summoning sick. He attacks me with it. Can he?",
     "Bob", "2/2", "'is summoning sick' read as: it came into play this turn (212.3d)."),
])
def test_an_attack_by_a_creature_said_to_have_come_into_play_this_turn_is_refused(
        question: str, who: str, creature: str, note: str, lexicon: Lexicon) -> None:
    summary, rules, assumptions = _refused(question, lexicon)
    assert summary == (f"That can't be done: {creature} can't attack: {creature} hasn't been under {who}'s "
                       "control continuously since the beginning of the turn and doesn't have haste. "
                       f"{NOTHING}")
    assert rules == ["308.2a", "212.3d", "502.5b", "308.2"]
    assert note in assumptions


@pytest.mark.parametrize("question", [
    "My Prodigal Sorcerer came into play this turn. I tap it to deal 1 damage to his 1/1. Does it die?",
    "I played Prodigal Sorcerer this turn and I tap it to deal 1 damage to his 1/1. Does it die?",
])
def test_a_tap_ability_of_a_creature_that_came_into_play_this_turn_is_refused(question: str,
                                                                              lexicon: Lexicon) -> None:
    summary, rules, _ = _refused(question, lexicon)
    assert summary == ("That can't be done: Prodigal Sorcerer hasn't been under Alice's control since the "
                       "start of his or her most recent turn: its {T} ability can't be played. " + NOTHING)
    assert rules == ["403.4", "212.3d"]


@pytest.mark.parametrize("question, summary", [
    # haste: it may attack the turn it came into play (502.5)
    ("My opponent played a 3/3 with haste this turn and attacks with it. I am at 3. Do I lose?",
     "You go to 0. Nothing is put into a graveyard. You lose the game."),
    # a creature that came into play this turn may block
    ("He cast a 2/2 this turn. I attack with my 3/3 and he blocks with the 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_a_creature_that_came_into_play_this_turn_does_what_sickness_allows(question: str, summary: str,
                                                                            lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert not verdict.outcome.get("illegal")


def test_a_played_creature_is_not_read_as_in_play_when_a_card_cares_about_it_coming_into_play(
        lexicon: Lexicon) -> None:
    # Angelic Chorus triggers on a creature coming into play: "I have the 2/2" would leave
    # the trigger out, so the reader doesn't read the play as a creature already in play.
    judged = judge_question("I have Angelic Chorus. I played a 2/2 this turn and attack with it. "
                            "What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("2/2",)


# -- one creature said to block two attackers ----------------------------------------------

def test_one_creature_blocking_two_attackers_is_refused_with_309_2a(lexicon: Lexicon) -> None:
    summary, rules, assumptions = _refused(
        "He attacks me with a 3/3 and a 2/2, and I block both with my 4/4. What dies?", lexicon)
    assert summary == "That can't be done: 4/4 must block exactly one attacking creature. Which creatures block instead isn't told (309.2, 500.3)."
    assert rules == ["309.2a"]
    assert "'both' read as: the 4/4 blocks both attackers." in assumptions


def test_a_creature_that_can_block_any_number_blocks_both(lexicon: Lexicon) -> None:
    verdict = verdict_of("My opponent swings with two 2/2 guys and I block both with my Wall of Glare. "
                         "Does anything die?", lexicon)
    assert verdict.summary == NOTHING
    assert not verdict.outcome.get("illegal")
    assert verdict.scenario["actions"][1] == {"block": {"wall-of-glare": ["p2-2", "p2-2-2"]}}


def test_both_of_three_attackers_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 3/3, a 2/2 and a 1/1, and I block both with my 4/4.", lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("which creatures block which", ("both",))


# -- a described creature's mana ability ("a 1/1 elf that taps for G") ------------------------

@pytest.mark.parametrize("question, note, summary", [
    ("I attack with a 1/1 elf that taps for G and he blocks with a 1/1. What dies?",
     "'that taps for G' read as the ability '{T}: add {G}'.",
     "No player's life total changes. The 1/1 (yours) and the 1/1 (your opponent's) are put into the graveyard."),
    ("He has a 1/1 elf that taps for green mana. I attack with my 2/2 and he blocks with the elf. What dies?",
     "'that taps for green mana' read as the ability '{T}: add {G}'.",
     "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."),
    ("I have a 0/1 that can tap for one colorless mana. He attacks with a 2/2 and I block with it. What dies?",
     "'that can tap for one colorless mana' read as the ability '{T}: add {1}'.",
     "No player's life total changes. The 0/1 (yours) is put into the graveyard."),
])
def test_a_creature_that_taps_for_mana_has_the_mana_ability(question: str, note: str, summary: str,
                                                           lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert note in verdict.assumptions
    ability = note.split("the ability ")[1].strip("'.")
    assert [p["abilities"] for p in verdict.scenario["in_play"] if p["abilities"]] == [[ability]]


def test_a_creature_that_taps_for_two_mana_is_not_read(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 1/1 elf that taps for GG and he blocks with a 1/1. What dies?",
                            lexicon)
    assert judged.verdict is None


# -- turns told in order ("Next turn he attacks with his 2/2") ----------------------------------

@pytest.mark.parametrize("question, summary, between", [
    ("I attack with my 3/3 and he doesn't block. Next turn he attacks with his 2/2 and I don't block. "
     "What are the life totals?",
     "You go to 18 and your opponent goes to 17. Nothing is put into a graveyard.", False),
    ("I attack with my 3/3 and he takes 3. On his turn he attacks with a 2/2 and I don't block. "
     "What are the life totals?",
     "You go to 18 and your opponent goes to 17. Nothing is put into a graveyard.", False),
    ("I'm at 4. My opponent attacks with a 3/3 and I don't block. The next turn he attacks again with it "
     "and I don't block. Am I dead?",
     "You go to -2. Nothing is put into a graveyard. You lose the game.", True),
    ("I attack with my 5/5 and he blocks with a 2/2. Next turn I attack again with the 5/5 and he "
     "doesn't block. How much life does he have?",
     "Your opponent goes to 15. The 2/2 (your opponent's) is put into the graveyard.", True),
])
def test_attacks_on_turns_told_in_order_are_run_turn_after_turn(question: str, summary: str, between: bool,
                                                                 lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    advances = [a["advance"] for a in verdict.scenario["actions"] if "advance" in a]
    assert advances.count("next_turn") == (2 if between else 1)
    assert any(a.endswith("read as a later turn than the attack told before it.") for a in verdict.assumptions)


def test_a_creature_that_attacked_is_still_tapped_on_the_other_player_s_turn(lexicon: Lexicon) -> None:
    summary, rules, _ = _refused("I attack him with a 3/3 and he doesn't block. On his next turn, he swings "
                                 "back with his 2/2 and I block with my 3/3. What dies?", lexicon)
    # the 2/2's damage is not claimed: which creatures block it instead isn't told
    assert summary == ("That can't be done: 3/3 can't block: it is tapped. Which creatures block instead isn't told (309.2, 500.3). "
                       "Up to then: your opponent goes to 17.")
    assert rules == ["309.2a"]


def test_damage_marked_and_a_creature_dead_on_the_turn_before(lexicon: Lexicon) -> None:
    # 2 damage marked, 1 more in the block: the 3/3 dies on the first turn, so it can't block on the next
    summary, rules, _ = _refused("My 3/3 already took 2 damage this turn. He attacks with a 1/1 and I block "
                                 "with my 3/3. Next turn he attacks with a 1/1 again and I block with my 3/3. "
                                 "Does my 3/3 die?", lexicon)
    assert summary == ("That can't be done: 3/3, put into Alice's graveyard, is no longer in play. Which creatures block instead isn't told (309.2, 500.3). "
                       "Up to then: the 3/3 (yours) and the 1/1 (your opponent's) are put into the graveyard.")
    assert rules == ["217.1c", "217.5d"]


def test_a_spell_on_a_later_turn_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with my 3/3. Next turn I play Shock on his 2/2.", lexicon)
    assert judged.verdict is None
    assert judged.reason == "actions on more than one turn (only attacks and blocks are read)"


# -- "out" (in play) and damage told "earlier" -------------------------------------------------

@pytest.mark.parametrize("question, summary", [
    ("I have a 2/2 out in play. He attacks with a 3/3 and I block with it. What dies?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("My opponent has a 1/1 out, and I attack with my 2/2. He blocks with the 1/1. What dies?",
     "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."),
    # 3 damage marked, 2 more in the fight: the 5/5 dies (420.5c)
    ("My 5/5 took 3 damage from a Shock earlier. It blocks his 2/2. What happens?",
     "No player's life total changes. The 5/5 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
])
def test_out_and_earlier_as_players_say_them(question: str, summary: str, lexicon: Lexicon) -> None:
    assert verdict_of(question, lexicon).summary == summary


def test_out_of_combat_is_not_read_as_in_play(lexicon: Lexicon) -> None:
    from judge.verdict.out_said import out_said
    from judge.verdict.tokens import Token

    tokens = [Token("me", "me", "I", 0), Token("take", "take", "took", 1), Token("it", "it", "it", 2),
              Token("?", "out", "out", 3), Token("?", "of", "of", 4)]
    assert out_said(tokens) == tokens


# -- "me" the only first-person word ("Two 2/2s attack me") ---------------------------------------

@pytest.mark.parametrize("question, summary", [
    # before, "me" was dropped after "attack" and the letter read in the third person: the
    # 2/2s were taken to be the asker's, attacking the opponent (a wrong verdict)
    ("Two 2/2s attack me. What happens?", "You go to 16. Nothing is put into a graveyard."),
    ("Two 2/2s attack me. I block one with my 3/3. I'm at 5. What's my life total?",
     "You go to 3. The 2/2 (your opponent's) is put into the graveyard."),
    ("He attacked me with his 2/2 and I blocked with my 3/3. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
])
def test_attacked_me_is_a_first_person_letter(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert verdict.scenario["turn"]["active"] == "Bob"


# -- "He attacked me and I blocked his 2/2": the block says which creature attacks ----------------

@pytest.mark.parametrize("question, summary, note", [
    ("He attacked me and I blocked his 2/2 with my 3/3. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     "'attacked' read as an attack with what the block names (the 2/2)."),
    ("I attacked and he blocked my 3/3 with his 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     "'attacked' read as an attack with what the block names (the 3/3)."),
])
def test_a_bare_attack_is_the_creature_the_block_names(question: str, summary: str, note: str,
                                                       lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert note in verdict.assumptions


def test_a_bare_attack_with_no_block_after_it_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("He attacked me and I played Shock on his 2/2.", lexicon)
    assert (judged.reason, judged.unread) == ("which creature attacks", ("attacked",))


# -- pump spells told by what they give; "non-flier"; "one of them" of two alike blockers ---------

@pytest.mark.parametrize("question, summary, note", [
    ("My opponent attacks with his 3/3. I block with my 2/2 and pump it with a +2/+2 instant. What dies?",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard.",
     "'with a +2/+2 instant' read as an instant that gives +2/+2 until end of turn."),
    ("He attacks with a 4/4 and I block with my 2/2. I play a +3/+3 instant on my 2/2. What dies?",
     "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard.",
     "'play a +3/+3 instant' read as an instant that gives +3/+3 until end of turn."),
    ("I attack with a 2/2 and he blocks with a 3/3. I cast a +2/+2 pump spell on my 2/2. What dies?",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard.",
     "'cast a +2/+2 pump spell' read as an instant that gives +2/+2 until end of turn."),
    ("My 3/3 is blocked by two 2/2s. I assign 3 damage to one of them. What dies?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard.",
     "'one of them' read as the first of the two alike 2/2s (which one doesn't change the outcome)."),
])
def test_pumps_by_size_and_one_of_two_alike(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert note in verdict.assumptions


def test_a_non_flier_can_t_block_a_flier(lexicon: Lexicon) -> None:
    summary, rules, _ = _refused("I have a 2/2 flier and he has a 2/2 non-flier. I attack. Can he block?", lexicon)
    # "Can he block?" is answered no, and nothing is claimed of the combat after it
    assert summary == "That can't be done: 2/2 can't block 2/2 with flying: 2/2 with flying has flying."
    assert rules == ["502.4a", "502.4b", "502.4", "309.2a", "309.2"]


def test_one_of_two_blockers_that_differ_stays_unread(lexicon: Lexicon) -> None:
    judged = judge_question("My 3/3 is blocked by a 2/2 and a 1/1. I assign 3 damage to one of them. "
                            "What dies?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("one of them",)


# -- words that say no more than the reader assumes ---------------------------------------------

@pytest.mark.parametrize("question, summary", [
    ("I gang block his 5/5 with my 2/2 and my 3/3. What dies?",
     "No player's life total changes. The 5/5 (your opponent's), the 2/2 (yours) and the 3/3 (yours) are put "
     "into the graveyard."),
    ("I attack him with everything: a 3/3 and a 2/2. He has no blockers. He is at 5. Is he dead?",
     "Your opponent goes to 0. Nothing is put into a graveyard. Your opponent loses the game."),
    ("My opponent is tapped out. I attack with my 3/3 and 2/2. He's at 4. Does he die?",
     "Your opponent goes to -1. Nothing is put into a graveyard. Your opponent loses the game."),
])
def test_words_that_say_no_more_are_set_aside(question: str, summary: str, lexicon: Lexicon) -> None:
    assert verdict_of(question, lexicon).summary == summary


@pytest.mark.parametrize("question", [
    "My creature with first strike blocks his creature with double strike. Both are 2/2. What happens?",
    "My creature with first strike blocks his creature with double strike. They are both 2/2s. What happens?",
])
def test_both_are_2_2_gives_the_two_sizeless_creatures_their_size(question: str, lexicon: Lexicon) -> None:
    # first strike and double strike deal their damage in the same (first) combat damage step
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == ("No player's life total changes. The 2/2 with double strike (your opponent's) and "
                               "the 2/2 with first strike (yours) are put into the graveyard.")
    assert any(a.endswith("read as the size of both creatures told before it.") for a in verdict.assumptions)


@pytest.mark.parametrize("question", [
    "My Grizzly Bears has a Holy Strength on it. It blocks his 3/3. What dies?",
    "My 2/2 has Holy Strength on it. His 3/3 attacks and I block with the 2/2. What dies?",
])
def test_a_creature_that_has_an_aura_on_it_is_enchanted(question: str, lexicon: Lexicon) -> None:
    # Holy Strength: +1/+2, so the 2/2 is a 3/4 that kills the 3/3 and survives
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    assert [p.get("attached_to") for p in verdict.scenario["in_play"] if p.get("card") == "Holy Strength"] == [
        verdict.scenario["in_play"][0]["id"]]


def test_is_blocked_by_after_a_creature_and_its_aura_is_said_of_the_creature(lexicon: Lexicon) -> None:
    verdict = verdict_of("My 2/2 has Holy Strength on it and is blocked by a 3/3. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    assert verdict.scenario["actions"][0] == {"attack": [verdict.scenario["in_play"][0]["id"]]}


@pytest.mark.parametrize("question, summary, illegal", [
    ("He attacks with three 2/2s. I block all three with my Wall of Glare. What dies?",
     "No player's life total changes. Wall of Glare (yours) is put into the graveyard.", False),
    ("He attacks with three 2/2s. I block all of them with my 4/4. What happens?",
     "That can't be done: 4/4 must block exactly one attacking creature. Which creatures block instead isn't told (309.2, 500.3).", True),
    ("He attacks with a 3/3 and a 2/2. I block both of them with my 4/4. What happens?",
     "That can't be done: 4/4 must block exactly one attacking creature. Which creatures block instead isn't told (309.2, 500.3).", True),
    ("I attack with three 4/4 tokens and he blocks them all with a 2/4. What happens?",
     "That can't be done: 2/4 must block exactly one attacking creature. Which creatures block instead isn't told (309.2, 500.3).", True),
])
def test_one_creature_said_to_block_all_the_attackers(question: str, summary: str, illegal: bool,
                                                      lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert [i["rules"] for i in verdict.outcome.get("illegal") or []] == ([["309.2a"]] if illegal else [])


def test_one_of_the_tokens_is_a_token_and_trample_past_a_blocker_of_several(lexicon: Lexicon) -> None:
    # "one of the tokens" fits the three alike Beast tokens, not the Ironfist Crusher; with
    # trample given to one, 502.9b counts the other tokens' 8 damage to the Crusher, so all 6 trample over
    verdict = verdict_of("I am attacking my opponent with three Beast tokens (4/4), and he blocks them all "
                         "with Ironfist Crusher (2/4). I cast Sylvan Might on one of the tokens. How much "
                         "trample damage goes through?", lexicon)
    assert verdict.summary == ("Your opponent goes to 14. The Ironfist Crusher (2/4) (your opponent's) is put "
                               "into the graveyard.")
    assert "'one of tokens' read as the first of them (they are alike)." in verdict.assumptions


def test_one_of_the_tokens_pumped_without_trample(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with three 4/4 Beast tokens and he blocks them all with Ironfist Crusher "
                         "(2/4). I cast Giant Growth on one of the tokens. What dies?", lexicon)
    assert verdict.summary == ("No player's life total changes. The Ironfist Crusher (2/4) (your opponent's) is "
                               "put into the graveyard.")
    assert "'one of tokens' read as the first of them (they are alike)." in verdict.assumptions


# -- pump abilities in players' shorthand ("R: +1/+0", "firebreather") ----------------------------

@pytest.mark.parametrize("question, summary, note", [
    ("I attack with my 2/2 firebreather and pump it twice. He blocks with a 3/3. What dies?",
     "No player's life total changes. The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard.",
     "'2/2 firebreather' read as the ability \"{R}: +1/+0 until end of turn\" (firebreathing)."),
    ('I have a 2/2 with "R: +1/+0". I attack and he blocks with a 3/3. I pump it once. What dies?',
     "No player's life total changes. The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard.",
     "'R: +1/+0' read as \"{R}: +1/+0 until end of turn\"."),
    ("I attack with my 1/1 with '1B: +1/+1' and he blocks with a 3/3. I pump it twice. What dies?",
     "No player's life total changes. The 1/1 (yours) and the 3/3 (your opponent's) are put into the graveyard.",
     "'1B: +1/+1' read as \"{1}{B}: +1/+1 until end of turn\"."),
])
def test_pump_abilities_in_shorthand(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert note in verdict.assumptions


@pytest.mark.parametrize("question, summary, note", [
    ("I attack with an X/X where X is 3 and he blocks with a 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     "'X/X' read as 3/3 (X is 3)."),
    ("My opponent attacks with an X/X, with X equal to 5. I block with a 4/4. What dies?",
     "No player's life total changes. The 4/4 (yours) is put into the graveyard.",
     "'X/X' read as 5/5 (X is 5)."),
])
def test_an_x_x_with_x_said_is_that_size(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert note in verdict.assumptions


def test_an_x_x_with_x_not_said_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with an X/X and he blocks with a 2/2. What dies?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("X",)


@pytest.mark.parametrize("question, who, creature", [
    ("I attack with my 2/2 that I played this turn and he blocks with a 1/1. What dies?", "Alice", "2/2"),
    ("He attacks me with the 3/3 he cast this turn. Can he do that?", "Bob", "3/3"),
])
def test_a_creature_said_played_this_turn_in_a_relative_clause_can_t_attack(question: str, who: str,
                                                                           creature: str, lexicon: Lexicon) -> None:
    summary, rules, _ = _refused(question, lexicon)
    assert summary.startswith(f"That can't be done: {creature} can't attack: {creature} hasn't been under {who}'s")
    assert rules == ["308.2a", "212.3d", "502.5b", "308.2"]


def test_a_creature_played_this_turn_may_block(lexicon: Lexicon) -> None:
    verdict = verdict_of("He blocks my 3/3 with the 2/2 he played this turn. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    assert [p.get("sick") for p in verdict.scenario["in_play"]] == [None, True]


@pytest.mark.parametrize("question, summary", [
    ("He attacks with a 6/6 and I don't block (I'm at 6). Am I dead?",
     "You go to 0. Nothing is put into a graveyard. You lose the game."),
    ("I attack with my 3/3 (he is at 2) and he doesn't block. Does he lose?",
     "Your opponent goes to -1. Nothing is put into a graveyard. Your opponent loses the game."),
])
def test_a_life_total_told_in_parentheses(question: str, summary: str, lexicon: Lexicon) -> None:
    assert verdict_of(question, lexicon).summary == summary


# -- damage already dealt this turn, told by the spell or in a relative clause -------------------

@pytest.mark.parametrize("question, summary, note", [
    ("My 4/4 was shocked earlier this turn. It blocks his 2/2. What dies?",
     "No player's life total changes. The 4/4 (yours) and the 2/2 (your opponent's) are put into the graveyard.",
     "'My 4/4 was shocked earlier this turn' read as 2 damage dealt by Shock this turn, before what is told next."),
    ("Earlier this turn my 4/4 was shocked. Now it blocks his 2/2. Does it survive?",
     "No player's life total changes. The 4/4 (yours) and the 2/2 (your opponent's) are put into the graveyard.",
     "'Earlier this turn my 4/4 was shocked' read as 2 damage dealt by Shock this turn, before what is told next."),
    ("I Shocked his 3/3 earlier this turn. Now I attack with my 1/1 and he blocks with the 3/3. What dies?",
     "No player's life total changes. The 3/3 (your opponent's) and the 1/1 (yours) are put into the graveyard.",
     "'I Shocked his 3/3 earlier this turn' read as 2 damage dealt by Shock this turn, before what is told next."),
    ("My 5/5, which has taken 3 damage, blocks his 2/2. What dies?",
     "No player's life total changes. The 2/2 (your opponent's) and the 5/5 (yours) are put into the graveyard.",
     "'which has taken 3 damage' read as damage dealt to it this turn."),
])
def test_damage_dealt_earlier_this_turn(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert note in verdict.assumptions
    assert sorted(p.get("damage", 0) for p in verdict.scenario["in_play"]) in ([0, 2], [0, 3])


def test_a_creature_that_came_into_play_this_turn_told_in_a_relative_clause(lexicon: Lexicon) -> None:
    summary, rules, _ = _refused("I have a 2/2 that came into play this turn. I attack with it. What happens?",
                                 lexicon)
    assert summary.startswith("That can't be done: 2/2 can't attack: 2/2 hasn't been under Alice's control")
    assert rules == ["308.2a", "212.3d", "502.5b", "308.2"]
    verdict = verdict_of("I attack with my 3/3. He has a 2/2 that came into play this turn and blocks with it. "
                         "What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("question, summary", [
    ("Quick question. If my 3/3 first striker is blocked by two 2/2s, how many can it kill?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("If my 3/3 is blocked by a 1/1 first striker and a 2/2, how many can it kill?",
     "No player's life total changes. The 3/3 (yours), the 1/1 with first strike (your opponent's) and the 2/2 "
     "(your opponent's) are put into the graveyard."),
])
def test_the_most_kills_with_first_strike_in_the_fight(question: str, summary: str, lexicon: Lexicon) -> None:
    assert verdict_of(question, lexicon).summary == summary


def test_before_blocking_is_before_blockers_are_declared(lexicon: Lexicon) -> None:
    verdict = verdict_of("He attacks with a 3/3. Before blocking I Shock it. Then I block with my 1/1. What dies?",
                         lexicon)
    assert verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) and the 1/1 (yours) are "
                               "put into the graveyard.")
    kinds = [next(iter(a)) for a in verdict.scenario["actions"]]
    assert kinds.index("play") < kinds.index("block")


@pytest.mark.parametrize("question, summary", [
    ("P1 attacks with a 4/4 trampler, P2 blocks with a 1/1. How much damage does P2 take?",
     "Player 2 goes to 17. Player 2's 1/1 is put into the graveyard."),
    ("Creature A (3/3) attacks and is blocked by creature B (2/2). What dies?",
     "No player's life total changes. Bob's 2/2 is put into the graveyard."),
])
def test_players_and_creatures_named_by_a_letter(question: str, summary: str, lexicon: Lexicon) -> None:
    assert verdict_of(question, lexicon).summary == summary


def test_creatures_named_by_a_letter_with_one_size_are_not_read_by_size(lexicon: Lexicon) -> None:
    from judge.verdict.ability_shorthand import ability_shorthand

    question = "Creature A (2/2) attacks and is blocked by creature B (2/2)."
    assert ability_shorthand(question) == (question, [])


@pytest.mark.parametrize("question, summary", [
    ("I have Anaba Bodyguard, a 2/3 first striker. He attacks with a 3/3 and I block. What dies?",
     "No player's life total changes. Anaba Bodyguard (yours) is put into the graveyard."),
    ("My Grizzly Bears, a 2/2, blocks his 3/3. What dies?",
     "No player's life total changes. Grizzly Bears (yours) is put into the graveyard."),
])
def test_a_card_told_again_by_what_it_is_is_the_card(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert verdict.summary == summary
    assert len(verdict.scenario["in_play"]) == 2
