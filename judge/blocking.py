"""Who may attack and block whom: the restrictions and evasion abilities of 308.2, 309.2,
500-502, and the banding checks combat and damage share (502.10, 502.11)."""

from __future__ import annotations

from kb.numbers import RuleNumber

from judge.abilities import Keyword, Static
from judge.characteristics import Chars, Game, snapshot
from judge.damage import protection_from
from judge.objects import Permanent
from judge.rules import cite


def attack_problem(state: Game, perm: Permanent) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why *perm* can't attack, with rules; ``("", ())`` if it can (308.2a, 500.2)."""
    chars = state.chars(perm)
    name = chars.name
    if not chars.is_creature:
        return f"{name} is not a creature", cite("308.2a")
    if perm.controller != state.active_player.name:
        return f"{state.active_player.name} doesn't control {name}", cite("308.2a")
    if perm.tapped:
        return f"{name} is tapped", cite("308.2a")
    if "Wall" in chars.subtypes and not chars.has("can attack as though it weren't a wall"):  # Rolling Stones
        return f"{name} is a Wall", cite("308.2a")
    if perm.sick and not chars.has("haste"):
        return (f"{name} hasn't been under {perm.controller}'s control continuously since the beginning "
                "of the turn and doesn't have haste", cite("308.2a", "212.3d", "502.5b"))
    if chars.has("can't attack"):
        return f"{name} can't attack", cite("500.1", "500.2", "402.3")
    barred = next((e for e in state.effects if e.kind == "no_attacks"), None)
    if barred is not None:  # Orim's Chant: a rule changed until end of turn; "can't" wins (103.2, 500.2)
        return f"{name} can't attack this turn ({barred.source})", cite("500.1", "500.2", "103.2")
    defending = state.defending_player.name
    for source in state.permanents:
        for ban in [s for s in state.chars(source).statics if s.kind == "attack_ban"]:
            if ban.affects == "you" and source.controller != defending:
                continue  # "can't attack you": only the source's controller is protected
            hand = len(state.player(source.controller).hand)
            if ban.words == "without flying" and not chars.has("flying"):
                why = "doesn't have flying"
            elif ban.words == "power over hand" and (chars.power or 0) > hand:
                why = f"has power {chars.power}, greater than the {hand} card{'s' * (hand != 1)} in " \
                      f"{source.controller}'s hand"
            else:
                continue
            return f"{name} {why} ({state.name_of(source.id)}: {ban.text})", cite("500.1", "500.2")
    for land in chars.keyword_args("can't attack unless defending player controls"):  # Sea Monster
        if not any(land in state.chars(p).subtypes for p in state.permanents if p.controller == defending):
            return (f"{name} can't attack unless {defending} controls {'an' if str(land)[0] in 'AEIOU' else 'a'} "
                    f"{land}", cite("500.1", "500.2"))
    return "", ()


_EVASION = ("flying", "shadow", "horsemanship", "fear", "landwalk", "snow landwalk")


