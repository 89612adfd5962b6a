"""The engine's architecture: layers import one way, one verb table, whole-state undo
that shares what doesn't change (issue 10, item 6)."""

from __future__ import annotations

import ast
import dataclasses
import tracemalloc
from pathlib import Path

import pytest

from judge import actions, verbs
from judge.actions import Action
from judge.game import GameState
from judge.journal import Tracked
from judge.objects import Library, Permanent, Player
from judge.scenario import Scenario
from judge.state import HISTORY_LIMIT, BaseState, save_value

from judge_helpers import build_state, play_all

JUDGE = Path(__file__).resolve().parents[2] / "judge"

#: The layers of judge/, bottom first; a module imports only from layers below its own.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "rules", "yamlsafe", "scenario_limits", "mana", "journal", "lazy"),
    ("instructions", "timing_text", "cost_text"),
    ("pool_texts", "creature_types"),
    ("group_text",),
    ("card_texts", "effect_patterns"),
    ("effect_text",),
    ("trigger_text",),
    ("activated_text",),
    ("keyword_text",),
    ("abilities",),
    ("oracle",),
    ("cards",),
    ("graveyard_abilities", "layer_inputs", "setups"),
    ("objects",),
    ("fields",),
    ("actions",),
    ("state",),
    ("characteristics",),
    ("triggers", "layer_rules"),
    ("damage",),
    ("blocking", "kinds"),
    ("zones",),
    ("keywords", "mana_abilities", "state_based"),
    ("costs",),
    ("entering",),
    ("targets",),
    ("stack",),
    ("more_effects",),
    ("pool_effects",),
    ("payments", "games", "changing", "following", "trigger_effects", "sweeping", "shields", "own_permanents", "combat_tricks",
     "card_effects", "spell_card", "countering", "bare_effects"),
    ("combat_damage",),
    ("combat",),
    ("resolve", "untap_step"),
    ("turn",),
    ("verbs",),
    ("scenario", "schema"),
    ("game",),
    ("runner",),
    ("__init__",),
)
LEVEL = {name: level for level, names in enumerate(LAYERS) for name in names}


def _judge_imports(tree: ast.Module) -> list[tuple[str, bool]]:
    """(module, at top level) for every import of a judge module in *tree*."""
    top = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "judge":
            parts = node.module.split(".")
            names = [parts[1]] if len(parts) > 1 else [alias.name for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name.split(".")[1] for a in node.names if a.name.startswith("judge.")]
        found += [(name, id(node) in top) for name in names]
    return found


@pytest.mark.parametrize("path", sorted(JUDGE.glob("*.py")), ids=lambda p: p.stem)
def test_imports_go_down_the_layers_only(path: Path) -> None:
    assert path.stem in LEVEL, f"{path.name} is in no layer"
    for name, at_top in _judge_imports(ast.parse(path.read_text(encoding="utf-8"))):
        assert at_top, f"{path.name} imports judge.{name} inside a function"
        assert LEVEL[name] < LEVEL[path.stem], f"{path.name} (layer {LEVEL[path.stem]}) imports judge.{name}"


def test_one_table_reads_and_performs_every_verb() -> None:
    assert [v for v in verbs.VERBS if verbs.VERBS[v].version == 1] == [
        "attack", "block", "assign", "play", "activate", "pass", "resolve", "advance", "draw", "effect"]
    for name, verb in verbs.VERBS.items():
        assert verb.name == name and verb.read.__module__ == "judge.actions" and verb.summary
    scenario = Scenario.from_yaml("title: t\nplayers: [{name: A}, {name: B}]\nactions: [{advance: end_of_turn}]")
    assert scenario.actions == (Action(1, "advance", step="end_of_turn"),)
    assert actions.read_bare.__doc__


