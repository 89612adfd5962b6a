"""The classic and 1997-2002 cards rules questions name that the pool lacked (session 23a): the
block of the pool that holds them, whether each runs whole, and the engine playing cards of it
that run to exact outcomes, with the rule numbers it cites."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, legendary_cards, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import cited_by, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before the format version 2 cards).
BLOCK = "# -- the classic and 1997-2002 cards rules questions name (session 23a)"
BLOCK_END = "# -- format version 2 (late-2003 Oracle behaviour)"
#: The cards of the block the engine runs whole.
RUN = {
    "Soltari Trooper", "Soltari Emissary", "Dauthi Marauder", "Dauthi Trapper", "Thalakos Drifters",
    "Evincar's Justice", "Searing Touch", "Shattering Pulse", "Seething Anger", "Allay", "Lab Rats",
    "Brush with Death", "Disturbed Burial", "Stronghold Assassin", "Spirit en-Kor", "Lancers en-Kor", "Spike Colony",
    "Spike Drone", "Selenia, Dark Angel", "Medicine Bag", "Cloudchaser Eagle", "Acridian", "Goblin Patrol",
    "Ticking Gnomes", "Worn Powerstone", "Zephid", "Rescind", "Catastrophe", "Disciple of Law", "Voice of Law",
    "Metathran Zombie", "Goblin Gardener", "Thermal Glider", "Kavu Aggressor", "Duskwalker", "Penumbra Bobcat",
    "Penumbra Kavu", "Phantom Nantuko", "Beast Attack", "Chatter of the Squirrel", "Scorching Missile", "Morgue Theft",
    "Concentrate", "Obsessive Search", "Strength of Lunacy", "Psychotic Haze", "Frantic Purification",
    "Ray of Distortion", "Bog Rats", "Illusions of Grandeur", "Mind Harness", "Binding Grasp", "Sandbar Crocodile",
    "Teremko Griffin", "War Elephant", "Will-o'-the-Wisp", "Kjeldoran Dead", "Sinkhole", "Ravages of War", "Perish",
    "Mox Emerald", "Mox Jet", "Mox Ruby", "Spore Frog", "Phyrexian Ghoul", "High Market", "Phyrexian Tower",
    "Blood Pet", "Lance", "Living Wall", "Purelace", "Death Ward", "Red Ward", "Jump", "Southern Paladin",
    "Goblin Balloon Brigade", "Bogardan Firefiend", "Benalish Knight", "Peacekeeper",
    "Benalish Emissary", "Serra's Sanctum", "Bazaar of Baghdad",  # since session 24
    "Vodalian Serpent",  # since session 25
    "Kird Ape", "Sedge Troll",  # since session 26
    "Presence of the Master", "Wild Growth", "Ramosian Sergeant", "Ramosian Captain",  # since session 27
    "Verdant Force", "Dauthi Cutthroat",  # since session 28
    "Phyrexian Colossus", "Mutilate", "Thwart", "Spidersilk Armor", "Acorn Harvest",
    "Crippling Fatigue", "Pillage", "Pendelhaven", "Ironclaw Orcs",  # since session 30
    "Shadow Rift",  # since session 31
    "Carnophage",  # since session 32
    "Hatred", "Waste Away",  # since session 34
}
SIZE = 152


def test_the_block_has_its_size_and_stands_before_the_version_2_cards(block: list[dict[str, Any]]) -> None:
    check_place(block, SIZE, ("Soltari Trooper", "Benalish Knight"),
                ("Dromar, the Banisher", "Raise the Alarm"))


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert (whole, text) == (104, 48)


test_printed_characteristics = printed_characteristics([
    ("Soltari Trooper", "1W", ("creature",), ("Soltari", "Soldier"), (1, 1)),
    ("Thalakos Drifters", "2UU", ("creature",), ("Thalakos",), (3, 3)),
    ("Stronghold Assassin", "1BB", ("creature",), ("Zombie", "Assassin"), (2, 1)),
    ("Spike Colony", "4G", ("creature",), ("Spike",), (0, 0)),
    ("Phantom Nantuko", "2G", ("creature",), ("Insect", "Spirit"), (0, 0)),
    ("Ticking Gnomes", "3", ("artifact", "creature"), ("Gnome",), (3, 3)),
    ("Rock Hydra", "XRR", ("creature",), ("Hydra",), (0, 0)),
    ("Verdant Force", "5GGG", ("creature",), ("Elemental",), (7, 7)),
    ("Mind Harness", "U", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Mox Jet", "0", ("artifact",), (), (None, None)),
    ("Catastrophe", "4WW", ("sorcery",), (), (None, None)),
    ("Ghitu Fire", "XR", ("sorcery",), (), (None, None)),
])


test_legendary_cards = legendary_cards([
    ("Selenia, Dark Angel", ("legendary",)), ("Llawan, Cephalid Empress", ("legendary",)),
    ("Phyrexian Tower", ("legendary",)), ("Kor Haven", ("legendary",)), ("High Market", ()),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Cataclysm", "an artifact, a creature, an enchantment and a land, then sacrifices all other nontoken permanents"),
    ("Kor Chant", "by a source of your choice is dealt to another target creature instead"),
    ("Juxtapose", "exchange control of the creature you each control with the highest converted mana cost"),
    ("Energy Field", "when a card is put into your graveyard from anywhere, sacrifice this"),
    ("Reverberation", "is dealt to that spell's controller instead"),
    ("Forbid", "buyback - discard two cards"),
])


def test_a_partly_read_card_keeps_the_lines_the_engine_reads() -> None:
    # (Sedge Troll runs whole since session 26: Dauthi Ghoul, also a card with a read and an unread line, in its place)
    visionary, ghoul = card_named("Soltari Visionary"), card_named("Dauthi Ghoul")
    assert [a.text for a in visionary.abilities] == ["shadow"]
    assert visionary.not_run == ("whenever this deals damage to a player, destroy target enchantment that player controls",)
    assert [a.text for a in ghoul.abilities] == ["shadow"]
    assert not visionary.runs and not ghoul.runs


# --- the engine playing the new cards ------------------------------------------------------


def test_evincars_justice_with_buyback_hits_everything_and_returns_to_hand() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("wall", "Wall of Stone")],
              [{"play": {"card": "Evincar's Justice", "buyback": True}}, {"resolve": "all"}],
              hand=["Evincar's Justice"])
    assert life(out) == (18, 18) and graveyards(out) == ([], ["Grizzly Bears"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Evincar's Justice"]
    wall = perm(out, "wall")
    assert wall is not None and wall["damage"] == 2
    assert cited_by(out, "put into Alice's hand instead of the graveyard") == ["413.2h", "502.16a"]


def test_soltari_trooper_gets_plus_one_as_it_attacks() -> None:
    out = run([mine("trooper", "Soltari Trooper")],
              [{"attack": ["trooper"]}, {"resolve": "all"}, {"advance": "postcombat_main"}])
    assert life(out) == (20, 18) and pt(out, "trooper") == (2, 2)
    assert "308.3" in cited_by(out, "Soltari Trooper's triggered ability is put on the stack")


def test_thalakos_drifters_discards_a_madness_card_to_gain_shadow() -> None:
    out = run([mine("drifters", "Thalakos Drifters"), his("bears", "Grizzly Bears")],
              [{"activate": {"source": "drifters", "discard": ["Obsessive Search"]}}, {"pass": True},
               {"play": {"card": "Obsessive Search", "from": "removed"}}, {"resolve": "all"},
               {"attack": ["drifters"]}, {"block": {"bears": "drifters"}}], hand=["Obsessive Search"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Card"]
    assert graveyards(out) == (["Obsessive Search"], [])
    assert cited_by(out, "Alice plays Obsessive Search") == [
        "409.1a", "212.5a", "401.1", "409.1i", "502.24", "502.24a", "502.24b", "402.4"]
    assert len(out["illegal"]) == 1 and out["illegal"][0]["rules"][:2] == ["502.8a", "502.8b"]


def test_dauthi_trapper_gives_a_creature_shadow_so_a_wall_cant_block_it() -> None:
    out = run([mine("trapper", "Dauthi Trapper"), mine("bears", "Grizzly Bears"), his("wall", "Wall of Stone")],
              [{"activate": {"source": "trapper", "targets": ["bears"]}}, {"resolve": "all"},
               {"attack": ["bears"]}, {"block": {"wall": "bears"}}])
    bears = perm(out, "bears")
    assert bears is not None and bears["abilities"] == ["shadow"]
    assert len(out["illegal"]) == 1 and out["illegal"][0]["rules"][:2] == ["502.8a", "502.8b"]


def test_spirit_en_kor_sends_two_of_a_bolts_damage_to_a_bear() -> None:
    shield = {"activate": {"source": "spirit", "targets": ["bears"], "by": "Bob"}}
    out = run([his("spirit", "Spirit en-Kor"), his("bears", "Grizzly Bears")],
              [{"play": {"card": "Lightning Bolt", "targets": ["spirit"]}}, shield, shield, {"resolve": "all"}],
              hand=["Lightning Bolt"])
    assert graveyards(out) == (["Lightning Bolt"], ["Grizzly Bears"])
    spirit = perm(out, "spirit")
    assert spirit is not None and spirit["damage"] == 1
    assert cited_by(out, "Lightning Bolt deals 2 damage to Grizzly Bears") == ["413.2b", "419.6c"]


def test_spike_colony_comes_into_play_with_four_counters_and_moves_one() -> None:
    played = run([], [{"play": {"card": "Spike Colony"}}, {"resolve": "all"}], hand=["Spike Colony"])
    assert pt(played, "spike-colony") == (4, 4)
    assert cited_by(played, "Spike Colony comes into play with 4 +1/+1 counters") == ["410.10e", "419.1b"]
    out = run([mine("colony", "Spike Colony", counters={"+1/+1": 4}), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "colony", "targets": ["bears"]}}, {"resolve": "all"}])
    assert pt(out, "colony") == (3, 3) and pt(out, "bears") == (3, 3)


def test_stronghold_assassin_sacrifices_an_elf_to_destroy_a_nonblack_creature() -> None:
    out = run([mine("assassin", "Stronghold Assassin"), mine("elves", "Llanowar Elves"), his("angel", "Serra Angel")],
              [{"activate": {"source": "assassin", "targets": ["angel"], "sacrifice": ["elves"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Llanowar Elves"], ["Serra Angel"])
    assert cited_by(out, "Alice sacrifices Llanowar Elves") == ["409.1f"]
    black = run([mine("assassin", "Stronghold Assassin"), mine("elves", "Llanowar Elves"),
                 his("knight", "Black Knight")],
                [{"activate": {"source": "assassin", "targets": ["knight"], "sacrifice": ["elves"]}}])
    assert len(black["illegal"]) == 1 and "409.1c" in black["illegal"][0]["rules"]


def test_selenia_pays_two_life_to_return_to_her_owners_hand() -> None:
    out = run([mine("selenia", "Selenia, Dark Angel")], [{"activate": {"source": "selenia"}}, {"resolve": "all"}])
    assert life(out) == (18, 20) and out["final"]["players"]["Alice"]["hand"] == ["Selenia, Dark Angel"]
    assert cited_by(out, "Alice pays 2 life") == ["409.1f", "409.1h"]


def test_medicine_bag_regenerates_a_bear_a_bolt_would_kill() -> None:
    out = run([mine("bag", "Medicine Bag"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "bag", "targets": ["bears"], "discard": ["Forest"]}}, {"resolve": "all"},
               {"play": {"card": "Lightning Bolt", "targets": ["bears"], "by": "Bob"}}, {"resolve": "all"}],
              hand=["Forest"], bob_hand=["Lightning Bolt"])
    bears = perm(out, "bears")
    assert bears is not None and bears["tapped"] and bears["damage"] == 0
    assert graveyards(out) == (["Forest"], ["Lightning Bolt"])
    assert cited_by(out, "but regenerates instead") == ["420.5c", "419.6b", "419.4"]


def test_goblin_patrol_is_sacrificed_when_its_echo_isnt_paid() -> None:
    out = run([mine("patrol", "Goblin Patrol", sick=True)], [{"advance": "draw"}, {"choose": {"pay": False}}],
              step="untap")
    assert graveyards(out) == (["Goblin Patrol"], [])
    assert cited_by(out, "Alice sacrifices Goblin Patrol") == ["502.19", "502.19a", "410.5"]


def test_ticking_gnomes_is_sacrificed_to_deal_one_damage() -> None:
    out = run([mine("gnomes", "Ticking Gnomes")], [{"activate": {"source": "gnomes", "targets": ["Bob"]}},
                                                   {"resolve": "all"}])
    assert life(out) == (20, 19) and graveyards(out) == (["Ticking Gnomes"], [])
    assert "413.2f" in cited_by(out, "Ticking Gnomes's ability resolves")


def test_catastrophes_creatures_cant_be_regenerated() -> None:
    out = run([mine("wisp", "Will-o'-the-Wisp"), his("forest", "Forest"), his("wall", "Wall of Stone")],
              [{"activate": {"source": "wisp"}}, {"resolve": "all"},
               {"play": {"card": "Catastrophe", "mode": 2}}, {"resolve": "all"}], hand=["Catastrophe"])
    assert graveyards(out) == (["Will-o'-the-Wisp", "Catastrophe"], ["Wall of Stone"])
    assert perm(out, "forest") is not None
    lands = run([mine("bears", "Grizzly Bears"), his("forest", "Forest")],
                [{"play": {"card": "Catastrophe", "mode": 1}}, {"resolve": "all"}], hand=["Catastrophe"])
    assert graveyards(lands) == (["Catastrophe"], ["Forest"]) and perm(lands, "bears") is not None


def test_kicked_kavu_aggressor_is_four_three_and_cant_block() -> None:
    out = run([his("bears", "Grizzly Bears")],
              [{"play": {"card": "Kavu Aggressor", "kicker": True}}, {"resolve": "all"}], hand=["Kavu Aggressor"])
    assert pt(out, "kavu-aggressor") == (4, 3)
    assert "502.21b" in cited_by(out, "Kavu Aggressor comes into play under Alice's control with 1 +1/+1 counters")
    blocked = run([his("bears", "Grizzly Bears"), mine("kavu", "Kavu Aggressor")],
                  [{"attack": ["bears"]}, {"block": {"kavu": "bears"}}], active="Bob")
    assert len(blocked["illegal"]) == 1


def test_kicked_duskwalker_comes_into_play_a_three_three_with_fear() -> None:
    out = run([], [{"play": {"card": "Duskwalker", "kicker": True}}, {"resolve": "all"}], hand=["Duskwalker"])
    walker = perm(out, "duskwalker")
    assert walker is not None and pt(out, "duskwalker") == (3, 3) and "fear" in walker["abilities"]
    unkicked = run([], [{"play": {"card": "Duskwalker"}}, {"resolve": "all"}], hand=["Duskwalker"])
    assert pt(unkicked, "duskwalker") == (1, 1)


def test_penumbra_bobcat_leaves_a_black_cat_token() -> None:
    out = run([mine("bobcat", "Penumbra Bobcat")],
              [{"play": {"card": "Shock", "targets": ["bobcat"], "by": "Bob"}}, {"resolve": "all"}], bob_hand=["Shock"])
    assert graveyards(out) == (["Penumbra Bobcat"], ["Shock"]) and pt(out, "cat") == (2, 1)
    assert cited_by(out, "A 2/1 black Cat creature token comes into play") == ["413.2b", "216.1", "216.2"]


def test_phantom_nantuko_prevents_a_bolt_for_one_counter() -> None:
    out = run([mine("nantuko", "Phantom Nantuko", counters={"+1/+1": 2})],
              [{"play": {"card": "Lightning Bolt", "targets": ["nantuko"], "by": "Bob"}}, {"resolve": "all"},
               {"activate": {"source": "nantuko"}}, {"resolve": "all"}], bob_hand=["Lightning Bolt"])
    nantuko = perm(out, "nantuko")
    assert nantuko is not None and nantuko["damage"] == 0 and nantuko["counters"] == {"+1/+1": 2}
    assert cited_by(out, "3 damage Lightning Bolt would deal to Phantom Nantuko is prevented") == [
        "413.2b", "419.1", "419.7a"]


def test_beast_attack_played_by_flashback_is_removed_from_the_game() -> None:
    out = run([], [{"play": {"card": "Beast Attack", "from": "graveyard"}}, {"resolve": "all"}],
              graveyard=["Beast Attack"])
    assert pt(out, "beast") == (4, 4) and out["final"]["players"]["Alice"]["removed"] == ["Beast Attack"]
    assert cited_by(out, "Beast Attack is removed from the game") == ["413.2h", "502.22a"]


def test_illusions_of_grandeur_gives_twenty_life_and_takes_it_back() -> None:
    out = run([], [{"play": {"card": "Illusions of Grandeur"}}, {"resolve": "all"},
                   {"play": {"card": "Allay", "targets": ["illusions-of-grandeur"], "by": "Bob"}}, {"resolve": "all"}],
              hand=["Illusions of Grandeur"], bob_hand=["Allay"])
    assert life(out) == (20, 20) and graveyards(out) == (["Illusions of Grandeur"], ["Allay"])
    assert cited_by(out, "Alice gains 20 life (now 40)") == ["413.2b"]
    triggers = [event["rules"] for event in out["events"]
                if event["text"].startswith("Illusions of Grandeur's triggered ability is put on the stack")]
    assert triggers == [["410.2", "408.1f", "410.10a", "404.2", "408.1b"],
                        ["410.2", "408.1f", "410.10", "410.10c", "410.10d", "408.1b"]]


def test_mind_harness_takes_a_creature() -> None:
    # "enchant red or green creature" (session 28): a green Craw Wurm, not a white Serra Angel
    out = run([his("wurm", "Craw Wurm")], [{"play": {"card": "Mind Harness", "targets": ["wurm"]}},
                                           {"resolve": "all"}], hand=["Mind Harness"])
    wurm = perm(out, "wurm")
    assert wurm is not None and wurm["controller"] == "Alice"
    assert cited_by(out, "Craw Wurm comes under Alice's control") == ["418.5a", "212.3d"]


def test_kjeldoran_dead_makes_its_controller_sacrifice_a_creature() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Kjeldoran Dead"}}, {"resolve": "all"}, {"choose": {"object": "bears"}}],
              hand=["Kjeldoran Dead"])
    assert graveyards(out) == (["Grizzly Bears"], []) and pt(out, "kjeldoran-dead") == (3, 1)
    alone = run([], [{"play": {"card": "Kjeldoran Dead"}}, {"resolve": "all"}], hand=["Kjeldoran Dead"])
    assert graveyards(alone) == (["Kjeldoran Dead"], [])
    assert cited_by(alone, "Alice sacrifices Kjeldoran Dead") == ["413.2b", "217.4a"]


def test_brush_with_death_with_buyback_drains_two() -> None:
    out = run([], [{"play": {"card": "Brush with Death", "targets": ["Bob"], "buyback": True}}, {"resolve": "all"}],
              hand=["Brush with Death"])
    assert life(out) == (22, 18) and out["final"]["players"]["Alice"]["hand"] == ["Brush with Death"]


def test_southern_paladin_destroys_a_red_permanent() -> None:
    out = run([mine("paladin", "Southern Paladin"), his("giant", "Hill Giant"), his("bears", "Grizzly Bears")],
              [{"activate": {"source": "paladin", "targets": ["giant"]}}, {"resolve": "all"}])
    assert graveyards(out) == ([], ["Hill Giant"])
    green = run([mine("paladin", "Southern Paladin"), his("bears", "Grizzly Bears")],
                [{"activate": {"source": "paladin", "targets": ["bears"]}}])
    assert len(green["illegal"]) == 1 and "409.1c" in green["illegal"][0]["rules"]


def test_bogardan_firefiend_deals_two_to_a_creature_as_it_dies() -> None:
    out = run([mine("fiend", "Bogardan Firefiend"), his("bears", "Grizzly Bears")],
              [{"play": {"card": "Shock", "targets": ["fiend"], "by": "Bob"}}, {"resolve": "all"}], bob_hand=["Shock"])
    assert graveyards(out) == (["Bogardan Firefiend"], ["Shock", "Grizzly Bears"])
    assert "410.10d" in cited_by(out, "Bogardan Firefiend's triggered ability is put on the stack")


def test_perish_destroys_only_green_creatures() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("elves", "Llanowar Elves"), his("giant", "Hill Giant")],
              [{"play": {"card": "Perish"}}, {"resolve": "all"}], hand=["Perish"])
    assert graveyards(out) == (["Grizzly Bears", "Perish"], ["Llanowar Elves"]) and perm(out, "giant") is not None


def test_red_ward_and_zephid_cant_be_targeted() -> None:
    warded = run([mine("bears", "Grizzly Bears"), mine("ward", "Red Ward", attached_to="bears")],
                 [{"play": {"card": "Shock", "targets": ["bears"], "by": "Bob"}}], bob_hand=["Shock"], active="Bob")
    assert warded["illegal"][0]["rules"] == ["409.1c", "502.7a", "502.7b"]
    zephid = run([his("zephid", "Zephid")], [{"play": {"card": "Shock", "targets": ["zephid"]}}], hand=["Shock"])
    assert zephid["illegal"][0]["rules"] == ["409.1c", "103.2", "415.1", "415.2"]


def test_goblin_gardener_destroys_a_land_as_it_dies() -> None:
    out = run([mine("gardener", "Goblin Gardener"), his("forest", "Forest")],
              [{"play": {"card": "Shock", "targets": ["gardener"]}}, {"resolve": "all"}], hand=["Shock"])
    assert graveyards(out) == (["Shock", "Goblin Gardener"], ["Forest"])


def test_spore_frog_is_sacrificed_to_prevent_all_combat_damage() -> None:
    out = run([his("wurm", "Craw Wurm"), mine("frog", "Spore Frog")],
              [{"attack": ["wurm"]}, {"activate": {"source": "frog"}}, {"resolve": "all"},
               {"advance": "postcombat_main"}], active="Bob")
    assert life(out) == (20, 20) and graveyards(out) == (["Spore Frog"], [])
    assert cited_by(out, "6 combat damage Craw Wurm would deal to Alice is prevented") == [
        "310.4", "419.1d", "419.7", "419.7a"]


def test_high_market_sacrifices_a_creature_for_one_life() -> None:
    out = run([mine("market", "High Market"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "market", "ability": 2, "sacrifice": ["bears"]}}, {"resolve": "all"}])
    assert life(out) == (21, 20) and graveyards(out) == (["Grizzly Bears"], [])


def test_morgue_theft_by_flashback_returns_a_creature_card() -> None:
    out = run([], [{"play": {"card": "Morgue Theft", "from": "graveyard", "targets": ["Grizzly Bears"]}},
                   {"resolve": "all"}], graveyard=["Morgue Theft", "Grizzly Bears"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Grizzly Bears"] and graveyards(out) == ([], [])
    assert out["final"]["players"]["Alice"]["removed"] == ["Morgue Theft"]


def test_a_band_of_war_elephant_and_teremko_griffin_splits_the_blockers_damage() -> None:
    band = [mine("elephant", "War Elephant"), mine("griffin", "Teremko Griffin"), his("bears", "Grizzly Bears")]
    out = run(band, [{"attack": [["elephant", "griffin"]]}, {"block": {"bears": "elephant"}},
                     {"assign": {"bears": {"elephant": 1, "griffin": 1}}, "by": "Alice"},
                     {"advance": "postcombat_main"}])
    assert graveyards(out) == ([], ["Grizzly Bears"])
    assert pt(out, "elephant") == (2, 2) and pt(out, "griffin") == (2, 2)
    assert "502.10e" in cited_by(out, "the rest of its band (Teremko Griffin) becomes blocked by it too")
    default = run(band, [{"attack": [["elephant", "griffin"]]}, {"block": {"bears": "elephant"}},
                         {"advance": "postcombat_main"}])
    assert graveyards(default) == (["War Elephant"], ["Grizzly Bears"])


def test_binding_grasps_cumulative_upkeep_unpaid_returns_the_creature() -> None:
    out = run([his("bears", "Grizzly Bears")],
              [{"play": {"card": "Binding Grasp", "targets": ["bears"]}}, {"resolve": "all"},
               {"advance": "next_turn"}, {"advance": "next_turn"}, {"resolve": "all"}, {"choose": {"pay": False}}],
              hand=["Binding Grasp"])
    assert graveyards(out) == (["Binding Grasp"], [])
    bears = perm(out, "bears")
    assert bears is not None and bears["controller"] == "Bob" and pt(out, "bears") == (2, 2)
    assert cited_by(out, "Grizzly Bears is now 2/3") == ["412.2", "418.4", "418.4b", "418.5e", "408.2b"]
    assert cited_by(out, "Alice doesn't pay {1}{U}") == ["413.2b", "413.2c"]
    assert cited_by(out, "Alice sacrifices Binding Grasp") == ["502.13", "502.13a", "410.5"]
    assert cited_by(out, "Grizzly Bears comes under Bob's control") == ["418.5a", "212.3d"]


def test_worn_powerstone_blood_pet_and_phyrexian_tower_make_mana_that_burns() -> None:
    out = run([mine("stone", "Worn Powerstone"), mine("pet", "Blood Pet"), mine("tower", "Phyrexian Tower"),
               mine("elves", "Llanowar Elves")],
              [{"activate": {"source": "stone"}}, {"activate": {"source": "pet"}},
               {"activate": {"source": "tower", "ability": 2, "sacrifice": ["elves"]}}, {"advance": "postcombat_main"}])
    assert life(out) == (15, 20) and graveyards(out) == (["Blood Pet", "Llanowar Elves"], [])
    assert cited_by(out, "Alice plays Blood Pet's mana ability") == ["406.1", "406.4", "411.1", "408.2", "408.2e"]
    assert cited_by(out, "Alice loses 5 life from mana burn") == ["300.3", "408.2g"]


def test_psychotic_haze_discarded_to_wild_mongrel_is_played_for_its_madness_cost() -> None:
    out = run([mine("mongrel", "Wild Mongrel"), his("elves", "Llanowar Elves")],
              [{"activate": {"source": "mongrel", "discard": ["Psychotic Haze"]}}, {"pass": True},
               {"play": {"card": "Psychotic Haze", "from": "removed"}}, {"resolve": "all"}], hand=["Psychotic Haze"])
    assert life(out) == (19, 19) and graveyards(out) == (["Psychotic Haze"], ["Llanowar Elves"])
    assert pt(out, "mongrel") == (3, 3)


def test_sandbar_crocodile_phases_out_in_its_controllers_untap_step() -> None:
    out = run([mine("croc", "Sandbar Crocodile")], [{"advance": "next_turn"}, {"advance": "next_turn"}])
    assert perm(out, "croc") is None and graveyards(out) == ([], [])
    assert cited_by(out, "Sandbar Crocodile phases out") == ["302.1", "502.15", "502.15a", "502.15b"]


def test_peacekeeper_stops_every_attack_until_its_upkeep_cost_goes_unpaid() -> None:
    out = run([his("keeper", "Peacekeeper"), mine("bears", "Grizzly Bears")], [{"attack": ["bears"]}])
    assert out["illegal"][0]["rules"] == ["500.1", "500.2", "402.3", "308.2"]
    unpaid = run([mine("keeper", "Peacekeeper"), mine("bears", "Grizzly Bears")],
                 [{"advance": "draw"}, {"choose": {"pay": False}}, {"advance": "precombat_main"},
                  {"attack": ["bears"]}, {"advance": "postcombat_main"}], step="untap")
    assert life(unpaid) == (20, 18) and graveyards(unpaid) == (["Peacekeeper"], [])
    assert cited_by(unpaid, "Alice doesn't pay {1}{W}") == ["413.2b", "413.2c"]
    assert cited_by(unpaid, "Grizzly Bears loses can't attack") == ["405.1", "412.1", "418.4", "418.4b", "407.1"]
