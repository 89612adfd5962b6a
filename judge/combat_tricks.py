"""What the pool's combat tricks do beyond plain instructions: attacking creatures become
blocked with no creature blocking them (Fog Patch, Dazzling Beauty, Trap Runner: 309.2f,
410.9a), and a card drawn at the beginning of the next turn's upkeep (Panic, Shadow Rift: a
delayed triggered ability, 404.4); creature tokens put into play at end of turn (Rukh Egg, 404.4)."""

from __future__ import annotations

from kb.numbers import RuleNumber

from judge.abilities import Instruction
from judge.characteristics import Game, snapshot
from judge.objects import Effect, StackObject
from judge.rules import cite
from judge.triggers import pend

#: The operations this module follows.
OPS = ("become_blocked", "delayed_draw", "delayed_tokens")


def follow(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Follow one of :data:`OPS` for *obj*; *key* is its target."""
    if ins.op == "become_blocked":
        _become_blocked(state, obj, ins, key, rules)
    elif ins.op == "delayed_draw":
        state.effects.append(Effect("delayed_draw", state.next_timestamp(), obj.controller, amount=ins.amount,
                                    source=obj.name, until="", controller=obj.controller))
        cards = "a card" if ins.amount == 1 else f"{ins.amount} cards"
        state.log("delayed", f"A delayed triggered ability is created: at the beginning of the next turn's upkeep, "
                  f"{obj.controller} draws {cards}.", rules + cite("404.4", "404.4a", "408.2a"))
    elif ins.op == "delayed_tokens":  # Rukh Egg: "put a 4/4 red Bird creature token with flying into play at end of turn"
        state.effects.append(Effect("delayed_tokens", state.next_timestamp(), obj.controller, ins.power, ins.toughness,
                                    ins.amount, source=obj.name, until="", controller=obj.controller, label=ins.words))
        later = " (this turn's \"at end of turn\" abilities have already triggered, so it waits for the next " \
                "end of turn)" if state.step in ("end_of_turn", "cleanup") else ""
        state.log("delayed", f"A delayed triggered ability is created: at end of turn, {obj.controller} puts "
                  f"{token_words(ins)} into play{later}.", rules + cite("404.4", "404.4a") + (cite("313.2") if later else ()))


def token_words(ins: Instruction) -> str:
    """"a 4/4 red Bird creature token with flying", the tokens a tokens instruction puts into play."""
    kind, _, keyword = ins.words.partition(" with ")
    count = "a" if ins.amount == 1 else str(ins.amount)
    return (f"{count} {ins.power}/{ins.toughness} {kind} creature token{'s' * (ins.amount != 1)}"
            + (f" with {keyword}" if keyword else ""))


def _become_blocked(state: Game, obj: StackObject, ins: Instruction, key: str, rules: tuple[RuleNumber, ...]) -> None:
    """Attacking creatures become blocked: an effect changes their status (309.2f), and their
    "whenever this becomes blocked" abilities trigger (410.9a); with no creature blocking one,
    it assigns no combat damage (310.2c), a trampler all of it to the defending player (502.9c)."""
    if ins.who == "all attacking":
        found = [p for p in state.permanents if p.attacking]
    else:
        perm = state.find(key)
        found = [perm] if perm is not None and perm.attacking else []
    newly = [p for p in found if not p.blocked]
    if not newly:
        state.log("resolve", f"{obj.name} makes no creature blocked: "
                  + ("no creature is attacking" if not found else "every attacking creature is already blocked") + ".",
                  rules + cite("309.2f"))
        return
    for perm in newly:
        perm.blocked = True
    names = ", ".join(state.name_of(p.id) for p in newly)
    state.log("block", f"{names} become{'s' if len(newly) == 1 else ''} blocked, though no creature blocks "
              f"{'it' if len(newly) == 1 else 'them'}: "
              f"{'it stays' if len(newly) == 1 else 'they stay'} blocked until combat ends.", rules + cite("309.2f"))
    for perm in newly:
        for trig in state.chars(perm).triggered:
            if trig.event in ("becomes_blocked", "blocks_or_blocked") and not trig.qualifier.isdigit():
                pend(state, trig, snapshot(state, perm), perm.controller, ("309.3", "410.9", "410.9a"))
    state.changed()


__all__ = ["OPS", "follow"]
