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
import functools
import re

from judge.effect_text import PT_RE as _PT
from judge.effect_text import SELF_RE as _SELF
from judge.effect_text import (
    Instruction, SpellText, Target, normalise, parse_modes, parse_spell_text,
)
from judge.creature_types import creature_type
from judge.group_text import Group
from judge.instructions import LAND_TYPES, subtype_of
from judge.trigger_text import Triggered, check_trigger, parse_trigger
from judge.activated_text import Activated, parse_activated
from judge.activated_text import affects_of as _affects
from judge.keyword_text import (
    COST_KEYWORDS, CREATURE_TYPE_PLURALS, PROTECTION_QUALITIES, SIMPLE_KEYWORDS, Keyword,
)
from judge.keyword_text import parse_keyword as _keyword
from judge.timing_text import SPELL_TIMING, read_timing
from judge.cost_text import read_additional_cost, read_x_mana
from judge.mana import (
    COLOR_OF_SYMBOL, COLORS, SYMBOL_OF_COLOR, AbilityParseError, format_mana, mana_symbols, parse_mana,
)


@dataclasses.dataclass(frozen=True, slots=True)
class Static:
    """A static ability that generates a continuous or replacement effect (rule 405)."""

    text: str
    """The ability as written."""
    kind: str
    """``pt`` (+N/+N), ``grant`` (has a keyword), ``double_damage`` (Furnace of Rath),
    ``enters_tapped`` (comes into play tapped), ``prevent_self`` (all damage, or with ``power`` 1
    all combat damage, that would be dealt ``to``, ``by`` or ``to and by`` it is prevented)."""
    affects: str = ""
    """``other:<Subtype>``, ``you control``, ``color:<color>``, ``enchanted``, ``all``."""
    power: int = 0
    """Power change."""
    toughness: int = 0
    """Toughness change."""
    keyword: Keyword | None = None
    """The keyword granted."""
    condition: str = ""
    """``threshold``: only with seven or more cards in its controller's graveyard (502.23a); ``x``: the
    counters of ``enters_with_counters`` are the X announced for its spell (409.1b), 0 otherwise;
    ``control:<kind>``, ``opponent:<kind>``, ``no opponent:<kind>``: only while its controller, an
    opponent, or no opponent controls a permanent of that card type or subtype (``nonbasic land``)."""
    cost: str = ""
    """``attack_tax``/``block_tax``: the mana paid for each attacking or blocking creature (308.2d, 309.2b)."""
    # attack_ban (Moat, Ensnaring Bridge): ``words`` names the creatures that can't attack (``without flying``,
    # ``power over hand``: power greater than the number of cards in its controller's hand); ``affects`` ``you``:
    # only its controller can't be attacked by them
    granted: Activated | None = None
    """``grant``: an activated ability the permanent it is attached to has (Viridian Longbow, Squirrel Nest)."""
    words: str = ""
    """``animate_lands``: the color and creature type the lands become (``green Elf``); ``timing``: the words of
    a restriction on when the spell may be played (``during combat``, :mod:`judge.timing_text`); ``enters_with_counters``:
    the kind of counter (``+1/+1``, ``+1/+0``, ``charge``); ``pt_each``:
    ``enchanted`` when the creature it is attached to gets the bonus, not itself (Blanchwood Armor)."""


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


#: One color word.
_COLOR_WORD = f"(?:{'|'.join(COLORS)})"
_STATIC_PT = re.compile(rf"(other \w+(?: creatures)?|all \w+(?: creatures)?|creatures you control|\w+ you control|(?:{'|'.join(COLORS)}) creatures|enchanted creature|equipped creature|all creatures|creatures) (?:get|gets) {_PT}")
_STATIC_GRANT = re.compile(rf"(other \w+(?: creatures)?|creatures you control|\w+ you control|(?:{'|'.join(COLORS)}) creatures|enchanted creature|equipped creature|all creatures|creatures|"
                           r"all \w+(?: creatures)?) "
                           r"(?:have |has |(?=can't |doesn't untap ))(.+)")


#: The wordings of a damage doubling that applies to every source.
_DOUBLE_DAMAGE = frozenset({"double damage",
                            "if a source would deal damage to a creature or player, it deals double that damage instead",
                            "if a source would deal damage to a creature or player, it deals double that damage to "
                            "that creature or player instead"})


