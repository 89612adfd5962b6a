"""Session 33: the pool cards converted by general grammar, in games with exact outcomes and the
rules the engine cites: a trigger on an enchanted land becoming tapped that names "that land's
controller" or "destroys it" (Psychic Venom, Uncontrolled Infestation; 410.2), damage a source would deal
that can't be prevented, not even by protection (Excruciator; 103.2), "destroy all local enchantments on that
creature" (Treefolk Mystic; 212.4c), block triggers of a local enchantment that watch the creature it enchants
(Venom; 309.3, 410.9), groups of creatures qualified by color, "other", a creature type they lack, combat or tap
status and whose they are, in static abilities (Ascendant Evincar; 418.5a) and in resolving effects (Hold the Line;
418.3b; Noxious Ghoul's "whenever this or another Zombie comes into play, all non-Zombie creatures get -1/-1 until
end of turn", 410.10a), "this becomes an N/N (or X/X) [colors] [creature types] [artifact] creature [with keywords] [until end of
turn]; it's still a land" (Chimeric Staff, Testament of Faith, Nantuko Monastery, Chimeric Idol, Stalking Stones;
418.3a, 418.5a; a creature that isn't "still" its old types nor an "artifact creature" has only its new type, 212.1c:
Hidden Gibbons, with its intervening "if this is an enchantment", 410.8), "activated abilities of artifacts [and
creatures] can't be played [unless they're mana abilities]" (Null Rod, Cursed Totem, Damping Matrix; 103.2), draws
counted from the cards with the spell's name in all graveyards (Accumulated Knowledge;
413.2f), and the cards whose
not-run lines the ability language already read (Hell's Caretaker, Patron Wizard, Chaos Charm,
Clock of Omens)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.abilities import Static, parse_ability
from judge.cards import card_named
from judge.group_text import Group
from judge_helpers import cited_rules, event_texts, last_action_illegal, play_choosing

CONVERTED = ("Psychic Venom", "Uncontrolled Infestation", "Hell's Caretaker", "Patron Wizard", "Chaos Charm",
             "Clock of Omens", "Excruciator", "Treefolk Mystic", "Venom",
             "Ascendant Evincar", "Hold the Line", "Chimeric Staff", "Testament of Faith", "Nantuko Monastery",
             "Chimeric Idol", "Stalking Stones", "Accumulated Knowledge", "Hidden Gibbons",
             "Null Rod", "Cursed Totem", "Damping Matrix", "Noxious Ghoul")


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


# -- "destroy all local enchantments on that creature" (212.4c) ----------------------------------------

def test_treefolk_mystic_destroys_control_magic_and_the_creature_goes_home_out_of_combat() -> None:
    state = play_choosing(turn={"active": "Bob", "step": "precombat_main"},
                          in_play=[{"id": "tree", "card": "Redwood Treefolk", "controller": "Alice"},
                                   {"id": "cm", "card": "Control Magic", "controller": "Bob", "attached_to": "tree"},
                                   {"id": "mystic", "card": "Treefolk Mystic", "controller": "Alice"}],
                          actions=[{"attack": ["tree"]}, {"block": {"mystic": "tree"}}, {"advance": "end_of_combat"}])
    assert state.player("Bob").graveyard == ["Control Magic"]
    assert (state.get("tree").controller, state.get("tree").attacking, state.get("tree").damage) == ("Alice", False, 0)
    assert state.get("mystic").damage == 0
    assert event_texts(state, "control") == ["Redwood Treefolk is under Bob's control (Control Magic) as the scenario "
                                             "begins.", "Redwood Treefolk comes under Alice's control (the control-"
                                             "changing effect ended); it is removed from combat."]
    assert {"212.4c", "309.3", "410.9", "306.2"} <= cited_rules(state)


def test_treefolk_mystic_leaves_equipment_alone() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "gear", "card": "Vulshok Battlegear", "controller": "Alice", "attached_to": "bears"},
                                   {"id": "mystic", "card": "Treefolk Mystic", "controller": "Bob"}],
                          actions=[{"attack": ["bears"]}, {"block": {"mystic": "bears"}}, {"advance": "end_of_combat"}])
    assert state.get("gear").attached_to == "bears" and state.player("Alice").graveyard == []
    assert "Treefolk Mystic's triggered ability destroys nothing: no local enchantment is on Grizzly Bears." in \
        event_texts(state, "resolve")


# -- "whenever enchanted creature blocks or becomes blocked by ..." (309.3, 410.9) --------------------

def test_venom_destroys_each_non_wall_blocker_at_end_of_combat() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "venom", "card": "Venom", "controller": "Alice", "attached_to": "bears"},
                                   {"id": "bird", "card": "Birds of Paradise", "controller": "Bob"},
                                   {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
                          actions=[{"attack": ["bears"]}, {"block": {"bird": "bears", "wall": "bears"}},
                                   {"assign": {"bears": {"wall": 2}}}, {"advance": "postcombat_main"}])
    assert state.player("Bob").graveyard == ["Birds of Paradise"] and state.find("wall") is not None
    assert state.find("bears") is not None and state.find("venom") is not None
    assert "A delayed triggered ability is created: at end of combat, destroy Birds of Paradise." in \
        event_texts(state, "delayed")
    assert {"309.3", "410.9", "404.4"} <= cited_rules(state)


def test_venom_on_a_blocker_destroys_the_attacker_it_blocks() -> None:
    state = play_choosing(turn={"active": "Bob", "step": "precombat_main"},
                          in_play=[{"id": "wall", "card": "Wall of Stone", "controller": "Alice"},
                                   {"id": "venom", "card": "Venom", "controller": "Alice", "attached_to": "wall"},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          actions=[{"attack": ["giant"]}, {"block": {"wall": "giant"}}, {"advance": "postcombat_main"}])
    assert state.player("Bob").graveyard == ["Hill Giant"]


# -- groups of creatures: "other black creatures", "nonblack creatures", "blocking creatures" ---------------

@pytest.mark.parametrize(("words", "affects", "pt"), [
    ("other black creatures get +1/+1", "group:other black creatures", (1, 1)),
    ("nonblack creatures get -1/-1", "group:nonblack creatures", (-1, -1)),
    ("blocking creatures get +1/+1", "group:blocking creatures", (1, 1)),
    ("attacking creatures you control get +1/+0", "group:attacking creatures you control", (1, 0)),
    ("white creatures you control get +1/+1", "group:white creatures you control", (1, 1)),
    ("all non-Zombie creatures get -1/-1", "group:non-Zombie creatures", (-1, -1)),
    ("creatures your opponents control get -1/-1", "group:creatures your opponents control", (-1, -1)),
    # the older subject forms keep their readings
    ("black creatures get +1/+1", "color:black", (1, 1)),
    ("creatures you control get +1/+1", "you control", (1, 1)),
    ("untapped creatures you control get +0/+2", "untapped you control", (0, 2)),
    ("other Goblins get +1/+1", "other:Goblin", (1, 1)),
])
def test_a_group_anthem_reads(words: str, affects: str, pt: tuple[int, int]) -> None:
    ability = parse_ability(words)
    assert isinstance(ability, Static) and ability.kind == "pt"
    assert (ability.affects, (ability.power, ability.toughness)) == (affects, pt)


def test_a_group_grants_a_keyword() -> None:
    ability = parse_ability("nonwhite creatures have fear")
    assert isinstance(ability, Static) and (ability.kind, ability.affects) == ("grant", "group:nonwhite creatures")
    assert ability.keyword is not None and ability.keyword.name == "fear"


@pytest.mark.parametrize("words", ["other black creatures", "nonblack creatures", "blocking creatures",
                                   "attacking creatures you control", "non-Zombie creatures",
                                   "other tapped nonred creatures your opponents control"])
def test_a_groups_words_round_trip(words: str) -> None:
    group = Group.from_words(words)
    assert group is not None and group.words() == words and Group.from_words(group.words()) == group


def test_ascendant_evincar_pumps_other_black_creatures_and_shrinks_nonblack_ones() -> None:
    state = play_choosing(in_play=[{"id": "evincar", "card": "Ascendant Evincar", "controller": "Alice"},
                                   {"id": "spec", "card": "Hypnotic Specter", "controller": "Bob"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
                          actions=[])
    assert [state.power_toughness(p) for p in ("evincar", "spec", "bears")] == [(3, 3), (3, 3), (1, 1)]
    assert state.find("elves") is None and state.player("Bob").graveyard == ["Llanowar Elves"]
    assert "420.5b" in cited_rules(state)  # toughness 0


def test_ascendant_evincar_follows_a_color_change_at_every_moment() -> None:
    state = play_choosing(alice={"hand": ["Wild Mongrel"]},
                          in_play=[{"id": "evincar", "card": "Ascendant Evincar", "controller": "Alice"},
                                   {"id": "mongrel", "card": "Wild Mongrel", "controller": "Alice"}],
                          actions=[{"activate": {"source": "mongrel", "discard": ["Wild Mongrel"], "choose": {"color": "black"}}},
                                   {"resolve": "all"}])
    assert state.power_toughness("mongrel") == (4, 4)  # 2/2, +1/+1 discarding, black now: +1/+1 and no -1/-1


def test_hold_the_line_pumps_the_blockers_as_it_resolves() -> None:
    state = play_choosing(alice={"hand": ["Hold the Line"]}, turn={"active": "Bob", "step": "precombat_main"},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                                   {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          actions=[{"attack": ["giant"]}, {"block": {"bears": "giant"}},
                                   {"play": {"card": "Hold the Line", "by": "Alice"}}, {"resolve": "all"},
                                   {"advance": "end_of_combat"}])
    assert [state.power_toughness(p) for p in ("bears", "elves")] == [(9, 9), (1, 1)]
    assert state.player("Bob").graveyard == ["Hill Giant"] and state.get("bears").damage == 3
    assert event_texts(state, "pump") == ["Grizzly Bears gets +7/+7 until end of turn (now 9/9)."]


# -- "this becomes an X/X Construct artifact creature until end of turn" (418.3a, 418.5a) ---------------

def _becomes(card: str, ability: int, x: int | None = None, graveyard: int = 0, then: str = "postcombat_main") -> Any:
    """Alice's *card* after its *ability* (with *x*) resolves, at *then*."""
    activate: dict[str, Any] = {"source": "it", "ability": ability, **({"x": x} if x is not None else {})}
    return play_choosing(alice={"graveyard": ["Island"] * graveyard},
                         in_play=[{"id": "it", "card": card, "controller": "Alice"},
                                  {"id": "forest", "card": "Forest", "controller": "Alice"}],
                         actions=[{"activate": activate}, {"resolve": "all"}, {"advance": then}])


