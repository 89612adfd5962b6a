"""Card definitions: the built-in pool (``judge/data/cards.yaml``) and inline definitions.

Behaviour is as of the Oracle wording of late 2003, written in our own words in the
ability language of :mod:`judge.abilities`.

>>> card = card_named("Serra Angel")
>>> card.power, card.toughness, card.colors
(4, 4, ('white',))
>>> [a.text for a in card.abilities]
['flying', "attacking doesn't cause it to tap"]
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml

from judge.abilities import (
    Activated, COLORS, Ability, AbilityParseError, Enchant, Keyword, SpellText, Static, Triggered,
    format_mana, mana_symbols, parse_ability, parse_mana, parse_modes, split_compound,
)
from judge.activated_text import parse_activated
from judge.mana import mana_colors
from judge.oracle import oracle_abilities, oracle_spell_text

CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "sorcery")
"""The card types of the 2003 rules (rule 212)."""
SUPERTYPES = ("basic", "legendary", "snow")
"""Supertypes an inline definition may give."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics and its parsed abilities."""

    name: str
    """The card's name."""
    mana_cost: str = ""
    """Mana cost as symbols without braces: ``"4GG"``."""
    types: tuple[str, ...] = ()
    """Card types, lower case: ``("creature",)``."""
    subtypes: tuple[str, ...] = ()
    """Subtypes as printed: ``("Wurm",)``, ``("Enchant Creature",)``."""
    supertypes: tuple[str, ...] = ()
    """Supertypes: ``("basic",)``."""
    colors: tuple[str, ...] = ()
    """Colors, derived from the mana cost unless given."""
    power: int | None = None
    """Printed power of a creature."""
    toughness: int | None = None
    """Printed toughness of a creature."""
    abilities: tuple[Ability, ...] = ()
    """Abilities of the permanent (or static abilities of the card)."""
    spell: tuple[SpellText, ...] = ()
    """For instants and sorceries: the modes (one unless modal)."""
    halves: tuple[CardDef, ...] = ()
    """A split card's two halves (505); the card itself has both halves' characteristics."""
    not_run: tuple[str, ...] = ()
    """Text of the card the engine does not run (in our own words): the card is in the
    knowledge base with it, but a scenario that uses the card is refused
    (:meth:`not_run_message`)."""

    def __deepcopy__(self, memo: object) -> CardDef:
        return self

    @property
    def runs(self) -> bool:
        """Whether the engine runs all of the card's text."""
        return not self.not_run

    def not_run_message(self) -> str:
        """Why a scenario can't use this card (empty when it can)."""
        return not_run_message(self.name, self.not_run)

    @property
    def unrun_activated(self) -> tuple[str, ...]:
        """The card's unrun text when all of it is activated abilities that aren't mana
        abilities (403, 406) and its power and toughness don't need it: the card is usable
        until one of them is activated (:attr:`usable`); empty otherwise."""
        if "creature" in self.types and (self.power is None or self.toughness is None) or self.halves:
            return ()
        return unrun_activated(self.not_run)

    @property
    def usable(self) -> bool:
        """Whether a scenario can use the card: it runs all its text, or what it doesn't run
        is activated abilities, which do nothing until a player activates them (403.1)."""
        return self.runs or bool(self.unrun_activated)

    @property
    def is_permanent_card(self) -> bool:
        """Whether the card becomes a permanent when it resolves (rule 214.1)."""
        return not ({"instant", "sorcery"} & set(self.types))

    @property
    def is_equipment(self) -> bool:
        """Whether it is an artifact with the subtype Equipment (rule 212.2g)."""
        return "artifact" in self.types and "Equipment" in self.subtypes

    @property
    def is_local_enchantment(self) -> bool:
        """Whether it is a local enchantment (rule 212.4c): "enchant creature", "enchant permanent" ..."""
        return "enchantment" in self.types and any(isinstance(a, Enchant) for a in self.abilities)

    @property
    def enchants(self) -> str:
        """What a local enchantment can enchant (212.4c): ``creature``, ``permanent``, ``artifact``, ``land``."""
        return next((a.what for a in self.abilities if isinstance(a, Enchant)), "creature")

    @property
    def played_on(self) -> str:
        """What a local enchantment spell may target: what it can enchant, or a narrower "play this only
        on a creature an opponent controls" (Betrayal, 212.4d)."""
        return next((a.affects for a in self.abilities if isinstance(a, Static) and a.kind == "played_on"), self.enchants)

    @property
    def mana_value(self) -> int:
        """Converted mana cost."""
        if self.halves:
            return sum(h.mana_value for h in self.halves)  # 505.5: the two halves combined
        total = 0
        for symbol in mana_symbols(self.mana_cost):
            symbol = symbol.strip("()")
            total += int(symbol) if symbol.isdigit() else (0 if symbol == "X" else 1)
        return total

    @classmethod
    def from_fields(
        cls, name: str, mana_cost: str = "", types: Sequence[str] = (), subtypes: Sequence[str] = (),
        supertypes: Sequence[str] = (), colors: Sequence[str] | None = None,
        power: int | None = None, toughness: int | None = None, abilities: Sequence[str] = (),
        text: str = "", not_run: Sequence[str] = (), oracle: bool = True,
    ) -> CardDef:
        """Build a definition from plain fields, parsing cost and ability strings.

        *not_run* is text the engine does not run (kept, not parsed); with it an
        instant or sorcery may have no *text*. With *oracle* (not for the built-in pool),
        abilities and text the ability language does not read are read again in its
        words (:mod:`judge.oracle`: card data in today's Oracle wording).

        :raises AbilityParseError: naming the first unknown ability string or cost.
        :raises ValueError: for an unknown type, supertype or color.
        """
        fields = (name, mana_cost, types, subtypes, supertypes, colors, power, toughness)
        try:
            return cls._from_fields(*fields, abilities, text, not_run)
        except AbilityParseError as exc:
            if not oracle:
                raise
            error = exc
        try:
            return cls._from_fields(*fields, oracle_abilities(name, "\n".join(abilities)),
                                    oracle_spell_text(name, text), not_run)
        except AbilityParseError:
            raise error from None

    @classmethod
    def _from_fields(
        cls, name: str, mana_cost: str, types: Sequence[str], subtypes: Sequence[str],
        supertypes: Sequence[str], colors: Sequence[str] | None, power: int | None,
        toughness: int | None, abilities: Sequence[str], text: str, not_run: Sequence[str],
    ) -> CardDef:
        cost = parse_mana(mana_cost) if mana_cost else ""
        type_list = tuple(t.lower() for t in types)
        for card_type in type_list:
            if card_type not in CARD_TYPES:
                raise ValueError(f"unknown card type {card_type!r}")
        for supertype in supertypes:
            if supertype.lower() not in SUPERTYPES:
                raise ValueError(f"unknown supertype {supertype!r}")
        if colors is None:
            color_list = mana_colors(cost)
        else:
            color_list = tuple(c.lower() for c in colors)
            for color in color_list:
                if color not in COLORS:
                    raise ValueError(f"unknown color {color!r}")
        if {"instant", "sorcery"} & set(type_list) and "\n" in text.strip():
            text, abilities = _spell_lines(text, name, abilities)
        parsed: list[Ability] = [parse_ability(part, name) for a in abilities for part in split_compound(a, name)]
        subs = tuple(subtypes)
        if any(s.lower().startswith("enchant ") for s in subs) and not any(isinstance(a, Enchant) for a in parsed):
            parsed.insert(0, Enchant(subs[0].lower().split(" ", 1)[1]))
        spell: tuple[SpellText, ...] = ()
        if {"instant", "sorcery"} & set(type_list) and (text or not not_run):
            if not text:
                raise AbilityParseError(f"{name!r}: an instant or sorcery needs its text")
            spell = parse_modes(text, name)
        for effect in [*spell, *(a.effect for a in parsed if isinstance(a, Activated))]:
            if any(i.who == "its controller" for i in effect.instructions):
                # only a trigger on a creature put into a graveyard gives "its" (410.10d)
                raise AbilityParseError(f"{name!r}: 'its controller' names no one here")
        return cls(name, cost, type_list, subs, tuple(s.lower() for s in supertypes), color_list,
                   power, toughness, tuple(parsed), spell, not_run=tuple(str(t) for t in not_run))