def parse_ability(text: str, name: str = "") -> Ability:
    """Parse one ability string; *name* is the card's name, read as ``this``.

    :raises AbilityParseError: naming the string when it is not known.
    """
    norm = normalise(text, name)
    # Whispersilk Cloak: "equipped creature is unblockable" grants that blocking restriction (500.3)
    norm = re.sub(r"^(enchanted|equipped) creature is unblockable$", r"\1 creature has unblockable", norm)
    # Serra's Blessing, Akroma's Devoted, Serra's Embrace: a group or one creature attacking without tapping (308.2c)
    norm = re.sub(r"^attacking doesn't cause (enchanted creature|equipped creature) to tap$",
                  r"\1 has attacking doesn't cause it to tap", norm)
    norm = re.sub(r"^attacking doesn't cause (creatures you control|(?!this )[a-z]+s) to tap$",
                  lambda m: ("" if m.group(1) == "creatures you control" else "all ") + m.group(1)
                  + " have attacking doesn't cause it to tap", norm)
    norm = re.sub(rf"^attacking doesn't cause {_SELF} to tap$", "attacking doesn't cause it to tap", norm)
    # Frenetic Raptor: "Beasts can't block" is every creature of the type's, as "all Beasts" (500.3)
    norm = re.sub(r"^(?!(?:this|creatures|permanents|artifacts|lands|enchantments|players) )([a-z]+s) (?=can't block$)",
                  r"all \1 ", norm)
    norm = re.sub(r"^(creatures you control) can't be the targets of (white|blue|black|red|green) spells or of abilities from "
                  r"\2 sources$", r"\1 have can't be the target of \2 spells or abilities from \2 sources", norm)  # Spellbane
    norm = re.sub(r"^(enchanted creature|equipped creature) can block as though it had flying$", r"\1 has can block as though "
                  r"it had flying", norm)  # Whip Silk: an ability its creature has (500.3)
    norm = re.sub(r"^(creatures you control) can block as though they had flying$",  # Spidersilk Armor (500.3)
                  r"\1 have can block as though it had flying", norm)
    norm = re.sub(r"^walls can attack as though they weren't walls$", "all walls have can attack as though it weren't a wall",
                  norm)  # Rolling Stones: every Wall, 308.2a
    # Intruder Alarm, Wrath of Marit Lage: a group "don't untap during their controllers' untap steps" (302.2)
    norm = re.sub(r"^(creatures|(?:white|blue|black|red|green) creatures) don't untap during their controllers' untap steps$",
                  r"\1 have doesn't untap during its controller's untap step", norm)
    # Krosan Avenger, Nomad Stadium: a threshold ability's "play this ability only if seven or more cards are in your graveyard"
    # says again what "threshold" says (502.23a)
    norm = re.sub(r"^(threshold ?[-:] ?\{.+)[.;,] play this ability only if seven or more cards are in your graveyard$",
                  r"\1", norm)
    match = re.fullmatch(r"threshold ?[-:] ?(.+)", norm)
    activated = parse_activated(text, match.group(1)) if match and re.match(r"\{[^}]+\}", match.group(1)) else None
    if activated is not None:  # Barbarian Ring, Cabal Pit: an activated ability only at threshold (502.23a)
        return dataclasses.replace(activated, threshold=True)
    if match:
        return _threshold(text, match.group(1))
    keyword = _keyword(norm)
    if keyword is not None:
        return keyword
    match = re.fullmatch(r"enchant ((?:(?:white|blue|black|red|green) or )?(?:white|blue|black|red|green) )?creature", norm)
    if match:  # Mind Harness: "enchant red or green creature", what it may target and stay on (212.4c, 420.5d)
        return Enchant(f"{match.group(1) or ''}creature")
    activated = parse_activated(text, norm)
    if activated is not None:
        return activated
    match = re.fullmatch(rf"{_SELF} gets {_PT} as long as there are no cards in your graveyard", norm)
    if match:  # Gorilla Titan: checked at every moment (418.4a)
        return Static(text, "pt", "self", int(match.group(1)), int(match.group(2)), condition="empty graveyard")
    match = re.fullmatch(rf"{_SELF} (?:gets {_PT}|has (.+)) as long as it's (attacking|untapped)", norm)
    granted = _keyword(match.group(3)) if match and match.group(3) else None
    if match and (match.group(1) or granted is not None):  # Soltari Lancer, Giant Tortoise: checked at every moment (418.4a)
        return Static(text, "pt" if match.group(1) else "grant", "self", int(match.group(1) or 0),
                      int(match.group(2) or 0), keyword=granted, condition=match.group(4))
    match = re.fullmatch(rf"{_SELF} (?:gets {_PT}|has (.+)) as long as {_SELF} is equipped", norm)
    granted = _keyword(match.group(3)) if match and match.group(3) else None
    if match and match.group(1):  # Skyhunter Cub's parts: only while an Equipment is attached to it (418.4)
        return Static(text, "pt", "self", int(match.group(1)), int(match.group(2)), condition="equipped")
    if match and granted is not None:
        return Static(text, "grant", "self", keyword=granted, condition="equipped")
    match = re.fullmatch(rf"{_SELF} (?:gets {_PT}|has (.+)) as long as (you control|an opponent controls|no opponent "
                         r"controls) an? (nonbasic land|[a-z]+)", norm)
    granted = _keyword(match.group(3)) if match and match.group(3) else None
    if match and (match.group(1) or granted is not None):
        # Kird Ape, Skyshroud Elite, Vexing Beetle; Cloudreach Cavalry's flying: checked at every moment (418.4a)
        whose = {"you control": "control", "an opponent controls": "opponent"}.get(match.group(4), "no opponent")
        kind = match.group(5) if match.group(5) in ("nonbasic land", "artifact", "creature", "enchantment", "land") \
            else subtype_of(match.group(5))
        if granted is not None:
            return Static(text, "grant", "self", keyword=granted, condition=f"{whose}:{kind}")
        return Static(text, "pt", "self", int(match.group(1)), int(match.group(2)), condition=f"{whose}:{kind}")
    match = re.fullmatch(rf"({'|'.join(CREATURE_TYPE_PLURALS)}|squirrels) get {_PT}", norm)
    if match:  # Deranged Hermit: "Squirrels get +1/+1", every creature of the type (418.5a, layer 6)
        return Static(text, "pt", "all:" + _affects("other " + match.group(1))[6:], int(match.group(2)),
                      int(match.group(3)))
    match = re.fullmatch(rf"untapped creatures you control get {_PT}", norm)
    if match:  # Castle: each of its controller's creatures while untapped, checked at every moment (418.4a)
        return Static(text, "pt", "untapped you control", int(match.group(1)), int(match.group(2)))
    match = re.fullmatch(rf"other creatures you control get {_PT}", norm)
    if match:  # Blessed Orator: its controller's creatures but itself (418.5a, layer 6)
        return Static(text, "pt", "other you control", int(match.group(1)), int(match.group(2)))
    match = re.fullmatch(rf"(.+?) (?:get {_PT}|have (.+))", norm)
    group = Group.from_words(match.group(1)) if match else None
    granted = _keyword(match.group(4)) if match and group and match.group(4) else None
    if match and group and (match.group(2) or granted):  # "other black creatures get +1/+1", "nonblack creatures
        # get -1/-1", "blocking creatures have first strike": whatever fits at every moment (418.5a, layers 5 and 6)
        return Static(text, "pt" if match.group(2) else "grant", "group:" + group.words(), int(match.group(2) or 0),
                      int(match.group(3) or 0), keyword=granted)
    match = _STATIC_PT.fullmatch(norm)
    if match:
        return Static(text, "pt", _affects(match.group(1)), int(match.group(2)), int(match.group(3)))
    match = re.fullmatch(r"(enchanted creature|enchanted land|equipped creature|(?:all|other) [a-z]+s) ha(?:s|ve) ([\"'])(.+)\2", norm)
    if match:  # an activated ability in quotation marks, of the permanent it is attached to (layer 5, 418.5a), or of
        # every creature of a type (Clot Sliver, Crypt Sliver: "all Slivers have '{2}: regenerate this'")
        quoted = re.search(r"[\"'](.+)[\"']", text)
        inner = re.sub(r"\bthis (?:creature|land)\b", "this", quoted.group(1) if quoted else match.group(3), flags=re.I)
        ability = parse_activated(inner, normalise(inner))
        if ability is None:
            raise AbilityParseError(f"unknown ability: {text!r}")
        return Static(text, "grant", _affects(match.group(1)) if match.group(1).startswith(("all ", "other ")) else "enchanted",
                      granted=ability)
    match = _STATIC_GRANT.fullmatch(norm)
    granted = _keyword(match.group(2)) if match else None
    if match and granted is None and not match.group(2).startswith("can't"):
        raise AbilityParseError(f"unknown ability: {text!r}")
    if match and granted is not None:
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
    if re.fullmatch(rf"as {_SELF} comes into play, pay any amount of life", norm):
        return Static(text, "pay_life", "self")  # Phyrexian Processor: paid as it comes into play (410.10e)
    if re.fullmatch(rf"as {_SELF} comes into play, choose a creature type", norm):
        return Static(text, "choose_type", "self")  # a choice made as it comes into play (410.10e)
    match = re.fullmatch(r"(?:all )?creatures of the chosen type (?:get (?P<pt>[+-]\d+/[+-]\d+)|have (?P<kw>.+))", norm)
    if match and (match["pt"] or _keyword(match["kw"])):  # Engineered Plague, Cover of Darkness (418.5a)
        if match["pt"]:
            gets = [int(n) for n in match["pt"].split("/")]
            return Static(text, "pt", "all:chosen type", gets[0], gets[1])
        return Static(text, "grant", "all:chosen type", keyword=_keyword(match["kw"]))
    if re.fullmatch(rf"as {_SELF} comes into play, choose a colou?r", norm):
        return Static(text, "choose_color", "self")  # a choice made as it comes into play (503.6)
    if norm in ("all creatures able to block enchanted creature do so", "all creatures able to block equipped creature do so"):
        return Static(text, "lure", "enchanted")  # a block requirement (500.4)
    if re.fullmatch(rf"all creatures able to block {_SELF} do so", norm):
        return Static(text, "lure", "self")  # Taunting Elf: the same requirement, of itself (500.4)
    if norm in ("all damage that would be dealt to you is dealt to enchanted creature instead",
                "all damage that would be dealt to you is dealt to equipped creature instead"):  # Pariah's Shield
        return Static(text, "redirect", "enchanted")  # a redirection effect (419.6c)
    match = SPELL_TIMING.fullmatch(norm)
    if match and read_timing(match.group(1)) is not None:  # Fog Patch, Panic: when the spell may be played (408.1a)
        return Static(text, "timing", words=match.group(1))
    match = re.fullmatch(rf"play {_SELF} only on an? (creature an opponent controls|creature you control|land you control)", norm)
    if match:  # Betrayal: what the local enchantment spell may target, not what it may enchant (212.4d)
        return Static(text, "played_on", match.group(1))
    match = re.fullmatch(rf"as an additional cost to play {_SELF}, sacrifice an? ((?!enchantment$|permanent$)[a-z]+)", norm)
    if match:  # an additional cost (409.1f): a card type, or a creature or land type (Goblin Grenade: "a Goblin")
        kind = match.group(1)
        return Static(text, "sacrifice_cost", kind if kind in ("creature", "land", "artifact") else subtype_of(kind))
    if read_additional_cost(norm) is not None:  # discarding, life, several sacrificed, cards removed (409.1f)
        return Static(text, "additional_cost", words=norm)
    if read_x_mana(norm):  # Drain Life: X paid with mana of one color only (409.1b)
        return Static(text, "x_mana", words=str(read_x_mana(norm)))
    match = re.fullmatch(r"creatures can't attack you unless their controller pays ((?:\{[^}]+\})+) for each "
                         r"creature he or she controls that's attacking you", norm)
    if match:
        return Static(text, "attack_tax", "you", cost=parse_mana(match.group(1)))  # a cost to attack (308.2d)
    match = re.fullmatch(r"no more than one creature can (attack|block) each (?:combat|turn)", norm)
    if match:  # Silent Arbiter, Dueling Grounds: checked against the whole declaration (500.2, 500.3)
        return Static(text, "one_only", "all", words=match.group(1))
    match = re.fullmatch(r"creatures (without flying|with power greater than the number of cards in your hand) can't attack"
                         r"( you)?", norm)
    if match:  # Moat, Ensnaring Bridge: a restriction on every creature, checked as attackers are declared (500.2)
        return Static(text, "attack_ban", "you" if match.group(2) else "all",
                      words="without flying" if match.group(1) == "without flying" else "power over hand")
    match = re.fullmatch(r"creatures can't block unless their controller pays ((?:\{[^}]+\})+) for each "
                         r"blocking creature he or she controls", norm)
    if match:
        return Static(text, "block_tax", "all", cost=parse_mana(match.group(1)))  # a cost to block (309.2b)
    match = re.fullmatch(rf"if (you have (\w+) or less life|an opponent controls at least (\w+) more creatures than you|an "
                         rf"opponent has no cards in hand|there are (\w+) or more creature cards in all graveyards), "
                         rf"{_SELF} costs \{{(\d+)\}} less to play", norm)
    if match:  # the Avatars: a cost reduction of the card itself, checked as it is played (401.6, 409.1f)
        life, more, dead = (int(n) if n and n.isdigit() else _NUMBERS.get(n or "", 0) for n in match.group(2, 3, 4))
        condition = f"life:{life}" if match.group(2) else f"creatures:{more}" if match.group(3) else \
            f"graveyards:{dead}" if match.group(4) else "empty hand"
        return Static(text, "self_cost_less", "self", power=int(match.group(5)), condition=condition)
    match = re.fullmatch(rf"({_COLOR_WORD}) spells and ({_COLOR_WORD}) spells you play cost \{{(\d+)\}} less to play", norm)
    if match:  # Sunscape Familiar: a spell of either color, reduced once (409.1f)
        return Static(text, "cost_less", f"color:{match.group(1)}|{match.group(2)}", power=int(match.group(3)))
    match = re.fullmatch(rf"(?:((?:{_COLOR_WORD}|artifact|enchantment|creature)(?: and (?:{_COLOR_WORD}|artifact|enchantment|"
                         rf"creature))?) )?spells (your opponents play )?cost \{{(\d+)\}} more to play", norm)
    if match:  # Sphere of Resistance, Chill, Aura of Silence: a cost increase, before any reduction (409.1f)
        return Static(text, "cost_more", "kinds:" + (match.group(1) or "").replace(" and ", "|"), power=int(match.group(3)),
                      condition="opponents" if match.group(2) else "")
    match = re.fullmatch(r"(\w+) spells you play cost \{(\d+)\} less to play", norm)
    if match:  # the Warchiefs, the Medallions: a cost reduction of the generic part (409.1f)
        word = match.group(1)
        return Static(text, "cost_less", "color:" + word if word in COLORS else _affects("other " + word + "s")[6:],
                      power=int(match.group(2)))
    if re.fullmatch(r"you control enchanted (?:artifact creature|creature|permanent|artifact|land)", norm):
        return Static(text, "control", "enchanted")  # layer 2 (418.5a): Control Magic, Confiscate, Domineer
    if re.fullmatch(rf"{_SELF} is every creature type", norm):  # Mistform Ultimus: layer 4 (418.5a), all of 212.1e
        return Static(text, "add_types", "self", words="*")
    match = re.fullmatch(r"each creature with an? ([a-z]+) counter on it is an? ([a-z-]+) in addition to its other "
                         r"creature types", norm)
    if match:  # Aurification: layer 4 (418.5a), for as long as the counter is on it
        return Static(text, "add_types", f"counters:{match.group(1)}", words=creature_type(match.group(2)))
    match = re.fullmatch(r"all (creatures|nonland permanents|permanents) are (the chosen colou?r|white|blue|black|red|green)", norm)
    if match:  # Darkest Hour, Shifting Sky (its own choice): a color-changing effect in layer 5 (418.5a)
        return Static(text, "set_color", match.group(1), words="" if match.group(2).startswith("the ") else match.group(2))
    match = re.fullmatch(r"if (a player|a spell or ability) would (?:cause its controller to )?gain life, that player "
                         r"(gains no life|loses that much life) instead", norm)
    if match:  # Sulfuric Vortex, Rain of Gore: a replacement effect on a gain of life (419.1a)
        return Static(text, "gain_replace", match.group(1)[2:], words=match.group(2).split(" ")[0])
    if norm == "all creatures lose all abilities and are 1/1":
        return Static(text, "lose_all", "all", 1, 1)  # layer 5, and layer 6 for the 1/1 (418.5b)
    if re.fullmatch(r"each other enchantment that isn't a local enchantment is a creature with power and toughness "
                    r"each equal to its converted mana cost[;,.] it's still an enchantment", norm):
        return Static(text, "opalescence", "other enchantments")  # all in layer 4 (418.5b)
    if norm == ("each noncreature artifact is an artifact creature with power and toughness each equal to its converted "
                "mana cost"):
        return Static(text, "opalescence", "noncreature artifacts")  # March of the Machines: the same, of artifacts
    match = re.fullmatch(rf"(?:{_SELF}'s|its) power and toughness are each equal to the number of (.+)", norm)
    if match and all(_COUNTED.fullmatch(part) for part in match.group(1).split(" plus the number of ")):
        return Static(text, "count_pt", match.group(1))  # a characteristic-setting ability (418.5a, layer 6)
    match = re.fullmatch(rf"(?:{_SELF}'s|its) power is equal to the number of (.+) and its toughness is equal to "
                         r"that number plus (\d+)", norm)
    if match and _COUNTED.fullmatch(match.group(1)):  # Lhurgoyf: the same, toughness one more (418.5a)
        return Static(text, "count_pt", match.group(1), 0, int(match.group(2)))
    match = re.fullmatch(rf"{_SELF} gets {_PT} for each (.+)", norm)
    if match and re.fullmatch(_COUNTED_PERMANENTS, match.group(3)):  # counted at every moment (418.4a)
        return Static(text, "pt_each", match.group(3), int(match.group(1)), int(match.group(2)))
    match = re.fullmatch(rf"each creature gets {_PT} for each (other creature in play that shares a creature type with "
                         r"it)", norm)
    if match:  # Coat of Arms: each creature counts its own (418.4a, layer 6)
        return Static(text, "pt_each", match.group(3).replace("creature", "creatures", 1).replace("shares", "share"),
                      int(match.group(1)), int(match.group(2)), words="each")
    match = re.fullmatch(rf"(?:enchanted|equipped) creature gets {_PT} for each (.+)", norm)
    counter = re.fullmatch(rf"([a-z+/0-9-]+) counter on {_SELF}", match.group(3)) if match else None
    if match and (counter or re.fullmatch(_COUNTED_PERMANENTS, match.group(3)) or match.group(3) == "card in your hand"):
        # Blanchwood Armor: the same, of the creature; Banshee's Blade: the counters on the source
        return Static(text, "pt_each", f"{counter.group(1)} counter on this" if counter else match.group(3),
                      int(match.group(1)), int(match.group(2)), words="enchanted")
    if match and match.group(3) == "other creature in play that shares a creature type with it":  # Alpha Status
        return Static(text, "pt_each", "other creatures in play that share a creature type with it", int(match.group(1)),
                      int(match.group(2)), words="enchanted")  # "it": the enchanted creature, counted at every moment
    match = re.fullmatch(rf"{_SELF} comes into play with (a|an|one|two|three|four|five|six|seven|x|\d+) "
                         r"(\+1/\+1|\+1/\+0|charge|mining|fade|time) counters? on it", norm)
    if match:  # a replacement effect on the comes-into-play event (410.10e, 419.1b); X as announced (409.1b)
        count = 0 if match.group(1) == "x" else _NUMBERS.get(match.group(1)) or int(match.group(1))
        return Static(text, "enters_with_counters", "self", count, count, condition="x" * (match.group(1) == "x"),
                      words=match.group(2))
    if norm == "you can't lose the game and your opponents can't win the game":
        return Static(text, "cant_lose", "you")  # Platinum Angel: "can't" wins over 420.5 (103.2)
    if norm == "if you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead":
        return Static(text, "worship", "you")  # a replacement effect (419.1a)
    match = re.fullmatch(rf"as long as {_SELF} is in your graveyard and you control an? (plains|island|swamp|mountain|"
                         r"forest), creatures you control have (.+)", norm)
    if match and _keyword(match.group(2)) is not None:  # Wonder, Anger: it works from the graveyard (402.8)
        return Static(text, "graveyard_grant", match.group(1).capitalize(), keyword=_keyword(match.group(2)))
    match = _ARMOR.fullmatch(norm)
    if match:  # Urza's Armor, Sphere of Law, Daunting Defender: a prevention effect for each event (419.1, 419.7)
        color, whom, subtype, amount = match.groups()
        affects = "you" if whom == "you" else "you control:" + (subtype.capitalize() if subtype else "")
        return Static(text, "armor", affects, power=int(amount), words=color or "")
    match = _ANIMATE_LANDS.fullmatch(norm)
    if match:  # Living Lands, Natural Emergence: a type-changing effect, all of it in layer 4 (418.5b)
        kind, whose, power, toughness, words, extra = match.groups()
        gained = _keyword(extra) if extra else None
        subtype = "" if kind == "lands" else {"plains": "Plains"}.get(kind, kind[:-1].capitalize())
        return Static(text, "animate_lands", f"{'you control' if whose else 'all'}:{subtype}", int(power),
                      int(toughness), keyword=gained, words=_creature_words(words or ""))
    if re.fullmatch(rf"if damage would be dealt to {_SELF}, prevent that damage[.;,] remove a \+1/\+1 counter from "
                    rf"{_SELF}", norm):  # Phantom Centaur: a prevention effect that costs it a counter (419.7a)
        return Static(text, "phantom", "self")
    if re.fullmatch(rf"prevent all damage that would be dealt to {_SELF} by creatures it's blocking", norm):
        return Static(text, "prevent_self", "to", words="blocking")  # Wall of Shadows (419.1, 419.7a)
    if re.fullmatch(rf"{_SELF} can't be the target of spells or abilities that can target only walls", norm):
        return Static(text, "not_wall_target", "self")  # Wall of Shadows: "target Wall" can't choose it (103.2, 415.5)
    match = re.fullmatch(rf"prevent all (combat )?damage that would be dealt (to and dealt by|to|by) ({_SELF}|enchanted "
                         r"creature)", norm)
    if match:  # Cho-Manno, Fog Bank; Sandskin: the creature it enchants (419.1, 419.7a), while it is in play
        return Static(text, "prevent_self" if match.group(3) != "enchanted creature" else "prevent_enchanted",
                      match.group(2).replace(" dealt", ""), power=1 if match.group(1) else 0)
    match = re.fullmatch(r"(players |you |)skip (?:their|your) (upkeep|draw) steps?", norm)
    if match:  # Eon Hub; Necropotence's "skip your draw step": a replacement effect on the step (300.9, 419.6e)
        return Static(text, "skip_step", "all" if match.group(1) == "players " else "you", words=match.group(2))
    if re.fullmatch(rf"{_SELF} comes into play tapped", norm):
        return Static(text, "enters_tapped")  # 419.1c: a replacement effect as it comes into play
    if norm == ("if damage would be dealt to a player, that player removes that many cards from the top of his or her "
                "library from the game instead"):  # Crumbling Sanctuary: a replacement effect (419.1a)
        return Static(text, "sanctuary", "all")
    match = re.fullmatch(r"activated abilities of (artifacts|creatures|artifacts and creatures) can't be played"
                         r"( unless they're mana abilities)?", norm)
    if match:  # Null Rod, Cursed Totem, Damping Matrix: a "can't" on playing them (103.2), mana abilities too unless said
        return Static(text, "no_activation", "all", words=match.group(1).replace("s and ", " ").removesuffix("s"),
                      condition="nonmana" if match.group(2) else "")
    if norm in _DOUBLE_DAMAGE:  # Furnace of Rath: every source's damage (419.1, 419.6)
        return Static(text, "double_damage", "all")
    if re.fullmatch(rf"(?:all )?damage (?:that )?{_SELF} would deal can't be prevented", norm):
        return Static(text, "unpreventable", "self")  # Excruciator: "can't" beats prevention, protection's too (103.2)
    if re.fullmatch(r"if a creature you control would deal damage to a creature or player, it deals double that damage"
                    r"(?: to that creature or player)? instead", norm):  # Gratuitous Violence: its controller's creatures
        return Static(text, "double_damage", "you control:creature")
    if "double that damage" in norm:  # of some sources only (Gratuitous Violence): not run
        raise AbilityParseError(f"unknown ability: {text!r} (damage doubled for some sources only)")
    trigger = parse_trigger(text, name)
    if trigger is not None:
        return check_trigger(trigger)
    if norm == ("whenever a player taps a land for mana, that player adds one mana to his or her mana pool of any "
                "type that land produced"):  # a triggered mana ability (411.3)
        return Triggered(text, "land_mana", "", SpellText(norm, (Instruction("add_mana_same", who="that player"),)))
    match = re.fullmatch(r"whenever (enchanted land|an? (?:plains|island|swamp|mountain|forest)) is tapped for mana, its "
                         r"controller adds (\{[wubrg]\}|one mana of any color) to his or her mana pool", norm)
    if match:  # Wild Growth, Fertile Ground: a triggered mana ability of the land the Aura enchants (411.3); Gauntlet
        # of Might, Vernal Bloom: of every land of the type
        mana = match.group(2)[1].upper() if match.group(2).startswith("{") else ""
        return Triggered(text, "land_mana", "", SpellText(norm, (Instruction(
            "add_mana_extra", who="its controller", mana=mana, words="" if mana else "any color"),)),
            qualifier="enchanted" if match.group(1) == "enchanted land" else "type:" + match.group(1).split()[1].title())
    match = re.fullmatch(r"whenever a player taps a land for mana, (.+)", norm)
    if match:  # not a mana ability: it uses the stack (406.5)
        return _untargeted(Triggered(text, "land_mana", "", parse_spell_text(match.group(1))))
    match = re.fullmatch(rf"when(?:ever)? ({_SELF}|enchanted creature|a permanent) is turned face up, (.+)", norm)
    if match:  # targets chosen as it triggers; Fatal Mutation's "it": the creature turned face up (410.2)
        said, effect = match.group(1), match.groups()[-1]
        subject = "enchanted" if said == "enchanted creature" else "any" if said == "a permanent" else "this"
        effect = re.sub(r"^destroy it(?=[.;,] it can't be regenerated$)", "destroy that creature", effect)
        return Triggered(text, "turned_face_up", "", parse_spell_text(effect), subject=subject)
    match = re.fullmatch(rf"imprint ?[-:] ?when {_SELF} comes into play, you may remove target nontoken creature "
                         r"from the game", norm)
    if match:  # 502.34a: the removed card is imprinted on this permanent
        effect = SpellText(text, (Instruction("imprint", target=Target("nontoken creature"), optional=True),))
        return Triggered(text, "comes_into_play", "", effect)
    match = re.fullmatch(rf"imprint ?[-:] ?when {_SELF} comes into play, you may remove an? (instant|sorcery) card with "
                         r"converted mana cost (\d+) or less in your hand from the game", norm)
    if match:  # Isochron Scepter (502.34a): a card of the player's hand, not a target
        effect = SpellText(text, (Instruction("imprint_hand", who="you", amount=int(match.group(2)),
                                              words=match.group(1), optional=True),))
        return Triggered(text, "comes_into_play", "", effect)
    if re.fullmatch(rf"as long as the imprinted card is a creature card, {_SELF} has that card's power, toughness "
                    r"and creature types[.;,] it's still a shapeshifter", norm):
        return Static(text, "imprinted_body", "self")  # 502.34b
    raise AbilityParseError(f"unknown ability: {text!r}")