def test_save_copies_every_mutable_field_of_a_new_kind_of_record() -> None:
    @dataclasses.dataclass(slots=True)
    class Later(Tracked):
        tags: list[str] = dataclasses.field(default_factory=list)

    state = BaseState([Player("A"), Player("B")])
    state.extra = Later(["x"])  # type: ignore[attr-defined]
    saved = state.save()
    state.extra.tags.append("y")  # type: ignore[attr-defined]
    state.players[0].hand.append("Shock")
    state.restore(saved)
    assert state.extra.tags == ["x"] and state.players[0].hand == []  # type: ignore[attr-defined]


def test_undo_takes_back_changes_to_a_new_kind_of_record_and_refuses_an_untracked_one() -> None:
    @dataclasses.dataclass(slots=True)
    class Later(Tracked):
        tags: list[str] = dataclasses.field(default_factory=list)
        count: int = 0

    @dataclasses.dataclass(slots=True)
    class Untracked:
        tags: list[str] = dataclasses.field(default_factory=list)

    state = BaseState([Player("A"), Player("B")])
    state.extra = Later(["x"])  # type: ignore[attr-defined]
    state.begin()
    state.extra.tags.append("y")  # type: ignore[attr-defined]
    state.extra.count += 2  # type: ignore[attr-defined]
    state.extra.tags = ["z"]  # type: ignore[attr-defined]
    state.extra.tags.append("w")  # type: ignore[attr-defined]
    state.undo()
    assert state.extra == Later(["x"], 0)  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="cannot keep a Untracked in the game"):
        state.other = Untracked()  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="cannot keep a Untracked in the game"):
        state.players[0].hand.append(Untracked())  # type: ignore[arg-type]


def test_save_refuses_a_value_it_cannot_copy() -> None:
    with pytest.raises(TypeError, match="cannot save a object"):
        save_value(object(), {})


def test_saved_states_share_cards_and_libraries() -> None:
    state, actions_ = build_state(in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}])
    saved = state.save()
    perm: Permanent = saved.fields["permanents"][0]
    assert perm is not state.get("bears") and perm.card is state.get("bears").card
    assert saved.fields["players"][0].library is state.players[0].library


def test_undo_restores_the_whole_state_step_by_step() -> None:
    state, actions_ = build_state(
        in_play=[{"id": "wurm", "card": "Craw Wurm", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Giant Growth"]},
        actions=[{"attack": ["wurm"]}, {"block": {"bears": "wurm"}},
                 {"play": {"card": "Giant Growth", "targets": ["wurm"]}}, {"advance": "end_of_combat"}])
    before = [state.to_json()]
    for action in actions_:
        state.apply(action)
        before.append(state.to_json())
    for expected in reversed(before[:-1]):
        state.undo()
        assert state.to_json() == expected
    with pytest.raises(IndexError):
        state.undo()


def test_undo_history_of_a_huge_library_is_bounded_and_cheap() -> None:
    # A posted scenario is capped at a small library (judge.scenario_limits); the engine
    # itself must stay cheap with any library, so this one is made in code.
    text = "title: t\nplayers: [{name: A, library: 10}, {name: B, library: 10}]\nturn: {step: upkeep}\n"
    state = GameState.from_scenario(Scenario.from_yaml(text))
    for player in state.players:
        player.library = Library.anonymous(100_000)
    state.start()
    draw = Action(1, "draw", player="A", count=1)
    tracemalloc.start()
    for _ in range(2000):
        state.apply(draw)
    used = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert len(state.player("A").library) == 98000 and len(state.player("A").hand) == 2000
    assert state.history == 2000 <= HISTORY_LIMIT
    assert used < 120_000_000  # each saved state shares the libraries: not 2000 copies of 100000 cards
    assert isinstance(state.player("A").library, Library)


def test_package_names_are_imported_on_first_use_and_kept() -> None:
    import judge
    import judge.verdict

    assert judge.run_scenario is judge.__dict__["run_scenario"]  # looked up once, then kept
    assert judge.verdict.Lexicon.__module__ == "judge.verdict.lexicon"
    with pytest.raises(AttributeError, match="module 'judge.verdict' has no attribute 'nothing'"):
        getattr(judge.verdict, "nothing")
