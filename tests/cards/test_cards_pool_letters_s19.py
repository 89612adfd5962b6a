"""The 2002-2004 cards the letters of players name most (Mirrodin, Darksteel, the Onslaught
and Odyssey blocks, 7th and 8th Edition, the Invasion block): the block of the pool that holds
them, whether each runs whole, and the engine playing a sample of them to exact outcomes."""

from __future__ import annotations

from typing import Any

import pytest

from judge.cards import card_named
from pool_blocks import check_place, printed_characteristics, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, run

#: The comments that open and close the block (it stands right after Hill Giant).
BLOCK = "# -- the 2002-2004 cards the letters of players name most"
BLOCK_END = "# -- end of the 2002-2004 letters block"
#: The cards of the block whose text the engine does not run whole.
NOT_RUN = {
    "Aven Windreader", "Explosive Growth", "Glowrider",
}  # Stern Judge runs since session 28; Minotaur Explorer runs since session 25 (the verdict reader takes "Canyon Minotaur (3/3)" for one card); Enrage runs since session 20; Grassland Crusader and Zombie Cannibal since session 22; Vulshok War Boar, Goblin
#    Lookout, Foothill Guide and Treetop Scout since session 23 (tests/judge/test_judge_pool_s23.py: Minotaur
#    Explorer, which the same grammar reads, stays text); Plated Slagwurm since session 24; Pardic Swordsmith,
#    Nosy Goblin since session 25


def test_the_block_has_its_size_and_stands_after_hill_giant(block: list[dict[str, Any]]) -> None:
    check_place(block, 153, ("Vulshok Battlegear", "Sleeper's Robe"), ("Hill Giant", "Serra Angel"))


def test_every_new_card_loads_and_runs_whole_unless_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, NOT_RUN, False)
    assert whole == 150  # Dross Golem, Auriok Bladewarden, Canopy Crawler since session 30; Enrage since session 20; Grassland Crusader, Zombie Cannibal since 22; 4 in 23; 1 in 24; 3 in 25 (Minotaur Explorer); 1 in 28


test_printed_characteristics = printed_characteristics([
    ("Vulshok Battlegear", "3", ("artifact",), ("Equipment",), (None, None)),
    ("Symbiotic Wurm", "5GGG", ("creature",), ("Wurm",), (7, 7)),
    ("Phantom Flock", "3WW", ("creature",), ("Bird", "Soldier", "Spirit"), (0, 0)),
    ("Darksteel Myr", "3", ("artifact", "creature"), ("Myr",), (0, 1)),
    ("Raging Kavu", "1RG", ("creature",), ("Kavu",), (3, 1)),
])


def test_a_not_run_card_is_refused_with_its_text() -> None:
    message = card_named("Glowrider").not_run_message()
    assert "Glowrider" in message and "noncreature spells cost {1} more to play" in message


# --- the engine playing the new cards ------------------------------------------------------


