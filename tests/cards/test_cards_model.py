"""The card record and its domain values: mana costs, keyword abilities, type lines."""

from __future__ import annotations

import pytest

from kb.model import KEYWORD_ABILITIES, Card, ParsedDocument, format_mana_cost, keyword_of


def test_keyword_abilities_are_the_titles_of_502(corpus_documents: list[ParsedDocument]) -> None:
    cr = next(d for d in corpus_documents if d.document.id == "cr-2003-12-01")
    titles = [r.title for r in cr.rules if r.number.section == 502 and r.number.depth == 1 and r.title]
    assert tuple(titles) == KEYWORD_ABILITIES
    assert len(KEYWORD_ABILITIES) == 33  # 502.2 to 502.34


@pytest.mark.parametrize(("ability", "keyword"), [
    ("flying", "Flying"), ("First strike", "First Strike"), ("double strike", "Double Strike"),
    ("protection from black", "Protection"), ("Protection from red and from white", "Protection"),
    ("islandwalk", "Landwalk"), ("Nonbasic landwalk", "Landwalk"), ("rampage 2", "Rampage"),
    ("fading 2", "Fading"), ("cumulative upkeep {1}", "Cumulative Upkeep"), ("equip {2}", "Equip"),
    ("Bands with other Legends", "Bands with Other"), ("banding", "Banding"),
    ("kicker {2}{R}", "Kicker"), ("Trample", "Trample"),
    ("can block as though it had flying", None), ("can't block", None),
    ("attacking doesn't cause it to tap", None), ("{G}: regenerate this", None),
    ("flying creatures you control get +1/+1", None),
])
def test_keyword_of_an_ability(ability: str, keyword: str | None) -> None:
    assert keyword_of(ability) == keyword


@pytest.mark.parametrize(("cost", "formatted"), [
    ("3WW", "{3}{W}{W}"), ("{X}{R}", "{X}{R}"), ("", ""), ("10G", "{10}{G}"), ("{2/W}", "{2/W}"),
])
def test_format_mana_cost(cost: str, formatted: str) -> None:
    assert format_mana_cost(cost) == formatted


def test_type_line_and_slug() -> None:
    card = Card("Suq'Ata Lancer", "cards-builtin", types=("Creature",), subtypes=("Knight",))
    assert (card.type_line, card.slug) == ("Creature — Knight", "suq-ata-lancer")
    legend = Card("Rorix Bladewing", "x", types=("Creature",), subtypes=("Dragon",),
                  supertypes=("Legendary",))
    assert legend.type_line == "Legendary Creature — Dragon"
    assert Card("Island", "x", types=("Land",), supertypes=("Basic",), subtypes=("Island",)) \
        .to_json()["type_line"] == "Basic Land — Island"
