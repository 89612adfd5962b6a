"""kb.card_focus.SOFT (session 36, off): the rules only a card's other abilities bring
are moved down only where the ability asked about wins clearly (its share of the
question's words at least twice the next ability's)."""

from __future__ import annotations

import pytest

from kb import card_focus

CARD = ("Creature — Elf\n{T}: Add {G} to your mana pool.\n"
        "Whenever a player plays a spell, you gain 1 life.")
MANA = ["402.6", "403.1", "403.4", "406.1", "408.1e", "409.1", "409.1f", "409.1g", "409.1h",
        "409.1i", "411.1", "413.1"]
TRIGGER_ONLY = ["404.1", "404.2", "408.1f", "410.2", "410.3", "410.4"]


class Stems:
    """A session's stems: the lower-case words."""

    def stems(self, text: str) -> list[str]:
        return text.lower().replace(",", " ").replace(".", " ").split()


def rules(rarity: dict[str, float]) -> tuple[list[str], list[str]]:
    asked, other = card_focus.ability_rules(Stems(), "Can I do it?", [CARD], rarity)
    return sorted(asked), sorted(other)


def test_soft_is_off_by_default() -> None:
    assert card_focus.SOFT is False and card_focus.CLEAR == 2.0


@pytest.mark.parametrize(("rarity", "soft", "other"), [
    # The mana ability wins clearly (0.9 against 0.1): the trigger's rules go down either way.
    ({"mana": 0.9, "life": 0.1}, False, TRIGGER_ONLY),
    ({"mana": 0.9, "life": 0.1}, True, TRIGGER_ONLY),
    # It wins, not clearly (0.6 against 0.4): only the hard variant moves them down.
    ({"mana": 0.6, "life": 0.4}, False, TRIGGER_ONLY),
    ({"mana": 0.6, "life": 0.4}, True, []),
])
def test_the_other_abilities_go_down_only_on_a_clear_win(
        monkeypatch: pytest.MonkeyPatch, rarity: dict[str, float], soft: bool,
        other: list[str]) -> None:
    monkeypatch.setattr(card_focus, "SOFT", soft)
    asked, moved = rules(rarity)
    assert asked == MANA
    assert moved == other


def test_a_tie_asks_about_both_abilities(monkeypatch: pytest.MonkeyPatch) -> None:
    for soft in (False, True):
        monkeypatch.setattr(card_focus, "SOFT", soft)
        assert rules({"mana": 0.5, "life": 0.5}) == (sorted(MANA + TRIGGER_ONLY), [])
