"""Ability strings of the card pool and of inline definitions, parsed into records.

An ability is written in plain words, as on the card with the card's name replaced
by ``this``: keywords of rule 502 (``flying``, ``rampage 2``, ``protection from
black``, ``islandwalk``), restrictions (``can't block``), activated abilities
(``{G}: regenerate this``), static abilities (``other Merfolk get +1/+1``) and
triggered abilities (``at end of turn, if no creatures are in play, sacrifice this``).

>>> parse_ability("rampage 2")
Keyword(name='rampage', arg=2)
>>> parse_ability("protection from black").text
'protection from black'
>>> parse_ability("{T}: add {G}").mana_ability
True
"""

from __future__ import annotations

import dataclasses
import re

from judge.mana import (
    COLOR_OF_SYMBOL, COLORS, SYMBOL_OF_COLOR, AbilityParseError, format_mana, mana_symbols, parse_mana,
)
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""The basic land types (rule 212.6d)."""

#: Keywords without an argument, including the restrictions the spec names.
SIMPLE_KEYWORDS = (
    "flying", "first strike", "double strike", "trample", "haste", "banding",
    "shadow", "horsemanship", "fear", "flanking", "phasing", "echo", "storm", "provoke",
    "affinity for artifacts",
    "can't block", "can't attack", "can block as though it had flying",
    "attacking doesn't cause it to tap", "unblockable", "can't be blocked",
)
#: Keywords whose argument is a mana cost (502.13, 502.16, 502.18, 502.21, 502.22, 502.24,
#: 502.26, 502.32): ``kicker {2}{G}``.
COST_KEYWORDS = ("cumulative upkeep", "buyback", "cycling", "kicker", "flashback", "madness", "morph", "entwine")
#: Qualities protection may name besides colors.
PROTECTION_QUALITIES = COLORS + (
    "artifacts", "creatures", "enchantments", "instants", "sorceries", "lands", "everything",
)


@dataclasses.dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability of rule 502 or a combat restriction."""

    name: str
    """``flying``, ``rampage``, ``protection``, ``landwalk``, ``can't block`` ..."""
    arg: str | int | None = None
    """The N of rampage, the quality of protection, the land type of landwalk."""

    @property
    def text(self) -> str:
        """The ability as written: ``rampage 2``, ``protection from black``, ``islandwalk``."""
        if self.name == "rampage":
            return f"rampage {self.arg}"
        if self.name == "protection":
            return f"protection from {self.arg}"
        if self.name == "landwalk":
            return f"{str(self.arg).lower()}walk"
        if self.name == "snow landwalk":
            return f"snow-covered {str(self.arg).lower()}walk"
        if self.name == "fading":
            return f"fading {self.arg}"
        if self.name == "bands with other":
            return f"bands with other {self.arg}"
        if self.name in COST_KEYWORDS:
            return f"{self.name} {format_mana(str(self.arg))}"
        if self.name == "amplify":
            return f"amplify {self.arg}"
        return self.name


@dataclasses.dataclass(frozen=True, slots=True)
class Target:
    """What a targeted instruction may target (rule 415)."""

    kind: str
    """``creature``, ``creature or player``, ``player``, ``spell``, ``tapped creature``,
    ``nonartifact, nonblack creature``, ``artifact or enchantment``, ``permanent``."""

    @property
    def text(self) -> str:
        """``target creature or player``."""
        return f"target {self.kind}"


@dataclasses.dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction of a spell or ability, followed on resolution (rule 413.2b)."""

    op: str
    """``damage``, ``pump``, ``destroy``, ``destroy_all``, ``counter``, ``bounce``,
    ``gain_life``, ``lose_life``, ``prevent``, ``prevent_combat``, ``switch``,
    ``add_mana``, ``regenerate``, ``draw``, ``sacrifice``, ``tap``, ``untap``."""
    who: str = "target"
    """``target``, ``this``, ``enchanted``, ``you``, ``all creatures``,
    ``each creature``, ``each creature and each player``, ``each player``."""
    target: Target | None = None
    """The target requirement when :attr:`who` is ``target``."""
    amount: int = 0
    """Damage, life, cards or prevention amount."""
    power: int = 0
    """Power change of a pump."""
    toughness: int = 0
    """Toughness change of a pump."""
    mana: str = ""
    """Mana added, as symbols: ``"BBB"``."""
    regenerate: bool = True
    """False for "it can't be regenerated" (rule 419.6b)."""
    x: bool = False
    """The amount is X (409.1b)."""
    unless: str = ""
    """Mana the affected spell's controller may pay to stop it ("unless its controller pays")."""
    words: str = ""
    """A token's color and creature type: ``"white Soldier"`` (216.1)."""
    optional: bool = False
    """``you may ...``: the controller chooses whether to do it (410.5)."""


