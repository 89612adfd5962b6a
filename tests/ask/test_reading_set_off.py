"""A sentence's first word set off by a comma ("See, Imagecrafter turns ...", "Well,
Wild Mongrel ...") is English, not the start of a card's name: the card after it is
read; a name with a comma in it ("Akroma, Angel of Wrath") is still one name."""

from __future__ import annotations

import pytest

from kb.reading import find_card_names, name_key

NAMES = ("Wild Mongrel", "Imagecrafter", "Akroma, Angel of Wrath")


def lookup(key: str) -> str | None:
    return {name_key(n): n for n in NAMES}.get(key)


def names(question: str) -> list[tuple[str, str | None]]:
    return [(m.surface, m.name) for m in find_card_names(question, lookup, frozenset({"the"}))]


@pytest.mark.parametrize(("question", "expected"), [
    ("See, Imagecrafter turns a legend into something else.", [("Imagecrafter", "Imagecrafter")]),
    ("Well, Wild Mongrel discards a card. Does it grow?", [("Wild Mongrel", "Wild Mongrel")]),
    ("So, Kaervek the Merciless attacks.", [("Kaervek the Merciless", None)]),
    ("Akroma, Angel of Wrath blocks.", [("Akroma, Angel of Wrath", "Akroma, Angel of Wrath")]),
    ("Linvala, the Preserver comes into play.", [("Linvala, the Preserver", None)]),
])
def test_a_word_set_off_opens_no_name(question: str, expected: list[tuple[str, str | None]]
                                      ) -> None:
    assert names(question) == expected
