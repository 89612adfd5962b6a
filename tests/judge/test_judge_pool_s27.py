"""Pool cards run whole in session 27: the not-run lines of the cards real letters and questions
name, read by general grammar (a player discarding or drawing a card as a trigger event, every
discard of the engine going through one procedure, a creature that can block any number of creatures,
"another target" of a spell's second instruction, "destroy all non-TYPE permanents", an Equipment's
creature counted by the counters on it or its controller's hand, dying or forced to be blocked; a spell
played by an opponent, by its controller, of a card type or of converted mana cost N or less; a creature type as an additional cost to sacrifice; damage
doubled for its controller's creatures; an Aura's mana added as its land is tapped for mana; a search for a card of converted mana cost N
or less or more, a discard of a card type as a cost; damage that can't be prevented, or only if kicked; a card that costs {6} less to play on a condition;
control gained for the rest of the game; a color chosen as it comes into play for its own protection);
each played in a scenario (format v2) with
exact outcomes and the rules it cites."""

from __future__ import annotations

import pytest
from judge_helpers import board_of, build_state, cited_rules, event_texts, play_all, play_choosing

from judge.abilities import Triggered, parse_ability
from judge.cards import card_pool
from judge.errors import IllegalActionError
from judge.game import GameState

MAIN = {"active": "Alice", "step": "precombat_main"}

#: The cards this session runs whole.
CONVERTED = ("Megrim", "Geth's Grimoire", "Spirit Cairn", "Underworld Dreams", "Mind's Eye",
             "Master Apothecary", "Devouring Strossus", "Advanced Hoverguard", "Soraya the Falconer",
             "Tornado Elemental", "Gainsay", "Mirri's Guile",
             "Wall of Glare", "Ironfist Crusher", "Consume Strength", "Soulscour",
             "Banshee's Blade", "Skullclamp", "Empyrial Plate", "Nemesis Mask",
             "Pyrostatic Pillar", "Presence of the Master", "Empyrial Armor",
             "Goblin Grenade", "Gratuitous Violence", "Wild Growth", "Fertile Ground",
             "Trinket Mage", "Fierce Empath", "Ramosian Sergeant", "Ramosian Captain", "Artificer's Intuition",
             "Survival of the Fittest", "Pinpoint Avalanche", "Urza's Rage", "Avatar of Hope", "Avatar of Might",
             "Avatar of Woe", "Sliver Overlord", "Empress Galina", "Voice of All")


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    assert len(CONVERTED) == len(set(CONVERTED)) == 41
    assert [name for name in CONVERTED if pool[name].not_run or not pool[name].runs] == []


# -- "whenever an opponent (a player) discards (draws) a card": once for each card (410.2) ---------

def test_the_discard_and_draw_triggers_read_with_whose() -> None:
    megrim = parse_ability("whenever an opponent discards a card, this deals 2 damage to that player")
    cairn = parse_ability("whenever a player discards a card, you may pay {W}; if you do, put a 1/1 white Spirit "
                          "creature token with flying into play")
    dreams = parse_ability("whenever an opponent draws a card, this deals 1 damage to that player")
    assert isinstance(megrim, Triggered) and isinstance(cairn, Triggered) and isinstance(dreams, Triggered)
    assert [(t.event, t.recipient) for t in (megrim, cairn, dreams)] == [
        ("discards", "opponent"), ("discards", "player"), ("draws", "opponent")]


def _unburden(in_play: list[dict[str, str]], bob_hand: list[str], library: tuple[str, ...] = ()) -> GameState:
    return play_choosing(in_play=in_play, alice={"hand": ["Unburden"], "library": list(library)},
                         bob={"hand": bob_hand}, turn=MAIN,
                         actions=[{"play": {"card": "Unburden", "targets": ["Bob"]}}, {"resolve": "all"}])


def test_megrim_deals_2_damage_for_each_card_the_opponent_discards() -> None:
    """Unburden makes Bob discard two cards: Megrim triggers twice, 4 damage (410.2)."""
    state = _unburden([{"id": "megrim", "card": "Megrim", "controller": "Alice"}], ["Forest", "Shock", "Island"])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 16)
    assert (state.player("Bob").hand, state.player("Bob").graveyard) == (
        ["Island"], ["Forest", "Shock"])
    assert event_texts(state, "damage") == ["Megrim deals 2 damage to Bob.", "Megrim deals 2 damage to Bob."]
    assert {"410.2", "217.3a", "410.3"} <= cited_rules(state)