#: Counts in words.
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10}


#: "if a [red] source would deal damage to you (to a [Cleric] creature you control), prevent N of that damage".
_ARMOR = re.compile(rf"if an? (?:({'|'.join(COLORS)}) )?source would deal damage to (you|an? (?:([a-z]+) )?creature you "
                    r"control), prevent (\d+) of that damage(?: instead)?")


#: "all Forests are 1/1 creatures that are still lands", "Forests you control are 1/1 green Elf creatures that
#: are still lands", "lands you control are 2/2 creatures with first strike; they're still lands".
_ANIMATE_LANDS = re.compile(r"(?:all )?(lands|plains|islands|swamps|mountains|forests)( you control)? are (\d+)/(\d+) "
                            r"((?:(?:white|blue|black|red|green) )?(?:[a-z]+ )?)?creatures(?: with (first strike|flying|"
                            r"trample|haste))?(?: that are still lands|[.;,] they're still lands)")


def _creature_words(words: str) -> str:
    """``green elf`` as the color and the creature type as printed: ``green Elf``."""
    return " ".join(w if w in COLORS else w.capitalize() for w in words.split())


_COMPOUND = re.compile(rf"(other \w+(?: creatures)?|all \w+(?: creatures)?|creatures you control|enchanted creature|equipped creature) "
                       r"(gets?) ([+-]\d+/[+-]\d+) and (has|have|can't|can) (.+)")


