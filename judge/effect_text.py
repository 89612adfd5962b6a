"""Effects in words: the instructions of instant and sorcery texts and of abilities'
effects (``3 damage to target creature or player``), parsed into :class:`SpellText`."""

from __future__ import annotations

import dataclasses
import re

from judge.card_texts import card_instruction
from judge.instructions import Instruction, SpellText, Target, subtype_of
from judge.mana import AbilityParseError, parse_mana


_TARGET_KINDS = (
    "spell or permanent", "creature with morph", "artifact or creature", "nontoken creature", "artifact, creature, or land", "assembly-worker", "creature defending player controls", "nonartifact, nonblack creature", "nonblack creature", "artifact creature", "creature you control", "creature or player", "artifact or enchantment",
    "attacking or blocking creature", "attacking creature", "blocking creature", "nonwhite creature",
    "tapped creature", "creature", "player", "opponent", "spell", "artifact", "enchantment", "nonbasic land",
    "basic land", "land",
    "permanent",
)
#: Creature types a target may name: a creature of that type (Boneknitter, Goblin Taskmaster, Krosan Warchief),
#: or of either of two ("target Elf or Soldier"); "target Zombie card" a creature card of the type in a graveyard.
CREATURE_TYPES = ("beast", "bird", "blinkmoth", "cleric", "elf", "goblin", "soldier", "sliver", "wall", "wizard", "zombie")
TYPES_RE = rf"(?:{'|'.join(CREATURE_TYPES)})(?: or (?:{'|'.join(CREATURE_TYPES)}))?"
TARGET_RE = (r"(?:non)?(?:white|blue|black|red|green) (?:creature|permanent)|(?:artifact|enchantment|land) defending player controls|face-down creature|creature with(?:out)? flying|artifact creature or black creature|attacking or blocking creature with flying|creature with converted mana cost \d+ or less|creature with (?:power|toughness) \d+ or (?:greater|less)|"
             r"attacking creature with flying|") + "|".join(re.escape(kind) for kind in _TARGET_KINDS) + "|" + TYPES_RE
SELF_RE = r"(?:this|~|it)"
_OPPONENTS = "an opponent's"
PT_RE = r"([+-]\d+)/([+-]\d+)"
DEALS_RE = r"(?:(?:this|~|it) deals |(?:have (?:this|~|it) )?deal )?"
GRANTABLE_RE = (r"flying|first strike|double strike|trample|haste|fear|shadow|flanking|banding|"
                 r"protection from (?:white|blue|black|red|green|artifacts)|(?:plains|island|swamp|mountain|forest)walk")
_EFFECTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"target (creature|creature you control|{TYPES_RE}) gains ({GRANTABLE_RE}) until end of turn"), "gain_target"),
    (re.compile(r"target creature can't (block|attack|attack or block) this turn"), "cant_target"),
    (re.compile(rf"target ({TARGET_RE}) is unblockable this turn"), "unblockable_target"),
    (re.compile(r"put a \+1/\+1 counter on each attacking creature"), "counters_attacking"),
    (re.compile(r"target creature gets \+x/\+x until end of turn, where x is the number of ([a-z]+ in play)"),
     "pump_counted"),
    (re.compile(r"target (creature|creature you control) gains (protection from the colou?r of your choice) until end of "
                r"turn"), "gain_target"),
    (re.compile(rf"{DEALS_RE}(x) damage to each creature(?: (with|without) flying)?( and each player)?"), "sweep"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to each creature (with|without) flying( and each player)?"), "sweep"),
    (re.compile(rf"(creatures you control|all creatures|each creature|other creatures you control) gets? {PT_RE} "
                r"until end of turn"), "pump_all"),
    (re.compile(r"(target player|each player|each opponent|each other player|that player) sacrifices an? "
                r"(attacking creature|creature|artifact, creature, or land|land|artifact)"), "edict"),
    (re.compile(r"(target player|each player|that player) sacrifices (two|three|four|five) (lands|creatures|permanents)"), "edict_n"),
    (re.compile(r"destroy each (artifact, creature, and enchantment|artifact and creature) with converted mana cost "
                r"x or less"), "destroy_x"),
    (re.compile(rf"{DEALS_RE}x damage to target creature and x damage to you, where x is the number of ([a-z]+ in play|"
                r"[a-z]+ you control)"), "damage_counted"),
    (re.compile(r"add \{([wubrg])\} for each ([a-z]+ (?:you control|in play))"), "add_mana_each"),
    (re.compile(r"tap all lands target player controls and empty his or her mana pool"), "mana_short"),
    (re.compile(r"target (player|opponent) discards a card( at random)?"), "discard_target"),
    (re.compile(r"target player draws (a|one|two|three|four|\d+) cards?"), "draw_target"),
    (re.compile(rf"regenerate target ((?:white|blue|black|red|green) creature|creature|artifact|{TYPES_RE})"), "regenerate_target"),
    (re.compile(rf"that creature gains ({GRANTABLE_RE}) until end of turn"), "gain_that"),
    (re.compile(rf"return target (creature card|card|(?:{'|'.join(CREATURE_TYPES)}|sorcery|instant|artifact) card) from your graveyard to "
                r"(your hand|play)"), "return_card"),
    (re.compile(r"put target (creature card) from (a|an opponent's) graveyard into (play) under your control"), "return_card"),
    (re.compile(r"remove target (card) in (a|an opponent's) graveyard from the game"), "return_card"),
    (re.compile(r"you lose life equal to its converted mana cost"), "lose_life_cmc"),
    (re.compile(r"search your library for (a|up to two|up to three) (basic land |creature |enchantment |artifact |plains |"
                r"island |swamp |mountain |forest )?cards?"
                r"(?:,? (?:and )?reveal (?:it|them),?)? and put (?:it|that card|them) (into your hand|into play tapped|"
                r"into play|into your graveyard)[;,.] then shuffle your library"), "tutor"),
    (re.compile(r"target opponent reveals his or her hand[;,.] you choose a noncreature, nonland card from it[;,.] "
                r"that player discards that card"), "duress"),
    (re.compile(r"choose a number[.;,] destroy all artifacts and creatures with converted mana cost equal to that "
                r"number[.;,] then target player reveals his or her hand and discards all nonland cards with converted "
                r"mana cost equal to the number"), "void"),
    (re.compile(r"untap up to (two|three|four|five|six|seven) lands"), "untap_lands"),
    (re.compile(r"prevent all (combat )?damage that would be dealt (to and dealt by|to|by) (target creature|that creature)"
                r" this turn"), "prevent_all"),
    (re.compile(r"counter target spell[;,.] put it on top of its owner's library instead of into that player's "
                r"graveyard"), "counter_to_top"),
    (re.compile(r"put (two|three) cards from your hand on top of your library in any order"), "put_back"),
    (re.compile(r"search your library for a (creature) card and reveal it[;,.] shuffle your library, then put the card "
                r"on top of it"), "tutor_top"),
    (re.compile(r"tap or untap target (artifact, creature, or land|creature|permanent)"), "twiddle"),
    (re.compile(r"return target permanent to its owner's hand[;,.] then that player discards a card"), "recoil"),
    (re.compile(r"(?:you )?discard a card"), "discard_you"),
    (re.compile(rf"sacrifice {SELF_RE} unless you discard a card"), "sacrifice_unless_discard"),
    (re.compile(r"target (player|opponent) loses (\d+) life"), "lose_life_target"),
    (re.compile(r"its controller loses (\d+) life"), "lose_life_controller"),
    (re.compile(r"destroy all (lands|enchantments|artifacts|artifacts and enchantments|artifacts, creatures,? and "
                r"(?:enchantments|lands))(?:[.;,] (they) can't be regenerated)?"), "destroy_kinds"),  # Obliterate
    (re.compile(r"return all (creatures|permanents) to their owners' hands"), "bounce_all"),
    (re.compile(r"remove target (creature|permanent|artifact or enchantment) from the game"), "remove"),
    (re.compile(r"its controller gains life equal to its power"), "gain_life_power"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to itself"), "damage_itself"),
    (re.compile(r"put (a|one|two|three|\d+) \+1/\+1 counters? on target creature"), "counters_target"),
    (re.compile(r"put its \+1/\+1 counters on target (artifact creature|creature)"), "counters_moved"),
    (re.compile(rf"{DEALS_RE}(\d+|x) damage to target ({TARGET_RE})"), "damage_target"),
    (re.compile(rf"damage equal to the number of \+1/\+1 counters on {SELF_RE} to target ({TARGET_RE})"), "counter_damage"),
    (re.compile(rf"{DEALS_RE}damage equal to (?:the sacrificed|that) creature's power to target ({TARGET_RE})"),
     "sacrificed_damage"),
    (re.compile(r"sacrifice an? (creature|permanent|land|artifact)"), "sacrifice_one"),
    (re.compile(r"name a nonland card"), "name_card"),
    (re.compile(r"target player reveals his or her hand and discards all cards with that name"), "discard_named"),
    (re.compile(rf"turn (target creature with morph|{SELF_RE}) face down"), "turn_face_down"),
    (re.compile(rf"have {SELF_RE} become a copy of target creature,? except (?:it|this) doesn't copy that creature's "
                rf"colou?r[;,.] if you do, {SELF_RE} gains this ability"), "become_copy"),
    (re.compile(r"until end of turn, (?:you )?gain control of target creature and (?:it|that creature) gains haste"),
     "steal"),
    (re.compile(r"(\d+) damage divided as you choose among one or two target creatures and/or players"), "divided"),
    (re.compile(r"take an extra turn after this one"), "extra_turn"),
    (re.compile(r"target player skips his or her next draw step"), "skip_draw"),
    (re.compile(r"(target player skips his or her|you skip your) next (turn|untap step)"), "skip_turn"),
    (re.compile(r"counter target spell unless its controller pays ((?:\{[0-9wubrgc]+\})+)"), "counter_unless"),
    (re.compile(r"put (a|one|two|three|four|\d+) (\d+)/(\d+) (white|blue|black|red|green|colorless) ([a-z]+) "
                rf"(artifact )?creature tokens?(?: with ({GRANTABLE_RE}))? into play"), "tokens"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to that (creature|player)"), "damage_that"),
    (re.compile(rf"{DEALS_RE}(\d+|x) damage to target (creature or player|creature)[;.,] (?:a creature dealt damage this "
                r"way|that creature) can't be regenerated this turn"), "damage_no_regen"),
    (re.compile(rf"{DEALS_RE}that much damage to (you|that creature's controller|that creature|that player)"),
     "damage_that_much"),
    (re.compile(r"(?:you )?gain that much life"), "gain_that_much"),
    (re.compile(rf"that creature gets {PT_RE} until end of turn"), "pump_that"),
    (re.compile(r"destroy that creature at end of combat"), "delayed_destroy_combat"),
    (re.compile(rf"at end of combat, destroy {SELF_RE} and all creatures {SELF_RE} blocked this turn"),
     "delayed_destroy_blocked"),
    (re.compile(r"destroy that creature(?:[.;,] it can't be regenerated)?"), "destroy_that"),
    (re.compile(r"tap that creature(?:[;.] (?:it|that creature) doesn't untap during its controller's next untap step)?"),
     "tap_that"),
    (re.compile(r"that player discards (a|one|two|three|\d+) cards?( at random)?"), "discard_that"),
    (re.compile(r"each player discards his or her hand"), "discard_hands"),
    (re.compile(r"that player loses (\d+) life"), "lose_life_that"),
    (re.compile(r"(that player|you) loses? the game"), "lose_game"),
    (re.compile(r"choose target creature[.;,] at end of combat, destroy all creatures that blocked or were blocked by "
                r"it this turn"), "delayed_destroy_blocks"),
    (re.compile(r"put an x/x (white|blue|black|red|green|colorless) ([a-z]+) creature token into play, where x is the "
                r"life paid as (?:this|~) came into play"), "tokens_life_paid"),
    (re.compile(r"destroy (?:this|~)"), "destroy_self"),
    (re.compile(r"look at the top (two|three|four|five) cards of your library,? then put them back in any order"),
     "reorder_top"),
    (re.compile(r"(that player|defending player) gets? (a|one|two|three|\d+) poison counters?"), "poison"),
    (re.compile(r"(you|that player|target player) loses? half (?:your|his or her) life, rounded (up|down)"), "lose_half"),
    (re.compile(r"that player skips his or her next combat phase"), "skip_combat_that"),
    (re.compile(r"that player draws (a|\d+) cards?"), "draw_that"),
    (re.compile(rf"put (a|one|two|three|\d+) \+1/\+1 counters? on {SELF_RE}"), "counters_self"),
    (re.compile(r"return that creature to its owner's hand"), "bounce_that"),
    (re.compile(r"put that card into play under your control"), "return_that"),
    (re.compile(r"remove that creature from the game"), "remove_that"),
    (re.compile(rf"return {SELF_RE} to its owner's hand"), "return_self"),
    (re.compile(r"(untap that creature and )?remove (?:it|that creature) from combat"), "remove_that_from_combat"),
    (re.compile(rf"(untap {SELF_RE} and )?remove {SELF_RE} from combat"), "remove_from_combat"),
    (re.compile(rf"untap {SELF_RE}"), "untap_self"),
    (re.compile(rf"gain control of all creatures blocking {SELF_RE} for as long as you control {SELF_RE}"),
     "steal_blockers"),
    (re.compile(rf"{SELF_RE} becomes the colou?r of your choice until end of turn"), "color_choice"),
    (re.compile(rf"(?:{SELF_RE} gets )?{PT_RE} until end of turn for each other attacking ([a-z]+)"), "pump_each"),
    (re.compile(rf"{SELF_RE} gets {PT_RE}( until end of turn)? for each creature blocking {SELF_RE} beyond the first"),
     "pump_beyond"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to (each creature and each player|each creature|each player|each opponent|each attacking "
                r"creature)"), "damage_each"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to (you|{SELF_RE})"), "damage_self"),
    (re.compile(rf"target (creature|attacking creature|blocking creature|attacking or blocking creature|{TYPES_RE}) gets {PT_RE} "
                r"until end of turn"), "pump_target"),
    (re.compile(rf"target creature gets {PT_RE} as long as {SELF_RE} remains tapped"), "pump_while_tapped"),
    (re.compile(rf"target assembly-worker gets {PT_RE} until end of turn"), "pump_worker"),
    (re.compile(rf"(?:{SELF_RE} gets )?{PT_RE} until end of turn"), "pump_self"),
    (re.compile(rf"{SELF_RE} gets {PT_RE} and becomes the color of your choice until end of turn"), "mongrel"),
    (re.compile(rf"destroy target ({TARGET_RE})(?:[.;,] (?:it|that creature) can't be regenerated)?"), "destroy"),
    (re.compile(r"destroy all (?:((?:non)?(?:white|blue|black|red|green)) )?creatures(?:[.;,] (?:they|it) can't be regenerated)?"),
     "destroy_all"),
    (re.compile(r"counter target spell"), "counter"),
    (re.compile(r"counter that spell"), "counter_that"),
    (re.compile(r"counter target activated or triggered ability(?: \(a mana ability can't be targeted\))?"),
     "counter_ability"),
    (re.compile(r"change the target of target spell with a single target"), "retarget"),
    (re.compile(r"change the text of target (spell or permanent|permanent) by replacing all instances of one "
                r"(color word|basic land type|creature type) with another(?:[.;,] the new creature type can't be wall)?"),
     "text_change"),
    (re.compile(r"destroy (?:it|that creature) at end of turn"), "delayed_destroy"),
    (re.compile(r"return (?:it|that card) to play under its owner's control at end of turn|at end of turn, return "
                r"(?:it|that card|those cards) to play under (?:its owner's|their owners') control"), "delayed_return"),
    (re.compile(r"remove all (creatures|permanents) from the game"), "remove_all"),
    (re.compile(rf"{SELF_RE} becomes an? (\d+)/(\d+) (white|blue|black|red|green) ([a-z]+) creature(?: with ({GRANTABLE_RE}))? until "
                r"end of turn[;,.] it's still a land"), "animate_self"),
    (re.compile(rf"return target ({TARGET_RE}) to its owner's hand"), "bounce"),
    (re.compile(r"target player gains (\d+) life"), "gain_life_target"),
    (re.compile(r"(?:you )?gain (\d+) life"), "gain_life_you"),
    (re.compile(r"(?:you )?lose (\d+) life"), "lose_life_you"),
    (re.compile(r"prevent the next (\d+) damage that would be dealt to target creature this turn[.;,] (?:put a \+1/\+1 "
                r"counter on (?:it|that creature) for each 1 damage prevented this way|for each 1 damage prevented this "
                r"way, put a \+1/\+1 counter on (?:it|that creature))"), "prevent_grow"),
    (re.compile(rf"prevent the next (\d+) damage that would be dealt to {SELF_RE} this turn"), "prevent_self"),
    (re.compile(rf"the next (\d+) damage that would be dealt to {SELF_RE} this turn is dealt to (target creature you "
                r"control|its owner|you) instead"), "redirect_next"),
    (re.compile(r"prevent the next (\d+|x) damage that would be dealt to target (creature or player|creature|player) this turn(?:, where x is the number of ([a-z]+ in play))?"), "prevent"),
    (re.compile(r"prevent all combat damage that would be dealt this turn(?: by creatures that aren't ([a-z]+)s)?"),
     "prevent_combat"),
    (re.compile(r"prevent all combat damage (?:that )?non-([a-z]+) creatures would deal this turn"), "prevent_combat"),
    (re.compile(rf"prevent all combat damage that would be dealt to and dealt by {SELF_RE} this turn"), "fog_self"),
    (re.compile(r"switch target creature's power and toughness until end of turn"), "switch"),
    (re.compile(r"add ((?:\{[wubrgc0-9]\})+)(?: to (your|that player's) mana pool)?"), "add_mana"),
    (re.compile(r"add \{([wubrg])\} or \{([wubrg])\}(?: to your mana pool)?"), "add_mana_or"),
    (re.compile(r"add (one|two|three) mana of any(?: one)? colou?r(?: to your mana pool)?"), "add_any_color"),
    (re.compile(r"add (?:to your mana pool )?one mana of any color that a land an opponent controls could produce"
                r"(?: to your mana pool)?"), "add_mana_opponent_land"),
    (re.compile(rf"regenerate ({SELF_RE}|enchanted creature)"), "regenerate"),
    (re.compile(r"(?:you )?draw (a|one|two|three|four|five|\d+) cards?"), "draw"),
    (re.compile(r"its controller (?:may )?draws? a card"), "its_controller_draws"),
    (re.compile(rf"sacrifice {SELF_RE}"), "sacrifice"),
    (re.compile(r"tap target (creature without flying|creature|permanent|artifact, creature, or land|artifact|land)"), "tap"),
    (re.compile(r"untap target (artifact or creature|artifact creature|artifact|basic land|land|attacking creature)"), "untap"),
    (re.compile(r"you control target player's next turn"), "control_turn"),
    (re.compile(rf"creatures you control get {PT_RE} and gain ([a-z ]+) until end of turn"), "mass_pump"),
    (re.compile(rf"{SELF_RE} gains (flying|first strike|double strike|trample|haste|fear|shadow) until end of turn"),
     "gain_self"),
    (re.compile(rf"{SELF_RE} can't be the target of spells or abilities this turn"), "untargetable_self"),
    (re.compile(rf"{SELF_RE} gains (protection from the colou?r of your choice) until end of turn"), "protect_self"),
    (re.compile(rf"target creature gets {PT_RE} until end of turn for each basic land type among lands you control"),
     "pump_domain"),
    (re.compile(r"return an? ((?:(?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))? )?(?:creature|"
                r"land|enchantment|artifact|permanent)) you control to its owner's hand"), "return_own"),
    (re.compile(r"target land becomes (the basic land type of your choice|an? plains|an? island|an? swamp|an? mountain|an? "
                r"forest)( until end of turn)?"), "land_type"),
    (re.compile(r"target (spell or permanent|permanent|creature) becomes (white|blue|black|red|green|the colou?r of your "
                r"choice)( until end of turn)?"), "set_color"),
    (re.compile(r"target creature loses all abilities until end of turn"), "lose_all"),
    (re.compile(r"target creature loses (banding|flying|first strike|trample) until end of turn"), "lose_one"),
    (re.compile(r"the next time an? (white|blue|black|red|green|artifact) source of your choice would deal damage to you this "
                r"turn, prevent that damage"), "prevent_source"),
    (re.compile(r"untap target creature and gain control of it until end of turn[.;,] (?:it|that creature) gains "
                r"haste until end of turn"), "threaten"),
    (re.compile(rf"{SELF_RE} becomes an? (\d+)/(\d+) ([a-z-]+) artifact creature until end of turn"
                r"(?:[;,.] it's still a land)?"), "animate"),
    (re.compile(r"players play a subgame using their libraries as decks; each player who doesn't win it loses "
                r"half (?:his or her|their) life, rounded up"), "subgame"),
    (re.compile(r"untap target (creature|permanent)"), "untap"),
]


def _instruction(text: str, original: str) -> Instruction:
    match = re.fullmatch(r"you may have (target [a-z ]+?) (get|gain|lose) (.+)", text)  # Death Pulse, Disciple of the Vault
    if match:
        text = f"you may {match.group(1)} {match.group(2)}s {match.group(3)}"
    match = re.fullmatch(r"you may pay ((?:\{[0-9wubrgx]+\})+)[;,.] if you do, (.+)", text)
    if match:  # Lightning Rift: paid as it resolves, or nothing happens (413.2b)
        return dataclasses.replace(_instruction(match.group(2), original), paid=parse_mana(match.group(1)))
    if text.startswith("you may "):
        return dataclasses.replace(_instruction(text[8:], original), optional=True)
    if text.startswith("threshold - ") and text.endswith(" instead"):
        return dataclasses.replace(_instruction(text[12:-8], original), threshold=True)
    if text.startswith("if the kicker cost was paid, "):
        return dataclasses.replace(_instruction(text[29:], original), kicked=True)
    match = re.fullmatch(r"(.+) unless you pay ((?:\{[0-9wubrgx]+\})+)", text)
    if match and not match.group(1).startswith("counter "):  # Force of Nature's upkeep: paid on resolution (413.2b)
        return dataclasses.replace(_instruction(match.group(1), original), unless=parse_mana(match.group(2)))
    for pattern, op in _EFFECTS:
        match = pattern.fullmatch(text)
        if not match:
            continue
        g = match.groups()
        if op in _BROAD:
            return _BROAD[op](g)
        if op == "damage_target":
            return Instruction("damage", target=Target(g[1]), amount=0 if g[0] == "x" else int(g[0]), x=g[0] == "x")
        if op == "counter_damage":
            return Instruction("damage", target=Target(g[0]), words="counters")
        if op == "sacrificed_damage":
            return Instruction("damage", target=Target(g[0]), words="sacrificed")
        if op == "divided":
            # 409.1e: the division is announced as it is played; one or two targets
            return Instruction("damage", target=Target("creature or player"), amount=int(g[0]), words="divided")
        if op == "gain_self":
            return Instruction("gain", who="this", words=g[0])
        if op == "untargetable_self":  # Morphling: a restriction it has until end of turn (103.2)
            return Instruction("gain", who="this", words="can't be the target of spells or abilities")
        if op == "extra_turn":
            return Instruction("extra_turn", who="you")
        if op == "skip_draw":
            return Instruction("skip_draw", target=Target("player"))
        if op == "skip_turn":
            op = "skip_turn" if g[1] == "turn" else "skip_untap"
            return Instruction(op, target=Target("player")) if g[0].startswith("target") else Instruction(op, who="you")
        if op == "counter_unless":
            return Instruction("counter", target=Target("spell"), unless=parse_mana(g[0]))
        if op == "tokens":
            count = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}.get(g[0]) or int(g[0])
            return Instruction("tokens", who="you", amount=count, power=int(g[1]), toughness=int(g[2]),
                               words=f"{g[3]} {g[4].capitalize()}" + " artifact" * bool(g[5])
                               + (f" with {g[6]}" if g[6] else ""))
        if op == "damage_that":
            return Instruction("damage", who="that", amount=int(g[0]), words=g[1])
        if op == "damage_that_much":  # the amount is the trigger's, known as it triggers (410.2)
            who = {"you": "you", "that creature's controller": "that's controller"}.get(g[0], "that")  # Backfire
            return Instruction("damage", who=who, words="that much")
        if op == "gain_that_much":
            return Instruction("gain_life", who="you", words="that much")
        if op == "pump_that":
            return Instruction("pump", who="that", power=int(g[0]), toughness=int(g[1]))
        if op == "delayed_destroy_combat":  # a delayed triggered ability (404.4)
            return Instruction("delayed_destroy_combat", who="that")
        if op == "delayed_destroy_blocked":  # Defiant Vanguard (404.4)
            return Instruction("delayed_destroy_combat", who="this", words="and all creatures it blocked this turn")
        if op == "destroy_that":
            return Instruction("destroy", who="that", regenerate="can't be regenerated" not in text)
        if op == "tap_that":
            return Instruction("tap", who="that", words="frozen" if "untap" in text else "")
        if op == "discard_that":
            count = {"a": 1, "one": 1, "two": 2, "three": 3}.get(g[0]) or int(g[0])
            return Instruction("discard", who="that", amount=count, words="at random" if g[1] else "")
        if op == "draw_that":
            return Instruction("draw_that", who="that", amount=1 if g[0] == "a" else int(g[0]))
        if op == "reorder_top":  # Sage Owl: an exception to 217.2b while it resolves
            return Instruction("reorder_top", who="you", amount={"two": 2, "three": 3, "four": 4, "five": 5}[g[0]])
        if op == "tokens_life_paid":  # Phyrexian Processor: X known as the token comes into play
            return Instruction("tokens", who="you", amount=1, words=f"{g[0]} {g[1].capitalize()} x=life paid")
        if op == "delayed_destroy_blocks":  # Venomous Breath: a delayed triggered ability (404.4)
            return Instruction("delayed_destroy_combat", target=Target("creature"), words="its blocks")
        if op == "destroy_self":  # Lethal Vapors
            return Instruction("destroy", who="this")
        if op == "lose_game":  # Phage the Untouchable
            return Instruction("lose_game", who="that" if g[0] == "that player" else "you")
        if op == "lose_life_that":
            return Instruction("lose_life", who="that", amount=int(g[0]))
        if op == "counters_self":
            count = {"a": 1, "one": 1, "two": 2, "three": 3}.get(g[0]) or int(g[0])
            return Instruction("add_counters", who="this", amount=count, words="+1/+1")
        if op == "color_choice":  # layer 5 (418.5b)
            return Instruction("color_choice", who="this")
        if op == "steal_blockers":  # layer 2 (418.5a), "as long as" (418.3d)
            return Instruction("steal_blockers", who="this")
        if op == "untap_self":
            return Instruction("untap_self", who="this")
        if op == "return_self":
            return Instruction("return_self", who="this")
        if op in ("remove_from_combat", "remove_that_from_combat"):  # Gustcloak Sentinel and Savior (306.2)
            return Instruction("remove_from_combat", who="this" if op == "remove_from_combat" else "that",
                               words="untap" if g[0] else "")
        if op == "bounce_that":  # what triggered it (410.2)
            return Instruction("bounce", who="that")
        if op == "skip_combat_that":  # Blinding Angel: the player it hit (410.2)
            return Instruction("skip_combat", who="that")
        if op == "discard_hands":  # Mindslicer: each player at once (103.4)
            return Instruction("discard_hands", who="each player")
        if op == "remove_that":
            return Instruction("remove", who="that")
        if op == "pump_beyond":  # counted as it resolves (413.2f), as rampage is (502.12b)
            return Instruction("pump_each", who="this", power=int(g[0]), toughness=int(g[1]),
                               words="beyond the first" + ("" if g[2] else " (no duration)"))
        if op == "pump_each":  # counted as it resolves (413.2f)
            return Instruction("pump_each", who="this", power=int(g[0]), toughness=int(g[1]),
                               words=subtype_of(g[2]))
        if op == "damage_each":
            return Instruction("damage", who=g[1], amount=int(g[0]))
        if op == "damage_self":
            return Instruction("damage", who="you" if g[1] == "you" else "this", amount=int(g[0]))
        if op == "pump_target":
            return Instruction("pump", target=Target(g[0]), power=int(g[1]), toughness=int(g[2]))
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
            return Instruction("destroy_all", who="all creatures", regenerate="can't be regenerated" not in text,
                               words=g[0] or "")
        if op == "text_change":
            return Instruction("text_change", target=Target(g[0]), words=g[1] + (" not wall" if "wall" in text else ""))
        if op == "add_mana_opponent_land":  # its type depends on the game: maybe none (406.6)
            return Instruction("add_mana", who="you", words="opponent land")
        if op == "pump_while_tapped":  # an "as long as" duration (418.3d)
            return Instruction("pump", target=Target("creature"), power=int(g[0]), toughness=int(g[1]),
                               words="while tapped")
        if op == "retarget":
            return Instruction("retarget", target=Target("spell with a single target"))
        if op == "counter":
            return Instruction("counter", target=Target("spell"))
        if op == "counter_ability":  # Stifle: a mana ability never uses the stack (406.2)
            return Instruction("counter", target=Target("activated or triggered ability"))
        if op == "delayed_destroy":
            return Instruction("delayed_destroy", who="that")
        if op == "delayed_return":  # Astral Slide: the card the instruction before removed (404.4)
            return Instruction("delayed_return", who="removed")
        if op == "bounce":
            return Instruction("bounce", target=Target(g[0]))
        if op == "gain_life_target":
            return Instruction("gain_life", target=Target("player"), amount=int(g[0]))
        if op == "gain_life_you":
            return Instruction("gain_life", who="you", amount=int(g[0]))
        if op == "lose_life_you":
            return Instruction("lose_life", who="you", amount=int(g[0]))
        if op == "prevent" and (g[0] == "x") == bool(g[2]):  # X counted as it resolves (Battlefield Medic, 413.2f)
            return Instruction("prevent", target=Target(g[1]), amount=0 if g[2] else int(g[0]), words=f"counted:{g[2]}" if g[2] else "")
        if op == "fog_self":
            return Instruction("prevent_combat", who="this")
        if op == "prevent_combat":  # Frontline Strategist: only the damage creatures of other types deal
            return Instruction("prevent_combat", who="all", words=f"non-{g[0].capitalize()}" if g[0] else "")
        if op == "switch":
            return Instruction("switch", target=Target("creature"))
        if op == "add_mana":
            return Instruction("add_mana", who="that" if g[1] == "that player's" else "you", mana=parse_mana(g[0]))
        if op == "regenerate":
            return Instruction("regenerate", who="enchanted" if g[0] == "enchanted creature" else "this")
        if op == "its_controller_draws":
            return Instruction("draw", who="its controller", amount=1, optional=" may " in f" {text} ")
        if op == "draw":
            return Instruction("draw", who="you", amount=_count(g[0]))
        if op == "sacrifice":
            return Instruction("sacrifice", who="this")
        if op == "mass_pump":
            return Instruction("mass_pump", who="you control", power=int(g[0]), toughness=int(g[1]), words=g[2])
        if op == "threaten":
            return Instruction("threaten", target=Target("creature"))
        if op == "steal":  # Grab the Reins: control and haste, without untapping it
            return Instruction("threaten", target=Target("creature"), words="steal")
        if op == "name_card":  # Cabal Therapy: the name is chosen as it resolves (505.7 for a split card)
            return Instruction("name_card", who="you")
        if op == "discard_named":
            return Instruction("discard_named", target=Target("player"))
        if op == "turn_face_down":  # Backslide (502.26e)
            return Instruction("face_down", target=Target(g[0][7:])) if g[0].startswith("target") else Instruction("face_down", who="this")
        if op == "sacrifice_one":
            return Instruction("sacrifice_one", who="you", words="" if g[0] == "creature" else g[0])  # Drinker of Sorrow
        if op == "become_copy":  # Vesuvan Doppelganger's upkeep ability (503.4, 503.9)
            return Instruction("become_copy", target=Target("creature"))
        if op == "prevent_source":
            return Instruction("prevent_source", who="you", words=g[0])
        if op == "lose_all":
            return Instruction("lose_all", target=Target("creature"))
        if op == "lose_one":
            return Instruction("lose_all", target=Target("creature"), words=g[0])
        if op == "land_type":  # layer 4 (418.5a, 212.6e)
            land = "choice" if g[0].startswith("the") else g[0].split()[-1].capitalize()
            return Instruction("land_type", target=Target("land"), words=land + " until end of turn" * bool(g[1]))
        if op == "set_color":
            color = "choice" if g[1].startswith("the") else g[1]  # layer 5 (418.5a)
            return Instruction("set_color", target=Target(g[0]), words=color + " until end of turn" * bool(g[2]))
        if op == "animate":
            return Instruction("animate", who="this", power=int(g[0]), toughness=int(g[1]),
                               words="-".join(w.capitalize() for w in g[2].split("-")))
        if op == "control_turn":
            return Instruction("control_turn", target=Target("player"))
        if op == "subgame":
            return Instruction("subgame", who="all")
        if op in ("tap", "untap"):
            return Instruction(op, target=Target(g[0]))
    found = card_instruction(text)
    if found is not None:
        return found
    raise AbilityParseError(f"unknown ability or effect: {original!r}")


def _count(word: str) -> int:
    return {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7}.get(word) or int(word)


_BROAD = {  # the effects judge/sweeping.py follows, and a few more of the same build
    "gain_target": lambda g: Instruction("gain_target", target=Target(g[0]), words=g[1]),
    "cant_target": lambda g: Instruction("gain_target", target=Target("creature"), words=f"can't {g[0]}"),
    "pump_counted": lambda g: Instruction("pump_counted", target=Target("creature"), words=g[0]),  # 413.2f
    "unblockable_target": lambda g: Instruction("gain_target", target=Target(g[0]), words="unblockable"),
    "counters_attacking": lambda g: Instruction("counters_attacking", who="each attacking creature", amount=1,
                                                words="+1/+1"),
    "edict": lambda g: Instruction("edict", target=Target("player") if g[0] == "target player" else None,
                                   who={"target player": "target", "each player": "each player",
                                        "that player": "that"}.get(g[0], "each opponent"), words=g[1]),
    "discard_target": lambda g: Instruction("discard", target=Target(g[0]), amount=1,
                                            words="at random" if g[1] else ""),
    "lose_life_target": lambda g: Instruction("lose_life", target=Target(g[0]), amount=int(g[1])),
    "poison": lambda g: Instruction("poison", who="that" if g[0] == "that player" else "defending", amount=_count(g[1])),
    # the amount is half the life total as it resolves, rounded as the ability says (104.1)
    # Soul Collector: the card put into a graveyard, if it is still there (410.10)
    "return_that": lambda g: Instruction("return_card", who="that", words="play"),
    "lose_half": lambda g: Instruction("lose_life", target=Target("player") if g[0] == "target player" else None,
                                       who={"you": "you", "that player": "that"}.get(g[0], "target"),
                                       words=f"half {g[1]}"),
    "damage_no_regen": lambda g: Instruction("damage_no_regen", target=Target(g[1]), amount=0 if g[0] == "x" else
                                             int(g[0]), x=g[0] == "x"),
    "return_card": lambda g: Instruction("return_card", target=Target(
        f"{g[0]} in {g[1] if g[1] in ('a', _OPPONENTS) else 'your'} graveyard"), words={"your hand": "hand", "play": "play"}.get(
        g[-1] if len(g) > 2 else g[1], "removed")),
    "edict_n": lambda g: Instruction("edict", target=Target("player") if g[0] == "target player" else None,
                                     who={"target player": "target", "that player": "that"}.get(g[0], "each player"),
                                     amount=_count(g[1]), words=g[2].removesuffix("s")),
    "destroy_x": lambda g: Instruction("destroy_kinds", who="all", x=True, words="artifacts, creatures, and enchantments"
                                       if "enchantment" in g[0] else "artifacts and creatures"),
    "damage_counted": lambda g: Instruction("damage_counted", target=Target("creature"), words=g[0]),
    "add_mana_each": lambda g: Instruction("add_mana", who="you", mana=g[0].upper(), words=f"each:{g[1]}"),
    "mana_short": lambda g: Instruction("mana_short", target=Target("player")),
    "draw_target": lambda g: Instruction("draw_that", target=Target("player"), amount=_count(g[0])),
    "regenerate_target": lambda g: Instruction("regenerate_target", target=Target(g[0])),
    "gain_that": lambda g: Instruction("gain_target", who="that", words=g[0]),
    "counter_to_top": lambda g: Instruction("counter_to_top", target=Target("spell")),
    "put_back": lambda g: Instruction("put_back", who="you", amount=_count(g[0])),
    "tutor_top": lambda g: Instruction("tutor", who="you", amount=1, words=f"{g[0]}>on top of your library"),
    "twiddle": lambda g: Instruction("twiddle", target=Target(g[0])),
    "prevent_all": lambda g: Instruction("prevent_all", target=Target("creature") if g[2] == "target creature" else None,
                                         who="target" if g[2] == "target creature" else "that",
                                         amount=1 if g[0] else 0, words=g[1]),
    "tutor": lambda g: Instruction("tutor", who="you", amount={"a": 1, "up to two": 2, "up to three": 3}[g[0]],
                                   words=f"{(g[1] or '').strip()}>{g[2]}"),
    "duress": lambda g: Instruction("duress", target=Target("opponent")),
    "void": lambda g: Instruction("void", target=Target("player")),
    "untap_lands": lambda g: Instruction("untap_lands", who="you", amount=_count(g[0])),
    "recoil": lambda g: Instruction("recoil", target=Target("permanent")),
    "lose_life_cmc": lambda g: Instruction("lose_life_cmc", who="that"),
    "discard_you": lambda g: Instruction("discard_you", who="you", amount=1),
    "sacrifice_unless_discard": lambda g: Instruction("sacrifice_unless_discard", who="this"),
    "lose_life_controller": lambda g: Instruction("lose_life", who="that", amount=int(g[0]), words="controller"),
    "destroy_kinds": lambda g: Instruction("destroy_kinds", who="all", words=g[0], regenerate=not g[1]),  # 419.6b
    "bounce_all": lambda g: Instruction("bounce_all", who="all", words=g[0]),
    "remove_all": lambda g: Instruction("remove_all", who="all", words=g[0]),
    "animate_self": lambda g: Instruction("animate_self", who="this", power=int(g[0]), toughness=int(g[1]),
                                          words=f"{g[3].capitalize()}|{g[2]}|{g[4] or ''}"),  # Treetop Village
    # Karplusan Forest: one mana of either color, chosen as it is played (406.2)
    "add_mana_or": lambda g: Instruction("add_mana", amount=1, words="either:" + (g[0] + g[1]).upper()),
    "counter_that": lambda g: Instruction("counter", who="that"),  # the spell that triggered it (410.2)
    "remove": lambda g: Instruction("remove", target=Target(g[0])),
    "gain_life_power": lambda g: Instruction("gain_life_power", who="that"),
    "damage_itself": lambda g: Instruction("damage", who="this", amount=int(g[0])),
    "add_any_color": lambda g: Instruction("add_mana", who="you", amount=_count(g[0]), words="any color"),
    "sweep": lambda g: Instruction("damage_sweep", who="each creature" + (" and each player" if g[2] else ""),
                                   amount=0 if g[0] == "x" else int(g[0]), x=g[0] == "x",
                                   words=f"{g[1]} flying" if g[1] else ""),
    "pump_all": lambda g: Instruction("pump_all", who={"each creature": "all creatures"}.get(g[0], g[0]),
                                      power=int(g[1]), toughness=int(g[2])),
    "protect_self": lambda g: Instruction("gain_target", who="this", words=g[0].replace("colour", "color")),
    "pump_domain": lambda g: Instruction("pump_domain", target=Target("creature"), power=int(g[0]),
                                         toughness=int(g[1])),
    "return_own": lambda g: Instruction("return_own", who="you", words=g[0]),
    "prevent_grow": lambda g: Instruction("prevent", target=Target("creature"), amount=int(g[0]), words="grow"),
    "prevent_self": lambda g: Instruction("prevent", who="this", amount=int(g[0])),
    # en-Kor: a redirection shield on itself (419.6c), to a target creature or to a player
    "redirect_next": lambda g: Instruction("redirect_next", who="this", amount=int(g[0]), words=g[1].split()[-1],
                                           target=Target("creature you control") if g[1].startswith("target") else None),
    # modular: as many as it had as it last existed in play (413.2f)
    "counters_moved": lambda g: Instruction("add_counters_target", target=Target(g[0]), words="counters"),
    "counters_target": lambda g: Instruction("add_counters_target", target=Target("creature"), amount=_count(g[0]),
                                             words="+1/+1"),
}


def normalise(text: str, name: str = "") -> str:
    """Lower case, one space, the card's name read as ``this``."""
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
    norm = re.sub(rf"target ((?:attacking |blocking )?creature) gets ([+-]\d+/[+-]\d+) and gains ({GRANTABLE_RE}) until "
                  r"end of turn", r"target \1 gets \2 until end of turn. that creature gains \3 until end of turn",
                  normalise(text, name))  # one target, two instructions (Giant Strength's kin)
    try:  # one instruction in two sentences ("untap target creature and gain control of it ... that creature gains")
        return SpellText(text, (_instruction(norm, text),))
    except AbilityParseError:
        pass
    norm = re.sub(r"(target creature[^;.]*); it (gets|gains) ", r"\1. that creature \2 ", norm)  # Gerrard's Command
    norm = re.sub(r"(target (?:player|opponent) draws [^,;.]+), then discards ", r"\1, then that player discards ", norm)
    parts: list[str] = []
    for piece in re.split(r"(?:, then |\. then |\. (?=[a-z0-9])|; (?=its controller |you gain |you lose |you skip |prevent all |"
                          r"return it to play |at end of turn, return |this deals 1 damage to you$|shuffle this into |draw a card$)|"
                          r" and (?=you (?:gain|lose) \d+ life$|\d+ damage to itself$|\d+ damage to target |you draw a card$))",
                          norm):
        if piece.startswith("destroy") and "can't be regenerated" in norm and "regenerated" not in piece:
            piece = piece + "; it can't be regenerated"
        if re.fullmatch(r"(?:it|they|that creature) can't be regenerated", piece):
            continue  # belongs to the destroy instruction before it (419.6b)
        if piece == "the new creature type can't be wall" and parts and parts[-1].startswith("change the text"):
            parts[-1] += ". " + piece  # a restriction on the text change before it (418.6)
            continue
        parts.append(piece.strip())
    return SpellText(text, tuple(_instruction(part, text) for part in parts if part))


def parse_modes(text: str, name: str = "") -> tuple[SpellText, ...]:
    """The modes of ``choose one: A; or B`` (rule 409.1b), or one mode for plain text.

    :raises AbilityParseError: naming the text when a mode is unknown.
    """
    norm = normalise(text, name)
    match = re.fullmatch(r"choose one ?[:-]+ ?(.*)", norm)
    if not match:
        return (parse_spell_text(text, name),)
    body = match.group(1)  # "; or" (or bullets) between the modes; a mode may hold a "; " of its own
    modes = [m for m in re.split(r"; or |\.? ?\u2022 ?" if re.search(r"; or |\u2022", body) else "; ", body) if m.strip()]
    return tuple(parse_spell_text(mode, name) for mode in modes)


__all__ = ["PT_RE", "SELF_RE", "TARGET_RE", "Instruction", "SpellText", "Target", "normalise", "parse_modes", "parse_spell_text"]
