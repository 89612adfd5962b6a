"""From a read :class:`~judge.verdict.board.Board` to a scenario, its run, and the verdict.

The scenario is plain data in the format of ``scenario-format.md`` (version 1; version 2
where it needs a face-down permanent or a card in hand that isn't a built-in one, defined
inline from the card's own fields), dumped to YAML and loaded back through :func:`judge.load_scenario`, so the
verdict's YAML runs unchanged with ``rulesjudge scenario``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.abilities import Activated
from judge.cards import CardDef
from judge.verdict.board import (
    FIRST_STRIKE_DAMAGE_ON_STACK, ME, OPP, TIMINGS, Board, Declined, Step, Thing,
)
from judge.verdict.blocks import _you, lure_blocks, no_block_requirement, provoked_blocks
from judge.verdict.choices import place_stated_choices
from judge.verdict.assumed import color_assumptions, sorceries_after_combat, unrun_abilities_said
from judge.verdict.counters import counters_said, entering_counters, minus_counters_said, plus_counters_said
from judge.verdict.graveyards import graveyard_targets
from judge.verdict.in_play import permanent
from judge.verdict.turns_told import next_turns, turns_between
from judge.verdict.lexicon import Lexicon
from judge.verdict.pumps import hand_entry
from judge.verdict.strike_steps import REGULAR_STEP
from judge.verdict.zone_counts import hand_cards

DEFAULT_NAMES = {ME: "Alice", OPP: "Bob"}
"""Players' names in a first-person question."""

DECISIVE_KINDS = frozenset({
    "combat_damage", "damage", "state_based", "destroy", "regenerate", "prevent", "shield",
    "pump", "bounce", "counter", "life", "game_over", "graveyard", "switch", "sacrifice",
})
"""Event kinds a verdict lists as decisive."""


@dataclasses.dataclass(frozen=True, slots=True)
class Built:
    """A scenario built from a board, with what was assumed."""

    scenario: dict[str, Any]
    """The scenario as plain data (YAML/JSON)."""
    assumptions: tuple[str, ...]
    """Every default taken, said out loud."""
    names: dict[str, str]
    """:data:`ME`/:data:`OPP` → player name."""


