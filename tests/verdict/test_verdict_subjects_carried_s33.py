"""Session 33: the subject of "I'm attacked by a 3/3" carried to the next clause with no subject
("... and block with my 2/2"; judge/verdict/reader.py), and a spell or an Aura a player "targets"
a creature with, after "and" too ("I block with a 2/2 and target his 3/3 with Shock", "Michelle
targets her 2/2 with a Flaming Sword"; judge/verdict/rewrites.py)."""

from __future__ import annotations

from typing import Any

from judge.verdict import Lexicon
from verdict_helpers import verdict_of


def graveyards(verdict: Any) -> dict[str, list[str]]:
    return {name: sorted(player["graveyard"]) for name, player in verdict.outcome["final"]["players"].items()}


def test_im_attacked_and_block(lexicon: Lexicon) -> None:
    verdict = verdict_of("I'm attacked by a 3/3 and block with my 2/2.", lexicon)
    assert verdict.scenario["actions"][:2] == [{"attack": ["p3-3"]}, {"block": {"p2-2": "p3-3"}}]
    assert graveyards(verdict) == {"Alice": ["2/2"], "Bob": []}


def test_at_life_and_attack(lexicon: Lexicon) -> None:
    verdict = verdict_of("I'm at 5 life and attack with my 2/2. He blocks with a 3/3.", lexicon)
    assert verdict.outcome["final"]["players"]["Alice"]["life"] == 5
    assert graveyards(verdict) == {"Alice": ["2/2"], "Bob": []}


def test_target_with_a_spell_after_and(lexicon: Lexicon) -> None:
    verdict = verdict_of("He attacks with a 3/3. I block with a 2/2 and target his 3/3 with Shock.", lexicon)
    play = next(a["play"] for a in verdict.scenario["actions"] if "play" in a)
    assert play == {"card": "Shock", "by": "Alice", "targets": ["p3-3"]}
    # Shock's 2 damage and the 2/2's 2 combat damage destroy the 3/3; the 3/3's 3 the 2/2.
    assert graveyards(verdict) == {"Alice": ["2/2", "Shock"], "Bob": ["3/3"]}


def test_target_with_an_aura(lexicon: Lexicon) -> None:
    verdict = verdict_of("Michelle attacks Russell with a 2/2. Russell blocks with a 2/2. Michelle targets her "
                         "2/2 with a Flaming Sword.", lexicon)
    play = next(a["play"] for a in verdict.scenario["actions"] if "play" in a)
    assert play["card"] == "Flaming Sword" and play["targets"] == ["p2-2"]
    # +1/+0 and first strike: Michelle's 3/2 deals its damage first and survives.
    assert graveyards(verdict) == {"Michelle": [], "Russell": ["2/2"]}
    tokens = [t.canon for t in lexicon.lex("Michelle targets her 2/2 with a Flaming Sword.").tokens]
    assert "enchanted_with" not in tokens


def test_i_and_you_on_the_two_sides_of_a_combat(lexicon: Lexicon) -> None:
    # "I attack ... You block ...": a player doesn't block his or her own attack, so "you" is
    # the other player (judge/verdict/narration.py), as "you attack me" says already.
    verdict = verdict_of("I attack with a 3/3. You block with a 2/2. I play Giant Growth on my 3/3.", lexicon)
    assert verdict.players == {"me": "Alice", "opponent": "Bob"}
    assert verdict.scenario["actions"][:2] == [{"attack": ["p3-3"]}, {"block": {"p2-2": "p3-3"}}]
    assert [p["controller"] for p in verdict.scenario["in_play"]] == ["Alice", "Bob"]
    assert graveyards(verdict) == {"Alice": ["Giant Growth"], "Bob": ["2/2"]}
    verdict = verdict_of("You attack with a 2/2 and I block with a 3/3.", lexicon)
    assert [(p["power"], p["controller"]) for p in verdict.scenario["in_play"]] == [(2, "Bob"), (3, "Alice")]
    assert graveyards(verdict) == {"Alice": [], "Bob": ["2/2"]}


def test_you_alone_is_still_the_asker(lexicon: Lexicon) -> None:
    # A quiz's "you" with no "I" on the other side stays the asker.
    verdict = verdict_of("You attack with a 3/3 and your opponent blocks with a 2/2.", lexicon)
    assert [(p["power"], p["controller"]) for p in verdict.scenario["in_play"]] == [(3, "Alice"), (2, "Bob")]


def test_let_through_after_and(lexicon: Lexicon) -> None:
    # "... and let the 2/2 through": the clause before's player doesn't block the 2/2.
    verdict = verdict_of("My opponent attacks with a 2/2 and a 3/3. I block the 3/3 with my 4/4 and let the "
                         "2/2 through.", lexicon)
    assert verdict.outcome["final"]["players"]["Alice"]["life"] == 18
    assert graveyards(verdict) == {"Alice": [], "Bob": ["3/3"]}
