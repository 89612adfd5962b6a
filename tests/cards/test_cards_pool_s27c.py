"""The cards batch 28's questions and letters name that the pool lacked (session 27c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, life, mine, his, perm, pt, run

#: The comments that open and close the block (it stands right before session 26d's block).
BLOCK = "# -- the cards batch 28's questions and letters name that the pool lacked (session 27c)"
BLOCK_END = "# -- the cards batch 27's questions and letters name that the pool lacked (session 26d)"
#: The cards of the block the engine runs whole.
RUN = {"Ancient Silverback", "Beast of Burden", "Staff of Domination",
       "Task Force", "Serra's Blessing", "Sunscape Familiar",  # since session 28
       "Imaginary Pet"}  # since session 32
SIZE = 11


def test_the_block_has_its_size_and_stands_before_session_26d_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 28c's block and the first of session 26d's
    check_place(block, SIZE, ("Ancient Silverback", "Bazaar of Wonders"), ("Firebreathing", "Wall of Shadows"))


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 7 and text == 4


test_printed_characteristics = printed_characteristics([
    ("Ancient Silverback", "4GG", ("creature",), ("Ape",), (6, 5)),
    ("Magistrate's Scepter", "3", ("artifact",), (), (None, None)),
    ("Fledgling Dragon", "2RR", ("creature",), ("Dragon",), (2, 2)),
    ("Task Force", "2W", ("creature",), ("Rebel",), (1, 3)),
    ("Sunscape Familiar", "1W", ("creature",), ("Wall",), (0, 3)),
    ("Staff of Domination", "3", ("artifact",), (), (None, None)),
    ("Gate to the Aether", "6", ("artifact",), (), (None, None)),
    ("Serra's Blessing", "1W", ("enchantment",), (), (None, None)),
    ("Imaginary Pet", "1U", ("creature",), ("Illusion",), (4, 4)),
    ("Bazaar of Wonders", "3UU", ("enchantment",), ("Enchant World",), (None, None)),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Magistrate's Scepter", "take an extra turn after this one"),
    ("Fledgling Dragon", "this gets +1/+0 until end of turn"),
    ("Gate to the Aether", "the player may put it into play"),
    # (Imaginary Pet runs since session 32)
    ("Bazaar of Wonders", "a nontoken permanent with the same name is in play"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_ancient_silverback_regenerates_from_destruction() -> None:
    out = run([mine("ape", "Ancient Silverback")],
              [{"activate": {"source": "ape"}}, {"resolve": "all"}, {"effect": {"destroy": "ape"}}])
    ape = perm(out, "ape")
    assert ape is not None and ape["tapped"] is True and graveyards(out) == ([], [])
    unshielded = run([mine("ape", "Ancient Silverback")], [{"effect": {"destroy": "ape"}}])
    assert graveyards(unshielded) == (["Ancient Silverback"], [])


def test_beast_of_burden_counts_every_creature_in_play() -> None:
    out = run([mine("beast", "Beast of Burden"), mine("bears", "Grizzly Bears"), his("wurm", "Craw Wurm")], [])
    assert pt(out, "beast") == (3, 3)
    alone = run([mine("beast", "Beast of Burden")], [])
    assert pt(alone, "beast") == (1, 1)


def test_staff_of_domination_untaps_itself_to_gain_life_twice() -> None:
    out = run([mine("staff", "Staff of Domination")],
              [{"activate": {"source": "staff", "ability": 2}}, {"resolve": "all"},
               {"activate": {"source": "staff", "ability": 1}}, {"resolve": "all"},
               {"activate": {"source": "staff", "ability": 2}}, {"resolve": "all"}])
    assert life(out) == (22, 20)
    tapped = run([mine("staff", "Staff of Domination")],
                 [{"activate": {"source": "staff", "ability": 2}}, {"resolve": "all"},
                  {"activate": {"source": "staff", "ability": 2}}], on_illegal="continue")
    assert life(tapped) == (21, 20) and len(tapped["illegal"]) == 1
