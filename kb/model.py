"""Plain records of the knowledge base: rules, glossary entries, rulings, editions, cards.

Every package shares these types; this module imports nothing outside the
standard library.  Domain values have a parse/format pair, in the manner of
python-chess's ``parse_square``/``square_name``:

>>> parse_rule_number("502.9b")
RuleNumber.parse('502.9b')
>>> str(parse_rule_number("420.5"))
'420.5'
>>> parse_rule_number("502.9b").parent
RuleNumber.parse('502.9')
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

# Re-exported: kb.model is where every package but the engine finds them.
from kb.numbers import RuleNumber as RuleNumber
from kb.numbers import is_rule_number as is_rule_number
from kb.numbers import is_ruling_number as is_ruling_number
from kb.numbers import parse_rule_number as parse_rule_number
from kb.numbers import ruling_section_of as ruling_section_of
from kb.numbers import slugify as slugify

#: The kinds of source document the knowledge base knows.
KINDS = ("comprehensive_rules", "rulings_summary", "rulebook", "card_data")

#: The date of the Comprehensive Rules edition the knowledge base is about: a card
#: first printed later is marked :attr:`Card.after_edition`.
KB_EDITION_DATE = "2003-12-01"

@dataclasses.dataclass(frozen=True, slots=True)
class Document:
    """One source document recognised by its content."""

    id: str
    """Stable id, e.g. ``cr-2003-12-01``, ``rulings-2003-07-24``, ``cr-partial-4-1a2b3c4d``."""
    kind: str
    """One of :data:`KINDS`."""
    title: str
    """The title the document gives itself, or a descriptive label if it has none."""
    edition: str | None = None
    """ISO date the text states (``2003-12-01``); ``None`` for undated documents."""
    label: str = ""
    """Human label, e.g. "Comprehensive Rules, section 4 only (undated, c. 2002)"."""
    scope: str = "complete"
    """``complete`` or a description of the part held, e.g. ``rules 400-422``."""
    source: str = ""
    """The file it was read from (informational only: never used to recognise it)."""
    sha256: str = ""
    """Digest of the raw bytes."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return dataclasses.asdict(self)


@dataclasses.dataclass(frozen=True, slots=True)
class Reference:
    """A cross-reference found in the text of a record."""

    target: str
    """What is referred to, normalised: ``"502.9e"``, ``"K.25"``, a glossary term."""
    kind: str
    """``rule`` (a CR rule of the same edition), ``ruling`` (a rulings-summary entry or
    section), ``glossary`` (a glossary term), or ``external`` (a dated CR edition cited
    by a ruling, with :attr:`edition` set)."""
    text: str
    """The text the reference was read from, e.g. ``"see rule 502.9e"``."""
    start: int = 0
    """Offset of :attr:`text` in the record's text (or notes, for a ruling note)."""
    edition: str | None = None
    """For ``external`` references: the ISO date of the cited edition."""


@dataclasses.dataclass(frozen=True, slots=True)
class Rule:
    """A numbered rule or subrule (or three-digit section) of a CR edition."""

    number: RuleNumber
    """Its number."""
    document: str
    """Id of the :class:`Document` it belongs to."""
    text: str
    """The rule's own text, without its number and without examples."""
    title: str = ""
    """A heading title, for sections and titled rules: ``"Trample"`` for 502.9."""
    examples: tuple[str, ...] = ()
    """Its examples, each without the leading "Example:"."""
    parent: RuleNumber | None = None
    """The enclosing rule present in the same document, if any."""
    children: tuple[RuleNumber, ...] = ()
    """Subrules in document order."""
    section_title: str = ""
    """Title of its three-digit section: ``"Additional Rules"``'s ``"Keyword Abilities"`` for 502.9b."""
    part_title: str = ""
    """Title of its part: ``"Additional Rules"`` for 502.9b."""
    references: tuple[Reference, ...] = ()
    """Rule references found in :attr:`text` and :attr:`examples` (offsets into text+"\\n"+examples)."""

    @property
    def id(self) -> str:
        """The rule number as text."""
        return str(self.number)


