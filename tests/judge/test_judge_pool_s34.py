"""Session 34: the pool cards converted by general grammar, in games with exact outcomes and the
rules the engine cites: a spell's additional cost beyond one sacrificed permanent (409.1b, 409.1f,
409.1h) — a card discarded (Waste Away), X life paid (Hatred), X creature cards in the graveyard
removed from the game (Chill Haunting), any number of creatures sacrificed and counted (Vicious
Betrayal), every creature its player controls sacrificed and their power added up (Soulblast; 413.2f),
a land sacrificed beside a search (Crop Rotation); "any player may have this deal N damage to him or her; if no
one does, ..." (Browbeat, Book Burning, Breaking Point; 413.2c: the scenario says who, by default no one); "if this
was kicked, creatures can't attack this turn" (Orim's Chant; 103.2, 500.2); Cabal Therapy's text in two sentences,
its flashback cost a sacrificed creature (502.22a)."""

from __future__ import annotations

import pytest

from judge.abilities import Static, parse_ability
from judge.cards import card_named
from judge.cost_text import AdditionalCost, read_additional_cost
from judge.errors import AmbiguousActionError, IllegalActionError
from judge_helpers import build_state, cited_rules, event_texts, last_action_illegal, play_all, play_choosing

CONVERTED = ("Waste Away", "Hatred", "Chill Haunting", "Vicious Betrayal", "Soulblast", "Crop Rotation", "Browbeat",
             "Book Burning", "Breaking Point", "Orim's Chant", "Cabal Therapy", "Drain Life",
             "Awe Strike", "Reverse Damage", "Persecute")


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


# -- "any player may have this deal N damage to him or her; if no one does, ..." (413.2c) ------------

def _browbeat(*choose: dict[str, object]) -> tuple[int, int, int]:
    state = play_choosing(alice={"hand": ["Browbeat"], "library": ["Island"] * 5},
                          actions=[{"play": {"card": "Browbeat", "targets": ["Alice"]}}, {"resolve": "all"}, *choose])
    return len(state.player("Alice").hand), state.player("Alice").life, state.player("Bob").life


def test_browbeat_by_default_no_one_takes_the_damage_and_the_target_draws() -> None:
    assert _browbeat() == (3, 20, 20)
    state = play_choosing(alice={"hand": ["Browbeat"], "library": ["Island"] * 5},
                          actions=[{"play": {"card": "Browbeat", "targets": ["Alice"]}}, {"resolve": "all"}])
    assert event_texts(state, "choice") == ["No player has Browbeat deal 5 damage to himself or herself (the default, "
                                            "an assumption: no one does)."]
    assert {"413.2b", "413.2c"} <= cited_rules(state)


def test_browbeat_taken_by_a_player_deals_5_and_no_cards_are_drawn() -> None:
    assert _browbeat({"choose": {"object": "Bob"}}) == (0, 20, 15)
    assert _browbeat({"choose": {"object": "Alice"}}) == (0, 15, 20)


def test_browbeat_taken_by_a_creature_is_refused() -> None:
    with pytest.raises(IllegalActionError) as error:
        play_choosing(alice={"hand": ["Browbeat"], "library": ["Island"] * 5},
                      in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                      actions=[{"play": {"card": "Browbeat", "targets": ["Alice"]}}, {"resolve": "all"},
                               {"choose": {"object": "bears"}}])
    assert "'bears' is not a player" in str(error.value) and [str(r) for r in error.value.rules] == ["413.2c"]


def test_breaking_point_destroys_every_creature_unless_someone_takes_6() -> None:
    board = [{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}]
    state = play_choosing(alice={"hand": ["Breaking Point"]}, in_play=board,
                          actions=[{"play": {"card": "Breaking Point"}}, {"resolve": "all"}])
    assert state.find("bears") is None and state.player("Bob").graveyard == ["Grizzly Bears"]
    state = play_choosing(alice={"hand": ["Breaking Point"]}, in_play=board,
                          actions=[{"play": {"card": "Breaking Point"}}, {"resolve": "all"}, {"choose": {"object": "Bob"}}])
    assert state.find("bears") is not None and state.player("Bob").life == 14


