"""The fields of the scenario format, as data: the loader checks scenarios against them
and :func:`judge.scenario.json_schema` turns them (with the verb table) into a JSON
Schema, so the two can't disagree.

Each :class:`Field` gives the JSON Schema of its value, what it means, and the format
version that introduced it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from judge.objects import STEPS

MODERN_VERBS = {
    "cast": "the 2003 word is 'play'", "exile": "the 2003 words are 'removed from the game'; use effect",
    "declare_attackers": "the verb is 'attack'", "declare_blockers": "the verb is 'block'",
    "attack_with": "the verb is 'attack'", "tap_for_mana": "the verb is 'activate'",
    "sacrifice": "sacrifice is a cost: give sacrifice: under play or activate",
    "discard": "discard is a cost: give discard: under play or activate",
    "move_to_combat_damage": "the verb is 'advance'", "pass_priority": "the verb is 'pass'",
}
"""Verbs a modern player might write, with what the format calls them."""

VERSIONS = (1, 2)
"""The format versions this engine reads; a scenario without ``version`` is read as the newest."""


@dataclasses.dataclass(frozen=True, slots=True)
class Field:
    """One key of a mapping of the scenario format."""

    name: str
    """The key."""
    schema: Mapping[str, Any]
    """The JSON Schema of its value."""
    doc: str
    """What it means."""
    version: int = 1
    """The format version that introduced it."""
    required: bool = False
    """Whether the mapping must have it."""


def names(fields: tuple[Field, ...], version: int = VERSIONS[-1]) -> frozenset[str]:
    """The keys of *fields* a scenario of *version* may use (worked out once per tuple)."""
    key = (id(fields), version)
    known = _NAMES.get(key)
    if known is not None and known[0] is fields:
        return known[1]
    found = frozenset(f.name for f in fields if f.version <= version)
    if len(_NAMES) >= 256:
        _NAMES.clear()
    _NAMES[key] = (fields, found)
    return found


_NAMES: dict[tuple[int, int], tuple[tuple[Field, ...], frozenset[str]]] = {}


def field_named(fields: tuple[Field, ...], name: str) -> Field | None:
    """The field called *name*, if any."""
    return next((f for f in fields if f.name == name), None)


# -- shared value shapes ---------------------------------------------------------

STRING: Mapping[str, Any] = {"type": "string", "minLength": 1}
WHOLE: Mapping[str, Any] = {"type": "integer", "minimum": 0}
BOOLEAN: Mapping[str, Any] = {"type": "boolean"}
STRINGS: Mapping[str, Any] = {"type": "array", "items": {"type": "string"}}
STEP: Mapping[str, Any] = {"enum": list(STEPS)}
COLOR_NAMES = ("white", "blue", "black", "red", "green")
MANA: Mapping[str, Any] = {"type": "string", "pattern": r"^(\{([WUBRGCX]|\d+)\})*$"}
IDS: Mapping[str, Any] = {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}
CARD_REF: Mapping[str, Any] = {"oneOf": [{"type": "string"}, {"$ref": "#/$defs/card"}]}
"""A card: a built-in card's name or an inline definition (version 2 outside ``in_play``)."""

# -- an inline card definition -----------------------------------------------------

