"""The built-in pool grown to the cards of 2001–2003 rules questions: every card valid,
the engine running the cards whose text it reads, and a clear refusal for the rest
(``not_run``)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge import ScenarioError, load_scenario, run_scenario
from judge.abilities import COLORS, mana_symbols
from judge.cards import CARD_FIELDS, CARD_TYPES, CardDef, card_from_record, card_named, card_pool
from pool_blocks import POOL
from pool_games import graveyards, life, run

#: Words of today's game the pool's text must not use (it speaks the 2003 rules' words).
MODERN = re.compile(r"\b(battlefield|exile[sd]?|cast|casts|dies|aura|enters|vigilance|reach|"
                    r"hexproof|shroud|mana value|state-based actions?)\b", re.IGNORECASE)


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    """The pool's records, read independently of the loader."""
    data = yaml.safe_load(POOL.read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def test_the_pool_loads_with_its_exact_sizes(records: list[dict[str, Any]]) -> None:
    pool = card_pool()
    assert len(records) == len(pool) == 2805
    assert sum(1 for card in pool.values() if card.runs) == 1897
    assert sum(1 for card in pool.values() if not card.runs) == 908
    assert sum(1 for r in records if "not_run" in r) == 908


@pytest.mark.parametrize("name", ["Stifle", "Soul Link", "Wild Mongrel", "Goblin Piledriver",
                                  "Mogg Fanatic", "Platinum Angel", "Mindslaver", "Disciple of the Vault",
                                  "Ravenous Baloth", "Exalted Angel", "Shapeshifter", "Mogg Squad",
                                  "Argothian Enchantress", "Spellshock", "Dazzling Beauty",
                                  "Circle of Protection: Red", "Worship", "Morphling", "Pacifism",
                                  "Birds of Paradise", "Sol Ring", "Pyroclasm", "Earthquake", "Holy Day"])
def test_the_era_cards_players_ask_about_are_in_the_pool(name: str) -> None:
    assert card_named(name).name == name


def test_every_record_has_valid_fields(records: list[dict[str, Any]]) -> None:
    for record in records:
        name = record["name"]
        assert set(record) <= set(CARD_FIELDS), name
        types = record.get("types") or (record.get("halves") or [{}])[0].get("types")
        assert types and set(types) <= set(CARD_TYPES), name
        cost = str(record.get("cost") or "")
        assert all(re.fullmatch(r"\d+|[WUBRGX]", s) for s in re.findall(r"\d+|[A-Z]", cost)), name
        assert set(record.get("colors") or ()) <= set(COLORS), name
        body = (record.get("power"), record.get("toughness"))
        if "creature" in types:
            for value in body:
                assert isinstance(value, int) or (value == "*" and (record.get("not_run") or any(
                    re.search(r" (?:are each|is) equal to the number of ", a)
                    for a in record.get("abilities", ())))), name
        else:
            assert body == (None, None), name
        not_run = record.get("not_run")
        if not_run is not None:
            assert isinstance(not_run, list) and not_run and all(isinstance(t, str) for t in not_run), name
        for text in [*record.get("abilities", ()), *(not_run or ()), str(record.get("text") or "")]:
            assert not MODERN.search(text), (name, text)


def test_a_star_power_needs_the_text_that_sets_it() -> None:
    card = card_from_record({"name": "Nightmare", "cost": "5B", "types": ["creature"], "power": "*",
                             "toughness": "*", "not_run": ["its power and toughness are the number of Swamps"]})
    assert (card.power, card.toughness, card.runs) == (None, None, False)
    with pytest.raises(ValueError, match="'Nightmare': a '\\*' power or toughness needs the not_run text"):
        card_from_record({"name": "Nightmare", "cost": "5B", "types": ["creature"], "power": "*",
                          "toughness": "*"})
    for bad in ("counter it", [], [""]):
        with pytest.raises(ValueError, match="not_run must be a list of texts"):
            card_from_record({"name": "Stifle", "cost": "U", "types": ["instant"], "not_run": bad})


def test_an_instant_with_text_the_engine_does_not_run_needs_no_engine_text() -> None:
    blast = card_named("Spell Blast")  # Stifle, the example before, runs whole since session 21
    assert blast.spell == () and blast.runs is False
    assert blast.not_run == ("counter target spell with converted mana cost X",)
    assert blast.mana_cost == "XU" and blast.colors == ("blue",)


def test_a_mixed_card_keeps_the_abilities_the_engine_reads() -> None:
    # (Zombie Master, the example before, runs whole since session 28; Soltari Lancer since session 31)
    wombat = card_named("Rabid Wombat")
    assert [a.text for a in wombat.abilities] == ["attacking doesn't cause it to tap"]
    assert wombat.not_run == ("this gets +2/+2 for each creature enchantment on it",)


def _scenario(hand: list[str], in_play: list[str]) -> str:
    return yaml.safe_dump({
        "title": "uses a card", "players": [{"name": "Alice", "hand": hand}, {"name": "Bob"}],
        "in_play": [{"card": name, "controller": "Bob"} for name in in_play], "actions": []})


def test_every_card_with_text_the_engine_does_not_run_is_refused_by_name() -> None:
    refused = [card for card in card_pool().values() if not card.usable]  # unrun activated only: usable
    assert len(refused) == 746
    for card in refused:
        field = ("in_play", "card") if card.is_permanent_card else ("hand",)
        source = _scenario([] if card.is_permanent_card else [card.name],
                           [card.name] if card.is_permanent_card else [])
        with pytest.raises(ScenarioError) as err:
            load_scenario(source)
        (problem,) = err.value.problems
        where = "in_play[0].card" if field[0] == "in_play" else "players[0].hand[0]"
        assert problem.startswith(f"line ") and f": {where}: the engine does not run this text of " \
            f"{card.name!r}: " in problem, problem
        assert problem.endswith("a scenario can't use the card. Define it inline with the ability "
                                "language, or describe what it does")


def test_the_refusal_names_the_text(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as err:
        load_scenario(_scenario(["Spell Blast"], []))
    assert err.value.problems == (
        "line 5: players[0].hand[0]: the engine does not run this text of 'Spell Blast': 'counter target "
        "spell with converted mana cost X'; a scenario can't use the card. Define it inline with the ability "
        "language, or describe what it does",)


def test_an_inline_definition_of_the_same_name_runs_instead() -> None:
    source = yaml.safe_dump({
        "title": "Soul Link stated inline", "version": 2,
        "players": [{"name": "Alice", "hand": [{"name": "Pacifism", "mana_cost": "{1}{W}",
                                                "types": ["instant"], "text": "you gain 2 life"}]},
                    {"name": "Bob"}],
        "actions": [{"play": {"card": "Pacifism"}}, {"resolve": "all"}]})
    assert run_scenario(source).to_json()["final"]["players"]["Alice"]["life"] == 22


def test_the_cli_refuses_such_a_scenario_with_status_2(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from rulesjudge import main

    path = tmp_path / "spell_blast.yaml"
    path.write_text(_scenario(["Spell Blast"], ["Rabid Wombat"]), encoding="utf-8")
    result = CliRunner().invoke(main, ["scenario", str(path)])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert "the engine does not run this text of 'Spell Blast'" in result.output
    assert "the engine does not run this text of 'Rabid Wombat'" in result.output


# --- the new cards the engine runs, each with an exact outcome -----------------------------


def creature(out: dict[str, Any], perm_id: str) -> dict[str, Any]:
    return next(p for p in out["final"]["in_play"] if p["id"] == perm_id)


def test_pyroclasm_kills_a_goblin_king_and_the_goblin_it_pumped() -> None:
    out = run([{"id": "king", "card": "Goblin King", "controller": "Bob"},
               {"id": "raging", "card": "Raging Goblin", "controller": "Bob"},
               {"id": "boa", "card": "Wall of Stone", "controller": "Bob"}],
              [{"play": {"card": "Pyroclasm"}}, {"resolve": "all"}], hand=["Pyroclasm"])
    assert graveyards(out) == (["Pyroclasm"], ["Goblin King", "Raging Goblin"])
    assert [p["id"] for p in out["final"]["in_play"]] == ["boa"]
    assert out["illegal"] == []


def test_the_goblin_king_pumps_and_gives_mountainwalk_to_other_goblins() -> None:
    out = run([{"id": "king", "card": "Goblin King", "controller": "Alice"},
               {"id": "raging", "card": "Raging Goblin", "controller": "Alice"}], [])
    raging = creature(out, "raging")
    assert (raging["power"], raging["toughness"]) == (2, 2) and "mountainwalk" in raging["abilities"]
    assert (creature(out, "king")["power"], creature(out, "king")["toughness"]) == (2, 2)


def test_psionic_blast_deals_four_and_two_to_its_player() -> None:
    out = run([], [{"play": {"card": "Psionic Blast", "targets": ["Bob"]}}, {"resolve": "all"}],
              hand=["Psionic Blast"])
    assert life(out) == (18, 16)


def test_orcish_artillery_kills_a_bear_and_hurts_its_controller() -> None:
    out = run([{"id": "artillery", "card": "Orcish Artillery", "controller": "Alice"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
              [{"activate": {"source": "artillery", "ability": 1, "targets": ["bears"]}},
               {"resolve": "all"}])
    assert life(out) == (17, 20) and graveyards(out) == ([], ["Grizzly Bears"])


def test_blistering_firecat_hits_for_seven_and_is_sacrificed_at_end_of_turn() -> None:
    out = run([{"id": "cat", "card": "Blistering Firecat", "controller": "Alice"}],
              [{"attack": ["cat"]}, {"advance": "cleanup"}])
    assert life(out) == (20, 13) and graveyards(out) == (["Blistering Firecat"], [])


def test_akroma_cant_be_blocked_by_a_black_creature() -> None:
    bat = {"id": "bat", "name": "Bat", "types": ["creature"], "colors": ["black"], "power": 1,
           "toughness": 1, "abilities": ["flying"], "controller": "Bob"}
    out = run([{"id": "akroma", "card": "Akroma, Angel of Wrath", "controller": "Alice"}, bat],
              [{"attack": ["akroma"]}, {"block": {"bat": "akroma"}}])
    (illegal,) = out["illegal"]
    assert "502.7" in " ".join(illegal["rules"]) and "protection from black" in illegal["text"]
    assert creature(out, "akroma")["tapped"] is False  # attacking doesn't cause it to tap


def test_reckless_ogre_attacking_alone_deals_six() -> None:
    out = run([{"id": "ogre", "card": "Reckless Ogre", "controller": "Alice"}],
              [{"attack": ["ogre"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 14)


def test_bonesplitter_equipped_to_a_bear_makes_it_hit_for_four() -> None:
    out = run([{"id": "splitter", "card": "Bonesplitter", "controller": "Alice"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
              [{"activate": {"source": "splitter", "ability": 1, "targets": ["bears"]}},
               {"resolve": "all"}, {"attack": ["bears"]}, {"advance": "end_of_combat"}])
    assert life(out) == (20, 16)


def test_sol_ring_mana_left_unused_burns_two() -> None:
    out = run([{"id": "ring", "card": "Sol Ring", "controller": "Alice"}],
              [{"activate": {"source": "ring", "ability": 1}}, {"advance": "beginning_of_combat"}])
    assert life(out) == (18, 20)


def test_great_furnace_is_an_artifact_that_shatter_destroys() -> None:
    out = run([{"id": "furnace", "card": "Great Furnace", "controller": "Bob"}],
              [{"play": {"card": "Shatter", "targets": ["furnace"]}}, {"resolve": "all"}], hand=["Shatter"])
    assert graveyards(out) == (["Shatter"], ["Great Furnace"])


def test_dross_harvester_gains_two_when_a_creature_is_put_into_a_graveyard() -> None:
    out = run([{"id": "harvester", "card": "Dross Harvester", "controller": "Alice"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
              [{"play": {"card": "Shock", "targets": ["bears"]}}, {"resolve": "all"}], hand=["Shock"])
    assert life(out) == (22, 20)


def test_werebear_at_threshold_is_a_four_four() -> None:
    out = run([{"id": "bear", "card": "Werebear", "controller": "Alice"}], [],
              graveyard=["Shock"] * 7)
    assert (creature(out, "bear")["power"], creature(out, "bear")["toughness"]) == (4, 4)


def test_kobolds_of_kher_keep_are_red_with_no_mana_cost() -> None:
    out = run([{"id": "kobolds", "card": "Kobolds of Kher Keep", "controller": "Alice"}], [])
    assert creature(out, "kobolds")["colors"] == ["red"]
    assert card_named("Kobolds of Kher Keep").mana_value == 0


def test_roar_of_the_wurm_flashed_back_from_the_graveyard_makes_a_six_six() -> None:
    out = run([], [{"play": {"card": "Roar of the Wurm", "from": "graveyard"}}, {"resolve": "all"}],
              graveyard=["Roar of the Wurm"])
    (wurm,) = out["final"]["in_play"]
    assert (wurm["power"], wurm["toughness"], wurm["token"]) == (6, 6, True)
    assert out["final"]["players"]["Alice"]["removed"] == ["Roar of the Wurm"]


def test_master_healer_prevents_four_of_a_lightning_blast() -> None:
    out = run([{"id": "healer", "card": "Master Healer", "controller": "Bob"}],
              [{"play": {"card": "Lightning Blast", "targets": ["Bob"]}},
               {"activate": {"source": "healer", "ability": 1, "targets": ["Bob"], "by": "Bob"}},
               {"resolve": "all"}], hand=["Lightning Blast"])
    assert life(out) == (20, 20)


def test_every_card_the_engine_runs_is_a_valid_definition() -> None:
    for card in card_pool().values():
        if card.runs:
            assert isinstance(card, CardDef) and card.not_run_message() == ""
            if "creature" in card.types:
                assert isinstance(card.power, int) and isinstance(card.toughness, int), card.name
            assert [s for s in mana_symbols(card.mana_cost)] == list(mana_symbols(card.mana_cost))


# --- verdicts: a named pool card the engine runs is put on the board; one it doesn't is declined


def test_a_verdict_runs_a_new_pool_card_by_name() -> None:
    from judge.verdict import Lexicon, judge_question

    judged = judge_question("My Blistering Firecat attacks and isn't blocked. How much does my "
                            "opponent take?", Lexicon.build())
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 13. Nothing is put into a graveyard."


def test_a_verdict_declines_a_card_whose_text_the_engine_does_not_run() -> None:
    from judge.verdict import Lexicon, judge_question

    judged = judge_question("My Rabid Wombat attacks. My opponent blocks with a 2/2. Who dies?",
                            Lexicon.build())
    assert judged.verdict is None
    assert judged.to_json() == {
        "verdict": None, "declined": "text the engine's ability language doesn't read",
        "unread": ["Rabid Wombat (its text is not in the engine's ability language)"]}
