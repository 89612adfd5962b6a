"""The cards of 2002-2004 tournament decks (session 25a): the block of the pool that holds the
lands, mana artifacts, sideboard cards and staples of the decks of the time that the pool lacked
(Mirrodin block, Seventh and Eighth Edition, the Onslaught, Odyssey, Invasion, Masques and Urza's
blocks and older cards), whether each runs whole, and the engine playing the cards of it that run
to exact outcomes, with the rules it cites."""

from __future__ import annotations

from typing import Any

import pytest

from pool_blocks import cards_found, check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import cited, cited_by, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before the Seventh and Eighth Edition block).
BLOCK = "# -- the cards of 2002-2004 tournament decks (session 25a)"
BLOCK_END = "# -- Seventh and Eighth Edition and classic reprints"
#: The cards of the block that the engine doesn't run whole (some of their text is in not_run).
NOT_RUN = {
    # Mirrodin, Darksteel and Fifth Dawn
    "Serum Tank", "Wail of the Nim",
    "Bringer of the Black Dawn", "Beacon of Unrest", "Beacon of Tomorrows",
    "Hoverguard Sweepers", "Pulse of the Fields", "Ferocious Charge", "Beacon of Creation",
    "Plunge into Darkness", "Lose Hope",
    "Granulate", "Stasis Cocoon", "Infused Arrows",
    # (Rebuild, Repel, Battle of Wits, Grafted Skullcap, Ancestor's Chosen run since session 32)
    # Seventh and Eighth Edition, Onslaught, Odyssey, Invasion, Masques and Urza's blocks and older cards
    "Plow Under", "Pyrokinesis", "Gerrard's Verdict",
    "Words of Wisdom", "Turnabout", "Merchant Scroll", "Peer Through Depths", "Ophidian",
    "Flash of Insight", "Lat-Nam's Legacy", "High Tide", "Mishra's Helix",
    "Scroll Rack", "The Rack", "Mana Crypt", "Uba Mask", "Draco", "Gorilla Shaman",
    "Goblin Tinkerer", "Goblin Vandal", "Goblin Cadets", "Goblin Mutant", "Early Harvest", "Land Grant",
    "Tribal Forcemage", "Artifact Mutation", "Sterling Grove",
    "Jihad", "Transcendence", "Ghoul's Feast", "Planar Void",
    "Chlorophant", "Mirror Wall", "Thoughtbound Primoc", "Wild Dogs",
    # lands
    "Krosan Verge",
    "Starlit Sanctum", "Urza's Tower", "Urza's Mine", "Urza's Power Plant", "Reflecting Pool",
    "Scorched Ruins", "City of Traitors",
    # (Stalking Stones runs since session 33)
}
SIZE, RUN_WHOLE = 145, 88  # Vicious Betrayal since session 34; Stalking Stones since session 33; Rebuild, Repel, Battle of Wits, Grafted Skullcap, Ancestor's Chosen since session 32; Centaur Garden, Nomad Stadium and Creeping Mold since session 31;
# Moriok Scavenger, Acid Web Spider, Irradiate, Haunted Crossroads and
# Petrified Field, Tarnished Citadel and Ancient Tomb since session 28; Spire Golem, Oxidda Golem and
# the Bringers of the Green and Blue Dawn, Abolish, Vine Dryad, Mind Sludge,
# Emissary of Despair since 30


def test_the_block_has_its_size_and_stands_before_the_seventh_edition_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 24a's block and the first of the Seventh and Eighth Edition block
    check_place(block, SIZE, ("Vault of Whispers", "City of Traitors"), ("Mournful Zombie", "Birds of Paradise"))


def test_every_new_card_loads_and_runs_whole_unless_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, NOT_RUN, False)
    assert whole == RUN_WHOLE and text == SIZE - RUN_WHOLE == 57


