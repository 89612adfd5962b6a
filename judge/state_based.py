"""State-based effects (420): what 420.5a-k finds, and performing it all as one event (420.3)."""

from __future__ import annotations

from judge.characteristics import Game, snapshot
from judge.damage import kept_from_losing, protection_from
from judge.kinds import permanent_fits
from judge.objects import Library, Permanent, Player
from judge.rules import cite
from judge.zones import destroy, game_over_text, leave_play, report_static_change, static_view


def _sbe_findings(state: Game, note: bool = False) -> list[tuple[str, object, str, str]]:
    found: list[tuple[str, object, str, str]] = []
    for player in state.players:
        reason, rule = (f"{player.name} has {player.life} life", "420.5a") if player.life <= 0 else (
            f"{player.name} was required to draw from an empty library", "420.5g") if player.drew_from_empty else (
            f"{player.name} has {player.poison} poison counters", "420.5h") if player.poison >= 10 else ("", "")
        if reason and not player.lost and not kept_from_losing(state, player, reason, note):
            found.append(("lose", player, rule, reason))
    for token in state.tokens_elsewhere:
        found.append(("token", token, "420.5f", f"a token in the {token[1]} zone"))
    legends: dict[tuple[str, str], list[Permanent]] = {}
    worlds: list[Permanent] = []
    for perm in state.permanents:
        chars = state.chars(perm)
        if "enchantment" in chars.types and "World" in chars.subtypes:
            worlds.append(perm)  # an enchant world (212.4j)
        if chars.is_creature and chars.toughness is not None:
            if chars.toughness <= 0:
                found.append(("graveyard", perm, "420.5b", f"toughness {chars.toughness}"))
            elif perm.damage >= chars.toughness and not chars.has("indestructible"):  # 103.2
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
    for perm in state.permanents:
        if perm.card.is_equipment and perm.attached_to is not None:
            reason = _illegal_equip(state, perm)
            if reason:
                found.append(("unattach", perm, "420.5k", reason))
    if len(worlds) > 1:
        newest = max(worlds, key=lambda p: p.timestamp)
        for perm in worlds:
            if perm is not newest:
                found.append(("graveyard", perm, "420.5i", f"{state.chars(newest).name} is a newer enchant world"))
    return found


def _illegal_enchantment(state: Game, perm: Permanent, target: Permanent | None) -> str:
    if target is None:
        return "it enchants nothing"
    if target.id == perm.id:
        return "it is attached to itself"
    chars = state.chars(target)
    what = perm.card.enchants  # 212.4c, 420.5d: what it can enchant
    fits = what == "permanent" or (chars.is_creature if what == "creature" else what in chars.types)
    if not fits and " " in what:  # "red or green creature" (Mind Harness), "artifact creature": as it is now
        fits = permanent_fits(state, target, what, perm.controller, perm.id)
    if not fits:
        return f"{chars.name} is not {'an' if what[0] in 'aeiou' else 'a'} {what}"
    if protection_from(state, target, snapshot(state, perm)):
        return f"{chars.name} has protection from it"
    return ""


def _illegal_equip(state: Game, perm: Permanent) -> str:
    """Why an Equipment can't equip what it is attached to (212.2i, 502.7d); ``""`` if it can."""
    target = state.find(perm.attached_to) if perm.attached_to else None
    if target is None:
        return "the creature it equipped is no longer in play"
    if target.id == perm.id or state.chars(perm).is_creature:
        return "an Equipment can't equip itself and an Equipment that is a creature can't equip"
    if not state.chars(target).is_creature:
        return f"{state.chars(target).name} is not a creature"
    if protection_from(state, target, snapshot(state, perm)):
        return f"{state.chars(target).name} has protection from it"
    return ""


def has_state_based_effects(state: Game) -> bool:
    """Whether any condition of 420.5 holds."""
    return bool(_sbe_findings(state))


