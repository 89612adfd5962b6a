"""Effects in words: the instructions of instant and sorcery texts and of abilities'
effects (``3 damage to target creature or player``), parsed into :class:`SpellText`."""

from __future__ import annotations

import dataclasses
import re

from judge.card_texts import card_instruction
from judge.creature_types import creature_type
from judge.effect_patterns import EFFECTS, GRANTABLE_RE, OPPONENTS, PT_RE, SELF_RE, TARGET_RE
from judge.instructions import Instruction, SpellText, Target, subtype_of
from judge.mana import AbilityParseError, parse_mana


def _each_of(words: str) -> str:
    """What "you control a land of each basic land type and a creature of each color" asks for, as
    ``each:land:type&creature:color`` (a land with two basic land types counts for both, 212.6d; a multicolored
    creature for each of its colors, 203.2b); empty for words it doesn't read."""
    kinds = {"a land of each basic land type": "land:type", "a creature of each color": "creature:color"}
    parts = words.split(" and ")
    return "each:" + "&".join(kinds[part] for part in parts) if all(part in kinds for part in parts) else ""


def _instruction(text: str, original: str) -> Instruction:
    match = re.fullmatch(r"((?:(?:this|~|it) deals )?(?:\d+|x) damage to target [a-z ]+)[;.] (if this was kicked, )?(?:the|that) "
                         r"damage can't be prevented", text)
    if match:  # Pinpoint Avalanche; Urza's Rage only when kicked (502.21c)
        ins = _instruction(match.group(1), original)
        if ins.op != "damage":
            raise AbilityParseError(f"unknown ability or effect: {original!r}")
        return dataclasses.replace(ins, unpreventable="kicked" if match.group(2) else "always")
    match = re.fullmatch(r"you may have (target [a-z ]+?) (get|gain|lose) (.+)", text)  # Death Pulse, Disciple of the Vault
    if match:
        text = f"you may {match.group(1)} {match.group(2)}s {match.group(3)}"
    match = re.fullmatch(r"you may pay ((?:\{[0-9wubrgx]+\})+)[;,.] if you do, (.+)", text)
    if match:  # Lightning Rift: paid as it resolves, or nothing happens (413.2b)
        return dataclasses.replace(_instruction(match.group(2), original), paid=parse_mana(match.group(1)))
    match = re.fullmatch(r"that player may pay ((?:\{[0-9wubrgx]+\})+)[;,.] if he or she does, (.+)", text)
    if match:  # Paralyze: the player the trigger names pays as it resolves, or nothing happens (413.2b)
        return dataclasses.replace(_instruction(match.group(2), original), paid=parse_mana(match.group(1)), payer="that")
    match = re.fullmatch(rf"you may sacrifice {SELF_RE}[;,.] if you do, (.+)", text)
    if match:  # Necrite, Haunted Cadaver: sacrificed as it resolves, or the rest isn't followed (413.2b)
        return dataclasses.replace(_instruction(match.group(1), original), optional=True, paid="sacrifice")
    if text.startswith("you may "):
        return dataclasses.replace(_instruction(text[8:], original), optional=True)
    if text.startswith("threshold - ") and text.endswith(" instead"):
        return dataclasses.replace(_instruction(text[12:-8], original), threshold=True)
    match = re.match(rf"if (?:the kicker cost was paid|{SELF_RE} was kicked), ", text)
    if match:  # Orim's Chant: "if this was kicked", the same condition (502.21c)
        return dataclasses.replace(_instruction(text[match.end():], original), kicked=True)
    match = re.fullmatch(r"(you win the game) if you control (.+)", text)
    if match and _each_of(match.group(2)):  # Coalition Victory: checked as it resolves (413.2b)
        return dataclasses.replace(_instruction(match.group(1), original), words=_each_of(match.group(2)))
    match = re.fullmatch(r"until end of turn, (whenever (?:a player|an opponent|you) gains? life, (.+))", text)
    if match:  # False Cure: a delayed triggered ability with a stated duration (404.4, 404.4b); its effect must read
        parse_spell_text(match.group(2))
        return Instruction("delayed_trigger", who="you", words=match.group(1))
    match = re.fullmatch(r"(.+) unless you pay (\d+) life", text)
    if match:  # Carnophage: life paid as it resolves, or it is followed (413.2b)
        return dataclasses.replace(_instruction(match.group(1), original), unless=f"life:{match.group(2)}")
    match = re.fullmatch(r"(.+) unless you pay ((?:\{[0-9wubrgx]+\})+)", text)
    if match and not match.group(1).startswith("counter "):  # Force of Nature's upkeep: paid on resolution (413.2b)
        return dataclasses.replace(_instruction(match.group(1), original), unless=parse_mana(match.group(2)))
    for pattern, op in EFFECTS:
        match = pattern.fullmatch(text)
        if not match:
            continue
        g = match.groups()
        if op in _BROAD:
            return _BROAD[op](g)
        if op == "damage_target":
            return Instruction("damage", target=Target(g[1]), amount=0 if g[0] == "x" else int(g[0]), x=g[0] == "x")
        if op == "power_damage":  # Spikeshot Goblin: its power as it resolves, or as it last existed (413.2f)
            return Instruction("damage", target=Target(g[0]), words="power")
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
        if op == "counter_unless_x":
            return Instruction("counter", target=Target("spell"), unless="x", x=True,
                               words="tap lands" if text.endswith("mana pool") else "")
        if op == "tokens":
            count = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}.get(g[0]) or int(g[0])
            return Instruction("delayed_tokens" if g[7] else "tokens", who="you", amount=count, power=int(g[1]),
                               toughness=int(g[2]), words=f"{g[3]} {g[4].capitalize()}" + " artifact" * bool(g[5])
                               + (f" with {g[6]}" if g[6] else ""))  # Rukh Egg: "at end of turn" (404.4)
        if op == "damage_thats_controller":  # Ankh of Mishra: the controller it had as it triggered (410.2)
            return Instruction("damage", who="that's controller", amount=int(g[0]))
        if op == "damage_that":
            return Instruction("damage", who="that", amount=int(g[0]), words=g[1])
        if op == "damage_that_much":  # the amount is the trigger's, known as it triggers (410.2)
            who = {"you": "you", "that creature's controller": "that's controller"}.get(g[0], "that")  # Backfire
            return Instruction("damage", who=who, words="that much")
        if op in ("gain_that_much", "its_controller_gains"):  # Essence Sliver: the Sliver's controller (410.2)
            return Instruction("gain_life", who="you" if op == "gain_that_much" else "its controller", words="that much")
        if op == "pump_that":
            return Instruction("pump", who="that", power=int(g[0]), toughness=int(g[1]))
        if op == "delayed_destroy_combat":  # a delayed triggered ability (404.4)
            return Instruction("delayed_destroy_combat", who="that")
        if op == "delayed_destroy_blocked":  # Defiant Vanguard (404.4)
            return Instruction("delayed_destroy_combat", who="this", words="and all creatures it blocked this turn")
        if op == "destroy_that":
            return Instruction("destroy", who="that", regenerate="can't be regenerated" not in text)
        if op == "destroy_locals":
            return Instruction("destroy_locals", who="that")
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
        if op == "return_another":  # 415.5: "another" excludes the source's own card
            return Instruction("return_card", target=Target(f"another {g[0]} in your graveyard"),
                               words="hand" if g[1] == "your hand" else "play")
        if op == "tap_self":  # Minion of Leshrac: "you tap this"
            return Instruction("tap", who="this")
        if op == "destroy_blocks":  # Kjeldoran Frostbeast: what blocks it or is blocked by it as it resolves (413.2f)
            return Instruction("destroy_blocks", who="this")
        if op == "destroy_self":  # Lethal Vapors
            return Instruction("destroy", who="this")
        if op == "win_game":  # Epic Struggle: every opponent loses, and the game ends (102.3)
            return Instruction("win_game", who="you")
        if op == "lose_game":  # Phage the Untouchable
            return Instruction("lose_game", who="that" if g[0] == "that player" else "you")
        if op == "life_that":  # the player it hit (410.2), or a leaves-play ability's linked player (Laquatus's Champion)
            return Instruction("lose_life" if g[0] == "loses" else "gain_life", who="that", amount=int(g[1]))
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
            return Instruction("discard_hands", who="each player" if g[0].startswith("each") else "you")
        if op == "remove_that":
            return Instruction("remove", who="that")
        if op == "pump_beyond":  # counted as it resolves (413.2f), as rampage is (502.12b); Gang of Elk: every blocker
            return Instruction("pump_each", who="this", power=int(g[0]), toughness=int(g[1]),
                               words=("beyond the first" if g[3] else "blocking it") + ("" if g[2] else " (no duration)"))
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
                               words=" ".join(w for w in (g[0], g[1] and "opponents'") if w))  # Plague Wind
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
            return Instruction("gain_life", target=Target(g[0]), amount=int(g[1]))
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
        if op in ("name_color", "discard_color"):  # Persecute: a color chosen, the cards of that color discarded
            return Instruction(op.replace("color", "card" if op == "name_color" else "named"), who="you" if op ==
                               "name_color" else "target", target=Target("player") if op == "discard_color" else None,
                               words="color")
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
        if op == "lose_one_untargeted":  # Swooping Talon, Talruum Champion: itself, or the trigger's creature (410.2)
            return Instruction("lose_all", who="that" if g[0] == "that creature" else "this", words=g[1])
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
    found = card_instruction(text) or _becomes_instruction(text)
    if found is not None:
        return found
    raise AbilityParseError(f"unknown ability or effect: {original!r}")


