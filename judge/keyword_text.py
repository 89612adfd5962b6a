"""Keyword abilities of rule 502 and the combat restrictions of rule 500 in words.

A keyword is read from normalised text (the card's name already ``this``): ``flying``,
``rampage 2``, ``protection from black``, ``islandwalk``, ``kicker {2}{G}``, ``can't be
blocked by Walls``. ``judge/abilities.py`` reads every other kind of ability and asks this
module first.

>>> parse_keyword("rampage 2")
Keyword(name='rampage', arg=2)
>>> parse_keyword("protection from black").text
'protection from black'
"""

from __future__ import annotations

import dataclasses
import re

from judge.activated_text import affects_of as _affects
from judge.effect_text import SELF_RE as _SELF
from judge.instructions import LAND_TYPES
from judge.mana import COLORS, format_mana, parse_mana

#: An alternative cost (402.4, 409.1b): "you may pay {W}{U}{B}{R}{G} (pay 4 life, sacrifice two Mountains,
#: return an Island you control to its owner's hand) rather than pay this spell's mana cost".
ALTERNATIVE = "alternative cost"
_KINDS = r"(?:plains|islands?|swamps?|mountains?|forests?|creatures?|lands?|artifacts?)"
_COLOR = r"(?:white|blue|black|red|green)"
_ALTERNATIVE = re.compile(rf"(?:if you control an? (plains|island|swamp|mountain|forest), )?you may (pay (?:\{{[^}}]+\}})+|"
                          rf"pay \d+ life|sacrifice (?:an?|two|three) {_KINDS}|return (?:an?|two|three) {_KINDS} you control "
                          rf"to (?:its|their) owner's hand|discard an? (?:plains|island|swamp|mountain|forest|{_COLOR}) card|"
                          rf"(?:pay \d+ life and )?remove an? {_COLOR} card in your hand from the game) rather than pay "
                          r"this(?: spell)?'s mana cost")
#: A restriction on blocking by the attacker's power: "this can't block creatures with power 2 or greater".
_CANT_BLOCK_POWER = "can't block creatures with power"
#: A restriction on being targeted by a color: "this can't be the target of red spells or abilities from red sources".
_CANT_TARGET_COLOR = "can't be the target of a color"
#: A restriction with a land type: "this can't attack unless defending player controls an Island".
_UNLESS_LAND = "can't attack unless defending player controls"
#: Keywords without an argument, including the restrictions the spec names.
SIMPLE_KEYWORDS = (
    "flying", "first strike", "double strike", "trample", "haste", "banding",
    "shadow", "horsemanship", "fear", "flanking", "phasing", "echo", "storm", "provoke",
    "affinity for artifacts",
    "can't block", "can't attack", "can't attack or block", "can block as though it had flying",
    "attacking doesn't cause it to tap", "unblockable", "can't be countered", "can't be blocked by more than one creature",
    "can't be blocked except by two or more creatures",  # Two-Headed Dragon; a player's "menace" (500.1, 500.3)
    "can't be blocked except by three or more creatures",  # Gorilla Berserkers, Phyrexian Colossus (500.1, 500.3)
    "can't be blocked", "can't be the target of spells or abilities", "indestructible",
    "can't be the target of spells or abilities your opponents control",  # Troll Ascetic (103.2, 415.1)
    "may not untap",  # Rubinia Soulsinger: "you may choose not to untap this during your untap step" (302.2)
    "you can't be the target of spells or abilities",  # True Believer: its controller (103.2, 415.1)
    "you may play this any time you could play an instant",
    "attacks each turn if able",  # a requirement (500.1, 500.2)
    "can attack as though it weren't a wall",  # Rolling Stones: granted to Walls (308.2a)
    "can block only creatures with flying",  # Belbe's Percher, Ascending Aven: a blocking restriction (500.3)
    "can block any number of creatures",  # Wall of Glare: one blocker, several attackers (309.2a, 103.1, 310.2d)
    "can block an additional creature",  # Two-Headed Dragon: two attackers at most (309.2a, 103.1, 310.2d)
    "you may have this deal its combat damage to defending player as though it weren't blocked",
)
#: Keywords whose argument is a mana cost (502.13, 502.16, 502.18, 502.21, 502.22, 502.24,
#: 502.26, 502.32): ``kicker {2}{G}``.
COST_KEYWORDS = ("cumulative upkeep", "buyback", "cycling", "kicker", "flashback", "madness", "morph", "entwine",
                 "plainscycling", "islandcycling", "swampcycling", "mountaincycling", "forestcycling")
