"""The game a scenario plays: :class:`GameState` performs actions through the verb table
and gives the format's ``final`` object. The top of the engine: it imports every layer.

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

from collections.abc import Sequence
from typing import Any

from judge import turn, zones
from judge.actions import Action, Choice
from judge.cards import CardDef, card_named
from judge.characteristics import Game
from judge.errors import IllegalActionError, InvalidActionError, JudgeError
from judge.objects import Library, Permanent, Player
from judge.rules import cite
from judge.scenario import Scenario
from judge.verbs import VERBS


V1_PERMANENT_KEYS = ("id", "name", "controller", "power", "toughness", "damage", "tapped", "counters", "abilities")
"""The keys of an ``in_play`` entry of the output of format version 1."""


class GameState(Game):
    """The game: players, permanents, the stack, effects and the turn; actions change it."""

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> GameState:
        """The state a scenario describes, before its start-up check."""
        players = []
        for setup in scenario.players:
            library = Library(setup.library) if isinstance(setup.library, tuple) else Library.anonymous(setup.library)
            player = Player(setup.name, setup.life, setup.poison, library, list(setup.hand),
                            list(setup.graveyard))
            for symbol, amount in setup.mana_pool.items():
                player.mana[symbol] = amount
            players.append(player)
        state = cls(players, scenario.enforce_costs)
        state.version = scenario.version
        state.turn_number = scenario.turn.number
        state.active = state.index_of(scenario.turn.active) if scenario.turn.active else 0
        state.priority = state.active
        state.step = scenario.turn.step
        state.cards = {card.name.lower(): card for card in scenario.cards}
        for given in scenario.in_play:
            card = given.card if isinstance(given.card, CardDef) else card_named(given.card)
            perm = Permanent(given.id, card, given.controller, given.owner or given.controller,
                             state.next_timestamp(), given.tapped, given.sick, given.damage,
                             dict(given.counters), attached_to=given.attached_to, token=given.token,
                             face_down=given.face_down, echo_due=given.sick)
            for name, amount in given.counters.items():
                state._stamp_counters(perm, name, amount, perm.timestamp)
            state.permanents.append(perm)
            state.ids_used.add(perm.id)
        return state

    def start(self) -> None:
        """The scenario's starting moment: a player is about to receive priority (420.3). The
        control effects of the board as given were there as the turn began (212.3d)."""
        zones.update_control(self, starting=True)
        turn.priority_moment(self)

    def apply(self, action: Action, answers: Sequence[Choice] = ()) -> None:
        """Perform *action*, then go on to the next moment a player would receive priority.

        *answers* are the ``choose`` actions right after it, for choices it leads to; an
        answer given inline (``play: {..., choose: ...}``) waits until a choice uses it.
        On an illegal action every change it made is taken back (rule 422.1).

        :raises IllegalActionError: with the rules that forbid it.
        :raises InvalidActionError: for an action the state cannot read.
        :raises AmbiguousActionError: for an action that leaves a needed choice open.
        """
        self.begin()
        try:
            if self.ended:
                raise IllegalActionError("the game is over", cite("102.3"))
            verb = VERBS.get(action.verb)
            if verb is None:
                raise InvalidActionError(f"unknown verb {action.verb!r}")
            if action.choice is not None and action.verb != "choose":
                self.answers.append(action.choice)
            self.answers.extend(answers)
            verb.perform(self, action)
            if verb.then_priority:
                turn.priority_moment(self)
            if answers:
                self.answers = [a for a in self.answers if not any(a is b for b in answers)]
        except JudgeError:
            self.undo()  # 422.1: as if it never happened
            raise

    # -- output ---------------------------------------------------------------

    def stack_json(self) -> list[dict[str, Any]]:
        """The stack for the output, bottom first."""
        return [{"name": obj.name, "controller": obj.controller,
                 "targets": [self.target_label(t) for t in obj.targets]}
                for obj in self.stack]

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
            entry = {
                "id": perm.id, "name": chars.name, "controller": perm.controller,
                "power": chars.power if creature else None,
                "toughness": chars.toughness if creature else None,
                "damage": perm.damage, "tapped": perm.tapped, "counters": dict(perm.counters),
                "abilities": chars.keyword_texts(),
                "owner": perm.owner, "token": perm.token, "face_down": perm.face_down,
                "copy_of": chars.copy_of, "types": list(chars.types), "subtypes": list(chars.subtypes),
                "colors": list(chars.colors),
            }
            if self.version < 2:
                entry = {k: entry[k] for k in V1_PERMANENT_KEYS}
            elif perm.face_down:
                entry["card"] = perm.card.name  # 504.3: its controller may look at it; a scenario knows all
            in_play.append(entry)
        return {"turn": self.turn_number, "step": self.step, "active": self.active_player.name,
                "stack": self.stack_json(), "players": players, "in_play": in_play,
                "result": self.result}


def _pool_items(mana: dict[str, int]) -> list[tuple[str, int]]:
    order = "CWUBRG"
    return [(sym, mana[sym]) for sym in order if mana.get(sym, 0) > 0]


def format_pool(mana: dict[str, int]) -> str:
    """A mana pool as symbols: ``{2}{R}{R}`` (colorless as a number first)."""
    out = ""
    for sym, n in _pool_items(mana):
        out += f"{{{n}}}" if sym == "C" else ("{" + sym + "}") * n
    return out


__all__ = ["GameState", "format_pool"]