def test_chimeric_staff_becomes_an_x_x_construct_until_end_of_turn() -> None:
    state = _becomes("Chimeric Staff", 1, x=3)
    chars = state.chars(state.get("it"))
    assert (chars.types, chars.subtypes, state.power_toughness("it")) == (("artifact", "creature"), ("Construct",), (3, 3))
    assert event_texts(state, "animate") == ["Chimeric Staff becomes a 3/3 Construct artifact creature until end of turn."]
    assert {"409.1b", "418.3a", "418.5a"} <= cited_rules(state)
    later = _becomes("Chimeric Staff", 1, x=3, then="next_turn")
    assert not later.chars(later.get("it")).is_creature


def test_testament_of_faith_is_still_an_enchantment_and_a_wall() -> None:
    state = _becomes("Testament of Faith", 1, x=2)
    chars = state.chars(state.get("it"))
    assert (chars.types, chars.subtypes, state.power_toughness("it")) == (("creature", "enchantment"), ("Wall",), (2, 2))
    assert event_texts(state, "animate") == ["Testament of Faith becomes a 2/2 Wall creature until end of turn; it's still "
                                             "an enchantment."]


def test_nantuko_monastery_at_threshold_is_a_green_and_white_insect_monk_with_first_strike() -> None:
    state = _becomes("Nantuko Monastery", 2, graveyard=7)
    chars = state.chars(state.get("it"))
    assert (chars.types, chars.subtypes, chars.colors) == (("creature", "land"), ("Insect", "Monk"), ("green", "white"))
    assert chars.has("first strike") and state.power_toughness("it") == (4, 4)