#: Creature types protection may name ("protection from Goblins"), as plurals.
CREATURE_TYPE_PLURALS = ("goblins", "clerics", "beasts", "elves", "zombies", "wizards", "soldiers", "slivers", "dragons",
                          "merfolk", "walls", "birds")
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

    def of_choice(self, color: str) -> Keyword:
        """This keyword granted by a permanent that chose *color* as it came into play: its
        "protection from the chosen color" is from that color (Ward Sliver, 503.8)."""
        return dataclasses.replace(self, arg=color) if self.arg == "the chosen color" else self

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
        if self.name == "morph" and str(self.arg).startswith("return:"):
            return f"morph - return a {str(self.arg)[7:]} you control to its owner's hand"
        if self.name == "flashback" and "; " in str(self.arg):  # mana and more: "flashback - {1}{U}, pay 3 life"
            mana, _, rest = str(self.arg).partition("; ")
            rest = re.sub(r"\b(plains|island|swamp|mountain|forest)\b", lambda m: m.group(0).capitalize(), rest)
            return f"flashback - {format_mana(mana) + ', ' if mana else ''}{rest}"
        if self.name in COST_KEYWORDS:
            return f"{self.name} {format_mana(str(self.arg))}"
        if self.name == _UNLESS_LAND:
            return f"{self.name} {'an' if str(self.arg)[0] in 'AEIOU' else 'a'} {self.arg}"
        if self.name == "snow shy":
            return ("creatures with power 2 or greater can't block this as long as defending player controls a "
                    "snow-covered land")
        if self.name == "doesn't untap":
            return "doesn't untap during its controller's untap step"
        if self.name == "may not untap":
            return "you may choose not to untap this during your untap step"
        if self.name == "amplify":
            return f"amplify {self.arg}"
        if self.name == "can't be blocked except by":
            return "can't be blocked except by " + {"flying": "creatures with flying", "Wall": "Walls"}.get(
                str(self.arg), "Walls and/or creatures with flying")
        if self.name == _CANT_TARGET_COLOR:
            return f"can't be the target of {self.arg} spells or abilities from {self.arg} sources"
        if self.name == _CANT_BLOCK_POWER:
            return f"{self.name} " + (f"{self.arg} or greater" if self.arg != "its own" else "greater than its own power")
        if self.name == ALTERNATIVE:
            words = re.sub(r"\{[^}]+\}|\b(?:plains|islands?|swamps?|mountains?|forests?)\b",
                           lambda m: m.group(0).upper() if m.group(0)[0] == "{" else m.group(0).capitalize(), str(self.arg))
            land, _, words = words.rpartition(": ")
            return (f"if you control a{'n' * (land[:1] in 'AEIOU')} {land}, " if land else "") + (
                f"you may {words} rather than pay this spell's mana cost")
        if self.name == "affinity for":
            return f"affinity for {self.arg if self.arg == 'Plains' else f'{self.arg}s'}"
        if self.name == "can't be blocked by":
            return f"can't be blocked by {'Walls' if self.arg == 'Wall' else f'{self.arg} creatures'}"
        return self.name


