"""Session 33: Equipment or a local enchantment said on a creature with no participle ("a 2/2
with Lure", "my 4/4 has Spirit Link", "it has a Lure on it"), read as "enchanted with"
(judge/verdict/equipped_said.py auras_had); and a legend whose name has no comma written with
one ("Phage, the Untouchable"), judge/verdict/lexicon.py."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon
from verdict_helpers import verdict_of


def life(verdict: Any) -> dict[str, int]:
    return {name: player["life"] for name, player in verdict.outcome["final"]["players"].items()}


def graveyards(verdict: Any) -> dict[str, list[str]]:
    return {name: sorted(player["graveyard"]) for name, player in verdict.outcome["final"]["players"].items()}


def test_a_creature_that_has_spirit_link(lexicon: Lexicon) -> None:
    verdict = verdict_of("If an attacking 4/4 creature has Spirit Link, does it deal 4 damage if it is blocked "
                         "by a 1/1 creature, or will it only deal 1 damage?", lexicon)
    # Spirit Link: its controller gains life equal to the damage the creature deals (4, not 1).
    assert life(verdict) == {"Alice": 24, "Bob": 20}
    assert graveyards(verdict) == {"Alice": [], "Bob": ["1/1"]}
    link = next(p for p in verdict.scenario["in_play"] if p.get("card") == "Spirit Link")
    assert link["attached_to"] == next(p["id"] for p in verdict.scenario["in_play"] if p.get("power") == 4)


@pytest.mark.parametrize(("question", "lives", "dead"), [
    # Lure: every creature able to block it does; the 3/3 blocks and kills it.
    ("My opponent attacks with a 2/2 with Lure. I block with my 3/3.",
     {"Alice": 20, "Bob": 20}, {"Alice": [], "Bob": ["2/2", "Lure"]}),
    ("My opponent attacks with a 2/2. It has Spirit Link. I block with my 3/3.",
     {"Alice": 20, "Bob": 22}, {"Alice": [], "Bob": ["2/2", "Spirit Link"]}),
    ("My 4/4 has Spirit Link. I attack with it and he blocks with a 1/1.",
     {"Alice": 24, "Bob": 20}, {"Alice": [], "Bob": ["1/1"]}),
    # Loxodon Warhammer: +3/+0, trample, and its controller gains the damage it deals as life.
    ("My opponent attacks with a 2/2 with Loxodon Warhammer. I block with my 3/3.",
     {"Alice": 18, "Bob": 25}, {"Alice": ["3/3"], "Bob": ["2/2"]}),
])
def test_with_or_has_an_aura_or_equipment(question: str, lives: dict[str, int], dead: dict[str, list[str]],
                                          lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert graveyards(verdict) == dead


def test_a_player_who_has_an_aura_or_an_enchanting_play_is_not_read_so(lexicon: Lexicon) -> None:
    canons = [t.canon for t in lexicon.lex("I have Lure in play. I enchant my 2/2 with Lure.").tokens]
    assert "enchanted_with" not in canons
    canons = [t.canon for t in lexicon.lex("I have a 2/2 with a Bonesplitter equipping it.").tokens]
    # "with a Bonesplitter equipping it": left whole for the reader (test_verdict_described_s26)
    assert "enchanted_with" not in canons


def test_a_legend_named_with_a_comma_it_lacks(lexicon: Lexicon) -> None:
    tokens = [t for t in lexicon.lex("My opponent attacks with Phage, the Untouchable.").tokens if t.canon == "cc"]
    assert [(t.surface, t.value) for t in tokens] == [("Phage , the Untouchable", "Phage the Untouchable")]
    verdict = verdict_of("My opponent plays a Flaring Pain and attacks with Phage, the Untouchable. What happens "
                         "if I block with Cemetery Gate?", lexicon)
    # Flaring Pain: damage can't be prevented this turn, so protection from black doesn't stop
    # Phage's combat damage, and Phage destroys the creature it deals combat damage to.
    assert graveyards(verdict) == {"Alice": ["Cemetery Gate"], "Bob": ["Flaring Pain"]}
    # Unblocked, it deals its 4 combat damage to the player, who loses the game.
    alone = verdict_of("My opponent attacks with Phage, the Untouchable.", lexicon)
    assert alone.summary == "You go to 16. Nothing is put into a graveyard. You lose the game."


def test_an_abilitys_word_in_lower_case_is_not_the_aura_of_that_name(lexicon: Lexicon) -> None:
    # "with regeneration" is the creature's own ability, not the Aura Regeneration.
    canons = [t.canon for t in lexicon.lex("A 5/5 attacks and is blocked by a 2/2 with regeneration.").tokens]
    assert "enchanted_with" not in canons
    verdict = verdict_of("A 5/5 attacks and is blocked by a 2/2 with regeneration. The 2/2 regenerates.", lexicon)
    assert graveyards(verdict) == {"Alice": [], "Bob": []}
    assert not any(p.get("card") == "Regeneration" for p in verdict.scenario["in_play"])