def check_state_based_effects(state: Game) -> bool:
    """Check 420.5a-k once and perform all that apply as a single event (420.3).

    Returns whether anything happened (the caller repeats the check).
    """
    found = _sbe_findings(state, note=True)
    if not found:
        return False
    state.look_back = []  # one event: everything here happens at once (420.3)
    # 408.2c: state-based effects resolve as a player would receive priority, without the
    # stack; 420.5 lists them, and the subrule of each finding decides it
    rules = ["408.2c", "420.3", "420.5"] + sorted({rule for _, _, rule, _ in found}, key=lambda r: (len(r), r))
    parts = []
    for kind, subject, rule, reason in found:
        if kind == "lose":
            assert isinstance(subject, Player)
            parts.append(f"{subject.name} loses the game ({reason}, {rule})")
        elif kind == "graveyard":
            assert isinstance(subject, Permanent)
            parts.append(f"{state.name_of(subject.id)} is put into {subject.owner}'s graveyard ({reason}, {rule})")
        elif kind == "token":
            assert isinstance(subject, tuple)
            parts.append(f"the {subject[2]} token in {subject[0]}'s {subject[1]} ceases to exist ({reason}, {rule})")
        elif kind == "unattach":
            assert isinstance(subject, Permanent)
            parts.append(f"{state.name_of(subject.id)} stops equipping but remains in play ({reason}, {rule})")
        else:
            assert isinstance(subject, Permanent)
            shielded = subject.regeneration > 0
            barred = shielded and any(e.kind == "no_regenerate" and e.affected == subject.id for e in state.effects)
            verb = "would be destroyed" if shielded and not barred else "is destroyed"
            parts.append(f"{state.name_of(subject.id)} {verb} ({reason}, {rule}"
                         + ("; it can't be regenerated, 419.6b" if barred else "") + ")")
            rules += ["419.6b"] * (barred and "419.6b" not in rules)
    if any(rule == "420.5d" for _, _, rule, _ in found):
        rules.append("212.4f")
    if any(rule == "420.5f" for _, _, rule, _ in found):
        rules.append("216.3")
    if any(rule in ("420.5e", "420.5i") for _, _, rule, _ in found):
        rules.append("418.5e")  # which has been in play the longest: timestamps
    if any(rule == "420.5d" and "protection" in reason for _, _, rule, reason in found):
        rules.append("502.7c")
    if any(rule == "420.5k" and "protection" in reason for _, _, rule, reason in found):
        rules.append("502.7d")
    state.log("state_based", "State-based effects: " + "; ".join(parts) + ".", cite(*rules))
    before = static_view(state)
    leaving = [s for k, s, _, _ in found if isinstance(s, Permanent) and k != "unattach"]
    unattached = [s for k, s, _, _ in found if isinstance(s, Permanent) and k == "unattach"]
    for kind, subject, rule, reason in found:
        if kind == "lose":
            assert isinstance(subject, Player)
            subject.lost = True
            subject.drew_from_empty = False
        elif kind == "token":
            assert isinstance(subject, tuple)
            owner, zone, name = subject
            if zone == "library":  # put on top of a library (Repel): the top one of that name
                cards = list(state.player(owner).library)
                cards.remove(name)
                state.player(owner).library = Library(tuple(cards))
            else:
                getattr(state.player(owner), zone).remove(name)
            state.tokens_elsewhere.remove(subject)
        elif isinstance(subject, Permanent) and subject in state.permanents:
            if kind == "destroy":
                destroy(state, subject, True, reason, cite("420.5c"), quiet=True)
            elif kind == "unattach":
                subject.attached_to = None
            else:
                leave_play(state, subject, "graveyard")
    state.changed()
    gone = [p for p in leaving if p not in state.permanents]
    if gone or not unattached:
        report_static_change(state, before, gone + unattached, entering=False)
    else:
        report_static_change(state, before, unattached, entering=False, how="to the creature it no longer equips")
    if any(p.lost for p in state.players):
        state.ended = True
        state.log("game_over", game_over_text(state), cite("102.3") + (cite("102.4") if all(p.lost for p in state.players) else ()))
    state.changed()
    return True


__all__ = ["check_state_based_effects", "has_state_based_effects"]