@dataclasses.dataclass(frozen=True, slots=True)
class SpellText:
    """The instructions of an instant or sorcery, or one mode of a modal one."""

    text: str
    """The text as written."""
    instructions: tuple[Instruction, ...]
    """Followed in order on resolution."""

    @property
    def targets(self) -> tuple[Target, ...]:
        """The target requirements, in order."""
        return tuple(i.target for i in self.instructions if i.target is not None)


@dataclasses.dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability ``[cost]: [effect]`` (rule 403)."""

    text: str
    """The ability as written."""
    mana_cost: str
    """The mana part of the cost as symbols (``"G"``, ``"2R"``); empty if none."""
    tap: bool
    """Whether the cost includes {T}."""
    effect: SpellText
    """What it does on resolution."""
    sorcery: bool = False
    """"Play this ability only any time you could play a sorcery" (rule 403.5)."""
    sacrifice: bool = False
    """Whether the cost includes sacrificing the permanent itself (409.1f)."""
    discard: int = 0
    """How many cards from hand the cost discards (409.1f)."""

    @property
    def mana_ability(self) -> bool:
        """Whether it is a mana ability (rule 406.1): it adds mana and has no target."""
        return any(i.op == "add_mana" for i in self.effect.instructions) and not self.effect.targets


@dataclasses.dataclass(frozen=True, slots=True)
class Static:
    """A static ability that generates a continuous or replacement effect (rule 405)."""

    text: str
    """The ability as written."""
    kind: str
    """``pt`` (+N/+N), ``grant`` (has a keyword), ``double_damage`` (Furnace of Rath),
    ``enters_tapped`` (comes into play tapped)."""
    affects: str = ""
    """``other:<Subtype>``, ``you control``, ``color:<color>``, ``enchanted``, ``all``."""
    power: int = 0
    """Power change."""
    toughness: int = 0
    """Toughness change."""
    keyword: Keyword | None = None
    """The keyword granted."""
    condition: str = ""
    """``threshold``: only with seven or more cards in its controller's graveyard (502.23a)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (rule 404)."""

    text: str
    """The ability as written."""
    event: str
    """``end_of_turn``, ``upkeep``, ``comes_into_play``, ``leaves_play``, ``attacks``,
    ``blocked_by`` (whenever a creature blocks it), ``empty_hand`` (a state trigger)."""
    condition: str
    """An intervening "if" (rule 410.8): ``no creatures`` or empty."""
    effect: SpellText
    """What it does on resolution."""


@dataclasses.dataclass(frozen=True, slots=True)
class Enchant:
    """``enchant creature``: the permanent is a local enchantment (rule 212.4c)."""

    what: str = "creature"
    """What it can enchant."""

    @property
    def text(self) -> str:
        """``enchant creature``."""
        return f"enchant {self.what}"


Ability = Keyword | Activated | Static | Triggered | Enchant
"""Any parsed ability of a permanent."""

