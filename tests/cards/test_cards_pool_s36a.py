"""The cards batch 40's questions and letters name that the pool lacked (session 36a): the block
of the pool that holds them, whether each runs whole, and the engine playing cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, run

#: The comments that open and close the block (it stands right before session 30a's block).
BLOCK = "# -- the cards batch 40's questions and letters name that the pool lacked (session 36a)"
BLOCK_END = "# -- the cards batch 34's questions and letters name that the pool lacked (session 30a)"
#: The cards of the block the engine runs whole.
RUN = {"Hurloon Minotaur"}
#: The cards batch 40's board letters name that the pool lacked, first in the block.
LETTERS = (
    "Hurloon Minotaur",
    "Sea Serpent",
    "Jeweled Spirit",
    "Karn's Touch",
)
SIZE = 4


def test_the_block_has_its_size_and_stands_before_session_30a_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 35a's block and the first of session 30a's
    names = check_place(block, SIZE, ("Hurloon Minotaur", "Karn's Touch"), ("Catacomb Dragon", "Fatal Blow"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 1 and text == 3


test_printed_characteristics = printed_characteristics([
    ("Hurloon Minotaur", "1RR", ("creature",), ("Minotaur",), (2, 3)),
    ("Sea Serpent", "5U", ("creature",), ("Serpent",), (5, 5)),
    ("Jeweled Spirit", "3WW", ("creature",), ("Spirit",), (3, 3)),
    ("Karn's Touch", "UU", ("instant",), (), (None, None)),
])

test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Sea Serpent", "when you control no Islands, sacrifice this"),
    ("Jeweled Spirit", "sacrifice two lands: this gains protection from artifacts"),
    ("Karn's Touch", "target noncreature artifact becomes an artifact creature"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_hurloon_minotaur_blocked_by_grizzly_bears_kills_them_and_survives() -> None:
    out = run([mine("minotaur", "Hurloon Minotaur"), his("bears", "Grizzly Bears")],
              [{"attack": ["minotaur"]}, {"block": {"bears": "minotaur"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 20) and graveyards(out) == ([], ["Grizzly Bears"])
    assert perm(out, "minotaur") is not None
