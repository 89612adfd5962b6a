"""Pool cards real players' letters name, run in session 20 (judge/card_texts.py,
judge/card_effects.py): Humble, Final Punishment, Weatherseed Treefolk, Violent Eruption,
Kamahl, Fist of Krosa; each with the outcome the letter's answer gives, and its rules."""

from __future__ import annotations

from typing import Any

from judge_helpers import cited_rules, last_action_illegal, play_choosing

from judge.cards import card_pool

MAIN = {"active": "Alice", "step": "precombat_main"}


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    for name in ("Humble", "Final Punishment", "Weatherseed Treefolk", "Violent Eruption", "Kamahl, Fist of Krosa"):
        assert pool[name].not_run == (), name


def test_humble_after_kamahls_pump_leaves_a_0_1() -> None:
    """Saturday School #39: Kamahl's +3/+3 (a 7/6) and then Humble: the later 0/1 wins in
    layer 6 by timestamp (418.5a, 418.5d), and trample is lost in layer 5."""
    state = play_choosing(
        in_play=[{"id": "kamahl", "card": "Kamahl, Fist of Krosa", "controller": "Alice"}],
        bob={"hand": ["Humble"]}, turn=MAIN,
        actions=[{"activate": {"source": "kamahl", "ability": 2, "targets": ["Alice"]}}, {"resolve": "all"},
                 {"play": {"card": "Humble", "by": "Bob", "targets": ["kamahl"]}}, {"resolve": "all"}])
    assert state.power_toughness("kamahl") == (0, 1)
    assert not state.chars(state.get("kamahl")).has("trample")
    assert not state.chars(state.get("kamahl")).activated
    assert {"418.3b", "418.5a", "418.5b", "418.5d"} <= cited_rules(state)


