"""Card names that run into each other or into rules words (issue 8, item 2): the
joiners between two names, "of the" inside one, a term that opens a name, and a known
card named where a card is named."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import KBCards, ask
from kb.reading import find_card_names, name_key
from kb.store import KnowledgeBase

TERMS = frozenset({"wall", "counterspell", "island", "end", "turn", "protection", "red",
                   "the", "of", "does"})


class Cards:
    """Three names the test gives a card vocabulary."""

    NAMES = ("Wild Mongrel", "Counterspell", "Island")

    def lookup(self, key: str) -> str | None:
        return {name_key(n): n for n in self.NAMES}.get(key)


def names(question: str, glossary: frozenset[str] = frozenset({"island"})
          ) -> list[tuple[str, str | None]]:
    found = find_card_names(question, Cards().lookup, TERMS, frozenset(), glossary)
    return [(m.surface, m.name) for m in found]


@pytest.mark.parametrize(("question", "expected"), [
    # A verb of English before "the" is not part of a name; a proper name is.
    ("Can I Stifle the Goblin Piledriver's ability?", [("Stifle", None),
                                                       ("Goblin Piledriver", None)]),
    ("Kaervek the Merciless attacks", [("Kaervek the Merciless", None)]),
    ("I control Linvala, the Preserver.", [("Linvala, the Preserver", None)]),
    # "to" before a known card, or before two capitalised words, separates two names.
    ("I discard Roar of the Wurm to Wild Mongrel.", [("Roar of the Wurm", None),
                                                    ("Wild Mongrel", "Wild Mongrel")]),
    ("I discard Gigapede to Sengir Vampire.", [("Gigapede", None), ("Sengir Vampire", None)]),
    ("I play Swords to Plowshares on it.", [("Swords to Plowshares", None)]),
    # Two joiners in a row stay inside one name.
    ("my opponent has Sigil of the New Dawn", [("Sigil of the New Dawn", None)]),
    # A term opens a name when "of" and a word that is no term follow it.
    ("Ingo blocks with his Wall of Earth.", [("Wall of Earth", None)]),
    ("It ends at End of Turn.", []),
    ("a creature with Protection from Red", []),
])
def test_names_split_and_join_at_their_joiners(question: str,
                                               expected: list[tuple[str, str | None]]) -> None:
    assert names(question) == expected


def test_a_known_card_that_is_a_term_is_the_card_where_a_card_is_named() -> None:
    assert names("Laurie counters it with a Counterspell.") == [
        ("Counterspell", "Counterspell")]
    assert names("can a counterspell counter an ability") == []
    assert names("Does Counterspell counter abilities?") == []
    # A glossary name stays the rules' word: "an Island" is the land type.
    assert names("I control an Island.") == []
    assert names("I control an Island.", glossary=frozenset()) == [("Island", "Island")]


def test_the_kbs_counterspell_is_read_as_a_card(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "He counters my creature spell with a Counterspell. Can I respond?",
                 cards=KBCards(kb))
    assert result.cards == (("Counterspell", "Counterspell"),)
    assert result.understood[0] == "card 'Counterspell'"


def test_a_term_opens_a_name_with_a_capitalised_word_after_it() -> None:
    assert names("my opponent has Island Sanctuary") == [("Island Sanctuary", None)]
    assert names("Can I Stifle the trigger?") == [("Stifle", None)]  # "I" opens nothing
    # A sentence's first word (a term) does not open a name with the next one.
    assert names("Does Wild Mongrel have flying?") == [("Wild Mongrel", "Wild Mongrel")]


def test_a_possessive_before_a_known_card_is_its_owner() -> None:
    assert names("Ingo's Wild Mongrel attacks.") == [("Wild Mongrel", "Wild Mongrel")]
    # Unknown after the possessive: the name is read whole, as written.
    assert names("I play Gaea's Cradle.") == [("Gaea's Cradle", None)]


def test_an_x_of_y_name_in_the_plural_is_the_card(kb: KnowledgeBase) -> None:
    found = find_card_names("I have ten Myr and two Disciples of the Vault.",
                            KBCards(kb).lookup, TERMS)
    assert [(m.surface, m.name) for m in found] == [
        ("Myr", None), ("Disciples of the Vault", "Disciple of the Vault")]


def test_a_leaves_play_trigger_in_a_named_card_looks_back_in_time(index_dir: Path,
                                                                 kb: KnowledgeBase) -> None:
    result = ask(index_dir, "I have ten Myr and two Disciples of the Vault. My opponent plays "
                            "Wrath of God. Will my opponent be dead from my two Disciples?",
                 cards=KBCards(kb))
    assert "card 'Disciple of the Vault'" in result.understood
    assert any(note.startswith("card text: an ability that triggers on a permanent leaving play")
               for note in result.understood)
    assert "410.10d" in [a.id for a in result.results[:5]]


def test_a_known_cards_possessive_before_a_capitalised_word_opens_another_name() -> None:
    # "Wild Mongrel" is known, "Wild Mongrel's Den" is another card (unknown here).
    assert names("Does Wild Mongrel's Den keep counters?") == [("Wild Mongrel's Den", None)]
    assert names("I counter Wild Mongrel's ability.") == [("Wild Mongrel's", "Wild Mongrel")]
    assert names("I sacrifice Wild Mongrel's. Then") == [("Wild Mongrel's", "Wild Mongrel")]


def test_mana_symbols_are_no_card_names() -> None:
    assert names("I imprint Fireball paying 3R and then 2UU or X.") == [("Fireball", None)]


def test_lichs_tomb_is_not_the_lich(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "According to the wording on Lich's Tomb, it states (damage causes "
                            "loss of life). Now, if I have a Grinning Demon in play and I am set "
                            "to lose 2 life during my upkeep would I have to sacrifice two "
                            "permanents?", cards=KBCards(kb))
    # Lich's Tomb is in the pool since session 21; before, it was read as an unknown card
    # (never as the Lich, whose text drove the ranking).
    assert result.cards == (("Lich's Tomb", "Lich's Tomb"), ("Grinning Demon", "Grinning Demon"))
    assert result.understood[:2] == ("card 'Lich's Tomb'", "card 'Grinning Demon'")


def test_a_rules_word_after_a_possessive_ends_the_name() -> None:
    # "Thicket Elemental's Kicker ability" names the card, then its kicker (502.21), not a
    # card "Thicket Elemental's Kicker"; a capitalised word that is no rules word still joins.
    terms, common = TERMS | {"kicker", "morph"}, frozenset({"can", "does", "i"})
    found = find_card_names("I wonder if Thicket Elemental's Kicker ability is paid twice.", Cards().lookup,
                            terms, common, frozenset())
    assert [(m.surface, m.name) for m in found] == [("Thicket Elemental", None)]
    found = find_card_names("I wonder if Ixidron turns Exalted Angel's Morph face down.", Cards().lookup,
                            terms, common, frozenset())
    assert [(m.surface, m.name) for m in found] == [("Ixidron", None), ("Exalted Angel", None)]
    found = find_card_names("I play Urza's Saga tomorrow.", Cards().lookup, terms, common, frozenset())
    assert [(m.surface, m.name) for m in found] == [("Urza's Saga", None)]


def test_a_card_name_made_a_verb_is_the_card() -> None:
    # "I Solar Blasted his Beacon", "be Pithing Needled": the name's last word as a verb in the
    # past (its "-ed" or "-d" cut) names the card, as a plural or possessive does.
    known = {name_key(n): n for n in ("Solar Blast", "Pithing Needle", "Unsummon")}
    found = find_card_names("On my turn I Solar Blasted his Beacon; can Searing Meditation be Pithing Needled? "
                            "Then I Unsummoned it.", known.get, TERMS, frozenset())
    assert [(m.surface, m.name) for m in found] == [
        ("Solar Blasted", "Solar Blast"), ("Beacon", None), ("Searing Meditation", None),
        ("Pithing Needled", "Pithing Needle"), ("Unsummoned", "Unsummon")]
