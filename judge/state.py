"""The game state: one mutable class with ``apply(action)`` / ``undo()``, like ``chess.Board``.

>>> from judge.scenario import Scenario
>>> state = GameState.from_scenario(Scenario.from_yaml('''
... title: bears
... players: [{name: Alice}, {name: Bob}]
... in_play: [{card: Grizzly Bears, controller: Alice}]
... '''))
>>> state.power_toughness("grizzly-bears")
(2, 2)
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from kb.model import RuleNumber

from judge import combat, resolve, stack, turn
from judge.cards import CardDef, card_named
from judge.errors import IllegalActionError, InvalidActionError, JudgeError
from judge.layers import Chars, compute_all
from judge.objects import STEPS, Effect, Event, Permanent, Player, StackObject
from judge.rules import cite
from judge.scenario import Action, Scenario


def _slug(name: str) -> str:
    from kb.model import slugify
    return slugify(name)


class GameState:
    """Players, permanents, the stack, effects and the turn; actions change it."""

    def __init__(self, players: Iterable[Player], enforce_costs: bool = False) -> None:
        self.players: list[Player] = list(players)
        """The two players, in seating order."""
        self.permanents: list[Permanent] = []
        """Permanents in play, in timestamp order."""
        self.phased_out: list[tuple[Permanent, bool]] = []
        """The phased-out zone (217.8): each permanent and whether it phased out
        indirectly, with the permanent it is attached to (502.15i)."""
        self.stack: list[StackObject] = []
        """The stack, bottom first."""
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
        self._chars: dict[str, Chars] | None = None
        self._history: list[tuple[dict[str, Any], int]] = []

    def __repr__(self) -> str:
        return (f"<GameState turn {self.turn_number}, {self.step}, {self.active_player.name} active, "
                f"{len(self.permanents)} permanents, {len(self.stack)} on the stack, {self.result}>")

    # -- construction -------------------------------------------------------------

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> GameState:
        """The state a scenario describes, before its start-up check."""
        players = []
        for setup in scenario.players:
            library = list(setup.library) if isinstance(setup.library, tuple) else [""] * setup.library
            player = Player(setup.name, setup.life, setup.poison, library, list(setup.hand),
                            list(setup.graveyard))
            for symbol, amount in setup.mana_pool.items():
                player.mana[symbol] = amount
            players.append(player)
        state = cls(players, scenario.enforce_costs)
        state.turn_number = scenario.turn.number
        state.active = state.index_of(scenario.turn.active) if scenario.turn.active else 0
        state.priority = state.active
        state.step = scenario.turn.step
        for given in scenario.in_play:
            card = given.card if isinstance(given.card, CardDef) else card_named(given.card)
            perm = Permanent(given.id, card, given.controller, given.owner or given.controller,
                             state.next_timestamp(), given.tapped, given.sick, given.damage,
                             dict(given.counters), attached_to=given.attached_to)
            for name, amount in given.counters.items():
                state._stamp_counters(perm, name, amount, perm.timestamp)
            state.permanents.append(perm)
            state.ids_used.add(perm.id)
        return state

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
        if perm is None:
            raise IllegalActionError(f"{perm_id!r} is not in play", cite("217.5d"))
        return perm

    def chars(self, perm: Permanent | str) -> Chars:
        """Current characteristics of a permanent (rule 418.5)."""
        if self._chars is None:
            self._chars = compute_all(self)
        key = perm if isinstance(perm, str) else perm.id
        chars = self._chars.get(key)
        if chars is None:
            self._chars = compute_all(self)
            chars = self._chars[key]
        return chars

    def changed(self) -> None:
        """Forget cached characteristics after a change."""
        self._chars = None

    def power_toughness(self, perm_id: str) -> tuple[int | None, int | None]:
        """Current power and toughness of a permanent."""
        chars = self.chars(perm_id)
        return chars.power, chars.toughness

    def name_of(self, key: str) -> str:
        """A permanent's name, or the player's name, for event texts."""
        perm = self.find(key)
        return self.chars(perm).name if perm else key

    def creatures(self) -> list[Permanent]:
        """Creatures in play."""
        return [p for p in self.permanents if self.chars(p).is_creature]

    # -- bookkeeping ------------------------------------------------------------

    def next_timestamp(self) -> int:
        """A new timestamp (rule 418.5e)."""
        self.clock += 1
        return self.clock

    def new_id(self, name: str) -> str:
        """The handle of a new permanent: the slug of its name, suffixed -2, -3 ..."""
        base = _slug(name)
        candidate, n = base, 1
        while candidate in self.ids_used:
            n += 1
            candidate = f"{base}-{n}"
        self.ids_used.add(candidate)
        return candidate

    def _stamp_counters(self, perm: Permanent, name: str, amount: int, stamp: int) -> None:
        import re
        match = re.fullmatch(r"([+-]\d+)/([+-]\d+)", name.strip())
        if match:
            perm.counter_stamps.append((stamp, int(match.group(1)) * amount, int(match.group(2)) * amount))

    def add_counters(self, perm: Permanent, name: str, amount: int) -> None:
        """Put *amount* counters called *name* on a permanent."""
        perm.counters[name] = perm.counters.get(name, 0) + amount
        self._stamp_counters(perm, name, amount, self.next_timestamp())
        self.changed()

    def log(self, kind: str, text: str, rules: tuple[RuleNumber, ...]) -> Event:
        """Record an event."""
        event = Event(len(self.events) + 1, self.turn_number, self.step, kind, text, rules)
        self.events.append(event)
        return event

    # -- make / unmake ----------------------------------------------------------

    def _snapshot(self) -> dict[str, Any]:
        """A copy of everything an action may change (cards and events are shared)."""
        fields = {k: v for k, v in self.__dict__.items() if k not in ("_history", "_chars", "events")}
        fields["players"] = [_copy_player(p) for p in self.players]
        fields["permanents"] = [_copy_permanent(p) for p in self.permanents]
        fields["phased_out"] = [(_copy_permanent(p), indirect) for p, indirect in self.phased_out]
        fields["stack"] = [_copy_object(o) for o in self.stack]
        fields["pending"] = [_copy_object(o) for o in self.pending]
        fields["effects"] = [copy.copy(e) for e in self.effects]
        fields["ids_used"] = set(self.ids_used)
        fields["assignments"] = {k: dict(v) for k, v in self.assignments.items()}
        fields["assign_by"] = dict(self.assign_by)
        return fields

    def apply(self, action: Action) -> None:
        """Perform *action*, then go on to the next moment a player would receive priority.

        On an illegal action the state is restored as it was (rule 422.1).

        :raises IllegalActionError: with the rules that forbid it.
        :raises InvalidActionError: for an action the state cannot read.
        :raises AmbiguousActionError: for an action that leaves a needed choice open.
        """
        snapshot = self._snapshot()
        events_before = len(self.events)
        try:
            if self.ended:
                raise IllegalActionError("the game is over", cite("102.3"))
            self._dispatch(action)
        except JudgeError:
            self.__dict__.update(snapshot)
            del self.events[events_before:]
            self._chars = None
            raise
        self._history.append((snapshot, events_before))

    def undo(self) -> None:
        """Take back the last applied action.

        :raises IndexError: if nothing was applied.
        """
        snapshot, events_before = self._history.pop()
        self.__dict__.update(snapshot)
        del self.events[events_before:]
        self._chars = None

    def start(self) -> None:
        """The scenario's starting moment: a player is about to receive priority (420.3)."""
        turn.priority_moment(self)

    def _dispatch(self, action: Action) -> None:
        verb = action.verb
        if verb == "attack":
            combat.declare_attackers(self, action)
        elif verb == "block":
            combat.declare_blockers(self, action)
        elif verb == "assign":
            combat.assign(self, action)
        elif verb == "play":
            stack.play(self, action)
        elif verb == "activate":
            stack.activate(self, action)
        elif verb == "pass":
            turn.pass_once(self)
        elif verb == "resolve":
            turn.resolve_all(self)
        elif verb == "advance":
            turn.advance(self, action.step)
        elif verb == "draw":
            turn.draw_action(self, action)
        elif verb == "effect":
            resolve.bare_effect(self, action)
        else:
            raise InvalidActionError(f"unknown verb {verb!r}")
        if verb not in ("pass", "resolve", "advance"):
            turn.priority_moment(self)

    # -- output ---------------------------------------------------------------

    @property
    def result(self) -> str:
        """``ongoing``, ``won:<player>`` or ``draw`` (rules 102.3, 102.4)."""
        lost = [p for p in self.players if p.lost]
        if not lost:
            return "ongoing"
        if len(lost) == len(self.players):
            return "draw"
        return "won:" + next(p.name for p in self.players if not p.lost)

    def stack_json(self) -> list[dict[str, Any]]:
        """The stack for the output, bottom first."""
        return [{"name": obj.name, "controller": obj.controller,
                 "targets": [self.target_label(t) for t in obj.targets]}
                for obj in self.stack]

    def target_label(self, target: str) -> str:
        """How a chosen target is shown: an id, a player name or a spell's name."""
        if target.startswith("spell:"):
            serial = int(target[6:])
            for obj in self.stack:
                if obj.serial == serial:
                    return obj.name
            return target.split(":", 2)[-1] if target.count(":") > 1 else target
        return target

    def target_name(self, target: str) -> str:
        """How a chosen target is named in event texts: a card name or a player name."""
        label = self.target_label(target)
        return self.name_of(label) if self.find(label) is not None else label

    def to_json(self) -> dict[str, Any]:
        """The spec's ``final`` object."""
        players = {}
        for p in self.players:
            players[p.name] = {"life": p.life, "poison": p.poison, "hand": list(p.hand),
                               "library": len(p.library), "graveyard": list(p.graveyard),
                               "removed": list(p.removed), "mana_pool": format_pool(p.mana),
                               "lost": p.lost}
        in_play = []
        for perm in self.permanents:
            chars = self.chars(perm)
            creature = chars.is_creature
            in_play.append({
                "id": perm.id, "name": chars.name, "controller": perm.controller,
                "power": chars.power if creature else None,
                "toughness": chars.toughness if creature else None,
                "damage": perm.damage, "tapped": perm.tapped, "counters": dict(perm.counters),
                "abilities": chars.keyword_texts(),
            })
        return {"turn": self.turn_number, "step": self.step, "active": self.active_player.name,
                "stack": self.stack_json(), "players": players, "in_play": in_play,
                "result": self.result}


