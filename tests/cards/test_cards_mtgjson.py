"""MTGJSON card data (AtomicCards, AllPrintings) read streaming, recognised by content,
with first printings and cards printed after the 2003-12-01 rules marked."""

from __future__ import annotations

import json
import shutil
import tracemalloc
from pathlib import Path

import pytest

from ingest.cards import read_mtgjson
from ingest.sources import SourceError, read_source
from kb.model import KB_EDITION_DATE

DATA = Path(__file__).resolve().parent.parent / "data" / "mtgjson"
ATOMIC = DATA / "AtomicCards.json"
PRINTINGS = DATA / "AllPrintings.json"


def test_atomic_cards_are_read_one_per_name() -> None:
    parsed = read_mtgjson(ATOMIC)
    doc = parsed.document
    assert (doc.id, doc.kind, doc.edition) == ("cards-atomic-2024-06-01", "card_data", "2024-06-01")
    assert parsed.errors == []
    assert parsed.counts() == {"cards": 10, "after_edition": 1}
    assert [c.name for c in parsed.cards] == [
        "Serra Angel", "Force of Nature", "Stifle", "Soul Warden", "Soul Link", "Dazzling Beauty",
        "Arcbound Ravager", "Fire // Ice", "Craw Wurm", "Lost Promo Card"]


@pytest.mark.parametrize(("name", "first_set", "first_date", "after"), [
    ("Serra Angel", "LEA", "1993-08-05", False),
    ("Stifle", "SCG", "2003-05-26", False),
    ("Arcbound Ravager", "DST", "2004-02-06", True),
    ("Fire // Ice", "APC", "2001-06-04", False),  # no firstPrinting: the earliest dated printing
    ("Lost Promo Card", "PXYZ", None, None),  # a set the data does not date
])
def test_atomic_cards_keep_the_first_printing(name: str, first_set: str, first_date: str | None,
                                              after: bool | None) -> None:
    card = next(c for c in read_mtgjson(ATOMIC).cards if c.name == name)
    assert (card.first_set, card.first_date, card.after_edition) == (first_set, first_date, after)


def test_faces_of_a_split_card_make_one_card() -> None:
    card = next(c for c in read_mtgjson(ATOMIC).cards if c.name == "Fire // Ice")
    assert card.mana_cost == "{1}{R} // {1}{U}"
    assert card.text == ("Fire: Fire deals 2 damage divided as you choose among one or two "
                         "targets.\n//\nIce: Tap target permanent.\nDraw a card.")
    assert card.colors == ("R", "U") and card.types == ("Instant",)


def test_card_text_is_kept_as_given() -> None:
    card = next(c for c in read_mtgjson(ATOMIC).cards if c.name == "Soul Warden")
    assert card.text == "Whenever another creature enters the battlefield, you gain 1 life."
    assert (card.power, card.toughness, card.type_line) == ("1", "1", "Creature — Human Cleric")


def test_all_printings_dates_each_card_by_its_earliest_set() -> None:
    parsed = read_mtgjson(PRINTINGS)
    assert parsed.document.id == "cards-printings-2024-06-01"
    cards = {c.name: c for c in parsed.cards}
    assert sorted(cards) == ["Arcbound Ravager", "Craw Wurm", "Force of Nature", "Serra Angel",
                             "Tomorrow's Wurm"]  # tokens are not cards
    assert (cards["Serra Angel"].first_set, cards["Serra Angel"].first_date) == ("LEA", "1993-08-05")
    assert cards["Tomorrow's Wurm"].first_date == "2030-01-01" > KB_EDITION_DATE
    assert [c.name for c in parsed.cards if c.after_edition] == ["Arcbound Ravager", "Tomorrow's Wurm"]


def test_card_data_is_recognised_by_content_not_name(tmp_path: Path) -> None:
    renamed = tmp_path / "notes.txt"
    shutil.copy(PRINTINGS, renamed)
    assert read_source(renamed).document.id == "cards-printings-2024-06-01"


@pytest.mark.parametrize(("content", "message"), [
    ('{"meta": {}, "data": {"Serra Angel": [', "not valid JSON"),
    ('{"meta": {"date": "2024-06-01"}, "data": {}}', "no MTGJSON card data"),
    ('{"name": "a deck list", "cards": []}', "no MTGJSON card data"),
    ('{"data": {"x": 3}}', "not MTGJSON's AtomicCards.json or AllPrintings.json"),
])
def test_json_that_is_not_card_data_is_refused_naming_the_file(tmp_path: Path, content: str,
                                                               message: str) -> None:
    path = tmp_path / "cards.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SourceError) as err:
        read_source(path)
    assert str(path) in str(err.value) and message in str(err.value)


def test_reading_streams_instead_of_loading_the_file(tmp_path: Path) -> None:
    """Peak Python memory while reading stays far below what json.load would take."""
    filler = "x" * 2000  # the bulk of real data: foreign names, rulings, identifiers
    data = {f"Card {i}": [{"name": f"Card {i}", "type": "Creature — Bear", "types": ["Creature"],
                           "subtypes": ["Bear"], "supertypes": [], "manaCost": "{1}{G}",
                           "text": "Trample", "keywords": ["Trample"], "power": "2",
                           "toughness": "2", "printings": ["LEA"], "firstPrinting": "LEA",
                           "foreignData": [{"language": "German", "text": filler}],
                           "rulings": [{"date": "2004-10-04", "text": filler}]}]
            for i in range(2000)}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"meta": {"date": "2024-06-01"}, "data": data}), encoding="utf-8")
    size = path.stat().st_size
    del data
    tracemalloc.start()
    try:
        parsed = read_mtgjson(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(parsed.cards) == 2000
    assert size > 8_000_000
    assert peak < size / 4
