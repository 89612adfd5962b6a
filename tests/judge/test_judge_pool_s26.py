"""Pool cards run whole in session 26: not-run lines of the cards real letters and questions name,
read by general grammar (a Sliver's controller gaining "that much" life, damage equal to a source's
power, damage to "that land's controller", a creature's size "as long as" a player controls a kind of
permanent, "this" or "that creature" losing a keyword until end of turn, a sweep's creatures that can't be
regenerated, a creature removed from the game instead of being put into a graveyard, a local enchantment preventing
the combat damage dealt to and by its creature, the creatures blocking or blocked by a creature at end
of combat, a step every player skips, a sacrifice with what happens "if you can't", "another target" card in a graveyard, a creature's size
and keyword "as long as this is equipped"); each played in a scenario (format v2) with exact
outcomes and the rules it cites."""

from __future__ import annotations

from judge_helpers import board_of, cited_rules, event_texts, play_choosing

from judge.abilities import Static, parse_ability, split_compound
from judge.cards import card_pool
from judge.effect_text import parse_spell_text
from judge.game import GameState

MAIN = {"active": "Alice", "step": "precombat_main"}

#: The cards this session runs whole.
CONVERTED = ("Essence Sliver", "Spikeshot Goblin", "Spikeshot Elder", "Ghitu Fire-Eater", "Dingus Egg",
             "Ankh of Mishra", "Kird Ape", "Sedge Troll", "Skyshroud Elite", "Vexing Beetle", "Talruum Champion",
             "Swooping Talon", "Flamebreak", "Disintegrate", "Carbonize",
             "Sandskin", "Kjeldoran Frostbeast", "Eon Hub", "Minion of Leshrac",
             "Myr Retriever", "Rust Elemental", "Yawgmoth's Bargain",
             "Skyhunter Cub", "Auriok Glaivemaster", "Leonin Den-Guard",
             "Cloudreach Cavalry")


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    assert len(CONVERTED) == len(set(CONVERTED)) == 26
    assert [name for name in CONVERTED if pool[name].not_run or not pool[name].runs] == []


# -- "its controller gains that much life": the controller of the Sliver that dealt it (410.2) ------

