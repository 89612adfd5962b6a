"""The creatures and combat tricks of 2002-2004 board letters name (session 24a): the block of the
pool that holds them (Mirrodin block, Seventh and Eighth Edition, Onslaught, Odyssey and Invasion
blocks), whether each runs whole, and the engine playing the cards of it that run to exact outcomes,
with the rules it cites."""

from __future__ import annotations

from typing import Any

import pytest

from judge.errors import ScenarioError
from pool_blocks import cards_found, check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import check_untaps_only_when_paid, cited, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (session 25a's block follows it).
BLOCK = "# -- the creatures and combat tricks of 2002-2004 board letters name (session 24a)"
BLOCK_END = "# -- the cards of 2002-2004 tournament decks (session 25a)"
#: The cards of the block that the engine doesn't run whole (some of their text is in not_run).
NOT_RUN = {
    # Mirrodin
    "Flayed Nim",
    # Fifth Dawn
    "Skyreach Manta", "Synod Centurion", "Ferropede",
    # Eighth Edition
    "Panic Attack", "Redeem", "Guerrilla Tactics",
    # Odyssey, Torment and Judgment
    "Thermal Blast", "Twigwalker",
    "Trained Pronghorn",
    # Invasion, Planeshift and Apocalypse
    "Ancient Kavu",
}
SIZE, RUN_WHOLE = 148, 137  # Enslaved Dwarf, Liberated Dwarf, Wallop, Savage Offensive since session 31; Filthy Cur, Rustmouth Ogre, Sea Monster, Slipstream Eel, Pardic Lancer, Trolls of
# Tel-Jilad, Ogre Leadfoot, Tel-Jilad Wolf, Voltaic Construct, Purge, Viridian Scout, Goblin Digging Team, Skyshooter,
# Keldon Mantle, Sizzle run whole since session 25; Ghitu Fire-Eater since session 26, Roar of the Kha, Gang of Elk,
# Sparring Golem, Karstoderm, Cinder Wall, Fleshgrafter, Ascending Aven and Shepherd of
# Rot since session 28; Screeching Buzzard, Bonethorn Valesk since session 30


def test_the_block_has_its_size_and_stands_before_the_seventh_edition_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 22d's block and the first of session 25a's block
    check_place(block, SIZE, ("Alpha Myr", "Mournful Zombie"), ("Mishra's Workshop", "Vault of Whispers"))


def test_every_new_card_loads_and_runs_whole_unless_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, NOT_RUN, False)
    assert whole == RUN_WHOLE and text == SIZE - RUN_WHOLE == 11


test_printed_characteristics = printed_characteristics([
    ("Alpha Myr", "2", ("artifact", "creature"), ("Myr",), (2, 1)),
    ("Elite Archers", "5W", ("creature",), ("Soldier",), (3, 3)),
    ("Vizzerdrix", "6U", ("creature",), ("Beast",), (6, 6)),
    ("Steel Wall", "1", ("artifact", "creature"), ("Wall",), (0, 4)),
    ("Trolls of Tel-Jilad", "5GG", ("creature",), ("Troll", "Shaman"), (5, 6)),
    ("Tel-Jilad Outrider", "3G", ("creature",), ("Elf", "Warrior"), (3, 1)),
    ("Skyhunter Prowler", "2W", ("creature",), ("Cat", "Knight"), (1, 3)),
    ("Maggot Carrier", "B", ("creature",), ("Zombie",), (1, 1)),
    ("Sea Monster", "4UU", ("creature",), ("Serpent",), (6, 6)),
    ("Primeval Shambler", "4B", ("creature",), ("Mercenary",), (3, 3)),  # no Horror in 2003
    ("Aven Envoy", "U", ("creature",), ("Bird", "Soldier"), (0, 2)),
    ("Skyshooter", "1G", ("creature",), ("Centaur", "Archer"), (1, 2)),
    ("Twigwalker", "2G", ("creature",), ("Insect",), (2, 2)),
    ("Skywing Aven", "2U", ("creature",), ("Bird", "Soldier"), (2, 1)),
    ("Flowstone Charger", "2RW", ("creature",), ("Beast",), (2, 5)),
    ("Jungle Barrier", "2GU", ("creature",), ("Wall",), (2, 6)),
    ("Morgue Toad", "2B", ("creature",), ("Toad",), (2, 2)),
    ("Skyreach Manta", "5", ("artifact", "creature"), ("Fish",), (0, 0)),
    ("Fists of the Anvil", "1R", ("instant",), (), (None, None)),
    ("Canopy Claws", "G", ("instant",), (), (None, None)),
])


