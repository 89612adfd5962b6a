"""How players say what happens on a board (judge/verdict/players_verbs.py and its
players_verbs.yaml): each shape in letters of our own, with the exact outcome."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.players_verbs import board_phrases, spell_verbs, verbs_said
from verdict_helpers import verdict_of as _verdict, action_kinds as _kinds


# --- attacking ----------------------------------------------------------------------------

@pytest.mark.parametrize("letter", [
    "I send my 3/3 in and my buddy blocks with his 2/2. What happens?",
    "I sent my 3/3 into combat and he blocked with his 2/2. Who dies?",
    "I turn my 3/3 sideways and he blocks with his 2/2. What happens?",
    "I crack in with my 3/3 and he blocks with his 2/2. What happens?",
    "I rumble with my 3/3 and my opponent blocks with his 2/2. Which creature dies?",
])
def test_attack_verbs_then_a_block(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    assert _kinds(verdict)[:2] == ["attack", "block"]


@pytest.mark.parametrize("letter", [
    "I alpha strike with my 3/3 and my 2/2. He blocks the 3/3 with his 4/4. How much damage does he take?",
    "I go all in with my 3/3 and my 2/2, and he blocks the 3/3 with his 4/4. How much does he take?",
    "I alpha with my 3/3 and my 2/2 and he blocks the 3/3 with his 4/4. What life is he at?",
    "I swing out with my 3/3 and my 2/2. My opponent blocks the 3/3 with his 4/4. How much does he take?",
])
def test_everything_attacks(lexicon: Lexicon, letter: str) -> None:
    # The 4/4 kills the 3/3; the unblocked 2/2 deals 2.
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "Your opponent goes to 18. The 3/3 (yours) is put into the graveyard."


def test_opponent_comes_in(lexicon: Lexicon) -> None:
    verdict = _verdict("My opponent comes in with a 5/5 and I don't block. I'm at 5 life. Am I dead?", lexicon)
    assert verdict.summary == "You go to 0. Nothing is put into a graveyard. You lose the game."


# --- blocking and not blocking ----------------------------------------------------------------

@pytest.mark.parametrize("letter", [
    "I attack with my 3/3. He puts a 2/2 in the way. What happens?",
    "I attack with my 3/3 and he sticks his 2/2 in the way. What happens?",
    "I attack with my 3/3 and my opponent throws his 2/2 in the way of it. Does his 2/2 die?",
])
def test_a_blocker_put_in_the_way(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    assert _kinds(verdict)[:2] == ["attack", "block"]


@pytest.mark.parametrize("letter", [
    "I attack with my 3/3 and he gang blocks with two 2/2s. What happens?",
    "I attack with my 3/3 and he team blocks with his two 2/2s. What happens?",
])
def test_gang_block(lexicon: Lexicon, letter: str) -> None:
    # The 3/3 kills one 2/2 (the engine's default order) and dies to the 4 damage.
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == ("No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) "
                               "are put into the graveyard.")


@pytest.mark.parametrize("letter", [
    "He attacks me with a 3/3 and I take it. What life am I at?",
    "He swings at me with a 3/3 and I just take it. How much life do I have left?",
    "My opponent attacks with a 3/3. I take the hit. What's my life total?",
    "He attacks with his 3/3 and I eat the damage. How much do I take?",
])
def test_taking_the_damage_is_no_block(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "You go to 17. Nothing is put into a graveyard."
    assert [a["block"] for a in verdict.scenario["actions"] if "block" in a] == [{}]  # no blockers


def test_take_it_needs_an_attack() -> None:
    # "I take it" is a player's choice not to block only where an attack is told.
    assert verbs_said("He Shocks me and I take it.") == "He Shocks me and I take it."
    assert verbs_said("He attacks with a 3/3 and I take it.") == "He attacks with a 3/3 and I don't block."


# --- combat damage ---------------------------------------------------------------------------

@pytest.mark.parametrize("letter", [
    "I attack with my 3/3 and he blocks with his 2/2. He goes to damage. Who dies?",
    "I attack with my 3/3 and he blocks with his 2/2, then we move to damage. Who dies?",
])
def test_going_to_damage(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


@pytest.mark.parametrize("letter", [
    "He attacks with his 3/3. I block with my 2/2. I stack damage and then Shock his 3/3. What happens?",
    "He attacks with his 3/3. I block with my 2/2. Damage is stacked and I Shock his 3/3. What happens?",
    "He attacks with his 3/3. I block with my 2/2 and stack damage, then I Shock his 3/3. What happens?",
])
def test_damage_stacked_then_a_spell(lexicon: Lexicon, letter: str) -> None:
    # The 2/2's damage is on the stack: the Shock and the 2 damage kill the 3/3; the 3/3's
    # 3 damage on the stack still kills the 2/2 (combat damage on the stack, 310.4).
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) and the 2/2 (yours) "
                               "are put into the graveyard.")
    assert _kinds(verdict).index("play") > _kinds(verdict).index("block")


def test_combat_damage_going_on_the_stack_is_kept() -> None:
    # "combat damage goes on the stack" is already a timing the lexicon reads: not rewritten.
    said = "He blocks and combat damage goes on the stack."
    assert verbs_said(said) == said


# --- spells said with players' verbs ----------------------------------------------------------

@pytest.mark.parametrize("letter", [
    "I attack with my 2/2, he blocks with his 3/3 and I throw a Giant Growth on it. What happens?",
    "I attack with my 2/2, he blocks with his 3/3 and I slap a Giant Growth on my 2/2. What happens?",
    "I attack with my 2/2 and he blocks with his 3/3. I toss Giant Growth on my guy. Who dies?",
])
def test_spell_verbs_pump(lexicon: Lexicon, letter: str) -> None:
    # Giant Growth makes the 2/2 a 5/5: the 3/3 dies, the 5/5 survives its 3 damage.
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."
    play = next(a["play"] for a in verdict.scenario["actions"] if "play" in a)
    assert play["card"] == "Giant Growth"


@pytest.mark.parametrize("letter", [
    "I burn his 2/2 with a Shock. Does it die?",
    "I zap his 2/2 with Shock. Does it survive?",
    "I fry his 2/2 with a Shock. What happens?",
    "I aim a Shock at his 2/2. Does it die?",
    "I point a Shock at his 2/2. Is it dead?",
])
def test_spell_verbs_at_a_creature(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
    assert _kinds(verdict)[0] == "play"


@pytest.mark.parametrize("letter", [
    "I bolt him to the face. He is at 3 life. Does he lose?",
    "I throw a Lightning Bolt at him. He is at 3 life. Does he lose?",
])
def test_spell_at_the_face(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "Your opponent goes to 0. Nothing is put into a graveyard. Your opponent loses the game."


def test_a_creature_used_is_not_a_spell(lexicon: Lexicon) -> None:
    # "zap ... with my Prodigal Sorcerer" is its ability, not a spell played: spell_with
    # needs a spell the lexicon knows after "with".
    verdict = _verdict("I zap his 1/1 with my Prodigal Sorcerer. Does it die?", lexicon)
    assert verdict.summary == "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."
    assert _kinds(verdict)[0] == "activate"


def test_throw_before_a_creature_is_a_block(lexicon: Lexicon) -> None:
    verdict = _verdict("He attacks with a 3/3. I throw my 2/2 in front of it. What happens?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."
    assert "play" not in _kinds(verdict)


def test_spell_verbs_leave_other_tokens(lexicon: Lexicon) -> None:
    # Without a spell after it, a spell verb stays unread (declined, never guessed).
    lexed = lexicon.lex("I throw a 2/2 at him.")
    assert [t.canon for t in spell_verbs(list(lexed.tokens))][:2] == ["me", "?"]
    judged = judge_question("I drop a 2/2 on him. What happens?", lexicon)
    assert judged.verdict is None


def test_board_phrases_reach_the_cheap_check() -> None:
    from judge.verdict.precheck import board_words_from, may_be_board_question

    phrases = board_phrases()
    assert phrases["alpha strike with"] == "attack"
    assert phrases["send in"] == "attack"
    assert phrases["puts in the way"] == "block_with"
    words = board_words_from({"words": phrases}, {})
    assert may_be_board_question("I alpha strike with my 3/3. Does he die?", [], words)
    assert may_be_board_question("I send my 3/3 in. Does he die?", [], words)
    assert not may_be_board_question("What does alpha strike mean?", [], words)


# --- "chump" alone, and a verb the reader doesn't know ------------------------------------------

@pytest.mark.parametrize("letter", [
    "I have a 1/1 and he attacks with a 5/5 trample. I chump. How much do I take?",
    "I have a 1/1. He swings with his 5/5 trample and I chump it. How much do I take?",
])
def test_chump_alone(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "You go to 16. The 1/1 (yours) is put into the graveyard."


def test_chump_with_no_blocker_told_declines(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 5/5 trample. I chump. How much do I take?", lexicon)
    assert judged.verdict is None and judged.unread == ("block",)


def test_a_sentence_of_an_unknown_verb_is_no_chatter(lexicon: Lexicon) -> None:
    # "I zorble." could be an action: declined naming it, never set aside as chatter.
    judged = judge_question("I have a 1/1 and he attacks with a 5/5 trample. I zorble. How much do I take?",
                            lexicon)
    assert judged.verdict is None and judged.unread == ("zorble",)
    # A sentence a player says of himself stays chatter.
    verdict = _verdict("I have a 1/1 and he attacks with a 5/5 trample. I agree. I chump. "
                       "How much do I take?", lexicon)
    assert verdict.summary == "You go to 16. The 1/1 (yours) is put into the graveyard."


def test_an_instant_told_by_what_it_does(lexicon: Lexicon) -> None:
    verdict = _verdict("I play an instant that deals 3 damage to his 2/2. Does it die?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


# --- mana paid for an action -----------------------------------------------------------------

@pytest.mark.parametrize("letter", [
    "I attack with my 2/2 and he blocks with his 2/2. I pay G and cast Giant Growth on mine. What happens?",
    "I attack with my 2/2 and he blocks with his 2/2. I pay {G} and play Giant Growth on my 2/2. What happens?",
])
def test_mana_paid_then_a_spell(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


def test_mana_paid_to_regenerate(lexicon: Lexicon) -> None:
    verdict = _verdict("He attacks with his 3/3 and I block with my Drudge Skeletons. I pay {B} to regenerate it. "
                       "Does it survive?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."


def test_more_mana_than_one_pump_declines(lexicon: Lexicon) -> None:
    # "I pay RR to pump it" may be two activations of "{R}: +1/+0": the reader can't count
    # them, so it declines rather than pump once.
    judged = judge_question("I attack with a Shivan Dragon and he blocks with his 6/6 flyer. I pay RR to pump it. "
                            "Who dies?", lexicon)
    assert judged.verdict is None and judged.unread == ("pay", "RR")
    verdict = _verdict("I attack with a Shivan Dragon and he blocks with his 6/6 flyer. I pay R to pump it. "
                       "Who dies?", lexicon)
    assert verdict.summary == ("No player's life total changes. Shivan Dragon (yours) and the 6/6 with flying "
                               "(your opponent's) are put into the graveyard.")


# --- regenerating, said in other words ---------------------------------------------------------

@pytest.mark.parametrize("said", [
    "I use its regeneration ability.", "I activate the regeneration.", "I shield it.",
    "I regen my 2/2.", "I activate its regeneration ability.",
])
def test_regeneration_said(lexicon: Lexicon, said: str) -> None:
    verdict = _verdict(f"He attacks with a 3/3 and I block with a 2/2 regenerator. {said} Who dies?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    assert "activate" in _kinds(verdict)


# --- clause breaks a letter leaves unmarked, and chat spellings ----------------------------------

@pytest.mark.parametrize("letter", [
    "When my opponent attacked with his 4/4 I blocked with my 2/2 and used Giant Growth on it. Who dies?",
    "His 4/4 attacked and my 2/2 blocked. I cast Giant Growth on my 2/2. Who dies?",
])
def test_clause_breaks(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == "No player's life total changes. The 4/4 (your opponent's) is put into the graveyard."
    assert _kinds(verdict)[:2] == ["attack", "block"]


def test_blocked_by_stays_passive(lexicon: Lexicon) -> None:
    verdict = _verdict("My 3/3 attacked and got blocked by his 2/2. Who dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."


def test_chat_spellings() -> None:
    assert verbs_said("if u attack me with ur 3/3") == "if you attack me with your 3/3"
    assert verbs_said("I pay U to bounce it") == "I pay U to bounce it"  # blue mana stays


# --- "both" -----------------------------------------------------------------------------------

@pytest.mark.parametrize("letter, summary", [
    # Two creatures listed: not two 3/3s and a 2/2 (before: "Your opponent goes to 12").
    ("I attack with both my 3/3 and my 2/2. He doesn't block. How much does he take?",
     "Your opponent goes to 15. Nothing is put into a graveyard."),
    ("I swing with both my 3/3 and my 2/2 and he blocks the 3/3 with his 4/4. How much does he take?",
     "Your opponent goes to 18. The 3/3 (yours) is put into the graveyard."),
    ("He attacks with both his 3/3 and his 2/2. I block the 3/3 with my 4/4. How much do I take?",
     "You go to 18. The 3/3 (your opponent's) is put into the graveyard."),
    # "both my 2/2s": two of them.
    ("I attack with both my 2/2s and he doesn't block. How much does he take?",
     "Your opponent goes to 16. Nothing is put into a graveyard."),
])
def test_both(lexicon: Lexicon, letter: str, summary: str) -> None:
    assert _verdict(letter, lexicon).summary == summary


def test_activating_the_regeneration_is_not_the_card(lexicon: Lexicon) -> None:
    # Before session 27 "the regeneration" was the card Regeneration (declined, enchanting
    # nothing said); it is the blocker's own "{G}: Regenerate this creature".
    verdict = _verdict('I attack with a 2/2 and he blocks with his 2/2 that has "{G}: Regenerate this creature". '
                       "He activates the regeneration. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


def test_a_described_name_that_blocked(lexicon: Lexicon) -> None:
    # "... was 4/4 and blocked with double strike": it blocked (no "by" after "blocked"). The
    # 4/4 deals 4 first-strike and 4 regular damage: the 5/5 dies, and its 5 kill the 4/4.
    verdict = _verdict("He attacks with a 5/5 and my \u201cDusk Sprinter\u201d was 4/4 and blocked with double "
                       "strike. What dies?", lexicon)
    assert verdict.summary == ("No player's life total changes. The 5/5 (your opponent's) and Dusk Sprinter "
                               "(yours) are put into the graveyard.")


# --- a plural power and toughness with no number ------------------------------------------------

@pytest.mark.parametrize("letter, summary", [
    # Before: read as one 2/2 ("The 2/2 (your opponent's) is put into the graveyard").
    ("My 3/3 gets double blocked by 2/2s. Who dies?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("He double blocks my 3/3 with his 2/2s. Who dies?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("My 3/3 gets triple blocked by 1/1s. Who dies?",
     "No player's life total changes. The 3/3 (yours), the 1/1 (your opponent's), the 1/1 (your opponent's) "
     "and the 1/1 (your opponent's) are put into the graveyard."),
    ("He attacks with his two untapped 2/2s and I don't block. How much do I take?",
     "You go to 16. Nothing is put into a graveyard."),
    ("My 3/3 gets double blocked by 2/2 creatures. Who dies?",
     "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
    ("He attacks with two 2/2 flying creatures and I don't block. How much do I take?",
     "You go to 16. Nothing is put into a graveyard."),
    # "we both have": one each.
    ("We both have 2/2 creatures. I attack with mine and he blocks with his. What happens?",
     "No player's life total changes. The 2/2 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
])
def test_plurals_counted(lexicon: Lexicon, letter: str, summary: str) -> None:
    assert _verdict(letter, lexicon).summary == summary


@pytest.mark.parametrize("letter", [
    "He attacks with his 2/2s and I don't block. How much do I take?",  # before: "You go to 18"
    "My 3/3 gets blocked by 2/2s. Who dies?",
    "I have 1/1s. I block his 3/3 with them. What happens?",
    "He attacks with 2/2 creatures and I don't block. How much do I take?",  # before: "You go to 18"
    "He attacks with his 1/1 goblins and I don't block. How much do I take?",
    "He attacks with 1/1 Goblin tokens and I don't block. How much do I take?",  # before: "You go to 19"
])
def test_plurals_with_no_count_decline(lexicon: Lexicon, letter: str) -> None:
    assert judge_question(letter, lexicon).verdict is None


# --- what comes first, told last ------------------------------------------------------------

@pytest.mark.parametrize("letter, summary", [
    ("I attack with my 2/2 after he Shocks my 3/3. How much does he take?",
     "Your opponent goes to 18. Nothing is put into a graveyard."),
    ("I attack with my 2/2 and my 3/3 after he Shocks my 3/3. How much does he take?",
     "Your opponent goes to 15. Nothing is put into a graveyard."),
    ("He attacks with a 3/3, and after I block with my 2/2 he Giant Growths his 3/3. Who dies?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
])
def test_after_clauses(lexicon: Lexicon, letter: str, summary: str) -> None:
    assert _verdict(letter, lexicon).summary == summary


def test_after_a_pronoun_told_later_stays() -> None:
    # "it" in the clause that comes first refers to what is told before it: not reordered.
    said = "He blocks my 3/3 with his 2/2 after I Giant Growth it."
    assert verbs_said(said) == said


# --- "His 2/2 has first strike." as the first words about a creature ---------------------------

@pytest.mark.parametrize("letter, summary", [
    ("His 2/2 has first strike. I attack with my 3/3 and he blocks with it. Who dies?",
     "No player's life total changes. The 2/2 with first strike (your opponent's) is put into the graveyard."),
    ("My 2/2 has flying and first strike. He attacks with a 3/3 flyer and I block with my 2/2. Who dies?",
     "No player's life total changes. The 2/2 with flying and first strike (yours) is put into the graveyard."),
])
def test_a_creature_first_told_with_has(lexicon: Lexicon, letter: str, summary: str) -> None:
    assert _verdict(letter, lexicon).summary == summary


def test_has_protection_then_can_i(lexicon: Lexicon) -> None:
    verdict = _verdict("His 2/2 has protection from red. Can I Shock it?", lexicon)
    assert verdict.to_json()["legal"] is False
    assert verdict.to_json()["refused"][0]["rules"] == ["409.1c", "502.7a", "502.7b"]
