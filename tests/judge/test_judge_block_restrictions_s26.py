"""Blocking restrictions read in session 26 (500.1, 500.3): a creature that "can block as though it had
flying" (Silklash Spider) counts as having flying for every restriction, including "can't be blocked except
by creatures with flying" (Treetop Scout); "can't be blocked except by two or more creatures" (Two-Headed
Dragon's words; a player's "menace") is checked against the whole set of blocks."""

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


_TWO_OR_MORE = {"id": "brute", "name": "Brute", "types": ["creature"], "power": 3, "toughness": 3,
                "abilities": ["can't be blocked except by two or more creatures"], "controller": "Alice"}
_BEARS = [{"id": f"bears{n}", "card": "Grizzly Bears", "controller": "Bob"} for n in (1, 2)]


def test_one_blocker_cannot_block_a_creature_that_needs_two() -> None:
    err = last_action_illegal(version=2, in_play=[_TWO_OR_MORE, *_BEARS], turn=MAIN,
                              actions=[{"attack": ["brute"]}, {"block": {"bears1": "brute"}}])
    assert (str(err), [str(r) for r in err.rules]) == (
        "Brute can't be blocked except by two or more creatures, and only Grizzly Bears would block it",
        ["500.1", "500.3", "309.2"])


def test_two_blockers_can_and_the_brute_dies_killing_one() -> None:
    state = play_choosing(in_play=[_TWO_OR_MORE, *_BEARS], turn=MAIN,
                          actions=[{"attack": ["brute"]}, {"block": {"bears1": "brute", "bears2": "brute"}},
                                   {"advance": "end_of_combat"}])
    assert state.player("Alice").graveyard == ["Brute"]
    assert [p.id for p in state.permanents] == ["bears2"]
    assert state.player("Bob").graveyard == ["Grizzly Bears"] and state.player("Alice").life == 20
