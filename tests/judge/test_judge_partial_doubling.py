"""A damage doubling the engine runs is Furnace of Rath's, for every source (419.1), and since
session 27 Gratuitous Violence's, for the creatures its controller controls; one for other sources
(Fire Servant's "a red instant or sorcery spell you control") is refused, not run as Furnace of Rath
(it would double Shock and an opponent's creature's damage)."""

from __future__ import annotations

import pytest

from judge.abilities import Static
from judge.cards import CardDef, card_pool
from judge.mana import AbilityParseError


def test_furnace_of_rath_doubles_every_source() -> None:
    (furnace,) = card_pool()["Furnace of Rath"].abilities
    assert isinstance(furnace, Static) and (furnace.kind, furnace.affects) == ("double_damage", "all")


@pytest.mark.parametrize("text", [
    "if a red instant or sorcery spell you control would deal damage, it deals double that damage instead",
    "if a red source you control would deal damage to a permanent or player, it deals double that damage instead",
])
def test_a_doubling_for_some_sources_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError, match="damage doubled for some sources only"):
        CardDef.from_fields("Doubler", "{2}{R}{R}{R}", ["enchantment"], abilities=[text])
