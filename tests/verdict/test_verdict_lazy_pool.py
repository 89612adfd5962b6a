"""The verdict lexicon knows every pool card by name and types without building it."""
from __future__ import annotations

import yaml

from judge.cards import POOL_PATH, card_named, card_pool, pool_outline
from judge.verdict.lexicon import Lexicon


def test_the_outline_is_what_the_records_say() -> None:
    records = yaml.safe_load(POOL_PATH.read_text(encoding="utf-8"))
    outline = pool_outline()
    assert list(outline) == [r["name"] for r in records]
    assert len(outline) == 2805
    assert outline == {r["name"]: (tuple(t.lower() for t in r["types"]), "not_run" not in r) for r in records}
    assert outline["Aluren"] == (("enchantment",), False)
    assert outline["Stifle"] == (("instant",), True)  # run whole since session 21
    assert outline["Grizzly Bears"] == (("creature",), True)


def test_a_pool_card_is_built_when_first_looked_up(lexicon: Lexicon) -> None:
    assert "Grizzly Bears" in lexicon.cards
    assert lexicon.cards["Grizzly Bears"] is card_named("Grizzly Bears") is card_pool()["Grizzly Bears"]
    assert lexicon.cards.get("No Such Card") is None
    assert "Aluren" not in lexicon.cards  # its text isn't run: named, never put on a board
    assert lexicon.unreadable_cards["Aluren"] == card_named("Aluren").not_run_message()
    assert lexicon.unreadable_cards["Aluren"].startswith("the engine does not run this text of 'Aluren': ")
    assert lexicon.phrases[("aluren",)] == ("unreadable", "Aluren")
    assert lexicon.phrases[("grizzly", "bears")] == ("cc", "Grizzly Bears")


def test_a_copy_with_more_cards_keeps_the_pool() -> None:
    from judge.verdict import CardText

    base = Lexicon.build()
    more = base.with_cards([CardText("Test Golem", ("creature",), "", "{3}", 3, 3)])
    assert "Test Golem" in more.cards and "Test Golem" not in base.cards
    assert more.cards["Hill Giant"] is card_named("Hill Giant")
    assert "Aluren" in more.unreadable_cards