CARD_FIELDS: tuple[Field, ...] = (
    Field("name", STRING, "the card's name", required=True),
    Field("mana_cost", MANA, "mana cost with braces, e.g. \"{1}{W}{W}\"; colors are derived from it"),
    Field("types", {"type": "array", "minItems": 1, "items": {"enum": [
        "artifact", "creature", "enchantment", "instant", "land", "sorcery"]}},
        "card types (rule 212)", required=True),
    Field("subtypes", STRINGS, "subtypes as printed: [Knight], [Enchant Creature]"),
    Field("supertypes", {"type": "array", "items": {"enum": ["basic", "legendary", "snow"]}}, "supertypes"),
    Field("colors", {"type": "array", "items": {"enum": list(COLOR_NAMES)}}, "colors, if not those of the cost"),
    Field("power", {"type": "integer"}, "printed power (required for a creature)"),
    Field("toughness", {"type": "integer"}, "printed toughness (required for a creature)"),
    Field("abilities", STRINGS, "abilities in the ability language (docs/scenario-format.md)"),
    Field("text", {"type": "string"}, "an instant's or sorcery's effect in the ability language"),
    Field("halves", {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/card"}},
          "a split card's two halves (505); name the card \"A // B\"", version=2),
)
"""The fields of an inline card definition."""

# -- players, turn, permanents -----------------------------------------------------

PLAYER_FIELDS: tuple[Field, ...] = (
    Field("name", STRING, "unique name", required=True),
    Field("life", {"type": "integer"}, "life total (default 20)"),
    Field("poison", WHOLE, "poison counters (default 0)"),
    Field("library", {"oneOf": [WHOLE, {"type": "array", "items": CARD_REF}]},
          "a number of anonymous cards (default 30), or cards, top first"),
    Field("hand", {"type": "array", "items": CARD_REF}, "cards in hand"),
    Field("graveyard", {"type": "array", "items": CARD_REF}, "cards, bottom first"),
    Field("mana_pool", MANA, "mana floating at the start"),
)
"""The fields of a player."""

TURN_FIELDS: tuple[Field, ...] = (
    Field("active", STRING, "the active player (default: the first)"),
    Field("step", STEP, "the step the scenario starts in (default precombat_main)"),
    Field("number", {"type": "integer", "minimum": 1}, "turn number (default 2), informational"),
)
"""The fields of ``turn``."""

PERMANENT_FIELDS: tuple[Field, ...] = (
    Field("id", STRING, "handle for actions (default: the slug of the name, -2, -3 ... for duplicates)"),
    Field("card", STRING, "a built-in card's name (or give an inline definition's fields)"),
    Field("controller", STRING, "its controller", required=True),
    Field("owner", STRING, "its owner (default: the controller)"),
    Field("tapped", BOOLEAN, "tapped"),
    Field("sick", BOOLEAN, "came under its controller's control this turn (212.3d)"),
    Field("damage", WHOLE, "damage already dealt this turn"),
    Field("counters", {"type": "object", "additionalProperties": WHOLE}, "counters by name"),
    Field("attached_to", STRING, "what a local enchantment or Equipment is attached to"),
    Field("token", BOOLEAN, "a token (216): it ceases to exist in any other zone (420.5f)", version=2),
    Field("face_down", BOOLEAN, "face down (504): a 2/2 creature with no name, text, color or cost",
          version=2),
)
"""The fields of an ``in_play`` entry, besides an inline definition's."""
IN_PLAY_FIELDS: tuple[Field, ...] = PERMANENT_FIELDS + CARD_FIELDS  # an in_play entry: one tuple, its names worked out once

TOP_FIELDS: tuple[Field, ...] = (
    Field("version", {"enum": list(VERSIONS)}, "the format version (default: the oldest with every feature used)"),
    Field("title", STRING, "what the scenario shows", required=True),
    Field("description", {"type": "string"}, "free text"),
    Field("players", {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/player"}},
          "exactly two players", required=True),
    Field("turn", {"$ref": "#/$defs/turn"}, "where the scenario starts"),
    Field("in_play", {"type": "array", "items": {"$ref": "#/$defs/permanent"}},
          "permanents at the start, earliest timestamp first"),
    Field("actions", {"type": "array", "items": {"$ref": "#/$defs/action"}}, "the actions, in order"),
    Field("enforce_costs", BOOLEAN, "check and pay mana costs (default false)"),
    Field("on_illegal", {"enum": ["stop", "continue"]}, "after an illegal action: stop (default) or continue"),
)
"""The top-level fields."""

# -- action values -------------------------------------------------------------------

_TARGETS = Field("targets", IDS, "targets: permanent ids, player names, or a spell's card name")
PLAY_FIELDS: tuple[Field, ...] = (
    Field("card", STRING, "the card's name", required=True),
    Field("by", STRING, "who plays it"),
    _TARGETS,
    Field("target", {"type": "string"}, "one target (same as targets)"),
    Field("mode", {"type": "integer", "minimum": 1}, "1-based mode of a modal spell"),
    Field("x", WHOLE, "the value of X (409.1b)"),
    Field("half", STRING, "which half of a split card (505.2)", version=2),
    Field("face_down", BOOLEAN, "play a card with morph face down for {3} (502.26, 504)", version=2),
    Field("kicker", BOOLEAN, "pay the kicker cost (502.21)", version=2),
    Field("buyback", BOOLEAN, "pay the buyback cost (502.16)", version=2),
    Field("entwine", BOOLEAN, "pay the entwine cost: all modes (502.32)", version=2),
    Field("alternative", BOOLEAN, "pay the card's \"rather than pay this spell's mana cost\" cost (409.1b, 402.4)",
          version=2),
    Field("from", {"enum": ["hand", "graveyard", "removed"]},
          "the zone it is played from: graveyard (flashback, 502.22), removed (madness, 502.24)", version=2),
    Field("divide", {"type": "object", "additionalProperties": WHOLE},
          "how damage is divided among the targets (409.1e)", version=2),
    Field("sacrifice", IDS, "permanents sacrificed to pay a cost", version=2),
    Field("discard", {"type": "array", "items": {"type": "string"}}, "cards discarded to pay a cost", version=2),
    Field("modes", {"type": "array", "items": {"type": "integer", "minimum": 1}}, "the modes chosen", version=2),
    Field("choose", {"$ref": "#/$defs/choice"}, "answers to choices the spell asks for", version=2),
)
"""The fields of a ``play`` mapping."""

ACTIVATE_FIELDS: tuple[Field, ...] = (
    Field("source", STRING, "the permanent", required=True),
    Field("by", STRING, "who activates it (default: its controller)"),
    Field("ability", {"oneOf": [{"type": "integer", "minimum": 1}, {"type": "string"}]},
          "1-based index among its activated abilities, or the ability's text"),
    _TARGETS,
    Field("target", {"type": "string"}, "one target (same as targets)"),
    Field("x", WHOLE, "the value of X"),
    Field("divide", {"type": "object", "additionalProperties": WHOLE}, "how damage is divided", version=2),
    Field("sacrifice", IDS, "permanents sacrificed to pay a cost", version=2),
    Field("discard", {"type": "array", "items": {"type": "string"}}, "cards discarded to pay a cost", version=2),
    Field("choose", {"$ref": "#/$defs/choice"}, "answers to choices the ability asks for", version=2),
)
"""The fields of an ``activate`` mapping."""

CHOICE_FIELDS: tuple[Field, ...] = (
    Field("pay", BOOLEAN, "pay a cumulative upkeep, echo or \"unless pays\" cost", version=2),
    Field("may", BOOLEAN, "do what a \"may\" offers", version=2),
    Field("order", STRINGS, "the order of simultaneous triggers or replacement effects (410.5, 419.9a)",
          version=2),
    Field("object", {"type": "string"}, "a chosen object: a permanent id, a player, or a card name", version=2),
    Field("targets", STRINGS, "targets of a triggered ability", version=2),
    Field("color", {"enum": list(COLOR_NAMES)}, "a chosen color", version=2),
    Field("number", WHOLE, "a chosen number (421.2, 421.3)", version=2),
    Field("reveal", STRINGS, "cards revealed", version=2),
    Field("words", STRINGS, "a text-changing effect's word and the word that replaces it (418.6), or the one basic "
          "land type chosen (212.6e)", version=2),
    Field("winner", {"type": ["string", "null"]}, "a subgame's winner, or null for a draw (506)", version=2),
    Field("by", STRING, "who decides", version=2),
)
"""The fields of a ``choose`` mapping."""

EFFECT_FIELDS: tuple[Field, ...] = (
    Field("damage", WHOLE, "damage to deal"),
    Field("destroy", {"type": ["boolean", "string"]}, "destroy it"),
    Field("gain_life", WHOLE, "life to gain"),
    Field("lose_life", WHOLE, "life to lose"),
    Field("pump", {"type": "string", "pattern": r"^\s*[+-]?\d+\s*/\s*[+-]?\d+\s*$"}, "+N/+N until end of turn"),
    Field("counters", {"type": "object", "additionalProperties": WHOLE}, "counters to put"),
    Field("to", STRING, "the permanent id or player name"),
    Field("source_color", {"enum": [*COLOR_NAMES, "colorless"]}, "the color of a damage source"),
    Field("by", STRING, "whose effect it is"),
)
"""The fields of an ``effect`` mapping."""


def mapping_schema(fields: tuple[Field, ...], doc: str = "") -> dict[str, Any]:
    """The JSON Schema of a mapping with *fields* and no other keys."""
    schema: dict[str, Any] = {"type": "object"}
    if doc:
        schema["description"] = doc
    schema["properties"] = {f.name: {**f.schema, "description": f.doc + (
        f" (format version {f.version})" if f.version > 1 else "")} for f in fields}
    required = [f.name for f in fields if f.required]
    if required:
        schema["required"] = required
    schema["additionalProperties"] = False
    return schema


__all__ = ["MODERN_VERBS", "ACTIVATE_FIELDS", "CARD_FIELDS", "CARD_REF", "CHOICE_FIELDS", "EFFECT_FIELDS", "Field",
           "PERMANENT_FIELDS", "PLAYER_FIELDS", "PLAY_FIELDS", "TOP_FIELDS", "TURN_FIELDS", "VERSIONS",
           "field_named", "mapping_schema", "names"]
