"""The cards batch 32's letters name that the pool lacked (session 29a): the block of the pool
that holds them, whether each runs whole, and the engine playing every card of it that runs to an
exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, pt, run

#: The comments that open and close the block (it stands right before session 28d's block).
BLOCK = "# -- the cards batch 32's questions and letters name that the pool lacked (session 29a)"
BLOCK_END = "# -- the cards batch 31's questions and letters name that the pool lacked (session 28d)"
#: The cards of the block the engine runs whole.
RUN = {"Zhalfirin Knight", "Burning Shield Askari", "Gorilla Berserkers", "Razor Golem"}  # the last two since session 30
#: The cards batch 32's board letters name that the pool lacked and Fifth Dawn had printed, each
#: in the block (its rules questions name none).
LETTERS = ("Gorilla Berserkers", "Zhalfirin Knight", "Burning Shield Askari", "Razor Golem",
           "Martyrdom")
SIZE = 5


def test_the_block_has_its_size_and_stands_between_session_26c_and_28d_blocks(
        block: list[dict[str, Any]]) -> None:
    # between the last card of session 26c's block and the first of session 28d's
    names = check_place(block, SIZE, ("Gorilla Berserkers", "Martyrdom"),
                        ("Tornado Elemental", "Weathered Bodyguards"))
    assert tuple(names) == LETTERS


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 4 and text == 1


test_printed_characteristics = printed_characteristics([
    ("Gorilla Berserkers", "3GG", ("creature",), ("Ape",), (2, 3)),
    ("Zhalfirin Knight", "2W", ("creature",), ("Knight",), (2, 2)),
    ("Burning Shield Askari", "2R", ("creature",), ("Knight",), (2, 2)),
    ("Razor Golem", "6", ("artifact", "creature"), ("Golem",), (3, 4)),
    ("Martyrdom", "1WW", ("instant",), (), (None, None)),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Martyrdom", "is dealt to this creature instead"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_zhalfirin_knights_flanking_puts_a_blocking_drudge_skeletons_into_the_graveyard() -> None:
    # batch 32's dr820: the 1/1 Skeletons become 0/0 as they block and go to the graveyard
    # (502.3a, 420.5b), which regeneration can't replace; the Knight stays blocked
    out = run([mine("zk", "Zhalfirin Knight"), his("ds", "Drudge Skeletons")],
              [{"attack": ["zk"]}, {"block": {"ds": "zk"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 20)
    assert graveyards(out) == ([], ["Drudge Skeletons"])


def test_burning_shield_askari_with_first_strike_kills_a_flanked_blocker_unhurt() -> None:
    # the Askari pays {R}{R} for first strike after the Bears (2/2, then 1/1 from flanking)
    # block: its 2 first-strike damage destroys them before they deal any (502.2b)
    out = run([mine("bsa", "Burning Shield Askari"), his("bears", "Grizzly Bears")],
              [{"attack": ["bsa"]}, {"block": {"bears": "bsa"}}, {"resolve": "all"},
               {"activate": {"source": "bsa", "ability": 1}}, {"resolve": "all"},
               {"advance": "end_of_combat"}])
    assert life(out) == (20, 20)
    assert graveyards(out) == ([], ["Grizzly Bears"])
    assert pt(out, "bsa") == (2, 2)

