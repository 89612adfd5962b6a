"""Creature and combat texts the pool's board questions turn on: a restriction on the whole
set of blocks (500.3), a block requirement of the creature itself, also at threshold (500.4,
502.23a), "this can't be countered" (103.2), and the damage triggers' "that player discards
two cards" and "remove that creature from the game" (410.2), indestructible (103.2), counted
power and toughness (208.2) and modular's two abilities (410.10d, 413.2f)."""

from __future__ import annotations

import pytest

from judge.abilities import Keyword, Static, parse_ability, split_compound

from judge_helpers import build_state, cited_rules, last_action_illegal, play_all, scenario_text


def _creature(ident: str, controller: str, power: int, toughness: int, *abilities: str) -> dict[str, object]:
    return {"id": ident, "name": ident.capitalize(), "mana_cost": "{2}{G}", "types": ["creature"],
            "subtypes": ["Beast"], "colors": ["green"], "power": power, "toughness": toughness,
            "abilities": list(abilities), "controller": controller}


@pytest.mark.parametrize(("text", "read"), [
    ("this can't be countered", Keyword("can't be countered")),
    ("Scragnoth can't be countered", Keyword("can't be countered")),
    ("this can't be blocked by more than one creature", Keyword("can't be blocked by more than one creature")),
    ("all creatures able to block this do so", Static("all creatures able to block this do so", "lure", "self")),
])
def test_the_texts_read(text: str, read: object) -> None:
    assert parse_ability(text, "Scragnoth") == read


def test_one_blocker_is_legal_and_two_are_not() -> None:
    tiger = _creature("tiger", "Alice", 3, 3, "this can't be blocked by more than one creature")
    error = last_action_illegal(
        in_play=[tiger, _creature("a", "Bob", 1, 1), _creature("b", "Bob", 1, 1)],
        actions=[{"attack": ["tiger"]}, {"block": {"a": "tiger", "b": "tiger"}}])
    assert [str(r) for r in error.rules] == ["500.1", "500.3", "309.2"]
    assert "A and B would both block it" in str(error)
    state, actions = build_state(in_play=[tiger, _creature("a", "Bob", 1, 1), _creature("b", "Bob", 1, 1)],
                                 actions=[{"attack": ["tiger"]}, {"block": {"a": "tiger"}}])
    play_all(state, actions)
    assert state.get("tiger").blockers == ["a"] and state.get("b").blocking == []


def test_a_threshold_lure_binds_only_at_threshold() -> None:
    """502.23a: seven cards in its controller's graveyard turn the requirement on."""
    basilisk = _creature("basilisk", "Alice", 4, 5, "threshold - all creatures able to block this do so")
    other = _creature("other", "Alice", 2, 2)
    blocks = [{"attack": ["basilisk", "other"]}, {"block": {"bear": "other"}}]
    state, actions = build_state(in_play=[basilisk, other, _creature("bear", "Bob", 2, 2)], actions=blocks)
    play_all(state, actions)  # six cards: no requirement
    assert state.get("other").blockers == ["bear"]
    error = last_action_illegal(in_play=[basilisk, other, _creature("bear", "Bob", 2, 2)], actions=blocks,
                                alice={"graveyard": ["Shock"] * 7})
    assert "Bear is able to block Basilisk and must do so" in str(error)
    assert {"500.4", "500.5"} <= {str(r) for r in error.rules}


