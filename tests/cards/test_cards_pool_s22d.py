"""The cards the development files name that the pool still lacked (session 22d): the block of
the pool that holds them, whether each runs whole, and the engine playing the cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import cited_by, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 24a's block, which stands
#: before the Seventh and Eighth Edition block).
BLOCK = "# -- the cards the development files name that the pool still lacked (session 22d)"
BLOCK_END = "# -- the creatures and combat tricks of 2002-2004 board letters name (session 24a)"
#: The cards of the block the engine runs whole.
RUN = {"Crypt Creeper", "Badlands", "Underground Sea", "Tropical Island", "Tundra", "Mox Sapphire", "Blister Beetle",
       "Femeref Enchantress", "Blessed Orator",  # these two run whole since session 23 (test_judge_pool_s23.py)
       "Frazzle",  # since session 25 (test_judge_pool_s25.py)
       "One with Nature",  # since session 30 (test_judge_pool_s30.py)
       "Spirit of the Night"}  # since session 31 (test_judge_pool_s31.py)
#: The cards the board letters name that the pool lacked, each in the block.
LETTERS = ("One with Nature", "Blessed Orator", "Crypt Creeper")
SIZE = 25


def test_the_block_has_its_size_and_stands_before_session_24as_block(block: list[dict[str, Any]]) -> None:
    # between the last card of the Onslaught block and the first of session 24a's block
    names = check_place(block, SIZE, ("One with Nature", "Mishra's Workshop"),
                        ("Meddling Mage", "Alpha Myr"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 12 and text == 13


test_printed_characteristics = printed_characteristics([
    ("One with Nature", "G", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Blessed Orator", "3W", ("creature",), ("Cleric",), (1, 4)),
    ("Crypt Creeper", "1B", ("creature",), ("Zombie",), (2, 1)),
    ("Badlands", "", ("land",), ("Swamp", "Mountain"), (None, None)),
    ("Underground Sea", "", ("land",), ("Island", "Swamp"), (None, None)),
    ("Tropical Island", "", ("land",), ("Forest", "Island"), (None, None)),
    ("Tundra", "", ("land",), ("Plains", "Island"), (None, None)),
    ("Mox Sapphire", "0", ("artifact",), (), (None, None)),
    ("Blister Beetle", "1B", ("creature",), ("Insect",), (1, 1)),
    ("Spirit of the Night", "6BBB", ("creature",), ("Spirit",), (6, 5)),
    ("Dracoplasm", "UR", ("creature",), ("Shapeshifter",), (0, 0)),
    ("Ghazbán Ogre", "G", ("creature",), ("Ogre",), (2, 2)),
    ("Nether Shadow", "BB", ("creature",), ("Shade",), (1, 1)),
    ("Femeref Enchantress", "GW", ("creature",), ("Enchantress",), (1, 2)),
    ("Meteor Shower", "XXR", ("sorcery",), (), (None, None)),
    ("Nether Void", "3B", ("enchantment",), ("World",), (None, None)),
    ("Thran Turbine", "1", ("artifact",), (), (None, None)),
    ("Mishra's Workshop", "", ("land",), (), (None, None)),
])


def test_spirit_of_the_night_is_legendary() -> None:
    assert card_named("Spirit of the Night").supertypes == ("legendary",)


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    # (One with Nature runs since session 30: Defense of the Heart, also a triggered search, in its place)
    ("Defense of the Heart", "search your library for up to two creature cards"),
    # (Blessed Orator runs since session 23: Mana Echoes, also a static-minded permanent of the block, in its place)
    ("Mana Echoes", "for each creature you control that shares a creature type with it"),
    # (Frazzle runs since session 25: Meteor Shower, also an instant of the block, in its place)
    ("Meteor Shower", "divided as you choose among any number of target creatures and/or players"),
    # (Spirit of the Night runs since session 31: Thran Turbine, also a permanent of the block, in its place)
    ("Thran Turbine", "you may add {1} or {2} to your mana pool"),
    ("Dracoplasm", "sacrifice any number of creatures"),
    ("Ghazbán Ogre", "the player with the most life gains control of this"),
    ("Nether Shadow", "with three or more creature cards above it"),
    ("Dance of Many", "at the beginning of your upkeep, sacrifice this unless you pay {U}{U}"),
    ("Nether Void", "counter it unless its controller pays {3}"),
    ("Recycle", "your maximum hand size is two"),
    ("Mishra's Workshop", "spend this mana only to play artifact spells"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_blister_beetle_coming_into_play_kills_a_1_1() -> None:
    out = run([his("elves", "Llanowar Elves")],
              [{"play": {"card": "Blister Beetle"}}, {"resolve": 1}, {"choose": {"targets": ["elves"]}}, {"resolve": "all"}],
              hand=["Blister Beetle"])
    assert graveyards(out) == ([], ["Llanowar Elves"]) and pt(out, "blister-beetle") == (1, 1)
    assert cited_by(out, "gets -1/-1") == ["413.2b", "418.1", "418.3", "418.3a", "418.5a"]
    assert cited_by(out, "State-based effects") == ["408.2c", "420.3", "420.5", "420.5b"]


def test_crypt_creeper_removes_a_card_in_a_graveyard_from_the_game() -> None:
    out = run([mine("creeper", "Crypt Creeper")],
              [{"activate": {"source": "creeper", "targets": ["Grizzly Bears"]}}, {"resolve": "all"}],
              bob_graveyard=["Grizzly Bears"])
    assert graveyards(out) == (["Crypt Creeper"], [])
    assert out["final"]["players"]["Bob"]["removed"] == ["Grizzly Bears"]
    assert perm(out, "creeper") is None and life(out) == (20, 20)
    assert cited_by(out, "is removed from the game") == ["413.2b", "217.7a"]
