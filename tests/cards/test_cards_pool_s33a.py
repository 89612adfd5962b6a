"""The cards batch 37's questions and letters name that the pool lacked (session 33a): the block
of the pool that holds them, whether each runs whole, and the engine playing cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, pt, run

#: The comments that open and close the block (it stands right before session 34a's block).
BLOCK = "# -- the cards batch 37's questions and letters name that the pool lacked (session 33a)"
BLOCK_END = "# -- the cards batch 38's questions and letters name that the pool lacked (session 34a)"
#: The cards of the block the engine runs whole.
RUN = {"Fleeting Image", "Boneshredder", "Chronatog", "Karoo",
       "Vulturous Zombie", "Rain of Gore"}  # the last two since session 36
#: The cards batch 37's board letters name that the pool lacked, first in the block.
LETTERS = (
    "Rain of Gore",
    "Fleeting Image",
    "Vulturous Zombie",
    "Quagmire Lamprey",
    "Boneshredder",
)
SIZE = 14


def test_the_block_has_its_size_and_stands_before_session_34a_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 32a's block and the first of session 34a's
    names = check_place(block, SIZE, ("Rain of Gore", "Gamekeeper"), ("Clock of Omens", "Argothian Swine"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 6 and text == 8


test_printed_characteristics = printed_characteristics([
    ("Rain of Gore", "BR", ("enchantment",), (), (None, None)),
    ("Fleeting Image", "2U", ("creature",), ("Illusion",), (2, 1)),
    ("Vulturous Zombie", "3BG", ("creature",), ("Plant", "Zombie"), (3, 3)),
    ("Quagmire Lamprey", "2B", ("creature",), ("Fish",), (1, 1)),
    ("Boneshredder", "2B", ("creature",), ("Minion",), (1, 1)),
    ("Chronatog", "1UU", ("creature",), ("Atog",), (1, 2)),
    ("Rats of Rath", "1B", ("creature",), ("Rat",), (2, 1)),
    ("Snake Basket", "4", ("artifact",), (), (None, None)),
    ("Soul Echo", "XWW", ("enchantment",), (), (None, None)),
    ("Blanket of Night", "1BB", ("enchantment",), (), (None, None)),
    ("Celestial Dawn", "1WW", ("enchantment",), (), (None, None)),
    ("Bösium Strip", "3", ("artifact",), (), (None, None)),
    ("Karoo", "", ("land",), (), (None, None)),
    ("Gamekeeper", "3G", ("creature",), ("Elf",), (2, 2)),
])

test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Quagmire Lamprey", "put a -1/-1 counter on that creature"),
    ("Soul Echo", "you don't lose the game for having 0 or less life"),
    ("Celestial Dawn", "lands you control are Plains"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_fleeting_image_flies_over_a_ground_blocker_for_2() -> None:
    out = run([mine("image", "Fleeting Image"), his("bears", "Grizzly Bears")],
              [{"attack": ["image"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 18) and graveyards(out) == ([], [])


def test_chronatog_grows_by_3_3_with_its_ability() -> None:
    out = run([mine("tog", "Chronatog")], [{"activate": {"source": "tog"}}, {"resolve": "all"}])
    assert pt(out, "tog") == (4, 5)
