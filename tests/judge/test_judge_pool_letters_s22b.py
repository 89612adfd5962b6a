"""Pool cards run whole in session 22's second engine round: the not-run cards the development
letters name, and those ``scripts/not_run_report.py`` listed as ready (every not_run line reads in
the ability language): "this attacks each turn if able" (Dauthi Slayer, Goblin Brigand, 500.1-500.4),
"this can't be blocked by white creatures" (Dauthi Horror, 502.7), costs of tapping five untapped
creatures of a type (Ancestor's Prophet, Gravespawn Sovereign, 409.1f), a nonbasic land as a
target (Dwarven Blastminer, 205.4b), "creatures of the chosen type get +1/+1" (Shared Triumph) and
"untap target creature; it gets +3/+3 until end of turn" ("it" the target: Gerrard's Command),
"target player draws two cards, then discards two cards" (the same player: Cephalid Broker),
targets of a color ("destroy target black permanent": Northern Paladin, 415.5), "prevent the next X
damage ..., where X is the number of Clerics in play" (X counted as it resolves: Battlefield Medic, 413.2f),
"whenever a creature attacks, this deals 1 damage to it" (each attacker, as it is declared: Caltrops, 308.3),
"sacrifice a permanent" as an ability resolves (Drinker of Sorrow, 217.4a), "turn this face down"
(Wall of Deceit, 502.26e);
each played in a scenario (format v2) with exact outcomes and the rules it cites."""

from __future__ import annotations

from judge_helpers import board_of, cited_rules, event_texts, last_action_illegal, play_choosing

from judge.cards import card_pool

MAIN = {"active": "Alice", "step": "precombat_main"}

#: The cards this round runs whole.
CONVERTED = (
    "Dauthi Slayer", "Dauthi Horror", "Ancestor's Prophet", "Dwarven Blastminer", "Gravespawn Sovereign",
    "Shared Triumph", "Goblin Brigand", "Gerrard's Command",
    "Cephalid Broker", "Northern Paladin", "Battlefield Medic", "Caltrops",
    "Drinker of Sorrow", "Wall of Deceit", "Cephalid Looter", "Goblin Firebug",
)


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    assert [name for name in CONVERTED if pool[name].not_run or not pool[name].runs] == []


# -- "this attacks each turn if able" (500.1-500.4) ------------------------------------------------

def test_goblin_brigand_must_attack_when_able() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "brigand", "card": "Goblin Brigand", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        turn=MAIN, actions=[{"attack": ["bears"]}])
    assert str(err) == "Goblin Brigand attacks each turn if able, and it is able to: it must be declared as an attacker"
    assert [str(r) for r in err.rules] == ["500.1", "500.2", "500.4", "308.2"]


def test_dauthi_slayer_must_attack_and_only_shadow_blocks_it() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "slayer", "card": "Dauthi Slayer", "controller": "Alice"}],
        turn=MAIN, actions=[{"advance": "end_of_turn"}])
    assert str(err) == "Dauthi Slayer attacks each turn if able, and it is able to: it must be declared as an attacker"
    state = play_choosing(
        in_play=[{"id": "slayer", "card": "Dauthi Slayer", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["slayer"]}, {"advance": "combat_damage"}, {"resolve": "all"}])
    assert state.player("Bob").life == 18


# -- "this can't be blocked by white creatures" ---------------------------------------------------

def test_dauthi_horror_cant_be_blocked_by_a_white_shadow_creature() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "horror", "card": "Dauthi Horror", "controller": "Alice"},
                            {"id": "priest", "card": "Soltari Priest", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["horror"]}, {"block": {"priest": "horror"}}])
    assert str(err) == "Soltari Priest can't block Dauthi Horror: Dauthi Horror can't be blocked by white creatures."
    assert [str(r) for r in err.rules] == ["500.1", "500.3", "309.2a", "309.2"]


