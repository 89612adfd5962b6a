"""Cards a letter names in a graveyard: the creature a spell brings back ("I Reanimate a
Platinum Angel", "I play Raise Dead on my Grizzly Bears") starts in a graveyard, not in play.

The reader places every card a letter names in play; a spell whose target is a card in a
graveyard (217.3, 415.5: "target creature card in your graveyard") says where its target
is. :func:`graveyard_targets` moves such targets from the built scenario's ``in_play`` to
their owner's ``graveyard`` (the scenario format's player zone) and names them by card, as
the engine looks a graveyard's cards up (judge/targets.py). It declines where the letter
uses the card before the spell (it attacked, blocked, was targeted or sacrificed: it was in
play then, and how it got to the graveyard is more than the reader runs) or after it (its
id in play is a new one, 217.1b), and where the card is described rather than a known
card (its converted mana cost, 203.3, would be a guess).
"""

from __future__ import annotations

from typing import Any

from judge.verdict.board import ME, Board, Declined, Step, Thing
from judge.verdict.lexicon import Lexicon


def graveyard_kind(lexicon: Lexicon, card_name: str) -> str:
    """The kind of the graveyard-card target of the spell *card_name* ("creature card in a
    graveyard"), or "" when the spell has none."""
    card = lexicon.cards.get(card_name)
    for mode in getattr(card, "spell", ()) or ():
        for instruction in mode.instructions:
            target = instruction.target
            if target is not None and "graveyard" in target.kind:
                return str(target.kind)
    return ""


def graveyard_targets(board: Board, lexicon: Lexicon, names: dict[str, str],
                      in_play: list[dict[str, Any]], actions: list[dict[str, Any]],
                      assumptions: list[str]) -> dict[str, list[Any]]:
    """The cards that start in a graveyard, by player key (with those the question counts
    there, :attr:`Board.graveyards`); *in_play*, *actions* and
    *assumptions* are changed in place (the targets taken out of play and named by card,
    what was assumed of them said, the reader's guess of whose creature a spell targets
    replaced: a card in a graveyard whose owner the letter doesn't say is read as in its
    caster's graveyard, the one graveyard every such spell may target).

    :raises Declined: when a graveyard card is used before or after the spell that targets it,
        or isn't a known card.
    """
    graveyards: dict[str, list[Any]] = {k: list(v) for k, v in board.graveyards.items()}
    said: list[str] = []
    things = {t.key: t for t in board.things}
    moved: dict[str, str] = {}
    for index, step in enumerate(board.steps):
        if step.verb != "play" or not graveyard_kind(lexicon, step.card):
            continue
        kind = graveyard_kind(lexicon, step.card)
        for key in step.targets:
            thing = things.get(key)
            if thing is None or key in moved:
                continue
            _check(thing, board.steps, index)
            unsaid = key not in board.in_graveyards and (thing.guessed or not _owner_said(thing.surface))
            owner = board.in_graveyards.get(key) or (step.by if unsaid else thing.controller)
            thing.controller = owner
            graveyards.setdefault(owner, []).append(thing.card)
            moved[key] = thing.card
            where = (names[owner] + "'s" if board.third_person
                     else "your" if owner == ME else "your opponent's")
            said.append(f"{thing.card} is in {where} graveyard when {step.card} is played "
                        f"(its target: a card in a graveyard, 217.3" + (
                            "; whose graveyard isn't said: read as the caster's)." if unsaid else ")."))
            assumptions[:] = [a for a in assumptions if not (
                a.startswith(f"The {thing.label()} is ") or a.startswith(f"{thing.surface} taken to be"))]
    for key, owner in board.in_graveyards.items():
        if key not in moved:  # "I have a Grizzly Bears in my graveyard", of no other part
            _check(things[key], board.steps, -1)
            graveyards.setdefault(owner, []).append(things[key].card)
            moved[key] = things[key].card
    if not moved:
        return graveyards
    if any(t.key not in moved and t.card in moved.values() for t in board.things):
        # A card of that name in play too: which one the summary tells of is unsure.
        raise Declined([things[k].surface for k in moved], "a card of the same name in play and in a graveyard")
    assumptions += said
    in_play[:] = [e for e in in_play if e["id"] not in moved]
    if any(e.get("attached_to") in moved for e in in_play):
        raise Declined([things[k].surface for k in moved], "an Aura on a card in a graveyard")
    for action in actions:
        play = action.get("play")
        if play and play.get("targets"):
            play["targets"] = [moved.get(t, t) for t in play["targets"]]
    return graveyards


def _owner_said(surface: str) -> bool:
    """Whether the phrase that named a permanent says whose it is ("my Grizzly Bears",
    "Bob's Craw Wurm")."""
    words = surface.lower().split()
    return words[:1] in (["my"], ["his"], ["her"], ["their"], ["your"]) or "'s" in surface


def _check(thing: Thing, steps: list[Step], index: int) -> None:
    """Declines when *thing*, in a graveyard for the spell at *index*, is used elsewhere."""
    if not thing.card or thing.described or thing.face_down or thing.counters or thing.attached_to:
        raise Declined([thing.surface], "a card in a graveyard the question describes, not a known card")
    for n, step in enumerate(steps):
        if n == index:
            continue
        used = (set(step.things) | {k for pair in step.blocks for k in pair} | {step.source}
                | set(step.targets) | set(step.sacrificed) | set(step.split))
        if thing.key in used:
            raise Declined([thing.surface], "a card in a graveyard the question also has in play")


def from_graveyard(board: Board, scenario: dict[str, Any], final: dict[str, Any],
                   names: dict[str, str]) -> list[str]:
    """Sentences for the cards that started in a graveyard: put into play (and under whose
    control), or still there."""
    started = {e["id"] for e in scenario["in_play"]}
    out = []
    for thing in board.things:
        if thing.key in started:
            continue
        entry = next((e for e in final["in_play"] if e.get("name") == thing.card), None)
        if entry is None:
            zones = [zone for z in final["players"].values() for zone in ("graveyard", "hand")
                     if thing.card in z[zone]]
            if zones[:1] == ["graveyard"]:
                out.append(f"{thing.card} stays in the graveyard.")
            elif zones[:1] == ["hand"]:
                out.append(f"{thing.card} returns from the graveyard to its owner's hand.")
            else:
                raise Declined([thing.surface], "a card that left a graveyard for another zone: "
                               "the summary can't tell it")
            continue
        controller = next(k for k, v in names.items() if v == entry["controller"])
        whose = (names[controller] + "'s" if board.third_person
                 else "your" if controller == ME else "your opponent's")
        out.append(f"{thing.card} is put into play from the graveyard under {whose} control.")
    return out
