"""The principles of combat, regeneration, the stack and mana abilities that real
questions hinge on (kb/data/principles.yaml): what each cites, and what it needs."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import KBCards, ask
from kb.search import stem_words
from kb.store import KnowledgeBase
from kb.vocabulary import load_principles

BY_ID = {p.id: p for p in load_principles()}


@pytest.mark.parametrize(("principle_id", "cite"), [
    ("attacker-divides-damage", ("310.2c",)),
    ("regeneration-removes-from-combat", ("419.6b", "306.2")),
    ("regeneration-only-replaces-destruction", ("419.6b", "420.5b")),
    ("leaving-play-removes-from-combat", ("306.2", "309.2f")),
    ("damage-wears-off", ("314.2",)),
    ("last-in-first-out", ("217.6d", "217.6b")),
    ("mana-abilities-skip-the-stack", ("406.4", "408.2e", "411.1")),
    ("costs-are-paid-while-playing", ("409.1h", "409.1i")),
    ("how-many-to-block", ("309.2a",)),
    ("both-lose-draw", ("102.4", "420.3")),
    ("sacrifice-after-combat-damage", ("310.4a",)),
    ("zero-damage-is-no-damage", ("419.5a",)),
    ("intervening-if", ("404.3",)),
    ("turning-face-up-special-action", ("408.2h",)),
    ("both-pass-resolves", ("217.6d", "413.1")),
    ("protection-targeting", ("502.7b",)),
    ("protection-damage", ("502.7e",)),
    ("protection-enchanting", ("502.7c", "420.5d")),
    ("protection-blocking", ("502.7f",)),
    ("protection-not-everything", ("502.7b", "502.7e")),
    ("trigger-order", ("410.3",)),
    ("colorless-is-no-color", ("203.2a",)),
    ("land-type-changed", ("212.6e",)),
    ("split-card-characteristics", ("505.2",)),
    ("state-based-before-triggers", ("420.3", "408.1f")),
])
def test_each_principle_cites_its_rules(principle_id: str, cite: tuple[str, ...]) -> None:
    assert BY_ID[principle_id].cite == cite


@pytest.mark.parametrize(("principle_id", "matching", "not_matching"), [
    ("attacker-divides-damage", "who decides how my attacker's damage is split among its blockers",
     "who decides which creature blocks"),
    ("regeneration-removes-from-combat", "does a regenerated blocker stay in combat",
     "can I regenerate a tapped creature"),
    ("regeneration-only-replaces-destruction", "can I regenerate a sacrificed creature",
     "can I regenerate a destroyed creature"),
    ("mana-abilities-skip-the-stack", "can you respond to tapping a land for mana",
     "can you respond to a spell"),
    ("costs-are-paid-while-playing", "can he respond to the sacrifice I paid as a cost",
     "can he respond by tapping his creature"),
    ("how-many-to-block", "how many attackers can it block", "how many cards can I draw"),
    ("sacrifice-after-combat-damage", "I sacrifice my blocker after combat damage is on the stack",
     "I sacrifice a creature to pay a cost"),
    # "0 damage" is only "damage" once stemmed: the table says "zero damage", "no damage".
    ("zero-damage-is-no-damage", "does no damage count as damage dealt for the trigger",
     "it deals 0 damage, does the trigger happen"),
    ("turning-face-up-special-action", "can he respond when I turn my morph face up",
     "can he respond when I play a morph spell"),
    ("both-pass-resolves", "both players pass, does the spell resolve",
     "can I pass my turn without attacking"),
    # Sacrificing something is not an effect protection could stop.
    ("protection-not-everything", "does destroy all creatures get my creature with protection",
     "he sacrifices a creature to give his creature protection"),
    # "in order" and "stacking" stem to bare "order" and "stack": not in the table.
    ("trigger-order", "in which order do my triggered abilities go on the stack",
     "I put the echo trigger on the stack in order to pay later"),
    ("both-lose-draw", "both players go to zero life at the same time",
     "do both creatures die"),
])
def test_a_principle_needs_all_its_groups(principle_id: str, matching: str,
                                          not_matching: str) -> None:
    principle = BY_ID[principle_id]
    assert principle.matches(stem_words(matching))
    assert not principle.matches(stem_words(not_matching))


def test_a_principle_needs_some_of_its_words_in_the_question(index_dir: Path,
                                                              kb: KnowledgeBase) -> None:
    # Pestilence's own text holds "damage" and "end of turn": not the question's situation.
    result = ask(index_dir, "What does Pestilence do to a White Knight?", cards=KBCards(kb))
    assert ("card", "Pestilence") == ("card", result.cards[0][1])
    assert not any(n.startswith("principle: damage on a permanent") for n in result.understood)
    principle = BY_ID["damage-wears-off"]
    assert principle.mentioned(stem_words("the damage stays"))
    assert not principle.mentioned(stem_words("a card in play"))


def test_several_times_is_not_how_many_to_block() -> None:
    principle = BY_ID["how-many-to-block"]
    assert not principle.matches(stem_words("activate it several times so blocking creatures "
                                            "get -1/-1"))
    assert principle.matches(stem_words("can one creature block multiple attackers"))
