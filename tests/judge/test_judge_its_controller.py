""""its controller" names the controller of the creature a trigger event gives (410.10d):
text where nothing gives one is refused when the card is read, never a KeyError later."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from judge.abilities import Triggered
from judge.cards import CardDef
from judge.mana import AbilityParseError

ROOT = Path(__file__).resolve().parents[2]


def _creature(ability: str) -> CardDef:
    return CardDef.from_fields("Test Sliver", "{4}{U}", ["creature"], ["Sliver"], power=3, toughness=3,
                               abilities=[ability])


def test_a_dies_trigger_gives_its_controller() -> None:
    card = _creature("whenever a creature is put into a graveyard from play, its controller may draw a card")
    assert [type(a).__name__ for a in card.abilities] == ["Triggered"]
    assert isinstance(card.abilities[0], Triggered) and card.abilities[0].event == "creature_dies"


def test_a_sliver_damage_trigger_gives_its_controller() -> None:
    """Brood Sliver's kind (session 20): "its controller" is the controller of the Sliver that
    dealt the damage (410.2)."""
    card = _creature("whenever a Sliver deals combat damage to a player, its controller may draw a card")
    assert isinstance(card.abilities[0], Triggered) and card.abilities[0].event == "deals_damage"


@pytest.mark.parametrize("ability, message", [
    ("whenever this deals combat damage to a player, its controller may draw a card",
     "'its controller' names no one a 'deals damage' trigger gives"),
    ("{T}: its controller draws a card", "'Test Sliver': 'its controller' names no one here"),
])
def test_its_controller_with_no_creature_given_is_refused(ability: str, message: str) -> None:
    with pytest.raises(AbilityParseError) as error:
        _creature(ability)
    assert message in str(error.value)


def test_a_scenario_with_such_a_card_is_a_clear_error_not_a_traceback(tmp_path: Path) -> None:
    scenario = tmp_path / "sliver.yaml"
    scenario.write_text(
        "version: 2\ntitle: An odd Sliver\nplayers:\n  - name: Alice\n  - name: Bob\nturn: {active: Alice, step: precombat_main}\n"
        "in_play:\n  - {id: s, name: Odd Sliver, types: [creature], subtypes: [Sliver], power: 3, toughness: 3,\n"
        "     controller: Alice, abilities: ['whenever this deals combat damage to a player, its controller "
        "may draw a card']}\nactions:\n  - attack: [s]\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "rulesjudge", "scenario", str(scenario)], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert ("in_play[0].abilities[0]: unknown ability 'whenever this deals combat damage to a player, "
            "its controller may draw a card'") in done.stderr
