"""Combat: attackers, blockers, restrictions and evasion, combat damage (306-311, 500-502)."""

from __future__ import annotations

import pytest

from judge.errors import IllegalActionError
from kb.model import parse_rule_number as R

from judge_helpers import build_state, cited_rules, last_action_illegal, play_all


# -- declaring attackers (308, 500) ------------------------------------------------


def test_attacking_taps_the_attacker_and_cites_308_2c() -> None:
    state, actions = build_state(in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"}],
                                 actions=[{"attack": ["wurm"]}])
    play_all(state, actions)
    wurm = state.get("wurm")
    assert (wurm.tapped, wurm.attacking, state.step) == (True, True, "declare_attackers")
    event = [e for e in state.events if e.kind == "attack"][0]
    assert event.text == "Alice declares Craw Wurm as an attacker; it becomes tapped."
    assert event.rules == (R("308.2a"), R("308.2c"), R("308.2g"))


def test_serra_angel_attacks_without_tapping() -> None:
    state, actions = build_state(in_play=[{"id": "angel", "card": "Serra Angel", "controller": "Alice"}],
                                 actions=[{"attack": ["angel"]}])
    play_all(state, actions)
    assert state.get("angel").tapped is False and state.get("angel").attacking is True


@pytest.mark.parametrize(("perm", "rules"), [
    ({"card": "Wall of Stone"}, {"308.2a"}),
    ({"card": "Hill Giant", "tapped": True}, {"308.2a"}),
    ({"card": "Hill Giant", "sick": True}, {"308.2a", "212.3d"}),
    ({"name": "Pacifist", "types": ["creature"], "power": 1, "toughness": 1,
      "abilities": ["can't attack"]}, {"500.2"}),
])
def test_creatures_that_cannot_attack(perm: dict[str, object], rules: set[str]) -> None:
    error = last_action_illegal(in_play=[{"id": "x", "controller": "Alice", **perm}], actions=[{"attack": ["x"]}])
    assert rules <= {str(r) for r in error.rules}


def test_haste_creature_attacks_the_turn_it_comes_into_play() -> None:
    state, actions = build_state(in_play=[{"id": "gob", "card": "Raging Goblin", "controller": "Alice",
                                           "sick": True}], actions=[{"attack": ["gob"]}])
    play_all(state, actions)
    assert state.get("gob").attacking
    assert {"502.5b", "212.3d"} <= cited_rules(state)


def test_only_the_active_player_attacks() -> None:
    error = last_action_illegal(in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
                          actions=[{"attack": ["giant"]}])
    assert R("308.2a") in error.rules


def test_attackers_cannot_be_declared_twice() -> None:
    error = last_action_illegal(in_play=[{"id": "a", "card": "Hill Giant", "controller": "Alice"},
                                   {"id": "b", "card": "Grizzly Bears", "controller": "Alice"}],
                          actions=[{"attack": ["a"]}, {"attack": ["b"]}])
    assert R("308.1") in error.rules


def test_no_attackers_skips_blockers_and_damage_308_4() -> None:
    state, actions = build_state(in_play=[{"id": "a", "card": "Hill Giant", "controller": "Alice"}],
                                 actions=[{"attack": []}, {"pass": True}])
    play_all(state, actions)
    assert state.step == "end_of_combat"
    assert "308.4" in cited_rules(state)


# -- declaring blockers (309, 501, 502) -----------------------------------------------


def _block(attacker: dict[str, object], blocker: dict[str, object], bob_land: str | None = None
           ) -> IllegalActionError | None:
    in_play = [{"id": "att", "controller": "Alice", **attacker}, {"id": "blk", "controller": "Bob", **blocker}]
    if bob_land:
        in_play.append({"id": "land", "card": bob_land, "controller": "Bob"})
    state, actions = build_state(in_play=in_play, actions=[{"attack": ["att"]}, {"block": {"blk": "att"}}])
    state.apply(actions[0])
    try:
        state.apply(actions[1])
    except IllegalActionError as error:
        return error
    assert state.get("blk").blocking == ["att"] and state.get("att").blocked
    return None


