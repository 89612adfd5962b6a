"""Zone changes, destruction and regeneration, drawing, state-based effects (420), and
the "at" triggers of steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.model import RuleNumber

from judge.abilities import Triggered
from judge.objects import Permanent, Player, Snapshot, StackObject
from judge.rules import cite

if TYPE_CHECKING:
    from judge.state import GameState


def snapshot(state: GameState, perm: Permanent) -> Snapshot:
    """The permanent's current characteristics, kept as last known information."""
    chars = state.chars(perm)
    return Snapshot(chars.name, chars.colors, chars.types, chars.subtypes, perm.controller, perm.id)


def remove_from_combat(state: GameState, perm: Permanent) -> None:
    """Remove a creature from combat (306.2)."""
    if perm.attacking:
        for other in state.permanents:
            if perm.id in other.blocking:
                other.blocking.remove(perm.id)
    for attacker_id in perm.blocking:
        attacker = state.find(attacker_id)
        if attacker is not None and perm.id in attacker.blockers:
            attacker.blockers.remove(perm.id)  # it stays blocked (309.2f)
    perm.attacking = False
    perm.blocking = []
    perm.blockers = []
    perm.band = 0


def leave_play(state: GameState, perm: Permanent, zone: str) -> None:
    """Move a permanent from play to its owner's ``graveyard``, ``hand`` or ``removed``
    zone (217.1a); it leaves combat (306.2) and leaves-play abilities trigger (410.10c)."""
    remove_from_combat(state, perm)
    chars = state.chars(perm)
    leaves = [t for t in chars.triggered if t.event == "leaves_play"]
    source = snapshot(state, perm)
    state.permanents.remove(perm)
    owner = state.player(perm.owner)
    getattr(owner, zone).append(perm.card.name)
    state.effects = [e for e in state.effects if e.affected != perm.id]
    state.changed()
    for trig in leaves:
        add_trigger(state, trig, source, perm.controller, ("410.10c",))


def destroy(state: GameState, perm: Permanent, regenerate: bool, why: str,
            rules: tuple[RuleNumber, ...], quiet: bool = False) -> bool:
    """Destroy a permanent, unless a regeneration shield replaces it (419.6b).

    Returns whether it was put into the graveyard.
    """
    name = state.name_of(perm.id)
    if perm.regeneration > 0:
        if regenerate:
            perm.regeneration -= 1
            perm.damage = 0
            perm.tapped = True
            in_combat = perm.in_combat
            remove_from_combat(state, perm)
            combat = " and removed from combat" if in_combat else ""
            state.log("regenerate", f"{name} would be destroyed ({why}) but regenerates instead: all damage "
                      f"is removed from it, it becomes tapped{combat}.",
                      rules + cite("419.6b") + (cite("306.2") if in_combat else ()))
            state.changed()
            return False
        rules = rules + cite("419.6b")
        why += "; it can't be regenerated"
    leave_play(state, perm, "graveyard")
    if not quiet:
        state.log("destroy", f"{name} is destroyed ({why}) and put into {perm.owner}'s graveyard.", rules)
    return True


def draw(state: GameState, player: Player, count: int, rules: tuple[RuleNumber, ...]) -> None:
    """*player* draws *count* cards; drawing from an empty library is remembered (102.2)."""
    drawn = 0
    for _ in range(count):
        if not player.library:
            player.drew_from_empty = True
            break
        player.hand.append(player.library.pop(0) or "Card")
        drawn += 1
    if drawn:
        state.log("draw", f"{player.name} draws {'a card' if drawn == 1 else f'{drawn} cards'}.", rules)
    if player.drew_from_empty:
        state.log("draw", f"{player.name} is required to draw more cards than are left in his or her library.",
                  rules + cite("102.2"))


def add_trigger(state: GameState, trig: Triggered, source: Snapshot, controller: str,
                rules: tuple[str, ...] = ()) -> None:
    """Remember a triggered ability until a player would receive priority (410.2)."""
    name = f"{source.name}'s triggered ability"
    state.pending.append(StackObject("trigger", name, controller, text=trig.effect, source=source,
                                     trigger=trig, extra={"rules": rules}))


def trigger_at(state: GameState, event: str) -> None:
    """Abilities that trigger "at" the beginning of a step (300.5, 303.1, 313.1)."""
    rule = {"upkeep": "303.1", "end_of_turn": "313.1"}[event]
    for perm in list(state.permanents):
        chars = state.chars(perm)
        for trig in chars.triggered:
            if trig.event != event:
                continue
            if event == "upkeep" and perm.controller != state.active_player.name:
                continue
            if trig.condition and not condition_holds(state, trig.condition):
                continue  # 410.8: the intervening "if" is checked as it triggers
            add_trigger(state, trig, snapshot(state, perm), perm.controller,
                        (rule,) + (("410.8",) if trig.condition else ()))