_COLOR_WORD = "(?:white|blue|black|red|green)"
#: "This becomes an N/N (or X/X) [colors] [creature types] [artifact] creature [with keywords] [until end of turn]
#: [; it's still a land]": Stalking Stones' "that's still a land (this effect doesn't end at end of turn)" too.
_BECOMES = re.compile(
    rf"(?:this|~|it) becomes an? (?P<power>\d+|x)/(?P<toughness>\d+|x) (?P<colors>{_COLOR_WORD}(?:(?:,| and|, and) "
    rf"{_COLOR_WORD})* )?(?P<subtypes>(?:(?!artifact |creature)[a-z-]+ )*?)(?P<artifact>artifact )?creature"
    rf"(?: with (?P<with>(?:{GRANTABLE_RE})(?: and (?:{GRANTABLE_RE}))?))?(?P<until> until end of turn)?"
    r"(?P<still>[;,.] it's still an? (?:land|enchantment|artifact)| that's still a land \((?:this|the) effect doesn't end at "
    r"end of turn\))?")


def _becomes_instruction(text: str) -> Instruction | None:
    """The general "this becomes a creature" the tables before it leave: power and toughness (X: as the ability was
    played), colors, creature types, artifact, keywords, and "until end of turn" or no end (418.3a)."""
    match = _BECOMES.fullmatch(text)
    if match is None:
        return None
    colors = " ".join(re.findall(r"white|blue|black|red|green", match["colors"] or ""))
    subtypes = " ".join(creature_type(t) for t in (match["subtypes"] or "").split())
    return Instruction("become", who="this", x=match["power"] == "x", power=0 if match["power"] == "x" else
                       int(match["power"]), toughness=0 if match["power"] == "x" else int(match["toughness"]),
                       words="|".join((colors, subtypes, "artifact" * bool(match["artifact"]), match["with"] or "",
                                       "end_of_turn" if match["until"] else "", "still" * bool(match["still"]))))


