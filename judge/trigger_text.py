"""Triggered abilities in words (rule 404): the trigger event and its effect, parsed into
:class:`Triggered`.

>>> parse_trigger("whenever this becomes blocked, it gets +1/+1 until end of turn").event
'becomes_blocked'
>>> parse_trigger("whenever this deals combat damage to a player, you may draw a card").recipient
'player'
>>> parse_trigger("at end of combat, sacrifice this").event
'end_of_combat'
"""

from __future__ import annotations

import dataclasses
import re

from judge.effect_text import SELF_RE as _SELF
from judge.effect_text import Instruction, SpellText, Target, normalise, parse_spell_text
from judge.creature_types import CARD_TYPE_WORDS, creature_type, type_word
from judge.mana import COLORS, AbilityParseError


@dataclasses.dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (rule 404)."""

    text: str
    """The ability as written."""
    event: str
    """``end_of_turn``, ``upkeep``, ``end_of_combat``, ``comes_into_play``, ``leaves_play``,
    ``attacks``, ``attacks_or_blocks``, ``blocks`` (once), ``blocks_creature`` (each attacker it
    blocks), ``becomes_blocked`` (once), ``blocked_by`` (each creature that blocks it),
    ``blocks_or_blocked`` (once), ``blocks_or_blocked_by`` (each creature on the other side),
    ``deals_damage``, ``dealt_damage``, ``becomes_target``, ``empty_hand`` (a state trigger),
    ``permanent_enters`` ("whenever an artifact comes into play"), ``gain_life`` ("whenever you gain
    life"), ``discards``, ``draws`` ("whenever a player discards a card") ..."""
    condition: str
    """An intervening "if" (rule 410.8): ``no creatures`` or empty."""
    effect: SpellText
    """What it does on resolution."""
    subject: str = "this"
    """Whose damage a damage trigger watches: ``this``, ``enchanted`` (the creature the source
    enchants or equips), ``creature`` (any creature), ``Sliver`` (any creature of that subtype),
    ``any`` (any source: "whenever an opponent is dealt damage")."""
    recipient: str = ""
    """For damage triggers: what is dealt the damage: ``""`` (anything), ``player``,
    ``opponent``, ``creature``, ``creature or opponent``, ``you``; for ``discards`` and ``draws``
    ("whenever an opponent discards a card"): whose, ``opponent`` or ``player``."""
    combat: bool = False
    """Only combat damage triggers it (``deals combat damage``)."""
    qualifier: str = ""
    """What the other creature of a block trigger must be as it blocks or becomes blocked
    (309.3): ``non-wall``, ``wall``, a color, ``non`` + a color; empty: any creature. For
    ``permanent_enters``: the card type or subtype that comes into play (``artifact``, ``Beast``),
    after ``other:`` if it must be another one."""


#: One color word.
_COLOR = "(?:white|blue|black|red|green)"
#: ``a creature``, ``a non-wall creature``, ``an artifact creature``, ``a white creature``, ``a nonblack creature``.
_QUALIFIED = rf"an? (?:(non-?wall|wall|artifact|(?:non-?)?(?:{'|'.join(COLORS)})) )?creature"
#: Triggers with their event, read in order; each pattern's last group is the effect.
_EVENTS: tuple[tuple[str, str], ...] = (
    (rf"whenever {_SELF} attacks alone, (.+)", "attacks_alone"),
    (rf"when(?:ever)? {_SELF} attacks or blocks, (.+)", "attacks_or_blocks"),  # "when": Phantom Whelp
    (rf"whenever {_SELF} attacks and isn't blocked, (.+)", "unblocked"),
    (rf"whenever {_SELF} attacks, (.+)", "attacks"),
    (r"whenever a creature attacks, (.+)", "creature_attacks"),  # "it", "that creature": the attacker (410.2)
    (r"whenever a creature with (flying) attacks, (.+)", "creature_attacks"),  # Gravity Well: the qualifier, a keyword
    (r"whenever a creature you control attacks, (.+)", "my_creature_attacks"),  # Fervent Charge: the same, its own
    (rf"whenever {_SELF} blocks or becomes blocked by {_QUALIFIED}, (.+)", "blocks_or_blocked_by"),
    (rf"whenever {_SELF} blocks or becomes blocked, (.+)", "blocks_or_blocked"),
    (rf"whenever {_SELF} blocks {_QUALIFIED}, (.+)", "blocks_creature"),
    (rf"when(?:ever)? {_SELF} blocks, (.+)", "blocks"),
    (rf"whenever {_SELF} becomes blocked by {_QUALIFIED}, (.+)", "blocked_by"),
    (rf"whenever {_QUALIFIED} blocks {_SELF}, (.+)", "blocked_by"),
    (rf"whenever {_SELF} becomes blocked by (two|three|four) or more creatures, (.+)", "becomes_blocked"),
    (rf"whenever {_SELF} becomes blocked, (.+)", "becomes_blocked"),
    (r"whenever a creature you control becomes blocked, (.+)", "yours_blocked"),  # "that creature": each one
    (rf"when(?:ever)? {_SELF} becomes the target of a spell or ability, (.+)", "becomes_target"),
    (r"at end of combat, (.+)", "end_of_combat"),
    (r"whenever a player plays a spell, (.+)", "spell_played"),
    (rf"whenever a player plays a spell with converted mana cost equal to the number of (charge) counters on {_SELF}, "
     r"(.+)", "spell_played"),  # Chalice of the Void: "that spell" (410.2); the qualifier: the counters' kind
    (r"when(?:ever)? you play an? (enchantment|artifact|creature|instant or sorcery|instant|sorcery) spell, (.+)",
     "spell_played"),  # the qualifier: the spell's card type, played by the ability's controller
    (r"whenever you have no cards in hand, (.+)", "empty_hand"),
    (r"whenever a spell you played is countered, (.+)", "spell_countered"),  # Multani's Presence (410.2)
    (rf"whenever (a player plays|you play) an? ((?:{_COLOR}, )*(?:{_COLOR},? or )?{_COLOR}) spell, (.+)",
     "spell_played"),  # Wurm's Tooth, Quirion Dryad: the qualifier names the colors (and whose spell)
    (r"whenever another creature comes into play, (.+)", "other_creature_enters"),
    (r"whenever an? (artifact|land|enchantment) is put into a graveyard from play, (.+)", "creature_dies"),
    (r"whenever a creature is put into a graveyard from play, (.+)", "creature_dies"),  # the qualifier: not a creature
    (r"whenever a creature (you control) is put into a graveyard from play, (.+)", "creature_dies"),  # Grave Pact
    (r"when(?:ever)? (?:enchanted|equipped) creature is put into a graveyard(?: from play)?, (.+)", "enchanted_dies"),
    (rf"whenever a creature dealt damage by {_SELF} this turn is put into a graveyard(?: from play)?, (.+)",
     "damaged_dies"),
    (rf"when(?:ever)? you cycle {_SELF}, (.+)", "cycled"),
    (r"whenever (a player|you) cycles? a card, (.+)", "any_cycled"),  # Astral Slide, Lightning Rift (410.2)
    (rf"when(?:ever)? {_SELF} comes into play, (.+)", "comes_into_play"),
    (rf"when(?:ever)? {_SELF} (?:leaves play|is put into a graveyard from play), (.+)", "leaves_play"),
)
#: Events that happen once to this object and give no other object or player for an effect's
#: "that creature" or "that player" to name.
NAMES_NOTHING = frozenset({"attacks_alone", "attacks_or_blocks", "attacks", "blocks_or_blocked", "blocks",
                           "becomes_blocked", "end_of_combat", "comes_into_play", "leaves_play", "cycled",
                           "empty_hand", "any_cycled", "spell_countered", "counters_state", "life_state"})
#: Whose damage: this, the creature the source enchants or equips, any creature, a Sliver.
_DEALER = rf"({_SELF}|enchanted creature|equipped creature|a creature you control|a creature|an? [a-z]+)"
_DAMAGE = re.compile(rf"whenever {_DEALER} deals (combat )?damage(?: to (an? creature or opponent|an? creature|"
                     r"an? player|an? opponent|you))?, (.+)")
_DEALT = re.compile(rf"when(?:ever)? ({_SELF}|enchanted creature|equipped creature) is dealt (combat )?damage, (.+)")
#: Tephraderm: damage dealt to this by a creature ("that creature") or a spell ("that player": its controller).
_DEALT_BY = re.compile(rf"whenever an? (creature|spell) deals damage to {_SELF}, (.+)")


def parse_trigger(text: str, name: str = "") -> Triggered | None:
    """The triggered ability *text* reads, or None if it isn't one of the ability language's
    trigger events (``whenever this becomes blocked, ...``).

    :raises AbilityParseError: when the trigger is known but its effect isn't.
    """
    try:
        trigger = _parse_trigger(text, normalise(text, name))
        gives = trigger is not None and (trigger.event in DIES_EVENTS or trigger.event == "deals_damage" and trigger.subject
                                         not in ("this", "enchanted")  # Brood Sliver: the Sliver's controller (410.2)
                                         or trigger.event == "dealt_damage" and trigger.subject == "enchanted")  # Druid's Call
        if trigger is not None and not gives and any(i.who == "its controller" for i in trigger.effect.instructions):
            # "whenever a Sliver deals combat damage to a player, its controller may draw a
            # card": only a creature put into a graveyard gives the trigger an "its" (410.10d)
            raise AbilityParseError(f"'its controller' names no one a '{trigger.event.replace('_', ' ')}' "
                                    "trigger gives")
        return trigger
    except AbilityParseError as error:
        raise AbilityParseError(f"unknown ability: {text!r} ({error})") from None


#: The events of abilities that trigger on a creature being put into a graveyard from play:
#: the only ones that give the effect a creature whose controller "its controller" names.
DIES_EVENTS = frozenset({"creature_dies", "damaged_dies", "enchanted_dies"})


def dies_fits(qualifier: str, types: tuple[str, ...], subtypes: tuple[str, ...], itself: bool) -> bool:
    """Whether a permanent put into a graveyard from play with *types* and *subtypes* is what a dies trigger
    with *qualifier* watches: a card type ("an artifact"; none: a creature), or a creature type ("a Cleric",
    "another Zombie", "this or another Cleric": the watcher itself whatever its types)."""
    kind = qualifier.rpartition(":")[2].removeprefix("you control")  # "a creature you control": whose, in zones.py
    if not kind[:1].isupper():
        return (kind or "creature") in types
    if itself:
        return not qualifier.startswith("other:") and (qualifier.startswith("self-or:") or kind in subtypes)
    return "creature" in types and kind in subtypes


#: The block events whose subject may be the creature a local enchantment enchants (Venom).
_BLOCK_EVENTS = frozenset({"blocks_or_blocked_by", "blocks_or_blocked", "blocks_creature", "blocks", "blocked_by",
                           "becomes_blocked"})


def _parse_trigger(text: str, norm: str) -> Triggered | None:
    match = re.fullmatch(rf"when(?:ever)? {_SELF} has ([a-z]+|\d+) or more ([a-z]+) counters on it, (.+)", norm)
    if match and (match.group(1).isdigit() or match.group(1) in _NUMBERS):  # Darksteel Reactor: a state trigger (410.11)
        count = int(match.group(1)) if match.group(1).isdigit() else _NUMBERS[match.group(1)]
        return Triggered(text, "counters_state", "", parse_spell_text(match.group(3)), qualifier=f"{match.group(2)}:{count}")
    match = re.fullmatch(r"when(?:ever)? you have (\d+) or less life, (?:if this is an? (artifact|enchantment|creature), )?(.+)",
                         norm)
    if match:  # Opal Avenger: a state trigger (410.11) with an intervening "if" (410.8), checked as it triggers and resolves
        return Triggered(text, "life_state", f"is:{match.group(2)}" if match.group(2) else "", parse_spell_text(match.group(3)),
                         qualifier=f"life:{match.group(1)}")
    match = re.fullmatch(r"whenever enchanted creature ((?:blocks|becomes blocked)\b.*)", norm)
    if match:  # Venom: the enchanted creature's blocks trigger its enchantment (309.3, 410.9); "the other creature" is
        # the creature on the other side, as "that creature" (410.2)
        its = _parse_trigger(text, "whenever this " + re.sub(r"\bthe other creature\b", "that creature", match.group(1)))
        return dataclasses.replace(its, subject="enchanted") if its is not None and its.event in _BLOCK_EVENTS else None
    # "whenever this becomes blocked it gets ...": the comma left out before the effect
    norm = re.sub(rf"^(when(?:ever)? {_SELF} [^,]+?) ({_SELF} gets )", r"\1, \2", norm)
    norm = re.sub(r"^(whenever a creature attacks, .*) to it$", r"\1 to that creature", norm)  # Caltrops
    norm = re.sub(r"^(whenever a creature deals (?:combat )?damage to you, .*) on it$", r"\1 on that creature",
                  norm)  # Aurification: the creature that dealt it (410.2)
    norm = re.sub(r"^(whenever a creature with flying attacks, )it loses ", r"\1that creature loses ", norm)  # Gravity Well
    norm = re.sub(r"^(whenever a creature you control attacks, )it gets ", r"\1that creature gets ", norm)  # Fervent Charge
    match = re.fullmatch(rf"at end of (your )?turn, if {_SELF} didn't attack this turn, (.+?)( unless it came under your "
                         r"control this turn)?", norm)
    if match:  # Erg Raiders: an intervening "if" (410.8); the "unless", checked as it resolves (413.2b)
        return Triggered(text, "end_of_turn", "didn't attack" + "|unless new" * bool(match.group(3)),
                         parse_spell_text(match.group(2)), qualifier="your" if match.group(1) else "")
    match = re.fullmatch(r"at (?:the beginning of the )?end of turn, (?:if (no creatures are in play), )?(.+)", norm)
    if_said = re.fullmatch(r"if ([^,]+), (.+)", match.group(2)) if match and not match.group(1) else None
    if if_said and intervening_condition(if_said.group(1)):  # Glimmervoid: an intervening "if" (410.8)
        return Triggered(text, "end_of_turn", intervening_condition(if_said.group(1)), parse_spell_text(if_said.group(2)))
    if match:
        return Triggered(text, "end_of_turn", "no creatures" if match.group(1) else "", parse_spell_text(match.group(2)))
    match = re.fullmatch(r"at the end of your turn, (.+)", norm)
    if match:  # Breeding Pit, Grafted Skullcap: at end of turn of its controller's turns only (313.1)
        return Triggered(text, "end_of_turn", "", parse_spell_text(match.group(1)), qualifier="your")
    match = re.fullmatch(rf"at the beginning of your upkeep, (?:if {_SELF} is in your graveyard, (.+)|(you may )?return "
                         rf"{_SELF} from your graveyard to your hand)", norm)
    if match:  # Squee, Genesis: a triggered ability that works from the graveyard (402.8)
        return Triggered(text, "graveyard_upkeep", "", parse_spell_text(match.group(1) or f"{match.group(2) or ''}return "
                                                                        "this to its owner's hand"))
    match = re.fullmatch(r"at the beginning of your upkeep, if ([^,]+), (.+)", norm)
    if match and intervening_condition(match.group(1)):  # Epic Struggle, Land Tax: an intervening "if" (410.8)
        return Triggered(text, "upkeep", intervening_condition(match.group(1)), parse_spell_text(match.group(2)))
    match = re.fullmatch(r"at the beginning of your upkeep, (?:if there are no ([a-z]+) in play, )?(.+)", norm)
    if match:  # may target (410.4); an intervening "if" (410.8)
        condition = "no:" + creature_type(match.group(1), plural=True) if match.group(1) else ""
        return Triggered(text, "upkeep", condition, parse_spell_text(match.group(2)))
    if re.fullmatch(rf"whenever {_SELF} deals damage, you gain that much life", norm):
        # the amount is known only as it triggers: the trigger carries it (410.2)
        return Triggered(text, "deals_damage", "", SpellText(text, (Instruction("gain_life", who="you", words="that much"),)))
    match = re.fullmatch(r"at the beginning of each player's precombat main phase, (.+)", norm)
    if match:  # "that player": the active player (305.3, 410.2)
        return Triggered(text, "each_main", "", parse_spell_text(match.group(1)))
    match = re.fullmatch(r"at the beginning of the upkeep of enchanted creature's controller, (.+)", norm)
    if match:  # Wanderlust: "that player" is the active player, that creature's controller (410.2); "that creature"
        # (Paralyze) is the one the source enchants
        return Triggered(text, "each_upkeep", "enchanted", parse_spell_text(re.sub(r"\bthat creature\b", "enchanted creature",
                                                                                    match.group(1))))
    match = re.fullmatch(rf"at the beginning of your draw step, (?:if {_SELF} is (tapped), )?(.+)", norm)
    if match:  # Razormane Masticore: only in its controller's draw step (304.1); Mana Vault: an intervening "if" (410.8)
        return Triggered(text, "each_draw", "yours" + "|tapped" * bool(match.group(1)), parse_spell_text(match.group(2)))
    match = re.fullmatch(r"at the beginning of each (?:player's )?upkeep, (.+)", norm)
    if match:  # "that player": the active player (410.2); Verdant Force: "each upkeep" is each player's
        return Triggered(text, "each_upkeep", "", parse_spell_text(match.group(1)))
    match = re.fullmatch(rf"at the beginning of each player's draw step, (?:if {_SELF} is (untapped), )?(.+)", norm)
    if match:  # "that player": the active player (410.2); an intervening "if" (410.8)
        return Triggered(text, "each_draw", match.group(1) or "", parse_spell_text(match.group(2)))
    match = re.fullmatch(rf"when {_SELF} comes into play, if the kicker cost was paid, (.+)", norm)
    if match:  # Benalish Emissary: an intervening "if" (410.8) on how it came into play (502.21c)
        return Triggered(text, "comes_into_play", "kicked", parse_spell_text(match.group(1)))
    match = re.fullmatch(rf"when {_SELF} comes into play, if you (didn't play|played) it from your hand, (.+)", norm)
    if match:  # Phage the Untouchable, Furnace Dragon: an intervening "if" (410.8) on how it came into play
        return Triggered(text, "comes_into_play", ("not " if match.group(1) == "didn't play" else "") + "played from hand",
                         parse_spell_text(match.group(2)))
    match = re.fullmatch(r"when(?:ever)? (an opponent plays|you play|a player plays) an? (?:(artifact|enchantment|creature|instant|"
                         rf"sorcery) )?spell(?: with converted mana cost (\d+) or less)?, (?:if {_SELF} is an? (enchantment), )?(.+)",
                         norm)
    if match and (match.group(3) or match.group(1) == "an opponent plays" or (match.group(1) == "you play") != bool(
            match.group(2))):  # (not the forms _EVENTS reads: "a player plays a spell", "you play an artifact spell")
        # Pyrostatic Pillar, Presence of the Master, Pristine Angel: whose spell, its card type and its converted
        # mana cost, as it is played (410.2); "it" is that spell
        whose = {"an opponent plays": "opponent", "you play": "mine"}.get(match.group(1), "any")
        effect = re.sub(r"^counter it\b", "counter that spell", match.group(5))
        # Hidden Gibbons: "if this is an enchantment", an intervening "if" (410.8)
        return Triggered(text, "spell_played", f"is:{match.group(4)}" if match.group(4) else "", parse_spell_text(effect),
                         qualifier=f"spell:{whose}:{match.group(2) or ''}:{match.group(3) or ''}")
    for pattern, event in _EVENTS:
        match = re.fullmatch(pattern, norm)
        if match and match.lastindex == 3 and event == "spell_played":  # the colors of the spell (410.2)
            whose = "any" if match.group(1) == "a player plays" else "mine"
            colors = "|".join(re.findall(_COLOR, match.group(2)))
            return Triggered(text, event, "", parse_spell_text(match.group(3)), qualifier=f"{whose}:color:{colors}")
        if match:
            qualifier = (match.group(1) or "") if match.lastindex == 2 else ""
            qualifier = qualifier.replace("non-", "non").replace("nonwall", "non-wall")
            qualifier = {"two": "2", "three": "3", "four": "4", "flying": "with:flying"}.get(qualifier, qualifier)
            said = parse_spell_text(match.group(match.lastindex or 1))
            linked = event == "leaves_play" and all(i.op in ("gain_life", "lose_life") for i in said.instructions)
            if event in NAMES_NOTHING and not linked and any(i.who == "that" for i in said.instructions):
                # "whenever this blocks or becomes blocked, ... that creature": the event happens
                # once and gives no one object for "that" to name (410.2)
                raise AbilityParseError(f"'that' names nothing a '{event.replace('_', ' ')}' trigger gives")
            return Triggered(text, event, "", said, qualifier=qualifier)
    match = re.fullmatch(rf"whenever ({_SELF} or another|another|an?) ([a-z]+) is put into a graveyard from play, (.+)", norm)
    if match and match.group(2) not in CARD_TYPE_WORDS:  # Rotlung Reanimator, Vengeful Dead: a creature of the type (410.10d)
        whose = {"a": "", "an": "", "another": "other:"}.get(match.group(1), "self-or:")
        return Triggered(text, "creature_dies", "", parse_spell_text(match.group(3)),
                         qualifier=whose + creature_type(match.group(2)))
    match = re.fullmatch(r"whenever (an?|another) ([a-z]+) comes into play( under your control)?, (.+)", norm)
    if match and match.group(3):  # Angelic Chorus, Aura Shards: only one its controller controls (410.10a)
        kind = type_word(match.group(2))
        return Triggered(text, "permanent_enters", "", parse_spell_text(match.group(4)),
                         qualifier=("other:" if match.group(1) == "another" else "mine:") + kind)
    match = re.fullmatch(rf"whenever (an?|another|{_SELF} or another) ([a-z]+) comes into play, (.+)", norm)
    if match:  # 410.10a: "a Beast", "an artifact" (this one too, if it is one), "another artifact"; Noxious Ghoul:
        # "this or another Zombie", itself whatever its types
        kind = type_word(match.group(2))
        said = parse_spell_text(match.group(3))  # "that creature": the one that came into play (410.2)
        return Triggered(text, "permanent_enters", "", said, qualifier={"another": "other:", "a": "", "an": ""}.get(
            match.group(1), "self-or:") + kind)
    match = re.fullmatch(r"whenever (an opponent|a player) is dealt damage, (.+)", norm)
    if match:  # War Elemental: damage from any source, a spell's too (410.2); "that many": the damage dealt
        return Triggered(text, "deals_damage", "", parse_spell_text(match.group(2)), subject="any",
                         recipient=match.group(1).split(" ")[1])
    match = re.fullmatch(r"whenever (an opponent|a player) (discards|draws) a card, (.+)", norm)
    if match:  # Megrim, Underworld Dreams: once for each card (410.2); "that player" is the one who discarded or drew
        return Triggered(text, match.group(2), "", parse_spell_text(match.group(3)),
                         recipient=match.group(1).split(" ")[1])
    match = re.fullmatch(r"(?:when|whenever) a card is put into (your|an opponent's|a) graveyard from anywhere, (.+)", norm)
    if match:  # Vulturous Zombie: once for each card, from play (looking back, 410.10d), a library, a hand or the stack
        return Triggered(text, "card_to_graveyard", "", parse_spell_text(match.group(2)),
                         recipient={"your": "", "a": "player"}.get(match.group(1), "opponent"))
    match = re.fullmatch(r"whenever (you gain|a player gains|an opponent gains) life, (.+)", norm)
    if match:  # Ageless Entity: each time its controller gains life (410.2); "that many": the life gained; False Cure:
        # any player, "that player" the one who gained it
        return Triggered(text, "gain_life", "", parse_spell_text(match.group(2)),
                         recipient={"you gain": ""}.get(match.group(1), match.group(1).split(" ")[1]))
    match = _DAMAGE.fullmatch(norm)
    if match:
        dealer, combat, to, effect = match.groups()
        subject = ("this" if re.fullmatch(_SELF, dealer) else "enchanted" if dealer.endswith("ed creature")
                   else "creature" if dealer == "a creature" else "mine" if dealer == "a creature you control"
                   else creature_type(dealer.split(" ", 1)[1]))  # "mine": a creature its controller controls (Noble Purpose)
        recipient = re.sub(r"^an? ", "", to or "")
        if combat and recipient in ("player", "opponent"):  # Skirk Commando: the player dealt combat damage is,
            # with two players, the defending player, whose creature the target must be
            effect = re.sub(r"target (creature|artifact|enchantment|land) that player controls",
                            r"target \1 defending player controls", effect)
            effect = effect.replace("that player's graveyard", "an opponent's graveyard")  # two players (Scion of Darkness)
        if recipient == "you" and subject != "this":  # "it": the creature that dealt the damage (410.2)
            effect = re.sub(r"^destroy it(?=$|[.;,] it can't be regenerated$)", "destroy that creature", effect)
        return Triggered(text, "deals_damage", "", parse_spell_text(effect), subject=subject,
                         recipient=recipient, combat=bool(combat))
    match = re.fullmatch(rf"when(?:ever)? ({_SELF}|enchanted creature|enchanted land) becomes tapped, (.+)", norm)
    if match:  # City of Brass, Betrayal: polled as a player would receive priority (judge.turn, 410.2)
        subject = "this" if re.fullmatch(_SELF, match.group(1)) else "enchanted"
        effect = match.group(2)
        if subject == "enchanted":  # Uncontrolled Infestation: "destroy it", the permanent that became tapped
            effect = re.sub(r"^destroy it$", "destroy that " + match.group(1).split()[1], effect)
        return Triggered(text, "becomes_tapped", "", parse_spell_text(effect), subject=subject)
    match = _DEALT_BY.fullmatch(norm)
    if match:  # 410.2: "that much" is the damage dealt; the source as it was when it dealt it
        effect = re.sub(r"that spell's controller$", "that player", match.group(2))
        return Triggered(text, "dealt_damage", "", parse_spell_text(effect), subject="this",
                         qualifier=match.group(1))
    match = re.fullmatch(r"whenever a creature is dealt damage, (.+)", norm)
    if match:  # Repercussion: "that player" is the controller of the creature dealt the damage (410.2)
        effect = re.sub(r"that creature's controller$", "that player", match.group(1))
        return Triggered(text, "dealt_damage", "", parse_spell_text(effect), subject="creature")
    match = _DEALT.fullmatch(norm)
    if match:
        subject, combat = "this" if re.fullmatch(_SELF, match.group(1)) else "enchanted", bool(match.group(2))
        if subject == "enchanted" and re.fullmatch(r"destroy (?:it|that creature)", match.group(3)):
            # Frozen Solid: "it" is the creature dealt the damage, not the source (410.2)
            return Triggered(text, "dealt_damage", "", parse_spell_text("destroy that creature"), subject=subject,
                             qualifier="it", combat=combat)
        return Triggered(text, "dealt_damage", "", parse_spell_text(match.group(3)), subject=subject, combat=combat)
    return None


#: Numbers an intervening "if" counts with.
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "twenty": 20}


