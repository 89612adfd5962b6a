"""The cards batch 38's questions and letters name that the pool lacked (session 34a): the block
of the pool that holds them, whether each runs whole, and the engine playing cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import cited_by, graveyards, his, life, mine, perm, run

#: The comments that open and close the block (it stands right before session 35a's block).
BLOCK = "# -- the cards batch 38's questions and letters name that the pool lacked (session 34a)"
BLOCK_END = "# -- the cards batch 39's questions and letters name that the pool lacked (session 35a)"
#: The cards of the block the engine runs whole.
RUN = {"Argothian Swine", "Sonic Seizure", "Ashes to Ashes", "Whip Silk", "Order of Leitbur", "Jandor's Saddlebags", "Foul Familiar",
       "Ironroot Treefolk", "Thrull Retainer", "Cat Warriors"}
#: The cards batch 38's board letters name that the pool lacked, first in the block.
LETTERS = (
    "Argothian Swine",
    "Sonic Seizure",
    "Slaughter",
    "Interdict",
    "Order of Leitbur",
    "Jandor's Saddlebags",
    "Ashes to Ashes",
    "Armor Thrull",
    "Whip Silk",
)
SIZE = 15


def test_the_block_has_its_size_and_stands_before_session_35a_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 33a's block and the first of session 35a's
    names = check_place(block, SIZE, ("Argothian Swine", "Cat Warriors"), ("Gamekeeper", "Wild Elephant"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 10 and text == 5  # Sonic Seizure, Ashes to Ashes, Whip Silk run whole since session 35


test_printed_characteristics = printed_characteristics([
    ("Argothian Swine", "3G", ("creature",), ("Boar",), (3, 3)),
    ("Sonic Seizure", "R", ("instant",), (), (None, None)),
    ("Slaughter", "2BB", ("instant",), (), (None, None)),
    ("Interdict", "1U", ("instant",), (), (None, None)),
    ("Order of Leitbur", "WW", ("creature",), ("Cleric", "Knight"), (2, 1)),
    ("Jandor's Saddlebags", "2", ("artifact",), (), (None, None)),
    ("Ashes to Ashes", "1BB", ("sorcery",), (), (None, None)),
    ("Armor Thrull", "2B", ("creature",), ("Thrull",), (1, 3)),
    ("Whip Silk", "G", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Foul Familiar", "2B", ("creature",), ("Spirit",), (3, 1)),
    ("Ironroot Treefolk", "4G", ("creature",), ("Treefolk",), (3, 5)),
    ("Thrull Retainer", "W", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Jester's Cap", "4", ("artifact",), (), (None, None)),
    ("Walking Wall", "4", ("artifact", "creature"), ("Wall",), (0, 6)),
    ("Cat Warriors", "1GG", ("creature",), ("Cat", "Warrior"), (2, 3)),
])

test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Armor Thrull", "put a +1/+2 counter on target creature"),
    ("Walking Wall", "as though it weren't a Wall"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_argothian_swine_tramples_2_over_a_blocking_1_1() -> None:
    out = run([mine("swine", "Argothian Swine"), his("elves", "Llanowar Elves")],
              [{"attack": ["swine"]}, {"block": {"elves": "swine"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 18) and graveyards(out) == ([], ["Llanowar Elves"])


def test_sonic_seizure_discards_a_card_at_random_as_it_is_played_and_deals_3_damage() -> None:
    # The discard is an additional cost (409.1f): paid as the spell is played, before it resolves.
    out = run([mine("m", "Mountain"), his("bears", "Grizzly Bears")],
              [{"play": {"card": "Sonic Seizure", "targets": ["bears"]}}, {"resolve": "all"}],
              hand=["Sonic Seizure", "Shock", "Giant Growth"])
    assert graveyards(out) == (["Shock", "Sonic Seizure"], ["Grizzly Bears"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Giant Growth"]
    assert cited_by(out, "discarding Shock at random") == ["409.1f"]


def test_sonic_seizure_cannot_be_played_without_another_card_to_discard() -> None:
    out = run([mine("m", "Mountain")], [{"play": {"card": "Sonic Seizure", "targets": ["Bob"]}}],
              hand=["Sonic Seizure"])
    assert [(i["action"], i["rules"]) for i in out["illegal"]] == [(1, ["409.1f"])] and life(out) == (20, 20)


def test_ironroot_treefolk_blocks_a_grizzly_bears_and_survives() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("tree", "Ironroot Treefolk")],
              [{"attack": ["bears"]}, {"block": {"tree": "bears"}}, {"advance": "end_of_combat"}],
              active="Bob")
    assert life(out) == (20, 20) and graveyards(out) == ([], ["Grizzly Bears"])


def test_order_of_leitbur_and_a_black_knight_blocking_it_deal_each_other_no_damage() -> None:
    # Each has protection from the other's color: both survive the first-strike damage step.
    out = run([mine("order", "Order of Leitbur"), his("knight", "Black Knight")],
              [{"attack": ["order"]}, {"block": {"knight": "order"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 20) and graveyards(out) == ([], [])
    assert perm(out, "order") is not None and perm(out, "knight") is not None