@pytest.mark.parametrize(("attacker", "blocker", "land", "rule"), [
    ({"card": "Serra Angel"}, {"card": "Grizzly Bears"}, None, "502.4b"),
    ({"card": "Soltari Foot Soldier"}, {"card": "Grizzly Bears"}, None, "502.8b"),
    ({"card": "Grizzly Bears"}, {"card": "Soltari Foot Soldier"}, None, "502.8b"),
    ({"card": "Severed Legion"}, {"card": "Grizzly Bears"}, None, "502.25b"),
    ({"card": "River Boa"}, {"card": "Grizzly Bears"}, "Island", "502.6b"),
    ({"card": "White Knight"}, {"card": "Severed Legion"}, None, "502.7f"),
    ({"name": "Rider", "types": ["creature"], "power": 2, "toughness": 2, "abilities": ["horsemanship"]},
     {"card": "Serra Angel"}, None, "502.17b"),
    ({"name": "Ghost", "types": ["creature"], "power": 2, "toughness": 2, "abilities": ["unblockable"]},
     {"card": "Grizzly Bears"}, None, "501.1"),
    ({"card": "Grizzly Bears"}, {"card": "Goblin Piker"}, None, "500.3"),
    ({"card": "Grizzly Bears"}, {"card": "Hill Giant", "tapped": True}, None, "309.2a"),
])
def test_illegal_blocks_cite_their_rule(attacker: dict[str, object], blocker: dict[str, object],
                                         land: str | None, rule: str) -> None:
    error = _block(attacker, blocker, land)
    assert error is not None and R(rule) in error.rules


@pytest.mark.parametrize(("attacker", "blocker"), [
    ({"card": "Serra Angel"}, {"card": "Giant Spider"}),
    ({"card": "Serra Angel"}, {"card": "Serra Angel"}),
    ({"card": "Soltari Foot Soldier"}, {"card": "Soltari Foot Soldier"}),
    ({"card": "Severed Legion"}, {"card": "Black Knight"}),
    ({"card": "Severed Legion"}, {"name": "Ornithopter", "types": ["artifact", "creature"], "power": 0,
                                  "toughness": 2, "abilities": ["flying"]}),
    ({"card": "River Boa"}, {"card": "Grizzly Bears"}),
    ({"card": "Hill Giant"}, {"card": "Wall of Stone"}),
])
def test_legal_blocks(attacker: dict[str, object], blocker: dict[str, object]) -> None:
    assert _block(attacker, blocker) is None


def test_a_creature_blocks_only_one_attacker() -> None:
    error = last_action_illegal(in_play=[{"id": "a", "card": "Hill Giant", "controller": "Alice"},
                                   {"id": "b", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "w", "card": "Wall of Stone", "controller": "Bob"}],
                          actions=[{"attack": ["a", "b"]}, {"block": {"w": ["a", "b"]}}])
    assert R("309.2a") in error.rules


# -- combat damage (310, 502.2, 502.9, 502.28) ---------------------------------------


