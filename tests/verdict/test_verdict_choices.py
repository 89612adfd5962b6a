"""Choices a question states are read into the scenario (judge/verdict/choices.py), not left to
the engine's defaults: a provoke trigger's "you may" the question takes, "he doesn't block",
"names Island" / "naming black", the mode a modal spell's purpose says, an ability by what it
gives (Jabari's Banner's flanking), and "assigns its combat damage as though it weren't
blocked" (310.2e). A stated choice the card doesn't ask for declines."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon, judge_question
from test_verdict_quiz_phrasing import dead, life, verdict_of


def defaults(verdict: Any) -> list[str]:
    """The texts of the events whose choice the engine took by default."""
    return [e["text"] for e in verdict.outcome["events"] if e.get("default")]


def declined(question: str, lexicon: Lexicon) -> tuple[str, tuple[str, ...]]:
    judged = judge_question(question, lexicon)
    assert judged.attempted and judged.verdict is None
    return judged.reason, judged.unread


# --- "he doesn't block": declared, not a default ----------------------------------------------

NO_BLOCKS = [
    ("I attack with a 2/2 and he doesn't block. What happens?", {"Alice": 20, "Bob": 18}),
    ("Alice attacks with a 3/3. Bob declares no blockers. How much damage does Bob take?",
     {"Alice": 20, "Bob": 17}),
    ("I attack with a 2/2 and my opponent chose not to block. In response I Giant Growth my 2/2. "
     "How much does he take?", {"Alice": 20, "Bob": 15}),
    ("My opponent attacks with a 3/3 and I choose not to block. How much do I take?",
     {"Alice": 17, "Bob": 20}),
]


@pytest.mark.parametrize("question, lives", NO_BLOCKS)
def test_a_block_not_made_is_declared_as_said(question: str, lives: dict[str, int], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert {"block": {}} in verdict.scenario["actions"]
    assert life(verdict) == lives
    assert defaults(verdict) == []


def test_a_block_said_after_no_block_declines(lexicon: Lexicon) -> None:
    reason, _ = declined("I attack with a 2/2 and he doesn't block. He blocks with a 1/1. What happens?", lexicon)
    assert reason == "a block the question says is not made"


# --- provoke: the "you may" taken ---------------------------------------------------------------

@pytest.mark.parametrize("question", [
    "I attack with a 2/2 with provoke and target his untapped Hill Giant. What happens?",
    "Alice attacks with a 2/2 with provoke. She provokes Bob's Hill Giant. What happens?",
    "Alice attacks with a 2/2 with provoke and Alice uses provoke on Bob's Hill Giant. What happens?",
])
def test_a_provoke_the_question_targets_is_followed_as_stated(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    actions = verdict.scenario["actions"]
    assert actions[1:4] == [{"choose": {"targets": ["hill-giant"]}}, {"resolve": "all"},
                            {"choose": {"may": True}}]
    assert dead(verdict) == ["p2-2"]
    assert defaults(verdict) == []


# --- "names Island", "naming black" --------------------------------------------------------------

SHELTER = "Alice attacks with a black 3/3 and Bob blocks with Grizzly Bears. Bob plays Shelter on his Grizzly Bears"


@pytest.mark.parametrize("question, color, deaths", [
    (SHELTER + ", naming black. What happens?", "black", []),
    (SHELTER + " and chooses black. What happens?", "black", []),
    (SHELTER + ". He names red. What happens?", "red", ["grizzly-bears"]),
    (SHELTER + " naming black. What happens?", "black", []),
    (SHELTER + ", choosing the color black. What happens?", "black", []),
])
def test_a_color_named_as_a_spell_resolves(question: str, color: str, deaths: list[str], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    shelter = [a["play"] for a in verdict.scenario["actions"] if "play" in a]
    assert shelter == [{"card": "Shelter", "by": "Bob", "targets": ["grizzly-bears"], "choose": {"color": color}}]
    assert dead(verdict) == deaths
    assert defaults(verdict) == []


DREAM_THRUSH = (
    "You have a Forest, a Plains, and a Taiga in play. You also have a Natural Emergence. Your opponent "
    "has a Grizzly Bears and a Dream Thrush in play. You declare an attack with the Plains. Your opponent "
    "blocks with the Grizzly Bears. You pass priority and he plays a Giant Growth targeting the Grizzly "
    "Bears. You both pass and the Giant Growth resolves. You then play a Gaea's Might targeting the "
    "Plains. You both pass and the Gaea's Might resolves. You pass and your opponent plays the ability "
    "of the Dream Thrush targeting the Plains. When it resolves, your opponent names Island. You both "
    "pass and you go to the combat damage step. How does combat resolve?")


def test_a_land_type_named_for_an_ability_the_dev_letter(lexicon: Lexicon) -> None:
    verdict = verdict_of(DREAM_THRUSH, lexicon)
    activate = [a["activate"] for a in verdict.scenario["actions"] if "activate" in a]
    assert activate == [{"source": "dream-thrush", "ability": 1, "by": "Bob", "targets": ["plains"],
                         "choose": {"words": ["Island"]}}]
    assert dead(verdict) == ["grizzly-bears"]
    assert life(verdict) == {"Alice": 20, "Bob": 20}


def test_a_land_type_named_in_other_words(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice has a Plains. Bob has a Dream Thrush. Bob activates Dream Thrush "
                         "targeting Alice's Plains, naming Swamp. What happens?", lexicon)
    assert [a["activate"]["choose"] for a in verdict.scenario["actions"] if "activate" in a] == [
        {"words": ["Swamp"]}]
    assert any("Plains becomes a Swamp" in e["text"] for e in verdict.outcome["events"])


@pytest.mark.parametrize("question, mountain", [
    ("Alice has a Plains. Bob has a Dream Thrush. Bob activates Dream Thrush targeting Alice's Plains "
     "naming Mountain. What happens?", "Mountain"),
    ("Alice has a Plains. Bob has a Dream Thrush. Bob plays the ability of Dream Thrush targeting "
     "Alice's Plains naming Island. What happens?", "Island"),
])
def test_a_land_type_named_on_the_activation(question: str, mountain: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert [a["activate"]["choose"] for a in verdict.scenario["actions"] if "activate" in a] == [
        {"words": [mountain]}]
    assert any(f"Plains becomes an {mountain}" in e["text"] or f"Plains becomes a {mountain}" in e["text"]
               for e in verdict.outcome["events"])


@pytest.mark.parametrize("question, reason", [
    (SHELTER.replace("Shelter", "Giant Growth") + ", naming black. What happens?",
     "a choice the spell or ability doesn't ask for"),
    (SHELTER + " and Alice names black. What happens?",
     "a choice by a player who didn't play what asks for it"),
    ("Alice attacks with a 3/3 and Bob names black. What happens?",
     "a choice with nothing played that asks for it"),
])
def test_a_named_choice_nothing_asks_for_declines(question: str, reason: str, lexicon: Lexicon) -> None:
    assert declined(question, lexicon) == (reason, ("names black" if "names" in question else "naming black",))


# --- a modal spell's mode, by its purpose ---------------------------------------------------------

@pytest.mark.parametrize("question", [
    "Alice attacks Bob with a Hill Giant and Bob doesn't block. Bob plays Grab the Reins to gain "
    "control of the Hill Giant. How much damage does Bob take?",
    "I attack with a Hill Giant and my opponent doesn't block. He casts Grab the Reins to steal my "
    "Hill Giant. How much damage does he take?",
    "Alice attacks with a Hill Giant. Bob plays Grab the Reins to take control of it. What happens?",
])
def test_the_gain_control_mode_said_by_its_purpose(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    play = [a["play"] for a in verdict.scenario["actions"] if "play" in a][0]
    assert (play["mode"], play["targets"]) == (1, ["hill-giant"])
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert [p["controller"] for p in verdict.outcome["final"]["in_play"] if p["id"] == "hill-giant"] == ["Bob"]


def test_the_damage_mode_said_by_its_purpose(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with a Hill Giant and Bob blocks with Grizzly Bears. Bob plays "
                         "Grab the Reins to deal damage to the Hill Giant. What happens?", lexicon)
    play = [a["play"] for a in verdict.scenario["actions"] if "play" in a][0]
    assert (play["mode"], play["targets"]) == (2, ["hill-giant"])


def test_a_modal_spell_with_no_mode_said_still_declines(lexicon: Lexicon) -> None:
    # The dev letter: "on the Hill Giant" fits either mode.
    reason, unread = declined("Alice attacks Bob with a Hill Giant and Bob doesn't block. Bob plays Grab "
                              "the Reins on the Hill Giant. How much damage does Bob take?", lexicon)
    assert (reason, unread) == ("which mode of a modal spell", ("Grab the Reins",))


def test_a_purpose_no_mode_has_declines(lexicon: Lexicon) -> None:
    reason, _ = declined("Alice attacks with a Hill Giant. Bob plays Shock to gain control of it. "
                         "What happens?", lexicon)
    assert reason == "not a spell that gains control"


# --- an activated ability by what it gives ----------------------------------------------------------

@pytest.mark.parametrize("question", [
    "Alice attacks with Grizzly Bears and Bob blocks with Grizzly Bears. After blockers are declared, "
    "Alice uses Jabari's Banner to give her Bears flanking. What happens?",
    "Alice attacks with Grizzly Bears and Bob blocks with a 2/2. Alice activates Jabari's Banner to "
    "give her Grizzly Bears flanking. What happens?",
])
def test_an_ability_that_gives_a_target_a_keyword(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    activate = [a["activate"] for a in verdict.scenario["actions"] if "activate" in a]
    assert activate == [{"source": "jabari-s-banner", "ability": 1, "by": "Alice", "targets": ["grizzly-bears"]}]
    # 502.3a: flanking gained after blocks does nothing; both 2/2s die.
    assert len(dead(verdict)) == 2


def test_flanking_given_before_blocks_with_the_banner_named_last(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with Grizzly Bears. Before blockers, Alice gives her Bears flanking "
                         "with Jabari's Banner. Bob blocks with a 2/2. What happens?", lexicon)
    activate = [a["activate"] for a in verdict.scenario["actions"] if "activate" in a]
    assert activate == [{"source": "jabari-s-banner", "ability": 1, "by": "Alice", "targets": ["grizzly-bears"]}]
    # 502.3a: blocked by a creature without flanking, the 2/2 gets -1/-1; only it dies.
    assert dead(verdict) == ["p2-2"]


def test_a_keyword_given_with_a_permanent_that_cant_give_it_declines(lexicon: Lexicon) -> None:
    assert declined("Alice attacks with Grizzly Bears. Before blockers, Alice gives her Bears flanking "
                    "with her Grizzly Bears. Bob blocks with a 2/2. What happens?", lexicon) == (
        "what gives it flanking", ("flanking",))


# --- "as though it weren't blocked" (310.2e) ---------------------------------------------------------

THORN = [
    ("Ken attacks Lee with Thorn Elemental and Lee blocks with Grizzly Bears. Ken has Thorn Elemental "
     "assign its combat damage as though it weren't blocked. What happens?", {"Ken": 20, "Lee": 13}),
    ("I attack with Thorn Elemental and he blocks with a 2/2. I assign its combat damage as though it "
     "weren't blocked. How much does he take?", {"Alice": 20, "Bob": 13}),
    ("Alice attacks with Thorn Elemental and Bob blocks with a 4/4. Thorn Elemental deals its damage to "
     "Bob as if it were unblocked. What happens?", {"Alice": 20, "Bob": 13}),
]


@pytest.mark.parametrize("question, lives", THORN)
def test_damage_assigned_as_though_unblocked(question: str, lives: dict[str, int], lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert {"choose": {"may": True}} in verdict.scenario["actions"]
    assert life(verdict) == lives
    assert dead(verdict) == []
    assert defaults(verdict) == []


@pytest.mark.parametrize("question, reason", [
    ("Alice attacks with Thorn Elemental and Bob blocks with a 4/4. Bob has Thorn Elemental assign its "
     "combat damage as though it weren't blocked. What happens?",
     "a player choosing for a creature he or she doesn't control"),
    ("Alice attacks with a 3/3 and Bob blocks with a 2/2. Alice has the 3/3 assign its combat damage as "
     "though it weren't blocked. What happens?", "a creature that can't assign its damage as though unblocked"),
    ("Alice attacks with Thorn Elemental and Bob doesn't block. Alice has Thorn Elemental assign its "
     "combat damage as though it weren't blocked. What happens?",
     "an unblocked attacker assigning its damage as though unblocked"),
    # killed by first-strike damage first: the game never asks (the choose would answer nothing)
    ("I attack with Thorn Elemental and he blocks with a 8/8 with first strike. I have Thorn Elemental "
     "assign its combat damage as though it weren't blocked. What happens?",
     "a choice the question states that the game never asks"),
    # another "you may" could take the answer first
    ("I attack with Thorn Elemental and he blocks with a 2/2 with \"whenever this blocks, you may gain 2 "
     "life\". I have Thorn Elemental assign its combat damage as though it weren't blocked. What happens?",
     "another \"you may\" beside the one the question answers"),
])
def test_as_though_unblocked_where_it_cant_be_declines(question: str, reason: str, lexicon: Lexicon) -> None:
    assert declined(question, lexicon)[0] == reason
