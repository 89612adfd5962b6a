"""Actions: the :class:`Action` record and one reader per verb.

The verb table of :mod:`judge.verbs` pairs each reader here with the procedure that
performs it; the scenario loader reads actions through that table.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Protocol

from judge.abilities import COLORS
from judge.fields import ACTIVATE_FIELDS, CHOICE_FIELDS, EFFECT_FIELDS, PLAY_FIELDS, Field, names
from judge.journal import plain_init
from judge.objects import STEPS

STEP_NAMES = STEPS
"""Step names a scenario may use."""
EFFECT_KINDS = ("damage", "destroy", "gain_life", "lose_life", "pump", "counters")
"""The kinds of bare ``effect`` actions."""

Path = tuple[str | int, ...]
"""Where a value sits in the scenario: keys and list indexes from the top."""


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """One action of a scenario; ``verb`` says which fields matter."""

    index: int
    """1-based position in ``actions``."""
    verb: str
    """A verb of :data:`judge.verbs.VERBS`."""
    by: str = ""
    """The acting player, if named."""
    attackers: tuple[str | tuple[str, ...], ...] = ()
    """``attack``: ids, or tuples of ids forming a band (rule 502.10b)."""
    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """``block``: (blocker, attackers) pairs."""
    assignments: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    """``assign``: (creature, ((recipient, amount), ...)) pairs."""
    card: str = ""
    """``play``: the card name."""
    targets: tuple[str, ...] = ()
    """``play``/``activate``: targets."""
    mode: int = 0
    """``play``: 1-based mode of a modal spell."""
    x: int = 0
    """``play``/``activate``: the value of X."""
    source: str = ""
    """``activate``: the permanent."""
    ability: int | str = 1
    """``activate``: 1-based index among activated abilities, or the ability's text."""
    step: str = ""
    """``advance``: the step to go to, or ``next_turn``."""
    player: str = ""
    """``draw``: who draws."""
    count: int = 1
    """``draw``: how many."""
    effect: str = ""
    """``effect``: one of :data:`EFFECT_KINDS`."""
    amount: int = 0
    """``effect``: damage or life amount."""
    to: str = ""
    """``effect``: the permanent id or player name."""
    source_color: str = ""
    """``effect``: color of a damage source (for protection)."""
    pump: tuple[int, int] = (0, 0)
    """``effect``: +N/+N until end of turn."""
    counters: tuple[tuple[str, int], ...] = ()
    """``effect``: counters to put."""
    half: str = ""
    """``play``: which half of a split card (505.2)."""
    face_down: bool = False
    """``play``: face down, by morph (502.26)."""
    extra_costs: tuple[str, ...] = ()
    """``play``: optional additional costs paid: ``kicker``, ``buyback``, ``entwine``."""
    zone: str = "hand"
    """``play``: the zone the card is played from."""
    divide: tuple[tuple[str, int], ...] = ()
    """``play``/``activate``: damage divided among targets (409.1d)."""
    sacrifice: tuple[str, ...] = ()
    """``play``/``activate``: permanents sacrificed to pay a cost."""
    discard: tuple[str, ...] = ()
    """``play``/``activate``: cards discarded to pay a cost."""
    modes: tuple[int, ...] = ()
    """``play``: the modes chosen (with entwine, all of them)."""
    choice: Choice | None = None
    """``choose``, or a choice answered inline on ``play``/``activate``."""


@dataclasses.dataclass(frozen=True, slots=True)
class Choice:
    """The answers of a ``choose`` (format version 2); unset fields answer nothing."""

    pay: bool | None = None
    """Pay a cumulative upkeep, echo or "unless pays" cost."""
    may: bool | None = None
    """Do what a "may" offers."""
    order: tuple[str, ...] = ()
    """The order of simultaneous triggers or replacement effects."""
    object: str = ""
    """A chosen object: a permanent id, a player, or a card name."""
    targets: tuple[str, ...] = ()
    """Targets of a triggered ability."""
    color: str = ""
    """A chosen color."""
    number: int | None = None
    """A chosen number."""
    reveal: tuple[str, ...] = ()
    """Cards revealed."""
    words: tuple[str, ...] = ()
    """A text-changing effect's word and the word that replaces it (418.6)."""
    winner: str | None = None
    """A subgame's winner (``""``: a draw)."""
    by: str = ""
    """Who decides."""


