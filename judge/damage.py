"""Dealing damage through replacement and prevention effects (419, 502.7e).

Each damage event gathers the effects that apply to it: protection's prevention
(502.7e), "prevent all combat damage" (Fog), prevention shields (419.7b) and
double-damage replacements such as Furnace of Rath, each applied once (419.6a).
The affected player (or the affected creature's controller) chooses their order
(419.9a); the engine chooses for them the order that leaves the least damage:
prevention of all damage first, then shields, then the doublings.
"""

from __future__ import annotations

from kb.numbers import RuleNumber

from judge.characteristics import Game
from judge.triggers import damage_dealt, gain_life
from judge.abilities import Static
from judge.instructions import subtype_of
from judge.objects import Permanent, Player, Snapshot
from judge.rules import cite


_TYPE_QUALITIES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                   "instants": "instant", "sorceries": "sorcery", "lands": "land"}


def protection_from(state: Game, perm: Permanent, source: Snapshot) -> str:
    """The quality of *perm*'s protection that *source* has, or ``""`` (502.7a)."""
    for quality in state.chars(perm).keyword_args("protection"):
        quality = str(quality)
        if quality == "the chosen color":
            quality = perm.chosen_color  # 503.8: its own choice; never made: undefined, no protection (503.7)
        if quality == "everything":
            return quality
        if quality in source.colors:
            return quality
        if _TYPE_QUALITIES.get(quality) in source.types:
            return quality
        if quality[:1].isupper() and subtype_of(quality) in source.subtypes:
            return quality  # "protection from Goblins": a creature type (Foothill Guide)
    return ""


def targeting_problem(state: Game, perm: Permanent, source: Snapshot) -> tuple[str, tuple[RuleNumber, ...]]:
    """Why *source* can't target *perm* although *perm* is of the kind asked: "can't be the
    target of spells or abilities" (103.2: "can't" wins) or protection (502.7a, 502.7b)."""
    chars = state.chars(perm)
    if chars.has("can't be the target of spells or abilities"):
        return f"{chars.name} can't be the target of spells or abilities", cite("103.2", "415.1", "415.2")
    if chars.has("can't be the target of spells or abilities your opponents control") and source.controller \
            and source.controller != perm.controller:  # Troll Ascetic: its controller's opponents' only
        return (f"{chars.name} can't be the target of spells or abilities {perm.controller}'s opponents control",
                cite("103.2", "415.1", "415.2"))
    barred = next((c for c in chars.keyword_args("can't be the target of a color") if c in source.colors), None)
    if barred:  # Suq'Ata Firewalker, Spellbane Centaur: a source of that color, a spell's or an ability's (415.1)
        return (f"{chars.name} can't be the target of {barred} spells or abilities from {barred} sources",
                cite("103.2", "415.1", "415.2"))
    quality = protection_from(state, perm, source)
    if quality:
        return f"{chars.name} has protection from {quality}", cite("502.7a", "502.7b")
    return "", ()


def _cant_be_prevented(state: Game, source: Snapshot) -> bool:
    """Whether the source has "damage this would deal can't be prevented" now, or had it as it last existed in play
    (Excruciator; 310.4b)."""
    perm = state.find(source.perm_id) if source.perm_id else None
    return any(s.kind == "unpreventable" for s in state.chars(perm).statics) if perm is not None else source.unpreventable


def _recipient_name(state: Game, key: str) -> str:
    return state.name_of(key)


