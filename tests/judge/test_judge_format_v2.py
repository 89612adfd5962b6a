"""Scenario format version 2: the loader, its errors, the JSON Schema, and what a
version 2 scenario reports (docs/scenario-format.md)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

import rulesjudge
from judge import ScenarioError, run_scenario
from judge.scenario import load_scenario, problems
from judge.schema import json_schema

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_FILE = ROOT / "docs" / "scenario-format.schema.json"
SCENARIOS = sorted((ROOT / "judge" / "scenarios").glob("*.yaml"))
TWO = "title: t\nplayers: [{name: Alice}, {name: Bob}]\n"


def test_committed_schema_is_the_generated_one() -> None:
    assert json.loads(SCHEMA_FILE.read_text(encoding="utf-8")) == json_schema()
    result = CliRunner().invoke(rulesjudge.main, ["scenario", "--schema"])
    assert result.exit_code == 0 and json.loads(result.output) == json_schema()


def test_schema_is_a_valid_2020_12_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(json_schema())


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_bundled_scenario_satisfies_the_schema(path: Path) -> None:
    jsonschema.Draft202012Validator(json_schema()).validate(yaml.safe_load(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize(("bad", "where"), [
    ({"actions": [{"cast": {"card": "Shock"}}]}, ["actions", 0]),
    ({"players": [{"name": "Alice", "lif": 3}, {"name": "Bob"}]}, ["players", 0]),
    ({"in_play": [{"card": "Grizzly Bears", "controller": "Alice", "token": "yes"}]}, ["in_play", 0, "token"]),
])
def test_schema_rejects_what_the_loader_rejects(bad: dict[str, object], where: list[object]) -> None:
    data = {"title": "t", "players": [{"name": "Alice"}, {"name": "Bob"}], **bad}
    errors = list(jsonschema.Draft202012Validator(json_schema()).iter_errors(data))
    assert errors and any(list(e.absolute_path)[:len(where)] == where for e in errors)
    assert problems(yaml.safe_dump(data, sort_keys=False))


def test_schema_accepts_by_inside_the_mapping_as_the_loader_does() -> None:
    text = TWO + ("version: 2\nin_play:\n  - {id: morph, name: Morph Bear, types: [creature], power: 2, "
                  "toughness: 2, abilities: [\"morph {G}\"], controller: Alice, face_down: true}\n"
                  "actions:\n  - turn_face_up: {source: morph, by: Alice}\n  - cycle: {card: Shock, by: Alice}\n")
    assert problems(text) == []
    assert list(jsonschema.Draft202012Validator(json_schema()).iter_errors(yaml.safe_load(text))) == []


def test_a_modern_verb_names_the_2003_word() -> None:
    assert problems(TWO + "actions:\n  - cast: {card: Shock}\n") == [
        "line 4: actions[0].cast: unknown verb 'cast' \u2014 the 2003 word is 'play'"]


def test_an_unknown_verb_lists_the_verbs() -> None:
    [message] = problems(TWO + "actions:\n  - smash: wurm\n")
    assert message.startswith("line 4: actions[0].smash: unknown verb 'smash'; the verbs are attack, block,")
    assert message.endswith("effect, turn_face_up, cycle, choose, concede")


def test_version_1_refuses_version_2_fields_and_verbs_by_line_and_field() -> None:
    text = ("version: 1\n" + TWO + "in_play:\n  - {card: Grizzly Bears, controller: Alice, token: true}\n"
            "actions:\n  - concede: Bob\n")
    assert problems(text) == [
        "line 5: in_play[0].token: a format version 2 field, but the scenario says version: 1",
        "line 7: actions[0].concede: 'concede' is a format version 2 verb, but the scenario says version: 1"]


def test_an_unknown_version_is_a_problem() -> None:
    assert problems("version: 3\n" + TWO) == ["line 1: version: must be one of 1, 2"]


def test_invalid_version_2_input_exits_2_naming_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("version: 2\n" + TWO + "actions:\n  - play: {card: Shock, kicker: maybe}\n", encoding="utf-8")
    result = CliRunner().invoke(rulesjudge.main, ["scenario", str(path)])
    assert result.exit_code == 2
    assert "line 5: actions[0].play.kicker: must be true or false" in result.output


def test_version_1_output_is_unchanged_and_version_2_output_adds_fields() -> None:
    board = "in_play:\n  - {id: w, card: Craw Wurm, controller: Alice, owner: Bob}\n"
    v1 = run_scenario(TWO + board).to_json()["final"]["in_play"][0]
    v2 = run_scenario("version: 2\n" + TWO + board).to_json()["final"]["in_play"][0]
    assert list(v1) == ["id", "name", "controller", "power", "toughness", "damage", "tapped", "counters", "abilities"]
    assert {k: v2[k] for k in ("owner", "token", "face_down", "copy_of", "types", "subtypes", "colors")} == {
        "owner": "Bob", "token": False, "face_down": False, "copy_of": None, "types": ["creature"],
        "subtypes": ["Wurm"], "colors": ["green"]}


def test_a_scenario_using_a_version_2_feature_is_read_as_version_2() -> None:
    assert load_scenario(TWO + "actions: [{concede: Bob}]").version == 2
    assert load_scenario(TWO + "actions: [{pass: true}]").version == 1


def test_cards_defined_inline_in_hand_can_be_played() -> None:
    text = TWO.replace("{name: Alice}", "{name: Alice, hand: [{name: Spark, mana_cost: '{R}', types: [instant], "
                                        "text: '1 damage to target creature or player'}]}") + \
        "actions:\n  - play: {card: spark, targets: [Bob]}\n  - pass: true\n"
    output = run_scenario(text).to_json()
    assert output["final"]["players"]["Bob"]["life"] == 19
    assert output["final"]["players"]["Alice"]["graveyard"] == ["Spark"]


def test_an_inline_card_in_a_zone_is_checked_like_one_in_play() -> None:
    text = TWO.replace("{name: Alice}", "{name: Alice, graveyard: [{name: Blob, types: [creature], power: 1}]}")
    assert problems(text) == ["line 2: players[0].graveyard[0].toughness: required for a creature: a whole number"]


def test_concede_ends_the_game_102_7() -> None:
    output = run_scenario(TWO + "actions: [{concede: Bob}, {pass: true}]").to_json()
    assert output["final"]["result"] == "won:Alice"
    assert [e["rules"] for e in output["events"] if e["kind"] == "concede"] == [["100.6", "102.7"]]
    assert output["illegal"] == [{"action": 2, "text": "The game is over.", "rules": ["102.3"]}]


def test_a_token_that_leaves_play_ceases_to_exist_420_5f() -> None:
    text = ("version: 2\n" + TWO + "in_play:\n  - {id: s, name: Soldier, token: true, types: [creature], "
            "subtypes: [Soldier], colors: [white], power: 1, toughness: 1, controller: Alice}\n"
            "actions:\n  - effect: {damage: 1, to: s}\n")
    output = run_scenario(text).to_json()
    assert output["final"]["players"]["Alice"]["graveyard"] == []
    sbe = [e for e in output["events"] if e["kind"] == "state_based"]
    assert sbe[-1]["text"] == ("State-based effects: the Soldier token in Alice's graveyard ceases to exist "
                               "(a token in the graveyard zone, 420.5f).")
    assert sbe[-1]["rules"] == ["408.2c", "420.3", "420.5", "420.5f", "216.3"]


def test_a_face_down_permanent_is_a_nameless_2_2_504_2() -> None:
    text = ("version: 2\n" + TWO + "in_play:\n  - {id: m, card: Craw Wurm, face_down: true, controller: Bob}\n")
    entry = run_scenario(text).to_json()["final"]["in_play"][0]
    assert {k: entry[k] for k in ("name", "power", "toughness", "colors", "subtypes", "face_down", "card")} == {
        "name": "", "power": 2, "toughness": 2, "colors": [], "subtypes": [], "face_down": True, "card": "Craw Wurm"}


def test_scenario_error_lists_every_problem() -> None:
    with pytest.raises(ScenarioError) as err:
        load_scenario("version: 2\ntitle: ''\nplayers: [{name: A}]\n")
    assert list(err.value.problems) == ["line 2: title: required: a non-empty string",
                                  "line 3: players: required: a list of exactly two players"]


LEAK = ("version: 2\ntitle: t\nplayers: [{name: Alice, hand: [Shock]}, {name: Bob, hand: [Mana Leak]}]\n"
        "actions:\n  - play: {card: Shock, targets: [Bob]}\n  - play: {card: Mana Leak, targets: [Shock], by: Bob}\n")


def test_an_unanswered_choice_is_reported_as_a_default() -> None:
    output = run_scenario(LEAK + "  - resolve: all\n").to_json()
    [choice] = [e for e in output["events"] if e["kind"] == "choice"]
    assert choice["default"] is True and choice["rules"] == ["413.2b", "413.2c"]
    assert choice["text"] == "Alice chooses to pay {3} for Mana Leak (the default: a player pays when able)."
    assert all("default" not in e for e in output["events"] if e["kind"] != "choice")


def test_an_answer_inline_on_the_action_waits_for_its_choice() -> None:
    text = LEAK.replace("by: Bob}", "by: Bob, choose: {pay: false}}") + "  - resolve: all\n"
    output = run_scenario(text).to_json()
    assert output["final"]["players"]["Alice"]["graveyard"] == ["Shock"]
    assert output["final"]["players"]["Bob"]["life"] == 20 and output["illegal"] == []


def test_a_choose_that_answers_nothing_is_illegal() -> None:
    output = run_scenario(TWO + "actions: [{pass: true}, {choose: {pay: true}}]").to_json()
    assert output["illegal"] == [{"action": 2, "rules": [],
                                  "text": "There is no choice waiting for this answer: no spell, ability or rule "
                                          "asked for it."}]


_WARDENS = ("version: 2\nin_play:\n"
            "  - {id: life, name: Warden of Life, types: [creature], power: 1, toughness: 1, controller: Alice,\n"
            "     abilities: [\"whenever another creature comes into play, you gain 1 life\"]}\n"
            "  - {id: pain, name: Warden of Pain, types: [creature], power: 1, toughness: 1, controller: Alice,\n"
            "     abilities: [\"whenever another creature comes into play, you lose 1 life\"]}\n")


def _stack_names(output: dict[str, object]) -> list[str]:
    final = output["final"]
    assert isinstance(final, dict)
    return [entry["name"] for entry in final["stack"]]


def test_unordered_simultaneous_triggers_go_on_the_stack_as_they_triggered_by_default_410_3() -> None:
    text = TWO.replace("{name: Alice}", "{name: Alice, hand: [Grizzly Bears]}") + _WARDENS
    output = run_scenario(text + "actions: [{play: Grizzly Bears}, {pass: true}]").to_json()
    assert _stack_names(output) == ["Warden of Life's triggered ability", "Warden of Pain's triggered ability"]
    [first] = [e for e in output["events"] if e["kind"] == "trigger" and e.get("default")]
    assert "the default: in the order they triggered" in first["text"] and "410.3" in first["rules"]


def test_an_order_naming_no_waiting_trigger_is_illegal_410_3() -> None:
    text = TWO.replace("{name: Alice}", "{name: Alice, hand: [Grizzly Bears]}") + _WARDENS
    output = run_scenario(text + "actions: [{play: Grizzly Bears}, {pass: true}, {choose: {order: [bears]}}]").to_json()
    assert output["illegal"] == [{"action": 2, "rules": ["410.3"], "text": (
        "The order names 'bears', which is not one of Alice's triggered abilities waiting to go on the stack (Warden of Life's "
        "triggered ability, Warden of Pain's triggered ability).")}]


def test_grab_the_reins_sacrifices_only_a_creature_its_controller_controls_217_4a() -> None:
    text = TWO.replace("{name: Alice}", "{name: Alice, hand: [Grab the Reins]}") + (
        "version: 2\nin_play:\n  - {id: dragon, card: Shivan Dragon, controller: Bob}\n"
        "  - {id: bears, card: Grizzly Bears, controller: Alice}\n"
        "actions:\n  - play: {card: Grab the Reins, mode: 2, targets: [Bob]}\n  - pass: true\n"
        "  - choose: {object: dragon}\n")
    output = run_scenario(text).to_json()
    assert output["illegal"] == [{"action": 2, "rules": ["217.4a", "413.2b"], "text": (
        "Alice can't sacrifice 'dragon' to Grab the Reins: not a creature he or she controls.")}]
    default = run_scenario(text.replace("  - choose: {object: dragon}\n", "")).to_json()
    [event] = [e for e in default["events"] if e["kind"] == "sacrifice"]
    assert event["default"] is True and event["text"].startswith("Alice sacrifices Grizzly Bears (power 2)")
    assert default["final"]["players"]["Bob"]["life"] == 18


def test_a_permanent_that_becomes_a_copy_keeps_its_color_and_its_counters_503_4_503_9() -> None:
    output = run_scenario(str(ROOT / "judge" / "scenarios" / "doppelganger_becomes_a_copy_in_play_cr_503_4.yaml")).to_json()
    [doppel] = [p for p in output["final"]["in_play"] if p["id"] == "doppel"]
    assert (doppel["name"], doppel["copy_of"], doppel["colors"], doppel["subtypes"], doppel["counters"]) == (
        "Venerable Monk", "Venerable Monk", ["blue"], ["Monk", "Cleric"], {"+1/+1": 1})
    assert not [e for e in output["events"] if e["kind"] == "trigger" and "Venerable Monk" in e["text"]
                and e["turn"] == 5 and "life" in e["text"]]
    assert output["final"]["players"]["Alice"]["life"] == 20


def test_protection_from_the_chosen_color_uses_the_permanents_own_choice_503_8() -> None:
    text = TWO.replace("{name: Alice}", "{name: Alice, hand: [Shock]}") + (
        "version: 2\nin_play:\n  - {id: voice, name: Voice, types: [creature], power: 2, toughness: 2, "
        "controller: Bob, abilities: [\"as this comes into play, choose a color\", protection from the chosen color]}\n"
        "actions:\n  - play: {card: Shock, targets: [voice]}\n  - pass: true\n")
    # put into play by the scenario, no choice was made: undefined (503.7), so Shock can target it
    assert run_scenario(text).to_json()["final"]["players"]["Bob"]["graveyard"] == ["Voice"]