def test_megrim_sees_the_discard_to_hand_size_but_not_its_controllers_own() -> None:
    """Bob's Megrim: Alice discards two cards down to seven in her cleanup step; its triggers make
    her get priority in that step (314.3) and deal her 4. Alice's own Megrim wouldn't trigger."""
    for controller, expected in (("Bob", (16, 20)), ("Alice", (20, 20))):
        state = play_choosing(in_play=[{"id": "megrim", "card": "Megrim", "controller": controller}],
                              alice={"hand": ["Forest"] * 9}, turn={"active": "Alice", "step": "end_of_turn"},
                              actions=[{"advance": "cleanup"}, {"resolve": "all"}])
        assert (state.player("Alice").life, state.player("Bob").life) == expected
        assert (len(state.player("Alice").hand), state.player("Alice").graveyard) == (7, ["Forest", "Forest"])
    assert "314.3" in cited_rules(play_choosing(
        in_play=[{"id": "megrim", "card": "Megrim", "controller": "Bob"}], alice={"hand": ["Forest"] * 8},
        turn={"active": "Alice", "step": "end_of_turn"}, actions=[{"advance": "cleanup"}, {"resolve": "all"}]))


def test_geths_grimoire_draws_for_each_card_an_opponent_discards() -> None:
    state = _unburden([{"id": "grim", "card": "Geth's Grimoire", "controller": "Alice"}], ["Forest", "Mountain"],
                      ("Island", "Swamp"))
    assert state.player("Alice").hand == ["Island", "Swamp"]
    assert state.player("Bob").graveyard == ["Forest", "Mountain"]
    assert {"410.2", "410.5", "413.2c"} <= cited_rules(state)


def test_spirit_cairn_makes_a_spirit_for_the_one_card_discarded() -> None:
    """Bob holds one card: Unburden's second discard finds none (103.3), so one trigger, one Spirit."""
    state = _unburden([{"id": "cairn", "card": "Spirit Cairn", "controller": "Alice"}], ["Forest"])
    assert board_of(state) == {"cairn": ("Alice", (None, None)), "spirit": ("Alice", (1, 1))}
    assert event_texts(state, "trigger") == [
        "Spirit Cairn's triggered ability is put on the stack (that player: Bob)."]


def test_underworld_dreams_deals_1_damage_as_the_opponent_draws_in_his_draw_step() -> None:
    state = play_choosing(in_play=[{"id": "dreams", "card": "Underworld Dreams", "controller": "Alice"}],
                          bob={"library": ["Forest", "Island"]}, turn={"active": "Alice", "step": "end_of_turn"},
                          actions=[{"advance": "next_turn"}, {"advance": "precombat_main"}])
    assert (state.player("Alice").life, state.player("Bob").life, state.player("Bob").hand) == (20, 19, ["Forest"])
    assert event_texts(state, "damage") == ["Underworld Dreams deals 1 damage to Bob."]
    assert {"304.1", "410.2", "408.1f"} <= cited_rules(state)


def test_minds_eye_pays_1_to_draw_when_the_opponent_draws() -> None:
    state = play_choosing(in_play=[{"id": "eye", "card": "Mind's Eye", "controller": "Alice"}],
                          alice={"library": ["Swamp"]}, bob={"library": ["Forest", "Island"]},
                          turn={"active": "Alice", "step": "end_of_turn"},
                          actions=[{"advance": "next_turn"}, {"advance": "precombat_main"}])
    assert (state.player("Alice").hand, state.player("Bob").hand) == (["Swamp"], ["Forest"])
    assert {"410.2", "413.2c"} <= cited_rules(state)


# -- the cards whose every line the grammar already read -------------------------------------------