test_rulesjudge_card_finds_every_card_of_the_block = cards_found()


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    # (Trolls of Tel-Jilad runs since session 25, Enslaved Dwarf since session 31: Twigwalker, also an ability with
    # targets, in its place)
    ("Twigwalker", "two target creatures each"),
    ("Skyreach Manta", "sunburst (this comes into play with a +1/+1 counter on it for each color of mana"),
    # (Sizzle runs since session 25: Redeem, also a sorcery or instant of the block, in its place)
    ("Redeem", "prevent all damage that would be dealt this turn to up to two target creatures"),
    # (Sea Monster runs since session 25, Ascending Aven since session 28: Panic Attack, also a combat restriction of
    # the block, in its place)
    ("Panic Attack", "up to three target creatures can't block this turn"),
    ("Thermal Blast", "threshold - 5 damage to that creature instead"),
    # (Savage Offensive runs since session 31: Ancient Kavu, also a card of the block's Invasion part, in its place)
    ("Ancient Kavu", "this becomes colorless until end of turn"),
])


def test_twigwalkers_ability_is_refused_but_the_creature_can_be_used() -> None:
    # (Ghitu Fire-Eater runs whole since session 26: Twigwalker, also a 2/2 with a sacrifice ability, in its place)
    board = [mine("twig", "Twigwalker"), his("bears", "Grizzly Bears")]
    out = run(board, [{"attack": ["twig"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 18)  # a 2/2 that attacks as any creature does
    with pytest.raises(ScenarioError, match="does not run this ability of 'Twigwalker'"):
        run(board, [{"activate": {"source": "twig", "targets": ["twig", "bears"]}}])


# --- the engine playing the new cards ------------------------------------------------------


def test_elite_archers_deal_three_to_an_attacking_creature() -> None:
    out = run([mine("archers", "Elite Archers"), his("giant", "Hill Giant")],
              [{"attack": ["giant"]}, {"activate": {"source": "archers", "targets": ["giant"], "by": "Alice"}},
               {"resolve": "all"}], active="Bob")
    assert graveyards(out) == ([], ["Hill Giant"]) and life(out) == (20, 20)
    assert (perm(out, "archers") or {}).get("tapped") is True and {"403.1", "420.5c"} <= cited(out)


def test_lone_wolf_deals_its_damage_to_the_player_past_a_wall() -> None:
    out = run([mine("wolf", "Lone Wolf"), his("wall", "Wall of Stone")],
              [{"attack": ["wolf"]}, {"block": {"wall": "wolf"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 18) and (perm(out, "wall") or {}).get("damage") == 0 and "310.2e" in cited(out)


def test_giant_badger_grows_as_it_blocks_and_survives_a_hill_giant() -> None:
    out = run([mine("badger", "Giant Badger"), his("giant", "Hill Giant")],
              [{"attack": ["giant"]}, {"block": {"badger": "giant"}}, {"advance": "end_of_combat"}], active="Bob")
    assert graveyards(out) == ([], ["Hill Giant"]) and pt(out, "badger") == (4, 4)
    assert (perm(out, "badger") or {}).get("damage") == 3 and {"410.9a", "418.5a", "420.5c"} <= cited(out)


def test_goblin_elite_infantry_shrinks_when_blocked_and_dies() -> None:
    out = run([mine("infantry", "Goblin Elite Infantry"), his("bears", "Grizzly Bears")],
              [{"attack": ["infantry"]}, {"block": {"bears": "infantry"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == (["Goblin Elite Infantry"], []) and (perm(out, "bears") or {}).get("damage") == 1
    assert {"410.9a", "420.5c"} <= cited(out)


def test_lava_hounds_deal_four_damage_to_their_controller() -> None:
    out = run([], [{"play": {"card": "Lava Hounds"}}, {"resolve": "all"}], hand=["Lava Hounds"])
    assert life(out) == (16, 20) and pt(out, "lava-hounds") == (4, 4) and "410.10a" in cited(out)


def test_maggot_carrier_makes_each_player_lose_one_life() -> None:
    out = run([], [{"play": {"card": "Maggot Carrier"}}, {"resolve": "all"}], hand=["Maggot Carrier"])
    assert life(out) == (19, 19) and {"103.4", "410.10a"} <= cited(out)


def test_shock_troops_sacrifice_themselves_to_deal_two() -> None:
    out = run([mine("troops", "Shock Troops")], [{"activate": {"source": "troops", "targets": ["Bob"]}},
                                                 {"resolve": "all"}])
    assert life(out) == (20, 18) and graveyards(out) == (["Shock Troops"], []) and "409.1f" in cited(out)


def test_rogue_kavu_gets_bigger_only_attacking_alone() -> None:
    alone = run([mine("kavu", "Rogue Kavu")], [{"attack": ["kavu"]}, {"advance": "end_of_combat"}])
    assert life(alone) == (20, 17) and pt(alone, "kavu") == (3, 1) and "306.4" in cited(alone)
    together = run([mine("kavu", "Rogue Kavu"), mine("bears", "Grizzly Bears")],
                   [{"attack": ["kavu", "bears"]}, {"advance": "end_of_combat"}])
    assert life(together) == (20, 17) and pt(together, "kavu") == (1, 1)  # 1 + 2: no trigger


def test_flowstone_charger_trades_toughness_for_power_as_it_attacks() -> None:
    out = run([mine("charger", "Flowstone Charger")], [{"attack": ["charger"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 15) and pt(out, "charger") == (5, 2) and {"308.3", "418.5a"} <= cited(out)


def test_goblin_war_wagon_untaps_only_when_its_controller_pays_two_in_the_upkeep() -> None:
    check_untaps_only_when_paid("Goblin War Wagon", "wagon")


def test_cagemail_grows_a_creature_that_then_cant_attack() -> None:
    out = run([mine("cage", "Cagemail", attached_to="bears"), mine("bears", "Grizzly Bears")], [{"attack": ["bears"]}])
    (illegal,) = out["illegal"]
    assert pt(out, "bears") == (4, 4) and "308.2" in illegal["rules"] and "can't attack" in illegal["text"]


def test_goblin_glider_cant_block() -> None:
    out = run([mine("glider", "Goblin Glider"), his("bears", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"block": {"glider": "bears"}}], active="Bob")
    (illegal,) = out["illegal"]
    assert {"500.1", "500.3"} <= set(illegal["rules"]) and "Goblin Glider can't block" in illegal["text"]


def test_crackling_club_is_sacrificed_to_kill_a_one_toughness_creature() -> None:
    out = run([mine("club", "Crackling Club", attached_to="bears"), mine("bears", "Grizzly Bears"),
               his("elves", "Llanowar Elves")],
              [{"activate": {"source": "club", "targets": ["elves"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Crackling Club"], ["Llanowar Elves"]) and pt(out, "bears") == (2, 2)
    assert {"409.1f", "420.5c"} <= cited(out)


def test_crown_of_flames_pumps_twice_then_returns_to_its_owners_hand() -> None:
    out = run([mine("crown", "Crown of Flames", attached_to="bears"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "crown", "ability": 1}}, {"activate": {"source": "crown", "ability": 1}},
               {"resolve": "all"}, {"activate": {"source": "crown", "ability": 2}}, {"resolve": "all"}])
    assert pt(out, "bears") == (4, 2) and out["final"]["players"]["Alice"]["hand"] == ["Crown of Flames"]
    assert {"217.1a", "418.5a"} <= cited(out)


def test_airdrop_condor_sacrifices_a_goblin_to_deal_its_power() -> None:
    out = run([mine("condor", "Airdrop Condor"), mine("piker", "Goblin Piker")],
              [{"activate": {"source": "condor", "sacrifice": ["piker"], "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 18) and graveyards(out) == (["Goblin Piker"], []) and "409.1f" in cited(out)


def test_strafe_kills_a_nonred_creature_and_cant_target_a_red_one() -> None:
    out = run([his("bears", "Grizzly Bears")], [{"play": {"card": "Strafe", "targets": ["bears"]}}, {"resolve": "all"}],
              hand=["Strafe"])
    assert graveyards(out) == (["Strafe"], ["Grizzly Bears"]) and "420.5c" in cited(out)
    red = run([his("giant", "Hill Giant")], [{"play": {"card": "Strafe", "targets": ["giant"]}}], hand=["Strafe"])
    (illegal,) = red["illegal"]
    assert {"409.1c", "415.5"} <= set(illegal["rules"]) and "not a nonred creature" in illegal["text"]


def test_zap_kills_llanowar_elves_and_draws_a_card() -> None:
    out = run([his("elves", "Llanowar Elves")], [{"play": {"card": "Zap", "targets": ["elves"]}}, {"resolve": "all"}],
              hand=["Zap"])
    alice = out["final"]["players"]["Alice"]
    assert graveyards(out) == (["Zap"], ["Llanowar Elves"]) and (alice["hand"], alice["library"]) == (["Card"], 29)
    assert "420.5c" in cited(out)


def test_guided_strike_wins_a_fight_of_bears_with_first_strike() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("other", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"block": {"other": "bears"}},
               {"play": {"card": "Guided Strike", "targets": ["bears"], "by": "Alice"}}, {"resolve": "all"},
               {"advance": "end_of_combat"}], hand=["Guided Strike"])
    assert graveyards(out) == (["Guided Strike"], ["Grizzly Bears"]) and pt(out, "bears") == (3, 2)
    assert (perm(out, "bears") or {}).get("damage") == 0 and {"310.5", "502.2"} <= cited(out)


def test_recuperate_prevents_a_lightning_bolt() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Lightning Bolt", "targets": ["bears"], "by": "Bob"}},
               {"play": {"card": "Recuperate", "mode": 2, "targets": ["bears"], "by": "Alice"}}, {"resolve": "all"}],
              hand=["Recuperate"], bob_hand=["Lightning Bolt"])
    assert (perm(out, "bears") or {}).get("damage") == 0 and graveyards(out) == (["Recuperate"], ["Lightning Bolt"])
    assert {"419.7", "419.7b"} <= cited(out)


def test_shield_wall_saves_only_its_controllers_creatures() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("other", "Grizzly Bears")],
              [{"play": {"card": "Shock", "targets": ["bears"], "by": "Bob"}},
               {"play": {"card": "Shield Wall", "by": "Alice"}}, {"resolve": "all"}],
              hand=["Shield Wall"], bob_hand=["Shock"])
    assert pt(out, "bears") == (2, 4) and (perm(out, "bears") or {}).get("damage") == 2 and pt(out, "other") == (2, 2)
    assert graveyards(out) == (["Shield Wall"], ["Shock"]) and "418.3b" in cited(out)


def test_nausea_kills_every_one_toughness_creature() -> None:
    out = run([mine("elves", "Llanowar Elves"), his("other", "Llanowar Elves"), his("bears", "Grizzly Bears")],
              [{"play": {"card": "Nausea"}}, {"resolve": "all"}], hand=["Nausea"])
    assert graveyards(out) == (["Nausea", "Llanowar Elves"], ["Llanowar Elves"]) and pt(out, "bears") == (1, 1)
    assert {"418.3b", "420.5b"} <= cited(out)


def test_canopy_claws_flashed_back_takes_flying_away() -> None:
    out = run([his("angel", "Serra Angel")],
              [{"play": {"card": "Canopy Claws", "from": "graveyard", "targets": ["angel"]}}, {"resolve": "all"}],
              graveyard=["Canopy Claws"])
    abilities = (perm(out, "angel") or {}).get("abilities", [])
    assert "flying" not in abilities and graveyards(out) == ([], [])
    assert out["final"]["players"]["Alice"]["removed"] == ["Canopy Claws"] and {"502.22", "502.22a"} <= cited(out)


def test_lesser_gargadon_sacrifices_a_land_as_it_attacks() -> None:
    out = run([mine("gargadon", "Lesser Gargadon"), mine("mountain", "Mountain")],
              [{"attack": ["gargadon"]}, {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 14) and graveyards(out) == (["Mountain"], []) and {"308.3", "217.4a"} <= cited(out)


def test_ardent_soldier_kicked_comes_into_play_with_a_counter() -> None:
    out = run([], [{"play": {"card": "Ardent Soldier", "kicker": True}}, {"resolve": "all"}], hand=["Ardent Soldier"])
    soldier = perm(out, "ardent-soldier")
    assert soldier is not None and soldier["counters"] == {"+1/+1": 1} and pt(out, "ardent-soldier") == (2, 3)
    assert {"502.21", "502.21a"} <= cited(out)


def test_spark_mage_pings_a_creature_of_the_player_it_hits() -> None:
    out = run([mine("mage", "Spark Mage"), his("elves", "Llanowar Elves")],
              [{"attack": ["mage"]}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    assert life(out) == (20, 19) and graveyards(out) == ([], ["Llanowar Elves"]) and {"410.4", "410.5"} <= cited(out)


def test_elite_javelineer_hits_the_attacker_it_blocks() -> None:
    out = run([mine("javelineer", "Elite Javelineer"), his("bears", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"block": {"javelineer": "bears"}}, {"resolve": "all"},
               {"advance": "end_of_combat"}], active="Bob")
    # 1 damage as it blocks, then 2 in combat: both creatures die
    assert graveyards(out) == (["Elite Javelineer"], ["Grizzly Bears"]) and {"410.9a", "420.5c"} <= cited(out)


def test_riptide_crab_draws_a_card_as_it_dies() -> None:
    out = run([mine("crab", "Riptide Crab")],
              [{"play": {"card": "Lightning Bolt", "targets": ["crab"], "by": "Bob"}}, {"resolve": "all"}],
              bob_hand=["Lightning Bolt"])
    alice = out["final"]["players"]["Alice"]
    assert graveyards(out) == (["Riptide Crab"], ["Lightning Bolt"])
    assert (alice["hand"], alice["library"]) == (["Card"], 29)
    assert "410.10d" in cited(out)


def test_glimmering_angel_cant_be_targeted_after_its_ability() -> None:
    out = run([mine("angel", "Glimmering Angel")],
              [{"play": {"card": "Lightning Bolt", "targets": ["angel"], "by": "Bob"}},
               {"activate": {"source": "angel", "by": "Alice"}}, {"resolve": "all"}], bob_hand=["Lightning Bolt"])
    # the Bolt's only target is illegal as it resolves: it is countered
    assert (perm(out, "angel") or {}).get("damage") == 0 and graveyards(out) == ([], ["Lightning Bolt"])
    assert "413.2a" in cited(out)


def test_tangle_spider_played_as_an_instant_blocks_a_flyer() -> None:
    out = run([his("angel", "Serra Angel")],
              [{"attack": ["angel"]}, {"play": {"card": "Tangle Spider", "by": "Alice"}}, {"resolve": "all"},
               {"block": {"tangle-spider": "angel"}}, {"advance": "end_of_combat"}],
              hand=["Tangle Spider"], active="Bob")
    assert life(out) == (20, 20) and graveyards(out) == (["Tangle Spider"], [])
    assert (perm(out, "angel") or {}).get("damage") == 3 and "420.5c" in cited(out)


def test_deepwood_ghoul_pays_two_life_to_regenerate() -> None:
    out = run([mine("ghoul", "Deepwood Ghoul")],
              [{"play": {"card": "Lightning Bolt", "targets": ["ghoul"], "by": "Bob"}},
               {"activate": {"source": "ghoul", "by": "Alice"}}, {"resolve": "all"}], bob_hand=["Lightning Bolt"])
    ghoul = perm(out, "ghoul")
    assert ghoul is not None and ghoul["tapped"] is True and life(out) == (18, 20)
    assert graveyards(out) == ([], ["Lightning Bolt"]) and "419.6b" in cited(out)


def test_bloodfire_dwarf_hits_each_creature_without_flying() -> None:
    out = run([mine("dwarf", "Bloodfire Dwarf"), his("elves", "Llanowar Elves"), his("thopter", "Ornithopter"),
               mine("bears", "Grizzly Bears")], [{"activate": {"source": "dwarf"}}, {"resolve": "all"}])
    assert graveyards(out) == (["Bloodfire Dwarf"], ["Llanowar Elves"])
    assert (perm(out, "bears") or {}).get("damage") == 1 and (perm(out, "thopter") or {}).get("damage") == 0


def test_spurred_wolverine_taps_two_beasts_to_give_first_strike() -> None:
    out = run([mine("wolverine", "Spurred Wolverine"), mine("b1", "Krosan Tusker"), mine("b2", "Krosan Tusker")],
              [{"activate": {"source": "wolverine", "targets": ["wolverine"]}}, {"resolve": "all"}])
    assert "first strike" in (perm(out, "wolverine") or {}).get("abilities", [])
    assert [(perm(out, pid) or {}).get("tapped") for pid in ("wolverine", "b1", "b2")] == [False, True, True]
    assert "409.1f" in cited(out)


# --- a card of an older block set right while this one was built ---------------------------


def test_goblin_legionnaire_pays_red_or_white_mana_with_its_sacrifice() -> None:
    red = run([mine("gob", "Goblin Legionnaire")],
              [{"activate": {"source": "gob", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(red) == (20, 18) and graveyards(red) == (["Goblin Legionnaire"], [])
    assert "(paying {R} and sacrificing it)" in red["events"][0]["text"]
    white = run([mine("gob", "Goblin Legionnaire"), mine("bears", "Grizzly Bears")],
                [{"activate": {"source": "gob", "ability": 2, "targets": ["bears"]}}, {"resolve": "all"}])
    assert "(paying {W} and sacrificing it)" in white["events"][0]["text"]
