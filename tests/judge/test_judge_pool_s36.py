"""Session 36's engine forms: "{T}: this deals 1 damage to each other creature without flying" (Fire Ants; each
creature dealt damage at once, 413.2f, the source itself not among them); Lurking Evil runs whole ("pay half your
life, rounded up", its cost read since session 35; a life total below 0 counted as 0, 104.2)."""

from __future__ import annotations

import pytest

from judge.cards import card_named
from judge_helpers import cited_rules, event_texts, play_choosing

CONVERTED = ("Fire Ants", "Lurking Evil")


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_cards_run_whole(name: str) -> None:
    card = card_named(name)
    assert card is not None and card.runs and not card.not_run


# -- "deals N damage to each other creature with(out) flying" (Fire Ants) -----------------------------------------

def test_fire_ants_deals_1_damage_to_each_other_creature_without_flying() -> None:
    state = play_choosing(in_play=[{"id": "ants", "card": "Fire Ants", "controller": "Alice"},
                                   {"id": "ants2", "card": "Fire Ants", "controller": "Bob"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "birds", "card": "Birds of Paradise", "controller": "Bob"}],
                          actions=[{"activate": {"source": "ants"}}, {"resolve": "all"}])
    assert state.get("ants").damage == 0 and state.get("bears").damage == 1 and state.get("birds").damage == 0
    assert state.find("ants2") is None and "Fire Ants" in state.player("Bob").graveyard  # 2/1, dealt 1 (420.5c)
    assert state.get("ants").tapped
    assert "420.5c" in cited_rules(state)


# -- Lurking Evil runs whole (its half-life cost, 409.1f, 104.1) ----------------------------------------------------

def test_lurking_evil_of_the_pool_pays_half_the_life_rounded_up_and_becomes_a_4_4_flying_horror() -> None:
    state = play_choosing(alice={"life": 13}, in_play=[{"id": "evil", "card": "Lurking Evil", "controller": "Alice"}],
                          actions=[{"activate": {"source": "evil"}}, {"resolve": "all"}])
    assert state.player("Alice").life == 6
    assert event_texts(state, "life") == ["Alice pays 7 life (half of 13, rounded up) for Lurking Evil's ability (now 6)."]
    chars = state.chars("evil")
    assert (chars.types, chars.subtypes, (chars.power, chars.toughness), chars.has("flying")) == (
        ("creature",), ("Horror",), (4, 4), True)


def test_lurking_evil_at_0_life_under_platinum_angel_pays_0_life() -> None:
    # 0 life: half of it is 0, and zero life can always be paid (the glossary's "Costs"); Platinum Angel keeps
    # its controller in the game (420.5a doesn't apply)
    state = play_choosing(alice={"life": 0}, in_play=[{"id": "evil", "card": "Lurking Evil", "controller": "Alice"},
                                                      {"id": "angel", "card": "Platinum Angel", "controller": "Alice"}],
                          actions=[{"activate": {"source": "evil"}}, {"resolve": "all"}])
    assert state.player("Alice").life == 0 and not state.player("Alice").lost
    assert event_texts(state, "life") == ["Alice pays 0 life (half of 0, rounded up) for Lurking Evil's ability (now 0)."]
    assert state.chars("evil").is_creature
