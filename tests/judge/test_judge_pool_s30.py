"""Session 30: the pool cards converted by general grammar, in games with exact outcomes and
the rules the engine cites: "affinity for [basic land type]s" (502.31a), "can't be blocked
except by three or more creatures" (500.1, 500.3), "all creatures get -1/-1 until end of turn for each
Swamp you control" (413.2f, 418.3b), "each opponent discards a card" (103.4), and alternative costs, "you may
[cost] rather than pay this spell's mana cost" (402.4, 409.1b, 409.1f)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.errors import IllegalActionError
from judge_helpers import build_state, cited_rules, event_texts, last_action_illegal, play_all, play_choosing

MAIN = {"active": "Alice", "step": "precombat_main"}


def _lands(kind: str, count: int, controller: str = "Alice") -> list[dict[str, Any]]:
    """Tapped lands: they count for affinity but pay nothing (502.31a)."""
    return [{"id": f"{controller}-{kind.lower()}{n}", "card": kind, "controller": controller, "tapped": True}
            for n in range(count)]


@pytest.mark.parametrize(("golem", "land"), [
    ("Dross Golem", "Swamp"), ("Razor Golem", "Plains"), ("Spire Golem", "Island"), ("Oxidda Golem", "Mountain"),
    ("Tangle Golem", "Forest")])
def test_affinity_for_a_land_type_pays_the_rest_of_the_generic_cost(golem: str, land: str) -> None:
    cost = {"Dross Golem": 5, "Tangle Golem": 7}.get(golem, 6)
    other = "Plains" if land == "Forest" else "Forest"
    state, actions = build_state(in_play=_lands(land, 3) + _lands(other, 2), enforce_costs=True, turn=MAIN,
                                 alice={"hand": [golem], "mana_pool": "{1}" * (cost - 3)},
                                 actions=[{"play": {"card": golem}}, {"resolve": "all"}])
    play_all(state, actions)
    assert [p.card.name for p in state.permanents if p.controller == "Alice" and p.card.name == golem] == [golem]
    assert not any(state.player("Alice").mana.values())
    assert {"502.31", "502.31a", "502.31b"} <= cited_rules(state)
    plural = land if land == "Plains" else f"{land}s"
    assert any(f"3 less for the {plural} Alice controls" in text for text in event_texts(state, "play"))


def test_affinity_counts_only_its_own_land_type_and_the_rest_must_be_paid() -> None:
    err = last_action_illegal(in_play=_lands("Swamp", 2) + _lands("Island", 3) + _lands("Swamp", 2, "Bob"),
                              enforce_costs=True, turn=MAIN, alice={"hand": ["Dross Golem"], "mana_pool": "{1}{1}"},
                              actions=[{"play": {"card": "Dross Golem"}}])
    assert str(err) == "Alice can't pay the generic mana of Dross Golem"  # 5 - 2 Swamps = 3, and {1}{1} is 2


def _berserkers(blockers: int) -> Any:
    bears = [{"id": f"bear{n}", "card": "Grizzly Bears", "controller": "Bob"} for n in range(blockers)]
    return dict(in_play=[{"id": "ape", "card": "Gorilla Berserkers", "controller": "Alice"}, *bears],
                actions=[{"attack": ["ape"]}, {"block": {b["id"]: "ape" for b in bears}}])


@pytest.mark.parametrize("blockers", [1, 2])
def test_fewer_than_three_blockers_are_illegal(blockers: int) -> None:
    err = last_action_illegal(**_berserkers(blockers))
    assert {"500.1", "500.3", "309.2"} <= {str(rule) for rule in err.rules}
    assert "can't be blocked except by three or more creatures" in str(err)


def test_three_blockers_block_and_rampage_counts_two_beyond_the_first() -> None:
    parts = _berserkers(3)
    state, actions = build_state(in_play=parts["in_play"], actions=[*parts["actions"], {"resolve": "all"}])
    play_all(state, actions)
    ape = state.find("ape")
    assert ape is not None and ape.blockers == ["bear0", "bear1", "bear2"]
    assert state.power_toughness("ape") == (6, 7)  # 2/3, rampage 2 for two creatures beyond the first


def test_phyrexian_colossus_needs_three_blockers_and_untaps_for_8_life() -> None:
    bears = [{"id": f"bear{n}", "card": "Grizzly Bears", "controller": "Bob"} for n in range(2)]
    err = last_action_illegal(in_play=[{"id": "golem", "card": "Phyrexian Colossus", "controller": "Alice"}, *bears],
                              actions=[{"attack": ["golem"]}, {"block": {"bear0": "golem", "bear1": "golem"}}])
    assert "three or more" in str(err)
    state, actions = build_state(
        in_play=[{"id": "golem", "card": "Phyrexian Colossus", "controller": "Alice", "tapped": True}], turn=MAIN,
        actions=[{"activate": {"source": "golem", "ability": 1}}, {"resolve": "all"}])
    play_all(state, actions)
    golem = state.find("golem")
    assert golem is not None and not golem.tapped
    assert state.player("Alice").life == 12


def test_mutilate_counts_the_swamps_once_and_shrinks_every_creature() -> None:
    """Mutilate with three Swamps: all creatures get -3/-3 (X counted as it resolves, 413.2f; the
    creatures in play then, 418.3b): the 2/2 and the 3/3 die, the 6/4 Wurm is a 3/1."""
    creatures = [{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                 {"id": "wurm", "card": "Craw Wurm", "controller": "Alice"}]
    state, actions = build_state(in_play=_lands("Swamp", 3) + _lands("Swamp", 2, "Bob") + creatures, turn=MAIN,
                                 alice={"hand": ["Mutilate"]},
                                 actions=[{"play": {"card": "Mutilate"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert sorted(state.player("Bob").graveyard) == ["Grizzly Bears", "Hill Giant"]
    assert state.power_toughness("wurm") == (3, 1)
    assert "X is 3, the number of Swamps you control, counted as it resolves." in event_texts(state, "count")
    assert {"413.2f", "418.3b", "420.5b"} <= cited_rules(state)


def test_screeching_buzzard_put_into_the_graveyard_makes_each_opponent_discard() -> None:
    state, actions = build_state(in_play=[{"id": "bird", "card": "Screeching Buzzard", "controller": "Alice"}], turn=MAIN,
                                 alice={"hand": ["Shock", "Island"]}, bob={"hand": ["Giant Growth", "Forest"]},
                                 actions=[{"play": {"card": "Shock", "targets": ["bird"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Shock", "Screeching Buzzard"]
    assert (state.player("Alice").hand, state.player("Bob").hand) == (["Island"], ["Forest"])  # only Bob discards
    assert state.player("Bob").graveyard == ["Giant Growth"]
    assert {"410.10c", "103.4", "217.3a"} <= cited_rules(state)


# --- alternative costs: "you may [cost] rather than pay this spell's mana cost" (402.4, 409.1b, 409.1f) ---

def test_fireblast_sacrifices_two_mountains_instead_of_its_mana_cost() -> None:
    state, actions = build_state(
        in_play=_lands("Mountain", 3), enforce_costs=True, turn=MAIN, alice={"hand": ["Fireblast"]},
        actions=[{"play": {"card": "Fireblast", "targets": ["Bob"], "alternative": True,
                           "sacrifice": ["Alice-mountain0", "Alice-mountain1"]}}, {"resolve": "all"}], version=2)
    play_all(state, actions)
    assert state.player("Bob").life == 16
    assert state.player("Alice").graveyard == ["Mountain", "Mountain", "Fireblast"]
    assert [p.id for p in state.permanents] == ["Alice-mountain2"]
    assert {"409.1b", "409.1f", "402.4", "412.3"} <= cited_rules(state)
    assert any("its alternative cost: sacrifice two mountains" in text for text in event_texts(state, "play"))


def test_fireblast_needs_two_mountains_named() -> None:
    err = last_action_illegal(
        in_play=_lands("Mountain", 2) + _lands("Forest", 1), enforce_costs=True, turn=MAIN, version=2,
        alice={"hand": ["Fireblast"]},
        actions=[{"play": {"card": "Fireblast", "targets": ["Bob"], "alternative": True,
                           "sacrifice": ["Alice-mountain0", "Alice-forest0"]}}])
    assert "Forest" in str(err) and "409.1f" in {str(rule) for rule in err.rules}


def test_daze_returns_an_island_and_counters_unless_one_is_paid() -> None:
    state, actions = build_state(
        in_play=_lands("Island", 1), enforce_costs=True, turn={"active": "Bob", "step": "precombat_main"}, version=2,
        alice={"hand": ["Daze"]}, bob={"hand": ["Shock"], "mana_pool": "{R}"},
        actions=[{"play": {"card": "Shock", "targets": ["Alice"]}},
                 {"play": {"card": "Daze", "by": "Alice", "targets": ["Shock"], "alternative": True}},
                 {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Island"]
    assert state.player("Alice").life == 20  # Bob has no mana left to pay {1}: Shock is countered
    assert state.player("Bob").graveyard == ["Shock"]
    assert "Alice returns Island to Alice's hand to pay for Daze (the default: the first one)." in event_texts(
        state, "bounce")


def test_thwart_needs_three_islands_to_return() -> None:
    err = last_action_illegal(
        in_play=_lands("Island", 2), enforce_costs=True, turn={"active": "Bob", "step": "precombat_main"}, version=2,
        alice={"hand": ["Thwart"]}, bob={"hand": ["Shock"], "mana_pool": "{R}"},
        actions=[{"play": {"card": "Shock", "targets": ["Alice"]}},
                 {"play": {"card": "Thwart", "by": "Alice", "targets": ["Shock"], "alternative": True}}])
    assert str(err) == "Alice controls fewer than 3 Island to return for Thwart"
    assert {"409.1f", "409.1h"} <= {str(rule) for rule in err.rules}


def test_gush_returns_the_two_islands_chosen_and_draws_two() -> None:
    state = play_choosing(
        in_play=_lands("Island", 3), turn=MAIN, alice={"hand": ["Gush"], "library": ["Shock", "Forest", "Plains"]},
        actions=[{"play": {"card": "Gush", "alternative": True}}, {"choose": {"object": "Alice-island2"}},
                 {"choose": {"object": "Alice-island0"}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["Alice-island1"]
    assert sorted(state.player("Alice").hand) == ["Forest", "Island", "Island", "Shock"]
    assert state.player("Alice").graveyard == ["Gush"]


@pytest.mark.parametrize("bringer", ["Bringer of the Blue Dawn", "Bringer of the Green Dawn"])
def test_a_bringer_costs_one_mana_of_each_color_instead(bringer: str) -> None:
    state, actions = build_state(turn=MAIN, enforce_costs=True, version=2,
                                 alice={"hand": [bringer], "mana_pool": "{W}{U}{B}{R}{G}"},
                                 actions=[{"play": {"card": bringer, "alternative": True}}, {"resolve": "all"}])
    play_all(state, actions)
    assert [p.card.name for p in state.permanents] == [bringer]
    assert not any(state.player("Alice").mana.values())


def test_a_spell_without_an_alternative_cost_refuses_one() -> None:
    err = last_action_illegal(turn=MAIN, version=2, alice={"hand": ["Shock"]},
                              actions=[{"play": {"card": "Shock", "targets": ["Bob"], "alternative": True}}])
    assert str(err) == "Shock has no alternative cost"
    assert {"409.1b", "402.4"} <= {str(rule) for rule in err.rules}


def _counter_shock(counter: str, alice: dict[str, Any], in_play: list[dict[str, Any]] | None = None,
                   **play: Any) -> Any:
    """Bob plays Shock at Alice; Alice answers with *counter* by its alternative cost."""
    return build_state(in_play=in_play or [], enforce_costs=True, turn={"active": "Bob", "step": "precombat_main"},
                       version=2, alice=alice, bob={"hand": ["Shock"], "mana_pool": "{R}"},
                       actions=[{"play": {"card": "Shock", "targets": ["Alice"]}},
                                {"play": {"card": counter, "by": "Alice", "targets": ["Shock"], "alternative": True,
                                          **play}}, {"resolve": "all"}])


def test_force_of_will_pays_1_life_and_removes_a_blue_card_from_hand() -> None:
    state, actions = _counter_shock("Force of Will", {"hand": ["Force of Will", "Shock", "Counterspell"]})
    play_all(state, actions)
    alice = state.player("Alice")
    assert (alice.life, alice.hand, alice.removed) == (19, ["Shock"], ["Counterspell"])
    assert alice.graveyard == ["Force of Will"] and state.player("Bob").graveyard == ["Shock"]
    assert "Alice removes Counterspell in his or her hand from the game to pay for Force of Will (the default: the " \
           "first one)." in event_texts(state, "removed")


def test_force_of_will_cant_remove_itself_or_a_card_of_another_color() -> None:
    state, actions = _counter_shock("Force of Will", {"hand": ["Force of Will", "Shock"]})
    play_all(state, actions[:1])
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[1])
    assert str(err.value) == "Alice has no blue card in hand to remove from the game for Force of Will"
    assert state.player("Alice").life == 20 and state.player("Alice").hand == ["Force of Will", "Shock"]


def test_abolish_discards_a_plains_card() -> None:
    state, actions = build_state(
        in_play=[{"id": "orb", "card": "Howling Mine", "controller": "Bob"}], enforce_costs=True, turn=MAIN, version=2,
        alice={"hand": ["Abolish", "Plains"]},
        actions=[{"play": {"card": "Abolish", "targets": ["orb"], "alternative": True, "discard": ["Plains"]}},
                 {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Plains", "Abolish"]
    assert state.player("Bob").graveyard == ["Howling Mine"]


def test_snuff_out_pays_4_life_only_while_its_player_controls_a_swamp() -> None:
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}
    state, actions = build_state(in_play=[bears, *_lands("Swamp", 1)], enforce_costs=True, turn=MAIN, version=2,
                                 alice={"hand": ["Snuff Out"]},
                                 actions=[{"play": {"card": "Snuff Out", "targets": ["bears"], "alternative": True}},
                                          {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").graveyard) == (16, ["Grizzly Bears"])
    err = last_action_illegal(in_play=[bears, *_lands("Forest", 1)], enforce_costs=True, turn=MAIN, version=2,
                              alice={"hand": ["Snuff Out"]},
                              actions=[{"play": {"card": "Snuff Out", "targets": ["bears"], "alternative": True}}])
    assert str(err) == "Alice controls no Swamp, so Snuff Out's alternative cost can't be paid"


def test_treetop_bracers_pumps_and_lets_only_flyers_block() -> None:
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}
    bracers = {"id": "bracers", "card": "Treetop Bracers", "controller": "Alice", "attached_to": "bears"}
    err = last_action_illegal(in_play=[bears, bracers, {"id": "ogre", "card": "Hill Giant", "controller": "Bob"}],
                              actions=[{"attack": ["bears"]}, {"block": {"ogre": "bears"}}])
    assert {"500.3", "309.2"} <= {str(rule) for rule in err.rules}
    state, actions = build_state(
        in_play=[bears, bracers, {"id": "angel", "card": "Serra Angel", "controller": "Bob"}],
        actions=[{"attack": ["bears"]}, {"block": {"angel": "bears"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    angel = state.find("angel")
    assert state.player("Alice").graveyard == ["Grizzly Bears", "Treetop Bracers"]  # the 3/3 Bears meet a 4/4
    assert angel is not None and angel.damage == 3


def test_spidersilk_armor_lets_a_ground_creature_block_a_flyer() -> None:
    state, actions = build_state(
        in_play=[{"id": "armor", "card": "Spidersilk Armor", "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "bird", "card": "Suntail Hawk", "controller": "Alice"}],
        actions=[{"attack": ["bird"]}, {"block": {"bears": "bird"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Suntail Hawk"]
    assert state.power_toughness("bears") == (2, 3)
    assert state.player("Bob").life == 20


def test_deep_analysis_flashback_pays_mana_and_3_life_from_the_graveyard() -> None:
    state, actions = build_state(turn=MAIN, enforce_costs=True, version=2,
                                 alice={"graveyard": ["Deep Analysis"], "mana_pool": "{1}{U}",
                                        "library": ["Forest", "Plains"]},
                                 actions=[{"play": {"card": "Deep Analysis", "from": "graveyard", "targets": ["Alice"]}},
                                          {"resolve": "all"}])
    play_all(state, actions)
    alice = state.player("Alice")
    assert (alice.life, sorted(alice.hand), alice.removed, alice.graveyard) == (17, ["Forest", "Plains"],
                                                                                ["Deep Analysis"], [])
    assert {"502.22", "502.22a", "409.1f"} <= cited_rules(state)


def test_lava_dart_flashback_sacrifices_a_mountain() -> None:
    state, actions = build_state(in_play=_lands("Mountain", 1), turn=MAIN, version=2,
                                 alice={"graveyard": ["Lava Dart"]},
                                 actions=[{"play": {"card": "Lava Dart", "from": "graveyard", "targets": ["Bob"],
                                                    "sacrifice": ["Alice-mountain0"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").life == 19
    assert (state.player("Alice").graveyard, state.player("Alice").removed) == (["Mountain"], ["Lava Dart"])
    err = last_action_illegal(in_play=_lands("Mountain", 1), turn=MAIN, version=2, alice={"graveyard": ["Lava Dart"]},
                              actions=[{"play": {"card": "Lava Dart", "from": "graveyard", "targets": ["Bob"],
                                                 "alternative": True, "sacrifice": ["Alice-mountain0"]}}])
    assert str(err) == "Lava Dart has no alternative cost"


def test_one_with_nature_fetches_a_basic_land_tapped_once_for_a_trampler() -> None:
    """The enchanted trampler deals combat damage to its blocker and to Bob at once: the ability
    ("deals combat damage to a player") triggers once, for Bob (410.6), and puts a Forest into play tapped."""
    wurm = {"id": "wurm", "name": "Wurm", "types": ["creature"], "power": 5, "toughness": 5, "abilities": ["trample"],
            "controller": "Alice"}
    state, actions = build_state(
        in_play=[wurm, {"id": "nature", "card": "One with Nature", "controller": "Alice", "attached_to": "wurm"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"library": ["Shock", "Forest", "Island"]},
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm"}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    lands = [p for p in state.permanents if p.card.name in ("Forest", "Island")]
    assert [(p.card.name, p.tapped) for p in lands] == [("Forest", True)]
    assert state.player("Bob").life == 17
    assert [t for t in event_texts(state, "resolve") if "triggered ability" in t] == [
        "One with Nature's triggered ability resolves."]


def test_reap_and_sow_entwined_destroys_a_land_and_fetches_one() -> None:
    state, actions = build_state(
        in_play=[{"id": "tomb", "card": "Swamp", "controller": "Bob"}], turn=MAIN, version=2,
        alice={"hand": ["Reap and Sow"], "library": ["Island", "Forest"]},
        actions=[{"play": {"card": "Reap and Sow", "entwine": True, "targets": ["tomb"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == ["Swamp"]
    assert [p.card.name for p in state.permanents] == ["Island"]
    assert "502.32b" in cited_rules(state)


def test_gilded_light_keeps_its_player_from_being_targeted_this_turn() -> None:
    parts: dict[str, Any] = dict(turn=MAIN, alice={"hand": ["Gilded Light"]}, bob={"hand": ["Shock"]})
    err = last_action_illegal(**parts, actions=[{"play": {"card": "Gilded Light"}}, {"resolve": "all"},
                                                {"play": {"card": "Shock", "by": "Bob", "targets": ["Alice"]}}])
    assert str(err) == "Shock can't target Alice: Alice can't be the target of spells or abilities this turn (Gilded Light)"
    assert {"103.2", "415.1"} <= {str(rule) for rule in err.rules}
    state, actions = build_state(**parts, actions=[{"play": {"card": "Gilded Light"}}, {"resolve": "all"},
                                                   {"advance": "next_turn"},
                                                   {"play": {"card": "Shock", "by": "Bob", "targets": ["Alice"]}},
                                                   {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == 18  # the effect ended with the turn


def test_graveborn_muse_draws_and_loses_one_for_each_zombie_including_itself() -> None:
    state, actions = build_state(
        in_play=[{"id": "muse", "card": "Graveborn Muse", "controller": "Alice"},
                 {"id": "z", "name": "Walker", "types": ["creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2,
                  "controller": "Alice"},
                 {"id": "bz", "name": "Their Walker", "types": ["creature"], "subtypes": ["Zombie"], "power": 2,
                  "toughness": 2, "controller": "Bob"}],
        turn={"active": "Alice", "step": "untap"}, alice={"library": ["Forest", "Island", "Swamp"]},
        actions=[{"advance": "upkeep"}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == 18  # two Zombies Alice controls: the Muse and the Walker
    assert sorted(state.player("Alice").hand) == ["Forest", "Island"]
    assert "413.2f" in cited_rules(state)


@pytest.mark.parametrize(("target", "legal"), [("Swamp", True), ("Howling Mine", True), ("Grizzly Bears", False)])
def test_pillage_destroys_an_artifact_or_a_land_beyond_regeneration(target: str, legal: bool) -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "x", "card": target, "controller": "Bob"}], turn=MAIN,
                                 alice={"hand": ["Pillage"]},
                                 actions=[{"play": {"card": "Pillage", "targets": ["x"]}}, {"resolve": "all"}])
    if not legal:
        err = last_action_illegal(**{**parts, "actions": parts["actions"][:1]})
        assert "415.5" in {str(rule) for rule in err.rules}
        return
    state, actions = build_state(**parts)
    play_all(state, actions)
    assert state.player("Bob").graveyard == [target]


def test_mind_sludge_discards_a_card_for_each_swamp_counted_as_it_resolves() -> None:
    state, actions = build_state(in_play=_lands("Swamp", 2) + _lands("Swamp", 3, "Bob"), turn=MAIN,
                                 alice={"hand": ["Mind Sludge"]}, bob={"hand": ["Shock", "Forest", "Island"]},
                                 actions=[{"play": {"card": "Mind Sludge", "targets": ["Bob"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").hand == ["Island"]  # Alice's two Swamps, not Bob's three
    assert state.player("Bob").graveyard == ["Shock", "Forest"]
    assert "As Mind Sludge resolves, Alice controls 2 Swamps." in event_texts(state, "count")
    assert {"413.2f", "217.3a"} <= cited_rules(state)


def _raiders(actions: list[Any], **parts: Any) -> Any:
    raiders = {"id": "erg", "card": "Erg Raiders", "controller": "Alice", **parts}
    state, parsed = build_state(in_play=[raiders], actions=actions)
    play_all(state, parsed)
    return state


def test_erg_raiders_that_didnt_attack_deal_2_to_their_controller_at_end_of_his_turn() -> None:
    state = _raiders([{"advance": "end_of_turn"}, {"resolve": "all"}])
    assert state.player("Alice").life == 18
    assert {"313.1", "410.8"} <= cited_rules(state)


def test_erg_raiders_that_attacked_deal_nothing() -> None:
    state = _raiders([{"attack": ["erg"]}, {"block": {}}, {"advance": "end_of_turn"}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 18)
    assert not [text for text in event_texts(state, "trigger") if "Erg Raiders" in text]


def test_erg_raiders_new_under_their_controller_trigger_but_deal_nothing() -> None:
    state = _raiders([{"advance": "end_of_turn"}, {"resolve": "all"}], sick=True)
    assert state.player("Alice").life == 20
    assert "Erg Raiders's triggered ability resolves but does nothing: its condition is no longer true." in \
        event_texts(state, "resolve")


def test_erg_raiders_dont_trigger_at_the_end_of_the_opponents_turn() -> None:
    raiders = {"id": "erg", "card": "Erg Raiders", "controller": "Alice"}
    state, parsed = build_state(in_play=[raiders], turn={"active": "Bob", "step": "precombat_main"},
                                actions=[{"advance": "end_of_turn"}, {"resolve": "all"}])
    play_all(state, parsed)
    assert state.player("Alice").life == 20


def test_canopy_crawler_gives_one_for_each_counter_and_the_bladewarden_its_power() -> None:
    state, actions = build_state(
        in_play=[{"id": "crawler", "card": "Canopy Crawler", "controller": "Alice", "counters": {"+1/+1": 2}},
                 {"id": "warden", "card": "Auriok Bladewarden", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], turn=MAIN,
        actions=[{"activate": {"source": "crawler", "ability": 1, "targets": ["bears"]}}, {"resolve": "all"},
                 {"activate": {"source": "warden", "ability": 1, "targets": ["bears"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.power_toughness("bears") == (5, 5)  # 2/2, +2/+2 for two counters, +1/+1 for the 1/1's power
    assert "X is 2, Canopy Crawler's +1/+1 counters, counted as it resolves." in event_texts(state, "count")
    assert "X is 1, Auriok Bladewarden's power, counted as it resolves." in event_texts(state, "count")


def test_the_bladewarden_killed_in_response_still_gives_its_last_known_power() -> None:
    state, actions = build_state(
        in_play=[{"id": "warden", "card": "Auriok Bladewarden", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], turn=MAIN, bob={"hand": ["Shock"]},
        actions=[{"activate": {"source": "warden", "ability": 1, "targets": ["bears"]}},
                 {"play": {"card": "Shock", "by": "Bob", "targets": ["warden"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Auriok Bladewarden"]
    assert state.power_toughness("bears") == (3, 3)
    assert "413.2f" in cited_rules(state)


def test_fatal_mutation_destroys_the_creature_turned_face_up_and_bonethorn_valesk_pings() -> None:
    """Bob turns his face-down Bloodstoke Howler face up: Alice's Fatal Mutation on it destroys it
    (no regeneration, 410.2), and Alice's Bonethorn Valesk, watching any permanent, deals 1 damage."""
    state = play_choosing(
        in_play=[{"id": "howler", "card": "Bloodstoke Howler", "controller": "Bob", "face_down": True},
                 {"id": "mutation", "card": "Fatal Mutation", "controller": "Alice", "attached_to": "howler"},
                 {"id": "valesk", "card": "Bonethorn Valesk", "controller": "Alice"}],
        bob={"mana_pool": "{6}{R}"}, turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"turn_face_up": "howler"}, {"choose": {"targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Bloodstoke Howler"]
    assert state.player("Alice").graveyard == ["Fatal Mutation"]
    assert state.player("Bob").life == 19
    assert {"410.2", "502.26d"} <= cited_rules(state)


def test_xantid_swarm_attacking_keeps_the_defending_player_from_playing_spells_this_turn() -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "swarm", "card": "Xantid Swarm", "controller": "Alice"}],
                                 bob={"hand": ["Shock", "Forest"]})
    err = last_action_illegal(**parts, actions=[{"attack": ["swarm"]}, {"resolve": "all"},
                                                {"play": {"card": "Shock", "by": "Bob", "targets": ["swarm"]}}])
    assert str(err) == "Bob can't play spells this turn (Xantid Swarm's triggered ability)"
    assert "103.2" in {str(rule) for rule in err.rules}
    state, actions = build_state(**parts, actions=[{"attack": ["swarm"]}, {"resolve": "all"}, {"advance": "next_turn"},
                                                   {"play": {"card": "Shock", "by": "Bob", "targets": ["swarm"]}},
                                                   {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Xantid Swarm"]  # the next turn, Bob may


def test_embalmed_brawler_costs_a_life_for_each_of_its_counters_as_it_attacks() -> None:
    state, actions = build_state(
        in_play=[{"id": "brawler", "card": "Embalmed Brawler", "controller": "Alice", "counters": {"+1/+1": 2}}],
        actions=[{"attack": ["brawler"]}, {"resolve": "all"}, {"block": {}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (18, 16)
    assert "Alice loses 2 life, for 2 +1/+1 counters on Embalmed Brawler (now 18)." in event_texts(state, "life")


def test_infernal_caretaker_turned_face_up_returns_every_zombie_card_in_every_graveyard() -> None:
    state = play_choosing(
        in_play=[{"id": "caretaker", "card": "Infernal Caretaker", "controller": "Alice", "face_down": True}],
        alice={"mana_pool": "{3}{B}", "graveyard": ["Hill Giant", "Shock", "Graveborn Muse"]},
        bob={"graveyard": ["Embalmed Brawler", "Grizzly Bears"]}, turn=MAIN,
        actions=[{"turn_face_up": "caretaker"}, {"resolve": "all"}])
    assert (state.player("Alice").hand, state.player("Alice").graveyard) == (["Graveborn Muse"], ["Hill Giant", "Shock"])
    assert (state.player("Bob").hand, state.player("Bob").graveyard) == (["Embalmed Brawler"], ["Grizzly Bears"])


def test_mages_guile_keeps_a_creature_from_being_targeted_this_turn() -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], turn=MAIN,
                                 alice={"hand": ["Mage's Guile"]}, bob={"hand": ["Shock"]})
    err = last_action_illegal(**parts, actions=[{"play": {"card": "Mage's Guile", "targets": ["bears"]}},
                                                {"resolve": "all"},
                                                {"play": {"card": "Shock", "by": "Bob", "targets": ["bears"]}}])
    assert {"103.2", "415.1"} <= {str(rule) for rule in err.rules}


def test_sylvan_safekeeper_answers_a_shock_by_sacrificing_a_land() -> None:
    state, actions = build_state(
        in_play=[{"id": "keeper", "card": "Sylvan Safekeeper", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}, *_lands("Forest", 1)],
        turn={"active": "Bob", "step": "precombat_main"}, bob={"hand": ["Shock"]}, version=2,
        actions=[{"play": {"card": "Shock", "targets": ["bears"]}},
                 {"activate": {"source": "keeper", "by": "Alice", "ability": 1, "targets": ["bears"],
                               "sacrifice": ["Alice-forest0"]}}, {"resolve": "all"}])
    play_all(state, actions)
    bears = state.find("bears")
    assert bears is not None and bears.damage == 0
    assert state.player("Alice").graveyard == ["Forest"]
    assert "Shock" in state.player("Bob").graveyard
    assert "413.2a" in cited_rules(state)  # its only target illegal as it resolves: countered


def test_pendelhaven_pumps_only_a_1_1_creature() -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "haven", "card": "Pendelhaven", "controller": "Alice"},
                                          {"id": "bird", "card": "Suntail Hawk", "controller": "Alice"},
                                          {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], turn=MAIN)
    state, actions = build_state(**parts, actions=[{"activate": {"source": "haven", "ability": 2, "targets": ["bird"]}},
                                                   {"resolve": "all"}])
    play_all(state, actions)
    assert state.power_toughness("bird") == (2, 3)
    err = last_action_illegal(**parts, actions=[{"activate": {"source": "haven", "ability": 2, "targets": ["bears"]}}])
    assert "415.5" in {str(rule) for rule in err.rules}


@pytest.mark.parametrize(("blocker", "attacker", "legal"), [
    ("Ironclaw Orcs", "Grizzly Bears", False), ("Ironclaw Orcs", "Llanowar Elves", True),
    ("Spitfire Handler", "Grizzly Bears", False), ("Spitfire Handler", "Llanowar Elves", True)])
def test_a_blocker_that_cant_block_bigger_creatures(blocker: str, attacker: str, legal: bool) -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "x", "card": attacker, "controller": "Alice"},
                                          {"id": "b", "card": blocker, "controller": "Bob"}],
                                 actions=[{"attack": ["x"]}, {"block": {"b": "x"}}])
    if legal:
        state, actions = build_state(**parts)
        play_all(state, actions)
        assert state.get("x").blockers == ["b"]
    else:
        err = last_action_illegal(**parts)
        assert {"500.1", "500.3"} <= {str(rule) for rule in err.rules}


