"""The cards batch 30's questions and letters name that the pool lacked (session 28c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, legendary_cards, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 27c's block).
BLOCK = "# -- the cards batch 30's questions and letters name that the pool lacked (session 28c)"
BLOCK_END = "# -- the cards batch 28's questions and letters name that the pool lacked (session 27c)"
#: The cards of the block the engine runs whole.
RUN = {"Mind Control", "Firebreathing"}
SIZE = 3


def test_the_block_has_its_size_and_stands_before_session_27c_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 29b's block and the first of session 27c's
    check_place(block, SIZE, ("The Tabernacle at Pendrell Vale", "Firebreathing"), ("Squire", "Ancient Silverback"))


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 2 and text == 1


test_printed_characteristics = printed_characteristics([
    ("The Tabernacle at Pendrell Vale", "", ("land",), (), (None, None)),
    ("Mind Control", "3UU", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Firebreathing", "R", ("enchantment",), ("Enchant Creature",), (None, None)),
])


test_legendary_cards = legendary_cards([("The Tabernacle at Pendrell Vale", ("legendary",))])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("The Tabernacle at Pendrell Vale", "destroy this creature unless you pay {1}"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_mind_control_takes_the_creature_it_enchants() -> None:
    out = run([mine("mind", "Mind Control", attached_to="wurm"), his("wurm", "Craw Wurm")], [])
    wurm = perm(out, "wurm")
    assert wurm is not None and wurm["controller"] == "Alice"
    alone = run([his("wurm", "Craw Wurm")], [])
    assert perm(alone, "wurm")["controller"] == "Bob"  # type: ignore[index]
    # when the local enchantment leaves play its effect ends and the creature goes back to Bob
    gone = run([mine("mind", "Mind Control", attached_to="wurm"), his("wurm", "Craw Wurm")],
               [{"effect": {"destroy": "mind"}}])
    assert perm(gone, "wurm")["controller"] == "Bob"  # type: ignore[index]
    assert graveyards(gone) == (["Mind Control"], [])


def test_firebreathing_pumps_the_enchanted_creature_once_a_red_mana() -> None:
    out = run([mine("fire", "Firebreathing", attached_to="bears"), mine("bears", "Grizzly Bears")],
              [{"activate": {"source": "fire"}}, {"activate": {"source": "fire"}}, {"resolve": "all"}])
    assert pt(out, "bears") == (4, 2) and life(out) == (20, 20) and graveyards(out) == ([], [])