def test_master_apothecary_taps_itself_to_prevent_2_damage() -> None:
    """"Tap an untapped Cleric you control" may tap the Apothecary itself (212.3d): Shock is prevented."""
    state = play_choosing(
        in_play=[{"id": "apo", "card": "Master Apothecary", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        bob={"hand": ["Shock"]}, turn=MAIN,
        actions=[{"play": {"card": "Shock", "targets": ["bears"], "by": "Bob"}},
                 {"activate": {"source": "apo", "targets": ["bears"]}}, {"resolve": "all"}])
    assert board_of(state) == {"apo": ("Alice", (2, 2)), "bears": ("Alice", (2, 2))}
    assert state.get("apo").tapped and state.player("Bob").graveyard == ["Shock"]
    assert {"409.1f", "419.7b"} <= cited_rules(state)


def test_devouring_strossus_sacrifices_a_creature_each_upkeep() -> None:
    state = play_choosing(
        in_play=[{"id": "str", "card": "Devouring Strossus", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        turn={"active": "Bob", "step": "end_of_turn"},
        actions=[{"advance": "next_turn"}, {"advance": "upkeep"}, {"resolve": "all"}, {"choose": {"object": "bears"}},
                 {"advance": "draw"}])
    assert board_of(state) == {"str": ("Alice", (9, 9))}
    assert state.player("Alice").graveyard == ["Grizzly Bears"]
    assert {"303.1", "217.4a"} <= cited_rules(state)


def test_gainsay_counters_a_blue_spell() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Gainsay"]}, bob={"hand": ["Unsummon"]}, turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"play": {"card": "Unsummon", "targets": ["bears"]}},
                 {"play": {"card": "Gainsay", "targets": ["Unsummon"], "by": "Alice"}}, {"resolve": "all"}])
    assert board_of(state) == {"bears": ("Alice", (2, 2))}
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (["Gainsay"], ["Unsummon"])
    assert {"414.1", "413.2b"} <= cited_rules(state)


# -- "this can block any number of creatures": the card's text over 309.2a's one attacker (103.1) -----

def test_wall_of_glare_blocks_two_attackers_and_takes_both_damages() -> None:
    state = play_choosing(
        in_play=[{"id": "wall", "card": "Wall of Glare", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        turn={"active": "Bob", "step": "declare_attackers"},
        actions=[{"attack": ["bears", "elves", "giant"]}, {"block": {"wall": ["bears", "elves"]}},
                 {"advance": "end_of_combat"}])
    assert (state.player("Alice").life, state.get("wall").damage) == (17, 3)  # only the Giant is unblocked
    assert event_texts(state, "block")[:2] == ["Alice declares Wall of Glare as a blocker of Grizzly Bears.",
                                               "Alice declares Wall of Glare as a blocker of Llanowar Elves."]
    assert {"103.1", "309.2a"} <= cited_rules(state)


def test_ironfist_crusher_divides_its_damage_among_the_creatures_it_blocks() -> None:
    """A blocker of two attackers assigns its combat damage among them (310.2d): 2 to the Elves."""
    state = play_choosing(
        in_play=[{"id": "crusher", "card": "Ironfist Crusher", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
        turn={"active": "Bob", "step": "declare_attackers"},
        actions=[{"attack": ["bears", "elves"]}, {"block": {"crusher": ["bears", "elves"]}},
                 {"assign": {"crusher": {"elves": 2}}}, {"advance": "end_of_combat"}])
    assert board_of(state) == {"crusher": ("Alice", (2, 4)), "bears": ("Bob", (2, 2))}
    assert (state.get("crusher").damage, state.player("Bob").graveyard) == (3, ["Llanowar Elves"])
    assert {"310.2d", "420.5c"} <= cited_rules(state)


def test_a_creature_without_the_ability_still_blocks_one_attacker() -> None:
    state, actions = build_state(
        in_play=[{"id": "wall", "card": "Wall of Wood", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
        turn={"active": "Bob", "step": "declare_attackers"},
        actions=[{"attack": ["bears", "elves"]}, {"block": {"wall": ["bears", "elves"]}}])
    with pytest.raises(IllegalActionError) as err:
        play_all(state, actions)
    assert str(err.value) == "Wall of Wood must block exactly one attacking creature"
    assert [str(r) for r in err.value.rules] == ["309.2a"]


# -- "another target": a second instruction with its own, different target (409.1c) ----------------

def test_consume_strength_pumps_one_creature_and_shrinks_another() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
        alice={"hand": ["Consume Strength"]}, turn=MAIN,
        actions=[{"play": {"card": "Consume Strength", "targets": ["bears", "elves"]}}, {"resolve": "all"}])
    assert board_of(state) == {"bears": ("Alice", (4, 4))}
    assert state.player("Bob").graveyard == ["Llanowar Elves"]
    assert {"409.1c", "418.3a", "420.5b"} <= cited_rules(state)


def test_consume_strength_cant_target_one_creature_twice() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Consume Strength"]}, turn=MAIN,
        actions=[{"play": {"card": "Consume Strength", "targets": ["bears", "bears"]}}])
    with pytest.raises(IllegalActionError) as err:
        play_all(state, actions)
    assert str(err.value) == ("Consume Strength can't target Grizzly Bears twice: the same target can't be chosen "
                              "multiple times")
    assert [str(r) for r in err.value.rules] == ["409.1c"]


# -- "destroy all non-TYPE permanents": every permanent but those of the type ------------------------

def test_soulscour_destroys_every_permanent_but_the_artifacts() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "orni", "card": "Ornithopter", "controller": "Bob"},
                 {"id": "forest", "card": "Forest", "controller": "Bob"},
                 {"id": "megrim", "card": "Megrim", "controller": "Bob"}],
        alice={"hand": ["Soulscour"]}, turn=MAIN, actions=[{"play": {"card": "Soulscour"}}, {"resolve": "all"}])
    assert board_of(state) == {"orni": ("Bob", (0, 2))}
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (
        ["Grizzly Bears", "Soulscour"], ["Forest", "Megrim"])
    assert "413.2b" in cited_rules(state)


# -- Equipment: the equipped creature counted, dying, and blocked by all ----------------------------

def test_banshees_blade_counts_its_charge_counters_and_gets_one_for_combat_damage() -> None:
    """1 charge counter: the Bears attack as 3/3; the damage trigger adds a second: 4/4 after (418.5a, 410.2)."""
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "blade", "card": "Banshee's Blade", "controller": "Alice", "attached_to": "bears",
                  "counters": {"charge": 1}}],
        turn={"active": "Alice", "step": "declare_attackers"}, actions=[{"attack": ["bears"]}, {"advance": "end_of_combat"}])
    assert (state.player("Bob").life, state.power_toughness("bears"), state.get("blade").counters) == (
        17, (4, 4), {"charge": 2})
    assert event_texts(state, "counters") == ["A charge counter is put on Banshee's Blade (now 2 charge counters)."]
    assert {"410.2", "310.4"} <= cited_rules(state)


