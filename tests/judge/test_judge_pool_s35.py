"""Session 35: the pool cards converted by general grammar, in games with exact outcomes and the
rules the engine cites: "two target" permanents, one instruction each on two different ones (409.1c;
Ashes to Ashes, Argothian Elder, Nomad Decoy), one of them gone as the spell resolves (413.2a);
"remove target <kind> from the game" for every target kind the language reads (Liberate: "target
creature you control"); "you win the game if you control a land of each basic land type and a creature of each color",
checked as it resolves (Coalition Victory; 413.2b, 212.6d, 203.2b), an opponent's Platinum Angel stopping it (103.2); "gain control of all permanents you own; this effect doesn't end"
(Brand; layer 2 for the rest of the game, the permanents locked in as it resolves, 418.3b, 418.5a); "pay half your
life, rounded up" as an activated ability's cost (Lurking Evil's, on a card of the tests' own; 409.1f, 104.1, a life total below 0 counted as 0,
104.2) and a defect fixed on the way: zero life can always be paid, even below zero life (the glossary's "Costs"); creature types added in layer 4 (418.5a):
"this is every creature type" (Mistform Ultimus, a Wall that can't attack, 308.2a) and "each creature with a gold counter
on it is a Wall in addition to its other creature types" with Aurification's counters (410.2); "enchanted creature can
block as though it had flying" (Whip Silk); "counter target spell unless its controller pays {X}; if he or she doesn't,
that player taps all lands with mana abilities he or she controls and empties his or her mana pool" (Power Sink;
409.1b, 413.2b, 406.1); a text change whose "effect doesn't end" (Sleight of Mind, Magical Hack; layer 3, 418.6,
418.3a); Wall of Nets ("at end of combat, remove from the game all creatures blocked by this", linked to it, and
"return all cards removed from the game with this"), and a defect fixed on the way: an "at end of combat" ability
whose source has left play destroys what the source blocked or was blocked by as it last existed (Kjeldoran
Frostbeast; 402.6, 413.2f); "when this has twenty or more charge counters on it, you win the game" (Darksteel Reactor,
a state trigger, 410.11)."""

from __future__ import annotations

import pytest

from judge.abilities import parse_ability
from judge.activated_text import Activated
from judge.cards import card_named
from judge.game import GameState
from judge.effect_text import parse_modes
from judge.instructions import Target
from judge_helpers import cited_rules, event_texts, last_action_illegal, play_choosing

CONVERTED = ("Sonic Seizure", "Ashes to Ashes", "Argothian Elder", "Nomad Decoy", "Liberate", "Coalition Victory", "Brand", "Mistform Ultimus",
             "Aurification", "Whip Silk", "Power Sink", "Sleight of Mind", "Magical Hack",
             "Wall of Nets", "Darksteel Reactor")


@pytest.mark.parametrize("name", CONVERTED)
def test_the_converted_cards_run_whole(name: str) -> None:
    assert card_named(name).runs and not card_named(name).not_run


# -- "two target" (409.1c) -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "op", "kind"), [
    ("remove two target nonartifact creatures from the game", "remove", "nonartifact creature"),
    ("tap two target creatures", "tap", "creature"),
    ("untap two target lands", "untap", "land"),
    ("destroy two target artifacts", "destroy", "artifact"),
])
def test_two_targets_read_as_one_instruction_each_the_second_another(text: str, op: str, kind: str) -> None:
    (mode,) = parse_modes(text)
    assert [(i.op, i.target) for i in mode.instructions] == [(op, Target(kind)), (op, Target(kind, another=True))]


def test_ashes_to_ashes_keeps_its_damage_after_its_two_removals() -> None:
    (mode,) = card_named("Ashes to Ashes").spell
    assert [(i.op, i.who, i.amount) for i in mode.instructions] == [("remove", "target", 0), ("remove", "target", 0),
                                                                    ("damage", "you", 5)]


