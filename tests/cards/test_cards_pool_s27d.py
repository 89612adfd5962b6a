"""The cards batch 29's questions and letters name that the pool lacked (session 27d): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import (check_place, legendary_cards, printed_characteristics, refused_with_text,
                         run_whole_counts)
from pool_games import graveyards, his, life, mine, pt, run

#: The comments that open and close the block (it stands right before session 25c's block).
BLOCK = "# -- the cards batch 29's questions and letters name that the pool lacked (session 27d)"
BLOCK_END = "# -- the cards batch 25's questions and letters name that the pool lacked (session 25c)"
#: The cards of the block the engine runs whole.
RUN = {"Carrion Ants", "Lifeforce", "Pain // Suffering",
       "Mogg Maniac", "Aether Charge",  # since session 28
       "Betrayal",  # since session 29
       "Fog Patch",  # since session 31
       "Excruciator"}  # since session 33
#: The cards batch 29's board letters name that the pool lacked and Fifth Dawn had printed,
#: each in the block.
LETTERS = ("Carrion Ants", "Mogg Maniac")
SIZE = 15


def test_the_block_has_its_size_and_stands_between_session_28d_and_25c_blocks(
        block: list[dict[str, Any]]) -> None:
    # between the last card of session 28d's block and the first of session 25c's
    names = check_place(block, SIZE, ("Carrion Ants", "Guardian Beast"), ("Quicksand", "Wall of Wood"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 8 and text == 7


test_printed_characteristics = printed_characteristics([
    ("Carrion Ants", "2BB", ("creature",), ("Insect",), (0, 1)),
    ("Mogg Maniac", "1R", ("creature",), ("Goblin",), (1, 1)),
    ("Hex", "4BB", ("sorcery",), (), (None, None)),
    ("Mistfolk", "UU", ("creature",), ("Illusion",), (1, 2)),
    ("Excruciator", "6RR", ("creature",), ("Avatar",), (7, 7)),
    ("Aether Charge", "4R", ("enchantment",), (), (None, None)),
    ("Zirilan of the Claw", "3RR", ("creature",), (), (3, 4)),
    ("Metamorphosis", "G", ("sorcery",), (), (None, None)),
    ("Betrayal", "U", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Rootwater Matriarch", "2UU", ("creature",), ("Merfolk",), (2, 3)),
    ("Gaea's Balance", "3G", ("sorcery",), (), (None, None)),
    ("Lifeforce", "GG", ("enchantment",), (), (None, None)),
    ("Pain // Suffering", "B3R", ("sorcery",), (), (None, None)),
    ("Fog Patch", "1G", ("instant",), (), (None, None)),
    ("Guardian Beast", "3B", ("creature",), ("Beast",), (2, 4)),
])


test_legendary_cards = legendary_cards([("Zirilan of the Claw", ("legendary",)), ("Guardian Beast", ())])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Hex", "destroy six target creatures"),
    ("Mistfolk", "counter target spell that targets this"),
    # (Excruciator runs since session 33)
    ("Zirilan of the Claw", "search your library for a Dragon card"),
    ("Metamorphosis", "sacrifice a creature"),
    ("Rootwater Matriarch", "for as long as that creature is enchanted"),
    ("Gaea's Balance", "sacrifice five lands"),
    ("Guardian Beast", "noncreature artifacts you control can't be enchanted"),
    ("Guardian Beast", "other players can't gain control of them"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_carrion_ants_pumps_itself_until_end_of_turn() -> None:
    pump = {"activate": {"source": "ants", "ability": 1}}
    out = run([mine("ants", "Carrion Ants")], [pump, pump, {"resolve": "all"}])
    assert pt(out, "ants") == (2, 3)
    ended = run([mine("ants", "Carrion Ants")], [pump, {"resolve": "all"}, {"advance": "cleanup"}])
    assert pt(ended, "ants") == (0, 1)


def test_lifeforce_counters_a_black_spell_but_cant_target_a_green_one() -> None:
    out = run([mine("lf", "Lifeforce")],
              [{"play": {"card": "Hypnotic Specter", "by": "Bob"}},
               {"activate": {"source": "lf", "ability": 1, "by": "Alice", "targets": ["Hypnotic Specter"]}},
               {"resolve": "all"}], bob_hand=["Hypnotic Specter"], active="Bob")
    assert graveyards(out) == ([], ["Hypnotic Specter"]) and len(out["final"]["in_play"]) == 1
    refused = run([mine("lf", "Lifeforce")],
                  [{"play": {"card": "Grizzly Bears", "by": "Bob"}},
                   {"activate": {"source": "lf", "ability": 1, "by": "Alice", "targets": ["Grizzly Bears"]}}],
                  bob_hand=["Grizzly Bears"], active="Bob", on_illegal="continue")
    assert [entry["rules"] for entry in refused["illegal"]] == [["409.1c", "415.5"]]
    assert life(refused) == (20, 20)


def test_either_half_of_pain_suffering_is_played() -> None:
    suffering = run([his("m", "Mountain")],
                    [{"play": {"card": "Pain // Suffering", "half": "Suffering", "targets": ["m"]}},
                     {"resolve": "all"}], hand=["Pain // Suffering"])
    assert graveyards(suffering) == (["Pain // Suffering"], ["Mountain"])
    pain = run([], [{"play": {"card": "Pain // Suffering", "half": "Pain", "targets": ["Bob"]}},
                    {"resolve": "all"}], hand=["Pain // Suffering"], bob_hand=["Grizzly Bears"])
    assert graveyards(pain) == (["Pain // Suffering"], ["Grizzly Bears"])
    assert pain["final"]["players"]["Bob"]["hand"] == []
