"""Pool cards run whole in session 25: the not-run cards real letters name, read by general grammar
("whenever an opponent is dealt damage", "whenever you gain life", "that many +1/+1 counters", "unless an
opponent was dealt damage this turn", a doubled life total, a spell shuffled into its owner's library);
each played in a scenario (format v2) with exact outcomes and the rules it cites."""

from __future__ import annotations

from judge_helpers import board_of, cited_rules, event_texts, last_action_illegal, play_choosing

from judge.cards import card_pool
from judge.game import GameState

MAIN = {"active": "Alice", "step": "precombat_main"}

#: The cards this session runs whole.
CONVERTED = ("War Elemental", "Ageless Entity", "Beacon of Immortality", "Beacon of Destruction", "Leonin Squire",
             "Auriok Salvagers", "Exclude", "Flash Counter", "Frazzle", "Annul", "Liquify", "Assert Authority",
             "Blue Elemental Blast", "Red Elemental Blast", "Filthy Cur", "Vodalian Serpent", "Sea Monster",
             "Slipstream Eel", "Rustmouth Ogre", "Dawning Purist", "Pardic Swordsmith", "Pardic Lancer",
             "Ogre Leadfoot", "Tel-Jilad Wolf", "Trolls of Tel-Jilad", "Vulshok Battlemaster",
             "Override", "Circular Logic", "Evasive Action", "Rethink", "Nosy Goblin", "Mortiphobia", "Voltaic Construct",
             "Purge", "Viridian Scout", "Goblin Digging Team", "Skyshooter", "Flood", "Venomspout Brackus",
             "Whispersilk Cloak", "Keldon Mantle", "Sizzle")


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    assert len(CONVERTED) == len(set(CONVERTED)) == 42
    assert [name for name in CONVERTED if pool[name].not_run or not pool[name].runs] == []


# -- War Elemental: "sacrifice it unless an opponent was dealt damage this turn", "whenever an opponent is
# dealt damage, put that many +1/+1 counters on this" (410.2, 413.2b) -----------------------------------

def _war_elemental(shock_first: bool) -> GameState:
    first = [{"play": {"card": "Shock", "targets": ["Bob"]}}, {"resolve": "all"}] if shock_first else []
    return play_choosing(
        alice={"hand": ["War Elemental", "Shock", "Lightning Bolt"], "mana_pool": "{R}{R}{R}{R}{R}"}, turn=MAIN,
        actions=first + [{"play": {"card": "War Elemental"}}, {"resolve": "all"}]
        + ([{"play": {"card": "Lightning Bolt", "targets": ["Bob"]}}, {"resolve": "all"}] if shock_first else []))


def test_war_elemental_is_sacrificed_when_no_opponent_was_dealt_damage() -> None:
    state = _war_elemental(False)
    assert board_of(state) == {}
    assert state.player("Alice").graveyard == ["War Elemental"]
    assert event_texts(state, "sacrifice") == ["No opponent was dealt damage this turn: Alice sacrifices War Elemental."]
    assert {"413.2b", "217.4a", "410.2"} <= cited_rules(state)


def test_war_elemental_stays_and_grows_by_the_damage_an_opponent_is_dealt() -> None:
    """Shocked first, Bob was dealt 2 damage this turn: the Elemental stays; the Bolt's 3 damage to Bob
    (a spell's, no creature's) triggers it, and it gets three +1/+1 counters (410.2)."""
    state = _war_elemental(True)
    assert state.player("Bob").life == 15 and state.player("Alice").graveyard == ["Shock", "Lightning Bolt"]
    assert board_of(state) == {"war-elemental": ("Alice", (4, 4))}
    assert state.get("war-elemental").counters == {"+1/+1": 3}
    assert event_texts(state, "counters") == ["3 +1/+1 counters are put on War Elemental (now 4/4)."]
    assert {"410.2", "418.5a"} <= cited_rules(state)


def test_war_elemental_isnt_triggered_by_damage_to_its_controller() -> None:
    state = play_choosing(
        in_play=[{"id": "war", "card": "War Elemental", "controller": "Alice"}],
        alice={"hand": ["Lightning Bolt"], "mana_pool": "{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Lightning Bolt", "targets": ["Alice"]}}, {"resolve": "all"}])
    assert state.player("Alice").life == 17 and board_of(state) == {"war": ("Alice", (1, 1))}
    assert event_texts(state, "counters") == [] and event_texts(state, "trigger") == []