def test_chimeric_idol_taps_its_controllers_lands_and_becomes_a_turtle() -> None:
    state = _becomes("Chimeric Idol", 1)
    assert state.get("forest").tapped and state.power_toughness("it") == (3, 3)
    assert state.chars(state.get("it")).subtypes == ("Turtle",)


def test_stalking_stones_stays_a_creature_after_the_turn_ends() -> None:
    state = _becomes("Stalking Stones", 2, then="next_turn")
    chars = state.chars(state.get("it"))
    assert (chars.types, chars.subtypes, state.power_toughness("it")) == (("artifact", "creature", "land"), (), (3, 3))
    assert event_texts(state, "animate") == ["Stalking Stones becomes a 3/3 artifact creature for as long as it remains "
                                             "in play; it's still a land."]


# -- "draw cards equal to the number of cards named this in all graveyards" (413.2f) ---------------------

def test_accumulated_knowledge_counts_its_name_in_every_graveyard_as_it_resolves() -> None:
    state = play_choosing(alice={"hand": ["Accumulated Knowledge"], "graveyard": ["Accumulated Knowledge", "Island"]},
                          bob={"graveyard": ["Accumulated Knowledge"]},
                          actions=[{"play": {"card": "Accumulated Knowledge"}}, {"resolve": "all"}])
    assert len(state.player("Alice").hand) == 3
    assert state.player("Alice").graveyard == ["Accumulated Knowledge", "Island", "Accumulated Knowledge"]
    assert event_texts(state, "count") == ["As Accumulated Knowledge resolves, 2 cards named Accumulated Knowledge are "
                                           "in all graveyards."]
    assert "413.2f" in cited_rules(state)


