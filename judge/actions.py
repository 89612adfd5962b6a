"""Actions: the :class:`Action` record and one reader per verb.

The verb table of :mod:`judge.verbs` pairs each reader here with the procedure that
performs it; the scenario loader reads actions through that table.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Protocol

from judge.abilities import COLORS
from judge.cards import card_named, is_known_card
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


class Reader(Protocol):
    """What an action reader needs from the scenario loader: report problems, check ids."""

    def problem(self, path: Path, message: str) -> None:
        """Report a problem at *path*."""

    def ref(self, value: Any, path: Path, known: dict[str, set[str]], players: bool = True,
            spells: bool = False) -> str:
        """An id, player or spell name, reported if unknown."""

    def integer(self, value: Any, path: Path, default: int, minimum: int | None = 0) -> int:
        """A whole number, reported if not one."""


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

    def problem(self, message: str, *keys: str | int) -> None:
        """Report a problem at the verb's value (or at *keys* under it)."""
        self.reader.problem(self.path + keys, message)

    def ref(self, value: Any, *keys: str | int, players: bool = True, spells: bool = False) -> str:
        """Check an id (or player, or spell name) found under *keys*."""
        return self.reader.ref(value, self.path + keys, self.known, players, spells)

    def integer(self, value: Any, default: int, *keys: str | int) -> int:
        """Check a whole number found under *keys*."""
        return self.reader.integer(value, self.path + keys, default)

    def action(self, **fields: Any) -> Action:
        """The :class:`Action` of this entry with *fields*."""
        return Action(self.index, self.verb, by=self.by, **fields)


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


PLAY_KEYS = ("card", "by", "targets", "target", "mode", "x")
"""The keys of a ``play`` mapping."""
ACTIVATE_KEYS = ("source", "by", "targets", "target", "ability", "x")
"""The keys of an ``activate`` mapping."""


def _targets(e: Entry, value: dict[str, Any]) -> tuple[str, ...]:
    return tuple(e.ref(t, "targets", n, spells=True) for n, t in enumerate(_ids(value.get("targets", value.get("target")))))


def read_play(e: Entry) -> Action | None:
    """``play: {card, targets, mode, x}`` (409)."""
    value = {"card": e.value} if isinstance(e.value, str) else e.value
    if not isinstance(value, dict):
        e.problem("must be a mapping with card (and targets, by, mode, x)")
        return None
    for key in value:
        if key not in PLAY_KEYS:
            e.problem("unknown field", str(key))
    card = value.get("card")
    if not isinstance(card, str) or not is_known_card(card):
        e.problem(f"unknown card {card!r}", "card")
        return None
    return e.action(card=card_named(card).name, targets=_targets(e, value),
                    mode=e.integer(value.get("mode"), 0, "mode"), x=e.integer(value.get("x"), 0, "x"))


def read_activate(e: Entry) -> Action | None:
    """``activate: {source, ability, targets, x}`` (403, 409)."""
    value = e.value
    if not isinstance(value, dict):
        e.problem("must be a mapping with source (and ability, targets, by)")
        return None
    for key in value:
        if key not in ACTIVATE_KEYS:
            e.problem("unknown field", str(key))
    if "source" not in value:
        e.problem("required", "source")
        return None
    source = e.ref(value["source"], "source", players=False)
    ability = value.get("ability", 1)
    if isinstance(ability, bool) or not isinstance(ability, (int, str)):
        e.problem("must be a 1-based index or the ability's text", "ability")
        ability = 1
    return e.action(source=source, ability=ability, targets=_targets(e, value), x=e.integer(value.get("x"), 0, "x"))


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
    for key in value:
        if key not in EFFECT_KINDS and key not in ("to", "source_color", "by"):
            e.problem("unknown field", str(key))
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


__all__ = ["ACTIVATE_KEYS", "EFFECT_KINDS", "PLAY_KEYS", "STEP_NAMES", "Action", "Entry", "Reader",
           "parse_pt_change", "read_activate", "read_advance", "read_assign", "read_attack", "read_bare",
           "read_block", "read_draw", "read_effect", "read_play"]