def test_unblocked_attacker_damages_the_defending_player() -> None:
    state, actions = build_state(in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"}],
                                 actions=[{"attack": ["wurm"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 14
    assert {"310.2b", "310.4", "408.1g"} <= cited_rules(state)


def test_combat_damage_goes_on_the_stack_and_a_response_is_possible() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        alice={"hand": ["Giant Growth"]},
        actions=[{"attack": ["bears"]}, {"block": {"giant": "bears"}}, {"advance": "combat_damage"}])
    play_all(state, actions)
    assert [o.kind for o in state.stack] == ["combat_damage"]
    assert state.stack[0].assignments == [("bears", "giant", 2), ("giant", "bears", 3)]


def test_first_strike_kills_before_the_regular_damage_step() -> None:
    state, actions = build_state(
        in_play=[{"id": "knight", "card": "White Knight", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob", "damage": 1}],
        actions=[{"attack": ["knight"]}, {"block": {"giant": "knight"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.find("giant") is None
    assert state.get("knight").damage == 0
    assert {"310.5", "502.2b"} <= cited_rules(state)


def test_double_strike_deals_damage_twice() -> None:
    state, actions = build_state(in_play=[{"id": "ace", "card": "Fencing Ace", "controller": "Alice"}],
                                 actions=[{"attack": ["ace"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 18
    assert "502.28b" in cited_rules(state)


def test_trample_assigns_lethal_then_the_rest_to_the_player() -> None:
    state, actions = build_state(
        in_play=[{"id": "wurm", "name": "Trampler", "types": ["creature"], "power": 6, "toughness": 6,
                  "abilities": ["trample"], "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob", "damage": 1}],
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 15  # 1 lethal (502.9b counts damage already there), 5 tramples over
    assert "502.9b" in cited_rules(state)


def test_trample_needs_lethal_damage_to_every_blocker() -> None:
    error = last_action_illegal(
        in_play=[{"id": "wurm", "name": "Trampler", "types": ["creature"], "power": 6, "toughness": 6,
                  "abilities": ["trample"], "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm"}}, {"assign": {"wurm": {"bears": 1, "Bob": 5}}}])
    assert error.rules == (R("502.9b"),)


def test_assignment_must_equal_power() -> None:
    error = last_action_illegal(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm"}}, {"assign": {"wurm": {"bears": 2}}}])
    assert R("310.2a") in error.rules


def test_blocked_creature_without_trample_cannot_hit_the_player() -> None:
    error = last_action_illegal(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm"}}, {"assign": {"wurm": {"bears": 2, "Bob": 4}}}])
    assert R("310.2c") in error.rules


def test_custom_assignment_among_two_blockers() -> None:
    state, actions = build_state(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm", "giant": "wurm"}},
                 {"assign": {"wurm": {"bears": 0, "giant": 6}}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.find("giant") is None and state.get("bears").damage == 0


def test_removed_blocker_leaves_attacker_blocked_without_trample_306_2() -> None:
    state, actions = build_state(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Unsummon"]},
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm"}},
                 {"play": {"card": "Unsummon", "targets": ["bears"]}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 20 and state.get("wurm").blocked
    assert "310.2c" in cited_rules(state)


def test_combat_damage_from_a_creature_that_left_play_is_still_dealt_310_4a() -> None:
    state, actions = build_state(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        alice={"hand": ["Unsummon"]},
        actions=[{"attack": ["bears"]}, {"block": {"giant": "bears"}}, {"advance": "combat_damage"},
                 {"play": {"card": "Unsummon", "targets": ["bears"]}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.get("giant").damage == 2
    assert {"310.4a", "310.4c"} <= cited_rules(state)


def test_end_of_combat_removes_creatures_from_combat_311_2() -> None:
    state, actions = build_state(in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"}],
                                 actions=[{"attack": ["wurm"]}, {"advance": "postcombat_main"}])
    play_all(state, actions)
    assert state.get("wurm").attacking is False and state.step == "postcombat_main"


# -- banding, rampage, flanking -------------------------------------------------------


def test_banding_blocks_the_whole_band_502_10e() -> None:
    state, actions = build_state(
        in_play=[{"id": "hero", "card": "Benalish Hero", "controller": "Alice"},
                 {"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        actions=[{"attack": [["hero", "wurm"]]}, {"block": {"giant": "hero"}},
                 {"assign": {"giant": {"hero": 0, "wurm": 3}}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.get("wurm").blocked and state.get("wurm").damage == 3 and state.get("hero").damage == 0
    assert {"502.10b", "502.10e", "502.10h"} <= cited_rules(state)


def test_a_band_holds_at_most_one_creature_without_banding() -> None:
    error = last_action_illegal(in_play=[{"id": "a", "card": "Hill Giant", "controller": "Alice"},
                                   {"id": "b", "card": "Craw Wurm", "controller": "Alice"}],
                          actions=[{"attack": [["a", "b"]]}])
    assert R("502.10b") in error.rules


def test_rampage_counts_blockers_beyond_the_first() -> None:
    state, actions = build_state(
        in_play=[{"id": "pack", "card": "Wolverine Pack", "controller": "Alice"},
                 {"id": "b1", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "b2", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "b3", "card": "Llanowar Elves", "controller": "Bob"}],
        actions=[{"attack": ["pack"]}, {"block": {"b1": "pack", "b2": "pack", "b3": "pack"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.power_toughness("pack") == (6, 8)
    assert {"502.12a", "502.12b", "410.2", "410.9a"} <= cited_rules(state)


def test_flanking_gives_each_blocker_without_flanking_minus_one() -> None:
    state, actions = build_state(
        in_play=[{"id": "lancer", "card": "Suq'Ata Lancer", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        actions=[{"attack": ["lancer"]}, {"block": {"giant": "lancer"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.power_toughness("giant") == (2, 2)
    assert "502.3a" in cited_rules(state)


def test_a_blocker_with_banding_lets_the_defender_assign_the_attackers_damage_502_10h() -> None:
    state, actions = build_state(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "hero", "card": "Benalish Hero", "controller": "Bob"},
                 {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
        actions=[{"attack": ["wurm"]}, {"block": {"hero": "wurm", "wall": "wurm"}},
                 {"assign": {"wurm": {"hero": 0, "wall": 6}, "by": "Bob"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.get("hero").damage == 0 and state.get("wall").damage == 6
    assert "502.10h" in cited_rules(state)


def test_the_attacker_cannot_assign_when_the_defender_chooses() -> None:
    error = last_action_illegal(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "hero", "card": "Benalish Hero", "controller": "Bob"}],
        actions=[{"attack": ["wurm"]}, {"block": {"hero": "wurm"}}, {"assign": {"wurm": {"hero": 6}, "by": "Alice"}}])
    assert R("502.10h") in error.rules


# -- trample counts all damage assigned at the same time (502.9b, 502.9e) ----------

_HERO = {"id": "hero", "card": "Benalish Hero", "controller": "Alice"}
_BRUTE = {"id": "brute", "name": "Trampling Brute", "mana_cost": "{2}{G}", "types": ["creature"],
          "power": 3, "toughness": 3, "abilities": ["trample"], "controller": "Alice"}
_BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}


@pytest.mark.parametrize("order", [[_HERO, _BRUTE, _BEARS], [_BRUTE, _HERO, _BEARS]], ids=["hero-first", "brute-first"])
def test_trample_lethal_counts_a_later_attackers_damage_502_9e(order: list[dict[str, object]]) -> None:
    state, actions = build_state(in_play=order, actions=[
        {"attack": [["hero", "brute"]]}, {"block": {"bears": "hero"}},
        {"assign": {"hero": {"bears": 1}, "brute": {"bears": 1, "Bob": 2}, "bears": {"brute": 2}}},
        {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 18
    assert state.find("bears") is None
    assert {"502.9b", "502.9e"} <= cited_rules(state)


@pytest.mark.parametrize("order", [[_HERO, _BRUTE, _BEARS], [_BRUTE, _HERO, _BEARS]], ids=["hero-first", "brute-first"])
def test_trample_short_of_lethal_with_all_damage_is_illegal_in_any_order_502_9b(order: list[dict[str, object]]) -> None:
    err = last_action_illegal(in_play=order, actions=[
        {"attack": [["hero", "brute"]]}, {"block": {"bears": "hero"}},
        {"assign": {"hero": {"bears": 1}, "brute": {"Bob": 3}}}])
    assert err.rules == (R("502.9b"),)
    assert "Grizzly Bears would not be assigned lethal damage" in str(err)


def test_thorn_elemental_may_choose_to_assign_to_its_blocker_310_2e() -> None:
    thorn = {"id": "thorn", "name": "Thorn Elemental", "mana_cost": "{5}{G}{G}", "types": ["creature"], "power": 7,
             "toughness": 7, "controller": "Alice", "abilities": [
                 "You may have Thorn Elemental deal its combat damage to defending player as though it weren't blocked."]}
    state, actions = build_state(version=2, in_play=[thorn, {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}],
                                 actions=[{"attack": ["thorn"]}, {"block": {"wall": "thorn"}},
                                          {"advance": "end_of_combat"}, {"choose": {"may": False}}])
    state.apply(actions[0])
    state.apply(actions[1])
    state.apply(actions[2], [actions[3].choice] if actions[3].choice is not None else [])
    assert state.player("Bob").life == 20 and state.get("wall").damage == 7
    choice = next(e for e in state.events if e.kind == "choice")
    assert "chooses not to have Thorn Elemental" in choice.text and choice.rules == (R("310.2e"),)