def test_the_first_accumulated_knowledge_draws_one() -> None:
    state = play_choosing(alice={"hand": ["Accumulated Knowledge"]},
                          actions=[{"play": {"card": "Accumulated Knowledge"}}, {"resolve": "all"}])
    assert len(state.player("Alice").hand) == 1


# -- "when an opponent plays an instant spell, if this is an enchantment, this becomes a 4/4 Ape creature" -----

def test_hidden_gibbons_becomes_an_ape_creature_and_stops_being_an_enchantment() -> None:
    state = play_choosing(bob={"hand": ["Lightning Bolt", "Shock"]},
                          in_play=[{"id": "gibbons", "card": "Hidden Gibbons", "controller": "Alice"}],
                          actions=[{"play": {"card": "Lightning Bolt", "by": "Bob", "targets": ["Alice"]}},
                                   {"resolve": "all"},
                                   {"play": {"card": "Shock", "by": "Bob", "targets": ["gibbons"]}}, {"resolve": "all"}])
    chars = state.chars(state.get("gibbons"))
    assert (chars.types, chars.subtypes, state.power_toughness("gibbons")) == (("creature",), ("Ape",), (4, 4))
    assert event_texts(state, "animate") == ["Hidden Gibbons becomes a 4/4 Ape creature for as long as it remains in "
                                             "play; it's no longer an enchantment."]  # the Shock didn't trigger it again
    assert state.get("gibbons").damage == 2
    assert {"410.8", "212.1c", "418.3a"} <= cited_rules(state)


def test_hidden_gibbons_ignores_a_sorcery_and_its_controllers_own_instants() -> None:
    state = play_choosing(alice={"hand": ["Lightning Bolt"]}, bob={"hand": ["Lava Axe"]},
                          turn={"active": "Bob", "step": "precombat_main"},
                          in_play=[{"id": "gibbons", "card": "Hidden Gibbons", "controller": "Alice"}],
                          actions=[{"play": {"card": "Lava Axe", "by": "Bob", "targets": ["Alice"]}},
                                   {"play": {"card": "Lightning Bolt", "by": "Alice", "targets": ["Bob"]}},
                                   {"resolve": "all"}])
    assert state.chars(state.get("gibbons")).types == ("enchantment",)
    assert (state.player("Alice").life, state.player("Bob").life) == (15, 17)


# -- "activated abilities of artifacts and creatures can't be played [unless they're mana abilities]" (103.2) ----

def _board(stopper: str, card: str, activate: dict[str, Any]) -> dict[str, Any]:
    """Bob's *stopper*, Alice's *card* and her activation of its ability."""
    return {"in_play": [{"id": "stop", "card": stopper, "controller": "Bob"},
                        {"id": "it", "card": card, "controller": "Alice"},
                        {"id": "bears", "card": "Grizzly Bears", "controller": "Bob", "tapped": True}],
            "actions": [{"activate": {"source": "it", **activate}}]}


