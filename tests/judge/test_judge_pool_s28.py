"""Pool cards run whole in session 28: the not-run lines of the cards real letters and questions
name, read by general grammar; each played in a scenario (format v2) with exact outcomes and the
rules it cites."""

from __future__ import annotations

import pytest
from judge_helpers import board_of, build_state, cited_rules, event_texts, play_choosing

from judge.cards import card_pool
from judge.errors import IllegalActionError
from judge.actions import Action
from judge.game import GameState

MAIN = {"active": "Alice", "step": "precombat_main"}

#: The cards this session runs whole.
CONVERTED = ("Task Force", "Chromatic Sphere", "Domineer", "Intruder Alarm", "Wrath of Marit Lage", "Roar of the Kha",
             "Aboshan, Cephalid Emperor", "Aether Charge", "Mogg Maniac", "Necrite", "Haunted Cadaver", "Riptide Entrancer",
             "Paralyze", "Faceless Butcher", "Serra's Blessing", "Serra's Embrace", "Mirri, Cat Warrior", "Gang of Elk",
             "Sparring Golem", "Crypt Sliver", "Spectral Sliver", "Clot Sliver", "Mobilization", "Akroma's Devoted",
             "Verdant Force", "Gauntlet of Might", "Vernal Bloom", "Sadistic Glee", "Karstoderm", "Cinder Wall",
             "Cephalid Illusionist", "Acid Web Spider", "Moriok Scavenger", "Skeleton Shard", "Feeding Frenzy",
             "Irradiate", "Vile Deacon", "Magma Sliver", "Aura of Silence", "Thornscape Familiar", "Sunscape Familiar",
             "Chill", "Thunderscape Familiar", "Nightscape Familiar", "Sphere of Resistance", "Fleshgrafter", "Ascending Aven",
             "Haunted Crossroads", "Petrified Field", "Volrath's Stronghold", "Seismic Assault", "Belbe's Percher",
             "Arcbound Reclaimer", "Anurid Brushhopper", "Zombie Infestation", "Unholy Grotto", "Dauthi Cutthroat",
             "Myr Quadropod", "Tarnished Citadel", "Ancient Tomb", "Zombie Master", "Aquamoeba", "Sunstrike Legionnaire",
             "Wirewood Lodge", "Shepherd of Rot", "Stern Judge", "Rolling Stones")


def _in_play(*permanents: tuple[str, str, str]) -> list[dict[str, object]]:
    """Permanents in play from (id, card, controller)."""
    return [{"id": key, "card": card, "controller": controller} for key, card, controller in permanents]


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    assert len(CONVERTED) == len(set(CONVERTED)) == 67
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
    assert {"410.2", "408.1f", "418.5a", "413.2b"} <= cited_rules(state)


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


# -- Mind Harness: "enchant red or green creature", as it is played and as long as it is in play (212.4c) --

def test_mind_harness_cant_be_played_on_a_white_creature() -> None:
    state, actions = build_state(version=2, in_play=[{"id": "angel", "card": "Serra Angel", "controller": "Bob"}],
                                 alice={"hand": ["Mind Harness"]}, turn=MAIN,
                                 actions=[{"play": {"card": "Mind Harness", "targets": ["angel"]}}])
    with pytest.raises(IllegalActionError) as caught:
        state.apply(actions[0])
    assert "Serra Angel is not a red or green creature" in str(caught.value)
    assert "415.5" in {str(rule) for rule in caught.value.rules}


def test_mind_harness_falls_off_a_wild_mongrel_turned_white() -> None:
    """Alice's Mind Harness takes Bob's green Wild Mongrel; discarding a card, its new controller Alice makes it
    white: the Harness can't enchant it and is put into its owner's graveyard (420.5d), and the Mongrel
    returns to Bob (its control effect ends with it)."""
    state = play_choosing(in_play=[{"id": "mongrel", "card": "Wild Mongrel", "controller": "Bob"}],
                          alice={"hand": ["Mind Harness", "Forest"]}, turn=MAIN,
                          actions=[{"play": {"card": "Mind Harness", "targets": ["mongrel"]}}, {"resolve": "all"},
                                   {"activate": {"source": "mongrel", "discard": ["Forest"], "choose": {"color": "white"}}},
                                   {"resolve": "all"}])
    assert board_of(state)["mongrel"] == ("Bob", (3, 3))
    assert state.player("Alice").graveyard == ["Forest", "Mind Harness"]
    assert event_texts(state, "state_based") == [
        "State-based effects: Mind Harness is put into Alice's graveyard (Wild Mongrel is not a red or green creature, "
        "420.5d)."]
    assert event_texts(state, "control")[-1] == "Wild Mongrel comes under Bob's control (the control-changing effect ended)."
    assert {"420.5d", "418.5b", "418.5a", "409.1f"} <= cited_rules(state)


def test_domineer_takes_an_artifact_creature_only() -> None:
    """Domineer ("enchant artifact creature", 212.4c) takes Bob's Frogmite (layer 2, 418.5a); Grizzly Bears is
    not an artifact creature (415.5)."""
    state = play_choosing(in_play=[{"id": "frog", "card": "Frogmite", "controller": "Bob"}],
                          alice={"hand": ["Domineer"]}, turn=MAIN,
                          actions=[{"play": {"card": "Domineer", "targets": ["frog"]}}, {"resolve": "all"}])
    assert board_of(state)["frog"] == ("Alice", (2, 2))
    assert event_texts(state, "control") == ["Frogmite comes under Alice's control (Domineer)."]
    assert state.find("domineer").attached_to == "frog"
    state, actions = build_state(version=2, in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                 alice={"hand": ["Domineer"]}, turn=MAIN,
                                 actions=[{"play": {"card": "Domineer", "targets": ["bears"]}}])
    with pytest.raises(IllegalActionError, match="Grizzly Bears is not an artifact creature"):
        state.apply(actions[0])


