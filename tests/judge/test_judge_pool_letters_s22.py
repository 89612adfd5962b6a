"""Pool cards run whole in session 22: the not-run cards the development letters and questions
name most, by the families of phrases they share: local enchantments of permanents other than
creatures ("enchant permanent", "enchant artifact": Confiscate, Steal Artifact, 212.4c), "this
comes into play with X (N) ... counters on it" (Ivy Elemental, 410.10e), "whenever a player cycles a
card" with "you may pay {1}; if you do" and a delayed "return it to play ... at end of turn" (Astral
Slide, Lightning Rift, Stoic Champion, 404.4), costs of tapping N untapped permanents of a kind
(Skirk Fire Marshal, Earthcraft, Birchlore Rangers, 409.1f) and basic or nonbasic lands as targets
(Wasteland, 205.4b), "whenever an artifact (a land, an enchantment) is put into a graveyard from play"
(Disciple of the Vault, 410.10d), "this attacks each turn if able" and "can't be blocked by Walls"
(Juggernaut, 500.1-500.4), "whenever this deals combat damage to a player, ... target card in that
player's graveyard" (Scion of Darkness, Zombie Cannibal), a cost of removing the permanent itself from
the game and "remove all creatures from the game; at end of turn, return those cards" (Planar Guide),
imprinting a card from hand and playing a copy of it (Isochron Scepter, 502.34, 503.12), "whenever a
player plays a spell with converted mana cost equal to the number of charge counters on this, counter
that spell" (Chalice of the Void, 410.2), "return enchanted creature and this to their owners' hands"
(Disappear), "whenever you play an instant or sorcery spell, you may pay {3}; if you do, copy that spell"
(Mirari, 503.10), targets of a creature type ("target Beast", "target Elf or Soldier", "target Zombie
card in your graveyard": Krosan Warchief, Grassland Crusader, Lord of the Undead, the Charms), mana
abilities that add one of two colors and deal 1 damage to their controller (Karplusan Forest, Grand
Coliseum, 406.1), upkeep triggers that work from the graveyard (Squee, Genesis, 402.8), lands that become colored
creatures with a keyword (Treetop Village, Faerie Conclave, 418.5a); each played
in a scenario (format v2) with exact outcomes and the rules it cites."""

from __future__ import annotations

import pytest

from judge_helpers import board_of, cited_rules, event_texts, last_action_illegal, play_choosing

from judge.abilities import Static, parse_ability
from judge.cards import card_pool
from judge.errors import IllegalActionError
from judge.game import GameState

MAIN = {"active": "Alice", "step": "precombat_main"}
BOBS_MAIN = {"active": "Bob", "step": "precombat_main"}

#: The cards this session runs whole.
CONVERTED = (
    "Confiscate", "Steal Artifact", "Ivy Elemental", "Astral Slide", "Lightning Rift", "Stoic Champion",
    "Skirk Fire Marshal", "Earthcraft", "Birchlore Rangers", "Voice of the Woods",
    "Zombie Trailblazer", "Wasteland", "Disciple of the Vault", "Juggernaut",
    "Scion of Darkness", "Zombie Cannibal", "Planar Guide", "Isochron Scepter",
    "Chalice of the Void", "Disappear", "Mirari", "Grassland Crusader", "Fever Charm", "Misery Charm",
    "Krosan Warchief", "Krosan Groundshaker", "Lord of the Undead", "Karplusan Forest", "Grand Coliseum",
    "Squee, Goblin Nabob", "Genesis", "Treetop Village", "Faerie Conclave",
)


def test_the_cards_run_whole() -> None:
    pool = card_pool()
    assert [name for name in CONVERTED if pool[name].not_run or not pool[name].runs] == []
    assert (pool["Confiscate"].enchants, pool["Steal Artifact"].enchants) == ("permanent", "artifact")
    assert pool["Control Magic"].enchants == "creature"


# -- local enchantments of any permanent (212.4c, 418.5a layer 2) -------------------------------

def test_confiscate_takes_an_anthem_and_with_it_the_bonus() -> None:
    """Confiscate on Bob's Glorious Anthem: Alice controls the Anthem (layer 2), so her Bears get
    +1/+1 and Bob's Giant doesn't."""
    state = play_choosing(
        in_play=[{"id": "anthem", "card": "Glorious Anthem", "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        alice={"hand": ["Confiscate"], "mana_pool": "{4}{U}"}, turn=MAIN,
        actions=[{"play": {"card": "Confiscate", "targets": ["anthem"]}}, {"resolve": "all"}])
    assert board_of(state) == {"anthem": ("Alice", (None, None)), "bears": ("Alice", (3, 3)),
                             "giant": ("Bob", (3, 3)), "confiscate": ("Alice", (None, None))}
    assert event_texts(state, "play") == ["Alice plays Confiscate targeting Glorious Anthem; it goes on the stack."]
    assert event_texts(state, "control") == ["Glorious Anthem comes under Alice's control (Confiscate)."]
    assert {"415.3", "212.4d", "418.5a"} <= cited_rules(state)


def test_disenchanting_confiscate_gives_the_land_back() -> None:
    """Confiscate on Bob's Forest, then Bob's Disenchant on Confiscate: the control effect ends
    with it, and the Forest is Bob's again (418.5a)."""
    state = play_choosing(
        in_play=[{"id": "forest", "card": "Forest", "controller": "Bob"}],
        alice={"hand": ["Confiscate"], "mana_pool": "{4}{U}"}, bob={"hand": ["Disenchant"], "mana_pool": "{1}{W}"},
        turn=MAIN,
        actions=[{"play": {"card": "Confiscate", "targets": ["forest"]}}, {"resolve": "all"},
                 {"play": {"card": "Disenchant", "targets": ["confiscate"], "by": "Bob"}}, {"resolve": "all"}])
    assert board_of(state) == {"forest": ("Bob", (None, None))}
    assert state.player("Alice").graveyard == ["Confiscate"]
    assert event_texts(state, "control") == [
        "Forest comes under Alice's control (Confiscate).",
        "Forest comes under Bob's control (the control-changing effect ended)."]


def test_steal_artifact_takes_an_artifact_creature() -> None:
    state = play_choosing(
        in_play=[{"id": "thopter", "card": "Ornithopter", "controller": "Bob"}],
        alice={"hand": ["Steal Artifact"], "mana_pool": "{2}{U}{U}"}, turn=MAIN,
        actions=[{"play": {"card": "Steal Artifact", "targets": ["thopter"]}}, {"resolve": "all"}])
    assert board_of(state) == {"thopter": ("Alice", (0, 2)), "steal-artifact": ("Alice", (None, None))}
    assert state.get("steal-artifact").attached_to == "thopter"


def test_steal_artifact_cant_target_a_creature_that_isnt_an_artifact() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Steal Artifact"], "mana_pool": "{2}{U}{U}"}, turn=MAIN,
        actions=[{"play": {"card": "Steal Artifact", "targets": ["bears"]}}])
    assert str(err) == "Steal Artifact can't target Grizzly Bears: Grizzly Bears is not an artifact"
    assert [str(r) for r in err.rules] == ["409.1c", "415.5"]


def test_control_magic_still_cant_target_an_artifact() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "ring", "card": "Sol Ring", "controller": "Bob"}],
        alice={"hand": ["Control Magic"], "mana_pool": "{2}{U}{U}"}, turn=MAIN,
        actions=[{"play": {"card": "Control Magic", "targets": ["ring"]}}])
    assert str(err) == "Control Magic can't target Sol Ring: Sol Ring is not a creature"


