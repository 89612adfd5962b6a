"""Principles read with a card's text where the question names the card
(kb.interpret_terms.PRINCIPLE_CARD_PLACES), what a principle that only a card's text
makes fire weighs (kb.interpret_terms.PRINCIPLE_CARD_COST), and a principle's phrase with
other words between its words (kb.vocabulary.PHRASE_GAP): each flag in both states."""

from __future__ import annotations

import pytest

from kb import interpret_terms, vocabulary
from kb.interpret import _principle_words, _Reading, _segments
from kb.interpret_terms import _placed_matches, _principles
from kb.reading import CardMention
from kb.search import stem_words
from kb.vocabulary import Principle, _phrase_at, load_principles

ILLEGAL_TARGET = next(p for p in load_principles() if p.id == "illegal-target-countered")
WHY = f"principle: {ILLEGAL_TARGET.situation}"
PAID = "principle: costs are paid while a spell or ability is played, before anyone can respond"
#: A long question: the card named ("Shatter", whose text targets) and the situation
#: stand far from the end of the question, where the card texts read after it start.
OWN = ("my opponent plays card on my artifact creature so i sacrifice it to my other "
       "creature in response what happens i ask because my friend and i argued about this "
       "for a long time at the table last night with no rulebook nearby and could not agree "
       "on anything").split()
SHATTER = ["destroy", "target", "artifact"]


def read(places: bool, cost: str, monkeypatch: pytest.MonkeyPatch) -> _Reading:
    monkeypatch.setattr(interpret_terms, "PRINCIPLE_CARD_PLACES", places)
    monkeypatch.setattr(interpret_terms, "PRINCIPLE_CARD_COST", cost)
    monkeypatch.setattr(interpret_terms, "CARD_TEXT_WEIGHT", 0.5)
    reading = _Reading()
    _principles(None, reading, OWN + ["|"] + SHATTER + ["|"], OWN, OWN,  # type: ignore[arg-type]
                [(OWN.index("card"), SHATTER)])
    return reading


def test_off_a_cards_text_read_after_a_long_question_is_too_far(
        monkeypatch: pytest.MonkeyPatch) -> None:
    reading = read(False, "full", monkeypatch)
    assert WHY not in reading.notes
    assert "413.2a" not in reading.pins


def test_on_the_cards_text_stands_where_the_card_is_named(
        monkeypatch: pytest.MonkeyPatch) -> None:
    reading = read(True, "full", monkeypatch)
    assert WHY in reading.notes
    assert reading.pins["413.2a"] == (interpret_terms.PRINCIPLE_BONUS, f"{WHY} → 413.2a")
    assert reading.pins["415.6"] == (interpret_terms.PRINCIPLE_BONUS, f"{WHY} → 415.6")
    # "sacrifice it ... in response": the question's own words hold another principle.
    assert [(c.label, sorted(c.rules)) for c in reading.concepts] == [
        (WHY, ["413.2a", "415.6"]), (PAID, ["409.1h", "409.1i"])]


def test_pin_a_principle_only_a_cards_text_makes_claims_no_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    reading = read(True, "pin", monkeypatch)
    assert WHY in reading.notes
    assert reading.pins["413.2a"] == ((0.3, 0.2), f"{WHY} → 413.2a")
    assert [c.label for c in reading.concepts] == [PAID]


def test_pin_a_principle_the_questions_own_words_hold_keeps_its_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interpret_terms, "PRINCIPLE_CARD_COST", "pin")
    own = "i target a creature and my opponent sacrifices it in response what happens".split()
    reading = _Reading()
    _principles(None, reading, own + ["|"], own, own, [])  # type: ignore[arg-type]
    assert reading.pins["413.2a"] == (interpret_terms.PRINCIPLE_BONUS, f"{WHY} → 413.2a")
    assert WHY in [c.label for c in reading.concepts]


