"""The cards the project's questions and letters name that the pool lacked (session 21a): the
block of the pool that holds them, whether each runs whole, and the engine playing every card
of it that runs to an exact outcome."""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

from judge.cards import card_named
from pool_blocks import card_json, cards_found, check_place, printed_characteristics, refused_with_text, run_whole_counts
from pool_games import graveyards, his, life, mine, perm, pt, run

#: The comments that open and close the block (it stands right before session 21c's block).
BLOCK = "# -- the cards the project's questions and letters name that the pool lacked (session 21a)"
BLOCK_END = "# -- the cards batch 21's questions and letters name that the pool lacked (session 21c)"
#: The cards of the block the engine runs whole.
RUN = {
    "Squirrel Mob", "Jolrael's Centaur", "Deadly Insect", "Diving Griffin", "Angel of Retribution",
    "Malevolent Awakening", "Heedless One", "Deadapult", "Gustcloak Runner", "Iridescent Angel", "Deconstruct",
    "Krosan Cloudscraper", "Duskworker", "Advance Scout", "Serra Advocate", "Cradle Guard",
    "Skirk Fire Marshal", "Ivy Elemental",  # run whole since session 22
    "Ancestor's Prophet", "Gerrard's Command", "Caltrops",  # run whole since session 22's second engine round
    # run whole since session 23 (tests/judge/test_judge_pool_s23.py)
    "Crater Hellion", "Elvish Pioneer", "Wurm's Tooth", "Phantom Whelp", "Multani's Presence",
    "March of the Machines",
    "Druid's Call", "Crown of Suspicion", "Crown of Vigor", "Fervent Charge",  # run whole since session 24
    "Wall of Glare", "Consume Strength", "Avatar of Might", "Avatar of Woe",  # since session 27
    "Paralyze",  # since session 28
    "Quicksilver Dagger", "Turn to Dust",  # since session 31
    "Decimate",  # since session 32
    "Chamber of Manipulation",  # since session 36 (tests/judge/test_judge_pool_s36.py)
}
#: The cards batch 20's board letters name that the pool lacked, and those drafted in session 20
#: but not added then, each in the block.
LETTERS = (
    "Prismatic Strands", "Chain of Plasma", "Chamber of Manipulation", "Caltrops", "Wall of Glare",
    "Phantom Whelp", "Crown of Suspicion", "Crown of Vigor", "Squirrel Mob", "Multani's Presence",
    "Jolrael's Centaur", "Deadly Insect", "Skirk Fire Marshal", "Ivy Elemental", "Reconnaissance",
    "Beacon of Destiny",
)
SIZE = 72


def test_the_block_has_its_size_and_stands_before_session_21cs(block: list[dict[str, Any]]) -> None:
    # the first card of session 21c's block follows
    names = check_place(block, SIZE, ("Prismatic Strands", "Vanishing"),
                        ("Tawnos's Coffin", "Darigaaz's Charm"))
    assert set(LETTERS) <= set(names)


def test_every_new_card_loads_and_runs_whole_only_if_listed(block: list[dict[str, Any]]) -> None:
    whole, text = run_whole_counts(block, RUN, True)
    assert whole == 40 and text == 32


test_printed_characteristics = printed_characteristics([
    ("Wall of Glare", "1W", ("creature",), ("Wall",), (0, 5)),
    ("Phantom Whelp", "1U", ("creature",), ("Illusion", "Hound"), (2, 2)),
    ("Diving Griffin", "1WW", ("creature",), ("Griffin",), (2, 2)),
    ("Jolrael's Centaur", "1GG", ("creature",), ("Centaur", "Archer"), (2, 2)),
    ("Death-Mask Duplicant", "7", ("artifact", "creature"), ("Shapeshifter",), (5, 5)),
    ("Krosan Cloudscraper", "7GGG", ("creature",), ("Beast", "Mutant"), (13, 13)),
    ("Neurok Transmuter", "2U", ("creature",), ("Human", "Wizard"), (2, 2)),
    ("Chamber of Manipulation", "2UU", ("enchantment",), ("Enchant Land",), (None, None)),
    ("Fervent Charge", "1WBR", ("enchantment",), (), (None, None)),  # runs whole since session 24
    ("Aladdin's Lamp", "10", ("artifact",), (), (None, None)),
    ("Heedless One", "3G", ("creature",), ("Elf", "Avatar"), (0, 0)),  # */*: 0 until layer 6 sets it
    ("Skirk Fire Marshal", "3RR", ("creature",), ("Goblin",), (2, 2)),
    ("Crater Hellion", "4RR", ("creature",), ("Hellion", "Beast"), (6, 6)),
    ("Vanishing", "U", ("enchantment",), ("Enchant Creature",), (None, None)),
])


