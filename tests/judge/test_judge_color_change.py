"""Color changes in the ability language: "target creature becomes black until end of turn",
"... becomes the color of your choice until end of turn" (layer 5 of 418.5a), and a color
with no duration, against protection (502.7)."""

from __future__ import annotations

import pytest
from judge_helpers import build_state, cited_rules, play_all, scenario_text

from judge import run_scenario
from judge.cards import CardDef
from judge.errors import IllegalActionError

WAND = {"id": "wand", "name": "Dark Wand", "mana_cost": "{1}", "types": ["artifact"], "controller": "Alice",
        "abilities": ["{T}: target creature becomes black until end of turn"]}


@pytest.mark.parametrize("text, kind, words", [
    ("Target creature becomes black until end of turn.", "creature", "black until end of turn"),
    ("target permanent becomes the color of your choice until end of turn", "permanent", "choice until end of turn"),
    ("Target spell or permanent becomes black.", "spell or permanent", "black"),
])
def test_the_wordings_read(text: str, kind: str, words: str) -> None:
    card = CardDef.from_fields("Paint", "{U}", ["instant"], text=text)
    (ins,) = card.spell[0].instructions
    assert (ins.op, ins.target.kind if ins.target else None, ins.words) == ("set_color", kind, words)


def test_a_black_creature_cant_block_a_knight_with_protection_from_black() -> None:
    state, actions = build_state(
        in_play=[WAND, {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "knight", "card": "White Knight", "controller": "Bob"}],
        turn={"active": "Bob", "step": "precombat_main"}, version=2,
        actions=[{"activate": {"source": "wand", "ability": 1, "by": "Alice", "targets": ["bears"]}},
                 {"resolve": "all"}, {"attack": ["knight"]}, {"block": {"bears": "knight"}}])
    play_all(state, actions[:-1])
    assert state.chars(state.get("bears")).colors == ("black",)
    with pytest.raises(IllegalActionError) as info:
        state.apply(actions[-1])
    assert "502.7f" in {str(r) for r in info.value.rules}  # can't be blocked by black creatures


def test_the_color_wears_off_at_end_of_turn() -> None:
    state, actions = build_state(
        in_play=[WAND, {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], version=2,
        actions=[{"activate": {"source": "wand", "ability": 1, "targets": ["bears"]}}, {"resolve": "all"},
                 {"advance": "end_of_turn"}])
    play_all(state, actions[:2])
    assert state.chars(state.get("bears")).colors == ("black",)
    assert {"418.3a", "418.5a"} <= cited_rules(state)
    state.apply(actions[2])
    state.apply(build_state(actions=[{"advance": "cleanup"}], version=2)[1][0])
    assert state.chars(state.get("bears")).colors == ("green",)


def test_the_color_of_your_choice_as_chosen_and_by_default() -> None:
    chooser = {**WAND, "abilities": ["{T}: target creature becomes the color of your choice until end of turn"]}
    base = dict(in_play=[chooser, {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}], version=2)
    chosen = run_scenario(scenario_text(**base, actions=[
        {"activate": {"source": "wand", "ability": 1, "targets": ["bears"], "choose": {"color": "red"}}},
        {"resolve": "all"}])).to_json()
    assert any(e["text"] == "Grizzly Bears becomes red until end of turn." for e in chosen["events"])
    default = run_scenario(scenario_text(**base, actions=[
        {"activate": {"source": "wand", "ability": 1, "targets": ["bears"]}}, {"resolve": "all"}])).to_json()
    (event,) = [e for e in default["events"] if e["kind"] == "color"]
    assert event["text"] == ("Grizzly Bears becomes green until end of turn (the default color: the first it has, "
                             "else white).")


def test_this_gains_protection_from_the_color_of_your_choice_reads_and_runs() -> None:
    card = CardDef.from_fields("Guard", "{1}{W}", ["creature"], power=2, toughness=2,
                               abilities=["{W}: Guard gains protection from the color of your choice until end of turn."])
    (ins,) = card.abilities[0].effect.instructions  # type: ignore[union-attr]
    assert (ins.op, ins.who, ins.words) == ("gain_target", "this", "protection from the color of your choice")
    out = run_scenario(scenario_text(
        in_play=[{"id": "jareth", "card": "Jareth, Leonine Titan", "controller": "Alice"}], alice={"hand": ["Shock"]},
        version=2, actions=[{"activate": {"source": "jareth", "ability": 1, "choose": {"color": "red"}}},
                            {"resolve": "all"}, {"play": {"card": "Shock", "targets": ["jareth"]}}])).to_json()
    (illegal,) = out["illegal"]  # protection from red: Shock can't target it
    assert (illegal["action"], {"502.7a", "502.7b"} <= set(illegal["rules"])) == (3, True)