class Reader(Protocol):
    """What an action reader needs from the scenario loader: report problems, check ids."""

    def problem(self, path: Path, message: str) -> None:
        """Report a problem at *path*."""

    def ref(self, value: Any, path: Path, known: dict[str, set[str]], players: bool = True,
            spells: bool = False) -> str:
        """An id, player or spell name, reported if unknown."""

    def integer(self, value: Any, path: Path, default: int, minimum: int | None = 0) -> int:
        """A whole number, reported if not one."""

    def is_card(self, name: str) -> bool:
        """Whether *name* is a built-in card or one the scenario defines inline."""

    def uses(self, version: int) -> None:
        """Note that the scenario uses a feature of format *version*."""

    def card_name(self, name: str) -> str:
        """The card's name as defined (case as written there)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Entry:
    """One action mapping as the loader found it, with what a reader needs to check it."""

    reader: Reader
    """Reports problems."""
    index: int
    """1-based position in ``actions``."""
    verb: str
    """The verb key."""
    value: Any
    """The verb's value."""
    path: Path
    """Where the verb's value is."""
    by: str
    """The acting player, if named (checked)."""
    known: dict[str, set[str]]
    """Ids, players and card names the scenario knows."""
    names: tuple[str, ...]
    """The players' names."""
    version: int = 2
    """The scenario's format version."""

    def check_keys(self, value: dict[str, Any], fields: tuple[Field, ...]) -> None:
        """Report keys of *value* that *fields* don't have, or that need a newer version."""
        allowed, first = names(fields, self.version), names(fields, 1)
        for key in value:
            if key in allowed:
                if key not in first:
                    self.reader.uses(2)
                continue
            newer = key in names(fields)
            self.problem(f"a format version 2 field, but the scenario says version: {self.version}"
                         if newer else "unknown field", str(key))

    def problem(self, message: str, *keys: str | int) -> None:
        """Report a problem at the verb's value (or at *keys* under it)."""
        self.reader.problem(self.path + keys, message)

    def ref(self, value: Any, *keys: str | int, players: bool = True, spells: bool = False) -> str:
        """Check an id (or player, or spell name) found under *keys*."""
        return self.reader.ref(value, self.path + keys, self.known, players, spells)

    def integer(self, value: Any, default: int, *keys: str | int) -> int:
        """Check a whole number found under *keys*."""
        return self.reader.integer(value, self.path + keys, default)

    def is_card(self, name: str) -> bool:
        """Whether *name* is a built-in card or one the scenario defines inline."""
        return self.reader.is_card(name)

    def card_name(self, name: str) -> str:
        """The card's name as defined."""
        return self.reader.card_name(name)

    def action(self, **fields: Any) -> Action:
        """The :class:`Action` of this entry with *fields*."""
        fields.setdefault("by", self.by)
        return Action(self.index, self.verb, **fields)


def parse_pt_change(text: str) -> tuple[int, int] | None:
    """``"+3/+3"`` → ``(3, 3)``; ``None`` if *text* is not a power/toughness change."""
    match = re.fullmatch(r"\s*([+-]?\d+)\s*/\s*([+-]?\d+)\s*", str(text))
    return (int(match.group(1)), int(match.group(2))) if match else None


