"""Activated abilities in words (rule 403): ``[cost]: [effect]``, with the costs of 409.1f a
card may name besides mana and {T}: sacrificing, discarding, removing cards or counters,
returning a permanent, paying life, tapping an untapped permanent.

>>> parse_activated("pay 1 life: this gets +0/+1 until end of turn", "pay 1 life: this gets +0/+1 until end of turn").life
1
"""

from __future__ import annotations

import dataclasses
import re

from judge.effect_text import SELF_RE as _SELF
from judge.effect_text import Instruction, SpellText, Target, parse_spell_text
from judge.creature_types import creature_type, type_word
from judge.mana import COLORS, parse_mana
from judge.timing_text import ABILITY_TIMING, read_timing


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
    """Whether the cost includes sacrificing the permanent itself (409.1f), or with ``remove_self`` removing it
    from the game."""
    discard: int = 0
    """How many cards from hand the cost discards (409.1f)."""
    discard_color: str = ""
    """The color each discarded card must have ("discard a red card"), or its card type ("discard a creature
    card"); empty: any."""
    discard_random: bool = False
    """The card discarded is chosen at random, not by the player ("discard a card at random:", Pardic Lancer)."""
    once: bool = False
    """"Play this ability only once each turn": a restriction that stays with the object (403.3)."""
    limit: int = 0
    """"Play this ability no more than twice each turn": how many times (0: no limit; ``once`` is 1)."""
    remove_graveyard: int = 0
    """How many cards in its controller's graveyard the cost removes from the game (409.1f)."""
    remove_counters: int = 0
    """How many +1/+1 counters the cost removes from the permanent itself (409.1f)."""
    sacrifice_kind: str = ""
    """What the cost sacrifices besides the permanent itself: ``creature``, ``artifact``, ``land`` or a
    creature type (``Goblin``); empty if nothing (409.1f)."""
    remove_kind: str = ""
    """``creature``: the cost removes the top creature card of the graveyard, not the oldest cards (Necratog)."""
    return_kind: str = ""
    """A creature type (Wirewood Symbiote: ``Elf``) or card type (Meloku: ``land``) the cost returns a permanent
    of to its owner's hand (409.1f)."""
    life: int = 0
    """How much life the cost pays (Wall of Blood: "pay 1 life", 409.1f)."""
    life_half: str = ""
    """``up`` or ``down``: the cost pays half its controller's life, rounded so (Lurking Evil: "pay half your life,
    rounded up"; 104.1, a life total below 0 counted as 0, 104.2)."""
    anyone: bool = False
    """"Any player may play this ability" (Lethal Vapors): not only its controller (403.2)."""
    tap_kind: str = ""
    """``artifact``, ``creature`` or a creature type (``Goblin``): the cost taps untapped permanents of that
    kind its controller controls (Lodestone Myr, Skirk Fire Marshal, 409.1f); empty if none."""
    remove_self: bool = False
    """"Remove this from the game" is the cost's way of it leaving play (Planar Guide, 409.1f)."""
    tap_count: int = 1
    """How many permanents of ``tap_kind`` the cost taps ("tap five untapped Goblins you control")."""
    threshold: bool = False
    """``threshold - [cost]: [effect]``: the permanent has it only while its controller has seven or more cards in his
    or her graveyard (502.23a, 502.23b; Barbarian Ring)."""
    timing: str = ""
    """"Play this ability only during your turn": the words of a restriction on when it may be played
    (:mod:`judge.timing_text`, 408.1a, 403.3); empty if none."""

    @property
    def mana_ability(self) -> bool:
        """Whether it is a mana ability (rule 406.1): it adds mana and has no target."""
        return any(i.op == "add_mana" for i in self.effect.instructions) and not self.effect.targets




def affects_of(phrase: str) -> str:
    """What a subject phrase names: ``other Goblins`` -> ``other:Goblin``, ``creatures you control`` ->
    ``you control``, ``enchanted creature`` -> ``enchanted``, ``red creatures`` -> ``color:red``."""
    if phrase.startswith("other "):  # "other Goblins", "other Goblin creatures"
        word = phrase.split(" ", 1)[1]
        word = word.removesuffix(" creatures") + ("s" if word.endswith(" creatures") else "")
        return "other:" + creature_type(word, plural=True)
    if phrase == "creatures you control":
        return "you control"
    if phrase.endswith(" you control"):  # "Goblins you control": creatures of the type, its own included
        return "you control:" + affects_of("other " + phrase.removesuffix(" you control"))[6:]
    if phrase in ("enchanted creature", "equipped creature"):
        return "enchanted"  # the permanent it is attached to (412.2)
    if phrase in ("all creatures", "creatures"):
        return "all"
    if phrase.startswith("all "):  # "all Slivers get +1/+1": every creature of the type, its own included
        return "all:" + affects_of("other " + phrase[4:].removesuffix(" creatures"))[6:]
    return "color:" + phrase.split(" ", 1)[0]



