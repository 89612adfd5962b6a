"""The game's data and its history: one mutable class whose every change is journaled
(:mod:`judge.journal`), so that an action can be taken back, like python-chess's
``Board.push()``/``pop()`` with its move stack. No rule of the game is here.

:meth:`BaseState.begin` starts an action; :meth:`BaseState.undo` takes the last one back,
restoring what it changed and cutting the event log back. Every attribute of the state,
every field of its records and every list, dict and set they hold is tracked, so a rule
procedure, or a field added later, is covered without a word about undo; the journal's
version moves on with every change, so a value derived from the state (characteristics)
is kept exactly as long as nothing changed.

:meth:`BaseState.save` and :meth:`BaseState.restore` copy the whole state instead (each
mutable record by a function made once per class from its dataclass fields); immutable
values (cards, libraries, frozen records) are shared.

>>> state = BaseState([Player("Alice"), Player("Bob", library=Library.anonymous(100_000))])
>>> state.begin()
>>> state.players[1].life -= 3
>>> state.undo()
>>> state.players[1].life, len(state.players[1].library)
(20, 100000)
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from typing import Any

from kb.numbers import RuleNumber, slugify

from judge.actions import Choice
from judge.cards import CardDef, card_named
from judge.errors import IllegalActionError, InvalidActionError
from judge.journal import MISSING, HISTORY_LIMIT, SHARED, Journal, TrackedDict, TrackedList, TrackedSet, unchanged
from judge.objects import Effect, Event, Library, Permanent, Player, StackObject
from judge.rules import cite

_SCALARS: frozenset[type] = frozenset({str, int, float, bool, type(None), bytes})
_SHARED: set[type] = set(_SCALARS)
"""Types whose values are shared, never copied: scalars, and each frozen dataclass once seen."""
_COPIERS: dict[type, Callable[[Any, dict[int, Any]], Any] | None] = {}


def _copier(cls: type) -> Callable[[Any, dict[int, Any]], Any] | None:
    """The function that copies a value of the mutable dataclass *cls* field by field;
    ``None`` for a frozen one (shared). Made once per class from :func:`dataclasses.fields`,
    so a field added to a record later is copied without a word here.

    :raises TypeError: if *cls* is not a dataclass.
    """
    if cls in _COPIERS:
        return _COPIERS[cls]
    params = getattr(cls, "__dataclass_params__", None)
    if params is None:
        raise TypeError(f"cannot save a {cls.__name__}: make it a dataclass or immutable")
    if params.frozen:
        _SHARED.add(cls)
        _COPIERS[cls] = None
        return None
    # One straight-line function per class: a shared field is assigned, anything else
    # goes through save_value (much faster than getattr/setattr over the names).
    lines = ["def copy(value, memo):", "    new = _new(_cls)", "    memo[id(value)] = new"]
    lines += [f"    new.{f.name} = item if type(item := value.{f.name}) in _shared else _save(item, memo)"
              for f in dataclasses.fields(cls)]
    lines.append("    return new")
    namespace: dict[str, Any] = {"_new": cls.__new__, "_cls": cls, "_shared": _SHARED, "_save": save_value}
    exec("\n".join(lines), namespace)  # noqa: S102 - code made from a dataclass's own field names
    copier: Callable[[Any, dict[int, Any]], Any] = namespace["copy"]
    _COPIERS[cls] = copier
    return copier


def save_value(value: Any, memo: dict[int, Any]) -> Any:
    """A copy of *value* that later changes to *value* don't reach: lists, dicts, sets,
    tuples holding mutable values, and mutable dataclasses are copied (each object once,
    per *memo*); scalars, frozen dataclasses (cards, libraries, records) are shared.

    A list or tuple whose first and last items are scalars is taken to hold only scalars
    (the state's lists are homogeneous), so a hand of names is copied in one step.

    :raises TypeError: for a value of another kind, so that a new kind of field is noticed.
    """
    cls = type(value)
    if cls in _SHARED:
        return value
    key = id(value)
    if key in memo:
        return memo[key]
    new: Any
    if cls is TrackedList or cls is TrackedDict or cls is TrackedSet:
        value = cls.__mro__[1](value)  # a plain copy, then copied as one
        cls = type(value)
    if cls is list or cls is tuple:
        if not value or (type(value[0]) in _SCALARS and type(value[-1]) in _SCALARS):
            new = value.copy() if cls is list else value
        elif cls is list:
            new = []
            memo[key] = new
            shared = _SHARED
            new.extend([item if type(item) in shared else save_value(item, memo) for item in value])
        else:
            items = tuple(save_value(item, memo) for item in value)
            new = value if all(a is b for a, b in zip(items, value)) else items
    elif cls is dict:
        new = {}
        memo[key] = new
        shared = _SHARED
        for k, item in value.items():
            new[k] = item if type(item) in shared else save_value(item, memo)
    elif cls is set or cls is frozenset:
        new = set(value) if cls is set else value
    else:
        copier = _COPIERS[cls] if cls in _COPIERS else _copier(cls)
        if copier is None:
            return value
        return copier(value, memo)
    memo[key] = new
    return new


@dataclasses.dataclass(frozen=True, slots=True)
class Saved:
    """A saved state: every attribute but the event log, and the log's length."""

    fields: dict[str, Any]
    """Attribute name → saved value."""
    events: int
    """How many events had happened."""


class BaseState:
    """Players, permanents, the stack, effects and the turn, with save/restore and undo."""

    UNSAVED = frozenset({"events", "_journal", "_layers"})
    """Attributes neither saved nor journaled: the append-only event log (cut back
    instead), the journal itself, and values derived from the rest."""

    LAYER_INPUTS = frozenset({"permanents", "effects", "players"})
    """The attributes characteristics are computed from (they see the state through
    :class:`judge.characteristics.Layered`, which has only these): assigning one, or
    changing a container kept in one, moves the journal's version on; so does a change
    to a record's field the layers read (:attr:`judge.journal.Tracked.LAYER_FIELDS`),
    wherever the record is kept. Nothing else can change characteristics."""

    def __init__(self, players: Iterable[Player], enforce_costs: bool = False) -> None:
        # The attributes are set plainly, then kept in the game all at once (below).
        self.players: list[Player] = list(players)
        """The two players, in seating order."""
        self.permanents: list[Permanent] = []
        """Permanents in play, in timestamp order."""
        self.phased_out: list[tuple[Permanent, bool]] = []
        """The phased-out zone (217.8): each permanent and whether it phased out
        indirectly, with the permanent it is attached to (502.15i)."""
        self.stack: list[StackObject] = []
        """The stack, bottom first."""
        self.version = 2
        """The scenario format version, which the output follows."""
        self.turn_controllers: dict[str, str] = {}
        """Player → who will control his or her next turn (507.1)."""
        self.turn_controller = ""
        """Who controls the current turn, if not the active player (507)."""
        self.look_back: list[Any] = []
        """Leaves-play abilities of permanents that left play in the event being performed,
        which still see the rest of it (410.10d); emptied as a player would receive priority."""
        self.extra_turns: list[str] = []
        """Players' extra turns, the most recently created last (taken first, 300.6)."""
        self.skips: list[tuple[str, str]] = []
        """(player, step) occurrences to skip (300.9, 419.6e)."""
        self.left_play: dict[str, str] = {}
        """Permanent id → what became of it after it left play ("Grizzly Bears, put into Bob's
        graveyard"): a later action naming the id is told so (217.1c)."""
        self.madness: dict[str, str] = {}
        """Player → the card he or she may play by madness until passing next (502.24a)."""
        self.drawn = False
        """The game ended in a draw without a player losing (a loop, 102.6)."""
        self.spells_this_turn = 0
        """Spells played this turn (storm, 502.30a)."""
        self.answers: list[Choice] = []
        """Answers given (``choose``) and not yet used, oldest first."""
        self.consumed: list[Choice] = []
        """Answers used so far."""
        self.cards: dict[str, CardDef] = {}
        """Cards the scenario defines inline, by lower-case name (shared, never copied)."""
        self.tokens_elsewhere: list[tuple[str, str, str]] = []
        """Tokens that left play and are in a zone until state-based effects end them
        (216.3, 420.5f): (owner, zone, name)."""
        self.effects: list[Effect] = []
        """Continuous, prevention and replacement effects from resolved spells and abilities."""
        self.pending: list[StackObject] = []
        """Triggered abilities waiting to go on the stack (rule 410.2)."""
        self.events: list[Event] = []
        """Everything that happened, in order."""
        self.turn_number = 2
        """The turn number (informational)."""
        self.active = 0
        """Index of the active player."""
        self.step = "precombat_main"
        """The current step or main phase."""
        self.priority = 0
        """Index of the player who holds priority."""
        self.enforce_costs = enforce_costs
        """Whether mana costs are checked and paid."""
        self.clock = 0
        """The last timestamp given (rule 418.5e)."""
        self.serial = 0
        """The last stack-object number given."""
        self.resolutions = 0
        """Twice the number of resolutions begun, plus one during one: the damage a source deals while one spell or
        ability resolves is dealt at once, so "the next time" it would deal damage covers all of it (419.8a)."""
        self.ids_used: set[str] = set()
        """Every permanent id given so far."""
        self.attackers_declared = False
        """Whether attackers have been declared this combat (rule 308.1)."""
        self.blockers_declared = False
        """Whether blockers have been declared this combat (rule 309.1)."""
        self.damage_step = ""
        """``first`` or ``regular`` during a combat damage step (rule 310.5)."""
        self.assignments: dict[str, dict[str, int]] = {}
        """Combat damage assignments given by ``assign`` actions, by creature id."""
        self.assign_by: dict[str, str] = {}
        """Who gave each assignment."""
        self.next_band = 0
        """The last attacking band number given."""
        self.ended = False
        """Whether the game is over (rule 102.3)."""
        self.cleanup_priority = False
        """Whether players received priority in this cleanup step (rule 314.3)."""
        journal = Journal()
        attributes = vars(self)
        for name, value in attributes.items():
            if name not in self.UNSAVED and type(value) not in SHARED:
                attributes[name] = journal.adopt(value, name in self.LAYER_INPUTS)
        self._journal = journal
        """The undo history (:mod:`judge.journal`)."""

    def __setattr__(self, name: str, value: Any) -> None:
        journal = self.__dict__.get("_journal")
        if journal is None or name in self.UNSAVED:
            object.__setattr__(self, name, value)  # being made, or not part of the game
            return
        old = self.__dict__.get(name, MISSING)
        if old is value and type(value) in SHARED or unchanged(old, value):
            return
        seen = name in self.LAYER_INPUTS
        if seen:
            journal.version += 1
        records = journal.records
        if records is not None:
            records.append((self, name, old))
        object.__setattr__(self, name, value if type(value) in SHARED else journal.adopt(value, seen))

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} turn {self.turn_number}, {self.step}, {self.active_player.name} active, "
                f"{len(self.permanents)} permanents, {len(self.stack)} on the stack>")

    # -- lookups ----------------------------------------------------------------

    def index_of(self, name: str) -> int:
        """Index of the player called *name*.

        :raises InvalidActionError: if there is no such player.
        """
        for index, player in enumerate(self.players):
            if player.name == name:
                return index
        raise InvalidActionError(f"unknown player {name!r}")

    def player(self, name: str) -> Player:
        """The player called *name*."""
        return self.players[self.index_of(name)]

    def opponent(self, name: str) -> Player:
        """The other player."""
        return self.players[1 - self.index_of(name)]

    @property
    def active_player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.active]

    @property
    def defending_player(self) -> Player:
        """The nonactive player (rule 306.3)."""
        return self.players[1 - self.active]

    def is_player(self, name: str) -> bool:
        """Whether *name* names a player."""
        return any(p.name == name for p in self.players)

    def card_def(self, name: str) -> CardDef:
        """The card called *name*: one the scenario defines inline, or a built-in one.

        :raises KeyError: if there is no such card.
        """
        return self.cards.get(name.strip().lower()) or card_named(name)

    def find(self, perm_id: str) -> Permanent | None:
        """The permanent with id *perm_id*, if in play."""
        for perm in self.permanents:
            if perm.id == perm_id:
                return perm
        return None

    def get(self, perm_id: str) -> Permanent:
        """The permanent with id *perm_id*.

        :raises IllegalActionError: if it is not in play.
        """
        perm = self.find(perm_id)
        if perm is None and perm_id in self.left_play:  # a new object in its new zone now (217.1c)
            raise IllegalActionError(f"{self.left_play[perm_id]}, is no longer in play", cite("217.1c", "217.5d"))
        if perm is None:
            raise IllegalActionError(f"{perm_id!r} is not in play", cite("217.5d"))
        return perm

    @property
    def result(self) -> str:
        """``ongoing``, ``won:<player>`` or ``draw`` (rules 102.3, 102.4)."""
        lost = [p for p in self.players if p.lost]
        if self.drawn:
            return "draw"
        if not lost:
            return "ongoing"
        if len(lost) == len(self.players):
            return "draw"
        return "won:" + next(p.name for p in self.players if not p.lost)

    def changed(self) -> None:
        """Forget values derived from the state (a subclass that keeps some overrides this)."""

    # -- bookkeeping ------------------------------------------------------------

    def next_timestamp(self) -> int:
        """A new timestamp (rule 418.5e)."""
        self.clock += 1
        return self.clock

    def new_id(self, name: str) -> str:
        """The handle of a new permanent: the slug of its name, suffixed -2, -3 ..."""
        base = slugify(name)
        candidate, n = base, 1
        while candidate in self.ids_used:
            n += 1
            candidate = f"{base}-{n}"
        self.ids_used.add(candidate)
        return candidate

    def _stamp_counters(self, perm: Permanent, name: str, amount: int, stamp: int) -> None:
        match = re.fullmatch(r"([+-]\d+)/([+-]\d+)", name.strip())
        if match:
            perm.counter_stamps.append((stamp, int(match.group(1)) * amount, int(match.group(2)) * amount))

    def add_counters(self, perm: Permanent, name: str, amount: int) -> None:
        """Put *amount* counters called *name* on a permanent."""
        perm.counters[name] = perm.counters.get(name, 0) + amount
        self._stamp_counters(perm, name, amount, self.next_timestamp())
        self.changed()

    def remove_counters(self, perm: Permanent, name: str, amount: int) -> None:
        """Remove *amount* counters called *name* from a permanent (it has that many)."""
        perm.counters[name] -= amount
        if not perm.counters[name]:
            del perm.counters[name]
        match = re.fullmatch(r"([+-]\d+)/([+-]\d+)", name.strip())
        if match:  # the newest counters go first: take their power and toughness away
            per, stamps = (int(match.group(1)), int(match.group(2))), list(perm.counter_stamps)
            for index in range(len(stamps) - 1, -1, -1):
                stamp, power, toughness = stamps[index]
                if amount and power * per[0] > 0:
                    taken = min(amount, power // per[0])
                    amount -= taken
                    stamps[index] = (stamp, power - taken * per[0], toughness - taken * per[1])
            perm.counter_stamps = [s for s in stamps if s[1] or s[2]]
        self.changed()

    def log(self, kind: str, text: str, rules: tuple[RuleNumber, ...], default: bool = False) -> Event:
        """Record an event (*default*: it reports a choice taken by its default)."""
        event = Event(len(self.events) + 1, self.turn_number, self.step, kind, text, rules, default)
        self.events.append(event)
        return event

    # -- choices ----------------------------------------------------------------

    def answer(self, field: str) -> Choice | None:
        """The first waiting answer that sets *field* (``pay``, ``object`` ...), taken
        from the queue; ``None`` if the scenario gives none (the caller takes the default)."""
        unset = next(f.default for f in dataclasses.fields(Choice) if f.name == field)
        for index, choice in enumerate(self.answers):
            if getattr(choice, field) != unset:
                del self.answers[index]
                self.consumed.append(choice)
                return choice
        return None

    def was_answered(self, choice: Choice) -> bool:
        """Whether *choice* answered something already."""
        return any(c is choice for c in self.consumed)

    # -- save / restore ----------------------------------------------------------

    def save(self) -> Saved:
        """Everything an action may change, copied (cards, libraries and events are shared)."""
        memo: dict[int, Any] = {}
        unsaved, shared = self.UNSAVED, _SHARED
        return Saved({k: v if type(v) in shared else save_value(v, memo)
                      for k, v in self.__dict__.items() if k not in unsaved}, len(self.events))

    def restore(self, saved: Saved) -> None:
        """Go back to *saved* (a copy of it: *saved* can be restored again): every saved
        attribute, and the event log cut back. Journaled like any change."""
        memo: dict[int, Any] = {}
        for name, value in saved.fields.items():
            setattr(self, name, save_value(value, memo))
        del self.events[saved.events:]
        self.changed()

    # -- the journal ----------------------------------------------------------------

    def begin(self) -> None:
        """Start an action: from here, :meth:`undo` takes back every change up to the next
        :meth:`begin` (changes made between actions belong to the action before them)."""
        self._journal.begin(len(self.events))

    def undo(self) -> None:
        """Take back the last action begun: every change since, and the events it logged.

        :raises IndexError: if nothing was begun (or it was more than :data:`HISTORY_LIMIT` ago).
        """
        try:
            events = self._journal.rollback()
        except IndexError:
            raise IndexError("nothing to undo") from None
        del self.events[events:]
        self.changed()

    @property
    def history(self) -> int:
        """How many actions :meth:`undo` can take back."""
        return len(self._journal)


__all__ = ["BaseState", "HISTORY_LIMIT", "Saved", "save_value"]
