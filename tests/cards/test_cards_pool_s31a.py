"""The cards batch 35's questions and letters name that the pool lacked (session 31a): the block
of the pool that holds them, whether each runs whole, and the engine playing cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, legendary_cards, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, run

#: The comments that open and close the block (it stands right before session 32a's block).
BLOCK = "# -- the cards batch 35's questions and letters name that the pool lacked (session 31a)"
BLOCK_END = "# -- the cards batch 36's questions and letters name that the pool lacked (session 32a)"
#: The cards of the block the engine runs whole.
RUN = {"Roc of Kher Ridges", "Abyssal Horror", "Knighthood", "Fellwar Stone",
       "Yawgmoth Demon", "Smallpox",  # since session 32
       "Hell's Caretaker", "Chimeric Idol"}  # since session 33
#: The cards batch 35's board letters name that the pool lacked, first in the block.
LETTERS = (
    "Roc of Kher Ridges",
    "Abyssal Horror",
    "Unholy Citadel",
    "Crosis, the Purger",
    "Yawgmoth Demon",
    "Liquid Fire",
    "Smallpox",
)
SIZE = 23


def test_the_block_has_its_size_and_stands_before_session_32a_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 24c's block and the first of session 32a's
    names = check_place(block, SIZE, ("Roc of Kher Ridges", "Wizard Mentor"), ("Krark's Thumb", "Psychic Venom"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 8 and text == 15


test_printed_characteristics = printed_characteristics([
    ("Roc of Kher Ridges", "3R", ("creature",), ("Roc",), (3, 3)),
    ("Abyssal Horror", "4BB", ("creature",), ("Horror",), (2, 2)),
    ("Unholy Citadel", "", ("land",), (), (None, None)),
    ("Crosis, the Purger", "3UBR", ("creature",), ("Dragon",), (6, 6)),
    ("Yawgmoth Demon", "4BB", ("creature",), ("Demon",), (6, 6)),
    ("Liquid Fire", "4RR", ("sorcery",), (), (None, None)),
    ("Smallpox", "BB", ("sorcery",), (), (None, None)),
    ("Carrion Wurm", "3BB", ("creature",), ("Zombie", "Wurm"), (6, 5)),
    ("Stupefying Touch", "1U", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("False Memories", "1U", ("instant",), (), (None, None)),
    ("Temporary Insanity", "3R", ("instant",), (), (None, None)),
    ("Power Leak", "1U", ("enchantment",), ("Enchant Enchantment",), (None, None)),
    ("Wormfang Crab", "3U", ("creature",), ("Nightmare", "Crab"), (3, 6)),
    ("Vision Charm", "U", ("instant",), (), (None, None)),
    ("Knighthood", "2W", ("enchantment",), (), (None, None)),
    ("Rising Waters", "3U", ("enchantment",), (), (None, None)),
    ("Chimeric Idol", "3", ("artifact",), (), (None, None)),
    ("Mizzium Transreliquat", "3", ("artifact",), (), (None, None)),
    ("Hell's Caretaker", "3B", ("creature",), ("Hell's-Caretaker",), (1, 1)),
    ("Fellwar Stone", "2", ("artifact",), (), (None, None)),
    ("Wizened Snitches", "3U", ("creature",), ("Faerie", "Beast"), (1, 3)),
    ("Crown of Convergence", "2", ("artifact",), (), (None, None)),
    ("Wizard Mentor", "2U", ("creature",), ("Human", "Wizard"), (2, 2)),
])

test_legendary_cards = legendary_cards([
    ("Crosis, the Purger", ("legendary",)),
])

test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Liquid Fire", "5 minus that much damage"),
    # (Smallpox runs since session 32)
    ("Rising Waters", "untaps a land he or she controls"),
    # (Hell's Caretaker runs since session 33)
])


# --- the engine playing the new cards ------------------------------------------------------


def test_knighthood_gives_the_attacking_roc_first_strike_so_it_kills_the_blocking_roc_first() -> None:
    out = run([mine("kh", "Knighthood"), mine("roc", "Roc of Kher Ridges"), his("other", "Roc of Kher Ridges")],
              [{"attack": ["roc"]}, {"block": {"other": "roc"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == ([], ["Roc of Kher Ridges"]) and life(out) == (20, 20)


def test_abyssal_horror_coming_into_play_makes_the_target_player_discard_two_cards() -> None:
    out = run([], [{"play": {"card": "Abyssal Horror"}}, {"resolve": 1}, {"choose": {"targets": ["Bob"]}},
                   {"resolve": "all"}], hand=["Abyssal Horror"], bob_hand=["Shock", "Giant Growth"])
    assert graveyards(out) == ([], ["Shock", "Giant Growth"]) and out["final"]["players"]["Bob"]["hand"] == []