def test_two_cards_texts_together_make_no_situation() -> None:
    # "target" from one card, "sacrifice" and "ability" from another: not one situation.
    when = ((tuple(stem_words("target")),), (tuple(stem_words("sacrifice")),))
    principle = Principle("p", "", when, ("413.2a",))
    own = "card and card".split()
    assert not _placed_matches(principle, own, [(0, ["destroy", "target"]),
                                                (2, ["sacrifice", "it"])], 16)
    assert _placed_matches(principle, own, [(0, ["sacrifice", "target"])], 16)


def test_each_known_card_has_its_place_among_the_principles_words() -> None:
    places: list[int] = []
    words = _principle_words(["i", "play", "|", "on", "|", "in", "response"],
                             [CardMention("Shatter", "Shatter", 2, 3),
                              CardMention("Glorb", None, 4, 5)], places=places)
    assert words == ["i", "play", "card", "on", "glorb", "in", "response"]
    assert places == [2]
    assert _segments(["destroy", "target", "artifact", "|"]) == [SHATTER]


COST_CHANGES = next(p for p in load_principles() if p.id == "cost-changes")
CHEAPER = Principle("p", "", ((tuple(stem_words("costs less")),), (tuple(stem_words("spell")),)),
                    ("409.1f",))
SPELLS_COST_LESS = stem_words("this makes spells cost two mana less")


def test_gap_off_a_phrase_is_its_neighbouring_stems(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vocabulary, "PHRASE_GAP", 0)
    assert SPELLS_COST_LESS == ["make", "spell", "cost", "two", "mana", "less"]
    assert not CHEAPER.matches(SPELLS_COST_LESS, 16)
    assert not CHEAPER.mentioned(["cost", "two", "mana", "less"])
    assert CHEAPER.matches(["spell", "cost", "less"], 16)
    assert not _phrase_at(["cost", "a", "less"], ("cost", "less"), 0)


def test_gap_two_a_phrase_may_have_two_stems_between(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vocabulary, "PHRASE_GAP", 2)
    assert CHEAPER.matches(SPELLS_COST_LESS, 16)
    assert CHEAPER.mentioned(["cost", "two", "mana", "less"])
    assert not CHEAPER.mentioned(["cost", "two", "mana", "x", "less"])
    assert _phrase_at(["cost", "a", "b", "less"], ("cost", "less"), 0)
    assert not _phrase_at(["cost", "a", "b", "c", "less"], ("cost", "less"), 0)
    assert not _phrase_at(["less", "cost"], ("cost", "less"), 0)


def test_the_phrases_whose_stems_say_less_are_known_per_group() -> None:
    assert COST_CHANGES.collapsed == ((0, ("cost",), True), (0, ("affect",), True))
    summoning = next(p for p in load_principles() if p.id == "summoning-sickness")
    assert summoning.collapsed == ((1, ("turn",), False),)


@pytest.mark.parametrize(("setting", "fires"), [("keep", True), ("marks", False),
                                                ("all", False)])
def test_x_cost_is_every_cost_unless_left_out(monkeypatch: pytest.MonkeyPatch, setting: str,
                                              fires: bool) -> None:
    # "x cost" stems to "cost": kept, "how much does the spell cost" is a cost change.
    monkeypatch.setattr(interpret_terms, "COLLAPSED_PHRASES", setting)
    own = "how much mana does the spell cost".split()
    reading = _Reading()
    _principles(None, reading, own + ["|"], own, own, [])  # type: ignore[arg-type]
    assert ("409.1f" in reading.pins) is fires
    cost_changes = f"principle: {COST_CHANGES.situation}"
    assert (cost_changes in reading.notes) is fires


@pytest.mark.parametrize(("setting", "fires"), [("keep", True), ("marks", True),
                                                ("all", False)])
def test_this_turn_is_every_turn_unless_all_are_left_out(monkeypatch: pytest.MonkeyPatch,
                                                         setting: str, fires: bool) -> None:
    monkeypatch.setattr(interpret_terms, "COLLAPSED_PHRASES", setting)
    own = "can my creature attack on the turn after it was played".split()
    reading = _Reading()
    _principles(None, reading, own + ["|"], own, own, [])  # type: ignore[arg-type]
    assert ("212.3d" in reading.pins) is fires
