"""Session 34: the pool cards converted by general grammar, in games with exact outcomes and the
rules the engine cites: a spell's additional cost beyond one sacrificed permanent (409.1b, 409.1f,
409.1h) — a card discarded (Waste Away), X life paid (Hatred), X creature cards in the graveyard
removed from the game (Chill Haunting), any number of creatures sacrificed and counted (Vicious
Betrayal), every creature its player controls sacrificed and their power added up (Soulblast; 413.2f),
a land sacrificed beside a search (Crop Rotation)."""

from __future__ import annotations

import pytest

from judge.abilities import Static, parse_ability
from judge.cards import card_named
from judge.cost_text import AdditionalCost, read_additional_cost
from judge.errors import AmbiguousActionError
from judge_helpers import build_state, cited_rules, event_texts, last_action_illegal, play_all, play_choosing

CONVERTED = ("Waste Away", "Hatred", "Chill Haunting", "Vicious Betrayal", "Soulblast", "Crop Rotation")


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_cards_run_whole(name: str) -> None:
    assert card_named(name).runs and not card_named(name).not_run


# -- the additional costs in words (409.1f) ----------------------------------------------------------

@pytest.mark.parametrize(("text", "cost"), [
    ("as an additional cost to play this, discard a card", AdditionalCost("discard", "1")),
    ("as an additional cost to play this, discard X cards at random", AdditionalCost("discard", "x", random=True)),
    ("as an additional cost to play this, pay X life", AdditionalCost("pay", "x", "life")),
    ("as an additional cost to play this, pay 3 life", AdditionalCost("pay", "3", "life")),
    ("as an additional cost to play this, sacrifice five lands", AdditionalCost("sacrifice", "5", "land")),
    ("as an additional cost to play this spell, sacrifice any number of creatures",
     AdditionalCost("sacrifice", "any", "creature")),
    ("as an additional cost to play this, sacrifice all creatures you control", AdditionalCost("sacrifice", "all", "creature")),
    ("as an additional cost to play this, remove X creature cards in your graveyard from the game",
     AdditionalCost("remove", "x", "creature card")),
])
def test_an_additional_cost_reads_and_says_itself_again(text: str, cost: AdditionalCost) -> None:
    norm = text.lower()
    assert read_additional_cost(norm) == cost
    assert cost.words() == text.split(", ", 1)[1]
    ability = parse_ability(text, "Foo")
    assert isinstance(ability, Static) and ability.kind == "additional_cost"


@pytest.mark.parametrize("text", ["as an additional cost to play this, discard your hand",
                                  "as an additional cost to play this, sacrifice six dragons"])
def test_other_additional_costs_stay_unread(text: str) -> None:
    assert read_additional_cost(text) is None


# -- paying them as the spell is played --------------------------------------------------------------

def test_waste_away_discards_the_card_named_and_gives_minus_5() -> None:
    state = play_choosing(alice={"hand": ["Waste Away", "Island", "Forest"]},
                          in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
                          actions=[{"play": {"card": "Waste Away", "targets": ["wurm"], "discard": ["Island"]}},
                                   {"resolve": "all"}])
    assert state.player("Alice").hand == ["Forest"]
    assert state.player("Alice").graveyard == ["Island", "Waste Away"]
    assert state.find("wurm") is None and state.player("Bob").graveyard == ["Craw Wurm"]
    assert event_texts(state, "discard") == ["Alice pays for Waste Away by discarding Island."]
    assert {"409.1f", "420.5b"} <= cited_rules(state)


def test_waste_away_with_no_other_card_in_hand_cant_be_played() -> None:
    error = last_action_illegal(version=2, alice={"hand": ["Waste Away"]},
                                in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
                                actions=[{"play": {"card": "Waste Away", "targets": ["wurm"]}}])
    assert "Alice can't discard 1 card from hand for Waste Away" in str(error)
    assert [str(r) for r in error.rules] == ["409.1f"]


