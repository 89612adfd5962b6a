"""Undo by journal (judge/journal.py): every action of every scenario, taken back, leaves
the state equal to before in every attribute and every field of every record (found
from the dataclasses, so a field added later is compared too); an illegal action leaves
it untouched; cached characteristics are always those computed afresh."""

from __future__ import annotations

import dataclasses
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from judge import objects
from judge.actions import Action, Choice
from judge.characteristics import Chars, LayerPermanent, LayerPlayer, compute_all
from judge.errors import JudgeError
from judge.game import GameState
from judge.journal import Journal, Tracked, TrackedDict, TrackedList, TrackedSet
from judge.objects import Effect, Permanent, Player, StackObject
from judge.scenario import load_scenario
from judge.state import BaseState

from judge_helpers import build_state

SCENARIOS = sorted((Path(__file__).resolve().parents[2] / "judge" / "scenarios").glob("*.yaml"))


def _value(value: Any) -> Any:
    """*value* as plain data: a record as its class and every dataclass field, walked."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,) + tuple((f.name, _value(getattr(value, f.name)))
                                              for f in dataclasses.fields(value))
    if isinstance(value, (list, tuple)):
        return [type(value) is tuple, [_value(v) for v in value]]
    if isinstance(value, dict):
        return {k: _value(v) for k, v in value.items()}
    if isinstance(value, set):
        return sorted(value, key=repr)
    return value


def _everything(state: BaseState) -> dict[str, Any]:
    """Every attribute of the state but the journal and derived values, as plain data."""
    out = {name: _value(value) for name, value in vars(state).items() if name not in state.UNSAVED}
    out["events"] = list(state.events)
    return out


def _following(actions: tuple[Action, ...], n: int) -> list[Choice]:
    following = []
    for later in actions[n + 1:]:
        if later.verb != "choose" or later.choice is None or actions[n].verb == "choose":
            break
        following.append(later.choice)
    return following


def _check_characteristics(state: GameState) -> None:
    if state._layers.version == state._journal.version:
        assert state._layers.chars == compute_all(state)


class CheckedGame(GameState):
    """A game whose every look at characteristics checks them against a fresh computation:
    the cache kept by the journal's version is never stale."""

    def chars(self, perm: Permanent | str) -> Chars:
        found = super().chars(perm)
        fresh = compute_all(self)[perm if isinstance(perm, str) else perm.id]
        assert found == fresh, f"stale characteristics of {found.name}"
        return found


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_each_action_undone_leaves_the_state_as_before(path: Path) -> None:
    scenario = load_scenario(path)
    state = CheckedGame.from_scenario(scenario)
    state.start()
    for n, action in enumerate(scenario.actions):
        if action.verb == "choose" and action.choice is not None and state.was_answered(action.choice):
            continue
        before = _everything(state)
        answers = _following(scenario.actions, n)
        try:
            state.apply(action, answers)
        except JudgeError:
            assert _everything(state) == before, f"illegal action {action.index} left a change"
            continue
        _check_characteristics(state)
        after = _everything(state)
        state.undo()
        assert _everything(state) == before, f"action {action.index} was not undone whole"
        state.apply(action, answers)
        assert _everything(state) == after, f"action {action.index} played again differently"
    _check_characteristics(state)


def test_an_illegal_action_changes_no_field_of_any_record() -> None:
    # Attacking with a creature that came into play this turn is refused.
    state, actions = build_state(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice", "sick": True}],
        actions=[{"attack": ["wurm"]}])
    before = _everything(state)
    with pytest.raises(JudgeError, match="hasn.t been under Alice.s control continuously"):
        state.apply(actions[0])
    assert _everything(state) == before and state.history == 0


def _records(state: BaseState) -> list[Any]:
    perm = Permanent("bears", state.card_def("Grizzly Bears"), "A", "A", state.next_timestamp())
    state.permanents.append(perm)
    state.stack.append(StackObject("spell", "Shock", "A", targets=["B"]))
    state.effects.append(Effect("pump", 1, "bears", 1, 1))
    return [state.players[0], state.permanents[0], state.stack[0], state.effects[0]]