def condition_holds(state: GameState, condition: str) -> bool:
    """An intervening-if condition (410.8)."""
    if condition == "no creatures":
        return not state.creatures()
    return True


def _sbe_findings(state: GameState) -> list[tuple[str, object, str, str]]:
    found: list[tuple[str, object, str, str]] = []
    for player in state.players:
        if player.lost:
            continue
        if player.life <= 0:
            found.append(("lose", player, "420.5a", f"{player.name} has {player.life} life"))
        elif player.drew_from_empty:
            found.append(("lose", player, "420.5g", f"{player.name} was required to draw from an empty library"))
        elif player.poison >= 10:
            found.append(("lose", player, "420.5h", f"{player.name} has {player.poison} poison counters"))
    legends: dict[tuple[str, str], list[Permanent]] = {}
    for perm in state.permanents:
        chars = state.chars(perm)
        if chars.is_creature and chars.toughness is not None:
            if chars.toughness <= 0:
                found.append(("graveyard", perm, "420.5b", f"toughness {chars.toughness}"))
            elif perm.damage >= chars.toughness:
                found.append(("destroy", perm, "420.5c", "lethal damage"))
        if perm.card.is_local_enchantment:
            target = state.find(perm.attached_to) if perm.attached_to else None
            reason = _illegal_enchantment(state, perm, target)
            if reason:
                found.append(("graveyard", perm, "420.5d", reason))
        if "legendary" in chars.supertypes or "Legend" in chars.subtypes:
            legends.setdefault(("", chars.name), []).append(perm)
    for (_, name), perms in legends.items():
        for perm in sorted(perms, key=lambda p: p.timestamp)[1:]:
            found.append(("graveyard", perm, "420.5e", f"the legend rule: another {name} is in play"))
    return found


def _illegal_enchantment(state: GameState, perm: Permanent, target: Permanent | None) -> str:
    if target is None:
        return "it enchants nothing"
    if target.id == perm.id:
        return "it is attached to itself"
    chars = state.chars(target)
    if not chars.is_creature:
        return f"{chars.name} is not a creature"
    from judge.damage import protection_from
    if protection_from(state, target, snapshot(state, perm)):
        return f"{chars.name} has protection from it"
    return ""


def has_state_based_effects(state: GameState) -> bool:
    """Whether any condition of 420.5 holds."""
    return bool(_sbe_findings(state))


def check_state_based_effects(state: GameState) -> bool:
    """Check 420.5a-k once and perform all that apply as a single event (420.3).

    Returns whether anything happened (the caller repeats the check).
    """
    found = _sbe_findings(state)
    if not found:
        return False
    rules = ["420.3"] + sorted({rule for _, _, rule, _ in found}, key=lambda r: (len(r), r))
    parts = []
    for kind, subject, rule, reason in found:
        if kind == "lose":
            assert isinstance(subject, Player)
            parts.append(f"{subject.name} loses the game ({reason}, {rule})")
        elif kind == "graveyard":
            assert isinstance(subject, Permanent)
            parts.append(f"{state.name_of(subject.id)} is put into {subject.owner}'s graveyard ({reason}, {rule})")
        else:
            assert isinstance(subject, Permanent)
            verb = "would be destroyed" if subject.regeneration > 0 else "is destroyed"
            parts.append(f"{state.name_of(subject.id)} {verb} ({reason}, {rule})")
    if any(rule == "420.5d" for _, _, rule, _ in found):
        rules.append("212.4f")
    if any(rule == "420.5d" and "protection" in reason for _, _, rule, reason in found):
        rules.append("502.7c")
    state.log("state_based", "State-based effects: " + "; ".join(parts) + ".", cite(*rules))
    for kind, subject, rule, reason in found:
        if kind == "lose":
            assert isinstance(subject, Player)
            subject.lost = True
            subject.drew_from_empty = False
        elif isinstance(subject, Permanent) and subject in state.permanents:
            if kind == "destroy":
                destroy(state, subject, True, reason, cite("420.5c"), quiet=True)
            else:
                leave_play(state, subject, "graveyard")
    if any(p.lost for p in state.players):
        state.ended = True
        state.log("game_over", _game_over_text(state), cite("102.3") + (cite("102.4") if all(p.lost for p in state.players) else ()))
    state.changed()
    return True


def _game_over_text(state: GameState) -> str:
    result = state.result
    if result == "draw":
        return "Both players lose simultaneously: the game is a draw."
    return f"The game ends: {result[4:]} wins."