_TARGET_KINDS = (
    "spell or permanent", "assembly-worker", "creature defending player controls", "nonartifact, nonblack creature", "nonblack creature", "creature you control", "creature or player", "artifact or enchantment",
    "tapped creature", "creature", "player", "spell", "artifact", "enchantment", "land",
    "permanent",
)
_TARGET_RE = "|".join(re.escape(kind) for kind in _TARGET_KINDS)
_SELF = r"(?:this|~|it)"
_PT = r"([+-]\d+)/([+-]\d+)"
_DEALS = r"(?:(?:this|~|it) deals |deal )?"
_EFFECTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"{_DEALS}(\d+|x) damage to target ({_TARGET_RE})"), "damage_target"),
    (re.compile(rf"damage equal to the number of \+1/\+1 counters on {_SELF} to target ({_TARGET_RE})"), "counter_damage"),
    (re.compile(r"(\d+) damage divided as you choose among one or two target creatures and/or players"), "divided"),
    (re.compile(r"counter target spell unless its controller pays ((?:\{[0-9wubrgc]+\})+)"), "counter_unless"),
    (re.compile(r"put (a|one|two|three|four|\d+) (\d+)/(\d+) (white|blue|black|red|green|colorless) ([a-z]+) "
                r"creature tokens? into play"), "tokens"),
    (re.compile(rf"{_DEALS}(\d+) damage to (each creature and each player|each creature|each player)"), "damage_each"),
    (re.compile(rf"{_DEALS}(\d+) damage to (you|{_SELF})"), "damage_self"),
    (re.compile(rf"target creature gets {_PT} until end of turn"), "pump_target"),
    (re.compile(rf"target assembly-worker gets {_PT} until end of turn"), "pump_worker"),
    (re.compile(rf"(?:{_SELF} gets )?{_PT} until end of turn"), "pump_self"),
    (re.compile(rf"{_SELF} gets {_PT} and becomes the color of your choice until end of turn"), "mongrel"),
    (re.compile(rf"destroy target ({_TARGET_RE})(?:[.;,] (?:it|that creature) can't be regenerated)?"), "destroy"),
    (re.compile(r"destroy all creatures(?:[.;,] they can't be regenerated)?"), "destroy_all"),
    (re.compile(r"counter target spell"), "counter"),
    (re.compile(r"destroy (?:it|that creature) at end of turn"), "delayed_destroy"),
    (re.compile(r"return target (creature|permanent) to its owner's hand"), "bounce"),
    (re.compile(r"target player gains (\d+) life"), "gain_life_target"),
    (re.compile(r"(?:you )?gain (\d+) life"), "gain_life_you"),
    (re.compile(r"(?:you )?lose (\d+) life"), "lose_life_you"),
    (re.compile(r"prevent the next (\d+) damage that would be dealt to target (creature or player|creature|player) this turn"), "prevent"),
    (re.compile(r"prevent all combat damage that would be dealt this turn"), "prevent_combat"),
    (re.compile(rf"prevent all combat damage that would be dealt to and dealt by {_SELF} this turn"), "fog_self"),
    (re.compile(r"switch target creature's power and toughness until end of turn"), "switch"),
    (re.compile(r"add ((?:\{[wubrgc0-9]\})+)(?: to your mana pool)?"), "add_mana"),
    (re.compile(rf"regenerate ({_SELF}|enchanted creature)"), "regenerate"),
    (re.compile(r"draw (a|\d+) cards?"), "draw"),
    (re.compile(r"its controller (?:may )?draws? a card"), "its_controller_draws"),
    (re.compile(rf"sacrifice {_SELF}"), "sacrifice"),
    (re.compile(r"tap target (creature|permanent)"), "tap"),
    (re.compile(r"you control target player's next turn"), "control_turn"),
    (re.compile(rf"creatures you control get {_PT} and gain ([a-z ]+) until end of turn"), "mass_pump"),
    (re.compile(r"target spell or permanent becomes (white|blue|black|red|green)"), "set_color"),
    (re.compile(r"target creature loses all abilities until end of turn"), "lose_all"),
    (re.compile(r"the next time an? (white|blue|black|red|green) source of your choice would deal damage to you this "
                r"turn, prevent that damage"), "prevent_source"),
    (re.compile(r"untap target creature and gain control of it until end of turn[.;,] (?:it|that creature) gains "
                r"haste until end of turn"), "threaten"),
    (re.compile(rf"{_SELF} becomes an? (\d+)/(\d+) ([a-z-]+) artifact creature until end of turn"
                r"(?:[;,.] it's still a land)?"), "animate"),
    (re.compile(r"players play a subgame using their libraries as decks; each player who doesn't win it loses "
                r"half (?:his or her|their) life, rounded up"), "subgame"),
    (re.compile(r"untap target (creature|permanent)"), "untap"),
]