def _spell_lines(text: str, name: str, abilities: Sequence[str]) -> tuple[str, list[str]]:
    """An instant's or sorcery's text of several lines, as card data gives it ("Target player
    sacrifices a creature." / "Flashback {5}{B}{B}"): its keyword lines (storm, flashback,
    cycling, kicker, buyback, entwine), its "when you cycle this" ability and its additional
    cost are abilities; the other lines are its effect, in order."""
    effect: list[str] = []
    found = list(abilities)
    for line in (line.strip() for line in text.splitlines()):
        try:
            ability = parse_ability(line, name) if line else None
        except AbilityParseError:
            ability = None
        if isinstance(ability, Keyword) or (isinstance(ability, Triggered) and ability.event == "cycled") or (
                isinstance(ability, Static) and ability.kind in ("sacrifice_cost", "additional_cost", "x_mana", "timing")):
            found.append(line)
        elif line:
            effect.append(line if line.endswith((".", "\u2014", ":", "-")) else line + ".")
    return "\n".join(effect), found


CARD_FIELDS = ("name", "cost", "types", "subtypes", "supertypes", "colors", "power", "toughness",
               "abilities", "text", "halves", "not_run")
"""The fields of one card in ``judge/data/cards.yaml``."""

POOL_PATH = Path(__file__).with_name("data") / "cards.yaml"
"""The built-in card pool, as data."""


