"""The classic and 2000-2002 cards rules questions name that the pool lacked (session 22b): the
block of the pool that holds them, whether each runs whole, and the engine playing cards of it
that run to exact outcomes, with the rule numbers it cites."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, legendary_cards, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import cited_by, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 23a's block).
BLOCK = "# -- the classic and 2000-2002 cards rules questions name (session 22b)"
BLOCK_END = "# -- the classic and 1997-2002 cards rules questions name (session 23a)"
#: The cards of the block the engine runs whole.
RUN = {
    "Persuasion", "Deflection", "Alter Reality", "Circle of Protection: Blue",
    "Soltari Priest", "Soltari Monk", "Soltari Champion", "Dauthi Embrace", "Canopy Spider", "Wall of Blossoms",
    "Wall of Heat", "Glacial Wall", "Wall of Ice", "Wall of Fire", "Wall of Bone", "Wall of Brambles",
    "Thicket Basilisk", "Cockatrice", "Brushwagg", "Kormus Bell", "Thran Dynamo", "Mox Pearl", "Illuminated Wings",
    "Flight", "Famine", "Morbid Hunger", "Frozen Shade", "Pit Imp", "Hasran Ogress", "Ambassador Laquatus",
    "Aven Fisher", "Horseshoe Crab", "Sea Sprite", "Stern Proctor", "Harmattan Efreet", "Serendib Efreet",
    "Whispers of the Muse", "Think Twice", "Savannah Lions", "Dedicated Martyr", "Teroh's Faithful",
    "Balshan Griffin", "Righteousness", "Craw Giant", "Fyndhorn Elves", "Pouncing Jaguar", "Quirion Ranger", "Rhox",
    "Ifh-Biff Efreet", "Flame Rift", "Earth Rift", "Reckless Charge", "Tremor", "Thunder Dragon", "Howl from Beyond",
    "Horned Sliver", "Crystalline Sliver", "Sliver Queen", "Sleeper's Guile",
    "Dauthi Slayer", "Dauthi Horror",  # run whole since session 22's second engine round
    # run whole since session 23 (tests/judge/test_judge_pool_s23.py)
    "Balduvian Horde", "Rathi Dragon", "Rogue Elephant", "Sacred Mesa", "Blessing", "Holy Armor", "Pianna, Nomad Captain",
    "Lieutenant Kirtar", "Wall of Junk", "Invisibility", "Wall of Essence",
    "Blue Elemental Blast",  # since session 25 (tests/judge/test_judge_pool_s25.py)
    "Minion of Leshrac",  # since session 26 (tests/judge/test_judge_pool_s26.py)
    "Gauntlet of Might",  # since session 28 (tests/judge/test_judge_pool_s28.py)
    "Fireblast",  # since session 30 (tests/judge/test_judge_pool_s30.py)
    "Moat", "Soltari Lancer", "Kamahl's Desire", "Seton's Desire",  # since session 31 (tests/judge/test_judge_pool_s31.py)
    "Crovax the Cursed", "Hydroblast", "Rubinia Soulsinger",  # since session 32 (tests/judge/test_judge_pool_s32.py)
    "Venom",  # since session 33 (tests/judge/test_judge_pool_s33.py)
    "Crop Rotation",  # since session 34 (tests/judge/test_judge_pool_s34.py)
    "Argothian Elder",  # since session 35 (tests/judge/test_judge_pool_s35.py)
}
#: Seven cards batch 22's block (session 22c) also chose stand there once: Enduring Renewal, Aura of
#: Silence, Karn, Silver Golem, Drain Life, Zur's Weirding, Winged Sliver, Circle of Protection: White
#: (this block's tests still play them).
SIZE = 149


def test_the_block_has_its_size_and_stands_before_session_23as_block(block: list[dict[str, Any]]) -> None:
    check_place(block, SIZE, ("Persuasion", "Dromar, the Banisher"),
                ("Aura Mutation", "Soltari Trooper"))  # the first card of session 23a's block


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert (whole, text) == (86, 63)  # Argothian Elder since session 35, Crop Rotation since session 34, Venom since session 33, Crovax the Cursed, Hydroblast, Rubinia Soulsinger since session 32, Moat and Soltari Lancer since session 31, Fireblast since session 30, Blue Elemental Blast since session 25, Minion of Leshrac since 26, Gauntlet of Might since 28


test_printed_characteristics = printed_characteristics([
    ("Soltari Monk", "WW", ("creature",), ("Soltari", "Monk", "Cleric"), (2, 1)),
    ("Gliding Licid", "2U", ("creature",), ("Licid",), (2, 2)),
    ("Dominating Licid", "1UU", ("creature",), ("Licid",), (1, 1)),
    ("Karn, Silver Golem", "5", ("artifact", "creature"), ("Golem",), (4, 4)),
    ("Wall of Blossoms", "1G", ("creature",), ("Wall",), (0, 4)),
    ("Craw Giant", "3GGGG", ("creature",), ("Giant",), (6, 4)),
    ("Palisade Giant", "4WW", ("creature",), ("Giant",), (2, 7)),
    ("Minion of Leshrac", "4BBB", ("creature",), ("Demon", "Minion"), (5, 5)),
    ("Persuasion", "3UU", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Mox Pearl", "0", ("artifact",), (), (None, None)),
    ("Dominate", "X1UU", ("instant",), (), (None, None)),
    ("Famine", "3BB", ("sorcery",), (), (None, None)),
])


test_legendary_cards = legendary_cards([
    ("Sliver Queen", ("legendary",)), ("Crovax the Cursed", ("legendary",)), ("Rubinia Soulsinger", ("legendary",)),
    ("Karn, Silver Golem", ("legendary",)), ("Winged Sliver", ()),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Palisade Giant", "all damage that would be dealt to you or to another permanent you control is dealt to this"),
    ("Divine Presence", "if a source would deal 4 or more damage to a creature or player, it deals 3 damage"),
    ("Twincast", "copy target instant or sorcery spell"),
    ("Tempting Licid", "this loses this ability and becomes a creature enchantment"),
    # (Moat runs since session 31: Kismet, also a static of every player's permanents, in its place)
    ("Kismet", "played by your opponents come into play tapped"),
    ("Final Fortune", "at the beginning of that turn's end step, you lose the game"),
])


def test_a_partly_read_card_keeps_the_lines_the_engine_reads() -> None:
    karn, abduction = card_named("Karn, Silver Golem"), card_named("Abduction")
    assert [a.text for a in karn.abilities] == [
        "whenever this blocks or becomes blocked, it gets -4/+4 until end of turn"]
    assert [a.text for a in abduction.abilities] == ["enchant creature", "you control enchanted creature"]
    assert not karn.runs and not abduction.runs


# --- the engine playing the new cards ------------------------------------------------------


def test_famine_deals_three_to_each_creature_and_each_player() -> None:
    out = run([his("wall", "Wall of Bone"), mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Famine"}}, {"resolve": "all"}], hand=["Famine"])
    assert life(out) == (17, 17) and graveyards(out) == (["Famine", "Grizzly Bears"], [])
    wall = perm(out, "wall")
    assert wall is not None and wall["damage"] == 3
    assert cited_by(out, "Famine deals 3 damage to Alice") == ["413.2b"]
    assert "420.5c" in cited_by(out, "Grizzly Bears is destroyed")


def test_persuasion_gains_control_of_the_enchanted_creature_which_cant_attack_at_once() -> None:
    out = run([his("bears", "Grizzly Bears")],
              [{"play": {"card": "Persuasion", "targets": ["bears"]}}, {"resolve": "all"}, {"attack": ["bears"]}],
              hand=["Persuasion"])
    bears = perm(out, "bears")
    assert bears is not None and bears["controller"] == "Alice"
    assert cited_by(out, "comes under Alice's control") == ["418.5a", "212.3d"]
    assert len(out["illegal"]) == 1 and "212.3d" in out["illegal"][0]["rules"]


def test_thicket_basilisk_destroys_the_creature_it_blocks_at_end_of_combat() -> None:
    out = run([his("giant", "Hill Giant"), mine("basilisk", "Thicket Basilisk")],
              [{"attack": ["giant"]}, {"block": {"basilisk": "giant"}}, {"advance": "postcombat_main"}], active="Bob")
    assert graveyards(out) == ([], ["Hill Giant"])
    basilisk = perm(out, "basilisk")
    assert basilisk is not None and basilisk["damage"] == 3
    assert cited_by(out, "A delayed triggered ability is created") == ["413.2b", "404.4", "404.4a"]
    assert "404.4b" in cited_by(out, "delayed triggered ability is put on the stack")


def test_brushwagg_gets_minus_two_plus_two_as_it_blocks() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("wagg", "Brushwagg")],
              [{"attack": ["bears"]}, {"block": {"wagg": "bears"}}, {"resolve": "all"}], active="Bob")
    assert pt(out, "wagg") == (1, 4)
    assert "410.9a" in cited_by(out, "Brushwagg's triggered ability is put on the stack")


def test_craw_giant_rampages_and_tramples_over_two_blockers() -> None:
    out = run([mine("giant", "Craw Giant"), his("bears", "Grizzly Bears"), his("elves", "Llanowar Elves")],
              [{"attack": ["giant"]}, {"block": {"bears": "giant", "elves": "giant"}}, {"advance": "postcombat_main"}])
    assert pt(out, "giant") == (8, 6) and life(out) == (20, 15)
    assert graveyards(out) == ([], ["Grizzly Bears", "Llanowar Elves"])
    assert cited_by(out, "Craw Giant gets +2/+2") == ["502.12", "502.12a", "502.12b", "418.3c"]


def test_serendib_efreet_deals_one_damage_to_its_controller_each_upkeep() -> None:
    out = run([mine("efreet", "Serendib Efreet")], [{"advance": "draw"}], step="untap")
    assert life(out) == (19, 20)
    assert cited_by(out, "Serendib Efreet deals 1 damage to Alice") == ["413.2b"]
    assert "303.1" in cited_by(out, "Serendib Efreet's triggered ability is put on the stack")


def test_hasran_ogress_deals_three_to_its_controller_unless_he_or_she_pays() -> None:
    out = run([mine("ogress", "Hasran Ogress")],
              [{"attack": ["ogress"]}, {"resolve": "all"}, {"choose": {"pay": False}}, {"advance": "postcombat_main"}])
    assert life(out) == (17, 17)
    assert cited_by(out, "Alice doesn't pay {2}") == ["413.2b", "413.2c"]
    paid = run([mine("ogress", "Hasran Ogress")], [{"attack": ["ogress"]}, {"advance": "postcombat_main"}])
    assert life(paid) == (20, 17)


def test_pit_imp_can_pump_only_twice_a_turn() -> None:
    imp = mine("imp", "Pit Imp")
    out = run([imp], [{"activate": {"source": "imp"}}, {"activate": {"source": "imp"}}, {"resolve": "all"},
                      {"activate": {"source": "imp"}}])
    assert pt(out, "imp") == (2, 1)
    assert len(out["illegal"]) == 1 and out["illegal"][0]["rules"] == ["403.3"]


def test_dedicated_martyr_is_sacrificed_to_gain_three_life() -> None:
    out = run([mine("martyr", "Dedicated Martyr")], [{"activate": {"source": "martyr"}}, {"resolve": "all"}])
    assert life(out) == (23, 20) and graveyards(out) == (["Dedicated Martyr"], [])
    assert "409.1f" in cited_by(out, "Alice plays Dedicated Martyr's ability")


def test_morbid_hunger_played_by_flashback_is_removed_from_the_game() -> None:
    out = run([], [{"play": {"card": "Morbid Hunger", "targets": ["Bob"], "from": "graveyard"}}, {"resolve": "all"}],
              graveyard=["Morbid Hunger"])
    assert life(out) == (23, 17) and graveyards(out) == ([], [])
    assert cited_by(out, "Morbid Hunger is removed from the game") == ["413.2h", "502.22a"]


def test_tremor_hits_only_creatures_without_flying() -> None:
    out = run([mine("elves", "Llanowar Elves"), his("sprite", "Sea Sprite"), his("wall", "Wall of Ice")],
              [{"play": {"card": "Tremor"}}, {"resolve": "all"}], hand=["Tremor"])
    assert graveyards(out) == (["Tremor", "Llanowar Elves"], [])
    sprite, wall = perm(out, "sprite"), perm(out, "wall")
    assert sprite is not None and sprite["damage"] == 0 and wall is not None and wall["damage"] == 1


def test_thunder_dragon_coming_into_play_burns_the_ground() -> None:
    out = run([his("bears", "Grizzly Bears"), his("sprite", "Sea Sprite")],
              [{"play": {"card": "Thunder Dragon"}}, {"resolve": "all"}], hand=["Thunder Dragon"])
    assert graveyards(out) == ([], ["Grizzly Bears"]) and pt(out, "sprite") == (1, 1)
    assert "410.10a" in cited_by(out, "Thunder Dragon's triggered ability is put on the stack")


def test_any_player_may_play_ifh_biff_efreets_ability() -> None:
    out = run([mine("efreet", "Ifh-Biff Efreet"), mine("sprite", "Sea Sprite")],
              [{"activate": {"source": "efreet", "by": "Bob"}}, {"resolve": "all"}])
    assert life(out) == (19, 19) and graveyards(out) == (["Sea Sprite"], [])
    efreet = perm(out, "efreet")
    assert efreet is not None and efreet["damage"] == 1
    assert cited_by(out, "Bob plays Ifh-Biff Efreet's ability")[0] == "409.1a"


def test_circle_of_protection_black_prevents_a_black_knights_damage() -> None:
    out = run([his("knight", "Black Knight"), mine("circle", "Circle of Protection: Black")],
              [{"attack": ["knight"]}, {"activate": {"source": "circle", "choose": {"object": "knight"}}},
               {"resolve": "all"}, {"advance": "postcombat_main"}], active="Bob")
    assert life(out) == (20, 20)
    assert cited_by(out, "The 2 damage Black Knight would deal to Alice is prevented") == [
        "310.4", "419.1d", "419.8", "419.8a", "419.8b"]


def test_deflection_sends_a_lightning_bolt_back() -> None:
    out = run([], [{"play": {"card": "Lightning Bolt", "targets": ["Alice"], "by": "Bob"}},
                   {"play": {"card": "Deflection", "targets": ["Lightning Bolt"], "by": "Alice",
                             "choose": {"targets": ["Bob"]}}},
                   {"resolve": "all"}], hand=["Deflection"], bob_hand=["Lightning Bolt"], active="Bob")
    assert life(out) == (20, 17) and graveyards(out) == (["Deflection"], ["Lightning Bolt"])
    assert cited_by(out, "Lightning Bolt now targets Bob") == ["413.2b", "415.7"]


def test_righteousness_makes_a_blocker_kill_a_wurm() -> None:
    out = run([his("wurm", "Craw Wurm"), mine("bears", "Grizzly Bears")],
              [{"attack": ["wurm"]}, {"block": {"bears": "wurm"}},
               {"play": {"card": "Righteousness", "targets": ["bears"], "by": "Alice"}}, {"resolve": "all"},
               {"advance": "postcombat_main"}], hand=["Righteousness"], active="Bob")
    assert pt(out, "bears") == (9, 9) and graveyards(out) == (["Righteousness"], ["Craw Wurm"])


def test_righteousness_cant_target_a_creature_that_isnt_blocking() -> None:
    out = run([mine("bears", "Grizzly Bears")], [{"play": {"card": "Righteousness", "targets": ["bears"]}}],
              hand=["Righteousness"])
    assert len(out["illegal"]) == 1 and "409.1c" in out["illegal"][0]["rules"]


def test_howl_from_beyond_pumps_by_x() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Howl from Beyond", "targets": ["bears"], "x": 3}}, {"resolve": "all"}],
              hand=["Howl from Beyond"])
    assert pt(out, "bears") == (5, 2)


def test_a_shadow_creature_cant_be_blocked_by_one_without_shadow() -> None:
    out = run([mine("priest", "Soltari Priest"), his("bears", "Grizzly Bears")],
              [{"attack": ["priest"]}, {"block": {"bears": "priest"}}])
    assert len(out["illegal"]) == 1 and out["illegal"][0]["rules"][:2] == ["502.8a", "502.8b"]
    embraced = run([mine("embrace", "Dauthi Embrace"), mine("bears", "Grizzly Bears"), his("wall", "Wall of Ice")],
                   [{"activate": {"source": "embrace", "targets": ["bears"]}}, {"resolve": "all"},
                    {"attack": ["bears"]}, {"block": {"wall": "bears"}}])
    assert len(embraced["illegal"]) == 1 and "502.8a" in embraced["illegal"][0]["rules"]


def test_soltari_champion_pumps_the_other_creatures_as_it_attacks() -> None:
    out = run([mine("champion", "Soltari Champion"), mine("bears", "Grizzly Bears")],
              [{"attack": ["champion"]}, {"resolve": "all"}])
    assert pt(out, "bears") == (3, 3) and pt(out, "champion") == (2, 2)


def test_slivers_share_flying_trample_and_untargetability() -> None:
    out = run([his("crystal", "Crystalline Sliver"), his("winged", "Winged Sliver"), his("horned", "Horned Sliver")],
              [{"play": {"card": "Shock", "targets": ["winged"]}}], hand=["Shock"])
    horned = perm(out, "horned")
    assert horned is not None and {"flying", "trample"} <= set(horned["abilities"])
    assert len(out["illegal"]) == 1 and "103.2" in out["illegal"][0]["rules"]


def test_sliver_queen_makes_a_sliver_token() -> None:
    out = run([mine("queen", "Sliver Queen"), mine("winged", "Winged Sliver")],
              [{"activate": {"source": "queen"}}, {"resolve": "all"}])
    token = perm(out, "sliver")
    assert token is not None and token["controller"] == "Alice" and "flying" in token["abilities"]
    assert cited_by(out, "Sliver creature token comes into play") == ["413.2b", "216.1", "216.2"]


def test_kormus_bell_makes_swamps_creatures_that_famine_kills() -> None:
    out = run([mine("bell", "Kormus Bell"), his("swamp", "Swamp")],
              [{"play": {"card": "Famine"}}, {"resolve": "all"}], hand=["Famine"])
    assert graveyards(out) == (["Famine"], ["Swamp"])


def test_quirion_ranger_returns_a_forest_to_untap_a_creature_once_a_turn() -> None:
    out = run([mine("ranger", "Quirion Ranger"), mine("forest", "Forest", tapped=True), mine("forest2", "Forest"),
               mine("bears", "Grizzly Bears", tapped=True)],
              [{"activate": {"source": "ranger", "targets": ["bears"], "choose": {"object": "forest"}}},
               {"resolve": "all"}, {"activate": {"source": "ranger", "targets": ["bears"]}}])
    bears = perm(out, "bears")
    assert bears is not None and not bears["tapped"] and out["final"]["players"]["Alice"]["hand"] == ["Forest"]
    assert out["illegal"][0]["rules"] == ["403.3"]


def test_ambassador_laquatus_mills_three() -> None:
    out = run([mine("ambassador", "Ambassador Laquatus")],
              [{"activate": {"source": "ambassador", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert len(graveyards(out)[1]) == 3 and out["final"]["players"]["Bob"]["library"] == 27
    assert cited_by(out, "Bob puts the top 3 cards") == ["413.2b", "217.2"]


def test_whispers_of_the_muse_with_buyback_returns_to_its_owners_hand() -> None:
    out = run([], [{"play": {"card": "Whispers of the Muse", "buyback": True}}, {"resolve": "all"}],
              hand=["Whispers of the Muse"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Card", "Whispers of the Muse"]
    assert cited_by(out, "put into Alice's hand instead of the graveyard") == ["413.2h", "502.16a"]


def test_rhox_deals_its_damage_as_though_it_werent_blocked() -> None:
    out = run([mine("rhox", "Rhox"), his("wall", "Wall of Ice")],
              [{"attack": ["rhox"]}, {"block": {"wall": "rhox"}}, {"advance": "postcombat_main"}])
    assert life(out) == (20, 15)
    assert "310.2e" in cited_by(out, "Combat damage is assigned")


def test_pouncing_jaguar_is_sacrificed_when_its_echo_isnt_paid() -> None:
    out = run([mine("jaguar", "Pouncing Jaguar", sick=True)], [{"advance": "draw"}, {"choose": {"pay": False}}],
              step="untap")
    assert graveyards(out) == (["Pouncing Jaguar"], [])
    assert cited_by(out, "Alice sacrifices Pouncing Jaguar") == ["502.19", "502.19a", "410.5"]


def test_stern_proctor_returns_an_artifact_as_it_comes_into_play() -> None:
    out = run([his("bell", "Kormus Bell")], [{"play": {"card": "Stern Proctor"}}, {"resolve": "all"}],
              hand=["Stern Proctor"])
    assert out["final"]["players"]["Bob"]["hand"] == ["Kormus Bell"] and perm(out, "bell") is None


def test_aven_fisher_draws_a_card_as_it_dies() -> None:
    out = run([mine("fisher", "Aven Fisher")], [{"effect": {"damage": 2, "to": "fisher"}}, {"resolve": "all"}])
    assert graveyards(out) == (["Aven Fisher"], []) and out["final"]["players"]["Alice"]["hand"] == ["Card"]
    assert "410.10d" in cited_by(out, "Aven Fisher's triggered ability is put on the stack")


def test_sleepers_guile_returns_to_its_owners_hand_from_the_graveyard() -> None:
    out = run([mine("bears", "Grizzly Bears"), mine("guile", "Sleeper's Guile", attached_to="bears")],
              [{"effect": {"destroy": True, "to": "bears"}}, {"resolve": "all"}])
    assert graveyards(out) == (["Grizzly Bears"], [])
    assert out["final"]["players"]["Alice"]["hand"] == ["Sleeper's Guile"]
    assert "420.5d" in cited_by(out, "Sleeper's Guile is put into Alice's graveyard")
    assert cited_by(out, "Sleeper's Guile is returned") == ["413.2b", "410.10"]