@pytest.mark.parametrize(("stopper", "card", "activate"), [
    ("Cursed Totem", "Llanowar Elves", {}),  # mana abilities too
    ("Cursed Totem", "Royal Assassin", {"targets": ["bears"]}),
    ("Null Rod", "Mox Pearl", {}),
    ("Damping Matrix", "Royal Assassin", {"targets": ["bears"]}),
])
def test_a_can_t_stops_the_activated_abilities_it_names(stopper: str, card: str, activate: dict[str, Any]) -> None:
    error = last_action_illegal(version=2, **_board(stopper, card, activate))
    assert [str(r) for r in error.rules] == ["103.2"] and f"{card}'s ability can't be played: {stopper} says" in str(error)


@pytest.mark.parametrize(("stopper", "card", "activate"), [
    ("Cursed Totem", "Mox Pearl", {}),  # an artifact's
    ("Null Rod", "Royal Assassin", {"targets": ["bears"]}),
    ("Damping Matrix", "Llanowar Elves", {}),  # "unless they're mana abilities"
    ("Damping Matrix", "Mox Pearl", {}),
])
def test_a_can_t_leaves_the_other_abilities_alone(stopper: str, card: str, activate: dict[str, Any]) -> None:
    state = play_choosing(**_board(stopper, card, activate))
    assert state.get("it").tapped  # played


def test_damping_matrix_stops_mishras_factory_once_it_is_a_creature() -> None:
    factory = {"in_play": [{"id": "matrix", "card": "Damping Matrix", "controller": "Bob"},
                           {"id": "factory", "card": "Mishra's Factory", "controller": "Alice"}],
               "alice": {"mana_pool": "{1}"}}
    state = play_choosing(**factory, actions=[{"activate": {"source": "factory", "ability": 2}}, {"resolve": "all"}])
    assert state.chars(state.get("factory")).is_creature  # a land's ability: played
    error = last_action_illegal(version=2, **factory, actions=[{"activate": {"source": "factory", "ability": 2}},
                                                               {"resolve": "all"},
                                                               {"activate": {"source": "factory", "ability": 3,
                                                                             "targets": ["factory"]}}])
    assert [str(r) for r in error.rules] == ["103.2"]


def test_null_rod_keeps_a_mox_from_paying_a_cost() -> None:
    board = {"enforce_costs": True, "alice": {"hand": ["Savannah Lions"]},
             "in_play": [{"id": "mox", "card": "Mox Pearl", "controller": "Alice"},
                         {"id": "plains", "card": "Plains", "controller": "Alice"}],
             "actions": [{"play": {"card": "Savannah Lions"}}]}
    assert play_choosing(**board).get("mox").tapped  # without the Rod, the Mox pays
    board["in_play"] = [*board["in_play"], {"id": "rod", "card": "Null Rod", "controller": "Bob"}]
    state = play_choosing(**board)
    assert not state.get("mox").tapped and state.get("plains").tapped


def test_noxious_ghoul_shrinks_the_non_zombies_as_it_or_another_zombie_comes_into_play() -> None:
    state = play_choosing(alice={"hand": ["Noxious Ghoul", "Gravedigger"]},
                          in_play=[{"id": "elves", "card": "Llanowar Elves", "controller": "Bob"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "zombie", "card": "Gravedigger", "controller": "Bob"}],
                          actions=[{"play": {"card": "Noxious Ghoul"}}, {"resolve": "all"},
                                   {"play": {"card": "Gravedigger"}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Llanowar Elves", "Grizzly Bears"]
    assert [state.power_toughness(p) for p in ("zombie", "noxious-ghoul", "gravedigger")] == [(2, 2), (3, 3), (2, 2)]
    assert event_texts(state, "pump") == ["Llanowar Elves gets -1/-1 until end of turn (now 0/0).",
                                          "Grizzly Bears gets -1/-1 until end of turn (now 1/1).",
                                          "Grizzly Bears gets -1/-1 until end of turn (now 0/0)."]
    assert {"410.10a", "418.3a", "420.5b"} <= cited_rules(state)
