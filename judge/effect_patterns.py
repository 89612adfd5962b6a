"""The words of effects: the vocabulary (target kinds, creature types, power/toughness changes,
the abilities an effect can grant) and the table of effect sentences that :mod:`judge.effect_text`
reads into instructions, in the order they are tried (the first full match wins)."""

from __future__ import annotations

import re

TARGET_KINDS = (
    "spell or permanent", "creature with morph", "artifact or creature", "nontoken creature", "artifact, creature, or land", "assembly-worker", "creature defending player controls", "nonartifact, nonblack creature", "nonartifact creature", "nonblack creature", "artifact creature", "creature you control", "creature or player", "artifact or enchantment", "artifact or land", "creature or land",
    "attacking or blocking creature", "unblocked attacking creature", "attacking creature", "blocking creature", "nonwhite creature",
    "tapped creature", "creature", "player", "opponent", "spell", "artifact", "enchantment", "nonbasic land",
    "basic land", "land", "legendary permanent", "equipment",
    "permanent you control", "land or nonblack creature", "artifact, enchantment, or land", "blue or black creature with flying",
    "permanent",
)
#: Creature types a target may name: a creature of that type (Boneknitter, Goblin Taskmaster, Krosan Warchief),
#: or of either of two ("target Elf or Soldier"); "target Zombie card" a creature card of the type in a graveyard.
CREATURE_TYPES = ("beast", "bird", "blinkmoth", "cleric", "elf", "goblin", "soldier", "sliver", "wall", "wizard", "zombie")
TYPES_RE = rf"(?:{'|'.join(CREATURE_TYPES)})(?: or (?:{'|'.join(CREATURE_TYPES)}))?"
TARGET_RE = (r"(?:non)?(?:white|blue|black|red|green) (?:creature|permanent)|(?:artifact|enchantment|land) defending player controls|face-down creature|creature with(?:out)? flying|creature with shadow|artifact creature or black creature|attacking or blocking creature with flying|creature with converted mana cost \d+ or less|creature with (?:power|toughness) \d+ or (?:greater|less)|\d+/\d+ creature|"
             r"attacking creature with flying|") + "|".join(re.escape(kind) for kind in TARGET_KINDS) + "|" + TYPES_RE
SELF_RE = r"(?:this|~|it)"
OPPONENTS = "an opponent's"
PT_RE = r"([+-]\d+)/([+-]\d+)"
DEALS_RE = r"(?:(?:this|~|it) deals |(?:have (?:this|~|it) )?deal )?"
GRANTABLE_RE = (r"flying|first strike|double strike|trample|haste|fear|shadow|flanking|banding|"
                 r"protection from (?:white|blue|black|red|green|artifacts)|(?:plains|island|swamp|mountain|forest)walk")
EFFECTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"put an? ([a-z]+) counter on that creature"), "put_counter_that"),  # Aurification's gold counter (410.2)
    (re.compile(r"remove all ([a-z]+) counters from all creatures"), "remove_counters_all"),  # Aurification
    (re.compile(rf"target (creature|creature you control|{TYPES_RE}) gains ({GRANTABLE_RE}) until end of turn"), "gain_target"),
    (re.compile(r"target creature can't (block|attack|attack or block) this turn"), "cant_target"),
    # Fog Patch, Dazzling Beauty, Trap Runner: blocked with no creature blocking it (309.2f, 410.9a)
    (re.compile(r"(?:(attacking creatures) become|target (unblocked attacking creature) becomes) blocked"), "become_blocked"),
    # Panic, Shadow Rift: a delayed triggered ability (404.4)
    (re.compile(r"(?:you )?draw (a|two) cards? at the beginning of the next turn's upkeep"), "delayed_draw"),
    (re.compile(r"target (creature|creature you control) (can't be the target of spells or abilities) this turn"),
     "gain_target"),  # Mage's Guile, Sylvan Safekeeper: a restriction until end of turn (103.2, 415.1)
    (re.compile(rf"target ({TARGET_RE}) is unblockable this turn"), "unblockable_target"),
    # Fangren Firstborn; Arcbound Overseer: each one as it resolves (413.2b), modular the ability it gives (its look-back trigger)
    (re.compile(r"put a \+1/\+1 counter on each (attacking creature|(?:other )?creature(?: with modular)? you control)"),
     "counters_attacking"),
    (re.compile(r"target creature gets \+x/\+x until end of turn, where x is the number of ([a-z]+ in play)"),
     "pump_counted"),
    (re.compile(r"target (creature|creature you control) gains (protection from the colou?r of your choice) until end of "
                r"turn"), "gain_target"),
    (re.compile(rf"{DEALS_RE}(x) damage to each creature(?: (with|without) flying)?( and each player)?"), "sweep"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to each creature (with|without) flying( and each player)?"
                r"([.;] creatures dealt damage this way can't be regenerated this turn)?"), "sweep"),  # Flamebreak (419.6b)
    (re.compile(rf"{DEALS_RE}(\d+) damage to each attacking creature (with|without) flying"), "sweep_attacking"),  # Bladetrap
    (re.compile(rf"{DEALS_RE}(\d+) damage to each other creature (with|without) flying"), "sweep_others"),  # Fire Ants
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
    (re.compile(rf"return target (creature card|card|(?:{'|'.join(CREATURE_TYPES)}|sorcery|instant|artifact|artifact creature|land) card) from your graveyard to "
                r"(your hand|play)"), "return_card"),
    (re.compile(r"return another target ((?:creature|artifact|enchantment|instant|sorcery) card) from your graveyard to "
                r"(your hand|play)"), "return_another"),  # Myr Retriever: not the card of the ability's source
    (re.compile(r"put target (creature card) from (a|an opponent's) graveyard into (play) under your control"), "return_card"),
    # Haunted Crossroads, Volrath's Stronghold, Arcbound Reclaimer: on top of its owner's library (217.2)
    (re.compile(rf"put target ((?:creature|artifact|{'|'.join(CREATURE_TYPES)}) card) from (your) graveyard on top of (your library)"),
     "return_card"),
    (re.compile(r"remove target (card) in (a|an opponent's) graveyard from the game"), "return_card"),
    (re.compile(rf"attach {SELF_RE} to target creature you control"), "attach"),  # Cranial Plating (212.2g)
    # Repel, Aura Extraction: on top of its owner's library (217.2)
    (re.compile(r"put target (creature|enchantment|land|artifact|permanent) on top of its owner's library"), "to_library"),
    (re.compile(r"you lose life equal to its converted mana cost"), "lose_life_cmc"),
    (re.compile(r"search your library for (a|up to two|up to three) (basic land |creature |enchantment |artifact |plains |"
                r"island |swamp |mountain |forest )?cards?"
                r"(?:,? (?:and )?reveal (?:it|them),?)?,?(?: and)? put (?:it|that card|them) (into your hand|into play tapped|"
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
    (re.compile(r"destroy all (lands|enchantments|artifacts|artifacts and enchantments|non(?:artifact|creature|land|"
                r"enchantment) permanents|artifacts, creatures,? and "
                r"(?:enchantments|lands))(?:[.;,] (they) can't be regenerated)?"), "destroy_kinds"),  # Obliterate
    (re.compile(r"return all (creatures|permanents|artifacts|enchantments|lands) to their owners' hands"), "bounce_all"),
    (re.compile(rf"remove target ({TARGET_RE}) from the game"), "remove"),
    (re.compile(r"its controller gains life equal to its power"), "gain_life_power"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to itself"), "damage_itself"),
    (re.compile(r"put (a|one|two|three|\d+) \+1/\+1 counters? on target creature"), "counters_target"),
    (re.compile(r"put its \+1/\+1 counters on target (artifact creature|creature)"), "counters_moved"),
    (re.compile(rf"{DEALS_RE}(\d+|x) damage to target ({TARGET_RE})"), "damage_target"),
    (re.compile(rf"damage equal to the number of \+1/\+1 counters on {SELF_RE} to target ({TARGET_RE})"), "counter_damage"),
    (re.compile(rf"{DEALS_RE}damage equal to (?:its|~'s) power to target ({TARGET_RE})"), "power_damage"),
    (re.compile(rf"{DEALS_RE}damage equal to (?:the sacrificed|that) creature's power to target ({TARGET_RE})"),
     "sacrificed_damage"),
    # Soulblast: the sacrificed creatures' power as they last existed in play, added up (413.2f)
    (re.compile(rf"{DEALS_RE}damage to target ({TARGET_RE}) equal to the total power of the sacrificed creatures"),
     "sacrificed_damage"),
    (re.compile(r"sacrifice an? (creature|permanent|land|artifact)"), "sacrifice_one"),
    (re.compile(r"name a nonland card"), "name_card"),
    (re.compile(r"target player reveals his or her hand and discards all cards with that name"), "discard_named"),
    (re.compile(r"choose a colou?r"), "name_color"),  # Persecute: as it resolves (413.2c)
    (re.compile(r"target player reveals his or her hand and discards all cards of that colou?r"), "discard_color"),
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
    # Power Sink: X as it was played (409.1b); not paid, its lands with mana abilities tapped and its pool emptied
    (re.compile(r"counter target spell unless its controller pays \{x\}(?:[;.] if he or she doesn't, that player taps all "
                r"lands with mana abilities he or she controls and empties his or her mana pool)?"), "counter_unless_x"),
    (re.compile(r"put (a|one|two|three|four|\d+) (\d+)/(\d+) (white|blue|black|red|green|colorless) ([a-z]+) "
                rf"(artifact )?creature tokens?(?: with ({GRANTABLE_RE}))? into play( at end of turn)?"), "tokens"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to that (creature|player)"), "damage_that"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to that (?:land|artifact|enchantment|creature|permanent)'s controller"),
     "damage_thats_controller"),
    (re.compile(rf"{DEALS_RE}(\d+|x) damage to target (creature or player|creature)[;.,] (?:a creature dealt damage this "
                r"way|that creature) can't be regenerated this turn(,? and if it would be put into a graveyard this turn, "
                r"remove it from the game instead)?"), "damage_no_regen"),  # Disintegrate, Carbonize (419.1a)
    (re.compile(rf"{DEALS_RE}that much damage to (you|that creature's controller|that creature|that player)"),
     "damage_that_much"),
    (re.compile(r"(?:you )?gain that much life"), "gain_that_much"),
    (re.compile(r"its controller gains that much life"), "its_controller_gains"),
    (re.compile(rf"that creature gets {PT_RE} until end of turn"), "pump_that"),
    (re.compile(r"destroy that creature at end of combat"), "delayed_destroy_combat"),
    (re.compile(rf"at end of combat, destroy {SELF_RE} and all creatures {SELF_RE} blocked this turn"),
     "delayed_destroy_blocked"),
    (re.compile(r"destroy that (?:creature|land)(?:[.;,] it can't be regenerated)?"), "destroy_that"),
    (re.compile(r"destroy all local enchantments on that creature"), "destroy_locals"),  # Treefolk Mystic (212.4c)
    (re.compile(r"tap that creature(?:[;.] (?:it|that creature) doesn't untap during its controller's next untap step)?"),
     "tap_that"),
    (re.compile(r"that player discards (a|one|two|three|\d+) cards?( at random)?"), "discard_that"),
    (re.compile(r"(each player discards his or her|(?:you )?discard your) hand"), "discard_hands"),  # Grafted Skullcap
    (re.compile(r"that player (loses|gains) (\d+) life"), "life_that"),
    (re.compile(r"(that player|you) loses? the game"), "lose_game"),
    (re.compile(r"you win the game"), "win_game"),  # Epic Struggle, Battle of Wits (102.3)
    (re.compile(r"choose target creature[.;,] at end of combat, destroy all creatures that blocked or were blocked by "
                r"it this turn"), "delayed_destroy_blocks"),
    (re.compile(r"put an x/x (white|blue|black|red|green|colorless) ([a-z]+) creature token into play, where x is the "
                r"life paid as (?:this|~) came into play"), "tokens_life_paid"),
    (re.compile(r"destroy (?:this|~)"), "destroy_self"),
    (re.compile(rf"destroy all creatures blocking or blocked by {SELF_RE}"), "destroy_blocks"),
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
    (re.compile(rf"(?:you )?tap {SELF_RE}"), "tap_self"),
    (re.compile(rf"gain control of all creatures blocking {SELF_RE} for as long as you control {SELF_RE}"),
     "steal_blockers"),
    (re.compile(rf"{SELF_RE} becomes the colou?r of your choice until end of turn"), "color_choice"),
    (re.compile(rf"(?:{SELF_RE} gets )?{PT_RE} until end of turn for each other attacking ([a-z]+)"), "pump_each"),
    (re.compile(rf"{SELF_RE} gets {PT_RE}( until end of turn)? for each creature blocking {SELF_RE}( beyond the first)?"),
     "pump_beyond"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to (each creature and each player|each creature|each player|each opponent|each attacking "
                r"creature)"), "damage_each"),
    (re.compile(rf"{DEALS_RE}(\d+) damage to (you|{SELF_RE})"), "damage_self"),
    (re.compile(rf"target (creature|attacking creature|blocking creature|attacking or blocking creature|\d+/\d+ creature|{TYPES_RE}|"
                r"(?:white|blue|black|red|green) creature) "
                rf"gets {PT_RE} "
                r"until end of turn"), "pump_target"),
    (re.compile(rf"target creature gets {PT_RE} as long as {SELF_RE} remains tapped"), "pump_while_tapped"),
    (re.compile(rf"target assembly-worker gets {PT_RE} until end of turn"), "pump_worker"),
    (re.compile(rf"(?:{SELF_RE} gets )?{PT_RE} until end of turn"), "pump_self"),
    (re.compile(rf"{SELF_RE} gets {PT_RE} and becomes the color of your choice until end of turn"), "mongrel"),
    (re.compile(rf"destroy target ({TARGET_RE})(?:[.;,] (?:it|that creature) can't be regenerated)?"), "destroy"),
    (re.compile(r"destroy all (?:((?:non)?(?:white|blue|black|red|green)) )?creatures( you don't control)?(?:[.;,] (?:they|it) "
                r"can't be regenerated)?"),
     "destroy_all"),
    # Rubinia Soulsinger, Vedalken Shackles: a layer 2 effect for an "as long as" duration (418.3a, 418.3d)
    (re.compile(r"gain control of target (creature|creature with power less than or equal to the number of (?:plains|island|"
                r"swamp|mountain|forest)s you control|creature with power less than or equal to this's power) for as long as "
                r"(you control (?:this|~) and )?(?:this|~) remains tapped( and that creature's power remains less than or equal "
                r"to this's power)?"), "steal_while_tapped"),  # Old Man of the Sea: its power too
    (re.compile(rf"gain control of target ({TARGET_RE}) until end of turn"), "control_eot"),  # Chamber of Manipulation
    (re.compile(rf"gain control of target ({TARGET_RE})(?:[;.] this effect doesn't end| \(for the rest of the game\))?"),
     "gain_control"),  # Sliver Overlord, Empress Galina, Riptide Entrancer: layer 2, no duration: for the rest of the game (418.5a)
    (re.compile(r"gain control of all (permanent|creature|artifact|enchantment|land)s you own(?:[;.] this effect doesn't "
                r"end)?"), "control_owned"),  # Brand: layer 2, for the rest of the game, the set locked in (418.3b, 418.5a)
    # Pyroblast, Hydroblast: any spell or permanent, followed only if it is of the color as it resolves (413.2b)
    (re.compile(r"(counter target spell|destroy target permanent) if it's (white|blue|black|red|green)"), "if_color"),
    (re.compile(r"counter target spell"), "counter"),
    (re.compile(r"counter that spell"), "counter_that"),
    (re.compile(r"counter target activated or triggered ability(?: \(a mana ability can't be targeted\))?"),
     "counter_ability"),
    (re.compile(r"change the target of target spell with a single target"), "retarget"),
    (re.compile(r"change the text of target (spell or permanent|permanent) by replacing all instances of one "
                r"(color word|basic land type|creature type) with another(?:[.;,] the new creature type can't be wall)?"
                r"(?:[.;,] this effect doesn't end)?"),
     "text_change"),  # Sleight of Mind, Magical Hack: "this effect doesn't end" says what no duration says (418.3a)
    (re.compile(r"destroy (?:it|that creature) at end of turn"), "delayed_destroy"),
    (re.compile(r"return (?:it|that card) to play under its owner's control at end of turn|at end of turn, return "
                r"(?:it|that card|those cards) to play under (?:its owner's|their owners') control"), "delayed_return"),
    (re.compile(r"remove all (creatures|permanents|[a-z]+ tokens) from the game"), "remove_all"),  # Sengir Autocrat: Serfs
    (re.compile(rf"{SELF_RE} becomes an? (\d+)/(\d+) (white|blue|black|red|green) ([a-z]+) creature(?: with ({GRANTABLE_RE}))? until "
                r"end of turn[;,.] it's still a land"), "animate_self"),
    (re.compile(rf"return target ({TARGET_RE}) to its owner's hand"), "bounce"),
    (re.compile(r"target (player|opponent) gains (\d+) life"), "gain_life_target"),  # Soldevi Steam Beast: an opponent
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
    (re.compile(r"(?:you )?draw (a|one|two|three|four|five|\d+|an)(?: additional)? cards?"), "draw"),  # Grafted Skullcap
    (re.compile(r"its controller (?:may )?draws? a card"), "its_controller_draws"),
    (re.compile(rf"sacrifice {SELF_RE}"), "sacrifice"),
    (re.compile(r"tap target (creature without flying|creature with converted mana cost \d+ or less|creature|permanent|"
                r"artifact, creature, or land|artifact|land)"), "tap"),
    (re.compile(rf"untap target (artifact or creature|artifact creature|artifact|basic land|land|attacking creature|{TYPES_RE})"),
     "untap"),
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
    (re.compile(rf"({SELF_RE}|that creature) loses (banding|flying|first strike|trample) until end of turn"), "lose_one_untargeted"),
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
