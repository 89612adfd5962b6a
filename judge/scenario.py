"""Scenarios: load and validate the YAML of ``docs/scenario-format.md`` (versions 1 and 2).

Validation reports every problem, each naming its line and field:

>>> problems("title: x\\nplayers: [{name: A}, {name: B}]\\nin_play: [{card: Craw Worm, controller: A}]")
["line 3: in_play[0].card: unknown card 'Craw Worm'"]
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path
from typing import Any

from kb.numbers import slugify

from judge.abilities import AbilityParseError, mana_symbols, parse_mana
from judge.actions import STEP_NAMES, Action, Entry
from judge.cards import CardDef, card_named, is_known_card, pool_problem, split_card
from judge.errors import ScenarioError
from judge.fields import (
    CARD_FIELDS, IN_PLAY_FIELDS, MODERN_VERBS, PLAYER_FIELDS, TOP_FIELDS, TURN_FIELDS, VERSIONS, Field,
)
from judge.fields import names as field_names
from judge.oracle import check_ability
from judge.setups import PermanentSetup, PlayerSetup, TurnSetup
from judge.verbs import VERBS
from judge import scenario_limits
from judge.yamlsafe import YamlLimitError, compose, load, read_text


@dataclasses.dataclass(frozen=True, slots=True)
class Scenario:
    """A validated scenario."""

    title: str
    """Its title."""
    players: tuple[PlayerSetup, ...]
    """Exactly two players."""
    turn: TurnSetup = TurnSetup()
    """Where it starts."""
    in_play: tuple[PermanentSetup, ...] = ()
    """Permanents at the start, earliest timestamp first."""
    actions: tuple[Action, ...] = ()
    """The actions, in order."""
    description: str = ""
    """Free text."""
    enforce_costs: bool = False
    """Whether mana costs are checked and paid."""
    on_illegal: str = "stop"
    """``stop`` or ``continue`` after an illegal action."""
    version: int = 1
    """The format version: as declared, or else the oldest that has every feature used
    (the output of a version 1 scenario is exactly version 1's)."""
    cards: tuple[CardDef, ...] = ()
    """Cards the scenario defines inline, wherever (in play, in a zone)."""

    @classmethod
    def from_yaml(cls, text: str) -> Scenario:
        """Load and validate a scenario from YAML (or JSON) text.

        :raises ScenarioError: listing every problem, each naming its line and field.
        """
        loader = _Loader(text)
        scenario = loader.load()
        if loader.problems or scenario is None:
            raise ScenarioError(loader.problems or ["empty scenario"])
        return scenario

    @classmethod
    def from_file(cls, path: str | Path) -> Scenario:
        """Load a scenario file.

        :raises ScenarioError: if the file cannot be read or is not valid.
        """

        try:
            text = read_text(str(path))
        except OSError as error:
            raise ScenarioError([f"cannot read the file: {error.strerror or error}"]) from error
        except YamlLimitError as error:
            raise ScenarioError([str(error)]) from None
        return cls.from_yaml(text)


def problems(text: str) -> list[str]:
    """Every problem of a scenario's YAML text (empty if it is valid)."""
    loader = _Loader(text)
    loader.load()
    return loader.problems


def load_scenario(source: str | Path) -> Scenario:
    """A scenario from a path or from YAML text.

    :raises ScenarioError: if it is not valid.
    """
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and source.endswith((".yaml", ".yml", ".json"))):
        return Scenario.from_file(source)
    return Scenario.from_yaml(source)


@functools.lru_cache(maxsize=4096)
def _future_ids(name: str) -> frozenset[str]:
    """The ids a card called *name* may get in play: its slug, suffixed -2 to -9."""
    base = slugify(name)
    return frozenset([base] + [f"{base}-{n}" for n in range(2, 10)])


def _mana_pool(text: str) -> dict[str, int]:
    pool: dict[str, int] = {}
    for symbol in mana_symbols(parse_mana(text)):
        symbol = symbol.strip("()")
        if symbol.isdigit():
            pool["C"] = pool.get("C", 0) + int(symbol)
        elif symbol == "X":
            raise AbilityParseError("X in a mana pool")
        else:
            pool[symbol] = pool.get(symbol, 0) + 1
    return pool


