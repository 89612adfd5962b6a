"""The cards batch 21's questions and letters name that the pool lacked (session 21c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 22a's block).
BLOCK = "# -- the cards batch 21's questions and letters name that the pool lacked (session 21c)"
BLOCK_END = "# -- the 2002-2004 cards rules questions and board letters name (session 22a)"
#: The cards of the block the engine runs whole.
RUN = {
    "Darigaaz's Charm", "Mystic Crusader", "Sylvan Might", "Ancient Spider", "Leery Fogbeast", "Wretched Anurid",
    "Horned Kavu", "Sparkcaster", "Snapping Thragg", "Centaur Glade", "Mourning",
    "Cephalid Broker", "Northern Paladin", "Wall of Deceit",  # run whole since session 22's second engine round
    # run whole since session 23 (tests/judge/test_judge_pool_s23.py)
    "Flaring Pain", "Clockwork Dragon", "Thundermare", "Viridian Longbow", "Elven Riders",
    "Flood", "Venomspout Brackus",  # since session 25
    "Megrim", "Spirit Cairn",  # since session 27
    "Ironfist Crusher",  # since session 27
    "Nomad Decoy",  # since session 35 ("tap two target creatures")
}
#: The cards batch 21's board letters name that the pool lacked, each in the block.
LETTERS = (
    "Darigaaz's Charm", "Mystic Crusader", "Dwarven Shrine", "Sylvan Might", "Flaring Pain", "Dead Ringers",
    "Megrim", "Cephalid Broker", "Booby Trap", "Memory Jar", "Northern Paladin", "Noetic Scales",
    "Viridian Longbow", "Ancient Spider", "Leery Fogbeast", "Contested Cliffs", "Ironfist Crusher",
    "Wall of Deceit", "Clockwork Dragon", "Thunderstaff",
)
SIZE = 36


def test_the_block_has_its_size_and_stands_before_session_22as(block: list[dict[str, Any]]) -> None:
    # between the last card of session 21a's block and the first of session 22a's
    names = check_place(block, SIZE, ("Darigaaz's Charm", "Spirit Cairn"), ("Vanishing", "Disciple of Grace"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 25 and text == 11


test_printed_characteristics = printed_characteristics([
    ("Darigaaz's Charm", "BRG", ("instant",), (), (None, None)),
    ("Mystic Crusader", "1WW", ("creature",), ("Human", "Nomad", "Mystic"), (2, 1)),
    ("Cephalid Broker", "3U", ("creature",), ("Cephalid",), (2, 2)),
    ("Northern Paladin", "2WW", ("creature",), ("Knight",), (3, 3)),
    ("Viridian Longbow", "1", ("artifact",), ("Equipment",), (None, None)),
    ("Ancient Spider", "2GW", ("creature",), ("Spider",), (2, 5)),
    ("Leery Fogbeast", "2G", ("creature",), ("Beast",), (4, 2)),
    ("Contested Cliffs", "", ("land",), (), (None, None)),
    ("Ironfist Crusher", "4W", ("creature",), ("Human", "Soldier"), (2, 4)),
    ("Clockwork Dragon", "7", ("artifact", "creature"), ("Dragon",), (0, 0)),
    ("Imagecrafter", "U", ("creature",), ("Human", "Wizard"), (1, 1)),
    ("Horned Kavu", "RG", ("creature",), ("Kavu",), (3, 4)),
    ("Thundermare", "5R", ("creature",), ("Horse",), (5, 5)),
    ("Lightning Surge", "3RR", ("sorcery",), (), (None, None)),
    ("Mourning", "1B", ("enchantment",), ("Enchant Creature",), (None, None)),
])


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Honor the Fallen", "you gain 1 life for each card removed this way"),  # Flaring Pain runs since session 23
    ("Dead Ringers", "unless either one is a color the other isn't"),
    ("Dwarven Shrine", "whenever a player plays a spell, this deals damage to that player"),
    ("Noetic Scales", "whose power is greater than the number of cards in his or her hand"),
    ("Contested Cliffs", "deals damage equal to its power to the other"),  # Ironfist Crusher runs since session 27
    ("Booby Trap", "this deals 10 damage to that player"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_darigaazs_charm_deals_3_damage_to_a_player_in_its_second_mode() -> None:
    out = run([], [{"play": {"card": "Darigaaz's Charm", "targets": ["Bob"], "mode": 2}}, {"resolve": "all"}],
              hand=["Darigaaz's Charm"])
    assert life(out) == (20, 17) and graveyards(out) == (["Darigaaz's Charm"], [])


def test_mystic_crusader_gets_plus_one_and_flying_with_threshold() -> None:
    assert pt(run([mine("crusader", "Mystic Crusader")], []), "crusader") == (2, 1)
    out = run([mine("crusader", "Mystic Crusader")], [], graveyard=["Grizzly Bears"] * 7)
    assert pt(out, "crusader") == (3, 2)


def test_mystic_crusader_is_no_target_for_shock() -> None:
    out = run([mine("crusader", "Mystic Crusader")],
              [{"play": {"card": "Shock", "targets": ["crusader"], "by": "Bob"}}], bob_hand=["Shock"])
    (illegal,) = out["illegal"]
    assert "502.7a" in illegal["rules"] and perm(out, "crusader") is not None


def test_sylvan_might_gives_plus_two() -> None:
    out = run([mine("bears", "Grizzly Bears")],
              [{"play": {"card": "Sylvan Might", "targets": ["bears"]}}, {"resolve": "all"}], hand=["Sylvan Might"])
    assert pt(out, "bears") == (4, 4)


def test_ancient_spider_first_strikes_a_flyer_to_death() -> None:
    out = run([his("drake", "Wind Drake"), mine("spider", "Ancient Spider")],
              [{"attack": ["drake"]}, {"block": {"spider": "drake"}}, {"advance": "end_of_combat"}], active="Bob")
    assert graveyards(out) == ([], ["Wind Drake"]) and life(out) == (20, 20)
    assert perm(out, "spider")["damage"] == 0  # type: ignore[index]


def test_leery_fogbeast_blocked_prevents_all_combat_damage() -> None:
    out = run([mine("beast", "Leery Fogbeast"), his("bears", "Grizzly Bears")],
              [{"attack": ["beast"]}, {"block": {"bears": "beast"}}, {"advance": "end_of_combat"}])
    assert graveyards(out) == ([], []) and life(out) == (20, 20) and out["final"]["step"] == "end_of_combat"
    assert (perm(out, "beast")["damage"], perm(out, "bears")["damage"]) == (0, 0)  # type: ignore[index]


def test_wretched_anurid_costs_a_life_for_another_creature() -> None:
    out = run([mine("anurid", "Wretched Anurid")],
              [{"play": {"card": "Grizzly Bears"}}, {"resolve": "all"}], hand=["Grizzly Bears"])
    assert life(out) == (19, 20)


def test_horned_kavu_alone_returns_itself() -> None:
    out = run([], [{"play": {"card": "Horned Kavu"}}, {"resolve": "all"}], hand=["Horned Kavu"])
    assert out["final"]["players"]["Alice"]["hand"] == ["Horned Kavu"]
    assert [p["card"] for p in out["final"]["in_play"]] == []


def test_sparkcaster_deals_1_damage_to_a_player() -> None:
    out = run([], [{"play": {"card": "Sparkcaster"}}, {"resolve": "all"}, {"choose": {"targets": ["Bob"]}},
                   {"resolve": "all"}], hand=["Sparkcaster"])
    assert life(out) == (20, 19)


def test_snapping_thragg_deals_3_to_a_creature_of_the_player_it_hit() -> None:
    out = run([mine("thragg", "Snapping Thragg"), his("elves", "Llanowar Elves", tapped=True)],
              [{"attack": ["thragg"]}, {"block": {}}, {"advance": "combat_damage"}, {"resolve": "all"}])
    assert life(out) == (20, 17) and graveyards(out) == ([], ["Llanowar Elves"])


def test_centaur_glade_makes_a_3_3_centaur() -> None:
    out = run([mine("glade", "Centaur Glade")], [{"activate": {"source": "glade"}}, {"resolve": "all"}])
    (token,) = [p for p in out["final"]["in_play"] if p["id"] != "glade"]
    assert (token["power"], token["toughness"]) == (3, 3)


def test_mourning_gives_minus_two_power_and_returns_to_hand() -> None:
    out = run([his("bears", "Grizzly Bears"), mine("mourning", "Mourning", attached_to="bears")], [])
    assert pt(out, "bears") == (0, 2)
    back = run([his("bears", "Grizzly Bears"), mine("mourning", "Mourning", attached_to="bears")],
               [{"activate": {"source": "mourning"}}, {"resolve": "all"}])
    assert pt(back, "bears") == (2, 2) and back["final"]["players"]["Alice"]["hand"] == ["Mourning"]
