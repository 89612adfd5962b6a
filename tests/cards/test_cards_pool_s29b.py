"""The cards batch 33's questions and letters name that the pool lacked (session 29b): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, run_whole_counts
from pool_games import graveyards, life, mine, his, perm, pt, run

#: The comments that open and close the block (it stands right before session 28c's block).
BLOCK = "# -- the cards batch 33's questions and letters name that the pool lacked (session 29b)"
BLOCK_END = "# -- the cards batch 30's questions and letters name that the pool lacked (session 28c)"
#: The cards of the block the engine runs whole.
RUN = {"Bear Cub", "Squire"}
SIZE = 2


def test_the_block_has_its_size_and_stands_before_session_28c_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 30a's block and the first of session 28c's
    check_place(block, SIZE, ("Bear Cub", "Squire"), ("Skyshroud Cutter", "The Tabernacle at Pendrell Vale"))


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 2 and text == 0


test_printed_characteristics = printed_characteristics([
    ("Bear Cub", "1G", ("creature",), ("Bear",), (2, 2)),
    ("Squire", "1W", ("creature",), ("Squire",), (1, 2)),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_bear_cub_blocked_by_squire_destroys_it_and_survives() -> None:
    out = run([mine("cub", "Bear Cub"), his("squire", "Squire")],
              [{"attack": ["cub"]}, {"block": {"squire": "cub"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == ([], ["Squire"]) and life(out) == (20, 20)
    assert pt(out, "cub") == (2, 2) and perm(out, "cub")["damage"] == 1  # type: ignore[index]


def test_an_unblocked_squire_deals_its_one_damage() -> None:
    out = run([mine("squire", "Squire"), his("cub", "Bear Cub")],
              [{"attack": ["squire"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 19) and graveyards(out) == ([], [])