class _Loader:
    """Reads the YAML once, keeping the node tree to name lines in problems."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.problems: list[str] = []
        self.root: Any = None
        self.version = VERSIONS[-1]
        self.used = 1
        self.cards: dict[str, CardDef] = {}

    # -- locating -------------------------------------------------------------

    def line(self, path: tuple[str | int, ...]) -> int:
        """The line of the field at *path* (the YAML is composed only when a line is needed)."""
        import yaml

        if self.root is None:
            self.root = compose(self.text)
            if self.root is None:
                return 1
        node = self.root
        best = node.start_mark.line + 1 if node is not None else 1
        for key in path:
            if node is None:
                break
            if isinstance(node, yaml.MappingNode):
                found = None
                for k, v in node.value:
                    if getattr(k, "value", None) == key:
                        found = (k, v)
                        break
                if found is None:
                    break
                best = found[0].start_mark.line + 1
                node = found[1]
            elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
                node = node.value[key]
                best = node.start_mark.line + 1
            else:
                break
        return best

    def problem(self, path: tuple[str | int, ...], message: str) -> None:
        field = ""
        for key in path:
            field += f"[{key}]" if isinstance(key, int) else (("." if field else "") + key)
        self.problems.append(f"line {self.line(path)}: {field}: {message}" if field
                             else f"line {self.line(path)}: {message}")

    # -- loading --------------------------------------------------------------

    def load(self) -> Scenario | None:

        try:
            data = load(self.text)  # size, depth and aliases checked before parsing
        except YamlLimitError as error:
            self.problems.append(str(error))
            return None
        if not isinstance(data, dict):
            self.problems.append("line 1: a scenario is a mapping with title, players and actions")
            return None
        for path, message in scenario_limits.problems(data):
            self.problem(path, message)
        if self.problems:
            return None
        declared = "version" in data
        version = data.get("version", VERSIONS[-1])
        if version not in VERSIONS:
            self.problem(("version",), f"must be one of {', '.join(map(str, VERSIONS))}")
        else:
            self.version = version
        self.check_keys(data, (), TOP_FIELDS)
        title = data.get("title")
        if not isinstance(title, str) or not title.strip():
            self.problem(("title",), "required: a non-empty string")
            title = ""
        players = self.players(data.get("players"))
        names = [p.name for p in players]
        turn = self.turn(data.get("turn") or {}, names)
        in_play = self.in_play(data.get("in_play") or [], names)
        known = self.known_ids(in_play, players, names)
        for index, perm in enumerate(in_play):
            if perm.attached_to is not None and perm.attached_to not in known["perms"]:
                self.problem(("in_play", index, "attached_to"), f"unknown id {perm.attached_to!r}")
        actions = self.actions(data.get("actions") or [], known, names)
        enforce = data.get("enforce_costs", False)
        if not isinstance(enforce, bool):
            self.problem(("enforce_costs",), "must be true or false")
            enforce = False
        on_illegal = data.get("on_illegal", "stop")
        if on_illegal not in ("stop", "continue"):
            self.problem(("on_illegal",), "must be stop or continue")
            on_illegal = "stop"
        description = data.get("description") or ""
        if len(players) != 2:
            return None
        return Scenario(title, tuple(players), turn, tuple(in_play), tuple(actions),
                        str(description), enforce, on_illegal, self.version if declared else self.used,
                        tuple(self.cards.values()))

    def check_keys(self, value: dict[str, Any], path: tuple[str | int, ...], *fields: tuple[Field, ...]) -> None:
        """Report keys of *value* no field of *fields* has, or that need a newer version."""
        every = fields[0] if len(fields) == 1 else tuple(f for group in fields for f in group)
        allowed, known, first = field_names(every, self.version), field_names(every), field_names(every, 1)
        for key in value:
            if key not in allowed:
                self.problem(path + (str(key),), "unknown field" if key not in known else
                             f"a format version 2 field, but the scenario says version: {self.version}")
            elif key not in first and key != "version":
                self.uses(2)

    def uses(self, version: int) -> None:
        """Note that the scenario uses a feature of format *version* (its output follows it)."""
        self.used = max(self.used, version)

    def is_card(self, name: str) -> bool:
        """Whether *name* is a built-in card or one this scenario defines inline."""
        return name.strip().lower() in self.cards or is_known_card(name)

    def card_name(self, name: str) -> str:
        """The card's name as defined."""
        inline = self.cards.get(name.strip().lower())
        return inline.name if inline is not None else card_named(name).name

    def define(self, card: CardDef) -> None:
        """Remember a card defined inline, so that later fields may name it."""
        self.cards.setdefault(card.name.lower(), card)

    def card_list(self, value: Any, path: tuple[str | int, ...]) -> tuple[str, ...]:
        if value is None:
            return ()
        if not isinstance(value, list):
            self.problem(path, "must be a list of card names")
            return ()
        out = []
        for index, name in enumerate(value):
            if isinstance(name, dict):
                if self.version < 2:
                    self.problem(path + (index,), "an inline card here is format version 2, but the scenario "
                                 f"says version: {self.version}")
                    continue
                self.check_keys(name, path + (index,), CARD_FIELDS)
                self.uses(2)
                card = self.inline(name, path + (index,))
                if card is not None:
                    self.define(card)
                    out.append(card.name)
            elif problem := ("" if isinstance(name, str) and name.strip().lower() in self.cards
                             else pool_problem(name)):
                self.problem(path + (index,), problem)  # unknown, or a pool card the engine doesn't run
            else:
                out.append(self.card_name(name))
        return tuple(out)

    def integer(self, value: Any, path: tuple[str | int, ...], default: int, minimum: int | None = 0) -> int:
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, int) or (minimum is not None and value < minimum):
            self.problem(path, f"must be a whole number{'' if minimum is None else f' >= {minimum}'}")
            return default
        return value

    def boolean(self, value: Any, path: tuple[str | int, ...]) -> bool:
        if value is None:
            return False
        if not isinstance(value, bool):
            self.problem(path, "must be true or false")
            return False
        return value

    def players(self, value: Any) -> list[PlayerSetup]:
        if not isinstance(value, list) or len(value) != 2:
            self.problem(("players",), "required: a list of exactly two players")
            return []
        out: list[PlayerSetup] = []
        for index, entry in enumerate(value):
            path: tuple[str | int, ...] = ("players", index)
            if not isinstance(entry, dict):
                self.problem(path, "must be a mapping with a name")
                continue
            self.check_keys(entry, path, PLAYER_FIELDS)
            name = entry.get("name")
            if not isinstance(name, str) or not name:
                self.problem(path + ("name",), "required: a string")
                name = f"Player {index + 1}"
            elif any(p.name == name for p in out):
                self.problem(path + ("name",), f"duplicate player name {name!r}")
            library_value = entry.get("library", 30)
            library: int | tuple[str, ...]
            if isinstance(library_value, list):
                library = self.card_list(library_value, path + ("library",))
            else:
                library = self.integer(library_value, path + ("library",), 30)
            pool: dict[str, int] = {}
            if entry.get("mana_pool"):
                try:
                    pool = _mana_pool(str(entry["mana_pool"]))
                except AbilityParseError as error:
                    self.problem(path + ("mana_pool",), str(error))
            out.append(PlayerSetup(
                name, self.integer(entry.get("life"), path + ("life",), 20, None),
                self.integer(entry.get("poison"), path + ("poison",), 0), library,
                self.card_list(entry.get("hand"), path + ("hand",)),
                self.card_list(entry.get("graveyard"), path + ("graveyard",)), pool))
        return out

    def turn(self, value: Any, names: list[str]) -> TurnSetup:
        if not isinstance(value, dict):
            self.problem(("turn",), "must be a mapping")
            return TurnSetup()
        self.check_keys(value, ("turn",), TURN_FIELDS)
        active = value.get("active") or (names[0] if names else "")
        if names and active not in names:
            self.problem(("turn", "active"), f"unknown player {active!r}")
            active = names[0]
        step = value.get("step", "precombat_main")
        if step not in STEP_NAMES:
            self.problem(("turn", "step"), f"unknown step {step!r}")
            step = "precombat_main"
        return TurnSetup(str(active), step, self.integer(value.get("number"), ("turn", "number"), 2, 1))

    def inline(self, entry: dict[str, Any], path: tuple[str | int, ...]) -> CardDef | None:
        if isinstance(entry.get("halves"), list):
            halves = [self.inline(h, path + ("halves", n)) if isinstance(h, dict) else None
                      for n, h in enumerate(entry["halves"])]
            if len(halves) != 2 or None in halves:
                if len(halves) != 2:
                    self.problem(path + ("halves",), "a split card has exactly two halves")
                return None
            return split_card([h for h in halves if h is not None])
        name = entry.get("name")
        if not isinstance(name, str) or not name:
            self.problem(path + ("name",), "required for an inline definition")
            return None
        types = entry.get("types")
        if not isinstance(types, list) or not types:
            self.problem(path + ("types",), "required: a list of card types")
            return None
        abilities = entry.get("abilities") or []
        if not isinstance(abilities, list):
            self.problem(path + ("abilities",), "must be a list of ability strings")
            abilities = []
        ok = True
        for index, ability in enumerate(abilities):
            try:
                check_ability(str(ability), name)  # the ability language, or today's Oracle wording
            except AbilityParseError as error:
                word = re.search(r"'[^']*' is not a creature type", str(error))  # a typo in a creature type slot
                self.problem(path + ("abilities", index), f"unknown ability {ability!r}" + (
                    f": {word.group(0)}" if word else ""))
                ok = False
        power, toughness = entry.get("power"), entry.get("toughness")
        if "creature" in [str(t).lower() for t in types]:
            for key, val in (("power", power), ("toughness", toughness)):
                if isinstance(val, bool) or not isinstance(val, int):
                    self.problem(path + (key,), "required for a creature: a whole number")
                    ok = False
        if not ok:
            return None
        try:
            return CardDef.from_fields(
                name, str(entry.get("mana_cost") or ""), [str(t) for t in types],
                [str(s) for s in entry.get("subtypes") or []], [str(s) for s in entry.get("supertypes") or []],
                entry.get("colors"), power, toughness, [str(a) for a in abilities], str(entry.get("text") or ""))
        except (AbilityParseError, ValueError) as error:
            self.problem(path, str(error))
            return None

    def in_play(self, value: Any, names: list[str]) -> list[PermanentSetup]:
        if not isinstance(value, list):
            self.problem(("in_play",), "must be a list of permanents")
            return []
        out: list[PermanentSetup] = []
        used: set[str] = set()
        for index, entry in enumerate(value):
            path: tuple[str | int, ...] = ("in_play", index)
            if not isinstance(entry, dict):
                self.problem(path, "must be a mapping")
                continue
            self.check_keys(entry, path, IN_PLAY_FIELDS)
            card: str | CardDef | None
            if "card" in entry:
                name = entry["card"]
                if problem := pool_problem(name):
                    self.problem(path + ("card",), problem)
                    card = None
                else:
                    card = card_named(name).name
                    extra = sorted(set(entry) & (field_names(CARD_FIELDS) - {"name"}))
                    if extra:
                        self.problem(path + (extra[0],), "a pool card takes no inline fields")
            else:
                card = self.inline(entry, path)
                if card is not None:
                    self.define(card)
            controller = entry.get("controller")
            if controller not in names:
                self.problem(path + ("controller",), f"required: a player name, not {controller!r}")
            owner = entry.get("owner") or controller
            if owner not in names:
                self.problem(path + ("owner",), f"unknown player {owner!r}")
            card_name = card.name if isinstance(card, CardDef) else (card or str(entry.get("card") or entry.get("name") or "card"))
            perm_id = entry.get("id")
            if perm_id is None:
                base = slugify(card_name)
                perm_id, n = base, 1
                while perm_id in used:
                    n += 1
                    perm_id = f"{base}-{n}"
            elif not isinstance(perm_id, str) or not perm_id:
                self.problem(path + ("id",), "must be a string")
                perm_id = f"perm-{index}"
            elif perm_id in used:
                self.problem(path + ("id",), f"duplicate id {perm_id!r}")
            used.add(perm_id)
            counters: dict[str, int] = {}
            raw = entry.get("counters") or {}
            if not isinstance(raw, dict):
                self.problem(path + ("counters",), "must be a mapping of counter name to number")
            else:
                for key, amount in raw.items():
                    counters[str(key)] = self.integer(amount, path + ("counters", str(key)), 0)
            attached = entry.get("attached_to")
            if card is None or controller not in names:
                continue
            out.append(PermanentSetup(
                perm_id, card, controller, owner if owner in names else controller,
                self.boolean(entry.get("tapped"), path + ("tapped",)),
                self.boolean(entry.get("sick"), path + ("sick",)),
                self.integer(entry.get("damage"), path + ("damage",), 0), counters,
                str(attached) if attached is not None else None,
                self.boolean(entry.get("token"), path + ("token",)),
                self.boolean(entry.get("face_down"), path + ("face_down",))))
        return out

    def known_ids(self, in_play: list[PermanentSetup], players: list[PlayerSetup],
                  names: list[str]) -> dict[str, set[str]]:
        perms = {p.id for p in in_play}
        future: set[str] = set()
        card_names: set[str] = set()
        cards = [perm.card.name if isinstance(perm.card, CardDef) else perm.card for perm in in_play]
        for player in players:
            cards += player.hand + player.graveyard
            if isinstance(player.library, tuple):
                cards += player.library
        for name in set(cards):
            card_names.add(name.lower())
            future |= _future_ids(name)  # it may leave play and come back under a new id
        return {"perms": perms, "future": future, "players": set(names), "cards": card_names}

    def ref(self, value: Any, path: tuple[str | int, ...], known: dict[str, set[str]],
            players: bool = True, spells: bool = False) -> str:
        text = str(value)
        if text in known["perms"] or text in known["future"]:
            return text
        if players and text in known["players"]:
            return text
        if spells and (text.lower() in known["cards"] or self.is_card(text)):
            return text
        # Objects on the stack named as the output names them: the engine says why they
        # can't be targeted by a spell that counters only spells (310.3, 402.5).
        owner, _, kind = text.rpartition("'s ")
        if spells and (text.lower() == "combat damage" or (
                (kind in ("ability", "triggered ability") or kind.endswith("cycling ability"))
                and owner.lower() in known["cards"])):
            return text
        self.problem(path, f"unknown id {text!r}")
        return text

    def actions(self, value: Any, known: dict[str, set[str]], names: list[str]) -> list[Action]:
        if not isinstance(value, list):
            self.problem(("actions",), "must be a list")
            return []
        out: list[Action] = []
        for index, entry in enumerate(value):
            path: tuple[str | int, ...] = ("actions", index)
            if not isinstance(entry, dict):
                self.problem(path, "an action is a mapping with one verb key")
                continue
            verbs = [k for k in entry if k not in ("by",)]
            unknown = [k for k in verbs if k not in VERBS or VERBS[k].version > self.version]
            for key in unknown:
                self.problem(path + (str(key),), self.unknown_verb(str(key)))
            if unknown:
                continue
            if len(verbs) != 1:
                self.problem(path, "an action has exactly one verb key")
                continue
            self.uses(VERBS[verbs[0]].version)
            action = self.action(index, verbs[0], entry, path, known, names)
            if action is not None:
                out.append(action)
        return out

    def action(self, index: int, verb: str, entry: dict[str, Any], path: tuple[str | int, ...],
               known: dict[str, set[str]], names: list[str]) -> Action | None:
        value = entry[verb]
        by = entry.get("by") or (value.get("by") if isinstance(value, dict) else None) or ""
        if by and by not in names:
            self.problem(path + ("by",), f"unknown player {by!r}")
            by = ""
        return VERBS[verb].read(Entry(self, index + 1, verb, value, path + (verb,), str(by), known,
                                      tuple(names), self.version))

    def unknown_verb(self, verb: str) -> str:
        """Why *verb* isn't a verb of the scenario's format version."""
        if verb in VERBS:
            return f"'{verb}' is a format version {VERBS[verb].version} verb, but the scenario says " \
                   f"version: {self.version}"
        hint = MODERN_VERBS.get(verb.lower())
        if hint:
            return f"unknown verb {verb!r} \u2014 {hint}"
        return f"unknown verb {verb!r}; the verbs are " + ", ".join(v for v in VERBS if VERBS[v].version <= self.version)


__all__ = [ "Action", "PermanentSetup", "PlayerSetup", "Scenario", "ScenarioError", "TurnSetup",
           "load_scenario", "problems"]


__all__ = ["PermanentSetup", "PlayerSetup", "Scenario", "TurnSetup", "load_scenario", "problems"]