# -- "tap (untap) all GROUP" as it resolves (413.2b); "GROUP don't untap during their controllers' untap steps" (302.2) --

def test_intruder_alarm_keeps_creatures_tapped_until_a_creature_comes_into_play() -> None:
    """Bob's tapped Hill Giant stays tapped in his untap step (302.2); Alice plays Raging Goblin: the
    Alarm's trigger untaps every creature, hers and his."""
    state = play_choosing(in_play=[{"id": "alarm", "card": "Intruder Alarm", "controller": "Alice"},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob", "tapped": True}],
                          turn=MAIN, actions=[{"advance": "next_turn"}, {"advance": "precombat_main"}])
    assert state.find("giant").tapped
    assert event_texts(state, "untap") == [
        "Bob untaps nothing; Hill Giant doesn't untap during its controller's untap step."]
    assert {"302.2", "402.3"} <= cited_rules(state)
    state = play_choosing(in_play=[{"id": "alarm", "card": "Intruder Alarm", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "tapped": True},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob", "tapped": True}],
                          alice={"hand": ["Raging Goblin"]}, turn=MAIN,
                          actions=[{"play": {"card": "Raging Goblin"}}, {"resolve": "all"}])
    assert [p.tapped for p in state.permanents] == [False, False, False, False]
    assert event_texts(state, "untap") == [
        "Intruder Alarm's triggered ability: all creatures become untapped (Grizzly Bears, Hill Giant)."]


def test_wrath_of_marit_lage_taps_the_red_creatures_and_they_stay_tapped() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          alice={"hand": ["Wrath of Marit Lage"]}, turn=MAIN,
                          actions=[{"play": {"card": "Wrath of Marit Lage"}}, {"resolve": "all"},
                                   {"advance": "next_turn"}, {"advance": "precombat_main"}])
    assert (state.find("bears").tapped, state.find("giant").tapped) == (False, True)
    assert event_texts(state, "tap") == ["Wrath of Marit Lage's triggered ability: all red creatures become tapped "
                                         "(Hill Giant)."]
    assert {"302.2", "413.2b"} <= cited_rules(state)


def test_roar_of_the_kha_untaps_only_its_controllers_creatures() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "tapped": True},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob", "tapped": True}],
                          alice={"hand": ["Roar of the Kha"]}, turn=MAIN,
                          actions=[{"play": {"card": "Roar of the Kha", "mode": 2}}, {"resolve": "all"}])
    assert (state.find("bears").tapped, state.find("giant").tapped) == (False, True)
    assert board_of(state)["bears"] == ("Alice", (2, 2))
    assert state.player("Alice").graveyard == ["Roar of the Kha"]


def test_aboshan_taps_all_creatures_without_flying() -> None:
    state = play_choosing(in_play=[{"id": "aboshan", "card": "Aboshan, Cephalid Emperor", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "angel", "card": "Serra Angel", "controller": "Bob"}],
                          turn=MAIN, actions=[{"activate": {"source": "aboshan", "ability": 2}}, {"resolve": "all"}])
    assert [(p.id, p.tapped) for p in state.permanents] == [("aboshan", True), ("bears", True), ("angel", False)]


# -- "have that creature deal N damage": the creature that came into play is the source (413.2b) ----------

