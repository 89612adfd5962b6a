"""Session 36's engine forms: "{T}: this deals 1 damage to each other creature without flying" (Fire Ants; each
creature dealt damage at once, 413.2f, the source itself not among them); Lurking Evil runs whole ("pay half your
life, rounded up", its cost read since session 35; a life total below 0 counted as 0, 104.2); "until end of turn,
whenever a player gains life, that player loses 2 life for each 1 life he or she gained" (False Cure: a delayed
triggered ability with a stated duration, 404.4, 404.4b, triggering on every gain of the turn, 410.2); "whenever a card
is put into an opponent's graveyard from anywhere" (Vulturous Zombie: one hook for every way a card reaches a
graveyard, destroyed, sacrificed, discarded, milled, countered or resolved, once for each card, 410.2; from play looking
back, 410.10d); "all creatures are black" (Darkest Hour) and "all nonland permanents are the chosen color" (Shifting Sky: its own choice as it comes into play,
410.10e, a color-changing effect in layer 5, 418.5a); "gain control of target creature until end of turn" (Chamber of
Manipulation's granted ability: layer 2, 418.3a, 418.5a; an attacker removed from combat, 306.2); a gain of life
replaced (419.1a): "that player gains no life instead" (Sulfuric Vortex), "if a spell or ability would cause its
controller to gain life, that player loses that much life instead" (Rain of Gore); "when you have 10 or less life, if
this is an enchantment, ..." (Opal Avenger: a state trigger, 410.11, with an intervening "if", 410.8)."""

from __future__ import annotations

import pytest

from judge.cards import card_named
from judge.errors import IllegalActionError
from judge.game import GameState
from judge.trigger_text import parse_trigger
from judge_helpers import cited_rules, event_texts, play_choosing

CONVERTED = ("Fire Ants", "Lurking Evil", "False Cure", "Vulturous Zombie", "Shifting Sky",
             "Darkest Hour", "Chamber of Manipulation",
             "Rain of Gore", "Sulfuric Vortex", "Opal Avenger")


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_cards_run_whole(name: str) -> None:
    card = card_named(name)
    assert card is not None and card.runs and not card.not_run


# -- "deals N damage to each other creature with(out) flying" (Fire Ants) -----------------------------------------

def test_fire_ants_deals_1_damage_to_each_other_creature_without_flying() -> None:
    state = play_choosing(in_play=[{"id": "ants", "card": "Fire Ants", "controller": "Alice"},
                                   {"id": "ants2", "card": "Fire Ants", "controller": "Bob"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "birds", "card": "Birds of Paradise", "controller": "Bob"}],
                          actions=[{"activate": {"source": "ants"}}, {"resolve": "all"}])
    assert state.get("ants").damage == 0 and state.get("bears").damage == 1 and state.get("birds").damage == 0
    assert state.find("ants2") is None and "Fire Ants" in state.player("Bob").graveyard  # 2/1, dealt 1 (420.5c)
    assert state.get("ants").tapped
    assert "420.5c" in cited_rules(state)


# -- Lurking Evil runs whole (its half-life cost, 409.1f, 104.1) ----------------------------------------------------

def test_lurking_evil_of_the_pool_pays_half_the_life_rounded_up_and_becomes_a_4_4_flying_horror() -> None:
    state = play_choosing(alice={"life": 13}, in_play=[{"id": "evil", "card": "Lurking Evil", "controller": "Alice"}],
                          actions=[{"activate": {"source": "evil"}}, {"resolve": "all"}])
    assert state.player("Alice").life == 6
    assert event_texts(state, "life") == ["Alice pays 7 life (half of 13, rounded up) for Lurking Evil's ability (now 6)."]
    chars = state.chars("evil")
    assert (chars.types, chars.subtypes, (chars.power, chars.toughness), chars.has("flying")) == (
        ("creature",), ("Horror",), (4, 4), True)