def intervening_condition(words: str) -> str:
    """The condition a trigger's intervening "if" (410.8) says, as ``zones.condition_holds`` reads it:
    ``count:you:creature:20`` ("you control twenty or more creatures"), ``count:all:land:7`` ("there are seven
    or more lands in play"), ``count:opponent:creature:3``, ``library:200`` ("you have 200 or more cards in your
    library"), ``count:you:artifact:0`` ("you control no artifacts": none), ``hand:1`` ("you have a card in hand"), ``counters:arrowhead:0`` ("there are no arrowhead counters
    on this"), ``more:land`` ("an opponent controls more lands than you"); empty for words it doesn't read."""
    match = re.fullmatch(r"(you control|an opponent controls|there are) (\w+) or more (creature|land|artifact)s( in play)?",
                         words)
    if match and (match.group(1) == "there are") == bool(match.group(4)) and match.group(2) in _NUMBERS:
        whose = {"you control": "you", "an opponent controls": "opponent"}.get(match.group(1), "all")
        return f"count:{whose}:{match.group(3)}:{_NUMBERS[match.group(2)]}"
    match = re.fullmatch(r"you control no (creature|land|artifact)s", words)
    if match:  # Glimmervoid
        return f"count:you:{match.group(1)}:0"
    match = re.fullmatch(r"you have (\d+) or more cards in your library|you have (a) card in hand", words)
    if match:
        return f"library:{match.group(1)}" if match.group(1) else "hand:1"
    match = re.fullmatch(rf"there are no ([a-z]+) counters on {_SELF}", words)
    if match:
        return f"counters:{match.group(1)}:0"
    if words == "an opponent controls more lands than you":
        return "more:land"
    return ""


def check_trigger(trigger: Triggered) -> Triggered:
    """*trigger*, if the engine can choose its targets as it goes on the stack (410.4).

    :raises AbilityParseError: for a target no trigger event can give a default for.
    """
    for target in trigger.effect.targets:
        if target.kind == "spell" and trigger.event in ("comes_into_play", "cycled"):
            continue  # Mystic Snake, Decree of Silence: a spell on the stack as it triggers, the topmost by default (410.4)
        if target.kind in ("spell", "spell or permanent", "spell with a single target"):
            raise AbilityParseError(f"unknown ability: {trigger.text!r} (a triggered ability that targets a spell "
                                    "is not supported)")
    return trigger


__all__ = ["dies_fits", "Instruction", "SpellText", "Target", "Triggered", "check_trigger", "parse_trigger",
           "intervening_condition"]
