"""Session 33: the pool cards converted by general grammar, in games with exact outcomes and the
rules the engine cites: a trigger on an enchanted land becoming tapped that names "that land's
controller" or "destroys it" (Psychic Venom, Uncontrolled Infestation; 410.2), damage a source would deal
that can't be prevented, not even by protection (Excruciator; 103.2), and the cards whose
not-run lines the ability language already read (Hell's Caretaker, Patron Wizard, Chaos Charm,
Clock of Omens)."""

from __future__ import annotations

import pytest

from judge.cards import card_named
from judge_helpers import cited_rules, event_texts, last_action_illegal, play_choosing

CONVERTED = ("Psychic Venom", "Uncontrolled Infestation", "Hell's Caretaker", "Patron Wizard", "Chaos Charm",
             "Clock of Omens", "Excruciator")


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_cards_run_whole(name: str) -> None:
    assert card_named(name).runs and not card_named(name).not_run


# -- "whenever enchanted land becomes tapped" (410.2) ------------------------------------------------

def test_psychic_venom_deals_2_to_the_tapped_lands_controller() -> None:
    state = play_choosing(in_play=[{"id": "island", "card": "Island", "controller": "Bob"},
                                   {"id": "venom", "card": "Psychic Venom", "controller": "Alice",
                                    "attached_to": "island"}],
                          actions=[{"activate": {"source": "island", "ability": 1, "by": "Bob"}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 18)
    assert event_texts(state, "damage") == ["Psychic Venom deals 2 damage to Bob."]
    assert {"410.2", "413.2b"} <= cited_rules(state)


def test_uncontrolled_infestation_destroys_the_land_it_enchants_once_tapped() -> None:
    state = play_choosing(in_play=[{"id": "brass", "card": "City of Brass", "controller": "Bob"},
                                   {"id": "pest", "card": "Uncontrolled Infestation", "controller": "Alice",
                                    "attached_to": "brass"}],
                          actions=[{"activate": {"source": "brass", "ability": 1, "by": "Bob",
                                                 "choose": {"color": "red"}}}, {"resolve": "all"}])
    assert state.find("brass") is None and state.find("pest") is None
    assert state.player("Bob").graveyard == ["City of Brass"] and state.player("Bob").life == 19
    assert state.player("Alice").graveyard == ["Uncontrolled Infestation"]
    assert {"410.2", "410.3", "413.2b", "420.5d"} <= cited_rules(state)


# -- lines the language already read -----------------------------------------------------------------

def test_hells_caretaker_returns_a_creature_card_during_its_controllers_upkeep() -> None:
    state = play_choosing(alice={"graveyard": ["Craw Wurm"]}, turn={"active": "Alice", "step": "upkeep"},
                          in_play=[{"id": "hc", "card": "Hell's Caretaker", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                          actions=[{"activate": {"source": "hc", "sacrifice": ["bears"], "targets": ["Craw Wurm"]}},
                                   {"resolve": "all"}])
    assert [p.card.name for p in state.permanents] == ["Hell's Caretaker", "Craw Wurm"]
    assert state.player("Alice").graveyard == ["Grizzly Bears"] and state.get("hc").tapped


def test_hells_caretaker_outside_its_controllers_upkeep_is_illegal() -> None:
    error = last_action_illegal(version=2, alice={"graveyard": ["Craw Wurm"]}, turn={"active": "Bob", "step": "upkeep"},
                                in_play=[{"id": "hc", "card": "Hell's Caretaker", "controller": "Alice"},
                                         {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                                actions=[{"activate": {"source": "hc", "sacrifice": ["bears"], "targets": ["Craw Wurm"],
                                                       "by": "Alice"}}])
    assert {str(r) for r in error.rules} == {"408.1a", "403.3", "303.1"}


def test_patron_wizard_counters_unless_one_is_paid() -> None:
    state = play_choosing(alice={"hand": ["Lightning Bolt"]},
                          in_play=[{"id": "pw", "card": "Patron Wizard", "controller": "Bob"}],
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["Bob"]}},
                                   {"activate": {"source": "pw", "targets": ["Lightning Bolt"], "by": "Bob"}},
                                   {"pass": True}, {"choose": {"pay": False}}, {"resolve": "all"}])
    assert state.player("Bob").life == 20 and state.get("pw").tapped
    assert state.player("Alice").graveyard == ["Lightning Bolt"]
    assert {"409.1f", "414.1"} <= cited_rules(state)


def test_chaos_charm_destroys_a_wall() -> None:
    state = play_choosing(alice={"hand": ["Chaos Charm"]},
                          in_play=[{"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
                          actions=[{"play": {"card": "Chaos Charm", "mode": 1, "targets": ["wall"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Wall of Stone"]
    assert state.player("Alice").graveyard == ["Chaos Charm"]


def test_clock_of_omens_taps_two_artifacts_to_untap_one() -> None:
    state = play_choosing(in_play=[{"id": "clock", "card": "Clock of Omens", "controller": "Alice"},
                                   {"id": "a1", "card": "Ornithopter", "controller": "Alice"},
                                   {"id": "a2", "card": "Ornithopter", "controller": "Alice"},
                                   {"id": "a3", "card": "Ornithopter", "controller": "Alice", "tapped": True}],
                          actions=[{"activate": {"source": "clock", "targets": ["a3"]}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents if p.tapped] == ["a1", "a2"]
    assert "409.1f" in cited_rules(state)


# -- "damage this would deal can't be prevented" (103.2) -------------------------------------------

def test_excruciators_damage_kills_a_blocker_with_protection_from_red() -> None:
    state = play_choosing(in_play=[{"id": "ex", "card": "Excruciator", "controller": "Alice"},
                                   {"id": "akroma", "card": "Akroma, Angel of Wrath", "controller": "Bob"}],
                          actions=[{"attack": ["ex"]}, {"block": {"akroma": "ex"}}, {"advance": "end_of_combat"}])
    assert state.player("Bob").graveyard == ["Akroma, Angel of Wrath"]
    assert state.get("ex").damage == 6
    assert "Excruciator deals 7 combat damage to Akroma, Angel of Wrath (7 damage; Excruciator's damage can't be " \
        "prevented, not even by protection)." in event_texts(state, "damage")
    assert {"103.2", "310.4", "420.5c"} <= cited_rules(state)


def test_excruciators_damage_ignores_a_prevention_shield() -> None:
    state = play_choosing(alice={"hand": ["Healing Salve"]},
                          in_play=[{"id": "ex", "card": "Excruciator", "controller": "Bob"}],
                          turn={"active": "Bob", "step": "precombat_main"},
                          actions=[{"attack": ["ex"]}, {"advance": "declare_blockers"},
                                   {"play": {"card": "Healing Salve", "mode": 2, "targets": ["Alice"], "by": "Alice"}},
                                   {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert state.player("Alice").life == 13


def test_a_red_source_without_it_is_still_prevented_by_protection() -> None:
    state = play_choosing(in_play=[{"id": "akroma", "card": "Akroma, Angel of Wrath", "controller": "Bob"}],
                          actions=[{"effect": {"damage": 7, "to": "akroma", "source_color": "red"}}])
    assert state.find("akroma") is not None and state.get("akroma").damage == 0
    assert "502.7e" in cited_rules(state) and "103.2" not in cited_rules(state)
