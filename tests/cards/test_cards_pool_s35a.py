"""The cards batch 39's questions and letters name that the pool lacked (session 35a): the block
of the pool that holds them, whether each runs whole, and the engine playing cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, run

#: The comments that open and close the block (it stands right before session 36a's block).
BLOCK = "# -- the cards batch 39's questions and letters name that the pool lacked (session 35a)"
BLOCK_END = "# -- the cards batch 40's questions and letters name that the pool lacked (session 36a)"
#: The cards of the block the engine runs whole.
RUN = {"Wild Elephant", "Mons's Goblin Raiders", "Psionic Gift", "Stalking Assassin",
       "Mountain Valley", "Agility"}
#: The cards batch 39's board letters name that the pool lacked, first in the block.
LETTERS = (
    "Wild Elephant",
    "Reality Ripple",
    "Emperor Crocodile",
    "Mons's Goblin Raiders",
)
SIZE = 17


def test_the_block_has_its_size_and_stands_before_session_36a_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 34a's block and the first of session 36a's
    names = check_place(block, SIZE, ("Wild Elephant", "Catacomb Dragon"), ("Cat Warriors", "Hurloon Minotaur"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 6 and text == 11


test_printed_characteristics = printed_characteristics([
    ("Wild Elephant", "3G", ("creature",), ("Elephant",), (3, 3)),
    ("Reality Ripple", "1U", ("instant",), (), (None, None)),
    ("Emperor Crocodile", "3G", ("creature",), ("Crocodile",), (5, 5)),
    ("Mons's Goblin Raiders", "R", ("creature",), ("Goblin",), (1, 1)),
    ("Eater of the Dead", "4B", ("creature",), ("Horror",), (3, 4)),
    ("Psionic Gift", "1U", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Brown Ouphe", "G", ("creature",), ("Ouphe",), (1, 1)),
    ("Stalking Assassin", "1UB", ("creature",), ("Assassin",), (1, 1)),
    ("Mountain Valley", "", ("land",), (), (None, None)),
    ("Shimmer", "2UU", ("enchantment",), (), (None, None)),
    ("Aleatory", "1R", ("instant",), (), (None, None)),
    ("Emberwilde Djinn", "2RR", ("creature",), ("Djinn",), (5, 4)),
    ("Reign of Chaos", "2RR", ("sorcery",), (), (None, None)),
    ("Agility", "1R", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Telim'Tor", "4R", ("creature",), ("Knight",), (2, 2)),
    ("Polymorph", "3U", ("sorcery",), (), (None, None)),
    ("Catacomb Dragon", "4BB", ("creature",), ("Dragon",), (4, 4)),
])

test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Reality Ripple", "target artifact, creature, or land phases out"),
    ("Emperor Crocodile", "when you control no other creatures, sacrifice this"),
    ("Emberwilde Djinn", "he or she gains control of this"),
    ("Polymorph", "reveals cards from the top of his or her library"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_wild_elephant_tramples_2_over_a_blocking_1_1() -> None:
    out = run([mine("elephant", "Wild Elephant"), his("elves", "Llanowar Elves")],
              [{"attack": ["elephant"]}, {"block": {"elves": "elephant"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 18) and graveyards(out) == ([], ["Llanowar Elves"])


def test_mons_s_goblin_raiders_unblocked_deal_1() -> None:
    out = run([mine("raiders", "Mons's Goblin Raiders")],
              [{"attack": ["raiders"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 19) and graveyards(out) == ([], [])


def test_agility_s_flanking_kills_a_blocking_1_1_before_damage() -> None:
    # The blocker gets -1/-1 from flanking and is put into the graveyard (420.5b); the
    # blocked 3/3 deals no damage to Bob.
    out = run([mine("bears", "Grizzly Bears"), mine("agility", "Agility", attached_to="bears"),
               his("elves", "Llanowar Elves")],
              [{"attack": ["bears"]}, {"block": {"elves": "bears"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 20) and graveyards(out) == ([], ["Llanowar Elves"])
    assert perm(out, "bears") is not None


def test_stalking_assassin_destroys_a_tapped_creature() -> None:
    out = run([mine("assassin", "Stalking Assassin"), his("bears", "Grizzly Bears", tapped=True)],
              [{"activate": {"source": "assassin", "ability": 2, "targets": ["bears"]}},
               {"resolve": "all"}])
    assert graveyards(out) == ([], ["Grizzly Bears"]) and perm(out, "assassin") is not None


def test_psionic_gift_lets_the_creature_ping_a_player() -> None:
    out = run([mine("bears", "Grizzly Bears"), mine("gift", "Psionic Gift", attached_to="bears")],
              [{"activate": {"source": "bears", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 19)
