"""One damage event, several recipients or several sources (410.6, 310.4): an ability triggers
once each time its trigger event occurs, and once for each occurrence one event contains.

- "whenever this deals (combat) damage", no recipient named: one occurrence for all the damage
  its dealer deals at once (a trampler's to its blocker and to the player), carrying the total
  (General Rulings A.4.Ruling.3: a single permanent's ability never double-fires off one action);
- "... deals combat damage to a player": once for each player dealt damage, never for a blocker;
- "... deals damage to a creature": once for each creature dealt damage (E.14.Ruling.2: once per
  player or creature damaged, not once per point);
- "whenever this (a creature, an opponent) is dealt damage": once for each one dealt damage at
  once, for all of it, from every source;
- "whenever a creature deals damage to you": once for each creature that deals it.
"""

from __future__ import annotations

from typing import Any

from judge_helpers import build_state, cited_rules, event_texts, play_all


def _creature(ident: str, controller: str, power: int, toughness: int, *abilities: str) -> dict[str, Any]:
    return {"id": ident, "name": ident.capitalize(), "mana_cost": "{2}{G}", "types": ["creature"],
            "subtypes": ["Beast"], "colors": ["green"], "power": power, "toughness": toughness,
            "abilities": list(abilities), "controller": controller}


def _trample(text: str, blockers: int) -> Any:
    """A 6/6 trampler with *text* attacks Bob (20 life) and is blocked by *blockers* 2/2s."""
    wurm = _creature("wurm", "Alice", 6, 6, "trample", text)
    walls = [_creature(f"wall{n}", "Bob", 2, 2) for n in range(blockers)]
    actions: list[Any] = [{"attack": ["wurm"]}, {"block": {w["id"]: "wurm" for w in walls}},
                          {"advance": "end_of_combat"}]
    state, parsed = build_state(in_play=[wurm, *walls], actions=actions + [{"resolve": "all"}])
    play_all(state, parsed)
    return state


def _resolved(state: Any) -> list[str]:
    return [text for text in event_texts(state, "resolve") if "triggered ability" in text]


def test_deals_combat_damage_triggers_once_for_a_blocker_and_the_player() -> None:
    state = _trample("whenever this deals combat damage, you gain 1 life", 1)
    assert (state.player("Alice").life, state.player("Bob").life) == (21, 16)  # once, not twice (22)
    assert _resolved(state) == ["Wurm's triggered ability resolves."]
    assert {"410.6", "310.4", "502.9b"} <= cited_rules(state)


def test_deals_combat_damage_triggers_once_for_two_blockers_and_the_player() -> None:
    state = _trample("whenever this deals combat damage, you gain 1 life", 2)
    assert (state.player("Alice").life, state.player("Bob").life) == (21, 18)  # not 23
    assert len(_resolved(state)) == 1


def test_one_trigger_is_put_on_the_stack_citing_410_6() -> None:
    state = _trample("whenever this deals combat damage, you gain 1 life", 2)
    put = [e for e in state.events if e.kind == "trigger" and e.text.startswith("Wurm's triggered ability")]
    assert [e.text for e in put] == ["Wurm's triggered ability is put on the stack."]
    assert {"410.2", "310.4", "410.6"} <= {str(rule) for rule in put[0].rules}


def test_that_much_is_the_total_dealt_to_every_recipient() -> None:
    state = _trample("whenever this deals damage, you gain that much life", 2)
    assert (state.player("Alice").life, state.player("Bob").life) == (26, 18)  # 2 + 2 + 2, one trigger
    assert len(_resolved(state)) == 1


def test_to_a_player_triggers_once_and_not_for_the_blocker() -> None:
    state = _trample("whenever this deals combat damage to a player, you gain 1 life", 2)
    assert (state.player("Alice").life, state.player("Bob").life) == (21, 18)
    assert len(_resolved(state)) == 1
    assert "410.6" not in cited_rules(state)


def test_to_a_creature_triggers_once_for_each_creature_dealt_damage() -> None:
    state = _trample("whenever this deals damage to a creature, you gain 1 life", 2)
    assert (state.player("Alice").life, state.player("Bob").life) == (22, 18)  # two blockers: twice
    assert len(_resolved(state)) == 2


def test_a_single_recipient_is_one_trigger_without_410_6() -> None:
    state = _trample("whenever this deals damage, you gain that much life", 0)
    assert (state.player("Alice").life, state.player("Bob").life) == (26, 14)
    assert "410.6" not in cited_rules(state)