def deal_damage(state: Game, source: Snapshot, to: str, amount: int, combat: bool,
                rules: tuple[RuleNumber, ...], label: str = "", at_once: set[str] | None = None,
                applied_to: frozenset[int] = frozenset(), unpreventable: bool = False) -> int:
    """*source* deals *amount* damage to the permanent or player *to*; returns the damage dealt.
    *at_once* gathers, across damage dealt at the same time (combat damage, 310.4), the Phantom
    creatures that already lost a counter to it: one counter for all of it. *applied_to* holds the
    redirection shields that already modified this damage (419.6a: once each)."""
    if amount <= 0:
        return 0
    unpreventable = unpreventable or _cant_be_prevented(state, source)
    redirected = False
    if state.is_player(to):
        to, rules = _redirect(state, source, to, amount, combat, rules)
        redirected = not state.is_player(to)
    # 419.9b: an effect can apply to the event only because a redirection modified it
    after_redirect = cite("419.9b") if redirected else ()
    perm = state.find(to)
    if perm is None and not state.is_player(to):
        if combat:
            state.log("damage", f"{source.name}'s combat damage assigned to {label or to} isn't dealt: it is "
                      "no longer in play.", rules + cite("310.4c"))
        return 0
    if perm is not None and not state.chars(perm).is_creature:
        if combat:
            state.log("damage", f"{source.name}'s combat damage assigned to {state.name_of(to)} isn't dealt: it "
                      "is no longer a creature.", rules + cite("310.4c"))
        return 0
    name = _recipient_name(state, to)
    notes: list[str] = []
    used: list[str] = []
    applied = 0
    # Prevention of all of it: protection (502.7e), then Fog; none while damage can't be prevented (Flaring Pain)
    everything = next((e for e in state.effects if e.kind == "unpreventable"), None)  # Flaring Pain
    barred = f"{everything.source}: damage can't be prevented this turn" if everything else \
        f"{source.name}'s damage can't be prevented" if unpreventable else ""  # Pinpoint Avalanche (419.7)
    whole = None if barred else _prevented_whole(state, source, to, perm, name, amount, combat, rules, at_once,
                                                        after_redirect)
    if whole is not None:
        state.log("prevent", *whole)
        return 0
    if barred and perm is not None and protection_from(state, perm, source):
        notes.append(f"{barred}, not even by protection")
        used += ["103.2", "418.3b"] if everything else ["103.2"]
    # "the next time": to a player (CoP) or to anything (Awe Strike); all the damage dealt at that time (419.8a)
    resolving = state.resolutions % 2 == 1
    chosen = next((e for e in state.effects if e.kind == "prevent_source" and e.affected in (to, "") and (
        e.amount > 0 or resolving and e.used_in == state.resolutions) and e.controller in (source.perm_id, source.name)
        and not barred), None)
    if chosen is not None:
        chosen.amount = 0  # "the next time": used up (419.7), but not before all the damage of this resolution
        chosen.used_in = state.resolutions if resolving else 0
        if not chosen.label or chosen.label in (*source.colors, *source.types):  # any source, a color, or "artifact"
            state.log("prevent", f"The {amount} damage {source.name} would deal to {name} is prevented "
                      f"({chosen.source}).", rules + cite("419.1d", "419.8", "419.8a", "419.8b"))
            if chosen.gainer:  # Awe Strike, Reverse Damage: "you gain life equal to the damage prevented this way"
                gainer = state.player(chosen.gainer)
                if gain_life(state, gainer, amount, by=chosen.gainer):
                    state.log("life", f"{gainer.name} gains {amount} life, the damage {chosen.source} prevented (now "
                              f"{gainer.life}).", rules + cite("419.1d"))
            return 0
        state.log("prevent", f"{chosen.source} doesn't prevent {source.name}'s damage: it is no longer "
                  f"{chosen.label}, and the shield rechecks the source's properties.", cite("419.8b"))
    amount, applied_to = _redirect_next(state, source, to, amount, combat, rules, at_once, applied_to)
    if amount <= 0:
        return 0
    original = amount
    shields = [e for e in state.effects if e.kind == "prevent" and e.affected == to and e.amount > 0 and not barred]
    doublers = [(p, s) for p in state.permanents for s in state.chars(p).statics if s.kind == "double_damage" and (
        s.affects == "all" or source.controller == p.controller and "creature" in source.types)]  # Gratuitous Violence
    doublings = len(doublers)
    for shield in shields:
        if amount <= 0:
            break
        prevented = min(shield.amount, amount)
        shield.amount -= prevented
        amount -= prevented
        applied += 1
        notes.append(f"{shield.source}'s shield prevents {prevented}")
        if shield.label == "grow" and perm is not None:  # Test of Faith: a counter for each 1 prevented
            state.add_counters(perm, "+1/+1", prevented)
            notes.append(f"{prevented} +1/+1 counter{'s' * (prevented != 1)} {'are' if prevented != 1 else 'is'} put "
                         f"on {name}")
        used += ["419.7", "419.7b"]  # a prevention effect (419.7), a shield used up (419.7b)
    for armor, static in _armors(state, source, to, perm) if amount > 0 and not barred else ():
        prevented = min(static.power, amount)  # Urza's Armor, Sphere of Law: N of each source's damage (419.7)
        amount -= prevented
        applied += 1
        notes.append(f"{state.name_of(armor.id)} prevents {prevented}")
        used += ["419.1", "419.7"]
        if amount <= 0:
            break
    for doubler, _ in doublers if amount > 0 else ():
        applied += 1
        notes.append(f"{state.name_of(doubler.id)} doubles it to {amount * 2}")
        amount *= 2
        # "instead": a replacement effect (419.6), applied once (419.6a)
        used += ["419.1a", "419.6", "419.6a"]
    extra: tuple[RuleNumber, ...] = cite(*dict.fromkeys(used)) + (after_redirect if used else ())
    if len(shields) + doublings > 1:
        extra += cite("419.9", "419.9a")  # two or more effects wanted to modify this event
        if shields and doublings:
            notes.insert(0, f"{name} applies the prevention before the doubling")
        if amount <= 0 and doublings:
            notes.append("nothing is left to double")
    how = f" ({original} damage; " + ", then ".join(notes) + ")" if notes else ""
    if amount <= 0:
        state.log("prevent", f"All {original} damage {source.name} would deal to {name} is prevented{how}.",
                  rules + extra)
        return 0
    kind = "combat damage" if combat else "damage"
    if perm is None and _sanctuary(state, source, to, amount, kind, how, rules + extra):
        return 0
    if perm is not None:
        perm.damage += amount
    else:
        _lose_to_damage(state, to, amount)
        state.player(to).damage_this_turn += amount
    state.log("damage", f"{source.name} deals {amount} {kind} to {name}{how}.", rules + extra)
    state.changed()
    if perm is not None and state.chars(perm).has("indestructible") and perm.damage >= (state.chars(perm).toughness or 0):
        state.log("indestructible", f"{name} has lethal damage but is indestructible: no state-based effect "
                  "destroys it.", cite("420.5c", "103.2"))
    damage_dealt(state, source, to, amount, combat)
    return amount