def _copy_player(player: Player) -> Player:
    new = copy.copy(player)
    new.library, new.hand, new.graveyard = list(player.library), list(player.hand), list(player.graveyard)
    new.removed, new.mana = list(player.removed), dict(player.mana)
    return new


def _copy_permanent(perm: Permanent) -> Permanent:
    new = copy.copy(perm)
    new.counters, new.counter_stamps = dict(perm.counters), list(perm.counter_stamps)
    new.blocking, new.blockers = list(perm.blocking), list(perm.blockers)
    return new


def _copy_object(obj: StackObject) -> StackObject:
    new = copy.copy(obj)
    new.targets, new.assignments = list(obj.targets), list(obj.assignments)
    new.sources, new.extra = dict(obj.sources), dict(obj.extra)
    return new


def _pool_items(mana: dict[str, int]) -> list[tuple[str, int]]:
    order = "CWUBRG"
    return [(sym, mana[sym]) for sym in order if mana.get(sym, 0) > 0]


def format_pool(mana: dict[str, int]) -> str:
    """A mana pool as symbols: ``{2}{R}{R}`` (colorless as a number first)."""
    out = ""
    for sym, n in _pool_items(mana):
        out += f"{{{n}}}" if sym == "C" else ("{" + sym + "}") * n
    return out


__all__ = ["GameState", "STEPS", "format_pool"]
