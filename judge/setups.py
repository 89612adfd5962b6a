"""What a scenario sets up before its actions: the players, where the turn starts, and the
permanents in play (the parts of :class:`judge.scenario.Scenario`, validated by its loader)."""

from __future__ import annotations

import dataclasses

from judge.cards import CardDef


@dataclasses.dataclass(frozen=True, slots=True)
class PlayerSetup:
    """A player at the start of a scenario."""

    name: str
    """Unique name."""
    life: int = 20
    """Starting life."""
    poison: int = 0
    """Poison counters."""
    library: int | tuple[str, ...] = 30
    """Number of anonymous cards, or card names top first."""
    hand: tuple[str, ...] = ()
    """Card names in hand."""
    graveyard: tuple[str, ...] = ()
    """Card names, bottom first."""
    mana_pool: dict[str, int] = dataclasses.field(default_factory=dict)
    """Floating mana: symbol → amount (``C`` for colorless)."""


@dataclasses.dataclass(frozen=True, slots=True)
class TurnSetup:
    """Where the scenario starts."""

    active: str = ""
    """The active player (default: the first)."""
    step: str = "precombat_main"
    """The step."""
    number: int = 2
    """Turn number (informational)."""


@dataclasses.dataclass(frozen=True, slots=True)
class PermanentSetup:
    """A permanent in play at the start."""

    id: str
    """Handle for actions."""
    card: str | CardDef
    """A pool card's name, or an inline definition."""
    controller: str
    """Its controller."""
    owner: str = ""
    """Its owner (default: the controller)."""
    tapped: bool = False
    """Tapped."""
    sick: bool = False
    """Came under its controller's control this turn (rule 212.3d)."""
    damage: int = 0
    """Damage already dealt this turn."""
    counters: dict[str, int] = dataclasses.field(default_factory=dict)
    """Counters by name."""
    attached_to: str | None = None
    """What a local enchantment enchants."""
    token: bool = False
    """A token (216)."""
    face_down: bool = False
    """Face down (504)."""
