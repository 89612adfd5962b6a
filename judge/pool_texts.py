"""Session 24's effects in words, for the not-run phrases several pool cards share: "target creature and
all other creatures with the same name as that creature get -2/-2 until end of turn" (the Echoing cards),
"that many" of a damage trigger, "target creature becomes 0/2 until end of turn";
consulted by :mod:`judge.card_texts` after its own tables. :mod:`judge.more_effects` follows them."""

from __future__ import annotations

import re

from judge.instructions import Instruction, Target, subtype_of

#: Plurals "destroy all ..." may name that are no creature type.
_NOT_SUBTYPES = frozenset({"creatures", "lands", "artifacts", "enchantments", "permanents", "tokens"})

#: "target X and all other Xs with the same name as that X" with what happens to them all (the Echoing
#: cycle): destroy, return to their owners' hands, or a power/toughness change until end of turn.
_SAME_NAME = (
    (re.compile(r"destroy target (creature|enchantment|artifact|land|permanent) and all other \1s with the same name as "
                r"that \1"), "destroy"),
    (re.compile(r"return target (nonland permanent|creature|permanent) and all other (?:\1s|permanents) with the same "
                r"name as that (?:\1|permanent) to their owners' hands"), "bounce"),
    (re.compile(r"target (creature) and all other creatures with the same name as that creature get ([+-]\d+)/([+-]\d+) "
                r"until end of turn"), "pump"),
)


#: "whenever this is dealt damage, ..." with "that many" or "that much": the damage dealt (410.2).
_THAT_MANY_TOKENS = re.compile(r"(you may )?(?:put|(its controller) puts) that many (\d+)/(\d+) (white|blue|black|red|green) "
                               r"([a-z]+) creature tokens into play")


_COLOR_WORDS = "(?:white|blue|black|red|green)"
#: A group's plural words, in a kind's singular: "creatures you control" -> "creature you control".
_PLURAL = re.compile(r"(?:(?P<color>(?:non)?" + _COLOR_WORDS + r") )?(?P<noun>creatures|lands|artifacts|permanents)(?P<rest> .+)?")


def group_kind(group: str) -> str | None:
    """The kind of :func:`judge.kinds.permanent_fits` the plural *group* names ("red creatures" -> "red creature",
    "creatures without flying", "creatures with toughness 2 or less", "lands you control"), or None."""
    match = _PLURAL.fullmatch(group)
    if match is None:
        return None
    kind = " ".join(filter(None, (match["color"], match["noun"][:-1]))) + (match["rest"] or "")
    return kind if kind in _GROUP_KINDS or re.fullmatch(r"creature with (?:power|toughness) \d+ or (?:greater|less)",
                                                         kind) else None


#: The singular kinds a group may name.
_GROUP_KINDS = frozenset({"creature", "land", "artifact", "permanent", "creature you control", "land you control",
                          "creature without flying", "creature with flying", "nonbasic land", "basic land"}
                         | {f"{non}{color} creature" for non in ("", "non")
                            for color in ("white", "blue", "black", "red", "green")})