def split_card(halves: Sequence[CardDef]) -> CardDef:
    """A split card "A // B" of two halves: in every zone but the stack it has both halves'
    characteristics, so it is multicolored (505.2, 505.3, 505.5)."""
    if len(halves) != 2:
        raise ValueError("a split card has exactly two halves")
    colors = tuple(c for c in COLORS if any(c in h.colors for h in halves))
    types = tuple(dict.fromkeys(t for h in halves for t in h.types))
    return CardDef(" // ".join(h.name for h in halves), "".join(h.mana_cost for h in halves), types,
                   colors=colors, halves=tuple(halves))


def card_from_record(record: Mapping[str, Any]) -> CardDef:
    """Build a definition from one record of ``cards.yaml`` (the fields of :data:`CARD_FIELDS`).

    :raises AbilityParseError: naming the first unknown ability string or cost.
    :raises ValueError: for an unknown field, type, supertype or color.
    """
    unknown = sorted(set(record) - set(CARD_FIELDS))
    if unknown:
        raise ValueError(f"{record.get('name')!r}: unknown field {unknown[0]!r}")
    not_run = record.get("not_run", [])
    if not isinstance(not_run, list) or ("not_run" in record and not not_run) \
            or not all(isinstance(t, str) and t.strip() for t in not_run):
        raise ValueError(f"{record.get('name')!r}: not_run must be a list of texts")
    if record.get("halves"):
        return split_card([card_from_record(half) for half in record["halves"]])
    cost = str(record.get("cost") or "")
    body = [record.get("power"), record.get("toughness")]
    for index, value in enumerate(body):
        if value == "*":  # set by an ability (rule 208.2): one the engine runs, or one it doesn't
            defined = any(re.search(r" (?:are each|is) equal to the number of ", str(a))
                          for a in record.get("abilities", ()))
            if not not_run and not defined:
                raise ValueError(f"{record.get('name')!r}: a '*' power or toughness needs the not_run "
                                 "text that defines it")
            body[index] = 0 if defined else None  # 0 until its ability sets it in layer 6 (418.5a)
    return CardDef.from_fields(
        str(record["name"]), format_mana(cost) if cost and "{" not in cost else cost,
        record.get("types", ()), record.get("subtypes", ()), record.get("supertypes", ()),
        record.get("colors"), body[0], body[1],
        record.get("abilities", ()), str(record.get("text", "")), record.get("not_run", ()), oracle=False,
    )


def _load_yaml(text: str) -> Any:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)  # noqa: S506 - a safe loader, our own file


@functools.lru_cache(maxsize=1)
def _records() -> dict[str, Mapping[str, Any]]:
    """Every record of ``judge/data/cards.yaml`` by card name, in the file's order."""
    records = _load_yaml(POOL_PATH.read_text(encoding="utf-8"))
    found = {str(record["name"]): record for record in records}
    _READ.update(found)
    return found


_READ: dict[str, Mapping[str, Any]] = {}
"""Records read so far, by card name."""


