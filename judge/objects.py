"""The mutable parts of a game: players, permanents, stack objects, effects, events.

:class:`judge.state.BaseState` owns them; the rule procedures change them. The mutable
records are :class:`judge.journal.Tracked`: every change to them is journaled for undo.
Nothing here knows a rule of the game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any, ClassVar

from kb.numbers import RuleNumber

from judge.abilities import Instruction, Keyword, SpellText, Triggered
from judge.cards import CardDef
from judge.journal import Tracked, plain_init

STEPS = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end_of_turn", "cleanup",
)
"""The steps (and main phases) of a turn, in order (rule 300.1)."""

PHASE_OF_STEP = {
    "untap": "beginning", "upkeep": "beginning", "draw": "beginning",
    "precombat_main": "precombat_main", "beginning_of_combat": "combat",
    "declare_attackers": "combat", "declare_blockers": "combat", "combat_damage": "combat",
    "end_of_combat": "combat", "postcombat_main": "postcombat_main",
    "end_of_turn": "end", "cleanup": "end",
}
"""The phase each step belongs to (rules 301, 305, 306, 312)."""

STEP_WORDS = {
    "untap": "untap step", "upkeep": "upkeep step", "draw": "draw step",
    "precombat_main": "precombat main phase", "beginning_of_combat": "beginning of combat step",
    "declare_attackers": "declare attackers step", "declare_blockers": "declare blockers step",
    "combat_damage": "combat damage step", "end_of_combat": "end of combat step",
    "postcombat_main": "postcombat main phase", "end_of_turn": "end of turn step",
    "cleanup": "cleanup step",
}
"""The 2003 name of each step."""


@dataclasses.dataclass(frozen=True, slots=True)
class Library:
    """A library, top first, that never changes: drawing gives a new one that shares the
    cards, so saving the game for undo copies nothing (python-chess shares its board
    state the same way)."""

    cards: tuple[str, ...] = ()
    """Card names, top first (``""`` for an anonymous card), from index :attr:`top` on."""
    top: int = 0
    """How many cards of :attr:`cards` have left the library from the top."""

    @classmethod
    def anonymous(cls, count: int) -> Library:
        """A library of *count* anonymous cards."""
        return cls(("",) * count)

    def __len__(self) -> int:
        return len(self.cards) - self.top

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards[self.top:])

    def draw(self) -> tuple[str, Library]:
        """The top card and the library without it.

        :raises IndexError: if the library is empty.
        """
        if not self:
            raise IndexError("draw from an empty library")
        return self.cards[self.top], Library(self.cards, self.top + 1)

    def put_on_top(self, name: str) -> Library:
        """The library with *name* on top."""
        if self.top and self.cards[self.top - 1] == name:
            return Library(self.cards, self.top - 1)
        return Library((name,) + self.cards[self.top:])

    def put_on_bottom(self, name: str) -> Library:
        """The library with *name* at the bottom."""
        return Library(self.cards[self.top:] + (name,))


@dataclasses.dataclass(slots=True)
class Player(Tracked):
    """A player and the zones he or she owns."""

    LAYER_FIELDS: ClassVar[frozenset[str]] = frozenset({"name", "graveyard", "hand"})
    """What characteristics are computed from (threshold counts the graveyard; Lhurgoyf the
    creature cards in graveyards, Multani the cards in hands)."""

    name: str
    """Unique name."""
    life: int = 20
    """Life total."""
    poison: int = 0
    """Poison counters."""
    library: Library = Library()
    """Card names, top first (``""`` for an anonymous card)."""
    hand: list[str] = dataclasses.field(default_factory=list)
    """Card names in hand, in order."""
    graveyard: list[str] = dataclasses.field(default_factory=list)
    """Card names, bottom first."""
    removed: list[str] = dataclasses.field(default_factory=list)
    """Cards removed from the game."""
    mana: dict[str, int] = dataclasses.field(default_factory=dict)
    """Mana pool: symbol (W, U, B, R, G, C) → amount."""
    lost: bool = False
    """Whether the player has lost the game."""
    lands_played: int = 0
    """Lands played this turn (rule 212.6b)."""
    damage_this_turn: int = 0
    """Damage dealt to the player this turn (Final Punishment counts it, 413.2f)."""
    drew_from_empty: bool = False
    """Required to draw from an empty library since the last check (rule 420.5g)."""


@dataclasses.dataclass(slots=True)
class Permanent(Tracked):
    """A card in play (rule 214)."""

    LAYER_FIELDS: ClassVar[frozenset[str]] = frozenset({
        "id", "card", "controller", "timestamp", "counter_stamps", "counters", "attached_to", "token", "face_down",
        "kicked", "copy_of", "imprinted", "chosen_color", "chosen_type", "tapped", "attacking", "blocking"})
    """What characteristics are computed from (:class:`judge.characteristics.LayerPermanent`)."""

    id: str
    """The scenario's handle."""
    card: CardDef
    """Its printed characteristics."""
    controller: str
    """Name of its controller."""
    owner: str
    """Name of its owner."""
    timestamp: int
    """When it came into play (rule 418.5e)."""
    tapped: bool = False
    """Tapped or untapped."""
    sick: bool = False
    """Came under its controller's control this turn (rule 212.3d)."""
    damage: int = 0
    """Damage dealt to it this turn."""
    counters: dict[str, int] = dataclasses.field(default_factory=dict)
    """Counters by name."""
    counter_stamps: list[tuple[int, int, int]] = dataclasses.field(default_factory=list)
    """P/T counters as (timestamp, power, toughness) changes, in layer 6 order."""
    attached_to: str | None = None
    """Id of the permanent a local enchantment enchants."""
    regeneration: int = 0
    """Regeneration shields created this turn (rule 419.6b)."""
    attacking: bool = False
    """An attacking creature."""
    attacked_turn: int = 0
    """The number of the turn it was last declared as an attacker in ("if this didn't attack this turn")."""
    blocking: list[str] = dataclasses.field(default_factory=list)
    """Ids of the attackers it blocks."""
    blockers: list[str] = dataclasses.field(default_factory=list)
    """For an attacker: ids of its blockers, in the order declared."""
    blocked: bool = False
    """For an attacker: whether it became blocked (rule 309.2f)."""
    band: int = 0
    """Attacking band number (rule 502.10); 0 for none."""
    dealt_first_strike: bool = False
    """Assigned combat damage in the first combat damage step (rule 310.5)."""
    double_struck: bool = False
    """Had double strike as it assigned combat damage in the first step (rule 502.28c)."""
    token: bool = False
    """A token (rule 216)."""
    face_down: bool = False
    """Face down (rule 504): a 2/2 creature with no name, text, subtypes, color or cost."""
    kicked: bool = False
    """Its kicker cost was paid as it was played (rule 502.21b)."""
    echo_due: bool = False
    """Came under its controller's control since his or her last upkeep (rule 502.19a)."""
    base_controller: str = ""
    """Who controls it when no control-changing effect applies (who put it into play)."""
    copy_of: CardDef | None = None
    """The copiable values it came into play with as a copy (503.2, 503.5)."""
    imprinted: CardDef | None = None
    """The card imprinted on it (502.34a)."""
    phased_in_turn: int = 0
    """The turn it last phased in (rule 502.15m); 0 if it never did."""
    chosen_color: str = ""
    """The color chosen as it came into play ("as this comes into play, choose a color"); a copy
    remembers its own choice (503.6, 503.8); empty: never chosen, "undefined" (503.7)."""
    chosen_type: str = ""
    """The creature type chosen as it came into play (Engineered Plague: "as this comes into play,
    choose a creature type", 410.10e); empty: never chosen."""
    life_paid: int = 0
    """The life paid as it came into play (Phyrexian Processor: "as this comes into play, pay any
    amount of life", 410.10e)."""
    played: dict[str, tuple[int, str, int]] = dataclasses.field(default_factory=dict)
    """Its "only once each turn" ("no more than twice") abilities played: ability text → (turn, who played
    it last, how many times that turn) (403.3)."""
    damaged_by: dict[str, int] = dataclasses.field(default_factory=dict)
    """The permanents that dealt it damage → the last turn they did ("a creature dealt damage by
    this this turn", Sengir Vampire)."""
    removed_with: tuple[str, ...] = ()
    """The cards its own ability removed from the game (``card:owner:name``), which its "return the removed card"
    ability returns as it leaves play (Faceless Butcher), and the players its comes-into-play ability targeted
    (``player:name``), whom its leaves-play ability's "that player" names (Laquatus's Champion)."""
    seen_tapped: bool | None = None
    """Whether it was tapped as a player last would have received priority ("whenever this becomes
    tapped" triggers on the change, 410.2); None until then: put into play tapped isn't becoming tapped."""

    def __post_init__(self) -> None:
        if not self.base_controller:
            self.base_controller = self.controller

    @property
    def in_combat(self) -> bool:
        """Attacking or blocking."""
        return self.attacking or bool(self.blocking)


