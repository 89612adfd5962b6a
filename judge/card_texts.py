"""More effects in words, read for the pool cards real players' letters name (session 20):
Humble's "loses all abilities and becomes 0/1", Final Punishment's life loss counted from
the damage dealt this turn, Violent Eruption's damage divided among any number of targets,
Kamahl's land animation and his "creatures target player controls" pump, Forgotten Ancient's
moved counters, and the tokens and searches of triggers that name "its controller" or "that
creature's controller".

:func:`card_instruction` is consulted by :mod:`judge.effect_text` after its own table, so
nothing read before reads differently.

>>> card_instruction("target creature loses all abilities and becomes 0/1 until end of turn").op
'humble'
"""

from __future__ import annotations

import re

from judge.group_text import Group
from judge.instructions import Instruction, Target, subtype_of
from judge.pool_texts import pool_instruction

_TYPES = ("artifact", "creature", "enchantment", "land", "permanent")
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

_TEXTS: list[tuple[re.Pattern[str], str]] = [
    # Humble (late 2003 Oracle): layer 5 for the abilities, layer 6 for the 0/1 (418.5a, 418.5b)
    (re.compile(r"(?:until end of turn, )?target creature loses all abilities and (?:becomes|has base power and "
                r"toughness) (\d+)/(\d+)(?: until end of turn)?"), "humble"),
    # Final Punishment: counted as it resolves (413.2f)
    (re.compile(r"target player loses life equal to the damage already dealt to (?:him or her|that player) this turn"),
     "lose_life_damage"),
    # Violent Eruption: the division and the number of targets are announced as it is played (409.1c, 409.1e)
    (re.compile(r"(?:(?:this|~|it) deals )?(\d+) damage divided as you choose among any number of target creatures "
                r"and/or players"), "divided_any"),
    # Kamahl, Fist of Krosa: a type-changing effect, the 1/1 in layer 4 with it (418.5a, 418.5b)
    (re.compile(r"target land becomes an? (\d+)/(\d+) creature until end of turn[.;,] it's still a land"),
     "animate_land"),
    # Kamahl's Overrun: the set of creatures is locked in as it resolves (418.3b)
    (re.compile(r"creatures target player controls get ([+-]\d+)/([+-]\d+) and gain (trample|flying|haste|first "
                r"strike) until end of turn"), "mass_pump_target"),
    # Awe Strike, Reverse Damage: a shield on a source's next damage that gains its controller the life (419.8a)
    (re.compile(r"the next time (target creature|a source of your choice) would deal damage( to you)? this turn, prevent "
                r"that damage[;.] you gain life equal to the damage prevented this way"), "prevent_gain"),
    # Enrage, Hatred, Chill Haunting: X announced as it is played (409.1b)
    (re.compile(r"target creature gets ([+-])x/([+-])(x|0) until end of turn"), "pump_x"),
    # Vicious Betrayal: counted from the additional cost paid (409.1f, 413.2f)
    (re.compile(r"target creature gets \+(\d+)/\+(\d+) until end of turn for each creature sacrificed this way"),
     "pump_sacrificed"),
    # Millstone: the top cards, one at a time (217.2)
    (re.compile(r"target player puts the top (two|three|four|five|six) cards of his or her library into his or her "
                r"graveyard"), "mill"),
    # Forgotten Ancient's upkeep: a choice of how many as it resolves (413.2b)
    (re.compile(r"(?:you may )?move any number of \+1/\+1 counters from (?:this|~|it) onto other creatures"),
     "move_counters"),
    # Brood Sliver: the controller of the Sliver that dealt the damage (410.2)
    (re.compile(r"its controller may put (a|one|two) (\d+)/(\d+) (white|blue|black|red|green|colorless) ([a-z]+) "
                r"creature tokens? into play"), "its_controller_tokens"),
    # Pattern of Rebirth: the enchanted creature's controller as it was put into the graveyard (410.10)
    (re.compile(r"that creature's controller may search his or her library for an? (creature|enchantment|artifact) "
                r"card and put that card into play[.;,] (?:then (?:that player )?|if that player does, he or she )shuffles? "
                r"his or her library"), "its_controller_tutor"),
    # Rathi Dragon, Rogue Elephant, Vulshok War Boar, Sacred Mesa, Balduvian Horde (session 23): the controller
    # chooses on resolution whether to pay the sacrifice or the discard (413.2b, 413.2c)
    (re.compile(r"sacrifice (?:this|~|it) unless you (?:sacrifice (a|an|one|two|three) ([a-z]+?)s?|discard a card at "
                r"random)"), "sacrifice_unless"),
    # Searches for a kind of card (session 23): a subtype ("an Elf card"), two kinds ("a Swamp or Mountain card",
    # "an instant or sorcery card"), "a Dragon permanent card"; the library is shuffled (217.2b)
    (re.compile(r"search your library for an? ((?:[a-z]+ ){0,3})card((?: with converted mana cost \d+ or (?:less|more))?),?"
                r"(?: (?:and )?reveal (?:it|that card),?)?,?(?: and)? put (?:it|that card) (into your hand|into play tapped|into "
                r"play)(?:[;,.] then|[;,.] if you do,) shuffle your library"), "tutor"),
    (re.compile(r"search your library for an? ((?:[a-z]+ ){0,3})card and reveal (?:it|that card)[;,.] "
                r"shuffle your library, then put the card on top of it"), "tutor_top"),
    # Blinkmoth Nexus (session 23): an animated land with a keyword, one timestamp (418.5a)
    (re.compile(r"(?:this|~|it) becomes an? (\d+)/(\d+) ([a-z-]+) artifact creature with (flying|first strike|trample|"
                r"haste) until end of turn(?:[;,.] it's still a land)?"), "animate_keyword"),
    # The Gempalms (session 23): the creatures of a type in play as it resolves (418.3b)
    (re.compile(r"(?:all )?([a-z]+) (?:get ([+-]\d+)/([+-]\d+)(?: and gain ([a-z ]+?))?|gain ([a-z ]+?)) until end of turn"),
     "pump_type"),
    (re.compile(r"([a-z]+) you control (?:get ([+-]\d+)/([+-]\d+)(?: and gain ([a-z ]+?))?|gain ([a-z ]+?)) until end of "
                r"turn"), "pump_type_mine"),  # Bloodstoke Howler: "Beasts you control get +3/+0"
    (re.compile(r"(?:have (?:this|~|it) )?deals? x damage to target (creature or player|creature), where x is the number "
                r"of ([a-z]+) in play"), "damage_counted_target"),  # counted as it resolves (413.2f)
    (re.compile(r"you lose (\d+) life for each \+1/\+1 counter on (?:it|this)"), "lose_life_own_counters"),  # Embalmed Brawler
    (re.compile(r"(target player|each player|that player) loses (\d+) life for each ([a-z]+) (in play|he or she controls)"),
     "lose_life_counted"),  # Shepherd of Rot, Stern Judge: each player, each his or her own (413.2f)
    # Soulgorger Orgg (session 23): the life lost is remembered for its leaves-play ability (410.2)
    (re.compile(r"you lose all but (\d+) life"), "lose_all_but"),
    (re.compile(r"you gain life equal to the life you lost when (?:it|this|~) came into play"), "gain_lost"),
    # Chastise, Devour in Shadow, Divine Offering (session 29): the target as it is, or as it last existed in play (413.2f)
    (re.compile(r"you (gain|lose) life equal to (?:its|that creature's) (power|converted mana cost)|you (lose) life equal "
                r"to (?:its|that creature's) (toughness)"), "life_equal"),
    # Angelic Chorus (session 23): the toughness as it resolves (413.2f)
    (re.compile(r"you gain life equal to (?:its|that creature's) toughness"), "gain_life_toughness"),
    # Session 23: simple effects of many pool spells and abilities
    (re.compile(r"target (player|opponent) discards (two|three) cards( at random)?"), "discard_n_target"),  # Unburden
    (re.compile(r"(?:you )?discard (two|three) cards"), "discard_n_you"),  # Careful Study (after its draw)
    (re.compile(r"(enchanted|equipped) creature gets ([+-]\d+)/([+-]\d+) until end of turn"), "pump_enchanted"),
    (re.compile(r"remove target (enchantment|artifact|land|attacking creature) from the game"), "remove_kind"),
    (re.compile(r"(?:you )?(draw a card|gain (\d+) life) for each ([a-z]+) (you control|in play)"), "counted_each"),
    # Ancestor's Chosen: the cards in its controller's graveyard as it resolves (413.2f)
    (re.compile(r"(?:you )?(draw a card|gain (\d+) life) for each (card) in (your graveyard)"), "counted_each"),
    # Accumulated Knowledge: the cards with its name in every graveyard, counted as it resolves (413.2f)
    (re.compile(r"(?:you )?(draw) cards equal to the number of ()cards named (this) in (all graveyards)"), "counted_each"),
    (re.compile(r"target player discards a card for each (plains|island|swamp|mountain|forest|artifact|creature|land) you "
                r"control"), "discard_counted"),  # Mind Sludge: counted once as it resolves (413.2f)
    (re.compile(r"(?:you )?(draw) x cards and you lose x life, where x is the number of ([a-z]+) (you control|in play)"),
     "counted_draw_lose"),  # Graveborn Muse: X counted once (413.2f)
    (re.compile(r"(?:(?:this|~|it) deals )?(\d+) damage to target (creature or player|creature)[;.,] it can't be "
                r"regenerated this turn"), "damage_no_regen_it"),  # Engulfing Flames (419.6b)
    (re.compile(r"(?:you )?gain x life"), "gain_x"),  # Death Grasp: the X announced (409.1b)
    (re.compile(r"attacking creatures get ([+-]\d+)/([+-]\d+) until end of turn"), "pump_attacking"),  # Pianna
    (re.compile(r"return (?:it|this|~) to its owner's hand at end of combat"), "bounce_end_of_combat"),  # Wall of Junk
    (re.compile(r"target player draws x cards"), "draw_x"),  # Stroke of Genius (409.1b)
    (re.compile(r"(?:this|~|it) gets ([+-]\d+)/([+-]\d+) and gains (flying|first strike|trample|haste) until end of "
                r"turn"), "pump_gain_self"),  # Megatog: layers 6 and 5, one timestamp
    (re.compile(r"(?:this|~|it) is unblockable this turn"), "unblockable_self"),  # Spincrusher
    (re.compile(r"(?:(?:this|~|it) deals )?damage to target (player|opponent) equal to the number of (?:([a-z]+) you "
                r"control|(cards) in that player's hand)"), "damage_counted_player"),  # Goblin War Strike, Sudden Impact
    (re.compile(r"each player discards his or her hand(?:,)? (?:and|then) draws seven cards"), "wheel"),  # 103.4
    (re.compile(r"target player discards x cards( at random)?"), "discard_x"),  # Mind Twist (409.1b)
    (re.compile(r"remove all cards in target player's graveyard from the game"), "remove_graveyard"),
    (re.compile(r"target player shuffles his or her graveyard into his or her library"), "graveyard_shuffle"),
    (re.compile(r"destroy target land[.;,] if that land (?:was|is) nonbasic, (?:this|~|it) deals (\d+) damage to "
                r"(?:the|that) land's controller"), "destroy_land_nonbasic"),  # Molten Rain (205.4b, 413.2f)
    (re.compile(r"target player sacrifices a permanent"), "edict_permanent"),  # Misguided Rage (217.4a)
    (re.compile(r"non(white|blue|black|red|green) creatures get ([+-]\d+)/([+-]\d+) until end of turn"), "pump_noncolor"),
    (re.compile(r"(?:this|~|it) becomes the creature type of your choice until end of turn"), "choose_type_self"),
    (re.compile(r"remove all (artifacts|enchantments|lands) from the game"), "remove_all_kind"),  # Furnace Dragon
    (re.compile(r"sacrifice an? (creature|artifact|land) other than (?:this|~)[;,.] if you can't, (?:it|this|~) deals "
                r"(\d+) damage to you"), "sacrifice_other_or"),  # Lord of the Pit (217.4a, 416.3)
    (re.compile(r"return all (white|blue|black|red|green) permanents to their owners' hands"), "bounce_color"),
    # Session 23: effects many pool cards' triggers use
    (re.compile(r"(each player|each opponent|each other player) loses (\d+) life"), "lose_life_each"),
    (re.compile(r"look at target opponent's hand"), "look_hand"),  # Telepathic Spies: nothing changes
    (re.compile(r"(each player|each opponent) discards a card"), "discard_each"),  # Earsplitting Rats (103.4)
    (re.compile(r"target opponent puts a card from his or her hand on top of his or her library"), "hand_to_top"),
    (re.compile(r"(?:it|this|~) deals (\d+) damage to each other creature"), "damage_others"),  # Crater Hellion
    (re.compile(r"tap all other creatures"), "tap_others"),  # Thundermare
    (re.compile(r"(that player|each player|each opponent|each other player) sacrifices an? non-?([a-z]+) creature"),
     "edict_non"),  # Call to the Grave
    (re.compile(r"that player returns a creature he or she controls to its owner's hand"), "return_theirs"),
    (re.compile(r"(?:it|this|~) deals damage to that player equal to the number of ([a-z]+) he or she controls"),
     "damage_counted_that"),  # Karma: counted as it resolves (413.2f)
    (re.compile(r"put a basic land card from your hand into play( tapped)?"), "land_from_hand"),  # Elvish Pioneer
    # Academy Rector: the removal is the "if you do" of the search (413.2b)
    (re.compile(r"(?:you may )?remove (?:this|~|it) from the game[.;,] if you do, search your library for an? (creature|"
                r"enchantment|artifact) card,? (?:and )?put (?:it|that card) into play,? (?:and )?then shuffle your "
                r"library"), "remove_self_tutor"),
]


