"""The cards batch 24's questions and letters name that the pool lacked (session 24c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 25c's block).
BLOCK = "# -- the cards batch 24's questions and letters name that the pool lacked (session 24c)"
BLOCK_END = "# -- the cards batch 35's questions and letters name that the pool lacked (session 31a)"
#: The cards of the block the engine runs whole.
RUN = {
    "Manta Riders", "Reflexes", "Into Thin Air", "Phyrexian Walker", "Thran Foundry",
    "Searing Wind", "Ensouled Scimitar", "Guardian Idol", "Summoning Station",
    "Ageless Entity", "Leonin Squire",  # since session 25
    "Fertile Ground", "Artificer's Intuition",  # since session 27
    "Necrite", "Sadistic Glee", "Myr Quadropod",  # since session 28
    "Bringer of the White Dawn",  # since session 30
    "Avatar of Will",  # since session 31
    "Lurking Evil",  # since session 36
}
# (Sparring Collar keeps its printed '{R}{R}: attach this to target creature you control' as text since
# session 27's audit: usable until that ability is activated; its equip costs {1}.)
#: The cards batch 24's board letters name that the pool lacked, each in the block.
LETTERS = (
    "Avatar of Will", "Blinding Beam", "Eye of Singularity", "Manta Riders", "Reflexes", "Leonin Squire",
    "Sparring Collar", "Lurking Evil", "Bringer of the White Dawn", "Suntouched Myr", "Ageless Entity",
    "Spinal Parasite", "Into Thin Air", "Monkey Cage",
)
#: (Auriok Salvagers, which a question names as "Auriok Salvager", was already in the pool.)
SIZE = 41


def test_the_block_has_its_size_and_stands_before_session_25c_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 22c's block and the first of session 27c's (which stands before 26d's)
    names = check_place(block, SIZE, ("Avatar of Will", "Krark's Thumb"), ("Polar Kraken", "Roc of Kher Ridges"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 19 and text == 22


test_printed_characteristics = printed_characteristics([
    ("Avatar of Will", "6UU", ("creature",), ("Avatar",), (5, 6)),
    ("Blinding Beam", "2W", ("instant",), (), (None, None)),
    ("Eye of Singularity", "3W", ("enchantment",), ("Enchant World",), (None, None)),
    ("Manta Riders", "U", ("creature",), ("Merfolk",), (1, 1)),
    ("Leonin Squire", "1W", ("creature",), ("Cat", "Soldier"), (2, 2)),
    ("Sparring Collar", "2", ("artifact",), ("Equipment",), (None, None)),
    ("Lurking Evil", "BBB", ("enchantment",), (), (None, None)),
    ("Bringer of the White Dawn", "7WW", ("creature",), ("Bringer",), (5, 5)),
    ("Suntouched Myr", "3", ("artifact", "creature"), ("Myr",), (0, 0)),
    ("Ageless Entity", "3GG", ("creature",), ("Elemental",), (4, 4)),
    ("Spinal Parasite", "5", ("artifact", "creature"), ("Insect",), (-1, -1)),
    ("Spawning Pool", "", ("land",), (), (None, None)),
    ("Phyrexian Walker", "0", ("artifact", "creature"), ("Construct",), (0, 3)),
    ("Wurmskin Forger", "5GG", ("creature",), ("Elf", "Warrior"), (2, 2)),
    ("Searing Wind", "8R", ("instant",), (), (None, None)),
    ("Myr Quadropod", "4", ("artifact", "creature"), ("Myr",), (1, 4)),
    ("Goblin Archaeologist", "1R", ("creature",), ("Goblin",), (1, 2)),
])


def test_helm_of_kaldra_and_krarks_thumb_are_legendary_artifacts() -> None:
    for name in ("Helm of Kaldra", "Krark's Thumb"):
        card = card_named(name)
        assert (card.supertypes, card.types) == (("legendary",), ("artifact",))


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Eye of Singularity", "destroy all other permanents with that name"),
    ("Suntouched Myr", "sunburst"),
    ("Wurmskin Forger", "distribute three +1/+1 counters"),
    ("Monkey Cage", "where X is that creature's converted mana cost"),
    ("Eyes of the Watcher", "put any number of them on the bottom of your library"),
    ("Krark's Thumb", "flip two coins and ignore one"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_reflexes_lets_the_enchanted_bears_kill_a_blocker_before_it_deals_damage() -> None:
    out = run([mine("bears", "Grizzly Bears"), mine("reflexes", "Reflexes", attached_to="bears"),
               his("other", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"block": {"other": "bears"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == ([], ["Grizzly Bears"]) and perm(out, "bears")["damage"] == 0  # type: ignore[index]


def test_sparring_collar_gives_the_equipped_creature_first_strike() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("squire", "Grizzly Bears"),
               mine("collar", "Sparring Collar", attached_to="squire")],
              [{"attack": ["bears"]}, {"block": {"squire": "bears"}}, {"advance": "end_of_combat"}], active="Bob")
    assert graveyards(out) == ([], ["Grizzly Bears"]) and perm(out, "squire")["damage"] == 0  # type: ignore[index]


def test_searing_wind_deals_ten_damage_to_a_player() -> None:
    out = run([], [{"play": {"card": "Searing Wind", "targets": ["Bob"]}}, {"resolve": "all"}], hand=["Searing Wind"])
    assert life(out) == (20, 10) and graveyards(out) == (["Searing Wind"], [])


def test_into_thin_air_returns_an_artifact_to_its_owners_hand() -> None:
    out = run([his("thopter", "Ornithopter")],
              [{"play": {"card": "Into Thin Air", "targets": ["thopter"]}}, {"resolve": "all"}], hand=["Into Thin Air"])
    assert perm(out, "thopter") is None and out["final"]["players"]["Bob"]["hand"] == ["Ornithopter"]


def test_phyrexian_walker_blocks_the_bears_and_survives() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("walker", "Phyrexian Walker")],
              [{"attack": ["bears"]}, {"block": {"walker": "bears"}}, {"advance": "end_of_combat"}], active="Bob")
    assert graveyards(out) == ([], []) and perm(out, "walker")["damage"] == 2  # type: ignore[index]
    assert life(out) == (20, 20)


def test_guardian_idol_becomes_a_two_two_golem() -> None:
    out = run([mine("idol", "Guardian Idol")], [{"activate": {"source": "idol", "ability": 2}}, {"resolve": "all"}])
    assert out["illegal"] == [] and pt(out, "idol") == (2, 2)