def _count(word: str) -> int:
    return {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7}.get(word) or int(word)


_BROAD = {  # the effects judge/sweeping.py follows, and a few more of the same build
    "gain_target": lambda g: Instruction("gain_target", target=Target(g[0]), words=g[1]),
    "cant_target": lambda g: Instruction("gain_target", target=Target("creature"), words=f"can't {g[0]}"),
    "become_blocked": lambda g: Instruction("become_blocked", who="all attacking") if g[0] else
    Instruction("become_blocked", target=Target(g[1])),
    "delayed_draw": lambda g: Instruction("delayed_draw", who="you", amount=_count(g[0])),
    "pump_counted": lambda g: Instruction("pump_counted", target=Target("creature"), words=g[0]),  # 413.2f
    "unblockable_target": lambda g: Instruction("gain_target", target=Target(g[0]), words="unblockable"),
    "to_library": lambda g: Instruction("to_library", target=Target(g[0])),
    "steal_while_tapped": lambda g: Instruction("steal_while_tapped", target=Target(g[0]),
                                                words="controlled" * bool(g[1]) or "power bound" * bool(g[2])),
    "if_color": lambda g: Instruction(g[0].split()[0], target=Target(g[0].split()[-1]), words=f"if it's {g[1]}"),
    "attach": lambda g: Instruction("attach", target=Target("creature you control")),
    "counters_attacking": lambda g: Instruction("counters_attacking", who=f"each {g[0]}", amount=1, words="+1/+1"),
    "edict": lambda g: Instruction("edict", target=Target("player") if g[0] == "target player" else None,
                                   who={"target player": "target", "each player": "each player",
                                        "that player": "that"}.get(g[0], "each opponent"), words=g[1]),
    "gain_control": lambda g: Instruction("threaten", target=Target(g[0]), words="keep"),
    "control_eot": lambda g: Instruction("threaten", target=Target(g[0]), words="turn"),
    "control_owned": lambda g: Instruction("control_owned", who="you", words=g[0]),
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
                                             int(g[0]), x=g[0] == "x", words="remove instead" if g[2] else ""),
    "return_card": lambda g: Instruction("return_card", target=Target(
        f"{g[0]} in {g[1] if g[1] in ('a', OPPONENTS) else 'your'} graveyard"), words={"your hand": "hand", "play": "play", "your library": "library"}.get(
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
    "remove_all": lambda g: Instruction("remove_all", who="all", words=g[0] if g[0] in ("creatures", "permanents") else
                                        f"tokens:{subtype_of(g[0].removesuffix(' tokens'))}"),
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
                                   words=f"{g[1]} flying" if g[1] else "", regenerate=not (len(g) > 3 and g[3])),
    "sweep_attacking": lambda g: Instruction("damage_sweep", who="each attacking creature", amount=int(g[0]),
                                             words=f"{g[1]} flying"),
    "sweep_others": lambda g: Instruction("damage_sweep", who="each other creature", amount=int(g[0]),
                                          words=f"{g[1]} flying"),
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
    "put_counter_that": lambda g: Instruction("add_counters", who="that", amount=1, words=g[0]),
    "remove_counters_all": lambda g: Instruction("remove_counters_all", who="all creatures", words=g[0]),
    "counters_target": lambda g: Instruction("add_counters_target", target=Target("creature"), amount=_count(g[0]),
                                             words="+1/+1"),
}