def test_armadillo_cloak_on_a_blocked_trampler_gains_the_total_once() -> None:
    bear = _creature("bear", "Alice", 2, 2)
    walls = [_creature(f"wall{n}", "Bob", 1, 1) for n in range(2)]
    cloak = {"id": "cloak", "card": "Armadillo Cloak", "controller": "Alice", "attached_to": "bear"}
    state, actions = build_state(in_play=[bear, cloak, *walls], actions=[
        {"attack": ["bear"]}, {"block": {"wall0": "bear", "wall1": "bear"}}, {"advance": "end_of_combat"},
        {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (24, 18)  # 4/4: 1 + 1 + 2 = 4
    assert len(_resolved(state)) == 1
    assert {"410.6", "502.9b"} <= cited_rules(state)


def test_is_dealt_damage_by_two_blockers_triggers_once_with_the_total() -> None:
    wurm = _creature("wurm", "Alice", 4, 6, "whenever this is dealt damage, you gain that much life")
    walls = [_creature(f"wall{n}", "Bob", 2, 2) for n in range(2)]
    state, actions = build_state(in_play=[wurm, *walls], actions=[
        {"attack": ["wurm"]}, {"block": {"wall0": "wurm", "wall1": "wurm"}}, {"advance": "end_of_combat"},
        {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == 24
    assert len(_resolved(state)) == 1
    assert "410.6" in cited_rules(state)


def test_a_creature_deals_damage_to_you_triggers_for_each_attacker() -> None:
    watcher = _creature("watcher", "Bob", 0, 4, "whenever a creature deals damage to you, you gain 1 life")
    bears = [_creature(f"bear{n}", "Alice", 2, 2) for n in range(2)]
    state, actions = build_state(in_play=[*bears, watcher], actions=[
        {"attack": ["bear0", "bear1"]}, {"block": {}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").life == 18  # 20 - 4 + 2: two creatures, two occurrences
    assert len(_resolved(state)) == 2


def test_noncombat_damage_to_each_creature_and_player_is_one_event() -> None:
    rats = _creature("rats", "Alice", 1, 5, "{B}: this deals 1 damage to each creature and each player",
                     "whenever this deals damage, you gain that much life")
    bear = _creature("bear", "Bob", 2, 2)
    state, actions = build_state(in_play=[rats, bear], alice={"mana_pool": "{B}"}, actions=[
        {"activate": {"source": "rats", "ability": 1}}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (23, 19)  # 20 - 1 + 4: rats, bear and both players, one trigger
    assert len(_resolved(state)) == 1
    assert "410.6" in cited_rules(state)


def test_a_creature_is_dealt_damage_triggers_once_for_each_creature() -> None:
    watcher = _creature("watcher", "Alice", 0, 4, "whenever a creature is dealt damage, you gain that much life")
    wurm = _creature("wurm", "Bob", 5, 5)
    walls = [_creature(f"wall{n}", "Alice", 2, 2) for n in range(2)]
    state, actions = build_state(in_play=[watcher, *walls, wurm], turn={"active": "Bob"}, actions=[
        {"attack": ["wurm"]}, {"block": {"wall0": "wurm", "wall1": "wurm"}}, {"advance": "end_of_combat"},
        {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Alice").life == 29  # the wurm (2 + 2 at once: one), each wall (2 and 3): three triggers
    assert len(_resolved(state)) == 3
    assert "410.6" in cited_rules(state)


def test_an_opponent_is_dealt_damage_by_two_attackers_at_once_triggers_once() -> None:
    watcher = _creature("watcher", "Alice", 0, 4, "whenever an opponent is dealt damage, you gain that much life")
    bears = [_creature(f"bear{n}", "Alice", 2, 2) for n in range(2)]
    state, actions = build_state(in_play=[watcher, *bears], actions=[
        {"attack": ["bear0", "bear1"]}, {"block": {}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (24, 16)
    assert len(_resolved(state)) == 1
    assert "410.6" in cited_rules(state)


def test_guilty_conscience_on_a_blocked_trampler_deals_the_total_back_once() -> None:
    """A 4/4 trampler enchanted with Guilty Conscience, blocked by a 1/1: it deals 1 to the blocker
    and 3 to Bob at once, one event: the Aura's ability triggers once and deals 4 to it (410.6)."""
    wurm = _creature("wurm", "Alice", 4, 6, "trample")
    wall = _creature("wall", "Bob", 1, 1)
    aura = {"id": "guilt", "card": "Guilty Conscience", "controller": "Bob", "attached_to": "wurm"}
    state, actions = build_state(in_play=[wurm, aura, wall], actions=[
        {"attack": ["wurm"]}, {"block": {"wall": "wurm"}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").life == 17
    assert _resolved(state) == ["Guilty Conscience's triggered ability resolves."]
    wurm_now = state.find("wurm")
    assert wurm_now is not None and wurm_now.damage == 5  # 1 from the blocker, then 4 from the Aura
    assert {"410.6", "502.9b", "413.2b"} <= cited_rules(state)


def test_guilty_conscience_kills_the_creature_that_deals_its_toughness() -> None:
    bears = _creature("bears", "Alice", 2, 2)
    aura = {"id": "guilt", "card": "Guilty Conscience", "controller": "Bob", "attached_to": "bears"}
    state, actions = build_state(in_play=[bears, aura], actions=[
        {"attack": ["bears"]}, {"block": {}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    assert state.player("Bob").life == 18
    assert state.player("Alice").graveyard == ["Bears"]
    assert state.player("Bob").graveyard == ["Guilty Conscience"]


def test_emissary_of_despair_makes_the_player_it_hit_lose_1_for_each_artifact_he_controls() -> None:
    state, actions = build_state(
        in_play=[{"id": "emissary", "card": "Emissary of Despair", "controller": "Alice"},
                 {"id": "mine", "card": "Howling Mine", "controller": "Bob"},
                 {"id": "thopter", "card": "Ornithopter", "controller": "Bob"},
                 {"id": "alices", "card": "Howling Mine", "controller": "Alice"}],
        actions=[{"attack": ["emissary"]}, {"block": {}}, {"advance": "end_of_combat"}, {"resolve": "all"}])
    play_all(state, actions)
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 16)  # 2 combat damage, then 2 artifacts
    assert "Bob loses 2 life, for 2 artifacts he or she controls (now 16)." in event_texts(state, "life")