def _instruction(text: str, original: str) -> Instruction:
    if text.startswith("you may "):
        return dataclasses.replace(_instruction(text[8:], original), optional=True)
    for pattern, op in _EFFECTS:
        match = pattern.fullmatch(text)
        if not match:
            continue
        g = match.groups()
        if op == "damage_target":
            return Instruction("damage", target=Target(g[1]), amount=0 if g[0] == "x" else int(g[0]), x=g[0] == "x")
        if op == "counter_damage":
            return Instruction("damage", target=Target(g[0]), words="counters")
        if op == "divided":
            # 409.1e: the division is announced as it is played; one or two targets
            return Instruction("damage", target=Target("creature or player"), amount=int(g[0]), words="divided")
        if op == "counter_unless":
            return Instruction("counter", target=Target("spell"), unless=parse_mana(g[0]))
        if op == "tokens":
            count = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}.get(g[0]) or int(g[0])
            return Instruction("tokens", who="you", amount=count, power=int(g[1]), toughness=int(g[2]),
                               words=f"{g[3]} {g[4].capitalize()}")
        if op == "damage_each":
            return Instruction("damage", who=g[1], amount=int(g[0]))
        if op == "damage_self":
            return Instruction("damage", who="you" if g[1] == "you" else "this", amount=int(g[0]))
        if op == "pump_target":
            return Instruction("pump", target=Target("creature"), power=int(g[0]), toughness=int(g[1]))
        if op == "pump_worker":
            return Instruction("pump", target=Target("assembly-worker"), power=int(g[0]), toughness=int(g[1]))
        if op == "mongrel":
            # 418.5b: the color in layer 5, the +1/+1 in layer 6
            return Instruction("pump_color", who="this", power=int(g[0]), toughness=int(g[1]))
        if op == "pump_self":
            return Instruction("pump", who="this", power=int(g[0]), toughness=int(g[1]))
        if op == "destroy":
            return Instruction("destroy", target=Target(g[0]), regenerate="can't be regenerated" not in text)
        if op == "destroy_all":
            return Instruction("destroy_all", who="all creatures", regenerate="can't be regenerated" not in text)
        if op == "counter":
            return Instruction("counter", target=Target("spell"))
        if op == "delayed_destroy":
            return Instruction("delayed_destroy", who="that")
        if op == "bounce":
            return Instruction("bounce", target=Target(g[0]))
        if op == "gain_life_target":
            return Instruction("gain_life", target=Target("player"), amount=int(g[0]))
        if op == "gain_life_you":
            return Instruction("gain_life", who="you", amount=int(g[0]))
        if op == "lose_life_you":
            return Instruction("lose_life", who="you", amount=int(g[0]))
        if op == "prevent":
            return Instruction("prevent", target=Target(g[1]), amount=int(g[0]))
        if op == "fog_self":
            return Instruction("prevent_combat", who="this")
        if op == "prevent_combat":
            return Instruction("prevent_combat", who="all")
        if op == "switch":
            return Instruction("switch", target=Target("creature"))
        if op == "add_mana":
            return Instruction("add_mana", who="you", mana=parse_mana(g[0]))
        if op == "regenerate":
            return Instruction("regenerate", who="enchanted" if g[0] == "enchanted creature" else "this")
        if op == "its_controller_draws":
            return Instruction("draw", who="its controller", amount=1, optional=" may " in f" {text} ")
        if op == "draw":
            return Instruction("draw", who="you", amount=1 if g[0] == "a" else int(g[0]))
        if op == "sacrifice":
            return Instruction("sacrifice", who="this")
        if op == "mass_pump":
            return Instruction("mass_pump", who="you control", power=int(g[0]), toughness=int(g[1]), words=g[2])
        if op == "threaten":
            return Instruction("threaten", target=Target("creature"))
        if op == "prevent_source":
            return Instruction("prevent_source", who="you", words=g[0])
        if op == "lose_all":
            return Instruction("lose_all", target=Target("creature"))
        if op == "set_color":
            return Instruction("set_color", target=Target("spell or permanent"), words=g[0])
        if op == "animate":
            return Instruction("animate", who="this", power=int(g[0]), toughness=int(g[1]),
                               words="-".join(w.capitalize() for w in g[2].split("-")))
        if op == "control_turn":
            return Instruction("control_turn", target=Target("player"))
        if op == "subgame":
            return Instruction("subgame", who="all")
        if op in ("tap", "untap"):
            return Instruction(op, target=Target(g[0]))
    raise AbilityParseError(f"unknown ability or effect: {original!r}")


