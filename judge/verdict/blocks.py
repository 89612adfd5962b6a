"""The blocks the rules require that a question leaves unsaid: a lured creature's (500.5),
a provoked creature's (502.29a), and the check that "nobody blocks" may stand (500.3).
Used by :mod:`judge.verdict.build`."""

from __future__ import annotations

from typing import Any

from judge.verdict.board import ME, OPP, Board, Declined, Step, Thing
from judge.verdict.lexicon import Lexicon


def _you(key: str, board: Board) -> bool:
    """Whether *key* is the asker of a first-person question ("you")."""
    return key == ME and not board.third_person


_BLOCK_REQUIREMENTS = ("able to block", "must block", "blocks each turn if able",
                       "block it if able", "blocks each combat if able", "provoke")


def no_block_requirement(board: Board, lexicon: Lexicon, in_play: list[dict[str, Any]],
                          hands: dict[str, list[str]], provoked: bool = False) -> None:
    """The question says nobody blocks (or nothing of blocks): the default "no blocks" holds
    only if nothing requires a creature to block (500.3: "all creatures able to block it do
    so", as Lure says). Otherwise which blocks the rules require is not read: decline."""
    texts: list[tuple[str, str]] = []
    for entry in in_play:
        card = lexicon.cards.get(str(entry["card"])) if "card" in entry else None
        texts += [(str(entry.get("card") or entry.get("name")), str(a)) for a in entry.get("abilities", ())]
        texts += [(card.name, a.text) for a in card.abilities] if card else []
    for card_name in hands[ME] + hands[OPP]:
        card = lexicon.cards.get(card_name)
        texts += [(card.name, a.text) for a in card.abilities] if card else []
    for name, text in texts:
        if provoked and text.lower() == "provoke":
            continue  # the provoke the question tells of (provoked_blocks)
        if any(words in text.lower() for words in _BLOCK_REQUIREMENTS):
            surface = next((t.surface for t in board.things if t.card == name), name)
            raise Declined([surface], "creatures must block (500.3), and the question doesn't say how")


_LURE = "all creatures able to block"
_BLOCK_WORDS = ("flying", "shadow", "fear", "walk", "block", "horsemanship", "protection",
                "intimidate", "menace")


def _texts(thing: Thing, lexicon: Lexicon) -> list[str]:
    card = lexicon.cards.get(thing.card) if thing.card else None
    return [k.lower() for k in thing.keywords] + ([a.text.lower() for a in card.abilities] if card else [])


def lure_blocks(board: Board, lexicon: Lexicon, names: dict[str, str]) -> list[str]:
    """The question attacks with a creature enchanted with Lure and says nothing of blocks:
    every creature the defending player has blocks it (500.5: "all creatures able to block
    it do so"). Read only where each is plainly able to: one lured attacker, no evasion or
    other blocking text on either side, no tapped creature; else left to
    :func:`no_block_requirement`. The blocks added to *board*, said as assumptions."""
    lures = {t.key: t.attached_to for t in board.things if t.attached_to
             and any(_LURE in a for a in _texts(t, lexicon))}
    lures.update({s.card: s.targets[0] for s in board.steps if s.verb == "play" and s.targets
                  and any(_LURE in a.text.lower() for a in lexicon.cards[s.card].abilities)
                  and lexicon.cards[s.card].is_local_enchantment})
    attack = [s for s in board.steps if s.verb == "attack"]
    attackers = {k for s in attack for k in s.things}
    lured = set(lures.values()) & attackers
    if len(lured) != 1 or len(lures) != 1:
        return []
    attacker = next(iter(lured))
    things = {t.key: t for t in board.things}
    defender = OPP if attack[0].by == ME else ME
    blockers = [t for t in board.things if t.controller == defender and not t.attached_to
                and (t.power is not None or (t.card and "creature" in lexicon.cards[t.card].types))]
    others = [t for t in board.things if t.attached_to == attacker and t.key not in lures]
    # A lured flier attacking alone: only the creatures that can block a flier are able to,
    # and so block it (502.4b); the others don't.
    flying = "flying" in _texts(things[attacker], lexicon) and len(attackers) == 1
    reach = ("flying", "can block as though it had flying")
    if others or any(w in a for t in (things[attacker], *blockers) for a in _texts(t, lexicon)
                     if not (a in reach and (flying or t is not things[attacker]))
                     for w in _BLOCK_WORDS) or any(t.tapped or t.face_down for t in blockers):
        return []
    if any(t.controller == defender and t.key not in {b.key for b in blockers}
           and not (t.card and "enchantment" in lexicon.cards[t.card].types) for t in board.things):
        return []  # a permanent that isn't plainly a creature or an enchantment
    unable = [t for t in blockers if flying and not set(reach) & set(_texts(t, lexicon))]
    blockers = [t for t in blockers if t not in unable]
    if not blockers:
        return []
    last = max(n for n, s in enumerate(board.steps) if s.verb == "attack")
    board.steps.insert(last + 1, Step("block", defender, blocks=[(b.key, attacker) for b in blockers]))
    who = ("you control" if _you(defender, board) else
           f"{names[defender] if board.third_person else 'your opponent'} controls")
    if unable:
        return [f"Every creature {who} that can block a creature with flying (502.4b) is able to "
                f"block the {things[attacker].label()} and so blocks it (500.5: all creatures able to "
                "block it do so); the others can't block it."]
    return [f"Every creature {who} is able to block the {things[attacker].label()} and so blocks it "
            "(500.5: all creatures able to block it do so)."]


def provoked_blocks(board: Board, names: dict[str, str]) -> list[str]:
    """The question provokes a creature and says nothing of blocks: it untaps and blocks the
    provoking creature (502.29a), unless the question taps it again before blocks (then it
    can't, 309.2a, and nothing blocks); nothing else blocks. The block added to *board*."""
    provokes = [s for s in board.steps if s.verb == "provoke"]
    if not provokes:
        return []
    if len(provokes) > 1:
        raise Declined([], "more than one creature provoked")
    step = provokes[0]
    target = step.targets[0]
    things = {t.key: t for t in board.things}
    after = board.steps[board.steps.index(step) + 1:]
    if any(target in s.targets for s in after if s.verb in ("play", "activate")):
        tapped = [s for s in after if target in s.targets]
        if all(s.verb == "activate" and s.ability == "tap" and s.timing in ("", "declare_attackers")
               for s in tapped):
            return [f"The {things[target].label()}, tapped again before blockers, can't block "
                    "(309.2a); nothing blocks."]
        raise Declined([things[target].surface], "what happens to the provoked creature before blocks")
    index = max(n for n, s in enumerate(board.steps) if s.verb in ("attack", "provoke"))
    board.steps.insert(index + 1, Step("block", OPP if step.by == ME else ME,
                                       blocks=[(target, step.source)]))
    return [f"The provoked {things[target].label()} untaps and blocks the "
            f"{things[step.source].label()} (502.29a); nothing else blocks."]