def split_compound(text: str, name: str = "") -> list[str]:
    """*text* as the abilities it joins: "Other Goblins get +1/+1 and have mountainwalk" is a
    power/toughness static ability and a keyword-granting one (418.5, layers 6 and 5); "modular
    N" is "this comes into play with N +1/+1 counters on it" and its look-back trigger; anything
    else is one ability.

    >>> split_compound("Enchanted creature gets +2/+0 and has trample")
    ['enchanted creature gets +2/+0', 'enchanted creature has trample']
    """
    norm = normalise(text, name)
    match = re.fullmatch(r"modular (\d+)(?: \(.*\))?", norm)
    if match:  # the two abilities its reminder text names (Darksteel, after these rules)
        count = int(match.group(1))
        return [f"this comes into play with {count} +1/+1 counter{'s' * (count != 1)} on it",
                "when this is put into a graveyard from play, you may put its +1/+1 counters on target artifact creature"]
    match = re.fullmatch(rf"as long as ({_SELF} is equipped|you control an? [a-z]+), (?:it|this) gets {_PT} and "
                         r"(?:has )?(.+)", norm)
    if match:  # Skyhunter Cub, Cloudreach Cavalry: a P/T ability and a granting one, each while it holds (418.5)
        condition, power, toughness, rest = match.groups()
        condition = "this is equipped" if condition.endswith("is equipped") else condition
        return [f"this gets {power}/{toughness} as long as {condition}", f"this has {rest} as long as {condition}"]
    match = re.fullmatch(rf"as {_SELF} comes into play, choose a colou?r[;.] {_SELF} has (protection from the chosen "
                         r"colou?r)", norm)
    if match:  # Voice of All: the choice as it comes into play (503.8), then the keyword it names
        return ["as this comes into play, choose a color", match.group(1).replace("colour", "color")]
    match = _COMPOUND.fullmatch(norm)
    if match:
        subject, get, pt, has, rest = match.groups()
        return [f"{subject} {get} {pt}", *split_compound(f"{subject} {has} {rest}")]
    match = _STATIC_GRANT.fullmatch(norm)
    keywords = re.split(r",? and |, ", match.group(2)) if match else []
    if len(keywords) > 1 and all(_keyword(k) for k in keywords):
        # "enchanted creature has flying and first strike": one granting ability per keyword
        return [norm[:match.start(2)] + k for k in keywords]  # type: ignore[union-attr]
    return [text]