@functools.lru_cache(maxsize=1)
def _sources() -> dict[str, str]:
    """Each record's YAML text by card name, in the file's order, found without parsing the
    file: a record is a top-level item ``- name: NAME`` down to the next one. A record is
    parsed when its card is first named, so a scenario of six cards doesn't read the
    whole pool. Empty if the file is laid out otherwise (then it is read whole)."""
    text = POOL_PATH.read_text(encoding="utf-8")
    starts = [match.start() for match in re.finditer(r"^- ", text, re.MULTILINE)]
    if not starts or re.search(r"^(---|\.\.\.)|^[^\s#-]|(?:^|[\s\[{,])[&*]\S", text, re.MULTILINE) or any(
            line.strip() and not line.lstrip().startswith("#") for line in text[:starts[0]].splitlines()):
        return {}  # a document marker, an anchor or alias ('*' quoted is not), or not comments first
    resolver: Any = yaml.resolver.Resolver()
    sources: dict[str, str] = {}
    for start, end in zip(starts, starts[1:] + [len(text)]):
        first = text[start:end].split("\n", 1)[0]
        match = re.fullmatch(r"- name: ([A-Za-z][\w ,.'\u2019/!-]*?) *", first)
        if match is not None and resolver.resolve(yaml.ScalarNode, match.group(1), (True, False)) == _STR:
            name = match.group(1)
        elif first.startswith("- name: "):
            line = _load_yaml(first)  # a quoted name: YAML reads its one line
            name = line[0]["name"] if isinstance(line, list) and isinstance(line[0], dict) else None
        else:
            return {}
        if not isinstance(name, str) or name in sources:
            return {}
        sources[name] = text[start:end]
    return sources


_STR = "tag:yaml.org,2002:str"


def _record(name: str) -> Mapping[str, Any]:
    """The record of the pool card called exactly *name*."""
    record = _READ.get(name)
    if record is None:
        sources = _sources()
        if not sources:
            return _records()[name]
        (record,) = _load_yaml(sources[name])
        if str(record["name"]) != name:
            raise ValueError(f"cards.yaml: the record of {name!r} reads as {record['name']!r}")
        _READ[name] = record
    return record


def _names() -> Mapping[str, Any]:
    """The pool's card names (as keys), in the file's order."""
    return _sources() or _records()


@functools.lru_cache(maxsize=None)
def _built(name: str) -> CardDef:
    return card_from_record(_record(name))


@functools.lru_cache(maxsize=1)
def card_pool() -> dict[str, CardDef]:
    """The built-in card pool by name, read from ``judge/data/cards.yaml``."""
    records = _records()  # read whole once: quicker than record by record for every card
    for name, record in records.items():
        _READ.setdefault(name, record)
    cards = [_built(name) for name in records]
    return {card.name: card for card in cards}


def not_run_message(name: str, not_run: Sequence[str]) -> str:
    """Why a scenario can't use the card *name* whose text *not_run* the engine doesn't
    run (empty when there is none)."""
    if not not_run:
        return ""
    text = "; ".join(repr(str(t)) for t in not_run)
    return (f"the engine does not run this text of {name!r}: {text}; a scenario can't use the card. "
            "Define it inline with the ability language, or describe what it does")


def unrun_activated(not_run: Sequence[str]) -> tuple[str, ...]:
    """*not_run* when every text of it is an activated ability by the ability language's
    reading of its cost ("{T}:", "sacrifice a creature:", "pay 2 life:" ...) whose effect
    adds no mana (a mana ability, 406.1, changes how costs are paid); empty otherwise."""
    return tuple(not_run) if not_run and all(_is_unrun_activated(text) for text in not_run) else ()


def _is_unrun_activated(text: str) -> bool:
    cost, colon, effect = str(text).strip().lower().partition(":")
    if not colon or not cost.strip() or re.search(r"\badds?\b", effect):
        return False
    probe = f"{cost.strip()}: draw a card"
    try:
        return parse_activated(probe, probe) is not None
    except AbilityParseError:
        return False


def unrun_activated_message(name: str, text: str) -> str:
    """Why a scenario can't activate the ability *text* of *name*: the engine doesn't run it."""
    return (f"the engine does not run this ability of {name!r}: {text!r}; a scenario can use the card but "
            "can't activate that ability. Define the card inline with the ability language, or describe what it does")