def build(board: Board, lexicon: Lexicon, title: str) -> Built:
    """The scenario of *board*.

    :raises Declined: when the actions can't be put in an order the rules allow reading.
    """
    if board.spells:
        lexicon = dataclasses.replace(lexicon, cards=lexicon.cards.copy())
        lexicon.cards.update(board.spells)
    names = _names(board)
    assumptions: list[str] = list(board.corrections) + list(board.notes)
    if any(s.verb == "assign_order" for s in board.steps):
        board, said = _in_order(board, lexicon)
        assumptions += said
    attacks = [s for s in board.steps if s.verb == "attack"]
    if attacks:
        active = attacks[0].by
        if board.turn and board.turn != active:
            raise Declined([], "the attacking player is not the player whose turn it is")
    else:
        sorceries = [s.by for s in board.steps if s.verb == "play"
                     and "sorcery" in lexicon.cards[s.card].types]
        active = board.turn or (sorceries[0] if sorceries else ME)
    if attacks and not board.asks_can:
        assumptions += sorceries_after_combat(board, lexicon, active, names)
    for step in board.steps:
        if step.verb == "play" and step.by != active and lexicon.cards[step.card].is_local_enchantment:
            # Played on its controller's own turn (a local enchantment: main phase, 212.4):
            # a turn before the one the question is about, which isn't read.
            raise Declined([step.card], "a local enchantment played on another turn")
    if not board.turn:
        why = (" (the attacking player's)" if attacks else
               " (the player who plays a sorcery)" if active != ME else "")
        assumptions.append(f"It is {_whose(active, names, board)} turn{why}.")
    divided = {s.source for s in board.steps if s.verb == "assign"}
    if any(len([b for s in board.steps for b, a in s.blocks if a == attacker]) > 1
           for attacker in {a for s in board.steps for _, a in s.blocks} - divided):
        # 310.2c / 502.9b: the attacking player divides the damage; the default gives
        # lethal damage to each blocker in the order named, the rest to the last.
        assumptions.append("An attacker blocked by several creatures assigns lethal damage to "
                           "each blocker in the order the question names them, the rest to the "
                           "last (or, with trample, to the player).")
    for key in (ME, OPP):
        if key not in board.life:
            assumptions.append(f"{_subject(key, names, board)} {'are' if _you(key, board) else 'is'} at 20 life.")
    if any(w in t.surface.lower() for t in board.things for w in ("face-down", "facedown", "morph")):
        turned = any(s.verb == "turn_face_up" for s in board.steps)
        assumptions.append("A face-down creature is a 2/2 with no name, text or color (504.2), "
                           + ("until it is turned face up as told (costs paid)." if turned else "and stays face down."))
    assumptions += color_assumptions(board, lexicon)
    for thing in board.things:
        card = lexicon.cards.get(thing.card) if thing.card else None
        if card is not None and card.is_local_enchantment and not thing.attached_to:
            # "He activates the Regeneration": a local enchantment in play enchants a
            # creature (212.4d); which one the question doesn't say.
            raise Declined([thing.surface], "what the local enchantment enchants")
    if attacks and not any(s.verb == "block" for s in board.steps):
        assumptions += lure_blocks(board, lexicon, names)
        assumptions += provoked_blocks(board, names)
    in_play = [permanent(t, names, lexicon) for t in board.things]
    for thing, entry in zip(board.things, in_play):
        if thing.sick == "this_turn" or (thing.sick and thing.controller == active):
            entry["sick"] = True  # came into play this turn (212.3d)
        count = entering_counters(thing, lexicon.cards.get(thing.card) if thing.card else None)
        if thing.counters:
            entry["counters"] = {"+1/+1": count + thing.counters}  # said: "with a +1/+1 counter"
            if thing.power is not None:  # a size said beside them: the size before them
                assumptions.append(plus_counters_said(thing))
        if count:
            entry["counters"] = {"+1/+1": count + thing.counters}
            whose = (names[thing.controller] + "'s" if board.third_person
                     else "yours" if thing.controller == ME else "your opponent's")
            assumptions.append(counters_said(thing, count, whose))
        if thing.minus_counters:  # said: "with a -1/-1 counter" (200.10)
            entry["counters"] = {**entry.get("counters", {}), "-1/-1": thing.minus_counters}
            assumptions.append(minus_counters_said(thing))
    hands: dict[str, list[str]] = {ME: [], OPP: []}
    for step in board.steps:
        if step.verb == "play":
            hands[step.by].append(step.card)
    inline: set[str] = set()
    actions = _actions(board, lexicon, names)
    assumptions += turns_between(board.steps, {k: _whose(k, names, board) for k in (ME, OPP)})
    place_stated_choices(board, lexicon, actions)
    if attacks and not any(a.get("block") for a in actions):
        no_block_requirement(board, lexicon, in_play, hands,
                              provoked=any(s.verb == "provoke" for s in board.steps))
    if board.most_kills:
        assumptions += _most_kills(board, lexicon, actions)
    assumptions += unrun_abilities_said(board, lexicon, hands)
    graveyards = graveyard_targets(board, lexicon, names, in_play, actions, assumptions)
    assumptions.append("No other cards are in play or played, and nobody does anything else "
                       "(no other responses).")
    players = []
    for key in (ME, OPP):
        player: dict[str, Any] = {"name": names[key]}
        if key in board.life:
            player["life"] = board.life[key]
        if hands[key] or board.hands.get(key):
            player["hand"] = [_hand_entry(name, lexicon, inline) for name in hands[key]] + hand_cards(
                board.hands.get(key, 0))  # "he has 3 cards in his hand"
        if graveyards.get(key):
            player["graveyard"] = graveyards[key]
        if key in board.libraries:
            player["library"] = board.libraries[key]  # "with 1 card in my library"
        players.append(player)
    scenario: dict[str, Any] = {
        "title": title,
        "players": players,
        "turn": {"active": names[active], "step": "precombat_main"},
        "in_play": in_play,
        "actions": actions,
    }
    return Built(scenario, tuple(assumptions), names)


