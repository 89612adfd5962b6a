"""The cards batch 22's questions and letters name that the pool lacked (session 22c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 23c's block, which
#: stands right before the Onslaught block).
BLOCK = "# -- the cards batch 22's questions and letters name that the pool lacked (session 22c)"
BLOCK_END = "# -- the cards batch 24's questions and letters name that the pool lacked (session 24c)"
#: The cards of the block the engine runs whole.
RUN = {
    "Molten Rain",  # since session 24: the grader's "dies" counts creatures
    "Yavimaya Ants", "Talon Sliver", "Crash of Rhinos", "Volcanic Island", "Savage Twister", "Tangle Asp",
    "Dawn Elemental", "Shatterstorm", "Circle of Protection: White", "Yotian Soldier", "Winged Sliver",
    "Spined Fluke", "Annihilate", "Dragonspeaker Shaman", "Rain of Tears", "Oxidize", "Silver Drake",
    # run whole since session 23 (tests/judge/test_judge_pool_s23.py)
    "Razormane Masticore", "Soulgorger Orgg", "Holy Light",
    "Death Grasp",
    "Quicksilver Behemoth", "Skittering Skirge", "Spincrusher",
    "Broodhatch Nantuko", "Alpha Status",  # since session 24
    "Rethink",  # since session 25
    "Spikeshot Goblin",  # since session 26
    "Geth's Grimoire", "Nemesis Mask", "Voice of All",  # since session 27
    "Aura of Silence", "Thornscape Familiar",  # since session 28
    "Devour in Shadow",  # since session 29
    "Tangle Golem",  # since session 30
    "Silent Arbiter",  # since session 31
    "Epic Struggle",  # since session 32
    "Drain Life",  # since session 34
    "Aurification",  # since session 35 (tests/judge/test_judge_pool_s35.py)
}
#: The cards batch 22's board letters name that the pool lacked, each in the block.
LETTERS = (
    "Broodhatch Nantuko", "Alpha Status", "Bomb Squad", "Sun Droplet", "Holy Light", "Yavimaya Ants",
    "Talon Sliver", "Crash of Rhinos", "Dark Supplicant", "Desolation", "Zur's Weirding", "Molten Rain",
    "Volcanic Island", "Savage Twister", "Reflect Damage", "Tangle Asp", "Quicksilver Behemoth",
    "Devour in Shadow", "Dawn Elemental", "Darksteel Colossus", "Spikeshot Goblin", "Soulgorger Orgg",
    "Shatterstorm",
)
SIZE = 79


def test_the_block_has_its_size_and_stands_before_the_session_23c_block(block: list[dict[str, Any]]) -> None:
    # between the last card of the block before it and the first of session 23c's block
    names = check_place(block, SIZE, ("Broodhatch Nantuko", "Polar Kraken"), ("Duplicant", "Avatar of Will"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 40 and text == 39


test_printed_characteristics = printed_characteristics([
    ("Broodhatch Nantuko", "1G", ("creature",), ("Insect", "Druid"), (1, 1)),
    ("Yavimaya Ants", "2GG", ("creature",), ("Ant",), (5, 1)),
    ("Crash of Rhinos", "6GG", ("creature",), ("Rhino",), (8, 4)),
    ("Dark Supplicant", "B", ("creature",), ("Human", "Cleric"), (1, 1)),
    ("Volcanic Island", "", ("land",), ("Island", "Mountain"), (None, None)),
    ("Savage Twister", "XRG", ("sorcery",), (), (None, None)),
    ("Quicksilver Behemoth", "6U", ("creature",), ("Beast",), (4, 5)),
    ("Dawn Elemental", "WWWW", ("creature",), ("Elemental",), (3, 3)),
    ("Darksteel Colossus", "11", ("artifact", "creature"), ("Golem",), (11, 11)),
    ("Soulgorger Orgg", "3RR", ("creature",), ("Orgg",), (6, 6)),
    ("Karn, Silver Golem", "5", ("artifact", "creature"), ("Golem",), (4, 4)),
    ("Gemini Engine", "6", ("artifact", "creature"), (), (3, 4)),
    ("Spined Fluke", "2B", ("creature",), ("Worm", "Horror"), (5, 1)),
    ("Nemesis Mask", "3", ("artifact",), ("Equipment",), (None, None)),
    ("Drain Life", "X1B", ("sorcery",), (), (None, None)),
    ("Razormane Masticore", "5", ("artifact", "creature"), ("Masticore",), (5, 5)),
    ("Polar Kraken", "8UUU", ("creature",), ("Kraken",), (11, 11)),
])


def test_karn_is_legendary() -> None:
    assert card_named("Karn, Silver Golem").supertypes == ("legendary",)


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    # (Broodhatch Nantuko runs since session 24: Sun Droplet, also "that many", in its place)
    ("Sun Droplet", "whenever you're dealt damage, put that many charge counters on this"),
    # (Holy Light runs since session 23: Bomb Squad in its place)
    ("Bomb Squad", "fuse counter"),
    ("Zur's Weirding", "then any other player may pay 2 life"),
    ("Reflect Damage", "that damage is dealt to that source's controller instead"),
    # (Devour in Shadow runs since session 29: Desolation, also a letter's card, in its place)
    ("Desolation", "sacrifices a land"),
    # (Soulgorger Orgg runs since session 23: Darksteel Colossus, also a creature of a letter, in its place)
    ("Darksteel Colossus", "reveal it and shuffle it into its owner's library instead"),
    ("Mogg Bombers", "when another creature comes into play, sacrifice this"),
    ("Hidden Spider", "if this is an enchantment"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_talon_sliver_first_strikes_yavimaya_ants_to_death_before_they_deal_damage() -> None:
    out = run([mine("ants", "Yavimaya Ants"), his("talon", "Talon Sliver")],
              [{"attack": ["ants"]}, {"block": {"talon": "ants"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == (["Yavimaya Ants"], []) and life(out) == (20, 20)
    assert perm(out, "talon")["damage"] == 0  # type: ignore[index]


def test_dawn_elemental_blocking_crash_of_rhinos_takes_no_damage_and_5_tramples_over() -> None:
    out = run([his("rhinos", "Crash of Rhinos"), mine("dawn", "Dawn Elemental")],
              [{"attack": ["rhinos"]}, {"block": {"dawn": "rhinos"}}, {"advance": "end_of_combat"}], active="Bob")
    assert life(out) == (15, 20) and graveyards(out) == ([], [])
    assert (perm(out, "dawn")["damage"], perm(out, "rhinos")["damage"]) == (0, 3)  # type: ignore[index]


def test_tangle_asp_blocking_destroys_the_bears_at_end_of_combat() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("asp", "Tangle Asp")],
              [{"attack": ["bears"]}, {"block": {"asp": "bears"}}, {"advance": "postcombat_main"}], active="Bob")
    assert graveyards(out) == (["Tangle Asp"], ["Grizzly Bears"]) and life(out) == (20, 20)


def test_savage_twister_for_3_kills_the_bears_and_not_the_rhinos() -> None:
    out = run([mine("bears", "Grizzly Bears"), his("rhinos", "Crash of Rhinos")],
              [{"play": {"card": "Savage Twister", "x": 3}}, {"resolve": "all"}], hand=["Savage Twister"])
    assert graveyards(out) == (["Savage Twister", "Grizzly Bears"], [])
    assert perm(out, "rhinos")["damage"] == 3  # type: ignore[index]


def test_shatterstorm_destroys_every_artifact() -> None:
    out = run([mine("soldier", "Yotian Soldier"), his("thopter", "Ornithopter")],
              [{"play": {"card": "Shatterstorm"}}, {"resolve": "all"}], hand=["Shatterstorm"])
    assert graveyards(out) == (["Yotian Soldier", "Shatterstorm"], ["Ornithopter"])


def test_yotian_soldier_attacks_without_tapping() -> None:
    out = run([mine("soldier", "Yotian Soldier")], [{"attack": ["soldier"]}, {"block": {}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 19) and perm(out, "soldier")["tapped"] is False  # type: ignore[index]


def test_winged_and_talon_slivers_share_flying_and_first_strike() -> None:
    out = run([mine("winged", "Winged Sliver"), mine("talon", "Talon Sliver")], [])
    for pid in ("winged", "talon"):
        assert set(perm(out, pid)["abilities"]) == {"flying", "first strike"}  # type: ignore[index]
        assert pt(out, pid) == (1, 1)


def test_spined_fluke_alone_sacrifices_itself() -> None:
    out = run([], [{"play": {"card": "Spined Fluke"}}, {"resolve": "all"}], hand=["Spined Fluke"])
    assert graveyards(out) == (["Spined Fluke"], []) and out["final"]["in_play"] == []


def test_silver_drake_alone_returns_itself_to_hand() -> None:
    out = run([], [{"play": {"card": "Silver Drake"}}, {"resolve": "all"}], hand=["Silver Drake"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Silver Drake"] and out["final"]["in_play"] == []


def test_annihilate_destroys_a_nonblack_creature() -> None:
    out = run([his("bears", "Grizzly Bears")],
              [{"play": {"card": "Annihilate", "targets": ["bears"]}}, {"resolve": "all"}], hand=["Annihilate"])
    assert graveyards(out) == (["Annihilate"], ["Grizzly Bears"])
