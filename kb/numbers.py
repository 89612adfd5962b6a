"""Rule numbers, ruling numbers and slugs: the small values every package shares.

:mod:`kb.model` re-exports all of them; the engine (``judge``) imports them from here,
so running a scenario doesn't build the knowledge base's record classes.

>>> parse_rule_number("502.9b").parent
RuleNumber.parse('502.9')
"""

from __future__ import annotations

import dataclasses
import functools
import re

_RULE_NUMBER_RE = re.compile(r"^(\d{3})(?:\.(\d{1,3})([a-z]?))?\.?$")
_RULING_NUMBER_RE = re.compile(r"^([A-Z])\.(\d+)\.(?:(\d+)|(Ruling)\.(\d+)|(Note)\.(\d+))$")


@functools.total_ordering
@dataclasses.dataclass(frozen=True, slots=True)
class RuleNumber:
    """The number of a Comprehensive Rules rule: ``502``, ``502.9`` or ``502.9b``."""

    section: int
    """The three-digit section, e.g. ``502``."""
    rule: int | None = None
    """The rule within the section, e.g. ``9`` in ``502.9``; ``None`` for a section."""
    letter: str = ""
    """The subrule letter, e.g. ``"b"`` in ``502.9b``; empty for a rule or section."""

    @classmethod
    def parse(cls, text: str) -> RuleNumber:
        """Parse ``"502.9b"`` (a trailing period is allowed).

        :raises ValueError: if *text* is not a rule number.
        """
        match = _RULE_NUMBER_RE.match(text.strip())
        if not match:
            raise ValueError(f"not a rule number: {text!r}")
        section, rule, letter = match.groups()
        return cls(int(section), int(rule) if rule is not None else None, letter or "")

    @property
    def sort_key(self) -> tuple[int, int, str]:
        """Numeric order: ``502`` < ``502.2`` < ``502.9`` < ``502.9b`` < ``502.10``."""
        return (self.section, -1 if self.rule is None else self.rule, self.letter)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, RuleNumber):
            return NotImplemented
        return self.sort_key < other.sort_key

    @property
    def part(self) -> int:
        """The part of the rules the number belongs to: 5 for ``502.9b``."""
        return self.section // 100

    @property
    def parent(self) -> RuleNumber | None:
        """The rule this one is a subrule of: ``502.9b`` → ``502.9`` → ``502`` → ``None``."""
        if self.letter:
            return RuleNumber(self.section, self.rule)
        if self.rule is not None:
            return RuleNumber(self.section)
        return None

    @property
    def depth(self) -> int:
        """0 for a section, 1 for a rule, 2 for a subrule."""
        return 0 if self.rule is None else (2 if self.letter else 1)

    def __str__(self) -> str:
        if self.rule is None:
            return str(self.section)
        return f"{self.section}.{self.rule}{self.letter}"

    def __repr__(self) -> str:
        return f"RuleNumber.parse({str(self)!r})"


def parse_rule_number(text: str) -> RuleNumber:
    """Parse a rule number such as ``"420.5a"``; see :meth:`RuleNumber.parse`.

    :raises ValueError: if *text* is not a rule number.
    """
    return RuleNumber.parse(text)


def is_rule_number(text: str) -> bool:
    """Whether *text* reads as a rule number (``"502.9b"``, ``"310"``)."""
    return bool(_RULE_NUMBER_RE.match(text.strip()))


def is_ruling_number(text: str) -> bool:
    """Whether *text* is a rulings-summary entry number (``A.4.21``, ``A.1.Ruling.2``)."""
    return bool(_RULING_NUMBER_RE.match(text.strip()))


def ruling_section_of(number: str) -> str:
    """The section a ruling number belongs to: ``"A.4.21"`` → ``"A.4"``.

    >>> ruling_section_of("A.1.Ruling.2")
    'A.1'
    """
    letter, section = number.split(".")[:2]
    return f"{letter}.{section}"


_SLUG_RE = re.compile(r"[^a-z0-9]+")


def unaccented(text: str) -> str:
    """*text* without accents, as players type card names: "ghazban" for *Ghazbán*, "aether"
    for *Æther*.

    >>> unaccented("Ghazbán Ogre"), unaccented("æther"), unaccented("plain")
    ('Ghazban Ogre', 'aether', 'plain')
    """
    if text.isascii():
        return text
    import unicodedata

    text = text.replace("æ", "ae").replace("Æ", "Ae")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def slugify(text: str) -> str:
    """A URL- and key-safe form of a term: ``"Y, Z"`` → ``"y-z"``.

    >>> slugify("Zone-Change Triggers")
    'zone-change-triggers'
    >>> slugify("Ghazbán Ogre"), slugify("Æther Flash")
    ('ghazban-ogre', 'aether-flash')
    """
    return _SLUG_RE.sub("-", unaccented(text.lower())).strip("-")


__all__ = ["RuleNumber", "is_rule_number", "is_ruling_number", "parse_rule_number", "ruling_section_of",
           "slugify", "unaccented"]