def _hand_entry(name: str, lexicon: Lexicon, inline: set[str]) -> str | dict[str, Any]:
    """A card in hand: by name, once an inline definition of it is given (version 2)."""
    entry = hand_entry(lexicon.cards[name])
    if isinstance(entry, dict) and name not in inline:
        inline.add(name)
        return entry
    return name


def _names(board: Board) -> dict[str, str]:
    names = dict(board.names)
    for key in (ME, OPP):
        if key not in names:
            names[key] = next(n for n in (DEFAULT_NAMES[key], *_SPARE_NAMES) if n not in names.values())
    return names


_SPARE_NAMES = ("Alice", "Bob", "Carol", "Dave")


def _subject(key: str, names: dict[str, str], board: Board) -> str:
    if board.third_person:
        return names[key]
    return "You" if key == ME else "Your opponent"


def _whose(key: str, names: dict[str, str], board: Board) -> str:
    if board.third_person:
        return names[key] + "'s"
    return "your" if key == ME else "your opponent's"


def _actions(board: Board, lexicon: Lexicon, names: dict[str, str]) -> list[dict[str, Any]]:
    """The scenario's actions: each step at the moment of the turn the question places it."""
    actions: list[dict[str, Any]] = []
    current = 0
    pending = False
    combat = any(s.verb == "attack" for s in board.steps)
    things = {t.key: t for t in board.things}
    turn_start = 0  # the first action of the turn being told ("Next turn he attacks")
    attacks = [s.by for s in board.steps if s.verb == "attack"]
    active = attacks[0] if attacks else ""

    def settle() -> None:
        nonlocal pending
        if pending:
            actions.append({"resolve": "all"})
            pending = False

    for index, step in enumerate(board.steps):
        if step.verb == "next_turn":
            settle()
            if current < TIMINGS.index("main2"):
                actions.append({"advance": "postcombat_main"})
            active, turns = next_turns(board.steps[index + 1:], active)
            actions += [{"advance": "next_turn"}] * turns
            turn_start, current = len(actions), 0
            continue
        if step.verb == "attack":
            if current > 1:
                raise Declined([], "an attack after combat has begun")
            settle()
            if actions and "attack" in actions[-1]:
                actions[-1]["attack"] += [k for k in step.things if k not in actions[-1]["attack"]]
            else:
                actions.append({"attack": list(step.things)})
            current = 1
        elif step.verb in ("block", "no_block"):
            if current > 2 or current < 1:
                raise Declined([], "a block at a time the rules have no blocks")
            if any(a.get("block") == {} for a in actions[turn_start:]) or (step.verb == "no_block" and current == 2):
                raise Declined([], "a block the question says is not made")
            settle()
            current = 2
            if step.verb == "no_block":
                actions.append({"block": {}})  # said, not a default (309.1)
                continue
            if not (actions and "block" in actions[-1]):
                actions.append({"block": {}})
            for blocker, attacker in step.blocks:
                if actions[-1]["block"].get(blocker) == attacker:
                    continue  # "I swing into a 7/7 and he blocks": the same block told twice
                if blocker in actions[-1]["block"]:
                    if not step.several:
                        raise Declined([things[blocker].surface], "a creature that blocks twice")
                    said = actions[-1]["block"][blocker]  # "I block both with my 4/4" (309.2a)
                    actions[-1]["block"][blocker] = (said if isinstance(said, list) else [said]) + [attacker]
                    continue
                actions[-1]["block"][blocker] = attacker
        elif step.verb == "provoke":
            # 502.29a: the provoke trigger's target, chosen as it goes on the stack.
            if current != 1 or not (actions and "attack" in actions[-1]):
                raise Declined([things[step.source].surface], "provoke when it doesn't attack")
            # The question targets a creature with it: the "you may" is taken (410.5).
            actions.append({"choose": {"targets": list(step.targets)}})
            pending = True  # the trigger resolves before what the question tells next
        elif step.verb == "as_unblocked":
            continue  # answered where the engine asks it (place_stated_choices)
        elif step.verb == "assign" and step.timing == REGULAR_STEP:
            # A double striker's division for the second combat damage step (310.5, 502.28b):
            # the first step's damage is dealt, then the division is told.
            if current < 2 or current > TIMINGS.index("after_first_strike"):
                raise Declined([], "damage divided at a time the rules have no damage assignment")
            settle()
            if current < TIMINGS.index("after_first_strike"):
                _advance(actions, current, TIMINGS.index("after_first_strike"), combat, board, lexicon)
                current = TIMINGS.index("after_first_strike")
            actions.append({"assign": {step.source: _recipients(step, names)}})
        elif step.verb == "assign":
            # 310.2c: the stated division; the engine moves to the combat damage step with it.
            if current < 2 or current > TIMINGS.index("damage_on_stack"):
                raise Declined([], "damage divided at a time the rules have no damage assignment")
            settle()
            if actions and "assign" in actions[-1]:
                actions[-1]["assign"][step.source] = _recipients(step, names)
            else:
                actions.append({"assign": {step.source: _recipients(step, names)}})
            current = TIMINGS.index("damage_on_stack")
        else:
            said = step.timing
            if said in ("damage_on_stack", FIRST_STRIKE_DAMAGE_ON_STACK):
                fighting = {k for s in board.steps for k in s.things} | {
                    k for s in board.steps for pair in s.blocks for k in pair}
                first_strike = any(_strikes_first(t, lexicon) for t in board.things if t.key in fighting)
                if first_strike != (said == FIRST_STRIKE_DAMAGE_ON_STACK):
                    # With a first striker there are two combat damage steps (310.5): "combat
                    # damage on the stack" doesn't say which; without one there is no first.
                    raise Declined([], "which combat damage step" if first_strike
                                   else "first-strike damage with no first striker")
                said = "damage_on_stack"
            phase = TIMINGS.index(said) if said else current
            if phase < current:
                raise Declined([], "an action placed before what the question says happened earlier")
            if phase > current:
                settle()
                _advance(actions, current, phase, combat, board, lexicon)
                current = phase
            elif not step.response:
                settle()
            actions.append(_act(step, board, lexicon, names, things))
            if step.verb == "turn_face_up" and step.targets:  # its "when turned face up" target
                actions.append({"choose": {"targets": [names.get(t, t) for t in step.targets]}})
            pending = True
    settle()
    if combat and current < TIMINGS.index("main2"):
        # To the second main phase: the combat phase ends, so mana left in a pool burns (300.3).
        actions.append({"advance": "postcombat_main"})
        current = TIMINGS.index("main2")
    if board.asked_end_of_turn and current < TIMINGS.index("end_of_turn"):
        # "What happens to Ball Lightning at end of turn?": on to the end step (313.2).
        actions += [{"advance": "end_of_turn"}, {"resolve": "all"}]
    return actions