test_printed_characteristics = printed_characteristics([
    ("Vault of Whispers", "", ("artifact", "land"), (), (None, None)),
    ("Talisman of Progress", "2", ("artifact",), (), (None, None)),
    ("Sylvok Replica", "3", ("artifact", "creature"), ("Shaman",), (1, 3)),
    ("Spikeshot Elder", "R", ("creature",), ("Goblin", "Shaman"), (1, 1)),
    ("Hoverguard Sweepers", "6UU", ("creature",), ("Drone",), (5, 6)),
    ("Bringer of the Green Dawn", "7GG", ("creature",), ("Bringer",), (5, 5)),
    ("Stasis Cocoon", "1W", ("enchantment",), ("Enchant Artifact",), (None, None)),  # no Aura in 2003
    ("Stalking Bloodsucker", "4BB", ("creature",), ("Vampire",), (4, 4)),
    ("Cavern Harpy", "UB", ("creature",), ("Beast",), (2, 1)),
    ("Goblin Tinkerer", "1R", ("creature",), ("Goblin",), (1, 2)),  # no Artificer in 2003
    ("Vine Dryad", "3G", ("creature",), ("Dryad",), (1, 3)),
    ("Skyshroud Elite", "G", ("creature",), ("Elf",), (1, 1)),
    ("Su-Chi", "4", ("artifact", "creature"), ("Construct",), (4, 4)),
    ("Draco", "16", ("artifact", "creature"), ("Dragon",), (9, 9)),
    ("Flash of Insight", "X1U", ("instant",), (), (None, None)),
    ("Peer Through Depths", "1U", ("instant",), ("Arcane",), (None, None)),
    ("Savannah", "", ("land",), ("Forest", "Plains"), (None, None)),
    ("Plateau", "", ("land",), ("Mountain", "Plains"), (None, None)),
])


test_rulesjudge_card_finds_every_card_of_the_block = cards_found()


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    # (Ancient Tomb runs since session 28: City of Traitors, also a land, in its place)
    ("City of Traitors", "when you play another land, sacrifice this"),
    ("Bringer of the Black Dawn", "you may pay 2 life; if you do, search your library"),  # Spire Golem runs since 30
    ("Mana Crypt", "flip a coin; if you lose the flip, this deals 3 damage to you"),
    ("Ophidian", "if you do, this deals no combat damage this turn"),
    ("Plow Under", "put two target lands on top of their owners' libraries"),
    ("Ferocious Charge", "scry 2"),
    ("Pyrokinesis", "remove a red card in your hand from the game rather than pay this spell's mana cost"),
    ("Urza's Tower", "if you control an Urza's Mine and an Urza's Power-Plant, add {3} instead"),
])


# --- the engine playing the new cards ------------------------------------------------------


@pytest.mark.parametrize(("choice", "pool"), [([], "{B}"), ([{"choose": {"color": "red"}}], "{R}")])
def test_talisman_of_indulgence_makes_black_or_red_mana_and_deals_one_damage(choice: list[dict[str, Any]],
                                                                             pool: str) -> None:
    out = run([mine("talisman", "Talisman of Indulgence")], [{"activate": {"source": "talisman", "ability": 2}}, *choice])
    assert out["final"]["players"]["Alice"]["mana_pool"] == pool and life(out) == (19, 20)
    assert (perm(out, "talisman") or {}).get("tapped") is True and {"406.4", "411.1", "413.2b"} <= cited(out)


def test_adarkar_wastes_deals_damage_only_for_its_colored_mana() -> None:
    colorless = run([mine("wastes", "Adarkar Wastes")], [{"activate": {"source": "wastes", "ability": 1}}])
    assert colorless["final"]["players"]["Alice"]["mana_pool"] == "{1}" and life(colorless) == (20, 20)
    white = run([mine("wastes", "Adarkar Wastes")], [{"activate": {"source": "wastes", "ability": 2}}])
    assert white["final"]["players"]["Alice"]["mana_pool"] == "{W}" and life(white) == (19, 20)


def test_crystal_vein_is_sacrificed_for_two_mana_without_the_stack() -> None:
    out = run([mine("vein", "Crystal Vein")], [{"activate": {"source": "vein", "ability": 2}}])
    assert out["final"]["players"]["Alice"]["mana_pool"] == "{2}" and graveyards(out) == (["Crystal Vein"], [])
    assert cited_by(out, "Crystal Vein's mana ability")[:3] == ["406.1", "406.4", "411.1"]


def test_dust_bowl_sacrifices_a_land_to_destroy_a_nonbasic_land_and_cant_target_a_basic_one() -> None:
    out = run([mine("bowl", "Dust Bowl"), mine("mountain", "Mountain"), his("wastes", "Adarkar Wastes")],
              [{"activate": {"source": "bowl", "ability": 2, "sacrifice": ["mountain"], "targets": ["wastes"]}},
               {"resolve": "all"}])
    assert graveyards(out) == (["Mountain"], ["Adarkar Wastes"]) and (perm(out, "bowl") or {}).get("tapped") is True
    assert {"409.1f", "413.2b"} <= cited(out)
    basic = run([mine("bowl", "Dust Bowl"), mine("mountain", "Mountain"), his("forest", "Forest")],
                [{"activate": {"source": "bowl", "ability": 2, "sacrifice": ["mountain"], "targets": ["forest"]}}])
    (illegal,) = basic["illegal"]
    assert illegal["rules"] == ["409.1c", "415.5"] and "Forest is not a nonbasic land" in illegal["text"]


