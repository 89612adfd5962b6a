"""Card data: the engine's built-in card pool, and card data in MTGJSON's format.

- :func:`read_builtin_pool` reads the judge's pool (``judge/data/cards.yaml``)
  as a data file: ingest never imports :mod:`judge`.
- :func:`read_mtgjson` reads MTGJSON's ``AtomicCards.json`` (cards by name) or
  ``AllPrintings.json`` (sets with their cards), recognised by content, and
  streams it with ijson: one card (or one set) is in memory at a time, never
  the whole file.

A card keeps its first printing where the data gives it (AtomicCards'
``firstPrinting``/``printings`` dated by ``ingest/data/sets.yaml``;
AllPrintings' sets by their own ``releaseDate``) and is marked
:attr:`kb.model.Card.after_edition` when that is after the KB's CR edition.
Its text is kept as the data gives it (modern wording included): the graph
reads it through the translation layer.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

from ingest.sources import SourceError
from kb.model import (KB_EDITION_DATE, Card, Document, ParsedDocument, format_mana_cost,
                      keyword_of)

LOGGER = logging.getLogger(__name__)

#: The engine's built-in card pool, read as data.
BUILTIN_POOL = Path(__file__).resolve().parent.parent / "judge" / "data" / "cards.yaml"
#: Id of the built-in pool's document.
BUILTIN_ID = "cards-builtin"
#: Release dates of the early sets, for card data that names sets without dates.
SETS_PATH = Path(__file__).parent / "data" / "sets.yaml"

_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_HEAD_BYTES = 4096
_FACE_SEPARATOR = "\n//\n"


class CardDataError(SourceError):
    """Card data that cannot be used; the message names the file."""


def _load_yaml(path: Path) -> Any:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as stream:
        return yaml.load(stream, Loader=loader)


@functools.lru_cache(maxsize=1)
def set_dates() -> dict[str, str]:
    """Set code → ISO release date of the sets in ``ingest/data/sets.yaml``."""
    return {str(code): str(date) for code, date in _load_yaml(SETS_PATH).items()}


# --- the built-in pool ---------------------------------------------------------------


def _pool_card(item: dict[str, Any]) -> Card:
    # The engine's abilities, then the text it does not run (``not_run``), then a spell's effect.
    abilities = [str(a) for a in [*(item.get("abilities") or ()), *(item.get("not_run") or ())]]
    text = "\n".join([*abilities, *([str(item["text"])] if item.get("text") else [])])
    cost = str(item.get("cost") or "")
    halves = [h for h in item.get("halves") or () if isinstance(h, dict)]
    if halves:  # a split card (rule 505): each half's cost and text, as printed
        mana_cost = " // ".join(format_mana_cost(str(h.get("cost") or "")) for h in halves)
        text = _FACE_SEPARATOR.join(f"{h.get('name', '')}: {h.get('text', '')}" for h in halves)
    else:
        mana_cost = format_mana_cost(cost)
    if item.get("colors") is not None:
        colors = tuple(_COLOR_LETTERS.get(str(c).lower(), str(c).upper()) for c in item["colors"])
    else:
        colors = tuple(c for c in "WUBRG" if c in cost.upper())
    power, toughness = item.get("power"), item.get("toughness")
    return Card(
        name=str(item["name"]), document=BUILTIN_ID, mana_cost=mana_cost,
        types=tuple(str(t).capitalize() for t in item.get("types") or ()),
        subtypes=tuple(str(s) for s in item.get("subtypes") or ()),
        supertypes=tuple(str(s).capitalize() for s in item.get("supertypes") or ()),
        colors=colors, power=None if power is None else str(power),
        toughness=None if toughness is None else str(toughness), text=text,
        keywords=tuple(a for a in abilities if keyword_of(a)),
        source="builtin")


def read_builtin_pool(path: Path = BUILTIN_POOL) -> ParsedDocument:
    """The engine's built-in card pool as a card-data document (``cards-builtin``).

    :raises CardDataError: if the file is missing or a card has no name.
    """
    try:
        data = path.read_bytes()
        items = _load_yaml(path)
    except OSError as exc:
        raise CardDataError(f"cannot read the built-in card pool {path}: "
                            f"{exc.strerror or exc}") from None
    if isinstance(items, dict):
        items = items.get("cards", [])
    document = Document(id=BUILTIN_ID, kind="card_data", title="The built-in card pool",
                        label="Built-in card pool (the rules engine's cards, in our own words)",
                        source=str(path), sha256=hashlib.sha256(data).hexdigest())
    parsed = ParsedDocument(document)
    seen: set[str] = set()
    for number, item in enumerate(items or (), 1):
        if not isinstance(item, dict) or not item.get("name"):
            parsed.errors.append(f"card {number}: no name")
            continue
        card = _pool_card(item)
        if card.slug not in seen:
            seen.add(card.slug)
            parsed.cards.append(card)
    return parsed


# --- MTGJSON -----------------------------------------------------------------------------


def looks_like_json(path: Path) -> bool:
    """Whether the file at *path* starts like a JSON object (cheap: reads 4 KB)."""
    try:
        with open(path, "rb") as stream:
            head = stream.read(_HEAD_BYTES)
    except OSError:
        return False
    return head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{")


def _digest(path: Path) -> str:
    sha = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            sha.update(block)
    return sha.hexdigest()


def _meta(path: Path) -> dict[str, Any]:
    """MTGJSON's ``meta`` object (first in its files: read without reading the rest)."""
    import ijson

    with open(path, "rb") as stream:
        try:
            meta = next(ijson.items(stream, "meta", use_float=True), None)
        except ijson.JSONError:
            return {}
    return meta if isinstance(meta, dict) else {}