def _ids(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def read_attack(e: Entry) -> Action | None:
    """``attack: [id, [band, members], ...]`` (308, 502.10b)."""
    items: list[str | tuple[str, ...]] = []
    for n, item in enumerate(_ids(e.value)):
        if isinstance(item, list):
            items.append(tuple(e.ref(i, n, players=False) for i in item))
        else:
            items.append(e.ref(item, n, players=False))
    return e.action(attackers=tuple(items))


def read_block(e: Entry) -> Action | None:
    """``block: {blocker: attacker}`` (309)."""
    value = {} if e.value is None else e.value
    if not isinstance(value, dict):
        e.problem("must map blocker ids to the attacker ids they block")
        return None
    blocks = []
    for blocker, attackers in value.items():
        if blocker == "by":
            continue
        b = e.ref(blocker, str(blocker), players=False)
        blocks.append((b, tuple(e.ref(a, str(blocker), players=False) for a in _ids(attackers))))
    return e.action(blocks=tuple(blocks))


def read_assign(e: Entry) -> Action | None:
    """``assign: {creature: {recipient: amount}}`` (310.2)."""
    if not isinstance(e.value, dict):
        e.problem("must map creature ids to {recipient: amount}")
        return None
    out = []
    for creature, split in e.value.items():
        if creature == "by":
            continue
        c = e.ref(creature, str(creature), players=False)
        if not isinstance(split, dict):
            e.problem("must map recipients to amounts", str(creature))
            continue
        parts = []
        for recipient, amount in split.items():
            r = e.ref(recipient, str(creature), str(recipient))
            parts.append((r, e.integer(amount, 0, str(creature), str(recipient))))
        out.append((c, tuple(parts)))
    return e.action(assignments=tuple(out))




def _targets(e: Entry, value: dict[str, Any]) -> tuple[str, ...]:
    return tuple(e.ref(t, "targets", n, spells=True) for n, t in enumerate(_ids(value.get("targets", value.get("target")))))


def read_play(e: Entry) -> Action | None:
    """``play: {card, targets, mode, x, ...}`` (409); version 2 adds the fields of 502 and 505."""
    value = {"card": e.value} if isinstance(e.value, str) else e.value
    if not isinstance(value, dict):
        e.problem("must be a mapping with card (and targets, by, mode, x)")
        return None
    e.check_keys(value, PLAY_FIELDS)
    card = value.get("card")
    if not isinstance(card, str) or not e.is_card(card):
        e.problem(f"unknown card {card!r}", "card")
        return None
    zone = value.get("from", "hand")
    if zone not in ("hand", "graveyard", "removed"):
        e.problem(f"unknown zone {zone!r}: hand, graveyard or removed", "from")
        zone = "hand"
    modes = tuple(e.integer(m, 1, "modes", n) for n, m in enumerate(_ids(value.get("modes"))))
    return e.action(card=e.card_name(card), targets=_targets(e, value),
                    mode=e.integer(value.get("mode"), 0, "mode"), x=e.integer(value.get("x"), 0, "x"),
                    half=str(value.get("half") or ""), face_down=_flag(e, value, "face_down"),
                    extra_costs=tuple(k for k in ("kicker", "buyback", "entwine", "alternative") if _flag(e, value, k)),
                    zone=str(zone), modes=modes, **_costs(e, value))


def _flag(e: Entry, value: dict[str, Any], key: str) -> bool:
    flag = value.get(key, False)
    if not isinstance(flag, bool):
        e.problem("must be true or false", key)
        return False
    return flag


def _costs(e: Entry, value: dict[str, Any]) -> dict[str, Any]:
    """The version 2 cost and choice fields shared by ``play`` and ``activate``."""
    divide: list[tuple[str, int]] = []
    raw = value.get("divide")
    if raw is not None:
        if not isinstance(raw, dict):
            e.problem("must map targets to amounts", "divide")
        else:
            divide = [(e.ref(k, "divide", str(k)), e.integer(v, 0, "divide", str(k))) for k, v in raw.items()]
    sacrifice = tuple(e.ref(i, "sacrifice", n, players=False) for n, i in enumerate(_ids(value.get("sacrifice"))))
    discard = tuple(str(c) for c in _ids(value.get("discard")))
    for n, card in enumerate(discard):
        if not e.is_card(card):
            e.problem(f"unknown card {card!r}", "discard", n)
    choice = read_choice(e, value["choose"], "choose") if "choose" in value else None
    return {"divide": tuple(divide), "sacrifice": sacrifice, "discard": tuple(e.card_name(c) for c in discard),
            "choice": choice}


def read_choice(e: Entry, value: Any, *keys: str | int) -> Choice | None:
    """A ``choose`` mapping (format version 2)."""
    if not isinstance(value, dict):
        e.problem("must be a mapping such as {pay: true}", *keys)
        return None
    for key in value:
        if key not in names(CHOICE_FIELDS):
            e.problem("unknown field", *keys, str(key))
    fields: dict[str, Any] = {}
    for key in ("pay", "may"):
        if key in value:
            if not isinstance(value[key], bool):
                e.problem("must be true or false", *keys, key)
            else:
                fields[key] = value[key]
    for key in ("order", "targets", "reveal", "words"):
        if key in value:
            fields[key] = tuple(str(v) for v in _ids(value[key]))
    if "targets" in fields:
        fields["targets"] = tuple(e.ref(t, *keys, "targets", n, spells=True) for n, t in enumerate(fields["targets"]))
    if "object" in value:
        fields["object"] = str(value["object"])
    if "color" in value:
        if value["color"] not in ("white", "blue", "black", "red", "green"):
            e.problem(f"unknown color {value['color']!r}", *keys, "color")
        else:
            fields["color"] = value["color"]
    if "number" in value:
        fields["number"] = e.integer(value["number"], 0, *keys, "number")
    if "winner" in value:
        winner = value["winner"]
        if winner is not None and winner not in e.names:
            e.problem(f"unknown player {winner!r}", *keys, "winner")
        else:
            fields["winner"] = winner or ""
    if value.get("by") is not None:
        if value["by"] not in e.names:
            e.problem(f"unknown player {value['by']!r}", *keys, "by")
        else:
            fields["by"] = str(value["by"])
    return Choice(**fields)


def read_activate(e: Entry) -> Action | None:
    """``activate: {source, ability, targets, x}`` (403, 409)."""
    value = e.value
    if not isinstance(value, dict):
        e.problem("must be a mapping with source (and ability, targets, by)")
        return None
    e.check_keys(value, ACTIVATE_FIELDS)
    if "source" not in value:
        e.problem("required", "source")
        return None
    source = e.ref(value["source"], "source", players=False)
    ability = value.get("ability", 1)
    if isinstance(ability, bool) or not isinstance(ability, (int, str)):
        e.problem("must be a 1-based index or the ability's text", "ability")
        ability = 1
    return e.action(source=source, ability=ability, targets=_targets(e, value), x=e.integer(value.get("x"), 0, "x"),
                    **_costs(e, value))


def read_bare(e: Entry) -> Action | None:
    """``pass: true``, ``resolve: all``: nothing to read."""
    return e.action()


def read_advance(e: Entry) -> Action | None:
    """``advance: STEP`` or ``advance: next_turn``."""
    step = e.value.get("step") if isinstance(e.value, dict) else e.value
    if step not in STEP_NAMES and step != "next_turn":
        e.problem(f"unknown step {step!r}")
        return None
    return e.action(step=str(step))


def read_draw(e: Entry) -> Action | None:
    """``draw: {player, count}``."""
    value = {"player": e.value} if isinstance(e.value, str) else e.value
    if not isinstance(value, dict):
        e.problem("must be a mapping with player and count")
        return None
    player = value.get("player") or e.by or e.names[0]
    if player not in e.names:
        e.problem(f"unknown player {player!r}", "player")
        return None
    return e.action(player=str(player), count=e.integer(value.get("count"), 1, "count"))


def read_effect(e: Entry) -> Action | None:
    """``effect: {damage: 3, to: wurm}`` and the other :data:`EFFECT_KINDS`."""
    value = e.value
    if not isinstance(value, dict):
        e.problem("must be a mapping such as {damage: 3, to: wurm}")
        return None
    kinds = [k for k in value if k in EFFECT_KINDS]
    e.check_keys(value, EFFECT_FIELDS)
    if len(kinds) != 1:
        e.problem(f"needs exactly one of {', '.join(EFFECT_KINDS)}")
        return None
    kind = kinds[0]
    to = value.get("to")
    if to is None and kind == "destroy" and isinstance(value["destroy"], str):
        to = value["destroy"]
    if to is None:
        e.problem("required: a permanent id or player name", "to")
        return None
    to = e.ref(to, "to")
    color = value.get("source_color") or ""
    if color and color not in COLORS + ("colorless",):
        e.problem(f"unknown color {color!r}", "source_color")
    amount, pump = 0, (0, 0)
    counters: tuple[tuple[str, int], ...] = ()
    if kind in ("damage", "gain_life", "lose_life"):
        amount = e.integer(value[kind], 0, kind)
    elif kind == "pump":
        change = parse_pt_change(value["pump"])
        if change is None:
            e.problem(f"not a +N/+N change: {value['pump']!r}", "pump")
        else:
            pump = change
    elif kind == "counters":
        raw = value["counters"]
        if not isinstance(raw, dict):
            e.problem("must map counter names to numbers", "counters")
        else:
            counters = tuple((str(k), e.integer(v, 0, "counters", str(k))) for k, v in raw.items())
    return e.action(effect=kind, amount=amount, to=str(to), source_color=str(color), pump=pump, counters=counters)


def read_choose(e: Entry) -> Action | None:
    """``choose: {pay: true}`` and the other answers of :class:`Choice` (format version 2)."""
    choice = read_choice(e, e.value)
    return None if choice is None else e.action(choice=choice, by=choice.by or e.by)


def read_turn_face_up(e: Entry) -> Action | None:
    """``turn_face_up: morph``: the special action of 502.26d (format version 2)."""
    value = e.value.get("source") if isinstance(e.value, dict) else e.value
    if not isinstance(value, str):
        e.problem("must name a face-down permanent")
        return None
    return e.action(source=e.ref(value, players=False))


def read_cycle(e: Entry) -> Action | None:
    """``cycle: Renewed Faith``: cycle a card from hand (502.18; format version 2)."""
    value = e.value.get("card") if isinstance(e.value, dict) else e.value
    if not isinstance(value, str) or not e.is_card(value):
        e.problem(f"unknown card {value!r}")
        return None
    return e.action(card=e.card_name(value))


def read_concede(e: Entry) -> Action | None:
    """``concede: Bob``: a player concedes (102.7; format version 2)."""
    player = e.value.get("player") if isinstance(e.value, dict) else e.value
    if player not in e.names:
        e.problem(f"unknown player {player!r}")
        return None
    return e.action(player=str(player))


for _record in (Action, Choice, Entry):  # one made per action read: set the slots straight
    setattr(_record, "__init__", plain_init(_record))

__all__ = ["EFFECT_KINDS", "STEP_NAMES", "Action", "Choice", "Entry", "Reader", "read_choice", "read_choose",
           "read_concede", "read_cycle", "read_turn_face_up",
           "parse_pt_change", "read_activate", "read_advance", "read_assign", "read_attack", "read_bare",
           "read_block", "read_draw", "read_effect", "read_play"]
