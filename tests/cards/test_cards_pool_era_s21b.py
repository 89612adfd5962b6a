"""The rules-heavy cards of 2002-2003 that players asked about and the pool lacked (session 21b):
the block of the pool that holds them, whether each runs whole, and the engine playing cards of
it that run to an exact outcome."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, legendary_cards, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 22b's block).
BLOCK = "# -- the rules-heavy cards of 2002-2003 players asked about (session 21b)"
BLOCK_END = "# -- the classic and 2000-2002 cards rules questions name (session 22b)"
#: The cards of the block the engine runs whole.
RUN = {
    "Arcanis the Omnipotent", "Dispersing Orb", "Starlight Invoker", "Wall of Hope", "Covert Operative",
    "Master of the Veil", "Psychic Membrane", "Mass Hysteria", "Leonin Sun Standard", "Nim Shrieker",
    "Vedalken Archmage", "Seasoned Marshal", "Treasure Trove", "Jayemdae Tome", "Compulsion",
    "Yavimaya's Embrace", "Dromar's Charm", "Goblin Burrows", "Coffin Purge", "Crush of Wurms",
    "Dematerialize", "Diabolic Intent", "Frightcrawler", "Hapless Researcher", "Reya Dawnbringer",
    "Rofellos, Llanowar Emissary", "Liege of the Axe", "Daru Sanctifier", "Fade from Memory",
    "Jeska, Warrior Adept", "Phyrexian Rager",
    # run whole in session 22 (tests/judge/test_judge_pool_letters_s22.py)
    "Voice of the Woods", "Fever Charm", "Misery Charm", "Grand Coliseum", "Stoic Champion", "Krosan Warchief",
    "Krosan Groundshaker", "Zombie Trailblazer",
    "Drinker of Sorrow", "Cephalid Looter",  # run whole since session 22's second engine round (test_judge_pool_letters_s22b.py)
    # run whole since session 23 (tests/judge/test_judge_pool_s23.py)
    "Chittering Rats", "Earsplitting Rats", "Imperial Hellkite", "Primeval Force", "Sunken Hope", "Telepathic Spies",
    "Tinker", "Wirewood Herald", "Aura Shards", "Quirion Dryad",
    "Airborne Aid", "Collective Unconscious", "Engulfing Flames", "Unburden", "Wipe Clean",
    "Megatog", "Cabal Pit", "Mistform Dreamer", "Mistform Mask", "Hibernation",
    "Echoing Calm", "Noble Purpose",  # run whole since session 24 (tests/judge/test_judge_pool_s24.py)
    "Exclude", "Mortiphobia", "Whispersilk Cloak",  # since session 25 (tests/judge/test_judge_pool_s25.py)
    "Dingus Egg", "Vexing Beetle", "Rust Elemental",  # since session 26 (tests/judge/test_judge_pool_s26.py)
    "Intruder Alarm", "Aboshan, Cephalid Emperor", "Riptide Entrancer", "Cephalid Illusionist",
    "Vernal Bloom", "Unholy Grotto",  # since session 28 (tests/judge/test_judge_pool_s28.py)
    "Reap and Sow", "Xantid Swarm", "Spellbane Centaur",  # since session 30 (tests/judge/test_judge_pool_s30.py)
    "Dirge of Dread",  # since session 31 (tests/judge/test_judge_pool_s31.py)
    "Aura Extraction", "Cease-Fire", "Glimmervoid",  # since session 32 (tests/judge/test_judge_pool_s32.py)
    "Uncontrolled Infestation",  # since session 33 (tests/judge/test_judge_pool_s33.py)
    "Breaking Point",  # since session 34 (tests/judge/test_judge_pool_s34.py)
}
SIZE = 162


def test_the_block_has_its_size_and_stands_before_session_22bs(block: list[dict[str, Any]]) -> None:
    check_place(block, SIZE, ("Chain of Vapor", "Aura Mutation"),
                ("Swamp", "Persuasion"))  # the first card of session 22b's block


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert (whole, text) == (84, 78)  # Breaking Point since session 34; Uncontrolled Infestation since session 33; Aura Extraction, Cease-Fire, Glimmervoid since session 32; Dirge of Dread since session 31; Reap and Sow, Xantid Swarm, Spellbane Centaur since session 30; 10 more run whole since session 22, 20 more since session 23, 2 more since session 24, 3 in 25, 3 in 26, 6 in 28


test_printed_characteristics = printed_characteristics([
    ("Gigapede", "3GG", ("creature",), ("Insect",), (6, 1)),
    ("Master of the Veil", "2UU", ("creature",), ("Wizard",), (2, 3)),
    ("Drinker of Sorrow", "2B", ("creature",), ("Horror",), (5, 3)),
    ("Callous Oppressor", "1UU", ("creature",), ("Cephalid",), (1, 2)),
    ("Earsplitting Rats", "3B", ("creature",), ("Rat",), (2, 1)),
    ("Whipkeeper", "2RR", ("creature",), ("Dwarf",), (1, 1)),
    ("Rust Elemental", "4", ("artifact", "creature"), ("Elemental",), (4, 4)),
    ("Mistform Wall", "2U", ("creature",), ("Illusion", "Wall"), (1, 4)),
    ("Whispersilk Cloak", "3", ("artifact",), ("Equipment",), (None, None)),
    ("Custody Battle", "1R", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Death Cloud", "XBBB", ("sorcery",), (), (None, None)),
    ("Cabal Pit", "", ("land",), (), (None, None)),
])


test_legendary_cards = legendary_cards([
    ("Shield of Kaldra", ("legendary",)), ("Karona, False God", ("legendary",)), ("Aboshan, Cephalid Emperor",
                                                                                   ("legendary",)),
    ("Gigapede", ()),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Mistform Wall", "it can attack once it is no longer a Wall"),
    ("Chain of Vapor", "he or she may copy this spell and may choose a new target for the copy"),
    ("Gilded Drake", "exchange control of this and up to one target creature an opponent controls"),
    ("Turn the Tables", "all combat damage that would be dealt to you this turn is dealt to target attacking"),
    ("Upwelling", "mana pools don't empty as steps and phases end"),
])


def test_a_partly_read_card_keeps_the_lines_the_engine_reads() -> None:
    gigapede, drake = card_named("Gigapede"), card_named("Quicksilver Dragon")
    assert [a.text for a in gigapede.abilities] == ["can't be the target of spells or abilities"]
    assert [a.text for a in drake.abilities] == ["flying", "morph {4}{U}"]
    assert not gigapede.runs and not drake.runs


# --- the engine playing the new cards ------------------------------------------------------


def test_wall_of_hope_gains_its_controller_the_damage_dealt_to_it() -> None:
    out = run([his("wall", "Wall of Hope")], [{"effect": {"damage": 2, "to": "wall"}}, {"resolve": "all"}])
    assert life(out) == (20, 22)
    wall = perm(out, "wall")
    assert wall is not None and wall["damage"] == 2


def test_jeska_pings_a_player() -> None:
    out = run([mine("jeska", "Jeska, Warrior Adept")],
              [{"activate": {"source": "jeska", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 19)


def test_nim_shrieker_gets_plus_one_power_for_each_artifact_its_controller_has() -> None:
    out = run([mine("nim", "Nim Shrieker"), mine("tome", "Jayemdae Tome"), mine("standard", "Leonin Sun Standard"),
               his("orb", "Jayemdae Tome")], [])
    assert pt(out, "nim") == (2, 1)


def test_leonin_sun_standard_pumps_only_its_controllers_creatures() -> None:
    out = run([mine("standard", "Leonin Sun Standard"), mine("bears", "Grizzly Bears"),
               his("elves", "Llanowar Elves")],
              [{"activate": {"source": "standard"}}, {"resolve": "all"}])
    assert pt(out, "bears") == (3, 3) and pt(out, "elves") == (1, 1)


def test_frightcrawler_grows_and_cant_block_at_threshold() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("crawler", "Frightcrawler")],
              [{"attack": ["bears"]}, {"block": {"crawler": "bears"}}], graveyard=["Shock"] * 7, active="Bob")
    assert pt(out, "crawler") == (3, 3) and len(out["illegal"]) == 1
    short = run([mine("crawler", "Frightcrawler")], [], graveyard=["Shock"] * 6)
    assert pt(short, "crawler") == (1, 1)


def test_yavimayas_embrace_steals_and_pumps_a_creature() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("embrace", "Yavimaya's Embrace", attached_to="bears")], [])
    bears = perm(out, "bears")
    assert bears is not None and bears["controller"] == "Alice"
    assert pt(out, "bears") == (4, 4) and "trample" in bears["abilities"]


def test_dromars_charm_counters_a_spell() -> None:
    out = run([], [{"play": {"card": "Lightning Bolt", "targets": ["Alice"], "by": "Bob"}},
                   {"play": {"card": "Dromar's Charm", "targets": ["Lightning Bolt"], "mode": 2, "by": "Alice"}},
                   {"resolve": "all"}], hand=["Dromar's Charm"], active="Bob")
    assert life(out) == (20, 20)


def test_crush_of_wurms_puts_three_wurms_into_play() -> None:
    out = run([], [{"play": {"card": "Crush of Wurms"}}, {"resolve": "all"}], hand=["Crush of Wurms"])
    wurms = [p for p in out["final"]["in_play"] if p["controller"] == "Alice"]
    assert [(p["power"], p["toughness"]) for p in wurms] == [(6, 6)] * 3


def test_phyrexian_rager_draws_a_card_and_costs_a_life() -> None:
    out = run([], [{"play": {"card": "Phyrexian Rager"}}, {"resolve": "all"}], hand=["Phyrexian Rager"])
    assert life(out) == (19, 20) and len(out["final"]["players"]["Alice"]["hand"]) == 1


def test_daru_sanctifier_turned_face_up_destroys_an_enchantment() -> None:
    out = run([mine("morph", "Daru Sanctifier", face_down=True), his("hysteria", "Mass Hysteria")],
              [{"turn_face_up": "morph"}, {"choose": {"targets": ["hysteria"]}}, {"resolve": "all"}])
    assert out["final"]["players"]["Bob"]["graveyard"] == ["Mass Hysteria"]
    assert pt(out, "morph") == (1, 4)


def test_covert_operative_cant_be_blocked() -> None:
    out = run([mine("spy", "Covert Operative"), his("bears", "Grizzly Bears")],
              [{"attack": ["spy"]}, {"block": {"bears": "spy"}}])
    assert len(out["illegal"]) == 1
