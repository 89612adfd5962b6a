"""What combat and damage triggers do to the creature that triggered them: return it to its
owner's hand, destroy it (410.2), a bonus counted as it resolves (413.2f), and a delayed
"at end of combat" that destroys what the creature blocked (404.4)."""

from __future__ import annotations

from judge.abilities import Triggered, parse_ability

from judge_helpers import build_state, cited_rules, play_all


def _creature(ident: str, controller: str, power: int, toughness: int, *abilities: str) -> dict[str, object]:
    return {"id": ident, "name": ident.capitalize(), "mana_cost": "{2}{G}", "types": ["creature"],
            "subtypes": ["Beast"], "colors": ["green"], "power": power, "toughness": toughness,
            "abilities": list(abilities), "controller": controller}


BOUNCE = "whenever this deals combat damage to a creature, return that creature to its owner's hand"


def test_a_first_striker_returns_its_blocker_before_regular_damage() -> None:
    """310.5: the first-strike damage step has its own priority; the trigger resolves and the
    3/3 is back in Bob's hand before it could deal its damage."""
    state, actions = build_state(
        in_play=[_creature("striker", "Alice", 2, 2, "first strike", BOUNCE), _creature("bear", "Bob", 3, 3)],
        actions=[{"attack": ["striker"]}, {"block": {"bear": "striker"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.find("bear") is None and state.player("Bob").hand == ["Bear"]
    assert state.get("striker").damage == 0 and state.player("Alice").graveyard == []
    assert state.player("Bob").graveyard == [] and (state.player("Alice").life, state.player("Bob").life) == (20, 20)
    assert {"310.5", "310.4", "410.2", "217.1a"} <= cited_rules(state)


def test_without_first_strike_the_damage_is_dealt_both_ways_first() -> None:
    state, actions = build_state(
        in_play=[_creature("striker", "Alice", 2, 2, BOUNCE), _creature("bear", "Bob", 3, 3)],
        actions=[{"attack": ["striker"]}, {"block": {"bear": "striker"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Striker"]
    assert state.find("bear") is None and state.player("Bob").hand == ["Bear"] and state.player("Bob").graveyard == []


NO_MERCY = {"id": "mercy", "name": "Mercy", "mana_cost": "{2}{B}{B}", "types": ["enchantment"], "colors": ["black"],
            "abilities": ["whenever a creature deals damage to you, destroy it"], "controller": "Bob"}


def test_whenever_a_creature_deals_damage_to_you_destroy_it_reads_it_as_that_creature() -> None:
    trigger = parse_ability("whenever a creature deals damage to you, destroy it")
    assert isinstance(trigger, Triggered)
    [ins] = trigger.effect.instructions
    assert (trigger.event, trigger.subject, trigger.recipient, ins.op, ins.who) == (
        "deals_damage", "creature", "you", "destroy", "that")


def test_a_double_striker_is_destroyed_between_its_two_damage_steps() -> None:
    state, actions = build_state(
        in_play=[_creature("ogre", "Alice", 3, 3, "double strike"), NO_MERCY],
        actions=[{"attack": ["ogre"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 17)
    assert state.player("Alice").graveyard == ["Ogre"]
    assert {"502.28a", "310.5", "410.2"} <= cited_rules(state)


def test_a_plain_attacker_deals_its_damage_then_is_destroyed() -> None:
    state, actions = build_state(
        in_play=[_creature("ogre", "Alice", 3, 3), NO_MERCY],
        actions=[{"attack": ["ogre"]}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").life == 17 and state.player("Alice").graveyard == ["Ogre"]


WURM = "whenever this becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first"


def test_jungle_wurm_shrinks_for_each_blocker_beyond_the_first() -> None:
    state, actions = build_state(
        in_play=[_creature("wurm", "Alice", 5, 5, WURM), _creature("bear1", "Bob", 2, 2),
                 _creature("bear2", "Bob", 2, 2)],
        actions=[{"attack": ["wurm"]}, {"block": {"bear1": "wurm", "bear2": "wurm"}}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.power_toughness("wurm") == (4, 4)
    state.apply(build_state(actions=[{"advance": "end_of_combat"}])[1][0])
    assert sorted(state.player("Bob").graveyard) == ["Bear1", "Bear2"] and state.player("Alice").graveyard == ["Wurm"]
    assert {"413.2f", "502.12b", "410.9a"} <= cited_rules(state)


def test_jungle_wurm_blocked_by_one_creature_keeps_its_size_and_without_a_duration_reads_as_printed() -> None:
    state, actions = build_state(
        in_play=[_creature("wurm", "Alice", 5, 5, WURM.replace(" until end of turn", "")),
                 _creature("bear1", "Bob", 2, 2)],
        actions=[{"attack": ["wurm"]}, {"block": {"bear1": "wurm"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert state.player("Bob").graveyard == ["Bear1"] and state.player("Alice").graveyard == []
    assert state.get("wurm").damage == 2 and state.power_toughness("wurm") == (5, 5)
    assert any("0 creatures blocking it beyond the first" in e.text and "read as the printed ability" in e.text
               for e in state.events)


def test_rampage_counts_the_blockers_beyond_the_first_once() -> None:
    state, actions = build_state(
        in_play=[_creature("raptor", "Alice", 2, 2, "rampage 2")]
        + [_creature(f"elf{i}", "Bob", 1, 1) for i in range(3)],
        actions=[{"attack": ["raptor"]}, {"block": {"elf0": "raptor", "elf1": "raptor", "elf2": "raptor"}},
                 {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert sorted(state.player("Bob").graveyard) == ["Elf0", "Elf1", "Elf2"] and state.player("Alice").graveyard == []
    assert state.get("raptor").damage == 3 and state.power_toughness("raptor") == (6, 6)


VANGUARD = "whenever this blocks, at end of combat, destroy it and all creatures it blocked this turn"


def test_defiant_vanguard_destroys_what_it_blocked_even_after_it_died() -> None:
    """404.4: the delayed ability is created as the blocks trigger resolves; the Vanguard dies
    to combat damage (420.5c), and the ability, independent of it (402.6), still destroys
    the attacker at end of combat."""
    state, actions = build_state(
        in_play=[_creature("platoon", "Alice", 5, 7), _creature("vanguard", "Bob", 2, 2, VANGUARD)],
        actions=[{"attack": ["platoon"]}, {"block": {"vanguard": "platoon"}}, {"advance": "end_of_combat"},
                 {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Platoon"] and state.player("Bob").graveyard == ["Vanguard"]
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 20)
    assert {"404.4", "404.4a", "404.4b", "311.1", "410.9a"} <= cited_rules(state)
    assert any(e.text.endswith("does nothing to Vanguard: it left play after the ability was created.")
               for e in state.events)


def test_a_surviving_vanguard_is_destroyed_with_the_attacker_by_one_ability() -> None:
    state, actions = build_state(
        in_play=[_creature("bear", "Alice", 2, 2), _creature("vanguard", "Bob", 2, 4, VANGUARD)],
        actions=[{"attack": ["bear"]}, {"block": {"vanguard": "bear"}}, {"advance": "end_of_combat"},
                 {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Bear"] and state.player("Bob").graveyard == ["Vanguard"]
    delayed = [e.text for e in state.events if "delayed triggered ability" in e.text and "is put on" in e.text]
    assert len(delayed) == 1


def test_the_printed_when_and_a_comma_left_out_are_read() -> None:
    vanguard = parse_ability("When ~ blocks, at end of combat, destroy it and all creatures it blocked this turn.")
    wurm = parse_ability("whenever it becomes blocked it gets -1/-1 until end of turn for each creature blocking it "
                         "beyond the first")
    assert isinstance(vanguard, Triggered) and isinstance(wurm, Triggered)
    assert [(vanguard.event, i.op, i.who) for i in vanguard.effect.instructions] == [
        ("blocks", "delayed_destroy_combat", "this")]
    assert [(wurm.event, i.op, i.power, i.words) for i in wurm.effect.instructions] == [
        ("becomes_blocked", "pump_each", -1, "beyond the first")]


def _morphling_game(*actions: dict[str, object], shock: bool = False) -> tuple[object, list[object]]:
    return build_state(
        bob={"hand": ["Shock"] * shock},
        in_play=[{"id": "morphling", "card": "Morphling", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        actions=list(actions))


def test_morphling_runs_all_five_abilities() -> None:
    from judge.cards import card_pool

    assert card_pool()["Morphling"].not_run == ()
    state, actions = _morphling_game(
        {"attack": ["morphling"]}, {"block": {"giant": "morphling"}},
        {"activate": {"source": "morphling", "ability": 1}}, {"resolve": "all"},
        {"activate": {"source": "morphling", "ability": 2}}, {"resolve": "all"},
        {"activate": {"source": "morphling", "ability": 4}}, {"resolve": "all"},
        {"advance": "end_of_combat"})
    play_all(state, actions)  # type: ignore[arg-type]
    # 309.2f: flying gained after the block doesn't undo it; untapped; +1/-1 makes it a 4/2
    assert state.player("Bob").graveyard == ["Hill Giant"] and state.player("Alice").graveyard == ["Morphling"]
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 20)
    assert {"309.2f", "418.3a"} <= cited_rules(state)  # type: ignore[arg-type]
    texts = [e.text for e in state.events]  # type: ignore[attr-defined]
    assert "Morphling becomes untapped." in texts and "Morphling gains flying until end of turn." in texts


def test_morphling_can_t_be_the_target_of_a_spell_after_its_ability_resolves() -> None:
    from judge.errors import IllegalActionError
    import pytest

    state, actions = _morphling_game(
        {"activate": {"source": "morphling", "ability": 3}}, {"resolve": "all"},
        {"play": {"card": "Shock", "targets": ["morphling"], "by": "Bob"}}, shock=True)
    play_all(state, actions[:2])  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError) as err:
        state.apply(actions[2])  # type: ignore[attr-defined]
    assert "can't be the target of spells or abilities" in str(err.value)
    assert {"103.2", "415.1"} <= {str(r) for r in err.value.rules}
