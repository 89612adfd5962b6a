"""A named card with a triggered ability stands in the principles with the word
"whenever" (kb.interpret.TRIGGER_TRAIT): the principles about triggers read players'
questions that never say "trigger" ("What if I cycle Dirge of Dread with no creatures
to target?") and no other principle does (a +1/+1 "counter" is no countered trigger)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb.ask import KBCards, ask
from kb.interpret import TRIGGER_LINE, TRIGGER_TRAIT, _principle_words
from kb.reading import CardMention
from kb.search import stem_words
from kb.vocabulary import load_principles

NO_TARGET = ("principle: a triggered ability with no legal target when it would go on the "
             "stack is removed; the spell that caused it can still be played")
ORDER = ("principle: abilities that trigger at the same time go on the stack in the order "
         "their controllers choose, the active player's first")


@pytest.mark.parametrize("line", [
    "when you cycle this, you may have target creature gain fear until end of turn",
    "whenever another creature comes into play, you gain 1 life",
    "at the beginning of your upkeep, sacrifice this unless you pay {1}",
    "at end of turn, sacrifice this",
])
def test_a_triggered_line_is_found(line: str) -> None:
    assert TRIGGER_LINE.search(line)


@pytest.mark.parametrize("line", [
    "{T}: add {G}",
    "cycling {1}{B}",
    "creatures you control get +1/+1",
    "attacking creatures get +1/+0 at end of combat",
    "whatever",
])
def test_other_lines_are_not(line: str) -> None:
    assert not TRIGGER_LINE.search(line)


def test_the_trait_follows_the_card_word() -> None:
    mention = CardMention("Scavenging Ghoul", "Scavenging Ghoul", 1, 3)
    words = _principle_words(["two", "|", "get", "a", "counter"], [mention],
                             {"Scavenging Ghoul": ["flying", TRIGGER_TRAIT]})
    assert words == ["two", "flying", "card", TRIGGER_TRAIT, "get", "a", "counter"]


def test_only_the_principles_about_triggers_list_the_trait() -> None:
    trait = tuple(stem_words(TRIGGER_TRAIT))
    groups = {p.id: group for p in load_principles() for group in p.when if trait in group}
    assert {"shape-no-legal-target", "trigger-order"} <= set(groups)
    # The trait stands for "trigger": each group listing it lists the word too.
    assert all(("trigger",) in group for group in groups.values()), sorted(groups)


def _ask(index_dir: Path, kb: Any, question: str) -> tuple[list[str], list[str]]:
    result = ask(index_dir, question, cards=KBCards(kb))
    return list(result.understood), [a.id for a in result.results[:5]]


def test_a_cycling_trigger_with_nothing_to_target(index_dir: Path, kb: Any) -> None:
    understood, top = _ask(index_dir, kb,
                           "What if I cycle Dirge of Dread with no creatures to target?")
    assert NO_TARGET in understood
    assert top[0] == "410.4"


def test_a_card_without_a_trigger_is_no_trigger(index_dir: Path, kb: Any) -> None:
    understood, top = _ask(index_dir, kb,
                           "What if I cycle Grizzly Bears with no creatures to target?")
    assert NO_TARGET not in understood
    assert "410.4" not in top


def test_two_cards_triggering_which_goes_first(index_dir: Path, kb: Any) -> None:
    understood, top = _ask(index_dir, kb, "I have Soul Warden and my opponent has Intruder "
                           "Alarm. When my Grizzly Bears comes into play, which goes first?")
    assert ORDER in understood
    assert "410.3" in top


def test_cards_without_triggers_go_first_in_no_order(index_dir: Path, kb: Any) -> None:
    understood, top = _ask(index_dir, kb, "I have Grizzly Bears and my opponent has Grizzly "
                           "Bears. Which goes first?")
    assert ORDER not in understood
    assert "410.3" not in top


SBE_FIRST = "principle: state-based effects are checked before triggered abilities go on the stack"


@pytest.mark.parametrize(("card", "found"), [("Soul Warden", True), ("Llanowar Elves", False)])
def test_a_life_gain_trigger_comes_after_state_based_effects(index_dir: Path, kb: Any,
                                                             card: str, found: bool) -> None:
    understood, top = _ask(index_dir, kb, "I am at 1 life and take 2 damage from Shock as my "
                           f"creature comes into play. Does {card} save me?")
    assert (SBE_FIRST in understood) is found
    assert ("420.3" in top[:2]) is found