def test_vulshok_battlegear_makes_an_unblocked_bear_deal_five() -> None:
    out = run([mine("bears", "Grizzly Bears"), mine("gear", "Vulshok Battlegear", attached_to="bears")],
              [{"attack": ["bears"]}, {"block": {}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 15)


def test_neurok_hoversail_gives_flying_a_bear_cant_block() -> None:
    out = run([mine("bears", "Grizzly Bears"), mine("sail", "Neurok Hoversail", attached_to="bears"),
               his("other", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"block": {"other": "bears"}}])
    (illegal,) = out["illegal"]
    assert "502.4" in " ".join(illegal["rules"])


def test_tel_jilad_archers_blocks_a_flyer_and_takes_no_damage_from_an_artifact() -> None:
    out = run([mine("scimitar", "Dancing Scimitar"), his("archers", "Tel-Jilad Archers")],
              [{"attack": ["scimitar"]}, {"block": {"archers": "scimitar"}}, {"advance": "end_of_combat"}])
    assert out["illegal"] == []
    archers, scimitar = perm(out, "archers"), perm(out, "scimitar")
    assert archers is not None and archers["damage"] == 0  # protection from artifacts (502.7)
    assert scimitar is not None and scimitar["damage"] == 2
    assert life(out) == (20, 20)


def test_pewter_golem_regenerates_from_destruction() -> None:
    out = run([mine("golem", "Pewter Golem")],
              [{"activate": {"source": "golem"}}, {"resolve": "all"}, {"effect": {"destroy": "golem"}}])
    golem = perm(out, "golem")
    assert golem is not None and golem["tapped"] is True and golem["damage"] == 0
    assert graveyards(out) == ([], [])


def test_darksteel_myr_survives_destroy_and_lethal_damage() -> None:
    out = run([mine("myr", "Darksteel Myr")],
              [{"effect": {"destroy": "myr"}}, {"effect": {"damage": 5, "to": "myr"}}])
    myr = perm(out, "myr")
    assert myr is not None and myr["damage"] == 5
    assert graveyards(out) == ([], [])


def test_myr_moonvessel_adds_one_when_put_into_a_graveyard() -> None:
    out = run([mine("myr", "Myr Moonvessel")], [{"effect": {"destroy": "myr"}}, {"resolve": "all"}])
    assert out["final"]["players"]["Alice"]["mana_pool"] == "{1}"
    assert graveyards(out) == (["Myr Moonvessel"], [])


@pytest.mark.parametrize(("card", "insects"), [("Symbiotic Wurm", 7), ("Symbiotic Beast", 4)])
def test_a_symbiotic_creature_leaves_insects(card: str, insects: int) -> None:
    out = run([mine("it", card)], [{"effect": {"destroy": "it"}}, {"resolve": "all"}])
    tokens = [(p["name"], p["power"], p["toughness"], p["controller"]) for p in out["final"]["in_play"]]
    assert tokens == [("Insect", 1, 1, "Alice")] * insects


def test_dive_bomber_shoots_down_an_attacker() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("bomber", "Dive Bomber")],
              [{"attack": ["bears"]}, {"activate": {"source": "bomber", "targets": ["bears"], "by": "Bob"}},
               {"resolve": "all"}])
    assert graveyards(out) == (["Grizzly Bears"], ["Dive Bomber"])


def test_phantom_nomad_loses_a_counter_instead_of_taking_damage() -> None:
    once = run([mine("nomad", "Phantom Nomad", counters={"+1/+1": 2})],
               [{"effect": {"damage": 5, "to": "nomad"}}])
    nomad = perm(once, "nomad")
    assert nomad is not None and (nomad["power"], nomad["toughness"], nomad["damage"]) == (1, 1, 0)
    twice = run([mine("nomad", "Phantom Nomad", counters={"+1/+1": 2})],
                [{"effect": {"damage": 1, "to": "nomad"}}, {"effect": {"damage": 1, "to": "nomad"}}])
    assert perm(twice, "nomad") is None and graveyards(twice) == (["Phantom Nomad"], [])  # 0/0: 420.5a


def test_phantom_flock_comes_into_play_with_three_counters() -> None:
    out = run([], [{"play": {"card": "Phantom Flock"}}, {"resolve": "all"}], hand=["Phantom Flock"])
    (flock,) = out["final"]["in_play"]
    assert (flock["power"], flock["toughness"], flock["counters"]) == (3, 3, {"+1/+1": 3})


@pytest.mark.parametrize(("spell", "pt"), [("Sudden Strength", (5, 5)), ("Aggressive Urge", (3, 3))])
def test_a_pump_that_draws_a_card(spell: str, pt: tuple[int, int]) -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": spell, "targets": ["bears"]}}, {"resolve": "all"}], hand=[spell])
    bears = perm(out, "bears")
    assert bears is not None and (bears["power"], bears["toughness"]) == pt
    assert len(out["final"]["players"]["Alice"]["hand"]) == 1
    assert out["final"]["players"]["Alice"]["library"] == 29