def test_the_legends_of_the_block_are_legendary() -> None:
    assert [card_named(n).supertypes for n in ("Verdeloth the Ancient", "Balthor the Defiled")] == [
        ("legendary",), ("legendary",)]
    assert card_named("Avatar of Woe").supertypes == ()


test_rulesjudge_card_finds_every_card_of_the_block = cards_found()


def test_the_card_page_gives_a_not_run_cards_text_in_2003_words(runner: CliRunner) -> None:
    card = card_json(runner, "caltrops")
    assert card["type_line"] == "Artifact" and card["mana_cost"] == "{3}"
    assert card["text"] == "whenever a creature attacks, this deals 1 damage to it"


test_a_not_run_card_is_refused_with_its_text = refused_with_text([
    ("Prismatic Strands", "prevent all damage that sources of that color would deal this turn"),
    ("Chain of Plasma", "may copy this spell and may choose a new target for the copy"),
    # (Multani's Presence runs since session 23, Avatar of Woe in its place since session 27, Decimate since session 32,
    # Chamber of Manipulation, a letter's card, in its place, since session 36)
    # (March of the Machines runs since session 23, Wall of Glare since session 27: Choking Vines, also of blocks, in
    # its place)
    ("Choking Vines", "X target attacking creatures become blocked"),
    # (Crown of Suspicion runs since session 24: Mistform Mutant, also an activated ability of a creature type, in
    # its place)
    ("Mistform Mutant", "choose a creature type other than Legend or Wall"),
    # (Phantom Whelp runs since session 23: Scavenging Ghoul, also "at end of ...", in its place)
    ("Scavenging Ghoul", "at end of turn, put a corpse counter on this"),
    ("Lich's Tomb", "you don't lose the game for having 0 or less life"),
])


# --- the engine playing the new cards ------------------------------------------------------


def test_squirrel_mob_gets_plus_one_for_each_other_squirrel() -> None:
    assert pt(run([mine("a", "Squirrel Mob")], []), "a") == (2, 2)
    both = run([mine("a", "Squirrel Mob"), his("b", "Squirrel Mob")], [])
    assert (pt(both, "a"), pt(both, "b")) == ((3, 3), (3, 3))


def test_heedless_one_counts_every_elf_in_play_itself_included() -> None:
    out = run([mine("one", "Heedless One"), mine("elves", "Llanowar Elves"), his("other", "Llanowar Elves")], [])
    assert pt(out, "one") == (3, 3)


@pytest.mark.parametrize("card", ["Jolrael's Centaur", "Deadly Insect"])
def test_a_creature_that_cant_be_targeted_is_no_target_for_shock(card: str) -> None:
    out = run([mine("it", card)], [{"play": {"card": "Shock", "targets": ["it"], "by": "Bob"}}], bob_hand=["Shock"])
    (illegal,) = out["illegal"]
    assert "103.2" in illegal["rules"] and perm(out, "it") is not None


def test_jolraels_centaur_flanks_a_one_one_blocker_to_death() -> None:
    out = run([mine("centaur", "Jolrael's Centaur"), his("elves", "Llanowar Elves")],
              [{"attack": ["centaur"]}, {"block": {"elves": "centaur"}}, {"resolve": "all"}])
    assert graveyards(out) == ([], ["Llanowar Elves"])


def test_iridescent_angel_has_protection_from_every_color() -> None:
    out = run([mine("angel", "Iridescent Angel")],
              [{"play": {"card": "Lightning Bolt", "targets": ["angel"], "by": "Bob"}}], bob_hand=["Lightning Bolt"])
    (illegal,) = out["illegal"]
    assert "502.7a" in illegal["rules"] and pt(out, "angel") == (4, 4)


def test_angel_of_retribution_kills_a_serra_angel_first() -> None:
    out = run([mine("angel", "Angel of Retribution"), his("serra", "Serra Angel")],
              [{"attack": ["angel"]}, {"block": {"serra": "angel"}}, {"advance": "end_of_combat"}])
    angel = perm(out, "angel")
    assert graveyards(out) == ([], ["Serra Angel"]) and angel is not None and angel["damage"] == 0