#: What a counted power or toughness may count: permanents of a type or subtype that "you
#: control" or that are "in play" (the other ones with "other").
_COUNTED_PERMANENTS = r"(?:other )?(?:non-[a-z]+ )?[a-z]+ (?:you control|in play)"  # Keldon Warlord: "non-Wall creatures"
_COUNTED = re.compile(rf"{_COUNTED_PERMANENTS}|(?:[a-z]+ )?cards in all graveyards|cards in all players' hands")


def _threshold(text: str, rest: str) -> Static:
    """``Threshold - this gets +N/+N`` or ``Threshold - flying`` (``this has flying``): a
    static ability of the permanent itself that counts only at threshold (502.23a); the words
    "as long as seven or more cards are in your graveyard" say the same (502.23a)."""
    rest = re.sub(r"[,;]? as long as seven or more cards are in your graveyard$", "", rest)
    match = re.fullmatch(rf"{_SELF} gets {_PT}", rest)
    if match:
        return Static(text, "pt", "self", int(match.group(1)), int(match.group(2)), condition="threshold")
    if re.fullmatch(rf"all creatures able to block {_SELF} do so", rest):
        return Static(text, "lure", "self", condition="threshold")  # a block requirement (500.4)
    if rest == "all creatures able to block enchanted creature do so":  # Seton's Desire: the Aura's controller's graveyard
        return Static(text, "lure", "enchanted", condition="threshold")
    match = re.fullmatch(rf"enchanted creature gets {_PT}", rest)
    if match:  # Kamahl's Desire: the same, of the creature it enchants
        return Static(text, "pt", "enchanted", int(match.group(1)), int(match.group(2)), condition="threshold")
    granted = _keyword(re.sub(rf"^{_SELF} (?:has|gains) ", "", rest))
    if granted is None:
        raise AbilityParseError(f"unknown ability: {text!r}")
    return Static(text, "grant", "self", keyword=granted, condition="threshold")