# -- "this comes into play with X (N) counters on it" (410.10e, 419.1b, 409.1b) ---------------------

@pytest.mark.parametrize(("x", "board", "graveyard"), [
    (3, {"ivy-elemental": ("Alice", (3, 3))}, []),
    (0, {}, ["Ivy Elemental"]),
])
def test_ivy_elemental_comes_into_play_with_x_counters(
        x: int, board: dict[str, tuple[str, tuple[int, int]]], graveyard: list[str]) -> None:
    """Ivy Elemental is 0/0: with X=3 it comes into play as a 3/3 (the counters are part of the
    event, 410.10e); with X=0 it is a 0/0 and is put into the graveyard (420.5b)."""
    state = play_choosing(alice={"hand": ["Ivy Elemental"], "mana_pool": "{3}{G}"}, turn=MAIN, enforce_costs=True,
                          actions=[{"play": {"card": "Ivy Elemental", "x": x}}, {"resolve": "all"}])
    assert board_of(state) == board and state.player("Alice").graveyard == graveyard
    assert event_texts(state, "counters") == [
        f"Ivy Elemental comes into play with {x} +1/+1 counter{'s' * (x != 1)} on it (X is {x})."]
    assert {"409.1b", "410.10e", "419.1b"} <= cited_rules(state)
    assert ("420.5b" in cited_rules(state)) == (x == 0)


def test_ivy_elemental_survives_a_shock_with_x_2_and_the_anthem() -> None:
    state = play_choosing(
        in_play=[{"id": "anthem", "card": "Glorious Anthem", "controller": "Alice"}],
        alice={"hand": ["Ivy Elemental"], "mana_pool": "{2}{G}"}, bob={"hand": ["Shock"], "mana_pool": "{R}"},
        turn=MAIN,
        actions=[{"play": {"card": "Ivy Elemental", "x": 2}}, {"resolve": "all"},
                 {"play": {"card": "Shock", "targets": ["ivy-elemental"], "by": "Bob"}}, {"resolve": "all"}])
    assert state.power_toughness("ivy-elemental") == (3, 3) and state.get("ivy-elemental").damage == 2


def test_counters_of_other_kinds_and_counts_read() -> None:
    seven = parse_ability("this comes into play with seven +1/+0 counters on it")
    charge = parse_ability("This comes into play with X charge counters on it")
    assert isinstance(seven, Static) and (seven.kind, seven.power, seven.words, seven.condition) == (
        "enters_with_counters", 7, "+1/+0", "")
    assert isinstance(charge, Static) and (charge.kind, charge.power, charge.words, charge.condition) == (
        "enters_with_counters", 0, "charge", "x")


def test_a_creature_with_seven_plus_1_plus_0_counters_is_7_1() -> None:
    """A 0/1 with "this comes into play with seven +1/+0 counters on it" (Clockwork Beast's words),
    defined inline: a 7/1; a +1/+0 counter raises power only (418.5a, layer 6)."""
    beast = {"name": "Clockwork Test", "mana_cost": "{6}", "types": ["artifact", "creature"], "power": 0,
             "toughness": 1, "abilities": ["this comes into play with seven +1/+0 counters on it"]}
    state = play_choosing(alice={"hand": [beast], "mana_pool": "{6}"}, turn=MAIN,
                          actions=[{"play": {"card": "Clockwork Test"}}, {"resolve": "all"}])
    assert board_of(state) == {"clockwork-test": ("Alice", (7, 1))}
    assert state.get("clockwork-test").counters == {"+1/+0": 7}


# -- "whenever a player cycles a card" (410.2, 502.18a) ----------------------------------------------

def _cycling(actions: list[object], bears_owner: str = "Alice", alice_tapped: bool = False, **parts: object) -> GameState:
    """Alice's Astral Slide and Lightning Rift; Alice cycles Spark Spray ({R}) with two Mountains
    untapped for it and the Rift's {1} (the second one tapped with *alice_tapped*)."""
    return play_choosing(
        in_play=[{"id": "slide", "card": "Astral Slide", "controller": "Alice"},
                 {"id": "rift", "card": "Lightning Rift", "controller": "Alice"},
                 {"id": "m1", "card": "Mountain", "controller": "Alice"},
                 {"id": "m2", "card": "Mountain", "controller": "Alice", "tapped": alice_tapped},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": bears_owner, "counters": {"+1/+1": 1}}],
        alice={"hand": ["Spark Spray"], "library": ["Island", "Forest"]}, turn=MAIN, actions=actions, enforce_costs=True,
        **parts)


def test_astral_slide_and_lightning_rift_both_trigger_on_a_cycle() -> None:
    """Alice cycles Spark Spray: both enchantments trigger (410.2), the Slide targeting her
    Grizzly Bears and the Rift Bob. The Rift's {1} is paid as it resolves (413.2b) and Bob takes
    2; the Bears are removed from the game and return at end of turn as a new object (217.1c),
    without their +1/+1 counter."""
    state = _cycling([{"cycle": "Spark Spray"}, {"choose": {"targets": ["bears"]}}, {"choose": {"targets": ["Bob"]}},
                      {"resolve": "all"}, {"advance": "end_of_turn"}, {"resolve": "all"}])
    assert state.player("Bob").life == 18 and state.player("Alice").hand == ["Island"]
    assert board_of(state)["grizzly-bears"] == ("Alice", (2, 2)) and state.player("Alice").removed == []
    assert event_texts(state, "removed") == ["Grizzly Bears is removed from the game."]
    assert event_texts(state, "delayed") == ["A delayed triggered ability is created: at end of turn, return Grizzly Bears "
                                        "to play under its owner's control."]
    assert event_texts(state, "comes_into_play")[-1] == "Grizzly Bears returns to play under Alice's control (id grizzly-bears)."
    assert [e.text for e in state.events if e.kind == "trigger"][-1] == (
        "Astral Slide's delayed triggered ability is put on the stack.")
    assert {"410.2", "502.18a", "404.4", "404.4a", "404.4b", "313.1", "217.1c", "217.7a", "413.2b"} <= cited_rules(state)


def test_lightning_rift_without_untapped_mana_doesnt_pay() -> None:
    """Both Mountains pay for something else first: the Rift's controller can't pay {1} as it
    resolves (costs enforced), so it deals no damage (413.2b)."""
    state = _cycling([{"cycle": "Spark Spray"}, {"choose": {"targets": ["bears"]}}, {"choose": {"targets": ["Bob"]}},
                      {"resolve": "all"}], alice_tapped=True)
    assert state.player("Bob").life == 20
    assert event_texts(state, "choice")[0] == ("Alice doesn't pay {1} and can't for Lightning Rift's triggered ability "
                                          "(the default: a player pays when able).")


def test_declining_the_rifts_payment_and_the_slides_may_does_nothing() -> None:
    """{1} not paid: the Rift deals no damage (413.2b); "you may" declined: nothing is removed and
    no delayed ability is created (404.4a)."""
    state = _cycling([{"cycle": "Spark Spray"}, {"choose": {"targets": ["bears"]}}, {"choose": {"targets": ["Bob"]}},
                      {"resolve": "all"}, {"choose": {"pay": False}}, {"choose": {"may": False}}])
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 20)
    assert board_of(state)["bears"] == ("Alice", (3, 3)) and event_texts(state, "delayed") == []
    assert event_texts(state, "choice") == [
        "Alice doesn't pay {1} for Lightning Rift's triggered ability.",
        "Alice chooses not to follow \"you may\" of Astral Slide's triggered ability."]