def _data_items(stream: BinaryIO) -> Iterator[tuple[str, Any]]:
    import ijson

    yield from ijson.kvitems(stream, "data", use_float=True)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _strings(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def _first_printing(first: str | None, printings: tuple[str, ...],
                    dates: dict[str, str]) -> tuple[str | None, str | None, bool | None]:
    """``(set, date, after_edition)`` from a first-printing code and all printings."""
    dated = sorted((dates[code], code) for code in printings if code in dates)
    if first is None and dated:
        first = dated[0][1]
    if first is None and printings:
        first = printings[0]
    date = dates.get(first) if first else None
    if date is not None:
        return first, date, date > KB_EDITION_DATE
    if dated and dated[0][0] <= KB_EDITION_DATE:
        return first, None, False  # reprinted by 2003: not a later card
    return first, None, None


def _card(name: str, faces: list[dict[str, Any]], document: str, first_set: str | None,
          first_date: str | None, after: bool | None) -> Card:
    """One card of the KB from the face(s) MTGJSON gives under one name."""
    def joined(key: str, separator: str) -> str:
        return separator.join(v for v in (_text(f.get(key)) for f in faces) if v)

    def union(key: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(v for f in faces for v in _strings(f.get(key))))

    text = _FACE_SEPARATOR.join(
        (f"{f['faceName']}: " if len(faces) > 1 and f.get("faceName") else "") + _text(f.get("text"))
        for f in faces if f.get("text") or len(faces) > 1).strip()
    lead = next((f for f in faces if f.get("power") is not None or f.get("toughness") is not None),
                faces[0])
    power, toughness = lead.get("power"), lead.get("toughness")
    return Card(name=name, document=document, mana_cost=joined("manaCost", " // "),
                types=union("types"), subtypes=union("subtypes"), supertypes=union("supertypes"),
                colors=union("colors"), power=None if power is None else str(power),
                toughness=None if toughness is None else str(toughness), text=text,
                keywords=union("keywords"), source="mtgjson", first_set=first_set,
                first_date=first_date, after_edition=after)


class _Reader:
    """Reads one MTGJSON file into a :class:`ParsedDocument`, item by item."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.dates = dict(set_dates())

    def document(self, kind: str, meta: dict[str, Any], digest: str) -> Document:
        date = _text(meta.get("date"))[:10]
        version = _text(meta.get("version"))
        name = "AtomicCards" if kind == "atomic" else "AllPrintings"
        stamp = date if re.fullmatch(r"\d{4}-\d{2}-\d{2}", date) else digest[:8]
        return Document(
            id=f"cards-{'atomic' if kind == 'atomic' else 'printings'}-{stamp}", kind="card_data",
            title=f"MTGJSON {name}", edition=date or None,
            label=f"Card data: MTGJSON {name}" + (f" {version}" if version else "")
            + (f" of {date}" if date else ""), source=str(self.path), sha256=digest)

    def read(self) -> ParsedDocument:
        import ijson

        digest = _digest(self.path)
        meta = _meta(self.path)
        parsed: ParsedDocument | None = None
        printings: dict[str, tuple[str, str | None, dict[str, dict[str, Any]]]] = {}
        try:
            with open(self.path, "rb") as stream:
                for key, value in _data_items(stream):
                    if parsed is None:
                        kind = self.kind_of(value)
                        parsed = ParsedDocument(self.document(kind, meta, digest))
                    if isinstance(value, list):
                        self.add_atomic(parsed, key, value)
                    elif isinstance(value, dict) and isinstance(value.get("cards"), list):
                        self.add_set(parsed, key, value, printings)
                    else:
                        parsed.errors.append(f"data.{key}: neither a card nor a set")
        except ijson.JSONError as exc:
            raise CardDataError(f"cannot read {self.path}: not valid JSON ({exc})") from None
        if parsed is None:
            raise CardDataError(f"cannot recognise {self.path}: no MTGJSON card data "
                                "(AtomicCards.json or AllPrintings.json: a \"data\" object)")
        for name, (first_set, first_date, faces) in printings.items():
            after = None if first_date is None else first_date > KB_EDITION_DATE
            parsed.cards.append(_card(name, list(faces.values()), parsed.document.id,
                                      first_set, first_date, after))
        seen: set[str] = set()
        unique = []
        for card in parsed.cards:
            if card.slug and card.slug not in seen:
                seen.add(card.slug)
                unique.append(card)
        parsed.cards = unique
        return parsed

    def kind_of(self, value: Any) -> str:
        if isinstance(value, list):
            return "atomic"
        if isinstance(value, dict) and isinstance(value.get("cards"), list):
            return "printings"
        raise CardDataError(f"cannot recognise {self.path}: JSON, but not MTGJSON's "
                            "AtomicCards.json or AllPrintings.json")

    def add_atomic(self, parsed: ParsedDocument, name: str, faces: list[Any]) -> None:
        faces = [f for f in faces if isinstance(f, dict)]
        if not faces or not name.strip():
            parsed.errors.append(f"data.{name}: no card")
            return
        first = next((_text(f.get("firstPrinting")) for f in faces if f.get("firstPrinting")), None)
        printings = tuple(dict.fromkeys(p for f in faces for p in _strings(f.get("printings"))))
        first_set, first_date, after = _first_printing(first, printings, self.dates)
        parsed.cards.append(_card(name, faces, parsed.document.id, first_set, first_date, after))

    def add_set(self, parsed: ParsedDocument, code: str, data: dict[str, Any],
                printings: dict[str, tuple[str, str | None, dict[str, dict[str, Any]]]]) -> None:
        code = _text(data.get("code")) or code
        date = _text(data.get("releaseDate"))[:10] or self.dates.get(code)
        for card in data["cards"]:
            name = _text(card.get("name")) if isinstance(card, dict) else ""
            if not name:
                parsed.errors.append(f"data.{code}: a card without a name")
                continue
            face = _text(card.get("faceName")) or name
            known = printings.get(name)
            if known is None:
                printings[name] = (code, date, {face: card})
                continue
            first_set, first_date, faces = known
            faces.setdefault(face, card)
            if date is not None and (first_date is None or date < first_date):
                printings[name] = (code, date, faces)


def read_mtgjson(path: str | Path) -> ParsedDocument:
    """Read MTGJSON card data (AtomicCards or AllPrintings) at *path*, streaming.

    :raises CardDataError: naming the file, if it is not valid JSON or not MTGJSON
        card data.
    """
    path = Path(path)
    parsed = _Reader(path).read()
    LOGGER.info("read %s as %s (%d cards)", path, parsed.document.id, len(parsed.cards))
    return parsed

