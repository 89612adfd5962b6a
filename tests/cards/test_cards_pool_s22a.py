"""The 2002-2004 cards rules questions and board letters name (session 22a): the block of the pool
that holds them (Onslaught, Legions, Scourge, Eighth Edition, Mirrodin, Darksteel and Fifth Dawn),
whether each runs whole, and the engine playing the cards of it that run to exact outcomes, with
the rules it cites."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import cards_found, check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import cited, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 23b's block).
BLOCK = "# -- the 2002-2004 cards rules questions and board letters name (session 22a)"
BLOCK_END = "# -- the 2002-2004 cards rules questions name (session 23b)"
#: The cards of the block that the engine doesn't run whole (some of their text is in not_run).
NOT_RUN = {
    # Onslaught
    "Discombobulate", "Blackmail", "Choking Tethers",
    "Gangrenous Goliath", "Grand Melee",  # False Cure runs since session 36
    "Harsh Mercy", "Piety Charm", "Riptide Shapeshifter",
    "Skittish Valesk", "Wave of Indifference", "Tribal Golem", "Daru Cavalier",
    # Legions
    "Warbreak Trumpeter", "Berserk Murlodont",  # Frenetic Raptor runs since session 32
    "Wirewood Hivemaster",
    # Scourge
    "Bladewing's Thrall", "Clutch of Undeath", "Dragon Breath", "Dragon Shadow",
    "Skirk Volcanist", "Mistform Warchief", "Kurgadon", "Accelerated Mutation",
    "Torrent of Fire", "Dispersal Shield",
    # Eighth Edition: Plague Wind runs since session 32
    # Mirrodin
    "Bosh, Iron Golem", "Fractured Loyalty", "Scythe of the Wretched", "Neurok Spy",
    # Darksteel
    "Arcbound Fiend", "Vex", "Drooling Ogre", "Murderous Spoils",
    "Slobad, Goblin Tinkerer",
    # Fifth Dawn
    "Magma Jet",
}
#: Eight cards this session's blocks both chose stand once, in the block of their own sets (Deflection,
#: Canopy Spider, Righteousness: session 22b's) or in batch 22's (Tangle Asp, Darksteel Colossus,
#: Aurification, Dragonspeaker Shaman, Oxidize: session 22c's); this block's tests still play them.
SIZE, RUN_WHOLE = 147, 112  # False Cure since session 36; Frenetic Raptor, Plague Wind since session 32; Two-Headed Dragon since session 31; Sprouting Vines, the Gempalms, Bloodstoke Howler, Goblin War Strike, Sudden Impact,
# Riptide Biologist, Mistform Stalker and Mistform Seaswift run whole since session 23, Echoing Courage since session 24,
# Beacon of Immortality, Dawning Purist and Override since session 25, Sandskin and Cloudreach Cavalry since session 26,
# Fierce Empath since session 27, Domineer and Feeding Frenzy since session 28, Embalmed Brawler, Spitfire Handler since 30; Everglove and Treetop Sentry left the block in session 27: no such cards were
# printed (scripts/audit_pool.py)


def test_the_block_has_its_size_and_stands_before_session_19s(block: list[dict[str, Any]]) -> None:
    # between the last card of session 21c's block and the first of session 19's
    check_place(block, SIZE, ("Disciple of Grace", "Beacon of Immortality"),
                ("Spirit Cairn", "Catapult Master"))


def test_every_new_card_loads_and_runs_whole_unless_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, NOT_RUN, False)
    assert whole == RUN_WHOLE and text == SIZE - RUN_WHOLE == 35


test_printed_characteristics = printed_characteristics([
    ("Headhunter", "1B", ("creature",), ("Human", "Cleric"), (1, 1)),
    ("Gravel Slinger", "3W", ("creature",), ("Human", "Soldier"), (1, 3)),
    ("Nameless One", "3U", ("creature",), ("Wizard", "Avatar"), (0, 0)),  # */*: 0 until layer 6 sets it
    ("Dripping Dead", "4BB", ("creature",), ("Zombie",), (4, 1)),
    ("Dragonspeaker Shaman", "1RR", ("creature",), ("Human", "Barbarian", "Shaman"), (2, 2)),
    ("Death's-Head Buzzard", "1BB", ("creature",), ("Bird", "Beast"), (2, 1)),
    ("Bloodshot Cyclops", "5R", ("creature",), ("Cyclops", "Giant"), (4, 4)),
    ("Two-Headed Dragon", "4RR", ("creature",), ("Dragon",), (4, 4)),
    ("Needlebug", "4", ("artifact", "creature"), ("Insect",), (2, 2)),
    ("Arcbound Lancer", "7", ("artifact", "creature"), ("Beast",), (0, 0)),
    ("Darksteel Colossus", "11", ("artifact", "creature"), ("Golem",), (11, 11)),
    ("Domineer", "1UU", ("enchantment",), ("Enchant Artifact Creature",), (None, None)),
    ("Vulshok Gauntlets", "2", ("artifact",), ("Equipment",), (None, None)),
    ("Skyhunter Skirmisher", "1WW", ("creature",), ("Cat", "Knight"), (1, 1)),
    ("Iron-Barb Hellion", "5R", ("creature",), ("Hellion", "Beast"), (5, 4)),
    ("Beacon of Immortality", "5W", ("instant",), (), (None, None)),
])


def test_the_legends_of_the_block_are_legendary() -> None:
    assert [card_named(n).supertypes for n in ("Bosh, Iron Golem", "Slobad, Goblin Tinkerer")] == [
        ("legendary",), ("legendary",)]
    assert card_named("Darksteel Colossus").supertypes == ()


test_rulesjudge_card_finds_every_card_of_the_block = cards_found()


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Darksteel Colossus", "reveal it and shuffle it into its owner's library instead"),
    ("Fractured Loyalty", "that spell or ability's controller gains control of that creature"),
    ("Skittish Valesk", "if you lose the flip, turn this face down"),
    ("Magma Jet", "scry 2 (look at the top two cards of your library"),
    ("Vex", "that spell's controller may draw a card"),
    ("Grand Melee", "all creatures block each turn if able"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_tangle_asp_destroys_its_blocker_at_end_of_combat() -> None:
    out = run([mine("asp", "Tangle Asp"), his("wall", "Wall of Stone")],
              [{"attack": ["asp"]}, {"block": {"wall": "asp"}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    assert graveyards(out) == ([], ["Wall of Stone"]) and {"404.4", "404.4b"} <= cited(out)


def test_deathgazer_destroys_a_nonblack_blocker_but_not_a_black_one() -> None:
    actions = [{"attack": ["gazer"]}, {"block": {"blocker": "gazer"}}, {"advance": "end_of_combat"},
               {"resolve": "all"}]
    red = run([mine("gazer", "Deathgazer"), his("blocker", "Wall of Stone")], actions)
    assert graveyards(red) == ([], ["Wall of Stone"]) and "404.4" in cited(red)
    black = run([mine("gazer", "Deathgazer"), his("blocker", "Severed Legion")], actions)
    assert graveyards(black) == (["Deathgazer"], ["Severed Legion"]) and "404.4" not in cited(black)


def test_dripping_dead_destroys_the_creature_it_deals_combat_damage_to() -> None:
    out = run([mine("dead", "Dripping Dead"), his("wall", "Wall of Stone")],
              [{"attack": ["dead"]}, {"block": {"wall": "dead"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == ([], ["Wall of Stone"]) and "310.4" in cited(out)


def test_skyhunter_skirmisher_deals_its_damage_twice() -> None:
    out = run([mine("cat", "Skyhunter Skirmisher")], [{"attack": ["cat"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 18) and "502.28" in cited(out)


def test_spark_elemental_tramples_in_and_is_sacrificed_at_end_of_turn() -> None:
    out = run([mine("spark", "Spark Elemental"), his("elves", "Llanowar Elves")],
              [{"attack": ["spark"]}, {"block": {"elves": "spark"}}, {"advance": "next_turn"}])
    assert life(out) == (20, 18) and graveyards(out) == (["Spark Elemental"], ["Llanowar Elves"])
    assert "502.9" in cited(out)


def test_magma_giant_deals_two_to_each_creature_and_each_player() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("boa", "River Boa")],
              [{"play": {"card": "Magma Giant"}}, {"resolve": "all"}], hand=["Magma Giant"])
    giant = perm(out, "magma-giant")  # itself dealt 2 too, as a creature in play when the ability resolves
    assert life(out) == (18, 18) and graveyards(out) == (["Grizzly Bears"], ["River Boa"])
    assert giant is not None and (giant["power"], giant["toughness"], giant["damage"]) == (5, 5, 2)
    assert {"410.10a", "420.5c"} <= cited(out)


def test_elvish_vanguard_grows_when_another_elf_comes_into_play() -> None:
    out = run([mine("vanguard", "Elvish Vanguard")], [{"play": {"card": "Llanowar Elves"}}, {"resolve": "all"}],
              hand=["Llanowar Elves"])
    assert pt(out, "vanguard") == (2, 2) and "410.10a" in cited(out)


def test_headhunter_makes_the_player_it_hits_discard() -> None:
    out = run([mine("hunter", "Headhunter")], [{"attack": ["hunter"]}, {"advance": "end_of_combat"},
                                               {"resolve": "all"}], bob_hand=["Shock"])
    assert life(out) == (20, 19) and graveyards(out) == ([], ["Shock"]) and {"410.2", "217.3a"} <= cited(out)
    assert out["final"]["players"]["Bob"]["hand"] == []


def test_cabal_slaver_makes_a_goblins_victim_discard() -> None:
    out = run([mine("slaver", "Cabal Slaver"), mine("goblin", "Raging Goblin")],
              [{"attack": ["goblin"]}, {"advance": "end_of_combat"}, {"resolve": "all"}], bob_hand=["Shock"])
    assert life(out) == (20, 19) and graveyards(out) == ([], ["Shock"]) and {"410.2", "217.3a"} <= cited(out)


def test_krark_clan_shaman_sacrifices_an_artifact_to_hit_each_creature_without_flying() -> None:
    out = run([mine("shaman", "Krark-Clan Shaman"), mine("tree", "Tree of Tales"), his("elves", "Llanowar Elves"),
               his("thopter", "Ornithopter")],
              [{"activate": {"source": "shaman", "sacrifice": ["tree"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Tree of Tales", "Krark-Clan Shaman"], ["Llanowar Elves"])
    assert perm(out, "thopter") is not None and "409.1f" in cited(out)


def test_essence_drain_deals_three_and_gains_three() -> None:
    out = run([], [{"play": {"card": "Essence Drain", "targets": ["Bob"]}}, {"resolve": "all"}], hand=["Essence Drain"])
    assert life(out) == (23, 17) and graveyards(out) == (["Essence Drain"], []) and {"409.1c", "413.2a"} <= cited(out)


def test_barbed_lightning_entwined_hits_a_creature_and_a_player() -> None:
    out = run([his("giant", "Hill Giant")],
              [{"play": {"card": "Barbed Lightning", "entwine": True, "modes": [1, 2], "targets": ["giant", "Bob"]}},
               {"resolve": "all"}], hand=["Barbed Lightning"])
    assert life(out) == (20, 17) and graveyards(out) == (["Barbed Lightning"], ["Hill Giant"])
    assert {"502.32", "502.32a", "420.5c"} <= cited(out)


def test_soldier_replica_kills_an_attacking_hill_giant() -> None:
    out = run([mine("replica", "Soldier Replica"), his("giant", "Hill Giant")],
              [{"attack": ["giant"]}, {"activate": {"source": "replica", "targets": ["giant"]}}, {"resolve": "all"},
               {"advance": "end_of_combat"}], active="Bob", step="precombat_main")
    assert life(out) == (20, 20) and graveyards(out) == (["Soldier Replica"], ["Hill Giant"])
    assert {"409.1f", "413.2f"} <= cited(out)  # sacrificed as a cost; its last known information


def test_slith_ascendant_grows_when_it_hits_a_player() -> None:
    out = run([mine("slith", "Slith Ascendant")], [{"attack": ["slith"]}, {"advance": "end_of_combat"},
                                                   {"resolve": "all"}])
    assert life(out) == (20, 19) and pt(out, "slith") == (2, 2) and {"410.2", "418.5a"} <= cited(out)


def test_auriok_champion_gains_life_and_has_protection_from_red() -> None:
    out = run([mine("champion", "Auriok Champion")],
              [{"play": {"card": "Grizzly Bears"}}, {"resolve": "all"},
               {"play": {"card": "Lightning Bolt", "targets": ["champion"], "by": "Bob"}}],
              hand=["Grizzly Bears"], bob_hand=["Lightning Bolt"])
    (illegal,) = out["illegal"]
    assert life(out) == (21, 20) and "502.7a" in illegal["rules"] and pt(out, "champion") == (1, 1)
    assert "410.10a" in cited(out)


def test_ebon_drake_costs_its_controller_a_life_for_each_spell() -> None:
    out = run([mine("drake", "Ebon Drake")], [{"play": {"card": "Shock", "targets": ["Alice"], "by": "Bob"}},
                                             {"resolve": "all"}], bob_hand=["Shock"])
    assert life(out) == (17, 20) and {"410.1", "410.2"} <= cited(out)


def test_cackling_imp_makes_a_player_lose_a_life() -> None:
    out = run([mine("imp", "Cackling Imp")], [{"activate": {"source": "imp", "targets": ["Bob"]}}, {"resolve": "all"}])
    imp = perm(out, "imp")
    assert life(out) == (20, 19) and imp is not None and imp["tapped"] is True and {"403.1", "415.2"} <= cited(out)


def test_arcbound_bruiser_moves_its_counters_onto_an_artifact_creature() -> None:
    out = run([mine("bruiser", "Arcbound Bruiser", counters={"+1/+1": 3}),
               mine("hybrid", "Arcbound Hybrid", counters={"+1/+1": 2})],
              [{"play": {"card": "Lightning Bolt", "targets": ["bruiser"], "by": "Bob"}}, {"resolve": "all"}],
              bob_hand=["Lightning Bolt"])
    assert graveyards(out) == (["Arcbound Bruiser"], ["Lightning Bolt"]) and pt(out, "hybrid") == (5, 5)
    assert {"410.10d", "413.2f"} <= cited(out)  # a leaves-play trigger counting the counters it last had


def test_deaths_head_buzzard_gives_every_creature_minus_one() -> None:
    out = run([mine("buzzard", "Death's-Head Buzzard"), his("elves", "Llanowar Elves"), his("bears", "Grizzly Bears")],
              [{"play": {"card": "Shock", "targets": ["buzzard"], "by": "Bob"}}, {"resolve": "all"}],
              bob_hand=["Shock"])
    assert graveyards(out) == (["Death's-Head Buzzard"], ["Shock", "Llanowar Elves"]) and pt(out, "bears") == (1, 1)
    assert {"410.10d", "418.3b", "420.5c"} <= cited(out)


def test_nameless_one_counts_every_wizard_in_play() -> None:
    out = run([mine("one", "Nameless One"), his("sorcerer", "Prodigal Sorcerer")], [])
    assert pt(out, "one") == (2, 2)


def test_daru_warchief_pumps_every_soldier_its_controller_controls() -> None:
    out = run([mine("chief", "Daru Warchief"), mine("replica", "Soldier Replica"), his("other", "Soldier Replica")], [])
    assert (pt(out, "chief"), pt(out, "replica"), pt(out, "other")) == ((2, 3), (2, 5), (1, 3))  # Soldier Replica is a 1/3


def test_deflection_turns_a_shock_back_on_its_player() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Shock", "targets": ["bears"], "by": "Bob"}},
               {"play": {"card": "Deflection", "targets": ["Shock"], "choose": {"targets": ["Bob"]}}},
               {"resolve": "all"}], hand=["Deflection"], bob_hand=["Shock"])
    assert life(out) == (20, 18) and pt(out, "bears") == (2, 2) and "415.7" in cited(out)


def test_vulshok_gauntlets_pump_and_keep_the_creature_tapped() -> None:
    out = run([mine("gauntlets", "Vulshok Gauntlets"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "gauntlets", "targets": ["bears"]}}, {"resolve": "all"},
               {"attack": ["bears"]}, {"advance": "end_of_combat"}, {"advance": "next_turn"},
               {"advance": "next_turn"}])
    bears = perm(out, "bears")
    assert life(out) == (20, 14) and pt(out, "bears") == (6, 4) and bears is not None and bears["tapped"] is True
    assert {"502.33a", "302.2"} <= cited(out)


def test_goblin_dynamo_sacrifices_itself_for_x_damage() -> None:
    out = run([mine("dynamo", "Goblin Dynamo")],
              [{"activate": {"source": "dynamo", "ability": 2, "x": 3, "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 17) and graveyards(out) == (["Goblin Dynamo"], []) and "409.1f" in cited(out)


def test_crafty_pathmage_makes_a_small_creature_unblockable() -> None:
    out = run([mine("mage", "Crafty Pathmage"), mine("bears", "Grizzly Bears"), his("wall", "Wall of Stone")],
              [{"activate": {"source": "mage", "targets": ["bears"]}}, {"resolve": "all"}, {"attack": ["bears"]},
               {"block": {"wall": "bears"}}])
    (illegal,) = out["illegal"]
    assert "500.3" in illegal["rules"] and "Grizzly Bears is unblockable" in illegal["text"]


def test_daru_mender_turned_face_up_gives_a_regeneration_shield() -> None:
    out = run([mine("mender", "Daru Mender", face_down=True), mine("bears", "Grizzly Bears")],
              [{"turn_face_up": "mender"}, {"choose": {"targets": ["bears"]}}, {"resolve": "all"},
               {"play": {"card": "Lightning Bolt", "targets": ["bears"], "by": "Bob"}}, {"resolve": "all"}],
              bob_hand=["Lightning Bolt"])
    bears = perm(out, "bears")
    assert bears is not None and bears["tapped"] is True and graveyards(out) == ([], ["Lightning Bolt"])
    assert {"502.26d", "419.6b"} <= cited(out)


def test_totem_speaker_gains_three_life_when_a_beast_comes_into_play() -> None:
    out = run([mine("speaker", "Totem Speaker")], [{"play": {"card": "Charging Slateback"}}, {"resolve": "all"}],
              hand=["Charging Slateback"])
    assert life(out) == (23, 20) and "410.10a" in cited(out)