def _changed(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 7
    if isinstance(value, str):
        return value + "!"
    return None if value is not None else "set"


def test_undo_takes_back_a_change_to_every_field_of_every_record() -> None:
    # Every field of every mutable record, found from the dataclasses: assigned anew, and
    # each list and dict changed in place as well.
    mutable = [cls for cls in vars(objects).values() if dataclasses.is_dataclass(cls) and isinstance(cls, type)
               and not cls.__dataclass_params__.frozen]  # type: ignore[attr-defined]
    assert {Effect, Permanent, Player, StackObject} <= set(mutable)
    assert all(issubclass(cls, Tracked) for cls in mutable)
    state = BaseState([Player("A"), Player("B")])
    records = _records(state)
    assert {type(r) for r in records} == set(mutable)
    before = _everything(state)
    state.begin()
    for record in records:
        for field in dataclasses.fields(record):
            value = getattr(record, field.name)
            if isinstance(value, list):
                value.append("changed")
                value.insert(0, "first")
            elif isinstance(value, dict):
                value["changed"] = 1
                value.pop("changed")
                value.setdefault("again", [])
            else:
                setattr(record, field.name, _changed(value))
    for name in list(vars(state)):
        if name not in state.UNSAVED and isinstance(getattr(state, name), (int, str)):
            setattr(state, name, _changed(getattr(state, name)))
    state.ids_used.add("new")
    assert _everything(state) != before
    state.undo()
    assert _everything(state) == before


def test_containers_kept_in_a_game_are_tracked_and_copied_in() -> None:
    state = BaseState([Player("A"), Player("B")])
    hand = ["Shock"]
    state.players[0].hand = hand
    hand.append("Not kept")  # the game keeps a copy of what it is given
    assert state.players[0].hand == ["Shock"] and type(state.players[0].hand) is TrackedList
    state.assignments["x"] = {"y": 2}
    assert type(state.assignments) is TrackedDict and type(state.assignments["x"]) is TrackedDict
    assert type(state.ids_used) is TrackedSet
    state.begin()
    state.assignments["x"]["y"] = 3
    state.assignments.setdefault("z", {})["w"] = 1
    state.undo()
    assert state.assignments == {"x": {"y": 2}}


def test_the_journal_version_moves_with_every_change_that_layers_can_see() -> None:
    state, _ = build_state(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}])
    assert state.power_toughness("bears") == (2, 2)
    computed = state._layers.chars
    state.priority = 1 - state.priority  # not something characteristics are computed from
    assert state.power_toughness("bears") == (2, 2) and state._layers.chars is computed
    state.add_counters(state.get("bears"), "+1/+1", 2)
    assert state.power_toughness("bears") == (4, 4)
    state.get("bears").counter_stamps.clear()
    assert state.power_toughness("bears") == (2, 2)
    state.players[0].graveyard.append("Shock")
    assert state._layers.version != state._journal.version


@pytest.mark.parametrize(("record", "protocol"), [(Permanent, LayerPermanent), (Player, LayerPlayer)])
def test_the_layers_see_exactly_the_fields_whose_changes_move_the_version_on(record: type, protocol: type) -> None:
    members = set(protocol.__annotations__)
    assert members == record.LAYER_FIELDS  # type: ignore[attr-defined]
    assert members <= {f.name for f in dataclasses.fields(record)}
    assert StackObject.LAYER_FIELDS == frozenset() and Effect.LAYER_FIELDS is None


def test_undo_history_is_bounded() -> None:
    journal = Journal(limit=3)
    items = journal.adopt([])
    for n in range(5):
        journal.begin(events=0)
        items.append(n)
    assert len(journal) == 3
    for _ in range(3):
        journal.rollback()
    assert items == [0, 1]
    with pytest.raises(IndexError):
        journal.rollback()


def test_two_thousand_passes_over_huge_libraries_keep_history_small() -> None:
    # Made in code: a posted scenario is capped at a small library (judge.scenario_limits).
    text = "title: t\nplayers: [{name: A, library: 10}, {name: B, library: 10}]\n"
    state = GameState.from_scenario(load_scenario(text))
    for player in state.players:
        player.library = objects.Library.anonymous(100_000)
    state.start()
    passing = Action(1, "pass", player="A")
    tracemalloc.start()
    for _ in range(2000):
        state.apply(passing, ())
    used = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert state.history == 2000 and state.turn_number > 100
    assert used < 20_000_000  # what changed (about 2.5 MB), not 2000 copies of the game or a library
    drawn = 200_000 - len(state.players[0].library) - len(state.players[1].library)
    for _ in range(2000):
        state.undo()
    assert len(state.players[0].library) == len(state.players[1].library) == 100_000
    assert state.turn_number == 2 and drawn > 100