def _most_kills(board: Board, lexicon: Lexicon, actions: list[dict[str, Any]]) -> list[str]:
    """"How many can I kill?": each attacker blocked by several creatures assigns lethal damage
    to as many blockers as it can, the smallest first (310.2c), the rest to the next one.
    Only for a plain fight (no spells, abilities or other permanents that could change what
    is lethal); else the question is declined."""
    things = {t.key: t for t in board.things}
    blocks = [(b, a) for s in board.steps for b, a in s.blocks]
    divided = {s.source for s in board.steps if s.verb == "assign"}
    attackers = [a for a in dict.fromkeys(a for _, a in blocks)
                 if len([b for b, x in blocks if x == a]) > 1 and a not in divided]
    plain = all(s.verb in ("attack", "block") for s in board.steps) and all(
        _plain(t, lexicon) for t in board.things)
    if not attackers or not plain:
        raise Declined(["kill"], "the most it can kill, with more than a plain fight on the board")

    def size(key: str) -> tuple[int, int]:
        return _size(things[key], lexicon)

    out = []
    for attacker in attackers:
        power = size(attacker)[0]
        blockers = sorted((b for b, a in blocks if a == attacker), key=lambda b: size(b)[1])
        split: dict[str, int] = {}
        left = power
        for blocker in blockers:
            lethal = max(size(blocker)[1], 0)
            if lethal > left:
                break
            split[blocker] = lethal
            left -= lethal
        if left:
            rest = next((b for b in blockers if b not in split), None) or next(iter(split), None)
            if rest is None:
                raise Declined([things[attacker].surface], "the most it can kill")
            split[rest] = split.get(rest, 0) + left
        at = max(n for n, a in enumerate(actions) if "block" in a) + 1
        actions.insert(at, {"assign": {attacker: split}})
        out.append(f"To kill as many blockers as it can, the {things[attacker].label()} assigns "
                   f"lethal damage to the smallest first (310.2c).")
    return out