def test_diving_griffin_attacks_without_tapping() -> None:
    out = run([mine("griffin", "Diving Griffin")], [{"attack": ["griffin"]}, {"block": {}},
                                                   {"advance": "end_of_combat"}])
    griffin = perm(out, "griffin")
    assert life(out) == (20, 18) and griffin is not None and griffin["tapped"] is False


def test_malevolent_awakening_sacrifices_a_creature_to_return_one() -> None:
    out = run([mine("awakening", "Malevolent Awakening"), mine("elves", "Llanowar Elves")],
              [{"activate": {"source": "awakening", "sacrifice": ["elves"], "targets": ["Hill Giant"]}},
               {"resolve": "all"}], graveyard=["Hill Giant"])
    assert graveyards(out) == (["Llanowar Elves"], [])
    assert out["final"]["players"]["Alice"]["hand"] == ["Hill Giant"]


def test_deadapult_sacrifices_a_zombie_for_two_damage() -> None:
    out = run([mine("pult", "Deadapult"), mine("zombie", "Severed Legion")],
              [{"activate": {"source": "pult", "sacrifice": ["zombie"], "targets": ["Bob"]}}, {"resolve": "all"}])
    assert life(out) == (20, 18) and graveyards(out) == (["Severed Legion"], [])


def test_gustcloak_runner_leaves_combat_untapped_when_blocked() -> None:
    out = run([mine("runner", "Gustcloak Runner"), his("bears", "Grizzly Bears")],
              [{"attack": ["runner"]}, {"block": {"bears": "runner"}}, {"resolve": "all"},
               {"advance": "end_of_combat"}])
    runner = perm(out, "runner")
    assert runner is not None and runner["tapped"] is False and runner["damage"] == 0
    assert graveyards(out) == ([], [])


def test_duskworker_regenerates_when_blocked_and_pumps_its_power() -> None:
    out = run([mine("dusk", "Duskworker"), his("giant", "Hill Giant")],
              [{"attack": ["dusk"]}, {"block": {"giant": "dusk"}}, {"resolve": "all"}, {"advance": "end_of_combat"}])
    dusk = perm(out, "dusk")
    assert dusk is not None and dusk["damage"] == 0 and graveyards(out) == ([], [])
    pumped = run([mine("dusk", "Duskworker")], [{"activate": {"source": "dusk"}}, {"resolve": "all"}])
    assert pt(pumped, "dusk") == (3, 2)


def test_serra_advocate_pumps_an_attacker() -> None:
    out = run([mine("advocate", "Serra Advocate"), mine("bears", "Grizzly Bears")],
              [{"attack": ["bears"]}, {"block": {}}, {"activate": {"source": "advocate", "targets": ["bears"]}},
               {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 16)


def test_advance_scout_gives_first_strike() -> None:
    out = run([mine("scout", "Advance Scout"), mine("bears", "Grizzly Bears"), his("giant", "Hill Giant")],
              [{"activate": {"source": "scout", "targets": ["bears"]}}, {"resolve": "all"}, {"attack": ["bears"]},
               {"block": {"giant": "bears"}}, {"advance": "end_of_combat"}])
    giant = perm(out, "giant")
    assert giant is not None and giant["damage"] == 2 and graveyards(out) == (["Grizzly Bears"], [])


def test_deconstruct_destroys_an_artifact() -> None:
    out = run([his("tree", "Tree of Tales")], [{"play": {"card": "Deconstruct", "targets": ["tree"]}},
                                               {"resolve": "all"}], hand=["Deconstruct"])
    assert graveyards(out) == (["Deconstruct"], ["Tree of Tales"])


def test_krosan_cloudscraper_is_sacrificed_unless_its_upkeep_is_paid() -> None:
    out = run([mine("scraper", "Krosan Cloudscraper")],
              [{"advance": "next_turn"}, {"advance": "next_turn"}, {"pass": True}, {"choose": {"pay": False}}])
    assert perm(out, "scraper") is None and graveyards(out) == (["Krosan Cloudscraper"], [])


def test_cradle_guard_tramples_over_a_small_blocker() -> None:
    out = run([mine("guard", "Cradle Guard"), his("elves", "Llanowar Elves")],
              [{"attack": ["guard"]}, {"block": {"elves": "guard"}}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 17) and graveyards(out) == ([], ["Llanowar Elves"])
