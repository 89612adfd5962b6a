"""Combat and damage triggers: the ability language reads them, the engine puts them on
the stack when their event happens and they resolve (309.3, 310.4, 311.1, 404.4, 410)."""

from __future__ import annotations

import pytest

from judge.abilities import AbilityParseError, Triggered, parse_ability
from judge.cards import card_pool
from kb.model import parse_rule_number as R

from judge_helpers import build_state, cited_rules, play_all


def _creature(ident: str, controller: str, power: int, toughness: int, *abilities: str,
              subtypes: tuple[str, ...] = ("Beast",), colors: tuple[str, ...] = ("green",)) -> dict[str, object]:
    return {"id": ident, "name": ident.capitalize(), "mana_cost": "{2}{G}", "types": ["creature"],
            "subtypes": list(subtypes), "colors": list(colors), "power": power, "toughness": toughness,
            "abilities": list(abilities), "controller": controller}


@pytest.mark.parametrize(("text", "event", "subject", "recipient", "combat", "qualifier"), [
    ("Whenever ~ becomes blocked, it gets +1/+1 until end of turn.", "becomes_blocked", "this", "", False, ""),
    ("whenever this becomes blocked by a creature, this deals 1 damage to that creature",
     "blocked_by", "this", "", False, ""),
    ("whenever this becomes blocked by a white creature, destroy that creature", "blocked_by", "this", "", False,
     "white"),
    ("whenever this blocks, you gain 1 life", "blocks", "this", "", False, ""),
    ("whenever this blocks a creature, draw a card", "blocks_creature", "this", "", False, ""),
    ("whenever this attacks or blocks, sacrifice this", "attacks_or_blocks", "this", "", False, ""),
    ("whenever this blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat",
     "blocks_or_blocked_by", "this", "", False, "non-wall"),
    ("whenever this blocks or becomes blocked by a nonblack creature, that creature gets -1/-1 until end of turn",
     "blocks_or_blocked_by", "this", "", False, "nonblack"),
    ("whenever this deals combat damage to a player, you may draw a card", "deals_damage", "this", "player",
     True, ""),
    ("whenever this deals damage to an opponent, that player discards a card at random", "deals_damage", "this",
     "opponent", False, ""),
    ("whenever a creature deals damage to you, destroy that creature", "deals_damage", "creature", "you", False,
     ""),
    ("whenever a Sliver deals combat damage to a creature, destroy that creature; it can't be regenerated",
     "deals_damage", "Sliver", "creature", True, ""),
    ("whenever equipped creature deals damage, you gain that much life", "deals_damage", "enchanted", "", False,
     ""),
    ("whenever enchanted creature is dealt damage, you gain that much life", "dealt_damage", "enchanted", "",
     False, ""),
    ("at end of combat, sacrifice this", "end_of_combat", "this", "", False, ""),
    ("when this becomes the target of a spell or ability, sacrifice it", "becomes_target", "this", "", False, ""),
])
def test_the_ability_language_reads_combat_and_damage_triggers(text: str, event: str, subject: str,
                                                               recipient: str, combat: bool, qualifier: str) -> None:
    trigger = parse_ability(text)
    assert isinstance(trigger, Triggered)
    assert (trigger.event, trigger.subject, trigger.recipient, trigger.combat, trigger.qualifier) == (
        event, subject, recipient, combat, qualifier)


def test_that_creature_and_that_much_are_instructions_of_their_own() -> None:
    trigger = parse_ability("whenever this is dealt damage, it deals that much damage to you")
    assert isinstance(trigger, Triggered)
    [ins] = trigger.effect.instructions
    assert (ins.op, ins.who, ins.words) == ("damage", "you", "that much")
    delayed = parse_ability("whenever this blocks a creature, destroy that creature at end of combat")
    assert isinstance(delayed, Triggered)
    assert [(i.op, i.who) for i in delayed.effect.instructions] == [("delayed_destroy_combat", "that")]


@pytest.mark.parametrize("text", [
    "whenever this blocks, destroy that creature at end of combat",
    "whenever this blocks or becomes blocked, it deals 2 damage to that creature",
    "whenever this attacks, tap that creature",
    "whenever this becomes blocked, that player loses 2 life",
])
def test_that_must_name_something_the_event_gives(text: str) -> None:
    # these events happen once to this creature alone: "that creature" would name nothing (410.2)
    with pytest.raises(AbilityParseError, match="'that' names nothing"):
        parse_ability(text)


@pytest.mark.parametrize("text", [
    "whenever this becomes blocked, counter target spell",
    "whenever this becomes blocked, do a little dance",
    "whenever this becomes blocked by a purple creature, draw a card",
])
def test_an_unknown_trigger_or_effect_is_an_error_naming_it(text: str) -> None:
    with pytest.raises(AbilityParseError, match="whenever this becomes blocked"):
        parse_ability(text)