def _size(thing: Thing, lexicon: Lexicon) -> tuple[int, int]:
    """*thing*'s power, and its toughness less the damage marked on it."""
    card = lexicon.cards.get(thing.card) if thing.card else None
    power = thing.power if thing.power is not None else (card.power if card else None)
    toughness = thing.toughness if thing.toughness is not None else (card.toughness if card else None)
    if power is None or toughness is None:
        raise Declined([thing.surface], "a power and toughness")
    return power, toughness - thing.damage


def _in_order(board: Board, lexicon: Lexicon) -> tuple[Board, list[str]]:
    """*board* with each damage division "to A first, then B" as its amounts: lethal damage
    to each in the order named (310.2c); only for a plain fight (no spells, abilities or
    other permanents that could change what is lethal), else declined."""
    from judge.verdict.damage_order import ordered_split

    things = {t.key: t for t in board.things}
    ordered = {s.source for s in board.steps if s.verb == "assign_order"}
    # "Assign the damage to the 2/2 first, then the rest to the 3/3. If you assign 2 to the
    # 2/2, you assign the remaining 3 to the 3/3.": the order and its amounts, both told.
    told = {s.source: s.split for s in board.steps if s.verb == "assign" and s.source in ordered}
    plain = all(s.verb in ("attack", "block", "assign_order") or (s.verb == "assign" and s.source in told)
                for s in board.steps) and all(_plain(t, lexicon) for t in board.things)
    if not plain:
        raise Declined(["first"], "lethal damage in the order named, with more than a plain "
                       "fight on the board")
    steps, said = [], []
    for step in board.steps:
        if step.verb != "assign_order":
            steps.append(step)
            continue
        attacker = things[step.source]
        card = lexicon.cards.get(attacker.card) if attacker.card else None
        trample = "trample" in [k.lower() for k in attacker.keywords] + [
            a.text.lower() for a in (card.abilities if card else ())]
        split = ordered_split(step, lambda key: _size(things[key], lexicon), trample)
        if step.source in told:
            if told[step.source] != split:
                raise Declined(["first"], "the damage divided in the order named and in amounts "
                               "that differ")
            continue  # the amounts told are the order's: one division
        steps.append(dataclasses.replace(step, verb="assign", targets=[], split=split))
        said.append(f"Lethal damage to each blocker in the order named, the rest to the last: the "
                    f"{attacker.label()} assigns " + ", ".join(
                        f"{amount} to the {things[key].label()}" for key, amount in split.items())
                    + " (310.2c).")
    return dataclasses.replace(board, steps=steps), said


