"""The cards batch 25's questions and letters name that the pool lacked (session 25c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 23c's block).
BLOCK = "# -- the cards batch 25's questions and letters name that the pool lacked (session 25c)"
BLOCK_END = "# -- the cards batch 23's questions and letters name that the pool lacked (session 23c)"
#: The cards of the block the engine runs whole.
RUN = {"Wall of Wood", "Molimo, Maro-Sorcerer",
       "Master Apothecary", "Devouring Strossus", "Advanced Hoverguard",  # these three since session 27
       "Mirri, Cat Warrior",  # since session 28
       "Divine Offering",  # since session 29
       "Breeding Pit"}  # since session 32
#: The cards batch 25's board letters name that the pool lacked and Fifth Dawn had printed,
#: each in the block.
LETTERS = ("Wall of Wood", "Master Apothecary", "Corrupt", "Molimo, Maro-Sorcerer", "Defensive Formation")
SIZE = 22


def test_the_block_has_its_size_and_stands_before_session_23c_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 27d's block and the first of session 23c's
    names = check_place(block, SIZE, ("Wall of Wood", "Mirri, Cat Warrior"), ("Guardian Beast", "Swooping Talon"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 8 and text == 14


test_printed_characteristics = printed_characteristics([
    ("Wall of Wood", "G", ("creature",), ("Wall",), (0, 3)),
    ("Master Apothecary", "WWW", ("creature",), ("Cleric",), (2, 2)),
    ("Corrupt", "5B", ("sorcery",), (), (None, None)),
    ("Defensive Formation", "W", ("enchantment",), (), (None, None)),
    ("Tel-Jilad Justice", "1G", ("instant",), (), (None, None)),
    ("Thought Dissector", "4", ("artifact",), (), (None, None)),
    ("Devouring Strossus", "5BBB", ("creature",), ("Horror",), (9, 9)),
    ("Chimeric Coils", "1", ("artifact",), (), (None, None)),
    ("Sigil of Sleep", "U", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Relentless Rats", "1BB", ("creature",), ("Rat",), (2, 2)),
    ("Thrull Champion", "4B", ("creature",), ("Thrull",), (2, 2)),
    ("Myr Servitor", "1", ("artifact", "creature"), ("Myr",), (1, 1)),
    ("Advanced Hoverguard", "3U", ("creature",), ("Drone",), (2, 2)),
    ("Mirri, Cat Warrior", "1GG", ("creature",), ("Cat", "Warrior"), (2, 3)),
])


def test_molimo_and_mirri_are_legendary_creatures() -> None:
    for name in ("Molimo, Maro-Sorcerer", "Mirri, Cat Warrior"):
        card = card_named(name)
        assert (card.supertypes, card.types) == (("legendary",), ("creature",))


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Defensive Formation", "rather than the attacking player, you assign the combat damage"),
    ("Corrupt", "you gain life equal to the damage dealt this way"),
    ("Tel-Jilad Justice", "scry 2"),
    ("Salvaging Station", "you may untap this"),
    ("Relentless Rats", "for each other creature in play named Relentless Rats"),
    ("Thought Dissector", "until an artifact card or X cards are revealed"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_wall_of_wood_blocks_the_bears_and_survives() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("wall", "Wall of Wood")],
              [{"attack": ["bears"]}, {"block": {"wall": "bears"}}, {"advance": "end_of_combat"}], active="Bob")
    assert graveyards(out) == ([], []) and life(out) == (20, 20)
    assert perm(out, "wall")["damage"] == 2  # type: ignore[index]


def test_ball_lightning_tramples_over_wall_of_wood_under_furnace_of_rath() -> None:
    # batch 25's letter dr566: 3 assigned to the 0/3 Wall and 3 to the player, each doubled
    out = run([mine("ball", "Ball Lightning"), mine("furnace", "Furnace of Rath"), his("wall", "Wall of Wood")],
              [{"attack": ["ball"]}, {"block": {"wall": "ball"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 14) and graveyards(out)[1] == ["Wall of Wood"]


def test_molimo_is_as_big_as_its_controllers_lands() -> None:
    lands = [mine(f"forest{n}", "Forest") for n in range(5)] + [his("island", "Island")]
    out = run([mine("molimo", "Molimo, Maro-Sorcerer"), *lands], [])
    assert pt(out, "molimo") == (5, 5)


def test_molimo_tramples_over_a_blocker() -> None:
    lands = [mine(f"forest{n}", "Forest") for n in range(8)]
    out = run([mine("molimo", "Molimo, Maro-Sorcerer"), *lands, his("bears", "Grizzly Bears")],
              [{"attack": ["molimo"]}, {"block": {"bears": "molimo"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 14) and graveyards(out) == ([], ["Grizzly Bears"])
