"""The cards batch 26's questions and letters name that the pool lacked (session 26c): the block
of the pool that holds them, whether each runs whole, and the engine playing every card of it
that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

from judge.cards import card_named
from pool_blocks import check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 29a's block).
BLOCK = "# -- the cards batch 26's questions and letters name that the pool lacked (session 26c)"
BLOCK_END = "# -- the cards batch 32's questions and letters name that the pool lacked (session 29a)"
#: The cards of the block the engine runs whole.
RUN = {"Death Speakers", "No Mercy", "Bloodfire Colossus", "Curiosity", "Kjeldoran Warrior",
       "Restless Dead",
       "Soraya the Falconer", "Tornado Elemental", "Empress Galina",
       "Dark Triumph",  # since session 30
       "Befoul",  # since session 31  # the last three since session 27
       "Hidden Gibbons",  # since session 33
       "Soulblast", "Book Burning"}  # since session 34
#: The cards batch 26's board letters name that the pool lacked and Fifth Dawn had printed,
#: each in the block.
LETTERS = ("Death Speakers", "No Mercy", "Mephidross Vampire", "Soulblast")
SIZE = 25


def test_the_block_has_its_size_and_stands_before_session_29a_block(block: list[dict[str, Any]]) -> None:
    # between the last card of session 26d's block and the first of session 27d's
    names = check_place(block, SIZE, ("Death Speakers", "Tornado Elemental"), ("Zuran Enchanter", "Gorilla Berserkers"))
    assert tuple(names[:len(LETTERS)]) == LETTERS  # the letters' cards first


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 14 and text == 11


test_printed_characteristics = printed_characteristics([
    ("Death Speakers", "W", ("creature",), ("Cleric",), (1, 1)),
    ("No Mercy", "2BB", ("enchantment",), (), (None, None)),
    ("Mephidross Vampire", "4BB", ("creature",), ("Vampire",), (3, 4)),
    ("Soulblast", "3RRR", ("instant",), (), (None, None)),
    ("Befoul", "2BB", ("sorcery",), (), (None, None)),
    ("Bloodfire Colossus", "6RR", ("creature",), ("Giant",), (6, 6)),
    ("Bloodthirsty Ogre", "2B", ("creature",), ("Ogre",), (3, 1)),
    ("Curiosity", "U", ("enchantment",), ("Enchant Creature",), (None, None)),
    ("Gaea's Herald", "1G", ("creature",), ("Elf",), (1, 1)),
    ("Kjeldoran Warrior", "W", ("creature",), ("Warrior",), (1, 1)),
    ("Rabid Wombat", "2GG", ("creature",), ("Wombat",), (0, 1)),
    ("Restless Dead", "1B", ("creature",), ("Skeleton",), (1, 1)),
    ("Steal Enchantment", "UU", ("enchantment",), ("Enchant Enchantment",), (None, None)),
    ("Tornado Elemental", "5GG", ("creature",), ("Elemental",), (6, 6)),
])


def test_empress_galina_and_soraya_are_legendary_creatures() -> None:
    galina, soraya = card_named("Empress Galina"), card_named("Soraya the Falconer")
    assert (galina.supertypes, galina.types, galina.subtypes) == (("legendary",), ("creature",), ("Merfolk",))
    assert (soraya.supertypes, soraya.types, soraya.subtypes) == (("legendary",), ("creature",), ())


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Aysen Crusader", "the number of Heroes you control"),
    ("Rabid Wombat", "for each creature enchantment on it"),  # (Soulblast runs since session 34)
    # (Befoul runs since session 31: Eradicate, also a sorcery of the block, in its place)
    ("Eradicate", "remove target nonblack creature from the game"),
    ("Gaea's Herald", "creature spells can't be countered"),  # (Book Burning runs since session 34)
    ("Cowardice", "return that creature to its owner's hand"),
    ("Bloodthirsty Ogre", "the number of devotion counters"),  # Dark Triumph since session 30, Soulblast since 34
    ("Steal Enchantment", "you control enchanted enchantment"),  # Empress Galina runs since session 27
    # (Hidden Gibbons runs since session 33)
    ("Rite of Passage", "put a +1/+1 counter on it"),
    ("Swirl the Mists", "are changed to the chosen color word"),
    ("Flicker", "then return it to play under its owner's control"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_no_mercy_destroys_death_speakers_after_its_damage() -> None:
    # batch 26's letter dr608: protection from black doesn't stop No Mercy's untargeted destruction
    out = run([mine("nomercy", "No Mercy"), his("speakers", "Death Speakers")],
              [{"attack": ["speakers"]}, {"advance": "end_of_combat"}], active="Bob")
    assert life(out) == (19, 20) and graveyards(out) == ([], ["Death Speakers"])


def test_a_black_creature_cant_block_death_speakers() -> None:
    out = run([his("speakers", "Death Speakers"), mine("skeleton", "Restless Dead")],
              [{"attack": ["speakers"]}, {"block": {"skeleton": "speakers"}}], active="Bob")
    assert [entry["rules"] for entry in out["illegal"]] and "502.7" in str(out["illegal"][0]["rules"])


def test_bloodfire_colossus_deals_6_to_each_creature_and_player() -> None:
    out = run([mine("colossus", "Bloodfire Colossus"), his("wurm", "Craw Wurm"), his("bears", "Grizzly Bears")],
              [{"activate": {"source": "colossus", "ability": 1}}, {"resolve": "all"}])
    assert life(out) == (14, 14)
    assert graveyards(out) == (["Bloodfire Colossus"], ["Craw Wurm", "Grizzly Bears"])


def test_restless_dead_regenerates_from_lethal_damage() -> None:
    out = run([mine("dead", "Restless Dead")],
              [{"activate": {"source": "dead", "ability": 1}}, {"resolve": "all"},
               {"effect": {"damage": 2, "to": "dead"}}])
    assert graveyards(out) == ([], []) and perm(out, "dead")["tapped"] is True  # type: ignore[index]


def test_curiosity_draws_when_the_enchanted_creature_hits_an_opponent() -> None:
    out = run([mine("bears", "Grizzly Bears"), mine("curiosity", "Curiosity", attached_to="bears")],
              [{"attack": ["bears"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 18) and out["final"]["players"]["Alice"]["hand"] == ["Card"]


def test_kjeldoran_warrior_bands_with_a_bear() -> None:
    out = run([mine("warrior", "Kjeldoran Warrior"), mine("bears", "Grizzly Bears")],
              [{"attack": [["warrior", "bears"]]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 17) and pt(out, "warrior") == (1, 1)