def test_spitfire_handler_pumped_may_block_a_bigger_creature() -> None:
    state, actions = build_state(
        in_play=[{"id": "x", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "b", "card": "Spitfire Handler", "controller": "Bob"}],
        bob={"mana_pool": "{R}"}, version=2,
        actions=[{"attack": ["x"]}, {"activate": {"source": "b", "by": "Bob", "ability": 1}}, {"resolve": "all"},
                 {"block": {"b": "x"}}])
    play_all(state, actions)
    assert state.get("x").blockers == ["b"]  # a 2/1 blocks the 2/2: not greater than its own power now


def test_suqata_firewalker_cant_be_targeted_by_a_red_spell_but_by_a_blue_one() -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "fw", "card": "Suq'Ata Firewalker", "controller": "Alice"}], turn=MAIN,
                                 bob={"hand": ["Shock", "Unsummon"]})
    err = last_action_illegal(**parts, actions=[{"play": {"card": "Shock", "by": "Bob", "targets": ["fw"]}}])
    assert str(err) == ("Shock can't target Suq'Ata Firewalker: Suq'Ata Firewalker can't be the target of red spells or "
                        "abilities from red sources")
    assert {"103.2", "415.1"} <= {str(rule) for rule in err.rules}
    state, actions = build_state(**parts, actions=[{"play": {"card": "Unsummon", "by": "Bob", "targets": ["fw"]}},
                                                   {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Suq'Ata Firewalker"]


def test_spellbane_centaur_shields_its_controllers_creatures_from_blue_only() -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "centaur", "card": "Spellbane Centaur", "controller": "Alice"},
                                          {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                          {"id": "theirs", "card": "Grizzly Bears", "controller": "Bob"}], turn=MAIN,
                                 bob={"hand": ["Unsummon", "Shock"]})
    err = last_action_illegal(**parts, actions=[{"play": {"card": "Unsummon", "by": "Bob", "targets": ["bears"]}}])
    assert "415.1" in {str(rule) for rule in err.rules}
    state, actions = build_state(**parts, actions=[{"play": {"card": "Unsummon", "by": "Bob", "targets": ["theirs"]}},
                                                   {"resolve": "all"},
                                                   {"play": {"card": "Shock", "by": "Bob", "targets": ["bears"]}},
                                                   {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").hand == ["Grizzly Bears"]
    assert state.player("Alice").graveyard == ["Grizzly Bears"]


def test_gravity_well_grounds_an_attacking_flyer_so_a_ground_creature_can_block_it() -> None:
    state, actions = build_state(
        in_play=[{"id": "well", "card": "Gravity Well", "controller": "Bob"},
                 {"id": "hawk", "card": "Suntail Hawk", "controller": "Alice"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        actions=[{"attack": ["hawk", "elves"]}, {"resolve": "all"}, {"block": {"bears": "hawk"}},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Suntail Hawk"]  # only the flyer lost flying and was blocked
    assert [t for t in event_texts(state, "resolve") if "Gravity Well" in t] == [
        "Gravity Well's triggered ability resolves."]
    assert state.player("Bob").life == 19