def _kind(word: str, plural: bool = False) -> str:
    """What a sacrifice or tap cost names: a card type, ``permanent``, a land or creature type."""
    return type_word(word, plural, permanent=True)


def _mana(cost: str) -> str:
    return parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))


#: "{2}, pay 1 life, {T}:" or "tap an untapped artifact you control:", "tap five untapped Goblins you
#: control:": mana and {T} around one more cost (409.1f).
_LIFE_OR_TAP = re.compile(r"((?:\{[^}]+\},? ?)*)(?:pay (\d+) life|tap (an|two|three|four|five) untapped ([a-z]+) you "
                          r"control)(?:, ?)?((?:\{[^}]+\},? ?)*) ?: ?(.+)")
_COUNTS = {"an": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def parse_activated(text: str, norm: str) -> Activated | None:
    """The activated ability *norm* (*text* normalised, the card's name read as ``this``) says,
    or None if it isn't one; *text* is kept as written.

    :raises AbilityParseError: if its effect is not in the ability language.
    """
    timed = ABILITY_TIMING.fullmatch(norm)
    if timed and read_timing(timed.group(2)) is not None:  # Disrupting Scepter's kin: the rest is an ordinary ability
        found = parse_activated(text, timed.group(1))
        return dataclasses.replace(found, timing=timed.group(2)) if found is not None else None
    anyone = re.fullmatch(r"(.+?)[.;,] any player may play this ability", norm)
    if anyone:  # Lethal Vapors (403.2): the rest is an ordinary activated ability
        found = parse_activated(text, anyone.group(1))
        return dataclasses.replace(found, anyone=True) if found is not None else None
    match = re.fullmatch(r"equip ((?:\{[^}]+\})+)", norm)
    if match:
        # 502.33a: "[cost]: Move this Equipment onto target creature you control. Play this
        # ability only any time you could play a sorcery."
        equip = Instruction("equip", target=Target("creature you control"))
        return Activated(text, parse_mana(match.group(1)), False, SpellText(norm, (equip,)), True)
    match = re.fullmatch(r"discard (two|three) cards ?: ?(.+)", norm)
    if match:  # Anurid Brushhopper: the cards discarded as it is played (409.1f)
        return Activated(text, "", False, parse_spell_text(match.group(2)), discard=2 if match.group(1) == "two" else 3)
    match = re.fullmatch(rf"discard an? (?:({'|'.join(COLORS)}|artifact|creature|land|enchantment|instant|sorcery) )?card"
                         r"( at random)? ?: ?(.+)", norm)
    if match:  # a color, or a card type (Seismic Assault, Fleshgrafter: "discard a land card", its discard_color)
        return Activated(text, "", False, parse_spell_text(match.group(3)), discard=1, discard_color=match.group(1) or "",
                         discard_random=bool(match.group(2)))
    match = re.fullmatch(rf"((?:\{{[^}}]+\}},? ?)*)(?:pay (\d+) life, ?)?(sacrifice {_SELF}|remove {_SELF} from the game) ?: ?"
                         r"(.+)", norm)
    if match:  # the fetch lands: "{T}, pay 1 life, sacrifice this" (409.1f)
        cost, life, how, effect = match.groups()
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        return Activated(text, mana, "{t}" in cost, parse_spell_text(effect), False, True,
                         remove_self=how.startswith("remove"), life=int(life or 0))
    match = re.fullmatch(r"((?:\{[^}]+\},? ?)*)remove (two|three|four|five) cards in your graveyard from the game ?: ?(.+)",
                         norm)
    if match:  # Psychatog, Grim Lavamancer: part of the cost (409.1f)
        cost, count, effect = match.groups()
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        return Activated(text, mana, "{t}" in cost, parse_spell_text(effect),
                         remove_graveyard={"two": 2, "three": 3, "four": 4, "five": 5}[count])
    match = re.fullmatch(r"((?:\{[^}]+\},? ?)*)(?:remove the top (creature) card of your graveyard from the game|return "
                         r"an? ([a-z]+) you control to its owner's hand) ?: ?(.+)", norm)
    if match:  # Necratog, Wirewood Symbiote: part of the cost (409.1f)
        cost, kind, returned, effect = match.groups()
        once = _ONCE_EACH_TURN.fullmatch(effect)
        return Activated(text, parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", "")), "{t}" in cost,
                         parse_spell_text(once.group(1) if once else effect), once=once is not None,
                         remove_graveyard=1 if kind else 0, remove_kind=kind or "",
                         return_kind=_kind(returned) if returned else "")
    match = re.fullmatch(rf"((?:\{{[^}}]+\}},? ?)*)remove (a|one|two|three) \+1/\+1 counters? from {_SELF} ?: ?(.+)", norm)
    if match:  # Triskelion, Spike Feeder: removing counters is part of the cost (409.1f)
        cost, count, effect = match.groups()
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        return Activated(text, mana, "{t}" in cost, parse_spell_text(effect),
                         remove_counters={"a": 1, "one": 1, "two": 2, "three": 3}[count])
    match = re.fullmatch(r"((?:\{[^}]+\},? ?)*)sacrifice an? ([a-z]+) ?: ?(.+)", norm)
    if match and match.group(2) not in ("card",):  # "sacrifice a Goblin: ..." (409.1f)
        cost, kind, effect = match.groups()
        kind = _kind(kind)
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        return Activated(text, mana, "{t}" in cost, parse_spell_text(effect), sacrifice_kind=kind)
    match = re.fullmatch(r"((?:\{[^}]+\},? ?)+)discard an? (?:(artifact|creature|land|enchantment|instant|sorcery) )?"
                         r"card( at random)? ?: ?(.+)", norm)
    if match and not (match.group(2) and match.group(3)):
        # Waterfront Bouncer: mana, {T} and a discard, all paid as it is played (409.1f); Survival of the Fittest:
        # a card of a type (its discard_color holds the type)
        cost, kind, random, effect = match.groups()
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        return Activated(text, mana, "{t}" in cost, parse_spell_text(effect), discard=1, discard_color=kind or "",
                         discard_random=bool(random))
    match = re.fullmatch(r"((?:\{[^}]+\}(?:, ?)?)+) ?: ?(.+)", norm)
    if match:
        cost, effect = match.groups()
        tap = "{t}" in cost
        mana = parse_mana(cost.replace("{t}", "").replace(",", "").replace(" ", ""))
        effect, sorcery = _sorcery_speed(effect)
        once = _ONCE_EACH_TURN.fullmatch(effect)
        effect = once.group(1) if once else effect
        limit = re.fullmatch(r"(.+?)[.;,] play this ability no more than (twice|three times) each turn", effect)
        effect = limit.group(1) if limit else effect
        return Activated(text, mana, tap, parse_spell_text(effect), sorcery, once=once is not None,
                         limit={"twice": 2, "three times": 3}[limit.group(2)] if limit else 0)
    match = re.fullmatch(r"((?:\{[^}]+\},? ?)*)pay half your life, rounded (up|down) ?: ?(.+)", norm)
    if match:  # Lurking Evil: paid as it is played (409.1f), the amount counted then (104.1)
        cost, rounding, effect = match.groups()
        return Activated(text, _mana(cost), "{t}" in cost, parse_spell_text(effect), life_half=rounding)
    match = _LIFE_OR_TAP.fullmatch(norm)
    if match:  # Wall of Blood, Yawgmoth's Bargain; Lodestone Myr: paid as it is played (409.1f)
        before, life, count, tapped, after, effect = match.groups()
        cost = before + after
        kind = "" if not tapped else _kind(tapped, plural=count != "an")
        return Activated(text, _mana(cost), "{t}" in cost, parse_spell_text(effect), life=int(life or 0),
                         tap_kind=kind, tap_count=_COUNTS[count] if count else 1)
    return None


_SORCERY_SPEED = re.compile(r"(.+?)[.;,] play this ability only any time you could play a sorcery")
_ONCE_EACH_TURN = re.compile(r"(.+?)[.;,] play this ability only once each turn")


def _sorcery_speed(effect: str) -> tuple[str, bool]:
    """The effect without a sorcery-speed restriction, and whether it had one (403.5)."""
    match = _SORCERY_SPEED.fullmatch(effect)
    return (match.group(1), True) if match else (effect, False)


__all__ = ["Activated", "affects_of", "parse_activated"]