@dataclasses.dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """An entry of a glossary (the CR's or the rulebook's)."""

    term: str
    """The heading: ``"Y, Z"``, ``"Regenerate"``."""
    document: str
    """Id of the :class:`Document` it belongs to."""
    text: str
    """The definition."""
    aliases: tuple[str, ...] = ()
    """Other names the heading gives: ``("Y", "Z")`` for ``"Y, Z"``."""
    see: tuple[str, ...] = ()
    """Terms a "See X" redirect points to."""
    references: tuple[Reference, ...] = ()
    """Rule references in :attr:`text`."""

    @property
    def slug(self) -> str:
        """The key of the entry: ``slugify(term)``."""
        return slugify(self.term)


@dataclasses.dataclass(frozen=True, slots=True)
class Source:
    """One bracketed source of a ruling: ``[CompRules 2001/07/23 - 214.4]``."""

    raw: str
    """The text between the brackets."""
    who: str
    """``CompRules``, ``D'Angelo``, ``WotC Rules Team``, ``Duelist Magazine #12`` ..."""
    date: str | None = None
    """ISO date when given (``2001-07-23``)."""
    rule: str | None = None
    """For CompRules citations with a number: the cited rule (``"214.4"``)."""
    detail: str = ""
    """Anything else (``"Page 26"``)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Ruling:
    """A numbered entry of the rulings summary: ``A.4.21``, ``A.1.Ruling.2``."""

    number: str
    """The entry number as printed."""
    section: str
    """The section it belongs to: ``"A.4"``."""
    document: str
    """Id of the :class:`Document`."""
    text: str
    """The ruling, without its number and its bracketed sources."""
    notes: tuple[str, ...] = ()
    """``- Note -`` paragraphs that follow it."""
    sources: tuple[Source, ...] = ()
    """Its bracketed sources in order."""
    references: tuple[Reference, ...] = ()
    """``Rule K.25``-style references (kind ``ruling``) in text and notes."""


@dataclasses.dataclass(frozen=True, slots=True)
class RulingSection:
    """A section of the rulings summary: ``A.37 - Trample``."""

    id: str
    """``"A.37"``."""
    title: str
    """``"Trample"``."""
    document: str
    """Id of the :class:`Document`."""
    group: str = ""
    """Title of its lettered group: ``"Abilities"`` for ``A``."""
    rulings: tuple[str, ...] = ()
    """Numbers of its entries in order."""
    text: str = ""
    """Any text of the section that is not a numbered entry."""
    notes: tuple[str, ...] = ()
    """``- Note -`` paragraphs standing right under the heading, before any entry."""
    references: tuple[Reference, ...] = ()
    """``Rule K.25``-style references (kind ``ruling``) in those notes."""


@dataclasses.dataclass(frozen=True, slots=True)
class IndexEntry:
    """A line of the rulings summary's index: a term and the sections it points to."""

    term: str
    """The index term."""
    sections: tuple[str, ...]
    """Section (or entry) ids it maps to: ``("A.37",)``."""
    document: str = ""
    """Id of the :class:`Document`."""


@dataclasses.dataclass(frozen=True, slots=True)
class RulebookEntry:
    """A passage of the basic rulebook: a headed section or a glossary entry."""

    title: str
    """Heading or glossary term."""
    document: str
    """Id of the :class:`Document`."""
    text: str
    """The passage."""
    kind: str = "section"
    """``section`` or ``glossary``."""
    path: tuple[str, ...] = ()
    """Enclosing headings, outermost first."""

    @property
    def slug(self) -> str:
        """The key of the entry."""
        return slugify(self.title)


#: The keyword abilities of rule 502 of the 2003 Comprehensive Rules (502.2–502.34),
#: by their rule titles; "landwalk" stands for every "<land type>walk".
KEYWORD_ABILITIES = (
    "First Strike", "Flanking", "Flying", "Haste", "Landwalk", "Protection", "Shadow",
    "Trample", "Banding", "Bands with Other", "Rampage", "Cumulative Upkeep", "Snow-Covered",
    "Phasing", "Buyback", "Horsemanship", "Cycling", "Echo", "Fading", "Kicker", "Flashback",
    "Threshold", "Madness", "Fear", "Morph", "Amplify", "Double Strike", "Provoke", "Storm",
    "Affinity", "Entwine", "Equip", "Imprint")

