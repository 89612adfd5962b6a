"""Translations that name a glossary entry or apply in one sense only (issue 8): a counter
put on a permanent is the glossary's *Counter*, looking through a library is a *Search*,
a kill "in combat" is combat damage (310)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import ask
from kb.vocabulary import load_vocabulary, tokens


def read(text: str, start_word: str) -> tuple[int, tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    seq = tokens(text)
    match = load_vocabulary().match_at(seq, seq.index(start_word))
    assert match is not None
    size, entry = match
    return size, entry.rules, entry.cite, entry.glossary


@pytest.mark.parametrize(("text", "word", "expected"), [
    ("my creature got a +1/+1 counter", "1", (3, ("counter",), (), ("counter",))),
    ("put a counter on Time Vault", "put", (3, ("counter",), (), ("counter",))),
    ("with no counters on it", "no", (2, ("counter",), (), ("counter",))),
    ("can you look through your library", "look", (2, ("search library",), (), ("search",))),
    ("can I look through his graveyard", "look", (2, ("examine", "look"), (), ())),
    ("can I kill a 2/2 with it in combat", "in", (2, ("combat damage",), ("310",), ())),
    ("can I play an instant in combat", "in", (2, ("combat phase",), (), ())),
])
def test_each_entry_in_its_sense(text: str, word: str,
                                 expected: tuple[int, tuple[str, ...], tuple[str, ...],
                                                 tuple[str, ...]]) -> None:
    assert read(text, word) == expected


def test_countering_a_spell_is_not_a_counter_on_a_permanent() -> None:
    seq = tokens("can I counter a spell with it")
    assert load_vocabulary().match_at(seq, seq.index("a")) is None


def test_every_glossary_slug_named_exists(glossary_slugs: set[str]) -> None:
    named = {slug for entry in load_vocabulary().translations for slug in entry.glossary}
    assert named == {"counter", "search", "put-into-play"}
    assert named <= glossary_slugs


@pytest.mark.parametrize(("question", "slug", "place"), [
    ("My Mishra's Factory got a +1/+1 counter while it was a creature. What happens to the "
     "counter when it turns back into a land?", "counter", 1),
    ("Can you look through your library and not take a creature?", "search", 5),
])
def test_the_named_entry_is_in_the_top(index_dir: Path, question: str, slug: str,
                                       place: int) -> None:
    top = [(a.kind, a.id) for a in ask(index_dir, question).results[:place]]
    assert ("glossary", slug) in top, top
