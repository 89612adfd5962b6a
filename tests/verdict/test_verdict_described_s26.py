"""Boards told with described creatures in the shapes players write them in (our own
letters, in the shapes real forum posts use): a size in a relative clause, a size already
pumped, two of a kind as "a pair"/"a couple", "my other 2/2", "the bigger one" and "the
other one", "block with them" (judge/verdict/sizes_said.py); and the shapes the reader
already read, kept read (size before/after a keyword, keyword nouns, "with ...", colour,
"guy"/"token"/"fatty", groups)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import summary_of as _verdict


NOTHING = "No player's life total changes."


@pytest.mark.parametrize("question, summary", [
    # size, then the keyword as a noun or an adjective
    ("My 4/4 flier attacks and my opponent blocks with his 1/5 flier. Does either die?",
     f"{NOTHING} Nothing is put into a graveyard."),
    ("I swing with my 3/3 first striker into his 3/3. He blocks. What dies?",
     f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard."),
    ("My opponent is at 4 life. I attack with a 7/7 trampler and he chumps with a 2/2. Does he die?",
     "Your opponent goes to -1. The 2/2 (your opponent's) is put into the graveyard. Your opponent "
     "loses the game."),
    # the keyword after "with", a colour, "guy", "dude", "token"
    ("He attacks me with a green 5/5 with trample and I block with my 1/1 with protection from green. "
     "How much damage do I take?", "You go to 16. Nothing is put into a graveyard."),
    ("I attack with a 2/3 guy and my friend blocks with his 3/2 dude. What dies?",
     f"{NOTHING} The 2/3 (yours) and the 3/2 (your opponent's) are put into the graveyard."),
    ("My opponent's 2/2 token attacks me and I block it with my 0/3 token. What happens?",
     f"{NOTHING} Nothing is put into a graveyard."),
    # groups in numbers and lists
    ("I attack with four 1/1 tokens and he blocks one of them with a 0/2. How much damage does he take?",
     "Your opponent goes to 17. Nothing is put into a graveyard."),
    ("My friend attacked with two creatures, a 3/3 and a 1/1. I blocked the 3/3 with my 2/4. "
     "How much damage did I take?", "You go to 19. Nothing is put into a graveyard."),
])
def test_described_shapes_read_before_stay_read(question: str, summary: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


@pytest.mark.parametrize("question, summary, note", [
    ("My opponent attacks me with a creature that is 5/5 and I block it with my 4/4. What dies?",
     f"{NOTHING} The 4/4 (yours) is put into the graveyard.",
     "Read 'creature that is 5/5' as '5/5 creature'."),
    ("My friend has a creature which is a 3/3 with trample. He attacks and I block with a 1/1. "
     "How much damage do I take?", "You go to 18. The 1/1 (yours) is put into the graveyard.",
     "Read 'creature which is a 3/3' as '3/3 creature'."),
    ("I control a creature that's a 2/5. It blocks his 4/4. What dies?",
     f"{NOTHING} Nothing is put into a graveyard.", "Read 'creature that's a 2/5' as '2/5 creature'."),
    ("He attacks with a creature that is currently a 6/6 and I block with my 3/3. What dies?",
     f"{NOTHING} The 3/3 (yours) is put into the graveyard.",
     "Read 'creature that is currently a 6/6' as '6/6 creature'."),
])
def test_a_size_in_a_relative_clause_is_the_creature_s_size(question: str, summary: str, note: str,
                                                             lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


@pytest.mark.parametrize("question, summary, note", [
    ("I attack with a 1/1 that I pumped to a 4/4 and he blocks with a 3/3. What dies?",
     f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard.",
     "Read '1/1 that I pumped to a 4/4' as a 4/4 (its size now; the one that fights)."),
    ("My 2/2, which is now a 5/5 because of Giant Growth, is blocked by his 4/4. What dies?",
     f"{NOTHING} The 4/4 (your opponent's) is put into the graveyard.",
     "Read '2/2, which is a 5/5 because of Giant Growth' as a 5/5 (its size now; the one that fights)."),
    ("I have a 1/1 token that is now a 3/3. My opponent attacks with a 2/2 and I block with it. What dies?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard.",
     "Read '1/1 token that is a 3/3' as a 3/3 (its size now; the one that fights)."),
    ("I attack with a 2/2 that's been pumped up to 3/3 and he blocks with a 3/3. What dies?",
     f"{NOTHING} The 3/3 (yours) and the 3/3 (your opponent's) are put into the graveyard.",
     "Read '2/2 that's been pumped up to 3/3' as a 3/3 (its size now; the one that fights)."),
])
def test_a_size_already_pumped_is_the_size_that_fights(question: str, summary: str, note: str,
                                                        lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


def test_a_size_owed_to_a_card_that_stays_in_play_is_not_read(lexicon: Lexicon) -> None:
    # Read as a 3/3 with the Anthem still in play it would fight as a 4/4: declined.
    judged = judge_question("I have a 2/2 that is a 3/3 because of Glorious Anthem. He attacks with a "
                            "3/3 and I block. What dies?", lexicon)
    assert judged.verdict is None
    assert "because" in judged.unread


@pytest.mark.parametrize("question, summary, note", [
    ("I have a pair of 1/1s. My opponent attacks with a 2/2 and I block with both. What dies?",
     f"{NOTHING} The 1/1 (yours), the 1/1 (yours) and the 2/2 (your opponent's) are put into the graveyard.",
     "Read 'a pair of' as 'two'."),
    ("He attacks with a 5/5 and I block with a couple of 2/2s. What dies?",
     f"{NOTHING} The 2/2 (yours) and the 2/2 (yours) are put into the graveyard.",
     "Read 'a couple of' as 'two'."),
    ("My opponent attacks with a 3/3. I block with my 1/1 and my other 1/1. What dies?",
     f"{NOTHING} The 1/1 (yours) and the 1/1 (yours) are put into the graveyard.",
     "Read 'my other 1/1' as another 1/1."),
    ("I have two 3/3s. He attacks with a 5/5 and I double block with them. What dies?",
     f"{NOTHING} The 3/3 (yours) and the 5/5 (your opponent's) are put into the graveyard.",
     "Read 'double block with them' as 'double block with both'."),
])
def test_two_of_a_kind_as_players_say_it(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


@pytest.mark.parametrize("question, summary, notes", [
    ("He attacks with a 4/4 and I block with my 2/2 and my 3/3. He puts 3 damage on the bigger one and "
     "1 on the other one. What dies?",
     f"{NOTHING} The 4/4 (your opponent's) and the 3/3 (yours) are put into the graveyard.",
     ("Read 'the bigger one' as the 3/3 (the bigger of the 2/2 and the 3/3).", "Read 'the other one' as the 2/2.")),
    ("My opponent attacks me with a 2/2 and a 1/1, and I block the larger creature with my 3/3. "
     "How much damage do I take?", "You go to 19. The 2/2 (your opponent's) is put into the graveyard.",
     ("Read 'the larger creature' as the 2/2 (the larger of the 2/2 and the 1/1).",)),
    ("I attack with a 3/3 and a 2/2; he blocks the smaller one with a 1/4. How much damage does he take?",
     "Your opponent goes to 17. Nothing is put into a graveyard.",
     ("Read 'the smaller one' as the 2/2 (the smaller of the 3/3 and the 2/2).",)),
    ("He attacks with a 4/4 and I block with my 2/2, my 1/1 and my 3/3. He puts 3 damage on the "
     "biggest one and 1 on the smallest. What dies?",
     f"{NOTHING} The 4/4 (your opponent's), the 1/1 (yours) and the 3/3 (yours) are put into the graveyard.",
     ("Read 'the biggest one' as the 3/3 (the biggest of the 2/2, the 1/1 and the 3/3).",
      "Read 'the smallest' as the 1/1 (the smallest of the 2/2, the 1/1 and the 3/3).")),
])
def test_the_bigger_one_is_the_one_of_the_list_just_told(question: str, summary: str,
                                                          notes: tuple[str, ...], lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert all(note in assumptions for note in notes)


@pytest.mark.parametrize("question, unread", [
    # neither is bigger: a 2/4 and a 3/3
    ("He attacks with a 4/4 and I block with my 2/4 and my 3/3. He puts 3 damage on the bigger one "
     "and 1 on the other one. What dies?", "bigger"),
    # the 3/3 names the attacker too
    ("He attacks with a 3/3 and I block with my 2/2 and my 3/3. He puts all his damage on the bigger "
     "one. What dies?", "bigger"),
    # "bigger" of three
    ("He attacks with a 4/4 and I block with my 2/2 and my 1/1 and my 3/3. He puts 3 damage on the "
     "bigger one. What dies?", "bigger"),
])
def test_a_comparison_that_names_no_one_creature_declines(question: str, unread: str,
                                                          lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert unread in judged.unread


def test_a_size_said_beside_a_pump_told_elsewhere_is_not_read_twice(lexicon: Lexicon) -> None:
    # The 5/5 may be what the Giant Growth told after it made: read as a 5/5 and pumped
    # again it would be an 8/8.
    judged = judge_question("I attack with a 2/2 which is now a 5/5. I play Giant Growth on it and he "
                            "blocks with a 6/6. What dies?", lexicon)
    assert judged.verdict is None
    assert "which" in judged.unread


@pytest.mark.parametrize("question, unread", [
    # the Giant Growth makes the 2/2 the bigger one
    ("He attacks with a 5/5 and I block with my 2/2 and my 3/3. I Giant Growth the 2/2. He puts 4 damage "
     "on the bigger one and 1 on the other one. What dies?", "bigger"),
    # "which is now a 5/5" may be what the Giant Growth made: the creature stays sizeless
    ("I Giant Growth my creature, which is now a 5/5, and he blocks it with a 6/6. What dies?",
     "my creature"),
])
def test_a_size_or_comparison_beside_a_pump_declines(question: str, unread: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert unread in judged.unread


@pytest.mark.parametrize("question, summary", [
    ("If I have a 5/5 and I attack my friend who has a 6/6 monster out and he chooses to block with it, "
     "does my 5/5 die?", f"{NOTHING} The 5/5 (yours) is put into the graveyard."),
    ("I attack my opponent who has a 2/2 with my 3/3. He blocks. What dies?",
     f"{NOTHING} The 2/2 (your opponent's) is put into the graveyard."),
])
def test_the_attacked_player_who_has_a_creature(question: str, summary: str, lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert any(a.startswith("Read 'my ") and a.endswith("as told first: what my friend has.")
               or a.endswith("as told first: what my opponent has.") for a in assumptions)


@pytest.mark.parametrize("question, summary, note", [
    ("If I have a 2/2 and I block my opponent's 3/3 and then he pumps his creature with +2/+2, does my "
     "creature still deal damage to his?", f"{NOTHING} The 2/2 (yours) is put into the graveyard.",
     "The 3/3 is read as attacking: it is blocked."),
    ("I have a 4/4 and I block his 3/3. How much damage do I take?",
     f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard.",
     "The 3/3 is read as attacking: it is blocked."),
])
def test_blocking_a_creature_no_attack_was_told_of_says_it_attacks(question: str, summary: str, note: str,
                                                                    lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


def test_blocking_one_of_several_attackers_with_no_blocker_named_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I have a 2/2 and a 1/1 and I block his 3/3. What dies?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "with what it blocks"


@pytest.mark.parametrize("question, summary", [
    ("I have two 1/1 tokens and my opponent attacks with a 2/2 creature. If I block with both tokens, "
     "what happens?",
     f"{NOTHING} The 1/1 (yours), the 1/1 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("He has two 2/2 tokens and I attack with a 3/3. He blocks with both of his tokens. What dies?",
     f"{NOTHING} The 2/2 (your opponent's) and the 3/3 (yours) are put into the graveyard."),
    ("I have a 1/1 and a 2/2 and he attacks with a 4/4. I block with both my creatures. What dies?",
     f"{NOTHING} The 1/1 (yours) and the 2/2 (yours) are put into the graveyard."),
])
def test_both_tokens_block(question: str, summary: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


@pytest.mark.parametrize("question, summary, note", [
    ("I attack with a 2/2 and he blocks with a 2/2. He plays a spell that deals 2 damage to my creature. "
     "What happens?", f"{NOTHING} The 2/2 (yours) is put into the graveyard.",
     "Read 'a spell' as an instant that deals the damage told."),
    ("I attack with a 3/3 and he blocks with a 2/2. He plays an instant that deals 1 damage to my creature. "
     "What happens?", f"{NOTHING} The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard.",
     "Read 'an instant' as an instant that deals the damage told."),
    ("I attack with a 4/4 and he blocks with a 2/2. Before damage he plays a red spell which deals 2 damage "
     "to my 4/4. What dies?", f"{NOTHING} The 4/4 (yours) and the 2/2 (your opponent's) are put into the "
     "graveyard.", "Read 'a red spell' as an instant that deals the damage told."),
])
def test_a_spell_told_by_the_damage_it_deals(question: str, summary: str, note: str, lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


@pytest.mark.parametrize("question, summary", [
    # an Aura on the one creature: "I attack" and "it" are the creature
    ("I have a 2/2 enchanted with Holy Strength. I attack and he blocks with a 3/3. What dies?",
     f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard."),
    ("I have a 2/2 with Holy Strength on it. I attack with it and he blocks with a 3/3. What dies?",
     f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard."),
    # 4/4 trample, +4/+4 with no cards in the graveyard, +1/+2 from the Halo: 5 tramples over
    ("I have a Gorilla Titan in play enchanted with Brilliant Halo. I attack. My opponent blocks it with "
     "a 4/4 creature. Does my Gorilla Titan die?",
     "Your opponent goes to 15. The 4/4 (your opponent's) is put into the graveyard."),
    ("I have a Gorilla Titan in play with a Brilliant Halo enchanting it. I attack. My opponent blocks it "
     "with a 4/4 creature. Does my Gorilla Titan die?",
     "Your opponent goes to 15. The 4/4 (your opponent's) is put into the graveyard."),
    ("I have a 2/2 with a Bonesplitter equipping it. I attack and he blocks with a 3/3. What dies?",
     f"{NOTHING} The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard."),
])
def test_a_creature_with_an_aura_or_equipment_on_it_fights(question: str, summary: str,
                                                           lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == summary


def test_it_of_something_other_than_a_fight_may_still_be_the_aura(lexicon: Lexicon) -> None:
    # Not a fight: "it" is not narrowed to the creature, so the two stay ambiguous.
    judged = judge_question("I have a 2/2 with Holy Strength on it. He plays Disenchant on it. What "
                            "happens?", lexicon)
    assert judged.verdict is None
    assert (judged.reason, judged.unread) == ("what 'it' refers to", ("it",))


@pytest.mark.parametrize("question", [
    "I attack with a 3/3 and he blocks with a 1/4. Damage resolves and the combat phase is over. Then I "
    "Shock his creature. Does it die?",
    "I attack with a 3/3 and he blocks with a 1/4. After combat is over, I Shock his creature. Does it die?",
])
def test_what_is_told_after_the_combat_is_over(question: str, lexicon: Lexicon) -> None:
    # 3 combat damage and Shock's 2 in the same turn: the 1/4 dies.
    assert _verdict(question, lexicon)[0] == f"{NOTHING} The 1/4 (your opponent's) is put into the graveyard."


def test_one_of_the_alike_attackers_told_by_its_size(lexicon: Lexicon) -> None:
    # The 2/2 blocked by the 1/1 kills it and lives; the one blocked by the 3/3 dies.
    got, assumptions = _verdict("I attack with two 2/2s. My opponent blocks one 2/2 with a 1/1 and the other "
                                "with a 3/3. What happens?", lexicon)
    assert got == f"{NOTHING} The 2/2 (yours) and the 1/1 (your opponent's) are put into the graveyard."
    assert "'one 2/2' read as one of the alike attackers (2/2)." in assumptions


@pytest.mark.parametrize("question", [
    "I attack with a 5/5 and he blocks with a 6/6. Does my 5/5 die, or does it survive?",
    "I attack with a 5/5 and he blocks with a 6/6. Does my 5/5 die and I deal no damage, or does it die but "
    "still deal 5 damage to him?",
])
def test_a_question_of_alternatives_after_or(question: str, lexicon: Lexicon) -> None:
    assert _verdict(question, lexicon)[0] == f"{NOTHING} The 5/5 (yours) is put into the graveyard."


def test_what_he_says_after_and_then_is_his_claim(lexicon: Lexicon) -> None:
    got, _ = _verdict("My friend attacks me with his 5/5 and I block with my 2/2 and then he says I take 3 "
                      "damage. Is that right?", lexicon)
    assert got == f"{NOTHING} The 2/2 (yours) is put into the graveyard."


@pytest.mark.parametrize("question, summary, note", [
    ("I attack with a green 3/3 and a red 2/2. He blocks the green one with a 4/4. How much damage does he "
     "take?", "Your opponent goes to 18. The green 3/3 (yours) is put into the graveyard.",
     "Read 'the green one' as the 3/3 (the one told green)."),
    ("I attack with a 3/3 flyer and a 2/2. He blocks the flying one with his 1/4 flyer. How much damage does "
     "he take?", "Your opponent goes to 18. Nothing is put into a graveyard.",
     "Read 'the flying one' as the 3/3 (the one told flying)."),
])
def test_the_one_told_with_a_colour_or_keyword(question: str, summary: str, note: str,
                                               lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


@pytest.mark.parametrize("question", [
    # both are green
    "I attack with a green 3/3 and a green 2/2. He blocks the green one with a 4/4. How much damage does he take?",
    # the 3/3 names the blocker too
    "I attack with a 3/3 with first strike and a 2/2. He blocks the first strike one with a 3/3. How much "
    "damage does he take?",
])
def test_the_one_told_with_a_trait_that_names_no_one_creature_declines(question: str, lexicon: Lexicon) -> None:
    assert judge_question(question, lexicon).verdict is None


def test_a_tapped_creature_is_not_the_one_that_blocks(lexicon: Lexicon) -> None:
    got, assumptions = _verdict("I have a tapped 2/2 and an untapped 1/1. He attacks with a 2/2. I block. "
                                "What dies?", lexicon)
    assert got == f"{NOTHING} The 1/1 (yours) is put into the graveyard."
    assert "1/1 blocks 2/2." in assumptions


@pytest.mark.parametrize("question, summary, note", [
    ("I attack with a 3/3 and he blocks with a 4/4. My creature has first strike. What dies?",
     f"{NOTHING} The 3/3 with first strike (yours) is put into the graveyard.",
     "Read 'My creature has first strike' as said of the 3/3."),
    ("He attacks with a 3/3 and I block with a 2/2. His guy has trample. How much damage do I take?",
     "You go to 19. The 2/2 (yours) is put into the graveyard.", "Read 'His guy has trample' as said of the 3/3."),
])
def test_a_keyword_told_later_of_the_player_s_one_creature(question: str, summary: str, note: str,
                                                           lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


def test_a_keyword_told_later_of_a_player_with_two_creatures_declines(lexicon: Lexicon) -> None:
    assert judge_question("I attack with a 3/3 and a 2/2 and he blocks the 3/3 with a 4/4. My guy has first "
                          "strike. What dies?", lexicon).verdict is None


def test_a_size_in_parentheses_after_creature(lexicon: Lexicon) -> None:
    got, _ = _verdict("He attacks with his creature (a 3/3 with trample) and I block with my 1/1. How much "
                      "damage do I take?", lexicon)
    assert got == "You go to 18. The 1/1 (yours) is put into the graveyard."


def test_an_action_that_cant_wait_for_the_stack_declines(lexicon: Lexicon) -> None:
    # Caltrops's trigger kills the 6/1 as it attacks; "he doesn't block" is then not an
    # action of this combat, and the run would stop with the trigger unresolved ("nothing is
    # put into a graveyard" would be wrong).
    judged = judge_question("My opponent has Caltrops in play. I attack him with a 6/1 creature and he "
                            "doesn't block. Does my creature die before dealing damage?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "an action told can't be done before what is on the stack resolves"


@pytest.mark.parametrize("question, summary, note", [
    ("He has three 1/1 goblins and attacks with all of them. I block one with a 2/2. How much damage do I take?",
     "You go to 18. The 1/1 (your opponent's) is put into the graveyard.",
     "Read 'all of them' as the three 1/1 goblins."),
    ("He has three 1/1 goblins. He attacks with all three. I block one with a 2/2. How much damage do I take?",
     "You go to 18. The 1/1 (your opponent's) is put into the graveyard.",
     "Read 'all three' as the three 1/1 goblins."),
    ("I have two 2/2 tokens and attack with them all. He doesn't block. How much damage does he take?",
     "Your opponent goes to 16. Nothing is put into a graveyard.", "Read 'them all' as the two 2/2 tokens."),
])
def test_attacking_with_all_of_the_group_the_player_has(question: str, summary: str, note: str,
                                                        lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


def test_all_of_them_of_more_than_the_group_declines(lexicon: Lexicon) -> None:
    # "all of them" is the goblins and the 2/2: not read as the goblins alone.
    assert judge_question("He has three 1/1 goblins and a 2/2. He attacks with all of them. How much damage "
                          "do I take?", lexicon).verdict is None


@pytest.mark.parametrize("question, summary, note", [
    ("He attacks with a 3/3 and I block with a 2/2. The attacking creature has first strike. What dies?",
     f"{NOTHING} The 2/2 (yours) is put into the graveyard.",
     "Read 'The attacking creature has first strike' as said of the 3/3."),
    ("He attacks with a 3/3 and I block with a 2/2. The blocker has first strike. What dies?",
     f"{NOTHING} The 2/2 with first strike (yours) is put into the graveyard.",
     "Read 'The blocker has first strike' as said of the 2/2."),
])
def test_a_keyword_told_later_of_the_attacker_or_blocker(question: str, summary: str, note: str,
                                                         lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


def test_a_keyword_told_later_of_one_of_two_attackers_declines(lexicon: Lexicon) -> None:
    assert judge_question("I attack with a 3/3 and a 2/2 and he blocks the 3/3 with a 4/4. The attacker has "
                          "first strike. What dies?", lexicon).verdict is None


@pytest.mark.parametrize("question", [
    # a size it had is not the size it has
    "I have a 2/2 that was a 4/4. He attacks with a 3/3 and I block. What dies?",
    "I have a creature that was 5/5. He attacks with a 3/3 and I block. What dies?",
])
def test_a_size_it_had_is_not_read_as_its_size(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert "that" in judged.unread


def test_a_size_it_has_been_pumped_to(lexicon: Lexicon) -> None:
    got, assumptions = _verdict("I attack with a 2/2 that has been pumped to a 4/4 and he blocks with a 3/3. "
                                "What dies?", lexicon)
    assert got == f"{NOTHING} The 3/3 (your opponent's) is put into the graveyard."
    assert "Read '2/2 that has been pumped to a 4/4' as a 4/4 (its size now; the one that fights)." in assumptions


@pytest.mark.parametrize("question", [
    # a 3/3 with the counter against a 3/3: both die
    "I attack with a 2/2 with +1/+1 counter and he blocks with a 3/3. What dies?",
    "I attack with my 2/2, which has a +1/+1 counter, and he blocks with a 3/3. What dies?",
])
def test_a_counter_told_without_its_article_or_after_which_has(question: str, lexicon: Lexicon) -> None:
    got, _ = _verdict(question, lexicon)
    assert got == f"{NOTHING} The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard."


@pytest.mark.parametrize("question, summary, note", [
    ("Does my 2/2 die if it blocks his 1/1 first striker?",
     f"{NOTHING} The 1/1 with first strike (your opponent's) is put into the graveyard.",
     "Read 'my 2/2', which the question asks about, as in play."),
    ("Will my 3/3 survive if I block his 2/2 and he Giant Growths it?",
     f"{NOTHING} The 3/3 (yours) is put into the graveyard.",
     "Read 'my 3/3', which the question asks about, as in play."),
])
def test_the_creature_a_question_asks_about_before_if(question: str, summary: str, note: str,
                                                      lexicon: Lexicon) -> None:
    got, assumptions = _verdict(question, lexicon)
    assert got == summary
    assert note in assumptions


def test_the_size_a_pump_made_told_of_his_guy_is_the_askers(lexicon: Lexicon) -> None:
    got, assumptions = _verdict("My opponent attacked with his 2/2 and I blocked it with my 2/2. He then cast "
                                "Giant Growth on his guy, so his guy became a 5/5. Does my guy die?", lexicon)
    assert got == f"{NOTHING} The 2/2 (yours) is put into the graveyard."
    assert "Read as the asker's argument, not the board: 'his guy became a 5/5'." in assumptions
