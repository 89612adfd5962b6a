"""Letters the reader reads right, said other real ways (scripts/reword_letters.py measures
them): a letter typed without full stops (judge/verdict/run_ons.py), sizes typed with a dash,
slips of two neighbouring letters ("teh", "wiht", "blcoks"), players' short forms ("dmg",
"my opp"), and a slip inside quoted card text (judge/verdict/typos.py quoted_slips); each
with its exact outcome, and the readings that must not change."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.run_ons import sentence_breaks, sizes_with_dash
from verdict_helpers import verdict_of as _verdict


def _never_a_card(words: list[str]) -> bool:
    return False


# --- no full stops -------------------------------------------------------------------------

def test_a_timing_told_after_a_missing_full_stop_is_the_next_sentences(lexicon: Lexicon) -> None:
    # Read as part of the block, the sacrifice came before damage and the Bears lived (a
    # wrong verdict on main's code): with damage on the stack, the Bears take 1 + 1.
    letter = ("I block his Grizzly Bears with Mogg Fanatic With combat damage on the stack, I "
              "sacrifice the Fanatic to deal 1 damage to the Bears What happens?")
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == ("No player's life total changes. Grizzly Bears (your opponent's) "
                               "and Mogg Fanatic (yours) are put into the graveyard.")


def test_giant_growth_after_first_strike_damage_without_full_stops(lexicon: Lexicon) -> None:
    # White Knight (2/2 first strike) kills nothing yet; Giant Growth after first-strike
    # damage makes it 5/5, too late to deal more: Hill Giant (3/3) takes 2 and lives.
    letter = ("I attack with White Knight and my opponent blocks with Hill Giant After first-strike "
              "damage, I play Giant Growth on White Knight What happens?")
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."


def test_sentence_breaks_put_a_full_stop_before_a_capitalised_opener() -> None:
    assert sentence_breaks("I attack with a 2/1 He blocks with a 1/1 What happens?", _never_a_card) == \
        "I attack with a 2/1. He blocks with a 1/1. What happens?"
    # "I" is always capitalised: "the 2/2 I blocked with" goes on.
    assert sentence_breaks("the 2/2 I blocked with dies", _never_a_card) == "the 2/2 I blocked with dies"
    # A clause that goes on, a card's name, text in quotes or parentheses: no break.
    assert sentence_breaks("I attack with Avatar of Will and he blocks", _never_a_card) == \
        "I attack with Avatar of Will and he blocks"
    assert sentence_breaks("he blocks with Grizzly Bears Will-o'-the-Wisp too",
                           lambda words: words[0] == "will-o'-the-wisp") == \
        "he blocks with Grizzly Bears Will-o'-the-Wisp too"
    assert sentence_breaks('a 2/2 with "whenever it blocks With ..."', _never_a_card) == \
        'a 2/2 with "whenever it blocks With ..."'


def test_will_opening_a_question_after_a_missing_full_stop_is_no_card(lexicon: Lexicon) -> None:
    verdict = _verdict("I attack with a 2/2 and he blocks with a 3/3 Will my 2/2 die?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."
    assert "Will-o'-the-Wisp" not in str(verdict.scenario)


# --- sizes typed with a dash ----------------------------------------------------------------

def test_sizes_with_a_dash_are_sizes(lexicon: Lexicon) -> None:
    letter = "My opponent attacks with a 4-4 and I block with two 2-2s. He assigns 2 damage to each. What dies?"
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == ("No player's life total changes. The 4/4 (your opponent's), the 2/2 "
                               "(yours) and the 2/2 (yours) are put into the graveyard.")


def test_a_dash_between_numbers_elsewhere_is_left() -> None:
    assert sizes_with_dash("My red 4-4 blocks a 1-1 (2-2 flying)") == "My red 4/4 blocks a 1/1 (2/2 flying)"
    assert sizes_with_dash("we were 2-1 in games and I take 2-3 damage") == \
        "we were 2-1 in games and I take 2-3 damage"


# --- slips and short forms ----------------------------------------------------------------

@pytest.mark.parametrize("letter", [
    "I attack with a 5/5 trampler and my opp blcoks wiht a 2/2. How much dmg does he take?",
    "I attack with teh 5/5 trampler and my opponent blocks with a 2/2. How much damage does he take?",
])
def test_slips_and_short_forms(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "Your opponent goes to 17. The 2/2 (your opponent's) is put into the graveyard."


def test_a_capitalised_name_is_never_read_as_a_swapped_word(lexicon: Lexicon) -> None:
    # "Ned" is no slip of "end": a capitalised word may be a name.
    letter = ("Ned attacks Olga with a 5/5 double strike trampler and Olga blocks with a 0/6 wall. "
              "What is Olga's life total?")
    verdict = _verdict(letter, lexicon)
    # First strike: all 5 to the 0/6 (lethal is 6); then 1 is lethal, 4 trample over to Olga.
    assert verdict.summary == "Olga goes to 16. Olga's 0/6 is put into the graveyard."


def test_a_slip_in_quoted_card_text(lexicon: Lexicon) -> None:
    # On main's code "creture" was read as a creature type no creature has: the enchantment
    # never triggered and the verdict said 14 (wrong). The 3/3 deals 3 first, is destroyed.
    letter = ('I have an enchantment that says "whenever a creture deals damage to you, destroy it". '
              "He attacks me with a 3/3 with double strike and I don't block. How much damage do I take?")
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "You go to 17. The 3/3 with double strike (your opponent's) is put into the graveyard."


def test_a_known_word_in_quoted_text_is_never_corrected(lexicon: Lexicon) -> None:
    # (Blocked, Ana's 2/2 is a 4/4: it kills both 2/2s and takes 4.)
    lexed = lexicon.lex('a 2/2 with "whenever this becomes blocked, it gets +2/+2 until end of turn"')
    assert lexed.corrections == ()
    judged = judge_question('Ana\'s 2/2 with "whenever this becomes blocked, it gets +2/+2 until end '
                            'of turn" attacks Ben, who blocks with two 2/2s. What dies?', lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. Ana's 2/2, Ben's 2/2 and "
                                      "Ben's 2/2 are put into the graveyard.")


def test_a_sentence_opened_by_a_slip_of_a_grammar_word(lexicon: Lexicon) -> None:
    # "Wiht" opening a sentence is "With"; River Boa regenerates with damage on the stack.
    verdict = _verdict("I block his 3/3 wiht River Boa. Wiht combat damage on the stack I regenerate "
                       "the Boa. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    assert "'Wiht' read as 'with'" not in lexicon.lex("Ned attacks.").corrections
    assert lexicon.lex("Ned attacks.").corrections == ()


def test_a_possessives_size_with_a_dash(lexicon: Lexicon) -> None:
    letter = ("My opponent's 4-4 attacks and I block with a 2-2 and a 3-3. He puts 2 damage on the "
              "2-2 and 2 on the 3-3. What dies?")
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == ("No player's life total changes. The 4/4 (your opponent's) and the 2/2 "
                               "(yours) are put into the graveyard.")


def test_a_slip_in_a_parenthesised_description(lexicon: Lexicon) -> None:
    # Jungle Wurm blocked by one 2/2 gets no -1/-1: the 2/2 dies, the Wurm lives.
    letter = ("I block Jungle Wurm (5/5; whenever it becomes blocked, it gets -1/-1 for each creture "
              "blocking it beyond the first) with a single 2/2. What dies?")
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


def test_a_spell_thrown_after_and(lexicon: Lexicon) -> None:
    # "and throws Giant Growth on it": the subject told before "and". The 3/3 is a 6/6: 6 of
    # the 7 to it (it dies), 1 tramples over.
    verdict = _verdict("I attack with my 7/7 trampler, he blocks with his 3/3 and throws Giant Growth "
                       "on it. How much tramples over?", lexicon)
    assert verdict.summary == "Your opponent goes to 19. The 3/3 (your opponent's) is put into the graveyard."


def test_one_damage_assigned_is_one(lexicon: Lexicon) -> None:
    verdict = _verdict("My 2/2 is blocked by two 1/1s and I assign one damage to each. What dies?", lexicon)
    assert verdict.summary == ("No player's life total changes. The 2/2 (yours), the 1/1 (your opponent's) "
                               "and the 1/1 (your opponent's) are put into the graveyard.")


# --- a letter typed without capitals --------------------------------------------------------

def test_players_named_in_a_letter_without_capitals(lexicon: Lexicon) -> None:
    verdict = _verdict("kim attacks lee with a 5/5 trampler. lee blocks with a 1/1 and a 2/2. what is the "
                       "most damage kim can trample over to lee?", lexicon)
    assert verdict.summary == "Lee goes to 18. Lee's 1/1 and Lee's 2/2 are put into the graveyard."
    # "ned" is no slip of "end" here, and no name when the letter has capitals.
    verdict = _verdict("ned attacks olga with a 5/5 double strike trampler and olga blocks with a 0/6 wall. "
                       "what is olga's life total?", lexicon)
    assert verdict.summary == "Olga goes to 16. Olga's 0/6 is put into the graveyard."


def test_a_misspelt_creature_is_no_player(lexicon: Lexicon) -> None:
    judged = judge_question("my creture attacks and he blocks with a 2/2. what happens?", lexicon)
    assert judged.verdict is None
    assert all(t.canon != "pl" for t in lexicon.lex("my creture attacks").tokens)


def test_a_card_named_in_lower_case_before_its_description(lexicon: Lexicon) -> None:
    # Terra Stomper (8/8 trample) blocked by a 5/1: 1 is lethal, 7 trample over.
    verdict = _verdict("terra stomper (8/8 trample) attacks and is blocked by dross crocodile (5/1). how "
                       "much damage does the defending player take?", lexicon)
    assert verdict.summary == "Bob goes to 13. Bob's Dross Crocodile (5/1) is put into the graveyard."


def test_a_name_acting_after_a_missing_full_stop(lexicon: Lexicon) -> None:
    verdict = _verdict("Kim attacks Lee with a 5/5 trampler Lee blocks with a 1/1 and a 2/2 What is the most "
                       "damage Kim can trample over to Lee?", lexicon)
    assert verdict.summary == "Lee goes to 18. Lee's 1/1 and Lee's 2/2 are put into the graveyard."
    # A card's second word before a verb is no name: no break.
    assert sentence_breaks("her Serra Angel attacks", lexicon._starts_card, lexicon.knows) == \
        "her Serra Angel attacks"


def test_a_size_told_a_creature_by_the_words_after_it() -> None:
    assert sizes_with_dash("attacked by 2-1 First Strike creature and two untapped 1-1s, 2-1 in games") == \
        "attacked by 2/1 First Strike creature and two untapped 1/1s, 2-1 in games"


def test_short_forms_and_slips_inside_card_text(lexicon: Lexicon) -> None:
    verdict = _verdict('Kay controls an enchantment with "whenever a creature deals damge to you, destroy it". '
                       "Lou attacks Kay with a 3/3 double striker and Kay doesn't block. What is Kay's life "
                       "total?", lexicon)
    assert verdict.summary == "Kay goes to 17. Lou's 3/3 with double strike is put into the graveyard."
    # The 3/2 deals 2 to the 3/4 as it is blocked, then 3 in combat: both die.
    verdict = _verdict("I attack with a 3/2 (whenever it becomes blocked by a creature, it deals 2 dmg to that "
                       "creature) and he blocks with a 3/4. What dies?", lexicon)
    assert verdict.summary == ("No player's life total changes. The 3/2 (yours) and the 3/4 (your "
                               "opponent's) are put into the graveyard.")
    # An inflection is no slip: "regenerated" stays.
    assert lexicon.lex('a 2/2 with "whenever it becomes blocked, destroy that creature, it can\'t be '
                       'regenerated"').corrections == ()


# --- whose a creature is, told after it ------------------------------------------------------

@pytest.mark.parametrize("said", ["the 4/4 of my opponent", "a 4/4 my opponent controls",
                                  "a 4/4 controlled by my opponent", "the 4/4 he controls"])
def test_a_controller_told_after_the_creature(lexicon: Lexicon, said: str) -> None:
    # Shocked for 2, the 4/4 blocking my 5/5 trampler needs 2 more: 3 trample over.
    verdict = _verdict(f"I Shock {said}, then attack with my 5/5 trampler and he blocks with the 4/4. "
                       "How much damage goes through?", lexicon)
    assert verdict.summary == "Your opponent goes to 17. The 4/4 (your opponent's) is put into the graveyard."


def test_what_a_player_has_after_a_creature_is_not_its_controller() -> None:
    from judge.verdict.controlled_said import controlled_after
    from judge.verdict.tokens import Token

    said = [Token("me", "me", "I", 0), Token("attack", "attack", "attack", 1), Token("with", "with", "with", 2),
            Token("a", "a", "a", 3), Token("pt", (2, 2), "2/2", 4), Token("opp", "opp", "he", 5),
            Token("have", "have", "has", 6), Token("a", "a", "a", 7), Token("sc", "Fog", "Fog", 8)]
    assert controlled_after(said) == said


def test_out_in_play(lexicon: Lexicon) -> None:
    # No Mercy: the Bears deal 2 to me and are destroyed.
    verdict = _verdict("I have a No Mercy out in play, and my opponent attacks with a Grizzly Bears. What "
                       "happens?", lexicon)
    assert verdict.summary == "You go to 18. Grizzly Bears (your opponent's) is put into the graveyard."


def test_i_with_a_verb_and_its_object_after_a_missing_full_stop(lexicon: Lexicon) -> None:
    # 3 first-strike damage: 2 kills the first 2/2, 1 to the second; the 2/2 left deals 2 back.
    verdict = _verdict("I attack with a 3/3 first striker and my opponent blocks with two 2/2s I put 2 on the "
                       "first and 1 on the second What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    # A clause about the creature, or a sentence opened by "when", goes on.
    assert sentence_breaks("the 2/2 I blocked with dies", _never_a_card) == "the 2/2 I blocked with dies"
    assert sentence_breaks("when he attacks I bolt his 2/2", _never_a_card) == "when he attacks I bolt his 2/2"


def test_a_size_in_words(lexicon: Lexicon) -> None:
    # Angelic Page makes itself 2/2 and kills the 1/2 blocked creature; the 1/2's 1 doesn't kill it.
    verdict = _verdict("I block a one power two toughness creature with Angelic Page, then tap the Page to make "
                       "itself 2/2. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. The 1/2 (your opponent's) is put into the graveyard."


def test_chump_block_hyphenated(lexicon: Lexicon) -> None:
    verdict = _verdict("He attacks with a 5/5 trampler and I chump-block with a 1/1. How much do I take?", lexicon)
    assert verdict.summary == "You go to 16. The 1/1 (yours) is put into the graveyard."


def test_w_slash_before_quoted_text(lexicon: Lexicon) -> None:
    # Lethal damage to the 2/2 is 2 though its damage is prevented: 2 trample over.
    verdict = _verdict('Imagine a 4/4 creature w/ trample attacks and you block it w/ Cho-Manno, Revolutionary '
                       '(a 2/2 w/ "prevent all damage that would be dealt to Cho-Manno"). How much damage do '
                       "you take?", lexicon)
    assert verdict.summary == "You go to 18. Nothing is put into a graveyard."


def test_a_swap_in_card_text(lexicon: Lexicon) -> None:
    verdict = _verdict("I block Jungle Wurm (5/5; whenever it becomes blocked, it gets -1/-1 for each creature "
                       "blocking it beyond teh first) with a single 2/2. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


def test_a_player_dealing_combat_damage_assigns_it(lexicon: Lexicon) -> None:
    # 4 kills the 4/4, 1 leaves the 2/2 alive; the 5/5 takes 4 + 2 and dies.
    verdict = _verdict("My 5/5 is blocked by a 4/4 and a 2/2. I deal 4 to the 4/4 and 1 to the 2/2. What dies?",
                       lexicon)
    assert verdict.summary == ("No player's life total changes. The 5/5 (yours) and the 4/4 (your opponent's) "
                               "are put into the graveyard.")
    # With a spell in the sentence, "deal" is the spell's: never an assignment.
    lexed = lexicon.lex("I attack with a 2/2 and he blocks with a 3/3. I deal 3 damage to the 3/3 with Shock.")
    assert "assign" not in [t.canon for t in lexed.tokens]


def test_once_first_strike_damage_is_dealt(lexicon: Lexicon) -> None:
    verdict = _verdict("I attack with White Knight and my opponent blocks with Hill Giant. Once first strike "
                       "damage is dealt, I play Giant Growth on White Knight. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."


def test_a_blocker_told_as_the_subject_after_a_keyword(lexicon: Lexicon) -> None:
    # "a 5/5 trampler and his 1/1 blocks it": two clauses, not two attackers; 4 trample over.
    verdict = _verdict("I attack with a 5/5 trampler and his 1/1 blocks it. What happens?", lexicon)
    assert verdict.summary == "Your opponent goes to 16. The 1/1 (your opponent's) is put into the graveyard."
    # Two attackers, as before.
    verdict = _verdict("I attack with a 1/1 with first strike and a 2/2. What happens?", lexicon)
    assert verdict.summary == "Your opponent goes to 17. Nothing is put into a graveyard."