def block_problem(state: Game, blocker: Permanent, attacker: Permanent) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why *blocker* can't block *attacker*, with rules; ``("", ())`` if it can.

    With two or more evasion abilities on the attacker, each must be satisfied (501.2).
    """
    reason, rules = _block_problem(state, blocker, attacker)
    if reason and rules[0] != cite("502.7a")[0] and _evasion_met(state, blocker, attacker):
        rules += cite("501.2")  # one evasion ability met, another one still stops the block
    if reason and str(rules[0]) in _REDUNDANT and is_redundant(state, attacker, _REDUNDANT[str(rules[0])][0]):
        rules += cite(_REDUNDANT[str(rules[0])][1])
    if reason and str(rules[0]) in _REDUNDANT and _threshold_grants(attacker, _REDUNDANT[str(rules[0])][0]):
        rules += cite("502.23", "502.23a")  # the threshold text is active: seven or more cards in the graveyard
    return reason, rules


def _threshold_grants(perm: Permanent, name: str) -> bool:
    """Whether *perm* has a threshold ability granting keyword *name* (502.23a)."""
    return any(isinstance(a, Static) and a.condition == "threshold" and a.keyword is not None
               and a.keyword.name == name for a in perm.card.abilities)


#: The rule that decided a block, to the keyword and its "multiple instances are redundant" rule.
_REDUNDANT = {"502.4a": ("flying", "502.4c"), "502.8a": ("shadow", "502.8c"), "502.17a": ("horsemanship", "502.17c"),
              "502.25a": ("fear", "502.25c"), "502.6b": ("landwalk", "502.6e"), "502.7a": ("protection", "502.7g"),
              "502.6c": ("snow landwalk", "502.6e")}


def is_redundant(state: Game, perm: Permanent, name: str) -> bool:
    """Whether *perm* has two or more instances of keyword *name* (with the same quality
    or land type): they are redundant and act as one."""
    args = state.chars(perm).keyword_args(name)
    return len(args) > len(set(args))


def snow_lands(state: Game, player: str) -> set[str]:
    """The land types of the snow-covered lands *player* controls (502.14a; the spec's
    supertype ``snow`` counts as snow-covered)."""
    out: set[str] = set()
    for perm in state.permanents:
        chars = state.chars(perm)
        if perm.controller == player and "land" in chars.types and (
                chars.has("snow-covered") or "snow" in chars.supertypes):
            out.update(chars.subtypes)
    return out


def bands_with_other(state: Game, group: tuple[str, ...]) -> str:
    """The "bands with other" ability every member of *group* has, or has banding instead,
    if they may form a band by it (502.11b); ``""`` if not."""
    shared: set[str] | None = None
    for perm_id in group:
        chars = state.chars(perm_id)
        if chars.has("banding"):
            continue
        kinds = {str(arg) for arg in chars.keyword_args("bands with other")}
        shared = kinds if shared is None else shared & kinds
    return sorted(shared)[0] if shared else ""


def shared_bands_with_other(state: Game, perm_ids: list[str]) -> bool:
    """Whether two or more of *perm_ids* have the same "bands with other" ability (502.11c)."""
    seen: set[str] = set()
    for perm_id in perm_ids:
        if state.find(perm_id) is None:
            continue
        for arg in {str(a) for a in state.chars(perm_id).keyword_args("bands with other")}:
            if arg in seen:
                return True
            seen.add(arg)
    return False


def _granted(state: Game, perm: Permanent, name: str) -> bool:
    """Whether *perm* has keyword *name* only because an effect grants it."""
    printed = [a for a in perm.card.abilities if isinstance(a, Keyword) and a.name == name]
    return state.chars(perm).has(name) and not printed


def evasion_rules(state: Game, blocker: Permanent, attacker: Permanent) -> list[str]:
    """The rules that let *blocker* block an attacker with an evasion ability it meets."""
    a, b = state.chars(attacker), state.chars(blocker)
    rules = []
    if a.has("flying"):
        rules.append("502.4b")  # a creature with flying can be blocked by one with flying
    if a.has("shadow"):
        rules.append("502.8b")
    if a.has("horsemanship"):
        rules.append("502.17b")
    if a.has("fear") and ("artifact" in b.types or "black" in b.colors):
        rules.append("502.25b")
    if a.has("snow landwalk"):
        rules.append("502.6c")  # only a snow-covered land of that type stops the block
    return rules[:2]


def _flies_to_block(b: Chars) -> bool:
    """Whether a blocker counts as having flying for blocking: it has flying, or "can block as though it had
    flying" (Silklash Spider) -- which also meets "can't be blocked except by creatures with flying"."""
    return b.has("flying") or b.has("can block as though it had flying")


def _evasion_met(state: Game, blocker: Permanent, attacker: Permanent) -> bool:
    """Whether *attacker* has two or more evasion abilities and *blocker* meets one of them."""
    a, b = state.chars(attacker), state.chars(blocker)
    lands = {sub for p in state.permanents if p.controller == blocker.controller
             and "land" in state.chars(p).types for sub in state.chars(p).subtypes}
    met = {
        "flying": _flies_to_block(b),
        "shadow": b.has("shadow"), "horsemanship": b.has("horsemanship"),
        "fear": "artifact" in b.types or "black" in b.colors,
        "landwalk": not any(str(arg) in lands for arg in a.keyword_args("landwalk")),
        "snow landwalk": not any(str(arg) in snow_lands(state, blocker.controller)
                                 for arg in a.keyword_args("snow landwalk")),
    }
    present = [k for k in _EVASION if a.has(k)]
    return len(present) > 1 and any(met[k] for k in present)


