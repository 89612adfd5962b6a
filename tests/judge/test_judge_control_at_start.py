"""A scenario's board is as it stood when the turn began: a creature a local enchantment
already controls is not newly controlled (212.3d) unless the scenario says it is ``sick``."""

from __future__ import annotations

import pytest

from judge.errors import IllegalActionError

from judge_helpers import build_state, cited_rules, event_texts, play_all


def _board(sick: bool) -> list[dict[str, object]]:
    wurm: dict[str, object] = {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}
    if sick:
        wurm["sick"] = True
    return [{"id": "mind", "card": "Mind Control", "controller": "Alice", "attached_to": "wurm"}, wurm]


def test_a_creature_controlled_by_an_aura_as_the_scenario_begins_can_attack() -> None:
    state, actions = build_state(in_play=_board(False),
                                 actions=[{"attack": ["wurm"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 14
    assert state.find("wurm").controller == "Alice"
    assert event_texts(state, "control") == ["Craw Wurm is under Alice's control (Mind Control) as the scenario "
                                             "begins."]
    assert "418.5a" in cited_rules(state)


def test_the_scenario_can_say_it_came_under_control_this_turn() -> None:
    state, actions = build_state(in_play=_board(True), actions=[{"attack": ["wurm"]}])
    with pytest.raises(IllegalActionError) as refused:
        play_all(state, actions)
    assert "212.3d" in {str(rule) for rule in refused.value.rules}
    assert event_texts(state, "control") == ["Craw Wurm is under Alice's control (Mind Control) as the scenario "
                                             "begins; it came under it this turn."]
