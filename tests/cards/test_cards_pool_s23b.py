"""The 2002-2004 cards rules questions name (session 23b): the block of the pool that holds them
(Onslaught, Legions, Scourge, Mirrodin, Darksteel and Fifth Dawn), whether each runs whole, and the
engine playing the cards of it that run to exact outcomes, with the rules it cites."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import cards_found, check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import check_untaps_only_when_paid, cited, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 19's block).
BLOCK = "# -- the 2002-2004 cards rules questions name (session 23b)"
BLOCK_END = "# -- the combat and damage cards of 2002-2004 added in session 19"
#: The cards of the block that the engine doesn't run whole (some of their text is in not_run).
NOT_RUN = {
    # Onslaught
    "Aphetto Dredging", "Chain of Silence", "Circle of Solace", "Cryptic Gateway",
    "Elvish Guidance", "Oblation", "Prowling Pangolin",
    "Psychic Trance", "Read the Runes", "Dream Chisel", "Profane Prayers",
    # Legions
    "Liege of the Hollows", "Doomsday Specter", "Ghastly Remains",
    # Scourge
    "Ageless Sentinels", "Decree of Savagery", "Dragon Wings", "Exiled Doomsayer",
    "Karona's Zealot", "Putrid Raptor", "Root Elemental",
    # Mirrodin
    "Detonate",  # (Awe Strike runs since session 34)
    "Forge Armor", "Incite War", "Journey of Discovery",  # Leonin Bladetrap, Leveler run since session 32
    "Loxodon Peacekeeper", "Myr Prototype", "One Dozen Eyes", "Quicksilver Elemental", "Spellweaver Helix",
    "Synod Sanctum", "Timesifter",
    # Darksteel
    "Carry Away", "Dismantle", "Drill-Skimmer",
    "Savage Beating", "Screams from Within", "Scrounge", "Serum Powder", "Shriveling Rot",
    "Unforge", "Inflame", "Tears of Rage",
    # Fifth Dawn
    "Acquire", "All Suns' Dawn", "Auriok Windwalker", "Condescend", "Conjurer's Bauble",
    "Doubling Cube", "Dream Leash", "Endless Whispers", "Fold into Aether", "Goblin Brawler", "Magnetic Theft",
    "Ouphe Vandals", "Possessed Portal", "Raksha Golden Cub", "Reversal of Fortune", "Serum Visions",
    "Summoner's Egg",
}
#: (Nine cards chosen for this block stand in session 23c's, written from batch 23 at the same
#: time: Erratic Explosion, Rockshard Elemental, Swooping Talon, Auriok Steelshaper, Culling
#: Scales, Fabricate, Thought Prison, Consume Spirit, Surestrike Trident.)
SIZE, RUN_WHOLE = 143, 83  # Chill Haunting, Awe Strike since session 34; Leonin Bladetrap, Leveler since session 32; Tel-Jilad Lifebreather, Thrashing Mudspawn, Living Hive, Greater Harvester, Crown of
# Fury, Goblin Pyromancer run whole since session 24, Beacon of Destruction and Assert Authority since session 25,
# Trinket Mage since session 27, Skeleton Shard, Arcbound Reclaimer and Wirewood Lodge since session 28,
# Guilty Conscience, Gilded Light, Fatal Mutation, Infernal Caretaker, Mage's Guile since session 30


def test_the_block_has_its_size_and_stands_before_session_19s(block: list[dict[str, Any]]) -> None:
    # between the last card of session 22a's block and the first of session 19's
    check_place(block, SIZE, ("Catapult Master", "Summoner's Egg"),
                ("Beacon of Immortality", "Ridgetop Raptor"))


def test_every_new_card_loads_and_runs_whole_unless_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, NOT_RUN, False)
    assert whole == RUN_WHOLE and text == SIZE - RUN_WHOLE == 60


test_printed_characteristics = printed_characteristics([
    ("Catapult Master", "3WW", ("creature",), ("Human", "Soldier"), (3, 3)),
    ("Rockshard Elemental", "5RR", ("creature",), ("Elemental",), (4, 3)),
    ("Earthblighter", "1B", ("creature",), ("Human", "Cleric"), (1, 1)),
    ("Swooping Talon", "4WW", ("creature",), ("Bird", "Soldier"), (2, 6)),
    ("Ageless Sentinels", "3W", ("creature",), ("Wall",), (4, 4)),
    ("Putrid Raptor", "4BB", ("creature",), ("Zombie", "Lizard", "Beast"), (4, 4)),
    ("Goblin Dirigible", "6", ("artifact", "creature"), ("Construct",), (4, 4)),
    ("Leveler", "5", ("artifact", "creature"), ("Juggernaut",), (10, 10)),
    ("Arcbound Slith", "2", ("artifact", "creature"), ("Slith",), (0, 0)),
    ("Blind Creeper", "1B", ("creature",), ("Zombie", "Beast"), (3, 3)),
    ("Thermal Navigator", "3", ("artifact", "creature"), ("Construct",), (2, 2)),
    ("Tel-Jilad Lifebreather", "4G", ("creature",), ("Troll", "Shaman"), (3, 2)),
    ("Desecration Elemental", "3B", ("creature",), ("Elemental",), (8, 8)),
    ("Specter's Shroud", "2", ("artifact",), ("Equipment",), (None, None)),
    ("Dream Leash", "3UU", ("enchantment",), ("Enchant Permanent",), (None, None)),
    ("Carry Away", "UU", ("enchantment",), ("Enchant Equipment",), (None, None)),
    ("Synod Sanctum", "1", ("artifact",), (), (None, None)),
    ("Consume Spirit", "X1B", ("sorcery",), (), (None, None)),
])


def test_the_legend_of_the_block_is_legendary() -> None:
    assert card_named("Raksha Golden Cub").supertypes == ("legendary",)
    assert card_named("Catapult Master").supertypes == ()


test_rulesjudge_card_finds_every_card_of_the_block = cards_found()


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Chain of Silence", "he or she may copy this spell and may choose a new target for that copy"),
    ("Cryptic Gateway", "shares a creature type with each creature tapped this way"),
    ("Karona's Zealot", "all damage that would be dealt to it this turn is dealt to target creature instead"),
    ("Thought Prison", "imprint - when this comes into play"),
    ("Condescend", "scry 2 (look at the top two cards of your library"),
    ("Dream Leash", "you control enchanted permanent"),
    # (Wirewood Lodge runs since session 28, Leonin Bladetrap since session 32: Awe Strike, a letter's card, in its place)
    ("Detonate", "destroy target artifact with converted mana cost X"),  # (Awe Strike runs since session 34)
    ("Inflame", "2 damage to each creature dealt damage this turn"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_catapult_master_taps_five_soldiers_to_remove_a_creature_from_the_game() -> None:
    squads = [mine(f"squad{i}", "Catapult Squad") for i in range(4)]
    out = run([mine("master", "Catapult Master"), *squads, his("giant", "Hill Giant")],
              [{"activate": {"source": "master", "targets": ["giant"]}}, {"resolve": "all"}])
    assert perm(out, "giant") is None and out["final"]["players"]["Bob"]["removed"] == ["Hill Giant"]
    assert all(perm(out, f"squad{i}")["tapped"] for i in range(4))  # type: ignore[index]
    assert graveyards(out) == ([], []) and {"217.7a", "409.1f"} <= cited(out)


def test_catapult_squad_taps_two_soldiers_to_kill_an_attacker() -> None:
    out = run([mine("squad", "Catapult Squad"), mine("other", "Catapult Squad"), his("bears", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"activate": {"source": "squad", "targets": ["bears"], "by": "Alice"}},
               {"resolve": "all"}], active="Bob")
    assert graveyards(out) == ([], ["Grizzly Bears"]) and life(out) == (20, 20)
    assert (perm(out, "squad") or {}).get("tapped") is True and (perm(out, "other") or {}).get("tapped") is True
    assert {"409.1f", "420.5c"} <= cited(out)


def test_aphetto_grifter_taps_two_wizards_to_tap_a_permanent() -> None:
    out = run([mine("grifter", "Aphetto Grifter"), mine("sorcerer", "Prodigal Sorcerer"), his("giant", "Hill Giant")],
              [{"activate": {"source": "grifter", "targets": ["giant"]}}, {"resolve": "all"}])
    assert [(perm(out, pid) or {}).get("tapped") for pid in ("giant", "grifter", "sorcerer")] == [True, True, True]
    assert "409.1f" in cited(out)


def test_fleeting_aven_returns_to_its_owners_hand_when_a_player_cycles() -> None:
    out = run([mine("aven", "Fleeting Aven")], [{"cycle": {"card": "Renewed Faith", "by": "Bob"}}, {"resolve": "all"}],
              bob_hand=["Renewed Faith"])
    assert perm(out, "aven") is None and out["final"]["players"]["Alice"]["hand"] == ["Fleeting Aven"]
    assert life(out) == (20, 22) and graveyards(out) == ([], ["Renewed Faith"])  # Renewed Faith's own cycling trigger
    assert {"502.18a", "410.2", "217.1a"} <= cited(out)


def test_enchantresss_presence_draws_a_card_for_an_enchantment_spell() -> None:
    out = run([mine("presence", "Enchantress's Presence"), mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Giant Strength", "targets": ["bears"]}}, {"resolve": "all"}], hand=["Giant Strength"])
    alice = out["final"]["players"]["Alice"]
    assert (alice["hand"], alice["library"]) == (["Card"], 29) and pt(out, "bears") == (4, 4)
    assert {"410.1", "410.2"} <= cited(out)


def test_inspirit_untaps_a_creature_and_gives_it_plus_two_plus_four() -> None:
    out = run([mine("bears", "Grizzly Bears", tapped=True)], [{"play": {"card": "Inspirit", "targets": ["bears"]}},
                                                               {"resolve": "all"}], hand=["Inspirit"])
    assert pt(out, "bears") == (4, 6) and (perm(out, "bears") or {}).get("tapped") is False
    assert graveyards(out) == (["Inspirit"], []) and "418.5a" in cited(out)


def test_invigorating_boon_puts_a_counter_on_a_creature_when_a_player_cycles() -> None:
    out = run([mine("boon", "Invigorating Boon"), mine("bears", "Grizzly Bears")],
              [{"cycle": {"card": "Renewed Faith", "by": "Bob"}}, {"choose": {"targets": ["bears"]}}, {"resolve": "all"}],
              bob_hand=["Renewed Faith"])
    bears = perm(out, "bears")
    assert bears is not None and bears["counters"] == {"+1/+1": 1} and pt(out, "bears") == (3, 3)
    assert {"410.4", "410.5", "502.18a"} <= cited(out)


def test_rockshard_elemental_deals_its_damage_twice() -> None:
    out = run([mine("rock", "Rockshard Elemental")], [{"attack": ["rock"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 12) and {"502.28", "502.28a", "502.28b"} <= cited(out)


def test_earthblighter_sacrifices_a_goblin_to_destroy_a_land() -> None:
    out = run([mine("blighter", "Earthblighter"), mine("goblin", "Raging Goblin"), his("forest", "Forest")],
              [{"activate": {"source": "blighter", "sacrifice": ["goblin"], "targets": ["forest"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Raging Goblin"], ["Forest"]) and "409.1f" in cited(out)


def test_claws_of_wirewood_hits_each_flyer_and_each_player() -> None:
    out = run([mine("angel", "Serra Angel"), his("thopter", "Ornithopter"), his("bears", "Grizzly Bears")],
              [{"play": {"card": "Claws of Wirewood"}}, {"resolve": "all"}], hand=["Claws of Wirewood"])
    assert life(out) == (17, 17) and graveyards(out) == (["Claws of Wirewood"], ["Ornithopter"])
    assert (perm(out, "angel") or {}).get("damage") == 3 and (perm(out, "bears") or {}).get("damage") == 0
    assert "420.5c" in cited(out)


def test_woodcloaker_turned_face_up_gives_a_creature_trample() -> None:
    out = run([mine("cloaker", "Woodcloaker", face_down=True), mine("bears", "Grizzly Bears")],
              [{"turn_face_up": "cloaker"}, {"choose": {"targets": ["bears"]}}, {"resolve": "all"}])
    assert pt(out, "cloaker") == (3, 3) and "trample" in (perm(out, "bears") or {}).get("abilities", [])
    assert {"502.26d", "410.4"} <= cited(out)


def test_aether_spellbomb_returns_a_creature_to_its_owners_hand() -> None:
    out = run([mine("bomb", "Aether Spellbomb"), his("giant", "Hill Giant")],
              [{"activate": {"source": "bomb", "ability": 1, "targets": ["giant"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Aether Spellbomb"], []) and out["final"]["players"]["Bob"]["hand"] == ["Hill Giant"]
    assert {"409.1f", "217.1a"} <= cited(out)


def test_granite_shard_pings_with_either_of_its_costs() -> None:
    out = run([mine("shard", "Granite Shard")],
              [{"activate": {"source": "shard", "ability": 2, "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 19) and (perm(out, "shard") or {}).get("tapped") is True and "403.1" in cited(out)


def test_pearl_shard_prevents_two_of_a_lightning_bolt() -> None:
    out = run([mine("shard", "Pearl Shard"), mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Lightning Bolt", "targets": ["bears"], "by": "Bob"}},
               {"activate": {"source": "shard", "ability": 2, "targets": ["bears"]}}, {"resolve": "all"}],
              bob_hand=["Lightning Bolt"])
    assert (perm(out, "bears") or {}).get("damage") == 1 and graveyards(out) == ([], ["Lightning Bolt"])
    assert {"419.7", "419.7b"} <= cited(out)


def test_lifespark_spellbomb_makes_a_land_a_three_three_creature() -> None:
    out = run([mine("bomb", "Lifespark Spellbomb"), mine("forest", "Forest")],
              [{"activate": {"source": "bomb", "ability": 1, "targets": ["forest"]}}, {"resolve": "all"}])
    assert pt(out, "forest") == (3, 3) and graveyards(out) == (["Lifespark Spellbomb"], [])
    assert {"418.5a", "418.5b"} <= cited(out)


def test_nim_replica_sacrifices_itself_to_shrink_a_creature() -> None:
    out = run([mine("nim", "Nim Replica"), his("elves", "Llanowar Elves")],
              [{"activate": {"source": "nim", "targets": ["elves"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Nim Replica"], ["Llanowar Elves"]) and {"409.1f", "420.5b"} <= cited(out)


def test_goblin_cannon_deals_one_and_is_sacrificed_as_it_resolves() -> None:
    out = run([mine("cannon", "Goblin Cannon")], [{"activate": {"source": "cannon", "targets": ["Bob"]}},
                                                  {"resolve": "all"}])
    assert life(out) == (20, 19) and graveyards(out) == (["Goblin Cannon"], []) and "217.4a" in cited(out)


def test_arcbound_slith_grows_when_it_hits_a_player() -> None:
    out = run([mine("slith", "Arcbound Slith", counters={"+1/+1": 1})],
              [{"attack": ["slith"]}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    assert life(out) == (20, 19) and pt(out, "slith") == (2, 2) and "410.2" in cited(out)


def test_specters_shroud_makes_the_player_its_creature_hits_discard() -> None:
    out = run([mine("shroud", "Specter's Shroud", attached_to="bears"), mine("bears", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"advance": "end_of_combat"}, {"resolve": "all"}], bob_hand=["Shock"])
    assert life(out) == (20, 17) and graveyards(out) == ([], ["Shock"]) and {"217.3a", "410.2"} <= cited(out)


def test_desecration_elemental_makes_its_controller_sacrifice_a_creature_for_each_spell() -> None:
    out = run([mine("elemental", "Desecration Elemental"), mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Shock", "targets": ["Alice"], "by": "Bob"}}, {"resolve": "all"}], bob_hand=["Shock"])
    # the creature with the greatest power is sacrificed by default (217.4a)
    assert life(out) == (18, 20) and graveyards(out) == (["Desecration Elemental"], ["Shock"])
    assert perm(out, "bears") is not None and {"410.1", "217.4a"} <= cited(out)


def test_blind_creeper_shrinks_whenever_a_player_plays_a_spell() -> None:
    out = run([mine("creeper", "Blind Creeper")], [{"play": {"card": "Shock", "targets": ["Alice"], "by": "Bob"}},
                                                   {"resolve": "all"}], bob_hand=["Shock"])
    assert pt(out, "creeper") == (2, 2) and life(out) == (18, 20) and {"410.1", "418.5a"} <= cited(out)


def test_tyrranax_trades_power_for_toughness() -> None:
    out = run([mine("tyrranax", "Tyrranax")], [{"activate": {"source": "tyrranax"}}, {"resolve": "all"}])
    assert pt(out, "tyrranax") == (4, 5) and "418.5a" in cited(out)


def test_nim_lasher_counts_only_the_artifacts_its_controller_controls() -> None:
    board = [mine("lasher", "Nim Lasher"), mine("thopter", "Ornithopter"), mine("tree", "Tree of Tales"),
             his("other", "Ornithopter")]
    assert pt(run(board, []), "lasher") == (3, 1)
    out = run(board, [{"play": {"card": "Shock", "targets": ["thopter"], "by": "Bob"}}, {"resolve": "all"}],
              bob_hand=["Shock"])  # one artifact fewer: counted at every moment
    assert pt(out, "lasher") == (2, 1) and graveyards(out) == (["Ornithopter"], ["Shock"]) and "420.5c" in cited(out)


def test_nim_shambler_sacrifices_a_creature_to_regenerate() -> None:
    out = run([mine("nim", "Nim Shambler"), mine("thopter", "Ornithopter"), mine("elves", "Llanowar Elves")],
              [{"play": {"card": "Lightning Bolt", "targets": ["nim"], "by": "Bob"}},
               {"activate": {"source": "nim", "sacrifice": ["elves"]}}, {"resolve": "all"}], bob_hand=["Lightning Bolt"])
    nim = perm(out, "nim")
    assert nim is not None and nim["tapped"] is True and pt(out, "nim") == (3, 1)
    assert graveyards(out) == (["Llanowar Elves"], ["Lightning Bolt"]) and {"409.1f", "419.6b"} <= cited(out)


def test_mephitic_ooze_destroys_the_creature_it_deals_combat_damage_to() -> None:
    out = run([mine("ooze", "Mephitic Ooze"), mine("t1", "Ornithopter"), mine("t2", "Ornithopter"),
               his("giant", "Hill Giant")],
              [{"attack": ["giant"]}, {"block": {"ooze": "giant"}}, {"advance": "end_of_combat"}, {"resolve": "all"}],
              active="Bob")
    assert graveyards(out) == ([], ["Hill Giant"]) and pt(out, "ooze") == (2, 5) and "410.2" in cited(out)


def test_vanquish_destroys_a_blocking_creature() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("wall", "Wall of Stone")],
              [{"attack": ["bears"]}, {"block": {"wall": "bears"}},
               {"play": {"card": "Vanquish", "targets": ["wall"], "by": "Alice"}}, {"resolve": "all"}],
              hand=["Vanquish"])
    assert graveyards(out) == (["Vanquish"], ["Wall of Stone"]) and "309.2e" in cited(out)


def test_rain_of_rust_entwined_destroys_an_artifact_and_a_land() -> None:
    out = run([his("thopter", "Ornithopter"), his("mountain", "Mountain")],
              [{"play": {"card": "Rain of Rust", "entwine": True, "modes": [1, 2], "targets": ["thopter", "mountain"]}},
               {"resolve": "all"}], hand=["Rain of Rust"])
    assert graveyards(out) == (["Rain of Rust"], ["Ornithopter", "Mountain"]) and {"502.32", "502.32a"} <= cited(out)


def test_abunas_chant_entwined_gains_five_and_saves_a_creature() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Lightning Bolt", "targets": ["bears"], "by": "Bob"}},
               {"play": {"card": "Abuna's Chant", "entwine": True, "modes": [1, 2], "targets": ["bears"], "by": "Alice"}},
               {"resolve": "all"}], hand=["Abuna's Chant"], bob_hand=["Lightning Bolt"])
    assert life(out) == (25, 20) and (perm(out, "bears") or {}).get("damage") == 0
    assert graveyards(out) == (["Abuna's Chant"], ["Lightning Bolt"]) and {"502.32a", "419.7b"} <= cited(out)


def test_battered_golem_untaps_when_an_artifact_comes_into_play() -> None:
    out = run([mine("golem", "Battered Golem", tapped=True)], [{"play": {"card": "Ornithopter"}}, {"resolve": "all"}],
              hand=["Ornithopter"])
    assert (perm(out, "golem") or {}).get("tapped") is False and {"410.10a", "410.5"} <= cited(out)


def test_goblin_dirigible_doesnt_untap_unless_its_controller_pays_four() -> None:
    check_untaps_only_when_paid("Goblin Dirigible", "dirigible")


def test_grinding_station_sacrifices_an_artifact_to_mill_three() -> None:
    out = run([mine("station", "Grinding Station"), mine("thopter", "Ornithopter")],
              [{"activate": {"source": "station", "sacrifice": ["thopter"], "targets": ["Bob"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Ornithopter"], ["Card", "Card", "Card"])
    assert out["final"]["players"]["Bob"]["library"] == 27 and "409.1f" in cited(out)


def test_anodet_lurker_gains_its_controller_three_life_as_it_dies() -> None:
    out = run([mine("lurker", "Anodet Lurker")], [{"play": {"card": "Lightning Bolt", "targets": ["lurker"], "by": "Bob"}},
                                                  {"resolve": "all"}], bob_hand=["Lightning Bolt"])
    assert life(out) == (23, 20) and graveyards(out) == (["Anodet Lurker"], ["Lightning Bolt"])
    assert "410.10d" in cited(out)


def test_woebearer_returns_a_creature_card_when_it_hits_a_player() -> None:
    out = run([mine("woe", "Woebearer")], [{"attack": ["woe"]}, {"advance": "end_of_combat"},
                                           {"choose": {"targets": ["Hill Giant"]}}, {"resolve": "all"}],
              graveyard=["Hill Giant"])
    assert life(out) == (20, 18) and out["final"]["players"]["Alice"]["hand"] == ["Hill Giant"]
    assert graveyards(out) == ([], []) and {"410.4", "410.5"} <= cited(out)


def test_necrogen_mists_makes_each_player_discard_in_his_or_her_upkeep() -> None:
    out = run([mine("mists", "Necrogen Mists")], [{"advance": "next_turn"}, {"resolve": "all"}], bob_hand=["Shock"],
              step="end_of_turn")
    assert out["final"]["active"] == "Bob" and graveyards(out) == ([], ["Shock"]) and "217.3a" in cited(out)


def test_vorrac_battlehorns_let_only_one_creature_block() -> None:
    out = run([mine("horns", "Vorrac Battlehorns", attached_to="giant"), mine("giant", "Hill Giant"),
               his("e1", "Llanowar Elves"), his("e2", "Llanowar Elves")],
              [{"attack": ["giant"]}, {"block": {"e1": "giant", "e2": "giant"}}])
    (illegal,) = out["illegal"]
    assert {"500.1", "500.3"} <= set(illegal["rules"]) and "can't be blocked by more than one creature" in illegal["text"]


def test_scale_of_chiss_goria_played_as_an_instant_saves_a_creature_from_a_shock() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Shock", "targets": ["bears"], "by": "Bob"}},
               {"play": {"card": "Scale of Chiss-Goria", "by": "Alice"}}, {"pass": True},
               {"activate": {"source": "scale-of-chiss-goria", "targets": ["bears"]}}, {"resolve": "all"}],
              hand=["Scale of Chiss-Goria"], bob_hand=["Shock"])
    assert pt(out, "bears") == (2, 3) and (perm(out, "bears") or {}).get("damage") == 2
    assert graveyards(out) == ([], ["Shock"]) and {"103.1", "502.31"} <= cited(out)


def test_gilded_lotus_adds_three_mana_of_one_color() -> None:
    out = run([mine("lotus", "Gilded Lotus")], [{"activate": {"source": "lotus", "choose": {"color": "red"}}}])
    assert out["final"]["players"]["Alice"]["mana_pool"] == "{R}{R}{R}" and "406.1" in cited(out)