def test_skullclamp_draws_two_when_the_creature_it_made_0_toughness_dies() -> None:
    state = play_choosing(
        in_play=[{"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                 {"id": "clamp", "card": "Skullclamp", "controller": "Alice"}],
        alice={"library": ["Forest", "Island", "Swamp"]}, turn=MAIN,
        actions=[{"activate": {"source": "clamp", "targets": ["elves"]}}, {"resolve": "all"}])
    alice = state.player("Alice")
    assert (alice.hand, alice.graveyard, len(alice.library)) == (["Forest", "Island"], ["Llanowar Elves"], 1)
    assert board_of(state) == {"clamp": ("Alice", (None, None))}
    assert {"420.5b", "420.5k", "410.10d"} <= cited_rules(state)


def test_empyrial_plate_counts_its_controllers_hand_as_it_changes() -> None:
    """Three cards: 5/5; Shock played from the hand leaves two: 4/4 (418.5a)."""
    state, actions = build_state(
        version=2, in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                            {"id": "plate", "card": "Empyrial Plate", "controller": "Alice", "attached_to": "bears"}],
        alice={"hand": ["Forest", "Island", "Shock"]}, bob={"hand": ["Swamp"] * 5}, turn=MAIN,
        actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.power_toughness("bears") == (5, 5)
    play_all(state, actions)
    assert (state.power_toughness("bears"), state.player("Bob").life) == ((4, 4), 18)


def test_nemesis_mask_makes_every_able_creature_block_the_equipped_one() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "mask", "card": "Nemesis Mask", "controller": "Alice", "attached_to": "bears"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"},
                 {"id": "wall", "card": "Wall of Wood", "controller": "Bob"}],
        turn={"active": "Alice", "step": "declare_attackers"},
        actions=[{"attack": ["bears"]}, {"block": {"elves": "bears"}}])
    with pytest.raises(IllegalActionError) as err:
        play_all(state, actions)
    assert str(err.value) == ("Wall of Wood is able to block Grizzly Bears and must do so: all creatures able to block "
                              "it do so")
    assert "500.4" in [str(r) for r in err.value.rules]


# -- "whenever an opponent (you, a player) plays a[n TYPE] spell [with converted mana cost N or less]" (410.2) --

def test_pyrostatic_pillar_burns_the_player_of_a_cheap_spell_only() -> None:
    """Shock (1) triggers it, Craw Wurm (6) doesn't; the trigger resolves before the Shock (410.1)."""
    state = play_choosing(
        in_play=[{"id": "pillar", "card": "Pyrostatic Pillar", "controller": "Alice"}],
        bob={"hand": ["Shock", "Craw Wurm"]}, turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"play": {"card": "Shock", "targets": ["Alice"]}}, {"resolve": "all"}, {"play": {"card": "Craw Wurm"}},
                 {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (18, 18)
    assert event_texts(state, "trigger") == [
        "Pyrostatic Pillar's triggered ability is put on the stack (that player: Bob)."]
    assert {"410.1", "410.2"} <= cited_rules(state)


def test_presence_of_the_master_counters_an_enchantment_spell_only() -> None:
    state = play_choosing(
        in_play=[{"id": "pres", "card": "Presence of the Master", "controller": "Alice"}],
        bob={"hand": ["Megrim", "Grizzly Bears"]}, turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"play": {"card": "Megrim"}}, {"resolve": "all"}, {"play": {"card": "Grizzly Bears"}},
                 {"resolve": "all"}])
    assert [p.card.name for p in state.permanents] == ["Presence of the Master", "Grizzly Bears"]
    assert state.player("Bob").graveyard == ["Megrim"]
    assert event_texts(state, "counter") == ["Megrim is countered and put into Bob's graveyard."]
    assert {"410.2", "414.1"} <= cited_rules(state)