@dataclasses.dataclass(frozen=True, slots=True)
class Snapshot:
    """What a source looked like when it dealt damage (last known information, 310.4b)."""

    name: str
    """Name of the source."""
    colors: tuple[str, ...]
    """Its colors."""
    types: tuple[str, ...]
    """Its card types."""
    subtypes: tuple[str, ...] = ()
    """Its subtypes."""
    controller: str = ""
    """Its controller."""
    perm_id: str | None = None
    """The permanent, if the source is (or was) one."""
    unpreventable: bool = False
    """Whether it had "damage this would deal can't be prevented" (Excruciator)."""


@dataclasses.dataclass(slots=True)
class StackObject(Tracked):
    """A spell, ability or combat damage on the stack (rule 217.6)."""

    LAYER_FIELDS: ClassVar[frozenset[str]] = frozenset()
    """Nothing: characteristics are not computed from the stack."""

    kind: str
    """``spell``, ``ability``, ``trigger`` or ``combat_damage``."""
    name: str
    """What the output calls it: a card name, ``"River Boa's ability"``, ``"combat damage"``."""
    controller: str
    """Who played it (or controls the trigger)."""
    card: CardDef | None = None
    """For a spell: the card."""
    text: SpellText | None = None
    """The instructions to follow."""
    targets: list[str] = dataclasses.field(default_factory=list)
    """Chosen targets: permanent ids, player names, or ``spell:<n>`` for a spell."""
    source: Snapshot | None = None
    """The source of an ability (last known information)."""
    mode: int = 0
    """1-based mode of a modal spell; 0 for a spell that is not modal."""
    x: int = 0
    """The value of X."""
    serial: int = 0
    """Unique number, used to target it."""
    assignments: list[tuple[str, str, int]] = dataclasses.field(default_factory=list)
    """For combat damage: (source id, recipient id or player, amount)."""
    sources: dict[str, Snapshot] = dataclasses.field(default_factory=dict)
    """For combat damage: source id → its characteristics."""
    trigger: Triggered | Keyword | None = None
    """For a triggered ability: what triggered."""
    extra: dict[str, Any] = dataclasses.field(default_factory=dict)
    """Trigger-specific data (``blocker``, ``attacker``, ``blockers``)."""