_KEYWORD_RE = re.compile(
    r"^(?:(" + "|".join(re.escape(k) for k in sorted(KEYWORD_ABILITIES, key=len, reverse=True))
    + r")|((?:[a-z-]+ )?[a-z-]*walk))\b(.*)$", re.IGNORECASE)

_LANDCYCLING_RE = re.compile(r"^(?:plains|island|swamp|mountain|forest)cycling\b", re.IGNORECASE)


def keyword_of(ability: str) -> str | None:
    """The 2003 keyword (a title of :data:`KEYWORD_ABILITIES`) an ability text starts
    with, when what follows is only its parameter; ``None`` otherwise.

    >>> keyword_of("protection from black"), keyword_of("islandwalk"), keyword_of("rampage 2")
    ('Protection', 'Landwalk', 'Rampage')
    >>> keyword_of("affinity for artifacts")
    'Affinity'
    >>> keyword_of("can block as though it had flying") is None
    True
    >>> keyword_of("plainscycling {2}")  # landcycling is a kind of cycling (502.18c)
    'Cycling'
    """
    ability = _LANDCYCLING_RE.sub("cycling", ability.strip())
    match = _KEYWORD_RE.match(ability.strip().rstrip("."))
    if not match:
        return None
    rest = match.group(3).strip()
    if (match.group(1) or "").lower() == "bands with other":
        return "Bands with Other"  # its parameter is a quality: "bands with other legends"
    # A parameter: a number, a cost, "from X", "with other X", "for X" (affinity for
    # artifacts), "--" reminder text.
    if rest and not re.match(r"^(\d+|x|\{.*|from\b.*|with other\b.*|for\b.*|[—(-].*|—.*)$", rest,
                             re.IGNORECASE):
        return None
    if match.group(2):
        return "Landwalk"
    title = match.group(1).lower()
    return next(k for k in KEYWORD_ABILITIES if k.lower() == title)


_MANA_SYMBOL_RE = re.compile(r"\{[^{}]*\}|\d+|[A-Z]")


def format_mana_cost(cost: str) -> str:
    """A mana cost in braces, as printed by card data: ``"3WW"`` → ``"{3}{W}{W}"``.

    >>> format_mana_cost("3WW"), format_mana_cost("{X}{R}"), format_mana_cost("")
    ('{3}{W}{W}', '{X}{R}', '')
    """
    return "".join(s if s.startswith("{") else "{" + s + "}"
                   for s in _MANA_SYMBOL_RE.findall(cost.strip().upper()))


@dataclasses.dataclass(frozen=True, slots=True)
class Card:
    """A Magic card: its printed characteristics, where it comes from and when it was
    first printed."""

    name: str
    """The card's name: ``"Serra Angel"``."""
    document: str
    """Id of the card-data :class:`Document` it was read from (``cards-builtin``)."""
    mana_cost: str = ""
    """The mana cost in braces: ``"{3}{W}{W}"``; empty for a land or a card without one."""
    types: tuple[str, ...] = ()
    """Card types as printed: ``("Creature",)``."""
    subtypes: tuple[str, ...] = ()
    """Subtypes: ``("Angel",)``, ``("Enchant Creature",)`` for a 2003 local enchantment."""
    supertypes: tuple[str, ...] = ()
    """Supertypes: ``("Legendary",)``, ``("Basic",)``."""
    colors: tuple[str, ...] = ()
    """Colors as letters: ``("W",)``."""
    power: str | None = None
    """Printed power, as text (``"4"``, ``"*"``, ``"1+*"``); ``None`` if not a creature."""
    toughness: str | None = None
    """Printed toughness, as text; ``None`` if not a creature."""
    text: str = ""
    """The card's rules text as the data gives it (one ability a line)."""
    keywords: tuple[str, ...] = ()
    """Keyword abilities named by the card: ``("Flying",)``, ``("Protection from black",)``."""
    source: str = "builtin"
    """``builtin`` (the engine's own pool, in our words) or ``mtgjson`` (added card data)."""
    first_set: str | None = None
    """Code of the set the card was first printed in (``"LEA"``), where known."""
    first_date: str | None = None
    """ISO release date of that set, where known."""
    after_edition: bool | None = None
    """Whether it was first printed after the KB's CR edition (:data:`KB_EDITION_DATE`);
    ``None`` when the data does not say when it was first printed."""

    @property
    def slug(self) -> str:
        """The key of the card: ``slugify(name)``."""
        return slugify(self.name)

    @property
    def type_line(self) -> str:
        """The type line: ``"Creature — Angel"``, ``"Legendary Creature — Dragon"``."""
        head = " ".join((*self.supertypes, *self.types))
        return f"{head} — {' '.join(self.subtypes)}" if self.subtypes else head

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {**dataclasses.asdict(self), "type_line": self.type_line}