def test_a_counter_unless_spell_asks_for_no_payment_from_an_uncounterable_spell() -> None:
    """Mana Leak's "counter ... unless" can't counter it either way: nothing is paid (103.2)."""
    state, actions = build_state(
        alice={"hand": ["Scragnoth"]}, bob={"hand": ["Mana Leak"]}, version=2,
        actions=[{"play": {"card": "Scragnoth"}}, {"play": {"card": "Mana Leak", "by": "Bob",
                                                            "targets": ["Scragnoth"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert [state.name_of(p.id) for p in state.permanents] == ["Scragnoth"]
    assert state.player("Bob").graveyard == ["Mana Leak"] and not any(e.kind == "choice" for e in state.events)
    assert {"103.2", "414.1"} <= cited_rules(state)


def test_damage_to_a_creature_removes_that_creature_from_the_game() -> None:
    remover = _creature("remover", "Alice", 2, 2, "whenever this deals combat damage to a creature, "
                                                  "remove that creature from the game")
    state, actions = build_state(in_play=[remover, _creature("bear", "Bob", 1, 3)],
                                 actions=[{"attack": ["remover"]}, {"block": {"bear": "remover"}},
                                          {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.find("bear") is None and state.player("Bob").removed == ["Bear"]
    assert state.player("Bob").graveyard == [] and {"410.2", "217.7a"} <= cited_rules(state)


def test_that_player_discards_as_many_as_he_or_she_has() -> None:
    specter = _creature("specter", "Alice", 4, 4, "whenever this deals combat damage to a player, that player "
                                                  "discards three cards")
    state, actions = build_state(in_play=[specter], bob={"hand": ["Shock", "Giant Growth"]},
                                 actions=[{"attack": ["specter"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").hand == [] and state.player("Bob").graveyard == ["Shock", "Giant Growth"]
    assert any(e.text == "Bob has no card in hand to discard." for e in state.events)


@pytest.mark.parametrize(("card", "alice", "bob", "size"), [
    ("Magnivore", {"graveyard": ["Shock", "Wrath of God"]}, {"graveyard": ["Lava Axe", "Grizzly Bears"]}, (2, 2)),
    ("Multani, Maro-Sorcerer", {"hand": ["Shock", "Giant Growth"]}, {"hand": ["Fog"]}, (3, 3)),
    ("Lhurgoyf", {"graveyard": ["Fog", "Grizzly Bears"]}, {"graveyard": ["Craw Wurm", "Shock"]}, (2, 3)),
])
def test_characteristic_setting_abilities_count_cards_in_zones(card: str, alice: dict[str, object],
                                                              bob: dict[str, object], size: tuple[int, int]) -> None:
    """208.2, 418.5a: the * is set by the ability while it is in play."""
    state, _ = build_state(in_play=[{"id": "x", "card": card, "controller": "Alice"}], alice=alice, bob=bob)
    assert state.power_toughness("x") == size
    state.player("Bob").graveyard.append("Hill Giant")
    state.player("Bob").hand.append("Shock")
    grown = {"Magnivore": size, "Multani, Maro-Sorcerer": (4, 4), "Lhurgoyf": (3, 4)}[card]
    assert state.power_toughness("x") == grown  # counted again at every moment, cached or not


def test_soulless_one_counts_zombies_in_play_plus_zombie_cards_in_graveyards() -> None:
    zombie = {"name": "Walker", "types": ["creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2}
    state, _ = build_state(
        in_play=[{"id": "one", "card": "Soulless One", "controller": "Alice"},
                 {"id": "walker", **zombie, "controller": "Bob"}],
        bob={"graveyard": [{"name": "Rotting Walker", "types": ["creature"], "subtypes": ["Zombie"], "power": 1,
                            "toughness": 1}, "Grizzly Bears"]}, version=2)
    assert state.power_toughness("one") == (3, 3)  # itself and Walker in play, Rotting Walker in a graveyard


def test_an_indestructible_creature_ignores_lethal_damage_and_destroy_but_not_zero_toughness() -> None:
    """103.2: it can't be destroyed; 420.5b puts a 0-toughness creature into the graveyard without destroying it."""
    gargoyle = _creature("gargoyle", "Alice", 3, 3, "this is indestructible")
    state, actions = build_state(in_play=[gargoyle], actions=[
        {"effect": {"damage": 5, "to": "gargoyle"}}, {"effect": {"destroy": True, "to": "gargoyle"}},
        {"effect": {"pump": "-3/-3", "to": "gargoyle"}}])
    play_all(state, actions[:2])
    assert state.get("gargoyle").damage == 5 and state.player("Alice").graveyard == []
    assert [e.kind for e in state.events].count("indestructible") == 2 and "103.2" in cited_rules(state)
    state.apply(actions[2])
    assert state.find("gargoyle") is None and state.player("Alice").graveyard == ["Gargoyle"]
    assert "420.5b" in cited_rules(state)


def test_modular_is_its_two_abilities() -> None:
    assert split_compound("Modular 2", "Arcbound Bruiser") == [
        "this comes into play with 2 +1/+1 counters on it",
        "when this is put into a graveyard from play, you may put its +1/+1 counters on target artifact creature"]
    worker = {"name": "Worker", "types": ["artifact", "creature"], "power": 0, "toughness": 0,
              "abilities": ["modular 2"]}
    state, actions = build_state(
        in_play=[{"id": "old", **worker, "controller": "Alice", "counters": {"+1/+1": 3}},
                 {"id": "new", **worker, "controller": "Alice", "counters": {"+1/+1": 1}},
                 {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
                  "controller": "Bob"}],
        actions=[{"effect": {"destroy": True, "to": "old"}}, {"resolve": "all"}], version=2)
    play_all(state, actions)  # Bob's Bear is no artifact creature: the only legal target is Alice's other Worker
    assert state.get("new").counters == {"+1/+1": 4} and state.power_toughness("new") == (4, 4)
    assert state.get("bear").counters == {} and "413.2f" in cited_rules(state)


def test_unless_you_pay_is_a_choice_on_resolution() -> None:
    """413.2b: declining to pay lets the instruction happen."""
    from judge import run_scenario

    tyrant = _creature("tyrant", "Alice", 6, 6, "at the beginning of your upkeep, sacrifice this unless you pay {R}")
    result = run_scenario(scenario_text(in_play=[tyrant], turn={"step": "untap"}, version=2,
                                        actions=[{"advance": "upkeep"}, {"pass": True}, {"choose": {"pay": False}}]))
    output = result.to_json()
    assert output["illegal"] == [] and output["final"]["players"]["Alice"]["graveyard"] == ["Tyrant"]
    assert "tyrant" not in output["final"]["in_play"]
    assert any(e["text"] == "Alice doesn't pay {R} for Tyrant's triggered ability." and "413.2b" in e["rules"]
               for e in output["events"])


def test_an_entering_trigger_sees_its_own_kind_and_another_excludes_itself() -> None:
    """410.10a: "whenever a Beast comes into play" triggers on a Beast, itself included; "another" not on itself."""
    from judge.abilities import Triggered

    savage = parse_ability("whenever a Beast comes into play, you may draw a card", "Wirewood Savage")
    crusher = parse_ability("whenever another artifact comes into play, put a +1/+1 counter on this")
    assert isinstance(savage, Triggered) and (savage.event, savage.qualifier) == ("permanent_enters", "Beast")
    assert isinstance(crusher, Triggered) and crusher.qualifier == "other:artifact"
    tapper = parse_ability("whenever a creature comes into play, tap that creature")  # the one that came into play
    assert isinstance(tapper, Triggered) and [i.who for i in tapper.effect.instructions] == ["that"]
    savage = _creature("savage", "Alice", 2, 2, "whenever a Beast comes into play, you gain 1 life")
    state, actions = build_state(alice={"hand": [{"name": "Young Beast", "mana_cost": "{G}", "types": ["creature"],
                                                   "subtypes": ["Beast"], "power": 1, "toughness": 1,
                                                   "abilities": ["whenever another Beast comes into play, you gain "
                                                                 "2 life"]}]},
                                 in_play=[savage], version=2,
                                 actions=[{"play": {"card": "Young Beast"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == 21  # Savage's trigger; Young Beast's "another" doesn't see itself


def test_without_the_ability_a_creature_spell_waits_for_the_main_phase() -> None:
    """212.3a, 408.1d: the same creature without "you may play this any time ..." can't be played in combat."""
    plain = {"name": "Plain Ape", "mana_cost": "{2}{G}", "types": ["creature"], "power": 3, "toughness": 4}
    flash = {**plain, "name": "Quick Ape", "abilities": ["you may play this any time you could play an instant"]}
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}
    error = last_action_illegal(in_play=[bears], alice={"hand": [plain]}, turn={"active": "Bob"}, version=2,
                                actions=[{"attack": ["bears"]}, {"play": {"card": "Plain Ape", "by": "Alice"}}])
    assert "408.1d" in [str(r) for r in error.rules]
    state, actions = build_state(in_play=[bears], alice={"hand": [flash]}, turn={"active": "Bob"}, version=2,
                                 actions=[{"attack": ["bears"]}, {"play": {"card": "Quick Ape", "by": "Alice"}},
                                          {"pass": True}])
    play_all(state, actions)
    assert [state.name_of(p.id) for p in state.permanents] == ["Grizzly Bears", "Quick Ape"]
    assert {"103.1", "212.5a"} <= cited_rules(state)


def test_costs_with_mana_and_sacrifice_or_discard_and_the_pool_cards_they_run() -> None:
    """409.1f: "{1}{G}, sacrifice this" and "{U}, {T}, discard a card" are paid as the ability is played."""
    state, actions = build_state(
        in_play=[{"id": "zealot", "card": "Viridian Zealot", "controller": "Alice"},
                 {"id": "bouncer", "card": "Waterfront Bouncer", "controller": "Alice"},
                 {"id": "transfixer", "card": "Auriok Transfixer", "controller": "Alice"},
                 {"id": "anthem", "card": "Glorious Anthem", "controller": "Bob"},
                 {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"},
                 {"id": "ornithopter", "card": "Ornithopter", "controller": "Bob"}],
        alice={"hand": ["Shock"]}, version=2,
        actions=[{"activate": {"source": "zealot", "ability": 1, "targets": ["anthem"]}}, {"pass": True},
                 {"activate": {"source": "bouncer", "ability": 1, "targets": ["wurm"], "discard": ["Shock"]}},
                 {"pass": True},
                 {"activate": {"source": "transfixer", "ability": 1, "targets": ["ornithopter"]}}, {"pass": True}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Viridian Zealot", "Shock"]
    assert state.player("Bob").graveyard == ["Glorious Anthem"] and state.player("Bob").hand == ["Craw Wurm"]
    assert state.get("ornithopter").tapped and state.get("bouncer").tapped and state.get("transfixer").tapped


def test_a_search_for_a_card_of_a_land_type() -> None:
    """Wood Elves: "a Forest card" is a card with the subtype Forest (212.6d); it comes into play untapped."""
    state, actions = build_state(alice={"hand": ["Wood Elves"], "library": ["Island", "Forest", "Mountain"]},
                                 actions=[{"play": {"card": "Wood Elves"}}, {"resolve": "all"}], version=2)
    play_all(state, actions)
    forest = next(p for p in state.permanents if p.card.name == "Forest")
    assert not forest.tapped and sorted(state.player("Alice").library) == ["Island", "Mountain"]


def test_priest_of_titania_counts_every_elf_in_play() -> None:
    """Counted as the mana ability is played: every Elf in play, an opponent's too (406.3)."""
    state, actions = build_state(
        in_play=[{"id": "priest", "card": "Priest of Titania", "controller": "Alice"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                 {"id": "theirs", "card": "Llanowar Elves", "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        actions=[{"activate": {"source": "priest", "ability": 1}}], version=2)
    play_all(state, actions)
    assert state.player("Alice").mana == {"G": 3}


def test_rishadan_port_taps_target_land() -> None:
    state, actions = build_state(
        in_play=[{"id": "port", "card": "Rishadan Port", "controller": "Alice"},
                 {"id": "island", "card": "Island", "controller": "Bob"}],
        actions=[{"activate": {"source": "port", "ability": 2, "targets": ["island"]}}, {"pass": True}], version=2)
    play_all(state, actions)
    assert state.get("island").tapped and state.get("port").tapped
