"""A creature that "can block as though it had flying" (Silklash Spider) counts as having flying for every
blocking restriction, including "can't be blocked except by creatures with flying" (Treetop Scout, 500.3)."""

from __future__ import annotations

from judge_helpers import last_action_illegal, play_choosing

MAIN = {"active": "Alice", "step": "precombat_main"}


def test_silklash_spider_blocks_treetop_scout_and_kills_it() -> None:
    state = play_choosing(
        in_play=[{"id": "scout", "card": "Treetop Scout", "controller": "Alice"},
                            {"id": "spider", "card": "Silklash Spider", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["scout"]}, {"block": {"spider": "scout"}}, {"advance": "end_of_combat"}])
    assert state.player("Alice").graveyard == ["Treetop Scout"]
    assert state.player("Bob").graveyard == [] and state.player("Alice").life == 20


def test_a_creature_without_flying_still_cannot_block_treetop_scout() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "scout", "card": "Treetop Scout", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["scout"]}, {"block": {"bears": "scout"}}])
    assert str(err) == ("Grizzly Bears can't block Treetop Scout: Treetop Scout can't be blocked except by "
                        "creatures with flying.")
