"""Pool cards run whole in session 28: the not-run lines of the cards real letters and questions
name, read by general grammar; each played in a scenario (format v2) with exact outcomes and the
rules it cites."""

from __future__ import annotations

from judge_helpers import board_of, cited_rules, event_texts, play_choosing

from judge.cards import card_pool

MAIN = {"active": "Alice", "step": "precombat_main"}

#: The cards this session runs whole.
CONVERTED = ("Task Force", "Chromatic Sphere")


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    assert len(CONVERTED) == len(set(CONVERTED)) == 2
    assert [name for name in CONVERTED if pool[name].not_run or not pool[name].runs] == []


# -- Task Force: its "becomes the target" trigger resolves before the spell that targeted it (410.2) --

def test_task_force_survives_a_shock_with_its_trigger() -> None:
    """Bob Shocks Task Force (1/3); its trigger goes on the stack above the Shock (410.2, 408.1f) and resolves
    first: a 1/6 that takes 2 damage and lives."""
    state = play_choosing(in_play=[{"id": "tf", "card": "Task Force", "controller": "Alice"}],
                          bob={"hand": ["Shock"]}, turn=MAIN,
                          actions=[{"play": {"card": "Shock", "targets": ["tf"], "by": "Bob"}},
                                   {"resolve": "all"}])
    assert board_of(state)["tf"] == ("Alice", (1, 6))
    assert state.find("tf").damage == 2
    assert state.player("Bob").graveyard == ["Shock"]
    assert event_texts(state, "damage") == ["Shock deals 2 damage to Task Force."]
    assert {"410.2", "408.1f", "418.5g", "413.2b"} <= cited_rules(state)


# -- Chromatic Sphere: a mana ability with another effect, both at once without the stack (406.1) --

def test_chromatic_sphere_adds_the_mana_and_draws_a_card() -> None:
    """Alice pays {1} with a Forest, taps and sacrifices the Sphere: {U} in her pool (the color she
    chooses) and Island drawn from her library, at once (406.1, 406.4)."""
    state = play_choosing(in_play=[{"id": "sphere", "card": "Chromatic Sphere", "controller": "Alice"},
                                   {"id": "forest", "card": "Forest", "controller": "Alice"}],
                          alice={"library": ["Island", "Shock"]}, turn=MAIN, enforce_costs=True,
                          actions=[{"activate": {"source": "forest"}},
                                   {"activate": {"source": "sphere"}}, {"choose": {"color": "blue"}}])
    alice = state.player("Alice")
    assert (alice.mana, alice.hand, alice.graveyard) == ({"U": 1}, ["Island"], ["Chromatic Sphere"])
    assert len(alice.library) == 1 and state.stack == []
    assert {"406.1", "406.4", "413.2b"} <= cited_rules(state)