def normalise(text: str, name: str = "") -> str:
    """Lower case, one space, the card's name read as ``this``."""
    text = text.strip().rstrip(".").replace("\u2019", "'").replace("\u2014", "-")
    if name:
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", "this", text, flags=re.IGNORECASE)  # not inside a word
    return re.sub(r"\s+", " ", text).lower()


def parse_spell_text(text: str, name: str = "") -> SpellText:
    """Parse the text of an instant or sorcery (or an ability's effect).

    Instructions are separate sentences or joined by ``, then``; a sentence "It can't be
    regenerated" belongs to the destroy instruction before it (419.6b). ``choose one:
    A; or B`` is modal (use :func:`parse_modes`).

    :raises AbilityParseError: naming the text when a part of it is unknown.
    """
    if re.search(r"\bup to one target ", text, re.I):
        return _up_to_one(text, name)
    norm = re.sub(rf"target ((?:attacking |blocking |(?:white|blue|black|red|green) )?creature) gets ([+-]\d+/[+-]\d+) and gains "
                  rf"({GRANTABLE_RE}) until "
                  r"end of turn", r"target \1 gets \2 until end of turn. that creature gains \3 until end of turn",
                  normalise(text, name))  # one target, two instructions (Giant Strength's kin)
    try:  # one instruction in two sentences ("untap target creature and gain control of it ... that creature gains")
        return SpellText(text, (_instruction(norm, text),))
    except AbilityParseError:
        pass
    match = re.fullmatch(rf"sacrifice an? (creature|permanent|land|artifact) other than {SELF_RE}[;.,] if you can't, (.+)", norm)
    if match:  # Minion of Leshrac: the rest is followed only if no other one could be sacrificed (413.2b)
        rest = [dataclasses.replace(i, otherwise=True) for part in re.split(r" and (?=you )", match.group(2))
                for i in parse_spell_text(part).instructions]
        return SpellText(text, (Instruction("sacrifice_one", who="you", words=f"{match.group(1)} other"), *rest))
    match = re.fullmatch(rf"any player may have {SELF_RE} deal (\d+) damage to him or her[;.] if no one does, (.+)", norm)
    if match:  # Browbeat, Book Burning, Breaking Point: the rest only if no player chose the damage (413.2c)
        rest = [dataclasses.replace(i, otherwise=True) for i in parse_spell_text(match.group(2)).instructions]
        return SpellText(text, (Instruction("punisher", who="any player", amount=int(match.group(1))), *rest))
    match = re.fullmatch(r"you may sacrifice an? (creature|permanent|land|artifact)(?:[;.] if you do, ([^;.]+))?"
                         r"[;.] if you don't, (.+)", norm)
    if match:  # Yawgmoth Demon, Crovax the Cursed: the rest turns on whether one was sacrificed as it resolves (413.2b)
        done = [dataclasses.replace(i, done=True) for i in parse_spell_text(match.group(2)).instructions] if match.group(2) else []
        rest = [dataclasses.replace(i, otherwise=True) for part in re.split(r" and (?=you |it |this )", match.group(3))
                for i in parse_spell_text(part).instructions]
        kind = "" if match.group(1) == "creature" else match.group(1)
        return SpellText(text, (Instruction("sacrifice_one", who="you", words=kind, optional=True), *done, *rest))
    match = re.fullmatch(r"(each player|each opponent) ((?:loses|discards|sacrifices|draws|gains) [^,;.]+)((?:, (?:then )?"
                         r"(?:loses|discards|sacrifices|draws|gains) [^,;.]+)+)", norm)
    if match:  # Smallpox: one subject for a list of instructions, each followed by every player in turn (413.2b)
        norm = ", then ".join(f"{match.group(1)} {verb}" for verb in [match.group(2), *re.split(r", (?:then )?",
                                                                                                 match.group(3))[1:]])
    norm = re.sub(r"^destroy (target [a-z]+(?:, target [a-z]+)*),? and (target [a-z]+)$", lambda m: ". ".join(
        f"destroy {t}" for t in [*m.group(1).split(", "), m.group(2)]), norm)  # Decimate: one target each (409.1c)
    norm = re.sub(r"(?:^|(?<=[.;] ))(destroy|tap|untap|remove) two target ([a-z, -]+?)s( from the game)?(?=$|[.;] )",
                  lambda m: "{0} target {1}{2}. {0} another target {1}{2}".format(*m.groups("")),
                  norm)  # Ashes to Ashes: "two target" creatures, one instruction each, two different ones (409.1c)
    norm = re.sub(r"(target creature[^;.]*); it (gets|gains) ", r"\1. that creature \2 ", norm)  # Gerrard's Command
    # Consume Strength: a second instruction with a target of its own, "another" one (409.1c)
    norm = re.sub(r"(target [^;.]*)[;.] another target ", r"\1. another target ", norm)
    norm = re.sub(r"(target (?:player|opponent) draws [^,;.]+), then discards ", r"\1, then that player discards ", norm)
    parts: list[str] = []
    for piece in re.split(r"(?:, then |\. then |\. (?=[a-z0-9])|; (?=its controller |you gain |you lose |you skip |prevent all |this becomes an? [\dx]|"
                          r"return it to play |at end of turn, return |this deals \d+ damage to you$|shuffle this into |draw a card$)|"
                          r" and (?=you (?:gain|lose) \d+ life$|\d+ damage to itself$|\d+ damage to target |you draw a card$|destroy all |"
                          r"this deals \d+ damage to you$))",
                          norm):
        if piece.startswith("destroy") and "can't be regenerated" in norm and "regenerated" not in piece:
            piece = piece + "; it can't be regenerated"
        if re.fullmatch(r"(?:it|they|that creature) can't be regenerated", piece):
            continue  # belongs to the destroy instruction before it (419.6b)
        if piece == "the new creature type can't be wall" and parts and parts[-1].startswith("change the text"):
            parts[-1] += ". " + piece  # a restriction on the text change before it (418.6)
            continue
        parts.append(piece.strip())
    return SpellText(text, tuple(_another(part, text) for part in parts if part))