#: Session 22's whole instructions: Mirari's copy (503.10), Isochron Scepter's played copy (503.12), Disappear.
_WHOLE = {
    "copy that spell": Instruction("copy_spell", who="that", words="that spell"),
    "copy that spell and you may choose new targets for the copy": Instruction("copy_spell", who="that",
                                                                                words="that spell"),
    "copy the imprinted card; if you do, you may play the copy without paying its mana cost": Instruction(
        "play_imprinted", who="you"),
    "return enchanted creature to its owner's hand": Instruction("bounce_enchanted", who="this"),
    # Clockwork Dragon (session 23): a delayed triggered ability for the next end of combat (404.4)
    "remove a +1/+1 counter from it at end of combat": Instruction("delayed_destroy_combat", who="this",
                                                                   words="counter:+1/+1"),
    "remove a +1/+1 counter from this at end of combat": Instruction("delayed_destroy_combat", who="this",
                                                                     words="counter:+1/+1"),
    # Flaring Pain (session 23): a rules-modifying effect until end of turn (418.3b); "can't" wins (103.2)
    "damage can't be prevented this turn": Instruction("unpreventable", who="all"),
    "return enchanted creature and this to their owners' hands": Instruction("bounce_enchanted", who="this",
                                                                              words="and this"),
}