def test_a_block_trigger_looks_at_the_blocker_only_as_it_blocks() -> None:
    """309.3's example: blocked by a black creature later turned white, "becomes blocked by
    a white creature" doesn't trigger."""
    paint = {"name": "Paint White", "mana_cost": "{U}", "types": ["instant"],
             "text": "target spell or permanent becomes white"}
    state, actions = build_state(
        alice={"hand": [paint]},
        in_play=[_creature("basilisk", "Alice", 1, 1, "whenever this becomes blocked by a white creature, "
                           "destroy that creature at end of combat"),
                 {"id": "knight", "card": "Black Knight", "controller": "Bob"}],
        version=2,
        actions=[{"attack": ["basilisk"]}, {"block": {"knight": "basilisk"}},
                 {"play": {"card": "Paint White", "targets": ["knight"]}}, {"resolve": "all"},
                 {"advance": "postcombat_main"}])
    play_all(state, actions)
    assert state.find("knight") is not None and "white" in state.chars("knight").colors
    assert not any("Basilisk's" in event.text for event in state.events)


def test_undo_restores_the_damage_a_permanent_remembers() -> None:
    state, actions = build_state(
        in_play=[{"id": "vampire", "card": "Sengir Vampire", "controller": "Alice"},
                 {"id": "spider", "card": "Giant Spider", "controller": "Bob"}],
        actions=[{"attack": ["vampire"]}, {"block": {"spider": "vampire"}}, {"advance": "end_of_combat"}])
    play_all(state, actions[:2])
    state.apply(actions[2])
    assert state.player("Bob").graveyard == ["Giant Spider"] and state.power_toughness("vampire") == (5, 5)
    state.undo()
    assert state.get("spider").damaged_by == {} and state.power_toughness("vampire") == (4, 4)


def test_a_triggered_ability_targeting_a_permanent_sets_off_its_becomes_target_trigger() -> None:
    state, actions = build_state(
        alice={"hand": ["Flametongue Kavu"]},
        in_play=[_creature("ghost", "Bob", 2, 1, "flying", "when this becomes the target of a spell or ability, "
                           "sacrifice it", subtypes=("Spirit",), colors=("black",))],
        actions=[{"play": {"card": "Flametongue Kavu"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == ["Ghost"]
    assert state.find("flametongue-kavu") is not None and state.get("flametongue-kavu").damage == 0
    assert {"410.4", "415.1", "413.2a"} <= cited_rules(state)


def test_combat_damage_triggers_wait_for_the_damage_to_resolve() -> None:
    state, actions = build_state(
        in_play=[{"id": "infiltrator", "card": "Shadowmage Infiltrator", "controller": "Alice"}],
        actions=[{"attack": ["infiltrator"]}, {"advance": "combat_damage"}, {"pass": True}])
    play_all(state, actions[:2])
    assert [o.kind for o in state.stack] == ["combat_damage"] and not state.pending
    state.apply(actions[2])
    assert state.player("Bob").life == 19
    assert [o.name for o in state.stack] == ["Shadowmage Infiltrator's triggered ability"]
    assert R("310.4") in state.events[-1].rules


def test_the_pool_cards_the_triggers_unlock_run_whole() -> None:
    pool = card_pool()
    unlocked = ["Shadowmage Infiltrator", "Blazing Specter", "Hypnotic Specter", "Jackal Pup", "Flesh Reaver",
                "Spirit Link", "Armadillo Cloak", "Loxodon Warhammer", "Soul Link", "Toxin Sliver",
                "Goblin Piledriver", "Viashino Sandstalker", "Flametongue Kavu", "Avalanche Riders", "Man-o'-War",
                "Nekrataal", "Sarcomancy", "Spellshock", "Cathodion", "Spiritmonger", "Sengir Vampire", "Rancor",
                "Goblin Sharpshooter", "Slice and Dice", "Howling Mine",
                "The Wretched"]
    assert [name for name in unlocked if pool[name].not_run] == []
    assert sum(1 for card in pool.values() if card.not_run) == 908  # test_judge_broad_effects.py unlocks more


def test_a_block_trigger_with_a_color_triggers_for_a_blocker_of_that_color() -> None:
    state, actions = build_state(
        in_play=[_creature("basilisk", "Alice", 1, 1, "whenever this becomes blocked by a white creature, "
                           "destroy that creature at end of combat"),
                 {"id": "knight", "card": "White Knight", "controller": "Bob"}],
        actions=[{"attack": ["basilisk"]}, {"block": {"knight": "basilisk"}}, {"resolve": "all"},
                 {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == ["White Knight"]
    assert state.player("Alice").graveyard == ["Basilisk"]  # first strike killed it; its delayed ability remains
    assert {"309.3", "410.9c", "404.4", "404.4b", "311.1"} <= cited_rules(state)
