"""A known card called again by one word of its name: "Nevinyrral's Disk … will the Disk
get destroyed?" (issue 8, session 36's reading audit: scripts/reading_audit.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb import reading
from kb.ask import KBCards, ask
from kb.interpret import interpret
from kb.reading import find_card_names, name_key
from kb.search import SearchSession
from kb.store import DEFAULT_EDITION, KnowledgeBase

TERMS = frozenset({"wall", "the", "of", "will", "can", "creature"})


class Cards:
    """The names the test gives a card vocabulary."""

    NAMES = ("Nevinyrral's Disk", "Stifle", "Elvish Lyrist", "Wall of Shadows",
             "Eater of the Dead", "Patron Wizard", "Mistform Ultimus")

    def lookup(self, key: str) -> str | None:
        return {name_key(n): n for n in self.NAMES}.get(key)


def names(question: str, common: frozenset[str] = frozenset({"wizard", "disk"})
          ) -> list[tuple[str, str | None]]:
    return [(m.surface, m.name) for m in find_card_names(question, Cards().lookup, TERMS,
                                                         common)]


@pytest.mark.parametrize(("question", "expected"), [
    # One word of the card's name, capitalised after the card was named, is the card.
    ("If my opponent uses Nevinyrral's Disk and I counter the ability with a Stifle, will "
     "the Disk get destroyed?", [("Nevinyrral's Disk", "Nevinyrral's Disk"),
                                 ("Stifle", "Stifle"), ("Disk", "Nevinyrral's Disk")]),
    # Possessive too.
    ("Ingo's Elvish Lyrist is enchanted. Can he sacrifice the Lyrist's ability?",
     [("Elvish Lyrist", "Elvish Lyrist"), ("Lyrist's", "Elvish Lyrist")]),
    # The first word of an "X of the Y" name.
    ("I have an Eater of the Dead enchanted. Can the Eater ping a player?",
     [("Eater of the Dead", "Eater of the Dead"), ("Eater", "Eater of the Dead")]),
    # A word of the name that is a rules term stays the rules' word.
    ("I block with Wall of Shadows. Can the Wall block again?",
     [("Wall of Shadows", "Wall of Shadows")]),
    # After "a" it is any creature of the type, not the card.
    ("I have two Patron Wizards in play and tap a Wizard.", [("Patron Wizards", "Patron Wizard")]),
    # After a possessive, one word between.
    ("Can my Patron Wizard tap my other Wizard?", [("Patron Wizard", "Patron Wizard"),
                                                  ("Wizard", "Patron Wizard")]),
    # Lower case it is a word, not the card.
    ("I have Nevinyrral's Disk: is the disk an artifact?",
     [("Nevinyrral's Disk", "Nevinyrral's Disk")]),
])
def test_a_known_card_called_again_by_one_word_is_the_card(
        question: str, expected: list[tuple[str, str | None]]) -> None:
    assert names(question) == expected


def test_the_short_name_switch_off_reads_the_word(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reading, "SHORT_NAMES", False)
    assert names("I have Nevinyrral's Disk. Will the Disk get destroyed?", frozenset({"disk"})
                 ) == [("Nevinyrral's Disk", "Nevinyrral's Disk")]


def test_an_unknown_card_called_again_is_a_word_by_default(
        monkeypatch: pytest.MonkeyPatch) -> None:
    question = "I am wondering about Mistform Ultimus. Is the Ultimus a Legend?"
    found = find_card_names(question, None, TERMS, frozenset({"ultimus", "legend"}))
    assert [(m.surface, m.name) for m in found] == [("Mistform Ultimus", None)]
    monkeypatch.setattr(reading, "SHORT_UNKNOWN", True)
    found = find_card_names(question, None, TERMS, frozenset({"ultimus", "legend"}))
    assert [(m.surface, m.name, m.start) for m in found] == [("Mistform Ultimus", None, 4),
                                                            ("Mistform Ultimus", None, 8)]


def test_the_disk_is_read_as_the_card_not_a_word(index_dir: Path, kb: KnowledgeBase) -> None:
    question = ("If my opponent uses Nevinyrral's Disk and I counter the activated ability "
                "with a Stifle, will the Disk get destroyed?")
    result = ask(index_dir, question, cards=KBCards(kb))
    assert result.cards == (("Nevinyrral's Disk", "Nevinyrral's Disk"), ("Stifle", "Stifle"),
                            ("Disk", "Nevinyrral's Disk"))
    assert result.unknown_cards == ()
    with SearchSession(index_dir) as session:
        read = interpret(session, question, DEFAULT_EDITION, cards=KBCards(kb))
    # The question's own words (weight 1) no longer hold the card's word.
    assert "disk" not in [word for word, weight in read.words if weight >= 1]
