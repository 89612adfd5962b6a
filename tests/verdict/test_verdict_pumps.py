"""A pump given only as a number in a player's letter (issue 9): "I pump it +3/+3", "I gave
my 3/3 +2/+2 in response", "I pumped my 2/2 by +1/+1 before damage" are read as an instant
"target creature gets +N/+N until end of turn" of cost {0} in the player's hand, played at
the moment the question says; the exact outcome, what is assumed, the scenario's inline
hand card; and the declines when what pumps, the target or its color is unclear."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from test_verdict_quiz_phrasing import dead, life, verdict_of

PUMPS = [
    ("I attack with my 2/2 and he blocks with his 3/3. In response I pump it +3/+3. What happens?",
     {"Alice": 20, "Bob": 20}, ["p3-3"], "+3/+3"),
    ("I attack with my 3/3 and he blocks with his 4/4. I gave my 3/3 +2/+2 in response. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p4-4"], "+2/+2"),
    ("I attack with my 2/2 and he blocks with his 2/2. I pumped my 2/2 by +1/+1 before damage. "
     "What happens?", {"Alice": 20, "Bob": 20}, ["p2-2-2"], "+1/+1"),
    ("I attack with my 2/2 and he doesn't block. I pump it +3/+3. How much damage does he take?",
     {"Alice": 20, "Bob": 15}, [], "+3/+3"),
    # too small a pump: both die
    ("I attack with my 2/2 and he blocks with his 3/3. I pump my 2/2 +1/+1. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2", "p3-3"], "+1/+1"),
    # the defending player pumps his blocker
    ("Alice attacks with a 3/3 and Bob blocks with a 2/2. Bob pumps his 2/2 +2/+2. What happens?",
     {"Alice": 20, "Bob": 20}, ["p3-3"], "+2/+2"),
]


@pytest.mark.parametrize(("question", "lives", "graveyard", "amount"), PUMPS, ids=lambda q: str(q)[:40])
def test_a_pump_given_as_a_number_is_an_instant_played_on_the_creature(
        question: str, lives: dict[str, int], graveyard: list[str], amount: str,
        lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert sorted(dead(verdict)) == graveyard
    assert any(a.startswith(f"The {amount} comes from an instant ") and a.endswith(
        f"(\"target creature gets {amount} until end of turn\"); it is colorless and its cost "
        "is not counted (taken as {0}).") for a in verdict.assumptions)
    hands = [c for p in verdict.scenario["players"] for c in p.get("hand", [])]
    assert hands == [{"name": f"Pump {amount}", "types": ["instant"], "mana_cost": "{0}",
                      "colors": [], "text": f"target creature gets {amount} until end of turn"}]


def test_the_same_pump_twice_is_defined_once_and_named_again(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with my 2/2 and he blocks with his 5/5. I pump it +2/+2 twice. "
                         "What happens?", lexicon)
    assert dead(verdict) == ["p5-5"]
    hand = verdict.scenario["players"][0]["hand"]
    assert hand[1:] == ["Pump +2/+2"] and hand[0]["name"] == "Pump +2/+2"


@pytest.mark.parametrize(("question", "unread", "reason"), [
    # Shivan Dragon pumps itself: its ability three times, or a spell?
    ("I attack with my Shivan Dragon and he blocks with his 6/6. I pump it +3/+3. What happens?",
     ("+3/+3",), "whether the pump is a spell or an ability"),
    # no creature said
    ("I attack with my 2/2 and he blocks with his 3/3. I pump +3/+3. What happens?",
     ("+3/+3",), "the words don't fit the grammar there"),
    # a colorless spell could target it; a red one could not (502.7)
    ("I attack with my 2/2 pro-red and he blocks with his 3/3. I pump it +3/+3. What happens?",
     ("+3/+3",), "the color of the pump on a creature with protection"),
    ("I attack with my 2/2 and he blocks with his 3/3. I give his 3/3 -1/-1. What happens?",
     ("-1/-1",), "a -N/-N given only as a number"),
    # which of two creatures "it" is
    ("I attack with my 2/2 and my 3/3 and he blocks my 3/3 with his 4/4. I pump it +2/+2. "
     "What happens?", ("it",), "what 'it' refers to"),
], ids=lambda q: str(q)[:40])
def test_a_pump_whose_source_target_or_color_is_unclear_declines(
        question: str, unread: tuple[str, ...], reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread
    assert judged.reason == reason


def test_a_hand_card_is_named_when_built_in_and_defined_inline_otherwise() -> None:
    from judge.cards import CardDef, card_named, split_card
    from judge.verdict.board import Declined
    from judge.verdict.pumps import hand_entry, pump_instant

    assert hand_entry(card_named("Giant Growth")) == "Giant Growth"
    strength = CardDef.from_fields("Borrowed Strength", "{1}{G}", ["enchantment"], ["Enchant Creature"],
                                   abilities=["enchanted creature gets +2/+2"])
    assert hand_entry(strength) == {"name": "Borrowed Strength", "types": ["enchantment"],
                                    "mana_cost": "{1}{G}", "subtypes": ["Enchant Creature"],
                                    "colors": ["green"], "abilities": [
                                        "enchant creature", "enchanted creature gets +2/+2"]}
    with pytest.raises(Declined) as declined:
        hand_entry(split_card([pump_instant(1, 1), pump_instant(2, 2)]))
    assert declined.value.reason == "a card of the card data whose text can't be given inline"
