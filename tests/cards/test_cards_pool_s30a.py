"""The cards batch 34's questions and letters name that the pool lacked (session 30a): the block
of the pool that holds them, whether each runs whole, and the engine playing cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, legendary_cards, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 29b's block).
BLOCK = "# -- the cards batch 34's questions and letters name that the pool lacked (session 30a)"
BLOCK_END = "# -- the cards batch 33's questions and letters name that the pool lacked (session 29b)"
#: The cards of the block the engine runs whole.
RUN = {
    "Battle Squadron",
    "Coastal Piracy",
    "Distorting Lens",
    "Dry Spell",
    "Elvish Archers",
    "Elvish Ranger",
    "Enfeeblement",
    "Fresh Volunteers",
    "Ghitu Slinger",
    "Keldon Vandals",
    "Kyren Negotiations",
    "Magnify",
    "Oraxid",
    "Orim, Samite Healer",
    "Predator, Flagship",
    "Shower of Sparks",
    "Soul Feast",
    "Unearth",
    "Venomous Dragonfly",
    "Voice of Truth",
    "Flaming Sword", "Panic", "Giant Tortoise", "Rescue", "Soldevi Steam Beast",  # since session 31
    "Phyrexian War Beast",
    "Impending Disaster",  # since session 32
    "Opal Avenger",  # since session 36
}
#: The cards batch 34's board letters name that the pool lacked, first in the block.
LETTERS = (
    "Fatal Blow",
    "Shower of Sparks",
    "Fresh Volunteers",
    "Hurr Jackal",
    "Debt of Loyalty",
    "Opal Avenger",
    "Game of Chaos",
    "Elvish Archers",
    "Elvish Ranger",
    "Flaming Sword",
    "Battle Squadron",
    "Enfeeblement",
    "Dry Spell",
    "Ghitu Slinger",
    "Distorting Lens",
    "Voice of Truth",
    "Master of Arms",
    "Soldevi Steam Beast",
    "Torture Chamber",
    "Orim, Samite Healer",
)
SIZE = 42


def test_the_block_has_its_size_and_stands_before_session_29b_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 32a's block and the first of session 29b's
    names = check_place(block, SIZE, ("Fatal Blow", "Skyshroud Cutter"), ("Karn's Touch", "Bear Cub"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters" cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 28 and text == 14


test_printed_characteristics = printed_characteristics([
    ("Fatal Blow", "B", ("instant",), (), (None, None)),
    ("Shower of Sparks", "R", ("instant",), (), (None, None)),
    ("Fresh Volunteers", "1W", ("creature",), ("Rebel",), (2, 2)),
    ("Hurr Jackal", "R", ("creature",), ("Jackal",), (1, 1)),
    ("Debt of Loyalty", "1WW", ("instant",), (), (None, None)),
    ("Opal Avenger", "2W", ("enchantment",), (), (None, None)),
    ("Game of Chaos", "RRR", ("sorcery",), (), (None, None)),
    ("Elvish Archers", "1G", ("creature",), ("Elf",), (2, 1)),
    ("Elvish Ranger", "2G", ("creature",), ("Elf",), (4, 1)),
    ("Flaming Sword", "1R", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Battle Squadron", "3RR", ("creature",), ("Ship",), (0, 0)),
    ("Enfeeblement", "BB", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Dry Spell", "1B", ("sorcery",), (), (None, None)),
    ("Ghitu Slinger", "2R", ("creature",), ("Nomad",), (2, 2)),
    ("Distorting Lens", "2", ("artifact",), (), (None, None)),
    ("Voice of Truth", "3W", ("creature",), ("Angel",), (2, 2)),
    ("Master of Arms", "2W", ("creature",), ("Soldier",), (2, 2)),
    ("Soldevi Steam Beast", "5", ("artifact", "creature"), ("Beast",), (4, 2)),
    ("Torture Chamber", "3", ("artifact",), (), (None, None)),
    ("Orim, Samite Healer", "1WW", ("creature",), ("Cleric",), (1, 3)),
    ("Phyrexian War Beast", "3", ("artifact", "creature"), (), (3, 4)),
    ("Umbilicus", "4", ("artifact",), (), (None, None)),
    ("Waylay", "2W", ("instant",), (), (None, None)),
    ("Giant Tortoise", "1U", ("creature",), ("Tortoise",), (1, 1)),
    ("Panic", "R", ("instant",), (), (None, None)),
    ("Predator, Flagship", "5", ("artifact",), (), (None, None)),
    ("Kyren Negotiations", "2RR", ("enchantment",), (), (None, None)),
    ("Unearth", "B", ("sorcery",), (), (None, None)),
    ("Rescue", "U", ("instant",), (), (None, None)),
    ("Magnify", "G", ("instant",), (), (None, None)),
    ("Pyromancy", "2RR", ("enchantment",), (), (None, None)),
    ("Venomous Dragonfly", "3G", ("creature",), ("Insect",), (1, 1)),
    ("Wild Mammoth", "2G", ("creature",), ("Elephant",), (3, 4)),
    ("Coastal Piracy", "2UU", ("enchantment",), (), (None, None)),
    ("Death Pit Offering", "2BB", ("enchantment",), (), (None, None)),
    ("Oraxid", "3U", ("creature",), ("Beast",), (2, 3)),
    ("Soul Feast", "3BB", ("sorcery",), (), (None, None)),
    ("Keldon Vandals", "2R", ("creature",), ("Townsfolk",), (4, 1)),
    ("Urza's Incubator", "3", ("artifact",), (), (None, None)),
    ("Impending Disaster", "1R", ("enchantment",), (), (None, None)),
    ("Kill Switch", "3", ("artifact",), (), (None, None)),
    ("Skyshroud Cutter", "3G", ("creature",), ("Beast",), (2, 2)),
])

test_legendary_cards = legendary_cards([
    ("Orim, Samite Healer", ("legendary",)),
    ("Predator, Flagship", ("legendary",)),
])

test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Fatal Blow", "dealt damage this turn"),
    ("Hurr Jackal", "can't be regenerated this turn"),
    ("Game of Chaos", "double the life stakes"),
    ("Master of Arms", "tap target creature blocking this"),
    # (Soldevi Steam Beast runs since session 31, Opal Avenger, also a triggered ability of the block, in its place,
    # since session 36)
    ("Wild Mammoth", "gains control of this"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_shower_of_sparks_deals_1_damage_to_the_creature_and_1_to_the_player() -> None:
    out = run([his("bear", "Grizzly Bears")], [{"play": {"card": "Shower of Sparks", "targets": ["bear", "Bob"]}},
                                                 {"resolve": "all"}], hand=["Shower of Sparks"])
    assert life(out) == (20, 19) and perm(out, "bear")["damage"] == 1  # type: ignore[index]


def test_elvish_archers_first_strike_kills_the_elvish_ranger_first() -> None:
    out = run([mine("ranger", "Elvish Ranger"), his("archers", "Elvish Archers")],
              [{"attack": ["ranger"]}, {"block": {"archers": "ranger"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == (["Elvish Ranger"], []) and life(out) == (20, 20)


def test_battle_squadron_counts_the_creatures_its_controller_controls() -> None:
    out = run([mine("sq", "Battle Squadron"), mine("bear", "Grizzly Bears"), his("ranger", "Elvish Ranger")], [])
    assert pt(out, "sq") == (2, 2)


def test_dry_spell_deals_1_damage_to_each_creature_and_each_player() -> None:
    out = run([mine("archers", "Elvish Archers"), his("volunteers", "Fresh Volunteers")],
              [{"play": {"card": "Dry Spell"}}, {"resolve": "all"}], hand=["Dry Spell"])
    assert life(out) == (19, 19) and graveyards(out) == (["Dry Spell", "Elvish Archers"], [])
    assert perm(out, "volunteers")["damage"] == 1  # type: ignore[index]


def test_venomous_dragonfly_destroys_its_blocker_at_end_of_combat() -> None:
    out = run([mine("fly", "Venomous Dragonfly"), his("voice", "Voice of Truth")],
              [{"attack": ["fly"]}, {"block": {"voice": "fly"}}, {"advance": "postcombat_main"}])
    assert graveyards(out) == (["Venomous Dragonfly"], ["Voice of Truth"])


def test_the_pool_s_circle_of_protection_white_prevents_fresh_volunteers_damage() -> None:
    out = run([mine("volunteers", "Fresh Volunteers"), his("cop", "Circle of Protection: White")],
              [{"attack": ["volunteers"]}, {"advance": "declare_blockers"},
               {"activate": {"source": "cop", "ability": 1, "by": "Bob", "choose": {"object": "volunteers"}}},
               {"pass": True}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 20)


def test_oraxid_can_t_be_the_target_of_a_red_spell() -> None:
    out = run([his("oraxid", "Oraxid")], [{"play": {"card": "Shock", "targets": ["oraxid"]}}], hand=["Shock"])
    assert perm(out, "oraxid") is not None and out["illegal"]
