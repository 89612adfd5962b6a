"""Countering (414): where a countered spell's card goes (401.7, 502.22a, 419.1a), a copy ceasing to exist
(503.10a), and a spell or ability countered on resolution for want of a legal target (413.2a)."""

from __future__ import annotations

from kb.numbers import RuleNumber

from judge import triggers
from judge.characteristics import Game
from judge.objects import StackObject
from judge.rules import cite


def countered_card(state: Game, obj: StackObject) -> tuple[str, tuple[RuleNumber, ...]]:
    """Put a countered spell's card where it goes (401.7), a flashed-back one out of the game (502.22a); a copy
    ceases to exist (503.10a, 420.5j). Returns the words for the event and the rules; ``("", ())`` for an ability."""
    card = obj.card
    if obj.kind != "spell" or card is None:
        return "", ()
    player = state.player(obj.controller)
    if obj.extra.get("copy"):
        return " and ceases to exist: a copy of a spell outside the stack", cite("503.10a", "420.5j")
    triggers.spell_countered(state, obj)  # Multani's Presence: "whenever a spell you played is countered" (410.2)
    if obj.extra.get("flashback"):
        player.removed.append(card.name)
        return " and removed from the game instead of being put anywhere else: it was played by flashback", \
            cite("502.22a")
    if obj.extra.get("removed_instead"):  # "remove it from the game instead of putting it into ... graveyard"
        player.removed.append(card.name)
        return " and removed from the game instead of being put into its owner's graveyard", cite("419.1a")
    triggers.to_graveyard(state, player, [card.name])  # a graveyard's size can matter (threshold, 502.23a)
    return f" and put into {obj.controller}'s graveyard", cite("401.7")


def countered_on_resolution(state: Game, obj: StackObject) -> None:
    """The rules counter a spell or ability all of whose targets are illegal as it resolves (413.2a)."""
    # 401.7: a countered spell's card goes to the graveyard; 402.5: the rules counter abilities too
    where, extra = countered_card(state, obj)
    extra = extra or cite("402.5")
    state.log("counter", f"{obj.name} is countered on resolution{where}: all its targets are illegal.",
              cite("413.2a", "414.1") + extra)
