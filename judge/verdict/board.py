"""What a board question says: the players, the permanents, and what happens in order.

The records here are filled by :class:`judge.verdict.interpret.Interpreter`, which
walks the parse tree clause by clause; :mod:`judge.verdict.places` places each object
phrase (a new permanent, or one already mentioned: "it", "the 2/2", "my guy").
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.cards import CardDef
from judge.verdict.lexicon import Lexicon

ME, OPP = "A", "B"
"""The asker (the first-named player in a third-person question) and the other player."""

TIMINGS = ("main1", "declare_attackers", "declare_blockers", "damage_on_stack",
           "after_first_strike", "end_of_combat", "main2", "end_of_turn")
"""Moments of a turn a question can place an action in, in order."""
FIRST_STRIKE_DAMAGE_ON_STACK = "first_strike_damage_on_stack"
"""The moment "with first-strike damage on the stack": :data:`TIMINGS`' damage_on_stack, said
of the first combat damage step."""
OBJECT_NODES = ("described", "it", "the_attacker", "the_blocker")
"""The parse-tree nodes of one object: a creature described or named, "it", and the roles
"the attacker" / "the blocker" ("you regenerate the blocking creature")."""


class Declined(Exception):
    """The question can't be read whole: :attr:`unread` names the words not placed."""

    def __init__(self, unread: list[str], reason: str = "") -> None:
        super().__init__(reason or "could not read: " + ", ".join(unread))
        self.unread = unread
        self.reason = reason


@dataclasses.dataclass(slots=True)
class Thing:
    """A permanent the question puts in play."""

    key: str
    """Its id in the scenario."""
    controller: str
    """:data:`ME` or :data:`OPP`."""
    card: str = ""
    """A known card's name (pool or loaded card data), if named."""
    name: str = ""
    """A name the question gives to a described card ("Ball Lightning")."""
    power: int | None = None
    """Power, if described (wins over the card's)."""
    toughness: int | None = None
    """Toughness, if described."""
    keywords: list[str] = dataclasses.field(default_factory=list)
    """Ability strings described."""
    colors: list[str] = dataclasses.field(default_factory=list)
    """Colors described."""
    subtypes: list[str] = dataclasses.field(default_factory=list)
    """Creature types named ("a 2/2 bear")."""
    tapped: bool = False
    """Described as tapped."""
    surface: str = ""
    """How the question first named it."""
    damage: int = 0
    """Damage already dealt to it this turn ("already took 2 damage")."""
    face_down: bool = False
    """Said to be face down (a morph): a 2/2 with no name, text or color (504.2)."""
    guessed: bool = False
    """Whose it is was not said and was taken to be the asker's (a block by the asker
    turns it into the other player's)."""
    attached_to: str = ""
    """The key of the creature a local enchantment enchants ("enchanted with Giant Strength")."""
    types: list[str] = dataclasses.field(default_factory=list)
    """The card types of a described permanent that isn't a creature ("an enchantment that
    says ..."); empty for a creature."""
    counters: int = 0
    """+1/+1 counters said on it ("a 2/2 with a +1/+1 counter on it")."""
    minus_counters: int = 0
    """-1/-1 counters said on it ("a 4/4 with a -1/-1 counter")."""
    sick: str = ""
    """Said to have come into play this turn (212.3d): ``this_turn`` when the letter says
    "this turn", ``played`` when it only says the creature was played (read as this turn
    on its controller's turn), else empty (:mod:`judge.verdict.sick_said`)."""

    @property
    def described(self) -> bool:
        """Whether the question gives its characteristics rather than (only) a known card."""
        return not self.card or self.power is not None or bool(self.keywords)

    def label(self) -> str:
        """How a verdict names it: the card's name, or its description ("5/5 with trample")."""
        if self.card and self.face_down:
            return f"face-down {self.card}"
        if self.card and not self.described:
            return self.card
        if self.card and self.power is not None and not self.keywords:
            return f"{self.card} ({self.power}/{self.toughness})"
        if self.name:
            return self.name
        colors = " ".join(self.colors)
        pt = (f"{self.power}/{self.toughness}" if self.power is not None else
              self.types[0] if self.types else "creature")
        text = " ".join(x for x in (colors, pt) if x)
        # keywords name it; a long rule text ("can't be blocked except by two or more creatures") doesn't
        shown = [k for k in self.keywords if ":" not in k and not k.startswith(("when", "at "))
                 and (len(k.split()) <= 3 or k.startswith("protection from"))]
        if shown:
            text += " with " + " and ".join(shown)
        return text


