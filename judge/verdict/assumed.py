"""The assumptions a verdict states for what a letter leaves open: when a sorcery played after
the attack is played, the color of a described creature, and the activated abilities the engine
doesn't run (nobody activates them unless the letter says so)."""

from __future__ import annotations

from collections.abc import Iterable

from judge.verdict.board import ME, OPP, Board
from judge.verdict.lexicon import Lexicon


def sorceries_after_combat(board: Board, lexicon: Lexicon, active: str, names: dict[str, str]) -> list[str]:
    """"I attack ... Then I play Final Punishment": a sorcery the attacking player plays after
    the attack, at no time said, is played in the second main phase (212.7a)."""
    out, attacked = [], False
    for step in board.steps:
        attacked = attacked or step.verb == "attack"
        if (attacked and step.verb == "play" and not step.timing and not step.response
                and step.by == active and "sorcery" in lexicon.cards[step.card].types):
            step.timing = "main2"
            out.append(f"{step.card} is played in the second main phase (a sorcery, 212.7a).")
    return out


def color_assumptions(board: Board, lexicon: Lexicon) -> list[str]:
    """Described creatures with no color: colorless, unless a protection on the board names a
    color (then the creature it faces is taken to be that color, as the question implies)."""
    out = []
    pairs = {(b, a) for s in board.steps for b, a in s.blocks}
    pairs |= {(a, b) for b, a in pairs}
    things = {t.key: t for t in board.things}

    def protections(keys: Iterable[str]) -> list[str]:
        return [k.split()[-1] for key in keys for k in things[key].keywords
                if k.startswith("protection from ") and k.split()[-1] in
                ("white", "blue", "black", "red", "green")]

    for thing in board.things:
        if thing.colors or (thing.card and lexicon.cards[thing.card].colors):
            continue
        if thing.card and not thing.described:
            continue
        # The protection of a creature it fights (it blocks or is blocked by), else of any
        # creature when none fights it ("my trampler vs his pro-green 2/2, I bolt ..." aside).
        facing = [b for a, b in pairs if a == thing.key]
        others = [c for c in protections(facing or things) if not any(
            k.endswith(c) for k in thing.keywords)]
        if len(set(others)) == 1 and "artifact" not in thing.types:  # (an artifact: colorless)
            out.append(f"The {thing.label()} is {others[0]} (the question names protection from "
                       f"{others[0]}).")
            thing.colors.append(others[0])
        else:
            out.append(f"The {thing.label()} is colorless (no color given).")
    return out


def unrun_abilities_said(board: Board, lexicon: Lexicon, hands: dict[str, list[str]]) -> list[str]:
    """The assumption that each activated ability the engine doesn't run, of a card on the
    board or played, is not activated (the letter doesn't say so: nobody does anything else)."""
    said: list[str] = []
    for name in dict.fromkeys([t.card for t in board.things if t.card] + hands[ME] + hands[OPP]):
        card = lexicon.cards.get(name)
        for text in card.unrun_activated if card is not None else ():
            said.append(f"{card.name}'s ability {text!r} is not activated: the engine doesn't run it.")
    return said
