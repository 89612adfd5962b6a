"""A creature described by its power alone ("a 7-power first strike creature"): a verdict
only when its toughness provably can't change the outcome (every toughness that could
matter read, the same outcome each time), with the toughness taken said under *assumed*;
else declined, naming the missing toughness."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.partial import power_only, with_toughness


def test_the_power_given_alone_is_found_and_read_with_a_toughness() -> None:
    assert power_only("I block it with a 7-power first strike creature.") == ["7-power"]
    assert power_only("a 3 power creature") == ["3 power"]
    assert with_toughness("a 3-power first strike creature like Rocky Goat is blocked", 4) == \
        "a Rocky Goat (3/4 first strike) is blocked"


@pytest.mark.parametrize(("question", "dead", "me", "opponent"), [
    # a letter (Saturday School #25) blocks a Thorn Elemental "with a 7-power first strike
    # creature": the first striker's 7 destroys the 7/7 before it deals any damage
    ("I block a Craw Wurm with a 7-power first strike creature. Who dies?", ["craw-wurm"], 20, 20),
    ("I attack with a 3-power first strike creature and he blocks with a 2/2. Who dies?",
     ["p2-2"], 20, 20),
    ("I attack with a 5-power creature and he doesn't block. What's his life?", [], 20, 15),
    # "like X": the description wins over the card the reader doesn't know
    ("If a 3-power first strike creature like Rocky Goat is blocked by a 2/2, would the Goat "
     "die?", ["p2-2"], 20, 20),
])
def test_a_toughness_that_cant_matter_is_assumed_and_said(
        question: str, dead: list[str], me: int, opponent: int, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    still = {p["id"] for p in verdict.outcome["final"]["in_play"]}
    assert sorted(p["id"] for p in verdict.scenario["in_play"] if p["id"] not in still) == dead
    final = verdict.outcome["final"]["players"]
    assert (final[verdict.players["me"]]["life"], final[verdict.players["opponent"]]["life"]) == (
        me, opponent)
    assert verdict.assumptions[-1].startswith("Assumed toughness of the ")
    assert verdict.assumptions[-1].endswith(", and 99, gives the same outcome).")


@pytest.mark.parametrize(("question", "missing"), [
    # blocked by a 2/2 with no first strike: it dies or not by its toughness
    ("I attack with a 3-power creature and he blocks with a 2/2. Who dies?", "3-power"),
    # the 2/2 deals 2 to the attacker: it dies or not by its toughness
    ("He attacks with a 4-power trampler and I block with a 2/2. How much damage do I take?",
     "4-power"),
    ("My 4/4 is blocked by a 2-power creature. Who dies?", "2-power"),
])
def test_a_toughness_that_matters_is_declined_by_name(question: str, missing: str,
                                                       lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.unread == (f"the toughness of the {missing} creature: the outcome depends on "
                             "it \u2014 give it",)
    assert judged.reason == "a power given without its toughness"


def test_two_powers_given_alone_are_declined(lexicon: Lexicon) -> None:
    judged = judge_question("My 3-power creature blocks his 4-power creature. Who dies?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("the toughness of the 3-power creature",
                             "the toughness of the 4-power creature")


@pytest.mark.parametrize("question", [
    # a letter (Saturday School #32): "... blocked by a 5/3 Twisted Abomination and the
    # Abomination regenerates, would the Craghorn die?"
    "If a 3/1 first striker is blocked by a 5/3 that regenerates for B and the 5/3 "
    "regenerates, would the 3/1 die?",
    "I attack with a 3/1 first striker and he blocks with Drudge Skeletons. The Skeletons "
    "regenerate. Who dies?",
    "If a 3-power first strike creature like Rocky Goat is blocked by a Drudge Skeletons and "
    "the Skeletons regenerate, would the Goat die?",
])
def test_a_creature_that_regenerates_said_as_its_subject(question: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    # the blocker's controller activates its regeneration, once
    assert [a["activate"]["by"] for a in verdict.scenario["actions"] if "activate" in a] == ["Bob"]


def test_a_creature_that_cant_regenerate_said_to_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/1 first striker and he blocks with a 2/2. The 2/2 "
                            "regenerates. Who dies?", lexicon)
    assert judged.verdict is None
    assert (judged.unread, judged.reason) == (("The 2/2",), "what regenerates")