# -- Ageless Entity and Beacon of Immortality: doubling a life total gains the difference (410.2) -------

def test_beacon_of_immortality_doubles_life_and_ageless_entity_gets_that_many_counters() -> None:
    state = play_choosing(
        in_play=[{"id": "entity", "card": "Ageless Entity", "controller": "Alice"}],
        alice={"hand": ["Beacon of Immortality"], "mana_pool": "{5}{W}"}, turn=MAIN,
        actions=[{"play": {"card": "Beacon of Immortality", "targets": ["Alice"]}}, {"resolve": "all"}])
    alice = state.player("Alice")
    assert alice.life == 40 and alice.graveyard == []
    assert list(alice.library).count("Beacon of Immortality") == 1
    assert board_of(state) == {"entity": ("Alice", (24, 24))}
    assert event_texts(state, "life") == ["Alice's life total is doubled: Alice gains 20 life (now 40)."]
    assert event_texts(state, "library") == [
        "Beacon of Immortality is shuffled into Alice's library, as it says, instead of being put into the graveyard."]
    assert {"410.2", "413.2b", "217.2", "418.5a"} <= cited_rules(state)


def test_ageless_entity_doesnt_see_an_opponents_life_gain() -> None:
    state = play_choosing(
        in_play=[{"id": "entity", "card": "Ageless Entity", "controller": "Alice"}],
        bob={"life": 7, "hand": ["Beacon of Immortality"], "mana_pool": "{5}{W}"},
        turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"play": {"card": "Beacon of Immortality", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").life == 14 and board_of(state) == {"entity": ("Alice", (4, 4))}
    assert event_texts(state, "trigger") == []


def test_beacon_of_destruction_deals_5_and_is_shuffled_into_its_owners_library() -> None:
    state = play_choosing(
        in_play=[{"id": "ogre", "card": "Craw Wurm", "controller": "Bob"}],
        alice={"hand": ["Beacon of Destruction"], "mana_pool": "{3}{R}{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Beacon of Destruction", "targets": ["ogre"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").graveyard == ["Craw Wurm"]
    assert state.player("Alice").graveyard == []
    assert list(state.player("Alice").library).count("Beacon of Destruction") == 1
    assert {"413.2b", "217.2", "420.5c"} <= cited_rules(state)


# -- "return target artifact card with converted mana cost 1 or less from your graveyard to your hand"
# (Leonin Squire, Auriok Salvagers): the card's converted mana cost decides whether it can be targeted ------

def test_leonin_squire_returns_an_artifact_card_of_cost_1_or_less() -> None:
    state = play_choosing(
        alice={"hand": ["Leonin Squire"], "graveyard": ["Bonesplitter", "Juggernaut"], "mana_pool": "{1}{W}"},
        turn=MAIN, actions=[{"play": {"card": "Leonin Squire"}}, {"resolve": "all"}])
    alice = state.player("Alice")
    assert alice.hand == ["Bonesplitter"] and alice.graveyard == ["Juggernaut"]
    assert board_of(state) == {"leonin-squire": ("Alice", (2, 2))}
    assert event_texts(state, "bounce") == ["Bonesplitter is returned from Alice's graveyard to Alice's hand."]


def test_leonin_squire_has_no_target_when_every_artifact_card_costs_more() -> None:
    state = play_choosing(
        alice={"hand": ["Leonin Squire"], "graveyard": ["Juggernaut"], "mana_pool": "{1}{W}"},
        turn=MAIN, actions=[{"play": {"card": "Leonin Squire"}}, {"resolve": "all"}])
    assert state.player("Alice").graveyard == ["Juggernaut"] and state.player("Alice").hand == []
    assert event_texts(state, "trigger") == [
        "Leonin Squire's triggered ability has no legal target: it is removed from the stack."]
    assert "410.4" in cited_rules(state)


def test_auriok_salvagers_cant_target_a_card_of_cost_4() -> None:
    error = last_action_illegal(
        in_play=[{"id": "salv", "card": "Auriok Salvagers", "controller": "Alice"}],
        alice={"graveyard": ["Juggernaut"], "mana_pool": "{1}{W}"}, turn=MAIN,
        actions=[{"activate": {"source": "salv", "targets": ["Juggernaut"]}}])
    assert str(error) == ("Auriok Salvagers's ability can't target Juggernaut in Alice's graveyard: Juggernaut has "
                          "converted mana cost 4, more than 1")
    assert {str(rule) for rule in error.rules} == {"409.1c", "415.5", "203.3"}


def test_auriok_salvagers_returns_bonesplitter() -> None:
    state = play_choosing(
        in_play=[{"id": "salv", "card": "Auriok Salvagers", "controller": "Alice"}],
        alice={"graveyard": ["Juggernaut", "Bonesplitter"], "mana_pool": "{1}{W}"}, turn=MAIN,
        actions=[{"activate": {"source": "salv", "targets": ["Bonesplitter"]}}, {"resolve": "all"}])
    assert state.player("Alice").hand == ["Bonesplitter"] and state.player("Alice").graveyard == ["Juggernaut"]


# -- a qualified spell target: "counter target creature spell", "nonblue", "artifact or enchantment",
# "with converted mana cost 3 or less" (415.5, 203.3); "remove it from the game instead" (419.1a) ---------

def test_exclude_counters_a_creature_spell_and_draws_a_card() -> None:
    state = play_choosing(alice={"hand": ["Grizzly Bears"]}, bob={"hand": ["Exclude"], "library": ["Island"]},
                          actions=[{"play": {"card": "Grizzly Bears"}},
                                   {"play": {"card": "Exclude", "targets": ["Grizzly Bears"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Alice").graveyard == ["Grizzly Bears"]
    assert state.player("Bob").hand == ["Island"] and state.player("Bob").graveyard == ["Exclude"]
    assert {"414.1", "401.7"} <= cited_rules(state)


def test_exclude_cant_target_a_sorcery_spell() -> None:
    error = last_action_illegal(alice={"hand": ["Lava Axe"]}, bob={"hand": ["Exclude"]},
                                actions=[{"play": {"card": "Lava Axe", "targets": ["Bob"]}},
                                         {"play": {"card": "Exclude", "targets": ["Lava Axe"]}}])
    assert str(error) == "Exclude can't target Lava Axe: Lava Axe is not a creature spell"
    assert {str(rule) for rule in error.rules} == {"409.1c", "415.5"}


def test_frazzle_cant_target_a_blue_spell_and_annul_needs_an_artifact_or_enchantment() -> None:
    error = last_action_illegal(alice={"hand": ["Counterspell", "Lava Axe"]}, bob={"hand": ["Frazzle"]},
                                actions=[{"play": {"card": "Lava Axe", "targets": ["Bob"]}},
                                         {"play": {"card": "Counterspell", "targets": ["Lava Axe"]}},
                                         {"play": {"card": "Frazzle", "targets": ["Counterspell"]}}])
    assert str(error) == "Frazzle can't target Counterspell: Counterspell is not a nonblue spell"
    state = play_choosing(alice={"hand": ["Bonesplitter"]}, bob={"hand": ["Annul"]},
                          actions=[{"play": {"card": "Bonesplitter"}},
                                   {"play": {"card": "Annul", "targets": ["Bonesplitter"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Alice").graveyard == ["Bonesplitter"]


def test_liquify_removes_a_cheap_spell_from_the_game_and_cant_target_a_costly_one() -> None:
    state = play_choosing(alice={"hand": ["Lightning Bolt"]}, bob={"hand": ["Liquify"]},
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["Bob"]}},
                                   {"play": {"card": "Liquify", "targets": ["Lightning Bolt"]}}, {"resolve": "all"}])
    assert state.player("Bob").life == 20
    assert state.player("Alice").graveyard == [] and state.player("Alice").removed == ["Lightning Bolt"]
    assert event_texts(state, "counter") == [
        "Lightning Bolt is countered and removed from the game instead of being put into its owner's graveyard."]
    assert {"414.1", "419.1a"} <= cited_rules(state)
    error = last_action_illegal(alice={"hand": ["Lava Axe"]}, bob={"hand": ["Liquify"]},
                                actions=[{"play": {"card": "Lava Axe", "targets": ["Bob"]}},
                                         {"play": {"card": "Liquify", "targets": ["Lava Axe"]}}])
    assert str(error) == "Liquify can't target Lava Axe: Lava Axe has converted mana cost 5, more than 3"
    assert {str(rule) for rule in error.rules} == {"409.1c", "415.5", "203.3"}


def test_red_elemental_blast_destroys_a_blue_permanent_only() -> None:
    state = play_choosing(in_play=[{"id": "drake", "card": "Wind Drake", "controller": "Bob"}],
                          alice={"hand": ["Red Elemental Blast"]}, turn=MAIN,
                          actions=[{"play": {"card": "Red Elemental Blast", "mode": 2, "targets": ["drake"]}},
                                   {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").graveyard == ["Wind Drake"]
    error = last_action_illegal(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                alice={"hand": ["Red Elemental Blast"]}, turn=MAIN,
                                actions=[{"play": {"card": "Red Elemental Blast", "mode": 2, "targets": ["bears"]}}])
    assert "415.5" in {str(rule) for rule in error.rules}


# -- Filthy Cur: "whenever this is dealt damage, you lose that much life" (410.2), read since session 24 ---

def test_filthy_cur_makes_its_controller_lose_the_damage_it_is_dealt() -> None:
    state = play_choosing(in_play=[{"id": "cur", "card": "Filthy Cur", "controller": "Alice"}],
                          bob={"hand": ["Shock"]}, turn={"active": "Bob", "step": "precombat_main"},
                          actions=[{"play": {"card": "Shock", "targets": ["cur"]}}, {"resolve": "all"}])
    assert state.player("Alice").life == 18 and board_of(state) == {}
    assert state.player("Alice").graveyard == ["Filthy Cur"]
    assert {"410.2", "420.5c"} <= cited_rules(state)


# -- "this can't attack unless defending player controls an Island" (500.1, 500.2) -----------------------

COMBAT = {"active": "Alice", "step": "declare_attackers"}


def test_sea_monster_cant_attack_a_player_without_an_island() -> None:
    error = last_action_illegal(in_play=[{"id": "monster", "card": "Sea Monster", "controller": "Alice"}],
                                turn=COMBAT, actions=[{"attack": ["monster"]}])
    assert str(error) == "Sea Monster can't attack: Sea Monster can't attack unless Bob controls an Island."
    assert [str(rule) for rule in error.rules] == ["500.1", "500.2", "308.2"]


def test_slipstream_eel_attacks_a_player_with_an_island() -> None:
    state = play_choosing(in_play=[{"id": "eel", "card": "Slipstream Eel", "controller": "Alice"},
                                   {"id": "island", "card": "Island", "controller": "Bob"}],
                          turn=COMBAT, actions=[{"attack": ["eel"]}, {"advance": "end_of_combat"}])
    assert state.player("Bob").life == 14 and board_of(state)["eel"] == ("Alice", (6, 6))


# -- "whenever this deals combat damage to a player, you may destroy target artifact that player controls":
# the player dealt combat damage is the defending player, whose permanent the target must be (410.4) -------

def test_rustmouth_ogre_destroys_an_artifact_of_the_player_it_hit() -> None:
    state = play_choosing(in_play=[{"id": "ogre", "card": "Rustmouth Ogre", "controller": "Alice"},
                                   {"id": "mine", "card": "Bonesplitter", "controller": "Alice"},
                                   {"id": "theirs", "card": "Bonesplitter", "controller": "Bob"}],
                          turn=COMBAT, actions=[{"attack": ["ogre"]}, {"advance": "end_of_combat"}])
    assert state.player("Bob").life == 15 and state.player("Bob").graveyard == ["Bonesplitter"]
    assert set(board_of(state)) == {"ogre", "mine"}
    assert event_texts(state, "destroy") == [
        "Bonesplitter is destroyed (Rustmouth Ogre's triggered ability) and put into Bob's graveyard."]
    assert {"410.2", "310.4", "410.4", "413.2c"} <= cited_rules(state)


def test_dawning_purist_cant_target_its_controllers_enchantment() -> None:
    state = play_choosing(in_play=[{"id": "purist", "card": "Dawning Purist", "controller": "Alice"},
                                   {"id": "mine", "card": "Pacifism", "controller": "Alice", "attached_to": "bears"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          turn=COMBAT, actions=[{"attack": ["purist"]}, {"advance": "end_of_combat"}])
    assert state.player("Bob").life == 18 and state.player("Alice").graveyard == []
    assert event_texts(state, "trigger") == [
        "Dawning Purist's triggered ability has no legal target: it is removed from the stack."]


# -- "discard a card at random:" as a cost (409.1f): the card the action names is the random outcome, by
# default the first card in hand ------------------------------------------------------------------------

def test_pardic_lancer_discards_at_random_to_get_first_strike() -> None:
    state = play_choosing(in_play=[{"id": "lancer", "card": "Pardic Lancer", "controller": "Alice"}],
                          alice={"hand": ["Island", "Forest"]}, turn=MAIN,
                          actions=[{"activate": {"source": "lancer"}}, {"resolve": "all"}])
    assert state.player("Alice").hand == ["Forest"] and state.player("Alice").graveyard == ["Island"]
    assert board_of(state) == {"lancer": ("Alice", (4, 2))} and state.chars(state.get("lancer")).has("first strike")
    assert event_texts(state, "activate") == [
        "Alice plays Pardic Lancer's ability \"discard a card at random: Pardic Lancer gets +1/+0 and gains first "
        "strike until end of turn\" (discarding Island at random (the default: the first card in hand)); it goes on "
        "the stack."]
    assert "409.1f" in cited_rules(state)


def test_pardic_swordsmith_discards_the_card_the_random_choice_named() -> None:
    state = play_choosing(in_play=[{"id": "smith", "card": "Pardic Swordsmith", "controller": "Alice"}],
                          alice={"hand": ["Island", "Forest"], "mana_pool": "{R}"}, turn=MAIN,
                          actions=[{"activate": {"source": "smith", "discard": ["Forest"]}}, {"resolve": "all"}])
    assert state.player("Alice").hand == ["Island"] and state.player("Alice").graveyard == ["Forest"]
    assert board_of(state) == {"smith": ("Alice", (3, 1))}


def test_pardic_lancer_cant_discard_from_an_empty_hand() -> None:
    error = last_action_illegal(in_play=[{"id": "lancer", "card": "Pardic Lancer", "controller": "Alice"}],
                                turn=MAIN, actions=[{"activate": {"source": "lancer"}}])
    assert str(error) == "Alice can't discard 1 card from hand for Pardic Lancer"
    assert [str(rule) for rule in error.rules] == ["409.1f"]


# -- "whenever this becomes blocked by an artifact creature" (309.3, 410.9); "regenerate target green
# creature" (419.6b); "attach all Equipment in play to it" (212.2h, 418.5e) ------------------------------

def _blocked_by(attacker: str, blocker: str) -> GameState:
    return play_choosing(in_play=[{"id": "attacker", "card": attacker, "controller": "Alice"},
                                  {"id": "blocker", "card": blocker, "controller": "Bob"}],
                         turn=COMBAT, actions=[{"attack": ["attacker"]}, {"block": {"blocker": "attacker"}},
                                               {"advance": "end_of_combat"}])


def test_ogre_leadfoot_destroys_the_artifact_creature_blocking_it() -> None:
    state = _blocked_by("Ogre Leadfoot", "Ornithopter")
    assert state.player("Bob").graveyard == ["Ornithopter"] and board_of(state) == {"attacker": ("Alice", (3, 3))}
    assert {"309.3", "410.9"} <= cited_rules(state)
    state = _blocked_by("Ogre Leadfoot", "Grizzly Bears")  # not an artifact creature: no trigger
    assert event_texts(state, "trigger") == [] and state.player("Bob").graveyard == ["Grizzly Bears"]


def test_tel_jilad_wolf_gets_3_3_when_an_artifact_creature_blocks_it() -> None:
    state = _blocked_by("Tel-Jilad Wolf", "Juggernaut")  # 5/5 until end of turn, dealt 5 by the 5/3: both die
    assert state.player("Bob").graveyard == ["Juggernaut"] and state.player("Alice").graveyard == ["Tel-Jilad Wolf"]
    state = _blocked_by("Tel-Jilad Wolf", "Ornithopter")
    assert state.player("Bob").graveyard == ["Ornithopter"] and board_of(state) == {"attacker": ("Alice", (5, 5))}


def test_trolls_of_tel_jilad_regenerate_a_green_creature_only() -> None:
    state = play_choosing(in_play=[{"id": "trolls", "card": "Trolls of Tel-Jilad", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                          alice={"mana_pool": "{1}{G}"}, bob={"hand": ["Shock"]}, turn=MAIN,
                          actions=[{"activate": {"source": "trolls", "targets": ["bears"]}}, {"resolve": "all"},
                                   {"play": {"card": "Shock", "targets": ["bears"]}}, {"resolve": "all"}])
    assert board_of(state)["bears"] == ("Alice", (2, 2)) and state.get("bears").tapped
    assert "419.6b" in cited_rules(state)
    error = last_action_illegal(in_play=[{"id": "trolls", "card": "Trolls of Tel-Jilad", "controller": "Alice"},
                                         {"id": "knight", "card": "White Knight", "controller": "Alice"}],
                                alice={"mana_pool": "{1}{G}"}, turn=MAIN,
                                actions=[{"activate": {"source": "trolls", "targets": ["knight"]}}])
    assert "415.5" in {str(rule) for rule in error.rules}


def test_vulshok_battlemaster_takes_every_equipment_in_play() -> None:
    state = play_choosing(in_play=[{"id": "bone", "card": "Bonesplitter", "controller": "Bob", "attached_to": "bears"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "collar", "card": "Sparring Collar", "controller": "Alice"}],
                          alice={"hand": ["Vulshok Battlemaster"]}, turn=MAIN,
                          actions=[{"play": {"card": "Vulshok Battlemaster"}}, {"resolve": "all"}])
    assert board_of(state) == {"bone": ("Bob", (None, None)), "bears": ("Bob", (2, 2)),
                               "collar": ("Alice", (None, None)), "vulshok-battlemaster": ("Alice", (4, 2))}
    assert state.get("bone").attached_to == state.get("collar").attached_to == "vulshok-battlemaster"
    assert state.chars(state.get("vulshok-battlemaster")).has("first strike")
    assert event_texts(state, "equip") == [
        "Vulshok Battlemaster's triggered ability: Bonesplitter, Sparring Collar become attached to Vulshok "
        "Battlemaster (now 4/2)."]
    assert {"212.2h", "418.5e"} <= cited_rules(state)


# -- "counter target spell unless its controller pays {1} for each ..." / "{X}, where X is its converted mana
# cost": the amount counted as the counterspell resolves (413.2b), paid or not (413.2c) --------------------

def test_override_counts_its_controllers_artifacts() -> None:
    state = play_choosing(in_play=[{"id": "a1", "card": "Ornithopter", "controller": "Bob"},
                                   {"id": "a2", "card": "Bonesplitter", "controller": "Bob"},
                                   {"id": "m1", "card": "Mountain", "controller": "Alice"}],
                          alice={"hand": ["Lightning Bolt"], "mana_pool": "{R}"},
                          bob={"hand": ["Override"], "mana_pool": "{2}{U}"}, enforce_costs=True,
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["Bob"]}},
                                   {"play": {"card": "Override", "targets": ["Lightning Bolt"]}}, {"resolve": "all"}])
    assert state.player("Bob").life == 20 and state.player("Alice").graveyard == ["Lightning Bolt"]
    assert event_texts(state, "choice") == [
        "Alice doesn't pay {2} and can't for Override (the default: a player pays when able)."]
    assert {"413.2b", "413.2c", "414.1"} <= cited_rules(state)


def test_rethink_is_paid_with_the_spells_converted_mana_cost() -> None:
    state = play_choosing(in_play=[{"id": "m1", "card": "Mountain", "controller": "Alice"},
                                   {"id": "m2", "card": "Mountain", "controller": "Alice"}],
                          alice={"hand": ["Shock"], "mana_pool": "{R}"}, bob={"hand": ["Rethink"], "mana_pool": "{2}{U}"},
                          enforce_costs=True,
                          actions=[{"play": {"card": "Shock", "targets": ["Bob"]}},
                                   {"play": {"card": "Rethink", "targets": ["Shock"]}}, {"resolve": "all"}])
    assert state.player("Bob").life == 18
    assert event_texts(state, "choice") == [
        "Alice chooses to pay {1} for Rethink (the default: a player pays when able)."]


def test_circular_logic_counts_cards_in_its_controllers_graveyard() -> None:
    state = play_choosing(alice={"hand": ["Lightning Bolt"], "graveyard": ["Shock", "Shock", "Shock"], "mana_pool": "{R}"},
                          bob={"hand": ["Circular Logic"], "graveyard": ["Island"], "mana_pool": "{2}{U}"},
                          enforce_costs=True,
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["Bob"]}},
                                   {"play": {"card": "Circular Logic", "targets": ["Lightning Bolt"]}},
                                   {"resolve": "all"}])
    assert state.player("Bob").life == 20
    assert event_texts(state, "choice") == [
        "Alice doesn't pay {1} and can't for Circular Logic (the default: a player pays when able)."]


def test_evasive_action_counts_basic_land_types() -> None:
    state = play_choosing(in_play=[{"id": "i1", "card": "Island", "controller": "Bob"},
                                   {"id": "i2", "card": "Island", "controller": "Bob"},
                                   {"id": "f1", "card": "Forest", "controller": "Bob"}],
                          alice={"hand": ["Lightning Bolt"], "mana_pool": "{R}"},
                          bob={"hand": ["Evasive Action"], "mana_pool": "{1}{U}"}, enforce_costs=True,
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["Bob"]}},
                                   {"play": {"card": "Evasive Action", "targets": ["Lightning Bolt"]}},
                                   {"resolve": "all"}])
    assert state.player("Bob").life == 20
    assert event_texts(state, "choice") == [
        "Alice doesn't pay {2} and can't for Evasive Action (the default: a player pays when able)."]


# -- more target kinds (415.5): "face-down creature" (504.2), "Wall", "creature with(out) flying", "artifact
# creature or black creature", "attacking or blocking creature with flying", "untap target artifact creature" ---

def test_nosy_goblin_destroys_a_face_down_creature_only() -> None:
    state = play_choosing(in_play=[{"id": "goblin", "card": "Nosy Goblin", "controller": "Alice"},
                                   {"id": "morph", "card": "Exalted Angel", "controller": "Bob", "face_down": True}],
                          turn=MAIN, actions=[{"activate": {"source": "goblin", "targets": ["morph"]}},
                                              {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").graveyard == ["Exalted Angel"]
    error = last_action_illegal(in_play=[{"id": "goblin", "card": "Nosy Goblin", "controller": "Alice"},
                                         {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                turn=MAIN, actions=[{"activate": {"source": "goblin", "targets": ["bears"]}}])
    assert "415.5" in {str(rule) for rule in error.rules}


def test_goblin_digging_team_destroys_a_wall() -> None:
    state = play_choosing(in_play=[{"id": "team", "card": "Goblin Digging Team", "controller": "Alice"},
                                   {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
                          turn=MAIN, actions=[{"activate": {"source": "team", "targets": ["wall"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").graveyard == ["Wall of Stone"]
    assert state.player("Alice").graveyard == ["Goblin Digging Team"]


def test_purge_destroys_a_black_creature_that_cant_be_regenerated_but_not_a_green_one() -> None:
    state = play_choosing(in_play=[{"id": "legion", "card": "Severed Legion", "controller": "Bob"}],
                          alice={"hand": ["Purge"]}, turn=MAIN,
                          actions=[{"play": {"card": "Purge", "targets": ["legion"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").graveyard == ["Severed Legion"]
    error = last_action_illegal(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                alice={"hand": ["Purge"]}, turn=MAIN,
                                actions=[{"play": {"card": "Purge", "targets": ["bears"]}}])
    assert "415.5" in {str(rule) for rule in error.rules}


def test_viridian_scout_shoots_a_flyer_and_flood_taps_a_creature_without_flying() -> None:
    state = play_choosing(in_play=[{"id": "scout", "card": "Viridian Scout", "controller": "Alice"},
                                   {"id": "drake", "card": "Wind Drake", "controller": "Bob"}],
                          alice={"mana_pool": "{2}{G}"}, turn=MAIN,
                          actions=[{"activate": {"source": "scout", "targets": ["drake"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").graveyard == ["Wind Drake"]
    state = play_choosing(in_play=[{"id": "flood", "card": "Flood", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          alice={"mana_pool": "{U}{U}"}, turn=MAIN,
                          actions=[{"activate": {"source": "flood", "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.get("bears").tapped
    error = last_action_illegal(in_play=[{"id": "flood", "card": "Flood", "controller": "Alice"},
                                         {"id": "drake", "card": "Wind Drake", "controller": "Bob"}],
                                alice={"mana_pool": "{U}{U}"}, turn=MAIN,
                                actions=[{"activate": {"source": "flood", "targets": ["drake"]}}])
    assert "415.5" in {str(rule) for rule in error.rules}


def test_skyshooter_destroys_an_attacking_flyer() -> None:
    state = play_choosing(in_play=[{"id": "drake", "card": "Wind Drake", "controller": "Alice"},
                                   {"id": "shooter", "card": "Skyshooter", "controller": "Bob"}],
                          turn=COMBAT, actions=[{"attack": ["drake"]},
                                                {"activate": {"source": "shooter", "targets": ["drake"], "by": "Bob"}},
                                                {"resolve": "all"}])
    assert state.player("Alice").graveyard == ["Wind Drake"] and state.player("Bob").graveyard == ["Skyshooter"]


def test_voltaic_construct_untaps_an_artifact_creature() -> None:
    state = play_choosing(in_play=[{"id": "construct", "card": "Voltaic Construct", "controller": "Alice"},
                                   {"id": "thopter", "card": "Ornithopter", "controller": "Alice", "tapped": True}],
                          alice={"mana_pool": "{2}"}, turn=MAIN,
                          actions=[{"activate": {"source": "construct", "targets": ["thopter"]}}, {"resolve": "all"}])
    assert not state.get("thopter").tapped


def test_mortiphobia_removes_a_graveyard_card_and_draws() -> None:
    state = play_choosing(in_play=[{"id": "phobia", "card": "Mortiphobia", "controller": "Alice"}],
                          alice={"mana_pool": "{1}{B}", "library": ["Swamp"]}, bob={"graveyard": ["Grizzly Bears"]},
                          turn=MAIN, actions=[{"activate": {"source": "phobia", "ability": 2, "targets": ["Grizzly Bears"]}},
                                              {"resolve": "all"}])
    assert state.player("Bob").graveyard == [] and state.player("Bob").removed == ["Grizzly Bears"]
    assert state.player("Alice").hand == ["Swamp"] and state.player("Alice").graveyard == ["Mortiphobia"]


# -- "equipped creature is unblockable" (500.3); "{G}: enchanted creature gains trample until end of turn" ---

def test_whispersilk_cloak_makes_the_equipped_creature_unblockable() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "cloak", "card": "Whispersilk Cloak", "controller": "Alice",
                                    "attached_to": "bears"},
                                   {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
                          turn=COMBAT, actions=[{"attack": ["bears"]}])
    assert state.chars(state.get("bears")).has("unblockable")
    error = last_action_illegal(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                         {"id": "cloak", "card": "Whispersilk Cloak", "controller": "Alice",
                                          "attached_to": "bears"},
                                         {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
                                turn=COMBAT, actions=[{"attack": ["bears"]}, {"block": {"wall": "bears"}}])
    assert str(error) == "Wall of Stone can't block Grizzly Bears: Grizzly Bears is unblockable."
    assert [str(rule) for rule in error.rules] == ["500.3", "501.1", "309.2a", "309.2"]


def test_keldon_mantle_gives_the_enchanted_creature_trample() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "mantle", "card": "Keldon Mantle", "controller": "Alice",
                                    "attached_to": "bears"}],
                          alice={"mana_pool": "{G}"}, turn=MAIN,
                          actions=[{"activate": {"source": "mantle", "ability": 3}}, {"resolve": "all"}])
    assert state.chars(state.get("bears")).has("trample")
    assert event_texts(state, "continuous") == ["Grizzly Bears gains trample until end of turn."]
    assert "418.3a" in cited_rules(state)


# -- "at the beginning of your upkeep, you may put a charge counter on this" (410.5, 413.2b): Aether Vial,
# Powder Keg, Legacy's Allure now usable until their activated abilities are activated -----------------------

def test_aether_vial_gets_a_charge_counter_each_upkeep() -> None:
    state = play_choosing(in_play=[{"id": "vial", "card": "Aether Vial", "controller": "Alice"}],
                          turn={"active": "Alice", "step": "untap"}, actions=[{"advance": "draw"}])
    assert state.get("vial").counters == {"charge": 1}
    assert event_texts(state, "counters") == ["A charge counter is put on Aether Vial (now 1 charge counter)."]
    assert {"303.1", "410.5", "413.2b"} <= cited_rules(state)


def test_powder_keg_fuse_counter_can_be_declined() -> None:
    state = play_choosing(in_play=[{"id": "keg", "card": "Powder Keg", "controller": "Alice"}],
                          turn={"active": "Alice", "step": "untap"},
                          actions=[{"advance": "upkeep"}, {"resolve": 1}, {"choose": {"may": False}},
                                   {"advance": "draw"}])
    assert state.get("keg").counters == {}
    assert event_texts(state, "choice") == ['Alice chooses not to follow "you may" of Powder Keg\'s triggered ability.']


# -- "3 damage to each opponent": each player other than its controller (Sizzle) --------------------------

def test_sizzle_deals_3_damage_to_each_opponent_only() -> None:
    state = play_choosing(alice={"hand": ["Sizzle"]}, turn=MAIN,
                          actions=[{"play": {"card": "Sizzle"}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 17)
    assert event_texts(state, "damage") == ["Sizzle deals 3 damage to Bob."]