def test_lurking_evil_at_0_life_under_platinum_angel_pays_0_life() -> None:
    # 0 life: half of it is 0, and zero life can always be paid (the glossary's "Costs"); Platinum Angel keeps
    # its controller in the game (420.5a doesn't apply)
    state = play_choosing(alice={"life": 0}, in_play=[{"id": "evil", "card": "Lurking Evil", "controller": "Alice"},
                                                      {"id": "angel", "card": "Platinum Angel", "controller": "Alice"}],
                          actions=[{"activate": {"source": "evil"}}, {"resolve": "all"}])
    assert state.player("Alice").life == 0 and not state.player("Alice").lost
    assert event_texts(state, "life") == ["Alice pays 0 life (half of 0, rounded up) for Lurking Evil's ability (now 0)."]
    assert state.chars("evil").is_creature


# -- "until end of turn, whenever a player gains life, ..." (False Cure; 404.4, 404.4b, 410.2) ----------------------

def _false_cure(*actions: dict[str, object], bob_life: int = 20) -> GameState:
    return play_choosing(alice={"hand": ["False Cure", "Beacon of Immortality"]}, bob={"life": bob_life, "hand": ["Healing Salve"]},
                         actions=[{"play": {"card": "False Cure"}}, {"resolve": "all"}, *actions])


def test_false_cure_makes_a_player_lose_2_life_for_each_1_life_gained() -> None:
    state = _false_cure({"play": {"card": "Healing Salve", "by": "Bob", "targets": ["Bob"], "mode": 1}}, {"resolve": "all"})
    assert state.player("Bob").life == 17  # 20 + 3 - 6
    assert event_texts(state, "life") == ["Bob gains 3 life (now 23).", "Bob loses 6 life (now 17)."]
    assert event_texts(state, "delayed") == ["Until end of turn, whenever a player gains life, that player loses 2 life "
                                             "for each 1 life he or she gained (False Cure's delayed triggered ability)."]
    assert {"404.4", "404.4b", "410.2"} <= cited_rules(state)


def test_false_cure_triggers_on_each_gain_this_turn_and_beacon_of_immortality_is_a_gain() -> None:
    # Beacon of Immortality doubles the life total by gaining the difference (17 more), so False Cure takes 34
    state = _false_cure({"play": {"card": "Healing Salve", "by": "Bob", "targets": ["Bob"], "mode": 1}}, {"resolve": "all"},
                        {"play": {"card": "Beacon of Immortality", "targets": ["Bob"]}}, {"resolve": "all"})
    assert state.player("Bob").life == 0 and state.player("Bob").lost  # 17 doubled is 34, less 34 (420.5a)
    assert event_texts(state, "life")[2:] == ["Bob's life total is doubled: Bob gains 17 life (now 34).",
                                              "Bob loses 34 life (now 0)."]
    assert "420.5a" in cited_rules(state)


def test_false_cure_ends_with_the_turn() -> None:
    state = _false_cure({"advance": "cleanup"})
    assert [e for e in state.effects if e.kind == "delayed_trigger"] == []


def test_whenever_a_player_or_an_opponent_gains_life_reads_whose_gain() -> None:
    read = [parse_trigger(f"whenever {who} life, draw a card") for who in ("you gain", "a player gains", "an opponent gains")]
    assert [(t.event, t.recipient) if t else None for t in read] == [("gain_life", ""), ("gain_life", "player"),
                                                                     ("gain_life", "opponent")]


def test_ageless_entity_still_counts_only_its_controllers_gain() -> None:
    state = play_choosing(alice={"hand": ["Healing Salve"]}, bob={"hand": ["Healing Salve"]},
                          in_play=[{"id": "entity", "card": "Ageless Entity", "controller": "Alice"}],
                          actions=[{"play": {"card": "Healing Salve", "by": "Bob", "targets": ["Bob"], "mode": 1}},
                                   {"resolve": "all"}])
    assert state.power_toughness("entity") == (4, 4) and state.player("Bob").life == 23


# -- "whenever a card is put into an opponent's graveyard from anywhere" (Vulturous Zombie; 410.2, 410.10d) ----------

_ZOMBIE = {"id": "vz", "card": "Vulturous Zombie", "controller": "Alice"}