@functools.lru_cache(maxsize=1)
def pool_unrun_activated() -> dict[str, tuple[str, ...]]:
    """Each pool card that is usable though the engine doesn't run all its text, with the
    activated abilities it doesn't run (:attr:`CardDef.unrun_activated`), by name; read from
    each record's ``not_run`` lines alone, without building the cards."""
    names, blocks = [], []
    for name, source in _sources().items():
        start = _NOT_RUN_LINE.search(source)
        if start is None or (_STAR_LINE.search(source) and not _DEFINED_STAR.search(source)):
            continue  # runs whole, or a '*' its unrun text may set (208.2), or a split card
        lines = source[start.start():].splitlines()
        items = list(itertools.takewhile(lambda line: line.startswith("    "), lines[1:]))
        if not all(":" in line for line in items if line.startswith("    - ")):
            continue  # an item with no colon is no activated ability: no need to read the block
        names.append(name)  # one YAML item per card's not_run list, all read at once
        blocks.append("-" + "\n".join([lines[0]] + items)[1:])
    found: dict[str, tuple[str, ...]] = {}
    for name, item in zip(names, _load_yaml("\n".join(blocks)) if blocks else ()):
        if texts := unrun_activated([str(t) for t in item.get("not_run") or ()]):
            found[name] = texts
    return found


@functools.lru_cache(maxsize=1)
def pool_outline() -> dict[str, tuple[tuple[str, ...], bool]]:
    """Each pool card's types and whether the engine runs all its text, by name, read
    without building the cards or parsing the file when its records are laid out as
    ``cards.yaml`` lays them out (``types: [...]`` on one line): building every card
    parses every ability, and parsing the whole file costs a process a tenth of a second
    that a question naming two cards needn't pay."""
    outline: dict[str, tuple[tuple[str, ...], bool]] = {}
    for name, source in _sources().items():
        found = _TYPES_LINE.search(source)
        if found is None:
            break
        types = tuple(t.strip().lower() for t in found.group(1).split(",") if t.strip())
        outline[name] = types, _NOT_RUN_LINE.search(source) is None
    else:
        if outline:
            return outline
    return {name: (tuple(str(t).lower() for t in record.get("types") or ()), not record.get("not_run"))
            for name, record in _records().items()}


_TYPES_LINE = re.compile(r"^  types: \[([a-z, ]*)\] *$", re.MULTILINE)
_NOT_RUN_LINE = re.compile(r"^  not_run:", re.MULTILINE)
_DEFINED_STAR = re.compile(r" (?:are each|is) equal to the number of ")
_STAR_LINE = re.compile(r"^  (?:power|toughness|halves):(?! *-?\d+ *$)", re.MULTILINE)


def is_known_card(name: str) -> bool:
    """Whether *name* is a card of the built-in pool (case-insensitive)."""
    return _lookup(name) is not None


def _lookup(name: str) -> CardDef | None:
    if name in _names():
        return _built(name)
    exact = _folded().get(name.strip().lower().replace("\u2019", "'"))
    return _built(exact) if exact is not None else None


@functools.lru_cache(maxsize=1)
def _folded() -> dict[str, str]:
    return {card_name.lower(): card_name for card_name in _names()}


def pool_problem(name: object) -> str:
    """Why a scenario can't use the pool card called *name*: unknown, or its text is one
    the engine does not run (:meth:`CardDef.not_run_message`); empty when it can, as when
    all it doesn't run is activated abilities (:attr:`CardDef.usable`)."""
    card = _lookup(name) if isinstance(name, str) else None
    return f"unknown card {name!r}" if card is None else "" if card.usable else card.not_run_message()


def card_named(name: str) -> CardDef:
    """The pool card called *name* (case-insensitive).

    :raises KeyError: naming the card if the pool has no such card.
    """
    card = _lookup(name)
    if card is None:
        raise KeyError(f"unknown card {name!r}")
    return card


__all__ = ["split_card", "CARD_FIELDS", "CARD_TYPES", "POOL_PATH", "AbilityParseError", "CardDef", "card_from_record",
           "card_named", "card_pool", "is_known_card", "pool_problem", "pool_unrun_activated", "unrun_activated",
           "unrun_activated_message"]
