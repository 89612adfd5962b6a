"""The cards batch 31's questions and letters name that the pool lacked (session 28d): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

import yaml

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, life, mine, run

#: The comments that open and close the block (it stands right before session 27d's block).
BLOCK = "# -- the cards batch 31's questions and letters name that the pool lacked (session 28d)"
BLOCK_END = "# -- the cards batch 29's questions and letters name that the pool lacked (session 27d)"
#: The cards of the block the engine runs whole.
RUN = {"Darkness", "Emerald Medallion", "Erg Raiders", "Gravity Well"}  # the last two since session 30
#: The cards batch 31's board letters name that the pool lacked and Fifth Dawn had printed,
#: each in the block.
LETTERS = ("Weathered Bodyguards", "Erg Raiders", "Darkness")
SIZE = 7


def test_the_block_has_its_size_and_stands_between_session_29a_and_27d_blocks(
        block: list[dict[str, Any]]) -> None:
    # between the last card of session 29a's block and the first of session 27d's
    names = check_place(block, SIZE, ("Weathered Bodyguards", "Quicksand"), ("Martyrdom", "Carrion Ants"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 4 and text == 3


test_printed_characteristics = printed_characteristics([
    ("Weathered Bodyguards", "5W", ("creature",), ("Human", "Soldier"), (2, 5)),
    ("Erg Raiders", "1B", ("creature",), ("Human", "Warrior"), (2, 3)),
    ("Darkness", "B", ("instant",), (), (None, None)),
    ("Spell Burst", "XU", ("instant",), (), (None, None)),
    ("Emerald Medallion", "2", ("artifact",), (), (None, None)),
    ("Gravity Well", "1GG", ("enchantment",), (), (None, None)),
    ("Quicksand", "", ("land",), (), (None, None)),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Weathered Bodyguards", "is dealt to this instead"),
    ("Spell Burst", "counter target spell with converted mana cost X"),
    ("Quicksand", "target attacking creature without flying gets -1/-2"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_darkness_prevents_the_combat_damage_of_an_unblocked_attacker() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"play": {"card": "Darkness", "by": "Bob"}}, {"resolve": "all"},
               {"advance": "end_of_combat"}], bob_hand=["Darkness"], step="declare_attackers")
    assert life(out) == (20, 20)
    assert graveyards(out) == ([], ["Darkness"])


def _paid(in_play: list[dict[str, Any]], hand: list[str]) -> dict[str, Any]:
    """Alice, holding *hand*, plays its first card with costs enforced (409.1f-h)."""
    from judge import run_scenario

    source = yaml.safe_dump({
        "title": "pool card", "version": 2, "on_illegal": "continue", "enforce_costs": True,
        "players": [{"name": "Alice", "hand": hand}, {"name": "Bob"}],
        "turn": {"active": "Alice", "step": "precombat_main"},
        "in_play": in_play, "actions": [{"play": {"card": hand[0]}}, {"resolve": "all"}]})
    out = run_scenario(source).to_json()
    assert isinstance(out, dict)
    return out


def test_emerald_medallion_makes_a_green_spell_cost_one_less() -> None:
    # Grizzly Bears ({1}{G}) is paid with one Forest beside the Medallion, and refused without it
    paid = _paid([mine("em", "Emerald Medallion"), mine("f", "Forest")], ["Grizzly Bears"])
    assert paid["illegal"] == [] and "Grizzly Bears" in [p["name"] for p in paid["final"]["in_play"]]
    unpaid = _paid([mine("f", "Forest")], ["Grizzly Bears"])
    assert len(unpaid["illegal"]) == 1 and "Grizzly Bears" not in [p["name"] for p in unpaid["final"]["in_play"]]