_PLAIN_KEYWORDS = frozenset({"flying", "haste", "fear", "shadow", "horsemanship", "unblockable",
                             "can't block", "can't attack", "attacking doesn't cause it to tap",
                             "can block as though it had flying", "can't be blocked",
                             "first strike"})  # (kills depend on the attacker's power alone; the run
#                              deals first-strike damage first, 310.5)


def _plain(thing: Thing, lexicon: Lexicon) -> bool:
    """Whether nothing of *thing* changes what damage is lethal or dealt in a fight: only
    evasion, and activated abilities nobody activates."""
    from judge.abilities import parse_ability

    card = lexicon.cards.get(thing.card) if thing.card else None
    abilities = list(card.abilities) if card else []
    abilities += [parse_ability(k) for k in thing.keywords]
    return all(isinstance(a, Activated) or a.text in _PLAIN_KEYWORDS or a.text.endswith("walk")
               for a in abilities)


def _recipients(step: Step, names: dict[str, str]) -> dict[str, int]:
    """An ``assign`` entry's recipients: blocker ids, a player by name."""
    return {names.get(key, key): amount for key, amount in step.split.items()}


def _advance(actions: list[dict[str, Any]], current: int, phase: int, combat: bool,
             board: Board, lexicon: Lexicon) -> None:
    name = TIMINGS[phase]
    if name in ("declare_attackers", "declare_blockers", "damage_on_stack",
                "after_first_strike") and not combat:
        raise Declined([], "a combat moment with no attack")
    if name == "declare_attackers":
        return
    if name == "declare_blockers":
        actions.append({"advance": "declare_blockers"})
    elif name == "damage_on_stack":
        actions.append({"advance": "combat_damage"})
    elif name == "after_first_strike":
        if not any(_strikes_first(t, lexicon) for t in board.things):
            raise Declined([], "first-strike damage with no first striker")
        if current < TIMINGS.index("damage_on_stack"):
            actions.append({"advance": "combat_damage"})
        actions.append({"resolve": "all"})
    elif name == "end_of_combat":
        actions.append({"advance": "end_of_combat"})
    elif name == "main2":
        actions.append({"advance": "postcombat_main"})
    elif name == "end_of_turn":
        actions.append({"advance": "end_of_turn"})


def _strikes_first(thing: Thing, lexicon: Lexicon) -> bool:
    card = lexicon.cards.get(thing.card) if thing.card else None
    texts = set(thing.keywords) | ({a.text for a in card.abilities} if card else set())
    return bool({"first strike", "double strike"} & texts)


def _act(step: Step, board: Board, lexicon: Lexicon, names: dict[str, str],
         things: dict[str, Thing]) -> dict[str, Any]:
    targets = [names[t] if t in (ME, OPP) else t.removeprefix("spell:") for t in step.targets]
    if step.verb == "turn_face_up":  # 408.2h, 502.26d: a special action (judge/verdict/face_up.py)
        return {"turn_face_up": {"source": step.source, "by": names[step.by]}}
    if step.verb == "play":
        card = lexicon.cards[step.card]
        play: dict[str, Any] = {"card": step.card, "by": names[step.by]}
        if len(card.spell) > 1:
            play["mode"] = step.mode or _mode(card, step, things)
        if targets:
            play["targets"] = targets
        if step.x is not None:
            play["x"] = step.x  # 409.1b
        if step.choose:
            play["choose"] = dict(step.choose)
        return {"play": play}
    thing = things[step.source]
    index = _ability_index(thing, step, lexicon)
    activate: dict[str, Any] = {"source": step.source, "ability": index, "by": names[step.by]}
    if targets:
        activate["targets"] = targets
    if step.choose:
        activate["choose"] = dict(step.choose)
    if step.sacrificed:
        activate["sacrifice"] = list(step.sacrificed)  # 409.1f
    return {"activate": activate}