#: Card types a "for each" may count, as the type itself.
_PLURAL_TYPES = {"creature": "creature", "creatures": "creature", "artifact": "artifact", "artifacts": "artifact",
                 "land": "land", "lands": "land", "enchantments": "enchantment"}
#: The keywords "Wizards gain ... until end of turn" may grant.
_KEYWORDS = ("flying", "first strike", "double strike", "trample", "haste", "fear", "shadow")


def _subtype(plural: str) -> str:
    """The creature type a plural names: ``elves`` -> ``Elf``, ``soldiers`` -> ``Soldier``."""
    return subtype_of(plural)


def card_instruction(text: str) -> Instruction | None:
    """The instruction *text* (normalised: lower case, ``this`` for the card's name) reads as,
    or None if it is none of these."""
    if text in _WHOLE:
        return _WHOLE[text]
    for pattern, op in _TEXTS:
        match = pattern.fullmatch(text)
        if not match:
            continue
        g = match.groups()
        if op == "humble":
            return Instruction("humble", target=Target("creature"), power=int(g[0]), toughness=int(g[1]))
        if op == "lose_life_damage":
            return Instruction("lose_life_damage", target=Target("player"))
        if op == "divided_any":  # each target gets at least 1, so at most as many targets as damage
            return Instruction("damage", target=Target("creature or player"), amount=int(g[0]), words="divided any")
        if op == "animate_land":
            return Instruction("animate_land", target=Target("land"), power=int(g[0]), toughness=int(g[1]))
        if op == "mass_pump_target":
            return Instruction("mass_pump_target", target=Target("player"), power=int(g[0]), toughness=int(g[1]), words=g[2])
        if op == "pump_x":  # power and toughness: X times these
            sign = {"+": 1, "-": -1}
            return Instruction("pump_x", target=Target("creature"), x=True, power=sign[g[0]],
                               toughness=0 if g[2] == "0" else sign[g[1]])
        if op == "prevent_gain" and (g[0] == "target creature") != bool(g[1]):
            return Instruction("prevent_source", who="you", target=Target("creature") if g[0] == "target creature" else None,
                               words="|gain")
        if op == "pump_sacrificed":
            return Instruction("pump_x", target=Target("creature"), power=int(g[0]), toughness=int(g[1]),
                               words="sacrificed")
        if op == "mill":
            return Instruction("mill", target=Target("player"), amount=_COUNT[g[0]])
        if op == "move_counters":
            return Instruction("move_counters", who="this", optional=text.startswith("you may "), words="+1/+1")
        if op == "its_controller_tokens":
            return Instruction("tokens", who="its controller", amount=_COUNT[g[0]], power=int(g[1]),
                               toughness=int(g[2]), words=f"{g[3]} {g[4].capitalize()}", optional=True)
        if op == "its_controller_tutor":
            return Instruction("tutor_into_play", who="its controller", optional=True, words=g[0])
        if op == "sacrifice_unless":  # a card type, or a subtype ("two Mountains", "a Pegasus")
            kind = "" if g[1] is None else g[1] if g[1] in _TYPES else g[1].capitalize()
            return Instruction("sacrifice_unless", who="this", amount=_COUNT[g[0]] if g[0] else 1,
                               words=kind or "discard at random")
        if op in ("tutor", "tutor_top") and re.fullmatch(r"(?:basic land|(?!non)[a-z]+(?: or (?!non)[a-z]+)?"
                                                         r"(?: permanent)?)?", g[0].strip()):
            # Trinket Mage, Ramosian Sergeant: "with converted mana cost N or less (more)", as kind@N- (kind@N+)
            cost = re.fullmatch(r" with converted mana cost (\d+) or (less|more)", g[1]) if op == "tutor" else None
            kind = g[0].strip() + (f"@{cost.group(1)}{'-' if cost.group(2) == 'less' else '+'}" if cost else "")
            where = g[2] if op == "tutor" else "on top of your library"
            return Instruction("tutor", who="you", amount=1, words=f"{kind}>{where}")
        if op == "animate_keyword":
            subtype = "-".join(w.capitalize() for w in g[2].split("-"))
            return Instruction("animate_keyword", who="this", power=int(g[0]), toughness=int(g[1]),
                               words=f"{subtype}|{g[3]}")
        if op in ("pump_type", "pump_type_mine") and g[0] == "creatures" and (g[4] or "") in _KEYWORDS:
            # Dirge of Dread, Savage Offensive: every creature (or each of its controller's) in play now (418.3b)
            return Instruction("pump_type", who="you" if op == "pump_type_mine" else "all", words=f"|{g[4]}")
        if op in ("pump_type", "pump_type_mine") and g[0] not in ("creatures", "other", "lands", "artifacts", "enchantments", "permanents", "they",
                                              "attacking", "blocking", "you"):
            keyword = g[3] or g[4] or ""
            if keyword and keyword not in _KEYWORDS:
                return None
            return Instruction("pump_type", who="you" if op == "pump_type_mine" else "all", power=int(g[1] or 0),
                               toughness=int(g[2] or 0),
                               words=f"{_subtype(g[0])}|{keyword}")
        if op == "damage_counted_target":
            return Instruction("damage_counted_target", target=Target(g[0]), words=_subtype(g[1]))
        if op == "lose_life_own_counters":
            return Instruction("lose_life_counted", who="you", amount=int(g[0]), words="+1/+1 counter")
        if op == "lose_life_counted":
            each, that = g[0] == "each player", g[0] == "that player"  # that: the player dealt damage (Emissary of Despair)
            return Instruction("lose_life_counted", target=None if each or that else Target("player"), who="each player"
                               if each else "that" if that else "target", amount=int(g[1]),
                               words=(_PLURAL_TYPES.get(g[2]) or _subtype(g[2])) + ("|own" if g[3] != "in play" else ""))
        if op == "discard_n_target":
            return Instruction("discard", target=Target(g[0]), amount=_COUNT[g[1]], words="at random" if g[2] else "")
        if op == "discard_n_you":
            return Instruction("discard_n_you", who="you", amount=_COUNT[g[0]])
        if op == "pump_enchanted":
            return Instruction("pump_enchanted", who="enchanted", power=int(g[1]), toughness=int(g[2]))
        if op == "remove_kind":
            return Instruction("remove", target=Target(g[0]))
        if op == "discard_counted":
            return Instruction("discard", target=Target("player"), words="for each " + (
                g[0].capitalize() if g[0] in ("plains", "island", "swamp", "mountain", "forest") else g[0]))
        if op == "counted_draw_lose":
            return Instruction("counted_each", who="you", amount=1, words="draw+lose|" + (
                _subtype(g[1]) if g[1] not in _PLURAL_TYPES else _PLURAL_TYPES[g[1]]) + f"|{g[2]}")
        if op == "counted_each":
            kind = "named" if g[2] == "this" else "card" if g[3] == "your graveyard" else _subtype(g[2]) \
                if g[2] not in _PLURAL_TYPES else _PLURAL_TYPES[g[2]]
            return Instruction("counted_each", who="you", amount=int(g[1] or 1), words=f"{g[0].split()[0]}|{kind}|{g[3]}")
        if op == "damage_no_regen_it":
            return Instruction("damage_no_regen", target=Target(g[1]), amount=int(g[0]))
        if op == "gain_x":
            return Instruction("gain_x", who="you", x=True)
        if op == "pump_attacking":
            return Instruction("pump_attacking", who="attacking creatures", power=int(g[0]), toughness=int(g[1]))
        if op == "bounce_end_of_combat":
            return Instruction("delayed_destroy_combat", who="this", words="bounce:")
        if op == "draw_x":
            return Instruction("draw_x", target=Target("player"), x=True)
        if op == "pump_gain_self":
            return Instruction("pump_gain_self", who="this", power=int(g[0]), toughness=int(g[1]), words=g[2])
        if op == "unblockable_self":
            return Instruction("gain", who="this", words="unblockable")
        if op == "damage_counted_player":
            words = "hand" if g[2] else _subtype(g[1])
            return Instruction("damage_counted_player", target=Target(g[0]), words=words)
        if op == "wheel":
            return Instruction("wheel", who="each player", amount=7)
        if op == "discard_x":
            return Instruction("discard_x", target=Target("player"), x=True, words="at random" if g[0] else "")
        if op in ("remove_graveyard", "graveyard_shuffle"):
            return Instruction(op, target=Target("player"))
        if op == "pump_noncolor":  # Holy Light: the creatures not of the color as it resolves (418.3b)
            return Instruction("pump_noncolor", who="all", power=int(g[1]), toughness=int(g[2]), words=g[0])
        if op == "choose_type_self":  # the Mistform creatures: layer 4 (418.5a)
            return Instruction("choose_type_self", who="this")
        if op == "remove_all_kind":
            return Instruction("remove_all", who="all", words=g[0])
        if op == "sacrifice_other_or":
            return Instruction("sacrifice_other_or", who="you", amount=int(g[1]), words=g[0])
        if op == "bounce_color":  # Hibernation: the permanents of the color as it resolves (413.2b)
            return Instruction("bounce_color", who="all", words=g[0])
        if op == "edict_permanent":
            return Instruction("edict", target=Target("player"), who="target", words="permanent")
        if op == "destroy_land_nonbasic":
            return Instruction("destroy_land_nonbasic", target=Target("land"), amount=int(g[0]))
        if op == "gain_life_toughness":
            return Instruction("gain_life_toughness", who="that")
        if op == "life_equal":
            return Instruction("life_equal", who="that", words=f"{g[0] or g[2]}:{g[1] or g[3]}")
        if op == "lose_all_but":
            return Instruction("lose_all_but", who="you", amount=int(g[0]))
        if op == "gain_lost":
            return Instruction("gain_lost", who="you")
        if op == "lose_life_each":
            return Instruction("lose_life_each", who=g[0], amount=int(g[1]))
        if op == "look_hand":
            return Instruction("look_hand", target=Target("opponent"))
        if op == "discard_each":
            return Instruction("discard_each", who=g[0], amount=1)
        if op == "hand_to_top":
            return Instruction("hand_to_top", target=Target("opponent"))
        if op == "damage_others":
            return Instruction("damage_others", who="this", amount=int(g[0]))
        if op == "tap_others":
            return Instruction("tap_others", who="this")
        if op == "edict_non":
            who = {"each player": "each player", "that player": "that"}.get(g[0], "each opponent")
            return Instruction("edict", who=who, words=f"non-{g[1].capitalize()} creature")
        if op == "return_theirs":
            return Instruction("return_theirs", who="that", words="creature")
        if op == "damage_counted_that":
            return Instruction("damage_counted_that", who="that", words=_subtype(g[0]))
        if op == "land_from_hand":
            return Instruction("land_from_hand", who="you", words="tapped" if g[0] else "")
        if op == "remove_self_tutor":
            return Instruction("tutor_into_play", who="you", optional=True, words=g[0] + " remove this")
    match = re.fullmatch(r"(.+?) get ([+-]\d+)/([+-]\d+) until end of turn", text)
    group = Group.from_words(match.group(1)) if match else None
    if match and group is not None:  # Hold the Line: "blocking creatures get +7/+7 until end of turn", the creatures of
        # the group as it resolves (418.3b)
        return Instruction("pump_group", who="all", power=int(match.group(2)), toughness=int(match.group(3)),
                           words=group.words())
    return pool_instruction(text)


__all__ = ["card_instruction"]