def test_afflict_kills_a_one_toughness_creature_and_draws() -> None:
    out = run([his("elves", "Llanowar Elves")],
              [{"play": {"card": "Afflict", "targets": ["elves"]}}, {"resolve": "all"}], hand=["Afflict"])
    assert graveyards(out) == (["Afflict"], ["Llanowar Elves"])
    assert len(out["final"]["players"]["Alice"]["hand"]) == 1


def test_vicious_hunger_kills_a_bear_and_gains_two() -> None:
    out = run([his("bears", "Grizzly Bears")],
              [{"play": {"card": "Vicious Hunger", "targets": ["bears"]}}, {"resolve": "all"}],
              hand=["Vicious Hunger"])
    assert graveyards(out) == (["Vicious Hunger"], ["Grizzly Bears"]) and life(out) == (22, 20)


def test_ember_shot_deals_three_and_draws() -> None:
    out = run([], [{"play": {"card": "Ember Shot", "targets": ["Bob"]}}, {"resolve": "all"}], hand=["Ember Shot"])
    assert life(out) == (20, 17) and len(out["final"]["players"]["Alice"]["hand"]) == 1


def test_spiritual_guardian_gains_four_as_it_comes_into_play() -> None:
    out = run([], [{"play": {"card": "Spiritual Guardian"}}, {"resolve": "all"}], hand=["Spiritual Guardian"])
    assert life(out) == (24, 20) and [p["name"] for p in out["final"]["in_play"]] == ["Spiritual Guardian"]


@pytest.mark.parametrize(("card", "lives"), [
    ("Horned Cheetah", (22, 18)),   # gains the damage it deals
    ("Lightning Elemental", (20, 16)),
])
def test_an_unblocked_attacker(card: str, lives: tuple[int, int]) -> None:
    out = run([mine("it", card)], [{"attack": ["it"]}, {"block": {}}, {"advance": "end_of_combat"}])
    assert life(out) == lives


def test_slith_bloodletter_grows_when_it_hits_a_player() -> None:
    out = run([mine("slith", "Slith Bloodletter")],
              [{"attack": ["slith"]}, {"block": {}}, {"advance": "end_of_combat"}])
    slith = perm(out, "slith")
    assert life(out) == (20, 19)
    assert slith is not None and (slith["power"], slith["toughness"], slith["counters"]) == (2, 2, {"+1/+1": 1})


def test_slith_strider_draws_when_it_becomes_blocked() -> None:
    out = run([mine("slith", "Slith Strider"), his("wall", "Wall of Stone")],
              [{"attack": ["slith"]}, {"block": {"wall": "slith"}}, {"resolve": "all"}])
    assert len(out["final"]["players"]["Alice"]["hand"]) == 1
    slith = perm(out, "slith")
    assert slith is not None and slith["counters"] == {}


def test_charging_troll_attacks_without_tapping() -> None:
    out = run([mine("troll", "Charging Troll")], [{"attack": ["troll"]}])
    troll = perm(out, "troll")
    assert troll is not None and troll["tapped"] is False


@pytest.mark.parametrize(("card", "pt"), [
    ("Springing Tiger", (5, 5)), ("Krosan Beast", (8, 8)), ("Mystic Penitent", (2, 2)),
])
def test_threshold_with_seven_cards_in_the_graveyard(card: str, pt: tuple[int, int]) -> None:
    with_seven = run([mine("it", card)], [], graveyard=["Shock"] * 7)
    with_six = run([mine("it", card)], [], graveyard=["Shock"] * 6)
    full, short = perm(with_seven, "it"), perm(with_six, "it")
    assert full is not None and (full["power"], full["toughness"]) == pt
    printed = card_named(card)
    assert short is not None and (short["power"], short["toughness"]) == (printed.power, printed.toughness)