def _sanctuary(state: Game, source: Snapshot, player: str, amount: int, kind: str, how: str,
               rules: tuple[RuleNumber, ...]) -> bool:
    """Crumbling Sanctuary: the damage isn't dealt; the player removes that many cards from the
    top of his or her library from the game instead, as many as there are (419.1a, 419.6).
    Whether it replaced the damage."""
    sanctuary = next((p for p in state.permanents if any(s.kind == "sanctuary" for s in state.chars(p).statics)), None)
    if sanctuary is None:
        return False
    who, removed = state.player(player), []
    for _ in range(min(amount, len(who.library))):
        card, who.library = who.library.draw()
        removed.append(card or "Card")
    who.removed.extend(removed)
    state.changed()
    state.log("replace", f"{source.name} would deal {amount} {kind} to {player}{how}; {state.name_of(sanctuary.id)}: "
              f"{player} removes the top {len(removed)} card{'s' * (len(removed) != 1)} of his or her library from the "
              "game instead" + (f" ({', '.join(removed)})" if removed else "") + ".",
              rules + cite("419.1a", "419.6", "217.7a"))
    return True


def _lose_to_damage(state: Game, player: str, amount: int) -> None:
    """Damage dealt to *player* is subtracted from his or her life total, not below 1 while he
    or she controls Worship and a creature: a replacement effect (419.1a)."""
    who = state.player(player)
    worship = next((p for p in state.permanents if p.controller == player
                    and any(s.kind == "worship" for s in state.chars(p).statics)), None)
    if worship is not None and who.life - amount < 1 and any(
            state.chars(p).is_creature for p in state.permanents if p.controller == player):
        new = min(who.life, 1)
        state.log("replace", f"{state.name_of(worship.id)}: the damage would reduce {player}'s life total below 1; "
                  f"it reduces it to {new} instead.", cite("419.1a", "419.6"))
        who.life = new
        return
    who.life -= amount


