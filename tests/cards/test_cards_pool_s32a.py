"""The cards batch 36's questions and letters name that the pool lacked (session 32a): the block
of the pool that holds them, whether each runs whole, and the engine playing cards of it that
run to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, legendary_cards, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, pt, run

#: The comments that open and close the block (it stands right before session 33a's block).
BLOCK = "# -- the cards batch 36's questions and letters name that the pool lacked (session 32a)"
BLOCK_END = "# -- the cards batch 37's questions and letters name that the pool lacked (session 33a)"
#: The cards of the block the engine runs whole.
RUN = {"Demon's Horn", "Cemetery Gate", "Cantivore", "Remove Soul",
       "Psychic Venom", "Patron Wizard", "Chaos Charm", "Clock of Omens", "Treefolk Mystic",
       "Ascendant Evincar", "Hold the Line",  # the last seven since session 33
       "Fire Ants"}  # since session 36
#: The cards batch 36's board letters name that the pool lacked, first in the block.
LETTERS = (
    "Psychic Venom",
    "Demon's Horn",
    "Lunar Avenger",
    "Cemetery Gate",
    "Fire Ants",
    "Living Inferno",
    "Treefolk Mystic",
)
SIZE = 20


def test_the_block_has_its_size_and_stands_before_session_30a_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 31a's block and the first of session 30a's
    names = check_place(block, SIZE, ("Psychic Venom", "Clock of Omens"), ("Wizard Mentor", "Rain of Gore"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 12 and text == 8


test_printed_characteristics = printed_characteristics([
    ("Psychic Venom", "1U", ("enchantment",), ("Enchant Land",), (None, None)),
    ("Demon's Horn", "2", ("artifact",), (), (None, None)),
    ("Lunar Avenger", "7", ("artifact", "creature"), ("Golem",), (2, 2)),
    ("Cemetery Gate", "2B", ("creature",), ("Wall",), (0, 5)),
    ("Fire Ants", "2R", ("creature",), ("Ant",), (2, 1)),
    ("Living Inferno", "6RR", ("creature",), ("Elemental",), (8, 5)),
    ("Treefolk Mystic", "3G", ("creature",), ("Treefolk",), (2, 4)),
    ("Ascendant Evincar", "4BB", ("creature",), ("Vampire",), (3, 3)),
    ("Phyrexian Infiltrator", "2B", ("creature",), ("Minion",), (2, 2)),
    ("Safe Haven", "", ("land",), (), (None, None)),
    ("Cantivore", "1WW", ("creature",), ("Lhurgoyf",), (0, 0)),  # printed */*: 0 outside play
    ("Frenetic Efreet", "1UR", ("creature",), ("Efreet",), (2, 1)),
    ("Flint Golem", "4", ("artifact", "creature"), ("Golem",), (2, 3)),
    ("Reroute", "1R", ("instant",), (), (None, None)),
    ("Remove Soul", "1U", ("instant",), (), (None, None)),
    ("Hold the Line", "1WW", ("instant",), (), (None, None)),
    ("Concerted Effort", "2WW", ("enchantment",), (), (None, None)),
    ("Patron Wizard", "UUU", ("creature",), ("Wizard",), (2, 2)),
    ("Chaos Charm", "R", ("instant",), (), (None, None)),
    ("Clock of Omens", "4", ("artifact",), (), (None, None)),
])

test_legendary_cards = legendary_cards([
    ("Ascendant Evincar", ("legendary",)),
])

test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    # (Psychic Venom runs since session 33, Fire Ants since session 36)
    ("Lunar Avenger", "sunburst"),
    ("Living Inferno", "each of those creatures deals damage equal to its power to this"),
    ("Phyrexian Infiltrator", "exchange control of this and target creature"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_cemetery_gate_blocks_a_black_attacker_and_is_dealt_none_of_its_damage() -> None:
    out = run([mine("knight", "Black Knight"), his("gate", "Cemetery Gate")],
              [{"attack": ["knight"]}, {"block": {"gate": "knight"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == ([], []) and life(out) == (20, 20)


def test_cantivore_counts_the_enchantment_cards_in_both_graveyards() -> None:
    out = run([mine("cv", "Cantivore")], [{"advance": "end_of_combat"}],
              graveyard=["Knighthood", "Shock"], bob_graveyard=["Knighthood"])
    assert pt(out, "cv") == (2, 2)


def test_remove_soul_counters_a_creature_spell() -> None:
    out = run([], [{"play": {"card": "Grizzly Bears"}}, {"play": {"card": "Remove Soul", "targets": ["Grizzly Bears"],
                                                                    "by": "Bob"}}, {"resolve": "all"}],
              hand=["Grizzly Bears"], bob_hand=["Remove Soul"])
    assert graveyards(out) == (["Grizzly Bears"], ["Remove Soul"])


def test_demons_horn_gains_its_controller_1_life_when_a_black_spell_is_played() -> None:
    out = run([mine("horn", "Demon's Horn")], [{"play": {"card": "Black Knight"}}, {"resolve": "all"}],
              hand=["Black Knight"])
    assert life(out) == (21, 20)