def parse_keyword(norm: str) -> Keyword | None:
    """The keyword or restriction the normalised text *norm* is, or None for another kind of ability."""
    if norm == ("creatures with power 2 or greater can't block this as long as defending player controls a "
                "snow-covered land"):
        return Keyword("snow shy")  # a blocking restriction (500.3) that looks for snow-covered lands (502.14a)
    if re.fullmatch(rf"you may choose not to untap {_SELF} during your untap step", norm):
        return Keyword("may not untap")  # Rubinia Soulsinger: its controller determines it (302.2)
    if re.fullmatch(rf"(?:{_SELF} )?doesn't untap during (?:your|its controller's) untap step", norm):
        return Keyword("doesn't untap")  # an effect that keeps it from untapping (302.2)
    # "this can't block", "Nimble Mongoose can't be the target of spells or abilities": a restriction
    # of the card itself, said of it (500.1)
    norm = re.sub(rf"^{_SELF} (?=can't|is unblockable$|is indestructible$|attacks each turn if able$|can block (?:any number of creatures|an additional creature|as though it had flying|only creatures with flying)$)", "", norm).removeprefix("is ")
    match = re.fullmatch(r"can't be blocked except by (creatures with flying|walls|walls and/or creatures with flying)", norm)
    if match:  # Treetop Scout, Invisibility, Elven Riders: a restriction on blocking it (500.1, 500.3)
        return Keyword("can't be blocked except by", {"creatures with flying": "flying", "walls": "Wall"}.get(
            match.group(1), "Wall|flying"))
    match = re.fullmatch(r"can't be blocked by (walls|artifact creatures|(?:white|blue|black|red|green) creatures)", norm)
    if match:  # Juggernaut: a restriction on blocking it (500.1, 500.3)
        return Keyword("can't be blocked by", match.group(1).removesuffix(" creatures").replace("walls", "Wall"))
    match = re.fullmatch(r"can't attack unless defending player controls an? (plains|island|swamp|mountain|forest)", norm)
    if match:  # Sea Monster: a restriction on attacking, checked as attackers are declared (500.1, 500.2)
        return Keyword(_UNLESS_LAND, match.group(1).capitalize())
    if norm in ("can't attack or block unless another creature also does", "can't attack or block alone"):
        return Keyword("can't attack or block alone")  # a restriction on the whole attack or block (500.2)
    if norm == "can't be countered by spells or abilities":  # Last Word: the same restriction in other words (103.2, 414.1)
        norm = "can't be countered"
    if norm == "you may have this assign its combat damage as though it weren't blocked":
        norm = SIMPLE_KEYWORDS[-1]  # Thorn Elemental's words for the same ability
    if norm in SIMPLE_KEYWORDS:
        return Keyword("unblockable" if norm == "can't be blocked" else norm)
    match = re.fullmatch(r"rampage (\d+)", norm)
    if match:
        return Keyword("rampage", int(match.group(1)))
    match = re.fullmatch(r"protection from (\w+|the chosen color)", norm)
    if match and (match.group(1) in PROTECTION_QUALITIES or match.group(1) == "the chosen color"):
        return Keyword("protection", match.group(1))
    if match and match.group(1) in CREATURE_TYPE_PLURALS:  # a creature type: Foothill Guide (502.7a)
        return Keyword("protection", match.group(1).capitalize())
    match = re.fullmatch(r"can't be the target of (white|blue|black|red|green) spells or abilities from \1 sources", norm)
    if match:  # Suq'Ata Firewalker: a "can't" on targeting by a source of that color (103.2, 415.1)
        return Keyword(_CANT_TARGET_COLOR, match.group(1))
    match = re.fullmatch(r"can't block creatures with power (?:(\d+) or greater|greater than (?:this|it)(?:'s| creature's) power)",
                         norm)
    if match:  # Ironclaw Orcs, Spitfire Handler: a restriction on its blocks, checked as they are declared (500.3)
        return Keyword(_CANT_BLOCK_POWER, int(match.group(1)) if match.group(1) else "its own")
    match = _ALTERNATIVE.fullmatch(norm)
    if match:  # Daze, Fireblast, the Bringers: an alternative cost, an ability of the card (402.4, 409.1b); Snuff
        # Out's only while its player controls a Swamp ("swamp: pay 4 life")
        return Keyword(ALTERNATIVE, f"{match.group(1)}: {match.group(2)}" if match.group(1) else match.group(2))
    match = re.fullmatch(r"affinity for (plains|island|swamp|mountain|forest)s?", norm)
    if match:  # Dross Golem: "affinity for [text]", [text] a basic land type (502.31a)
        return Keyword("affinity for", match.group(1).capitalize())
    match = re.fullmatch(r"(plains|island|swamp|mountain|forest)walk", norm)
    if match:
        return Keyword("landwalk", match.group(1).capitalize())
    match = re.fullmatch(r"snow-covered (plains|island|swamp|mountain|forest)walk", norm)
    if match:
        return Keyword("snow landwalk", match.group(1).capitalize())  # 502.6c
    match = re.fullmatch(r"flashback ?[-:]? ?((?:\{[^}]+\})*),? ?(pay \d+ life|sacrifice an? (?:plains|island|swamp|mountain|"
                         r"forest|creature|land|artifact))", norm)
    if match:  # Deep Analysis, Lava Dart: a flashback cost that isn't (only) mana, paid as it is played (502.22a, 409.1f)
        return Keyword("flashback", f"{parse_mana(match.group(1)) if match.group(1) else ''}; {match.group(2)}")
    match = re.fullmatch(rf"({'|'.join(COST_KEYWORDS)}) ((?:\{{[^}}]+\}})+)", norm)
    if match:
        return Keyword(match.group(1), parse_mana(match.group(2)))
    match = re.fullmatch(r"morph ?[-:] ?return an? ([a-z]+) you control to its owner's hand", norm)
    if match:  # Raven Guild Initiate: a morph cost that isn't mana (502.26a)
        return Keyword("morph", "return:" + _affects("other " + match.group(1) + "s")[6:])
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
