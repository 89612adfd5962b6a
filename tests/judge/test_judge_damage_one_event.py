"""Combat damage dealt at once to one creature is one event (410.6): its "whenever this is dealt
damage" ability triggers once for two blockers' damage, carrying the total."""

from __future__ import annotations

from typing import Any

from judge_helpers import build_state, cited_rules, event_texts, play_all


def _creature(ident: str, controller: str, power: int, toughness: int, *abilities: str) -> dict[str, object]:
    return {"id": ident, "name": ident.capitalize(), "mana_cost": "{2}{R}", "types": ["creature"],
            "subtypes": ["Beast"], "colors": ["red"], "power": power, "toughness": toughness,
            "abilities": list(abilities), "controller": controller}


def _double_block(attacker: dict[str, object]) -> tuple[Any, list[str]]:
    state, actions = build_state(
        in_play=[attacker, _creature("left", "Bob", 1, 1), _creature("right", "Bob", 2, 2)],
        actions=[{"attack": [attacker["id"]]}, {"block": {"left": attacker["id"], "right": attacker["id"]}},
                 {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    return state, [text for text in event_texts(state, "resolve") if "triggered ability" in text]


def test_a_fixed_amount_ability_triggers_once_for_two_blockers_damage() -> None:
    state, triggered = _double_block(_creature("hunter", "Alice", 5, 4,
                                               "whenever this is dealt damage, this deals 3 damage to each opponent"))
    assert state.player("Bob").life == 17  # once, not twice (14)
    assert len(triggered) == 1
    assert "410.6" in cited_rules(state)


def test_that_much_carries_the_total_of_the_event() -> None:
    state, triggered = _double_block(_creature("pup", "Alice", 5, 6,
                                               "whenever this is dealt damage, it deals that much damage to you"))
    assert state.player("Alice").life == 17  # 1 + 2 damage, one trigger
    assert len(triggered) == 1


def test_one_blocker_is_one_trigger_without_410_6() -> None:
    state, actions = build_state(
        in_play=[_creature("pup", "Alice", 2, 3, "whenever this is dealt damage, it deals that much damage to you"),
                 _creature("right", "Bob", 2, 2)],
        actions=[{"attack": ["pup"]}, {"block": {"right": "pup"}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == 18
    assert "410.6" not in cited_rules(state)
