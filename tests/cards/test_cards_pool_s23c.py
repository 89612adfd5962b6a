"""The cards batch 23's questions and letters name that the pool lacked (session 23c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import cited, graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before the Onslaught block).
BLOCK = "# -- the cards batch 23's questions and letters name that the pool lacked (session 23c)"
BLOCK_END = "# -- Onslaught block: the rules questions of 2003"
#: The cards of the block the engine runs whole.
RUN = {
    "Rockshard Elemental", "Fog of Gnats", "Wall of Razors", "Lowland Basilisk", "Tradewind Rider", "Cognivore",
    "Ancient Den", "Bayou",
    "Clockwork Condor", "Anarchist", "Fabricate", "Keldon Warlord", "Larceny",  # since session 24
    "Flash Counter",  # since session 25
    "Swooping Talon", "Talruum Champion", "Flamebreak", "Kjeldoran Frostbeast", "Skyhunter Cub",  # since session 26
    "Mind's Eye",  # since session 27
    "Chill",  # since session 28
    "Wall of Nets",  # since session 35 (tests/judge/test_judge_pool_s35.py)
    "Darkest Hour",  # since session 36 (tests/judge/test_judge_pool_s36.py)
}
#: The cards batch 23's board letters name that the pool lacked, each in the block.
LETTERS = (
    "Swooping Talon", "Rockshard Elemental", "Talruum Champion", "Embolden", "Grotesque Hybrid", "Wall of Nets",
    "Kjeldoran Frostbeast", "Auriok Steelshaper", "Psychogenic Probe", "Clockwork Condor", "Proteus Staff",
    "Fog of Gnats", "Keldon Warlord", "Skyhunter Cub", "Surestrike Trident", "Wall of Razors", "Flamebreak",
    "Lowland Basilisk",
)
#: (Verdant Force and Library of Alexandria, which batch 23 names too, stand in session 23a's block.)
SIZE = 44


def test_the_block_has_its_size_and_stands_before_the_onslaught_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 22c's block and the first of the Onslaught block
    names = check_place(block, SIZE, ("Swooping Talon", "Last Rites"), ("Mirri, Cat Warrior", "Dazzling Beauty"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 23 and text == 21


test_printed_characteristics = printed_characteristics([
    ("Swooping Talon", "4WW", ("creature",), ("Bird", "Soldier"), (2, 6)),
    ("Rockshard Elemental", "5RR", ("creature",), ("Elemental",), (4, 3)),
    ("Talruum Champion", "4R", ("creature",), ("Minotaur",), (3, 3)),
    ("Embolden", "2W", ("instant",), (), (None, None)),
    ("Wall of Nets", "1WW", ("creature",), ("Wall",), (0, 7)),
    ("Kjeldoran Frostbeast", "3GW", ("creature",), ("Frostbeast",), (2, 4)),
    ("Clockwork Condor", "4", ("artifact", "creature"), ("Bird",), (0, 0)),
    ("Keldon Warlord", "2RR", ("creature",), ("Lord",), (0, 0)),  # '*': its ability sets it (208.2), run since session 24
    ("Surestrike Trident", "2", ("artifact",), ("Equipment",), (None, None)),
    ("Flamebreak", "RRR", ("sorcery",), (), (None, None)),
    ("Consume Spirit", "X1B", ("sorcery",), (), (None, None)),
    ("Cognivore", "6UU", ("creature",), ("Lhurgoyf",), (0, 0)),
    ("Lord of Tresserhorn", "1UBR", ("creature",), ("Zombie",), (10, 4)),
    ("Ancient Den", "", ("artifact", "land"), (), (None, None)),
    ("Bayou", "", ("land",), ("Swamp", "Forest"), (None, None)),
    ("Verdant Force", "5GGG", ("creature",), ("Elemental",), (7, 7)),
    ("Prosperity", "XU", ("sorcery",), (), (None, None)),
])


def test_lord_of_tresserhorn_is_legendary_and_multicolored() -> None:
    card = card_named("Lord of Tresserhorn")
    assert card.supertypes == ("legendary",) and card.colors == ("blue", "black", "red")


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    # (Talruum Champion runs since session 26: Psychogenic Probe, also a trigger the engine doesn't read, in its place)
    ("Psychogenic Probe", "causes a player to shuffle his or her library"),
    ("Embolden", "divided as you choose"),
    # (Kjeldoran Frostbeast runs since session 26: Culling Scales, also a trigger that destroys, in its place)
    ("Culling Scales", "destroy target nonland permanent with the lowest converted mana cost"),
    ("Auriok Steelshaper", "each creature you control that's a Soldier or a Knight gets +1/+1"),
    # (Clockwork Condor runs since session 24, Wall of Nets since session 35: Proteus Staff in their place)
    ("Proteus Staff", "put target creature on the bottom of its owner's library"),
    # (Flamebreak runs since session 26: Shower of Coals, also a damage sorcery, in its place)
    ("Shower of Coals", "up to three target creatures and/or players"),
    # (Verdant Force runs since session 28: Rootwater Thief, also a trigger, in its place)
    ("Rootwater Thief", "search that player's library for a card"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_rockshard_elemental_unblocked_deals_its_damage_twice() -> None:
    out = run([mine("rock", "Rockshard Elemental")], [{"attack": ["rock"]}, {"block": {}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 12) and graveyards(out) == ([], [])


def test_rockshard_elemental_kills_its_blocker_in_the_first_combat_damage_step() -> None:
    out = run([mine("rock", "Rockshard Elemental"), his("bears", "Grizzly Bears")],
              [{"attack": ["rock"]}, {"block": {"bears": "rock"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == ([], ["Grizzly Bears"]) and life(out) == (20, 20)
    assert perm(out, "rock")["damage"] == 0  # type: ignore[index]


def test_lowland_basilisk_blocking_destroys_the_bears_at_end_of_combat_and_survives() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("basilisk", "Lowland Basilisk")],
              [{"attack": ["bears"]}, {"block": {"basilisk": "bears"}}, {"advance": "postcombat_main"}], active="Bob")
    assert graveyards(out) == ([], ["Grizzly Bears"]) and life(out) == (20, 20)
    assert perm(out, "basilisk")["damage"] == 2  # type: ignore[index]


def test_wall_of_razors_first_strikes_the_bears_to_death_before_they_deal_damage() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("wall", "Wall of Razors")],
              [{"attack": ["bears"]}, {"block": {"wall": "bears"}}, {"advance": "end_of_combat"}], active="Bob")
    assert graveyards(out) == ([], ["Grizzly Bears"]) and perm(out, "wall")["damage"] == 0  # type: ignore[index]


def test_fog_of_gnats_regenerates_from_the_bears_damage_and_is_tapped() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("gnats", "Fog of Gnats")],
              [{"attack": ["bears"]}, {"block": {"gnats": "bears"}}, {"activate": {"source": "gnats"}},
               {"resolve": "all"}, {"advance": "end_of_combat"}], active="Bob")
    gnats = perm(out, "gnats")
    assert gnats is not None and (gnats["tapped"], gnats["damage"]) == (True, 0)
    assert graveyards(out) == ([], []) and perm(out, "bears")["damage"] == 1  # type: ignore[index]


def test_cognivore_counts_the_instant_cards_in_every_graveyard() -> None:
    out = run([mine("cognivore", "Cognivore")], [], graveyard=["Lightning Bolt", "Shock", "Grizzly Bears"],
              bob_graveyard=["Counterspell"])
    assert pt(out, "cognivore") == (3, 3)


def test_a_bayou_lets_a_forestwalker_through_and_an_ancient_den_does_not() -> None:
    walked = run([his("dryads", "Shanodin Dryads"), mine("bayou", "Bayou"), mine("bears", "Grizzly Bears")],
                 [{"attack": ["dryads"]}, {"block": {"bears": "dryads"}}], active="Bob")
    assert [problem["rules"][0] for problem in walked["illegal"]] == ["502.6b"]
    blocked = run([his("dryads", "Shanodin Dryads"), mine("den", "Ancient Den"), mine("bears", "Grizzly Bears")],
                  [{"attack": ["dryads"]}, {"block": {"bears": "dryads"}}, {"advance": "end_of_combat"}], active="Bob")
    assert blocked["illegal"] == [] and graveyards(blocked) == ([], ["Shanodin Dryads"])


def test_tradewind_rider_taps_two_other_creatures_to_return_a_permanent() -> None:
    state = [mine("rider", "Tradewind Rider"), mine("bears", "Grizzly Bears"), mine("giant", "Hill Giant"),
             his("angel", "Serra Angel")]
    out = run(state, [{"activate": {"source": "rider", "targets": ["angel"]}}, {"resolve": "all"}])
    assert out["illegal"] == [] and perm(out, "angel") is None
    assert out["final"]["players"]["Bob"]["hand"] == ["Serra Angel"]
    assert [perm(out, pid)["tapped"] for pid in ("rider", "bears", "giant")] == [True, True, True]  # type: ignore[index]
    assert "409.1f" in cited(out)
    alone = run(state[:2] + state[3:], [{"activate": {"source": "rider", "targets": ["angel"]}}])
    assert [problem["rules"] for problem in alone["illegal"]] == [["409.1f", "409.1h"]]
    assert alone["illegal"][0]["text"] == ("Alice controls no 2 untapped creatures to tap for Tradewind Rider's "
                                           "ability (it controls 1; the cost taps 2).")