@dataclasses.dataclass(slots=True)
class Step:
    """One action on the timeline."""

    verb: str
    """``attack``, ``block``, ``play``, ``activate`` or ``assign``."""
    by: str
    """The acting player."""
    timing: str = ""
    """One of :data:`TIMINGS`, if the question says when."""
    response: bool = False
    """Played in response to what was played before it (the stack doesn't resolve)."""
    things: list[str] = dataclasses.field(default_factory=list)
    """``attack``: attacker keys."""
    blocks: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    """``block``: (blocker key, attacker key) pairs."""
    card: str = ""
    """``play``: the card's name."""
    x: int | None = None
    """``play``: the value of X the question gives ("Fireballs my 4/4 for 4"), if any."""
    source: str = ""
    """``activate``: the permanent's key."""
    ability: str = ""
    """``activate``: what the ability does: ``regenerate``, ``pump``, ``damage`` or empty."""
    targets: list[str] = dataclasses.field(default_factory=list)
    """Target thing keys or players (:data:`ME`, :data:`OPP`)."""
    split: dict[str, int] = dataclasses.field(default_factory=dict)
    """``assign``: how the attacker :attr:`source` divides its combat damage (blocker key or
    player → amount), as the question states it (310.2c, 502.9b)."""
    mode: int = 0
    """``play``: the mode of a modal spell the question's purpose says ("to gain 3 life"), if any."""
    choose: dict[str, Any] = dataclasses.field(default_factory=dict)
    """``play``/``activate``: the answers the question states to the choices the spell or
    ability asks for ("he names black": ``{"color": "black"}``), given inline (format v2)."""
    sacrificed: list[str] = dataclasses.field(default_factory=list)
    """``activate``: the permanents sacrificed to pay its cost ("I sacrifice my 1/1 to Nantuko
    Husk"; 409.1f)."""
    several: bool = False
    """``block``: one blocker said to block more than one attacker ("I block both with my
    4/4"), declared as it is said (309.2a)."""


@dataclasses.dataclass(slots=True)
class Board:
    """A board question as read."""

    things: list[Thing]
    """The permanents, in the order first named."""
    steps: list[Step]
    """What happens, in order."""
    names: dict[str, str]
    """:data:`ME`/:data:`OPP` → the player's name."""
    life: dict[str, int]
    """Life totals the question gives."""
    third_person: bool
    """Whether the question names players instead of "I"."""
    turn: str = ""
    """Whose turn the question says it is, if it says."""
    notes: list[str] = dataclasses.field(default_factory=list)
    """How ambiguous words were read ("'it' read as your 2/2")."""
    corrections: tuple[str, ...] = ()
    """Spelling corrections made."""
    surfaces: list[str] = dataclasses.field(default_factory=list)
    """Phrases the reader placed (for the record)."""
    asked_end_of_turn: bool = False
    """Whether the question asks about the end of the turn ("What happens to Ball Lightning
    at end of turn?"): the scenario runs to the end step."""
    most_kills: bool = False
    """The question asks how many blockers an attacker can kill ("how many can I kill?"):
    its damage goes to as many of them as it can kill (310.2c lets its controller choose)."""
    asks_can: bool = False
    """The question asks whether an action can be taken ("Can I assign all 5 to the 3/3?"):
    the verdict says first whether it can."""
    spells: dict[str, CardDef] = dataclasses.field(default_factory=dict)
    """Instants the question plays without naming a card ("I pump it +3/+3"), by name."""
    graveyards: dict[str, list[Any]] = dataclasses.field(default_factory=dict)
    """Cards the question counts in a player's graveyard ("four sorcery cards in my
    graveyard"), by player, as inline definitions (:mod:`judge.verdict.zone_counts`)."""
    in_graveyards: dict[str, str] = dataclasses.field(default_factory=dict)
    """Permanents' keys the question says are cards in a graveyard ("I have a Grizzly Bears
    in my graveyard") → the player whose graveyard (:mod:`judge.verdict.graveyards`)."""
    libraries: dict[str, int] = dataclasses.field(default_factory=dict)
    hands: dict[str, int] = dataclasses.field(default_factory=dict)
    """The number of other cards the question says are in a player's hand, by player."""
    """The number of cards the question says are in a player's library, by player."""