def test_the_spell_triggers_read_whose_spell_its_type_and_its_cost() -> None:
    said = [parse_ability(text) for text in (
        "whenever an opponent plays a spell, this deals 1 damage to that player",
        "whenever you play a spell, you may untap this",
        "whenever a player plays an artifact spell with converted mana cost 2 or less, this deals 1 damage to that player")]
    assert [t.qualifier for t in said if isinstance(t, Triggered)] == [
        "spell:opponent::", "spell:mine::", "spell:any:artifact:2"]


def test_empyrial_armor_counts_its_controllers_hand() -> None:
    state, _ = build_state(
        version=2, in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                            {"id": "armor", "card": "Empyrial Armor", "controller": "Alice", "attached_to": "bears"}],
        alice={"hand": ["Forest", "Island", "Shock"]}, turn=MAIN)
    assert state.power_toughness("bears") == (5, 5)


# -- "as an additional cost to play this, sacrifice a Goblin"; "if a creature you control would deal damage" --

def test_goblin_grenade_sacrifices_a_goblin_as_it_is_played() -> None:
    state = play_choosing(
        in_play=[{"id": "gob", "card": "Raging Goblin", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Goblin Grenade"]}, turn=MAIN,
        actions=[{"play": {"card": "Goblin Grenade", "targets": ["Bob"], "sacrifice": ["gob"]}}, {"resolve": "all"}])
    assert (state.player("Bob").life, state.player("Alice").graveyard) == (15, ["Raging Goblin", "Goblin Grenade"])
    assert event_texts(state, "sacrifice") == ["Alice sacrifices Raging Goblin (power 1) to pay for Goblin Grenade."]
    state, actions = build_state(
        version=2, in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Goblin Grenade"]}, turn=MAIN,
        actions=[{"play": {"card": "Goblin Grenade", "targets": ["Bob"], "sacrifice": ["bears"]}}])
    with pytest.raises(IllegalActionError) as err:
        play_all(state, actions)
    assert str(err.value) == "Alice can't sacrifice Grizzly Bears: not a Goblin creature he or she controls"
    assert [str(r) for r in err.value.rules] == ["409.1f"]


def test_gratuitous_violence_doubles_its_controllers_creatures_only() -> None:
    """Alice's Shock deals 2 and Bob's Elves 1; her Bears' 2 combat damage is doubled to 4 (419.6)."""
    state = play_choosing(
        in_play=[{"id": "gv", "card": "Gratuitous Violence", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Shock"]}, turn=MAIN,
        actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}, {"resolve": "all"}, {"advance": "declare_attackers"},
                 {"attack": ["bears"]}, {"advance": "end_of_combat"}])
    assert state.player("Bob").life == 14
    assert event_texts(state, "damage") == [
        "Shock deals 2 damage to Bob.",
        "Grizzly Bears deals 4 combat damage to Bob (2 damage; Gratuitous Violence doubles it to 4)."]
    assert {"419.1a", "419.6", "419.6a"} <= cited_rules(state)
    state = play_choosing(
        in_play=[{"id": "gv", "card": "Gratuitous Violence", "controller": "Alice"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
        turn={"active": "Bob", "step": "declare_attackers"}, actions=[{"attack": ["elves"]}, {"advance": "end_of_combat"}])
    assert state.player("Alice").life == 19  # an opponent's creature: not doubled


# -- "whenever enchanted land is tapped for mana, its controller adds {G}": a triggered mana ability (411.3) --

def test_wild_growth_adds_g_as_its_forest_is_tapped_and_nothing_for_another_land() -> None:
    state = play_choosing(
        in_play=[{"id": "forest", "card": "Forest", "controller": "Alice"},
                 {"id": "mtn", "card": "Mountain", "controller": "Alice"},
                 {"id": "wg", "card": "Wild Growth", "controller": "Alice", "attached_to": "forest"}],
        turn=MAIN, actions=[{"activate": {"source": "forest"}}, {"activate": {"source": "mtn"}}])
    assert state.player("Alice").mana == {"G": 2, "R": 1}
    assert event_texts(state, "mana")[1] == ("Wild Growth's triggered mana ability resolves at once: Alice adds {G} "
                                             "to his or her mana pool.")
    assert "411.3" in cited_rules(state)


def test_fertile_ground_adds_the_color_its_controller_chooses() -> None:
    chosen = play_choosing(
        in_play=[{"id": "island", "card": "Island", "controller": "Alice"},
                 {"id": "fg", "card": "Fertile Ground", "controller": "Alice", "attached_to": "island"}],
        turn=MAIN, actions=[{"activate": {"source": "island"}}, {"choose": {"color": "red"}}])
    assert chosen.player("Alice").mana == {"U": 1, "R": 1}
    default = play_choosing(
        in_play=[{"id": "island", "card": "Island", "controller": "Alice"},
                 {"id": "fg", "card": "Fertile Ground", "controller": "Alice", "attached_to": "island"}],
        turn=MAIN, actions=[{"activate": {"source": "island"}}])
    assert default.player("Alice").mana == {"U": 1, "G": 1}
    assert event_texts(default, "mana")[1].endswith("adds {G} to his or her mana pool (the default color: green).")


# -- "search your library for an artifact card with converted mana cost 1 or less"; "discard a creature card" --

def test_trinket_mage_finds_an_artifact_of_cost_1_or_less() -> None:
    state = play_choosing(alice={"hand": ["Trinket Mage"], "library": ["Craw Wurm", "Vulshok Battlegear", "Ornithopter"]},
                          turn=MAIN, actions=[{"play": {"card": "Trinket Mage"}}, {"resolve": "all"}])
    assert (state.player("Alice").hand, sorted(state.player("Alice").library)) == (
        ["Ornithopter"], ["Craw Wurm", "Vulshok Battlegear"])
    assert event_texts(state, "search") == [
        "Alice searches his or her library for an artifact card with converted mana cost 1 or less, puts Ornithopter "
        "into his or her hand, then shuffles it (the default: the first that fit)."]
    assert {"410.5", "217.2b"} <= cited_rules(state)


def test_fierce_empath_finds_only_a_creature_of_cost_6_or_more() -> None:
    """Grizzly Bears, first in the library, costs 2: the search passes it over for Craw Wurm (6)."""
    state = play_choosing(alice={"hand": ["Fierce Empath"], "library": ["Grizzly Bears", "Craw Wurm"]}, turn=MAIN,
                          actions=[{"play": {"card": "Fierce Empath"}}, {"resolve": "all"}])
    assert (state.player("Alice").hand, list(state.player("Alice").library)) == (["Craw Wurm"], ["Grizzly Bears"])


def test_ramosian_sergeant_finds_no_rebel_of_cost_3() -> None:
    """The Captain costs 3 (1WW) and the Bears aren't a Rebel: the Sergeant's search (a Rebel of cost 2 or
    less) finds none; the Captain's (3 or less) finds the Sergeant, which costs 1 (W)."""
    state = play_choosing(
        in_play=[{"id": "serg", "card": "Ramosian Sergeant", "controller": "Alice"}],
        alice={"library": ["Ramosian Captain", "Grizzly Bears"]}, turn=MAIN,
        actions=[{"activate": {"source": "serg"}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["serg"] and len(state.player("Alice").library) == 2
    state = play_choosing(
        in_play=[{"id": "capt", "card": "Ramosian Captain", "controller": "Alice"}],
        alice={"library": ["Forest", "Ramosian Sergeant"]}, turn=MAIN,
        actions=[{"activate": {"source": "capt"}}, {"resolve": "all"}])
    assert board_of(state) == {"capt": ("Alice", (2, 2)), "ramosian-sergeant": ("Alice", (1, 1))}


def test_survival_of_the_fittest_discards_a_creature_card_to_find_one() -> None:
    state = play_choosing(
        in_play=[{"id": "sotf", "card": "Survival of the Fittest", "controller": "Alice"}],
        alice={"hand": ["Grizzly Bears", "Forest"], "library": ["Shock", "Craw Wurm"]}, turn=MAIN,
        actions=[{"activate": {"source": "sotf"}}, {"resolve": "all"}])
    alice = state.player("Alice")
    assert (alice.hand, alice.graveyard, list(alice.library)) == (["Forest", "Craw Wurm"], ["Grizzly Bears"], ["Shock"])
    assert "discarding Grizzly Bears (the default: the last creature card in hand)" in event_texts(state, "activate")[0]
    state, actions = build_state(
        version=2, in_play=[{"id": "sotf", "card": "Survival of the Fittest", "controller": "Alice"}],
        alice={"hand": ["Forest"]}, turn=MAIN, actions=[{"activate": {"source": "sotf", "discard": ["Forest"]}}])
    with pytest.raises(IllegalActionError) as err:
        play_all(state, actions)
    assert str(err.value) == "Forest is not a creature card: it can't be discarded for Survival of the Fittest"


# -- "N damage to target ...; the damage can't be prevented" ("if this was kicked, ..."): 103.2 ------------

def _rage(kicked: bool) -> GameState:
    return play_choosing(
        in_play=[{"id": "cent", "card": "Phantom Centaur", "controller": "Bob", "counters": {"+1/+1": 3}}],
        alice={"hand": ["Urza's Rage"]}, turn=MAIN,
        actions=[{"play": {"card": "Urza's Rage", "targets": ["cent"], "kicker": kicked}}, {"resolve": "all"}])


def test_urzas_rage_unkicked_is_prevented_by_phantom_centaur() -> None:
    state = _rage(False)
    assert board_of(state) == {"cent": ("Bob", (4, 2))}  # one +1/+1 counter gone
    assert event_texts(state, "prevent") == [
        "3 damage Urza's Rage would deal to Phantom Centaur is prevented (Phantom Centaur's own ability); a +1/+1 "
        "counter is removed from it."]


def test_urzas_rage_kicked_cant_be_prevented_and_kills_phantom_centaur() -> None:
    state = _rage(True)
    assert board_of(state) == {}
    assert state.player("Bob").graveyard == ["Phantom Centaur"]
    assert event_texts(state, "damage") == ["Urza's Rage deals 3 damage to Phantom Centaur."]
    assert {"502.21a", "420.5c"} <= cited_rules(state)


def test_pinpoint_avalanches_damage_passes_a_shield_but_not_protection_from_red() -> None:
    """Bob's Master Apothecary shields his Bears for 2: the 4 damage is dealt all the same (103.2). Protection from
    red (Mother of Runes) makes the Bears an illegal target instead: the spell is countered on resolution (413.2a)."""
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "apo", "card": "Master Apothecary", "controller": "Bob"}],
        alice={"hand": ["Pinpoint Avalanche"]}, turn=MAIN,
        actions=[{"play": {"card": "Pinpoint Avalanche", "targets": ["bears"]}},
                 {"activate": {"source": "apo", "targets": ["bears"], "by": "Bob"}}, {"resolve": "all"}])
    assert board_of(state) == {"apo": ("Bob", (2, 2))} and state.player("Bob").graveyard == ["Grizzly Bears"]
    assert event_texts(state, "damage") == ["Pinpoint Avalanche deals 4 damage to Grizzly Bears."]
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "mom", "card": "Mother of Runes", "controller": "Bob"}],
        alice={"hand": ["Pinpoint Avalanche"]}, turn=MAIN,
        actions=[{"play": {"card": "Pinpoint Avalanche", "targets": ["bears"]}},
                 {"activate": {"source": "mom", "targets": ["bears"], "by": "Bob"}}, {"pass": True},
                 {"choose": {"color": "red"}}, {"resolve": "all"}])
    assert board_of(state)["bears"] == ("Bob", (2, 2))
    assert event_texts(state, "counter") == [
        "Pinpoint Avalanche is countered on resolution and put into Alice's graveyard: all its targets are illegal."]


# -- "if you have 3 or less life, this costs {6} less to play": the Avatars, checked as played (401.6, 409.1f) --

def _avatar(card: str, life: int = 20, land: str = "Plains", in_play: tuple[dict[str, str], ...] = (),
            graveyards: tuple[list[str], list[str]] = ([], [])) -> GameState:
    """Alice, at *life*, plays *card* with three *land*s, mana costs enforced."""
    lands = [{"id": f"p{n}", "card": land, "controller": "Alice"} for n in range(3)]
    return play_choosing(in_play=lands + list(in_play), alice={"hand": [card], "life": life, "graveyard": graveyards[0]},
                         bob={"graveyard": graveyards[1]}, enforce_costs=True, turn=MAIN,
                         actions=[{"play": {"card": card}}, {"resolve": "all"}])


def test_avatar_of_hope_costs_ww_at_3_life_and_its_full_cost_at_20() -> None:
    state = _avatar("Avatar of Hope", 3)
    assert board_of(state)["avatar-of-hope"] == ("Alice", (4, 9))
    assert event_texts(state, "play") == ["Alice plays Avatar of Hope (6 less: Alice has 3 life); it goes on the stack."]
    assert {"401.6", "409.1f"} <= cited_rules(state)
    with pytest.raises(IllegalActionError) as err:
        _avatar("Avatar of Hope", 20)
    assert str(err.value) == "Alice can't pay the generic mana of Avatar of Hope"


def test_avatar_of_might_counts_four_more_creatures_of_an_opponent() -> None:
    bears = tuple({"id": f"b{n}", "card": "Grizzly Bears", "controller": "Bob"} for n in range(4))
    state = _avatar("Avatar of Might", land="Forest", in_play=bears)
    assert event_texts(state, "play") == [
        "Alice plays Avatar of Might (6 less: Bob controls 4 creatures to Alice's 0); it goes on the stack."]
    with pytest.raises(IllegalActionError):
        _avatar("Avatar of Might", land="Forest", in_play=bears[:3])


def test_avatar_of_woe_counts_ten_creature_cards_in_all_graveyards() -> None:
    state = _avatar("Avatar of Woe", land="Swamp", graveyards=(["Grizzly Bears"] * 6, ["Hill Giant"] * 4))
    assert event_texts(state, "play") == [
        "Alice plays Avatar of Woe (6 less: 10 creature cards are in all graveyards); it goes on the stack."]


# -- "gain control of target Sliver (for the rest of the game)": layer 2, never ending (418.5a) ---------

def test_sliver_overlord_takes_a_sliver_for_good_and_finds_another() -> None:
    state = play_choosing(
        in_play=[{"id": "ov", "card": "Sliver Overlord", "controller": "Alice"},
                 {"id": "ms", "card": "Muscle Sliver", "controller": "Bob"}],
        alice={"library": ["Forest", "Muscle Sliver"]}, turn=MAIN,
        actions=[{"activate": {"source": "ov", "ability": 2, "targets": ["ms"]}}, {"resolve": "all"},
                 {"activate": {"source": "ov", "ability": 1}}, {"resolve": "all"}, {"advance": "next_turn"}])
    assert board_of(state) == {"ov": ("Alice", (8, 8)), "ms": ("Alice", (2, 2))}  # still Alice's a turn later (the 1/1 Muscle Sliver)
    assert state.player("Alice").hand == ["Muscle Sliver"]
    assert event_texts(state, "control")[0] == ("Alice gains control of Muscle Sliver for the rest of the game: "
                                                "control in layer 2.")
    assert "418.5a" in cited_rules(state)


def test_empress_galina_takes_only_a_legendary_permanent() -> None:
    state = play_choosing(
        in_play=[{"id": "galina", "card": "Empress Galina", "controller": "Alice"},
                 {"id": "ov", "card": "Sliver Overlord", "controller": "Bob"}],
        turn=MAIN, actions=[{"activate": {"source": "galina", "targets": ["ov"]}}, {"resolve": "all"}])
    assert board_of(state)["ov"] == ("Alice", (7, 7))
    state, actions = build_state(
        version=2, in_play=[{"id": "galina", "card": "Empress Galina", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        turn=MAIN, actions=[{"activate": {"source": "galina", "targets": ["bears"]}}])
    with pytest.raises(IllegalActionError) as err:
        play_all(state, actions)
    assert str(err.value) == ("Empress Galina's ability can't target Grizzly Bears: Grizzly Bears is not a legendary "
                              "permanent")


# -- "as this comes into play, choose a color; this has protection from the chosen color" (503.8) -------

def test_voice_of_all_is_protected_from_the_color_chosen_as_it_came_into_play() -> None:
    played = [{"play": {"card": "Voice of All"}}, {"resolve": "all"}]
    with pytest.raises(IllegalActionError) as err:
        play_choosing(alice={"hand": ["Voice of All"]}, bob={"hand": ["Shock"]}, turn=MAIN,
                      actions=[*played, {"choose": {"color": "red"}},
                               {"play": {"card": "Shock", "targets": ["voice-of-all"], "by": "Bob"}}])
    assert str(err.value) == "Shock can't target Voice of All: Voice of All has protection from red"
    assert {"502.7a", "502.7b"} <= {str(r) for r in err.value.rules}
    state = play_choosing(
        alice={"hand": ["Voice of All"]}, bob={"hand": ["Shock"]}, turn=MAIN,
        actions=[*played, {"choose": {"color": "blue"}}, {"play": {"card": "Shock", "targets": ["voice-of-all"], "by": "Bob"}},
                 {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Alice").graveyard == ["Voice of All"]
    assert event_texts(state, "choice") == ["As Voice of All comes into play, Alice chooses blue."]