@dataclasses.dataclass(slots=True)
class Effect(Tracked):
    """A continuous effect from a resolved spell or ability (rule 418.3)."""

    kind: str
    """``pump``, ``switch``, ``prevent`` (a shield), ``prevent_combat``, ``delayed_destroy`` (a
    delayed triggered ability waiting for the next end of turn, rule 404.4)."""
    timestamp: int
    """When it was created (rule 418.5g)."""
    affected: str = ""
    """The permanent id or player name affected; empty for a rules-modifying effect."""
    power: int = 0
    """Power change of a pump."""
    toughness: int = 0
    """Toughness change of a pump."""
    amount: int = 0
    """Remaining shield of a prevention effect (rule 419.7b)."""
    source: str = ""
    """Name of what created it, for event texts."""
    until: str = "end_of_turn"
    """Duration (``""``: until used)."""
    controller: str = ""
    """For a delayed triggered ability: who controls it (the creating ability's controller)."""
    label: str = ""
    """For a delayed triggered ability: the name of the permanent it refers to; for ``no_spells``, the one card type
    of spell barred (Cease-Fire: ``creature``), empty for every spell."""
    gainer: str = ""
    """For a "next time" shield that gains life as it prevents (Reverse Damage, Awe Strike): who gains it."""
    used_in: int = 0
    """For a "next time" shield used up: the resolution (:attr:`BaseState.resolutions`) whose damage it still
    prevents, all of it being dealt at once (419.8a); 0 once that is over."""


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, with the rules that decided it."""

    seq: int
    """1-based order."""
    turn: int
    """Turn number."""
    step: str
    """Step name."""
    kind: str
    """``step``, ``attack``, ``block``, ``play``, ``damage`` ..."""
    text: str
    """What happened, in the 2003 words."""
    rules: tuple[RuleNumber, ...]
    """The rules that decided it."""
    default: bool = False
    """A choice the scenario didn't answer, taken by its documented default."""

    def to_json(self) -> dict[str, Any]:
        """The spec's event object (``"default": true`` only for a defaulted choice)."""
        out: dict[str, Any] = {"seq": self.seq, "turn": self.turn, "step": self.step, "kind": self.kind,
                               "text": self.text, "rules": [str(r) for r in self.rules]}
        if self.default:
            out["default"] = True
        return out


@dataclasses.dataclass(frozen=True, slots=True)
class Illegal:
    """An action that was not performed, with the rules that forbid it."""

    action: int
    """1-based index of the action in the scenario."""
    text: str
    """Why it is illegal."""
    rules: tuple[RuleNumber, ...]
    """The rules that forbid it."""

    def to_json(self) -> dict[str, Any]:
        """The spec's illegal object."""
        return {"action": self.action, "text": self.text, "rules": [str(r) for r in self.rules]}


for _frozen in (Library, Snapshot, Event, Illegal):  # made often: set their slots straight
    setattr(_frozen, "__init__", plain_init(_frozen))

__all__ = ["Effect", "Event", "Illegal", "Instruction", "Library", "Permanent", "Player", "STEPS",
           "Snapshot", "StackObject"]