@dataclasses.dataclass(slots=True)
class Desc:
    """An object phrase before it is placed."""

    det: str = ""
    owner: str = ""
    cards: list[str] = dataclasses.field(default_factory=list)
    name: str = ""
    power: int | None = None
    toughness: int | None = None
    keywords: list[str] = dataclasses.field(default_factory=list)
    colors: list[str] = dataclasses.field(default_factory=list)
    subtypes: list[str] = dataclasses.field(default_factory=list)
    nouns: int = 0
    tapped: bool = False
    face_down: bool = False
    types: list[str] = dataclasses.field(default_factory=list)
    counters: int = 0
    minus_counters: int = 0
    surface: str = ""
    kind: str = ""
    """``it``, ``attacker``, ``blocker`` for the pronoun and role references."""
    post: tuple[str, Any] | None = None
    """A participle after the phrase: ("blocked_by", [Desc...]), ("blocking", Desc), ("attacking", player)."""


def artifact_creature(desc: Desc) -> bool:
    """Whether *desc* is an artifact told with a power and toughness ("an artifact 1/1", "a
    1/1 artifact creature"): an artifact creature."""
    return desc.types == ["artifact"] and desc.power is not None and not desc.cards


def _leaves(node: Any) -> list[Any]:
    """The tokens under a parse tree node, in order."""
    if not hasattr(node, "data"):
        return [node]
    return [leaf for child in node.children for leaf in _leaves(child)]


def _helps(card: CardDef) -> bool:
    """Whether a spell is one a player plays on his or her own creature (a pump, a shield)."""
    ops = {i.op for mode in card.spell for i in mode.instructions}
    return bool(ops) and ops <= {"pump", "prevent", "gain_life", "regenerate", "untap"}


def _counters(card: CardDef) -> bool:
    """Whether a spell targets spells (Counterspell)."""
    return any(t.kind == "spell" or t.kind.startswith("spell:") for mode in card.spell for t in mode.targets)


def _matches(thing: Thing, desc: Desc, lexicon: Lexicon) -> bool:
    """Whether an already mentioned *thing* fits the phrase *desc*."""
    if desc.owner and thing.controller != desc.owner:
        return False
    if desc.cards and thing.card != desc.cards[0]:
        return False
    if desc.name and thing.name != desc.name:
        return False
    card = lexicon.cards.get(thing.card) if thing.card else None
    power = thing.power if thing.power is not None else (card.power if card else None)
    toughness = thing.toughness if thing.toughness is not None else (card.toughness if card else None)
    if desc.power is not None and (power, toughness) != (desc.power, desc.toughness):
        return False
    keywords = set(thing.keywords) | ({a.text for a in card.abilities} if card else set())
    if not set(desc.keywords) <= keywords:
        return False
    subtypes = set(thing.subtypes) | (set(card.subtypes) if card else set())
    if desc.subtypes and not set(desc.subtypes) <= subtypes:
        return False
    colors = set(thing.colors) | (set(card.colors) if card else set())
    types = set(thing.types or (card.types if card else ["creature"]))
    if desc.types and not set(desc.types) <= types:
        return False
    if desc.nouns and not desc.types and "creature" not in types:
        return False  # "my creature" is not my Pestilence
    if _token_said(desc.surface) and not _token_said(thing.surface):
        return False  # "one of the tokens" is not the Ironfist Crusher that blocks them
    return set(desc.colors) <= colors


def _token_said(surface: str) -> bool:
    """Whether a phrase calls its permanent a token ("a 1/1 token", "one of the tokens")."""
    return any(w in ("token", "tokens") for w in surface.lower().split())


def _slug(desc: Desc, taken: set[str]) -> str:
    """A new permanent's id: its card's name, or its power and toughness ("bears", "p5-5")."""
    import re

    base = desc.cards[0] if desc.cards else desc.name or (
        desc.types[0] if desc.types and desc.power is None else f"p{desc.power}-{desc.toughness}")
    slug = re.sub(r"[^a-z0-9]+", "-", base.lower()).strip("-") or "creature"
    key, n = slug, 1
    while key in taken:
        n += 1
        key = f"{slug}-{n}"
    return key
