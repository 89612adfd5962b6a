"""Players' words the reader places: "w/", two-letter names, a described card whose name
holds a creature type, an aura "on it", blockers by their place ("the first blocker"), and
the blocks a requirement would force, which it does not guess."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question


def _summary(question: str, lexicon: Lexicon) -> str:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, judged.unread
    return judged.verdict.summary


def test_w_slash_is_with_after_any_verb(lexicon: Lexicon) -> None:
    assert _summary("i swing with my green 5/5 trampler, he blocks w/ a 2/2 and casts Healing Salve "
                    "on it to prevent 3 damage. how much tramples through?", lexicon) == (
        "Your opponent goes to 17. Nothing is put into a graveyard.")


def test_a_two_letter_name_is_a_player(lexicon: Lexicon) -> None:
    judged = judge_question("Jo attacks with River Boa, Max blocks with a 3/3, and Jo regenerates "
                            "the Boa with damage on the stack. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.players == {"me": "Jo", "opponent": "Max"}
    assert judged.verdict.summary == "No player's life total changes. Nothing is put into a graveyard."


def test_a_common_two_letter_word_is_no_name(lexicon: Lexicon) -> None:
    judged = judge_question("We attack with a 2/2 and Bob blocks with a 3/3. What dies?", lexicon)
    assert judged.verdict is None
    assert "We" in judged.unread


def test_a_described_name_may_hold_a_creature_type(lexicon: Lexicon) -> None:
    assert _summary("Duskdale Wurm (7/7 trample) attacks and is blocked by Canyon Minotaur (3/3). "
                    "The Minotaur's controller plays Giant Growth on it. How much damage does the "
                    "defending player take?", lexicon) == (
        "Bob goes to 19. Bob's Canyon Minotaur is put into the graveyard.")


def test_the_first_blocker_and_each_of_them(lexicon: Lexicon) -> None:
    assert _summary("I attack with a 5/5 trampler and he double blocks with two 2/2s. I assign 3 to "
                    "the first blocker and 2 to the second. What happens?", lexicon) == (
        "No player's life total changes. The 2/2 (your opponent's) and the 2/2 (your opponent's) "
        "are put into the graveyard.")
    assert _summary("I swing with a 6/6 trampler and he blocks with two 2/2s. I assign 2 damage to "
                    "each of them and 2 to him.", lexicon) == (
        "Your opponent goes to 18. The 2/2 (your opponent's) and the 2/2 (your opponent's) are put "
        "into the graveyard.")


def test_the_rest_to_each_is_checked_by_the_engine(lexicon: Lexicon) -> None:
    # Without trample nothing may go to the player (310.2c): the engine says so.
    assert _summary("I swing with a 6/6 and he blocks with two 2/2s. I assign 2 damage to each of "
                    "them and 2 to him.", lexicon).startswith("That can't be done")


def test_an_aura_on_it_enchants_the_creature(lexicon: Lexicon) -> None:
    judged = judge_question("My 4/4 trampler with Lure on it attacks and he blocks with two 1/1s. "
                            "How much damage does he take?", lexicon)
    assert judged.verdict is not None
    lure = [p for p in judged.verdict.scenario["in_play"] if p.get("card") == "Lure"]
    assert len(lure) == 1 and lure[0]["attached_to"]
    assert judged.verdict.summary == ("Your opponent goes to 18. The 1/1 (your opponent's) and the "
                                      "1/1 (your opponent's) are put into the graveyard.")


def test_blocks_a_requirement_forces_are_not_guessed(lexicon: Lexicon) -> None:
    # 500.3: Lure makes every creature able to block do so; "no blocks" would be wrong, and
    # which of his creatures are able to block a flier is not read.
    judged = judge_question("My 4/4 flier with Lure on it attacks and he has two untapped 1/1s. "
                            "How much damage does he take?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("Lure",)
    assert judged.reason == "creatures must block (500.3), and the question doesn't say how"


def test_an_ability_told_in_a_relative_clause(lexicon: Lexicon) -> None:
    from judge.verdict.describe import relative_clauses

    assert relative_clauses("he blocks with a 1/1 that regenerates for G. He regenerates it.") == (
        "he blocks with a 1/1 (G: regenerate). He regenerates it.")
    assert relative_clauses("I attack with a 3/3 that gets +2/+2 whenever it becomes blocked, and "
                            "he blocks") == ("I attack with a 3/3 (whenever it becomes blocked, it "
                                             "gets +2/+2 until end of turn), and he blocks")
    # Another kind of clause stays as it is, to be read or left unread.
    assert relative_clauses("a 2/2 that can block") == "a 2/2 that can block"
    assert _summary("I attack with a 2/2 and he blocks with a 1/1 that regenerates for G. He "
                    "regenerates it. What dies?", lexicon) == (
        "No player's life total changes. Nothing is put into a graveyard.")
    assert _summary("I attack with a 3/3 that gets +1/+1 whenever it attacks, he blocks with a 4/4. "
                    "What dies?", lexicon) == (
        "No player's life total changes. The 3/3 (yours) and the 4/4 (your opponent's) are put "
        "into the graveyard.")


def test_a_sentence_with_an_unread_description_is_no_chatter(lexicon: Lexicon) -> None:
    # The enchantment's trigger changes the outcome: its sentence is read, not set aside (set
    # aside, the double striker would deal 6). The enchantment is described by its quoted ability.
    judged = judge_question('I have an enchantment that says "whenever a creature deals damage to you, '
                            'destroy it". He attacks me with a 3/3 with double strike and I don\'t '
                            "block. How much damage do I take?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("You go to 17. The 3/3 with double strike (your opponent's) is put "
                                      "into the graveyard.")
    enchantment = judged.verdict.scenario["in_play"][0]
    assert (enchantment["types"], enchantment["abilities"]) == (
        ["enchantment"], ["whenever a creature deals damage to you, destroy it"])
    # A described enchantment with anything but a quoted ability: not placed.
    judged = judge_question("I have a 2/2 enchantment. He attacks me with a 3/3 and I don't block.", lexicon)
    assert judged.verdict is None


def test_a_question_that_asks_how_to_assign_is_answered_with_the_default(lexicon: Lexicon) -> None:
    # "How" is capitalised as a sentence's first word, not as a name: the question names no
    # object, so it asks for the division, answered by the default said out loud.
    judged = judge_question("I attack with a 5/5 trampler and he blocks with a 2/2 and a 3/3. How "
                            "should I assign the damage?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == (
        "No player's life total changes. The 5/5 with trample (yours), the 2/2 (your opponent's) "
        "and the 3/3 (your opponent's) are put into the graveyard.")
    assert any(a.startswith("An attacker blocked by several creatures assigns lethal damage")
               for a in judged.verdict.assumptions)
    # Asking about an assignment to an object the board doesn't make is still not answered.
    judged = judge_question("I attack with a 8/8 and he blocks with a 8/8 and a 1/1. Can't I assign 8 "
                            "to the 8/8?", lexicon)
    assert judged.verdict is None and judged.unread == ("assign",)


def test_block_one_of_alike_attackers(lexicon: Lexicon) -> None:
    assert _summary("I'm at 5 life and he attacks with two Grizzly Bears. I block one with my 1/1. "
                    "What's my life?", lexicon) == "You go to 3. The 1/1 (yours) is put into the graveyard."
    # Which of two different attackers is blocked changes the outcome: not guessed.
    judged = judge_question("He attacks with a 2/2 and a 3/3. I block one of them with my 4/4. How "
                            "much do I take?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("one of them",) and judged.reason == "which attacker is blocked"


def test_players_joins_and_responses(lexicon: Lexicon) -> None:
    # "but" joins; "in response to blocks" is after blockers are declared; "I respond by
    # bolting his 2/2" is "in response, I bolt his 2/2"; "he has no blockers" is no block.
    assert _summary("He has a Prodigal Sorcerer. I attack with a 2/2 and he doesn't block, but "
                    "pings my creature. What happens?", lexicon) == (
        "Your opponent goes to 18. Nothing is put into a graveyard.")
    assert _summary("I attack with a 3/3 and my opponent blocks with a 2/2. In response to blocks, "
                    "I cast Giant Growth on my 3/3. How much damage is dealt?", lexicon) == (
        "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.")
    assert _summary("He blocks my 3/3 with his 2/2 and plays Giant Growth on it; I respond by "
                    "bolting his 2/2. What dies?", lexicon) == (
        "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.")
    assert _summary("I attack with Lord of Atlantis and Merfolk of the Pearl Trident. He has no "
                    "blockers. How much does he take?", lexicon) == (
        "Your opponent goes to 16. Nothing is put into a graveyard.")


def test_more_players_words(lexicon: Lexicon) -> None:
    assert _summary("My friend swung his 4/4 at me and I chumped with a 1/1 token. How much did I "
                    "take?", lexicon) == ("No player's life total changes. The 1/1 (yours) is put "
                                          "into the graveyard.")
    assert _summary("Opponent attacked with a 3/3 flyer. I have no flyers. How much damage?",
                    lexicon) == "You go to 17. Nothing is put into a graveyard."
    assert _summary("I attacked with my Shivan Dragon, pumped it 3 times, and he didn't block. How "
                    "much damage?", lexicon) == "Your opponent goes to 12. Nothing is put into a graveyard."
    assert _summary("My buddy's 3/3 attacks and I block with my 2/2. What dies?", lexicon) == (
        "No player's life total changes. The 2/2 (yours) is put into the graveyard.")


def test_a_spell_played_twice_is_two_cards_said_out_loud(lexicon: Lexicon) -> None:
    judged = judge_question("My Wall of Stone blocks his Craw Wurm and he Giant Growths the wurm "
                            "twice.", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.scenario["players"][1]["hand"] == ["Giant Growth", "Giant Growth"]
    assert "2 copies of Giant Growth are in hand (the question plays it 2 times)." \
        in judged.verdict.assumptions


def test_in_response_to_a_block_and_an_owner_standing_alone(lexicon: Lexicon) -> None:
    # Nothing played yet: "in response" answers the block just told; "mine", "his" are
    # that player's creature; "Scenario:" and "Quick question:" carry nothing.
    assert _summary("I attack with a 3/3. He blocks with a 3/3. In response I Giant Growth mine. He "
                    "responds with Giant Growth on his. Who dies?", lexicon) == (
        "No player's life total changes. The 3/3 (yours) and the 3/3 (your opponent's) are put "
        "into the graveyard.")
    assert _summary("Scenario: I attack with Grizzly Bears. Opponent blocks with Llanowar Elves. "
                    "Result?", lexicon) == ("No player's life total changes. Llanowar Elves (your "
                                            "opponent's) is put into the graveyard.")
    judged = judge_question("In response I bolt his 2/2. I attack with a 3/3.", lexicon)
    assert judged.verdict is None and judged.reason == "a response to something not yet played"


def test_a_permanent_as_the_subject_of_ping_and_a_clause_it_starts(lexicon: Lexicon) -> None:
    assert _summary("He attacks with Llanowar Elves and my Prodigal Sorcerer pings them. How much "
                    "do I take?", lexicon) == (
        "No player's life total changes. Llanowar Elves (your opponent's) is put into the graveyard.")
    assert _summary("I attack with a 2/2 and my 3/3 and he blocks the 2/2 with a 4/4. How much "
                    "does he take?", lexicon) == (
        "Your opponent goes to 17. The 2/2 (yours) is put into the graveyard.")
    # Whose Sorcerer pings is not said: not guessed.
    judged = judge_question("Prodigal Sorcerer pings my Llanowar Elves.", lexicon)
    assert judged.verdict is None and judged.reason == "whose creature pings"


def test_sacrificed_and_deals(lexicon: Lexicon) -> None:
    assert _summary("My Hill Giant is blocked by his Mogg Fanatic. With combat damage on the stack he "
                    "sacs it and deals 1 to my giant. Does my giant die?", lexicon) == (
        "No player's life total changes. Mogg Fanatic (your opponent's) is put into the graveyard.")


def test_attacking_before_the_object_says_it_attacks(lexicon: Lexicon) -> None:
    assert _summary("He bolts my attacking 3/3 and I Giant Growth it in response. How much damage "
                    "does he take?", lexicon) == "Your opponent goes to 14. Nothing is put into a graveyard."


def test_abilities_told_in_players_words(lexicon: Lexicon) -> None:
    from judge.verdict.describe import _read_description

    assert _summary("I attack with a 2/2 that can't be blocked. How much damage does he take?",
                    lexicon) == "Your opponent goes to 18. Nothing is put into a graveyard."
    assert _summary("My 1/1 (gets +2/+2 when attacking) attacks and is blocked by a 2/2. What dies?",
                    lexicon) == ("No player's life total changes. The 2/2 (your opponent's) is put "
                                 "into the graveyard.")
    assert _summary("I attack with a 4/4 and he blocks with a 2/2 that regenerates (B: regenerate). "
                    "He regenerates. What dies?", lexicon) == (
        "No player's life total changes. Nothing is put into a graveyard.")
    assert _summary('My 2/2 has "tap: deal 1 damage to target creature". I block his 2/2 with another '
                    "2/2 and ping his guy. What dies?", lexicon) == (
        "No player's life total changes. The 2/2 (your opponent's) and the 2/2 (yours) are put into "
        "the graveyard.")
    assert _summary("I attack with a 3/3 flying, first strike. He blocks with a 3/3 flier. Who dies?",
                    lexicon) == ("No player's life total changes. The 3/3 with flying (your "
                                 "opponent's) is put into the graveyard.")
    assert _read_description("2/2, sacrifice this: it deals 2 damage to target creature") == (
        (2, 2), ("sacrifice this: it deals 2 damage to target creature",), ())


def test_attacked_by_and_a_life_total_aside(lexicon: Lexicon) -> None:
    assert _summary("Alice, at 10 life, is attacked by Bob's Craw Wurm. She doesn't block. What's "
                    "her life total?", lexicon) == "Alice goes to 4. Nothing is put into a graveyard."
    assert _summary("I get attacked by two 2/2s and block one with my 3/3. How much do I take?",
                    lexicon) == "You go to 18. The 2/2 (your opponent's) is put into the graveyard."
    assert _summary("Sue's 4/4 first striker is blocked by Tom's two 2/2s. What dies?", lexicon) == (
        "No player's life total changes. Tom's 2/2 and Tom's 2/2 are put into the graveyard.")
    judged = judge_question("I'm attacked by my own 3/3.", lexicon)
    assert judged.verdict is None


def test_taps_a_permanent_to_destroy_tap_or_prevent(lexicon: Lexicon) -> None:
    assert _summary("He attacks with Craw Wurm and I block with Grizzly Bears. I tap Master Healer to "
                    "prevent damage to my Bears. What dies?", lexicon) == (
        "No player's life total changes. Grizzly Bears (yours) is put into the graveyard.")
    # An attacking Visara is tapped: the engine says its {T} ability can't be played.
    assert _summary("He attacks with Visara the Dreadful and I block with Air Elemental. He taps "
                    "Visara to destroy my Elemental. What happens?", lexicon).startswith(
        "That can't be done: Visara the Dreadful is already tapped")


def test_face_down_in_two_words(lexicon: Lexicon) -> None:
    assert _summary("I attack with a face down creature and he blocks with Grizzly Bears. Who dies?",
                    lexicon) == ("No player's life total changes. The 2/2 (yours) and Grizzly Bears "
                                 "(your opponent's) are put into the graveyard.")


def test_blockers_named_before_a_bare_block_and_my_opponent_is_first_person(lexicon: Lexicon) -> None:
    assert _summary("My opponent attacks with Hill Giant and Grizzly Bears block. What dies?",
                    lexicon) == "No player's life total changes. Grizzly Bears (yours) is put into the graveyard."
    # "my opponent" is said by a player of the game: the unowned attacker is the asker's.
    assert _summary("Grizzly Bears attacks and my opponent blocks with Hill Giant. What dies?",
                    lexicon) == "No player's life total changes. Grizzly Bears (yours) is put into the graveyard."
    assert _summary("I zap his 1/1 with my Prodigal Sorcerer. What dies?", lexicon) == (
        "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard.")


def test_timing_before_the_subject_and_more_no_block_words(lexicon: Lexicon) -> None:
    assert _summary("Before combat I bolt his 2/2, then attack with my 3/3. How much does he take?",
                    lexicon) == "Your opponent goes to 17. The 2/2 (your opponent's) is put into the graveyard."
    assert _summary("I attack with Serra Angel. He has no flying creatures. How much damage?",
                    lexicon) == "Your opponent goes to 16. Nothing is put into a graveyard."
    assert _summary("I attack with 3 Grizzly Bears. He blocks one with Hill Giant and one with Wall of "
                    "Stone. How much damage does he take?", lexicon) == (
        "Your opponent goes to 18. Grizzly Bears (yours) is put into the graveyard.")


def test_judges_shorthand_for_the_players(lexicon: Lexicon) -> None:
    assert _summary("AP attacks with a 3/3 trampler; NAP blocks with a 1/1. NAP is at 2. Does NAP "
                    "lose?", lexicon) == (
        "NAP goes to 0. NAP's 1/1 is put into the graveyard. NAP loses the game.")


def test_double_block_said_alone(lexicon: Lexicon) -> None:
    # The sentence "I double block." is the board, never chatter.
    assert _summary("My opponent attacks me with a 4/4. I have a 2/2 and a 3/3. I double block. What "
                    "dies?", lexicon) == ("No player's life total changes. The 4/4 (your opponent's) "
                                          "and the 2/2 (yours) are put into the graveyard.")
    assert _summary("He double blocks my 3/3 with two 2/2s. What dies?", lexicon) == (
        "No player's life total changes. The 3/3 (yours) and the 2/2 (your opponent's) are put into "
        "the graveyard.")
    judged = judge_question("He attacks with a 4/4. I have a 2/2, a 3/3 and a 1/1. I double block.",
                            lexicon)
    assert judged.verdict is None and judged.reason == "which creatures block"


def test_a_permanent_said_to_be_tapped(lexicon: Lexicon) -> None:
    assert _summary("My 2/2 is tapped. He attacks with a 3/3 and I block with my 2/2. What happens?",
                    lexicon).startswith("That can't be done: 2/2 can't block: it is tapped.")


def test_the_value_of_x_and_try_to(lexicon: Lexicon) -> None:
    judged = judge_question("I Blaze his 3/3 for 3. What dies?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.scenario["actions"][0]["play"]["x"] == 3
    assert judged.verdict.summary == ("No player's life total changes. The 3/3 (your opponent's) is "
                                      "put into the graveyard.")
    assert _summary("I cast Blaze on his 3/3 with X=2. What dies?", lexicon) == (
        "No player's life total changes. Nothing is put into a graveyard.")
    judged = judge_question("I bolt him for 3.", lexicon)
    assert judged.verdict is None and judged.reason == "a value of X for a spell without X"
    assert _summary("He attacks with a black 3/3 and I try to Terror it. What happens?",
                    lexicon).startswith("That can't be done: Terror can't target black 3/3")


def test_a_question_typed_without_a_stop_and_chumped_by(lexicon: Lexicon) -> None:
    assert _summary("if i double block his 5/5 with my 3/3 and 2/2 does it die", lexicon) == (
        "No player's life total changes. The 5/5 (your opponent's), the 3/3 (yours) and the 2/2 "
        "(yours) are put into the graveyard.")
    assert _summary("Ball Lightning (6/1 trample, haste) attacks and gets chumped by a 1/1. Dmg?",
                    lexicon) == ("Bob goes to 15. Alice's 6/1 with trample and haste and Bob's 1/1 are "
                                 "put into the graveyard.")


def test_pumped_it_with_a_spell(lexicon: Lexicon) -> None:
    assert _summary("lol my buddy blocked my 3/3 with his 1/1 then pumped it with giant growth, who "
                    "wins??", lexicon) == "No player's life total changes. The 3/3 (yours) is put into the graveyard."
    judged = judge_question("I attack with a 2/2 and pump it with Lightning Bolt.", lexicon)
    assert judged.verdict is None and judged.reason == "a spell that doesn't pump"


def test_zap_in_lower_case_with_my_pinger_is_the_ping_not_the_card(lexicon: Lexicon) -> None:
    """Zap is a pool card (session 24a); "zap" is also the players' word for a pinger's ability."""
    pinged = judge_question("I zap his 1/1 with my Prodigal Sorcerer. What dies?", lexicon).verdict
    played = judge_question("I Zap his 1/1. What dies?", lexicon).verdict
    assert pinged is not None and played is not None
    assert [list(a) for a in pinged.scenario["actions"]][0] == ["activate"]
    assert pinged.scenario["actions"][0]["activate"]["source"] in {
        p["id"] for p in pinged.scenario["in_play"] if p.get("card") == "Prodigal Sorcerer"}
    assert [list(a) for a in played.scenario["actions"]][0] == ["play"]
    assert played.scenario["actions"][0]["play"]["card"] == "Zap"