def test_essence_sliver_gives_the_life_to_the_attacking_slivers_controller() -> None:
    """Alice's Essence Sliver triggers on Bob's Muscle Sliver dealing combat damage; "its controller"
    is the Sliver's controller, so Bob gains the 2 life, not Alice (410.2)."""
    state = play_choosing(
        in_play=[{"id": "essence", "card": "Essence Sliver", "controller": "Alice"},
                 {"id": "muscle", "card": "Muscle Sliver", "controller": "Bob"}],
        turn={"active": "Bob", "step": "declare_attackers"},
        actions=[{"attack": ["muscle"]}, {"block": {}}, {"advance": "end_of_combat"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (18, 22)
    assert board_of(state) == {"essence": ("Alice", (4, 4)), "muscle": ("Bob", (2, 2))}
    assert event_texts(state, "life") == ["Bob gains 2 life (now 22)."]
    assert event_texts(state, "trigger") == [
        "Essence Sliver's triggered ability is put on the stack (that player: Alice)."]
    assert {"410.2", "310.4", "413.2b"} <= cited_rules(state)


def test_its_controller_gains_that_much_reads_as_the_subjects_life_gain() -> None:
    (gain,) = parse_spell_text("its controller gains that much life").instructions
    assert (gain.op, gain.who, gain.words) == ("gain_life", "its controller", "that much")


# -- "damage equal to its power": counted as it resolves, or its last known power (413.2f) ----------

def test_spikeshot_goblin_deals_its_power_as_the_ability_resolves() -> None:
    """Giant Growth played in response makes Spikeshot Goblin 4/5: the ability deals 4 (413.2f)."""
    state = play_choosing(
        in_play=[{"id": "goblin", "card": "Spikeshot Goblin", "controller": "Alice"}],
        alice={"mana_pool": "{R}{G}", "hand": ["Giant Growth"]}, turn=MAIN,
        actions=[{"activate": {"source": "goblin", "targets": ["Bob"]}},
                 {"play": {"card": "Giant Growth", "targets": ["goblin"]}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 16)
    assert state.player("Alice").graveyard == ["Giant Growth"]
    assert event_texts(state, "damage") == ["Spikeshot Goblin deals 4 damage to Bob."]
    assert {"413.2b", "413.2f", "403.4"} <= cited_rules(state)


def test_spikeshot_elder_unpumped_deals_one() -> None:
    state = play_choosing(
        in_play=[{"id": "elder", "card": "Spikeshot Elder", "controller": "Alice"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
        alice={"mana_pool": "{1}{R}{R}"}, turn=MAIN,
        actions=[{"activate": {"source": "elder", "targets": ["elves"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Llanowar Elves"]
    assert board_of(state) == {"elder": ("Alice", (1, 1))}
    assert {"413.2f", "420.5c"} <= cited_rules(state)


def test_ghitu_fire_eater_sacrificed_uses_its_last_known_power() -> None:
    """Sacrificed to pay the cost, it has left play as the ability resolves: its power as it last
    existed in play, 2, is used (402.6, 413.2f)."""
    state = play_choosing(
        in_play=[{"id": "ghitu", "card": "Ghitu Fire-Eater", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        turn=MAIN, actions=[{"activate": {"source": "ghitu", "targets": ["bears"]}}, {"resolve": "all"}])
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (["Ghitu Fire-Eater"],
                                                                              ["Grizzly Bears"])
    assert event_texts(state, "damage") == ["Ghitu Fire-Eater deals 2 damage to Grizzly Bears."]
    assert {"409.1f", "402.6", "413.2f", "420.5c"} <= cited_rules(state)


def test_a_source_that_leaves_play_before_resolving_uses_its_power_as_it_left() -> None:
    """Spikeshot Goblin, Giant-Grown to 4/5, is returned to its owner's hand in response to its
    ability: the ability still deals 4, the power it had as it last existed in play (413.2f)."""
    state = play_choosing(
        in_play=[{"id": "goblin", "card": "Spikeshot Goblin", "controller": "Alice"}],
        alice={"mana_pool": "{R}{G}", "hand": ["Giant Growth"]}, bob={"mana_pool": "{U}", "hand": ["Unsummon"]},
        turn=MAIN,
        actions=[{"activate": {"source": "goblin", "targets": ["Bob"]}},
                 {"play": {"card": "Giant Growth", "targets": ["goblin"]}}, {"resolve": 1},
                 {"play": {"card": "Unsummon", "targets": ["goblin"], "by": "Bob"}}, {"resolve": "all"}])
    assert state.player("Alice").hand == ["Spikeshot Goblin"]
    assert state.player("Bob").life == 16
    assert "413.2f" in cited_rules(state)


# -- "that land's controller": as it triggered (410.2), or as it last existed in play (410.10d) ------

def test_ankh_of_mishra_damages_the_controller_of_the_land_that_came_into_play() -> None:
    state = play_choosing(
        in_play=[{"id": "ankh", "card": "Ankh of Mishra", "controller": "Bob"}],
        alice={"hand": ["Forest"]}, turn=MAIN, actions=[{"play": {"card": "Forest"}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (18, 20)
    assert event_texts(state, "trigger") == [
        "Ankh of Mishra's triggered ability is put on the stack (that land: Forest)."]
    assert {"410.2", "410.10a", "413.2b"} <= cited_rules(state)


def test_dingus_egg_damages_the_controller_of_the_destroyed_land() -> None:
    state = play_choosing(
        in_play=[{"id": "egg", "card": "Dingus Egg", "controller": "Alice"},
                 {"id": "mountain", "card": "Mountain", "controller": "Bob"}],
        alice={"hand": ["Stone Rain"], "mana_pool": "{2}{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Stone Rain", "targets": ["mountain"]}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 18)
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (["Stone Rain"], ["Mountain"])
    assert event_texts(state, "damage") == ["Dingus Egg deals 2 damage to Bob."]
    assert {"410.10c", "410.10d", "413.2b"} <= cited_rules(state)


# -- "this gets +N/+N as long as you control a Forest" / "an opponent controls" / "no opponent controls":
#    a static ability checked at every moment (418.4), from the types layer 4 left (418.5a) -------------

BOB_MAIN = {"active": "Bob", "step": "precombat_main"}


def test_kird_ape_shrinks_when_its_forest_is_destroyed_and_dies_of_the_damage_it_had() -> None:
    """Shocked as a 2/3 it survives; Stone Rain takes the Forest, it is 1/1 with 2 damage and is
    put into the graveyard as a state-based effect (418.4, 420.5c)."""
    state = play_choosing(
        in_play=[{"id": "ape", "card": "Kird Ape", "controller": "Alice"},
                 {"id": "forest", "card": "Forest", "controller": "Alice"}],
        bob={"hand": ["Shock", "Stone Rain"], "mana_pool": "{R}{2}{R}"}, turn=BOB_MAIN,
        actions=[{"play": {"card": "Shock", "targets": ["ape"]}}, {"resolve": "all"},
                 {"play": {"card": "Stone Rain", "targets": ["forest"]}}, {"resolve": "all"}])
    assert state.player("Alice").graveyard == ["Forest", "Kird Ape"]
    assert board_of(state) == {}
    assert event_texts(state, "continuous") == [
        "The continuous effects that counted Forest change as it leaves play: Kird Ape is now 1/1."]
    assert {"418.4", "418.4b", "420.5c"} <= cited_rules(state)


def test_kird_ape_and_sedge_troll_count_only_their_controllers_lands() -> None:
    state = play_choosing(
        in_play=[{"id": "ape", "card": "Kird Ape", "controller": "Alice"},
                 {"id": "troll", "card": "Sedge Troll", "controller": "Alice"},
                 {"id": "swamp", "card": "Swamp", "controller": "Alice"},
                 {"id": "forest", "card": "Forest", "controller": "Bob"}],
        turn=MAIN, actions=[{"advance": "end_of_turn"}])
    assert board_of(state) == {"ape": ("Alice", (1, 1)), "troll": ("Alice", (3, 3)),
                               "swamp": ("Alice", (None, None)), "forest": ("Bob", (None, None))}


def test_vexing_beetle_and_skyshroud_elite_follow_the_opponents_permanents() -> None:
    """Bob's Volcanic Island is a nonbasic land: Skyshroud Elite is 2/3; Bob has no creature until
    Grizzly Bears comes into play, and Vexing Beetle goes from 6/6 to 3/3 (418.4)."""
    state = play_choosing(
        in_play=[{"id": "elite", "card": "Skyshroud Elite", "controller": "Alice"},
                 {"id": "beetle", "card": "Vexing Beetle", "controller": "Alice"},
                 {"id": "island", "card": "Volcanic Island", "controller": "Bob"}],
        bob={"hand": ["Grizzly Bears"], "mana_pool": "{1}{G}"}, turn=BOB_MAIN,
        actions=[{"play": {"card": "Grizzly Bears"}}, {"resolve": "all"}])
    assert board_of(state) == {"elite": ("Alice", (2, 3)), "beetle": ("Alice", (3, 3)),
                               "island": ("Bob", (None, None)), "grizzly-bears": ("Bob", (2, 2))}
    assert event_texts(state, "continuous") == [
        "The continuous effects that count Grizzly Bears change as it comes into play: Vexing Beetle is now 3/3."]
    assert {"405.1", "418.4", "418.4b"} <= cited_rules(state)


def test_skyshroud_elite_ignores_basic_lands_and_vexing_beetle_its_own_creatures() -> None:
    state = play_choosing(
        in_play=[{"id": "elite", "card": "Skyshroud Elite", "controller": "Alice"},
                 {"id": "beetle", "card": "Vexing Beetle", "controller": "Alice"},
                 {"id": "mountain", "card": "Mountain", "controller": "Bob"}],
        turn=MAIN, actions=[{"advance": "end_of_turn"}])
    assert board_of(state)["elite"] == ("Alice", (1, 1)) and board_of(state)["beetle"] == ("Alice", (6, 6))


# -- "this loses flying" / "that creature loses first strike until end of turn": layer 5 (418.5a) ---

def test_talruum_champion_takes_first_strike_from_the_creature_it_blocks() -> None:
    """The trigger resolves in the declare blockers step: White Knight has lost first strike, so only
    the Champion deals first-strike damage, and the Knight is destroyed before it deals any (310.5)."""
    state = play_choosing(
        in_play=[{"id": "champ", "card": "Talruum Champion", "controller": "Alice"},
                 {"id": "knight", "card": "White Knight", "controller": "Bob"}],
        turn={"active": "Bob", "step": "declare_attackers"},
        actions=[{"attack": ["knight"]}, {"block": {"champ": "knight"}}, {"advance": "end_of_combat"}])
    assert state.player("Bob").graveyard == ["White Knight"]
    assert board_of(state) == {"champ": ("Alice", (3, 3))}
    assert state.get("champ").damage == 0
    assert event_texts(state, "continuous") == ["White Knight loses first strike until end of turn (now 2/2)."]
    assert {"309.3", "410.9", "418.5a", "310.5", "420.5c"} <= cited_rules(state)


def test_talruum_champion_leaves_double_strike_alone() -> None:
    """Rockshard Elemental has double strike, not first strike (502.28a): both deal first-strike
    damage and both are destroyed (502.28b, 420.5c)."""
    state = play_choosing(
        in_play=[{"id": "champ", "card": "Talruum Champion", "controller": "Alice"},
                 {"id": "rock", "card": "Rockshard Elemental", "controller": "Bob"}],
        turn={"active": "Bob", "step": "declare_attackers"},
        actions=[{"attack": ["rock"]}, {"block": {"champ": "rock"}}, {"advance": "end_of_combat"}])
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (["Talruum Champion"],
                                                                              ["Rockshard Elemental"])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 20)


def test_swooping_talon_loses_its_own_flying() -> None:
    state = play_choosing(
        in_play=[{"id": "talon", "card": "Swooping Talon", "controller": "Alice"}],
        alice={"mana_pool": "{1}"}, turn=MAIN, actions=[{"activate": {"source": "talon"}}, {"resolve": "all"}])
    assert not state.chars(state.get("talon")).has("flying") and state.chars(state.get("talon")).has("provoke")
    assert event_texts(state, "continuous") == ["Swooping Talon loses flying until end of turn (now 2/6)."]
    assert {"418.3a", "418.5a"} <= cited_rules(state)


# -- "creatures dealt damage this way can't be regenerated this turn" after a sweep (419.6b) -----------

def test_flamebreak_kills_a_shielded_troll_and_war_elemental_before_its_trigger() -> None:
    """Sedge Troll's regeneration shield can't save it: it was dealt damage by Flamebreak (419.6b).
    War Elemental, a 1/1, is destroyed by state-based effects before its trigger for Bob's damage
    resolves (420.5c, 410.10d); Serra Angel, with flying, is dealt nothing."""
    state = play_choosing(
        in_play=[{"id": "troll", "card": "Sedge Troll", "controller": "Bob"},
                 {"id": "war", "card": "War Elemental", "controller": "Alice"},
                 {"id": "angel", "card": "Serra Angel", "controller": "Bob"}],
        alice={"hand": ["Flamebreak"], "mana_pool": "{R}{R}{R}"}, bob={"mana_pool": "{B}"}, turn=MAIN,
        actions=[{"activate": {"source": "troll", "by": "Bob"}}, {"resolve": "all"},
                 {"play": {"card": "Flamebreak"}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (17, 17)
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (["Flamebreak", "War Elemental"],
                                                                              ["Sedge Troll"])
    assert board_of(state) == {"angel": ("Bob", (4, 4))}
    assert event_texts(state, "continuous") == ["Sedge Troll, War Elemental can't be regenerated this turn."]
    assert event_texts(state, "state_based") == [
        "State-based effects: Sedge Troll is destroyed (lethal damage, 420.5c; it can't be regenerated, 419.6b); "
        "War Elemental is destroyed (lethal damage, 420.5c)."]
    assert {"419.6b", "418.3a", "420.5c"} <= cited_rules(state)


def test_a_sweep_without_the_words_lets_the_shield_work() -> None:
    (sweep,) = parse_spell_text("3 damage to each creature without flying and each player").instructions
    (barred,) = parse_spell_text("3 damage to each creature without flying and each player; creatures dealt damage "
                                 "this way can't be regenerated this turn").instructions
    assert (sweep.op, sweep.amount, sweep.regenerate) == ("damage_sweep", 3, True)
    assert (barred.op, barred.words, barred.regenerate) == ("damage_sweep", "without flying", False)


# -- "... can't be regenerated this turn, and if it would be put into a graveyard this turn, remove it
#    from the game instead": a replacement effect on the creature (419.1a, 419.6b) ----------------------

def test_disintegrate_removes_a_shielded_troll_from_the_game() -> None:
    state = play_choosing(
        in_play=[{"id": "troll", "card": "Sedge Troll", "controller": "Bob"}],
        alice={"hand": ["Disintegrate"], "mana_pool": "{3}{R}"}, bob={"mana_pool": "{B}"}, turn=MAIN,
        actions=[{"activate": {"source": "troll", "by": "Bob"}}, {"resolve": "all"},
                 {"play": {"card": "Disintegrate", "x": 3, "targets": ["troll"]}}, {"resolve": "all"}])
    bob = state.player("Bob")
    assert (bob.graveyard, bob.removed, board_of(state)) == ([], ["Sedge Troll"], {})
    assert event_texts(state, "removed") == [
        "Sedge Troll would be put into Bob's graveyard, but Disintegrate removes it from the game instead."]
    assert {"409.1b", "419.6b", "419.1a", "420.5c"} <= cited_rules(state)


def test_carbonize_replaces_a_later_destruction_that_turn() -> None:
    """Craw Wurm survives Carbonize's 3 damage; Terror destroys it later that turn, and Carbonize's
    replacement effect removes it from the game instead (419.1a)."""
    state = play_choosing(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
        alice={"hand": ["Carbonize", "Terror"], "mana_pool": "{2}{R}{1}{B}"}, turn=MAIN,
        actions=[{"play": {"card": "Carbonize", "targets": ["wurm"]}}, {"resolve": "all"},
                 {"play": {"card": "Terror", "targets": ["wurm"]}}, {"resolve": "all"}])
    bob = state.player("Bob")
    assert (bob.graveyard, bob.removed) == ([], ["Craw Wurm"])
    assert state.player("Alice").graveyard == ["Carbonize", "Terror"]
    assert event_texts(state, "destroy") == ["Craw Wurm is destroyed (Terror)."]
    assert "419.1a" in cited_rules(state)


def test_carbonize_at_a_player_leaves_creatures_alone() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Carbonize", "Shock"], "mana_pool": "{2}{R}{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Carbonize", "targets": ["Bob"]}}, {"resolve": "all"},
                 {"play": {"card": "Shock", "targets": ["bears"]}}, {"resolve": "all"}])
    bob = state.player("Bob")
    assert (bob.life, bob.graveyard, bob.removed) == (17, ["Grizzly Bears"], [])


def test_a_creature_removed_instead_triggers_no_graveyard_ability() -> None:
    """Penumbra Kavu is never put into a graveyard, so its "put into a graveyard from play" ability
    doesn't trigger and no token comes (419.1a, 410.10d)."""
    state = play_choosing(
        in_play=[{"id": "kavu", "card": "Penumbra Kavu", "controller": "Bob"}],
        alice={"hand": ["Disintegrate"], "mana_pool": "{5}{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Disintegrate", "x": 5, "targets": ["kavu"]}}, {"resolve": "all"}])
    bob = state.player("Bob")
    assert (bob.graveyard, bob.removed, board_of(state)) == ([], ["Penumbra Kavu"], {})
    assert event_texts(state, "trigger") == []


# -- "prevent all combat damage that would be dealt to and dealt by enchanted creature" (419.1, 419.7a) --

def test_sandskin_prevents_combat_damage_both_ways_but_not_a_spells() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "sandskin", "card": "Sandskin", "controller": "Alice", "attached_to": "bears"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        bob={"hand": ["Shock"], "mana_pool": "{R}"}, turn={"active": "Alice", "step": "declare_attackers"},
        actions=[{"attack": ["bears"]}, {"block": {"giant": "bears"}}, {"advance": "end_of_combat"},
                 {"play": {"card": "Shock", "targets": ["bears"], "by": "Bob"}}, {"resolve": "all"}])
    assert event_texts(state, "prevent") == [
        "2 combat damage Grizzly Bears would deal to Hill Giant is prevented (Sandskin).",
        "3 combat damage Hill Giant would deal to Grizzly Bears is prevented (Sandskin)."]
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (["Grizzly Bears", "Sandskin"],
                                                                              ["Shock"])
    assert board_of(state) == {"giant": ("Bob", (3, 3))} and state.get("giant").damage == 0
    assert {"419.1", "419.7a", "420.5c", "420.5d"} <= cited_rules(state)


# -- "at end of combat, destroy all creatures blocking or blocked by this" (311.1, 413.2f) -------------

def test_kjeldoran_frostbeast_destroys_the_blocker_that_survived_combat_damage() -> None:
    """Grizzly Bears dies of combat damage; Llanowar Elves, still blocking at end of combat, is
    destroyed by the trigger; the 2/4 Frostbeast, dealt 3, survives (311.1, 413.2f)."""
    state = play_choosing(
        in_play=[{"id": "beast", "card": "Kjeldoran Frostbeast", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
        turn={"active": "Alice", "step": "declare_attackers"},
        actions=[{"attack": ["beast"]}, {"block": {"bears": "beast", "elves": "beast"}}, {"advance": "end_of_turn"}])
    assert state.player("Bob").graveyard == ["Grizzly Bears", "Llanowar Elves"]
    assert board_of(state) == {"beast": ("Alice", (2, 4))}
    assert event_texts(state, "destroy") == [
        "Llanowar Elves is destroyed (Kjeldoran Frostbeast's triggered ability) and put into Bob's graveyard."]
    assert {"311.1", "413.2f", "420.5c"} <= cited_rules(state)


def test_kjeldoran_frostbeast_unblocked_destroys_nothing() -> None:
    state = play_choosing(
        in_play=[{"id": "beast", "card": "Kjeldoran Frostbeast", "controller": "Alice"}],
        turn={"active": "Alice", "step": "declare_attackers"},
        actions=[{"attack": ["beast"]}, {"advance": "end_of_turn"}])
    assert state.player("Bob").life == 18 and board_of(state) == {"beast": ("Alice", (2, 4))}
    assert event_texts(state, "destroy") == []


# -- "players skip their upkeep steps": a static replacement of the step with nothing (300.9, 419.6e) ---

def test_eon_hub_skips_the_upkeep_and_its_triggers() -> None:
    """Bob's Eon Hub makes Alice skip her upkeep too: Phyrexian Arena's "at the beginning of your
    upkeep" never triggers, and she draws only her draw step's card (300.9, 419.6e)."""
    state = play_choosing(
        in_play=[{"id": "hub", "card": "Eon Hub", "controller": "Bob"},
                 {"id": "arena", "card": "Phyrexian Arena", "controller": "Alice"}],
        alice={"library": ["Shock", "Forest", "Island"]}, turn={"active": "Bob", "step": "end_of_turn"},
        actions=[{"advance": "next_turn"}, {"advance": "precombat_main"}])
    alice = state.player("Alice")
    assert (alice.life, alice.hand, len(alice.library)) == (20, ["Shock"], 2)
    assert event_texts(state, "skip") == [
        "Alice skips this upkeep step (Eon Hub): the game proceeds as though it didn't exist."]
    assert event_texts(state, "trigger") == [] and {"300.9", "419.6e"} <= cited_rules(state)


def test_skip_your_draw_step_reads_as_the_controllers_own() -> None:
    hub, necro = parse_ability("players skip their upkeep steps"), parse_ability("skip your draw step")
    assert isinstance(hub, Static) and isinstance(necro, Static)
    assert (hub.kind, hub.affects, hub.words) == ("skip_step", "all", "upkeep")
    assert (necro.kind, necro.affects, necro.words) == ("skip_step", "you", "draw")


# -- "sacrifice a creature other than this; if you can't, ..." (413.2b, 217.4a) ------------------------

def _minion_upkeep(board: list[dict[str, object]]) -> GameState:
    return play_choosing(
        in_play=[{"id": "minion", "card": "Minion of Leshrac", "controller": "Alice"}, *board],
        turn={"active": "Bob", "step": "end_of_turn"}, actions=[{"advance": "next_turn"}, {"advance": "draw"}])


def test_minion_of_leshrac_with_no_other_creature_deals_5_and_taps() -> None:
    state = _minion_upkeep([])
    assert state.player("Alice").life == 15 and state.get("minion").tapped
    assert event_texts(state, "sacrifice") == [
        "Alice controls no other creature to sacrifice to Minion of Leshrac's triggered ability."]
    assert event_texts(state, "damage") == ["Minion of Leshrac deals 5 damage to Alice."]
    assert {"303.1", "413.2b", "217.4a"} <= cited_rules(state)


def test_minion_of_leshrac_eats_another_creature_instead() -> None:
    state = _minion_upkeep([{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}])
    assert state.player("Alice").life == 20 and not state.get("minion").tapped
    assert state.player("Alice").graveyard == ["Grizzly Bears"]
    assert event_texts(state, "damage") == []


def test_minion_of_leshrac_under_eon_hub_never_triggers() -> None:
    """Batch 25's letter: with Eon Hub the upkeep is skipped, so the Minion's upkeep ability never
    triggers: no sacrifice, no damage (300.9, 419.6e)."""
    state = _minion_upkeep([{"id": "hub", "card": "Eon Hub", "controller": "Alice"}])
    assert (state.player("Alice").life, state.player("Alice").graveyard) == (20, [])
    assert event_texts(state, "trigger") == [] and "419.6e" in cited_rules(state)


def test_minion_of_leshrac_destroys_a_land() -> None:
    state = play_choosing(
        in_play=[{"id": "minion", "card": "Minion of Leshrac", "controller": "Alice"},
                 {"id": "forest", "card": "Forest", "controller": "Bob"}],
        turn=MAIN, actions=[{"activate": {"source": "minion", "targets": ["forest"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Forest"] and state.get("minion").tapped


# -- "return another target artifact card from your graveyard to your hand" (415.5) -------------------

def _retriever_dies(graveyard: list[str]) -> GameState:
    return play_choosing(
        in_play=[{"id": "myr", "card": "Myr Retriever", "controller": "Alice"}],
        alice={"graveyard": graveyard}, bob={"hand": ["Shock"], "mana_pool": "{R}"},
        turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"play": {"card": "Shock", "targets": ["myr"]}}, {"resolve": "all"}])


def test_myr_retriever_returns_another_artifact_card() -> None:
    state = _retriever_dies(["Ornithopter"])
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == (["Ornithopter"], ["Myr Retriever"])
    assert {"410.10c", "410.10d", "410.4"} <= cited_rules(state)


def test_myr_retriever_cant_return_itself() -> None:
    """Its own card, just put into the graveyard, isn't "another" card: no legal target (410.4)."""
    state = _retriever_dies([])
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == ([], ["Myr Retriever"])
    assert event_texts(state, "trigger") == [
        "Myr Retriever's triggered ability has no legal target: it is removed from the stack."]


def test_myr_retriever_can_return_another_copy_of_itself() -> None:
    state = _retriever_dies(["Myr Retriever"])
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == (["Myr Retriever"], ["Myr Retriever"])


def test_rust_elemental_without_another_artifact_taps_and_costs_4_life() -> None:
    state = play_choosing(
        in_play=[{"id": "rust", "card": "Rust Elemental", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        turn={"active": "Bob", "step": "end_of_turn"}, actions=[{"advance": "next_turn"}, {"advance": "draw"}])
    assert state.player("Alice").life == 16 and state.get("rust").tapped
    assert state.player("Alice").graveyard == []  # Grizzly Bears is no artifact
    assert event_texts(state, "sacrifice") == [
        "Alice controls no other artifact to sacrifice to Rust Elemental's triggered ability."]


def test_yawgmoths_bargain_skips_the_draw_step_and_draws_for_life() -> None:
    state = play_choosing(
        in_play=[{"id": "bargain", "card": "Yawgmoth's Bargain", "controller": "Alice"}],
        alice={"library": ["Shock", "Forest", "Island"]}, turn={"active": "Bob", "step": "end_of_turn"},
        actions=[{"advance": "next_turn"}, {"advance": "precombat_main"},
                 {"activate": {"source": "bargain"}}, {"resolve": "all"}])
    alice = state.player("Alice")
    assert (alice.life, alice.hand, len(alice.library)) == (19, ["Shock"], 2)
    assert event_texts(state, "skip") == [
        "Alice skips this draw step (Yawgmoth's Bargain): the game proceeds as though it didn't exist."]


# -- "as long as this is equipped, it gets +1/+1 and has flying": two static abilities (418.4) ----------

def test_skyhunter_cub_grows_and_flies_once_equipped() -> None:
    state = play_choosing(
        in_play=[{"id": "cub", "card": "Skyhunter Cub", "controller": "Alice"},
                 {"id": "glaive", "card": "Auriok Glaivemaster", "controller": "Alice"},
                 {"id": "bonesplitter", "card": "Bonesplitter", "controller": "Alice"}],
        alice={"mana_pool": "{1}"}, turn=MAIN,
        actions=[{"activate": {"source": "bonesplitter", "targets": ["cub"]}}, {"resolve": "all"}])
    cub, glaive = state.chars(state.get("cub")), state.chars(state.get("glaive"))
    assert board_of(state)["cub"] == ("Alice", (5, 3)) and cub.has("flying")
    assert board_of(state)["glaive"] == ("Alice", (1, 1)) and not glaive.has("first strike")
    assert {"502.33", "418.4", "418.5e"} <= cited_rules(state)


def test_as_long_as_equipped_splits_into_two_abilities() -> None:
    assert split_compound("as long as this is equipped, it gets +1/+1 and has first strike") == [
        "this gets +1/+1 as long as this is equipped", "this has first strike as long as this is equipped"]


def test_leonin_den_guard_equipped_attacks_without_tapping() -> None:
    state = play_choosing(
        in_play=[{"id": "guard", "card": "Leonin Den-Guard", "controller": "Alice"},
                 {"id": "bonesplitter", "card": "Bonesplitter", "controller": "Alice", "attached_to": "guard"}],
        turn={"active": "Alice", "step": "declare_attackers"},
        actions=[{"attack": ["guard"]}, {"advance": "end_of_combat"}])
    assert state.player("Bob").life == 16  # a 1/3: +1/+1 while equipped, +2/+0 from Bonesplitter
    assert not state.get("guard").tapped


def test_cloudreach_cavalry_flies_only_with_a_bird() -> None:
    state = play_choosing(
        in_play=[{"id": "cavalry", "card": "Cloudreach Cavalry", "controller": "Alice"},
                 {"id": "talon", "card": "Swooping Talon", "controller": "Bob"}],
        alice={"hand": ["Swooping Talon"], "mana_pool": "{4}{W}{W}"}, turn=MAIN,
        actions=[{"play": {"card": "Swooping Talon"}}, {"resolve": "all"}])
    assert board_of(state)["cavalry"] == ("Alice", (3, 3)) and state.chars(state.get("cavalry")).has("flying")
    before = play_choosing(
        in_play=[{"id": "cavalry", "card": "Cloudreach Cavalry", "controller": "Alice"},
                 {"id": "talon", "card": "Swooping Talon", "controller": "Bob"}], turn=MAIN, actions=[])
    assert board_of(before)["cavalry"] == ("Alice", (1, 1)) and not before.chars(before.get("cavalry")).has("flying")
