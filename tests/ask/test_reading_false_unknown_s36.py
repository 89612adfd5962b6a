"""Names the reading said it does not know that are no card (issue 8, session 36's
reading audit, scripts/reading_audit.py): a type line quoted in a question ("Scathe
Zombies (2B, Creature- Zombie, 2/2)"), the plural of a word the rules know written
capitalised ("Soldiers"), and a known card swallowed by the unknown name before it
("Concerning Time Stop")."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import KBCards, ask
from kb.reading import find_card_names, words
from kb.store import KnowledgeBase

TERMS = frozenset({"the", "of", "creature", "can", "do"})


def unknown(question: str, common: frozenset[str]) -> list[str]:
    return [m.surface for m in find_card_names(question, None, TERMS, common)]


@pytest.mark.parametrize(("question", "common", "expected"), [
    # A type line: no name runs across its dash; the type alone is a word.
    ("He attacks with a Scathe Zombies (2B, Creature- Zombie, 2/2).", frozenset({"zombie"}),
     ["Scathe Zombies"]),
    ("He attacks with a Scathe Zombies (2B, Creature — Zombie, 2/2).", frozenset({"zombie"}),
     ["Scathe Zombies"]),
    ("It plays Fresh Volunteers (W1, Creature – Rebel, 2/2).", frozenset({"rebel"}),
     ["Fresh Volunteers"]),
    # A hyphen inside a name is part of it.
    ("Can I block with my Scab-Clan Mauler?", frozenset(), ["Scab-Clan Mauler"]),
    # The plural of a word the rules know is a word, not an unknown card.
    ("Can I choose Soldiers with it?", frozenset({"soldier"}), []),
    ("Do the Snakes it makes have haste?", frozenset({"snake"}), []),
    # A one-word name the rules do not know is still an unknown card, plural or not.
    ("Can I choose Tarmogoyfs with it?", frozenset({"soldier"}), ["Tarmogoyfs"]),
])
def test_type_lines_and_plural_words_are_no_unknown_card(question: str, common: frozenset[str],
                                                         expected: list[str]) -> None:
    assert unknown(question, common) == expected


def test_a_possessive_of_a_rules_word_may_still_be_a_card_said_again() -> None:
    # "Vampire's" is no plural: read as a name, it is the card named before (kb.reading._repeat).
    found = find_card_names("I have a Sengir Vampire. When does the Vampire's ability "
                            "trigger?", {"sengir vampire": "Sengir Vampire"}.get, TERMS,
                            frozenset({"vampire"}))
    assert [(m.name, m.start) for m in found] == [("Sengir Vampire", 3),
                                                  ("Sengir Vampire", 8)]


def test_a_dash_is_marked_on_the_word_before_it() -> None:
    assert [(w.text, w.dash) for w in words("a Zombies (2B, Creature- Zombie) Scab-Clan")] == [
        ("a", False), ("Zombies", False), ("2", False), ("B", False), ("Creature", True),
        ("Zombie", False), ("Scab-Clan", False)]


def test_a_type_line_keeps_its_words(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "Russell attacks with a Scathe Zombies (2B, Creature- Zombie, "
                            "2/2). Can Michelle block it?", cards=KBCards(kb))
    assert ("Scathe Zombies", "Scathe Zombies") in result.cards
    assert not any("Creature" in surface for surface in result.unknown_cards)


def test_soldiers_is_no_unknown_card(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "If I play Mistform Shrieker, can it count as one of my Soldiers?",
                 cards=KBCards(kb))
    assert result.unknown_cards == ()
    assert not any("know the card 'Soldiers'" in note for note in result.understood)


class Cards:
    """The names the test gives a card vocabulary."""

    NAMES = {"time stop": "Time Stop", "gliding licid": "Gliding Licid", "betrayal": "Betrayal"}

    def lookup(self, key: str) -> str | None:
        return self.NAMES.get(key)


@pytest.mark.parametrize(("question", "expected"), [
    # A known card of two words ends the run of capitalised words before it.
    ("Concerning Time Stop, does it end the turn?", [("Time Stop", "Time Stop")]),
    ("I have a Cold Storage, Gliding Licid and a Wall.", [("Cold Storage", None),
                                                          ("Gliding Licid", "Gliding Licid")]),
    # A known card of one word may end an unknown card's name.
    ("I have Night of Souls Betrayal in play.", [("Night of Souls Betrayal", None)]),
])
def test_a_known_card_is_not_swallowed_by_an_unknown_name(
        question: str, expected: list[tuple[str, str | None]]) -> None:
    found = find_card_names(question, Cards().lookup, TERMS, frozenset({"wall"}))
    assert [(m.surface, m.name) for m in found] == expected