def _ashes(*more: str) -> list[dict[str, object]]:
    shocks = [{"play": {"card": "Shock", "targets": [target]}} for target in more]
    return [{"play": {"card": "Ashes to Ashes", "targets": ["bears", "elves"]}}, *shocks, {"resolve": "all"}]


def test_ashes_to_ashes_removes_both_targets_and_deals_5_damage_to_its_controller() -> None:
    state = play_choosing(alice={"hand": ["Ashes to Ashes"]},
                          in_play=[{"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          actions=_ashes())
    assert state.player("Bob").removed == ["Grizzly Bears"] and state.player("Alice").removed == ["Llanowar Elves"]
    assert state.player("Alice").life == 15 and state.player("Bob").life == 20
    assert state.player("Alice").graveyard == ["Ashes to Ashes"] and state.player("Bob").graveyard == []


def test_ashes_to_ashes_with_one_target_gone_still_removes_the_other_and_deals_its_damage() -> None:
    # The letters' Armor Thrull: its controller's own target leaves play in response; the spell resolves for
    # the legal target, and its damage to its controller has no target to lose (413.2a).
    state = play_choosing(alice={"hand": ["Ashes to Ashes", "Shock"]},
                          in_play=[{"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          actions=_ashes("elves"))
    assert state.player("Bob").removed == ["Grizzly Bears"] and state.player("Alice").removed == []
    assert state.player("Alice").graveyard == ["Shock", "Llanowar Elves", "Ashes to Ashes"]
    assert state.player("Alice").life == 15
    assert "413.2a" in cited_rules(state)


def test_ashes_to_ashes_with_both_targets_gone_is_countered_and_deals_no_damage() -> None:
    state = play_choosing(alice={"hand": ["Ashes to Ashes", "Shock", "Shock"]},
                          in_play=[{"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                          actions=_ashes("elves", "bears"))
    assert state.player("Alice").life == 20 and state.player("Bob").removed == []
    assert event_texts(state, "counter") == ["Ashes to Ashes is countered on resolution and put into Alice's "
                                               "graveyard: all its targets are illegal."]
    assert {"413.2a", "414.1"} <= cited_rules(state)


def test_ashes_to_ashes_cant_target_one_creature_twice() -> None:
    error = last_action_illegal(alice={"hand": ["Ashes to Ashes"]},
                                in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                actions=[{"play": {"card": "Ashes to Ashes", "targets": ["bears", "bears"]}}])
    assert "the same target can't be chosen multiple times" in str(error)
    assert [str(r) for r in error.rules] == ["409.1c"]


def test_ashes_to_ashes_cant_target_an_artifact_creature() -> None:
    error = last_action_illegal(alice={"hand": ["Ashes to Ashes"]},
                                in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                         {"id": "thopter", "card": "Ornithopter", "controller": "Bob"}],
                                actions=[{"play": {"card": "Ashes to Ashes", "targets": ["bears", "thopter"]}}])
    assert "Ornithopter is not a nonartifact creature" in str(error)
    assert [str(r) for r in error.rules] == ["409.1c", "415.5"]


def test_argothian_elder_untaps_two_target_lands() -> None:
    state = play_choosing(in_play=[{"id": "elder", "card": "Argothian Elder", "controller": "Alice"},
                                   {"id": "f1", "card": "Forest", "controller": "Alice", "tapped": True},
                                   {"id": "f2", "card": "Forest", "controller": "Alice", "tapped": True}],
                          actions=[{"activate": {"source": "elder", "targets": ["f1", "f2"]}}, {"resolve": "all"}])
    assert [state.find(pid).tapped for pid in ("elder", "f1", "f2")] == [True, False, False]  # type: ignore[union-attr]


def test_nomad_decoy_with_threshold_taps_two_target_creatures() -> None:
    state = play_choosing(alice={"graveyard": ["Shock"] * 7},
                          in_play=[{"id": "decoy", "card": "Nomad Decoy", "controller": "Alice"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
                          actions=[{"activate": {"source": "decoy", "ability": 2, "targets": ["bears", "elves"]}},
                                   {"resolve": "all"}])
    assert [state.find(pid).tapped for pid in ("decoy", "bears", "elves")] == [True, True, True]  # type: ignore[union-attr]


# -- "remove target <kind> from the game" ------------------------------------------------------------------

def test_liberate_removes_a_creature_of_its_controller_and_returns_it_at_end_of_turn() -> None:
    state = play_choosing(alice={"hand": ["Liberate"]},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "tapped": True}],
                          actions=[{"play": {"card": "Liberate", "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.find("bears") is None and state.player("Alice").removed == ["Grizzly Bears"]
    returned = play_choosing(alice={"hand": ["Liberate"]},
                             in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "tapped": True}],
                             actions=[{"play": {"card": "Liberate", "targets": ["bears"]}}, {"resolve": "all"},
                                      {"advance": "end_of_turn"}, {"resolve": "all"}])
    (bears,) = [p for p in returned.permanents if p.card.name == "Grizzly Bears"]
    assert bears.controller == "Alice" and not bears.tapped and returned.player("Alice").removed == []
    assert {"217.7a", "404.4", "217.1c"} <= cited_rules(returned)  # a new object, untapped (217.1c)


def test_liberate_cant_target_an_opponents_creature() -> None:
    error = last_action_illegal(alice={"hand": ["Liberate"]},
                                in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
                                actions=[{"play": {"card": "Liberate", "targets": ["bears"]}}])
    assert "Grizzly Bears is not a creature you control" in str(error)


# -- "you win the game if you control ..." (413.2b, 102.3) ------------------------------------------------

_LANDS = [{"id": f"land{n}", "card": card, "controller": "Alice"}
          for n, card in enumerate(["Plains", "Island", "Swamp", "Mountain", "Forest"])]
_CREATURES = [{"id": f"creature{n}", "card": card, "controller": "Alice"}
              for n, card in enumerate(["Savannah Lions", "Merfolk of the Pearl Trident", "Black Knight",
                                        "Raging Goblin", "Grizzly Bears"])]
_VICTORY = [{"play": {"card": "Coalition Victory"}}, {"resolve": "all"}]


def test_coalition_victory_reads_its_condition() -> None:
    (mode,) = card_named("Coalition Victory").spell
    assert [(i.op, i.words) for i in mode.instructions] == [("win_game", "each:land:type&creature:color")]


def test_coalition_victory_wins_with_a_land_of_each_basic_land_type_and_a_creature_of_each_color() -> None:
    state = play_choosing(alice={"hand": ["Coalition Victory"]}, in_play=_LANDS + _CREATURES, actions=_VICTORY)
    assert state.ended and state.player("Bob").lost and not state.player("Alice").lost
    assert event_texts(state, "win") == ["Alice wins the game (Coalition Victory)."]
    assert {"413.2b", "102.3"} <= cited_rules(state)


def test_coalition_victory_does_nothing_without_a_plains_and_a_green_creature() -> None:
    state = play_choosing(alice={"hand": ["Coalition Victory"]}, in_play=_LANDS[1:] + _CREATURES[:4], actions=_VICTORY)
    assert not state.ended and not state.player("Bob").lost
    assert "Coalition Victory does nothing: Alice controls no land with the type Plains and no green creature." \
        in event_texts(state, "resolve")
    assert state.player("Alice").graveyard == ["Coalition Victory"]


def test_coalition_victory_does_nothing_against_an_opponents_platinum_angel() -> None:
    # The letters' case: "can't" beats "can" (103.2)
    angel = {"id": "angel", "card": "Platinum Angel", "controller": "Bob"}
    state = play_choosing(alice={"hand": ["Coalition Victory"]}, in_play=_LANDS + _CREATURES + [angel], actions=_VICTORY)
    assert not state.ended and not state.player("Bob").lost
    assert "103.2" in cited_rules(state)


# -- "gain control of all permanents you own" (418.3b, 418.5a) -------------------------------------------

def test_brand_takes_back_every_permanent_its_controller_owns_tokens_too() -> None:
    # The letters' Hunted Phantasm: a token put into play under the opponent's control by the asker's spell is
    # the asker's (200.4a), so Brand gives it back to him.
    state = play_choosing(alice={"hand": ["Brand"]},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob", "owner": "Alice"},
                                   {"id": "token", "card": "Grizzly Bears", "controller": "Bob", "owner": "Alice",
                                    "token": True},
                                   {"id": "elves", "card": "Llanowar Elves", "controller": "Bob"},
                                   {"id": "lions", "card": "Savannah Lions", "controller": "Alice"}],
                          actions=[{"play": {"card": "Brand"}}, {"resolve": "all"}, {"advance": "next_turn"}])
    assert {p.id: p.controller for p in state.permanents} == {"bears": "Alice", "token": "Alice", "elves": "Bob",
                                                             "lions": "Alice"}
    assert event_texts(state, "control")[-1] == (
        "Alice gains control of every permanent Alice owns for the rest of the game (Grizzly Bears, Grizzly Bears): "
        "control in layer 2; permanents that come into play later aren't affected.")
    assert {"418.3b", "418.5a", "212.3d"} <= cited_rules(state)


def test_brand_with_nothing_to_take_back_changes_no_control() -> None:
    state = play_choosing(alice={"hand": ["Brand"]},
                          in_play=[{"id": "elves", "card": "Llanowar Elves", "controller": "Bob"}],
                          actions=[{"play": {"card": "Brand"}}, {"resolve": "all"}])
    assert state.find("elves").controller == "Bob"  # type: ignore[union-attr]
    assert "(none controlled by another player)" in event_texts(state, "control")[-1]


# -- "pay half your life, rounded up" as a cost (409.1f, 104.1, 104.2) --------------------------------------

#: Lurking Evil's ability on a card of the test's own: the pool keeps Lurking Evil's text in not_run, because the
#: verdict reader reads batch 24's "you're at -10 life" as 10 life and would give a wrong verdict with it.
_EVIL = {"id": "evil", "name": "Lurking Evil", "mana_cost": "{B}{B}{B}", "types": ["enchantment"], "controller": "Alice",
         "abilities": ["pay half your life, rounded up: this becomes a 4/4 Horror creature with flying"]}


def _lurking_evil(life: int, *more: dict[str, object]) -> GameState:
    return play_choosing(alice={"life": life}, in_play=[_EVIL, *more],
                         actions=[{"activate": {"source": "evil"}}, {"resolve": "all"}])


def test_lurking_evil_reads_its_half_life_cost() -> None:
    ability = parse_ability(_EVIL["abilities"][0], "Lurking Evil")  # type: ignore[index]
    assert isinstance(ability, Activated) and (ability.life, ability.life_half, ability.mana_cost) == (0, "up", "")


@pytest.mark.parametrize(("life", "left"), [(20, 10), (7, 3), (2, 1)])
def test_lurking_evil_pays_half_its_controllers_life_rounded_up_and_becomes_a_4_4_horror(life: int, left: int) -> None:
    state = _lurking_evil(life)
    assert state.player("Alice").life == left
    chars = state.chars("evil")
    assert (chars.types, chars.subtypes, (chars.power, chars.toughness), chars.has("flying")) == (
        ("creature",), ("Horror",), (4, 4), True)
    assert event_texts(state, "life") == [f"Alice pays {life - left} life (half of {life}, rounded up) for Lurking "
                                          f"Evil's ability (now {left})."]
    assert {"409.1f", "104.1"} <= cited_rules(state) and "104.2" not in cited_rules(state)


def test_lurking_evil_below_0_life_pays_0_life_which_can_always_be_paid() -> None:
    # The letters' case: at -10 life under Platinum Angel, half of the life total counts it as 0 (104.2); zero
    # life can always be paid, even below zero (the glossary's "Costs"): the life total stays -10.
    state = _lurking_evil(-10, {"id": "angel", "card": "Platinum Angel", "controller": "Alice"})
    assert state.player("Alice").life == -10 and not state.player("Alice").lost
    assert "Alice pays 0 life (half of -10, rounded up) for Lurking Evil's ability (now -10)." in event_texts(state, "life")
    assert state.chars("evil").is_creature
    assert {"104.1", "104.2", "409.1f"} <= cited_rules(state)


def test_more_life_than_a_player_has_still_cant_be_paid() -> None:
    # the zero-life exception is only for zero: Hatred's X = 4 with 3 life stays illegal (409.1f, 409.1h)
    error = last_action_illegal(version=2, alice={"hand": ["Hatred"], "life": 3},
                                in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                                actions=[{"play": {"card": "Hatred", "x": 4, "targets": ["bears"]}}])
    assert [str(r) for r in error.rules] == ["409.1f", "409.1h"]


# -- creature types added in layer 4 (418.5a): "is every creature type", "is a Wall in addition" ----------------

def test_mistform_ultimus_is_every_creature_type_so_a_wall_that_cant_attack() -> None:
    # The letters' case (batch 38): a creature with the creature type Wall can't attack (308.2a)
    state = play_choosing(in_play=[{"id": "ultimus", "card": "Mistform Ultimus", "controller": "Alice"}])
    subtypes = state.chars("ultimus").subtypes
    assert {"Illusion", "Wall", "Goblin", "Elf", "Zombie"} <= set(subtypes) and len(subtypes) == len(set(subtypes))
    error = last_action_illegal(in_play=[{"id": "ultimus", "card": "Mistform Ultimus", "controller": "Alice"}],
                                turn={"active": "Alice", "step": "declare_attackers"}, actions=[{"attack": ["ultimus"]}])
    assert str(error) == "Mistform Ultimus can't attack: Mistform Ultimus is a Wall."
    assert [str(r) for r in error.rules] == ["308.2a", "308.2"]


def test_mistform_ultimus_gets_every_creature_type_lords_bonus() -> None:
    state = play_choosing(in_play=[{"id": "ultimus", "card": "Mistform Ultimus", "controller": "Alice"},
                                   {"id": "king", "card": "Goblin King", "controller": "Bob"}])
    assert state.power_toughness("ultimus") == (4, 4)  # "other Goblins get +1/+1": it is a Goblin too


def _aurification(*more: dict[str, object]) -> list[dict[str, object]]:
    return [{"attack": ["bears"]}, {"advance": "end_of_combat"}, {"resolve": "all"}, *more]


def test_aurification_puts_a_gold_counter_on_a_creature_that_dealt_damage_to_its_controller_a_wall() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "aur", "card": "Aurification", "controller": "Alice"}],
                          turn={"active": "Bob", "step": "precombat_main"}, actions=_aurification())
    bears = state.find("bears")
    assert bears is not None and bears.counters == {"gold": 1} and state.player("Alice").life == 18
    assert state.chars("bears").subtypes == ("Bear", "Wall")
    assert "A gold counter is put on Grizzly Bears (now 1 gold counter)." in event_texts(state, "counters")
    assert "410.2" in cited_rules(state)


def test_aurification_leaving_play_removes_every_gold_counter_and_the_wall_type_goes_with_it() -> None:
    state = play_choosing(alice={"hand": ["Naturalize"]},
                          in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob", "counters": {"gold": 1}},
                                   {"id": "aur", "card": "Aurification", "controller": "Alice"}],
                          actions=[{"play": {"card": "Naturalize", "targets": ["aur"]}}, {"resolve": "all"}])
    bears = state.find("bears")
    assert bears is not None and bears.counters == {} and state.chars("bears").subtypes == ("Bear",)
    assert "All gold counters are removed from all creatures (Grizzly Bears)." in event_texts(state, "counters")


def test_a_gold_counter_with_aurification_in_play_keeps_a_creature_from_attacking() -> None:
    error = last_action_illegal(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob", "counters": {"gold": 1}},
                                         {"id": "aur", "card": "Aurification", "controller": "Alice"}],
                                turn={"active": "Bob", "step": "declare_attackers"}, actions=[{"attack": ["bears"]}])
    assert str(error) == "Grizzly Bears can't attack: Grizzly Bears is a Wall."


def test_whip_silk_lets_its_creature_block_a_flyer() -> None:
    state = play_choosing(in_play=[{"id": "drake", "card": "Wind Drake", "controller": "Bob"},
                                   {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                                   {"id": "silk", "card": "Whip Silk", "controller": "Alice", "attached_to": "bears"}],
                          turn={"active": "Bob", "step": "precombat_main"},
                          actions=[{"attack": ["drake"]}, {"block": {"bears": "drake"}}, {"advance": "end_of_combat"}])
    assert state.find("drake") is None and state.player("Alice").life == 20
    error = last_action_illegal(in_play=[{"id": "drake", "card": "Wind Drake", "controller": "Bob"},
                                         {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
                                turn={"active": "Bob", "step": "precombat_main"},
                                actions=[{"attack": ["drake"]}, {"block": {"bears": "drake"}}])
    assert "502.4" in [str(r) for r in error.rules]


# -- "counter target spell unless its controller pays {X}; if he or she doesn't, ..." (413.2b) --------------------

def _sink(pay: bool | None, x: int = 3) -> GameState:
    answer = {} if pay is None else {"choose": {"pay": pay}}
    return play_choosing(alice={"hand": ["Shock"]}, bob={"hand": ["Power Sink"]},
                         in_play=[{"id": "mountain", "card": "Mountain", "controller": "Alice", "tapped": True},
                                  {"id": "forest", "card": "Forest", "controller": "Alice"},
                                  {"id": "wall", "card": "Wall of Wood", "controller": "Alice"},
                                  {"id": "island", "card": "Island", "controller": "Bob"}],
                         actions=[{"play": {"card": "Shock", "targets": ["Bob"]}},
                                  {"play": {"card": "Power Sink", "targets": ["Shock"], "x": x, "by": "Bob", **answer}},
                                  {"resolve": "all"}])


def test_power_sink_not_paid_counters_and_taps_the_players_lands_with_mana_abilities() -> None:
    state = _sink(False)
    assert state.player("Alice").graveyard == ["Shock"] and state.player("Bob").life == 20
    assert [state.find(pid).tapped for pid in ("forest", "wall", "island")] == [True, False, False]  # type: ignore[union-attr]
    assert event_texts(state, "tap") == ["Alice didn't pay for Power Sink, so Alice taps all lands with mana abilities "
                                         "Alice controls (Forest) and empties Alice's mana pool."]
    assert event_texts(state, "choice") == ["Alice doesn't pay {3} for Power Sink."]
    assert {"409.1b", "413.2b", "406.1", "414.1"} <= cited_rules(state)


def test_power_sink_paid_counters_nothing_and_taps_nothing_more() -> None:
    state = _sink(None)
    assert state.player("Bob").life == 18 and state.player("Alice").graveyard == ["Shock"]
    assert state.find("forest").tapped is False  # type: ignore[union-attr]
    assert event_texts(state, "choice") == ["Alice chooses to pay {3} for Power Sink (the default: a player pays when "
                                            "able)."]


# -- "change the text ...; this effect doesn't end" (layer 3, 418.6; no end, 418.3a) ----------------------------------

def test_sleight_of_mind_changes_protection_from_black_to_white_for_the_rest_of_the_game() -> None:
    state = play_choosing(alice={"hand": ["Sleight of Mind"]},
                          in_play=[{"id": "order", "card": "Order of Leitbur", "controller": "Alice"}],
                          actions=[{"play": {"card": "Sleight of Mind", "targets": ["order"],
                                             "choose": {"words": ["black", "white"]}}},
                                   {"resolve": "all"}, {"advance": "next_turn"}, {"advance": "next_turn"}])
    assert [k.text for k in state.chars("order").keywords] == ["protection from white"]
    assert {"418.6", "418.6a", "418.5a"} <= cited_rules(state)


def test_magical_hack_reads_as_a_basic_land_type_text_change() -> None:
    (mode,) = card_named("Magical Hack").spell
    assert [(i.op, i.words, i.target) for i in mode.instructions] == [
        ("text_change", "basic land type", Target("spell or permanent"))]


# -- Wall of Nets, and an "at end of combat" ability whose source has left play (402.6, 413.2f) --------------------

def _nets(*more: dict[str, object]) -> GameState:
    return play_choosing(in_play=[{"id": "beast", "card": "Kjeldoran Frostbeast", "controller": "Bob"},
                                  {"id": "wall", "card": "Wall of Nets", "controller": "Alice"}, *more],
                         turn={"active": "Bob", "step": "precombat_main"},
                         actions=[{"attack": ["beast"]}, {"block": {"wall": "beast"}}, {"advance": "end_of_combat"},
                                  {"resolve": "all"}])


def test_wall_of_nets_removes_the_frostbeast_which_still_destroys_the_wall_and_then_returns() -> None:
    # The letters' case (batch 23): both trigger at end of combat; the active player's goes on the stack first
    # (410.3), so the Wall's resolves first and removes the Frostbeast, linked to the Wall; the Frostbeast's
    # ability still destroys what it was blocked by, as it last existed (402.6, 413.2f); the Wall's leaves-play
    # ability returns the Frostbeast, a new object (217.1c).
    state = _nets()
    assert state.player("Alice").graveyard == ["Wall of Nets"] and state.player("Bob").removed == []
    assert [p.card.name for p in state.permanents] == ["Kjeldoran Frostbeast"]
    assert event_texts(state, "removed") == ["Kjeldoran Frostbeast is removed from the game."]
    assert {"410.3", "402.6", "413.2f", "217.1c"} <= cited_rules(state)


def test_wall_of_nets_keeps_the_creature_it_removed_while_it_stays_in_play() -> None:
    state = play_choosing(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                                   {"id": "wall", "card": "Wall of Nets", "controller": "Alice"}],
                          turn={"active": "Bob", "step": "precombat_main"},
                          actions=[{"attack": ["bears"]}, {"block": {"wall": "bears"}}, {"advance": "end_of_combat"},
                                   {"resolve": "all"}])
    assert state.player("Bob").removed == ["Grizzly Bears"] and state.find("wall") is not None
    assert state.find("wall").removed_with == ("card:Bob:Grizzly Bears",)  # type: ignore[union-attr]


# -- "when this has twenty or more charge counters on it" (a state trigger, 410.11) --------------------------------

def test_darksteel_reactor_wins_as_its_twentieth_charge_counter_is_put_on_it() -> None:
    state = play_choosing(in_play=[{"id": "reactor", "card": "Darksteel Reactor", "controller": "Alice",
                                    "counters": {"charge": 19}}],
                          actions=[{"advance": "next_turn"}, {"advance": "next_turn"}, {"resolve": "all"}])
    assert state.ended and state.player("Bob").lost and state.find("reactor").counters == {"charge": 20}  # type: ignore[union-attr]
    assert {"410.11", "102.3"} <= cited_rules(state)


def test_darksteel_reactor_with_nineteen_counters_doesnt_trigger() -> None:
    state = play_choosing(in_play=[{"id": "reactor", "card": "Darksteel Reactor", "controller": "Alice",
                                    "counters": {"charge": 19}}], actions=[{"pass": True}])
    assert not state.ended and "410.11" not in cited_rules(state)