def _counters(state: GameState) -> int:
    return state.get("vz").counters.get("+1/+1", 0)


def test_vulturous_zombie_counts_each_card_milled_into_an_opponents_graveyard() -> None:
    state = play_choosing(in_play=[_ZOMBIE, {"id": "stone", "card": "Millstone", "controller": "Alice"}],
                          actions=[{"activate": {"source": "stone", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert _counters(state) == 2 and state.power_toughness("vz") == (5, 5)
    assert len(state.player("Bob").graveyard) == 2 and "410.2" in cited_rules(state)


def test_vulturous_zombie_counts_discarded_cards_and_the_spell_that_made_them_but_not_its_controllers_own() -> None:
    # Hymn to Tourach: two cards of Bob's hand, then Hymn itself into Alice's graveyard (her own: no counter)
    state = play_choosing(alice={"hand": ["Hymn to Tourach"]}, bob={"hand": ["Shock", "Giant Growth", "Shock"]},
                          in_play=[_ZOMBIE], actions=[{"play": {"card": "Hymn to Tourach", "targets": ["Bob"]}},
                                                      {"resolve": "all"}])
    assert len(state.player("Bob").graveyard) == 2 and state.player("Alice").graveyard == ["Hymn to Tourach"]
    assert _counters(state) == 2


def test_vulturous_zombie_counts_a_countered_spell_and_a_resolved_one_of_the_opponent() -> None:
    state = play_choosing(alice={"hand": ["Counterspell"]}, bob={"hand": ["Shock", "Giant Growth"]}, in_play=[_ZOMBIE],
                          actions=[{"play": {"card": "Shock", "by": "Bob", "targets": ["Alice"]}},
                                   {"play": {"card": "Counterspell", "targets": ["Shock"]}}, {"resolve": 1},
                                   {"play": {"card": "Giant Growth", "by": "Bob", "targets": ["vz"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Shock", "Giant Growth"]
    assert _counters(state) == 2


def test_vulturous_zombie_counts_an_opponents_creature_destroyed_with_it_looking_back() -> None:
    # Wildfire (Bob's): 4 damage to each creature; the Zombie (3/3) and Bob's Hill Giant are destroyed at once
    # (420.3), and the Zombie, looking back (410.10d), sees the Giant, the four Mountains sacrificed and Wildfire
    state = play_choosing(bob={"hand": ["Wildfire"]},
                          in_play=[_ZOMBIE, {"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                                   *({"card": "Mountain", "controller": "Bob"} for _ in range(4))],
                          turn={"active": "Bob"}, actions=[{"play": {"card": "Wildfire", "by": "Bob"}}, {"resolve": "all"}])
    assert state.find("vz") is None and state.find("giant") is None
    assert sorted(state.player("Bob").graveyard) == ["Hill Giant", "Mountain", "Mountain", "Mountain", "Mountain",
                                                     "Wildfire"]
    assert sum(1 for e in state.events if e.kind == "trigger" and "Vulturous Zombie's triggered" in e.text) == 6
    assert "410.10d" in cited_rules(state)


def test_vulturous_zombie_ignores_a_token_which_is_no_card() -> None:
    state = play_choosing(bob={"hand": ["Shock"]},
                          in_play=[_ZOMBIE, {"id": "token", "name": "Soldier", "types": ["creature"], "colors": ["white"],
                                             "power": 1, "toughness": 1, "controller": "Bob", "token": True}],
                          actions=[{"play": {"card": "Shock", "by": "Bob", "targets": ["token"]}}, {"resolve": "all"}])
    assert state.find("token") is None and _counters(state) == 1  # Shock's card only


# -- "all creatures are black" (Darkest Hour) and "all nonland permanents are the chosen color" (Shifting Sky; its choice as it comes into play, 410.10e; layer 5,
# 418.5a) ---------------------------------------------------------------------------------------------------------

_SKY_BOARD = [{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
              {"id": "mountain", "card": "Mountain", "controller": "Alice"}]


def test_shifting_sky_makes_every_nonland_permanent_the_chosen_color() -> None:
    state = play_choosing(alice={"hand": ["Shifting Sky"]}, in_play=_SKY_BOARD,
                          actions=[{"play": {"card": "Shifting Sky"}}, {"resolve": "all"}, {"choose": {"color": "black"}}])
    assert [state.chars(p).colors for p in ("bears", "mountain", "shifting-sky")] == [("black",), (), ("black",)]
    assert "Alice chooses black" in " ".join(event_texts(state, "choice"))


def test_a_creature_made_black_by_shifting_sky_cant_be_terrors_target() -> None:
    with pytest.raises(IllegalActionError) as raised:
        play_choosing(alice={"hand": ["Shifting Sky", "Terror"]}, in_play=_SKY_BOARD,
                      actions=[{"play": {"card": "Shifting Sky"}}, {"resolve": "all"}, {"choose": {"color": "black"}},
                               {"play": {"card": "Terror", "targets": ["bears"]}}])
    assert str(raised.value) == "Terror can't target Grizzly Bears: Grizzly Bears is not a nonartifact, nonblack creature"
    assert [str(r) for r in raised.value.rules] == ["409.1c", "415.5"]


def test_shifting_sky_leaving_play_gives_the_permanents_their_own_colors_back() -> None:
    state = play_choosing(alice={"hand": ["Shifting Sky", "Disenchant"]}, in_play=_SKY_BOARD,
                          actions=[{"play": {"card": "Shifting Sky"}}, {"resolve": "all"}, {"choose": {"color": "red"}},
                                   {"play": {"card": "Disenchant", "targets": ["shifting-sky"]}}, {"resolve": "all"}])
    assert state.chars("bears").colors == ("green",)


def test_darkest_hour_makes_every_creature_black_and_nothing_else() -> None:
    state = play_choosing(in_play=[*_SKY_BOARD, {"id": "hour", "card": "Darkest Hour", "controller": "Bob"},
                                   {"id": "stone", "card": "Millstone", "controller": "Alice"}])
    assert [state.chars(p).colors for p in ("bears", "mountain", "hour", "stone")] == [("black",), (), ("black",), ()]


def test_shifting_sky_after_darkest_hour_wins_by_its_later_timestamp() -> None:
    # both set colors in layer 5; the later timestamp applies last (418.5e)
    state = play_choosing(alice={"hand": ["Shifting Sky"]},
                          in_play=[*_SKY_BOARD, {"id": "hour", "card": "Darkest Hour", "controller": "Bob"}],
                          actions=[{"play": {"card": "Shifting Sky"}}, {"resolve": "all"}, {"choose": {"color": "white"}}])
    assert state.chars("bears").colors == ("white",) and state.chars("hour").colors == ("white",)


# -- "gain control of target creature until end of turn" (Chamber of Manipulation's granted ability; layer 2, 418.3a) --

def _chamber(*more: dict[str, object]) -> GameState:
    return play_choosing(bob={"hand": ["Shock"]}, turn={"active": "Alice", "step": "declare_attackers"},
                         in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Alice"},
                                  {"id": "forest", "card": "Forest", "controller": "Bob"},
                                  {"id": "chamber", "card": "Chamber of Manipulation", "controller": "Bob",
                                   "attached_to": "forest"}],
                         actions=[{"attack": ["giant"]},
                                  {"activate": {"source": "forest", "by": "Bob", "ability": 2, "targets": ["giant"],
                                                "discard": ["Shock"]}}, {"resolve": "all"}, *more])


def test_chamber_of_manipulation_takes_an_attacker_until_end_of_turn_and_out_of_combat() -> None:
    state = _chamber()
    giant = state.get("giant")
    assert state.chars(giant).controller == "Bob" and not giant.attacking
    assert state.player("Bob").graveyard == ["Shock"]
    assert event_texts(state, "control") == [
        "Bob gains control of Hill Giant until end of turn: control in layer 2.",
        "Hill Giant comes under Bob's control (Forest's ability); it is removed from combat."]
    assert {"418.3a", "418.5a", "306.2"} <= cited_rules(state)


def test_chamber_of_manipulations_control_ends_with_the_turn() -> None:
    state = _chamber({"advance": "cleanup"})
    assert state.chars("giant").controller == "Alice"


# -- a gain of life replaced (419.1a): "that player gains no life instead" (Sulfuric Vortex), "if a spell or ability
# would cause its controller to gain life, that player loses that much life instead" (Rain of Gore) ----------------

def test_rain_of_gore_turns_a_gain_its_own_controller_causes_into_a_loss() -> None:
    state = play_choosing(alice={"hand": ["Healing Salve"]}, in_play=[{"id": "gore", "card": "Rain of Gore", "controller": "Bob"}],
                          actions=[{"play": {"card": "Healing Salve", "targets": ["Alice"], "mode": 1}}, {"resolve": "all"}])
    assert state.player("Alice").life == 17
    assert event_texts(state, "life") == ["Alice would gain 3 life, but loses 3 life instead (Rain of Gore; now 17)."]
    assert "419.1a" in cited_rules(state)


def test_rain_of_gore_leaves_a_gain_another_player_causes() -> None:
    # Beacon of Immortality played by Alice on Bob: its controller, Alice, doesn't gain the life, so Bob gains it
    state = play_choosing(alice={"hand": ["Beacon of Immortality"]},
                          in_play=[{"id": "gore", "card": "Rain of Gore", "controller": "Alice"}],
                          actions=[{"play": {"card": "Beacon of Immortality", "targets": ["Bob"]}}, {"resolve": "all"}])
    assert state.player("Bob").life == 40


def test_sulfuric_vortex_stops_every_gain_and_a_replaced_gain_triggers_nothing() -> None:
    state = play_choosing(alice={"hand": ["Healing Salve"]},
                          in_play=[{"id": "vortex", "card": "Sulfuric Vortex", "controller": "Bob"},
                                   {"id": "entity", "card": "Ageless Entity", "controller": "Alice"}],
                          actions=[{"play": {"card": "Healing Salve", "targets": ["Alice"], "mode": 1}}, {"resolve": "all"}])
    assert state.player("Alice").life == 20 and state.power_toughness("entity") == (4, 4)
    assert event_texts(state, "life") == ["Alice would gain 3 life, but gains no life instead (Sulfuric Vortex)."]


def test_sulfuric_vortex_deals_2_damage_to_each_player_in_his_or_her_upkeep() -> None:
    state = play_choosing(turn={"active": "Alice", "step": "untap"},
                          in_play=[{"id": "vortex", "card": "Sulfuric Vortex", "controller": "Bob"}],
                          actions=[{"advance": "draw"}])
    assert (state.player("Alice").life, state.player("Bob").life) == (18, 20)


# -- "when you have 10 or less life, if this is an enchantment, ..." (Opal Avenger: a state trigger, 410.11, with an
# intervening "if", 410.8) -------------------------------------------------------------------------------------

def _opal(life: int, *burn: str) -> GameState:
    actions: list[dict[str, object]] = []
    for card in burn:
        actions += [{"play": {"card": card, "by": "Bob", "targets": ["Alice"]}}, {"resolve": "all"}]
    return play_choosing(alice={"life": life}, bob={"hand": list(burn)},
                         in_play=[{"id": "opal", "card": "Opal Avenger", "controller": "Alice"}], actions=actions)


def test_opal_avenger_becomes_a_3_5_guardian_once_its_controller_has_10_or_less_life() -> None:
    state = _opal(12, "Shock", "Lightning Bolt")
    chars = state.chars("opal")
    assert (chars.types, chars.subtypes, state.power_toughness("opal")) == (("creature",), ("Guardian",), (3, 5))
    assert sum(1 for e in state.events if e.kind == "trigger" and "Opal Avenger" in e.text) == 1  # not again
    assert "410.11" in cited_rules(state) and state.player("Alice").life == 7


def test_opal_avenger_above_10_life_stays_an_enchantment() -> None:
    state = _opal(14, "Shock")
    assert state.chars("opal").types == ("enchantment",) and state.player("Alice").life == 12