def _normalise(text: str, name: str = "") -> str:
    text = text.strip().rstrip(".").replace("\u2019", "'").replace("\u2014", "-")
    if name:
        text = re.sub(re.escape(name), "this", text, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", text).lower()


def parse_spell_text(text: str, name: str = "") -> SpellText:
    """Parse the text of an instant or sorcery (or an ability's effect).

    Instructions are separate sentences or joined by ``, then``; a sentence "It can't be
    regenerated" belongs to the destroy instruction before it (419.6b). ``choose one:
    A; or B`` is modal (use :func:`parse_modes`).

    :raises AbilityParseError: naming the text when a part of it is unknown.
    """
    norm = _normalise(text, name)
    parts: list[str] = []
    for piece in re.split(r"(?:, then |\. then |\. (?=[a-z]))", norm):
        if piece.startswith("destroy") and "can't be regenerated" in norm and "regenerated" not in piece:
            piece = piece + "; it can't be regenerated"
        if "can't be regenerated" in piece and not piece.startswith("destroy"):
            continue
        parts.append(piece.strip())
    return SpellText(text, tuple(_instruction(part, text) for part in parts if part))


def parse_modes(text: str, name: str = "") -> tuple[SpellText, ...]:
    """The modes of ``choose one: A; or B`` (rule 409.1b), or one mode for plain text.

    :raises AbilityParseError: naming the text when a mode is unknown.
    """
    norm = _normalise(text, name)
    match = re.fullmatch(r"choose one ?[:-]+ ?(.*)", norm)
    if not match:
        return (parse_spell_text(text, name),)
    modes = re.split(r"; or |; ", match.group(1))
    return tuple(parse_spell_text(mode, name) for mode in modes)


def _keyword(norm: str) -> Keyword | None:
    if norm in SIMPLE_KEYWORDS:
        return Keyword("unblockable" if norm == "can't be blocked" else norm)
    match = re.fullmatch(r"rampage (\d+)", norm)
    if match:
        return Keyword("rampage", int(match.group(1)))
    match = re.fullmatch(r"protection from (\w+)", norm)
    if match and match.group(1) in PROTECTION_QUALITIES:
        return Keyword("protection", match.group(1))
    match = re.fullmatch(r"(plains|island|swamp|mountain|forest)walk", norm)
    if match:
        return Keyword("landwalk", match.group(1).capitalize())
    match = re.fullmatch(r"snow-covered (plains|island|swamp|mountain|forest)walk", norm)
    if match:
        return Keyword("snow landwalk", match.group(1).capitalize())  # 502.6c
    match = re.fullmatch(rf"({'|'.join(COST_KEYWORDS)}) ((?:\{{[^}}]+\}})+)", norm)
    if match:
        return Keyword(match.group(1), parse_mana(match.group(2)))
    match = re.fullmatch(r"amplify (\d+)", norm)
    if match:
        return Keyword("amplify", int(match.group(1)))  # 502.27a
    match = re.fullmatch(r"fading (\d+)", norm)
    if match:
        return Keyword("fading", int(match.group(1)))  # 502.20a
    if norm == "snow-covered":
        return Keyword("snow-covered")  # 502.14a: a keyword other cards look for
    match = re.fullmatch(r"bands with other (\w[\w' -]*)", norm)
    if match:
        return Keyword("bands with other", match.group(1).title())  # 502.11
    return None


_STATIC_PT = re.compile(rf"(other \w+|creatures you control|(?:{'|'.join(COLORS)}) creatures|enchanted creature|equipped creature|all creatures|creatures) (?:get|gets) {_PT}")
_STATIC_GRANT = re.compile(r"(other \w+|creatures you control|enchanted creature|equipped creature|all creatures|creatures) (?:have|has) (.+)")


_PLURALS = {"elves": "Elf", "dwarves": "Dwarf", "wolves": "Wolf", "merfolk": "Merfolk", "soltari": "Soltari"}


def _affects(phrase: str) -> str:
    if phrase.startswith("other "):
        word = phrase.split(" ", 1)[1]
        subtype = _PLURALS.get(word) or (word[:-1] if word.endswith("s") else word).capitalize()
        return "other:" + subtype
    if phrase == "creatures you control":
        return "you control"
    if phrase in ("enchanted creature", "equipped creature"):
        return "enchanted"  # the permanent it is attached to (412.2)
    if phrase in ("all creatures", "creatures"):
        return "all"
    return "color:" + phrase.split(" ", 1)[0]


def parse_ability(text: str, name: str = "") -> Ability:
    """Parse one ability string; *name* is the card's name, read as ``this``.

    :raises AbilityParseError: naming the string when it is not known.
    """
    norm = _normalise(text, name)
    match = re.fullmatch(r"threshold ?[-:] ?(.+)", norm)
    if match:
        return _threshold(text, match.group(1))
    keyword = _keyword(norm)
    if keyword is not None:
        return keyword
    if norm in ("enchant creature",):
        return Enchant("creature")
    match = re.fullmatch(r"equip ((?:\{[^}]+\})+)", norm)
    if match:
        # 502.33a: "[cost]: Move this Equipment onto target creature you control. Play this
        # ability only any time you could play a sorcery."
        equip = Instruction("equip", target=Target("creature you control"))
        return Activated(text, parse_mana(match.group(1)), False, SpellText(norm, (equip,)), True)
    match = re.fullmatch(r"discard a card ?: ?(.+)", norm)
    if match:
        return Activated(text, "", False, parse_spell_text(match.group(1)), discard=1)
    match = re.fullmatch(rf"((?:\{{[^}}]+\}}, ?)*)sacrifice {_SELF} ?: ?(.+)", norm)
    if match:
        cost, effect = match.groups()
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        return Activated(text, mana, "{t}" in cost, parse_spell_text(effect), False, True)
    match = re.fullmatch(r"((?:\{[^}]+\}(?:, ?)?)+) ?: ?(.+)", norm)
    if match:
        cost, effect = match.groups()
        tap = "{t}" in cost
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        effect, sorcery = _sorcery_speed(effect)
        return Activated(text, mana, tap, parse_spell_text(effect), sorcery)
    match = _STATIC_PT.fullmatch(norm)
    if match:
        return Static(text, "pt", _affects(match.group(1)), int(match.group(2)), int(match.group(3)))
    match = _STATIC_GRANT.fullmatch(norm)
    if match:
        granted = _keyword(match.group(2))
        if granted is None:
            raise AbilityParseError(f"unknown ability: {text!r}")
        return Static(text, "grant", _affects(match.group(1)), keyword=granted)
    match = re.fullmatch(rf"if {_SELF} was kicked, {_SELF} comes into play with (a|one|two|three|\d+) \+1/\+1 "
                         r"counters?(?: on it)?(?: and with (.+))?", norm)
    if match:
        count = {"a": 1, "one": 1, "two": 2, "three": 3}.get(match.group(1)) or int(match.group(1))
        granted = _keyword(match.group(2)) if match.group(2) else None
        if match.group(2) and granted is None:
            raise AbilityParseError(f"unknown ability: {text!r}")
        return Static(text, "kicked", "self", count, count, keyword=granted)  # 502.21b
    if re.fullmatch(rf"as {_SELF} comes into play, you may choose a creature in play[.;,] {_SELF} comes into play "
                    r"as a copy of (?:that|it|the chosen) creature", norm):
        return Static(text, "clone", "self")  # 503.5: it comes into play as a copy
    if norm == "all creatures able to block enchanted creature do so":
        return Static(text, "lure", "enchanted")  # a block requirement (500.4)
    if norm == "all damage that would be dealt to you is dealt to enchanted creature instead":
        return Static(text, "redirect", "enchanted")  # a redirection effect (419.6c)
    if norm == "you control enchanted creature":
        return Static(text, "control", "enchanted")  # layer 2 (418.5a)
    if norm == "all creatures lose all abilities and are 1/1":
        return Static(text, "lose_all", "all", 1, 1)  # layer 5, and layer 6 for the 1/1 (418.5b)
    if re.fullmatch(r"each other enchantment that isn't a local enchantment is a creature with power and toughness "
                    r"each equal to its converted mana cost[;,.] it's still an enchantment", norm):
        return Static(text, "opalescence", "other enchantments")  # all in layer 4 (418.5b)
    if re.fullmatch(rf"{_SELF} comes into play tapped", norm):
        return Static(text, "enters_tapped")  # 419.1c: a replacement effect as it comes into play
    if "double that damage" in norm or norm == "double damage":
        return Static(text, "double_damage", "all")
    match = re.fullmatch(r"at (?:the beginning of the )?end of turn, (?:if (no creatures are in play), )?(.+)", norm)
    if match:
        return _untargeted(Triggered(text, "end_of_turn", "no creatures" if match.group(1) else "",
                                     parse_spell_text(match.group(2))))
    match = re.fullmatch(r"at the beginning of your upkeep, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "upkeep", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(rf"whenever {_SELF} attacks, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "attacks", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(r"whenever you have no cards in hand, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "empty_hand", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(rf"whenever a creature blocks {_SELF}, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "blocked_by", "", parse_spell_text(match.group(1))))
    if re.fullmatch(rf"whenever {_SELF} deals damage, you gain that much life", norm):
        # the amount is known only as it triggers: the trigger carries it (410.2)
        return Triggered(text, "deals_damage", "", SpellText(text, (Instruction("gain_life", who="you"),)))
    match = re.fullmatch(rf"whenever another creature comes into play, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "other_creature_enters", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(r"whenever a creature is put into a graveyard from play, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "creature_dies", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(rf"when(?:ever)? you cycle {_SELF}, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "cycled", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(rf"when(?:ever)? {_SELF} is turned face up, (.+)", norm)
    if match:
        return Triggered(text, "turned_face_up", "", parse_spell_text(match.group(1)))  # targets chosen as it triggers
    match = re.fullmatch(rf"when(?:ever)? {_SELF} comes into play, (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "comes_into_play", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(rf"when(?:ever)? {_SELF} (?:leaves play|is put into a graveyard from play), (.+)", norm)
    if match:
        return _untargeted(Triggered(text, "leaves_play", "", parse_spell_text(match.group(1))))
    raise AbilityParseError(f"unknown ability: {text!r}")


def _threshold(text: str, rest: str) -> Static:
    """``Threshold - this gets +N/+N`` or ``Threshold - flying`` (``this has flying``): a
    static ability of the permanent itself that counts only at threshold (502.23a)."""
    match = re.fullmatch(rf"{_SELF} gets {_PT}", rest)
    if match:
        return Static(text, "pt", "self", int(match.group(1)), int(match.group(2)), condition="threshold")
    granted = _keyword(re.sub(rf"^{_SELF} (?:has|gains) ", "", rest))
    if granted is None:
        raise AbilityParseError(f"unknown ability: {text!r}")
    return Static(text, "grant", "self", keyword=granted, condition="threshold")


_SORCERY_SPEED = re.compile(r"(.+?)[.;,] play this ability only any time you could play a sorcery")


def _sorcery_speed(effect: str) -> tuple[str, bool]:
    """The effect without a sorcery-speed restriction, and whether it had one (403.5)."""
    match = _SORCERY_SPEED.fullmatch(effect)
    return (match.group(1), True) if match else (effect, False)


def _untargeted(trigger: Triggered) -> Triggered:
    if trigger.effect.targets:
        raise AbilityParseError(f"unknown ability: {trigger.text!r} (a triggered ability with targets "
                                "is not supported)")
    return trigger


__all__ = ["COLORS", "COLOR_OF_SYMBOL", "SYMBOL_OF_COLOR", "AbilityParseError", "Activated", "Ability", "Enchant",
           "Instruction", "Keyword", "SpellText", "Static", "Target", "Triggered", "format_mana", "mana_symbols",
           "parse_ability", "parse_mana", "parse_modes", "parse_spell_text"]