def _untargeted(trigger: Triggered) -> Triggered:
    if trigger.effect.targets:
        raise AbilityParseError(f"unknown ability: {trigger.text!r} (a triggered ability with targets "
                                "is not supported)")
    return trigger


@functools.cache
def land_mana(land_type: str) -> Activated:
    """The mana ability a basic land type gives (212.6d): ``{T}: add {U}`` for an Island."""
    ability = parse_ability("{T}: add {" + "WUBRG"[LAND_TYPES.index(land_type)] + "}")
    assert isinstance(ability, Activated)
    return ability


def keyword_of(text: str) -> Keyword | None:
    """The keyword *text* reads as, or None for another kind of ability."""
    ability = parse_ability(text)
    return ability if isinstance(ability, Keyword) else None


def reword(text: str, old: str, new: str, name: str = "") -> str:
    """*text* with every instance of the word *old* replaced by *new*, as a text-changing
    effect does (418.6a): whole words, and a land type in its landwalk ("swampwalk"), each
    capitalised as it was found; the proper noun *name* is never changed.

    >>> reword("Swampwalk; other Zombie get +1/+1", "swamp", "island", "Zombie Master")
    'Islandwalk; other Zombie get +1/+1'
    """
    pattern = re.compile(rf"(?<![A-Za-z]){re.escape(old)}(?=walk\b|\b)", re.IGNORECASE)

    def swap(found: re.Match[str]) -> str:
        return new[:1].upper() + new[1:] if found.group(0)[:1].isupper() else new.lower()

    parts = re.split(re.escape(name), text, flags=re.IGNORECASE) if name else [text]
    names = re.findall(re.escape(name), text, flags=re.IGNORECASE) if name else []
    out = pattern.sub(swap, parts[0])
    for proper, part in zip(names, parts[1:]):
        out += proper + pattern.sub(swap, part)
    return out


def reword_ability(ability: Ability, old: str, new: str, name: str = "") -> Ability:
    """*ability* as a text-changing effect leaves it (418.6a): read again from its reworded
    text; unchanged if the word isn't in it or the new text isn't in the ability language."""
    text = ability.text if not isinstance(ability, Enchant) else ""
    changed = reword(text, old, new, name)
    if changed == text:
        return ability
    try:
        return parse_ability(changed, name)
    except AbilityParseError:
        return ability


__all__ = ["COLORS", "COLOR_OF_SYMBOL", "COST_KEYWORDS", "CREATURE_TYPE_PLURALS", "LAND_TYPES", "PROTECTION_QUALITIES",
           "SIMPLE_KEYWORDS", "SYMBOL_OF_COLOR", "AbilityParseError", "Activated", "Ability", "Enchant",
           "Instruction", "Keyword", "SpellText", "Static", "Target", "Triggered", "format_mana", "keyword_of",
           "land_mana", "mana_symbols", "parse_ability", "parse_mana", "parse_modes", "parse_spell_text", "reword",
           "reword_ability", "split_compound"]