def test_an_opponents_cycle_triggers_the_slide_and_the_champion() -> None:
    """Bob cycles on his turn: Alice's Astral Slide removes his Hill Giant (the default target: an
    opponent's permanent) and Stoic Champion gets +2/+2; at Bob's end of turn the Giant returns
    under its owner's control."""
    state = play_choosing(
        in_play=[{"id": "slide", "card": "Astral Slide", "controller": "Alice"},
                 {"id": "champion", "card": "Stoic Champion", "controller": "Alice"},
                 {"id": "m1", "card": "Mountain", "controller": "Bob"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        bob={"hand": ["Spark Spray"], "library": ["Island", "Forest"]}, turn=BOBS_MAIN,
        actions=[{"cycle": "Spark Spray"}, {"resolve": "all"}, {"attack": []}, {"advance": "end_of_turn"},
                 {"resolve": "all"}])
    assert board_of(state) == {"slide": ("Alice", (None, None)), "champion": ("Alice", (4, 4)),
                             "m1": ("Bob", (None, None)), "hill-giant": ("Bob", (3, 3))}
    assert event_texts(state, "pump") == ["Stoic Champion gets +2/+2 until end of turn (now 4/4)."]
    assert event_texts(state, "comes_into_play") == ["Hill Giant returns to play under Bob's control (id hill-giant)."]


def test_a_token_removed_by_the_slide_never_returns() -> None:
    """A token removed from the game ceases to exist (216.3): no delayed ability is created."""
    state = play_choosing(
        in_play=[{"id": "slide", "card": "Astral Slide", "controller": "Alice"},
                 {"id": "m1", "card": "Mountain", "controller": "Alice"},
                 {"id": "token", "card": "Grizzly Bears", "controller": "Bob", "token": True}],
        alice={"hand": ["Spark Spray"], "library": ["Island"]}, turn=MAIN,
        actions=[{"cycle": "Spark Spray"}, {"resolve": "all"}, {"advance": "end_of_turn"}, {"resolve": "all"}])
    assert state.find("token") is None and event_texts(state, "delayed") == []
    assert event_texts(state, "removed") == ["Grizzly Bears is removed from the game."]


# -- "tap N untapped [kind] you control" as a cost (409.1f, 212.3d) --------------------------------------

def _goblins(count: int) -> list[dict[str, object]]:
    return [{"id": f"g{n}", "card": "Raging Goblin", "controller": "Alice"} for n in range(count)]


def test_skirk_fire_marshal_taps_five_goblins_and_burns_everything_but_itself() -> None:
    """Skirk Fire Marshal (summoning sick: no {T} in the cost, 212.3d) and four Raging Goblins are
    tapped; 10 damage to each creature and each player: the Goblins and Bob's Giant die (420.5c),
    both players go to 10, and protection from red prevents the damage to the Marshal (502.7e)."""
    state = play_choosing(
        in_play=[{"id": "marshal", "card": "Skirk Fire Marshal", "controller": "Alice", "sick": True}, *_goblins(4),
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        turn=MAIN, actions=[{"activate": {"source": "marshal", "ability": 1}}, {"resolve": "all"}])
    assert board_of(state) == {"marshal": ("Alice", (2, 2))} and state.get("marshal").tapped
    assert (state.player("Alice").life, state.player("Bob").life) == (10, 10)
    assert state.player("Alice").graveyard == ["Raging Goblin"] * 4 and state.player("Bob").graveyard == ["Hill Giant"]
    assert event_texts(state, "tap") == ["Alice taps Raging Goblin, Raging Goblin, Raging Goblin, Raging Goblin, Skirk Fire "
                                    "Marshal to pay for Skirk Fire Marshal's ability (the default: the first ones)."]
    assert event_texts(state, "prevent") == ["10 damage Skirk Fire Marshal would deal to Skirk Fire Marshal is prevented: "
                                        "Skirk Fire Marshal has protection from red."]
    assert {"409.1f", "502.7e", "420.5c"} <= cited_rules(state)


def test_skirk_fire_marshal_with_four_goblins_cant_pay() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "marshal", "card": "Skirk Fire Marshal", "controller": "Alice"}, *_goblins(3)],
        turn=MAIN, actions=[{"activate": {"source": "marshal", "ability": 1}}])
    assert str(err) == ("Alice controls no 5 untapped Goblins to tap for Skirk Fire Marshal's ability (it controls 4; "
                        "the cost taps 5)")
    assert [str(r) for r in err.rules] == ["409.1f", "409.1h"]


