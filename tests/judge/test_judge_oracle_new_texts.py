"""The abilities the engine learned this round read in today's Oracle wording too (card data
users add, through judge/oracle.py): the same instructions as the pool's own words."""

from __future__ import annotations

import pytest

from judge.cards import CardDef, card_pool


@pytest.mark.parametrize("name, cost, types, abilities, text", [
    ("Gaea's Might", "{G}", ["instant"], [],
     "Domain \u2014 Target creature gets +1/+1 until end of turn for each basic land type among lands you control."),
    ("Natural Emergence", "{2}{R}{G}", ["enchantment"],
     ["When Natural Emergence enters the battlefield, return a red or green enchantment you control to its owner's "
      "hand.", "Lands you control are 2/2 creatures with first strike. They're still lands."], ""),
    ("Palinchron", "{5}{U}{U}", ["creature"],
     ["Flying", "When Palinchron enters the battlefield, untap up to seven lands.",
      "{2}{U}{U}: Return Palinchron to its owner's hand."], ""),
    ("Test of Faith", "{1}{W}", ["instant"], [],
     "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented "
     "this way, put a +1/+1 counter on that creature."),
    ("Cho-Manno, Revolutionary", "{2}{W}{W}", ["creature"],
     ["Prevent all damage that would be dealt to Cho-Manno, Revolutionary."], ""),
    ("Dream Thrush", "{1}{U}", ["creature"],
     ["Flying", "{T}: Target land becomes the basic land type of your choice until end of turn."], ""),
    ("Fog Bank", "{1}{U}", ["creature"],
     ["Flying", "Prevent all combat damage that would be dealt to and dealt by Fog Bank."], ""),
    ("Living Lands", "{3}{G}", ["enchantment"], ["All Forests are 1/1 creatures that are still lands."], ""),
    ("Manabarbs", "{3}{R}", ["enchantment"],
     ["Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player."], ""),
])
def test_the_oracle_wording_reads_as_the_pool_card(name: str, cost: str, types: list[str], abilities: list[str],
                                                   text: str) -> None:
    body = {"power": 1, "toughness": 1} if "creature" in types else {}
    card = CardDef.from_fields(name, cost, types, abilities=abilities, text=text, **body)  # type: ignore[arg-type]
    pool = card_pool()[name]

    def shape(c: CardDef) -> list[object]:
        out: list[object] = [type(a).__name__ for a in c.abilities]
        out += [(i.op, i.amount, i.power, i.words) for mode in c.spell for i in mode.instructions]
        return out

    assert shape(card) == shape(pool)