def _block_problem(state: Game, blocker: Permanent, attacker: Permanent) -> tuple[str, tuple[RuleNumber, ...]]:
    b, a = state.chars(blocker), state.chars(attacker)
    if a.has("unblockable"):
        return f"{a.name} is unblockable", cite("500.3", "501.1")
    if a.has("snow shy") and (b.power or 0) >= 2 and snow_lands(state, blocker.controller):
        return (f"creatures with power 2 or greater can't block {a.name} while {blocker.controller} controls a "
                "snow-covered land", cite("500.1", "500.3", "502.14", "502.14a"))
    for kind in a.keyword_args("can't be blocked by"):  # Juggernaut: "can't be blocked by Walls" (500.1, 500.3)
        if kind in b.subtypes or kind in b.types or kind in b.colors:
            return f"{a.name} can't be blocked by {'Walls' if kind == 'Wall' else f'{kind} creatures'}", cite("500.1", "500.3")
    for kinds in a.keyword_args("can't be blocked except by"):  # Treetop Scout: "... creatures with flying" (500.3)
        if not any(_flies_to_block(b) if kind == "flying" else kind in b.subtypes for kind in str(kinds).split("|")):
            return f"{a.name} can't be blocked except by {_EXCEPT[str(kinds)]}", cite("500.1", "500.3")
    for bound in b.keyword_args("can't block creatures with power"):  # Ironclaw Orcs, Spitfire Handler (500.3)
        if (a.power or 0) > (b.power or 0) if bound == "its own" else (a.power or 0) >= int(str(bound)):
            return (f"{b.name} can't block creatures with power " + ("greater than its own" if bound == "its own" else
                                                                    f"{bound} or greater"), cite("500.1", "500.3"))
    if b.has("can block only creatures with flying") and not a.has("flying"):  # Belbe's Percher (500.3)
        return f"{b.name} can block only creatures with flying", cite("500.1", "500.3")
    if a.has("flying") and not _flies_to_block(b):
        return f"{a.name} has flying", cite("502.4a", "502.4b", "502.4")
    if a.has("shadow") and not b.has("shadow"):
        return f"{a.name} has shadow and {b.name} doesn't", cite("502.8a", "502.8b", "502.8")
    if b.has("shadow") and not a.has("shadow"):
        return f"{b.name} has shadow and {a.name} doesn't", cite("502.8b")
    if a.has("horsemanship") and not b.has("horsemanship"):
        return f"{a.name} has horsemanship", cite("502.17a", "502.17b", "502.17")
    if a.has("fear") and "artifact" not in b.types and "black" not in b.colors:
        return f"{a.name} has fear and {b.name} is neither an artifact creature nor black", cite("502.25a", "502.25b", "502.25")
    defender = blocker.controller
    for land_arg in a.keyword_args("landwalk"):
        land_type = str(land_arg)
        walked = [p for p in state.permanents if p.controller == defender and "land" in state.chars(p).types
                  and land_type in state.chars(p).subtypes]
        if walked:
            article = "an" if land_type[0] in "AEIOU" else "a"
            rules = cite("502.6b", "502.6")
            if all(state.chars(p).has("snow-covered") and "basic" in state.chars(p).supertypes for p in walked):
                rules += cite("502.14b")  # a Snow-Covered Forest is a basic Forest, whatever its name
            if land_type in b.keyword_args("landwalk"):
                rules += cite("502.6d")  # the blocker's own landwalk doesn't cancel it
            elif _granted(state, attacker, "landwalk"):
                rules += cite("402.1")  # an ability granted by another permanent's "have"
            else:
                rules += cite("502.6a")  # "islandwalk" is a landwalk ability
            return f"{a.name} has {land_type.lower()}walk and {defender} controls {article} {land_type}", rules
    for land_arg in a.keyword_args("snow landwalk"):
        land_type = str(land_arg)
        if land_type in snow_lands(state, defender):
            rules = cite("502.6c", "502.6", "502.14", "502.14a")
            if land_type in b.keyword_args("snow landwalk"):
                rules += cite("502.6d")
            return f"{a.name} has snow-covered {land_type.lower()}walk and {defender} controls a snow-covered " \
                   f"{land_type}", rules
    quality = protection_from(state, attacker, snapshot(state, blocker))
    if quality:
        return f"{a.name} has protection from {quality}", cite("502.7a", "502.7f", "502.7")
    return "", ()



#: What "can't be blocked except by ..." names, as the keyword's argument reads.
_EXCEPT = {"flying": "creatures with flying", "Wall": "Walls", "Wall|flying": "Walls and/or creatures with flying"}

__all__ = ["attack_problem", "bands_with_other", "block_problem", "evasion_rules", "is_redundant",
           "shared_bands_with_other", "snow_lands"]
