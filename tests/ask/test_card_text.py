"""The forms of card text that say what a card does (``card_text`` of
kb/data/principles.yaml): each matched in real card text and not in text that only
looks like it, and a named card's form brought into the top five next to the
question's own rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb.ask import KBCards, ask
from kb.evaluate import is_answer
from kb.vocabulary import load_text_principles

FORMS = {p.id: p for p in load_text_principles()}

#: (form, card text that has it, card text that does not).
CASES = [
    ("counter-an-ability", "Counter target activated or triggered ability.",
     "Counter target spell."),
    ("counter-an-ability", "Counter target triggered ability.",
     "Counter target spell unless its controller pays {3}."),
    ("delayed-trigger", "Remove target creature from the game; return it to play under its "
     "owner's control at end of turn.", "At end of turn, sacrifice this."),
    ("delayed-trigger", "Put a 4/4 token into play. Sacrifice it at the beginning of the "
     "next end step.", "At the beginning of your upkeep, draw a card."),
    ("delayed-trigger", "Draw a card at the beginning of the next turn's upkeep.",
     "This gets +1/+1 until end of turn. At end of turn, sacrifice it."),
    ("comes-into-play-trigger", "When this comes into play, destroy target artifact.",
     "This comes into play tapped."),
    ("comes-into-play-trigger", "Whenever another creature comes into play, this becomes a "
     "copy of that creature.", "Put target creature card into play."),
    ("comes-into-play-replacement", "This comes into play tapped.",
     "When this comes into play, draw a card."),
    ("comes-into-play-replacement", "As this comes into play, choose a creature type.",
     "Whenever a creature comes into play, you gain 1 life."),
    ("regeneration", "{G}: Regenerate enchanted creature.", "Destroy all creatures."),
    # "can't be regenerated" is a rider of a destruction, not the card's behaviour.
    ("regeneration", "Sacrifice this: regenerate target artifact.",
     "Destroy all creatures. They can't be regenerated."),
    ("prevention-shield", "{T}: Prevent the next 4 damage that would be dealt to target "
     "creature or player this turn.", "Prevent all combat damage that would be dealt this turn."),
    ("prevention-shield", "If a source would deal damage to you, prevent 1 of that damage.",
     "{T}: This deals 1 damage to target creature."),
    ("copy", "Whenever another creature comes into play, this becomes a copy of that creature.",
     "Search your library for a card and put that card into your hand."),
    ("copy", "This has the full text of that card.", "Draw two cards."),
    ("control-change", "Gain control of all permanents you own. This effect doesn't end.",
     "Return target creature to its owner's hand."),
    ("control-change", "You control enchanted permanent.", "Enchanted creature gets +1/+1."),
    ("face-down", "Morph {3}{U}{U} (You may play this face down as a 2/2 creature.)",
     "Flying"),
    ("removed-and-returned", "Remove target creature from the game; return it to play under "
     "its owner's control at end of turn.", "Remove target card in a graveyard from the game."),
    ("as-long-as", "As long as the top card of your graveyard is a creature card, this has the "
     "full text of that card.", "This gets +1/+1 for each other creature in play."),
    ("variable-cost", "{X}: This deals X damage to each creature and each player.",
     "This deals 2 damage to target creature or player."),
    # An X the card defines ("where X is …") is no cost the player chooses.
    ("variable-cost", "Fireball deals X damage to target creature or player.",
     "{T}: This deals X damage to target creature and X damage to you, where X is the "
     "number of Goblins in play."),
    ("cost-change", "Red spells you play cost {1} less to play.", "Red creatures get +1/+0."),
    ("cost-change", "Goblin spells you play cost {1} less to play.", "Goblins have haste."),
    ("converted-mana-cost", "Destroy each artifact and creature with converted mana cost equal "
     "to the number of fuse counters on this.", "Destroy target artifact."),
    ("alternative-cost", "You may pay 1 life and remove a blue card in your hand from the game "
     "rather than pay this spell's mana cost.", "Counter target spell."),
    ("alternative-cost", "Any player may play creature cards with converted mana cost 3 or "
     "less without paying their mana cost.", "Creature spells cost {1} more to play."),
    ("choose-a-type", "Choose a creature type. Destroy all creatures of that type.",
     "Destroy all creatures."),
    ("sacrifice-as-cost", "{G}, {T}, sacrifice this: destroy target enchantment.",
     "At the beginning of each player's upkeep, that player sacrifices a creature."),
    ("sacrifice-as-cost", "Sacrifice a creature: Regenerate this.",
     "As an additional cost to play this, sacrifice a creature."),
    ("triggers-on-play", "Whenever a player plays a spell, this deals 2 damage to that player.",
     "Counter target spell."),
    ("triggers-on-play", "Whenever you play an enchantment spell, draw a card.",
     "Whenever an enchantment comes into play, draw a card."),
    ("attack-block-restriction", "This can't attack or block unless another creature also "
     "does.", "This can't be blocked."),
    ("attack-block-restriction", "This attacks each turn if able.", "This can attack."),
    ("control-change", "Gain control of target creature until end of turn.",
     "Search target opponent's library for a creature card and put that card into play "
     "under your control."),
    # kb/data/card_forms.yaml's one form on since session 26: it feeds the triggers-together interaction
    ("any-trigger", "At the beginning of your upkeep, draw a card.", "Destroy target creature."),
    ("any-trigger", "Whenever a creature comes into play, you gain 1 life.", "Flying"),
]


@pytest.mark.parametrize(("form", "has", "lacks"), CASES)
def test_each_form_is_found_in_its_card_text_only(form: str, has: str, lacks: str) -> None:
    assert FORMS[form].found_in(has), (form, has)
    assert not FORMS[form].found_in(lacks), (form, lacks)


def test_every_form_has_cases() -> None:
    # combat-damage-manner (session 29's table, on since session 30): test_card_layers_s29.py
    new = set(FORMS) - {"intervening-if", "replacement-instead", "leaves-play-trigger",
                        "combat-damage-manner"}
    assert new == {form for form, _, _ in CASES}


def _top(result: Any) -> list[tuple[str, str]]:
    return [(a.kind, a.id) for a in result.results[:5]]


def test_a_named_cards_behaviour_brings_its_rule(index_dir: Path, kb: Any) -> None:
    # Glissa Sunseeker destroys an artifact "if its converted mana cost is equal to the
    # amount of mana in your mana pool": the rule of converted mana cost decides.
    question = ("My opponent has a Great Furnace. Since it counts as an artifact, can I tap "
                "my Glissa Sunseeker with no mana in my pool to destroy it?")
    with_cards = ask(index_dir, question, cards=KBCards(kb))
    assert ("card text: a card that looks at converted mana cost counts the mana in the "
            "mana cost only") in with_cards.understood
    assert any(is_answer("203.3", k, i) for k, i in _top(with_cards)), _top(with_cards)
    without = ask(index_dir, question)
    assert not any(note.startswith("card text:") for note in without.understood)


def test_two_cards_named_bring_the_rules_of_both(index_dir: Path, kb: Any) -> None:
    # Ruby Medallion reduces the cost (409.1f); Blaze has X in its cost (409.1b).
    result = ask(index_dir, "I have a Ruby Medallion and 4 Mountains and want to cast Blaze. "
                            "Can I pay my four mana and deal 4 damage, or does the Medallion "
                            "not affect X costs?", cards=KBCards(kb))
    top = _top(result)
    assert any(is_answer("409.1f", k, i) for k, i in top), top
    assert any(is_answer("409.1b", k, i) for k, i in top), top


@pytest.mark.parametrize("text", [
    "whenever enchanted creature is put into a graveyard, return this card to its owner's hand",
    "whenever equipped creature is put into a graveyard, draw two cards",  # Skullclamp
    "whenever a creature is put into a graveyard from play, you gain 1 life",
])
def test_a_leaves_play_trigger_of_a_local_card_looks_back_in_time(text: str) -> None:
    assert FORMS["leaves-play-trigger"].cite == ("410.10d",)
    assert FORMS["leaves-play-trigger"].found_in(text)
    assert not FORMS["leaves-play-trigger"].found_in("equipped creature gets +1/-1")
