"""A user-added card (MTGJSON card data, ``rulesjudge ingest --add``) played from hand: the
verdict's scenario defines it inline in the player's hand from the card's own fields
(format version 2), so the scenario runs with ``rulesjudge scenario`` on its own, with no
knowledge base; end to end as a user would, with the exact outcome."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from rulesjudge import main

ORACLE = Path(__file__).resolve().parents[1] / "data" / "mtgjson_oracle" / "AtomicCards.json"


@pytest.fixture(scope="module")
def kb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A knowledge base with the fixture's card data added."""
    path = tmp_path_factory.mktemp("added") / "kb"
    added = CliRunner().invoke(main, ["ingest", "--add", str(ORACLE), "--kb", str(path), "--json"])
    assert added.exit_code == 0, added.output
    return path


def _ask(question: str, kb: Path) -> dict[str, Any]:
    asked = CliRunner().invoke(main, ["ask", question, "--kb", str(kb), "--json"])
    assert asked.exit_code == 0, asked.output
    verdict: dict[str, Any] = json.loads(asked.output)["verdict"]
    assert verdict is not None, asked.output
    return verdict


def _life(outcome: dict[str, Any]) -> dict[str, int]:
    return {name: p["life"] for name, p in outcome["final"]["players"].items()}


def test_an_added_instant_played_from_hand_is_defined_inline_and_runs(kb: Path, tmp_path: Path) -> None:
    verdict = _ask("I attack with my 2/2 and he blocks with his 3/3. I play Cinder Lash on his 3/3. "
                   "What happens?", kb)
    assert verdict["summary"] == ("No player's life total changes. The 3/3 (your opponent's) is put "
                                  "into the graveyard.")
    assert verdict["scenario"]["players"][0]["hand"] == [
        {"name": "Cinder Lash", "types": ["instant"], "mana_cost": "{R}", "colors": ["red"],
         "text": "this deals 3 damage to target creature or player"}]
    texts = [e["text"] for e in verdict["outcome"]["events"]]
    assert "Cinder Lash deals 3 damage to 3/3." in texts
    # The scenario runs unchanged with `rulesjudge scenario`, with no knowledge base.
    path = tmp_path / "verdict.yaml"
    path.write_text(yaml.safe_dump(verdict["scenario"]), encoding="utf-8")
    ran = CliRunner().invoke(main, ["scenario", str(path), "--json", "--kb", str(tmp_path / "none")])
    assert ran.exit_code == 0, ran.output
    outcome = json.loads(ran.output)
    assert outcome["ok"] is True
    assert _life(outcome) == {"Alice": 20, "Bob": 20}
    assert outcome["final"]["players"]["Bob"]["graveyard"] == ["3/3"]
    assert outcome["final"]["players"]["Alice"]["graveyard"] == ["Cinder Lash"]


def test_an_added_instant_at_a_player_and_an_added_sorcery(kb: Path) -> None:
    burn = _ask("I Cinder Lash my opponent. He is at 5 life. What happens?", kb)
    assert burn["summary"] == "Your opponent goes to 2. Nothing is put into a graveyard."
    rite = _ask("I play Vanishing Rite on his Craw Wurm. What happens?", kb)
    assert rite["summary"] == ("No player's life total changes. Nothing is put into a graveyard. "
                               "Craw Wurm (your opponent's) is removed from the game.")
    assert rite["scenario"]["players"][0]["hand"] == [
        {"name": "Vanishing Rite", "types": ["sorcery"], "mana_cost": "{1}{W}",
         "colors": ["white"], "text": "remove target creature from the game"}]
    assert rite["scenario"]["in_play"][0]["card"] == "Craw Wurm"  # a built-in card stays by name