@dataclasses.dataclass(slots=True)
class ParsedDocument:
    """Everything read from one source document (mutable while it is built)."""

    document: Document
    """What the document is."""
    rules: list[Rule] = dataclasses.field(default_factory=list)
    """Numbered rules and sections, in document order."""
    glossary: list[GlossaryEntry] = dataclasses.field(default_factory=list)
    """Glossary entries (CR or rulebook glossary)."""
    rulings: list[Ruling] = dataclasses.field(default_factory=list)
    """Rulings-summary entries."""
    sections: list[RulingSection] = dataclasses.field(default_factory=list)
    """Rulings-summary sections."""
    index: list[IndexEntry] = dataclasses.field(default_factory=list)
    """The rulings summary's index."""
    rulebook: list[RulebookEntry] = dataclasses.field(default_factory=list)
    """Rulebook passages (sections; its glossary goes in :attr:`glossary`)."""
    cards: list[Card] = dataclasses.field(default_factory=list)
    """Cards of a card-data document, one per name."""
    part_titles: dict[int, str] = dataclasses.field(default_factory=dict)
    """CR part number → title (``5`` → ``"Additional Rules"``)."""
    errors: list[str] = dataclasses.field(default_factory=list)
    """Lines the parser could not read, with line numbers (never raised)."""

    def counts(self) -> dict[str, int]:
        """Counts reported by ``rulesjudge stats`` for this document's kind."""
        kind = self.document.kind
        if kind == "comprehensive_rules":
            numbered = sum(1 for rule in self.rules if rule.number.rule is not None)
            return {"rules": numbered, "sections": len(self.rules) - numbered,
                    "glossary": len(self.glossary)}
        if kind == "rulings_summary":
            return {"rulings": len(self.rulings), "sections": len(self.sections),
                    "notes": sum(len(r.notes) for r in self.rulings)
                    + sum(len(s.notes) for s in self.sections), "index": len(self.index)}
        if kind == "card_data":
            return {"cards": len(self.cards),
                    "after_edition": sum(1 for card in self.cards if card.after_edition)}
        return {"glossary": len(self.glossary), "sections": len(self.rulebook)}


#: Node kinds of the graph (and of lookup pages), besides ``edition`` for unloaded editions.
NODE_KINDS = ("document", "rule", "glossary", "ruling", "section", "index", "rulebook", "card")


def node_key(kind: str, document: str, key: str) -> str:
    """The graph node (and lookup) key of a record.

    ``kind`` is one of :data:`NODE_KINDS`; ``key`` is the rule number, glossary
    slug, ruling number, section id, index-term slug, rulebook slug or card slug.

    >>> node_key("rule", "cr-2003-12-01", "502.9b")
    'rule:cr-2003-12-01:502.9b'
    """
    return f"{kind}:{document}:{key}"


def split_node_key(key: str) -> tuple[str, str, str]:
    """The ``(kind, document, key)`` of a node key; inverse of :func:`node_key`."""
    kind, document, rest = key.split(":", 2)
    return kind, document, rest