def test_mystic_penitent_has_flying_only_with_threshold() -> None:
    out = run([mine("monk", "Mystic Penitent"), his("bears", "Grizzly Bears")],
              [{"attack": ["monk"]}, {"block": {"bears": "monk"}}], graveyard=["Shock"] * 7)
    (illegal,) = out["illegal"]
    assert "502.4" in " ".join(illegal["rules"])


def test_razorfin_hunter_pings_a_player() -> None:
    out = run([mine("hunter", "Razorfin Hunter")],
              [{"activate": {"source": "hunter", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 19)


def test_crossbow_infantry_cant_target_a_creature_out_of_combat() -> None:
    out = run([mine("archer", "Crossbow Infantry"), his("elves", "Llanowar Elves")],
              [{"activate": {"source": "archer", "targets": ["elves"]}}])
    assert len(out["illegal"]) == 1 and graveyards(out) == ([], [])


def test_galinas_knight_cant_be_targeted_by_a_red_spell() -> None:
    out = run([his("knight", "Galina's Knight")],
              [{"play": {"card": "Shock", "targets": ["knight"]}}], hand=["Shock"])
    (illegal,) = out["illegal"]
    assert "502.7" in " ".join(illegal["rules"])


def test_militant_monk_prevents_one_of_a_shock() -> None:
    out = run([mine("monk", "Militant Monk")],
              [{"activate": {"source": "monk", "targets": ["Alice"]}}, {"resolve": "all"},
               {"effect": {"damage": 2, "to": "Alice"}}])
    assert life(out) == (19, 20)


def test_barbarian_lunatic_sacrifices_itself_to_kill_a_bear() -> None:
    out = run([mine("lunatic", "Barbarian Lunatic"), his("bears", "Grizzly Bears")],
              [{"activate": {"source": "lunatic", "targets": ["bears"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Barbarian Lunatic"], ["Grizzly Bears"])


def test_macetail_hystrodon_kills_its_blocker_with_first_strike() -> None:
    out = run([mine("beast", "Macetail Hystrodon", sick=True), his("giant", "Hill Giant")],
              [{"attack": ["beast"]}, {"block": {"giant": "beast"}}, {"advance": "end_of_combat"}])
    beast = perm(out, "beast")
    assert beast is not None and beast["damage"] == 0  # haste let it attack; first strike (502.2)
    assert graveyards(out) == ([], ["Hill Giant"])


def test_wall_of_spears_is_a_wall_and_cant_attack() -> None:
    out = run([mine("wall", "Wall of Spears")], [{"attack": ["wall"]}])
    assert len(out["illegal"]) == 1


def test_fervor_lets_a_creature_that_just_came_attack() -> None:
    out = run([mine("fervor", "Fervor"), mine("bears", "Grizzly Bears", sick=True)],
              [{"attack": ["bears"]}, {"block": {}}, {"advance": "end_of_combat"}])
    assert out["illegal"] == [] and life(out) == (20, 18)


def test_raging_kavu_is_played_in_the_opponents_turn() -> None:
    out = run([], [{"play": {"card": "Raging Kavu", "by": "Alice"}}, {"resolve": "all"}],
              hand=["Raging Kavu"], active="Bob", step="declare_attackers")
    assert out["illegal"] == [] and [p["name"] for p in out["final"]["in_play"]] == ["Raging Kavu"]


def test_sacred_nectar_gains_four() -> None:
    out = run([], [{"play": {"card": "Sacred Nectar"}}, {"resolve": "all"}], hand=["Sacred Nectar"])
    assert life(out) == (24, 20) and graveyards(out) == (["Sacred Nectar"], [])


def test_plague_beetle_cant_be_blocked_by_a_swamp_player() -> None:
    out = run([mine("beetle", "Plague Beetle"), his("swamp", "Swamp"), his("bears", "Grizzly Bears")],
              [{"attack": ["beetle"]}, {"block": {"bears": "beetle"}}])
    (illegal,) = out["illegal"]
    assert "502.6b" in illegal["rules"]  # landwalk


def test_goblin_raider_cant_block() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("raider", "Goblin Raider")],
              [{"attack": ["bears"]}, {"block": {"raider": "bears"}}], active="Bob")
    assert len(out["illegal"]) == 1


def test_wingbeat_warrior_turned_face_up_gives_first_strike() -> None:
    out = run([mine("morph", "Wingbeat Warrior", face_down=True), mine("bears", "Grizzly Bears")],
              [{"turn_face_up": "morph"}, {"choose": {"targets": ["bears"]}}, {"resolve": "all"}])
    morph, bears = perm(out, "morph"), perm(out, "bears")
    assert morph is not None and morph["abilities"] == ["flying", "morph {2}{W}"]
    assert bears is not None and bears["abilities"] == ["first strike"]


@pytest.mark.parametrize(("card", "lives", "hand"), [
    ("Serpent Warrior", (17, 20), 0), ("Staunch Defenders", (24, 20), 0), ("Kavu Climber", (20, 20), 1),
])
def test_a_comes_into_play_trigger(card: str, lives: tuple[int, int], hand: int) -> None:
    out = run([], [{"play": {"card": card}}, {"resolve": "all"}], hand=[card])
    assert life(out) == lives and len(out["final"]["players"]["Alice"]["hand"]) == hand
    assert [p["name"] for p in out["final"]["in_play"]] == [card]


def test_heavy_ballista_kills_an_attacking_bear() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("ballista", "Heavy Ballista")],
              [{"attack": ["bears"]}, {"activate": {"source": "ballista", "targets": ["bears"], "by": "Bob"}},
               {"resolve": "all"}])
    assert graveyards(out) == (["Grizzly Bears"], [])
    ballista = perm(out, "ballista")
    assert ballista is not None and ballista["tapped"] is True


def test_gorilla_chieftain_regenerates_after_lethal_damage() -> None:
    out = run([mine("ape", "Gorilla Chieftain")],
              [{"activate": {"source": "ape"}}, {"resolve": "all"}, {"effect": {"damage": 4, "to": "ape"}}])
    ape = perm(out, "ape")
    assert ape is not None and ape["damage"] == 0 and ape["tapped"] is True
    assert graveyards(out) == ([], [])


def test_sabertooth_nishoba_cant_be_the_target_of_a_red_spell() -> None:
    out = run([his("cat", "Sabertooth Nishoba")],
              [{"play": {"card": "Shock", "targets": ["cat"]}}], hand=["Shock"])
    (illegal,) = out["illegal"]
    assert "502.7" in " ".join(illegal["rules"])


def test_canyon_wildcat_cant_be_blocked_by_a_mountain_player() -> None:
    out = run([mine("cat", "Canyon Wildcat"), his("mountain", "Mountain"), his("bears", "Grizzly Bears")],
              [{"attack": ["cat"]}, {"block": {"bears": "cat"}}])
    (illegal,) = out["illegal"]
    assert "502.6b" in illegal["rules"]


def test_loxodon_mystic_taps_a_creature() -> None:
    out = run([mine("mystic", "Loxodon Mystic"), his("bears", "Grizzly Bears")],
              [{"activate": {"source": "mystic", "targets": ["bears"]}}, {"resolve": "all"}])
    mystic, bears = perm(out, "mystic"), perm(out, "bears")
    assert mystic is not None and mystic["tapped"] is True
    assert bears is not None and bears["tapped"] is True


def test_goblin_replica_sacrifices_itself_to_destroy_an_artifact() -> None:
    out = run([mine("replica", "Goblin Replica"), his("myr", "Gold Myr")],
              [{"activate": {"source": "replica", "targets": ["myr"]}}, {"resolve": "all"}])
    assert graveyards(out) == (["Goblin Replica"], ["Gold Myr"])


def test_aven_cloudchaser_destroys_an_enchantment_as_it_comes_into_play() -> None:
    out = run([his("fervor", "Fervor")], [{"play": {"card": "Aven Cloudchaser"}}, {"resolve": "all"}],
              hand=["Aven Cloudchaser"])
    assert graveyards(out) == ([], ["Fervor"])
    assert [p["name"] for p in out["final"]["in_play"]] == ["Aven Cloudchaser"]


def test_tireless_tribe_survives_a_shock_by_discarding() -> None:
    out = run([mine("tribe", "Tireless Tribe")],
              [{"activate": {"source": "tribe", "discard": ["Gray Ogre"]}}, {"resolve": "all"},
               {"effect": {"damage": 2, "to": "tribe"}}], hand=["Gray Ogre"])
    tribe = perm(out, "tribe")
    assert tribe is not None and (tribe["power"], tribe["toughness"], tribe["damage"]) == (1, 5, 2)
    assert graveyards(out) == (["Gray Ogre"], [])


def test_improvised_armor_gives_plus_two_plus_five() -> None:
    out = run([mine("bears", "Grizzly Bears"), mine("armor", "Improvised Armor", attached_to="bears")], [])
    bears = perm(out, "bears")
    assert bears is not None and (bears["power"], bears["toughness"]) == (4, 7)


def test_sunfire_balm_prevents_four_and_its_cycling_one() -> None:
    out = run([], [{"play": {"card": "Sunfire Balm", "targets": ["Alice"]}}, {"resolve": "all"},
                   {"effect": {"damage": 5, "to": "Alice"}}], hand=["Sunfire Balm"])
    assert life(out) == (19, 20)
    cycled = run([], [{"cycle": "Sunfire Balm"}, {"choose": {"targets": ["Alice"]}}, {"resolve": "all"},
                      {"effect": {"damage": 3, "to": "Alice"}}], hand=["Sunfire Balm"])
    assert life(cycled) == (18, 20) and len(cycled["final"]["players"]["Alice"]["hand"]) == 1


@pytest.mark.parametrize(("card", "pt", "keyword"), [
    ("Pouncing Kavu", (3, 3), "haste"), ("Faerie Squadron", (3, 3), "flying"),
    ("Benalish Lancer", (4, 4), "first strike"), ("Llanowar Elite", (6, 6), "trample"),
])
def test_a_kicked_creature_comes_into_play_bigger(card: str, pt: tuple[int, int], keyword: str) -> None:
    out = run([], [{"play": {"card": card, "kicker": True}}, {"resolve": "all"}], hand=[card])
    (it,) = out["final"]["in_play"]
    assert (it["power"], it["toughness"]) == pt and keyword in it["abilities"]
    plain = run([], [{"play": {"card": card}}, {"resolve": "all"}], hand=[card])
    (small,) = plain["final"]["in_play"]
    printed = card_named(card)
    assert (small["power"], small["toughness"], small["counters"]) == (printed.power, printed.toughness, {})
    assert keyword not in small["abilities"] or keyword == "trample"  # Llanowar Elite has trample anyway


def test_putrid_imp_cant_block_with_threshold() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("imp", "Putrid Imp")],
              [{"attack": ["bears"]}, {"block": {"imp": "bears"}}], graveyard=["Shock"] * 7, active="Bob")
    assert len(out["illegal"]) == 1
    imp = perm(out, "imp")
    assert imp is not None and (imp["power"], imp["toughness"]) == (2, 2)


def test_stormscape_apprentice_makes_a_player_lose_one() -> None:
    out = run([mine("apprentice", "Stormscape Apprentice")],
              [{"activate": {"source": "apprentice", "ability": 2, "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 19)


def test_obsidian_acolyte_saves_a_creature_from_a_black_creatures_damage() -> None:
    out = run([mine("acolyte", "Obsidian Acolyte"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "acolyte", "targets": ["bears"]}}, {"resolve": "all"},
               {"effect": {"damage": 3, "to": "bears", "source_color": "black"}}])
    bears = perm(out, "bears")
    assert bears is not None and bears["damage"] == 0 and "protection from black" in bears["abilities"]