def test_dauthi_horror_is_blocked_by_a_black_shadow_creature() -> None:
    state = play_choosing(
        in_play=[{"id": "horror", "card": "Dauthi Horror", "controller": "Alice"},
                 {"id": "slayer", "card": "Dauthi Slayer", "controller": "Bob"}],
        turn=MAIN, actions=[{"attack": ["horror"]}, {"block": {"slayer": "horror"}}, {"advance": "combat_damage"},
                            {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").life == 20


# -- "tap five untapped [type] you control: ..." (409.1f) -----------------------------------------

def _clerics(count: int) -> list[dict[str, object]]:
    return [{"id": f"c{n}", "card": "Benevolent Bodyguard", "controller": "Alice"} for n in range(count)]


def test_two_ancestors_prophets_and_three_clerics_gain_10_not_20() -> None:
    """The letter: two Prophets and three other Clerics are five Clerics; tapping all five pays
    one activation (10 life); the second Prophet has no five untapped Clerics left (409.1f)."""
    state = play_choosing(
        in_play=[{"id": "p1", "card": "Ancestor's Prophet", "controller": "Alice"},
                 {"id": "p2", "card": "Ancestor's Prophet", "controller": "Alice"}, *_clerics(3)],
        turn=MAIN, actions=[{"activate": {"source": "p1", "ability": 1}}, {"resolve": "all"}])
    assert state.player("Alice").life == 30
    assert event_texts(state, "tap") == [
        "Alice taps Ancestor's Prophet, Benevolent Bodyguard, Benevolent Bodyguard, Benevolent Bodyguard, Ancestor's "
        "Prophet to pay for Ancestor's Prophet's ability (the default: the first ones)."]
    err = last_action_illegal(
        version=2, in_play=[{"id": "p1", "card": "Ancestor's Prophet", "controller": "Alice"},
                            {"id": "p2", "card": "Ancestor's Prophet", "controller": "Alice"}, *_clerics(3)],
        turn=MAIN, actions=[{"activate": {"source": "p1", "ability": 1}}, {"activate": {"source": "p2", "ability": 1}}])
    assert str(err) == ("Alice controls no 5 untapped Clerics to tap for Ancestor's Prophet's ability (it controls 0; "
                        "the cost taps 5)")
    assert [str(r) for r in err.rules] == ["409.1f", "409.1h"]


def test_gravespawn_sovereign_reanimates_a_creature_card_from_bobs_graveyard() -> None:
    zombies = [{"id": f"z{n}", "card": "Gravedigger", "controller": "Alice", "sick": True} for n in range(4)]
    state = play_choosing(
        in_play=[{"id": "sov", "card": "Gravespawn Sovereign", "controller": "Alice", "sick": True}, *zombies],
        bob={"graveyard": ["Hill Giant", "Shock"]}, turn=MAIN,
        actions=[{"activate": {"source": "sov", "ability": 1, "targets": ["Hill Giant"]}}, {"resolve": "all"}])
    assert {k: v for k, v in board_of(state).items() if not k.startswith("z") and k != "sov"} == {
        "hill-giant": ("Alice", (3, 3))}
    assert state.player("Bob").graveyard == ["Shock"]
    assert state.events[-1].text == "Hill Giant is put into play from Bob's graveyard under Alice's control (id hill-giant)."
    assert {"409.1f", "409.1c", "217.1a"} <= cited_rules(state)


# -- a nonbasic land as a target ------------------------------------------------------------------

def test_dwarven_blastminer_destroys_a_nonbasic_land_not_a_basic_one() -> None:
    state = play_choosing(
        in_play=[{"id": "miner", "card": "Dwarven Blastminer", "controller": "Alice"},
                 {"id": "taiga", "card": "Taiga", "controller": "Bob"}],
        alice={"mana_pool": "{2}{R}"}, turn=MAIN,
        actions=[{"activate": {"source": "miner", "ability": 1, "targets": ["taiga"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Taiga"] and state.get("miner").tapped
    err = last_action_illegal(
        version=2, in_play=[{"id": "miner", "card": "Dwarven Blastminer", "controller": "Alice"},
                            {"id": "forest", "card": "Forest", "controller": "Bob"}],
        alice={"mana_pool": "{2}{R}"}, turn=MAIN,
        actions=[{"activate": {"source": "miner", "ability": 1, "targets": ["forest"]}}])
    assert str(err) == "Dwarven Blastminer's ability can't target Forest: Forest is not a nonbasic land"
    assert [str(r) for r in err.rules] == ["409.1c", "415.5"]


# -- "as this comes into play, choose a creature type"; "creatures of the chosen type get +1/+1" ------

def test_shared_triumph_pumps_the_chosen_type_on_both_sides() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "goblin", "card": "Raging Goblin", "controller": "Alice"},
                 {"id": "bob-bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Shared Triumph"], "mana_pool": "{1}{W}"}, turn=MAIN,
        actions=[{"play": {"card": "Shared Triumph"}}, {"resolve": "all"}, {"choose": {"words": ["Bear"]}}])
    assert board_of(state) == {"bears": ("Alice", (3, 3)), "goblin": ("Alice", (1, 1)), "bob-bears": ("Bob", (3, 3)),
                             "shared-triumph": ("Alice", (None, None))}
    assert state.get("shared-triumph").chosen_type == "Bear"


# -- "untap target creature; it gets +3/+3 until end of turn": "it" is the target -----------------

def test_gerrards_command_untaps_the_attacking_advocate_which_taps_again_for_7() -> None:
    """The letter: untapping an attacking creature doesn't remove it from combat (306.1, 308.2g);
    Serra Advocate, 2/2, +3/+3 and then +2/+2 from its own {T} ability, deals 7."""
    state = play_choosing(
        in_play=[{"id": "adv", "card": "Serra Advocate", "controller": "Alice"},
                 {"id": "forest", "card": "Forest", "controller": "Alice"},
                 {"id": "plains", "card": "Plains", "controller": "Alice"}],
        alice={"hand": ["Gerrard's Command"]}, turn=MAIN,
        actions=[{"attack": ["adv"]}, {"advance": "declare_blockers"},
                 {"play": {"card": "Gerrard's Command", "targets": ["adv"]}}, {"resolve": "all"},
                 {"activate": {"source": "adv", "ability": 1, "targets": ["adv"]}}, {"resolve": "all"},
                 {"advance": "combat_damage"}, {"resolve": "all"}])
    assert (state.player("Bob").life, state.player("Alice").life) == (13, 20)
    assert board_of(state)["adv"] == ("Alice", (7, 7)) and state.get("adv").attacking
    assert event_texts(state, "untap") == ["Serra Advocate becomes untapped."]
    assert event_texts(state, "pump") == ["Serra Advocate gets +3/+3 until end of turn (now 5/5).",
                                     "Serra Advocate gets +2/+2 until end of turn (now 7/7)."]
    assert state.player("Alice").graveyard == ["Gerrard's Command"]
    assert {"413.2b", "418.5a", "310.4"} <= cited_rules(state)


# -- "target player draws two cards, then discards two cards": the same player discards ----------

def test_cephalid_broker_makes_bob_draw_two_then_discard_two() -> None:
    state = play_choosing(
        in_play=[{"id": "broker", "card": "Cephalid Broker", "controller": "Alice"}],
        alice={"hand": ["Shock"]}, bob={"hand": ["Hill Giant"], "library": ["Mountain", "Lava Axe"]}, turn=MAIN,
        actions=[{"activate": {"source": "broker", "ability": 1, "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").hand == ["Lava Axe"] and state.player("Bob").graveyard == ["Hill Giant", "Mountain"]
    assert state.player("Alice").hand == ["Shock"] and state.get("broker").tapped
    assert event_texts(state, "draw") == ["Bob draws 2 cards."]
    assert event_texts(state, "discard") == ["Bob discards Hill Giant (the default: the first card in hand).",
                                        "Bob discards Mountain (the default: the first card in hand)."]
    assert {"409.1c", "413.2b"} <= cited_rules(state)


# -- targets of a color: "target black permanent" (415.5) ------------------------------------------

def _paladin(*extra: dict[str, object]) -> list[dict[str, object]]:
    return [{"id": "pal", "card": "Northern Paladin", "controller": "Alice"},
            {"id": "p1", "card": "Plains", "controller": "Alice"}, {"id": "p2", "card": "Plains", "controller": "Alice"},
            *extra]


def test_northern_paladin_destroys_a_black_creature_and_a_black_enchantment() -> None:
    state = play_choosing(
        in_play=_paladin({"id": "vamp", "card": "Sengir Vampire", "controller": "Bob"},
                         {"id": "moon", "card": "Bad Moon", "controller": "Bob"}), turn=MAIN,
        actions=[{"activate": {"source": "pal", "ability": 1, "targets": ["moon"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Bad Moon"] and state.get("pal").tapped
    assert board_of(state)["vamp"] == ("Bob", (4, 4))
    assert {"409.1c", "413.2b"} <= cited_rules(state)


def test_northern_paladin_cant_target_what_isnt_black() -> None:
    for target, card, why in (("bears", "Grizzly Bears", "Grizzly Bears is not a black permanent"),
                              ("swamp", "Swamp", "Swamp is not a black permanent")):
        err = last_action_illegal(version=2, in_play=_paladin({"id": target, "card": card, "controller": "Bob"}),
                                  turn=MAIN, actions=[{"activate": {"source": "pal", "ability": 1, "targets": [target]}}])
        assert str(err) == f"Northern Paladin's ability can't target {card}: {why}"
        assert [str(r) for r in err.rules] == ["409.1c", "415.5"]
    err = last_action_illegal(version=2, in_play=_paladin(), turn=MAIN,
                              actions=[{"activate": {"source": "pal", "ability": 1, "targets": ["Bob"]}}])
    assert str(err) == "Northern Paladin's ability can't target Bob: Bob is a player, not a black permanent"


# -- "prevent the next X damage ..., where X is the number of Clerics in play" (413.2f, 419.7b) ----------

def test_battlefield_medic_counts_every_cleric_in_play_as_it_resolves() -> None:
    """Two Clerics in play (the Medic and Bob's Bodyguard): the Giant's shield prevents 2 of the
    Bolt's 3 damage."""
    state = play_choosing(
        in_play=[{"id": "medic", "card": "Battlefield Medic", "controller": "Alice"},
                 {"id": "guard", "card": "Benevolent Bodyguard", "controller": "Bob"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Alice"},
                 {"id": "mountain", "card": "Mountain", "controller": "Alice"}],
        alice={"hand": ["Lightning Bolt"]}, turn=MAIN,
        actions=[{"activate": {"source": "medic", "ability": 1, "targets": ["giant"]}}, {"resolve": "all"},
                 {"play": {"card": "Lightning Bolt", "targets": ["giant"]}}, {"resolve": "all"}])
    assert state.get("giant").damage == 1 and board_of(state)["giant"] == ("Alice", (3, 3))
    assert event_texts(state, "count") == ["X is 2, the number of Clerics in play, counted as it resolves."]
    assert event_texts(state, "shield") == ["The next 2 damage that would be dealt to Hill Giant this turn will be prevented."]
    assert event_texts(state, "damage") == ["Lightning Bolt deals 1 damage to Hill Giant (3 damage; Battlefield Medic's "
                                       "ability's shield prevents 2)."]
    assert {"413.2f", "419.7b", "419.1"} <= cited_rules(state)


# -- "whenever a creature attacks, this deals 1 damage to it" (308.3, 410.2) --------------------------

def test_caltrops_kills_an_x_1_attacker_before_combat_damage() -> None:
    """The letter: an X/1 attacker dies in the declare attackers step (420.5c) and deals no
    combat damage; a Hill Giant survives with 1 damage and deals its 3."""
    state = play_choosing(
        in_play=[{"id": "cal", "card": "Caltrops", "controller": "Bob"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Alice"}], turn=MAIN,
        actions=[{"attack": ["elves", "giant"]}, {"resolve": "all"}, {"advance": "combat_damage"}, {"resolve": "all"}])
    assert state.player("Bob").life == 17 and state.player("Alice").graveyard == ["Llanowar Elves"]
    assert state.get("giant").damage == 1
    assert event_texts(state, "trigger") == [
        "Caltrops's triggered ability is put on the stack (that creature: Llanowar Elves) (first of Bob's 2 triggers; "
        "the default: in the order they triggered).",
        "Caltrops's triggered ability is put on the stack (that creature: Hill Giant)."]
    assert event_texts(state, "damage") == ["Caltrops deals 1 damage to Hill Giant.", "Caltrops deals 1 damage to Llanowar Elves.",
                                       "Hill Giant deals 3 combat damage to Bob."]
    assert {"308.3", "410.2", "420.5c"} <= cited_rules(state)


# -- "whenever this deals combat damage, sacrifice a permanent" (217.4a, 413.2b) -------------------------

def test_drinker_of_sorrow_dead_in_combat_still_makes_alice_sacrifice_a_permanent() -> None:
    """The letter: the Drinker and the Giant destroy each other (420.5c) before the trigger
    resolves, so the Drinker can't be the permanent sacrificed; Alice sacrifices another
    (by default the first she controls, her Swamp)."""
    state = play_choosing(
        in_play=[{"id": "drinker", "card": "Drinker of Sorrow", "controller": "Alice"},
                 {"id": "swamp", "card": "Swamp", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}], turn=MAIN,
        actions=[{"attack": ["drinker"]}, {"block": {"giant": "drinker"}}, {"advance": "combat_damage"},
                 {"resolve": "all"}])
    assert state.player("Alice").graveyard == ["Drinker of Sorrow", "Swamp"]
    assert state.player("Bob").graveyard == ["Hill Giant"] and board_of(state) == {"bears": ("Alice", (2, 2))}
    assert event_texts(state, "sacrifice") == ["Alice sacrifices Swamp to Drinker of Sorrow's triggered ability (the "
                                          "default: the first permanent listed)."]
    assert {"217.4a", "420.5c", "413.2f"} <= cited_rules(state)


def test_drinker_of_sorrow_sacrifices_the_permanent_chosen() -> None:
    state = play_choosing(
        in_play=[{"id": "drinker", "card": "Drinker of Sorrow", "controller": "Alice"},
                 {"id": "swamp", "card": "Swamp", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], turn=MAIN,
        actions=[{"attack": ["drinker"]}, {"advance": "combat_damage"}, {"resolve": "all"},
                 {"choose": {"object": "drinker"}}])
    assert state.player("Bob").life == 15 and state.player("Alice").graveyard == ["Drinker of Sorrow"]
    assert event_texts(state, "sacrifice") == ["Alice sacrifices Drinker of Sorrow (power 5) to Drinker of Sorrow's "
                                          "triggered ability."]


# -- "{3}: turn this face down" (502.26e, 504.2) ----------------------------------------------------------

def test_wall_of_deceit_turns_itself_face_down_a_2_2() -> None:
    state = play_choosing(
        in_play=[{"id": "wall", "card": "Wall of Deceit", "controller": "Alice"}], alice={"mana_pool": "{3}"},
        turn=MAIN, actions=[{"activate": {"source": "wall", "ability": 1}}, {"resolve": "all"}])
    assert board_of(state) == {"wall": ("Alice", (2, 2))} and state.get("wall").face_down
    assert event_texts(state, "face_down") == [
        "Wall of Deceit is turned face down: a 2/2 creature with no text, name, subtypes, expansion symbol or mana "
        "cost; it can be turned face up for its morph cost."]
    assert {"502.26e", "504.2"} <= cited_rules(state)


# -- the same grammar on two more cards: "then discards a card", "sacrifice a land" -------------------

def test_cephalid_looter_draws_then_discards_for_alice() -> None:
    state = play_choosing(
        in_play=[{"id": "looter", "card": "Cephalid Looter", "controller": "Alice"}],
        alice={"hand": ["Shock"], "library": ["Island", "Plains"]}, turn=MAIN,
        actions=[{"activate": {"source": "looter", "ability": 1, "targets": ["Alice"]}}, {"resolve": "all"}])
    assert state.player("Alice").hand == ["Island"] and state.player("Alice").graveyard == ["Shock"]
    assert event_texts(state, "draw") == ["Alice draws a card."]


def test_goblin_firebug_leaving_play_sacrifices_a_land() -> None:
    state = play_choosing(
        in_play=[{"id": "bug", "card": "Goblin Firebug", "controller": "Alice"},
                 {"id": "mountain", "card": "Mountain", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        alice={"hand": ["Shock"]}, turn=MAIN,
        actions=[{"play": {"card": "Shock", "targets": ["bug"]}}, {"resolve": "all"}])
    assert state.player("Alice").graveyard == ["Shock", "Goblin Firebug", "Mountain"]
    assert board_of(state) == {"bears": ("Alice", (2, 2))}
    assert event_texts(state, "sacrifice") == ["Alice sacrifices Mountain to Goblin Firebug's triggered ability (the "
                                          "default: the first land listed)."]