def test_aether_charges_beast_deals_the_damage() -> None:
    """Alice plays Branchsnap Lorian (a green Beast) under Aether Charge: the Beast, not the red Charge, deals 4
    damage to Bob, so Bob's Circle of Protection: Red can't prevent it."""
    state = play_choosing(in_play=[{"id": "charge", "card": "Aether Charge", "controller": "Alice"},
                                   {"id": "cop", "card": "Circle of Protection: Red", "controller": "Bob"}],
                          alice={"hand": ["Branchsnap Lorian"]}, turn=MAIN,
                          actions=[{"play": {"card": "Branchsnap Lorian"}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 16)
    assert event_texts(state, "damage") == ["Branchsnap Lorian deals 4 damage to Bob."]
    assert {"410.10a", "413.2b"} <= cited_rules(state)


def test_mogg_maniac_deals_the_damage_it_is_dealt_to_the_opponent() -> None:
    state = play_choosing(in_play=[{"id": "maniac", "card": "Mogg Maniac", "controller": "Bob"}],
                          alice={"hand": ["Lightning Bolt"]}, turn=MAIN,
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["maniac"]}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (17, 20)
    assert state.player("Bob").graveyard == ["Mogg Maniac"]
    assert event_texts(state, "damage") == ["Lightning Bolt deals 3 damage to Mogg Maniac.",
                                            "Mogg Maniac deals 3 damage to Alice."]
    assert {"410.2", "413.2b"} <= cited_rules(state)


def test_aether_charges_beast_deals_the_damage_after_it_left_play() -> None:
    """Bob Shocks the 4/1 Branchsnap Lorian in response to the Charge's trigger: the Beast, as it last existed
    in play, still deals the 4 damage (413.2f)."""
    state = play_choosing(in_play=[{"id": "charge", "card": "Aether Charge", "controller": "Alice"}],
                          alice={"hand": ["Branchsnap Lorian"]}, bob={"hand": ["Shock"]}, turn=MAIN,
                          actions=[{"play": {"card": "Branchsnap Lorian"}}, {"pass": True},
                                   {"play": {"card": "Shock", "targets": ["branchsnap-lorian"], "by": "Bob"}},
                                   {"resolve": "all"}])
    assert (state.player("Alice").graveyard, state.player("Bob").life) == (["Branchsnap Lorian"], 16)
    assert event_texts(state, "damage") == ["Shock deals 2 damage to Branchsnap Lorian.",
                                            "Branchsnap Lorian deals 4 damage to Bob."]
    assert "413.2f" in cited_rules(state)


# -- "you may sacrifice it; if you do, ...": the source sacrificed as it resolves, or nothing (413.2b) ------

def _necrite(actions: list[dict[str, object]]) -> GameState:
    return play_choosing(in_play=[{"id": "necrite", "card": "Necrite", "controller": "Alice"},
                                  {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
                         alice={"hand": ["Unsummon"]}, turn={"active": "Alice", "step": "declare_attackers"},
                         actions=[{"attack": ["necrite"]}, {"block": {}}, *actions, {"resolve": "all"}])


def test_necrite_sacrificed_destroys_a_creature_that_cant_be_regenerated() -> None:
    state = _necrite([{"choose": {"targets": ["wurm"]}}])
    assert [p.id for p in state.permanents] == []
    assert (state.player("Alice").graveyard, state.player("Bob").graveyard) == (["Necrite"], ["Craw Wurm"])
    assert event_texts(state, "sacrifice") == ["Alice sacrifices Necrite."]
    assert {"217.4a", "413.2b"} <= cited_rules(state)


def test_necrite_returned_to_hand_in_response_destroys_nothing() -> None:
    """Alice Unsummons her own Necrite with its trigger on the stack: it can't be sacrificed, so the Wurm lives."""
    state = _necrite([{"choose": {"targets": ["wurm"]}},
                      {"play": {"card": "Unsummon", "targets": ["necrite"]}}])
    assert [p.id for p in state.permanents] == ["wurm"]
    assert state.player("Alice").hand == ["Necrite"]
    assert ("Necrite's triggered ability: Necrite can't be sacrificed now (it has left play or changed control), so "
            "what follows \"if you do\" isn't done.") in event_texts(state, "resolve")


def test_necrite_not_sacrificed_by_choice() -> None:
    state = _necrite([{"choose": {"targets": ["wurm"]}}, {"pass": True}, {"choose": {"may": False}}])
    assert [p.id for p in state.permanents] == ["necrite", "wurm"]


def test_haunted_cadaver_sacrificed_makes_the_player_discard_three() -> None:
    state = play_choosing(in_play=[{"id": "cadaver", "card": "Haunted Cadaver", "controller": "Alice"}],
                          bob={"hand": ["Shock", "Forest", "Island", "Swamp"]},
                          turn={"active": "Alice", "step": "declare_attackers"},
                          actions=[{"attack": ["cadaver"]}, {"block": {}}, {"advance": "end_of_combat"},
                                   {"resolve": "all"}])
    assert (state.player("Bob").life, len(state.player("Bob").hand), len(state.player("Bob").graveyard)) == (18, 1, 3)
    assert state.player("Alice").graveyard == ["Haunted Cadaver"]


def test_riptide_entrancer_sacrificed_takes_a_creature_for_good() -> None:
    state = play_choosing(in_play=[{"id": "entrancer", "card": "Riptide Entrancer", "controller": "Alice"},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          turn={"active": "Alice", "step": "declare_attackers"},
                          actions=[{"attack": ["entrancer"]}, {"block": {}}, {"advance": "end_of_combat"},
                                   {"resolve": "all"}, {"advance": "next_turn"}, {"advance": "precombat_main"}])
    assert board_of(state) == {"giant": ("Alice", (3, 3))}
    assert state.player("Alice").graveyard == ["Riptide Entrancer"]
    assert "418.5a" in cited_rules(state)


# -- Paralyze: tapped as it comes into play; "that player may pay {4}; if he or she does, untap that creature" --

def test_paralyze_taps_its_creature_and_its_controller_pays_4_to_untap_it() -> None:
    """Alice's Paralyze on Bob's Hill Giant taps it; in Bob's untap step it stays tapped (302.2); in his upkeep
    the trigger lets Bob, the enchanted creature's controller, pay {4} from his four Mountains: it untaps."""
    mountains = [{"id": f"m{n}", "card": "Mountain", "controller": "Bob"} for n in range(4)]
    state = play_choosing(in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}, *mountains,
                                   {"id": "swamp", "card": "Swamp", "controller": "Alice"}],
                          alice={"hand": ["Paralyze"]}, turn=MAIN, enforce_costs=True,
                          actions=[{"activate": {"source": "swamp"}},
                                   {"play": {"card": "Paralyze", "targets": ["giant"]}}, {"resolve": "all"},
                                   {"advance": "next_turn"}, {"advance": "upkeep"}, {"resolve": "all"}])
    assert not state.find("giant").tapped
    assert [p.id for p in state.permanents if p.tapped] == ["m0", "m1", "m2", "m3", "swamp"]
    assert event_texts(state, "tap")[0] == "Hill Giant becomes tapped."
    assert "Bob chooses to pay {4} for Paralyze's triggered ability (the default: a player pays when able)." in \
        event_texts(state, "choice")
    assert {"302.2", "303.1", "413.2b", "413.2c", "413.2e"} <= cited_rules(state)


def test_paralyze_stays_when_its_controller_doesnt_pay() -> None:
    state = play_choosing(in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          alice={"hand": ["Paralyze"]}, turn=MAIN,
                          actions=[{"play": {"card": "Paralyze", "targets": ["giant"]}}, {"resolve": "all"},
                                   {"advance": "next_turn"}, {"advance": "upkeep"}, {"pass": True},
                                   {"choose": {"pay": False}}])
    assert state.find("giant").tapped
    assert "Bob doesn't pay {4} for Paralyze's triggered ability." in event_texts(state, "choice")


# -- Faceless Butcher: the card its first ability removed is the one its second returns (410.10c) --------

def test_faceless_butcher_returns_the_creature_it_removed_when_it_leaves_play() -> None:
    state = play_choosing(in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          alice={"hand": ["Faceless Butcher"]}, bob={"hand": ["Lightning Bolt"]}, turn=MAIN,
                          actions=[{"play": {"card": "Faceless Butcher"}}, {"resolve": "all"},
                                   {"choose": {"targets": ["giant"]}},
                                   {"play": {"card": "Lightning Bolt", "targets": ["faceless-butcher"], "by": "Bob"}},
                                   {"resolve": "all"}])
    assert board_of(state) == {"hill-giant": ("Bob", (3, 3))}  # a new object (217.1c)
    assert (state.player("Alice").graveyard, state.player("Bob").removed) == (["Faceless Butcher"], [])
    assert event_texts(state, "comes_into_play")[-1] == "Hill Giant returns to play under Bob's control (id hill-giant)."
    assert {"410.10c", "217.7a", "217.1c"} <= cited_rules(state)


def test_faceless_butcher_gone_before_its_first_ability_resolves_removes_for_good() -> None:
    """Bob Bolts the Butcher with its comes-into-play ability on the stack: its leaves-play ability resolves
    first and returns nothing; then the Giant is removed from the game, and nothing will return it."""
    state = play_choosing(in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          alice={"hand": ["Faceless Butcher"]}, bob={"hand": ["Lightning Bolt"]}, turn=MAIN,
                          actions=[{"play": {"card": "Faceless Butcher"}}, {"pass": True},
                                   {"choose": {"targets": ["giant"]}},
                                   {"play": {"card": "Lightning Bolt", "targets": ["faceless-butcher"], "by": "Bob"}},
                                   {"resolve": "all"}])
    assert board_of(state) == {}
    assert (state.player("Alice").graveyard, state.player("Bob").removed) == (["Faceless Butcher"], ["Hill Giant"])
    assert ("Faceless Butcher's triggered ability does nothing: no card was removed from the game with Faceless "
            "Butcher.") in event_texts(state, "resolve")


# -- "attacking doesn't cause GROUP to tap": a grant of the ability Serra Angel has (308.2c) ------------

def _attack_untapped(in_play: list[dict[str, object]], attackers: list[str]) -> GameState:
    return play_choosing(in_play=in_play, turn=MAIN, actions=[{"attack": attackers}])


def test_serras_blessing_and_akromas_devoted_keep_attackers_untapped() -> None:
    """Serra's Blessing: Alice's creatures only; Bob's Akroma's Devoted: every Cleric, Alice's Venerable Monk too."""
    state = _attack_untapped([{"id": "blessing", "card": "Serra's Blessing", "controller": "Alice"},
                              {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                              {"id": "devoted", "card": "Akroma's Devoted", "controller": "Bob"},
                              {"id": "monk", "card": "Venerable Monk", "controller": "Alice"},
                              {"id": "giant", "card": "Hill Giant", "controller": "Alice"}], ["bears", "monk"])
    assert [(p.id, p.tapped) for p in state.permanents if p.attacking] == [("bears", False), ("monk", False)]
    assert state.chars(state.get("devoted")).has("attacking doesn't cause it to tap")
    assert {"308.2a", "308.2c"} <= cited_rules(state)
    state = _attack_untapped([{"id": "devoted", "card": "Akroma's Devoted", "controller": "Bob"},
                              {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], ["bears"])
    assert state.get("bears").tapped


def test_serras_embrace_mirri_and_mobilization() -> None:
    state = _attack_untapped([{"id": "knight", "card": "Hill Giant", "controller": "Alice"},
                              {"id": "embrace", "card": "Serra's Embrace", "controller": "Alice", "attached_to": "knight"},
                              {"id": "mirri", "card": "Mirri, Cat Warrior", "controller": "Alice"},
                              {"id": "mob", "card": "Mobilization", "controller": "Alice"},
                              {"id": "cadet", "card": "Eager Cadet", "controller": "Alice"}], ["knight", "mirri", "cadet"])
    assert [p.tapped for p in state.permanents if p.attacking] == [False, False, False]
    assert board_of(state)["knight"] == ("Alice", (5, 5))


# -- "whenever this becomes blocked, it gets +N/+N until end of turn for each creature blocking it" (413.2f) --

def test_gang_of_elk_grows_for_each_blocker() -> None:
    state = play_choosing(in_play=[{"id": "elk", "card": "Gang of Elk", "controller": "Alice"},
                                   {"id": "b1", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "b2", "card": "Grizzly Bears", "controller": "Bob"}],
                          turn=MAIN, actions=[{"attack": ["elk"]}, {"block": {"b1": "elk", "b2": "elk"}},
                                              {"resolve": "all"}])
    assert board_of(state)["elk"] == ("Alice", (9, 8))
    assert event_texts(state, "count") == ["Gang of Elk counts 2 creatures blocking it as the effect applies."]
    assert "413.2f" in cited_rules(state)


# -- "all Slivers have '...'": an activated ability every Sliver has, in layer 5 (418.5a) --------------------

def test_clot_sliver_lets_every_sliver_regenerate() -> None:
    """Bob's Muscle Sliver has Alice's Clot Sliver's '{2}: regenerate this': regenerated, it survives a Bolt."""
    state = play_choosing(in_play=[{"id": "clot", "card": "Clot Sliver", "controller": "Alice"},
                                   {"id": "muscle", "card": "Muscle Sliver", "controller": "Bob"}],
                          alice={"hand": ["Lightning Bolt"]}, turn=MAIN,
                          actions=[{"activate": {"source": "muscle", "ability": 1, "by": "Bob"}}, {"resolve": "all"},
                                   {"play": {"card": "Lightning Bolt", "targets": ["muscle"]}}, {"resolve": "all"}])
    assert state.get("muscle").tapped and state.get("muscle").damage == 0
    assert state.player("Bob").graveyard == []
    assert {"419.6b"} <= cited_rules(state)


def test_crypt_and_spectral_sliver_grant_their_abilities() -> None:
    state = play_choosing(in_play=[{"id": "crypt", "card": "Crypt Sliver", "controller": "Alice"},
                                   {"id": "spectral", "card": "Spectral Sliver", "controller": "Alice"}],
                          turn=MAIN, actions=[{"activate": {"source": "crypt", "ability": 2}}, {"resolve": "all"}])
    assert board_of(state) == {"crypt": ("Alice", (2, 2)), "spectral": ("Alice", (2, 2))}
    assert [a.text for a in state.chars(state.get("spectral")).activated] == [
        "{T}: regenerate target Sliver", "{2}: this gets +1/+1 until end of turn"]


# -- more one-line shapes many pool cards share -------------------------------------------------------------

def test_verdant_force_makes_a_saproling_in_each_players_upkeep() -> None:
    state = play_choosing(in_play=[{"id": "force", "card": "Verdant Force", "controller": "Alice"}],
                          turn=MAIN, actions=[{"advance": "next_turn"}, {"advance": "upkeep"}, {"resolve": "all"}])
    assert [(p.card.name, p.controller) for p in state.permanents] == [("Verdant Force", "Alice"), ("Saproling", "Alice")]
    assert {"303.1", "300.5"} <= cited_rules(state)


def test_gauntlet_of_might_and_vernal_bloom_add_mana_for_their_land_type() -> None:
    state = play_choosing(in_play=[{"id": "gauntlet", "card": "Gauntlet of Might", "controller": "Bob"},
                                   {"id": "bloom", "card": "Vernal Bloom", "controller": "Bob"},
                                   {"id": "mountain", "card": "Mountain", "controller": "Alice"},
                                   {"id": "forest", "card": "Forest", "controller": "Alice"},
                                   {"id": "plains", "card": "Plains", "controller": "Alice"}],
                          turn=MAIN, actions=[{"activate": {"source": "mountain"}}, {"activate": {"source": "forest"}},
                                              {"activate": {"source": "plains"}}])
    assert state.player("Alice").mana == {"R": 2, "G": 2, "W": 1}
    assert "411.3" in cited_rules(state)


def test_sadistic_glee_grows_its_creature_for_each_creature_put_into_a_graveyard() -> None:
    state = play_choosing(in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                                   {"id": "glee", "card": "Sadistic Glee", "controller": "Alice", "attached_to": "wurm"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          alice={"hand": ["Shock"]}, turn=MAIN,
                          actions=[{"play": {"card": "Shock", "targets": ["bears"]}}, {"resolve": "all"}])
    assert board_of(state)["wurm"] == ("Alice", (7, 5)) and state.get("wurm").counters == {"+1/+1": 1}
    assert {"410.10d", "418.5a"} <= cited_rules(state)


def test_karstoderm_loses_a_counter_for_each_artifact_that_comes_into_play() -> None:
    state = play_choosing(in_play=[{"id": "karst", "card": "Karstoderm", "controller": "Bob", "counters": {"+1/+1": 5}}],
                          alice={"hand": ["Ornithopter"]}, turn=MAIN,
                          actions=[{"play": {"card": "Ornithopter"}}, {"resolve": "all"}])
    assert board_of(state)["karst"] == ("Bob", (4, 4))
    assert event_texts(state, "counters")[-1] == "A +1/+1 counter is removed from Karstoderm (now 4/4)."


def test_cinder_wall_is_destroyed_at_end_of_combat_but_not_the_creature_it_blocked() -> None:
    state = play_choosing(in_play=[{"id": "wall", "card": "Cinder Wall", "controller": "Bob"},
                                   {"id": "spider", "card": "Giant Spider", "controller": "Alice"}],
                          turn=MAIN, actions=[{"attack": ["spider"]}, {"block": {"wall": "spider"}},
                                              {"advance": "end_of_combat"}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["spider"] and state.get("spider").damage == 3
    assert state.player("Bob").graveyard == ["Cinder Wall"]
    assert event_texts(state, "delayed") == ["A delayed triggered ability is created: at end of combat, destroy Cinder Wall."]
    assert {"404.4", "404.4b", "311.1"} <= cited_rules(state)


def test_cephalid_illusionist_mills_its_controller_when_targeted() -> None:
    state = play_choosing(in_play=[{"id": "ceph", "card": "Cephalid Illusionist", "controller": "Alice"}],
                          alice={"hand": ["Giant Growth"], "library": ["Forest", "Island", "Swamp", "Plains"]},
                          turn=MAIN, actions=[{"play": {"card": "Giant Growth", "targets": ["ceph"]}}, {"resolve": "all"}])
    alice = state.player("Alice")
    assert (alice.graveyard, len(alice.library)) == (["Forest", "Island", "Swamp", "Giant Growth"], 1)
    assert board_of(state)["ceph"] == ("Alice", (4, 4))


def test_acid_web_spider_moriok_scavenger_and_skeleton_shard() -> None:
    state = play_choosing(in_play=[{"id": "blade", "card": "Bonesplitter", "controller": "Bob"},
                                   {"id": "shard", "card": "Skeleton Shard", "controller": "Alice"}],
                          alice={"hand": ["Acid Web Spider", "Moriok Scavenger"], "graveyard": ["Frogmite", "Ornithopter"]},
                          turn=MAIN, actions=[{"play": {"card": "Acid Web Spider"}}, {"resolve": "all"},
                                              {"choose": {"targets": ["blade"]}},
                                              {"play": {"card": "Moriok Scavenger"}}, {"resolve": "all"},
                                              {"choose": {"targets": ["Frogmite"]}},
                                              {"activate": {"source": "shard", "ability": 1, "targets": ["Ornithopter"]}},
                                              {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Bonesplitter"]
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == (["Frogmite", "Ornithopter"], [])


# -- "+X/+X where X is the number of ...", "-1/-1 for each ...": counted once, as it resolves (413.2f) ------

def test_feeding_frenzy_and_irradiate_count_as_they_resolve() -> None:
    zombies = [{"id": f"z{n}", "card": "Gravedigger", "controller": "Bob"} for n in range(2)]
    state = play_choosing(in_play=[*zombies, {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"},
                                   {"id": "frog", "card": "Frogmite", "controller": "Alice"},
                                   {"id": "ornithopter", "card": "Ornithopter", "controller": "Alice"}],
                          alice={"hand": ["Feeding Frenzy", "Irradiate"]}, turn=MAIN,
                          actions=[{"play": {"card": "Feeding Frenzy", "targets": ["wurm"]}}, {"resolve": "all"},
                                   {"play": {"card": "Irradiate", "targets": ["wurm"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Craw Wurm"]
    assert event_texts(state, "count") == ["X is 2, the number of Zombies in play, counted as it resolves.",
                                           "X is 2, the number of Artifacts you control, counted as it resolves."]
    assert {"413.2f", "420.5b"} <= cited_rules(state)


def test_vile_deacon_and_magma_sliver_count_their_kind() -> None:
    state = play_choosing(in_play=[{"id": "deacon", "card": "Vile Deacon", "controller": "Alice"},
                                   {"id": "monk", "card": "Venerable Monk", "controller": "Bob"}],
                          turn=MAIN, actions=[{"attack": ["deacon"]}, {"resolve": "all"}])
    assert board_of(state)["deacon"] == ("Alice", (4, 4))
    state = play_choosing(in_play=[{"id": "magma", "card": "Magma Sliver", "controller": "Alice"},
                                   {"id": "muscle", "card": "Muscle Sliver", "controller": "Bob"}],
                          turn=MAIN, actions=[{"activate": {"source": "magma", "targets": ["muscle"]}},
                                              {"resolve": "all"}])
    assert board_of(state) == {"magma": ("Alice", (4, 4)), "muscle": ("Bob", (4, 2))}


# -- "spells cost {N} more to play", "COLOR spells and COLOR spells you play cost {1} less" (409.1f) -------------

def _paying(in_play: list[dict[str, object]], play: dict[str, object], lands: list[str]) -> tuple[GameState, list[Action]]:
    """Alice taps *lands* for mana, then plays a card (enforced costs): the state before the play, and the play."""
    mana = [{"id": f"land{n}", "card": land, "controller": "Alice"} for n, land in enumerate(lands)]
    state, actions = build_state(version=2, in_play=[*in_play, *mana], alice={"hand": [str(play["card"])]}, turn=MAIN,
                                 enforce_costs=True,
                                 actions=[*({"activate": {"source": f"land{n}"}} for n in range(len(lands))),
                                          {"play": play}])
    for action in actions[:-1]:
        state.apply(action)
    return state, actions[-1:]


def test_sphere_of_resistance_and_chill_raise_the_cost_before_a_familiar_lowers_it() -> None:
    """Lightning Bolt costs {R}; Bob's Sphere of Resistance +{1}, his Chill +{2}, Alice's Thornscape Familiar -{1}:
    {2}{R}, paid from three Mountains; two Mountains aren't enough."""
    others = [{"id": "sphere", "card": "Sphere of Resistance", "controller": "Bob"},
              {"id": "chill", "card": "Chill", "controller": "Bob"},
              {"id": "familiar", "card": "Thornscape Familiar", "controller": "Alice"}]
    bolt = {"card": "Lightning Bolt", "targets": ["Bob"]}
    state, play = _paying(others, bolt, ["Mountain"] * 3)
    state.apply(play[0])
    assert [o.name for o in state.stack] == ["Lightning Bolt"] and state.player("Alice").mana == {}
    assert "409.1f" in cited_rules(state)
    state, play = _paying(others, bolt, ["Mountain"] * 2)
    with pytest.raises(IllegalActionError):
        state.apply(play[0])


def test_aura_of_silence_taxes_only_its_controllers_opponents() -> None:
    """Ornithopter costs {0}: {2} more under Bob's Aura of Silence, nothing more under Alice's own."""
    for controller, lands in (("Bob", 2), ("Alice", 0)):
        state, play = _paying([{"id": "aura", "card": "Aura of Silence", "controller": controller}],
                              {"card": "Ornithopter"}, ["Mountain"] * lands)
        state.apply(play[0])
        assert [o.name for o in state.stack] == ["Ornithopter"] and state.player("Alice").mana == {}
    state, play = _paying([{"id": "aura", "card": "Aura of Silence", "controller": "Bob"}], {"card": "Ornithopter"},
                          ["Mountain"])
    with pytest.raises(IllegalActionError):
        state.apply(play[0])


def test_sunscape_familiar_lowers_a_green_spells_generic_part() -> None:
    """Craw Wurm ({4}{G}{G}) costs {3}{G}{G} beside Sunscape Familiar (green spells and blue spells)."""
    state, play = _paying([{"id": "familiar", "card": "Sunscape Familiar", "controller": "Alice"}],
                          {"card": "Craw Wurm"}, ["Forest"] * 5)
    state.apply(play[0])
    assert [o.name for o in state.stack] == ["Craw Wurm"] and state.player("Alice").mana == {}


# -- "put target creature card from your graveyard on top of your library"; "discard a land card:" as a cost;
# -- "this can block only creatures with flying" (500.3) ---------------------------------------------------------

def test_haunted_crossroads_and_arcbound_reclaimer_put_a_card_on_top_of_the_library() -> None:
    state = play_choosing(in_play=[{"id": "crossroads", "card": "Haunted Crossroads", "controller": "Alice"},
                                   {"id": "reclaimer", "card": "Arcbound Reclaimer", "controller": "Alice",
                                    "counters": {"+1/+1": 2}}],
                          alice={"graveyard": ["Craw Wurm", "Ornithopter"], "library": ["Forest"]}, turn=MAIN,
                          actions=[{"activate": {"source": "crossroads", "targets": ["Craw Wurm"]}}, {"resolve": "all"},
                                   {"activate": {"source": "reclaimer", "targets": ["Ornithopter"]}}, {"resolve": "all"},
                                   {"draw": {"player": "Alice", "count": 2}}])
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == (["Ornithopter", "Craw Wurm"], [])
    assert board_of(state)["reclaimer"] == ("Alice", (1, 1))
    assert "217.2" in cited_rules(state)


def test_petrified_field_returns_a_land_card_but_not_a_creature_card() -> None:
    state = play_choosing(in_play=[{"id": "field", "card": "Petrified Field", "controller": "Alice"}],
                          alice={"graveyard": ["Island"]}, turn=MAIN,
                          actions=[{"activate": {"source": "field", "ability": 2, "targets": ["Island"]}}, {"resolve": "all"}])
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == (["Island"], ["Petrified Field"])
    state, actions = build_state(version=2, in_play=[{"id": "field", "card": "Petrified Field", "controller": "Alice"}],
                                 alice={"graveyard": ["Craw Wurm"]}, turn=MAIN,
                                 actions=[{"activate": {"source": "field", "ability": 2, "targets": ["Craw Wurm"]}}])
    with pytest.raises(IllegalActionError, match="Craw Wurm is not a land card"):
        state.apply(actions[0])


def test_seismic_assault_and_fleshgrafter_discard_a_card_of_a_type() -> None:
    state = play_choosing(in_play=[{"id": "assault", "card": "Seismic Assault", "controller": "Alice"},
                                   {"id": "grafter", "card": "Fleshgrafter", "controller": "Alice"}],
                          alice={"hand": ["Mountain", "Shock", "Ornithopter"]}, turn=MAIN,
                          actions=[{"activate": {"source": "assault", "targets": ["Bob"]}}, {"resolve": "all"},
                                   {"activate": {"source": "grafter"}}, {"resolve": "all"}])
    assert state.player("Bob").life == 18 and board_of(state)["grafter"] == ("Alice", (4, 4))
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == (["Shock"], ["Mountain", "Ornithopter"])
    assert "409.1f" in cited_rules(state)


def test_belbes_percher_can_block_only_a_flier() -> None:
    state = play_choosing(in_play=[{"id": "percher", "card": "Belbe's Percher", "controller": "Bob"},
                                   {"id": "angel", "card": "Serra Angel", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                          turn=MAIN, actions=[{"attack": ["angel", "bears"]}, {"block": {"percher": "angel"}}])
    assert state.get("percher").blocking == ["angel"]
    state, actions = build_state(version=2, in_play=[{"id": "aven", "card": "Ascending Aven", "controller": "Bob"},
                                                     {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                                 turn=MAIN, actions=[{"attack": ["bears"]}, {"block": {"aven": "bears"}}])
    state.apply(actions[0])
    with pytest.raises(IllegalActionError, match="Ascending Aven can block only creatures with flying") as caught:
        state.apply(actions[1])
    assert "500.3" in {str(rule) for rule in caught.value.rules}


# -- "discard two cards: ..." (409.1f); "remove this from the game; return it ... at end of turn" (404.4) --------

def test_anurid_brushhopper_dodges_a_bolt_and_returns_at_end_of_turn() -> None:
    state = play_choosing(in_play=[{"id": "hopper", "card": "Anurid Brushhopper", "controller": "Bob"}],
                          alice={"hand": ["Lightning Bolt"]}, bob={"hand": ["Forest", "Island", "Swamp"]}, turn=MAIN,
                          actions=[{"play": {"card": "Lightning Bolt", "targets": ["hopper"]}},
                                   {"activate": {"source": "hopper", "by": "Bob"}}, {"resolve": "all"},
                                   {"advance": "end_of_turn"}, {"resolve": "all"}])
    assert board_of(state) == {"anurid-brushhopper": ("Bob", (3, 4))}  # a new object (217.1c)
    assert (state.player("Bob").hand, state.player("Bob").graveyard) == (["Forest"], ["Island", "Swamp"])
    assert state.player("Alice").graveyard == ["Lightning Bolt"]
    assert {"409.1f", "217.7a", "404.4", "413.2a"} <= cited_rules(state)


def test_zombie_infestation_makes_a_zombie_for_two_cards() -> None:
    state = play_choosing(in_play=[{"id": "infestation", "card": "Zombie Infestation", "controller": "Alice"}],
                          alice={"hand": ["Forest", "Island"]}, turn=MAIN,
                          actions=[{"activate": {"source": "infestation"}}, {"resolve": "all"}])
    assert [(p.card.name, p.controller) for p in state.permanents] == [("Zombie Infestation", "Alice"), ("Zombie", "Alice")]
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == ([], ["Forest", "Island"])


# -- small shapes: a mana ability that deals N damage, "other Zombies have '...'", "switch this's power and
# -- toughness", targets "creature with shadow", "creature with converted mana cost N or less", "Elf", "Zombie card" --

def test_ancient_tomb_and_tarnished_citadel_hurt_as_they_add_mana() -> None:
    state = play_choosing(in_play=[{"id": "tomb", "card": "Ancient Tomb", "controller": "Alice"},
                                   {"id": "citadel", "card": "Tarnished Citadel", "controller": "Alice"}],
                          turn=MAIN, actions=[{"activate": {"source": "tomb"}},
                                              {"activate": {"source": "citadel", "ability": 2}}, {"choose": {"color": "red"}}])
    assert (state.player("Alice").mana, state.player("Alice").life) == ({"C": 2, "R": 1}, 15)
    assert event_texts(state, "damage") == ["Ancient Tomb deals 2 damage to Alice.", "Tarnished Citadel deals 3 damage to Alice."]


def test_zombie_master_gives_other_zombies_regeneration() -> None:
    state = play_choosing(in_play=[{"id": "master", "card": "Zombie Master", "controller": "Alice"},
                                   {"id": "digger", "card": "Gravedigger", "controller": "Bob"}],
                          alice={"hand": ["Lightning Bolt"]}, turn=MAIN,
                          actions=[{"activate": {"source": "digger", "by": "Bob"}}, {"resolve": "all"},
                                   {"play": {"card": "Lightning Bolt", "targets": ["digger"]}}, {"resolve": "all"}])
    assert state.get("digger").tapped and state.player("Bob").graveyard == []
    assert [a.text for a in state.chars(state.get("master")).activated] == []


def test_aquamoeba_and_myr_quadropod_switch_their_own_power_and_toughness() -> None:
    state = play_choosing(in_play=[{"id": "moeba", "card": "Aquamoeba", "controller": "Alice"},
                                   {"id": "quad", "card": "Myr Quadropod", "controller": "Alice"}],
                          alice={"hand": ["Forest"]}, turn=MAIN,
                          actions=[{"activate": {"source": "moeba"}}, {"resolve": "all"},
                                   {"activate": {"source": "quad"}}, {"resolve": "all"}])
    assert board_of(state) == {"moeba": ("Alice", (3, 1)), "quad": ("Alice", (4, 1))}
    assert "418.5i" in cited_rules(state)


def test_dauthi_cutthroat_sunstrike_legionnaire_wirewood_lodge_and_unholy_grotto_targets() -> None:
    state = play_choosing(in_play=[*_in_play(("cutthroat", "Dauthi Cutthroat", "Alice"),
                                             ("soldier", "Soltari Foot Soldier", "Bob"),
                                             ("legionnaire", "Sunstrike Legionnaire", "Alice"), ("bears", "Grizzly Bears", "Bob"),
                                             ("lodge", "Wirewood Lodge", "Alice"), ("grotto", "Unholy Grotto", "Alice")),
                                   {"id": "elves", "card": "Llanowar Elves", "controller": "Alice", "tapped": True}],
                          alice={"graveyard": ["Gravedigger"], "library": ["Forest"]}, turn=MAIN,
                          actions=[{"activate": {"source": "cutthroat", "targets": ["soldier"]}}, {"resolve": "all"},
                                   {"activate": {"source": "legionnaire", "targets": ["bears"]}}, {"resolve": "all"},
                                   {"activate": {"source": "lodge", "ability": 2, "targets": ["elves"]}}, {"resolve": "all"},
                                   {"activate": {"source": "grotto", "ability": 2, "targets": ["Gravedigger"]}},
                                   {"resolve": "all"}, {"draw": {"player": "Alice", "count": 1}}])
    assert state.player("Bob").graveyard == ["Soltari Foot Soldier"]
    assert (state.get("bears").tapped, state.get("elves").tapped) == (True, False)
    assert state.player("Alice").hand == ["Gravedigger"]
    for source, target, why in (("cutthroat", "bears", "is not a creature with shadow"),
                                ("legionnaire", "wurm", "is not a creature with converted mana cost 3 or less")):
        state, actions = build_state(version=2, in_play=_in_play(
            ("cutthroat", "Dauthi Cutthroat", "Alice"), ("legionnaire", "Sunstrike Legionnaire", "Alice"),
            ("bears", "Grizzly Bears", "Bob"), ("wurm", "Craw Wurm", "Bob")), turn=MAIN,
            actions=[{"activate": {"source": source, "targets": [target]}}])
        with pytest.raises(IllegalActionError, match=why):
            state.apply(actions[0])


# -- "each player loses N life for each KIND in play (he or she controls)": counted as it resolves (413.2f) -----

def test_shepherd_of_rot_and_stern_judge_count_for_each_player() -> None:
    state = play_choosing(in_play=_in_play(("shepherd", "Shepherd of Rot", "Alice"), ("judge", "Stern Judge", "Alice"),
                                           ("digger", "Gravedigger", "Bob"), ("s1", "Swamp", "Bob"), ("s2", "Swamp", "Bob"),
                                           ("s3", "Swamp", "Alice")),
                          turn=MAIN, actions=[{"activate": {"source": "shepherd"}}, {"resolve": "all"},
                                              {"activate": {"source": "judge"}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20 - 2 - 1, 20 - 2 - 2)
    assert event_texts(state, "life") == [
        "Alice loses 2 life, for 2 Zombies in play (now 18).", "Bob loses 2 life, for 2 Zombies in play (now 18).",
        "Alice loses 1 life, for 1 Swamp he or she controls (now 17).",
        "Bob loses 2 life, for 2 Swamps he or she controls (now 16)."]
    assert "413.2f" in cited_rules(state)


def test_rolling_stones_lets_walls_attack() -> None:
    """Bob's Rolling Stones lets Alice's Wall of Razors (4/1) attack (308.2a): Bob goes to 16. Without it, it can't."""
    state = play_choosing(in_play=_in_play(("stones", "Rolling Stones", "Bob"), ("wall", "Wall of Razors", "Alice")),
                          turn=MAIN, actions=[{"attack": ["wall"]}, {"advance": "end_of_combat"}])
    assert state.player("Bob").life == 16
    assert event_texts(state, "attack") == ["Alice declares Wall of Razors as an attacker; it becomes tapped."]
    state, actions = build_state(version=2, in_play=_in_play(("wall", "Wall of Razors", "Alice")), turn=MAIN,
                                 actions=[{"attack": ["wall"]}])
    with pytest.raises(IllegalActionError, match="Wall of Razors is a Wall"):
        state.apply(actions[0])
