"""The cards batch 27's questions and letters name that the pool lacked (session 26d): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, run

#: The comments that open and close the block (it stands right before session 26c's block).
BLOCK = "# -- the cards batch 27's questions and letters name that the pool lacked (session 26d)"
BLOCK_END = "# -- the cards batch 26's questions and letters name that the pool lacked (session 26c)"
#: The cards of the block the engine runs whole.
RUN = {"Cosmic Larva", "Final Judgment", "Thoughtbind",
       "Soulscour",  # since session 27
       "Wrath of Marit Lage", "Serra's Embrace",  # since session 28
       "Zuran Enchanter", "Wall of Shadows",  # since session 31
       "Arcbound Overseer"}  # since session 32
#: The cards batch 27's board letters name that the pool lacked and Fifth Dawn had printed,
#: each in the block.
LETTERS = ("Wall of Shadows", "Jinxed Choker", "Cosmic Larva", "Arcbound Overseer", "Soulscour")
SIZE = 19


def test_the_block_has_its_size_and_stands_before_session_26c_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 27c's block and the first of session 26c's
    names = check_place(block, SIZE, ("Wall of Shadows", "Zuran Enchanter"), ("Bazaar of Wonders", "Death Speakers"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 9 and text == 10


test_printed_characteristics = printed_characteristics([
    ("Wall of Shadows", "1BB", ("creature",), ("Wall",), (0, 1)),
    ("Jinxed Choker", "3", ("artifact",), (), (None, None)),
    ("Cosmic Larva", "1RR", ("creature",), ("Beast",), (7, 6)),
    ("Arcbound Overseer", "8", ("artifact", "creature"), ("Golem",), (0, 0)),
    ("Soulscour", "7WWW", ("sorcery",), (), (None, None)),
    ("Coretapper", "2", ("artifact", "creature"), ("Myr",), (1, 1)),
    ("Devoted Caretaker", "W", ("creature",), ("Cleric",), (1, 2)),
    ("Serra's Embrace", "2WW", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Thoughtbind", "2U", ("instant",), (), (None, None)),
    ("Transmute Artifact", "UU", ("sorcery",), (), (None, None)),
    ("Zuran Enchanter", "1U", ("creature",), ("Wizard",), (1, 1)),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    # (Wall of Shadows runs since session 31)
    ("Jinxed Choker", "target opponent gains control of this and puts a charge counter on it"),
    # (Arcbound Overseer runs since session 32)
    ("Transmute Artifact", "search your library for an artifact card"),  # Soulscour runs since session 27
    ("Back to Basics", "nonbasic lands don't untap"),
    ("Devoted Caretaker", "protection from instant spells and from sorcery spells"),
    ("Enchantment Alteration", "to another permanent of the same type"),
    ("Goblin Scouts", "Goblin Scout creature tokens with mountainwalk"),
    ("Heartstone", "less than one mana"),
    ("Spectral Shift", "entwine {2}"),
    ("Tainted Aether", "its controller sacrifices a creature or land"),
    ("Transmute Artifact", "as an additional cost to play this, sacrifice an artifact"),
    ("Jinxed Choker", "target opponent gains control of this and puts a charge counter on it"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_cosmic_larva_is_sacrificed_unless_two_lands_are() -> None:
    lands = [mine("f1", "Forest"), mine("f2", "Forest")]
    paid = run([mine("larva", "Cosmic Larva"), *lands], [{"advance": "draw"}], step="untap")
    assert graveyards(paid) == (["Forest", "Forest"], [])
    unpaid = run([mine("larva", "Cosmic Larva"), *lands],
                 [{"advance": "upkeep"}, {"resolve": "all"}, {"choose": {"pay": False}}], step="untap")
    assert graveyards(unpaid) == (["Cosmic Larva"], [])
    one_land = run([mine("larva", "Cosmic Larva"), mine("f1", "Forest")], [{"advance": "draw"}], step="untap")
    assert graveyards(one_land) == (["Cosmic Larva"], [])  # one land can't pay "two lands"


def test_final_judgment_removes_every_creature_from_the_game() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("wurm", "Craw Wurm")],
              [{"play": {"card": "Final Judgment"}}, {"resolve": "all"}], hand=["Final Judgment"])
    players = out["final"]["players"]
    assert out["final"]["in_play"] == [] and graveyards(out) == (["Final Judgment"], [])
    assert (players["Alice"]["removed"], players["Bob"]["removed"]) == (["Grizzly Bears"], ["Craw Wurm"])


def test_thoughtbind_counters_a_two_mana_spell_but_cant_target_a_six_mana_one() -> None:
    out = run([], [{"play": {"card": "Grizzly Bears", "by": "Bob"}},
                   {"play": {"card": "Thoughtbind", "by": "Alice", "targets": ["Grizzly Bears"]}},
                   {"resolve": "all"}],
              hand=["Thoughtbind"], bob_hand=["Grizzly Bears"], active="Bob")
    assert graveyards(out) == (["Thoughtbind"], ["Grizzly Bears"]) and out["final"]["in_play"] == []
    refused = run([], [{"play": {"card": "Craw Wurm", "by": "Bob"}},
                       {"play": {"card": "Thoughtbind", "by": "Alice", "targets": ["Craw Wurm"]}}],
                  hand=["Thoughtbind"], bob_hand=["Craw Wurm"], active="Bob", on_illegal="continue")
    assert [entry["rules"] for entry in refused["illegal"]] == [["409.1c", "415.5", "203.3"]]
    assert life(refused) == (20, 20)