def test_hatred_pays_x_life_and_gives_plus_x() -> None:
    state = play_choosing(alice={"hand": ["Hatred"]},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                          actions=[{"play": {"card": "Hatred", "x": 4, "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.player("Alice").life == 16
    assert state.power_toughness("bears") == (6, 2)
    assert event_texts(state, "life") == ["Alice pays 4 life for Hatred (now 16)."]
    assert {"409.1b", "409.1f", "409.1h"} <= cited_rules(state)


def test_hatred_for_more_life_than_its_player_has_is_illegal() -> None:
    error = last_action_illegal(version=2, alice={"hand": ["Hatred"], "life": 3},
                                in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                                actions=[{"play": {"card": "Hatred", "x": 4, "targets": ["bears"]}}])
    assert str(error).startswith("Alice has 3 life and can't pay 4 life for Hatred")
    assert [str(r) for r in error.rules] == ["409.1f", "409.1h"]


def test_chill_haunting_removes_x_creature_cards_and_gives_minus_x() -> None:
    state = play_choosing(alice={"hand": ["Chill Haunting"], "graveyard": ["Grizzly Bears", "Island", "Hill Giant"]},
                          in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          actions=[{"play": {"card": "Chill Haunting", "x": 2, "targets": ["giant"]}},
                                   {"resolve": "all"}])
    assert state.player("Alice").removed == ["Grizzly Bears", "Hill Giant"]
    assert state.player("Alice").graveyard == ["Island", "Chill Haunting"]
    assert state.power_toughness("giant") == (1, 1)
    assert {"409.1b", "409.1f", "217.7a"} <= cited_rules(state)


def test_chill_haunting_needs_x_creature_cards_in_the_graveyard() -> None:
    error = last_action_illegal(version=2, alice={"hand": ["Chill Haunting"], "graveyard": ["Grizzly Bears", "Island"]},
                                in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                                actions=[{"play": {"card": "Chill Haunting", "x": 2, "targets": ["giant"]}}])
    assert "Alice has 1 creature card in his or her graveyard: Chill Haunting needs 2 removed" in str(error)
    assert [str(r) for r in error.rules] == ["409.1f", "409.1h"]


def test_vicious_betrayal_counts_the_creatures_sacrificed() -> None:
    state = play_choosing(alice={"hand": ["Vicious Betrayal"]},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Alice"},
                                   {"id": "wurm", "card": "Craw Wurm", "controller": "Alice"}],
                          actions=[{"play": {"card": "Vicious Betrayal", "targets": ["wurm"],
                                             "sacrifice": ["bears", "giant"]}}, {"resolve": "all"}])
    assert state.power_toughness("wurm") == (10, 8)
    assert state.player("Alice").graveyard == ["Grizzly Bears", "Hill Giant", "Vicious Betrayal"]
    assert {"409.1f", "413.2f"} <= cited_rules(state)


def test_vicious_betrayal_with_none_sacrificed_gives_nothing() -> None:
    state = play_choosing(alice={"hand": ["Vicious Betrayal"]},
                          in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"}],
                          actions=[{"play": {"card": "Vicious Betrayal", "targets": ["wurm"]}}, {"resolve": "all"}])
    assert state.power_toughness("wurm") == (6, 4)
    assert event_texts(state, "sacrifice") == ["Alice sacrifices no creatures to pay for Vicious Betrayal."]


def test_soulblast_sacrifices_every_creature_and_deals_their_total_power() -> None:
    state = play_choosing(alice={"hand": ["Soulblast"]},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          actions=[{"play": {"card": "Soulblast", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").life == 12
    assert [p.id for p in state.permanents] == ["giant"]
    assert event_texts(state, "damage") == ["Soulblast deals 8 damage to Bob."]
    assert {"409.1f", "413.2f"} <= cited_rules(state)


def test_crop_rotation_needs_a_land_named_to_sacrifice() -> None:
    state, actions = build_state(version=2, alice={"hand": ["Crop Rotation"]},
                                 in_play=[{"id": "forest", "card": "Forest", "controller": "Alice"},
                                          {"id": "island", "card": "Island", "controller": "Alice"}],
                                 actions=[{"play": {"card": "Crop Rotation"}}])
    with pytest.raises(AmbiguousActionError) as error:
        play_all(state, actions)
    assert "needs a land sacrificed as a cost" in str(error.value)
    assert state.player("Alice").hand == ["Crop Rotation"]  # nothing was paid (422.1)


def test_crop_rotation_sacrifices_a_land_and_puts_one_from_the_library_into_play() -> None:
    state = play_choosing(alice={"hand": ["Crop Rotation"], "library": ["Island", "Mountain"]},
                          in_play=[{"id": "forest", "card": "Forest", "controller": "Alice"}],
                          actions=[{"play": {"card": "Crop Rotation", "sacrifice": ["forest"]}}, {"resolve": "all"},
                                   {"choose": {"object": "Mountain"}}])
    assert [p.card.name for p in state.permanents] == ["Mountain"]
    assert state.player("Alice").graveyard == ["Forest", "Crop Rotation"]