def _redirect(state: Game, source: Snapshot, player: str, amount: int, combat: bool,
              rules: tuple[RuleNumber, ...]) -> tuple[str, tuple[RuleNumber, ...]]:
    """Damage to *player* dealt to the creature his or her enchantment names instead: a
    redirection effect, applied once (419.1a, 419.6a, 419.6c)."""
    for perm in state.permanents:
        if perm.controller != player or not perm.attached_to:
            continue
        if not any(s.kind == "redirect" for s in state.chars(perm).statics):
            continue
        creature = state.find(perm.attached_to)
        kind = "combat damage" if combat else "damage"
        if creature is None or not state.chars(creature).is_creature:
            state.log("redirect", f"{state.name_of(perm.id)} can't redirect the {kind}: what it enchants isn't a "
                      "creature in play.", cite("419.6c"))
            return player, rules
        state.log("redirect", f"The {amount} {kind} {source.name} would deal to {player} is dealt to "
                  f"{state.name_of(creature.id)} instead ({state.name_of(perm.id)}).", cite("419.1a", "419.6", "419.6c"))
        return creature.id, rules + cite("419.6c")
    return player, rules


def _redirect_next(state: Game, source: Snapshot, to: str, amount: int, combat: bool, rules: tuple[RuleNumber, ...],
                   at_once: set[str] | None, applied_to: frozenset[int]) -> tuple[int, frozenset[int]]:
    """The part of *amount* that en-Kor's shields on *to* deal to another creature or player
    instead (419.6c), each shield applied once to the event (419.6a) and used up as it redirects;
    returns what is left for *to*. The redirected damage keeps its source and stays combat damage;
    what two shields send to the same creature is dealt to it at once, as one event."""
    kind = "combat damage" if combat else "damage"
    moved: dict[str, int] = {}
    for shield in [e for e in state.effects if e.kind == "redirect_next" and e.affected == to and e.amount > 0
                   and e.timestamp not in applied_to]:
        other = state.find(shield.controller)
        if not state.is_player(shield.controller) and (other is None or not state.chars(other).is_creature):
            state.log("redirect", f"{shield.source} can't redirect {source.name}'s {kind}: "
                      f"{state.name_of(shield.controller)} is no longer a creature in play; the effect does nothing.",
                      rules + cite("419.6c"))
            continue
        part = min(shield.amount, amount)
        shield.amount -= part
        amount -= part
        applied_to |= {shield.timestamp}
        moved[shield.controller] = moved.get(shield.controller, 0) + part
        state.log("redirect", f"{part} of the {kind} {source.name} would deal to {state.name_of(to)} is dealt to "
                  f"{state.name_of(shield.controller)} instead ({shield.source}).", rules + cite("419.1a", "419.6c"))
        if amount <= 0:
            break
    for other_key, part in moved.items():
        deal_damage(state, source, other_key, part, combat, rules + cite("419.6c"), at_once=at_once,
                    applied_to=applied_to)
    return amount, applied_to


def _armors(state: Game, source: Snapshot, to: str, perm: Permanent | None) -> list[tuple[Permanent, Static]]:
    """The permanents whose "if a [red] source would deal damage to you (to a [Cleric] creature you
    control), prevent N of that damage" applies to this damage, each with its ability (419.7)."""
    out = []
    for holder in state.permanents:
        for static in state.chars(holder).statics:
            if static.kind != "armor" or (static.words and static.words not in source.colors):
                continue
            if static.affects == "you" and to == holder.controller:
                out.append((holder, static))
            elif static.affects.startswith("you control:") and perm is not None and perm.controller == holder.controller:
                subtype = static.affects.split(":", 1)[1]
                if not subtype or subtype in state.chars(perm).subtypes:
                    out.append((holder, static))
    return out