def test_book_burning_mills_six_unless_someone_takes_6() -> None:
    state = play_choosing(alice={"hand": ["Book Burning"]}, bob={"library": ["Island"] * 8},
                          actions=[{"play": {"card": "Book Burning", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert len(state.player("Bob").library) == 2 and state.player("Bob").graveyard == ["Island"] * 6


# -- Orim's Chant, Cabal Therapy ---------------------------------------------------------------------

def test_orims_chant_kicked_also_stops_attacks_this_turn() -> None:
    error = last_action_illegal(version=2, alice={"hand": ["Orim's Chant"]}, turn={"active": "Bob", "step": "precombat_main"},
                                in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                actions=[{"play": {"card": "Orim's Chant", "by": "Alice", "targets": ["Bob"], "kicker": True}},
                                         {"resolve": "all"}, {"attack": ["bears"]}])
    assert "Grizzly Bears can't attack this turn (Orim's Chant)" in str(error)
    assert {"500.2", "103.2"} <= {str(r) for r in error.rules}


def test_orims_chant_unkicked_only_stops_spells() -> None:
    state = play_choosing(alice={"hand": ["Orim's Chant"]}, bob={"hand": ["Shock"]},
                          turn={"active": "Bob", "step": "precombat_main"},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          actions=[{"play": {"card": "Orim's Chant", "by": "Alice", "targets": ["Bob"]}},
                                   {"resolve": "all"}, {"attack": ["bears"]}])
    assert state.get("bears").attacking
    assert event_texts(state, "continuous") == ["Bob can't play spells this turn."]
    error = last_action_illegal(version=2, alice={"hand": ["Orim's Chant"]}, bob={"hand": ["Shock"]},
                                turn={"active": "Bob", "step": "precombat_main"},
                                actions=[{"play": {"card": "Orim's Chant", "by": "Alice", "targets": ["Bob"]}},
                                         {"resolve": "all"}, {"play": {"card": "Shock", "targets": ["Alice"]}}])
    assert "103.2" in {str(r) for r in error.rules}


def test_cabal_therapy_by_flashback_sacrifices_a_creature_and_discards_the_named_cards() -> None:
    state = play_choosing(alice={"graveyard": ["Cabal Therapy"]}, bob={"hand": ["Shock", "Shock", "Island"]},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                          actions=[{"play": {"card": "Cabal Therapy", "from": "graveyard", "targets": ["Bob"],
                                             "sacrifice": ["bears"]}}, {"resolve": "all"}, {"choose": {"object": "Shock"}}])
    assert state.player("Bob").hand == ["Island"] and state.player("Bob").graveyard == ["Shock", "Shock"]
    assert state.player("Alice").graveyard == ["Grizzly Bears"] and state.player("Alice").removed == ["Cabal Therapy"]
    assert {"409.1f", "502.22a"} <= cited_rules(state)


# -- Drain Life: X of black mana only (409.1b), life gained from the damage dealt (413.2f) -------------

_LANDS = [{"id": f"s{n}", "card": "Swamp", "controller": "Alice"} for n in range(3)] + [
    {"id": f"m{n}", "card": "Mountain", "controller": "Alice"} for n in range(2)]


def test_drain_life_gains_no_more_than_the_players_life_total_before() -> None:
    state = play_choosing(alice={"hand": ["Drain Life"], "life": 10}, bob={"life": 2},
                          actions=[{"play": {"card": "Drain Life", "x": 3, "targets": ["Bob"]}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (12, -1)
    assert event_texts(state, "life") == ["Alice gains 2 life, the damage Drain Life dealt (3 damage dealt, but no more "
                                          "than Bob's life total before it, 2) (now 12)."]
    assert {"409.1b", "413.2f", "420.5a"} <= cited_rules(state)


def test_drain_life_on_a_creature_gains_no_more_than_its_toughness() -> None:
    state = play_choosing(alice={"hand": ["Drain Life"], "life": 10},
                          in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
                          actions=[{"play": {"card": "Drain Life", "x": 3, "targets": ["wurm"]}}, {"resolve": "all"}])
    assert state.player("Alice").life == 13 and state.find("wurm") is not None
    state = play_choosing(alice={"hand": ["Drain Life"], "life": 10},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          actions=[{"play": {"card": "Drain Life", "x": 3, "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.player("Alice").life == 12 and state.find("bears") is None


def test_drain_life_pays_x_with_black_mana_only() -> None:
    state = play_choosing(enforce_costs=True, alice={"hand": ["Drain Life"]}, in_play=_LANDS,
                          actions=[{"play": {"card": "Drain Life", "x": 2, "targets": ["Bob"]}}])
    assert sorted(p.id for p in state.permanents if p.tapped) == ["m0", "s0", "s1", "s2"]
    error = last_action_illegal(version=2, enforce_costs=True, alice={"hand": ["Drain Life"]}, in_play=_LANDS,
                                actions=[{"play": {"card": "Drain Life", "x": 3, "targets": ["Bob"]}}])
    assert str(error).startswith("Alice can't pay {B} for Drain Life (spend only black mana on X)")
    assert [str(r) for r in error.rules] == ["409.1h", "409.1b"]


# -- the rules a power/toughness change cites: layer 6 (418.5a); timestamps only where the order decides -----

def _pt_events(*first: dict[str, object]) -> list[tuple[str, list[str]]]:
    state = play_choosing(alice={"hand": ["Humble"]}, in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          actions=[*first, {"effect": {"pump": "+3/+3", "to": "bears"}},
                                   {"effect": {"counters": {"+1/+1": 1}, "to": "bears"}}])
    return [(e.text, [str(r) for r in e.rules]) for e in state.events if e.kind in ("pump", "counters")]


def test_a_pump_and_a_counter_cite_layer_6_and_what_a_counter_adds() -> None:
    assert _pt_events() == [("Grizzly Bears gets +3/+3 until end of turn (now 5/5).", ["418.3a", "418.5a"]),
                            ("Grizzly Bears gets 1 +1/+1 counter (now 6/6).", ["417.1", "200.10", "418.5a"])]


def test_after_an_effect_that_sets_power_and_toughness_timestamps_decide() -> None:
    assert _pt_events({"play": {"card": "Humble", "targets": ["bears"]}}, {"resolve": "all"}) == [
        ("Grizzly Bears gets +3/+3 until end of turn (now 3/4).", ["418.3a", "418.5a", "418.5d", "418.5g"]),
        ("Grizzly Bears gets 1 +1/+1 counter (now 4/5).", ["417.1", "200.10", "418.5a", "418.5d"])]


# -- "the next time ... would deal damage this turn, prevent that damage; you gain life equal to ..." (419.8a) --

def test_awe_strike_prevents_all_the_combat_damage_its_creature_deals_at_once_and_gains_that_life() -> None:
    state = play_choosing(alice={"hand": ["Awe Strike"]}, turn={"active": "Bob", "step": "precombat_main"},
                          in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Bob"},
                                   {"id": "b1", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "b2", "card": "Grizzly Bears", "controller": "Alice"}],
                          actions=[{"attack": ["wurm"]}, {"block": {"b1": "wurm", "b2": "wurm"}},
                                   {"play": {"card": "Awe Strike", "by": "Alice", "targets": ["wurm"]}}, {"resolve": "all"},
                                   {"advance": "end_of_combat"}])
    assert [p.id for p in state.permanents] == ["b1", "b2"] and state.player("Alice").life == 26
    assert event_texts(state, "life") == ["Alice gains 2 life, the damage Awe Strike prevented (now 22).",
                                          "Alice gains 4 life, the damage Awe Strike prevented (now 26)."]
    assert {"419.7a", "419.8a", "310.4"} <= cited_rules(state)


def test_awe_strike_is_used_up_by_the_first_damage() -> None:
    state = play_choosing(alice={"hand": ["Awe Strike"]},
                          in_play=[{"id": "mage", "card": "Reckless Embermage", "controller": "Bob"}],
                          actions=[{"play": {"card": "Awe Strike", "targets": ["mage"]}}, {"resolve": "all"},
                                   {"activate": {"source": "mage", "by": "Bob", "targets": ["Alice"]}}, {"resolve": "all"},
                                   {"activate": {"source": "mage", "by": "Bob", "targets": ["Alice"]}}, {"resolve": "all"}])
    # the first activation: all its damage, dealt at once, prevented (2 life gained); the second: dealt
    assert state.player("Alice").life == 21 and state.get("mage").damage == 1
    assert event_texts(state, "life") == ["Alice gains 1 life, the damage Awe Strike prevented (now 21).",
                                          "Alice gains 1 life, the damage Awe Strike prevented (now 22)."]


def test_reverse_damage_prevents_the_chosen_sources_next_damage_to_you_and_gains_it() -> None:
    state = play_choosing(alice={"hand": ["Reverse Damage"]}, turn={"active": "Bob", "step": "precombat_main"},
                          in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
                          actions=[{"attack": ["wurm"]}, {"play": {"card": "Reverse Damage", "by": "Alice"}},
                                   {"resolve": "all"}, {"choose": {"object": "wurm"}}, {"advance": "end_of_combat"}])
    assert state.player("Alice").life == 26
    assert event_texts(state, "prevent")[-1] == "The 6 damage Craw Wurm would deal to Alice is prevented (Reverse Damage)."


# -- Persecute (413.2c); madness from any discard, not only a cost's (502.24a) ---------------------------

def test_persecute_discards_the_cards_of_the_chosen_color_and_madness_applies() -> None:
    state = play_choosing(alice={"hand": ["Persecute"]}, bob={"hand": ["Shock", "Fiery Temper", "Island", "Grizzly Bears"]},
                          actions=[{"play": {"card": "Persecute", "targets": ["Bob"]}}, {"resolve": "all"},
                                   {"choose": {"color": "red"}}])
    bob = state.player("Bob")
    assert (bob.hand, bob.graveyard, bob.removed) == (["Island", "Grizzly Bears"], ["Shock"], ["Fiery Temper"])
    assert event_texts(state, "discard") == ["Bob reveals his or her hand and discards 2 red cards (Shock, Fiery Temper)."]
    assert {"413.2c", "502.24a"} <= cited_rules(state)


def test_persecute_by_default_chooses_the_first_colored_cards_color() -> None:
    state = play_choosing(alice={"hand": ["Persecute"]}, bob={"hand": ["Island", "Grizzly Bears", "Shock"]},
                          actions=[{"play": {"card": "Persecute", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").hand == ["Island", "Shock"]
    assert event_texts(state, "choice")[-1] == ("Alice chooses green (the default: the first color of the first colored "
                                               "card in the target player's hand).")


def test_a_madness_card_discarded_by_an_effect_may_stay_in_the_graveyard() -> None:
    state = play_choosing(alice={"hand": ["Persecute"]}, bob={"hand": ["Fiery Temper"]},
                          actions=[{"play": {"card": "Persecute", "targets": ["Bob"]}}, {"resolve": "all"},
                                   {"choose": {"color": "red"}}, {"choose": {"may": False}}])
    assert state.player("Bob").graveyard == ["Fiery Temper"] and state.player("Bob").removed == []