def pool_instruction(text: str) -> Instruction | None:
    """The instruction *text* (normalised: lower case, ``this`` for the card's name) reads as, or None."""
    if re.fullmatch(r"(?:you )?lose that much life", text):  # Thrashing Mudspawn
        return Instruction("lose_life", who="you", words="that much")
    match = re.fullmatch(r"that player (loses|gains) (\d+) life for each 1 life he or she (?:gained|lost)", text)
    if match:  # False Cure: the trigger's amount times N (410.2)
        return Instruction("lose_life" if match.group(1) == "loses" else "gain_life", who="that",
                           amount=int(match.group(2)), words="each 1 life")
    if text == "put that many +1/+1 counters on this":  # War Elemental, Ageless Entity: the trigger's amount (410.2)
        return Instruction("add_counters", who="this", words="+1/+1", that_many=True)
    if re.fullmatch(r"sacrifice (?:this|it) unless an opponent was dealt damage this turn", text):  # War Elemental
        return Instruction("sacrifice_unless_damaged", who="this")
    match = re.fullmatch(r"return all ([a-z]+) cards in all graveyards to their owners' hands", text)
    if match:  # Infernal Caretaker: every such card in every graveyard at once (413.2b)
        return Instruction("graveyards_to_hands", who="each player", words=subtype_of(match.group(1)))
    match = re.fullmatch(r"(target|defending) player can't play (creature )?spells this turn", text)
    if match:  # Xantid Swarm: the defending player as it resolves; Orim's Chant: a target player; Cease-Fire: creature spells
        return Instruction("no_spells", who=match.group(1), target=Target("player") if match.group(1) == "target" else None,
                           words=(match.group(2) or "").strip())
    if text == ("you gain life equal to the damage dealt, but not more life than the player's life total before this "
                "dealt damage or the creature's toughness"):  # Drain Life: the damage the instruction before dealt
        return Instruction("gain_life_dealt", who="you")
    if text == "creatures can't attack this turn":  # Orim's Chant kicked: a rule of the game until end of turn (103.2)
        return Instruction("no_attacks", who="all")
    if text == "remove all cards in your library from the game":  # Leveler: its controller's, as it resolves (413.2b)
        return Instruction("remove_library", who="you")
    if text == "you can't be the target of spells or abilities this turn":  # Gilded Light: its controller (415.1)
        return Instruction("player_shroud", who="you")
    if text == "shuffle this into its owner's library":  # the Beacons: the card, as the spell resolves (413.2b)
        return Instruction("shuffle_self", who="this")
    if re.fullmatch(r"attach all equipment in play to (?:it|this)", text):  # Vulshok Battlemaster (212.2h)
        return Instruction("attach_all_equipment", who="this")
    match = re.fullmatch(r"(?:enchanted|equipped) creature gains (flying|first strike|trample|haste|fear|shadow) until "
                         r"end of turn", text)
    if match:  # Keldon Mantle: the creature the source is attached to as the ability resolves (413.2b)
        return Instruction("gain_target", who="enchanted", words=match.group(1))
    match = re.fullmatch(r"(you may )?put (a|an|two|three) ([a-z]+) counters? on this", text)
    if match:  # Aether Vial, Powder Keg, Umezawa's Jitte: counters of a kind on the source (413.2b)
        count = {"a": 1, "an": 1, "two": 2, "three": 3}[match.group(2)]
        return Instruction("add_counters", who="this", amount=count, words=match.group(3), optional=bool(match.group(1)))
    match = re.fullmatch(r"(?:it|this) deals (that much|\d+) damage to (?:the )?enchanted creature", text)
    if match:  # Guilty Conscience: the creature its source enchants as it resolves (413.2b); "that much": 410.2
        return Instruction("damage", who="enchanted", amount=0 if match.group(1) == "that much" else int(match.group(1)),
                           words="that much" if match.group(1) == "that much" else "")
    match = re.fullmatch(r"(?:have that (?:creature|[a-z]+) deal (\d+)|(?:it|this) deals that much) damage to target "
                         r"(creature or player|creature|player|opponent)", text)
    if match:  # Aether Charge: the creature that came into play deals it (413.2b); Mogg Maniac: the damage dealt to it (410.2)
        return Instruction("damage", target=Target(match.group(2)), amount=int(match.group(1) or 0),
                           words="by that" if match.group(1) else "that much")
    match = re.fullmatch(r"target creature gets \+(?:1/\+1 until end of turn for each (\+1/\+1 counter) on this|x/\+x until end of "
                         r"turn, where x is this creature's (power))", text)
    if match:  # Canopy Crawler, Auriok Bladewarden: its source's, as the ability resolves (or last existed, 413.2f)
        return Instruction("pump_counted", target=Target("creature"), power=1, toughness=1,
                           words=f"{match.group(1) or match.group(2)} of this")
    match = re.fullmatch(r"(target (?:creature|sliver)|it|this|all creatures) gets? (?:([+-])x/([+-])(x|0) until end of turn, "
                         r"where x is the number of|([+-]1)/([+-]1) until end of turn for each) ([a-z]+) (in play|you control)",
                         text)
    if match:  # Feeding Frenzy, Irradiate, Vile Deacon, Magma Sliver, Mutilate: X counted once, as it resolves (413.2f)
        whom, psign, tsign, tx, each_p, each_t, noun, where = match.groups()
        per = (int(each_p), int(each_t)) if each_p else (int(psign + "1"), int(tsign + "1") * (tx == "x"))
        words = f"{noun if noun.endswith('s') else noun + 's'} {where}"
        if whom in ("it", "this", "all creatures"):  # all creatures: those in play as it resolves (418.3b)
            return Instruction("pump_counted", who="this" if whom != "all creatures" else whom, power=per[0],
                               toughness=per[1], words=words)
        return Instruction("pump_counted", target=Target(whom.split(" ", 1)[1]), power=per[0], toughness=per[1],
                           words=words)
    if re.fullmatch(r"switch this(?:'s| creature's) power and toughness until end of turn", text):
        return Instruction("switch", who="this")  # Aquamoeba, Myr Quadropod: its own, layer 6 (418.5i)
    if text == "remove this from the game; return it to play under its owner's control at end of turn":
        return Instruction("flicker", who="this")  # Anurid Brushhopper: the permanent, then a delayed ability (404.4)
    match = re.fullmatch(r"put the top (two|three|four|five) cards of your library into your graveyard", text)
    if match:  # Cephalid Illusionist: its controller's own library, one card at a time (217.2)
        return Instruction("mill", who="you", amount=("two", "three", "four", "five").index(match.group(1)) + 2)
    if text == "put a +1/+1 counter on enchanted creature":  # Sadistic Glee: what its source enchants (413.2b)
        return Instruction("add_counters", who="enchanted", amount=1, words="+1/+1")
    if re.fullmatch(r"remove a \+1/\+1 counter from (?:this|it)", text):  # Karstoderm
        return Instruction("add_counters", who="this", amount=-1, words="+1/+1")
    if re.fullmatch(r"destroy (?:it|this) at end of combat", text):  # Cinder Wall: a delayed ability (404.4)
        return Instruction("delayed_destroy_combat", who="this", words="itself")
    match = re.fullmatch(r"remove target (creature other than this|creature) from the game", text)
    if match:  # Faceless Butcher: the card is remembered by the source, if it is still in play (413.2b)
        return Instruction("remove", target=Target(match.group(1)), words="linked")
    if re.fullmatch(r"return (?:the removed cards?|all cards removed from the game with this) to play under (?:its|their) "
                    r"owners?'s? control", text):
        return Instruction("return_linked", who="this")  # Faceless Butcher's second ability: what its first removed
    if text == "remove from the game all creatures blocked by this":  # Wall of Nets: linked to it (413.2b, 410.10d)
        return Instruction("remove_blocked", who="this", words="linked")
    match = re.fullmatch(r"(tap|untap) enchanted creature", text)
    if match:  # Paralyze: the creature its source enchants as it resolves (413.2b)
        return Instruction(match.group(1), who="enchanted")
    match = re.fullmatch(r"(tap|untap) all (.+)", text)
    if match and group_kind(match.group(2)):  # Intruder Alarm, Wrath of Marit Lage: the group as it resolves (413.2b)
        return Instruction("tap_all", who="all", words=f"{match.group(1)}:{match.group(2)}")
    if text == "double target player's life total":  # Beacon of Immortality: the difference is gained or lost
        return Instruction("double_life", target=Target("player"))
    if text == "sacrifice that many permanents":  # Phyrexian Negator: its controller's choice (217.4a)
        return Instruction("edict", who="you", words="permanent", that_many=True)
    match = re.fullmatch(r"target creature( other than this)? becomes (\d+)/(\d+) until end of turn", text)
    if match:  # Sorceress Queen: its power and toughness set, in layer 6 by timestamp (418.5a, 418.5e)
        return Instruction("set_pt", target=Target("creature" + (match.group(1) or "")), power=int(match.group(2)),
                           toughness=int(match.group(3)))
    match = re.fullmatch(r"enchanted creature and the other creatures that share a creature type with it get ([+-]\d+)/"
                         r"([+-]\d+)(?: and gain (first strike|flying|trample|haste))? until end of turn", text)
    if match:  # the Crowns: those creatures as it resolves (418.3b)
        return Instruction("pump_sharing", who="enchanted", power=int(match.group(1)), toughness=int(match.group(2)),
                           words=match.group(3) or "")
    match = re.fullmatch(r"destroy all ([a-z]+)(?:[.;] (they) can't be regenerated)?", text)
    if match and match.group(1) not in _NOT_SUBTYPES:  # Goblin Pyromancer: the creatures of the type as it resolves
        return Instruction("destroy_type", who="all", words=subtype_of(match.group(1)), regenerate=not match.group(2))
    match = re.fullmatch(r"return target (artifact|creature) card with converted mana cost (\d+) or less from your "
                         r"graveyard to (your hand|play)", text)
    if match:  # Leonin Squire, Auriok Salvagers: the card's converted mana cost as it is targeted (415.5, 203.3)
        return Instruction("return_card", target=Target(f"{match.group(1)} card with converted mana cost {match.group(2)} "
                                                        "or less in your graveyard"),
                           words="hand" if match.group(3) == "your hand" else "play")
    match = re.fullmatch(r"counter target (?:(creature|instant|artifact or enchantment|(?:non)?(?:white|blue|black|red|"
                         r"green)) spell|spell(?: with converted mana cost (\d+) or less)?)(; if that spell is countered this "
                         r"way, remove it from the game instead of putting it into its owner's graveyard)?", text)
    if match:  # Exclude, Flash Counter, Annul, Frazzle, Blue Elemental Blast; Liquify, Assert Authority (415.5, 419.1a)
        kind, most, removed = match.groups()
        spec = "spell:" + (kind or f"cmc<={most}") if kind or most else "spell"
        return Instruction("counter", target=Target(spec), words="remove" * bool(removed))
    match = re.fullmatch(r"counter target spell unless its controller pays (?:\{1\} for each (artifact you control|card in "
                         r"your graveyard|basic land type among lands you control)|\{x\}, where x is (its converted mana "
                         r"cost))", text)
    if match:  # Override, Circular Logic, Evasive Action, Rethink: the amount counted as it resolves (413.2b)
        return Instruction("counter", target=Target("spell"), words="pays:" + (match.group(1) or match.group(2)))
    match = _THAT_MANY_TOKENS.fullmatch(text)
    if match:  # Broodhatch Nantuko; Druid's Call: "its controller", the enchanted creature's (410.2)
        may, whose, power, toughness, color, kind = match.groups()
        return Instruction("tokens", who=whose or "you", power=int(power), toughness=int(toughness),
                           words=f"{color} {kind.capitalize()}", optional=bool(may), that_many=True)
    for pattern, verb in _SAME_NAME:
        match = pattern.fullmatch(text)
        if match:
            power, toughness = (int(match.group(2)), int(match.group(3))) if verb == "pump" else (0, 0)
            return Instruction("same_name", target=Target(match.group(1)), power=power, toughness=toughness,
                               words=verb)
    return None


__all__ = ["group_kind", "pool_instruction"]