def test_a_pump_after_humble_still_counts() -> None:
    """The other order: Humble first (0/1), then Giant Growth: +3/+3 applies after it (418.5d)."""
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Giant Growth"]}, bob={"hand": ["Humble"]}, turn=MAIN,
        actions=[{"play": {"card": "Humble", "by": "Bob", "targets": ["bears"]}}, {"resolve": "all"},
                 {"play": {"card": "Giant Growth", "by": "Alice", "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.power_toughness("bears") == (3, 4)
    state.apply(state_action("advance", "next_turn"))
    assert state.power_toughness("bears") == (2, 2)  # both end at end of turn (418.3a)


def state_action(verb: str, value: Any) -> Any:
    """One action read as a scenario reads it."""
    from judge.scenario import Scenario
    from judge_helpers import scenario_text
    return Scenario.from_yaml(scenario_text(actions=[{verb: value}])).actions[0]


def test_humbled_masticore_regenerates_from_its_earlier_shield() -> None:
    """Saturday School #43: the shield made in response to Humble stays (an effect, not an
    ability, 419.6b); the 0/1 Masticore takes 2 first-strike damage, regenerates and is removed
    from combat, so it deals no damage; nothing dies and no player is damaged."""
    state = play_choosing(
        in_play=[{"id": "masticore", "card": "Masticore", "controller": "Bob"},
                 {"id": "knight", "card": "White Knight", "controller": "Alice"}],
        alice={"hand": ["Humble"]}, turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"attack": ["masticore"]}, {"block": {"knight": "masticore"}},
                 {"play": {"card": "Humble", "by": "Alice", "targets": ["masticore"]}},
                 {"activate": {"source": "masticore", "ability": 1, "by": "Bob"}},
                 {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert state.find("masticore") is not None and state.find("knight") is not None
    assert state.get("masticore").tapped and state.get("knight").damage == 0
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 20)
    assert {"419.6b", "502.2b", "418.5a"} <= cited_rules(state)


def test_final_punishment_counts_the_damage_dealt_this_turn() -> None:
    """The dev letter: the Reaper's 1 combat damage (19 to 18), its trigger halves him (9);
    Final Punishment makes him lose 1, the damage dealt to him this turn: 8 (413.2f)."""
    state = play_choosing(
        in_play=[{"id": "reaper", "card": "Ebonblade Reaper", "controller": "Alice"}],
        alice={"hand": ["Final Punishment"]}, bob={"life": 19}, turn=MAIN,
        actions=[{"attack": ["reaper"]}, {"resolve": "all"}, {"advance": "combat_damage"}, {"resolve": "all"},
                 {"advance": "postcombat_main"},
                 {"play": {"card": "Final Punishment", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (10, 8)
    assert "413.2f" in cited_rules(state)


def test_final_punishment_counts_damage_not_life_lost_and_only_this_turn() -> None:
    state = play_choosing(
        alice={"hand": ["Shock", "Lava Axe", "Final Punishment"], "library": 5}, bob={"library": 5}, turn=MAIN,
        actions=[{"play": {"card": "Shock", "targets": ["Bob"]}}, {"resolve": "all"},
                 {"play": {"card": "Final Punishment", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").life == 16  # 2 damage, then 2 life lost: life loss isn't damage
    assert state.player("Bob").damage_this_turn == 2
    state.apply(state_action("advance", "next_turn"))
    assert state.player("Bob").damage_this_turn == 0


def test_weatherseed_treefolk_returns_to_its_owners_hand() -> None:
    state = play_choosing(
        in_play=[{"id": "tree", "card": "Weatherseed Treefolk", "controller": "Alice"}],
        bob={"hand": ["Lightning Bolt"]}, turn=MAIN,
        actions=[{"play": {"card": "Lightning Bolt", "by": "Bob", "targets": ["tree"]}}, {"resolve": "all"}])
    assert state.find("tree") is None and state.player("Alice").hand == ["Weatherseed Treefolk"]
    assert state.player("Alice").graveyard == []
    assert "410.10" in cited_rules(state)


def test_weatherseed_treefolk_blocked_by_soul_collector() -> None:
    """Batch 18c: the 5/3 trampler and the 3/4 Soul Collector kill each other; both triggers see
    the deaths and Bob's, the non-active player's, goes on the stack last and resolves first
    (410.3): the Treefolk comes into play under his control, and its own trigger then finds
    nothing in the graveyard (410.10)."""
    state = play_choosing(
        in_play=[{"id": "tree", "card": "Weatherseed Treefolk", "controller": "Alice"},
                 {"id": "collector", "card": "Soul Collector", "controller": "Bob"}],
        turn=MAIN,
        actions=[{"attack": ["tree"]}, {"block": {"collector": "tree"}}, {"advance": "combat_damage"},
                 {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert state.find("tree") is None and state.find("collector") is None
    assert [(p.card.name, p.controller) for p in state.permanents] == [("Weatherseed Treefolk", "Bob")]
    assert state.player("Alice").hand == [] and state.player("Bob").graveyard == ["Soul Collector"]
    assert state.player("Bob").life == 19  # 4 to the Collector, 1 tramples over (502.9b)
    assert {"410.3", "410.10"} <= cited_rules(state)


def test_violent_eruption_divides_among_any_number_of_targets() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
        alice={"hand": ["Violent Eruption"]}, turn=MAIN,
        actions=[{"play": {"card": "Violent Eruption", "targets": ["bears", "elves", "Bob"],
                           "divide": {"bears": 2, "elves": 1, "Bob": 1}}}, {"resolve": "all"}])
    assert state.find("bears") is None and state.find("elves") is None
    assert state.player("Bob").life == 19
    assert {"409.1e", "420.5c"} <= cited_rules(state)


def test_violent_eruption_has_at_most_four_targets() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": f"b{i}", "card": "Grizzly Bears", "controller": "Bob"} for i in range(4)],
        alice={"hand": ["Violent Eruption"]}, turn=MAIN,
        actions=[{"play": {"card": "Violent Eruption", "targets": ["b0", "b1", "b2", "b3", "Bob"],
                           "divide": {"b0": 1, "b1": 1, "b2": 1, "b3": 1, "Bob": 1}}}])
    assert str(err.rules[0]).startswith("409.1")


def test_kamahl_animates_a_land_that_is_still_a_land() -> None:
    state = play_choosing(
        in_play=[{"id": "kamahl", "card": "Kamahl, Fist of Krosa", "controller": "Alice"},
                 {"id": "forest", "card": "Forest", "controller": "Bob"}],
        turn=MAIN,
        actions=[{"activate": {"source": "kamahl", "ability": 1, "targets": ["forest"]}}, {"resolve": "all"}])
    chars = state.chars(state.get("forest"))
    assert chars.types == ("creature", "land") and chars.colors == ()
    assert state.power_toughness("forest") == (1, 1)
    assert {"418.5a", "418.5b"} <= cited_rules(state)


def test_goblin_warchief_gives_haste_to_the_goblins_its_controller_controls() -> None:
    state = play_choosing(
        in_play=[{"id": "chief", "card": "Goblin Warchief", "controller": "Alice", "sick": True},
                 {"id": "piker", "card": "Goblin Piker", "controller": "Alice", "sick": True},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "sick": True},
                 {"id": "theirs", "card": "Goblin Piker", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["chief", "piker"]}])
    assert state.get("chief").attacking and state.get("piker").attacking
    assert state.chars(state.get("piker")).has("haste") and not state.chars(state.get("bears")).has("haste")
    assert not state.chars(state.get("theirs")).has("haste")
    err = last_action_illegal(
        version=2, in_play=[{"id": "chief", "card": "Goblin Warchief", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "sick": True}],
        turn=MAIN, actions=[{"attack": ["bears"]}])
    assert "212.3d" in {str(r) for r in err.rules}


def test_goblin_warchief_makes_goblin_spells_cost_1_less() -> None:
    """Two Warchiefs: Goblin Piker's {1}{R} costs {R}; the reduction is of the generic part only,
    so a third wouldn't make it free (409.1f); a non-Goblin spell costs what it costs."""
    state = play_choosing(
        enforce_costs=True,
        in_play=[{"id": "chief", "card": "Goblin Warchief", "controller": "Alice"},
                 {"id": "chief2", "card": "Goblin Warchief", "controller": "Alice"}],
        alice={"hand": ["Goblin Piker", "Goblin Piker"], "mana_pool": "{R}{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Goblin Piker"}}, {"resolve": "all"}, {"play": {"card": "Goblin Piker"}},
                 {"resolve": "all"}])
    assert [p.card.name for p in state.permanents].count("Goblin Piker") == 2
    assert state.player("Alice").mana == {} or not any(state.player("Alice").mana.values())
    assert "409.1f" in cited_rules(state)
    err = last_action_illegal(
        version=2, enforce_costs=True, in_play=[{"id": "chief", "card": "Goblin Warchief", "controller": "Alice"}],
        alice={"hand": ["Grizzly Bears"], "mana_pool": "{G}"}, turn=MAIN,
        actions=[{"play": {"card": "Grizzly Bears"}}])
    assert err.rules


def test_undead_warchief_pumps_the_zombies_its_controller_controls() -> None:
    state = play_choosing(
        in_play=[{"id": "chief", "card": "Undead Warchief", "controller": "Alice"},
                 {"id": "wretch", "card": "Withered Wretch", "controller": "Alice"},
                 {"id": "theirs", "card": "Withered Wretch", "controller": "Bob"}],
        turn=MAIN)
    assert [state.power_toughness(i) for i in ("chief", "wretch", "theirs")] == [(3, 2), (4, 3), (2, 2)]


def test_starstorm_kills_the_warchief_and_then_the_wretch() -> None:
    """The dev letter (Saturday School #32): 2 damage to each at once; the 3/2 Warchief is
    destroyed (420.5c), and the Wretch, a 2/2 again with 2 damage, at the next check."""
    state = play_choosing(
        in_play=[{"id": "chief", "card": "Undead Warchief", "controller": "Alice"},
                 {"id": "wretch", "card": "Withered Wretch", "controller": "Alice"}],
        bob={"hand": ["Starstorm"]}, turn=MAIN,
        actions=[{"play": {"card": "Starstorm", "by": "Bob", "x": 2}}, {"resolve": "all"}])
    assert state.find("chief") is None and state.find("wretch") is None
    assert state.player("Alice").graveyard == ["Undead Warchief", "Withered Wretch"]
    assert {"420.5c", "420.3"} <= cited_rules(state)


def test_forgotten_ancients_counter_comes_before_death_pulse_resolves() -> None:
    """The dev letter (Saturday School #31): the Ancient's trigger goes on the stack above Death
    Pulse and resolves first (a second counter: 2/5); the -4/-4 leaves it -2/1: it survives."""
    state = play_choosing(
        in_play=[{"id": "ancient", "card": "Forgotten Ancient", "controller": "Alice", "counters": {"+1/+1": 1}}],
        bob={"hand": ["Death Pulse"]}, turn=MAIN,
        actions=[{"play": {"card": "Death Pulse", "by": "Bob", "targets": ["ancient"]}}, {"pass": True}])
    assert state.power_toughness("ancient") == (2, 5) and len(state.stack) == 1
    state.apply(state_action("resolve", "all"))
    assert state.find("ancient") is not None and state.power_toughness("ancient") == (-2, 1)
    assert {"410.2", "413.1"} <= cited_rules(state)


def test_forgotten_ancient_moves_counters_at_its_controllers_upkeep() -> None:
    state = play_choosing(
        in_play=[{"id": "ancient", "card": "Forgotten Ancient", "controller": "Bob", "counters": {"+1/+1": 3}},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        turn={"active": "Alice", "step": "end_of_turn"},
        actions=[{"advance": "next_turn"}, {"pass": True}, {"choose": {"number": 2}}, {"choose": {"object": "bears"}},
                 {"resolve": "all"}])
    assert state.active_player.name == "Bob"
    assert state.power_toughness("ancient") == (1, 4) and state.power_toughness("bears") == (4, 4)
    assert state.get("bears").counters == {"+1/+1": 2}


def test_forgotten_ancient_moves_none_by_default() -> None:
    state = play_choosing(
        in_play=[{"id": "ancient", "card": "Forgotten Ancient", "controller": "Bob", "counters": {"+1/+1": 3}},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        turn={"active": "Alice", "step": "end_of_turn"}, actions=[{"advance": "next_turn"}, {"resolve": "all"}])
    assert state.power_toughness("ancient") == (3, 6) and state.power_toughness("bears") == (2, 2)
    assert any(e.default and "moves no +1/+1 counters" in e.text for e in state.events)


def test_necratog_removes_the_top_creature_card_of_the_graveyard() -> None:
    state = play_choosing(
        in_play=[{"id": "tog", "card": "Necratog", "controller": "Alice"}],
        alice={"graveyard": ["Grizzly Bears", "Shock", "Hill Giant", "Lightning Bolt"]}, turn=MAIN,
        actions=[{"activate": {"source": "tog", "ability": 1}}, {"resolve": "all"},
                 {"activate": {"source": "tog", "ability": 1}}, {"resolve": "all"}])
    assert state.power_toughness("tog") == (5, 6)
    assert state.player("Alice").removed == ["Hill Giant", "Grizzly Bears"]  # the top one first
    assert state.player("Alice").graveyard == ["Shock", "Lightning Bolt"]
    assert {"409.1f", "217.7a"} <= cited_rules(state)
    err = last_action_illegal(
        version=2, in_play=[{"id": "tog", "card": "Necratog", "controller": "Alice"}],
        alice={"graveyard": ["Shock"]}, turn=MAIN, actions=[{"activate": {"source": "tog", "ability": 1}}])
    assert {str(r) for r in err.rules} == {"409.1f", "409.1h"}


def test_necratog_stays_blocked_when_the_blinking_spirit_leaves() -> None:
    """Batch 18c (Saturday School #39): the Spirit returns itself to its owner's hand after
    blocking; the Necratog remains blocked (309.2f) and assigns no combat damage (310.2c)."""
    state = play_choosing(
        in_play=[{"id": "tog", "card": "Necratog", "controller": "Alice"},
                 {"id": "spirit", "card": "Blinking Spirit", "controller": "Bob"}],
        turn=MAIN,
        actions=[{"attack": ["tog"]}, {"block": {"spirit": "tog"}}, {"activate": {"source": "spirit", "ability": 1}},
                 {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert state.player("Bob").hand == ["Blinking Spirit"] and state.find("tog") is not None
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 20)
    assert "310.2c" in cited_rules(state)


def test_wirewood_symbiote_saves_a_blocking_elf_with_damage_on_the_stack() -> None:
    """Batch 19 (Saturday School #47): the Elf returned for the cost with combat damage on the
    stack still deals its damage (310.4a) and the Goblin's damage to it isn't dealt (310.4c)."""
    state = play_choosing(
        in_play=[{"id": "symbiote", "card": "Wirewood Symbiote", "controller": "Alice"},
                 {"id": "elf", "card": "Llanowar Elves", "controller": "Alice"},
                 {"id": "goblin", "card": "Raging Goblin", "controller": "Bob"}],
        turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"attack": ["goblin"]}, {"block": {"elf": "goblin"}}, {"advance": "combat_damage"},
                 {"activate": {"source": "symbiote", "ability": 1, "targets": ["symbiote"], "by": "Alice"}},
                 {"resolve": "all"}])
    assert state.find("goblin") is None and state.find("elf") is None
    assert state.player("Alice").hand == ["Llanowar Elves"] and state.player("Bob").graveyard == ["Raging Goblin"]
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 20)
    assert {"409.1f", "310.4c"} <= cited_rules(state)


def test_wirewood_symbiote_once_each_turn_and_only_for_an_elf() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "symbiote", "card": "Wirewood Symbiote", "controller": "Alice"},
                            {"id": "elf", "card": "Llanowar Elves", "controller": "Alice"},
                            {"id": "elf2", "card": "Llanowar Elves", "controller": "Alice", "tapped": True}],
        turn=MAIN,
        actions=[{"activate": {"source": "symbiote", "ability": 1, "targets": ["elf2"], "choose": {"object": "elf"}}},
                 {"resolve": "all"}, {"activate": {"source": "symbiote", "ability": 1, "targets": ["elf2"]}}])
    assert [str(r) for r in err.rules] == ["403.3"]
    err = last_action_illegal(
        version=2, in_play=[{"id": "symbiote", "card": "Wirewood Symbiote", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        turn=MAIN, actions=[{"activate": {"source": "symbiote", "ability": 1, "targets": ["bears"]}}])
    assert {str(r) for r in err.rules} == {"409.1f", "409.1h"}


def test_wirewood_symbiote_returns_the_elf_chosen_and_untaps_the_target() -> None:
    state = play_choosing(
        in_play=[{"id": "symbiote", "card": "Wirewood Symbiote", "controller": "Alice"},
                 {"id": "elf", "card": "Llanowar Elves", "controller": "Alice"},
                 {"id": "elf2", "card": "Llanowar Elves", "controller": "Alice", "tapped": True}],
        turn=MAIN,
        actions=[{"activate": {"source": "symbiote", "ability": 1, "targets": ["elf2"], "choose": {"object": "elf"}}},
                 {"resolve": "all"}])
    assert state.find("elf") is None and not state.get("elf2").tapped


def test_brood_sliver_gives_the_token_to_the_controller_of_the_sliver_that_hit() -> None:
    """Each Sliver that deals combat damage to a player triggers Brood Sliver; "its controller"
    is the Sliver's controller (410.2): Alice's Brood Sliver gives her a token, and Bob's Blade
    Sliver hitting her gives him one."""
    state = play_choosing(
        in_play=[{"id": "brood", "card": "Brood Sliver", "controller": "Alice"},
                 {"id": "blade", "card": "Blade Sliver", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["brood"]}, {"advance": "combat_damage"}, {"resolve": "all"},
                            {"advance": "end_of_combat"}])
    assert state.player("Bob").life == 16  # 3 +1 from Blade Sliver's "all Slivers get +1/+0"
    tokens = [(p.card.name, p.controller, state.power_toughness(p.id)) for p in state.permanents if p.token]
    assert tokens == [("Sliver", "Alice", (2, 1))]  # a 1/1 Sliver, +1/+0 from the Blade Sliver
    assert {"410.2", "216.1"} <= cited_rules(state)
    state = play_choosing(
        in_play=[{"id": "brood", "card": "Brood Sliver", "controller": "Alice"},
                 {"id": "blade", "card": "Blade Sliver", "controller": "Bob"}],
        turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"attack": ["blade"]}, {"advance": "combat_damage"}, {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert state.player("Alice").life == 17
    assert [(p.card.name, p.controller) for p in state.permanents if p.token] == [("Sliver", "Bob")]


def test_brood_sliver_token_is_optional() -> None:
    state = play_choosing(
        in_play=[{"id": "brood", "card": "Brood Sliver", "controller": "Alice"}], turn=MAIN,
        actions=[{"attack": ["brood"]}, {"advance": "combat_damage"}, {"pass": True}, {"pass": True},
                 {"choose": {"may": False}}])
    assert not any(p.token for p in state.permanents) and state.player("Bob").life == 17


def test_pattern_of_rebirth_finds_a_creature_for_the_enchanted_creatures_controller() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "pattern", "card": "Pattern of Rebirth", "controller": "Alice", "attached_to": "bears"},
                 {"id": "other", "card": "Hill Giant", "controller": "Alice"}],
        alice={"library": ["Forest", "Shivan Dragon", "Craw Wurm"]}, bob={"hand": ["Lightning Bolt", "Shock"]},
        turn=MAIN,
        actions=[{"play": {"card": "Shock", "by": "Bob", "targets": ["other"]}}, {"resolve": "all"},
                 {"play": {"card": "Lightning Bolt", "by": "Bob", "targets": ["bears"]}}, {"resolve": "all"}])
    # Shock doesn't kill the Hill Giant; the Bears' death triggers the Pattern enchanting it
    assert state.find("other") is not None and state.find("pattern") is None
    assert [p.card.name for p in state.permanents if p.controller == "Alice"] == ["Hill Giant", "Shivan Dragon"]
    assert sorted(state.player("Alice").library) == ["Craw Wurm", "Forest"]
    assert state.player("Alice").graveyard == ["Grizzly Bears", "Pattern of Rebirth"]  # 420.5d
    assert {"410.10d", "217.2b", "420.5d"} <= cited_rules(state)


def test_academy_rector_is_removed_to_find_an_enchantment() -> None:
    state = play_choosing(
        in_play=[{"id": "rector", "card": "Academy Rector", "controller": "Alice"}],
        alice={"library": ["Forest", "Glorious Anthem"]}, bob={"hand": ["Lightning Bolt"]}, turn=MAIN,
        actions=[{"play": {"card": "Lightning Bolt", "by": "Bob", "targets": ["rector"]}}, {"resolve": "all"}])
    assert [p.card.name for p in state.permanents] == ["Glorious Anthem"]
    assert state.player("Alice").removed == ["Academy Rector"] and state.player("Alice").graveyard == []
    assert {"217.7", "217.2b", "410.10"} <= cited_rules(state)


def test_academy_rector_not_removed_finds_nothing() -> None:
    state = play_choosing(
        in_play=[{"id": "rector", "card": "Academy Rector", "controller": "Alice"}],
        alice={"library": ["Glorious Anthem"]}, bob={"hand": ["Lightning Bolt"]}, turn=MAIN,
        actions=[{"play": {"card": "Lightning Bolt", "by": "Bob", "targets": ["rector"]}}, {"pass": True},
                 {"pass": True}, {"choose": {"may": False}}])
    assert state.permanents == [] and state.player("Alice").graveyard == ["Academy Rector"]
    assert state.player("Alice").library.cards == ("Glorious Anthem",)


def test_rector_with_pattern_dies_with_its_controller_at_0() -> None:
    """Batch 18c (Saturday School #39): two Wild Mongrels attack a player at 2; the Rector blocks
    one, the other deals 2: state-based effects see him at 0 life together with the destroyed
    Rector (420.3), and he loses (420.5a) before the triggers can help."""
    state = play_choosing(
        in_play=[{"id": "m1", "card": "Wild Mongrel", "controller": "Alice"},
                 {"id": "m2", "card": "Wild Mongrel", "controller": "Alice"},
                 {"id": "rector", "card": "Academy Rector", "controller": "Bob"},
                 {"id": "pattern", "card": "Pattern of Rebirth", "controller": "Bob", "attached_to": "rector"}],
        bob={"life": 2, "library": ["Multani, Maro-Sorcerer", "Worship"]}, turn=MAIN,
        actions=[{"attack": ["m1", "m2"]}, {"block": {"rector": "m1"}}, {"advance": "combat_damage"}, {"pass": True}])
    assert state.player("Bob").life == 0 and state.player("Bob").lost
    assert state.find("rector") is None
    assert {"420.3", "420.5a"} <= cited_rules(state)


def test_raven_guild_initiate_turns_face_up_by_returning_a_bird() -> None:
    """The dev letter: the Kite, blocked by a 2/3, is returned with combat damage on the stack
    to turn the Initiate face up (502.26d): the Kite's 2 is still dealt (310.4a), not lethal; its
    trigger doesn't trigger, it isn't in play; the 2/3's damage to it isn't dealt (310.4c)."""
    state = play_choosing(
        in_play=[{"id": "kite", "card": "Mercurial Kite", "controller": "Alice"},
                 {"id": "initiate", "card": "Raven Guild Initiate", "controller": "Alice", "face_down": True},
                 {"id": "wall", "name": "Wall Guard", "types": ["creature"], "power": 2, "toughness": 3,
                  "abilities": ["can block as though it had flying"], "controller": "Bob"}],
        turn=MAIN,
        actions=[{"attack": ["kite"]}, {"block": {"wall": "kite"}}, {"advance": "combat_damage"},
                 {"turn_face_up": {"source": "initiate", "by": "Alice"}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}])
    assert not state.get("initiate").face_down and state.power_toughness("initiate") == (1, 4)
    assert state.player("Alice").hand == ["Mercurial Kite"]
    assert state.get("wall").damage == 2 and not state.get("wall").tapped
    assert {"502.26d", "409.1f", "310.4c"} <= cited_rules(state)


def test_raven_guild_initiate_needs_a_bird() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "initiate", "card": "Raven Guild Initiate", "controller": "Alice",
                             "face_down": True},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        turn=MAIN, actions=[{"turn_face_up": "initiate"}])
    assert {str(r) for r in err.rules} == {"409.1f", "409.1h"}


def test_enrage_pumps_power_by_x() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], alice={"hand": ["Enrage"]},
        turn=MAIN, actions=[{"play": {"card": "Enrage", "x": 3, "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.power_toughness("bears") == (5, 2)
    assert "409.1b" in cited_rules(state)


def test_millstone_puts_the_top_two_cards_into_the_graveyard() -> None:
    state = play_choosing(
        in_play=[{"id": "stone", "card": "Millstone", "controller": "Alice"}],
        bob={"library": ["Shock", "Forest", "Island"]}, turn=MAIN,
        actions=[{"activate": {"source": "stone", "ability": 1, "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Shock", "Forest"] and list(state.player("Bob").library) == ["Island"]
    assert state.get("stone").tapped and "217.2" in cited_rules(state)


def test_gorilla_titan_is_8_8_only_with_an_empty_graveyard() -> None:
    state = play_choosing(
        in_play=[{"id": "titan", "card": "Gorilla Titan", "controller": "Alice"}], alice={"hand": ["Shock"]},
        turn=MAIN)
    assert state.power_toughness("titan") == (8, 8)
    state.apply(state_action("play", {"card": "Shock", "by": "Alice", "targets": ["Bob"]}))
    state.apply(state_action("resolve", "all"))
    assert state.player("Alice").graveyard == ["Shock"] and state.power_toughness("titan") == (4, 4)