def _another(part: str, text: str) -> Instruction:
    """The instruction *part* says; "another target creature ...": its target can't be an object
    another instruction of the spell targets (409.1c)."""
    if not re.match(r"(?:[a-z]+ )?another target ", part):  # or a verb first: "remove another target creature"
        return _instruction(part, text)
    ins = _instruction(part.replace("another target ", "target ", 1), text)
    if ins.target is None:
        raise AbilityParseError(f"unknown ability or effect: {text!r}")
    return dataclasses.replace(ins, target=dataclasses.replace(ins.target, another=True))


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



def _up_to_one(text: str, name: str) -> SpellText:
    """Text whose last target is "up to one target ..." (Sword of Light and Shadow, Conjurer's Bauble):
    read as "target ...", that target marked as one that may be left unchosen (409.1c)."""
    at = text.lower().index("up to one target ")
    if text.lower().count("up to one target ") > 1 or "target " in text.lower()[at + len("up to one target "):]:
        raise AbilityParseError(f"unknown ability or effect: {text!r} (only the last target may be 'up to one')")
    read = parse_spell_text(text[:at] + text[at + len("up to one "):], name)
    last = max(n for n, i in enumerate(read.instructions) if i.target is not None)
    ins = read.instructions[last]
    assert ins.target is not None
    marked = dataclasses.replace(ins, target=dataclasses.replace(ins.target, up_to=True))
    return SpellText(text, read.instructions[:last] + (marked,) + read.instructions[last + 1:])


__all__ = ["PT_RE", "SELF_RE", "TARGET_RE", "Instruction", "SpellText", "Target", "normalise", "parse_modes", "parse_spell_text"]
