"""The forms of card text of kb/data/card_forms.yaml (kb/card_forms.py): each form's
pattern on a card of the pool, the exact rule it links to, and the flag's two states."""

from __future__ import annotations

from typing import Any

import pytest

from kb import card_forms
from kb.ask import KBCards
from kb.vocabulary import load_text_principles

FORMS = {form.id: form for form in card_forms.table()}

#: Each form: a card of the built-in pool whose text has it, and the rules it cites.
CARDS = [
    ("upkeep-trigger", "Phyrexian Arena", ("303.1",)),
    ("end-of-turn-trigger", "Pestilence", ("313.1",)),
    ("optional-trigger", "Wirewood Herald", ("410.5",)),
    ("tap-cost-creature", "Prodigal Sorcerer", ("403.4",)),
    ("mana-ability", "Llanowar Elves", ("406.1", "411.1")),
    ("counter-a-spell", "Counterspell", ("414.1",)),
    ("checks-a-characteristic", "Oblivion Stone", ("413.2g",)),
    ("cant-be-regenerated", "Wrath of God", ("419.6b",)),
    ("until-end-of-turn", "Giant Growth", ("418.3a",)),
    ("removed-from-the-game", "Swords to Plowshares", ("217.7a",)),
    ("any-trigger", "Skullclamp", ()),
]


def test_the_table_is_well_formed(rule_numbers: set[str]) -> None:
    assert {i: f.cite for i, f in FORMS.items()} == {
        "upkeep-trigger": ("303.1",), "combat-trigger": ("307.1",),
        "end-of-turn-trigger": ("313.1",), "optional-trigger": ("410.5",),
        "tap-cost-creature": ("403.4",), "mana-ability": ("406.1", "411.1"),
        "sorcery-speed-ability": ("403.5",), "once-each-turn": ("403.3",),
        "modal": ("409.1b",), "counter-a-spell": ("414.1",),
        "checks-a-characteristic": ("413.2g",), "counts-once": ("413.2f",),
        "cant-be-regenerated": ("419.6b",), "token-maker": ("216.1",),
        "until-end-of-turn": ("418.3a",), "each-player-acts": ("413.2d",),
        "removed-from-the-game": ("217.7a",), "any-trigger": ()}
    principles = {p.id for p in load_text_principles()} - set(FORMS)
    for form in FORMS.values():
        assert form.situation and form.pattern, form.id
        assert set(form.cite) <= rule_numbers, form.id
        assert form.id not in principles, form.id


@pytest.mark.parametrize(("form_id", "name", "cite"), CARDS)
def test_each_form_is_found_in_a_pool_card(kb: Any, form_id: str, name: str,
                                           cite: tuple[str, ...]) -> None:
    text = KBCards(kb).text(name)
    assert text is not None, name
    assert FORMS[form_id].found_in(text), (form_id, text)
    assert FORMS[form_id].cite == cite


def test_the_forms_are_precise() -> None:
    assert FORMS["tap-cost-creature"].found_in("Creature — Wizard\n{T}: 1 damage to target")
    assert not FORMS["tap-cost-creature"].found_in("Artifact\n{1}, {T}: draw a card")
    assert FORMS["mana-ability"].found_in("Artifact\n{T}: add {2}")
    assert not FORMS["mana-ability"].found_in("Instant\nadd {R}{R}{R} to your mana pool")
    assert FORMS["checks-a-characteristic"].found_in("destroy target nonblack creature")
    assert not FORMS["checks-a-characteristic"].found_in("destroy target creature")
    assert FORMS["counts-once"].found_in("deals damage equal to the number of cards in hand")
    assert FORMS["end-of-turn-trigger"].found_in("Enchantment\nat end of turn, sacrifice this")
    assert not FORMS["end-of-turn-trigger"].found_in("Instant\n+3/+3 until end of turn")
    assert FORMS["any-trigger"].found_in("Creature — Elf\nwhen this comes into play, draw")
    assert not FORMS["any-trigger"].found_in("Instant\ndraw a card when you can")
    assert FORMS["each-player-acts"].found_in("each player sacrifices a creature")
    assert FORMS["token-maker"].found_in("put a 1/1 Saproling creature token into play")
    assert FORMS["counter-a-spell"].found_in("counter target creature spell")
    assert not FORMS["counter-a-spell"].found_in("counter target activated ability")


def test_off_the_reading_has_none_of_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_forms, "ENABLED", False)
    # Only session 29's forms switched on by their own flags are left (test_card_layers_s29.py).
    assert not {form.id for form in card_forms.extra()} & set(FORMS)
    assert not set(FORMS) & {p.id for p in load_text_principles()}


def test_on_the_reading_has_them_but_those_left_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_forms, "ENABLED", True)
    monkeypatch.setattr(card_forms, "OFF", frozenset({"modal"}))
    ids = [p.id for p in load_text_principles()]
    assert set(FORMS) - {"modal"} <= set(ids)
    assert "modal" not in ids
    assert ids[0] == "intervening-if"  # the principles table's own come first