def test_sylvok_replica_sacrifices_itself_to_destroy_a_talisman() -> None:
    out = run([mine("replica", "Sylvok Replica"), his("talisman", "Talisman of Unity")],
              [{"activate": {"source": "replica", "targets": ["talisman"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Sylvok Replica"], ["Talisman of Unity"]) and {"402.6", "413.2f"} <= cited(out)


def test_wand_of_the_elements_turns_an_island_into_a_flying_elemental() -> None:
    out = run([mine("wand", "Wand of the Elements"), mine("island", "Island")],
              [{"activate": {"source": "wand", "ability": 1, "sacrifice": ["island"]}}, {"resolve": "all"}])
    token = perm(out, "elemental")
    assert token is not None and (token["power"], token["toughness"], token["colors"]) == (2, 2, ["blue"])
    assert token["abilities"] == ["flying"] and token["token"] is True and graveyards(out) == (["Island"], [])
    assert {"216.1", "409.1f"} <= cited(out)


def test_blasting_station_pings_and_untaps_when_a_creature_comes_into_play() -> None:
    out = run([mine("station", "Blasting Station"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "station", "sacrifice": ["bears"], "targets": ["Bob"]}}, {"resolve": "all"},
               {"play": {"card": "Grizzly Bears"}}, {"resolve": "all"}], hand=["Grizzly Bears"])
    assert life(out) == (20, 19) and graveyards(out) == (["Grizzly Bears"], [])
    assert (perm(out, "station") or {}).get("tapped") is False and {"410.10a", "410.5"} <= cited(out)


def test_yavimaya_elder_draws_a_card_and_searches_as_it_is_sacrificed() -> None:
    out = run([mine("elder", "Yavimaya Elder")], [{"activate": {"source": "elder"}}, {"resolve": "all"}])
    alice = out["final"]["players"]["Alice"]
    assert graveyards(out) == (["Yavimaya Elder"], []) and (alice["hand"], alice["library"]) == (["Card"], 29)
    assert "217.2b" in cited_by(out, "searches his or her library for up to 2 basic land cards")
    assert {"410.10c", "410.10d"} <= cited(out)


def test_mogg_war_marshal_makes_a_goblin_as_it_comes_and_as_it_goes() -> None:
    out = run([], [{"play": {"card": "Mogg War Marshal"}}, {"resolve": "all"},
                   {"play": {"card": "Shock", "targets": ["mogg-war-marshal"], "by": "Bob"}}, {"resolve": "all"}],
              hand=["Mogg War Marshal"], bob_hand=["Shock"])
    assert graveyards(out) == (["Mogg War Marshal"], ["Shock"]) and pt(out, "goblin") == pt(out, "goblin-2") == (1, 1)
    assert {"410.10a", "410.10d", "420.5c"} <= cited(out)


def test_mogg_raider_sacrifices_a_goblin_to_pump_a_creature() -> None:
    out = run([mine("raider", "Mogg Raider"), mine("piker", "Goblin Piker"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "raider", "sacrifice": ["piker"], "targets": ["bears"]}}, {"resolve": "all"}])
    assert pt(out, "bears") == (3, 3) and graveyards(out) == (["Goblin Piker"], []) and "409.1f" in cited(out)


def test_stalking_bloodsucker_discards_to_hit_for_six() -> None:
    out = run([mine("vampire", "Stalking Bloodsucker")],
              [{"activate": {"source": "vampire", "discard": ["Shock"]}}, {"resolve": "all"}, {"attack": ["vampire"]},
               {"advance": "end_of_combat"}], hand=["Shock"])
    assert life(out) == (20, 14) and pt(out, "vampire") == (6, 6) and graveyards(out) == (["Shock"], [])
    assert "418.5a" in cited(out)


def test_cavern_harpy_returns_a_blue_creature_then_itself_for_a_life() -> None:
    out = run([mine("elves", "Llanowar Elves"), mine("looter", "Merfolk Looter")],
              [{"play": {"card": "Cavern Harpy"}}, {"resolve": "all"}, {"activate": {"source": "cavern-harpy"}},
               {"resolve": "all"}], hand=["Cavern Harpy"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Merfolk Looter", "Cavern Harpy"] and life(out) == (19, 20)
    assert perm(out, "elves") is not None and {"217.1a", "409.1h"} <= cited(out)


def test_su_chi_adds_four_mana_as_it_is_put_into_a_graveyard() -> None:
    out = run([mine("suchi", "Su-Chi")], [{"effect": {"destroy": "suchi"}}, {"resolve": "all"}])
    assert out["final"]["players"]["Alice"]["mana_pool"] == "{4}" and graveyards(out) == (["Su-Chi"], [])
    assert {"410.10d", "406.2"} <= cited(out)


def test_snap_bounces_a_creature_and_untaps_two_lands() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("i1", "Island", tapped=True), mine("i2", "Island", tapped=True)],
              [{"play": {"card": "Snap", "targets": ["bears"]}}, {"resolve": "all"}], hand=["Snap"])
    assert out["final"]["players"]["Bob"]["hand"] == ["Grizzly Bears"] and graveyards(out) == (["Snap"], [])
    assert [(perm(out, pid) or {}).get("tapped") for pid in ("i1", "i2")] == [False, False] and "217.1a" in cited(out)


def test_meditate_draws_four_and_its_player_skips_his_next_turn() -> None:
    out = run([], [{"play": {"card": "Meditate"}}, {"resolve": "all"}, {"advance": "next_turn"},
                   {"advance": "next_turn"}], hand=["Meditate"])
    alice = out["final"]["players"]["Alice"]
    assert (alice["hand"], alice["library"]) == (["Card"] * 4, 26) and out["final"]["active"] == "Bob"
    assert "300.9" in cited(out)
    unskipped = run([], [{"advance": "next_turn"}, {"advance": "next_turn"}])
    assert unskipped["final"]["active"] == "Alice"


def test_probe_kicked_draws_three_discards_two_and_makes_the_target_discard_two() -> None:
    out = run([], [{"play": {"card": "Probe", "kicker": True, "targets": ["Bob"]}}, {"resolve": "all"}],
              hand=["Probe", "Shock", "Giant Growth"], bob_hand=["Lightning Bolt", "Counterspell", "Forest"])
    players = out["final"]["players"]
    assert graveyards(out) == (["Shock", "Giant Growth", "Probe"], ["Lightning Bolt", "Counterspell"])
    assert (players["Alice"]["hand"], players["Alice"]["library"], players["Bob"]["hand"]) == (["Card"] * 3, 27,
                                                                                              ["Forest"])
    assert {"502.21a", "502.21c"} <= cited(out)


def test_echoing_ruin_destroys_every_artifact_with_the_targets_name() -> None:
    out = run([his("t1", "Talisman of Unity"), his("t2", "Talisman of Unity"), his("t3", "Talisman of Progress"),
               mine("t4", "Talisman of Unity")],
              [{"play": {"card": "Echoing Ruin", "targets": ["t1"]}}, {"resolve": "all"}], hand=["Echoing Ruin"])
    assert graveyards(out) == (["Talisman of Unity", "Echoing Ruin"], ["Talisman of Unity", "Talisman of Unity"])
    assert perm(out, "t3") is not None and "413.2b" in cited(out)


def test_springleaf_drum_taps_a_creature_for_mana_of_any_color() -> None:
    out = run([mine("drum", "Springleaf Drum"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "drum"}}, {"choose": {"color": "green"}}])
    assert out["final"]["players"]["Alice"]["mana_pool"] == "{G}"
    assert [(perm(out, pid) or {}).get("tapped") for pid in ("drum", "bears")] == [True, True]
    assert {"409.1f", "411.1"} <= cited(out)


def test_ghitu_encampment_attacks_with_first_strike_and_kills_a_blocker_unharmed() -> None:
    out = run([mine("camp", "Ghitu Encampment"), his("bears", "Grizzly Bears")],
              [{"activate": {"source": "camp", "ability": 2}}, {"resolve": "all"}, {"attack": ["camp"]},
               {"block": {"bears": "camp"}}, {"advance": "end_of_combat"}])
    camp = perm(out, "camp")
    assert camp is not None and (camp["power"], camp["toughness"], camp["damage"]) == (2, 1, 0)
    assert camp["types"] == ["creature", "land"] and graveyards(out) == ([], ["Grizzly Bears"])
    assert {"310.5", "418.5b", "502.2"} <= cited(out)


def test_forbidding_watchtower_blocks_a_hill_giant_and_survives() -> None:
    out = run([mine("tower", "Forbidding Watchtower"), his("giant", "Hill Giant")],
              [{"activate": {"source": "tower", "ability": 2, "by": "Alice"}}, {"resolve": "all"},
               {"attack": ["giant"]}, {"block": {"tower": "giant"}}, {"advance": "end_of_combat"}], active="Bob")
    assert life(out) == (20, 20) and pt(out, "tower") == (1, 5) and (perm(out, "tower") or {}).get("damage") == 3
    assert (perm(out, "giant") or {}).get("damage") == 1 and {"418.5a", "418.5b"} <= cited(out)