def _mode(card: CardDef, step: Step, things: dict[str, Thing]) -> int:
    """The mode of a modal spell its target allows: "Healing Salve on my 2/2" prevents."""
    is_creature = bool(step.targets) and step.targets[0] in things
    fits = [n for n, mode in enumerate(card.spell, 1)
            if mode.targets and ("creature" in mode.targets[0].kind) == is_creature
            and ("player" in mode.targets[0].kind or is_creature)]
    if len(fits) != 1:
        raise Declined([step.card], "which mode of a modal spell")
    return fits[0]


def _ability_index(thing: Thing, step: Step, lexicon: Lexicon) -> int:
    from judge.abilities import parse_ability

    card = lexicon.cards.get(thing.card) if thing.card else None
    if card is not None and card.unrun_activated:  # which ability is meant, the reader can't be sure
        raise Declined([thing.surface], f"{card.name}'s ability {card.unrun_activated[0]!r} can't be "
                       "activated: the engine doesn't run it")
    # The permanent's abilities in the order its in_play entry lists them (in_play.inline): the
    # card's, then those the question describes ("a 1/1 with '{1}{G}: Regenerate'").
    abilities = list(card.abilities) if card else []
    texts = {a.text for a in abilities}
    abilities += [parse_ability(k) for k in thing.keywords if k not in texts]
    activated = [a for a in abilities if isinstance(a, Activated)]
    wanted = {"regenerate": ("regenerate", None), "pump": ("pump", "this"),
              "regenerate_target": ("regenerate_target", "target"), "destroy": ("destroy", "target"),
              "damage": ("damage", "target"),
              "tap": ("tap", "target"), "prevent": ("prevent", "target"),
              "give": ("pump", "target"), "animate": ("animate", None),
              "counters": ("add_counters_target", "target")}.get(step.ability)
    if wanted is None and not step.ability and card and "creature" not in card.types:
        # "I activate Mishra's Factory (and block)": a permanent that isn't a creature, with one
        # ability that makes it one, is activated for that one.
        animates = [n for n, a in enumerate([a for a in abilities if isinstance(a, Activated)], 1)
                    if any(i.op == "animate" for i in a.effect.instructions)]
        if len(animates) == 1:
            return animates[0]
    fits = []
    if step.ability.startswith("gain:"):
        # "give it flying": the ability whose effect gives that keyword (to itself, or a target).
        words = step.ability[5:]
        fits = [n for n, ability in enumerate(activated, 1) if any(
            i.op in ("gain", "gain_target") and i.words == words and i.who == ("target" if step.targets else "this")
            for i in ability.effect.instructions)]
        if len(fits) == 1:
            return fits[0]
        raise Declined([thing.surface], f"{thing.label()} has no one ability to give {words}")
    for n, ability in enumerate(activated, 1):
        ops = [(i.op, i.who) for i in ability.effect.instructions]
        if step.ability == "sacrifice":
            # "sacrifice X (to deal 1 damage to Y)": the ability that costs X itself.
            if ability.sacrifice and (not step.targets or ability.effect.targets):
                fits.append(n)
        elif step.ability == "outlet":
            # "I sacrifice my 1/1 to Nantuko Husk": the ability that costs another creature.
            if ability.sacrifice_kind == "creature" and bool(step.targets) == bool(ability.effect.targets):
                fits.append(n)
        elif wanted is None:
            if not ability.mana_ability:
                fits.append(n)
        elif any(op == wanted[0] and (wanted[1] is None or who == wanted[1]) for op, who in ops):
            fits.append(n)
    if len(fits) != 1:
        what = {"regenerate": "regenerate", "pump": "pump itself", "damage": "deal damage",
                "sacrifice": "sacrifice itself", "outlet": "sacrifice a creature (its target said)",
                "destroy": "destroy", "tap": "tap",
                "prevent": "prevent damage", "give": "give that", "animate": "become a creature",
                "counters": "put +1/+1 counters on a target"}.get(
            step.ability, "be activated")
        raise Declined([thing.surface], f"{thing.label()} has no one ability to {what}")
    return fits[0]

