"""Session 31: the pool cards converted by general grammar, in games with exact outcomes and the
rules the engine cites: a card's own restriction on when a spell or an activated ability may be
played ("play this only during the declare blockers step", "play this ability only during your
turn": 408.1a, 403.3), attacking creatures becoming blocked by an effect (309.2f, 410.9a, 310.2c,
502.9c), a draw at the beginning of the next turn's upkeep (a delayed triggered ability, 404.4),
restrictions on every creature's attack ("creatures without flying can't attack", 500.1, 500.2), an
ability only while the permanent attacks or is untapped (418.4a), target kinds ("target land or nonblack creature",
"target permanent you control", 415.5), an Aura's threshold text (502.23a), every creature gaining a keyword
until end of turn (418.3b), "no more than one creature can attack each combat" (500.2, 500.3), and the lines that
already read (Avatar of
Will's cost, Flaming Sword played as an instant)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.abilities import Activated, Static, parse_ability
from judge.cards import card_named
from judge.timing_text import read_timing, timing_problem
from judge_helpers import build_state, cited_rules, event_texts, last_action_illegal, play_all, play_choosing

MAIN = {"active": "Alice", "step": "precombat_main"}
CONVERTED = ("Fog Patch", "Dazzling Beauty", "Panic", "Shadow Rift", "Trap Runner", "Zuran Enchanter",
             "Disrupting Scepter", "Centaur Garden", "Nomad Stadium", "Krosan Avenger", "Avatar of Will", "Flaming Sword",
             "Moat", "Ensnaring Bridge", "Soltari Lancer", "Spirit of the Night", "Giant Tortoise", "Rescue", "Befoul",
             "Creeping Mold", "Wallop", "Enslaved Dwarf", "Liberated Dwarf", "Kamahl's Desire", "Seton's Desire",
             "Blood Frenzy", "Dirge of Dread", "Savage Offensive", "Silent Arbiter", "Dueling Grounds", "Wall of Shadows",
             "Soldevi Steam Beast", "Phyrexian War Beast", "Mental Note", "Cabal Ritual", "Frantic Search",
             "Quicksilver Dagger", "Turn to Dust", "Two-Headed Dragon", "Castle")


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_cards_run_whole(name: str) -> None:
    assert card_named(name).runs


def test_the_timing_words_read_as_steps_and_turns() -> None:
    combat = read_timing("during combat")
    assert combat is not None and combat.steps == ("beginning_of_combat", "declare_attackers", "declare_blockers",
                                                   "combat_damage", "end_of_combat")
    assert timing_problem(combat, "precombat_main", own_turn=True) == "it is the precombat main"
    assert timing_problem(combat, "end_of_combat", own_turn=False) == ""
    damage = read_timing("before the combat damage step")
    assert damage is not None and timing_problem(damage, "combat_damage", own_turn=True) == "it is the combat damage step"
    upkeep = read_timing("during your upkeep")
    assert upkeep is not None and timing_problem(upkeep, "upkeep", False, player="Bob") == "it is not Bob's turn"
    assert read_timing("during the end of turn step") is None  # not in the language: the line stays unread


def test_the_restrictions_parse_into_the_abilities() -> None:
    spell = parse_ability("Play Fog Patch only during the declare blockers step.", "Fog Patch")
    assert isinstance(spell, Static) and (spell.kind, spell.words) == ("timing", "during the declare blockers step")
    ability = parse_ability("{3}, {T}: Target player discards a card. Play this ability only during your turn.")
    assert isinstance(ability, Activated) and ability.timing == "during your turn" and ability.tap
    assert [i.op for i in ability.effect.instructions] == ["discard"]


def _attack(hand: list[str], library: tuple[str, ...] = (), **more: Any) -> Any:
    in_play = [{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
               {"id": "ape", "card": "Gorilla Berserkers", "controller": "Alice"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "Bob"}]
    return dict(in_play=in_play, bob={"hand": hand, "library": list(library)}, turn=MAIN, **more)


def test_fog_patch_blocks_every_attacker_and_only_a_trampler_deals_damage() -> None:
    state, actions = build_state(**_attack(["Fog Patch"], actions=[
        {"attack": ["wurm", "ape"]}, {"advance": "declare_blockers"}, {"block": {}},
        {"play": {"card": "Fog Patch", "by": "Bob"}}, {"resolve": "all"}, {"advance": "end_of_combat"}]))
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 18]  # the 6/4 deals none (310.2c); the 2/3 trampler 2 (502.9c)
    assert "Craw Wurm, Gorilla Berserkers become blocked, though no creature blocks them: they stay blocked until " \
           "combat ends." in event_texts(state, "block")
    assert {"309.2f", "310.2c", "502.9c"} <= cited_rules(state)


def test_fog_patch_is_refused_before_the_declare_blockers_step() -> None:
    err = last_action_illegal(**_attack(["Fog Patch"], actions=[
        {"attack": ["wurm"]}, {"play": {"card": "Fog Patch", "by": "Bob"}}]))
    assert str(err) == ("cannot play Fog Patch: it can be played only during the declare blockers step, and it is "
                        "the declare attackers step")
    assert [str(rule) for rule in err.rules] == ["408.1a", "103.1", "309.1"]


def test_dazzling_beauty_blocks_its_target_and_draws_at_the_next_upkeep() -> None:
    state, actions = build_state(**_attack(["Dazzling Beauty"], actions=[
        {"attack": ["wurm", "ape"]}, {"advance": "declare_blockers"}, {"block": {}},
        {"play": {"card": "Dazzling Beauty", "by": "Bob", "targets": ["wurm"]}}, {"resolve": "all"},
        {"advance": "next_turn"}, {"advance": "draw"}], library=("Island", "Forest")))
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 18]  # only the unblocked Gorilla Berserkers
    # the delayed ability's card in Bob's turn 3's upkeep, then the draw step's
    assert state.player("Bob").hand == ["Island", "Forest"]
    assert "A delayed triggered ability is created: at the beginning of the next turn's upkeep, Bob draws a card." \
        in event_texts(state, "delayed")
    assert {"404.4", "404.4a", "404.4b", "303.1"} <= cited_rules(state)


def test_dazzling_beauty_cant_target_a_blocked_attacker() -> None:
    err = last_action_illegal(**_attack(["Dazzling Beauty"], actions=[
        {"attack": ["wurm"]}, {"advance": "declare_blockers"}, {"block": {"bear": "wurm"}},
        {"play": {"card": "Dazzling Beauty", "by": "Bob", "targets": ["wurm"]}}]))
    assert str(err) == "Dazzling Beauty can't target Craw Wurm: Craw Wurm is not an unblocked attacking creature"
    assert [str(rule) for rule in err.rules] == ["409.1c", "415.5"]


def test_panic_before_blockers_and_its_draw_in_the_next_turns_upkeep() -> None:
    state, actions = build_state(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "bear", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Panic"], "library": ["Shock", "Giant Growth"]}, bob={"library": ["Island", "Forest"]},
        turn=MAIN, actions=[{"advance": "beginning_of_combat"}, {"play": {"card": "Panic", "targets": ["bear"]}},
                            {"resolve": "all"}, {"advance": "next_turn"}, {"advance": "precombat_main"}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Shock"]  # Bob's turn, Alice's delayed draw
    assert state.player("Bob").hand == ["Island"]
    assert "Panic's delayed triggered ability is put on the stack." in event_texts(state, "trigger")


def test_panic_is_refused_once_blockers_are_declared() -> None:
    err = last_action_illegal(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "bear", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Panic"]}, turn=MAIN,
        actions=[{"attack": ["wurm"]}, {"advance": "declare_blockers"}, {"block": {}},
                 {"play": {"card": "Panic", "targets": ["bear"]}}])
    assert str(err) == ("cannot play Panic: it can be played only during combat before blockers are declared, and "
                        "blockers have already been declared")
    assert [str(rule) for rule in err.rules] == ["408.1a", "103.1", "306.1", "309.1"]


def test_shadow_rift_gives_shadow_now_and_draws_next_upkeep() -> None:
    state, actions = build_state(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Shadow Rift"], "library": ["Shock"]}, turn=MAIN,
        actions=[{"play": {"card": "Shadow Rift", "targets": ["bear"]}}, {"resolve": "all"},
                 {"advance": "end_of_turn"}])
    play_all(state, actions)
    assert state.chars("bear").has("shadow")
    assert state.player("Alice").hand == []  # not this turn: the next turn's upkeep


def test_trap_runner_only_after_blockers_are_declared() -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                                          {"id": "runner", "card": "Trap Runner", "controller": "Bob"}], turn=MAIN)
    use = {"activate": {"source": "runner", "ability": 1, "targets": ["wurm"], "by": "Bob"}}
    err = last_action_illegal(**parts, actions=[{"attack": ["wurm"]}, use])
    assert str(err) == ("cannot play Trap Runner's ability: it can be played only during combat after blockers are "
                        "declared, and it is the declare attackers step")
    assert [str(rule) for rule in err.rules] == ["408.1a", "403.3", "306.1", "309.1"]
    state, actions = build_state(**parts, actions=[{"attack": ["wurm"]}, {"advance": "declare_blockers"},
                                                   {"block": {}}, use, {"resolve": "all"}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 20]


@pytest.mark.parametrize("card", ["Zuran Enchanter", "Disrupting Scepter"])
def test_a_discard_ability_only_during_its_controllers_turn(card: str) -> None:
    cost = {"Zuran Enchanter": "{2}{B}", "Disrupting Scepter": "{3}"}[card]
    source = {"id": "src", "card": card, "controller": "Bob"}
    use = {"activate": {"source": "src", "ability": 1, "targets": ["Alice"], "by": "Bob"}}
    err = last_action_illegal(in_play=[source], bob={"mana_pool": cost}, turn=MAIN, actions=[use])
    assert str(err) == f"cannot play {card}'s ability: it can be played only during your turn, and it is not Bob's turn"
    assert [str(rule) for rule in err.rules] == ["408.1a", "403.3", "300.1"]
    state, actions = build_state(in_play=[source], alice={"hand": ["Shock"]}, bob={"mana_pool": cost},
                                 turn={"active": "Bob", "step": "precombat_main"}, actions=[use, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").hand == [] and state.player("Alice").graveyard == ["Shock"]


def test_a_threshold_ability_that_says_threshold_twice() -> None:
    ability = card_named("Krosan Avenger").abilities[1]
    assert isinstance(ability, Activated) and ability.threshold and ability.mana_cost == "1G"
    assert [i.op for i in ability.effect.instructions] == ["regenerate"]


def test_flaming_sword_is_played_on_a_blocker_during_combat() -> None:
    state, actions = build_state(
        in_play=[{"id": "elf", "card": "Llanowar Elves", "controller": "Bob"},
                 {"id": "bear", "card": "Grizzly Bears", "controller": "Alice"}],
        bob={"hand": ["Flaming Sword"]}, turn=MAIN,
        actions=[{"attack": ["bear"]}, {"block": {"elf": "bear"}},
                 {"play": {"card": "Flaming Sword", "by": "Bob", "targets": ["elf"]}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.find("bear") is None and state.find("elf") is not None  # first strike: the 2/1 Elves survive
    assert {"103.1", "212.5a", "415.3", "502.2"} <= cited_rules(state)


def test_avatar_of_will_costs_six_less_while_an_opponent_has_no_cards_in_hand() -> None:
    state, actions = build_state(enforce_costs=True, alice={"hand": ["Avatar of Will"], "mana_pool": "{U}{U}"},
                                 turn=MAIN, actions=[{"play": {"card": "Avatar of Will"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert [p.card.name for p in state.permanents] == ["Avatar of Will"]
    err = last_action_illegal(enforce_costs=True, alice={"hand": ["Avatar of Will"], "mana_pool": "{U}{U}"},
                              bob={"hand": ["Island"]}, turn=MAIN, actions=[{"play": {"card": "Avatar of Will"}}])
    assert str(err) == "Alice can't pay the generic mana of Avatar of Will"


def _moat(extra: dict[str, Any], hand: list[str] | None = None, attackers: tuple[str, ...] = ("bear",),
          then: bool = True) -> Any:
    return dict(in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                         {"id": "angel", "card": "Serra Angel", "controller": "Alice"}, extra],
                bob={"hand": hand or []}, turn=MAIN,
                actions=[{"attack": list(attackers)}] + [{"advance": "end_of_combat"}] * then)


def test_moat_stops_a_creature_without_flying_from_attacking() -> None:
    err = last_action_illegal(**_moat({"id": "moat", "card": "Moat", "controller": "Bob"}, then=False))
    assert str(err) == ("Grizzly Bears can't attack: Grizzly Bears doesn't have flying (Moat: creatures without flying "
                        "can't attack).")
    assert [str(rule) for rule in err.rules] == ["500.1", "500.2", "308.2"]
    state, actions = build_state(**_moat({"id": "moat", "card": "Moat", "controller": "Bob"}, attackers=("angel",)))
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 16]  # the flier attacks


def test_a_creature_given_flying_attacks_past_its_own_controllers_moat() -> None:
    state, actions = build_state(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "moat", "card": "Moat", "controller": "Alice"}], alice={"hand": ["Jump"]}, turn=MAIN,
        actions=[{"play": {"card": "Jump", "targets": ["bear"]}}, {"resolve": "all"}, {"attack": ["bear"]},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 18]


@pytest.mark.parametrize(("cards", "legal"), [(0, False), (1, False), (2, True)])
def test_ensnaring_bridge_counts_its_controllers_hand(cards: int, legal: bool) -> None:
    parts = _moat({"id": "bridge", "card": "Ensnaring Bridge", "controller": "Bob"}, hand=["Island"] * cards, then=legal)
    if legal:
        state, actions = build_state(**parts)
        play_all(state, actions)
        assert [p.life for p in state.players] == [20, 18]
        return
    err = last_action_illegal(**parts)
    card_word = "card" if cards == 1 else "cards"
    assert str(err) == (f"Grizzly Bears can't attack: Grizzly Bears has power 2, greater than the {cards} {card_word} in "
                        "Bob's hand (Ensnaring Bridge: creatures with power greater than the number of cards in your "
                        "hand can't attack).")


def test_soltari_lancer_has_first_strike_only_while_attacking() -> None:
    state, actions = build_state(in_play=[{"id": "lancer", "card": "Soltari Lancer", "controller": "Alice"}],
                                 turn=MAIN, actions=[{"attack": ["lancer"]}, {"advance": "postcombat_main"}])
    assert not state.chars("lancer").has("first strike")
    state.apply(actions[0])
    assert state.chars("lancer").has("first strike")
    state.apply(actions[1])
    assert not state.chars("lancer").has("first strike")  # no longer attacking once combat has ended
    state.undo()
    assert state.chars("lancer").has("first strike")


def test_giant_tortoise_is_1_4_while_untapped_and_1_1_once_tapped_to_attack() -> None:
    state, actions = build_state(in_play=[{"id": "turtle", "card": "Giant Tortoise", "controller": "Alice"},
                                          {"id": "bear", "card": "Grizzly Bears", "controller": "Bob"}],
                                 bob={"hand": ["Shock"]}, turn=MAIN, actions=[{"attack": ["turtle"]}])
    assert state.power_toughness("turtle") == (1, 4)
    play_all(state, actions)
    assert state.power_toughness("turtle") == (1, 1)


def test_blood_frenzy_before_combat_damage_and_its_creature_destroyed_at_end_of_turn() -> None:
    state, actions = build_state(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"}], alice={"hand": ["Blood Frenzy"]},
        turn=MAIN, actions=[{"attack": ["bear"]}, {"play": {"card": "Blood Frenzy", "targets": ["bear"]}},
                            {"resolve": "all"}, {"advance": "cleanup"}])
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 14] and state.find("bear") is None
    assert "Grizzly Bears is destroyed (Blood Frenzy's delayed triggered ability) and put into Alice's graveyard." \
        in event_texts(state, "destroy")
    err = last_action_illegal(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"}], alice={"hand": ["Blood Frenzy"]},
        turn=MAIN, actions=[{"attack": ["bear"]}, {"advance": "combat_damage"},
                            {"play": {"card": "Blood Frenzy", "targets": ["bear"]}}])
    assert str(err) == ("cannot play Blood Frenzy: it can be played only before the combat damage step, and it is the "
                        "combat damage step")
    assert [str(rule) for rule in err.rules] == ["408.1a", "103.1", "300.1", "310.1"]


@pytest.mark.parametrize(("card", "target", "legal"), [
    ("Befoul", "Forest", True), ("Befoul", "Llanowar Elves", True), ("Befoul", "Hypnotic Specter", False),
    ("Creeping Mold", "Forest", True), ("Creeping Mold", "Llanowar Elves", False),
    ("Wallop", "Hypnotic Specter", True), ("Wallop", "Serra Angel", False)])
def test_the_target_kinds_of_the_destroy_spells(card: str, target: str, legal: bool) -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "it", "card": target, "controller": "Bob"}],
                                 alice={"hand": [card]}, turn=MAIN)
    play = {"play": {"card": card, "targets": ["it"]}}
    if legal:
        state, actions = build_state(**parts, actions=[play, {"resolve": "all"}])
        play_all(state, actions)
        assert state.find("it") is None and state.player("Bob").graveyard == [target]
        return
    err = last_action_illegal(**parts, actions=[play])
    kind = {"Befoul": "land or nonblack creature", "Creeping Mold": "artifact, enchantment, or land",
            "Wallop": "blue or black creature with flying"}[card]
    assert str(err) == f"{card} can't target {target}: {target} is not {'an' if kind[0] == 'a' else 'a'} {kind}"
    assert [str(rule) for rule in err.rules] == ["409.1c", "415.5"]


def test_rescue_returns_only_a_permanent_its_player_controls() -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "mine", "card": "Forest", "controller": "Alice"},
                                          {"id": "his", "card": "Forest", "controller": "Bob"}],
                                 alice={"hand": ["Rescue"]}, turn=MAIN)
    err = last_action_illegal(**parts, actions=[{"play": {"card": "Rescue", "targets": ["his"]}}])
    assert str(err) == "Rescue can't target Forest: Forest is not a permanent you control"
    state, actions = build_state(**parts, actions=[{"play": {"card": "Rescue", "targets": ["mine"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Forest"] and state.find("his") is not None


@pytest.mark.parametrize(("dwarf", "creature", "legal"), [("Enslaved Dwarf", "Hypnotic Specter", True),
                                                          ("Enslaved Dwarf", "Llanowar Elves", False),
                                                          ("Liberated Dwarf", "Llanowar Elves", True)])
def test_a_dwarf_pumps_a_creature_of_its_color(dwarf: str, creature: str, legal: bool) -> None:
    parts: dict[str, Any] = dict(in_play=[{"id": "dwarf", "card": dwarf, "controller": "Alice"},
                                          {"id": "it", "card": creature, "controller": "Alice"}],
                                 alice={"mana_pool": "{R}"}, turn=MAIN)
    use = {"activate": {"source": "dwarf", "ability": 1, "targets": ["it"]}}
    if not legal:
        err = last_action_illegal(**parts, actions=[use])
        assert str(err) == f"{dwarf}'s ability can't target {creature}: {creature} is not a black creature"
        return
    state, actions = build_state(**parts, actions=[use, {"resolve": "all"}])
    play_all(state, actions)
    power, toughness = {"Hypnotic Specter": (2, 2), "Llanowar Elves": (1, 1)}[creature]
    assert state.power_toughness("it") == (power + 1, toughness) and state.chars("it").has("first strike")
    assert state.find("dwarf") is None  # sacrificed as the cost (409.1f)


@pytest.mark.parametrize(("controller", "cards", "power"), [("Alice", 7, 5), ("Alice", 6, 2), ("Bob", 7, 2)])
def test_kamahls_desire_counts_its_controllers_graveyard(controller: str, cards: int, power: int) -> None:
    state, _ = build_state(in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                                    {"id": "aura", "card": "Kamahl's Desire", "controller": controller,
                                     "attached_to": "bear"}],
                           alice={"graveyard": ["Island"] * cards}, turn=MAIN)
    assert state.power_toughness("bear") == (power, 2) and state.chars("bear").has("first strike")


@pytest.mark.parametrize("cards", [6, 7])
def test_setons_desire_lures_only_at_threshold(cards: int) -> None:
    parts: dict[str, Any] = dict(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "aura", "card": "Seton's Desire", "controller": "Alice", "attached_to": "bear"},
                 {"id": "elf", "card": "Llanowar Elves", "controller": "Bob"}],
        alice={"graveyard": ["Island"] * cards}, turn=MAIN, actions=[{"attack": ["bear"]}, {"block": {}}])
    if cards == 7:
        err = last_action_illegal(**parts)
        assert str(err) == "Llanowar Elves is able to block Grizzly Bears and must do so: all creatures able to block it do so"
        assert [str(rule) for rule in err.rules] == ["500.4", "500.5", "309.2"]
        return
    state, actions = build_state(**parts)
    play_all(state, actions)
    assert "Grizzly Bears is unblocked." in event_texts(state, "block")


def test_dirge_of_dread_gives_fear_to_every_creature_in_play_as_it_resolves() -> None:
    state, actions = build_state(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "elf", "card": "Llanowar Elves", "controller": "Bob"}],
        alice={"hand": ["Dirge of Dread"]}, turn=MAIN, actions=[{"play": {"card": "Dirge of Dread"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.chars("bear").has("fear") and state.chars("elf").has("fear")
    assert ("Creatures gain fear until end of turn: Grizzly Bears (now 2/2), Llanowar Elves (now 1/1); creatures that "
            "come into play later aren't affected.") in event_texts(state, "pump")
    assert {"418.3a", "418.3b"} <= cited_rules(state)


def test_dirge_of_dread_cycled_gives_fear_to_its_target() -> None:
    state = play_choosing(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "elf", "card": "Llanowar Elves", "controller": "Bob"}],
        alice={"hand": ["Dirge of Dread"], "mana_pool": "{1}{B}", "library": ["Swamp"]}, turn=MAIN,
        actions=[{"cycle": {"card": "Dirge of Dread"}}, {"choose": {"targets": ["bear"]}}, {"resolve": "all"}])
    assert state.chars("bear").has("fear") and not state.chars("elf").has("fear")
    assert state.player("Alice").hand == ["Swamp"]


@pytest.mark.parametrize(("kicked", "size"), [(False, (2, 2)), (True, (3, 3))])
def test_savage_offensive_gives_its_players_creatures_first_strike(kicked: bool, size: tuple[int, int]) -> None:
    state, actions = build_state(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "elf", "card": "Llanowar Elves", "controller": "Bob"}],
        alice={"hand": ["Savage Offensive"]}, turn=MAIN,
        actions=[{"play": {"card": "Savage Offensive", "kicker": kicked}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.chars("bear").has("first strike") and not state.chars("elf").has("first strike")
    assert state.power_toughness("bear") == size and state.power_toughness("elf") == (1, 1)


@pytest.mark.parametrize("card", ["Silent Arbiter", "Dueling Grounds"])
def test_no_more_than_one_creature_attacks_or_blocks(card: str) -> None:
    in_play = [{"id": "bear1", "card": "Grizzly Bears", "controller": "Alice"},
               {"id": "bear2", "card": "Grizzly Bears", "controller": "Alice"},
               {"id": "rule", "card": card, "controller": "Bob"},
               {"id": "elf1", "card": "Llanowar Elves", "controller": "Bob"},
               {"id": "elf2", "card": "Llanowar Elves", "controller": "Bob"}]
    text = {"Silent Arbiter": "each combat", "Dueling Grounds": "each turn"}[card]
    err = last_action_illegal(in_play=in_play, turn=MAIN, actions=[{"attack": ["bear1", "bear2"]}])
    assert str(err) == (f"no more than one creature can attack ({card}: no more than one creature can attack {text}), "
                        "and 2 would")
    assert [str(rule) for rule in err.rules] == ["500.1", "500.2"]
    err = last_action_illegal(in_play=in_play, turn=MAIN,
                              actions=[{"attack": ["bear1"]}, {"block": {"elf1": "bear1", "elf2": "bear1"}}])
    assert [str(rule) for rule in err.rules] == ["500.1", "500.3"]
    state, actions = build_state(in_play=in_play, turn=MAIN, actions=[
        {"attack": ["bear1"]}, {"block": {"elf1": "bear1"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.find("elf1") is None and state.find("bear1") is not None


def test_wall_of_shadows_takes_no_damage_from_the_creature_it_blocks_but_a_spells() -> None:
    in_play = [{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
               {"id": "wall", "card": "Wall of Shadows", "controller": "Bob"}]
    state, actions = build_state(in_play=in_play, turn=MAIN,
                                 actions=[{"attack": ["wurm"]}, {"block": {"wall": "wurm"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.find("wall") is not None and state.get("wall").damage == 0
    assert "6 combat damage Craw Wurm would deal to Wall of Shadows is prevented (Wall of Shadows's own ability)." \
        in event_texts(state, "prevent")
    state, actions = build_state(in_play=in_play, alice={"hand": ["Shock"]}, turn=MAIN,
                                 actions=[{"play": {"card": "Shock", "targets": ["wall"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.find("wall") is None  # a Shock isn't a creature it blocks


def test_wall_of_shadows_cant_be_targeted_by_what_targets_only_walls() -> None:
    err = last_action_illegal(
        in_play=[{"id": "team", "card": "Goblin Digging Team", "controller": "Alice"},
                 {"id": "wall", "card": "Wall of Shadows", "controller": "Bob"}], turn=MAIN,
        actions=[{"activate": {"source": "team", "ability": 1, "targets": ["wall"]}}])
    assert str(err) == ("Goblin Digging Team's ability can't target Wall of Shadows: Wall of Shadows can't be the target "
                        "of spells or abilities that can target only Walls")
    assert [str(rule) for rule in err.rules] == ["409.1c", "103.2", "415.5"]


def test_soldevi_steam_beast_gives_an_opponent_2_life_as_it_becomes_tapped() -> None:
    state, actions = build_state(in_play=[{"id": "beast", "card": "Soldevi Steam Beast", "controller": "Alice"}],
                                 turn=MAIN, actions=[{"attack": ["beast"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 18]  # 20 + 2 - 4
    assert "Bob gains 2 life (now 22)." in event_texts(state, "life")


def test_phyrexian_war_beast_leaving_play_costs_a_land_and_1_life() -> None:
    state, actions = build_state(
        in_play=[{"id": "beast", "card": "Phyrexian War Beast", "controller": "Alice"},
                 {"id": "forest", "card": "Forest", "controller": "Alice"}],
        alice={"hand": ["Shatter"]}, turn=MAIN,
        actions=[{"play": {"card": "Shatter", "targets": ["beast"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert [p.life for p in state.players] == [19, 20] and state.permanents == []
    assert state.player("Alice").graveyard == ["Phyrexian War Beast", "Shatter", "Forest"]


@pytest.mark.parametrize(("cards", "mana"), [(6, 3), (7, 5)])
def test_cabal_ritual_adds_five_at_threshold_instead_of_three(cards: int, mana: int) -> None:
    state, actions = build_state(alice={"hand": ["Cabal Ritual"], "graveyard": ["Swamp"] * cards}, turn=MAIN,
                                 actions=[{"play": {"card": "Cabal Ritual"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert dict(state.player("Alice").mana) == {"B": mana}


def test_mental_note_and_frantic_search_in_their_sentences() -> None:
    state, actions = build_state(alice={"hand": ["Mental Note"], "library": ["Island", "Forest", "Swamp"]}, turn=MAIN,
                                 actions=[{"play": {"card": "Mental Note"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Swamp"]
    assert state.player("Alice").graveyard == ["Island", "Forest", "Mental Note"]
    state, actions = build_state(
        in_play=[{"id": f"island{n}", "card": "Island", "controller": "Alice", "tapped": True} for n in range(4)],
        alice={"hand": ["Frantic Search", "Shock"], "library": ["Island", "Forest"]}, turn=MAIN,
        actions=[{"play": {"card": "Frantic Search"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").hand == ["Forest"]
    assert [p.tapped for p in state.permanents] == [False, False, False, True]  # up to three lands


def test_quicksilver_dagger_and_turn_to_dust() -> None:
    state, actions = build_state(
        in_play=[{"id": "bear", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "dagger", "card": "Quicksilver Dagger", "controller": "Alice", "attached_to": "bear"}],
        alice={"library": ["Island"]}, turn=MAIN,
        actions=[{"activate": {"source": "bear", "ability": 1, "targets": ["Bob"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 19] and state.player("Alice").hand == ["Island"]
    state, actions = build_state(in_play=[{"id": "sword", "card": "Bonesplitter", "controller": "Bob"}],
                                 alice={"hand": ["Turn to Dust"]}, turn=MAIN,
                                 actions=[{"play": {"card": "Turn to Dust", "targets": ["sword"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.permanents == [] and dict(state.player("Alice").mana) == {"G": 1}


def test_two_headed_dragon_blocks_two_attackers_but_not_three() -> None:
    in_play = [*({"id": f"bear{n}", "card": "Grizzly Bears", "controller": "Alice"} for n in range(3)),
               {"id": "dragon", "card": "Two-Headed Dragon", "controller": "Bob"}]
    state, actions = build_state(in_play=in_play, turn=MAIN, actions=[
        {"attack": ["bear0", "bear1", "bear2"]}, {"block": {"dragon": ["bear0", "bear1"]}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert [p.life for p in state.players] == [20, 18]  # the third Bears is unblocked
    assert [p.id for p in state.permanents] == ["bear2"]  # 4 damage to the 4/4 Dragon, 2 to each blocked Bears
    assert "103.1" in cited_rules(state)
    err = last_action_illegal(in_play=in_play, turn=MAIN, actions=[
        {"attack": ["bear0", "bear1", "bear2"]}, {"block": {"dragon": ["bear0", "bear1", "bear2"]}}])
    assert str(err) == "Two-Headed Dragon can block at most 2 attacking creatures, each once"
    assert [str(rule) for rule in err.rules] == ["309.2a", "103.1"]


def test_castle_gives_its_players_untapped_creatures_plus_0_2() -> None:
    state, actions = build_state(
        in_play=[{"id": "bear1", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "bear2", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "castle", "card": "Castle", "controller": "Alice"},
                 {"id": "elf", "card": "Llanowar Elves", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["bear1"]}])
    assert [state.power_toughness(p) for p in ("bear1", "bear2", "elf")] == [(2, 4), (2, 4), (1, 1)]
    play_all(state, actions)
    assert [state.power_toughness(p) for p in ("bear1", "bear2")] == [(2, 2), (2, 4)]  # tapped as it attacks
