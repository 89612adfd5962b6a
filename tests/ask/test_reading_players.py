"""Reading real questions (issue 8): players named in quiz questions are not cards, a
known card named like a translation-layer word is the card, "return … to play" is *Put
into Play*, a life total at some number is 420.5a, an X with a spell countered is a
converted mana cost (203.3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import KBCards, ask
from kb.evaluate import is_answer
from kb.reading import find_card_names
from kb.store import KnowledgeBase
from kb.vocabulary import load_vocabulary, tokens

TERMS = frozenset({"rewind", "the", "with", "again", "counter", "will", "does", "can", "is",
                   "it", "at", "who", "then"})
COMMON = frozenset({"counter", "spell", "again", "the"})


def top(result: object, n: int = 5) -> list[tuple[str, str]]:
    return [(a.kind, a.id) for a in result.results[:n]]  # type: ignore[attr-defined]


def read(names: str) -> list[tuple[str, bool]]:
    return [(m.surface, m.player) for m in find_card_names(names, None, TERMS, COMMON)]


@pytest.mark.parametrize(("question", "expected"), [
    # Named with what a player does: a player, every time the name comes.
    ("Ingo plays a Capsize. Then Laurie counters it with her Spell Blast. Will Ingo draw?",
     [("Capsize", False), ("Laurie", True), ("Spell Blast", False), ("Ingo", True)]),
    ("It's Shelley's draw step. Kathy activates her Millstone. Will Shelley lose?",
     [("Shelley", True), ("Millstone", False), ("Shelley", True)]),
    ("Harry plays Goblin Grenade, targeting Peter, who is at 3 life.",
     [("Goblin Grenade", False), ("Peter", True)]),
    # A card does things too: no player without a player's deed.
    ("Does Stifle counter the trigger of Juggernaut?", [("Stifle", False), ("Juggernaut", False)]),
    ("Can I Stifle it? Stifle counters the ability.", [("Stifle", False)]),
])
def test_a_name_that_plays_is_a_player(question: str, expected: list[tuple[str, bool]]) -> None:
    assert read(question) == expected


def test_a_player_is_said_to_be_one_not_an_unknown_card(index_dir: Path) -> None:
    result = ask(index_dir, "Ingo has a Juggernaut in play. He plays an enchantment, but "
                            "Laurie counters it with a Counterspell. Will Ingo draw a card?")
    assert "'Laurie' read as a player's name" in result.understood
    assert "'Ingo' read as a player's name" in result.understood
    assert not any("know the card 'Laurie'" in n or "know the card 'Ingo'" in n
                   for n in result.understood)
    assert "Laurie" not in result.unknown_cards and "Ingo" not in result.unknown_cards


def test_a_known_card_named_like_a_modern_word_is_the_card(index_dir: Path,
                                                          kb: KnowledgeBase) -> None:
    question = ("I counter with Mana Leak but he pays. Can I then counter the same spell "
                "again with Rewind?")
    result = ask(index_dir, question, cards=KBCards(kb))
    assert ("Rewind", "Rewind") in result.cards
    assert not any("illegal action reversed" in note for note in result.understood)
    assert ("rule", "422.1") not in top(result)
    # Lower case, it is the player's word ("rewind" the game).
    said = ask(index_dir, "can we rewind the game to before I attacked?", cards=KBCards(kb))
    assert said.cards == ()
    assert ("rule", "422.1") in top(said)


def match(text: str, word: str) -> tuple[str, ...] | None:
    seq = tokens(text)
    found = load_vocabulary().match_at(seq, seq.index(word))
    return None if found is None else (" ".join(seq[seq.index(word):seq.index(word)
                                                     + found[0]]),) + found[1].cite \
        + found[1].glossary


@pytest.mark.parametrize(("text", "word", "expected"), [
    ("return target creature card from your graveyard to play", "to",
     ("to play", "put-into-play")),
    ("I want to play a creature and return it later", "to", None),
    ("then it comes into play, and I put a counter", "into", None),
    ("can I put it into play from my hand", "put", ("put it into play", "put-into-play")),
    ("targeting Peter, who is at 3 life", "at", ("at 3 life", "420.5a")),
    ("he goes to 0 life", "to", ("to 0 life", "420.5a")),
    ("I pay 3 life", "3", None),
    ("she wants to counter it: what X does she need", "x", ("x", "203.3")),
    ("I pay X and counter it with Blaze's X costs", "x", None),
])
def test_the_new_translations_in_their_sense(text: str, word: str,
                                             expected: tuple[str, ...] | None) -> None:
    assert match(text, word) == expected


@pytest.mark.parametrize(("question", "answer"), [
    ("Zombify reads 'Return target creature card from your graveyard to play' but the "
     "creature has never been in play! What happens?", "glossary:put-into-play"),
    ("My opponent plays a burn spell targeting me while I am at 3 life. What happens?",
     "420.5a"),
    ("Ingo plays a spell with buyback. Laurie wants to counter it with an instant that counters "
     "a spell with converted mana cost X. What X does she need?", "203.3"),
])
def test_the_new_translations_bring_their_answer(index_dir: Path, question: str,
                                                 answer: str) -> None:
    found = top(ask(index_dir, question))
    assert any(is_answer(answer, kind, id_) for kind, id_ in found), found



def test_an_x_with_a_converted_mana_cost_names_203_3(index_dir: Path) -> None:
    result = ask(index_dir, "what is the converted mana cost of a card with X in its mana cost "
                            "in my hand?")
    assert "'x' → converted mana cost" in result.understood
    assert ("rule", "203.3") in top(result)
