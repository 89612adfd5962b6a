"""Session 32: the pool cards converted by general grammar, in games with exact outcomes and the
rules the engine cites: an optional sacrifice whose "if you do" and "if you don't" turn on it (Yawgmoth
Demon, Crovax the Cursed; 413.2b), +1/+1 counters on each creature (with modular) its controller
controls (Arcbound Overseer), one subject for a list of instructions (Smallpox), a comes-into-play or
cycling trigger that targets a spell (Mystic Snake, Complicate; 410.4), a permanent put on top of its
owner's library (Repel, Aura Extraction; 217.2), an Equipment attached by an ability that isn't equip
(Cranial Plating; 212.2g), "unless you pay N life" (Carnophage), "destroy all creatures you don't
control" (Plague Wind), "return all artifacts to their owners' hands" (Rebuild), "target player can't
play creature spells this turn" (Cease-Fire; 103.2), "Beasts can't block" (Frenetic Raptor), intervening "if"s
that count (Epic Struggle, Battle of Wits, Land Tax, Impending Disaster, Imaginary Pet, Glimmervoid; 410.8),
"you win the game" (102.3), "at the end of your turn" (Breeding Pit, Grafted Skullcap; 313.1), "draw an
additional card" and "discard your hand", "at the beginning of your draw step, if this is tapped" (Mana Vault) and
one "destroy" for a list of targets (Decimate; 409.1c), tokens put into play at end of turn (Rukh Egg, a delayed
triggered ability, 404.4), "remove all Serf tokens from the game" (Sengir Autocrat) and damage to each attacking
creature without flying (Leonin Bladetrap), life for each card in its controller's graveyard (Ancestor's Chosen; 413.2f)
a whole library removed from the game (Leveler; 217.7a) and "counter target spell if it's blue; or destroy target
permanent if it's blue" (Pyroblast, Hydroblast: the color checked as it resolves, 413.2b), "gain control of target
creature for as long as [you control this and] this remains tapped" with "you may choose not to untap this during your
untap step" (Rubinia Soulsinger, Vedalken Shackles, Old Man of the Sea; 418.3a, 302.2)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.cards import card_named
from judge.game import GameState
from judge_helpers import cited_rules, event_texts, last_action_illegal, play_choosing

MAIN = {"active": "Alice", "step": "precombat_main"}
CONVERTED = ("Yawgmoth Demon", "Crovax the Cursed", "Arcbound Overseer", "Smallpox", "Mystic Snake", "Complicate",
             "Repel", "Aura Extraction", "Cranial Plating", "Carnophage", "Plague Wind", "Rebuild", "Cease-Fire",
             "Frenetic Raptor", "Epic Struggle", "Battle of Wits", "Impending Disaster", "Imaginary Pet", "Land Tax",
             "Glimmervoid", "Breeding Pit", "Grafted Skullcap", "Mana Vault", "Decimate",
             "Rukh Egg", "Sengir Autocrat", "Leonin Bladetrap",
             "Ancestor's Chosen", "Leveler", "Pyroblast", "Hydroblast",
             "Rubinia Soulsinger", "Vedalken Shackles", "Old Man of the Sea")


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_cards_run_whole(name: str) -> None:
    assert card_named(name).runs and not card_named(name).not_run


def _upkeep(board: list[dict[str, Any]], *answers: dict[str, Any], alice: dict[str, Any] | None = None) -> GameState:
    """Alice's upkeep, from Bob's end of turn; *answers* answer the upkeep trigger as it resolves."""
    return play_choosing(in_play=board, alice=alice or {}, turn={"active": "Bob", "step": "end_of_turn"},
                         actions=[{"advance": "next_turn"}, {"advance": "draw"}, *answers])


# -- "you may sacrifice ...; if you do, ...; if you don't, ..." (413.2b) ----------------------------

DEMON = [{"id": "demon", "card": "Yawgmoth Demon", "controller": "Alice"},
         {"id": "thopter", "card": "Ornithopter", "controller": "Alice"}]


def test_yawgmoth_demon_eats_an_artifact_by_default() -> None:
    state = _upkeep(DEMON)
    assert (state.player("Alice").life, state.get("demon").tapped) == (20, False)
    assert state.player("Alice").graveyard == ["Ornithopter"]
    assert event_texts(state, "sacrifice") == ["Alice sacrifices Ornithopter (power 0) to Yawgmoth Demon's triggered "
                                               "ability (the default: the first artifact listed)."]
    assert {"303.1", "410.5", "413.2b", "217.4a"} <= cited_rules(state)


def test_yawgmoth_demon_not_fed_taps_and_deals_2_to_its_controller() -> None:
    state = _upkeep(DEMON, {"choose": {"may": False}})
    assert (state.player("Alice").life, state.get("demon").tapped) == (18, True)
    assert state.player("Alice").graveyard == [] and state.find("thopter") is not None
    assert event_texts(state, "damage") == ["Yawgmoth Demon deals 2 damage to Alice."]


def test_yawgmoth_demon_with_no_artifact_to_sacrifice() -> None:
    state = _upkeep(DEMON[:1])
    assert (state.player("Alice").life, state.get("demon").tapped) == (18, True)
    assert event_texts(state, "sacrifice") == ["Alice controls no artifact to sacrifice to Yawgmoth Demon's triggered "
                                               "ability."]


CROVAX = [{"id": "crovax", "card": "Crovax the Cursed", "controller": "Alice", "counters": {"+1/+1": 4}},
          {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}]


def test_crovax_grows_when_a_creature_is_sacrificed() -> None:
    state = _upkeep(CROVAX, {"choose": {"object": "bears"}})
    assert state.get("crovax").counters == {"+1/+1": 5} and state.power_toughness("crovax") == (5, 5)
    assert state.player("Alice").graveyard == ["Grizzly Bears"]


def test_crovax_shrinks_when_none_is() -> None:
    state = _upkeep(CROVAX, {"choose": {"may": False}})
    assert state.get("crovax").counters == {"+1/+1": 3} and state.find("bears") is not None
    assert event_texts(state, "counters") == ["A +1/+1 counter is removed from Crovax the Cursed (now 3/3)."]


# -- "put a +1/+1 counter on each creature with modular you control" ----------------------------------

def test_arcbound_overseer_feeds_only_its_controllers_modular_creatures() -> None:
    state = _upkeep([{"id": "overseer", "card": "Arcbound Overseer", "controller": "Alice", "counters": {"+1/+1": 6}},
                     {"id": "worker", "card": "Arcbound Worker", "controller": "Alice", "counters": {"+1/+1": 1}},
                     {"id": "theirs", "card": "Arcbound Worker", "controller": "Bob", "counters": {"+1/+1": 1}},
                     {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}])
    assert {p.id: p.counters.get("+1/+1", 0) for p in state.permanents} == {"overseer": 7, "worker": 2, "theirs": 1,
                                                                           "bears": 0}
    assert event_texts(state, "counters") == ["A +1/+1 counter is put on Arcbound Overseer (now 7/7).",
                                              "A +1/+1 counter is put on Arcbound Worker (now 2/2)."]


# -- one subject, a list of instructions (Smallpox) ----------------------------------------------------

def test_smallpox_each_player_loses_discards_and_sacrifices_in_order() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "swamp", "card": "Swamp", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                 {"id": "island", "card": "Island", "controller": "Bob"}],
        alice={"hand": ["Smallpox", "Shock"]}, bob={"hand": ["Giant Growth"]}, turn=MAIN,
        actions=[{"play": {"card": "Smallpox"}}, {"resolve": "all"}])
    assert [p.life for p in state.players] == [19, 19]
    assert state.permanents == []
    assert state.player("Alice").graveyard == ["Shock", "Grizzly Bears", "Swamp", "Smallpox"]
    assert state.player("Bob").graveyard == ["Giant Growth", "Hill Giant", "Island"]
    assert {"413.2b", "217.4a"} <= cited_rules(state)


# -- a trigger that targets a spell (410.4) -------------------------------------------------------------

def test_mystic_snake_counters_the_spell_it_was_played_over() -> None:
    lands = [{"id": f"land{n}", "card": card, "controller": "Bob"}
             for n, card in enumerate(("Forest", "Island", "Island", "Island"))]
    state = play_choosing(in_play=lands, alice={"hand": ["Shock"]}, bob={"hand": ["Mystic Snake"]}, turn=MAIN,
                          actions=[{"play": {"card": "Shock", "targets": ["Bob"]}},
                                   {"play": {"card": "Mystic Snake", "by": "Bob"}}, {"resolve": "all"}])
    assert state.player("Bob").life == 20 and state.player("Alice").graveyard == ["Shock"]
    assert state.find("mystic-snake") is not None
    assert event_texts(state, "counter") == ["Shock is countered and put into Alice's graveyard."]
    assert {"410.4", "410.10a", "414.1"} <= cited_rules(state)


def test_complicates_cycling_trigger_counters_unless_its_controller_pays_1() -> None:
    lands = [{"id": f"land{n}", "card": "Island", "controller": "Bob"} for n in range(3)]
    state = play_choosing(in_play=[*lands, {"id": "mountain", "card": "Mountain", "controller": "Alice"}],
                          alice={"hand": ["Shock"]}, bob={"hand": ["Complicate"]}, turn=MAIN, enforce_costs=True,
                          actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}, {"cycle": "Complicate", "by": "Bob"},
                                   {"resolve": 1}])
    assert state.player("Alice").graveyard == ["Shock"] and state.player("Bob").life == 20
    assert "Alice doesn't pay {1} and can't for Complicate's triggered ability (the default: a player pays when able)." \
        in event_texts(state, "choice")


# -- on top of its owner's library (217.2) --------------------------------------------------------------

def test_repel_puts_a_creature_on_top_and_a_token_ceases_to_exist() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "token", "card": "Grizzly Bears", "controller": "Bob", "token": True}],
                          alice={"hand": ["Repel", "Repel"]}, bob={"library": ["Island"]}, turn=MAIN,
                          actions=[{"play": {"card": "Repel", "targets": ["bears"]}}, {"resolve": "all"},
                                   {"play": {"card": "Repel", "targets": ["token"]}}, {"resolve": "all"}])
    assert list(state.player("Bob").library) == ["Grizzly Bears", "Island"] and state.permanents == []
    assert event_texts(state, "library") == ["Grizzly Bears is put on top of Bob's library."] * 2
    assert {"217.2", "420.5f"} <= cited_rules(state)


# -- an Equipment attached by its own ability, at instant speed (212.2g) --------------------------------

def test_cranial_plating_attaches_during_combat() -> None:
    state = play_choosing(
        in_play=[{"id": "plating", "card": "Cranial Plating", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "thopter", "card": "Ornithopter", "controller": "Alice"},
                 {"id": "s1", "card": "Swamp", "controller": "Alice"}, {"id": "s2", "card": "Swamp", "controller": "Alice"}],
        turn={"active": "Alice", "step": "declare_attackers"},
        actions=[{"attack": ["bears"]}, {"activate": {"source": "plating", "ability": 2, "targets": ["bears"]}},
                 {"resolve": "all"}])
    assert state.get("plating").attached_to == "bears" and state.power_toughness("bears") == (4, 2)
    assert event_texts(state, "equip") == ["Cranial Plating becomes attached to Grizzly Bears: it equips that creature."]
    assert {"212.2g", "212.2j", "418.5e"} <= cited_rules(state) and "502.33a" not in cited_rules(state)


# -- "unless you pay N life" (413.2b) --------------------------------------------------------------------

@pytest.mark.parametrize(("answers", "life", "tapped"), [((), 19, False), (({"choose": {"pay": False}},), 20, True)])
def test_carnophage_taps_unless_its_controller_pays_1_life(answers: tuple[dict[str, Any], ...], life: int,
                                                          tapped: bool) -> None:
    state = _upkeep([{"id": "carno", "card": "Carnophage", "controller": "Alice"}], *answers)
    assert (state.player("Alice").life, state.get("carno").tapped) == (life, tapped)
    assert {"413.2b", "413.2c"} <= cited_rules(state)


# -- sweeping words: "creatures you don't control", "all artifacts" ---------------------------------------

def test_plague_wind_spares_its_controllers_creatures() -> None:
    state = play_choosing(in_play=[{"id": "mine", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "theirs", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "thopter", "card": "Ornithopter", "controller": "Bob"}],
                          alice={"hand": ["Plague Wind"]}, turn=MAIN,
                          actions=[{"play": {"card": "Plague Wind"}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["mine"]
    assert state.player("Bob").graveyard == ["Grizzly Bears", "Ornithopter"]


def test_rebuild_returns_every_artifact_to_its_owner() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "thopter", "card": "Ornithopter", "controller": "Bob"},
                                   {"id": "plating", "card": "Cranial Plating", "controller": "Alice"}],
                          alice={"hand": ["Rebuild"]}, turn=MAIN,
                          actions=[{"play": {"card": "Rebuild"}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["bears"]
    assert (state.player("Alice").hand, state.player("Bob").hand) == (["Cranial Plating"], ["Ornithopter"])


# -- "target player can't play creature spells this turn" (103.2) ------------------------------------------

def _cease_fire(*then: dict[str, Any]) -> dict[str, Any]:
    lands = [{"id": f"land{n}", "card": card, "controller": "Bob"} for n, card in enumerate(("Forest", "Forest", "Mountain"))]
    return dict(in_play=lands, alice={"hand": ["Cease-Fire"], "library": ["Island"]},
                bob={"hand": ["Grizzly Bears", "Shock"]}, turn={"active": "Bob", "step": "upkeep"},
                actions=[{"play": {"card": "Cease-Fire", "targets": ["Bob"]}}, {"resolve": "all"},
                         {"advance": "precombat_main"}, *then])


def test_cease_fire_stops_a_creature_spell() -> None:
    err = last_action_illegal(**_cease_fire({"play": {"card": "Grizzly Bears", "by": "Bob"}}))
    assert str(err) == "Bob can't play creature spells this turn (Cease-Fire)"
    assert [str(rule) for rule in err.rules] == ["103.2", "409.1"]


def test_cease_fire_lets_other_spells_be_played_and_draws_a_card() -> None:
    state = play_choosing(**_cease_fire({"play": {"card": "Shock", "by": "Bob", "targets": ["Alice"]}},
                                                   {"resolve": "all"}))
    assert state.player("Alice").life == 18 and state.player("Alice").hand == ["Island"]
    assert "Bob can't play creature spells this turn." in event_texts(state, "continuous")


# -- "Beasts can't block" ----------------------------------------------------------------------------------

def test_frenetic_raptor_keeps_every_beast_from_blocking() -> None:
    err = last_action_illegal(
        in_play=[{"id": "raptor", "card": "Frenetic Raptor", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "beast", "card": "Krosan Tusker", "controller": "Bob"}],
        turn={"active": "Alice", "step": "declare_attackers"},
        actions=[{"attack": ["bears"]}, {"block": {"beast": "bears"}}])
    assert str(err) == "Krosan Tusker can't block"
    assert [str(rule) for rule in err.rules] == ["500.1", "500.3", "402.3"]


# -- intervening "if"s that count (410.8) and "you win the game" (102.3) ---------------------------------------

def test_epic_struggle_wins_with_twenty_creatures() -> None:
    bears = [{"id": f"bears{n}", "card": "Grizzly Bears", "controller": "Alice"} for n in range(20)]
    state = _upkeep([{"id": "struggle", "card": "Epic Struggle", "controller": "Alice"}, *bears])
    assert state.ended and [p.lost for p in state.players] == [False, True]
    assert event_texts(state, "win") == ["Alice wins the game (Epic Struggle's triggered ability)."]
    assert {"410.8", "102.3"} <= cited_rules(state)


def test_epic_struggle_with_nineteen_creatures_doesnt_trigger() -> None:
    bears = [{"id": f"bears{n}", "card": "Grizzly Bears", "controller": "Alice"} for n in range(19)]
    state = _upkeep([{"id": "struggle", "card": "Epic Struggle", "controller": "Alice"}, *bears,
                     {"id": "theirs", "card": "Grizzly Bears", "controller": "Bob"}])
    assert not state.ended and event_texts(state, "trigger") == []


@pytest.mark.parametrize(("cards", "wins"), [(200, True), (199, False)])
def test_battle_of_wits_counts_its_controllers_library(cards: int, wins: bool) -> None:
    state = _upkeep([{"id": "wits", "card": "Battle of Wits", "controller": "Alice"}], alice={"library": ["Island"] * cards})
    assert state.ended is wins


def test_platinum_angel_keeps_the_opponent_from_winning() -> None:
    bears = [{"id": f"bears{n}", "card": "Grizzly Bears", "controller": "Alice"} for n in range(20)]
    state = _upkeep([{"id": "struggle", "card": "Epic Struggle", "controller": "Alice"}, *bears,
                     {"id": "angel", "card": "Platinum Angel", "controller": "Bob"}])
    assert not state.ended and [p.lost for p in state.players] == [False, False]
    assert "103.2" in cited_rules(state)


def test_land_tax_fetches_three_basic_lands_when_an_opponent_has_more_lands() -> None:
    state = _upkeep([{"id": "tax", "card": "Land Tax", "controller": "Alice"},
                     {"id": "forest", "card": "Forest", "controller": "Bob"}],
                    alice={"library": ["Plains", "Shock", "Island", "Forest", "Swamp"]})
    assert state.player("Alice").hand == ["Plains", "Island", "Forest", "Shock"]  # then the draw step's card


def test_land_tax_doesnt_trigger_with_as_many_lands() -> None:
    state = _upkeep([{"id": "tax", "card": "Land Tax", "controller": "Alice"},
                     {"id": "forest", "card": "Forest", "controller": "Bob"},
                     {"id": "plains", "card": "Plains", "controller": "Alice"}], alice={"library": ["Plains", "Shock"]})
    assert state.player("Alice").hand == ["Plains"] and event_texts(state, "trigger") == []


def test_impending_disaster_destroys_every_land_at_seven() -> None:
    lands = [{"id": f"land{n}", "card": "Forest", "controller": "Alice" if n % 2 else "Bob"} for n in range(7)]
    state = _upkeep([{"id": "disaster", "card": "Impending Disaster", "controller": "Alice"}, *lands])
    assert state.permanents == []
    assert len(state.player("Alice").graveyard) == 4 and len(state.player("Bob").graveyard) == 4


def test_imaginary_pet_returns_only_with_a_card_in_hand() -> None:
    state = _upkeep([{"id": "pet", "card": "Imaginary Pet", "controller": "Alice"}], alice={"hand": ["Shock"]})
    assert state.find("pet") is None and state.player("Alice").hand[:2] == ["Shock", "Imaginary Pet"]
    state = _upkeep([{"id": "pet", "card": "Imaginary Pet", "controller": "Alice"}])
    assert state.find("pet") is not None


# -- "at the end of your turn", "at end of turn, if you control no artifacts" (313.1) ---------------------------

def _end_of_turn(board: list[dict[str, Any]], active: str = "Alice") -> GameState:
    return play_choosing(in_play=board, alice={"hand": ["Shock", "Island"]},
                         turn={"active": active, "step": "postcombat_main"}, actions=[{"advance": "cleanup"}])


def test_breeding_pit_and_grafted_skullcap_at_the_end_of_their_controllers_turn() -> None:
    state = _end_of_turn([{"id": "pit", "card": "Breeding Pit", "controller": "Alice"},
                          {"id": "skullcap", "card": "Grafted Skullcap", "controller": "Alice"}])
    assert state.player("Alice").hand == [] and state.player("Alice").graveyard == ["Shock", "Island"]
    assert [p.id for p in state.permanents] == ["pit", "skullcap", "thrull"]
    assert event_texts(state, "discard") == ["Alice discards every card in hand (Shock, Island)."]
    assert "313.1" in cited_rules(state)


def test_breeding_pit_and_grafted_skullcap_not_at_the_end_of_an_opponents_turn() -> None:
    state = _end_of_turn([{"id": "pit", "card": "Breeding Pit", "controller": "Alice"},
                          {"id": "skullcap", "card": "Grafted Skullcap", "controller": "Alice"}], active="Bob")
    assert state.player("Alice").hand == ["Shock", "Island"] and len(state.permanents) == 2


def test_grafted_skullcap_draws_an_additional_card_in_the_draw_step() -> None:
    state = play_choosing(in_play=[{"id": "skullcap", "card": "Grafted Skullcap", "controller": "Alice"}],
                          alice={"library": ["Island", "Forest", "Swamp"]}, turn={"active": "Bob", "step": "end_of_turn"},
                          actions=[{"advance": "next_turn"}, {"advance": "precombat_main"}])
    assert state.player("Alice").hand == ["Island", "Forest"]
    assert event_texts(state, "draw") == ["Alice draws a card.", "Alice draws a card."]


@pytest.mark.parametrize(("artifact", "stays"), [(False, False), (True, True)])
def test_glimmervoid_is_sacrificed_at_end_of_turn_with_no_artifact(artifact: bool, stays: bool) -> None:
    thopter = [{"id": "thopter", "card": "Ornithopter", "controller": "Alice"}] if artifact else []
    state = _end_of_turn([{"id": "void", "card": "Glimmervoid", "controller": "Alice"}, *thopter], active="Bob")
    assert (state.find("void") is not None) is stays


# -- Mana Vault: "if this is tapped" in its controller's draw step (410.8); Decimate: four targets (409.1c) --------

@pytest.mark.parametrize(("tapped", "life"), [(True, 19), (False, 20)])
def test_mana_vault_hurts_in_the_draw_step_only_while_tapped(tapped: bool, life: int) -> None:
    state = play_choosing(in_play=[{"id": "vault", "card": "Mana Vault", "controller": "Alice", "tapped": tapped}],
                          turn={"active": "Bob", "step": "end_of_turn"},
                          actions=[{"advance": "next_turn"}, {"advance": "draw"}, {"choose": {"pay": False}},
                                   {"advance": "precombat_main"}])
    assert state.player("Alice").life == life and state.get("vault").tapped is tapped  # doesn't untap (302.2)
    if tapped:
        assert event_texts(state, "damage") == ["Mana Vault deals 1 damage to Alice."]
        assert {"304.1", "410.8"} <= cited_rules(state)


def test_mana_vault_untaps_for_4_in_the_upkeep() -> None:
    state = _upkeep([{"id": "vault", "card": "Mana Vault", "controller": "Alice", "tapped": True}])
    assert not state.get("vault").tapped
    assert "Alice chooses to pay {4} for Mana Vault's triggered ability (the default: a player pays when able)." \
        in event_texts(state, "choice")


def test_decimate_destroys_one_of_each_kind() -> None:
    board = [{"id": card.split()[0].lower(), "card": card, "controller": "Bob"}
             for card in ("Ornithopter", "Grizzly Bears", "Glorious Anthem", "Forest")]
    state = play_choosing(in_play=board, alice={"hand": ["Decimate"]}, turn=MAIN,
                          actions=[{"play": {"card": "Decimate", "targets": ["ornithopter", "grizzly", "glorious",
                                                                            "forest"]}}, {"resolve": "all"}])
    assert state.permanents == []
    assert state.player("Bob").graveyard == ["Ornithopter", "Grizzly Bears", "Glorious Anthem", "Forest"]


# -- Rukh Egg: a delayed triggered ability's tokens at end of turn (404.4); Sengir Autocrat's Serfs --------------

def test_rukh_eggs_bird_comes_at_end_of_turn() -> None:
    state = play_choosing(in_play=[{"id": "egg", "card": "Rukh Egg", "controller": "Alice"}],
                          alice={"hand": ["Lightning Bolt"]}, turn=MAIN,
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["egg"]}}, {"resolve": "all"},
                                   {"advance": "cleanup"}])
    assert [(p.id, p.controller, p.token, state.power_toughness(p.id)) for p in state.permanents] == [
        ("bird", "Alice", True, (4, 4))]
    assert state.chars(state.get("bird")).has("flying")
    assert event_texts(state, "delayed") == ["A delayed triggered ability is created: at end of turn, Alice puts a 4/4 "
                                             "red Bird creature token with flying into play."]
    assert "Rukh Egg's delayed triggered ability is put on the stack." in event_texts(state, "trigger")
    assert {"404.4", "404.4a", "404.4b", "313.1"} <= cited_rules(state)


def test_rukh_egg_put_into_a_graveyard_at_end_of_turn_waits_for_the_next_one() -> None:
    state = play_choosing(in_play=[{"id": "egg", "card": "Rukh Egg", "controller": "Alice"}],
                          alice={"hand": ["Lightning Bolt"]}, turn={"active": "Alice", "step": "end_of_turn"},
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["egg"]}}, {"resolve": "all"},
                                   {"advance": "next_turn"}, {"advance": "precombat_main"}, {"advance": "cleanup"}])
    assert [(p.id, p.controller) for p in state.permanents] == [("bird", "Alice")]  # at the end of Bob's turn
    assert "313.2" in cited_rules(state)
    assert [e.turn for e in state.events if e.kind == "comes_into_play"] == [3]


def test_sengir_autocrat_takes_its_serfs_with_it() -> None:
    state = play_choosing(in_play=[{"id": "lands", "card": "Swamp", "controller": "Alice"}],
                          alice={"hand": ["Sengir Autocrat", "Shock"]}, turn=MAIN,
                          actions=[{"play": {"card": "Sengir Autocrat"}}, {"resolve": "all"},
                                   {"play": {"card": "Shock", "targets": ["sengir-autocrat"]}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["lands"]
    assert event_texts(state, "removed") == ["Serf is removed from the game."] * 3


def test_leonin_bladetrap_hits_only_attackers_without_flying() -> None:
    state = play_choosing(in_play=[{"id": "trap", "card": "Leonin Bladetrap", "controller": "Bob"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "thopter", "card": "Ornithopter", "controller": "Alice"},
                                   {"id": "home", "card": "Grizzly Bears", "controller": "Alice"}],
                          turn={"active": "Alice", "step": "declare_attackers"},
                          actions=[{"attack": ["bears", "thopter"]},
                                   {"activate": {"source": "trap", "ability": 1, "by": "Bob"}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["thopter", "home"]
    assert event_texts(state, "damage") == ["Leonin Bladetrap deals 2 damage to Grizzly Bears."]


def test_ancestors_chosen_counts_its_controllers_graveyard_as_the_trigger_resolves() -> None:
    state = play_choosing(alice={"hand": ["Ancestor's Chosen"], "graveyard": ["Shock", "Island", "Giant Growth"]},
                          bob={"graveyard": ["Forest"]}, turn=MAIN,
                          actions=[{"play": {"card": "Ancestor's Chosen"}}, {"resolve": "all"}])
    assert state.player("Alice").life == 23
    assert "As Ancestor's Chosen's triggered ability resolves, 3 cards are in Alice's graveyard." in event_texts(state, "count")
    assert "413.2f" in cited_rules(state)


def test_leveler_removes_its_controllers_library_from_the_game() -> None:
    state = play_choosing(alice={"hand": ["Leveler"], "library": ["Island", "Forest"]}, turn=MAIN,
                          actions=[{"play": {"card": "Leveler"}}, {"resolve": "all"}])
    assert (len(state.player("Alice").library), state.player("Alice").removed) == (0, ["Island", "Forest"])
    assert event_texts(state, "removed") == ["Alice removes all 2 cards of his or her library from the game."]
    assert "217.7a" in cited_rules(state)


# -- "... if it's blue": any spell or permanent, checked as it resolves (413.2b) ------------------------------------

def _pyroblast(spell: str, mode: int, target: str, board: list[dict[str, Any]] | None = None) -> GameState:
    return play_choosing(in_play=board or [], alice={"hand": [spell]}, bob={"hand": ["Pyroblast"]}, turn=MAIN,
                         actions=[{"play": {"card": spell, "targets": ["Bob"]}},
                                  {"play": {"card": "Pyroblast", "by": "Bob", "mode": mode, "targets": [target]}},
                                  {"resolve": "all"}])


def test_pyroblast_counters_a_blue_spell() -> None:
    state = play_choosing(alice={"hand": ["Concentrate"], "library": ["Island"] * 3}, bob={"hand": ["Pyroblast"]},
                          turn=MAIN, actions=[{"play": {"card": "Concentrate"}},
                                              {"play": {"card": "Pyroblast", "by": "Bob", "mode": 1,
                                                        "targets": ["Concentrate"]}}, {"resolve": "all"}])
    assert state.player("Alice").hand == [] and state.player("Alice").graveyard == ["Concentrate"]
    assert event_texts(state, "counter") == ["Concentrate is countered and put into Alice's graveyard."]


def test_pyroblast_can_target_a_red_spell_and_does_nothing_to_it() -> None:
    state = _pyroblast("Shock", 1, "Shock")
    assert state.player("Bob").life == 18
    assert "Pyroblast does nothing to Shock: it isn't blue." in event_texts(state, "resolve")


@pytest.mark.parametrize(("card", "stays"), [("Grizzly Bears", True), ("Wall of Air", False)])
def test_pyroblast_destroys_a_permanent_only_if_it_is_blue(card: str, stays: bool) -> None:
    state = play_choosing(in_play=[{"id": "it", "card": card, "controller": "Alice"}], bob={"hand": ["Pyroblast"]},
                          turn=MAIN, actions=[{"play": {"card": "Pyroblast", "by": "Bob", "mode": 2, "targets": ["it"]}},
                                              {"resolve": "all"}])
    assert (state.find("it") is not None) is stays


# -- control as long as the source remains tapped (418.3a), and choosing not to untap it (302.2) -------------------

def _rubinia(*then: dict[str, Any]) -> GameState:
    return play_choosing(in_play=[{"id": "rubinia", "card": "Rubinia Soulsinger", "controller": "Alice"},
                                  {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}], turn=MAIN,
                         actions=[{"activate": {"source": "rubinia", "ability": 1, "targets": ["bears"]}},
                                  {"resolve": "all"}, {"advance": "next_turn"}, {"advance": "next_turn"}, *then])


def test_rubinia_keeps_the_creature_while_she_stays_tapped_by_default() -> None:
    state = _rubinia()
    assert (state.get("bears").controller, state.get("rubinia").tapped) == ("Alice", True)
    untap = [e for e in state.events if e.kind == "untap"]
    assert untap[-1].text == ("Alice untaps nothing; Alice chooses not to untap Rubinia Soulsinger (the default: an "
                              "effect lasts as long as it remains tapped).")
    assert untap[-1].default and "302.2" in cited_rules(state)


def test_rubinia_untapped_gives_the_creature_back() -> None:
    state = _rubinia({"choose": {"may": False}})
    assert (state.get("bears").controller, state.get("rubinia").tapped) == ("Bob", False)
    assert "Rubinia Soulsinger's ability's effect on Grizzly Bears ends: its source is no longer tapped." \
        in event_texts(state, "continuous")
    assert "418.3a" in cited_rules(state)


def test_rubinia_changing_control_ends_the_effect() -> None:
    state = play_choosing(in_play=[{"id": "rubinia", "card": "Rubinia Soulsinger", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          bob={"hand": ["Threaten"]}, turn={"active": "Bob", "step": "upkeep"},
                          actions=[{"activate": {"source": "rubinia", "ability": 1, "targets": ["bears"], "by": "Alice"}},
                                   {"resolve": "all"}, {"advance": "precombat_main"},
                                   {"play": {"card": "Threaten", "by": "Bob", "targets": ["rubinia"]}}, {"resolve": "all"}])
    assert state.get("bears").controller == "Bob" and state.get("rubinia").controller == "Bob"


def test_vedalken_shackles_counts_its_controllers_islands() -> None:
    board = [{"id": "shackles", "card": "Vedalken Shackles", "controller": "Alice"},
             {"id": "i1", "card": "Island", "controller": "Alice"}, {"id": "i2", "card": "Island", "controller": "Alice"},
             {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}, {"id": "giant", "card": "Hill Giant",
                                                                              "controller": "Bob"}]
    state = play_choosing(in_play=board, turn=MAIN, actions=[
        {"activate": {"source": "shackles", "ability": 1, "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.get("bears").controller == "Alice"
    err = last_action_illegal(in_play=board, turn=MAIN, actions=[
        {"activate": {"source": "shackles", "ability": 1, "targets": ["giant"]}}])
    assert str(err) == ("Vedalken Shackles's ability can't target Hill Giant: Hill Giant is not a creature with power less "
                        "than or equal to the number of islands you control")


def test_old_man_of_the_sea_loses_a_creature_grown_past_its_power() -> None:
    board = [{"id": "old", "card": "Old Man of the Sea", "controller": "Alice"},
             {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}, {"id": "giant", "card": "Hill Giant",
                                                                              "controller": "Bob"}]
    state = play_choosing(in_play=board, bob={"hand": ["Giant Growth"]}, turn=MAIN, actions=[
        {"activate": {"source": "old", "ability": 1, "targets": ["bears"]}}, {"resolve": "all"},
        {"play": {"card": "Giant Growth", "by": "Bob", "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.get("bears").controller == "Bob" and state.get("old").tapped
    assert "Old Man of the Sea's ability's effect on Grizzly Bears ends: its power is greater than its source's." \
        in event_texts(state, "continuous")
    err = last_action_illegal(in_play=board, turn=MAIN, actions=[
        {"activate": {"source": "old", "ability": 1, "targets": ["giant"]}}])
    assert str(err) == ("Old Man of the Sea's ability can't target Hill Giant: Hill Giant is not a creature with power less "
                        "than or equal to this's power")
