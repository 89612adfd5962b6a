"""Readings added for real letters (session 19): card names typed with a slip
(judge/verdict/typos.py), "declared X as blocker" without the article, two creatures that
"meet in combat" (judge/verdict/meet.py); the exact outcome of each, what is assumed, and
the near-miss phrasings that must still decline."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from test_verdict_quiz_phrasing import dead, life, verdict_of

READ = [
    # a capitalised card name typed with a slip: each word within one edit of the name's
    ("I attack with Grizly Bear. My opponent blocks with Hill Gaint. Who dies?",
     {"Alice": 20, "Bob": 20}, ["grizzly-bears"],
     ["'Grizly Bear' read as the card 'Grizzly Bears'", "'Hill Gaint' read as the card 'Hill Giant'"]),
    ("I attack with a Serra Angle and my opponent doesn't block. How much damage does he take?",
     {"Alice": 20, "Bob": 16}, [], ["'Serra Angle' read as the card 'Serra Angel'"]),
    # "declared X as blocker", no article
    ("I attack with a 3/3 and my opponent declared a 2/2 as blocker. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"], []),
    ("I declared my 4/4 as attacker and he declared a 2/2 as blocker. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"], []),
    # two creatures meet in combat: the same whoever attacks
    ("What happens when a Tephraderm and a Voracious Cobra meet in combat?",
     {"Alice": 20, "Bob": 20}, ["tephraderm", "voracious-cobra"],
     ["Who attacks isn't said: read with the first creature named attacking and the other "
      "blocking it; the other way round ends the same."]),
    ("My 3/3 and his 2/2 meet in combat. Who dies?", {"Alice": 20, "Bob": 20}, ["p2-2"],
     ["Who attacks isn't said: read with the first creature named attacking and the other "
      "blocking it; the other way round ends the same."]),
]


@pytest.mark.parametrize(("question", "lives", "graveyard", "assumed"), READ, ids=lambda q: str(q)[:40])
def test_a_reading_gives_the_exact_outcome(question: str, lives: dict[str, int], graveyard: list[str],
                                           assumed: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard
    assert [a for a in assumed if a not in verdict.assumptions] == []


def test_a_meeting_summary_names_both_creatures(lexicon: Lexicon) -> None:
    verdict = verdict_of("What happens when a Tephraderm and a Voracious Cobra meet in combat?", lexicon)
    assert verdict.summary == ("No player's life total changes. Alice's Tephraderm and Bob's "
                               "Voracious Cobra are put into the graveyard.")


DECLINED = [
    # a card not in the pool, one word of it a pool card's (Mauler): named, not read as another
    ("I attack with Grizzly Bears and my opponent blocks with his Glacier Mauler. Who dies?",
     ("I don't know the card Glacier Mauler — describe it (power/toughness and abilities)",),
     "cards the engine doesn't know, not described"),
    # who attacks decides: a flier can't be blocked by the 3/3, a trampler tramples over
    ("What happens when a 2/2 flyer and a 3/3 meet in combat?", ("meet in combat",),
     "who attacks: the outcome depends on it"),
    ("What happens when a 5/5 trampler and a 2/2 meet in combat?", ("meet in combat",),
     "who attacks: the outcome depends on it"),
    # three creatures can't "meet" two by two
    ("A 3/3, a 2/2 and a 1/1 meet in combat. Who dies?", ("meet in combat",),
     "which two creatures meet in combat"),
    # unknown cards meeting are named
    ("What happens when a Cragback Ogre and a Dune Viper meet in combat?",
     ("I don't know the card Cragback Ogre — describe it (power/toughness and abilities)",
      "I don't know the card Dune Viper — describe it (power/toughness and abilities)"),
     "cards the engine doesn't know, not described"),
]


@pytest.mark.parametrize(("question", "unread", "reason"), DECLINED, ids=lambda q: str(q)[:40])
def test_a_near_miss_still_declines(question: str, unread: tuple[str, ...], reason: str,
                                    lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None and judged.attempted
    assert judged.unread == unread
    assert judged.reason == reason


def test_a_one_word_slip_is_read_only_when_long_and_not_first_in_its_sentence(lexicon: Lexicon) -> None:
    # "Pestilense" (ten letters) is Pestilence; "Shok" (four) is no reading of Shock.
    assert [t.value for t in lexicon.lex("I activate my Pestilense twice.").tokens if t.canon == "pc"] \
        == ["Pestilence"]
    assert [t.canon for t in lexicon.lex("He plays Shok on my 2/2.").tokens][:3] == ["opp", "play", "pl"]


TIMES = [
    # "N times" between the action and its target, or before "with <spell>"
    ("I attack with a 2/2 and he blocks with a 6/6. I pump my 2/2 twice with Giant Growth. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p6-6"]),
    ("I attack with a 2/2 and he blocks with a 3/3. I Giant Growth it 2 times. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    # a {T} ability can't be played three times: said so, nothing happens after the first
    ("I have Prodigal Sorcerer. I activate it three times targeting his 3/3. Does it die?",
     {"Alice": 20, "Bob": 20}, []),
]


@pytest.mark.parametrize(("question", "lives", "graveyard"), TIMES, ids=lambda q: str(q)[:40])
def test_an_action_said_a_number_of_times(question: str, lives: dict[str, int], graveyard: list[str],
                                          lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


def test_a_tap_ability_said_three_times_is_refused_after_the_first(lexicon: Lexicon) -> None:
    verdict = verdict_of("I have Prodigal Sorcerer. I activate it three times targeting his 3/3. "
                         "Does it die?", lexicon)
    assert verdict.summary.startswith("That can't be done: Prodigal Sorcerer is already tapped")


def test_a_resolution_told_with_only_an_outcome_is_narration(lexicon: Lexicon) -> None:
    told = lexicon.lex("I activate Pestilence twice. When the second activation of Pestilence "
                       "resolves, the 2/2 dies, and then what?").tokens
    assert [t.canon for t in told] == ["me", "activate", "pc", "times2", ".", "then", "?", "."]


@pytest.mark.parametrize(("question", "unread", "reason"), [
    # a response after five activations: to which of them?
    ("My opponent has a Masticore. I activate Pestilence five times, and he regenerates the "
     "Masticore in response. Now when the fourth activation of Pestilence resolves, the Masticore "
     "regenerates, but then will the fifth activation kill it?", ("in response",),
     "a response to an action done more than once: to which"),
    # an action told at one activation's resolution is not narration
    ("My opponent has a Masticore. I activate Pestilence five times. When the third activation "
     "resolves, I Giant Growth my 2/2. What happens?", ("the third",),
     "the words don't fit the grammar there"),
], ids=lambda q: str(q)[:40])
def test_a_repeated_action_near_miss_declines(question: str, unread: tuple[str, ...], reason: str,
                                              lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None and judged.attempted
    assert judged.unread == unread
    assert judged.reason == reason


LETTERS = [
    # "swung at me": the one creature the player has attacks; "I had a 1/1 flyer and blocked"
    ("So my buddy had a 4/4 and swung at me. I blocked with my 2/2 and then cast Giant Growth on "
     "it. He said his creature survives. Who's right?", {"Alice": 20, "Bob": 20}, ["p4-4"]),
    ("Last night my friend attacked me with his 3/3 flier. I had a 1/1 flyer and blocked. Then I "
     "played Shock on his flier. What happens?", {"Alice": 20, "Bob": 20}, ["p1-1", "p3-3"]),
    # "I double blocked." with the two creatures the player has
    ("I had two 2/2s and my opponent attacked with a 4/4. I double blocked. What dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2", "p2-2-2", "p4-4"]),
    # a life total in parentheses after the player
    ("My opponent (at 6 life) is attacked by my 3/3 and my 4/4. He blocks the 4/4 with a 0/4 "
     "wall. How much life does he have left?", {"Alice": 20, "Bob": 3}, ["p0-4"]),
    # "My creature is a 2/2", "his creature is a 4/4 and mine is a 3/3": told by its size
    ("My creature is a 2/2 and it is blocked by a 3/3 with first strike. I cast Giant Growth "
     "after first strike damage. Does my creature survive?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("My opponent's creature is a 4/4 and mine is a 3/3. He attacks and I block. Then I shock his "
     "creature. Does it die?", {"Alice": 20, "Bob": 20}, ["p3-3", "p4-4"]),
    # a quoted ability ending with its own full stop ends the sentence
    ('I attack with a 3/3 that has "{G}: Regenerate this creature." He blocks with a 4/4. I '
     "regenerate. What happens?", {"Alice": 20, "Bob": 20}, []),
    # "+3/+3 with Giant Growth": the spell, when it gives that much
    ("My 3/3 got blocked by his 2/2, and I gave my guy +3/+3 with Giant Growth. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # a size said of a creature already named is not a second creature
    ("I attack with Grizzly Bears. My creature is a 2/2. He blocks with a 3/3. Who dies?",
     {"Alice": 20, "Bob": 20}, ["grizzly-bears"]),
]


@pytest.mark.parametrize(("question", "lives", "graveyard"), LETTERS, ids=lambda q: str(q)[:40])
def test_a_letter_phrasing_gives_the_exact_outcome(question: str, lives: dict[str, int],
                                                   graveyard: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


def test_a_spell_said_to_give_what_it_does_not_declines(lexicon: Lexicon) -> None:
    judged = judge_question("My 3/3 got blocked by his 2/2, and I gave my guy +2/+2 with Giant "
                            "Growth. What happens?", lexicon)
    assert judged.verdict is None
    assert (judged.unread, judged.reason) == (("+2/+2",), "not what Giant Growth gives")


def test_a_spell_given_after_first_strike_damage_finds_its_target_gone(lexicon: Lexicon) -> None:
    verdict = verdict_of("My creature is a 2/2 and it is blocked by a 3/3 with first strike. I cast "
                         "Giant Growth after first strike damage. Does my creature survive?", lexicon)
    assert verdict.summary.startswith("That can't be done: 2/2, put into Alice's graveyard, is no longer in play "
                                      "and can't be targeted.")


MORE = [
    # Equipment told as a local enchantment is: "equipped with"
    ("I attack with my Grizzly Bears equipped with Loxodon Warhammer and my opponent doesn't "
     "block. What happens?", {"Alice": 25, "Bob": 15}, []),
    ("I attack with my Grizzly Bears equipped with Loxodon Warhammer and my opponent blocks with "
     "a 2/2. What happens?", {"Alice": 25, "Bob": 17}, ["grizzly-bears", "p2-2"]),
    # "unblocked" before or after the creature, "it's unblocked"
    ("He's at 2 life and I'm attacking with an unblocked 2/2. Does he die?", {"Alice": 20, "Bob": 0}, []),
    ("My opponent is on 3 life and I attack with a 2/2 unblocked and then Shock him. Does he die?",
     {"Alice": 20, "Bob": -1}, []),
    ("I attack with a 2/2 and it's unblocked. My opponent Shocks it in response. How much damage "
     "does he take?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attack with a 3/3 and a 2/2. The 3/3 doesn't get blocked. He blocks the 2/2 with a 1/1. "
     "How much damage does he take?", {"Alice": 20, "Bob": 17}, ["p1-1"]),
]


@pytest.mark.parametrize(("question", "lives", "graveyard"), MORE, ids=lambda q: str(q)[:40])
def test_equipment_and_unblocked_readings(question: str, lives: dict[str, int], graveyard: list[str],
                                          lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


@pytest.mark.parametrize(("question", "unread", "reason"), [
    # "After damage": on the stack (the sacrifice can be done) or dealt (it can't)?
    ("I blocked my opponent's Myr Enforcer with my Bottle Gnomes equipped with Loxodon Warhammer. "
     "After damage, I sacrificed the Gnomes. Why can't I gain 7 life?", ("After damage",),
     "whether the damage was on the stack or already dealt"),
    # which of two attackers is unblocked is not said where the grammar reads it
    ("I attack with an unblocked 2/2 and a 3/3. He blocks the 3/3 with a 4/4. How much damage "
     "does he take?", ("unblocked",), ""),
    # a permanent that is neither a local enchantment nor Equipment
    ("I attack with my Grizzly Bears equipped with Pestilence. What happens?", ("Pestilence",),
     "not a local enchantment or Equipment"),
], ids=lambda q: str(q)[:40])
def test_equipment_and_unblocked_near_misses_decline(question: str, unread: tuple[str, ...],
                                                     reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None and judged.attempted
    assert judged.unread == unread
    assert judged.reason == reason


FORMS = [
    # a power and toughness typed with spaces or a dash
    ("I attack with a 3 / 3 and he blocks with a 2 / 2. Who dies?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attack with a 3-3 and he blocks with a 2-2. Who dies?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # "that is blocking", said after the creature
    ("I cast Lightning Bolt on my opponent's 3/3 creature that is blocking my 2/2. What dies?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    # "he kills my 3/3 with Shock": the spell played on it; the verdict says what it does
    ("I attack with a 3/3 and he blocks with a 2/2. He kills my 3/3 with Shock. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2", "p3-3"]),
    ("I attack with a 3/3 and he blocks with a 2/2. I kill his 2/2 with Terror. How much damage "
     "does he take?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # the translation layer's modern words for grammar words: "on the battlefield" is in play
    ("My opponent has a 2/2 on the battlefield. I cast Shock targeting it. Does it die?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
]


@pytest.mark.parametrize(("question", "lives", "graveyard"), FORMS, ids=lambda q: str(q)[:40])
def test_forms_and_modern_words(question: str, lives: dict[str, int], graveyard: list[str],
                                lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


def test_a_translation_stands_for_a_grammar_word_only_when_it_is_one_of_the_reader(lexicon: Lexicon) -> None:
    canons = {t.surface: t.canon for t in lexicon.lex("He sacced his 2/2 on the battlefield and killed it.").tokens}
    assert canons["sacced"] == "sacrifice" and canons["on the battlefield"] == "in_play"
    assert canons["killed"] == "?"  # "kill" is not "destroy" (damage kills too)


@pytest.mark.parametrize(("question", "unread", "reason"), [
    # the question asks about a creature no clause told
    ("I exile his 2/2 blocker with Swords to Plowshares. Does my 3/3 deal damage?", ("3/3",),
     "a creature the question asks about that the board as told doesn't have"),
    # "kills ... with" a creature with no damage ability: nothing to use
    ("I attack with a 3/3 and he blocks with a 2/2. He kills my 3/3 with his 4/4. What happens?",
     ("his 4/4",), "4/4 has no one ability to deal damage"),
], ids=lambda q: str(q)[:40])
def test_forms_near_misses_decline(question: str, unread: tuple[str, ...], reason: str,
                                   lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None and judged.attempted
    assert judged.unread == unread
    assert judged.reason == reason


def test_one_word_of_a_name_is_the_card_only_where_it_names_it(lexicon: Lexicon) -> None:
    # a word of a name the reader doesn't know: the unknown card is named
    judged = judge_question("Let's say a Tetsuko Umezawa had a Holy Strength on it. Now a Terror "
                            "is played on it, and it is destroyed.", lexicon)
    assert judged.unread == ("I don't know the card Tetsuko Umezawa — describe it "
                             "(power/toughness and abilities)",)
    # a pool card whose text the engine doesn't run is named as such (Gigapede; Femeref Enchantress runs since session 23,
    # Sengir Autocrat since session 32)
    judged = judge_question("Let's say a Gigapede had a Holy Strength on it. Now a Terror "
                            "is played on it, and it is destroyed.", lexicon)
    assert judged.unread == ("Gigapede (its text is not in the engine's ability language)",)
    # a lower-case word without an article is a word of English ("game", not Big Game Hunter)
    assert [t.canon for t in lexicon.lex("In a different game, I attack.").tokens][:4] == ["?", "a", "?", "?"]
    # with an article or owner it is the card ("the boa" is River Boa)
    verdict = verdict_of("My Armodon attacks and he blocks with the boa.", lexicon)
    assert dead(verdict) == ["river-boa"]


@pytest.mark.parametrize(("question", "lives", "graveyard"), [
    # "I can't block": no block
    ("Suppose I have a 2/2 and my opponent attacks with a 1/1 flier. I can't block. How much "
     "damage do I take?", {"Alice": 19, "Bob": 20}, []),
    # "I attack with mine and he blocks with his"
    ("I have a 1/1 and my opponent has a 1/1. I attack with mine and he blocks with his. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p1-1", "p1-1-2"]),
], ids=lambda q: str(q)[:40])
def test_no_block_and_owner_words(question: str, lives: dict[str, int], graveyard: list[str],
                                  lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


def test_a_creature_that_cant_block_asked_without_an_attack_is_no_board(lexicon: Lexicon) -> None:
    judged = judge_question("My 2/2 can't block his 3/3 flyer. How much damage do I take?", lexicon)
    assert (judged.attempted, judged.verdict) == (False, None)


@pytest.mark.parametrize(("question", "lives", "graveyard"), [
    # "at his head": at the player
    ("My opponent was at 4 life. I attacked with my 2/2 and my 3/3 flyer. He blocked the 2/2 with "
     "his 2/2 and took 3 from the flyer. I then played a Shock at his head. Is he dead?",
     {"Alice": 20, "Bob": -1}, ["p2-2", "p2-2-2"]),
    # "and gave it +2/+2 with an instant": the subject carried, the pump an instant
    ("At FNM my opponent attacked with a 3/3. I blocked with a 2/2 and gave it +2/+2 with an "
     "instant. Who dies?", {"Alice": 20, "Bob": 20}, ["p3-3"]),
], ids=lambda q: str(q)[:40])
def test_head_and_an_instant_said_as_such(question: str, lives: dict[str, int], graveyard: list[str],
                                          lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


def test_killing_with_an_unnamed_instant_declines(lexicon: Lexicon) -> None:
    judged = judge_question("He attacks with a 3/3 and I block with a 2/2. I kill his 3/3 with an "
                            "instant. Who dies?", lexicon)
    assert (judged.verdict, judged.unread) == (None, ("kill",))


ABILITY_NAMES = [
    ("My opponent has a 1/1 pinger. I attack with a 2/2 and he blocks with a 2/2, then pings my "
     "attacker. What dies?", ["p2-2", "p2-2-2"]),
    ("My opponent has a 1/1 that can tap to deal 1 damage to any target. I attack with a 3/3 and he "
     "blocks with a 2/2 and taps his 1/1 to ping my 3/3. What dies?", ["p2-2", "p3-3"]),
    ("He attacks with a 3/3 regenerator and I block with a 4/4. He regenerates it. Who dies?", []),
    ("I attack with a 2/2 with firebreathing and he blocks with a 3/3. I pump it once. Who dies?",
     ["p2-2", "p3-3"]),
    ("I attack with a 2/2 that can regenerate and he blocks with a 3/3. I regenerate it. What "
     "happens?", []),
    # the card Regeneration on a creature is still the card
    ("I attack with a 2/2 with Regeneration on it and he blocks with a 3/3. I activate "
     "Regeneration. What happens?", []),
]


@pytest.mark.parametrize(("question", "graveyard"), ABILITY_NAMES, ids=lambda q: str(q)[:40])
def test_a_creature_named_by_its_ability(question: str, graveyard: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == graveyard


def test_bushido_is_no_2003_ability(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 2/2 with bushido 1 and he blocks with a 3/3. What dies?", lexicon)
    assert (judged.verdict, judged.unread) == (None, ("bushido",))


def test_a_permanent_tapped_for_its_one_ability_at_the_one_creature(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a Shivan Dragon, my opponent does not block but instead taps "
                         "a Royal Assassin. Does my Dragon still deals its damage before the Assassin "
                         "kills it?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["shivan-dragon"]
    assert "The ability of Royal Assassin targets the Shivan Dragon (the question doesn't say)." \
        in verdict.assumptions


@pytest.mark.parametrize(("question", "unread", "reason"), [
    # two creatures it could target
    ("I attack with a Shivan Dragon and a 2/2. My opponent doesn't block and taps his Royal "
     "Assassin. What happens?", ("his Royal Assassin",), "what its ability targets"),
    # a creature or a player
    ("I attack with a 3/3 and my opponent taps his Prodigal Sorcerer. What happens?",
     ("his Prodigal Sorcerer",), "what its ability targets"),
    # a mana ability is no ability tapped for on the board
    ("I attack with a Shivan Dragon and my opponent taps his Llanowar Elves. What happens?",
     ("his Llanowar Elves",), "which ability it is tapped for"),
    # "can I kill" asks for a player's action, which the board doesn't tell
    ("I attack with a 3/3 and he blocks with a 2/2. Can I kill his 4/4 with it?", ("kill",), ""),
], ids=lambda q: str(q)[:40])
def test_a_tap_near_miss_declines(question: str, unread: tuple[str, ...], reason: str,
                                  lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None and judged.attempted
    assert judged.unread == unread
    assert judged.reason == reason


@pytest.mark.parametrize(("question", "lives", "graveyard"), [
    ("My opponent was down to 4 life. I attacked with a 5/5 trampler and he blocked with a 2/2. Is "
     "he dead?", {"Alice": 20, "Bob": 1}, ["p2-2"]),
    ("My life total is at 7. My opponent attacks with a 4/4 and a 4/4. I block one with a 1/1. "
     "What's my life total?", {"Alice": 3, "Bob": 20}, ["p1-1"]),
    ("He has 5 hp and I swing with a 6/6. He doesn't block. Does he die?", {"Alice": 20, "Bob": -1}, []),
], ids=lambda q: str(q)[:40])
def test_life_totals_said_otherwise(question: str, lives: dict[str, int], graveyard: list[str],
                                    lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


def test_a_block_by_no_creature_told_declines(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent had 3 life left. I attacked with a 2/2 and a 2/2 and he "
                            "blocked one. Did he die?", lexicon)
    assert (judged.verdict, judged.unread, judged.reason) == (
        None, ("one",), "the words don't fit the grammar there")


@pytest.mark.parametrize(("question", "lives"), [
    ("I attack with a 3/3 and a 2/2, no blocks. How much damage?", {"Alice": 20, "Bob": 15}),
    ("My opponent attacks me with a 3/3 and a 2/2. No blocks. How much damage do I take?",
     {"Alice": 15, "Bob": 20}),
    ("Opponent at 6. I attack with a 3/3 and a 3/3, no blocks. Dead?", {"Alice": 20, "Bob": 0}),
], ids=lambda q: str(q)[:40])
def test_no_blocks_said_without_a_subject(question: str, lives: dict[str, int], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == []


def test_no_blocks_after_a_named_players_attack_declines(lexicon: Lexicon) -> None:
    judged = judge_question("Alice attacks Bob with a 3/3, no blocks. How much damage?", lexicon)
    assert judged.verdict is None and judged.unread == ("no blocks",)


def test_a_board_of_cards_the_engine_cant_run_declines_naming_them(lexicon: Lexicon) -> None:
    judged = judge_question("My opponent's life total is 19 and I attack him with Ebonblade Reaper, he "
                            "takes the damage and goes to 9. Then I play Transcendence; is he dead?",
                            lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.reason == "text the engine's ability language doesn't read"
    # Ebonblade Reaper runs (half a life total, 104.1); Transcendence doesn't (Final Punishment runs since session 20,
    # Sulfuric Vortex since session 36)
    assert judged.unread == ("Transcendence (its text is not in the engine's ability language)",)


def test_a_legend_by_the_name_before_its_comma(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with my Akroma and he blocks with a 2/2. What happens?", lexicon)
    assert verdict.summary.startswith("That can't be done: 2/2 can't block Akroma, Angel of Wrath")
    # a longer name that starts with the same word is still that card
    assert [(t.canon, t.value) for t in lexicon.lex("I play Akroma's Vengeance.").tokens][2] == (
        "sc", "Akroma's Vengeance")