def _prevented_whole(state: Game, source: Snapshot, to: str, perm: Permanent | None, name: str, amount: int,
                     combat: bool, rules: tuple[RuleNumber, ...], at_once: set[str] | None,
                     after_redirect: tuple[RuleNumber, ...]) -> tuple[str, tuple[RuleNumber, ...]] | None:
    """The event text and rules of an effect that prevents all of this damage, or None."""
    quality = protection_from(state, perm, source) if perm is not None else ""
    if quality:
        return (f"{amount} damage {source.name} would deal to {name} is prevented: "
                  f"{name} has protection from {quality}.",
                  # 419.8c: protection also prevents damage from sources that aren't in play
                  rules + cite("502.7e") + (cite("419.8c") if source.perm_id is None else ()) + after_redirect)
    if perm is not None and any(s.kind == "phantom" for s in state.chars(perm).statics):
        already = at_once is not None and perm.id in at_once
        if at_once is not None:
            at_once.add(perm.id)
        counter = not already and perm.counters.get("+1/+1", 0) > 0
        if counter:
            state.remove_counters(perm, "+1/+1", 1)
        how = ("a +1/+1 counter is removed from it" if counter else "it has no +1/+1 counter to remove" if not already
               else "it lost its one counter for the damage dealt at the same time")
        return (f"{amount} {'combat ' * combat}damage {source.name} would deal to {name} is prevented "
                  f"({name}'s own ability); {how}.", rules + cite("419.1", "419.7a") + after_redirect)
    dealer = state.find(source.perm_id) if source.perm_id else None
    for holder, way in ((perm, "to"), (dealer, "by")):  # Cho-Manno ("to"), Fog Bank ("to and by"), while in play
        if holder is not None and any(s.kind == "prevent_self" and way in s.affects and (combat or not s.power)
                                      and (s.words != "blocking" or dealer is not None and dealer.id in holder.blocking)
                                      for s in state.chars(holder).statics):  # Wall of Shadows: creatures it blocks
            return (f"{amount} {'combat ' * combat}damage {source.name} would deal to {name} is "
                      f"prevented ({state.name_of(holder.id)}'s own ability).", rules + cite("419.1", "419.7a")
                      + after_redirect)
        aura = next((p for p in state.permanents if holder is not None and p.attached_to == holder.id and any(
            s.kind == "prevent_enchanted" and way in s.affects and (combat or not s.power) for s in state.chars(p).statics)),
            None)
        if aura is not None:  # Sandskin: the local enchantment's static ability, for the creature it enchants
            return (f"{amount} {'combat ' * combat}damage {source.name} would deal to {name} is "
                      f"prevented ({state.name_of(aura.id)}).", rules + cite("419.1", "419.7a") + after_redirect)
    walls = [e for e in state.effects if e.kind == "prevent_all" and (combat or not e.power) and (
        (e.affected == to and e.label != "by") or (e.affected == source.perm_id and e.label != "to"))]
    if walls:  # "prevent all damage that would be dealt to/by target creature this turn" (419.7a)
        return (f"{amount} {'combat ' * combat}damage {source.name} would deal to {name} is prevented "
                  f"({walls[0].source}).", rules + cite("419.1", "419.7a") + after_redirect)
    fogs = [e for e in state.effects if e.kind == "prevent_combat"
            and (not e.affected or e.affected in (to, source.perm_id))
            and not (e.label.startswith("non-") and e.label[4:] in source.subtypes)]  # "non-Soldier creatures"
    if combat and fogs:
        fog = fogs[0]
        dealer = state.find(source.perm_id) if source.perm_id else None
        # 418.3b: an effect that changes the rules applies to creatures that came into play after it began
        later = cite("418.3b") if dealer is not None and dealer.timestamp > fog.timestamp else ()
        return (f"{amount} combat damage {source.name} would deal to {name} is prevented "
                  f"({fog.source}).", rules + cite("419.1d", "419.7", "419.7a") + later)
    return None

def kept_from_losing(state: Game, player: Player, reason: str, note: bool = True) -> bool:
    """Whether a permanent *player* controls says he or she can't lose the game (Platinum Angel):
    "can't" wins (103.2), so 420.5's loss doesn't happen; *note* logs it once for each reason."""
    keeper = next((p for p in state.permanents if state.chars(p).controller == player.name
                   and any(s.kind == "cant_lose" for s in state.chars(p).statics)), None)
    text = f"{player.name} doesn't lose the game although {reason}: {state.name_of(keeper.id)} says {player.name} " \
        "can't lose it, and \"can't\" wins." if keeper is not None else ""
    if keeper is not None and note and not any(e.text == text for e in state.events):
        state.log("state_based", text, cite("103.2", "420.5a" if "life" in reason else "420.5"))
    return keeper is not None