def test_earthcraft_taps_a_new_creature_to_untap_a_basic_land() -> None:
    state = play_choosing(
        in_play=[{"id": "craft", "card": "Earthcraft", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "sick": True},
                 {"id": "forest", "card": "Forest", "controller": "Alice", "tapped": True}],
        turn=MAIN, actions=[{"activate": {"source": "craft", "ability": 1, "targets": ["forest"]}}, {"resolve": "all"}])
    assert (state.get("bears").tapped, state.get("forest").tapped) == (True, False)
    assert event_texts(state, "untap") == ["Forest becomes untapped."]


def test_earthcraft_cant_untap_a_nonbasic_land() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "craft", "card": "Earthcraft", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                            {"id": "taiga", "card": "Taiga", "controller": "Alice", "tapped": True}],
        turn=MAIN, actions=[{"activate": {"source": "craft", "ability": 1, "targets": ["taiga"]}}])
    assert str(err) == "Earthcraft's ability can't target Taiga: Taiga is not a basic land"
    assert [str(r) for r in err.rules] == ["409.1c", "415.5"]


def test_wasteland_destroys_a_nonbasic_land() -> None:
    state = play_choosing(
        in_play=[{"id": "waste", "card": "Wasteland", "controller": "Alice"},
                 {"id": "taiga", "card": "Taiga", "controller": "Bob"}],
        turn=MAIN, actions=[{"activate": {"source": "waste", "ability": 2, "targets": ["taiga"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Alice").graveyard == ["Wasteland"]
    assert state.player("Bob").graveyard == ["Taiga"]


def test_birchlore_rangers_is_a_mana_ability_tapping_itself_and_an_elf() -> None:
    """Both summoning sick: the cost has no {T} (212.3d); a mana ability, it doesn't use the stack (406.4)."""
    state = play_choosing(
        in_play=[{"id": "rangers", "card": "Birchlore Rangers", "controller": "Alice", "sick": True},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Alice", "sick": True}],
        turn=MAIN, actions=[{"activate": {"source": "rangers", "ability": 1}}, {"choose": {"color": "blue"}}])
    assert state.player("Alice").mana == {"U": 1} and state.stack == []
    assert (state.get("rangers").tapped, state.get("elves").tapped) == (True, True)
    assert event_texts(state, "mana") == ["Alice plays Birchlore Rangers's mana ability (tapping Llanowar Elves, Birchlore "
                                     "Rangers) and adds {U} to his or her mana pool; it doesn't use the stack."]


def test_ancestors_prophet_reads_and_runs_whole() -> None:
    """The ability language reads Ancestor's Prophet's line; the pool runs it whole since session 22's
    second engine round (tests/judge/test_judge_pool_letters_s22b.py plays it; Akroma's Devoted, its
    Cleric kin, runs whole since session 28)."""
    line = "tap five untapped Clerics you control: you gain 10 life"
    assert card_pool()["Ancestor's Prophet"].not_run == () and card_pool()["Ancestor's Prophet"].runs
    prophet = parse_ability(line)
    assert (getattr(prophet, "tap_kind"), getattr(prophet, "tap_count")) == ("Cleric", 5)


def test_voice_of_the_woods_makes_a_7_7_trampler() -> None:
    state = play_choosing(
        in_play=[{"id": "voice", "card": "Voice of the Woods", "controller": "Alice"}]
        + [{"id": f"e{n}", "card": "Llanowar Elves", "controller": "Alice"} for n in range(4)],
        turn=MAIN, actions=[{"activate": {"source": "voice", "ability": 1}}, {"resolve": "all"}])
    assert board_of(state)["elemental"] == ("Alice", (7, 7))
    assert state.chars(state.get("elemental")).has("trample")


# -- "whenever an artifact is put into a graveyard from play" (410.10d) ------------------------------------

#: A sorcery that destroys every artifact, defined inline (format v2).
SHATTER_ALL = {"name": "Artifact Storm", "mana_cost": "{2}{R}{R}", "types": ["sorcery"], "text": "destroy all artifacts"}


def _disciples(actions: list[object], **parts: object) -> GameState:
    return play_choosing(
        in_play=[{"id": "da", "card": "Disciple of the Vault", "controller": "Alice"},
                 {"id": "db", "card": "Disciple of the Vault", "controller": "Bob"}]
        + [{"id": f"ring{n}", "card": "Sol Ring", "controller": "Alice" if n < 3 else "Bob"} for n in range(5)],
        turn=MAIN, actions=actions, **parts)


def test_two_disciples_and_five_artifacts_the_active_player_loses() -> None:
    """The letter: both players at 5, each with a Disciple of the Vault, five artifacts destroyed
    on Alice's turn. Each Disciple triggers five times; Alice's go on the stack first, Bob's on
    top (410.3), so Bob's resolve first and Alice loses at 0 (420.5a) with hers still waiting."""
    state = _disciples([{"play": {"card": "Artifact Storm"}}, {"resolve": "all"}],
                       alice={"life": 5, "hand": [SHATTER_ALL], "mana_pool": "{2}{R}{R}"}, bob={"life": 5})
    assert (state.player("Alice").life, state.player("Bob").life) == (0, 5)
    assert state.player("Alice").lost and not state.player("Bob").lost
    triggers = [e.text for e in state.events if e.kind == "trigger"]
    assert len(triggers) == 10 and triggers[0].startswith(
        "Disciple of the Vault's triggered ability is put on the stack targeting Bob (for Sol Ring put into a graveyard)")
    assert triggers[5].startswith("Disciple of the Vault's triggered ability is put on the stack targeting Alice")
    assert event_texts(state, "life") == [f"Alice loses 1 life (now {n})." for n in (4, 3, 2, 1, 0)]
    assert {"410.3", "410.10d", "420.5a"} <= cited_rules(state)


def test_a_creature_dying_doesnt_trigger_the_disciple() -> None:
    state = play_choosing(
        in_play=[{"id": "da", "card": "Disciple of the Vault", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Lightning Bolt"], "mana_pool": "{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Lightning Bolt", "targets": ["bears"]}}, {"resolve": "all"}])
    assert state.player("Bob").graveyard == ["Grizzly Bears"] and state.player("Bob").life == 20
    assert event_texts(state, "trigger") == []


def test_the_disciples_may_declined_costs_nothing() -> None:
    state = play_choosing(
        in_play=[{"id": "da", "card": "Disciple of the Vault", "controller": "Alice"},
                 {"id": "ring", "card": "Sol Ring", "controller": "Bob"}],
        alice={"hand": ["Shatter"], "mana_pool": "{1}{R}"}, turn=MAIN,
        actions=[{"play": {"card": "Shatter", "targets": ["ring"]}}, {"resolve": "all"}, {"choose": {"may": False}}])
    assert state.player("Bob").life == 20 and state.player("Bob").graveyard == ["Sol Ring"]
    assert event_texts(state, "choice") == ["Alice chooses not to follow \"you may\" of Disciple of the Vault's triggered ability."]


def test_a_land_put_into_a_graveyard_triggers_a_land_watcher() -> None:
    """The same trigger for a land, on an inline card: Wasteland's sacrifice counts (410.10d)."""
    watcher = {"id": "watch", "name": "Land Watcher", "mana_cost": "{2}", "types": ["artifact"], "controller": "Alice",
               "abilities": ["whenever a land is put into a graveyard from play, you gain 1 life"]}
    state = play_choosing(
        in_play=[watcher,
                 {"id": "waste", "card": "Wasteland", "controller": "Bob"},
                 {"id": "taiga", "card": "Taiga", "controller": "Alice"}],
        turn=BOBS_MAIN, actions=[{"activate": {"source": "waste", "ability": 2, "targets": ["taiga"]}}, {"resolve": "all"}])
    assert state.player("Alice").life == 22
    assert state.player("Alice").graveyard == ["Taiga"] and state.player("Bob").graveyard == ["Wasteland"]


# -- "this attacks each turn if able", "this can't be blocked by Walls" (500.1-500.4) ---------------------

def _juggernaut(*extra: dict[str, object], sick: bool = False) -> list[dict[str, object]]:
    return [{"id": "jug", "card": "Juggernaut", "controller": "Alice", "sick": sick},
            {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
            {"id": "wall", "card": "Wall of Stone", "controller": "Bob"}, *extra]


@pytest.mark.parametrize("actions", [[{"attack": ["bears"]}], [{"advance": "end_of_turn"}]],
                         ids=["attacking without it", "declaring no attackers"])
def test_juggernaut_must_attack_when_able(actions: list[object]) -> None:
    err = last_action_illegal(version=2, in_play=_juggernaut(), turn=MAIN, actions=actions)
    assert str(err) == "Juggernaut attacks each turn if able, and it is able to: it must be declared as an attacker"
    assert [str(r) for r in err.rules] == ["500.1", "500.2", "500.4", "308.2"]


@pytest.mark.parametrize("extra, sick", [
    ((), True),  # it can't attack: the requirement asks nothing (500.4)
    ({"id": "prop", "card": "Propaganda", "controller": "Bob"}, False),  # a cost to attack exempts it (500.2)
], ids=["summoning sick", "a cost to attack"])
def test_juggernaut_need_not_attack_when_unable_or_taxed(extra: dict[str, object] | tuple[()], sick: bool) -> None:
    state = play_choosing(in_play=_juggernaut(*([extra] if extra else []), sick=sick), turn=MAIN,
                          actions=[{"advance": "end_of_turn"}])
    assert event_texts(state, "skip") == ["Alice declares no attackers: the declare blockers and combat damage steps are "
                                     "skipped."]


def test_a_wall_cant_block_juggernaut() -> None:
    err = last_action_illegal(version=2, in_play=_juggernaut(), turn=MAIN,
                              actions=[{"attack": ["jug"]}, {"block": {"wall": "jug"}}])
    assert str(err) == "Wall of Stone can't block Juggernaut: Juggernaut can't be blocked by Walls."
    assert [str(r) for r in err.rules][:2] == ["500.1", "500.3"]


def test_juggernaut_attacks_and_kills_the_bears_that_block() -> None:
    state = play_choosing(
        in_play=_juggernaut({"id": "bob-bears", "card": "Grizzly Bears", "controller": "Bob"}), turn=MAIN,
        actions=[{"attack": ["jug"]}, {"block": {"bob-bears": "jug"}}, {"advance": "combat_damage"}, {"resolve": "all"}])
    assert state.get("jug").damage == 2 and state.player("Bob").graveyard == ["Grizzly Bears"]
    assert state.player("Bob").life == 20


# -- "whenever this deals combat damage to a player, ... that player's graveyard" (410.2, 310.4) ----------

def _unblocked(attacker: str, alice_graveyard: tuple[str, ...] = (), target: str = "") -> GameState:
    """*attacker* unblocked; its trigger targets *target* (by default, the first legal card)."""
    choices = [{"choose": {"targets": [target]}}] if target else []
    return play_choosing(
        in_play=[{"id": "it", "card": attacker, "controller": "Alice"}],
        alice={"graveyard": list(alice_graveyard)}, bob={"graveyard": ["Hill Giant", "Shock"]}, turn=MAIN,
        actions=[{"attack": ["it"]}, {"advance": "combat_damage"}, {"resolve": 1}, *choices, {"resolve": "all"}])


def test_scion_of_darkness_puts_the_damaged_players_creature_card_into_play_under_its_controller() -> None:
    """6 combat damage to Bob (310.4); the trigger targets a creature card in his graveyard and puts
    it into play under Alice's control, Bob still its owner (217.1a)."""
    state = _unblocked("Scion of Darkness")
    assert state.player("Bob").life == 14 and state.player("Bob").graveyard == ["Shock"]
    giant = state.get("hill-giant")
    assert (giant.controller, giant.owner, state.power_toughness("hill-giant")) == ("Alice", "Bob", (3, 3))
    assert event_texts(state, "trigger")[0].startswith("Scion of Darkness's triggered ability is put on the stack targeting "
                                                  "Hill Giant in Bob's graveyard (that player: Bob)")
    assert {"310.4", "410.4", "217.1a"} <= cited_rules(state)


def test_scion_of_darkness_cant_target_its_controllers_own_graveyard() -> None:
    with pytest.raises(IllegalActionError) as raised:
        _unblocked("Scion of Darkness", alice_graveyard=("Craw Wurm",), target="Craw Wurm")
    err = raised.value
    assert str(err) == ("Scion of Darkness's triggered ability can't target Craw Wurm in Alice's graveyard: Craw Wurm is "
                        "in Alice's own graveyard, not an opponent's")
    assert [str(r) for r in err.rules] == ["415.5", "410.4"]


def test_zombie_cannibal_removes_a_card_from_the_damaged_players_graveyard() -> None:
    state = _unblocked("Zombie Cannibal", target="Shock")
    assert state.player("Bob").life == 19
    assert (state.player("Bob").graveyard, state.player("Bob").removed) == (["Hill Giant"], ["Shock"])
    assert event_texts(state, "removed") == ["Shock is removed from the game from Bob's graveyard."]


# -- Planar Guide: a cost of removing itself; "those cards" returned at end of turn (404.4) ------------

def test_planar_guide_removes_every_creature_and_returns_the_cards_at_end_of_turn() -> None:
    """Planar Guide is removed from the game as the cost (409.1f) and stays there; every creature
    is removed; the token ceases to exist (216.3, 420.5f); at end of turn Alice's Bears (their
    counters gone: a new object, 217.1c) and Bob's Giant (4/4 with Bob's Anthem) return under
    their owners' control."""
    state = play_choosing(
        in_play=[{"id": "guide", "card": "Planar Guide", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice", "counters": {"+1/+1": 2}},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                 {"id": "tok", "card": "Grizzly Bears", "controller": "Bob", "token": True},
                 {"id": "anthem", "card": "Glorious Anthem", "controller": "Bob"}], turn=MAIN,
        actions=[{"activate": {"source": "guide", "ability": 1}}, {"resolve": "all"}, {"advance": "end_of_turn"},
                 {"resolve": "all"}])
    assert board_of(state) == {"anthem": ("Bob", (None, None)), "grizzly-bears": ("Alice", (2, 2)),
                             "hill-giant": ("Bob", (4, 4))}
    assert (state.player("Alice").removed, state.player("Bob").removed) == (["Planar Guide"], [])
    assert event_texts(state, "delayed") == ["A delayed triggered ability is created: at end of turn, return Grizzly Bears "
                                        "and Hill Giant to play under their owners' control."]
    assert event_texts(state, "comes_into_play") == ["Grizzly Bears returns to play under Alice's control (id grizzly-bears).",
                                                "Hill Giant returns to play under Bob's control (id hill-giant)."]
    assert event_texts(state, "activate")[0].endswith("(paying {3}{W} and removing it from the game); it goes on the stack.")
    assert {"409.1f", "402.6", "217.7a", "216.3", "404.4", "217.1c"} <= cited_rules(state)


# -- Isochron Scepter: imprint from hand (502.34a), play a copy while the ability resolves (503.12) ------

def _scepter(*actions: dict[str, object], hand: tuple[str, ...] = ("Shock", "Lightning Bolt", "Afflict")) -> GameState:
    return play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Isochron Scepter", *hand]}, turn=MAIN,
        actions=[{"play": {"card": "Isochron Scepter"}}, {"resolve": 1}, *actions])


def test_isochron_scepter_imprints_a_bolt_and_plays_copies_of_it() -> None:
    """Lightning Bolt is removed from Alice's hand and imprinted; the Scepter's ability plays a
    copy of it without paying its mana cost (503.12), which deals 3 to Bob and ceases to exist as it
    leaves the stack (503.10a); the Bolt stays imprinted."""
    state = _scepter({"choose": {"object": "Lightning Bolt"}},
                     {"activate": {"source": "isochron-scepter", "ability": 1}}, {"resolve": 1},
                     {"choose": {"targets": ["Bob"]}}, {"resolve": "all"})
    alice = state.player("Alice")
    assert state.player("Bob").life == 17 and state.get("isochron-scepter").tapped
    assert (alice.hand, alice.removed, alice.graveyard) == (["Shock", "Afflict"], ["Lightning Bolt"], [])
    assert state.get("isochron-scepter").imprinted is not None
    assert event_texts(state, "removed") == ["Alice removes Lightning Bolt in his or her hand from the game; it is imprinted "
                                        "on Isochron Scepter."]
    assert event_texts(state, "play")[-1] == ("Alice plays a copy of Lightning Bolt without paying its mana cost targeting "
                                         "Bob; it goes on the stack.")
    assert event_texts(state, "copy") == ["The copy of Lightning Bolt ceases to exist as it leaves the stack."]
    assert {"502.34a", "502.34b", "503.12", "503.10a"} <= cited_rules(state)


def test_isochron_scepter_by_default_imprints_the_first_instant_it_allows_and_shocks_a_creature() -> None:
    """By default: the first instant card with converted mana cost 2 or less (Shock), and the copy's
    target the first legal one, an opponent's permanent first: Bob's Bears die (420.5c)."""
    state = _scepter({"activate": {"source": "isochron-scepter", "ability": 1}}, {"resolve": "all"})
    assert state.player("Alice").removed == ["Shock"] and state.player("Bob").graveyard == ["Grizzly Bears"]


def test_isochron_scepter_cant_imprint_a_card_too_costly() -> None:
    state = _scepter({"choose": {"object": "Afflict"}}, hand=("Afflict",))
    assert state.player("Alice").hand == ["Afflict"] and state.get("isochron-scepter").imprinted is None
    assert event_texts(state, "resolve")[-1] == ("Isochron Scepter's triggered ability removes nothing: Alice has no Afflict "
                                            "in hand that it allows.")


# -- Chalice of the Void: X charge counters; "counter that spell" (410.2, 414.1) -------------------------

def _chalice(x: int, *actions: dict[str, object]) -> GameState:
    return play_choosing(
        in_play=[{"id": "m1", "card": "Mountain", "controller": "Bob"}, {"id": "f1", "card": "Forest", "controller": "Alice"},
                 {"id": "f2", "card": "Forest", "controller": "Alice"}],
        alice={"hand": ["Chalice of the Void", "Grizzly Bears"], "mana_pool": "{C}" * (2 * x)},
        bob={"hand": ["Lightning Bolt"]}, turn=MAIN, enforce_costs=True,
        actions=[{"play": {"card": "Chalice of the Void", "x": x}}, {"resolve": "all"}, *actions])


def test_chalice_of_the_void_for_1_counters_a_bolt() -> None:
    """X=1: two mana paid, one charge counter (410.10e); Bob's Lightning Bolt (converted mana cost
    1) triggers it as it is played and is countered before it can resolve (410.2, 414.1)."""
    state = _chalice(1, {"play": {"card": "Lightning Bolt", "targets": ["Alice"], "by": "Bob"}}, {"resolve": "all"})
    assert state.player("Alice").life == 20 and state.player("Bob").graveyard == ["Lightning Bolt"]
    assert state.get("chalice-of-the-void").counters == {"charge": 1}
    assert event_texts(state, "trigger") == ["Chalice of the Void's triggered ability is put on the stack (that spell: "
                                        "Lightning Bolt)."]
    assert event_texts(state, "counter") == ["Lightning Bolt is countered and put into Bob's graveyard."]
    assert {"409.1b", "410.10e", "410.2", "414.1"} <= cited_rules(state)


def test_chalice_of_the_void_for_1_lets_a_2_mana_spell_resolve() -> None:
    state = _chalice(1, {"play": {"card": "Grizzly Bears"}}, {"resolve": "all"})
    assert board_of(state)["grizzly-bears"] == ("Alice", (2, 2)) and event_texts(state, "trigger") == []


def test_chalice_of_the_void_for_0_counters_nothing_that_costs_1() -> None:
    state = _chalice(0, {"play": {"card": "Lightning Bolt", "targets": ["Alice"], "by": "Bob"}}, {"resolve": "all"})
    assert state.player("Alice").life == 17 and state.get("chalice-of-the-void").counters == {}


# -- Disappear: "return enchanted creature and this to their owners' hands" (217.1a) ---------------------

def test_disappear_returns_the_creature_and_itself_to_their_owners_hands() -> None:
    state = play_choosing(
        in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                 {"id": "dis", "card": "Disappear", "controller": "Alice", "attached_to": "giant"}],
        turn=MAIN, actions=[{"activate": {"source": "dis", "ability": 1}}, {"resolve": "all"}])
    assert board_of(state) == {}
    assert (state.player("Alice").hand, state.player("Bob").hand) == (["Disappear"], ["Hill Giant"])
    assert event_texts(state, "bounce") == ["Hill Giant is returned to Bob's hand.", "Disappear is returned to Alice's hand."]


def test_disappear_gone_before_its_ability_resolves_still_returns_the_creature() -> None:
    """Disenchanted in response: the ability still returns the creature Disappear last enchanted
    (last known information, 402.6); Disappear itself is in the graveyard."""
    state = play_choosing(
        in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"},
                 {"id": "dis", "card": "Disappear", "controller": "Alice", "attached_to": "giant"}],
        bob={"hand": ["Disenchant"]}, turn=MAIN,
        actions=[{"activate": {"source": "dis", "ability": 1}},
                 {"play": {"card": "Disenchant", "targets": ["dis"], "by": "Bob"}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Alice").graveyard == ["Disappear"]
    assert state.player("Bob").hand == ["Hill Giant"]
    assert event_texts(state, "bounce") == ["Hill Giant is returned to Bob's hand."]


# -- Mirari: "you may pay {3}; if you do, copy that spell and you may choose new targets" (503.10) ---------

def _mirari(*actions: dict[str, object], caster: str = "Alice") -> GameState:
    return play_choosing(
        in_play=[{"id": "mirari", "card": "Mirari", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}]
        + [{"id": f"m{n}", "card": "Mountain", "controller": caster} for n in range(4)],
        alice={"hand": ["Lightning Bolt"]}, bob={"hand": ["Lightning Bolt"]}, turn=MAIN, enforce_costs=True,
        actions=[{"play": {"card": "Lightning Bolt", "targets": ["Bob" if caster == "Alice" else "Alice"],
                           "by": caster}}, {"resolve": 1}, *actions])


def test_mirari_copies_a_bolt_with_a_new_target() -> None:
    """Alice pays {3} as the trigger resolves (413.2b): the copy (not played, 503.10) targets Bob's
    Bears, which die; the Bolt itself deals 3 to Bob; the copy ceases to exist (503.10a)."""
    state = _mirari({"choose": {"targets": ["bears"]}}, {"resolve": "all"})
    assert state.player("Bob").life == 17 and state.player("Bob").graveyard == ["Grizzly Bears"]
    assert state.player("Alice").graveyard == ["Lightning Bolt"] and all(state.get(f"m{n}").tapped for n in range(4))
    assert event_texts(state, "trigger") == ["Mirari's triggered ability is put on the stack (that spell: Lightning Bolt)."]
    assert event_texts(state, "copy") == ["A copy of Lightning Bolt is put on the stack targeting Grizzly Bears.",
                                     "The copy of Lightning Bolt ceases to exist as it leaves the stack."]
    assert {"410.2", "413.2b", "503.10", "503.10a"} <= cited_rules(state)


def test_mirari_by_default_copies_with_the_same_target() -> None:
    state = _mirari({"resolve": "all"})
    assert state.player("Bob").life == 14 and board_of(state)["bears"] == ("Bob", (2, 2))


def test_mirari_unpaid_copies_nothing() -> None:
    state = _mirari({"choose": {"pay": False}}, {"resolve": "all"})
    assert state.player("Bob").life == 17 and event_texts(state, "copy") == []


def test_mirari_doesnt_trigger_on_an_opponents_spell() -> None:
    state = _mirari({"resolve": "all"}, caster="Bob")
    assert state.player("Alice").life == 17 and event_texts(state, "trigger") == []


# -- targets of a creature type (415.5) ------------------------------------------------------------------

def test_grassland_crusader_pumps_an_elf_but_cant_target_a_bear() -> None:
    state = play_choosing(
        in_play=[{"id": "crusader", "card": "Grassland Crusader", "controller": "Alice"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Alice"}],
        turn=MAIN, actions=[{"activate": {"source": "crusader", "ability": 1, "targets": ["elves"]}}, {"resolve": "all"}])
    assert state.power_toughness("elves") == (3, 3)
    err = last_action_illegal(
        version=2, in_play=[{"id": "crusader", "card": "Grassland Crusader", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        turn=MAIN, actions=[{"activate": {"source": "crusader", "ability": 1, "targets": ["bears"]}}])
    assert str(err) == "Grassland Crusader's ability can't target Grizzly Bears: Grizzly Bears is not an elf or soldier"


def test_krosan_warchief_regenerates_a_beast_shocked_to_death() -> None:
    state = play_choosing(
        in_play=[{"id": "chief", "card": "Krosan Warchief", "controller": "Alice"}],
        bob={"hand": ["Lightning Bolt"]}, turn=MAIN,
        actions=[{"activate": {"source": "chief", "ability": 1, "targets": ["chief"]}}, {"resolve": "all"},
                 {"play": {"card": "Lightning Bolt", "targets": ["chief"], "by": "Bob"}}, {"resolve": "all"}])
    assert board_of(state) == {"chief": ("Alice", (2, 2))} and state.get("chief").tapped
    assert "419.6b" in cited_rules(state)


def test_lord_of_the_undead_returns_a_zombie_card_but_not_another_creature_card() -> None:
    state = play_choosing(
        in_play=[{"id": "lord", "card": "Lord of the Undead", "controller": "Alice"}],
        alice={"graveyard": ["Gravedigger", "Grizzly Bears"]}, turn=MAIN,
        actions=[{"activate": {"source": "lord", "ability": 1, "targets": ["Gravedigger"]}}, {"resolve": "all"}])
    assert state.player("Alice").hand == ["Gravedigger"] and state.player("Alice").graveyard == ["Grizzly Bears"]
    err = last_action_illegal(
        version=2, in_play=[{"id": "lord", "card": "Lord of the Undead", "controller": "Alice"}],
        alice={"graveyard": ["Grizzly Bears"]}, turn=MAIN,
        actions=[{"activate": {"source": "lord", "ability": 1, "targets": ["Grizzly Bears"]}}])
    assert str(err) == ("Lord of the Undead's ability can't target Grizzly Bears in Alice's graveyard: Grizzly Bears is "
                        "not a Zombie card")


def test_fever_charm_deals_3_to_a_wizard() -> None:
    state = play_choosing(
        in_play=[{"id": "wiz", "card": "Prodigal Sorcerer", "controller": "Bob"}], alice={"hand": ["Fever Charm"]},
        turn=MAIN, actions=[{"play": {"card": "Fever Charm", "mode": 3, "targets": ["wiz"]}}, {"resolve": "all"}])
    assert board_of(state) == {} and state.player("Bob").graveyard == ["Prodigal Sorcerer"]


# -- painlands: "add {R} or {G}; this deals 1 damage to you", a mana ability (406.1, 406.2) ---------------

@pytest.mark.parametrize(("land", "color", "mana"), [
    ("Karplusan Forest", "red", {"R": 1}), ("Karplusan Forest", None, {"G": 1}), ("Grand Coliseum", "blue", {"U": 1}),
])
def test_a_painland_adds_the_chosen_color_and_deals_1_damage(land: str, color: str | None, mana: dict[str, int]) -> None:
    state = play_choosing(in_play=[{"id": "land", "card": land, "controller": "Alice"}], turn=MAIN,
                          actions=[{"activate": {"source": "land", "ability": 2 if land == "Karplusan Forest" else 1}}]
                          + ([{"choose": {"color": color}}] if color else []))
    assert state.player("Alice").mana == mana and state.player("Alice").life == 19 and state.stack == []
    assert event_texts(state, "damage") == [f"{land} deals 1 damage to Alice."]
    assert event_texts(state, "mana")[0].endswith("; it doesn't use the stack.")
    assert ("(the default color: green)" in event_texts(state, "mana")[0]) == (color is None)
    assert "406.1" in cited_rules(state)


def test_karplusan_forest_cant_add_blue() -> None:
    with pytest.raises(IllegalActionError) as raised:
        play_choosing(in_play=[{"id": "land", "card": "Karplusan Forest", "controller": "Alice"}], turn=MAIN,
                      actions=[{"activate": {"source": "land", "ability": 2}}, {"choose": {"color": "blue"}}])
    assert str(raised.value) == "Karplusan Forest can't add {U}: only {R} or {G}"


# -- "at the beginning of your upkeep" from the graveyard (402.8, 303.1) ------------------------------------

def _upkeep(*actions: dict[str, object], forests: int = 3, active: str = "Alice") -> GameState:
    return play_choosing(
        in_play=[{"id": f"f{n}", "card": "Forest", "controller": "Alice"} for n in range(forests)],
        alice={"graveyard": ["Squee, Goblin Nabob", "Genesis", "Grizzly Bears"], "library": ["Island"]},
        bob={"library": ["Island"]}, turn={"active": active, "step": "untap"}, enforce_costs=True,
        actions=[{"advance": "upkeep"}, *actions])


def test_squee_and_genesis_trigger_from_the_graveyard_in_their_owners_upkeep() -> None:
    """Squee returns itself to its owner's hand; Genesis, paid {2}{G} as it resolves (413.2b),
    returns the Bears it targeted; Genesis stays in the graveyard."""
    state = _upkeep({"choose": {"targets": ["Grizzly Bears"]}}, {"resolve": "all"})
    alice = state.player("Alice")
    assert (alice.hand, alice.graveyard) == (["Grizzly Bears", "Squee, Goblin Nabob"], ["Genesis"])
    assert all(state.get(f"f{n}").tapped for n in range(3))
    assert event_texts(state, "trigger") == [
        "Squee, Goblin Nabob's triggered ability is put on the stack (first of Alice's 2 triggers; the default: in "
        "the order they triggered).",
        "Genesis's triggered ability is put on the stack targeting Grizzly Bears in Alice's graveyard."]
    assert {"303.1", "402.8", "413.2b"} <= cited_rules(state)


def test_genesis_unpaid_returns_nothing() -> None:
    state = _upkeep({"choose": {"targets": ["Grizzly Bears"]}}, {"resolve": "all"}, forests=2)
    assert state.player("Alice").hand == ["Squee, Goblin Nabob"]
    assert "Grizzly Bears" in state.player("Alice").graveyard


def test_nothing_triggers_from_the_graveyard_in_the_opponents_upkeep() -> None:
    state = _upkeep(active="Bob")
    assert event_texts(state, "trigger") == [] and state.player("Alice").hand == []


# -- "this becomes a 3/3 green Ape creature with trample until end of turn; it's still a land" (418.5a) -----

def test_treetop_village_attacks_as_a_green_ape_with_trample() -> None:
    """The land becomes a 3/3 green Ape creature with trample (layers 4, 5, 6); blocked by Grizzly
    Bears it assigns 2 to them and tramples 1 over (502.9), and survives their 2."""
    state = play_choosing(
        in_play=[{"id": "village", "card": "Treetop Village", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}], turn=MAIN,
        actions=[{"activate": {"source": "village", "ability": 2}}, {"resolve": "all"}, {"attack": ["village"]},
                 {"block": {"bears": "village"}}, {"advance": "combat_damage"}, {"resolve": "all"}])
    chars = state.chars(state.get("village"))
    assert (chars.types, chars.subtypes, chars.colors) == (("creature", "land"), ("Ape",), ("green",))
    assert chars.has("trample") and state.power_toughness("village") == (3, 3) and state.get("village").damage == 2
    assert state.player("Bob").life == 19 and state.player("Bob").graveyard == ["Grizzly Bears"]
    assert event_texts(state, "animate") == ["Treetop Village becomes a 3/3 green Ape creature with trample until end of "
                                        "turn; it's still a land."]


def test_faerie_conclave_becomes_a_blue_faerie_with_flying_and_isnt_an_artifact() -> None:
    state = play_choosing(in_play=[{"id": "conclave", "card": "Faerie Conclave", "controller": "Alice"}], turn=MAIN,
                          actions=[{"activate": {"source": "conclave", "ability": 2}}, {"resolve": "all"}])
    chars = state.chars(state.get("conclave"))
    assert (chars.types, chars.colors, state.power_toughness("conclave")) == (("creature", "land"), ("blue",), (2, 1))
    assert chars.has("flying")
